"""Numbers that the words before them make codes, said digit by digit (DIGIT).

A number alone is ambiguous between its cardinal ("seven hundred forty seven") and its
digits ("seven four seven"); the model decides from the characters around it and often
says the cardinal. Where the word before it names a code, `digit_reading` decides:

* **aircraft and flights**: three digits right after "boeing" (in lower case, as a link's
  text) or "Airbus", and one to four after "flight", are said digit by digit, zero as "o"
  ("boeing 707" -> "seven o seven", "flight 006" -> "o o six"). Google's training data
  (proteno, google-tsv-sample) reads all nine such tokens so (six after "boeing", one after
  "Airbus", two after "flight"), but "Boeing 747-400" as a cardinal (four of four), and
  LibriTTS/EngConf say "Boeing 737" "seven hundred thirty seven": a capitalised "Boeing",
  and a number followed by "-", are left to the model;
* **PINs and passcodes**: four to eight digits after "passcode" or "OTP", and four after
  "PIN", within the five tokens before ("The PIN for the gate is 4821" -> "four eight two
  one"): a PIN is never a quantity (an Indian postal "PIN 503165", six digits, stays the
  model's cardinal);
* **one-time codes in spaced groups**: two to four groups of two to four digits, all of one
  length, after "code", "PIN", "passcode", "OTP", "2FA" or "verification" within the five
  tokens before the first group ("Your 2FA code is 839 201" -> "eight three nine two o one");
  a code in one token stays the rule above's (`_spaced_code`);
* **type codes of letters and numbers**: a number of two digits or more between two capital
  letters written as tokens of their own ("M 16 A 2", "R 134 A", "B 001 Q"), or between a code
  in capitals and its dash and one capital letter ("C - 130 T", "YB - 50 C", "MBV- 747 T"), is
  said digit by digit ("one six", "one three o"): 13 of the 13 such numbers in the training
  data are. After a code of two capitals or more with no dash ("MD 194 C", "SR 25 A": routes)
  the data says the cardinal three times in four, and the rule leaves them to the model, as it
  does a single digit ("H 5 N 1", the same either way) and a number not followed by one
  capital letter ("U 19 :", "A 45 .": cardinals, 14 of 22);
* **years of a citation with a letter**: a year followed by a letter of its own and a comma,
  a bracket, a semicolon or a period ("Ogden 2013 a ,", "Hall , D. T. ( 1986 a )": the second
  work of an author that year) is said digit by digit ("two o one three"), as the two such
  years of the training data are (only two: thin evidence, but no counter-example; a year
  before a letter and a word, "In 1976 a conference", is a year, nine of nine).

`tnfst.context.ContextReadings.decide` calls it; the pipeline keeps a reading only where
a grammar licenses it (the DIGIT rule does). Pure: no file access, nothing compiled.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Words right before a number that make it a type or flight number: word (in lower case) ->
#: digits it may have.
CODE_WORDS = {"boeing": re.compile(r"\d{3}"), "airbus": re.compile(r"\d{3}"), "flight": re.compile(r"\d{1,4}")}
#: Words of `CODE_WORDS` that count only as written in lower case ("boeing 747", not "Boeing 747").
LOWER_CASE_ONLY = frozenset({"boeing"})
#: Words a few tokens before a number that make it a secret code ("PIN", "passcode").
SECRET_WORDS = frozenset({"pin", "passcode", "otp"})
#: How many tokens back a `SECRET_WORDS` word may stand.
SECRET_WINDOW = 5
#: Digits of a PIN: a bank card's PIN has four ("PIN" before six digits is an Indian postal code).
PIN_DIGITS = 4
_SECRET = re.compile(r"\d{4,8}")
#: One group of a code written in spaced groups ("839 201").
_GROUP = re.compile(r"\d{2,4}")
#: Words a few tokens before a code in spaced groups that make it a one-time code ("Your 2FA code
#: is 839 201", "Use code 604 118"): the secrets' words and "code" itself.
SPACED_CODE_WORDS = SECRET_WORDS | {"code", "codes", "2fa", "mfa", "verification", "one-time"}
#: Words that may stand between such a word and the code ("code is", "PIN:").
CODE_LINKS = frozenset({"is", "was", "will", "be", "reads", ":", "-", "–", "#", "number", "no."})
#: One capital letter, a token of its own, on both sides of a type code's number ("M 16 A 2").
_LETTER = re.compile(r"[A-Z]")
#: A code in capitals before its dash ("C", "YB"; "MBV-" with the dash glued to it).
_CODE = re.compile(r"[A-Z]{1,5}")
_CODE_DASH = re.compile(r"[A-Z]{1,5}-")
#: A year that a citation may carry, and the letter after it ("2013 a ,").
_CITED_YEAR = re.compile(r"1\d{3}|20\d{2}")
_YEAR_LETTER = re.compile(r"[a-z]")
#: What closes a citation after the year's letter.
_CITATION_END = frozenset({",", ")", ";", ".", ":"})
_NAMES = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def digits_said(token: str) -> str:
    """"707" -> "seven o seven" (zero as "o", as Google's DIGIT tokens say it)."""
    return " ".join(_NAMES[int(d)] for d in token)


def digit_reading(tokens: Sequence[str], i: int) -> str | None:
    """The digits of `tokens[i]` where the words before it make it a code (module docstring),
    else None. Never raises on odd tokens: anything that is not plain ASCII digits is None."""
    if i <= 0 or i >= len(tokens):
        return None
    token = tokens[i]
    if not token.isascii() or not token.isdigit():
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    cue = tokens[i - 1].lower()
    pattern = None if cue in LOWER_CASE_ONLY and tokens[i - 1] != cue else CODE_WORDS.get(cue)
    if pattern is not None and pattern.fullmatch(token) and nxt not in ("-", "–"):
        return digits_said(token)
    if len(token) >= 2 and _LETTER.fullmatch(nxt) and _after_code(tokens, i) and not _opening_article(tokens, i):
        return digits_said(token)
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if _CITED_YEAR.fullmatch(token) and _YEAR_LETTER.fullmatch(nxt) and after in _CITATION_END:
        return digits_said(token)
    if _GROUP.fullmatch(token) and (_GROUP.fullmatch(nxt) or _GROUP.fullmatch(tokens[i - 1])):
        spaced = _spaced_code(tokens, i)
        if spaced:
            return spaced
    if _SECRET.fullmatch(token):
        before = tokens[max(0, i - SECRET_WINDOW):i]
        cues = {t.lower() for t in before} & SECRET_WORDS
        if cues == {"pin"} and len(token) != PIN_DIGITS:
            return None  # India's six-digit postal PIN codes are cardinals in the data's style
        if cues and not any(t.isdigit() for t in before):
            return digits_said(token)
    return None


def _spaced_code(tokens: Sequence[str], i: int) -> str | None:
    """The digits of `tokens[i]` when it is one group of a one-time code written in spaced groups
    of equal length ("Your code is 839 201", "PIN 12 34", "Use code 604 118"): two to four groups of
    two to four digits, after a word of `SPACED_CODE_WORDS` within `SECRET_WINDOW` tokens before
    the first group and only words of `CODE_LINKS` between them (sign-in codes are printed so to be read digit by digit: NIST SP 800-63B's
    look-up and out-of-band secrets are digit strings). Else None."""
    start = i
    while start > 0 and _GROUP.fullmatch(tokens[start - 1]):
        start -= 1
    end = i + 1
    while end < len(tokens) and _GROUP.fullmatch(tokens[end]):
        end += 1
    groups = tokens[start:end]
    if not 2 <= len(groups) <= 4 or len({len(g) for g in groups}) != 1:
        return None
    before = [t.lower() for t in tokens[max(0, start - SECRET_WINDOW):start]]
    cue = max((k for k, t in enumerate(before) if t in SPACED_CODE_WORDS), default=None)
    if cue is None or not all(t in CODE_LINKS for t in before[cue + 1:]):
        return None  # "The code has 120 300 lines": a count (spaced thousands), not the code
    return digits_said(tokens[i])


def _opening_article(tokens: Sequence[str], i: int) -> bool:
    """Whether the "A" before `tokens[i]` is the article that opens a sentence ("A 15 A breaker"),
    not a type code's letter."""
    return tokens[i - 1] == "A" and (i == 1 or tokens[i - 2] in (".", "!", "?"))


def _after_code(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` follows one capital letter ("M 16") or a capitals code and a dash
    ("C - 130", "MBV- 747"): a type code's number (module docstring)."""
    prev = tokens[i - 1]
    if _LETTER.fullmatch(prev) or _CODE_DASH.fullmatch(prev):
        return True
    return prev == "-" and i >= 2 and _CODE.fullmatch(tokens[i - 2]) is not None
