"""Prices as grocery flyers, shelf tags and menus write them: "3/$5" -> "three for five dollars",
"$4.99 lb." -> "four dollars ninety nine cents per pound", "$25 pp" -> "twenty five dollars per
person".

Part of `tnfst.context.ContextReadings.decide`. A flyer gives a multi-buy price as a count, a
slash and the price of that many ("3/$5", "2/$7", "10/$10": the "N for $M" of the same flyers),
never a fraction or a date; and a price per unit with the unit's abbreviation right after the
price, without its slash or "per" ("$4.99 lb", "$1.29 ea", "$25 pp"), said with "per" as
"$4.99/lb" is. Shapes: `deal_reading(token, rule_readings_of)` -> "three for five dollars" or None;
`per_unit_reading(tokens, i)` -> "per pound" or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: A count, a slash and a price without cents or with them: "3/$5", "2/$7.50", "10/£10".
_DEAL = re.compile(r"([1-9]\d?)/([$£€][1-9]\d{0,2}(?:\.\d\d)?)")

#: A price: a currency sign and an amount ("$4.99", "£2"), or cents ("59¢").
_PRICE = re.compile(r"[$£€]\d[\d,]*(?:\.\d\d)?|\d{1,2}¢")

#: Abbreviations written right after a price, and what they say there: per pound, per kilogram,
#: each, per person (a menu's "pp"). From the shelf tags and flyers of US and UK grocers ("lb",
#: "ea") and menus ("pp").
PER_UNIT = {"lb": "per pound", "lbs": "per pound", "kg": "per kilogram", "oz": "per ounce",
            "ea": "each", "pp": "per person"}


def deal_reading(token: str, rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """"3/$5" -> "three for five dollars": the MULTIBUY rule's best reading (grammars/en/money.py),
    None for any other token."""
    if rule_readings_of is None or not _DEAL.fullmatch(token):
        return None
    readings = rule_readings_of("MULTIBUY", token)
    return readings[0] if readings else None


def per_unit_reading(tokens: Sequence[str], i: int) -> str | None:
    """The reading of a unit's abbreviation right after a price ("$4.99 lb." -> "per pound"), or
    None."""
    if i == 0 or not _PRICE.fullmatch(tokens[i - 1]):
        return None
    return PER_UNIT.get(tokens[i].rstrip("."))


#: A fraction joined by a hyphen to a word ("½-cup", "1/4-cup", "1/2-price"): `fraction_word_reading`.
_FRACTION_WORD = re.compile(r"(?:\d{1,2}/\d{1,2}|\d{0,2}[¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])-[a-z]{2,}")


def fraction_word_reading(token: str, readings_of: Callable[[str], list[str]] | None,
                          rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """"a ½-cup measure" -> "one half cup": the FRACTION_WORD rule's best reading (grammars/en/
    fraction.py) for a fraction joined by a hyphen to a word that no class grammar reads ("1/2-inch"
    is a measure's); None elsewhere."""
    if rule_readings_of is None or not _FRACTION_WORD.fullmatch(token) or (readings_of and readings_of(token)):
        return None
    readings = rule_readings_of("FRACTION_WORD", token)
    return readings[0] if readings else None

