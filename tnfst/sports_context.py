"""Context readings of sports writing (session 30): the leagues' letters.

Part of `tnfst.context.ContextReadings.decide`; like every context decision, a reading here is
kept only where a grammar of the active constraints licenses it (`tnfst.api._in_context`).

* **the leagues of baseball**: "AL" and "NL" (the American and National League, as Major League
  Baseball's standings and the AP Stylebook's baseball entry write them) before the name of a
  division or of a league title ("the AL East", "NL Central", "the AL pennant", "NL MVP",
  `LEAGUE_NEXT`) are spelled, "a l", "n l", as the football conferences ("AFC West") are; elsewhere
  "AL" is Alabama's postal code or a word, left to the state rule and the model (the training data
  keeps "AL 101", a Brazilian state's highway, and spells its one "NL").
"""

from __future__ import annotations

from collections.abc import Sequence

#: The leagues' letters this module spells before a division or a title.
LEAGUES = frozenset({"AL", "NL"})
#: Words right after a league's letters that name a division or a title of that league.
LEAGUE_NEXT = frozenset("East West Central east west central pennant Pennant MVP Cy Rookie Championship championship "
                        "Wild wild Division division DS CS champions champs title playoff playoffs standings "
                        "batting home hits saves".split())


def league_letters(tokens: Sequence[str], i: int) -> str | None:
    """"AL" or "NL" before a division or a title (`LEAGUE_NEXT`): "a l", "n l" (module docstring)."""
    token = tokens[i]
    if token not in LEAGUES or i + 1 >= len(tokens) or tokens[i + 1] not in LEAGUE_NEXT:
        return None
    return " ".join(token.lower())
