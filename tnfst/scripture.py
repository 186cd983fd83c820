"""Scripture references: chapter and verse after a book of the Bible.

"Micah 6:6-8" -> "micah six six to eight", "Gen. 1:1" -> "genesis one one", "1 Cor 13:4-7" ->
"first corinthians thirteen four to seven". Without
this rule "6:6-8" matched no class grammar and the model said "six to six, eight" (a ratio and
a list), and "6:14-16" "six to fourteen, sixteen". The reading is the grammar's context-only
VERSE rule (`grammars/en/scripture.py`), asked only for a token of the shape `chapter:verse` or
`chapter:verse-verse` right after a book's name or abbreviation
(`grammars/en/words/bible_books.tsv`, SBL Handbook of Style), so a time ("at 6:30") or a ratio
("odds of 3:1") elsewhere keeps its reading.

Before such a reference (or a chapter alone: "Ps. 23"), an abbreviated book is read as its name
("Gen." -> "genesis", "Ps" -> "psalm"; `book_reading`), and the number of a numbered book as an
ordinal ("1 Cor." -> "first", "II Kings" -> "second"; `book_number_reading`; also with no reference
after a full name: "in II Corinthians, chapter 3", "I Thessalonians"), as the SBL Handbook
(§8.3.1) and readers in church say them; before anything else ("Sam", "Col. Mustard", "Rev. King",
"1 John Street") the tokens keep their other readings. The words grammar licenses the names
(`tnfst.constraints.words.WordLexicon.context_words`), never offered to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: The books list, relative to the language's grammar folder (declared in rules.WORD_LISTS).
BOOKS_LIST = "words/bible_books.tsv"
_REFERENCE = re.compile(r"[1-9]\d{0,2}:[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?")
#: A chapter alone ("Ps. 23", "Gen 1-3") after an abbreviated book.
_CHAPTER = re.compile(r"[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?")
#: The books that come in numbered parts ("1 Samuel", "2 Kings", "3 John", "4 Maccabees").
NUMBERED_BOOKS = frozenset({"samuel", "kings", "chronicles", "corinthians", "thessalonians", "timothy", "peter",
                            "john", "maccabees", "esdras"})
#: The number of a part as written, Arabic or Roman (its ordinal: the BOOK_PART rule,
#: grammars/en/scripture.py).
PART_NUMBERS = frozenset({"1", "2", "3", "4", "I", "II", "III", "IV"})


def read_books(folder) -> dict[str, str]:
    """{book as written: its spoken name} from `BOOKS_LIST` under `folder` (the language folder),
    linted; empty where the list is missing."""
    from pathlib import Path

    from tnfst.grammar.lists import ListSpec, read_table  # not at import: tnfst.grammar brings pynini

    path = Path(folder) / BOOKS_LIST
    if not path.is_file():
        return {}
    return {row[0]: row[1][0] for row in read_table(path, ListSpec(BOOKS_LIST, 2, (1,))).rows}


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


def _after_book(tokens: Sequence[str], i: int) -> str:
    """The token after the book at ``tokens[i]``, past its abbreviation period ("Gen . 1:1")."""
    j = i + 2 if i + 1 < len(tokens) and tokens[i + 1] == "." else i + 1
    return tokens[j] if j < len(tokens) else ""


def _cited(tokens: Sequence[str], i: int, abbreviated: bool) -> bool:
    """True when a reference follows the book at ``tokens[i]``: chapter and verse, or a chapter
    alone after an abbreviation with its period ("Ps. 23"; "Bar 3", "Col 3" may be a bar of music
    or a column)."""
    after = _after_book(tokens, i)
    dotted = i + 1 < len(tokens) and tokens[i + 1] == "."
    return bool(_REFERENCE.fullmatch(after) or (abbreviated and dotted and _CHAPTER.fullmatch(after)))


def book_reading(tokens: Sequence[str], i: int, books: Mapping[str, str]) -> str | None:
    """The name of the abbreviated book ``tokens[i]`` before a reference ("Gen" in "Gen. 1:1" ->
    "genesis", "Ps" in "Ps 23" -> "psalm"); None for a full name, which is read as written, and
    for an abbreviation not before a reference ("Col. Mustard", "Sam said")."""
    name = books.get(tokens[i])
    if name is None or name == tokens[i].lower() or not _cited(tokens, i, abbreviated=True):
        return None
    return name


def book_number_reading(tokens: Sequence[str], i: int, books: Mapping[str, str],
                        rule_readings_of: RuleReadings) -> str | None:
    """The ordinal of a numbered book's part (the BOOK_PART rule: "1" in "1 Cor. 13:4" -> "first",
    "II" in "II Kings 5:1" -> "second") when a numbered book (`NUMBERED_BOOKS`) and a reference
    follow; else None ("1 John Street", "2 Kings and a Queen")."""
    if rule_readings_of is None or tokens[i] not in PART_NUMBERS or i + 1 >= len(tokens):
        return None
    name = books.get(tokens[i + 1])
    if name not in NUMBERED_BOOKS:
        return None
    if not _cited(tokens, i + 1, abbreviated=name != tokens[i + 1].lower()) and not (
            _named_part(tokens[i], tokens[i + 1], name)
            and (i < 2 or not tokens[i - 1][:1].isupper())):  # "Henry II John": a king's numeral
        return None
    return next(iter(rule_readings_of("BOOK_PART", tokens[i])), None)


#: Numbered books whose full name no other word shares: their number is the part's ordinal with
#: no reference after them ("in 2 Corinthians, chapter 3", "I Thessalonians").
PLAIN_NUMBERED_BOOKS = frozenset({"corinthians", "thessalonians", "chronicles", "maccabees", "timothy", "esdras"})


def _named_part(number: str, written: str, name: str) -> bool:
    """A part number before a numbered book's full name, with no reference after it: a Roman
    numeral of two letters or more before any such name ("II Kings", "III John"), and also "I" or
    a digit before one of `PLAIN_NUMBERED_BOOKS` ("I Corinthians", "2 Timothy"); not "2 Kings and
    a Queen", "I John" (the pronoun and a name)."""
    if written.lower() != name or not written[:1].isupper():
        return False  # an abbreviation ("Cor") needs its reference (`_cited`)
    return (len(number) >= 2 and number.isalpha()) or name in PLAIN_NUMBERED_BOOKS
