"""`tnfst.tax_codes`: a UK tax code after "code" is its number in pairs and its letters (tag auto)."""

from __future__ import annotations

import pytest

from tnfst.tax_codes import tax_code_reading

PAIRS = {"1257": "twelve fifty seven", "475": "four seventy five", "1100": "eleven hundred"}


def decide(sentence: str, i: int) -> str | None:
    return tax_code_reading(sentence.split(), i, lambda r, t: [PAIRS[t]] if r == "CODE_PAIRS" and t in PAIRS else [])


@pytest.mark.parametrize("sentence,i,reading", [
    ("Your tax code 1257L is the usual one", 3, "twelve fifty seven l"),
    ("My tax code is S1257L", 4, "s twelve fifty seven l"),
    ("Tax code : 1257L", 3, "twelve fifty seven l"),
    ("Her tax code S1257L applies", 3, "s twelve fifty seven l"),
    ("on code K475 you pay more", 2, "k four seventy five"),
    ("tax code 1100T", 2, "eleven hundred t"),
])
def test_tax_codes(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("The tank holds 1257L of water", 3),     # no "code" before it: liters
    ("promo code 1257 works", 2),             # no letter: a number
    ("The code is long and 1257L is here", 5),  # not right after the code words
])
def test_left_alone(sentence, i):
    assert decide(sentence, i) is None
