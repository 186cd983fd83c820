"""Left2: an amount under one unit of a named dollar keeps its country ("C$0.85")."""

from __future__ import annotations

from tnfst.context import _qualified_currency

_READINGS = {
    "C$0.85": ["eighty five cents", "zero point eight five dollars", "zero point eight five canadian dollars",
               "zero point eight five dollar", "zero point eight five canadian dollar"],
    "C$50": ["fifty dollars", "fifty canadian dollars", "fifty dollar", "fifty canadian dollar"],
    "US$0.85": ["eighty five cents", "zero point eight five dollars", "zero point eight five u s dollars"],
}


def test_cents_of_a_named_dollar_say_the_country():
    assert _qualified_currency("C$0.85", _READINGS.get) == "zero point eight five canadian dollars"


def test_whole_amounts_unchanged():
    assert _qualified_currency("C$50", _READINGS.get) == "fifty canadian dollars"


def test_plain_dollars_stay_plain():
    assert _qualified_currency("US$0.85", _READINGS.get) is None
