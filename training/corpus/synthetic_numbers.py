"""Synthetic CARDINAL, DECIMAL, DIGIT and DATE examples, read in the Google data's style.

The training shards we have hold ~3,700 cardinals and few ISO dates, and a small
DNC misreads long numbers ("101059254" as "ten million ..."), the classic silly
error. These examples teach the number system itself: the number words come
from the covering grammar's own number transducer through
`tnfst.constraints.number.NumberReader` (the reader `number_fst` licenses with, so
a synthetic reading is one the constraint allows), and dates use
the Kestrel conventions seen in the training data:

* years: 1995 -> "nineteen ninety five", 1905 -> "nineteen o five",
  1900 -> "nineteen hundred", 2006 -> "two thousand six", 2012 -> "twenty twelve",
  1008 -> "one thousand eight";
* "4 March 2014" -> "the fourth of march twenty fourteen";
  "March 4, 2014" -> "march fourth twenty fourteen";
  "2014-03-04" -> "the fourth of march twenty fourteen"; "March 2014" -> "march twenty fourteen".

Each synthetic token replaces a real token of the same class in a real training
sentence, so the window's context words stay natural.

Known limitations: only the common date forms above; decades ("1830s"), ranges
and day names are left to the real data.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tnfst.constraints.number import NumberReader

from .examples import WINDOW_SIZE, Example
from .sources import make_window

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
MONTH_ABBR = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class NumberConfig:
    cardinals: int = 3000  # plain and comma-grouped whole numbers, log-uniform up to 10^12
    decimals: int = 600
    digits: int = 300  # digit strings read one by one ("0123" -> "o one two three"), as DIGIT
    dates: int = 3000


def _grouped(n: int) -> str:
    return f"{n:,}"


def draw_cardinal(rng: random.Random) -> str:
    digits = rng.choice([1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 9, 10, 11, 12])
    n = rng.randrange(10 ** (digits - 1) if digits > 1 else 0, 10 ** digits)
    written = _grouped(n) if n >= 1000 and rng.random() < 0.6 else str(n)
    if rng.random() < 0.05:
        written = "-" + written
    return written


def draw_decimal(rng: random.Random) -> str:
    whole = rng.choice([0, rng.randrange(1, 10), rng.randrange(10, 1000), rng.randrange(1000, 100000)])
    frac = "".join(rng.choice("0123456789") for _ in range(rng.choice([1, 1, 2, 2, 3, 4])))
    return f"{whole}.{frac}" if rng.random() < 0.9 else f".{frac}"


def draw_date(rng: random.Random, reader: NumberReader) -> tuple[str, str]:
    """A written date and its reading, in one of the common forms."""
    year = rng.choice([rng.randrange(1000, 2030), rng.randrange(1900, 2030), rng.randrange(1990, 2025)])
    month = rng.randrange(1, 13)
    day = rng.randrange(1, 29 if month == 2 else 31)
    y, m, d = reader.year(year), MONTHS[month - 1], reader.ordinal(day)
    name = MONTHS[month - 1].capitalize()
    form = rng.choice(["iso", "dmy", "mdy", "my", "md", "dm", "year", "year", "abbr"])
    if form == "iso":
        return f"{year}-{month:02d}-{day:02d}", f"the {d} of {m} {y}"
    if form == "dmy":
        return f"{day} {name} {year}", f"the {d} of {m} {y}"
    if form == "mdy":
        return f"{name} {day}, {year}", f"{m} {d} {y}"
    if form == "my":
        return f"{name} {year}", f"{m} {y}"
    if form == "md":
        return f"{name} {day}", f"{m} {d}"
    if form == "dm":
        return f"{day} {name}", f"the {d} of {m}"
    if form == "abbr":
        return f"{MONTH_ABBR[month - 1]} {day}, {year}", f"{m} {d} {y}"
    return str(year), y


def synthesize_numbers(
    reader: NumberReader, contexts: dict[str, list[tuple[list[str], int]]], rng: random.Random,
    config: NumberConfig = NumberConfig(),
) -> list[Example]:
    """Synthetic examples placed in real sentences (``contexts[cls]`` = (tokens, index) pairs)."""
    digit_words = {"0": "o", **{str(i): reader.cardinal(str(i)) for i in range(1, 10)}}

    def place(cls: str, written: str, reading: str) -> Example:
        pool = contexts.get(cls) or contexts.get("CARDINAL") or [([], 0)]
        tokens, index = rng.choice(pool)
        tokens = list(tokens) or ["<x>"]
        index = min(index, len(tokens) - 1)
        tokens[index] = written
        return Example(make_window(tokens, index, WINDOW_SIZE), written, reading, cls)

    out: list[Example] = []
    for _ in range(config.cardinals):
        written = draw_cardinal(rng)
        out.append(place("CARDINAL", written, reader.cardinal(written)))
    for _ in range(config.decimals):
        written = draw_decimal(rng)
        reading = reader.decimal(written)
        out.append(place("DECIMAL", written, reading))
    for _ in range(config.digits):
        written = "".join(rng.choice("0123456789") for _ in range(rng.randrange(2, 6)))
        out.append(place("DIGIT", written, " ".join(digit_words[c] for c in written)))
    for _ in range(config.dates):
        written, reading = draw_date(rng, reader)
        out.append(place("DATE", written, reading))
    return out


def number_contexts(sentences: Sequence[Sequence]) -> dict[str, list[tuple[list[str], int]]]:
    """Real (tokens, index) slots of CARDINAL, DECIMAL, DIGIT and DATE tokens."""
    slots: dict[str, list[tuple[list[str], int]]] = {}
    for sentence in sentences:
        tokens = [r.before for r in sentence]
        for i, record in enumerate(sentence):
            if record.cls in ("CARDINAL", "DECIMAL", "DIGIT", "DATE"):
                slots.setdefault(record.cls, []).append((tokens, i))
    return slots
