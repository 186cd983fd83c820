"""Synthetic MEASURE/MONEY data for the dual encoders (training/de_synthetic_mm.py), the
`unit_swap` negatives, grammar/token positives of the training script, and benchmarks/de_mm_eval.py."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "training"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import de_negatives as dn  # noqa: E402
import de_synthetic_mm as mm  # noqa: E402
from corpus.synthetic import ListedUnit  # noqa: E402

# Written for these tests: two units, one currency.
UNITS = [ListedUnit("kg", ("kilogram",), ("kilograms",), "mass"), ListedUnit("mA", ("milliampere",), ("milliamperes",), "current")]
CURRENCIES = [ListedUnit("$", ("dollar",), ("dollars",), "prefix")]
ONES = {"1": "one", "2": "two", "3": "three"}


class FakeGrammar:
    """Reads single-digit numbers 1-3 with a listed unit or `$` (singular and plural forms)."""

    def _parts(self, token):
        compact = token.replace(" ", "")
        for unit in UNITS:
            if compact.endswith(unit.written) and compact[: -len(unit.written)] in ONES:
                return ONES[compact[: -len(unit.written)]], unit
        if compact.startswith("$") and compact[1:] in ONES:
            return ONES[compact[1:]], CURRENCIES[0]
        return None

    def matches(self, token):
        return self._parts(token) is not None

    def readings(self, token, limit=16):
        number, unit = self._parts(token)
        return [f"{number} {unit.plural[0]}", f"{number} {unit.singular[0]}"][:limit]


def test_put_in_window_and_templates():
    assert mm.put_in_window("a b <norm> 3 kg </norm> c", "5 mA") == "a b <norm> 5 mA </norm> c"
    with pytest.raises(ValueError, match="norm"):
        mm.put_in_window("no marks here", "5 mA")
    window = mm.template_window("$5", "MONEY", random.Random(0))
    assert "<norm> $5 </norm>" in window


def test_make_examples_reads_every_unit_with_the_grammar(monkeypatch):
    monkeypatch.setattr(mm, "draw_number", lambda rng, cls: rng.choice(["1", "2", "3", "2 million"]))
    config = mm.MMConfig(per_unit=4, seed=3)
    contexts = {"MEASURE": ["x <norm> 9 kg </norm> y"]}
    examples = mm.make_examples(FakeGrammar(), config, units=UNITS, currencies=CURRENCIES, contexts=contexts)
    assert {e.cls for e in examples} == {"MEASURE", "MONEY"}
    assert {e.token.replace(" ", "")[-2:] for e in examples if e.cls == "MEASURE"} <= {"kg", "mA"}
    for e in examples:
        number = e.reading.split()[0]
        assert e.reading.split()[-1].endswith("s") == (number != "one")  # the data's agreement
        assert f"<norm> {e.token} </norm>" in e.window
        if e.cls == "MEASURE":
            assert e.window.startswith("x <norm>")
    again = mm.make_examples(FakeGrammar(), config, units=UNITS, currencies=CURRENCIES, contexts=contexts)
    assert again == examples  # seeded
    other = mm.make_examples(FakeGrammar(), mm.MMConfig(per_unit=4, seed=4), units=UNITS, currencies=CURRENCIES,
                             contexts=contexts)
    assert [e.token for e in other] != [e.token for e in examples]
    with pytest.raises(ValueError, match="per_unit"):
        mm.MMConfig(per_unit=0)


def test_unit_swap_negatives_use_other_units_of_the_class():
    table = {"MEASURE": {"kg": frozenset({"kilogram", "kilograms"}), "mA": frozenset({"milliampere", "milliamperes"})},
             "MONEY": {"$": frozenset({"dollar", "dollars"}), "£": frozenset({"pound", "pounds"})}}
    ex = dn.Example("2 mA", "two milliamperes", "MEASURE")
    words = mm.unit_swap_negatives(ex, table, random.Random(0), 10)
    assert set(words) == {"kilogram", "kilograms", "milliampere"}  # never a gold word, never a currency
    assert mm.unit_swap_negatives(dn.Example("12", "twelve", "CARDINAL"), table, random.Random(0), 10) == []
    assert len(mm.unit_swap_negatives(ex, table, random.Random(0), 1)) == 1
    sampler = dn.NegativeSampler([ex, dn.Example("$3", "three dollars", "MONEY")],
                                 dn.NegativeConfig(methods=("unit_swap",), ratio=None))
    sampler._units = table
    vocab_pairs = sampler.pairs([ex], "vocab", random.Random(0))
    assert {p.output for p in vocab_pairs if not p.label} == {"kilogram", "kilograms", "milliampere"}
    assert [p.label for p in sampler.pairs([ex], "sequence", random.Random(0))] == [1]  # no sequence negative


def test_unit_words_of_the_shipped_lists():
    table = mm.unit_words()
    assert "kilograms" in table["MEASURE"]["kg"] and "dollars" in table["MONEY"]["$"]


def test_positive_words_join_readings_and_grammar():
    import train_dual_encoder as tde

    examples = [dn.Example("1 kg", "one kilogram", "MEASURE"), dn.Example("1 kg", "one kilo", "MEASURE"),
                dn.Example("12", "twelve", "CARDINAL")]
    plain = tde.positive_words(examples)
    assert plain["1 kg"] == {"one", "kilogram", "kilo"} and plain["12"] == {"twelve"}
    with_grammar = tde.positive_words(examples, FakeGrammar())
    assert with_grammar["1 kg"] == {"one", "kilogram", "kilograms", "kilo"} and with_grammar["12"] == {"twelve"}


def test_train_epoch_all_uses_the_token_positives():
    import train_dual_encoder as tde

    from tnfst.dual_encoder import DualEncoder, DualEncoderConfig

    torch.manual_seed(0)
    model = DualEncoder(DualEncoderConfig(kind="vocab", buckets=256, embed_dim=8, hidden_dim=16, out_dim=8))
    optimiser = torch.optim.Adam(model.parameters(), lr=0.05)
    examples = [dn.Example("1 kg", "one kilogram", "MEASURE")]
    words = ["one", "kilogram", "kilograms", "dollars"]
    positives = {"1 kg": frozenset({"one", "kilogram", "kilograms"})}
    hard = {"1 kg": [dn.Pair("1 kg", "kilograms", 0, "unit_swap"), dn.Pair("1 kg", "dollars", 0, "unit_swap")]}
    for _ in range(60):
        tde.train_epoch_all(model, optimiser, examples, words, 4, random.Random(0), "t", 1.0, hard, positives)
    s = model.eval().score_words(["1 kg"], words)[0]
    assert s[2] > 0.5 and s[3] < 0.5  # "kilograms" is a positive (the hard negative is dropped), "dollars" is not


def test_mm_eval_counts_and_runs(tmp_path, monkeypatch):
    import de_mm_eval

    examples = [dn.Example("1 kg", "one kilogram", "MEASURE"), dn.Example("12", "twelve", "CARDINAL"),
                dn.Example("$2", "two dollars", "MONEY")]
    judge = lambda token, reading: "unrecoverable" if "kg" in token else "recoverable"  # noqa: E731
    counts = de_mm_eval.count(examples, ["one kilo", "twelve", "two dollar"], judge)
    assert counts["ALL"] == {"tokens": 3, "errors": 2, "unrecoverable": 1}
    assert counts["MM"] == {"tokens": 2, "errors": 2, "unrecoverable": 1}
    with pytest.raises(SystemExit, match="official test set"):
        de_mm_eval.main(["--models", "a=x.pt", "--valid", "/x/official_test.tsv"])


def test_number_word_negatives_only_for_grammar_matched_measures():
    import train_dual_encoder as tde

    examples = [dn.Example("2 kg", "two kilograms", "MEASURE"), dn.Example("12", "twelve", "CARDINAL"),
                dn.Example("9 zz", "nine zz", "MEASURE")]
    found = tde.number_word_negatives(examples, FakeGrammar())
    assert set(found) == {"2 kg"}  # a bare number may be a year; the grammar reads no "9 zz"
    words = {p.output for p in found["2 kg"]}
    assert "two" not in words and {"three", "fourteen", "sixty", "million"} <= words
    assert all(p.label == 0 and p.token == "2 kg" for p in found["2 kg"])


def test_de_table2_points_voc_de_at_each_model(tmp_path, monkeypatch):
    import de_table2

    import tnfst.constraints.dual_encoder as dc

    original = dc.build_voc_de
    seen = []

    def fake_run(gold, config, threads):
        seen.append((config, dc.build_voc_de.keywords["voc_de_model"]))
        return {"classes": {"ALL": {"count": 10, "correct": 8}, "MEASURE": {"count": 2, "correct": 1}},
                "errors": {"ALL": {"recoverable": 1, "unrecoverable": 1}, "MEASURE": {"unrecoverable": 1}},
                "wall_seconds": 1.0}

    monkeypatch.setattr(de_table2.official_tables, "run", fake_run)
    model = tmp_path / "a.pt"
    model.write_bytes(b"x")
    assert de_table2.main(["--gold", "g.tsv", "--out", str(tmp_path / "o"), "--models", f"a={model}"]) == 0
    assert seen == [("voc_de", model), ("measure_money_fst+voc_de", model)]
    assert dc.build_voc_de is original  # restored
    table = (tmp_path / "o" / "table2.md").read_text()
    assert "| voc_de [a] | 0.2000 | 2 | 1 | 1 | 1 | 0 | 1 |" in table
    with pytest.raises(SystemExit, match="with voc_de"):
        de_table2.main(["--gold", "g.tsv", "--out", str(tmp_path / "o"), "--models", f"a={model}", "--configs", "none"])


def test_training_script_with_synthetic_data_and_grammar_positives(tmp_path):
    import train_dual_encoder as tde

    from tnfst.dual_encoder import dual_encoder_meta, load_dual_encoder

    data = tmp_path / "train.txt"
    data.write_text("MEASURE\t3kg\tthree kilograms\nMONEY\t$7\tseven dollars\n<eos>\t<eos>\n", encoding="utf-8")
    out = tmp_path / "voc.pt"
    assert tde.main(["--train", str(data), "--valid", str(data), "--ratio", "all", "--negatives", "random,unit_swap",
                     "--synthetic-mm", "1", "--grammar-positives", "--number-negatives", "--affix-features",
                     "--epochs", "1", "--buckets", "256", "--out", str(out)]) == 0
    assert load_dual_encoder(out, kind="vocab").config.affix_features
    config = dual_encoder_meta(out)["config"]
    assert config["synthetic_mm"] == 1 and config["grammar_positives"] and config["number_negatives"]
    assert "grammar positives True" in out.with_suffix(".md").read_text()


def test_mm_eval_plot(tmp_path):
    import de_mm_eval

    def row(model, lam, unrec, errors):
        return {"model": model, "lambda": lam, "synthetic": {"MM": {"tokens": 10, "errors": unrec, "unrecoverable": unrec}},
                "real": {"ALL": {"tokens": 20, "errors": errors, "unrecoverable": 0}}}

    results = [row("none", 0.0, 5, 4), row("a", 2.0, 4, 3), row("a", 5.0, 3, 3), row("b", 5.0, 2, 5)]
    de_mm_eval.plot(results, tmp_path / "p.png")
    assert (tmp_path / "p.png").stat().st_size > 1000
