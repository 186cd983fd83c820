"""Left2: one-time codes written in spaced groups are said digit by digit
(`tnfst.code_numbers._spaced_code`)."""

from __future__ import annotations

import pytest

from tnfst.code_numbers import digit_reading


def _read(sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    out = {}
    for i, t in enumerate(tokens):
        r = digit_reading(tokens, i)
        if r:
            out[t] = r
    return out


@pytest.mark.parametrize("sentence,expected", [
    ("Your 2FA code is 839 201 .", {"839": "eight three nine", "201": "two o one"}),
    ("Use code 604 118 to sign in", {"604": "six o four", "118": "one one eight"}),
    ("Your PIN is 12 34", {"12": "one two", "34": "three four"}),
    ("Enter the code : 1234 5678 9012", {"1234": "one two three four", "5678": "five six seven eight",
                                        "9012": "nine o one two"}),
    ("Your verification code 55 21 09", {"55": "five five", "21": "two one", "09": "o nine"}),
])
def test_spaced_groups_after_a_code_word_are_digits(sentence, expected):
    assert _read(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "The code has 120 300 lines",          # a count in spaced thousands, not the code
    "Use code 604 1180 to sign in",        # groups of unequal length
    "We sold 604 118 units",               # no code word
    "code 11 22 33 44 55",                 # five groups: a list
])
def test_other_spaced_numbers_are_left_to_the_model(sentence):
    assert _read(sentence) == {}
