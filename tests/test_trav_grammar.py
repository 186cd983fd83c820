"""Travel text (session 30, trav), the grammar's side: dates of a timetable ("Jan-15", "12 – 15 May"),
spans of 24-hour times, and the en dash's "to" (licensed; the context decides, tests/test_trav_context.py)."""

from __future__ import annotations

import pytest

from tnfst.grammar import CoveringGrammar, cache


@pytest.fixture(scope="module")
def grammar():
    """The run's grammar cache (conftest's per-session folder), compiled once for every test."""
    return CoveringGrammar.load("en", cache_dir=cache.cache_root(None), classes=("DATE", "TIME", "VERBATIM"))


@pytest.mark.parametrize("token, first", [
    ("Jan-15", "january fifteenth"),
    ("Dec-31", "december thirty first"),
    ("15-Jan", "the fifteenth of january"),
    ("3-Sep", "the third of september"),
    ("12 – 15 May", "the twelfth to the fifteenth of may"),
    ("12 - 15 May 2025", "the twelfth to the fifteenth of may twenty twenty five"),
    ("May 12 – 15", "may twelfth to fifteenth"),
    ("Sat 3 – 5 June", "saturday the third to the fifth of june"),
    ("5 to 12 July", "the fifth to the twelfth of july"),
])
def test_timetable_dates(grammar, token, first):
    assert list(grammar.readings(token, limit=5))[0] == first


@pytest.mark.parametrize("token", ["Feb-30", "Jan-32", "Jan-0", "12 – 45 May", "12 –15 May"])
def test_no_such_day(grammar, token):
    assert not grammar.matches(token) or not any("of" in r or "january" in r for r in grammar.readings(token, limit=5))


@pytest.mark.parametrize("token", ["06:00–23:00", "07:00-19:00", "09:00–17:30"])
def test_first_time_of_a_span_never_says_hours(grammar, token):
    readings = list(grammar.readings(token, limit=20))
    assert readings and all("hours" not in r.split(" to ")[0] for r in readings)
    assert any(r.endswith("hundred hours") for r in readings) or not token.endswith(":00")


def test_en_dash_licenses_to_after_itself(grammar):
    assert list(grammar.readings("–", limit=5)) == ["–", "to"]


def test_cardinal_day_never_after_a_weekday(grammar):
    assert not any("fourteen june" in r for r in grammar.readings("Fri 14 Jun", limit=20))
    assert "five december nineteen fifty nine" in grammar.readings("5 December 1959", limit=20)  # the data's form


@pytest.mark.parametrize("token, first", [
    ("14.30", "fourteen thirty"),
    ("08.05", "eight o five"),
    ("08.00", "eight"),
    ("23.00", "twenty three hundred"),
])
def test_dotted_time_rule(grammar, token, first):
    assert grammar.rule_readings("DOTTED_TIME", token)[0] == first


@pytest.mark.parametrize("token", ["24.00", "14.60", "14.3", "114.30"])
def test_dotted_time_rule_takes_clock_times_only(grammar, token):
    assert grammar.rule_readings("DOTTED_TIME", token) == []
