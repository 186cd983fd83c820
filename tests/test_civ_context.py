"""Government and civic text (session 29, civ): "No." before a prefixed file number, "Ord."/"Res.",
a year-first serial after "No.", a UCC section after "§", bill prefixes and their numbers, one-letter
street directions, Canadian provinces before a postal code, spaced groups of four digits, and mixed
vulgar fractions ("2½" -> "two and a half")."""

from __future__ import annotations

import pytest

from tnfst import citations
from tnfst.context import ContextReadings
from tnfst.tokenize import tokenize


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


def decide(context, tokens: list[str], readings_of=None) -> dict[int, str]:
    return context.decide(tokens, readings_of=readings_of)


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}:{token}"]


# --- "No." before a file number with a prefix in capitals --------------------------------------

@pytest.mark.parametrize("sentence, said", [
    ("a hearing on Case No . ZC-2024-0117 will", "number"),
    ("under Permit No . BP-24-00381 close", "number"),
    ("Bill No . C-11 passed", "number"),
    ("NO . A12 is", "number"),
    ("Case No . 1234 was", "number"),                       # a bare number, as before
])
def test_no_before_a_prefixed_number(context, sentence, said):
    tokens = sentence.split()
    i = tokens.index("No") if "No" in tokens else tokens.index("NO")
    assert decide(context, tokens).get(i) == said


@pytest.mark.parametrize("sentence", [
    "No . I will not",          # a word, not a code
    "No . Smith said",
    "No . ABC is",              # letters without a digit
    "say no . ZC-2024 is",      # lowercase "no" at a sentence's end
])
def test_no_left_alone_before_words(context, sentence):
    tokens = sentence.split()
    i = tokens.index("No") if "No" in tokens else tokens.index("no")
    assert decide(context, tokens).get(i) in (None, "<self>", "No", "no")


# --- Ord. and Res. --------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, i, said", [
    ("under Ord . No . 2023-14 .", 1, "ordinance"),
    ("See Res . 45 of", 1, "resolution"),
    ("under Res . No . 7", 1, "resolution"),
])
def test_ordinance_and_resolution(context, sentence, i, said):
    assert decide(context, sentence.split()).get(i) == said


@pytest.mark.parametrize("sentence, i", [
    ("the Res . Smith", 1),       # no number after it
    ("Ord the rest", 0),          # no period
])
def test_ordinance_needs_a_number(context, sentence, i):
    assert decide(context, sentence.split()).get(i) not in ("ordinance", "resolution")


# --- the Bluebook's constitution and state codes ------------------------------------------------------

@pytest.mark.parametrize("sentence, readings", [
    ("comes from U.S. Const . amend . XIV , § 1 .", {3: "constitution", 5: "amendment", 7: "fourteen"}),
    ("from U.S. Const . art . I , § 8", {2: "constitution", 4: "article", 6: "one"}),
    ("See art . II .", {1: "article", 3: "two"}),
    ("under Cal . Civ . Code § 1542 .", {1: "california", 3: "civil"}),
    ("under Tex . Penal Code § 22.01", {1: "texas"}),
])
def test_constitution_and_codes(context, sentence, readings):
    decided = decide(context, sentence.split())
    for i, said in readings.items():
        assert decided.get(i) == said


@pytest.mark.parametrize("sentence, i, not_said", [
    ("I love modern art . I saw it .", 3, "article"),    # a sentence goes on after the "I"
    ("I love modern art . I saw it .", 5, "one"),
    ("We met in Cal . last year", 3, "california"),      # no code after it
    ("a Civ . War story", 0, "civil"),
])
def test_constitution_and_codes_need_their_citation(context, sentence, i, not_said):
    assert decide(context, sentence.split()).get(i) != not_said


# --- serial numbers: a year first after "No.", a UCC section after "§" ------------------------------

@pytest.mark.parametrize("sentence, i, expected", [
    ("Ord . No . 2023-14 .", 4, "SERIAL_NUMBER:2023-14"),
    ("Resolution No . 1998-102 passed", 3, "SERIAL_NUMBER:1998-102"),
    ("limited by § 2-725 of", 3, "SERIAL_NUMBER:2-725"),
    ("Resolution 2024-15 was", 1, "SERIAL_NUMBER:2024-15"),
    ("an ordinance 2023-7 ,", 2, "SERIAL_NUMBER:2023-7"),
    ("the 2023-24 season", 1, None),      # a season: no act word
    ("No . 1990-1995 .", 2, None),        # two years: a range
    ("in 2023-14 ,", 1, None),            # no "No."
    ("See § 12-15 of", 2, None),          # a range of sections
    ("See §§ 2-725 .", 2, None),          # sections: a range
])
def test_serial_numbers(sentence, i, expected):
    assert citations.citation_reading(sentence.split(), i, _rule) == expected


# --- bills --------------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, i, said", [
    ("signed AB 2011 into", 1, "a b"),
    ("passed HF 12 .", 1, "h f"),
    ("passed SJR 5 ,", 1, "s j r"),
])
def test_bill_prefixes_spelled_before_a_number(context, sentence, i, said):
    assert decide(context, sentence.split()).get(i) == said


@pytest.mark.parametrize("sentence, i", [
    ("Volvo AB reported profits", 1),
    ("Calgary , AB T2P 1J9", 2),      # a province before a postal code, not a bill
])
def test_bill_prefix_needs_a_number(context, sentence, i):
    assert decide(context, sentence.split()).get(i) != "a b"


def _readings(token: str) -> list[str]:
    """The class grammar's readings of four digits, as it lists them (cardinal, pairs, digits)."""
    return {"5376": ["five thousand three hundred seventy six", "fifty three seventy six", "five three seven six"],
            "1047": ["one thousand forty seven", "ten forty seven", "one o four seven"],
            "1000": ["one thousand", "one o o o"]}.get(token, [])


@pytest.mark.parametrize("sentence, i, said", [
    ("passed H.R. 5376 by", 2, "fifty three seventy six"),
    ("The bill , SB 1047 , cleared", 4, "ten forty seven"),
    ("passed H.R . 5376 by", 3, "fifty three seventy six"),
    ("passed HB 1000 .", 2, None),                  # no reading in pairs: left to the model
])
def test_bill_numbers_in_pairs(context, sentence, i, said):
    assert decide(context, sentence.split(), readings_of=_readings).get(i) == said


def test_a_number_without_a_bill_is_no_pair(context):
    assert decide(context, "bought 5376 shares".split(), readings_of=_readings).get(1) != "fifty three seventy six"


# --- streets and provinces -------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, readings", [
    ("moved to 100 Queen St W , Unit 5", {4: "street", 5: "west"}),
    ("Turn onto King St . E . and park", {3: "street", 5: "east"}),
    ("at 300 Bloor St E", {3: "street", 4: "east"}),
    ("at 1200 Main St NW , Suite", {3: "street", 4: "northwest"}),
])
def test_one_letter_street_directions(context, sentence, readings):
    decided = decide(context, sentence.split())
    for i, said in readings.items():
        assert decided.get(i) == said


def test_a_letter_before_a_name_is_no_direction(context):
    decided = decide(context, "Walk down Main St . S Smith said".split())
    assert decided.get(5) != "south"


@pytest.mark.parametrize("sentence, i, said", [
    ("Ottawa , ON K1A 1B1 .", 2, "ontario"),
    ("Vancouver , BC V6B 4Y8", 2, "british columbia"),
    ("Halifax , NS B3H 1A1 , Canada", 2, "nova scotia"),
    ("Montreal , QC H2Y1C6", 2, "quebec"),
    ("TORONTO ON M5W 1C1", 1, "ontario"),            # Canada Post's own form: no comma
])
def test_provinces_before_a_postal_code(context, sentence, i, said):
    assert decide(context, sentence.split()).get(i) == said


@pytest.mark.parametrize("sentence, i", [
    ("Toronto , ON is big", 2),         # no postal code: left alone ("ON", "NB", "MB" are words)
    ("Smith , NB 12345", 2),
    ("read , ON K1A 1B1", 2),           # no place name before the comma
    ("It was ON K1A", 2),               # a lowercase word before it
    ("Turn ON the light", 1),
])
def test_provinces_need_a_postal_code(context, sentence, i):
    assert decide(context, sentence.split()).get(i) not in ("ontario", "new brunswick")


def test_provinces_are_listed_from_canada_post(context):
    assert context.states["ON"] == ("ontario", "cpc") and context.states["YT"] == ("yukon", "cpc")
    assert "ON" not in context.state_names and "ontario" in context.state_names


# --- spaced groups of four digits -------------------------------------------------------------------

@pytest.mark.parametrize("sentence, token", [
    ("Please quote reference 4471 0093 2856 in all correspondence.", "4471 0093 2856"),
    ("The card 4111 1111 1111 1111 was declined.", "4111 1111 1111 1111"),
    ("Account 1234 5678 9012 is closed.", "1234 5678 9012"),
])
def test_groups_of_four_digits_are_one_token(sentence, token):
    assert token in [t.text for t in tokenize(sentence)]


@pytest.mark.parametrize("sentence", [
    "Census years 1991 2001 2011 are shown.",    # all years: apart
    "He paid 4471 0093 for it.",                 # two groups only
    "Rooms 101 202 303 are free.",
])
def test_other_digit_runs_stay_apart(sentence):
    assert all(" " not in t.text for t in tokenize(sentence))


# --- a span of dates glued by its dash; a ballot's "No" ------------------------------------------------

@pytest.mark.parametrize("sentence, tokens", [
    ("Early voting runs Oct. 21–Nov. 2 at 14 locations.", ["Oct. 21", "–", "Nov. 2"]),
    ("The show runs March 30-April 4, 2025.", ["March 30", "-", "April 4, 2025"]),
])
def test_a_day_glued_to_the_next_month(sentence, tokens):
    texts = [t.text for t in tokenize(sentence)]
    k = texts.index(tokens[0])
    assert texts[k:k + 3] == tokens


@pytest.mark.parametrize("sentence", ["Chapter 21-Nova", "pages 21-Mayfield"])
def test_a_day_before_other_words_stays(sentence):
    assert [t.text for t in tokenize(sentence)][-1].startswith("21-")


def test_a_ballots_no_after_yes(context):
    tokens = "Measure B : Yes 54,312 ( 58.1% ) ; No 39,104".split()
    assert decide(context, tokens).get(9) == "<self>"
    assert decide(context, "Route No 990 is long".split()).get(1) == "number"


# --- mixed vulgar fractions -------------------------------------------------------------------------

@pytest.mark.parametrize("token, readings, said", [
    ("2½", ["two and one half", "two and a half"], "two and a half"),
    ("1¼", ["one and one quarter", "one and a quarter", "one and one fourth"], "one and a quarter"),
    ("3 ½", ["three and one half", "three and a half"], "three and a half"),
    ("2¾", ["two and three quarters", "two and three fourths"], "two and three quarters"),
])
def test_mixed_vulgar_fractions(context, token, readings, said):
    tokens = ["about", token, "hours"]
    assert decide(context, tokens, readings_of=lambda t: readings if t == token else []).get(1) == said


# --- the pipeline -----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


def test_serial_number_rule_reads_a_year_first(normalizer):
    constraints = normalizer._get_parts().constraints
    grammar = next(c.grammar for c in constraints
                   if callable(getattr(getattr(c, "grammar", None), "rule_readings", None)))
    assert grammar.rule_readings("SERIAL_NUMBER", "2023-14", limit=1) == ["twenty twenty three fourteen"]
    assert grammar.rule_readings("SERIAL_NUMBER", "2-725", limit=1) == ["two seven twenty five"]


@pytest.mark.parametrize("sentence, expected", [
    ("Violations carry a fine of up to $500 under Ord. No. 2023-14.",
     "Violations carry a fine of up to five hundred dollars under ordinance number twenty twenty three fourteen."),
    ("A hearing on Case No. ZC-2024-0117 is set.",
     "A hearing on Case number z c twenty twenty four o one one seven is set."),
    ("The governor signed AB 2011 into law.", "The governor signed a b twenty eleven into law."),
    ("The House passed H.R. 5376 on Friday.", "The House passed h r fifty three seventy six on Friday."),
    ("Mail it to Ottawa, ON K1A 1B1.", "Mail it to Ottawa, ontario k one a one b one."),
    ("It is at 100 Queen St W, Unit 5.", "It is at one hundred Queen street west, Unit five."),
    ("The trip takes 2½ hours.", "The trip takes two and a half hours."),
    ("Quote reference 4471 0093 2856.", "Quote reference four four seven one, o o nine three, two eight five six."),
    ("Equal protection comes from U.S. Const. amend. XIV, § 1.",
     "Equal protection comes from u s constitution amendment fourteen, section one."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected
