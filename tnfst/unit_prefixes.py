"""A unit's prefix is one word with its unit: "milli amperes" -> "milliamperes", "deci liter" -> "deciliter".

The measure grammar licenses a prefixed unit read joined ("milligrams per deciliter") and split
("milli grams per deci liter"): the split form is Kestrel's for units outside its lexicon ("100mA"
-> "one hundred milli amperes" in the training data, two tokens of one sentence; "97Gs" -> "ninety
seven giga seconds"), so the grammar keeps licensing it, but the neural reader picked it for
common lab units ("126 mg/dL" -> "... deci liter"). English writes a prefixed SI unit as one word:
the SI Brochure (BIPM, 9th ed., 2019, §3 and Table 7) and NIST SP 811 §9.2 ("the prefix and the
unit name are written as one word": "milligram", "kilopascal", "megawatt hour"). So every reading
said joins a prefix word to the unit word right after it.

Shape: `joined_prefixes("one hundred twenty six milli grams per deci liter")` -> "one hundred
twenty six milligrams per deciliter". A reading without a prefix word (a cheap set check) is
returned as it is; a prefix word before a word that is no unit name ("mega church") is left.
"""

from __future__ import annotations

import re

#: The SI prefixes (SI Brochure, 9th ed., Table 7, quecto to quetta) and the binary prefixes of IEC
#: 80000-13 (kibi to yobi), as spoken words.
PREFIX_WORDS = frozenset({
    "quecto", "ronto", "yocto", "zepto", "atto", "femto", "pico", "nano", "micro", "milli", "centi", "deci",
    "deca", "deka", "hecto", "kilo", "mega", "giga", "tera", "peta", "exa", "zetta", "yotta", "ronna", "quetta",
    "kibi", "mebi", "gibi", "tebi", "pebi", "exbi", "zebi", "yobi",
})

#: Names of the units that take a prefix, singular stems (a plural adds "s"; "hertz", "lux",
#: "siemens" and "gauss" have none): the SI base and derived units with special names (SI
#: Brochure, 9th ed., Tables 2 and 4), the units accepted with the SI that take prefixes (Table
#: 8: liter/litre, tonne, electronvolt, dalton, bar), the CGS and data units of
#: grammars/en/measure/si_unit.tsv (calorie, curie, gauss, byte, bit, parsec, molar), "amp", the
#: ampere's short name ("electron" begins "electron volt"), and the bel, the ton ("kiloton"), the
#: pixel ("megapixel") and the flop ("teraflops"), which English writes prefixed as one word too.
UNIT_STEMS = frozenset({
    "meter", "metre", "gram", "second", "ampere", "amp", "kelvin", "mole", "candela", "radian", "steradian",
    "hertz", "newton", "pascal", "joule", "watt", "coulomb", "volt", "farad", "ohm", "siemens", "weber",
    "tesla", "henry", "henrie", "lumen", "lux", "becquerel", "gray", "sievert", "katal",
    "liter", "litre", "tonne", "electronvolt", "electron", "dalton", "bar", "calorie", "curie", "gauss",
    "byte", "bit", "parsec", "molar", "bel", "ton", "pixel", "flop",
})

_PAIR = re.compile(r"\b(" + "|".join(sorted(PREFIX_WORDS)) + r") ([a-z]+)\b")


def _unit_word(word: str) -> bool:
    """Whether `word` names a unit that takes a prefix, in the singular or the plural."""
    return word in UNIT_STEMS or (word.endswith("s") and word[:-1] in UNIT_STEMS)


def joined_prefixes(reading: str) -> str:
    """`reading` with each prefix word joined to the unit word after it ("milli amperes" ->
    "milliamperes"); unchanged when it has no prefix word followed by a unit name."""
    if not PREFIX_WORDS.intersection(reading.split()):
        return reading
    return _PAIR.sub(lambda m: m.group(1) + m.group(2) if _unit_word(m.group(2)) else m.group(0), reading)
