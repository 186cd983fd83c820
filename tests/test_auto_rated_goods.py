"""`tnfst.rated_goods` and the hardware forms of session 30's cars/tools/electrical work (tag auto):
a rating before its noun says its unit in the singular ("two 9V batteries" -> "two nine volt
batteries"), a current apart from its "A", mixed fractions of an inch, "in." ending a sentence."""

from __future__ import annotations

import pytest

from tnfst import code_numbers, rated_goods
from tnfst.tokenize import tokenize

READINGS = {
    "9V": ["nine v", "nine volts", "nine volt"],
    "60 W": ["sixty watts", "sixty watt"],
    "5 gal": ["five gallons", "five gallon"],
    '12"': ["twelve inches", "twelve seconds", "twelve inch", "twelve second"],
    '1/2"': ["half an inch", "one half inch", "one half inches", "half a second"],
    "2.0Ah": ["two point o ampere hours", "two point o ampere hour"],
    "80 lb": ["eighty pounds", "eighty pound"],
    "250V": ["two hundred fifty volts", "two hundred fifty volt"],
    "10A": ["ten amperes", "ten ampere"],
    "1500 W": ["one thousand five hundred watts", "one thousand five hundred watt", "fifteen hundred watts"],
    "400m": ["four hundred meters", "four hundred meter"],
    "6 ft": ["six feet", "six foot"],
}


def of(token: str) -> list[str]:
    return READINGS.get(token, [])


def decide(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return rated_goods.rating_reading(tokens, i, of)


@pytest.mark.parametrize("sentence,i,reading", [
    ("two 9V batteries", 1, "nine volt"),                       # after a count
    ("gives the light of a 60_W bulb", 5, "sixty watt"),
    ("Grab a 5_gal bucket", 2, "five gallon"),
    ('The 12" miter saw', 1, "twelve inch"),
    ('Use 1/2" drywall on walls', 1, "one half inch"),          # the inch mark: no determiner needed
    ("comes with two 2.0Ah batteries", 3, "two point o ampere hour"),
    ("Mix one 80_lb bag of concrete", 2, "eighty pound"),
    ("Grab AA batteries and a 9V .", 5, "nine volt"),            # "a 9V" alone: a battery
    ("Replace it with a 10A , 250V fast-blow fuse", 4, "ten ampere"),   # a list of ratings
    ("Replace it with a 10A , 250V fast-blow fuse", 6, "two hundred fifty volt"),
    ("each 6_ft board", 1, "six foot"),
])
def test_a_rating_before_its_noun_is_singular(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("It needs 9V to run", 2),                # no determiner, no noun
    ("Use 9V batteries", 1),                  # no determiner: left to the reader
    ('Space the studs 16" on center', 3),     # a function word after it
    ('a hole 10" wide', 2),                   # a word that follows a quantity
    ('Cut it 12" shorter', 2),                # a comparative
    ('Leave a gap of 1/2" between the boards', 4),   # a preposition
    ("the 9V is dead", 1),                    # a verb after it
    ("the 400m freestyle", 1),                # meters keep the training data's plural
    ("the 9V Max drill", 1),                  # not a lowercase word
    ("the 9V", 1),                            # "the" and nothing after: no noun left out
])
def test_left_alone(sentence, i):
    assert decide(sentence, i) is None


def test_without_the_grammar_nothing_is_decided():
    assert rated_goods.rating_reading(["a", "9V", "battery"], 1, None) is None


def rule_of(rule: str, token: str) -> list[str]:
    return ["amperes", "ampere"] if (rule, token) == ("BARE_UNIT", "A") else []


@pytest.mark.parametrize("sentence,i,reading", [
    ("A 15 A breaker needs 14 AWG wire", 2, "ampere"),         # before a word of wiring, described
    ("rated 120_V , 15 A", 4, "amperes"),                      # near a voltage
    ("a 20 A circuit", 2, "ampere"),
])
def test_a_current_apart_from_its_number(sentence, i, reading):
    tokens = [t.replace("_", " ") for t in sentence.split()]
    assert rated_goods.current_reading(tokens, i, rule_of) == reading


@pytest.mark.parametrize("sentence,i", [
    ("See Part 6 A for details", 3),          # a label
    ("Figure 15 A shows it", 2),
])
def test_a_label_a_is_no_current(sentence, i):
    assert rated_goods.current_reading(sentence.split(), i, rule_of) is None


def test_the_opening_article_is_no_type_code():
    assert code_numbers.digit_reading(["A", "15", "A", "breaker"], 1) is None
    assert code_numbers.digit_reading(["the", "M", "16", "A", "rifle"], 2) == "one six"


@pytest.mark.parametrize("text,token", [
    ('Fasten with #8 x 1-1/4" wood screws.', '1-1/4"'),
    ('Use 2-1/2" deck screws.', '2-1/2"'),
    ("Set the spark plug gap to 0.044 in.", "0.044 in"),
    ("The gap is 0.5 in. Check it again.", "0.5 in"),
])
def test_tokens_of_hardware_sizes(text, token):
    assert token in [span.text for span in tokenize(text)]


@pytest.mark.parametrize("text,token", [
    ("We got 5 in.", "5"),                    # a whole number: "in" may be the word
    ("There were 2.5 in the end.", "2.5"),    # no period after "in"
])
def test_in_stays_a_word(text, token):
    assert token in [span.text for span in tokenize(text)]


ENGINE_READINGS = {"2.5L": ["two point five liters", "two point five liter"],
                   "3.5 L": ["three point five liters", "three point five liter"]}


@pytest.mark.parametrize("sentence,i,reading", [
    ("The 2.5L four-cylinder makes 191 hp", 1, "two point five liter"),
    ("The 3.5_L V6 is rated at 290 hp", 1, "three point five liter"),
    ("a 2.5L turbo", 1, "two point five liter"),
    ("its 2.5L engine", 1, "two point five liter"),
])
def test_an_engine_displacement_before_the_engine(sentence, i, reading):
    tokens = [t.replace("_", " ") for t in sentence.split()]
    assert rated_goods.rating_reading(tokens, i, ENGINE_READINGS.get) == reading


def test_liters_not_before_an_engine_keep_the_reader_choice():
    assert rated_goods.rating_reading(["holds", "2.5L", "of", "oil"], 1, ENGINE_READINGS.get) is None


@pytest.mark.parametrize("sentence,i,reading", [
    ('Our 65" TV hangs there', 1, "sixty five inch"),     # a noun in capitals
    ("Each 6_ft 2x6 costs $9", 1, "six foot"),           # lumber by its sides
])
def test_nouns_in_capitals_and_lumber(sentence, i, reading):
    readings = {'65"': ["sixty five inches", "sixty five inch"], "6 ft": ["six feet", "six foot"]}
    tokens = [t.replace("_", " ") for t in sentence.split()]
    assert rated_goods.rating_reading(tokens, i, readings.get) == reading


def test_hundreds_take_the_singular_of_the_best_reading():
    assert decide("a 1500_W heater", 1) == "one thousand five hundred watt"


def test_a_noun_in_capitals_with_a_hyphen():
    tokens = ["a", "45W", "USB-C", "charger"]
    assert rated_goods.rating_reading(tokens, 1, {"45W": ["forty five watts", "forty five watt"]}.get) == "forty five watt"


def test_a_charger_output():
    outputs = {"5V/3A": ["five volts three amperes", "five volt three ampere"],
               "20V/3.25A": ["twenty volts three point two five amperes"]}

    def rule_of(rule: str, token: str) -> list[str]:
        return outputs.get(token, []) if rule == "CHARGER_OUTPUT" else []

    assert rated_goods.output_reading("5V/3A", rule_of) == "five volts three amperes"
    assert rated_goods.output_reading("20V/3.25A", rule_of) == "twenty volts three point two five amperes"
    assert rated_goods.output_reading("5V/3", rule_of) is None
