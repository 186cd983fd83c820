"""`measure_money_fst`: the covering-grammar filter of Sproat & Jaitly (2016/17).

The covering grammar for MEASURE and MONEY is composed with the written token
and projected to its output side, a deterministic epsilon-free acceptor over
words (`tnfst.grammar.WordLattice`). Sproat & Jaitly then make every state
final with exit cost 0, so every prefix of a licensed reading is allowed, give
the original final states a large reward (exit cost -1000), and charge a
candidate word what the lattice says: nothing if it has an arc, infinity if it
has none. If the grammar does not match the token, decoding is unconstrained.

Weights at lattice state q (log space, added to the decoder's log-probs):

    h(q)[w]    = 0        if q has an arc labelled w into a state that can
                          still reach a final state
    h(q)[STOP] = R        if q is an original final state   (R = reward)
    h(q)[STOP] = 0        otherwise                       (prefixes allowed)
    h(q)[w]    = -inf     for every other word (PAD, START, UNK included)

Where the reward goes. It is paid on STOP, once per hypothesis, and only when
the hypothesis ends in an original final state -- not on the arc that enters
a final state. So:
- a complete licensed reading scores R more than any truncated prefix with the
  same model log-probability; it wins whenever its model log-probability is
  more than -R (R = 1000 nats: a few hundred nats per reading is already an
  absurd model; raise `reward` for sharper ones);
- a hypothesis that passes through a final state and goes on ("five pounds" ->
  "five pounds fifty") keeps no reward it could later carry into a truncation;
- live hypotheses are ranked by model score alone (no state carries a bonus),
  so the beam is never filled with rewarded hypotheses that crowd out the
  others, and a truncating STOP never takes a live slot (the beam search sets
  finished hypotheses aside and keeps `beam` live ones);
- arcs into states that cannot reach a final state are removed (trimming), so
  every live prefix can still be completed: the beam cannot be starved into
  a dead end.
The bound on what a live hypothesis can still gain is R (`max_reward`), which
lets the beam search stop as soon as no live hypothesis can overtake the
finished ones.

After STOP a hypothesis is in the dead state: only STOP again, at cost 0 (no
second reward), so a caller that pads a finished hypothesis with STOP never
doubles the reward nor meets an all `-inf` row.

Per lattice state the allowed ids and their weights are precomputed once per
token (an LRU cache per constraint), so a decoding step is a dictionary lookup
(`advance`) and one scatter into a `-inf` matrix (`weights_batch`).

Known limitations: the reward guarantee assumes the model's log-probability of
the complete reading is above -R; the constraint does not know `max_len`, so a
lattice whose every complete path is longer than the beam's limit yields a
truncated prefix (readings of MEASURE/MONEY are far shorter than 40 words).
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import torch

from tnfst import special
from tnfst.vocab import Vocabulary

logger = logging.getLogger(__name__)

NAME = "measure_money_fst"
DEFAULT_REWARD = 1000.0  # Sproat & Jaitly's exit cost -1000 at original final states
DEFAULT_CACHE_SIZE = 1024  # compiled token lattices kept per constraint (a few KB each)
_NEG_INF = float("-inf")
_NO_MATCH = object()  # cache entry: the grammar does not match the token


class WordLatticeLike(Protocol):
    """What the constraint reads of `tnfst.grammar.WordLattice`."""

    start: int
    finals: frozenset[int]
    arcs: tuple[tuple[tuple[str, int], ...], ...]


class LatticeGrammar(Protocol):
    """What the constraint needs of `tnfst.grammar.CoveringGrammar`."""

    def lattice(self, token: str) -> WordLatticeLike | None: ...

    def words(self) -> frozenset[str]: ...


@dataclass(frozen=True)
class FstConfig:
    """Settings of `MeasureMoneyFst`."""

    reward: float = DEFAULT_REWARD  # added to STOP at an original final state (log space)
    cache_size: int = DEFAULT_CACHE_SIZE  # compiled lattices kept (LRU)
    check_vocab: bool = True  # at construction: every grammar word must be in the vocabulary

    def __post_init__(self):
        if not (isinstance(self.reward, (int, float)) and math.isfinite(self.reward) and self.reward > 0):
            raise ValueError(f"reward must be a finite positive number, got {self.reward!r}")
        if not (isinstance(self.cache_size, int) and self.cache_size >= 1):
            raise ValueError(f"cache_size must be a positive integer, got {self.cache_size!r}")


class CompiledLattice:
    """One token's lattice as per-state lookups over word ids.

    State indices 0..S-1 are the lattice's; S is the dead state after STOP.

    Attributes:
        token: the written token.
        start: initial state q_0.
        ids: per state, LongTensor[k_q] of allowed word ids (arcs and STOP).
        vals: per state, float32 Tensor[k_q] of their weights (0, or R on STOP).
        next: per state, dict word id -> next state (STOP -> dead state).
        final: per state, whether it is an original final state.
    Compared by identity (states hash by it), never mutated.
    """

    __slots__ = ("token", "start", "ids", "vals", "next", "final", "dead")

    def __init__(self, token: str, lattice: WordLatticeLike, vocab: Vocabulary, reward: float):
        self.token = token
        arcs = lattice.arcs
        num_states = len(arcs)
        start = lattice.start
        finals = frozenset(lattice.finals)
        if not (isinstance(start, int) and 0 <= start < num_states):
            raise ValueError(f"lattice for {token!r}: start state {start!r} is not one of its {num_states} states")
        if any(not (isinstance(f, int) and 0 <= f < num_states) for f in finals):
            raise ValueError(f"lattice for {token!r}: final states {sorted(finals)} out of range 0..{num_states - 1}")
        coaccessible = _coaccessible(arcs, finals, token)
        if start not in coaccessible:
            raise ValueError(f"lattice for {token!r}: no final state is reachable from the start state")
        missing = sorted({w for state_arcs in arcs for w, _ in state_arcs if w not in vocab})
        if missing:
            raise ValueError(
                f"lattice for {token!r} has {len(missing)} word(s) missing from the decoder vocabulary "
                f"(it must contain grammar.words()): {missing[:20]}"
            )
        dead = num_states
        ids, vals, nexts = [], [], []
        for q, state_arcs in enumerate(arcs):
            step: dict[int, int] = {}
            for word, target in state_arcs:
                word_id = vocab.id(word)
                if word_id in step:
                    raise ValueError(f"lattice for {token!r} is not deterministic: state {q} has two arcs {word!r}")
                if word_id == special.STOP:
                    raise ValueError(f"lattice for {token!r}: the STOP word {word!r} cannot label an arc")
                if target in coaccessible:
                    step[word_id] = target
            step[special.STOP] = dead
            row_ids = list(step)
            row_vals = [0.0] * len(row_ids)
            row_vals[-1] = float(reward) if q in finals else 0.0
            ids.append(torch.tensor(row_ids, dtype=torch.long))
            vals.append(torch.tensor(row_vals, dtype=torch.float32))
            nexts.append(step)
        ids.append(torch.tensor([special.STOP], dtype=torch.long))  # dead state: STOP only, cost 0
        vals.append(torch.zeros(1, dtype=torch.float32))
        nexts.append({special.STOP: dead})
        self.start = start
        self.ids = tuple(ids)
        self.vals = tuple(vals)
        self.next = tuple(nexts)
        self.final = tuple(q in finals for q in range(num_states)) + (False,)
        self.dead = dead

    def __repr__(self) -> str:
        return f"CompiledLattice({self.token!r}, states={self.dead})"


def _coaccessible(arcs, finals: frozenset[int], token: str) -> set[int]:
    """States from which a final state can be reached (reverse breadth-first search)."""
    num_states = len(arcs)
    incoming: list[list[int]] = [[] for _ in range(num_states)]
    for q, state_arcs in enumerate(arcs):
        for _, target in state_arcs:
            if not (isinstance(target, int) and 0 <= target < num_states):
                raise ValueError(f"lattice for {token!r}: arc from state {q} to {target!r}, out of range")
            incoming[target].append(q)
    seen = set(finals)
    todo = list(finals)
    while todo:
        for p in incoming[todo.pop()]:
            if p not in seen:
                seen.add(p)
                todo.append(p)
    return seen


@dataclass(frozen=True, slots=True)
class LatticeState:
    """A constraint state: a compiled token lattice and a state in it (immutable, hashable)."""

    lattice: CompiledLattice
    state: int

    @property
    def complete(self) -> bool:
        """True at an original final state (STOP here earns the reward)."""
        return self.lattice.final[self.state]

    @property
    def stopped(self) -> bool:
        """True in the dead state after STOP."""
        return self.state == self.lattice.dead


class MeasureMoneyFst:
    """Hard covering-grammar constraint with a final reward (Sproat & Jaitly).

    Args:
        vocab: the decoder's output vocabulary (V = len(vocab)); it must contain
            every word of `grammar.words()`.
        grammar: anything with `lattice(token) -> WordLattice | None` (and
            `words()` for the construction-time vocabulary check), normally
            `tnfst.grammar.CoveringGrammar.load(lang)`.
        config: reward, cache size, vocabulary check.
    """

    name = NAME

    def __init__(self, vocab: Vocabulary, grammar: LatticeGrammar, config: FstConfig = FstConfig()):
        if not isinstance(vocab, Vocabulary):
            raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
        if not callable(getattr(grammar, "lattice", None)):
            raise TypeError(f"grammar must have a lattice(token) method, got {type(grammar).__name__}")
        self.vocab = vocab
        self.grammar = grammar
        self.config = config
        self.vocab_size = len(vocab)
        self._cache: OrderedDict[str, object] = OrderedDict()
        if config.check_vocab and callable(getattr(grammar, "words", None)):
            missing = sorted(w for w in grammar.words() if w not in vocab)
            if missing:
                raise ValueError(
                    f"{NAME}: {len(missing)} word(s) the grammar can produce are missing from the decoder "
                    f"vocabulary (add grammar.words() to it when building the vocabulary): {missing[:20]}"
                )

    @property
    def max_reward(self) -> float:
        """At most one STOP per hypothesis earns anything: R."""
        return float(self.config.reward)

    def compiled(self, token: str) -> CompiledLattice | None:
        """The token's compiled lattice (cached), None if the grammar does not match."""
        entry = self._cache.get(token)
        if entry is None:
            lattice = self.grammar.lattice(token)
            entry = _NO_MATCH if lattice is None else CompiledLattice(token, lattice, self.vocab, self.config.reward)
            self._cache[token] = entry
            if len(self._cache) > self.config.cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(token)
        return None if entry is _NO_MATCH else entry

    def start(self, token: str) -> LatticeState | None:
        """q_0 of the token's lattice, or None when the grammar does not match it."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a string, got {type(token).__name__}")
        lattice = self.compiled(token)
        return None if lattice is None else LatticeState(lattice, lattice.start)

    def advance(self, state: LatticeState, word_id: int) -> LatticeState:
        """The state after `word_id`; STOP leads to the dead state."""
        target = state.lattice.next[state.state].get(int(word_id))
        if target is None:
            raise ValueError(
                f"{NAME}: word id {int(word_id)} is forbidden at state {state.state} of the lattice for "
                f"{state.lattice.token!r}"
            )
        return LatticeState(state.lattice, target)

    def weights(self, state: LatticeState) -> torch.Tensor:
        """h(q): float32 Tensor[V], -inf except the allowed ids."""
        row = torch.full((self.vocab_size,), _NEG_INF)
        row[state.lattice.ids[state.state]] = state.lattice.vals[state.state]
        return row

    def weights_batch(self, states: Sequence[LatticeState]) -> torch.Tensor:
        """float32 Tensor[N, V]: `weights` for N states in one scatter."""
        n = len(states)
        out = torch.full((n, self.vocab_size), _NEG_INF)
        if n == 0:
            return out
        ids = [s.lattice.ids[s.state] for s in states]
        vals = [s.lattice.vals[s.state] for s in states]
        lengths = torch.tensor([len(i) for i in ids])
        rows = torch.repeat_interleave(torch.arange(n), lengths)  # [sum k_q]
        out[rows, torch.cat(ids)] = torch.cat(vals)
        return out
