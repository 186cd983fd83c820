"""Musical notes and chords, letter grades and blood types: NOTE, GRADE and BLOOD_TYPE.

Context rules (`rules.CONTEXT_RULES`): `tnfst.everyday_context` decides where they are said; the
rules only license the readings, so the context never says what no grammar would.

  NOTE    a note letter, an accidental, and a chord's quality and extension ("C#" -> "c sharp",
          "Eb" -> "e flat", "F#m7" -> "f sharp minor seven", "Bbmaj7" -> "b flat major seven");
          the names of the accidentals and qualities are those of music theory primers (the
          sharp and flat signs, "m"/"min" minor, "maj" major, "dim" diminished, "aug" augmented)
  GRADE   a letter grade with its plus or minus ("B+" -> "b plus", "A-" -> "a minus"), the
          starred A of British exams ("A*" -> "a star")
  BLOOD_TYPE  an ABO blood group with its Rh sign ("B+" -> "b positive", "AB-" -> "a b negative")

Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import cross, insert, union
from tnfst.grammars.en.numbers import Numbers

#: Chord qualities as written after the note, and their names.
QUALITIES = (("m", "minor"), ("min", "minor"), ("maj", "major"), ("dim", "diminished"), ("aug", "augmented"))
#: Chord extensions (a sixth, seventh, ninth, eleventh or thirteenth), said as cardinals.
EXTENSIONS = ("6", "7", "9", "11", "13")


def _letter(letters: str) -> pynini.Fst:
    """A capital letter -> its lowercase name ("C" -> "c")."""
    return union([cross(ch, ch.lower()) for ch in letters])


def build_note(nums: Numbers) -> pynini.Fst:
    """NOTE: A-G, then a sharp or flat ("#", "♯", "b", "♭"), then an optional quality and an
    optional extension ("F#m7" -> "f sharp minor seven")."""
    accidental = union([cross("#", " sharp"), cross("♯", " sharp"), cross("b", " flat"), cross("♭", " flat")])
    quality = union([cross(written, " " + name) for written, name in QUALITIES])
    spaced_extension = insert(" ") + union([pynini.accep(e) @ nums.cardinal for e in EXTENSIONS])
    return (_letter("ABCDEFG") + accidental + pynini.closure(quality, 0, 1)
            + pynini.closure(spaced_extension, 0, 1)).optimize()


def build_grade(nums: Numbers) -> pynini.Fst:
    """GRADE: A, B, C, D or F and a plus or a minus ("B+" -> "b plus", "C-" -> "c minus"), and
    the starred A of British GCSEs and A levels ("A*" -> "a star"; Ofqual's grade scales)."""
    del nums  # the signature of every rule builder
    sign = union([cross("+", " plus"), cross("-", " minus"), cross("−", " minus")])
    return union([_letter("ABCDF") + sign, cross("A*", "a star")]).optimize()


def build_blood_type(nums: Numbers) -> pynini.Fst:
    """BLOOD_TYPE: A, B, AB or O and a plus or a minus ("O-" -> "o negative", "AB+" -> "a b positive")."""
    del nums  # the signature of every rule builder
    group = union([cross("A", "a"), cross("B", "b"), cross("AB", "a b"), cross("O", "o")])
    sign = union([cross("+", " positive"), cross("-", " negative"), cross("−", " negative")])
    return (group + sign).optimize()
