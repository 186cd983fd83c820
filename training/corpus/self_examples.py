"""Tokens left as written, taught to the DNC as the one-word reading ``<self>``.

Pramanik & Hussain train the DNC on ToBeNormalized tokens only, so every token the
gate sends is rewritten, and a gate false positive ("png", "Hwan", "centre") is a
sure error. Adding RemainSelf tokens with the reading ``<self>`` lets the DNC
decline, so the gate can run at a higher recall (a lower threshold) without the
reader mangling the extra tokens it receives.

Which tokens: the ones a character-level gate can confuse with ToBeNormalized
ones — capitals after the first letter, digits, non-ASCII letters, symbols, short
words — drawn with priority ``HARD_SHARE``, the rest plain words at random.
Punctuation is never drawn (the gate never sends it in practice, and the
output keeps it as written anyway).
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence

from tnfst import special

from .examples import WINDOW_SIZE, Example, is_to_be_normalized
from .sources import make_window

HARD_SHARE = 0.75  # share of self examples drawn from tokens that look like ToBeNormalized ones
SELF_CLASS = "SELF"  # the `cls` of these examples in train.jsonl


def _is_punct(token: str) -> bool:
    return all(unicodedata.category(c)[0] in "PZ" for c in token)


def looks_hard(token: str) -> bool:
    """True for a written token a gate could take for one that needs reading."""
    return (
        any(c.isdigit() for c in token)
        or any(c.isupper() for c in token[1:])
        or any(ord(c) > 127 for c in token)
        or any(not c.isalnum() for c in token)
        or len(token) <= 3
    )


def self_examples(sentences: Sequence[Sequence], count: int, rng: random.Random) -> list[Example]:
    """Up to ``count`` RemainSelf tokens in their windows with the reading ``<self>``."""
    if count <= 0:
        return []
    hard: list[tuple[int, int]] = []
    easy: list[tuple[int, int]] = []
    for si, sentence in enumerate(sentences):
        for ti, record in enumerate(sentence):
            if is_to_be_normalized(record) or record.after == special.SIL or _is_punct(record.before):
                continue
            (hard if looks_hard(record.before) else easy).append((si, ti))
    n_hard = min(len(hard), round(count * HARD_SHARE))
    n_easy = min(len(easy), count - n_hard)
    chosen = rng.sample(hard, n_hard) + rng.sample(easy, n_easy)
    out = []
    for si, ti in chosen:
        tokens = [r.before for r in sentences[si]]
        out.append(Example(make_window(tokens, ti, WINDOW_SIZE), tokens[ti], special.SELF, SELF_CLASS))
    return out
