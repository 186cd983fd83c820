"""Listed abbreviations in capitals: said letter by letter ("MIT" -> "m i t") or as a word ("NASA").

Part of `tnfst.context.ContextReadings.decide`. Whether a token in capitals is kept or spelled is
otherwise the read-or-spell model's (`tnfst.gate.read_or_spell`) or the DNC's choice, and both
lean on the pronouncing dictionary and word frequencies of the token's *lowercase* form: "MIT",
"SAP", "ER", "SEC" are listed there as the words "mit", "sap", "er", "sec", so the model kept them
as written (a voice then says "sap"), and "FYI", "IMO", "HOA" fell between its thresholds and
stayed with a gate that left them alone. The list ``grammars/en/words/initialisms.tsv`` (its
header names its sources) settles the common ones: a ``letters`` entry is spelled, a ``word`` entry
("NASA", "EBITDA") is read as written. On the training data the letters entries are spelled in
725 of 744 occurrences and the word entries kept in 25 of 25.

The rule reads a token that is exactly a listed form in capitals, or one with a possessive or a
plural s ("CEO's", "CEOs" -> "c e o's", as `tnfst.constraints.letters.spelled_words` spells
them), or a listed ``letters`` form joined by a hyphen to a lowercase word, a compound modifier
("EPA-rated", "FDA-approved" -> "e p a rated", "f d a approved"), never a token in a heading in capitals (the caller's check: "WHO WE ARE"). Like every
context reading it is kept only where the words grammar licenses it (`tnfst.api._in_context`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from tnfst import special

__all__ = ["INITIALISMS_LIST", "SAID", "initialism_reading", "load_initialisms"]

#: The list, relative to the language folder.
INITIALISMS_LIST = "words/initialisms.tsv"
#: How a listed form is said: its letters, or as a word.
SAID = frozenset({"letters", "word"})
#: A form in capitals (two or more letters), with an optional possessive or plural s.
_LISTED_SHAPE = re.compile(r"([A-Z]{2,})(?:['’]s|s)?")


def load_initialisms(folder: str | Path) -> dict[str, str]:
    """{form in capitals: "letters" | "word"} of the list under `folder` (the language folder),
    linted; empty where the list is missing (a folder of an older grammar)."""
    from tnfst.grammar.lists import ListSpec, read_table  # not at import: tnfst.grammar brings pynini

    path = Path(folder) / INITIALISMS_LIST
    if not path.is_file():
        return {}
    table = read_table(path, ListSpec(INITIALISMS_LIST, 2, (), ((1, SAID),)))
    return {row[0]: row[1] for row in table.rows}


def initialism_reading(token: str, listed: Mapping[str, str]) -> str | None:
    """The reading of a listed form in capitals: its letters spelled ("MIT" -> "m i t", "CEO's" ->
    "c e o's") for a ``letters`` entry, `special.SELF` for a ``word`` entry ("NASA"); None for any
    other token."""
    if not listed or not token[:1].isupper():
        return None
    match = _LISTED_SHAPE.fullmatch(token)
    if match is None:
        return _compound_reading(token, listed) if "-" in token else None
    said = listed.get(match.group(1))
    if said is None:
        return None
    if said == "word":
        return special.SELF
    from tnfst.constraints.letters import spelled_words

    spelled = spelled_words(token)
    return " ".join(spelled) if spelled else None


def _compound_reading(token: str, listed: Mapping[str, str]) -> str | None:
    """A listed ``letters`` form, a hyphen and a lowercase word, a compound modifier (AP Stylebook,
    "hyphen"): the letters spelled and the word as written ("EPA-rated" -> "e p a rated"); None for a
    ``word`` entry ("NASA-funded", which the reader keeps) and any other token."""
    from tnfst.constraints.words import compound_letters_reading

    caps, _, word = token.partition("-")
    return compound_letters_reading(token) if listed.get(caps) == "letters" and word.islower() else None
