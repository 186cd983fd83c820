"""A year, a dash standing as its own token, and the next year: "2012 - 13", "2011 - 2012".

The model reads a dash between two numbers "to" ("twenty twelve to thirteen"), as it should
for most ranges ("pages 110 - 119", "1573 - 1595", scores "3 - 0": "to" in 300 of the 351
such dashes of the training data, proteno and google-tsv-sample). But where a year from 1900
to 2099 is followed by the next year, written out ("2011 - 2012") or by its last two digits
("2012 - 13"), the pair names one season, school or budget year, and the Google data keeps
the dash silent and reads each number as a cardinal ("two thousand twelve", "thirteen"; a
year of the 1900s "one thousand nine hundred ninety two"): 40 of the 40 such dashes (21 with
two digits after, 19 with four), validation_10000 2 of 2. Years before 1900 ("1863 - 64",
"1897 - 1898": "to", 5 of 5) and pairs that are not consecutive are left to the model.

Two-digit pairs ("p. 57 - 58") are silent in the training data too (10 of 10), but not pairs of
one or three digits ("1 - 2", "267 - 268": "to", 15 of 15), and EngConf reads "18 - 19" "to":
they are left to the model.

An en dash standing between two ends of a range ("9:00 – 17:00", "3 May – 7 May", "€10 – €20",
"Mon – Fri", "noon – 2 p.m.") is read "to": typography's range dash (The Chicago Manual of Style
6.78: the en dash stands for "to" or "through" between numbers, dates and times). The Google data
has no en dash (its text writes "-"), so the model never learnt it and kept it as written; ends are
tokens that begin with a digit, an amount after its currency sign, a month or a weekday, "noon" and
"midnight" (`RANGE_END_WORDS`). A spaced hyphen stays the model's ("to" in most of the data), and
an en dash elsewhere ("London – the capital – is") stays a dash.

`range_reading(tokens, i)` gives the reading of token `i` where it is part of such a pair: the
dash as written (kept silent), and each year as its cardinal ("09" -> "nine"). A dash glued
to its numbers ("2012-13") is one token and not this module's (`tnfst.context._year_range`).
Pure: nothing compiled, no file access.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Dashes that stand between the two numbers.
DASHES = frozenset({"-", "–"})
#: The range dash: read "to" between two ends of a range (module docstring).
EN_DASH = "–"
#: Words that end a range of dates or times: months and weekdays, written out or abbreviated
#: (with or without the period), and the named times of day; compared in lower case.
RANGE_END_WORDS = frozenset(
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec "
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun "
    "noon midnight".split())
#: Signs an amount may begin with before its digits ("€10", "$5", "US$25", "£1.50").
_CURRENCY_SIGNS = frozenset("$€£¥₹")
#: First numbers of four digits that begin a season or a school year ("1992 - 93", "2011 - 2012").
FIRST_YEAR, LAST_YEAR = 1900, 2099


def _next_of(first: str, second: str) -> bool:
    """Whether `first` is a year from `FIRST_YEAR` to `LAST_YEAR` and `second` the next: whole
    ("2011", "2012") or as its last two digits ("2012", "13"; "1999", "00")."""
    if not (first.isascii() and first.isdigit() and second.isascii() and second.isdigit()):
        return False
    if len(first) != 4 or first[0] == "0" or not FIRST_YEAR <= int(first) <= LAST_YEAR:
        return False
    if len(second) == 4:
        return int(second) == int(first) + 1
    return len(second) == 2 and int(second) == (int(first) + 1) % 100


def _dash_at(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` is a dash between a year and the next."""
    return (0 < i < len(tokens) - 1 and tokens[i] in DASHES
            and _next_of(tokens[i - 1], tokens[i + 1]))


def _range_end(token: str) -> bool:
    """Whether `token` may end a range around an en dash: a number, a time, a date or a measure
    (its first character a digit), an amount ("€10", "US$25"), a month, a weekday, "noon"."""
    if token[:1].isdigit():
        return True
    if any(c.isdigit() for c in token) and " " not in token:
        head = token[:token.index(next(c for c in token if c.isdigit()))]
        return bool(head) and head[-1] in _CURRENCY_SIGNS and len(head) <= 3
    # a month, a weekday, a named time, or a date led by one ("Fri 14 Jun", "June 3", "Mon. 5 May")
    return token.split(" ")[0].rstrip(".,").lower() in RANGE_END_WORDS


def en_dash_reading(tokens: Sequence[str], i: int) -> str | None:
    """"to" for an en dash token between two ends of a range (module docstring), else None."""
    if not 0 < i < len(tokens) - 1 or tokens[i] != EN_DASH:
        return None
    return "to" if _range_end(tokens[i - 1]) and _range_end(tokens[i + 1]) else None


def range_reading(tokens: Sequence[str], i: int) -> str | None:
    """The reading of `tokens[i]` in a pair of consecutive numbers around a dash token (module
    docstring): the dash itself (silent), or a number's cardinal; None elsewhere. Never raises."""
    from tnfst.constraints.number_guard import cardinal_words

    if not 0 <= i < len(tokens):
        return None
    if _dash_at(tokens, i):
        return tokens[i]
    if tokens[i] == EN_DASH:
        return en_dash_reading(tokens, i)
    number = None
    if _dash_at(tokens, i + 1) or _dash_at(tokens, i - 1):
        number = tokens[i]
    if number is None:
        return None
    words = cardinal_words(str(int(number)))
    return " ".join(words) if words else None
