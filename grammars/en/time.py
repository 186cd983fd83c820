"""TIME: clock times read in the Google (Kestrel) style ("7:30 pm" -> "seven thirty p m").

Readings seen in Google's data: "3:00 pm" -> "three p m", "8 a.m." -> "eight a m",
"09:45" -> "nine forty five", "4pm" -> "four p m". Built forms (H hour, MM and SS
two-digit minutes and seconds, S a day-period suffix of suffix.tsv, Z a zone of
zone.tsv, "|" separates licensed readings, best first):

  H:MM          "seven thirty"; MM 01-09 -> "o five" ("7:05" -> "seven o five")
  H:00          "seven" for a one-digit hour 1-9 ("7:00": a 12-hour clock; "seven hundred"
                is said of "07:00" or "0700", written by the 24-hour clock);
                "ten" | "ten hundred" | "ten hundred hours" for 0, 00-09 and 10-12;
                "fourteen hundred" | "fourteen hundred hours" for 13-24 (a 24-hour time:
                "at thirteen" is said of no clock; "0:00" keeps "zero", as in "GMT 0:00");
                "07:00" also "o seven hundred" (military)
  H:MM:SS       "ten thirty fifteen" | "ten hours thirty minutes and fifteen seconds"; seconds
                "00" are not said ("10:30:00" -> "ten thirty", "10:00:00 p.m." -> "ten p m", never
                "ten o o o o"; no H:MM:SS token in proteno_en_tokens.tsv or train_10000.txt)
  H[:MM] S      "eight a m", "seven thirty p m" (also "10.30pm", "8 P.M.", "8am")
  ... Z         any of the above, then the zone letter by letter ("eight p m e s t")
  T-T           a span of two of the above, read "to" ("10:30-11:45am" -> "ten thirty to eleven
                forty five a m", "2-4pm" -> "two to four p m", "9am-5pm", "8:30am–5:00pm"); the
                first may be a bare hour 1-12 only when the second has a suffix ("9-5" is no time)
                or minutes ("8-4:30"), and the second only when the first has minutes ("8:30-5",
                working hours as job ads and shop signs write them: "eight thirty to five")
  W-T, T-W     a span from or to "noon" or "midnight" (`NAMED_TIMES`): "noon–2 p.m." -> "noon to two
                p m", "midnight-6am" -> "midnight to six a m", "9pm-midnight"
  ±H:MM         a UTC offset: "+4:30" -> "plus four thirty", "-2:00" | "-02:00" -> "minus two"
                (hours 0-14; ":00" is not said); after UTC or GMT also without minutes:
                "UTC+8" -> "u t c plus eight", "GMT-5:30" -> "g m t minus five thirty"

Hours are 0-23 (one digit, or two with a leading zero: "09:45"), and "24:00";
with a suffix, 1-12. Minutes and seconds are exactly two digits, 00-59, so
"7:75" and "25:00" do not match. A leading-zero hour is read as the number
("09:45" -> "nine forty five", never "o nine forty five"), except in the military
"o seven hundred" for "07:00". "14:00" is not read "fourteen o o" (no speaker
says it). Every reading is words only: digits never reach the output.

Words are limited to what the shipped decoder's vocabulary holds: no "o'clock",
"noon", "midnight", "pm"/"am" as one word, nor "oh" (it has "o"). So "-2:00" is "minus
two", not "minus two o'clock" nor "minus two hours".

RACE_TIME (a context rule, `tnfst.everyday_context`): "3:58.2" -> "three minutes fifty eight point
two seconds" (a race or lap time with a fraction of a second).

Known limitations: no "quarter past"/"half past" readings, no "noon"/"midnight"
for 12:00 (not in the decoder vocabulary; only the words themselves in a span), no hours above 24 for durations
("36:00:00"), no "h" separators ("14h30"), no four-digit offsets ("+0530") and no bare
signed hours ("+8" stays a number; "UTC +8", two tokens, reads "u t c" and "plus eight").
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of "fourteen hundred" for "14:00" (24-hour style) against the plain "fourteen".
HUNDRED_COST = 0.5
#: Cost of "fourteen hundred hours" (military), rarer still.
HUNDRED_HOURS_COST = 1.0
#: Cost of a leading-zero hour read with "o" ("07:00" -> "o seven hundred", military only).
LEADING_O_COST = 1.0
#: Cost of the duration reading of H:MM:SS ("two hours five minutes and ten seconds").
DURATION_COST = 1.0
#: Cost of the duration reading without "and".
NO_AND_COST = 0.5
#: Hours of a UTC offset (UTC-12 .. UTC+14).
OFFSET_HOURS = (0, 14)
#: Zones a UTC offset is written after, with no space ("UTC+8", "GMT-5:30").
OFFSET_ZONES = ("UTC", "GMT")
#: Written signs of an offset: plus, hyphen-minus, minus sign, en dash.
OFFSET_SIGNS = (("+", "plus"), ("-", "minus"), ("\u2212", "minus"), ("\u2013", "minus"))

#: Times of day written as words that open or close a span ("noon–2 p.m.", "9pm-midnight"), read
#: as written, in lowercase (general English usage; these words are outside the shipped decoder's
#: vocabulary, so a span with one is read by the grammar alone).
NAMED_TIMES = (("noon", "noon"), ("Noon", "noon"), ("midnight", "midnight"), ("Midnight", "midnight"))

#: Dashes between the two times of a span ("10:30-11:45am", "8:30am–5:00pm"), read "to".
RANGE_DASHES = ("-", "\u2013")

Pairs = tuple[tuple[str, tuple[str, ...]], ...]  # written, spoken variants


def _numbers_in(numbers: Numbers, low: int, high: int) -> pynini.Fst:
    """Cardinal readings of low..high written without a leading zero ("7" -> "seven")."""
    return (union(acc(str(n)) for n in range(low, high + 1)) @ numbers.cardinal).optimize()


def hours(numbers: Numbers, low: int, high: int) -> pynini.Fst:
    """Hours low..high: "7" | "07" -> "seven"; "0" | "00" -> "zero"."""
    forms = [_numbers_in(numbers, low, high)]
    if low <= min(high, 9):
        forms.append(delete("0") + _numbers_in(numbers, low, min(high, 9)))
    return union(forms).optimize()


def two_digits(numbers: Numbers, zero: str | None) -> pynini.Fst:
    """Minutes or seconds "00".."59": "05" -> "o five", "45" -> "forty five";
    "00" -> `zero` (None: "00" does not match)."""
    forms = [
        delete("0") + insert("o ") + _numbers_in(numbers, 1, 9),
        _numbers_in(numbers, 10, 59),
    ]
    if zero is not None:
        forms.append(cross("00", zero))
    return union(forms).optimize()


def counted(numbers: Numbers, singular: str, plural: str) -> pynini.Fst:
    """Two-digit "00".."59" read as a count: "01" -> "one minute", "05" -> "five minutes"."""
    one = cross("01", "one " + singular)
    many = union([delete("0") + _numbers_in(numbers, 2, 9), _numbers_in(numbers, 10, 59),
                  cross("00", "zero")]) + insert(" " + plural)
    return union([one, many]).optimize()


def offsets(numbers: Numbers, zones: Pairs) -> pynini.Fst:
    """UTC offsets: "+4:30" -> "plus four thirty", "-02:00" -> "minus two"; after UTC or GMT
    (`OFFSET_ZONES`, read as zone.tsv reads them) also a bare hour: "UTC+8" -> "u t c plus eight"."""
    sign = union([cross(written, spoken + " ") for written, spoken in OFFSET_SIGNS])
    hour = hours(numbers, *OFFSET_HOURS)
    minutes = union([delete(":00"), delete(":") + insert(" ") + two_digits(numbers, None)])
    offset = sign + hour + minutes
    spoken = {written: variants for written, variants in zones}
    zone = union([cross(written, variant + " ") for written in OFFSET_ZONES for variant in spoken.get(written, ())])
    with_zone = zone + sign + hour + pynini.closure(minutes, 0, 1)
    return union([offset, with_zone]).optimize()


def build(numbers: Numbers, suffixes: Pairs, zones: Pairs) -> pynini.Fst:
    """The TIME transducer: written time token -> spoken reading."""
    colon = delete(":")
    space = insert(" ")
    hour24 = union([hours(numbers, 0, 23), _numbers_in(numbers, 24, 24)]).optimize()  # "24:00" only
    minutes = two_digits(numbers, None)
    minutes_or_zero = two_digits(numbers, "o o")
    # 24-hour clock, no suffix
    hundred = union([insert(" hundred"), weighted(insert(" hundred hours"), HUNDRED_HOURS_COST - HUNDRED_COST)])
    military = weighted(cross("0", "o ") + _numbers_in(numbers, 1, 9), LEADING_O_COST)  # "07" -> "o seven"
    # "hundred" after a one-digit hour 1-9 ("9:00" -> "nine hundred") is no reading: only the
    # 24-hour forms "09:00", "0:00", "10:00".."24:00" take it
    hundred_hours = union([acc("0"), acc("00"), delete("0") + chars("123456789"),
                           acc("1") + chars("0123456789"), acc("2") + chars("01234")]) @ hour24
    on_the_hour = union([
        hours(numbers, 0, 12) + delete(":00"),  # "3:00" -> "three"; "13:00" is never "thirteen"
        hundred_hours + delete(":00") + weighted(hundred, HUNDRED_COST),
        military + delete(":00") + weighted(hundred, HUNDRED_COST),
    ])
    # the first time of a span never says "hours": "06:00–23:00" is "six hundred to twenty three
    # hundred", not "o six hundred hours to twenty three hundred" (the word closes a span, if any)
    on_the_hour_first = union([
        hours(numbers, 0, 12) + delete(":00"),
        hundred_hours + delete(":00") + weighted(insert(" hundred"), HUNDRED_COST),
        military + delete(":00") + weighted(insert(" hundred"), HUNDRED_COST),
    ])
    seconds = two_digits(numbers, None)  # "00" seconds are not said: "10:30:00" is "ten thirty"
    clock = union([
        hours(numbers, 0, 23) + colon + space + minutes,
        on_the_hour,
        hours(numbers, 0, 23) + colon + space + minutes_or_zero + colon + space + seconds,
        union([hours(numbers, 0, 23) + colon + space + minutes, on_the_hour]) + delete(":00"),
    ])
    # durations written as clock times: "1:05:30" -> "one hour five minutes and thirty seconds"
    not_one = [n for n in range(24) if n != 1]
    hour_count = union([
        cross("1", "one hour"), cross("01", "one hour"),
        (union(acc(str(n)) for n in not_one) @ numbers.cardinal) + insert(" hours"),
        delete("0") + (union(acc(str(n)) for n in not_one if n < 10) @ numbers.cardinal) + insert(" hours"),
    ]).optimize()
    joiner = union([insert(" and "), weighted(insert(" "), NO_AND_COST)])
    duration = weighted(
        hour_count + colon + space + counted(numbers, "minute", "minutes") + colon + joiner
        + counted(numbers, "second", "seconds"),
        DURATION_COST,
    )
    # 12-hour clock with a day-period suffix
    suffix = pynini.closure(delete(" "), 0, 1) + space + union(
        [cross(written, spoken) for written, variants in suffixes for spoken in variants])
    hour12 = hours(numbers, 1, 12)
    separator = union([colon, delete(".")])
    twelve = union([
        hour12,
        hour12 + separator + union([delete("00"), space + minutes]),
        hour12 + colon + space + minutes_or_zero + colon + space + seconds,
        hour12 + union([delete(":00"), colon + space + minutes]) + delete(":00"),  # "10:00:00 p.m." -> "ten p m"
    ]) + suffix
    zone = delete(" ") + space + union(
        [cross(written, spoken) for written, variants in zones for spoken in variants])
    body = union([clock, duration, twelve])
    # a span of two times in one token, its dash said "to": "10:30-11:45am", "2-4pm", "9am-5pm",
    # "8:30am–5:00pm", "09:00-17:30"; the first time may leave its suffix to the second ("2-4pm"),
    # and is a bare hour only then (a bare "9-5" is a score or a count, not a time)
    bare_hour = union([hour12, hour12 + separator + union([delete("00"), space + minutes])])
    to = union([cross(dash, " to ") for dash in RANGE_DASHES])
    named = union([cross(written, spoken) for written, spoken in NAMED_TIMES])
    clock_first = union([
        hours(numbers, 0, 23) + colon + space + minutes,
        on_the_hour_first,
        hours(numbers, 0, 23) + colon + space + minutes_or_zero + colon + space + seconds,
        union([hours(numbers, 0, 23) + colon + space + minutes, on_the_hour_first]) + delete(":00"),
    ])
    day_hour = _numbers_in(numbers, 1, 12)  # an hour of the day as a sign writes it: "5", never "05"
    day_minutes = day_hour + colon + space + minutes  # "8:30", "4:45" ("8:00" is said "eight")
    span = union([
        union([clock_first, twelve]) + to + union([clock, twelve]),
        bare_hour + to + twelve,
        named + to + union([clock, twelve, bare_hour]),  # "noon–2 p.m.", "midnight-6am", "noon-2"
        union([clock, twelve]) + to + named,  # "9am-noon", "8 p.m.-midnight"
        day_minutes + to + day_hour,  # "8:30-5": working hours
        day_hour + to + day_minutes,  # "8-4:30"
    ]) + pynini.closure(zone, 0, 1)
    return union([body + pynini.closure(zone, 0, 1), span, offsets(numbers, zones)]).optimize()


#: Digits of a fraction of a second in a race time ("3:58.2", "1:23.456").
RACE_FRACTION_DIGITS = 3
#: Cost of the compact reading of a race time ("three fifty eight point two").
COMPACT_RACE_COST = 0.5


def build_race_time(numbers: Numbers) -> pynini.Fst:
    """RACE_TIME: minutes and seconds with a fraction of a second, as a result or a lap is timed
    ("3:58.2" -> "three minutes fifty eight point two seconds" | "three fifty eight point two";
    "1:05.31" -> "one minute five point three one seconds"); minutes 0-59, seconds 00-59."""
    digit = union([cross("0", "zero")] + [acc(str(d)) @ numbers.cardinal for d in range(1, 10)])
    fraction = cross(".", " point ") + digit + pynini.closure(insert(" ") + digit, 0, RACE_FRACTION_DIGITS - 1)
    minute_count = union([cross("1", "one minute"), _numbers_in(numbers, 2, 59) + insert(" minutes"),
                          cross("0", "zero minutes")])
    second_count = union([delete("0") + _numbers_in(numbers, 1, 9), _numbers_in(numbers, 10, 59), cross("00", "zero")])
    counted_form = minute_count + delete(":") + insert(" ") + second_count + fraction + insert(" seconds")
    compact = (_numbers_in(numbers, 1, 59) + delete(":") + insert(" ") + two_digits(numbers, None) + fraction)
    return union([counted_form, weighted(compact, COMPACT_RACE_COST)]).optimize()


def build_dotted_time(numbers: Numbers) -> pynini.Fst:
    """DOTTED_TIME: a 24-hour time written with a point, as British timetables and The Guardian's and
    The Times's style guides write it ("the 14.30 from Paddington", "leaves at 08.00") -> "fourteen
    thirty", "eight" | "eight hundred"; hours 0-23, minutes 00-59. A context rule
    (`tnfst.travel_context`): elsewhere "14.30" is a decimal."""
    point = delete(".")
    hundred = insert(" hundred")
    return union([
        hours(numbers, 0, 23) + point + insert(" ") + two_digits(numbers, None),
        hours(numbers, 0, 12) + delete(".00"),
        union([hours(numbers, 0, 23)]) + delete(".00") + weighted(hundred, HUNDRED_COST),
    ]).optimize()
