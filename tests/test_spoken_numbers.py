"""tnfst.spoken_numbers: the numbers a reading states, read back as digit strings."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tnfst.constraints.number_guard import cardinal_words
from tnfst.spoken_numbers import digits, numbers


@pytest.mark.parametrize("reading,expected", [
    ("one hundred twenty three", ["123"]),
    ("o five", ["0", "5"]),
    ("twenty twelve", ["20", "12"]),
    ("nineteen o five", ["19", "0", "5"]),
    ("nineteen hundred", ["1900"]),
    ("two thousand six", ["2006"]),
    ("three quarters", ["3", "4"]),
    ("two and a half", ["2", "1", "2"]),
    ("half", ["1", "2"]),
    ("fifty halves", ["50", "2"]),
    ("two point o five", ["2", ".", "0", "5"]),
    ("one point five million", ["1", ".", "5"]),
    ("zero point o o one", ["0", ".", "0", "0", "1"]),
    ("one million two hundred thousand", ["1200000"]),
    ("twenty first century", ["21"]),
    ("the nineteen nineties", ["19", "90"]),
    ("b o b", []),
    ("c o two", ["0", "2"]),
    ("a b c", []),
    ("five second delay", ["5"]),
    ("twenty seconds", ["20"]),
    ("minus three", ["3"]),
    ("one hundred and five", ["100", "5"]),
    ("seven four seven", ["7", "4", "7"]),
])
def test_numbers(reading, expected):
    assert numbers(reading) == expected


def test_digits_joins_without_points():
    assert digits("three point one four") == "314"
    assert digits("nothing here") == ""


def test_type_error():
    with pytest.raises(TypeError):
        numbers(12)


@given(st.integers(min_value=0, max_value=10 ** 18 - 1))
def test_cardinals_read_back(n):
    """Every cardinal reads back as itself (reference words from the guard's own speller)."""
    assert numbers(" ".join(cardinal_words(str(n)))) == [str(n)]


@given(st.text(alphabet="0123456789", min_size=1, max_size=20))
def test_digit_strings_read_back(s):
    names = "zero one two three four five six seven eight nine".split()
    zero = "zero" if set(s) == {"0"} else "o"  # "o" alone (no number word near) is the letter
    reading = " ".join(zero if c == "0" else names[int(c)] for c in s)
    assert digits(reading) == s


@pytest.mark.parametrize("reading,expected", [
    ("one quintillion", [str(10 ** 18)]),
    ("two sextillion five hundred quintillion", [str(25 * 10 ** 20)]),
    ("one decillion", [str(10 ** 33)]),
])
def test_scales_past_quadrillion(reading, expected):
    """Short-scale names through decillion, as the cardinal grammar's number/scale.tsv."""
    assert numbers(reading) == expected
