"""Vanity phone numbers: a toll-free number whose last part is written as words ("1-800-FLOWERS").

The letters stand for keypad digits, but the number is advertised, and said, as the words
("one eight hundred flowers"): reading them letter by letter or as digits is what nobody says.
The words are open vocabulary (any brand), so no covering grammar can list them (a grammar's
word inventory is finite); this reader builds the reading directly, and only the digits of the
token are numbers in it: the trunk "1" and the area code, read as the TELEPHONE grammar reads
digits ("o" for zero), except "800", said "eight hundred" in every toll-free advertisement.

Pure functions, no state.
"""

from __future__ import annotations

import re

#: North American toll-free area codes (NANP: 800, 888, 877, 866, 855, 844, 833).
TOLL_FREE = ("800", "888", "877", "866", "855", "844", "833")
#: Fewest letters of a vanity number's words ("1-800-GOT-JUNK": seven).
MIN_LETTERS = 4

_DIGIT_WORDS = "o one two three four five six seven eight nine".split()
_VANITY = re.compile(
    r"(?:(?P<trunk>1)[-. ])?(?P<area>" + "|".join(TOLL_FREE) + r")[-. ]"
    r"(?P<words>(?:\d-)?[A-Z]+(?:-(?:[A-Z]+|\d))*)")


def vanity_reading(token: str) -> str | None:
    """The spoken reading of a vanity number, its parts said in one breath as the advertisement
    says them (no pause: the name is a brand, "one eight hundred flowers", not a number to note
    down): "1-800-FLOWERS" -> "one eight hundred flowers", "888-GOT-JUNK" -> "eight eight eight
    got junk", "1-800-GO-2-HAUL" -> "one eight hundred go two haul" (a lone digit between the
    words said as the digit); None for any other token (a word part of fewer than `MIN_LETTERS` letters,
    "1-800-FLY", is not taken for a word)."""
    match = _VANITY.fullmatch(token)
    if match is None or sum(ch.isalpha() for ch in match.group("words")) < MIN_LETTERS:
        return None
    area = match.group("area")
    parts = ["one"] if match.group("trunk") else []
    parts.append("eight hundred" if area == "800" else " ".join(_DIGIT_WORDS[int(d)] for d in area))
    # a digit between the words stands for a word ("GO-2-HAUL", "KARS-4-KIDS"): said as the digit
    parts += [_DIGIT_WORDS[int(w)] if w.isdigit() else w for w in match.group("words").lower().split("-")]
    return " ".join(parts)
