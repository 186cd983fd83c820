"""The seq2seq DNC: windows, batches, the beam-search protocol, overfitting, checkpoints."""

from __future__ import annotations

import dataclasses
import time

import pytest
import torch

from tnfst import special
from tnfst.model import TINY, CheckpointError, Charset, Seq2SeqDNC, load_checkpoint, make_window, save_checkpoint
from tnfst.model.window import NORM_CLOSE, NORM_OPEN, clip_symbols, window_symbols
from tnfst.vocab import Vocabulary

EXAMPLES = [
    ("He is <norm> 3 kg </norm> heavy", "three kilograms"),
    ("He is <norm> 1 kg </norm> heavy", "one kilogram"),
    ("pay <norm> $2 </norm> now", "two dollars"),
    ("pay <norm> $1 </norm> now", "one dollar"),
    ("in <norm> 1990 </norm> ,", "nineteen ninety"),
    ("<norm> 2 m </norm>", "two meters"),
]


def tiny_model(seed: int = 0, **overrides) -> Seq2SeqDNC:
    torch.manual_seed(seed)
    charset = Charset.build(w for w, _ in EXAMPLES)
    vocab = Vocabulary(w for _, r in EXAMPLES for w in r.split())
    return Seq2SeqDNC(dataclasses.replace(TINY, **overrides), charset, vocab)


def test_make_window():
    tokens = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
    assert make_window(tokens, 4) == "b c d <norm> e </norm> f g h"
    assert make_window(tokens, 0) == "<norm> a </norm> b c d"
    assert make_window(tokens, 8, size=1) == "h <norm> i </norm>"
    assert make_window(["4 March 2014"], 0) == "<norm> 4 March 2014 </norm>"
    with pytest.raises(IndexError):
        make_window(tokens, 9)
    with pytest.raises(TypeError):
        make_window("abc", 0)


def test_window_symbols_keep_markers_whole():
    assert window_symbols("a <norm> 1 </norm> b") == ["a", " ", NORM_OPEN, " ", "1", " ", NORM_CLOSE, " ", "b"]


def test_clip_keeps_the_token():
    symbols = window_symbols("x" * 50 + " <norm> 12 </norm> " + "y" * 50)
    clipped = clip_symbols(symbols, 20)
    assert len(clipped) == 20
    assert clipped.count(NORM_OPEN) == 1 and clipped.count(NORM_CLOSE) == 1
    assert "".join(s for s in clipped if len(s) == 1).count("x") >= 6
    long_token = clip_symbols(window_symbols("<norm> " + "9" * 40 + " </norm>"), 10)
    assert len(long_token) == 10 and long_token[0] == NORM_OPEN and long_token[-1] == NORM_CLOSE


def test_charset_unknown_and_reserved():
    charset = Charset.build(["ab <norm> c </norm>"])
    ids = charset.encode("<norm> z </norm>")
    assert ids[0] == charset.symbols.index(NORM_OPEN) == 2
    assert ids[2] == 1  # UNK
    with pytest.raises(ValueError):
        Charset(["ab"])


def test_make_batch_pads_and_masks():
    model = tiny_model()
    batch = model.make_batch(["<norm> 1 </norm>", "a <norm> 22 </norm> b", ""])
    assert batch.symbols.shape == batch.mask.shape == (3, 10)
    assert batch.mask.sum(-1).tolist() == [5, 10, 1]
    with pytest.raises(TypeError):
        model.make_batch("<norm> 1 </norm>")
    with pytest.raises(ValueError):
        model.make_batch([])


def all_tensors(tree):
    if isinstance(tree, torch.Tensor):
        yield tree
    else:
        for item in tree:
            yield from all_tensors(item)


def test_protocol_state_is_batch_first_and_reorderable():
    model = tiny_model().eval()
    windows = [w for w, _ in EXAMPLES[:3]]
    with torch.inference_mode():
        state = model.encode(model.make_batch(windows))
        assert all(t.shape[0] == 3 for t in all_tensors(state))
        logits, state = model.step(state, torch.full((3,), special.START))
        assert logits.shape == (3, len(model.vocab))
        # The beam search's expansion: repeat each row twice, then reorder.
        index = torch.tensor([0, 0, 1, 1, 2, 2])
        expanded = type(state)(*[_select(x, index) for x in state])
        logits2, _ = model.step(expanded, torch.tensor([5, 5, 6, 6, 7, 7]))
        single, _ = model.step(state, torch.tensor([5, 6, 7]))
        assert torch.allclose(logits2[::2], single, atol=1e-5)


def _select(tree, index):
    if isinstance(tree, torch.Tensor):
        return tree.index_select(0, index)
    return type(tree)(*[_select(x, index) for x in tree])


def test_padding_does_not_change_a_reading():
    model = tiny_model().eval()
    short, long_ = "<norm> 1 </norm>", "a much longer <norm> window </norm> here ok"
    with torch.inference_mode():
        alone = model(model.make_batch([short]), torch.tensor([[special.START, 4]]))
        batched = model(model.make_batch([short, long_]), torch.tensor([[special.START, 4], [special.START, 4]]))
    assert torch.allclose(alone[0], batched[0], atol=1e-5)


def test_zero_reads_changes_the_model_output():
    model = tiny_model()
    ablated = tiny_model(zero_reads=True)
    ablated.load_state_dict(model.state_dict())
    windows = [w for w, _ in EXAMPLES]
    with torch.inference_mode():
        a = model.eval()(model.make_batch(windows), torch.full((6, 1), special.START))
        b = ablated.eval()(ablated.make_batch(windows), torch.full((6, 1), special.START))
    assert not torch.allclose(a, b)


def train_tiny_model() -> Seq2SeqDNC:
    model = tiny_model(seed=0, controller_size=32, attention_size=16)
    windows = [w for w, _ in EXAMPLES]
    seqs = [model.vocab.encode(r) for _, r in EXAMPLES]
    length = max(map(len, seqs)) + 1
    inputs = torch.full((6, length), special.PAD)
    targets = torch.full((6, length), special.PAD)
    for i, s in enumerate(seqs):
        inputs[i, : len(s) + 1] = torch.tensor([special.START, *s])
        targets[i, : len(s) + 1] = torch.tensor([*s, special.STOP])
    batch = model.make_batch(windows)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
    start = time.monotonic()
    model.train()
    for _ in range(200):
        logits = model(batch, inputs)
        loss = torch.nn.functional.cross_entropy(logits.transpose(1, 2), targets, ignore_index=special.PAD)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if loss.item() < 0.02 or time.monotonic() - start > 30:
            break
    return model


@pytest.fixture(scope="module")
def overfit_model():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        return train_tiny_model()
    finally:
        torch.set_num_threads(threads)


def test_tiny_model_overfits_a_handful_of_examples(overfit_model):
    windows = [w for w, _ in EXAMPLES]
    overfit_model.train()
    assert overfit_model.greedy(windows) == [r for _, r in EXAMPLES]
    assert overfit_model.training  # greedy restores the mode


def test_beam_search_drives_the_model(overfit_model):
    beam = pytest.importorskip("tnfst.decode.beam")
    model = overfit_model.eval()
    windows = [w for w, _ in EXAMPLES]
    with torch.inference_mode():
        results = beam.beam_search(model, model.make_batch(windows), ["x"] * len(windows), beam=3, max_len=10)
    readings = [model.vocab.decode(r.best.word_ids) for r in results]
    assert readings == [r for _, r in EXAMPLES]


def test_checkpoint_round_trip(tmp_path):
    model = tiny_model().eval()
    windows = [w for w, _ in EXAMPLES]
    path = save_checkpoint(tmp_path / "m.pt", model, meta={"step": 7})
    loaded = load_checkpoint(path)
    assert loaded.vocab.words == model.vocab.words
    assert loaded.charset.symbols == model.charset.symbols
    assert loaded.config == model.config
    for a, b in zip(model.state_dict().values(), loaded.state_dict().values()):
        assert torch.equal(a, b)
    assert loaded.greedy(windows, max_len=4) == model.greedy(windows, max_len=4)
    half = load_checkpoint(save_checkpoint(tmp_path / "h.pt", model, half=True))
    for a, b in zip(model.state_dict().values(), half.state_dict().values()):
        assert torch.allclose(a, b, atol=1e-2)
    assert load_checkpoint(path, zero_reads=True).config.zero_reads


def test_bad_checkpoint_names_the_file(tmp_path):
    with pytest.raises(CheckpointError, match="missing.pt"):
        load_checkpoint(tmp_path / "missing.pt")
    bad = tmp_path / "bad.pt"
    bad.write_bytes(b"not a checkpoint")
    with pytest.raises(CheckpointError, match="bad.pt"):
        load_checkpoint(bad)
    other = tmp_path / "other.pt"
    torch.save({"format": "something else"}, other)
    with pytest.raises(CheckpointError, match="other.pt"):
        load_checkpoint(other)


pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py
