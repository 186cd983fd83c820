"""Food and cooking text: kitchen units, mixed numbers before a unit, fraction ranges, package
sizes in the singular and oven settings glued by slashes (session food)."""

from __future__ import annotations

import pynini
import pytest
from pynini.lib import rewrite

from tnfst import grocery, one_unit, tokenize
from tnfst.attributive import package_reading
from tnfst.context import ContextReadings
from tnfst.grammar import cache, lists
from tnfst.grammars.en import fraction, numbers, rules
from tnfst.grammars.en.fst import acc


def pieces(sentence: str) -> list[str]:
    return [span.text for span in tokenize.tokenize(sentence)]


# --- tokenizer -----------------------------------------------------------------------------

@pytest.mark.parametrize("sentence,token", [
    ("Peel and cube 1½ lb potatoes.", "1½ lb"),      # a mixed number glued to its fraction
    ("Dissolve (2¼ tsp) yeast.", "2¼ tsp"),
    ("Add 3 Tbsp. lemon juice.", "3 Tbsp"),           # the capital T of the tablespoon
    ("Add 2 tbs oil.", "2 tbs"),
    ("Add 4 qts water.", "4 qts"),                    # plurals of kitchen units
    ("Buy 2 gals of milk.", "2 gals"),
    ("Use ¾ tsp sugar.", "¾ tsp"),                    # a lone vulgar fraction as before
])
def test_kitchen_amounts_are_one_token(sentence, token):
    assert token in pieces(sentence)


def test_a_mixed_number_before_a_word_stays_apart():
    assert "1½" in pieces("Wait 1½ more days.")


@pytest.mark.parametrize("sentence,expected", [
    ("Heat the oven to 200C/180C fan/gas 6.", ["200C", "/", "180C", "fan", "/", "gas", "6"]),
    ("Bake at 180°C/350°F/gas 4 now", ["180°C", "/", "350°F", "/", "gas", "4"]),
    ("Oven (200C/180C fan/gas 6).", ["(", "200C", "/", "180C", "fan", "/", "gas", "6", ")"]),
])
def test_oven_settings_are_cut_at_their_slashes(sentence, expected):
    got = pieces(sentence)
    start = got.index(expected[0])
    assert got[start:start + len(expected)] == expected


@pytest.mark.parametrize("token", ["and/or", "w/o", "fan/heater", "24/7", "1/2", "C/F", "km/h"])
def test_other_slashes_stay_whole(token):
    assert token in pieces(f"Use {token} here")


# --- one of a unit -------------------------------------------------------------------------

def test_one_and_a_fraction_is_not_one_of_a_unit():
    readings = ["one and a half pounds", "one and a half pound"]
    assert one_unit.singular_reading("1½ lb", lambda token: readings) is None
    assert one_unit.singular_reading("1 lb", lambda token: ["one pounds", "one pound"]) == "one pound"


# --- package sizes -------------------------------------------------------------------------

READINGS = {
    "12 oz": ["twelve ounces", "twelve ounce"],
    "5 oz": ["five ounces", "five ounce"],
    "2 lb": ["two pounds", "two pound"],
    "3 lb": ["three pounds", "three pound"],
    "12–14 lb": ["twelve to fourteen pounds", "twelve to fourteen pound"],
    "$5": ["five dollars", "five dollar"],
    "$2.99": ["two dollars ninety nine cents", "two dollar ninety nine cents"],
    "750 ml": ["seven hundred fifty milliliters", "seven hundred fifty milliliter"],
}


def decide(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return package_reading(tokens, i, lambda token: READINGS.get(token, []))


@pytest.mark.parametrize("sentence,i,reading", [
    ("Pour a 5_oz glass of wine", 2, "five ounce"),
    ("Ground coffee , 12_oz bag", 3, "twelve ounce"),             # no article: a label
    ("two 12_oz cans of tomatoes", 1, "twelve ounce"),            # plural containers too
    ("a 750_ml bottle of red", 1, "seven hundred fifty milliliter"),
    ("Happy hour : $5 pints", 3, "five dollar"),                  # a price of a serving
    ("Thaw a 12–14_lb turkey", 2, "twelve to fourteen pound"),    # a range, a food bought whole
    ("Buy a 3_lb roast", 2, "three pound"),
])
def test_a_package_size_says_its_unit_in_the_singular(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("Use 2_lb chicken thighs", 1),        # an amount of an ingredient, no article
    ("Add 12_oz of milk", 1),              # "of": the amount is the subject
    ("Add 5_oz water", 1),                 # no package after it
    ("a $2.99 bag", 1),                    # a price with cents: no singular said
    ("Pour a 5_oz", 2),                    # nothing after it
])
def test_other_amounts_are_left_alone(sentence, i):
    assert decide(sentence, i) is None


# --- fraction ranges -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def fraction_rule():
    folder = cache.grammar_dir("en")
    specs = rules.CORE_LISTS + fraction.LISTS
    tables = {s.path: lists.read_table(folder / s.path, s) for s in specs}
    nums = numbers.build(rules.number_lists(tables))
    return fraction.build(nums, tables).optimize()


def readings(rule: pynini.Fst, token: str) -> list[str]:
    try:
        return rewrite.top_rewrites(acc(token), rule, 20, input_token_type="utf8", output_token_type="utf8")
    except rewrite.Error:
        return []


@pytest.mark.parametrize("token,reading", [
    ("1–1½", "one to one and a half"),
    ("1-1½", "one to one and a half"),
    ("½–1", "one half to one"),
    ("1½–2", "one and a half to two"),
    ("2½-3½", "two and a half to three and a half"),
    ("¼–½", "one quarter to one half"),
])
def test_ranges_with_a_vulgar_fraction(fraction_rule, token, reading):
    assert reading in readings(fraction_rule, token)


@pytest.mark.parametrize("token", ["1–2", "100–1½", "1–1/2"])
def test_other_ranges_are_not_fractions(fraction_rule, token):
    assert readings(fraction_rule, token) == []


# --- parts of a unit, plurals at a phrase's end --------------------------------------------

PART_READINGS = {
    "1/2 lb": ["one half pounds", "one half pound", "a half pound"],
    "3/4 lb": ["three fourths pound", "three fourths pounds", "three quarters pound", "three quarters pounds"],
    "¼ tsp": ["one fourth teaspoon", "one fourth teaspoons", "one quarter teaspoons", "one quarter teaspoon"],
    "3/2 lb": ["three halves pounds", "three halves pound"],
    "1½ lb": ["one and a half pounds", "one and a half pound"],
    "3g": ["three gram", "three grams", "three g"],
    "8 g": ["eight grams", "eight gram"],
    "1 g": ["one gram", "one grams"],
    "2 ft": ["two foot", "two feet"],
}


def part_of(token: str) -> list[str]:
    return PART_READINGS.get(token, [])


@pytest.mark.parametrize("token,reading", [
    ("1/2 lb", "one half pound"),
    ("3/4 lb", "three quarters pound"),        # the unit singular, the fraction as licensed
    ("¼ tsp", "one quarter teaspoon"),
])
def test_a_part_of_a_unit_is_singular(token, reading):
    assert one_unit.part_reading(token, part_of) == reading


@pytest.mark.parametrize("token", ["3/2 lb", "1½ lb", "8 g", "1/2"])
def test_more_than_a_part_is_left_alone(token):
    assert one_unit.part_reading(token, part_of) is None


@pytest.mark.parametrize("tokens,i,reading", [
    (["Protein", "3g"], 1, "three grams"),
    (["Fat", "8 g", ","], 1, "eight grams"),
    (["(", "2 ft", ")"], 1, "two feet"),
])
def test_a_measure_ending_its_phrase_is_plural(tokens, i, reading):
    assert one_unit.final_plural_reading(tokens, i, part_of) == reading


@pytest.mark.parametrize("tokens,i", [
    (["a", "2 ft", "board"], 1),       # a noun after it: left to the other rules
    (["Protein", "1 g"], 1),           # one
])
def test_other_measures_are_left_to_the_other_rules(tokens, i):
    assert one_unit.final_plural_reading(tokens, i, part_of) is None


# --- grocery prices ------------------------------------------------------------------------

DEALS = {"3/$5": ["three for five dollars"], "10/$7.50": ["ten for seven dollars fifty cents"]}


def deal_rule(rule: str, token: str) -> list[str]:
    return DEALS.get(token, []) if rule == "MULTIBUY" else []


@pytest.mark.parametrize("token,reading", [
    ("3/$5", "three for five dollars"),
    ("10/$7.50", "ten for seven dollars fifty cents"),
])
def test_a_multibuy_price(token, reading):
    assert grocery.deal_reading(token, deal_rule) == reading


@pytest.mark.parametrize("token", ["3/5", "$3/$5", "3/$", "123/$5"])
def test_other_slashes_are_no_multibuy(token):
    assert grocery.deal_reading(token, lambda rule, t: ["x"]) is None


@pytest.mark.parametrize("tokens,i,reading", [
    (["beef", "$4.99", "lb."], 2, "per pound"),
    (["Bananas", "59¢", "lb"], 2, "per pound"),
    (["Limes", "$0.50", "ea"], 2, "each"),
    (["brunch", "$25", "pp"], 2, "per person"),
])
def test_a_unit_after_a_price(tokens, i, reading):
    assert grocery.per_unit_reading(tokens, i) == reading


@pytest.mark.parametrize("tokens,i", [(["weighs", "5", "lb"], 2), (["see", "pp"], 1), (["$5", "each"], 1)])
def test_a_unit_not_after_a_price(tokens, i):
    assert grocery.per_unit_reading(tokens, i) is None


# --- the scale's letter after a temperature ------------------------------------------------

@pytest.mark.parametrize("tokens,words,reading", [
    (["Bake", "at", "425 degrees", "F"], frozenset(), "fahrenheit"),
    (["Preheat", "oven", "to", "350", "F."], frozenset({"preheat", "oven"}), "degrees fahrenheit"),
    (["Cook", "to", "74", "C"], frozenset({"cook"}), "degrees celsius"),
])
def test_the_scale_after_a_temperature(tokens, words, reading):
    assert ContextReadings._temperature_scale(tokens, len(tokens) - 1, words) == reading


def test_a_letter_after_a_bare_number_elsewhere_is_left_alone():
    assert ContextReadings._temperature_scale(["Grade", "350", "F"], 2, frozenset({"grade"})) is None


@pytest.mark.parametrize("token,reading", [("80/20", "eighty twenty"), ("93/7", "ninety three seven"),
                                           ("60/40", "sixty forty")])
def test_two_shares_of_a_hundred(fraction_rule, token, reading):
    assert readings(fraction_rule, token) == [reading]


@pytest.mark.parametrize("token,reading", [("20/80", "twenty eightieths"), ("3/4", "three quarters")])
def test_other_slashes_stay_fractions(fraction_rule, token, reading):
    assert reading in readings(fraction_rule, token)


INCHES = {'10"': ["ten inches", "ten inch"], '9"': ["nine inches", "nine inch"], "16 oz": ["sixteen ounces", "sixteen ounce"]}


@pytest.mark.parametrize("tokens,i,reading", [
    (["in", "a", '10"', "skillet"], 2, "ten inch"),
    (["Pour", "into", "a", '9"', "pie"], 3, "nine inch"),
    (["A", "16 oz", "latte"], 1, "sixteen ounce"),
])
def test_sizes_of_pans_and_drinks(tokens, i, reading):
    assert package_reading(tokens, i, lambda t: INCHES.get(t, [])) == reading


def test_an_amount_of_a_drink_is_left_alone():
    assert package_reading(["Add", "16 oz", "coffee"], 1, lambda t: INCHES.get(t, [])) is None


@pytest.mark.parametrize("tokens", [["Apt.", "4B", ","], ["Flat", "3C", "."], ["up", "3m", "."]])
def test_a_label_or_another_reading_at_a_phrase_end_is_left_alone(tokens):
    readings = {"4B": ["four b", "four bytes", "four byte"], "3C": ["three c", "three coulombs", "three coulomb"],
                "3m": ["three million", "three meters", "three meter"]}
    assert one_unit.final_plural_reading(tokens, 1, lambda t: readings.get(t, [])) is None


def test_an_add_on_price_cuts_its_plus():
    assert pieces("Add avocado +$2") == ["Add", "avocado", "+", "$2"]
    assert "+3" in pieces("It rose +3 today")  # a signed number stays whole


def test_a_range_of_cooking_temperatures_before_the_scale():
    of = lambda token: ["three hundred fifty three hundred seventy five", "three hundred fifty to three hundred seventy five"]
    tokens = ["Fry", "at", "350-375", "F", "."]
    assert ContextReadings._temperature_range(tokens, 2, frozenset({"fry"}), of) == \
        "three hundred fifty to three hundred seventy five"
    assert ContextReadings._temperature_scale(tokens, 3, frozenset({"fry"})) == "degrees fahrenheit"
    assert ContextReadings._temperature_range(["Rows", "350-375", "F"], 1, frozenset({"rows"}), of) is None


def test_an_oven_by_its_heat():
    of = lambda token: {"350°": ["three hundred fifty degrees", "three hundred fifty degree"]}.get(token, [])
    assert package_reading(["Bake", "in", "a", "350°", "oven"], 3, of) == "three hundred fifty degree"
    assert package_reading(["Bake", "at", "350°", "oven", "temperature"], 2, of) is None  # no article


@pytest.mark.parametrize("tokens,i", [(["Serves", "3-4", "."], 1), (["Yield", ":", "2–3", "loaves"], 2),
                                      (["It", "feeds", "6-8", "."], 2)])
def test_a_recipes_count_of_people_is_a_range(tokens, i):
    from tnfst.context import _after_range_word
    assert _after_range_word(tokens, i)


@pytest.mark.parametrize("token,reading", [("½-cup", "one half cup"), ("1/4-cup", "one quarter cup")])
def test_a_fraction_joined_to_a_word(token, reading):
    rule = lambda name, t: {"½-cup": ["one half cup"], "1/4-cup": ["one quarter cup"]}.get(t, []) \
        if name == "FRACTION_WORD" else []
    assert grocery.fraction_word_reading(token, lambda t: [], rule) == reading
    # a token a class grammar reads is left to it ("1/2-inch", a measure)
    assert grocery.fraction_word_reading(token, lambda t: ["x"], rule) is None


def test_the_fraction_word_rule(fraction_rule):
    rule = fraction.build_fraction_word(fraction_rule)
    assert "one half cup" in readings(rule, "½-cup")
    assert "one quarter cup" in readings(rule, "1/4-cup")
    assert readings(rule, "½-Cup") == []


@pytest.mark.parametrize("sentence,expected", [
    ("You will need 200g/7oz butter.", ["200g", "/", "7oz"]),
    ("Add 1.5kg/3lb potatoes.", ["1.5kg", "/", "3lb"]),
    ("Roll out to 5mm/¼in thick.", ["5mm", "/", "¼in"]),
    ("Use a 20cm/8in tin.", ["20cm", "/", "8in"]),
])
def test_one_amount_in_two_systems_is_cut_at_its_slash(sentence, expected):
    got = pieces(sentence)
    start = got.index(expected[0])
    assert got[start:start + 3] == expected


@pytest.mark.parametrize("token", ["10mg/5ml", "5g/L", "100g/7"])
def test_a_concentration_or_another_slash_stays_whole(token):
    assert token in pieces(f"Take {token} daily")


def test_half_of_a_unit_is_never_a_bare_half():
    readings = ["half a teaspoon", "half teaspoon", "half teaspoons", "one half teaspoon", "one half teaspoons"]
    assert one_unit.part_reading("½ tsp", lambda t: readings) == "one half teaspoon"
    assert one_unit.part_reading("1/2 inch", lambda t: ["half an inch", "one half inch"]) is None


def test_a_loaf_on_a_shelf_tag():
    of = lambda token: {"800g": ["eight hundred grams", "eight hundred gram"]}.get(token, [])
    assert package_reading(["Bread", "800g", "loaf", "95p"], 1, of) == "eight hundred gram"


@pytest.mark.parametrize("tokens,i,reading", [
    (["Grease", "a", '9"', "x", '13"', "baking", "pan"], 2, "nine inch"),
    (["Grease", "a", '9"', "x", '13"', "baking", "pan"], 4, "thirteen inch"),
    (["in", "a", '10"', "cast-iron", "skillet"], 2, "ten inch"),
    (["Thaw", "a", "12 lb", "whole", "turkey"], 2, "twelve pound"),
    (["Buy", "a", "8 oz", "water", "bottle"], 2, "eight ounce"),
])
def test_sizes_before_a_modified_container(tokens, i, reading):
    of = lambda t: {'9"': ["nine inches", "nine inch"], '13"': ["thirteen inches", "thirteen inch"],
                    '10"': ["ten inches", "ten inch"], "12 lb": ["twelve pounds", "twelve pound"],
                    "8 oz": ["eight ounces", "eight ounce"]}.get(t, [])
    assert package_reading(tokens, i, of) == reading


@pytest.mark.parametrize("tokens", [["Heat", "2 tbsp", "oil", "in", "a", "pan"], ["Brown", "1 lb", "beef", "in", "a", "skillet"],
                                    ["Cook", "8 oz", "pasta", "shells", "well"], ["Add", "2 tbsp", "olive", "oil", "."]])
def test_an_amount_of_an_ingredient_before_a_pan_is_left_alone(tokens):
    of = lambda t: {"2 tbsp": ["two tablespoons", "two tablespoon"], "1 lb": ["one pound", "one pounds"],
                    "8 oz": ["eight ounces", "eight ounce"]}.get(t, [])
    assert package_reading(tokens, 1, of) is None


def test_a_word_that_is_no_modifier_ends_the_search():
    of = lambda t: {"4 °C": ["four degrees celsius", "four degree celsius"]}.get(t, [])
    assert package_reading(["Chill", "to", "4 °C", "before", "serving", "."], 2, of) is None
