"""Math notation in everyday text, read the way a science teacher reads it aloud.

A token that is a small formula of letters ("x²", "πr²", "E=mc²", "sin²x", "Δt", "f(x)", "√2",
"2πr") has no covering grammar: before this module the number guard read its digits and let the
reader drop what it could not say ("πr²" -> "to the power of two": pi and r lost; "f(x)" -> "f d";
"√2" -> "two"). Here such a token is read piece by piece, every piece said:

* a Latin letter is spelled ("x", "m c"); a Greek letter is its name (`GREEK_LIST`, the VERBATIM
  grammar's list: "π" -> "pi", "Δ" -> "delta"); a function name is its word (`MATH_WORDS`, a
  list: "sin" -> "sine", "log" -> "log");
* an exponent (the caret form `tnfst.powers` makes of raised digits) is "squared" for 2, "cubed"
  for 3, else "to the power of" its value ("x^-1" -> "x to the power of minus one", "x^n" ->
  "x to the power of n");
* a whole number is its cardinal ("2πr" -> "two pi r"), a decimal "point" and its digits;
* operators (`MATH_WORDS`): "=" "equals", "+" "plus", "-" "minus", "×" "·" "*" "times", "/" "over";
* a letter or function name before a bracket takes "of" ("f(x)" -> "f of x"), other brackets go
  unsaid; "√" is "the square root of" ("√2", "√x");
* a log with a lowered base ("log₂", folded to "log2") is "log base two";
* a "!" glued to a lone letter or a number in a formula is "factorial" ("n!", "5! = 120");
* a side of a linear equation written as one token, in a sentence with "=" ("Solve 2-3x = 5." ->
  "two minus three x": `linear_term_reading`);
* big-O notation is "big o of" what it bounds ("O(1)" -> "big o of one", "O(n log n)" -> "big o of
  n log n": `big_o_reading`).

A token is taken only when it is a formula by its shape (`is_formula`): an exponent on a letter or
a bracket, a Greek letter beside a Latin letter or a digit, a function call, a root sign, and only
letters runs a reader spells (one to three letters, or a function name). A word ("disputed"), a
unit ("µm", "ft²"), a chemical formula ("H2O") or a Greek word is never taken. A number raised to
2 or 3 ("5²" -> "five squared") is taken too, except a power of ten, which stays "ten to the power
of ..." (scientific notation: `tnfst.constraints.number_guard`).

Footnote marks: a raised digit glued after sentence punctuation or after a word of three letters
or more ("disputed.³", "Smith²") raises nothing; it marks a note, which a reader aloud does not
say (audiobook and screen-reader practice), so `footnote_reading` gives the token without it.

Pure functions; the Greek list and `MATH_WORDS` are read once per process.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

#: The VERBATIM grammar's list of Greek letters (relative to the language's grammar folder).
GREEK_LIST = "verbatim/greek.tsv"
#: The function names and operators of formulas and their words (kind, written, spoken).
MATH_WORDS = Path(__file__).resolve().parent / "resources" / "en" / "math_words.tsv"
#: How an exponent of 2 and 3 is said.
POWER_WORDS = {"2": "squared", "3": "cubed"}
ROOT = "√"
#: ASCII characters of a formula token; a token of ASCII without any is no formula (a fast path).
MATH_MARKS = "^()"
_MAX_SPELLED = 3  # a letter run longer than this (and no function name) is a word

_DIGIT_WORDS = "zero one two three four five six seven eight nine".split()
_PIECE = re.compile(r"""
    (?P<exp>\^(?P<sign>[-−+]?)(?P<power>\d+|[A-Za-z]))
  | (?P<number>\d+(?:\.\d+)?)
  | (?P<letters>[^\W\d_]+)
  | (?P<op>[^\w\s()√^])
  | (?P<open>\()
  | (?P<close>\))
  | (?P<root>√)
""", re.VERBOSE)
_SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_FOOTNOTE = re.compile(rf"(?P<body>.*?(?:[^\W\d_{_SUPERSCRIPTS}]{{3,}}|[.,;:!?\"”’])[’”\"]?)[{_SUPERSCRIPTS}]+")
_POWER_OF_NUMBER = re.compile(r"(?P<base>\d+)\^(?P<power>[23])")


#: A function call: a function name or one letter, then brackets holding a letter ("f(x)",
#: "p(A)", "sin(x)"), or a number after f, g or h ("f(2)"; "a(1)", "H(2)" are labels).
@functools.lru_cache(maxsize=1)
def _call() -> re.Pattern[str]:
    names = "|".join(sorted(functions(), key=len, reverse=True))
    return re.compile(r"(?:^|[^\w])(?:(?:[^\W\d_]|" + names + r")\([^()]*[^\W\d_][^()]*\)|[fgh]\([^()]+\))")
#: A hyphen before a word or a run of capitals ("Δ9-THC", "α-helix"), or after a run of capitals (a
#: protein's or a cytokine's name with its Greek letter: "TNF-α", "IFN-γ", "NF-κB", as HGNC and UniProt
#: write them): a name, not a minus.
_HYPHENATED_NAME = re.compile(r"-(?:[^\W\d_]{3,}|[A-Z]{2,})|[A-Z]{2,}-")


@functools.lru_cache(maxsize=1)
def math_words() -> Mapping[str, Mapping[str, str]]:
    """kind ("function", "operator") -> written -> spoken, from `MATH_WORDS` (read once per process)."""
    out: dict[str, dict[str, str]] = {"function": {}, "operator": {}}
    for line in MATH_WORDS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            kind, written, spoken = line.split("\t")
            out[kind][written] = spoken
    return out


def functions() -> Mapping[str, str]:
    """Function name -> its words ("sin" -> "sine")."""
    return math_words()["function"]


def operators() -> Mapping[str, str]:
    """Operator -> its words ("=" -> "equals")."""
    return math_words()["operator"]


@functools.lru_cache(maxsize=1)
def greek_names() -> Mapping[str, str]:
    """Greek letter -> its English name ("π" -> "pi"), the first reading of each row of
    ``grammars/en/verbatim/greek.tsv`` (read once per process; empty if the list is missing)."""
    try:
        from tnfst.grammar import cache, lists

        spec = lists.ListSpec(GREEK_LIST, 2, (1,))
        table = lists.read_table(cache.grammar_dir("en") / GREEK_LIST, spec)
    except Exception:  # noqa: BLE001 - a broken list: the grammar reports it; no Greek here
        return {}
    return {row[0]: row[1][0] for row in table.rows}


def _number_words(text: str) -> list[str] | None:
    from tnfst.constraints.number_guard import cardinal_words

    whole, _, decimals = text.partition(".")
    words = cardinal_words(whole)
    if words is None:
        return None
    if decimals:
        words = words + ["point"] + [_DIGIT_WORDS[int(d)] for d in decimals]
    return words


def _letter_words(run: str, greek: Mapping[str, str], function_ok: bool) -> list[str] | None:
    """A letter run's words: a function name, or each letter spelled or named; None for a word."""
    if function_ok and run in functions():
        return [functions()[run]]
    if run.isascii() and len(run) > _MAX_SPELLED:
        return None
    greek_count = sum(ch in greek for ch in run)
    if greek_count > 1 or (greek_count == 0 and not run.isascii()):
        return None  # a Greek word, or letters of another script
    words = []
    for ch in run:
        words.append(greek[ch] if ch in greek else ch.lower())
    return words


def _power_words(sign: str, power: str) -> list[str]:
    if not sign and power in POWER_WORDS:
        return [POWER_WORDS[power]]
    value = _number_words(power) if power.isdigit() else [power.lower()]
    return ["to", "the", "power", "of"] + (["minus"] if sign in "-−" and sign else []) + (value or [power])


def is_formula(token: str) -> bool:
    """Whether a (folded) token is a formula by its shape: an exponent on a letter or a closing
    bracket, a Greek letter beside a Latin letter or a digit, a letter or function name before a
    bracket, or a root sign."""
    greek = greek_names()
    if ROOT in token:
        return True
    if re.search(r"[^\W\d_)]\^|\)\^", token):
        return True
    if _call().search(token):
        return True
    has_greek = any(ch in greek for ch in token)
    return has_greek and any(ch.isdigit() or (ch.isascii() and ch.isalpha()) for ch in token)


def formula_reading(token: str, is_unit=lambda _: False) -> str | None:
    """The spoken reading of a formula token (folded: carets, plain digits), or None where the
    token is not one (`is_formula`) or holds a piece this reader does not say.

    >>> formula_reading("πr^2")
    'pi r squared'
    >>> formula_reading("E=mc^2")
    'e equals m c squared'
    >>> formula_reading("f(x)")
    'f of x'
    """
    if not token or " " in token or is_unit(token):
        return None
    power = _POWER_OF_NUMBER.fullmatch(token)
    if power is not None:
        if power.group("base") == "10":
            return None  # a power of ten: scientific notation, "ten to the power of two"
        words = _number_words(power.group("base"))
        return None if words is None else " ".join(words + [POWER_WORDS[power.group("power")]])
    if not is_formula(token) or _HYPHENATED_NAME.search(token):
        return None
    greek = greek_names()
    words: list[str] = []
    at, depth = 0, 0
    previous = ""
    for match in _PIECE.finditer(token):
        if match.start() != at:
            return None  # a character no piece reads
        at = match.end()
        if match.group("exp"):
            if previous in ("", "op", "open", "root"):
                return None
            words += _power_words(match.group("sign"), match.group("power"))
        elif match.group("number"):
            number = _number_words(match.group("number"))
            if number is None:
                return None
            words += number
        elif match.group("letters"):
            run = match.group("letters")
            if is_unit(run) and previous == "number":
                return None  # a quantity ("5cm^2"): the measure grammar's
            spoken = _letter_words(run, greek, function_ok=True)
            if spoken is None:
                return None
            words += spoken
        elif match.group("op"):
            said = operators().get(match.group("op"))
            if said is None:
                return None  # a symbol the list does not read
            words.append(said)
        elif match.group("open"):
            if previous == "letters":
                words.append("of")
            depth += 1
        elif match.group("close"):
            if not depth:
                return None
            depth -= 1
        elif match.group("root"):
            words += ["the", "square", "root", "of"]
        kind = next(name for name in ("exp", "number", "letters", "op", "open", "close", "root") if match.group(name))
        previous = kind
    if at != len(token) or depth or not words or previous in ("op", "root", "open"):
        return None
    return " ".join(words)


def log_base_reading(written: str) -> str | None:
    """A log with its base lowered ("log₂", "log₁₀") -> "log base two", "log base ten"; None for
    any other token."""
    match = re.fullmatch(r"log(?P<base>[₀₁₂₃₄₅₆₇₈₉]+)", written)
    if match is None:
        return None
    digits = match.group("base").translate(str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789"))
    words = _number_words(digits)
    return None if words is None else " ".join(["log", "base"] + words)


def footnote_reading(written: str, is_unit=lambda _: False) -> str | None:
    """A word or sentence punctuation with a footnote mark glued after it ("disputed.³",
    "Smith²"): the token without the mark, which is not read; None for any other token (an
    exponent: "x²", "mc²", "m²", "sin²")."""
    match = _FOOTNOTE.fullmatch(written)
    if match is None:
        return None
    body = match.group("body")
    letters = re.search(r"[^\W\d_]+$", body.rstrip(".,;:!?\"”’"))
    if letters is not None and (letters.group() in functions() or is_unit(letters.group())):
        return None  # "sin²", "cm³": a power
    if any(ch.isdigit() for ch in body) and letters is not None:
        return None  # "5cm²", "H2O²": not a word
    return body


def letter_power_reading(written: str, prev: str = "") -> str | None:
    """A lone letter squared or cubed ("t²", "s³"), which `tnfst.powers` keeps as a unit's mark
    when the letter is also a unit: "t squared", except after a word that calls for a unit
    ("per m²", "in m³": `tnfst.bare_units.CUES`, read there)."""
    from tnfst.bare_units import CUES

    match = re.fullmatch(r"([A-Za-z])([²³])", written)
    if match is None or prev.lower() in CUES:
        return None
    return f"{match.group(1).lower()} {POWER_WORDS[str('²³'.index(match.group(2)) + 2)]}"


#: What follows a factorial sign in a formula: an operator or a closing bracket.
_AFTER_FACTORIAL = frozenset("= + - − × · * / ) , ≤ ≥ < > ≠ ≈".split())


def factorial_reading(tokens: Sequence[str], i: int, glued: bool) -> str | None:
    """"factorial" for a "!" glued (`glued`: no space) after a lone lowercase letter or a whole
    number and followed by an operator ("5! = 120", "n! / k!"), or after a lone lowercase letter
    and followed by a lowercase word ("n! ways", "n! for n = 5"); an exclamation mark otherwise
    ("It is 10!", "Wow!"). A bracket before it ("(n-1)!") counts as an operand."""
    if tokens[i] != "!" or not glued or i == 0:
        return None
    before = tokens[i - 1]
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    letter = len(before) == 1 and before.isalpha() and before.islower()
    operand = letter or before.isdigit() or before == ")"
    if operand and after in _AFTER_FACTORIAL:
        return "factorial"
    if letter and after.isalpha() and after.islower():
        return "factorial"
    return None


#: Big-O notation: a capital O, an opening bracket and what it bounds ("O(1)", "O(n^2)", "O(n" of
#: "O(n log n)", which the tokenizer splits at its spaces).
_BIG_O = re.compile(r"O\((?P<inner>[^()\s]+)(?P<close>\))?")


def big_o_reading(folded: str, closed_later: bool = False) -> str | None:
    """Big-O notation, said "big o of" and what it bounds ("O(1)" -> "big o of one", "O(n^2)" ->
    "big o of n squared", "O(log" -> "big o of log"), as computer scientists say it. A token with
    an open bracket ("O(n" of "O(n log n)") only when `closed_later` (a later token of the
    sentence closes it; the words between are read as they are). A number inside only "1" (a
    bound of a number is constant time). None for any other token."""
    match = _BIG_O.fullmatch(folded)
    if match is None or (match.group("close") is None and not closed_later):
        return None
    inner = match.group("inner")
    if inner.isdigit():  # constant time; another number ("O(2)", an oxidation state) is no bound
        words = ["one"] if inner == "1" else None
    elif inner.isascii() and inner.isalpha():
        words = _letter_words(inner, greek_names(), function_ok=True)
    else:
        reading = formula_reading(inner)
        words = reading.split() if reading else None
    return None if not words else " ".join(["big", "o", "of"] + words)


#: A protein's or a cytokine's name: capitals, a hyphen, a Greek letter, perhaps one more capital
#: ("TNF-α", "IFN-γ", "NF-κB", "TGF-β1" without its digit; HGNC and UniProt names).
_GREEK_NAMED = re.compile(r"([A-Z]{2,6})-([^\W\d_])([A-Z]?)")


def greek_named_reading(written: str) -> str | None:
    """"TNF-α" -> "t n f alpha", "NF-κB" -> "n f kappa b": the capitals spelled, the Greek letter
    named, the hyphen unsaid; None for any other token."""
    m = _GREEK_NAMED.fullmatch(written)
    greek = greek_names()
    if m is None or m.group(2) not in greek:
        return None
    return " ".join([*m.group(1).lower(), greek[m.group(2)], *m.group(3).lower()])


#: A side of a linear equation written as one token: a number, a sign and a term in one letter
#: ("2-3x", "10+4y", "5-x"), in a sentence with "=" (`linear_term_reading`).
_LINEAR_TERMS = re.compile(r"(?P<number>\d{1,6}(?:\.\d{1,4})?)(?P<sign>[-−+])(?P<coefficient>\d{0,6})(?P<letter>[a-z])")
_SIGN_WORDS = {"-": "minus", "−": "minus", "+": "plus"}


def linear_term_reading(token: str) -> str | None:
    """A number and a term joined by a sign, as an equation's side is written ("Solve 2-3x = 5."):
    "two minus three x" (`_LINEAR_TERMS`; the caller asks only in a sentence with "="), where the
    reader said "two, three x", a range. None for another token."""
    m = _LINEAR_TERMS.fullmatch(token)
    if m is None:
        return None
    number = _number_words(m["number"])
    coefficient = _number_words(m["coefficient"]) if m["coefficient"] else []
    if number is None or coefficient is None:
        return None
    return " ".join(number + [_SIGN_WORDS[m["sign"]]] + coefficient + [m["letter"]])


def math_reading(written: str, folded: str, is_unit=lambda _: False, prev: str = "") -> str | None:
    """The reading of one token by this module's rules (a footnote mark, a log's base, a
    formula, a lone letter squared), or None; `written` is the token as written, `folded` as the
    readers see it (`tnfst.powers.fold_powers`, `tnfst.digits.fold_digits`), `prev` the token
    before it."""
    return (footnote_reading(written, is_unit) or log_base_reading(written) or greek_named_reading(written)
            or formula_reading(folded.replace("ⁿ", "^n"), is_unit) or letter_power_reading(written, prev))


__all__ = ["GREEK_LIST", "MATH_MARKS", "MATH_WORDS", "POWER_WORDS", "big_o_reading", "factorial_reading", "footnote_reading",
           "formula_reading", "functions", "greek_named_reading", "greek_names", "is_formula", "letter_power_reading", "linear_term_reading", "log_base_reading",
           "math_reading", "math_words", "operators"]
