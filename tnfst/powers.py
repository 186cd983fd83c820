"""Superscript and subscript digits, rewritten into the forms the readers know.

Writers put exponents and chemical counts in raised or lowered digits: ``5²``, ``10⁻³``,
``E = mc²``, ``πr²``, ``x⁻¹``, ``H₂O``, ``CO₂``. These are not decimal digits (Unicode
category No), so `tnfst.digits` leaves them alone, and before this module a token holding one
was left as written ("could not read '5²'") or read with the mark and a letter dropped
(``mc²`` -> "c", ``πr²`` -> "pi").

* A run of superscript digits (with an optional raised sign ``⁻``/``⁺``) glued to what it
  raises becomes a caret exponent, which the number guard reads "to the power of":
  ``5²`` -> ``5^2``, ``10⁻³`` -> ``10^-3``, ``mc²`` -> ``mc^2``.
* A unit keeps its mark, since the measure grammar reads it as a power of the unit: ``m²``,
  ``km²``, ``cm³`` and ``m/s²`` after a number say "square", "cubic", "per second squared".
  Only ² and ³ are such marks (`tnfst.tokenize` joins them to units); a unit raised to another
  power (``m⁴``) is an exponent.
* Subscript digits become plain digits: ``H₂O`` -> ``H2O`` ("h two o"), ``CO₂`` -> ``CO2``.
* A superscript with nothing before it to raise (a footnote mark alone, ``²``) becomes its digit.

Pure functions, no state; the caller passes the unit test (`tnfst.tokenize.is_unit`).
"""

from __future__ import annotations

import re
from typing import Callable

_SUPER = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUPER_SIGNS = "⁻⁺"
_SUB = "₀₁₂₃₄₅₆₇₈₉"
_RAISED_TO_ASCII = str.maketrans(_SUPER + _SUPER_SIGNS, "0123456789-+")
_LOWERED_TO_ASCII = str.maketrans(_SUB, "0123456789")
_MARKS = frozenset(_SUPER + _SUPER_SIGNS + _SUB)
#: A raised run and what stands before it: the letters glued to it (a unit or a variable),
#: or one other base character (a digit, a closing bracket), or nothing.
#: (Superscript digits are word characters to `re`, so the letters leave them out.)
_RAISED = re.compile(rf"(?P<letters>[^\W\d_{_SUPER}{_SUB}]*)(?P<base>[\d)\]]?)(?P<run>[{_SUPER_SIGNS}]?[{_SUPER}]+)")
#: The marks a unit takes in the measure grammar ("m²", "ft³").
UNIT_POWERS = "²³"


def has_marks(token: str) -> bool:
    """True when `token` holds a superscript or subscript digit or sign."""
    return not token.isascii() and any(ch in _MARKS for ch in token)


def fold_powers(token: str, is_unit: Callable[[str], bool]) -> str:
    """`token` with its raised and lowered digits rewritten (see the module docstring).

    `is_unit(text)` says whether the letters before a ² or ³ are a unit of the measure grammar.

    >>> fold_powers("10⁻³", lambda _: False)
    '10^-3'
    >>> fold_powers("H₂O", lambda _: False)
    'H2O'
    >>> fold_powers("m²", lambda text: text == "m")
    'm²'
    """
    if not has_marks(token):
        return token

    def rewrite(match: re.Match[str]) -> str:
        letters, base, run = match.group("letters"), match.group("base"), match.group("run")
        if not letters and not base:
            return run.translate(_RAISED_TO_ASCII)  # nothing to raise: the digit itself
        if letters and not base and run in UNIT_POWERS and is_unit(letters):
            return match.group()  # a unit's square or cube, read by the measure grammar
        return letters + base + "^" + run.translate(_RAISED_TO_ASCII)

    return _RAISED.sub(rewrite, token).translate(_LOWERED_TO_ASCII)


__all__ = ["UNIT_POWERS", "fold_powers", "has_marks"]
