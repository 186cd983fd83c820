"""Context readings of timetables and schedules (session 32).

Part of `tnfst.context.ContextReadings.decide`; like every context decision, a reading here is
kept only where a grammar of the active constraints licenses it (`tnfst.api._in_context`). The
rules of grammars/en/schedules.py, each asked only for a token of its shape (a precompiled
pattern; `may_read` is the cheap test `decide` asks first):

* **weekdays with slashes** (WEEKDAY_LIST): "Classes meet Tue/Thu/Sat." -> "tuesday, thursday,
  saturday", "Mon/Wed/Fri", "Sat/Sun", and three or more one-letter day codes ("M/W/F", "M/T/W/R/F");
  the model kept the token as written or spelled "m w f";
* **a day offset after a clock time** (NEXT_DAY): "We land at 05:20+1." -> "five twenty the next
  day" (the model said "zero five twenty plus one");
* **hours and minutes glued with "h"** (CLOCK_DURATION): "The drive takes 1h10." -> "one hour ten
  minutes", "2h30m", "2h05" (the model said "one h one o"); not after a word that puts a clock time
  there ("at 18h30", "from 9h30": `CLOCK_WORDS`), where French and Québec usage writes the time of day;
* **ranges of labels** (LABEL_RANGE): "Boarding from Gates A1–A20." -> "a one to a twenty", "Rooms
  B101-B120" (the model said "a one a two o"), a letter and a number on both sides of the dash,
  the same letter;
* **forecast highs and lows**: "Hi"/"Lo" before a temperature ("Hi 55, Lo 38", "Hi 78°") -> "high",
  "low" (words/context_abbreviations.tsv).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

_WEEKDAY_LIST = re.compile(r"(?:[A-Z][a-z]{0,8}\.?/){1,6}[A-Z][a-z]{0,8}\.?")
_NEXT_DAY = re.compile(r"(?:[01]?\d|2[0-3]):[0-5]\d\+[12]")
_CLOCK_DURATION = re.compile(r"(?:[1-9]|1\d|2[0-4])h(?:[0-5]\d|[1-9])(?:m|min|mins)?")
_LABEL_RANGE = re.compile(r"([A-Z])[1-9]\d{0,3}[-–]\1[1-9]\d{0,3}")
_TEMPERATURE = re.compile(r"-?\d{1,3}(?:°[FC]?)?")
#: Words before "1h10" that make it a clock time, not a duration.
CLOCK_WORDS = frozenset({"at", "from", "until", "till", "til", "before", "after", "by", "around", "à", "dès"})
#: The forecast's words before a temperature.
FORECAST_WORDS = {"Hi": "high", "Lo": "low", "HI": "high", "LO": "low"}


def may_read(token: str) -> bool:
    """The cheap test `decide` asks before `schedule_reading`: a slash after a capital, a "+" or an
    "h" in a token that begins with a digit, a capital and a dash, or a forecast word."""
    lead = token[:1]
    if lead.isdigit():
        return "+" in token or "h" in token
    return lead.isupper() and ("/" in token or "-" in token or "–" in token or token in FORECAST_WORDS)


def schedule_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` by the rules of the module docstring, or None."""
    token = tokens[i]
    if token in FORECAST_WORDS:
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        return FORECAST_WORDS[token] if _TEMPERATURE.fullmatch(nxt) else None
    if rule_readings_of is None:
        return None
    if "/" in token and _WEEKDAY_LIST.fullmatch(token):
        return _first(rule_readings_of("WEEKDAY_LIST", token))
    if "+" in token and _NEXT_DAY.fullmatch(token):
        return _first(rule_readings_of("NEXT_DAY", token))
    if "h" in token and _CLOCK_DURATION.fullmatch(token):
        prev = tokens[i - 1].lower() if i > 0 else ""
        return None if prev in CLOCK_WORDS else _first(rule_readings_of("CLOCK_DURATION", token))
    if _LABEL_RANGE.fullmatch(token):
        return _first(rule_readings_of("LABEL_RANGE", token))
    return None


def _first(readings: list[str]) -> str | None:
    return readings[0] if readings else None
