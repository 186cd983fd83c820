"""Left2: social-media handles read as names (`tnfst.handles`)."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.context import ContextReadings
from tnfst.handles import handle_reading


@pytest.fixture(scope="module")
def lexicon():
    return ContextReadings.load("en").electronic_lexicon()


def _said(reading: str) -> str:
    """The `_letter` form in plain words ("j_letter a_letter _letter" ... -> "ja ...")."""
    words = reading.split(f" {special.LETTER_SUFFIX} ")
    return " ".join(w.replace(special.LETTER_SUFFIX, "").replace(" ", "") for w in words)


@pytest.mark.parametrize("token,said", [
    ("@jane_doe", "at jane underscore doe"),
    ("@NASA", "at nasa"),
    ("@user123", "at user one two three"),
    ("@TheRealDonut", "at the real donut"),
    ("@jb_smith", "at j b underscore smith"),
    ("@BBC", "at b b c"),
    ("@user_2020", "at user underscore two o two o"),
])
def test_handles_in_words(lexicon, token, said):
    assert _said(handle_reading(token, lexicon)) == said


@pytest.mark.parametrize("token", ["@", "@5pm", "jane@doe", "@jane.doe", "#tag"])
def test_other_tokens_are_no_handles(lexicon, token):
    assert handle_reading(token, lexicon) is None
