"""Raised and lowered digits (`tnfst.powers`) and units with no number (`tnfst.bare_units`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tnfst.bare_units import bare_unit_reading
from tnfst.powers import fold_powers, has_marks

_SUPER = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def _no_units(_text: str) -> bool:
    return False


def _units(text: str) -> bool:
    return text in {"m", "km", "s", "cm", "ft"}


@pytest.mark.parametrize("token, folded", [
    ("5²", "5^2"), ("10⁻³", "10^-3"), ("x⁻¹", "x^-1"), ("mc²", "mc^2"), ("(a+b)²", "(a+b)^2"),
    ("H₂O", "H2O"), ("CO₂", "CO2"), ("²", "2"),
    ("m²", "m²"), ("km²", "km²"), ("cm³", "cm³"), ("m/s²", "m/s²"), ("5 km²", "5 km²"),
    ("m⁴", "m^4"),  # only squares and cubes are unit powers in the measure grammar
    ("plain", "plain"),
])
def test_fold_powers(token, folded):
    assert fold_powers(token, _units) == folded


@given(st.integers(min_value=0, max_value=10 ** 6), st.integers(min_value=0, max_value=999))
def test_a_raised_number_keeps_every_digit_as_an_exponent(base, power):
    raised = "".join(_SUPER[int(d)] for d in str(power))
    assert fold_powers(f"{base}{raised}", _no_units) == f"{base}^{power}"
    assert not has_marks(fold_powers(f"x{raised}", _no_units))


@pytest.mark.parametrize("words, reading", [
    (["Price", "per", "m²"], "square meter"),
    (["speed", "in", "km/h"], "kilometers per hour"),
    (["measured", "in", "mm"], "millimeters"),
])
def test_bare_unit_after_a_cue(words, reading):
    table = {"m²": ["square meters", "square meter"], "km/h": ["kilometers per hour", "kilometer per hour"],
             "mm": ["millimeters", "millimeter"]}  # the BARE_UNIT rule's order: plural, then singular
    assert bare_unit_reading(words, 2, lambda rule, token: table[token]) == reading


@pytest.mark.parametrize("words, reading", [
    (["Rent", "per", "sq", "ft"], "foot"),  # "sq" itself is the words grammar's "square"
    (["Rent", "per", "sq", ".", "ft"], "foot"),
    (["area", "in", "sq", "ft"], "feet"),
])
def test_bare_unit_after_a_cue_and_a_power_word(words, reading):
    table = {"ft": ["feet", "foot"]}
    assert bare_unit_reading(words, len(words) - 1, lambda rule, token: table[token]) == reading


@pytest.mark.parametrize("words, reading", [
    (["The", "unit", "is", "m/s²"], "meters per second squared"),  # compound by its marks: anywhere
    (["force", "in", "kg·m/s²"], "kilogram meters per second squared"),
    (["The", "area", "km²"], "square kilometers"),
])
def test_compound_unit_with_no_cue(words, reading):
    table = {"m/s²": ["meters per second squared", "meter per second squared"],
             "kg·m/s²": ["kilogram meters per second squared", "kilogram meter per second squared"],
             "km²": ["square kilometers", "square kilometer"]}
    assert bare_unit_reading(words, len(words) - 1, lambda rule, token: table[token]) == reading


@pytest.mark.parametrize("words", [
    ["the", "sq", "ft"],
    ["where", "t²"], ["is", "m²"],  # a lone letter squared: as often a variable
    ["He", "said", "s/he"],  # a slash alone does not make a compound unit
    ["the", "10m/s²"],  # a power word with no cue before it
    ["made", "in", "GB"],  # a country code as likely as gigabytes
    ["block", "in", "A"],
    ["the", "of", "mm"],  # no cue word
    ["paid", "per", "hour"],  # the word itself: left alone
    ["per", "m2"],  # has a digit: not a bare unit
    ["covers", "per", "gallon"],  # a unit's word: left alone (not "imperial gallon")
    ["ten", "per", "sq"],  # a power word with no unit
])
def test_bare_unit_left_alone(words):
    assert bare_unit_reading(words, len(words) - 1, lambda rule, token: [token.lower(), token.lower() + "s"]) is None


@pytest.mark.parametrize("sentence, expected", [
    ("The area is 5² units.", "five squared"),  # `tnfst.math_notation`: a square is "squared"
    ("E = mc²", "m c squared"),
    ("Water is H₂O.", "h two o"),
    ("Tiles cost $5 per m².", "five dollars per square meter"),
    ("Homes sell for $300 per sq ft.", "three hundred dollars per square foot."),
    ("It covers 400 sq ft per gallon.", "four hundred square feet per gallon."),
    ("Speed in km/h matters.", "in kilometers per hour"),
    ("Use 10 m² of tile.", "ten square meters"),
    ("g = 9.8 m/s²", "meters per second squared"),
])
def test_sentences(sentence, expected):
    import tnfst

    assert expected in tnfst.normalize(sentence)
