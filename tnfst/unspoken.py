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

One exception: the C1 controls U+0080..U+009F that Windows-1252 uses for punctuation are
that punctuation, in text decoded as Latin-1 by mistake (``fourteen\\x97that's``: an em
dash; ``\\x93Leave``: a quotation mark; 46 of the 2,000 LibriTTS sample sentences have
them). They become the Windows-1252 character (``\\x97`` -> ``—``), so the words on either
side stay apart; the five C1 codes Windows-1252 leaves undefined are dropped.

Another: inside an emoji sequence (`tnfst.emoji`) the zero-width joiners and tag characters
are part of the emoji (``👨\u200d👩\u200d👧`` is one family, not three people; the tags of
``🏴``+tags name Scotland's flag): they are kept there.

Pure functions, no state.
"""

from __future__ import annotations

import unicodedata

#: Control characters kept: they separate words (the tokenizer treats them as spaces).
KEPT_CONTROLS = frozenset("\t\n\r\x0b\x0c")


def windows_1252(ch: str) -> str | None:
    """The Windows-1252 character a C1 control stands for (``"\\x97"`` -> ``"—"``), else None."""
    if "\x80" <= ch <= "\x9f":
        try:
            return bytes([ord(ch)]).decode("cp1252")
        except UnicodeDecodeError:
            return None
    return None


def is_unspoken(ch: str) -> bool:
    """True for a control (except `KEPT_CONTROLS` and the C1 controls of `windows_1252`) or
    format character."""
    return (ch not in KEPT_CONTROLS and not ch.isprintable() and unicodedata.category(ch) in ("Cc", "Cf")
            and windows_1252(ch) is None)


def drop_unspoken(text: str) -> str:
    """`text` without its unspoken characters (`is_unspoken`), and C1 controls that stand for
    Windows-1252 punctuation replaced by it.

    >>> drop_unspoken("bad\\x01 3\\u200b km")
    'bad 3 km'
    >>> drop_unspoken("co\\u00adop")
    'coop'
    >>> drop_unspoken("fourteen\\x97that's")
    "fourteen—that's"
    >>> drop_unspoken("\\U0001f468\\u200d\\U0001f469 x\\u200dy")
    '\U0001f468\u200d\U0001f469 xy'
    """
    if text.isascii() and text.isprintable():
        return text
    from tnfst.emoji import emoji_runs

    out, at = [], 0
    for start, end in emoji_runs(text):  # an emoji sequence keeps its joiners and tags
        out.extend(windows_1252(ch) or ch for ch in text[at:start] if not is_unspoken(ch))
        out.append(text[start:end])
        at = end
    out.extend(windows_1252(ch) or ch for ch in text[at:] if not is_unspoken(ch))
    return "".join(out)


def token_view(token: str) -> str:
    """What the readers see of a pre-tokenized token: without unspoken characters, unless
    nothing else is left (then the token as it is)."""
    seen = drop_unspoken(token)
    return seen if seen.strip() else token


__all__ = ["KEPT_CONTROLS", "drop_unspoken", "is_unspoken", "token_view", "windows_1252"]
