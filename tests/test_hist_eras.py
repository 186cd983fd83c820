"""A span of years written as one token before its era ("1792–1750 BCE"): `tnfst.era_ranges`."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.era_ranges import era_range_reading, era_years


def _readings(token: str) -> list[str]:
    """A stand-in for the grammars: the DATE readings of a year with its era, and the readings
    of a span of counts (which license the span's reading)."""
    return {
        "1792 BCE": ["seventeen ninety two b c e"], "1750 BCE": ["seventeen fifty b c e"],
        "1792–1750": ["one thousand seven hundred ninety two to one thousand seven hundred fifty",
                      "seventeen ninety two to seventeen fifty"],
        "495 BC": ["four ninety five b c", "four hundred ninety five b c"],
        "429 BC": ["four twenty nine b c", "four hundred twenty nine b c"],
        "495–429": ["four hundred ninety five to four hundred twenty nine"],
        "1200 BC": ["twelve hundred b c"], "1150 BC": ["eleven fifty b c"],
        "1200-1150": ["twelve hundred to eleven fifty"],
    }.get(token, [])


@pytest.mark.parametrize("tokens, i, reading", [
    (["c.", "1792–1750", "BCE", "."], 1, "seventeen ninety two to seventeen fifty"),
    (["(", "495–429", "BC", ")"], 1, "four hundred ninety five to four hundred twenty nine"),
    (["in", "1200-1150", "BC"], 1, "twelve hundred to eleven fifty"),
    # no era after the span, the era elsewhere, the same year twice, a reading the span lacks
    (["in", "1792–1750", "."], 1, None),
    (["1792–1750", "and", "BCE"], 0, None),
    (["1750–1750", "BCE"], 0, None),
    (["in", "1200-1150", "BCE"], 1, None),
])
def test_a_span_before_its_era_is_read_as_years(tokens, i, reading):
    assert era_range_reading(tokens, i, _readings) == reading


def test_era_years_drop_the_era():
    assert era_years("429", "BC", _readings) == ["four twenty nine", "four hundred twenty nine"]
    assert era_years("429", "AD", _readings) == []
    assert era_range_reading(["1792–1750", "BCE"], 0, None) is None


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("sentence, i, reading", [
    (["Hammurabi", "ruled", "Babylon", "c.", "1792–1750", "BCE", "."], 4, "seventeen ninety two to seventeen fifty"),
    (["It", "lasted", "3000–2500", "BC", "."], 2, "three thousand to twenty five hundred"),
    (["Pericles", "(", "c.", "495–429", "BC", ")"], 3, "four hundred ninety five to four hundred twenty nine"),
    (["Rome", "held", "it", "43–410", "AD", "."], 3, "forty three to four hundred ten"),
])
def test_the_context_chain_reads_the_span_as_the_grammar_licenses(grammar, sentence, i, reading):
    """Through `ContextReadings.decide` with the real grammars: the reading is one the grammar
    licenses for the span (as `tnfst.api._in_context` then checks)."""
    context = ContextReadings.load("en")
    decided = context.decide(sentence, readings_of=lambda t: list(grammar.readings(t, limit=20)))
    assert decided[i] == reading
    assert grammar.licenses(sentence[i], reading)
