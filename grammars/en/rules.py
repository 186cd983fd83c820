"""The English covering grammar: which lists it reads and how its rules are built.

`LISTS` declares every list (path, columns, spoken cells); `build(tables)` turns
the linted tables into the named rules that go into the FAR:

  MEASURE       written measure token -> spoken reading
  MONEY_PREFIX  moves a leading currency to the end ("$5" -> "5 $")
  MONEY         amount-first money token -> spoken reading
  TIME          clock time token -> spoken reading ("7:30 pm" -> "seven thirty p m")

Pure: no file access, nothing compiled at import.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import measure, money, numbers, time

UNIT_KINDS = frozenset({
    "length", "area", "volume", "mass", "time", "speed", "frequency", "temperature", "angle",
    "ratio", "energy", "power", "electric", "force", "pressure", "data", "radiation", "light",
    "chemistry",
})

LISTS = (
    ListSpec("number/digit.tsv", 2, (1,)),
    ListSpec("number/zero.tsv", 2, (1,), ((0, frozenset({"cardinal", "fractional"})),)),
    ListSpec("number/teen.tsv", 2, (1,)),
    ListSpec("number/ty.tsv", 2, (1,)),
    ListSpec("number/scale.tsv", 2, (1,)),
    ListSpec("number/scale_word.tsv", 2, (1,)),
    ListSpec("number/scale_abbr.tsv", 2, (1,)),
    ListSpec("number/fraction_char.tsv", 2, (1,)),
    ListSpec("number/denominator.tsv", 3, (1, 2)),
    ListSpec("measure/units.tsv", 4, (1, 2), ((3, UNIT_KINDS),)),
    ListSpec("measure/spaced_only.tsv", 1, ()),
    ListSpec("money/currency.tsv", 4, (1, 2), ((3, frozenset({"prefix", "suffix", "both"})),)),
    ListSpec("money/minor.tsv", 3, (1, 2)),
    ListSpec("time/suffix.tsv", 2, (1,)),
    ListSpec("time/zone.tsv", 2, (1,)),
)

#: Rule names written to the FAR, in build order.
RULES = ("MEASURE", "MONEY_PREFIX", "MONEY", "TIME")


def number_lists(tables: Mapping[str, Table]) -> numbers.NumberLists:
    zero = tables["number/zero.tsv"].as_dict()
    for key in ("cardinal", "fractional"):
        if key not in zero:
            raise ValueError(f"{tables['number/zero.tsv'].path}: missing row {key!r}")
    return numbers.NumberLists(
        digit=tables["number/digit.tsv"].rows,
        teen=tables["number/teen.tsv"].rows,
        ty=tables["number/ty.tsv"].rows,
        zero_cardinal=zero["cardinal"][0],
        zero_fractional=zero["fractional"][0],
        scale=tables["number/scale.tsv"].rows,
        scale_word=tables["number/scale_word.tsv"].rows,
        scale_abbr=tables["number/scale_abbr.tsv"].rows,
        fraction_char=tables["number/fraction_char.tsv"].rows,
        denominator=tables["number/denominator.tsv"].rows,
    )


def check(tables: Mapping[str, Table]) -> None:
    """Cross-list checks; raises ValueError naming the file."""
    currencies = tables["money/currency.tsv"].as_dict()
    minor = tables["money/minor.tsv"]
    for row in minor.rows:
        if row[0] not in currencies:
            raise ValueError(f"{minor.path}: minor unit for {row[0]!r}, which money/currency.tsv lacks")


def build(tables: Mapping[str, Table]) -> dict[str, pynini.Fst]:
    """Build every rule from the linted tables."""
    check(tables)
    nums = numbers.build(number_lists(tables))
    return {
        "MEASURE": measure.build(nums, tables["measure/units.tsv"].rows,
                                 spaced_only=frozenset(tables["measure/spaced_only.tsv"].column(0))),
        "MONEY_PREFIX": money.prefix_mover(tables["money/currency.tsv"].rows),
        "MONEY": money.build(nums, tables["money/currency.tsv"].rows, tables["money/minor.tsv"].rows),
        "TIME": time.build(nums, tables["time/suffix.tsv"].rows, tables["time/zone.tsv"].rows),
    }
