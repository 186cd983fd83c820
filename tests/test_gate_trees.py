"""The numpy tree ensemble of the gate (tnfst.gate.trees): UBJSON reader, parity with xgboost, errors."""

import json
import math
import struct
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.gate import DEFAULT_CLASS_GATE, DEFAULT_GATE, Featurizer, Gate, GateError
from tnfst.gate.model import RESOURCES
from tnfst.gate.trees import TreeEnsemble, TreeModelError, UbjsonError, UnsupportedModelError, read_ubjson

ROOT = Path(__file__).resolve().parent.parent
SENTENCES = [["The", "giraffe", "weighs", "150lb", "and", "cost", "£900", "million", "."],
             ["On", "12", "May", "2009", "NASA", "said", "it", "was", "2.5", "km", "away", "(", "IUCN", ")", "."],
             ["St", "John", "'s", "Wood", "is", "at", "10:30", "pm", "on", "the", "3rd", "."],
             ["Visit", "www.example.com", "or", "call", "555-1234", "!"]]


# -- UBJSON ----------------------------------------------------------------------

def _key(text: str) -> bytes:
    raw = text.encode()
    return b"i" + struct.pack(">b", len(raw)) + raw


def test_ubjson_scalars():
    assert read_ubjson(b"Z") is None
    assert read_ubjson(b"T") is True and read_ubjson(b"F") is False
    assert read_ubjson(b"i\xff") == -1
    assert read_ubjson(b"U\xff") == 255
    assert read_ubjson(b"I\x01\x00") == 256
    assert read_ubjson(b"l\xff\xff\xff\xfe") == -2
    assert read_ubjson(b"L" + struct.pack(">q", 2**40)) == 2**40
    assert read_ubjson(b"d" + struct.pack(">f", 0.5)) == 0.5
    assert read_ubjson(b"D" + struct.pack(">d", math.pi)) == math.pi
    assert read_ubjson(b"C" + b"x") == "x"
    assert read_ubjson(b"Si\x03abc") == "abc"
    assert read_ubjson(b"SU\x02" + "é".encode()) == "é"
    assert read_ubjson(b"Hi\x03123") == 123 and read_ubjson(b"Hi\x031.5") == 1.5
    assert read_ubjson(b"NNi\x07N") == 7  # no-ops before and after


def test_ubjson_containers():
    assert read_ubjson(b"[i\x01Si\x01a[]{}]") == [1, "a", [], {}]
    assert read_ubjson(b"{" + _key("a") + b"i\x01" + _key("b") + b"[TF]}") == {"a": 1, "b": [True, False]}
    assert read_ubjson(b"[#i\x02i\x05Si\x01z") == [5, "z"]  # counted, no end marker
    assert read_ubjson(b"{#i\x01" + _key("k") + b"Z") == {"k": None}
    assert read_ubjson(b"{$U#i\x02" + _key("a") + b"\x01" + _key("b") + b"\x02") == {"a": 1, "b": 2}
    assert read_ubjson(b"[$T#i\x03") == [True, True, True]
    assert read_ubjson(b"[$S#i\x02i\x01ai\x02bc") == ["a", "bc"]
    assert read_ubjson(b"[N i\x01 N]".replace(b" ", b"")) == [1]
    assert read_ubjson(b"{N" + _key("a") + b"i\x01N}") == {"a": 1}


def test_ubjson_typed_arrays_are_numpy():
    floats = read_ubjson(b"[$d#i\x03" + struct.pack(">3f", 1.5, -2.0, 0.1))
    assert floats.dtype.kind == "f" and floats.dtype.itemsize == 4
    assert floats.tolist() == [1.5, -2.0, float(np.float32(0.1))]
    ints = read_ubjson(b"[$l#L" + struct.pack(">q", 2) + struct.pack(">2i", -1, 70000))
    assert ints.dtype.kind == "i" and ints.tolist() == [-1, 70000]
    assert read_ubjson(b"[$U#i\x02\x00\x01").tolist() == [0, 1]
    assert read_ubjson(b"[$D#i\x00").shape == (0,)
    nested = read_ubjson(b"{" + _key("x") + b"[$I#i\x02\x00\x01\x01\x00}")
    assert np.asarray(nested["x"], dtype=np.int64).tolist() == [1, 256]


@pytest.mark.parametrize("data, message", [
    (b"", "truncated"),
    (b"l\x00\x00", "truncated"),
    (b"Si\x05abc", "truncated"),
    (b"[i\x01", "truncated"),
    (b"{" + _key("a"), "truncated"),
    (b"Q", "unknown type marker 'Q'"),
    (b"i\x01i\x02", "unexpected bytes"),
    (b"Si\xffabc", "negative string length"),
    (b"Sd\x00\x00\x00\x00", "must be an integer"),
    (b"[$d#i\x05\x00\x00", "exceeds the 2 bytes left"),
    (b"[$di\x01", "needs a count"),
    (b"[$]#i\x01", "invalid container type"),
    (b"[#i\xff", "negative container count"),
    (b"Si\x02\xff\xfe", "invalid UTF-8"),
    (b"[" * 100, "nested deeper"),
])
def test_ubjson_errors(data, message):
    with pytest.raises(UbjsonError, match=message):
        read_ubjson(data)


def _encode(value) -> bytes:
    """A minimal UBJSON writer (the test's own, independent of the reader)."""
    if value is None:
        return b"Z"
    if value is True or value is False:
        return b"T" if value else b"F"
    if isinstance(value, int):
        for marker, fmt, lo, hi in ((b"i", ">b", -128, 127), (b"U", ">B", 0, 255), (b"I", ">h", -2**15, 2**15 - 1),
                                    (b"l", ">i", -2**31, 2**31 - 1), (b"L", ">q", -2**63, 2**63 - 1)):
            if lo <= value <= hi:
                return marker + struct.pack(fmt, value)
    if isinstance(value, float):
        return b"D" + struct.pack(">d", value)
    if isinstance(value, str):
        raw = value.encode()
        return b"S" + _encode(len(raw)) + raw
    if isinstance(value, list):
        return b"[" + b"".join(_encode(v) for v in value) + b"]"
    if isinstance(value, dict):
        items = []
        for k, v in value.items():
            raw = k.encode()
            items.append(_encode(len(raw)) + raw + _encode(v))
        return b"{#" + _encode(len(value)) + b"".join(items)  # counted form: no closing brace
    raise TypeError(value)


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-2**63, 2**63 - 1) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(_json)
def test_ubjson_round_trip(value):
    assert read_ubjson(_encode(value)) == value


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=40))
def test_ubjson_garbage_fails_cleanly(data):
    try:
        read_ubjson(data)
    except UbjsonError:
        pass


# -- parity with xgboost ----------------------------------------------------------

def _data(seed: int, n: int = 400, d: int = 7, nan: float = 0.2):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    x[:, 3] = rng.integers(0, 4, size=n)  # a discrete feature: values equal to split conditions
    x[rng.random(x.shape) < nan] = np.nan
    return x


def _train(params: dict, x: np.ndarray, y: np.ndarray, rounds: int = 12):
    xgb = pytest.importorskip("xgboost")
    return xgb.train({"max_depth": 4, "nthread": 1, "seed": 0, **params}, xgb.DMatrix(x, label=y), rounds)


def _labels(x: np.ndarray, k: int = 2) -> np.ndarray:
    score = np.nan_to_num(x[:, 0], nan=0.3) + np.nan_to_num(x[:, 1], nan=-0.5) * np.nan_to_num(x[:, 3], nan=1.0)
    return np.digitize(score, np.quantile(score, np.linspace(0, 1, k + 1)[1:-1])).astype(float)


def _check_parity(booster, tmp_path: Path, x: np.ndarray) -> TreeEnsemble:
    expected = booster.inplace_predict(x)
    margin = booster.inplace_predict(x, predict_type="margin")
    booster.save_model(str(tmp_path / "m.ubj"))
    booster.save_model(str(tmp_path / "m.json"))
    ensembles = [TreeEnsemble.load(tmp_path / "m.ubj"), TreeEnsemble.load(tmp_path / "m.json"),
                 TreeEnsemble.from_booster(booster), TreeEnsemble.from_bytes(booster.save_raw("json"))]
    for ensemble in ensembles:
        got = ensemble.predict(x)
        assert got.shape == expected.shape and got.dtype == np.float32
        np.testing.assert_allclose(got, expected, rtol=0, atol=1e-6)
        np.testing.assert_array_equal(ensemble.predict_margin(x), margin)  # same float32 sums, same order
    assert ensembles[0].n_features == booster.num_features()
    return ensembles[0]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_binary_logistic_matches_xgboost(tmp_path, seed):
    x = _data(seed)
    booster = _train({"objective": "binary:logistic", "max_depth": 2 + seed * 2}, x, _labels(x))
    ensemble = _check_parity(booster, tmp_path, _data(seed + 100))
    assert ensemble.n_outputs == 1 and ensemble.objective == "binary:logistic"


@pytest.mark.parametrize("seed", [0, 1])
def test_multiclass_softprob_matches_xgboost(tmp_path, seed):
    x = _data(seed)
    booster = _train({"objective": "multi:softprob", "num_class": 4, "max_depth": 3 + seed * 3}, x, _labels(x, 4))
    ensemble = _check_parity(booster, tmp_path, _data(seed + 100))
    assert ensemble.n_outputs == 4
    np.testing.assert_allclose(ensemble.predict(_data(7)).sum(axis=1), 1.0, atol=1e-6)


@pytest.mark.parametrize("params", [
    {"objective": "binary:logitraw"},
    {"objective": "reg:logistic"},
    {"objective": "reg:squarederror"},
    {"objective": "binary:logistic", "base_score": 0.2, "max_delta_step": 1.0},
    {"objective": "binary:logistic", "num_parallel_tree": 3, "subsample": 0.7, "colsample_bynode": 0.6},
    {"objective": "multi:softprob", "num_class": 3, "num_parallel_tree": 2, "subsample": 0.8},
])
def test_other_objectives_and_forests_match_xgboost(tmp_path, params):
    x = _data(5)
    k = params.get("num_class", 2)
    y = _labels(x, k)
    if params["objective"] == "reg:squarederror":
        y = y * 3.5 - 1
    booster = _train(params, x, y, rounds=8)
    _check_parity(booster, tmp_path, _data(6))


def test_infinities_and_all_missing_rows_match_xgboost(tmp_path):
    x = _data(3)
    booster = _train({"objective": "binary:logistic"}, x, _labels(x))
    rows = _data(4, n=60)
    rows[:10, 0], rows[10:20, 1] = np.inf, -np.inf
    rows[20:25] = np.nan
    _check_parity(booster, tmp_path, rows)


def test_shipped_gates_match_xgboost():
    xgb = pytest.importorskip("xgboost")
    for meta_path in (DEFAULT_GATE, DEFAULT_CLASS_GATE, RESOURCES / "gate_paper.json"):
        gate = Gate.load(meta_path)
        x = gate.featurizer.batch(SENTENCES)
        booster = xgb.Booster()
        booster.load_model(str(meta_path.with_suffix(".ubj")))
        np.testing.assert_allclose(gate._model.predict(x), booster.inplace_predict(x), rtol=0, atol=1e-6)
        raw = np.asarray(booster.inplace_predict(x), dtype=np.float32)
        tbn = np.concatenate(gate.predict_proba_batch(SENTENCES))
        np.testing.assert_array_equal(tbn >= gate.threshold, gate._tbn(raw) >= gate.threshold)


# -- the ensemble's own behaviour ----------------------------------------------------

def test_shapes_and_input_checks():
    ensemble = TreeEnsemble.load(RESOURCES / "gate_class.ubj")
    assert ensemble.n_outputs == 13 and ensemble.n_features == 156 and ensemble.n_trees > 0
    assert ensemble.predict(np.zeros((0, 156), np.float32)).shape == (0, 13)
    assert ensemble.leaves(np.zeros((2, 156), np.float32)).shape == (2, ensemble.n_trees)
    binary = TreeEnsemble.load(RESOURCES / "gate.ubj")
    assert binary.predict(np.zeros((0, 156), np.float32)).shape == (0,)
    assert binary.predict(np.full((3, 156), np.nan, np.float32)).shape == (3,)
    with pytest.raises(ValueError, match=r"\[n, 156\]"):
        binary.predict(np.zeros((3, 93), np.float32))
    with pytest.raises(ValueError):
        binary.predict(np.zeros(156, np.float32))
    assert "binary:logistic" in repr(binary)


def test_blocks_do_not_change_results():
    ensemble = TreeEnsemble.load(RESOURCES / "gate.ubj")
    x = Gate.load().featurizer.batch(SENTENCES * 150)  # more rows than one walking block
    assert len(x) * ensemble.n_trees > 1 << 16
    whole = ensemble.predict(x)
    np.testing.assert_array_equal(whole[:7], ensemble.predict(x[:7]))
    np.testing.assert_array_equal(whole[-5:], ensemble.predict(x[-5:]))


def _tiny_model(**changes) -> dict:
    """A hand-written one-split model document: x0 < 0.5 -> -1, else +1 (missing goes right)."""
    tree = {"left_children": [1, -1, -1], "right_children": [2, -1, -1], "split_indices": [0, 0, 0],
            "split_conditions": [0.5, -1.0, 1.0], "default_left": [0, 0, 0], "split_type": [0, 0, 0],
            "tree_param": {"num_nodes": "3", "num_feature": "2", "size_leaf_vector": "1"}}
    tree.update(changes.pop("tree", {}))
    model = {"learner": {"learner_model_param": {"base_score": "[5E-1]", "num_class": "0", "num_feature": "2",
                                                  "num_target": "1"},
                         "objective": {"name": changes.pop("objective", "binary:logitraw")},
                         "gradient_booster": {"name": changes.pop("booster", "gbtree"),
                                              "model": {"trees": [tree], "tree_info": [0]}}}}
    model["learner"]["learner_model_param"].update(changes)
    return model


def test_hand_written_model():
    ensemble = TreeEnsemble.from_model(_tiny_model())
    x = np.array([[0.0, 0], [0.5, 0], [1.0, 0], [np.nan, 0]], dtype=np.float32)
    # logitraw: base_score is a margin, 0.5 + leaf; x == condition goes right; NaN goes right (default_left 0)
    assert ensemble.predict(x).tolist() == [-0.5, 1.5, 1.5, 1.5]
    left = TreeEnsemble.from_model(_tiny_model(tree={"default_left": [1, 0, 0]}))
    assert left.predict(x)[3] == -0.5
    logistic = TreeEnsemble.from_model(_tiny_model(objective="binary:logistic", base_score="5E-1"))  # old style
    np.testing.assert_allclose(logistic.predict(x[:1]), [1 / (1 + math.exp(1.0))], rtol=1e-6)
    as_json = json.dumps(_tiny_model()).encode()
    assert TreeEnsemble.from_bytes(as_json).predict(x).tolist() == [-0.5, 1.5, 1.5, 1.5]


@pytest.mark.parametrize("changes, error, message", [
    ({"booster": "dart"}, UnsupportedModelError, "dart"),
    ({"booster": "gblinear"}, UnsupportedModelError, "gblinear"),
    ({"objective": "multi:softmax"}, UnsupportedModelError, "multi:softmax"),
    ({"objective": "reg:gamma"}, UnsupportedModelError, "supported"),
    ({"tree": {"split_type": [1, 0, 0]}}, UnsupportedModelError, "categorical"),
    ({"tree": {"tree_param": {"num_nodes": "3", "size_leaf_vector": "2"}}}, UnsupportedModelError, "vector leaves"),
    ({"num_target": "2"}, UnsupportedModelError, "multi-target"),
    ({"tree": {"left_children": [7, -1, -1]}}, TreeModelError, "child index"),
    ({"tree": {"left_children": [0, -1, -1]}}, TreeModelError, "cycle"),
    ({"tree": {"split_indices": [5, 0, 0]}}, TreeModelError, "split feature"),
    ({"tree": {"split_conditions": [0.5, float("nan"), 1.0]}}, TreeModelError, "leaf value"),
    ({"tree": {"right_children": [2, -1]}}, TreeModelError, "right_children has shape"),
    ({"tree": {"tree_param": {"num_nodes": "x"}}}, TreeModelError, "num_nodes"),
    ({"base_score": "[oops]"}, TreeModelError, "base_score"),
    ({"objective": "binary:logistic", "base_score": "[1E0]"}, TreeModelError, "probability"),
])
def test_bad_models_are_refused(changes, error, message):
    with pytest.raises(error, match=message):
        TreeEnsemble.from_model(_tiny_model(**changes))


def test_corrupt_files_give_clear_errors(tmp_path):
    good = (RESOURCES / "gate_paper.ubj").read_bytes()
    cases = {"empty.ubj": b"", "garbage.ubj": b"\x00garbage", "cut.ubj": good[: len(good) // 2],
             "flipped.ubj": good[:1] + b"Q" + good[2:], "text.json": b'{"learner": 3}', "broken.json": b'{"lea'}
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
        with pytest.raises(TreeModelError) as info:
            TreeEnsemble.load(tmp_path / name)
        assert str(info.value)  # says what is wrong
    with pytest.raises(UbjsonError, match="truncated"):
        TreeEnsemble.load(tmp_path / "cut.ubj")
    with pytest.raises(FileNotFoundError):
        TreeEnsemble.load(tmp_path / "absent.ubj")


# -- the gate on top ----------------------------------------------------------------

def _gate_files(tmp_path: Path, booster, kind: str = "binary", classes=()) -> Path:
    booster.save_model(str(tmp_path / "g.ubj"))
    meta = {"kind": kind, "model_file": "g.ubj", "threshold": 0.5, "classes": list(classes), "n_features": 93}
    (tmp_path / "g.json").write_text(json.dumps(meta))
    return tmp_path / "g.json"


def _paper_rows(seed: int = 0):
    words = ["the", "cat", "1990", "15", "$5", "NASA", ".", "km", "St"]
    rng = np.random.default_rng(seed)
    sentences = [list(rng.choice(words, size=6)) for _ in range(80)]
    x = Featurizer("paper").batch(sentences)
    y = np.array([any(c.isdigit() for c in t) or t.isupper() for s in sentences for t in s], dtype=float)
    return sentences, x, y


def test_gate_from_in_memory_booster(tmp_path):
    from tnfst.gate.model import GateMeta

    sentences, x, y = _paper_rows()
    booster = _train({"objective": "binary:logistic"}, x, y)
    path = _gate_files(tmp_path, booster)
    loaded = Gate.load(path)
    built = Gate(booster, GateMeta.from_json(json.loads(path.read_text()), path))
    assert isinstance(built._model, TreeEnsemble)
    for a, b in zip(loaded.predict_proba_batch(sentences), built.predict_proba_batch(sentences)):
        np.testing.assert_array_equal(a, b)
    np.testing.assert_allclose(np.concatenate(loaded.predict_proba_batch(sentences)), booster.inplace_predict(x),
                               atol=1e-6)


def test_gate_falls_back_to_xgboost_for_unsupported_models(tmp_path):
    sentences, x, y = _paper_rows()
    booster = _train({"objective": "binary:logistic", "booster": "dart", "rate_drop": 0.1}, x, y, rounds=5)
    gate = Gate.load(_gate_files(tmp_path, booster))
    assert not isinstance(gate._model, TreeEnsemble)
    np.testing.assert_allclose(np.concatenate(gate.predict_proba_batch(sentences)), booster.inplace_predict(x),
                               atol=1e-6)


def test_gate_checks_outputs_and_features(tmp_path):
    _, x, y = _paper_rows()
    booster = _train({"objective": "multi:softprob", "num_class": 3}, x, np.minimum(y + (x[:, 0] > 60), 2))
    with pytest.raises(GateError, match="3 outputs, metadata expects 1"):
        Gate.load(_gate_files(tmp_path, booster))
    narrow = _train({"objective": "binary:logistic"}, x[:, :50], y)
    with pytest.raises(GateError, match="50 features"):
        Gate.load(_gate_files(tmp_path, narrow))


def test_gate_corrupt_model_names_the_file(tmp_path):
    _, x, y = _paper_rows()
    path = _gate_files(tmp_path, _train({"objective": "binary:logistic"}, x, y))
    data = (tmp_path / "g.ubj").read_bytes()
    (tmp_path / "g.ubj").write_bytes(data[:-40])
    with pytest.raises(GateError, match=r"g\.ubj: corrupt gate model \(UBJSON: truncated"):
        Gate.load(path)


def test_loading_the_gate_does_not_import_xgboost():
    code = ("import sys, tnfst.gate.model as m; g = m.Gate.load(); g.predict(['It', 'weighs', '6kg', '.']); "
            "m.Gate.load(m.DEFAULT_CLASS_GATE).predict_classes(['6kg']); "
            "assert 'xgboost' not in sys.modules, 'xgboost imported'; assert 'scipy' not in sys.modules, 'scipy'")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_models_fail_cleanly(data):
    """Any byte of a small model changed: a TreeModelError (never another exception), or a model that predicts."""
    model = _TINY_UBJ
    at = data.draw(st.integers(0, len(model) - 1))
    damaged = model[:at] + bytes([data.draw(st.integers(0, 255))]) + model[at + 1:]
    if data.draw(st.booleans()):
        damaged = damaged[:data.draw(st.integers(0, len(damaged)))]
    try:
        ensemble = TreeEnsemble.from_bytes(damaged)
    except TreeModelError:
        return
    ensemble.predict(np.zeros((2, ensemble.n_features), np.float32))


def _tiny_ubj() -> bytes:
    tree = {"left_children": [1, -1, -1], "right_children": [2, -1, -1], "split_indices": [0, 0, 0],
            "split_conditions": [0.5, -1.0, 1.0], "default_left": [1, 0, 0], "split_type": [0, 0, 0],
            "tree_param": {"num_nodes": "3", "num_feature": "2", "size_leaf_vector": "1"}}
    model = {"learner": {"learner_model_param": {"base_score": "[5E-1]", "num_class": "0", "num_feature": "2"},
                         "objective": {"name": "binary:logistic"},
                         "gradient_booster": {"name": "gbtree", "model": {"trees": [tree, tree], "tree_info": [0, 0]}}}}
    return _encode(model)


_TINY_UBJ = _tiny_ubj()


def test_tiny_ubj_model_reads():
    ensemble = TreeEnsemble.from_bytes(_TINY_UBJ)
    np.testing.assert_allclose(ensemble.predict(np.array([[0.0, 0], [np.nan, 0], [2, 0]], np.float32)),
                               1 / (1 + np.exp(-np.array([-2.0, -2.0, 2.0]))), rtol=1e-6)


def test_distinct_matches_numpy_unique():
    from tnfst.gate.trees import _distinct

    rng = np.random.default_rng(16)
    for values in [np.array([], dtype=np.intp), np.array([4]), np.array([3, 3]), rng.integers(0, 50, 200),
                   rng.integers(-5, 5, 31).astype(np.intp)]:
        got = _distinct(values)
        assert got.dtype == np.unique(values).dtype and np.array_equal(got, np.unique(values))


def test_loading_the_shipped_gate_model_leaves_numpy_ma_unimported():

    code = ("import sys; from tnfst.gate.model import DEFAULT_GATE; from tnfst.gate.trees import TreeEnsemble; "
            "TreeEnsemble.load(DEFAULT_GATE.with_suffix('.ubj')); print('numpy.ma' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]  # np.unique would import it (~10 ms of a cold start)
