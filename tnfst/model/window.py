"""The window input of Sproat & Jaitly / Pramanik & Hussain.

`w-3 w-2 w-1 <norm> token </norm> w+1 w+2 w+3`: the token to read, marked, in
its context of up to `size` tokens each side, joined by single spaces. The
character encoder reads `<norm>` and `</norm>` as single symbols.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

NORM_OPEN = "<norm>"
NORM_CLOSE = "</norm>"
_MARKERS = re.compile(f"({re.escape(NORM_OPEN)}|{re.escape(NORM_CLOSE)})")


def make_window(tokens: Sequence[str], i: int, size: int = 3) -> str:
    """The window string of `tokens[i]`.

    >>> make_window(["I", "live", "at", "123", "King", "Ave", "."], 3)
    'I live at <norm> 123 </norm> King Ave .'
    """
    if isinstance(tokens, str):
        raise TypeError("make_window: tokens must be a sequence of strings, not a string")
    n = len(tokens)
    if not isinstance(i, int) or not 0 <= i < n:
        raise IndexError(f"make_window: index {i!r} outside a sentence of {n} tokens")
    if not isinstance(size, int) or size < 0:
        raise ValueError(f"make_window: size must be a nonnegative integer, got {size!r}")
    left = [str(t) for t in tokens[max(0, i - size) : i]]
    right = [str(t) for t in tokens[i + 1 : i + 1 + size]]
    return " ".join([*left, NORM_OPEN, str(tokens[i]), NORM_CLOSE, *right])


def window_symbols(window: str) -> list[str]:
    """Symbols of a window: its characters, with `<norm>` / `</norm>` as one symbol each."""
    symbols: list[str] = []
    for part in _MARKERS.split(window):
        if part in (NORM_OPEN, NORM_CLOSE):
            symbols.append(part)
        else:
            symbols.extend(part)
    return symbols


def clip_symbols(symbols: Sequence[str], max_len: int) -> list[str]:
    """At most `max_len` symbols: context trimmed from the outside in, then the token's tail.

    The marked token stays centred; a window without markers keeps its head.
    """
    symbols = list(symbols)
    if len(symbols) <= max_len:
        return symbols
    try:
        start = symbols.index(NORM_OPEN)
        end = symbols.index(NORM_CLOSE, start) + 1
    except ValueError:
        return symbols[:max_len]
    core = symbols[start:end]
    if len(core) > max_len:  # the token alone is too long: keep its head and the closing marker
        return core[: max_len - 1] + [NORM_CLOSE] if max_len > 1 else core[:max_len]
    room = max_len - len(core)
    left, right = symbols[:start], symbols[end:]
    n_left = min(len(left), room // 2)
    n_right = min(len(right), room - n_left)
    n_left = min(len(left), room - n_right)  # give the left what the right did not use
    return left[len(left) - n_left :] + core + right[:n_right]
