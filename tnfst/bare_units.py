"""A unit written with no number, read as its name where the sentence calls for a unit.

"Price per m²", "speed in km/h", "measured in mm": the unit has no number to go with, so no
MEASURE reading matches, and before this rule the reader was left to guess ("per m²" ->
"per square", "in km/h" -> "in one milliampere per hour": a number the text does not state).
After "per" the unit is singular ("per square meter"), after "in" plural ("in kilometers per
hour"); so after a cue and an abbreviated power ("per sq ft", "per sq. ft" -> "per square foot", the "sq" read
by the words grammar); the readings are the grammar's (the context rule BARE_UNIT of `grammars/en/rules.py`),
so nothing outside the unit lists is said.

A unit compound by its marks ("m/s²", "kg·m/s²", "N·m": `COMPOUND_MARKS`) is a unit wherever
it stands ("The unit is m/s²" -> "meters per second squared", the plural), where the reader
dropped what it could not say ("m s", "k g").

Most unit symbols are also words or letters ("m", "A", "in", "GB" for Great Britain), so the
rule reads only: after "per", any listed unit; after "in", a unit of two characters or more
with a lowercase letter or a mark ("mm", "km/h", "m²", "°C"), never a lone letter or an
all-capitals token.

Pure functions, no state.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

from tnfst.tokenize import is_unit

#: The words after which a bare unit is a unit, and which of the rule's readings each takes
#: (0: the plural, the rule's best; 1: the singular, its second where the two differ).
CUES = {"per": 1, "in": 0}
#: Abbreviated powers written before a unit ("per sq ft", "in cu in"); the abbreviation itself is
#: read by the words grammar ("sq" -> "square"), the unit after it by this rule, as after the cue.
POWER_WORDS = frozenset({"sq", "cu"})


#: Marks that make a unit compound ("m/s²", "kg·m/s²", "N·m", "km²"): such a token is a unit
#: wherever it stands, read in the plural like a unit after "in".
COMPOUND_MARKS = "·²³"


def _compound(token: str) -> bool:
    """A unit compound by its marks, with two letters or more before its first mark ("m/s²",
    "N·m", "km²"; not "m²", "t²", "s²": a lone letter squared is as often a variable)."""
    if not any(mark in token for mark in COMPOUND_MARKS) or any(ch.isdecimal() for ch in token):
        return False
    head = next(j for j, ch in enumerate(token) if ch in COMPOUND_MARKS + "/")
    return (head >= 2 or "/" in token or "·" in token) and is_unit(token)


def _cue(tokens: Sequence[str], i: int) -> int | None:
    """The cue's reading index for ``tokens[i]``: the word before it, or before a power word
    before it ("per sq ft"); a compound unit with no cue takes the plural; a pace's unit after
    its minutes and seconds ("4:45 min/km") the plural; None otherwise."""
    cue = _word_cue(tokens, i)
    if cue is None and (_compound(tokens[i]) or _pace_unit(tokens, i)):
        return CUES["in"]
    return cue


#: A number with a plus sign, "or more" ("70+ mph", "1,000+ km"): the unit after it is a unit,
#: in the plural, as after "in".
_AT_LEAST = re.compile(r"\d[\d,]*(?:\.\d+)?\+")
#: A pace's minutes and seconds ("4:45", "9:30") and the unit of a pace after it ("min/km",
#: "min/mi", "min/mile": minutes per distance, as running watches and training logs write it).
_PACE_TIME = re.compile(r"\d{1,2}:[0-5]\d")
_PACE_UNIT = re.compile(r"min/(?:km|mi|mile)")


def _pace_unit(tokens: Sequence[str], i: int) -> bool:
    """True for a pace's unit right after its time ("Pace: 4:45 min/km" -> "minutes per kilometer")."""
    return i > 0 and bool(_PACE_UNIT.fullmatch(tokens[i])) and bool(_PACE_TIME.fullmatch(tokens[i - 1]))


def _word_cue(tokens: Sequence[str], i: int) -> int | None:
    prev = tokens[i - 1].lower() if i > 0 else ""
    if _AT_LEAST.fullmatch(prev):
        return CUES["in"]  # "gusts of 70+ mph" -> "seventy plus miles per hour"
    if prev == "." and i > 2 and tokens[i - 2].lower() in POWER_WORDS:
        i, prev = i - 1, tokens[i - 2].lower()  # "per sq. ft": the abbreviation's period
    if prev in POWER_WORDS and i > 1:
        return CUES.get(tokens[i - 2].lower())
    return CUES.get(prev)


#: The words before a unit that `_word_cue` reads: a cue, a power word, or an abbreviation's period.
_BEFORE_UNIT = frozenset(CUES) | POWER_WORDS | {"."}


def may_read(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` is a unit after a cue (or after a cue and a power word): the tokens
    `bare_unit_reading` may read, which the context's fast path must not skip.

    Asked of every token of a sentence, so a token with none of `_cue`'s shapes (a word or a
    "+" before it, a compound's marks, a pace's "min/") is turned away before its lookups."""
    token = tokens[i]
    prev = tokens[i - 1] if i > 0 else ""
    if not (prev[-1:] == "+" or prev.lower() in _BEFORE_UNIT or token.startswith("min/")
            or any(mark in token for mark in COMPOUND_MARKS)):
        return False
    return _cue(tokens, i) is not None and is_unit(token)


def bare_unit_reading(tokens: Sequence[str], i: int,
                      rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """The reading of ``tokens[i]`` as a unit with no number ("per m²" -> "square meter"), or None
    where the token is not a unit after a cue word."""
    if i == 0 or rule_readings_of is None:
        return None
    cue = _cue(tokens, i)
    token = tokens[i]
    if cue is None or any(ch.isdecimal() for ch in token) or not is_unit(token):
        return None
    counted = _AT_LEAST.fullmatch(tokens[i - 1]) is not None  # "100+ GB": a unit after its number
    if cue == CUES["in"] and (len(token) < 2 or token.isalpha() and not any(ch.islower() for ch in token)
                              and not counted):
        return None  # "in A", "in s", "in GB": a letter or a country code as likely as a unit
    readings = rule_readings_of("BARE_UNIT", token)
    if not readings or token.lower() in readings:
        return None  # "per gallon": a unit written as its word stays that word (not "imperial gallon")
    reading = readings[min(cue, len(readings) - 1)]
    return None if reading == token.lower() else reading  # "per day": the word itself, left alone


__all__ = ["CUES", "POWER_WORDS", "bare_unit_reading", "may_read"]
