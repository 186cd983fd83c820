"""A unit's prefix is said as one word with its unit (`tnfst.unit_prefixes`)."""

from __future__ import annotations

import pytest

from tnfst.unit_prefixes import joined_prefixes


@pytest.mark.parametrize("reading, expected", [
    ("one hundred twenty six milli grams per deci liter", "one hundred twenty six milligrams per deciliter"),
    ("two milli amperes", "two milliamperes"),
    ("five thousand milli ampere hours", "five thousand milliampere hours"),
    ("one gram per cubic centi meter", "one gram per cubic centimeter"),
    ("ninety seven giga seconds", "ninety seven gigaseconds"),
    ("three kibi bytes", "three kibibytes"),
    ("five kilo electron volts", "five kiloelectron volts"),
    ("two micro liters", "two microliters"),
    ("sixty deci bels", "sixty decibels"), ("twelve mega pixels", "twelve megapixels"),
    ("ten kilograms", "ten kilograms"),                       # nothing to join
    ("the mega church", "the mega church"),                   # no unit after the prefix word
    ("milli", "milli"),
])
def test_prefixes_join_their_units(reading, expected):
    assert joined_prefixes(reading) == expected
