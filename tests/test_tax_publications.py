"""The IRS's publications: "Pub." before a number is "publication" (`tnfst.abbreviation_context`),
and the number is said as its forms are ("Pub. 590-A" -> "five ninety a", `tnfst.versions`) (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.abbreviation_context import abbreviation_reading
from tnfst.versions import form_reading


@pytest.mark.parametrize("tokens,i,reading", [
    (["Per", "IRS", "Pub", ".", "590-A", ","], 2, "publication"),
    (["See", "Pub", ".", "17"], 1, "publication"),
    (["See", "Pubs", ".", "15", "and", "15-T"], 1, "publications"),
])
def test_pub_before_a_number(tokens, i, reading):
    assert abbreviation_reading(tokens, i) == reading


@pytest.mark.parametrize("tokens,i", [
    (["the", "Pub", ".", "It", "was", "full"], 1),   # a sentence ends: the pub
    (["a", "pub", "quiz"], 1),
    (["Pub", "5", "opens"], 0),                       # no period: the model's
])
def test_other_pubs_are_left_alone(tokens, i):
    assert abbreviation_reading(tokens, i) is None


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}<{token}>"]


@pytest.mark.parametrize("tokens,i,rule", [
    (["IRS", "Pub", ".", "590-A"], 3, "FORM_CODE"),
    (["See", "Publication", "970"], 2, "CODE_PAIRS"),
    (["Publications", "501", "and", "502"], 1, "CODE_PAIRS"),
    (["Pubs", ".", "946"], 2, "CODE_PAIRS"),
    (["File", "Form", "4868"], 2, "CODE_PAIRS"),        # the forms as before
])
def test_publication_numbers_as_forms(tokens, i, rule):
    assert form_reading(tokens, i, _rule) == f"{rule}<{tokens[i]}>"


@pytest.mark.parametrize("tokens,i", [
    (["the", "publication", "970"], 2),     # lowercase: not the IRS's name
    (["a", "pub", ".", "590"], 3),
    (["Publication", "1000"], 1),           # a round thousand
    (["after", ".", "590-A"], 2),
])
def test_other_numbers_are_left_alone(tokens, i):
    assert form_reading(tokens, i, _rule) is None
