"""Everyday abbreviations the context reads (`tnfst.abbreviation_context`): circa, born/died,
months alone, period-over-period, et cetera, max/min/est/incl, place words; weekdays before a
slashed date (`tnfst.context`); the context-only list's licensing; and the pipeline."""

from __future__ import annotations

import pytest

from tnfst.abbreviation_context import abbreviation_reading
from tnfst.context import ContextReadings


def read(sentence: str, i: int) -> str | None:
    """The rule's decision for token `i` (tokens split at spaces, as `tnfst.tokenize` splits them;
    "_" is a space inside a token)."""
    return abbreviation_reading([t.replace("_", " ") for t in sentence.split()], i)


@pytest.mark.parametrize("sentence, i, expected", [
    ("Born c. 1850 , d. 1921 .", 1, "circa"),
    ("Born c. 1850 , d. 1921 .", 4, "died"),
    ("from ca . 1600", 1, "circa"),
    ("built c. 1850s", 1, "circa"),
    ("c. 500 BC", 0, "circa"),
    ("( b. 1901 , d. 1980 )", 1, "born"),
    ("( b. 1901 , d. 1980 )", 4, "died"),
    ("Thomas ( fl. 1350-1400 )", 2, "flourished"),
    ("Thomas ( fl . 1250 )", 2, "flourished"),
    ("d. 12_May_1921", 0, "died"), ("c. AD_500", 0, "circa"),
    # no year after it, or no period: a letter
    ("Vitamin c. Then", 1, None), ("option c 1850", 1, None), ("see d. 12", 1, None),
    ("section b. Next", 1, None), ("Mr. C. 1850", 1, None), ("C. 1850", 0, "circa"),
])
def test_circa_born_died(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Elizabeth I ( r. 1558–1603 ) never", 3, "reigned"),
    ("Victoria ( r . 1837 )", 2, "reigned"),
    ("from the 5th c. BC", 3, "century"),
    ("the 21st c. .", 2, "century"),
    ("by the 9th Cir. in 2019", 3, "circuit"),
    # no ordinal before it, no year after it: a letter or a word
    ("option r. Then", 1, None), ("the r. 12", 1, None), ("5 c. flour", 1, None),
    ("Elm Cir. in", 1, None), ("the 9th c 1850", 2, None),
])
def test_reigned_century_circuit(sentence, i, expected):
    """Chicago Manual of Style 10.42 ("r.", "c."), The Bluebook T7 ("Cir.")."""
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("starts in Oct .", 2, "october"),
    ("in Feb . , then", 1, "february"),
    ("since Mar . they rose", 1, "march"),
    ("until Apr .", 1, "april"),
    ("from Oct . to Dec . each year", 1, "october"),
    ("from Oct . to Dec . each year", 4, "december"),
    ("Jan . and Feb . were cold", 3, "february"),
    ("( since Sept )", 2, "september"),
    # no word of time before it, a name, a word, or something going on after it
    ("a letter from Jan .", 3, None), ("Ant and Dec . hosted", 2, None), ("the Mar .", 1, None),
    ("in Oct 5", 1, None), ("in Mar Thoma church", 1, None), ("in OCT .", 1, None),
])
def test_month_alone(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("revenue rose 12% YoY .", 3, "year over year"),
    ("up 3 % QoQ", 3, "quarter over quarter"),
    ("rose 3% MoM", 2, "month over month"), ("MoM growth slowed", 0, "month over month"),
    ("my MoM said", 1, None), ("my Mom said", 1, None), ("YOY", 0, None),
    ("Trees , &c , were", 2, "et cetera"), ("Trees , &c. were", 2, "et cetera"),
    # per annum after a figure; estimated after a figure at the end of its phrase
    ("Interest of 4.5% p.a. compounds", 3, "per annum"), ("yields 5.2% p.a. , paid", 2, "per annum"),
    ("the p.a. system", 1, None),
    ("EPS of $2.15 vs. $1.98 est .", 5, "estimated"), ("$3.9B est. )", 1, "estimated"),
    ("the est . value", 1, "estimated"), ("1.98 est. growth", 1, None),   # a noun of estimates (ESTIMATED_NOUNS)
    ("the est . plan", 1, None),
    ("population ( 2015 est . )", 3, None),                      # a year's estimate: as written
])
def test_finance_and_et_cetera(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("to max . 200 degrees", 1, "maximum"), ("min . 150 degrees", 0, "minimum"),
    ("Wait 10 min . then", 2, None), ("set it to max .", 2, None),
    ("costs est . $40", 1, "estimated"), ("Est . 1887", 0, "established"), ("Acme , est . 1887", 2, "established"),
    ("the est . is wrong", 1, None),
    ("Price incl . tax", 1, "including"), ("excl . shipping", 0, "excluding"), ("VAT incl .", 1, "inclusive"),
    ("costs approx . $40", 1, "approximately"),
    ("near Ft . Worth", 1, "fort"), ("Pt . Reyes", 0, "point"), ("Ft . 5", 0, None), ("the Pt . is", 1, None),
    ("Founded ca 1850 ,", 1, "circa"), ("in CA 1850", 1, None),
    ("the Univ . of Iowa", 1, "university"), ("the Iowa Assn . of Nurses", 2, "association"),
    ("Finance Dept . staff", 1, "department"), ("Univ . of", 0, "university"), ("The Univ . is", 1, None), ("UNIV . OF", 0, None),
    ("Mr . Jones , Esq . , signed", 4, "esquire"), ("an Esq . title", 1, None),
    ("Call tel . 555-1234", 1, "telephone"), ("Tel . +44_20", 0, "telephone"), ("the tel . line", 1, None),
    ("via Hwy . 101", 1, "highway"), ("Rte . 66", 0, "route"), ("Hwy . Patrol", 0, None),
    ("Take Hwy 1 south", 1, "highway"), ("at Rte 9", 1, "route"), ("HWY 101 N", 0, "highway"),  # no period
    ("Hwy Patrol", 0, None),
])
def test_everyday_abbreviations(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Open Tues . and Thurs . , 10_a.m.", 1, "tuesday"),
    ("Sat . & Sun . , Jan. 4-5", 0, "saturday"),
    ("Mon , Wed , Fri 9am", 0, "monday"), ("Mon , Wed , Fri 9am", 2, "wednesday"),
    ("Sun and Sat are days", 0, None),     # no date or time ends the list
    ("Sun and moon", 0, None),
    ("See you on Wed .", 3, "wednesday"), ("closed until Mon . , then", 2, "monday"),
    ("on Fri . we met", 1, "friday"), ("bought by Sun .", 2, None), ("on Sun Microsystems", 1, None),
    ("the Sat .", 1, None), ("on Th .", 1, None),
])
def test_weekdays_in_a_list_or_alone(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.fixture(scope="module")
def rules():
    return ContextReadings.load()


@pytest.mark.parametrize("sentence, index, expected", [
    ("Schedule it for Tu ( 2/22 ) at 5 pm .", 3, "tuesday"),
    ("Schedule it for Tu ( 2/22 ) at 5 pm .", 5, "february twenty second"),
    ("Mon . , 3/4 at 9am .", 0, "monday"),
    ("Mon . , 3/4 at 9am .", 3, "march fourth"),
    ("class on Th 3/2 at noon", 2, "thursday"),
    ("class on Th 3/2 at noon", 3, "march second"),
    ("Th is a digraph", 0, None),             # no date after it: its letters
    ("Tu and me", 0, None),
    ("Mr . , 3/4 of them", 3, None),           # no weekday before the period
])
def test_weekday_and_slashed_date(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


@pytest.mark.parametrize("sentence, index, expected", [
    ("Read vols . 4-5 tonight", 3, "four to five"),
    ("See figs . 3-4 .", 3, "three to four"),
])
def test_ranges_after_plural_abbreviations(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


def test_context_only_readings_are_licensed_in_context_only():
    from tnfst.constraints.words import WordsGrammar

    grammar = WordsGrammar()
    for token, reading in [("c.", "circa"), ("d.", "died"), ("Th", "thursday"), ("YoY", "year over year"),
                           ("Ft.", "fort"), ("incl.", "including")]:
        assert grammar.licenses_in_context(token, reading), token
        assert reading not in grammar.readings(token), token  # the model is never offered it
    assert not grammar.licenses_in_context("Mom", "month over month")  # case is kept
    assert not grammar.licenses_in_context("th", "thursday")
    assert grammar.readings("&c") == ["et cetera"]
    assert grammar.readings("figs.") == ["<self>", "figures", "f i g s"]


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.mark.parametrize("sentence, expected", [
    ("Born c. 1850, d. 1921.", "Born circa eighteen fifty, died nineteen twenty one."),
    ("Trees, &c., were sacred.", "Trees, et cetera, were sacred."),
    ("The season starts in Oct.", "The season starts in october."),
    ("Schedule it for Tu (2/22) at 5 pm.", "Schedule it for tuesday (february twenty second) at five p m."),
    ("Our revenue rose 12% YoY.", "Our revenue rose twelve percent year over year."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Buy AA batteries", 1, "double a"),
    ("four AAA cells", 1, "triple a"),
    ("takes AA or AAA batteries", 1, "double a"),
    ("takes AA or AAA batteries", 3, "triple a"),
    ("He joined AA in 1990", 2, None),          # the fellowship: its letters, the grammar's
    ("Fly AA to Dallas", 1, None),              # the airline
])
def test_battery_sizes(sentence, i, expected):
    assert read(sentence, i) == expected


def test_battery_sizes_in_the_pipeline():
    from tnfst import Normalizer

    assert Normalizer().normalize("Buy AA batteries and 4 AAA cells.") == (
        "Buy double a batteries and four triple a cells.")


@pytest.mark.parametrize("sentence, i, expected", [
    ("Prop . 22 passed", 0, "proposition"),
    ("Prop. 8 failed", 0, "proposition"),
    ("Prop 22 passed", 0, None),          # no period: a name or the word
    ("the Prop . Then", 1, None),         # no number after it
    ("FYI the meetup moved to Sat .", 5, "saturday"),
    ("sold to Sun .", 2, None),           # the company
])
def test_ballot_measures_and_days_after_to(sentence, i, expected):
    assert read(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("on Thurs . IMO it was fine", 1, "thursday"),    # a new sentence after the day's period
    ("on Thurs . Jan . 5", 1, None),                  # a date goes on: tnfst.context reads the day before it
    ("on Wed Smith said", 1, None),                   # no period: a name may follow
])
def test_a_weekday_before_a_new_sentence(sentence, i, expected):
    assert read(sentence, i) == expected
