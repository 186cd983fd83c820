"""US party-and-state labels after a politician's name: "(D-Mass.)" -> "democrat of massachusetts".

US news writes a lawmaker's party and state as a party letter, a hyphen and the state's
abbreviation (AP Stylebook, "party affiliation": "Sen. Elizabeth Warren, D-Mass., said";
in parentheses in many papers: "Rep. Dan Crenshaw (R-Texas)"). The form stands for "Democrat of
Massachusetts", as newsreaders and the New York Times say and write it in full. Part of
`tnfst.context.ContextReadings.decide`: a token ``<party letter>-<state>`` right after "(" or ","
(the label follows the name), whose state part is a listed state abbreviation or name
(``grammars/en/words/us_states.tsv``: USPS codes, AP and GPO forms, or the state's name as AP
writes the eight states it does not abbreviate: "R-Texas"), is read "<party> of <state>". The
words grammar licenses exactly these readings (`label_readings`,
`tnfst.constraints.words.WordsGrammar.licenses_in_context`).

Known limitations: only the three party letters of `PARTIES` (Libertarian and Green labels are
rare); a label whose state part the tokenizer splits ("D-N. Mex.") is left as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

__all__ = ["PARTIES", "label_readings", "party_label_reading"]

#: Party letters of the labels and the party member each names (AP Stylebook, "party affiliation").
PARTIES = {"D": "democrat", "R": "republican", "I": "independent"}
#: The label's shape: a party letter, a hyphen (or an en dash) and a state's form.
_LABEL = re.compile(r"([DRI])[-–]([A-Z][A-Za-z.]*)")
#: What precedes a label: it follows a name in brackets or after a comma.
_BEFORE = frozenset({"(", "[", ","})


def _state_key(form: str) -> str:
    """The state part as `tnfst.constraints.words.context_key` keys it (no final period)."""
    return form[:-1] if form.endswith(".") else form


def label_readings(token: str, names_of: Callable[[str], Sequence[str]]) -> tuple[str, ...]:
    """The readings of a party label ``D-Mass`` ("democrat of massachusetts"), one per name that
    `names_of(form)` gives its state part (the form without its final period: "Mass", "N.Y",
    "Texas"); () when `token` is no party label."""
    match = _LABEL.fullmatch(token)
    if match is None:
        return ()
    party = PARTIES[match.group(1)]
    return tuple(f"{party} of {name}" for name in names_of(_state_key(match.group(2))))


def party_label_reading(tokens: Sequence[str], i: int, states: Mapping[str, tuple[str, str]]) -> str | None:
    """The reading of a party label at `tokens[i]` right after "(" or "," ("Sen. Warren (D-Mass.)",
    "Rep. Jones, R-Texas, said"); None elsewhere. `states`: `tnfst.constraints.words.context_key`
    of a state form -> (state name, source), as `tnfst.context.ContextReadings.states` holds them;
    a state's name ("Texas") stands for itself."""
    if i == 0 or tokens[i - 1] not in _BEFORE:
        return None
    match = _LABEL.fullmatch(tokens[i])
    if match is None:
        return None
    form = _state_key(match.group(2))
    entry = states.get(form)
    name = entry[0] if entry is not None else None
    if name is None and form.lower() in {state for state, _ in states.values()}:
        name = form.lower()  # "R-Texas": AP writes Texas in full
    return None if name is None else f"{PARTIES[match.group(1)]} of {name}"
