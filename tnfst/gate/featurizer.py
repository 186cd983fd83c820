"""The gate's feature vector: the paper's code points, optionally followed by engineered features.

Two feature sets:

* ``paper``: Pramanik & Hussain's 93 code-point features (:mod:`tnfst.gate.features`).
* ``extended``: the same 93 first, then

  - the current token's shape features (:data:`tnfst.gate.shape.SHAPE_FEATURES`),
  - a summary of the previous and of the next token (:data:`tnfst.gate.shape.NEIGHBOUR_FEATURES`),
  - lexicon features of the current token (:data:`tnfst.gate.lexicon.LEXICON_FEATURES`),
  - the lowercased-form ToBeNormalized rate of the previous and next token ('No' before a number).

* ``extended_v2``: ``extended`` followed by the trigram features of the current token
  (:data:`tnfst.gate.spelled.TRIGRAM_FEATURES`: does it look pronounceable), from the
  lexicon's :class:`tnfst.gate.spelled.TrigramTable`.

Neighbours never cross sentence boundaries; at an edge the neighbour is empty
(shape zeros, lexicon rate :data:`EDGE_RATE`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tnfst.gate.features import N_FEATURES as N_PAPER
from tnfst.gate.features import batch_features, feature_names
from tnfst.gate.lexicon import LEXICON_FEATURES, GateLexicon
from tnfst.gate.shape import NEIGHBOUR_FEATURES, SHAPE_FEATURES, neighbour_features, shape_features
from tnfst.gate.spelled import TRIGRAM_FEATURES

__all__ = ["FEATURE_SETS", "Featurizer", "EDGE_RATE", "extended_names"]

FEATURE_SETS = ("paper", "extended", "extended_v2")
LEXICON_SETS = ("extended", "extended_v2")  # feature sets that need a GateLexicon
EDGE_RATE = -2.0  # lexicon rate of the missing neighbour at a sentence edge (unseen forms are -1)


def extended_names(feature_set: str = "extended") -> list[str]:
    """Names of the ``extended`` (or ``extended_v2``) feature set, in column order."""
    names = (feature_names() + [f"cur_{n}" for n, _ in SHAPE_FEATURES]
             + [f"prev_{n}" for n, _ in NEIGHBOUR_FEATURES] + [f"next_{n}" for n, _ in NEIGHBOUR_FEATURES]
             + [n for n, _ in LEXICON_FEATURES] + ["prev_lex_lower_rate", "next_lex_lower_rate"])
    return names + [n for n, _ in TRIGRAM_FEATURES] if feature_set == "extended_v2" else names


N_EXTENDED = len(extended_names())
N_EXTENDED_V2 = len(extended_names("extended_v2"))


def _edges(sentences: Sequence[Sequence[str]], total: int) -> tuple[np.ndarray, np.ndarray]:
    """Bool ``[N]`` masks of each sentence's first and last token in the flattened batch."""
    lengths = np.fromiter((len(s) for s in sentences), dtype=np.int64, count=len(sentences))
    ends = np.cumsum(lengths)
    starts = ends - lengths
    nonempty = lengths > 0
    is_first = np.zeros(total, dtype=bool)
    is_last = np.zeros(total, dtype=bool)
    is_first[starts[nonempty]] = True
    is_last[ends[nonempty] - 1] = True
    return is_first, is_last


def _shifted(values: np.ndarray, is_first: np.ndarray, is_last: np.ndarray, fill: float) -> tuple[np.ndarray, np.ndarray]:
    """Values of each token's previous and next token (``fill`` at sentence edges)."""
    prev = np.roll(values, 1, axis=0)
    prev[is_first] = fill
    nxt = np.roll(values, -1, axis=0)
    nxt[is_last] = fill
    return prev, nxt


class Featurizer:
    """Builds the gate's input matrix for a batch of sentences.

    Args:
        feature_set: ``paper`` or ``extended``.
        lexicon: training counts; required for ``extended``.
    """

    def __init__(self, feature_set: str = "paper", lexicon: GateLexicon | None = None) -> None:
        if feature_set not in FEATURE_SETS:
            raise ValueError(f"unknown feature set {feature_set!r} (expected one of {FEATURE_SETS})")
        if feature_set in LEXICON_SETS and lexicon is None:
            raise ValueError(f"the {feature_set} feature set needs a GateLexicon")
        if feature_set == "extended_v2" and lexicon.trigram_table is None:
            raise ValueError("the extended_v2 feature set needs a lexicon with a trigram table")
        self.feature_set = feature_set
        self.lexicon = lexicon

    @property
    def width(self) -> int:
        return {"paper": N_PAPER, "extended": N_EXTENDED, "extended_v2": N_EXTENDED_V2}[self.feature_set]

    @property
    def names(self) -> list[str]:
        return feature_names() if self.feature_set == "paper" else extended_names(self.feature_set)

    def batch(self, sentences: Sequence[Sequence[str]]) -> np.ndarray:
        """Features of many sentences stacked: float32 ``[sum of n_i, width]``."""
        if isinstance(sentences, str) or any(isinstance(s, str) for s in sentences):
            raise TypeError("Featurizer.batch expects a sequence of token lists, not strings")
        paper = batch_features(sentences)  # [N, 93]
        if self.feature_set == "paper":
            return paper
        flat = [t for s in sentences for t in s]
        total = len(flat)
        shape = shape_features(flat)  # [N, S]
        is_first, is_last = _edges(sentences, total)
        prev_shape, next_shape = _shifted(neighbour_features(shape), is_first, is_last, 0.0)  # [N, 5] each
        lexicon = self.lexicon.features(flat)  # [N, 7]
        rate = lexicon[:, 2:3]  # [N, 1] lex_lower_rate
        prev_rate, next_rate = _shifted(rate, is_first, is_last, EDGE_RATE)
        parts = [paper, shape, prev_shape, next_shape, lexicon, prev_rate, next_rate]
        if self.feature_set == "extended_v2":
            parts.append(self.lexicon.trigram_table.features(flat))  # [N, 5]
        out = np.concatenate(parts, axis=1)
        return out.astype(np.float32, copy=False)

    def sentence(self, tokens: Sequence[str]) -> np.ndarray:
        """Features of one sentence's tokens: float32 ``[n, width]``."""
        if isinstance(tokens, str):
            raise TypeError("expects a sequence of tokens, not one string")
        return self.batch([tokens])
