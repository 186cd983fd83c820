"""Context-only rules for the notation of television, film and music (`tnfst.media_context`).

* EPISODE_CODE: an episode of a series by its season and episode numbers, as TV guides, streaming
  services and episode databases write it ("S02E10", "S1E5", "s01e08") -> "season two episode ten":
  each number its cardinal, a leading zero unsaid, as the code is read aloud (the letters stand for
  the words; the model spelled them, "s o two e one o").
* TWO_DIGIT_PLURAL: a number of two digits that does not end in 0, then "s", said as a plural noun
  ("78s" -> "seventy eights", "45s" -> "forty fives"): records named by their speed in revolutions per
  minute (the RIAA/IEC standard speeds 78, 45 and 33 1/3 rpm), as "the 1990s" and "747s" are said (the
  decades, "40s", are the number guard's; three- and four-digit numbers NUMBER_PLURAL's).
* AUDIO_FORMAT: a digital audio format by its bit depth and sample rate, as record labels and
  download stores list it ("24-bit/96kHz" -> "twenty four bit ninety six kilohertz", "16-bit/44.1"
  before a separate "kHz" -> "sixteen bit forty four point one"): the slash unsaid (the Red Book CD
  standard, IEC 60908, is 16-bit/44.1 kHz; the model said "slash" and spelled "k h z").
* DIGIT_WORD: a title that writes one letter or two of a number word as its digit, the letters around
  the digit those of its own name ("Se7en" -> "seven", "Thr3e" -> "three"): the number word, as the
  title is said. Only the digit's own word, inside it: "M3GAN", "N1ne" (a digit for a letter it looks
  like) and "On1" are not read so.

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


def build_audio_format(nums: Numbers) -> pynini.Fst:
    """AUDIO_FORMAT (module docstring): "24-bit/96kHz" -> "twenty four bit ninety six kilohertz"."""
    digit = chars("0123456789")
    depth = (chars("123456789") + pynini.closure(digit, 0, 1)) @ nums.cardinal
    rate = ((chars("123456789") + pynini.closure(digit, 1, 2)) @ nums.cardinal
            | (chars("123456789") + pynini.closure(digit, 1, 2) + pynini.accep(".") + digit) @ nums.decimal)
    unit = pynini.closure(union([cross("kHz", " kilohertz"), cross(" kHz", " kilohertz")]), 0, 1)
    return (depth + cross("-bit/", " bit ") + rate + unit).optimize()


#: The digits and their names (DIGIT_WORD).
_DIGIT_NAMES = (("0", "zero"), ("1", "one"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"),
                ("6", "six"), ("7", "seven"), ("8", "eight"), ("9", "nine"))


def build_digit_word(nums: Numbers) -> pynini.Fst:
    """DIGIT_WORD (module docstring): "Se7en" -> "seven". The letters before and after the digit, in
    either case, are the start and the end of its name (a letter at least on each side); the digit
    stands for the one or two letters between ("v" in "seven", "e" in "three")."""
    del nums  # the signature of every rule builder
    paths = []
    for digit, name in _DIGIT_NAMES:
        for start in range(len(name) + 1):
            for gap in (1, 2):
                end = start + gap
                if start < 1 or end >= len(name) or start + len(name) - end < 2:
                    continue
                letters = _either_case(name[:start]) + pynini.accep(digit) + _either_case(name[end:])
                paths.append(pynini.cross(letters, name))
    return union(paths).optimize()


def _either_case(letters: str) -> pynini.Fst:
    """The letters, each in lowercase or in capitals ("se" -> "se" | "Se" | "sE" | "SE")."""
    fst = pynini.accep("")
    for c in letters:
        fst = fst + (pynini.accep(c) | pynini.accep(c.upper()))
    return fst
