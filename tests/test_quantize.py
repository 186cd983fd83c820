"""Int8 inference (tnfst.model.quantize): close to float32, batch-invariant, original untouched."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from tnfst.model.quantize import (
    Int8Linear,
    Int8LSTMCell,
    check_precision,
    int8_available,
    quantize_int8,
    quantize_rows,
)

from test_seq2seq import EXAMPLES, tiny_model

pytestmark = [
    pytest.mark.usefixtures("one_torch_thread"),
    pytest.mark.skipif(not int8_available(), reason="this torch has no int8 CPU matrix product"),
]


def test_quantize_rows_scales_each_row_alone():
    x = torch.tensor([[0.5, -1.0, 0.25], [100.0, 50.0, -25.0], [0.0, 0.0, 0.0]])
    xq, scale = quantize_rows(x)
    assert xq.dtype == torch.int8 and xq.abs().max() <= 127
    assert torch.allclose(xq.float() * scale, x, atol=float(scale.max()) / 2 + 1e-9)
    assert xq[0].abs().max() == 127 and xq[1].abs().max() == 127  # each row uses the full range
    assert torch.equal(xq[2], torch.zeros(3, dtype=torch.int8))  # an all-zero row stays zero, no NaN


def test_int8_linear_is_close_to_float():
    torch.manual_seed(0)
    linear = nn.Linear(64, 48)
    q = Int8Linear.from_float(linear)
    x = torch.randn(3, 5, 64)  # leading dimensions are kept
    y, yq = linear(x), q(x)
    assert yq.shape == y.shape == (3, 5, 48)
    assert (yq - y).abs().max() / y.abs().max() < 0.03
    assert q(torch.zeros(0, 64)).shape == (0, 48)


def test_int8_lstm_cell_is_close_to_float():
    torch.manual_seed(1)
    cell = nn.LSTMCell(20, 16)
    q = Int8LSTMCell.from_float(cell)
    x, h, c = torch.randn(4, 20), torch.randn(4, 16).tanh(), torch.randn(4, 16)
    (h1, c1), (h2, c2) = cell(x, (h, c)), q(x, (h, c))
    assert (h1 - h2).abs().max() < 0.05 and (c1 - c2).abs().max() < 0.05
    h0, c0 = q(x)  # no state: zeros, as nn.LSTMCell
    assert torch.allclose(h0, q(x, (torch.zeros(4, 16), torch.zeros(4, 16)))[0])


def test_a_row_reads_the_same_alone_or_in_a_batch():
    """Per-row scales and exact int32 sums: no row depends on the others (torch's dynamic
    quantization, with one activation scale per tensor, fails this)."""
    model = quantize_int8(tiny_model(seed=3))
    windows = [w for w, _ in EXAMPLES]
    with torch.inference_mode():
        together = model.encode(model.make_batch(windows)).output
        for i, window in enumerate(windows):
            alone = model.encode(model.make_batch([window])).output[0]
            # the batch pads shorter windows, which leave their state unchanged
            assert torch.equal(alone, together[i]), window


def test_quantize_copies_and_replaces_every_layer():
    model = tiny_model(seed=4)
    before = {k: v.clone() for k, v in model.state_dict().items()}
    q = quantize_int8(model)
    assert not any(isinstance(m, (nn.Linear, nn.LSTMCell)) for m in q.modules())
    assert sum(isinstance(m, Int8LSTMCell) for m in q.modules()) == 2  # encoder and decoder controllers
    assert all(torch.equal(before[k], v) for k, v in model.state_dict().items())  # the float model is untouched
    assert q.greedy([EXAMPLES[0][0]]) and q.device == model.device


def test_int8_greedy_matches_float_on_a_trained_model(overfit_model):
    q = quantize_int8(overfit_model)
    windows = [w for w, _ in EXAMPLES]
    assert q.greedy(windows) == overfit_model.greedy(windows)


def test_precision_names():
    assert check_precision("int8") == "int8" and check_precision("fp32") == "fp32"
    with pytest.raises(ValueError, match="auto, int8, fp32"):
        check_precision("int4")


@pytest.fixture(scope="module")
def overfit_model():
    from test_seq2seq import train_tiny_model

    return train_tiny_model()


SENTENCES = ["It weighs 150lb and cost $5.", "Call 555-0100 at 8 AM on 13 October 1668.", "The BBC said 2,500 people came.",
             "In 1990 the NATO summit met in the U.S.", "Pay £900 million by 2012."]


def test_auto_precision_runs_large_chunks_in_int8_where_it_pays():
    from tnfst.api import AUTO_INT8_MIN_TOKENS, Normalizer
    from tnfst.model.quantize import int8_pays

    parts = Normalizer(precision="auto", backend="torch").load()._get_parts()
    large = Int8LSTMCell if int8_pays() else nn.LSTMCell  # float32 where int8 is slower (no VNNI)
    assert isinstance(parts.model_for(AUTO_INT8_MIN_TOKENS).decoder.controller, large)
    assert isinstance(parts.model_for(AUTO_INT8_MIN_TOKENS - 1).decoder.controller, nn.LSTMCell)
    fp32 = Normalizer(precision="fp32", backend="torch").load()._get_parts()
    assert fp32.batch_model is None and isinstance(fp32.model_for(1000).decoder.controller, nn.LSTMCell)


def test_the_numpy_backend_reads_every_chunk_in_numpy_and_int8_selects_torch():
    from tnfst.api import Normalizer
    from tnfst.model.numpy_dnc import NumpySeq2Seq

    parts = Normalizer(precision="auto", backend="auto").load()._get_parts()
    assert parts.batch_model is None and isinstance(parts.model_for(1000), NumpySeq2Seq)
    int8 = Normalizer(precision="int8").load()._get_parts()
    assert isinstance(int8.model.decoder.controller, Int8LSTMCell)


def test_int8_normalizer_reads_a_sentence_the_same_alone_or_in_a_batch():
    from tnfst.api import Normalizer

    normalizer = Normalizer(precision="int8").load()
    assert isinstance(normalizer._get_parts().model.encoder.controller, Int8LSTMCell)
    assert normalizer.normalize_batch(SENTENCES * 3) == [normalizer.normalize(s) for s in SENTENCES] * 3


def test_int8_pays_follows_the_cpu_flags(monkeypatch):
    from tnfst.model import quantize

    monkeypatch.setattr("platform.machine", lambda: "x86_64")
    from tnfst.model import precision

    monkeypatch.setattr(precision, "cpu_flags", lambda: frozenset({"avx2", "avx512_vnni"}))
    assert quantize.int8_pays() is quantize.int8_available()
    monkeypatch.setattr(precision, "cpu_flags", lambda: frozenset({"avx2"}))
    assert quantize.int8_pays() is False
