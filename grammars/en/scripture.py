"""VERSE: a reference of chapter and verse ("6:6-8" -> "six six to eight"), and BOOK_PART: the
number of a numbered book ("1" in "1 Cor. 13:4" -> "first"), context-only rules.

Read after the name of a book of the Bible (`grammars/en/words/bible_books.tsv`, read by
`tnfst.scripture`): the chapter's cardinal, then the verse's, then "to" and the last verse of
a range ("Micah 6:6-8" -> "micah six six to eight", "John 3:16" -> "john three sixteen"), as
references are said in sermons and readings. Chapters and verses have 1 to 3 digits and no
leading zero (Psalm 119 has 176 verses).
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import cross, union
from tnfst.grammars.en.numbers import Numbers, short_count


def build_verse(nums: Numbers) -> pynini.Fst:
    """VERSE: "6:6" -> "six six"; "6:6-8", "6:6–8" -> "six six to eight"."""
    count = short_count(nums)
    dash = union([cross("-", " to "), cross("–", " to ")])
    return (count + cross(":", " ") + count + pynini.closure(dash + count, 0, 1)).optimize()


#: The parts of the numbered books ("1 Samuel" .. "4 Maccabees", "II Kings"), as written, and their ordinals.
BOOK_PARTS = (("1", "first"), ("2", "second"), ("3", "third"), ("4", "fourth"),
              ("I", "first"), ("II", "second"), ("III", "third"), ("IV", "fourth"))


def build_book_part() -> pynini.Fst:
    """BOOK_PART: "1" -> "first" .. "4" -> "fourth" ("I" .. "IV" the same), asked only before a numbered book of the Bible
    and a reference (`tnfst.scripture.book_number_reading`)."""
    return union([cross(digit, word) for digit, word in BOOK_PARTS]).optimize()
