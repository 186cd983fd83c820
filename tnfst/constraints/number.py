"""`number_fst`: bare numbers read as numbers, never as other numbers.

The classic silly error of a neural reader is a wrong number: "101059254" read
"ten million one thousand five hundred twenty four". For a token that is a bare
number — digits, comma groups, an optional minus sign, a decimal point — this
constraint licenses only the readings the Google data gives such tokens and
walks them exactly like ``measure_money_fst`` walks the MEASURE/MONEY lattice
(`MeasureMoneyFst`: a complete licensed reading earns the reward, every other
word is forbidden; the registry factory is ``fst_factory.build_number_fst``):

* the cardinal (CARDINAL): ``2,012`` -> "two thousand twelve";
* for four digits, the year (DATE): ``2012`` -> "twenty twelve", ``1905`` ->
  "nineteen o five", ``1900`` -> "nineteen hundred", ``2006`` -> "two thousand six";
* for up to 12 plain digits, digit by digit (DIGIT/TELEPHONE-like): ``0123`` ->
  "o one two three" or "zero one two three";
* decimals (DECIMAL): ``0.001251`` -> "zero point o o one two five one".

Number words come from the covering grammar's own number transducer
(``grammars/en/numbers.py``), compiled on first use, never at import.

Known limitations: ordinals ("1st"), ranges and numbers with units are other
tokens; 16 or more digits are not constrained.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tnfst.constraints.readings import trie_lattice
from tnfst.digits import fold_digits

# ASCII digits only: other scripts' digits are folded first (tnfst.digits), never fed to pynini
_CARDINAL = re.compile(r"^-?(\d{1,15}|\d{1,3}(,\d{3}){1,4})$", re.ASCII)
_DECIMAL = re.compile(r"^-?\d{0,15}\.\d{1,12}$", re.ASCII)
_DIGITS = re.compile(r"^\d{2,12}$", re.ASCII)
ORDINAL_UNITS = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                 "nine": "ninth", "twelve": "twelfth"}


class NumberReader:
    """Google-style readings of whole numbers, decimals and years (number FSTs of the grammar)."""

    def __init__(self, lang: str = "en"):
        self.lang = lang
        self._built = None

    def _fsts(self):
        if self._built is None:
            from tnfst.grammar import cache
            from tnfst.grammars.en import numbers, rules

            self._built = numbers.build(rules.number_lists(cache.read_lists(self.lang)))
        return self._built

    def _all(self, fst, written: str, limit: int = 16) -> list[str]:
        from pynini.lib import rewrite

        try:
            return list(dict.fromkeys(rewrite.top_rewrites(written, fst, limit)))
        except rewrite.Error:
            return []

    def cardinal(self, written: str) -> str:
        """``"1,046"`` -> "one thousand forty six"; a leading minus reads "minus"."""
        if written.startswith("-"):
            return "minus " + self.cardinal(written[1:])
        from pynini.lib import rewrite

        return rewrite.top_rewrite(written, self._fsts().cardinal)

    def decimal(self, written: str) -> str:
        """The best decimal reading: ``"82.55"`` -> "eighty two point five five"."""
        from pynini.lib import rewrite

        return rewrite.top_rewrite(written, self._fsts().decimal)

    def decimals(self, written: str) -> list[str]:
        if written.startswith("-"):
            return ["minus " + r for r in self.decimals(written[1:])]
        return self._all(self._fsts().decimal, written)

    def year(self, year: int) -> str:
        """Kestrel's year reading (module docstring)."""
        high, low = divmod(year, 100)
        if high % 10 == 0 and low < 10:  # 1000..1009, 2000..2009: a cardinal
            return self.cardinal(str(year))
        if low == 0:
            return f"{self.cardinal(str(high))} hundred"
        if low < 10:
            return f"{self.cardinal(str(high))} o {self.cardinal(str(low))}"
        return f"{self.cardinal(str(high))} {self.cardinal(str(low))}"

    def ordinal(self, n: int) -> str:
        words = self.cardinal(str(n)).split()
        last = words[-1]
        if last in ORDINAL_UNITS:
            words[-1] = ORDINAL_UNITS[last]
        elif last.endswith("y"):
            words[-1] = last[:-1] + "ieth"
        else:
            words[-1] = last + "th"
        return " ".join(words)

    def readings(self, token: str) -> list[str]:
        """Every licensed reading of a bare-number token ([] when it is not one); digits of
        any script are read as their ASCII digits (`tnfst.digits.fold_digits`)."""
        out: list[str] = []
        from pynini.lib import rewrite

        token = fold_digits(token)
        plain = token.lstrip("-")
        if _CARDINAL.match(token) and (plain == "0" or not plain.startswith("0")):
            try:
                out.append(self.cardinal(token))
            except rewrite.Error:  # outside the number grammar: no cardinal reading
                pass
            if len(plain) == 4 and plain.isdigit() and not token.startswith("-") and plain[0] != "0":
                out.append(self.year(int(plain)))
        if _DECIMAL.match(token):
            out.extend(self.decimals(token))
        if _DIGITS.match(token):
            for zero in ("o", "zero"):
                out.append(" ".join(zero if c == "0" else self.cardinal(c) for c in token))
        return list(dict.fromkeys(r for r in out if r))


class NumberGrammar:
    """The grammar interface `MeasureMoneyFst` walks (``lattice``), for numbers.

    It has no ``words()``: the number FSTs compile on the first number token, not when
    the constraint is built (the decoder vocabulary holds every number word anyway)."""

    def __init__(self, reader: NumberReader):
        self.reader = reader
        self._lattice = lru_cache(maxsize=4096)(self._make_lattice)

    def _make_lattice(self, token: str):
        readings = self.reader.readings(token) if isinstance(token, str) else []
        return trie_lattice(readings) if readings else None

    def lattice(self, token: str):
        return self._lattice(token)

    def matches(self, token: str) -> bool:
        return self.lattice(token) is not None

    def readings(self, token: str, limit: int = 20) -> list[str]:
        return self.reader.readings(token)[:limit]

    def licenses(self, token: str, reading: str) -> bool:
        return " ".join(reading.split()) in self.reader.readings(token)
