"""Number readings that the neighbours settle (tnfst/number_choices.py, issue 12)."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.number_choices import number_choice, year_like


def choices(sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    return {t: r for i, t in enumerate(tokens) if (r := number_choice(tokens, i)) is not None}


@pytest.mark.parametrize("sentence, expected", [
    ("the Grade II listed barn", {"II": "two"}),
    ("after World War II ended", {"II": "two"}),
    ("His career ran from 1908 - 1915 .", {"1908": "nineteen o eight", "1915": "nineteen fifteen"}),
    ("from 1991 to 2014 .", {"1991": "nineteen ninety one", "2014": "twenty fourteen"}),
    ("works list 1991 - 2000 .", {"1991": "nineteen ninety one"}),   # 2000: the same either way
    ("in 1983 / 1984 released", {"1983": "one thousand nine hundred eighty three",
                                 "1984": "one thousand nine hundred eighty four"}),
    ("the 1988 / 89 season", {"1988": "one thousand nine hundred eighty eight", "89": "eighty nine"}),
    ("it was built in 1875 by", {"1875": "eighteen seventy five"}),
    ("a bridge ( 1962 ) crossed", {"1962": "nineteen sixty two"}),
    ("built in 1724 - 6 in", {"1724": "seventeen twenty four"}),
    ("Cincinnati 1988 - Singles", {"1988": "nineteen eighty eight"}),
    ("known as Base 068 of", {"068": "o six eight"}),
    ("at 0953 on", {"0953": "o nine five three"}),
    ("There were 10000 people .", {"10000": "ten thousand"}),         # a round number: its cardinal
    ("About 20000 years ago", {"20000": "twenty thousand"}),
    ("has 250000 residents", {"250000": "two hundred fifty thousand"}),
])
def test_rules_decide(sentence, expected):
    assert choices(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "about 1250 students came",      # a plural noun after it: a count
    "in 1977 : 123 .",               # a citation's year and page
    "in c 1272 a",                   # after a letter of its own: a code
    "in 1990 b ,",                   # a letter of its own after it
    "in 2005 he",                    # 2000-2009: the year is the cardinal
    "over 1500 people",              # a round hundred
    "a season 1988 / 90 .",          # not the next year
    "the 1850 / 1851 season",        # before 1900
    "Math 2012 - 66% on",            # a quantity after the dash
    "the 00 model",                  # zeros alone: left to the model
    "Rocky III was",                 # III: mixed in the data
    "sold 3100 copies",              # not round: left to the model
    "about 10000000 stars",          # eight digits
])
def test_other_numbers_are_left_to_the_model(sentence):
    assert choices(sentence) == {}


def test_a_year_at_the_end_of_the_sentence():
    assert choices("in 1991") == {"1991": "nineteen ninety one"}


def test_consecutive_years_around_a_dash_are_not_this_modules():
    assert choices("the 2011 - 2012 season") == {}  # tnfst.spaced_ranges reads them


def test_year_like():
    assert year_like("1991") and year_like("2014") and year_like("1105")
    assert not any(year_like(t) for t in ("2005", "1500", "1099", "2100", "991", "١٩٩١", "19911"))


def test_odd_input_never_raises():
    assert number_choice([], 0) is None
    assert number_choice(["1991"], 5) is None
    assert number_choice(["²"], 0) is None
    assert number_choice(["/", "1984"], 1) is None
    assert number_choice(["1983", "/"], 0) is None


def test_context_asks_regnal_names_first():
    context = ContextReadings(frozenset({"henry"}))
    tokens = "Henry II and Block II".split()
    decided = context.decide(tokens)
    assert decided[1] == "the second" and decided[4] == "two"


def test_earlier_context_rules_win():
    tokens = "Call 0800 now".split()
    assert ContextReadings(frozenset()).decide(tokens)[1] == "zero eight zero zero"  # _dialled
    tokens = "in 2008 - 09 .".split()
    assert ContextReadings(frozenset()).decide(tokens)[3] == "nine"  # a season: tnfst.spaced_ranges
