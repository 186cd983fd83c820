"""The VERBATIM class grammar: symbols, Greek and accented letters, letters of other scripts."""

from __future__ import annotations

import unicodedata

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import cache, lists
from tnfst.grammars.en import numbers, rules, verbatim
from tnfst.grammars.en.fst import ranked_readings
from training.grammar_lists import make_verbatim_lists

GREEK_ALPHABET = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi "
                  "rho sigma tau upsilon phi chi psi omega").split()


@pytest.fixture(scope="module")
def tables() -> dict:
    folder = cache.grammar_dir("en")
    return {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + verbatim.LISTS}


@pytest.fixture(scope="module")
def fst(tables) -> pynini.Fst:
    return verbatim.build(numbers.build(rules.number_lists(tables)), tables).optimize()


ranked = ranked_readings  # every reading of a rule, best first (grammars/en/fst.py)


@pytest.mark.parametrize("token, readings", [
    ("&", ["and"]),
    ("§§", ["sections"]),          # doubled.tsv: a symbol written twice, its plural
    ("¶¶", ["paragraphs"]),
    ("#", ["number", "hash"]),
    (":", [":", "to"]),
    ("_", ["underscore"]),
    ("~", ["tilde"]),
    ("α", ["alpha"]),
    ("Μ", ["mu"]),
    ("λ", ["lambda"]),
    ("ς", ["sigma"]),
    ("Σ", ["sigma"]),
    ("µ", ["mu"]),  # MICRO SIGN
    ("é", ["e acute", "é"]),
    ("и", ["и"]),  # Google stores it as "sil": the token itself
    ("Ж", ["Ж"]),
    ("한", ["한"]),
    ("中", ["中"]),
    ("バ", ["バ"]),
    ("-", ["-", "to", "minus"]),  # "minus" between numbers in a sum (tnfst.quantity_context)
    ("*", ["asterisk", "star", "times"]),
    ("÷", ["divided by"]),
    ("::", ["::"]),
    ("<", ["less than"]),  # "p < 0.05": the model had left the sign unread
    (">", ["greater than"]),
    ("≥", ["greater than or equal to"]),
    ("≈", ["approximately", "approximately equal to"]),
])
def test_golden_readings(fst, token, readings):
    assert ranked(fst, token) == readings


@pytest.mark.parametrize("token", ["a", "ab", "Москва", "1", "----", "&&", "", " ", "αβ", "中文"])
def test_not_verbatim(fst, token):
    assert ranked(fst, token) == []


def test_greek_table_covers_the_alphabet_in_both_cases(tables):
    greek = {written: spoken for written, spoken in tables["verbatim/greek.tsv"].rows}
    small = [chr(cp) for cp in range(0x03B1, 0x03CA) if cp != 0x03C2]  # α..ω without final sigma
    capital = [c.upper() for c in small]
    assert [greek[c][0] for c in small] == GREEK_ALPHABET
    assert [greek[c][0] for c in capital] == GREEK_ALPHABET
    assert set(v[0] for v in greek.values()) == set(GREEK_ALPHABET)


def test_verbatim_lists_are_fresh():
    assert make_verbatim_lists.main(["--check"]) == 0


def test_symbol_and_self_lists_name_real_characters(tables):
    for path in ("verbatim/symbol.tsv", "verbatim/self.tsv"):
        for row in tables[path].rows:
            assert len(unicodedata.lookup(row[0])) == 1
    symbols = {unicodedata.lookup(name): spoken for name, spoken in tables["verbatim/symbol.tsv"].rows}
    assert symbols["&"] == ("and",) and symbols["#"][0] == "number"
    assert not any(c.isalnum() for c in symbols)


@settings(max_examples=200, deadline=None)
@given(st.characters(min_codepoint=0x0400, max_codepoint=0x04FF) | st.characters(min_codepoint=0xAC00,
                                                                                 max_codepoint=0xD7A3))
def test_cyrillic_and_hangul_letters_read_as_themselves(fst, char):
    expected = [char] if unicodedata.category(char).startswith("L") else []
    assert ranked(fst, char) == expected
