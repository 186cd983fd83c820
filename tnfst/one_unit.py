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


#: A measure of a proper fraction: "1/2 lb", "3/4 cup", "¼ tsp", "⅔ oz" (not "3/2 lb", nor a mixed
#: number, "1 1/2 lb", "1½ lb", which is plural).
_PART = re.compile(r"(?:([1-9]\d?)/([1-9]\d?)|[¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]) ?[^\d\s/.,:\-–¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞][^\d]*")


def part_reading(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The best licensed reading of a measure of less than one that says its unit in the singular
    ("1/2 lb" -> "one half pound", "3/4 cup" -> "three quarters cup", "¼ tsp" -> "one quarter
    teaspoon"), or None. A part of a unit is counted in the unit's singular, as "half a pound" and
    "three quarters of a cup" say it (the measure grammar licenses both numbers; the reader said
    "one half pounds bacon")."""
    match = _PART.fullmatch(token)
    if readings_of is None or match is None:
        return None
    if match.group(1) and int(match.group(1)) >= int(match.group(2)):
        return None
    readings = readings_of(token)
    # "quarter" before "fourth", as the training data says "¼" ("one quarter") and recipes do; no
    # bare "half teaspoon": "one half teaspoon", as LibriTTS's readers say "1/2 oz" (a unit written
    # as a word, "1/2 inch", has no plural among its readings: left to the reader)
    said = [r for r in readings if "fourth" not in r.split() and "fourths" not in r.split()
            and not (r.startswith("half ") and not r.startswith("half a"))] or readings
    return _with_unit(said, singular=True)


def _with_unit(readings: list[str], *, singular: bool, first_only: bool = False) -> str | None:
    """The best reading said with its unit (its last word) in the singular or the plural: the
    first reading that has its unit so, or the other number of the first whose unit has one
    among the readings (its number words kept: "one quarter teaspoons" -> "one quarter
    teaspoon", never a later "one fourth teaspoon"); None where no reading has a pair (with
    `first_only`, where the best reading has none: "3m" may be "three million")."""
    for reading in readings[:1] if first_only else readings:
        words = reading.split()
        for other in readings:
            others = other.split()
            if other == reading or len(others) != len(words) or others[:-1] != words[:-1] or len(words) < 2:
                continue
            if _plural_of(words[-1], others[-1]):  # reading singular, other plural
                return reading if singular else other
            if _plural_of(others[-1], words[-1]):  # reading plural, other singular
                return other if singular else reading
    return None


#: A whole or decimal number and a unit glued or spaced, not one ("3g", "8 g", "2.5 kg", "5 GB";
#: not "1 g"), the unit in lowercase or of two letters or more: a capital alone after a number
#: is a label more often than a unit ("Apt. 4B,", "Flat 3C").
_MANY = re.compile(r"(?!1(?![\d.,]))\d[\d,]*(?:\.\d+)? ?(?:[a-zµμ%][A-Za-z/²³]*|[A-Z°][A-Za-z/²³]+)")


def final_plural_reading(tokens, i: int, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The best licensed reading of a measure of many ("3g", "8 g") that says its unit in the plural,
    where nothing follows it in its phrase (the sentence's end, a comma, a bracket: the lines of a
    nutrition label, "Protein 3g"), or None: no noun after it for the amount to describe, so the
    singular ("three gram") the reader said there is no reading of it."""
    token = tokens[i]
    if readings_of is None or not _MANY.fullmatch(token):
        return None
    if i + 1 < len(tokens) and tokens[i + 1][:1].isalnum():
        return None
    return _with_unit(readings_of(token), singular=False, first_only=True)


#: A rate of many, a number that is not one and a unit per a unit ("36,000 Btu/h", "2.5 km/h",
#: "500 mg/kg"; not "1 km/h", "1/2 cup").
_MANY_PER = re.compile(r"(?!1(?![\d.,]))\d[\d,]*(?:\.\d+)? ?[A-Za-zµμ°][^\s/]*/[A-Za-z][^\s]*")


def rate_plural_reading(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The best licensed reading of a rate of many ("36,000 Btu/h") that says the unit before "per" in
    the plural ("thirty six thousand british thermal units per hour"), where the grammar licenses it
    in both numbers; None otherwise. The reading after "per" is one unit, singular (NIST SP 811 9.6);
    the unit of the amount is plural as for any amount but one (the reader said "british thermal unit
    per hour", the one unit of several words it kept singular)."""
    if readings_of is None or not _MANY_PER.fullmatch(token):
        return None
    readings = readings_of(token)
    for reading in readings:
        words = reading.split()
        if "per" not in words:
            continue
        k = words.index("per") - 1
        if k < 1:
            continue
        for other in readings:
            others = other.split()
            if (len(others) == len(words) and others[k + 1:] == words[k + 1:] and others[:k] == words[:k]
                    and _plural_of(others[k], words[k])):
                return reading
    return None
