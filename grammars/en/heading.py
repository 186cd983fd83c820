"""Headings: a heading word and a Roman numeral, read as a cardinal ("CHAPTER XV" -> "chapter fifteen").

A numbered division of a book, play, poem, law or document ("Chapter IV", "BOOK II",
"Act V", "Canto XXVIII", "Vol. XIX", "Psalm CXIX", "Title IX") and a numbered kind or
stage ("Type II", "World War II") is read with the cardinal of its numeral: English
names the fifteenth chapter "chapter fifteen", and Google's data labels such numerals
CARDINAL. So this is part of the CARDINAL class: `cardinal.build` adds `build`'s rule to
its forms and `cardinal.LISTS` declares the list. It is also its own FAR rule, HEADING
(`rules.GRAMMAR_READ_RULES`), so that `CoveringGrammar.reads_alone` knows a heading token
from a bare number: a heading has exactly one reading and is said without the neural
reader (which reads "Chapter IV" "chapter the fourth" or spells it).

The heading words come from cardinal/heading.tsv, one row a word
(`written<TAB>spoken<TAB>any|capital`; written in lowercase, a trailing period for an
abbreviation: "vol.	volume	any"); each is matched in lowercase, Capitalised and
UPPERCASE ("chapter", "Chapter", "CHAPTER"), the lowercase form only for "any" rows.
The tokenizer (`tnfst.tokenize`) joins a heading word and a following numeral into one
token by the same rules (`word_forms`, `numeral_value`), so adding a row is all a
grammar author does.

The numeral (`numeral_value`):

  XV, XLII, CXIX, MMXXIV  canonical Roman numerals 1..3999 in capitals (subtractive IV, IX,
                          XL, XC, CD, CM only; "IIII", "VX", "IC", "IIX" are refused)
  iv, xii, xxxix          lowercase numerals of i, v and x (1..39: front-matter pages,
                          sub-sections); larger lowercase numerals are rare and clash with
                          words ("mix", "dim", "mild")
  I                       only after a Capitalised or UPPERCASE word ("Chapter I", "PART I"):
                          after a lowercase one it is the pronoun ("in this chapter I argue")

Left out as acronyms or letters far more often than numbers (`NOT_NUMERALS`): the lone
letters C, D, L and M ("Appendix C", "Part D") and the numerals of two letters made of
C, D and M only ("Book CD", "Part DC", "Letter CC", "MD"); lone "i" in lowercase.

The reading is "<spoken heading word> <cardinal>", lowercase words ("Vol. XIX" ->
"volume nineteen", "CHAPTER MMXXIV" -> "chapter two thousand twenty four").

Known limitations: a heading word followed by a numeral is always a heading ("Type X
personality" -> "type ten"); a name that is also a heading word keeps the ordinal
convention only when it is not listed; "Chapter the Fifth" and Arabic numerals
("Chapter 5") are not this rule's (the cardinal rule reads "5").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, cross, insert, union, weighted
from tnfst.grammars.en.numbers import VARIANT_COST, Numbers

#: The list of heading words.
LIST = ListSpec("cardinal/heading.tsv", 3, (1,), ((2, frozenset({"any", "capital"})),))
LISTS = (LIST,)

#: The largest canonical Roman numeral (MMMCMXCIX).
MAX_ROMAN = 3999
#: The largest lowercase numeral read (xxxix): lowercase numerals are written with i, v and x only.
MAX_LOWER = 39

_CANONICAL = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_VALUES = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}
_PLACES = ((1000, "M", "", ""), (100, "C", "D", "M"), (10, "X", "L", "C"), (1, "I", "V", "X"))
_WRITTEN = re.compile(r"[a-z]+\.?")


def roman(value: int) -> str:
    """The canonical Roman numeral of 1 <= value <= 3999: 42 -> "XLII", 1994 -> "MCMXCIV"."""
    if not 1 <= value <= MAX_ROMAN:
        raise ValueError(f"Roman numerals are 1..{MAX_ROMAN}, got {value}")
    out = []
    for place, one, five, ten in _PLACES:
        digit, value = divmod(value, place)
        if digit == 9:
            out.append(one + ten)
        elif digit >= 5:
            out.append(five + one * (digit - 5))
        elif digit == 4:
            out.append(one + five)
        else:
            out.append(one * digit)
    return "".join(out)


def roman_value(text: str) -> int | None:
    """The value of a canonical uppercase Roman numeral ("XLII" -> 42), else None ("IIII", "IC", "")."""
    if not text or not _CANONICAL.fullmatch(text):
        return None
    total = 0
    for i, letter in enumerate(text):
        value = _VALUES[letter]
        total += -value if i + 1 < len(text) and _VALUES[text[i + 1]] > value else value
    return total


#: Canonical numerals refused after a heading word: the lone letters C, D, L, M (labels:
#: "Appendix C") and two-letter numerals of C, D and M only (acronyms: "CD", "DC", "MD", "CC").
NOT_NUMERALS: frozenset[str] = frozenset(
    ["C", "D", "L", "M"]
    + [a + b for a in "CDM" for b in "CDM" if roman_value(a + b) is not None]
)


def numeral_value(text: str, *, capital: bool) -> int | None:
    """The value of `text` as the numeral of a heading, or None (module docstring).

    `capital`: the heading word is Capitalised or UPPERCASE (lone "I" is a numeral only then).
    """
    if text.isupper():
        if text in NOT_NUMERALS or (text == "I" and not capital):
            return None
        return roman_value(text)
    if text.islower() and text != "i" and not set(text) - set("ivx"):
        return roman_value(text.upper())
    return None


def word_forms(written: str, case: str) -> dict[str, bool]:
    """The written forms of a heading word: {form: Capitalised or UPPERCASE}.

    "vol.", "any" -> {"vol.": False, "Vol.": True, "VOL.": True}; "capital" rows have no
    lowercase form."""
    forms = {written[:1].upper() + written[1:]: True, written.upper(): True}
    if case == "any":
        forms[written] = False
    return forms


def heading_forms(rows: Iterable[tuple]) -> dict[str, bool]:
    """Every written form of every heading row: {form: Capitalised or UPPERCASE}
    (what the tokenizer joins a numeral to)."""
    forms: dict[str, bool] = {}
    for written, _spoken, case in rows:
        forms.update(word_forms(written, case))
    return forms


def numerals(capital: bool) -> list[tuple[str, int]]:
    """Every (numeral, value) that `numeral_value` accepts with `capital` (tested against it)."""
    out = []
    for value in range(1, MAX_ROMAN + 1):
        upper = roman(value)
        for text in (upper, upper.lower()) if value <= MAX_LOWER else (upper,):
            if numeral_value(text, capital=capital) == value:
                out.append((text, value))
    return out


def _check(table_rows: Iterable[tuple], path: object) -> None:
    for written, _spoken, _case in table_rows:
        if not _WRITTEN.fullmatch(written):
            raise ValueError(f"{path}: heading word {written!r} must be one lowercase word, "
                             "optionally ending in a period ('chapter', 'vol.')")


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The HEADING rule: "CHAPTER XV" -> "chapter fifteen" (module docstring)."""
    table = tables[LIST.path]
    _check(table.rows, table.path)
    spoken_numeral = {}
    for capital in (False, True):
        pairs = [(text, str(value)) for text, value in numerals(capital)]
        digits = pynini.string_map(pairs, input_token_type="utf8", output_token_type="utf8")
        spoken_numeral[capital] = (digits @ nums.cardinal).optimize()
    words: dict[bool, list[pynini.Fst]] = {False: [], True: []}
    for written, spoken, case in table.rows:
        for form, capital in word_forms(written, case).items():
            for rank, variant in enumerate(spoken):
                words[capital].append(weighted(cross(form, variant), rank * VARIANT_COST))
    forms = [union(words[capital]).optimize() + acc(" ") + spoken_numeral[capital]
             for capital in (False, True) if words[capital]]
    return union(forms).optimize()


def lone_numeral_value(text: str, *, period: bool) -> int | None:
    """The value of an uppercase Roman numeral that is a sentence of its own (a chapter or
    section heading: "XV.", "XXXVIII"), read as its cardinal ("fifteen"), or None.

    `period`: a "." follows it. A one-letter numeral counts only then ("V." but not "I", the
    pronoun, or "X"); C, D, L, M and the two-letter C/D/M numerals never do (labels, acronyms)."""
    if not text.isupper() or text in NOT_NUMERALS or (len(text) == 1 and not period):
        return None
    return roman_value(text)


def build_series_numeral(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SERIES_NUMERAL: a canonical Roman numeral in capitals (1..3999, `numerals(capital=True)`)
    read as its cardinal ("LIV" -> "fifty four"), the number of an event or a title in a series
    ("Super Bowl LIV", "Rocky IV", "Final Fantasy VII"). Licensed only where the sentence context
    calls for it (`tnfst.context`: a series name before the numeral); the ORDINAL rule reads only
    numerals of I, V and X ("LIV" is mostly an acronym elsewhere)."""
    del tables
    pairs = [(text, str(value)) for text, value in numerals(True) if text.isupper()]
    digits = pynini.string_map(pairs, input_token_type="utf8", output_token_type="utf8")
    return (digits @ nums.cardinal).optimize()


def build_spelled_numeral(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SPELLED_NUMERAL: two to four capitals that could be a Roman numeral, spelled ("IV" -> "i
    v", the intravenous route; "CD", "MD" need no rule: the ORDINAL rule does not read them).
    Licensed only where the sentence context calls for it (`tnfst.quantity_context`: a dose or
    a medical word beside it); elsewhere "IV" is four or the fourth."""
    del nums, tables
    letter = union([cross(c, c.lower()) for c in "IVXLCDM"])
    return (letter + pynini.closure(insert(" ") + letter, 1, 3)).optimize()

