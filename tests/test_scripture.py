"""Chapter and verse after a book of the Bible (tnfst/scripture.py, the grammar's VERSE rule), the
book's abbreviation and part number before a reference, and context cue words kept to their own
sentence (tnfst/context._sentence_words)."""

from __future__ import annotations

import pytest

from tnfst import scripture
from tnfst.context import _sentence_words

BOOKS = {"Micah": "micah", "Genesis": "genesis", "Gen": "genesis", "John": "john", "Jn": "john",
         "Cor": "corinthians", "Kings": "kings", "Ps": "psalm", "Col": "colossians", "Rev": "revelation"}


def _rule(rule: str, token: str) -> list[str]:
    assert rule in ("VERSE", "BOOK_PART")
    return [f"<{token}>"]


@pytest.mark.parametrize("tokens,i", [
    (["Read", "Micah", "6:6-8"], 2),
    (["See", "Gen", ".", "1:1"], 3),
    (["1", "Cor", "13:4–7"], 2),
])
def test_reference_after_a_book_is_read_by_the_verse_rule(tokens, i):
    assert scripture.verse_reading(tokens, i, BOOKS, _rule) == f"<{tokens[i]}>"


@pytest.mark.parametrize("tokens,i", [
    (["Meet", "at", "6:30"], 2),          # a time: no book before it
    (["Odds", "of", "3:1"], 2),
    (["Micah", "said", "6:6-8"], 2),      # the book is not right before it
    (["Micah", "06:30"], 1),              # a leading zero: a time
    (["Micah", "6:6-8"], 0),
])
def test_other_colon_numbers_are_left_alone(tokens, i):
    assert scripture.verse_reading(tokens, i, BOOKS, _rule) is None


@pytest.mark.parametrize("tokens,i,name", [
    (["See", "Gen", ".", "1:1"], 1, "genesis"),
    (["1", "Cor", "13:4–7"], 1, "corinthians"),
    (["Read", "Ps", ".", "23", "today"], 1, "psalm"),   # a chapter alone after an abbreviation
    (["Rev", "21:4"], 0, "revelation"),
])
def test_an_abbreviated_book_before_a_reference_is_read_as_its_name(tokens, i, name):
    assert scripture.book_reading(tokens, i, BOOKS) == name


@pytest.mark.parametrize("tokens,i", [
    (["Col", ".", "Mustard", "spoke"], 0),    # colonel: no reference after it
    (["The", "Rev", ".", "Smith"], 1),
    (["Read", "Micah", "6:6-8"], 1),          # a full name is read as written
    (["Micah", "6"], 0),                       # ... also before a chapter alone
    (["Gen", "Z", "buyers"], 0),
    (["see", "Col", "3"], 1),                  # a chapter alone needs the abbreviation's period
])
def test_book_words_elsewhere_keep_their_reading(tokens, i):
    assert scripture.book_reading(tokens, i, BOOKS) is None


@pytest.mark.parametrize("tokens,i,cited", [
    (["1", "Cor", ".", "13:4"], 0, True),
    (["II", "Kings", "5:1"], 0, True),
    (["See", "1", "Jn", ".", "3"], 1, True),   # an abbreviation: a chapter alone is a reference
    (["See", "1", "Jn", "3"], 1, False),       # ... with its period
    (["at", "1", "John", "Street"], 1, False),
    (["2", "Kings", "and", "a", "Queen"], 0, False),
    (["3", "John", "2"], 0, False),            # a full name before a bare number: not sure
    (["5", "Cor", "13:4"], 0, False),          # no fifth part
    (["1", "Micah", "6:8"], 0, False),         # not a numbered book
])
def test_the_part_number_of_a_numbered_book(tokens, i, cited):
    expected = f"<{tokens[i]}>" if cited else None
    assert scripture.book_number_reading(tokens, i, BOOKS, _rule) == expected
    assert scripture.book_number_reading(tokens, i, BOOKS, None) is None


def test_book_list_names_every_abbreviation():
    from tnfst.grammar import cache

    books = scripture.read_books(cache.grammar_dir("en"))
    assert books["Gen"] == "genesis" and books["Genesis"] == "genesis" and books["Pss"] == "psalms"
    assert {books[n] for n in books if n[:1].isupper()} >= scripture.NUMBERED_BOOKS - {"esdras"}
    assert all(name == name.lower() for name in books.values())


def test_sentence_words_end_at_a_period_before_a_capital():
    tokens = ["Meet", "at", "6:30", ".", "Odds", "of", "3:1", "."]
    words = _sentence_words(tokens)
    assert len(words) == len(tokens)
    assert "odds" not in words[2] and "odds" in words[6]
    assert words[0] == frozenset({"meet", "at", "6:30", "."})
    assert _sentence_words([]) == []
    assert _sentence_words(["e.g", ".", "odds", "3:1"])[3] == frozenset({"e.g", ".", "odds", "3:1"})


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer().load()


def test_pipeline_reads_references_and_keeps_cues_in_their_sentence(normalizer):
    out = normalizer.normalize("Read Micah 6:6-8 and Genesis 6:14-16. Meet at 6:30. Odds of 3:1.")
    assert "micah six six to eight" in out.lower()
    assert "genesis six fourteen to sixteen" in out.lower()
    assert "at six thirty." in out  # "odds" in the next sentence does not make it a ratio
    assert "odds of three to one" in out.lower()
    out = normalizer.normalize("Read 1 Cor. 13:4-7 and Ps. 23, then II Kings 5:1. Col. Mustard met the Rev. Green.")
    assert "first corinthians thirteen four to seven and psalm twenty three" in out
    assert "second Kings five one." in out
    assert "colonel Mustard met the reverend Green." in out
