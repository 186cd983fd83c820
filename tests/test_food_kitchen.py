"""Food and cooking text: kitchen units, mixed numbers before a unit, fraction ranges, package
sizes in the singular and oven settings glued by slashes (session food)."""

from __future__ import annotations

import pynini
import pytest
from pynini.lib import rewrite

from tnfst import one_unit, tokenize
from tnfst.attributive import package_reading
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
