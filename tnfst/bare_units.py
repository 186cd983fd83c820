"""A unit written with no number, read as its name where the sentence calls for a unit.

"Price per m²", "$300 per sq ft", "speed in km/h", "measured in mm": the unit has no number to go with, so no
MEASURE reading matches, and before this rule the reader was left to guess ("per m²" ->
"per square", "in km/h" -> "in one milliampere per hour": a number the text does not state).
After "per" the unit is singular ("per square meter"), after "in" plural ("in kilometers per
hour"); the readings are the grammar's (the context rule BARE_UNIT of `grammars/en/rules.py`),
so nothing outside the unit lists is said.

Most unit symbols are also words or letters ("m", "A", "in", "GB" for Great Britain), so the
rule reads only: after "per", any listed unit; after "in", a unit of two characters or more
with a lowercase letter or a mark ("mm", "km/h", "m²", "°C"), never a lone letter or an
all-capitals token.

Pure functions, no state.
"""

from __future__ import annotations

from typing import Callable, Sequence

from tnfst.tokenize import is_power_unit, is_unit

#: The words after which a bare unit is a unit, and which of the rule's readings each takes
#: (0: the plural, the rule's best; 1: the singular, its second where the two differ).
CUES = {"per": 1, "in": 0}


def bare_unit_reading(tokens: Sequence[str], i: int,
                      rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """The reading of ``tokens[i]`` as a unit with no number ("per m²" -> "square meter"), or None
    where the token is not a unit after a cue word."""
    if i == 0 or rule_readings_of is None:
        return None
    cue = CUES.get(tokens[i - 1].lower())
    token = tokens[i]
    if cue is None or any(ch.isdecimal() for ch in token) or not (is_unit(token) or is_power_unit(token)):
        return None
    if cue == CUES["in"] and (len(token) < 2 or token.isalpha() and not any(ch.islower() for ch in token)):
        return None  # "in A", "in s", "in GB": a letter or a country code as likely as a unit
    readings = rule_readings_of("BARE_UNIT", token)
    if not readings or token.lower() in readings:
        return None  # "per gallon": a unit written as its word stays that word (not "imperial gallon")
    reading = readings[min(cue, len(readings) - 1)]
    return None if reading == token.lower() else reading  # "per day": the word itself, left alone


__all__ = ["CUES", "bare_unit_reading"]
