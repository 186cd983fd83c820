"""CHEMICAL_FORMULA, a context-only rule (`tnfst.chemistry`): a chemical formula read symbol by symbol.

A formula of element symbols and counts ("CaCO3", "MgSO4", "Fe2O3", "C6H12O6") is said as
chemists and teachers read it aloud: each symbol's letters spelled, each count its cardinal
("CaCO3" -> "c a c o three", "Fe2O3" -> "f e two o three"), never a word ("caco three").
The symbols are the 118 of the IUPAC periodic table (`ELEMENTS`).

STOCK_NUMBER, a context-only rule too: an element's name with its oxidation state in Roman numerals
in brackets, the Stock notation of IUPAC's Nomenclature of Inorganic Chemistry (Red Book, IR-5.4.2.2:
"iron(III) chloride" is said "iron three chloride"): "Iron(III)" -> "Iron three", "copper(II)" ->
"copper two". The names are those of `STOCK_ELEMENTS`, the numerals I to VIII.
"""

from __future__ import annotations

import pynini

from tnfst.chemistry import ELEMENTS, STOCK_ELEMENTS
from tnfst.grammars.en.fst import chars, cross, delete, insert, union
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


#: The oxidation states of the Stock notation, I to VIII.
STOCK_NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")
STOCK_SAID = ("one", "two", "three", "four", "five", "six", "seven", "eight")


def build_stock_number(nums: Numbers) -> pynini.Fst:
    """STOCK_NUMBER: an element's name (lowercase or capitalised, kept as written) and a Roman
    numeral in brackets, said as its cardinal ("Iron(III)" -> "Iron three")."""
    del nums  # the signature of every rule builder
    names = union([pynini.accep(n) for name in STOCK_ELEMENTS for n in (name, name.capitalize())])
    numeral = union([cross(r, " " + said) for r, said in zip(STOCK_NUMERALS, STOCK_SAID)])
    return (names + delete("(") + numeral + delete(")")).optimize()
