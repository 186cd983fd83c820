"""A lattice source from explicit readings: token -> list of spoken readings.

`ReadingsGrammar` offers the `lattice(token)` / `words()` interface of the
covering grammar (`tnfst.grammar.CoveringGrammar`) over a fixed table, by
merging the readings of a token into a prefix tree (a deterministic,
epsilon-free acceptor over words). It serves tests and benchmarks, and any
lexicon-style constraint whose readings can be listed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class TrieLattice:
    """Deterministic acceptor over words, same fields as `tnfst.grammar.WordLattice`.

    arcs[state] = ((word, next_state), ...); finals are the accepting states.
    """

    start: int
    finals: frozenset[int]
    arcs: tuple[tuple[tuple[str, int], ...], ...]

    def next_state(self, state: int, word: str) -> int | None:
        for w, target in self.arcs[state]:
            if w == word:
                return target
        return None

    def num_states(self) -> int:
        return len(self.arcs)


def trie_lattice(readings: Iterable[str]) -> TrieLattice:
    """The prefix tree of space-separated readings (the empty reading makes the start final)."""
    arcs: list[dict[str, int]] = [{}]
    finals = set()
    for reading in readings:
        state = 0
        for word in reading.split():
            if word not in arcs[state]:
                arcs.append({})
                arcs[state][word] = len(arcs) - 1
            state = arcs[state][word]
        finals.add(state)
    if not finals:
        raise ValueError("a lattice needs at least one reading")
    return TrieLattice(0, frozenset(finals), tuple(tuple(a.items()) for a in arcs))


class ReadingsGrammar:
    """`lattice(token)` from a table token -> readings; None for unknown tokens.

    Args:
        table: written token -> its licensed spoken readings (space-separated words).
    """

    def __init__(self, table: Mapping[str, Iterable[str]]):
        self._table = {token: tuple(readings) for token, readings in table.items()}
        for token, readings in self._table.items():
            if not readings:
                raise ValueError(f"token {token!r} has no readings")

    def lattice(self, token: str) -> TrieLattice | None:
        readings = self._table.get(token)
        return None if readings is None else trie_lattice(readings)

    def readings(self, token: str, limit: int = 20) -> list[str]:
        return list(self._table.get(token, ()))[:limit]

    def licenses(self, token: str, reading: str) -> bool:
        return " ".join(reading.split()) in {" ".join(r.split()) for r in self._table.get(token, ())}

    def matches(self, token: str) -> bool:
        return token in self._table

    def words(self) -> frozenset[str]:
        return frozenset(w for readings in self._table.values() for r in readings for w in r.split())
