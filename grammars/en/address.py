"""ADDRESS: letter and number codes of roads, rooms, routes and models ("C212", "M1", "I-95", "G30", "3D").

Letters are spelled in lower case and the number is read as a cardinal or digit by
digit ("o" for zero), in the Kestrel style of the issue's examples: "C212" -> "c two
one two", "C18" -> "c eighteen", "M1" -> "m one". Both number readings are licensed;
a number of one or two digits ranks its cardinal first, a longer one its digits
first. Built forms (L an upper-case ASCII letter, N 1-4 digits):

  L{1,3}N, L{1,3}-N, L{1,3} N     "c two one two" | "c two hundred twelve"
  N L                              "3D" -> "three d", "97X" -> "ninety seven x" (one letter:
                                   "6TB" is a measure)

A number with a leading zero ("B07") is read digit by digit only.

HOUSE_DIRECTION (`build_house_direction`, a rule of its own in no class, licensed only by the
sentence context: `rules.CONTEXT_RULES`): a house number and a compass abbreviation written as one
token ("314 W", "314 W.", as the tokenizer keeps a number and a unit letter together) -> the
cardinal and the direction ("three hundred fourteen west"), where the next tokens name a street
("314 W. 42nd Street": `tnfst.context`); elsewhere "314 W" stays a measure (watts).

CODE_PAIRS (`build_code_pairs`, a context rule too): a code's number of three or four digits said
in pairs, as a newsreader says type, flight and room numbers ("A320" -> "a three twenty", "UA
926" -> "nine twenty six" after an airline code, "B-747" -> "b seven forty seven", "1200" ->
"twelve hundred", "905" -> "nine o five"); letters before it as in the class ("L{0,3}", "-" or one
space), and after lettered codes an aircraft variant ("A350-1000" -> "a three fifty sil one thousand",
"A321neo" -> "a three twenty one neo"). Licensed only where `tnfst.designations` calls for it.

Known limitations: no street addresses ("221B Baker Street"), no lower-case codes,
no readings in pairs ("I-405" is not "i four o five" with "o" only as a digit).
"""

from __future__ import annotations

import string
from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

LISTS: tuple[ListSpec, ...] = ()

#: Cost of the reading a number's length does not prefer (cardinal vs digit by digit).
OTHER_READING_COST = 0.5
#: Longest number of a code.
MAX_DIGITS = 4
DIGIT_WORDS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _letters(count_max: int) -> pynini.Fst:
    """One to `count_max` upper-case letters -> the letters in lower case, spelled."""
    letter = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    if count_max == 1:  # closure(fst, 0, 0) would be unbounded
        return letter.optimize()
    return (letter + pynini.closure(insert(" ") + letter, 0, count_max - 1)).optimize()


def _number(nums: Numbers) -> pynini.Fst:
    """1-4 digits -> cardinal and digit-by-digit readings, ranked by length."""
    digit = union([cross(str(d), word) for d, word in enumerate(DIGIT_WORDS)])
    by_digit = digit + pynini.closure(insert(" ") + digit, 0, MAX_DIGITS - 1)
    d = chars("0123456789")
    nonzero = chars("123456789")
    short = union([nonzero, nonzero + d])          # 1-99
    long_ = nonzero + pynini.closure(d, 2, MAX_DIGITS - 1)    # 100-9999
    leading_zero = acc("0") + pynini.closure(d, 0, MAX_DIGITS - 1)
    return union([
        short @ nums.cardinal,
        weighted(short @ by_digit, OTHER_READING_COST),
        long_ @ by_digit,
        weighted(long_ @ nums.cardinal, OTHER_READING_COST),
        leading_zero @ by_digit,
    ]).optimize()


#: Month names and abbreviations in capitals that are no code before a space and a number
#: ("MAY 6", "OCT 1": a diary's dates; "DEC10" glued stays a code).
MONTHS_IN_CAPITALS = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


#: Longest house number of HOUSE_DIRECTION.
MAX_HOUSE_DIGITS = 5


def build_house_direction(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """HOUSE_DIRECTION: "314 W" / "314 W." -> "three hundred fourteen west" (the directions of
    `words/directions.tsv`; a house number of 1-5 digits without a leading zero, read as a
    cardinal; one space before the direction, its period dropped)."""
    d = chars("0123456789")
    number = (chars("123456789") + pynini.closure(d, 0, MAX_HOUSE_DIGITS - 1)) @ nums.cardinal
    direction = union([cross(row[0], row[1][0]) for row in tables["words/directions.tsv"].rows])
    return (number + acc(" ") + direction + pynini.closure(delete("."), 0, 1)).optimize()


def _pairs(nums: Numbers) -> pynini.Fst:
    """Three or four digits, no leading zero, in pairs: the head (one or two digits) as a cardinal
    and the last two as "hundred" ("00"), "o" and a digit ("05") or a cardinal ("26"): "926" ->
    "nine twenty six", "1200" -> "twelve hundred", "905" -> "nine o five"."""
    d = chars("0123456789")
    nonzero = chars("123456789")
    head = union([nonzero, nonzero + d]) @ nums.one_to_99
    tail = union([cross("00", " hundred"), delete("0") + insert(" o ") + (nonzero @ nums.one_to_99),
                  insert(" ") + ((nonzero + d) @ nums.one_to_99)])
    return (head + tail).optimize()


#: Airbus's engine-option suffix glued to a type number ("A321neo", "A330neo": new engine option), said as a word.
ENGINE_OPTIONS = ("neo",)


def build_code_pairs(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """CODE_PAIRS: an optional code of 1-3 capitals ("A", "UA"; joined by nothing, "-" or a space)
    and a number of 3-4 digits in pairs ("A320" -> "a three twenty", "926" -> "nine twenty six").
    After a lettered code, the variant of an aircraft type (ICAO Doc 8643's "A359", said as its
    maker names it): a dash and a variant number as a cardinal after a pause ("A350-1000" -> "a three
    fifty sil one thousand", "A330-300" -> "a three thirty sil three hundred"), or an engine option ("A321neo" -> "a
    three twenty one neo")."""
    del tables
    joint = union([insert(" "), delete("-") + insert(" "), acc(" ")])
    pairs = _pairs(nums)
    d = chars("0123456789")
    # "sil" (a pause, "," in plain text) where the dash is: "a three fifty one thousand" would be 351,000
    variant = cross("-", " sil ") + ((chars("123456789") + pynini.closure(d, 0, 3)) @ nums.cardinal)
    engine = union([insert(" ") + acc(word) for word in ENGINE_OPTIONS])
    code = _letters(3) + joint + pairs
    return union([pairs, code + pynini.closure(union([variant, engine]), 0, 1)]).optimize()


#: Digits of a long code after its letters ("MSCU4596127": a container's serial, a meter's number).
LONG_CODE_DIGITS = (5, 12)


def build_code_digits(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """CODE_DIGITS: 1-4 capitals glued to 5-12 digits -> the letters spelled and the digits one by
    one ("MSCU4596127" -> "m s c u four five nine six one two seven"; zero "o", as `_number`); a
    "#" before them is "number" ("Meter #A7731902" -> "number a seven seven ...")."""
    del nums, tables
    digit = union([cross(str(d), word) for d, word in enumerate(DIGIT_WORDS)])
    low, high = LONG_CODE_DIGITS
    digits = digit + pynini.closure(insert(" ") + digit, low - 1, high - 1)
    number_sign = pynini.closure(cross("#", "number "), 0, 1)
    return (number_sign + _letters(4) + insert(" ") + digits).optimize()


def build_flight_level(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """FLIGHT_LEVEL: "FL" and three digits -> "flight level" and the digits one by one, zero "zero"
    as ICAO radiotelephony says it ("FL350" -> "flight level three five zero")."""
    del nums, tables
    digit = union([cross("0", "zero")] + [cross(str(d), DIGIT_WORDS[d]) for d in range(1, 10)])
    return (cross("FL", "flight level ") + digit + insert(" ") + digit + insert(" ") + digit).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The ADDRESS transducer: written letter-number code -> spoken readings."""
    del tables
    number = _number(nums)
    joint = union([insert(" "), delete("-") + insert(" ")])
    months = union([acc(m) for m in MONTHS_IN_CAPITALS])
    no_month = pynini.difference(pynini.project(_letters(3), "input"), months).optimize() @ _letters(3)
    letters_first = union([_letters(3) + joint + number, no_month + acc(" ") + number])  # "MAY 6" is a date
    number_first = number + insert(" ") + _letters(1)  # one letter: "6TB" is a measure
    return union([letters_first, number_first]).optimize()
