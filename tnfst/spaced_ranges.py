"""A number, a dash standing as its own token, and the next number: "2012 - 13", "57 - 58".

The model reads a dash between two numbers "to" ("twenty twelve to thirteen"), as it should
for most ranges ("pages 110 - 119", "1573 - 1595", scores "3 - 0": "to" in 300 of the 351
such dashes of the training data, proteno and google-tsv-sample). But where the second number
is the first plus one, written out ("2011 - 2012") or by its last two digits ("2012 - 13"), the
pair names one season, school or budget year, or two facing pages, and the Google data keeps
the dash silent and reads each number as a cardinal ("two thousand twelve", "thirteen"; a
year of the 1900s "one thousand nine hundred ninety two"): for a first number from 1900 to
2099, 40 of the 40 such dashes (21 of 22 with two digits after, 19 of 23 with four: the five
others are years before 1900, "1863 - 64", "1897 - 1898", read "to" and left to the model),
and 10 of 10 between two-digit numbers ("p. 57 - 58"); validation_10000 agrees (2 of 2). One
or three digits each ("1 - 2", "267 - 268") are "to" in the data (15 of 15) and are left alone,
as is every pair that is not consecutive.

`range_reading(tokens, i)` gives the reading of token `i` where it is part of such a pair: the
dash as written (kept silent), and each number as its cardinal ("09" -> "nine"). A dash glued
to its numbers ("2012-13") is one token and not this module's (`tnfst.context._year_range`).
Pure: nothing compiled, no file access.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Dashes that stand between the two numbers.
DASHES = frozenset({"-", "–"})
#: First numbers of four digits that begin a season or a school year ("1992 - 93", "2011 - 2012").
FIRST_YEAR, LAST_YEAR = 1900, 2099


def _next_of(first: str, second: str) -> bool:
    """Whether `second` is `first` plus one: whole ("2011", "2012"; "57", "58") or as the
    last two digits of a year ("2012", "13"; "1999", "00")."""
    if not (first.isascii() and first.isdigit() and second.isascii() and second.isdigit()):
        return False
    if len(first) == 2 and len(second) == 2:
        return first[0] != "0" and second[0] != "0" and int(second) == int(first) + 1
    if len(first) != 4 or first[0] == "0" or not FIRST_YEAR <= int(first) <= LAST_YEAR:
        return False
    if len(second) == 4:
        return int(second) == int(first) + 1
    return len(second) == 2 and int(second) == (int(first) + 1) % 100


def _dash_at(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` is a dash between two numbers that follow one another."""
    return (0 < i < len(tokens) - 1 and tokens[i] in DASHES
            and _next_of(tokens[i - 1], tokens[i + 1]))


def range_reading(tokens: Sequence[str], i: int) -> str | None:
    """The reading of `tokens[i]` in a pair of consecutive numbers around a dash token (module
    docstring): the dash itself (silent), or a number's cardinal; None elsewhere. Never raises."""
    from tnfst.constraints.number_guard import cardinal_words

    if not 0 <= i < len(tokens):
        return None
    if _dash_at(tokens, i):
        return tokens[i]
    number = None
    if _dash_at(tokens, i + 1) or _dash_at(tokens, i - 1):
        number = tokens[i]
    if number is None:
        return None
    words = cardinal_words(str(int(number)))
    return " ".join(words) if words else None
