"""Small pynini helpers over UTF-8 labels (every grammar here works on Unicode code points).

Pure functions: nothing is compiled at import.
"""

from __future__ import annotations

from collections.abc import Iterable

import pynini

UTF8 = "utf8"


def acc(text: str) -> pynini.Fst:
    """Acceptor of exactly `text` (pynini's bracket syntax escaped)."""
    return pynini.accep(pynini.escape(text), token_type=UTF8)


def cross(written: str, spoken: str) -> pynini.Fst:
    """Transducer written -> spoken."""
    return pynini.cross(acc(written), acc(spoken))


def delete(text: str) -> pynini.Fst:
    """Reads `text`, writes nothing."""
    return pynini.cross(acc(text), acc(""))


def drop(fsa: pynini.Fst) -> pynini.Fst:
    """Reads any string of the acceptor `fsa`, writes nothing (`delete` for a set of strings)."""
    return pynini.cross(fsa, acc(""))


def insert(text: str) -> pynini.Fst:
    """Reads nothing, writes `text`."""
    return pynini.cross(acc(""), acc(text))


def union(fsts: Iterable[pynini.Fst]) -> pynini.Fst:
    """Union of a non-empty iterable of FSTs."""
    fsts = list(fsts)
    if not fsts:
        raise ValueError("union of nothing")
    return pynini.union(*fsts)


def mapping(pairs: Iterable[tuple[str, Iterable[str]]], weight: float = 0.0) -> pynini.Fst:
    """Union of written -> each spoken variant; `weight` added to every path."""
    arcs = [cross(written, spoken) for written, variants in pairs for spoken in variants]
    fst = union(arcs).optimize()
    return weighted(fst, weight)


def weighted(fst: pynini.Fst, weight: float) -> pynini.Fst:
    """`fst` with `weight` added to every path (copy)."""
    return fst + pynini.accep("", weight=weight) if weight else fst


def chars(text: str) -> pynini.Fst:
    """Acceptor of any single character of `text`."""
    return union(acc(c) for c in text)


def ranked_readings(rule: pynini.Fst, token: str) -> list[str]:
    """Every reading `rule` gives `token`, best (lowest weight) first; [] when the rule does not
    match it. For tests and grammar authors checking a rule they wrote (the runtime asks the
    compiled grammar, `tnfst.grammar.CoveringGrammar`)."""
    found = acc(token) @ rule
    if found.start() < 0:
        return []
    paths = found.project("output").rmepsilon().paths(input_token_type=UTF8, output_token_type=UTF8)
    return [reading for _, reading in sorted((float(weight), reading) for _, reading, weight in paths.items())]
