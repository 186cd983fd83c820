"""Gate: 93-dim features, loading and predicting, errors naming the file, metrics."""

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tnfst.data import sentences_from_string
from tnfst.gate import DEFAULT_GATE, Gate, GateError, batch_features, features
from tnfst.gate.features import BLOCK, N_FEATURES
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


# -- a tiny model, trained here -------------------------------------------------

def _tiny_gate(tmp_path: Path, kind: str = "binary") -> Path:
    import xgboost as xgb

    words = ["the", "cat", "sat", "on", "mat", ".", ",", "1990", "15", "2.5 km", "$5", "IUCN", "NASA"]
    rng = np.random.default_rng(0)
    sentences = [list(rng.choice(words, size=8)) for _ in range(200)]
    x = batch_features(sentences)
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
    meta = {"kind": kind, "model_file": f"g_{kind}.ubj", "threshold": 0.5, "classes": classes, "n_features": 93}
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
    decisions = gate.predict(["He", "weighs", "150lb", "on", "4 March 2014", "."])
    assert list(decisions) == [False, False, True, False, True, False]
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
    for name in ("gate.json", "gate.ubj", "gate_class.json", "report.md", "feature_importance.png"):
        assert (out / name).is_file()
    assert Gate.load(out / "gate.json").predict(["2006"]).shape == (1,)
