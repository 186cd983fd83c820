"""Housing listings and job ads (session 31, theme `home`): a bedroom glued by a slash to the bath's
count ("4 bd/3 ba", `tnfst.listing_context` and the ROOMS rule), "pa" after a salary (per annum,
`tnfst.abbreviation_context`), an MLS listing number said digit by digit (`tnfst.designations`), and
working hours written "8:30-5" (the TIME grammar's span)."""

from __future__ import annotations

import pytest

from tnfst.abbreviation_context import abbreviation_reading
from tnfst.designations import designation_reading
from tnfst.listing_context import listing_reading

#: A stand-in for the ROOMS rule: what it reads for the tokens these tests use.
RULES = {("ROOMS", "bd/3"): ["bedroom three", "bed three"], ("ROOMS", "BR/2"): ["bedroom two", "bed two"]}


def rooms(sentence: str, i: int) -> str | None:
    """The listing decision for token `i` of `sentence` (tokens split at "|")."""
    tokens = sentence.split("|")
    return listing_reading(tokens, i, frozenset(t.lower() for t in tokens), lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence, i, expected", [
    ("Spacious|4|bd/3|ba|colonial", 2, "bedroom three"),
    ("Spacious|4|bd/3|ba|colonial", 3, "bath"),
    ("Ranch|,|3|BR/2|BA|.", 3, "bedroom two"),
    ("Ranch|,|3|BR/2|BA|.", 4, "bath"),
    ("see|bd/3|ba", 1, None),              # no count before it
    ("Spacious|4|bd/3|rooms", 2, None),    # no bath after it
    ("the|bd/3|ba|rule", 2, None),         # "ba" after no count
])
def test_bedroom_glued_to_the_bath_count(sentence, i, expected):
    assert rooms(sentence, i) == expected


def test_no_rule_readings_no_slashed_decision():
    assert listing_reading(["4", "bd/3", "ba"], 1, frozenset(), None) is None


@pytest.mark.parametrize("sentence, i, expected", [
    ("Senior Accountant , £30k pa plus bonus .", 4, "per annum"),
    ("Salary £28,000 pa , 37.5 hrs", 2, "per annum"),
    ("Savings at 3% pa .", 3, "per annum"),
    ("Interest of 4.5% p.a. compounds", 3, "per annum"),   # the periods, as before
    ("My pa paid £30 .", 1, None),                          # the word
    ("It was 10 pa in the end", 3, None),                   # after a bare number
    ("Our PA is £30k pa", 1, None),
])
def test_per_annum_without_periods(sentence, i, expected):
    assert abbreviation_reading(sentence.split(), i) == expected


def _readings(token: str) -> list[str]:
    """A stand-in for the class grammars."""
    table = {"7731905": ["seven million seven hundred thirty one thousand nine hundred five",
                         "seven seven three one nine o five"],
             "2231190": ["two million two hundred thirty one thousand one hundred ninety",
                         "two two three one one nine o"],
             "2024": ["two thousand twenty four", "twenty twenty four", "two o two four"]}
    return table.get(token, [])


def designation(sentence: str, token: str) -> str | None:
    tokens = sentence.split()
    return designation_reading(tokens, tokens.index(token), frozenset(), _readings, lambda r, t: [],
                               frozenset(t.lower() for t in tokens))


@pytest.mark.parametrize("sentence, token, reading", [
    ("Listing courtesy of MLS # 7731905 .", "7731905", "seven seven three one nine o five"),
    ("MLS number : 7731905", "7731905", "seven seven three one nine o five"),
    ("See MLS# 2231190 today", "2231190", "two two three one one nine o"),
    ("Listing no. 7731905 is pending", "7731905", "seven seven three one nine o five"),
    ("Order# 2231190 shipped", "2231190", "two two three one one nine o"),
])
def test_listing_numbers_are_said_digit_by_digit(sentence, token, reading):
    assert designation(sentence, token) == reading


@pytest.mark.parametrize("sentence, token", [
    ("The MLS 2024 season opens", "2024"),            # the soccer league: no "#" nor "number"
    ("There were 7731905 listings", "7731905"),
])
def test_listing_numbers_need_their_label(sentence, token):
    assert designation(sentence, token) is None


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar import CoveringGrammar
    return CoveringGrammar.load(classes="all")


def test_the_grammar_reads_a_bedroom_before_the_bath_count(grammar):
    assert grammar.rule_readings("ROOMS", "bd/3", limit=2) == ["bedroom three", "bed three"]
    assert grammar.rule_readings("ROOMS", "BR/2.5", limit=1) == ["bedroom two point five"]
    assert grammar.rule_readings("ROOMS", "bd/", limit=1) == []


@pytest.mark.parametrize("token, reading", [
    ("8:30-5", "eight thirty to five"),
    ("7:45–4", "seven forty five to four"),
    ("8-4:30", "eight to four thirty"),
    ("8:30am-5pm", "eight thirty a m to five p m"),    # as before
])
def test_working_hours_with_one_bare_hour(grammar, token, reading):
    assert reading in grammar.readings(token, limit=10)


@pytest.mark.parametrize("token, reading", [
    ("8:30-13", "eight thirty to thirteen"),     # the bare end is an hour of a 12-hour day
    ("08:30-5", "eight thirty to five"),         # a 24-hour clock's first time takes a full end
    ("8:30-05", "eight thirty to five"),
])
def test_no_span_with_a_bare_end_off_the_12_hour_day(grammar, token, reading):
    assert reading not in grammar.readings(token, limit=20)


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("Spacious 4 bd/3 ba colonial with a finished basement.", "four bedroom three bath colonial"),
    ("Senior Accountant, £30k pa plus bonus.", "thirty thousand pounds per annum plus bonus"),
    ("Listing courtesy of MLS #7731905.", "number seven seven three one nine o five."),
    ("Full-time, M-F 8:30-5, 2 wks vacation after 1 yr.", "friday eight thirty to five, two weeks"),
])
def test_pipeline(normalizer, sentence, reading):
    assert reading in normalizer.normalize(sentence)
