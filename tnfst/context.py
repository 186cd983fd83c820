"""Readings that a token's neighbours decide, where the token alone is ambiguous.

The covering grammars license every reading a token may have ("Dr." -> "doctor" or "drive",
"II" -> "two" or "the second", "No" -> itself or "number", "I" -> itself or "one"); choosing
among them is the model's job, but the model sees a window of characters, was trained on
Wikipedia text, and gets some of the commonest cases wrong ("Dr. Smith" -> "drive smith",
"May I come in?" -> "may the first come in?", "Henry III" -> "henry three"). Where the
neighbouring tokens settle the question for English writing in general, `ContextReadings`
decides instead:

* **pronoun I**: ``I`` followed by a lowercase word (not "of"), and not after a word that
  numbers a series (`SERIES_WORDS`: "World War I broke out", "Division I programs"), is the
  pronoun, read as written ("When I beg", "May I come in?"); a Roman numeral I stays possible
  elsewhere ("Henry I of England");
* **regnal numerals**: a Roman numeral right after a regnal name (`grammars/en/words/
  regnal_names.tsv`: Henry, Elizabeth, Louis, Pius...) or after a title and one more name
  ("King Zog I") is an ordinal with "the" ("Henry VIII" -> "henry the eighth", "Pope John
  Paul II" -> "... paul the second");
* **"number"**: ``No``/``NO``/``Nos`` before a number ("No. 5", "NO 88", "Route No 990"), and
  ``no.`` with its period ("song no. 10"), and ``#`` standing alone before a number ("# 40"),
  are read "number" ("numbers"); a lowercase "no" without a period is the word ("no 5 year
  old");
* **Dr. and St.**: after a capitalised word (not the sentence's first) or an ordinal, with
  punctuation, a lowercase word or nothing after them, they are street names ("Circle Dr.," ->
  "drive", "Queen st" -> "street", "3rd st" -> "street", "Grey st. The fare..."); else before
  a capitalised name they are titles ("Dr. Smith" -> "doctor", "St. John's" -> "saint",
  "Today Dr. Smith" -> "doctor").

`decide(tokens)` returns {token index: reading}: words separated by spaces, or ``<self>``
(read as written). The pipeline (`tnfst.api`) keeps a decision only where a grammar of the
active constraints licenses it for that token, so the context never says what the grammars
would not.

Known limitations: a Roman numeral after a surname ("John Smith III") or a name missing from
the list is left to the model; all-caps ``DR``/``ST`` are left to the model; dates written
m/d ("on 3/20") are not told from fractions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from tnfst import special

#: Titles before a monarch's or pope's name ("King Zog I", "Pope Leo XIII").
TITLES = frozenset({"king", "queen", "pope", "emperor", "empress", "tsar", "czar", "tsarina", "sultan", "pharaoh",
                    "kaiser", "shah", "prince", "princess", "duke", "duchess", "earl", "count", "countess", "saint",
                    "st", "antipope", "patriarch"})
#: Words after which a Roman numeral is a number of a series, never the pronoun I ("World War I
#: broke out", "Division I programs", "Chapter I begins").
SERIES_WORDS = frozenset({"war", "division", "chapter", "part", "book", "volume", "vol", "section", "article", "act",
                          "scene", "class", "type", "phase", "stage", "level", "grade", "tier", "title", "appendix",
                          "schedule", "league", "series", "mark", "mk", "version", "model", "psalm", "canto",
                          "episode", "season", "plate", "figure", "table", "unit", "round", "group", "league",
                          "category", "annex", "lecture", "letter", "no", "number"})
_ROMAN = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
             "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
_NUMBER_WORDS = {"no": "number", "nos": "numbers"}
_DIGIT_START = re.compile(r"\d")
_ORDINAL_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)", re.IGNORECASE)


def roman_value(token: str) -> int | None:
    """The value of a Roman numeral in capitals ("XIV" -> 14), None for anything else."""
    if not token or not _ROMAN.fullmatch(token):
        return None
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(token, token[1:] + " "):
        va, vb = values[a], values.get(b, 0)
        total += -va if va < vb else va
    return total


def _capitalised(token: str) -> bool:
    """A capitalised word ("Smith", "McKay", "O'Brien"), not one in capitals of two letters or more."""
    return bool(token) and token[0].isupper() and token[:1].isalpha() and not (len(token) > 1 and token.isupper())


def _name_like(token: str) -> bool:
    """A capitalised word or initials ("Smith", "K", "M.G.R.")."""
    return bool(token) and token[0].isupper() and token[0].isalpha()


@dataclass(frozen=True)
class ContextReadings:
    """The context decisions of the module docstring.

    Args:
        regnal_names: lowercase regnal names (`load` reads `grammars/<lang>/words/regnal_names.tsv`).
    """

    regnal_names: frozenset[str]

    @classmethod
    def load(cls, lang: str = "en") -> "ContextReadings":
        from tnfst.grammar import cache

        path = cache.grammar_dir(lang) / "words" / "regnal_names.tsv"
        names: set[str] = set()
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                line = line.strip()
                if line and not line.startswith("#"):
                    names.add(line.split("\t")[0].lower())
        return cls(frozenset(names))

    def decide(self, tokens: Sequence[str]) -> dict[int, str]:
        """{index: reading} for the tokens of one sentence whose neighbours decide their reading."""
        out: dict[int, str] = {}
        n = len(tokens)
        for i, token in enumerate(tokens):
            prev = tokens[i - 1] if i > 0 else ""
            nxt = tokens[i + 1] if i + 1 < n else ""
            after_period = tokens[i + 2] if nxt == "." and i + 2 < n else ""
            reading = (self._regnal(tokens, i) or self._pronoun(token, prev, nxt)
                       or self._number(token, nxt, after_period)
                       or self._title_or_street(token, prev, nxt, after_period, sentence_start=i == 1))
            if reading:
                out[i] = reading
        return out

    def _regnal(self, tokens: Sequence[str], i: int) -> str | None:
        value = roman_value(tokens[i][:-1] if tokens[i].endswith(".") else tokens[i])  # "Charles V."
        if value is None or not 0 < value <= len(_ORDINALS) or i == 0:
            return None
        prev = tokens[i - 1]
        if not _capitalised(prev):
            return None
        titled = i >= 2 and tokens[i - 2].lower().rstrip(".") in TITLES
        if prev.lower() in self.regnal_names or titled:
            return "the " + _ORDINALS[value - 1]
        return None

    @staticmethod
    def _pronoun(token: str, prev: str, nxt: str) -> str | None:
        if (token == "I" and nxt[:1].islower() and nxt.isalpha() and nxt != "of"
                and prev.lower().rstrip(".") not in SERIES_WORDS):
            return special.SELF
        return None

    @staticmethod
    def _number(token: str, nxt: str, after_period: str) -> str | None:
        key = token.lower()
        if key in _NUMBER_WORDS:
            if after_period and _DIGIT_START.match(after_period):           # "No. 5", "no. 10"
                return _NUMBER_WORDS[key]
            if token != key and _DIGIT_START.match(nxt):                     # "NO 88", "No 990"
                return _NUMBER_WORDS[key]
        if token == "#" and _DIGIT_START.match(nxt):                        # "# 40"
            return "number"
        return None

    @staticmethod
    def _title_or_street(token: str, prev: str, nxt: str, after_period: str, sentence_start: bool) -> str | None:
        key = token.lower()
        if key not in ("dr", "st") or token.isupper():
            return None
        # a street name before it ("Circle Dr.", "Queen st", "3rd st"; not the sentence's first
        # word: "Today Dr. Smith"), and no word going on after it: a street
        street_before = (_capitalised(prev) and not sentence_start) or bool(_ORDINAL_TOKEN.fullmatch(prev))
        if street_before and (not nxt[:1].isalnum() or nxt[:1].islower()):
            return "drive" if key == "dr" else "street"
        following = after_period if nxt == "." else nxt
        if _name_like(following):
            return "doctor" if key == "dr" else "saint"
        return None
