"""Government citations (session 32, gov): a council's act numbered within a two-digit year after
"Ordinance", "Resolution", "Ord." or "Res." is a serial number, not a range, and so is a public law's
number after "P.L." or "PL"; `tnfst.citations`."""

from __future__ import annotations

import pytest

from tnfst import citations


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}:{token}"]


@pytest.mark.parametrize("sentence, i", [
    ("Ordinance 24-113 takes effect", 1),
    ("under Ord . 24-113 , parking", 3),
    ("Res . 2024-15 was adopted", 2),
    ("passed Resolution 23-0456 on", 2),
    ("the ordinance 19-7 was", 2),                     # a one-digit serial, below its year
])
def test_acts_numbered_within_their_year(sentence, i):
    tokens = sentence.split()
    assert citations.serial_reading(tokens, i, _rule) == f"SERIAL_NUMBER:{tokens[i]}"


@pytest.mark.parametrize("sentence, i", [
    ("Resolution 12-15 are attached", 1),              # a range of two resolutions
    ("Cases 12-15 were dismissed", 1),                 # no act word
    ("won 24-113 in", 1),
    ("Ordinance 124-1131 is", 1),                      # neither a two- nor a four-digit year
])
def test_ranges_and_other_pairs_stay(sentence, i):
    tokens = sentence.split()
    assert citations.serial_reading(tokens, i, _rule) is None


@pytest.mark.parametrize("sentence, i", [
    ("The IRA , P.L. 117-169 , included", 4),
    ("under PL 117-58 funds", 2),
    ("P.L. No . 116-136 passed", 3),
    ("the CARES Act , Pub . L . 116-136 , in", 8),       # the Bluebook's form, as before
])
def test_public_laws_after_the_short_form(sentence, i):
    tokens = sentence.split()
    assert citations.serial_reading(tokens, i, _rule) == f"SERIAL_NUMBER:{tokens[i]}"


def test_a_range_without_a_public_law_stays():
    assert citations.serial_reading(["pages", "117-169", "of"], 1, _rule) is None
