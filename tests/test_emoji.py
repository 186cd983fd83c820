"""Emoji sequences (`tnfst.emoji`), kept whole by the unspoken-character filter and the tokenizer,
and the symbol accounting of readings (`tnfst.accounted`). No grammar, no model."""

from __future__ import annotations

import pytest

from tnfst.accounted import account_for, accounted, is_mark, name_words
from tnfst.emoji import emoji_runs, is_emoji, unkeycapped
from tnfst.tokenize import tokenize
from tnfst.unicode_forms import reader_view
from tnfst.unspoken import drop_unspoken

FAMILY = "👨\u200d👩\u200d👧"
SCOTLAND = "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"


@pytest.mark.parametrize("emoji", ["😀", "👍🏽", FAMILY, "👩🏽\u200d💻", "🇺🇸", SCOTLAND, "❤️", "©️", "🎂🎉", "★"])
def test_whole_emoji_sequences(emoji):
    assert is_emoji(emoji)
    assert emoji_runs(f"a {emoji} b") == [(2, 2 + len(emoji))]


@pytest.mark.parametrize("text", ["©", "™", "→", "≥", "東京", "❶", "1️⃣", "5", "abc", "½"])
def test_text_symbols_digits_and_keycaps_are_no_emoji(text):
    assert not is_emoji(text) and emoji_runs(text) == []


def test_joiners_and_tags_stay_inside_emoji_only():
    assert drop_unspoken(f"x {FAMILY} y") == f"x {FAMILY} y"
    assert drop_unspoken(f"{SCOTLAND}!") == f"{SCOTLAND}!"
    assert drop_unspoken("a\u200db \u200b") == "ab "


@pytest.mark.parametrize("sentence,tokens", [
    ("Give it 5😀 stars.", ["Give", "it", "5", "😀", "stars", "."]),
    (f"trip {FAMILY} was 10/10", ["trip", FAMILY, "was", "10/10"]),
    ("(😀)", ["(", "😀", ")"]),
    ("Go 🇺🇸!!!", ["Go", "🇺🇸", "!!!"]),
    ("x😀y", ["x", "😀", "y"]),
    ("Press 1️⃣ now", ["Press", "1️⃣", "now"]),
])
def test_an_emoji_is_a_token_of_its_own(sentence, tokens):
    spans = tokenize(drop_unspoken(sentence))
    assert [s.text for s in spans] == tokens


def test_a_keycap_is_its_digit():
    assert unkeycapped("1️⃣") == "1" and unkeycapped("#⃣") == "#"
    assert reader_view("1️⃣") == "1"


NAMES = {"§": ("section",), "¶": ("paragraph",), "≥": ("greater than or equal to",), "™": ("trademark",),
         "©": ("copyright",), "×": ("times", "by")}


@pytest.mark.parametrize("token,reading,spoken", [
    ("§3", "three", "section three"),
    ("¶4", "four", "paragraph four"),
    ("≥5", "five", "greater than or equal to five"),
    ("5™", "five", "five trademark"),
    ("©2024", "twenty twenty four", "copyright twenty twenty four"),
    ("5😀😀", "five", "five 😀😀"),
    ("5東京", "five", "five 東京"),
    ("90°", "ninety degrees", "ninety degrees"),   # said by a word of its Unicode name
    ("5µm", "five micrometers", "five micrometers"),
    ("5×3", "five by three", "five by three"),
    ("6.02·10^23", "six point o two times ten to the power of twenty three",   # an operator's word
     "six point o two times ten to the power of twenty three"),
    ("€5", "five euros", "five euros"),             # currency signs are the money grammar's
    ("ΔT", "delta t", "delta t"),                   # Greek letters are no marks
])
def test_marks_are_accounted_for(token, reading, spoken):
    assert account_for(token, reading, NAMES) == spoken


def test_a_dropped_mark_inside_a_token_keeps_the_token():
    assert account_for("1😀2", "twelve", NAMES) is None
    assert account_for("a→b", "a b", NAMES) is None


def test_marks_and_names():
    assert is_mark("™") and is_mark("§") and is_mark("東") and is_mark("😀")
    assert not any(is_mark(ch) for ch in "a5$é-–—\u0301€")
    assert name_words("™") == ("trade",)
    assert accounted("°", "ninety degrees") and not accounted("§", "three")


def test_a_sign_glued_to_a_number_is_a_token():
    assert [s.text for s in tokenize("scores ≥90 and ≤$5")] == ["scores", "≥", "90", "and", "≤", "$5"]
    assert [s.text for s in tokenize("See §12, §§3-5 and ¶4. ©2024")] == [
        "See", "§", "12", ",", "§§", "3-5", "and", "¶", "4", ".", "©", "2024"]
    assert [s.text for s in tokenize("§ a§1")] == ["§", "a§1"]


# --- chat spellings (tnfst.chat) --------------------------------------------------------

def test_chat_spellings_list_and_readings():
    from tnfst.chat import chat_reading, chat_spellings

    table = chat_spellings()
    assert table["w/"] == "with" and table["w/o"] == "without" and table["b/c"] == "because"
    assert table["2nite"] == "tonight" and table["4ever"] == "forever" and table["<3"] == "heart"
    assert chat_reading("W/", table) == "with" and chat_reading("Gr8", table) == "great"
    assert chat_reading("B4", table) is None          # in capitals: a paper size, a vitamin
    assert chat_reading("with", table) is None and chat_reading("3/4", table) is None


@pytest.mark.parametrize("sentence,tokens", [
    ("Thanks <3", ["Thanks", "<3"]),
    ("love u <3!!", ["love", "u", "<3", "!!"]),
    ("sad </3", ["sad", "</3"]),
    ("x <30 km", ["x", "<", "30 km"]),                 # a distance below 30 km, not a heart
])
def test_the_heart_emoticon_is_one_token(sentence, tokens):
    assert [s.text for s in tokenize(sentence)] == tokens


# --- emoji names (Normalizer(emoji="name")) -----------------------------------------------

def test_cldr_short_names():
    pytest.importorskip("emoji")
    from tnfst.emoji import emoji_name, emoji_names

    assert emoji_name("😀") == "grinning face"
    assert emoji_name("👍🏽") == "thumbs up medium skin tone"
    assert emoji_name(FAMILY) == "family man woman girl"
    assert emoji_name("🇺🇸") == "flag United States" and emoji_name(SCOTLAND) == "flag Scotland"
    assert emoji_name("❤️") == emoji_name("❤") == "red heart"
    assert emoji_name("★") is None                      # a text symbol: kept as written
    assert emoji_names("🎂🎉") == "birthday cake party popper"
    assert emoji_names("★★") is None


def test_an_unknown_emoji_style_is_refused():
    from tnfst.api import Normalizer

    with pytest.raises(ValueError, match="emoji must be one of"):
        Normalizer(emoji="describe")


# --- emoticons (tnfst.chat.EMOTICON) ------------------------------------------------------

@pytest.mark.parametrize("sentence,tokens", [
    ("great :D!", ["great", ":D", "!"]),
    ("ok :P", ["ok", ":P"]),
    ("Miss you :-)", ["Miss", "you", ":-)"]),
    ("yay ^_^ meh -_-", ["yay", "^_^", "meh", "-_-"]),
    ("cute :3", ["cute", ":3"]),
    ("step 8) next", ["step", "8", ")", "next"]),      # "8)" numbers a list: no emoticon
    ("Drive D: is", ["Drive", "D", ":", "is"]),         # a drive letter, not a face
])
def test_an_emoticon_is_one_token(sentence, tokens):
    assert [s.text for s in tokenize(sentence)] == tokens


def test_emoticons():
    from tnfst.chat import is_emoticon

    assert all(is_emoticon(e) for e in [":)", ":-)", ";)", ":D", ":P", ":(", ":'(", "=)", ":/", ":3", "(:",
                                        "^_^", "^^", "-_-", "o_O", ">_<", "T_T"])
    assert not any(is_emoticon(t) for t in ["8)", "D:", ":", "3:2", "(a)", "x", "xD"])


def test_symbol_names_come_from_the_verbatim_list():
    from tnfst.accounted import symbol_names

    names = symbol_names()
    assert names["§"] == ("section",) and names["¶"] == ("paragraph",)
    assert names["†"] == ("dagger",) and names["‡"] == ("double dagger",)  # read alike, both
