"""DATE: dates, years and decades read in the Google (Kestrel) style.

Forms and readings (D a day 1-31, "3", "03" or "3rd"; M a month of date/month.tsv:
"June", "june", "JUNE", "Jun", "Jun."; W a weekday of date/weekday.tsv; Y a year;
"|" separates licensed readings, best first):

  D M Y        "3 June 2019"     "the third of june twenty nineteen" | "june third twenty nineteen"
  M D, Y       "June 3, 2019"    "june third twenty nineteen" | "the third of june twenty nineteen"
  D M, M D     "3 June", "Jun. 3"  the same without the year ("M D Y", "D M, Y" match too;
               the comma may be glued to a year of four digits: "February 19,1674")
  W ...        "Monday 3 June 2019", "Monday, June 3"
                                 "monday the third of june twenty nineteen", "monday june third"
  M Y          "June 2019"       "june twenty nineteen" (four-digit years only: "June 3" is a day)
  M/D/Y        "12/25/2010", "11/17/09"
                                 "december twenty fifth twenty ten" | "the twenty fifth of december ...";
                                 "november seventeenth o nine"
  D/M/Y        "25/12/2010", "25-08-2015", "25.12.2010"
                                 "the twenty fifth of december twenty ten" | "december twenty fifth ..."
               (an ambiguous "03/04/2010" licenses both "march fourth ..." and "the third of april ...";
               with "-" and "." the year has four digits: "1.2.10" is a version number, not a date)
  Mon-D-Y      "Jan-21-2017", "JAN/21/17"
                                 "january twenty first twenty seventeen" | "the twenty first of ..."
  D-Mon-Y      "21-Jan-2017", "21/jan/2017"
                                 "the twenty first of january twenty seventeen" | "january twenty ..."
  Mon-Y        "Jan-2017"        "january twenty seventeen"
  Mon-D, D-Mon "Jan-15", "15-Jan"  "january fifteenth" | "the fifteenth of january" (the order
               written first; a day of the month only, no year)
               (a written month between "-" or "/": days of the month only, four- or two-digit years)
  Y-M-D        "2019-06-03"      "the third of june twenty nineteen" | "june third twenty nineteen"
               (also "2019/06/03", "2019.06.03", "2019-6-3")
  Y            "1990" "nineteen ninety", "2006" "two thousand six", "2010" "twenty ten" | "two thousand
               ten", "1900" "nineteen hundred", "1905" "nineteen o five", "1008" "one thousand eight" |
               "ten o eight": plain tokens 1000-2099; inside a date also 100-999 ("24 April 350" ->
               "... three fifty" | "... three hundred fifty")
  decades      "1990s" "nineteen nineties", "1900s" "nineteen hundreds", "2000s" "two thousands",
               "1990's"; "'90s", "’90s", "90s" "nineties"; a range of two, its dash read "to":
               "1960s-80s" "nineteen sixties to eighties", "'60s-'70s" "sixties to seventies"
  eras         "500 BC" "five hundred b c", "AD 79" "a d seventy nine" | "seventy nine a d",
               "2500 BC" "twenty five hundred b c" | "two thousand five hundred b c", "79 CE"
               (date/era.tsv; any year 1-99,999, as a year or a cardinal)

A year 2010-2099 inside a date with a month is read "twenty twelve" only; alone it is also
"two thousand twelve" (the training data says "two thousand twelve" of bare years only).
Months are read in any case ("APRIL 1", "OCT. 1", "9th feb 2017"): the tokenizer forms such
tokens only where a day or year makes them a date (lowercase "mar", "jan" are words otherwise).

Every reading says the token's own day, month and year. Month 13 and day 32 never match.
A numeric date matches only days its month has ("31/04/2010" and "30/02/2010" do not
match, which also prunes the wrong order of an ambiguous "04/31/2010"); February 29
matches in any year (leap years are not checked). A date with a written month is read
as written whatever its day 1-31 ("June 31, 1817" -> "june thirty first eighteen
seventeen", as in the Google data). "D M" dates also license the rare cardinal day
("5 December 1959" -> "five december nineteen fifty nine", seen in the Google data). Readings that the Google data never
shows ("twenty o five" for 2005, "one thousand nine hundred ninety") are not licensed.

Known limitations: no year ranges ("1998-99"), no "the 3rd of June" (the tokenizer keeps
"the"/"of" apart), no ordinal-word days ("June first"), no weekday alone, year-first
dates (Y-M-D) only with years 1000-2099, two-digit years only in M/D/Y and D/M/Y with
"/", and no centuries' guesses for them ("11/17/09" is "o nine", never "two thousand nine").
"""

from __future__ import annotations

import string
from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import ordinal
from tnfst.grammars.en.fst import acc, chars, cross, delete, drop, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

_KINDS = frozenset({"wide", "abbr"})
LISTS = (
    ListSpec("date/month.tsv", 5, (4,), ((3, _KINDS),)),
    ListSpec("date/weekday.tsv", 3, (2,), ((1, _KINDS),)),
    ListSpec("date/decade.tsv", 2, (0, 1)),
    ListSpec("date/era.tsv", 3, (1,), ((2, frozenset({"prefix", "suffix", "both"})),)),
) + ordinal.LISTS

#: Cost of the other style's reading ("june third" for "3 June", "the third of june" for "June 3").
OTHER_ORDER_COST = 1.0
#: Cost of a day read as a cardinal ("5 December 1959" -> "five december nineteen fifty nine", rare).
CARDINAL_DAY_COST = 2.0
#: Cost of a numeric date's less usual order ("/": day first; "-" and ".": month first).
NUMERIC_ORDER_COST = 0.25
#: Cost of a numeric date read in its order's less usual style.
NUMERIC_STYLE_COST = 0.5
#: Cost of a year's less usual reading ("two thousand ten", "three hundred fifty", "ten o eight").
YEAR_VARIANT_COST = 0.5
#: Cost of a plain cardinal for the year of an era ("1200 BC" -> "one thousand two hundred b c").
ERA_CARDINAL_COST = 0.5
#: Cost of an era written before its year read after it ("AD 79" -> "seventy nine a d").
ERA_MOVED_COST = 1.0
#: Plain four-digit tokens read as years.
PLAIN_YEARS = (1000, 2099)
#: Years of ISO dates (Y-M-D), whose size grows with their number (see build()).
ISO_YEARS = PLAIN_YEARS
#: Three-digit years, inside a date or with an era only.
SHORT_YEARS = (100, 999)


def _readings(fst: pynini.Fst, text: str) -> list[str]:
    """Every reading of `text` under `fst`, best first."""
    lattice = pynini.project(acc(text) @ fst, "output").rmepsilon()
    if lattice.start() < 0:
        return []
    paths = pynini.shortestpath(lattice, nshortest=50, unique=True).paths(input_token_type="utf8", output_token_type="utf8")
    return [reading for _, reading, _ in sorted(paths.items(), key=lambda p: float(p[2]))]


def _number_words(nums: Numbers) -> dict[int, str]:
    """{1..99: cardinal words}, from the number lists."""
    return {n: _readings(nums.one_to_99, str(n))[0] for n in range(1, 100)}


def year_readings(year: int, words: Mapping[int, str], in_date: bool = False) -> list[tuple[str, float]]:
    """Kestrel readings of a year 100..9999 as (reading, cost), best first.

    "1990" "nineteen ninety", "1905" "nineteen o five", "1900" "nineteen hundred", "2006"
    "two thousand six", "2012" "twenty twelve" | "two thousand twelve", "1008" "one thousand
    eight" | "ten o eight", "350" "three fifty" | "three hundred fifty", "2500" "twenty five
    hundred" (as in "2500 BC").

    Args:
        year: 100 <= year <= 9999.
        words: cardinal words of 1..99.
        in_date: the year of a date with a month ("3 June 2012", "12/25/2012", "June 2012"):
            2010-2099 only "twenty twelve". In the training data (proteno, google-tsv-sample)
            "two thousand twelve" is said of bare year tokens only (~1% of them), never in the
            2,800 dates with a month and a year 2010-2019.
    """
    if not 100 <= year <= 9999:
        raise ValueError(f"years are read 100..9999 here, got {year}")
    high, low = divmod(year, 100)
    tail = "hundred" if low == 0 else (f"o {words[low]}" if low < 10 else words[low])
    pair = f"{words[high]} {tail}"
    if year < 1000:
        cardinal = f"{words[high]} hundred" + (f" {words[low]}" if low else "")
        return [(pair, 0.0)] + ([(cardinal, YEAR_VARIANT_COST)] if cardinal != pair else [])
    thousands, rest = divmod(year, 1000)
    thousand = f"{words[thousands]} thousand" + (f" {words[rest]}" if 0 < rest < 100 else "")
    if rest == 0:                      # 1000, 2000
        return [(thousand, 0.0)]
    if 2001 <= year <= 2009:
        return [(thousand, 0.0)]
    if rest < 10:                      # 1008, 3005
        return [(thousand, 0.0), (pair, YEAR_VARIANT_COST)]
    if rest < 100 and year >= 2010:    # 2012, 3030
        return [(pair, 0.0)] + ([] if in_date else [(thousand, YEAR_VARIANT_COST)])
    return [(pair, 0.0)]


def _year_fst(years: range, words: Mapping[int, str], nums: Numbers, in_date: bool = False) -> pynini.Fst:
    """The readings of `year_readings` for `years` (three digits, or four within 1000-2099;
    `in_date`: as the year of a date with a month).

    Built by centuries, each sharing one transducer of the last two digits (made from
    `nums.one_to_99`), so that the result stays small: a union of one path per year is
    several times larger, and ISO dates repeat this transducer once per month and day."""
    if not years or years.step != 1:
        raise ValueError(f"years must be a non-empty range with step 1, got {years!r}")
    digit = chars("123456789") @ nums.one_to_99
    two_digits = (chars("123456789") + chars("0123456789")) @ nums.one_to_99
    tails = {
        # "00" -> "hundred", "05" -> "o five", "45" -> "forty five"
        "pair": union([cross("00", " hundred"), delete("0") + insert(" o ") + digit, insert(" ") + two_digits]),
        # "00" -> "", "05" -> "five", "45" -> "forty five"
        "thousand": union([delete("00"), delete("0") + insert(" ") + digit, insert(" ") + two_digits]),
    }
    forms = []
    for century in range(years.start // 100, (years.stop - 1) // 100 + 1):
        low, high = max(years.start, century * 100), min(years.stop - 1, century * 100 + 99)
        cases = {}  # (style, cost) -> last two digits it reads
        for year in range(low, high + 1):
            for reading, cost in year_readings(year, words, in_date):
                if "thousand" in reading:
                    style = "thousand"   # "two thousand six"
                elif year < 1000 and reading != year_readings(year, words)[0][0]:
                    style = "hundred"    # "three hundred fifty" (the pair "three fifty" comes first)
                else:
                    style = "pair"       # "nineteen o five", "three fifty"
                cases.setdefault((style, cost), []).append(year % 100)
        heads = {"pair": words[century], "thousand": f"{words.get(century // 10)} thousand",
                 "hundred": f"{words[century]} hundred"}
        for (style, cost), lasts in cases.items():
            head = heads[style]
            allowed = union(acc(f"{n:02d}") for n in lasts)
            tail = tails["thousand" if style == "hundred" else style]
            forms.append(weighted(cross(f"{century}", head) + (allowed @ tail).optimize(), cost))
    return union(forms).optimize()


def _two_digit_years(words: Mapping[int, str]) -> pynini.Fst:
    """"09" -> "o nine", "00" -> "o o", "99" -> "ninety nine" (as Kestrel reads "11/17/09")."""
    return union(
        [cross("00", "o o")]
        + [cross(f"0{n}", f"o {words[n]}") for n in range(1, 10)]
        + [cross(str(n), words[n]) for n in range(10, 100)]
    ).optimize()


def _cased(written: str, abbreviation: bool, all_cases: bool = True) -> list[str]:
    """"Jun" -> Jun, jun, JUN, Jun., jun., JUN. (abbreviations may take a period; without
    `all_cases` only the listed form: Jun, Jun.)."""
    forms = list(dict.fromkeys([written, written.lower(), written.upper()] if all_cases else [written]))
    return forms + [form + "." for form in forms] if abbreviation else forms


def _months(table: Table, all_cases: bool = True) -> dict[int, tuple[pynini.Fst, str, int]]:
    """{month number: (acceptor of its written forms, spoken name, days)}; without `all_cases`
    only the forms as listed ("June", "Jun", "Jun.")."""
    forms: dict[int, list[str]] = {}
    info: dict[int, tuple[str, int]] = {}
    for written, number, days, kind, spoken in table.rows:
        if number not in {str(n) for n in range(1, 13)}:
            raise ValueError(f"{table.path}: month number must be 1..12, got {number!r} for {written!r}")
        if days not in {"28", "29", "30", "31"}:
            raise ValueError(f"{table.path}: days must be 28..31, got {days!r} for {written!r}")
        month = int(number)
        name = spoken[0]
        if month in info and info[month] != (name, int(days)):
            raise ValueError(f"{table.path}: month {month} has two names or lengths ({written!r})")
        info[month] = (name, int(days))
        forms.setdefault(month, []).extend(_cased(written, kind == "abbr", all_cases))
    missing = sorted(set(range(1, 13)) - set(info))
    if missing:
        raise ValueError(f"{table.path}: no row for month(s) {missing}")
    return {m: (union(acc(f) for f in dict.fromkeys(forms[m])).optimize(), *info[m]) for m in range(1, 13)}


def _weekday(table: Table) -> pynini.Fst:
    """"Monday" | "Mon." | "MONDAY" ... -> "monday"."""
    return union(
        cross(form, spoken[0])
        for written, kind, spoken in table.rows for form in _cased(written, kind == "abbr")
    ).optimize()


def _days(ordinals: Mapping[int, str], last: int, suffixes: Mapping[int, list[str]]) -> pynini.Fst:
    """Days 1..last ("3", "03", and with `suffixes` "3rd", "3RD") -> "third"."""
    forms = []
    for day in range(1, last + 1):
        written = [str(day)] + ([f"0{day}"] if day < 10 else [])
        written += [str(day) + suffix for suffix in suffixes.get(day, [])]
        forms += [cross(w, ordinals[day]) for w in written]
    return union(forms).optimize()


def _decades(words: Mapping[int, str], table: Table) -> pynini.Fst:
    """"1990s" / "1990's" -> "nineteen nineties", "'90s" / "90's" -> "nineties" (last word made
    plural by date/decade.tsv)."""
    plural = {word: plurals for words_, plurals in table.rows for word in words_}

    def pluralize(reading: str) -> list[str]:
        *head, last = reading.split(" ")
        return [" ".join(head + [p]) for p in plural.get(last, ())]

    forms = []
    for year in range(PLAIN_YEARS[0] + 10, PLAIN_YEARS[1] + 1, 10):
        if year % 1000 == 0 and year != 2000:
            continue  # "1000s" is "thousands of", not a decade
        for reading, cost in year_readings(year, words):
            for spoken in pluralize(reading):
                forms += [weighted(cross(f"{year}{s}", spoken), cost) for s in ("s", "'s", "’s")]
    short = []
    for tens in range(20, 100, 10):
        for spoken in pluralize(words[tens]):
            short += [cross(f"{mark}{tens}{s}", spoken) for mark in ("'", "’", "") for s in ("s", "'s", "’s")]
    decade = union(forms + short).optimize()
    # a range of decades, its dash said "to": "1960s-80s" -> "nineteen sixties to eighties",
    # "1960s-1980s", "'60s-'70s", "1920s–30s" (each end read as it is read alone)
    to = union([cross("-", " to "), cross("–", " to ")])
    return union([decade, decade + to + decade]).optimize()


def _eras(nums: Numbers, year: pynini.Fst, table: Table) -> pynini.Fst:
    """"500 BC" -> "five hundred b c", "AD 79" -> "a d seventy nine" (date/era.tsv)."""
    digits = chars("0123456789")
    plain = chars("123456789") + pynini.closure(digits, 0, 4)
    grouped = chars("123456789") + pynini.closure(digits, 0, 1) + acc(",") + digits + digits + digits
    number = union([year, weighted((union([plain, grouped]) @ nums.cardinal), ERA_CARDINAL_COST)])
    after = union(cross(w, s) for w, spoken, where in table.rows if where != "prefix" for s in spoken)
    before = [(w, s) for w, spoken, where in table.rows if where != "suffix" for s in spoken]
    space = union([cross(" ", " "), insert(" ")])
    return union([
        number + space + after,
        union(cross(w, s) for w, s in before) + space + number,                       # "a d seventy nine"
        weighted(union(delete(w) + pynini.closure(delete(" "), 0, 1) + number + insert(f" {s}")
                       for w, s in before), ERA_MOVED_COST),                          # "seventy nine a d"
    ]).optimize()


def _day_parts(nums: Numbers, tables: Mapping[str, Table]):
    """(number words, ordinal word of each day 1-31, ordinal suffixes of each day, months): what
    every day-and-month rule reads."""
    words = _number_words(nums)
    ordinal_fst = ordinal.ordinal_words(nums, tables)
    ordinals = {day: _readings(ordinal_fst, str(day))[0] for day in range(1, 32)}
    suffix_rows = tables["ordinal/suffix.tsv"].rows
    suffixes = {day: [w for w, s in suffix_rows if s == ordinal.suffix_of(day)] for day in range(1, 32)}
    return words, ordinals, suffixes, _months(tables["date/month.tsv"])


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The DATE transducer: written date token -> spoken readings (see the module docstring)."""
    words, ordinals, suffixes, months = _day_parts(nums, tables)
    weekday = _weekday(tables["date/weekday.tsv"])

    years4 = _year_fst(range(PLAIN_YEARS[0], PLAIN_YEARS[1] + 1), words, nums)            # a bare year
    dated4 = _year_fst(range(PLAIN_YEARS[0], PLAIN_YEARS[1] + 1), words, nums, in_date=True)  # in a date
    years3 = _year_fst(range(SHORT_YEARS[0], SHORT_YEARS[1] + 1), words, nums)
    years2 = _two_digit_years(words)
    space = cross(" ", " ")

    # written day and month: "3 June", "June 3", "Jun. 3rd"; any day 1-31 (a written month is
    # read as written: "June 31, 1817" -> "june thirty first eighteen seventeen")
    day = _days(ordinals, 31, suffixes)
    cardinal_day = union(cross(w, words[d]) for d in range(1, 32) for w in {str(d), f"{d:02d}"}).optimize()
    # the rare cardinal day only with a month as listed ("5 December 1959", "8 Jan 2005", as in the
    # data); never "9 feb" -> "nine february" (no lowercase or capital month in the data)
    listed = _months(tables["date/month.tsv"], all_cases=False)
    day_month = []
    cardinal_day_month = []  # "5 December": never after a weekday ("Fri 14 Jun" is "friday the fourteenth")
    month_year = []
    numeric = []
    compact = []
    # a range of days, its dash glued or spaced ("3-5 May", "12 – 15 May", "May 12 – 15": the
    # tokenizer joins a spaced one only between a day and a date)
    dash = union([cross("-", " to "), cross("–", " to "), cross(" - ", " to "), cross(" – ", " to "), acc(" to ")])
    for month, (written, name, last) in months.items():
        the_day_of = insert("the ") + day + insert(f" of {name}")
        day_first = insert(f"{name} ") + day
        day_month += [
            the_day_of + delete(" ") + drop(written),
            weighted(day_first + delete(" ") + drop(written), OTHER_ORDER_COST),
            drop(written) + insert(f"{name} ") + delete(" ") + day,
            weighted(drop(written) + delete(" ") + the_day_of, OTHER_ORDER_COST),
            # a range of days: "May 3-5" -> "may third to fifth", "3-5 May" -> "the third to the fifth of may"
            drop(written) + insert(f"{name} ") + delete(" ") + day + dash + day,
            insert("the ") + day + dash + insert("the ") + day + insert(f" of {name}") + delete(" ") + drop(written),
            weighted(day_first + dash + day + delete(" ") + drop(written), OTHER_ORDER_COST),
        ]
        cardinal_day_month.append(
            weighted(cardinal_day + insert(f" {name}") + delete(" ") + drop(listed[month][0]), CARDINAL_DAY_COST))
        month_year.append(drop(written) + insert(name) + space + dated4)
        # numeric: month 3 | 03, day without suffix
        number = union([acc(str(month))] + ([acc(f"0{month}")] if month < 10 else []))
        plain_day = _days(ordinals, last, {})
        the_plain = insert("the ") + plain_day + insert(f" of {name}")
        plain_first = insert(f"{name} ") + plain_day
        # compact, a written month between hyphens or slashes: "Jan-21-2017", "21-Jan-2017",
        # "21/JAN/17", "Jan-2017"; the order written is the order said first
        for sep in ("-", "/"):
            cut = delete(sep) + insert(" ")
            tail = delete(sep) + insert(" ") + union([dated4, years2])
            compact += [
                drop(written) + delete(sep) + plain_first + tail,
                weighted(drop(written) + delete(sep) + the_plain + tail, OTHER_ORDER_COST),
                the_plain + delete(sep) + drop(written) + tail,
                weighted(plain_first + delete(sep) + drop(written) + tail, OTHER_ORDER_COST),
                drop(written) + insert(name) + cut + dated4,
            ]
        # a written month and a day joined by a dash, no year ("Jan-15" -> "january fifteenth",
        # "15-Jan" -> "the fifteenth of january"): the day-month cell of a timetable or a form
        # (the month without a period: "Jan.-21" is no such cell)
        bare = (written @ pynini.closure(chars(string.ascii_letters), 1)).optimize()
        compact += [
            drop(bare) + delete("-") + plain_first,
            weighted(drop(bare) + delete("-") + the_plain, OTHER_ORDER_COST),
            the_plain + delete("-") + drop(bare),
            weighted(plain_first + delete("-") + drop(bare), OTHER_ORDER_COST),
        ]
        for sep in ("/", "-", "."):
            year = union([dated4, years2]) if sep == "/" else dated4
            month_first_cost, day_first_cost = (0.0, NUMERIC_ORDER_COST) if sep == "/" else (NUMERIC_ORDER_COST, 0.0)
            tail = delete(sep) + insert(" ") + year
            numeric += [
                weighted(drop(number) + delete(sep) + plain_first + tail, month_first_cost),
                weighted(drop(number) + delete(sep) + the_plain + tail, month_first_cost + NUMERIC_STYLE_COST),
                weighted(the_plain + delete(sep) + drop(number) + tail, day_first_cost),
                weighted(plain_first + delete(sep) + drop(number) + tail, day_first_cost + NUMERIC_STYLE_COST),
            ]
    day_month_fst = union(day_month).optimize()
    cardinal_day_fst = union(cardinal_day_month).optimize()
    # the year after its comma, spaced or glued to it ("February 19, 1674", "February 19,1674":
    # old print and hurried typing; four digits only)
    year_after = union([pynini.closure(delete(","), 0, 1) + space + union([dated4, years3]),
                        cross(",", " ") + dated4])
    dated = day_month_fst + pynini.closure(year_after, 0, 1)
    weekday_prefix = weekday + pynini.closure(delete(","), 0, 1) + space
    # a written date may keep the comma that follows it (Google's data: "26 October,"); the rare
    # cardinal day ("5 December 1959") only without a weekday before it
    with_weekday = union([pynini.closure(weekday_prefix, 0, 1) + dated,
                          cardinal_day_fst + pynini.closure(year_after, 0, 1)]) + pynini.closure(delete(","), 0, 1)

    return union([
        with_weekday,
        union(month_year),
        union(numeric),
        union(compact),
        years4,
        _decades(words, tables["date/decade.tsv"]),
        _eras(nums, _year_fst(range(SHORT_YEARS[0], 10000), words, nums), tables["date/era.tsv"]),
    ]).optimize()


def build_iso(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """ISO dates, Y-M-D ("2019-06-03" -> "the third of june twenty nineteen" | "june third
    twenty nineteen"): a FAR rule of its own (DATE_ISO, part of DATE), composed only with tokens
    of that shape (`rules.RULE_PATTERNS`). Its paths guess the month and day before reading any
    input, so composing it costs ~30 ms a token: with every number it would make DATE 30x slower."""
    words = _number_words(nums)
    ordinal_fst = ordinal.ordinal_words(nums, tables)
    ordinals = {day: _readings(ordinal_fst, str(day))[0] for day in range(1, 32)}
    months = _months(tables["date/month.tsv"])
    # ISO Y-M-D: the year is read before the month and day but said after them. Remembering
    # the year while reading the day would repeat the month-day part per year; instead each
    # path guesses its month and day, says them, reads the year, then checks "-MM-DD".
    iso_year = _year_fst(range(ISO_YEARS[0], ISO_YEARS[1] + 1), words, nums, in_date=True)
    iso = union(
        guess + iso_year + union(delete(f"{sep}{m}{sep}{d}") for sep in "-/."
                                 for m in {str(month), f"{month:02d}"} for d in {str(day), f"{day:02d}"})
        for month, (_, name, last) in months.items()
        for day in range(1, last + 1)
        for guess in (insert(f"the {ordinals[day]} of {name} "),
                      weighted(insert(f"{name} {ordinals[day]} "), NUMERIC_STYLE_COST))
    )
    return iso.optimize()


#: How the zone letter Z of an ISO date and time is said: "zulu", its name in the ICAO/NATO
#: spelling alphabet and in aviation and military use for UTC ("10:00Z" -> "ten hundred zulu").
ZULU = "zulu"


def build_iso_time(nums: Numbers, iso: pynini.Fst) -> pynini.Fst:
    """DATE_TIME: an ISO 8601 date and time joined by "T" ("2024-05-03T10:00Z" -> "the third of
    may twenty twenty four ten hundred zulu"): the DATE_ISO rule's readings (`iso`), then the time
    on the 24-hour clock that such stamps use, its minutes always said ("10:00" -> "ten hundred",
    "14:05" -> "fourteen o five", "09:30" -> "nine thirty"), seconds other than ":00" after "and"
    ("10:00:15" -> "ten hundred and fifteen seconds"), and "zulu" for a final Z (`ZULU`). A context
    rule (`tnfst.everyday_context`)."""
    digit = chars("0123456789")
    hour = union([delete("0") + (digit @ nums.cardinal),
                  (union([acc("1") + digit, acc("2") + chars("0123")])) @ nums.cardinal])
    minutes = union([cross(":00", " hundred"),
                     delete(":0") + insert(" o ") + (chars("123456789") @ nums.cardinal),
                     delete(":") + insert(" ") + ((chars("12345") + digit) @ nums.cardinal)])
    seconds = union([delete(":00"),
                     cross(":", " and ") + union([delete("0") + (chars("123456789") @ nums.cardinal),
                                                  (chars("12345") + digit) @ nums.cardinal]) + insert(" seconds")])
    zulu = pynini.closure(cross("Z", " " + ZULU), 0, 1)
    clock = (hour + minutes + pynini.closure(seconds, 0, 1) + zulu).optimize()
    return (iso + cross("T", " ") + clock).rmepsilon()


def build_month_day_span(month_day: pynini.Fst) -> pynini.Fst:
    """DATE_MD_SPAN: two month/day dates (DATE_MD, `month_day`) joined by a dash: "11/1–11/30" ->
    "november first to november thirtieth"; context only, like DATE_MD (`tnfst.context`)."""
    return (month_day + union([cross("-", " to "), cross("–", " to ")]) + month_day).optimize()


def build_month_day(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """Numeric month/day without a year ("3/20" -> "march twentieth" | "the twentieth of
    march"): a FAR rule of its own (DATE_MD) that no class contains. "3/20" is far more often a
    fraction in the Google data, so the model never picks this reading by itself; the sentence
    context licenses it ("on 3/20", "Tu (2/22)": `tnfst.context`, `rules.CONTEXT_RULES`)."""
    ordinal_fst = ordinal.ordinal_words(nums, tables)
    ordinals = {day: _readings(ordinal_fst, str(day))[0] for day in range(1, 32)}
    months = _months(tables["date/month.tsv"])
    forms = []
    for month, (_, name, last) in months.items():
        number = union([acc(str(month))] + ([acc(f"0{month}")] if month < 10 else []))
        plain_day = _days(ordinals, last, {})
        forms += [
            drop(number) + delete("/") + insert(f"{name} ") + plain_day,
            weighted(drop(number) + delete("/") + insert("the ") + plain_day + insert(f" of {name}"),
                     NUMERIC_STYLE_COST),
        ]
    return union(forms).optimize()


def build_day_of(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """A day-first written date without its "the" ("15th June" -> "fifteenth of june", "27th
    March, 1785" -> "twenty seventh of march seventeen eighty five"): a FAR rule of its own
    (DATE_DAY_OF) that no class contains, for a date the text already gives its "the" ("as
    early as the 15th June"): licensed only by the sentence context (`rules.CONTEXT_RULES`)."""
    words, ordinals, suffixes, months = _day_parts(nums, tables)
    years4 = _year_fst(range(PLAIN_YEARS[0], PLAIN_YEARS[1] + 1), words, nums, in_date=True)
    day = _days(ordinals, 31, suffixes)
    day_of = union(day + insert(f" of {name}") + delete(" ") + drop(written)
                   for written, name, _ in months.values())
    year_after = pynini.closure(delete(","), 0, 1) + cross(" ", " ") + years4
    return (day_of + pynini.closure(year_after, 0, 1) + pynini.closure(delete(","), 0, 1)).optimize()
