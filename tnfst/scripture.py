"""Scripture references: chapter and verse after a book of the Bible.

"Micah 6:6-8" -> "micah six six to eight", "Gen. 1:1" -> "genesis one one" (the book's
abbreviation is the words grammar's), "1 Cor 13:4-7" -> "... thirteen four to seven". Without
this rule "6:6-8" matched no class grammar and the model said "six to six, eight" (a ratio and
a list), and "6:14-16" "six to fourteen, sixteen". The reading is the grammar's context-only
VERSE rule (`grammars/en/scripture.py`), asked only for a token of the shape `chapter:verse` or
`chapter:verse-verse` right after a book's name or abbreviation
(`grammars/en/words/bible_books.tsv`, SBL Handbook of Style), so a time ("at 6:30") or a ratio
("odds of 3:1") elsewhere keeps its reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: The books list, relative to the language's grammar folder (declared in rules.WORD_LISTS).
BOOKS_LIST = "words/bible_books.tsv"
_REFERENCE = re.compile(r"[1-9]\d{0,2}:[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?")


def verse_reading(tokens: Sequence[str], i: int, books: Collection[str],
                  rule_readings_of: RuleReadings) -> str | None:
    """The VERSE reading of ``tokens[i]`` ("6:6-8" -> "six six to eight") when the token before it
    is a book in ``books`` (as written, a final period dropped: "Micah", "Gen."), else None."""
    if rule_readings_of is None or i == 0 or not _REFERENCE.fullmatch(tokens[i]):
        return None
    book = tokens[i - 2] if tokens[i - 1] == "." and i >= 2 else tokens[i - 1]  # "Gen . 1:1"
    if book.rstrip(".") not in books:
        return None
    return next(iter(rule_readings_of("VERSE", tokens[i])), None)
