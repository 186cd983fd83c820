"""Characters that are never spoken, removed before a sentence or token is read.

Text from web pages, PDFs and word processors carries invisible characters: control
characters (Unicode category Cc: NUL, BEL, escape codes; tab and line breaks excepted,
which separate words) and format characters (Cf: zero-width space U+200B, soft hyphen
U+00AD, byte-order mark U+FEFF, zero-width joiners, bidirectional marks). A TTS voice
says nothing for them, but inside a token they hide it from every grammar: ``bad\\x01``
or ``x\\u200bz`` matched nothing and the model, unconstrained, read them "b k d" and
"x y". So they are dropped: from a raw sentence before it is tokenized (the output
keeps the rest of the sentence as written), and from a pre-tokenized token before the
gate, the grammars and the model see it (a token of invisible characters only is left
as it is).

Pure functions, no state.
"""

from __future__ import annotations

import unicodedata

#: Control characters kept: they separate words (the tokenizer treats them as spaces).
KEPT_CONTROLS = frozenset("\t\n\r\x0b\x0c")


def is_unspoken(ch: str) -> bool:
    """True for a control (except `KEPT_CONTROLS`) or format character."""
    return ch not in KEPT_CONTROLS and not ch.isprintable() and unicodedata.category(ch) in ("Cc", "Cf")


def drop_unspoken(text: str) -> str:
    """`text` without its unspoken characters (`is_unspoken`).

    >>> drop_unspoken("bad\\x01 3\\u200b km")
    'bad 3 km'
    >>> drop_unspoken("co\\u00adop")
    'coop'
    """
    if text.isascii() and text.isprintable():
        return text
    return "".join(ch for ch in text if not is_unspoken(ch))


def token_view(token: str) -> str:
    """What the readers see of a pre-tokenized token: without unspoken characters, unless
    nothing else is left (then the token as it is)."""
    seen = drop_unspoken(token)
    return seen if seen.strip() else token


__all__ = ["KEPT_CONTROLS", "drop_unspoken", "is_unspoken", "token_view"]
