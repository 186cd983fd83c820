"""`number_guard`: a token with digits is read piece by piece, its numbers as written.

For a written token that contains a digit and that no covering grammar matches
(``G30``, ``97X``, ``B-52s``, ``1+1``, ``3-for-1``, ``fm101``), the reading says every piece
of the token, in order, and nothing else (`pieces`):

* a **digit group** (a maximal digit run; a comma-grouped number ``12,500`` is one group) is
  read Kestrel style, as the covering grammar does:
  - digit by digit, 0 as "o" or "zero" (``G30`` -> "g three o"); a group of zeros only as
    "zero" ("o o" alone would be letters);
  - as a cardinal when it has no leading zero (up to 18 digits): "g thirty";
  - as a year when it has four digits: ``1905`` -> "nineteen o five", "nineteen hundred",
    "twenty twelve", "twenty o five";
  - as an ordinal when ``st|nd|rd|th`` follows it (``21st-century`` -> "twenty first
    century"), and in the plural when ``s`` or ``'s`` follows (``1990s`` -> "nineteen
    nineties", ``90s`` -> "nineties"); the suffix belongs to the group, and a reading that
    does not use it spells it ("one nine nine o s");
* a **letter run** is spelled ("fm" -> "f m"), or read as a word it writes or abbreviates
  (`NumberGuard.run_words`: "5-second" -> "seconds", "5yrs" -> "years", "May5" -> "may");
  a lone x between two numbers may also be "by" or "times" (``4x4``);
* a **symbol** is read as `SYMBOL_READINGS` lists ("+" -> "plus" or "and", "=" -> "equals",
  "#" -> "number" or "hash"); some may go unsaid (a hyphen in ``B-52``, an apostrophe), but
  a hyphen or a period between two digit groups is always said ("3-2" is never "three
  two", "1.5" never "one five"), so is a token's one comma between two digit groups, a decimal
  comma ("3,5" -> "three point five" or "three comma five", never "three five"), and a hyphen between two groups is never "minus" outside
  arithmetic ("4-4-2" is never "four minus four"); a symbol the decoder cannot say may go unsaid;
* a **space** (in a token the tokenizer joined) goes unsaid or is "sil";
* a **sign** is never unsaid: a dash before a digit group at the token's start or after an
  operator or an opening bracket (`SIGN_AFTER`: "2*-3", "x=-5", "(-3") is "minus" (or
  "negative"), never a range and never dropped; a hyphen in a token with letters is never
  "minus" outside arithmetic ("i7-12700K" is a model number); "+/-" is "plus or minus";
* **powers and scientific notation** (`exponent_roles`): "10^-5" -> "ten to the power of minus
  five", "1e-5" -> "one e minus five", "6.02×10^23" / "3x10^8" -> "six point o two times ten to
  the power of twenty three": bases, mantissas and exponents are cardinals (never "one o"), a
  mantissa's decimals digit by digit, the exponent's sign always said, the multiplication sign
  "times" (outside the decoder's vocabulary, so `forced_words` says such a token);
* a **multiplier** ("3x", "2.5x", "3x/week") may also be "three times", "three times a week"
  (`multiplier_readings`), a reading only the sentence context chooses
  (`tnfst.quantity_context`), accepted by `NumberGuard.accepts` though "times" may lie outside
  the decoder's vocabulary.

So ``02.15.2017`` may be "o two point fifteen twenty seventeen" but never "twenty one point one
five ..."; ``555-1234`` never "five hundred fifty five thousand ..."; ``1+1`` is "one plus one",
never "one one"; ``13+5+9`` never "thirteen b five nine". STOP is allowed only when every piece
has been read. A group too long for any other reading (40 digits) is read digit by digit. A
token whose shortest reading is longer than the decoder may write (``"9"*40 + "kg"``,
``"1-"*200``) is said piece by piece without the decoder (`NumberGuard.forced_within`), never
truncated nor read unguarded.

Words that are both number words and other words (`tnfst.spoken_numbers` reads them the
same way, so that what the guard allows is what an audit reads back):

* a written letter o is spelled "o" where it stands ("H2O" -> "h two o", "CO2" -> "c o two"),
  though a listener may hear a 0 in it; a spelled "o" right before a number word only for a
  written o right before the group (never "o" as an extra zero);
* positions from which no complete reading can be reached are dropped as the automaton
  runs, so every state the decoder meets allows a word or STOP;
* after a spelled "a", a group may not start with a fraction word ("a third" would state 1/3);
* after "point" a digit word is one digit: a group that follows starts with a digit word only
  when read digit by digit ("point five" then "one thousand" would read as 0.51 thousand);
* a group read right after another may not start with a word that would join the number
  before ("20:1" is never "twenty one": "twenty" then "one" is 21);
* a letter run is never read as a number word (``one2one`` spells its letters).

State: the set of positions of a small non-deterministic automaton (boundary before piece i
with what the previous word was; or k words into one reading of piece i), determinised on the
fly, so a state is a frozenset (hashable, immutable). Per token the automaton and the rows of
visited states are cached (an LRU cache per constraint instance). The constraint never rewards
(it only forbids), so `max_reward` is 0.

A token of symbols only (``[``, ``{``, ``]``: no letter, no digit) that no covering grammar
matches is left as written (`NumberGuard.leave_alone`: the pipeline does not send it to the
reader, which said "one" or "pi" for ``[``).

It applies only where no covering grammar matches the token: it is built with
`defer_to` (a grammar with `matches(token)`; the registry factory passes the covering
grammar of every class, `class_grammar` or `CoveringGrammar.load(lang,
classes="all")`) and `start` returns None for a token the grammar matches, or
when no reading of a group can be written with the decoder's vocabulary.

Known limitations: no fraction, range or scale-word readings (those tokens are the class
grammars'); "second" after a number is always the ordinal; a letter run is read as its letters
or a vocabulary word, so a name the decoder cannot write ("fifa") is spelled.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from tnfst import special
from tnfst.spoken_numbers import FRACTION_WORDS, NUMBER_WORDS, PLURALS, SCALES, TEENS, TENS, UNITS, ZERO_LETTERS
from tnfst.vocab import Vocabulary

NAME = "number_guard"
#: Longest group read as a cardinal (a number without commas is a cardinal up to quadrillions: the grammar's numbers.PLAIN_GROUPS).
MAX_CARDINAL_DIGITS = 18
#: Tokens compiled and kept per constraint.
CACHE_SIZE = 1024

_GROUP = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_ORDINAL_SUFFIX = re.compile(r"(?:st|nd|rd|th)(?![a-z])", re.IGNORECASE)
_PLURAL_SUFFIX = re.compile(r"(?:'s|’s|s)(?![a-z])", re.IGNORECASE)
_UNIT_NAMES = {v: w for w, v in UNITS.items()}
_TEEN_NAMES = {v: w for w, v in TEENS.items()}
_TENS_NAMES = {v: w for w, v in TENS.items()}
_SCALE_NAMES = [w for w, _ in sorted(SCALES.items(), key=lambda kv: kv[1])]
PLURAL_OF = {number: plural for plural, number in PLURALS.items()}
_ORDINAL_LAST = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                 "nine": "ninth", "twelve": "twelfth"}

Path = tuple[frozenset[str], ...]  # one reading of a group: the words allowed at each position


def _below_thousand(n: int) -> list[str]:
    words: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += [_UNIT_NAMES[hundreds], "hundred"]
    if rest >= 20:
        tens, unit = divmod(rest, 10)
        words.append(_TENS_NAMES[tens * 10])
        if unit:
            words.append(_UNIT_NAMES[unit])
    elif rest >= 10:
        words.append(_TEEN_NAMES[rest])
    elif rest:
        words.append(_UNIT_NAMES[rest])
    return words


def cardinal_words(digits: str) -> list[str] | None:
    """Kestrel's cardinal of a digit string ("1046" -> one thousand forty six); None when it
    has a leading zero or more than `MAX_CARDINAL_DIGITS` digits."""
    if not digits.isdecimal() or len(digits) > MAX_CARDINAL_DIGITS or (digits[0] == "0" and digits != "0"):
        return None
    n = int(digits)
    if n == 0:
        return ["zero"]
    words: list[str] = []
    groups = []
    while n:
        n, group = divmod(n, 1000)
        groups.append(group)
    for index in range(len(groups) - 1, -1, -1):
        if groups[index]:
            words += _below_thousand(groups[index])
            if index:
                words.append(_SCALE_NAMES[index - 1])
    return words


def year_words(digits: str) -> list[list[str]]:
    """The year readings of four digits (Kestrel, and "twenty o five"); [] otherwise."""
    if len(digits) != 4 or not digits.isdecimal() or digits[0] == "0":
        return []
    high, low = int(digits[:2]), int(digits[2:])
    high_words = cardinal_words(str(high))
    out = []
    if low >= 10:
        out.append(high_words + cardinal_words(str(low)))
    elif low > 0:
        out.append(high_words + ["o", _UNIT_NAMES[low]])
    elif high % 10:
        out.append(high_words + ["hundred"])
    return out


def _ordinal(words: list[str]) -> list[str]:
    last = words[-1]
    if last in _ORDINAL_LAST:
        new = _ORDINAL_LAST[last]
    elif last.endswith("y"):
        new = last[:-1] + "ieth"
    else:
        new = last + "th"
    return words[:-1] + [new]


def _plural(words: list[str]) -> list[str] | None:
    """The number in the plural ("nineteen nineties", "seventy fives", "sixes"); None for a word
    with no plural (`spoken_numbers.PLURALS` reads each back as its number)."""
    plural = PLURAL_OF.get(words[-1])
    return None if plural is None else words[:-1] + [plural]


def group_readings(group: str, after: str) -> list[Path]:
    """The readings of one digit group, given the text that follows it in the token."""
    digits = group.replace(",", "")
    zero = frozenset({"zero"}) if set(digits) == {"0"} else frozenset({"o", "zero"})  # "o o" alone: letters
    paths: list[Path] = [tuple(zero if d == "0" else frozenset({_UNIT_NAMES[int(d)]}) for d in digits)]
    wordings: list[list[str]] = []
    card = cardinal_words(digits)
    if card is not None:
        wordings.append(card)
    wordings += year_words(digits) if "," not in group else []
    if _ORDINAL_SUFFIX.match(after):
        wordings += [_ordinal(w) for w in wordings]
    elif _PLURAL_SUFFIX.match(after):
        plurals = [p for p in (_plural(w) for w in wordings) if p is not None]
        # a round hundred or thousand in the plural has no "one": "1,000s" -> "thousands"
        wordings += [p[1:] if len(p) == 2 and p[0] == "one" and p[1] in ("hundreds", "thousands") else p
                     for p in plurals]
    for words in wordings:
        path = tuple(frozenset({w}) for w in words)
        if path not in paths:
            paths.append(path)
    return paths


#: What a written symbol inside a guarded token may be read as, by character (each reading a
#: word sequence, the first the one `NumberGuard.forced_words` says; "" marks a symbol that may
#: go unsaid). Compiled by the project from how English speakers read these symbols (their
#: Unicode names, and Kestrel's readings in the Google data: "4x4" -> "four by four", "#1" ->
#: "number one", "24/7" -> "twenty four seven"). Hyphens, periods and colons depend on their
#: neighbours (`hyphen_readings`, `PERIOD_READINGS`).
SYMBOL_READINGS: dict[str, tuple[str, ...]] = {
    "+": ("plus",),
    "*": ("times", "star", "asterisk", "multiplied by"),
    "×": ("times", "by", "multiplied by"),
    "÷": ("divided by",),
    "=": ("equals", "is", "equal", "is equal to"),
    "&": ("and",),
    "/": ("slash", "over", "per", "divided by", "out of", "or", ""),  # unsaid first at either end ("2017/")
    ":": ("", "to", "colon"),
    "%": ("percent",),
    "‰": ("per mille",),
    "#": ("number", "hash", "hashtag", "pound"),
    "@": ("at",),
    "$": ("dollars", "dollar"),
    "€": ("euros", "euro"),
    "£": ("pounds", "pound"),
    "¥": ("yen",),
    # the other currency signs of the MONEY grammar's money/currency.tsv (plural first, as "$")
    "₹": ("rupees", "rupee"),
    "₩": ("won",),
    "₽": ("rubles", "ruble", "roubles", "rouble"),
    "₺": ("lira", "liras"),
    "₴": ("hryvnias", "hryvnia"),
    "₱": ("pesos", "peso"),
    "₦": ("naira",),
    "₪": ("shekels", "shekel"),
    "฿": ("baht",),
    "₫": ("dong",),
    "¢": ("cents", "cent"),
    "°": ("degrees", "degree", ""),
    "~": ("about", "approximately", "tilde", ""),
    "≈": ("approximately", "about"),
    "·": ("times", "dot"),
    "^": ("to the power of", "caret"),
    "±": ("plus or minus",),
    "<": ("less than",),
    ">": ("greater than",),
    "_": ("", "underscore"),
    ",": ("", "sil", "comma"),
    " ": ("", "sil"),
}
DASHES = frozenset("-‐‑‒–—−")
#: A period between two digit groups is a decimal point (or a dot: "1.2.3"), else it may go unsaid.
PERIOD_READINGS = {True: ("point", "dot"), False: ("", "dot", "point")}
#: Extra readings of a lone letter x between two numbers ("4x4", "1920x1080").
BY_WORDS = ("by", "times")


#: Symbols that make a token arithmetic: a hyphen there is "minus" first ("35-20=15").
ARITHMETIC = frozenset("+*×÷=^")


def hyphen_readings(first: bool, numeric_left: bool, numeric_right: bool, *, digits_around: bool = False,
                    arithmetic: bool = False) -> tuple[str, ...]:
    """Readings of a hyphen or dash: between two numbers ("25-30", "12pm-2pm": a number and
    the letters written right after it on the left) a range, never unsaid ("3-2" is never
    "three two"), a pause ("sil") only between two digit groups ("555-1234"); "minus" only in
    arithmetic ("35-20=15", a token with "=", "+", "*", "^"), first there: a dash that joins two
    groups inside a token ("4-4-2", "555-1234", "7-6(5)") is never "minus" (the invariant of
    `tests/test_dashes.py`; a subtraction is written spaced, "7 - 3", where the dash is a token
    of its own). At the token's start before a number a sign ("-5"); elsewhere unsaid or
    "dash" ("B-52", "2-week")."""
    if numeric_left and numeric_right:
        if arithmetic:
            return ("minus", "to", "dash", "hyphen") + (("sil",) if digits_around else ())
        if digits_around:
            return ("to", "dash", "hyphen", "sil")
        return ("to", "dash", "hyphen")  # "12pm-2pm": never "minus"
    if first and numeric_right:
        return ("minus", "negative", "dash")
    return ("", "dash", "hyphen")


_LETTER_RUN = re.compile(r"[^\W\d_]{2,}")
_PIECE = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+|[^\W\d_]+|\s+|.", re.DOTALL)


def _in_order(short: str, word: str) -> bool:
    """True when `short` abbreviates `word`: same first letter, its letters in `word` in order."""
    if not word.startswith(short[0]):
        return False
    letters = iter(word)
    return all(c in letters for c in short)


def _symbols_only(token: str) -> bool:
    """True for a token of symbols or punctuation only (no letter, no digit, not empty):
    ``[``, ``{``, ``--``."""
    return bool(token.strip()) and not any(c.isalnum() for c in token)


def _written_o_before(token: str, start: int) -> bool:
    """Whether the last letter or digit before `start` is a letter o ("CO2", "O-2")."""
    before = [c for c in token[:start] if c.isalnum()]
    return bool(before) and before[-1] in "oO"


def digit_groups(token: str) -> list[tuple[str, int, int]]:
    """(group, start, end) of every digit group of `token`."""
    return [(m.group(), m.start(), m.end()) for m in _GROUP.finditer(token)]


@dataclass(frozen=True)
class Piece:
    """One written piece of a guarded token: a digit group (with the ordinal or plural suffix
    it owns, "21st" -> group "21", suffix "st"), a letter run, a space run or one symbol."""

    kind: str  # "num", "letters", "space" or "symbol"
    text: str
    suffix: str = ""


def pieces(token: str) -> list[Piece]:
    """The token cut into pieces, in order (`Piece`); every character belongs to one piece."""
    raw = [m.group() for m in _PIECE.finditer(token)]
    out: list[Piece] = []
    i = 0
    while i < len(raw):
        text = raw[i]
        if text[0].isdecimal():
            rest = "".join(raw[i + 1:i + 3])
            suffix = ""
            m = _ORDINAL_SUFFIX.match(rest) or _PLURAL_SUFFIX.match(rest)
            if m and (i + 1 < len(raw)) and (m.group() == raw[i + 1] or (raw[i + 1] in "'’" and raw[i + 2:i + 3]
                                                                            and m.group() == raw[i + 1] + raw[i + 2])):
                suffix = m.group()
            out.append(Piece("num", text, suffix))
            i += 1 + (0 if not suffix else (1 if suffix == raw[i + 1] else 2))
        elif text[0].isalpha():
            out.append(Piece("letters", text))
            i += 1
        elif text.isspace():
            out.append(Piece("space", text))
            i += 1
        else:
            out.append(Piece("symbol", text))
            i += 1
    return out


def _numeric_left(parts: list[Piece], i: int) -> bool:
    """Whether a number ends right before piece i (letters written right after a number
    count: "12pm-")."""
    if i == 0:
        return False
    left = parts[i - 1]
    return left.kind == "num" or (left.kind == "letters" and i >= 2 and parts[i - 2].kind == "num")


def _code_hyphen(parts: list[Piece], i: int) -> bool:
    """Whether hyphen piece i joins the parts of a code, not the ends of a range: the number before
    it has letters written right before it, and the number after it has more digits ("A12-3345",
    "#B7-2201", "i7-12700K": an order number, a model number). A range's end has as many digits as
    its start or fewer ("B12-15", "Q3-4": "b twelve to fifteen")."""
    if not (2 <= i < len(parts) - 1 and parts[i - 1].kind == "num" and parts[i - 2].kind == "letters"
            and parts[i + 1].kind == "num"):
        return False
    return _digit_count(parts[i + 1].text) > _digit_count(parts[i - 1].text)


def _digit_count(text: str) -> int:
    return sum(ch.isdigit() for ch in text)


def _after_ordinal(parts: list[Piece], i: int) -> bool:
    """Whether piece i follows an ordinal and a hyphen ("2nd-half", "3rd-quarter")."""
    return (i >= 2 and parts[i - 1].kind == "symbol" and parts[i - 1].text in "-–"
            and parts[i - 2].kind == "num" and _ORDINAL_SUFFIX.fullmatch(parts[i - 2].suffix) is not None)


def _between_numbers(parts: list[Piece], i: int) -> bool:
    """Whether piece i has a digit group right before it and right after it."""
    return 0 < i < len(parts) - 1 and parts[i - 1].kind == "num" and parts[i + 1].kind == "num"


#: Readings of a decimal comma (`_decimal_comma`): never unsaid nor a pause ("3,5" said "three
#: five" states thirty five).
DECIMAL_COMMA_READINGS = ("point", "comma")


def _decimal_comma(parts: list[Piece], i: int) -> bool:
    """Whether comma piece i is a decimal comma ("3,5 %", "12,5mm", "0,25"): the token's only comma,
    between two digit groups (a thousands comma belongs to its group, `_GROUP`: "12,500" is one
    piece). Several commas between numbers ("1,2,3") are a list, whose commas may go unsaid, and
    locants before a hyphen ("1,2-dichloroethane", "2,4-D": IUPAC names) are said "one two"."""
    if not _between_numbers(parts, i):
        return False
    if i + 2 < len(parts) and parts[i + 2].text[:1] in DASHES:
        return False
    return sum(p.kind == "symbol" and p.text == "," for p in parts) == 1


#: Symbols after which a dash right before a digit group is a sign ("10^-5", "2*-3", "=-4",
#: "(-5)"): an operator or an opening bracket leaves nothing for the dash to join.
SIGN_AFTER = frozenset("^*×·÷/=+(<>[{~≈±,:@") | frozenset(" ")
#: Readings of a sign: never unsaid (a dropped minus states another number).
SIGN_READINGS = {"-": ("minus", "negative"), "+": ("plus", "positive")}
#: Multiplication signs between a mantissa and a power of ten ("6.02×10^23", "3x10^8", "2*10^-3").
TIMES_SIGNS = frozenset("×*·xX")
TIMES_READINGS = ("times", "multiplied by")
#: Roles of `exponent_roles` whose digit group is read as its cardinal only ("10^8" is never
#: "one o to the power of eight").
NUMBER_ROLES = frozenset({"base", "exponent", "mantissa"})


#: A multiplier: a number and an x ("3x", "2.5x", "10X", "3×"), maybe per a unit of time ("3x/week").
MULTIPLIER = re.compile(r"(\d{1,9}(?:\.\d{1,6})?)(?:[-–](\d{1,9}(?:\.\d{1,6})?))?[xX×](?:/([A-Za-z]+))?")
#: Units of time after a multiplier's slash, by how they are written ("3x/wk" -> "a week").
PER_TIME = {"day": "day", "d": "day", "week": "week", "wk": "week", "month": "month", "mo": "month",
            "year": "year", "yr": "year", "hour": "hour", "hr": "hour", "h": "hour", "night": "night",
            "min": "minute", "minute": "minute"}


def multiplier_readings(token: str) -> list[str]:
    """The readings of a multiplier ("3x" -> "three times", "2.5x" -> "two point five times",
    "2-3x" -> "two to three times", "3x/week" -> "three times a week" or "... per week"), best first; [] for any other token.
    Context-only: `tnfst.quantity_context` says where "3x" is a multiplier (never in algebra,
    "3x + 2"), and `NumberGuard.accepts` licenses these readings though "times" may lie
    outside the decoder's vocabulary."""
    m = MULTIPLIER.fullmatch(token)
    if m is None:
        return []
    words = _multiplier_number(m.group(1))
    if m.group(2) is not None and words:  # a range of multipliers ("2-3x daily" -> "two to three times")
        upper = _multiplier_number(m.group(2))
        words = words + ["to"] + upper if upper else None
    if not words:
        return []
    said = " ".join(words + ["times"])
    if m.group(3) is None:
        return [said]
    unit = PER_TIME.get(m.group(3).lower())
    return [] if unit is None else [f"{said} a {unit}", f"{said} per {unit}"]


def _multiplier_number(number: str) -> list[str] | None:
    """A multiplier's number said as a cardinal, its decimals digit by digit ("2.5" -> "two point five")."""
    whole, _, fraction = number.partition(".")
    words = cardinal_words(whole)
    if words is None:
        return None
    if fraction:
        zero = "zero" if set(fraction) == {"0"} else "o"
        words = words + ["point"] + [zero if d == "0" else _UNIT_NAMES[int(d)] for d in fraction]
    return words


#: Odds and return periods written with hyphens: "1-in-100-year", "a 1-in-4 chance", "1-in-1,000-year".
ODDS = re.compile(r"(\d{1,3}(?:,\d{3})+|\d{1,7})[-‐]in[-‐](\d{1,3}(?:,\d{3})+|\d{1,7})((?:[-‐][a-z]+){0,2})")


def odds_readings(token: str) -> list[str]:
    """The reading of odds written with hyphens ("1-in-100-year" -> "one in one hundred year",
    "1-in-4" -> "one in four"; a word after them as written), or []. Context-only
    (`tnfst.quantity_context`); `NumberGuard.accepts` licenses it though "in" lies outside the
    decoder's vocabulary (the model spelled it, "one i n one hundred year")."""
    m = ODDS.fullmatch(token)
    if m is None:
        return []
    first, second = cardinal_words(m.group(1).replace(",", "")), cardinal_words(m.group(2).replace(",", ""))
    if not first or not second:
        return []
    return [" ".join(first + ["in"] + second + m.group(3).replace("‐", "-").split("-")[1:])]


#: A number in E notation ("1e-6", "2.5e3", "6.022E+23"): mantissa, the exponent's sign, exponent.
SCIENTIFIC = re.compile(r"(\d{1,9}(?:\.\d{1,9})?)[eE]([-+−]?)(\d{1,3})")


def scientific_readings(token: str) -> list[str]:
    """The reading of a number in E notation as a power of ten ("1e-6" -> "one times ten to the
    power of minus six", "6.022E+23" -> "six point o two two times ten to the power of twenty
    three": a plus sign unsaid, as "6.022×10^23" is read); [] for any other token. Context-only:
    `tnfst.notation_context` says where it is science (programmers say "one e minus six"), and
    `NumberGuard.accepts` licenses it though "times" may lie outside the decoder's vocabulary."""
    m = SCIENTIFIC.fullmatch(token)
    if m is None:
        return []
    whole, _, fraction = m.group(1).partition(".")
    words, power = cardinal_words(whole), cardinal_words(m.group(3))
    if words is None or power is None:
        return []
    if fraction:
        zero = "zero" if set(fraction) == {"0"} else "o"
        words = words + ["point"] + [zero if d == "0" else _UNIT_NAMES[int(d)] for d in fraction]
    sign = ["minus"] if m.group(2) in ("-", "−") else []
    return [" ".join(words + ["times", "ten", "to", "the", "power", "of"] + sign + power)]


def _is_sign(piece: Piece) -> bool:
    return piece.kind == "symbol" and (piece.text in DASHES or piece.text == "+")


def _starts_number(parts: list[Piece], i: int) -> bool:
    """Whether nothing written joins piece i on its left: the token's start, a symbol (not a
    period, which would make a version "1.2e3"), or a space."""
    if i == 0:
        return True
    left = parts[i - 1]
    return left.kind == "space" or (left.kind == "symbol" and left.text not in ".,")


def exponent_roles(parts: list[Piece]) -> dict[int, str]:
    """Pieces of a power or a number in scientific notation, by index, with their role:

    * ``a^b`` ("10^-5", "2^10", "x^2"): the digit group before "^" is the "base", the one after
      it the "exponent" (after a "sign", which is then said: "ten to the power of minus five");
    * ``m×10^b`` ("6.02×10^23", "3x10^8", "1.6*10^-19"): the multiplication sign is "times"
      and the digit group before it the "mantissa";
    * ``me±b`` ("1e-5", "1.5e6", "2.5E+3"), a number written from the token's start or after a
      symbol ("lr=3e-4"), whose exponent ends the token or comes before a symbol: "e" is the
      letter "e" said, its sign a "sign", the digit groups "mantissa" and "exponent".

    Bases, mantissas and exponents are read as cardinals, signs as "minus" or "plus"; a
    mantissa's decimal "point" is said so, its "fraction" digit by digit ("six point o two")."""
    roles: dict[int, str] = {}
    n = len(parts)

    def exponent_after(j: int) -> int | None:
        if j < n and _is_sign(parts[j]) and j + 1 < n and parts[j + 1].kind == "num":
            roles[j] = "sign"
            j += 1
        if j < n and parts[j].kind == "num" and not parts[j].suffix:
            roles[j] = "exponent"
            return j
        return None

    def mantissa_before(j: int) -> int | None:
        """The start of a number that ends with piece j ("6.02", "3"); None if there is none."""
        if j < 0 or parts[j].kind != "num" or parts[j].suffix:
            return None
        start = j
        if j >= 2 and parts[j - 1].kind == "symbol" and parts[j - 1].text == "." and parts[j - 2].kind == "num":
            start = j - 2
        return start if _starts_number(parts, start) or (start > 0 and _is_sign(parts[start - 1])) else None

    def mark_mantissa(start: int, end: int) -> None:
        roles[start] = "mantissa"
        if end > start:  # "6.02": a decimal point, then digits said one by one
            roles[start + 1] = "point"
            roles[end] = "fraction"

    for i, piece in enumerate(parts):
        if piece.kind == "symbol" and piece.text == "^" and i + 1 < n:
            if exponent_after(i + 1) is None:
                continue
            if i > 0 and parts[i - 1].kind == "num" and not parts[i - 1].suffix:
                roles[i - 1] = "base"
                b = i - 1
                if (parts[b].text == "10" and b >= 2 and parts[b - 1].text in TIMES_SIGNS
                        and parts[b - 1].kind in ("symbol", "letters")):
                    start = mantissa_before(b - 2)
                    if start is not None:
                        roles[b - 1] = "times"
                        mark_mantissa(start, b - 2)
        elif piece.kind == "letters" and piece.text in ("e", "E") and i > 0:
            start = mantissa_before(i - 1)
            if start is None:
                continue
            saved = dict(roles)
            end = exponent_after(i + 1)
            if end is None or not (end == n - 1 or parts[end + 1].kind in ("symbol", "space")):
                roles = saved
                continue
            mark_mantissa(start, i - 1)
            roles[i] = "e"
    return roles


def _sign_dash(parts: list[Piece], i: int) -> bool:
    """Whether dash piece i is a sign: before a digit group, after an operator, an opening
    bracket or a space (`SIGN_AFTER`)."""
    if not (0 < i < len(parts) - 1 and parts[i + 1].kind == "num"):
        return False
    left = parts[i - 1]
    return left.kind == "space" or (left.kind == "symbol" and left.text in SIGN_AFTER)


def symbol_readings(parts: list[Piece], i: int, roles: dict[int, str] | None = None) -> tuple[str, ...]:
    """The readings of symbol (or space) piece i of a token, given its neighbours (and the
    roles of `exponent_roles`, computed when not given)."""
    char = parts[i].text[0] if parts[i].kind == "symbol" else " "
    roles = exponent_roles(parts) if roles is None else roles
    role = roles.get(i)
    if role == "sign":
        return SIGN_READINGS["+" if char == "+" else "-"]
    if role == "times":
        return TIMES_READINGS
    if role == "point":
        return ("point",)
    if char == "^" and role is None and (i + 1) in roles:
        return ("to the power of",)
    if (char == "/" and 0 < i < len(parts) - 1 and parts[i - 1].text == "+" and parts[i + 1].text in DASHES
            and parts[i + 1].kind == "symbol"):
        return ("or",)  # "+/-2": "plus or minus two"
    if char in DASHES and i >= 2 and parts[i - 1].text == "/" and parts[i - 2].text == "+":
        return ("minus",)  # "plus or minus" ("+/-2", "+/- 3"), never "plus or negative" nor "plus or to"
    if char in DASHES and _sign_dash(parts, i):
        return SIGN_READINGS["-"]
    if char in DASHES:
        right = i + 1 < len(parts) and parts[i + 1].kind == "num"
        if char == "\u2212" and right and _numeric_left(parts, i):
            return ("minus",)  # the minus sign proper is subtraction ("5−3"), never a range or a pause
        arithmetic = any(p.kind == "symbol" and p.text in ARITHMETIC for p in parts)
        readings = hyphen_readings(i == 0, _numeric_left(parts, i), right, digits_around=_between_numbers(parts, i),
                                   arithmetic=arithmetic)
        if not arithmetic and any(p.kind == "letters" for p in parts):
            # a model number's hyphen is no subtraction ("i7-12700K", "UA-123-4")
            readings = tuple(r for r in readings if r != "minus") or readings
        if _code_hyphen(parts, i):
            readings = tuple(r for r in readings if r != "to") or readings
        return readings
    if char == ".":
        if any(0 <= j < len(parts) and parts[j].text in (".", "…") for j in (i - 1, i + 1)):
            return ("", "dot")  # one of an ellipsis's dots ("114...48"): never a decimal point
        if not _between_numbers(parts, i) and not (i + 1 < len(parts) and parts[i + 1].kind == "num"):
            return ("", "dot")  # "point" only before a number
        return PERIOD_READINGS[_between_numbers(parts, i)]
    if char == "," and _decimal_comma(parts, i):
        return DECIMAL_COMMA_READINGS
    if char == ":" and _between_numbers(parts, i) and len(parts[i + 1].text) != 2:
        return ("to", "colon")  # a ratio ("3:1" -> "three to one"); "4:30" minutes may go unsaid
    if char == "/" and (i == 0 or i == len(parts) - 1):
        return ("",) + SYMBOL_READINGS["/"][:-1]
    if char not in SYMBOL_READINGS and not char.isascii():
        fraction = fraction_char_readings(char)
        if fraction:
            return fraction
    return SYMBOL_READINGS.get(char, ("",))


def fraction_char_readings(char: str) -> tuple[str, ...]:
    """The readings of a vulgar-fraction character by its Unicode value ("½" -> "one half";
    "¾" -> "three quarters", "three fourths"; "⅜" -> "three eighths"): never unsaid inside a
    guarded token ("1:30½"). () for any other character."""
    if len(char) != 1 or unicodedata.category(char) != "No":
        return ()
    try:
        value = Fraction(unicodedata.numeric(char)).limit_denominator(100)
    except (TypeError, ValueError):
        return ()
    if not 0 < value < 1 or value.denominator > 10:
        return ()
    numerator = _UNIT_NAMES[value.numerator] if value.numerator < 10 else None
    if numerator is None:
        return ()
    plural = value.numerator > 1
    if value.denominator == 2:
        names = ["halves" if plural else "half"]
    else:
        ordinal = _ordinal(cardinal_words(str(value.denominator)))[-1]
        names = ([("quarters" if plural else "quarter")] if value.denominator == 4 else []) + [
            ordinal + "s" if plural else ordinal]
    return tuple(f"{numerator} {name}" for name in names)


def _spelled(run: str) -> bool:
    """Whether a letter run is said letter by letter when the guard reads it without the
    decoder: runs of one or two letters, capitals, runs without a vowel ("FM", "pm",
    "V", "km") and runs that end in capitals after a head without a vowel (`_SMALL_THEN_CAPITALS`);
    others are said as a word ("week", "fifa")."""
    return (len(run) < 3 or run.isupper() or not any(c in "aeiouyAEIOUY" for c in run)
            or _SMALL_THEN_CAPITALS.fullmatch(run) is not None)


#: A letter run that ends in capitals after a head without a vowel ("SpO" of "SpO2", "HbA" of
#: "HbA1c", "mRNA", "PhD"): the letters of a symbol or an initialism, never one word ("spo", "hba":
#: the model's readings). A head with a vowel may be a word ("CoQ10" -> "coq ten"), and "iPhone",
#: "eBay" end in small letters.
_SMALL_THEN_CAPITALS = re.compile(r"[B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z]*[b-df-hj-np-tv-z][A-Z]+")


def _decimal_digits(parts: list[Piece], i: int) -> bool:
    """Whether digit group i is the fraction of a decimal number ("6.02" -> "02"): after a
    period that follows a digit group, with no second period around it (not a version "3.10.2")."""
    def period(j: int) -> bool:
        return 0 <= j < len(parts) and parts[j].kind == "symbol" and parts[j].text == "."

    return (i >= 2 and period(i - 1) and parts[i - 2].kind == "num" and not period(i - 3)
            and not (period(i + 1) and i + 2 < len(parts) and parts[i + 2].kind == "num"))


def forced_piece_words(parts: list[Piece], i: int, roles: dict[int, str] | None = None) -> list[str]:
    """Piece i said its first way: a digit group as its ordinal or plural when it owns a suffix,
    a year when it has four digits (1000-2099), its digits when it has a leading zero or more
    than nine digits, else its cardinal; letters spelled or as a word (`_spelled`); a symbol
    its first reading (`symbol_readings`)."""
    piece = parts[i]
    roles = exponent_roles(parts) if roles is None else roles
    role = roles.get(i)
    if piece.kind == "num" and role in NUMBER_ROLES and cardinal_words(piece.text.replace(",", "")):
        return cardinal_words(piece.text.replace(",", ""))
    if piece.kind == "num" and _decimal_digits(parts, i) and not piece.suffix:
        zero = "zero" if set(piece.text) == {"0"} else "o"  # Kestrel's decimals: "point o five"
        return [zero if d == "0" else _UNIT_NAMES[int(d)] for d in piece.text]
    if piece.kind == "letters" and role == "times":
        return [TIMES_READINGS[0]]
    if piece.kind == "num":
        digits = piece.text.replace(",", "")
        years = year_words(digits) if "," not in piece.text and 1000 <= int(digits) <= 2099 else []
        card = cardinal_words(digits) if len(digits) <= 9 else None
        base = years[0] if years else card
        if base is None:
            return ["zero" if d == "0" else _UNIT_NAMES[int(d)] for d in digits]
        if piece.suffix and _ORDINAL_SUFFIX.match(piece.suffix):
            return _ordinal(base)
        if piece.suffix:
            plural = _plural(base)
            return plural if plural is not None else base + [c for c in piece.suffix.lower() if c.isalpha()]
        return base
    if piece.kind == "letters":
        return list(piece.text.lower()) if _spelled(piece.text) else [piece.text.lower()]
    reading = symbol_readings(parts, i, roles)[0]
    return reading.split()


# NFA positions: ("B", i, ctx) before piece i (ctx: what the last word said: "s" start, "w" a
# word, "n" / "n:tens" / "n:big" a number (by its last word), "d" "point" or a digit read after
# it); ("G", i, p, k, decimal) k words into reading p of piece i (decimal: begun after "point").


class TokenGuard:
    """One token's automaton over word ids (built by `NumberGuard.start`).

    Attributes:
        token: the written token.
        paths: per piece, its readings as tuples of allowed word-id sets (an empty tuple: the
            piece may go unsaid).
        numeric: per piece, whether it is a digit group.
        letter_o: per piece, whether a written o/O comes right before it (a digit group).
    Compared by identity; caches its transitions and rows (filled on first use)."""

    def __init__(self, token: str, paths: list[list[tuple[frozenset[int], ...]]], numeric: list[bool],
                 letter_o: list[bool], guard: "NumberGuard"):
        self.token = token
        self.paths = paths
        self.numeric = numeric
        self.letter_o = letter_o
        self.n = len(paths)
        self.guard = guard
        self._next: dict[tuple[frozenset, int], frozenset] = {}
        self._rows: dict = {}
        self._alive_memo: dict[tuple, bool] = {}
        self.min_words = sum(min(len(p) for p in piece) for piece in paths)

    def start_state(self) -> frozenset:
        return self._close({("B", 0, "s")})

    def _close(self, positions) -> frozenset:
        """`positions` with every boundary reached by leaving unsaid pieces that may be, less
        the positions from which no complete reading can be reached (`_alive`)."""
        out = set(positions)
        todo = [p for p in positions if p[0] == "B"]
        while todo:
            _, i, ctx = todo.pop()
            if self._skippable(i, ctx):
                nxt = ("B", i + 1, ctx)
                if nxt not in out:
                    out.add(nxt)
                    todo.append(nxt)
        return frozenset(p for p in out if self._alive(p))

    def _alive(self, pos: tuple) -> bool:
        """Whether some complete reading goes on from `pos` (memoized; pieces only move forward).
        Iterative, with an explicit stack: a token of hundreds of pieces ("1-1-1-...") never
        exceeds Python's recursion limit."""
        memo = self._alive_memo
        known = memo.get(pos)
        if known is not None:
            return known
        stack = [pos]
        while stack:
            cur = stack[-1]
            if cur in memo:
                stack.pop()
                continue
            nexts = self._successors(cur)
            pending = [q for q in nexts if q not in memo]
            if pending:
                stack.extend(pending)
                continue
            memo[cur] = (cur[0] == "B" and cur[1] == self.n) or any(memo[q] for q in nexts)
            stack.pop()
        return memo[pos]

    def _successors(self, pos: tuple) -> list[tuple]:
        """The positions one step on from `pos` (`_alive`'s graph: pieces only move forward)."""
        if pos[0] == "B":
            _, i, ctx = pos
            if i == self.n:
                return []
            out = [("B", i + 1, ctx)] if self._skippable(i, ctx) else []
            out += [self._enter(i, p, 1, self._decimal(i, p, ctx)) for p, _ in self._raw_openers(i, ctx)]
            return out
        _, i, p, k, decimal = pos
        return [self._enter(i, p, k + 1, decimal)]

    def _skippable(self, i: int, ctx: str) -> bool:
        """Whether piece i may go unsaid: a piece with an empty reading (a letter run never is:
        "3-oz" is never "three")."""
        return i < self.n and any(not path for path in self.paths[i])

    def _decimal(self, i: int, p: int, ctx: str) -> bool:
        """Whether reading p of piece i, begun after a word of kind `ctx`, is a decimal's digits;
        a letter run begun there carries the decimal on (a spelled "o" among a decimal's digits,
        ".0O100", is heard as one more digit, so what follows reads digit by digit)."""
        if not self.numeric[i]:
            return ctx == "d"
        return ctx == "d" and p == 0

    def _enter(self, i: int, p: int, k: int, decimal: bool) -> tuple:
        """The position after k words of path p of piece i (the next boundary when complete)."""
        path = self.paths[i][p]
        if k == len(path):
            if self.numeric[i]:
                kind = "d" if decimal else self.guard.end_kind(path[-1])
            elif decimal and path[-1] & self.guard.o_ids:
                kind = "d"                              # "point zero o" then digits, one by one
            elif path[-1] & self.guard.point_ids:
                kind = "d"
            elif path[-1] & self.guard.a_ids:
                kind = "a"
            else:
                kind = "o" if path[-1] & self.guard.o_ids else "w"
            return ("B", i + 1, kind)
        return ("G", i, p, k, decimal)

    def _openers(self, i: int, ctx: str) -> list[tuple[int, frozenset[int]]]:
        """(path, its first words) that may start piece i after a word of kind `ctx` and lead
        on to a complete reading."""
        return [(p, first) for p, first in self._raw_openers(i, ctx)
                if self._alive(self._enter(i, p, 1, self._decimal(i, p, ctx)))]

    def _raw_openers(self, i: int, ctx: str) -> list[tuple[int, frozenset[int]]]:
        """(path, its first words) that may start piece i after a word of kind `ctx`."""
        if i >= self.n:
            return []
        guard = self.guard
        out = []
        for p, path in enumerate(self.paths[i]):
            if not path:
                continue
            first = path[0]
            if not self.numeric[i]:
                pass                                    # letters are read as written ("H2O" -> "h two o")
            elif ctx == "o" and not self.letter_o[i]:
                continue                                # "o" then a number: only for a written o right before it
            else:
                if ctx == "a":
                    first = first - guard.fraction_ids  # "a third" would state 1/3
                elif ctx == "d" and p > 0:
                    first = first - guard.unit_ids      # after "point" a digit word is one digit
                elif ctx in guard.JOINS:
                    first = first - guard.joins[ctx]    # "twenty" then "one" would read 21
            if first:
                out.append((p, first))
        return out

    def step(self, state: frozenset, word: int) -> frozenset:
        """The positions after `word` (empty: forbidden)."""
        key = (state, word)
        cached = self._next.get(key)
        if cached is not None:
            return cached
        out = set()
        for pos in state:
            if pos[0] == "B":
                _, i, ctx = pos
                for p, first in self._openers(i, ctx):
                    if word in first:
                        out.add(self._enter(i, p, 1, self._decimal(i, p, ctx)))
            else:
                _, i, p, k, decimal = pos
                if word in self.paths[i][p][k]:
                    out.add(self._enter(i, p, k + 1, decimal))
        result = self._close(out)
        self._next[key] = result
        return result

    def row(self, state: frozenset) -> np.ndarray:
        """h(state): 0 for the allowed words (and STOP once every piece is read), -inf elsewhere."""
        row = self._rows.get(state)
        if row is not None:
            return row
        allowed: set[int] = set()
        for pos in state:
            if pos[0] == "B":
                _, i, ctx = pos
                for _, first in self._openers(i, ctx):
                    allowed |= first
                if i == self.n:
                    allowed.add(special.STOP)
            else:
                _, i, p, k, _ = pos
                allowed |= self.paths[i][p][k]
        row = np.full(self.guard.vocab_size, -math.inf, dtype=np.float32)
        if allowed:
            row[np.asarray(sorted(allowed), dtype=np.int64)] = 0.0
        row.flags.writeable = False  # a shared cache
        self._rows[state] = row
        return row


@dataclass(frozen=True, slots=True)
class GuardState:
    """A constraint state: the token's automaton and the set of positions (empty after STOP)."""

    guard: TokenGuard
    positions: frozenset
    stopped: bool = False


class NumberGuard:
    """The number guard constraint (module docstring).

    Args:
        vocab: the decoder's output vocabulary.
        defer_to: a grammar (`matches(token) -> bool`); tokens it matches are left alone.
        cache_size: tokens whose automata are kept.
    """

    name = NAME
    max_reward = 0.0
    JOINS = ("n:tens", "n:big")
    NUMBER_KINDS = frozenset({"n", "n:tens", "n:big", "d"})

    def end_kind(self, last: frozenset[int]) -> str:
        """The boundary kind after a group whose reading ends with one of `last`."""
        if last & self.tens_ids:
            return "n:tens"
        if last & self.big_ids:
            return "n:big"
        return "n"

    def __init__(self, vocab: Vocabulary, defer_to=None, cache_size: int = CACHE_SIZE):
        if not isinstance(vocab, Vocabulary):
            raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
        self.vocab = vocab
        self.vocab_size = len(vocab)
        self.defer_to = defer_to
        self.cache_size = cache_size
        self._cache: OrderedDict[str, TokenGuard | None] = OrderedDict()
        words = [vocab.word(i) for i in range(self.vocab_size)]
        barred = {special.PAD, special.UNK, special.START, special.STOP}
        if special.SELF in vocab:
            barred.add(vocab.id(special.SELF))
        self._barred = frozenset(barred)
        self.point_ids = frozenset(i for i, w in enumerate(words) if w == "point")
        self.a_ids = frozenset(i for i, w in enumerate(words) if w == "a" and i not in barred)
        self.fraction_ids = frozenset(i for i, w in enumerate(words) if w in FRACTION_WORDS)
        ones = frozenset(i for i, w in enumerate(words) if w in UNITS and w != "zero")
        teens = frozenset(i for i, w in enumerate(words) if w in TEENS)
        tens = frozenset(i for i, w in enumerate(words) if w in TENS)
        self.tens_ids = tens
        self.big_ids = frozenset(i for i, w in enumerate(words) if w == "hundred" or w in SCALES)
        #: after a group that ends in tens / hundred or a scale word, the first words that would join it
        self.joins = {"n:tens": ones, "n:big": ones | teens | tens}
        self.unit_ids = frozenset(i for i, w in enumerate(words) if w in UNITS or w in ZERO_LETTERS)
        self.o_ids = frozenset(i for i, w in enumerate(words) if w in ZERO_LETTERS)
        #: words a letter run may be read as besides its letters (`run_words`): not number words
        #: (a run is never read as a number it does not write), by their first letter
        self._by_initial: dict[str, list[tuple[int, str]]] = {}
        for i, w in enumerate(words):
            if i not in barred and len(w) > 1 and w not in NUMBER_WORDS and w.isalpha():
                self._by_initial.setdefault(w[:1], []).append((i, w))
        self._stopped_row = np.full(self.vocab_size, -math.inf, dtype=np.float32)
        self._stopped_row[special.STOP] = 0.0
        self._stopped_row.flags.writeable = False

    def compile(self, token: str) -> TokenGuard | None:
        """The token's automaton, or None when the guard does not apply (see `start`)."""
        if token in self._cache:
            self._cache.move_to_end(token)
            return self._cache[token]
        guard = self._compile(token)
        self._cache[token] = guard
        if len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return guard

    def _ids(self, words: Sequence[str]) -> tuple[frozenset[int], ...] | None:
        """One reading as word-id sets; None when a word is outside the vocabulary."""
        out = []
        for word in words:
            if word not in self.vocab or self.vocab.id(word) in self._barred:
                return None
            out.append(frozenset({self.vocab.id(word)}))
        return tuple(out)

    def _letter_paths(self, run: str, between_numbers: bool, times: bool = False,
                      after_ordinal: bool = False) -> list[tuple[frozenset[int], ...]]:
        """Readings of a letter run: its letters spelled, the run as a word, a word it writes or
        abbreviates (`run_words`), and "by"/"times" for a lone x between two numbers; only
        "times" for an x before a power of ten ("3x10^8", `exponent_roles`) when the decoder
        can write it. After an ordinal ("2nd-half", "3rd-quarter") a number word the token
        writes is that word ("second half", never "second h a l f")."""
        if times:
            paths = [p for p in (self._ids(r.split()) for r in TIMES_READINGS) if p]
            if paths:
                return paths
        paths = []
        spelled = self._ids(list(run.lower()))
        if spelled and _SMALL_THEN_CAPITALS.fullmatch(run):
            return [spelled]  # "SpO2" -> "s p o two", never "spo two"
        # a word of three letters or more, not in capitals, that the decoder can write is read
        # as that word ("21st-century" -> "century", never "c e n t u r y")
        as_word = (len(run) >= 3 and not run.isupper() and run.lower() in self.vocab
                   and (run.lower() not in NUMBER_WORDS or after_ordinal))  # "5-second" is "five seconds", never 52
        if spelled and not as_word:
            paths.append(spelled)
        words = {self.vocab.id(run.lower())} if as_word else set(self.run_words(run))
        if words:  # a known word is read as itself ("3-inch" -> "inch", never "inches")
            paths.append((frozenset(words),))
        if between_numbers and run in ("x", "X"):
            paths += [p for p in (self._ids([w]) for w in BY_WORDS) if p]
        return paths

    def _symbol_paths(self, readings: Sequence[str]) -> list[tuple[frozenset[int], ...]]:
        """The readings (word sequences) the decoder can write; unsaid when it can write none."""
        paths = []
        for reading in readings:
            ids = self._ids(reading.split())
            if ids is not None and ids not in paths:
                paths.append(ids)
        return paths or [()]

    def _num_paths(self, piece: Piece, role: str | None = None) -> list[tuple[frozenset[int], ...]]:
        if role == "fraction":  # a mantissa's decimals: digit by digit ("6.02" -> "six point o two")
            return [self._num_paths(piece)[0]]
        if role in NUMBER_ROLES:  # a base, exponent or mantissa: its cardinal ("10^8" -> "ten ...")
            words = cardinal_words(piece.text.replace(",", ""))
            card = self._ids(words) if words else None
            if card is not None:
                return [card]
        paths = []
        for path in group_readings(piece.text, piece.suffix):
            ids = tuple(frozenset(self.vocab.id(w) for w in words if w in self.vocab) for words in path)
            if all(ids):
                paths.append(ids)
        if piece.suffix and paths:
            # the readings that do not use the suffix spell it ("1990s" -> "one nine nine o s")
            suffix = self._ids([c for c in piece.suffix.lower() if c.isalpha()])
            plain = [p for p in group_readings(piece.text, "")]
            plain_ids = [tuple(frozenset(self.vocab.id(w) for w in words if w in self.vocab) for words in p)
                         for p in plain]
            if suffix:
                paths = [p + suffix for p in plain_ids if all(p)] + [p for p in paths if p not in plain_ids]
        return paths  # the digit-by-digit reading first, when the decoder can write it

    def _compile(self, token: str) -> TokenGuard | None:
        parts = pieces(token)
        if not any(p.kind == "num" for p in parts):
            return None
        all_paths, numeric, letter_o = [], [], []
        offset = 0
        roles = exponent_roles(parts)
        for i, piece in enumerate(parts):
            if piece.kind == "num":
                paths = self._num_paths(piece, roles.get(i))
                if not paths:
                    return None  # a group the decoder cannot read: leave the token unconstrained
                digits = group_readings(piece.text, "")[0]
                if not all(w in self.vocab for words in digits for w in words):
                    return None  # no digit-by-digit reading (after "point" it is the only one)
            elif piece.kind == "letters":
                paths = self._letter_paths(piece.text, _between_numbers(parts, i), roles.get(i) == "times",
                                           after_ordinal=_after_ordinal(parts, i)) or [()]
            elif roles.get(i) == "times":  # "times", else (the decoder cannot write it) "by"; never unsaid
                paths = [p for p in (self._ids(r.split()) for r in TIMES_READINGS) if p] or self._symbol_paths(("by",))
            else:
                paths = self._symbol_paths(symbol_readings(parts, i, roles))
            all_paths.append(paths)
            numeric.append(piece.kind == "num")
            letter_o.append(piece.kind == "num" and _written_o_before(token, offset))
            offset += len(piece.text) + len(piece.suffix)
        guard = TokenGuard(token, all_paths, numeric, letter_o, self)
        return guard if guard.start_state() else None  # no complete reading: leave it unconstrained

    def forced_words(self, token: str) -> tuple[str, ...] | None:
        """The token's reading in words, without the decoder, when the guard applies and the
        decoder cannot write some piece as it should be said: a symbol whose every reading lies
        outside its vocabulary ("1+1" -> "one plus one", "8*7" -> "eight times seven"), or a
        letter run read as a word it does not know ("2-week" -> "two week", "fifa2016" -> "fifa
        twenty sixteen"). Each piece is said its first way (`forced_piece_words`). None when
        the decoder can write every piece (it then reads the token, guarded)."""
        if self.start(token) is None:
            return None
        parts = pieces(token)
        roles = exponent_roles(parts)
        words: list[str] = []
        unsayable = False
        for i, piece in enumerate(parts):
            said = forced_piece_words(parts, i, roles)
            if (piece.kind == "symbol" or piece.kind == "letters" and not _spelled(piece.text)
                    or roles.get(i) == "times"):
                if said and any(w not in self.vocab for w in said):
                    unsayable = True
            words += said
        return tuple(words) if unsayable and words else None

    def forced_within(self, token: str, max_len: int) -> tuple[str, ...] | None:
        """The token's reading without the decoder when the guard applies but even its shortest
        reading needs more than `max_len` words (the decoder's limit: ``"9"*40 + "kg"``,
        ``"1-"*200``): each piece said its first way (`forced_piece_words`; a long digit group
        digit by digit), so no piece is dropped and no number is made up. None otherwise."""
        state = self.start(token)
        if state is None or state.guard.min_words <= max_len:
            return None
        parts = pieces(token)
        roles = exponent_roles(parts)
        words = [w for i in range(len(parts)) for w in forced_piece_words(parts, i, roles)]
        return tuple(words) or None

    def start(self, token: str) -> GuardState | None:
        """The initial state for a token with a digit that `defer_to` does not match, else None."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a string, got {type(token).__name__}")
        if not any(c.isdecimal() for c in token):
            return None
        if self.defer_to is not None and self.defer_to.matches(token):
            return None
        guard = self.compile(token)
        return None if guard is None else GuardState(guard, guard.start_state())

    def run_words(self, run: str) -> frozenset[int]:
        """Ids of the words a letter run (case folded) may be read as: the run itself, a word it
        starts (three letters or more: "5-sec" -> "seconds", "21st-cent" -> "century") or that
        starts it ("May5th" -> "may"), and the words it abbreviates, same first letter and its
        letters in order ("5yrs" -> "years", "3pcs" -> "pieces"). Never a number word."""
        run = run.lower()
        out = set()
        if len(run) < 2:
            return frozenset()
        for i, word in self._by_initial.get(run[0], ()):
            if (word == run or (len(run) >= 3 and word.startswith(run)) or run.startswith(word)
                    or (len(run) >= 3 and _in_order(run, word))):
                out.add(i)
        return frozenset(out)

    def leave_alone(self, token: str) -> bool:
        """True for a token of symbols only (no letter, no digit) that `defer_to` does not match:
        no reading of it can be checked, so it is kept as written (``[``, ``}``, ``--``), even
        where the gate routes it (`tnfst.api.Normalizer` asks every constraint)."""
        return _symbols_only(token) and (self.defer_to is None or not self.defer_to.matches(token))

    def start_within(self, token: str, max_len: int) -> GuardState | None:
        """`start`, or None when even the shortest reading needs more than `max_len` words."""
        state = self.start(token)
        if state is not None and state.guard.min_words > max_len:
            return None
        return state

    def advance(self, state: GuardState, word_id: int) -> GuardState:
        if state.stopped:
            if word_id != special.STOP:
                raise ValueError(f"word id {word_id} after STOP")
            return state
        if word_id == special.STOP:
            if not math.isfinite(float(state.guard.row(state.positions)[special.STOP])):
                raise ValueError(f"STOP is forbidden before every piece of {state.guard.token!r} is read")
            return GuardState(state.guard, frozenset(), True)
        if not math.isfinite(float(self.weights(state)[word_id])):
            raise ValueError(f"word id {word_id} is forbidden by the number guard for {state.guard.token!r}")
        return GuardState(state.guard, state.guard.step(state.positions, word_id))

    def weights(self, state: GuardState) -> np.ndarray:
        """float32 [V]: 0 for allowed words, -inf elsewhere (a cached, read-only row)."""
        if state.stopped:
            return self._stopped_row
        return state.guard.row(state.positions)

    def weights_batch(self, states: Sequence[GuardState]) -> np.ndarray:
        if not states:
            return np.empty((0, self.vocab_size), np.float32)
        return np.stack([self.weights(s) for s in states])

    def accepts(self, token: str, reading: str) -> bool | None:
        """Whether the guard allows `reading` (words) as a complete reading of `token`;
        None when it does not apply to the token. Words outside the vocabulary are refused,
        except in a multiplier's readings (`multiplier_readings`: "3x" -> "three times") and in a
        number in E notation read as a power of ten (`scientific_readings`), which only the sentence
        context chooses (`tnfst.quantity_context`, `tnfst.notation_context`)."""
        state = self.start(token)
        if state is None:
            return None
        said = " ".join(reading.split())
        if said in multiplier_readings(token) or said in scientific_readings(token) or said in odds_readings(token):
            return True  # context-only: "3x" -> "three times", "1e-6" -> "... times ten to the power of minus six"
        for word in reading.split():
            if word not in self.vocab:
                return False
            word_id = self.vocab.id(word)
            if not math.isfinite(float(self.weights(state)[word_id])):
                return False
            state = self.advance(state, word_id)
        return math.isfinite(float(self.weights(state)[special.STOP]))


def build_number_guard(*, vocab: Vocabulary, class_grammar=None, lang: str = "en",
                       number_guard_defer=True, **_other_resources) -> NumberGuard:
    """Registry factory of ``number_guard``: defers to `class_grammar` (default: the covering
    grammar of every class of `lang`, loaded lazily); `number_guard_defer=False` guards
    every token with a digit (tests, audits)."""
    defer_to = None
    if number_guard_defer:
        if class_grammar is None:
            from tnfst.grammar import CoveringGrammar

            class_grammar = CoveringGrammar.load(lang=lang, classes="all")
        defer_to = class_grammar
    return NumberGuard(vocab, defer_to=defer_to)
