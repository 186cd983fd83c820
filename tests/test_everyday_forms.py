"""Everyday written forms (issue 12): the tokenizer keeps them whole or cuts them where a reader
would, the grammars read them as a careful reader says them, and vanity numbers read their words."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.api import Normalizer, TokenReading
from tnfst.grammar.covering import CoveringGrammar, language_classes
from tnfst.tokenize import tokenize
from tnfst.vanity import vanity_reading


@pytest.fixture(scope="module")
def grammar():
    """Every English class (as `class_fst` has them), in the session's grammar cache."""
    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


def texts(sentence: str) -> list[str]:
    return [span.text for span in tokenize(sentence)]


@pytest.mark.parametrize("sentence, expected", [
    # the number sign glued to its number is cut as the spaced "No. 1" is
    ("She was No.1 in the charts.", ["She", "was", "No", ".", "1", "in", "the", "charts", "."]),
    ("(Nos.3-5)", ["(", "Nos", ".", "3-5", ")"]),
    ("No.one", ["No.one"]),          # no digit after the period: left alone
    ("Mr.5", ["Mr.5"]),              # only the number sign is cut
    # fluid ounces with periods: one measure, the last period a piece of its own
    ("Pour 12 fl. oz. of milk.", ["Pour", "12 fl. oz", ".", "of", "milk", "."]),
    ("12 fl. ounces", ["12", "fl", ".", "ounces"]),
    # a span from "noon"/"midnight" keeps its day period
    ("open noon–2 p.m. daily", ["open", "noon–2 p.m.", "daily"]),
    ("midnight-6am only", ["midnight-6am", "only"]),
    ("noon today", ["noon", "today"]),
])
def test_tokenizer_forms(sentence, expected):
    assert texts(sentence) == expected


@pytest.mark.parametrize("token, reading", [
    ("noon–2 p.m.", "noon to two p m"),
    ("midnight-6am", "midnight to six a m"),
    ("9pm-midnight", "nine p m to midnight"),
    ("Noon-1:30 PM", "noon to one thirty p m"),
    ("12 fl. oz", "twelve fluid ounces"),
    ("RM 5", "five ringgit"),
])
def test_grammar_licenses(grammar, token, reading):
    assert grammar.licenses(token, reading), grammar.readings(token)


@pytest.mark.parametrize("token", ["noon-13", "noon–2x", "midnightly-6am"])
def test_named_spans_need_a_clock_hour(grammar, token):
    assert grammar.semiotic_class(token) != "TIME"


def test_fraction_before_a_unit_says_its_count(grammar):
    """"¼ tsp" is "one quarter teaspoon" (training data: "¼" -> "one quarter"), never the bare
    "quarter teaspoon"; the fraction alone keeps its readings."""
    readings = grammar.readings("¼ tsp", limit=20)
    assert "one quarter teaspoon" in readings
    assert not any(r.startswith(("quarter", "fourth")) for r in readings), readings


@pytest.mark.parametrize("token, reading", [
    ("1-800-FLOWERS", "one eight hundred flowers"),
    ("1-888-GOT-JUNK", "one eight eight eight got junk"),
    ("800-CONTACTS", "eight hundred contacts"),
    ("1.877.KARS.4.KIDS", None),  # a digit among the words: not a vanity form this reader knows
    ("1-800-GO-2-HAUL", "one eight hundred go two haul"),  # a lone digit among the words
    ("1-877-KARS-4-KIDS", "one eight seven seven kars four kids"),
    ("1-800-2-4-6-8", None),      # digits only between the dashes: no words
    ("1-800-FLY", None),          # too short to be taken for a word
    ("1-555-FLOWERS", None),      # not a toll-free code
    ("1-800-555-0199", None),     # digits only: the TELEPHONE grammar's
    ("1-800-flowers", None),      # vanity words are written in capitals
])
def test_vanity_reading(token, reading):
    assert vanity_reading(token) == reading


def test_vanity_reading_states_only_the_token_digits():
    reading = vanity_reading("1-866-DOCTORS")
    assert reading == "one eight six six doctors" and special.SIL not in reading.split()


def test_render_spaces_readings_around_an_unspoken_period():
    """"No.1": "No", an unspoken period, "1" -> "number one", not "numberone"."""
    sentence = "was No.1 here"
    records = [TokenReading("was", 0, 3, "RemainSelf", 0.0, "was"),
               TokenReading("No", 4, 6, "ToBeNormalized", 1.0, "number", normalized=True),
               TokenReading(".", 6, 7, "ToBeNormalized", 1.0, "", normalized=True),
               TokenReading("1", 7, 8, "ToBeNormalized", 1.0, "one", normalized=True),
               TokenReading("here", 9, 13, "RemainSelf", 0.0, "here")]
    assert Normalizer.render(sentence, records) == "was number one here"


@pytest.mark.parametrize("token, readings", [
    ("CAFÉ", (special.SELF, "café", "cafe")),        # a word in capitals: never spelled
    ("PROTÉGÉ", (special.SELF, "protégé", "protege")),
])
def test_accented_capitals_are_words(token, readings):
    from tnfst.constraints.words import WordLexicon, word_readings

    lexicon = WordLexicon.load()
    assert word_readings(token, lexicon) == readings
    assert "c a f e acute" in word_readings(token, lexicon, read_or_spell=False) or token != "CAFÉ"


def test_a_price_per_unit_keeps_no_sentence_period_before_a_lowercase_word():
    """"$3.49/gal. on Jan. 1": the period is the unit's abbreviation, not the sentence's end."""
    sentence = "was $3.49/gal. on"
    records = [TokenReading("was", 0, 3, "RemainSelf", 0.0, "was"),
               TokenReading("$3.49/gal", 4, 13, "ToBeNormalized", 1.0, "three dollars forty nine cents per gallon",
                            normalized=True),
               TokenReading(".", 13, 14, "RemainSelf", 0.0, "."),
               TokenReading("on", 15, 17, "RemainSelf", 0.0, "on")]
    assert Normalizer.render(sentence, records) == "was three dollars forty nine cents per gallon on"
    records[-1] = TokenReading("It", 15, 17, "RemainSelf", 0.0, "It")
    assert Normalizer.render("was $3.49/gal. It", records).endswith("per gallon. It")
