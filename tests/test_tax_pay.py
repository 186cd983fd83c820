"""Pay and rewards multiplied ("1.5x overtime" -> "one point five times", `tnfst.quantity_context`) (tag tax)."""

from __future__ import annotations

import pytest

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
