"""Abbreviations of scholarly citations that only their neighbours make words: "cf." ("compare",
Latin confer), "ff." after a page number ("at 14 ff." -> "and following"). Sources: the Chicago
Manual of Style, 10.43 (scholarly abbreviations) and 14.150 ("ff."); the readings are licensed by
grammars/en/words/context_abbreviations.tsv. Elsewhere each is letters ("c f", "f f"), so the words
grammar never offers these readings to the model.

"p." before a page number and "ed." (edited, edition) stay as written, as the training data keeps
them: "p" 321 of 321 times, "ed" 125 of 125 (proteno_en_tokens); read "page" and "edition" they
changed 9 tokens of the validation sample away from its gold. ("pp." is read "pages" elsewhere.)

`tnfst.context.ContextReadings.decide` asks `cited_reading` only for a token of `CANDIDATES`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tnfst.abbreviation_context import period_parts

#: The lowercase words of `CANDIDATES` (`tnfst.context` skips other lowercase words before its rules).
LOWERCASE_WORDS = frozenset({"cf", "ff"})
#: The tokens the rule reads (with or without their period glued on).
CANDIDATES = frozenset({"cf", "cf.", "Cf", "Cf.", "ff", "ff."})


def cited_reading(tokens: Sequence[str], i: int) -> str | None:
    """The word of the citation abbreviation at `tokens[i]` (module docstring), or None."""
    if tokens[i] not in CANDIDATES:
        return None
    word, period, _ = period_parts(tokens, i)
    if not period:
        return None
    prev = tokens[i - 1] if i > 0 else ""
    key = word.lower()
    if key == "cf":
        return "compare"  # "cf. Smith", "(cf. fig. 3)"
    if key == "ff" and prev[:1].isdigit():
        return "and following"  # "at 14 ff.", "pp. 45 ff."
    return None
