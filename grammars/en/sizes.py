"""Sizes: SIZE_PLURAL, a size in the plural ("2x4s" -> "two by fours", "4×4s" -> "four by fours"),
NUMBER_PLURAL, a form's or a type's number in the plural ("1099s" -> "ten ninety nines"), and SIZE_RANGE, a range of letter sizes ("S-XL" -> "s to x l" | "small to extra large").

Context rules (`rules.CONTEXT_RULES`): `tnfst.plural_sizes` decides where they are said; the
rules only license the readings, so the context never says what no grammar
would. The last number is said as a plural noun ("fours", "sixes", "twenties"), as a decade's
"nineties". Pure: nothing compiled at import.
"""

from __future__ import annotations

from collections.abc import Sequence

import pynini

from tnfst.grammars.en.fst import chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
#: Cost of a size range said in words ("small to extra large"): licensed, after the letters.
WORDS_COST = 1.0


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


def build_size_range(rows: Sequence[tuple[str, tuple[str, ...]]]) -> pynini.Fst:
    """SIZE_RANGE: two letter sizes of words/clothing_sizes.tsv joined by a dash ("S-XL"), read
    "<size> to <size>" in any of their readings, the letters first."""
    letters = union([cross(written, readings[0]) for written, readings in rows]).optimize()
    size = union([cross(written, spoken) for written, readings in rows for spoken in readings]).optimize()
    to = union([cross("-", " to "), cross("–", " to ")])
    return union([letters + to + letters, weighted(size + to + size, WORDS_COST)]).optimize()


def build_number_plural(code_pairs: pynini.Fst) -> pynini.Fst:
    """NUMBER_PLURAL: a number of three or four digits that does not end in 0, then "s", said in
    pairs with the last word in the plural ("1099s" -> "ten ninety nines", "747s" -> "seven forty
    sevens"): forms and types named by their numbers ("1099s", "747s"), as "2x4s" and "the 1990s"."""
    d = chars("0123456789")
    number = chars("123456789") + pynini.closure(d, 1, 2) + chars("123456789")
    return ((number @ code_pairs @ plural_words()) + delete("s")).optimize()
