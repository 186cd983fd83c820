"""The context rules' fast paths give what the full rules give.

`quantity_context.quantity_reading` asks a token without a digit only the rules that read one
(`_wordlike_reading`); `bare_units.may_read` turns away a token with none of its cue's shapes
before its lookups; `earnings_context.earnings_reading` a plain word outside a sentence about
ratings. Each fast path must answer as the full rules do: here with every cue word of the
modules in the sentence and readings for every token, so that only a token's own shape can
make a rule return None.
"""
from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import bare_units, earnings_context, quantity_context
from tnfst.grammars.en.rules import RULE_PATTERNS

#: Digit-free tokens of the shapes the quantity rules read or look alike: units, symbols,
#: vulgar fractions, recipe abbreviations, words with "-in-", frame rates, capitals.
_WORDLIKE = ["mm", "kg", "in", "per", "fps", "Hz", "IV", "T", "T.", "t.", "c.", "C.", "½", "¾", '½"', "½'",
             "-", "–", "×", "*", "·", "+", "=", "/", "x", "X", "one-in-ten", "one-in-a-million", "K", "KB",
             "min/km", "m/s²", "N·m", "km²", "sq", "ft", "°", "°F", "F", "C", "p", "m", "Ma", "nm", "RM",
             "BBB", "AA", "Baa", "N-CSR", "Q", "H", "FY", "a", "an", "the", "of", "to", "ago", "old", "The",
             "Repeat", "faster", "daily", "a.m.", "hr", "%", "'", "\"", "′", "″", "~", "(", ")"]
#: Tokens with a digit, so that neighbours are numbers the rules read.
_NUMBERS = ["3", "12", "2.5", "1/2", "10^-3", "25", "1,000", "70+", "4:45", "2100", "3x", "5"]


def _all_cues() -> frozenset[str]:
    """Every lowercase word of every cue set of the three modules."""
    words: set[str] = set()
    for module in (quantity_context, earnings_context):
        for name in dir(module):
            value = getattr(module, name)
            if isinstance(value, frozenset) and name.isupper() and all(isinstance(w, str) for w in value):
                words |= {w.lower() for w in value}
    return frozenset(words)


_CUES = _all_cues()


def _readings_of(token: str) -> list[str]:
    """Readings of every kind the rules look for (a length, a minute, a half, a time unit)."""
    return ["three minutes", "half", "five feet", "ten nautical miles", "two million years", "six per hour",
            "ten per second", "seven inches"]


def _rule_readings_of(rule: str, token: str) -> list[str]:
    """A reading wherever the rule's pattern (`rules.RULE_PATTERNS`, a bound on what the rule
    accepts) matches the token, as the grammar would give one."""
    pattern = RULE_PATTERNS.get(rule)
    return [f"{rule.lower()} reading"] if pattern is None or re.fullmatch(pattern, token) else []


_sentences = st.lists(st.sampled_from(_WORDLIKE + _NUMBERS), min_size=1, max_size=6)


@given(_sentences, st.booleans())
@settings(max_examples=200, deadline=None)
def test_quantity_fast_path_answers_as_every_rule(tokens, with_cues):
    words = _CUES | {t.lower() for t in tokens} if with_cues else frozenset(t.lower() for t in tokens)
    for i, token in enumerate(tokens):
        full = quantity_context._any_reading(tokens, i, words, _readings_of, _rule_readings_of)
        assert quantity_context.quantity_reading(tokens, i, words, _readings_of, _rule_readings_of) == full
        if not any(c.isdigit() for c in token):
            assert quantity_context._wordlike_reading(tokens, i, words, _readings_of, _rule_readings_of) == full


def test_quantity_fast_path_still_reads_words():
    """The digit-free rules still answer through the fast path (the test above cannot pass by
    both sides answering None)."""
    words = frozenset({"recipe", "tbsp", "cup", "stir"}) | quantity_context.KITCHEN_CUES
    tokens = ["Add", "2", "T.", "sugar"]
    assert quantity_context.quantity_reading(tokens, 2, words, _readings_of, _rule_readings_of) is not None
    tokens = ["3", "×", "10^8"]
    assert quantity_context.quantity_reading(tokens, 1, frozenset(tokens), _readings_of, _rule_readings_of) == "times"


@given(_sentences)
@settings(max_examples=200, deadline=None)
def test_bare_unit_fast_path_answers_as_its_cue(tokens):
    for i, token in enumerate(tokens):
        slow = bare_units._cue(tokens, i) is not None and bare_units.is_unit(token)
        assert bare_units.may_read(tokens, i) == slow


def test_bare_unit_fast_path_keeps_cued_units():
    assert bare_units.may_read(["price", "per", "kg"], 2)
    assert bare_units.may_read(["per", "sq", ".", "ft"], 3)
    assert bare_units.may_read(["Pace", ":", "4:45", "min/km"], 3)
    assert not bare_units.may_read(["the", "kg"], 1)


def _earnings_without_fast_path(tokens, i, words):
    """`earnings_reading` with its fast path switched off (its pattern matching every token)."""
    kept = earnings_context._DIGIT_OR_MARK
    earnings_context._DIGIT_OR_MARK = re.compile("")
    try:
        return earnings_context.earnings_reading(tokens, i, words, _rule_readings_of)
    finally:
        earnings_context._DIGIT_OR_MARK = kept


@given(_sentences, st.booleans())
@settings(max_examples=200, deadline=None)
def test_earnings_fast_path_answers_as_its_rules(tokens, rated):
    words = frozenset(t.lower() for t in tokens) | (earnings_context.RATING_CUES if rated else frozenset())
    words |= earnings_context.FILING_CUES | earnings_context.VALUATION_CUES | earnings_context.RESULTS_CUES
    for i in range(len(tokens)):
        assert (earnings_context.earnings_reading(tokens, i, words, _rule_readings_of)
                == _earnings_without_fast_path(tokens, i, words))


def test_earnings_fast_path_keeps_grades_and_forms():
    rated = frozenset({"rated", "bbb"})
    assert earnings_context.earnings_reading(["rated", "BBB"], 1, rated, _rule_readings_of) == "credit_rating reading"
    assert _earnings_without_fast_path(["rated", "BBB"], 1, rated) == "credit_rating reading"
    assert earnings_context.earnings_reading(["a", "BBB+"], 1, frozenset(), _rule_readings_of) == "credit_rating reading"
    assert earnings_context.earnings_reading(["The", "BBB"], 1, frozenset({"the", "bbb"}), _rule_readings_of) is None
