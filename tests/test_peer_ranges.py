"""Ranges of decades and of prices with cents, and clock times with zero seconds: the covering
grammar's readings (DATE `_decades`, MONEY ranges, TIME H:MM:SS)."""
from __future__ import annotations

import pytest

from tnfst.grammar import CoveringGrammar


@pytest.fixture(scope="module")
def grammar():
    return CoveringGrammar.load("en", classes="all").ensure_loaded()  # the run's cache (conftest)


@pytest.mark.parametrize("token, reading", [
    ("1960s-80s", "nineteen sixties to eighties"),
    ("1960s-1980s", "nineteen sixties to nineteen eighties"),
    ("'60s-'70s", "sixties to seventies"),
    ("1920s–30s", "nineteen twenties to thirties"),
    ("1990s", "nineteen nineties"),
])
def test_a_range_of_decades_reads_to(grammar, token, reading):
    assert grammar.semiotic_class(token) == "DATE"
    assert grammar.licenses(token, reading), grammar.readings(token)
    assert not grammar.licenses(token, "nineteen sixties eight o s")


@pytest.mark.parametrize("token, reading, wrong", [
    ("$150.25-$250.67", "one hundred fifty dollars twenty five cents to two hundred fifty dollars sixty seven cents",
     "one hundred fifty point two five dollars to two hundred fifty dollars sixty seven cents"),
    ("$3.49-$3.89", "three dollars forty nine cents to three dollars eighty nine cents",
     "three point four nine to three point eight nine dollars"),
    ("$50.00-$100.00", "fifty dollars to one hundred dollars", "fifty point o zero dollars to one hundred dollars"),
    ("$0.99-$1.99", "ninety nine cents to one dollar ninety nine cents",
     "zero point nine nine dollars to one dollar ninety nine cents"),
])
def test_an_end_of_a_range_with_cents_is_read_with_them(grammar, token, reading, wrong):
    assert grammar.licenses(token, reading), grammar.readings(token)
    assert not grammar.licenses(token, wrong)


@pytest.mark.parametrize("token, reading", [
    ("$5-$10", "five to ten dollars"), ("$5-10 million", "five to ten million dollars"),
    ("€10–€20", "ten euros to twenty euros"),
])
def test_ranges_without_cents_keep_their_readings(grammar, token, reading):
    assert grammar.licenses(token, reading)


@pytest.mark.parametrize("token, reading, wrong", [
    ("10:00:00 p.m.", "ten p m", "ten o o o o p m"),
    ("14:30:00", "fourteen thirty", "fourteen thirty o o"),
    ("21:51:31", "twenty one fifty one thirty one", None),
    ("1:01:01 a.m.", "one o one o one a m", None),
])
def test_zero_seconds_are_not_said(grammar, token, reading, wrong):
    assert grammar.readings(token)[0] == reading
    if wrong:
        assert not grammar.licenses(token, wrong)
