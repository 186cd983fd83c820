"""DIGIT: a digit string read digit by digit, in the Google (Kestrel) style.

Readings seen in Google's training data (google-tsv-sample, proteno): "747" ->
"seven four seven", "09" -> "o nine", "001" -> "o o one", "2012" -> "two o one
two", "9780521843164" -> "nine seven eight o five two ...", "819-" -> "eight one
nine" (a trailing hyphen is not read). Zero is "o" (usual) or "zero" (licensed,
ranked after: "00" -> "zero" occurs as well).

Built forms ("|" separates licensed readings, best first):

  D+      every digit by its name, 0 as "o" | "zero" ("105" -> "one o five")
  D+-     the same; the trailing hyphen is silent ("4-" -> "four"), a trailing
          space too (Google tokens such as "855 ")
  0D+     also the number without its leading zeros, ranked last ("09" -> "nine",
          "00" -> "zero": both in the data)

Known limitations: no "double o seven" / "triple five" readings; the data's
Kestrel slips that drop a digit ("70" -> "seven") are not licensed.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, mapping, union, weighted
from tnfst.grammars.en.numbers import VARIANT_COST, Numbers

LISTS: tuple[ListSpec, ...] = ()

#: Cost of the digit reading of a string that does not start with 0 ("2012" -> "two o one two").
NUMBER_COST = 1.0
#: Cost of the number read without its leading zeros ("09" -> "nine", "00" -> "zero").
LEADING_ZERO_COST = 2.0


def digit_words(tables: Mapping[str, Table]) -> pynini.Fst:
    """One digit "0".."9" -> its name; "0" -> "o" | "zero" (ranked after)."""
    zero = tables["number/zero.tsv"].as_dict()
    fractional = zero["fractional"][0]  # ("o", "zero"): the first is the usual one
    zeros = [cross("0", fractional[0])] + [weighted(cross("0", w), VARIANT_COST) for w in fractional[1:]]
    return union([mapping(tables["number/digit.tsv"].rows)] + zeros).optimize()


def digit_string(tables: Mapping[str, Table]) -> pynini.Fst:
    """One or more digits read one by one, separated by spaces."""
    digit = digit_words(tables)
    return (digit + pynini.closure(insert(" ") + digit)).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The DIGIT rule: written digit string (optionally ending in "-") -> its digits.

    A string without a leading zero is a number first: its digit reading is ranked
    after the cardinal's (`NUMBER_COST`)."""
    digits = digit_string(tables)
    leading_zero = acc("0") + pynini.closure(chars("0123456789"))
    ranked = union([
        leading_zero @ digits,
        weighted(pynini.difference(pynini.project(digits, "input"), leading_zero).optimize() @ digits, NUMBER_COST),
        # Kestrel also reads "00" "zero" and "09" "nine" (the number, its leading zeros unsaid)
        weighted(cross("0", "zero") + pynini.closure(delete("0"), 1), LEADING_ZERO_COST),
        weighted(pynini.closure(delete("0"), 1) + nums.cardinal, LEADING_ZERO_COST),
    ])
    return (ranked + pynini.closure(union([delete("-"), delete(" ")]), 0, 1)).optimize()
