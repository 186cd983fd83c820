"""Television, film, music and games (session 31, tag mus): episode codes, records by their speed,
review scores, screen formats and film gauges (`tnfst.media_context`); the rules with stand-ins for
the grammar, and the grammar's two new rules (grammars/en/media.py) on their own."""

from __future__ import annotations

import pytest

from tnfst.media_context import media_reading

_CARDINALS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
              "9": "nine", "10": "ten", "45": "forty five", "58": "fifty eight", "60": "sixty", "70": "seventy",
              "78": "seventy eight", "100": "one hundred", "180": "one hundred eighty"}


def _readings(token: str) -> list[str]:
    """What the grammar licenses for the tokens these tests use (a stand-in)."""
    if token.endswith("K") and token[:-1] in _CARDINALS:
        n = _CARDINALS[token[:-1]]
        return [f"{n} kelvin", f"{n} thousand", f"{n} k"]
    if token.endswith("fps") and token[:-3].strip() in _CARDINALS:
        n = _CARDINALS[token[:-3].strip()]
        return [f"{n} feet per second", f"{n} frames per second"]
    if token.endswith("mm") and token[:-2] in _CARDINALS:
        n = _CARDINALS[token[:-2]]
        return [f"{n} millimeters", f"{n} millimeter"]
    if token.endswith("g") and token[:-1] in _CARDINALS:
        n = _CARDINALS[token[:-1]]
        return [f"{n} grams", f"{n} gram"]
    return []


def _rule_readings(rule: str, token: str) -> list[str]:
    if rule == "EPISODE_CODE":
        season, episode = token[1:].lower().split("e")
        return [f"season {_CARDINALS[season.lstrip('0')]} episode {_CARDINALS[episode.lstrip('0')]}"]
    if rule == "TWO_DIGIT_PLURAL":
        n = _CARDINALS[token[:-1]]
        return [n + ("es" if n.endswith("x") else "s")]
    if rule == "DIGIT_WORD":
        return {"Se7en": ["seven"], "Thr3e": ["three"]}.get(token, [])
    if rule == "AUDIO_FORMAT":
        return {"24-bit/96kHz": ["twenty four bit ninety six kilohertz"],
                "16-bit/44.1": ["sixteen bit forty four point one"]}.get(token, [])
    if rule == "BARE_UNIT" and token == "kHz":
        return ["kilohertz", "kilohertz"]
    if rule == "METER":
        beats, note = token.split("/")
        return [f"{_CARDINALS[beats]} {_CARDINALS[note]}"]
    if rule == "RATING":
        score, scale = token.split("/")
        said = " point ".join(_CARDINALS[p] for p in score.split("."))
        return [f"{said} out of {_CARDINALS[scale]}"]
    return []


def _read(sentence: str, i: int) -> str | None:
    tokens = sentence.split()
    return media_reading(tokens, i, frozenset(t.lower() for t in tokens), _readings, _rule_readings)


@pytest.mark.parametrize("sentence, i, reading", [
    ("The season finale , S02E10 , airs Sunday .", 4, "season two episode ten"),
    ("then skip to S01E08 .", 3, "season one episode eight"),
    ("the file is show.s01e08.mkv or s01e08 alone", 5, "season one episode eight"),
])
def test_episode_codes(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("Set the switch to S2 now .", 4),       # no episode
    ("The S02e10 mixed case stays .", 1),    # mixed case is no episode code
])
def test_not_episode_codes(sentence, i):
    assert _read(sentence, i) is None


@pytest.mark.parametrize("sentence, i, reading", [
    ("The song is in 7/8 , which trips up drummers .", 4, "seven eight"),
    ("The waltz is in 3/4 , but the bridge switches to 6/8 .", 11, "six eight"),
    ("The verse goes into 5/4 with a swing", 4, "five four"),
])
def test_time_signatures_in_music_sentences(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The song is in 3/4 of the playlists .", 4),       # a fraction of something
    ("Cut the board in 3/4 lengths .", 4),             # no music word
    ("The song was released 7/8 last year .", 4),      # a date: not "in" or "to"
])
def test_not_time_signatures(sentence, i):
    assert _read(sentence, i) is None


@pytest.mark.parametrize("sentence, i, reading", [
    ("We watched Se7en and then 2001 : A Space Odyssey", 2, "seven"),
    ("Thr3e is a thriller", 0, "three"),
    ("remastered in 24-bit/96kHz audio", 2, "twenty four bit ninety six kilohertz"),
    ("the CD is 16-bit/44.1 kHz", 3, "sixteen bit forty four point one"),
    ("the CD is 16-bit/44.1 kHz", 4, "kilohertz"),
])
def test_titles_and_formats_with_digits(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The M3GAN sequel opens Friday", 1),      # a digit for a letter it looks like
    ("Tune the radio to 44.1 kHz", 5),         # no audio format before it
    ("the ratio is 16-bit/44.1 overall", 3),   # no sample rate unit
])
def test_not_titles_and_formats(sentence, i):
    assert _read(sentence, i) is None


def test_records_by_speed_in_a_sentence_about_records():
    assert _read("He still plays 78s and 45s on his turntable .", 3) == "seventy eights"
    assert _read("He still plays 78s and 45s on his turntable .", 5) == "forty fives"
    assert _read("She ran the lap in 58s flat .", 5) is None  # seconds of a lap, not records


@pytest.mark.parametrize("sentence, i, reading", [
    ("gave it a 4.5/5 , easily the best", 3, "four point five out of five"),
    ("I'd give this one a 9/10 honestly", 5, "nine out of ten"),
    ("the film holds a 6/10 average on review sites", 4, "six out of ten"),
    ("ngl the 8/10 from IGN is way too generous", 2, "eight out of ten"),
    ("Critics were harsh : the 2/5 it got was fair", 5, "two out of five"),
])
def test_review_scores(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The 6/10 meeting moved to Friday .", 1),     # a date: no review word
    ("Add a 1/10 dilution of bleach .", 2),        # a fraction: no review word
    ("Critics gave it 7/8 of the vote", 3),        # not a rating scale
    ("the 11/10 score is a joke", 1),              # above the scale
    ("She is in critical condition after the 6/10 crash", 7),   # a date in a sentence of no review
    ("Use a 1/10 by volume solution", 2),
])
def test_not_review_scores(sentence, i):
    assert _read(sentence, i) is None


@pytest.mark.parametrize("sentence, i, reading", [
    ("The remaster is available in 4K with 5.1 surround sound .", 5, "four k"),
    ("the PS5 version runs at 60fps but the Switch is stuck at 30", 5, "sixty frames per second"),
])
def test_screen_formats_in_media_sentences(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("The sample was cooled to 4K overnight .", 5),
    ("The rifle fires at 60fps downrange .", 4),
])
def test_screen_formats_need_a_media_word(sentence, i):
    assert _read(sentence, i) is None


@pytest.mark.parametrize("sentence, i, reading", [
    ("The film was shot on 70mm IMAX cameras .", 5, "seventy millimeter"),
    ("The soundtrack LP is pressed on 180g vinyl .", 6, "one hundred eighty gram"),
])
def test_format_names_are_singular(sentence, i, reading):
    assert _read(sentence, i) == reading


@pytest.mark.parametrize("sentence, i", [
    ("Drill a 70mm hole in the panel .", 2),          # no film word
    ("Add 180g of flour to the bowl .", 1),           # no record word
    ("Reversal Film 7265 ( 16mm ) data sheet", 4),   # no word after it: the plural stays
    ("It was shot on 35mm .", 4),
])
def test_format_names_need_their_sentence(sentence, i):
    assert _read(sentence, i) is None


@pytest.fixture(scope="module")
def nums():
    """The shipped number grammar (no rule of the cache: the two rules are built here)."""
    from tnfst.grammar import cache, lists
    from tnfst.grammars.en import numbers, rules

    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS}
    return numbers.build(rules.number_lists(tables))


def _top(rule, token: str) -> list[str]:
    from pynini.lib import rewrite

    from tnfst.grammars.en.fst import acc

    try:
        return rewrite.top_rewrites(acc(token), rule, 5, input_token_type="utf8", output_token_type="utf8")
    except rewrite.Error:
        return []


def test_episode_code_rule(nums):
    from tnfst.grammars.en import media

    episode = media.build_episode_code(nums)
    assert _top(episode, "S02E10") == ["season two episode ten"]
    assert _top(episode, "s1e105") == ["season one episode one hundred five"]
    assert _top(episode, "S02e10") == []


def test_two_digit_plural_rule(nums):
    from tnfst.grammars.en import media

    plural = media.build_two_digit_plural(nums)
    assert _top(plural, "78s") == ["seventy eights"]
    assert _top(plural, "45s") == ["forty fives"]
    assert _top(plural, "40s") == []


def test_audio_format_rule(nums):
    from tnfst.grammars.en import media

    audio = media.build_audio_format(nums)
    assert _top(audio, "24-bit/96kHz") == ["twenty four bit ninety six kilohertz"]
    assert _top(audio, "24-bit/192 kHz") == ["twenty four bit one hundred ninety two kilohertz"]
    assert _top(audio, "16-bit/44.1") == ["sixteen bit forty four point one"]
    assert _top(audio, "24/96") == []


@pytest.mark.parametrize("token, reading", [("Se7en", "seven"), ("SE7EN", "seven"), ("Thr3e", "three"),
                                            ("F1ve", None), ("M3GAN", None), ("N1ne", None), ("B2B", None),
                                            ("On1", None)])
def test_digit_word_rule(nums, token, reading):
    from tnfst.grammars.en import media

    assert _top(media.build_digit_word(nums), token) == ([reading] if reading else [])
