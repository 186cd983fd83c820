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

Everything of a token but its neighbours' parts is a function of the token alone, so the
``extended`` sets compute those columns once per distinct token and keep them between
calls (:class:`TokenRows`, bounded): a sentence stream repeats most of its tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tnfst.gate.features import N_FEATURES as N_PAPER
from tnfst.gate.features import BLOCK, batch_features, batch_features_of_blocks, feature_names, token_blocks
from tnfst.gate.lexicon import LEXICON_FEATURES, GateLexicon
from tnfst.gate.shape import NEIGHBOUR_FEATURES, SHAPE_FEATURES, neighbour_features, shape_features
from tnfst.gate.spelled import TRIGRAM_FEATURES

__all__ = ["FEATURE_SETS", "Featurizer", "EDGE_RATE", "extended_names"]

FEATURE_SETS = ("paper", "extended", "extended_v2")
LEXICON_SETS = ("extended", "extended_v2")  # feature sets that need a GateLexicon
EDGE_RATE = -2.0  # lexicon rate of the missing neighbour at a sentence edge (unseen forms are -1)
TOKEN_ROWS = 32_768  # distinct tokens whose own feature columns a Featurizer keeps (~11 MB)


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


class TokenRows:
    """Feature rows that are a function of the token alone, computed once per distinct token.

    `rows(tokens)` is `compute(tokens)` (float32 ``[n, width]``), but `compute` only ever sees
    tokens not met before, each once; the rows are kept in one growing matrix. When it would
    hold more than `size` tokens it starts again empty, so memory stays bounded (emptying
    costs only recomputation).
    """

    def __init__(self, compute, size: int = TOKEN_ROWS) -> None:
        self.compute = compute
        self.size = size
        self._index: dict[str, int] = {}
        self._table: np.ndarray | None = None

    def rows(self, tokens: Sequence[str]) -> np.ndarray:
        if not tokens:
            return self.compute([])
        index = self._index
        missing = list(dict.fromkeys(t for t in tokens if t not in index))
        if missing:
            if len(index) + len(missing) > self.size:
                index.clear()
                missing = list(dict.fromkeys(tokens))
            self._store(missing, self.compute(missing))
        return self._table[np.fromiter((index[t] for t in tokens), dtype=np.intp, count=len(tokens))]

    def _store(self, tokens: list[str], rows: np.ndarray) -> None:
        """Append the rows of new tokens (the matrix doubles when full, up to `size` rows)."""
        used = len(self._index)
        needed = used + len(tokens)
        if self._table is None or needed > len(self._table):
            grown = np.empty((max(needed, min(2 * needed, self.size), 1024), rows.shape[1]), dtype=rows.dtype)
            if self._table is not None:
                grown[:used] = self._table[:used]
            self._table = grown
        self._table[used:used + len(tokens)] = rows
        self._index.update(zip(tokens, range(used, used + len(tokens))))


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
        self._own = TokenRows(self._own_columns)  # the columns of a token's own, not its neighbours'

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
        if self.feature_set == "paper":
            return batch_features(sentences)  # [N, 93]
        flat = [t for s in sentences for t in s]
        total = len(flat)
        own = self._own.rows(flat)
        n_shape, n_lexicon = len(SHAPE_FEATURES), len(LEXICON_FEATURES)
        cur, shape = own[:, :BLOCK], own[:, BLOCK:BLOCK + n_shape]
        lexicon = own[:, BLOCK + n_shape:BLOCK + n_shape + n_lexicon]  # [N, 7]
        paper = batch_features_of_blocks(cur, sentences)  # [N, 93]
        is_first, is_last = _edges(sentences, total)
        prev_shape, next_shape = _shifted(neighbour_features(shape), is_first, is_last, 0.0)  # [N, 5] each
        rate = lexicon[:, 2:3]  # [N, 1] lex_lower_rate
        prev_rate, next_rate = _shifted(rate, is_first, is_last, EDGE_RATE)
        parts = [paper, shape, prev_shape, next_shape, lexicon, prev_rate, next_rate]
        if self.feature_set == "extended_v2":
            parts.append(own[:, BLOCK + n_shape + n_lexicon:])  # [N, 5] trigram features
        out = np.concatenate(parts, axis=1)
        return out.astype(np.float32, copy=False)

    def _own_columns(self, tokens: Sequence[str]) -> np.ndarray:
        """The columns of each token that depend on it alone: its code-point block, shape, lexicon
        (and trigram) features, float32 ``[n, 31 + S + 7 (+ 5)]``."""
        parts = [token_blocks(tokens), shape_features(tokens), self.lexicon.features(tokens)]
        if self.feature_set == "extended_v2":
            parts.append(self.lexicon.trigram_table.features(tokens))
        return np.concatenate(parts, axis=1).astype(np.float32, copy=False)

    def sentence(self, tokens: Sequence[str]) -> np.ndarray:
        """Features of one sentence's tokens: float32 ``[n, width]``."""
        if isinstance(tokens, str):
            raise TypeError("expects a sequence of tokens, not one string")
        return self.batch([tokens])
