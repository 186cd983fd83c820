"""FRACTION: n/d, vulgar fraction characters and mixed numbers, in the Google
(Kestrel) style.

Kestrel reads the denominator as an ordinal, plural after a numerator other than
one: "1/2" -> "one half", "3/4" -> "three quarters" | "three fourths", "16/5" ->
"sixteen fifths", "1922/33" -> "one thousand nine hundred twenty two thirty thirds",
"1/2007" -> "one two thousand seventh" (google-tsv-sample). Built forms ("|"
separates licensed readings, best first):

  n/d       numerator a cardinal; denominator from number/denominator.tsv
            (2 -> half|halves, 4 -> quarter|fourth, ...) or any other cardinal 3..
            with its last word made ordinal (number/ordinal_word.tsv); numerator 1
            also "a half", "a third" (one-word ordinals only); "1/2" also "half"
  n/dth     the denominator may carry the ordinal suffix that agrees with it
            (ordinal/suffix.tsv), with or without a plural "s": "1/7th" -> "one
            seventh", "2/3rd" | "2/3rds" -> "two thirds", "3/4ths" -> "three quarters"
            | "three fourths"; the numerator decides singular or plural, as without
            the suffix ("2/4th" -> "two quarters"); "1/7st" and "2/3th" do not match
  -n/d      "minus ..."
  ½ ¾ ...   number/fraction_char.tsv ("one half" | "half"; "a half" ranked after)
  n/d-n/d   a range of fractions: "1/4-1/2" -> "one quarter to one half" (MEASURE reads it
            with a unit: "1/4-1/2 cup")
  N-N½ ½-N  a range with a vulgar fraction or a mixed number on one end, as recipes write
            times and amounts ("rise for 1–1½ hours", "½–1 cup", "1½–2 hours"): "one to one
            and a half", "one half to one", "one and a half to two"; a whole end of one or two
            digits (a range of whole numbers is the CARDINAL rule's)
  N/M       two shares of a hundred, the larger first ("80/20" -> "eighty twenty": `splits`)
  W n/d     mixed numbers, with a space or a hyphen: "2 1/2" -> "two and a half" |
            "two and one half"; "3¾" | "3 ¾" -> "three and three quarters"

Known limitations: denominators 0 and 1 and a denominator with a leading zero do
not match (no reading states them well); no "over" readings ("3 over 4"); no
"twenty four seven" for "24/7" (a covering grammar for such set phrases belongs
with the words).
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import cardinal, ordinal
from tnfst.grammars.en.fst import acc, chars, cross, delete, drop, insert, union, weighted
from tnfst.grammars.en.numbers import VARIANT_COST, Numbers

ORDINAL_WORDS = "number/ordinal_word.tsv"
SUFFIXES = "ordinal/suffix.tsv"
LISTS: tuple[ListSpec, ...] = (ListSpec(ORDINAL_WORDS, 3, (1, 2)),) + tuple(
    spec for spec in ordinal.LISTS if spec.path == SUFFIXES)

#: Cost of "a half" / "a third" for "1/2" / "1/3" against "one half".
A_COST = 0.5
#: Cost of "half" alone for "1/2" or "½".
HALF_COST = 0.7

_LETTERS = "abcdefghijklmnopqrstuvwxyz' -"


def _ordinalizer(tables: Mapping[str, Table], plural: bool) -> pynini.Fst:
    """Rewrites the last word of a cardinal reading to its ordinal ("thirty three" -> "thirty thirds")."""
    column = 2 if plural else 1
    last = union([cross(row[0], v) for row in tables[ORDINAL_WORDS].rows for v in row[column]])
    prefix = pynini.closure(chars(_LETTERS)) + acc(" ")
    return (pynini.closure(prefix, 0, 1) + last).optimize()


def denominators(nums: Numbers, tables: Mapping[str, Table], plural: bool) -> pynini.Fst:
    """Written denominator -> its ordinal reading (singular or plural)."""
    listed = tables["number/denominator.tsv"].rows
    column = 2 if plural else 1
    special = union([weighted(cross(row[0], v), VARIANT_COST * i)  # first variant preferred
                     for row in listed for i, v in enumerate(row[column])])
    excluded = union([acc(row[0]) for row in listed] + [acc("0"), acc("1")])
    others = pynini.difference(pynini.project(nums.cardinal, "input"), excluded).optimize()
    generic = others @ nums.cardinal @ _ordinalizer(tables, plural)
    return union([special, generic]).optimize()


def with_suffix(denominator: pynini.Fst, tables: Mapping[str, Table]) -> pynini.Fst:
    """`denominator` ("7" -> "seventh") also read with the ordinal suffix that agrees with its
    number ("7th", "3rd", "3rds", "4THS": ordinal/suffix.tsv, then an optional plural "s"); the
    suffix is not said (the reading stays the denominator's)."""
    forms = [denominator]
    for suffix in ("st", "nd", "rd", "th"):
        written = [row[0] for row in tables[SUFFIXES].rows if row[1] == suffix]
        if not written:
            continue
        plural = union([acc(""), acc("s"), acc("S")])
        marks = union(acc(w) for w in written) + plural
        forms.append((ordinal.digits_with_suffix(suffix) @ denominator) + drop(marks))
    return union(forms).optimize()


def simple(nums: Numbers, tables: Mapping[str, Table], a_cost: float) -> pynini.Fst:
    """n/d (no sign), the denominator also with its ordinal suffix ("1/7th"); numerator 1 also
    "a ..." at `a_cost`."""
    many = pynini.difference(pynini.project(nums.cardinal, "input"), acc("1")).optimize() @ nums.cardinal
    slash = delete("/") + insert(" ")
    single = with_suffix(denominators(nums, tables, plural=False), tables)
    # "a" only before a one-word ordinal: "a half", "a tenth", never "a twenty first"
    one_word = pynini.closure(chars(_LETTERS.replace(" ", "")))
    return union([
        cross("1", "one") + slash + single,
        weighted(cross("1", "a"), a_cost) + slash + (single @ one_word),
        many + slash + with_suffix(denominators(nums, tables, plural=True), tables),
    ]).optimize()


def characters(tables: Mapping[str, Table], a_cost: float, bare: bool = True) -> pynini.Fst:
    """Vulgar fraction characters: the listed readings ("half" alone only if `bare`),
    and "a half" for "one half" at `a_cost`."""
    options = []
    for written, variants in tables["number/fraction_char.tsv"].rows:
        for i, variant in enumerate(variants):
            if " " in variant:
                options.append(weighted(cross(written, variant), VARIANT_COST * i))
            elif bare:
                options.append(weighted(cross(written, variant), HALF_COST))
            if variant.startswith("one "):
                options.append(weighted(cross(written, "a " + variant[4:]), a_cost))
    return union(options).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The FRACTION rule (module docstring)."""
    sign = cardinal.sign()
    fraction = simple(nums, tables, A_COST)
    chars_ = characters(tables, A_COST)
    # in a mixed number "a half" is the usual reading ("two and a half");
    # "2-1/2" and "2 1/2" need the separator ("21/2" stays a fraction)
    mixed_slash = nums.cardinal + union([delete(" "), delete("-")]) + insert(" and ") + simple(nums, tables, 0.0)
    mixed_char = (nums.cardinal + pynini.closure(delete(" "), 0, 1) + insert(" and ")
                  + characters(tables, 0.0, bare=False))
    idioms = union([cross(written, spoken) for written, spoken in IDIOMS.items()] + [splits(nums)])
    not_idiom = pynini.difference(pynini.project(fraction, "input"), pynini.project(idioms, "input")).optimize()
    proper = not_idiom @ fraction
    to = union([cross("-", " to "), cross("–", " to ")])
    # "1–1½", "½–1", "1½–2": a range with a vulgar fraction or a mixed number on one end
    whole = (pynini.closure(chars("0123456789"), 1, 2) @ nums.cardinal).optimize()
    vulgar = union([mixed_char, chars_]).optimize()
    return union([
        sign + proper,
        proper + to + proper,  # "1/4-1/2" -> "one quarter to one half"
        whole + to + vulgar,
        vulgar + to + union([whole, vulgar]),
        idioms,
        sign + chars_,
        sign + mixed_slash,
        sign + mixed_char,
        weighted(cross("1/2", "half"), HALF_COST),
    ]).optimize()


def splits(nums: Numbers) -> pynini.Fst:
    """Two shares of a hundred, the larger first: "80/20" -> "eighty twenty", "93/7" -> "ninety
    three seven" (ground beef's lean and fat, "a 70/30 split", "the 80/20 rule", "a 60/40
    portfolio"), as "50/50" is said (`IDIOMS`); never a fraction (a writer gives no improper
    fraction as "80/20") and never a date (no month past 12)."""
    return union([(acc(str(n)) @ nums.cardinal) + cross("/", " ") + (acc(str(100 - n)) @ nums.cardinal)
                  for n in range(51, 100)]).optimize()


#: Numbers with a slash that are set phrases, never fractions ("open 24/7" is not "twenty
#: four sevenths").
IDIOMS = {"24/7": "twenty four seven", "24/7/365": "twenty four seven three sixty five",
          "50/50": "fifty fifty",  # "a 50/50 split", "50/50 chance": an even share, never "fifty fiftieths"
          "9/11": "nine eleven"}  # the attacks of September 11, 2001 (a date is DATE_MD's, in a date's context)


#: Cost of the full cardinal of a three-digit pressure ("one hundred twenty") against the way
#: it is said in a clinic ("one twenty").
FULL_PRESSURE_COST = 0.1


def pressure_number(nums: Numbers) -> pynini.Fst:
    """A blood pressure value of two or three digits as clinicians say it: "80" -> "eighty",
    "120" -> "one twenty", "105" -> "one o five", "100" -> "one hundred"; the full cardinal
    ("one hundred twenty") licensed after them at FULL_PRESSURE_COST."""
    digit, nonzero = chars("0123456789"), chars("123456789")
    two = (nonzero + digit) @ nums.cardinal
    split = (nonzero @ nums.cardinal) + insert(" ") + two                       # "120" -> "one twenty"
    oh = (nonzero @ nums.cardinal) + cross("0", " o ") + (nonzero @ nums.cardinal)  # "105" -> "one o five"
    full = weighted((nonzero + digit + digit) @ nums.cardinal, FULL_PRESSURE_COST)
    return union([two, split, oh, full]).optimize()


#: Units written after a blood pressure ("120/80 mmHg"), read as measure/units.tsv's plural.
PRESSURE_UNITS = ("mmHg",)


def build_ratio(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """RATIO: "N:M" read "N to M" ("1:10" -> "one to ten", "2:1" -> "two to one"; "N/M" too, odds
    written as a fraction: "5/2" -> "five to two"), licensed only
    where the sentence speaks of a ratio (`tnfst.quantity_context`: "mix", "ratio", "odds",
    "dilution"...); elsewhere "1:10" is a time ("one ten") or left to the other grammars."""
    del tables
    digits = pynini.closure(chars("0123456789"), 1, 6)
    number = (digits @ nums.cardinal).optimize()
    return (number + union([cross(":", " to "), cross("/", " to ")]) + number).optimize()  # "odds of 5/2"


def build_cricket_score(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """CRICKET_SCORE: a cricket team's runs and wickets lost ("245/6" -> "two hundred forty five
    for six", "387/8" -> "three hundred eighty seven for eight"; "0/10" up to "999/10"), as the
    score is said in England and Australia ("245 for 6"; the written "245-6" of Australian papers
    is the same score); licensed only where the sentence is about cricket (`tnfst.quantity_context`:
    "stumps", "wickets", "overs", "declared"...); elsewhere "245/6" is a fraction."""
    del tables
    runs = (pynini.closure(chars("0123456789"), 1, 3) @ nums.cardinal).optimize()
    wickets = (union([acc(str(w)) for w in range(11)]) @ nums.cardinal).optimize()
    return (runs + cross("/", " for ") + wickets).optimize()


def build_rating(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """RATING: a score out of a maximum ("4.5/5" -> "four point five out of five", "9/10" -> "nine
    out of ten"), licensed only where the sentence gives a rating (`tnfst.everyday_context`: before
    "stars", after "rated"); elsewhere "9/10" is a fraction."""
    del tables
    digits = pynini.closure(chars("0123456789"), 1, 3)
    whole = (digits @ nums.cardinal).optimize()
    score = union([whole, (digits + acc(".") + pynini.closure(chars("0123456789"), 1, 2)) @ nums.decimal])
    return (score + cross("/", " out of ") + whole).optimize()


def build_blood_pressure(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """BLOOD_PRESSURE: systolic/diastolic ("120/80" -> "one twenty over eighty" | "one hundred
    twenty over eighty"), with its unit if written ("120/80 mmHg" -> "... over eighty
    millimeters of mercury": `PRESSURE_UNITS`, as measure/units.tsv reads them), a reading
    licensed only where the sentence speaks of blood pressure (`tnfst.quantity_context`:
    "blood pressure", "BP"); elsewhere "120/80" is a fraction."""
    value = pressure_number(nums)
    units = [row for row in tables["measure/units.tsv"].rows if row[0] in PRESSURE_UNITS]
    unit = union([pynini.closure(delete(" "), 0, 1) + cross(written, " " + plural[0])
                  for written, _sg, plural, _kind in units])
    reading = value + cross("/", " over ") + value
    return (reading + pynini.closure(unit, 0, 1) if units else reading).optimize()


def build_fraction_word(fraction_rule: pynini.Fst) -> pynini.Fst:
    """FRACTION_WORD: a fraction joined by a hyphen to the word it measures, a compound adjective
    ("a ½-cup measure" -> "one half cup", "a 1/4-cup scoop", "1/2-price bottles"), the word kept as
    written: the FRACTION rule's reading (`fraction_rule`), a space, the word of two or more
    lowercase letters. A context rule (`tnfst.grocery.fraction_word_reading`) for tokens no class
    grammar reads ("1/2-inch" is the MEASURE rule's)."""
    letters = chars("abcdefghijklmnopqrstuvwxyz")
    word = letters + letters + pynini.closure(letters)
    return (fraction_rule + cross("-", " ") + word).optimize()
