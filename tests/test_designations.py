"""Codes, designations and identifiers (`tnfst.designations`): the rules alone (a stand-in grammar),
the CODE_PAIRS context rule of the ADDRESS grammar, and the pipeline."""

from __future__ import annotations

import pytest

from tnfst.designations import designation_reading
from tnfst.grammar.covering import CoveringGrammar, language_classes

STATES = frozenset({"texas", "new york", "ohio", "california", "washington", "Tex", "Calif", "N.Y"})


def _readings(token: str) -> list[str]:
    """A stand-in for the class grammars: what they license for the tokens these tests use."""
    table = {
        "75115": ["seventy five thousand one hundred fifteen", "seven five one one five"],
        "10001": ["ten thousand one", "one o o o one"],
        "12000": ["twelve thousand", "one two o o o"],
        "90210-1234": ["nine o two one o sil one two three four"],
        "80808": ["eighty thousand eight hundred eight", "eight o eight o eight"],
        "18583455": ["eighteen million five hundred eighty three thousand four hundred fifty five",
                     "one eight five eight three four five five"],
        "4417": ["four thousand four hundred seventeen", "four four one seven"],
        "0317-8471": ["o three one seven sil eight four seven one"],
        "732-733": ["seven hundred thirty two to seven hundred thirty three", "seven three two sil seven three three",
                    "seven hundred thirty two seven hundred thirty three"],
        "101-103": ["one hundred one to one hundred three", "one hundred one one hundred three"],
        "733-732": ["seven hundred thirty three to seven hundred thirty two"],
    }
    return table.get(token, [])


def _rule_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the CODE_PAIRS context rule."""
    table = {
        ("CODE_PAIRS", "926"): ["nine twenty six"],
        ("CODE_PAIRS", "2490"): ["twenty four ninety"],
        ("CODE_PAIRS", "A320"): ["a three twenty"],
        ("CODE_PAIRS", "B-747"): ["b seven forty seven"],
        ("CODE_PAIRS", "I-405"): ["i four o five"],
        ("CODE_PAIRS", "A350-1000"): ["a three fifty sil one thousand"],
        ("CODE_PAIRS", "A321neo"): ["a three twenty one neo"],
        ("CODE_PAIRS", "CRJ-900"): ["c r j nine hundred"],
        ("CODE_PAIRS", "AA1234"): ["a a twelve thirty four"],
        ("CODE_DIGITS", "MSCU4596127"): ["m s c u four five nine six one two seven"],
        ("FLIGHT_LEVEL", "FL350"): ["flight level three five zero"],
    }
    return table.get((rule, token), [])


def decide(sentence: str, token: str) -> str | None:
    tokens = sentence.split()
    return designation_reading(tokens, tokens.index(token), STATES, _readings, _rule_readings,
                               frozenset(t.lower() for t in tokens))


@pytest.mark.parametrize("sentence, token, reading", [
    ("He lives at 121 Seahawk Dr. , DeSoto , Texas , 75115 .", "75115", "seven five one one five"),
    ("Mail it to New York 10001 .", "10001", "one o o o one"),              # a state of two words
    ("Austin , Tex . 75115 .", "75115", "seven five one one five"),         # an AP abbreviation
    ("Sacramento , Calif. , 75115 today", "75115", "seven five one one five"),
    ("Albany , N.Y. 10001", "10001", "one o o o one"),
    ("Beverly Hills zip 90210-1234 is famous", "90210-1234", "nine o two one o sil one two three four"),
    ("Enter your ZIP code : 10001", "10001", "one o o o one"),
    ("Her postal code is 10001", "10001", "one o o o one"),
    ("Text HELP to 80808 for info", "80808", "eight o eight o eight"),    # SMS short codes
    ("txt STOP now to 80808", "80808", "eight o eight o eight"),
    ("PMID 18583455 describes it", "18583455", "one eight five eight three four five five"),
    ("PMID : 18583455", "18583455", "one eight five eight three four five five"),
    ("Your order number is 4417 .", "4417", "four four one seven"),       # a noun and "number"
    ("tracking # 4417", "4417", "four four one seven"),
    ("ISSN 0317-8471", "0317-8471", "o three one seven sil eight four seven one"),
    ("See hadith No . 732-733 .", "732-733", "seven hundred thirty two to seven hundred thirty three"),
    ("See §§ 101-103 of the act", "101-103", "one hundred one to one hundred three"),
    ("Flight UA 926 departs", "UA", "u a"),                                # airline code spelled
    ("Flight UA 926 departs", "926", "nine twenty six"),                   # flight number in pairs
    ("on flight BA 2490 to", "2490", "twenty four ninety"),
    ("on flight B6 12 to", "12", "twelve"),
    ("on flight B6 12 to", "B6", "b six"),
    ("on flight AA 056 to", "056", "o five six"),
    ("on flight AA1234 to", "AA1234", "a a twelve thirty four"),          # glued, four digits
    ("Reply STOP to 80808 to opt out", "80808", "eight o eight o eight"),
    ("This follows 42 U.S.C. § 1983 .", "42", "forty two"),                # a cited title or volume
    ("under 40 CFR 60", "40", "forty"),
    ("Roe , 410 U.S. 113 ( 1973 )", "410", "four hundred ten"),
    ("The Airbus A320 landed", "A320", "a three twenty"),                  # designations
    ("a B-747 freighter", "B-747", "b seven forty seven"),
    ("take the I-405 north", "I-405", "i four o five"),
    ("Meet me in room G30 .", "G30", "g thirty"),
    ("flies the A350-1000 to", "A350-1000", "a three fifty sil one thousand"),   # an aircraft's variant
    ("ordered 50 A321neo jets", "A321neo", "a three twenty one neo"),
    ("The CRJ-900 seats 76", "CRJ-900", "c r j nine hundred"),               # three capitals and a dash
    ("Container MSCU4596127 was unloaded", "MSCU4596127", "m s c u four five nine six one two seven"),
    ("We are cruising at FL350 now", "FL350", "flight level three five zero"),
    ("an AK47 rifle", "AK47", "a k forty seven"),
    ("Send it to Unter den Linden 77 , 10001 Berlin .", "10001", "one o o o one"),   # a European postcode
    ("Flat 3B , 12 Rue de Rivoli , 75115 Paris", "75115", "seven five one one five"),
])
def test_rules_decide(sentence, token, reading):
    assert decide(sentence, token) == reading


@pytest.mark.parametrize("sentence, token", [
    ("The county had 75115 people", "75115"),            # no state, no label: a count
    ("In 2019 , 12000 Britons .", "12000"),              # a year is no house number
    ("Over the years , 12000 Britons .", "12000"),       # no house number before the comma
    ("At 12 Main St , 12000 Britons left .", "12000"),   # the word after the town does not end it
    ("At 12 Main St , 10001 Paris Road", "10001"),       # the word after it does not end the phrase
    ("Ohio 12000 troops marched", "12000"),              # a state name before a count
    ("He gave 80808 to charity", "80808"),               # "to" without a text word
    ("Your order was 4417 dollars", "4417"),             # "order" without "number"
    ("Patent No . 5,123,456", "5,123,456"),              # commas: a quantity
    ("pages 732-733 were torn", "732-733"),              # a range without a number word
    ("See No . 733-732 .", "733-732"),                   # not rising: no range
    ("In 2019 the UA 926 flew", "926"),                  # no "flight" before the code
    ("The G3 and B07 sensors", "G3"),                    # one digit: the grammar's reading
    ("The G3 and B07 sensors", "B07"),                   # a leading zero: the grammar's digits
    ("COVID19 spread", "COVID19"),                       # more than two letters
    ("a CRJ900 jet", "CRJ900"),                           # three capitals glued: no dash, no code
    ("the A320-10000 part", "A320-10000"),               # a variant of five digits
    ("the A320neon sign", "A320neon"),                   # no engine option
    ("the AA1234 part", "AA1234"),                       # four digits glued, not after "flight"
    ("some 22 U.S. soldiers", "22"),                     # "U.S." without a number after it
    ("the 1983 U.S.C. edition", "1983"),                 # four digits: a year
])
def test_rules_leave_alone(sentence, token):
    assert decide(sentence, token) is None


def test_without_grammar_nothing_is_decided():
    assert designation_reading(["PMID", "18583455"], 1, STATES, None, None, frozenset()) is None


@pytest.fixture(scope="module")
def grammar():
    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("token, reading", [
    ("926", "nine twenty six"),
    ("905", "nine o five"),
    ("1200", "twelve hundred"),
    ("2490", "twenty four ninety"),
    ("A320", "a three twenty"),
    ("B-747", "b seven forty seven"),
    ("UA 926", "u a nine twenty six"),
    ("A350-1000", "a three fifty sil one thousand"),
    ("A330-300", "a three thirty sil three hundred"),
    ("A321neo", "a three twenty one neo"),
    ("CRJ-900", "c r j nine hundred"),
])
def test_code_pairs_rule(grammar, token, reading):
    assert reading in grammar.rule_readings("CODE_PAIRS", token, limit=8)
    assert grammar.licenses_in_context(token, reading)


@pytest.mark.parametrize("token, reading", [
    ("MSCU4596127", "m s c u four five nine six one two seven"),
    ("A7731902", "a seven seven three one nine o two"),
    ("#A7731902", "number a seven seven three one nine o two"),
])
def test_code_digits_rule(grammar, token, reading):
    assert grammar.rule_readings("CODE_DIGITS", token, limit=2) == [reading]
    assert grammar.licenses_in_context(token, reading)
    assert not grammar.licenses(token, reading)  # a context rule only


def test_flight_level_rule(grammar):
    assert grammar.rule_readings("FLIGHT_LEVEL", "FL350", limit=2) == ["flight level three five zero"]
    assert grammar.licenses_in_context("FL090", "flight level zero nine zero")


@pytest.mark.parametrize("token", ["MSCU4596", "ABCDE12345", "A1234567890123"])
def test_code_digits_rule_needs_its_shape(grammar, token):
    assert grammar.rule_readings("CODE_DIGITS", token, limit=2) == []


@pytest.mark.parametrize("token", ["0926", "92", "12345", "a320", "737-800", "A320-0"])
def test_code_pairs_rule_needs_three_or_four_digits(grammar, token):
    assert grammar.rule_readings("CODE_PAIRS", token) == []


def test_code_pairs_stay_out_of_the_classes(grammar):
    assert not grammar.licenses("926", "nine twenty six")


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("He lives at 121 Seahawk Dr., DeSoto, Texas, 75115.", "Texas, seven five one one five."),
    ("Text HELP to 80808 for info.", "to eight o eight o eight for"),
    ("The Airbus A320 landed.", "a three twenty landed"),
    ("Qatar flies the A350-1000 and the A321neo.", "the a three fifty, one thousand and the a three twenty one neo"),
    ("Meet me in room G30.", "room g thirty"),
    ("Container MSCU4596127 was unloaded.", "m s c u four five nine six one two seven was"),
    ("We are now cruising at FL350.", "flight level three five zero"),
    ("Meter #A7731902 was read.", "Meter number a seven seven three one nine o two was"),
    ("PMID 18583455 describes it.", "one eight five eight three four five five describes"),
    ("See hadith No. 732-733.", "number seven hundred thirty two to seven hundred thirty three"),
    ("Flight UA 926 departs at 7:45 from gate B12.", "u a nine twenty six departs"),
])
def test_pipeline(normalizer, sentence, reading):
    assert reading in normalizer.normalize(sentence)


def test_context_readings_pass_state_names_and_abbreviations():
    """`ContextReadings` hands `tnfst.designations` the states' names and AP/GPO forms of its list."""
    from tnfst.context import ContextReadings

    context = ContextReadings.load()
    assert {"texas", "new york", "Tex", "Calif"} <= context.state_names
    tokens = "He lives in DeSoto , Texas , 75115 .".split()
    assert context.decide(tokens, _readings, _rule_readings)[7] == "seven five one one five"


def test_currency_code_glued_to_a_price_is_money_not_a_designation():
    """"cost RM45" is forty five ringgit (everyday_context's glued currency); "room G30" stays a designation."""
    from tnfst import normalize

    assert normalize("Dinner in Kuala Lumpur cost RM45.") == "Dinner in Kuala Lumpur cost forty five ringgit."
    assert "g thirty" in normalize("Meet me in room G30.")
