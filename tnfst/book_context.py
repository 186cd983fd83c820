"""Context readings for forms that books and letters write: month-first dates, numbered headings,
ranges before punctuation.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.everyday_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it for the token (`tnfst.api._in_context`). Found on
NeMo's LibriTTS evaluation sentences (an outside development set, read, never copied), checked
on the training data (the regrouped Proteno sentences, 24,760, which hold train_10000). The rules:

* **month-first dates are read in the order written**: "October 6th", "MARCH 20", "AUG. 3",
  "Oct 2", "June 5th, 1849" -> "october sixth", "august third", "june fifth eighteen forty nine"
  (the grammar's first reading that begins with the month), never the day-first "the sixth of
  october" the model sometimes says for a date without a year (diaries: "MAY 6.-Last evening").
  The training data reads every such date month first: 192 of 192 without a year, 1,618 of
  1,618 with one. Day-first dates ("3 June") are `tnfst.context`'s, read "the third of june";
* **a Roman numeral heading a sentence** ("XII. Darkness", "XIX. Tabooed Acts", "IV: The
  Return", "II.--HOW"): a numeral of two letters or more, of I, V, X, L and C, first in its
  sentence and followed by a period, a colon or a dash, is its cardinal ("twelve"), as chapter
  numbers are said (NeMo's LibriTTS readings; the training data reads its sentence-first
  numerals before punctuation as cardinals: "VIII ," -> "eight", "II ," -> "two"), never "the
  twelfth" nor its letters;
* **a colon after a number and before a word** ("2: PROOFS AND EVIDENCES", "Scene 2:--") is
  punctuation, kept as written (silent), never the "to" of a ratio ("4:3", "16:9", which a
  number follows): the training data keeps 83 of 85 colons between a number and a word (the
  other two are ratios with a word: "1 : scale");
* **a range of counts before punctuation** ("pp. 23-26.", "the 2-8.", "verses 37-42,") is
  "twenty three to twenty six", never the two numbers run together: the training data says
  "to" for 68 of 75 such ranges before ".", ",", ";", ":" or ")" (Kestrel splits them at the
  dash); the 7 others are consecutive pages ("p. 57-58" said without "to"), which this rule
  leaves to the model (`tnfst.context._counted_range` reads the ranges before a lowercase word).

Known limitations: "2.XXVI" (a part and a chapter in one token) and "IVth" (a Roman ordinal) are
left to the model; the month must be written out or abbreviated with letters ("Oct", "Sept."),
not as a number ("10/6" is `tnfst.context`'s month/day rule).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

Readings = Callable[[str], list[str]] | None

#: Month names and their abbreviations (grammars/en/date/month.tsv, CLDR), lowercase, with the
#: spoken name each begins its reading with.
MONTHS = {
    "january": "january", "jan": "january", "february": "february", "feb": "february", "march": "march",
    "mar": "march", "april": "april", "apr": "april", "may": "may", "june": "june", "jun": "june",
    "july": "july", "jul": "july", "august": "august", "aug": "august", "september": "september",
    "sep": "september", "sept": "september", "october": "october", "oct": "october", "november": "november",
    "nov": "november", "december": "december", "dec": "december"}
_MONTH_FIRST = re.compile(r"([A-Za-z]{3,9})\.? (?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th|d|ST|ND|RD|TH)?\.?"
                          r"(?:,? \d{3,4})?,?")
#: A Roman numeral of I, V, X, L and C (no D or M: "MD", "CD" are abbreviations).
_ROMAN = re.compile(r"(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
#: Tokens after a sentence-first numeral that make it a heading ("XII. Darkness", "IV: ...").
HEADING_MARKS = frozenset({".", ":", "--", "—", "–", "-", ".--", ".—"})
_RANGE = re.compile(r"([1-9]\d{0,2})[-–]([1-9]\d{0,2})")
#: Punctuation tokens a rule here reads (`tnfst.context` skips other punctuation on its fast path).
SYMBOLS = frozenset({":"})
#: Punctuation after a range that ends its phrase ("pp. 23-26.", "37-42,").
RANGE_ENDS = frozenset({".", ",", ";", ":", ")", "]"})


def book_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The reading of `tokens[i]` by the rules of the module docstring, or None."""
    token = tokens[i]
    lead = token[:1]
    if lead.isalpha():
        return month_first_date(token, readings_of) or heading_numeral(tokens, i)
    if lead.isdigit():
        return range_before_punctuation(tokens, i)
    if token == ":":
        return colon_after_number(tokens, i)
    return None


def month_first_date(token: str, readings_of: Readings) -> str | None:
    """A date written month first ("October 6th", "AUG. 3", "June 5th, 1849"): the grammar's
    first reading that begins with the month's name ("october sixth"), or None."""
    m = _MONTH_FIRST.fullmatch(token)
    if readings_of is None or not m:
        return None
    month = MONTHS.get(m.group(1).lower())
    if month is None:
        return None
    for reading in readings_of(token):
        if reading.split(" ", 1)[0] == month:
            return reading
    return None


def roman_cardinal(token: str) -> int | None:
    """The value of a Roman numeral of I, V, X, L and C in capitals ("XIX" -> 19), else None."""
    if not token or not _ROMAN.fullmatch(token):
        return None
    total = 0
    for a, b in zip(token, token[1:] + " "):
        va, vb = _ROMAN_VALUES[a], _ROMAN_VALUES.get(b, 0)
        total += -va if va < vb else va
    return total


def heading_numeral(tokens: Sequence[str], i: int) -> str | None:
    """A Roman numeral of two letters or more first in its sentence (after an opening quote or
    bracket at most) before a heading mark (`HEADING_MARKS`): its cardinal ("XII." -> "twelve")."""
    token = tokens[i]
    if len(token) < 2 or any(t.isalnum() for t in tokens[:i]) or i + 1 >= len(tokens):
        return None
    if tokens[i + 1] not in HEADING_MARKS:
        return None
    value = roman_cardinal(token)
    if value is None or not set(token) & set("IV"):  # not "CC", "XL", "LX": sizes, abbreviations
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(str(value)))


def colon_after_number(tokens: Sequence[str], i: int) -> str | None:
    """The colon itself (kept as written: the VERBATIM grammar's self reading) for a colon token
    after a number of digits and not before a token that begins with a digit ("2: PROOFS",
    "Scene 2:--"), else None (a ratio, "4 : 3", stays the model's)."""
    if tokens[i] != ":" or i == 0 or not tokens[i - 1].isdigit():
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if nxt[:1].isdigit():
        return None
    return ":"


def range_before_punctuation(tokens: Sequence[str], i: int) -> str | None:
    """A rising range of counts of at most three digits each, not of consecutive numbers, before
    a punctuation mark that ends its phrase (`RANGE_ENDS`): "23-26." -> "twenty three to twenty
    six"."""
    m = _RANGE.fullmatch(tokens[i])
    if not m or i + 1 >= len(tokens) or tokens[i + 1] not in RANGE_ENDS:
        return None
    low, high = int(m.group(1)), int(m.group(2))
    if high <= low + 1:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(m.group(1))) + " to " + " ".join(cardinal_words(m.group(2)))
