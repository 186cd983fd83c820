"""Context rules of aviation and spaceflight (`tnfst.aerospace` asks them).

* G_FORCE: an acceleration in multiples of standard gravity, written as a number and "g" (the
  symbol of the standard acceleration of gravity, g_n = 9.806 65 m/s², BIPM SI Brochure, 9th ed.,
  table 8; NASA and the FAA write "9 g", "3.5 g", "+9G") -> the number and the letter ("nine g",
  "three point five g"), as pilots and astronauts say it; elsewhere "9 g" is grams (MEASURE).
* RUNWAY: a runway's designator, its magnetic heading in tens of degrees (01 to 36) and an
  optional L, R or C for parallel runways (ICAO Annex 14, 5.2.2; FAA Order JO 7110.65, 2-4-17:
  "state runway numbers as separate digits", "Runway Two Seven Left") -> the digits one by one,
  zero "zero", and "left", "right" or "center" ("09R" -> "zero nine right").

Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union
from tnfst.grammars.en.numbers import Numbers

_DIGITS = "0123456789"
#: Each digit said on its own, zero "zero" (ICAO radiotelephony).
_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def build_g_force(nums: Numbers) -> pynini.Fst:
    """G_FORCE (module docstring): "9 g" -> "nine g", "3.5 g" -> "three point five g", "+9G"."""
    whole = (chars("123456789") + pynini.closure(chars(_DIGITS), 0, 1)) @ nums.cardinal
    decimal = (chars(_DIGITS) + pynini.closure(chars(_DIGITS), 0, 1) + acc(".") + chars(_DIGITS)) @ nums.decimal
    sign = pynini.closure(union([cross("+", "plus "), cross("-", "minus "), cross("−", "minus ")]), 0, 1)
    space = pynini.closure(delete(" "), 0, 1)
    return (sign + union([whole, decimal]) + space + union([cross("g", " g"), cross("G", " g")])).optimize()


def build_runway(nums: Numbers) -> pynini.Fst:
    """RUNWAY (module docstring): "09R" -> "zero nine right", "27L" -> "two seven left", "36"."""
    del nums
    digit = union([cross(str(d), word) for d, word in enumerate(_DIGIT_WORDS)])
    first = union([cross(str(d), _DIGIT_WORDS[d]) for d in range(4)])
    side = pynini.closure(union([cross("L", " left"), cross("R", " right"), cross("C", " center")]), 0, 1)
    return (first + insert(" ") + digit + side).optimize()
