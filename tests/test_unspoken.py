"""Unspoken characters (control and format characters) never reach a reader."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.unspoken import drop_unspoken, is_unspoken, token_view


@pytest.mark.parametrize("ch", ["\x00", "\x01", "\x07", "\x1b", "\u200b", "\u00ad", "\ufeff", "\u200d", "\u202e"])
def test_control_and_format_characters_are_unspoken(ch):
    assert is_unspoken(ch)


@pytest.mark.parametrize("ch", ["a", "é", " ", "\t", "\n", "5", "½", "€", "\u2028"])
def test_visible_characters_and_word_separators_are_kept(ch):
    assert not is_unspoken(ch)


def test_windows_1252_punctuation_is_restored():
    # C1 controls in text decoded as Latin-1 by mistake: keep the words apart
    assert drop_unspoken("fourteen\x97that's") == "fourteen—that's"
    assert drop_unspoken("\x93Leave\x94") == "“Leave”"
    assert drop_unspoken("a\x81b") == "ab"  # undefined in Windows-1252: dropped


def test_drop_and_token_view():
    assert drop_unspoken("bad\x01 3\u200b km") == "bad 3 km"
    assert drop_unspoken("co\u00adop") == "coop"
    assert token_view("\u200b") == "\u200b"  # nothing else left: the token stays as it is
    assert token_view("x\u200bz") == "xz"


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=30))
def test_dropping_removes_only_unspoken_characters(text):
    out = drop_unspoken(text)
    assert not any(is_unspoken(c) for c in out)
    assert len(out) == sum(not is_unspoken(c) for c in text)  # one character kept (or restored) for each


@pytest.fixture(scope="module")
def normalizer():
    from tnfst.api import Normalizer

    return Normalizer()


@pytest.mark.parametrize("sentence, spoken", [
    ("bad\x01 3 km", "bad three kilometers"),          # was "b k d three kilometers"
    ("\x00bad\x01 3 km", "bad three kilometers"),      # was "seven three kilometers"
    ("co\u00adop\u00aderation of 5 kg", "cooperation of five kilograms"),
    ("\ufeffHello 5 kg", "Hello five kilograms"),
])
def test_invisible_characters_do_not_change_the_reading(normalizer, sentence, spoken):
    assert normalizer.normalize(sentence) == spoken


def test_pretokenized_tokens_are_read_without_them(normalizer):
    assert normalizer.read_tokens([["bad\x01", "3 km", "\u200b"]]) == [["<self>", "three kilometers", "<self>"]]
