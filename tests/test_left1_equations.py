"""A side of a linear equation written as one token (session 32, tag left1): "Solve 2-3x = 5." ->
"two minus three x" (`tnfst.math_notation.linear_term_reading`, asked in a sentence with "=")."""

from __future__ import annotations

import pytest

from tnfst.math_notation import linear_term_reading


@pytest.mark.parametrize("token, reading", [
    ("2-3x", "two minus three x"),
    ("10+4y", "ten plus four y"),
    ("5-x", "five minus x"),
    ("7−2n", "seven minus two n"),
])
def test_linear_terms(token, reading):
    assert linear_term_reading(token) == reading


@pytest.mark.parametrize("token", ["1-2", "3x", "2-3", "x-2", "2-3xy", "1990-91"])
def test_other_tokens(token):
    assert linear_term_reading(token) is None
