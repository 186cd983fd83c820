"""Abbreviations of citations read before a number or after an ordinal: "Eq. (4)", "Fig. S4", "cl. 3"
(`tnfst.context`), spans of numbered sections ("Sections 3.1–3.4"), "ca. 8.1 billion", "2d Sess.", "117th Cong." (`tnfst.abbreviation_context`,
`tnfst.book_context`); and the pipeline."""

from __future__ import annotations

import pytest

from tnfst.abbreviation_context import abbreviation_reading
from tnfst.book_context import old_ordinal_form
from tnfst.context import _cited, _counted_range


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


@pytest.mark.parametrize("sentence, i, expected", [
    ("118th Congress , 2d Sess . ,", 4, "session"),
    ("the 2d Cir . affirmed", 2, "circuit"),
    ("99th Cong . , 1st Sess .", 1, "congress"),
    ("now ca. 8.1 billion", 1, "circa"),
    ("ca . 200 species", 0, "circa"),
    # not after an ordinal, or "c." before an amount: left alone
    ("the Sess . 2", 1, None), ("12d Cir .", 1, None), ("option c. 2.5 kg", 1, None),
])
def test_citation_abbreviations(sentence, i, expected):
    assert abbreviation_reading(_tokens(sentence), i) == expected


@pytest.mark.parametrize("token, expected", [
    ("2d", True), ("3d", True), ("22d", True), ("103d", True), ("12d", False), ("13d", False), ("4d", False),
])
def test_old_ordinal_forms(token, expected):
    assert old_ordinal_form(token) is expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("into Eq . ( 4 ) gives", 2, "4"),
    ("Eqs . ( 2 ) and", 0, "2"),
    ("in Fig . S4 .", 1, "4"),
    ("in Fig . 3b", 1, "3b"),
    # a bracket without a number, a label after another word: the token after the period
    ("see Eq . ( a )", 1, "("),
    ("in Vol . S4", 1, "S4"),
    # "No." before a file number with a prefix in capitals: its digits, so "No." is "number" (session 29)
    ("in No . S4", 1, "4"),
])
def test_cited_number(sentence, i, expected):
    tokens = _tokens(sentence)
    assert _cited(tokens, i, tokens[i + 2]) == expected


@pytest.mark.parametrize("token, prev, expected", [
    ("3.1–3.4", "Sections", "three point one to three point four"),
    ("2.1-2.12", "§§", "two point one to two point one two"),
    ("101-103", "§§", "one hundred one to one hundred three"),
    # falling, or not after a word that counts a span
    ("3.4-3.1", "sections", None),
    ("6.5-7.5", "was", None),
])
def test_spans_of_numbered_sections(token, prev, expected):
    assert _counted_range(token, "describe", prev) == expected


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.mark.parametrize("sentence, expected", [
    ("Substituting into Eq. (4) gives the result.", "Substituting into equation (four) gives the result."),
    ("Combining Eqs. (2) and (5) works.", "Combining equations (two) and (five) works."),
    ("Results are in Fig. S4.", "Results are in figure s four."),
    ("It is found in Art. I, § 8, cl. 3.", "It is found in article one, section eight, clause three."),
    ("The 118th Congress, 2d Sess., adjourned.", "The one hundred eighteenth Congress, second session, adjourned."),
    ("The 2d Cir. affirmed.", "The second circuit affirmed."),
    ("The world population is now ca. 8.1 billion.", "The world population is now circa eight point one billion."),
    ("He bought a 75 cl. bottle.", "He bought a seventy five centiliters bottle."),
    ("Sections 3.1–3.4 describe it.", "Sections three point one to three point four describe it."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected
