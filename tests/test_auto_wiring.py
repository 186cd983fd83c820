"""`tnfst.wiring_context`: cable codes, NEMA configurations and color temperatures (session 30, tag auto)."""

from __future__ import annotations

import pytest

from tnfst.wiring_context import wiring_reading

RULES = {("NUMBER_SERIES", "14-2"): ["fourteen two"], ("NUMBER_SERIES", "10-3"): ["ten three"],
         ("NUMBER_SERIES", "12-2"): ["twelve two"], ("NUMBER_SERIES", "5-20"): ["five twenty"],
         ("NUMBER_SERIES", "14-50"): ["fourteen fifty"]}
READINGS = {"2700K": ["two thousand seven hundred kelvin", "two thousand seven hundred k"],
            "5000 K": ["five thousand kelvin"]}


def decide(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    words = frozenset(t.lower() for t in tokens)
    return wiring_reading(tokens, i, words, lambda t: READINGS.get(t, []), lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence,i,reading", [
    ("Use 14/2 Romex for a 15-amp circuit", 1, "fourteen two"),
    ("Run 12-2 wire to the outlet", 1, "twelve two"),
    ("Pull 10/3 with ground to the dryer", 1, "ten three"),
    ("Install a NEMA 5-20 receptacle", 3, "five twenty"),
    ("A NEMA 14-50 outlet charges the car", 2, "fourteen fifty"),
    ("The bulb gives 800_lm at 2700K", 5, "two thousand seven hundred kelvin"),
    ("Pick 5000_K daylight bulbs", 1, "five thousand kelvin"),
])
def test_wiring_and_lighting_codes(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("They won 12-2 on Sunday", 2),           # a score
    ("Add 14/2 of the mix", 1),               # no cable word after it
    ("Model 5-20 ships today", 1),            # no "NEMA" before it
    ("The car costs 2700K rupees", 3),        # no light in the sentence
])
def test_left_alone(sentence, i):
    assert decide(sentence, i) is None
