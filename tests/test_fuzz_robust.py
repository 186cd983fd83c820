"""Odd input never crashes, hangs or drops a token, and no reading states a number its token lacks.

A property test over sentences mixed from many alphabets: digits of several scripts, every kind
of Unicode space, currency and percent signs, dashes and slashes, emoji, combining marks,
right-to-left text, control characters and very long tokens. For each sentence the normalizer
must return one line (no exception, no line break), keep every character of the input in some
token (no silent drop), give every token with a letter or digit a reading (kept or read), and
no reading may state a number its token does not hold (`benchmarks/fold.stated_numbers_not_in`,
per token: a reading is checked against what it reads). Derandomized under the suite's "repro"
profile (tests/conftest.py) and quick: 30 draws of 1-3 sentences.

Plus the cases the fuzz was built from, one by one (`tnfst.unicode_forms`, the number guard's
`forced_within`, the pipeline's `_unguarded_odd` and `_foreign_number`).
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tnfst.api import Normalizer, _clean

ROOT = Path(__file__).resolve().parents[1]


def _fold_module():
    """benchmarks/fold.py (benchmarks is not a package: its folder goes on the path)."""
    folder = str(ROOT / "benchmarks")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    return importlib.import_module("fold")


fold = _fold_module()

#: Digits of several scripts: ASCII, Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali,
#: Thai, fullwidth.
DIGIT_SCRIPTS = ["0123456789", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "०१२३४५६७८९", "০১২৩৪৫৬৭৮৯", "๐๑๒๓๔๕๖๗๘๙",
                 "０１２３４５６７８９"]
SPACES = [" ", " ", " ", "", "  ", "\u00a0", "\u2009", "\u202f", "\u2007", "\u3000", "\u2002", "\t"]
ATOMS = [
    "5", "12", "1,000", "3.5", "2024", "007", "1:30", "10%", "$5", "€20", "1e400", "1⁄2", "3⁄4", "½",
    "kg", "km", "cup", "%", "$", "€", "£", "¥", "₹", "%%%", "€€€5", "5%%%", "-", "–", "—", "/", "⁄", "∕",
    "+", "×", "#", "(", ")", "\"", "'", ".", ",", "...", ":", "p.m.", "No.", "Dr.", "the", "hello", "NASA",
    "Ⅻ", "Chapter Ⅻ", "Ⅳ", "①", "²", "m²", "😀", "👍🏽", "e\u0301", "\u0301", "שלום", "مرحبا", "東京",
    "\u200f", "\u202e", "\u200b", "\u200d", "\u00ad", "\ufeff", "\x07", "\x00", "\x1b",
    "1,000,000,000,000,000,000", "$1,000,000,000,000,000,000,000", "9" * 40 + "kg", "1" * 40, "1-" * 60,
    "AB" * 30, "x" * 120, "Ab1" * 20,
]


@st.composite
def digit_runs(draw):
    """A run of 1-45 digits of one script, sometimes comma- or space-grouped."""
    script = draw(st.sampled_from(DIGIT_SCRIPTS))
    run = "".join(draw(st.lists(st.sampled_from(script), min_size=1, max_size=45)))
    if script == DIGIT_SCRIPTS[0] and len(run) > 4 and draw(st.booleans()):
        head = len(run) % 3 or 3
        groups = [run[:head]] + [run[i:i + 3] for i in range(head, len(run), 3)]
        run = draw(st.sampled_from([",", "\u2009", "\u202f", "\u00a0"])).join(groups)
    return run


@st.composite
def sentences(draw):
    """A sentence of 1-8 atoms (listed odd forms, digit runs, short texts of any plane) with
    spaces of every kind (or none) between them."""
    atom = st.one_of(st.sampled_from(ATOMS), digit_runs(),
                     st.text(min_size=1, max_size=6).filter(lambda t: "\n" not in t and "\r" not in t))
    parts = draw(st.lists(atom, min_size=1, max_size=8))
    out = parts[0]
    for part in parts[1:]:
        out += draw(st.sampled_from(SPACES)) + part
    return out


@pytest.fixture(scope="module")
def normalizer() -> Normalizer:
    return Normalizer().load()


def _problems(sentence: str, records, output: str) -> list[str]:
    """What is wrong with one sentence's reading (empty: nothing)."""
    problems = []
    if "\n" in output or "\r" in output:
        problems.append("a line break in the output")
    read = "".join("".join(r.token.split()) for r in records)
    if read != "".join(_clean(sentence).split()):
        problems.append(f"tokens {read!r} do not cover the input")
    for r in records:
        if any(c.isalnum() for c in r.token) and not r.reading.strip():
            problems.append(f"{r.token!r} dropped")
        if r.normalized:
            stated = fold.stated_numbers_not_in(r.token, r.reading, fold.default_reader())
            if stated:
                problems.append(f"{r.token!r} -> {r.reading!r} states {stated}")
    return problems


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(sentences(), min_size=1, max_size=3))
def test_odd_input_is_read_safely(normalizer, lines):
    """No exception, one line out per line in, every token kept or read, no made-up number."""
    text = "\n".join(lines)
    outputs = normalizer.normalize_batch(text.split("\n"))
    assert len(outputs) == len(text.split("\n"))
    records = normalizer.explain_batch(lines)
    for sentence, recs in zip(lines, records):
        output = normalizer.render(sentence, recs)
        assert _problems(sentence, recs, output) == [], (sentence, output)


@pytest.mark.parametrize("written,spoken", [
    ("5\u00a0kg", "five kilograms"),                    # a no-break space
    ("5\u202fkg of flour", "five kilograms of flour"),   # a narrow no-break space
    ("1\u2009000\u2009000 people", "one million people"),  # SI digit groups
    ("1\u2007000 km", "one thousand kilometers"),         # a figure space
    ("1\u20442", "a half"), ("Chapter \u216b", "chapter twelve"),
    ("1,000,000,000,000,000,000 stars", "one quintillion stars"),
    ("$1,000,000,000,000,000,000,000", "one sextillion dollars"),
])
def test_unicode_forms_and_large_numbers(normalizer, written, spoken):
    assert normalizer.normalize(written) == spoken


def test_long_tokens_are_read_whole_or_kept(normalizer):
    """A token too long for the decoder is said piece by piece (every digit, the unit) or kept
    as written; never truncated, never a recursion error."""
    assert normalizer.normalize("9" * 40 + "kg") == " ".join(["nine"] * 40 + ["k", "g"])
    assert normalizer.normalize("1" * 45) == " ".join(["one"] * 45)
    assert normalizer.normalize("AB" * 40) == "AB" * 40
    chain = normalizer.normalize("1-" * 200)
    assert chain.split().count("one") == 200


@pytest.mark.parametrize("token", ["abc😀", "/مرحبا", "x\u0301", "XII£"])
def test_an_unguarded_token_states_no_number_it_lacks(normalizer, token):
    """Emoji, non-Latin letters and lone combining marks: kept rather than misread ("/مرحبا" was
    "seventy four lira"); an unguarded reading with a number the token lacks ("XII£": "the
    thirteenth") falls back to the token."""
    records = normalizer.explain(token)
    for r in records:
        assert fold.stated_numbers_not_in(r.token, r.reading, fold.default_reader()) == [], r


def test_foreign_number_and_unsayable_characters():
    """The pipeline's checks on an unguarded token: a number the token does not hold (not in a
    digit run, not its Roman numeral, not spelled in its words), and characters the reader was
    never trained to say."""
    from tnfst.api import _foreign_number, _unsayable

    assert _foreign_number("XII£", "the thirteenth")
    assert not _foreign_number("XII£", "the twelfth")
    assert not _foreign_number("twenty-one", "twenty one")
    assert not _foreign_number("A1", "a one") and not _foreign_number("hello", "hello")
    assert _foreign_number("/x", "seventy four")
    assert all(_unsayable(ch) for ch in ["😀", "\u0301", "م", "ש", "東"])
    assert not any(_unsayable(ch) for ch in ["a", "é", "ß", "5", "€", " "])


def test_letters_said():
    """An unguarded reading must say each run of the token's letters, in order, and spell no
    letter the token lacks (`tnfst.accounted.letters_said`)."""
    from tnfst.accounted import letters_said

    assert letters_said("y=x", "y equals x") and not letters_said("y=x", "y")
    assert not letters_said("dfsd#sfgsfd$", "f") and not letters_said("&hi;&hi", "and")
    assert not letters_said("``cat", "c f t") and not letters_said("C++", "c y")
    assert letters_said("#nothappy", "hashtag nothappy") and letters_said("C#", "c sharp")
    assert letters_said("R&D", "r and d") and letters_said("+1", "plus one")


@pytest.mark.parametrize("written", ["dfsd#sfgsfd$", "&hi;&hi;", "animals: ``cat", "y=x +1", "the C++ code"])
def test_an_unguarded_token_never_loses_its_letters(normalizer, written):
    """Tokens of letters and ASCII symbols that no grammar reads ("y=x" was "y", "&hi;" "and",
    "``cat" "c f t", "C++" "c y"): said with all their letters or kept as written."""
    from tnfst.accounted import letters_said

    for r in normalizer.explain(written):
        assert letters_said(r.token, r.reading), r


@pytest.mark.parametrize("written,sign,count", [("€€€5", "euro", 3), ("5%%%", "percent", 3), ("5₹₹", "rupee", 2)])
def test_repeated_signs_are_each_said(normalizer, written, sign, count):
    """A run of signs is a safe reading when each sign is said once and the number once
    ("€€€5" -> "euro euros euros five"): nothing dropped, nothing made up."""
    out = normalizer.normalize(written)
    assert out.split().count("five") == 1
    assert sum(word.startswith(sign) for word in out.split()) == count


# ---------------------------------------------------------------------------------------
# Every character accounted for: emoji, symbols and other scripts in mixed chat text

#: Emoji of every sequence kind (UTS #51): single, skin tone, ZWJ family and profession, flag,
#: subdivision flag (tags), variation selector, keycap; symbols of text; arrows, math; CJK, RTL.
EMOJI = ["😀", "👍🏽", "👨\u200d👩\u200d👧", "👩🏽\u200d💻", "🇺🇸", "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
         "❤️", "☀️", "🎂🎉", "😂😂", "🔥", "★"]
MARKS = ["™", "©", "®", "°", "§", "¶", "†", "‡", "•", "…", "→", "←", "↔", "⇒", "≥", "≤", "≠", "≈", "±", "×", "÷",
         "∞", "√", "∑", "東京", "中", "שלום", "مرحبا", "Привет"]
CHAT = ["5", "10", "2024", "3.5", "#tbt", "@nasa", "lol", "w/", "10/10", "2nd", "$5k", "!!!", "v2.0.1", "SOOO", "the",
        "1️⃣"]


@st.composite
def chat_sentences(draw):
    """1-6 words of chat text, each a chat atom, an emoji or a mark, alone or glued to another."""
    piece = st.sampled_from(EMOJI + MARKS + CHAT)
    words = [draw(piece) + (draw(piece) if draw(st.booleans()) else "") for _ in range(draw(st.integers(1, 6)))]
    return " ".join(words)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(chat_sentences(), min_size=1, max_size=3))
def test_every_character_is_accounted_for(normalizer, lines):
    """Kept, read or reported: every emoji sequence of the input is in the output whole (its
    joiners, skin tones and tags too), and every token's symbols and letters of other scripts are
    kept as written or said in its reading (`tnfst.accounted`), in raw text and in pre-tokenized
    (Google-style) input, where a token may hold a number and an emoji together."""
    from tnfst.accounted import accounted, is_mark, symbol_names
    from tnfst.emoji import emoji_runs
    from tnfst.unicode_forms import reader_view

    names = symbol_names()
    raw = normalizer.explain_batch(lines)
    pre_tokenized = normalizer.explain_tokens_batch([line.split() for line in lines])  # Google-style input
    for sentence, records, tokens in zip(lines, raw, pre_tokenized):
        output = normalizer.render(sentence, records)
        for start, end in emoji_runs(sentence):
            assert sentence[start:end] in output, (sentence, output)
        for r in records + tokens:
            if r.reading == r.token:
                continue
            assert r.reading.strip(), (sentence, r)
            lost = [ch for ch in reader_view(r.token) if is_mark(ch) and not accounted(ch, r.reading, names)]
            assert lost == [], (sentence, r.token, r.reading)


@pytest.mark.parametrize("written,spoken", [
    ("Give it 5😀 stars.", "Give it five😀 stars."),
    ("Family 👨\u200d👩\u200d👧 trip", "Family 👨\u200d👩\u200d👧 trip"),
    ("See §3 and ¶4.", "See section three and paragraph four."),
    ("See §12 and §§3-5.", "See section twelve and sections three to five."),  # the sign cut off (tokenize)
    ("Scores ≥90 pass", "Scores greater than or equal to ninety pass"),  # the sign is cut off (tokenize)
    ("Press 1️⃣ now", "Press one now"),
])
def test_emoji_and_symbols_are_kept_or_said(normalizer, written, spoken):
    assert normalizer.normalize(written) == spoken


def test_a_pre_tokenized_token_keeps_its_emoji(normalizer):
    """Google-style input is not re-tokenized: a reading that dropped the emoji gets it back."""
    assert normalizer.normalize_tokens(["Give", "it", "5😀", "stars"])[2] == "five 😀"


@pytest.mark.parametrize("written,spoken", [
    ("Coffee w/ milk, tea w/o sugar", "Coffee with milk, tea without sugar"),   # tnfst.chat
    ("Can't b/c of work", "Can't because of work"),
    ("See you 2nite, friends 4ever <3", "See you tonight, friends forever heart"),
    ("pls send it, thx", "please send it, thanks"),                             # words/abbreviations.tsv
    ("> I totally agree", "> I totally agree"),                                  # a Markdown quote marker
    ("ok :P cute :3 yay ^_^", "ok :P cute :3 yay ^_^"),                          # emoticons, kept
    ("x > 5", "x greater than five"),
])
def test_chat_spellings_are_read(normalizer, written, spoken):
    assert normalizer.normalize(written) == spoken


def test_emoji_read_by_name():
    """emoji="name": each emoji sequence by its CLDR short name, a text symbol kept; the default
    keeps them as written."""
    pytest.importorskip("emoji")
    named = Normalizer(emoji="name")
    assert named.normalize("Give it 5😀 stars 👍🏽 ★") == "Give it five grinning face stars thumbs up medium skin tone ★"
