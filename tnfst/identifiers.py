"""Identifiers of software, listings and financial tables, read by their context-only rules
(grammars/en/identifiers.py; `tnfst.context.ContextReadings.decide` asks `identifier_reading`).

* a package pinned to a version ("Install typescript@5.3", "react@18.2.0": npm's "<name>@<version>")
  -> "typescript at five point three" (PACKAGE_VERSION), not the e-mail reading "five dot three"
  (the token looks like an address: the rule is asked before `electronic_context`);
* a listing's or an order's letters glued to "#" and its number ("MLS#4412873", "MLS# 220015483")
  -> "m l s number four four one two ..." (LISTING_NUMBER), not "m l s hash four million ...";
* a year with an analyst's "E" (estimate) or "A" (actual) ("2025E", "2024A", "FY25E") -> "twenty
  twenty five e" (ESTIMATE_YEAR), not "two thousand twenty five e": a year is said as a year;
* an amount in parentheses after its currency sign, the accountant's negative ("EPS of $(0.12)",
  "$(3.5)M") -> "negative twelve cents" (ACCOUNTING_NEGATIVE), never "dollars zero point one two";
* "P/N" and "S/N" before a code -> "part number", "serial number" (SHORTHAND), not "p n";
* a serial's or a part's code of letters and digits in hyphenated groups, after a label of
  `CODE_LABELS` among the three tokens before it ("Serial # 4C2-99817-X", "S/N 7B-113-QX") -> every
  character said ("four c two nine nine eight one seven x", SERIAL_CODE), never a cardinal
  ("ninety nine thousand ..."); only a code with a group of letters and digits mixed or with three
  groups or more ("HX-2200", "88412-BL" stay the other rules');
* a ratio of two words with a slash before "ratio" or "multiple", or before "of", "at", "is" or
  "was" and a figure ("Net debt/EBITDA of 2.1x", "the debt/equity ratio") -> "debt to ebitda"
  (WORD_RATIO); never a pair of pronouns or conjunctions ("and/or", "he/she": `_NO_RATIO`) or of a
  unit ("feet/second").

Every token is first matched against one precompiled pattern (`CANDIDATE`); only those are read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: The four shapes, one rule each (the patterns of grammars/en/rules.RULE_PATTERNS).
_SHAPES = (
    ("PACKAGE_VERSION", re.compile(r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*@[\^~]?(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){0,3}")),
    ("LISTING_NUMBER", re.compile(r"[A-Z]{2,5}#(?:\d{4,12})?")),
    ("ESTIMATE_YEAR", re.compile(r"(?:19|20)\d\d[EA]|FY\d{2}(?:\d{2})?[EA]")),
    ("ACCOUNTING_NEGATIVE", re.compile(r"[$€£¥]\(\d[\d,]*(?:\.\d+)?\)(?:K|M|B|k|m|bn|mn|mm|MM)?")),
)
#: The cheap test: a token that may have one of the shapes ("@" inside, "#" after capitals, a year
#: and a capital, "FY", a currency sign and "(").
CANDIDATE = re.compile(r"[a-z][^@\s]*@|[A-Z]{2,5}#|(?:19|20)\d\d[EA]\Z|FY\d|[$€£¥]\(|[PS]/N\Z"
                       r"|[A-Z0-9]{1,8}-[A-Z0-9-]*\d|\d[A-Z0-9]*-|[A-Za-z][a-z]{2,15}/[A-Za-z]")
#: Words among the three tokens before a serial's or a part's code that name it ("Serial #", "SKU").
#: ("Part No. XJ-220-4" is `tnfst.dashes`'s: "x j two two o sil four", a pause before the last group.)
CODE_LABELS = frozenset({"serial", "s/n", "sn", "p/n", "pn", "sku", "model", "item", "product", "lot",
                         "batch", "upc", "mpn", "catalog", "cat"})
_SERIAL = re.compile(r"[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){1,3}")
_MIXED_GROUP = re.compile(r"(?:^|-)(?:[A-Z]+\d|\d+[A-Z])")
_WORD_RATIO = re.compile(r"([A-Za-z][a-z]{2,15})/([A-Z][a-z]{2,15}|[a-z]{3,15}|[A-Z]{2,8})")
#: Words after a ratio of words that name it ("the debt/equity ratio").
RATIO_NOUNS = frozenset({"ratio", "ratios", "multiple", "multiples"})
#: Words between a ratio of words and its figure ("debt/EBITDA of 2.1x").
RATIO_LINKS = frozenset({"of", "at", "is", "was", "near", "around", "below", "above", "under", "over", "to"})
#: Sides that make a slash "or" or "per", not a ratio: pronouns, conjunctions, units of time and measure,
#: pairs of opposites ("the over/under is 228.5", "the bid/ask spread").
_NO_RATIO = frozenset("""and or nor but yes not his her hers him she they them their its our the
second seconds minute minutes hour hours day days week weeks month months year years mile miles meter meters
metre metres foot feet inch inches gallon gallons pound pounds liter liters litre litres person unit units
share shares head
over under up down in out on off high low bid ask buy sell win wins loss losses pass fail true false read write
input output start end before after open close""".split())


def identifier_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The reading of `tokens[i]` by the rule of its shape (module docstring), or None. A "MLS#"
    alone is read only before a number ("MLS# 220015483")."""
    token = tokens[i]
    if rule_readings_of is None or not CANDIDATE.match(token):
        return None
    if token in ("P/N", "S/N"):
        readings = rule_readings_of("SHORTHAND", token) if i + 1 < len(tokens) and tokens[i + 1][:1].isalnum() else []
        return readings[0] if readings else None
    if "-" in token and _SERIAL.fullmatch(token):
        return _serial_code(tokens, i, rule_readings_of)
    if "/" in token:
        return _word_ratio(tokens, i, rule_readings_of)
    for rule, shape in _SHAPES:
        if shape.fullmatch(token):
            if token.endswith("#") and not (i + 1 < len(tokens) and tokens[i + 1][:1].isdigit()):
                return None
            readings = rule_readings_of(rule, token)
            return readings[0] if readings else None
    return None


def _serial_code(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """SERIAL_CODE's reading of a code after a label (module docstring), or None."""
    token = tokens[i]
    if not (_MIXED_GROUP.search(token) or token.count("-") >= 2) or not any(c.isdigit() for c in token):
        return None
    if not any(t.lower().rstrip(".:#") in CODE_LABELS for t in tokens[max(0, i - 3):i]):
        return None
    readings = rule_readings_of("SERIAL_CODE", token)
    return readings[0] if readings else None


def _word_ratio(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """WORD_RATIO's reading of a ratio of two words (module docstring), or None."""
    m = _WORD_RATIO.fullmatch(tokens[i])
    if m is None or m.group(1).lower() in _NO_RATIO or m.group(2).lower() in _NO_RATIO:
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if not (nxt in RATIO_NOUNS or (nxt in RATIO_LINKS and after[:1].isdigit())):
        return None
    readings = rule_readings_of("WORD_RATIO", tokens[i])
    return readings[0] if readings else None

