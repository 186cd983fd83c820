"""A colon after a year before the figures it introduces: "Brackets for 2024: 10%, 12%" -> the colon silent.

Part of `tnfst.context.ContextReadings.decide`, asked only for a ":" token. A colon with a space after it
between a year and a number introduces what the year holds ("Tax brackets for 2024: 10%, 12%, 22%",
"Limits for 2025: $23,500"), a heading's colon (Chicago Manual of Style
6.63: a colon introduces an element or series); the model read it as a ratio's or a score's "to"
("twenty twenty four to ten percent"), which is right only between two small numbers ("won 2: 1"). A
year here is four digits from 1900 to 2099 (`tnfst.number_guard`'s years of the Google data's
DATE tokens); the figure after it is a percentage or an amount of money (`_FIGURE`; a bare number
after a year's colon stays the model's "to", as the training data reads it). Kept as written (the
colon, which is never said). A glued "2024:10" is one token and is not read here. Pure function, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_YEAR = re.compile(r"(?:19|20)\d\d")
#: A percentage or an amount of money after the colon ("10%", "$23,500", "12.5%"): the training data
#: reads a colon between a year and a bare number "to" (9 of 10: "(2004: 147)", a page cited), never
#: before a percentage or a price.
_FIGURE = re.compile(r"[$£€]\d[\d,.]*|\d[\d,.]*%")


def colon_reading(tokens: Sequence[str], i: int) -> str | None:
    """":" (kept silent) between a year and a figure (module docstring), else None."""
    if tokens[i] != ":" or i == 0 or i + 1 >= len(tokens):
        return None
    if not _YEAR.fullmatch(tokens[i - 1]) or not _FIGURE.fullmatch(tokens[i + 1].rstrip(",;")):
        return None
    return ":"


__all__ = ["colon_reading"]
