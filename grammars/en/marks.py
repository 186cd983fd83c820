"""Context-only rules for short marks of sport and trade (`tnfst.marks`).

* TIED_PLACE: a shared place on a leaderboard, "T" before the place ("T-5", "T5", "T12") ->
  "tied fifth" | "tied for fifth", as golf's leaderboards (PGA Tour, the Masters) and the AP
  write a tie; said only in a sentence about a competition (`tnfst.marks`).
* KETTLEBELL: "KB", the kettlebell of strength programs (NSCA and RKC exercise guides write "KB
  swing", "KB clean"), a count before an exercise ("15 KB" -> "fifteen kettlebell") or the bell
  alone ("a 16 kg KB" -> "kettlebell"); elsewhere "KB" is the kilobyte of measure/units.tsv.
* KARAT: the fineness of gold, "k", "K", "kt" or "ct" after 8 to 24 ("14k", "18K", "22ct" ->
  "fourteen karat", ...): 16 CFR 23.4 (the FTC's Guides for the Jewelry Industry: "karat" and its
  abbreviations "K" and "Kt."), ISO 9202 for the fineness; British "ct"; before "gold" only
  (`tnfst.marks`); elsewhere "18K" is kelvin or eighteen thousand.

* AGE: the age of a thing written with "yr" in a hyphenated compound ("an 18-yr-old rum" -> "eighteen
  year old"; Merriam-Webster: yr. year), as "a 34-year-old man" is read.

Nothing here is asked outside the contexts of `tnfst.marks`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import Table
from tnfst.grammars.en.fst import acc, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of a second reading ("tied for fifth" after "tied fifth").
SECOND_FORM_COST = 0.1
#: Places of TIED_PLACE (a field of up to 156 players: a tie below 99th is not written "T").
PLACES = range(1, 100)
#: Finenesses of KARAT (8 karat is the least sold as gold in the US and most of Europe; 24 is pure).
KARATS = range(8, 25)


def build_tied_place(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """TIED_PLACE (module docstring): "T-5" | "T5" -> "tied fifth" | "tied for fifth"."""
    from tnfst.grammars.en.ordinal import ordinal_words

    place = union([acc(str(n)) for n in PLACES]) @ ordinal_words(nums, tables)
    head = delete("T") + pynini.closure(delete("-"), 0, 1)
    return union([head + insert("tied ") + place,
                  weighted(head + insert("tied for ") + place, SECOND_FORM_COST)]).optimize()


def build_kettlebell(nums: Numbers) -> pynini.Fst:
    """KETTLEBELL (module docstring): "15 KB" -> "fifteen kettlebell", "KB" -> "kettlebell", "KBs"."""
    count = union([acc(str(n)) for n in range(1, 1000)]) @ nums.cardinal
    bell = union([cross("KB", "kettlebell"), cross("KBs", "kettlebells")])
    return union([bell, count + acc(" ") + bell, count + insert(" ") + bell]).optimize()


def build_karat(nums: Numbers) -> pynini.Fst:
    """KARAT (module docstring): "14k", "18K", "22ct", "14kt" -> "fourteen karat"."""
    fineness = union([acc(str(n)) for n in KARATS]) @ nums.cardinal
    mark = union([delete(m) for m in ("k", "K", "kt", "Kt", "KT", "ct")])
    return (fineness + mark + insert(" karat")).optimize()


def build_age(nums: Numbers) -> pynini.Fst:
    """AGE (module docstring): "18-yr-old" -> "eighteen year old" (1 to 999 years)."""
    years = union([acc(str(n)) for n in range(1, 1000)]) @ nums.cardinal
    unit = union([cross(f"-{u}-old", " year old") for u in ("yr", "yrs", "yr.", "Yr")])
    return (years + unit).optimize()
