"""MEASURE and MONEY at breadth: the generated lists, the breadth set, the tokenizer's joins."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tnfst.grammar import CoveringGrammar, cache
from tnfst.grammars.en import measure
from tnfst.tokenize import tokenize

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
try:
    import mm_breadth
finally:
    sys.path.pop(0)

SAMPLE = 600
GENERATED = ("measure/si_prefix.tsv", "measure/si_unit.tsv", "measure/units.tsv", "money/currency.tsv")


@pytest.fixture(scope="module")
def lists():
    return cache.read_lists("en")


@pytest.fixture(scope="module")
def grammar():
    # the user's cache: rebuilt only when the grammar sources changed
    return CoveringGrammar.load("en").ensure_loaded()


@pytest.fixture(scope="module")
def breadth(lists):
    return mm_breadth.breadth_set(lists, seed=0)


# -- the lists ------------------------------------------------------------------


@pytest.mark.parametrize("path", GENERATED)
def test_generated_lists_name_their_sources_and_keep_a_hand_part(path):
    from training.grammar_lists.make_measure_money_lists import HAND_MARKER
    lines = (cache.grammar_dir("en") / path).read_text(encoding="utf-8").split("\n")
    assert lines[0].startswith("# ") and "make_measure_money_lists.py" in lines[0]
    assert any(source in lines[0] for source in ("pint", "CLDR", "ISO 4217"))
    assert HAND_MARKER in lines


def test_generated_lists_are_reproducible():
    """The checked-in lists are what the script writes from the pinned sources."""
    pytest.importorskip("babel")
    pytest.importorskip("pint")
    pytest.importorskip("pycountry")
    from training.grammar_lists import make_measure_money_lists as generator
    if generator.versions() != _versions_in_headers():
        pytest.skip("other source versions installed than the lists were made from")
    for path, text in generator.outputs().items():
        assert path.read_text(encoding="utf-8") == text, f"{path} is stale: run the generator"


def _versions_in_headers() -> dict[str, str]:
    header = "\n".join((cache.grammar_dir("en") / path).read_text(encoding="utf-8").split("\n", 1)[0]
                       for path in GENERATED)
    found = {}
    for name in ("babel", "pint", "pycountry"):
        match = re.search(rf"{name} (\d[\w.]*\w)", header)
        if match:
            found[name] = match.group(1)
    return found


def test_composition_covers_the_issue_families(lists):
    composed = measure.composed_units(lists["measure/si_prefix.tsv"].rows, lists["measure/si_unit.tsv"].rows)
    for written in ("kJ", "μL", "µL", "hPa", "mSv", "pF", "nF", "GJ", "Tm", "ks", "cGy", "kBq", "KV", "KWh",
                    "Khz", "hm³", "GiB", "kilojoules", "megawatts"):
        assert written in composed, written
    sg, pl, kind = composed["kJ"]
    assert {"kilojoule", "kilo joule"} <= set(sg) and {"kilojoules", "kilo joules"} <= set(pl)
    assert kind == "energy"
    assert "Rs" not in composed  # the 2022 prefixes (ronna...) are left out
    # listed forms that name another unit keep their row; no composed reading for them
    assert all(w in {row[0] for row in lists["measure/units.tsv"].rows}
               for w in measure.collisions(lists["measure/units.tsv"].rows, composed))


def test_two_capitals_that_read_as_initialisms_are_no_composed_unit(lists):
    composed = measure.composed_units(lists["measure/si_prefix.tsv"].rows, lists["measure/si_unit.tsv"].rows)
    for initialism in ("PC", "TV", "EV", "PT", "MT", "MA", "GA", "PA", "TN", "GT", "MC"):
        assert initialism not in composed, initialism  # "3 PC games", "4 EV cars", "a 1970s TV show"
    for unit in ("GB", "ZB", "MW", "TW", "PJ", "MV", "GL", "MN", "KV", "kV", "mA", "MHz", "GWh"):
        assert unit in composed, unit
    assert measure.initialism_like("P", "C") and not measure.initialism_like("G", "W")
    assert not measure.initialism_like("k", "V") and not measure.initialism_like("M", "Hz")


# -- the breadth set ------------------------------------------------------------


def test_breadth_set_reaches_every_form(lists, breadth):
    assert len(breadth) >= 3000
    tokens = {item.token for item in breadth}
    assert len(tokens) >= 0.95 * len(breadth)
    families = {item.family for item in breadth}
    assert {"unit", "prefixed", "spelled-prefixed", "power", "compound", "currency-prefix",
            "currency-suffix", "currency-then-scale", "currency-scale-only"} <= families
    currencies = {row[0] for row in lists["money/currency.tsv"].rows}
    seen = {w for w in currencies if any(w in item.token for item in breadth)}
    assert seen == currencies
    # seeded: the same set twice, another seed another set
    assert [i.token for i in mm_breadth.breadth_set(lists, seed=0)] == [i.token for i in breadth]
    assert [i.token for i in mm_breadth.breadth_set(lists, seed=1)] != [i.token for i in breadth]


def test_number_readings_reference():
    assert mm_breadth.number_readings("1,046") == ("one thousand forty six",)
    assert mm_breadth.number_readings("12.05") == ("twelve point o five", "twelve point zero five")
    assert mm_breadth.spell(17_500_000) == "seventeen million five hundred thousand"


def test_breadth_sample_matches_and_reads_right(grammar, breadth):
    sample = random.Random(13).sample(breadth, SAMPLE)
    results = [(item, mm_breadth.check(grammar, item)) for item in sample]
    matched = [item for item, r in results if r["matched"]]
    assert len(matched) >= 0.99 * SAMPLE, [i.token for i, r in results if not r["matched"]][:20]
    licensed = [item for item, r in results if r["licensed"]]
    assert len(licensed) >= 0.99 * SAMPLE, [(i.token, i.gold) for i, r in results if not r["licensed"]][:20]
    unclean = [(item.token, r["bad"]) for item, r in results if r["matched"] and not r["clean"]]
    assert len(unclean) <= 0.005 * SAMPLE, unclean
    for item in matched[:100]:
        for reading in grammar.readings(item.token, limit=20):
            assert mm_breadth.WORDS_ONLY.fullmatch(reading), (item.token, reading)


@pytest.mark.parametrize("token, reading", [
    ("5 kJ", "five kilojoules"), ("5 kJ", "five kilo joules"), ("2 kJ/mol", "two kilojoules per mole"),
    ("10 μL", "ten microliters"), ("1013 hPa", "one thousand thirteen hectopascals"),
    ("3 mSv", "three millisieverts"), ("22 pF", "twenty two picofarads"), ("5 GJ", "five gigajoules"),
    ("4 cGy", "four centigrays"), ("7 kBq", "seven kilobecquerels"), ("11 KV", "eleven kilovolts"),
    ("2 KWh", "two kilowatt hours"), ("5 Khz", "five kilohertz"), ("3 hm³", "three cubic hectometers"),
    ("4 mile²", "four square miles"), ("750 volts", "seven hundred fifty volts"),
    ("25 gallons", "twenty five gallons"), ("5 meters/second", "five meters per second"),
    ("3 barrels/day", "three barrels per day"), ("6 ounces/week", "six ounces per week"),
    ("5 N·m", "five newton meters"), ("5 kW·h", "five kilowatt hours"), ("8 Mbps", "eight megabits per second"),
    ("600 billion kWh", "six hundred billion kilowatt hours"), ("40.8 MW", "forty point eight megawatts"),
    ("AED 11 billion", "eleven billion dirhams"), ("Rs 45 crore", "forty five crore rupees"),
    ("USD million", "million dollars"), ("$17.5 BILLION", "seventeen point five billion dollars"),
    ("£99Billion", "ninety nine billion pounds"), ("93.4 EURbn", "ninety three point four billion euros"),
    ("GBP m", "million pounds"), ("8130 USD M", "eight thousand one hundred thirty million dollars"),
    ("3039 yen", "three thousand thirty nine yen"), ("3,091 billion dollars", "three thousand ninety one billion dollars"),
    ("PTE 500", "five hundred escudos"), ("ESP 300", "three hundred pesetas"), ("100 IEP", "one hundred irish pounds"),
    ("MOP$5", "five patacas"), ("HK$ 10", "ten hong kong dollars"), ("NZ$3", "three dollars"),
    ("Rs 2 lakh", "two lakh rupees"), ("$1", "one dollar"), ("5 euros", "five euros"),
    ("40.8 MW,", "forty point eight megawatts"), ("$5,", "five dollars"), ("5 ft.", "five feet"),
    ("$35+", "thirty five dollars plus"), ("£1m+", "one million pounds plus"), ("$35+.", "thirty five dollars plus"),
    ("€1.234,56", "one thousand two hundred thirty four euros fifty six cents"), ("12,50 €", "twelve euros fifty cents"),
    ("€1.500,00", "one thousand five hundred euros"), ("$3.599/gal", "three point five nine nine dollars per gallon"),
    ("12.345,6 km", "twelve thousand three hundred forty five point six kilometers"),
])
def test_issue_examples_are_licensed(grammar, token, reading):
    assert grammar.licenses(token, reading), (token, grammar.readings(token, 8))


@pytest.mark.parametrize("token, wrong", [
    ("5 mph", "five meters per hour"), ("5 PS", "five petasiemens"), ("5 Rs", "five ronnaseconds"),
    ("5 kJ", "five kilowatts"), ("AED 11 billion", "eleven million dirhams"), ("GBP m", "million dollars"),
    ("40.8 MW,", "forty point eight megawatts comma"),
    ("$35+", "dollars thirty five plus"), ("$35+", "thirty five plus dollars"),
    ("€1.234,56", "one point two three four point five six euros"), ("$1,234", "one dollar two hundred thirty four cents"),
    ("$2,035", "two dollars thirty five cents"), ("$2,035/oz", "two dollars thirty five cents per ounce"),
    ("$2.035", "two dollars thirty five cents"), ("$3.599/gal", "three dollars fifty nine cents per gallon"),
    ("1.234", "one thousand two hundred thirty four"),  # without its decimal comma an English decimal
])
def test_composition_adds_no_wrong_reading(grammar, token, wrong):
    assert not grammar.licenses(token, wrong)


@pytest.mark.parametrize("token", ["CHEK", "USDM", "5 MW,,", "kJ", "USD", "million"])
def test_no_reading_without_an_amount_or_a_spaced_scale(grammar, token):
    assert not grammar.readings(token)


def test_m_after_a_bare_number_is_not_million(grammar):
    assert not grammar.licenses("5 m", "five million")
    assert grammar.licenses("5 m", "five meters")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(x=st.integers(min_value=2, max_value=10**9), index=st.integers(min_value=0),
       scale=st.sampled_from(mm_breadth.SCALE_WRITINGS + mm_breadth.SCALE_ABBREVIATIONS), data=st.data())
def test_property_code_amount_scale_in_any_order(grammar, lists, x, index, scale, data):
    """A code before or after the amount, the scale after the amount or after the code: every
    reading is the amount, the scale word, then a name of that currency."""
    codes = [row for row in lists["money/currency.tsv"].rows if re.fullmatch(r"[A-Z]{3}", row[0])]
    code, sg, pl, _ = codes[index % len(codes)]
    written, spoken = scale
    gap = " " if len(written) > 2 else ""
    token = data.draw(st.sampled_from([f"{code} {x}{gap}{written}", f"{x}{gap}{written} {code}",
                                       f"{x} {code}{gap}{written}"]))
    readings = grammar.readings(token, limit=30)
    assert readings, token
    for reading in readings:
        assert reading in {f"{mm_breadth.spell(x)} {spoken} {name}" for name in sg + pl}, (token, reading)


# -- the tokenizer ----------------------------------------------------------------


@pytest.mark.parametrize("sentence, expected", [
    ("It used 600 billion kWh a year.", ["It", "used", "600 billion kWh", "a", "year", "."]),
    ("A 10 kN force", ["A", "10 kN", "force"]),
    ("about 7000 hg of grain", ["about", "7000 hg", "of", "grain"]),
    ("a loss of AED 11 billion.", ["a", "loss", "of", "AED 11 billion", "."]),
    ("It cost Rs 45 crore.", ["It", "cost", "Rs 45 crore", "."]),
    ("rated 40.8 MW, the plant", ["rated", "40.8 MW", ",", "the", "plant"]),
    ("figures in USD million", ["figures", "in", "USD million"]),
    ("a $17.5 BILLION deal", ["a", "$17.5 BILLION", "deal"]),
    ("a £99Billion fund", ["a", "£99Billion", "fund"]),
    ("sales of 93.4 EURbn", ["sales", "of", "93.4 EURbn"]),
    ("(GBP m)", ["(", "GBP m", ")"]),
    ("revenue 8130 USD M here", ["revenue", "8130 USD M", "here"]),
    ("a 750 volts line", ["a", "750 volts", "line"]),
    ("paid 3039 yen", ["paid", "3039 yen"]),
    ("3,091 billion dollars", ["3,091 billion dollars"]),
    ("US$ 5 million", ["US$ 5 million"]),
    ("prices rose to US$ 5m.", ["prices", "rose", "to", "US$ 5m", "."]),
    ("it carries 3 m³/s.", ["it", "carries", "3 m³/s", "."]),
    ("flow of 20 meters/second", ["flow", "of", "20 meters/second"]),
    ("a 5 kg/m³ foam", ["a", "5 kg/m³", "foam"]),
    ("it is 5 sq ft, and 2 cu in", ["it", "is", "5 sq ft", ",", "and", "2 cu in"]),
    ("3 square miles", ["3 square miles"]),
    ("open 2 am/pm", ["open", "2", "am/pm"]),  # not a unit compound
    ("5 in the box", ["5", "in", "the", "box"]),
])
def test_tokenizer_keeps_quantities_together(sentence, expected):
    assert [s.text for s in tokenize(sentence)] == expected


@pytest.mark.parametrize("sentence, expected", [
    ("He put 5 in the box", ["He", "put", "5", "in", "the", "box"]),
    ("twice 2 a day", ["twice", "2", "a", "day"]),
    ("for 5 days", ["for", "5", "days"]),
    ("The 5 won", ["The", "5", "won"]),
])
def test_tokenizer_leaves_word_like_units_alone(sentence, expected):
    assert [s.text for s in tokenize(sentence)] == expected
