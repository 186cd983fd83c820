"""Synthetic number and date examples read in the Google style."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "training"))
from corpus.synthetic_numbers import NumberReader, draw_cardinal, draw_date, synthesize_numbers  # noqa: E402


@pytest.fixture(scope="module")
def reader() -> NumberReader:
    return NumberReader("en")


@pytest.mark.parametrize("year, reading", [
    (1995, "nineteen ninety five"), (1905, "nineteen o five"), (1900, "nineteen hundred"),
    (2006, "two thousand six"), (2012, "twenty twelve"), (1008, "one thousand eight"), (2000, "two thousand"),
])
def test_years_read_like_kestrel(reader, year, reading):
    assert reader.year(year) == reading


def test_cardinals_ordinals_decimals(reader):
    assert reader.cardinal("1,046") == "one thousand forty six"
    assert reader.cardinal("-231") == "minus two hundred thirty one"
    assert reader.cardinal("101059254") == "one hundred one million fifty nine thousand two hundred fifty four"
    assert [reader.ordinal(n) for n in (1, 2, 3, 12, 20, 21, 30)] == [
        "first", "second", "third", "twelfth", "twentieth", "twenty first", "thirtieth"]
    assert reader.decimal("0.001251") == "zero point o o one two five one"


def test_examples_are_words_only_and_placed_in_context(reader):
    rng = random.Random(0)
    contexts = {"CARDINAL": [(["It", "had", "5", "rooms", "."], 2)], "DATE": [(["On", "4 May", "he", "left"], 1)]}
    from corpus.synthetic_numbers import NumberConfig

    examples = synthesize_numbers(reader, contexts, rng, NumberConfig(cardinals=50, decimals=20, digits=20, dates=50))
    assert len(examples) == 140
    for e in examples:
        assert f"<norm> {e.token} </norm>" in e.window
        assert e.reading and not any(c.isdigit() for c in e.reading)
    assert any(e.cls == "DATE" and e.window.startswith("On <norm>") for e in examples)


def test_drawn_tokens_parse(reader):
    rng = random.Random(1)
    for _ in range(200):
        written = draw_cardinal(rng)
        assert reader.cardinal(written)
        token, reading = draw_date(rng, reader)
        assert token and reading
