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
])
def test_sentences(normalizer, text, expected):
    assert normalizer.normalize(text) == expected
