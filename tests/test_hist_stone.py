"""The stone written "st" after a number ("10 st 4 lb"): `tnfst.stone_weights`."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.stone_weights import stone_reading


def _rule_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the BARE_UNIT context rule."""
    return ["stone"] if (rule, token) == ("BARE_UNIT", "st") else []


def _words(tokens):
    return frozenset(t.lower() for t in tokens)


@pytest.mark.parametrize("tokens, i, reading", [
    (["about", "10", "st", "4 lb", "."], 2, "stone"),
    (["at", "11", "st", "2lb", ","], 2, "stone"),
    (["it", "was", "2", "st", "3", "lbs", "."], 3, "stone"),
    (["he", "weighed", "14", "st."], 3, "stone"),
    (["she", "lost", "2", "st", "in", "a", "year"], 3, "stone"),
    # a street or a saint: capitals, no number before, no pounds and no weight in the sentence
    (["at", "12", "St", "Mark's", "Place"], 2, None),
    (["meet", "at", "5", "st", "james"], 3, None),
    (["the", "st", "4 lb"], 1, None),
    (["at", "120", "st", "4 lb"], 2, None),
])
def test_st_after_a_number_of_stones(tokens, i, reading):
    assert stone_reading(tokens, i, _words(tokens), _rule_readings) == reading


def test_no_rule_readings_no_reading():
    tokens = ["about", "10", "st", "4 lb"]
    assert stone_reading(tokens, 2, _words(tokens), None) is None
    assert stone_reading(tokens, 2, _words(tokens), lambda rule, token: []) is None


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


def test_the_chain_reads_stone_as_the_grammar_licenses(grammar):
    """Through `ContextReadings.decide` with the real BARE_UNIT rule; the grammar licenses
    "stone" for "st" in context (as `tnfst.api._in_context` checks)."""
    tokens = ["A", "soldier", "weighed", "about", "10", "st", "4 lb", "."]
    decided = ContextReadings.load("en").decide(
        tokens, readings_of=lambda t: list(grammar.readings(t, limit=20)),
        rule_readings_of=lambda rule, t: list(grammar.rule_readings(rule, t, limit=3)))
    assert decided[5] == "stone"
    assert grammar.licenses_in_context("st", "stone")
