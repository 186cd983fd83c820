"""Forms of older books and letters (session 29, `lit`): a letter's "inst."/"ult."/"prox.", sums in
"l." (libra), florins, "the Hon." cut from its name, state abbreviations after a place, abbreviations
in capitals in a heading, "II Corinthians" with no reference, "Yes'm".

The rule functions are tested on tokens (fast); a few sentences go through the shipped Normalizer."""

from __future__ import annotations

import pytest

from tnfst import abbreviation_context as ac
from tnfst import book_context, context, scripture


# --- instant, ultimo, proximo after a day's ordinal ---------------------------------------------

@pytest.mark.parametrize("tokens, i, reading", [
    (["of", "the", "3d", "inst", ".", "this"], 3, "instant"),
    (["on", "the", "20th", "ult", ".", ","], 3, "ultimo"),
    (["the", "2nd", "ulto", "."], 2, "ultimo"),
    (["of", "the", "12th", "prox", "."], 3, "proximo"),
])
def test_letter_months_after_an_ordinal(tokens, i, reading):
    assert ac.abbreviation_reading(tokens, i) == reading


@pytest.mark.parametrize("tokens, i", [
    (["The", "Inst", ".", "of", "Engineers"], 1),      # an institute
    (["went", "to", "the", "inst", ".", "on"], 3),     # no ordinal before it
    (["the", "3d", "inst", "of"], 2),                  # no period
])
def test_other_inst_is_left_alone(tokens, i):
    assert ac.abbreviation_reading(tokens, i) is None


# --- florins ------------------------------------------------------------------------------------

@pytest.mark.parametrize("tokens, i, reading", [
    (["of", "2,000,000", "fl", ".", "within"], 2, "florins"),
    (["paid", "1", "fl", ".", "for"], 2, "florin"),
    (["painter", "(", "fl", ".", "1350", ")"], 2, "flourished"),
])
def test_florins_after_a_count(tokens, i, reading):
    assert ac.abbreviation_reading(tokens, i) == reading


def test_fluid_ounces_are_not_florins():
    assert ac.abbreviation_reading(["2", "fl", ".", "oz", "."], 1) is None


# --- pounds in "l." -----------------------------------------------------------------------------

def _old_money(rule: str, token: str) -> list[str]:
    from tnfst.constraints.number_guard import cardinal_words

    if rule != "OLD_MONEY" or not token.endswith("l"):
        return []
    digits = token[:-1].replace(",", "")
    return [" ".join(cardinal_words(digits)) + (" pound" if digits == "1" else " pounds")]


@pytest.mark.parametrize("tokens, i, reading", [
    (["left", "her", "500l", ".", "a", "year"], 2, "five hundred pounds"),
    (["but", "2,000l", ".", ",", "and"], 1, "two thousand pounds"),
    (["paid", "10,000l", ".", "for", "it"], 1, "ten thousand pounds"),
    (["worth", "12,500l", ".", ";", "and"], 1, "twelve thousand five hundred pounds"),
])
def test_pounds_in_l_with_their_period_inside_a_sentence(tokens, i, reading):
    assert book_context.old_money(tokens, i, _old_money) == reading


@pytest.mark.parametrize("tokens, i", [
    (["Add", "2l", ".", "of", "water"], 1),          # litres of something
    (["holds", "50l", "."], 1),                      # the sentence's last period: left to the model
    (["holds", "50l", ".", "It", "is"], 1),          # a new sentence after it
    (["a", "2l", "bottle"], 1),                      # no period
    (["a", "2,000l", "tank"], 1),
])
def test_other_l_amounts_are_not_pounds(tokens, i):
    assert book_context.old_money(tokens, i, _old_money) is None


# --- "the Hon." ---------------------------------------------------------------------------------

@pytest.mark.parametrize("token, nxt, after, prev, reading", [
    ("Hon", ".", "", "the", "honorable"),
    ("Hon", ".", "", "The", "honorable"),
    ("Hon", ".", '"', "the", "honorable"),
    ("Rev", ".", "and", "the", "reverend"),
    ("Hon", ".", "John", "", "honorable"),       # before a name, as before
])
def test_title_after_the_cut_from_its_name(token, nxt, after, prev, reading):
    assert context._title(token, nxt, after, prev) == reading


@pytest.mark.parametrize("token, nxt, after, prev", [
    ("Hon", ".", "", ","),        # "Thanks, hon." has no "the" (and is lowercase anyway)
    ("Rev", ".", "on", "the"),    # "met the Rev. on Sunday": a lowercase word, left to the model
    ("Hon", "", "", "the"),       # no period
])
def test_other_titles_are_left_alone(token, nxt, after, prev):
    assert context._title(token, nxt, after, prev) is None


# --- abbreviations in capitals with their period ------------------------------------------------

@pytest.mark.parametrize("tokens, i, heading, reading", [
    (["III", ".", "--", "HOW", "MR", "."], 4, True, "mister"),
    (["CHAPTER V", "--", "MR", "."], 2, False, "mister"),
    (["OF", "TERRITORY", "ETC", "."], 2, False, "etcetera"),
    (["GEN", ".", "GRANT", "AT", "SHILOH", "."], 0, False, "general"),
    (["SECT", "."], 0, False, "section"),
])
def test_capitals_abbreviations_with_their_period(tokens, i, heading, reading):
    assert context._capitals_with_period(tokens, i, heading) == reading


@pytest.mark.parametrize("tokens, i", [
    (["The", "MR", "scan"], 1),                   # no period
    (["the", "old", "MR", ".", "It"], 2),         # after a lowercase word, in running text
    (["GEN", ".", "Grant", "won"], 0),            # first, but running text follows
])
def test_other_capitals_are_left_to_the_other_rules(tokens, i):
    assert context._capitals_with_period(tokens, i, False) is None


def test_capitalised_state_key():
    assert context.capitalised_state_key("IND") and context.capitalised_state_key("TENN")
    assert not context.capitalised_state_key("MO") and not context.capitalised_state_key("Ind")


# --- numbered books with no reference -----------------------------------------------------------

_BOOKS = {"Corinthians": "corinthians", "Kings": "kings", "John": "john", "Timothy": "timothy", "Cor": "corinthians"}


def _part(rule: str, token: str) -> list[str]:
    table = {"1": "first", "2": "second", "3": "third", "I": "first", "II": "second", "III": "third"}
    return [table[token]] if rule == "BOOK_PART" and token in table else []


@pytest.mark.parametrize("tokens, i, reading", [
    (["in", "II", "Corinthians", ",", "chapter", "3"], 1, "second"),
    (["Read", "I", "Corinthians", "."], 1, "first"),
    (["Read", "III", "John", "aloud"], 1, "third"),
    (["quoted", "2", "Timothy", "to", "me"], 1, "second"),
])
def test_part_number_before_a_full_book_name(tokens, i, reading):
    assert scripture.book_number_reading(tokens, i, _BOOKS, _part) == reading


@pytest.mark.parametrize("tokens, i", [
    (["See", "2", "Kings", "and", "a", "Queen"], 1),   # a digit before an everyday word
    (["I", "John", "take", "thee"], 0),                # the pronoun
    (["King", "Henry", "II", "John"], 2),              # a king's numeral
    (["in", "2", "Cor", "and"], 1),                    # an abbreviation needs its reference
])
def test_other_numbers_before_book_names(tokens, i):
    assert scripture.book_number_reading(tokens, i, _BOOKS, _part) is None


def test_yes_m_is_a_contraction():
    assert context._CONTRACTION.fullmatch("Yes'm") and context._CONTRACTION.fullmatch("yes’m")


# --- a month before an older ordinal; given names; prices in shillings --------------------------

def test_month_abbreviation_before_an_old_ordinal():
    assert ac.abbreviation_reading(["Thursday", ",", "Nov", ".", "3d", "."], 2) == "november"
    assert ac.abbreviation_reading(["the", "Nov", ".", "issue"], 1) is None


def _old_ordinal(rule: str, token: str) -> list[str]:
    return {"3d": ["third"], "22d": ["twenty second"]}.get(token, []) if rule == "OLD_ORDINAL" else []


def test_old_ordinal_after_a_split_month():
    assert book_context.old_ordinal(["Thursday", ",", "Nov", ".", "3d", "."], 4, _old_ordinal) == "third"
    assert book_context.old_ordinal(["It", "is", ".", "3d", "printing"], 3, _old_ordinal) is None


@pytest.mark.parametrize("tokens, i, reading", [
    (["Wm", ".", "Shakespeare", "and"], 0, "william"),
    (["and", "Jno", ".", "Smith"], 1, "john"),
    (["Geo", ".", "Washington", "was"], 0, "george"),
    (["Signed", ",", "Thos", ".", "Jefferson"], 2, "thomas"),
])
def test_given_names_before_a_surname(tokens, i, reading):
    assert ac.abbreviation_reading(tokens, i) == reading


@pytest.mark.parametrize("tokens, i", [
    (["The", "Geo", ".", "Society"], 1),      # after a determiner: another word (geographical)
    (["Wm", ".", "and", "Co"], 0),            # no name after it
])
def test_other_name_abbreviations_are_left_alone(tokens, i):
    assert ac.abbreviation_reading(tokens, i) is None


def _shillings(rule: str, token: str) -> list[str]:
    return {"15s": ["fifteen shillings"], "6d": ["six pence"]}.get(token, []) if rule == "OLD_MONEY" else []


def test_shillings_and_pence_after_a_word_of_price():
    assert book_context.old_money(["barrel", "cost", "15s", "."], 2, _shillings) == "fifteen shillings"
    assert book_context.old_money(["He", "paid", "6d", ".", "for"], 2, _shillings) == "six pence"
    assert book_context.old_money(["clip", "lasted", "15s", "."], 2, _shillings) is None
    assert book_context.old_money(["it", "cost", "15s"], 2, _shillings) is None   # no period


# --- angles: minutes and seconds after degrees, compass letters, lat. and long. -------------------

def _angle_readings(token: str) -> list[str]:
    number = {"15'": "fifteen", "26′": "twenty six", "46″": "forty six", "12'": "twelve"}[token]
    if token[-1] in "'′":
        return [f"{number} feet", f"{number} minutes"]
    return [f"{number} inches", f"{number} seconds"]


def test_minutes_and_seconds_after_degrees():
    from tnfst.quantity_context import _angle_part

    assert _angle_part(["lat", ".", "42°", "15'", "N."], 3, _angle_readings) == "fifteen minutes"
    assert _angle_part(["at", "40°", "26′", "46″", "N"], 2, _angle_readings) == "twenty six minutes"
    assert _angle_part(["at", "40°", "26′", "46″", "N"], 3, _angle_readings) == "forty six seconds"
    assert _angle_part(["wall", "is", "12'", "long"], 2, _angle_readings) is None   # a length


@pytest.mark.parametrize("tokens, i, reading", [
    (["in", "lat", ".", "42°", "15'"], 1, "latitude"),
    ([",", "long", ".", "30°", "W."], 1, "longitude"),
    (["Lat", ".", "34°", "21'"], 0, "latitude"),
])
def test_latitude_and_longitude_before_an_angle(tokens, i, reading):
    assert ac.abbreviation_reading(tokens, i) == reading


def test_long_before_a_number_of_days_is_the_word():
    assert ac.abbreviation_reading(["was", "long", ".", "30", "days"], 1) is None
    assert ac.abbreviation_reading(["is", "3", "m", "long", ".", "45°", "angles"], 3) is None


# --- whole sentences through the shipped normalizer ---------------------------------------------

@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.mark.parametrize("text, expected", [
    ("I received your letter of the 3d inst. this morning.",
     "I received your letter of the third instant this morning."),
    ("Her fortune was but 2,000l., and her face her only other portion.",
     "Her fortune was but two thousand pounds, and her face her only other portion."),
    ("This passenger arrived from Norfolk, Va. in 1853.",
     "This passenger arrived from Norfolk, virginia in eighteen fifty three."),
    ("FORT WAYNE, IND.", "FORT WAYNE, indiana."),
    ("He spoke to MR. JONES.", "He spoke to mister JONES."),
    ("In due course, the Speaker rose, and then the Hon.",
     "In due course, the Speaker rose, and then the honorable."),
    ("Yes'm, she said.", "Yes'm, she said."),
    ("The ship was in lat. 42° 15' N., long. 30° W.",
     "The ship was in latitude forty two degrees fifteen minutes north, longitude thirty degrees west."),
    ("Thursday, Nov. 3d.—A cold wet day.", "Thursday, november third.—A cold wet day."),
    ("That, in Memphis, Tenn., Jan. 15, 1877, snakes were found.",
     "That, in Memphis, tennessee, january fifteenth eighteen seventy seven, snakes were found."),
    ("Going to Westhaven, Vt., Mr. Greeley obtained work.", "Going to Westhaven, vermont, mister Greeley obtained work."),
    ('"It rained at Kansas City, Mo."', '"It rained at Kansas City, missouri."'),  # the period ends the sentence too
    # not a state: a person's initials after a surname, a firm's "S.C." before a bracket
    ('Domesday site Chapman, S. D. " Heathcoat, John', 'Domesday site Chapman, s d " Heathcoat, John'),
    ("Domenech Consultores, S.C. (2001).", "Domenech Consultores, s c (two thousand one)."),
])
def test_sentences(normalizer, text, expected):
    assert normalizer.normalize(text) == expected


# --- the period older books print after a Roman numeral -----------------------------------------

def _read(token: str, reading: str):
    from tnfst.api import TokenReading

    return TokenReading(token=token, start=0, end=len(token), cls="", gate_score=1.0, reading=reading,
                        normalized=reading != token)


@pytest.mark.parametrize("token, reading, after, dropped", [
    ("IV", "the fourth", "was", True),          # "George IV. was then Prince Regent"
    ("Chap. IV", "chapter four", ",", True),    # "Chap. IV., p. 78"
    ("iii", "three", "p", True),                # "vol. iii. p. 212"
    ("VIII", "the eighth", "The", False),       # a new sentence
    ("I", "I", "and", False),                   # the pronoun, read as written
])
def test_numeral_period(token, reading, after, dropped):
    from tnfst.api import _numeral_period

    assert _numeral_period(_read(token, reading), _read(after, after)) is dropped
