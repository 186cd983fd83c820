"""Coverage of a covering grammar on the tokens of chosen classes of a Google TSV file.

For each token: does the grammar match it, and does it license the gold reading?
The report (a plain dict, JSON-ready):

    {"tokens": n, "matched": share, "licensed": share,
     "classes": {"MEASURE": {"tokens", "matched", "licensed"}, "MONEY": {...}},
     "misses": [{"class", "token", "gold", "why", "readings"}]}

where shares are over the chosen classes together (default MEASURE and MONEY)
and `why` is "no match" or "gold not licensed". A gold `<self>` reading is the
written token itself.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from tnfst.grammar.covering import CoveringGrammar

CLASSES = ("MEASURE", "MONEY")
#: Readings shown per miss, to see what the grammar says instead.
MISS_READINGS = 3


def gold_tokens(path: str | os.PathLike, classes: Iterable[str] = CLASSES) -> list[tuple[str, str, str]]:
    """(class, written, gold reading) for every token of `classes` in a Google TSV file."""
    from tnfst.data import read_google_tsv
    from tnfst.evaluate import canonical_reading

    wanted = frozenset(classes)
    return [
        (record.cls, record.before, canonical_reading(record.before, record.reading))
        for sentence in read_google_tsv(path)
        for record in sentence
        if record.cls in wanted
    ]


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def coverage(grammar: CoveringGrammar, tokens: Iterable[tuple[str, str, str]],
             classes: Iterable[str] = CLASSES) -> dict:
    """Match and licence counts per class (every class of `classes` listed, even with no token),
    and every miss with its reason."""
    counts = {cls: {"tokens": 0, "matched": 0, "licensed": 0} for cls in classes}
    misses = []
    for cls, written, gold in tokens:
        count = counts.setdefault(cls, {"tokens": 0, "matched": 0, "licensed": 0})
        count["tokens"] += 1
        matched = grammar.matches(written)
        licensed = matched and grammar.licenses(written, gold)
        count["matched"] += matched
        count["licensed"] += licensed
        if not licensed:
            misses.append({
                "class": cls, "token": written, "gold": gold,
                "why": "gold not licensed" if matched else "no match",
                "readings": grammar.readings(written, MISS_READINGS) if matched else [],
            })
    total = {key: sum(c[key] for c in counts.values()) for key in ("tokens", "matched", "licensed")}
    classes = {
        cls: {**c, "matched_share": _share(c["matched"], c["tokens"]),
              "licensed_share": _share(c["licensed"], c["tokens"])}
        for cls, c in counts.items()
    }
    return {
        "tokens": total["tokens"],
        "matched": _share(total["matched"], total["tokens"]),
        "licensed": _share(total["licensed"], total["tokens"]),
        "classes": classes,
        "misses": misses,
    }
