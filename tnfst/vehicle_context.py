"""Car specifications read by their context: an engine badge and a pair of fuel economy ratings.

Part of `tnfst.context.ContextReadings.decide`; the readings are the grammar's
(grammars/en/vehicles.py):

* ENGINE_CODE: "2.0T" in a sentence about cars (`CAR_CUES`, or right after a capitalised model
  name: "the 2019 Accord 2.0T Touring") -> "two point o t", the trim's badge; in a sentence about
  magnets (`MAGNET_CUES`: "a 3.0T MRI") it stays teslas.
* MPG_PAIR: "30/38 mpg" -> "thirty thirty eight miles per gallon", city and highway (the MEASURE_OR
  reading "thirty or thirty eight" gave them as alternatives).
* a tire's load index and speed rating right after its size ("P235/65R17 104T") -> "one hundred
  four t": the number's reading and the letter, never teslas.

No training token has either form (the Google sample and proteno-en hold no "2.0T" and no
"N/N mpg"). Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: Words of a sentence about cars.
CAR_CUES = frozenset(
    "car cars sedan sedans coupe suv suvs hatchback wagon truck trucks pickup crossover minivan convertible "
    "engine engines turbo turbocharged horsepower hp torque mpg trim trims awd fwd rwd 4wd transmission "
    "msrp dealer dealership drive drives driving model".split())
#: Words of a sentence about magnets, where "3.0T" is teslas.
MAGNET_CUES = frozenset("mri nmr magnet magnets magnetic field fields scanner scanners scan tesla teslas imaging".split())

_ENGINE_CODE = re.compile(r"[1-6]\.\dT")
#: A tire's size ("225/45R17", "P235/65R17", "LT265/70R17") and its service description after it, the
#: load index and the speed rating ("94V", "104T"; ISO 4000-1, the US DOT sidewall code): the index
#: as a number, the rating its letter ("one hundred four t"), never teslas.
_TIRE_SIZE = re.compile(r"(?:P|LT)?\d{3}/\d{2}Z?R\d{2}(?:\.\d)?")
_SERVICE_DESCRIPTION = re.compile(r"(\d{2,3})([A-Z])")
_MPG_PAIR = re.compile(r"(\d{1,3})/(\d{1,3}) ?(?:mpg|MPG)")


def vehicle_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                    rule_readings_of: RuleReadings, readings_of: Callable[[str], list[str]] | None = None) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides, or None."""
    if rule_readings_of is None:
        return None
    token = tokens[i]
    service = _SERVICE_DESCRIPTION.fullmatch(token)
    if service is not None and readings_of is not None and i > 0 and _TIRE_SIZE.fullmatch(tokens[i - 1]):
        number = next(iter(readings_of(service.group(1))), None)
        return f"{number} {service.group(2).lower()}" if number else None
    if _ENGINE_CODE.fullmatch(token):
        prev = tokens[i - 1] if i > 0 else ""
        model = i > 1 and prev[:1].isupper() and prev[1:].islower() and tokens[i - 2] not in (".", "!", "?")
        cues = words | {w.rsplit(" ", 1)[-1] for w in words}  # "252 hp": the unit of a measure
        if cues & MAGNET_CUES or not (cues & CAR_CUES or model):
            return None
        return next(iter(rule_readings_of("ENGINE_CODE", token)), None)
    m = _MPG_PAIR.fullmatch(token)
    if m is not None:
        return next(iter(rule_readings_of("MPG_PAIR", token)), None)
    return None


__all__ = ["CAR_CUES", "MAGNET_CUES", "vehicle_reading"]
