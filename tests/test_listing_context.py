"""The shorthand of classified ads (`tnfst.listing_context`), prescription directions
(`tnfst.prescription_context`), kitchen measures (`tnfst.quantity_context`), a unit written out in
the singular (`tnfst.one_unit`), and the grammar rules and list rows they read (ROOMS, SHORTHAND,
cm³, dB(A))."""

from __future__ import annotations

import pytest

from tnfst import abbreviation_context, one_unit, quantity_context
from tnfst.context import ContextReadings
from tnfst.listing_context import listing_reading
from tnfst.prescription_context import prescription_reading

#: A stand-in for the context rules: what they read for the tokens these tests use.
RULES = {
    ("ROOMS", "3BR/2BA"): ["three bedroom two bath", "three bed two bath"],
    ("ROOMS", "4BR"): ["four bedroom", "four bed"],
    ("ROOMS", "2BA"): ["two bath"],
    ("SCALED", "58k"): ["fifty eight thousand"],
    ("BARE_UNIT", "mi"): ["miles", "mile"],
    ("SHORTHAND", "W/D"): ["washer and dryer", "washer dryer"],
    ("SHORTHAND", "A/C"): ["air conditioning"],
    ("SHORTHAND", "hrs/wk"): ["hours per week", "hours a week"],
    ("SHORTHAND", "hr/wk"): ["hours per week", "hour per week", "hours a week", "hour a week"],
    ("SHORTHAND", "y/o"): ["year old", "years old"],
}


def decide(sentence: str, i: int) -> str | None:
    """The listing decision for token `i` of `sentence` (tokens split at "|")."""
    tokens = sentence.split("|")
    words = frozenset(t.lower() for t in tokens)
    return listing_reading(tokens, i, words, lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence, i, expected", [
    # rooms glued to their counts; a half alone only about housing or beside another
    ("For|rent|:|3BR/2BA|townhouse", 3, "three bedroom two bath"),
    ("Spacious|4BR|home", 1, "four bedroom"),
    ("Seat|4BR|please", 1, None),
    ("4BR|,|2BA", 2, "two bath"),
    # rooms written apart, after a count; capitals only about housing
    ("Cozy|2|bd|1|ba|apartment", 2, "bedroom"), ("Cozy|2|bd|1|ba|apartment", 4, "bath"),
    ("Condo|,|2|BR|,|1|BA", 3, "bedroom"),
    ("He|has|a|BA|in|history", 3, None), ("joined|in|2|BR|lines", 3, None),
    ("the|bd|of|directors", 1, None),
    # appliances only about housing or a car
    ("W/D|in|unit|,|2|bd", 0, "washer and dryer"), ("Cozy|condo|,|A/C", 3, "air conditioning"),
    ("The|A/C|bus|failed", 1, None),
    # mileage in thousands
    ("58k|mi|,|1|owner", 0, "fifty eight thousand"), ("58k|mi|,|1|owner", 1, "miles"),
    ("I|ran|a|58k|race", 3, None), ("the|mi|band", 1, None),
    # hours per week after a number
    ("40|hrs/wk", 1, "hours per week"), ("20-30|hrs/wk", 1, "hours per week"),
    ("1|hr/wk", 1, "hour per week"), ("the|hrs/wk|column", 1, None),
    # an age after a number: "year old" before a word, "years old" at a phrase's end
    ("$12.99|ea|.", 1, "each"), ("Save|$5.00|ea|.|today", 2, "each"), ("2|ea|,", 1, "each"),
    ("the|ea|rule", 1, None), ("Sports|ea|.", 1, None),
    ("a|67|y/o|male", 2, "year old"), ("she|is|45|y/o|.", 3, "years old"), ("the|y/o|column", 1, None),
    # experience after years
    ("3+|yrs|exp|.|in|sales", 2, "experience"), ("2 yrs|exp|.", 1, "experience"),
    ("exp|.|12/25", 0, None), ("the|exp|.|date", 1, None),
    # garage, deposit, available, required
    ("2-car|gar|.|,", 1, "garage"), ("the|gar|.", 1, None),
    ("security|dep|.|,|no|pets", 1, "deposit"), ("the|dep|.|head", 1, None),
    ("Office|space|avail|.|,|Ste", 2, "available"), ("to|no|avail|.", 2, None),
    ("searched|to|no|avail|.|Then", 3, None),
    ("CDL|Class|A|req|.", 3, "required"), ("per|your|req|.", 2, None),
    ("Studio|apt|.|available", 1, "apartment"), ("an|apt|remark", 1, None),
])
def test_listing_readings(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_rule_readings_no_glued_decision():
    assert listing_reading(["3BR/2BA"], 0, frozenset(), None) is None


@pytest.mark.parametrize("sentence, i, expected", [
    ("Sig|:|1|tab|PO|BID|x|7|days|.", 3, "tablet"),
    ("Sig|:|1|tab|PO|BID|x|7|days|.", 4, "by mouth"),
    ("Sig|:|1|tab|PO|BID|x|7|days|.", 5, "twice a day"),
    ("Sig|:|1|tab|PO|BID|x|7|days|.", 6, "for"),
    ("Take|2|caps|PO|TID|prn|pain|.", 2, "capsules"),
    ("Take|2|caps|PO|TID|prn|pain|.", 5, "as needed"),
    ("Take|500 mg|b.i.d.|for|10|days", 2, "twice a day"),
    ("Mail|it|to|the|PO|box", 4, None),                 # no dose: the post office
    ("He|won|the|bid|at|500 mg", 3, None),               # "bid" lowercase is the word
    ("open|a|new|tab|and|take|2|tabs", 3, None),         # no count before it
    ("3|x|7|days", 1, None),                             # "x" only after the directions
    ("He|registered|35|caps|for|his|country", 3, None),  # a player's international matches
])
def test_prescription_readings(sentence, i, expected):
    tokens = sentence.split("|")
    assert prescription_reading(tokens, i, frozenset(t.lower() for t in tokens)) == expected


@pytest.mark.parametrize("token, prev, sentence, expected", [
    ("T.", "3", "stir 3 t. honey into water", "tablespoons"),
    ("c.", "1", "stir honey into 1 c. warm water", "cup"),
    ("c.", "1/2", "add 1/2 c. sugar", "cup"),
    ("T.", "3", "the mri scanner runs at 3 t.", None),     # teslas
    ("c.", "1", "item 1 c. below", None),
])
def test_kitchen_measures(token, prev, sentence, expected):
    words = frozenset(sentence.split())
    assert quantity_context._kitchen_measure(token, prev, words) == expected


READINGS = {
    "0.25 acre": ["zero point two five acres", "zero point two five acre"],
    "0.25 acres": ["zero point two five acres", "zero point two five acre"],
    "5 ft": ["five feet", "five foot"],
    "2.5 hour": ["two point five hours", "two point five hour"],
}


@pytest.mark.parametrize("token, expected", [
    ("0.25 acre", "zero point two five acre"), ("2.5 hour", "two point five hour"),
    ("0.25 acres", None), ("5 ft", None),
])
def test_a_unit_written_in_the_singular_is_said_so(token, expected):
    assert one_unit.written_singular_reading(token, lambda t: READINGS.get(t, [])) == expected


def test_the_sentence_chain_reads_the_written_singular():
    tokens = ["on", "a", "0.25 acre", "lot"]
    assert ContextReadings.load("en").decide(tokens, readings_of=lambda t: READINGS.get(t, []))[2] == "zero point two five acre"


@pytest.mark.parametrize("sentence, i, expected", [
    ("utilities|incl|.", 1, "included"), ("VAT|incl|.", 1, "inclusive"), ("breakfast|incl|.", 1, "included"),
    ("meals|excl|.", 1, "excluded"), ("price|incl|.|tax", 1, "including"),
    ("Est|.|mortgage|$2,150/mo", 0, "estimated"), ("Est|.|since|1887", 0, None),
    ("Est|.|delivery|:|Mon", 0, "estimated"), ("the|est|.|wait|time", 1, "estimated"),  # a noun of estimates
])
def test_included_after_a_noun(sentence, i, expected):
    assert abbreviation_context.abbreviation_reading(sentence.split("|"), i) == expected


def test_the_listing_rules_of_the_grammar():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    rule = grammar.rule_readings
    assert rule("ROOMS", "3BR/2BA", limit=2) == ["three bedroom two bath", "three bed two bath"]
    assert rule("ROOMS", "4bd/2.5ba", limit=1) == ["four bedroom two point five bath"]
    assert rule("ROOMS", "2BR", limit=1) == ["two bedroom"]
    assert rule("ROOMS", "2XX", limit=1) == []
    assert rule("SHORTHAND", "hrs/wk", limit=1) == ["hours per week"]
    assert rule("SHORTHAND", "W/D", limit=1) == ["washer and dryer"]
    assert rule("SHORTHAND", "y/o", limit=2) == ["year old", "years old"]
    assert grammar.licenses_in_context("3BR/2BA", "three bedroom two bath")
    assert grammar.readings("1 g/cm³", limit=1) == ["one gram per cubic centimeter"]
    assert grammar.readings("65 dB(A)", limit=1) == ["sixty five decibels a"]


@pytest.mark.parametrize("sentence, i, expected", [
    ("Open|house|Sun|1-4 PM|at|27|Maple|Ct|.", 2, "sunday"),
    ("Open|house|Sun|1-4 PM|at|27|Maple|Ct|.", 7, "court"),
    ("Studio|available|6/1|,|no|pets", 2, "june first"),
    ("Sun|Microsystems|was|bought", 0, None),
    ("available|3/4|of|the|time", 1, None),
])
def test_listing_places_and_times(sentence, i, expected):
    assert ContextReadings.load("en").decide(sentence.split("|")).get(i) == expected
