"""Beam search over fake models: exactness against brute force, batching, STOP, limits, errors."""

from __future__ import annotations

import dataclasses
import itertools
import math
from typing import NamedTuple

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.decode import NBest, beam_search, gather_state, length_normaliser
from tnfst.decode.fakes import ScriptedModel, TableModel


pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py


class _Pair(NamedTuple):
    h: torch.Tensor
    c: torch.Tensor


@dataclasses.dataclass(frozen=True)
class _Memory:
    m: torch.Tensor
    note: str = "kept"


def test_gather_state_reorders_every_tensor_of_a_nested_pytree():
    state = {
        "lstm": _Pair(torch.arange(3), torch.arange(3) * 10),
        "mem": [_Memory(torch.arange(6).view(3, 2))],
        "none": None,
        "scalar": 7,
    }
    out = gather_state(state, torch.tensor([2, 2, 0]))
    assert isinstance(out["lstm"], _Pair)
    assert out["lstm"].h.tolist() == [2, 2, 0]
    assert out["lstm"].c.tolist() == [20, 20, 0]
    assert out["mem"][0].m.tolist() == [[4, 5], [4, 5], [0, 1]]
    assert out["mem"][0].note == "kept"
    assert out["none"] is None and out["scalar"] == 7


def _sequence_logprob(model, seed: int, words: tuple[int, ...]) -> float:
    """log p(words + STOP) under `model`, one row, by stepping it."""
    state = model.encode(torch.tensor([seed]))
    prev = torch.tensor([special.START])
    total = 0.0
    for w in words + (special.STOP,):
        logits, state = model.step(state, prev)
        total += torch.log_softmax(logits.float(), -1)[0, w].item()
        prev = torch.tensor([w])
    return total


def _brute_force(model, seed, vocab_size, max_len, alpha):
    """All readings of up to max_len words (PAD/START never emitted), best first."""
    words = [w for w in range(vocab_size) if w not in (special.PAD, special.START, special.STOP)]
    scored = []
    for n in range(max_len + 1):
        for seq in itertools.product(words, repeat=n):
            lp = _sequence_logprob(model, seed, seq)
            scored.append((lp / length_normaliser(n + 1, alpha), seq))
    scored.sort(key=lambda x: -x[0])
    return scored


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    scale=st.sampled_from([0.5, 2.0, 5.0]),
    alpha=st.sampled_from([0.0, 0.6, 1.0]),
    vocab_size=st.sampled_from([5, 6]),
)
def test_unconstrained_beam_equals_exhaustive_search(seed, scale, alpha, vocab_size):
    max_len = 3
    model = TableModel(vocab_size, seed=seed, scale=scale)
    branching = vocab_size - 3  # every id but PAD, START, STOP
    expected = _brute_force(model, seed, vocab_size, max_len, alpha)
    [result] = beam_search(
        model, torch.tensor([seed]), ["x"], beam=branching**max_len, max_len=max_len, nbest=3, length_penalty=alpha
    )
    assert [h.word_ids for h in result] == [seq for _, seq in expected[:3]]
    for h, (score, _) in zip(result, expected):
        assert h.score == pytest.approx(score, abs=1e-4)
        assert h.constraint_score == 0.0


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), beam=st.integers(1, 4))
def test_beam_results_do_not_depend_on_the_batch(seed, beam):
    model = TableModel(40, seed=seed, scale=2.0)
    seeds = torch.tensor([seed, seed + 1, seed + 2])
    together = beam_search(model, seeds, ["a", "b", "c"], beam=beam, max_len=6, nbest=2)
    for i, s in enumerate(seeds.tolist()):
        [alone] = beam_search(model, torch.tensor([s]), ["a"], beam=beam, max_len=6, nbest=2)
        assert [h.word_ids for h in alone] == [h.word_ids for h in together[i]]
        for a, b in zip(alone, together[i]):
            assert a.score == pytest.approx(b.score, abs=1e-4)


def test_scripted_model_reads_its_script_and_stops():
    vocab_size = 8
    script = torch.full((4, vocab_size), -5.0)
    script[0, 5] = 5.0
    script[1, 6] = 5.0
    script[2, special.STOP] = 5.0
    [result] = beam_search(ScriptedModel(script), ["tok"], ["tok"], beam=3, max_len=10)
    assert result.best.word_ids == (5, 6)
    assert result.best.model_logprob == pytest.approx(result.best.score)
    assert result.active == () and result.active_constraints == ()
    assert result.steps < 10  # stopped early: nothing live could beat it


def test_max_len_forces_stop_and_never_emits_pad_or_start():
    vocab_size = 7
    script = torch.zeros(1, vocab_size)
    script[0, special.PAD] = 50.0
    script[0, special.START] = 50.0
    script[0, special.STOP] = -50.0
    script[0, 5] = 10.0
    [result] = beam_search(ScriptedModel(script), [0], ["t"], beam=2, max_len=4, nbest=3)
    assert result.best.word_ids == (5, 5, 5, 5)
    for h in result:
        assert len(h.word_ids) <= 4
        assert special.PAD not in h.word_ids and special.START not in h.word_ids


def test_nbest_is_sorted_and_distinct():
    model = TableModel(30, seed=3, scale=1.0)
    [result] = beam_search(model, torch.tensor([3]), ["t"], beam=6, max_len=5, nbest=6)
    scores = [h.score for h in result]
    assert scores == sorted(scores, reverse=True)
    assert len({h.word_ids for h in result}) == len(result) == 6
    assert isinstance(result, NBest) and result[0] is result.best


class _ForbidWord:
    """A constraint with only the three protocol methods: forbids one word everywhere."""

    name = "forbid"

    def __init__(self, vocab_size: int, word: int, applies_to: str):
        self.row = torch.zeros(vocab_size)
        self.row[word] = -math.inf
        self.applies_to = applies_to

    def start(self, token):
        return 0 if token == self.applies_to else None

    def advance(self, state, word_id):
        return state + 1

    def weights(self, state):
        return self.row


def test_a_constraint_with_only_the_simple_protocol_plugs_in():
    vocab_size = 8
    script = torch.zeros(2, vocab_size)
    script[0, 5] = 5.0
    script[1, special.STOP] = 5.0
    model = ScriptedModel(script)
    free, held = beam_search(model, ["a", "b"], ["a", "b"], [_ForbidWord(vocab_size, 5, "b")], beam=2, max_len=3)
    assert free.active == () and held.active == ("forbid",)
    assert 5 in free.best.word_ids
    assert 5 not in held.best.word_ids


def test_every_path_forbidden_gives_an_empty_nbest_not_a_crash():
    vocab_size = 6
    constraint = _ForbidWord(vocab_size, special.STOP, "t")
    constraint.row[:] = -math.inf
    [result] = beam_search(ScriptedModel(torch.zeros(1, vocab_size)), [0], ["t"], [constraint], beam=2, max_len=3)
    assert len(result) == 0 and result.best is None


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"beam": 0}, "beam"),
        ({"max_len": -1}, "max_len"),
        ({"nbest": 0}, "nbest"),
        ({"length_penalty": -1.0}, "length_penalty"),
        ({"length_penalty": math.nan}, "length_penalty"),
    ],
)
def test_bad_arguments_give_clear_errors(kwargs, message):
    with pytest.raises(ValueError, match=message):
        beam_search(TableModel(6), torch.tensor([0]), ["t"], **kwargs)


def test_model_shape_and_nan_errors():
    model = TableModel(6)
    with pytest.raises(ValueError, match="leading sizes"):
        beam_search(model, torch.tensor([0, 1]), ["only one token"])
    with pytest.raises(TypeError, match="sequence of strings"):
        beam_search(model, torch.tensor([0]), "t")
    with pytest.raises(ValueError, match="NaN"):
        beam_search(ScriptedModel(torch.full((1, 6), math.nan)), [0], ["t"])
    with pytest.raises(ValueError, match="reserved"):
        beam_search(ScriptedModel(torch.zeros(1, 3)), [0], ["t"])
    assert beam_search(model, torch.tensor([], dtype=torch.long), []) == []
