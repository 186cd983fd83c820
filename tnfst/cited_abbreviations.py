"""Abbreviations of scholarly citations that only their neighbours make words: "p." before a page
number ("vol. 3, p. 212" -> "page"), "cf." ("compare", Latin confer), "ff." after a page number
("at 14 ff." -> "and following"), "ed." before "by" ("ed. by Jane Smith" -> "edited") or after an
ordinal ("2nd ed." -> "edition"). Sources: the Chicago Manual of Style, 10.43 (scholarly
abbreviations) and 14.150 ("ff."); the readings are licensed by
grammars/en/words/context_abbreviations.tsv. Elsewhere each is a letter or a word ("p", "ed", the
name), so the words grammar never offers these readings to the model.

`tnfst.context.ContextReadings.decide` asks `cited_reading` only for a token of `CANDIDATES`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tnfst.abbreviation_context import period_parts

#: The lowercase words of `CANDIDATES` (`tnfst.context` skips other lowercase words before its rules).
LOWERCASE_WORDS = frozenset({"p", "cf", "ff", "ed"})
#: The tokens the rule reads (with or without their period glued on).
CANDIDATES = frozenset({"p", "p.", "cf", "cf.", "Cf", "Cf.", "ff", "ff.", "ed", "ed."})


def _ordinal(token: str) -> bool:
    return token[:1].isdigit() and token[-2:] in ("st", "nd", "rd", "th", "d.")


def cited_reading(tokens: Sequence[str], i: int) -> str | None:
    """The word of the citation abbreviation at `tokens[i]` (module docstring), or None."""
    if tokens[i] not in CANDIDATES:
        return None
    word, period, j = period_parts(tokens, i)
    if not period:
        return None
    nxt = tokens[j] if j < len(tokens) else ""
    prev = tokens[i - 1] if i > 0 else ""
    key = word.lower()
    if key == "cf":
        return "compare"  # "cf. Smith", "(cf. fig. 3)"
    if key == "p" and word == "p" and nxt[:1].isdigit():
        return "page"  # "p. 212"; "P. 212" may be an initial
    if key == "ff" and prev[:1].isdigit():
        return "and following"  # "at 14 ff.", "pp. 45 ff."
    if key == "ed":
        if nxt.lower() == "by":
            return "edited"
        if _ordinal(prev):
            return "edition"  # "the 2nd ed."
    return None
