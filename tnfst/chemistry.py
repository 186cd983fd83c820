"""Chemical formulas: "CaCO3" -> "c a c o three" (the CHEMICAL_FORMULA rule, `grammars/en/chemistry.py`).

Part of `tnfst.context.ContextReadings.decide`. A token that parses as two or more element symbols
of the periodic table (`ELEMENTS`, IUPAC), with at least one count and at least one symbol of two
letters ("CaCO3", "MgSO4", "Fe2O3", "NaHCO3"), is a formula: each symbol is spelled and each
count said ("m g s o four"), as a formula is read aloud; the model wrote a symbol pair as a word
("caco three"). Formulas of one-letter symbols only ("CO2", "H2SO4", "C6H12O6") are left to
the letters and number constraints, which read them so already, and so are the rarer cases a
formula shares with a name of one symbol and a number ("No1", "Pu239": one symbol).

The training data has three such tokens, all written chemical names ("Al2O3" -> "aluminium
oxide"), a reading no rule can derive from the symbols; the symbol-by-symbol reading is the
everyday one (a chemistry teacher's "c a c o three").

Pure: no file access, nothing compiled.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

RuleReadings = Callable[[str, str], list[str]] | None
Readings = Callable[[str], list[str]] | None

#: The 118 element symbols of the IUPAC periodic table (iupac.org, 2016 names of 113, 115, 117, 118).
ELEMENTS: tuple[str, ...] = tuple(
    "H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr"
    " Rb Sr Y Zr Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm"
    " Yb Lu Hf Ta W Re Os Ir Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No"
    " Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh Fl Mc Lv Ts Og".split())

#: Elements whose compounds are named with an oxidation state in the Stock notation ("iron(III)
#: oxide", "copper(II) sulfate", "lead(IV) oxide", "sulfur(VI) oxide"): the metals of school
#: chemistry and the non-metals with several oxides (IUPAC Red Book, IR-5.4.2.2).
STOCK_ELEMENTS: tuple[str, ...] = tuple(
    "iron copper lead tin manganese chromium cobalt nickel mercury gold silver titanium vanadium platinum "
    "zinc aluminium aluminum sodium potassium calcium magnesium sulfur sulphur nitrogen phosphorus carbon "
    "chlorine".split())
_STOCK = re.compile(r"([A-Za-z]+)\((?:I{1,3}|IV|VI{0,3})\)")

#: The shape of a formula (a capital, an optional lowercase letter, an optional count; twice or
#: more), a cheap test before the parse.
_SHAPE = re.compile(r"(?:[A-Z][a-z]?\d{0,2}){2,12}")
_PIECE = re.compile(r"([A-Z][a-z]?)(\d{0,2})")
_SYMBOLS = frozenset(ELEMENTS)


def is_formula(token: str) -> bool:
    """Whether `token` is a formula of the module docstring: 2-12 element symbols, a count
    (1-99) after at least one, a symbol of two letters among them."""
    if not _SHAPE.fullmatch(token) or not any(c.isdigit() for c in token) or not any(c.islower() for c in token):
        return False
    pieces = _PIECE.findall(token)
    return (len(pieces) >= 2 and all(symbol in _SYMBOLS and not count.startswith("0") for symbol, count in pieces)
            and any(len(symbol) == 2 for symbol, _ in pieces))


#: Arrows of a reaction ("2H2 + O2 → 2H2O"), said "yields" between formulas.
REACTION_ARROWS = frozenset({"→", "⟶"})
#: A side of a reaction: a formula with an optional coefficient ("6CO2", "H2O", "2NaCl", "O2").
_REACTANT = re.compile(r"\d{0,2}(?:[A-Z][a-z]?\d{0,2}){1,12}(?:\([a-z]{1,3}\))?")


def arrow_reading(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A reaction arrow between two formulas, one with a count at least or a sum on a side ("6H2O →
    C6H12O6", "CaCO3 → CaO + CO2", "HCl + NaOH → NaCl + H2O"): "yields", as chemistry textbooks read the arrow of an equation (the symbol list's
    reading; elsewhere, "London → Paris", its first reading "to" stands)."""
    if readings_of is None or i == 0 or i + 1 >= len(tokens):
        return None
    before, after = tokens[i - 1], tokens[i + 1]
    if not all(_REACTANT.fullmatch(side) for side in (before, after)):
        return None
    summed = "+" in tokens[max(0, i - 2):i - 1] or "+" in tokens[i + 2:i + 3]
    if not summed and not any(c.isdigit() for c in before + after):
        return None  # "A → B", "UK → US" (no count, no sum) stay "to"
    return "yields" if "yields" in readings_of(tokens[i]) else None


def stock_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """The STOCK_NUMBER reading of an element and its oxidation state ("Iron(III)" -> "Iron
    three"); the model kept the token as written."""
    m = _STOCK.fullmatch(token)
    if rule_readings_of is None or m is None or m.group(1).lower() not in STOCK_ELEMENTS:
        return None
    return next(iter(rule_readings_of("STOCK_NUMBER", token)), None)


def formula_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """The CHEMICAL_FORMULA reading of a formula ("CaCO3" -> "c a c o three"), else None."""
    if rule_readings_of is None or not is_formula(token):
        return None
    return next(iter(rule_readings_of("CHEMICAL_FORMULA", token)), None)
