"""Words the context reads: title abbreviations before a name (`tnfst.context._title`) and
English contractions (read as written, never spelled), alone and through the pipeline."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings


@pytest.fixture(scope="module")
def rules():
    return ContextReadings.load()


@pytest.mark.parametrize("sentence, index, expected", [
    ("The Rev . John Smith preached", 1, "reverend"),
    ("Maj . Gen . Gordon Granger led", 0, "major"),
    ("Maj . Gen . Gordon Granger led", 2, "general"),
    ("The Hon . Mary Jones spoke", 1, "honorable"),
    ("Mrs . Smith came", 0, "<self>"),           # kept as written
    ("Gen Z likes it", 0, None),                 # no period: the model's
    ("a sales rep . then he left", 2, None),     # lowercase
    ("He is a sales Rep . then", 4, None),       # no name after it
])
def test_title(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


def test_capitals_are_no_title(rules):
    # without its period a word in capitals is no title ("REV" a revision, "GEN" a generation); with
    # it, first in a line in capitals, it is one (tnfst.context._capitals_with_period: "REV. JOHN SMITH")
    assert rules.decide("REV JOHN".split()).get(0) != "reverend"
    assert rules.decide("REV . JOHN".split()).get(0) == "reverend"


@pytest.mark.parametrize("token", ["It's", "it's", "That's", "Don't", "can't", "they're", "We've", "she'll"])
def test_contractions_read_as_written(rules, token):
    assert rules.decide([token, "about", "five"]).get(0) == "<self>"


@pytest.mark.parametrize("token", ["Bob's", "Its", "NHL's"])
def test_other_apostrophes_are_not_contractions(rules, token):
    assert rules.decide([token, "car"]).get(0) != "<self>"


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


def test_pipeline(normalizer):
    assert normalizer.normalize("Maj. Gen. Gordon Granger met the Rev. John Smith.") == (
        "major general Gordon Granger met the reverend John Smith.")


@pytest.mark.parametrize("token, expected", [
    ("Mon-Fri", ("monday to friday",)),
    ("Jan-Mar", ("january to march",)),
    ("sat-sun", ("saturday to sunday",)),
    ("Mon–Fri", ("monday to friday",)),                 # an en dash
    ("M-F", ("monday to friday",)),                     # day letters of opening hours
    ("Tu–Sa", ("tuesday to saturday",)),
])
def test_calendar_ranges_are_read_whole(token, expected):
    from tnfst.constraints.words import WordLexicon, word_readings

    assert word_readings(token, WordLexicon.load()) == expected


@pytest.mark.parametrize("token", ["Sun-Times", "Mon-Fri-Sat", "co-op", "Dr-Fri", "T-S", "M-Sat", "Paris–London"])
def test_other_hyphenated_words_are_no_ranges(token):
    from tnfst.constraints.words import WordLexicon, word_readings

    assert not any(" to " in r for r in word_readings(token, WordLexicon.load()))


@pytest.mark.parametrize("sentence, index, expected", [
    ("Read pages 200-215 tonight", 2, "two hundred to two hundred fifteen"),
    ("See pp . 45-67 .", 3, "forty five to sixty seven"),
    ("See pp . 45-67 .", 1, "pages"),
    ("a 12\" x 8\" box", 2, "by"),
])
def test_spans_and_dimensions(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


@pytest.mark.parametrize("sentence, expected", [
    ("Give fluids by IV drip.", "Give fluids by i v drip."),
    ("Henry IV was king.", "henry the fourth was king."),
])
def test_intravenous(normalizer, sentence, expected):
    assert normalizer.normalize(sentence).lower() == expected.lower()


@pytest.mark.parametrize("sentence, index, expected", [
    ("on Fri . , Oct. 4th .", 1, "friday"),
    ("Sun Microsystems was bought", 0, None),
    ("Open Wed at noon", 1, "wednesday"), ("drop Fri at 10am", 1, "friday"),  # "at" and a time
    ("Sun at sea level", 0, None),
    ("Join us Sat . 10am–2pm", 2, "saturday"), ("on Fri 12/6", 1, "friday"), ("Mon 9:30 works", 0, "monday"),
    ("Sun 32 was bought", 0, None),  # a number that is no time or day
    ("Hours : Sat 10-2 , Sun closed", 2, "saturday"), ("open Sun 12–5", 1, "sunday"),  # shop hours
    ("The Sun 3-1 win", 1, None),  # after "the": a team and its score
    ("Sun 3-14 was", 0, None),     # 14 is no hour of the clock
])
def test_weekday_before_a_date(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


@pytest.mark.parametrize("sentence, index, expected", [
    ("Winds NW at 15 mph", 1, "northwest"), ("a light SW breeze", 2, "southwest"),
    ("winds from the E", 3, "east"), ("N gusts", 0, "north"),
    ("The NW corner of the lot", 1, None),  # no word of wind: left to the model
    ("Winds Nw", 1, None),
])
def test_wind_direction(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected
