"""Context readings for the directions of a prescription (the "Sig"): "1 tab PO BID x 7 days".

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.abbreviation_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it (`tnfst.api._in_context`): the context-only word list
`grammars/en/words/context_abbreviations.tsv`, whose rows the model is never offered.

Prescriptions and patient leaflets write the route and the frequency of a dose in Latin
abbreviations, which a pharmacist reads to the patient in English: "PO" (per os) "by mouth", "SL"
"under the tongue", "BID" (bis in die) "twice a day", "TID" "three times a day", "QID" "four times
a day", "QHS" "at bedtime", "PRN" (pro re nata) "as needed", "QD" "daily" (the meanings of the
standard list of prescription abbreviations; ISMP's List of Error-Prone Abbreviations asks that
"QD" be written "daily"); "tab"/"tabs", "cap"/"caps" after a count are "tablet(s)", "capsule(s)";
and an "x" before a number of days or weeks ("x 7 days") is "for". The rules:

* the capitalised abbreviations (`SIG_WORDS`; with periods too: "p.o.", "b.i.d.") only in a sentence
  of doses (`DOSE_CUES`, or a dose: "500 mg", "2 tabs"); elsewhere "PO" is a post office, "SL" and
  "PR" letters (the training data's "PO" and "SL", three tokens, are letters, none beside a dose);
* "tab", "tabs", "cap", "caps" only right after a count ("1 tab", "2 caps") in such a sentence;
* "x" only between a word of the directions and a number of days ("BID x 7 days").

Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Route and frequency abbreviations (as written; the dotted lowercase forms key without their
#: dots) and their readings; the readings are licensed by the context-only word list.
SIG_WORDS = {"PO": "by mouth", "SL": "under the tongue", "BID": "twice a day", "TID": "three times a day",
             "QID": "four times a day", "QHS": "at bedtime", "PRN": "as needed", "QD": "daily"}
#: Lowercase forms that are no English word ("prn pain"); "bid", "po" and "sl" are words or names.
_LOWERCASE = {"prn": "PRN", "qhs": "QHS", "tid": "TID", "qid": "QID"}
_DOTTED = {"p.o": "PO", "b.i.d": "BID", "t.i.d": "TID", "q.i.d": "QID", "q.h.s": "QHS", "p.r.n": "PRN", "q.d": "QD"}
#: Dose forms after a count: (singular, plural).
FORMS = {"tab": ("tablet", "tablets"), "tabs": ("tablets", "tablets"), "cap": ("capsule", "capsules"),
         "caps": ("capsules", "capsules")}
#: Words of a sentence of doses. Not the clipped forms themselves, nor "given", "taken": "He
#: registered 35 caps", "given his first caps" are a player's international matches.
DOSE_CUES = frozenset("sig rx take dose doses dosage tablet tablets capsule capsules pill pills mg mcg ml puff puffs "
                      "inhaler injection prescribed".split())
#: A dose written as one token ("500 mg", "5 mL", "10mg").
_DOSE = re.compile(r"\d[\d,.]* ?(?:mg|mcg|µg|g|mL|ml|units|IU)")
_COUNT = re.compile(r"[1-9]\d?|½|1/2")
#: Words of time after "x N" ("x 7 days").
_SPAN_WORDS = frozenset({"day", "days", "d", "week", "weeks", "wk", "wks", "month", "months", "doses"})

#: The lowercase words (as tokens) the rules read; `tnfst.context` asks about no other lowercase word.
LOWERCASE_WORDS = frozenset(FORMS) | frozenset(_LOWERCASE) | {"x", "p.o", "b.i.d", "t.i.d", "q.i.d", "q.h.s", "p.r.n", "q.d"}


def _dosing(tokens: Sequence[str], words: frozenset[str]) -> bool:
    """Whether the sentence speaks of doses: a cue word or a dose token."""
    return bool(words & DOSE_CUES) or any(_DOSE.fullmatch(t) for t in tokens)


def prescription_reading(tokens: Sequence[str], i: int, words: frozenset[str]) -> str | None:
    """The reading of the prescription shorthand at `tokens[i]` (see the module docstring), or None.
    `words`: the lowercased words of the sentence."""
    token = tokens[i]
    key = token[:-1] if token.endswith(".") and len(token) > 1 else token
    key = _DOTTED.get(key.lower(), key) if "." in key else _LOWERCASE.get(key, key)
    prev = tokens[i - 1] if i > 0 else ""
    if key in SIG_WORDS:
        return SIG_WORDS[key] if _dosing(tokens, words) else None
    if key in FORMS:
        if not _COUNT.fullmatch(prev) or not _dosing(tokens, words):
            return None
        return FORMS[key][0] if prev == "1" or prev in ("½", "1/2") else FORMS[key][1]
    if key == "x" and token == "x" and i + 2 < len(tokens) and tokens[i + 1].isdigit() \
            and tokens[i + 2].lower() in _SPAN_WORDS and (prev in SIG_WORDS or prev.lower().rstrip(".") in _DOTTED) \
            and _dosing(tokens, words):
        return "for"
    return None
