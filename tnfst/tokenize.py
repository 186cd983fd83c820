"""Split a raw sentence into tokens with the Google data's boundaries (Sproat & Jaitly).

Two passes, both rules, both linear in the input:

1. **Pieces.** Whitespace-separated chunks are cut further where ordinary text
   attaches punctuation (``He weighs 150lb.`` -> ``He weighs 150lb .``):
   opening marks are peeled off the front, closing marks off the back. What the
   Google tokens keep attached stays attached: initials and dotted letters
   (``U.S.``, ``J.``, ``a.m.``), decimals (``.6``), signs (``-3``, ``$90``,
   ``60%``), contractions and possessives (``I'm``, ``Writers'``), inner
   punctuation (``11/17/09``, ``animalsvoice.com``, ``3:00``); a double or em dash
   inside a chunk (``III--TWO``, ``said—and``, ``INGREDIENTS.--To``) is a piece of its
   own, unless it stands between two digits.
2. **Joins.** Neighbouring pieces that Google's tokenizer keeps as one token are
   joined, by patterns over at most six pieces: dates (``13 October 1668``,
   ``April 10, 2013``, ``Thursday 12 February 2015``, ``Dec. 9, 2014``,
   ``October 2015``; months in capitals, ``APRIL 1``, ``OCT. 1``, and lowercase months
   next to a year or a suffixed day, ``9th feb 2017``), measures (``2.5 μm``, ``4,720 ft``,
   ``±0.5 mm``, feet and inches ``6 ft 10 in``, ``13 A.`` ending a sentence, ``850 sq. ft``,
   ``12 fl oz``, ``29.92 in. Hg``, ``5 in`` before its period and a lowercase word, dimensions ``12 x 15 ft``,
   fuel consumption ``6.8 L/100 km``),
   money and scaled numbers (``$90 billion``, ``$5-10 million``, ``Rs. 1,200``, ``11 billion AED``,
   ``1.7 million``), times and spans of times (``8 AM``, ``3:00 pm``, ``8 a.m.``,
   ``8 a.m.-4 p.m.``, ``10-11:30 a.m.``: the TIME grammar reads the dash "to"), runs of initials (``J. H.``) and phone
   numbers with a country code, parentheses or an extension (``(212) 555-0199``,
   ``+1 212 555 0199``, ``555-1234 ext. 12``; a year in parentheses is not one), a
   trunk prefix and two groups (``0800 555 0199``) or spaced 3-3-4 digits,
   and headings: a heading word of the grammar's cardinal/heading.tsv and a Roman
   numeral (``CHAPTER XV``, ``Vol. XIX``, ``Part I``; the numeral's period stays
   punctuation: ``CHAPTER I.`` -> ``CHAPTER I`` ``.``), read "chapter fifteen".

A :class:`Span` holds the token text and its character offsets into the input,
so ``sentence[span.start:span.end] == span.text`` always holds, and only
whitespace falls between spans.

Both passes run over `tnfst.unicode_forms.tokenizer_view` of a sentence with a character
outside ASCII (one character for one, so the offsets hold): Unicode spaces are spaces
(``5\\u00a0kg`` joins like ``5 kg``), thin, narrow and no-break spaces between SI digit groups
are commas (``1\\u2009000\\u2009000`` is one token), and fraction slashes, digits of other
scripts, fullwidth forms and Roman numeral characters have ASCII stand-ins; the spans hold
the user's text.

Known limitations: joins are by pattern, not by meaning (``May 5`` is joined
even where "May" is the verb); units that are also words (``in``, ``a``, ``s``)
are never joined to a number; tokens that Google stores with a trailing space
(``10 ``) cannot be reproduced.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from tnfst.chat import EMOTICON
from tnfst.emoji import emoji_runs
from tnfst.markup import MARKUP_TAG
from tnfst.unicode_forms import tokenizer_view

__all__ = ["Span", "tokenize", "split_pieces", "join_pieces", "is_unit"]


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
#: The heart emoticon ("<3", "</3"), one token (`tnfst.chat`), not a sign and a number.
_HEART = re.compile(r"</?3+")
#: Signs outside ASCII cut off a number they are glued to, as they are read alone (the grammar's
#: verbatim/symbol.tsv and doubled.tsv: comparisons, section, paragraph, copyright).
_LEADING_SIGNS = frozenset("≥≤≠§¶©")
# Dotted letters kept whole: J.  U.S.  a.m.  O.F.M.  Y.M.C.A.
_DOTTED = re.compile(r"(?:[^\W\d_]\.)+")
_MONTH_ABBRS = "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec".split()
# Month abbreviations that keep their period inside a date ("Dec. 9, 2014", "OCT. 1", "9 feb. 2017").
_MONTH_ABBR_DOT = re.compile(
    "(?:" + "|".join(form for a in _MONTH_ABBRS for form in (a, a.upper(), a.lower())) + r")\.")
_WORD_CHAR = re.compile(r"[^\W_]")
# A dash inside a chunk: two or more hyphens or an em dash ("CHAPTER III--TWO", "said—and",
# "INGREDIENTS.--To", "22.]--(to"), or one hyphen after a period before a capital (a diary's
# "APRIL 1.-This"), except between two digits ("1990—2000" stays a range). Before a digit at
# the chunk's start the run is cut off too ("--5" -> "--", "5"): one hyphen is a sign, a run or
# an em dash is no part of the number, and the number's reading would drop it unsaid.
_DASH = re.compile(r"-{2,}|—|(?<=\.)-(?=[A-Z])")  # and a hyphen between a period and a capital: "1.-This"


def _is_punct(ch: str) -> bool:
    return not ch.isalnum() and not ch.isspace()


#: An ordinal glued to its possessive ending, with a straight or a curly apostrophe: "29th's",
#: "4th’s". The ending is a token the pipeline keeps as written (`tnfst.api._kept_tokens`).
_ORDINAL_POSSESSIVE = re.compile(r"(\d+(?:st|nd|rd|th|ST|ND|RD|TH))(['’][sS])")


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
    heart = _HEART.match(text)
    if heart is not None and all(ch in _CLOSERS for ch in text[heart.end():]):
        out.append(Span(heart.group(), offset, offset + heart.end()))  # "<3", "</3": one emoticon
        if heart.end() < hi:
            _split_chunk(text[heart.end():], offset + heart.end(), out)  # "!!" as after any word
        return
    while lo < hi and text[lo] in _OPENERS:
        nxt = text[lo + 1] if lo + 1 < hi else ""
        if text[lo] == "'" and nxt.isdigit():  # '90s
            break
        front.append(Span(text[lo], offset + lo, offset + lo + 1))
        lo += 1
    if hi - lo > 1 and text[lo] == "~" and (text[lo + 1].isdigit() or text[lo + 1] in "$£€¥₹."):
        # "~$50", "~5": the tilde ("about") is a token of its own, the amount its grammar's
        front.append(Span("~", offset + lo, offset + lo + 1))
        lo += 1
    if hi - lo > 2 and text[lo] == "+" and text[lo + 1] in "$£€" and text[lo + 2].isdigit():
        # "+$2": a menu's add-on price ("Add avocado +$2"); the plus a token of its own ("plus"),
        # the price its grammar's, as in the spaced "+ $2" (a signed number, "+3", stays whole)
        front.append(Span("+", offset + lo, offset + lo + 1))
        lo += 1
    if hi - lo > 1 and text[lo] in _LEADING_SIGNS:
        # "≥90", "§12", "§§3-5": the sign (or its run) is a token of its own, read as when spaced
        # ("§ 12": "section twelve"); glued, the reader dropped it or said the digits one by one
        j = lo + 1
        while j < hi and text[j] == text[lo]:
            j += 1
        if j < hi and (text[j].isdigit() or text[j] in "$£€¥₹"):
            front.append(Span(text[lo:j], offset + lo, offset + j))
            lo = j
    if (hi - lo > 1 and text[lo] == "#" and text[lo + 1].isdigit()
            and not any(c.isalpha() for c in text[lo + 1:hi])):  # "#100DaysOfCode" is a hashtag
        # "#1" -> "#", "1": Google's data keeps "#" as a token of its own ("number" | "hash")
        front.append(Span("#", offset + lo, offset + lo + 1))
        lo += 1
    back: list[Span] = []
    while hi > lo and text[hi - 1] in _CLOSERS:
        core = text[lo:hi]
        ch = text[hi - 1]
        if ch == "." and (_DOTTED.fullmatch(core) or _MONTH_ABBR_DOT.fullmatch(core)):
            break
        if ch == "'" and len(core) > 2 and core[-2] in "sS" and core[0] != "'":  # Writers'
            break
        # A closing bracket that matches an opener inside the core stays: "f(x)"; one more
        # than the openers is the sentence's: "(see http://x.org/Mercury_(planet))".
        if ch == ")" and core[:-1].count("(") > core[:-1].count(")"):
            break
        if ch == "]" and core[:-1].count("[") > core[:-1].count("]"):
            break
        back.append(Span(ch, offset + hi - 1, offset + hi))
        hi -= 1
    out.extend(front)
    possessive = _ORDINAL_POSSESSIVE.fullmatch(text, lo, hi)
    if possessive is not None:
        # "29th's": the ordinal a token of its own, as in a date ("April 29th"), and the
        # possessive ending a piece after it, said as written ("april twenty ninth's")
        out.append(Span(possessive.group(1), offset + lo, offset + possessive.end(1)))
        out.append(Span(possessive.group(2), offset + possessive.end(1), offset + hi))
    elif hi > lo:
        out.append(Span(text[lo:hi], offset + lo, offset + hi))
    out.extend(reversed(back))


#: A command-line long option at a chunk's start ("--verbose", "--save-dev", "--no-cache,"): its
#: two hyphens are no dash (GNU and POSIX utility conventions); the option is one piece, which
#: `tnfst.electronic_context.option_reading` reads "dash dash verbose".
_LONG_OPTION = re.compile(r"--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?=[.,;:!?)\]\"']*$)")


def _inner_dashes(text: str):
    """The dash runs of a chunk that are pieces of their own (see `_DASH`); not the hyphens of a
    long option (`_LONG_OPTION`)."""
    for dash in _DASH.finditer(text):
        before = text[dash.start() - 1] if dash.start() else ""
        after = text[dash.end()] if dash.end() < len(text) else ""
        if dash.group() == text or (before.isdigit() and after.isdigit()):
            continue
        if dash.start() == 0 and _LONG_OPTION.match(text):
            continue
        yield dash


#: The number sign glued to its number ("No.1", "Nos.3-5"): the word and its period are pieces of
#: their own, as in the spaced "No. 1", which the context reads "number one".
_GLUED_NUMBER_SIGN = re.compile(r"(?:No|NO|no|Nos|NOS|nos)(?=\.\d)")


#: A reference work's date abbreviation glued to its year ("c.1340", "ca.1850s", "fl.1200", "b.1809",
#: "d.1882", "r.1558–1603": circa, floruit, born, died, reigned; Chicago Manual of Style 10.42): the
#: abbreviation and its period are cut off as in the spaced "c. 1340", which the context reads
#: ("circa thirteen forty"; glued, the year was read digit by digit: "c one three four o").
_GLUED_DATE_ABBREVIATION = re.compile(r"(?:c|ca|fl|b|d|r)\.(?=[1-9]\d{2,3}(?:s|[-–]\d{2,4})?(?:[^\w.]|\.(?!\d)|$))")


#: A day and a year glued by their comma ("19,1674" after "February"), with any closing marks.
_GLUED_DAY_YEAR = re.compile(r"(0?[1-9]|[12]\d|3[01]),(1\d{3}|20\d{2})[.,;:!?)\]\"']*")


#: A day, a dash and the next month glued in a span of dates ("Oct. 21–Nov. 2", "March 30-April 4"),
#: with the month's period and closing marks.
_GLUED_DAY_MONTH = re.compile(r"((?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?)([-–])((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
                              r"(?:uary|ruary|ch|il|e|y|ust|tember|ober|ember)?\.?[,;:!?)\]\"']*)")


#: A country code glued to a bracketed area code: "+1(415)", "+44(20)".
_GLUED_COUNTRY_CODE = re.compile(r"\+\d{1,3}(?=\(\d{1,5}\))")


#: One side of a size glued to the next: a number with its foot or inch mark, then "x" and a digit.
_GLUED_SIDE = re.compile(r"(\d{1,3}(?:\.\d+)?['\"′″])([x×])(?=\d)")


def split_pieces(sentence: str) -> list[Span]:
    """Pass 1: whitespace chunks with attached punctuation cut off; a double or em dash inside
    a chunk ("III--TWO", "said—and", "22.]--(to") is a piece of its own, as in Google's data
    (not between two digits); a number sign glued to its number ("No.1") is cut before and
    after its period; a markup tag, spaces and all, is one piece (`tnfst.markup`:
    '<break time="500ms"/>')."""
    out: list[Span] = []
    if "<" in sentence and ">" in sentence:
        at = 0
        for tag in MARKUP_TAG.finditer(sentence):  # a markup tag is one piece, kept as written
            _split_chunks(sentence[at:tag.start()], at, out)
            out.append(Span(tag.group(), tag.start(), tag.end()))
            at = tag.end()
        _split_chunks(sentence[at:], at, out)
        return out
    _split_chunks(sentence, 0, out)
    return out


def _split_chunks(text: str, base: int, out: list[Span]) -> None:
    """`split_pieces` for a stretch of text without markup that starts at offset `base`: each
    whitespace chunk's emoji sequences are pieces of their own ("5😀" -> "5", "😀"), the rest
    `_split_text`'s."""
    for match in _CHUNK.finditer(text):
        chunk, offset = match.group(), base + match.start()
        at = 0
        for start, end in emoji_runs(chunk):
            if start > at:
                _split_text(chunk[at:start], offset + at, out)
            out.append(Span(chunk[start:end], offset + start, offset + end))
            at = end
        if at < len(chunk):
            _split_text(chunk[at:], offset + at, out)


#: Oven settings glued by slashes, as British recipes write them ("200C/180C fan/gas 6",
#: "180°C/350°F/gas 4", "fan/gas"): temperatures and the words "fan" and "gas" (BBC Good Food and
#: Delia Smith's style); cut at each slash as in the spaced "200C / 180C fan / gas 6", whose
#: temperatures the MEASURE grammar reads and whose slashes stay marks.
_OVEN_PART = r"(?:\d{2,3}(?:°[CF]|℃|℉|[CF])|[Ff]an|[Gg]as)"
_OVEN_SETTINGS = re.compile(rf"{_OVEN_PART}(?:/{_OVEN_PART})+")
_OVEN_TEMPERATURE = re.compile(r"\d")


#: One amount in two systems glued by a slash, as British recipes write them ("200g/7oz",
#: "1.5kg/3lb", "5mm/¼in", "20cm/8in", "500ml/18fl"; BBC Good Food's style): both sides of one
#: quantity, mass, volume or length (not "10mg/5ml", a concentration, said "per").
_KITCHEN_KINDS = {"g": "mass", "kg": "mass", "mg": "mass", "oz": "mass", "lb": "mass", "lbs": "mass",
                  "ml": "volume", "mL": "volume", "l": "volume", "L": "volume", "cl": "volume", "dl": "volume",
                  "mm": "length", "cm": "length", "in": "length",
                  "fl": "volume"}  # "100ml/3½fl oz": the fluid ounce's "fl" glued, its "oz" the next piece
_KITCHEN_SIDE = re.compile(r"(?:\d[\d,]*(?:\.\d+)?[¼½¾⅓⅔⅛⅜⅝⅞]?|[¼½¾⅓⅔⅛⅜⅝⅞])([a-zA-Z]{1,3})")


#: A forecast's high and the word of its low glued by a slash ("Hi 78°/Lo 61°": newspaper weather
#: tables), cut at the slash so that "Lo" reads as the word before its temperature (`tnfst.schedules`).
_FORECAST_PAIR = re.compile(r"-?\d{1,3}°[FC]?/(?:Lo|LO|Low|Hi|HI|High)")


def _measure_pair(core: str) -> bool:
    """Whether `core` is one amount in two systems glued by a slash (`_KITCHEN_KINDS`)."""
    sides = core.split("/")
    if len(sides) != 2:
        return False
    kinds = set()
    for side in sides:
        m = _KITCHEN_SIDE.fullmatch(side)
        if m is None or m.group(1) not in _KITCHEN_KINDS:
            return False
        kinds.add(_KITCHEN_KINDS[m.group(1)])
    return len(kinds) == 1


def _split_oven_settings(text: str, offset: int, out: list[Span]) -> bool:
    """Cut a chunk of oven settings glued by slashes (`_OVEN_SETTINGS`, with a temperature or
    "fan/gas" in it), of one amount in two systems (`_measure_pair`: "200g/7oz"), or of a forecast's
    high and the word of its low (`_FORECAST_PAIR`: "78°/Lo"), into its
    settings or amounts and slashes, any brackets and closing marks pieces as
    `_split_chunk` makes them; False (nothing appended) for any other chunk."""
    lo = len(text) - len(text.lstrip("(["))
    core = text[lo:].rstrip(".,;:!?)]")
    hi = lo + len(core)
    parts = core.split("/")
    if _OVEN_SETTINGS.fullmatch(core):
        if not (_OVEN_TEMPERATURE.search(core) or {p.lower() for p in parts} == {"fan", "gas"}):
            return False
    elif not (_measure_pair(core) or _FORECAST_PAIR.fullmatch(core)):
        return False
    for k in range(lo):
        out.append(Span(text[k], offset + k, offset + k + 1))
    at = lo
    for n, part in enumerate(parts):
        if n:
            out.append(Span("/", offset + at, offset + at + 1))
            at += 1
        out.append(Span(part, offset + at, offset + at + len(part)))
        at += len(part)
    if hi < len(text):
        _split_chunk(text[hi:], offset + hi, out)
    return True


#: A money word glued by a slash to the unit it prices ("cents/kWh", "dollars/MWh", "cents/gal": a utility
#: bill's or a fuel price's rate, written as "$/kWh" and "¢/kWh" are).
_MONEY_WORD_RATE = re.compile(r"(cents|dollars|euros|pence)/([A-Za-z][\w²³]*)(?=[.,;:!?)\]\"']*$)")


def _split_text(text: str, offset: int, out: list[Span]) -> None:
    """`split_pieces` for one whitespace-free chunk without emoji, appending to ``out``. An
    emoticon (`tnfst.chat.EMOTICON`: ":-)", ":P", "^_^") is one piece, before any closing marks;
    oven settings glued by slashes are cut at them (`_split_oven_settings`)."""
    core = text.rstrip(".,!?")
    if core and EMOTICON.fullmatch(core):
        out.append(Span(core, offset, offset + len(core)))
        if len(core) < len(text):
            _split_chunk(text[len(core):], offset + len(core), out)
        return
    if "/" in text and _split_oven_settings(text, offset, out):
        return
    rate = _MONEY_WORD_RATE.match(text) if "/" in text else None
    if rate is not None and _is_unit(rate.group(2), _lexicon()):
        # "cents/kWh", "dollars/MWh": the money word and the "/unit" pieces of their own, as in the
        # spaced "16.5 cents /kWh" (a price per unit, the unit read "per kilowatt hour")
        out.append(Span(rate.group(1), offset, offset + rate.end(1)))
        _split_chunk(text[rate.end(1):], offset + rate.end(1), out)
        return
    glued = _GLUED_DAY_YEAR.fullmatch(text)
    if glued is not None and out and _is(_MONTH, out[-1]):
        # "February 19,1674": a day and its year glued by the comma, after a month; pieces as
        # in the spaced "February 19, 1674" (the comma is no decimal comma there), which pass 2
        # joins into one date token (the DATE grammar reads the glued comma)
        comma = glued.end(1)
        out.append(Span(glued.group(1), offset, offset + comma))
        out.append(Span(",", offset + comma, offset + comma + 1))
        _split_chunk(text[comma + 1:], offset + comma + 1, out)
        return
    span = _GLUED_DAY_MONTH.fullmatch(text)
    if span is not None:
        # "Oct. 21–Nov. 2": a day, the dash and the next month glued; pieces as in the spaced
        # "Oct. 21 – Nov. 2", which pass 2 joins into two dates
        out.append(Span(span.group(1), offset, offset + span.end(1)))
        out.append(Span(span.group(2), offset + span.start(2), offset + span.end(2)))
        _split_chunk(text[span.start(3):], offset + span.start(3), out)
        return
    pos = 0
    sign = _GLUED_NUMBER_SIGN.match(text.lstrip("".join(_OPENERS)))
    if sign is not None:
        pos = len(text) - len(text.lstrip("".join(_OPENERS))) + sign.end()
        _split_chunk(text[:pos], offset, out)
        out.append(Span(".", offset + pos, offset + pos + 1))
        pos += 1
    elif (abbreviation := _GLUED_DATE_ABBREVIATION.match(text.lstrip("".join(_OPENERS)))) is not None:
        pos = len(text) - len(text.lstrip("".join(_OPENERS))) + abbreviation.end()
        _split_chunk(text[:pos], offset, out)  # "c." as spaced ("ca", "." likewise)
    country = _GLUED_COUNTRY_CODE.match(text, pos)
    if country is not None:
        # "+1(415)": the country code a piece of its own, as in the spaced "+1 (415)", which pass 2
        # joins with the area code and the number into one phone token
        out.append(Span(country.group(), offset + pos, offset + country.end()))
        pos = country.end()
    while (side := _GLUED_SIDE.match(text, pos)) is not None:
        # "12'x14'", '12"x24"': each side with its mark, and the "x" ("by"), pieces of their own,
        # as in the spaced "12' x 14'"
        out.append(Span(side.group(1), offset + pos, offset + side.end(1)))
        out.append(Span(side.group(2), offset + side.end(1), offset + side.end()))
        pos = side.end()
    if "--" in text or "—" in text or ".-" in text:
        for dash in _inner_dashes(text):
            _split_chunk(text[pos:dash.start()], offset + pos, out)
            out.append(Span(dash.group(), offset + dash.start(), offset + dash.end()))
            pos = dash.end()
    _split_glued_marks(text[pos:], offset + pos, out)


#: A comma glued between two words or a word and a number, either order ("yes,no", "12,again",
#: "11:20AM,2:40PM", "5,not"): the comma ends a token as when a space follows it (a list or a
#: clause written without its space). Never between two digits ("1,000", a decimal comma "3,5").
_GLUED_MARK = re.compile(r"(?<=[^\W\d_]),(?=[^\W_])|(?<=\d),(?=[^\W\d_])"
                          # a question or exclamation mark glued between two words or numbers
                          # ("123?123", "NO?17", "really?yes"): it ends a sentence, as spaced
                          # (after an abbreviation's period too: "4A.M.?-34", a signed number after)
                          r"|(?:(?<=[^\W_])|(?<=[^\W_]\.))[?!]+(?=[^\W_]|[-+−]\d)"
                          # an ellipsis glued between two words or numbers ("3...10", "114…48",
                          # "Wait...what"), or two dots ("1..10", a range in code): never a decimal
                          # point
                          r"|(?<=[^\W_])(?:\.{2,}|…)(?=[^\W_])")
#: Chunks whose commas are no list's: web addresses, e-mails, paths, query strings ("?a=1,b=2"),
#: and a function's arguments ("f(x,y)", "max(a,b)").
#: The characters `_GLUED_MARK` looks for.
_GLUED_MARKS = frozenset(",?!.…")
_COMMA_KEEPERS = re.compile(r"[@/\\=]|www\.|[^\W_][(\[]", re.IGNORECASE)


def _split_glued_marks(text: str, offset: int, out: list[Span]) -> None:
    """`_split_chunk` for each part of ``text`` between glued commas, question or exclamation
    marks and ellipses (`_GLUED_MARK`), with each such mark a piece of its own; a chunk that `_COMMA_KEEPERS`
    marks (a web address's "?q=1,2") is one part."""
    if not _GLUED_MARKS.intersection(text) or _COMMA_KEEPERS.search(text):
        _split_chunk(text, offset, out)
        return
    pos = 0
    for mark in _GLUED_MARK.finditer(text):
        _split_chunk(text[pos:mark.start()], offset + pos, out)
        out.append(Span(mark.group(), offset + mark.start(), offset + mark.end()))
        pos = mark.end()
    _split_chunk(text[pos:], offset + pos, out)


# --- pass 2: joins ------------------------------------------------------------

_MONTH_NAMES = "January February March April May June July August September October November December".split()
# A month in a date: capitalised or in capitals ("April 1", "APRIL 1", "OCT. 1").
_MONTH = re.compile(
    "(?:" + "|".join(form for m in _MONTH_NAMES + _MONTH_ABBRS for form in (m, m.upper())) + r")\.?")
# A lowercase month ("9th feb 2017", "feb 9th"): joined only next to a four-digit year or a day
# with its ordinal suffix, since "mar", "jan", "march" are words too; never "may" ("5 may be").
_MONTH_LOWER = re.compile(
    "(?:" + "|".join(m.lower() for m in _MONTH_NAMES + _MONTH_ABBRS if m != "May") + r")\.?")
_SUFFIXED_DAY = re.compile(r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)")
# Lowercase abbreviations and full names that are no common English word: they join a bare day
# too ("on 9 feb", "oct 3", "on january 1", "15 january", "june 30"); "may", "march", "jan" and
# "mar" do not.
_LOWER_NON_WORDS = frozenset(
    "feb apr jun jul aug sep sept oct nov dec"
    " january february april june july august september october november december".split())
_WEEKDAY = re.compile(
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?"
)
_DAY = re.compile(r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?")
_DAY_RANGE = re.compile(r"(?:0?[1-9]|[12]\d|3[01])[-–](?:0?[1-9]|[12]\d|3[01])")  # "May 3-5"
_YEAR = re.compile(r"\d{3,4}")
_YEAR4 = re.compile(r"\d{4}")
# "±0.5 mm": a tolerance; "12,5 mm": a decimal comma (one comma before other than three digits,
# `grammars/en/numbers.decimal_comma`); "12.345,6 km": thousands points and a decimal comma
# (`grammars/en/numbers.grouped_decimal_comma`)
_NUMBER = re.compile(r"[-+−±]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?|\d+,(?:\d{1,2}|\d{4,})"
                     r"|\d{1,3}(?:\.\d{3})+,\d+)")
_COUNT_RANGE = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d{1,4})(?:\.\d+)?[-–](?:\d{1,3}(?:,\d{3})+|\d{1,4})(?:\.\d+)?")
_ERA_YEAR = re.compile(r"[1-9]\d{0,3}")
_ERA = re.compile(r"B\.C\.(?:E\.)?|A\.D\.|C\.E\.|BCE?|AD|CE")
#: A fraction before a unit: "1/2", "3/4", or a vulgar fraction character ("¼"), alone or after a
#: whole number glued to it ("1½ lb", "2¼ tsp": a mixed number, which the MEASURE grammar reads).
_FRACTION_AMOUNT = re.compile(r"\d{1,3}/\d{1,3}|\d{0,3}[¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]")
#: A whole number and a fraction joined by a hyphen, as hardware sizes are written ("1-1/4\"", "2-1/2\"").
_MIXED_FRACTION = re.compile(r"\d{1,3}-\d{1,2}/\d{1,2}")
#: A fraction or a range of fractions before a unit ("1/4-1/2 tsp", "3/8–1/2 in."), which the
#: MEASURE grammar reads ("one quarter to one half teaspoon").
_FRACTION_OR_RANGE = re.compile(rf"(?:{_FRACTION_AMOUNT.pattern})(?:[-–](?:{_FRACTION_AMOUNT.pattern}))?")
#: A shutter speed faster than 1/999 s ("1/1000 s", "1/8000 sec"), joined to its "s" as a fraction
#: of a unit is (`_FRACTION_AMOUNT`).
_SHUTTER_SPEED = re.compile(r"1/\d{4,5}")
_SHUTTER_SECONDS = frozenset({"s", "sec", "secs"})
#: Two values of one unit, one with decimals ("2.4/5 GHz", "1.5/3.0 V"), joined to the unit as
#: "50/60 Hz" is (`_FRACTION_AMOUNT`): the MEASURE_OR context rule reads them ("... or ...").
_DECIMAL_ALTERNATIVES = re.compile(r"\d{1,3}\.\d+/\d{1,3}(?:\.\d+)?|\d{1,3}/\d{1,3}\.\d+")
_MONEY_NUMBER = re.compile(r"[-−]?(?:[A-Z]{0,3}[$£€¥₹₩₽₺₴₱₦₪฿])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"
                           r"(?:-(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)?")  # a range: "$5-10 million" (en dash: no grammar)
# Scale words after a number, in any case ("$17.5 BILLION", "Rs 45 crore"); abbreviations
# ("m", "bn", "cr") come from number/scale_abbr.tsv and join only in money context.
_SCALE = re.compile(r"(?:thousand|million|billion|trillion|quadrillion|quintillion|sextillion|septillion|octillion|nonillion|decillion|lakhs?|lacs?|crores?|mln|bn)", re.IGNORECASE)
_TIME = re.compile(r"(?:[01]?\d|2[0-3])(?::[0-5]\d){0,2}|(?:[01]?\d|2[0-3])\.[0-5]\d")  # "9.00 a.m." too
_MERIDIEM = re.compile(r"(?:[AaPp]\.?[Mm]\.?)")
# A span of times split by pass 1 ("8 a.m.-4 p.m." -> "8", "a.m.-4", "p.m."): the first time's
# day period glued by a dash to the second time, with or without its own day period ("am-5pm").
_MERIDIEM_TO_TIME = re.compile(r"[AaPp]\.?[Mm]\.?[-–](?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?P<suffix>[AaPp]\.?[Mm]\.?)?")
# Two times joined by a dash before one day period ("10-11:30 a.m.", "3-11 p.m.", "2-3:30 p.m.").
_TIME_SPAN = re.compile(r"(?:1[0-2]|0?[1-9])(?::[0-5]\d)?[-–](?:1[0-2]|0?[1-9])(?::[0-5]\d)?")
_INITIAL = re.compile(r"[A-Z]\.")
# A span from "noon" or "midnight" to an hour whose day period follows ("noon–2 p.m.")
_NAMED_TIME_SPAN = re.compile(r"(?:[Nn]oon|[Mm]idnight)[-–](?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?")

# Units and currencies joined to numbers come from the grammar's own lists (measure/units.tsv,
# the composed prefixed units of si_prefix.tsv x si_unit.tsv, money/currency.tsv,
# number/scale_abbr.tsv), read once per process on first use (`_lexicon`). Left out: units
# that are also common English words after a number ("5 in the box", "2 a day", "10 as"),
# spelled time words (Google keeps "5 days" as two tokens) and currency nouns that are
# words ("won", "real"). "m" after a bare number joins as a measure (meters); after a
# currency it is a scale ("$5 m", "GBP m": million). See grammars/en/AMBIGUITY.md.
#: Units that are English function words ("as" attoseconds, "in" inches, "at" atmospheres
#: technical): after a number they are the word far more often ("10^5 as an ordinary number").
FUNCTION_WORD_UNITS = frozenset("in a an as at am is it on no by or to do go me my we us he hi per".split())
_WORD_UNITS = FUNCTION_WORD_UNITS | frozenset(
    """
    point pm st d dam
    bar bars light stone grain mark marks won real reals rand sol colon colons kip
    day days hour hours minute minutes second seconds week weeks month months year years
    decade decades century centuries
    A C F G H M N S T u HP
    TV PV
    """.split()
)  # one-letter units that label things after a number more often ("Figure 5 A", "Type 2 N"); "TV",
#    "PV" (teravolts, petavolts) are the television and photovoltaics in everyday text ("a 3840×2160
#    TV", "55 TV channels"), never joined
#: Units joined when the lists cannot be read (the grammar then fails too; the tokenizer still works).
_FALLBACK_UNITS = frozenset("% ‰ ° °C °F km m cm mm kg g mg lb lbs oz ft mi mph km/h kW MW GW kWh Hz MHz GHz GB MB TB".split())
_FALLBACK_CURRENCIES = frozenset("USD EUR GBP JPY CNY INR dollars euros pounds".split())
_CURRENCY_CODE_SCALE = re.compile(r"([A-Z]{3})(bn|m|mn|mln|M|MN|b|B|BN|k|K|tn)")


@dataclass(frozen=True, slots=True)
class _Lexicon:
    """What the quantity joins look up: units after a number, currencies after a number,
    currencies before a number (codes and symbols, not spelled nouns), scale abbreviations."""

    units: frozenset[str]
    currencies: frozenset[str]
    leading_currencies: frozenset[str]
    scale_abbr: frozenset[str]
    #: heading word forms ("Chapter", "vol.") -> Capitalised or UPPERCASE (`heading.heading_forms`)
    headings: Mapping[str, bool] = field(default_factory=dict)


#: Prefixed units the tokenizer does not join to a number: an exa, zetta or yotta prefix on a
#: unit of lowercase letters reads like a capitalised word ("42 Elm St." is no 42 exalumens),
#: and such quantities are not written in everyday text. The grammar still reads them.
_WORDLIKE_UNIT = re.compile(r"[EZY][a-z]{2,}")


@functools.lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    """`_read_lexicon` once per process, its sets kept between processes (a cold start reads them
    back): keyed by the grammar's sources (every list) and this module's (`cache.derived`)."""
    def fields() -> tuple:
        lexicon = _read_lexicon()
        return lexicon.units, lexicon.currencies, lexicon.leading_currencies, lexicon.scale_abbr, dict(lexicon.headings)

    try:
        from tnfst.grammar import cache

        return _Lexicon(*cache.derived("en", "tokenizer-lexicon", fields, version=1, modules=(__file__,),
                                       valid=lambda value: isinstance(value, tuple) and len(value) == 5))
    except Exception:  # the cache cannot even be keyed (no grammar folder): read the lists as before
        return _read_lexicon()


def _read_lexicon() -> _Lexicon:
    """Read the grammar's unit, currency, scale and heading lists."""
    try:
        from tnfst.grammar import cache, lists
        from tnfst.grammars.en import heading, measure, rules

        folder = cache.grammar_dir("en")
        specs = {spec.path: spec for spec in rules.CORE_LISTS + heading.LISTS}
        table = lambda path: lists.read_table(folder / path, specs[path])
        unit_rows = table("measure/units.tsv").rows
        listed = {row[0] for row in unit_rows}
        # the square and cubic powers the MEASURE grammar reads of a listed length unit ("5 m2",
        # "20 ft3": measure.unit_forms), which the list itself does not write out
        listed |= {row[0] + mark for row in unit_rows if row[3] in measure.POWER_KINDS and " " not in row[0]
                   and row[0][-1:].isalpha() for mark in ("2", "3")}
        written = listed | set(measure.composed_units(table("measure/si_prefix.tsv").rows,
                                                      table("measure/si_unit.tsv").rows))
        currency_rows = table("money/currency.tsv").rows
        scale_abbr = frozenset(row[0] for row in table("number/scale_abbr.tsv").rows)
        headings = heading.heading_forms(table(heading.LIST.path).rows)
    except Exception:  # a broken list: the grammar reports it; tokenize with the core units
        return _Lexicon(_FALLBACK_UNITS, _FALLBACK_CURRENCIES, _FALLBACK_CURRENCIES - {"dollars", "euros", "pounds"},
                        frozenset({"m", "bn", "k"}))
    written -= {w for w in written - listed if _WORDLIKE_UNIT.fullmatch(w)}
    units = frozenset(w for w in written if " " not in w and w not in _WORD_UNITS
                      and (len(w) == 1 or w.lower() not in _WORD_UNITS))
    currencies = frozenset(w for w, *_ in currency_rows if " " not in w and w not in _WORD_UNITS)
    leading = frozenset(w for w, _, _, position in currency_rows
                        if position in ("prefix", "both") and " " not in w and not w.islower())
    return _Lexicon(units, currencies, leading, scale_abbr, headings)


def _is(pattern: re.Pattern[str], span: Span | None) -> bool:
    return span is not None and pattern.fullmatch(span.text) is not None


def _adjacent_space(a: Span, b: Span) -> bool:
    """Whether one space, and nothing else, stands between two pieces ("L/100 km")."""
    return b.start == a.end + 1


def _adjacent(a: Span, b: Span) -> bool:
    """No whitespace between ``a`` and ``b`` (a comma attached to a day)."""
    return a.end == b.start


def _match_date(p: Sequence[Span | None], i: int) -> int:
    """Number of pieces from ``i`` forming a date, or 0."""
    if _is(_ERA_YEAR, p[i]) and _is(_ERA, p[i + 1]):
        return 2  # "740 B.C.", "70 AD": the DATE grammar reads years of an era ("seven forty b c")
    k = i
    if _is(_WEEKDAY, p[k]) and (_is(_DAY, p[k + 1]) or _is(_MONTH, p[k + 1])):
        k += 1
    # D Month [YYYY]  (or a range of days: "3-5 May 2025")
    if (_is(_DAY, p[k]) or _is(_DAY_RANGE, p[k])) and _is(_MONTH, p[k + 1]):
        if _is(_YEAR, p[k + 2]):
            return k + 3 - i
        return k + 2 - i
    # a range of days with a spaced dash: "12 – 15 May [2025]", "May 12 – 15[, 2025]"; day first also
    # with "to" ("from 5 to 12 July")
    if _spaced_days(p, k, joiners=_SPACED_DAY_WORDS) and _is(_MONTH, p[k + 3]):
        return k + (5 if _is(_YEAR4, p[k + 4]) else 4) - i
    if _is(_MONTH, p[k]) and _spaced_days(p, k + 1) and not _is(_YEAR4, p[k + 3]):
        comma = p[k + 4]
        if comma is not None and comma.text == "," and _adjacent(p[k + 3], comma) and _is(_YEAR4, p[k + 5]):
            return k + 6 - i
        return k + (5 if _is(_YEAR4, p[k + 4]) else 4) - i
    # Month D[,] [YYYY]  /  Month YYYY
    if _is(_MONTH, p[k]):
        if (_is(_DAY, p[k + 1]) or _is(_DAY_RANGE, p[k + 1])) and not _is(_YEAR4, p[k + 1]):
            comma = p[k + 2]
            if comma is not None and comma.text == "," and _adjacent(p[k + 1], comma) and _is(_YEAR, p[k + 3]):
                return k + 4 - i
            if _is(_YEAR4, p[k + 2]):
                return k + 3 - i
            return k + 2 - i
        if _is(_YEAR4, p[k + 1]):
            return k + 2 - i
    return _match_lowercase_date(p, i, k)


#: Dashes of a spaced range of days ("12 – 15 May"), one space on each side.
_SPACED_DAY_DASHES = frozenset({"-", "–"})
#: Joiners of a range of days before its month: the dashes and "to" ("from 5 to 12 July").
_SPACED_DAY_WORDS = _SPACED_DAY_DASHES | {"to"}


def _spaced_days(p: Sequence[Span | None], k: int, joiners: frozenset[str] = _SPACED_DAY_DASHES) -> bool:
    """Whether pieces ``k``..``k + 2`` are a day, a joiner (a dash; `joiners`) with one space on each
    side, and a day ("12 – 15"): a range of days when a month stands beside it."""
    first, dash, last = p[k], p[k + 1], p[k + 2]
    return (_is(_DAY, first) and dash is not None and dash.text in joiners and _is(_DAY, last)
            and _adjacent_space(first, dash) and _adjacent_space(dash, last))


def _match_lowercase_date(p: Sequence[Span | None], i: int, k: int) -> int:
    """A date with a lowercase month (`_MONTH_LOWER`) from piece ``k`` (after a weekday from
    ``i``), or 0: "9th feb 2017", "9 feb 2017", "9th feb", "feb 9th, 2017", "feb 9 2017",
    "feb 9th", "feb 2017". The month must stand next to a four-digit year or a day with an
    ordinal suffix: "I mar 3 walls", "jan 5" stay apart; "march" (a word more often) only next
    to a year ("the 9th march", "march 2nd" stay apart). Abbreviations and names that are no
    word (`_LOWER_NON_WORDS`) also join a bare day: "on 9 feb", "oct 3", "june 30"."""
    def without_year(month: Span, day: Span) -> bool:
        name = month.text.rstrip(".")
        if name in _LOWER_NON_WORDS:
            return True
        return name != "march" and _is(_SUFFIXED_DAY, day)

    if _is(_DAY, p[k]) and _is(_MONTH_LOWER, p[k + 1]):
        if _is(_YEAR4, p[k + 2]):
            return k + 3 - i
        return k + 2 - i if without_year(p[k + 1], p[k]) else 0
    if _is(_MONTH_LOWER, p[k]):
        if _is(_DAY, p[k + 1]) and not _is(_YEAR4, p[k + 1]):
            comma = p[k + 2]
            if comma is not None and comma.text == "," and _adjacent(p[k + 1], comma) and _is(_YEAR4, p[k + 3]):
                return k + 4 - i
            if _is(_YEAR4, p[k + 2]):
                return k + 3 - i
            return k + 2 - i if without_year(p[k], p[k + 1]) else 0
        if _is(_YEAR4, p[k + 1]):
            return k + 2 - i
    return 0


def _is_amount(span: Span | None) -> bool:
    return _is(_NUMBER, span) and any(c.isdigit() for c in span.text)


def _is_scaled_amount(span: Span | None, lexicon: _Lexicon) -> bool:
    """An amount with a scale abbreviation attached ("5m", "1.5bn"): after a spaced currency ("US$ 5m")."""
    if span is None:
        return False
    number = span.text.rstrip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return number != span.text and span.text[len(number):] in lexicon.scale_abbr and bool(
        _NUMBER.fullmatch(number)) and any(c.isdigit() for c in number)


#: Words before a unit that make it square or cubic ("5 sq ft", "2 cu in", "3 square miles").
_POWER_WORDS = frozenset({"sq", "sq.", "cu", "cu.", "square", "cubic"})
_POWER_MARKS = "²³"


def _is_unit(text: str, lexicon: _Lexicon, *, any_unit: bool = False) -> bool:
    """A unit of the grammar's lists after a number: listed ("kN", "volts"), with a power mark
    ("m³", "mile²") or a compound of such units ("m³/s", "meters/second", "N·m"). `any_unit`
    also takes the units left out as common words ("in" after "sq")."""
    if text in lexicon.units or (any_unit and text in _WORD_UNITS):
        return True
    bare = text.rstrip(_POWER_MARKS)
    if bare != text and bare:
        return _is_unit(bare, lexicon, any_unit=True)
    for mark in ("/", "·"):
        if mark in text:
            first, *rest = text.split(mark)  # the first a listed unit: "2 am/pm" stays apart
            # ... or the inch of a rate ("2 in/hr" of rain, "0.5 in/h"), never a word there
            return (bool(first) and _is_unit(first, lexicon, any_unit=any_unit or (first == "in" and mark == "/"))
                    and all(part and _is_unit(part, lexicon, any_unit=True) for part in rest))
    return False


def is_unit(text: str) -> bool:
    """Whether `text` is a unit of the grammar's lists ("m", "km/h", "ft²"; not a word left out
    as common, such as "in"): what `tnfst.powers` asks before it keeps a unit's ² or ³."""
    return _is_unit(text, _lexicon())


def is_currency(text: str) -> bool:
    """Whether `text` is a currency code or sign of money/currency.tsv ("CAD", "C$", "CHF"; not a
    capitalised word such as "MAY"): what `tnfst.context` asks before it names a currency's country."""
    lexicon = _lexicon()
    return text in lexicon.currencies or text in lexicon.leading_currencies


def _is_scale(span: Span | None, lexicon: _Lexicon, money: bool) -> bool:
    """A scale word ("billion", "BILLION", "crore"), or in money context an abbreviation ("m", "bn")."""
    return _is(_SCALE, span) or (money and span is not None and span.text in lexicon.scale_abbr)


#: Units written with a quotation mark ("5' 10\"", "12\" pipe"): after a number they are feet
#: or inches only where they do not close a quotation.
_QUOTE_UNITS = frozenset({'"', "'"})


#: Consumption per hundred kilometers or miles, one unit with a space (measure/units.tsv): a car's fuel
#: (CLDR "L/100 km") and an electric car's energy (the EPA/DOT label "kWh/100 mi"; WLTP "kWh/100 km").
_PER_HUNDRED = frozenset({("L/100", "km"), ("kWh/100", "mi"), ("kWh/100", "km")})


#: Feet and inches in one piece before the inch mark: the "5'10" of "5'10\"".
_FEET_INCHES = re.compile(r"\d{1,2}'\d{1,2}")


def _open_quotes(p: Sequence[Span | None], i: int, mark: str) -> int:
    """How many `mark` quotation marks stand alone before piece ``i`` (odd: one is open; an
    apostrophe inside a word does not count, nor a mark glued to the number before it: the
    inch mark of 'a 16" wheel')."""
    count = 0
    for j in range(i):
        span = p[j]
        if span is None or span.text != mark:
            continue
        before = p[j - 1] if j else None
        if before is not None and _adjacent(before, span) and before.text[-1:].isdigit():
            continue
        count += 1
    return count


def _opens_quotation(mark: Span, after: Span | None) -> bool:
    """True when the quotation mark ``mark`` is glued to a letter after it ('"Former'): it opens
    a quotation (an inch mark is followed by a space, a digit or the end: '12" pipe', '5\'10"')."""
    return after is not None and _adjacent(mark, after) and after.text[:1].isalpha()


def _spaced_meridiem(a: Span | None, m: Span | None) -> bool:
    """"P." and "M." one space apart: the day period of "10.40 P. M."."""
    return (a is not None and m is not None and a.text in ("A.", "P.", "a.", "p.") and m.text in ("M.", "m.")
            and m.start == a.end + 1)


def _match_quantity(p: Sequence[Span | None], i: int) -> int:
    """Measures, money, scaled numbers and times starting at ``i``, or 0."""
    first = p[i]
    assert first is not None
    if _is(_TIME, first) and _is(_MERIDIEM, p[i + 1]):
        return 2
    if _is(_TIME, first) and _spaced_meridiem(p[i + 1], p[i + 2]):
        return 3  # "10.40 P. M." (older typesetting)
    if _is(_TIME, first) and p[i + 1] is not None and (span := _MERIDIEM_TO_TIME.fullmatch(p[i + 1].text)):
        # "8 a.m.-4 p.m.", "9:00 AM-5:00 PM", "9 am-5pm": the TIME grammar reads the span "to"
        if span.group("suffix"):
            return 2
        if _is(_MERIDIEM, p[i + 2]):
            return 3
    if _is(_TIME_SPAN, first) and _is(_MERIDIEM, p[i + 1]):
        return 2  # "10-11:30 a.m.", "3-11 p.m.": "ten to eleven thirty a m"
    lexicon = _lexicon()
    if _is(_MONEY_NUMBER, first):  # "$90 billion", "$17.5 BILLION", "$5 m"
        return 2 if _is_scale(p[i + 1], lexicon, money=True) else 0
    if _period_currency(p, i, lexicon):  # "Rs. 1,200", "Rs. 45 crore": pass 1 cut the period off
        return 1 + (3 if _is_scale(p[i + 3], lexicon, money=True) else 2)
    if first.text in lexicon.leading_currencies:  # "AED 11 billion", "Rs 45 crore", "USD million", "GBP m"
        if _is_scaled_amount(p[i + 1], lexicon):  # "US$ 5m"
            return 2
        if _is_amount(p[i + 1]):
            return 3 if _is_scale(p[i + 2], lexicon, money=True) else 2
        return 2 if _is_scale(p[i + 1], lexicon, money=True) else 0
    if (_is(_FRACTION_OR_RANGE, first) and p[i + 1] is not None and p[i + 1].text[:1].isalpha()
            and (_is_unit(p[i + 1].text, lexicon) or (p[i + 1].text == "in" and _abbreviation_period(p, i + 1)))):
        return 2  # "1/2 oz", "¼ tsp", "1/2 in. thick", "1/4-1/2 tsp": the MEASURE grammar reads fractions of a unit and their ranges (not '1/2 "': a quote)
    if (_is(_SHUTTER_SPEED, first) and p[i + 1] is not None and p[i + 1].text in _SHUTTER_SECONDS
            and not _opens_quotation(p[i + 1], p[i + 2])):
        return 2  # "1/1000 s", "1/4000 sec": a shutter speed (`tnfst.field_notation`); "1/500 s" joins above
    if (_is(_DECIMAL_ALTERNATIVES, first) and p[i + 1] is not None and p[i + 1].text[:1].isalpha()
            and _is_unit(p[i + 1].text, lexicon)):
        return 2  # "2.4/5 GHz": two values before one unit
    if ((_is(_FRACTION_AMOUNT, first) or _is(_MIXED_FRACTION, first)) and p[i + 1] is not None and p[i + 1].text in _QUOTE_UNITS
            and _adjacent(first, p[i + 1]) and not _open_quotes(p, i, p[i + 1].text) % 2
            and not _opens_quotation(p[i + 1], p[i + 2])):
        return 2  # 'a 3/4" bolt', '1-1/4" screws': a fraction of an inch (a foot), glued to its mark
    if (_is(_COUNT_RANGE, first) and p[i + 1] is not None
            and (_is_unit(p[i + 1].text, lexicon) or (p[i + 1].text == "in" and _abbreviation_period(p, i + 1)))
            and not _opens_quotation(p[i + 1], p[i + 2])):
        return 2  # "10-13 °C", "5-10 kg", "18–24 in. apart": the MEASURE grammar reads ranges ("ten to thirteen ...")
    if first.text.endswith(("/sq", "/cu")) and any(c.isdigit() for c in first.text):
        # "$3/sq ft", "$1,200-1,500/sq. ft": a rate per square unit (the MONEY and MEASURE rate units)
        dot = p[i + 1] is not None and p[i + 1].text == "." and _adjacent(first, p[i + 1])
        unit = p[i + 2 if dot else i + 1]
        if unit is not None and _is_unit(unit.text, lexicon, any_unit=True):
            return 3 if dot else 2
    if _is(_COUNT_RANGE, first) and (power := _power_unit(p, i + 1, lexicon)):
        return 1 + power  # "350-400 sq ft", "1,200-1,500 sq. ft": a range of areas
    if (_is(_FEET_INCHES, first) and p[i + 1] is not None and p[i + 1].text == '"'
            and _adjacent(first, p[i + 1])):
        return 2  # "5'10\"": feet and inches
    if not first.text or not _is_amount(first):
        return 0
    k = i + 1
    if _is(_SCALE, p[k]):  # "600 billion kWh", "11 billion AED", "1.7 million"
        k += 1
        if p[k] is not None and (p[k].text in lexicon.currencies or p[k].text in lexicon.units):
            k += 1
        elif power := _power_unit(p, k, lexicon):
            k += power  # "24.8 million sq km", "3 million sq. ft"
        return k - i
    nxt = p[k]
    if nxt is None:
        return 0
    if nxt.text in lexicon.currencies:  # "100 USD", "3039 yen", "8130 USD M"
        money_scale = nxt.text.isupper() and _is_scale(p[k + 1], lexicon, money=True)
        return 3 if money_scale else 2
    if nxt.text in _QUOTE_UNITS and (_open_quotes(p, i, nxt.text) % 2 or _opens_quotation(nxt, p[k + 1])):
        # 'the "Iowa st 74, Texas A&M 50".': the quote closes a quotation, it is no inch;
        # '612 - 613 "Former Mayor Is Dead"': a quote glued to the word after it opens one
        return 0
    after = p[k + 1]
    if after is not None and (nxt.text, after.text) in _PER_HUNDRED and _adjacent_space(nxt, after):
        return 3  # "6.8 L/100 km", "28 kWh/100 mi": consumption, one unit with a space (measure/units.tsv)
    if nxt.text == "fl" and after is not None:  # "12 fl oz" (the grammar's "fl oz"); "12 fl." no femtoliters
        if after.text == "oz":
            return 3
        if after.text == "." and _adjacent(nxt, after):
            ounces = p[k + 2]  # "12 fl. oz.": the grammar's "fl. oz"; the period after "oz" stays a piece
            return 4 if ounces is not None and ounces.text == "oz" and ounces.start == after.end + 1 else 0
    if _is_unit(nxt.text, lexicon) or _CURRENCY_CODE_SCALE.fullmatch(nxt.text):  # "10 kN", "3 m³/s", "93.4 EURbn"
        return 2
    if power := _power_unit(p, k, lexicon):
        return 1 + power  # "5 sq ft", "2 cu in", "850 sq. ft"
    if nxt.text == "in" and after is not None:  # "29.92 in. Hg", "28.5 in Hg": inches of mercury (measure/units.tsv)
        if after.text == "Hg" and _adjacent_space(nxt, after):
            return 3
        mercury = p[k + 2] if after.text == "." and _adjacent(nxt, after) else None
        if mercury is not None and mercury.text == "Hg" and mercury.start == after.end + 1:
            return 4
    if nxt.text == "in" and _abbreviation_period(p, k):
        return 2  # "5 in. wide": inches ("in" alone is a word; its period stays punctuation)
    if nxt.text == "in" and after is not None and after.text in _AFTER_INCHES:
        return 2  # "0.6 in of rain", "2 in possible": the preposition never stands there
    if nxt.text == "in" and "." in first.text and _sentence_period(p, k):
        return 2  # "set the gap to 0.044 in.": a decimal before "in." that ends the sentence is inches
    return 0


#: Words after "N in" that make "in" inches, where the preposition "in" never stands ("2.5 in of
#: rain", "0.6 in fell", "3 in expected", a forecast's "2-4 in possible").
_AFTER_INCHES = frozenset({"of", "fell", "falls", "possible", "expected", "likely", "forecast", "accumulated"})


def _power_unit(p: Sequence[Span | None], k: int, lexicon: _Lexicon) -> int:
    """How many pieces from ``k`` are a power word and its unit ("sq ft": 2, "sq. ft": 3, the
    abbreviation's period its own piece), or 0."""
    nxt = p[k]
    if nxt is None or nxt.text not in _POWER_WORDS:
        return 0
    after = p[k + 1]
    if nxt.text + "." in _POWER_WORDS and after is not None and after.text == "." and _adjacent(nxt, after):
        k, after = k + 1, p[k + 2]  # "850 sq. ft": the abbreviation's period
        if after is not None and _is_unit(after.text, lexicon, any_unit=True):
            return 3
        return 0
    return 2 if after is not None and _is_unit(after.text, lexicon, any_unit=True) else 0


#: A number "in" may end a sentence after as a particle only when it counts things ("The keeper let 3
#: in."): a decimal, a fraction or a range never does ("Snow: 3-5 in.", "Rain 0.5 in.", "1/2 in.").
_MEASURED_NUMBER = re.compile(r"[\d,]*\.\d+|\d[\d,.]*[-–]\d[\d,.]*|\d+/\d+|[½⅓⅔¼¾⅛⅜⅝⅞]")


def _abbreviation_period(p: Sequence[Span | None], k: int) -> bool:
    """Piece ``k`` ("in" after a number) is followed by a period glued to it and then a lowercase
    word ("5 in. wide": the period is the abbreviation's), a comma, semicolon or closing bracket
    ("4.12 in., 1.03 in. above normal", "(2.5 in.)"), or, after a decimal, a fraction or a range
    (`_MEASURED_NUMBER`) or a number after a colon, by a capitalised word or nothing (a forecast's
    "Snow: 3-5 in. Rain: 0.5 in.", "Snow depth: 14 in."): the period ends the sentence there. After
    a whole number elsewhere "in" may be a particle ending the sentence ("came 5 in. The")."""
    dot, after = p[k + 1], p[k + 2]
    if not (dot is not None and dot.text == "." and _adjacent(p[k], dot)):
        return False
    if after is not None and (after.text[:1].islower() or after.text in (",", ";", ")", "]")):
        return True
    number = p[k - 1] if k >= 1 else None
    before = p[k - 2] if k >= 2 else None
    measured = number is not None and (_MEASURED_NUMBER.fullmatch(number.text) is not None
                                       or (before is not None and before.text == ":"))
    return measured and (after is None or after.text[:1].isupper())


def _sentence_period(p: Sequence[Span | None], k: int) -> bool:
    """Piece ``k`` is followed by a period glued to it that ends the text or comes before a
    capitalised word: the sentence ends there ("0.044 in." at the end)."""
    dot, after = p[k + 1], p[k + 2]
    return (dot is not None and dot.text == "." and _adjacent(p[k], dot)
            and (after is None or after.text[:1].isupper()))


def _period_currency(p: Sequence[Span | None], i: int, lexicon: _Lexicon) -> bool:
    """A currency written with a period before an amount ("Rs. 1,200", "Fr. 50"): pass 1 cut the
    period off "Rs." (its own piece), the grammar's currency list has the form with it."""
    dot = p[i + 1]
    return (dot is not None and dot.text == "." and _adjacent(p[i], dot)
            and p[i].text + "." in lexicon.leading_currencies and _is_amount(p[i + 2]))




# Phone numbers: "(212) 555-0199", "+1 212 555 0199", "+44 (0)20 7946 0958", "555-1234 ext. 12".
_PHONE_COUNTRY = re.compile(r"\+\d{1,3}")
_PHONE_GROUP = re.compile(r"\d{2,5}")
_PHONE_GROUPS = re.compile(r"\d{2,5}(?:[-.–]\d{2,5})*[-.–]\d{3,5}")
_PHONE_YEAR = re.compile(r"1\d{3}|20\d{2}")  # "(2010) 555-0199" is a year, then a number
_PHONE_AFTER_PAREN = re.compile(r"\d{1,5}\)[-.]?\d+(?:[-.–]\d+)*")  # the piece "212)555-0199" of "(212)555-0199"
_PHONE_EXT = re.compile(r"(?:ext|Ext|extn)")
_PHONE_TRUNK = re.compile(r"0\d{2,4}")  # a trunk prefix opens spaced groups: "0800 555 0199"
_PHONE_SPACED = re.compile(r"\d{3,4}")
_PHONE_LONG_GROUP = re.compile(r"\d{5,8}")  # "07700 900123": the subscriber's number in one group
_PHONE_PAIR_START = re.compile(r"0[1-9]")  # "01 23 45 67 89"
_PHONE_PAIR = re.compile(r"\d{2}")
_PHONE_EXT_GLUED = re.compile(r"[xX]\d{1,5}")
_PHONE_START = re.compile(r"[+(]|\d")
_PHONE_MIN_DIGITS = 7
#: A group of four digits that may be a year: spaced groups that are all years stay apart ("1991
#: 2001 2011", a table's header run together).
_GROUP_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")
_PHONE_MAX_PIECES = 12


def _spaced_phone(p: Sequence[Span | None], i: int) -> int:
    """Pieces from ``i``, one space apart, that are a phone number without a mark, or 0: a trunk
    prefix and two groups ("0800 555 0199", 3), the North American 3-3-4 (3), a trunk prefix
    and one long group of a national number of 10-12 digits ("07700 900123", "030 12345678": the
    British and German ways of writing mobile and city numbers, 2), or five pairs from "0"
    ("01 23 45 67 89", the French way, 5), or three or four groups of four digits (a reference,
    account or card number as letters and forms print it: "4471 0093 2856", "4111 1111 1111 1111"; not
    when every group may be a year), said digit by digit like a phone number."""
    def pieces(count: int) -> list[str] | None:
        spans = [p[j] if j < len(p) else None for j in range(i, i + count)]
        if any(span is None for span in spans) or any(a.end + 1 != b.start for a, b in zip(spans, spans[1:])):
            return None
        return [span.text for span in spans]

    first = p[i].text if p[i] is not None else ""
    if not (first.isdigit() and 2 <= len(first) <= 5):  # every shape below opens with 2-5 digits
        return 0
    three = pieces(3)
    if three is not None:
        if _PHONE_TRUNK.fullmatch(three[0]) and all(_PHONE_SPACED.fullmatch(t) for t in three[1:]):
            return 3
        if all(t.isdigit() for t in three) and [len(t) for t in three] == [3, 3, 4]:
            return 3
    for count in (4, 3):  # groups of four digits: a reference, an account or a card number
        groups = pieces(count)
        if (groups is not None and all(len(t) == 4 and t.isdigit() for t in groups)
                and not all(_GROUP_YEAR.fullmatch(t) for t in groups)):
            return count
    five = pieces(5)
    if five is not None and _PHONE_PAIR_START.fullmatch(five[0]) and all(_PHONE_PAIR.fullmatch(t) for t in five[1:]):
        return 5
    two = pieces(2)
    if (two is not None and _PHONE_TRUNK.fullmatch(two[0]) and _PHONE_LONG_GROUP.fullmatch(two[1])
            and 10 <= len(two[0]) + len(two[1]) <= 12):
        return 2
    return 0


def _match_phone(p: Sequence[Span | None], i: int) -> int:
    """Pieces from ``i`` forming a phone number with a country code, parentheses or an
    extension (a bare "555-0199" is one piece already), or 0."""
    def at(k: int) -> Span | None:
        return p[k] if k < len(p) and k - i < _PHONE_MAX_PIECES else None

    def text(k: int) -> str:
        piece = at(k)
        return piece.text if piece is not None else ""

    if not _PHONE_START.match(text(i)):  # every match below starts with "+", "(" or a digit
        return 0
    k = i
    marked = False
    if _PHONE_COUNTRY.fullmatch(text(k)) and at(k + 1) is not None:
        k, marked = k + 1, True
    if text(k) == "(" and at(k + 1) is not None and _adjacent(at(k), at(k + 1)):
        if _PHONE_AFTER_PAREN.fullmatch(text(k + 1)):
            k += 2
        elif (_PHONE_GROUP.fullmatch(text(k + 1)) and not _PHONE_YEAR.fullmatch(text(k + 1))
              and text(k + 2) == ")" and _adjacent(at(k + 1), at(k + 2))):
            k += 3
        else:
            return 0
        marked = True
    start_groups = k
    spaced = 0 if marked else _spaced_phone(p, i)
    if spaced:
        k = i + spaced  # "0800 555 0199", "020 7946 0958", "212 555 0199", "07700 900123"
    while _PHONE_GROUPS.fullmatch(text(k)) or (marked and _PHONE_GROUP.fullmatch(text(k))):
        k += 1
    if k == start_groups:
        if not marked or k == i:
            return 0
    digits = sum(c.isdigit() for j in range(i, k) for c in text(j))
    if digits < _PHONE_MIN_DIGITS:
        return 0
    # an extension: "ext. 12", "ext 12", "x12", ", ext. 12"
    e = k + 1 if text(k) == "," and at(k) is not None and _adjacent(at(k - 1), at(k)) else k
    if _PHONE_EXT_GLUED.fullmatch(text(e)):
        k = e + 1
    elif _PHONE_EXT.fullmatch(text(e)):
        g = e + 2 if text(e + 1) == "." and _adjacent(at(e), at(e + 1)) else e + 1
        if re.fullmatch(r"\d{1,5}", text(g)):
            k = g + 1
    return k - i if k - i >= 2 else 0


_WHOLE = re.compile(r"[-−]?\d{1,3}")
_FRACTION = re.compile(r"\d{1,3}/\d{1,3}|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]")


def _match_mixed_fraction(p: Sequence[Span | None], i: int) -> int:
    """A mixed number "2 1/2" / "3 ½" (two pieces), with a unit after it ("2 1/2 km": three)."""
    if not (_is(_WHOLE, p[i]) and _is(_FRACTION, p[i + 1])):
        return 0
    num, _, den = p[i + 1].text.partition("/")
    if den and int(num) >= int(den):  # a proper fraction only ("on 12 25/12" is no mixed number)
        return 0
    unit = p[i + 2]
    if unit is not None and (unit.text in _lexicon().units or (unit.text == "in" and _abbreviation_period(p, i + 2))):
        return 3  # "2 1/2 km", "2 1/2 in. wide"
    return 2


def _match_initials(p: Sequence[Span | None], i: int) -> int:
    k = i
    while _is(_INITIAL, p[k]) and k - i < 6:
        k += 1
    return k - i if k - i >= 2 else 0


#: One-letter units left out of the joins as labels ("Part 6 A", "R 134 A") that a number joins
#: before the sentence's final period after a lowercase word ("The fuse is rated at 13 A."):
#: amperes. A label letter follows a name or a code ("Sky Hawk 3 B", "Part 6 A of the Act").
_FINAL_UNIT_LETTERS = frozenset("A")
#: Lowercase words whose number is a label or a grade, never a quantity: "in row 13 A.", "at gate
#: 4 A.", "She got 3 A.".
_LABEL_WORDS = frozenset({"row", "seat", "gate", "platform", "room", "flat", "apartment", "apt", "suite", "bay",
                          "exit", "stand", "berth", "pier", "page", "part", "section", "chapter", "type",
                          "class", "group", "grade", "level", "stage", "phase", "step", "option", "plan",
                          "form", "question", "exercise", "figure", "table", "unit", "block", "lot", "plot",
                          "house", "number", "no", "box", "locker", "cabin", "deck", "ward", "bed", "court",
                          "field", "hall", "building", "floor", "zone", "channel", "track", "line", "route",
                          "bus", "train", "flight", "vitamin",
                          "got", "get", "gets", "getting", "scored", "earned", "received", "achieved"})  # grades


#: One-letter unit symbols that, with a period and a lowercase word after them, are another
#: abbreviation: "t." the cookbook's teaspoon ("2 t. salt"); the SI symbol "t" (tonne) takes no
#: period (SI Brochure, 9th ed., 5.4.2).
_PERIOD_ABBREVIATIONS = frozenset({"t"})


def _unit_with_period(p: Sequence[Span | None], i: int) -> bool:
    """A number followed by a one-letter unit that kept a sentence-final period ("100 m."; a
    capital letter before another initial is one too: "1909 J. E. POTTER"), or by
    "A." ending the sentence after a lowercase word that does not name a label ("rated at 13
    A." is amperes; "in row 13 A." and "Part 6 A." stay a label: `_FINAL_UNIT_LETTERS`)."""
    unit = p[i + 1]
    first = p[i]
    if not (unit is not None and first is not None and len(unit.text) == 2 and unit.text[1] == "."
            and any(c.isdigit() for c in first.text) and _is(_NUMBER, first)):
        return False
    after = p[i + 2]
    if unit.text[0] in _PERIOD_ABBREVIATIONS and after is not None and after.text[:1].islower():
        return False  # "2 t. salt": a cookbook's teaspoon (tnfst.quantity_context), not a tonne
    if unit.text[0].isupper() and after is not None and _INITIAL.fullmatch(after.text):  # "E."
        return False  # "1909 J. E. POTTER": a run of initials, not joules ("314 W. It is" stays watts)
    if unit.text[0] in _lexicon().units:
        return True
    before = p[i - 1] if i > 0 else None
    return (unit.text[0] in _FINAL_UNIT_LETTERS and p[i + 2] is None and before is not None
            and before.text.isalpha() and before.text.islower() and before.text not in _LABEL_WORDS)


def _match_heading(p: Sequence[Span | None], i: int, sentence: str,
                   headings: Mapping[str, bool]) -> tuple[int, int]:
    """A heading word and a Roman numeral from ``i`` ("CHAPTER XV", "Vol. XIX", "Part I."):
    (pieces, characters to cut off the last piece: 1 for the period pass 1 leaves on a
    one-letter numeral, "I."), or (0, 0). The numeral must be one space after the word and
    a numeral of `heading.numeral_value` (canonical; lone "I" only after a Capitalised word)."""
    word = p[i]
    assert word is not None
    k = i + 1
    dot = p[k]
    if dot is not None and dot.text == "." and _adjacent(word, dot) and word.text + "." in headings:
        form, k = word.text + ".", k + 1  # "Vol" "." "XIX": the abbreviation's period
    elif word.text in headings:
        form = word.text
    else:
        return 0, 0
    numeral, before = p[k], p[k - 1]
    if numeral is None or numeral.start != before.end + 1 or sentence[before.end] != " ":
        return 0, 0
    text, cut = numeral.text, 0
    if len(text) == 2 and text[1] == ".":  # "I.", "V.", "X.": kept whole by pass 1's dotted letters
        text, cut = text[0], 1
    from tnfst.grammars.en.heading import numeral_value

    if numeral_value(text, capital=headings[form]) is None:
        return 0, 0
    return k + 1 - i, cut


#: Feet before inches written with letters ("6 ft 10 in", "5 ft. 2 in. tall", "6ft 10 in"): the
#: feet (a number and "ft", or glued "6ft"), then at most eleven inches and "in", which alone is
#: never joined (a word).
_FEET_NUMBER = re.compile(r"[1-9]\d{0,2}")
_GLUED_FEET = re.compile(r"[1-9]\d{0,2}ft")
_INCH_NUMBER = re.compile(r"(?:\d|1[01])(?:\.\d+)?")


def _match_feet_inches(p: Sequence[Span | None], i: int) -> int:
    """A length in feet and inches from ``i`` (`_FEET_NUMBER`...), or 0: "6 ft 10 in" (four
    pieces), "5 ft. 2 in." (six: the inch period joins only when the sentence goes on in
    lowercase, "5 ft. 2 in. tall"; at the end it is the sentence's period), "6ft 2 in"."""
    first = p[i]
    if _is(_GLUED_FEET, first):
        k = i + 1
    elif _is(_FEET_NUMBER, first) and p[i + 1] is not None and p[i + 1].text == "ft":
        k = i + 2
    else:
        return 0
    dot = p[k]
    if dot is not None and dot.text == "." and _adjacent(p[k - 1], dot):
        k += 1  # "ft."
    if not (_is(_INCH_NUMBER, p[k]) and p[k + 1] is not None and p[k + 1].text == "in"):
        return 0
    k += 2
    dot, after = p[k], p[k + 1]
    if (dot is not None and dot.text == "." and _adjacent(p[k - 1], dot) and after is not None
            and after.text[:1].islower()):
        k += 1  # "in." before a lowercase word: the abbreviation's period
    return k - i


#: Hours before minutes ("2h 45m", "1 hr 30 min", "3hrs 20mins"): the MEASURE grammar reads
#: them together, "m" as minutes ("45m" alone stays meters).
_GLUED_HOURS = re.compile(r"[1-9]\d{0,2}(?:h|hr|hrs)")
_GLUED_MINUTES = re.compile(r"[1-5]?\d(?:m|min|mins)")
_HOUR_WORDS = frozenset({"h", "hr", "hrs"})
_MINUTE_WORDS = frozenset({"m", "min", "mins"})
_HOURS_NUMBER = re.compile(r"[1-9]\d{0,2}")
_MINUTES_NUMBER = re.compile(r"[1-5]?\d")


def _match_hours_minutes(p: Sequence[Span | None], i: int) -> int:
    """A duration in hours and minutes from ``i``, or 0: "2h 45m" (two pieces), "1 hr 30 min"
    (four), "3hrs 20 mins"."""
    if _is(_GLUED_HOURS, p[i]):
        k = i + 1
    elif _is(_HOURS_NUMBER, p[i]) and p[i + 1] is not None and p[i + 1].text in _HOUR_WORDS:
        k = i + 2
    else:
        return 0
    if _is(_GLUED_MINUTES, p[k]):
        return k + 1 - i
    if _is(_MINUTES_NUMBER, p[k]) and p[k + 1] is not None and p[k + 1].text in _MINUTE_WORDS:
        return k + 2 - i
    return 0


#: The sign between the sides of a dimension ("12 x 15 ft", "12 × 15 ft"); a capital X is read by
#: no grammar.
_BY_SIGNS = frozenset({"x", "×"})
_SIDE = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_GLUED_SIDES = re.compile(r"(?:\d+(?:\.\d+)?)[x×]\d+(?:\.\d+)?")


def _match_dimensions(p: Sequence[Span | None], i: int) -> int:
    """Two sides and one unit from ``i`` ("12 x 15 ft", "12x15 ft", "8.5 x 11 in." where the
    period follows "in"), or 0: the MEASURE grammar reads them "twelve by fifteen feet". Three
    sides ("20 x 30 x 40 cm") are read by no grammar: neither pair is joined."""
    before = p[i - 1] if i > 0 else None
    if before is not None and before.text in _BY_SIGNS:
        return 0
    if _is(_GLUED_SIDES, p[i]):
        k = i + 1
    elif _is(_SIDE, p[i]) and p[i + 1] is not None and p[i + 1].text in _BY_SIGNS and _is(_SIDE, p[i + 2]):
        k = i + 3
    else:
        return 0
    unit = p[k]
    if unit is None or (p[k + 1] is not None and p[k + 1].text in _BY_SIGNS):
        return 0
    lexicon = _lexicon()
    if _is_unit(unit.text, lexicon) and unit.text[:1].isalpha():
        return k + 1 - i
    dot = p[k + 1]
    if unit.text == "in" and dot is not None and dot.text == "." and _adjacent(unit, dot):
        return k + 1 - i  # "8.5 x 11 in.": the period marks the abbreviation
    return 0


def _match_plus_minus(p: Sequence[Span | None], i: int) -> int:
    """A tolerance sign written apart from its number, "+/- 3", "± 3.5%", "+/- 2 mm": the sign
    ("+/-" written as three pieces, or "±"), one space, and the number with its unit, one token,
    as "±3" and "+/-3" are (the number guard reads "plus or minus three"; apart, "+/-" was read
    "plus/to"), or 0."""
    first = p[i]
    if first is None or first.text not in ("+", "±"):
        return 0
    sign = first
    if first.text == "+":
        slash, dash = p[i + 1], p[i + 2]
        if (slash is None or dash is None or slash.text != "/" or dash.text not in ("-", "−", "–")
                or slash.start != first.end or dash.start != slash.end):
            return 0
        sign = dash
    k = i + (1 if first.text == "±" else 3)
    number = p[k]
    if number is None or not _adjacent_space(sign, number) or not number.text[:1].isdigit():
        return 0
    return k - i + max(1, _match_quantity(p, k))


_MATCHERS = (_match_date, _match_phone, _match_mixed_fraction, _match_feet_inches, _match_hours_minutes,
             _match_dimensions, _match_quantity, _match_plus_minus,
             _match_initials)
_LOOKAHEAD = 6


#: An amount glued to the "fl" of fluid ounces, "oz" the next piece ("100ml/3½fl oz").
_GLUED_FLUID = re.compile(r"(?:\d+(?:\.\d+)?[¼½¾⅓⅔⅛]?|[¼½¾⅓⅔⅛])fl")

#: The middle piece of one amount in two systems written with spaces ("500 g/17.6 oz": "g/17.6").
_UNIT_SLASH_AMOUNT = re.compile(r"([a-zA-Z]{1,3})/(\d[\d,]*(?:\.\d+)?)")


def _spaced_measure_pair(p: Sequence[Span | None], i: int) -> list[Span]:
    """The three tokens of one amount in two systems written with spaces around its units ("500
    g/17.6 oz" -> "500 g", "/", "17.6 oz": the pieces "500", "g/17.6", "oz"), where both units are
    of one kind (`_KITCHEN_KINDS`: "10 mg/5 ml", a concentration, stays whole); else []."""
    first, middle, last = p[i], p[i + 1], p[i + 2]
    if middle is None or last is None or "/" not in middle.text or not _is_amount(first):
        return []
    m = _UNIT_SLASH_AMOUNT.fullmatch(middle.text)
    if (m is None or not _adjacent_space(first, middle) or not _adjacent_space(middle, last)
            or m.group(1) not in _KITCHEN_KINDS or _KITCHEN_KINDS.get(last.text) != _KITCHEN_KINDS[m.group(1)]):
        return []
    slash = middle.start + len(m.group(1))
    return [Span(f"{first.text} {m.group(1)}", first.start, slash), Span("/", slash, slash + 1),
            Span(f"{m.group(2)} {last.text}", slash + 1, last.end)]


def join_pieces(pieces: Sequence[Span], sentence: str) -> list[Span]:
    """Pass 2: join neighbouring pieces that form one Google token."""
    padded: list[Span | None] = list(pieces) + [None] * _LOOKAHEAD
    out: list[Span] = []
    headings = _lexicon().headings if pieces else {}
    i = 0
    while i < len(pieces):
        text = pieces[i].text
        if text in headings or text + "." in headings:  # "CHAPTER XV", "chapter iv", "Vol. XIX"
            width, cut = _match_heading(padded, i, sentence, headings)
            if width:
                start, end = pieces[i].start, pieces[i + width - 1].end - cut
                out.append(Span(sentence[start:end], start, end))
                if cut:
                    out.append(Span(sentence[end:end + cut], end, end + cut))
                i += width
                continue
        if _NAMED_TIME_SPAN.fullmatch(text) and _is(_MERIDIEM, padded[i + 1]):
            # "noon–2 p.m.": the TIME grammar reads the span with its day period ("noon to two p m")
            out.append(Span(sentence[pieces[i].start:pieces[i + 1].end], pieces[i].start, pieces[i + 1].end))
            i += 2
            continue
        if text[:1].islower() and not _MONTH_LOWER.fullmatch(text):
            # no other join starts with a lowercase letter (fast path for words)
            out.append(pieces[i])
            i += 1
            continue
        if text.endswith("fl") and _GLUED_FLUID.fullmatch(text) and padded[i + 1] is not None and padded[i + 1].text == "oz" \
                and _adjacent_space(pieces[i], padded[i + 1]):
            out.append(Span(sentence[pieces[i].start:padded[i + 1].end], pieces[i].start, padded[i + 1].end))
            i += 2  # "3½fl oz" (after "100ml/"): fluid ounces glued to their amount
            continue
        pair = _spaced_measure_pair(padded, i)
        if pair:
            out.extend(pair)  # "500 g/17.6 oz": one amount in two systems, a slash between
            i += 3
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
    view = tokenizer_view(sentence)
    spans = join_pieces(split_pieces(view), view)
    if view is sentence:
        return spans
    # Unicode spaces, slashes, digits and number forms were tokenized by their ASCII stand-ins
    # (`tnfst.unicode_forms`: "5\u00a0kg" like "5 kg", "1\u2009000\u2009000" like "1,000,000");
    # the spans hold the user's text
    return [Span(sentence[s.start:s.end], s.start, s.end) for s in spans]
