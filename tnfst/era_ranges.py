"""A span of years written as one token before the era that covers it ("1792–1750 BCE",
"3000–2500 BC", "c. 1200-1150 BC"; an era written first, "AD 43–410", is not this rule's).

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain); like every context
decision, a reading here is kept only where a grammar of the active constraints licenses it for
the token (`tnfst.api._in_context`).

The era written once after a span covers both its ends (Chicago Manual of Style, 17th ed., 9.64:
"BC" and "BCE" follow the year, and one era serves a range: "460–377 BC"), so both are years of
that era, said as the DATE grammar says a year of it ("seventeen ninety two to seventeen fifty",
"three thousand to twenty five hundred"), the era then read by its own token. A span before
"BC"/"BCE" runs down (the years count backwards), which the ascending-year rule
(`tnfst.context._year_range`) leaves alone; before this rule the second year of such a span was
read as a count ("seventeen ninety two to one thousand seven hundred fifty") and a span of round
thousands as digits ("three o o o, two five o o"). `tnfst.book_context.era_span_start` reads the
first year of a span written apart ("from 431 to 404 BC", "495 – 429 BC").

Only a span of two whole numbers of one to four digits, neither starting with 0 and the two
different, joined by a hyphen or an en dash, directly before an era token (`ERAS`). Pure
functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: The eras written after a year (Chicago Manual of Style 9.64; with or without periods).
ERAS = frozenset({"BC", "BCE", "B.C.", "B.C.E.", "AD", "CE", "A.D.", "C.E."})
#: Two years joined by a hyphen or an en dash ("1792–1750", "3000-2500", "12–9").
_SPAN = re.compile(r"([1-9]\d{0,3})[-–]([1-9]\d{0,3})")

Readings = Callable[[str], list[str]] | None


def era_years(year: str, era: str, readings_of: Readings) -> list[str]:
    """`year` read as the DATE grammar reads it before `era` ("1750", "BCE" -> "seventeen
    fifty"; "429", "BC" -> "four twenty nine", "four hundred twenty nine"), best first, the
    era's words left off; [] where no reading ends with them."""
    if readings_of is None:
        return []
    said = " " + " ".join(c.lower() for c in era if c.isalpha())
    return [reading[: -len(said)] for reading in readings_of(f"{year} {era}")
            if reading.endswith(said) and len(reading) > len(said)]


def era_range_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The reading of a span of years before its era (the module docstring): "1792–1750" before
    "BCE" -> "seventeen ninety two to seventeen fifty"; the first pair of the two years' era
    readings (the same style on both ends first) that the grammar reads the span with ("495–429"
    before "BC": "four hundred ninety five to four hundred twenty nine", as the pairs "four
    ninety five to ..." are no reading of a span of counts); None elsewhere."""
    if readings_of is None or i + 1 >= len(tokens) or tokens[i + 1] not in ERAS:
        return None
    m = _SPAN.fullmatch(tokens[i])
    if m is None or int(m.group(1)) == int(m.group(2)):
        return None
    era = tokens[i + 1]
    firsts, lasts = (era_years(year, era, readings_of) for year in m.groups())
    licensed = set(readings_of(tokens[i]))
    pairs = sorted(((a, b) for a in range(len(firsts)) for b in range(len(lasts))),
                   key=lambda ab: (max(ab), ab != (ab[0], ab[0]), ab))
    return next((f"{firsts[a]} to {lasts[b]}" for a, b in pairs
                 if f"{firsts[a]} to {lasts[b]}" in licensed), None)
