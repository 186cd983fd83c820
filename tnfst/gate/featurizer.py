"""The gate's feature vector: the paper's code points, optionally followed by engineered features.

Two feature sets:

* ``paper``: Pramanik & Hussain's 93 code-point features (:mod:`tnfst.gate.features`).
* ``extended``: the same 93 first, then

  - the current token's shape features (:data:`tnfst.gate.shape.SHAPE_FEATURES`),
  - a summary of the previous and of the next token (:data:`tnfst.gate.shape.NEIGHBOUR_FEATURES`),
  - lexicon features of the current token (:data:`tnfst.gate.lexicon.LEXICON_FEATURES`),
  - the lowercased-form ToBeNormalized rate of the previous and next token ('No' before a number).

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

__all__ = ["FEATURE_SETS", "Featurizer", "EDGE_RATE", "extended_names"]

FEATURE_SETS = ("paper", "extended")
EDGE_RATE = -2.0  # lexicon rate of the missing neighbour at a sentence edge (unseen forms are -1)


def extended_names() -> list[str]:
    """Names of the ``extended`` feature set, in column order."""
    return (feature_names() + [f"cur_{n}" for n, _ in SHAPE_FEATURES]
            + [f"prev_{n}" for n, _ in NEIGHBOUR_FEATURES] + [f"next_{n}" for n, _ in NEIGHBOUR_FEATURES]
            + [n for n, _ in LEXICON_FEATURES] + ["prev_lex_lower_rate", "next_lex_lower_rate"])


N_EXTENDED = len(extended_names())


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
        if feature_set == "extended" and lexicon is None:
            raise ValueError("the extended feature set needs a GateLexicon")
        self.feature_set = feature_set
        self.lexicon = lexicon

    @property
    def width(self) -> int:
        return N_PAPER if self.feature_set == "paper" else N_EXTENDED

    @property
    def names(self) -> list[str]:
        return feature_names() if self.feature_set == "paper" else extended_names()

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
        out = np.concatenate([paper, shape, prev_shape, next_shape, lexicon, prev_rate, next_rate], axis=1)
        return out.astype(np.float32, copy=False)

    def sentence(self, tokens: Sequence[str]) -> np.ndarray:
        """Features of one sentence's tokens: float32 ``[n, width]``."""
        if isinstance(tokens, str):
            raise TypeError("expects a sequence of tokens, not one string")
        return self.batch([tokens])
