"""Chemical formulas read symbol by symbol (tnfst/chemistry.py, grammars/en/chemistry.py)."""

from __future__ import annotations

import pytest

from tnfst import chemistry


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}<{token}>"]


@pytest.mark.parametrize("token", ["CaCO3", "MgSO4", "Fe2O3", "NaHCO3", "Na2SO4", "Mo3S4", "CuSO4"])
def test_formulas(token):
    assert chemistry.formula_reading(token, _rule) == f"CHEMICAL_FORMULA<{token}>"


@pytest.mark.parametrize("token", [
    "CO2", "H2SO4", "C6H12O6",     # one-letter symbols only: the letters constraint reads them so
    "NaCl",                        # no count
    "No1", "Pu239", "Co2",         # one symbol and a number
    "Xbox360", "iPhone15", "PS5",  # no formula
    "Ca0O3",                       # a count with a leading zero
    "Qa2O3",                       # no element Qa
    "", "Ca",
])
def test_other_tokens(token):
    assert chemistry.formula_reading(token, _rule) is None
    assert chemistry.formula_reading(token, None) is None


def test_the_table_has_every_element_once():
    assert len(chemistry.ELEMENTS) == len(set(chemistry.ELEMENTS)) == 118


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("token,reading", [
    ("CaCO3", "c a c o three"),
    ("Fe2O3", "f e two o three"),
    ("C6H6", "c six h six"),
    ("NaHCO3", "n a h c o three"),
])
def test_the_grammar_reads_them(grammar, token, reading):
    assert grammar.rule_readings("CHEMICAL_FORMULA", token, limit=1) == [reading]


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer().load()


def test_pipeline(normalizer):
    assert normalizer.normalize("Chalk is mostly CaCO3.").lower() == "chalk is mostly c a c o three."
