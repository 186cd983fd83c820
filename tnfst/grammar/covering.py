"""`CoveringGrammar`: what the grammar licenses for a written MEASURE or MONEY token.

For a token x and grammar G, the licensed readings are the output projection of
x o G (Sproat & Jaitly's covering grammar); MONEY first applies MONEY_PREFIX so
that "$5" is read as "5 $". The FAR is loaded on first use, not at construction.

Known limitations: a token matched by both MEASURE and MONEY gets the union of
their readings and is classed MONEY; tokens longer than `MAX_TOKEN_CHARS` never match.
"""

from __future__ import annotations

import collections
import os

import pynini

from tnfst.grammar import cache
from tnfst.grammar.errors import GrammarError
from tnfst.grammar.lattice import WordLattice, _char_dfa

#: Longer tokens are not measures or amounts; refusing them bounds composition time.
MAX_TOKEN_CHARS = 80
#: Tokens whose lattices are kept (per grammar instance).
LATTICE_CACHE_SIZE = 4096


class CoveringGrammar:
    """The MEASURE/MONEY covering grammar of one language.

    Construct with `CoveringGrammar.load(lang, cache_dir)`; nothing is compiled or
    read until the first query.
    """

    def __init__(self, lang: str = "en", cache_dir: str | os.PathLike | None = None):
        cache.grammar_dir(lang)  # fail early on an unknown language
        self.lang = lang
        self.cache_dir = cache_dir
        self._compiled: cache.Compiled | None = None
        self._char_cache: collections.OrderedDict = collections.OrderedDict()

    @classmethod
    def load(cls, lang: str = "en", cache_dir: str | os.PathLike | None = None) -> "CoveringGrammar":
        """A lazily loaded grammar (cheap: the FAR is compiled or read on first use)."""
        return cls(lang=lang, cache_dir=cache_dir)

    def ensure_loaded(self) -> "CoveringGrammar":
        """Compile (if needed) and load the FAR now."""
        self._rules()
        return self

    def _rules(self) -> dict:
        if self._compiled is None:
            self._compiled = cache.load(self.lang, self.cache_dir)
        return self._compiled.rules

    # -- per-token lattices ------------------------------------------------

    def _classed(self, token: str) -> tuple[str | None, pynini.Fst | None]:
        """(class, char-level deterministic acceptor of readings) for a token."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a str, got {type(token).__name__}")
        if token in self._char_cache:
            self._char_cache.move_to_end(token)
            return self._char_cache[token]
        result = self._compose(token)
        self._char_cache[token] = result
        if len(self._char_cache) > LATTICE_CACHE_SIZE:
            self._char_cache.popitem(last=False)
        return result

    def _compose(self, token: str) -> tuple[str | None, pynini.Fst | None]:
        if not token or len(token) > MAX_TOKEN_CHARS or token != token.strip():
            return None, None
        rules = self._rules()
        try:
            written = pynini.accep(pynini.escape(token), token_type="utf8")
        except (pynini.FstStringCompilationError, pynini.FstOpError):
            return None, None
        written.arcsort("olabel")
        moved = pynini.project(written @ rules["MONEY_PREFIX"], "output").rmepsilon()
        money = [written @ rules["MONEY"]]
        if moved.start() >= 0 and moved.num_states():
            money.append(moved.arcsort("olabel") @ rules["MONEY"])
        for cls, candidates in (("MONEY", money), ("MEASURE", [written @ rules["MEASURE"]])):
            found = [fst for fst in candidates if fst.start() >= 0 and fst.num_states()]
            if found:
                dfa = _char_dfa(pynini.union(*found) if len(found) > 1 else found[0])
                if dfa is not None:
                    if cls == "MONEY":
                        measure = written @ rules["MEASURE"]
                        if measure.start() >= 0 and measure.num_states():
                            dfa = _char_dfa(pynini.union(dfa, measure))
                    return cls, dfa
        return None, None

    # -- the public API ----------------------------------------------------

    def matches(self, token: str) -> bool:
        """True when the grammar accepts the written token (as MEASURE or MONEY)."""
        return self._classed(token)[1] is not None

    def semiotic_class(self, token: str) -> str | None:
        """"MONEY", "MEASURE" or None."""
        return self._classed(token)[0]

    def readings(self, token: str, limit: int = 20) -> list[str]:
        """Up to `limit` licensed readings, best (lowest grammar cost) first; [] if no match."""
        dfa = self._classed(token)[1]
        if dfa is None or limit <= 0:
            return []
        best = pynini.shortestpath(dfa, nshortest=limit, unique=True)
        paths = best.paths(output_token_type="utf8")
        ranked = sorted((float(weight), reading) for _, reading, weight in paths.items())
        return [reading for _, reading in ranked]

    def lattice(self, token: str) -> WordLattice | None:
        """The word lattice of the token's readings; None when the grammar does not match."""
        dfa = self._classed(token)[1]
        return None if dfa is None else WordLattice.from_fst(dfa)

    def licenses(self, token: str, reading: str) -> bool:
        """True when `reading` (words separated by spaces) is a licensed reading of `token`."""
        if not isinstance(reading, str):
            raise TypeError(f"reading must be a str, got {type(reading).__name__}")
        lattice = self.lattice(token)
        return lattice is not None and lattice.accepts(reading.split())

    def words(self) -> frozenset[str]:
        """Every word any reading can contain (the decoder's vocabulary must hold them)."""
        self._rules()
        return self._compiled.words

    def __repr__(self) -> str:
        state = "loaded" if self._compiled is not None else "not loaded"
        return f"CoveringGrammar(lang={self.lang!r}, {state})"


__all__ = ["CoveringGrammar", "GrammarError"]
