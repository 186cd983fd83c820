"""The fast inference paths read exactly as the plain ones: the scripted DNC (TorchScript encoder
loop and decoder step) against the eager modules, bit for bit; the deferred int8 copy."""

from __future__ import annotations

import copy

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.model.dnc.scripted import FusedSeq2Seq
from tnfst.model.quantize import DeferredInt8, Int8LSTMCell, int8_available, quantize_int8
from tnfst.model.seq2seq import Seq2SeqDNC
from tiny_models import CHARS, tiny_model

def run(model: Seq2SeqDNC, windows: list[str], scripted: bool, steps: int = 4) -> list[torch.Tensor]:
    """Every tensor the encoder and `steps` greedy decoder steps produce."""
    model.scripted = scripted
    with torch.no_grad():
        state = model.encode(model.make_batch(windows))
        out = [state.memory_bank, state.output, *state.dnc.access, *state.dnc.controller]
        prev = torch.full((len(windows),), special.START, dtype=torch.long)
        for _ in range(steps):
            logits, state = model.step(state, prev)
            prev = logits.argmax(-1)
            out += [logits, state.output, state.dnc.read_vectors, state.dnc.access.memory,
                    state.dnc.access.linkage.link, state.dnc.access.usage, state.dnc.controller.cell]
    return [t for t in out if isinstance(t, torch.Tensor)]


MODEL = tiny_model()


def warm(model: Seq2SeqDNC) -> None:
    """Two inference encodes: the scripted functions exist afterwards."""
    for _ in range(2):
        run(model, ["a"], scripted=True, steps=0)


def test_scripted_functions_are_built_at_the_second_encode_and_not_before():
    model = tiny_model(1)
    run(model, ["ab 1"], scripted=True, steps=1)
    assert model._fused.value is None  # one sentence never pays for scripting
    run(model, ["ab 1"], scripted=True, steps=1)
    assert isinstance(model._fused.value, FusedSeq2Seq)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.text(alphabet=CHARS, min_size=0, max_size=12), min_size=1, max_size=4))
def test_scripted_encoder_and_decoder_are_bit_identical_to_the_eager_modules(windows):
    warm(MODEL)
    eager = run(MODEL, windows, scripted=False)
    fused = run(MODEL, windows, scripted=True)
    assert len(eager) == len(fused)
    for a, b in zip(eager, fused):
        assert torch.equal(a, b), float((a - b).abs().max())


def test_the_scripted_path_is_really_taken_and_differs_when_a_weight_does():
    model = tiny_model(2)
    warm(model)
    windows = ["abc <norm> 12 </norm> .", "1"]
    before = run(model, windows, scripted=True)
    with torch.no_grad():  # in place, as load_state_dict does: the functions see the new weight
        model.decoder.access.interface.bias.add_(0.5)
    after = run(model, windows, scripted=True)
    assert not all(torch.equal(a, b) for a, b in zip(before, after))
    assert all(torch.equal(a, b) for a, b in zip(after, run(model, windows, scripted=False)))


def test_training_and_gradients_use_the_eager_modules():
    model = tiny_model(3)
    warm(model)
    model.train()
    batch = model.make_batch(["ab", "c"])
    logits = model(batch, torch.full((2, 3), special.START, dtype=torch.long))
    logits.sum().backward()  # the scripted functions have no backward: this must be the eager path
    assert model.decoder.access.interface.weight.grad is not None
    model.eval()
    with torch.enable_grad():
        assert model._fused_path() is None


def test_a_copy_of_a_warm_model_starts_cold_and_reads_the_same():
    model = tiny_model(4)
    warm(model)
    clone = copy.deepcopy(model)
    assert clone._fused.value is None and not clone._fused.checked
    warm(clone)
    assert all(torch.equal(a, b) for a, b in zip(run(model, ["a1"], True), run(clone, ["a1"], True)))


@pytest.mark.skipif(not int8_available(), reason="no int8 matrix product in this torch")
def test_int8_models_keep_the_eager_path_and_the_deferred_copy_waits_for_its_first_use():
    model = tiny_model(5)
    warm(model)
    int8 = quantize_int8(model)
    assert not FusedSeq2Seq.supports(int8) and FusedSeq2Seq.supports(model)
    deferred = DeferredInt8(model, check_speed=False)
    assert not deferred.built
    assert isinstance(deferred.decoder.controller, Int8LSTMCell) and deferred.built
    assert deferred.greedy(["ab 12", "c"]) == int8.greedy(["ab 12", "c"])


def test_the_shipped_model_reads_validation_style_windows_identically_scripted_or_not():
    from tnfst.decode import beam_search
    from tnfst.model.checkpoint import load_checkpoint
    from tnfst.api import RESOURCES

    model = load_checkpoint(RESOURCES / "en" / "dnc.pt")
    windows = ["He weighs <norm> 150lb </norm> and paid", "in <norm> 1987 </norm> the war",
               "<norm> Dr. </norm> Smith said", "call <norm> 555-0100 </norm> now"]
    tokens = ["150lb", "1987", "Dr.", "555-0100"]
    results = {}
    for scripted in (False, True, True):
        model.scripted = scripted
        results.setdefault(scripted, []).append(
            beam_search(model, model.make_batch(windows), tokens, beam=2, max_len=12, nbest=2))
    assert model._fused.value is not None
    assert results[False][0] == results[True][0] == results[True][1]
