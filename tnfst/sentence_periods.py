"""Abbreviation periods that also end a sentence.

English writes one period where an abbreviation ends a sentence: "He chose plan B." "Meet me
at 5 p.m. Then we eat." "They moved to the U.S." The tokenizer keeps that period in the token
("B.", "5 p.m.", "U.S."), and the token's reading ("b", "five p m", "u s") has no period, so the
spoken text lost its sentence end ("plan b Then he left"), which a TTS voice needs for its
pause and falling tone. `keeps_sentence_period` says when the reading must carry the period:

* the token ends with "." and its reading is spelled letters ("B." -> "b", "U.S." -> "u s"), a
  clock time's "a.m."/"p.m." ("five p m"), a year's era ("49 B.C." -> "forty nine b c"), "etc."/"&c.", a street word ("Circle Dr." ->
  "drive"), a state ("moved to Calif." -> "california"), a weekday or month or a range of them
  ("Mon–Fri." -> "monday to friday"),
  an abbreviation that follows what it qualifies ("Smith Jr.", "Acme Co.": `POST_POSITIVE_READINGS`),
  or a plural noun after a number ("3 pts." -> "points"): abbreviations that never need the next
  word to be read;
* and the sentence ends there: no token follows (closing quotes and brackets aside), or the next
  word is capitalised and one that starts sentences, not names (`SENTENCE_STARTERS`: "It",
  "Then", "The", "Most"...). So "John B. Smith", "the U.S. Army", "5 p.m. EST" keep one reading
  with no period, and "plan B. Then" keeps it.

After a weekday or a range of weekdays ("Open Tu–Sa. Open late Fridays.") any capitalised word
that is no month or weekday (a date or another day may follow in the same sentence: "Mon. Jan.
5", "Sat. Sun.") starts a new sentence: no name follows a day's abbreviation. The same holds
after a compass letter read as a highway's direction ("Take US-1 S. Follow the signs."); not
after a house number's ("1600 N. Main St.": a street name follows).

Titles ("Dr.", "Mr."), "vs." and "No." are not listed: a capitalised word after them is a name.
"""

from __future__ import annotations

from collections.abc import Sequence

from tnfst import abbreviation_context, book_context

#: Capitalised words that start sentences and are no part of a name or title: pronouns,
#: determiners, conjunctions and prepositions that open a clause ("It", "Then", "The", "Most").
SENTENCE_STARTERS = frozenset("""
a about after all also although an and another any as at because before both but by each even every
few for from he her here his how however i if in instead it its many meanwhile more most my
now of on once one only or other our over she since so some such than that the their then there
these they this those though thus to today under unlike until we what when where whether which while
who why with yet you your
""".split())

#: Readings of a street abbreviation ("Circle Dr." -> "drive"), which ends a sentence like a word.
STREET_READINGS = frozenset({"street", "drive", "avenue", "road", "boulevard", "lane", "court", "place",
                             "terrace", "parkway", "highway", "circle", "square"})

#: Readings of a weekday or month abbreviation or a range of them ("Mon–Fri" -> "monday to friday").
CALENDAR_READINGS = (frozenset(book_context.MONTHS.values()) | frozenset(abbreviation_context.WEEKDAY_WORDS.values())
                     | {"to"})

#: Readings of a weekday or a range of weekdays ("Tu–Sa" -> "tuesday to saturday").
DAY_READINGS = frozenset(abbreviation_context.WEEKDAY_WORDS.values()) | {"to"}

#: Readings of abbreviations that follow what they qualify ("John Smith Jr.", "Acme Co.",
#: "Warner Bros.", "Finance Dept.", "Harvard Univ."): a sentence may end with them, as with a
#: street word.
POST_POSITIVE_READINGS = frozenset({"junior", "senior", "company", "corporation", "incorporated", "limited",
                                    "brothers", "esquire", "department", "government", "university", "association"})

#: Readings of a state's abbreviation ("moved to Calif." -> "california"; `grammars/en/words/us_states.tsv`,
#: whose names a test keeps this set equal to): a place name ends its phrase like a street word.
STATE_READINGS = frozenset(name.replace("_", " ") for name in """
alabama alaska american_samoa arizona arkansas california colorado connecticut delaware florida georgia guam hawaii
idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi
missouri montana nebraska nevada new_hampshire new_jersey new_mexico new_york north_carolina north_dakota
northern_mariana_islands ohio oklahoma oregon pennsylvania puerto_rico rhode_island south_carolina south_dakota
tennessee texas utah vermont virgin_islands virginia washington west_virginia wisconsin wyoming""".split())

#: Readings of a one-letter compass abbreviation ("S." after a highway -> "south").
DIRECTION_READINGS = frozenset({"north", "south", "east", "west"})

#: Readings of a temperature scale written apart after its degrees ("It was -4° C." -> "celsius"), which
#: ends its phrase like a unit.
SCALE_READINGS = frozenset({"celsius", "fahrenheit"})

#: Closing punctuation that may stand between the abbreviation and the sentence's end.
_CLOSERS = frozenset({'"', "'", "”", "’", ")", "]", "»"})

#: The spelled eras that may close a year written before them ("49 B.C.", "300 B.C.E.", "1950 A.D.").
_ERA_ENDS = (["b", "c"], ["a", "d"], ["b", "c", "e"], ["c", "e"])

#: Abbreviations whose reading ends the sentence with them ("etc." -> "et cetera").
_SELF_ENDING = frozenset({"etc.", "&c."})


def _period_free_reading(token: str, reading: str) -> bool:
    """True when `token`'s reading is one that never needs the next word: spelled letters, a clock
    time's "a m"/"p m", "etc.", a street word or a compass letter's direction."""
    words = reading.split()
    if not words:
        return False
    if all(len(w) == 1 and w.isalpha() for w in words):
        return True  # "B." -> "b", "U.S." -> "u s"
    if words[-2:] in (["a", "m"], ["p", "m"]) and token[:1].isdigit():
        return True  # "5 p.m." -> "five p m"
    if token[:1].isdigit() and (words[-2:] in _ERA_ENDS or words[-3:] in _ERA_ENDS):
        return True  # "49 B.C." -> "forty nine b c": an era closes its year like a unit
    if all(w in CALENDAR_READINGS for w in words):
        return True  # "Mon." -> "monday", "Mon–Fri" -> "monday to friday"
    if words[-1] in DIRECTION_READINGS and token[-2:-1] in "NSEW" and not token[-3:-2].isalpha():
        return True  # "S." -> "south", "66 W." -> "sixty six west"
    if reading in STATE_READINGS and "." in token:
        return True  # "moved to Calif." -> "california", "from N.Y." -> "new york"
    return token.lower() in _SELF_ENDING or (len(words) == 1 and words[0] in STREET_READINGS | POST_POSITIVE_READINGS
                                             | SCALE_READINGS)


def keeps_sentence_period(tokens: Sequence[str], i: int, reading: str) -> bool:
    """True when token `i` ends with an abbreviation's period that also ends the sentence, and its
    `reading` must keep it (see the module docstring). `tokens`: the sentence's tokens."""
    token = tokens[i]
    if not token.endswith(".") or reading.endswith(".") or not _period_free_reading(token, reading):
        return False
    return (sentence_ends_before(tokens, i + 1) or _sentence_after_day(tokens, i + 1, reading)
            or _sentence_after_direction(tokens, i, reading))


def split_period_ends_sentence(tokens: Sequence[str], i: int, reading: str) -> bool:
    """True when the period token `i + 1` after an abbreviation token `i` read as `reading` (the
    tokenizer split them: "etc" "." "Then"; "Circle Dr" "." "It") ends the sentence and stays."""
    return (i + 1 < len(tokens) and tokens[i + 1] == "."
            and (_period_free_reading(tokens[i] + ".", reading) or _counted_noun(tokens, i, reading))
            and (sentence_ends_before(tokens, i + 2) or _sentence_after_day(tokens, i + 2, reading)))


def _counted_noun(tokens: Sequence[str], i: int, reading: str) -> bool:
    """True when token `i` is an abbreviated plural noun right after a number, read as one word
    ("3 pts" -> "points", "5 yrs" -> "years"): the count's noun ends its phrase like a unit, and
    the period after it may end the sentence ("He scored 3 pts. Then he left.")."""
    words = reading.split()
    return (i > 0 and tokens[i - 1][-1:].isdigit() and len(words) == 1 and words[0].endswith("s")
            and tokens[i].isalpha() and tokens[i].islower())


def _sentence_after_day(tokens: Sequence[str], j: int, reading: str) -> bool:
    """True when `reading` names a weekday or a range of them and token `j` is a capitalised word
    that is no month or weekday: after a day's abbreviation it starts a new sentence ("Open Tu–Sa.
    Open late Fridays."; "Mon. Jan. 5" goes on)."""
    words = reading.split()
    if not words or not all(w in DAY_READINGS for w in words) or words[0] == "to" or j >= len(tokens):
        return False
    return abbreviation_context.starts_sentence_after_day(tokens[j])


def _sentence_after_direction(tokens: Sequence[str], i: int, reading: str) -> bool:
    """True when token `i` is one compass letter with its period after a highway, read as its
    direction ("S." -> "south"), and a capitalised word follows: a new sentence ("Take US-1 S.
    Follow the signs."); no name follows a highway's direction."""
    j = i + 1
    return (reading in DIRECTION_READINGS and len(tokens[i]) == 2 and j < len(tokens)
            and tokens[j][:1].isupper() and abbreviation_context.after_highway(tokens, i))


def sentence_ends_before(tokens: Sequence[str], j: int) -> bool:
    """True when a sentence ends before token `j`: nothing but closing quotes and brackets follows,
    or a capitalised word of `SENTENCE_STARTERS` does."""
    while j < len(tokens) and tokens[j] in _CLOSERS:
        j += 1
    if j == len(tokens):
        return True
    nxt = tokens[j]
    return nxt[:1].isupper() and nxt.lower() in SENTENCE_STARTERS
