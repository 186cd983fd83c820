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

UNITS = ("MMBtu", "mb/d", "b/d", "bpd", "kWh/100 mi", "kWp", "MWp", "tCO2e", "MtCO2e", "GtCO2", "kgCO2e", "kWh", "mb")


@pytest.fixture(scope="module")
def built():
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS}
    nums = numbers.build(rules.number_lists(tables))
    units = tuple(r for r in tables["measure/units.tsv"].rows if r[0] in UNITS)
    return measure.build(nums, units).optimize()


@pytest.mark.parametrize("token, best, also", [
    ("5.8 MMBtu", "five point eight million british thermal units", "five point eight m m b t u"),
    ("9.8 mb/d", "nine point eight million barrels per day", None),
    ("250,000 b/d", "two hundred fifty thousand barrels per day", None),
    ("28 kWh/100 mi", "twenty eight kilowatt hours per hundred miles", "twenty eight kilowatt hours per one hundred miles"),
    ("6.4 kWp", "six point four kilowatts peak", "six point four kilowatt peak"),
    ("1.2 tCO2e", "one point two metric tons of c o two equivalent", "one point two tonnes of c o two equivalent"),
    ("52 MtCO2e", "fifty two megatonnes of c o two equivalent", "fifty two million metric tons of c o two equivalent"),
    ("36.8 GtCO2", "thirty six point eight gigatonnes of c o two", "thirty six point eight gigatons of c o two"),
    ("0.4 kgCO2e", "zero point four kilograms of c o two equivalent", None),
])
def test_energy_units(built, token, best, also):
    readings = ranked_readings(built, token)
    assert readings[0] == best
    assert also is None or also in readings
    assert not any("millibar" in r for r in readings)


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
    return {"9.8 mb/d": ["nine point eight millibars per day", "nine point eight million barrels per day"],
            "3mb/d": ["three millibars per day", "three million barrels per day"]}.get(token, [])


@pytest.mark.parametrize("sentence,i,reading", [
    ("Delegates met at COP28 in Dubai", 3, "cop twenty eight"),
    ("the COP-26 talks in Glasgow", 1, "cop twenty six"),
    ("At 47°F , the unit's COP is 3.2", 5, "c o p"),
    ("A heat pump with a COP of 4 uses less power", 5, "c o p"),
    ("Output fell to 9.8_mb/d in May", 3, "nine point eight million barrels per day"),
    ("Output fell to 3mb/d", 3, "three million barrels per day"),
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
