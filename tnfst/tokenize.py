"""Split a raw sentence into tokens with the Google data's boundaries (Sproat & Jaitly).

Two passes, both rules, both linear in the input:

1. **Pieces.** Whitespace-separated chunks are cut further where ordinary text
   attaches punctuation (``He weighs 150lb.`` -> ``He weighs 150lb .``):
   opening marks are peeled off the front, closing marks off the back. What the
   Google tokens keep attached stays attached: initials and dotted letters
   (``U.S.``, ``J.``, ``a.m.``), decimals (``.6``), signs (``-3``, ``$90``,
   ``60%``), contractions and possessives (``I'm``, ``Writers'``), inner
   punctuation (``11/17/09``, ``animalsvoice.com``, ``3:00``).
2. **Joins.** Neighbouring pieces that Google's tokenizer keeps as one token are
   joined, by patterns over at most six pieces: dates (``13 October 1668``,
   ``April 10, 2013``, ``Thursday 12 February 2015``, ``Dec. 9, 2014``,
   ``October 2015``), measures (``2.5 μm``, ``4,720 ft``), money and scaled
   numbers (``$90 billion``, ``11 billion AED``, ``1.7 million``), times
   (``8 AM``, ``3:00 pm``, ``8 a.m.``) and runs of initials (``J. H.``).

A :class:`Span` holds the token text and its character offsets into the input,
so ``sentence[span.start:span.end] == span.text`` always holds, and only
whitespace falls between spans.

Known limitations: joins are by pattern, not by meaning (``May 5`` is joined
even where "May" is the verb); units that are also words (``in``, ``a``, ``s``)
are never joined to a number; tokens that Google stores with a trailing space
(``10 ``) cannot be reproduced.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Span", "tokenize", "split_pieces", "join_pieces"]


@dataclass(frozen=True, slots=True)
class Span:
    """One token: ``text == sentence[start:end]``."""

    text: str
    start: int
    end: int


# --- pass 1: pieces -----------------------------------------------------------

# Marks peeled off the front / back of a chunk, one character at a time.
_OPENERS = frozenset("\"'([{<«“‘„‹¿¡")
_CLOSERS = frozenset(".,;:!?\"')]}>»”’›…")
_CHUNK = re.compile(r"\S+")
# Dotted letters kept whole: J.  U.S.  a.m.  O.F.M.  Y.M.C.A.
_DOTTED = re.compile(r"(?:[^\W\d_]\.)+")
# Month abbreviations that keep their period inside a date ("Dec. 9, 2014").
_MONTH_ABBR_DOT = re.compile(r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.")
_WORD_CHAR = re.compile(r"[^\W_]")


def _is_punct(ch: str) -> bool:
    return not ch.isalnum() and not ch.isspace()


def _split_chunk(text: str, offset: int, out: list[Span]) -> None:
    """Cut one whitespace-free chunk into pieces, appending them to ``out``."""
    if not _WORD_CHAR.search(text):
        # Only marks: runs of one repeated mark stay together ("...", "::", "--").
        i = 0
        while i < len(text):
            j = i + 1
            while j < len(text) and text[j] == text[i]:
                j += 1
            out.append(Span(text[i:j], offset + i, offset + j))
            i = j
        return
    lo, hi = 0, len(text)
    front: list[Span] = []
    while lo < hi and text[lo] in _OPENERS:
        nxt = text[lo + 1] if lo + 1 < hi else ""
        if text[lo] == "'" and nxt.isdigit():  # '90s
            break
        front.append(Span(text[lo], offset + lo, offset + lo + 1))
        lo += 1
    back: list[Span] = []
    while hi > lo and text[hi - 1] in _CLOSERS:
        core = text[lo:hi]
        ch = text[hi - 1]
        if ch == "." and (_DOTTED.fullmatch(core) or _MONTH_ABBR_DOT.fullmatch(core)):
            break
        if ch == "'" and len(core) > 2 and core[-2] in "sS" and core[0] != "'":  # Writers'
            break
        # A closing bracket that matches an opener inside the core stays: "f(x)".
        if ch == ")" and "(" in core[:-1]:
            break
        if ch == "]" and "[" in core[:-1]:
            break
        back.append(Span(ch, offset + hi - 1, offset + hi))
        hi -= 1
    out.extend(front)
    if hi > lo:
        out.append(Span(text[lo:hi], offset + lo, offset + hi))
    out.extend(reversed(back))


def split_pieces(sentence: str) -> list[Span]:
    """Pass 1: whitespace chunks with attached punctuation cut off."""
    out: list[Span] = []
    for match in _CHUNK.finditer(sentence):
        _split_chunk(match.group(), match.start(), out)
    return out


# --- pass 2: joins ------------------------------------------------------------

_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_MONTH = re.compile(rf"(?:{_MONTHS})\.?")
_MONTH_FULL = re.compile(
    r"January|February|March|April|May|June|July|August|September|October|November|December"
)
_WEEKDAY = re.compile(
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?"
)
_DAY = re.compile(r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?")
_YEAR = re.compile(r"\d{3,4}")
_YEAR4 = re.compile(r"\d{4}")
_NUMBER = re.compile(r"[-+−]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?")
_MONEY_NUMBER = re.compile(r"(?:[A-Z]{0,3}[$£€¥₹])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_SCALE = re.compile(r"(?:thousand|million|billion|trillion|mln|bn)", re.IGNORECASE)
_TIME = re.compile(r"(?:[01]?\d|2[0-3])(?::[0-5]\d){0,2}")
_MERIDIEM = re.compile(r"(?:[AaPp]\.?[Mm]\.?)")
_INITIAL = re.compile(r"[A-Z]\.")

# Units joined to a preceding number (Google MEASURE tokens: "2.5 μm", "4,720 ft").
# Compiled from the units seen after numbers in the Google data samples and the
# NeMo-text-processing unit list (Apache-2.0, tn_en_data/measure/unit.tsv); words
# that are also common English words ("in", "a", "s", "at", "min" is kept) are left out.
_UNITS = frozenset(
    """
    % ‰ ° °C °F ℃ ℉ K
    km m cm mm μm µm um nm pm dm dam hm Mm Gm
    km² km2 m² m2 cm² cm2 mm² sq ha acres acre
    km³ m³ m3 cm³ cm3 mm³ cc L l ml mL cl dl hl kl
    mi ft yd inch inches nmi ly AU pc kpc Mpc
    kg g mg μg µg t lb lbs oz st ct kt Mt Gt
    mph km/h kmh kph m/s ft/s kn knots
    s ms μs µs ns h hr hrs min mins sec secs yr yrs
    Hz kHz MHz GHz THz
    W kW MW GW TW mW hp bhp PS
    V kV mV mA kA Ah mAh kWh MWh GWh TWh Wh
    J kJ MJ GJ cal kcal eV keV MeV GeV TeV
    Pa kPa MPa GPa hPa bar mbar psi atm mmHg
    B kB KB MB GB TB PB kb Mb Gb Kbps kbps Mbps Gbps bps
    dB dBA kDa Da mol mmol μmol
    ppm ppb rpm fps
    """.split()
)
# Currency codes and names after a (scaled) number ("11 billion AED", "100 USD").
_CURRENCIES = frozenset(
    """
    USD EUR GBP JPY CNY INR AED AUD CAD CHF HKD NZD SGD SEK NOK DKK RUB BRL ZAR MXN
    KRW TRY PLN THB IDR MYR PHP PKR SAR QAR KWD EGP NGN KES ILS CZK HUF ARS CLP COP
    dollars dollar euros euro pounds rupees yen yuan
    """.split()
)


def _is(pattern: re.Pattern[str], span: Span | None) -> bool:
    return span is not None and pattern.fullmatch(span.text) is not None


def _adjacent(a: Span, b: Span) -> bool:
    """No whitespace between ``a`` and ``b`` (a comma attached to a day)."""
    return a.end == b.start


def _match_date(p: Sequence[Span | None], i: int) -> int:
    """Number of pieces from ``i`` forming a date, or 0."""
    k = i
    if _is(_WEEKDAY, p[k]) and (_is(_DAY, p[k + 1]) or _is(_MONTH, p[k + 1])):
        k += 1
    # D Month [YYYY]
    if _is(_DAY, p[k]) and _is(_MONTH, p[k + 1]):
        if _is(_YEAR, p[k + 2]):
            return k + 3 - i
        return k + 2 - i
    # Month D[,] [YYYY]  /  Month YYYY
    if _is(_MONTH, p[k]):
        if _is(_DAY, p[k + 1]) and not _is(_YEAR4, p[k + 1]):
            comma = p[k + 2]
            if comma is not None and comma.text == "," and _adjacent(p[k + 1], comma) and _is(_YEAR, p[k + 3]):
                return k + 4 - i
            if _is(_YEAR4, p[k + 2]):
                return k + 3 - i
            return k + 2 - i
        if _is(_YEAR4, p[k + 1]):
            return k + 2 - i
    return 0


def _match_quantity(p: Sequence[Span | None], i: int) -> int:
    """Measures, money, scaled numbers and times starting at ``i``, or 0."""
    first = p[i]
    assert first is not None
    if _is(_MONEY_NUMBER, first):
        if _is(_SCALE, p[i + 1]):
            return 2
        return 0
    if _is(_TIME, first) and _is(_MERIDIEM, p[i + 1]):
        return 2
    if not first.text or not _is(_NUMBER, first) or not any(c.isdigit() for c in first.text):
        return 0
    k = i + 1
    if _is(_SCALE, p[k]):
        k += 1
        if p[k] is not None and p[k].text in _CURRENCIES:
            k += 1
        return k - i
    nxt = p[k]
    if nxt is not None and (nxt.text in _UNITS or nxt.text in _CURRENCIES):
        return 2
    return 0


def _match_initials(p: Sequence[Span | None], i: int) -> int:
    k = i
    while _is(_INITIAL, p[k]) and k - i < 6:
        k += 1
    return k - i if k - i >= 2 else 0


def _unit_with_period(p: Sequence[Span | None], i: int) -> bool:
    """A number followed by a one-letter unit that kept a sentence-final period ("100 m.")."""
    unit = p[i + 1]
    first = p[i]
    return (unit is not None and first is not None and len(unit.text) == 2 and unit.text[1] == "."
            and unit.text[0] in _UNITS and any(c.isdigit() for c in first.text) and _is(_NUMBER, first))


_MATCHERS = (_match_date, _match_quantity, _match_initials)
_LOOKAHEAD = 6


def join_pieces(pieces: Sequence[Span], sentence: str) -> list[Span]:
    """Pass 2: join neighbouring pieces that form one Google token."""
    padded: list[Span | None] = list(pieces) + [None] * _LOOKAHEAD
    out: list[Span] = []
    i = 0
    while i < len(pieces):
        if pieces[i].text[:1].islower():  # no join starts with a lowercase letter (fast path for words)
            out.append(pieces[i])
            i += 1
            continue
        width = 0
        for matcher in _MATCHERS:
            width = matcher(padded, i)
            if width:
                break
        if width == 0 and _unit_with_period(padded, i):
            # "100 m." at a sentence end: the period split by pass 1's dotted-letter rule is punctuation
            start, end = pieces[i].start, pieces[i + 1].end - 1
            out.append(Span(sentence[start:end], start, end))
            out.append(Span(".", end, end + 1))
            i += 2
            continue
        if width >= 2:
            start, end = pieces[i].start, pieces[i + width - 1].end
            out.append(Span(sentence[start:end], start, end))
            i += width
            continue
        piece = pieces[i]
        if _MONTH_ABBR_DOT.fullmatch(piece.text):  # "Dec." outside a date: the period is punctuation
            out.append(Span(piece.text[:-1], piece.start, piece.end - 1))
            out.append(Span(".", piece.end - 1, piece.end))
        else:
            out.append(piece)
        i += 1
    return out


def tokenize(sentence: str) -> list[Span]:
    """Split ``sentence`` into Google-style tokens with character offsets.

    Never drops a character other than whitespace; linear time; ``""`` -> ``[]``.

    Raises:
        TypeError: ``sentence`` is not a ``str``.
    """
    if not isinstance(sentence, str):
        raise TypeError(f"tokenize() expects a str, got {type(sentence).__name__}")
    return join_pieces(split_pieces(sentence), sentence)
