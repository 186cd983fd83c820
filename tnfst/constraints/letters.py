"""`letters`: once the decoder starts spelling a token, it must spell it exactly.

A small reader's typical LETTERS errors are silly ones: "a t a c m" for ``ATACMS``
(a letter dropped), "l c c a a" for ``LCCA`` (a letter repeated), "r o r's" for
``ROREs``. This constraint is a state machine over the token's spelled form, in the
Google data's style::

    IUCN  -> i u c n          NHL's -> n h l's        ROREs -> r o r e's
    A&E   -> a and e          D.O.B. -> d o b         S-    -> s        T. W. -> t w
    HLA-DR/DQ -> h l a d r d q (no letter dropped: "h l a" alone was a real error)

It leaves the first word free: if the decoder's first word is the first spelled
word, the hypothesis commits to spelling and every later step allows only the next
spelled word (then only STOP); any other first word (a word reading such as
"center" for ``centre``, or ``<self>``) releases the hypothesis and the constraint
weighs nothing after that. Whether a token is spelled is therefore still the
model's decision; only *how* it is spelled is fixed. States: ``(spelling, i)``
with ``i`` words matched, or ``FREE``.

Accented Latin letters are spelled as the letter and its mark, from the VERBATIM
grammar's list ``grammars/en/verbatim/accent.tsv`` (first reading of a row):
``Uhlén`` -> "u h l e acute n", as the training data spells such tokens (20 of 20
spelled accented tokens use "e acute"). A token with an accented letter that ends in
a lowercase ``s`` reads its last letter "s" as "'s" (``Métis`` -> "m e acute t i's":
5 of 5 such tokens in the training data; ASCII tokens keep "a n s" for ``ans``).

Known limitations: letters outside ASCII and the accent list (``ß``, ``æ``, Greek,
Cyrillic) make a token unspellable (not constrained here); the "'s" rules follow the
training data (``X's`` and a lowercase plural ``s`` after capitals both read "x's").
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tnfst import special
from tnfst.vocab import Vocabulary

FREE = ("free",)
#: Marks a spelled token may hold besides letters (spaces: initials such as "T. W."); "&" reads "and".
SPELLING_MARKS = frozenset(".&'’ /-")
MAX_LETTERS = 24  # longer tokens are words or codes, not spelled-out abbreviations
#: The accented-letter list of the VERBATIM grammar (relative to the language's grammar folder).
ACCENT_LIST = "verbatim/accent.tsv"


@functools.lru_cache(maxsize=1)
def accent_spellings() -> Mapping[str, tuple[str, ...]]:
    """Accented Latin letter -> its spelled words (``"é"`` -> ``("e", "acute")``), the first reading
    of each row of ``grammars/en/verbatim/accent.tsv`` (read once per process)."""
    from tnfst.grammar import cache, lists

    spec = lists.ListSpec(ACCENT_LIST, 2, (1,))
    table = lists.read_table(cache.grammar_dir("en") / ACCENT_LIST, spec)
    return {row[0]: tuple(row[1][0].split()) for row in table.rows}


def _letter_words(char: str) -> tuple[str, ...] | None:
    """The spelled words of one letter (``"N"`` -> ("n",), ``"é"`` -> ("e", "acute")), None for a
    character that is no spellable letter."""
    if char.isascii():
        return (char.lower(),) if char.isalpha() else None
    return accent_spellings().get(char) if char.isalpha() else None


def spelled_words(token: str) -> list[str] | None:
    """The spelled reading of ``token`` as words, or None when it is not spellable."""
    if (not isinstance(token, str) or not token or _letter_words(token[0]) is None
            or any(_letter_words(c) is None and c not in SPELLING_MARKS for c in token)
            or sum(c.isalpha() for c in token) > MAX_LETTERS):
        return None
    body = token.replace("’", "'")
    accented = not body.isascii()
    possessive = body.endswith("'s") and len(body) > 2
    if possessive:
        body = body[:-2]
    elif len(body) > 2 and body.endswith("s") and (body[:-1].replace(".", "").isupper() or accented):
        possessive, body = True, body[:-1]  # "ROREs" -> r o r e's; "Métis" -> m e acute t i's
    words: list[str] = []
    for char in body:
        if char.isalpha():
            words.extend(_letter_words(char))
        elif char == "&":
            words.append("and")
        # ".-' /" read nothing: "HLA-DR/DQ" -> h l a d r d q (Google's tokens split at "/")
    if not words or not words[0].isalpha() or len(words[0]) != 1:
        return None
    if possessive:
        words[-1] = words[-1] + "'s"
    return words


@dataclass(frozen=True)
class SpellingState:
    """Spelling committed: ``ids`` is the spelled reading, ``i`` words of it emitted."""

    ids: tuple[int, ...]
    i: int


class LettersConstraint:
    """Exact spelling once spelling has begun (see module docstring)."""

    name = "letters"
    max_reward = 0.0  # never rewards: it only forbids
    free_first_word = True  # a reading that does not start spelling is not bound (nor its numbers)

    def __init__(self, vocab: Vocabulary):
        if not isinstance(vocab, Vocabulary):
            raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
        self.vocab = vocab
        self.vocab_size = len(vocab)

    def start(self, token: str) -> SpellingState | None:
        """``(ids, 0)`` for a spellable token whose words are all in the vocabulary, else None."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a string, got {type(token).__name__}")
        words = spelled_words(token)
        if words is None or any(w not in self.vocab for w in words):
            return None
        return SpellingState(tuple(self.vocab.id(w) for w in words), 0)

    def advance(self, state, word_id: int):
        if state == FREE:
            return FREE
        if state.i == 0 and word_id != state.ids[0]:
            return FREE
        if word_id == special.STOP:
            return state
        if state.i >= len(state.ids) or word_id != state.ids[state.i]:
            raise ValueError(f"word id {word_id} is forbidden while spelling (position {state.i})")
        return SpellingState(state.ids, state.i + 1)

    def weights(self, state) -> np.ndarray:
        return self.weights_batch([state])[0]

    def weights_batch(self, states: Sequence) -> np.ndarray:
        """float32 [N, V]: 0 everywhere for FREE and at step 0; one allowed word later."""
        out = np.zeros((len(states), self.vocab_size), np.float32)
        for row, state in enumerate(states):
            if state == FREE or state.i == 0:
                continue
            out[row] = -math.inf
            allowed = state.ids[state.i] if state.i < len(state.ids) else special.STOP
            out[row, allowed] = 0.0
        return out


def build_letters(*, vocab: Vocabulary, **_other_resources) -> LettersConstraint:
    """Registry factory of ``letters``."""
    return LettersConstraint(vocab)
