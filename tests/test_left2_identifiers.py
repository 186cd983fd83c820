"""Left2: identifiers of software, listings and finance (`tnfst.identifiers`, grammars/en/identifiers.py)
and the citation abbreviations (`tnfst.cited_abbreviations`)."""

from __future__ import annotations

import pytest

from tnfst.cited_abbreviations import cited_reading
from tnfst.identifiers import identifier_reading


def _rules(rule: str, token: str) -> list[str]:
    """A stand-in for the grammar: names the rule asked."""
    return [f"{rule}:{token}"]


def _asked(sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    out = {}
    for i, t in enumerate(tokens):
        r = identifier_reading(tokens, i, _rules)
        if r:
            out[t] = r.split(":")[0]
    return out


@pytest.mark.parametrize("sentence,expected", [
    ("Install typescript@5.3 first", {"typescript@5.3": "PACKAGE_VERSION"}),
    ("Upgrade to react-dom@18.2.0 now", {"react-dom@18.2.0": "PACKAGE_VERSION"}),
    ("See MLS#4412873 for photos", {"MLS#4412873": "LISTING_NUMBER"}),
    ("listed as MLS# 220015483", {"MLS#": "LISTING_NUMBER"}),
    ("Revenue in 2025E .", {"2025E": "ESTIMATE_YEAR"}),
    ("EPS in 2024A", {"2024A": "ESTIMATE_YEAR"}),
    ("FY25E margins", {"FY25E": "ESTIMATE_YEAR"}),
    ("EPS of $(0.12) .", {"$(0.12)": "ACCOUNTING_NEGATIVE"}),
    ("came in at $(3.5)M", {"$(3.5)M": "ACCOUNTING_NEGATIVE"}),
    ("Order P/N 1002-334", {"P/N": "SHORTHAND"}),
    ("Check the Serial # 4C2-99817-X", {"4C2-99817-X": "SERIAL_CODE"}),
    ("the S/N 7B-113-QX", {"S/N": "SHORTHAND", "7B-113-QX": "SERIAL_CODE"}),
    ("Net debt/EBITDA of 2.1x", {"debt/EBITDA": "WORD_RATIO"}),
    ("The debt/equity ratio rose", {"debt/equity": "WORD_RATIO"}),
])
def test_identifiers_are_read_by_their_rule(sentence, expected):
    assert _asked(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "Email jane@example.com today",        # an address: the ELECTRONIC rule's
    "MLS# is on the sign",                 # no number after the sign
    "The vote was 52-48 on Tuesday",       # a score, no label
    "SKU 88412-BL is back",                # no mixed group, two groups: the other rules'
    "Model No. HX-2200 ships",
    "We paid 2,025E",                      # not a year's shape
    "Use and/or of 3 kinds",               # a conjunction, no ratio
    "a speed in miles/hour of 5",          # a unit: "per"
    "the input/output of the chip",        # no figure, no "ratio"
    "the over/under is 228.5",             # a pair of opposites: a betting line
])
def test_other_tokens_are_left_alone(sentence):
    assert _asked(sentence) == {}


@pytest.mark.parametrize("sentence,token,reading", [
    ("For the rule , cf . Smith", "cf", "compare"),
    ("at 14 ff .", "ff", "and following"),
])
def test_citation_abbreviations(sentence, token, reading):
    tokens = sentence.split()
    assert cited_reading(tokens, tokens.index(token)) == reading


@pytest.mark.parametrize("sentence,token", [
    ("Mr. Ed . Smith said", "Ed"), ("the letter p . Then", "p"), ("My ed is fine", "ed"), ("ff . what", "ff"),
    # kept as written, as the training data keeps them ("p" 321 of 321, "ed" 125 of 125)
    ("See vol. 3 , p. 212 .", "p."), ("The essays , ed . by Jane Smith", "ed"), ("of the 2nd ed .", "ed"),
])
def test_citation_abbreviations_need_their_context(sentence, token):
    tokens = sentence.split()
    i = tokens.index(token) if token in tokens else 0
    assert cited_reading(tokens, i) is None


def test_grammar_serial_code_listing_and_word_ratio():
    from tnfst.grammars.en import identifiers
    from tnfst.grammars.en.fst import ranked_readings

    assert ranked_readings(identifiers.build_serial_code(), "4C2-99817-X")[0] == "four c two nine nine eight one seven x"
    assert ranked_readings(identifiers.build_listing_number(), "MLS#4412873")[0] == (
        "m l s number four four one two eight seven three")
    assert ranked_readings(identifiers.build_listing_number(), "MLS#") == ["m l s number"]
    ratio = ranked_readings(identifiers.build_word_ratio(), "debt/EBITDA")
    assert ratio[0] == "debt to ebitda" and "debt to e b i t d a" in ratio



@pytest.mark.slow
def test_identifiers_in_the_pipeline(one_torch_thread):
    from tnfst import Normalizer

    out = Normalizer().normalize_batch([
        "Install typescript@5.3 first.", "See MLS#4412873 for photos.", "Revenue is forecast at $2.4bn in 2025E.",
        "The company posted EPS of $(0.12).", "Check the Serial # 4C2-99817-X on the back.",
        "Net debt/EBITDA of 2.1x is manageable.", "For the same rule, cf. Smith, at 14 ff.", "Shares closed at C$0.85.",
    ])
    assert out[0] == "Install typescript at five point three first."
    assert out[1] == "See m l s number four four one two eight seven three for photos."
    assert out[2].endswith("in twenty twenty five e.")
    assert out[3] == "The company posted e p s of negative twelve cents."
    assert "number four c two nine nine eight one seven x on" in out[4]
    assert out[5].startswith("Net debt to ebitda of two point one")
    assert out[6] == "For the same rule, compare Smith, at fourteen and following."
    assert out[7] == "Shares closed at zero point eight five canadian dollars."
