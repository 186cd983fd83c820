"""`tnfst.year_colons`: a colon between a year and a figure is silent ("Tax brackets for 2024: 10%, 12%"),
never a ratio's "to" (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.year_colons import colon_reading


@pytest.mark.parametrize("sentence,i", [
    ("Tax brackets for 2024 : 10% , 12%", 4),
    ("Limits for 2025 : $23,500", 3),
    ("Growth in 1999 : 3.5% a year", 3),
])
def test_colon_after_a_year(sentence, i):
    assert colon_reading(sentence.split(), i) == ":"


@pytest.mark.parametrize("sentence,i", [
    ("The score was 2 : 1", 4),          # two small numbers: a score, the model's "to"
    ("won 21 : 19", 2),
    ("Mix 1 : 10", 2),
    ("in 2024 : the year", 2),           # no figure after it
    ("Tax code : 1257L", 2),             # no year before it
    ("the 2100 : 5% ratio", 2),          # not a year of 1900-2099
    ("Results for 2024 : 12 wins", 3),   # a bare number: the training data's "to" (a page cited: "2004 : 147")
    ("De Vries ( 2004 : 147 )", 4),
    ("2024 :", 1),                       # nothing after it
    (": 10", 0),
])
def test_other_colons_are_left_alone(sentence, i):
    assert colon_reading(sentence.split(), i) is None


def test_the_context_keeps_the_colon_as_written():
    tokens = "Brackets for 2024 : 10% and 12% .".split()
    assert ContextReadings.load("en").decide(tokens).get(3) == ":"


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence,reading", [
    ("Tax brackets for 2024: 10%, 12%, and 22%.",
     "Tax brackets for twenty twenty four: ten percent, twelve percent, and twenty two percent."),
    ("The score was 2: 1.", "The score was two to one."),
])
def test_whole_sentences(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading
