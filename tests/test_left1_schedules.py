"""Timetables and schedules (session 32, tag left1): weekday lists with slashes, a day offset after
a clock time, hours and minutes glued with "h", ranges of labels, forecast highs and lows
(`tnfst.schedules`, grammars/en/schedules.py): the rules alone with stand-ins for the grammar,
then the grammar's own readings."""

from __future__ import annotations

import pytest

from tnfst import schedules

_RULES = {
    ("WEEKDAY_LIST", "Tue/Thu/Sat"): ["tuesday sil thursday sil saturday"],
    ("WEEKDAY_LIST", "M/W/F"): ["monday sil wednesday sil friday"],
    ("NEXT_DAY", "05:20+1"): ["five twenty the next day", "five twenty plus one day"],
    ("CLOCK_DURATION", "1h10"): ["one hour ten minutes"],
    ("CLOCK_DURATION", "18h30"): ["eighteen hours thirty minutes"],
    ("LABEL_RANGE", "A1–A20"): ["a one to a twenty", "a one through a twenty"],
}


def _rule_readings(rule: str, token: str) -> list[str]:
    return _RULES.get((rule, token), [])


def _read(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    assert schedules.may_read(tokens[i]), tokens[i]
    return schedules.schedule_reading(tokens, i, _rule_readings)


@pytest.mark.parametrize("sentence, i, reading", [
    ("Classes meet Tue/Thu/Sat .", 2, "tuesday sil thursday sil saturday"),
    ("Practice is M/W/F at 4 p.m.", 2, "monday sil wednesday sil friday"),
    ("We land at 05:20+1 .", 3, "five twenty the next day"),
    ("The drive takes 1h10 .", 3, "one hour ten minutes"),
    ("Boarding from Gates A1–A20 .", 3, "a one to a twenty"),
    ("Sunday : Hi 55 , Lo 38 .", 2, "high"),
    ("Sunday : Hi 55 , Lo 38 .", 5, "low"),
])
def test_schedule_readings(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The train leaves at 18h30 .", 4),       # a clock time written the French way, not a duration
    ("Hi there , how are you ?", 0),          # a greeting, no temperature after it
    ("Answer T/F for each one .", 1),         # true/false: two letters are no list of days
    ("Rooms B101-C120 are closed .", 1),      # two letters: no range of one kind of label
])
def test_left_alone(sentence, i):
    tokens = sentence.split()
    assert not schedules.may_read(tokens[i]) or schedules.schedule_reading(tokens, i, _rule_readings) is None


def test_ordinary_words_are_not_asked():
    for word in ("the", "Classes", "meet", "hours", "Hg", "Monday", "which"):
        assert not schedules.may_read(word), word


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar import CoveringGrammar

    return CoveringGrammar("en")


@pytest.mark.parametrize("rule, token, reading", [
    ("WEEKDAY_LIST", "Tue/Thu/Sat", "tuesday sil thursday sil saturday"),
    ("WEEKDAY_LIST", "Sat/Sun", "saturday sil sunday"),
    ("WEEKDAY_LIST", "M/W/F", "monday sil wednesday sil friday"),
    ("NEXT_DAY", "06:40+1", "six forty the next day"),
    ("CLOCK_DURATION", "2h30m", "two hours thirty minutes"),
    ("CLOCK_DURATION", "2h05", "two hours five minutes"),
    ("CLOCK_DURATION", "1h01", "one hour one minute"),
    ("LABEL_RANGE", "A1–A20", "a one to a twenty"),
    ("LABEL_RANGE", "C3-C9", "c three to c nine"),
])
def test_grammar_readings(grammar, rule, token, reading):
    assert grammar.rule_readings(rule, token, limit=3)[0] == reading


@pytest.mark.parametrize("rule, token", [
    ("WEEKDAY_LIST", "T/F"), ("WEEKDAY_LIST", "S/M/L"), ("WEEKDAY_LIST", "M/F"), ("CLOCK_DURATION", "1h75"),
])
def test_grammar_refuses(grammar, rule, token):
    assert not list(grammar.rule_readings(rule, token, limit=3))


def test_tokenizer_cuts_a_forecast_pair():
    from tnfst.tokenize import tokenize

    assert [t.text for t in tokenize("Tomorrow: Hi 78°/Lo 61°.")] == ["Tomorrow", ":", "Hi", "78°", "/", "Lo", "61°", "."]
