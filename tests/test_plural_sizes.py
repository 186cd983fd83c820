"""Sizes in the plural ("2x4s" -> "two by fours": `tnfst.plural_sizes`, grammars/en/sizes.py),
torque units ("80 ft-lbs" -> "eighty foot pounds") and listings' "sqft" (measure/units.tsv)."""

from __future__ import annotations

import pytest

from tnfst.plural_sizes import plural_number_reading, plural_size_reading, plural_word


@pytest.mark.parametrize("word,plural", [("four", "fours"), ("six", "sixes"), ("twenty", "twenties"),
                                         ("eight", "eights"), ("ten", "tens")])
def test_number_words_as_plural_nouns(word, plural):
    assert plural_word(word) == plural


@pytest.mark.parametrize("token,reading", [
    ("2x4s", "two by fours"), ("2x6s", "two by sixes"), ("4×4s", "four by fours"),
    ("2x4's", "two by fours"), ("12x24s", "twelve by twenty fours"),
])
def test_plural_sizes(token, reading):
    assert plural_size_reading(token) == reading


@pytest.mark.parametrize("token", ["2x4", "10x", "2x4x8s", "0x4s", "x4s", "2x4ss"])
def test_other_tokens_are_not_plural_sizes(token):
    assert plural_size_reading(token) is None


@pytest.mark.parametrize("token,reading", [
    ("1099s", "ten ninety nines"), ("747s", "seven forty sevens"), ("1205s", "twelve o fives"),
])
def test_plural_numbers(token, reading):
    assert plural_number_reading(token) == reading


@pytest.mark.parametrize("token", ["1990s", "100s", "99s", "12345s", "0747s", "1099", "1099ss", "s"])
def test_decades_and_other_tokens_are_not_plural_numbers(token):
    assert plural_number_reading(token) is None


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar import CoveringGrammar
    return CoveringGrammar.load("en")


@pytest.mark.parametrize("token,reading", [("2x4s", "two by fours"), ("2x6s", "two by sixes"),
                                           ("4×4s", "four by fours")])
def test_the_grammar_licenses_them_in_context_only(grammar, token, reading):
    assert grammar.rule_readings("SIZE_PLURAL", token, limit=1) == [reading]
    assert grammar.licenses_in_context(token, reading)
    assert not grammar.licenses(token, reading)


@pytest.mark.parametrize("token,reading", [("1099s", "ten ninety nines"), ("747s", "seven forty sevens"),
                                           ("1205s", "twelve o fives")])
def test_the_grammar_licenses_plural_numbers_in_context(grammar, token, reading):
    assert grammar.rule_readings("NUMBER_PLURAL", token, limit=1) == [reading]
    assert grammar.licenses_in_context(token, reading)


@pytest.mark.parametrize("token,reading", [("80 ft-lbs", "eighty foot pounds"), ("25 ft-lb", "twenty five foot pounds"),
                                           ("350 lb-ft", "three hundred fifty pound feet"),
                                           ("2,400 sqft", "two thousand four hundred square feet"),  # listings
                                           ("850 sq.ft", "eight hundred fifty square feet")])
def test_torque_and_listing_units(grammar, token, reading):
    assert grammar.licenses(token, reading)


def test_pipeline():
    import tnfst
    n = tnfst.Normalizer(threads=1, precision="fp32")
    out = n.normalize("Cut the 2x4s and torque the bolts to 80 ft-lbs.")
    assert out == "Cut the two by fours and torque the bolts to eighty foot pounds."
    assert n.normalize("Attach any 1099s.") == "Attach any ten ninety nines."


@pytest.mark.parametrize("token,reading", [("S-XL", "s to x l"), ("XS-XXL", "x s to x x l")])
def test_size_ranges_letters_first(grammar, token, reading):
    assert grammar.rule_readings("SIZE_RANGE", token, limit=1) == [reading]
    assert grammar.licenses_in_context(token, "small to extra large") == (token == "S-XL")


def test_size_ranges_in_context():
    from tnfst.plural_sizes import size_range_reading

    def of(rule, token):
        return ["s to x l"] if (rule, token) == ("SIZE_RANGE", "S-XL") else ["s to m"] if token == "S-M" else []

    def decide(sentence, i):
        tokens = sentence.split()
        return size_range_reading(tokens, i, frozenset(t.lower() for t in tokens), of)

    assert decide("sizes S-XL .", 1) == "s to x l"
    assert decide("in S-XL now", 1) == "s to x l"      # an X: a size
    assert decide("Fits S-M .", 1) == "s to m"         # a size word
    assert decide("The S-M line", 1) is None           # no size word, no X
    assert decide("sizes 2-4", 1) is None
