"""`tnfst.tax_context`: hybrid ARMs ("a 5/1 ARM" -> "five one") and terms in months ("a 6-mo CD" ->
"six month"), licensed as the MEASURE grammar's "6-month" (`tnfst.api._licensing_forms`) (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.api import _licensing_forms
from tnfst.tax_context import arm_reading, month_term_reading, tax_reading


@pytest.mark.parametrize("sentence,i,reading", [
    ("A 5/1 ARM starts lower", 1, "five one"),
    ("the 7/1 arm", 1, "seven one"),
    ("two 10/1 ARMs", 1, "ten one"),
    ("a 2/28 ARM", 1, "two twenty eight"),
])
def test_hybrid_arms(sentence, i, reading):
    assert tax_reading(sentence.split(), i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("Meet on 5/1 at noon", 2),       # no ARM after it: a date
    ("a 5/1 ratio", 1),
    ("a 5/0 ARM", 1),                 # no adjustment period of zero
    ("a 1/2/3 ARM", 1),               # three numbers
])
def test_other_slashes_are_no_arms(sentence, i):
    assert arm_reading(sentence.split(), i) is None


@pytest.mark.parametrize("token,reading", [
    ("6-mo", "six month"),
    ("12-mo", "twelve month"),
    ("18-mos", "eighteen months"),
])
def test_terms_in_months(token, reading):
    assert month_term_reading(token) == reading
    assert tax_reading(["a", token, "CD"], 1) == reading


@pytest.mark.parametrize("token", ["6-mon", "0-mo", "6-moo", "123-mo", "6mo", "demo-mo"])
def test_other_tokens_are_no_terms(token):
    assert month_term_reading(token) is None


def test_terms_are_licensed_by_the_measure_form():
    assert "6-month" in _licensing_forms("6-mo", "six month")
    assert "18 months" in _licensing_forms("18-mos", "eighteen months")
    assert _licensing_forms("6-mon", "six mon") == ("6-mon",)


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence,reading", [
    ("A 6-mo CD pays 5.1% APY.", "A six month c d pays five point one percent a p y."),
    ("Lock a 12-mo. term.", "Lock a twelve month term."),
    ("The 5/1 ARM adjusts after year 5.", "The five one ARM adjusts after year five."),
    ("Meet on 5/1 at noon.", "Meet on may first at noon."),
])
def test_whole_sentences(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading
