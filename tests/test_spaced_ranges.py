"""Consecutive numbers around a dash token (tnfst/spaced_ranges.py)."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.spaced_ranges import range_reading


def readings(sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    return {t: r for i, t in enumerate(tokens) if (r := range_reading(tokens, i)) is not None}


@pytest.mark.parametrize("sentence, expected", [
    ("in the 2003 - 04 season .", {"2003": "two thousand three", "-": "-", "04": "four"}),
    ("the 1992 - 93 season", {"1992": "one thousand nine hundred ninety two", "-": "-", "93": "ninety three"}),
    ("a 1999 - 00 budget", {"1999": "one thousand nine hundred ninety nine", "-": "-", "00": "zero"}),
    ("the 2011 - 2012 school year", {"2011": "two thousand eleven", "-": "-", "2012": "two thousand twelve"}),
    ("the 2012 – 13 season", {"2012": "two thousand twelve", "–": "–", "13": "thirteen"}),
])
def test_consecutive_pairs_keep_the_dash_silent(sentence, expected):
    assert readings(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "pages 110 - 119 .",          # not consecutive: a range, "to"
    "from 1970 - 77 .",
    "pages 267 - 268 .",          # three digits: "to" in the data
    "18 - 19 Morgen's",           # two digits: "to" in EngConf
    "won 1 - 2 .",                # one digit: a score, "to"
    "in 1863 - 64 during",        # before 1900: "to" in the data
    "in 1897 - 1898 .",
    "in 2012 - 12 .",             # the same number
    "in 2012 -- 13 .",            # not a dash this module reads
    "2012-13 season",             # one token: tnfst.context's year ranges
    "in 05 - 06 .",               # a leading zero first
    "٢٠١٢ - 13",                  # not ASCII digits
])
def test_other_pairs_are_left_alone(sentence):
    assert readings(sentence) == {}


def test_odd_input_never_raises():
    assert range_reading([], 0) is None
    assert range_reading(["-"], 0) is None
    assert range_reading(["2012", "-"], 1) is None
    assert range_reading(["2012"], 3) is None


def test_context_decides_the_whole_pair():
    tokens = "a good season in 2012 - 13 .".split()
    decided = ContextReadings(frozenset()).decide(tokens)
    assert decided[4] == "two thousand twelve" and decided[5] == "-" and decided[6] == "thirteen"
