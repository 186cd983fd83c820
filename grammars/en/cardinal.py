"""CARDINAL: whole numbers, signed numbers, scaled numbers, years, scores and ranges.

Readings in the Google (Kestrel) style, as in its training data (google-tsv-sample,
proteno): "2,681" -> "two thousand six hundred eighty one" (no "and"), "-231" ->
"minus two hundred thirty one", "300 million" -> "three hundred million". Built forms
("|" separates licensed readings, best first):

  N, N,NNN        the cardinal ("0" -> "zero"); no leading zero ("007" is DIGIT's)
  -N, −N, +N      "minus ..." | "plus ..."
  N scale         "3 billion" -> "three billion" (scale words of number/scale_word.tsv,
                  with or without the space)
  YYYY            also the year: "1905" -> "nineteen o five", "1900" -> "nineteen
                  hundred", "2012" -> "twenty twelve"; 2000-2009 and 1000-1009 are
                  read as cardinals ("two thousand six"), "twenty o six" ranked after
  A-B, A–B        a score or a range: "3-2" -> "three to two" | "three two",
                  "10-20" -> "ten to twenty"; each side a cardinal of up to four
                  digits or a year ("1946-1975" -> "nineteen forty six to nineteen
                  seventy five"; Google's data splits such ranges and reads the hyphen
                  "to"); "A B" only for sides of up to three digits; "555-1234" (a
                  telephone number's shape) is not a range

  AxB, AxBxC      sizes without a unit: "9x13" -> "nine by thirteen" | "nine times thirteen",
                  "2x4x8" -> "two by four by eight" (`dimensions`)

  Chapter XV      a heading word and a Roman numeral: "chapter fifteen" (`heading.py`:
                  the words of cardinal/heading.tsv, numerals 1..3999; Google's data labels
                  "Chapter IV"'s numeral CARDINAL). Other Roman numerals are ORDINAL's
                  ("Henry VIII" -> "henry the eighth").

Known limitations: no "fifteen hundred" readings of 1500 as a quantity; no European
separators ("1.000", "10 000"); the second side of a range never carries a sign.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import heading
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, mapping, union, weighted
from tnfst.grammars.en.numbers import VARIANT_COST, Numbers

LISTS: tuple[ListSpec, ...] = heading.LISTS

#: Cost of "three two" for "3-2" against "three to two".
JUXTAPOSED_COST = 1.0
#: Cost of "plus three" for "+3" (rarer than a bare or negative number).
PLUS_COST = 0.2

DIGITS = "0123456789"


def sign() -> pynini.Fst:
    """An optional leading sign: "-" | "−" -> "minus ", "+" -> "plus " (ranked after)."""
    return pynini.closure(union([
        cross("-", "minus "), cross("−", "minus "), weighted(cross("+", "plus "), PLUS_COST),
    ]), 0, 1).optimize()


def _digits(count: int, first: str = DIGITS) -> pynini.Fst:
    fst = chars(first)
    for _ in range(count - 1):
        fst += chars(DIGITS)
    return fst.optimize()


def year(nums: Numbers) -> pynini.Fst:
    """Four-digit years 1000-9999 in Kestrel's style (see module docstring)."""
    card = nums.cardinal
    high = (_digits(2, "123456789") @ card).optimize()          # "19" -> "nineteen"
    high_not_x0 = (pynini.difference(_digits(2, "123456789"), _digits(1, "123456789") + acc("0")) @ card)
    low = (_digits(2, "123456789") @ card).optimize()           # "12" -> "twelve", "40" -> "forty"
    o_digit = delete("0") + insert("o ") + (_digits(1, "123456789") @ card)  # "05" -> "o five"
    x0 = _digits(1, "123456789") + acc("0")                      # 10, 20, ... 90 as the high part
    forms = [
        high + insert(" ") + low,                                 # 1912, 2012
        high_not_x0 + insert(" ") + o_digit,                      # 1905
        high_not_x0 + cross("00", " hundred"),                    # 1900
        weighted((x0 @ card) + insert(" ") + o_digit, VARIANT_COST),  # 2005 -> "twenty o five"
        (x0 + acc("0") + chars(DIGITS)) @ card,                   # 2000-2009 -> "two thousand five"
    ]
    return union(forms).optimize()


#: The first and last year a slashed season ("2024/25") may begin.
SEASON_YEARS = (1800, 2098)


def season(nums: Numbers) -> pynini.Fst:
    """SEASON: a year and the next with a slash, the second whole or its last two digits: "2024/25"
    -> "twenty twenty four twenty five" | "... to twenty five", "1999/2000", "2009/10" -> "two
    thousand nine ten" (a football season, a school or tax year). In no class: the FRACTION rule
    reads the same token ("two thousand twenty four twenty fifths"), and `tnfst.context` asks
    for this reading only where the second year follows the first (only such pairs are listed)."""
    pairs = []
    for first in range(SEASON_YEARS[0], SEASON_YEARS[1] + 1):
        pairs.append(f"{first}/{first + 1}")
        if (first + 1) % 100:
            pairs.append(f"{first}/{(first + 1) % 100:02d}")
    card = nums.cardinal
    short = union([_digits(2, "123456789") @ card, delete("0") + insert("o ") + (_digits(1, "123456789") @ card)])
    joiner = union([pynini.cross("/", " "), weighted(pynini.cross("/", " to "), VARIANT_COST)])
    reading = year(nums) + joiner + union([year(nums), short])
    return (union([acc(p) for p in pairs]) @ reading).optimize()


def scale_words(tables: Mapping[str, Table]) -> pynini.Fst:
    """" million" after a number: an optional space, then the scale word."""
    return (pynini.closure(delete(" "), 0, 1) + insert(" ")
            + mapping(tables["number/scale_word.tsv"].rows)).optimize()


def range_side(nums: Numbers, max_digits: int = 4) -> pynini.Fst:
    """One side of a range or score: a cardinal of 1..`max_digits` digits, or a four-digit year."""
    short = union([_digits(n, "123456789") for n in range(1, max_digits + 1)] + [acc("0")])
    sides = [short @ nums.cardinal]
    if max_digits >= 4:
        sides.append(year(nums))
    return union(sides).optimize()


def ranges(nums: Numbers) -> pynini.Fst:
    """"A-B": "A to B" for sides of up to four digits, "A B" (a score) for up to three;
    never "DDD-DDDD", a telephone number's shape (TELEPHONE's). A side may be a decimal
    ("a pH of 6.5-7.5" -> "six point five to seven point five"; no grammar read it, and the
    model said "six point five, seven dot five")."""
    dash = union([acc("-"), acc("–"), acc("—")])
    side = range_side(nums)
    to = side + pynini.cross(dash, " to ") + side
    phone = _digits(3, DIGITS) + dash + _digits(4, DIGITS)
    to = pynini.difference(pynini.project(to, "input"), phone).optimize() @ to
    either = union([side, nums.decimal])
    decimal_to = union([nums.decimal + pynini.cross(dash, " to ") + either,
                        side + pynini.cross(dash, " to ") + nums.decimal])
    to = union([to, decimal_to]).optimize()
    score = range_side(nums, 3) + pynini.cross(dash, " ") + range_side(nums, 3)
    return union([to, weighted(score, JUXTAPOSED_COST)]).optimize()


#: Cost of "times" for an "x" between two numbers ("3x4": an arithmetic product): licensed, after "by".
TIMES_COST = 1.0


def dimensions(nums: Numbers) -> pynini.Fst:
    """Sizes written with "x" or "×" between two or three numbers, no unit: "9x13" -> "nine by
    thirteen" | "nine times thirteen", "2x4x8" -> "two by four by eight", "8.5x11" -> "eight point
    five by eleven". Each side a cardinal of up to four digits without a leading zero (four
    digits also in pairs, as screen sizes are said: `tnfst.context`), or a decimal. (With a unit: MEASURE's dimensions, "9x13 in", "9x13-inch".)"""
    side = union([_digits(n, "123456789") @ nums.cardinal for n in range(1, 5)] + [nums.decimal]
                 + [weighted(year(nums), VARIANT_COST)]).optimize()  # "1920x1080": "nineteen twenty by ten eighty"
    by = union([cross("x", " by "), cross("×", " by ")])
    times = union([cross("x", " times "), cross("×", " times ")])
    return union([side + by + side + pynini.closure(by + side, 0, 1),
                  weighted(side + times + side, TIMES_COST)]).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The CARDINAL rule (module docstring)."""
    signed = sign() + nums.cardinal
    forms = [
        signed,
        signed + scale_words(tables),
        weighted(year(nums), VARIANT_COST / 2),
        ranges(nums),
        dimensions(nums),
        heading.build(nums, tables),
    ]
    # Google tokens sometimes keep a trailing space or comma ("10 ", "23,"): silent
    return (union(forms) + pynini.closure(union([delete(" "), delete(",")]), 0, 1)).optimize()
