"""Codes of house wiring and lighting read by their context (session 30's home improvement work).

Part of `tnfst.context.ContextReadings.decide`; the readings are the grammar's:

* a cable by its wire gauge and its count of conductors, "14/2", "12-2", "10/3" (the American Wire
  Gauge of ASTM B258 and the conductor count of NEC Article 334's NM cable, as electricians and
  the labels of the cable say it: "fourteen two"), right before "Romex", "wire", "cable", "NM",
  "UF" or "with ground": the NUMBER_SERIES reading of its two numbers ("14/2", "12-2" -> "fourteen
  two", "twelve two"; elsewhere "fourteen halves", a score "twelve to two");
* a NEMA plug or receptacle configuration after "NEMA" ("NEMA 5-20", "NEMA 14-50": ANSI/NEMA
  WD 6, said "five twenty") -> the NUMBER_SERIES reading;
* a color temperature in kelvins of 1500-9900 glued or spaced ("2700K", "5000 K") in a sentence about
  light (`LIGHT_CUES`) -> the licensed reading in kelvins, never the letter "k".

No training token has these forms. Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Words right after a cable's gauge and conductor count.
CABLE_WORDS = frozenset("romex wire wires cable cables nm nm-b uf uf-b".split())
#: Words of a sentence about light, where a glued "K" after hundreds is kelvins.
LIGHT_CUES = frozenset(
    "bulb bulbs light lights lighting led leds lamp lamps lumen lumens lm fixture fixtures white warm cool "
    "daylight color colour temperature cct".split())

_CABLE = re.compile(r"(?:6|8|10|12|14|16|18)([/-])[2-4]")
_NEMA = re.compile(r"(?:1|5|6|7|10|11|14|15|18)-\d{2}[PR]?")
_COLOR_TEMPERATURE = re.compile(r"(?:1[5-9]|[2-9]\d)00 ?K")


def wiring_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                   rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides, or None."""
    if readings_of is None or rule_readings_of is None:
        return None
    token = tokens[i]
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    m = _CABLE.fullmatch(token)
    if m is not None:
        after = tokens[i + 2].lower() if i + 2 < len(tokens) else ""
        if nxt in CABLE_WORDS or (nxt == "with" and after == "ground"):
            return next(iter(rule_readings_of("NUMBER_SERIES", token.replace("/", "-"))), None)
    if _NEMA.fullmatch(token) and i > 0 and tokens[i - 1].upper() == "NEMA":
        return next(iter(rule_readings_of("NUMBER_SERIES", token.rstrip("PR"))), None)
    if _COLOR_TEMPERATURE.fullmatch(token):
        cues = words | {w.rsplit(" ", 1)[-1] for w in words}  # "800 lm": the unit of a measure
        if cues & LIGHT_CUES:
            return next((r for r in readings_of(token) if r.endswith(" kelvin")), None)
    return None


__all__ = ["CABLE_WORDS", "LIGHT_CUES", "wiring_reading"]
