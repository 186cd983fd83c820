"""Number readings in the Google (Kestrel) style.

"123" -> "one hundred twenty three" (no "and"), "1,046" -> "one thousand forty six",
"82.55" -> "eighty two point five five", "0.001251" -> "zero point o o one two five one",
"-3" -> "minus three", "600 billion" -> "six hundred billion", "1/2" -> "one half".

Every builder is a pure function of the lists it reads (written, spoken variants),
returning a pynini transducer written -> spoken over UTF-8 code points.

A decimal comma ("3,5" -> "three point five", `decimal_comma`) is read where the comma cannot
group thousands. Known limitations: no European thousands separators ("1.000,5", "10 000"), no ordinals,
no "fifteen hundred" readings of four-digit numbers.
"""

from __future__ import annotations

import dataclasses

import pynini

from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, mapping, union, weighted

Pairs = tuple[tuple[str, tuple[str, ...]], ...]

#: Cost of a licensed but less usual variant (e.g. "zero" for a fractional 0, where
#: Kestrel says "o"; "zero point five" for ".5"): ranks it after the usual reading.
VARIANT_COST = 0.5


@dataclasses.dataclass(frozen=True)
class NumberLists:
    """The number lists, as (written, spoken variants) pairs."""

    digit: Pairs          # "1" -> ("one",)
    teen: Pairs           # "15" -> ("fifteen",)
    ty: Pairs             # "2" -> ("twenty",)
    zero_cardinal: tuple[str, ...]    # ("zero",)
    zero_fractional: tuple[str, ...]  # ("o", "zero"), first preferred
    scale: Pairs          # "2" (groups that follow) -> ("million",)
    scale_word: Pairs     # "billion" -> ("billion",)
    scale_abbr: Pairs     # "bn" -> ("billion",)
    fraction_char: Pairs  # "½" -> ("one half", "half")
    denominator: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]  # "4" -> sg, pl


@dataclasses.dataclass(frozen=True)
class Numbers:
    """Compiled number transducers that the MEASURE and MONEY builders share."""

    cardinal: pynini.Fst      # "1,046" -> "one thousand forty six"; "0" -> "zero"
    one_to_99: pynini.Fst     # "1".."99" (no leading zero)
    decimal: pynini.Fst       # "82.55", ".5"
    number: pynini.Fst        # optional sign + (cardinal | decimal)
    scaled: pynini.Fst        # number + spelled scale word: "600 billion"
    scaled_abbr: pynini.Fst   # number + abbreviated scale: "1.5m", "5bn"
    amount: pynini.Fst        # number, scaled or abbreviated, never starting with "." (for money)
    fraction: pynini.Fst      # "1/2" -> "one half"; "3/4" -> "three quarters"; "½"
    mixed: pynini.Fst         # "1 1/2" -> "one and a half"
    half: pynini.Fst          # "1/2" | "½" -> "half" (read "half a c c" with a singular unit)


def short_count(nums: Numbers, digits: int = 3) -> pynini.Fst:
    """A count of 1 to `digits` digits without a leading zero, read as its cardinal ("176" ->
    "one hundred seventy six"): chapters and verses, the parts of a version, a code word's number."""
    return ((chars("123456789") + pynini.closure(chars("0123456789"), 0, digits - 1)) @ nums.cardinal).optimize()


#: Most three-digit groups of a number written without commas read as a cardinal (quadrillions:
#: 18 digits, as before the scale list went past quadrillion).
PLAIN_GROUPS = 6


def _sign() -> pynini.Fst:
    return union([cross("-", "minus "), cross("−", "minus ")])


def cardinal(lists: NumberLists) -> tuple[pynini.Fst, pynini.Fst]:
    """Whole numbers 0 .. 10^(3*(len(scale)+1)) - 1 with comma groups, up to 10^(3*PLAIN_GROUPS) - 1
    plain.

    Returns (cardinal, one_to_99).
    """
    digit = mapping(lists.digit)
    tens = union([
        mapping(lists.teen),
        mapping(lists.ty) + union([delete("0"), insert(" ") + digit]),
    ]).optimize()
    one_to_99 = (digit | tens).optimize()
    hundreds = (
        digit + insert(" hundred")
        + union([delete("00"), insert(" ") + union([delete("0") + digit, tens])])
    ).optimize()
    one_to_999 = (one_to_99 | hundreds).optimize()
    # exactly three digits, not all zero ("005" -> "five")
    group = union([delete("00") + digit, delete("0") + tens, hundreds]).optimize()
    scale_of = {int(written): variants for written, variants in lists.scale}
    max_groups = max(scale_of) + 1
    if sorted(scale_of) != list(range(1, max_groups)):
        raise ValueError("scale list must name every power of a thousand from 1 up")

    def scale_word(index: int) -> pynini.Fst:
        return union([insert(" " + word) for word in scale_of[index]]) if index else acc("")

    numbers = []
    for plain, separator in ((True, acc("")), (False, delete(","))):
        # a long run without commas is a code or an ID more often than an amount: read as a
        # cardinal only up to quadrillions (`PLAIN_GROUPS`); comma groups through the list's end
        most = min(max_groups, PLAIN_GROUPS) if plain else max_groups
        for groups in range(1, most + 1):
            fst = one_to_999 + scale_word(groups - 1)
            for index in range(groups - 2, -1, -1):
                fst += separator + union([insert(" ") + group + scale_word(index), delete("000")])
            numbers.append(fst)
    zero = union([cross("0", word) for word in lists.zero_cardinal])
    return union(numbers + [zero]).optimize(), one_to_99


def decimal(lists: NumberLists, whole: pynini.Fst) -> tuple[pynini.Fst, pynini.Fst]:
    """`whole` "." digits, each digit read alone ("2.05" -> "two point o five").

    Returns (all decimals, decimals with a whole part).
    """
    zero_variants = [cross("0", word) for word in lists.zero_fractional[:1]]
    zero_variants += [weighted(cross("0", word), VARIANT_COST) for word in lists.zero_fractional[1:]]
    digit = union([mapping(lists.digit)] + zero_variants)
    digits = digit + pynini.closure(insert(" ") + digit)
    point = cross(".", "point ")
    zero_word = lists.zero_cardinal[0]
    with_whole = (whole + insert(" ") + point + digits).optimize()
    return union([
        with_whole,
        grouped_decimal_comma(whole, digits),  # not in `with_whole`: MONEY reads "€1.234,56" with cents
        point + digits,  # ".5" -> "point five"
        weighted(insert(zero_word + " ") + point + digits, VARIANT_COST),
        decimal_comma(whole, digits),
    ]).optimize(), with_whole


def decimal_comma(whole: pynini.Fst, digits: pynini.Fst) -> pynini.Fst:
    """A decimal comma ("3,5" -> "three point five", "0,25" -> "zero point two five"): the decimal
    sign of continental European writing (ISO 80000-1 §7.3.2 and the SI Brochure, 9th ed. §5.4.2,
    allow the comma or the point). A comma is one only where it cannot be a thousands separator:
    between a whole part written without separators and one, two or four and more digits ("3,500"
    stays three thousand five hundred). Said "point", the decimal sign of English speech: "three
    five" would state another number."""
    digit = chars("0123456789")
    plain = (digit + pynini.closure(digit)) @ whole
    fraction = union([digit, digit + digit, digit + digit + digit + digit + pynini.closure(digit)])
    return (plain + insert(" ") + cross(",", "point ") + (fraction @ digits)).optimize()


def point_groups(at_least: int) -> pynini.Fst:
    """Digits grouped in threes by points, rewritten with the commas the English cardinal reads
    ("1.234.567" -> "1,234,567"): the continental European grouping (CLDR's number symbols for de,
    es, fr, it, nl, pt: group "."); `at_least` groups of three after the head of one to three digits."""
    digit = chars("0123456789")
    head = union([digit, digit + digit, digit + digit + digit])
    return (head + pynini.closure(cross(".", ",") + digit + digit + digit, at_least)).optimize()


def grouped_decimal_comma(whole: pynini.Fst, digits: pynini.Fst) -> pynini.Fst:
    """A number with thousands points and a decimal comma ("1.234,56" -> "one thousand two hundred
    thirty four point five six", "€12.500,00"): the continental European grouping (CLDR's number
    symbols for de, es, it, nl, pt-BR and others: group ".", decimal ","). Only with its decimal
    comma: "1.234" alone is an English decimal. The number guard read "1.234,56" "one point two
    three four point five six", two decimal points."""
    grouped = point_groups(1) @ whole
    fraction = pynini.closure(chars("0123456789"), 1) @ digits
    return (grouped + insert(" ") + cross(",", "point ") + fraction).optimize()


def fraction(lists: NumberLists, one_to_99: pynini.Fst, one_words: tuple[str, ...],
             chars_too: bool = True) -> pynini.Fst:
    """n/d with d in the denominator list; numerator 1 read as one of `one_words`; with
    `chars_too`, also the vulgar-fraction characters ("½" -> "one half" | "a half" | "half")."""
    options = []
    for written, singular, plural in lists.denominator:
        den = delete("/" + written)
        options.append(union([insert(w + " ") for w in one_words]) + delete("1") + den
                       + union([insert(s) for s in singular]))
        many = pynini.difference(pynini.project(one_to_99, "input"), acc("1"))
        options.append((many @ one_to_99) + insert(" ") + den + union([insert(p) for p in plural]))
    if chars_too:
        for written, variants in lists.fraction_char:
            options.append(union([cross(written, v) for v in variants]))
    return union(options).optimize()


def build(lists: NumberLists) -> Numbers:
    """All number transducers."""
    whole, one_to_99 = cardinal(lists)
    dec, dec_with_whole = decimal(lists, whole)
    sign = pynini.closure(_sign(), 0, 1)
    number = (sign + (whole | dec)).optimize()
    space = pynini.closure(delete(" "), 0, 1)
    scaled = (number + space + insert(" ") + mapping(lists.scale_word)).optimize()
    scaled_abbr = (number + space + insert(" ") + mapping(lists.scale_abbr)).optimize()
    plain = (sign + (whole | dec_with_whole)).optimize()
    scales = union([mapping(lists.scale_word), mapping(lists.scale_abbr)])
    amount = (plain + pynini.closure(space + insert(" ") + scales, 0, 1)).optimize()
    simple_fraction = fraction(lists, one_to_99, ("one",))
    a_fraction = fraction(lists, one_to_99, ("a", "one"), chars_too=False)  # "2 1/2"; "2 ½" below
    # "1½" -> "one and a half" | "one and one half" (variants without a numeral word are dropped)
    char_readings = [
        cross(w, reading)
        for w, variants in lists.fraction_char
        for v in variants if v.startswith("one ")
        for reading in (v, "a " + v[len("one "):])
    ] + [cross(w, v) for w, variants in lists.fraction_char for v in variants
         if " " in v and not v.startswith("one ")]
    mixed = (whole + union([delete(" "), delete("-")]) + insert(" and ") + a_fraction
             | whole + pynini.closure(delete(" "), 0, 1) + insert(" and ") + union(char_readings))
    half = union([cross("1/2", "half"), cross("½", "half")])
    return Numbers(
        cardinal=whole, one_to_99=one_to_99, decimal=dec, number=number,
        scaled=scaled, scaled_abbr=scaled_abbr, amount=amount, fraction=simple_fraction,
        mixed=mixed.optimize(), half=half,
    )
