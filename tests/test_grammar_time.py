"""The TIME covering grammar: golden readings, class selection, and hypothesis properties."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import CoveringGrammar, GrammarError, cache

ONES = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
WORDS_ONLY = re.compile(r"[a-z'\-]+( [a-z'\-]+)*")
SUFFIXES = {"am": "a m", "a.m.": "a m", "AM": "a m", "A.M.": "a m", "pm": "p m", "p.m.": "p m",
            "PM": "p m", "P.M.": "p m"}


def spell(n: int) -> str:
    """Reference cardinal 0..99, written independently of the grammar."""
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])


def spell_minutes(m: int) -> str:
    return "o " + ONES[m] if m < 10 else spell(m)


@pytest.fixture(scope="module")
def cache_dir():
    """The run's grammar cache (conftest's per-session folder): compiled once for every test that
    reads text, not a second time here."""
    return cache.cache_root(None)


@pytest.fixture(scope="module")
def grammar(cache_dir):
    return CoveringGrammar.load("en", cache_dir=cache_dir, classes=("TIME",)).ensure_loaded()


@pytest.fixture(scope="module")
def everything(cache_dir):
    return CoveringGrammar.load("en", cache_dir=cache_dir, classes=("MEASURE", "MONEY", "TIME"))


@pytest.fixture(scope="module")
def default(cache_dir):
    return CoveringGrammar.load("en", cache_dir=cache_dir)


# Google's training data (google-tsv-sample/train_10000.txt, proteno-en) and their
# extensions in the same style.
GOLDEN = [
    ("3:00 pm", "three p m"),
    ("3:00 am", "three a m"),
    ("8 a.m.", "eight a m"),
    ("09:45", "nine forty five"),
    ("4pm", "four p m"),
    ("7:30 pm", "seven thirty p m"),
    ("7:05", "seven o five"),
    ("8 AM", "eight a m"),
    ("8 PM", "eight p m"),
    ("8am", "eight a m"),
    ("8pm", "eight p m"),
    ("8 p.m.", "eight p m"),
    ("8 P.M.", "eight p m"),
    ("10.30pm", "ten thirty p m"),
    ("12:45 a.m.", "twelve forty five a m"),
    ("14:00", "fourteen hundred"),
    ("13:00", "thirteen hundred"),
    ("13:00", "thirteen hundred hours"),
    ("3:00", "three"),
    ("0:00", "zero"),                 # hour 0 keeps its bare reading ("GMT 0:00")
    ("0:00", "zero hundred"),
    ("23:59", "twenty three fifty nine"),
    ("24:00", "twenty four hundred"),
    ("07:00", "o seven hundred"),
    ("09:00", "nine hundred"),
    ("10:30:15", "ten thirty fifteen"),
    ("1:05:30", "one hour five minutes and thirty seconds"),
    ("8 pm EST", "eight p m e s t"),
    ("14:30 UTC", "fourteen thirty u t c"),
    # UTC offsets ("convert 23:30 from GMT +4:30 to GMT -2:00")
    ("+4:30", "plus four thirty"),
    ("-2:00", "minus two"),
    ("-02:00", "minus two"),
    ("+05:30", "plus five thirty"),
    ("\u22123:00", "minus three"),
    ("UTC+8", "u t c plus eight"),
    ("GMT-5:30", "g m t minus five thirty"),
    ("UTC+05:00", "u t c plus five"),
    ("GMT+14", "g m t plus fourteen"),
]


@pytest.mark.parametrize(("token", "only"), [
    ("13:00", {"thirteen hundred", "thirteen hundred hours"}),
    ("9:00", {"nine"}),               # a one-digit hour is a 12-hour clock: no "nine hundred"
    ("10:00", {"ten", "ten hundred", "ten hundred hours"}),
    ("-2:00", {"minus two"}),
    ("+4:30", {"plus four thirty"}),
    ("UTC+8", {"u t c plus eight"}),
])
def test_exact_readings(grammar, token, only):
    assert set(grammar.readings(token, 20)) == only


@pytest.mark.parametrize(("token", "gold"), GOLDEN)
def test_golden_reading_is_licensed(grammar, token, gold):
    assert grammar.licenses(token, gold), (token, grammar.readings(token, 8))
    assert grammar.semiotic_class(token) == "TIME"


@pytest.mark.parametrize(("token", "best"), [
    ("3:00 pm", "three p m"), ("09:45", "nine forty five"), ("7:30 pm", "seven thirty p m"),
    ("7:05", "seven o five"), ("8 a.m.", "eight a m"),
])
def test_kestrel_reading_ranks_first(grammar, token, best):
    assert grammar.readings(token)[0] == best


@pytest.mark.parametrize(("token", "wrong"), [
    ("7:30 pm", "seven point three picometers"),
    ("8 AM", "eight nautical fourteen"),
    ("7:30 pm", "seven thirty a m"),
    ("7:05", "seven five"),
    ("8 pm", "eight picometers"),
    ("3:00 pm", "three p"),
    ("09:45", "o nine forty five"),
    ("14:00", "fourteen o o"),
    ("14:00", "fourteen"),            # a 24-hour time on the hour: "fourteen hundred", never bare
    ("13:00", "thirteen"),
    ("9:00", "nine hundred"),
    ("1:00", "one hundred hours"),
    ("-2:00", "minus two zero zero"),
    ("-2:00", "minus two hundred"),
    ("+4:30", "four thirty"),
    ("UTC+8", "u t c eight"),
])
def test_wrong_readings_are_not_licensed(grammar, token, wrong):
    assert not grammar.licenses(token, wrong)


@pytest.mark.parametrize("token", [
    "7:75", "25:00", "24:30", "7:5", "7:300", "13 pm", "0 am", "13:30 pm", "10.30", "12", "8 m", ":30",
    "8 pm XYZ", "8:00:60", "", "8  pm", "7:30\u00a0pm", "７:７５",
    "+8", "-2", "+15:00", "+4:75", "+-4:30", "UTC+15", "EST+5", "UTC+", "UTC 8", "+4:30 pm", "++4:30",
])
def test_invalid_times_do_not_match(grammar, token):
    assert not grammar.matches(token)
    assert grammar.readings(token) == [] and grammar.lattice(token) is None


def test_fullwidth_digits_read_as_their_ascii_digits(grammar):
    assert grammar.readings("７:３０") == grammar.readings("7:30") != []


def test_no_reading_contains_a_digit_or_a_missing_word(grammar):
    words = grammar.words()
    assert words and not any(ch.isdigit() for word in words for ch in word)
    assert {"a", "p", "m", "o", "hundred", "hours"} <= words
    assert not {"pm", "am", "o'clock", "oh"} & words  # not in the shipped decoder's vocabulary
    # "noon" and "midnight" are outside it too, but only a span names them ("noon–2 p.m."), and every
    # reading of such a span holds one: the grammar reads it alone (open vocabulary, forced_words)
    assert all(("noon" in r or "midnight" in r) for t in ("noon–2 p.m.", "9pm-midnight") for r in grammar.readings(t))
    assert not any("noon" in r for r in grammar.readings("12:00"))


def test_class_selection(default, everything, grammar):
    # the default keeps Sproat & Jaitly's MEASURE/MONEY grammar exactly
    assert default.classes == ("MEASURE", "MONEY")
    assert not default.matches("7:30 pm") and default.semiotic_class("8 pm") == "MEASURE"
    assert default.readings("8 pm")[0] == "eight picometers"
    # with TIME selected, a time token is a time (never picometers)
    assert everything.semiotic_class("8 pm") == "TIME" and everything.readings("8 pm") == ["eight p m"]
    assert everything.semiotic_class("10.30pm") == "TIME"
    assert everything.semiotic_class("5 km") == "MEASURE" and everything.semiotic_class("$5") == "MONEY"
    assert grammar.semiotic_class("5 km") is None and not grammar.matches("$5")
    assert everything.words() == default.words() | grammar.words()
    assert CoveringGrammar.load("en", classes="money,Measure").classes == ("MEASURE", "MONEY")


@pytest.mark.parametrize("classes", [("WEATHER",), (), "", ("TIME", "WEATHER"), 5])
def test_bad_class_selection_is_refused(classes):
    with pytest.raises(GrammarError, match="class"):
        CoveringGrammar.load("en", classes=classes)


def test_time_is_in_the_far(cache_dir):
    target = cache.build("en", cache_dir)
    compiled = cache.load("en", cache_dir)
    assert "TIME" in compiled.rules and "TIME" in compiled.rule_words
    assert compiled.path == target


@st.composite
def times(draw):
    """(written, hour, minute, suffix reading or None) for a valid clock time."""
    if draw(st.booleans()):
        hour = draw(st.integers(1, 12))
        suffix = draw(st.sampled_from(sorted(SUFFIXES)))
        minute = draw(st.one_of(st.none(), st.integers(0, 59)))
        written = str(hour) if minute is None else f"{hour}:{minute:02d}"
        written += draw(st.sampled_from(["", " "])) + suffix
        return written, hour, minute, SUFFIXES[suffix]
    hour = draw(st.integers(0, 23))
    minute = draw(st.integers(0, 59))
    lead = f"{hour:02d}" if draw(st.booleans()) else str(hour)
    return f"{lead}:{minute:02d}", hour, minute, None


@settings(max_examples=60, deadline=None)
@given(case=times())
def test_property_every_reading_reads_hour_and_minute(grammar, case):
    written, hour, minute, suffix = case
    readings = grammar.readings(written, limit=50)
    assert readings, written
    expected = spell(hour) + ("" if not minute else " " + spell_minutes(minute))
    if suffix is not None:
        expected += " " + suffix
    assert expected in readings or (minute == 0 and suffix is None and expected + " hundred" in readings), (
        written, readings)
    for reading in readings:
        assert WORDS_ONLY.fullmatch(reading), reading
        words = reading.split()
        hour_words = spell(hour).split()
        assert words[:len(hour_words)] == hour_words or words[1:1 + len(hour_words)] == hour_words, reading
        if minute:
            assert f" {spell_minutes(minute)}" in f" {reading}", reading
        if suffix is not None:
            assert reading.endswith(" " + suffix)


@settings(max_examples=60, deadline=None)
@given(hour=st.integers(0, 99), minute=st.integers(0, 99), sep=st.sampled_from([":", "."]),
       suffix=st.sampled_from(["", " pm", "am"]))
def test_property_out_of_range_times_do_not_match(grammar, hour, minute, sep, suffix):
    written = f"{hour}{sep}{minute:02d}{suffix}"
    valid_clock = (hour <= 23 or (hour == 24 and minute == 0)) and minute <= 59 and sep == ":"
    valid_twelve = 1 <= hour <= 12 and minute <= 59 and suffix
    assert grammar.matches(written) == bool((valid_clock and not suffix) or valid_twelve), written


def test_cli_show_reads_times_by_default(cache_dir):
    from click.testing import CliRunner

    from tnfst.grammar.cli import grammar as grammar_cli

    runner = CliRunner()
    result = runner.invoke(grammar_cli, ["show", "7:30 pm", "--cache-dir", str(cache_dir)])
    assert result.exit_code == 0 and result.output.splitlines()[0] == "seven thirty p m", result.output
    result = runner.invoke(grammar_cli, ["show", "8 pm", "--classes", "MEASURE", "--cache-dir", str(cache_dir)])
    assert result.exit_code == 0 and result.output.splitlines()[0] == "eight picometers"
    result = runner.invoke(grammar_cli, ["show", "7:30 pm", "--classes", "MEASURE,MONEY", "--cache-dir", str(cache_dir)])
    assert result.exit_code == 1
    result = runner.invoke(grammar_cli, ["show", "7:30 pm", "--classes", "WEATHER", "--cache-dir", str(cache_dir)])
    assert result.exit_code == 2 and "WEATHER" in result.output


@pytest.mark.parametrize(("token", "best"), [
    ("10:30-11:45am", "ten thirty to eleven forty five a m"),
    ("2-4pm", "two to four p m"),
    ("9am-5pm", "nine a m to five p m"),
    ("8:30am\u20135:00pm", "eight thirty a m to five p m"),
    ("10:30-11:45", "ten thirty to eleven forty five"),
    ("3-4 PM", "three to four p m"),
])
def test_time_span_reads_to(grammar, token, best):
    """A span of two times in one token: its dash is "to" (never "minus", a pause or unsaid),
    and ":00" with a suffix is not said ("five p m", never "five zero zero p m")."""
    assert grammar.readings(token)[0] == best
    assert not grammar.licenses(token, best.replace(" to ", " minus "))


@pytest.mark.parametrize("token", ["9-5", "1-2", "10-11", "2-4pm-6pm", "13-14pm", "9:75-10am"])
def test_bare_hour_spans_need_a_suffix(grammar, token):
    """A bare hour opens a span only before a time with its suffix: "9-5" is a score or a count."""
    assert grammar.readings(token) == []
