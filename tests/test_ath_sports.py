"""Sports results and fitness (session 30, tag ath): races named by their distance in K, and the
other sports rules of this session; the rules alone, with stand-ins for the grammar."""

from __future__ import annotations

import pytest

from tnfst.everyday_context import everyday_reading
from tnfst.quantity_context import is_race_event, quantity_reading


def _readings(token: str) -> list[str]:
    """What the grammar licenses for the tokens these tests use (a stand-in)."""
    if token.endswith("K") and token[:-1].isdigit():
        n = {"5": "five", "10": "ten", "50": "fifty", "4": "four", "250": "two hundred fifty"}[token[:-1]]
        return [f"{n} thousand", f"{n} k", f"{n} kelvin"]
    return []


def _rule_readings(rule: str, token: str) -> list[str]:
    if rule == "SCALED" and token.endswith("K"):
        return [_readings(token)[0]]
    return []


def _words(tokens):
    return frozenset(t.lower() for t in tokens)


def _everyday(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    return everyday_reading(tokens, i, _words(tokens), _readings, _rule_readings)


def _quantity(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    return quantity_reading(tokens, i, _words(tokens), _readings, _rule_readings)


@pytest.mark.parametrize("sentence, i", [
    ("The 10K starts at 8 and the 5K at 8:30 .", 1),
    ("Registration for the 50K ultra closes on March 1 .", 3),
    ("the 10K course is flat", 1),
    ("a 5K route through the park", 1),
])
def test_a_race_named_by_what_it_does_is_no_count(sentence, i):
    assert is_race_event(sentence.split(), i)
    assert _everyday(sentence, i) is None  # not "ten thousand"
    assert _quantity(sentence, i).endswith(" k")


@pytest.mark.parametrize("sentence, i, reading", [
    ("The 10K starts at 8 and the 5K at 8:30 .", 7, "five k"),  # another race named in the sentence
    ("The channel passed 250K subscribers .", 3, "two hundred fifty thousand"),  # a count stays a count
    ("The 10K subscribers got a badge .", 1, "ten thousand"),
])
def test_races_and_counts(sentence, i, reading):
    tokens = sentence.split()
    got = _everyday(sentence, i) or _quantity(sentence, i)
    assert got == reading


def test_kelvin_and_plain_counts_are_not_races():
    assert not is_race_event("It cools to 4K and starts".split(), 3)
    assert not is_race_event("10K starts".split(), 0)  # nothing before it
    assert _quantity("It cools to 4K and starts to superconduct", 3) is None


# ---------------------------------------------------------------------------------------
# heights in rosters

from tnfst.quantity_context import roster_height  # noqa: E402


def _pairs(token: str) -> list[str]:
    names = "zero one two three four five six seven eight nine ten eleven".split()
    a, b = token.split("-")
    return [f"{names[int(a)]} to {names[int(b)]}", f"{names[int(a)]} {names[int(b)]}"]


@pytest.mark.parametrize("sentence, i, reading", [
    ("Williams is listed at 6-4 , 215 pounds .", 4, "six four"),
    ("The rookie , 6-11 and 240 lbs , went 3rd overall .", 3, "six eleven"),
    ("He stands 5-11 .", 2, "five eleven"),
    ("Height : 6-2", 2, "six two"),
    ("Smith , G , 6-4 , 205 , Duke", 4, "six four"),
])
def test_a_dashed_height_in_a_roster_is_said_in_one_breath(sentence, i, reading):
    assert roster_height(sentence.split(), i, _pairs) == reading


@pytest.mark.parametrize("sentence, i", [
    ("They won 6-4 , 215 fans watched", 2),  # a score, then a count
    ("She won the set 6-4 .", 4),
    ("pages 5-9 , 120", 1),  # no weight, no height word
    ("He stands 8-4 .", 2),  # no height of eight feet
    ("He is listed at 6-12 .", 4),  # twelve inches is a foot
])
def test_scores_and_ranges_are_no_heights(sentence, i):
    assert roster_height(sentence.split(), i, _pairs) is None


# ---------------------------------------------------------------------------------------
# seconds glued to a whole number, makes of tries, timed sets

from tnfst.api import _licensing_forms  # noqa: E402
from tnfst.quantity_context import glued_seconds, makes_of_tries  # noqa: E402


@pytest.mark.parametrize("sentence, i, reading", [
    ("Plank : 3 x 60 sec , rest 30s between sets .", 8, "thirty seconds"),
    ("Set the timeout to 30s in config.yaml .", 4, "thirty seconds"),
    ("30s on , 30s off", 0, "thirty seconds"),
    ("hold for 45s", 2, "forty five seconds"),
    ("wait 1s", 1, "one second"),
])
def test_glued_seconds_after_a_word_of_waiting(sentence, i, reading):
    assert glued_seconds(sentence.split(), i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("She is in her 30s .", 4),
    ("Music of the 30s was great", 3),
    ("in their 20s to 30s", 4),
    ("He sold 45s and LPs", 2),  # records: no word of waiting
    ("The 1930s were hard", 1),
])
def test_decades_and_records_stay(sentence, i):
    assert glued_seconds(sentence.split(), i) is None


@pytest.mark.parametrize("sentence, i, reading", [
    ("Lap 38/58 : Norris pits from P2 .", 1, "thirty eight of fifty eight"),
    ("Lamar was 22/31 for 285 yds and 2 TD .", 2, "twenty two of thirty one"),
    ("He went 7/14 from three .", 2, "seven of fourteen"),
    ("He went 0/5 from deep .", 2, "o of five"),
])
def test_makes_of_tries(sentence, i, reading):
    assert makes_of_tries(sentence.split(), i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("Add 1/2 cup of milk", 1),
    ("He was 31/22 for 285", 2),  # more makes than tries: not a stat line
    ("Interest was 3/4 for years", 2),  # "for" and no number
])
def test_fractions_stay_fractions(sentence, i):
    assert makes_of_tries(sentence.split(), i) is None


def test_the_readings_are_licensed_through_their_spelled_forms():
    assert "30 s" in _licensing_forms("30s", "thirty seconds")
    assert "30 s" not in _licensing_forms("30s", "thirties")
    assert "38-of-58" in _licensing_forms("38/58", "thirty eight of fifty eight")
    assert _licensing_forms("1/2", "one half") == ("1/2",)


def test_timed_sets_are_plural():
    from tnfst.quantity_context import _timed_sets

    def readings(token):
        return {"3 x 60 sec": ["three by sixty second", "three by sixty seconds"],
                "3 x 1 min": ["three by one minute", "three by one minutes"]}.get(token, [])
    assert _timed_sets("3 x 60 sec", readings) == "three by sixty seconds"
    assert _timed_sets("3 x 1 min", readings) == "three by one minute"  # one unit: the singular
    assert _timed_sets("2 x 4 in", readings) is None  # a size: not a duration


def test_a_rate_above_one_says_its_unit_in_the_plural():
    from tnfst.quantity_context import _rate_plural

    def readings(token):
        return {"6.4 W/kg": ["six point four watts per kilogram", "six point four watt per kilogram"],
                "1 W/kg": ["one watt per kilogram", "one watts per kilogram"],
                "0.8 W/kg": ["zero point eight watts per kilogram", "zero point eight watt per kilogram"]}[token]
    assert _rate_plural("6.4 W/kg", readings) == "six point four watts per kilogram"
    assert _rate_plural("1 W/kg", readings) is None
    assert _rate_plural("0.8 W/kg", readings) is None
    assert _rate_plural("6.4 kg", readings) is None  # no rate


# ---------------------------------------------------------------------------------------
# the leagues' letters, club abbreviations

from pathlib import Path  # noqa: E402

from tnfst.sports_context import league_letters  # noqa: E402


@pytest.mark.parametrize("sentence, i, reading", [
    ("Boston sits atop the AL East", 4, "a l"),
    ("The Cubs won the NL Central", 4, "n l"),
    ("He was AL MVP in 2021", 2, "a l"),
    ("the NL pennant race", 1, "n l"),
])
def test_a_league_before_its_division_is_spelled(sentence, i, reading):
    assert league_letters(sentence.split(), i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("She lives in Mobile , AL 36602", 4),  # the state
    ("the BR 316 and AL 101 highways", 4),
    ("AL", 0),
    ("the AFC East", 1),  # not this module's
])
def test_other_als_are_not_leagues(sentence, i):
    assert league_letters(sentence.split(), i) is None


def test_utd_is_united_in_the_abbreviation_list():
    rows = [line.split("\t") for line in (Path(__file__).resolve().parents[1] / "grammars/en/words/abbreviations.tsv")
            .read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert ["utd", "united", "only"] in rows


def test_a_passing_line_before_its_yards():
    assert makes_of_tries("Mahomes : 25/37 , 291 yds , 3 TD".split(), 2) == "twenty five of thirty seven"
    assert makes_of_tries("Mix 1/2 , then add 3/4 cup".split(), 1) is None  # no passer's words


# ---------------------------------------------------------------------------------------
# a pace's unit after its time

from tnfst.bare_units import bare_unit_reading, may_read  # noqa: E402


def _bare(rule: str, token: str) -> list[str]:
    return {"min/km": ["minutes per kilometer", "minute per kilometer"],
            "min/mile": ["minutes per mile", "minute per mile"]}.get(token, []) if rule == "BARE_UNIT" else []


@pytest.mark.parametrize("sentence, i, reading", [
    ("Pace : 4:45 min/km .", 3, "minutes per kilometer"),
    ("Easy pace is 9:30 min/mile today", 4, "minutes per mile"),
])
def test_a_pace_unit_after_its_time(sentence, i, reading):
    tokens = sentence.split()
    assert may_read(tokens, i)
    assert bare_unit_reading(tokens, i, _bare) == reading


def test_a_pace_unit_needs_its_time():
    tokens = "set it to min/km please".split()
    assert not may_read(tokens, 3)


# ---------------------------------------------------------------------------------------
# a colon after a label and its number

from tnfst.book_context import colon_after_number  # noqa: E402


@pytest.mark.parametrize("sentence, i, reading", [
    ("Stage 7 : 165 km , 3,200 m of climbing .", 2, ":"),  # a label: never "to"
    ("Day 3 : 12 miles easy .", 2, ":"),
    ("The aspect ratio is 4 : 3 here", 5, None),  # a ratio stays the model's
    ("2 : PROOFS", 1, ":"),
])
def test_a_labelled_colon_is_no_ratio(sentence, i, reading):
    assert colon_after_number(sentence.split(), i) == reading


def test_a_range_of_glued_seconds():
    assert glued_seconds("Hold each stretch for 20-30s .".split(), 4) == "twenty to thirty seconds"
    assert glued_seconds("rest 30-20s".split(), 1) is None  # not a rising range
    assert "20-30 s" in _licensing_forms("20-30s", "twenty to thirty seconds")


def test_avg_is_average_in_the_abbreviation_list():
    rows = [line.split("\t") for line in (Path(__file__).resolve().parents[1] / "grammars/en/words/abbreviations.tsv")
            .read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert ["avg", "average", "only"] in rows


def test_a_k_before_its_race_time_is_a_race():
    assert _quantity("Splits : 5K 22:01 , 10K 44:10", 5) == "ten k"
    assert _quantity("a PB of 10K in 39:50", 3) == "ten k"
    assert _quantity("It cools to 4K at night", 3) is None


def test_repeats_of_one_unit_agree_with_the_one():
    from tnfst.quantity_context import _timed_sets

    def readings(token):
        return ["four by one kilometer", "four by one kilometers"]
    assert _timed_sets("4 x 1 km", readings) == "four by one kilometer"
    assert _timed_sets("4x1km", readings) is None  # glued: not this rule's
