"""Context-only rules for timetables and schedules (`tnfst.schedules`).

* WEEKDAY_LIST: weekdays joined by slashes, as timetables and class schedules write them
  ("Tue/Thu/Sat" -> "tuesday sil thursday sil saturday", "Mon/Wed/Fri", "Sat/Sun"; the abbreviations
  and names of date/weekday.tsv, CLDR via babel) and three or more one-letter day codes
  ("M/W/F" -> "monday sil wednesday sil friday"; date/weekday_letters.tsv, US course schedules).
  A list of two letters ("T/F", "M/F") is left alone: true/false, male/female.
* NEXT_DAY: a clock time with the airlines' day offset ("05:20+1" -> "five twenty the next day",
  "+2" -> "two days later"), as IATA timetables (SSIM) and booking sites mark an arrival on a
  later day; the time as the TIME grammar reads it.
* CLOCK_DURATION: hours and minutes glued with "h" ("1h10" -> "one hour ten minutes", "2h30m",
  "2h05", "1h5min"), the ISO 80000-3 and SI symbol h for the hour with the minutes after it, as
  race results, recipes and travel sites write a duration; a clock time written that way
  ("at 18h30") is left to the other rules by `tnfst.schedules`.

* LABEL_RANGE: a range of gates, seats, rooms or sections that share their letter ("A1–A20" -> "a one
  to a twenty", "B101-B120" -> "b one oh one to b one twenty"), as airport signs and floor plans write
  them: each label the letter spelled and its number as one (1-2 digits) or in pairs (3-4 digits, the
  CODE_PAIRS reading), the dash "to" | "through".

Nothing here is asked outside the contexts of `tnfst.schedules`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.date import _weekday
from tnfst.grammars.en.address import _letters, _pairs
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: The one-letter day codes (declared in rules.WORD_LISTS).
LETTERS_LIST = "date/weekday_letters.tsv"
LETTERS_SPEC = ListSpec(LETTERS_LIST, 2, (1,))
#: Most days in one slashed list.
MAX_DAYS = 7
#: Cost of a second reading ("tied for fifth" after "tied fifth").
SECOND_FORM_COST = 0.1


def _slashed(item: pynini.Fst, least: int) -> pynini.Fst:
    """`least` to MAX_DAYS items joined by "/" -> their readings joined by " sil "."""
    more = pynini.closure(cross("/", " sil ") + item, least - 1, MAX_DAYS - 1)
    return (item + more).optimize()


def build_weekday_list(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """WEEKDAY_LIST (module docstring): "Tue/Thu/Sat", "Sat/Sun", "M/W/F"."""
    del nums
    names = _weekday(tables["date/weekday.tsv"])
    letters = union(cross(written, spoken[0]) for written, spoken in tables[LETTERS_LIST].rows)
    return union([_slashed(names, 2), _slashed(letters, 3)]).optimize()


def build_next_day(nums: Numbers, time: pynini.Fst) -> pynini.Fst:
    """NEXT_DAY (module docstring): "05:20+1" -> "five twenty the next day" (`time`: the TIME rule)."""
    d = chars("0123456789")
    clock = (union([chars("01") + d, acc("2") + chars("0123"), chars("123456789")]) + acc(":")
             + chars("012345") + d)
    offset = union([cross("+1", " the next day"), cross("+2", " two days later"),
                    weighted(cross("+1", " plus one day"), SECOND_FORM_COST)])
    del nums
    return ((clock @ time) + offset).optimize()


def build_clock_duration(nums: Numbers) -> pynini.Fst:
    """CLOCK_DURATION (module docstring): "1h10" -> "one hour ten minutes" (1-24 hours, 0-59 minutes)."""
    hours = union([cross("1", "one hour")] + [acc(str(n)) @ nums.cardinal + insert(" hours") for n in range(2, 25)])
    written = union([acc(str(n)) for n in range(2, 60)] + [acc(f"0{n}") for n in range(2, 10)])
    plural = written @ (pynini.closure(delete("0"), 0, 1) + nums.one_to_99) + insert(" minutes")
    minutes = union([cross("1", "one minute"), cross("01", "one minute"), plural])
    suffix = pynini.closure(union([delete("m"), delete("min"), delete("mins")]), 0, 1)
    return (hours + delete("h") + insert(" ") + minutes + suffix).optimize()


def build_label_range(nums: Numbers) -> pynini.Fst:
    """LABEL_RANGE (module docstring): "A1–A20" -> "a one to a twenty" | "a one through a twenty"."""
    d = chars("0123456789")
    short = (chars("123456789") + pynini.closure(d, 0, 1)) @ nums.cardinal
    label = _letters(1) + insert(" ") + union([short, (chars("123456789") + d + pynini.closure(d, 1, 2)) @ _pairs(nums)])
    dash = union([delete("-"), delete("–")])
    return union([label + dash + insert(" to ") + label,
                  weighted(label + dash + insert(" through ") + label, SECOND_FORM_COST)]).optimize()
