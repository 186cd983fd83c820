"""The stone written "st" after a number of a body's weight ("10 st 4 lb", "weighed 12 st").

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain). The stone of 14
pounds (UK Weights and Measures Act 1985, Schedule 1, Part VI; CLDR's unit "mass-stone", short
form "st") is how British and older writing gives a person's weight, its pounds after it. Glued
to its number ("11st 2lb") the MEASURE grammar reads it; written apart, "st" was read as the
word abbreviation's "saint" ("ten saint four pounds"). Here "st" (or "st.") is "stone" only
after a whole number of one or two digits and then before a number of pounds ("4 lb", "4lb",
"4 lbs"), or where its sentence speaks of weight (`WEIGHT_CUES`: "he weighed 12 st", "she
lost 2 st"); "St" in capitals stays a saint or a street ("12 St Mark's Place"). The reading
is the BARE_UNIT context rule's (grammars/en/rules.py: a listed unit's name, here
measure/units.tsv's "st"), so nothing outside the unit list is said; British usage keeps
"stone" in the plural ("ten stone four").

Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: Words of a sentence that make "12 st" a weight.
WEIGHT_CUES = frozenset({"weigh", "weighs", "weighed", "weighing", "weight", "weights", "weighted", "heavier",
                         "lighter", "heaviest", "lightest", "lost", "lose", "losing", "gained", "gain", "scales",
                         "overweight", "underweight", "weigh-in"})
#: A whole number of stones: one or two digits.
_STONES = re.compile(r"[1-9]\d?")
#: A number of pounds after the stones, as one token ("4 lb", "4lb", "13 lbs", "6½ lb").
_POUNDS = re.compile(r"\d{1,2}(?:\.\d+|[½¼¾])? ?lbs?\.?,?")

RuleReadings = Callable[[str, str], list[str]] | None


def stone_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                  rule_readings_of: RuleReadings) -> str | None:
    """"stone" for `tokens[i]` "st" / "st." after a number of stones (the module docstring);
    None elsewhere or where the BARE_UNIT rule gives no reading."""
    if tokens[i] not in ("st", "st.") or i == 0 or not _STONES.fullmatch(tokens[i - 1]):
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    pounds = bool(_POUNDS.fullmatch(nxt)) or (nxt.isdigit() and after.rstrip(".,") in ("lb", "lbs"))
    if not pounds and not (words & WEIGHT_CUES):
        return None
    if rule_readings_of is None:
        return None
    return next((r for r in rule_readings_of("BARE_UNIT", "st") if r in ("stone", "stones")), None)
