"""TELEPHONE: phone numbers and ISBN-like digit groups, read digit by digit in Kestrel style.

Readings follow Google's data (google-tsv-sample TELEPHONE tokens: ISBN-like digit
groups read digit by digit, "o" for zero, "sil" between groups), e.g.
"0-8123-4567" -> "o sil eight one two three sil four five six seven". Built forms:

  G (S G)+          digit groups G, each digit read alone ("0" -> "o"), every
                    separator run S ("-", ".", " ", "–", ") ", ")-", " (") -> "sil"
  (G) S? G ...      a leading parenthesized group: "(212) 555-0199" ->
                    "two one two sil five five five sil o one nine nine"
  +CC S ...         "+1 212 555 0199" -> "plus one sil two one two sil ..."
  ... E G           an extension marker of words.tsv ("ext. 12", "x12") ->
                    "... extension one two"
  ...-X             an ISBN-10 check character X, read "x"

Only one reading per token: every digit of the token is read, in order, none
dropped or added (the property test in tests/test_grammar_telephone.py checks it).

What does not match (left to DATE, DECIMAL, CARDINAL and DIGIT): tokens with fewer
than `MIN_DIGITS` digits or one group; year ranges "1990-1995" and "1990-95"; dates
"2010-12-25", "12/25/2010", "12.25.10"; decimals "3.14159" (two groups joined by
"."); thousands written with spaces or dots ("100 000", "1.234.567"); IPv4 addresses
("192.168.1.1", read by ELECTRONIC).

Known limitations: "800" is never read "eight hundred"; letters in vanity numbers
("1-800-FLOWERS") and "/" separators do not match; parentheses must be balanced
and hold digits only.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union
from tnfst.grammars.en.numbers import Numbers

LISTS = (
    ListSpec("telephone/words.tsv", 3, (1,), ((2, frozenset({"prefix", "extension"})),)),
)

#: Fewest digits (country code and extension not counted) a phone token must hold.
MIN_DIGITS = 6
#: Characters that separate digit groups (read "sil").
SEPARATORS = "-. –"
#: Fewest digits of a "+" number written as one group ("+12125550199").
BARE_INTERNATIONAL_DIGITS = 8
DIGITS = "0123456789"


def _digit_words(tables: Mapping[str, Table]) -> pynini.Fst:
    """One digit -> its word; "0" -> the first fractional reading of zero ("o")."""
    digit = tables["number/digit.tsv"].rows
    zero = tables["number/zero.tsv"].as_dict()["fractional"][0][0]
    return union([cross(written, spoken[0]) for written, spoken in digit] + [cross("0", zero)]).optimize()


def _sigma_star(alphabet: str) -> pynini.Fst:
    return pynini.closure(chars(alphabet)).optimize()


def _excluded(alphabet: str) -> pynini.Fst:
    """Core digit strings that are dates, year ranges, decimals or grouped thousands."""
    d = chars(DIGITS)

    def digits(low: int, high: int | None) -> pynini.Fst:
        return pynini.closure(d, low) if high is None else pynini.closure(d, low, high)

    year = union([acc("1") + digits(3, 3), acc("20") + digits(2, 2)])
    dash = chars("-–")
    date_sep = chars("-./")
    return union([
        year + dash + year,                                     # 1990-1995
        digits(4, 4) + dash + digits(2, 2),                      # 1990-95
        digits(4, 4) + date_sep + digits(1, 2) + date_sep + digits(1, 2),   # 2010-12-25
        digits(1, 2) + date_sep + digits(1, 2) + date_sep + union([digits(2, 2), digits(4, 4)]),  # 12.25.2010
        digits(1, None) + acc(".") + digits(1, None),           # 3.14159
        digits(1, 3) + pynini.closure(acc(" ") + digits(3, 3), 1),   # 100 000
        digits(1, 3) + pynini.closure(acc(".") + digits(3, 3), 2),   # 1.234.567
        digits(1, 3) + pynini.closure(acc(".") + digits(1, 3), 3, 3),  # 192.168.1.1 (ELECTRONIC)
    ]).optimize()


def _enough_digits(alphabet: str) -> pynini.Fst:
    """Strings over `alphabet` with at least MIN_DIGITS digits."""
    other = _sigma_star("".join(c for c in alphabet if c not in DIGITS))
    return (other + pynini.closure(chars(DIGITS) + other, MIN_DIGITS)).optimize()


def delete_any(characters: str) -> pynini.Fst:
    """Reads one character of `characters`, writes nothing."""
    return union([delete(c) for c in characters])


def _group(tables: Mapping[str, Table]) -> pynini.Fst:
    """One or more digits -> their words separated by spaces ("021" -> "o two one")."""
    digit = _digit_words(tables)
    return (digit + pynini.closure(insert(" ") + digit)).optimize()


def core(tables: Mapping[str, Table]) -> pynini.Fst:
    """The phone number without prefix or extension: digit groups -> digits and "sil"."""
    group = _group(tables)
    sil = insert(" sil ")
    plain_join = sil + delete_any(SEPARATORS)
    paren = delete("(") + group + delete(")")
    opt_sep = pynini.closure(delete_any(SEPARATORS), 0, 1)
    # a parenthesized group: its ")" and an optional separator after it are one "sil"
    paren_then = paren + sil + opt_sep + group
    first = union([group, paren_then])
    # later parenthesized groups, as in "020 (7946) 0958"
    later_paren = sil + opt_sep + paren_then
    body = union([
        first + pynini.closure(union([plain_join + group, later_paren]), 1),
        paren_then,  # "(212) 5550199"
    ])
    alphabet = DIGITS + SEPARATORS + "()"
    allowed = pynini.difference(_enough_digits(alphabet), _excluded(alphabet)).optimize()
    return (allowed @ body.optimize()).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The TELEPHONE transducer: written phone token -> its one reading."""
    del nums  # digits are read one by one, never as numbers
    rows = tables["telephone/words.tsv"].rows
    group = _group(tables)
    prefix_words = [cross(written, spoken[0]) for written, spoken, kind in rows if kind == "prefix"]
    extension_words = [cross(written, spoken[0]) for written, spoken, kind in rows if kind == "extension"]
    number = core(tables)
    # "+1 212 555 0199": the country code, then "sil" (its separator or an opening parenthesis)
    country = union(prefix_words) + insert(" ") + group + insert(" sil ")
    # a separator after the country code, or none before an opening parenthesis ("+1(212)")
    opens_paren = (acc("(") + _sigma_star(DIGITS + SEPARATORS + "()")) @ number
    international = country + union([delete_any(SEPARATORS) + number, opens_paren])
    # country code written without separator: "+12125550199" -> "plus" and the digits
    long_group = (pynini.closure(chars(DIGITS), BARE_INTERNATIONAL_DIGITS) @ group).optimize()
    bare_international = union(prefix_words) + insert(" ") + long_group
    # ISBN-10 check character: "0-8044-2957-X"
    isbn_x = number + insert(" sil ") + delete_any("-") + cross("X", "x")
    body = union([number, international, bare_international, isbn_x])
    ext_lead = union([delete(" "), delete(", "), acc("")])
    ext_gap = union([delete(" "), acc("")])
    extension = insert(" ") + ext_lead + union(extension_words) + ext_gap + insert(" ") + group
    fst = body + pynini.closure(extension, 0, 1)
    return fst.optimize()


def build_star_code(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """STAR_CODE: a vertical service code, "*" and two or three digits -> "star" and the digits one
    by one or, for two digits, as a number ("*67" -> "star six seven" | "star sixty seven")."""
    digits = _digit_words(tables)
    by_digit = digits + insert(" ") + digits + pynini.closure(insert(" ") + digits, 0, 1)
    two = chars("123456789") + chars("0123456789")
    return (cross("*", "star ") + union([by_digit, two @ nums.cardinal])).optimize()
