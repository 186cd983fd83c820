"""Aviation, spaceflight and defence designations that the words around them tell how to say.

Part of `tnfst.context.ContextReadings.decide`; like every context reading, each is kept only
where a grammar licenses it for the token (`tnfst.api._in_context`).

* **g-forces**: a number and "g" ("pulling 9 g", "3.5 g during ascent", "+9G") in a sentence about
  flight, spaceflight or acceleration (`G_FORCE_CUES`: "pilot", "pulling", "astronauts",
  "ascent", "centrifuge", "g-force"...; not "launch" nor "jet", which product news uses), not before "of" or "per" ("9 g of protein") -> "nine g"
  (G_FORCE, grammars/en/aviation.py); elsewhere "9 g" stays grams;
* **runways**: a runway designator, 01 to 36 and an optional L, R or C, after "runway", "runways",
  "rwy" (or after another designator and "and", "or", "/", ",": "runways 27L and 27R") -> the
  digits one by one, zero "zero", and "left", "right", "center" (RUNWAY: FAA Order JO 7110.65,
  2-4-17, ICAO Annex 14) ("runway 09R" -> "zero nine right");
* **Boeing jetliner types with a variant, without the maker's name**: "the 787-9", "Our 737-800":
  a type of Boeing's 7x7 series and one of its variants (`BOEING_VARIANTS`, Boeing Commercial
  Airplanes' model designations, as ICAO Doc 8643 lists them) after a determiner or a possessive
  (`DETERMINERS`) -> the type and the variant as cardinals ("seven hundred eighty seven nine",
  as `tnfst.everyday_context` reads "Boeing 737-800"), never a range ("... to nine");
* **military aircraft and missile designations with a series letter**: one to three capitals
  (or two joined by a slash, "F/A"), a dash, a design number of one to three digits and one
  series letter ("B-52H", "C-130J", "AH-64D", "F/A-18E"), as the US DoD numbers them (DoD
  4120.15-L, Model Designation of Military Aerospace Vehicles) -> the letters spelled (the slash
  unsaid), the number's cardinal and the series letter ("b fifty two h", never "b five two h");
* **launch vehicles and missiles numbered in Roman numerals**: a numeral after the name of a
  rocket or missile family (`VEHICLE_FAMILIES`: "Saturn V", "Titan II", "Atlas V", "Delta IV",
  "Minuteman III", "Trident II") -> its cardinal ("Saturn five"), never a monarch's ordinal
  ("Saturn the fifth"). "I" alone is left to the pronoun rules;
* **airline code and flight number without "flight"**: an airline's two-character IATA
  designator (`grammars/en/words/airline_codes.tsv`, `load_airlines`) before a flight number of
  one to four digits, after the airline's name or in a sentence about air travel
  (`tnfst.travel_context.AIR_TRAVEL_WORDS`, `BOARDING_WORDS`; a code that is also a state's or a
  word, `AMBIGUOUS_CODES`: "CA", "ME", only after the airline's name) -> the code spelled and the number as
  after "flight" (`tnfst.designations`: "Emirates EK 215" -> "e k two fifteen").

Nothing compiled at import; `load_airlines` reads the list it is given a folder for.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

__all__ = ["AIRLINES_LIST", "aerospace_reading", "load_airlines", "vehicle_numeral"]

RuleReadings = Callable[[str, str], list[str]]

#: The list of airline codes, relative to the language folder.
AIRLINES_LIST = "words/airline_codes.tsv"

#: A number and "g" (G_FORCE): "9 g", "3.5 g", "+9G".
_G_FORCE = re.compile(r"[-−+]?[1-9]\d?(?:\.\d)? ?[gG]|0\.\d ?[gG]")
#: Words of a sentence about flight, spaceflight or acceleration, where "9 g" is a g-force.
G_FORCE_CUES = frozenset(
    "pilot pilots pulling pulls astronaut astronauts cosmonaut cosmonauts g-force g-forces acceleration "
    "accelerations deceleration decelerations centrifuge ascent re-entry reentry liftoff lift-off fighter fighters "
    "aerobatic aerobatics blackout blacked maneuver maneuvers manoeuvre manoeuvres rollercoaster withstand "
    "withstood airframe".split())
_NOT_G_FORCE_AFTER = frozenset({"of", "per", "/"})

#: A runway designator: the heading in tens of degrees, 01 to 36, and an optional L, R or C.
_RUNWAY = re.compile(r"(?:0[1-9]|[12]\d|3[0-6])[LRC]?")
RUNWAY_WORDS = frozenset({"runway", "runways", "rwy", "rwys"})
_RUNWAY_JOINERS = frozenset({"and", "or", "/", ","})
_RUNWAY_WINDOW = 4

#: Boeing's 7x7 jetliner types and their variants (Boeing Commercial Airplanes' model designations).
BOEING_VARIANTS: Mapping[str, frozenset[str]] = {
    "707": frozenset({"120", "320"}),
    "717": frozenset({"200"}),
    "727": frozenset({"100", "200"}),
    "737": frozenset({"7", "8", "9", "10", "100", "200", "300", "400", "500", "600", "700", "800", "900"}),
    "747": frozenset({"8", "100", "200", "300", "400"}),
    "757": frozenset({"200", "300"}),
    "767": frozenset({"200", "300", "400"}),
    "777": frozenset({"8", "9", "200", "300"}),
    "787": frozenset({"8", "9", "10"}),
}
_BOEING_TYPE = re.compile(r"(7[0-8]7)-([1-9]\d{0,2})")
#: Words right before an aircraft's type that make "737-800" a thing, never a range of numbers.
DETERMINERS = frozenset("the a an our their its his her my your this that these those each every one new "
                        "first last whose which".split())

#: A military designation with a series letter: "B-52H", "C-130J", "AH-64D", "F/A-18E".
_MILITARY = re.compile(r"([A-Z]{1,3}|[A-Z]/[A-Z])-([1-9]\d{0,2})([A-Z])")
#: Letters of a road's number, whose letter after it is a direction ("I-95N"; `tnfst.context`).
_ROUTE_LETTERS = frozenset({"I", "US", "SR", "CR"})

#: Rocket and missile families numbered in Roman numerals (NASA and USAF names: Saturn V, Titan II,
#: Atlas V, Delta IV, Minuteman III, Trident II, Juno II, Artemis II), in lower case.
VEHICLE_FAMILIES = frozenset({"saturn", "titan", "atlas", "delta", "minuteman", "trident", "juno", "artemis",
                              "ariane", "peacekeeper", "polaris", "poseidon"})
#: Families whose capitalised name is no word a pronoun "I" follows in running text, so "I" after
#: it is the first of the series ("Artemis I", NASA's name for its 2022 flight; "Minuteman I",
#: "Ariane 1" written "Ariane I"). "Saturn", "Titan", "Delta", "Atlas", "Juno", "Trident" and
#: "Polaris" are also planets, moons, airlines, people and products ("On Titan I saw lakes"), so
#: their "I" stays the pronoun.
NUMBERED_MISSIONS = frozenset({"Artemis", "Minuteman", "Ariane", "Peacekeeper", "ARTEMIS", "MINUTEMAN", "ARIANE"})
_ROMAN = re.compile(r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})")
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}

#: Words of a sentence about boarding a flight that `AIR_TRAVEL_WORDS` lacks ("now boards at").
BOARDING_WORDS = frozenset("board boards boarded gate gates aircraft plane planes jet jetliner cabin crew "
                           "passenger passengers pilot pilots runway takeoff diverted delayed canceled cancelled".split())
#: Airline codes that are also US state or territory codes (USPS) or English words: an airline's
#: only after its name ("Alaska Airlines AS 12"), never by the sentence alone ("Los Angeles, CA 90045").
AMBIGUOUS_CODES = frozenset({"AS", "AT", "CA", "GA", "LA", "ME", "MS", "PR", "AI"})
_FLIGHT_NUMBER = re.compile(r"\d{1,4}")
_GLUED = re.compile(r"([A-Z]{2})([1-9]\d{2,3})")


def load_airlines(folder: str | Path) -> dict[str, str]:
    """{IATA designator: airline name in lowercase} of the list under `folder` (the language
    folder), linted; empty where the list is missing (a folder of an older grammar)."""
    from tnfst.grammar.lists import ListSpec, read_table  # not at import: tnfst.grammar brings pynini

    path = Path(folder) / AIRLINES_LIST
    if not path.is_file():
        return {}
    table = read_table(path, ListSpec(AIRLINES_LIST, 2, ()))
    return {row[0]: row[1].lower() for row in table.rows}


def aerospace_reading(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str],
                      rule_readings_of: RuleReadings | None) -> str | None:
    """The reading one of the module's rules decides for ``tokens[i]``, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token's index.
        airlines: {IATA designator: airline name in lowercase} (`load_airlines`).
        words: the sentence's tokens in lowercase.
        rule_readings_of: the readings of one grammar rule ("G_FORCE") for a token.
    """
    if rule_readings_of is None or not 0 <= i < len(tokens):
        return None
    token = tokens[i]
    lead = token[:1]
    if lead.isdigit() or lead in "+-−":
        return (_g_force(tokens, i, words, rule_readings_of) or _runway(tokens, i, rule_readings_of)
                or _boeing_type(tokens, i) or _flight_number(tokens, i, airlines, words, rule_readings_of))
    if lead.isupper():
        return _military(token) or _airline(tokens, i, airlines, words) or _glued_flight(tokens, i, airlines, words,
                                                                                        rule_readings_of)
    return None


def _first(readings: list[str]) -> str | None:
    return readings[0] if readings else None


def _g_force(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"pulling 9 g" (module docstring) -> "nine g"; None outside a sentence about acceleration."""
    if not _G_FORCE.fullmatch(tokens[i]) or words.isdisjoint(G_FORCE_CUES):
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if nxt in _NOT_G_FORCE_AFTER:
        return None
    return _first(rule_readings_of("G_FORCE", tokens[i]))


def _runway(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"runway 09R", "runways 27L and 27R" -> "zero nine right", "two seven right"."""
    if not _RUNWAY.fullmatch(tokens[i]):
        return None
    j = i - 1
    while j >= max(0, i - _RUNWAY_WINDOW):
        word = tokens[j].lower()
        if word in RUNWAY_WORDS:
            return _first(rule_readings_of("RUNWAY", tokens[i]))
        if not (word in _RUNWAY_JOINERS or _RUNWAY.fullmatch(tokens[j])):
            return None
        j -= 1
    return None


def _cardinal(digits: str) -> list[str]:
    from tnfst.constraints.number_guard import cardinal_words

    return cardinal_words(digits)


def _boeing_type(tokens: Sequence[str], i: int) -> str | None:
    """"the 787-9", "Our 737-800" -> both numbers' cardinals, no "to" (module docstring)."""
    m = _BOEING_TYPE.fullmatch(tokens[i])
    if m is None or i == 0 or m.group(2) not in BOEING_VARIANTS.get(m.group(1), ()):
        return None
    if tokens[i - 1].lower() not in DETERMINERS:
        return None
    return " ".join(_cardinal(m.group(1)) + _cardinal(m.group(2)))


def _military(token: str) -> str | None:
    """"B-52H" -> "b fifty two h", "F/A-18E" -> "f a eighteen e" (module docstring)."""
    m = _MILITARY.fullmatch(token)
    if m is None or m.group(1) in _ROUTE_LETTERS:
        return None
    letters = [c.lower() for c in m.group(1) if c.isalpha()]
    return " ".join(letters + _cardinal(m.group(2)) + [m.group(3).lower()])


def roman_cardinal(token: str) -> int | None:
    """The value of a Roman numeral of I, V and X (1 to 39), or None."""
    if not token or not _ROMAN.fullmatch(token):
        return None
    values = [_ROMAN_VALUES[c] for c in token]
    return sum(-v if k + 1 < len(values) and v < values[k + 1] else v for k, v in enumerate(values))


def vehicle_numeral(tokens: Sequence[str], i: int) -> str | None:
    """"Saturn V" -> "five", "Minuteman III" -> "three": a numeral after a rocket or missile
    family's name (`VEHICLE_FAMILIES`); "I" only after a capitalised name of
    `NUMBERED_MISSIONS` ("Artemis I" -> "one"; "in Delta I flew" keeps the pronoun)."""
    token = tokens[i]
    if i == 0 or tokens[i - 1].lower() not in VEHICLE_FAMILIES:
        return None
    if token == "I" and tokens[i - 1] not in NUMBERED_MISSIONS:
        return None  # "in Delta I flew": the pronoun
    value = roman_cardinal(token)
    return None if value is None else " ".join(_cardinal(str(value)))


def _airline_context(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str]) -> bool:
    """Whether the airline code `tokens[i]` stands after its airline's name or in a sentence about
    air travel."""
    from tnfst.travel_context import AIR_TRAVEL_WORDS

    name = airlines[tokens[i]].split()
    before = [t.lower() for t in tokens[max(0, i - len(name)):i]]
    if before == name:
        return True
    return tokens[i] not in AMBIGUOUS_CODES and not words.isdisjoint(AIR_TRAVEL_WORDS | BOARDING_WORDS)


def _is_airline(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str]) -> bool:
    """An airline's code before a flight number, where the sentence makes it one."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    return (tokens[i] in airlines and bool(_FLIGHT_NUMBER.fullmatch(nxt))
            and _airline_context(tokens, i, airlines, words))


def _airline(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str]) -> str | None:
    """"Emirates EK 215": the code spelled ("e k")."""
    if not _is_airline(tokens, i, airlines, words):
        return None
    from tnfst.code_numbers import digits_said

    return " ".join(c.lower() if c.isalpha() else digits_said(c) for c in tokens[i])


def _flight_number(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str],
                   rule_readings_of: RuleReadings) -> str | None:
    """The number after an airline's code: as `tnfst.designations` reads it after "flight"."""
    token = tokens[i]
    if i == 0 or not _FLIGHT_NUMBER.fullmatch(token) or not _is_airline(tokens, i - 1, airlines, words):
        return None
    if token.startswith("0"):
        from tnfst.code_numbers import digits_said

        return digits_said(token)
    if len(token) <= 2:
        return " ".join(_cardinal(token))
    return _first(rule_readings_of("CODE_PAIRS", token))


def _glued_flight(tokens: Sequence[str], i: int, airlines: Mapping[str, str], words: frozenset[str],
                  rule_readings_of: RuleReadings) -> str | None:
    """"EK215" in a sentence about air travel: the code spelled and the number in pairs."""
    m = _GLUED.fullmatch(tokens[i])
    if m is None or m.group(1) not in airlines:
        return None
    from tnfst.travel_context import AIR_TRAVEL_WORDS

    if words.isdisjoint(AIR_TRAVEL_WORDS | BOARDING_WORDS):
        return None
    return _first(rule_readings_of("CODE_PAIRS", tokens[i]))
