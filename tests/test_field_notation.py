"""Military time, shutter speeds, f-numbers, video formats, TV listings and knots the context reads
(`tnfst.field_notation`), and the context-only rules of grammars/en/field_notation.py."""

from __future__ import annotations

import pytest

from tnfst.field_notation import field_reading

#: A stand-in for the context rules: what they read for the tokens these tests use.
RULES = {
    ("MILITARY_TIME", "0630 hrs"): ["zero six thirty hours", "o six thirty hours"],
    ("MILITARY_TIME", "1400 hrs"): ["fourteen hundred hours"],
    ("MILITARY_TIME", "2300"): ["twenty three hundred"],
    ("MILITARY_TIME", "1400"): ["fourteen hundred"],
    ("MILITARY_TIME", "0630Z"): ["zero six thirty zulu"],
    ("SHUTTER", "1/500 s"): ["one five hundredth of a second"],
    ("F_NUMBER", "f/2.8"): ["f two point eight"],
    ("TV_LISTING", "9/8c"): ["nine eight central"],
    ("TV_LISTING", "12/11c"): ["twelve eleven central"],
    ("TV_LISTING", "1/12c"): ["one twelve central"],
    ("TV_LISTING", "9/7c"): ["nine seven central"],
    ("VIDEO_LINES", "720p"): ["seven twenty p"],
    ("DOSING_INTERVAL", "q6h"): ["every six hours"],
    ("FRACTIONAL_K", "2.7K"): ["two point seven k"],
    ("KEY_COMBO", "Ctrl+Alt+Del"): ["control alt delete"],
    ("SCREW_THREAD", "1/4-20"): ["quarter twenty"],
    ("HEX_LITERAL", "0x1F"): ["zero x one f"],
}
READINGS = {'15"': ["fifteen inches", "fifteen inch", "fifteen seconds", "fifteen second"],"25 kt": ["twenty five kilotons", "twenty five knots"], "1 kt": ["one kiloton", "one knot"]}


def decide(sentence: str, i: int) -> str | None:
    """The decision for token `i` of `sentence` (tokens split at "|")."""
    tokens = sentence.split("|")
    words = frozenset(t.lower() for t in tokens)
    return field_reading(tokens, i, words, lambda t: READINGS.get(t, []), lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence, i, expected", [
    # military time: a leading zero, or a word that puts a time
    ("leave|at|0630 hrs|tomorrow", 2, "zero six thirty hours"),
    ("we|go|0630 hrs", 2, "zero six thirty hours"),
    ("the|coach|leaves|at|1400 hrs", 4, "fourteen hundred hours"),
    ("logged|1400 hrs|since|overhaul", 1, None),                 # a count of hours
    ("began|at|2300|hours", 2, "twenty three hundred"),
    ("about|2300|people", 1, None),                              # no hours after it
    ("about|2000|hours|of|footage", 1, None),                    # a count of hours
    ("from|0800|to|1400|hrs", 3, "fourteen hundred"),           # the end of a span of times
    ("from|1000|to|1400|hrs", 3, None),                          # a span of counts
    ("departure|0630Z", 1, "zero six thirty zulu"),
    # photography
    ("shutter|at|1/500 s", 2, "one five hundredth of a second"),
    ("at|f/2.8", 1, "f two point eight"),
    ("in|720p", 1, "seven twenty p"),
    # TV listings: the Central time one hour earlier
    ("Sunday|at|9/8c", 2, "nine eight central"), ("at|12/11c", 1, "twelve eleven central"),
    ("at|1/12c", 1, "one twelve central"), ("at|9/7c", 1, None),
    # knots in a sentence about wind, the sea or flight
    ("winds|were|25 kt", 2, "twenty five knots"), ("gusts|of|1 kt", 2, "one knot"),
    ("a|25 kt|bomb", 1, None),
    # fractional video resolutions
    ("the|drone|films|2.7K|at|120 fps", 3, "two point seven k"), ("cooled|to|2.7K|in|space", 2, None),
    # dosing intervals
    ("give|q6h|as|needed", 1, "every six hours"), ("a|Q6H|unit", 1, None),
    # the seconds mark of exposure times
    ('a|15"|exposure|of|the|stars', 1, "fifteen second"), ('shutter|open|15"|at|f/8', 2, "fifteen seconds"),
    ('a|15"|pipe', 1, None),
    # keyboard shortcuts
    ("Press|Ctrl+Alt+Del|now", 1, "control alt delete"), ("scored|3+4", 1, None),
    # screw threads, in a sentence about fasteners
    ("Use|1/4-20|bolts", 1, "quarter twenty"), ("a|tripod|screw|is|1/4-20", 4, "quarter twenty"),
    ("The|sale|runs|1/4-20", 3, None),                                # no fastener: maybe dates
    # hexadecimal constants
    ("Error|0x1F|again", 1, "zero x one f"), ("Error|0x1G", 1, None),
])
def test_field_readings(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_rule_readings_no_decision():
    assert field_reading(["at", "f/2.8"], 1, frozenset({"at"}), None, None) is None


def test_the_field_rules_of_the_grammar():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    rule = grammar.rule_readings
    assert rule("MILITARY_TIME", "0630 hrs", limit=2) == ["zero six thirty hours", "o six thirty hours"]
    assert rule("MILITARY_TIME", "1400hrs", limit=1) == ["fourteen hundred hours"]
    assert rule("MILITARY_TIME", "2215 hrs", limit=1) == ["twenty two fifteen hours"]
    assert rule("MILITARY_TIME", "0605", limit=1) == ["zero six o five"]
    assert rule("MILITARY_TIME", "0630Z", limit=3) == ["zero six thirty zulu", "o six thirty zulu",
                                                       "zero six three zero zulu"]
    assert rule("MILITARY_TIME", "2460 hrs", limit=1) == []
    assert rule("SHUTTER", "1/250s", limit=1) == ["one two hundred fiftieth of a second"]
    assert rule("SHUTTER", "1/1000 s", limit=1) == ["one thousandth of a second"]
    assert rule("F_NUMBER", "f/16", limit=1) == ["f sixteen"]
    assert rule("F_NUMBER", "ƒ/1.4", limit=1) == ["f one point four"]
    assert rule("TV_LISTING", "11:35/10:35c", limit=1) == ["eleven thirty five ten thirty five central"]
    assert rule("VIDEO_LINES", "1080i", limit=1) == ["ten eighty i"]
    assert rule("VIDEO_LINES", "2160p", limit=1) == ["twenty one sixty p"]
    assert rule("DOSING_INTERVAL", "q4-6h", limit=1) == ["every four to six hours"]
    assert rule("DOSING_INTERVAL", "q1h", limit=1) == ["every hour"]
    assert rule("FRACTIONAL_K", "5.3K", limit=1) == ["five point three k"]
    assert rule("DOSING_INTERVAL", "q12hr", limit=1) == ["every twelve hours"]
    assert grammar.licenses_in_context("f/2.8", "f two point eight")
    assert rule("KEY_COMBO", "Ctrl+Alt+Del", limit=2) == ["control alt delete"]
    assert rule("KEY_COMBO", "Cmd+Shift+4", limit=1) == ["command shift four"]
    assert rule("KEY_COMBO", "CTRL+SHIFT+ESC", limit=1) == ["control shift escape"]
    assert rule("KEY_COMBO", "Alt+F4", limit=1) == ["alt f four"]
    assert rule("KEY_COMBO", "⌘+⇧+P", limit=1) == ["command shift p"]
    for token in ("A+B", "3+4", "Shift+Ctrl", "Del+Ctrl", "Ctrl+F25", "cTRL+c"):  # no modifier, no key last
        assert rule("KEY_COMBO", token, limit=1) == [], token
    assert rule("SCREW_THREAD", "1/4-20", limit=2) == ["quarter twenty"]
    assert rule("SCREW_THREAD", "3/8-16", limit=1) == ["three eighths sixteen"]
    assert rule("SCREW_THREAD", "1/2-13", limit=1) == ["half thirteen"]
    assert rule("SCREW_THREAD", "1/2-14", limit=1) == ["half fourteen"]  # an NPT pipe thread
    for token in ("1/4-21", "1/3-20", "1-8", "5/16-16"):  # no standard thread
        assert rule("SCREW_THREAD", token, limit=1) == [], token
    assert rule("HEX_LITERAL", "0x80070005", limit=2) == ["zero x eight zero zero seven zero zero zero five"]
    assert rule("HEX_LITERAL", "0XFF", limit=1) == ["zero x f f"]
    for token in ("0x", "0xG1", "1x10", "0x" + "1" * 17):  # no digit, no hex digit, no prefix, too long
        assert rule("HEX_LITERAL", token, limit=1) == [], token
