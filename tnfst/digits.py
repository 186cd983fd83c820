"""Digits in any script, folded to ASCII before a grammar reads a token.

Writers and OCR produce digits outside ASCII: fullwidth forms from East Asian
input methods (``５kg``, ``1５``), Arabic-Indic (``٣٤``), Devanagari (``४२``) and
every other Unicode decimal digit (category Nd). The covering grammars are
written over ASCII digits, so a token is folded first:

* fullwidth and halfwidth forms (U+FF01..U+FFEF) take their NFKC form
  (``５ｋｇ`` -> ``5kg``, ``＄５`` -> ``$5``);
* any other decimal digit becomes its ASCII digit (``٣٤`` -> ``34``).

* a power of ten written with superscript digits ("10⁸", "10⁻³", "3×10⁸") becomes the caret
  form the grammars and the number guard read ("10^8", "10^-3": "ten to the power of eight");
  only after "10", the base of scientific notation, so a footnote mark or a squared unit
  ("m²", "x²") stays as written.

Nothing else changes: NFKC is deliberately not applied to the whole token,
since it would turn ``½`` into ``1⁄2``, ``m²`` into ``m2`` and ``µ`` into ``μ``,
which the grammars read as written. Superscript and circled digits (``²``,
``①``) are not decimal digits (category No) and are left alone.

Pure functions, no state.
"""

from __future__ import annotations

import re
import unicodedata

_FULLWIDTH = range(0xFF01, 0xFFEF + 1)
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
#: "10" and a superscript exponent, not inside a longer number ("10⁸", "10⁻³"; not "110²").
_POWER_OF_TEN = re.compile(r"(?<![\d.])10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3})(?![⁰¹²³⁴⁵⁶⁷⁸⁹])")


def fold_char(ch: str) -> str:
    """One character folded (see the module docstring); most characters map to themselves."""
    if ch.isascii():
        return ch
    if ord(ch) in _FULLWIDTH:
        return unicodedata.normalize("NFKC", ch)
    if unicodedata.category(ch) == "Nd":
        return str(unicodedata.digit(ch))
    return ch


def fold_digits(text: str) -> str:
    """`text` with fullwidth forms and non-ASCII decimal digits folded to ASCII.

    >>> fold_digits("1５kg")
    '15kg'
    >>> fold_digits("٣٤")
    '34'
    >>> fold_digits("½ m²")
    '½ m²'
    >>> fold_digits("3×10⁸")
    '3×10^8'
    """
    if text.isascii():
        return text
    if "10" in text:
        text = _POWER_OF_TEN.sub(lambda m: "10^" + m.group(1).translate(_SUPERSCRIPTS), text)
    return "".join(fold_char(ch) for ch in text)


def has_digit(text: str) -> bool:
    """True when `text` holds a decimal digit of any script."""
    return any(ch.isdecimal() for ch in text)


__all__ = ["fold_char", "fold_digits", "has_digit"]
