"""MEASURE: a number and a unit ("6ft" -> "six feet", "578.3/km2" -> "... per square kilometers").

The unit list gives every unit's spoken singular and plural. The grammar licenses
both forms after any number (a wrong form is recoverable, not a wrong unit) and
ranks the agreeing form first ("1 g" -> "one gram", then "one grams").

Built forms, for units U and V of the list:
  N U  | N V | N U/V ("kilometers per hour") | N /V ("per square kilometer")
  U2 U² Usq ("square U") and U3 U³ ("cubic U") for length units
  N' N" feet and inches ("5'11\"" -> "five feet eleven inches")
  N ft M in  feet and inches in letters ("6 ft 10 in", "5 ft. 2 in.", "6ft 2in") -> "six feet
            ten inches", each unit agreeing with its number, one reading (`feet_and_inches`)
  ±N U      a tolerance: "±0.5 mm" -> "plus or minus zero point five millimeters"
  +N U      a gain or a gap: "+1.5 s" -> "plus one point five seconds"
  Nh Mm     hours and minutes ("2h 45m", "1 hr 30 min") -> "two hours forty five minutes"
  M:SS/U    a pace ("9:30/mile" -> "nine thirty per mile" | "nine minutes thirty seconds per mile")
  fractions: "1/2 cc" -> "one half c c" | "half a c c"; "1 1/2 in" -> "one and a half inches"
  N-N U, N–N U ranges -> "N to N U", the upper end one too ("0.5–1 kg") (fractions too: "1/4-1/2 cup" -> "one quarter to one half
            cup"); N x N U -> "N by N U" ("4 x 1 km" -> "four by one kilometer": the unit agrees with the last)
  N-U       a number hyphened to its unit is an adjective, singular only: "a 5-lb bag" -> "five
            pound", "24-hr" -> "twenty four hour", "1/2-inch" -> "half inch", "9x13-inch" -> "nine
            by thirteen inch" (no unit of one
            character other than a lowercase letter: "10-K", "3-D"; no "pt": "3-pt shot")
  N U/V/W   two denominators: "0.5 mg/kg/day" -> "... milligrams per kilogram per day"

Prefixed units are composed, not listed: every prefix of measure/si_prefix.tsv
(k, M, µ, K, ...) before every unit of measure/si_unit.tsv whose prefix range allows
it ("kJ" -> "kilojoule" | "kilo joule", "hPa", "GJ", "cGy", "KWh"), and the spelled
prefix words before the spelled unit names ("kilojoules" -> "kilojoules"). A written
form that measure/units.tsv also lists keeps the listed readings and gains the composed
ones when the two share a reading ("kJ"); when they share none the listed row wins
("PS" is metric horsepower, not petasiemens; "kt" kiloton or knot).
Products "U·V" ("N·m", "kW·h") read "U V"; a prefixed data unit, "p" and an hour or
second ("kbps", "GBps") reads "U per V" (only data units: "mph" is not meters per hour).

Known limitations: no "square U" read as "U squared", no per-denominator with its
own number ("per 100 km"); prefixed units are not composed with powers in the spelled
form ("square kilometres" comes from the list).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, drop, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

#: Cost of the unit form that does not agree with the number ("one grams",
#: "two gram"): licensed (a recoverable error) but ranked after the agreeing form.
NON_AGREEING_COST = 1.0
#: Cost of readings of a unit with no number before it ("/km²" -> "per square kilometer").
BARE_UNIT_COST = 0.0
#: Cost of a bare unit's singular against its plural in the BARE_UNIT rule: below any spelling
#: variant's (`VARIANT_COST`), so the singular of the first spelling comes second ("per m²" takes it).
BARE_SINGULAR_COST = 0.01
#: Kinds of unit that take square/cubic powers.
POWER_KINDS = frozenset({"length"})

#: Cost of the spaced reading of a composed prefixed unit ("kilo joules" after "kilojoules").
SPACED_PREFIX_COST = 0.1
#: Prefix ranges of si_unit.tsv's last column -> the si_prefix.tsv ranges they take.
PREFIX_RANGES = {"all": ("small", "big"), "big": ("big",), "small": ("small",), "data": ("big", "binary")}
#: Units written as marks that a range may repeat on both ends ("4.25%-4.5%", "30°-35°", "20°C-25°C").
RANGE_MARKS = frozenset({"%", "‰", "°", "°C", "°F", "℃", "℉"})
#: Time units that follow "p" in "kbps", "GBph" (read "per second", "per hour").
P_DENOMINATORS = (("s", ("second",)), ("h", ("hour",)))

UnitRow = tuple[str, tuple[str, ...], tuple[str, ...], str]  # written, sg, pl, kind
PrefixRow = tuple[str, tuple[str, ...], str]                  # written, spoken, range
PrefixableRow = tuple[str, tuple[str, ...], tuple[str, ...], str, str]  # + prefix range


@dataclasses.dataclass(frozen=True)
class UnitForms:
    """Transducers for the units: written unit -> spoken singular / plural."""

    singular: pynini.Fst
    plural: pynini.Fst


#: Cost of each later spoken variant of a unit (ranks "meter" before "metre", "ton" before "tonne").
VARIANT_COST = 0.05


def _variants(spoken: tuple[str, ...], prefix: str = "") -> pynini.Fst:
    return union([weighted(insert(prefix + s), VARIANT_COST * min(i, 1)) for i, s in enumerate(spoken)])


def _forms(written: pynini.Fst, spoken: tuple[str, ...], prefix: str = "") -> pynini.Fst:
    return written + _variants(spoken, prefix)


def spelled_reading(written: str, sg: tuple[str, ...], pl: tuple[str, ...]) -> tuple[str, ...] | None:
    """The readings of a unit written out as a word ("degrees", "foot", "metres"): the readings
    its singular and plural columns share ("degrees"; "meters" for "metres"), so the word keeps
    the number its writer gave it after any number ("45 degrees" is never "forty five degree",
    "2 foot" stays "two foot"). None for a symbol ("V", "°", "cm³"), whose reading agrees with
    the number. A row is spelled when its written form is letters (spaces, hyphens and periods
    allowed) and both columns list the same reading first, as the generated lists write them."""
    if not written.replace(" ", "").replace("-", "").replace(".", "").isalpha() or sg[:1] != pl[:1]:
        return None
    shared = tuple(v for v in sg if v in pl)
    return shared or None


def unit_forms(units: tuple[UnitRow, ...]) -> UnitForms:
    """Listed units plus square/cubic powers of length units; a unit written as a word reads
    as that word whatever the number (`spelled_reading`), its powers ("mile²", "sq miles")
    agree with the number as symbols do."""
    singular, plural = [], []
    for written, sg, pl, kind in units:
        own = spelled_reading(written, sg, pl)  # powers of a word agree with the number: "4 mile²"
        singular.append(_forms(delete(written), own or sg))
        plural.append(_forms(delete(written), own or pl))
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


#: A capital prefix glued to a unit symbol of one capital letter reads as an initialism in
#: running text ("3 PC games", "4 EV cars", "2 PT boats", "a 1970s TV show"), and such units are all
#: but never written: the training data spells all of its 90-odd standalone ones ("TV" 48 times,
#: "PC", "MA", "PA"). Only the pairs that spec sheets and energy statistics write are composed:
#: bytes at every capital prefix ("GB", "ZB"), watts and joules ("MW", "TW", "PJ"), and volts,
#: litres and newtons at kilo (the capital K of "KV", "KWh"), mega and giga ("MV", "GL", "MN"; IEA
#: and Australian water accounts, engine thrust). The symbols themselves stay units elsewhere ("12 V", "5 kV", "2 mA").
#: Zetta and yotta joules and watts too ("15 ZJ" of ocean heat content, NOAA and IPCC AR6; "384 YW",
#: the Sun's luminosity): SI Brochure, 9th ed. (2019), table 7; no initialism is written that way
#: after a number. (Exawatts stay out: "EW" is electronic warfare.)
CAPITAL_PAIR_UNITS = {"B": "KMGTPEZY", "W": "KMGTPZY", "J": "KMGTPEZY", "V": "KMG", "L": "KMG", "N": "KMG"}


def initialism_like(prefix: str, unit: str) -> bool:
    """True when prefix + unit is one capital letter before another that `CAPITAL_PAIR_UNITS`
    does not list ("P" + "C": "PC"), a form left out of the composed units."""
    return (len(prefix) == 1 and len(unit) == 1 and prefix.isupper() and unit.isupper()
            and prefix not in CAPITAL_PAIR_UNITS.get(unit, ""))


def _prefixes_for(prefixes: tuple[PrefixRow, ...], allowed: str) -> list[PrefixRow]:
    return [row for row in prefixes if row[2] in PREFIX_RANGES[allowed]]


def _spelled_bases(row: PrefixableRow) -> list[tuple[str, tuple[str, ...]]]:
    """(written spelled base, readings) of a prefixable unit: each one-word variant of its
    singular and plural reads as every variant of the same number ("metres" -> "meters|metres")."""
    _, sg, pl, _, _ = row
    out = []
    for variants in (sg, pl):
        words = tuple(v for v in variants if " " not in v)
        out += [(w, words) for w in words]
    return out


def composed_units(prefixes: tuple[PrefixRow, ...], prefixable: tuple[PrefixableRow, ...]
                   ) -> dict[str, tuple[tuple[str, ...], tuple[str, ...], str]]:
    """Every composed prefixed unit as Python data: {written: (singular readings, plural
    readings, kind)}, the same forms `prefixed_forms` builds (for tests, the tokenizer and the
    breadth set; the grammar itself concatenates small machines)."""
    out: dict[str, tuple[list[str], list[str], str]] = {}

    def add(written, sg, pl, kind):
        old = out.setdefault(written, ([], [], kind))
        old[0].extend(v for v in sg if v not in old[0])
        old[1].extend(v for v in pl if v not in old[1])

    symbolic: set[str] = set()  # symbol forms, which also take powers ("hm³", "sq km")
    spelled_prefixes = sorted({(words[0], row_range) for _, words, row_range in prefixes})
    for row in prefixable:
        written, sg, pl, kind, allowed = row
        for p_written, p_words, _ in _prefixes_for(prefixes, allowed):
            if initialism_like(p_written, written):
                continue
            symbolic.add(p_written + written)
            for p in p_words:
                add(p_written + written, [p + s for s in sg] + [p + " " + s for s in sg],
                    [p + s for s in pl] + [p + " " + s for s in pl], kind)
        for base, readings in _spelled_bases(row):
            for p, p_range in spelled_prefixes:
                if p_range in PREFIX_RANGES[allowed]:
                    spoken = [p + r for r in readings]
                    add(p + base, spoken, spoken, kind)
    for written in sorted(symbolic):
        sg, pl, kind = out[written]
        if kind in POWER_KINDS:
            for marks, power in ((("2", "²"), "square "), (("3", "³"), "cubic ")):
                for mark in marks:
                    add(written + mark, [power + s for s in sg], [power + s for s in pl], kind)
            for marks, power in ((("sq ", "sq. "), "square "), (("cu ", "cu. "), "cubic ")):
                for mark in marks:
                    add(mark + written, [power + s for s in sg], [power + s for s in pl], kind)
    return {w: (tuple(sg), tuple(pl), kind) for w, (sg, pl, kind) in out.items()}


def collisions(units: tuple[UnitRow, ...], composed: Mapping[str, tuple[tuple[str, ...], tuple[str, ...], str]]
               ) -> frozenset[str]:
    """Composed written forms that a listed unit reads as another unit (no reading in common)."""
    listed = {w: set(sg) | set(pl) for w, sg, pl, _ in units}
    return frozenset(w for w, (sg, pl, _) in composed.items()
                     if w in listed and not listed[w] & (set(sg) | set(pl)))


def prefixed_forms(prefixes: tuple[PrefixRow, ...], prefixable: tuple[PrefixableRow, ...],
                   exclude: frozenset[str] = frozenset(), only: frozenset[str] | None = None) -> UnitForms | None:
    """Prefix x unit as concatenations of small machines: symbol prefix + symbol unit, read joined
    ("kilojoule") or spaced ("kilo joule", at SPACED_PREFIX_COST), and spelled prefix word +
    spelled unit word ("kilojoules"); square/cubic powers for length units ("hm³", "sq km").
    Written forms in `exclude` are left out; with `only`, nothing but those forms is kept."""
    singular, plural = [], []
    glue = union([acc(""), weighted(insert(" "), SPACED_PREFIX_COST)])
    for allowed in PREFIX_RANGES:
        rows = [row for row in prefixable if row[4] == allowed]
        chosen = _prefixes_for(prefixes, allowed)
        if not rows or not chosen:
            continue
        symbol_prefix = union([delete(w) + union([insert(v) for v in words]) for w, words, _ in chosen])
        words = sorted({words[0] for _, words, _ in chosen})
        word_prefix = union([cross(p, p) for p in words])
        for kind in sorted({row[3] for row in rows}):
            of_kind = [row for row in rows if row[3] == kind]
            sg = symbol_prefix + glue + union([_forms(delete(w), s) for w, s, _, _, _ in of_kind])
            pl = symbol_prefix + glue + union([_forms(delete(w), p) for w, _, p, _, _ in of_kind])
            spelled = word_prefix + union([delete(b) + _variants(readings)
                                           for row in of_kind for b, readings in _spelled_bases(row)])
            forms = [(sg, pl), (spelled, spelled)]
            if kind in POWER_KINDS:
                for marks, power in ((("2", "²"), "square "), (("3", "³"), "cubic ")):
                    mark = union([delete(m) for m in marks])
                    forms.append((insert(power) + sg + mark, insert(power) + pl + mark))
                for marks, power in ((("sq ", "sq. "), "square "), (("cu ", "cu. "), "cubic ")):
                    mark = union([cross(m, power) for m in marks])
                    forms.append((mark + sg, mark + pl))
            singular += [f[0] for f in forms]
            plural += [f[1] for f in forms]
    if not singular:
        return None
    sg, pl = union(singular).optimize(), union(plural).optimize()
    if exclude or only is not None:
        written = pynini.project(union([sg, pl]), "input").optimize()
        if only is not None:
            keep = union([acc(w) for w in only]).optimize() if only else None
            if keep is None:
                return None
            written = pynini.intersect(written, keep)
        if exclude:
            written = pynini.difference(written, union([acc(w) for w in exclude]).optimize())
        written = written.optimize()
        sg, pl = (written @ sg).optimize(), (written @ pl).optimize()
    return UnitForms(singular=sg, plural=pl)


def merge(*forms: UnitForms | None) -> UnitForms:
    """Union of unit forms (None entries skipped)."""
    forms = [f for f in forms if f is not None]
    return UnitForms(singular=union([f.singular for f in forms]).optimize(),
                     plural=union([f.plural for f in forms]).optimize())


def _per(lead: str = " ") -> pynini.Fst:
    """The ratio mark, read "per" (preceded by `lead` and followed by a space)."""
    spoken = lead + "per "
    return union([cross("/", spoken), cross(" / ", spoken), cross(" per ", spoken),
                  cross("/ ", spoken), cross("per ", spoken)])


#: Spoken letters of unit names (`_indefinite` and `_counted_fraction` read over them).
_SPOKEN_CHARS = "abcdefghijklmnopqrstuvwxyz '-"


def compound(forms: UnitForms, denominators: UnitForms | None = None, rates: UnitForms | None = None) -> UnitForms:
    """U, U/V, U·V, and R p V for the units `rates` ("kbps", "GBph"): the number agrees with U
    (with V in a product "U·V"); a denominator V (from `denominators`, default `forms`) is
    read singular, one of it ("mg/kg" -> "milligrams per kilogram", "kg/m2" -> "kilograms per
    square meter", never "per kilograms" nor "per square meters": NIST SP 811 §9.6, "per" is
    followed by one unit). Kestrel's plural "per square kilometers" belongs to a ratio with no
    unit before the slash ("578.3/km2", in the training data), which `build` reads. A
    denominator may be a product of units ("J/kg·K" -> "joules per kilogram kelvin", the SI
    Brochure's unit of specific heat capacity)."""
    denominators = denominators or forms
    product = union([cross("·", " "), cross("⋅", " ")])
    denominator = denominators.singular + pynini.closure(product + denominators.singular, 0, 1)
    ratio = _per() + denominator
    singular = forms.singular + pynini.closure(product + denominators.singular, 0, 1)
    plural = union([forms.plural, forms.singular + product + denominators.plural])
    if rates is not None:
        p_denominator = cross("p", " per ") + union([delete(w) + union([insert(s) for s in sg])
                                                     for w, sg in P_DENOMINATORS])
        singular = union([singular, rates.singular + p_denominator])
        plural = union([plural, rates.plural + p_denominator])
    # a second denominator ("mg/kg/day" -> "milligrams per kilogram per day", a dose by body
    # weight and time; "mL/kg/h")
    return UnitForms(
        singular=(singular + pynini.closure(ratio, 0, 2)).optimize(),
        plural=(plural + pynini.closure(ratio, 0, 2)).optimize(),
    )


#: Unit words said with "an" ("half an inch", "half an hour"); the others take "a" ("half a unit").
_AN_STARTS = ("a", "e", "i", "o", "hour")


def _indefinite(singular: pynini.Fst) -> pynini.Fst:
    """" a " or " an " before a unit's singular reading, as its first sound asks ("half an inch",
    "half a mile"; "half a inch" was licensed first)."""
    rest = pynini.closure(union([acc(c) for c in _SPOKEN_CHARS]))
    vowel_start = union([acc(start) for start in _AN_STARTS]) + rest
    consonant_start = pynini.difference(rest, vowel_start).optimize()
    return union([insert(" an ") + (singular @ vowel_start.optimize()), insert(" a ") + (singular @ consonant_start)])


#: Fraction words that, said first, leave a fraction before a unit without its count: "¼ tsp" is
#: "one quarter teaspoon" or "a quarter ...", never "quarter teaspoon" (the one training token of
#: "¼", proteno_regrouped, reads "one quarter"; "half" keeps its own rule, "half a c c").
UNCOUNTED_FRACTION_WORDS = ("quarter", "fourth", "third")


def _counted_fraction(fraction: pynini.Fst) -> pynini.Fst:
    """`fraction` less the readings that start with a bare fraction word
    (`UNCOUNTED_FRACTION_WORDS`): before a unit the count is said ("one quarter teaspoon")."""
    sigma = pynini.union(*_SPOKEN_CHARS).closure()
    bare = union([acc(word) + pynini.closure(acc(" ") + sigma, 0, 1) for word in UNCOUNTED_FRACTION_WORDS])
    counted = pynini.difference(sigma, bare).optimize()
    return (fraction @ counted).optimize()


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


def unit_compounds(units: tuple[UnitRow, ...], spaced_only: frozenset[str] = frozenset(),
                   prefixes: tuple[PrefixRow, ...] = (), prefixable: tuple[PrefixableRow, ...] = ()
                   ) -> tuple[UnitForms, UnitForms, UnitForms | None]:
    """(every unit with its ratios and products, the units that may follow a number attached or
    spaced, the spaced-only units or None): the unit forms `build` puts after a number."""
    composed = composed_units(prefixes, prefixable) if prefixes and prefixable else {}
    clashes = collisions(units, composed) | frozenset(
        p[0] + row[0] for row in prefixable for p in prefixes if initialism_like(p[0], row[0]))
    spaced_composed = frozenset(w for w in composed if w in spaced_only) - clashes
    composed_attachable = prefixed_forms(prefixes, prefixable, clashes | spaced_composed) if composed else None
    composed_spaced = (prefixed_forms(prefixes, prefixable, clashes, only=spaced_composed)
                       if spaced_composed else None)
    attachable = tuple(u for u in units if u[0] not in spaced_only)
    spaced = tuple(u for u in units if u[0] in spaced_only)
    every = merge(unit_forms(units), composed_attachable, composed_spaced)
    data = tuple(row for row in prefixable if row[3] == "data")
    rates = prefixed_forms(prefixes, data, clashes | spaced_composed) if composed and data else None
    forms = compound(every, rates=rates)
    lead_forms = compound(merge(unit_forms(attachable), composed_attachable), every, rates) if spaced else forms
    spaced_forms = compound(merge(unit_forms(spaced), composed_spaced), every) if spaced else None
    return forms, lead_forms, spaced_forms


def number_counts(numbers: Numbers) -> tuple[pynini.Fst, pynini.Fst]:
    """(one, many): the number 1 ("one", "minus one") and every other number a unit may follow
    (cardinals, decimals, "600 billion", mixed numbers)."""
    one = union([cross("1", "one"), cross("-1", "minus one"), cross("−1", "minus one")])
    not_one = pynini.difference(pynini.project(numbers.number, "input"), pynini.project(one, "input"))
    return one, union([not_one @ numbers.number, numbers.scaled, numbers.mixed])


def build_bare_units(units: tuple[UnitRow, ...], spaced_only: frozenset[str] = frozenset(),
                     prefixes: tuple[PrefixRow, ...] = (), prefixable: tuple[PrefixableRow, ...] = ()
                     ) -> pynini.Fst:
    """BARE_UNIT: a unit symbol with no number of its own -> its name, the plural first and the
    singular second ("m/s" -> "meters per second" | "meter per second"; `BARE_SINGULAR_COST`): a
    context rule, said where the sentence gives the number in another token ("3 × 10^8 m/s":
    `tnfst.everyday_context`, the plural) or calls for a unit ("per m²" -> the singular, "in
    km/h" -> the plural: `tnfst.bare_units`); elsewhere "m/s" is left to the other grammars."""
    forms, _, _ = unit_compounds(units, spaced_only, prefixes, prefixable)
    return union([forms.plural, weighted(forms.singular, BARE_SINGULAR_COST)]).optimize()


def build_count_units(numbers: Numbers, rows: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]
                      ) -> pynini.Fst:
    """COUNT_UNIT: a number and an abbreviation of a count of things (measure/count_unit.tsv:
    "20 pc" -> "twenty pieces", "1 pc" -> "one piece"), the form agreeing with the number first:
    a context rule, said where the sentence is not about astronomy (`tnfst.everyday_context`;
    elsewhere the grammar's "pc" is the parsec)."""
    one, many = number_counts(numbers)
    return _agree(one, many, unit_forms(tuple((w, sg, pl, "count") for w, sg, pl in rows))).optimize()


def build_alternatives(numbers: Numbers, measure: pynini.Fst) -> pynini.Fst:
    """MEASURE_OR: two values of one quantity written with a slash before its unit ("50/60 Hz" ->
    "fifty or sixty hertz", "110/220 V"): the first number, "or", then the measure the second
    number and the unit make (`measure`, the MEASURE rule). A context rule: "1/2 cup" is a
    fraction, which the MEASURE rule reads."""
    _, many = number_counts(numbers)
    return (many + cross("/", " or ") + measure).optimize()


def _pace(numbers: Numbers) -> pynini.Fst:
    """Minutes and seconds of a pace before "/unit" ("9:30/mile" -> "nine thirty" | "nine minutes
    thirty seconds", "5:00/km" -> "five minutes"): a runner's time per mile or kilometer, said as
    a clock says minutes and seconds ("6:01" -> "six o one"); minutes 1-59, seconds 00-59."""
    def cardinals(low: int, high: int) -> pynini.Fst:
        return (union([acc(str(n)) for n in range(low, high + 1)]) @ numbers.cardinal).optimize()

    seconds = union([delete("0") + insert("o ") + cardinals(1, 9), cardinals(10, 59)])
    compact = cardinals(1, 59) + cross(":", " ") + seconds
    minute_count = union([cross("1", "one minute"), cardinals(2, 59) + insert(" minutes")])
    second_count = union([cross("01", "one second"), delete("0") + cardinals(2, 9) + insert(" seconds"),
                          cardinals(10, 59) + insert(" seconds")])
    counted = minute_count + union([cross(":00", ""), cross(":", " ") + second_count])
    return union([compact, weighted(counted, NON_AGREEING_COST)]).optimize()


def build(numbers: Numbers, units: tuple[UnitRow, ...], spaced_only: frozenset[str] = frozenset(),
          prefixes: tuple[PrefixRow, ...] = (), prefixable: tuple[PrefixableRow, ...] = ()) -> pynini.Fst:
    """The MEASURE transducer: written token -> spoken reading.

    Units in `spaced_only` are read only after a space when they follow the number
    ("30 s", but not "1990s"); everywhere else (ratios, "per") they behave as listed.
    `prefixes` x `prefixable` are composed (see the module docstring).
    """
    forms, lead_forms, spaced_forms = unit_compounds(units, spaced_only, prefixes, prefixable)
    spaced = tuple(u for u in units if u[0] in spaced_only)
    one, many = number_counts(numbers)
    # the upper end may be one ("0.5–1 kg" -> "zero point five to one kilograms": a range is plural)
    ranges = (many | one) + union([cross("-", " to "), cross("–", " to "), cross(" - ", " to "),
                                   cross(" – ", " to "), cross(" to ", " to ")]) + (many | one)
    dimensions = (many | one) + union([cross("x", " by "), cross(" x ", " by "), cross("×", " by "),
                                       cross(" × ", " by ")]) + many
    fraction = _counted_fraction(numbers.fraction)
    half = numbers.half + pynini.closure(delete(" "), 0, 1) + _indefinite(forms.singular)
    feet = [(written, sg, pl) for written, sg, pl, _ in units if written in ("'", "′")]
    inches = [(written, sg, pl) for written, sg, pl, _ in units if written in ('"', "″")]
    # "4 x 1 km", "6 x 1 mile": repeats of one unit (a training log's intervals), the unit singular;
    # spaced only (glued, "0x1F" is a hexadecimal number)
    one_repeated = (many | one) + union([cross(" x ", " by "), cross(" × ", " by ")]) + one
    parts = [
        _agree(union([one, one_repeated]), union([many, ranges, dimensions]), lead_forms, spaced_forms),
        _agree(fraction, fraction, forms),  # "1/2 cc": "one half c c" (either form)
        # "1/4-1/2 cup", "3/8–1/2 in": a range of fractions, "one quarter to one half cup"
        _agree(fraction + union([cross("-", " to "), cross("–", " to ")]) + fraction,
               fraction + union([cross("-", " to "), cross("–", " to ")]) + fraction, forms),
        half,
        # "578.3/km2" -> "... per square kilometers" (Kestrel reads the plural here)
        (one | many) + _per() + union([forms.singular, forms.plural]),
        weighted(_per("") + forms.singular, BARE_UNIT_COST),  # "/km²", "per km"
        weighted(_per("") + forms.plural, NON_AGREEING_COST),
    ]
    # "a 5-lb bag", "a 24-hr shift", "a 10-km race", "a 3/4-in. pipe": a number joined to its unit by
    # a hyphen is an adjective, read with the singular unit alone ("a five pound bag", never "a five
    # pounds bag": licensed, the plural was the model's choice). Only units of two or more
    # characters or one lowercase letter ("100-m dash"): "10-K" (a filing), "3-D", "5-G" are no
    # measures.
    adjective = _hyphen_units(lead_forms, units)
    parts.append((one | many | fraction | numbers.half | dimensions) + cross("-", " ") + adjective.singular)
    marked = tuple(u for u in units if u[0] in RANGE_MARKS)
    if marked:  # "4.25%-4.5%", "30°-35°": a range with the mark on both ends, each said ("... percent to ... percent")
        each = _agree(one, many, unit_forms(marked))
        parts.append(each + union([cross("-", " to "), cross("–", " to ")]) + each)
    seconds = tuple(u for u in spaced if u[0] == "s")
    if seconds:  # "9.58s": a decimal before an attached "s" is seconds (a year before it is a decade: "1990s")
        parts.append(numbers.decimal + insert(" ") + unit_forms(seconds).plural)
    if feet and inches:
        def agreeing(rows, k):  # "1'" -> "one foot", "6'" -> "six feet": the unit agrees with its number
            return union([one + union([delete(w) + insert(" " + sg[k]) for w, sg, _pl in rows if k < len(sg)]),
                          many + union([delete(w) + insert(" " + pl[k]) for w, _sg, pl in rows if k < len(pl)])])

        # the two marks are read as one pair of units: feet and inches, or minutes and seconds
        # (an angle), never "five minutes eleven inches"
        pairs = min(min(len(sg) for _w, sg, _pl in feet), min(len(sg) for _w, sg, _pl in inches))
        parts.append(union([agreeing(feet, k) + pynini.closure(delete(" "), 0, 1) + insert(" ") + agreeing(inches, k)
                            for k in range(pairs)]))
    parts.append(hours_and_minutes(one, many))
    parts.append(_pace(numbers) + _per() + forms.singular)
    stone = tuple(u for u in spaced if u[0] == "st")
    if stone:  # "14st 2lb": "st" glued to a number whose ordinal is not "...st" is stones ("21st" stays an ordinal)
        not_st = pynini.difference(pynini.project(many, "input"),
                                   pynini.closure(chars("0123456789,"), 0) + acc("1")
                                   ).optimize()
        eleven = pynini.closure(chars("0123456789,"), 0) + acc("11")
        counts = union([not_st, eleven.optimize()]) @ many
        parts.append(counts + insert(" ") + unit_forms(stone).plural
                     + pynini.closure(_optional_space() + _counted_unit(one, many, ("lb", "lbs"), ("pound", "pounds")), 0, 1))
    spelled_height = feet_and_inches(units, one, many)
    if spelled_height is not None:
        parts.append(spelled_height)
    # "±0.5 mm" -> "plus or minus zero point five millimeters": a tolerance before any measure, its
    # sign also written "+/-" and apart from the number ("+/- 2 mm", as `tnfst.tokenize` joins it);
    # "+1.5 s" -> "plus one point five seconds": a gain or a gap
    tolerance = drop(union([acc("±"), acc("+/-"), acc("+/−")]) + pynini.closure(acc(" "), 0, 1)) + insert("plus or minus ")
    plus_minus = pynini.closure(union([tolerance, cross("+", "plus ")]), 0, 1)
    return plus_minus + union(parts) + trailing_punctuation()


#: Unit symbols that a hyphen joins to a number as another word: "a 3-pt shot", "12-pt type" (points,
#: not pints).
NOT_HYPHEN_UNITS = ("pt",)


def _hyphen_units(forms: UnitForms, units: tuple[UnitRow, ...]) -> UnitForms:
    """`forms` without the units written as one character other than a lowercase letter ("K",
    "D", "G", "%", "'") or in `NOT_HYPHEN_UNITS`: those a hyphen joins to a number are names ("10-K",
    "3-D"), not units."""
    lone = [acc(w) for w, _sg, _pl, _kind in units if len(w) == 1 and not w.islower()]
    lone += [acc(w) for w in NOT_HYPHEN_UNITS]
    written = pynini.project(forms.singular, "input").optimize()
    if lone:
        written = pynini.difference(written, union(lone).optimize()).optimize()
    return UnitForms(singular=(written @ forms.singular).optimize(), plural=(written @ forms.plural).optimize())


#: The readings of a compound of feet and inches ("6 ft 10 in"): the unit words said,
#: whatever abbreviation or spelling the unit list gives the row.
FOOT_WORDS = ("foot", "feet")
INCH_WORDS = ("inch", "inches")


def _lettered_rows(units: tuple[UnitRow, ...], words: tuple[str, str]) -> list[str]:
    """The written forms in letters (one word: "ft", "feet", "in") of the length units whose
    readings are `words` (singular, plural): the feet or the inch rows of the unit list."""
    single, plural = words
    return [w for w, sg, pl, kind in units
            if kind in POWER_KINDS and w.isalpha() and single in sg and plural in pl]


def feet_and_inches(units: tuple[UnitRow, ...], one: pynini.Fst, many: pynini.Fst) -> pynini.Fst | None:
    """A length in feet and inches written with the unit letters or words ("6 ft 10 in", "5 ft.
    2 in.", "6ft 2in", "5 feet 2 inches"): "six feet ten inches", each unit agreeing with its
    number ("one foot one inch"; only that form: a height has one reading). A period may
    follow each unit ("ft.", "in."; the last one is the token's trailing punctuation). None
    when the unit list has no such rows."""
    feet, inches = _lettered_rows(units, FOOT_WORDS), _lettered_rows(units, INCH_WORDS)
    if not feet or not inches:
        return None
    period = pynini.closure(delete("."), 0, 1)
    return (_counted_unit(one, many, feet, FOOT_WORDS) + period + _optional_space()
            + _counted_unit(one, many, inches, INCH_WORDS)).optimize()


def _optional_space() -> pynini.Fst:
    """An optional space in the written token, one space in the reading."""
    return pynini.closure(delete(" "), 0, 1) + insert(" ")


def _counted_unit(one: pynini.Fst, many: pynini.Fst, written, words: tuple[str, str]) -> pynini.Fst:
    """A number and a unit written as any of `written`, the unit said in `words` (singular,
    plural) agreeing with the number: `one` reads the singular ("1 ft" -> "one foot"), `many`
    the plural ("6 ft" -> "six feet"); a space between them optional."""
    unit = union([delete(w) for w in written])
    space = _optional_space()
    return union([one + space + unit + insert(words[0]), many + space + unit + insert(words[1])])


#: Unit forms of a duration in hours and minutes ("2h 45m", "1 hr 30 min", "3hrs 20mins"): in
#: this compound alone "m" is minutes (elsewhere it is meters).
HOUR_FORMS = ("h", "hr", "hrs")
MINUTE_FORMS = ("m", "min", "mins")


def hours_and_minutes(one: pynini.Fst, many: pynini.Fst) -> pynini.Fst:
    """A duration in hours and minutes ("2h 45m" -> "two hours forty five minutes", "1 hr 1 min"
    -> "one hour one minute"): each unit agreeing with its number, one reading; at most 59
    minutes."""
    under_sixty = union([acc(str(m)) for m in range(60) if m != 1])
    hours = _counted_unit(one, many, HOUR_FORMS, ("hour", "hours"))
    minutes = _counted_unit(one, (under_sixty @ many).optimize(), MINUTE_FORMS, ("minute", "minutes"))
    return (hours + delete(" ") + insert(" ") + minutes).optimize()


#: Punctuation a token may carry at its end ("40.8 MW,", "5 ft."): read as nothing.
TRAILING = ",.;:"


def trailing_punctuation() -> pynini.Fst:
    """Deletes one optional trailing punctuation mark of TRAILING."""
    return pynini.closure(union([delete(c) for c in TRAILING]), 0, 1)
