"""Sizes in the plural: "2x4s" -> "two by fours", "4x4s" -> "four by fours".

Part of `tnfst.context.ContextReadings.decide`. Lumber, tiles and vehicles are named by their
sizes ("a 2x4", "the 4x4"), and many of them by the size in the plural ("Cut the 2x4s", "buy
2x6s"): the plural "s" goes on the last number, said as a plural noun ("fours", "sixes",
"twenties"), as the decade "1990s" is "nineteen nineties". The neural reader said the letter
("two by four s") or the "x" ("two x six s"). No such token in the training data; the reading
follows general English (a number word used as a noun takes the plural: "sixes and sevens").

Shape: `plural_size_reading("2x4s")` -> "two by fours"; None for any other token.
"""

from __future__ import annotations

import re

#: Two whole numbers joined by "x" or "×", and a plural "s" ("2x4s", "2×6s", "4x4s"; not
#: "2x4", "10x" or "2x4x8s").
_PLURAL_SIZE = re.compile(r"([1-9]\d{0,2})[x×]([1-9]\d{0,2})['’]?s")


def plural_word(word: str) -> str:
    """A number word as a plural noun: "four" -> "fours", "six" -> "sixes", "twenty" -> "twenties"."""
    if word.endswith("y"):
        return word[:-1] + "ies"
    if word.endswith("x"):
        return word + "es"
    return word + "s"


def plural_size_reading(token: str) -> str | None:
    """The reading of a size in the plural ("2x4s" -> "two by fours"), or None."""
    m = _PLURAL_SIZE.fullmatch(token)
    if m is None:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    first, last = cardinal_words(m.group(1)), cardinal_words(m.group(2))
    if not first or not last:
        return None
    return " ".join(first + ["by"] + last[:-1] + [plural_word(last[-1])])
