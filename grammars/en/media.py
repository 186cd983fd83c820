"""Context-only rules for the notation of television, film and music (`tnfst.media_context`).

* EPISODE_CODE: an episode of a series by its season and episode numbers, as TV guides, streaming
  services and episode databases write it ("S02E10", "S1E5", "s01e08") -> "season two episode ten":
  each number its cardinal, a leading zero unsaid, as the code is read aloud (the letters stand for
  the words; the model spelled them, "s o two e one o").
* TWO_DIGIT_PLURAL: a number of two digits that does not end in 0, then "s", said as a plural noun
  ("78s" -> "seventy eights", "45s" -> "forty fives"): records named by their speed in revolutions per
  minute (the RIAA/IEC standard speeds 78, 45 and 33 1/3 rpm), as "the 1990s" and "747s" are said (the
  decades, "40s", are the number guard's; three- and four-digit numbers NUMBER_PLURAL's).

Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import chars, cross, delete, union
from tnfst.grammars.en.numbers import Numbers
from tnfst.grammars.en.sizes import plural_words


def build_episode_code(nums: Numbers) -> pynini.Fst:
    """EPISODE_CODE (module docstring): "S02E10" -> "season two episode ten"; the letters in the same
    case ("S..E.." or "s..e..")."""
    digit = chars("0123456789")
    season = pynini.closure(delete("0"), 0, 1) + ((chars("123456789") + pynini.closure(digit, 0, 1)) @ nums.cardinal)
    episode = pynini.closure(delete("0"), 0, 2) + ((chars("123456789") + pynini.closure(digit, 0, 2)) @ nums.cardinal)
    return union([cross(s, "season ") + season + cross(e, " episode ") + episode
                  for s, e in (("S", "E"), ("s", "e"))]).optimize()


def build_two_digit_plural(nums: Numbers) -> pynini.Fst:
    """TWO_DIGIT_PLURAL (module docstring): "78s" -> "seventy eights"."""
    number = chars("123456789") + chars("123456789")
    return ((number @ nums.cardinal @ plural_words()) + delete("s")).optimize()
