"""Context-only rules for digit groups joined inside a token (`tnfst.dashes`).

A dash between two groups inside a token ("4-4-2", "583-921", "CVE-2024-3094") is never a
minus sign (the number guard's invariant); these rules give the readings a careful reader says
where the sentence shows what the groups are:

* DIGIT_GROUPS: groups of digits joined by dashes, each group digit by digit (zero "o"), the
  groups joined by a pause ("583-921" -> "five eight three sil nine two one", a code; the
  training data's TELEPHONE style, "0-7922-3877" -> "o sil seven nine two two sil ...") or by
  nothing ("4-4-2" -> "four four two", a formation), the first form first;
* TIEBREAK: a tennis set won in a tiebreak, the loser's tiebreak points in brackets ("7-6(5)"
  -> "seven to six sil five", as the set scores beside it say "to"; also "seven six sil five");
* DATED_ID: an identifier of letters, a year and a number ("CVE-2024-3094" -> "c v e twenty
  twenty four thirty ninety four"): the letters spelled, the year as a year, a number of four
  digits without a leading zero in pairs as identifiers of four digits are said ("RFC 2616"
  "twenty six sixteen"), any other digit by digit ("0160" -> "o one six o");
* ENUMERATION: subdivisions of a text in brackets ("5(2)(b)", and "b)(ii" as the tokenizer
  cuts "(b)(ii)"), or a rule's number, letter, dash and number ("10b-5"), read part by part: a number as its cardinal, a letter spelled, a lowercase
  Roman numeral after a letter as its cardinal ("b)(ii" -> "b two", as lawyers cite
  "paragraph (b)(ii)"); never a letter the text does not have;
* NUMBER_SERIES: numbers of one or two digits joined by dashes, each its cardinal, said in one
  breath ("10-10-10" -> "ten ten ten", "5-10-5" -> "five ten five", "0-20-20" -> "zero twenty
  twenty"; also "o twenty twenty"): a fertilizer's grade (N-P-K), as gardeners say it;
* SERIAL_NUMBER: a citation's serial number, two groups joined by a dash ("22-451", a Supreme Court
  docket: the term's year and the case; "117-58", a public law: the Congress and the law): the first
  group as a cardinal (three digits also in pairs, "one seventeen"), the second as a cardinal (one or
  two digits), in pairs (three or four digits without a leading zero, "four fifty one", "ten eighty
  six") or digit by digit; the groups joined by nothing, never "to" (the number is no range);
* NUMBER_LIST: small numbers joined by commas without spaces ("1,2", "1,2,3"; each group after the
  first of one or two digits, so never a thousands separator), each its cardinal, a pause between
  them ("one sil two"): a list, as "Items 1,2 and 3" is read;
* DASHED_NAME: names with digits said their own way (`words/dashed_names.tsv`: "7-Eleven" ->
  "seven eleven", "49ers" -> "forty niners").

Nothing here is asked outside the contexts of `tnfst.dashes`.
"""

from __future__ import annotations

import string

import pynini

from tnfst.grammars.en.address import DIGIT_WORDS, _letters, _pairs
from tnfst.grammars.en.date import _number_words, _year_fst
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers, short_count

#: Dashes that join groups inside a token.
JOINERS = ("-", "–")
#: Most digits in one group, and most groups, of DIGIT_GROUPS.
MAX_GROUP_DIGITS = 8
MAX_GROUPS = 6
#: Cost of the second form of a rule with two (a pause between groups, "to" missing).
SECOND_FORM_COST = 0.1
#: Years of DATED_ID (CVE numbers begin in 1999).
ID_YEARS = range(1990, 2100)
#: Years that open a serial number within its year ("Ord. No. 2023-14", "Resolution No. 1998-102").
SERIAL_YEARS = range(1900, 2100)
#: Lowercase Roman numerals of ENUMERATION (subdivisions rarely pass twenty).
ROMAN_SMALL = ("i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx").split()


def _digits(max_digits: int) -> pynini.Fst:
    """1 to `max_digits` digits, said one by one, zero as "o"."""
    digit = union([cross(str(d), word) for d, word in enumerate(DIGIT_WORDS)])
    return (digit + pynini.closure(insert(" ") + digit, 0, max_digits - 1)).optimize()


def _joined(group: pynini.Fst, joint: str) -> pynini.Fst:
    """Two to MAX_GROUPS groups, every dash written `joint`."""
    dash = union([cross(d, joint) for d in JOINERS])
    return (group + pynini.closure(dash + group, 1, MAX_GROUPS - 1)).optimize()


def build_digit_groups(nums: Numbers) -> pynini.Fst:
    """DIGIT_GROUPS: "4-4-2" -> "four sil four sil two" (first) | "four four two"."""
    del nums
    group = _digits(MAX_GROUP_DIGITS)
    return union([_joined(group, " sil "), weighted(_joined(group, " "), SECOND_FORM_COST)]).optimize()


def build_tiebreak(nums: Numbers) -> pynini.Fst:
    """TIEBREAK: "7-6(5)" -> "seven to six sil five" | "seven six sil five" (games 0-7, points 0-99);
    with both players' points, "7-6(7-4)" -> "seven to six sil seven to four" | "seven six sil seven four"."""
    games = chars("01234567") @ nums.cardinal
    points = union([chars("0123456789"), chars("123456789") + chars("0123456789")]) @ nums.cardinal
    dash = union([cross(d, " to ") for d in JOINERS])
    plain = union([cross(d, " ") for d in JOINERS])
    tail = cross("(", " sil ") + points + delete(")")
    # both players' tiebreak points ("7-6(7-4)", "6-7(5-7)"), as some scoreboards write them
    both = cross("(", " sil ") + points + dash + points + delete(")")
    both_plain = cross("(", " sil ") + points + plain + points + delete(")")
    return union([games + dash + games + tail, weighted(games + plain + games + tail, SECOND_FORM_COST),
                  games + dash + games + both, weighted(games + plain + games + both_plain, SECOND_FORM_COST)]).optimize()


def build_dated_id(nums: Numbers) -> pynini.Fst:
    """DATED_ID: "CVE-2024-3094" -> "c v e twenty twenty four thirty ninety four" (2-5 capitals, a
    year, a number of 3-7 digits: four without a leading zero in pairs, else digit by digit)."""
    year = _year_fst(ID_YEARS, _number_words(nums), nums)
    d = chars("0123456789")
    four = (chars("123456789") + d + d + d) @ _pairs(nums)
    other = pynini.difference(pynini.closure(d, 3, 7), pynini.project(four, "input")).optimize() @ _digits(7)
    dash = union([cross(j, " ") for j in JOINERS])
    return (_letters(5) + dash + year + dash + union([four, other])).optimize()


def _roman_small(nums: Numbers) -> pynini.Fst:
    """"ii" -> "two" ... "xx" -> "twenty"."""
    return union([pynini.cross(acc(r), pynini.project(acc(str(n)) @ nums.cardinal, "output"))
                  for n, r in enumerate(ROMAN_SMALL, 1)]).optimize()


def build_enumeration(nums: Numbers) -> pynini.Fst:
    """ENUMERATION: "5(2)(b)" -> "five two b", "b)(ii" -> "b two", "(a)(3)" -> "a three": parts
    joined by brackets, a number a cardinal, a letter spelled, a Roman numeral after a letter
    its cardinal."""
    number = short_count(nums)
    letter = union([acc(c) for c in string.ascii_lowercase] + [cross(c, c.lower()) for c in string.ascii_uppercase])
    joint = insert(" ") + union([delete(")("), delete("("), delete("-")])
    glued = number + insert(" ") + letter  # "10b-5": a rule's number and letter written together
    # a lowercase Roman numeral follows a letter ("b)(ii" -> "b two"); a letter there ranks after it
    lettered = letter + pynini.closure(joint + _roman_small(nums), 0, 1)
    first = union([number, lettered])
    later = union([number, weighted(lettered, SECOND_FORM_COST)])
    body = union([first + pynini.closure(joint + later, 1, 4), letter + joint + _roman_small(nums),
                  glued + joint + number])
    return (pynini.closure(delete("("), 0, 1) + body + pynini.closure(delete(")"), 0, 1)).optimize()


def build_number_series(nums: Numbers) -> pynini.Fst:
    """NUMBER_SERIES: "10-10-10" -> "ten ten ten", "0-20-20" -> "zero twenty twenty" (first) | "o
    twenty twenty": two to four numbers of 0-99, each its cardinal, joined by a space."""
    d = chars("0123456789")
    count = (chars("123456789") + pynini.closure(d, 0, 1)) @ nums.cardinal
    dash = union([cross(j, " ") for j in JOINERS])

    def series(zero: str) -> pynini.Fst:
        part = union([cross("0", zero), count])
        return part + pynini.closure(dash + part, 1, 3)

    return union([series("zero"), weighted(series("o"), SECOND_FORM_COST)]).optimize()


def build_serial_number(nums: Numbers) -> pynini.Fst:
    """SERIAL_NUMBER: "22-451" -> "twenty two four fifty one" (first) | "twenty two four five one";
    "117-58" -> "one seventeen fifty eight" | "one hundred seventeen fifty eight"; "2023-14" ->
    "twenty twenty three fourteen". A first group of 1-3 digits without a leading zero or a year
    (SERIAL_YEARS), a second of 1-5 digits."""
    d = chars("0123456789")
    nonzero = chars("123456789")
    first = union([(nonzero + pynini.closure(d, 0, 1)) @ nums.cardinal,
                   (nonzero + d + d) @ _pairs(nums),
                   weighted((nonzero + d + d) @ nums.cardinal, SECOND_FORM_COST)])
    pairs = (nonzero + d + pynini.closure(d, 1, 2)) @ _pairs(nums)
    short = (nonzero + pynini.closure(d, 0, 1)) @ nums.cardinal
    second = union([short, pairs, weighted(_digits(5), SECOND_FORM_COST)])
    dash = union([cross(j, " ") for j in JOINERS])
    # a year first: a council's ordinance or resolution numbered within its year ("No. 2023-14")
    year = _year_fst(SERIAL_YEARS, _number_words(nums), nums)
    return union([first + dash + second, year + dash + second]).optimize()


def build_number_list(nums: Numbers) -> pynini.Fst:
    """NUMBER_LIST: "1,2" -> "one sil two", "1,2,3" -> "one sil two sil three": numbers joined by
    commas, the first of 1-3 digits, each later one of 1-2 (no leading zero), each its cardinal."""
    d = chars("0123456789")
    nonzero = chars("123456789")
    first = union([acc("0"), (nonzero + pynini.closure(d, 0, 2))]) @ nums.cardinal
    later = union([acc("0"), (nonzero + pynini.closure(d, 0, 1))]) @ nums.cardinal
    return (first + pynini.closure(cross(",", " sil ") + later, 1, MAX_GROUPS - 1)).optimize()


def build_dashed_names(rows) -> pynini.Fst:
    """DASHED_NAME: a listed name -> its spoken form ("7-Eleven" -> "seven eleven")."""
    return union([cross(written, spoken[0]) for written, spoken in rows]).optimize()
