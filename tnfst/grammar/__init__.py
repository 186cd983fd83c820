"""Covering grammars for MEASURE, MONEY (Sproat & Jaitly) and TIME, compiled once and cached.

    from tnfst.grammar import CoveringGrammar, WordLattice
    g = CoveringGrammar.load("en")          # MEASURE+MONEY; cheap, the FAR is built/loaded on first use
    g.readings("6ft")                        # ["six feet", "six foot"]
    g.lattice("£5")                          # WordLattice over words, or None
    t = CoveringGrammar.load("en", classes=("TIME",))
    t.readings("7:30 pm")                    # ["seven thirty p m"]
"""

from tnfst.grammar.covering import CoveringGrammar
from tnfst.grammar.errors import GrammarError
from tnfst.grammar.lattice import WordLattice

__all__ = ["CoveringGrammar", "GrammarError", "WordLattice"]
