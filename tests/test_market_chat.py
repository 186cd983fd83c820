"""Market and chat writing (session 28, the mkt golden set): the laughing face "XD" closing a
message (`tnfst.chat.is_laughing_face`), kept as written; cashtags (`tnfst.chat.cashtag_reading`:
"$TSLA" -> "t s l a"); a tolerance sign apart from its number ("+/- 3" -> "plus or minus three",
`tnfst.tokenize`); the pure rules and one pipeline run."""

from __future__ import annotations

import pytest

from tnfst.chat import cashtag_reading, is_laughing_face
from tnfst.tokenize import tokenize


@pytest.mark.parametrize("tokens,i", [
    (["that", "meme", "XD"], 2), (["lol", "xD", "!!"], 1), (["OMG", "XDD"], 1), (["XD"], 0),
    (["so", "funny", "XD", ":)"], 2),                       # an emoticon after it
])
def test_a_closing_xd_is_a_laughing_face(tokens, i):
    assert is_laughing_face(tokens, i)


@pytest.mark.parametrize("tokens,i", [
    (["the", "Titan", "XD", "."], 2),                        # after a capitalised word: a model
    (["XD", "is", "a", "pistol"], 0),                        # words after it
    (["that", "meme", "xd"], 2), (["that", "meme", "XP"], 2),  # not the face
])
def test_other_xd_is_no_face(tokens, i):
    assert not is_laughing_face(tokens, i)


@pytest.mark.parametrize("tokens,i,reading", [
    (["$TSLA", "to", "the", "moon"], 0, "t s l a"),
    (["Long", "$F", "."], 1, "f"),
    (["$BRK.B", "rose"], 0, "b r k b"),                      # a share class after a period
    (["$US", "50"], 0, None),                                # a number after it: an amount
    (["$5"], 0, None), (["$Tsla"], 0, None), (["$ABCDEF"], 0, None),
])
def test_cashtags(tokens, i, reading):
    assert cashtag_reading(tokens, i) == reading


@pytest.mark.parametrize("sentence,tokens", [
    ("error of +/- 3 points.", ["error", "of", "+/- 3", "points", "."]),
    ("error +/- 3.5%", ["error", "+/- 3.5%"]),
    ("within +/- 2 mm of", ["within", "+/- 2 mm", "of"]),   # with its unit
    ("± 3 points", ["± 3", "points"]),
    ("is +/-2 percent", ["is", "+/-2", "percent"]),          # glued: as before
    ("a + / - b", ["a", "+", "/", "-", "b"]),                # no number: apart
    ("+/-  3", ["+", "/", "-", "3"]),                        # two spaces: apart
])
def test_a_tolerance_sign_apart_joins_its_number(sentence, tokens):
    assert [t.text for t in tokenize(sentence)] == tokens


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1, precision="fp32").load()


def test_pipeline(normalizer):
    out = normalizer.normalize_batch(["that meme XD", "I drove the Titan XD today.", "$TSLA to the moon",
                                      "It costs $5.", "A margin of error of +/- 3 points.", "Keep it +/- 2 mm."])
    assert out[0] == "that meme XD"
    assert "XD" not in out[1]
    assert out[2] == "t s l a to the moon" and out[3] == "It costs five dollars."
    assert out[4] == "A margin of error of plus or minus three points."
    assert out[5] == "Keep it plus or minus two millimeters."
