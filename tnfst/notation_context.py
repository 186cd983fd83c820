"""Context readings for finance labels, arithmetic slashes and scientific notation.

Part of `tnfst.context.ContextReadings.decide` (asked after `tnfst.abbreviation_context`); each
reading is kept only where a grammar licenses it (`tnfst.api._in_context`): the context-only rules
of `grammars/en/notation.py` (FISCAL, METER, DIVIDED, SHORTHAND) and the number guard's
`scientific_readings`. The rules:

* **fiscal labels**: "FY2024", "FY24", "1H24", "2H23", "Q1'24", "1Q24" -> the FISCAL reading, the
  year read as a year ("f y twenty twenty four", "first half twenty four", "q one twenty four");
  "H1"/"H2" before a year token ("H1 2024 sales") -> "first half", and that year -> the year
  ("twenty twenty four", never "two thousand twenty four"; so after "FY" or "Q1" written apart).
  Financial reporting usage (annual reports, Reuters); the training data has none;
* **time signatures**: "3/4", "6/8" before "time", "meter", "metre" or "signature" -> "three
  four", "six eight" (the METER rule), as musicians say a meter, never "three quarters time";
* **division asked for**: a number/number after "what is", "what's", "calculate", "compute",
  "evaluate", "simplify" -> "zero divided by zero" (the DIVIDED rule; NeMo's EngConf gold reads
  "what is 0/0" so), unless a word other than an operator follows: "what's 3/4 of 12", "what's
  1/2 cup" are fractions of something ("three quarters of twelve", "one half cup");
* **period over period**: "y/y", "q/q", "m/m" in lowercase near a number or a percent (within
  three tokens before) or before a word of change -> "year over year" (the SHORTHAND rule, the
  list's first reading); "m/m" only in a sentence about the economy (`ECONOMY_CUES`): in a
  formula "5% m/m" is mass per mass. "w/w" (weight per weight) is not read;
* **E notation**: "1e-6", "2.5e3", "6.022E+23" -> "one times ten to the power of minus six" (as
  "6.022×10^23" is read), unless the sentence is about code or machine learning (`CODE_CUES`:
  "a learning rate of 1e-5", "eps", "tolerance"), where programmers say "one e minus five" (the
  number guard's reading, left to the model).

A number/number followed by an operator ("Simplify 3/4 + 2/3", "What is 2/5 of 35?") is a fraction
of the sum or product, not the division.

Known limitations: "H1" without a year stays "h one" (a heading tag, a visa); "Q1" alone is the
class grammar's "q one"; a slash after other verbs ("12/4 is 3") stays a fraction.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst import abbreviation_context
from tnfst.special import first_reading as _first

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: A fiscal label that FISCAL reads whole: with its year glued or after an apostrophe.
_FISCAL = re.compile(r"FY['’]?\d{2}(?:\d{2})?|[12]H['’]?\d{2}(?:\d{2})?|[1-4]Q['’]?\d{2}(?:\d{2})?"
                     r"|[HQ][1-4]['’]\d{2}(?:\d{2})?|H[12]\d{4}")
#: A half or a quarter, or "FY", written apart from its year ("H1 2024", "FY 2024", "Q1 2024").
_LABEL_BEFORE_YEAR = re.compile(r"H[12]|Q[1-4]|FY")
_YEAR = re.compile(r"(?:19|20)\d{2}")
#: A time signature: beats over a note value.
_METER = re.compile(r"\d{1,2}/(?:1|2|4|8|16|32)")
METER_AFTER = frozenset({"time", "meter", "metre", "signature", "signatures", "rhythm", "groove", "feel", "beat"})
_SIDE = r"(?:\d{1,9}(?:\.\d{1,6})?|\d{1,3}(?:,\d{3}){1,2})"
_DIVISION = re.compile(_SIDE + "/" + _SIDE)
#: Words right before a number/number that ask for its value ("calculate 12/4").
DIVISION_VERBS = frozenset({"calculate", "compute", "evaluate", "simplify", "what's", "whats", "what’s"})
#: Words after an asked-for division that keep it one: the adverbs and prepositions of a request
#: ("calculate 12/4 now", "what's 7/8 in decimal"); any other word after the slash makes it a fraction
#: of something ("what's 3/4 of 12", "what's 1/2 cup") or a term of a sum ("what is 3/4 plus 1", as
#: `FRACTION_OPERATORS` after it).
REQUEST_WORDS = frozenset({"and", "now", "please", "first", "then", "again", "exactly", "quickly", "mentally", "for", "in",
                            "as", "to", "using", "by", "with", "without", "rounded"})
#: The period-over-period shorthand (`grammars/en/words/context_abbreviations.tsv`).
SHORTHAND = frozenset({"y/y", "q/q", "m/m"})
#: Operators after a number/number that make it a term of a sum or a product, a fraction
#: ("3/4 + 2/3" -> "three quarters plus two thirds"), not a division asked for.
FRACTION_OPERATORS = frozenset("+ - − – × * · ÷ = of".split())
#: Words of change after a shorthand ("y/y growth").
CHANGE_WORDS = abbreviation_context.CHANGE_WORDS | {"rate", "pace"}
#: Words that make a sentence about the economy, where "m/m" is month over month.
ECONOMY_CUES = frozenset("inflation prices price sales cpi ppi gdp growth grew rose rise rises fell fall falls up "
                         "down increased decreased increase decrease declined jobs payrolls output index spending "
                         "revenue retail wages earnings production orders exports imports y/y q/q yoy mom "
                         "economy economic housing starts".split())
_SCIENTIFIC = re.compile(r"\d{1,9}(?:\.\d{1,9})?[eE][-+−]?\d{1,3}")
#: Words of code and machine learning, where E notation is said "one e minus five".
CODE_CUES = frozenset("learning lr epsilon eps tolerance tol decay optimizer adam sgd dropout momentum "
                      "hyperparameter hyperparameters float double python numpy config flag parameter "
                      "parameters code json printf setting".split())
_NUMBER = re.compile(r"[$€£¥₹]?\d")


def notation_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                     rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides (see the module docstring),
    or None. `words`: the sentence's tokens in lowercase."""
    if rule_readings_of is None:
        return None
    token = tokens[i]
    lead = token[:1]
    if lead.isdigit():
        if "/" in token:
            return _meter(tokens, i, rule_readings_of) or _division(tokens, i, rule_readings_of)
        if "e" in token or "E" in token:
            if _SCIENTIFIC.fullmatch(token) and not words & CODE_CUES:
                from tnfst.constraints.number_guard import scientific_readings

                return _first(scientific_readings(token))
        if _FISCAL.fullmatch(token):
            return _first(rule_readings_of("FISCAL", token))
        if _YEAR.fullmatch(token) and i > 0 and _LABEL_BEFORE_YEAR.fullmatch(tokens[i - 1]):
            return _year(token, readings_of)
        return None
    if lead in "FHQ" and _FISCAL.fullmatch(token):
        return _first(rule_readings_of("FISCAL", token))
    if token in ("H1", "H2") and i + 1 < len(tokens) and _YEAR.fullmatch(tokens[i + 1]):
        return _first(rule_readings_of("FISCAL", token))
    if token in SHORTHAND:
        return _shorthand(tokens, i, words, rule_readings_of)
    return None


def _year(token: str, readings_of: Readings) -> str | None:
    """A year after a fiscal label ("FY 2024", "H1 2024"): its licensed reading as a year."""
    if readings_of is None:
        return None
    from tnfst.constraints.number_guard import year_words

    years = [" ".join(w) for w in year_words(token)]
    licensed = readings_of(token)
    return next((y for y in years if y in licensed), None)


def _meter(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"3/4 time", "a 7/8 meter": the METER reading ("three four")."""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if not _METER.fullmatch(tokens[i]) or nxt not in METER_AFTER:
        return None
    return _first(rule_readings_of("METER", tokens[i]))


def _division(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"what is 0/0", "calculate 12/4": the DIVIDED reading ("zero divided by zero")."""
    if not _DIVISION.fullmatch(tokens[i]) or i == 0:
        return None
    prev = tokens[i - 1].lower()
    asked = prev in DIVISION_VERBS or (prev == "is" and i >= 2 and tokens[i - 2].lower() == "what")
    if i + 1 < len(tokens) and tokens[i + 1] in FRACTION_OPERATORS:
        return None  # "Simplify 3/4 + 2/3", "What is 1/2 × 4/5?": fractions added or multiplied
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if nxt[:1].isalpha() and nxt not in REQUEST_WORDS:
        return None  # "what's 3/4 of 12", "what's 1/2 cup": a fraction of something, not a division
    return _first(rule_readings_of("DIVIDED", tokens[i])) if asked else None


def _shorthand(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"3.1% y/y", "y/y growth": the SHORTHAND reading ("year over year"); "m/m" only in a sentence
    about the economy."""
    token = tokens[i]
    if token == "m/m" and not words & ECONOMY_CUES:
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if not abbreviation_context.change_near(tokens, i, nxt, CHANGE_WORDS, _NUMBER):
        return None
    return _first(rule_readings_of("SHORTHAND", token))
