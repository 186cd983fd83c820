"""`tnfst.attributive`: an amount that describes a noun says its unit in the singular."""

from __future__ import annotations

import pytest

from tnfst.attributive import attributive_reading

READINGS = {
    "$500": ["five hundred dollars", "five hundred dollar"],
    "$2 billion": ["two billion dollars", "two billion dollar"],
    "5 gal": ["five gallons", "five gallon"],
    "100 km": ["one hundred kilometers", "one hundred kilometer"],
    "6 ft": ["six feet", "six foot"],
    "$2.99": ["two dollars ninety nine cents", "two dollar ninety nine cents"],
    "2024": ["twenty twenty four"],
    "1500m": ["one thousand five hundred meters", "one thousand five hundred meter", "fifteen hundred meters"],
    "$1,450": ["one thousand four hundred fifty dollars", "one thousand four hundred fifty dollar"],
    "2TB": ["two terabytes", "two terabyte"],
}


def of(token: str) -> list[str]:
    return READINGS.get(token, [])


def decide(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return attributive_reading(tokens, i, of)


@pytest.mark.parametrize("sentence,i,reading", [
    ("plus a $500 deposit ;", 2, "five hundred dollar"),
    ("It was a $2_billion deal", 3, "two billion dollar"),
    ("Buy a 5_gal bucket", 2, "five gallon"),
    ("He ran a 100_km time trial", 3, "one hundred kilometer"),
    ("the $500 fine", 1, "five hundred dollar"),
    ("a $1,450 deposit", 1, "one thousand four hundred fifty dollar"),  # a comma: thousands
    ("We need 4x 2TB drives", 3, "two terabyte"),                # after a count with an x
])
def test_an_amount_before_the_noun_it_describes(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("The $500 was returned", 1),          # a verb after it
    ("costs $500 deposit", 1),             # no article before it
    ("a $500 .", 1),                       # nothing after it
    ("a 6_ft long board", 1),              # a word that follows a quantity
    ("a $2.99 coffee", 1),                 # a price with cents
    ("the 2024 season", 1),                # no unit
    ("a $500 Deposit", 1),                 # not a lowercase word
    ("the 1500m final", 1),                # four digits, no comma: hundreds or thousands, the reader's
])
def test_left_alone(sentence, i):
    assert decide(sentence, i) is None


def test_without_the_grammar_nothing_is_decided():
    assert attributive_reading(["a", "$500", "deposit"], 1, None) is None


def test_the_singular_is_an_option_and_the_plural_the_default():
    """`Normalizer(attributive_singular=True)` says "a five hundred dollar deposit"; the default
    keeps the training data's plural."""
    import tnfst

    sentence = "A $500 deposit holds the room."
    assert "five hundred dollars deposit" in tnfst.Normalizer().normalize(sentence)
    assert "five hundred dollar deposit" in tnfst.Normalizer(attributive_singular=True).normalize(sentence)
