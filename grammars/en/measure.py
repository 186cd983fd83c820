"""MEASURE: a number and a unit ("6ft" -> "six feet", "578.3/km2" -> "... per square kilometers").

The unit list gives every unit's spoken singular and plural. The grammar licenses
both forms after any number (a wrong form is recoverable, not a wrong unit) and
ranks the agreeing form first ("1 g" -> "one gram", then "one grams").

Built forms, for units U and V of the list:
  N U  | N V | N U/V ("kilometers per hour") | N /V ("per square kilometer")
  U2 U² Usq ("square U") and U3 U³ ("cubic U") for length units
  N' N" feet and inches ("5'11\"" -> "five feet eleven inches")
  fractions: "1/2 cc" -> "one half c c" | "half a c c"; "1 1/2 in" -> "one and a half inches"
  N-N U, N–N U ranges -> "N to N U"; N x N U -> "N by N U"

Known limitations: products of units other than those listed ("N·m" is listed),
no "square U" read as "U squared", no per-denominator with its own number
("per 100 km").
"""

from __future__ import annotations

import dataclasses

import pynini

from tnfst.grammars.en.fst import acc, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of the unit form that does not agree with the number ("one grams",
#: "two gram"): licensed (a recoverable error) but ranked after the agreeing form.
NON_AGREEING_COST = 1.0
#: Cost of readings of a unit with no number before it ("/km²" -> "per square kilometer").
BARE_UNIT_COST = 0.0
#: Kinds of unit that take square/cubic powers.
POWER_KINDS = frozenset({"length"})

UnitRow = tuple[str, tuple[str, ...], tuple[str, ...], str]  # written, sg, pl, kind


@dataclasses.dataclass(frozen=True)
class UnitForms:
    """Transducers for the units: written unit -> spoken singular / plural."""

    singular: pynini.Fst
    plural: pynini.Fst


def _forms(written: pynini.Fst, spoken: tuple[str, ...], prefix: str = "") -> pynini.Fst:
    return written + union([insert(prefix + s) for s in spoken])


def unit_forms(units: tuple[UnitRow, ...]) -> UnitForms:
    """Listed units plus square/cubic powers of length units."""
    singular, plural = [], []
    for written, sg, pl, kind in units:
        singular.append(_forms(delete(written), sg))
        plural.append(_forms(delete(written), pl))
        if kind in POWER_KINDS:
            for marks, power in ((("2", "²"), "square "), (("3", "³"), "cubic ")):
                powered = union([delete(written + mark) for mark in marks])
                singular.append(_forms(powered, sg, power))
                plural.append(_forms(powered, pl, power))
            for marks, power in ((("sq ", "sq. ", "square "), "square "), (("cu ", "cu. ", "cubic "), "cubic ")):
                powered = union([delete(mark + written) for mark in marks])
                singular.append(_forms(powered, sg, power))
                plural.append(_forms(powered, pl, power))
    return UnitForms(singular=union(singular).optimize(), plural=union(plural).optimize())


def _per(lead: str = " ") -> pynini.Fst:
    """The ratio mark, read "per" (preceded by `lead` and followed by a space)."""
    spoken = lead + "per "
    return union([cross("/", spoken), cross(" / ", spoken), cross(" per ", spoken),
                  cross("/ ", spoken), cross("per ", spoken)])


def compound(forms: UnitForms, denominators: UnitForms | None = None) -> UnitForms:
    """U and U/V: the number agrees with U; V (from `denominators`, default `forms`) is read
    singular or plural."""
    denominators = denominators or forms
    denominator = union([denominators.singular, weighted(denominators.plural, NON_AGREEING_COST)])
    ratio = _per() + denominator
    return UnitForms(
        singular=(forms.singular + pynini.closure(ratio, 0, 1)).optimize(),
        plural=(forms.plural + pynini.closure(ratio, 0, 1)).optimize(),
    )


def _agree(one: pynini.Fst, many: pynini.Fst, units: UnitForms, spaced: UnitForms | None = None) -> pynini.Fst:
    """one + singular | many + plural, each with the other form at a cost.

    `units` may follow the number attached or after a space; `spaced` (the
    spaced-only units) only after a space.
    """
    parts = []
    for forms, space in ((units, pynini.closure(delete(" "), 0, 1) + insert(" ")), (spaced, delete(" ") + insert(" "))):
        if forms is None:
            continue
        parts += [
            one + space + forms.singular,
            weighted(one + space + forms.plural, NON_AGREEING_COST),
            many + space + forms.plural,
            weighted(many + space + forms.singular, NON_AGREEING_COST),
        ]
    return union(parts)


def build(numbers: Numbers, units: tuple[UnitRow, ...], spaced_only: frozenset[str] = frozenset()) -> pynini.Fst:
    """The MEASURE transducer: written token -> spoken reading.

    Units in `spaced_only` are read only after a space when they follow the number
    ("30 s", but not "1990s"); everywhere else (ratios, "per") they behave as listed.
    """
    attachable = tuple(u for u in units if u[0] not in spaced_only)
    spaced = tuple(u for u in units if u[0] in spaced_only)
    every = unit_forms(units)
    forms = compound(every)
    lead_forms = compound(unit_forms(attachable), every) if spaced else forms
    spaced_forms = compound(unit_forms(spaced), every) if spaced else None
    one = union([cross("1", "one"), cross("-1", "minus one"), cross("−1", "minus one")])
    not_one = pynini.difference(pynini.project(numbers.number, "input"), pynini.project(one, "input"))
    many = union([not_one @ numbers.number, numbers.scaled, numbers.mixed])
    ranges = (many | one) + union([cross("-", " to "), cross("–", " to "), cross(" - ", " to "),
                                   cross(" – ", " to "), cross(" to ", " to ")]) + many
    dimensions = (many | one) + union([cross("x", " by "), cross(" x ", " by "), cross("×", " by "),
                                       cross(" × ", " by ")]) + many
    fraction = numbers.fraction
    half = numbers.half + pynini.closure(delete(" "), 0, 1) + insert(" a ") + forms.singular
    feet = [(written, sg, pl) for written, sg, pl, _ in units if written in ("'", "′")]
    inches = [(written, sg, pl) for written, sg, pl, _ in units if written in ('"', "″")]
    parts = [
        _agree(one, union([many, ranges, dimensions]), lead_forms, spaced_forms),
        _agree(fraction, fraction, forms),  # "1/2 cc": "one half c c" (either form)
        half,
        # "578.3/km2" -> "... per square kilometers" (Kestrel reads the plural here)
        (one | many) + _per() + union([forms.singular, forms.plural]),
        weighted(_per("") + forms.singular, BARE_UNIT_COST),  # "/km²", "per km"
        weighted(_per("") + forms.plural, NON_AGREEING_COST),
    ]
    if feet and inches:
        foot = union([delete(w) + union([insert(" " + v) for v in sg + pl]) for w, sg, pl in feet])
        inch = union([delete(w) + union([insert(" " + v) for v in sg + pl]) for w, sg, pl in inches])
        number = (one | many)
        parts.append(number + foot + pynini.closure(delete(" "), 0, 1) + insert(" ") + number + inch)
    return union(parts)
