"""Chapter and verse after a book of the Bible (tnfst/scripture.py, the grammar's VERSE rule), and
context cue words kept to their own sentence (tnfst/context._sentence_words)."""

from __future__ import annotations

import pytest

from tnfst import scripture
from tnfst.context import _sentence_words

BOOKS = frozenset({"Micah", "Genesis", "Gen", "John", "Cor"})


def _rule(rule: str, token: str) -> list[str]:
    assert rule == "VERSE"
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
