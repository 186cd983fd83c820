"""Tech sizes said in pairs (`tnfst.quantity_context`): a spaced screen size ("3840 x 2160") and an
M.2 card's size code ("M.2 2280"), with a stand-in CODE_PAIRS rule so the rules are tested alone."""

from __future__ import annotations

import pytest

from tnfst.quantity_context import _m2_form_factor, _spaced_pixels

PAIRS = {"3840": "thirty eight forty", "2160": "twenty one sixty", "1920": "nineteen twenty",
         "1080": "ten eighty", "2280": "twenty two eighty", "2242": "twenty two forty two", "1200": "twelve hundred"}


def rule_readings_of(rule: str, token: str) -> list[str]:
    assert rule == "CODE_PAIRS"
    return [PAIRS[token]] if token in PAIRS else []


def _spaced(sentence: str, token: str) -> str | None:
    tokens = sentence.split()
    words = frozenset(t.lower() for t in tokens)
    return _spaced_pixels(tokens, tokens.index(token), words, rule_readings_of)


@pytest.mark.parametrize("sentence, token, spoken", [
    ("Supports up to 3840 x 2160 at 60 Hz .", "3840", "thirty eight forty"),
    ("Supports up to 3840 x 2160 at 60 Hz .", "2160", "twenty one sixty"),
    ("a 1920 × 1080 monitor", "1920", "nineteen twenty"),
    ("the wallpaper is 1920 x 1080 pixels", "1080", "ten eighty"),
    ("records 1920 x 1080 at 60fps", "1920", "nineteen twenty"),
])
def test_a_spaced_screen_size_is_said_in_pairs(sentence, token, spoken):
    assert _spaced(sentence, token) == spoken


@pytest.mark.parametrize("sentence, token", [
    ("the desk is 1200 x 600 mm", "1200"),  # no screen word: millimetres
    ("1920 x 1080", "1920"),  # no cue at all
    ("a 640 x 480 screen", "640"),  # three digits: the model's cardinal
    ("in 1920 , x 1080 screens", "1920"),  # not joined by the "x"
    ("a 12000 x 1080 screen", "12000"),
])
def test_other_spaced_products_are_not_decided(sentence, token):
    assert _spaced(sentence, token) is None


@pytest.mark.parametrize("sentence, token, spoken", [
    ("The board takes one M.2 2280 SSD .", "2280", "twenty two eighty"),
    ("two M.2 slots for 2280 and 2242 drives", "2242", "twenty two forty two"),
])
def test_an_m2_size_code_is_said_in_pairs(sentence, token, spoken):
    words = frozenset(t.lower() for t in sentence.split())
    assert _m2_form_factor(token, words, rule_readings_of) == spoken


@pytest.mark.parametrize("sentence, token", [
    ("The museum has 2280 visitors .", "2280"),  # no M.2
    ("an M.2 slot and 2500 drives", "2500"),  # no M.2 size
    ("an M.2 drive in 2021", "2021"),
])
def test_other_numbers_are_no_m2_size(sentence, token):
    words = frozenset(t.lower() for t in sentence.split())
    assert _m2_form_factor(token, words, rule_readings_of) is None


def test_a_resolution_k_before_a_verb_is_not_thousands():
    from tnfst.everyday_context import _scaled

    def scaled(rule, token):
        return ["four thousand"] if rule == "SCALED" else []

    tokens = "Streaming in 4K needs at least 25 Mbps .".split()
    assert _scaled(tokens, 2, frozenset(t.lower() for t in tokens), scaled) is None
    tokens = "We hit 4K followers today".split()  # no screen word: a count
    assert _scaled(tokens, 2, frozenset(t.lower() for t in tokens), scaled) == "four thousand"


def test_the_size_rules_come_before_the_counts():
    from tnfst.quantity_context import tech_size_reading

    tokens = "The board has two M.2 slots for 2280 drives .".split()
    assert tech_size_reading(tokens, 7, frozenset(t.lower() for t in tokens), rule_readings_of) == "twenty two eighty"


@pytest.mark.parametrize("sentence, token, spoken", [
    ("The iPhone 15 Pro Max has", "15", "fifteen"),
    ("My Pixel 8 won't connect", "8", "eight"),
    ("Windows 11 ships today", "11", "eleven"),
    ("The HTTP 404 page", "404", None),  # three digits: not a generation
    ("a new iPhone in 15 minutes", "15", None),  # not right after the name
])
def test_a_generation_after_a_product_is_a_cardinal(sentence, token, spoken):
    from tnfst.versions import generation_reading

    cardinals = {"15": "fifteen", "8": "eight", "11": "eleven", "404": "four hundred four"}
    tokens = sentence.split()
    products = {"iPhone", "Pixel", "Windows", "HTTP"}
    reading = generation_reading(tokens, tokens.index(token), products,
                                 lambda rule, t: [cardinals[t]] if rule == "CARDINAL" else [])
    assert reading == spoken
