"""Legal and scholarly citations (`tnfst.citations`): serial numbers after "No." and "Pub. L.",
lists of numbers joined by commas, the Bluebook's paired abbreviations, a reporter's series, a
federal case number, an EU act's number; the SERIAL_NUMBER, NUMBER_LIST, REPORTER, CASE_NUMBER and
EU_ACT grammar rules; and the pipeline."""

from __future__ import annotations

import pytest

from tnfst import citations


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def _rule(rule: str, token: str) -> list[str]:
    """A stand-in for the grammar: the rule's name and the token, so a test sees which rule a
    decision asked for (the grammar's readings are tested below)."""
    return [f"{rule}:{token}"]


@pytest.mark.parametrize("sentence, i, expected", [
    ("docketed as No . 22-451 .", 4, "SERIAL_NUMBER:22-451"),
    ("in No. 21-1086", 2, "SERIAL_NUMBER:21-1086"),
    ("Case No . 19-1392 ,", 3, "SERIAL_NUMBER:19-1392"),
    ("No . 20-5", 2, "SERIAL_NUMBER:20-5"),                      # below the first: no range
    ("Pub . L . 117-58 runs", 4, "SERIAL_NUMBER:117-58"),
    ("Pub . L . No . 116-136 provided", 6, "SERIAL_NUMBER:116-136"),
    # ranges stay ranges
    ("listed in Nos . 12-15 .", 4, None),
    ("hadith No . 732-733 .", 3, None),                          # three digits first: a range
    ("It was No . 12-15 on", 4, None),                           # two numbers rising: a range
    ("pages 22-451 of", 1, None),                                # no "No."
    ("Nos 22-451", 1, None),
])
def test_serial_numbers(sentence, i, expected):
    assert citations.citation_reading(_tokens(sentence), i, _rule) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Items 1,2 and 3 are", 1, "NUMBER_LIST:1,2"),
    ("Paragraphs 1,2 or 5", 1, "NUMBER_LIST:1,2"),
    ("see Figs. 1,2,3 .", 2, "NUMBER_LIST:1,2,3"),
    ("groups 3,10,12 were", 1, "NUMBER_LIST:3,10,12"),
    # a decimal comma or thousands: not a list
    ("weighs 1,2 kg", 1, None),
    ("1,2 and more", 0, None),
    ("1,200 and 3", 0, None),
    ("1,234,567 people", 0, None),
])
def test_number_lists(sentence, i, expected):
    assert citations.citation_reading(_tokens(sentence), i, _rule) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Pub . L . 117-58", 0, "public"), ("Pub . L . 117-58", 2, "law"),
    ("Pub. L. No. 116-136", 0, "public"), ("Pub. L. No. 116-136", 1, "law"),
    ("88 Fed . Reg . 12345", 1, "federal"), ("88 Fed . Reg . 12345", 3, "register"),
    # no number beside the pair, or no period: words and letters
    ("the Pub . L . shaped", 1, None), ("Fed Reg 12", 0, None), ("Pub . Quiz 3", 0, None),
])
def test_paired_abbreviations(sentence, i, expected):
    assert citations.citation_reading(_tokens(sentence), i, _rule) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("at 5 F.4th 123 (", 2, "REPORTER:F.4th"),
    ("See 410 N.E.2d 55", 2, "REPORTER:N.E.2d"),
    ("See 93 So.2d 7 .", 2, "REPORTER:So.2d"),
    # not between a volume and a page, or no series
    ("The F.4th series", 1, None), ("at 5 F.4th .", 2, None), ("at 5 F. 123", 2, None),
    ("at 5 F.11th 123", 2, None),
])
def test_reporters(sentence, i, expected):
    assert citations.citation_reading(_tokens(sentence), i, _rule) == expected


@pytest.mark.parametrize("token, expected", [
    ("1:23-cv-01234", "CASE_NUMBER:1:23-cv-01234"),
    ("2:05-cr-00547-JAM", "CASE_NUMBER:2:05-cr-00547-JAM"),
    # a time, a ratio, a code of another shape
    ("1:23", None), ("1:23-cv", None), ("12:23-cv-01234", None), ("1:23-CV-01234", None),
])
def test_case_numbers(token, expected):
    assert citations.citation_reading(["No.", token, "."], 1, _rule) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("in Regulation ( EU ) 2016/679 .", 5, "EU_ACT:2016/679"),
    ("See Directive 2019/790 on", 2, "EU_ACT:2019/790"),
    # no institution or kind of act before it: a fraction or a season stays the grammar's
    ("The score was 2016/679", 3, None), ("in ( US ) 2016/679", 4, None), ("Directive 2016/0", 1, None),
])
def test_eu_acts(sentence, i, expected):
    assert citations.citation_reading(_tokens(sentence), i, _rule) == expected


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.fixture(scope="module")
def grammar(normalizer):
    """The covering grammar of the default constraints (already built for the normalizer)."""
    constraints = normalizer._get_parts().constraints
    return next(c.grammar for c in constraints if callable(getattr(getattr(c, "grammar", None), "rule_readings", None)))


@pytest.mark.parametrize("rule, token, expected", [
    ("SERIAL_NUMBER", "22-451", "twenty two four fifty one"),
    ("SERIAL_NUMBER", "21-1086", "twenty one ten eighty six"),
    ("SERIAL_NUMBER", "117-58", "one seventeen fifty eight"),
    ("SERIAL_NUMBER", "20-5", "twenty five"),
    ("REPORTER", "F.4th", "f fourth"),
    ("REPORTER", "N.E.2d", "n e second"),
    ("REPORTER", "So.3d", "s o third"),
    ("CASE_NUMBER", "1:23-cv-01234", "one twenty three c v o one two three four"),
    ("CASE_NUMBER", "2:05-cr-00547-JAM", "two o five c r o o five four seven j a m"),
    ("EU_ACT", "2016/679", "twenty sixteen six seventy nine"),
    ("EU_ACT", "2019/13", "twenty nineteen thirteen"),
    ("NUMBER_LIST", "1,2", "one sil two"),
    ("NUMBER_LIST", "3,10,12", "three sil ten sil twelve"),
])
def test_grammar_rules(grammar, rule, token, expected):
    assert grammar.rule_readings(rule, token, limit=1) == [expected]


def test_grammar_rules_refuse(grammar):
    assert grammar.rule_readings("NUMBER_LIST", "1,234") == []
    assert grammar.rule_readings("SERIAL_NUMBER", "0-5") == []


@pytest.mark.parametrize("sentence, expected", [
    ("The petition was docketed as No. 22-451.", "The petition was docketed as number twenty two four fifty one."),
    ("Pub. L. No. 116-136 passed.", "public law number one sixteen one thirty six passed."),
    ("The claims are listed in Nos. 12-15.", "The claims are listed in numbers twelve to fifteen."),
    ("Items 1,2 and 3 are optional.", "Items one, two and three are optional."),
    ("It is reported at 5 F.4th 123.", "It is reported at five f fourth one hundred twenty three."),
    ("It appeared at 88 Fed. Reg. 12345.",
     "It appeared at eighty eight federal register twelve thousand three hundred forty five."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected
