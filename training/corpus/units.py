"""The unit of a MEASURE token and the currency of a MONEY token.

Rule (documented in the corpus report): a MEASURE unit is what is left of the
token after its number: the leading number (digits with `.`, `,`, spaces inside
groups, a sign, ranges `5-10`, fractions `1/2`) and any scale word (`million`,
`bn`, ...) are removed and the rest, with spaces squeezed, is the unit:
`6 ft` -> `ft`, `6ft` -> `ft`, `578.3/km2` -> `/km2`, `60%` -> `%`,
`2.3 million km` -> `km`. A MONEY currency is the same with the number taken
out wherever it is: `$22,750` -> `$`, `US$ 5` -> `US$`, `5 euros` -> `euros`,
`£2.3 million` -> `£`. Case is kept (`mb` millibar is not `MB` megabyte).
A token with no number, or nothing besides its number, has unit "".
"""

from __future__ import annotations

import re

# A number as the data writes it: sign, digits with group separators and a
# decimal part, optionally a range or a fraction of two such numbers.
_NUMBER = r"[-+−]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)"
_NUMBER_RE = re.compile(rf"{_NUMBER}(?:\s*(?:[-–/]|to)\s*{_NUMBER})?")
# Scale words and their abbreviations written after a number ("2.3 million", "$5bn").
# After a MEASURE number a bare `m`/`k`/`b` is a unit (metre, ...), after a MONEY
# number it is a scale (`€1.5m`).
_SCALE_RE = re.compile(r"^\s*(thousand|million|billion|trillion|mn|bn|tn)\b", re.IGNORECASE)
_MONEY_SCALE_RE = re.compile(r"^\s*(thousand|million|billion|trillion|mln|mn|bn|tn|mm|m|k|b)\b", re.IGNORECASE)


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def measure_unit(token: str) -> str:
    """The unit of a MEASURE token: its text after the leading number and scale word."""
    match = _NUMBER_RE.search(token)
    if match is None:
        return ""
    rest = token[match.end():]
    scale = _SCALE_RE.match(rest)
    if scale:
        rest = rest[scale.end():]
    return _squeeze(rest)


def money_currency(token: str) -> str:
    """The currency of a MONEY token: its text before and after the number, scale word removed."""
    match = _NUMBER_RE.search(token)
    if match is None:
        return ""
    before, after = token[:match.start()], token[match.end():]
    scale = _MONEY_SCALE_RE.match(after)
    if scale:
        after = after[scale.end():]
    return _squeeze(f"{before.strip()} {after.strip()}")


def unit_key(cls: str, token: str) -> str | None:
    """The up-sampling key of a token: `MEASURE:<unit>` / `MONEY:<currency>`, else None."""
    if cls == "MEASURE":
        unit = measure_unit(token)
    elif cls == "MONEY":
        unit = money_currency(token)
    else:
        return None
    return f"{cls}:{unit}" if unit else None


_PLAIN_INTEGER_RE = re.compile(r"^[-−]?\d{1,3}(?:,\d{3})+$|^[-−]?\d+$|^[-−]?\d{1,3}(?: \d{3})+$")


def cardinal_value(token: str) -> int | None:
    """The integer a CARDINAL token writes in digits (`12,000,000` -> 12000000), else None (Roman numerals, words)."""
    token = token.strip()
    if not _PLAIN_INTEGER_RE.match(token):
        return None
    digits = re.sub(r"[ ,]", "", token).replace("−", "-")
    return int(digits)
