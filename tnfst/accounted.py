"""Every symbol of a token accounted for in its reading: said, kept as written, or the token kept.

The number guard keeps a reading's numbers to the token's digits, but nothing kept the reader
from dropping a symbol beside them: ``§3`` was read "three", ``¶4`` "four", ``≥5`` "five",
``5™`` "five", ``©2024`` "twenty twenty four", a pre-tokenized ``5😀`` "five". The project's rule
is that no character of the input vanishes silently. So, for a token read in words by no class
grammar (a class grammar says what it matches on purpose), each of its marks must be accounted
for in the reading:

* a **mark** is a character outside ASCII that is a symbol (Unicode categories Sm, Sk, So; not a
  currency sign, Sc),
  other punctuation (Po: ``§``, ``¶``, ``†``, ``•``), or a letter of another script than Latin
  (Arabic, Hebrew, CJK; what `tnfst.api._unsayable` names). Combining marks, variation
  selectors and dashes, quotes and brackets are not checked;
* it is **accounted for** when the reading keeps it as written, or says one of its names: a
  reading of `grammars/en/verbatim/symbol.tsv` (the grammar's words for a symbol written alone:
  "§" section, "¶" paragraph, "≥" greater than or equal to), a word of an operator between numbers
  (`_OPERATOR_WORDS`: "·" times, "×" by) or a word of its Unicode character
  name (three letters or more, not a generic word such as "sign"), alone or as the start of a
  reading word ("EURO SIGN": "euros", "MICRO SIGN": "micrometers");
* an unaccounted mark at the start or end of the token is said before or after the reading, by
  its first symbol.tsv reading ("§3" -> "section three", "5™" -> "five trademark") or, without
  one, kept as written ("5😀" -> "five 😀", "5東京" -> "five 東京"); one inside the token (between
  two characters that are not marks) leaves the whole token as written.

The same holds for the letters of a token the model reads unguarded (no grammar, no guard: a
token of letters and ASCII symbols such as ``y=x``, ``&hi;``, ``dfsd#sfgsfd$``, whose readings were
"y", "and", "f"): `letters_said` asks that each run of its letters be said, as a word or spelled,
in order; otherwise the token is kept as written (`tnfst.api`).

Pure functions, no state.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from types import MappingProxyType

#: Categories of the characters checked (outside ASCII). Currency signs (Sc) are left to the money
#: grammar, whose readings name a currency in many ways ("¥" yen or yuan).
MARK_CATEGORIES = frozenset({"Sm", "Sk", "So", "Po"})
#: Words of Unicode character names that say nothing of the character.
_GENERIC = frozenset({"sign", "symbol", "letter", "small", "capital", "with", "and", "the", "for", "mark",
                      "digit", "number", "black", "white", "heavy", "light", "face"})
#: Words that say an operator between numbers, beside its names ("6.02·10^23" -> "... times ten
#: to the ...", "3×4" -> "three by four", "8÷2" -> "eight divided by two").
_OPERATOR_WORDS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "·": ("times", "dot", "point"), "⋅": ("times", "dot"), "×": ("times", "by"), "÷": ("divided",),
    "∕": ("divided", "over", "per"), "⁄": ("over",)})
#: No listed names (read-only).
_NO_NAMES: Mapping[str, tuple[str, ...]] = MappingProxyType({})
#: Combining and selector characters: part of the character before them.
_ATTACHED = frozenset({"Mn", "Me", "Mc", "Cf"})


def is_mark(ch: str) -> bool:
    """Whether `ch` must be accounted for in a reading (see the module's docstring)."""
    if ch.isascii():
        return False
    category = unicodedata.category(ch)
    if category in MARK_CATEGORIES:
        return True
    return category.startswith("L") and not unicodedata.name(ch, "").startswith(("LATIN", "GREEK"))


def name_words(ch: str) -> tuple[str, ...]:
    """The words of `ch`'s Unicode name that may say it ("TRADE MARK SIGN" -> ("trade",))."""
    name = unicodedata.name(ch, "").lower().replace("-", " ")
    return tuple(w for w in name.split() if len(w) >= 3 and w not in _GENERIC and w.isalpha())


def accounted(ch: str, reading: str, names: Mapping[str, tuple[str, ...]] = _NO_NAMES) -> bool:
    """Whether `reading` keeps `ch` as written or says it (a listed name, or a word of its
    Unicode name that starts a reading word)."""
    if ch in reading:
        return True
    padded = f" {reading.lower()} "
    if any(f" {name} " in padded for name in names.get(ch, ()) + _OPERATOR_WORDS.get(ch, ())):
        return True
    words = reading.lower().split()
    return any(word.startswith(stem) for stem in name_words(ch) for word in words)


def account_for(token: str, reading: str, names: Mapping[str, tuple[str, ...]] = _NO_NAMES) -> str | None:
    """The reading of `token` with its unaccounted marks said or kept, `reading` itself when
    every mark is accounted for, or None when a mark inside the token is not (keep the token).

    >>> account_for("§3", "three", {"§": ("section",)})
    'section three'
    >>> account_for("5\U0001f600", "five")
    'five \U0001f600'
    >>> account_for("€5", "five euros")
    'five euros'
    >>> account_for("1\U0001f6002", "twelve") is None
    True
    """
    missing = [i for i, ch in enumerate(token) if is_mark(ch) and not accounted(ch, reading, names)]
    if not missing:
        return reading
    lead, tail = _edges(token)
    if any(lead <= i < tail for i in missing):
        return None

    def said(part: str) -> list[str]:
        out: list[str] = []
        raw = False  # the last piece is a mark kept as written
        for ch in part:
            if out and unicodedata.category(ch) in _ATTACHED:
                out[-1] += ch  # a selector or joiner stays with its symbol
            elif not is_mark(ch) or accounted(ch, reading, names):
                raw = False
            elif names.get(ch):
                out.append(names[ch][0])
                raw = False
            elif raw:
                out[-1] += ch  # a run of kept symbols stays one piece: "😀😀"
            else:
                out.append(ch)
                raw = True
        return out

    return " ".join(said(token[:lead]) + [reading] + said(token[tail:]))


#: The grammar's words for a symbol written alone (Unicode character name -> readings).
SYMBOL_LIST = "verbatim/symbol.tsv"


def symbol_names(lang: str = "en") -> dict[str, tuple[str, ...]]:
    """Symbol -> its readings of `SYMBOL_LIST` ("§" -> ("section",)), from the grammar folder of
    `lang`; empty where the list is missing."""
    from tnfst.grammar import cache, lists  # not at import: tnfst.grammar brings pynini

    path = cache.grammar_dir(lang) / SYMBOL_LIST
    if not path.is_file():
        return {}
    out = {}
    for name, spoken in lists.read_table(path, lists.ListSpec(SYMBOL_LIST, 2, (1,))).rows:
        try:
            out[unicodedata.lookup(name)] = tuple(spoken)
        except KeyError:
            continue
    return out


def _edges(token: str) -> tuple[int, int]:
    """(end of the leading run of marks, start of the trailing run) of `token`; attached
    characters (selectors, joiners) count with the marks."""
    def edge_char(ch: str) -> bool:
        return is_mark(ch) or unicodedata.category(ch) in _ATTACHED

    lead = 0
    while lead < len(token) and edge_char(token[lead]):
        lead += 1
    tail = len(token)
    while tail > lead and edge_char(token[tail - 1]):
        tail -= 1
    return lead, tail


__all__ = ["MARK_CATEGORIES", "SYMBOL_LIST", "account_for", "accounted", "is_mark", "name_words", "symbol_names"]


_LETTER_RUN = re.compile(r"[A-Za-z]+")


def letters_said(token: str, reading: str) -> bool:
    """Whether every run of ASCII letters of `token` is said in `reading`, in order, its letters
    together once spaces and marks are set aside: as (part of) a word, or spelled letter by
    letter ("CDs" -> "c d's") ("y=x" -> "y equals x": yes; "y=x" -> "y": no; "``cat" ->
    "c f t": no; "#nothappy" -> "hashtag nothappy": yes), and the reading spells no letter the
    token lacks ("C++" -> "c y": no). Case is ignored.

    >>> letters_said("y=x", "y equals x"), letters_said("y=x", "y")
    (True, False)
    """
    letters = {ch.lower() for ch in token if ch.isalpha()}
    if any(len(word) == 1 and word.isalpha() and word not in letters for word in reading.lower().split()):
        return False  # a letter spelled that the token has not ("C++" -> "c y")
    said = "".join(ch for ch in reading.lower() if ch.isalpha())  # "c d's" -> "cds"
    at = 0
    for run in _LETTER_RUN.findall(token):
        at = said.find(run.lower(), at)
        if at < 0:
            return False
        at += 1
    return True
