"""Context-only rules of corporate finance (`tnfst.earnings_context` asks them).

* CREDIT_RATING: the rating symbols of the three large agencies, as their own definitions write
  them (S&P Global Ratings, "S&P Global Ratings Definitions"; Fitch Ratings, "Rating Definitions";
  Moody's, "Rating Symbols and Definitions"), their letters spelled and a modifier said: the
  long-term scale of S&P and Fitch with its "+"/"-" ("BBB+" -> "b b b plus", "AA-" -> "a a minus"),
  Moody's scale with its numeric modifier ("Baa3" -> "b a a three", "Aa2" -> "a a two"), and the
  short-term scales ("A-1+" -> "a one plus", "P-1" -> "p one", "F1+" -> "f one plus").
* SEC_FORM: the names of the SEC's forms (words/sec_forms.tsv: "10-K" -> "ten k", "13F" ->
  "thirteen f"), with an amendment's "/A" ("10-K/A" -> "ten k a" | "ten k slash a").
* EXCHANGE_TICKER: a stock exchange glued to a ticker by a colon ("LON:HSBA" -> "l o n h s b a",
  "NASDAQ:AAPL" -> "nasdaq a a p l"): the exchange as words/exchange_prefixes.tsv says it, the
  ticker's letters spelled, a share class after a period too ("NYSE:BRK.B" -> "... b r k b").
* PENCE: an amount in pence glued to its "p", as the London market quotes share prices and
  dividends ("450p" -> "four hundred fifty pence", "12.5p" -> "twelve point five pence", "1p" -> "one
  penny"; the Bank of England's and the LSE's usage), which MONEY's currency signs never cover.
* PERIOD: a quarter or a half written before its letter without a year ("4Q" -> "fourth quarter",
  "2H" -> "second half" | "two h"), as FISCAL reads "4Q24".
* FISCAL_SPAN: a fiscal year that straddles two calendar years, as British and Indian reports write
  it ("FY2023/24", "FY23/24", "FY2023-24") -> "f y twenty twenty three twenty four" | "... to twenty
  four" | "fiscal year ...": each year as FISCAL reads it (`notation.build_fiscal`'s years).

Pure: nothing compiled at import.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: S&P's and Fitch's long-term letter grades, best first.
LONG_TERM = ("AAA", "AA", "A", "BBB", "BB", "B", "CCC", "CC", "C")
#: Moody's long-term letter grades that take a numeric modifier (1-3), best first.
MOODYS = ("Aa", "A", "Baa", "Ba", "B", "Caa")
#: Moody's grades written without a modifier.
MOODYS_BARE = ("Aaa", "Ca")
#: The short-term grades: S&P's "A-1", Moody's "P-1" (Prime), Fitch's "F1".
SHORT_TERM = (("A-", "a"), ("P-", "p"), ("F", "f"))
_DIGITS = {"1": "one", "2": "two", "3": "three"}
#: Cost of a second wording ("to twenty four", "slash a", "fiscal year") behind the first.
_SECOND = 1.0


def _spelled(letters: str) -> pynini.Fst:
    """Letters as written -> spelled in lowercase ("Baa" -> "b a a")."""
    return cross(letters, " ".join(letters.lower()))


def build_credit_rating(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """CREDIT_RATING (module docstring): "BBB+" -> "b b b plus", "Baa3" -> "b a a three", "A-1+" -> "a
    one plus"."""
    del nums, tables
    sign = union([cross("+", " plus"), cross("-", " minus"), cross("−", " minus")])
    digit = union([cross(d, " " + w) for d, w in _DIGITS.items()])
    long_term = union([_spelled(g) for g in LONG_TERM]) + pynini.closure(sign, 0, 1)
    moodys = union([union([_spelled(g) for g in MOODYS]) + digit] + [_spelled(g) for g in MOODYS_BARE])
    short = union([cross(written, said) for written, said in SHORT_TERM]) + digit + pynini.closure(cross("+", " plus"), 0, 1)
    return union([long_term, moodys, short]).optimize()


def build_sec_form(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """SEC_FORM (module docstring): a form of words/sec_forms.tsv, and an amendment's "/A"."""
    del nums
    rows = tables["words/sec_forms.tsv"].rows
    form = union([cross(row[0], reading) for row in rows for reading in row[1]])
    amended = union([cross("/A", " a"), weighted(cross("/A", " slash a"), _SECOND)])
    return (form + pynini.closure(amended, 0, 1)).optimize()


def build_fiscal_span(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """FISCAL_SPAN (module docstring): "FY2023/24" -> "f y twenty twenty three twenty four"."""
    del tables
    from tnfst.grammars.en import notation

    year = notation._years(nums)
    label = union([cross("FY", "f y "), weighted(cross("FY", "fiscal year "), _SECOND)])
    gap = pynini.closure(delete(" "), 0, 1)
    joint = union([cross("/", " "), cross("-", " "), cross("–", " "),
                   weighted(union([cross("/", " to "), cross("-", " to "), cross("–", " to ")]), _SECOND)])
    return (label + gap + year + joint + year).optimize()


def build_exchange_ticker(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """EXCHANGE_TICKER (module docstring): "LON:HSBA" -> "l o n h s b a"."""
    del nums
    rows = tables["words/exchange_prefixes.tsv"].rows
    exchange = union([cross(row[0], reading) for row in rows for reading in row[1]])
    letter = union([cross(c, " " + c.lower()) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"])
    ticker = pynini.closure(letter, 1, 5) + pynini.closure(delete(".") + letter, 0, 1)
    return (exchange + delete(":") + ticker).optimize()


def build_pence(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """PENCE (module docstring): "450p" -> "four hundred fifty pence", "1p" -> "one penny"."""
    del tables
    digit = chars("0123456789")
    counts = pynini.difference(chars("123456789") + pynini.closure(digit, 0, 3), acc("1"))
    decimal = (pynini.closure(digit, 1, 4) + acc(".") + pynini.closure(digit, 1, 2)) @ nums.decimal
    many = union([counts @ nums.cardinal, decimal]) + cross("p", " pence")
    return union([cross("1p", "one penny"), many]).optimize()


def build_period(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """PERIOD (module docstring): "4Q" -> "fourth quarter", "2H" -> "second half"."""
    del nums, tables
    ordinals = {"1": "first", "2": "second", "3": "third", "4": "fourth"}
    numbers = {"1": "one", "2": "two", "3": "three", "4": "four"}
    parts = []
    for letter, word, digits in (("Q", "quarter", "1234"), ("H", "half", "12")):
        for d in digits:
            parts.append(cross(d + letter, f"{ordinals[d]} {word}"))
            parts.append(weighted(cross(d + letter, f"{numbers[d]} {letter.lower()}"), _SECOND))
    return union(parts).optimize()
