"""The DATE covering grammar: golden readings, invalid dates, and the property that a date
reads its own day, month and year (checked against readings written here, independently
of the grammar's lists)."""

from __future__ import annotations

import calendar

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import CoveringGrammar, cache, lists
from tnfst.grammars.en import date, numbers, rules
from tnfst.grammars.en.fst import acc

ONES = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
ORDINAL_ONES = "_ first second third fourth fifth sixth seventh eighth ninth".split()
ORDINAL_TEENS = ("tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth "
                 "eighteenth nineteenth").split()
ORDINAL_TENS = "_ _ twentieth thirtieth".split()
MONTHS = ("january february march april may june july august september october november "
          "december").split()
WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()


def spell(n: int) -> str:
    """Reference cardinal 1..99."""
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])


def spell_ordinal(n: int) -> str:
    """Reference ordinal 1..31."""
    if n < 10:
        return ORDINAL_ONES[n]
    if n < 20:
        return ORDINAL_TEENS[n - 10]
    return ORDINAL_TENS[n // 10] if n % 10 == 0 else f"{TENS[n // 10]} {ORDINAL_ONES[n % 10]}"


def spell_years(year: int) -> set[str]:
    """Every acceptable reading of a year 1000..2099 (Kestrel: pairs, "two thousand six")."""
    high, low = divmod(year, 100)
    pair = f"{spell(high)} " + ("hundred" if low == 0 else f"o {ONES[low]}" if low < 10 else spell(low))
    rest = year % 1000
    thousand = f"{spell(year // 1000)} thousand" + (f" {spell(rest)}" if 0 < rest < 100 else "")
    if rest == 0:
        return {thousand}
    if 2001 <= year <= 2009:
        return {thousand}
    if 1001 <= year <= 1009 or year >= 2010:
        return {pair, thousand}
    return {pair}


@pytest.fixture(scope="module")
def fst():
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + date.LISTS}
    nums = numbers.build(rules.number_lists(tables))
    # DATE's readings: its rule and the ISO dates built apart (rules.CLASS_PARTS: DATE_ISO)
    return pynini.union(date.build(nums, tables), date.build_iso(nums, tables)).optimize().arcsort("ilabel")


def readings(fst: pynini.Fst, token: str) -> list[str]:
    lattice = pynini.project(acc(token) @ fst, "output").rmepsilon()
    if lattice.start() < 0 or lattice.num_states() == 0:
        return []
    paths = pynini.shortestpath(lattice, nshortest=100, unique=True).paths(
        input_token_type="utf8", output_token_type="utf8")
    return [r for _, r, _ in sorted(paths.items(), key=lambda p: float(p[2]))]


# Google's data (google-tsv-sample, proteno-en) and the examples, best reading first.
GOLDEN = [
    ("3 June 2019", "the third of june twenty nineteen"),
    ("June 3, 2019", "june third twenty nineteen"),
    ("June 3", "june third"),
    ("3 June", "the third of june"),
    ("June 2019", "june twenty nineteen"),
    ("Jun. 3", "june third"),
    ("Dec. 9, 2014", "december ninth twenty fourteen"),
    ("February 19,1674", "february nineteenth sixteen seventy four"),  # the comma glued to the year
    ("June 3rd, 2019", "june third twenty nineteen"),
    ("2019-06-03", "the third of june twenty nineteen"),
    ("1978-07-27", "the twenty seventh of july nineteen seventy eight"),
    ("12/25/2010", "december twenty fifth twenty ten"),
    ("11/17/09", "november seventeenth o nine"),
    ("25-08-2015", "the twenty fifth of august twenty fifteen"),
    ("Monday 3 June 2019", "monday the third of june twenty nineteen"),
    ("Thursday 17 February 2011", "thursday the seventeenth of february twenty eleven"),
    ("Monday, June 3", "monday june third"),
    ("Sunday 1 March", "sunday the first of march"),
    ("24 April 350", "the twenty fourth of april three fifty"),
    ("1990", "nineteen ninety"),
    ("2006", "two thousand six"),
    ("2010", "twenty ten"),
    ("1900", "nineteen hundred"),
    ("1905", "nineteen o five"),
    ("1008", "one thousand eight"),
    ("1000", "one thousand"),
    ("1990s", "nineteen nineties"),
    ("1830s", "eighteen thirties"),
    ("2000s", "two thousands"),
    ("'90s", "nineties"),
    ("40's", "forties"),
    ("’60’s", "sixties"),
    ("26 October,", "the twenty sixth of october"),
    ("500 BC", "five hundred b c"),
    ("AD 79", "a d seventy nine"),
    ("2500 BC", "twenty five hundred b c"),
    ("2019/06/03", "the third of june twenty nineteen"),
    # written months in any case and between hyphens (everyday text, diaries, logs)
    ("Jan-21-2017", "january twenty first twenty seventeen"),
    ("21-Jan-2017", "the twenty first of january twenty seventeen"),
    ("JAN/21/17", "january twenty first seventeen"),
    ("21-jan-2017", "the twenty first of january twenty seventeen"),
    ("Jan-2017", "january twenty seventeen"),
    ("9th feb 2017", "the ninth of february twenty seventeen"),
    ("feb 9th, 2017", "february ninth twenty seventeen"),
    ("sept. 3", "september third"),
    ("APRIL 1", "april first"),
    ("OCT. 1", "october first"),
    ("JULY 4", "july fourth"),
    ("02.15.2017", "february fifteenth twenty seventeen"),  # month first: 15 is no month
]


@pytest.mark.parametrize("token,spoken", GOLDEN)
def test_golden_best_reading(fst, token, spoken):
    assert readings(fst, token)[0] == spoken


@pytest.mark.parametrize("token,spoken", [
    ("3 June 2019", "june third twenty nineteen"),         # the other style, licensed too
    ("June 3, 2019", "the third of june twenty nineteen"),
    ("2010", "two thousand ten"),
    ("5 December 1959", "five december nineteen fifty nine"),  # rare cardinal day in the data
    ("June 31, 1817", "june thirty first eighteen seventeen"),  # a written month is read as written
    ("03/04/2010", "march fourth twenty ten"),              # ambiguous: both orders
    ("03/04/2010", "the third of april twenty ten"),
    ("AD 79", "seventy nine a d"),
    ("1200 BC", "one thousand two hundred b c"),
    ("21-Jan-2017", "january twenty first twenty seventeen"),
    ("Jan-21-2017", "the twenty first of january twenty seventeen"),
    ("05/02/2017", "may second twenty seventeen"),           # ambiguous: both orders
    ("05/02/2017", "the fifth of february twenty seventeen"),
    ("02.15.2017", "the fifteenth of february twenty seventeen"),
    ("APRIL 1", "the first of april"),
])
def test_other_licensed_readings(fst, token, spoken):
    assert spoken in readings(fst, token)


@pytest.mark.parametrize("token", [
    "13/13/2010", "31/02/2010", "30/02/2010", "04/31/2010", "2010-13-01", "2010-02-30", "32 June",
    "June 32", "0 June", "June 0", "1.2.10", "3-4-10", "12", "3099", "999", "Thursday", "June",
    "June 3,20", "June 3,201", "3June 2019", "1995s", "'95s", "2019-6-3x",
    "Feb-30-2017", "Jan21-2017", "Jan-32", "32-Jan", "Feb-30", "Jan-32-2017", "Foo-21-2017", "Jan--21-2017",
    "Jan-21-2017-", "Jan.-21", "mar", "may", "jan", "Jan", "Ja-21-2017",
])
def test_not_a_date(fst, token):
    assert readings(fst, token) == []


@pytest.mark.parametrize("token", ["3 June 2012", "June 3, 2012", "12/25/2012", "25-08-2015", "2015-08-25",
                                   "June 2012", "21-Jan-2017", "9th feb 2017", "Jan-2017"])
def test_a_date_reads_2010_to_2099_as_twenty(fst, token):
    """In the training data "two thousand twelve" is said of bare year tokens only, never of
    the year of a date with a month (2,800 such dates say "twenty twelve")."""
    found = readings(fst, token)
    assert found and not any("thousand" in r for r in found), (token, found)


def test_a_bare_year_keeps_two_thousand(fst):
    assert set(readings(fst, "2012")) == {"twenty twelve", "two thousand twelve"}
    assert readings(fst, "3 June 2009")[0] == "the third of june two thousand nine"


@pytest.mark.parametrize("token", ["9 feb", "19 FEB 2017", "5 december 1959", "9 FEBRUARY"])
def test_a_cardinal_day_only_with_a_listed_month(fst, token):
    """"5 December 1959" -> "five december ..." is in the data; a month in another case never is,
    and the reader took "9 feb" for "nine february"."""
    found = readings(fst, token)
    assert found and all(r.startswith(("the ", "february ", "december ")) for r in found), (token, found)


def test_no_digits_or_capitals_in_readings(fst):
    for token, _ in GOLDEN:
        for reading in readings(fst, token):
            assert reading == reading.lower() and not any(c.isdigit() for c in reading), (token, reading)
            assert "  " not in reading and reading == reading.strip()


def _allowed(interpretations, year, weekday):
    """Every acceptable reading of a date: (month, day) interpretations, a year, a weekday."""
    if year is None:
        years = {""}
    elif isinstance(year, str):  # two digits
        n = int(year)
        years = {" " + ("o o" if n == 0 else f"o {ONES[n]}" if n < 10 else spell(n))}
    else:
        years = {" " + y for y in spell_years(year)}
    prefix = f"{WEEKDAYS[weekday]} " if weekday is not None else ""
    out = set()
    for month, day in interpretations:
        name = MONTHS[month - 1]
        for core in (f"the {spell_ordinal(day)} of {name}", f"{name} {spell_ordinal(day)}",
                     f"{spell(day)} {name}"):
            out |= {prefix + core + y for y in years}
    return out


FORMS = ["D Month Y", "Month D, Y", "D Mon Y", "Mon. D, Y", "W D Month Y", "W, Month D", "Month D",
         "D Month", "Month Dth, Y", "M/D/Y", "D/M/Y", "D-M-Y", "D.M.Y", "M/D/YY", "ISO", "Y/M/D", "MONTH D",
         "Mon-D-Y", "D-MON-Y", "D/Mon/YY", "Dth mon Y", "MON. D"]


@settings(max_examples=150, deadline=None)
@given(year=st.integers(1000, 2099), month=st.integers(1, 12), data=st.data(),
       form=st.sampled_from(FORMS), weekday=st.integers(0, 6))
def test_a_date_reads_its_own_day_month_and_year(fst, year, month, data, form, weekday):
    day = data.draw(st.integers(1, calendar.monthrange(2000, month)[1]), label="day")
    name = calendar.month_name[month]
    abbr = calendar.month_abbr[month]
    wname = calendar.day_name[weekday]
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10 if day not in (11, 12, 13) else 0, "th")
    token, said_year, said_weekday = {
        "D Month Y": (f"{day} {name} {year}", year, None),
        "Month D, Y": (f"{name} {day}, {year}", year, None),
        "D Mon Y": (f"{day} {abbr} {year}", year, None),
        "Mon. D, Y": (f"{abbr}{'.' if abbr != name else ''} {day}, {year}", year, None),  # never "May."
        "W D Month Y": (f"{wname} {day} {name} {year}", year, weekday),
        "W, Month D": (f"{wname}, {name} {day}", None, weekday),
        "Month D": (f"{name} {day}", None, None),
        "D Month": (f"{day:02d} {name}", None, None),
        "Month Dth, Y": (f"{name} {day}{suffix}, {year}", year, None),
        "M/D/Y": (f"{month}/{day}/{year}", year, None),
        "D/M/Y": (f"{day:02d}/{month:02d}/{year}", year, None),
        "D-M-Y": (f"{day}-{month}-{year}", year, None),
        "D.M.Y": (f"{day:02d}.{month:02d}.{year}", year, None),
        "M/D/YY": (f"{month}/{day}/{year % 100:02d}", f"{year % 100:02d}", None),
        "ISO": (f"{year}-{month:02d}-{day:02d}", year, None),
        "Y/M/D": (f"{year}/{month}/{day}", year, None),
        "MONTH D": (f"{name.upper()} {day}", None, None),
        "Mon-D-Y": (f"{abbr}-{day}-{year}", year, None),
        "D-MON-Y": (f"{day:02d}-{abbr.upper()}-{year}", year, None),
        "D/Mon/YY": (f"{day}/{abbr}/{year % 100:02d}", f"{year % 100:02d}", None),
        "Dth mon Y": (f"{day}{suffix} {abbr.lower()} {year}", year, None),
        "MON. D": (f"{abbr.upper()}{'.' if abbr != name else ''} {day}", None, None),
    }[form]
    interpretations = {(month, day)}
    if "/" in token or "-" in token[1:4] or "." in token[:3]:  # numeric D/M/Y or M/D/Y: both orders when valid
        if form not in ("ISO", "Y/M/D") and day <= 12 and month <= calendar.monthrange(2000, day)[1]:
            interpretations.add((day, month))
    found = readings(fst, token)
    assert found, token
    allowed = _allowed(interpretations, said_year, said_weekday)
    stray = [r for r in found if r not in allowed]
    assert not stray, (token, stray)
    # and the usual reading of its own interpretation is licensed
    assert _allowed({(month, day)}, said_year, said_weekday) & set(found), (token, found)


@settings(max_examples=50, deadline=None)
@given(year=st.integers(1000, 2099))
def test_a_year_reads_itself(fst, year):
    assert set(readings(fst, str(year))) == spell_years(year)


def test_year_readings_rejects_out_of_range():
    with pytest.raises(ValueError):
        date.year_readings(10000, {n: spell(n) for n in range(1, 100)})


def test_month_list_must_name_every_month(tmp_path):
    folder = cache.grammar_dir("en")
    spec = date.LISTS[0]
    text = (folder / spec.path).read_text(encoding="utf-8")
    broken = tmp_path / "month.tsv"
    broken.write_text("\n".join(line for line in text.splitlines() if not line.startswith("Jun")) + "\n",
                      encoding="utf-8")
    with pytest.raises(ValueError, match="month"):
        date._months(lists.read_table(broken, spec))


def test_generated_lists_are_current():
    pytest.importorskip("babel")
    from training.grammar_lists import make_date_lists

    assert make_date_lists.main(["--check"]) == 0


@pytest.mark.slow
def test_covering_grammar_licenses_dates():
    grammar = CoveringGrammar.load("en", classes=("DATE",))
    assert grammar.licenses("Monday 3 June 2019", "monday the third of june twenty nineteen")
    assert not grammar.licenses("Monday 3 June 2019", "november third twenty nineteen")
    assert grammar.semiotic_class("12/25/2010") == "DATE"


@pytest.mark.parametrize("sentence,token,spoken", [
    ("The meeting is on Monday 3 June 2019.", "Monday 3 June 2019", "monday the third of june twenty nineteen"),
    ("It happened on 12/25/2010.", "12/25/2010", "december twenty fifth twenty ten"),
    ("on Sunday, March 1", "March 1", "march first"),
    ("in the 1990s", "1990s", "nineteen nineties"),
    ("in the '90s, when", "'90s", "nineties"),
    ("Sept. 3, 2019, was", "Sept. 3, 2019", "september third twenty nineteen"),
    ("Born 3rd June 2019, he", "3rd June 2019", "the third of june twenty nineteen"),
    ("Due 02.15.2017.", "02.15.2017", "february fifteenth twenty seventeen"),
    ("(2019-06-03)", "2019-06-03", "the third of june twenty nineteen"),
    ("on 9th feb 2017", "9th feb 2017", "the ninth of february twenty seventeen"),
    ("repeat on Jan-21-2017", "Jan-21-2017", "january twenty first twenty seventeen"),
    ("filed 21-Jan-2017.", "21-Jan-2017", "the twenty first of january twenty seventeen"),
    ("APRIL 1.--This day we went.", "APRIL 1", "april first"),
    ("OCT. 1.--I came home.", "OCT. 1", "october first"),
    ("JULY 4.", "JULY 4", "july fourth"),
    ("since feb 2017 we", "feb 2017", "february twenty seventeen"),
])
def test_raw_sentences_give_the_tokens_the_grammar_reads(fst, sentence, token, spoken):
    from tnfst.tokenize import tokenize

    tokens = [span.text for span in tokenize(sentence)]
    assert token in tokens
    assert spoken in readings(fst, token)


@pytest.mark.parametrize("token, reading", [
    ("May 3-5, 2025", "may third to fifth twenty twenty five"),
    ("3-5 May 2025", "the third to the fifth of may twenty twenty five"),
    ("March 30-31", "march thirtieth to thirty first"),
])
def test_day_ranges(token, reading):
    from tnfst.grammar.covering import CoveringGrammar

    assert reading in CoveringGrammar.load(classes="all").readings(token)
