"""Travel designations that the words around them decide: seats, booking codes, British road numbers.

`tnfst.context.ContextReadings.decide` asks `travel_reading(tokens, i)`; the pipeline keeps a
reading only where a grammar licenses it (the ADDRESS class reads a number and a letter, a letter
and digits; the number guard reads a code piece by piece).

* **seats, gates, platforms with any letter**: a number of one to three digits glued to one
  capital letter, within `LABEL_WINDOW` tokens after a label word (`everyday_context.LABEL_WORDS`:
  "seat", "row", "gate", "platform", "room", "cabin"...) is the number and the letter ("Your seat
  is 31F" -> "thirty one f"): an aircraft's seat letters run A to K (six or ten abreast), so "31F"
  after "seat" is never farads nor Fahrenheit. `tnfst.context`'s own label rule reads A-E alone
  anywhere ("221B"); after a label word any letter is a label;
* **booking codes**: a token of five to eight capitals and digits that mixes them, at least two
  letters and two runs of one or two digits ("8G4HTZ", "XK7P2Q", "K9L2MX"): an airline's record
  locator (IATA: six characters, letters and digits) or a confirmation code, each character said
  ("eight g four h t z"), never a word or a unit read into its letters ("HTZ" -> "hertz");
* **British road numbers**: "A" or "B" and four digits after "the" or a road word ("the B3110",
  "onto B4009") -> the letter and the digits one by one, zero "o" ("b three one one o"), as the
  UK's B roads are said; three digits or fewer stay the model's ("the A30" -> "a thirty").

* **train numbers**: three to five digits right after "train" or the name of a rail service
  (`RAIL_SERVICES`: "Eurostar", "TGV", "ICE", "Amtrak"...) are the train's number, said digit by
  digit, zero "o" ("The Eurostar 9014 leaves at 8:01" -> "nine o one four"), as the flight numbers
  after "flight" are (`tnfst.code_numbers`); a year (1900-2099) after a service's name ("Eurostar
  2019 results") stays the model's.

* **airport codes**: three capitals that are an airport's IATA code (`words/airport_codes.tsv`,
  `load_airports`) are spelled ("f r a") in brackets after the city they serve ("Frankfurt (FRA)",
  the city of the list among the three words before the bracket), or, in a sentence with a word of
  air travel (`AIR_TRAVEL_WORDS`: "flight", "fly", "airport", "layover"...), beside another code
  across "to", a dash, a slash, "and", "or" ("LHR to SFO", "via DXB and DOH"), or after "via",
  "at", "from", "to", "into" ("Arrive at LAX"). Nearly half of all three-capital strings are some
  airport's code, so the list alone decides nothing: the context does ("the GIF to PNG converter"
  has no word of air travel). Readers spell the codes (LAX is "L A X", DOH "D O H").

* **24-hour times with a point**: hours 0-23, a point and minutes 00-59 ("14.30", "08.00"), as
  British timetables and style guides write them (The Guardian and The Times: "the 14.30 from
  Paddington"), in a sentence about a journey or opening hours (`TIMETABLE_WORDS`) and after a word
  that takes a time (`TIME_CUES`: "at", "leaves", "until"; "the" before "from", "to", "train") ->
  the DOTTED_TIME rule's time ("fourteen thirty", "eight"); elsewhere "14.30" is a decimal.

Nothing compiled at import; `load_airports` reads the list it is given a folder for.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from tnfst.everyday_context import LABEL_WORDS

#: How many tokens before a seat or gate number its label word may stand ("seat is 31F").
LABEL_WINDOW = 3
_SEAT = re.compile(r"([1-9]\d{0,2})([A-Z])")
#: A booking code: capitals and digits only, five to eight of them.
_CODE = re.compile(r"[A-Z0-9]{5,8}")
_RUN = re.compile(r"[A-Z]+|[0-9]+")
#: A British A or B road of four digits ("B3110", "A1079").
_ROAD = re.compile(r"[AB][1-9]\d{3}")
#: Words before a road's number within `ROAD_WINDOW` tokens ("the B3110", "follow the B4009").
ROAD_WORDS = frozenset("the onto via take follow join road roads route junction exit".split())
ROAD_WINDOW = 2
#: Words right before a train's number: "train" and the names of rail services that number their
#: trains (operators' timetables: Eurostar 9xxx, TGV, ICE, Thalys, Amtrak, Acela, Shinkansen).
RAIL_SERVICES = frozenset("train eurostar tgv ice thalys amtrak acela shinkansen frecciarossa ouigo railjet "
                          "intercity".split())
_TRAIN_NUMBER = re.compile(r"[1-9]\d{2,4}")
_YEAR = re.compile(r"(?:19|20)\d\d")
_DIGITS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _cardinal(digits: str) -> list[str] | None:
    from tnfst.constraints.number_guard import cardinal_words

    return cardinal_words(digits)


def seat_reading(tokens: Sequence[str], i: int) -> str | None:
    """"31F" after "seat" (module docstring) -> "thirty one f"; None elsewhere."""
    m = _SEAT.fullmatch(tokens[i])
    if not m or not {t.lower() for t in tokens[max(0, i - LABEL_WINDOW):i]} & LABEL_WORDS:
        return None
    words = _cardinal(m.group(1))
    return " ".join(words + [m.group(2).lower()]) if words else None


def _formula_of_capitals(token: str) -> bool:
    """Whether `token`, less a leading coefficient, is element symbols of one letter and their counts
    ("C6H12O6", "6CO2"): a chemical formula (`tnfst.chemistry`), not a code."""
    from tnfst.chemistry import ELEMENTS

    pieces = _ELEMENT_PIECE.findall(token.lstrip("0123456789"))
    return "".join(a + b for a, b in pieces) == token.lstrip("0123456789") and all(a in ELEMENTS for a, _ in pieces)


_ELEMENT_PIECE = re.compile(r"([A-Z])(\d{0,2})")


def code_reading(token: str) -> str | None:
    """A booking code (module docstring) said character by character; None for other tokens."""
    if not _CODE.fullmatch(token):
        return None
    runs = _RUN.findall(token)
    digit_runs = [r for r in runs if r.isdigit()]
    letters = sum(len(r) for r in runs if r.isalpha())
    if len(runs) < 3 or len(digit_runs) < 2 or letters < 2 or any(len(r) > 2 for r in digit_runs):
        return None
    if _formula_of_capitals(token):
        return None
    return " ".join(_DIGITS[int(c)] if c.isdigit() else c.lower() for c in token)


def road_reading(tokens: Sequence[str], i: int) -> str | None:
    """"the B3110" (module docstring) -> "b three one one o"; None elsewhere."""
    token = tokens[i]
    if not _ROAD.fullmatch(token) or not {t.lower() for t in tokens[max(0, i - ROAD_WINDOW):i]} & ROAD_WORDS:
        return None
    return " ".join([token[0].lower()] + [_DIGITS[int(c)] for c in token[1:]])


def train_reading(tokens: Sequence[str], i: int) -> str | None:
    """"Eurostar 9014" (module docstring) -> "nine o one four"; None elsewhere."""
    token = tokens[i]
    if i == 0 or not _TRAIN_NUMBER.fullmatch(token) or tokens[i - 1].lower() not in RAIL_SERVICES:
        return None
    if _YEAR.fullmatch(token) and tokens[i - 1].lower() != "train":
        return None
    return " ".join(_DIGITS[int(c)] for c in token)


#: The list of airport codes, relative to the language folder: IATA code, city.
AIRPORTS_LIST = "words/airport_codes.tsv"
#: Words of air travel that make a listed code an airport (`airport_reading`).
AIR_TRAVEL_WORDS = frozenset(
    "fly flies flew flying flown flight flights airport airports airline airlines airfare airfares land lands landed "
    "landing depart departs departed departing departure departures arrive arrives arrived arriving arrival arrivals "
    "connect connecting connection connections layover layovers stopover nonstop terminal boarding itinerary "
    "route routes".split())
#: Tokens between two codes of a route ("LHR to SFO", "DXB and DOH", "JFK – LHR").
ROUTE_JOINERS = frozenset({"to", "-", "–", "—", "/", "→", "and", "or"})
#: Words right before a code that make it a place ("via DOH", "at LAX", "departs SYD").
PLACE_WORDS = frozenset({"via", "at", "from", "to", "into"}) | frozenset(
    "leaves leave leaving departs depart departing arrives arrive arriving lands land landing".split())
#: How many words before a bracketed code its city may stand ("Frankfurt am Main (FRA)").
CITY_WINDOW = 3


def load_airports(folder: str | Path) -> dict[str, str]:
    """{IATA code: city in lowercase} of the list under `folder` (the language folder), linted; empty
    where the list is missing (a folder of an older grammar)."""
    from tnfst.grammar.lists import ListSpec, read_table  # not at import: tnfst.grammar brings pynini

    path = Path(folder) / AIRPORTS_LIST
    if not path.is_file():
        return {}
    table = read_table(path, ListSpec(AIRPORTS_LIST, 2, ()))
    return {row[0]: row[1].lower() for row in table.rows}


def _code(token: str, airports: Mapping[str, str]) -> bool:
    return len(token) == 3 and token.isupper() and token in airports


def airport_reading(tokens: Sequence[str], i: int, airports: Mapping[str, str]) -> str | None:
    """An airport's code spelled where the sentence makes it an airport (module docstring), or None."""
    token = tokens[i]
    if not _code(token, airports):
        return None
    spelled = " ".join(token.lower())
    prev = tokens[i - 1] if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if prev == "(" and nxt == ")":
        city = airports[token].split()
        if city and city[0] in (t.lower() for t in tokens[max(0, i - 1 - CITY_WINDOW):i - 1]):
            return spelled  # "Frankfurt (FRA)", "Singapore (SIN)"
    if not any(t.lower() in AIR_TRAVEL_WORDS for t in tokens):
        return None
    for j in (i - 2, i + 2):
        if 0 <= j < len(tokens) and tokens[(i + j) // 2].lower() in ROUTE_JOINERS and _code(tokens[j], airports):
            return spelled  # "LHR to SFO", "via DXB and DOH"
    return spelled if prev.lower() in PLACE_WORDS else None


_DOTTED_TIME = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")
#: Words of a sentence about a journey or opening hours, where "14.30" may be a time.
TIMETABLE_WORDS = frozenset(
    "train trains bus buses coach coaches ferry ferries flight flights service services sailing sailings tram "
    "departs depart departure departures arrives arrive arrival arrivals leaves leave leaving boarding boards "
    "timetable platform gate check-in cancelled canceled delayed".split())
#: Words right before a time ("at 14.30", "leaves 08.00", "until 23.00").
TIME_CUES = frozenset("at from until till after before between leaves departs arrives sails lands boards "
                      "dep arr".split())
#: Words after "the" and a time that make it a service's time ("the 14.30 from Paddington").
SERVICE_WORDS = frozenset("from to train service departure sailing ferry bus flight arrival".split())


def dotted_time_reading(tokens: Sequence[str], i: int, rule_readings_of) -> str | None:
    """"at 14.30" in a sentence about a journey (module docstring) -> the DOTTED_TIME rule's first
    reading; None elsewhere."""
    if rule_readings_of is None or not _DOTTED_TIME.fullmatch(tokens[i]) or i == 0:
        return None
    prev = tokens[i - 1].lower()
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    service = prev == "the" and nxt in SERVICE_WORDS  # "the 14.30 from Paddington": a service by its time
    if not (service or (prev in TIME_CUES and any(t.lower() in TIMETABLE_WORDS for t in tokens))):
        return None
    return next(iter(rule_readings_of("DOTTED_TIME", tokens[i])), None)


def travel_reading(tokens: Sequence[str], i: int, airports: Mapping[str, str] | None = None,
                   rule_readings_of=None) -> str | None:
    """The reading of `tokens[i]` by the rules of the module docstring, or None; `airports` the list
    of `load_airports` (none: no code is an airport's), `rule_readings_of(rule, token)` the readings
    of a grammar rule (DOTTED_TIME). Never raises."""
    if not 0 <= i < len(tokens):
        return None
    token = tokens[i]
    if not token[:1].isalnum() or not token.isascii():
        return None
    return (seat_reading(tokens, i) or road_reading(tokens, i) or code_reading(token)
            or (train_reading(tokens, i) if token.isdigit() else None)
            or (dotted_time_reading(tokens, i, rule_readings_of) if "." in token else None)
            or (airport_reading(tokens, i, airports) if airports else None))
