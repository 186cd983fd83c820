"""Listed abbreviations in capitals (`tnfst.initialisms`, `grammars/en/words/initialisms.tsv`):
spelled ("MIT" -> "m i t") or read as a word ("NASA"), outside headings in capitals; and
party-and-state labels (`tnfst.party_labels`: "(D-Mass.)" -> "democrat of massachusetts")."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.context import ContextReadings
from tnfst.initialisms import initialism_reading, load_initialisms
from tnfst.party_labels import label_readings, party_label_reading

LISTED = {"MIT": "letters", "SAP": "letters", "CEO": "letters", "NASA": "word"}


@pytest.mark.parametrize("token, expected", [
    ("MIT", "m i t"), ("SAP", "s a p"), ("CEO's", "c e o's"), ("CEO’s", "c e o's"), ("CEOs", "c e o's"),
    ("NASA", special.SELF),
    ("Mit", None), ("mit", None), ("MITs'", None), ("M.I.T.", None), ("IBM", None), ("MIT-1", None), ("", None),
])
def test_initialism_reading(token, expected):
    assert initialism_reading(token, LISTED) == expected


@pytest.fixture(scope="module")
def rules():
    return ContextReadings.load()


def test_the_shipped_list_reads_letters_and_words(rules):
    listed = rules.initialisms
    assert listed["FYI"] == listed["SAP"] == listed["CEO"] == "letters"
    # kept as written in the training data (MIT 5 of 5, ER 4 of 4): left to the model
    assert not {"MIT", "ER", "SEC", "IRA"} & set(listed)
    assert listed["NASA"] == listed["EBITDA"] == "word"
    # said both ways by many speakers, or common words and codes in capitals: not listed
    assert not {"ASAP", "FAQ", "LOL", "GIF", "JPEG", "IT", "US", "WHO", "AM", "PM"} & set(listed)
    assert all(form.isupper() and form.isalpha() for form in listed)


def test_list_is_missing_in_an_older_grammar(tmp_path):
    assert load_initialisms(tmp_path) == {}


@pytest.mark.parametrize("sentence, index, expected", [
    ("I studied at MIT and work at SAP .", 3, None),  # not listed (the training data keeps it)
    ("I studied at MIT and work at SAP .", 7, "s a p"),
    ("FYI , the file is attached .", 0, "f y i"),
    ("He was treated by a GP .", 5, "g p"),
    ("NASA will launch the EBITDA report .", 4, special.SELF),
    ("WHO WE ARE AND WHAT THE CEO TEAM DOES", 6, special.SELF),  # a heading in capitals: its own rule (as written)
])
def test_initialisms_in_context(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


# --- party-and-state labels -------------------------------------------------------------------

STATES = {"Mass": ("massachusetts", "ap"), "Vt": ("vermont", "ap"), "N.Y": ("new york", "ap"),
          "TX": ("texas", "usps")}


@pytest.mark.parametrize("tokens, i, expected", [
    (["Sen.", "Warren", "(", "D-Mass", ".", ")"], 3, "democrat of massachusetts"),
    (["Sanders", "(", "I-Vt", ".", ")"], 2, "independent of vermont"),
    (["Lee", "(", "D-N.Y", ".", ")"], 2, "democrat of new york"),
    (["Jones", "(", "R-Texas", ")"], 2, "republican of texas"),       # a state AP writes in full
    (["Warren", ",", "D-Mass.", ",", "said"], 2, "democrat of massachusetts"),
    (["the", "D-Mass", "label"], 1, None),                            # not after a name's bracket or comma
    (["(", "X-Mass", ")"], 1, None),                                  # no party letter
    (["(", "D-Day", ")"], 1, None),                                   # no state
    (["(", "R-Kelly", ")"], 1, None),
])
def test_party_label_reading(tokens, i, expected):
    assert party_label_reading(tokens, i, STATES) == expected


def test_label_readings_license_each_name_of_the_state():
    names = {"Mass": ("massachusetts",), "NE": ("nebraska", "northeast")}.get
    assert label_readings("D-Mass.", lambda form: names(form, ())) == ("democrat of massachusetts",)
    assert label_readings("R-NE", lambda form: names(form, ())) == ("republican of nebraska", "republican of northeast")
    assert label_readings("Mass", lambda form: names(form, ())) == ()


def test_party_labels_in_context(rules):
    tokens = "Sen. Smith ( D-Mass . ) and Rep. Jones ( R-Texas ) voted no .".split()
    decided = rules.decide(tokens)
    assert decided[3] == "democrat of massachusetts" and decided[10] == "republican of texas"


def test_party_labels_are_licensed_in_context_only():
    from tnfst.constraints.words import WordsGrammar

    grammar = WordsGrammar()
    for token, reading in [("D-Mass", "democrat of massachusetts"), ("I-Vt.", "independent of vermont"),
                           ("D-N.Y", "democrat of new york"), ("R-Texas", "republican of texas")]:
        assert grammar.licenses_in_context(token, reading), token
        assert reading not in grammar.readings(token), token  # the model is never offered it
    assert not grammar.licenses_in_context("D-Mass", "republican of massachusetts")  # the party is the letter's
    assert not grammar.licenses_in_context("D-Mass", "democrat of vermont")
    assert not grammar.licenses_in_context("D-Day", "democrat of day")
    assert grammar.licenses_in_context("Prop", "proposition")
