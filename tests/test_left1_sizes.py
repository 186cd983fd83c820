"""Small metric lengths before the noun they describe (session 32, tag left1; `tnfst.size_singular`):
"a 0.22 µm filter" -> "micrometer", "a 2.5 cm cut", "the 5 km race"; a measure that is no modifier
keeps the grammar's plural."""

from __future__ import annotations

import pytest

from tnfst import size_singular

_READINGS = {
    "0.45 µm": ["zero point four five micrometers", "zero point four five micrometer"],
    "2.5 cm": ["two point five centimeters", "two point five centimeter"],
    "5 km": ["five kilometers", "five kilometer"],
    "400m": ["four hundred meters", "four hundred meter"],
}


def _read(sentence: str, i: int) -> str | None:
    tokens = sentence.split("|")
    if not size_singular.may_read(tokens[i]):
        return None
    return size_singular.size_reading(tokens, i, lambda t: _READINGS.get(t, []))


@pytest.mark.parametrize("sentence, i, reading", [
    ("Pass|it|through|a|0.45 µm|syringe|filter|.", 4, "zero point four five micrometer"),
    ("Make|a|2.5 cm|cut|.", 2, "two point five centimeter"),
    ("She|won|the|5 km|race|.", 3, "five kilometer"),
])
def test_singular_before_a_noun(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The|cell|is|2.5 cm|wide|.", 3),          # no determiner: a measure
    ("Make|a|2.5 cm|long|cut|.", 2),           # "long": the amount is measured, the noun comes later
    ("She|swam|the|400m|freestyle|.", 3),      # the bare meter: the Google data's plural
    ("Walk|5 km|every|day|.", 1),
])
def test_plural_kept(sentence, i):
    assert _read(sentence, i) is None


def test_ordinary_words_are_not_asked():
    for word in ("the", "him", "form", "Room", "5", "5 kg"):
        assert not size_singular.may_read(word), word
