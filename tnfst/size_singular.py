"""Small metric lengths before the noun they describe: "a 0.22 µm filter" -> "a zero point two two
micrometer filter", "a 2.5 cm cut", "the 5 km race" (session 32).

Part of `tnfst.context.ContextReadings.decide` with `attributive_singular=True` only (as
`tnfst.attributive`): the default keeps the plural, the Google data's style, which the project's
defaults follow (chosen on training data; `tnfst.rated_goods` is the one exception, for the
ratings of hardware). English says the unit of an amount that describes the noun after it in the
singular, as the hyphenated compound does ("a 0.22-micrometer filter", "a 5-kilometer race"; Chicago
Manual of Style 7.87 and 9.13 on compound modifiers with numbers); the reader, trained on data that
keeps the plural, said "a zero point two two micrometers filter". The units (`LENGTH_UNITS`): the
millimeter, centimeter, kilometer, micrometer and nanometer, the lengths of lab filters, pore sizes,
cuts and races; the bare meter is left out, as the Google data reads "the 400m freestyle" in the
plural (`tnfst.rated_goods`). Only where the amount surely describes a noun: after a determiner
(`rated_goods.DETERMINERS`) and before a lowercase word an amount does not merely precede
(`tnfst.attributive.NOT_DESCRIBED`, `rated_goods.NOT_NOUNS`: "a 5 cm long cut", "the 2 km between").
The reading is the grammar's licensed singular of its best reading (`rated_goods.singular_of`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.attributive import NOT_DESCRIBED
from tnfst.rated_goods import DETERMINERS, NOT_NOUNS, singular_of

Readings = Callable[[str], list[str]] | None

#: Metric lengths said in the singular before their noun.
LENGTH_UNITS = frozenset({"mm", "cm", "km", "µm", "μm", "um", "nm"})
_LENGTH = re.compile(r"(?:\d{1,3}(?:,\d{3})*|\d+)(?:\.\d+)? ?([a-zµμ]{2})")
_NOUN = re.compile(r"[a-z]+(?:-[a-z]+)*")


def may_read(token: str) -> bool:
    """The cheap test `decide` asks first: a token that begins with a digit and ends with "m"."""
    return token[:1].isdigit() and token[-1:] == "m"


def size_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The licensed singular of ``tokens[i]`` where a small metric length describes the noun after it."""
    m = _LENGTH.fullmatch(tokens[i])
    if readings_of is None or m is None or m.group(1) not in LENGTH_UNITS or i == 0 or i + 1 >= len(tokens):
        return None
    nxt = tokens[i + 1]
    if tokens[i - 1].lower() not in DETERMINERS or not _NOUN.fullmatch(nxt) or nxt in NOT_DESCRIBED or nxt in NOT_NOUNS:
        return None
    return singular_of(readings_of(tokens[i]))
