"""The gate's input: code points of the previous, current and next token (Pramanik & Hussain).

Each token is written as a block of ``1 + L`` numbers, ``L = 30``: ``-1`` marking
the token start, then the Unicode code points of its first ``L`` characters,
zero padded. A token's feature vector joins the blocks of its left neighbour,
itself and its right neighbour: ``3 * (1 + L) = 93`` values. At the sentence
edges the missing neighbour is the empty token (``-1`` then zeros).

Everything is built with array operations over the whole sentence (or a batch
of sentences): one UTF-32 encode, one scatter, one concatenation.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = ["CHARS_PER_TOKEN", "BLOCK", "N_FEATURES", "features", "batch_features", "feature_names"]

CHARS_PER_TOKEN = 30  # L: code points kept per token (the paper's 30)
BLOCK = CHARS_PER_TOKEN + 1  # -1 start marker + L code points
N_FEATURES = 3 * BLOCK  # previous, current, next token: 93
START_MARK = -1.0


def token_blocks(tokens: Sequence[str]) -> np.ndarray:
    """Blocks of every token: float32 array ``[n, 1 + L]`` (``-1``, code points, zeros; a
    function of the token alone)."""
    n = len(tokens)
    blocks = np.zeros((n, BLOCK), dtype=np.float32)
    blocks[:, 0] = START_MARK
    if n == 0:
        return blocks
    clipped = [t[:CHARS_PER_TOKEN] for t in tokens]
    lengths = np.fromiter((len(t) for t in clipped), dtype=np.int64, count=n)  # [n]
    total = int(lengths.sum())
    if total:
        codes = np.frombuffer("".join(clipped).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)  # [total]
        rows = np.repeat(np.arange(n), lengths)  # [total] token of each character
        starts = np.cumsum(lengths) - lengths  # [n] first character of each token
        cols = np.arange(total) - np.repeat(starts, lengths) + 1  # [total] position in the block
        blocks[rows, cols] = codes
    return blocks


def features(tokens: Sequence[str]) -> np.ndarray:
    """Feature vectors of one sentence's tokens.

    Args:
        tokens: the sentence's tokens in order (strings).

    Returns:
        float32 array ``[n, 93]``: ``[prev block | current block | next block]``.
    """
    if isinstance(tokens, str):
        raise TypeError("features() expects a sequence of tokens, not one string")
    cur = token_blocks(tokens)  # [n, 31]
    edge = np.zeros((1, BLOCK), dtype=np.float32)
    edge[0, 0] = START_MARK
    prev = np.concatenate([edge, cur[:-1]], axis=0) if len(tokens) else cur  # [n, 31]
    nxt = np.concatenate([cur[1:], edge], axis=0) if len(tokens) else cur  # [n, 31]
    return np.concatenate([prev, cur, nxt], axis=1)  # [n, 93]


def batch_features(sentences: Sequence[Sequence[str]]) -> np.ndarray:
    """Features of many sentences stacked: ``[sum of n_i, 93]`` (neighbours never cross sentences)."""
    flat = [t for s in sentences for t in s]
    return batch_features_of_blocks(token_blocks(flat), sentences)


def batch_features_of_blocks(cur: np.ndarray, sentences: Sequence[Sequence[str]]) -> np.ndarray:
    """`batch_features` from the tokens' blocks (`token_blocks` of the sentences' tokens in order, ``[N, 31]``)."""
    total = len(cur)
    if total == 0:
        return np.zeros((0, N_FEATURES), dtype=np.float32)
    lengths = np.fromiter((len(s) for s in sentences), dtype=np.int64, count=len(sentences))
    ends = np.cumsum(lengths)  # [S] one past each sentence's last token
    starts = ends - lengths
    is_first = np.zeros(total, dtype=bool)
    is_last = np.zeros(total, dtype=bool)
    nonempty = lengths > 0
    is_first[starts[nonempty]] = True
    is_last[ends[nonempty] - 1] = True
    edge = np.zeros(BLOCK, dtype=np.float32)
    edge[0] = START_MARK
    prev = np.roll(cur, 1, axis=0)
    prev[is_first] = edge
    nxt = np.roll(cur, -1, axis=0)
    nxt[is_last] = edge
    return np.concatenate([prev, cur, nxt], axis=1)


def feature_names() -> list[str]:
    """``prev_start, prev_1..prev_30, cur_start, ..., next_30`` (93 names)."""
    names = []
    for part in ("prev", "cur", "next"):
        names.append(f"{part}_start")
        names.extend(f"{part}_{i}" for i in range(1, CHARS_PER_TOKEN + 1))
    return names
