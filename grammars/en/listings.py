"""Context-only rule for the room counts of housing listings (`tnfst.listing_context`).

* ROOMS: bedrooms and bathrooms written with their abbreviations glued to the counts, as housing
  listings and classified ads write them ("3BR/2BA" -> "three bedroom two bath", "4bd/2.5ba" ->
  "four bedroom two point five bath", "2BR" -> "two bedroom", "1BA" -> "one bath"): the count,
  then the room in the singular, as the hyphenated compound a listing spells out ("a 3-bedroom,
  2-bath home"); "bed" for the bedroom is licensed too ("three bed two bath"). The abbreviations
  are the real-estate ones (BR, BD, BDRM, BA, BTH: the National Association of Realtors' MLS
  glossary; the AP Stylebook spells them out). Between the two halves: "/", ",", "+" or nothing.
  Written apart from its count, a bedroom half may carry the next count after its slash ("4 bd/3
  ba", tokenized "4", "bd/3", "ba"): "bd/3" -> "bedroom three" (the room, then the bath's count).

Nothing here is asked outside the contexts of `tnfst.listing_context`.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Written bedroom and bathroom abbreviations (any of these cases).
BEDROOMS = ("BR", "Br", "br", "BD", "Bd", "bd", "BDR", "bdr", "BDRM", "Bdrm", "bdrm")
BATHROOMS = ("BA", "Ba", "ba", "BTH", "bth", "Bth")
#: Cost of "bed" against "bedroom".
BED_COST = 0.5

_DIGITS = "0123456789"


def build_rooms(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """ROOMS (module docstring): "3BR/2BA" -> "three bedroom two bath", "2BR" -> "two bedroom",
    "bd/3" -> "bedroom three"."""
    del tables
    count = (chars("123456789") + pynini.closure(chars(_DIGITS), 0, 1)) @ nums.cardinal
    half = delete(".5") + insert(" and a half")
    point = acc(".") + chars("5")
    amount = union([count, ((chars("123456789") + pynini.closure(chars(_DIGITS), 0, 1) + point) @ nums.decimal),
                    weighted(count + half, 0.2)])
    bed_word = union([pynini.cross(union([acc(w) for w in BEDROOMS]), acc("bedroom")),
                      weighted(pynini.cross(union([acc(w) for w in BEDROOMS]), acc("bed")), BED_COST)])
    bed = insert(" ") + bed_word
    bath = pynini.cross(union([acc(w) for w in BATHROOMS]), acc(" bath"))
    between = union([cross("/", " "), cross(",", " "), cross("+", " "), insert(" ")])
    return union([
        amount + bed + between + amount + bath,
        amount + bed,
        amount + bath,
        bed_word + cross("/", " ") + amount,
    ]).optimize()
