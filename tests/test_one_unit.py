"""`tnfst.one_unit`: a measure of exactly one says its unit in the singular."""

from __future__ import annotations

import pytest

from tnfst import one_unit
from tnfst.context import ContextReadings

READINGS = {
    "1 gal": ["one gallons", "one gallon"],
    "1 sq ft": ["one square feet", "one square foot"],
    "1in": ["one inches", "one inch"],
    "10 gal": ["ten gallons", "ten gallon"],
    "1 am": ["one a m"],
    "1.0 kg": ["one point zero kilograms", "one point zero kilogram"],
    "1 hr 20 min": ["one hour twenty minutes", "one hour twenty minute"],
}


def of(token: str) -> list[str]:
    return READINGS.get(token, [])


@pytest.mark.parametrize("token,reading", [
    ("1 gal", "one gallon"), ("1 sq ft", "one square foot"), ("1in", "one inch"),
])
def test_one_of_a_unit_is_singular(token, reading):
    assert one_unit.singular_reading(token, of) == reading


@pytest.mark.parametrize("token", ["10 gal", "1 am", "1.0 kg", "1 hr 20 min", "1/2 cup", "1,000 kg"])
def test_other_amounts_and_forms_are_left_alone(token):
    assert one_unit.singular_reading(token, of) is None


def test_the_context_rule_chooses_the_singular():
    context = ContextReadings.load("en")
    assert context.decide(["Milk", "1 gal", "$3.49"], readings_of=of) == {1: "one gallon"}
