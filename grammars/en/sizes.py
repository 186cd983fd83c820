"""SIZE_PLURAL: a size in the plural ("2x4s" -> "two by fours", "4×4s" -> "four by fours").

A context rule (`rules.CONTEXT_RULES`): `tnfst.plural_sizes` decides where it is said (any
such token); the rule only licenses the reading, so the context never says what no grammar
would. The last number is said as a plural noun ("fours", "sixes", "twenties"), as a decade's
"nineties". Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union
from tnfst.grammars.en.numbers import Numbers

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def plural_words() -> pynini.Fst:
    """Spoken words -> the same with the last word in the plural ("twenty four" -> "twenty fours",
    "six" -> "sixes", "twenty" -> "twenties")."""
    sigma_star = pynini.closure(chars(_LETTERS + " "))
    other = chars("".join(c for c in _LETTERS if c not in "xy"))
    return union([sigma_star + cross("y", "ies"), sigma_star + cross("x", "xes"),
                  sigma_star + other + insert("s")]).optimize()


def build_size_plural(nums: Numbers) -> pynini.Fst:
    """SIZE_PLURAL: two whole numbers of one to three digits joined by "x" or "×", then "s"
    (an apostrophe before it allowed: "2x4's")."""
    digits = chars("123456789") + pynini.closure(chars("0123456789"), 0, 2)
    number = (digits @ nums.cardinal).optimize()
    by = union([cross("x", " by "), cross("×", " by ")])
    plural_s = union([delete("s"), delete("'s"), delete("’s")])
    return (number + by + ((digits @ nums.cardinal) @ plural_words()) + plural_s).optimize()
