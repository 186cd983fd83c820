"""Which licensed reading a number takes where its neighbours settle it (issue 12).

The grammars license a year, a cardinal and digit-by-digit readings for "1991", "the second"
and "two" for "II"; the DNC chooses, and on text it has not seen it sometimes chooses wrongly
("from 1913 - 1918" -> "one thousand nine hundred thirteen", "Block II" -> "block the
second"). Each rule below rests on the training data (the regrouped Proteno sentences,
24,760, which hold train_10000; validation_10000 as a check): a regularity of at least 90% of
at least 10 cases, its counts beside it. Counts of "year-like" numbers leave out 2000-2009 and
round hundreds, whose year and cardinal readings are the same words or do not exist.

* **"II" not after a regnal name or a title** (`tnfst.context.ContextReadings._regnal` is asked
  first: "Henry II" -> "the second") is the cardinal "two" ("World War II", "Grade II",
  "Block II", "topoisomerase II", "Vol II"): 21 of 21 in the training data (validation 4 of 4);
  the model said "the second" for 2 of them (and for 2 of the validation's 4). Other numerals are mixed there ("III" after a
  capitalised word: "three" 9, "the third" 3) and are left to the model;
* **two years around a dash or "to" that are not a season** ("1908 - 1915", "from 1991 to
  2014", the second later than the first, not the next year: those are
  `tnfst.spaced_ranges`'s cardinals): each a year ("nineteen o eight"): 276 of 276 year-like
  numbers in such pairs (the model said the cardinal for 4 of them; validation 12 of 12);
* **a year-like number before a dash and a number or a word** ("1975 - 6", "1823 - 34", "1988 -
  Singles", "( 1913 - )"; not before a quantity: "2012 - 66%", "1601 - 2500cc"), not a season
  (`tnfst.spaced_ranges` reads those first): a year: 39 of 39 (the model said the cardinal for
  1; validation 1 of 1);
* **a season written with a slash** ("1983 / 1984", "1988 / 89", "2011 / 12": a year from 1900
  to 2099 and the next, whole or as its last two digits): each number its cardinal ("one
  thousand nine hundred eighty three", "eighty nine"), as the data reads the dashed seasons:
  22 of 22 (the model said a year for 3; validation 2 of 2);
* **a year-like number after a word, "a", a bracket, a comma, a quote or a colon, or first in its
  sentence** ("in 1991", "Paris 1875", "( 1962 )", ", 1975", "c. 1272"), not after a code in
  capitals, a letter or a number ("MID 1967", "AB 1519", "u 2020": codes, digit by digit), and
  not before a dash, a slash or a colon (pairs, citations "1977 : 123"), a letter of its own
  ("1990 b"), a page ("1974 p. 426": digits) or a plural noun ("1250 students": a count): a year:
  2,850 of 2,852 (the others: "Fontanet , 1665 ext", "The 1878 was" digit by digit; the model
  said a cardinal for 3 of them; validation 75 of 76);
* **a number written with a leading zero** ("068", "0953", "007920"): its digits, zero as "o"
  ("o six eight"): 35 of 38 (the others: "007" -> "double o seven" and two misaligned tokens of
  "26 03 09"). Seasons ("2008 - 09" -> "nine") are `tnfst.spaced_ranges`'s, asked first; zeros
  alone ("00": "o o" twice, "zero" once) are left to the model.

* **a round hundred** of three digits after a word or a mark ("above 200", "near 900"): its
  cardinal, 127 of 129 in the training data (`_round_hundred`);
* **a round number** of four to seven digits ending in three zeros, not a year ("10000 people",
  "20000 years", "250000"; not "2000" nor "1000"-"2099"): its cardinal ("ten thousand"): 7 of 8
  such tokens in the training and validation data (the other: "5000" -> "five o o o"); fewer
  than ten, so the reading a newsreader gives, which they agree with. The model said "one o o o
  o" for "10000" and "two o o o o" for "20000" in everyday sentences. A ZIP code or an
  identifier after its label (`tnfst.designations`) is asked first.

`number_choice(tokens, i)` gives the reading of `tokens[i]` or None; `tnfst.context` asks it
after the code and season rules, and the pipeline keeps a reading only where a grammar licenses
it. Pure: no file access, nothing compiled; never raises on odd tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

from tnfst.code_numbers import digits_said

#: Tokens between the two years of a range ("1908 - 1915", "from 1991 to 2014").
RANGE_JOINERS = frozenset({"-", "–", "to"})
#: Dashes standing as tokens between two numbers.
DASHES = frozenset({"-", "–"})
#: Tokens after a year-like number that make it part of a pair or a citation, not a lone year.
NOT_ALONE_BEFORE = frozenset({"-", "–", "—", "/", ":"})
#: Lowercase words ending in "s" after a year that are not plural nouns ("1990 was", "in 1975 as").
S_WORDS = frozenset({"as", "was", "has", "is", "his", "its", "this", "thus", "plus", "whereas", "series"})
#: Marks before a year-like number that leave it a year (", 1975", "( 1962 )", ": 1991"); ""
#: stands for the sentence's start.
YEAR_PUNCTUATION = frozenset({"", "(", ",", '"', "“", ":", ";"})
#: Abbreviations before a year ("c. 1272" circa, "b. 1901" born, "d. 1950" died).
YEAR_ABBREVIATIONS = frozenset({"c.", "ca.", "b.", "d.", "fl."})
#: Words for a page after a number ("1974 p. 426"): a citation, left to the model.
PAGE_WORDS = frozenset({"p", "p.", "pp", "pp."})
#: The first and last year a slashed season may begin ("1983 / 1984").
SEASON_FIRST, SEASON_LAST = 1900, 2099


def _plain_digits(token: str) -> bool:
    return token.isascii() and token.isdigit()


def year_like(token: str) -> bool:
    """Four ASCII digits whose year reading differs from the cardinal: 1100-1999 and 2010-2099,
    not a round hundred ("1500", "2000-2009" read the same or have no year reading)."""
    if not _plain_digits(token) or len(token) != 4:
        return False
    value = int(token)
    return (1100 <= value <= 1999 or 2010 <= value <= 2099) and token[2:] != "00"


def _four_digit_year(token: str) -> bool:
    """Four ASCII digits from 1000 to 2099: the other end of a range of years ("1991 - 2000")."""
    return _plain_digits(token) and len(token) == 4 and 1000 <= int(token) <= 2099


def _year(token: str) -> str | None:
    from tnfst.constraints.number_guard import year_words

    years = year_words(token)
    return " ".join(years[0]) if years else None


def _cardinal(token: str) -> str | None:
    from tnfst.constraints.number_guard import cardinal_words

    words = cardinal_words(str(int(token)))
    return " ".join(words) if words else None


def second_numeral(tokens: Sequence[str], i: int) -> str | None:
    """"II" -> "two" (module docstring); the caller asks the regnal rule first."""
    return "two" if tokens[i] == "II" else None


def _year_pair(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` (year-like) and a year of four digits stand around a dash or "to", the
    second later than the first and not the next year."""
    n = len(tokens)
    if i + 2 < n and tokens[i + 1] in RANGE_JOINERS and _four_digit_year(tokens[i + 2]):
        first, second = int(tokens[i]), int(tokens[i + 2])
    elif i >= 2 and tokens[i - 1] in RANGE_JOINERS and _four_digit_year(tokens[i - 2]):
        first, second = int(tokens[i - 2]), int(tokens[i])
    else:
        return False
    return second > first + 1


def _year_before_dash(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` (year-like) stands before a dash and then a number or a token that does
    not begin with a digit ("1975 - 6", "1823 - 34", "1988 - Singles", "1913 - )"); not before a
    quantity ("2012 - 66%", "1601 - 2500cc") nor a season ("2012 - 13", `tnfst.spaced_ranges`)."""
    if i + 1 >= len(tokens) or tokens[i + 1] not in DASHES:
        return False
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if _next_season(tokens[i], after):
        return False  # "2012 - 13": tnfst.spaced_ranges's cardinals
    return _plain_digits(after) or not after[:1].isdigit()


def _next_season(first: str, second: str) -> bool:
    """"1983", "1984" or "1988", "89": a year from `SEASON_FIRST` to `SEASON_LAST` and the next."""
    if not (_plain_digits(first) and _plain_digits(second)) or len(first) != 4 or first[0] == "0":
        return False
    if not SEASON_FIRST <= int(first) <= SEASON_LAST:
        return False
    if len(second) == 4:
        return int(second) == int(first) + 1
    return len(second) == 2 and int(second) == (int(first) + 1) % 100


def _slashed_season(tokens: Sequence[str], i: int) -> bool:
    n = len(tokens)
    if i + 2 < n and tokens[i + 1] == "/" and _next_season(tokens[i], tokens[i + 2]):
        return True
    return i >= 2 and tokens[i - 1] == "/" and _next_season(tokens[i - 2], tokens[i])


def _year_cue(prev: str) -> bool:
    """Whether the token before a year-like number leaves it a year (`_lone_year`): a word in
    lowercase or capitalised, "a", a bracket or a mark of `YEAR_PUNCTUATION`, the sentence's start
    (""), or an abbreviation of `YEAR_ABBREVIATIONS`; not a code in capitals ("MID 1967", "AB
    1519"), a letter ("u 2020") or a number."""
    if prev in YEAR_PUNCTUATION or prev == "a" or prev.lower() in YEAR_ABBREVIATIONS:
        return True
    if len(prev) < 2 or not prev.isalpha():
        return False
    return prev.islower() or (prev[0].isupper() and prev[1:].islower())


def _lone_year(tokens: Sequence[str], i: int) -> bool:
    """A year-like number after a `_year_cue` and not before a pair's joiner, a letter of its own,
    a page ("Paris 1974 p. 426": a citation's digits) or a plural noun (module docstring)."""
    prev = tokens[i - 1] if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if not _year_cue(prev):
        return False
    if nxt in NOT_ALONE_BEFORE or nxt.lower() in PAGE_WORDS or (len(nxt) == 1 and nxt.isalpha()):
        return False
    return not (nxt.isalpha() and nxt.islower() and nxt.endswith("s") and nxt not in S_WORDS)


def number_choice(tokens: Sequence[str], i: int) -> str | None:
    """The reading of `tokens[i]` where a rule of the module docstring decides it, else None."""
    if not 0 <= i < len(tokens):
        return None
    token = tokens[i]
    if token == "II":
        return second_numeral(tokens, i)
    if not _plain_digits(token):
        return None
    if _slashed_season(tokens, i):
        return _cardinal(token)
    if year_like(token) and (_year_pair(tokens, i) or _year_before_dash(tokens, i) or _lone_year(tokens, i)):
        return _year(token)
    if len(token) >= 2 and token[0] == "0" and token.strip("0"):  # "00", "000": left to the model
        return digits_said(token)
    if _round_number(token):
        return _cardinal(token)
    if _round_hundred(tokens, i):
        return _cardinal(token)
    return None


def _round_hundred(tokens: Sequence[str], i: int) -> bool:
    """A round hundred of three digits ("200", "900") after a word, a mark or nothing: its cardinal
    ("two hundred"): 127 of 129 such tokens in the training data (the other two codes after a
    letter or a dash: "Art F 200 X", "two - 100 BSR"). The model said "two o o" in "pushed the Air
    Quality Index above 200." Not after a letter alone, a code in capitals with digits, a dash or
    a number (`_year_cue`'s codes: "F 200", "MID 200")."""
    token = tokens[i]
    if not (len(token) == 3 and token[0] != "0" and token.endswith("00")):
        return False
    prev = tokens[i - 1] if i > 0 else ""
    return _year_cue(prev) or prev in (".", "!", "?", "$", "~", "≈")


def _round_number(token: str) -> bool:
    """Four to seven ASCII digits, no leading zero, ending in "000", not 1000-2099 ("10000",
    "250000"; not "2000", "1000")."""
    return 4 <= len(token) <= 7 and token[0] != "0" and token.endswith("000") and not _four_digit_year(token)
