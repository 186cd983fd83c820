"""Market and chat writing (session 28, the mkt golden set): the laughing face "XD" closing a
message (`tnfst.chat.is_laughing_face`), kept as written; the pure rule and one pipeline run."""

from __future__ import annotations

import pytest

from tnfst.chat import is_laughing_face


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


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1, precision="fp32").load()


def test_pipeline(normalizer):
    out = normalizer.normalize_batch(["that meme XD", "I drove the Titan XD today."])
    assert out[0] == "that meme XD"
    assert "XD" not in out[1]
