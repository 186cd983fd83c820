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

Known limitations: no decimal comma ("3,5"); no "o point five" for "0.5".
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import cardinal
from tnfst.grammars.en.numbers import Numbers

LISTS: tuple[ListSpec, ...] = ()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The DECIMAL rule (module docstring)."""
    signed = cardinal.sign() + nums.decimal
    return (signed + pynini.closure(cardinal.scale_words(tables), 0, 1)).optimize()
