"""Context-only rules of legal citations (`tnfst.citations`).

CASE_NUMBER: a federal court's case number, office, year, case type and serial ("1:23-cv-01234"
-> "one twenty three c v o one two three four"), as the US courts' CM/ECF system writes it
("office:yy-type-nnnnn", optionally a judge's initials: "-ABC"): the office a digit, the year's two
digits as a year's last two ("twenty three", "o five"), the type's letters spelled ("cv", "cr",
"mj"), the serial digit by digit (zero "o"), a judge's initials spelled.

EU_ACT: the number of an act of the European Union, its year and its number ("2016/679" ->
"twenty sixteen six seventy nine"; the EU's numbering, Publications Office, Interinstitutional
Style Guide 1.2.1): the year as a year, the number in pairs (three or four digits without a
leading zero) or as its cardinal, a "slash" between them as a second form.

REPORTER: a law reporter's abbreviation glued to its series ("F.4th" -> "f fourth", "N.E.2d" ->
"n e second", "P.3d" -> "p third").

Read between a citation's volume and its page ("5 F.4th 123", by `tnfst.citations`): the
reporter's letters spelled, then its series as an ordinal, as the Bluebook writes the series
(rule 6.2(b): "2d", "3d", "4th") and lawyers say them ("F fourth"). One to three abbreviations of
a capital and an optional lowercase letter, each with its period ("So.2d" -> "s o second").
"""

from __future__ import annotations

import string

import pynini

from tnfst.grammars.en.address import DIGIT_WORDS, _pairs
from tnfst.grammars.en.date import _number_words, _year_fst
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: The series of a reporter, as the Bluebook writes them, and their ordinals.
SERIES = (("2d", "second"), ("3d", "third"), ("4th", "fourth"), ("5th", "fifth"), ("6th", "sixth"),
          ("7th", "seventh"), ("8th", "eighth"), ("9th", "ninth"))


def build_reporter() -> pynini.Fst:
    """REPORTER: "F.4th" -> "f fourth", "N.E.2d" -> "n e second"."""
    capital = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    small = union([acc(c) for c in string.ascii_lowercase])
    abbreviation = capital + pynini.closure(insert(" ") + small, 0, 1) + delete(".")
    letters = abbreviation + pynini.closure(insert(" ") + abbreviation, 0, 2)
    series = union([cross(written, said) for written, said in SERIES])
    return (letters + insert(" ") + series).optimize()


def build_case_number(nums: Numbers) -> pynini.Fst:
    """CASE_NUMBER: "1:23-cv-01234" -> "one twenty three c v o one two three four"; "2:05-cr-00547-JAM"
    -> "two o five c r o o five four seven j a m"."""
    digit = union([cross(str(d), word) for d, word in enumerate(DIGIT_WORDS)])
    year = union([(chars("123456789") + chars("0123456789")) @ nums.cardinal,
                  cross("0", "o ") + (chars("123456789") @ nums.cardinal), cross("00", "o o")])
    kind = union([acc(c) for c in string.ascii_lowercase])
    initial = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    serial = digit + pynini.closure(insert(" ") + digit, 3, 5)
    judge = delete("-") + insert(" ") + initial + pynini.closure(insert(" ") + initial, 1, 3)
    return (digit + cross(":", " ") + year + cross("-", " ") + kind + insert(" ") + kind + cross("-", " ")
            + serial + pynini.closure(judge, 0, 1)).optimize()


#: Years of EU_ACT (acts numbered so since the Communities' founding).
ACT_YEARS = range(1950, 2100)


def build_eu_act(nums: Numbers) -> pynini.Fst:
    """EU_ACT: "2016/679" -> "twenty sixteen six seventy nine" (first) | "... six hundred seventy nine" |
    "twenty sixteen slash six seventy nine"."""
    year = _year_fst(ACT_YEARS, _number_words(nums), nums)
    d = chars("0123456789")
    nonzero = chars("123456789")
    number = union([(nonzero + d + pynini.closure(d, 1, 2)) @ _pairs(nums),
                    weighted((nonzero + pynini.closure(d, 0, 3)) @ nums.cardinal, 0.1)])
    joint = union([cross("/", " "), weighted(cross("/", " slash "), 0.2)])
    return (year + joint + number).optimize()
