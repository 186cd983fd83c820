"""The rating of a tool, a part or an appliance before its noun: "two 9V batteries" -> "two nine
volt batteries", "a 60 W bulb", "the 12" miter saw", "a 5 gal bucket", and "a 9V." alone.

Part of `tnfst.context.ContextReadings.decide`, on by default (unlike `tnfst.attributive`, the
opt-in rule for every amount). English says the unit of an amount that describes the noun after
it in the singular, as the hyphenated compound does ("a 60-watt bulb", "a five-gallon bucket"); the
neural reader, trained on data that keeps the plural, said "two nine volts batteries". The Google
training data keeps the plural before a noun for meters, terabytes and milliamperes ("the 400m
freestyle", "with 6TB main", "200mA stimulations"), none for the units of hardware, so the rule reads
only those (`RATING_UNITS`: liters, volts, watts, amperes and their capacities, inches and feet, gallons,
quarts, pounds, horsepower, BTU, PSI, inch-pounds), and only where the amount surely describes a noun:

- the amount stands after a determiner or a count ("a", "the", "this", "each", "two": `DETERMINERS`),
  or is inches written with the inch mark ("1/2\" drywall", "3\" deck screws"), and the word after
  it is a lowercase word that an amount does not merely precede (`tnfst.attributive.NOT_DESCRIBED`,
  `NOT_NOUNS`: "12\" wide", "16\" on center", "24\" deeper"); a list of ratings joined by commas
  counts as one ("a 10A, 250V fast-blow fuse");
- or the amount follows "a"/"an" and ends the phrase: "a 9V." is a battery, never "a nine volts";
- or an engine's displacement stands before the engine ("the 2.5L four-cylinder", "a 3.5L V6").

The reading is the grammar's own, the licensed singular of its best reading ("nine volt",
"twelve inch", "one half inch", "one thousand five hundred watt" for "a 1500 W heater").
A pair of a voltage and a current with a slash, as chargers list their outputs ("5V/3A",
"20V/3.25A"), is the two ratings one after the other ("five volts three amperes"). Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.attributive import NOT_DESCRIBED
from tnfst.one_unit import is_singular_of_another

Readings = Callable[[str], list[str]] | None

#: Units of hardware ratings (as written after the number, glued or spaced).
RATING_UNITS = frozenset(
    'L V kV W kW Wh kWh A Ah mAh " in in. ft ft. gal gal. qt qt. lb lbs lb. HP hp BTU PSI psi in-lb in-lbs ft-lb ft-lbs'
    .split()) | frozenset(
    # the capacity of a power station, a battery or a line and the size of a solar array before its noun,
    # as AP style hyphenates them ("a 500-megawatt plant", "the 1.2-gigawatt project", "a 2 GWh battery",
    # "a 6.4 kWp system", "the 345 kV line"): the SI prefixes of the watt, the watt hour, the volt and the
    # volt-ampere (SI Brochure 9th ed. Table 7) and the watt-peak of IEC TS 61836; the training data holds
    # none of them before a noun
    "MW GW TW MWh GWh TWh kWp MWp GWp Wp MV kVA MVA MWe GWe MWt".split())

#: Words before an amount that make it part of a noun phrase: articles, demonstratives, possessives,
#: quantifiers and small counts ("two 9V batteries", "one 80 lb bag").
DETERMINERS = frozenset(
    "a an the this that these those each every any another my your our his her their its "
    "one two three four five six seven eight nine ten twelve".split())

#: Lowercase words after an amount that it does not describe, beside `NOT_DESCRIBED`: comparatives,
#: prepositions, places, totals and conjunctions ("12\" shorter", "1/2\" between the boards", "3\"
#: below", "6\" overall").
NOT_NOUNS = frozenset(
    "x by longer shorter wider narrower taller deeper higher lower thicker thinner bigger smaller larger "
    "above below beyond past behind out across around along inside outside within overall minimum maximum "
    "min max total each apiece max. per between among beneath underneath against toward towards via throughout "
    "near after before beside besides until during without upon like then there here when where while if "
    "because since".split())

#: Punctuation that ends the phrase of "a 9V".
_PHRASE_END = frozenset(".,;:!?)]")

_NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\d+/\d+|\d+-\d+/\d+"
_RATING = re.compile(rf"({_NUMBER}) ?([^\d\s/\-]\S*)")
_NOUN = re.compile(r"[a-z]+(?:-[a-z]+)*")
#: Nouns written in capitals ("TV", "SUV", "LED", "USB-C") and lumber by its sides ("2x6", "4x4"): a rating
#: before them describes them ("our 65\" TV", "each 12 ft 2x6").
_ACRONYM_NOUN = re.compile(r"[A-Z]{2,4}(?:-[A-Z0-9]{1,3})?s?")
_LUMBER = re.compile(r"[1-9]\d?[x×][1-9]\d?s?")
#: An engine's displacement in liters ("2.5L", "3.5 L") and the words of an engine after it: the
#: cylinders ("V6", "I4", "four-cylinder", "inline-six", "flat-four"), "engine", "turbo", "diesel".
_LITERS = re.compile(r"\d\.\d ?L")
_ENGINE = re.compile(r"[VIWH]-?\d{1,2}|(?:[a-z]+-)?cylinders?|(?:inline|flat|straight)-[a-z]+|engines?|motor|"
                     r"turbo|turbocharged|supercharged|diesel|hybrid|boxer|EcoBoost|V-twin")


def _rating(token: str) -> bool:
    m = _RATING.fullmatch(token)
    return m is not None and m.group(2) in RATING_UNITS


def _amount(token: str) -> bool:
    """Any amount in a list of ratings ("10A", "250V", "30-amp")."""
    return token[:1].isdigit()


def _noun_after(tokens: Sequence[str], i: int) -> bool:
    """Whether the word after the amount (after any ", <amount>" of the same list) is a noun it describes."""
    j = i + 1
    while j + 1 < len(tokens) and tokens[j] == "," and _amount(tokens[j + 1]):
        j += 2
    if j >= len(tokens):
        return False
    word = tokens[j]
    if _ACRONYM_NOUN.fullmatch(word) or _LUMBER.fullmatch(word):
        return True  # "a 65\" TV", "a 12 ft 2x6"
    return bool(_NOUN.fullmatch(word)) and word not in NOT_DESCRIBED and word not in NOT_NOUNS


def _determiner_before(tokens: Sequence[str], i: int) -> str:
    """The word before the amount (before any "<amount> ," of the same list), lowercased."""
    k = i - 1
    while k >= 1 and tokens[k] == "," and _amount(tokens[k - 1]):
        k -= 2
    return tokens[k].lower() if k >= 0 else ""


def describes_noun(tokens: Sequence[str], i: int) -> bool:
    """Whether the rating ``tokens[i]`` stands before a noun it describes, or alone after "a"/"an"."""
    token = tokens[i]
    if not _rating(token) or i == 0:
        return False
    before = _determiner_before(tokens, i)
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if before in ("a", "an") and (not nxt or nxt in _PHRASE_END):
        return True  # "a 9V.": the noun left out
    if _LITERS.fullmatch(token) and _ENGINE.fullmatch(nxt):
        return True  # "the 2.5L four-cylinder", "a 3.5L V6": an engine's displacement
    inches = token.endswith('"')
    return (before in DETERMINERS or inches) and _noun_after(tokens, i)


def singular_of(readings: list[str]) -> str | None:
    """The licensed singular of the best reading ("nine volt" for "nine volts"), or else the first
    reading that another one repeats in the plural ("nine volt" where the best is "nine v")."""
    if not readings:
        return None
    best = next((r for r in readings if is_singular_of_another(r, [readings[0]])), None)
    return best or next((r for r in readings if is_singular_of_another(r, readings)), None)


def rating_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The licensed reading of ``tokens[i]`` with its unit in the singular where the rating
    describes a noun (module docstring), else None."""
    if readings_of is None or not describes_noun(tokens, i):
        return None
    return singular_of(readings_of(tokens[i]))





#: A current's number apart from its "A" ("15 A", "0.3 A").
_CURRENT_NUMBER = re.compile(r"\d{1,3}(?:\.\d+)?")
_VOLTAGE = re.compile(r"\d+(?:\.\d+)? ?V")
_CURRENT_WINDOW = 3


def current_reading(tokens: Sequence[str], i: int, rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """A capital "A" apart from the whole number before it ("a 15 A breaker", "rated 120 V, 15 A"),
    before a word of wiring (`tnfst.everyday_context.ELECTRIC_CUES`) or near a voltage: amperes,
    the BARE_UNIT reading, in the singular where the current describes the noun after it; a label
    ("Part 6 A", "Figure 15 A") has no such word beside it."""
    from tnfst.everyday_context import ELECTRIC_CUES

    if tokens[i] != "A" or i == 0 or rule_readings_of is None or not _CURRENT_NUMBER.fullmatch(tokens[i - 1]):
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    near = list(tokens[max(0, i - 1 - _CURRENT_WINDOW):i - 1]) + list(tokens[i + 1:i + 1 + _CURRENT_WINDOW])
    if nxt.lower() not in ELECTRIC_CUES and not any(_VOLTAGE.fullmatch(t) for t in near):
        return None
    readings = rule_readings_of("BARE_UNIT", "A")
    if not readings:
        return None
    before = _determiner_before(tokens, i - 1)
    if before in DETERMINERS and _noun_after(tokens, i):
        return singular_of(readings)
    return readings[0]
_VOLTS_AMPERES = re.compile(r"(\d{1,3}(?:\.\d{1,2})?V)/(\d{1,2}(?:\.\d{1,2})?A)")


def output_reading(token: str, rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """A charger's output as a voltage and a current with a slash ("5V/3A"): the CHARGER_OUTPUT
    reading, the two in volts and in amperes one after the other ("five volts three amperes"), else None."""
    if rule_readings_of is None or _VOLTS_AMPERES.fullmatch(token) is None:
        return None
    return next((r for r in rule_readings_of("CHARGER_OUTPUT", token)
                 if r.split()[1:2] != ["v"] and r.split()[-1] in ("amperes", "amps")), None)


__all__ = ["DETERMINERS", "NOT_NOUNS", "RATING_UNITS", "current_reading", "describes_noun", "output_reading",
           "rating_reading", "singular_of"]
