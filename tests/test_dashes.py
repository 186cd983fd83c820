"""Digit groups joined by dashes and brackets inside a token (tnfst/dashes.py, the context-only rules
of grammars/en/dashes.py), and the invariant that such a dash is never "minus"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import dashes
from tnfst.constraints.number_guard import DASHES, pieces, symbol_readings

NAMES = frozenset({"7-Eleven", "49ers", "76ers", "3M"})


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}<{token}>", f"{rule}2<{token}>"]


def _readings(token: str) -> list[str]:
    return {"0-60": ["zero sixty", "zero to sixty"], "0-100": ["zero to one hundred"]}.get(token, [])


def _decide(sentence: str, i: int) -> str | None:
    return dashes.dash_reading(sentence.split(), i, NAMES, _readings, _rule)


# --- the invariant: a dash inside a token is never "minus" -------------------------------------

_GROUPED = st.lists(st.from_regex(r"\d{1,4}", fullmatch=True), min_size=2, max_size=5).flatmap(
    lambda groups: st.lists(st.sampled_from("-–"), min_size=len(groups) - 1, max_size=len(groups) - 1).map(
        lambda joins: groups[0] + "".join(j + g for j, g in zip(joins, groups[1:]))))


@settings(max_examples=200, deadline=None)
@given(_GROUPED)
def test_a_dash_between_groups_is_never_minus_in_the_guard(token):
    parts = pieces(token)
    for i, part in enumerate(parts):
        if part.kind == "symbol" and part.text in DASHES:
            assert "minus" not in symbol_readings(parts, i), token
            assert "negative" not in symbol_readings(parts, i), token


@pytest.mark.parametrize("token", ["4-4-2", "7-6(5)", "555-1234", "A-4-2", "12-15", "1990-1995"])
def test_a_dash_inside_a_token_is_never_minus(token):
    parts = pieces(token)
    assert all("minus" not in symbol_readings(parts, i) for i, p in enumerate(parts) if p.text == "-")


@pytest.mark.parametrize("token", ["-5", "35-20=15", "2*-3", "x=-4", "5\u22123"])
def test_signs_and_arithmetic_keep_minus(token):
    """A sign, a dash in arithmetic and the minus sign proper (U+2212) are "minus"."""
    parts = pieces(token)
    said = [symbol_readings(parts, i) for i, p in enumerate(parts) if p.text in ("-", "\u2212")]
    assert any("minus" in readings for readings in said)


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@settings(max_examples=60, deadline=None)
@given(_GROUPED)
def test_no_grammar_reading_of_grouped_digits_says_minus(grammar, token):
    assert not any("minus" in r.split() for r in grammar.readings(token, limit=20)), token


def test_a_currency_code_before_a_dash_is_no_sign(grammar):
    assert not any("minus" in r.split() for r in grammar.readings("CVE-2024-3094", limit=20))
    assert not grammar.licenses("CVE-2024-3094", "minus two thousand twenty four to three thousand ninety four c v e")
    assert grammar.licenses("USD5", "five dollars")


# --- the context rules ---------------------------------------------------------------------------

@pytest.mark.parametrize("sentence,i,expected", [
    ("The formation was 4-4-2 today", 3, "DIGIT_GROUPS2<4-4-2>"),  # in one breath in a formation
    ("a 4–2–3–1 shape", 1, "DIGIT_GROUPS2<4–2–3–1>"),
    ("steps 1-2-3 :", 1, "DIGIT_GROUPS<1-2-3>"),                   # elsewhere a pause
    ("Your code is 583-921 .", 3, "DIGIT_GROUPS<583-921>"),        # a pause between a code's groups
    ("PIN 12-34", 1, "DIGIT_GROUPS<12-34>"),
    ("Scores : 7-6(5) .", 2, "TIEBREAK<7-6(5)>"),
    ("fixes CVE-2024-3094 .", 1, "DATED_ID<CVE-2024-3094>"),
    ("See RFC-2616 and", 1, "CODE_PAIRS<RFC-2616>"),
    ("follow ISO-8601", 1, "CODE_PAIRS<ISO-8601>"),
    ("goes 0-60 in", 1, "zero to sixty"),
    ("paragraph ( b)(ii ) .", 2, "ENUMERATION<b)(ii>"),
    ("section 5(2)(b) says", 1, "ENUMERATION<5(2)(b)>"),
    ("Rule 10b-5 applies", 1, "ENUMERATION<10b-5>"),
    ("The 7-Eleven on", 1, "DASHED_NAME<7-Eleven>"),
    ("The 49ers beat", 1, "DASHED_NAME<49ers>"),
    ("Part No . XJ-220-4 replaces", 3, "x j two two o sil four"),
    ("SKU AB-1002-7", 1, "a b one o o two sil seven"),
    ("Spread 10-10-10 fertilizer", 1, "NUMBER_SERIES<10-10-10>"),  # an N-P-K grade in one breath
    ("a 5–10–5 NPK blend", 1, "NUMBER_SERIES<5–10–5>"),
    ("a 3-1-2 fertilizer", 1, "NUMBER_SERIES<3-1-2>"),           # before the single digits' pause
    ("Mix the 20-20-20 plant food", 2, "NUMBER_SERIES<20-20-20>"),
    ("He shot 68-70-65-67 to win", 2, "NUMBER_SERIES<68-70-65-67>"),  # a golfer's rounds
    ("carded 70-68-71 at the PGA", 1, "NUMBER_SERIES<70-68-71>"),
    ("Shares of 3M rose", 2, "DASHED_NAME<3M>"),                  # the company
    ("3M reported earnings", 0, "DASHED_NAME<3M>"),
    ("3M , the maker", 0, "DASHED_NAME<3M>"),
    ("3M in Minnesota hired", 0, "DASHED_NAME<3M>"),
])
def test_readings_in_their_context(sentence, i, expected):
    assert _decide(sentence, i) == expected


@pytest.mark.parametrize("sentence,i", [
    ("pages 12-15 .", 1),            # a range
    ("ages 3-5 and", 1),             # a range of single digits: two groups only
    ("won 3-2 at", 1),               # a score
    ("a 52-48 vote", 1),             # a score
    ("from 1990-1995 on", 1),        # years
    ("call 555-1234 now", 1),        # a phone number: no code word before it
    ("the XYZ-8601 norm", 1),        # no standards body
    ("the 3-0-1", 1),                # two digits or one: not a sequence of three single digits? it is
    ("Rule 10k-5x", 1),              # no lettered rule
    ("the 10b-5 form", 1),           # no rule word before it
    ("f(x) is", 0),                  # math, not an enumeration
    ("replaces XJ-220-4", 1),        # no part word before it
    ("", 0),
    ("the 20-20-20 plan", 1),        # no fertilizer in the sentence
    ("the food was 10-10-10", 3),    # food, but no plant or lawn
    ("got 3M views", 1),             # a count follows: three million
    ("a 68-70-65 vote", 1),          # no golf in the sentence
    ("shot 40-50-60 times", 1),      # scores below 55: no golf rounds
    ("Nearly 3M people came", 1),
    ("about 3M .", 1),               # a word of amount before it
    ("raised 3M last year", 1),
    ("made 3M in revenue", 1),       # "in" and a lowercase word after it
])
def test_other_tokens_are_left_alone(sentence, i):
    tokens = sentence.split() or [""]
    reading = dashes.dash_reading(tokens, i, NAMES, _readings, _rule)
    if tokens[i] == "3-0-1":
        assert reading == "DIGIT_GROUPS<3-0-1>"  # a record only after "went" (tnfst.versions, asked first)
    else:
        assert reading is None


@pytest.mark.parametrize("token", ["(", ")(", "((((", "1(", "-", "–", "0-", "-0", "7-6(", "a)(", "CVE--1"])
def test_odd_tokens_never_raise(token):
    reading = dashes.dash_reading([token], 0, NAMES, _readings, _rule)
    assert reading is None or isinstance(reading, str)
    assert dashes.dash_reading([token], 0, NAMES, None, None) is None


@pytest.mark.parametrize("rule,token,reading", [
    ("DIGIT_GROUPS", "4-4-2", "four sil four sil two"),
    ("DIGIT_GROUPS", "3-0-1", "three sil o sil one"),
    ("TIEBREAK", "7-6(5)", "seven to six sil five"),
    ("TIEBREAK", "6-7(10)", "six to seven sil ten"),
    ("DATED_ID", "CVE-2024-3094", "c v e twenty twenty four thirty ninety four"),
    ("DATED_ID", "CVE-2014-0160", "c v e twenty fourteen o one six o"),
    ("DATED_ID", "CVE-2021-44228", "c v e twenty twenty one four four two two eight"),
    ("ENUMERATION", "b)(ii", "b two"),
    ("ENUMERATION", "(b)(i)", "b one"),
    ("ENUMERATION", "5(2)(b)", "five two b"),
    ("ENUMERATION", "12(1)(a)(iv)", "twelve one a four"),
    ("ENUMERATION", "10b-5", "ten b five"),
    ("DASHED_NAME", "7-Eleven", "seven eleven"),
    ("DASHED_NAME", "49ers", "forty niners"),
    ("DASHED_NAME", "76ers", "seventy sixers"),
    ("DASHED_NAME", "3M", "three m"),
    ("DASHED_NAME", "SARS-CoV-2", "sars co v two"),
    ("DASHED_NAME", "3M's", "three m's"),
    ("DASHED_NAME", "K-12", "k through twelve"),
    ("DASHED_NAME", "K–8", "k through eight"),
    ("NUMBER_SERIES", "10-10-10", "ten ten ten"),
    ("NUMBER_SERIES", "5-10-5", "five ten five"),
    ("NUMBER_SERIES", "0-20-20", "zero twenty twenty"),
    ("NUMBER_SERIES", "34-0-0", "thirty four zero zero"),
])
def test_the_grammar_reads_them(grammar, rule, token, reading):
    assert grammar.rule_readings(rule, token, limit=1) == [reading]


def test_digit_groups_second_form_in_one_breath(grammar):
    assert grammar.rule_readings("DIGIT_GROUPS", "583-921", limit=2)[1] == "five eight three nine two one"


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer().load()


@pytest.mark.parametrize("text,spoken", [
    ("The formation was 4-4-2 and then 3-5-2.", "the formation was four four two and then three five two."),
    ("Scores: 6-4, 3-6, 7-6(5).", "scores: six to four, three to six, seven to six, five."),
    ("Version 2.0.1 fixes CVE-2024-3094.",
     "version two point zero point one fixes c v e twenty twenty four thirty ninety four."),
    ("See RFC-2616 and ISO-8601 for details.",
     "see r f c twenty six sixteen and i s o eighty six o one for details."),
    ("The Model S Plaid goes 0-60 in 1.99 s.", "the model s plaid goes zero to sixty in one point nine nine seconds."),
    ("Your code is 583-921.", "your code is five eight three, nine two one."),
    ("The 7-Eleven on 5th Ave is open 24/7.", "the seven eleven on fifth avenue is open twenty four seven."),
    ("Call 1-800-FLOWERS today.", "call one eight hundred flowers today."),
    ("Chapter 3, Section 2.4, paragraph (b)(ii).", "chapter three, section two point four, paragraph (b two)."),
    ("The 49ers beat the 76ers.", "the forty niners beat the seventy sixers."),
    ("Part No. XJ-220-4 fits.", "part number x j two two o, four fits."),  # "No." before a prefixed number (session 29)
    ("Read pages 12-15 for ages 3-5.", "read pages twelve to fifteen for ages three to five."),
    ("It was -5 outside and 7 - 3 = 4.", "it was minus five outside and seven minus three equals four."),
    ("Spread 10-10-10 fertilizer in spring.", "spread ten ten ten fertilizer in spring."),
    ("3M reported strong earnings, and the app has 3M users.",
     "three m reported strong earnings, and the app has three million users."),
])
def test_pipeline(normalizer, text, spoken):
    assert normalizer.normalize(text).lower() == spoken


_SINGLE_GROUPS = st.lists(st.from_regex(r"[1-9]\d{0,2}", fullmatch=True), min_size=2, max_size=4).map("-".join)


@settings(max_examples=25, deadline=None)
@given(_SINGLE_GROUPS)
def test_no_pipeline_reading_of_grouped_digits_says_minus(normalizer, token):
    for sentence in (f"It was {token} here.", f"{token}"):
        assert "minus" not in normalizer.normalize(sentence).split(), sentence


def test_the_minus_sign_proper_is_only_minus():
    parts = pieces("5\u22123")
    assert symbol_readings(parts, 1) == ("minus",)


@pytest.mark.parametrize("tokens, i, expected", [
    (["is", "M-F", "9-5", "."], 2, "nine to five"),
    (["Mon–Fri", "8-6"], 1, "eight to six"),
    (["open", "9-5", "."], 1, None),          # no day range before it: the model's
    (["M-F", "9-25"], 1, None),               # 25 is no clock hour
    (["pages", "9-5"], 1, None),
])
def test_opening_hours_after_a_day_range(tokens, i, expected):
    """Hours after a range of weekdays are read with "to" (`tnfst.dashes.day_range`)."""
    from tnfst.dashes import dash_reading
    table = {"9-5": ["nine five", "nine to five"], "8-6": ["eight six", "eight to six"],
             "9-25": ["nine twenty five", "nine to twenty five"]}
    assert dash_reading(tokens, i, frozenset(), lambda t: table.get(t, []), lambda r, t: []) == expected
