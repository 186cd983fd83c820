"""Hashed character n-gram features of a text, for an embedding bag (`torch.nn.EmbeddingBag`
in training, `tnfst.dual_encoder.numpy_model` at inference).

A text t is read as "^t$" (input tokens with their whitespace removed, so
"150lb" and "150 lb" look alike); its features are the n-grams of the given orders,
the n-grams of its digit shape (every digit written 0, so "3.5kg" and "7.2kg"
share "0.0kg" features), the whole text, and (with `digits`) place-value
features of each number: digit d at place p (units, tens, hundreds) of
thousands-group g, the two-digit ending of each group ("12" -> "twelve", "40"
-> "forty"), the group count, and digits after a decimal point, so that a
number's words can be read off its features. Each feature is hashed with CRC-32
(stable across processes, unlike Python's `hash`) into one of `buckets` rows.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import torch

_DIGIT = re.compile(r"\d")
_SPACE = re.compile(r"\s+")
_WHOLE_NUMBER = re.compile(r"\d(?:[\d.,\s]*\d)?")
_NUMBER = re.compile(r"(?<![\d.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?")


def affix_text(text: str) -> str:
    """`text` with each number (digits with their inner `.`, `,` and spaces) replaced by "#":
    "34,078,442 ct" -> "# ct", "$2.5 million" -> "$# million"."""
    return _WHOLE_NUMBER.sub("#", text)


def number_features(text: str) -> list[str]:
    """Place-value features of the numbers in `text` (see the module docstring)."""
    feats = []
    for m in _NUMBER.finditer(text):
        whole, frac = m.group(1).replace(",", ""), m.group(2)
        n = len(whole)
        feats.append(f"n|len{min(n, 16)}")
        for i, d in enumerate(whole):
            place = n - 1 - i
            feats.append(f"n|g{place // 3}p{place % 3}|{d}")
        for g in range((n + 2) // 3):
            end = n - 3 * g
            pair = whole[max(0, end - 2):end]
            feats.append(f"n|g{g}t|{pair}")
        if frac:
            feats.extend(f"n|f{min(i, 3)}|{d}" for i, d in enumerate(frac[:8]))
            feats.append(f"n|flen{min(len(frac), 8)}")
    return feats


def text_features(text: str, orders: Sequence[int], max_chars: int, digits: bool = False,
                  ignore_spaces: bool = False) -> list[str]:
    """The feature strings of `text` (see the module docstring). With `ignore_spaces`
    the n-grams are read with whitespace removed, so "150lb" and "150 lb" share them."""
    text = text[:max_chars]
    compact = _SPACE.sub("", text) if ignore_spaces else text
    marked = f"^{compact}$"
    feats = [f"w|{text}"]
    for n in orders:
        prefix = f"{n}|"
        feats += [prefix + marked[i:i + n] for i in range(len(marked) - n + 1)]
    shape = _DIGIT.sub("0", marked)
    if shape != marked:
        for n in orders:
            if n >= 2:
                prefix = f"s{n}|"
                feats += [prefix + shape[i:i + n] for i in range(len(shape) - n + 1)]
        if digits:
            feats.extend(number_features(text))
    return feats


class NgramHasher:
    """Texts -> (ids, offsets) for an embedding bag: numpy arrays (`batch_numpy`, inference)
    or torch tensors (`batch`, training; imports torch).

    Args:
        buckets: rows of the embedding table.
        orders: n-gram orders.
        max_chars: characters of a text that count.
        digits: add the place-value features of numbers.
        ignore_spaces: read the n-grams with whitespace removed.
    """

    def __init__(self, buckets: int, orders: Sequence[int], max_chars: int, digits: bool = False,
                 ignore_spaces: bool = False):
        self.buckets = buckets
        self.orders = tuple(orders)
        self.max_chars = max_chars
        self.digits = digits
        self.ignore_spaces = ignore_spaces

    def ids(self, text: str) -> list[int]:
        """Bucket ids of the features of `text`."""
        if not isinstance(text, str):
            raise TypeError(f"expected a string, got {type(text).__name__}")
        crc32, buckets = zlib.crc32, self.buckets
        return [crc32(f.encode("utf-8", "surrogatepass")) % buckets
                for f in text_features(text, self.orders, self.max_chars, self.digits, self.ignore_spaces)]

    def batch_numpy(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """ids int64[sum n_i] and offsets int64[B] of B texts (bag i is ids[offsets[i]:offsets[i+1]])."""
        if isinstance(texts, str):
            raise TypeError("expected a sequence of strings, not a string")
        flat: list[int] = []
        offsets: list[int] = []
        for text in texts:
            offsets.append(len(flat))
            flat.extend(self.ids(text))
        return np.array(flat, dtype=np.int64), np.array(offsets, dtype=np.int64)

    def batch(self, texts: Sequence[str]) -> tuple["torch.Tensor", "torch.Tensor"]:
        """ids LongTensor[sum n_i] and offsets LongTensor[B] of B texts (the training form)."""
        import torch

        ids, offsets = self.batch_numpy(texts)
        return torch.from_numpy(ids), torch.from_numpy(offsets)
