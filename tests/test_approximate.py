"""The tilde before an amount ("~$50" -> "about fifty dollars"): `tnfst.approximate`, the
tokenizer's cut, and grammars/en/approximate.py."""

from __future__ import annotations

import pytest

from tnfst.approximate import approximate_reading
from tnfst.tokenize import tokenize


def of(rule: str, token: str) -> list[str]:
    return ["about", "approximately"] if (rule, token) == ("APPROXIMATE", "~") else []


@pytest.mark.parametrize("tokens,reading", [
    (["Save", "~", "$50", "now"], "about"),
    (["takes", "~", "5 min"], "about"),
    (["a", "~", "word"], None),          # no amount after it
    (["ends", "~"], None),
])
def test_tilde_before_an_amount(tokens, reading):
    i = tokens.index("~")
    assert approximate_reading(tokens, i, of) == reading


@pytest.mark.parametrize("sentence,pieces", [
    ("Save ~$50 now", ["Save", "~", "$50", "now"]),
    ("takes ~5 min", ["takes", "~", "5 min"]),
    ("weighs ~2 kg.", ["weighs", "~", "2 kg", "."]),
    ("~user/home", ["~user/home"]),      # a path: no amount after the tilde
])
def test_the_tokenizer_cuts_a_glued_tilde(sentence, pieces):
    assert [s.text for s in tokenize(sentence)] == pieces


def test_the_grammar_licenses_it_in_context_only():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load("en")
    assert grammar.rule_readings("APPROXIMATE", "~", limit=2) == ["about", "approximately"]
    assert not grammar.licenses("~", "about")


def test_pipeline():
    import tnfst

    out = tnfst.Normalizer(threads=1, precision="fp32").normalize("Save ~$50 and wait ~5 min.")
    assert out == "Save about fifty dollars and wait about five minutes."
