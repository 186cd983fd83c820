"""School and education text (session 29, `edu`): the context rules of maths homework, science
class, geography, history and exam papers. The rules alone with the shipped grammar, and a few
sentences through the whole pipeline."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.everyday_context import everyday_reading
from tnfst.grammar.covering import CoveringGrammar, language_classes
from tnfst.notation_context import notation_reading


@pytest.fixture(scope="module")
def grammar():
    """Every English class (as `class_fst` has them), in the session's grammar cache."""
    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


def decide(context, grammar, sentence: str) -> dict[str, str]:
    """{token: reading} the context decides for `sentence` (tokens split at spaces)."""
    tokens = sentence.split()
    decided = context.decide(tokens, readings_of=grammar.readings, rule_readings_of=grammar.rule_readings)
    return {tokens[i]: r for i, r in decided.items()}


# ---------------------------------------------------------------------------------------
# fractions in sums and in homework


def _rules(rule: str, token: str) -> list[str]:
    return {("DIVIDED", "3/4"): ["three divided by four"], ("DIVIDED", "0/0"): ["zero divided by zero"],
            ("DIVIDED", "2/5"): ["two divided by five"]}.get((rule, token), [])


@pytest.mark.parametrize("sentence, i, expected", [
    ("Simplify 3/4 + 2/3", 1, None),                  # a term of a sum: a fraction
    ("what is 3/4 × 2/3 ?", 2, None),                 # of a product
    ("what is 2/5 of 35 ?", 2, None),
    ("Simplify 3/4 - 1/2", 1, None),
    ("what is 0/0 ?", 2, "zero divided by zero"),     # the division asked for stays
    ("Simplify 3/4 now", 1, "three divided by four"),
])
def test_a_slash_before_an_operator_is_no_division(sentence, i, expected):
    tokens = sentence.split()
    words = frozenset(t.lower() for t in tokens)
    assert notation_reading(tokens, i, words, lambda t: [], _rules) == expected


@pytest.mark.parametrize("sentence, token", [
    ("Express 7/20 as a percentage", "7/20"),
    ("Convert 9/25 to a decimal", "9/25"),
    ("Simplify 18/24 fully", "18/24"),
    ("Work out 1/2 + 7/15 please", "7/15"),           # after an operator
    ("Work out 7/15 + 1/2 please", "7/15"),           # before one
])
def test_homework_fractions_are_no_month_day(context, sentence, token):
    assert decide(context, _NoGrammar(), sentence).get(token) is None   # the month/day rule said "july twentieth"


@pytest.mark.parametrize("sentence, token, reading", [
    ("Meet me 3/14 at the cafe", "3/14", "march fourteenth"),   # the month/day rule stays
    ("Pi Day is 3/14 .", "3/14", "march fourteenth"),
])
def test_month_days_stay_dates(context, sentence, token, reading):
    assert decide(context, _NoGrammar(), sentence)[token] == reading


class _NoGrammar:
    """No grammar readings: the rules that need none decide alone."""

    @staticmethod
    def readings(token: str) -> list[str]:
        return []

    @staticmethod
    def rule_readings(rule: str, token: str, limit: int = 5) -> list[str]:
        return []


# ---------------------------------------------------------------------------------------
# dates after a weekday, coordinates, units squared or cubed


@pytest.mark.parametrize("token, reading", [
    ("Thursday 22 August 2024", "thursday the twenty second of august twenty twenty four"),
    ("Monday 3 June", "monday the third of june"),
    ("Saturday, 1 March 1919", "saturday the first of march nineteen nineteen"),
])
def test_a_weekday_before_a_day_first_date_keeps_its_ordinal_day(context, grammar, token, reading):
    tokens = ["Results", "day", "is", token, "."]
    decided = context.decide(tokens, readings_of=grammar.readings, rule_readings_of=grammar.rule_readings)
    assert decided.get(3) == reading


@pytest.mark.parametrize("sentence, token, reading", [
    ("London lies at 51.5° N , 0.1° W.", "N", "north"),
    ("London lies at 51.5° N , 0.1° W.", "W.", "west"),
    ("Quito is at 0.2° S of the equator", "S", "south"),
    ("Perth lies at 115° E", "E", "east"),
    ("at 33° 52′ S", "S", "south"),                   # after the minutes of arc
])
def test_a_hemisphere_after_an_angle(context, grammar, sentence, token, reading):
    assert decide(context, grammar, sentence)[token] == reading


@pytest.mark.parametrize("sentence, token", [
    ("The shelf is 60\" W x 20\" D", "W"),            # inches: a width
    ("Figure 5 N shows", "N"),                        # no angle
    ("rated 30 A", "A"),
])
def test_no_hemisphere_without_an_angle(context, grammar, sentence, token):
    assert decide(context, grammar, sentence).get(token) not in ("north", "south", "east", "west")


@pytest.mark.parametrize("token, reading", [
    ("40.7°N", "forty point seven degrees north"),
    ("33.9°S", "thirty three point nine degrees south"),
    ("151°E", "one hundred fifty one degrees east"),
    ("74°W", "seventy four degrees west"),
])
def test_glued_hemispheres_are_units_of_the_grammar(grammar, token, reading):
    assert grammar.licenses(token, reading)


@pytest.mark.parametrize("token, reading", [
    ("50 cm³", "fifty cubic centimeters"),
    ("85 m²", "eighty five square meters"),
    ("2.5 m³", "two point five cubic meters"),
])
def test_units_squared_or_cubed_take_the_grammar_best(context, grammar, token, reading):
    decided = context.decide(["Add", token, "of", "water"], readings_of=grammar.readings,
                             rule_readings_of=grammar.rule_readings)
    assert decided.get(1) == reading


# ---------------------------------------------------------------------------------------
# reaction arrows, grades, "no." on forms, words after a power of ten


@pytest.mark.parametrize("sentence, token, reading", [
    ("6CO2 + 6H2O → C6H12O6 + 6O2", "→", "yields"),
    ("CaCO3 → CaO + CO2", "→", "yields"),
    ("2H2 + O2 ⟶ 2H2O", "⟶", "yields"),
])
def test_a_reaction_arrow_yields(context, grammar, sentence, token, reading):
    assert decide(context, grammar, sentence)[token] == reading


def test_an_arrow_between_places_is_to(context, grammar):
    assert decide(context, grammar, "London → Paris").get("→") is None
    assert grammar.readings("→")[0] == "to"


@pytest.mark.parametrize("sentence, i, reading", [
    ("awarded an A* in maths", 2, "a star"),
    ("She got an A* .", 3, "a star"),
    ("achieved A* grades", 1, "a star"),
    ("earned a B+ overall", 2, "b plus"),
])
def test_starred_and_signed_grades(grammar, sentence, i, reading):
    tokens = sentence.split()
    words = frozenset(t.lower() for t in tokens)
    assert everyday_reading(tokens, i, words, grammar.readings, grammar.rule_readings) == reading


def test_a_star_alone_is_no_grade(grammar):
    tokens = "Search for A* in the index".split()
    assert everyday_reading(tokens, 2, frozenset(t.lower() for t in tokens), grammar.readings,
                            grammar.rule_readings) is None
    assert grammar.rule_readings("GRADE", "A*", limit=1) == ["a star"]
    assert not grammar.licenses("A*", "a star")                    # licensed in context only


@pytest.mark.parametrize("sentence, reading", [
    ("write your candidate no . in the box", "number"),
    ("quote your account no . when you call", "number"),
    ("Is he the candidate ? No . He left", None),
    ("I said no . Then", None),
])
def test_no_after_a_numbered_noun(context, sentence, reading):
    tokens = sentence.split()
    i = next(j for j, t in enumerate(tokens) if t.lower() == "no")
    assert context.decide(tokens).get(i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("Write 6.4 × 10^5 as an ordinary number", 4),
    ("about 10^6 in total", 2),
    ("reached 10^9 at last", 2),
])
def test_a_word_after_a_power_of_ten_is_no_unit(grammar, sentence, i):
    tokens = sentence.split()
    words = frozenset(t.lower() for t in tokens)
    assert everyday_reading(tokens, i, words, grammar.readings, grammar.rule_readings) is None


def test_a_unit_after_a_power_of_ten_is_still_read(grammar):
    tokens = "a field of 10^-3 T".split()
    assert everyday_reading(tokens, 4, frozenset(tokens), grammar.readings, grammar.rule_readings) == "teslas"


# ---------------------------------------------------------------------------------------
# the pipeline


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, expected", [
    ("Simplify 3/4 + 2/3.", "plus two thirds"),
    ("Express 7/20 as a percentage.", "Express seven twentieths as"),
    ("Results day is Thursday 22 August 2024.", "thursday the twenty second of august"),
    ("London lies at 51.5° N, 0.1° W.", "fifty one point five degrees north, zero point one degrees west."),
    ("Write 6.4 × 10^5 as an ordinary number.", "ten to the power of five as an"),
    ("In photosynthesis, 6CO2 + 6H2O → C6H12O6 + 6O2.", "six h two o yields c six"),
    ("Candidates scoring 90% or more are awarded an A*.", "awarded an a star."),
    ("Write your candidate no. in the box.", "candidate number in the box"),
    ("Add 50 cm³ of water.", "fifty cubic centimeters"),
])
def test_education_sentences(normalizer, sentence, expected):
    assert expected in normalizer.normalize(sentence)


@pytest.mark.parametrize("sentence, token, reading", [
    ("It was 20° C outside", "C", "celsius"),
    ("a high of 68° F .", "F", "fahrenheit"),
    ("The high was -4° C.", "C.", "celsius"),
])
def test_a_temperature_scale_written_apart(context, sentence, token, reading):
    assert decide(context, _NoGrammar(), sentence)[token] == reading


@pytest.mark.parametrize("sentence, token", [
    ("Add 1 C. of water", "C."),                     # a cup in the kitchen (tnfst.quantity_context)
    ("Section 5 C covers it", "C"),                  # no degree sign
])
def test_no_scale_without_a_degree_sign(context, sentence, token):
    assert decide(context, _NoGrammar(), sentence).get(token) not in ("celsius", "fahrenheit")


def test_the_scale_keeps_the_sentence_period():
    from tnfst.sentence_periods import keeps_sentence_period

    assert keeps_sentence_period(["The", "high", "was", "-4°", "C."], 4, "celsius")


@pytest.mark.parametrize("sentence, token, reading", [
    ("HCl + NaOH → NaCl + H2O", "→", "yields"),      # no count, but a sum on each side
    ("UK → US", "→", None),                           # element symbols, but neither count nor sum
])
def test_a_reaction_arrow_in_a_sum(context, grammar, sentence, token, reading):
    assert decide(context, grammar, sentence).get(token) == reading


@pytest.mark.parametrize("sentence, token", [
    ("The pyramids were built c. 2560 BC", "c."),     # a year of an era above 2099
    ("founded c. 10000 BCE", "c."),
    ("It was made c. 1850", "c."),
])
def test_circa_before_any_year_of_an_era(context, sentence, token):
    tokens = sentence.split()
    if tokens[-1] in ("BC", "BCE"):
        tokens[-2:] = [tokens[-2] + " " + tokens[-1]]  # the tokenizer joins a year and its era
    decided = context.decide(tokens)
    assert decided[tokens.index(token)] == "circa"


@pytest.mark.parametrize("token, reading", [
    ("Iron(III)", "Iron three"),
    ("copper(II)", "copper two"),
    ("lead(IV)", "lead four"),
    ("Manganese(VII)", "Manganese seven"),
])
def test_stock_notation(context, grammar, token, reading):
    assert decide(context, grammar, f"{token} oxide")[token] == reading


@pytest.mark.parametrize("token", ["Henry(III)", "Iron(IIII)", "Iron(X)"])
def test_no_stock_number_for_other_names_or_numerals(context, grammar, token):
    assert decide(context, grammar, f"{token} oxide").get(token) != "Iron three"
    assert grammar.rule_readings("STOCK_NUMBER", token) == []


@pytest.mark.parametrize("sentence, token, reading", [
    ("PE on Tuesdays , periods 5–6 .", "5–6", "five to six"),
    ("Answer questions 1-10 .", "1-10", "one to ten"),
    ("open to Grades 9-12 only", "9-12", "nine to twelve"),
])
def test_school_spans_are_ranges(context, sentence, token, reading):
    assert decide(context, _NoGrammar(), sentence)[token] == reading


@pytest.mark.parametrize("sentence, token, reading", [
    ("Homework : Ex. 4B , due Mon.", "Mon.", "monday"),
    ("Essays are due Fri. at noon", "Fri.", "friday"),
])
def test_a_weekday_after_due(context, sentence, token, reading):
    assert decide(context, _NoGrammar(), sentence)[token] == reading


def test_no_before_an_identifier_is_left_to_the_other_rules(context):
    # the candidate-number rule leaves "Part No. XJ-220-4" alone; the rule of a number sign before a
    # prefixed file number reads it ("number": tnfst.context._cited, tests/test_civ_context.py)
    from tnfst.context import ContextReadings

    assert ContextReadings._number("No", ".", "XJ-220-4", "Part") is None
    tokens = "Part No . XJ-220-4 fits".split()
    assert context.decide(tokens).get(1) == "number"
