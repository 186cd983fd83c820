"""Context-only rules for finance and arithmetic notation (`tnfst.notation_context`).

* FISCAL: a fiscal year, half or quarter with its year ("FY2024" -> "f y twenty twenty four" |
  "fiscal year twenty twenty four", "FY24" -> "f y twenty four", "1H24" -> "first half twenty
  four", "H1" -> "first half", "Q1'24" -> "q one twenty four" | "first quarter twenty four"):
  the year read as a year (a four-digit one as in a date, "twenty twenty four"; a two-digit one
  as its pair, "o five", "twenty four"), never "two thousand twenty four" nor "two four".
* METER: a time signature before "time" ("3/4" -> "three four", "6/8" -> "six eight"), as
  musicians say a meter (a fraction says "three quarters").
* DIVIDED: a division asked for ("what is 0/0?", "calculate 12/4") -> "zero divided by zero":
  each side a cardinal or a decimal.
* SHORTHAND: the finance press's period-over-period shorthand with a slash (rows of
  words/context_abbreviations.tsv whose written form holds a "/": "y/y" -> "year over year" |
  "year on year"), which no class grammar matches.

Nothing here is asked outside the contexts of `tnfst.notation_context`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: The halves and quarters of FISCAL: digit -> ordinal word.
_ORDINALS = {"1": "first", "2": "second", "3": "third", "4": "fourth"}
_DIGITS = {"1": "one", "2": "two", "3": "three", "4": "four"}
#: Cost of FISCAL's readings in words ("fiscal year", "first quarter") behind the letters.
_WORDS_COST = 1.0


def _years(nums: Numbers) -> pynini.Fst:
    """A year of FISCAL: four digits 1900-2099 as the year of a date ("twenty twenty four"), or two
    digits as their pair ("24" -> "twenty four", "05" -> "o five")."""
    from tnfst.grammars.en import date

    words = date._number_words(nums)
    return union([date._year_fst(range(1900, 2100), words, nums, in_date=True),
                  date._two_digit_years(words)]).optimize()


def fiscal_years(nums: Numbers) -> pynini.Fst:
    """FISCAL's years (`_years`), for the rules that read a year as it does."""
    return _years(nums)


def build_fiscal(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """FISCAL: "FY2024", "FY 24", "FY'24", "H1", "H1 2024", "1H24", "Q1'24", "1Q24" -> the label
    and the year (see the module docstring); the letters first, the words after."""
    del tables
    year = _years(nums)
    gap = pynini.closure(union([delete(" "), delete("'"), delete("’")]), 0, 2)
    said_year = insert(" ") + gap + year
    fy = union([cross("FY", "f y"), weighted(cross("FY", "fiscal year"), _WORDS_COST)]) + said_year
    parts = []
    for letter, word in (("H", "half"), ("Q", "quarter")):
        for digit in ("1", "2") if letter == "H" else ("1", "2", "3", "4"):
            ordinal = f"{_ORDINALS[digit]} {word}"
            letters = f"{letter.lower()} {_DIGITS[digit]}"
            first = union([cross(letter + digit, ordinal if letter == "H" else letters),
                           weighted(cross(letter + digit, letters if letter == "H" else ordinal), _WORDS_COST)])
            parts.append(first + pynini.closure(said_year, 0, 1))
            after = union([cross(digit + letter, ordinal),
                           weighted(cross(digit + letter, f"{_DIGITS[digit]} {letter.lower()}"), _WORDS_COST)])
            parts.append(after + said_year)
    return union([fy] + parts).optimize()


def build_meter(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """METER: a time signature ("3/4" -> "three four", "12/8" -> "twelve eight"): beats of 1-15 over
    a note value of 1, 2, 4, 8, 16 or 32."""
    del tables
    beats = union([acc(str(n)) for n in range(1, 16)]) @ nums.cardinal
    notes = union([acc(str(n)) for n in (1, 2, 4, 8, 16, 32)]) @ nums.cardinal
    return (beats + cross("/", " ") + notes).optimize()


def build_divided(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """DIVIDED: "0/0" -> "zero divided by zero", "7.5/2.5", "1,000/4": each side a cardinal (with
    thousands commas or none) or a decimal."""
    del tables
    digit = chars("0123456789")
    digits = pynini.closure(digit, 1, 9)
    grouped = chars("123456789") + pynini.closure(digit, 0, 2) + pynini.closure(acc(",") + digit + digit + digit, 1, 2)
    side = union([(digits | grouped) @ nums.cardinal,
                  (digits + acc(".") + pynini.closure(digit, 1, 6)) @ nums.decimal])
    return (side + cross("/", " divided by ") + side).optimize()


def build_shorthand(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SHORTHAND: the rows of words/context_abbreviations.tsv written with a "/" ("y/y" -> "year
    over year" | "year on year"), first reading first."""
    del nums
    rows = [row for row in tables["words/context_abbreviations.tsv"].rows if "/" in row[0]]
    if not rows:
        return pynini.Fst()
    return union([weighted(cross(row[0], reading), 0.1 * k) for row in rows
                  for k, reading in enumerate(row[1])]).optimize()
