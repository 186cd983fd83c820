"""Digit groups joined by dashes and brackets inside a token: readings their neighbours decide.

A dash between two digit or letter groups inside a token is never "minus" (the number guard's
invariant, `tnfst.constraints.number_guard.hyphen_readings`): "minus" belongs to a sign ("-5")
or a spaced operator ("7 - 3"). What the dash is instead depends on the sentence; each reading
here is a context-only rule of `grammars/en/dashes.py` (or a class grammar's own reading), kept
only where the grammar licenses it:

* **names with digits** (`grammars/en/words/dashed_names.tsv`): "7-Eleven" -> "seven eleven",
  "49ers" -> "forty niners", "76ers" -> "seventy sixers" (DASHED_NAME), as the names are said;
* **names that are also amounts**: a listed name written as a number and a scale letter ("3M", the
  company) is the name ("Shares of 3M rose" -> "three m") unless a count follows it (a lowercase
  plural, "3M users", or `IRREGULAR_PLURALS`, "3M people"; "3M in revenue") or a word of amount
  precedes it (`AMOUNT_WORDS`: "about 3M", "raised 3M"): then the scaled number ("three million"). No "3M" in the training
  data; the company's name is the everyday reading of a bare "3M" in news;
* **tennis sets won in a tiebreak**: "7-6(5)" -> "seven to six, five", "7-6(7-4)" -> "seven to six,
  seven to four" (TIEBREAK, both players' points): the set
  score as the set scores beside it are read, the tiebreak points after a pause;
* **identifiers with a year** ("CVE-2024-3094", letters, a year and a number) -> "c v e twenty
  twenty four thirty ninety four" (DATED_ID): the year as a year, the number in pairs; no such
  identifier in the training data, so as a careful reader says them;
* **standards** after a standards body written with a dash ("ISO-8601", "RFC-2616", "DIN-476")
  -> the letters and the number in pairs ("i s o eighty six o one", CODE_PAIRS), as standard
  numbers are said ("RFC twenty-six sixteen");
* **0 to N**: "0-60" ("zero to sixty", the class grammar's range reading; the model dropped
  the "to");
* **codes**: digit groups joined by dashes within `CODE_WINDOW` tokens after "code", "PIN",
  "passcode", "OTP" or "confirmation" ("Your code is 583-921") -> digit by digit, a pause
  between the groups (DIGIT_GROUPS);
* **sequences of single digits**: three groups or more of one digit each ("4-4-2", "3-5-2",
  "4-2-3-1": football formations, "1-2-3") -> the digits (DIGIT_GROUPS), in one breath in a
  sentence about a formation (`FORMATION_WORDS`: "four four two", as formations are named),
  else with a pause between them ("one sil two sil three", the training data's TELEPHONE
  style for dashed digit groups: "0-7922-3877" -> "o sil seven nine two two sil ..."); two groups ("3-5") stay a range, a record after "went" stays
  `tnfst.versions`' (asked first);
* **fertilizer grades**: two to four numbers of one or two digits joined by dashes in a sentence
  about fertilizer (`FERTILIZER_WORDS`: "fertilizer", "NPK", "plant food") -> each its cardinal,
  in one breath ("10-10-10" -> "ten ten ten", "5-10-5" -> "five ten five"; NUMBER_SERIES), as a
  bag's N-P-K grade is said (the model read a range and digits, "ten to ten, one o"). No such grade
  in the training data; asked before the single digits ("3-1-2 fertilizer" -> "three one two");
  and a golfer's three or four round scores (each 55-99) in a sentence about golf (`GOLF_WORDS`:
  "shot 68-70-65-67" -> "sixty eight seventy sixty five sixty seven", as a leaderboard is read;
  the model said "six eight, seven o, ...");
* **part numbers**: letters and digit groups within `PART_WINDOW` tokens after "part", "SKU",
  "item", "serial" ("Part No. XJ-220-4") -> the letters spelled, the digits one by one, a pause
  between two digit groups ("x j two two o, four"), as a catalogue number is read out;
* **enumerations**: subdivisions in brackets ("5(2)(b)", "b)(ii" as the tokenizer cuts
  "(b)(ii)") -> their parts, a lowercase Roman numeral after a letter as its cardinal ("b two",
  as "paragraph (b)(ii)" is cited aloud; ENUMERATION), never a stray letter; a rule's number,
  letter, dash and number after "rule", "section", "regulation" ("Rule 10b-5" -> "ten b five").
* **opening hours**: a range of two clock hours (1-12) right after a range of weekdays ("M-F 9-5",
  "Mon–Fri 8-6") -> the grammar's reading with "to" ("nine to five"), never the two numbers run
  together ("nine five", which the model said before a period).

Other ranges ("pages 12-15", "ages 3-5", "1990-1995") and scores ("won 3-2") are not read here.
Pure: no file access, nothing compiled at import; the names come from the caller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from tnfst import code_numbers
from tnfst.abbreviation_context import WEEKDAY_WORDS

RuleReadings = Callable[[str, str], list[str]] | None
Readings = Callable[[str], list[str]] | None

#: The names list, relative to the language's grammar folder (declared in rules.WORD_LISTS).
NAMES_LIST = "words/dashed_names.tsv"
#: A listed name that is also a number and a scale ("3M").
_SCALED_NAME = re.compile(r"\d+[KMB]")
#: Plural nouns without an "s" that a count may name ("3M people").
IRREGULAR_PLURALS = frozenset({"people", "children", "men", "women", "fish", "sheep", "deer", "cattle", "head",
                               "staff", "personnel", "feet", "teeth", "mice", "geese", "data"})
#: Words before a number that make it an amount ("about 3M", "over 3M").
AMOUNT_WORDS = frozenset({"about", "around", "over", "nearly", "almost", "than", "some", "approximately",
                          "roughly", "under", "reached", "hit", "topped", "passed", "exceeded", "surpassed",
                          "raised", "raising", "earned", "earning", "generated", "spent", "lost", "sold", "paid"})
#: Words a few tokens before digit groups that make them a code said digit by digit.
CODE_WORDS = code_numbers.SECRET_WORDS | {"code", "codes", "confirmation", "verification"}
#: How many tokens back a `CODE_WORDS` word may stand ("Your code is 583-921").
CODE_WINDOW = 3
#: Words a few tokens before a code of letters and digit groups that make it a part number
#: ("Part No. XJ-220-4", "SKU AB-1002-7").
PART_WORDS = frozenset({"part", "parts", "sku", "item", "serial", "catalog", "catalogue", "cat", "ref"})
#: How many tokens back a `PART_WORDS` word may stand ("Part No . XJ-220-4").
PART_WINDOW = 4
#: Words of a sentence about a team's formation, whose single digits joined by dashes ("4-4-2")
#: are said in one breath ("four four two"), as formations are named; elsewhere a pause between
#: them ("1-2-3" -> "one sil two sil three", the training data's style for dashed digit groups).
FORMATION_WORDS = frozenset({"formation", "formations", "lineup", "line-up", "tactics", "tactical", "shape",
                             "midfield", "defence", "defense", "striker", "strikers", "wingbacks", "wing",
                             "sweeper", "coach", "manager", "football", "soccer", "played", "plays", "switched"})
#: Words of a sentence about fertilizer, whose numbers joined by dashes are its N-P-K grade
#: ("10-10-10"); "food" counts after "plant" or "lawn" (`_fertilizer`).
FERTILIZER_WORDS = frozenset({"fertilizer", "fertilizers", "fertiliser", "fertilisers", "npk", "n-p-k"})
#: Words of a sentence about golf, whose round scores joined by dashes are read in one breath.
GOLF_WORDS = frozenset({"shot", "shoots", "carded", "cards", "rounds", "par", "birdie", "birdies", "bogey",
                        "bogeys", "golf", "golfer", "pga", "lpga", "masters", "eagle", "putt"})
_ROUNDS = re.compile(r"(?:[5-9]\d)(?:-[5-9]\d){2,3}")
_FOOD_WORDS = frozenset({"plant", "lawn", "garden"})
#: Standards bodies whose numbers follow a dash ("ISO-8601", "RFC-2616").
STANDARDS = frozenset({"ISO", "IEC", "RFC", "EN", "DIN", "ANSI", "BS", "JIS", "ASTM", "IEEE"})

_DASH = "[-–]"
_SERIES = re.compile(rf"\d{{1,2}}(?:{_DASH}\d{{1,2}}){{1,3}}")
_SINGLE_DIGITS = re.compile(rf"\d(?:{_DASH}\d){{2,5}}")
_CODE_GROUPS = re.compile(rf"\d{{2,8}}(?:{_DASH}\d{{2,8}}){{1,3}}")
_TIEBREAK = re.compile(rf"[0-7]{_DASH}[0-7]\(\d{{1,2}}(?:{_DASH}\d{{1,2}})?\)")  # "7-6(5)", "7-6(7-4)"
_DATED_ID = re.compile(rf"[A-Z]{{2,5}}{_DASH}(?:199\d|20\d\d){_DASH}\d{{3,7}}")
_STANDARD = re.compile(rf"([A-Z]{{2,4}}){_DASH}[1-9]\d{{2,3}}")
_PART_NUMBER = re.compile(rf"[A-Z]{{1,4}}{_DASH}?\d{{1,6}}(?:{_DASH}[A-Z\d]{{1,6}})+")
_PART_PIECE = re.compile(r"[A-Z]+|\d+")
_FROM_ZERO = re.compile(rf"0{_DASH}[1-9]\d{{1,2}}")
_PART = r"(?:\d{1,3}|[a-zA-Z]|[ivx]{2,5})"
_ENUMERATION = re.compile(rf"\(?{_PART}(?:\)?\({_PART}){{1,4}}\)?")
#: A rule's number, letter, dash and number ("Rule 10b-5"), after `LEGAL_WORDS`.
_LETTERED_RULE = re.compile(r"[1-9]\d{0,2}[a-z]-[1-9]\d{0,2}")
#: Words before a lettered rule ("rule 10b-5", "section 16a-3").
LEGAL_WORDS = frozenset({"rule", "rules", "section", "sec", "regulation", "reg", "article", "clause", "form"})


def _rule(rule_readings_of: RuleReadings, rule: str, token: str, index: int = 0) -> str | None:
    """The `index`-th reading of `rule` for `token`, or None."""
    if rule_readings_of is None:
        return None
    readings = list(rule_readings_of(rule, token))
    return readings[index] if len(readings) > index else None


def _code_near(tokens: Sequence[str], i: int) -> bool:
    """Whether a `CODE_WORDS` word stands within `CODE_WINDOW` tokens before ``tokens[i]``."""
    return any(t.lower() in CODE_WORDS for t in tokens[max(0, i - CODE_WINDOW):i])


def dash_reading(tokens: Sequence[str], i: int, names: Collection[str], readings_of: Readings,
                 rule_readings_of: RuleReadings, words: Collection[str] | None = None) -> str | None:
    """The reading of ``tokens[i]`` by the rules of the module docstring, else None. `words`: the
    lowercase tokens of the token's sentence (`tnfst.context`), else all of `tokens` are looked at."""
    token = tokens[i]
    if token in names:
        if _SCALED_NAME.fullmatch(token) and _counted(tokens, i):
            return None
        return _rule(rule_readings_of, "DASHED_NAME", token)
    if "(" in token:
        if _TIEBREAK.fullmatch(token):
            return _rule(rule_readings_of, "TIEBREAK", token)
        if _ENUMERATION.fullmatch(token) and (")(" in token or any(c.isdigit() for c in token)):
            return _rule(rule_readings_of, "ENUMERATION", token)  # "f(x)" is math
        return None
    if not any(c.isdigit() for c in token):
        return None
    if i > 0 and tokens[i - 1].lower().rstrip(".") in LEGAL_WORDS and _LETTERED_RULE.fullmatch(token):
        return _rule(rule_readings_of, "ENUMERATION", token)
    if _DATED_ID.fullmatch(token):
        return _rule(rule_readings_of, "DATED_ID", token)
    standard = _STANDARD.fullmatch(token)
    if standard and standard.group(1) in STANDARDS:
        return _rule(rule_readings_of, "CODE_PAIRS", token)
    if _PART_NUMBER.fullmatch(token) and any(t.lower() in PART_WORDS for t in tokens[max(0, i - PART_WINDOW):i]):
        return part_number_reading(token)
    if _HOURS.fullmatch(token) and i > 0 and readings_of is not None and day_range(tokens[i - 1]):
        return next((r for r in readings_of(token) if " to " in f" {r} "), None)  # "M-F 9-5"
    if _FROM_ZERO.fullmatch(token) and readings_of is not None:
        return next((r for r in readings_of(token) if " to " in f" {r} "), None)
    if _CODE_GROUPS.fullmatch(token) and _code_near(tokens, i):
        return _rule(rule_readings_of, "DIGIT_GROUPS", token)
    if _SERIES.fullmatch(token) and (_fertilizer(tokens, words) or _ROUNDS.fullmatch(token) and _golf(tokens, words)):
        return _rule(rule_readings_of, "NUMBER_SERIES", token)
    if _SINGLE_DIGITS.fullmatch(token):
        formation = (not FORMATION_WORDS.isdisjoint(words) if words is not None
                     else any(t.lower() in FORMATION_WORDS for t in tokens))  # a set: no scan per token
        return _rule(rule_readings_of, "DIGIT_GROUPS", token, 1 if formation else 0)
    return None


#: A range of two clock hours ("9-5", "8–6", "10-12").
_HOURS = re.compile(rf"(?:[1-9]|1[0-2]){_DASH}(?:[1-9]|1[0-2])")
#: Weekday names, their abbreviations and the day letters of opening hours ("M", "F", "Tu").
_DAY_WORDS = (frozenset(WEEKDAY_WORDS) | frozenset(WEEKDAY_WORDS.values())
              | frozenset({"m", "tu", "w", "th", "f", "sa", "su"}))


def day_range(token: str) -> bool:
    """A range of two weekdays, written as opening hours write it ("M-F", "Mon-Fri", "Tu–Sa",
    "Monday-Friday"): the hours after it are clock hours ("M-F 9-5" -> "nine to five", the
    range read with "to" as the AP Stylebook's "9 a.m.-5 p.m." is)."""
    parts = re.split(_DASH, token.rstrip(".,").lower())
    return len(parts) == 2 and all(p.rstrip(".") in _DAY_WORDS for p in parts)


def _counted(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` ("3M") counts something: a lowercase plural noun follows it ("3M
    users", `IRREGULAR_PLURALS`), "in" or "of" and a lowercase word ("3M in revenue"), or a word of
    `AMOUNT_WORDS` precedes it ("about 3M", "raised 3M")."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    prev = tokens[i - 1].lower() if i > 0 else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    plural = nxt.isalpha() and nxt.islower() and (nxt.endswith("s") or nxt in IRREGULAR_PLURALS)
    measured = nxt in ("in", "of") and after.isalpha() and after.islower()  # "3M in revenue"
    return plural or measured or prev in AMOUNT_WORDS


def _golf(tokens: Sequence[str], words: Collection[str] | None) -> bool:
    """Whether the sentence (`words`, else all of `tokens`, lowercased) speaks of golf."""
    if words is None:
        words = {t.lower() for t in tokens}
    return not GOLF_WORDS.isdisjoint(words)


def _fertilizer(tokens: Sequence[str], words: Collection[str] | None) -> bool:
    """Whether the sentence (`words`, else all of `tokens`, lowercased) speaks of fertilizer."""
    if words is None:
        words = {t.lower() for t in tokens}
    return not FERTILIZER_WORDS.isdisjoint(words) or ("food" in words and not _FOOD_WORDS.isdisjoint(words))


def part_number_reading(token: str) -> str:
    """A part number's letters spelled and its digits one by one, a pause at each dash between
    two digit groups ("XJ-220-4" -> "x j two two o sil four"): what the number guard licenses,
    as a catalogue number is read out to be written down."""
    from tnfst import special
    from tnfst.code_numbers import digits_said

    out: list[str] = []
    previous = ""
    for piece in _PART_PIECE.findall(token):
        if piece.isdigit():
            if previous.isdigit():
                out.append(special.SIL)
            out.append(digits_said(piece))
        else:
            out.append(" ".join(piece.lower()))
        previous = piece
    return " ".join(out)
