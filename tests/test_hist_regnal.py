"""A regnal numeral of one letter with a possessive ("Charles V's", "Elizabeth I's"): the
context's "the fifth's" is licensed by the numeral's own reading (`tnfst.api._licensing_pairs`)."""

from __future__ import annotations

import pytest

from tnfst.api import _licensing_forms, _licensing_pairs
from tnfst.context import ContextReadings


def test_a_possessive_is_licensed_by_its_owner_and_its_reading():
    assert ("V", "the fifth") in _licensing_pairs("V's", "the fifth's")
    assert ("I", "the first") in _licensing_pairs("I’s", "the first's")
    assert ("V's", "the fifth's") in _licensing_pairs("V's", "the fifth's")  # the token itself still first
    assert _licensing_pairs("XIV.'s", "the fourteenth's")[:2] == (("XIV.'s", "the fourteenth's"),
                                                                 ("XIV's", "the fourteenth's"))


@pytest.mark.parametrize("token, reading", [
    ("V", "the fifth"),         # no possessive on the token
    ("V's", "the fifth"),       # no possessive in the reading
    ("'s", "'s"),               # nothing before the possessive
])
def test_no_owner_pair_without_a_possessive_on_both(token, reading):
    assert _licensing_pairs(token, reading) == tuple((w, reading) for w in _licensing_forms(token, reading))


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("tokens, i, reading", [
    (["Charles", "V's", "empire"], 1, "the fifth's"),
    (["Elizabeth", "I's", "navy"], 1, "the first's"),
    (["Henry", "V's", "army"], 1, "the fifth's"),
])
def test_the_owner_licenses_the_context_reading(grammar, tokens, i, reading):
    """The context reads the possessive numeral after a regnal name; no grammar licenses the
    possessive of a lone letter, its owner's reading does."""
    assert ContextReadings.load("en").decide(tokens)[i] == reading
    assert not grammar.licenses(tokens[i], reading)
    assert any(grammar.licenses(written, said) for written, said in _licensing_pairs(tokens[i], reading))


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1, precision="fp32").load()


def test_the_pipeline_reads_a_possessive_regnal_numeral(normalizer):
    assert normalizer.normalize("Charles V's empire was vast.") == "Charles the fifth's empire was vast."
    assert normalizer.normalize("The letter V's shape.") != "The letter the fifth's shape."
