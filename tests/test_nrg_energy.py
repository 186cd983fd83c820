"""Energy, utilities and electric cars (session 32, tag nrg): the units of energy trade, solar arrays
and emissions (measure/units.tsv: "MMBtu", "mb/d", "kWh/100 mi", "kWp", "tCO2e"), a power station's
capacity before its noun in the singular (`tnfst.rated_goods`: "the 1.2 GW plant"), "COP" as a climate
conference and as a heat pump's coefficient of performance (`tnfst.energy_context`), and a listed
initialism joined to a word by a hyphen (`tnfst.initialisms`: "EPA-rated")."""

from __future__ import annotations

import pytest

from tnfst import energy_context, initialisms, rated_goods
from tnfst.constraints.words import compound_letters_reading
from tnfst.grammar import cache, lists
from tnfst.grammars.en import measure, numbers, rules
from tnfst.grammars.en.fst import ranked_readings
from tnfst.tokenize import tokenize

UNITS = ("MMBtu", "b/d", "bpd", "kWh/100 mi", "kWp", "MWp", "tCO2e", "MtCO2e", "GtCO2", "kgCO2e", "kWh", "mb",
         "Bcf", "Bcf/d", "MMcf", "MMbbl", "MWe", "MWt")


@pytest.fixture(scope="module")
def built():
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS}
    nums = numbers.build(rules.number_lists(tables))
    units = tuple(r for r in tables["measure/units.tsv"].rows if r[0] in UNITS)
    return measure.build(nums, units).optimize()


@pytest.mark.parametrize("token, best, also", [
    ("5.8 MMBtu", "five point eight million british thermal units", "five point eight m m b t u"),
    ("250,000 b/d", "two hundred fifty thousand barrels per day", None),
    ("28 kWh/100 mi", "twenty eight kilowatt hours per hundred miles", "twenty eight kilowatt hours per one hundred miles"),
    ("6.4 kWp", "six point four kilowatts peak", "six point four kilowatt peak"),
    ("1.2 tCO2e", "one point two metric tons of c o two equivalent", "one point two tonnes of c o two equivalent"),
    ("52 MtCO2e", "fifty two megatonnes of c o two equivalent", "fifty two million metric tons of c o two equivalent"),
    ("36.8 GtCO2", "thirty six point eight gigatonnes of c o two", "thirty six point eight gigatons of c o two"),
    ("0.4 kgCO2e", "zero point four kilograms of c o two equivalent", None),
    ("105 Bcf/d", "one hundred five billion cubic feet per day", "one hundred five b c f per day"),
    ("2.5 MMcf", "two point five million cubic feet", "two point five m m c f"),
    ("40 MMbbl", "forty million barrels", None),
    ("1,100 MWe", "one thousand one hundred megawatts electric", "one thousand one hundred megawatt electric"),
    ("3,000 MWt", "three thousand megawatts thermal", None),
])
def test_energy_units(built, token, best, also):
    readings = ranked_readings(built, token)
    assert readings[0] == best
    assert also is None or also in readings
    assert not any("millibar" in r for r in readings)


def test_a_money_word_glued_to_its_unit_is_cut_at_the_slash():
    assert [s.text for s in tokenize("Rates average 16.5 cents/kWh.")][-3:] == ["cents", "/kWh", "."]
    assert "/MWh" in [s.text for s in tokenize("It was 50 dollars/MWh, then")]
    assert "cents/month" in [s.text for s in tokenize("See cents/month for it.")]   # no unit after the slash


def test_a_consumption_per_hundred_miles_is_one_token():
    assert "28 kWh/100 mi" in [s.text for s in tokenize("It uses 28 kWh/100 mi on the highway.")]
    assert "17 kWh/100 km" in [s.text for s in tokenize("It uses 17 kWh/100 km.")]
    assert "6.8 L/100 km" in [s.text for s in tokenize("It uses 6.8 L/100 km.")]


READINGS = {
    "1.2 GW": ["one point two gigawatts", "one point two gigawatt"],
    "400 MW": ["four hundred megawatts", "four hundred megawatt"],
    "2 GWh": ["two gigawatt hours", "two gigawatt hour"],
    "6.4 kWp": ["six point four kilowatts peak", "six point four kilowatt peak"],
    "500 kVA": ["five hundred kilovolt amperes", "five hundred kilovolt ampere"],
    "50 MW": ["fifty megawatts", "fifty megawatt"],
    "1,100 MWe": ["one thousand one hundred megawatts electric", "one thousand one hundred megawatt electric"],
}


def rating(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return rated_goods.rating_reading(tokens, i, lambda t: READINGS.get(t, []))


@pytest.mark.parametrize("sentence,i,reading", [
    ("The 1.2_GW plant will power homes", 1, "one point two gigawatt"),
    ("The 400_MW offshore project", 1, "four hundred megawatt"),
    ("a 2_GWh battery", 1, "two gigawatt hour"),
    ("A 6.4_kWp rooftop system", 1, "six point four kilowatt peak"),
    ("a 500_kVA transformer", 1, "five hundred kilovolt ampere"),
    ("The station's two 1,100_MWe reactors", 3, "one thousand one hundred megawatt electric"),
])
def test_a_capacity_before_its_noun_is_singular(sentence, i, reading):
    assert rating(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("The plant makes 50_MW of power", 3),         # a quantity, no noun after it
    ("It added 400_MW in 2023", 2),                # no determiner
    ("the 50_MW was sold", 1),                     # a verb after it
])
def test_a_capacity_that_describes_nothing_keeps_the_plural(sentence, i):
    assert rating(sentence, i) is None


def promo(rule: str, token: str) -> list[str]:
    return {"COP28": ["cop twenty eight"], "COP-26": ["cop twenty six"]}.get(token, []) if rule == "PROMO" else []


def energy(sentence: str, i: int) -> str | None:
    tokens = [t.replace("_", " ") for t in sentence.split()]
    return energy_context.energy_reading(tokens, i, frozenset(t.lower() for t in tokens), barrels, promo)


def barrels(token: str) -> list[str]:
    return {"/kWh": ["per kilowatt hours", "per kilowatt hour"], "/gal": ["per gallons", "per gallon"],
            "/km2": ["per square kilometers", "per square kilometer"],"9.8 mb/d": ["nine point eight millibars per day", "nine point eight million barrels per day"],
            "3mb/d": ["three millibars per day", "three million barrels per day"]}.get(token, [])


@pytest.mark.parametrize("sentence,i,reading", [
    ("Delegates met at COP28 in Dubai", 3, "cop twenty eight"),
    ("the COP-26 talks in Glasgow", 1, "cop twenty six"),
    ("At 47°F , the unit's COP is 3.2", 5, "c o p"),
    ("A heat pump with a COP of 4 uses less power", 5, "c o p"),
    ("Rates average 16.5 cents /kWh", 4, "per kilowatt hour"),
    ("It costs 12 cents /gal more", 4, "per gallon"),
    ("It was $3.49 /gal", 3, "per gallon"),
])
def test_cop(sentence, i, reading):
    assert energy(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("THE COP SHOW airs tonight", 1),        # no word of heating: left to the other rules
    ("Delegates at COP 28 agreed", 2),        # a whole number after it: a conference
    ("He paid COP 28,000 for lunch", 2),      # Colombian pesos
    ("Delegates met at COP100", 3),           # no conference of three digits
    ("The COPD clinic", 1),
    ("The front fell 9.8_mb in a day", 3),
    ("Density is 578.3 /km2 here", 3),          # no price before it
])
def test_cop_left_alone(sentence, i):
    assert energy(sentence, i) is None


LISTED = {"EPA": "letters", "FDA": "letters", "NASA": "word"}


@pytest.mark.parametrize("token,reading", [
    ("EPA-rated", "e p a rated"),
    ("FDA-approved", "f d a approved"),
    ("EPA", "e p a"),
    ("NASA-funded", None),        # a word entry: the reader keeps it
    ("DOE-funded", None),         # not listed here
    ("EPA-Rated", None),          # a capitalised word after the hyphen: a name
    ("EPA-2", None),
])
def test_an_initialism_joined_to_a_word(token, reading):
    assert initialisms.initialism_reading(token, LISTED) == reading


def test_the_compound_reading_is_licensed_only_in_context():
    assert compound_letters_reading("GPS-enabled") == "g p s enabled"
    assert compound_letters_reading("EPA-certified") == "e p a certified"
    assert compound_letters_reading("E-mail") is None
    assert compound_letters_reading("well-known") is None


def test_a_current_before_a_subpanel_is_amperes():
    tokens = "Install a 200 A panel and a 60 A subpanel".split()
    assert rated_goods.current_reading(tokens, 8, lambda rule, t: ["amperes", "ampere"]) == "ampere"


RATES = {
    "36,000 Btu/h": ["thirty six thousand british thermal unit per hour", "thirty six thousand british thermal units per hour"],
    "5 km/h": ["five kilometers per hour", "five kilometer per hour"],
    "1 km/h": ["one kilometer per hour", "one kilometers per hour"],
    "36,000 BTU/h": ["thirty six thousand b t u per hour"],
}


@pytest.mark.parametrize("token,reading", [
    ("36,000 Btu/h", "thirty six thousand british thermal units per hour"),   # a unit of three words
    ("5 km/h", "five kilometers per hour"),
    ("1 km/h", None),             # one: singular
    ("36,000 BTU/h", None),       # no pair of numbers among the readings
    ("36,000 Btu", None),         # no rate
])
def test_a_rate_of_many_says_its_unit_in_the_plural(token, reading):
    from tnfst.one_unit import rate_plural_reading

    assert rate_plural_reading(token, lambda t: RATES.get(t, [])) == reading
