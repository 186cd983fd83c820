"""VERBATIM: a symbol, a Greek or accented letter, or a letter of another script, written alone.

Readings follow Google's data (google-tsv-sample, proteno-en VERBATIM tokens):

  symbol.tsv    "&" -> "and", "#" -> "number" | "hash", ":" -> "to", "_" -> "underscore"
  greek.tsv     "α" -> "alpha", "Σ" -> "sigma", "λ" -> "lambda" (generated from Unicode names)
  accent.tsv    "é" -> "e acute" (generated), and the letter itself
  doubled.tsv   a symbol written twice, its plural: "§§" -> "sections", "¶¶" -> "paragraphs"
  self.tsv      "-", ":", "/" and runs of up to three of one of them ("::") -> the token itself
  script.tsv    one letter of the listed blocks (Cyrillic "и", Korean "한", Chinese "中",
                Japanese "バ", ...) -> the token itself

A reading "equal to the token" is one word that is the written token: Google's data
stores those tokens as "sil" ("и" -> sil), which the evaluator resolves to the token
(`tnfst.evaluate.canonical_reading`), so the grammar's reading "и" is the gold one.
The self readings contain characters outside [a-z]: they are built in code, not
written in the lists. A listed symbol that is also read as itself gets both readings,
itself first: ":" -> ":" | "to", "-" -> "-" | "to" (Google's data has ":" and "-" as
punctuation far more often than as "to"; `LISTED_AFTER_SELF_COST`).

Known limitations: multi-letter VERBATIM tokens read letter by letter ("pp" -> "p p")
are left to the spelled-letter constraint; words of other scripts (more than one
letter) do not match (Google's data reads them as PLAIN, unchanged).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, cross, union, weighted
from tnfst.grammars.en.numbers import Numbers

LISTS = (
    ListSpec("verbatim/symbol.tsv", 2, (1,)),
    ListSpec("verbatim/greek.tsv", 2, (1,)),
    ListSpec("verbatim/accent.tsv", 2, (1,)),
    ListSpec("verbatim/doubled.tsv", 2, (1,)),
    ListSpec("verbatim/self.tsv", 1, ()),
    ListSpec("verbatim/script.tsv", 3, ()),
)

#: Cost of an accented letter read as itself ("é" -> "é" after "e acute").
SELF_COST = 0.5
#: Cost of the listed word of a symbol that is also read as itself (":" -> "to" after ":").
LISTED_AFTER_SELF_COST = 0.5
#: Cost of a later variant of a spoken cell against the first.
VARIANT_COST = 0.5
#: Longest run of one self-read symbol that matches ("::", "---").
MAX_RUN = 3


def _by_name(table: Table, name: str) -> str:
    """The character a list names by its Unicode name; ValueError naming the file if unknown."""
    try:
        return unicodedata.lookup(name)
    except KeyError as exc:
        raise ValueError(f"{table.path}: {name!r} is not a Unicode character name") from exc


def _listed(rows, key=lambda written: written, after: frozenset[str] = frozenset()) -> pynini.Fst:
    """written -> each spoken variant, later variants ranked after the first; a written form
    in `after` ranks all its variants after its self reading."""
    return union([
        weighted(cross(key(written), spoken),
                 (VARIANT_COST if rank else 0.0) + (LISTED_AFTER_SELF_COST if key(written) in after else 0.0))
        for written, variants in rows for rank, spoken in enumerate(variants)
    ])


def script_letters(table: Table) -> list[str]:
    """Every letter (general category L*) of the blocks of script.tsv, by code point."""
    letters = []
    for first, last, block in table.rows:
        try:
            low, high = int(first, 16), int(last, 16)
        except ValueError as exc:
            raise ValueError(f"{table.path}: block {block!r} has a code point that is not hexadecimal") from exc
        if not 0 <= low <= high < 0x110000:
            raise ValueError(f"{table.path}: block {block!r} has an empty or invalid range")
        letters += [chr(cp) for cp in range(low, high + 1) if unicodedata.category(chr(cp)).startswith("L")]
    return letters


def identity(characters: list[str]) -> pynini.Fst:
    """One character of `characters` -> itself, built arc by arc (tens of thousands of
    characters compile in milliseconds)."""
    fst = pynini.Fst()
    start, final = fst.add_state(), fst.add_state()
    fst.set_start(start)
    fst.set_final(final)
    one = pynini.Weight.one(fst.weight_type())
    for c in sorted(set(characters)):
        fst.add_arc(start, pynini.Arc(ord(c), ord(c), one, final))
    return fst


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The VERBATIM transducer: one written symbol or letter -> its readings."""
    del nums
    symbols = tables["verbatim/symbol.tsv"]
    self_table = tables["verbatim/self.tsv"]
    selves = [_by_name(self_table, row[0]) for row in self_table.rows]
    runs = union([acc(c * n) for c in selves for n in range(1, MAX_RUN + 1)])
    accents = tables["verbatim/accent.tsv"].rows
    doubled = tables["verbatim/doubled.tsv"]
    return union([
        _listed(doubled.rows, key=lambda name: _by_name(doubled, name) * 2),
        _listed(symbols.rows, key=lambda name: _by_name(symbols, name), after=frozenset(selves)),
        _listed(tables["verbatim/greek.tsv"].rows),
        _listed(accents),
        weighted(identity([written for written, _ in accents]), SELF_COST),
        runs,
        identity(script_letters(tables["verbatim/script.tsv"])),
    ]).optimize()
