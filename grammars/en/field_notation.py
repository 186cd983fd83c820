"""Context-only rules for the notation of photography, broadcasting and military/aviation writing
(`tnfst.field_notation`).

* MILITARY_TIME: a 24-hour time of four digits with "hrs", "hours" or the zone letter "Z" ("0630
  hrs" -> "zero six thirty hours", "1400 hrs" -> "fourteen hundred hours", "0630Z" -> "zero six
  thirty zulu"; alone, "2300" before a separate "hours" -> "twenty three hundred"). The hour as
  a number ("fourteen", "twenty two"), a leading zero said "zero" (ICAO Annex 10 vol. II §5.2.1.4
  and the US military's usage; "o" licensed too), whole hours "hundred", minutes 01-09 "o five";
  with "Z", also each digit ("zero six three zero zulu", ICAO radiotelephony). "Z" is "zulu", the
  NATO phonetic name of the UTC zone letter (ICAO Annex 10; ACP 121).
* SHUTTER: a shutter speed, one over a number of seconds ("1/500 s", "1/250s", "1/60 sec") ->
  "one five hundredth of a second" (the fraction's reading, `fraction.denominators`, then "of a
  second"); "1/2 s" -> "one half of a second".
* F_NUMBER: an aperture ("f/2.8", "f/16", "ƒ/1.4") -> "f two point eight", "f sixteen": the
  letter and the number, the slash unsaid, as photographers say it (ISO 517 writes the f-number
  "f/2.8").
* VIDEO_LINES: a video format by its lines and scan ("720p", "1080i", "2160p") -> "seven twenty p",
  "ten eighty i": the number in pairs (CODE_PAIRS), as the formats are named (ITU-R BT.601, BT.709,
  BT.2020 and SMPTE line counts: `VIDEO_LINE_COUNTS`).
* FRACTIONAL_K: a video resolution in thousands of pixels across with a decimal ("2.7K", "5.3K",
  "6.5K": action cameras and cinema cameras name them so) -> "two point seven k", as "4K" is "four k".
* REP_MAX: a repetition maximum in strength training, the most weight lifted N times ("1RM",
  "5RM", NSCA's Essentials of Strength Training and Conditioning) -> "one rep max" | "one r m",
  as lifters say it; elsewhere "1RM" would be read as an amount of Malaysian ringgit.
* GOLF_SCORE: a golfer's score against par on a leaderboard ("-9", "+2") -> "nine under", "two
  over", as golf is called (the leaderboards of the PGA Tour and the R&A write it so; "E" is even).
* TV_LISTING: a US broadcast time in the Eastern/Pacific and the Central zones ("9/8c" -> "nine
  eight central", "11:35/10:35c" -> "eleven thirty five ten thirty five central"), as network
  promos say it; the "c" is the Central time zone.

* DOSING_INTERVAL: a dose's interval in prescription shorthand, "q" (Latin "quaque", every) and
  hours ("q6h", "q8hr", "q4-6h") -> "every six hours", "every four to six hours"; "q1h" -> "every
  hour" (ISMP's List of Error-Prone Abbreviations keeps "q6h" out of it; its "qd", "qod" are).

* KEY_COMBO: a keyboard shortcut, modifier keys and a key joined by "+" ("Ctrl+Alt+Del" -> "control
  alt delete", "Cmd+Shift+4" -> "command shift four", "Alt+F4" -> "alt f four"), the keys by their
  spoken names (`words/key_names.tsv`: the Microsoft Writing Style Guide's and the Apple Style
  Guide's key names), the plus signs unsaid, as a support desk reads a shortcut aloud; a letter key
  spelled, a digit its cardinal, F1-F24 "f" and the number. One modifier at least, and the last key
  no modifier; a name in its listed case, all capitals or all lowercase ("CTRL+C", "ctrl+c").

* SCREW_THREAD: an inch screw thread, its nominal size as a fraction of an inch, a dash and its
  threads per inch ("1/4-20" -> "quarter twenty", "3/8-16" -> "three eighths sixteen", "1/2-13" ->
  "half thirteen"), as machinists and hardware stores say the size: the standard pairs only
  (`SCREW_THREADS`: the UNC, UNF and UNEF series of ASME B1.1 and the NPT pipe threads of ASME
  B1.20.1), a quarter and a half without "one".

* HEX_LITERAL: a hexadecimal constant as C and its successors write it, "0x" and hex digits
  ("0x80070005" -> "zero x eight zero zero seven zero zero zero five", "0xFF" -> "zero x f f"):
  the prefix "zero x", each digit by its name, zero "zero", each letter spelled, as programmers
  read an error code or an address aloud (ISO/IEC 9899 §6.4.4.1, hexadecimal-constant), never a
  cardinal of millions.

Nothing here is asked outside the contexts of `tnfst.field_notation`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import fraction
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of the leading zero said "o" ("o six thirty hours") against "zero".
O_COST = 0.5
#: Cost of a zulu time said digit by digit ("zero six three zero zulu").
DIGITS_COST = 0.5

_DIGITS = "0123456789"

#: The list of key names read by KEY_COMBO (declared in rules.WORD_LISTS).
KEY_NAMES_LIST = "words/key_names.tsv"
KEY_NAMES_SPEC = ListSpec(KEY_NAMES_LIST, 3, (1,), ((2, frozenset({"modifier", "key"})),))
#: The function keys of a keyboard read by KEY_COMBO ("F1"-"F24").
FUNCTION_KEYS = 24


def _digit(nums: Numbers, zero: tuple[str, ...]) -> pynini.Fst:
    """One digit as its word; 0 as each of `zero`, the first preferred."""
    ones = (chars("123456789") @ nums.cardinal).optimize()
    return union([ones] + [weighted(cross("0", z), O_COST * i) for i, z in enumerate(zero)])


def _clock(nums: Numbers) -> pynini.Fst:
    """HHMM of a 24-hour clock (00-23, 00-59) -> "zero six thirty", "fourteen hundred", "twenty two
    fifteen", "zero six o five"."""
    ten_to_23 = union([acc(f"{h:02d}") for h in range(10, 24)]) @ nums.cardinal
    lead_zero = union([cross("0", "zero"), weighted(cross("0", "o"), O_COST)])
    hour = union([lead_zero + insert(" ") + (chars("123456789") @ nums.cardinal), cross("00", "zero zero"), ten_to_23])
    minute = union([
        cross("00", "hundred"),
        delete("0") + union([insert("o "), weighted(insert("zero "), O_COST)]) + (chars("123456789") @ nums.cardinal),
        (union([acc(f"{m}") for m in range(10, 60)]) @ nums.cardinal),
    ])
    return (hour + insert(" ") + minute).optimize()


def build_military_time(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """MILITARY_TIME (module docstring): "0630 hrs" -> "zero six thirty hours", "0630Z" -> "zero six
    thirty zulu", "2300" -> "twenty three hundred"."""
    del tables
    clock = _clock(nums)
    hours = union([acc(" "), acc("")]) + union([acc("hrs"), acc("hr"), acc("hours"), acc("HRS")])
    digits = _digit(nums, ("zero", "o"))
    each = digits + insert(" ") + digits + insert(" ") + digits + insert(" ") + digits
    zulu = union([acc(" "), acc("")]) + acc("Z")
    return union([
        clock,
        clock + pynini.cross(hours, " hours"),
        clock + pynini.cross(zulu, " zulu"),
        weighted(((chars("012") + chars(_DIGITS) + chars("012345") + chars(_DIGITS)) @ each)
                 + pynini.cross(zulu, " zulu"), DIGITS_COST),
    ]).optimize()


def build_shutter(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SHUTTER (module docstring): "1/500 s" -> "one five hundredth of a second"."""
    seconds = union([acc(" "), acc("")]) + union([acc("s"), acc("sec"), acc("sec."), acc("secs"), acc("second")])
    denominator = fraction.denominators(nums, tables, plural=False)
    return (cross("1/", "one ") + denominator + pynini.cross(seconds, " of a second")).optimize()


def build_f_number(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """F_NUMBER (module docstring): "f/2.8" -> "f two point eight", "f/16" -> "f sixteen"."""
    del tables
    number = (chars("123456789") + pynini.closure(chars(_DIGITS), 0, 1)
              + pynini.closure(acc(".") + chars(_DIGITS), 0, 1)) @ nums.number
    return (union([cross("f/", "f "), cross("F/", "f "), cross("ƒ/", "f ")]) + number).optimize()


#: Line counts of the standard video formats: ITU-R BT.601 (480, 576), SMPTE 296M (720), ITU-R
#: BT.709 (1080), BT.2020 (2160, 4320), and 1440 (QHD) and 360 (web video).
VIDEO_LINE_COUNTS = ("360", "480", "576", "720", "1080", "1440", "2160", "4320")


def build_video_lines(code_pairs: pynini.Fst) -> pynini.Fst:
    """VIDEO_LINES (module docstring): "720p" -> "seven twenty p", "1080i" -> "ten eighty i"; the
    number as `code_pairs` (the CODE_PAIRS rule) reads it."""
    lines = union([acc(n) for n in VIDEO_LINE_COUNTS]) @ code_pairs
    return (lines + union([cross("p", " p"), cross("i", " i")])).optimize()


def build_fractional_k(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """FRACTIONAL_K (module docstring): "2.7K" -> "two point seven k"."""
    del tables
    number = (chars("123456789") + acc(".") + chars(_DIGITS)) @ nums.decimal
    return (number + cross("K", " k")).optimize()


def build_rep_max(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """REP_MAX (module docstring): "1RM" -> "one rep max" | "one r m", "5RM" -> "five rep max"."""
    del tables
    reps = union([acc(str(n)) for n in range(1, 21)]) @ nums.cardinal
    return (reps + union([cross("RM", " rep max"), weighted(cross("RM", " r m"), 0.5)])).optimize()


def build_golf_score(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """GOLF_SCORE (module docstring): "-9" -> "nine under", "+2" -> "two over" (1 to 40 strokes)."""
    del tables
    strokes = union([acc(str(n)) for n in range(1, 41)]) @ nums.cardinal
    under = union([delete("-"), delete("−")]) + strokes + insert(" under")
    over = delete("+") + strokes + insert(" over")
    return union([under, over]).optimize()


def build_tv_listing(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """TV_LISTING (module docstring): "9/8c" -> "nine eight central", "8:30/7:30c" -> "eight
    thirty seven thirty central"."""
    del tables
    hour = union([acc(str(h)) for h in range(1, 13)]) @ nums.cardinal
    minutes = union([
        delete(":00"),
        delete(":0") + insert(" o ") + (chars("123456789") @ nums.cardinal),
        delete(":") + insert(" ") + (union([acc(str(m)) for m in range(10, 60)]) @ nums.cardinal),
    ])
    time = hour + pynini.closure(minutes, 0, 1)
    return (time + cross("/", " ") + time + union([cross("c", " central"), cross("C", " central")])).optimize()


def build_dosing_interval(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """DOSING_INTERVAL (module docstring): "q6h" -> "every six hours", "q4-6h" -> "every four to six
    hours", "q1h" -> "every hour"."""
    del tables
    hours = (chars("123456789") + pynini.closure(chars(_DIGITS), 0, 1)) @ nums.cardinal
    mark = union([acc("h"), acc("hr"), acc("hrs")])
    many = pynini.difference(pynini.project(hours, "input"), acc("1")).optimize() @ hours
    return (delete("q") + insert("every ") + union([
        cross("1", "") + pynini.cross(mark, "hour"),
        many + pynini.cross(mark, " hours"),
        hours + cross("-", " to ") + hours + pynini.cross(mark, " hours"),
    ])).optimize()


def build_key_combo(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """KEY_COMBO: modifiers and a key joined by "+" ("Ctrl+Alt+Del" -> "control alt delete",
    "Cmd+Shift+4" -> "command shift four"): one or more modifiers of `KEY_NAMES_LIST`, then a key
    (a listed key, a letter spelled, a digit, F1-F24), the plus signs unsaid."""
    def named(kind: str) -> pynini.Fst:
        pairs = []
        for written, spoken, row_kind in tables[KEY_NAMES_LIST].rows:
            if row_kind != kind:
                continue
            for form in {written, written.lower(), written.upper()}:
                pairs.append(cross(form, spoken[0]))
        return union(pairs)

    letters = union([cross(c, c.lower()) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"])
    digits = chars(_DIGITS) @ nums.cardinal
    function = union([cross("F", "f "), cross("f", "f ")]) + (
        union([acc(str(n)) for n in range(1, FUNCTION_KEYS + 1)]) @ nums.cardinal)
    key = union([named("key"), letters, digits, function])
    plus = cross("+", " ")
    return (pynini.closure(named("modifier") + plus, 1, 4) + key).optimize()


#: Inch screw threads, nominal size -> the threads per inch of its series: ASME B1.1 Unified
#: threads (coarse UNC, fine UNF, extra-fine UNEF) and ASME B1.20.1 NPT pipe threads (1/8-27,
#: 1/4-18, 3/8-18, 1/2-14, 3/4-14); whole-inch sizes are left out ("1-8" is a range).
SCREW_THREADS = {
    "1/16": (27,), "1/8": (27,), "1/4": (18, 20, 28, 32), "5/16": (18, 24, 32), "3/8": (16, 18, 24, 32),
    "7/16": (14, 20, 28), "1/2": (13, 14, 20, 28), "9/16": (12, 18, 24), "5/8": (11, 18, 24),
    "3/4": (10, 14, 16, 20), "7/8": (9, 14, 20),
}
#: How a thread's nominal size is said ("quarter twenty", "half thirteen", "three eighths sixteen").
SCREW_SIZES = {
    "1/16": "one sixteenth", "1/8": "one eighth", "1/4": "quarter", "5/16": "five sixteenths", "3/8": "three eighths",
    "7/16": "seven sixteenths", "1/2": "half", "9/16": "nine sixteenths", "5/8": "five eighths",
    "3/4": "three quarter", "7/8": "seven eighths",
}


def build_screw_thread(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SCREW_THREAD: "1/4-20" -> "quarter twenty", "3/8-16" -> "three eighths sixteen": a
    standard size and pitch of `SCREW_THREADS`, the size as `SCREW_SIZES` says it, then the
    threads per inch."""
    del tables
    return union([cross(size, SCREW_SIZES[size]) + cross("-", " ") + (acc(str(tpi)) @ nums.cardinal)
                  for size, pitches in SCREW_THREADS.items() for tpi in pitches]).optimize()


#: The most hex digits a HEX_LITERAL reads (a 64-bit value).
HEX_DIGITS = 16


def build_hex_literal(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """HEX_LITERAL: "0x" or "0X" and 1-16 hex digits -> "zero x" and each digit ("0x1F" -> "zero
    x one f"): a digit its cardinal ("zero" for 0), a letter A-F or a-f spelled in lowercase."""
    del tables
    digit = union([cross("0", "zero")] + [acc(str(d)) @ nums.cardinal for d in range(1, 10)]
                  + [cross(c, c.lower()) for c in "ABCDEFabcdef"])
    prefix = union([cross("0x", "zero x"), cross("0X", "zero x")])
    return (prefix + pynini.closure(insert(" ") + digit, 1, HEX_DIGITS)).optimize()
