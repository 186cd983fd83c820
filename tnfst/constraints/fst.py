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
token (an LRU cache per constraint), and the dense row h(q) is materialised the
first time a hypothesis reaches q, so a decoding step is a dictionary lookup
(`advance`) and one `np.stack` of cached rows (`weights_batch`). Memory: a
cached lattice holds at most (states + 1) rows of V float32 (8 KB per row at
V = 2,000; a MEASURE/MONEY lattice has ~3-30 states).

Length limit: the beam search starts states with `start_within(token,
max_len)`; a state then carries the words left, and an arc is forbidden when
the shortest completion from its target no longer fits. So if a complete
reading fits in `max_len`, every live hypothesis can still complete within
it. Rows that differ from the unlimited row (only near the limit) are cached
apart.

Vocabulary gaps. A grammar may license words the decoder cannot write (a
grammar author added a unit with a new word; the shipped model predates it).
With `check_vocab="warn"` (the default) the constraint logs one warning at
construction naming a few of them, and at `start(token)` drops the arcs whose
word the vocabulary lacks, re-trims the lattice to the states that can still
reach a final state, and returns None (unconstrained decoding, logged at debug
level) when no complete reading survives. `check_vocab="strict"` refuses such a
grammar at construction instead (and such a lattice at `start`); `"quiet"` prunes
like "warn" without the construction-time check.

The same machinery serves every covering-grammar class: `measure_money_fst`
(MEASURE and MONEY) and `time_fst` (TIME) are instances with different grammars
and names. Constraints add their weights, so two that both match a token must
agree on a reading: "8 pm" is a MEASURE ("eight picometers") and a TIME ("eight
p m"), and together they would forbid every word. An instance built with
`defer_to` (a grammar) therefore leaves the tokens that grammar matches to the
other constraint: `measure_money_fst` defers to the TIME grammar when built
together with `time_fst` (see `fst_factory`).

Known limitations: the reward guarantee assumes the model's log-probability of
the complete reading is above -R (a model sure to within e^-R of a wrong
path, per reading, could still pick a truncation); a token none of whose
readings fits in `max_len` is decoded without the limit (any output is then a
truncation).
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict, deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from tnfst import special
from tnfst.vocab import Vocabulary

logger = logging.getLogger(__name__)

NAME = "measure_money_fst"
TIME_NAME = "time_fst"  # the same constraint over the TIME covering grammar
CLASS_NAME = "class_fst"  # the same constraint over the union of every class grammar
#: `FstConfig.check_vocab` policies (see the module docstring).
VOCAB_POLICIES = ("warn", "strict", "quiet")
#: Missing words named in the construction-time warning.
MISSING_WORDS_SHOWN = 10
DEFAULT_REWARD = 1000.0  # Sproat & Jaitly's exit cost -1000 at original final states
DEFAULT_CACHE_SIZE = 1024  # compiled token lattices kept per constraint (dense rows built only for visited states, 4V bytes each)
UNBOUNDED = 1 << 62  # word budget of a search with no length limit
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
    # grammar words missing from the vocabulary: "warn" (log once, prune per token),
    # "strict" (refuse), "quiet" (prune per token, no log); True = "strict", False = "quiet"
    check_vocab: str = "warn"
    # the grammar's best reading needs a word outside the vocabulary: True = say it as the grammar
    # writes it (`MeasureMoneyFst.forced_words`: "100 ESP" -> "one hundred spanish pesetas"),
    # False = let the decoder choose among the readings it can write ("one hundred e s p").
    # `words` says it (a spelling variant); `class_fst` does not: for an ambiguous token the
    # grammar's first reading is not the likelier one ("7 pH": "seven picohenries" before
    # "seven p h"), and choosing is the model's job (grammars/en/AMBIGUITY.md)
    say_best_reading: bool = False

    def __post_init__(self):
        policy = self.check_vocab
        if isinstance(policy, bool):
            object.__setattr__(self, "check_vocab", "strict" if policy else "quiet")
        elif policy not in VOCAB_POLICIES:
            raise ValueError(f"check_vocab must be one of {VOCAB_POLICIES} (or a bool), got {policy!r}")
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
        ids: per state, the allowed word ids (arcs, then STOP), a tuple.
        vals: per state, their weights (0, or R on STOP), a tuple.
        next: per state, dict word id -> next state (STOP -> dead state).
        final: per state, whether it is an original final state.
        dist: per state, the fewest words that reach a final state from it.
        need: per state, the most words any allowed arc needs to reach a final
            state (1 + dist of its target): with fewer words left, some arcs go.
    Compared by identity (states hash by it). Its only mutable part is the
    cache of dense rows `row(q, budget)`, filled on first use and never changed after.
    """

    __slots__ = (
        "token", "start", "ids", "vals", "next", "final", "dead", "dist", "need", "vocab_size", "_rows", "_tight",
    )

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
        coaccessible = _distance_to_final(arcs, finals, token)  # state -> fewest words to a final state
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
            row_ids = tuple(step)
            row_vals = [0.0] * len(row_ids)
            row_vals[-1] = float(reward) if q in finals else 0.0
            ids.append(row_ids)  # plain tuples: tensors are made only for the rows a search visits
            vals.append(tuple(row_vals))
            nexts.append(step)
        ids.append((special.STOP,))  # dead state: STOP only, cost 0
        vals.append((0.0,))
        nexts.append({special.STOP: dead})
        self.start = start
        self.ids = tuple(ids)
        self.vals = tuple(vals)
        self.next = tuple(nexts)
        self.final = tuple(q in finals for q in range(num_states)) + (False,)
        self.dead = dead
        self.dist = tuple(coaccessible.get(q, UNBOUNDED) for q in range(num_states)) + (0,)
        self.need = tuple(
            max((1 + self.dist[target] for word, target in step.items() if word != special.STOP), default=0)
            for step in nexts
        )
        self.vocab_size = len(vocab)
        self._rows: list[np.ndarray | None] = [None] * (num_states + 1)
        self._tight: dict[tuple[int, int], np.ndarray] = {}

    def row(self, q: int, budget: int = UNBOUNDED) -> np.ndarray:
        """h(q) with `budget` words left: float32 [V] (built once, read-only).

        -inf except STOP and the arcs whose target can still reach a final state
        within budget - 1 words."""
        if budget >= self.need[q]:
            row = self._rows[q]
            if row is None:
                row = self._rows[q] = self._dense(self.ids[q], self.vals[q])
            return row
        row = self._tight.get((q, budget))
        if row is None:
            keep = [i for i, w in enumerate(self.ids[q]) if w == special.STOP or 1 + self.dist[self.next[q][w]] <= budget]
            row = self._tight[(q, budget)] = self._dense([self.ids[q][i] for i in keep], [self.vals[q][i] for i in keep])
        return row

    def _dense(self, ids, vals) -> np.ndarray:
        row = np.full(self.vocab_size, _NEG_INF, dtype=np.float32)
        row[np.asarray(ids, dtype=np.int64)] = np.asarray(vals, dtype=np.float32)
        row.flags.writeable = False  # a shared cache
        return row

    def __repr__(self) -> str:
        return f"CompiledLattice({self.token!r}, states={self.dead})"


def _distance_to_final(arcs, finals: frozenset[int], token: str) -> dict[int, int]:
    """Fewest words from each state to a final state, for the states that reach one
    (breadth-first search over reversed arcs)."""
    num_states = len(arcs)
    incoming: list[list[int]] = [[] for _ in range(num_states)]
    for q, state_arcs in enumerate(arcs):
        for _, target in state_arcs:
            if not (isinstance(target, int) and 0 <= target < num_states):
                raise ValueError(f"lattice for {token!r}: arc from state {q} to {target!r}, out of range")
            incoming[target].append(q)
    dist = {f: 0 for f in finals}
    queue = deque(finals)
    while queue:
        q = queue.popleft()
        for p in incoming[q]:
            if p not in dist:
                dist[p] = dist[q] + 1
                queue.append(p)
    return dist


@dataclass(frozen=True, slots=True)
class LatticeState:
    """A constraint state (immutable, hashable): a compiled token lattice, a state
    in it, and the words the search may still emit (`UNBOUNDED` without a limit)."""

    lattice: CompiledLattice
    state: int
    budget: int = UNBOUNDED

    @property
    def complete(self) -> bool:
        """True at an original final state (STOP here earns the reward)."""
        return self.lattice.final[self.state]

    @property
    def stopped(self) -> bool:
        """True in the dead state after STOP."""
        return self.state == self.lattice.dead


@dataclass(frozen=True)
class _Lattice:
    """A word lattice with some arcs removed (same shape as `tnfst.grammar.WordLattice`)."""

    start: int
    finals: frozenset[int]
    arcs: tuple[tuple[tuple[str, int], ...], ...]


def _in_vocabulary(lattice: WordLatticeLike, vocab: Vocabulary) -> tuple[WordLatticeLike, frozenset[str]]:
    """(the lattice without arcs whose word `vocab` lacks, the words dropped)."""
    dropped = frozenset(w for state_arcs in lattice.arcs for w, _ in state_arcs if w not in vocab)
    if not dropped:
        return lattice, dropped
    arcs = tuple(tuple(arc for arc in state_arcs if arc[0] not in dropped) for state_arcs in lattice.arcs)
    return _Lattice(lattice.start, frozenset(lattice.finals), arcs), dropped


class MeasureMoneyFst:
    """Hard covering-grammar constraint with a final reward (Sproat & Jaitly).

    Args:
        vocab: the decoder's output vocabulary (V = len(vocab)); it should contain
            every word of `grammar.words()` (see `FstConfig.check_vocab` for gaps).
        grammar: anything with `lattice(token) -> WordLattice | None` (and
            `words()` for the construction-time vocabulary check), normally
            `tnfst.grammar.CoveringGrammar.load(lang)`.
        config: reward, cache size, vocabulary policy.
        name: the registry name shown in results ("measure_money_fst", "time_fst").
        defer_to: optional grammar (`matches(token)` or `lattice(token)`) whose tokens
            this constraint leaves alone (`start` returns None), because another
            constraint reads them ("8 pm" is left to `time_fst`).
    """

    def __init__(self, vocab: Vocabulary, grammar: LatticeGrammar, config: FstConfig = FstConfig(),
                 name: str = NAME, defer_to: object | None = None):
        if not isinstance(vocab, Vocabulary):
            raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
        if not callable(getattr(grammar, "lattice", None)):
            raise TypeError(f"grammar must have a lattice(token) method, got {type(grammar).__name__}")
        if not isinstance(config, FstConfig):
            raise TypeError(f"config must be an FstConfig, got {type(config).__name__}")
        if not (isinstance(name, str) and name):
            raise ValueError(f"name must be a non-empty string, got {name!r}")
        if defer_to is not None and not callable(getattr(defer_to, "matches", getattr(defer_to, "lattice", None))):
            raise TypeError(f"defer_to must have a matches(token) or lattice(token) method, got {defer_to!r}")
        self.defer_to = defer_to
        self.vocab = vocab
        self.grammar = grammar
        self.config = config
        self.name = name
        self.vocab_size = len(vocab)
        self._cache: OrderedDict[str, object] = OrderedDict()
        self._must: OrderedDict[str, bool] = OrderedDict()  # must_read's answers
        if config.check_vocab != "quiet" and callable(getattr(grammar, "words", None)):
            missing = sorted(w for w in grammar.words() if w not in vocab)
            if missing and config.check_vocab == "strict":
                raise ValueError(
                    f"{name}: {len(missing)} word(s) the grammar can produce are missing from the decoder "
                    f"vocabulary (add grammar.words() to it when building the vocabulary): {missing[:20]}"
                )
            if missing:
                logger.warning(
                    "%s: %d word(s) the grammar can produce are missing from the decoder vocabulary, e.g. %s; "
                    "readings that need them are not licensed (tokens with no other reading decode unconstrained)",
                    name, len(missing), ", ".join(missing[:MISSING_WORDS_SHOWN]),
                )

    @property
    def max_reward(self) -> float:
        """At most one STOP per hypothesis earns anything: R."""
        return float(self.config.reward)

    def compiled(self, token: str) -> CompiledLattice | None:
        """The token's compiled lattice (cached), None if the grammar does not match."""
        entry = self._cache.get(token)
        if entry is None:
            entry = self._compile(token)
            self._cache[token] = entry
            if len(self._cache) > self.config.cache_size:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(token)
        return None if entry is _NO_MATCH else entry

    def _compile(self, token: str) -> object:
        """The token's CompiledLattice, or _NO_MATCH (no match, or no reading left in the vocabulary)."""
        if self.defer_to is not None and self._deferred(token):
            logger.debug("%s: %r is left to the constraint of %r", self.name, token, self.defer_to)
            return _NO_MATCH
        lattice = self.grammar.lattice(token)
        if lattice is None:
            return _NO_MATCH
        if self.config.check_vocab == "strict":
            return CompiledLattice(token, lattice, self.vocab, self.config.reward)
        pruned, dropped = _in_vocabulary(lattice, self.vocab)
        if not dropped:
            return CompiledLattice(token, lattice, self.vocab, self.config.reward)
        if lattice.start not in _distance_to_final(lattice.arcs, frozenset(lattice.finals), token):
            raise ValueError(f"lattice for {token!r}: no final state is reachable from the start state")
        if pruned.start not in _distance_to_final(pruned.arcs, pruned.finals, token):
            shown = ", ".join(sorted(dropped)[:MISSING_WORDS_SHOWN])
            logger.debug("%s: no reading of %r survives without the words the vocabulary lacks (%s); "
                         "decoding it unconstrained", self.name, token, shown)
            return _NO_MATCH
        if self.config.say_best_reading and not self._best_survives(token):
            # the grammar's best reading needs words the decoder lacks ("100 ESP": "one hundred
            # spanish pesetas"): it is said as the grammar writes it (`forced_words`), not
            # replaced by a lesser reading the decoder can write ("one hundred e s p")
            logger.debug("%s: the best reading of %r is outside the vocabulary; the grammar reads it", self.name, token)
            return _NO_MATCH
        return CompiledLattice(token, pruned, self.vocab, self.config.reward)

    def _best_survives(self, token: str) -> bool:
        """True when the grammar's best reading of `token` is made of vocabulary words, keeps the
        token as written ("-" -> "-": the decoder then chooses among the other readings, "to"), or
        the grammar cannot rank its readings."""
        readings = getattr(self.grammar, "readings", None)
        best = readings(token, limit=1) if callable(readings) else []
        if not best or best[0] in (token, special.SELF):  # kept as written: not a word to say
            return True
        return all(word in self.vocab for word in best[0].split())

    def _deferred(self, token: str) -> bool:
        matches = getattr(self.defer_to, "matches", None)
        return bool(matches(token)) if callable(matches) else self.defer_to.lattice(token) is not None

    def start(self, token: str) -> LatticeState | None:
        """q_0 of the token's lattice, or None when the grammar does not match it (or,
        unless `check_vocab="strict"`, when none of its readings fits the vocabulary)."""
        return self.start_within(token, UNBOUNDED)

    def start_within(self, token: str, max_len: int) -> LatticeState | None:
        """q_0 for a search that emits at most `max_len` words before STOP.

        Arcs whose shortest completion would not fit in the words left are
        forbidden, so a hypothesis never wanders where only a truncation can
        end. If no complete reading fits at all, the limit is ignored (every
        output is then a prefix) and a warning is logged."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a string, got {type(token).__name__}")
        lattice = self.compiled(token)
        if lattice is None:
            return None
        if lattice.dist[lattice.start] > max_len:
            logger.warning("%s: no reading of %r fits in %d words; decoding it without the limit",
                           self.name, token, max_len)
            max_len = UNBOUNDED
        return LatticeState(lattice, lattice.start, max_len)

    def advance(self, state: LatticeState, word_id: int) -> LatticeState:
        """The state after `word_id`; STOP leads to the dead state."""
        lattice = state.lattice
        target = lattice.next[state.state].get(int(word_id))
        if target is None or (target != lattice.dead and 1 + lattice.dist[target] > state.budget):
            raise ValueError(
                f"{self.name}: word id {int(word_id)} is forbidden at state {state.state} of the lattice for "
                f"{lattice.token!r}" + ("" if target is None else f" with {state.budget} word(s) left")
            )
        return LatticeState(lattice, target, 0 if target == lattice.dead else state.budget - 1)

    def only_reading(self, state: LatticeState) -> tuple[int, ...] | None:
        """The word ids of the only complete reading from `state` (each state on the way
        has one arc, the last is final with none), or None when there are several
        (see `tnfst.constraints.base.forced_reading`)."""
        lattice, q, words = state.lattice, state.state, []
        while q != lattice.dead:
            arcs = [w for w in lattice.next[q] if w != special.STOP]
            if lattice.final[q]:
                return tuple(words) if not arcs and len(words) <= state.budget else None
            if len(arcs) != 1:
                return None
            words.append(arcs[0])
            q = lattice.next[q][arcs[0]]
        return None

    def must_read(self, token: str) -> bool:
        """True when the grammar matches `token` and never reads it as written (no ``<self>``
        reading, no reading equal to the token): the pipeline reads it even where the gate would
        leave it alone (a gate miss such as ``⅞`` left as written). In train_10000 and
        validation_10000, none of the ~930 tokens this is true of is kept as written in the gold.
        Cached per token (the last `config.cache_size`)."""
        if not isinstance(token, str) or not token.strip() or (token.isascii() and token.isalpha()):
            return False  # plain words: the gate's call (and the grammars' compositions cost ~1 ms a word)
        known = self._must.get(token)
        if known is None:
            grammar = self.grammar
            matches = getattr(grammar, "matches", None)
            licenses = getattr(grammar, "licenses", None)
            known = bool(callable(matches) and callable(licenses) and matches(token)
                         and not licenses(token, special.SELF) and not licenses(token, token)
                         and not (self.defer_to is not None and self._deferred(token)))
            self._must[token] = known
            if len(self._must) > self.config.cache_size:
                self._must.popitem(last=False)
        return known

    def forced_words(self, token: str) -> tuple[str, ...] | None:
        """The grammar's best reading of `token`, in words, when the grammar matches it but its
        best reading (or every reading) needs words outside the decoder's vocabulary (`start` gives None for such a token
        unless `check_vocab="strict"`), or when the grammar reads the token alone
        (`grammar.reads_alone(token)`: URLs); None when the decoder can write a licensed reading,
        when the grammar does not match, or when the token is deferred to another constraint.
        The pipeline outputs these words without the decoder (`tnfst.constraints.base.forced_words`),
        so a matched token is never read unconstrained."""
        if not isinstance(token, str):
            return None
        alone = getattr(self.grammar, "reads_alone", None)
        if not (callable(alone) and alone(token)) and self.compiled(token) is not None:
            return None
        if self.defer_to is not None and self._deferred(token):
            return None
        return self._best_words(token)

    def forced_within(self, token: str, max_len: int) -> tuple[str, ...] | None:
        """The grammar's best reading of `token` when no licensed reading fits in `max_len`
        words (the decoder's limit: a 45-digit run read digit by digit), so the decoder never
        truncates it; None otherwise (and for a token deferred to another constraint)."""
        if not isinstance(token, str):
            return None
        lattice = self.compiled(token)
        if lattice is None or lattice.dist[lattice.start] <= max_len:
            return None
        if self.defer_to is not None and self._deferred(token):
            return None
        return self._best_words(token)

    def _best_words(self, token: str) -> tuple[str, ...] | None:
        """The grammar's best reading of `token` as words, None where it has none."""
        readings = getattr(self.grammar, "readings", None)
        best = readings(token, limit=1) if callable(readings) else []
        words = tuple(best[0].split()) if best else ()
        return words or None

    def weights(self, state: LatticeState) -> np.ndarray:
        """h(q): float32 [V], -inf except the allowed ids (a cached, read-only row)."""
        return state.lattice.row(state.state, state.budget)

    def weights_batch(self, states: Sequence[LatticeState]) -> np.ndarray:
        """float32 [N, V]: `weights` for N states, stacked (a new array)."""
        if not states:
            return np.empty((0, self.vocab_size), np.float32)
        return np.stack([s.lattice.row(s.state, s.budget) for s in states])
