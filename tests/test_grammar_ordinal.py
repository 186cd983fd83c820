"""The ORDINAL covering grammar: suffixes that agree with their number, Roman numerals,
and the property that an ordinal reads its own number (against readings written here)."""

from __future__ import annotations

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import cache, lists
from tnfst.grammars.en import numbers, ordinal, rules
from tnfst.grammars.en.fst import acc

ONES = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
IRREGULAR = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
             "nine": "ninth", "twelve": "twelfth"}


def spell(n: int) -> str:
    """Reference cardinal 0 .. 999,999,999."""
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    for size, word in ((10**6, "million"), (1000, "thousand"), (100, "hundred")):
        if n >= size:
            high, low = divmod(n, size)
            return f"{spell(high)} {word}" + ("" if low == 0 else " " + spell(low))
    raise AssertionError(n)


def spell_ordinal(n: int) -> str:
    *head, last = spell(n).split(" ")
    if last in IRREGULAR:
        last = IRREGULAR[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return " ".join(head + [last])


def right_suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII", 9: "IX", 10: "X",
         14: "XIV", 19: "XIX", 24: "XXIV", 26: "XXVI", 39: "XXXIX"}


@pytest.fixture(scope="module")
def fst():
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + ordinal.LISTS}
    nums = numbers.build(rules.number_lists(tables))
    return ordinal.build(nums, tables).optimize().arcsort("ilabel")


def readings(fst: pynini.Fst, token: str) -> list[str]:
    lattice = pynini.project(acc(token) @ fst, "output").rmepsilon()
    if lattice.start() < 0 or lattice.num_states() == 0:
        return []
    paths = pynini.shortestpath(lattice, nshortest=20, unique=True).paths(
        input_token_type="utf8", output_token_type="utf8")
    return [r for _, r, _ in sorted(paths.items(), key=lambda p: float(p[2]))]


@pytest.mark.parametrize("token,spoken", [
    ("1st", "first"), ("2nd", "second"), ("3rd", "third"), ("4th", "fourth"), ("11th", "eleventh"),
    ("12th", "twelfth"), ("13th", "thirteenth"), ("21st", "twenty first"), ("22nd", "twenty second"),
    ("103rd", "one hundred third"), ("111th", "one hundred eleventh"), ("700th", "seven hundredth"),
    ("8000th", "eight thousandth"), ("1,000th", "one thousandth"), ("1ST", "first"), ("2ND", "second"),
    ("3ʳᵈ", "third"), ("1ˢᵗ", "first"), ("20th", "twentieth"), ("90th", "ninetieth"),
])
def test_suffixed(fst, token, spoken):
    assert readings(fst, token) == [spoken]


@pytest.mark.parametrize("token", ["1th", "2st", "11st", "12nd", "13rd", "22st", "101th", "1sT", "st",
                                   "1 st", "-1st", "1.5th", "XL", "IIII", "VX", "IC", "CD", "MD", "LIV",
                                   "V.", "I.", "X.", "vi", "XXXX"])
def test_not_an_ordinal(fst, token):
    assert readings(fst, token) == []


@pytest.mark.parametrize("value,numeral", sorted(ROMAN.items()))
def test_roman_numerals(fst, value, numeral):
    found = readings(fst, numeral)
    if len(numeral) == 1:  # "I", "V", "X" may also be kept as written ("May I come in?")
        assert "<self>" in found
        found = [r for r in found if r != "<self>"]
    assert found[0] == "the " + spell_ordinal(value)  # "Henry VIII" -> "henry the eighth"
    assert set(found) == {"the " + spell_ordinal(value), spell_ordinal(value), spell(value)}
    if len(numeral) > 1:
        assert readings(fst, numeral + ".") == found  # "CHAPTER XV."
        assert readings(fst, numeral + "'s") == [r + "'s" for r in found]  # "Louis XII's army"


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 999_999_999), st.sampled_from(["", "upper", "comma"]))
def test_an_ordinal_reads_its_number(fst, n, style):
    suffix = right_suffix(n)
    digits = f"{n:,}" if style == "comma" else str(n)
    token = digits + (suffix.upper() if style == "upper" else suffix)
    assert readings(fst, token) == [spell_ordinal(n)]
    for wrong in {"st", "nd", "rd", "th"} - {suffix}:
        assert readings(fst, digits + wrong) == []


def test_roman_helper():
    assert [ordinal.roman(n) for n in (1, 4, 9, 14, 39)] == ["I", "IV", "IX", "XIV", "XXXIX"]
    with pytest.raises(ValueError):
        ordinal.roman(40)
    assert [ordinal.suffix_of(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 111, 112, 101)] == \
        ["st", "nd", "rd", "th", "th", "th", "th", "st", "th", "th", "st"]
