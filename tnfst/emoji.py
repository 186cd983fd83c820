"""Emoji in running text: found as whole sequences, kept as written.

A TTS front end cannot say an emoji as a number or a word of the sentence, and must not drop it
silently either (the project's rule: every input character is kept, read or reported). So an
emoji is a token of its own (``5😀`` is ``5`` and ``😀``: "five😀", never "five"), kept as
written for the speech engine to decide, with every code point of its sequence: the zero-width
joiners of a ZWJ sequence (``👨‍👩‍👧``, a family, not three people), skin-tone modifiers
(``👍🏽``), variation selectors (``❤️``), the two regional indicators of a flag (``🇺🇸``) and
the tag characters of a subdivision flag (``🏴󠁧󠁢󠁳󠁣󠁴󠁿``). A keycap (``1️⃣``: a digit, U+FE0F,
U+20E3) is its digit in a box, read as the digit like the other enclosed digits
(`tnfst.unicode_forms`), and is not an emoji token here.

The sequences follow Unicode Technical Standard #51 (Unicode Emoji), section 1.4 (ED-14 to
ED-17: emoji modifier, flag, tag and ZWJ sequences). Pictographs are approximated without the
emoji-data.txt file: a symbol (category So) in the blocks that the standard's
Extended_Pictographic property covers (Miscellaneous Symbols and Dingbats U+2600..U+27BF, the
supplementary pictograph blocks U+1F000..U+1FAFF, and the few emoji of other blocks listed in
`_PICTOGRAPHS`); any other symbol or mark is an emoji only in emoji presentation, followed by
U+FE0F (``©️``, ``↔️``: a plain ``©`` or ``→`` is text, left to the readers).

Optionally (`Normalizer(emoji="name")`) an emoji is read by its CLDR short name ("grinning
face"), from the `emoji` package (an optional dependency, imported only then).

Pure functions, no state; the pattern is compiled once, at import.
"""

from __future__ import annotations

import re
import unicodedata

ZWJ = "\u200d"
#: Variation selectors 15 (text presentation) and 16 (emoji presentation).
VS15, VS16 = "\ufe0e", "\ufe0f"
KEYCAP = "\u20e3"
#: Pictographs outside the two big ranges (UTS #51 emoji-data.txt, Emoji_Presentation or
#: Extended_Pictographic, default emoji presentation): watch, hourglass, media buttons, star,
#: circle, squares, wavy dash, ideographic circled signs.
_PICTOGRAPHS = "\u231a\u231b\u23e9-\u23f3\u23f8-\u23fa\u2b1b\u2b1c\u2b50\u2b55\u3030\u303d\u3297\u3299"
_RANGES = "\u2600-\u27bf\U0001f000-\U0001faff\U0001fc00-\U0001fffd" + _PICTOGRAPHS
_REGIONAL = "\U0001f1e6-\U0001f1ff"
_MODIFIER = "\U0001f3fb-\U0001f3ff"
_TAGS = "\U000e0020-\U000e007e"
_CANCEL_TAG = "\U000e007f"

# One element of a sequence: a flag (two regional indicators), a subdivision flag (black flag
# and tags), a pictograph with an optional selector and skin tone, or a lone modifier.
_ELEMENT = (
    f"(?:[{_REGIONAL}]{{2}}"
    f"|\U0001f3f4[{_TAGS}]+{_CANCEL_TAG}"
    f"|(?:[{_RANGES}][{VS15}{VS16}]?|[^\\s\\w{_RANGES}]{VS16})[{_MODIFIER}]?"
    f"|[{_MODIFIER}{_REGIONAL}])"
)
#: One emoji sequence (elements joined by ZWJ), and a run of them (one token).
EMOJI_SEQUENCE = re.compile(f"{_ELEMENT}(?:{ZWJ}{_ELEMENT})*")
EMOJI_RUN = re.compile(f"(?:{_ELEMENT}(?:{ZWJ}{_ELEMENT})*)+")
#: A keycap: a digit, "#" or "*", an optional U+FE0F and U+20E3.
KEYCAP_SEQUENCE = re.compile(f"[0-9#*]{VS16}?{KEYCAP}")


def _pictograph_like(ch: str) -> bool:
    """A character an emoji run may hold (the cheap test before the pattern)."""
    code = ord(ch)
    return code >= 0x2000 and (0x2190 <= code <= 0x2bff or 0x3030 <= code <= 0x3299 or code >= 0x1f000
                               or ch in (ZWJ, VS16, VS15) or unicodedata.category(ch) == "So")


def has_emoji(text: str) -> bool:
    """Whether `text` holds an emoji run (`emoji_runs`); False at once for ASCII text."""
    return bool(emoji_runs(text))


def emoji_runs(text: str) -> list[tuple[int, int]]:
    """(start, end) of each emoji run of `text`, in order (`EMOJI_RUN`).

    >>> emoji_runs("Give it 5\U0001f600 stars")
    [(9, 10)]
    >>> emoji_runs("a \U0001f468\u200d\U0001f469\u200d\U0001f467 b")
    [(2, 7)]
    """
    if text.isascii() or not any(_pictograph_like(ch) for ch in text):
        return []
    return [(m.start(), m.end()) for m in EMOJI_RUN.finditer(text) if _emoji_chars(m.group())]


def _emoji_chars(run: str) -> bool:
    """Whether a pattern match is an emoji run: every pictograph of it a symbol (So; the
    ranges also hold a few numbers and marks, ``❶`` or ``➀``, which are digits, not emoji)."""
    return all(unicodedata.category(ch) not in ("No", "Nd", "Mn", "Me") or ch in (VS15, VS16) for ch in run)


def is_emoji(token: str) -> bool:
    """Whether `token` is one emoji run, whole.

    >>> is_emoji("\U0001f44d\U0001f3fd"), is_emoji("\U0001f1fa\U0001f1f8"), is_emoji("5\U0001f600")
    (True, True, False)
    """
    return bool(token) and emoji_runs(token) == [(0, len(token))]


def require_names() -> None:
    """Raise ImportError with the install hint when the `emoji` package (CLDR names) is missing."""
    try:
        import emoji  # noqa: F401
    except ImportError as exc:
        raise ImportError("emoji='name' reads CLDR short names from the 'emoji' package: "
                          "pip install 'tnfst[emoji]'") from exc


def emoji_name(sequence: str) -> str | None:
    """The CLDR short name of one emoji sequence, as the `emoji` package (its data are Unicode's
    emoji-test.txt, whose names are the CLDR short names) gives it, in words: "grinning face",
    "thumbs up medium skin tone", "family man woman girl"; a flag with "flag" before its region
    ("flag United States", CLDR "flag: United States"). None for a sequence it does not know
    (``★``, a text symbol)."""
    import emoji

    data = emoji.EMOJI_DATA.get(sequence) or emoji.EMOJI_DATA.get(sequence.replace(VS16, ""))
    if data is None and VS16 not in sequence:
        data = emoji.EMOJI_DATA.get(sequence + VS16)
    name = (data or {}).get("en")
    if not name:
        return None
    words = name.strip(":").replace("_", " ")
    flag = sequence[:1] >= "\U0001f1e6" and sequence[:1] <= "\U0001f1ff" or sequence.startswith("\U0001f3f4\U000e0067")
    return f"flag {words}" if flag and not words.lower().startswith("flag") else words


def emoji_names(run: str) -> str | None:
    """An emoji run (a token of `emoji_runs`) in words: each sequence's `emoji_name`, one after
    another ("🎂🎉" -> "birthday cake party popper"), a sequence without a name as written; None
    when no sequence has a name."""
    parts, named = [], False
    for match in EMOJI_SEQUENCE.finditer(run):
        name = emoji_name(match.group())
        named = named or name is not None
        parts.append(name or match.group())
    return " ".join(parts) if named else None


def unkeycapped(token: str) -> str:
    """`token` with each keycap written as its digit, "#" or "*" ("1️⃣" -> "1"); unchanged
    without one."""
    if KEYCAP not in token:
        return token
    return KEYCAP_SEQUENCE.sub(lambda m: m.group()[0], token)


__all__ = ["EMOJI_RUN", "EMOJI_SEQUENCE", "KEYCAP_SEQUENCE", "ZWJ", "emoji_name", "emoji_names", "emoji_runs",
           "has_emoji", "is_emoji", "require_names", "unkeycapped"]
