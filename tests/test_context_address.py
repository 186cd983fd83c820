"""tnfst.context: US states after a place name, street addresses, ZIP codes, Dr./St. before
initials and regnal possessives (the address and place readings of the context rules)."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


def decide(context, tokens: list[str], readings_of=None) -> dict[str, str]:
    return {tokens[i]: r for i, r in context.decide(tokens, readings_of=readings_of).items()}


def test_state_readings_of_the_sentence_periods_are_the_listed_names(context):
    """The US states and territories (not Canada Post's provinces, read only before a postal code)."""
    from tnfst.sentence_periods import STATE_READINGS

    assert STATE_READINGS == {name for name, source in context.states.values() if source != "cpc"}


def test_the_shipped_place_lists_load(context):
    assert context.states["MO"] == ("missouri", "usps")
    assert context.states["Va"] == ("virginia", "ap") and context.states["N.Y"] == ("new york", "ap")
    assert context.states["N.Mex"] == ("new mexico", "gpo")
    assert "DC" not in context.states and "D.C" not in context.states  # "Washington, D.C." keeps "d c"
    assert context.directions["W"] == "west" and context.directions["NE"] == "northeast"


@pytest.mark.parametrize("tokens,token,reading", [
    ("I live in Kansas City , MO .".split(), "MO", "missouri"),
    ("They moved to Richmond , Va . , in 1850 .".split(), "Va", "virginia"),
    ("Newark , N.J. , is near .".split(), "N.J.", "new jersey"),
    (["NEW", "YORK", ",", "N. Y."], "N. Y.", "new york"),                 # the tokenizer keeps "N. Y." whole
    ("Galveston , TX , to deliver".split(), "TX", "texas"),
    ("Santa Maria , CA , 91230".split(), "CA", "california"),
    ("Louisville , Ky . -- empties".split(), "Ky", "kentucky"),
    ("Burlington , Vt .".split(), "Vt", "vermont"),
    ("in Columbus , OH .".split(), "OH", "ohio"),                         # an unsure code after "in"
    ("Boise , ID 83720".split(), "ID", "idaho"),                          # an unsure code before a ZIP code
    ("Las Cruces , N. Mex . , is dry".split(), "N.", None),               # split apart: not a listed form
    ("Boston , Mass . The city is old".split(), "Mass", "massachusetts"),  # the period ends the sentence too
    # an AP form with its period right after "in", "to", "from"
    ("She moved to Calif . The rent".split(), "Calif", "california"),
    ("born in Tenn . in 1950".split(), "Tenn", "tennessee"),
    ("drove from N.Y. to Fla . last".split(), "N.Y.", "new york"),
    ("drove from N.Y. to Fla . last".split(), "Fla", "florida"),
    ("We went to Mass . on Sunday".split(), "Mass", None),                 # a word too: church
    ("He talked to Cal . Then".split(), "Cal", None),                      # a name too
    ("moved to Calif".split(), "Calif", None),                             # no period
])
def test_states_after_a_place(context, tokens, token, reading):
    assert decide(context, tokens).get(token) == reading


@pytest.mark.parametrize("tokens,token", [
    ("LOG IN , OK ?".split(), "OK"),                   # capitals words, no place
    ("LOG IN , OK ?".split(), "IN"),
    ("Jane Porter , MD , signed".split(), "MD"),       # a degree after a name
    ("Stanford , CA : Stanford University Press".split(), "CA"),  # a citation
    ("( Brooklyn , NY ) .".split(), "NY"),             # a masthead in brackets
    ("Chan , CT ; Sheng".split(), "CT"),               # author initials
    ("Brodo , I.M. , S.D. Sharnoff".split(), "S.D."),  # initials before a name
    ("Citti Siracusano , La pittura".split(), "La"),   # an AP form needs its period
    ("Washington , D.C. , was".split(), "D.C."),       # not listed
    ("Palo Alto , Calif , U.S.".split(), "Calif"),
    (["MO"], "MO"),                                    # nothing before it
])
def test_states_left_to_the_model(context, tokens, token):
    # never a state's name; "LOG IN": a heading word, as written; a listed initialism spelled
    # ("Jane Porter, MD" -> "m d": tnfst.initialisms)
    assert decide(context, tokens).get(token) in (None, "<self>", " ".join(token.lower()))


@pytest.mark.parametrize("tokens,token,reading", [
    ("Manufactured by MOE , 314 W . 42nd Street".split(" ")[:4] + ["314 W", ".", "42nd", "Street"], "314 W",
     "three hundred fourteen west"),
    ("Building at 317 S. 3rd st".split(), "S.", "south"),
    ("at 108 W 55th Street".split(), "W", "west"),
    ("at 2 S. Main Street".split(), "S.", "south"),
    ("at 1101 W. McKinley ave".split(), "W.", "west"),
    ("at 500 NE Oak Ave .".split(), "NE", "northeast"),
])
def test_compass_points_of_street_addresses(context, tokens, token, reading):
    assert decide(context, tokens)[token] == reading


@pytest.mark.parametrize("tokens,token", [
    (["Tropical", "Depression", "18 W", "Bulletin"], "18 W"),   # no street after it
    ("Benz 190 E. class".split(), "E."),
    ("Act 2010 S 13".split(), "S"),
    (["draws", "314 W", ".", "It", "is", "bright"], "314 W"),   # watts
])
def test_compass_points_elsewhere_are_left_to_the_model(context, tokens, token):
    assert token not in decide(context, tokens)


@pytest.mark.parametrize("tokens,token,reading", [
    ("York st # 4 , Covent Garden".split(), "st", "street"),     # the sentence's first word, no name after
    ("Building at 317 S. 3rd st \" ( PDF ) .".split(), "st", "street"),
    ("42ND ST".split(), "ST", "street"),
    ("Tamil Nadu Dr . M.G.R. Medical University .".split(), "Dr", "doctor"),   # initials: a title
    ("with Dr . E. T. Smith".split(), "Dr", "doctor"),
    ("Dr . Smith".split(), "Dr", "doctor"),
    ("Circle Dr . , near".split(), "Dr", "drive"),
    ("on Main St . NW .".split(), "St", "street"),
    ("Today Dr . Smith".split(), "Dr", "doctor"),
])
def test_street_and_title(context, tokens, token, reading):
    assert decide(context, tokens)[token] == reading


def test_atari_st_stays_spelled(context):
    assert decide(context, "an Atari ST game".split())["ST"] == "s t"


@pytest.mark.parametrize("tokens,token,reading", [
    ("upon Louis XIV.'s ears".split(), "XIV.'s", "the fourteenth's"),
    ("upon Louis XIV's ears".split(), "XIV's", "the fourteenth's"),
    ("met George III's son".split(), "III's", "the third's"),
])
def test_regnal_possessives(context, tokens, token, reading):
    assert decide(context, tokens)[token] == reading


def test_zip_codes_are_said_digit_by_digit(context):
    readings = {"91230": ["ninety one thousand two hundred thirty", "nine one two three o"],
                "90210": ["ninety thousand two hundred ten", "nine o two one o"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    assert decide(context, "Santa Maria , CA , 91230".split(), of)["91230"] == "nine one two three o"
    assert "90210" not in decide(context, "Our zip code is 90210 .".split(), of)  # the data's cardinal
    assert "91230" not in decide(context, "It cost 91230 dollars".split(), of)


@pytest.mark.parametrize("tokens", [
    [], [","], [",", "MO"], ["MO"], ["(", ",", "Va", "."], ["5 W"], ["W", "."], ["Dr", "."], ["XIV.'s"], ["’s"],
    ["12345"], ["", "", ""],
])
def test_odd_input_never_crashes(context, tokens):
    assert isinstance(context.decide(tokens, readings_of=lambda t: []), dict)


def test_state_names_and_directions_are_licensed_only_in_context():
    from tnfst.constraints.words import WordsGrammar
    from tnfst.grammar import CoveringGrammar

    words = WordsGrammar()
    assert "missouri" not in words.readings("MO") and not words.licenses("MO", "missouri")
    assert words.licenses_in_context("MO", "missouri") and words.licenses_in_context("N. Y.", "new york")
    assert words.licenses_in_context("Va", "virginia") and words.licenses_in_context("W.", "west")
    assert not words.licenses_in_context("MO", "texas") and not words.licenses_in_context("mo", "missouri")
    grammar = CoveringGrammar.load(classes="all")
    assert "three hundred fourteen west" not in grammar.readings("314 W")
    assert grammar.licenses_in_context("314 W", "three hundred fourteen west")
    assert grammar.licenses_in_context("314 W.", "three hundred fourteen west")
    assert not grammar.licenses_in_context("014 W", "fourteen west")


def test_possessive_numerals_are_licensed_without_their_period():
    from tnfst.api import _licensing_forms

    assert _licensing_forms("XIV.'s", "the fourteenth's") == ("XIV.'s", "XIV's")
    assert _licensing_forms("V.", "the fifth") == ("V.", "V")
    assert _licensing_forms("V.", "<self>") == ("V.",)


@pytest.mark.slow
def test_addresses_in_the_pipeline(one_torch_thread):
    from tnfst import Normalizer

    out = Normalizer().normalize_batch([
        "I live in Kansas City, MO.", "They moved to Richmond, Va., in 1850.", "Manufactured by MOE, 314 W. 42nd Street",
        "York st # 4, Covent Garden", "Every word fell upon Louis XIV.'s ears.", "I was born in Portland, OR. Then I left.",
        "The lamp draws 314 W. It is bright.", "Go to 7th St NW. 314 is there. See NO. 5 now.",
    ])
    assert out[0].endswith("Kansas City, missouri.")
    assert "Richmond, virginia, in" in out[1]
    assert "three hundred fourteen west forty second Street" in out[2]
    assert out[3].startswith("York street number four")
    assert "louis the fourteenth's ears" in out[4].lower()
    assert "oregon. Then" in out[5]          # a state code's period ends its sentence
    assert "watts. It" in out[6]
    assert out[7].startswith("Go to seventh street northwest. three hundred fourteen")  # a quadrant ends it
    assert "See number five now." in out[7]                   # "NO." keeps no period of its own


@pytest.mark.parametrize("tokens,token,reading", [
    ("to 1200 Pennsylvania Ave NW , Washington".split(), "NW", "northwest"),
    ("at 55 Main St . SE in Atlanta".split(), "SE", "southeast"),
    ("Go to 7th St NW .".split(), "NW", "northwest"),
    ("at 9 Elm Street N.W. today".split(), "N.W.", "northwest"),
    ("The NW corner".split(), "NW", None),                       # no street word before it
    ("Ave NW".split(), "NW", None),                              # a street word with no name before it
    ("on Main street NE".split(), "NE", None),                   # a lowercase word: no street's name ends
])
def test_a_quadrant_after_a_street_is_its_direction(context, tokens, token, reading):
    assert decide(context, tokens).get(token) == reading
