"""Readings of health, fitness and sports text: a runner's pace ("9:30/mile"), a range up to one
("0.5–1 kg"), a range after a range word ("a target range of 2–3"), a half before an article
("½ an avocado"), "5K" after an article or a possessive, fractional odds before "to win" and
cricket scores ("245/6")."""

from __future__ import annotations

import pytest

from tnfst.context import _after_range_word, _counted_range
from tnfst.grammar import cache, lists
from tnfst.grammars.en import field_notation, fraction, measure, numbers, rules
from tnfst.grammars.en.fst import ranked_readings
from tnfst.quantity_context import quantity_reading


@pytest.fixture(scope="module")
def built():
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + fraction.LISTS}
    nums = numbers.build(rules.number_lists(tables))
    units = tuple(r for r in tables["measure/units.tsv"].rows if r[0] in ("kg", "mile", "km", "lb", "mi"))
    return {"MEASURE": measure.build(nums, units).optimize(),
            "CRICKET_SCORE": fraction.build_cricket_score(nums, tables),
            "REP_MAX": field_notation.build_rep_max(nums, tables),
            "GOLF_SCORE": field_notation.build_golf_score(nums, tables)}


ranked = ranked_readings  # every reading of a rule, best first (grammars/en/fst.py)


@pytest.mark.parametrize("token, best, also", [
    ("9:30/mile", "nine thirty per mile", "nine minutes thirty seconds per mile"),
    ("6:01/mi", "six o one per mile", "six minutes one second per mile"),
    ("5:00/km", "five minutes per kilometer", None),
    ("4:45/km", "four forty five per kilometer", "four minutes forty five seconds per kilometer"),
    ("1:05 per mile", "one o five per mile", "one minute five seconds per mile"),
])
def test_a_pace_is_minutes_and_seconds_per_unit(built, token, best, also):
    readings = ranked(built["MEASURE"], token)
    assert readings[0] == best
    assert also is None or also in readings
    assert not any("slash" in r or "hours" in r for r in readings)


@pytest.mark.parametrize("token", ["9:60/mile", "0:30/mile", "9:3/mile", "60:00/km", "9:30/"])
def test_no_pace_outside_minutes_and_seconds(built, token):
    assert ranked(built["MEASURE"], token) == []


@pytest.mark.parametrize("token, reading", [
    ("0.5–1 kg", "zero point five to one kilograms"),
    ("0.5-1 lb", "zero point five to one pounds"),
    ("0-1 km", "zero to one kilometers"),
    ("1-2 kg", "one to two kilograms"),
])
def test_a_range_may_end_at_one(built, token, reading):
    assert reading in ranked(built["MEASURE"], token)


@pytest.mark.parametrize("token, reading", [
    ("245/6", "two hundred forty five for six"),
    ("387/8", "three hundred eighty seven for eight"),
    ("0/10", "zero for ten"),
    ("98/10", "ninety eight for ten"),
])
def test_cricket_score_is_runs_for_wickets(built, token, reading):
    assert ranked(built["CRICKET_SCORE"], token) == [reading]


@pytest.mark.parametrize("token", ["245/11", "1234/5", "245/", "245-6", "2.5/6"])
def test_cricket_score_needs_a_count_of_wickets(built, token):
    assert ranked(built["CRICKET_SCORE"], token) == []


def _readings(token: str) -> list[str]:
    table = {"½": ["one half", "a half", "half"], "1/2": ["one half", "a half", "half"],
             "5K": ["five k", "five kelvin", "five thousand"], "10K": ["ten k", "ten kelvin", "ten thousand"],
             "4K": ["four k", "four kelvin"],
             "23'": ["twenty three feet", "twenty three minutes", "twenty three foot", "twenty three minute"],
             "6'": ["six feet", "six minutes", "six foot", "six minute"]}
    return table.get(token, [])


def _rule_readings(rule: str, token: str) -> list[str]:
    if rule == "GOLF_SCORE":
        return {"-9": ["nine under"], "+2": ["two over"], "-12": ["twelve under"]}.get(token, [])
    if rule == "REP_MAX":
        return {"1RM": ["one rep max", "one r m"], "5RM": ["five rep max", "five r m"]}.get(token, [])
    if rule == "CRICKET_SCORE":
        return {"245/6": ["two hundred forty five for six"], "387/8": ["three hundred eighty seven for eight"]
                }.get(token, [])
    return []


def decide(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    return quantity_reading(tokens, i, frozenset(t.lower() for t in tokens), _readings, _rule_readings)


@pytest.mark.parametrize("sentence, i, expected", [
    ("India were 245/6 at stumps on day 2", 2, "two hundred forty five for six"),
    ("Australia 387/8 dec ; England 214 all out", 1, "three hundred eighty seven for eight"),
    ("They lost 3 wickets and finished 245/6", 6, "two hundred forty five for six"),
    ("Add 245/6 of the flour", 1, None),                           # no cricket word: a fraction
    ("The test showed 245/6", 3, None),                            # "test" alone is no cricket
    ("Liverpool are 11/4 to win the league", 2, "eleven to four"),
    ("Kane is 5/1 to score first", 2, "five to one"),
    ("The bookies make them 7/2", 4, "seven to two"),
    ("We have 3/4 to go", 2, None),                                 # no outcome priced: a fraction
    ("Eat ½ an avocado", 1, "half"),
    ("Add 1/2 a cup of milk", 1, "half"),
    ("Add ½ cup of milk", 1, None),                                 # no article: the grammar's choice
    ("Her 5K PB is 18:42", 1, "five k"),
    ("The 10K race starts at 7", 1, "ten k"),
    ("your first 5K", 2, "five k"),
    ("They cooled the 4K stage", 3, None),                          # a cryostat's stage: kelvins
    ("my 4K TV", 1, "four k"),
    ("It cools to 4K", 3, None),                                   # a temperature: the model's
    ("Squat at 80% of your 1RM", 5, "one rep max"),
    ("Use 70% 1RM today", 2, "one rep max"),
    ("Retest the 5RM on the bench", 2, "five rep max"),
    ("I paid 1RM for it", 2, None),                                 # no lifting: the grammar's money
])
def test_context_readings(sentence, i, expected):
    assert decide(sentence, i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("inside the target range of 2–3 .", 5, "two to three"),
    ("values ranging from 4-10", 3, "four to ten"),
    ("somewhere between 5-7 .", 2, "five to seven"),
    ("The score was 2-3 .", 3, None),                               # no range word: a score
    ("the range of 5-3 .", 3, None),                                # a range rises
])
def test_a_pair_after_a_range_word_is_a_range(sentence, i, expected):
    tokens = sentence.split()
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    assert _counted_range(tokens[i], nxt, tokens[i - 1], ranged=_after_range_word(tokens, i)) == expected


@pytest.mark.parametrize("text, tokens", [
    ("Up to 2.5 in of rain fell", ["Up", "to", "2.5 in", "of", "rain", "fell"]),
    ("after 0.6 in fell in an hour", ["after", "0.6 in", "fell", "in", "an", "hour"]),
    ("with 3 in expected", ["with", "3 in", "expected"]),
    ("He was 3 in front of me", ["He", "was", "3", "in", "front", "of", "me"]),   # the preposition
    ("They won 2 in a row", ["They", "won", "2", "in", "a", "row"]),
])
def test_inches_where_the_preposition_never_stands(text, tokens):
    from tnfst.tokenize import tokenize

    assert [t.text for t in tokenize(text)] == tokens


@pytest.mark.parametrize("sentence, i, expected", [
    ("Australia 387/8 dec ; England 214 all out", 2, "declared"),
    ("England 450/9 dec and India 120/3", 2, "declared"),
    ("Due on 12 dec", 3, None),                                     # a month, no score before it
    ("the 3/4 Dec issue", 2, None),                                 # capitalised: a month
])
def test_dec_after_a_cricket_score_is_declared(sentence, i, expected):
    from tnfst.abbreviation_context import abbreviation_reading

    assert abbreviation_reading(sentence.split(), i) == expected


@pytest.mark.parametrize("token, readings", [
    ("1RM", ["one rep max", "one r m"]),
    ("12RM", ["twelve rep max", "twelve r m"]),
    ("21RM", []),
    ("0RM", []),
    ("1rm", []),
])
def test_rep_max(built, token, readings):
    assert ranked(built["REP_MAX"], token) == readings


@pytest.mark.parametrize("sentence, i, expected", [
    ("He pressed 2x his bodyweight", 2, "two times"),
    ("She lifts 3x her weight", 2, "three times"),
])
def test_a_multiplier_before_a_possessive(sentence, i, expected):
    tokens = sentence.split()
    assert quantity_reading(tokens, i, frozenset(t.lower() for t in tokens), _readings, _rule_readings) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Spurs 2 Arsenal 1 ( Kane 23' , Son 6' )", 6, "twenty three minutes"),
    ("Son 6' , a first-time finish , won it", 1, None),                 # no football word, no score
    ("Kane 23' pen sealed it", 1, "twenty three minutes"),
    ("His goal came from 23' out", 4, None),                          # a distance: no name before it
    ("Smith is 6' and scored twice", 2, None),                        # after "is": a height
])
def test_goal_minutes_after_a_scorer(sentence, i, expected):
    tokens = sentence.split()
    assert quantity_reading(tokens, i, frozenset(t.lower() for t in tokens), _readings, _rule_readings) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("The Dolphins won 27-24 in OT .", 5, "overtime"),
    ("Lakers 112 , Celtics 108 ( OT ) .", 6, "overtime"),
    ("Duke won 88-85 in OT", 4, "overtime"),
    ("See the notes ( OT ) .", 4, None),                            # no points before it
    ("She works in OT at the clinic", 3, None),                     # occupational therapy
    ("The prophets in OT .", 3, None),                              # no score: the Old Testament
])
def test_overtime_closing_a_result(sentence, i, expected):
    from tnfst.abbreviation_context import abbreviation_reading

    assert abbreviation_reading(sentence.split(), i) == expected


@pytest.mark.parametrize("sentence, i, expected", [
    ("Sat . Fat 3g 15%", 0, "saturated"),
    ("Total Fat 8g , Sat Fat 3g", 4, "saturated"),
    ("Open Sat . 9-5", 1, None),                                      # a weekday
])
def test_saturated_fat_on_a_label(sentence, i, expected):
    from tnfst.abbreviation_context import abbreviation_reading

    assert abbreviation_reading(sentence.split(), i) == expected


@pytest.mark.parametrize("token, readings", [
    ("-9", ["nine under"]), ("−12", ["twelve under"]), ("+2", ["two over"]), ("-40", ["forty under"]),
    ("-41", []), ("-0", []), ("-5.5", []), ("9", []),
])
def test_golf_score_grammar(built, token, readings):
    assert ranked(built["GOLF_SCORE"], token) == readings


@pytest.mark.parametrize("sentence, i, expected", [
    ("McIlroy carded a 5-under 67 to sit at -9", 8, "nine under"),
    ("Morikawa is +2 through 12 holes", 2, "two over"),
    ("Scheffler leads at -12 after the third round", 3, "twelve under"),
    ("The low tonight is -9 with wind chill", 4, None),               # no golf: minus nine
    ("The stock fell -9 today", 3, None),
])
def test_golf_scores_against_par(sentence, i, expected):
    tokens = sentence.split()
    assert quantity_reading(tokens, i, frozenset(t.lower() for t in tokens), _readings, _rule_readings) == expected
