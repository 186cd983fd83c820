"""Sizes in the plural ("2x4s" -> "two by fours") and ranges of letter sizes ("S-XL" -> "s to x l").

Part of `tnfst.context.ContextReadings.decide`. Lumber, tiles and vehicles are named by their
sizes ("a 2x4", "the 4x4"), and many of them by the size in the plural ("Cut the 2x4s", "buy
2x6s"): the plural "s" goes on the last number, said as a plural noun ("fours", "sixes",
"twenties"), as the decade "1990s" is "nineteen nineties". The neural reader said the letter
("two by four s") or the "x" ("two x six s"). No such token in the training data; the reading
follows general English (a number word used as a noun takes the plural: "sixes and sevens").

Shape: `plural_size_reading("2x4s")` -> "two by fours"; None for any other token.

A number of three or four digits in the plural that no decade or round hundred reads ("1099s",
"747s": forms and aircraft named by their numbers) was said with its letter ("ten ninety nine
s"); `plural_number_reading` says it in pairs with the last word in the plural ("ten ninety nines",
"seven forty sevens"; the NUMBER_PLURAL rule), as the forms and types are named aloud.

A range of clothing sizes ("sizes S-XL", "XS-XXL") was spelled letter by letter with no "to"
("s x l"). `size_range_reading` reads it "s to x l" (the SIZE_RANGE rule's first reading, over
words/clothing_sizes.tsv) where the sentence speaks of sizes (`SIZE_CUES`) or one end has an X
("XS-XL": no other reading is likely).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

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


#: Words that make a dash between letters a range of sizes ("sizes S-XL", "fits S-M").
SIZE_CUES = frozenset("size sizes sized fits fit".split())
_SIZE_RANGE = re.compile(r"[1-4]?X{0,3}[SML][-–][1-4]?X{0,3}[SML]")


def size_range_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                       rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """The reading of a range of letter sizes ("S-XL" -> "s to x l"), or None."""
    token = tokens[i]
    if rule_readings_of is None or not _SIZE_RANGE.fullmatch(token):
        return None
    if not (words & SIZE_CUES or "X" in token):
        return None
    readings = rule_readings_of("SIZE_RANGE", token)
    return readings[0] if readings else None


#: A number of three or four digits that does not end in 0, and a plural "s" ("1099s", "747s").
_PLURAL_NUMBER = re.compile(r"([1-9]\d{0,1})(\d{2})s")


def plural_number_reading(token: str) -> str | None:
    """The reading of a three- or four-digit number in the plural ("1099s" -> "ten ninety nines",
    "747s" -> "seven forty sevens", "1205s" -> "twelve o fives"), or None: the head and the last
    two digits as cardinals ("o" before a lone digit), the last word a plural noun."""
    m = _PLURAL_NUMBER.fullmatch(token)
    if m is None or m.group(2)[-1] == "0":
        return None
    from tnfst.constraints.number_guard import cardinal_words

    tail = m.group(2)
    words = cardinal_words(m.group(1)) + (["o"] + cardinal_words(tail[1]) if tail[0] == "0" else cardinal_words(tail))
    return " ".join(words[:-1] + [plural_word(words[-1])])
