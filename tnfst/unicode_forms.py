"""Unicode spaces, slashes and number forms, seen the way the tokenizer and the readers expect.

Text from the web, word processors and typeset documents writes numbers with characters
that the tokenizer's patterns and the covering grammars (written over ASCII) do not know:

* **spaces** other than the ASCII one: no-break U+00A0 (``5\\u00a0kg``, French typography),
  narrow no-break U+202F, thin U+2009, figure U+2007, ideographic U+3000 and the other
  Unicode space separators. Between words they are spaces; the readers see an ASCII space
  (``5\\u00a0kg`` is read like ``5 kg``: "five kilograms");
* **digit-group spaces**: SI style writes thousands with a thin, narrow, figure or no-break
  space (``1\\u2009000\\u2009000``, BIPM SI Brochure 5.4.4). A run of 1-3 digits then groups of
  exactly three digits, each after one such space, not inside a decimal or a longer number
  and not followed by a decimal comma (``1 000,5`` is left alone: ambiguous), is one number:
  the tokenizer keeps it one token and the readers see ``1,000,000`` ("one million"). An
  ASCII space between digits is never read so (``in 1990 100 people``: two numbers);
* **slashes**: the fraction slash U+2044 (``1⁄2``, what NFKC makes of ``½``) and the division
  slash U+2215 are the solidus ``/`` (``1⁄2`` -> "one half");
* **number forms**: Roman numeral characters U+2160..U+2188 (``Ⅻ``, ``ⅳ``) take their NFKC
  letters (``XII``, ``iv``), enclosed alphanumerics U+2460..U+24FF their NFKC digits and
  letters (``①`` -> ``1``, ``⑽`` -> ``(10)``; apart from a digit written next to them), and a
  keycap (``1️⃣``: the digit, U+FE0F, U+20E3) its digit (`tnfst.emoji.unkeycapped`);
* **combining marks**: a token with one is composed (NFC: ``e\u0301`` -> ``é``); digits of any script and fullwidth forms are folded by
  `tnfst.digits` (the tokenizer's view folds them here too, one character for one).

Two views:

* `tokenizer_view(sentence)`: the same length as `sentence`, one character for one, so the
  tokenizer's offsets index the user's text and the output keeps it as written outside the
  tokens read (a Roman numeral character stands for its first letter there);
* `reader_view(token)`: what the gate, the grammars and the model see of a token.

Both return an ASCII input unchanged at the cost of one ``isascii()`` (the fast path). Pure
functions, no state; the patterns are compiled once, at import.
"""

from __future__ import annotations

import re
import unicodedata

from tnfst.emoji import unkeycapped

#: Spaces that separate the digit groups of one number (SI style): no-break, figure, thin,
#: narrow no-break.
GROUP_SPACES = "\u00a0\u2007\u2009\u202f"
#: Slashes read as the solidus "/".
SLASHES = {"\u2044": "/", "\u2215": "/"}
_ROMAN_NUMERALS = range(0x2160, 0x2188 + 1)
#: Enclosed alphanumerics ("①", "⑽", "⒈", "Ⓐ"): their NFKC digits and letters.
_ENCLOSED = range(0x2460, 0x24FF + 1)
_FULLWIDTH = range(0xFF01, 0xFFEF + 1)
_GROUPED = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[" + GROUP_SPACES + r"][0-9]{3})+(?![0-9]|,[0-9])")
_GROUP_SPACE = re.compile("[" + GROUP_SPACES + "]")


def _char_view(ch: str) -> str:
    """One character as the tokenizer sees it (always one character)."""
    if ch.isascii() or ch in GROUP_SPACES:
        return ch  # a group space: a comma or a space (`tokenizer_view`)
    if ch.isspace():
        return " "
    if ch in SLASHES:
        return SLASHES[ch]
    code = ord(ch)
    if code in _ROMAN_NUMERALS:
        return unicodedata.normalize("NFKC", ch)[:1] or ch
    if code in _ENCLOSED:
        folded = unicodedata.normalize("NFKC", ch)
        return folded if len(folded) == 1 else ch
    if unicodedata.category(ch) == "Nd":
        return str(unicodedata.digit(ch))
    if code in _FULLWIDTH:
        folded = unicodedata.normalize("NFKC", ch)
        return folded if len(folded) == 1 else ch
    return ch


def _grouped(text: str) -> str:
    """`text` with the group spaces of SI-style numbers made commas (ASCII digits only: a number
    is not grouped across scripts, "12\u00a0١٢٣" stays two numbers)."""
    if not any(space in text for space in GROUP_SPACES):
        return text
    return _GROUPED.sub(lambda m: _GROUP_SPACE.sub(",", m.group()), text)


def tokenizer_view(sentence: str) -> str:
    """`sentence` with one ASCII character for each Unicode space (a comma between SI digit
    groups), slash, digit, fullwidth form and Roman numeral character: same length, same offsets.

    >>> tokenizer_view("5\\u00a0kg")
    '5 kg'
    >>> tokenizer_view("1\\u2009000\\u2009000 stars")
    '1,000,000 stars'
    >>> tokenizer_view("Chapter \\u216b")
    'Chapter X'
    """
    if sentence.isascii():
        return sentence
    text = "".join(_char_view(ch) for ch in _grouped(sentence))
    return _GROUP_SPACE.sub(" ", text) if any(space in text for space in GROUP_SPACES) else text


def reader_view(token: str) -> str:
    """What the readers see of `token`: composed (NFC) where it has a combining mark, Unicode
    spaces as ASCII spaces (commas between SI digit groups), the fraction and division slashes as
    "/", Roman numeral characters as their letters. Digits of other scripts are left to `tnfst.digits.fold_digits`.

    >>> reader_view("5\\u00a0kg")
    '5 kg'
    >>> reader_view("1\\u202f000\\u202f000")
    '1,000,000'
    >>> reader_view("3\\u20444")
    '3/4'
    >>> reader_view("Chapter \\u216b")
    'Chapter XII'
    """
    if token.isascii():
        return token
    token = unkeycapped(token)  # "1️⃣" -> "1": a keycap is its digit in a box, like "①"
    if any(unicodedata.combining(ch) for ch in token):
        token = unicodedata.normalize("NFC", token)  # "e\u0301" -> "é": a letter the grammars know
    token = _grouped(token)
    out = []
    for k, ch in enumerate(token):
        if ch.isascii():
            out.append(ch)
        elif ord(ch) in _ENCLOSED:
            folded = unicodedata.normalize("NFKC", ch)  # "①" -> "1", "⒜" -> "(a)"
            before, after = token[k - 1:k], token[k + 1:k + 2]
            # kept apart from a digit written next to it ("①1" is 1 and 1, never 11)
            out.append((" " if before.isdecimal() else "") + folded + (" " if after.isdecimal() else ""))
        elif ch in GROUP_SPACES:
            out.append(ch)  # a group space (made a comma below) or a space
        elif ch.isspace():
            out.append(" ")
        elif ch in SLASHES:
            out.append(SLASHES[ch])
        elif ord(ch) in _ROMAN_NUMERALS:
            out.append(unicodedata.normalize("NFKC", ch))
        else:
            out.append(ch)
    text = "".join(out)
    return _GROUP_SPACE.sub(" ", text) if any(space in text for space in GROUP_SPACES) else text


__all__ = ["GROUP_SPACES", "SLASHES", "reader_view", "tokenizer_view"]
