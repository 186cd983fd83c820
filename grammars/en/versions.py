"""Context-only rules for version numbers, W-L records, codecs, promotion codes and retirement plans (`tnfst.versions`).

* VERSION: a version number after a product name or "version" ("Python 3.12" -> "three point
  twelve", "iOS 17.4.1" -> "seventeen point four point one", "USB 3.0" -> "three point zero",
  "v2.1.3" -> "version two point one point three"): each part a cardinal, a lone zero "zero", the
  parts joined by "point", as release numbers are said (a decimal says "three point one two").
* RECORD: a win-loss(-tie) record ("went 3-0-1" -> "three and o and one", "improved to 10-4" ->
  "ten and four"), as sports broadcasters give a record (a range says "to", a score "to").
* CODEC: "H.264" -> "h two sixty four" (an ITU-T recommendation's number in pairs, as codecs
  are said). PROMO: "SAVE10" -> "save ten" (a promotion code of a word and a number; also a
  name of a word in capitals, a hyphen and a number: "COVID-19" -> "covid nineteen").
* PLAN: a plan named for a section of the tax code, a section number and a letter in brackets
  ("401(k)" -> "four o one k", "457(b)" -> "four fifty seven b"; glued, "401k"), the number in pairs as the
  plans are said.

* IEEE_802: "802.11ax" -> "eight o two dot eleven a x" (an IEEE 802 standard, `tnfst.everyday_context`).
* OIL_GRADE: an engine oil's SAE J300 viscosity grade, its winter grade, "W" and its hot grade
  ("5W-30" -> "five w thirty", "0W-20" -> "zero w twenty"), or a gear oil's SAE J306 grade ("75W-90"
  -> "seventy five w ninety", "80W-140"), as the grades are said on the can and in the shop; never
  "five w to thirty".
* FORM_CODE: a form's number of three or four digits, a dash and its letters ("1040-ES" -> "ten
  forty e s", "990-PF" -> "nine ninety p f", "1099-MISC" -> "ten ninety nine m i s c"): the number
  in pairs (CODE_PAIRS) as tax forms are named aloud, the letters spelled.
* CPU_MODEL: a processor's model number as its maker's numbering names it (Intel's "Understanding
  Intel Processor Numbers": brand modifier, generation, SKU, suffix; AMD's Ryzen numbers): "i9-14900K"
  -> "i nine fourteen nine hundred k" (a generation of two digits, then the SKU in pairs), "i7-8700K"
  -> "i seven eighty seven hundred k" (four digits in pairs), "7950X3D" (after "Ryzen 9") -> "seventy
  nine fifty x three d"; suffix letters spelled, a digit among them its cardinal.
* STAT_LINE: a player's makes and tries joined by "-for-" or "-of-" ("3-for-5" -> "three for
  five", "12-of-30" -> "twelve of thirty", "0-for-4" -> "o for four"), as a box score is read.

Each part has 1 to 3 digits and no leading zero (a lone "0" is "o"); nothing here is asked
outside the contexts of `tnfst.versions`.
"""

from __future__ import annotations

import string

import pynini

from tnfst.grammars.en.address import _letters
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union
from tnfst.grammars.en.numbers import Numbers, short_count


def _part(nums: Numbers, zero: str) -> pynini.Fst:
    """A part of a version or a record: "0" -> `zero`, 1-3 digits without a leading zero -> cardinal."""
    return union([cross("0", zero), short_count(nums)]).optimize()


def version_part(nums: Numbers) -> pynini.Fst:
    """One part of a version as VERSION reads it ("0" -> "zero", "18" -> "eighteen")."""
    return _part(nums, "zero")


def _capital() -> pynini.Fst:
    """One capital letter, said as its lowercase letter ("H" -> "h")."""
    return union([cross(c, c.lower()) for c in string.ascii_uppercase])


def _three_digits(code_pairs: pynini.Fst) -> pynini.Fst:
    """Three digits without a leading zero, read in pairs by `code_pairs` ("264" -> "two sixty four")."""
    return (chars("123456789") + chars("0123456789") + chars("0123456789")) @ code_pairs


def build_version(nums: Numbers) -> pynini.Fst:
    """VERSION: "3.12" -> "three point twelve", "3.0" -> "three point zero", "17.4.1", "v2.1.3" ->
    "version two point one point three" (two to four parts). A zero part is "zero" (the training
    data reads "N.0" "point zero" 6 times, "point o" 3 times; the Google data's "Version 1.0" ->
    "one point zero")."""
    part = _part(nums, "zero")
    prefix = pynini.closure(union([cross("v", "version "), cross("V", "version ")]), 0, 1)
    return (prefix + part + pynini.closure(cross(".", " point ") + part, 1, 3)).optimize()


def build_record(nums: Numbers) -> pynini.Fst:
    """RECORD: "10-4" -> "ten and four", "3-0-1" -> "three and o and one" (two or three parts)."""
    part = _part(nums, "o")
    dash = union([cross("-", " and "), cross("–", " and ")])
    return (part + pynini.closure(dash + part, 1, 2)).optimize()


def build_codec(code_pairs: pynini.Fst) -> pynini.Fst:
    """CODEC: an ITU-T recommendation, a capital, a period and three digits in pairs ("H.264" ->
    "h two sixty four", "G.711" -> "g seven eleven")."""
    return (_capital() + cross(".", " ") + _three_digits(code_pairs)).optimize()


def build_promo(nums: Numbers) -> pynini.Fst:
    """PROMO: a word in capitals and a number, glued or with a hyphen ("SAVE10" -> "save ten",
    "COVID-19" -> "covid nineteen"; 3-12 letters, 1-3 digits without a leading zero)."""
    return (pynini.closure(_capital(), 3, 12) + pynini.closure(delete("-"), 0, 1) + insert(" ")
            + short_count(nums)).optimize()


def build_plan(code_pairs: pynini.Fst) -> pynini.Fst:
    """PLAN: "401(k)" -> "four o one k", "403(b)" -> "four o three b"; `code_pairs` (the
    CODE_PAIRS rule) reads the section number, of three digits, in pairs."""
    letter = union(list(string.ascii_lowercase))
    bracketed = delete("(") + letter + delete(")")
    return (_three_digits(code_pairs) + insert(" ") + union([bracketed, letter])).optimize()


#: SAE J300 (Engine Oil Viscosity Classification) grades: the winter ("W") grades and the hot grades.
SAE_WINTER_GRADES = ("0", "5", "10", "15", "20", "25")
SAE_HOT_GRADES = ("8", "12", "16", "20", "30", "40", "50", "60")
#: SAE J306 (Automotive Gear Lubricant Viscosity Classification) grades: the low-temperature ("W")
#: grades and the high-temperature grades of a gear oil ("75W-90", "80W-140").
SAE_GEAR_WINTER_GRADES = ("70", "75", "80", "85")
SAE_GEAR_HOT_GRADES = ("65", "70", "75", "80", "85", "90", "110", "140", "190", "250")


def build_oil_grade(nums: Numbers) -> pynini.Fst:
    """OIL_GRADE: "5W-30" -> "five w thirty", "0W-20" -> "zero w twenty", "10w40" -> "ten w forty":
    an SAE J300 multigrade (a winter grade, "W" or "w", an optional dash, a hot grade above it); a
    J306 gear oil's multigrade the same way ("75W-90" -> "seventy five w ninety")."""
    def grade(written: str) -> pynini.Fst:
        return cross("0", "zero") if written == "0" else acc(written) @ nums.cardinal

    pairs = [grade(w) + union([cross("W", " w "), cross("w", " w ")]) + pynini.closure(delete("-"), 0, 1) + grade(h)
             for winter, hot in ((SAE_WINTER_GRADES, SAE_HOT_GRADES), (SAE_GEAR_WINTER_GRADES, SAE_GEAR_HOT_GRADES))
             for w in winter for h in hot if int(h) > int(w)]
    return union(pairs).optimize()


def build_form_code(code_pairs: pynini.Fst) -> pynini.Fst:
    """FORM_CODE: "1040-ES" -> "ten forty e s", "990-PF" -> "nine ninety p f": a number of three or
    four digits without a leading zero in pairs (`code_pairs`), a dash, one to four capitals spelled."""
    d = chars("0123456789")
    number = (chars("123456789") + d + d + pynini.closure(d, 0, 1)) @ code_pairs
    return (number + cross("-", " ") + _letters(4)).optimize()


def build_cpu_model(code_pairs: pynini.Fst, nums: Numbers) -> pynini.Fst:
    """CPU_MODEL: "i9-14900K" -> "i nine fourteen nine hundred k", "i5-4690" -> "i five forty six
    ninety", "7950X3D" -> "seventy nine fifty x three d" (a suffix of up to three capitals and digits)."""
    d = chars("0123456789")
    four = (chars("123456789") + d + d + d) @ code_pairs
    five = ((acc("1") + chars("01234")) @ nums.cardinal) + insert(" ") + _three_digits(code_pairs)
    mark = union([_capital(), chars("123456789") @ nums.cardinal])
    suffix = pynini.closure(insert(" ") + mark, 0, 3)
    tier = (chars("3579") @ nums.cardinal)
    intel = cross("i", "i ") + tier + cross("-", " ") + union([four, five]) + suffix
    return union([intel, four + suffix]).optimize()


def build_stat_line(nums: Numbers) -> pynini.Fst:
    """STAT_LINE: "3-for-5" -> "three for five", "12-of-30" -> "twelve of thirty", "0-for-4" -> "o
    for four" (makes of 0-99, "-for-" or "-of-", tries of 1-99)."""
    word = union([cross("-for-", " for "), cross("-of-", " of ")])
    return (union([cross("0", "o"), short_count(nums, 2)]) + word + short_count(nums, 2)).optimize()


def build_ieee_802(nums: Numbers) -> pynini.Fst:
    """IEEE_802: an IEEE 802 standard, its working group and amendment letters ("802.11ax" -> "eight
    o two dot eleven a x", "802.3" -> "eight o two dot three"), as network engineers say them."""
    letters = pynini.closure(insert(" ") + union([cross(c, c) for c in string.ascii_lowercase]), 0, 2)
    return (cross("802", "eight o two") + cross(".", " dot ") + short_count(nums, 2) + letters).optimize()
