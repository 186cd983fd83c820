"""Context readings for legal and scholarly citations: serial numbers, lists of numbers, and the
Bluebook's paired abbreviations.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.dashes`); like every context decision, a reading here is kept only where a grammar of the
active constraints licenses it for the token (`tnfst.api._in_context`). The rules:

* **serial numbers after "No." and "Pub. L."**: two digit groups joined by a dash after "No."
  (singular, with its period: "No. 22-451", "Case No. 19-1392") whose first group is two digits
  (a docket's term year, as the Supreme Court numbers its cases: supremecourt.gov, "Docket
  Search") and whose second is no two-digit number above it ("No. 12-15" is a range of two
  numbers, read "twelve to fifteen", and so are "Nos. 12-15" and "No. 732-733"), or whose first
  group is a year and whose second has 1-3 digits (a council's ordinance or resolution numbered
  within its year, also right after "Resolution" or "Ordinance", or "Ord." and "Res.": "Ord. No. 2023-14" -> "twenty
  twenty three fourteen", as city clerks number
  them; a year of two digits the same there, "Ordinance 24-113" -> "twenty four one thirteen", not the
  range "twenty four to one hundred thirteen" (the model's; "Ordinance 12-15" stays a range); "No. 1990-1995" stays a range), or after "§" whose first group is one digit and second
  three (the Uniform Commercial Code's article and section, "§ 2-725" -> "two seven twenty five", as
  the states' commercial codes number them; "§ 12-15" stays a range); and after "Pub.
  L." or "P.L." (with or without "No.": a public law is the Congress and the law's number, "Pub. L. 117-58",
  as the Office of the Law Revision Counsel and the Bluebook (rule 12.4) cite it) -> each group
  as a number, without "to" (SERIAL_NUMBER: "twenty two four fifty one", "one seventeen fifty
  eight"). The training data has no token "No." before such a pair (Kestrel splits a dash
  between numbers and says "to" for every range, 11 of 11);
* **a list of small numbers written with commas and no spaces** ("Items 1,2 and 3",
  "Figs. 1,2,3"): a token of numbers joined by commas whose later groups have one or two digits
  (never a thousands separator) before "and", "or" or "&" and a number, or of three numbers or
  more -> each its cardinal, a pause between them (NUMBER_LIST: "one sil two"), never a decimal
  comma ("one point two"). The training data reads every comma between two numbers of one digit
  as a pause between two numbers (24 of 24: "aortic arches 3 , 4 and" -> "three", "four");
* **paired abbreviations of the Bluebook** (table T1, federal statutes and regulations): "Pub.
  L." before a number -> "public law", "Fed. Reg." after or before a number -> "federal
  register" (licensed by `grammars/en/words/context_abbreviations.tsv`; "Pub" and "L" are
  elsewhere a word and a letter, 5 and 116 such tokens in the training data).

* **a reporter's series** between a volume and a page ("5 F.4th 123", "410 N.E.2d 55", "12 P.3d
  901"): the reporter's letters and its series' ordinal ("f fourth", "n e second", "p third"), as
  the Bluebook writes them (rule 6.2(b), "2d", "3d", and table T1's reporters: F., F.2d-F.4th,
  A.2d, P.3d, N.E.2d, S.W.3d) and lawyers say them ("F fourth"; REPORTER, grammars/en/citations.py);
  never the ordinal's letters ("f four t h"). No such token in the training data.

* **a federal court's case number** ("Case No. 1:23-cv-01234", "2:05-cr-00547-JAM"; the US
  courts' CM/ECF form, office:year-type-serial, a judge's initials after): the office, the year's
  two digits, the type's letters, the serial digit by digit (CASE_NUMBER: "one twenty three c v o
  one two three four"), never the office and the year run together ("one two three"). No such
  token in the training data.

* **an act of the European Union** after "(EU)", "(EC)", "(EEC)" or "Regulation", "Directive",
  "Decision" ("Regulation (EU) 2016/679"): its year and its number (EU_ACT: "twenty sixteen six
  seventy nine"), never a fraction ("six hundred seventy ninths"); the EU's Interinstitutional
  Style Guide numbers acts so. No such token in the training data.

Pure: no file access, nothing compiled at import.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: Two digit groups joined by a dash: a docket's or a public law's number.
_SERIAL = re.compile(r"([1-9]\d{0,2}|(?:19|20)\d\d)[-–](\d{1,5})")
#: Numbers joined by commas, each after the first of one or two digits ("1,2", "3,10,12").
_NUMBER_LIST = re.compile(r"\d{1,3}(?:,(?:0|[1-9]\d?))+")
#: A council's acts, numbered within their year after them ("Resolution 2024-15").
ACT_WORDS = frozenset({"resolution", "ordinance", "resolutions", "ordinances"})
#: Words after a list of numbers that go on with it ("1,2 and 3").
LIST_JOINERS = frozenset({"and", "or", "&"})
#: The Bluebook's paired abbreviations: (first, second) -> their words.
PAIRED = {("Pub", "L"): ("public", "law"), ("Fed", "Reg"): ("federal", "register")}


def _with_period(tokens: Sequence[str], i: int) -> tuple[str, int] | None:
    """(the word at `tokens[i]` without its period, the index after the period), or None without
    one (the tokenizer splits "Pub." into "Pub" and ".")."""
    if i < 0 or i >= len(tokens):
        return None
    token = tokens[i]
    if token.endswith(".") and len(token) > 1:
        return token[:-1], i + 1
    if i + 1 < len(tokens) and tokens[i + 1] == ".":
        return token, i + 2
    return None


def _period_word_before(tokens: Sequence[str], i: int) -> tuple[str, int] | None:
    """(the abbreviation that ends with a period just before `tokens[i]`, its index), or None."""
    if i >= 2 and tokens[i - 1] == ".":
        return tokens[i - 2], i - 2
    if i >= 1 and tokens[i - 1].endswith(".") and len(tokens[i - 1]) > 1:
        return tokens[i - 1][:-1], i - 1
    return None


def _after_public_law(tokens: Sequence[str], i: int) -> bool:
    """True when `tokens[i]` follows "Pub. L.", "P.L." or "PL" (the short form of the Statutes at
    Large and Congress.gov), with or without "No." between."""
    before = _period_word_before(tokens, i)
    at = i
    if before is not None and before[0] == "No":
        at = before[1]
        before = _period_word_before(tokens, at)
    if at > 0 and tokens[at - 1] in ("P.L.", "PL"):
        return True
    if before is None or before[0] != "L":
        return False
    first = _period_word_before(tokens, before[1])
    return first is not None and first[0] == "Pub"


def serial_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """SERIAL_NUMBER's reading of a docket's or a public law's number (see the module docstring)."""
    m = _SERIAL.fullmatch(tokens[i])
    if m is None or rule_readings_of is None:
        return None
    first, second = m.groups()
    if _after_public_law(tokens, i):
        serial = len(first) >= 2 and len(second) <= 3
    else:
        before = _period_word_before(tokens, i)
        after_no = before is not None and before[0] in ("No", "NO", "Ord", "Res")  # "Ord. 24-113", "Res. 2024-15"
        if len(first) in (2, 4) and i > 0 and tokens[i - 1].lower() in ACT_WORDS:
            after_no = True  # "Resolution 2024-15", "Ordinance 24-113": a council's act numbered in its year
        serial = after_no and ((len(first) == 2 and not (len(second) == 2 and int(second) > int(first)))
                               or (len(first) == 4 and len(second) < 4))  # "Ord. No. 2023-14"
        # one section after "§" whose article is far shorter than its section ("§ 2-725", the UCC's
        # article 2, section 725), never a range of sections ("§ 12-15" is one; "§§ 2-725" is one)
        serial = serial or (i > 0 and tokens[i - 1] == "§" and len(first) == 1 and len(second) == 3)
    if not serial:
        return None
    readings = rule_readings_of("SERIAL_NUMBER", tokens[i])
    return readings[0] if readings else None


def list_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """NUMBER_LIST's reading of numbers joined by commas that a list goes on with, or of three or
    more of them (see the module docstring)."""
    token = tokens[i]
    if not _NUMBER_LIST.fullmatch(token) or rule_readings_of is None:
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if not (token.count(",") >= 2 or (nxt in LIST_JOINERS and after[:1].isdigit())):
        return None
    readings = rule_readings_of("NUMBER_LIST", token)
    return readings[0] if readings else None


def paired_reading(tokens: Sequence[str], i: int) -> str | None:
    """The word of one half of a Bluebook pair ("Pub. L. 117-58" -> "public", "law"; "88 Fed. Reg.
    12345" -> "federal", "register"), when a number stands before the pair or after it."""
    here = _with_period(tokens, i)
    if here is None:
        return None
    word, after = here
    for (first, second), (said_first, said_second) in PAIRED.items():
        if word == first:
            other = _with_period(tokens, after)
            if other is None or other[0] != second:
                continue
            start, end = i, other[1]
            said = said_first
        elif word == second:
            before = _period_word_before(tokens, i)
            if before is None or before[0] != first:
                continue
            start, end = before[1], after
            said = said_second
        else:
            continue
        prev = tokens[start - 1] if start > 0 else ""
        nxt = tokens[end] if end < len(tokens) else ""
        number = _with_period(tokens, end)
        if number is not None and number[0] == "No":  # "Pub. L. No. 116-136"
            nxt = tokens[number[1]] if number[1] < len(tokens) else ""
        if nxt[:1].isdigit() or prev[:1].isdigit():
            return said
    return None


#: A reporter's abbreviation glued to its series ("F.4th", "N.E.2d", "P.3d", "So.2d").
_REPORTER = re.compile(r"(?:[A-Z][a-z]?\.){1,3}(?:2d|3d|[4-9]th)")


def reporter_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """REPORTER's reading of a reporter and its series between a volume and a page ("5 F.4th 123"
    -> "f fourth"), or None."""
    if (not _REPORTER.fullmatch(tokens[i]) or rule_readings_of is None or i == 0 or i + 1 >= len(tokens)
            or not (tokens[i - 1].isdigit() and tokens[i + 1].isdigit())):
        return None
    readings = rule_readings_of("REPORTER", tokens[i])
    return readings[0] if readings else None


#: A federal court's case number ("1:23-cv-01234", "2:05-cr-00547-JAM"): CM/ECF's form.
_CASE_NUMBER = re.compile(r"\d:\d{2}-[a-z]{2}-\d{4,6}(?:-[A-Z]{2,4})?")


def case_number_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """CASE_NUMBER's reading of a federal court's case number, or None (the form alone says what it is)."""
    if rule_readings_of is None or not _CASE_NUMBER.fullmatch(token):
        return None
    readings = rule_readings_of("CASE_NUMBER", token)
    return readings[0] if readings else None


#: An act of the European Union's year and number ("2016/679").
_EU_ACT = re.compile(r"(?:19[5-9]\d|20\d\d)/[1-9]\d{0,3}")
#: The bracketed institutions before an act's number ("Regulation (EU) 2016/679", "(EC) 1907/2006").
EU_INSTITUTIONS = frozenset({"EU", "EC", "EEC", "Euratom"})
#: The kinds of act named before its number ("Directive 2019/790", "Decision 2010/413").
EU_ACTS = frozenset({"Regulation", "Directive", "Decision"})


def eu_act_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """EU_ACT's reading of an EU act's number after "(EU)" or a kind of act, or None."""
    if rule_readings_of is None or not _EU_ACT.fullmatch(tokens[i]) or i == 0:
        return None
    prev = tokens[i - 1]
    if not (prev in EU_ACTS or (prev == ")" and i >= 2 and tokens[i - 2] in EU_INSTITUTIONS)):
        return None
    readings = rule_readings_of("EU_ACT", tokens[i])
    return readings[0] if readings else None


def citation_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The reading the citation around `tokens[i]` decides (see the module docstring), or None."""
    token = tokens[i]
    if token[:1].isdigit():
        return (serial_reading(tokens, i, rule_readings_of) or list_reading(tokens, i, rule_readings_of)
                or case_number_reading(token, rule_readings_of) or eu_act_reading(tokens, i, rule_readings_of))
    if token[:1].isupper():
        return paired_reading(tokens, i) or reporter_reading(tokens, i, rule_readings_of)
    return None
