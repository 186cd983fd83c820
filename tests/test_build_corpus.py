"""The DNC training corpus builder (training/build_corpus.py, training/corpus/)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "training"))

import build_corpus  # noqa: E402
from corpus import build as build_module  # noqa: E402
from corpus.build import BuildConfig, build, merge_proteno, refuse_test_set  # noqa: E402
from corpus.examples import Example, is_to_be_normalized, read_jsonl, sentence_examples  # noqa: E402
from corpus.sources import CorpusError, make_window, read_sentences  # noqa: E402
from tnfst.data import TokenRecord  # noqa: E402
from corpus.synthetic import (  # noqa: E402
    ListedUnit, SyntheticConfig, choose_reading, derived_units, draw_number, parse_list, synthesize, wants_singular,
    write_measure, write_money,
)
from corpus.units import cardinal_value, measure_unit, money_currency, unit_key  # noqa: E402
from corpus.upsample import UpsampleConfig, upsample  # noqa: E402
from corpus.vocabulary import build_vocabulary  # noqa: E402
from tnfst import special  # noqa: E402
from tnfst.vocab import Vocabulary  # noqa: E402

R = TokenRecord

TRAIN_TSV = """\
PLAIN\tIt\t<self>
PLAIN\tis\t<self>
MEASURE\t6 ft\tsix feet
PLAIN\ttall\t<self>
PUNCT\t.\tsil
<eos>\t<eos>
PLAIN\tIt\t<self>
PLAIN\tcost\t<self>
MONEY\t$5\tfive dollars
PLAIN\tin\t<self>
DATE\t2006\ttwo thousand six
PUNCT\t.\tsil
<eos>\t<eos>
CARDINAL\t12,000,000\ttwelve million
PLAIN\tpeople\t<self>
LETTERS\tIUCN\ti u c n
PLAIN\tok\tok
<eos>\t<eos>
"""

VALID_TSV = """\
PLAIN\tabout\t<self>
MEASURE\t3 mi\tthree miles
PLAIN\taway\t<self>
<eos>\t<eos>
"""

UNITS = [ListedUnit("ft", ("foot",), ("feet",), "length"), ListedUnit("kg", ("kilogram",), ("kilograms",), "mass")]
CURRENCIES = [ListedUnit("$", ("dollar",), ("dollars",), "prefix"), ListedUnit("€", ("euro",), ("euros",), "both")]


class FakeGrammar:
    """Reads `<number><sep><unit>` as `n <form>` in both numbers, with an "and" variant; matches only listed units."""

    def __init__(self, units=UNITS, currencies=CURRENCIES):
        self.forms = {u.written: u for u in [*units, *currencies]}

    def _unit(self, token):
        for written, unit in sorted(self.forms.items(), key=lambda kv: -len(kv[0])):
            if token.startswith(written) or token.endswith(written):
                return unit
        return None

    def matches(self, token):
        return self._unit(token) is not None

    def readings(self, token, limit=8):
        unit = self._unit(token)
        if unit is None:
            return []
        return [f"n and {unit.singular[0]}", f"n {unit.singular[0]}", f"n {unit.plural[0]}"][:limit]

    def words(self):
        return ["n", "and", "feet", "foot", "kilogram", "kilograms", "euro", "euros", "dollar", "dollars"]


@pytest.fixture
def shared(tmp_path):
    folder = tmp_path / "shared" / "google-tsv-sample"
    folder.mkdir(parents=True)
    (folder / "train_10000.txt").write_text(TRAIN_TSV, encoding="utf-8")
    (folder / "validation_10000.txt").write_text(VALID_TSV, encoding="utf-8")
    return tmp_path / "shared"


@pytest.fixture
def fake_grammar(monkeypatch):
    monkeypatch.setattr(build_module, "_load_grammar", lambda lang: (FakeGrammar(), ""))
    monkeypatch.setattr(build_module, "listed_units", lambda lang, derived=True: (list(UNITS), list(CURRENCIES)))


# --- window and examples -------------------------------------------------------

def test_window_has_three_neighbours_and_fewer_at_the_edges():
    tokens = ["I", "live", "at", "123", "King", "Ave", ".", "x"]
    assert make_window(tokens, 3) == "I live at <norm> 123 </norm> King Ave ."
    assert make_window(tokens, 0) == "<norm> I </norm> live at 123"
    assert make_window(["a", "b"], 1) == "a <norm> b </norm>"


def test_only_to_be_normalized_tokens_become_examples():
    assert not is_to_be_normalized(R("PLAIN", "is", special.SELF))
    assert not is_to_be_normalized(R("PUNCT", ".", special.SIL))
    assert not is_to_be_normalized(R("PLAIN", "ok", "ok"))
    assert is_to_be_normalized(R("MEASURE", "6 ft", "six feet"))
    sentence = [R("PLAIN", "It", special.SELF), R("MEASURE", "6 ft", "six  feet"), R("PUNCT", ".", special.SIL)]
    (example,) = sentence_examples(sentence)
    assert example == Example("It <norm> 6 ft </norm> .", "6 ft", "six feet", "MEASURE", 1.0)
    assert set(json.loads(example.to_json())) == {"window", "token", "reading", "cls", "weight"}


def test_reader_reports_malformed_lines(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("PLAIN\tonly two\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="bad.txt"):
        read_sentences(bad)
    with pytest.raises(CorpusError, match="no such file"):
        read_sentences(tmp_path / "missing.txt")


# --- units and up-sampling -----------------------------------------------------

@pytest.mark.parametrize("token, unit", [
    ("6 ft", "ft"), ("6ft", "ft"), ("578.3/km2", "/km2"), ("60%", "%"), ("2.3 million km", "km"),
    ("37.56 km²", "km²"), ("5-10 km", "km"), ("1,000 mm", "mm"), ("km", ""), ("12", ""),
])
def test_measure_unit(token, unit):
    assert measure_unit(token) == unit


@pytest.mark.parametrize("token, currency", [
    ("$22,750", "$"), ("US$ 5", "US$"), ("5 euros", "euros"), ("£2.3 million", "£"), ("$5bn", "$"), ("€1.5m", "€"),
])
def test_money_currency(token, currency):
    assert money_currency(token) == currency


def test_cardinal_value_reads_digits_only():
    assert cardinal_value("12,000,000") == 12_000_000
    assert cardinal_value("1000001") == 1_000_001
    assert cardinal_value("II") is None and cardinal_value("1.5") is None and cardinal_value("") is None


def _measure(token, reading="r"):
    return Example(f"<norm> {token} </norm>", token, reading, "MEASURE")


def test_rare_units_are_topped_up_to_the_minimum():
    examples = [_measure("1 ft"), _measure("2 ft"), _measure("3 ft"), _measure("4 km")]
    common = [_measure(f"{i}%") for i in range(5)]
    out, stats = upsample(examples + common, UpsampleConfig(min_unit_count=5))
    keys = [unit_key(e.cls, e.token) for e in out]
    assert keys.count("MEASURE:ft") == 5 and keys.count("MEASURE:km") == 5 and keys.count("MEASURE:%") == 5
    assert [e.token for e in out].count("1 ft") == 2 and [e.token for e in out].count("3 ft") == 1
    assert stats.units_upsampled == 2 and stats.unit_examples_added == 6


def test_big_cardinals_are_repeated_or_weighted():
    examples = [Example("w", "12,000,000", "twelve million", "CARDINAL"), Example("w", "12", "twelve", "CARDINAL")]
    out, stats = upsample(examples, UpsampleConfig(big_cardinal_factor=4))
    assert [e.token for e in out].count("12,000,000") == 4 and len(out) == 5 and stats.big_cardinals == 1
    weighted, _ = upsample(examples, UpsampleConfig(big_cardinal_factor=4, mode="weight"))
    assert [e.weight for e in weighted] == [4.0, 1.0]
    with pytest.raises(ValueError):
        UpsampleConfig(mode="sometimes")


# --- synthetic examples --------------------------------------------------------

def test_reading_agrees_with_the_number_like_the_data():
    ft = UNITS[0]
    readings = ["n and foot", "n foot", "n feet"]
    assert choose_reading(readings, ft, "1", "MEASURE") == "n foot"
    assert choose_reading(readings, ft, "1.0", "MEASURE") == "n feet"
    assert choose_reading(readings, ft, "1 million", "MEASURE") == "n feet"
    assert choose_reading([], ft, "1", "MEASURE") is None
    assert wants_singular("1.50", "MONEY") and not wants_singular("1.5", "MONEY") and not wants_singular("2", "MONEY")


def test_tokens_are_written_like_the_data():
    rng = random.Random(0)
    forms = {write_measure("6", "ft", rng, 0.5) for _ in range(50)}
    assert forms == {"6 ft", "6ft"}
    assert write_measure("6", "%", rng, 0.0) == "6%" and write_measure("6", "acres", rng, 1.0) == "6 acres"
    assert write_money("2.3 million", CURRENCIES[0], rng) == "$2.3 million"
    assert {write_money("5", ListedUnit("USD", ("dollar",), ("dollars",), "both"), rng) for _ in range(50)} == {"USD 5", "5 USD"}
    numbers = [draw_number(random.Random(s), "MONEY") for s in range(300)]
    assert "1" in numbers and any("." in n for n in numbers) and any("million" in n or "billion" in n for n in numbers)


def test_synthesize_is_seeded_and_uses_the_grammar():
    contexts = {"MEASURE": [(["It", "is", "6 ft", "tall"], 2)], "MONEY": []}
    config = SyntheticConfig(per_unit=6)
    first, stats = synthesize(FakeGrammar(), UNITS, CURRENCIES, contexts, random.Random(3), config)
    again, _ = synthesize(FakeGrammar(), UNITS, CURRENCIES, contexts, random.Random(3), config)
    assert first == again and len(first) == 24 and stats.total == 24
    for example in first:
        assert f"<norm> {example.token} </norm>" in example.window and "and" not in example.reading
        if example.cls == "MEASURE":
            singular = example.token.replace("ft", "").replace("kg", "").strip() == "1"
            assert example.reading.split()[-1] in (("foot", "kilogram") if singular else ("feet", "kilograms"))
    measure = [e for e in first if e.cls == "MEASURE"]
    assert all(e.window.startswith("It is <norm>") for e in measure)
    money = [e for e in first if e.cls == "MONEY"]
    assert all(e.window.split("<norm>")[0].strip() for e in money)  # a template supplies the left context


def test_synthesize_skips_units_the_grammar_cannot_read():
    odd = ListedUnit("zz", ("zed",), ("zeds",), "length")
    examples, stats = synthesize(FakeGrammar(), [odd], [], {}, random.Random(0), SyntheticConfig(per_unit=2))
    assert examples == [] and stats.units == {"MEASURE:zz": 0} and stats.skipped["MEASURE:zz"] == 8


def test_unit_lists_are_parsed_and_powers_derived():
    rows = parse_list("# source\nkm\tkilometer|kilo meter\tkilometers|kilo meters\tlength\nbroken\n%\tpercent\tpercent\tratio\n")
    assert [r.written for r in rows] == ["km", "%"] and rows[0].singular == ("kilometer", "kilo meter")
    derived = derived_units(rows)
    assert [d.written for d in derived] == ["km²", "km2", "km³", "km3"]
    assert derived[0].plural[0] == "square kilometers" and derived[2].singular[0] == "cubic kilometer"


# --- vocabulary, proteno merge, whole build ------------------------------------

def test_vocabulary_by_frequency_then_alphabet_with_grammar_words_last():
    examples = [Example("w", "t", "b a b", "X"), Example("w", "t", "c a d", "X")]
    vocab = build_vocabulary(examples, ["zeta", "a", "two words"])
    assert vocab.words[:4] == special.SPECIAL_WORDS
    assert vocab.words[4:] == ("a", "b", "c", "d", "two", "words", "zeta")


def test_proteno_repeats_of_train_are_dropped_and_compared():
    base = [[R("PLAIN", "a", special.SELF), R("CARDINAL", "5", "five")]]
    proteno = [[R("PLAIN", "a", special.SELF), R("CARDINAL", "5", "five")], [R("CARDINAL", "6", "six")]]
    kept, stats = merge_proteno(base, proteno)
    assert kept == [proteno[1]]
    assert stats["dropped"] == 1 and stats["same_readings"] == 1 and stats["examples_agree"] == stats["examples_overlap"] == 1


def test_test_set_is_refused():
    with pytest.raises(CorpusError, match="test set"):
        refuse_test_set(Path("/x/cognibit-dnc-results/english/normalized.csv"))


def test_build_without_grammar_still_writes_a_corpus(shared, tmp_path, monkeypatch):
    monkeypatch.setattr(build_module, "_load_grammar", lambda lang: (None, "no grammar here"))
    result = build(BuildConfig(shared=shared, out=tmp_path / "out", upsample=UpsampleConfig(min_unit_count=3)))
    assert result.synthetic_stats is None and "no grammar here" in result.synthetic_note
    tokens = [e.token for e in result.train]
    assert tokens.count("6 ft") == 3 and tokens.count("$5") == 3 and tokens.count("12,000,000") == 10
    assert "ok" not in tokens and "is" not in tokens
    assert [e.token for e in result.valid] == ["3 mi"] and result.valid_oov == (1, 1)


def test_cli_writes_the_four_files(shared, tmp_path, fake_grammar):
    out = tmp_path / "out"
    proteno = tmp_path / "proteno.tsv"
    proteno.write_text(TRAIN_TSV.split("<eos>\t<eos>\n")[0] + "<eos>\t<eos>\nMEASURE\t7 kg\tseven kilograms\n<eos>\t<eos>\n",
                       encoding="utf-8")
    result = CliRunner().invoke(build_corpus.main, ["--shared", str(shared), "--out", str(out), "--proteno-tsv",
                                                    str(proteno), "--seed", "1", "--per-unit", "3", "--rare-per-unit", "4"])
    assert result.exit_code == 0, result.output
    train = read_jsonl(out / "train.jsonl")
    assert {e.cls for e in train} >= {"MEASURE", "MONEY", "CARDINAL", "DATE", "LETTERS"}
    synthetic = [e for e in train if e.token.endswith("€") or e.token.startswith("€") or "€" in e.token]
    assert len(synthetic) == 3 and all(e.reading.startswith("n ") for e in synthetic)
    # kg, ft and $ are seen once (proteno, train): topped up to 100 by copies, plus 4 synthetic each as rare units
    assert sum("kg" in e.token for e in train) == 104 and sum("ft" in e.token for e in train) == 104
    assert sum("$" in e.token for e in train) == 104 and len({e.token for e in train if "kg" in e.token}) > 2
    vocab = Vocabulary.load(out / "vocab.json")
    assert "euros" in vocab and "feet" in vocab and all(w in vocab for e in train for w in e.reading.split())
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "Synthetic" in report and "MONEY:€" in report and "1 (1.000) have every reading equal" in report
    assert "--per-unit 3" in report
    again = tmp_path / "again"
    CliRunner().invoke(build_corpus.main, ["--shared", str(shared), "--out", str(again), "--proteno-tsv", str(proteno),
                                           "--seed", "1", "--per-unit", "3", "--rare-per-unit", "4"])
    assert (again / "train.jsonl").read_bytes() == (out / "train.jsonl").read_bytes()


def test_cli_fails_cleanly_on_bad_input(tmp_path):
    result = CliRunner().invoke(build_corpus.main, ["--shared", str(tmp_path), "--out", str(tmp_path / "o")])
    assert result.exit_code == 1 and "no such file" in result.output


def test_the_lists_first_spoken_form_wins_over_longer_variants():
    cad = ListedUnit("CAD", ("dollar", "canadian dollar"), ("dollars", "canadian dollars"), "both")
    readings = ["ninety canadian dollars", "ninety dollars", "ninety canadian dollar"]
    assert choose_reading(readings, cad, "90", "MONEY") == "ninety dollars"
    assert choose_reading(readings[::2], cad, "90", "MONEY") == "ninety canadian dollars"
    rupee = ListedUnit("Rs.", ("rupee",), ("rupees",), "prefix")
    assert write_money("5", rupee, random.Random(0)) == "Rs. 5"
    assert write_money("5", ListedUnit("US$", ("dollar",), ("dollars",), "prefix"), random.Random(0)) == "US$5"


@pytest.mark.slow
def test_synthetic_examples_from_the_real_grammar_are_licensed_and_agree():
    grammar_module = pytest.importorskip("tnfst.grammar")
    grammar = grammar_module.CoveringGrammar.load(lang="en")
    from corpus.synthetic import listed_units

    units, currencies = listed_units("en")
    pick = {"ft", "km", "kg", "%", "km²"}
    units = [u for u in units if u.written in pick]
    currencies = [c for c in currencies if c.written in {"$", "£", "CAD"}]
    assert len(units) == 5 and len(currencies) == 3
    examples, stats = synthesize(grammar, units, currencies, {}, random.Random(0), SyntheticConfig(per_unit=8))
    assert stats.total == 64
    for example in examples:
        assert grammar.licenses(example.token, example.reading), example
        assert " and " not in f" {example.reading} "
    by_token = {e.token: e.reading for e in examples}
    for token, reading in by_token.items():
        if token.replace(" ", "") in ("1ft", "1kg"):
            assert reading.split()[-1] in ("foot", "kilogram")
        elif token.endswith("ft"):
            assert reading.endswith("feet")
