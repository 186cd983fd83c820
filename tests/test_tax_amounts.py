"""Amounts joined by slashes ("a $1,500/$3,000 deductible", "copays of $10/$35/$60"): each amount as
MONEY reads it, "slash" between (`tnfst.tax_context`), licensed piece by piece (`tnfst.api._pieces_licensed`)
(tag tax)."""

from __future__ import annotations

import pytest

from tnfst.api import _pieces_licensed
from tnfst.tax_context import slashed_amounts_reading, tax_reading

MONEY = {
    "$1,500": ["one thousand five hundred dollars", "fifteen hundred dollars"],
    "$3,000": ["three thousand dollars"],
    "$10": ["ten dollars"], "$35": ["thirty five dollars"], "$60": ["sixty dollars"],
    "$3.49": ["three dollars forty nine cents"], "$3.89": ["three dollars eighty nine cents"],
    "€10": ["ten euros"], "$0": ["zero dollars"],
}


def of(token: str) -> list[str]:
    return MONEY.get(token, [])


@pytest.mark.parametrize("token,reading", [
    ("$1,500/$3,000", "one thousand five hundred dollars slash three thousand dollars"),
    ("$10/$35/$60", "ten dollars slash thirty five dollars slash sixty dollars"),
    ("$3.49/$3.89", "three dollars forty nine cents slash three dollars eighty nine cents"),
    ("$10/€10", "ten dollars slash ten euros"),
    ("$0/$10", "zero dollars slash ten dollars"),
])
def test_amounts_joined_by_slashes(token, reading):
    assert slashed_amounts_reading(token, of) == reading
    assert tax_reading(["a", token, "deductible"], 1, of) == reading


@pytest.mark.parametrize("token", [
    "$5/lb",            # a price per a unit: the grammar's ("five dollars per pound")
    "$1,500",           # one amount
    "$10/35",           # the second without its sign
    "$10/$35/$60/$80/$90",  # more than four
    "$1,5000/$3",       # no amount
    "$12/$99",          # an amount the grammar does not read (not in the stand-in)
])
def test_other_tokens_are_left_alone(token):
    assert slashed_amounts_reading(token, of) is None


def test_without_the_grammar_nothing_is_decided():
    assert slashed_amounts_reading("$10/$35", None) is None


class _Money:
    """A stand-in grammar: matches amounts with a sign and licenses their listed readings."""

    def matches(self, token: str) -> bool:
        return token[:1] in "$€"

    def licenses(self, token: str, reading: str) -> bool:
        return reading in MONEY.get(token, [])


def test_licensed_piece_by_piece():
    grammars = [("class_fst", _Money())]
    assert _pieces_licensed("$10/$35", "ten dollars slash thirty five dollars", grammars) == "class_fst"
    assert _pieces_licensed("$10/$35", "dollars ten slash dollars thirty five", grammars) is None
    assert _pieces_licensed("$10/$35", "ten dollars thirty five dollars", grammars) is None  # no slash said
    assert _pieces_licensed("$10/$35", "ten dollars slash sixty dollars", grammars) is None  # a number not written
    assert _pieces_licensed("10/35", "ten slash thirty five", grammars) is None  # no amounts


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence,reading", [
    ("The plan has a $1,500/$3,000 deductible.",
     "The plan has a one thousand five hundred dollars slash three thousand dollars deductible."),
    ("Rx copays are $10/$35/$60.", "r x copays are ten dollars slash thirty five dollars slash sixty dollars."),
    ("Prices: $5/lb.", "Prices: five dollars per pound."),
])
def test_whole_sentences(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading
