"""The ADDRESS class grammar: letter and number codes."""

from __future__ import annotations

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import cache, lists
from tnfst.grammars.en import address, numbers, rules
from tnfst.grammars.en.fst import ranked_readings

DIGIT_OF = {w: str(d) for d, w in enumerate(address.DIGIT_WORDS)}


@pytest.fixture(scope="module")
def fst() -> pynini.Fst:
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + address.LISTS}
    return address.build(numbers.build(rules.number_lists(tables)), tables).optimize()


ranked = ranked_readings  # every reading of a rule, best first (grammars/en/fst.py)


@pytest.mark.parametrize("token, readings", [
    ("C212", ["c two one two", "c two hundred twelve"]),
    ("C18", ["c eighteen", "c one eight"]),
    ("M1", ["m one"]),
    ("I-95", ["i ninety five", "i nine five"]),
    ("B07", ["b o seven"]),
    ("3D", ["three d"]),
    ("A 1", ["a one"]),
])
def test_golden_readings(fst, token, readings):
    assert ranked(fst, token) == readings


@pytest.mark.parametrize("token", ["ABCD1", "C12345", "c12", "1990s", "C", "12", "", "C-", "-12", "6TB"])
def test_not_an_address_code(fst, token):
    assert ranked(fst, token) == []


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=3),
       st.text(alphabet="0123456789", min_size=1, max_size=4))
def test_letters_are_spelled_and_the_digits_read(fst, letters, digits):
    found = ranked(fst, letters + digits)
    assert found
    spelled = " ".join(letters.lower())
    for reading in found:
        assert reading.startswith(spelled + " ")
    by_digit = [r for r in found if all(w in DIGIT_OF for w in r[len(spelled) + 1:].split())]
    assert ["".join(DIGIT_OF[w] for w in r[len(spelled) + 1:].split()) for r in by_digit] == [digits]


def test_months_in_capitals_are_no_codes():
    """"MAY 6" in a diary is a date (DATE reads it), never the code "m a y six"."""
    from tnfst.grammar.covering import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert grammar.rule_readings("ADDRESS", "MAY 6") == []
    assert grammar.rule_readings("ADDRESS", "OCT 1") == []
    assert grammar.rule_readings("ADDRESS", "MAX 5") == ["m a x five"]
