"""Read the numbers a spoken reading states, back as digit strings.

``numbers("one hundred twenty three")`` -> ``["123"]``; ``"o five"`` -> ``["0", "5"]``
(digit by digit: one number per digit word); ``"twenty twelve"`` -> ``["20", "12"]``
(a year in two halves); ``"three quarters"`` -> ``["3", "4"]``; ``"two point o five"``
-> ``["2", ".", "0", "5"]``. `digits(reading)` joins them without the points
(``"2005"``, ``"2012"``, ``"123"``): the digits a listener hears, in order, which is
what the number guard (`tnfst.constraints.number_guard`) and the audits compare with
the digits of the written token.

How words are read (the guard follows the same policy, so that what it allows
is what this module reads back):

* cardinals in the Google (Kestrel) style, without "and" ("one hundred and five"
  is 100, 5);
  a word that cannot continue the number being read starts a new one
  ("one two" -> 1, 2; "twenty twelve" -> 20, 12; "nineteen hundred" -> 1900);
* "zero" is always 0; "o"/"oh" is 0 only next to another number word
  ("one o five", "o five", "point o five"), elsewhere a letter ("b o b");
* after "point", every digit word is one digit, and a scale word right after
  those digits is not a number ("one point five million" -> 1, ".", 5: it reads
  the written "1.5 million");
* ordinals and fraction denominators are the number they name ("twenty first"
  -> 21, "thirds" -> 3, "half"/"halves" -> 2, "quarter(s)" -> 4, never joined
  to the number before: "fifty halves" -> 50, 2; but "twenty thirds" is 23, as a
  listener would hear it); "second" is 2
  except right after a digit or teen word ("five second delay": a time unit),
  "seconds" is never a number (a time unit);
* "a" is 1 only before a fraction word ("a half" -> 1, 2); "half" and "quarter"
  alone are one half, one quarter ("half" -> 1, 2);
* plurals are their number ("nineties" -> 90, "hundreds" -> 100, "fives" -> 5; "ones"
  is always a word).

Pure Python, no grammar: cheap enough for audits over whole corpora.
"""

from __future__ import annotations

UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine".split())}
TEENS = {w: 10 + i for i, w in enumerate(
    "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * (i + 2) for i, w in enumerate(
    "twenty thirty forty fifty sixty seventy eighty ninety".split())}
#: Short-scale names through decillion (the grammar's number/scale.tsv).
SCALES = {name: 10 ** (3 * (i + 1)) for i, name in enumerate(
    "thousand million billion trillion quadrillion quintillion sextillion septillion octillion nonillion"
    " decillion".split())}
ZERO_LETTERS = frozenset({"o", "oh"})

_ORDINAL_UNITS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
                  "seventh": 7, "eighth": 8, "ninth": 9}
_ORDINAL_TEENS = {w[:-1] + "th" if w.endswith("e") else w + "th": n for w, n in TEENS.items()}
_ORDINAL_TEENS.update({"twelfth": 12})
_ORDINAL_TEENS.pop("twelveth", None)
_ORDINAL_TENS = {w[:-1] + "ieth": n for w, n in TENS.items()}
_ORDINAL_SCALES = {"hundredth": "hundred", **{w + "th": w for w in SCALES}}

#: ordinal (or fraction denominator) word -> the cardinal word it stands for
ORDINALS: dict[str, str] = {}
for _table, _names in ((_ORDINAL_UNITS, UNITS), (_ORDINAL_TEENS, TEENS), (_ORDINAL_TENS, TENS)):
    for _word, _n in _table.items():
        _card = next(w for w, v in _names.items() if v == _n)
        ORDINALS[_word] = _card
        if _word != "second":
            ORDINALS[_word + "s"] = _card
ORDINALS.update(_ORDINAL_SCALES)
ORDINALS.update({w + "s": c for w, c in _ORDINAL_SCALES.items()})
ORDINALS.update({"zeroth": "zero", "half": "two", "halves": "two", "quarter": "four", "quarters": "four"})
#: plural cardinals read as their number ("the nineties")
PLURALS = {**{w[:-1] + "ies": w for w in TENS}, "hundreds": "hundred",
           **{w + "s": w for w in SCALES},
           # "fives", "sixes", "twelves" ("the seventy fives"); not "ones", a word of its own
           **{("sixes" if w == "six" else w + "s"): w for w in list(UNITS)[2:] + list(TEENS)}}
#: the ordinals that can follow "a" as a fraction ("a half", "a third")
FRACTION_WORDS = frozenset(w for w in ORDINALS if w not in ("first", "second", "zeroth"))

_FRACTION_ONLY = frozenset({"half", "halves", "quarter", "quarters"})
#: every word this module may read as (part of) a number, "o" and "a" included
#: ("point" is not one: it only marks a decimal point)
NUMBER_WORDS = frozenset(UNITS) | frozenset(TEENS) | frozenset(TENS) | frozenset(SCALES) | {
    "hundred"} | ZERO_LETTERS | frozenset(ORDINALS) | frozenset(PLURALS)
#: words that are numbers only in some contexts (see the module docstring)
AMBIGUOUS_WORDS = frozenset({"o", "oh", "a", "second"})


def _base(word: str) -> str:
    """The cardinal word behind an ordinal or plural ("thirds" -> "three")."""
    return ORDINALS.get(word) or PLURALS.get(word) or word


def _is_number_word(words: list[str], i: int) -> bool:
    """True when words[i] is read as a number in its context."""
    word = words[i]
    if word in ZERO_LETTERS:  # a run of o's next to a number word or "point"
        lo = hi = i
        while lo > 0 and words[lo - 1] in ZERO_LETTERS:
            lo -= 1
        while hi + 1 < len(words) and words[hi + 1] in ZERO_LETTERS:
            hi += 1
        before = lo > 0 and (_plain_number(words[lo - 1]) or words[lo - 1] == "point")
        after = hi + 1 < len(words) and _plain_number(words[hi + 1])
        return before or after
    if word == "a":
        return i + 1 < len(words) and words[i + 1] in FRACTION_WORDS
    if word == "second":
        return not (i > 0 and (words[i - 1] in UNITS or words[i - 1] in TEENS))
    return word in NUMBER_WORDS


def _plain_number(word: str) -> bool:
    """A number word whatever its neighbours (for the "o" test)."""
    return word in NUMBER_WORDS and word not in AMBIGUOUS_WORDS and word != "point" or word == "zero"


def numbers(reading: str) -> list[str]:
    """The numbers stated by `reading` (lowercase words), in order, as digit strings.

    A decimal point is its own item "." (only when a digit word follows "point").
    Words that are not numbers are skipped. Raises TypeError for a non-string."""
    if not isinstance(reading, str):
        raise TypeError(f"reading must be a string, got {type(reading).__name__}")
    words = reading.lower().replace("-", " ").split()
    out: list[str] = []
    total = current = 0   # the number being read: completed scale groups, and the group < 1000
    last = None           # kind of the last word of the number being read
    last_scale = None
    open_ = False
    decimal_mode = False

    def close() -> None:
        nonlocal total, current, last, last_scale, open_
        if open_:
            out.append(str(total + current))
        total = current = 0
        last = last_scale = None
        open_ = False

    for i, word in enumerate(words):
        if word == "point" and i + 1 < len(words) and words[i + 1] in (UNITS.keys() | ZERO_LETTERS):
            close()
            out.append(".")
            decimal_mode = True
            continue
        if decimal_mode:
            if word in UNITS or word in ZERO_LETTERS:
                out.append(str(UNITS.get(word, 0)))
                continue
            decimal_mode = False
            if word in SCALES:  # "one point five million": the scale of a written "1.5 million"
                continue
        if not _is_number_word(words, i):
            close()
            continue
        if word in ZERO_LETTERS or word == "zero":
            close()
            out.append("0")
            continue
        if word == "a":
            close()
            out.append("1")
            continue
        if word in _FRACTION_ONLY:
            close()  # "fifty halves" is 50, 2
            if i == 0 or words[i - 1] != "a" and not _plain_number(words[i - 1]):
                out.append("1")  # "half" alone is one half
        ordinal = word in ORDINALS or word in PLURALS
        base = _base(word)
        if base in UNITS or base in TEENS:
            value = UNITS.get(base, TEENS.get(base))
            if not (last in (None, "hundred", "scale") or (last == "tens" and base in UNITS)):
                close()
            current += value
            last = "unit" if base in UNITS else "teen"
        elif base in TENS:
            if last not in (None, "hundred", "scale"):
                close()
            current += TENS[base]
            last = "tens"
        elif base == "hundred":
            if last in ("unit", "teen", "tens") and current < 100:
                current *= 100
            else:
                close()
                current = 100
            last = "hundred"
        elif base in SCALES:
            scale = SCALES[base]
            if open_ and current > 0 and (last_scale is None or scale < last_scale):
                total += current * scale
                current = 0
            else:
                close()
                total = scale
            last, last_scale = "scale", scale
        open_ = True
        if ordinal:
            close()
    close()
    return out


def digits(reading: str) -> str:
    """The digits stated by `reading`, in order, joined (decimal points left out)."""
    return "".join(n for n in numbers(reading) if n != ".")
