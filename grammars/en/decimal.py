"""DECIMAL: decimal numbers, signed and scaled, in the Google (Kestrel) style.

Readings seen in Google's training data (google-tsv-sample, proteno): "82.55" ->
"eighty two point five five", ".70" -> "point seven o", "3.08" -> "three point o
eight", "2.0" -> "two point zero" | "4.0" -> "four point o", "0.4" -> "zero point
four", "1,495.6" -> "one thousand four hundred ninety five point six", "1.7
million" -> "one point seven million". Built forms ("|" separates licensed
readings, best first):

  N.DDD, .DDD     whole part as a cardinal (comma groups allowed), then "point" and
                  each digit alone, 0 as "o" | "zero"; ".5" -> "point five" | "zero
                  point five"
  -N.D, +N.D      "minus ..." | "plus ..."
  N.D scale       "11.3 billion" -> "eleven point three billion" (with or without
                  the space; scale words of number/scale_word.tsv)
  N.0             a lone fractional zero is "zero" first: "10.0" -> "ten point zero" |
                  "ten point o" (`LONE_ZERO_COST`). Google's training data says "point
                  zero" 6 times and "point o" 3 times for a DECIMAL "N.0" (proteno,
                  google-tsv-sample; MEASURE "5.0%", "7.0 L" say "zero" too), while every
                  other zero after the point is "o" ("3.08", ".70", "30.000")

  N,D             a decimal comma, where the comma cannot group thousands: "3,5" -> "three
                  point five", "0,25" -> "zero point two five" (`numbers.decimal_comma`)
  N.NNN,D         thousands points and a decimal comma (continental European grouping):
                  "1.234,56" -> "one thousand two hundred thirty four point five six"

Known limitations: no "o point five" for "0.5". The model, not
this ranking, chooses among DECIMAL readings, except where a context rule takes the
grammar's best (`tnfst.context._GRAMMAR_BEST`: "N.0").
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import cardinal
from tnfst.grammars.en.fst import acc, chars, union, weighted
from tnfst.grammars.en.numbers import Numbers

LISTS: tuple[ListSpec, ...] = ()

#: Cost added to "o" for a lone fractional zero ("10.0" -> "ten point o"), so that "point zero"
#: (the zero word's variant, `numbers.VARIANT_COST`) ranks first.
LONE_ZERO_COST = 1.0


def _zero_first(nums: Numbers) -> pynini.Fst:
    """`nums.decimal` with a lone fractional zero ("10.0", ".0", "1,000.0") read "zero" first."""
    digits = "0123456789"
    whole = pynini.closure(chars(digits + ","))
    lone = whole + acc(".0")
    others = whole + acc(".") + union([chars("123456789"), pynini.closure(chars(digits), 2)])
    # a decimal comma ("3,5", "0,25": `numbers.decimal_comma`); the grammar reads only those that
    # cannot be thousands ("3,500" is a cardinal)
    others |= pynini.closure(chars(digits), 1) + acc(",") + pynini.closure(chars(digits), 1)
    # thousands points and a decimal comma ("1.234,56": `numbers.grouped_decimal_comma`)
    others |= pynini.closure(chars(digits), 1) + pynini.closure(acc(".") + pynini.closure(chars(digits), 1), 1) \
        + acc(",") + pynini.closure(chars(digits), 1)
    # the readings of a lone zero end in " o" or " zero" (the scale word comes later)
    said = pynini.closure(chars("abcdefghijklmnopqrstuvwxyz "))
    rerank = said + union([acc(" zero"), weighted(acc(" o"), LONE_ZERO_COST)])
    return union([others @ nums.decimal, (lone @ nums.decimal) @ rerank]).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The DECIMAL rule (module docstring)."""
    signed = cardinal.sign() + _zero_first(nums)
    return (signed + pynini.closure(cardinal.scale_words(tables), 0, 1)).optimize()
