"""Designations of US government documents: congressional resolutions and agency report numbers.

Part of `tnfst.context.ContextReadings.decide` (one rule in its chain, asked first, for the
tokens of `may_read` only: "H.Res" would otherwise be read as a web address's letters); like every context decision, a reading here is
kept only where a grammar of the active constraints licenses it for the token (`tnfst.api._in_context`):
the resolution forms by their rows in ``grammars/en/words/context_abbreviations.tsv``, the report
numbers by the number guard. The rules:

* **congressional resolutions**: the prefixes Congress.gov and the GPO Style Manual (chapter 9,
  "Abbreviations and letter symbols": legislative documents) give the resolutions of the House and
  the Senate, "H.Res.", "S.Res.", "H.J.Res.", "S.J.Res.", "H.Con.Res.", "S.Con.Res.", written as one
  token before a number, are said as members, clerks and C-SPAN say them: the chamber's letters
  spelled and "res" ("H.Res. 757" -> "h res seven hundred fifty seven", "H.J.Res. 7" -> "h j res
  seven", "S.Con.Res. 5" -> "s con res five"), never the letters of "Res" ("h r e s", what the model
  said) nor "S.Res." kept as written; written with spaces ("H. Res. 24", "S. J. Res. 38") the
  "Res." after the chamber's letter is said "res" too (``<self>``), not "resolution" (the council's
  "Res. No. 2024-118", `tnfst.abbreviation_context`, stays "resolution"). The training data holds
  no such prefix;
* **bills and resolutions glued to their number**, as Congress.gov titles them ("H.R.3684",
  "S.2938", "H.Res.757", "S.J.Res.38"; and the dotted state prefixes "S.B.1047", "A.B.5") -> the
  prefix as above ("h r", "s", "h res") and the number as a bill's number is said beside a spaced
  prefix (`tnfst.context._bill_number`): four digits in pairs ("thirty six eighty four"), else its
  cardinal; the model said "s point two nine three eight" and "h r three six eight four". The
  number guard licenses these readings;
* **a district's or a model's code in the possessive**: capitals, a dash and a number of one or two
  digits with "'s" ("TX-23's incumbent", "CA-12's voters", "the F-16's engine") -> the letters
  spelled, the number as `tnfst.context._model_number` says the code without "'s" (a cardinal; a
  leading zero digit by digit, "AZ-06's" -> "a z o six's") and "'s"; the model said "t x two three s";
* **roll-call votes**: the number after "Roll Call" ("Roll Call 145", the Clerk of the House's
  roll-call numbers) -> its cardinal, not the digits of a number to dial after "call"
  (`tnfst.context._dialled`: "Call 911");
* **age brackets of a survey**: a range of two ages before "year-olds" ("among 18-29 year-olds",
  the crosstabs of Pew, Gallup and the Census Bureau's tables) -> the grammar's reading with "to"
  ("eighteen to twenty nine"), as the same range before "year olds" is read; the model said
  "eighteen twenty nine";
* **agency report numbers**: capitals, a dash, a two-digit fiscal year, a dash and a serial number,
  with at most two letters after it ("GAO-24-105733", "GAO-09-232G", "OIG-23-15": the Government
  Accountability Office numbers its products so, "GAO-" and the fiscal year, and inspectors general
  follow it) -> the letters spelled, the year as it is said ("twenty four", "o nine"), a pause (the
  number guard's reading of a dash between two digit groups, a comma in plain text) and the serial
  as `tnfst.dashes` says DATED_ID's ("CVE-2024-3094"): four digits without a leading zero in pairs,
  one or two digits as a cardinal, any other digit by digit, zero "o" ("g a o twenty four, one o
  five seven three three"); the model said "gallons twenty four, one hundred five thousand ...".
  A part number (after "part", "SKU", "item" within `tnfst.dashes.PART_WINDOW` tokens) is left to
  `tnfst.dashes`. The training data
  holds no such number.

Pure: no file access, nothing compiled beyond two regular expressions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst import dashes, special
from tnfst.code_numbers import digits_said

__all__ = ["GLUED_BILLS", "RESOLUTION_FORMS", "REPORT_NUMBER", "may_read", "document_reading", "glued_bill_reading",
           "report_number_reading"]

#: Congress.gov's and the GPO Style Manual's resolution prefixes as the tokenizer gives them (the
#: final period apart), and how each is said.
RESOLUTIONS = {"H.Res": "h res", "S.Res": "s res", "H.J.Res": "h j res", "S.J.Res": "s j res",
               "H.Con.Res": "h con res", "S.Con.Res": "s con res"}
#: The tokens this module reads: the glued prefixes, and "Res" of a prefix written with spaces.
RESOLUTION_FORMS = frozenset(RESOLUTIONS) | {"Res"}
#: The chamber before "Res" in a prefix written with spaces, as the tokenizer gives it ("H. Res.",
#: "S. J. Res." -> "S. J.", "Res"; "H. Con. Res." -> "H.", "Con", ".", "Res").
_SPACED_BEFORE = frozenset({"H.", "S.", "H. J.", "S. J.", "H.J.", "S.J."})
#: Bill prefixes with their periods, glued to the number (Congress.gov; the states' dotted forms).
GLUED_BILLS = {"H.R.": "h r", "S.": "s", "H.B.": "h b", "S.B.": "s b", "A.B.": "a b", "H.F.": "h f",
               "S.F.": "s f", "L.B.": "l b", "L.D.": "l d"} | {f"{form}.": said for form, said in RESOLUTIONS.items()}
_GLUED_BILL = re.compile(r"((?:[A-Z][a-z]{0,2}\.){1,4})([1-9]\d{0,4})")
_GLUED_LEADS = frozenset(form[0] for form in GLUED_BILLS)
#: A code of capitals, a dash and a number of one or two digits, in the possessive ("TX-23's").
_POSSESSIVE_CODE = re.compile(r"([A-Z]{1,3})[-–]([1-9]\d?|0\d)(['’]s)")
#: The words after an age bracket ("18-29 year-olds").
AGE_WORDS = frozenset({"year-olds", "year-old", "yr-olds", "year‑olds"})
_AGE_RANGE = re.compile(r"[1-9]\d?[-–][1-9]\d?")
#: A report number: capitals, a two-digit fiscal year, a serial, at most two letters after it.
REPORT_NUMBER = re.compile(r"([A-Z]{2,6})[-–](\d\d)[-–]([1-9]\d{1,6}|0\d{2,6})([A-Z]{0,2})")


def may_read(token: str, prev: str = "", nxt: str = "") -> bool:
    """The cheap test of the chain: whether `token` (between `prev` and `nxt`) has a shape this module reads."""
    if nxt in AGE_WORDS:
        return _AGE_RANGE.fullmatch(token) is not None
    if prev in ("Call", "call") and token.isdigit():
        return True
    if token[-1:] == "s" and token[-2:-1] in ("'", "’"):
        return _POSSESSIVE_CODE.fullmatch(token) is not None
    if token[-1:].isdigit() and token[:1] in _GLUED_LEADS and "." in token:
        return _GLUED_BILL.fullmatch(token) is not None
    return token in RESOLUTION_FORMS or ("-" in token or "–" in token) and token[:1].isupper() \
        and token[-1:].isalnum() and REPORT_NUMBER.fullmatch(token) is not None


def document_reading(tokens: Sequence[str], i: int,
                     readings_of: Callable[[str], list[str]] | None = None) -> str | None:
    """The reading of `tokens[i]` by the rules of the module docstring, or None. `readings_of(token)`:
    the grammar's licensed readings, best first (the age brackets choose among them)."""
    token = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if nxt in AGE_WORDS and _AGE_RANGE.fullmatch(token):
        first, second = re.split("[-–]", token)
        if readings_of is None or int(first) >= int(second):
            return None
        return next((r for r in readings_of(token) if " to " in f" {r} "), None)
    after = tokens[i + 2] if nxt == "." and i + 2 < len(tokens) else nxt
    if token.isdigit():
        return _roll_call(tokens, i)
    possessive = _POSSESSIVE_CODE.fullmatch(token)
    if possessive is not None:
        letters, number, mark = possessive.groups()
        return f"{' '.join(letters.lower())} {_year(number)}{mark}"
    glued = _GLUED_BILL.fullmatch(token)
    if glued is not None:
        return glued_bill_reading(token)
    if token in RESOLUTIONS:
        return RESOLUTIONS[token] if after[:1].isdigit() else None
    if token == "Res":
        spaced = i > 0 and (tokens[i - 1] in _SPACED_BEFORE or i > 2 and tokens[i - 1] == "." and tokens[i - 2] == "Con"
                            and tokens[i - 3] in _SPACED_BEFORE)
        return special.SELF if spaced and after[:1].isdigit() else None
    if any(t.lower() in dashes.PART_WORDS for t in tokens[max(0, i - dashes.PART_WINDOW):i]):
        return None  # "Part No. AB-12-345": a catalogue number (tnfst.dashes)
    return report_number_reading(token)


def _roll_call(tokens: Sequence[str], i: int) -> str | None:
    """The cardinal of a roll call's number ("Roll Call 145" -> "one hundred forty five"), or None."""
    from tnfst.constraints.number_guard import cardinal_words

    if i < 2 or tokens[i - 1] not in ("Call", "call") or tokens[i - 2] not in ("Roll", "roll"):
        return None
    said = cardinal_words(tokens[i])
    return " ".join(said) if said else None


def _year(digits: str) -> str:
    """A two-digit year as it is said: "24" -> "twenty four", "09" -> "o nine", "00" -> "o o"."""
    from tnfst.constraints.number_guard import cardinal_words

    if digits[0] == "0":
        return digits_said(digits)
    return " ".join(cardinal_words(digits) or [])


def _serial(digits: str) -> str:
    """A serial number: four digits in pairs where they have a year's reading ("1057" -> "ten fifty
    seven"), one or two digits without a leading zero a cardinal, any other its digits ("o" for zero)."""
    from tnfst.constraints.number_guard import cardinal_words, year_words

    paired = year_words(digits)
    if paired:
        return " ".join(paired[0])
    if len(digits) <= 2 and digits[0] != "0":
        return " ".join(cardinal_words(digits) or [])
    return digits_said(digits)


def report_number_reading(token: str) -> str | None:
    """"GAO-24-105733" -> "g a o twenty four sil one o five seven three three", or None where
    `token` is no report number."""
    match = REPORT_NUMBER.fullmatch(token)
    if match is None:
        return None
    letters, year, serial, suffix = match.groups()
    words = [" ".join(letters.lower()), _year(year), special.SIL, _serial(serial)]
    if suffix:
        words.append(" ".join(suffix.lower()))
    return " ".join(words)


def glued_bill_reading(token: str) -> str | None:
    """"H.R.3684" -> "h r thirty six eighty four", "S.2938" -> "s twenty nine thirty eight", "H.Res.757"
    -> "h res seven hundred fifty seven"; None where `token` is no listed prefix glued to a number."""
    from tnfst.constraints.number_guard import cardinal_words, year_words

    match = _GLUED_BILL.fullmatch(token)
    if match is None or match.group(1) not in GLUED_BILLS:
        return None
    number = match.group(2)
    paired = year_words(number) if len(number) == 4 else []
    said = paired[0] if paired else cardinal_words(number)
    return f"{GLUED_BILLS[match.group(1)]} {' '.join(said)}" if said else None
