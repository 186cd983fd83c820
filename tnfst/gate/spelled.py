"""Does a word look pronounceable? Character-trigram counts learned from training words.

The reference reads some short unseen words letter by letter (``Pnyx`` -> "p n y x",
``Hiiu`` -> "h i i u") and most others as written. The gate's code points and
lexicon cannot tell an unseen ``Pnyx`` from an unseen ``Pena``; the trigrams can:
``^pn`` and ``nyx`` are rare among words read as written and common among spelled
ones. :class:`TrigramTable` counts, over distinct lowercased alphabetic training
forms (types, not tokens, so one frequent word does not dominate), the trigrams of
``^word$`` among forms read as written (``self``) and among forms the reference
spells (gold class ``LETTERS``). Its features (:data:`TRIGRAM_FEATURES`) are
``-1`` for tokens that are not purely alphabetic.

Known limitations: a token's trigrams are looked up in the training types
including, on shipped data, its own form when seen in training; the training
script counts the table out of fold like the rest of the lexicon.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

from tnfst.gate.memo import BoundedMemo

__all__ = ["TRIGRAM_FEATURES", "TrigramTable", "trigrams"]

SMOOTHING = 2.0  # pseudo-types at the prior spelled share in the spelled rate of a trigram

TRIGRAM_FEATURES: tuple[tuple[str, str], ...] = (
    ("tri_min_self", "log(1 + self types) of the rarest trigram: one unheard-of letter run ('pny') marks a spelled word"),
    ("tri_mean_self", "mean log(1 + self types) over the trigrams: how ordinary the spelling is overall"),
    ("tri_unseen", "trigrams never seen in a word read as written"),
    ("tri_max_spelled", "largest smoothed share of spelled types among a trigram's types"),
    ("tri_mean_spelled", "mean of that share over the trigrams"),
)


def trigrams(word: str) -> list[str]:
    """Trigrams of ``^word$`` (the word lowercased)."""
    padded = "^" + word.lower() + "$"
    return [padded[i:i + 3] for i in range(len(padded) - 2)]


class TrigramTable:
    """Trigram type counts among words read as written (``self_counts``) and spelled (``spelled_counts``).

    Args:
        self_counts, spelled_counts: ``trigram -> number of types holding it``.
        prior: share of spelled types among all counted types.
    """

    def __init__(self, self_counts: dict[str, int], spelled_counts: dict[str, int], prior: float) -> None:
        self.self_counts = dict(self_counts)
        self.spelled_counts = dict(spelled_counts)
        self.prior = float(prior)
        self._word_features = BoundedMemo(self._word)  # features of a lowercased word, kept between calls

    @classmethod
    def fit(cls, sentences: Iterable[Sequence]) -> "TrigramTable":
        """Count records with ``cls``, ``before`` and ``to_be_normalized`` (e.g. :class:`tnfst.data.TokenRecord`)."""
        self_types: set[str] = set()
        spelled_types: set[str] = set()
        for sentence in sentences:
            for token in sentence:
                if not token.before.isalpha():
                    continue
                if not token.to_be_normalized:
                    self_types.add(token.before.lower())
                elif token.cls == "LETTERS":
                    spelled_types.add(token.before.lower())
        count = lambda types: Counter(g for w in types for g in set(trigrams(w)))  # noqa: E731
        prior = len(spelled_types) / max(len(self_types) + len(spelled_types), 1)
        return cls(dict(count(self_types)), dict(count(spelled_types)), prior)

    def _word(self, word: str) -> tuple[float, float, float, float, float]:
        grams = trigrams(word)
        logs = [math.log1p(self.self_counts.get(g, 0)) for g in grams]
        shares = [(self.spelled_counts.get(g, 0) + SMOOTHING * self.prior)
                  / (self.self_counts.get(g, 0) + self.spelled_counts.get(g, 0) + SMOOTHING) for g in grams]
        unseen = sum(self.self_counts.get(g, 0) == 0 for g in grams)
        return min(logs), sum(logs) / len(logs), float(unseen), max(shares), sum(shares) / len(shares)

    def features(self, tokens: Sequence[str]) -> np.ndarray:
        """:data:`TRIGRAM_FEATURES` of each token: float32 ``[n, 5]`` (``-1`` where not purely alphabetic)."""
        out = np.full((len(tokens), len(TRIGRAM_FEATURES)), -1.0, dtype=np.float32)
        rows = [i for i, token in enumerate(tokens) if token.isalpha()]
        values = [self._word_features(tokens[i].lower()) for i in rows]
        if rows:
            out[rows] = values
        return out

    def to_json(self) -> dict:
        return {"prior": self.prior, "self": self.self_counts, "spelled": self.spelled_counts}

    @classmethod
    def from_json(cls, data: dict) -> "TrigramTable":
        return cls({str(k): int(v) for k, v in data["self"].items()},
                   {str(k): int(v) for k, v in data["spelled"].items()}, float(data["prior"]))
