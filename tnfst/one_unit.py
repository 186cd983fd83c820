"""One of a unit: "1 gal" -> "one gallon", never "one gallons".

Part of `tnfst.context.ContextReadings.decide`: a measure whose number is exactly one ("1 gal",
"1 sq ft", "1kg"; not "1.0 kg", "1,000 kg" or "1/2 cup") takes the licensed reading that names
its unit in the singular. The measure grammar licenses both numbers of a unit for every amount
(its readings, best first: "one gallon", "one gallons"), and the neural reader picks; it picked
the plural for "1 gal" in a shopping list ("Milk 1 gal $3.49"), the one unit of twenty common
ones it got wrong. English grammar, not data, decides this one: one of a unit is singular.

Shape: `singular_reading("1 gal", readings_of)` -> "one gallon" or None. The singular is told from
the readings themselves: a reading that another one licensed for the same token repeats with one
word in its plural ("gallon"/"gallons", "foot"/"feet", "inch"/"inches"); a token whose readings
hold no such pair (a time, "1 am"; an ordinal, "1st") is left to the other rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: A measure of exactly one: the digit 1, an optional space, a letter or a unit sign ("1 gal",
#: "1kg", "1 °C"; not "1/2", "1.5", "1,000", "10", nor the mixed number "1½ lb", "1 ¼ cups": one
#: and a fraction is plural).
_ONE = re.compile(r"1 ?[^\d\s/.,:\-–¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⁄][^\d]*")

#: Irregular plurals of unit words.
_IRREGULAR = {"foot": "feet"}


def _plural_of(singular: str, word: str) -> bool:
    """Whether `word` is the plural of `singular` ("gallon"/"gallons", "inch"/"inches")."""
    return word in (singular + "s", singular + "es", _IRREGULAR.get(singular))


def is_singular_of_another(reading: str, readings: list[str]) -> bool:
    """Whether another reading says `reading` with one of its words in the plural."""
    words = reading.split()
    for other in readings:
        others = other.split()
        if len(others) != len(words) or others == words:
            continue
        differ = [(a, b) for a, b in zip(words, others) if a != b]
        if len(differ) == 1 and _plural_of(*differ[0]):
            return True
    return False


def singular_reading(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The best licensed reading of a measure of one that says its unit in the singular, or None."""
    if readings_of is None or not _ONE.fullmatch(token):
        return None
    readings = readings_of(token)
    if not readings or not readings[0].startswith("one "):
        return None
    return next((r for r in readings if is_singular_of_another(r, readings)), None)


#: A number and a unit written out as a word in the singular ("0.25 acre", "2.5 hour", "10 mile"):
#: the number, a space, a lowercase word of three letters or more (no abbreviation: "5 ft", "3 mi").
_WRITTEN_SINGULAR = re.compile(r"\d[\d,]*(?:\.\d+)? ([a-z]{3,})")


def written_singular_reading(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The best licensed reading that says a unit written out in the singular as it is written ("a
    0.25 acre lot" -> "zero point two five acre", never "acres"; "a 2.5 hour drive"), or None.

    A writer who spells the unit's word chooses its number: the singular after a number that is not
    one is the compound modifier of English grammar ("a quarter-acre lot", Chicago Manual of Style
    7.89, "a 0.25-acre lot"), so the reader says the word the text gives. A unit written as a plural
    ("0.25 acres") or as a symbol ("5 ft") is left to the other rules. The training data has no
    number joined to a spelled unit word (the Google tokens keep such words apart)."""
    match = _WRITTEN_SINGULAR.fullmatch(token)
    if readings_of is None or match is None:
        return None
    word = match.group(1)
    readings = readings_of(token)
    return next((r for r in readings if r.split()[-1:] == [word] and is_singular_of_another(r, readings)), None)
