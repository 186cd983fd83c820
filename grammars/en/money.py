"""MONEY: an amount and a currency, read amount first ("£5" -> "five pounds").

Two transducers, applied as a cascade by the loader:
  MONEY_PREFIX moves a leading currency to the end ("$1.5m" -> "1.5m $",
  "-$5" -> "-5 $"), so that per currency only a tiny machine is copied;
  MONEY reads amount + currency ("1.5m $" -> "one point five million dollars",
  "2.50 $" -> "two dollars fifty cents" | "two point five o dollars").

Scale words may follow the amount ("$17.5 BILLION", "£99Billion", "Rs 45 crore") or the
currency ("93.4 EURbn", "8130 USD M"), in any case the scale lists hold, and may stand
without an amount ("USD million", "GBP m" -> "million dollars", "million pounds").

A range of prices reads "to" between its ends ("$5-$10" -> "five dollars to ten dollars" |
"five to ten dollars", "$5-10" -> "five to ten dollars", "$5-10 million", "10-15 EUR"; an end
with cents is read with them: "$3.49-$3.89" -> "three dollars forty nine cents to three dollars
eighty nine cents", "$50.00-$100.00" -> "fifty dollars to one hundred dollars"):
MONEY_PREFIX moves the currency of "$5-$10" after the range ("5-10 $") or after each end
("5 $-10 $"). No training example; the model read "$5-$10" "dollars five dollars ten".

A rate may follow ("$15/month", "€3.50/kg", "$99/night"): "/" reads "per" and the unit
after it is a listed measure unit read in the singular ("fifteen dollars per month",
"three euros fifty cents per kilogram"), as MEASURE reads its denominators, or a count
noun of money/rate_unit.tsv ("per night", "per share"). The training
data has no such token; unconstrained, the model read "$15/month" "dollars fifteen slash
month".

Known limitations: minor units only for two-decimal amounts of currencies in
minor.tsv; no amounts with the currency in the middle
("5$50"); a rate's unit is one listed unit (no SI-prefixed composition, no "per 100 km").
"""

from __future__ import annotations

import re

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers, point_groups

#: Cost of the currency form that does not agree with the amount ("one dollars").
NON_AGREEING_COST = 1.0
#: Cost of "and" between major and minor units ("two dollars and fifty cents"),
#: which Kestrel does not say but speakers do.
AND_COST = 0.5

CurrencyRow = tuple[str, tuple[str, ...], tuple[str, ...], str]  # written, sg, pl, position
MinorRow = tuple[str, tuple[str, ...], tuple[str, ...]]           # currency, sg, pl

#: Punctuation a token may carry at its end ("$5m,", "5 USD."): read as nothing.
TRAILING = ",.;:"
#: A plus after an amount, "or more" ("orders $35+", "£1m+"): said "plus" after the currency (the
#: number guard read the signs in written order: "dollars thirty five plus").
MORE = "+"
#: A currency code that may carry a scale after it ("93.4 EURbn").
CODE = re.compile(r"[A-Z]{3}")
#: Characters of a rate's unit after "/" ("$15/month", "$3/sq ft").
RATE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ .²³23"
#: Dashes between the two ends of a range of prices ("$5-$10", "$5-10", "€10–€20").
RANGE_DASHES = "-–"
#: Characters an amount may consist of, between a prefix currency and the end.
AMOUNT_CHARS = "0123456789.,-− abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def prefix_mover(currencies: tuple[CurrencyRow, ...]) -> pynini.Fst:
    """"$5" -> "5 $": a leading currency (after an optional sign) moves to the end."""
    sign = pynini.closure(chars("-−"), 0, 1)
    any_chars = pynini.closure(chars(AMOUNT_CHARS))
    # an amount has a digit ("$5", "US$ 5m"); without one only a spaced scale may follow
    # ("USD million", "GBP m"), so that "CHEK" is not the code CHE + K
    rest = union([any_chars + chars("0123456789") + any_chars,
                  delete(" ") + pynini.closure(chars(AMOUNT_CHARS), 1)])
    # a trailing mark stays at the end ("$5," -> "5 $,"), where MONEY reads it as nothing
    rest = (any_chars + chars(AMOUNT_CHARS.replace(".", "").replace(",", ""))).optimize() @ rest.optimize()
    # "and more" ("$35+", "£1m+") stays after the moved currency too ("35 $+"), where MONEY says "plus"
    tail = pynini.closure(acc(MORE), 0, 1) + pynini.closure(chars(TRAILING), 0, 1)
    # a rate stays after the moved currency ("$15/month" -> "15 $/month"), where MONEY reads it
    rate = pynini.closure(acc("/") + pynini.closure(chars(RATE_CHARS), 1), 0, 1)
    space = pynini.closure(delete(" "), 0, 1)
    # after a code of letters, a hyphen glued to it joins an identifier ("CVE-2024-3094", a CVE
    # number, not "minus 2024 ... escudos"): no sign there, only after a space ("USD -5")
    unsigned = (chars(AMOUNT_CHARS.replace("-", "").replace("−", "")) + any_chars).optimize() @ rest
    after_code = union([delete(" ") + rest, unsigned]).optimize()
    dash = chars(RANGE_DASHES)
    movers, shared = [], []
    for written, _, _, position in currencies:
        if position in ("prefix", "both"):
            after = after_code if written[-1].isalpha() else space + rest
            movers.append(delete(written) + after + insert(" " + written))
            # "$5-$10" -> "5-10 $": the currency said once, after the range
            shared.append(delete(written) + after + dash + delete(written) + space + rest
                          + insert(" " + written))
    single = union(movers).optimize()
    # "$5-$10" -> "5 $-10 $" as well: each end a price of its own ("$2.50-$3.00"); "$5-10" is
    # moved whole by `single` ("5-10 $")
    ranges = union([union(shared), single + dash + single]).optimize()
    return (sign + union([single, ranges]) + rate + tail).optimize()


def _unweighted_inputs(fst: pynini.Fst) -> pynini.Fst:
    """The written side of `fst` as an unweighted deterministic acceptor (for a difference)."""
    inputs = pynini.arcmap(pynini.project(fst, "input").optimize(), map_type="rmweight")
    return pynini.determinize(pynini.rmepsilon(inputs)).minimize()


#: Cost of each later spoken variant of a currency (ranks "dollars" before "us dollars").
VARIANT_COST = 0.05


def _variants(variants: tuple[str, ...]) -> pynini.Fst:
    """" v1" | " v2" ...: the first variant at no cost, the others at VARIANT_COST."""
    return union([weighted(insert(" " + v), VARIANT_COST * min(i, 1)) for i, v in enumerate(variants)])


def _names(written: str, variants: tuple[str, ...]) -> pynini.Fst:
    return delete(written) + _variants(variants)


def _minor_amount(numbers: Numbers, sg: tuple[str, ...], pl: tuple[str, ...]) -> pynini.Fst:
    """Two fractional digits read as minor units: "05" -> "five cents", "01" -> "one cent"."""
    many = pynini.difference(pynini.project(numbers.one_to_99, "input"), acc("1")) @ numbers.one_to_99
    minor = union([
        delete("01") + insert("one") + union([insert(" " + s) for s in sg]),
        delete("0") + many + union([insert(" " + p) for p in pl]),
        pynini.difference(pynini.project(many, "input"), chars("23456789")) @ many
        + union([insert(" " + p) for p in pl]),
    ])
    # exactly two digits: "$3.599" (a gas price) is never "three dollars fifty nine cents" and
    # "$2.035" never "two dollars thirty five cents" ("0" + "35" read three digits as two)
    return (chars("0123456789") + chars("0123456789")).optimize() @ minor


ScaleRow = tuple[str, tuple[str, ...]]  # written, spoken ("bn" -> "billion")


def _scale_after_currency(numbers: Numbers, currencies: tuple[CurrencyRow, ...],
                          scales: tuple[ScaleRow, ...]) -> pynini.Fst:
    """"93.4 EURbn", "8130 USD M" -> amount, scale, currency (plural); and "million USD" (a
    scale alone, also from "USD million" moved by MONEY_PREFIX) -> "million dollars"."""
    space = pynini.closure(delete(" "), 0, 1)
    scale = union([cross(w, v) for w, variants in scales for v in variants]).optimize()
    amount = pynini.difference(pynini.project(numbers.amount, "input"),
                               (pynini.closure(chars(AMOUNT_CHARS))
                                + chars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")).optimize())
    plain = (amount.optimize() @ numbers.amount).optimize()
    # only letter codes take the scale after them ("EURbn", "USD M"); one copy of the scale
    # machine per code, so symbols ("$", "HK$") are left out to keep the rule small
    per_currency = union([delete(w) + space + scale + _variants(pl)
                          for w, _, pl, _ in currencies if CODE.fullmatch(w)]).optimize()
    plural = union([_names(w, pl) for w, _, pl, _ in currencies])
    return union([
        plain + space + insert(" ") + per_currency,
        # a scale alone needs the space MONEY_PREFIX puts before the moved code ("USD m" ->
        # "m USD"): joined, "brand" would be "b" + "rand" and "Manga" "M" + "anga"
        scale + delete(" ") + plural,
    ])


def rate_units(measure_units: pynini.Fst, nouns: tuple[tuple[str, tuple[str, ...]], ...]) -> pynini.Fst:
    """What a rate's "/" may be followed by: MEASURE's units in the singular ("kg" -> "kilogram") and
    the count nouns of money/rate_unit.tsv ("night", "mo" -> "month"), first variant at no cost."""
    listed = [delete(written) + union([weighted(insert(s), VARIANT_COST * min(i, 1)) for i, s in enumerate(spoken)])
              for written, spoken in nouns]
    return union([measure_units] + listed).optimize()


def build(numbers: Numbers, currencies: tuple[CurrencyRow, ...], minors: tuple[MinorRow, ...],
          scales: tuple[ScaleRow, ...] = (), rate_units: pynini.Fst | None = None) -> pynini.Fst:
    """The MONEY transducer over amount-first tokens ("5 $", "5 USD", "5€"); with `scales`,
    also the scale after the currency and the scale without an amount; with `rate_units`
    (written unit -> its singular reading, e.g. MEASURE's
    `unit_forms(...).singular`), also a rate after the currency ("15 $/month")."""
    space = pynini.closure(delete(" "), 0, 1)
    one = union([cross("1", "one"), cross("-1", "minus one"), cross("−1", "minus one")])
    amounts = numbers.amount
    many = pynini.difference(pynini.project(amounts, "input"), pynini.project(one, "input")) @ amounts
    singular = union([_names(w, sg) for w, sg, _, _ in currencies])
    plural = union([_names(w, pl) for w, _, pl, _ in currencies])
    parts = [
        one + space + singular,
        weighted(one + space + plural, NON_AGREEING_COST),
        many + space + plural,
        weighted(many + space + singular, NON_AGREEING_COST),
    ]
    if scales:
        parts.append(_scale_after_currency(numbers, currencies, scales))
    by_currency = {row[0]: row for row in currencies}
    continental_groups = point_groups(0)  # "1.500" -> "1,500", "12" -> "12"
    cents = []
    for written, minor_sg, minor_pl in minors:
        _, sg, pl, _ = by_currency[written]
        minor = _minor_amount(numbers, minor_sg, minor_pl)
        joiner = union([insert(" "), weighted(insert(" and "), AND_COST)])
        majors = union([
            one + union([insert(" " + s) for s in sg]),
            (pynini.difference(pynini.project(numbers.cardinal, "input"), acc("1") | acc("0"))
             @ numbers.cardinal) + union([insert(" " + p) for p in pl]),
        ])
        # continental European writing: thousands points, a decimal comma ("€1.500,00", "12,50 €";
        # CLDR's number symbols for de, es, fr, it, nl, pt), the comma before exactly two digits
        continental = continental_groups @ majors
        amount = union([
            majors + delete(".") + joiner + minor,
            majors + delete(".00"),
            delete("0.") + minor,
            delete(".") + minor,
            continental + delete(",") + joiner + minor,  # two digits: never "2,035", a thousands comma
            continental + delete(",00"),
        ])
        parts.append(amount + space + delete(written))
        cents.append(amount + space + delete(written))
    single = union(parts).optimize()
    # an end of a range with two decimals of a currency with minor units is read with them
    # ("$150.25-$250.67" -> "one hundred fifty dollars twenty five cents to ...", never "one
    # hundred fifty point two five dollars to ..."), as each end's other side is; other ends as alone
    with_cents = union(cents).optimize()
    cents_inputs = _unweighted_inputs(with_cents)
    end = union([with_cents, pynini.difference(_unweighted_inputs(single), cents_inputs) @ single]).optimize()
    # a range said with its currency once ("five to ten dollars") only for ends without cents
    two_decimals = pynini.closure(chars("0123456789,.")) + acc(".") + chars("0123456789") + chars("0123456789")
    whole_amounts = pynini.difference(_unweighted_inputs(amounts), two_decimals.optimize()) @ amounts
    to = union([cross(d, " to ") for d in RANGE_DASHES])
    # a range of prices: "5-10 $" (MONEY_PREFIX's "$5-10", "$5-$10") -> "five to ten dollars";
    # "5 $-10 $" ("$5-$10") -> "five dollars to ten dollars"; "$5-10 million" -> "five to ten
    # million dollars". The training data has no such token; the model read "$5-$10" "dollars
    # five dollars ten" and "$5-10" "dollars five minus one o".
    ranges = union([whole_amounts + to + whole_amounts + space + plural, end + to + end])
    money = union([single, ranges])
    if rate_units is not None:
        money = money + pynini.closure(cross("/", " per ") + rate_units, 0, 1)
    money = money + pynini.closure(cross(MORE, " plus"), 0, 1)  # "$35+" -> "thirty five dollars plus"
    return money + pynini.closure(union([delete(c) for c in TRAILING]), 0, 1)


def build_multibuy(numbers: Numbers, mover: pynini.Fst, money: pynini.Fst) -> pynini.Fst:
    """MULTIBUY: a count, a slash and the price of that many, as grocery flyers and shelf tags
    write a multi-buy offer ("3/$5" -> "three for five dollars", "2/£7.50"; the "N for $M" of the
    same flyers): a count of 1-99 and a price with a leading sign (`mover`, the MONEY_PREFIX rule,
    then `money`, the MONEY rule, as "$5" alone is read).
    A context rule (`tnfst.grocery`); elsewhere "3/5" is a fraction or a date."""
    count = (union([acc(str(n)) for n in range(1, 100)]) @ numbers.cardinal).optimize()
    digit = chars("0123456789")
    price = (union([acc("$"), acc("£"), acc("€")]) + pynini.closure(digit | acc(","), 1, 7)
             + pynini.closure(acc(".") + digit + digit, 0, 1))
    return (count + cross("/", " for ") + (price @ mover @ money)).optimize()
