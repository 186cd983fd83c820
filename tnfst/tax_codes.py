"""A UK tax code after "tax code" or "code": "1257L" -> "twelve fifty seven l", never liters.

Part of `tnfst.context.ContextReadings.decide`. HMRC's PAYE tax codes are a number (the tax-free
allowance in tens of pounds) and a suffix letter (L, M, N, T), with a prefix for Scotland (S),
Wales (C) or negative allowances (K): "1257L", "S1257L", "K475" (HMRC, "Tax codes", gov.uk). Said as
the number in pairs and the letters by name ("twelve fifty seven L"), as payroll staff say them;
elsewhere "1257L" is an amount in liters. Read only right after "code", "code is" or "code:" ("tax code
1257L", "your tax code is 1257L"). The number is the CODE_PAIRS
reading, the letters spelled. No training token has the form. Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

_TAX_CODE = re.compile(r"([SC]?K?)([1-9]\d{2,3})([LMNT]?)")
CODE_WORDS = frozenset({"code", "codes"})


def tax_code_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The reading of a tax code right after "code" (module docstring), else None."""
    if rule_readings_of is None or i == 0:
        return None
    before = tokens[i - 1].lower()
    if before in ("is", ":", "was") and i > 1:
        before = tokens[i - 2].lower()  # "your tax code is 1257L", "Tax code: 1257L"
    if before not in CODE_WORDS:
        return None
    m = _TAX_CODE.fullmatch(tokens[i])
    if m is None or not (m.group(1) or m.group(3)):
        return None
    number = next(iter(rule_readings_of("CODE_PAIRS", m.group(2))), None)
    if number is None:
        return None
    letters = [ch.lower() for ch in m.group(1)]
    return " ".join(letters + [number] + ([m.group(3).lower()] if m.group(3) else []))


__all__ = ["CODE_WORDS", "tax_code_reading"]
