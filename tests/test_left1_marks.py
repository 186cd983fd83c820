"""Marks of sport, trade and the lab (session 32, tag left1): tied places, kettlebells, karats, ages
of things, packs of a size, molarity (`tnfst.marks`, grammars/en/marks.py); tennis tiebreaks with both
players' points (grammars/en/dashes.py); zetta and yotta joules and watts, inches of mercury written
apart (the tokenizer and the MEASURE grammar)."""

from __future__ import annotations

import pytest

from tnfst import marks

_RULES = {
    ("TIED_PLACE", "T-5"): ["tied fifth", "tied for fifth"],
    ("TIED_PLACE", "T2"): ["tied second", "tied for second"],
    ("KETTLEBELL", "15 KB"): ["fifteen kettlebell"],
    ("KETTLEBELL", "KB"): ["kettlebell"],
    ("KARAT", "14k"): ["fourteen karat"],
    ("KARAT", "18K"): ["eighteen karat"],
    ("AGE", "18-yr-old"): ["eighteen year old"],
}
_READINGS = {"12 yr": ["twelve years", "twelve year", "twelve y r"], "15 KB": ["fifteen kilobytes"]}


def _read(sentence: str, i: int) -> str | None:
    tokens = sentence.split("|")
    assert marks.may_read(tokens[i]), tokens[i]
    words = frozenset(t.lower() for t in tokens)
    return marks.marks_reading(tokens, i, words, lambda t: _READINGS.get(t, []),
                               lambda rule, t: _RULES.get((rule, t), []))


@pytest.mark.parametrize("sentence, i, reading", [
    ("He|finished|T-5|at|the|Masters|.", 2, "tied fifth"),
    ("She|is|T2|after|the|second|round|.", 2, "tied second"),
    ("Do|15 KB|swings|.", 1, "fifteen kettlebell"),
    ("Grab|a|16 kg|KB|for|goblet|squats|.", 3, "kettlebell"),
    ("She|bought|a|14k|gold|chain|.", 3, "fourteen karat"),
    ("The|ring|is|18K|white|gold|.", 3, "eighteen karat"),
    ("We|opened|an|18-yr-old|bottle|.", 3, "eighteen year old"),
    ("A|12 yr|old|scotch|.", 1, "twelve year"),
    ("Add|2|x|400g|cans|of|tomatoes|.", 2, "times"),
    ("Prepare|a|1|M|solution|.", 3, "molar"),
    ("Dissolve|it|in|0.5|M|NaCl|.", 4, "molar"),
])
def test_marks_readings(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("Arnold|starred|in|T2|.", 3),                 # a film, no standings
    ("Launch|is|at|T-5|minutes|.", 3),             # a countdown
    ("The|file|is|15 KB|in|size|.", 3),            # kilobytes
    ("The|probe|reads|18K|at|night|.", 3),         # kelvin, no gold
    ("It|is|12 yr|old|.", 2),                      # no noun after "old": the grammar's plural
    ("A|2|x|4|board|.", 2),                        # a board's sides
    ("Revenue|was|5|M|USD|.", 3),                  # millions, no reagent
])
def test_left_alone(sentence, i):
    tokens = sentence.split("|")
    assert not marks.may_read(tokens[i]) or _read(sentence, i) is None


def test_ordinary_words_are_not_asked():
    for word in ("The", "Tom", "Mr", "Max", "Kate", "the", "Masters", "old"):
        assert not marks.may_read(word), word


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar import CoveringGrammar

    return CoveringGrammar("en")


@pytest.mark.parametrize("rule, token, reading", [
    ("TIED_PLACE", "T12", "tied twelfth"),
    ("KETTLEBELL", "16KB", "sixteen kettlebell"),
    ("KARAT", "22ct", "twenty two karat"),
    ("AGE", "12-yrs-old", "twelve year old"),
    ("TIEBREAK", "7-6(7-4)", "seven to six sil seven to four"),
    ("TIEBREAK", "6-7(5-7)", "six to seven sil five to seven"),
])
def test_grammar_readings(grammar, rule, token, reading):
    assert grammar.rule_readings(rule, token, limit=3)[0] == reading


@pytest.mark.parametrize("token, reading", [
    ("15 ZJ", "fifteen zettajoules"),
    ("384 YW", "three hundred eighty four yottawatts"),
    ("29.92 in. Hg", "twenty nine point nine two inches of mercury"),
    ("28.5 in Hg", "twenty eight point five inches of mercury"),
])
def test_measure_readings(grammar, token, reading):
    assert reading in grammar.readings(token, limit=6)


@pytest.mark.parametrize("sentence, token", [
    ("Oceans absorbed 15 ZJ of heat.", "15 ZJ"),
    ("The pressure is 29.92 in. Hg.", "29.92 in. Hg"),
    ("A reading of 28.5 in Hg is low.", "28.5 in Hg"),
])
def test_tokenizer_keeps_the_unit(sentence, token):
    from tnfst.tokenize import tokenize

    assert token in [t.text for t in tokenize(sentence)]


def test_tokenizer_keeps_inches_apart_from_a_sentence():
    from tnfst.tokenize import tokenize

    assert "Hg" not in [t.text for t in tokenize("It fell 2 in. He left.")]


@pytest.mark.parametrize("sentence, tokens", [
    ("Each pack holds 500 g/17.6 oz of coffee.", ["500 g", "/", "17.6 oz"]),
    ("Use 200 g/7 oz flour.", ["200 g", "/", "7 oz"]),
])
def test_tokenizer_cuts_a_spaced_measure_pair(sentence, tokens):
    from tnfst.tokenize import tokenize

    got = [t.text for t in tokenize(sentence)]
    assert got[3:6] == tokens or got[1:4] == tokens


def test_tokenizer_keeps_a_concentration():
    from tnfst.tokenize import tokenize

    assert "/" not in [t.text for t in tokenize("Take 10 mg/5 ml twice.")]


def test_tokenizer_keeps_glued_fluid_ounces():
    from tnfst.tokenize import tokenize

    assert [t.text for t in tokenize("Limit 100ml/3½fl oz per bottle.")][:4] == ["Limit", "100ml", "/", "3½fl oz"]
