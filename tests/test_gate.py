"""Gate: paper and extended features, the lexicon, loading and predicting, errors naming the file, metrics."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tnfst.data import TokenRecord, sentences_from_string
from tnfst.gate import DEFAULT_GATE, Featurizer, Gate, GateError, GateLexicon, LexiconError, batch_features, features
from tnfst.gate.features import BLOCK, N_FEATURES, feature_names
from tnfst.gate.featurizer import extended_names
from tnfst.gate.lexicon import LEXICON_FEATURES
from tnfst.gate.shape import SHAPE_FEATURES, shape_features
from tnfst.gate.metrics import classification_table, gate_report

ROOT = Path(__file__).resolve().parent.parent

GOLD = (
    "PLAIN\tHe\t<self>\nPLAIN\tweighs\t<self>\nMEASURE\t150lb\tone hundred fifty pounds\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
    "PLAIN\tIn\t<self>\nDATE\t2006\ttwo thousand six\nPUNCT\t,\tsil\nLETTERS\tIUCN\ti u c n\nPLAIN\tsaid\t<self>\n"
    "PUNCT\t.\tsil\n<eos>\t<eos>\n"
)


# -- features -------------------------------------------------------------------

def test_feature_layout():
    x = features(["He", "weighs", "150lb", "."])
    assert x.shape == (4, N_FEATURES) == (4, 93) and x.dtype == np.float32
    assert np.all(x[:, [0, BLOCK, 2 * BLOCK]] == -1)  # a -1 starts every block
    assert list(x[1, BLOCK + 1 : BLOCK + 8]) == [ord(c) for c in "weighs"] + [0]
    assert list(x[1, 1:3]) == [ord("H"), ord("e")]  # previous token
    assert x[3, 2 * BLOCK + 1 :].sum() == 0 and x[0, 1:BLOCK].sum() == 0  # empty neighbours at the edges


def test_long_token_clipped_and_unicode():
    x = features(["a" * 50, "μm", "😀"])
    assert x[0, BLOCK + 30] == ord("a")
    assert x[1, BLOCK + 1] == ord("μ") and x[2, BLOCK + 1] == ord("😀")


def test_empty_and_single():
    assert features([]).shape == (0, 93)
    assert features(["x"]).shape == (1, 93)
    with pytest.raises(TypeError):
        features("not a list")


def test_batch_equals_per_sentence():
    sentences = [["He", "weighs", "150lb"], [], ["x"], ["a", "b", "c", "d"]]
    batch = batch_features(sentences)
    assert np.array_equal(batch, np.concatenate([features(s) for s in sentences]))


ODD_TOKENS = ["", "😀", "😀" * 40, "a" * 10_000, "\x00\x07\x1b", "\u200b", "\ud800", "e\u0301", "σ.", "²", "Ⅻ",
              "1" * 5000, "\t", " ", "-", "http://x.org/a?b=c&d", "ＡＢＣ", "\U0010ffff"]


def _lexicon() -> GateLexicon:
    sentences = sentences_from_string(GOLD + "PLAIN\tcolour\tcolor\nPLAIN\tharbor\t<self>\nPLAIN\tst\tsaint\n"
                                      "PLAIN\tSt\t<self>\n<eos>\t<eos>\n")
    return GateLexicon.fit(sentences)


def test_shape_features_named_and_sensible():
    x = shape_features(["NASA", "png", "150lb", "centre", "σ"])
    col = {name: i for i, (name, _) in enumerate(SHAPE_FEATURES)}
    assert x.shape == (5, len(SHAPE_FEATURES)) and x.dtype == np.float32
    assert x[0, col["all_caps"]] == 1 and x[1, col["vowelless"]] == 1 and x[1, col["all_lower_alpha"]] == 1
    assert x[2, col["digit_letter_switches"]] == 1 and x[2, col["n_digit"]] == 3
    assert x[3, col["british_suffix"]] == 1 and x[4, col["n_greek"]] == 1
    assert all(reason for _, reason in SHAPE_FEATURES)  # every feature documents why it is there


@pytest.mark.parametrize("feature_set", ["paper", "extended"])
def test_odd_inputs_give_finite_features(feature_set):
    featurizer = Featurizer(feature_set, _lexicon() if feature_set == "extended" else None)
    assert featurizer.batch([]).shape == (0, featurizer.width)
    assert featurizer.batch([[], []]).shape == (0, featurizer.width)
    x = featurizer.batch([ODD_TOKENS, [], ["x"]])
    assert x.shape == (len(ODD_TOKENS) + 1, featurizer.width) and x.dtype == np.float32
    assert np.isfinite(x).all()
    with pytest.raises(TypeError):
        featurizer.batch("not a list")
    with pytest.raises(TypeError):
        featurizer.batch(["not", "nested"])


def test_extended_layout_and_sentence_edges():
    featurizer = Featurizer("extended", _lexicon())
    names = extended_names()
    assert featurizer.width == len(names) == len(set(names)) and names[:N_FEATURES] == feature_names()
    sentences = [["He", "weighs", "150lb"], [], ["x"], ["st", "-", "5"]]
    batch = featurizer.batch(sentences)
    assert np.array_equal(batch, np.concatenate([featurizer.sentence(s) for s in sentences]))
    assert np.array_equal(batch[:, :N_FEATURES], batch_features(sentences))  # the paper's block comes first
    prev_len, next_len = names.index("prev_len"), names.index("next_len")
    assert batch[0, prev_len] == 0 and batch[2, next_len] == 0 and batch[1, prev_len] == 2


def test_lexicon_counts_and_roundtrip(tmp_path):
    lexicon = _lexicon()
    x = lexicon.features(["st", "St", "unseenword", "colour"])
    assert x.shape == (4, len(LEXICON_FEATURES))
    assert x[0, 0] > 0.5 and x[1, 0] < 0.5  # 'st' -> saint, 'St' read as written
    assert x[2, 0] == -1 and x[2, 1] == 0 and x[2, 2] == -1  # never seen
    assert lexicon.is_variant("harbour") and lexicon.is_variant("Colour") and not lexicon.is_variant("four")
    lexicon.save(tmp_path / "lex.json")
    again = GateLexicon.load(tmp_path / "lex.json")
    assert np.array_equal(again.features(["st", "St", "harbour", "x"]), lexicon.features(["st", "St", "harbour", "x"]))
    (tmp_path / "bad.json").write_text('{"format": "other"}')
    with pytest.raises(LexiconError, match="bad.json"):
        GateLexicon.load(tmp_path / "bad.json")
    with pytest.raises(LexiconError, match="none.json"):
        GateLexicon.load(tmp_path / "none.json")


def test_restore_spelling_variants():
    sys.path.insert(0, str(ROOT / "training"))
    try:
        from train_gate import restore_spelling_variants
    finally:
        sys.path.pop(0)
    sentences = [[TokenRecord("PLAIN", "Centre", "centre"), TokenRecord("PLAIN", "centre", "<self>"),
                  TokenRecord("PLAIN", "July", "<self>"), TokenRecord("PLAIN", "the", "<self>")]]
    fixed, counts = restore_spelling_variants(sentences)
    assert [t.to_be_normalized for t in fixed[0]] == [True, True, False, False] and counts == {"centre": 1}


# -- a tiny model, trained here -------------------------------------------------

def _tiny_gate(tmp_path: Path, kind: str = "binary", feature_set: str = "paper") -> Path:
    import xgboost as xgb

    words = ["the", "cat", "sat", "on", "mat", ".", ",", "1990", "15", "2.5 km", "$5", "IUCN", "NASA"]
    rng = np.random.default_rng(0)
    sentences = [list(rng.choice(words, size=8)) for _ in range(200)]
    lexicon = None
    if feature_set == "extended":
        lexicon = _lexicon()
        lexicon.save(tmp_path / "g_lexicon.json")
    featurizer = Featurizer(feature_set, lexicon)
    x = featurizer.batch(sentences)
    tbn = np.array([any(c.isdigit() for c in t) or t.isupper() for s in sentences for t in s])
    if kind == "binary":
        params, labels, classes = {"objective": "binary:logistic"}, tbn.astype(float), []
    else:
        classes = ["CARDINAL", "LETTERS", "PLAIN", "PUNCT"]
        lab = [("LETTERS" if t.isupper() else "CARDINAL") if any(c.isdigit() for c in t) or t.isupper()
               else ("PUNCT" if t in ".," else "PLAIN") for s in sentences for t in s]
        labels = np.array([classes.index(c) for c in lab], dtype=float)
        params = {"objective": "multi:softprob", "num_class": 4}
    booster = xgb.train({**params, "max_depth": 3, "seed": 0, "nthread": 1}, xgb.DMatrix(x, label=labels), 10)
    booster.save_model(str(tmp_path / f"g_{kind}.ubj"))
    meta = {"kind": kind, "model_file": f"g_{kind}.ubj", "threshold": 0.5, "classes": classes,
            "n_features": featurizer.width, "features": feature_set}
    if feature_set == "extended":
        meta["lexicon_file"] = "g_lexicon.json"
    path = tmp_path / f"g_{kind}.json"
    path.write_text(json.dumps(meta))
    return path


def test_binary_gate(tmp_path):
    gate = Gate.load(_tiny_gate(tmp_path))
    tokens = ["the", "cat", "sat", "on", "1990", "."]
    p = gate.predict_proba(tokens)
    assert p.shape == (6,) and np.all((0 <= p) & (p <= 1))
    assert list(gate.predict(tokens)) == [False, False, False, False, True, False]
    assert gate.predict([]).shape == (0,)
    batch = gate.predict_proba_batch([tokens, [], ["NASA"]])
    assert [len(b) for b in batch] == [6, 0, 1]
    assert np.allclose(batch[0], p)
    assert Gate.load(tmp_path / "g_binary.ubj").threshold == 0.5  # the model path finds its metadata


def test_extended_gate(tmp_path):
    path = _tiny_gate(tmp_path, feature_set="extended")
    gate = Gate.load(path)
    assert gate.meta.features == "extended" and gate.featurizer.width == len(extended_names())
    tokens = ["the", "cat", "sat", "on", "1990", "."]
    assert list(gate.predict(tokens)) == [False, False, False, False, True, False]
    batch = gate.predict_proba_batch([tokens, [], ODD_TOKENS])
    assert [len(b) for b in batch] == [6, 0, len(ODD_TOKENS)] and all(np.isfinite(b).all() for b in batch)
    (tmp_path / "g_lexicon.json").unlink()
    with pytest.raises(GateError, match="g_lexicon.json"):
        Gate.load(path)
    meta = json.loads(path.read_text())
    meta["n_features"] = 93
    path.write_text(json.dumps(meta))
    with pytest.raises(GateError):
        Gate.load(path)


def test_class_gate(tmp_path):
    gate = Gate.load(_tiny_gate(tmp_path, "class"))
    assert gate.kind == "class"
    assert gate.predict_classes(["the", "NASA", "15", "."]) == ["PLAIN", "LETTERS", "CARDINAL", "PUNCT"]
    assert list(gate.predict(["the", "NASA", "15", "."])) == [False, True, True, False]


def test_missing_and_corrupt_files_are_named(tmp_path):
    with pytest.raises(GateError, match="nothere.json"):
        Gate.load(tmp_path / "nothere.json")
    meta = _tiny_gate(tmp_path)
    (tmp_path / "g_binary.ubj").write_bytes(b"\x00garbage")
    with pytest.raises(GateError, match="g_binary.ubj"):
        Gate.load(meta)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(GateError, match="bad.json"):
        Gate.load(bad)
    bad.write_text(json.dumps({"kind": "weird", "model_file": "x.ubj", "threshold": 0.5}))
    with pytest.raises(GateError, match="unknown gate kind"):
        Gate.load(bad)


def test_gate_report(tmp_path):
    gate = Gate.load(_tiny_gate(tmp_path))
    report = gate_report(sentences_from_string(GOLD), gate)
    assert set(report) == {"ToBeNormalized", "RemainSelf"}
    assert set(report["ToBeNormalized"]) == {"precision", "recall", "f1", "support"}
    assert report["ToBeNormalized"]["support"] == 3


def test_classification_table():
    table = classification_table(np.array([1, 1, 0, 0], bool), np.array([1, 0, 0, 1], bool))
    assert table["ToBeNormalized"] == {"precision": 0.5, "recall": 0.5, "f1": 0.5, "support": 2}


# -- the shipped model ------------------------------------------------------------

@pytest.mark.skipif(not DEFAULT_GATE.is_file(), reason="no shipped gate model")
def test_shipped_gate():
    gate = Gate.load()
    assert DEFAULT_GATE.with_suffix(".ubj").stat().st_size < 5_000_000
    assert gate.meta.features in ("extended", "extended_v2")
    assert (DEFAULT_GATE.parent / gate.meta.lexicon_file).stat().st_size < 3_000_000
    decisions = gate.predict(["He", "weighs", "150lb", "on", "4 March 2014", "."])
    assert list(decisions) == [False, False, True, False, True, False]
    sentence = ["See", "www.example.org", "for", "the", "centre", "and", "png", "files", "."]
    assert list(gate.predict(sentence)) == [False, True, False, False, True, False, True, False, False]
    report = gate_report(sentences_from_string(GOLD), gate)
    assert report["ToBeNormalized"]["recall"] == 1.0


@pytest.mark.slow
def test_train_gate_quick(tmp_path):
    shared = ROOT.parent / "shared" / "data"
    if not (shared / "google-tsv-sample" / "train_10000.txt").is_file():
        pytest.skip("shared data not present")
    out = tmp_path / "run"
    subprocess.run([sys.executable, str(ROOT / "training" / "train_gate.py"), "--shared", str(shared), "--out", str(out),
                    "--quick", "--proteno", str(tmp_path / "none.tsv"), "--threads", "1"], check=True, capture_output=True)
    for name in ("gate.json", "gate.ubj", "gate_class.json", "gate_lexicon.json", "report.md", "feature_importance.png"):
        assert (out / name).is_file()
    gate = Gate.load(out / "gate.json")
    assert gate.meta.features == "extended_v2" and gate.predict(["2006"]).shape == (1,)
    meta = json.loads((out / "gate.json").read_text())
    assert "out-of-fold" in meta["threshold_rule"] and "Out-of-fold operating points" in (out / "report.md").read_text()
