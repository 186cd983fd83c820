"""Finance labels, arithmetic slashes and E notation the context reads (`tnfst.notation_context`),
and the context-only rules of grammars/en/notation.py (FISCAL, METER, DIVIDED, SHORTHAND)."""

from __future__ import annotations

import pytest

from tnfst.notation_context import notation_reading

#: A stand-in for the context rules: what they read for the tokens these tests use.
RULES = {
    ("FISCAL", "FY2024"): ["f y twenty twenty four", "fiscal year twenty twenty four"],
    ("FISCAL", "1H24"): ["first half twenty four", "one h twenty four"],
    ("FISCAL", "Q1'24"): ["q one twenty four", "first quarter twenty four"],
    ("FISCAL", "H1"): ["first half", "h one"],
    ("METER", "3/4"): ["three four"],
    ("METER", "6/8"): ["six eight"],
    ("DIVIDED", "0/0"): ["zero divided by zero"],
    ("DIVIDED", "12/4"): ["twelve divided by four"],
    ("DIVIDED", "3/4"): ["three divided by four"],
    ("DIVIDED", "1,000/4"): ["one thousand divided by four"],
    ("SHORTHAND", "y/y"): ["year over year", "year on year"],
    ("SHORTHAND", "m/m"): ["month over month", "month on month"],
    ("SHORTHAND", "q/q"): ["quarter over quarter", "quarter on quarter"],
}
READINGS = {"2024": ["two thousand twenty four", "twenty twenty four"]}


def decide(sentence: str, i: int) -> str | None:
    """The decision for token `i` of `sentence` (tokens split at spaces)."""
    tokens = sentence.split()
    words = frozenset(t.lower() for t in tokens)
    return notation_reading(tokens, i, words, lambda t: READINGS.get(t, []), lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence, i, expected", [
    # fiscal labels, the year read as a year
    ("The FY2024 revenue", 1, "f y twenty twenty four"),
    ("sales in 1H24 rose", 2, "first half twenty four"),
    ("in Q1'24 margins", 1, "q one twenty four"),
    ("H1 2024 sales rose", 0, "first half"), ("H1 2024 sales rose", 1, "twenty twenty four"),
    ("FY 2024", 1, "twenty twenty four"),
    ("an H1 heading", 1, None),                                  # no year after it
    ("in 2024 sales", 1, None),                                  # a year after no label
    # time signatures
    ("in 3/4 time", 1, "three four"), ("a 6/8 feel", 1, "six eight"),
    ("add 3/4 cup", 1, None), ("in 3/5 time", 1, None),          # a fraction; no note value of 5
    # division asked for
    ("what is 0/0 ?", 2, "zero divided by zero"), ("Calculate 12/4 now", 1, "twelve divided by four"),
    ("it is 3/4 full", 2, None),                                 # "is" without "what"
    ("what's 3/4 of 12 ?", 1, None), ("What's 1/2 cup plus 2/3 cup", 1, None),  # a fraction of something
    ("what is 12/4 plus 1", 2, None),                           # a term of a sum, as with "+"
    ("Calculate 12/4 and show your work", 1, "twelve divided by four"), ("what's 3/4 in decimal", 1, "three divided by four"),
    ("calculate 1,000/4", 1, "one thousand divided by four"),
    # period over period
    ("rose 3.1% y/y .", 2, "year over year"), ("q/q growth slowed", 0, "quarter over quarter"),
    ("Inflation rose 0.3% m/m", 3, "month over month"),
    ("a 5% m/m solution", 2, None),                              # no word of the economy: mass per mass
    ("the y/y axis", 1, None),                                   # no number near, no word of change
    # E notation: science, not code
    ("contained 1e-6 M", 1, "one times ten to the power of minus six"),
    ("is 6.022E+23 .", 1, "six point o two two times ten to the power of twenty three"),
    ("a learning rate of 1e-5", 4, None),                        # code: "one e minus five", the model's
    ("version 1.2e3", 1, "one point two times ten to the power of three"),
])
def test_notation_readings(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_rule_readings_no_decision():
    assert notation_reading(["in", "3/4", "time"], 1, frozenset({"in", "time"}), None, None) is None


def test_the_notation_rules_of_the_grammar():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert grammar.rule_readings("FISCAL", "FY2024", limit=2) == ["f y twenty twenty four",
                                                                  "fiscal year twenty twenty four"]
    assert grammar.rule_readings("FISCAL", "2H23", limit=1) == ["second half twenty three"]
    assert grammar.rule_readings("FISCAL", "Q4'05", limit=1) == ["q four o five"]
    assert grammar.rule_readings("FISCAL", "H5", limit=1) == []
    assert grammar.rule_readings("METER", "12/8", limit=2) == ["twelve eight"]
    assert grammar.rule_readings("METER", "3/5", limit=2) == []
    assert grammar.rule_readings("DIVIDED", "7.5/2.5", limit=2) == ["seven point five divided by two point five"]
    assert grammar.rule_readings("DIVIDED", "1,000/4", limit=2) == ["one thousand divided by four"]
    assert grammar.rule_readings("DIVIDED", "1,00/4", limit=2) == []
    assert grammar.rule_readings("SHORTHAND", "y/y", limit=2) == ["year over year", "year on year"]
    assert grammar.licenses_in_context("3/4", "three four") and not grammar.licenses("3/4", "three four")
