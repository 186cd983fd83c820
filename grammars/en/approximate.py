"""APPROXIMATE: the tilde before an amount ("~$50", "~5 min") -> "about" | "approximately".

A context rule (`rules.CONTEXT_RULES`): `tnfst.approximate` says it where a number or an amount
follows the "~" (the tokenizer cuts a tilde glued to one off: "~$50" -> "~", "$50"); elsewhere
"~" is the grammars' (the mark's name, "tilde"). Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import cross, union, weighted

#: Cost of "approximately", licensed after "about".
APPROXIMATELY_COST = 1.0


def build_approximate() -> pynini.Fst:
    """"~" -> "about" (best) | "approximately"."""
    return union([cross("~", "about"), weighted(cross("~", "approximately"), APPROXIMATELY_COST)]).optimize()
