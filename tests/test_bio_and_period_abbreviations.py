"""Session 31 (lead): abbreviations read in full with their period ("Bldg. C", "Pres. Lincoln",
the rows of kind "period" of words/abbreviations.tsv), lengths of sequences in a sentence about
genes ("150 bp", "5.4 kb", "a 20 nt overhang"; measure/sequence_unit.tsv), "12 wk", a figure's
panel ("Fig. 3B") never billions.

The rules are asked as pure functions where they can be; the pipeline tests at the end check
that the grammars license what the rules say."""

from __future__ import annotations

import pytest

from tnfst import everyday_context
from tnfst.abbreviation_context import load_period_abbreviations, period_reading
from tnfst.grammar import cache


@pytest.fixture(scope="module")
def periods():
    return load_period_abbreviations(cache.grammar_dir("en"))


@pytest.mark.parametrize("tokens, i, expected", [
    (["Go", "to", "Bldg", ".", "C", "."], 2, "building"),
    (["Pres", ".", "Lincoln", "spoke"], 0, "president"),
    (["The", "Natl", ".", "Park"], 1, "national"),
    (["Wt", ".", "12 oz"], 0, "weight"),
    (["Take", "Blvd", ".", "west"], 1, "boulevard"),
    (["Ask", "the", "Mgr.", "on", "duty"], 2, "manager"),   # the period on the token
    (["Capt", ".", "Smith"], 0, None),                      # kept as written (the training data: 3 of 3)
    # no period, in lowercase, in capitals, after a number: not this rule's
    (["Bldg", "C"], 0, None),
    (["the", "bldg", ".", "is"], 1, None),
    (["BLDG", ".", "4"], 0, None),
    (["5", "Wt", "."], 1, None),
    # a row of another kind ("Art." is a word too; "Dr." has its own rules)
    (["Modern", "Art", "."], 1, None),
    (["Dr", ".", "Smith"], 0, None),
])
def test_period_abbreviations(periods, tokens, i, expected):
    assert period_reading(tokens, i, periods) == expected


def test_period_rows_are_listed_abbreviations(periods):
    assert {"bldg", "blvd", "pres", "natl", "intl", "wt", "mgr"} <= set(periods)
    assert not {"capt", "maj", "univ", "govt"} & set(periods)
    assert "art" not in periods and "no" not in periods and "dr" not in periods


def _seq(tokens, i, words=None):
    words = frozenset(t.lower() for t in tokens) if words is None else words
    return everyday_context._sequence_word(tokens, i, words)


@pytest.mark.parametrize("sentence, i, expected", [
    ("sequenced with 150 bp paired-end reads", 3, "base pairs"),
    ("the gene is 1,500 bp long", 4, "base pairs"),
    ("a 20 nt overhang on the strand", 2, "nucleotide"),          # before its noun
    ("a 250 aa protein", 2, "amino acid"),
    ("the primer is 1 nt shorter", 4, "nucleotide"),
    ("the yield rose 25 bp on the bond", 4, "basis points"),       # rates, not genes
    ("he scored 25 bp today", 3, None),                            # neither: the grammar's letters
    ("we saw bp near the gene", 2, None),                          # no number before it
])
def test_sequence_words(sentence, i, expected):
    assert _seq(sentence.split(), i) == expected


def test_twelve_weeks_is_plural():
    tokens = ["fed", "for", "12", "wk", "."]
    assert everyday_context._count_word(tokens, 3, frozenset(tokens)) == "weeks"
    assert everyday_context._count_word(["for", "1", "wk"], 2, frozenset()) == "week"


def _rule(rule, token):
    return {"SEQUENCE_UNIT": {"5.4 kb": ["five point four kilobases", "five point four kilobase"]},
            "SCALED": {"3B": ["three billion"]}}.get(rule, {}).get(token, [])


@pytest.mark.parametrize("tokens, i, expected", [
    (["the", "plasmid", "is", "5.4 kb", "long"], 3, "five point four kilobases"),
    (["a", "5.4 kb", "fragment", "of", "dna"], 1, "five point four kilobase"),   # before its noun
    (["the", "file", "is", "5.4 kb"], 3, None),                                   # data: kilobits, the grammar's
])
def test_sequence_lengths_joined_to_their_number(tokens, i, expected):
    assert everyday_context._sequence_length(tokens, i, frozenset(t.lower() for t in tokens), _rule) == expected


def test_a_figure_panel_is_never_billions():
    tokens = ["Fig", ".", "3B", "shows", "the", "curve"]
    assert everyday_context._scaled(tokens, 2, frozenset(t.lower() for t in tokens), _rule) is None


@pytest.mark.parametrize("sentence, expected", [
    ("Go to Bldg. C.", "building c"),
    ("Pres. Lincoln spoke.", "president lincoln"),
    ("The plasmid is about 5.4 kb long.", "five point four kilobases long"),
    ("Libraries were sequenced with 150 bp reads.", "one hundred fifty base pairs reads"),
    ("The file is 5.4 kb.", "five point four kilobits"),
    ("The mice were fed for 12 wk.", "twelve weeks"),
    ("Fig. 3B shows the curve.", "figure three b shows"),
])
def test_pipeline(sentence, expected):
    import tnfst

    assert expected in tnfst.Normalizer().normalize(sentence).lower()


@pytest.mark.parametrize("written, expected", [
    ("TNF-α", "t n f alpha"), ("IFN-γ", "i f n gamma"), ("NF-κB", "n f kappa b"),
    ("x-α", None), ("TNF", None), ("TNF-a", None),
])
def test_a_protein_name_with_its_greek_letter(written, expected):
    from tnfst.math_notation import greek_named_reading

    assert greek_named_reading(written) == expected


def _years(token):
    return {"2100": ["two thousand one hundred", "twenty one hundred"],
            "2150": ["two thousand one hundred fifty", "twenty one fifty"],
            "2105": ["two thousand one hundred five", "twenty one o five"]}.get(token, [])


@pytest.mark.parametrize("token, prev, nxt, expected", [
    ("2100", "by", ".", "twenty one hundred"),
    ("2150", "until", ",", "twenty one fifty"),
    ("2105", "before", "", "twenty one o five"),
    ("2100", "by", "votes", None),        # a count
    ("2100", "about", ".", None),         # no word of when: the cardinal rule's
])
def test_a_future_year_after_a_word_of_when(token, prev, nxt, expected):
    from tnfst.quantity_context import _future_year

    assert _future_year(token, prev, nxt, _years) == expected


def test_watching_in_4k_is_a_resolution():
    from tnfst.quantity_context import VIDEO_CUES

    assert {"watched", "episodes", "remastered"} <= VIDEO_CUES


@pytest.mark.parametrize("tokens, i, expected", [
    (["Repeat", "3x", "."], 1, "three times"),
    (["a", "P/E", "of", "25x", "."], 3, "twenty five times"),
    (["the", "value", "of", "3x", "when"], 3, None),     # "of" not closing its phrase
])
def test_a_multiplier_after_repeat_or_closing_of(tokens, i, expected):
    from tnfst.quantity_context import _multiplier

    assert _multiplier(tokens, i, frozenset(t.lower() for t in tokens)) == expected
