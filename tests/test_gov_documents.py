"""Government documents (session 32, gov): congressional resolution prefixes ("H.Res. 757" -> "h res")
and agency report numbers ("GAO-24-105733" -> "g a o twenty four, one o five seven three three");
`tnfst.gov_documents`."""

from __future__ import annotations

import pytest

from tnfst import gov_documents
from tnfst.context import ContextReadings


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


# --- the rules alone ------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, i, said", [
    ("H.Res . 757 was adopted", 0, "h res"),
    ("passed S.Res . 412 today", 1, "s res"),
    ("H.J.Res . 7 would end", 0, "h j res"),
    ("the S.J.Res . 38 vote", 1, "s j res"),
    ("H.Con.Res . 14 sets", 0, "h con res"),
    ("S.Con.Res . 5 was", 0, "s con res"),
    ("passed H. Res . 24 on", 2, "<self>"),                  # written with spaces: "Res" said as written
    ("passed S. J. Res . 38 on", 2, "<self>"),
    ("passed H. Con . Res . 14 on", 4, "<self>"),
])
def test_resolution_prefixes(context, sentence, i, said):
    tokens = sentence.split(" ") if "S. J." not in sentence else ["passed", "S. J.", "Res", ".", "38", "on"]
    assert context.decide(tokens).get(i) == said


@pytest.mark.parametrize("tokens, i", [
    (["the", "H.Res", "file"], 1),                  # no number after it
    (["under", "Res", ".", "No", ".", "7"], 1),      # a council's resolution: abbreviation_context says "resolution"
    (["my", "Res", ".", "5"], 1),                    # no chamber before it
])
def test_resolution_prefixes_need_a_chamber_and_a_number(tokens, i):
    assert gov_documents.document_reading(tokens, i) is None


@pytest.mark.parametrize("token, said", [
    ("GAO-24-105733", "g a o twenty four sil one o five seven three three"),
    ("GAO-21-104", "g a o twenty one sil one o four"),
    ("GAO-09-232G", "g a o o nine sil two three two g"),
    ("OIG-23-15", "o i g twenty three sil fifteen"),
    ("DODIG-22-1057", "d o d i g twenty two sil ten fifty seven"),
    ("IG-20-007", "i g twenty sil o o seven"),
])
def test_report_numbers(token, said):
    assert gov_documents.report_number_reading(token) == said
    assert gov_documents.may_read(token)


@pytest.mark.parametrize("token", ["CVE-2024-3094", "GAO-24", "A-24-105", "gao-24-105733", "GAO-24-105733-x",
                                   "COVID-19", "H.R", "Resolution", "F-16", "24-105733"])
def test_other_tokens_are_not_report_numbers(token):
    assert not gov_documents.may_read(token) or gov_documents.report_number_reading(token) is None


def test_a_part_number_stays_the_dashes_rule():
    tokens = ["Order", "part", "AB-12-345", "now"]
    assert gov_documents.document_reading(tokens, 2) is None


@pytest.mark.parametrize("token, said", [
    ("H.R.3684", "h r thirty six eighty four"),
    ("S.2938", "s twenty nine thirty eight"),
    ("S.1", "s one"),
    ("H.Res.757", "h res seven hundred fifty seven"),
    ("S.J.Res.38", "s j res thirty eight"),
    ("S.B.1047", "s b ten forty seven"),
    ("H.R.2000", "h r two thousand"),                         # no pairs: its cardinal
])
def test_bills_glued_to_their_number(token, said):
    assert gov_documents.may_read(token)
    assert gov_documents.document_reading(["passed", token, "today"], 1) == said


@pytest.mark.parametrize("token", ["L.A.2028", "U.S.1", "S.", "St.5", "H.R.012345"])
def test_other_glued_tokens_are_no_bills(token):
    assert not gov_documents.may_read(token) or gov_documents.document_reading([token], 0) is None


@pytest.mark.parametrize("token, said", [
    ("TX-23's", "t x twenty three's"),
    ("AZ-06's", "a z o six's"),
    ("F-16’s", "f sixteen’s"),
    ("NC-1's", "n c one's"),
])
def test_codes_in_the_possessive(token, said):
    assert gov_documents.may_read(token)
    assert gov_documents.document_reading([token, "voters"], 0) == said


@pytest.mark.parametrize("token", ["TX-230's", "Texas's", "it's", "COVID-19's"])
def test_other_possessives_are_not_codes(token):
    assert not gov_documents.may_read(token) or gov_documents.document_reading([token], 0) is None


def test_roll_call_numbers_are_cardinals():
    tokens = ["Roll", "Call", "145", "was"]
    assert gov_documents.may_read("145", "Call")
    assert gov_documents.document_reading(tokens, 2) == "one hundred forty five"
    assert gov_documents.document_reading(["Please", "call", "911"], 2) is None   # a number to dial


def _ranges(token: str) -> list[str]:
    return {"18-29": ["eighteen twenty nine", "eighteen to twenty nine"],
            "65-74": ["sixty five to seventy four"], "29-18": ["twenty nine to eighteen"]}.get(token, [])


@pytest.mark.parametrize("tokens, i, said", [
    (["among", "18-29", "year-olds", "was"], 1, "eighteen to twenty nine"),
    (["Among", "65-74", "year-old", "voters"], 1, "sixty five to seventy four"),
    (["among", "29-18", "year-olds"], 1, None),            # not a bracket: its first age above its last
    (["among", "18-29", "voters"], 1, None),               # no age word: not this rule's
])
def test_age_brackets(tokens, i, said):
    assert gov_documents.document_reading(tokens, i, _ranges) == said


def test_age_brackets_cheap_test():
    assert gov_documents.may_read("18-29", "among", "year-olds")
    assert not gov_documents.may_read("18-29", "among", "voters")
    assert not gov_documents.may_read("word", "among", "year-olds")


# --- the pipeline ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.mark.parametrize("sentence, expected", [
    ("H.Res. 757 was adopted.", "h res seven hundred fifty seven was adopted."),
    ("The Senate passed S.J.Res. 38 last week.", "The Senate passed s j res thirty eight last week."),
    ("The report, GAO-24-105733, found gaps.", "The report, g a o twenty four, one o five seven three three, found gaps."),
    ("The Senate version, S.2938, passed first.", "The Senate version, s twenty nine thirty eight, passed first."),
    ("TX-23's incumbent won.", "t x twenty three's incumbent won."),
    ("Roll Call 145 passed.", "Roll Call one hundred forty five passed."),
    ("Among 18-29 year-olds, 42% agreed.", "Among eighteen to twenty nine year-olds, forty two percent agreed."),
    ("Read GAO-09-232G first.", "Read g a o o nine, two three two g first."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected
