"""Headings: a heading word and a Roman numeral are one token read as a cardinal
("CHAPTER XV." -> "chapter fifteen."), by the grammar alone; regnal numerals stay ordinals."""

from __future__ import annotations

import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pynini.lib import rewrite

from tnfst.constraints.number_guard import cardinal_words
from tnfst.grammar import cache, lists
from tnfst.grammar.covering import CoveringGrammar
from tnfst.grammar.lists import Table
from tnfst.grammars.en import heading, numbers, rules
from tnfst.grammars.en.fst import acc
from tnfst.tokenize import tokenize

# Canonical numerals written out by hand (not by `heading.roman`).
KNOWN = {1: "I", 4: "IV", 9: "IX", 14: "XIV", 40: "XL", 42: "XLII", 49: "XLIX", 90: "XC", 99: "XCIX",
         119: "CXIX", 400: "CD", 444: "CDXLIV", 900: "CM", 1994: "MCMXCIV", 2024: "MMXXIV",
         3999: "MMMCMXCIX"}
NON_CANONICAL = ["IIII", "VX", "IC", "IIX", "XM", "VV", "LL", "DD", "MMMM", "IL", "XXXX", "VIV", "CCCC", "IM", ""]


def spoken(n: int) -> str:
    return " ".join(cardinal_words(str(n)))


# -- the numerals ---------------------------------------------------------------

@pytest.mark.parametrize("value, written", sorted(KNOWN.items()))
def test_roman_writes_and_reads_canonical_numerals(value, written):
    assert heading.roman(value) == written
    assert heading.roman_value(written) == value


def test_every_numeral_reads_back():
    assert all(heading.roman_value(heading.roman(n)) == n for n in range(1, heading.MAX_ROMAN + 1))


@pytest.mark.parametrize("text", NON_CANONICAL)
def test_non_canonical_numerals_are_refused(text):
    assert heading.roman_value(text) is None
    assert heading.numeral_value(text, capital=True) is None


@pytest.mark.parametrize("value", [0, 4000, -1])
def test_roman_range(value):
    with pytest.raises(ValueError):
        heading.roman(value)


@pytest.mark.parametrize("text, capital, value", [
    ("XV", False, 15), ("xv", False, 15), ("I", True, 1), ("I", False, None), ("i", True, None),
    ("C", True, None), ("D", True, None), ("L", True, None), ("M", True, None), ("CD", True, None),
    ("DC", True, None), ("MD", True, None), ("CC", True, None), ("CI", True, 101), ("CCC", True, 300),
    ("xl", True, None), ("Xv", True, None), ("mix", True, None), ("V", False, 5),
])
def test_heading_numeral_policy(text, capital, value):
    assert heading.numeral_value(text, capital=capital) == value


# -- the grammar (the compiled FAR, every class) --------------------------------

@pytest.fixture(scope="module")
def grammar():
    return CoveringGrammar.load(classes="all").ensure_loaded()


@pytest.mark.parametrize("token, reading", [
    ("CHAPTER XLII", "chapter forty two"),
    ("CHAPTER XV", "chapter fifteen"),
    ("Chapter IV", "chapter four"),
    ("chapter iv", "chapter four"),
    ("Book iii", "book three"),
    ("BOOK II", "book two"),
    ("Part I", "part one"),
    ("PART I", "part one"),
    ("Vol. XIX", "volume nineteen"),
    ("VOL. XIX", "volume nineteen"),
    ("Psalm CXIX", "psalm one hundred nineteen"),
    ("Canto XXVIII", "canto twenty eight"),
    ("Letter III", "letter three"),
    ("War II", "war two"),
    ("CHAPTER MMMCMXCIX", "chapter three thousand nine hundred ninety nine"),
])
def test_heading_reads_as_a_cardinal(grammar, token, reading):
    assert grammar.readings(token) == [reading]
    assert grammar.semiotic_class(token) == "CARDINAL"
    assert grammar.reads_alone(token)


@pytest.mark.parametrize("token", [
    "CHAPTER IIII", "Chapter VX", "Chapter IC", "Chapter IIX",   # not canonical
    "chapter I",                                                  # the pronoun: "in this chapter I argue"
    "Part C", "Appendix D", "Book CD", "Part DC",                  # letters and acronyms
    "letter x", "war ii",                                         # "capital" rows: not in lowercase
    "Henry VIII", "Louis XIV",                                    # regnal numerals: not heading words
    "ChApTeR IV", "Chapter Iv", "Chapter  IV", "Chapter IV.",     # odd case, two spaces, the period
])
def test_non_headings_are_not_read_as_headings(grammar, token):
    assert not grammar.reads_alone(token)
    assert not any(r.startswith(("chapter", "part", "book", "appendix", "letter", "war", "henry", "louis"))
                   for r in grammar.readings(token)), token


@pytest.mark.parametrize("token", ["15", "VIII", "XV", "2012"])
def test_bare_numbers_and_numerals_stay_the_models(grammar, token):
    assert grammar.matches(token) and not grammar.reads_alone(token)


def test_a_grammar_without_cardinal_reads_no_heading():
    dates = CoveringGrammar.load(classes=("DATE",))
    assert not dates.matches("CHAPTER XV") and not dates.reads_alone("CHAPTER XV")


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=heading.MAX_ROMAN))
def test_property_any_numeral_after_chapter_reads_its_cardinal(grammar, n):
    numeral = heading.roman(n)
    token = f"CHAPTER {numeral}"
    if numeral in heading.NOT_NUMERALS:
        assert grammar.readings(token) == []
    else:
        assert grammar.readings(token) == ["chapter " + spoken(n)]


def test_one_tsv_row_adds_a_heading_word(tmp_path):
    """A grammar author adds a word with one row: built here from a list of two rows."""
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS}
    path = tmp_path / "heading.tsv"
    path.write_text("# test\nfytte\tfytte\tany\nbk.\tbook\tcapital\n", encoding="utf-8")
    tables[heading.LIST.path] = lists.read_table(path, heading.LIST)
    rule = heading.build(numbers.build(rules.number_lists(tables)), tables).optimize()

    def read(token):
        try:
            return rewrite.top_rewrites(acc(token), rule, 5, input_token_type="utf8", output_token_type="utf8")
        except rewrite.Error:
            return []

    assert read("Fytte IV") == ["fytte four"] and read("fytte xii") == ["fytte twelve"]
    assert read("Bk. XL") == ["book forty"] and read("BK. XL") == ["book forty"]
    assert read("bk. xl") == [] and read("Chapter IV") == []


def test_a_heading_word_must_be_one_word(tmp_path):
    tables = {heading.LIST.path: Table(pathlib.Path("h.tsv"), (("two words", ("two words",), "any"),))}
    with pytest.raises(ValueError, match="one lowercase word"):
        heading.build(None, tables)


# -- the tokenizer --------------------------------------------------------------

def _texts(sentence):
    spans = tokenize(sentence)
    assert all(sentence[s.start:s.end] == s.text for s in spans)
    return [s.text for s in spans]


@pytest.mark.parametrize("sentence, tokens", [
    ("CHAPTER XV. The End", ["CHAPTER XV", ".", "The", "End"]),
    ("CHAPTER I.", ["CHAPTER I", "."]),
    ("Chapter V.", ["Chapter V", "."]),
    ("BOOK II: Part IV", ["BOOK II", ":", "Part IV"]),
    ("See Vol. XIX, p. 3", ["See", "Vol. XIX", ",", "p.", "3"]),
    ("as shown in chapter iv and section XII", ["as", "shown", "in", "chapter iv", "and", "section XII"]),
    ("PART I", ["PART I"]),
    ("CHAPTER XLII", ["CHAPTER XLII"]),
    ("World War II ended", ["World", "War II", "ended"]),
])
def test_tokenizer_joins_headings(sentence, tokens):
    assert _texts(sentence) == tokens


@pytest.mark.parametrize("sentence", [
    "In this chapter I argue",      # the pronoun
    "Henry VIII was king",          # a regnal numeral: not a heading word
    "CHAPTER IIII", "Chapter VX",   # not canonical
    "Appendix C", "Book CD",        # a letter, an acronym
    "the letter x", "Chapter  IV",  # a capital-only word in lowercase; two spaces
    "Chapter",
])
def test_tokenizer_leaves_non_headings_apart(sentence):
    assert _texts(sentence) == sentence.split()


# -- end to end -----------------------------------------------------------------

@pytest.fixture(scope="module")
def normalizer(one_torch_thread):
    from tnfst.api import Normalizer

    return Normalizer().load()


def test_heading_is_read_by_the_grammar_end_to_end(normalizer):
    assert normalizer.normalize("CHAPTER XV. The End") == "chapter fifteen. The End"
    assert normalizer.normalize("BOOK XLII") == "book forty two"


def test_regnal_numeral_is_still_the_models_ordinal(normalizer):
    assert tokenize("Henry VIII was king")[1].text == "VIII"
    assert "eighth" in normalizer.normalize("Henry VIII was king").split()


@pytest.mark.parametrize("sentence, tokens", [
    ("CHAPTER III--TWO MISFORTUNES", ["CHAPTER III", "--", "TWO", "MISFORTUNES"]),
    ("CHAPTER XV—THE END", ["CHAPTER XV", "—", "THE", "END"]),
    ("he said—and left", ["he", "said", "—", "and", "left"]),
    ("10--20 and well-known", ["10--20", "and", "well-known"]),  # not between digits; one hyphen stays
    ("INGREDIENTS.--To every", ["INGREDIENTS", ".", "--", "To", "every"]),  # after punctuation too
    ("22.]--(to answer", ["22", ".", "]", "--", "(", "to", "answer"]),  # no token swallows "to"
    ("1990—2000 and --5", ["1990—2000", "and", "--", "5"]),  # a run before a number is no sign
    ("and -5", ["and", "-5"]),
])
def test_a_double_or_em_dash_is_a_piece_of_its_own(sentence, tokens):
    assert _texts(sentence) == tokens


@pytest.mark.parametrize("sentence, spoken", [
    ("XV.", "fifteen."),
    ("XXXVIII", "thirty eight"),
    ("XIV", "fourteen"),
    ('"XII."', '"twelve."'),
])
def test_a_numeral_that_is_a_sentence_of_its_own_is_a_heading_cardinal(normalizer, sentence, spoken):
    """Books write chapter numbers as lines of their own; they are read as cardinals (the model
    alone says "the fifteenth")."""
    assert normalizer.normalize(sentence) == spoken
    record = next(r for r in normalizer.explain(sentence) if r.normalized)
    assert record.constraints == ("class_fst",)


@pytest.mark.parametrize("text, period, value", [
    ("XV", False, 15), ("V", True, 5), ("I", False, None), ("X", False, None), ("CD", False, None),
    ("MD", True, None), ("xv", False, None), ("IIII", False, None), ("Henry", False, None),
])
def test_lone_numeral_values(text, period, value):
    from tnfst.grammars.en.heading import lone_numeral_value

    assert lone_numeral_value(text, period=period) == value


def test_a_lone_i_and_numerals_inside_sentences_are_left_to_the_model(normalizer):
    assert normalizer.normalize("I") == "I"
    assert "eighth" in normalizer.normalize("Henry VIII was king").split()
    from tnfst.api import _headings

    parts = normalizer._get_parts()
    assert _headings(parts, [["Louis", "XV", "and", "his", "court"], ["I"], ["CD", "."]]) == {}
    assert list(_headings(parts, [["XV", "."], ["(", "IX", ")"]])) == [(0, 0), (1, 1)]
