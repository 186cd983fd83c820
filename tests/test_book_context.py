"""Book forms (`tnfst.book_context`): month-first dates read in the order written, Roman numerals
heading a sentence, ranges before punctuation, a colon after a number; the rules alone (a
stand-in grammar), inside `tnfst.context.ContextReadings`, and the pipeline."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.book_context import (apostrophe_years, book_reading, colon_after_number, count_before_noun,
                                heading_numeral, month_first_date, old_money, old_ordinal, ordinal_range,
                                era_span_start, range_before_punctuation, roman_cardinal)
from tnfst.context import ContextReadings


def _readings(token: str) -> list[str]:
    """A stand-in for the DATE grammar: what it licenses for the tokens these tests use, the
    day-first reading first (as the model sometimes prefers it)."""
    table = {
        "October 6th": ["the sixth of october", "october sixth"],
        "MARCH 20": ["the twentieth of march", "march twentieth"],
        "AUG. 3": ["the third of august", "august third"],
        "Sept. 14": ["september fourteenth"],
        "June 5th, 1849": ["the fifth of june eighteen forty nine", "june fifth eighteen forty nine"],
        "May 6": ["the sixth of may", "may sixth"],
        "6 June": ["the sixth of june"],
        "Maybe 6": ["maybe six"],
    }
    return table.get(token, [])


@pytest.mark.parametrize("token, reading", [
    ("October 6th", "october sixth"),
    ("MARCH 20", "march twentieth"),
    ("AUG. 3", "august third"),
    ("Sept. 14", "september fourteenth"),
    ("June 5th, 1849", "june fifth eighteen forty nine"),
    ("May 6", "may sixth"),
])
def test_month_first_dates_keep_the_written_order(token, reading):
    assert month_first_date(token, _readings) == reading


@pytest.mark.parametrize("token", ["6 June", "Maybe 6", "October", "Octopus 6"])
def test_other_tokens_are_not_month_first_dates(token):
    assert month_first_date(token, _readings) is None


def test_month_first_date_needs_a_licensed_reading():
    assert month_first_date("October 6th", None) is None
    assert month_first_date("October 6th", lambda token: ["the sixth of october"]) is None


@pytest.mark.parametrize("token, value", [("XII", 12), ("XIX", 19), ("IV", 4), ("XLIV", 44), ("CIX", 109)])
def test_roman_cardinal(token, value):
    assert roman_cardinal(token) == value


@pytest.mark.parametrize("token", ["", "IIII", "MD", "xii", "XIIV", "VX"])
def test_roman_cardinal_rejects_other_tokens(token):
    assert roman_cardinal(token) is None


@pytest.mark.parametrize("tokens, reading", [
    (["XII", ".", "Darkness"], "twelve"),
    (["XIX", ".", "Tabooed", "Acts"], "nineteen"),
    (["IV", ":", "The", "Return"], "four"),
    (['"', "XIV", ".", "The", "Storm", '"'], "fourteen"),
    (["III", ".--", "HOW"], "three"),
])
def test_roman_numerals_heading_a_sentence_are_cardinals(tokens, reading):
    i = next(j for j, t in enumerate(tokens) if t[:1].isupper())
    assert heading_numeral(tokens, i) == reading


@pytest.mark.parametrize("tokens, i", [
    (["the", "XVI", ".", "and"], 1),       # not first in the sentence
    (["I", ".", "Then"], 0),               # one letter: the pronoun or a letter
    (["XL", ".", "Shirts"], 0),            # no I or V: a size, an abbreviation
    (["MD", ".", "Smith"], 0),             # D and M: not read
    (["XII", "men", "came"], 0),           # no heading mark after it
    (["XII"], 0),                          # nothing after it
])
def test_other_numerals_are_not_headings(tokens, i):
    assert heading_numeral(tokens, i) is None


@pytest.mark.parametrize("tokens, reading", [
    (["23-26", "."], "twenty three to twenty six"),
    (["the", "2-8", "."], "two to eight"),
    (["37-42", ",", "and"], "thirty seven to forty two"),
    (["(", "110-119", ")"], "one hundred ten to one hundred nineteen"),
    ([",", "378–383", "(", "2020", ")"], "three hundred seventy eight to three hundred eighty three"),
])
def test_ranges_before_punctuation_say_to(tokens, reading):
    i = next(j for j, t in enumerate(tokens) if t[:1].isdigit())
    assert range_before_punctuation(tokens, i) == reading


@pytest.mark.parametrize("tokens", [
    ["57-58", "."],          # consecutive pages: said without "to" as often as with it
    ["3-1", "."],            # falling: a score
    ["23-26", "minutes"],    # before a word: tnfst.context's counted ranges
    ["23-26"],               # nothing after it
    ["1811-1886", "."],      # years: tnfst.context's year ranges
])
def test_other_ranges_are_left(tokens):
    assert range_before_punctuation(tokens, 0) is None


@pytest.mark.parametrize("tokens, i, reading", [
    (["2", ":", "PROOFS"], 1, ":"),
    (["Scene", "2", ":", "--"], 2, ":"),
    (["Scene", "2", ":"], 2, ":"),
    (["4", ":", "3"], 1, None),             # a ratio
    (["Note", ":", "see"], 1, None),        # not after a number
    ([":", "see"], 0, None),
])
def test_a_colon_after_a_number_is_punctuation(tokens, i, reading):
    assert colon_after_number(tokens, i) == reading


@pytest.mark.parametrize("token, reading", [
    ("'49", "forty nine"),
    ("'20", "twenty"),
    ("'05", "o five"),
    ("'58-'59", "fifty eight fifty nine"),
    ("'61-'65", "sixty one sixty five"),
    ("’61–’65", "sixty one sixty five"),
])
def test_years_with_an_apostrophe(token, reading):
    assert apostrophe_years(token) == reading


@pytest.mark.parametrize("token", ["'65-'61", "'tis", "'5", "'1999", "58-59"])
def test_other_apostrophe_tokens(token):
    assert apostrophe_years(token) is None


@pytest.mark.parametrize("token, reading", [
    ("24th-25th", "twenty fourth to twenty fifth"),
    ("12th-14th", "twelfth to fourteenth"),
    ("1st-3rd", "first to third"),
    ("21st–23d", "twenty first to twenty third"),
])
def test_ranges_of_ordinals(token, reading):
    assert ordinal_range(token) == reading


@pytest.mark.parametrize("token", ["25th-24th", "24th-25", "24-25th", "24th"])
def test_other_ordinal_tokens(token):
    assert ordinal_range(token) is None


@pytest.mark.parametrize("tokens, reading", [
    (["1908", "years", "after"], "one thousand nine hundred eight"),
    (["1146", "miles", "long"], "one thousand one hundred forty six"),
])
def test_four_digit_counts_before_a_count_noun(tokens, reading):
    assert count_before_noun(tokens, 0) == reading


@pytest.mark.parametrize("tokens", [
    ["1500", "men"],            # a round hundred: "fifteen hundred" either way
    ["1990", "figures"],        # not a count noun: a year ("the 1990 figures")
    ["1908", "."],
    ["908", "years"],           # three digits: the model's (no year reading to avoid)
])
def test_other_numbers_before_nouns(tokens):
    assert count_before_noun(tokens, 0) is None


def _old_money_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the OLD_MONEY context rule: "10s" -> "ten shillings"."""
    import re

    from tnfst.constraints.number_guard import cardinal_words

    m = re.fullmatch(r"(\d+)([lsd])", token)
    if rule != "OLD_MONEY" or not m:
        return []
    one = m.group(1) == "1"
    unit = {"l": ("pound", "pounds"), "s": ("shilling", "shillings"), "d": ("penny", "pence")}[m.group(2)]
    return [" ".join(cardinal_words(m.group(1))) + " " + unit[0 if one else 1]]


@pytest.mark.parametrize("tokens, i, reading", [
    (["paid", "£5", "10s", ".", "for"], 2, "ten shillings"),
    (["cost", "3s", ".", "6d", ".", "a", "yard"], 1, "three shillings"),
    (["cost", "3s", ".", "6d", ".", "a", "yard"], 3, "six pence"),
    (["was", "2l", ".", "10s", "."], 1, "two pounds"),
    (["a", "fee", "of", "10s", "6d", "each"], 3, "ten shillings"),
    (["wages", "of", "15s", ".", "a", "week"], 2, "fifteen shillings"),
    (["one", "shilling", "and", "6d", "."], 3, "six pence"),
    (["£1", "1s", ".", "1d", "."], 3, "one penny"),
])
def test_pounds_shillings_and_pence(tokens, i, reading):
    assert old_money(tokens, i, _old_money_readings) == reading


@pytest.mark.parametrize("tokens, i", [
    (["the", "3d", "of", "June"], 1),          # an ordinal
    (["in", "her", "20s", ".", "She"], 2),     # a decade
    (["the", "1s", "and", "0s"], 1),           # digits
    (["the", "2d", "and", "3d", "."], 3),      # two of one unit: ordinals
    (["for", "10s", "a", "week"], 1),          # no period: "10s" may be a decade
    (["in", "the", "10s", ".", "The"], 2),
])
def test_other_tokens_are_not_old_money(tokens, i):
    assert old_money(tokens, i, _old_money_readings) is None


def test_old_money_needs_the_grammar_rule():
    assert old_money(["paid", "£5", "10s"], 2, None) is None
    assert old_money(["paid", "£5", "10s"], 2, lambda rule, token: []) is None


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("token, reading", [
    ("10s", "ten shillings"), ("1s", "one shilling"), ("6d", "six pence"), ("1d", "one penny"),
    ("2l", "two pounds"), ("1l", "one pound"),
])
def test_the_old_money_rule_reads(grammar, token, reading):
    assert grammar.rule_readings("OLD_MONEY", token, limit=1) == [reading]
    assert not grammar.licenses(token, reading)           # a context rule: never a class's reading
    assert grammar.licenses_in_context(token, reading)


def _old_ordinal_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the OLD_ORDINAL context rule."""
    table = {"3d": ["third"], "23d": ["twenty third"], "2d": ["second"]}
    return table.get(token, []) if rule == "OLD_ORDINAL" else []


@pytest.mark.parametrize("tokens, i, reading", [
    (["Hilborough", ",", "August", "23d", ",", "1801"], 3, "twenty third"),
    (["a", "trooper", "in", "the", "23d", "Dragoons"], 4, "twenty third"),
    (["As", "regarded", "the", "enemy", ",", "this", "23d", "Dragoons"], 6, "twenty third"),
    (["came", "on", "the", "3d", "of", "June"], 3, "third"),
    (["yours", "of", "the", "2d", "inst", "."], 3, "second"),
    (["fought", "May 2nd", "and", "3d", ","], 3, "third"),
])
def test_older_ordinals(tokens, i, reading):
    assert old_ordinal(tokens, i, _old_ordinal_readings) == reading


@pytest.mark.parametrize("tokens, i", [
    (["the", "3d", "printer"], 1),       # 3-D
    (["a", "3d", "film"], 1),
    (["3d", "of", "June"], 0),           # nothing before it
    (["cost", "3s", ".", "6d"], 3),      # pence (and the rule has no "6d")
    (["the", "3d", "DVD"], 1),           # capitals: an acronym after it, not a name
])
def test_other_d_tokens_are_not_ordinals(tokens, i):
    assert old_ordinal(tokens, i, _old_ordinal_readings) is None


@pytest.mark.parametrize("token, reading", [
    ("3d", "third"), ("2d", "second"), ("23d", "twenty third"), ("102d", "one hundred second"),
])
def test_the_old_ordinal_rule_reads(grammar, token, reading):
    assert grammar.rule_readings("OLD_ORDINAL", token, limit=1) == [reading]
    assert grammar.licenses_in_context(token, reading)


@pytest.mark.parametrize("token", ["4d", "12d", "13d", "1d", "11d"])
def test_the_old_ordinal_rule_needs_an_nd_or_rd_number(grammar, token):
    assert grammar.rule_readings("OLD_ORDINAL", token) == []


def test_number_words_in_capitals_are_read_as_written():
    assert book_reading(["DEMANDED", "TWENTY-FIVE", "MILLIONS"], 1, None) == special.SELF
    assert book_reading(["FIVE-TWENTY"], 0, None) is None
    assert book_reading(["TWENTY-TWENTY"], 0, None) is None


def test_book_reading_dispatches_by_shape():
    assert book_reading(["On", "October 6th", "he"], 1, _readings) == "october sixth"
    assert book_reading(["XII", ".", "Darkness"], 0, _readings) == "twelve"
    assert book_reading(["23-26", "."], 0, _readings) == "twenty three to twenty six"
    assert book_reading(["2", ":", "PROOFS"], 1, _readings) == ":"
    assert book_reading(["Smith", "."], 0, _readings) is None
    assert book_reading(["of", "'58-'59", "was"], 1, _readings) == "fifty eight fifty nine"
    assert book_reading(["Night", "24th-25th", "."], 1, _readings) == "twenty fourth to twenty fifth"
    assert book_reading(["1908", "years"], 0, _readings) == "one thousand nine hundred eight"


def test_context_readings_ask_the_book_rules():
    context = ContextReadings(frozenset())
    assert context.decide(["He", "came", "October 6th", "."], readings_of=_readings)[2] == "october sixth"
    assert context.decide(["XIX", ".", "Tabooed", "Acts"], readings_of=_readings)[0] == "nineteen"
    assert context.decide(["the", "2-8", "."], readings_of=_readings)[1] == "two to eight"
    assert context.decide(["2", ":", "PROOFS", "AND", "EVIDENCES"], readings_of=_readings).get(1) == ":"


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("He put me under his treatment October 6th and that day.",
     "He put me under his treatment october sixth and that day."),
    ("MAY 6.-Last evening Clara had a little party.", "may sixth.-Last evening Clara had a little party."),
    ("XII. Darkness", "twelve. Darkness"),
    ("23-26.", "twenty three to twenty six."),
    ("2: PROOFS AND EVIDENCES", "two: PROOFS AND EVIDENCES"),
    ("Fortunately, the winter of '58-'59 was mild.", "Fortunately, the winter of fifty eight fifty nine was mild."),
    ("Night 24th-25th.", "Night twenty fourth to twenty fifth."),
    ("1908 years after what?", "one thousand nine hundred eight years after what?"),
    ("He paid £5 10s. for the horse.", "He paid five pounds ten shillings for the horse."),
    ("It cost 3s. 6d. a yard.", "It cost three shillings six pence a yard."),
    ("He was a trooper in the 23d Dragoons.", "He was a trooper in the twenty third Dragoons."),
])
def test_pipeline(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading


def _date_readings(token: str) -> list[str]:
    """A stand-in for the DATE grammar's readings of a year with its era."""
    return {"431 BC": ["four hundred thirty one b c", "four thirty one b c"],
            "1279 BC": ["twelve seventy nine b c"], "1279 BCE": ["twelve seventy nine b c e"]}.get(token, [])


@pytest.mark.parametrize("tokens, i, reading", [
    (["from", "431", "to", "404 BC", "."], 1, "four hundred thirty one"),
    (["from", "1279", "to", "1213 BC"], 1, "twelve seventy nine"),
    (["between", "1279", "and", "1213 BCE"], 1, "twelve seventy nine"),
    (["(", "431", "–", "404 BC", ")"], 1, "four hundred thirty one"),
    # no era after the span, a count of one or two digits, the same number
    (["from", "431", "to", "404", "."], 1, None),
    (["from", "43", "to", "40 BC"], 1, None),
    (["from", "431", "to", "431 BC"], 1, None),
    (["431", "people", "404 BC"], 0, None),
])
def test_a_span_takes_its_era(tokens, i, reading):
    assert era_span_start(tokens, i, _date_readings) == reading


def test_a_span_with_its_era_in_the_pipeline(normalizer):
    assert normalizer.normalize("The war lasted from 431 to 404 BC.") == (
        "The war lasted from four thirty one to four o four b c.")


def test_isabel_is_a_regnal_name():
    """"Isabel II" (of Spain; "Isabel I" of Castile), the Spanish form English books also use."""
    context = ContextReadings.load("en")
    assert context.decide(["the", "gate", "of", "Isabel", "II", ","])[4] == "the second"
