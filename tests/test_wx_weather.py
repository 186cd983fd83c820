"""Weather, climate and earth-science forms (session 30, helper wx): inches with a period
before punctuation or at a sentence's end, temperature ranges and scales written apart, knots
in a range, the 16-point compass in forecasts and earthquake locations, "N+ unit", the gigatonne.

Pure functions only (no grammar is compiled): the tokenizer, the context rules with stand-in
grammar readings."""

from __future__ import annotations

import pytest

from tnfst import bare_units, field_notation, quantity_context
from tnfst.context import ContextReadings
from tnfst.tokenize import tokenize


def _texts(sentence: str) -> list[str]:
    return [t.text for t in tokenize(sentence)]


@pytest.fixture(scope="module")
def rules():
    return ContextReadings.load("en")


# --- "in." after a number: inches before punctuation, a capital or the end ------------------------

@pytest.mark.parametrize("sentence, token", [
    ("Snow: 3-5 in.", "3-5 in"),                                   # a range at the sentence's end
    ("Storm total snowfall 12.5 in.", "12.5 in"),
    ("Rain was 4.12 in., 1.03 in. above normal.", "4.12 in"),      # before a comma
    ("Rain was 4.12 in., 1.03 in. above normal.", "1.03 in"),      # before a lowercase word (as before)
    ("(2.5 in.) fell at the airport.", "2.5 in"),                  # before a closing bracket
    ("Snow: 2.5 in. Rain: 1 in.", "2.5 in"),                       # a decimal before the next report's capital
    ("Snow depth: 14 in.", "14 in"),                               # a number after a colon, at the end
    ("Amounts of 1/2 in. are expected.", "1/2 in"),                # a fraction
    ("Add 2 1/2 in.; then stop.", "2 1/2 in"),                     # a mixed number, before a semicolon
])
def test_inches_with_a_period_join_their_number(sentence, token):
    assert token in _texts(sentence)


@pytest.mark.parametrize("sentence", [
    "Mix the 2 in and stir.",      # the preposition, no period
    "We moved 2 in 2019.",
    "Put 3 in, then stir.",        # no period: "in" stays a word
    "The keeper let 3 in. Then",   # a whole number: "in" may be a particle ending the sentence
    "The keeper let 3 in.",
])
def test_the_preposition_in_stays_a_word(sentence):
    assert "in" in _texts(sentence)


# --- temperatures -----------------------------------------------------------------------------

def _fake_measure(token: str) -> list[str]:
    """Stand-in for the MEASURE grammar: farads first, as the model said them."""
    head = token[:-1]
    if "-" in head:
        low, high = head.split("-")
        head = f"{low} to {high}"
    return [f"{head} farads", f"{head} degrees fahrenheit", f"{head} coulombs", f"{head} degrees celsius"]


@pytest.mark.parametrize("token, words, expected", [
    ("20-25F", {"lows", "overnight"}, "20 to 25 degrees fahrenheit"),
    ("45-50F", {"highs"}, "45 to 50 degrees fahrenheit"),
    ("20-25C", {"highs"}, "20 to 25 degrees celsius"),
    ("20-25F", {"capacitors"}, None),  # no word of temperature: the model's
])
def test_a_glued_range_of_temperatures_reads_degrees(token, words, expected):
    assert quantity_context._temperature(token, frozenset(words), _fake_measure) == expected


@pytest.mark.parametrize("sentence, index, expected", [
    ("It was 104.5 degrees F .", 4, "fahrenheit"),          # joined "104.5 degrees", below
    ("minus 40 degrees C", 3, "celsius"),                   # "degrees" as its own token
    ("The low was 28 F this morning", 4, "fahrenheit"),     # a bare number in a weather report
    ("Wind chill -15 F.", 3, "fahrenheit"),
    ("Highs 30 C today", 2, "celsius"),
    ("She got a 90 C on the test", 4, None),                # a grade: no word of temperature
    ("Take vitamin C daily", 2, None),
])
def test_a_scale_written_apart_after_degrees_or_a_temperature(rules, sentence, index, expected):
    tokens = sentence.split()
    if tokens[2] == "104.5":
        tokens[2:4] = ["104.5 degrees"]  # as the tokenizer joins it
        index -= 1
    assert rules.decide(tokens).get(index) == expected


# --- knots ------------------------------------------------------------------------------------

def _fake_kt(token: str) -> list[str]:
    head = token.replace(" kt", "").replace("-", " to ")
    return [f"{head} kilotons", f"{head} knots"]


@pytest.mark.parametrize("token, words, expected", [
    ("5-10 kt", {"winds", "se"}, "5 to 10 knots"),
    ("15–25 kt", {"gusts"}, "15–25 knots"),  # an en dash
    ("5-10 kt", {"bomb", "yield"}, None),    # no word of wind or sea: the model's
])
def test_a_range_in_kt_beside_wind_is_knots(token, words, expected):
    assert field_notation._knots(token, frozenset(words), _fake_kt) == expected


# --- the 16-point compass -------------------------------------------------------------------------

@pytest.mark.parametrize("tokens, index, expected", [
    (["Winds", "NNE", "12 mph"], 1, "north northeast"),
    (["Winds", "ENE", "at", "10 km/h"], 1, "east northeast"),
    (["moving", "WNW", "at", "17 mph"], 1, "west northwest"),
    (["winds", "130 mph", ",", "moving", "N", "at", "12 mph"], 4, "north"),
    (["centered", "12 miles", "NE", "of", "Ridgecrest"], 2, "northeast"),  # the tokenizer's "12 miles"
    (["struck", "10 km", "SSW", "of", "Tokyo"], 2, "south southwest"),
    (["It", "is", "25 mi", ".", "E", "of", "Denver"], 4, "east"),
    (["The", "NNE", "corner", "was", "flooded"], 1, None),   # no wind, no motion, no distance
    (["The", "town", "is", "NE", "of", "the", "river"], 3, None),  # "of" without a distance before it
    (["moving", "N", "items", "to", "storage"], 1, None),    # a heading needs "at", a number ...
])
def test_compass_points_in_forecasts_and_quake_locations(rules, tokens, index, expected):
    assert rules.decide(tokens).get(index) == expected


def test_the_three_letter_points_are_listed(rules):
    assert rules.directions["WSW"] == "west southwest"
    assert rules.directions["SSE"] == "south southeast"


# --- "N+ unit" --------------------------------------------------------------------------------

def _fake_bare(rule: str, token: str) -> list[str]:
    return {"mph": ["miles per hour", "mile per hour"], "GB": ["gigabytes", "gigabyte"],
            "A": ["amperes", "ampere"]}.get(token, [])


@pytest.mark.parametrize("tokens, index, expected", [
    (["gusts", "of", "70+", "mph"], 3, "miles per hour"),
    (["It", "has", "100+", "GB"], 3, "gigabytes"),
    (["rated", "4.5+", "A"], 2, None),        # a lone letter stays
    (["gusts", "of", "70", "mph"], 3, None),  # no plus: the number and unit are read together
])
def test_a_unit_after_a_number_and_plus_is_read(tokens, index, expected):
    assert bare_units.bare_unit_reading(tokens, index, _fake_bare) == expected


def test_the_gigatonne_is_a_listed_unit():
    from tnfst.tokenize import is_unit

    assert is_unit("Gt")
    assert "270 Gt" in _texts("Greenland is losing about 270 Gt of ice per year.")


# --- names with accents, odds, 24-hour times with a zone, rates and scaled areas ---------------------

@pytest.mark.parametrize("tokens, index, expected", [
    (["The", "El", "Niño", "index"], 2, "<self>"),
    (["La", "Niña", "conditions"], 1, "<self>"),
    (["We", "flew", "to", "São", "Paulo"], 3, "<self>"),
    (["Señor", "Gómez", "agreed"], 1, "<self>"),
])
def test_a_capitalised_word_with_accents_is_kept_as_written(rules, tokens, index, expected):
    assert rules.decide(tokens).get(index) == expected


@pytest.mark.parametrize("token", ["ÉCOLE", "Éa", "Niño3", "Łódź", "Métis", "José"])
def test_only_capitalised_latin_words_with_accents_are_kept_by_that_rule(token):
    from tnfst.context import _accented_name

    assert _accented_name(token) is None


@pytest.mark.parametrize("token, reading", [
    ("1-in-100-year", "one in one hundred year"),
    ("1-in-4", "one in four"),
    ("1-in-1,000-year", "one in one thousand year"),
    ("2-in-3", "two in three"),
])
def test_odds_written_with_hyphens(token, reading):
    from tnfst.constraints.number_guard import odds_readings

    assert odds_readings(token) == [reading]
    assert quantity_context._odds(token) == reading


@pytest.mark.parametrize("token", ["1-in", "in-100", "1-on-100", "1-in-100-Year"])
def test_other_hyphenated_tokens_are_no_odds(token):
    from tnfst.constraints.number_guard import odds_readings

    assert odds_readings(token) == []


def _fake_rule(rule: str, token: str) -> list[str]:
    return {"0630": ["zero six thirty"], "1500": ["fifteen hundred"]}.get(token, []) if rule == "MILITARY_TIME" else []


@pytest.mark.parametrize("tokens, index, expected", [
    (["lifted", "at", "0630", "UTC"], 2, "zero six thirty"),
    (["valid", "at", "1500", "GMT"], 2, "fifteen hundred"),
    (["about", "1500", "GMT", "shares"], 1, None),  # no leading zero, no word of time before it
    (["lifted", "at", "0630", "today"], 2, None),   # no zone, no "hours": the model's
])
def test_four_digits_before_utc_or_gmt_are_a_time(tokens, index, expected):
    assert field_notation._military_time(tokens, index, _fake_rule) == expected


@pytest.mark.parametrize("sentence, token", [
    ("Rainfall rates of 2-3 in/hr are possible.", "2-3 in/hr"),
    ("Rates of 0.5 in/h.", "0.5 in/h"),
    ("It covered 24.8 million sq km.", "24.8 million sq km"),
    ("A 3 million sq. ft mall.", "3 million sq. ft"),
])
def test_inch_rates_and_scaled_areas_join_their_number(sentence, token):
    assert token in _texts(sentence)


def test_in_before_a_slash_is_a_unit_only_as_a_rate():
    assert "in/out" in _texts("It flows in/out.")


# --- round hundreds, counts per a unit of time, ranges of degrees ----------------------------------

@pytest.mark.parametrize("tokens, index, expected", [
    (["pushed", "the", "Air", "Quality", "Index", "above", "200", "."], 6, "two hundred"),
    (["near", "900"], 1, "nine hundred"),
    (["Art", "F", "200", "X"], 2, None),   # a code after a letter: the model's digits
    (["two", "-", "100", "BSR"], 2, None),
    (["above", "250"], 1, None),           # not a round hundred
])
def test_a_round_hundred_is_its_cardinal(tokens, index, expected):
    from tnfst.number_choices import number_choice

    assert number_choice(tokens, index) == expected


def _fake_rate(token: str) -> list[str]:
    number, unit = token.lstrip("~").split("/")
    word = {"hr": "hour", "min": "minute", "km2": "square kilometer"}[unit]
    return [f"{number} per {word}s", f"{number} per {word}"]  # the plural first, as the model chose


@pytest.mark.parametrize("token, expected", [
    ("100/hr", "100 per hour"), ("~100/hr", "100 per hour"), ("60/min", "60 per minute"),
    ("578.3/km2", None),  # Kestrel's plural after a bare ratio of area stays the model's
])
def test_a_count_per_a_unit_of_time_is_singular(token, expected):
    assert quantity_context._count_per_time(token, _fake_rate) == expected


@pytest.mark.parametrize("token", ["10-15°", "68-72°", "90-95°F", "10–15º"])
def test_a_range_of_degrees_takes_the_grammars_best(token):
    from tnfst.context import _grammar_best

    assert _grammar_best(token, lambda t: [f"{t} degrees", f"{t} degree"]) == f"{token} degrees"


# --- weekday abbreviations in forecasts, nautical miles, the megaannum, compound units squared ----------

@pytest.mark.parametrize("sentence, index, expected", [
    ("The storm will arrive Tues . night .", 4, "tuesday"),
    ("Snow ends Thurs . morning , then clears .", 2, "thursday"),
    ("Rain totals through 7 a.m. Mon .", 4, "monday"),
    ("Showers until 5 p.m. Fri . , then sun .", 3, "friday"),
    ("Tu . night", 0, None),  # "Tu" needs a date
])
def test_a_weekday_abbreviation_before_a_part_of_the_day_or_after_a_time(rules, sentence, index, expected):
    tokens = sentence.split()
    for clock in ("7 a.m.", "5 p.m."):
        if clock in sentence:
            at = tokens.index(clock.split()[0])
            tokens[at:at + 2] = [clock]
    assert rules.decide(tokens).get(index) == expected


def _fake_nm(token: str) -> list[str]:
    return [token.replace("nm", "nanometers"), token.replace("nm", "nautical miles")]


@pytest.mark.parametrize("token, words, expected", [
    ("20 nm", {"the", "storm's", "eye", "was"}, "20 nautical miles"),
    ("20 nm", {"coastal", "waters", "out"}, "20 nautical miles"),
    ("532 nm", {"the", "laser", "emits", "at"}, None),
    ("5 nm", {"chip", "current"}, None),
])
def test_nm_beside_the_sea_or_a_storm_is_the_nautical_mile(token, words, expected):
    assert quantity_context._nautical_miles(token, frozenset(words), _fake_nm) == expected


@pytest.mark.parametrize("token, nxt, expected", [
    ("66 Ma", "ago", "66 million years"), ("66 Ma", "old", "66 million years"), ("66 Ma", ",", None),
])
def test_the_megaannum_before_ago_says_ago_once(token, nxt, expected):
    readings = lambda t: [f"{t[:-3]} million years ago", f"{t[:-3]} mega annum", f"{t[:-3]} million years"]
    assert quantity_context._annum_before_ago(token, nxt, readings) == expected


def test_jet_is_a_word_of_knots():
    assert "jet" in field_notation.KNOT_CUES


@pytest.mark.parametrize("token", ["1,361 W/m²", "3 kg/m³"])
def test_a_compound_unit_with_a_power_takes_the_grammars_best(token):
    from tnfst.context import _grammar_best

    assert _grammar_best(token, lambda t: [f"{t} watts", f"{t} watt"]) == f"{token} watts"


# --- "mag" and "Cat" before a number -------------------------------------------------------------

@pytest.mark.parametrize("tokens, index, expected", [
    (["visible", "at", "mag", ".", "5", "."], 2, "magnitude"),
    (["Venus", "reached", "mag", "-4.6"], 2, "magnitude"),
    (["landfall", "as", "a", "Cat", "3", "."], 3, "category"),
    (["Hurricane", "Helene", ",", "Cat", "4", ",", "made", "landfall"], 3, "category"),
    (["Buy", "a", "Cat", "5", "cable"], 2, None),     # no storm: a network cable
    (["My", "cat", "3", "years", "old"], 1, None),
    (["the", "mag", "is", "out"], 1, None),            # no number after it
])
def test_mag_and_cat_before_a_number(rules, tokens, index, expected):
    assert rules.decide(tokens).get(index) == expected
