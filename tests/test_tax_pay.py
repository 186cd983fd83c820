"""Pay and rewards multiplied ("1.5x overtime" -> "one point five times", `tnfst.quantity_context`) and
the verb "can" after an amount ("up to $640 can roll over" keeps "dollars", `tnfst.attributive`) (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.attributive import package_reading
from tnfst.quantity_context import quantity_reading


def multiplied(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    return quantity_reading(tokens, i, frozenset(t.lower() for t in tokens), lambda t: [], lambda r, t: [])


@pytest.mark.parametrize("sentence,i,reading", [
    ("with 1.5x overtime after 40 hours", 1, "one point five times"),
    ("Holidays pay 2x pay", 2, "two times"),
    ("Earn 3x points on dining", 1, "three times"),
    ("and 5x miles on flights", 1, "five times"),
    ("get 2x rewards at gas stations", 1, "two times"),
    ("a 10x zoom", 1, "ten times"),                      # the nouns listed before still read
])
def test_pay_and_rewards_multiplied(sentence, i, reading):
    assert multiplied(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("Solve 3x + 2 = 11 points", 1),       # algebra
    ("plot 2x points on the graph =", 1),  # an operator in the sentence: algebra
    ("the 4x ratio", 1),                   # no listed noun after it
])
def test_other_xs_are_left_alone(sentence, i):
    assert multiplied(sentence, i) is None


READINGS = {
    "$640": ["six hundred forty dollars", "six hundred forty dollar"],
    "$5": ["five dollars", "five dollar"],
    "15 oz": ["fifteen ounces", "fifteen ounce"],
    "12 oz": ["twelve ounces", "twelve ounce"],
}


def packaged(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return package_reading(tokens, i, lambda t: READINGS.get(t, []))


@pytest.mark.parametrize("sentence,i", [
    ("up to $640 can roll over", 2),        # the verb: "can roll"
    ("only 12_oz can be frozen", 1),
    ("$5 can buy a coffee", 0),
])
def test_the_verb_can_is_no_tin(sentence, i):
    assert packaged(sentence, i) is None


@pytest.mark.parametrize("sentence,i,reading", [
    ("Open a 15_oz can of beans", 2, "fifteen ounce"),     # the tin: "of" after it
    ("Ground coffee , 12_oz can .", 3, "twelve ounce"),    # the end of the phrase
    ("a $5 can of soup", 1, "five dollar"),
    ("a 15_oz can drains fast", 1, "fifteen ounce"),       # after an article: the tin still
    ("two 15_oz cans", 1, "fifteen ounce"),                # the plural is never the verb
])
def test_tins_keep_the_singular(sentence, i, reading):
    assert packaged(sentence, i) == reading
