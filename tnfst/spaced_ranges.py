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

`range_reading(tokens, i)` gives the reading of token `i` where it is part of such a pair: the
dash as written (kept silent), and each year as its cardinal ("09" -> "nine"). A dash glued
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
