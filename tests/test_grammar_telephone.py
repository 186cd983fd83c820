"""The TELEPHONE class grammar: golden readings, what it must not match, and the digit property."""

from __future__ import annotations

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import cache, lists
from tnfst.grammars.en import numbers, rules, telephone

DIGIT_OF = {"o": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
            "seven": "7", "eight": "8", "nine": "9"}
#: Words of a phone reading that read no digit of the number itself.
NON_DIGIT_WORDS = {"sil", "plus", "extension", "x"}


@pytest.fixture(scope="module")
def fst() -> pynini.Fst:
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + telephone.LISTS}
    return telephone.build(numbers.build(rules.number_lists(tables)), tables).optimize()


def readings(fst: pynini.Fst, token: str) -> set[str]:
    """Every reading the rule licenses for `token` (empty when it does not match)."""
    lattice = pynini.accep(pynini.escape(token), token_type="utf8") @ fst
    if lattice.start() < 0:
        return set()
    outputs = lattice.project("output").rmepsilon()
    return set(outputs.paths(input_token_type="utf8", output_token_type="utf8").ostrings())


@pytest.mark.parametrize("token, reading", [
    ("555-1234", "five five five sil one two three four"),
    ("0-8123-4567", "o sil eight one two three sil four five six seven"),
    ("978-0123456789", "nine seven eight sil o one two three four five six seven eight nine"),
    ("978-0-471-33206-0", "nine seven eight sil o sil four seven one sil three three two o six sil o"),
    ("(212) 555-0199", "two one two sil five five five sil o one nine nine"),
    ("(212)555-0199", "two one two sil five five five sil o one nine nine"),
    ("212.555.0199", "two one two sil five five five sil o one nine nine"),
    ("+1 212 555 0199", "plus one sil two one two sil five five five sil o one nine nine"),
    ("+1(212)555-0199", "plus one sil two one two sil five five five sil o one nine nine"),
    ("+44 (0)20 7946 0958", "plus four four sil o sil two o sil seven nine four six sil o nine five eight"),
    ("+12125550199", "plus one two one two five five five o one nine nine"),
    ("555-1234 ext. 12", "five five five sil one two three four extension one two"),
    ("555-1234x12", "five five five sil one two three four extension one two"),
    ("0-8044-2957-X", "o sil eight o four four sil two nine five seven sil x"),
])
def test_golden_readings_are_the_only_reading(fst, token, reading):
    assert readings(fst, token) == {reading}


@pytest.mark.parametrize("token", [
    "1990-1995", "1990-95", "2010-12-25", "12/25/2010", "12.25.2010", "3.14159", "100 000",
    "1.234.567", "3-2", "12-34", "5551234", "555-1234-", "-555-1234", "(212 555-0199", "555--1234",
    "abc-defg", "", "555-1234 ext.",
])
def test_not_a_phone_number(fst, token):
    assert readings(fst, token) == set()


def digits_read(reading: str) -> str:
    """The digits a reading states, in order, after dropping the words that read none."""
    return "".join(DIGIT_OF[word] for word in reading.split() if word not in NON_DIGIT_WORDS)


GROUP = st.text(alphabet="0123456789", min_size=1, max_size=5)
SEPARATOR = st.sampled_from(["-", ".", " ", "–"])


@st.composite
def phone_like(draw) -> str:
    """Random phone-like tokens: digit groups, separators, an optional parenthesized
    first group, "+" country code and extension."""
    groups = draw(st.lists(GROUP, min_size=2, max_size=5))
    text = groups[0]
    for group in groups[1:]:
        text += draw(SEPARATOR) + group
    if draw(st.booleans()):
        text = "(" + draw(GROUP) + ")" + draw(st.sampled_from(["", " ", "-"])) + text
    if draw(st.booleans()):
        text = "+" + draw(st.text(alphabet="0123456789", min_size=1, max_size=3)) + draw(
            st.sampled_from([" ", "-", ""])) + text
    if draw(st.booleans()):
        text += draw(st.sampled_from([" ext. ", " x", "x", ", ext "])) + draw(GROUP)
    return text


@settings(max_examples=300, deadline=None)
@given(phone_like())
def test_a_phone_like_token_reads_its_digits_in_order(fst, token):
    found = readings(fst, token)
    expected = "".join(c for c in token if c.isdigit())
    for reading in found:
        assert digits_read(reading) == expected, (token, reading)
    assert len(found) <= 1, (token, found)  # one deterministic reading


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="123456789", min_size=3, max_size=3), st.text(alphabet="0123456789", min_size=3, max_size=3),
       st.text(alphabet="0123456789", min_size=4, max_size=4), st.sampled_from(["-", ".", " "]))
def test_north_american_numbers_always_match(fst, area, exchange, line, sep):
    token = f"{area}{sep}{exchange}{sep}{line}"
    assert readings(fst, token), token
    assert readings(fst, f"({area}) {exchange}-{line}"), token
