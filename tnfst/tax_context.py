"""Context readings of personal finance and taxes: budget splits and the letters of tax schedules.

Part of `tnfst.context.ContextReadings.decide` (asked right after `tnfst.tax_codes`); each reading is
kept only where a grammar licenses it (`tnfst.api._in_context`). The chain asks this module only for a
token with a number and a slash or "-mo", or one right after "Schedule" (a set lookup), so ordinary words cost nothing.

* **splits of a whole in percent**: three or four shares joined by slashes that add up to 100
  ("the 50/30/20 rule", "a 70/20/10 split", "a 40/30/20/10 portfolio") -> each share as its
  cardinal, the slashes silent ("fifty thirty twenty"), as the budget rule (Elizabeth Warren and
  Amelia Warren Tyagi, "All Your Worth", 2005) and asset mixes are said; the model said "fifty slash
  thirty slash twenty". Two shares ("80/20") are the grammar's already. A numeric date has three
  parts too ("10/10/80" also adds up to 100): three shares whose first could be a month and second a
  day are left to the DATE grammar, which licenses no other reading of them. The training data holds
  one token of three slashed numbers (a date, "11/17/09"), none adding up to 100;
* **hybrid adjustable-rate mortgages**: the years fixed and the adjustment period joined by a slash
  before "ARM" ("a 5/1 ARM", "7/6 ARMs", "a 2/28 ARM") -> both numbers as cardinals ("five one"), as
  lenders and the CFPB's "Consumer Handbook on Adjustable-Rate Mortgages" say them ("a five-one
  ARM"); the model said "five slash one". Where the FRACTION grammar reads the pair as a fraction
  ("7/6", "2/28": "seven sixths") it licenses no other reading, and the model keeps it (a known
  limitation);
* **terms in months**: a number joined by a hyphen to "mo" or "mos" ("a 6-mo CD", "a 12-mo. term",
  "18-mos.") -> "six month", "eighteen months", as the hyphenated compound is said ("a six-month
  CD"; Merriam-Webster: mo. month), licensed as the MEASURE grammar's "6-month" and "18 months"
  (`tnfst.api._licensing_forms`); the model spelled the letters ("six m o");
* **amounts joined by slashes**: two to four amounts, each with its currency sign ("a $1,500/$3,000 deductible",
  the individual and family amounts; "copays of $10/$35/$60", a drug plan's tiers, as insurers' Summaries
  of Benefits and Coverage write them) -> each amount as MONEY reads it, "slash" between ("one thousand
  five hundred dollars slash three thousand dollars"); the model moved the currency before the number
  ("dollars one thousand five hundred slash dollars three thousand");
* **the letters of a schedule**: two or three capitals right after "Schedule" or "Schedules"
  (not "SCHEDULE": a heading in capitals) ("Schedule SE", "Schedule EIC", "Schedule LEP", the SEC's "Schedule
  TO") -> the letters spelled ("s e"), as the IRS names its schedules (irs.gov, "Forms,
  Instructions and Publications": Schedule A, B, C, D, E, F, H, J, R, SE, EIC, LEP, 8812; Form 1120's
  Schedules M-3, UTP; sec.gov "Forms List": Schedule TO, 13D, 13G); the model kept "SE" as written
  (a compass point) for a TTS voice to say as a word.

Pure functions, no state; nothing compiled at import but two small regular expressions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.constraints.number_guard import cardinal_words

Readings = Callable[[str], list[str]] | None

#: Words before the letters of a tax or SEC schedule, as written.
SCHEDULE_WORDS = frozenset({"Schedule", "Schedules", "schedule", "schedules"})
_SPLIT = re.compile(r"[1-9]\d?(?:/[1-9]\d?){2,3}")
_SCHEDULE_LETTERS = re.compile(r"[A-Z]{2,3}")
_CURRENCY_SIGNS = frozenset("$£€")
_AMOUNT = r"[$£€](?:[1-9]\d{0,2}(?:,\d{3})*|0)(?:\.\d{2})?"
_SLASHED_AMOUNTS = re.compile(rf"{_AMOUNT}(?:/{_AMOUNT}){{1,3}}")
_ARM = re.compile(r"[1-9]\d?/[1-9]\d?")
_MONTH_TERM = re.compile(r"([1-9]\d?)-mo(s?)")


def tax_reading(tokens: Sequence[str], i: int, readings_of: Readings = None) -> str | None:
    """The reading of ``tokens[i]`` as a budget split, a hybrid ARM, a term in months, amounts joined
    by slashes or a schedule's letters (module docstring), or None."""
    token = tokens[i]
    if token[:1] in _CURRENCY_SIGNS:
        return slashed_amounts_reading(token, readings_of)
    if "/" in token:
        return split_reading(tokens, i) or arm_reading(tokens, i)
    if "-mo" in token:
        return month_term_reading(token)
    if i > 0 and tokens[i - 1] in SCHEDULE_WORDS:
        return schedule_letters(tokens, i)
    return None


def split_reading(tokens: Sequence[str], i: int) -> str | None:
    """"50/30/20" -> "fifty thirty twenty" where the shares add up to 100 (module docstring), else None."""
    token = tokens[i]
    if not _SPLIT.fullmatch(token):
        return None
    shares = [int(part) for part in token.split("/")]
    if sum(shares) != 100:
        return None
    if len(shares) == 3 and shares[0] <= 12 and shares[1] <= 31:
        return None  # "born 10/10/80": a date
    words = [cardinal_words(str(share)) for share in shares]
    if any(not w for w in words):
        return None
    return " ".join(" ".join(w) for w in words)


def arm_reading(tokens: Sequence[str], i: int) -> str | None:
    """"5/1 ARM" -> "five one" before "ARM" (module docstring), else None."""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if nxt not in ("arm", "arms") or not _ARM.fullmatch(tokens[i]):
        return None
    words = [cardinal_words(part) for part in tokens[i].split("/")]
    return None if not all(words) else " ".join(" ".join(w) for w in words)


def month_term_reading(token: str) -> str | None:
    """"6-mo" -> "six month", "18-mos" -> "eighteen months" (module docstring), else None."""
    m = _MONTH_TERM.fullmatch(token)
    words = cardinal_words(m.group(1)) if m else None
    if not words:
        return None
    return " ".join(words) + (" months" if m.group(2) else " month")


def slashed_amounts_reading(token: str, readings_of: Readings) -> str | None:
    """"$1,500/$3,000" -> "one thousand five hundred dollars slash three thousand dollars" (module
    docstring): each amount's first licensed reading, else None."""
    if readings_of is None or not _SLASHED_AMOUNTS.fullmatch(token):
        return None
    said = []
    for amount in token.split("/"):
        reading = next(iter(readings_of(amount)), None)
        if not reading:
            return None
        said.append(reading)
    return " slash ".join(said)


def schedule_letters(tokens: Sequence[str], i: int) -> str | None:
    """"Schedule SE" -> "s e": two or three capitals after "Schedule" (a heading in capitals, "SCHEDULE
    FOR", has no "Schedule"), else None."""
    token = tokens[i]
    if not _SCHEDULE_LETTERS.fullmatch(token):
        return None
    return " ".join(token.lower())


__all__ = ["SCHEDULE_WORDS", "arm_reading", "month_term_reading", "schedule_letters", "split_reading", "tax_reading"]
