"""Shared scoring helpers of the sentence-level benchmarks (golden file, outside sets).

Two things live here so that every benchmark scores alike:

- `fold(text)`: the one folding under which a reading counts as right ("after folding
  case, punctuation, hyphens and 'and'", issue 12);
- `stated_numbers_not_in(written, spoken)`: a sentence-level check that a reading states
  no number its input does not contain. It parses number words back to digit strings
  (a small parser written here; the runtime package's `tnfst/spoken_numbers.py` did not
  exist when this was written) and is deliberately lenient: it flags a number only when
  no plausible way of reading the input's digits gives it (see the function's docstring).

Plain Python, no tnfst import: the benchmarks and `tests/test_golden.py` import it by path.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

_APOSTROPHES = re.compile(r"['\u2019\u2018`\u02bc]")
#: A possessive ending after a word ("ninth's", "ninth’s"): no part of the number a reading states.
_POSSESSIVE = re.compile(r"(?<=[^\W\d_])['\u2019]s\b")


def fold(text: str, *, drop_and: bool = True) -> str:
    """The text as compared by the sentence benchmarks.

    Takes any string; returns it NFKC-normalized, lowercased, with apostrophes deleted
    ("patrick's" -> "patricks"), every other Unicode punctuation character (category P*:
    hyphens, dashes, periods, commas, quotes, brackets, slashes...), separator and control
    character (a stray cp1252 dash U+0097) replaced by a space,
    the word "and" removed (kept with ``drop_and=False``), and runs of whitespace collapsed to one space. Symbols
    (``$``, ``%``, ``+``, ``&``) are kept: a symbol left unread is an error.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    text = _APOSTROPHES.sub("", text)
    text = "".join(" " if unicodedata.category(ch)[0] in "PZ" or unicodedata.category(ch) == "Cc" else ch
                   for ch in text)
    return " ".join(word for word in text.split() if word != "and" or not drop_and)


# ---------------------------------------------------------------------------------------
# Number words back to digit strings

_UNITS = {"zero": 0, "o": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
          "seven": 7, "eight": 8, "nine": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
          "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
#: Short-scale names through decillion (as the grammar's number/scale.tsv).
_SCALES = {name: 10 ** (3 * (i + 1)) for i, name in enumerate(
    "thousand million billion trillion quadrillion quintillion sextillion septillion octillion nonillion"
    " decillion".split())}
_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                  "eighth": 8, "ninth": 9}
_ORDINAL_TEENS = {"tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
                  "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19}
_ORDINAL_TENS = {"twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60,
                 "seventieth": 70, "eightieth": 80, "ninetieth": 90}
_PLURAL_TENS = {"tens": 10, "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60,
                "seventies": 70, "eighties": 80, "nineties": 90}

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")
_MONTH_WRITTEN = {m: {m, m[:3]} | ({"sept"} if m == "september" else set()) for m in MONTHS}


def _kind(word: str) -> tuple[str, int] | None:
    """(kind, value) of a number word, None for any other word."""
    for kind, table in (("unit", _UNITS), ("unit", _PLURAL_UNITS), ("teen", _TEENS), ("ten", _TENS), ("unit", _ORDINAL_UNITS),
                        ("teen", _ORDINAL_TEENS), ("ten", _ORDINAL_TENS), ("ten", _PLURAL_TENS)):
        if word in table:
            return kind, table[word]
    if word in ("hundred", "hundredth", "hundreds"):
        return "hundred", 100
    base = word[:-2] if word.endswith("th") else word[:-1] if word.endswith("s") else word
    if base in _SCALES:
        return "scale", _SCALES[base]
    if word.endswith("ys") and word[:-1] in _TENS:  # "eighty's" folded to "eightys"
        return "ten", _TENS[word[:-1]]
    return None


def _ends_ordinal(word: str) -> bool:
    return word in _ORDINAL_UNITS or word in _ORDINAL_TEENS or word in _ORDINAL_TENS or word.endswith("th")


@dataclass
class _Number:
    """One number being parsed: its value, what may follow, the words read."""

    total: int = 0  # completed scale groups
    group: int = 0  # the current group below a thousand
    last: str = ""  # kind of the last word
    words: int = 0
    zeros: str = ""  # leading "o"/"zero" words read as digits ("o five" -> "05")
    closed: bool = False  # an ordinal ends a number

    def digits(self) -> str:
        value = self.total + self.group
        if self.zeros and value == 0:
            return self.zeros
        return self.zeros + str(value) if self.zeros else str(value)

    def accepts(self, kind: str, value: int) -> bool:
        """Whether the word continues this number as one cardinal."""
        if self.closed or self.words == 0:
            return not self.closed
        if self.zeros and self.total == 0 and self.group == 0:
            return False  # "o five": each digit its own number
        last = self.last
        if kind == "unit":
            return last in ("ten", "hundred", "scale") and value > 0
        if kind in ("teen", "ten"):
            return last in ("hundred", "scale")
        if kind == "hundred":
            return last in ("unit", "teen", "ten") and self.group < 100
        if kind == "scale":
            return last in ("unit", "teen", "ten", "hundred") and value > self.group and (
                self.total == 0 or value < _smallest_scale(self.total))
        return False

    def add(self, kind: str, value: int, word: str) -> None:
        if kind == "hundred":
            self.group = self.group * 100
        elif kind == "scale":
            self.total += self.group * value
            self.group = 0
        elif self.words == 0 and value == 0 and word in ("o", "oh", "zero"):
            self.zeros += "0"
        else:
            self.group += value
        self.last, self.words = kind, self.words + 1
        self.closed = _ends_ordinal(word) or word in _PLURAL_TENS or word in _PLURAL_UNITS or word.endswith("ys") or (kind == "scale" and word.endswith("s"))


def _smallest_scale(total: int) -> int:
    for scale in sorted(_SCALES.values()):
        if total % (scale * 1000) != 0:
            return scale
    return 10 ** 15


_PLURAL_UNITS = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7,
                 "eights": 8, "nines": 9,
                 # names of teams by their number ("the 49ers" -> "forty niners", "76ers" -> "seventy sixers")
                 "niners": 9, "sixers": 6}
_BREAK = "|"  # punctuation inside a reading ends a run of number words


def _reading_words(text: str) -> list[str]:
    """Lowercased words of a reading, a possessive ending dropped, punctuation other than apostrophes and hyphens
    turned into `_BREAK` words (so "thirty, one pellet" is two runs, "twenty-one" one);
    a control character separates words, as in `fold` (a stray cp1252 dash U+0097:
    "fourteen\x97that's" holds the number word "fourteen")."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = _POSSESSIVE.sub("", text)  # "twenty ninth's" states 29, as "twenty ninth" does
    text = _APOSTROPHES.sub("", text)
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        out.append(" " if cat in ("Pd", "Cc") else f" {_BREAK} " if cat.startswith("P") else ch)
    return "".join(out).split()


def spoken_number_runs(spoken: str, written_words: frozenset[str] = frozenset(),
                       reader: Callable[[str], list[str]] | None = None) -> list[list[list[str]]]:
    """The numbers a reading states, grouped in runs of adjacent number words.

    Takes a reading; returns one entry per run of number words (punctuation and other
    words end a run; "and" between number words stays inside it), each entry a list of
    alternatives, each alternative the digit strings of the run's numbers in order
    ("twenty nineteen" -> [["20", "19"]]; "nine hundred million" -> [["900000000"],
    ["900"]], the second without the trailing scale word, as in "£900 million"; "two
    hundred and three hundred" -> [["203", "100"], ["200", "300"]]). A run made only of
    "o"/"oh" or of scale words ("thousands of") is skipped. An "o" after a number word
    that no digit word follows ("five o", "h two o") is read both as a zero and as a letter.
    An "o" is always a letter when ``written_words`` hold no zero digit ("c six h twelve o
    six" for C6H12O6). A run may also be cut in two after "hundred" ("one eight hundred
    five five five" for 1-800-555), before an ordinal word ("one thousand fifth" for
    "1000 5th") or next to a word of ``written_words`` (the input's folded words:
    "three hundred fifty fifth" for "350 Fifth"), and before the units word that ends a run
    right before "by" or "x" when a tens word precedes it (the first side of a dimension: "one fifty
    four by four" for "F-150 4x4"); the two sides of that cut must each read the input's groups
    on their own (an alternative holds "|" there), so "1504x4" read so is still flagged. ``reader`` (e.g.
    ``tnfst.spoken_numbers.numbers``) reads the words of a run as digit strings beside
    this module's own parser (a run passes when either reading matches); its "." items
    are dropped.
    """
    parsers = [_parse] if reader is None else [_parse, lambda run: [n for n in reader(" ".join(run)) if n != "."]]
    words = _reading_words(spoken)
    runs: list[list[str]] = []
    current: list[str] = []
    # an input that writes no zero digit has no zero to say: its "o" is the letter ("C6H12O6")
    no_zero_written = bool(written_words) and not any(c.isdigit() and unicodedata.digit(c, -1) == 0
                                                      for w in written_words for c in w)  # "٠" too
    for i, word in enumerate(words + [""]):
        following = words[i + 1] if i + 1 < len(words) else ""
        inner_and = word == "and" and current and _kind(following) is not None
        # "o" is a zero only before a digit word ("o five", "twenty o o one"), not a letter ("h two o")
        # (but a run of zeros after the letters is zeros: "c v o o five four seven" for "cv-00547")
        spelled = (i > 0 and len(words[i - 1]) == 1 and words[i - 1].isalpha() and words[i - 1] not in ("a", "o")
                   and following not in ("o", "oh"))
        letter_o = word in ("o", "oh") and (following not in _UNITS and not current or spelled
                                            or no_zero_written)  # "n o two"
        # "second" the unit of time: "per second", "a second", "ten second(s)"
        time_second = word == "second" and i > 0 and (words[i - 1] in ("per", "a") or (
            bool(current) and (_kind(current[-1]) or ("",))[0] != "ten"))  # but "twenty second" is 22nd
        # (a run may end in an inner "and": "twenty four and second half")
        if word and (_kind(word) is not None and not letter_o and not time_second or inner_and):
            current.append(word)
            continue
        if current:
            runs.append((current, words[i:i + 2]))
        current = []
    out = []
    for run, after in runs:
        kinds = [_kind(w)[0] for w in run if w != "and"]
        if all(k in ("scale", "hundred") for k in kinds) or all(w in ("o", "oh", "and") for w in run):
            continue
        pieces = [[]]
        for word in run:
            if word == "and":
                pieces.append([])
            else:
                pieces[-1].append(word)
        plain = [w for w in run if w != "and"]
        variants = [plain] + ([pieces] if len(pieces) > 1 else [])
        no_letter_o = [w for i, w in enumerate(plain) if not (
            w in ("o", "oh") and (i + 1 == len(plain) or plain[i + 1] not in _UNITS))]
        if no_letter_o and no_letter_o != plain:
            variants.append(no_letter_o)
        for k in range(1, len(plain)):
            # "one eight hundred five five five" for 1-800-555: a cut after "hundred" too
            if (_ends_ordinal(plain[k]) or plain[k] in written_words or plain[k - 1] in written_words
                    or plain[k - 1] == "hundred"):
                variants.append([plain[:k], plain[k:]])
        if after[:1] in (["by"], ["x"]) and len(plain) >= 2 and plain[-1] in _UNITS and plain[-2] in _TENS:
            variants.append([plain[:-1], None, plain[-1:]])  # "one fifty | four by four" (F-150 4x4)
        alternatives = []
        for parse in parsers:
            if after in (["p", "m"], ["pm"]):  # "two thirty p m" for 14:30
                first = parse(plain)
                if first and first[0].isdigit() and 0 < int(first[0]) < 12:
                    alternatives.append([str(int(first[0]) + 12)] + first[1:])
            for variant in variants:
                parts = variant if isinstance(variant[0], list) else [variant]
                for trim in (False, True):
                    numbers = []
                    for part in parts:
                        if part is None:  # a cut whose sides read the input on their own
                            numbers.append("|")
                            continue
                        part = list(part)
                        while trim and len(part) > 1 and _kind(part[-1])[0] == "scale":
                            part.pop()
                        numbers.extend(parse(part))
                    if numbers not in alternatives:
                        alternatives.append(numbers)
        out.append(alternatives)
    return out


def _parse(run: list[str]) -> list[str]:
    numbers: list[_Number] = []
    for word in run:
        kind, value = _kind(word)
        if not numbers or not numbers[-1].accepts(kind, value):
            if kind in ("hundred", "scale"):  # "a hundred": a bare scale word starts at one
                numbers.append(_Number(group=1, words=1, last="unit"))
                if numbers[-1].accepts(kind, value):
                    numbers[-1].add(kind, value, word)
                    continue
            numbers.append(_Number())
        numbers[-1].add(kind, value, word)
    return [n.digits() for n in numbers]


# ---------------------------------------------------------------------------------------
# The input's numbers

_ROMAN = re.compile(r"\b[IVXLCDM]{1,8}\b")
#: A lowercase Roman numeral in brackets: a subdivision of a text ("(b)(ii)", "(iv)").
_BRACKETED_ROMAN = re.compile(r"(?<=\()[ivx]{1,5}(?=\))")
#: A lowercase Roman numeral of two or more letters closed by a period, as older books number
#: their parts ("Psalm xxiii.", "chap. xii.").
_DOTTED_ROMAN = re.compile(r"\b[ivxlc]{2,8}(?=\.)")
_DIGITS = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman_value(text: str) -> int | None:
    """The value of a canonical upper-case Roman numeral ("XIV" -> 14), None otherwise."""
    if not text or any(ch not in _ROMAN_VALUES for ch in text):
        return None
    total = 0
    for i, ch in enumerate(text):
        value = _ROMAN_VALUES[ch]
        total += -value if i + 1 < len(text) and _ROMAN_VALUES[text[i + 1]] > value else value
    return total if 0 < total < 4000 and _to_roman(total) == text else None


def _to_roman(value: int) -> str:
    out = []
    for number, letters in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while value >= number:
            out.append(letters)
            value -= number
    return "".join(out)


def default_reader() -> Callable[[str], list[str]] | None:
    """``tnfst.spoken_numbers.numbers`` when the runtime package has it, else None (this
    module's own parser), so the benchmarks and the tests read numbers as the engine's
    number guard does."""
    try:
        from tnfst.spoken_numbers import numbers
    except ImportError:
        return None
    return numbers


_RAISED_AFTER_DIGIT = re.compile(r"(?<=\d)(?=[⁰¹²³⁴⁵⁶⁷⁸⁹])")


#: The "e" of a number in E notation ("1e-6", "6.022E+23"), which stands for a power of ten.
_E_NOTATION = re.compile(r"\d(?P<e>[eE])[-+−]?\d")
def _number_form(ch: str) -> bool:
    """A character that NFKC makes digits, other than a raised digit: "½", "①", "⑽"."""
    return not ch.isascii() and unicodedata.category(ch) == "No" and ch not in "⁰¹²³⁴⁵⁶⁷⁸⁹"


#: SI-style digit groups (as `tnfst.unicode_forms` reads them): "1\u2009000\u2009000" is one number.
_SI_GROUPED = re.compile(r"(?<![0-9.,])[0-9]{1,3}(?:[\u00a0\u2007\u2009\u202f][0-9]{3})+(?![0-9]|,[0-9])")
_SI_SPACE = re.compile(r"[\u00a0\u2007\u2009\u202f]")


def written_number_groups(written: str) -> list[str]:
    """The digit groups an input contains, in order of position.

    Takes the written sentence; returns the digit strings of its digit runs (after NFKC,
    so ``½`` and fullwidth digits count; ``1,234`` is one group "1234"; raised digits after a
    digit are a group of their own, ``10²³`` -> "10", "23"; the "e" of E notation, ``1e-6``, is
    a "10" too), the values of
    its upper-case Roman numerals, and the numbers its words spell ("thirty-nine").
    """
    # a raised run is its own number (an exponent: "10²³" is 10 and 23, never 1023); digit groups
    # apart by thin, narrow or no-break spaces (SI style "1 000 000") are one number
    written = _SI_GROUPED.sub(lambda m: _SI_SPACE.sub(",", m.group()), written)
    if not written.isascii():
        # a number form ("½", "①") is a number of its own: NFKC must not glue its digits to the
        # next ("½١٢٣" is 1/2 and 123, never 2123)
        written = "".join(f" {ch} " if _number_form(ch) else ch for ch in written)
    text = unicodedata.normalize("NFKC", _RAISED_AFTER_DIGIT.sub(" ", written))
    found: list[tuple[int, str]] = []
    for match in _DIGITS.finditer(text):  # \d: any script's decimal digits, as ASCII
        found.append((match.start(), "".join(str(unicodedata.decimal(ch)) for ch in match.group() if ch != ",")))
    for match in _E_NOTATION.finditer(text):  # "1e-6" says a ten: "one times ten to the power of minus six"
        found.append((match.start(1), "10"))
    for match in _ROMAN.finditer(text):
        value = roman_value(match.group())
        if value is not None:
            found.append((match.start(), str(value)))
    for match in (*_BRACKETED_ROMAN.finditer(text), *_DOTTED_ROMAN.finditer(text)):
        value = roman_value(match.group().upper())
        if value is not None:
            found.append((match.start(), str(value)))
    # number words of the input: positions by word order after the digits (approximate)
    for alternatives in spoken_number_runs(re.sub(r"\d", " ", text)):
        for numbers in alternatives:
            for number in numbers:
                found.append((len(text), number))
    return [digits for _, digits in sorted(found, key=lambda x: x[0])]


def _run_matches(numbers: list[str], groups: list[str]) -> bool:
    """Whether a run's numbers can be cut into chunks that each read consecutive whole
    input groups: the chunk's digits, concatenated, equal the groups' digits concatenated,
    and no number of the chunk straddles a boundary between two groups. A "|" among the
    numbers is a cut no chunk crosses (`spoken_number_runs`)."""
    if "|" in numbers:
        k = numbers.index("|")
        return _run_matches(numbers[:k], groups) and _run_matches(numbers[k + 1:], groups)
    n = len(numbers)
    ok = [False] * (n + 1)
    ok[0] = True
    for start in range(n):
        if not ok[start]:
            continue
        for end in range(start + 1, n + 1):
            if not ok[end] and _chunk_matches(numbers[start:end], groups):
                ok[end] = True
    return ok[n]


def _chunk_matches(chunk: list[str], groups: list[str]) -> bool:
    joined = "".join(chunk)
    cuts, pos = set(), 0
    for number in chunk[:-1]:
        pos += len(number)
        cuts.add(pos)

    def from_group(j: int, at: int) -> bool:
        if j >= len(groups):
            return False
        variants = {groups[j], groups[j].lstrip("0") or "0"}  # "09:45" read "nine forty five"
        for variant in variants:
            if joined.startswith(variant, at):
                end = at + len(variant)
                if end == len(joined) or (end in cuts and from_group(j + 1, end)):
                    return True
                rest = joined[end:]
                if set(rest) == {"0"} and _zero_groups(groups[j + 1:], rest):
                    return True  # "13:00" read "thirteen hundred": zero groups inside a number
        return False

    return any(from_group(i, 0) for i in range(len(groups)))


def _zero_groups(groups: list[str], zeros: str) -> bool:
    """Whether the first few groups are all zeros and spell exactly ``zeros``."""
    text = ""
    for group in groups:
        if set(group) != {"0"}:
            return False
        text += group
        if text == zeros:
            return True
        if len(text) > len(zeros):
            return False
    return False


def stated_numbers_not_in(written: str, spoken: str,
                          reader: Callable[[str], list[str]] | None = None) -> list[str]:
    """Numbers (and month names) a reading states that its input does not contain.

    Takes the written sentence and its reading; returns a description of each run of
    number words of the reading that no reading of the input's digit groups gives, and of
    each month name the reading says whose name or number the input lacks. An empty list
    means no wrong number was found. ``reader``: see `spoken_number_runs`. Lenient by design: a run is accepted when some way
    of cutting it into numbers reads consecutive whole digit groups of the input (so
    "twenty nineteen" for 2019, "five five five" for 555 and "seven thirty" for 7:30
    pass, but "five hundred fifty five thousand one hundred twenty three" for 555-1234 and
    "thirty four" for 3/4 do not); number words already written in the input pass.
    """
    groups = written_number_groups(written)
    written_words = frozenset(fold(written).split())
    problems = []
    for alternatives in spoken_number_runs(spoken, written_words, reader):
        if not any(_run_matches(numbers, groups) for numbers in alternatives):
            problems.append("number " + " ".join(alternatives[0]))
    spoken_words = fold(spoken).split()
    for index, month in enumerate(MONTHS, start=1):
        if month in spoken_words and not (_MONTH_WRITTEN[month] & written_words):
            if month == "may" and not _month_context(spoken_words):
                continue  # "may" the verb
            if not any(g.lstrip("0") == str(index) for g in groups):
                problems.append("month " + month)
    return problems


def _month_context(words: list[str]) -> bool:
    """Whether "may" is followed or preceded by a number word (a date, not the verb)."""
    for i, word in enumerate(words):
        if word == "may":
            near = words[max(0, i - 2):i] + words[i + 1:i + 3]
            if any(_kind(w) is not None for w in near):
                return True
    return False
