"""A bounded memo for the gate's per-key features.

The lexicon rates, spelling-variant flags and trigram features of a key are pure
functions of the key, so they are computed once per key and kept between calls
(a sentence stream repeats most of its words). `BoundedMemo` empties itself when
it holds `size` keys, so memory stays bounded on an endless stream; emptying
costs only recomputation.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")

MEMO_SIZE = 200_000  # keys kept per memo before it is emptied


class BoundedMemo(Generic[V]):
    """`memo(key)` is `make(key)`, computed on the first call for the key (`make` never returns None)."""

    def __init__(self, make: Callable[[Hashable], V], size: int = MEMO_SIZE):
        self.make = make
        self.size = size
        self._values: dict[Hashable, V] = {}

    def __call__(self, key: Hashable) -> V:
        value = self._values.get(key)
        if value is None:
            if len(self._values) >= self.size:
                self._values.clear()
            value = self._values[key] = self.make(key)
        return value

    def __len__(self) -> int:
        return len(self._values)
