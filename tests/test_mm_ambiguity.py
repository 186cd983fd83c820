"""The ambiguity policy of grammars/en/AMBIGUITY.md: every reading licensed, context picks.

Grammar tests check the licensed sets (each reading of an ambiguous symbol is there, the
readings it never has are not). Model tests run the shipped normalizer on short sentences
where the context should pick; the cases the model gets wrong today are strict xfails, so
they turn into failures (and get moved) the day a retrained model reads them right.
"""

from __future__ import annotations

import pytest

from tnfst.grammar import CoveringGrammar


@pytest.fixture(scope="module")
def grammar():
    return CoveringGrammar.load("en").ensure_loaded()


@pytest.mark.parametrize("token, licensed, not_licensed", [
    ("¥500", ["five hundred yen", "five hundred yuan"], ["five hundred dollars"]),
    ("JP¥500", ["five hundred yen"], ["five hundred yuan"]),
    ("CN¥500", ["five hundred yuan"], ["five hundred yen"]),
    ("5 m", ["five meters"], ["five million", "five minutes"]),
    ("$5 m", ["five million dollars"], ["five meters dollars", "five dollars"]),
    ("GBP m", ["million pounds"], ["meters"]),
    ("5 in", ["five inches"], ["five in"]),
    ("80 pH", ["eighty p h", "eighty picohenries", "eighty pico henries"], ["eighty naira"]),
    ("30'", ["thirty feet", "thirty minutes"], ["thirty inches"]),
    ('20"', ["twenty inches", "twenty seconds"], ["twenty feet"]),
    ("20 kt", ["twenty knots", "twenty kilotons"], ["twenty kilograms"]),
    ("5 PS", ["five metric horsepower"], ["five petasiemens", "five peta siemens"]),
    ("5 mph", ["five miles per hour"], ["five meters per hour"]),
])
def test_every_reading_of_an_ambiguous_symbol_is_licensed(grammar, token, licensed, not_licensed):
    for reading in licensed:
        assert grammar.licenses(token, reading), (token, reading, grammar.readings(token, 10))
    for reading in not_licensed:
        assert not grammar.licenses(token, reading), (token, reading)


def test_first_reading_follows_the_policy(grammar):
    assert grammar.readings("¥500")[0] == "five hundred yen"
    assert grammar.readings("30'")[0] == "thirty feet"
    assert grammar.readings("5 m")[0] == "five meters"


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


CONTEXT_CASES = [
    ("The wall is 5 m high.", "five meters"),
    ("The firm raised $5 m last year.", "five million dollars"),
    ("The profit was GBP 5 m in 2014.", "five million pounds"),
    ("A bowl of ramen costs ¥900 in Tokyo.", "nine hundred yen"),
    # ¥ is the yen's symbol in English (CLDR); a sentence about China makes it the yuan
    # (`tnfst.everyday_context`), both ways
    ("In Beijing the meal cost ¥90 at a street stall.", "ninety yuan"),
    ("The shop in Shanghai sells it for ¥1,200.", "one thousand two hundred yuan"),
    ("It costs ¥45,000 in Tokyo.", "forty five thousand yen"),
    ("The ticket was ¥3,000.", "three thousand yen"),
    ("The board is 30' long.", "thirty feet"),
    ("The soil has a 7 pH reading.", "seven p h"),
    ("The bomb yielded 20 kt of TNT.", "twenty kilotons"),
    ("The ship sailed at 20 kt in the storm.", "twenty knots"),  # kt beside words of sea or wind (tnfst.field_notation)
    # minutes after degrees (tnfst.quantity_context: the model, with almost no primes for minutes in
    # its training data, said "feet")
    ("The star is at 45° 30' north.", "thirty minutes"),
]


@pytest.mark.parametrize("sentence, reading", CONTEXT_CASES)
def test_context_picks_the_reading(normalizer, sentence, reading):
    assert reading in normalizer.normalize(sentence)

