"""The constraint interface: state machines that run beside the decoder.

Zhang et al. (2019) write a constrained decoder step as

    g'(y_{t-1}, (s_t, t_t), c) = g(y_{t-1}, s_t, c) + sum_i h_i(t_t^i),
    t_t^i = f_i(t_{t-1}^i, y_{t-1}),

where `g` is the decoder's log-probability vector over the output vocabulary,
`t^i` the state of constraint `i`, `f_i` its transition and `h_i` its weight
vector. Here `f_i` is `advance`, `h_i` is `weights` and the initial state comes
from `start(token)`.

States are opaque, immutable and hashable: the beam search reorders hypotheses
by gathering states and never copies or mutates one, and a constraint keeps no
decoding progress on `self`.

Four members are optional, looked up with `getattr` by the beam search (see the
helpers below), so the three-method protocol is all a new constraint needs:

- `weights_batch(states) -> Tensor[N, V]`: the rows of `weights` for N states
  in one call (a constraint that precomputes sparse rows builds the batch in a
  few tensor ops instead of N Python calls).
- `max_reward: float`: an upper bound on the sum of positive weights a
  hypothesis can still collect from any state (the FST's final reward). The
  beam search stops an input early only when no live hypothesis can catch up
  with the finished ones even with this bonus; without it (bound = +inf) an
  input with the constraint active decodes until its beams die or `max_len`.
- `start_within(token, max_len) -> state | None`: `start` for a search that
  emits at most `max_len` words before STOP; a constraint that knows how long
  its paths are uses it to forbid words whose shortest completion would not
  fit (the FST), so a complete reading is never crowded out by the limit.
- `name: str`: the registry name, shown in results (default: the class name).
- `only_reading(state) -> tuple[int, ...] | None`: the word ids of the only
  complete reading from `state` when the constraint admits exactly one and
  rewards it (a single-path FST lattice: ``1,234`` under `number_fst`). The
  search's answer is then known without running the model (`forced_reading`).
- `forbids: bool`: False declares every weight finite (a soft constraint), so
  `forced_reading` need not walk the path through it (default True).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from tnfst import special


@runtime_checkable
class Constraint(Protocol):
    """A state machine over output word ids that weights the decoder's choices.

    Weights are float32 log-space vectors over the output vocabulary (length V,
    the model's), added to the decoder's log-probabilities: `-inf` forbids a
    word, `0` leaves it alone, a positive value rewards it. Weights are never
    `+inf` or NaN. They are numpy arrays (a CPU torch tensor is accepted from a
    user's constraint); the arrays returned may be shared caches: callers never
    modify them in place.
    """

    def start(self, token: str) -> Hashable | None:
        """Initial state t_0 for the written input token, or None when the
        constraint does not apply to it (the decoder then runs unconstrained
        by this constraint for this token)."""
        ...

    def advance(self, state: Hashable, word_id: int) -> Hashable:
        """t_t = f(t_{t-1}, y_{t-1}): the state after emitting `word_id`.

        Raises ValueError for a word that `weights(state)` forbids."""
        ...

    def weights(self, state: Hashable) -> np.ndarray:
        """h(t_t): float32 array [V] added to the decoder's log-probabilities."""
        ...


_UNLIMITED = 1 << 62  # a word budget no reading reaches


def weights_batch(constraint: Constraint, states: Sequence[Hashable]) -> np.ndarray:
    """float32 [N, V] of `constraint.weights` for N states, batched if the constraint can."""
    batched = getattr(constraint, "weights_batch", None)
    if batched is not None:
        return batched(states)
    return np.stack([np.asarray(constraint.weights(s), dtype=np.float32) for s in states])


def start_state(constraint: Constraint, token: str, max_len: int) -> Hashable | None:
    """The constraint's initial state for a search of at most `max_len` words."""
    start_within = getattr(constraint, "start_within", None)
    if start_within is not None:
        return start_within(token, max_len)
    return constraint.start(token)


def max_reward(constraint: Constraint) -> float:
    """Upper bound on the positive weight a hypothesis can still collect (+inf if unknown)."""
    bound = getattr(constraint, "max_reward", math.inf)
    return float(bound) if bound is not None else math.inf


def forced_reading(constraints: Sequence[Constraint], token: str,
                   max_len: int | None = None) -> tuple[tuple[int, ...], tuple[str, ...]] | None:
    """(word ids, names of the active constraints) when the constraints leave `token` one reading.

    That is when an active constraint's `only_reading` gives a path that earns a
    reward (`max_reward` > 0) and every other active constraint allows each of its
    words and STOP after it (finite weights). Every other hypothesis then ends
    without that reward (STOP before the end of the path, or a forbidden word), so
    the beam search returns this path unless the model's log-probability gap
    exceeds the reward (1000 for the grammar constraints): the caller may skip
    the model. None when no constraint forces a reading, or when the path is longer
    than `max_len` words (None: no limit; the pipeline passes None, since no decoder
    runs: a 60-word URL is read whole).
    """
    budget = _UNLIMITED if max_len is None else max_len
    states = [(c, start_state(c, token, budget)) for c in constraints]
    active = [(c, s) for c, s in states if s is not None]
    path = None
    for c, s in active:
        only = getattr(c, "only_reading", None)
        if only is not None and max_reward(c) > 0:
            path = only(s)
            if path is not None:
                break
    if path is None or len(path) > budget:
        return None
    for c, s in active:
        if not getattr(c, "forbids", True):  # a soft constraint (all weights finite) cannot veto the path
            continue
        for word in (*path, special.STOP):
            if not math.isfinite(float(c.weights(s)[word])):
                return None
            s = c.advance(s, word)
    return tuple(path), tuple(constraint_name(c) for c, _ in active)


def forced_words(constraints: Sequence[Constraint], token: str,
                 max_len: int | None = None) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(words, name of the constraint) when a grammar matches `token` but the decoder cannot
    write any of its readings (a word outside its vocabulary: weekday names, URL symbols):
    the grammar's best reading, from the first constraint with `forced_words(token)` that
    gives one. Open vocabulary: the words need not be in the decoder's vocabulary, so the
    grammar's guarantee holds even for words the shipped model never learned. With `max_len`
    (the decoder's limit), also a token none of whose licensed readings fits in `max_len` words
    (a constraint's `forced_within(token, max_len)`: a 40-digit run with a unit). None otherwise
    (the decoder then reads the token, constrained as usual)."""
    for c in constraints:
        forced = getattr(c, "forced_words", None)
        words = forced(token) if forced is not None else None
        if words:
            return tuple(words), (constraint_name(c),)
    if max_len is not None:
        # a token whose every licensed reading is longer than the decoder may write (`max_len`
        # words): said by the constraint (`forced_within`), never truncated nor read unconstrained
        for c in constraints:
            within = getattr(c, "forced_within", None)
            words = within(token, max_len) if within is not None else None
            if words:
                return tuple(words), (constraint_name(c),)
    return None


def constraint_name(constraint: Constraint) -> str:
    """The registry name of a constraint, or its class name."""
    return str(getattr(constraint, "name", type(constraint).__name__))
