"""Input symbol vocabulary of the character encoder: characters plus `<norm>` / `</norm>`.

Ids 0 and 1 are padding and unknown; the two markers come next, so every charset
agrees on them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from tnfst.model.window import NORM_CLOSE, NORM_OPEN, clip_symbols, window_symbols

PAD_SYMBOL = "<pad>"
UNK_SYMBOL = "<unk>"
PAD_ID = 0
UNK_ID = 1
RESERVED = (PAD_SYMBOL, UNK_SYMBOL, NORM_OPEN, NORM_CLOSE)


class Charset:
    """Ordered input symbols; unknown characters map to UNK_ID.

    Args:
        symbols: characters in id order (reserved ones and duplicates skipped).
    """

    def __init__(self, symbols: Iterable[str] = ()):
        self._symbols: list[str] = list(RESERVED)
        self._ids: dict[str, int] = {s: i for i, s in enumerate(self._symbols)}
        for s in symbols:
            if not isinstance(s, str) or (len(s) != 1 and s not in RESERVED):
                raise ValueError(f"Charset: a symbol must be one character, got {s!r}")
            if s not in self._ids:
                self._ids[s] = len(self._symbols)
                self._symbols.append(s)

    @classmethod
    def build(cls, windows: Iterable[str], min_count: int = 1) -> "Charset":
        """The characters seen at least `min_count` times, most frequent first (ties by code point)."""
        counts: Counter[str] = Counter()
        for w in windows:
            counts.update(window_symbols(w))
        kept = sorted((c for c, n in counts.items() if n >= min_count and c not in RESERVED), key=lambda c: (-counts[c], c))
        return cls(kept)

    def __len__(self) -> int:
        return len(self._symbols)

    @property
    def symbols(self) -> tuple[str, ...]:
        return tuple(self._symbols)

    def encode_symbols(self, symbols: Sequence[str]) -> list[int]:
        get = self._ids.get
        return [get(s, UNK_ID) for s in symbols]

    def encode(self, window: str) -> list[int]:
        """Ids of a window's symbols."""
        return self.encode_symbols(window_symbols(window))

    def encode_windows(self, windows: Sequence[str], max_len: int) -> list[list[int]]:
        """Ids of each window's symbols, at most `max_len` (`clip_symbols`), for a batch; an
        empty window is one padding symbol. TypeError / ValueError for a string or no windows."""
        if isinstance(windows, str):
            raise TypeError("make_batch: windows must be a sequence of strings, not a string")
        if len(windows) == 0:
            raise ValueError("make_batch: no windows")
        encoded = []
        for w in windows:
            if not isinstance(w, str):
                raise TypeError(f"make_batch: a window must be a string, got {type(w).__name__}")
            encoded.append(self.encode_symbols(clip_symbols(window_symbols(w), max_len)) or [PAD_ID])
        return encoded
