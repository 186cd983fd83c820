"""Numbers that the words before them make codes (tnfst/code_numbers.py)."""

from __future__ import annotations

import pytest

from tnfst.code_numbers import digit_reading, digits_said
from tnfst.context import ContextReadings


def at(sentence: str, token: str) -> str | None:
    tokens = sentence.split()
    return digit_reading(tokens, tokens.index(token))


@pytest.mark.parametrize("sentence, token, reading", [
    ("The produced boeing 747 was delivered", "747", "seven four seven"),
    ("the boeing 777 .", "777", "seven seven seven"),
    ("the Airbus 319 .", "319", "three one nine"),
    ("Air India flight 855 crashed", "855", "eight five five"),
    ("Crash of Flight 006 .", "006", "o o six"),
    ("The PIN for the gate is 4821 .", "4821", "four eight two one"),
    ("Enter your passcode 0042 now", "0042", "o o four two"),
    ("originally called the M 16 A 2 Commando", "16", "one six"),   # type codes: letters around
    ("used the new R 134 A refrigerant", "134", "one three four"),
    ("ASIN : B 001 Q 6", "001", "o o one"),
    ("the C - 130 T Hercules", "130", "one three o"),                # a code and its dash before
    ("the MBV- 747 T .", "747", "seven four seven"),
    ("Hall , D. T. ( 1986 a ) .", "1986", "one nine eight six"),     # a citation's year and letter
    ("Ogden 2013 a , 14", "2013", "two o one three"),
])
def test_codes_are_said_digit_by_digit(sentence, token, reading):
    assert at(sentence, token) == reading


@pytest.mark.parametrize("sentence, token", [
    ("A new Boeing 747 - 400 arrived", "747"),      # type and variant: the data says the cardinal
    ("The boeing 7 was late", "7"),                  # not a type number
    ("The Boeing 737 landed", "737"),                # capitalised: "seven hundred thirty seven" (EngConf)
    ("They ordered 747 planes", "747"),
    ("the flight took 12345 hours", "12345"),
    ("PIN numbers cost 5 or 1200 dollars", "1200"),  # a number between the cue and the token
    ("the PIN is 12", "12"),                          # too short for a PIN
    ("PIN 503165 , Post", "503165"),                  # six digits: an Indian postal PIN code
    ("flight ٨٥٥ landed", "٨٥٥"),                     # not ASCII digits
    ("and MD 194 C were removed", "194"),              # two capitals before, no dash: a route
    ("the M 16 rifle", "16"),                          # no capital letter after
    ("labelled it J 13 .", "13"),
    ("detecting H 5 N 1 virus", "5"),                  # one digit: the same either way
    ("the Ferrari 126 C 2 collided", "126"),           # a name before, not a code
    ("the 747 - 258 F 4 X", "258"),                    # a number before the dash, not a code
    ("In 1976 a conference was held", "1976"),         # a year and the article
    ("( 3986 a )", "3986"),                            # not a year
    ("( 1986 )", "1986"),
])
def test_other_numbers_are_left_alone(sentence, token):
    assert at(sentence, token) is None


def test_odd_input_never_raises():
    assert digit_reading([], 0) is None
    assert digit_reading(["flight"], 5) is None
    assert digit_reading(["855"], 0) is None
    assert digits_said("0") == "o"


def test_context_decides_codes():
    tokens = "Air India flight 855 crashed .".split()
    assert ContextReadings(frozenset()).decide(tokens)[3] == "eight five five"
