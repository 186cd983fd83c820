"""Left2: numerals of missions and of hyphenated monarchs' names, and a year's era that ends the
sentence (its period stays: a TTS voice needs the sentence's end)."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.aerospace import vehicle_numeral
from tnfst.context import ContextReadings
from tnfst.sentence_periods import keeps_sentence_period


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


def decide(context, sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    return {tokens[i]: r for i, r in context.decide(tokens).items()}


@pytest.mark.parametrize("sentence,reading", [
    ("Artemis I lifted off", "one"), ("the Minuteman I missile", "one"), ("ARTEMIS I", "one"),
    ("Artemis III will land", "three"),
])
def test_the_first_of_a_numbered_mission(sentence, reading):
    tokens = sentence.split()
    i = next(k for k, t in enumerate(tokens) if t in ("I", "III"))
    assert vehicle_numeral(tokens, i) == reading


@pytest.mark.parametrize("sentence", ["On Delta I flew home", "On Titan I saw lakes", "Like Saturn I think"])
def test_i_after_a_name_that_is_also_a_place_stays_the_pronoun(sentence):
    tokens = sentence.split()
    assert vehicle_numeral(tokens, tokens.index("I")) is None


@pytest.mark.parametrize("sentence,token,reading", [
    ("Louis-Philippe I abdicated", "I", "the first"),
    ("under Louis-Philippe I's rule", "I's", "the first's"),
    ("Louis-Philippe II", "II", "the second"),
])
def test_a_hyphenated_regnal_name_takes_its_ordinal(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence", ["Jean-Claude I think so", "Coca-Cola I like"])
def test_a_hyphenated_name_of_no_monarch_keeps_the_pronoun(context, sentence):
    assert decide(context, sentence).get("I") in (None, special.SELF)


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["He", "died", "in", "49 B.C."], 3, "forty nine b c", True),
    (["in", "49 B.C.", "His", "son"], 1, "forty nine b c", True),
    (["built", "in", "300 B.C.E."], 2, "three hundred b c e", True),
    (["born", "in", "1950 A.D."], 2, "nineteen fifty a d", True),
    (["In", "49 B.C.", "Caesar", "crossed"], 1, "forty nine b c", False),   # a name goes on
    (["in", "49 B.C.", "when"], 1, "forty nine b c", False),
])
def test_an_era_at_the_end_keeps_the_sentence_period(tokens, i, reading, keeps):
    assert keeps_sentence_period(tokens, i, reading) is keeps
