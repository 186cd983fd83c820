"""Negative sampling (training/de_negatives.py) and the dual-encoder training script."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "training"))

import de_negatives as dn  # noqa: E402

from tnfst.vocab import Vocabulary  # noqa: E402

# Written for these tests (not from the Google data).
TSV = """\
PLAIN\tThe\t<self>
MEASURE\t3kg\tthree kilograms
PLAIN\tand\t<self>
MEASURE\t5 lb\tfive pounds
PUNCT\t.\tsil
<eos>\t<eos>
MONEY\t$7\tseven dollars
PLAIN\tor\t<self>
MONEY\t£2\ttwo pounds
CARDINAL\t12\ttwelve
<eos>\t<eos>
DATE\t1999\tnineteen ninety nine
MEASURE\t8 km\teight kilometers
CARDINAL\t40\tforty
LETTERS\tBBC\tb b c
<eos>\t<eos>
"""


@pytest.fixture()
def examples(tmp_path):
    path = tmp_path / "train.txt"
    path.write_text(TSV, encoding="utf-8")
    return dn.load_examples([path])


def test_load_examples_keeps_to_be_normalized_tokens(examples, tmp_path):
    assert [e.token for e in examples] == ["3kg", "5 lb", "$7", "£2", "12", "1999", "8 km", "40", "BBC"]
    assert examples[0] == dn.Example("3kg", "three kilograms", "MEASURE", "The <norm> 3kg </norm> and 5 lb .")
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"window": "<norm> 3kg </norm>", "token": "3kg", "reading": "three  kilograms",
                                  "cls": "MEASURE", "weight": 1.0}) + "\n", encoding="utf-8")
    assert [(e.token, e.reading) for e in dn.load_examples([corpus])] == [("3kg", "three kilograms")]
    corpus.write_text("{}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="c.jsonl:1"):
        dn.load_examples([corpus])


def test_config_checks():
    with pytest.raises(ValueError, match="methods"):
        dn.NegativeConfig(methods=("nope",))
    with pytest.raises(ValueError, match="ratio"):
        dn.NegativeConfig(ratio=0)


def test_affix_table_swaps_units(examples):
    table = dn.AffixTable(examples)
    assert ("", "kg") in table.affixes and ("$", "") in table.affixes
    assert dn.AffixTable.affix("1999") is None and dn.AffixTable.affix("3kg") == ("", "kg")
    assert {"twelve", "forty", "nineteen"} <= table.shared  # bare numbers' words never count as wrong
    swaps = table.swaps(examples[0], random.Random(0), 10)
    tokens = {t for t, _, _ in swaps}
    assert "3lb" in tokens and "$3" in tokens and "3km" in tokens
    for token, reading, wrong in swaps:
        assert reading == "three kilograms" and "kilograms" in wrong and not wrong & table.shared
    assert table.swaps(examples[-1], random.Random(0), 10) == []  # LETTERS: not a unit class


def test_edits_differ_from_gold():
    edits = dn.edit_readings("three kilograms", ["five", "pounds"], random.Random(0), 6)
    assert len(edits) == len(set(edits)) <= 6
    assert "three kilograms" not in edits
    assert all(len(e.split()) <= 3 for e in edits)
    assert edits[:2] == ["three", ""]  # proper prefixes first, longest first


@pytest.mark.parametrize("kind", ["vocab", "sequence"])
@pytest.mark.parametrize("ratio", [3, 10, None])
def test_pairs_respect_ratio_and_labels(examples, kind, ratio):
    config = dn.NegativeConfig(methods=("random", "random_class", "edits", "suffix"), ratio=ratio)
    sampler = dn.NegativeSampler(examples, config)
    pairs = sampler.pairs(examples, kind, random.Random(0))
    for ex in examples:
        mine = [p for p in pairs if p.token == ex.token]
        pos = [p for p in mine if p.label == 1]
        neg = [p for p in pairs if p.label == 0 and p.token == ex.token]
        gold = set(ex.reading.split())
        if kind == "sequence":
            assert [p.output for p in pos] == [ex.reading]
            assert all(p.output != ex.reading for p in neg)
        else:
            assert {p.output for p in pos} == gold
            assert all(p.output not in gold for p in neg)
        if ratio is not None:
            assert len(neg) <= ratio * len(pos) + 4  # one extra per method at most (rounding up)
    assert {p.method for p in pairs if p.label == 0} <= set(config.methods)


def test_random_class_stays_in_class(examples):
    sampler = dn.NegativeSampler(examples, dn.NegativeConfig(methods=("random_class",), ratio=10))
    measure_readings = {e.reading for e in examples if e.cls == "MEASURE"}
    negs = sampler.negatives(examples[0], "random_class", random.Random(0), 10)
    assert negs and all(r in measure_readings for _, r, _ in negs)


class FakeDNC:
    """Prefers the words in a fixed order; enough for beam search's n-best."""

    def __init__(self):
        self.vocab = Vocabulary("three kilograms pounds five".split())

    def make_batch(self, windows):
        return torch.zeros(len(windows), 1)

    def encode(self, batch):
        return batch

    def step(self, state, prev):
        logits = torch.tensor([[0.0, -9.0, 0.0, -1.0, 2.0, 1.0, 0.5, 0.2]]).repeat(len(prev), 1)
        return logits, state


def test_topk_negatives_from_a_fake_dnc(examples):
    model = FakeDNC()
    readings = dn.topk_readings(examples[:2], model, k=10, max_len=2)
    assert set(readings) == {(examples[0].window, "3kg"), (examples[1].window, "5 lb")}
    for found in readings.values():
        assert len(found) == 10 and len(set(found)) == 10
        assert "three three" in found and "" in found  # the empty reading is a reading too
    sampler = dn.NegativeSampler(examples, dn.NegativeConfig(methods=("topk",), ratio=None), topk=readings)
    negs = sampler.negatives(dn.Example("3kg", "three three", "MEASURE", examples[0].window), "topk",
                             random.Random(0), None)
    assert len(negs) == 9 and all(r != "three three" for _, r, _ in negs)
    with pytest.raises(ValueError, match="topk"):
        dn.NegativeSampler(examples, dn.NegativeConfig(methods=("topk",)))


@pytest.mark.parametrize("kind,ratio", [("vocab", "3"), ("vocab", "all"), ("sequence", "10")])
def test_training_script_writes_a_loadable_model(tmp_path, kind, ratio):
    import train_dual_encoder

    from tnfst.constraints.dual_encoder import SeqDE, VocDE
    from tnfst.dual_encoder import dual_encoder_meta, load_dual_encoder

    data = tmp_path / "train.txt"
    data.write_text(TSV, encoding="utf-8")
    out = tmp_path / f"{kind}.pt"
    code = train_dual_encoder.main(["--kind", kind, "--train", str(data), "--valid", str(data), "--ratio", ratio,
                                    "--epochs", "1", "--buckets", "256", "--out", str(out)])
    assert code == 0
    model = load_dual_encoder(out, kind=kind)
    meta = dual_encoder_meta(out)
    assert meta["config"]["ratio"] == ratio and set(meta["held_out"])
    assert out.with_suffix(".md").read_text().startswith("# Dual encoder")
    constraint = (VocDE if kind == "vocab" else SeqDE)(Vocabulary(["three", "kilograms"]), model)
    assert constraint.weights(constraint.start("3kg")).shape == (6,)


def test_training_refuses_the_test_set(tmp_path):
    import train_dual_encoder

    with pytest.raises(SystemExit, match="official test set"):
        train_dual_encoder.main(["--train", "/x/cognibit-dnc-results/english/normalized.csv", "--out", str(tmp_path / "m.pt")])


def test_training_with_topk_negatives_of_a_checkpoint(tmp_path):
    import train_dual_encoder

    from tnfst.dual_encoder import dual_encoder_meta
    from tnfst.model.charset import Charset
    from tnfst.model.checkpoint import save_checkpoint
    from tnfst.model.config import TINY
    from tnfst.model.seq2seq import Seq2SeqDNC

    torch.manual_seed(0)
    data = tmp_path / "train.txt"
    data.write_text(TSV, encoding="utf-8")
    vocab = Vocabulary("three kilograms five pounds seven dollars".split())
    dnc = save_checkpoint(tmp_path / "dnc.pt", Seq2SeqDNC(TINY, Charset(sorted(set(TSV) - {"\t", "\n"})), vocab))
    out = tmp_path / "topk.pt"
    assert train_dual_encoder.main(["--kind", "sequence", "--train", str(data), "--valid", str(data), "--negatives",
                                    "topk", "--dnc", str(dnc), "--epochs", "1", "--buckets", "256", "--out", str(out)]) == 0
    assert set(dual_encoder_meta(out)["held_out"]) == {"topk"}
