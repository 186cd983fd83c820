"""A floor or a cap after a price: "($5 min.)" -> "minimum", "$500 max." -> "maximum"
(`tnfst.abbreviation_context`), never minutes (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.abbreviation_context import abbreviation_reading


@pytest.mark.parametrize("tokens,i,reading", [
    (["fee", "(", "$5", "min", ".", ")"], 3, "minimum"),
    (["a", "$25", "min", ".", "order"], 2, "minimum"),
    (["advances", ":", "$500", "max", ".", "per", "day"], 3, "maximum"),
    (["£10", "min", "."], 1, "minimum"),
    (["max", ".", "200", "degrees"], 0, "maximum"),        # before a number, as before
])
def test_after_a_price(tokens, i, reading):
    assert abbreviation_reading(tokens, i) == reading


@pytest.mark.parametrize("tokens,i", [
    (["Rest", "10", "min", ".", "then"], 2),     # after a number: minutes
    (["for", "25", "min", "."], 2),
    (["the", "min", "."], 1),                    # nothing around it
    (["$5", "min"], 1),                          # no period: the model's
])
def test_minutes_are_left_alone(tokens, i):
    assert abbreviation_reading(tokens, i) is None
