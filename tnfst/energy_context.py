"""Forms of energy writing that the sentence or the shape decides (session 32's energy, utilities and EV work).

Part of `tnfst.context.ContextReadings.decide`; each reading is kept only where a grammar licenses it:

* a **UN climate conference**, "COP" and its number glued or with a hyphen ("COP28", "COP-26"): the
  Conference of the Parties of the UN Framework Convention on Climate Change (UNFCCC, "COP 28"), said
  as a word and a number ("cop twenty eight"; the PROMO reading). The money grammar read it as an
  amount of Colombian pesos (ISO 4217 "COP"), which writing never glues to its code ("COP 28,000",
  "COL$"); only the conference's numbers, 1 to 99, are read so;
* the **coefficient of performance** of a heat pump, a chiller or a refrigerator, "COP", in a sentence
  about heating, cooling or their efficiency (`HEATING_CUES`: "heat", "pump", "compressor", "HSPF",
  "efficiency"...) or before a decimal ratio ("COP of 3.2", "COP is 3.2"), is spelled ("the unit's
  COP is 3.2" -> "c o p"), as the ratio is said (ASHRAE Terminology "coefficient of performance
  (COP)"; AHRI 550/590); elsewhere "COP" is left to the other rules (the conference, the word "cop"
  in capitals);
* the **unit a price is quoted per**, written apart from the amount ("16.5 cents/kWh", which the
  tokenizer cuts as "16.5 cents" and "/kWh"; "12 cents /gal") -> the licensed singular ("per
  gallon"), never the plural "per gallons" that a density's bare unit takes ("578.3/km2");
* an amount in **million barrels a day** as the IEA writes it, "mb/d" ("9.8 mb/d": IEA Oil Market
  Report) -> the licensed reading in barrels, never "millibars per day", which the prefixed bar also
  spells. Known limitation: measure/units.tsv does not list "mb/d" (session 32: with the row, the
  grammar read it both ways, which its unit property test refuses), so no reading in barrels is
  licensed and this rule's choice is dropped; the model reads the token.

No training token has these forms. Pure functions, no state; the cheap test is the token's own text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.rated_goods import singular_of

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Words of a sentence about heating and cooling equipment or its efficiency, where "COP" is the
#: coefficient of performance (AHRI and DOE rating terms beside the equipment's names).
HEATING_CUES = frozenset(
    "heat heating heater heaters pump pumps cooling chiller chillers compressor compressors refrigeration "
    "refrigerator refrigerant furnace furnaces boiler boilers hvac geothermal air-source ground-source "
    "minisplit mini-split seer seer2 eer hspf hspf2 afue uef efficiency efficient coefficient performance "
    "btu btu/h kw kwh watts thermal °f °c".split())

#: A coefficient of performance as ratings give it, a decimal of 1-9 ("3.2", "4.15"), within
#: `_RATIO_WINDOW` tokens after "COP" ("COP 3.2", "COP of 3.2", "COP is 3.2"); a conference's number
#: is whole.
_RATIO = re.compile(r"[1-9]\.\d{1,2}")
_RATIO_WINDOW = 2
#: An amount of money before the unit it is quoted per ("16.5 cents", "$3.49", "50 dollars", "14.2¢").
_PRICE = re.compile(r"[$€£]\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?(?: ?¢| (?:cents|dollars|euros|pence))")
#: Money words after their amount, a token of their own ("16.5" "cents").
_MONEY_WORDS = frozenset({"cents", "dollars", "euros", "pence"})
#: An amount in million barrels a day as the IEA writes it ("9.8 mb/d", "101.7mb/d").
_BARRELS = re.compile(r"\d[\d,]*(?:\.\d+)? ?mb/d")
#: "COP" and a conference's number, glued or with a hyphen.
_CONFERENCE = re.compile(r"COP-?[1-9]\d?")


def energy_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                   rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides, or None."""
    token = tokens[i]
    if token[:1] == "/":
        return _price_unit_reading(tokens, i, readings_of)
    if token.endswith("b/d"):
        return _barrels_reading(token, readings_of)
    if not token.startswith("COP"):
        return None
    if token == "COP":
        rated = any(_RATIO.fullmatch(t) for t in tokens[i + 1:i + 1 + _RATIO_WINDOW])
        return "c o p" if rated or words & HEATING_CUES else None
    if rule_readings_of is not None and _CONFERENCE.fullmatch(token):
        return next(iter(rule_readings_of("PROMO", token)), None)
    return None


def _price_unit_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The unit a price is quoted per, a piece of its own after the amount ("16.5 cents/kWh", "12
    cents /gal"): the licensed singular ("per gallon", one unit, NIST SP 811 9.6), never "per
    gallons"; None after anything but an amount of money."""
    if readings_of is None or i == 0:
        return None
    prev = tokens[i - 1]
    if not (_PRICE.fullmatch(prev) or (prev in _MONEY_WORDS and i > 1 and tokens[i - 2][:1].isdigit())):
        return None
    readings = readings_of(tokens[i])
    return singular_of(readings) if readings and readings[0].startswith("per ") else None


def _barrels_reading(token: str, readings_of: Readings) -> str | None:
    """An amount in million barrels a day ("9.8 mb/d"): the licensed reading in barrels, never the
    millibars a day that the prefixed bar also spells; None for any other token."""
    if readings_of is None or not _BARRELS.fullmatch(token):
        return None
    return next((r for r in readings_of(token) if "barrels" in r.split()), None)


__all__ = ["HEATING_CUES", "energy_reading"]
