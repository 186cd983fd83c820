"""The numpy dual encoder (inference without torch), its `.npz` file and the export from `.pt`."""

from __future__ import annotations

import functools
import json
import logging
import math
import subprocess
import sys

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.constraints.dual_encoder import SeqDE, VocDE, build_voc_de, build_voc_de_topk
from tnfst.dual_encoder import (DualEncoder, DualEncoderConfig, DualEncoderError, NumpyDualEncoder,
                                default_model_path, dual_encoder_meta, load_dual_encoder, load_numpy_dual_encoder,
                                save_dual_encoder, save_numpy_dual_encoder)
from tnfst.dual_encoder.checkpoint import NPZ_FORMAT, file_sha256
from tnfst.dual_encoder.export import export_dual_encoder, main as export_main
from tnfst.dual_encoder.numpy_model import bag_sum, erf, gelu
from tnfst.vocab import Vocabulary

SMALL = dict(buckets=512, embed_dim=8, hidden_dim=16, out_dim=8)
WORDS = "three five kilograms pounds dollars meters point one".split()
SHIPPED = ("", "topk")  # variants of the shipped vocabulary models

# Texts like the tokens and words the towers read: digits, units, currency, spaces, any Unicode.
TEXTS = st.text(alphabet=st.one_of(st.sampled_from("0123456789.,$£€%/ -kgmKM#"), st.characters()), max_size=80)


def _torch_model(seed: int, **config) -> DualEncoder:
    torch.manual_seed(seed)
    model = DualEncoder(DualEncoderConfig(kind="vocab", **{**SMALL, **config})).eval()
    with torch.no_grad():  # training moves LayerNorm off (1, 0) and the scale off 10: so must the test
        for p in model.parameters():
            p.add_(0.3 * torch.randn_like(p))
    return model


@functools.lru_cache(maxsize=None)
def _pair(affix: bool) -> tuple[DualEncoder, NumpyDualEncoder]:
    model = _torch_model(7 + affix, affix_features=affix)
    return model, NumpyDualEncoder.from_torch(model)


@functools.lru_cache(maxsize=None)
def _shipped(variant: str) -> tuple[DualEncoder, NumpyDualEncoder]:
    pt = default_model_path("vocab", variant=variant)
    return load_dual_encoder(pt), load_numpy_dual_encoder(pt.with_suffix(".npz"))


# ----- the pieces --------------------------------------------------------------------


def test_erf_matches_math_erf():
    x = np.concatenate([np.linspace(-8, 8, 400_001), [0.0, -0.0, 1e-300, 5.999, 6.0, 6.001, 40.0, -40.0]])
    exact = np.array([math.erf(v) for v in x])
    assert np.abs(erf(x) - exact).max() < 1e-9
    special = erf(np.array([np.inf, -np.inf, np.nan]))
    assert special[0] == 1.0 and special[1] == -1.0 and np.isnan(special[2])
    assert erf(np.zeros((0, 3))).shape == (0, 3)


def test_gelu_is_torchs_exact_gelu():
    x = np.random.default_rng(0).normal(0, 4, (64, 128)).astype(np.float32)
    exact = np.array([0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(np.float64).ravel()])
    out = gelu(x)
    assert out.dtype == np.float32 and out.shape == x.shape
    np.testing.assert_allclose(out.ravel(), exact.astype(np.float32), rtol=1e-7, atol=1e-9)
    np.testing.assert_allclose(out, torch.nn.GELU()(torch.from_numpy(x)).numpy(), rtol=2e-7, atol=1e-6)


def test_bag_sum_is_embedding_bag_sum_with_empty_bags():
    table = np.random.default_rng(1).normal(size=(10, 3)).astype(np.float32)
    ids, offsets = np.array([1, 2, 2, 9, 0]), np.array([0, 0, 3, 3, 5])  # bags: [], [1,2,2], [], [9,0], []
    bag = torch.nn.EmbeddingBag.from_pretrained(torch.from_numpy(table), mode="sum")
    expected = bag(torch.from_numpy(ids), torch.from_numpy(offsets)).numpy()
    np.testing.assert_allclose(bag_sum(table, ids, offsets), expected, atol=1e-6)
    assert bag_sum(table, np.zeros(0, np.int64), np.array([0, 0])).tolist() == [[0.0] * 3] * 2
    rng = np.random.default_rng(2)  # many bags (grouped by length), some empty
    lengths = rng.integers(0, 70, 300) * (rng.random(300) < 0.9)
    offsets = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    ids = rng.integers(0, 10, int(lengths.sum()))
    expected = bag(torch.from_numpy(ids), torch.from_numpy(offsets)).numpy()
    np.testing.assert_allclose(bag_sum(table, ids, offsets), expected, atol=1e-5)


# ----- numpy towers = torch towers ---------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.lists(TEXTS, min_size=1, max_size=6), st.booleans())
def test_numpy_towers_equal_torch_towers(texts, affix):
    model, numpy_model = _pair(affix)
    with torch.no_grad():
        for torch_tower, numpy_tower in ((model.input_tower, numpy_model.input_tower),
                                         (model.word_tower, numpy_model.word_tower)):
            out = numpy_tower(texts)
            assert out.dtype == np.float32
            np.testing.assert_allclose(out, torch_tower(texts).numpy(), atol=1e-5, rtol=0)
        s = numpy_model.score_words(texts, texts[::-1])
        np.testing.assert_allclose(s, model.score_words(texts, texts[::-1]).numpy(), atol=1e-5, rtol=0)
        u, v = numpy_model.encode_inputs(texts), numpy_model.word_vectors(texts[::-1])
        np.testing.assert_allclose(numpy_model.similarity(u, v), np.diag(s), atol=1e-6, rtol=0)


@settings(max_examples=40, deadline=None)
@given(st.lists(TEXTS, min_size=1, max_size=4), st.sampled_from(SHIPPED))
def test_shipped_numpy_models_score_as_torch(texts, variant):
    model, numpy_model = _shipped(variant)
    with torch.no_grad():
        np.testing.assert_allclose(numpy_model.input_tower(texts), model.input_tower(texts).numpy(), atol=1e-5, rtol=0)
        np.testing.assert_allclose(numpy_model.word_tower(texts), model.word_tower(texts).numpy(), atol=1e-5, rtol=0)
    np.testing.assert_allclose(numpy_model.score_words(texts, WORDS), model.score_words(texts, WORDS).numpy(),
                               atol=1e-5, rtol=0)


def test_numpy_model_checks_its_weights():
    model, numpy_model = _pair(False)
    state = numpy_model.state_dict()
    assert numpy_model.num_parameters() == sum(p.numel() for p in model.parameters())
    with pytest.raises(KeyError, match="missing"):
        NumpyDualEncoder(model.config, {k: v for k, v in state.items() if k != "bias"})
    with pytest.raises(ValueError, match="shape"):
        NumpyDualEncoder(model.config, {**state, "word_tower.mlp.0.bias": np.zeros(3, np.float32)})
    with pytest.raises(ValueError, match="sequence"):
        NumpyDualEncoder(DualEncoderConfig(kind="sequence", **SMALL), state)
    assert NumpyDualEncoder(model.config, state).encode_inputs([]).shape == (0, SMALL["out_dim"])


# ----- the .npz file and the export --------------------------------------------------


@pytest.mark.parametrize("half", [True, False])
def test_export_round_trips(tmp_path, half):
    model = _torch_model(3, affix_features=True)
    pt = save_dual_encoder(tmp_path / "voc.pt", model, half=half, meta={"note": 1, "negatives": ("random",)})
    npz = export_dual_encoder(pt)
    assert npz == tmp_path / "voc.npz"
    with np.load(npz, allow_pickle=False) as raw:  # stored as the .pt stores them
        assert raw["w/input_tower.embedding.weight"].dtype == (np.float16 if half else np.float32)
        assert str(raw["format"]) == NPZ_FORMAT
    loaded_torch, loaded = load_dual_encoder(pt), load_numpy_dual_encoder(npz)
    assert loaded.config == model.config and loaded.source_sha256 == file_sha256(pt)
    for name, value in loaded.state_dict().items():  # the same float32 weights as torch loads
        assert value.dtype == np.float32
        assert np.array_equal(value, loaded_torch.state_dict()[name].numpy()), name
    meta = {"note": 1, "negatives": ["random"]}  # JSON: tuples come back as lists
    assert dual_encoder_meta(npz) == meta == json.loads(json.dumps(dual_encoder_meta(pt)))
    tokens = ["3 ct", "12,345,678 kg", ""]
    np.testing.assert_allclose(loaded.score_words(tokens, WORDS), loaded_torch.score_words(tokens, WORDS).numpy(),
                               atol=1e-5, rtol=0)


def test_export_command_and_refusals(tmp_path, capsys):
    pt = save_dual_encoder(tmp_path / "voc.pt", _torch_model(4))
    assert export_main([str(pt), "--out", str(tmp_path / "other.npz")]) == 0
    assert (tmp_path / "other.npz").is_file() and "max |s_torch - s_numpy|" in capsys.readouterr().out
    torch.manual_seed(0)
    seq = save_dual_encoder(tmp_path / "seq.pt", DualEncoder(DualEncoderConfig(kind="sequence", **SMALL)))
    with pytest.raises(DualEncoderError, match="only 'vocab'"):
        export_dual_encoder(seq)
    assert export_main([str(seq)]) == 1 and "only 'vocab'" in capsys.readouterr().err
    with pytest.raises(DualEncoderError, match="nope.pt"):
        export_dual_encoder(tmp_path / "nope.pt")
    with pytest.raises(ValueError, match=r"\.npz"):
        save_numpy_dual_encoder(tmp_path / "x.bin", DualEncoderConfig(**SMALL), {})


def test_npz_errors_name_the_file(tmp_path):
    missing = tmp_path / "nope.npz"
    with pytest.raises(DualEncoderError, match="nope.npz: no such"):
        load_numpy_dual_encoder(missing)
    corrupt = tmp_path / "corrupt.npz"
    corrupt.write_bytes(b"not a zip file at all")
    with pytest.raises(DualEncoderError, match="corrupt.npz: corrupt or unreadable"):
        load_numpy_dual_encoder(corrupt)
    truncated = tmp_path / "truncated.npz"
    good = save_numpy_dual_encoder(tmp_path / "good.npz", _pair(False)[1].config, _pair(False)[1].state_dict())
    truncated.write_bytes(good.read_bytes()[:5000])
    with pytest.raises(DualEncoderError, match="truncated.npz"):
        load_numpy_dual_encoder(truncated)
    foreign = tmp_path / "foreign.npz"
    np.savez(foreign, format=np.array("something-else"), x=np.zeros(3))
    with pytest.raises(DualEncoderError, match="foreign.npz: not a tnfst numpy dual-encoder"):
        load_numpy_dual_encoder(foreign)
    pickled = tmp_path / "pickled.npz"
    np.savez(pickled, format=np.array(NPZ_FORMAT), version=np.array(1), config=np.array({"a": 1}, dtype=object))
    with pytest.raises(DualEncoderError, match="pickled.npz"):
        load_numpy_dual_encoder(pickled)
    with np.load(good) as raw:
        arrays = dict(raw)
    future = tmp_path / "future.npz"
    np.savez(future, **{**arrays, "version": np.array(99)})
    with pytest.raises(DualEncoderError, match="future.npz: numpy dual-encoder file version 99"):
        load_numpy_dual_encoder(future)
    broken = tmp_path / "broken.npz"
    np.savez(broken, **{k: v for k, v in arrays.items() if k != "w/bias"})
    with pytest.raises(DualEncoderError, match="broken.npz: broken dual-encoder file"):
        load_numpy_dual_encoder(broken)
    seq = tmp_path / "seq.npz"
    config = json.loads(str(arrays["config"]))
    np.savez(seq, **{**arrays, "config": np.array(json.dumps({**config, "kind": "sequence"}))})
    with pytest.raises(DualEncoderError, match="expected 'vocab'"):
        load_numpy_dual_encoder(seq)


@pytest.mark.parametrize("variant", SHIPPED)
def test_shipped_npz_is_the_export_of_the_shipped_pt(variant):
    pt = default_model_path("vocab", variant=variant)
    npz = default_model_path("vocab", variant=variant, suffix=".npz")
    assert npz == pt.with_suffix(".npz") and npz.is_file()
    assert npz.stat().st_size < 4_000_000  # float16, like the .pt
    model, numpy_model = _shipped(variant)
    assert numpy_model.source_sha256 == file_sha256(pt), "re-run python -m tnfst.dual_encoder.export"
    assert numpy_model.config == model.config
    for name, value in numpy_model.state_dict().items():
        assert np.array_equal(value, model.state_dict()[name].numpy()), name
    assert dual_encoder_meta(npz) == json.loads(json.dumps(dual_encoder_meta(pt)))


# ----- the constraint: numpy by default, torch models converted ----------------------


def test_voc_de_converts_a_torch_model():
    model, _ = _pair(True)
    c = VocDE(Vocabulary(WORDS), model)
    assert isinstance(c.model, NumpyDualEncoder)
    for name, value in c.model.state_dict().items():
        assert np.array_equal(value, model.state_dict()[name].numpy())
    np.testing.assert_allclose(c.scores("3kg"), model.score_words(["3kg"], c.vocab.words)[0].numpy(), atol=1e-6)
    with pytest.raises(ValueError, match="kind 'sequence'"):
        SeqDE(Vocabulary(WORDS), c.model)


def test_builders_read_the_npz_beside_a_pt_unless_stale(tmp_path, caplog):
    vocab = Vocabulary(WORDS)
    model = _torch_model(5)
    pt = save_dual_encoder(tmp_path / "voc.pt", model)
    plain = build_voc_de(vocab=vocab, voc_de_model=pt)  # no .npz: torch reads the .pt
    assert isinstance(plain.model, NumpyDualEncoder) and plain.model.source_sha256 == ""
    npz = export_dual_encoder(pt)
    fresh = build_voc_de(vocab=vocab, voc_de_model=pt)
    assert fresh.model.source_sha256 == file_sha256(pt)
    assert np.array_equal(fresh.weights(fresh.start("3kg")), plain.weights(plain.start("3kg")))
    direct = build_voc_de_topk(vocab=vocab, voc_de_topk_model=npz)
    assert direct.name == "voc_de_topk" and direct.model.source_sha256 == file_sha256(pt)
    save_dual_encoder(pt, _torch_model(6))  # retrained: the .npz is stale
    with caplog.at_level(logging.WARNING, logger="tnfst.constraints.dual_encoder"):
        stale = build_voc_de(vocab=vocab, voc_de_model=pt)
    assert "was not exported from" in caplog.text and stale.model.source_sha256 == ""
    np.testing.assert_allclose(stale.scores("3kg"), load_dual_encoder(pt).score_words(["3kg"], vocab.words)[0].numpy(),
                               atol=1e-6)
    with pytest.raises(DualEncoderError, match="expected 'sequence'"):
        from tnfst.constraints.dual_encoder import build_seq_de

        build_seq_de(vocab=vocab, seq_de_model=pt)


_NO_TORCH = """
import sys
from tnfst.constraints.dual_encoder import build_voc_de, build_voc_de_topk
from tnfst.constraints.registry import build_constraints
from tnfst.vocab import Vocabulary

vocab = Vocabulary({words!r})
for c in [build_voc_de(vocab=vocab), build_voc_de_topk(vocab=vocab),
          *build_constraints(["voc_de_topk"], vocab=vocab)]:
    rows = c.weights_batch([c.start("3kg"), c.start("$5")])
    assert type(rows).__name__ == "ndarray" and rows.dtype == "float32" and rows.shape == (2, len(vocab))
    assert c.weights(c.start("12 ft")).shape == (len(vocab),)
assert "torch" not in sys.modules, sorted(m for m in sys.modules if m.startswith("torch"))[:5]
print("ok")
"""


def test_voc_de_builds_and_runs_without_importing_torch():
    done = subprocess.run([sys.executable, "-c", _NO_TORCH.format(words=WORDS)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-3000:]
