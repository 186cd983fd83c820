"""Context readings of short marks of sport, trade and the lab (session 32).

Part of `tnfst.context.ContextReadings.decide`; like every context decision, a reading here is
kept only where a grammar of the active constraints licenses it (`tnfst.api._in_context`). Each
rule first tests the token's shape (a set lookup or a precompiled pattern: `may_read`):

* **tied places** (TIED_PLACE, grammars/en/marks.py): "He finished T-5 at the Masters." -> "tied
  fifth", "T2", "(T12)", in a sentence about a competition (`STANDING_WORDS`: "finished", "round",
  "leaderboard", "shot", "par"...); elsewhere "T2" is a sequel, a scan or a tax form, and "T-5" a
  countdown;
* **kettlebells** (KETTLEBELL): "Do 15 KB swings." -> "fifteen kettlebell" (the MEASURE grammar's
  kilobytes before an exercise, `EXERCISES`), "a 16 kg KB" -> "kettlebell" after a weight;
* **karats** (KARAT): "14k gold", "18K white gold" -> "fourteen karat", "eighteen karat" (not
  "fourteen k", "eighteen kelvin") with "gold" within two words after;
* **ages of things** (AGE): "an 18-yr-old bottle" -> "eighteen year old"; and an age written apart
  before "old" and a noun ("A 12 yr old scotch") says its unit in the singular, as "a twelve-year-old
  scotch" does ("twelve year", the MEASURE grammar's licensed singular), never "twelve years old
  scotch"; "it is 2 yrs old." keeps the plural;
* **packs of a size**: "x" between a count and the size of the package after it ("Add 2 x 400g cans",
  "6 x 330ml bottles"; `tnfst.attributive.PACKAGES`) -> "times" ("two times four hundred gram cans"),
  never the "by" of a room's sides ("two by four hundred gram cans");
* **molarity**: "M" alone after a number, before a chemical or a word of solutions ("a 1 M solution",
  "0.5 M NaCl", "2 M HCl") -> "molar" (measure/units.tsv's M, the BARE_UNIT rule; IUPAC Green Book
  2.10: M, mol/L); elsewhere a lone "M" after a number is a million or a size.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.attributive import PACKAGES

RuleReadings = Callable[[str, str], list[str]] | None
Readings = Callable[[str], list[str]] | None

_TIED_PLACE = re.compile(r"T-?[1-9]\d?")
_KETTLEBELL = re.compile(r"(?:[1-9]\d{0,2} ?)?KBs?")
_KARAT = re.compile(r"(?:[89]|1\d|2[0-4])(?:k|K|kt|Kt|KT|ct)")
_AGE = re.compile(r"[1-9]\d{0,2}-(?:yr|yrs|yr\.|Yr)-old")
_YEARS = re.compile(r"[1-9]\d{0,2} ?(?:yr|yrs|yr\.|yrs\.)")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WEIGHT = re.compile(r"\d{1,3}(?:\.\d)? ?(?:kg|lb|lbs|pood)")
_COUNT = re.compile(r"[1-9]\d?")
_PACK_SIZE = re.compile(r"\d[\d,]*(?:\.\d+)? ?[A-Za-z]{1,3}")
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d{0,2}){1,6}(?:\([a-z]{1,3}\))?")

#: Words of a sentence about a competition's standings, which make "T5" a tied place.
STANDING_WORDS = frozenset(
    "finished finish finishes finishing round rounds leaderboard leader leaders tournament masters open "
    "championship pga lpga tour shot shoots shooting par birdie birdies bogey bogeys eagle cut place "
    "position standings tied placed ranked sits".split())
#: Exercises done with a kettlebell, after "KB".
EXERCISES = frozenset(
    "swing swings clean cleans snatch snatches press presses get-up get-ups getup getups squat squats "
    "row rows deadlift deadlifts halo halos carry carries complex complexes thruster thrusters windmill "
    "windmills jerk jerks".split())
#: Words after "M" that make it molar: solutions and reagents written as words.
SOLUTION_WORDS = frozenset(
    "solution solutions stock buffer acid base hydrochloric sulfuric sulphuric nitric acetic sodium "
    "potassium urea guanidine glucose sucrose tris hepes edta".split())
#: Lowercase words that end a noun phrase after "N yr old" (no noun follows).
_NOT_NOUNS = frozenset("and or but when at in on by to of for with from than as".split())


def may_read(token: str) -> bool:
    """The cheap test `decide` asks before `marks_reading`."""
    lead = token[:1]
    if lead.isdigit():
        return token[-1:] in "kKtBs" or "yr" in token
    if lead == "T":
        return len(token) > 1 and (token[1].isdigit() or token[1] == "-")
    return token in ("M", "KB", "KBs", "x", "×")


def marks_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                  rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` by the rules of the module docstring, or None."""
    token = tokens[i]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if token == "M":
        return _molar(tokens, i, nxt)
    if token in ("x", "×"):
        after = tokens[i + 2] if i + 2 < len(tokens) else ""
        counted = i > 0 and _COUNT.fullmatch(tokens[i - 1]) and _PACK_SIZE.fullmatch(nxt)
        return "times" if counted and after in PACKAGES else None
    if rule_readings_of is None:
        return None
    if token[:1] == "T" and _TIED_PLACE.fullmatch(token):
        return _first(rule_readings_of("TIED_PLACE", token)) if words & STANDING_WORDS else None
    if "KB" in token and _KETTLEBELL.fullmatch(token):
        prev = tokens[i - 1] if i > 0 else ""
        if nxt.lower() in EXERCISES or (token.startswith("KB") and _WEIGHT.fullmatch(prev)):
            return _first(rule_readings_of("KETTLEBELL", token))
        return None
    if _KARAT.fullmatch(token):
        after = {t.lower() for t in tokens[i + 1:i + 3]}
        return _first(rule_readings_of("KARAT", token)) if "gold" in after else None
    if "-old" in token and _AGE.fullmatch(token):
        return _first(rule_readings_of("AGE", token))
    if nxt == "old" and _YEARS.fullmatch(token):
        return _age_singular(tokens, i, readings_of)
    return None


def _molar(tokens: Sequence[str], i: int, nxt: str) -> str | None:
    """"molar" for "M" after a number and before a reagent (module docstring)."""
    if i == 0 or not _NUMBER.fullmatch(tokens[i - 1]):
        return None
    formula = (len(nxt) > 1 and _FORMULA.fullmatch(nxt) is not None and any(c.isupper() for c in nxt[1:])
               and any(c.islower() or c.isdigit() for c in nxt))  # "NaCl", "HCl", "H2SO4"; not "USD"
    if nxt.lower() in SOLUTION_WORDS or formula:
        return "molar"
    return None


def _age_singular(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """"twelve year" for "12 yr" before "old" and a noun (module docstring)."""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if readings_of is None or not (after.isalpha() and after.islower()) or after in _NOT_NOUNS:
        return None
    return next((r for r in readings_of(tokens[i]) if r.endswith(" year")), None)


def _first(readings: list[str]) -> str | None:
    return readings[0] if readings else None
