"""CARDINAL, DECIMAL, FRACTION and DIGIT class modules: golden readings, what they refuse,
and that together they license every reading of the `number_fst` constraint they replace."""

from __future__ import annotations

import random

import pynini
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from pynini.lib import rewrite

from tnfst.constraints.number import NumberReader
from tnfst.grammar import cache, lists
from tnfst.grammars.en import cardinal, decimal, digit, fraction, numbers, rules
from tnfst.grammars.en.fst import acc
from tnfst.constraints.number_guard import cardinal_words
from tnfst.spoken_numbers import digits as spoken_digits

MODULES = {"CARDINAL": cardinal, "DECIMAL": decimal, "FRACTION": fraction, "DIGIT": digit}


@pytest.fixture(scope="module")
def rules_():
    """Each class rule built directly from the lists (no FAR, no other class)."""
    folder = cache.grammar_dir("en")
    specs = rules.CORE_LISTS + tuple(s for m in MODULES.values() for s in m.LISTS)
    tables = {s.path: lists.read_table(folder / s.path, s) for s in specs}
    nums = numbers.build(rules.number_lists(tables))
    return {name: module.build(nums, tables).optimize() for name, module in MODULES.items()}


def readings(rule: pynini.Fst, token: str, limit: int = 50) -> list[str]:
    try:
        return rewrite.top_rewrites(acc(token), rule, limit, input_token_type="utf8", output_token_type="utf8")
    except rewrite.Error:
        return []


def licenses(rule: pynini.Fst, token: str, reading: str) -> bool:
    lattice = acc(token) @ rule @ acc(reading)
    return lattice.start() != pynini.NO_STATE_ID and lattice.num_states() > 0 and \
        pynini.shortestdistance(lattice, reverse=True)[lattice.start()] != pynini.Weight.zero(lattice.weight_type())


GOLDEN = [
    # (class, token, reading licensed) -- readings as Google's Kestrel data writes them
    ("CARDINAL", "2,681", "two thousand six hundred eighty one"),
    ("CARDINAL", "-231", "minus two hundred thirty one"),
    ("CARDINAL", "−3", "minus three"),
    ("CARDINAL", "+3", "plus three"),
    ("CARDINAL", "300 million", "three hundred million"),
    ("CARDINAL", "3billion", "three billion"),
    ("CARDINAL", "0", "zero"),
    ("CARDINAL", "2012", "twenty twelve"),
    ("CARDINAL", "1905", "nineteen o five"),
    ("CARDINAL", "1900", "nineteen hundred"),
    ("CARDINAL", "2006", "two thousand six"),
    ("CARDINAL", "3-2", "three to two"),
    ("CARDINAL", "3-2", "three two"),
    ("CARDINAL", "10–20", "ten to twenty"),
    ("CARDINAL", "6.5-7.5", "six point five to seven point five"),  # decimal sides ("a pH of 6.5-7.5")
    ("CARDINAL", "1.5-2", "one point five to two"),
    ("CARDINAL", "1946-1975", "nineteen forty six to nineteen seventy five"),
    ("DECIMAL", "82.55", "eighty two point five five"),
    ("DECIMAL", ".70", "point seven o"),
    ("DECIMAL", "3.08", "three point o eight"),
    ("DECIMAL", "3.08", "three point zero eight"),
    ("DECIMAL", "2.0", "two point zero"),
    ("DECIMAL", "0.4", "zero point four"),
    ("DECIMAL", "1,495.6", "one thousand four hundred ninety five point six"),
    ("DECIMAL", "1.7 million", "one point seven million"),
    ("DECIMAL", "11.3 billion", "eleven point three billion"),
    ("DECIMAL", "-0.5", "minus zero point five"),
    ("DECIMAL", "3,5", "three point five"),                     # a decimal comma
    ("DECIMAL", "0,25", "zero point two five"),
    ("DECIMAL", "1.234,56", "one thousand two hundred thirty four point five six"),  # thousands points
    ("DECIMAL", "12,0625", "twelve point o six two five"),
    ("FRACTION", "1/2", "one half"),
    ("FRACTION", "1/2", "half"),
    ("FRACTION", "3/4", "three quarters"),
    ("FRACTION", "3/4", "three fourths"),
    ("FRACTION", "16/5", "sixteen fifths"),
    ("FRACTION", "1922/33", "one thousand nine hundred twenty two thirty thirds"),
    ("FRACTION", "-133/94", "minus one hundred thirty three ninety fourths"),
    ("FRACTION", "1/2007", "one two thousand seventh"),
    ("FRACTION", "½", "one half"),
    ("FRACTION", "½", "half"),
    ("FRACTION", "¾", "three quarters"),
    ("FRACTION", "2 1/2", "two and a half"),
    ("FRACTION", "2-1/2", "two and one half"),
    ("FRACTION", "3¾", "three and three quarters"),
    ("FRACTION", "3 ½", "three and a half"),
    ("FRACTION", "7/10", "seven tenths"),
    # a denominator with its ordinal suffix ("1/7th increase", "2/3rd cup"): the suffix is not said
    ("FRACTION", "1/7th", "one seventh"),
    ("FRACTION", "1/7th", "a seventh"),
    ("FRACTION", "2/3rd", "two thirds"),
    ("FRACTION", "2/3rds", "two thirds"),
    ("FRACTION", "1/3rd", "one third"),
    ("FRACTION", "3/4ths", "three quarters"),
    ("FRACTION", "3/4ths", "three fourths"),
    ("FRACTION", "1/4th", "one fourth"),
    ("FRACTION", "2/4th", "two quarters"),       # the numerator decides the number, as without a suffix
    ("FRACTION", "5/12ths", "five twelfths"),
    ("FRACTION", "1/21st", "one twenty first"),
    ("FRACTION", "1/7TH", "one seventh"),
    ("FRACTION", "2 1/3rd", "two and a third"),
    ("DIGIT", "747", "seven four seven"),
    ("DIGIT", "09", "o nine"),
    ("DIGIT", "001", "o o one"),
    ("DIGIT", "819-", "eight one nine"),
    ("DIGIT", "9780521843164", "nine seven eight o five two one eight four three one six four"),
    ("DIGIT", "105", "one zero five"),
    ("DIGIT", "09", "nine"),
    ("DIGIT", "00", "zero"),
    ("DIGIT", "855 ", "eight five five"),
    ("CARDINAL", "23,", "twenty three"),
    # scale words past quadrillion for comma groups (number/scale.tsv)
    ("CARDINAL", "1,000,000,000,000,000,000", "one quintillion"),
    ("CARDINAL", "2,500,000,000,000,000,000,000", "two sextillion five hundred quintillion"),
    ("CARDINAL", "5 quintillion", "five quintillion"),
]


@pytest.mark.parametrize("cls,token,reading", GOLDEN)
def test_golden_reading_is_licensed(rules_, cls, token, reading):
    assert licenses(rules_[cls], token, reading), (token, readings(rules_[cls], token))


REFUSED = [
    ("CARDINAL", "007"),       # a leading zero is DIGIT's
    ("CARDINAL", "1,00"),      # bad comma group
    ("CARDINAL", "3-"),
    ("DECIMAL", "3."),
    ("DECIMAL", "1.2.3"),
    ("DECIMAL", "3,500"),                                        # a thousands comma, no decimal comma
    ("DECIMAL", "1,2,3"),
    ("FRACTION", "1/0"),
    ("FRACTION", "5/1"),
    ("FRACTION", "1/"),
    ("FRACTION", "1/7st"),     # a suffix that disagrees with the denominator
    ("FRACTION", "2/3th"),
    ("FRACTION", "1/2th"),
    ("FRACTION", "1/7thh"),
    ("FRACTION", "1/7ths s"),
    ("FRACTION", "1/th"),
    ("DIGIT", "12a"),
    ("DIGIT", ""),
]


@pytest.mark.parametrize("cls,token", REFUSED)
def test_refused(rules_, cls, token):
    assert readings(rules_[cls], token) == []


WRONG = [
    ("FRACTION", "3/4", "thirty four"),
    ("FRACTION", "2 1/2", "two and half"),
    ("FRACTION", "21/2", "two and a half"),   # no separator: a fraction, not a mixed number
    ("FRACTION", "1/2", "one second"),
    ("FRACTION", "1/7th", "one slash seventh"),
    ("FRACTION", "2/3rd", "two third"),
    ("FRACTION", "2/3rd", "two slash third"),
    ("FRACTION", "1/7th", "one seventh th"),
    ("DIGIT", "70", "seven"),                 # a Kestrel slip in the data: a digit dropped
    ("DIGIT", "090", "nine"),
    ("CARDINAL", "2000", "twenty hundred"),
    ("CARDINAL", "1234", "one two three four"),  # digit by digit is DIGIT's
    ("CARDINAL", "555-1234", "five hundred fifty five one thousand two hundred thirty four"),  # a phone number
    ("CARDINAL", "1946-1975", "nineteen forty six nineteen seventy five"),  # "A B" only for short sides
    ("DECIMAL", "2.05", "two point five"),
    ("DECIMAL", "3,5", "three five"),
]


@pytest.mark.parametrize("cls,token,reading", WRONG)
def test_wrong_reading_is_not_licensed(rules_, cls, token, reading):
    assert not licenses(rules_[cls], token, reading)


@pytest.mark.parametrize("token", ["1/2", "3/4", "1922/33", "½", "2 1/2", "3¾", "2012", "-231", "3-2", "82.55",
                                   "1.7 million", "09", "105"])
def test_every_licensed_reading_states_the_tokens_digits(rules_, token):
    """No class reading adds, drops or changes a digit (scale words and denominators aside)."""
    written = "".join(c for c in token.replace("½", "12").replace("¾", "34") if c.isdigit())
    for cls, rule in rules_.items():
        for reading in readings(rule, token):
            # leading zeros may go unsaid ("09" -> "nine", Kestrel)
            assert spoken_digits(reading) in (written, written.lstrip("0") or "0"), (cls, token, reading)


def _number_tokens(seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        kind = rng.randrange(6)
        n = rng.randrange(10 ** rng.randint(1, 12))
        if kind == 0:
            out.append(str(n))
        elif kind == 1:
            out.append(f"{n:,}")
        elif kind == 2:
            out.append("-" + str(n))
        elif kind == 3:
            out.append(f"{rng.randrange(1000, 10000)}")
        elif kind == 4:
            out.append(f"{n}.{rng.randrange(10 ** rng.randint(1, 5)):0{rng.randint(1, 5)}d}")
        else:
            out.append("0" * rng.randint(1, 3) + str(n))
    return out


def test_union_covers_number_fst(rules_):
    """CARDINAL | DECIMAL | DIGIT license every reading `NumberReader` gives a bare number
    (cardinal, year, digits with o or zero, decimals), on a seeded sample of numbers."""
    union = pynini.union(rules_["CARDINAL"], rules_["DECIMAL"], rules_["DIGIT"]).optimize()
    reader = NumberReader("en")
    checked = 0
    for token in _number_tokens(12, 150) + ["2012", "1905", "1900", "2006", "0123", "0", "-0.5", ".5"]:
        for reading in reader.readings(token):
            assert licenses(union, token, reading), (token, reading, readings(union, token, 8))
            checked += 1
    assert checked > 150


def _ordinal(n: int, plural: bool) -> str:
    """Reference ordinal for a denominator, written apart from the grammar."""
    special = {2: ("half", "halves"), 4: ("quarter", "quarters"), 100: ("hundredth", "hundredths"),
               1000: ("thousandth", "thousandths")}
    if n in special:
        return special[n][plural]
    words = cardinal_words(str(n))
    last = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
            "nine": "ninth", "twelve": "twelfth"}.get(words[-1])
    last = last or (words[-1][:-1] + "ieth" if words[-1].endswith("y") else words[-1] + "th")
    return " ".join(words[:-1] + [last + ("s" if plural else "")])


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=10 ** 9), st.integers(min_value=2, max_value=10 ** 6))
def test_fraction_reads_numerator_then_ordinal_denominator(rules_, num, den):
    token = f"{num}/{den}"
    assume(token not in fraction.IDIOMS)  # set phrases have their own test below
    expected = " ".join(cardinal_words(str(num))) + " " + _ordinal(den, plural=num != 1)
    got = readings(rules_["FRACTION"], token, 10)
    assert expected in got, (token, got)
    numerator = " ".join(cardinal_words(str(num)))
    for reading in got:
        assert reading.startswith(numerator + " ") or (num == 1 and reading.startswith("a ")) \
            or (token == "1/2" and reading == "half"), reading


@pytest.mark.parametrize("token", sorted(fraction.IDIOMS))
def test_fraction_idioms_read_only_as_the_set_phrase(rules_, token):
    """'24/7' and '50/50' are set phrases: the rule gives their one reading, never an ordinal."""
    assert readings(rules_["FRACTION"], token, 10) == [fraction.IDIOMS[token]]


@pytest.mark.parametrize("sentence,token", [
    ("Add 2 1/2 cups of milk.", "2 1/2"),
    ("It is 3 ½ km away", "3 ½ km"),
    ("The score ended 3-2", "3-2"),
    ("ranges 10-20 here", "10-20"),
])
def test_tokenizer_keeps_mixed_numbers_and_scores_whole(sentence, token):
    from tnfst.tokenize import tokenize

    assert token in [span.text for span in tokenize(sentence)]


def test_tokenizer_does_not_join_an_improper_fraction():
    from tnfst.tokenize import tokenize

    assert [s.text for s in tokenize("on 12 25/12")] == ["on", "12", "25/12"]


@pytest.mark.parametrize("token, first", [
    ("10.0", "ten point zero"),          # a lone fractional zero: "zero" first (training data 6:3)
    (".0", "point zero"),
    ("-3.0", "minus three point zero"),
    ("1,000.0", "one thousand point zero"),
    ("1.0 million", "one point zero million"),
    ("3.08", "three point o eight"),      # every other zero after the point: "o" first
    ("30.00", "thirty point o o"),
    (".70", "point seven o"),
    ("2.5", "two point five"),
])
def test_decimal_reads_a_lone_fractional_zero_as_zero_first(rules_, token, first):
    found = readings(rules_["DECIMAL"], token)
    assert found and found[0] == first, found


def test_decimal_still_licenses_point_o_for_a_lone_zero(rules_):
    assert licenses(rules_["DECIMAL"], "4.0", "four point o")


def test_plain_runs_are_cardinals_only_up_to_quadrillions(rules_):
    """A 19-digit run without commas is a code more often than an amount: no "one quintillion"
    (`numbers.PLAIN_GROUPS`); an 18-digit one keeps its cardinal."""
    assert not licenses(rules_["CARDINAL"], "1" + "0" * 18, "one quintillion")
    assert licenses(rules_["CARDINAL"], "1" + "0" * 17, "one hundred quadrillion")
