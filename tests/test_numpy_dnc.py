"""The numpy backend: the torch-file reader, the numpy DNC against the torch model, the numpy
beam-search helpers, and inference without importing torch."""

from __future__ import annotations

import io
import pickle
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.decode.beam import log_softmax, top_k
from tnfst.model.checkpoint import CheckpointError, model_to_dict, save_checkpoint
from tnfst.model.numpy_dnc import NumpySeq2Seq
from tnfst.model.seq2seq import Seq2SeqDNC
from tnfst.model.torch_file import TorchFileError, read_torch_file
from tiny_models import CHARS, WORDS
from tiny_models import tiny_model as shared_tiny_model

pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py

SHIPPED = Path(__file__).resolve().parents[1] / "tnfst" / "resources" / "en" / "dnc.pt"


def tiny_model(seed: int = 0) -> Seq2SeqDNC:
    """`tiny_models.tiny_model` on its eager modules (the reference the numpy model follows)."""
    model = shared_tiny_model(seed)
    model.scripted = False
    return model


def as_numpy(model: Seq2SeqDNC) -> NumpySeq2Seq:
    data = model_to_dict(model)
    data["state_dict"] = {k: v.numpy() for k, v in data["state_dict"].items()}
    return NumpySeq2Seq.from_checkpoint_dict(data)


# ----- the torch-file reader -------------------------------------------------------------


def test_torch_file_reads_tensors_of_every_plain_dtype_and_layout(tmp_path):
    base = torch.arange(24, dtype=torch.float32).reshape(4, 6)
    data = {
        "half": base.half(), "float": base, "double": base.double() / 3, "long": torch.arange(5),
        "int": torch.arange(5, dtype=torch.int32), "bool": torch.tensor([True, False]),
        "int8": torch.tensor([-3, 4], dtype=torch.int8), "scalar": torch.tensor(2.5),
        "transposed": base.t(), "slice": base[1:3, ::2], "shared": base[0],  # views of one storage
        "meta": {"name": "x", "list": [1, 2.0, None]},
    }
    path = tmp_path / "t.pt"
    torch.save(data, path)
    read = read_torch_file(path)
    for key, value in data.items():
        if isinstance(value, torch.Tensor):
            assert read[key].dtype == value.numpy().dtype, key
            assert np.array_equal(read[key], value.numpy()), key
        else:
            assert read[key] == value


def _malicious_pickle() -> bytes:
    class Evil:
        def __reduce__(self):
            return (print, ("pwned",))

    return pickle.dumps({"x": Evil()}, protocol=2)


def test_torch_file_refuses_foreign_globals_and_corrupt_files(tmp_path):
    evil = tmp_path / "evil.pt"
    with zipfile.ZipFile(evil, "w") as archive:
        archive.writestr("evil/data.pkl", _malicious_pickle())
        archive.writestr("evil/byteorder", "little")
    with pytest.raises(TorchFileError, match="refusing the global .*print"):
        read_torch_file(evil)
    broken = tmp_path / "broken.pt"
    broken.write_bytes(b"not a zip at all")
    with pytest.raises(TorchFileError, match="not a torch zip archive"):
        read_torch_file(broken)
    short = tmp_path / "short.pt"
    torch.save({"w": torch.zeros(100)}, short)
    with zipfile.ZipFile(short) as archive:
        members = {n: archive.read(n) for n in archive.namelist()}
    with zipfile.ZipFile(short, "w") as archive:
        for name, raw in members.items():
            archive.writestr(name, raw[:8] if "/data/" in name else raw)
    with pytest.raises(TorchFileError, match="holds 2 items, 100 expected"):
        read_torch_file(short)


def test_numpy_model_file_errors_name_the_file(tmp_path):
    with pytest.raises(CheckpointError, match="no such model file"):
        NumpySeq2Seq.load(tmp_path / "missing.pt")
    bad = tmp_path / "bad.pt"
    bad.write_bytes(b"\x00" * 64)
    with pytest.raises(CheckpointError, match="bad.pt"):
        NumpySeq2Seq.load(bad)
    other = tmp_path / "other.pt"
    torch.save({"format": "something else"}, other)
    with pytest.raises(CheckpointError, match="not a tnfst seq2seq DNC checkpoint"):
        NumpySeq2Seq.load(other)


# ----- the numpy DNC against the torch model ---------------------------------------------


@settings(max_examples=25, deadline=None)
@given(windows=st.lists(st.text(alphabet=CHARS + "xyz", max_size=14), min_size=1, max_size=4),
       seed=st.integers(0, 5))
def test_numpy_encode_and_steps_match_the_torch_model(windows, seed):
    model = tiny_model(seed)
    fast = as_numpy(model)
    state = fast.encode(fast.make_batch(windows))
    with torch.no_grad():
        ref = model.encode(model.make_batch(windows))
    # Memory rows of equal usage are allocated in another order (torch.sort is not stable, the
    # numpy free list is): the rows are permuted alike, so compare what does not depend on their
    # order: outputs, reads, the controller, usage sorted.
    close = dict(rtol=1e-4, atol=1e-5)
    real = state.mask  # h_j past a row's end are never attended (the numpy model leaves them 0)
    assert np.allclose(state.memory_bank[real], ref.memory_bank.numpy()[real], **close)
    assert np.allclose(state.hidden, ref.dnc.controller.hidden.numpy(), **close)
    assert np.allclose(np.sort(state.usage), np.sort(ref.dnc.access.usage.numpy()), **close)
    prev = np.full(len(windows), special.START)
    for _ in range(4):
        logits, state = fast.step(state, prev)
        with torch.no_grad():
            ref_logits, ref = model.step(ref, torch.as_tensor(prev))
        assert logits.dtype == np.float32 and logits.shape == (len(windows), len(WORDS) + 4)
        assert np.allclose(logits, ref_logits.numpy(), rtol=1e-4, atol=1e-4)
        assert np.allclose(np.sort(state.usage), np.sort(ref.dnc.access.usage.numpy()), **close)
        assert np.allclose(state.reads, ref.dnc.read_vectors.numpy(), **close)
        prev = ref_logits.argmax(-1).numpy()  # both follow the same path


def test_numpy_model_loads_the_shipped_file_as_torch_does_and_reads_alike():
    from tnfst.model.checkpoint import load_checkpoint
    from tnfst.model.window import make_window

    fast = NumpySeq2Seq.load(SHIPPED)
    slow = load_checkpoint(SHIPPED)
    assert fast.vocab.words == slow.vocab.words and fast.charset.symbols == slow.charset.symbols
    assert np.array_equal(fast.w_proj, slow.projection.weight.detach().numpy().T)
    windows = [make_window(["It", "weighs", "150lb", "."], 2), make_window(["On", "3", "May", "2019"], 2),
               make_window(["the", "FBI", "said"], 1)]
    assert fast.greedy(windows) == slow.greedy(windows)


def test_a_saved_checkpoint_round_trips_through_the_numpy_reader(tmp_path):
    model = tiny_model(3)
    path = save_checkpoint(tmp_path / "m.pt", model, half=True)
    fast = NumpySeq2Seq.load(path)
    from tnfst.model.checkpoint import load_checkpoint

    reloaded = load_checkpoint(path)  # float16 weights cast to float32 on both sides
    assert np.array_equal(fast.char_embedding, reloaded.char_embedding.weight.detach().numpy())
    assert fast.greedy(["ab 12", "c"], max_len=5) == reloaded.greedy(["ab 12", "c"], max_len=5)


# ----- the numpy beam-search helpers ---------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(rows=st.integers(1, 4), cols=st.integers(1, 12), k=st.integers(1, 12), seed=st.integers(0, 99))
def test_top_k_is_the_sorted_head(rows, cols, k, seed):
    rng = np.random.default_rng(seed)
    values = rng.integers(-3, 3, size=(rows, cols)).astype(np.float32)  # many ties
    values[rng.random((rows, cols)) < 0.2] = -np.inf
    k = min(k, cols)
    scores, index = top_k(values, k)
    for r in range(rows):
        assert scores[r].tolist() == sorted(values[r].tolist(), reverse=True)[:k]
        assert len(set(index[r].tolist())) == k and values[r, index[r]].tolist() == scores[r].tolist()
        picked = list(zip(scores[r].tolist(), index[r].tolist()))
        assert picked == sorted(picked, key=lambda p: (-p[0], p[1]))  # equal scores: lower index first


def test_log_softmax_matches_torch_and_beam_search_refuses_nan():
    from tnfst.decode import beam_search

    logits = np.random.default_rng(0).normal(size=(3, 9)).astype(np.float32) * 10
    assert np.allclose(log_softmax(logits), torch.log_softmax(torch.from_numpy(logits), -1).numpy(), atol=1e-5)

    class NanModel:
        def encode(self, batch):
            return np.zeros(len(batch))

        def step(self, state, prev):
            logits = np.zeros((len(prev), 8), np.float32)
            logits[:, 5] = np.nan
            return logits, state

    with pytest.raises(ValueError, match="NaN"):
        beam_search(NanModel(), [0], ["x"], beam=2, max_len=3)


# ----- whole sentences ----------------------------------------------------------------

SENTENCES = [
    "It weighs 150lb and costs £900 million.",
    "The meeting is on Monday 3 June 2019 at 9:30 a.m.",
    "Add 1/2 cup of milk to 250 ml of water.",
    "Call (212) 555-0199 or write to info@example.org.",
    "The FBI said Henry VIII died in 1547.",
]


def test_the_numpy_and_torch_backends_read_everyday_sentences_alike():
    import tnfst

    fast = tnfst.Normalizer(backend="numpy", precision="fp32")
    slow = tnfst.Normalizer(backend="torch", precision="fp32")
    assert fast.normalize_batch(SENTENCES) == slow.normalize_batch(SENTENCES)
    assert [fast.normalize(s) for s in SENTENCES] == fast.normalize_batch(SENTENCES)


def test_backend_choices_are_checked():
    import tnfst

    with pytest.raises(ValueError, match="backend must be one of"):
        tnfst.Normalizer(backend="onnx")
    with pytest.raises(ValueError, match="float32 on the CPU only"):
        tnfst.Normalizer(backend="numpy", precision="int8")
    assert tnfst.Normalizer(zero_reads=True).uses_torch and not tnfst.Normalizer().uses_torch


def test_reading_a_sentence_on_the_default_backend_never_imports_torch():
    code = ("import sys, tnfst\n"
            "n = tnfst.Normalizer(threads=1)\n"
            "print(n.normalize('It weighs 150lb on 3 May 2019.'))\n"
            "assert 'torch' not in sys.modules, 'torch was imported'\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "one hundred fifty pounds" in out.stdout


def test_the_cli_chooses_the_backend_and_refuses_a_numpy_int8_reader():
    from click.testing import CliRunner

    from tnfst.cli import cli

    runner = CliRunner()
    for backend in ("numpy", "torch"):
        result = runner.invoke(cli, ["normalize", "--backend", backend, "It weighs 150lb."])
        assert result.exit_code == 0 and result.output.strip() == "It weighs one hundred fifty pounds."
    result = runner.invoke(cli, ["normalize", "--backend", "numpy", "--precision", "int8", "x"])
    assert result.exit_code == 2 and "float32 on the CPU only" in result.output


def test_auto_falls_back_to_torch_for_a_model_file_only_torch_reads(tmp_path):
    """A checkpoint whose pickle names a global the torch-free reader does not map (here a
    torch.Size in its meta) still loads under backend="auto", through torch; backend="numpy"
    refuses it with ModelFileError naming the file. Weights saved as nn.Parameter objects are
    read without torch."""
    import tnfst
    from tnfst.model.checkpoint import load_checkpoint

    data = model_to_dict(load_checkpoint(SHIPPED))
    data["state_dict"] = {k: torch.nn.Parameter(v.float(), requires_grad=False) for k, v in data["state_dict"].items()}
    torch.save(data, tmp_path / "parameters.pt")
    assert isinstance(NumpySeq2Seq.load(tmp_path / "parameters.pt"), NumpySeq2Seq)
    data["meta"]["shape"] = torch.Size([2, 3])
    path = tmp_path / "params.pt"
    torch.save(data, path)
    with pytest.raises(TorchFileError):
        read_torch_file(path)
    auto = tnfst.Normalizer(model_path=path)
    assert auto.normalize("It weighs 150lb.") == "It weighs one hundred fifty pounds."
    assert not isinstance(auto._get_parts().model, NumpySeq2Seq)
    with pytest.raises(tnfst.ModelFileError, match="params.pt"):
        tnfst.Normalizer(model_path=path, backend="numpy").load()
