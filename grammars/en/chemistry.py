"""CHEMICAL_FORMULA, a context-only rule (`tnfst.chemistry`): a chemical formula read symbol by symbol.

A formula of element symbols and counts ("CaCO3", "MgSO4", "Fe2O3", "C6H12O6") is said as
chemists and teachers read it aloud: each symbol's letters spelled, each count its cardinal
("CaCO3" -> "c a c o three", "Fe2O3" -> "f e two o three"), never a word ("caco three").
The symbols are the 118 of the IUPAC periodic table (`ELEMENTS`).
"""

from __future__ import annotations

import pynini

from tnfst.chemistry import ELEMENTS
from tnfst.grammars.en.fst import chars, cross, insert, union
from tnfst.grammars.en.numbers import Numbers

#: Most digits of one count ("C60" has two).
MAX_COUNT_DIGITS = 2
#: Most symbols of one formula.
MAX_SYMBOLS = 12


def build_chemical_formula(nums: Numbers) -> pynini.Fst:
    """CHEMICAL_FORMULA: "CaCO3" -> "c a c o three": 1-`MAX_SYMBOLS` element symbols, each spelled
    in lowercase letters and followed by an optional count of 1-99 (its cardinal)."""
    symbol = union([cross(s, " ".join(s.lower())) for s in ELEMENTS])
    d = chars("0123456789")
    count = (chars("123456789") + pynini.closure(d, 0, MAX_COUNT_DIGITS - 1)) @ nums.cardinal
    unit = symbol + pynini.closure(insert(" ") + count, 0, 1)
    return (unit + pynini.closure(insert(" ") + unit, 0, MAX_SYMBOLS - 1)).optimize()
