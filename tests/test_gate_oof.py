"""Gate training on out-of-fold data: block folds, the stable lexicon, trigram features, OOF rounds and threshold."""

import json
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from tnfst.data import TokenRecord, sentences_from_string
from tnfst.gate import Featurizer, Gate, GateError, GateLexicon
from tnfst.gate.featurizer import extended_names
from tnfst.gate.lexicon import STABLE, LexiconConfig
from tnfst.gate.spelled import TRIGRAM_FEATURES, TrigramTable, trigrams

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def train_gate():
    sys.path.insert(0, str(ROOT / "training"))
    try:
        import train_gate as module
    finally:
        sys.path.pop(0)
    return module


def _records(rows: str):
    return sentences_from_string(rows)


SPELLED = ("PLAIN\tthe\t<self>\nPLAIN\tpenny\t<self>\nPLAIN\tcaptain\t<self>\nLETTERS\tPnyx\tp n y x\n"
           "LETTERS\tHnyq\th n y q\nPLAIN\tsaid\t<self>\n<eos>\t<eos>\n")


def test_trigrams_and_table():
    assert trigrams("Ab") == ["^ab", "ab$"]
    table = TrigramTable.fit(_records(SPELLED))
    x = table.features(["penny", "Qnyx", "1990", "the"])
    assert x.shape == (4, len(TRIGRAM_FEATURES))
    assert np.all(x[2] == -1)  # not alphabetic
    assert x[0, 2] == 0 and x[1, 2] > 0  # 'penny' has only seen trigrams; 'Qnyx' has unseen ones
    assert x[1, 3] > x[0, 3]  # 'nyx' is a spelled trigram
    again = TrigramTable.from_json(json.loads(json.dumps(table.to_json())))
    assert np.array_equal(again.features(["Qnyx", "penny"]), table.features(["Qnyx", "penny"]))


def test_stable_lexicon_caps_counts_and_rounds_rates(tmp_path):
    sentences = _records("PUNCT\t.\tsil\nPLAIN\tst\tsaint\nPLAIN\tSt\t<self>\n<eos>\t<eos>\n" * 3)
    plain = GateLexicon.fit(sentences)
    stable = GateLexicon.fit(sentences, replace(STABLE, count_cap=2.0, count_scale=1.5))
    x_plain, x_stable = plain.features(["."]), stable.features(["."])
    assert x_plain[0, 1] == pytest.approx(np.log1p(3)) and x_stable[0, 1] == pytest.approx(np.log1p(2))  # capped
    assert x_stable[0, 0] == round(float(x_plain[0, 0]), 3)  # rounded rate
    assert GateLexicon.fit(sentences, replace(LexiconConfig(), count_scale=0.5)).features(["."])[0, 1] == \
        pytest.approx(np.log1p(1.5))  # scaled
    stable.save(tmp_path / "lex.json")
    again = GateLexicon.load(tmp_path / "lex.json")
    assert again.config == stable.config and again.trigram_table is not None
    assert np.array_equal(again.features([".", "st", "x"]), stable.features([".", "st", "x"]))


def test_old_lexicon_without_trigrams(tmp_path):
    lexicon = GateLexicon.fit(_records(SPELLED))
    data = lexicon.to_json()
    for key in ("trigrams", "count_scale", "count_cap", "rate_decimals"):
        data.pop(key)
    (tmp_path / "old.json").write_text(json.dumps(data))
    old = GateLexicon.load(tmp_path / "old.json")
    assert old.trigram_table is None and old.config == LexiconConfig()
    assert Featurizer("extended", old).batch([["the"]]).shape == (1, len(extended_names()))
    with pytest.raises(ValueError, match="trigram"):
        Featurizer("extended_v2", old)


def test_extended_v2_featurizer():
    featurizer = Featurizer("extended_v2", GateLexicon.fit(_records(SPELLED)))
    names = featurizer.names
    assert names[:len(extended_names())] == extended_names() and names[-len(TRIGRAM_FEATURES):] == \
        [n for n, _ in TRIGRAM_FEATURES]
    x = featurizer.batch([["Qnyx", "said"], [], ["1990"]])
    assert x.shape == (3, featurizer.width) and np.isfinite(x).all()
    assert x[2, -1] == -1 and x[0, names.index("tri_unseen")] > 0


def test_block_folds(train_gate):
    folds = train_gate.sentence_folds(1000, 5, seed=3, block=64)
    assert set(folds) == set(range(5))
    assert all(len(set(folds[i:i + 64])) == 1 for i in range(0, 1000, 64))  # a run stays together
    random = train_gate.sentence_folds(1000, 5, seed=3, block=0)
    assert np.bincount(random).tolist() == [200] * 5


def test_binary_oof_training(train_gate):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(600, 4)).astype(np.float32)
    y = (x[:, 0] + 0.3 * rng.normal(size=600) > 1.0).astype(np.float32)
    folds = np.arange(600) % 3
    grid = (train_gate.Params(2, 0.3, max_rounds=15), train_gate.Params(3, 0.3, max_rounds=15))
    booster, params, results, oof, _ = train_gate.train_binary_oof(x, y, folds, x[:100], y[:100], grid, 0, 1)
    assert oof.shape == (600,) and np.all((oof >= 0) & (oof <= 1))
    assert len(results) == 2 and params in grid and 1 <= booster.num_boosted_rounds() <= 15
    assert min(r["pooled_loss"] for r in results) == pytest.approx(
        next(r["pooled_loss"] for r in results if r["max_depth"] == params.max_depth))
    assert np.mean((oof > 0.5) == (y > 0.5)) > 0.8  # out-of-fold predictions carry the signal


def test_gate_with_extended_v2_needs_trigrams(tmp_path):
    import xgboost as xgb

    lexicon = GateLexicon.fit(_records(SPELLED))
    featurizer = Featurizer("extended_v2", lexicon)
    sentences = [["the", "Pnyx", "1990"], ["said", "penny"]] * 20
    x = featurizer.batch(sentences)
    y = np.array([t == "1990" for s in sentences for t in s], dtype=float)
    xgb.train({"objective": "binary:logistic", "max_depth": 2, "nthread": 1}, xgb.DMatrix(x, label=y), 3).save_model(
        str(tmp_path / "g.ubj"))
    lexicon.save(tmp_path / "lex.json")
    meta = {"kind": "binary", "model_file": "g.ubj", "threshold": 0.5, "n_features": featurizer.width,
            "features": "extended_v2", "lexicon_file": "lex.json"}
    (tmp_path / "g.json").write_text(json.dumps(meta))
    gate = Gate.load(tmp_path / "g.json")
    assert gate.predict_proba(["the", "1990"]).shape == (2,)
    data = json.loads((tmp_path / "lex.json").read_text())
    data.pop("trigrams")
    (tmp_path / "lex.json").write_text(json.dumps(data))
    with pytest.raises(GateError, match="g.json"):
        Gate.load(tmp_path / "g.json")


def test_textbook_variants(train_gate):
    from tnfst.gate.lexicon import textbook_variant

    vocabulary = {"color", "recognized", "center", "for", "gray"}
    assert textbook_variant("Colour", vocabulary) == "color" and textbook_variant("recognised", vocabulary) == "recognized"
    assert textbook_variant("four", vocabulary) is None  # stem too short
    assert textbook_variant("grey", vocabulary) is None and textbook_variant("harbour", vocabulary) is None  # not in vocab
    sentences = [[TokenRecord("PLAIN", "colour", "<self>"), TokenRecord("PLAIN", "color", "<self>"),
                  TokenRecord("PLAIN", "grey", "<self>"), TokenRecord("PLAIN", "four", "<self>"),
                  TokenRecord("PLAIN", "Colour", "<self>")]]
    fixed, counts = train_gate.restore_spelling_variants(sentences)
    assert [t.to_be_normalized for t in fixed[0]] == [True, False, False, False, False] and counts == {"colour": 1}
    kept, none = train_gate.restore_spelling_variants(sentences, textbook=False)
    assert not any(t.to_be_normalized for t in kept[0]) and not none
