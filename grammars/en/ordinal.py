"""ORDINAL: ordinal numbers read in the Google (Kestrel) style.

Forms and readings ("|" separates licensed readings, best first):

  1st, 2nd, 21st, 103rd   "first", "second", "twenty first", "one hundred third"
  1,000th, 1ST, 3ʳᵈ       "one thousandth", "first", "third" (suffixes of ordinal/suffix.tsv)
  VIII, XIV, XXVI         "the eighth" | "eighth" | "eight" (Roman numerals, as after a
                          name: "Henry VIII" -> "henry the eighth"; Google's data reads
                          them "the eighth", "twenty sixth" and, as CARDINAL, "eight")
  VIII.                   the same (a Roman numeral of two letters or more may keep a period)
  XII's                   "the twelfth's" | ... (a possessive numeral of two letters or more)

The suffix must agree with the number: "1st", "2nd", "3rd", "11th", "12th", "13th",
"21st", "111th"; "1th" or "22st" do not match. Digits are any cardinal of
`numbers.cardinal` (plain or with comma groups).

Roman numerals: canonical forms (subtractive IV, IX, XL, ...) of 1-39, written with
I, V and X only. Left out on purpose, from the Google data's evidence: numerals
with L, C, D or M (mostly acronyms: "CD", "MD", "DC", "CC", "LIV", "MIX"; chapters and
years in Roman numerals are CARDINAL/DATE matters), and single letters with a
period ("V.", "X.", "I." are initials far more often than numbers). Bare "I", "V"
and "X" match, with the reading `<self>` (kept as written) licensed beside the numeral's:
the pronoun "I" and the letters are read as themselves far more often ("May I come in?"),
and the model chooses ("Henry V" -> "henry the fifth").
Spelled readings are not licensed: in the Google training files (train_10000,
validation_10000, proteno) 11 matched tokens are LETTERS ("IV" "i v" 7 times, "XXX",
"XX", "X"), against 117 CARDINAL and 43 ORDINAL ones, and the unconstrained reader
spells numerals it should read ("Chapter IV" -> "i v").

Known limitations: no ordinals written as words plus digits ("21-st"), no
negative ordinals, no "1o"/"1º" forms; Roman numerals above 39 are not ordinals.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.special import SELF
from tnfst.grammars.en.fst import acc, chars, cross, delete, union, weighted
from tnfst.grammars.en.numbers import Numbers

LISTS = (
    ListSpec("ordinal/ordinal.tsv", 2, (0, 1)),
    ListSpec("ordinal/suffix.tsv", 2, (), ((1, frozenset({"st", "nd", "rd", "th"})),)),
)

#: Cost of a Roman numeral read without "the" ("XXVI" -> "twenty sixth").
NO_THE_COST = 0.5
#: Cost of a Roman numeral read as a cardinal ("IV" -> "four").
CARDINAL_COST = 1.0
#: Roman numerals that are ordinals: 1 .. MAX_ROMAN.
MAX_ROMAN = 39

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ROMAN_DIGITS = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(value: int) -> str:
    """The canonical Roman numeral of 1 <= value <= 39 (I, V and X only): 14 -> "XIV"."""
    if not 1 <= value <= MAX_ROMAN:
        raise ValueError(f"Roman numerals here are 1..{MAX_ROMAN}, got {value}")
    out = []
    for amount, letters in _ROMAN_DIGITS:
        count, value = divmod(value, amount)
        out.append(letters * count)
    return "".join(out)


def suffix_of(value: int) -> str:
    """The English ordinal suffix of a whole number: 1 -> "st", 12 -> "th", 22 -> "nd"."""
    if value % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")


def ordinal_words(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """Digits -> ordinal reading: "21" -> "twenty first", "1,000" -> "one thousandth".

    The cardinal reading with its last word made ordinal (ordinal/ordinal.tsv)."""
    last = union(cross(cardinal, ordinal) for cardinals, ordinals in tables["ordinal/ordinal.tsv"].rows
                 for cardinal in cardinals for ordinal in ordinals)
    word = pynini.closure(chars(_LETTERS), 1)
    make_ordinal = pynini.closure(word + acc(" ")) + last
    return (nums.cardinal @ make_ordinal).optimize()


def digits_with_suffix(suffix: str) -> pynini.Fst:
    """Acceptor of digit strings (comma groups allowed) whose ordinal suffix is `suffix`."""
    body = pynini.closure(chars("0123456789,"))
    endings = [body + acc(f"{n:02d}") for n in range(100) if suffix_of(n) == suffix]
    singles = [acc(str(n)) for n in range(10) if suffix_of(n) == suffix]
    return union(endings + singles).optimize()


def suffixed(nums: Numbers, tables: Mapping[str, Table], ordinal: pynini.Fst | None = None) -> pynini.Fst:
    """"21st" -> "twenty first" (the suffix agreeing with the number, any case of ordinal/suffix.tsv)."""
    ordinal = ordinal_words(nums, tables) if ordinal is None else ordinal
    forms = []
    for suffix in ("st", "nd", "rd", "th"):
        written = [row[0] for row in tables["ordinal/suffix.tsv"].rows if row[1] == suffix]
        if not written:
            continue
        forms.append((digits_with_suffix(suffix) @ ordinal) + union(delete(w) for w in written))
    return union(forms).optimize()


def roman_numerals(nums: Numbers, ordinal: pynini.Fst) -> pynini.Fst:
    """Roman numerals 1-39 -> "the eighth" | "eighth" | "eight" (see the module docstring)."""
    to_digits = union(cross(roman(n), str(n)) for n in range(1, MAX_ROMAN + 1)).optimize()
    the_ordinal = pynini.cross("", "the ") + ordinal
    readings = union([
        to_digits @ the_ordinal,
        weighted(to_digits @ ordinal, NO_THE_COST),
        weighted(to_digits @ nums.cardinal, CARDINAL_COST),
    ]).optimize()
    several = union(acc(roman(n)) for n in range(1, MAX_ROMAN + 1) if len(roman(n)) > 1)
    with_period = (several @ readings) + delete(".")
    # "Louis XII's army" -> "the twelfth's": a possessive numeral keeps its number
    possessive = (several @ readings) + union([pynini.cross("'s", "'s"), pynini.cross("’s", "'s")])
    # "I", "V", "X" alone are far more often the pronoun or a letter kept as written
    # ("May I come in?"): they may also be read as themselves
    single = union(acc(roman(n)) for n in range(1, MAX_ROMAN + 1) if len(roman(n)) == 1)
    as_written = pynini.cross(single, SELF)
    return union([readings, with_period, possessive, as_written]).optimize()


def build_old_ordinal(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """OLD_ORDINAL: the older "d" of "2d", "3d", "22d", "103d" ("second", "third", "twenty second",
    "one hundred third"; nineteenth-century usage, still the US Government Publishing Office's
    style), for a number whose suffix would be "nd" or "rd". A context rule
    (`tnfst.book_context`): "3d" is also 3-D, and "6d" six pence."""
    ordinal = ordinal_words(nums, tables)
    numbers = union([digits_with_suffix("nd"), digits_with_suffix("rd")])
    return ((numbers @ ordinal) + delete("d")).optimize()


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The ORDINAL transducer: "21st" -> "twenty first", "VIII" -> "the eighth" | ..."""
    ordinal = ordinal_words(nums, tables)
    return union([suffixed(nums, tables, ordinal), roman_numerals(nums, ordinal)]).optimize()
