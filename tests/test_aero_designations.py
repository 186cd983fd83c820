"""Aviation, spaceflight and defence designations (`tnfst.aerospace`): the rules alone (a stand-in
grammar), the G_FORCE and RUNWAY context rules of grammars/en/aviation.py, and the pipeline."""

from __future__ import annotations

import pytest

from tnfst.aerospace import aerospace_reading, roman_cardinal, vehicle_numeral
from tnfst.grammar.covering import CoveringGrammar, language_classes

AIRLINES = {"EK": "emirates", "BA": "british airways", "UA": "united airlines", "LH": "lufthansa",
            "CA": "air china", "AS": "alaska airlines"}


def _rule_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the context rules these tests use."""
    table = {
        ("G_FORCE", "9 g"): ["nine g"],
        ("G_FORCE", "3.5 g"): ["three point five g"],
        ("G_FORCE", "+9G"): ["plus nine g"],
        ("RUNWAY", "09R"): ["zero nine right"],
        ("RUNWAY", "27L"): ["two seven left"],
        ("RUNWAY", "27R"): ["two seven right"],
        ("RUNWAY", "36"): ["three six"],
        ("CODE_PAIRS", "215"): ["two fifteen"],
        ("CODE_PAIRS", "1402"): ["fourteen o two"],
        ("CODE_PAIRS", "EK215"): ["e k two fifteen"],
    }
    return table.get((rule, token), [])


def decide(sentence: str, token: str) -> str | None:
    """The reading of `token` in `sentence`, its tokens split at spaces ("_" a space inside one: "9_g")."""
    tokens = [t.replace("_", " ") for t in sentence.split()]
    words = frozenset(t.lower() for t in tokens)
    return aerospace_reading(tokens, tokens.index(token), AIRLINES, words, _rule_readings)


@pytest.mark.parametrize("sentence, token, reading", [
    ("The pilot blacked out while pulling 9_g .", "9 g", "nine g"),
    ("The astronauts felt up to 3.5_g during the ascent .", "3.5 g", "three point five g"),
    ("The airframe is rated to +9G .", "+9G", "plus nine g"),
    ("Arrivals are landing on runway 09R .", "09R", "zero nine right"),
    ("Use runways 27L and 27R today .", "27R", "two seven right"),
    ("Cleared to land runway 36 .", "36", "three six"),
    ("The 787-9 can fly far .", "787-9", "seven hundred eighty seven nine"),
    ("Our 737-800 was at the gate .", "737-800", "seven hundred thirty seven eight hundred"),
    ("a new 777-300 for the fleet", "777-300", "seven hundred seventy seven three hundred"),
    ("Two B-52H bombers flew .", "B-52H", "b fifty two h"),
    ("The C-130J can land on dirt .", "C-130J", "c one hundred thirty j"),
    ("The Navy's F/A-18E first flew .", "F/A-18E", "f a eighteen e"),
    ("an AH-64D gunship", "AH-64D", "a h sixty four d"),
    ("Emirates EK 215 to Dubai now boards at 22:15 .", "EK", "e k"),
    ("Emirates EK 215 to Dubai now boards at 22:15 .", "215", "two fifteen"),
    ("Lufthansa LH 9 is delayed .", "9", "nine"),
    ("Our flight BA 0283 ?", "0283", "o two eight three"),
    ("UA 1402 landed at SFO .", "1402", "fourteen o two"),
    ("EK215 now boards at gate A12 .", "EK215", "e k two fifteen"),
    ("Air China CA 9 was late", "CA", "c a"),
])
def test_rules_decide(sentence, token, reading):
    assert decide(sentence, token) == reading


@pytest.mark.parametrize("sentence, token", [
    ("Add 9_g of sugar to the batter .", "9 g"),           # no word of acceleration: grams
    ("The pilot ate 30_g of protein .", "30 g"),            # "of": grams
    ("Each bar has 3.5_g fat .", "3.5 g"),                  # no cue
    ("Turn to 27L in the catalogue .", "27L"),              # no runway word
    ("The runway is 37 years old .", "37"),                 # not a heading: 01 to 36 only
    ("runway lights 09R", "09R"),                           # a word between that is no designator
    ("Read pages 737-800 tonight .", "737-800"),            # a range: no determiner before it
    ("The 737-850 part number", "737-850"),                 # not a Boeing variant
    ("The 123-9 score", "123-9"),                           # not a Boeing type
    ("Take I-95N north .", "I-95N"),                        # a road and its direction
    ("the UA 926 part", "926"),                              # no air travel in the sentence
    ("Ask EK 215 people", "215"),                           # the code without its airline or travel
    ("a ZZ 215 order", "ZZ"),                               # not an airline's code
    ("Fly into Burbank , CA 9 miles away .", "9"),          # a state's code: only after the airline's name
])
def test_rules_leave_alone(sentence, token):
    assert decide(sentence, token) is None


@pytest.mark.parametrize("sentence, index, reading", [
    ("The Saturn V stood tall", 2, "five"),
    ("a Minuteman III missile", 2, "three"),
    ("the Titan II rocket", 2, "two"),
    ("The Delta IV Heavy launched", 2, "four"),
])
def test_vehicle_numeral(sentence, index, reading):
    assert vehicle_numeral(sentence.split(), index) == reading


@pytest.mark.parametrize("sentence, index", [
    ("when Saturn I saw", 2),          # "I" alone: the pronoun
    ("King Henry V died", 2),          # not a rocket's family
    ("the Saturn IIII", 2),            # not a numeral
])
def test_vehicle_numeral_leaves_alone(sentence, index):
    assert vehicle_numeral(sentence.split(), index) is None


def test_roman_cardinal():
    assert [roman_cardinal(t) for t in ("I", "IV", "V", "IX", "XIV", "IIII", "VV", "")] == [1, 4, 5, 9, 14, None, None, None]


def test_without_grammar_nothing_is_decided():
    assert aerospace_reading(["pulling", "9 g"], 1, AIRLINES, frozenset({"pulling"}), None) is None


@pytest.fixture(scope="module")
def grammar():
    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("rule, token, reading, context_only", [
    ("G_FORCE", "9 g", "nine g", True),
    ("G_FORCE", "3.5 g", "three point five g", True),
    ("G_FORCE", "9G", "nine g", False),        # the classes read "9G" so too ("5G" networks)
    ("G_FORCE", "+9G", "plus nine g", True),
    ("RUNWAY", "09R", "zero nine right", True),
    ("RUNWAY", "27L", "two seven left", True),
    ("RUNWAY", "18C", "one eight center", True),
    ("RUNWAY", "36", "three six", False),      # digit by digit: the DIGIT class's reading too
])
def test_context_rules(grammar, rule, token, reading, context_only):
    assert grammar.rule_readings(rule, token, limit=2) == [reading]
    assert grammar.licenses_in_context(token, reading)
    assert grammar.licenses(token, reading) is not context_only  # a context rule only, where marked


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("The fighter pilot blacked out briefly while pulling 9 g.", "pulling nine g."),
    ("The astronauts felt up to 3.5 g during the ascent.", "three point five g during"),
    ("Add 9 g of sugar.", "nine grams of sugar"),
    ("Arrivals are landing on runway 09R.", "runway zero nine right."),
    ("The 787-9 can fly up to 7,565 nautical miles.", "The seven hundred eighty seven nine can"),
    ("Our 737-800 was passing 10,000 ft.", "Our seven hundred thirty seven eight hundred was"),
    ("Two B-52H bombers flew over the Korean Peninsula.", "b fifty two h bombers"),
    ("The C-130J can land on dirt strips.", "c one hundred thirty j can"),
    ("The Navy's F/A-18E Super Hornet first flew in 1995.", "f a eighteen e Super"),
    ("The Saturn V stood 363 feet tall.", "Saturn five stood"),
    ("Emirates EK 215 to Dubai now boards at 22:15.", "e k two fifteen to Dubai"),
])
def test_pipeline(normalizer, sentence, reading):
    assert reading in normalizer.normalize(sentence)
