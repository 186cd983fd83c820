"""`tnfst.vehicle_context` and grammars/en/vehicles.py: an engine badge ("2.0T") and a pair of
fuel economy ratings ("30/38 mpg") in car specifications (session 30, tag auto)."""

from __future__ import annotations

import pytest

from tnfst.vehicle_context import vehicle_reading


def rule_of(rule: str, token: str) -> list[str]:
    return {("ENGINE_CODE", "2.0T"): ["two point o t", "two point zero t"],
            ("ENGINE_CODE", "3.0T"): ["three point o t", "three point zero t"],
            ("MPG_PAIR", "30/38 mpg"): ["thirty thirty eight miles per gallon"],
            ("MPG_PAIR", "57/56 mpg"): ["fifty seven fifty six miles per gallon"]}.get((rule, token), [])


def decide(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    words = frozenset(t.lower() for t in tokens)
    return vehicle_reading(tokens, i, words, rule_of)


@pytest.mark.parametrize("sentence,i,reading", [
    ("The 2019 Accord 2.0T Touring starts at $36,000", 3, "two point o t"),   # after a model name
    ("The 2.0T engine makes 252 hp", 1, "two point o t"),                   # a sentence about cars
    ("EPA estimates are 30/38_mpg city/highway", 3, "thirty thirty eight miles per gallon"),
    ("The hybrid gets 57/56_mpg", 3, "fifty seven fifty six miles per gallon"),
])
def test_car_specifications(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("The hospital bought a 3.0T MRI scanner", 4),     # a magnet: teslas
    ("Siemens 3.0T magnets are strong", 1),
    ("It was 3.0T in the end", 2),                     # no car, no model name
])
def test_teslas_stay(sentence, i):
    assert decide(sentence, i) is None


def test_without_the_grammar_nothing_is_decided():
    assert vehicle_reading(["a", "2.0T", "engine"], 1, frozenset({"engine"}), None) is None


def test_the_grammar_rules():
    """The compiled rules read the forms (the user's grammar cache)."""
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load("en").ensure_loaded()
    assert "two point o t" in grammar.rule_readings("ENGINE_CODE", "2.0T")
    assert grammar.rule_readings("MPG_PAIR", "30/38 mpg")[0] == "thirty thirty eight miles per gallon"
    assert "five volts three amperes" in grammar.rule_readings("CHARGER_OUTPUT", "5V/3A", limit=20)


def test_a_car_unit_inside_a_measure_is_a_car_cue():
    assert decide("The 2.0T makes 252_hp", 1) == "two point o t"


@pytest.mark.parametrize("tokens,reading", [
    (["Tires", ":", "P235/65R17", "104T", "."], "one hundred four t"),
    (["The", "tires", "are", "245/40R18", "97Y", "."], "ninety seven y"),
])
def test_a_tire_service_description(tokens, reading):
    numbers = {"104": ["one hundred four"], "97": ["ninety seven"]}
    assert vehicle_reading(tokens, 3 if tokens[0] == "Tires" else 4, frozenset(), rule_of, numbers.get) == reading


def test_a_service_description_needs_a_tire_size_before_it():
    assert vehicle_reading(["at", "3", "104T", "."], 2, frozenset(), rule_of, {"104": ["one hundred four"]}.get) is None
