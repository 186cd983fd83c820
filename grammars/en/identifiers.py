"""Context-only rules for identifiers of software, listings and financial tables (`tnfst.identifiers`
asks them).

* PACKAGE_VERSION: a package pinned to a version with "@", as npm, pnpm and yarn write it
  (docs.npmjs.com, "npm install <name>@<version>": "typescript@5.3", "react@18.2.0") -> the name
  as written, "at" and the version as VERSION reads it ("typescript at five point three", "react at
  eighteen point two point zero"); never the e-mail reading's "dot" ("five dot three"). The name:
  lowercase letters and digits, "-" and "." inside it said as a space and "dot" ("react-dom",
  "socket.io"); a caret or a tilde before the version (a semver range, "^18.2.0") is not said.
* LISTING_NUMBER: two to five capitals glued to "#" and, glued or not, a number of four to twelve
  digits, as real-estate listings ("MLS#4412873", "MLS# 220015483"; the multiple listing services'
  own "MLS #"), orders and tickets write their numbers -> the letters spelled, "number", the digits
  one by one ("m l s number four four one two ..."), zero "o" or "zero" (the DIGIT rule's "o" first).
* ESTIMATE_YEAR: a year with the analyst's letter glued after it, "E" for an estimate and "A" for an
  actual figure (sell-side models' column heads, "2025E", "2024A", "FY25E") -> the year as a date
  says it and the letter ("twenty twenty five e") or its word ("... estimate", "... estimated",
  "... actual"); a fiscal year as FISCAL reads it ("f y twenty five e").
* ACCOUNTING_NEGATIVE: an amount in parentheses after its currency sign, the accountant's negative
  (the parentheses convention of financial statements: "EPS of $(0.12)", "$(3.5)M") -> "negative"
  or "minus" and the amount as MONEY reads it without the parentheses ("negative twelve cents").

* SERIAL_CODE: a serial number, a SKU or a part number of capitals and digits in groups joined by
  hyphens ("4C2-99817-X", "88412-BL", "HX-2200-A") -> every letter spelled and every digit said
  ("four c two nine nine eight one seven x"), the hyphens silent or "dash"; zero "o" or "zero".
* WORD_RATIO: a ratio of two financial words written with a slash ("debt/EBITDA", "price/earnings",
  "debt/equity") -> "debt to ebitda" (the ratio's name as analysts say it: "net debt to EBITDA"),
  a word in capitals said whole or spelled.

Pure: nothing compiled at import.
"""

from __future__ import annotations

import string

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of a second wording ("estimate", "minus", "zero") behind the first.
_SECOND = 1.0
_DIGIT_WORDS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def build_package_version(version: pynini.Fst, part: pynini.Fst) -> pynini.Fst:
    """PACKAGE_VERSION (module docstring): `version` reads "5.3" (VERSION, two to four parts) and
    `part` one part ("18")."""
    alnum = chars(string.ascii_lowercase + string.digits)
    word = chars(string.ascii_lowercase) + pynini.closure(alnum)
    joint = union([cross("-", " "), cross("_", " "), cross(".", " dot ")])
    name = word + pynini.closure(joint + pynini.closure(alnum, 1))
    caret = pynini.closure(union([delete("^"), delete("~")]), 0, 1)
    return (name + cross("@", " at ") + caret + union([version, part])).optimize()


def build_listing_number() -> pynini.Fst:
    """LISTING_NUMBER (module docstring): "MLS#4412873" -> "m l s number four four one two eight seven
    three"; "MLS#" alone -> "m l s number"."""
    letter = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    letters = letter + pynini.closure(insert(" ") + letter, 1, 4)
    digit = union([cross("0", "o"), weighted(cross("0", "zero"), _SECOND)]
                  + [cross(str(d), _DIGIT_WORDS[d]) for d in range(1, 10)])
    digits = digit + pynini.closure(insert(" ") + digit, 3, 11)
    return (letters + cross("#", " number") + pynini.closure(insert(" ") + digits, 0, 1)).optimize()


def build_estimate_year(years: pynini.Fst, fiscal: pynini.Fst) -> pynini.Fst:
    """ESTIMATE_YEAR (module docstring): `years` reads "2025" as a date's year ("twenty twenty five"),
    `fiscal` a fiscal year ("FY25" -> "f y twenty five")."""
    letter = union([cross("E", " e"), weighted(cross("E", " estimate"), _SECOND),
                    weighted(cross("E", " estimated"), _SECOND),
                    cross("A", " a"), weighted(cross("A", " actual"), _SECOND)])
    four_digits = chars("12") + chars(string.digits) + chars(string.digits) + chars(string.digits)
    return union([(four_digits @ years) + letter, fiscal + letter]).optimize()


def build_accounting_negative(money_prefix: pynini.Fst, money: pynini.Fst) -> pynini.Fst:
    """ACCOUNTING_NEGATIVE (module docstring): "$(0.12)" -> "negative twelve cents" | "minus ..."."""
    digits = chars(string.digits)
    amount = digits + pynini.closure(union([digits, acc(",")])) + pynini.closure(acc(".") + pynini.closure(digits, 1), 0, 1)
    scale = pynini.closure(union([acc(s) for s in ("K", "M", "B", "k", "m", "bn", "mn", "mm", "MM")]), 0, 1)
    unbracketed = chars("$€£¥") + delete("(") + amount + delete(")") + scale
    said = (unbracketed @ money_prefix @ money).optimize()
    sign = union([insert("negative "), weighted(insert("minus "), _SECOND)])
    return (sign + said).optimize()


def _spelled_digit() -> pynini.Fst:
    return union([cross("0", "o"), weighted(cross("0", "zero"), _SECOND)]
                 + [cross(str(d), _DIGIT_WORDS[d]) for d in range(1, 10)])


def build_serial_code() -> pynini.Fst:
    """SERIAL_CODE (module docstring): "4C2-99817-X" -> "four c two nine nine eight one seven x"."""
    letter = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    char = union([letter, _spelled_digit()])
    group = char + pynini.closure(insert(" ") + char)
    dash = union([cross("-", " "), weighted(cross("-", " dash "), _SECOND)])
    return (group + pynini.closure(dash + group, 1, 3)).optimize()


def build_word_ratio() -> pynini.Fst:
    """WORD_RATIO (module docstring): "debt/EBITDA" -> "debt to ebitda" | "debt to e b i t d a"."""
    lower = pynini.closure(chars(string.ascii_lowercase), 1)
    capital = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    word = union([lower, union([cross(c, c.lower()) for c in string.ascii_uppercase]) + pynini.closure(chars(string.ascii_lowercase), 1),
                  pynini.closure(capital, 2),
                  weighted(capital + pynini.closure(insert(" ") + capital, 1), _SECOND)])
    return (word + cross("/", " to ") + word).optimize()
