"""Context readings for the notation of photography, broadcasting and military/aviation writing.

Part of `tnfst.context.ContextReadings.decide`; each reading is kept only where a grammar licenses
it (`tnfst.api._in_context`): the context-only rules of `grammars/en/field_notation.py`, and the
MEASURE rule for knots. The rules:

* **military time**: four digits of a 24-hour clock with "hrs", "hours" or "Z" ("0630 hrs",
  "1400hrs", "0630Z") -> "zero six thirty hours", "fourteen hundred hours", "zero six thirty zulu"
  (MILITARY_TIME); also the four digits before a separate "hours" or "hrs" ("at 2300 hours" ->
  "twenty three hundred"). With "hrs" or "hours" only where the number is a time of day: it
  begins with a zero ("0630 hrs"; a count of hours is never written so) or follows a word that
  puts a time ("at", "by", "after", "until", ...: `TIME_WORDS`), or ends a span that begins with
  such a time ("from 0800 to 1400 hrs"); "logged 1400 hrs" and "about 2000 hours of footage" stay
  counts of hours ("one thousand four hundred hours");
* **shutter speeds**: "1/500 s", "1/250s", "1/60 sec" -> "one five hundredth of a second"
  (SHUTTER);
* **f-numbers**: "f/2.8", "f/16" -> "f two point eight", "f sixteen" (F_NUMBER);
* **video formats**: "720p", "1080i", "2160p" -> "seven twenty p", "ten eighty i" (VIDEO_LINES;
  the standard line counts only, `grammars/en/field_notation.VIDEO_LINE_COUNTS`);
* **fractional video resolutions**: "2.7K", "5.3K" in a sentence about video or screens (the cues
  of `tnfst.quantity_context`: "drone", "films", "fps", "1080p") -> "two point seven k"
  (FRACTIONAL_K); elsewhere "2.7 K" may be kelvins (the cosmic background);
* **TV listings**: "9/8c", "11:35/10:35c" -> "nine eight central", "eleven thirty five ten
  thirty five central" (TV_LISTING): an Eastern/Pacific time and the Central time one hour
  earlier, as US networks print and announce them; other pairs are left to the other rules;
* **exposure times**: a number and the seconds mark in a sentence about exposure (`EXPOSURE_CUES`:
  'a 15" exposure', '30" at f/8, ISO 100') -> "fifteen second", "thirty seconds": cameras and
  photographers write long shutter speeds with the double prime for seconds (as in arc and time
  notation, ISO 80000-3), where elsewhere it is inches; the unit singular before the noun it
  describes ("a fifteen second exposure"), else plural (MEASURE licenses both readings of the mark);
* **dosing intervals**: "q6h", "q8hr", "q4-6h" -> "every six hours", "every four to six hours"
  (DOSING_INTERVAL), the prescription shorthand for "every N hours";
* **knots**: "kt" and "kts" after a number in a sentence about wind, the sea or flight
  (`KNOT_CUES`: "winds", "gusts", "airspeed", "ferry", ...) -> the knot, the unit of speed of
  meteorology and navigation (WMO No. 8, ICAO Annex 5); elsewhere "kt" is the kiloton of
  units.tsv's first reading ("a 15 kt bomb").

* **keyboard shortcuts**: modifier keys and a key joined by "+" ("Ctrl+Alt+Del", "Cmd+Shift+4",
  "Alt+F4") -> the keys' spoken names ("control alt delete", "command shift four"; KEY_COMBO, the
  key names of the Microsoft Writing Style Guide and the Apple Style Guide), by the shortcut's
  shape alone: the model left "Ctrl+Alt+Del" as written and spelled "Cmd" ("c m d plus shift plus
  four").

* **screw threads**: a standard inch thread, a fraction, a dash and the threads per inch
  ("1/4-20", "3/8-16": `grammars/en/field_notation.SCREW_THREADS`, ASME B1.1 and B1.20.1) in a
  sentence about fasteners (`THREAD_CUES`: "bolts", "screw", "tap", "tripod") -> "quarter twenty",
  "three eighths sixteen" (SCREW_THREAD), as machinists say them; the model said "one slash four
  to twenty". Elsewhere "1/4-20" may be a span of dates.

* **hexadecimal constants**: "0x" and hex digits ("0x80070005", "0xFF") -> "zero x eight zero zero
  seven ...", "zero x f f" (HEX_LITERAL: each digit by its name, as C's hexadecimal constants are
  read aloud), by the shape alone; the model said "zero x eighty million seventy thousand five".

The training data has no token of these shapes (no "hrs" or "Z" after four digits, no "f/", no
shutter speed), so the readings follow the fields' own usage (each rule's grammar says whose).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.quantity_context import DISPLAY_CUES, VIDEO_CUES
from tnfst.special import first_reading as _first

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Four digits of a 24-hour clock, maybe with "hrs"/"hours" or the zone letter "Z" glued or spaced.
_MILITARY = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d(?: ?(?P<hours>hrs|hr|hours|HRS)| ?(?P<zulu>Z))?")
#: Words for hours written as a token of their own after the time.
HOURS_WORDS = frozenset({"hrs", "hr", "hours", "HRS"})
#: The time zones of the 24-hour clock written after four digits ("at 0630 GMT", "1800 UTC"): the
#: wire services' and weather services' times (Reuters and AP write "0630 GMT"; NHC advisories "1500 UTC").
ZULU_ZONES = frozenset({"GMT", "UTC", "Z"})
#: Words before a number that make it a time of day ("at 1400 hrs", "until 2300 hours"); not "about"
#: nor "from" or "between" ("about 2000 hours of footage", "from 1000 to 1400 hours" are counts).
TIME_WORDS = frozenset({"at", "by", "after", "before", "until", "till", "til", "since", "@"})
#: Words between two times of a span ("from 0800 to 1400 hrs"): the second is a time when the first is.
SPAN_WORDS = frozenset({"to", "and", "until", "till", "-", "–"})
_SHUTTER = re.compile(r"1/\d{1,5} ?(?:s|sec|sec\.|secs|second)")
_F_NUMBER = re.compile(r"[fFƒ]/[1-9]\d?(?:\.\d)?")
_TV = re.compile(r"(?P<h1>1[0-2]|[1-9])(?P<m1>:[0-5]\d)?/(?P<h2>1[0-2]|[1-9])(?P<m2>:[0-5]\d)?[cC]")
#: A number and "kt" or "kts" (one token, as the tokenizer joins them).
#: A number and the seconds mark (double prime or straight quote).
_SECONDS_MARK = re.compile(r"[1-9]\d{0,2}(?:\.\d)?[\"″]")
#: Words of a sentence about exposure, where the double prime marks seconds.
EXPOSURE_CUES = frozenset({"exposure", "exposures", "shutter", "bulb", "astrophotography", "long-exposure",
                           "aperture", "f-stop"})
#: Nouns a duration describes right before them ('a 15" exposure').
EXPOSURE_NOUNS = frozenset({"exposure", "exposures", "shot", "shots", "frame", "frames"})
_HEX_LITERAL = re.compile(r"0[xX][0-9A-Fa-f]{1,16}")
_SCREW_THREAD = re.compile(r"\d{1,2}/\d{1,2}-\d{1,2}")
#: Words of fasteners and threading that make "1/4-20" a screw thread.
THREAD_CUES = frozenset("bolt bolts screw screws thread threads threaded tap taps die nut nuts stud studs insert "
                        "inserts unc unf npt fastener fasteners hardware tripod mount mounts setscrew setscrews "
                        "capscrew capscrews".split())
#: A keyboard shortcut's shape: two to five keys joined by "+" ("Ctrl+Alt+Del"); KEY_COMBO reads the names.
_KEY_COMBO = re.compile(r"(?:[^\s+]{1,8}\+){1,4}[^\s+]{1,10}")
_DOSING = re.compile(r"q[1-9]\d?(?:-[1-9]\d?)?(?:h|hr|hrs)")
_FRACTIONAL_K = re.compile(r"[1-9]\.\dK")
#: Tokens of a frame rate or a video format anywhere in the sentence ("120 fps", "60fps", "1080p").
_VIDEO_TOKEN = re.compile(r"\S+ ?fps|\d{3,4}[pi]", re.IGNORECASE)
_VIDEO = re.compile(r"(?:360|480|576|720|1080|1440|2160|4320)[pi]")
_KNOTS = re.compile(r"[\d,.]+(?:[-–][\d,.]+)? ?kts?")  # and a range: "Winds SE 5-10 kt"
#: Words of a sentence about wind, the sea or flight, where "kt" is the knot.
KNOT_CUES = frozenset({
    "wind", "winds", "gust", "gusts", "gusted", "gusting", "breeze", "gale", "storm", "hurricane", "typhoon",
    "cyclone", "sustained", "airspeed", "groundspeed", "headwind", "tailwind", "crosswind", "runway", "knots",
    "speed", "cruise", "cruised", "cruises", "cruising", "ship", "ferry", "vessel", "boat", "yacht", "sail",
    "sailing", "sea", "seas", "current", "currents", "flight", "aircraft", "plane", "approach", "landing",
    "takeoff", "metar", "taf", "visibility", "jet",  # "the jet stream reached 200 kt"
})


def field_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                  rule_readings_of: RuleReadings) -> str | None:
    """The reading one of the module's rules decides for ``tokens[i]``, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token's index.
        words: the sentence's tokens in lowercase (the cues of "kt").
        readings_of: the grammar's licensed readings of a token, best first.
        rule_readings_of: the readings of one grammar rule ("MILITARY_TIME") for a token.
    """
    if rule_readings_of is None or not 0 <= i < len(tokens):
        return None
    token = tokens[i]
    lead = token[:1]
    if lead.isdigit():
        return (_military_time(tokens, i, rule_readings_of) or _shutter(token, rule_readings_of)
                or _tv_listing(token, rule_readings_of) or _knots(token, words, readings_of)
                or _exposure_seconds(tokens, i, words, readings_of)
                or _fractional_k(tokens, i, words, rule_readings_of)
                or (_first(rule_readings_of("VIDEO_LINES", token)) if _VIDEO.fullmatch(token) else None)
                or (_first(rule_readings_of("HEX_LITERAL", token)) if _HEX_LITERAL.fullmatch(token) else None)
                or (_first(rule_readings_of("SCREW_THREAD", token))
                    if _SCREW_THREAD.fullmatch(token) and words & THREAD_CUES else None))
    if lead in "fFƒ" and _F_NUMBER.fullmatch(token):
        return _first(rule_readings_of("F_NUMBER", token))
    if lead == "q" and _DOSING.fullmatch(token):
        return _first(rule_readings_of("DOSING_INTERVAL", token))
    if _KEY_COMBO.fullmatch(token):
        return _first(rule_readings_of("KEY_COMBO", token))
    return None


def _military_time(tokens: Sequence[str], i: int, rule_readings_of: Callable[[str, str], list[str]]) -> str | None:
    """MILITARY_TIME for "0630 hrs", "0630Z", or "2300" before "hours" (see the module docstring)."""
    token = tokens[i]
    m = _MILITARY.fullmatch(token)
    if m is None:
        return None
    if not m.group("zulu"):
        apart = i + 1 < len(tokens) and (tokens[i + 1] in HOURS_WORDS or tokens[i + 1] in ZULU_ZONES)
        if not (m.group("hours") or apart):
            return None
        if not _time_of_day(tokens, i):
            return None
    return _first(rule_readings_of("MILITARY_TIME", token))


def _time_of_day(tokens: Sequence[str], i: int, depth: int = 1) -> bool:
    """Whether the four digits of ``tokens[i]`` are a time of day: a leading zero, a word of
    `TIME_WORDS` before them, or a span word after such a time ("from 0800 to 1400 hrs")."""
    token = tokens[i]
    if not _MILITARY.fullmatch(token):
        return False
    prev = tokens[i - 1].lower() if i > 0 else ""
    if token.startswith("0") or prev in TIME_WORDS:
        return True
    return depth > 0 and prev in SPAN_WORDS and i >= 2 and _time_of_day(tokens, i - 2, depth - 1)


def _shutter(token: str, rule_readings_of: Callable[[str, str], list[str]]) -> str | None:
    """SHUTTER for "1/500 s" (see the module docstring)."""
    if not _SHUTTER.fullmatch(token):
        return None
    return _first(rule_readings_of("SHUTTER", token))


def _tv_listing(token: str, rule_readings_of: Callable[[str, str], list[str]]) -> str | None:
    """TV_LISTING for "9/8c": the second time one hour before the first, with the same minutes."""
    m = _TV.fullmatch(token)
    if m is None or (m.group("m1") or "") != (m.group("m2") or ""):
        return None
    if (int(m.group("h1")) - 2) % 12 + 1 != int(m.group("h2")):
        return None
    return _first(rule_readings_of("TV_LISTING", token))


def _exposure_seconds(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings) -> str | None:
    """The MEASURE reading in seconds of '15"' in a sentence about exposure: singular before the
    noun it describes ("fifteen second exposure"), else plural ("thirty seconds")."""
    token = tokens[i]
    if readings_of is None or not _SECONDS_MARK.fullmatch(token) or not words & EXPOSURE_CUES:
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    unit = "second" if nxt in EXPOSURE_NOUNS else "seconds"
    return next((r for r in readings_of(token) if r.split()[-1] == unit), None)


def _fractional_k(tokens: Sequence[str], i: int, words: frozenset[str],
                  rule_readings_of: Callable[[str, str], list[str]]) -> str | None:
    """FRACTIONAL_K for "2.7K" in a sentence about video or screens."""
    if not _FRACTIONAL_K.fullmatch(tokens[i]):
        return None
    if not (words & (VIDEO_CUES | DISPLAY_CUES) or any(_VIDEO_TOKEN.fullmatch(t) for t in tokens)):
        return None
    return _first(rule_readings_of("FRACTIONAL_K", tokens[i]))


def _knots(token: str, words: frozenset[str], readings_of: Readings) -> str | None:
    """The MEASURE reading in knots of "25 kt" in a sentence about wind, the sea or flight."""
    if readings_of is None or not _KNOTS.fullmatch(token) or not words & KNOT_CUES:
        return None
    return next((r for r in readings_of(token) if r.split()[-1] in ("knots", "knot")), None)
