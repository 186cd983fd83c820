"""The tilde before an amount: "~$50" -> "about fifty dollars", "~5 min" -> "about five minutes".

Part of `tnfst.context.ContextReadings.decide`. Posts, listings and specs write "~" for "about"
before a number ("~$50", "~30%", "~2 kg"). Glued to the amount, the tilde kept the amount from
its grammar ("~$50" was read "about dollars fifty", "~2" "kg" "about two k g"); the tokenizer now
cuts it off (`tnfst.tokenize`), and this rule reads it "about" (the APPROXIMATE rule of
grammars/en/approximate.py) where the next token begins with a digit, a sign or a currency
symbol. Elsewhere "~" is left to the grammars ("tilde"). No "~" before an amount in the
training data (its three "~" stand alone); the reading follows general usage.

Shape: `approximate_reading(tokens, i, rule_readings_of)` -> "about" or None.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

#: First characters of an amount after the tilde.
AMOUNT_LEADS = frozenset("0123456789.$£€¥₹+-−±")


def approximate_reading(tokens: Sequence[str], i: int,
                        rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """"about" for a "~" right before an amount, or None."""
    if rule_readings_of is None or tokens[i] != "~" or i + 1 >= len(tokens) or tokens[i + 1][:1] not in AMOUNT_LEADS:
        return None
    readings = rule_readings_of("APPROXIMATE", "~")
    return readings[0] if readings else None
