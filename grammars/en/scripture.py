"""VERSE: a reference of chapter and verse ("6:6-8" -> "six six to eight"), a context-only rule.

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
