"""Version numbers, win-loss records and retirement plans: readings their neighbours decide.

Part of `tnfst.context.ContextReadings.decide`; each reading is a context-only rule of
`grammars/en/versions.py` (VERSION, RECORD, PLAN) or CODE_PAIRS, kept only where the grammar
licenses it. The rules:

* **version numbers**: a number of two to four dotted parts after a product's name
  (`grammars/en/words/versioned_products.tsv`: "Python 3.12", "USB 3.0", "iOS 17.4.1") or after
  "version", "ver." or "v", or glued to a "v" ("v2.1.3"), or before "release", "update" or "beta"
  -> each part a cardinal joined by "point" ("three point twelve", "three point zero": a zero part
  is "zero", as the training data reads "N.0" 6 times of 9 and the Google data's "Version 1.0"); a
  decimal says "three point one two". Without such a word a dotted number stays the grammar's:
  "192.168.1.1" is an IP address, "3.12.21" may be a date. The training data has two versions
  after "version" or "v" and none after a product name: too few, so the everyday reading;
* **win-loss records**: two or three numbers joined by dashes after "went", "record" or "record
  of", "is now"/"are now", or "improved to", "fell to", "dropped to", "moved to" (and before
  "record") -> "three and o and one", "ten and four", as broadcasters give a record (a range
  says "to", the model "three minus zero"). No such record in the training data;
* **retirement plans**: a plan named for its section of the tax code, "401(k)", "403(b)",
  "457(b)" (or glued, "401k" for those sections), -> the number in pairs and the letter ("four o
  one k"), and "529 plan" -> "five twenty nine plan", as the plans are said (the model said
  "four hundred one k");
* **generations**: one or two digits after a product's name of the same list ("iPhone 15", "Pixel 8")
  -> the cardinal ("fifteen"; the model said "one five" in some sentences);
* **model numbers**: 3-4 digits after a maker or line of `grammars/en/words/numbered_models.tsv`
  ("Xbox 360" -> "three sixty", "RTX 4090" -> "forty ninety", "Cessna 172") in pairs (CODE_PAIRS);
* **codecs**: "H.264", "G.711" -> "h two sixty four" (the ITU-T's series and number in pairs);
* **promotion codes**: after "code", "promo" or "coupon", a word in capitals and a number
  ("SAVE10" -> "save ten"), where the word is English (the shipped word frequencies), as a shop's
  advert says it; the model spelled it ("s a v e one o");
* **oil grades**: an SAE J300 multigrade ("5W-30", "0W-20", "10w40") -> "five w thirty" (OIL_GRADE),
  or an SAE J306 gear oil's ("75W-90", "80W-140") -> "seventy five w ninety", by its shape alone (a
  winter grade, "W", a hot grade of the standard's lists): the model said "five w to thirty", "seven
  five w to ninety". No such grade in the training data;
* **forms**: a form's number of three or four digits, a dash and its letters ("1040-ES", "990-PF",
  "1099-MISC") after "Form", "Forms" or "Schedule", or with a number of `IRS_FORMS` -> the number in
  pairs and the letters spelled ("ten forty e s"; FORM_CODE), as tax forms are named (the model
  said "one thousand forty", and "990-PF" "petafarad"); a bare number of three or four digits after
  "Form", "Forms" or "Schedule" ("Form 941", "Form 4868") in pairs (CODE_PAIRS: "nine forty one",
  "forty eight sixty eight"; the model said "four thousand eight hundred sixty eight"), but a round
  thousand ("Form 1000"); the IRS's publications the same after "Publication" or "Pub." ("Pub.
  590-A" -> "five ninety a", "Publication 970" -> "nine seventy"; the model said "five hundred ninety
  a"); the SEC's Form 13F and Schedules 13D, 13G (sec.gov, "Forms List") after
  "Form" or "Schedule" or before "filing" ("a 13F filing") -> "thirteen f" (the model said
  "thirteen farads"). No form number in the training data;
* **processors**: an Intel Core number ("i9-14900K", "i7-8700K") by its shape, and an AMD Ryzen
  number after "Ryzen" and its tier ("Ryzen 9 7950X") -> as the makers' numbering names them ("i
  nine fourteen nine hundred k", "seventy nine fifty x"; CPU_MODEL); the model said "i nine, one four
  nine o o k" and "seven thousand nine hundred fifty x". No such number in the training data;
* **makes and tries**: "3-for-5", "12-of-30" -> "three for five", "twelve of thirty" (STAT_LINE), by
  shape: a box score's makes "for"/"of" tries (the model spelled "of" "o f");
* **named numbers**: a word in capitals, a hyphen and a number ("COVID-19" -> "covid nineteen"),
  where the word is English; the model spelled it ("c o v i d nineteen").

Pure: no file access, nothing compiled; the lists and word frequencies come from the caller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

RuleReadings = Callable[[str, str], list[str]] | None

#: The lists, relative to the language's grammar folder (declared in rules.WORD_LISTS).
PRODUCTS_LIST = "words/versioned_products.tsv"
MODELS_LIST = "words/numbered_models.tsv"

_PART = r"(?:0|[1-9]\d{0,2})"
_VERSION = re.compile(rf"{_PART}(?:\.{_PART}){{1,3}}")
_GLUED_VERSION = re.compile(rf"[vV]{_PART}(?:\.{_PART}){{1,3}}")
_RECORD = re.compile(rf"{_PART}(?:[-–]{_PART}){{1,2}}")
_PLAN = re.compile(r"([1-9]\d{2})(\(([a-z])\)|([a-z]))")
_VERSION_WORDS = frozenset({"version", "ver", "v"})
_VERSION_AFTER = frozenset({"release", "update", "beta", "build"})
_RECORD_WORDS = frozenset({"went", "record", "records"})
_RECORD_NEAR = 3  # "record" this many tokens before ("their record is 7-2", "a record at home of 7-2")
_RECORD_MOVES = frozenset({"improved", "improves", "improve", "fell", "falls", "fall", "dropped", "drops",
                           "moved", "moves", "slipped", "climbed", "evened"})
#: Sections of the US Internal Revenue Code (26 U.S.C.) that name a savings plan: 401(k), 403(b),
#: 457(b) (retirement) and 529 (education).
PLAN_SECTIONS = {"401": "k", "403": "b", "457": "b"}
_MODEL = re.compile(r"[1-9]\d{2,3}")
_CODEC = re.compile(r"[HG]\.[1-9]\d{2}")
_PROMO = re.compile(r"([A-Z]{3,12})[1-9]\d{0,2}")
_PROMO_CUES = frozenset({"code", "promo", "coupon", "codes"})
#: The least English Zipf frequency of a promotion code's word ("save" 5.0, "spring" 4.75; letters
#: such as "xqzt" are far below), and of a word of three letters ("off" 5.75; "abc" 4.0 is spelled).
PROMO_ZIPF = 3.0
SHORT_PROMO_ZIPF = 4.5
_NAMED_NUMBER = re.compile(r"([A-Z]{4,12})-[1-9]\d{0,2}")
#: The least frequency of a named number's word ("covid" 3.75; "sars" 2.75 is spelled).
NAMED_NUMBER_ZIPF = 3.5
_OIL_GRADE = re.compile(r"(?:0|5|10|15|20|25)[Ww]-?(?:8|12|16|20|30|40|50|60)"
                        r"|(?:70|75|80|85)[Ww]-?(?:75|80|85|90|110|140|190|250)")
_FORM_CODE = re.compile(r"([1-9]\d{2,3})-[A-Z]{1,4}")
_FORM_NUMBER = re.compile(r"[1-9]\d{2,3}")
_INTEL_CPU = re.compile(r"i[3579]-(?:[1-9]\d{3}|1[0-4][1-9]\d{2})[A-Z]{0,3}")
_RYZEN_CPU = re.compile(r"[1-9]\d{3}[A-Z][A-Z\d]{0,2}|[1-9]\d{3}")
_STAT_LINE = re.compile(r"(?:0|[1-9]\d?)-(?:for|of)-[1-9]\d?")
#: SEC forms written as a number glued to a letter (sec.gov Forms List: Form 13F, Schedules 13D, 13G).
SEC_GLUED_FORMS = frozenset({"13F", "13D", "13G"})
#: Words after a form's number that make it a form ("a 13F filing").
FILING_WORDS = frozenset({"filing", "filings", "form", "forms", "report", "reports", "holdings"})
#: Words before a form's number ("Form 1040-ES", "Schedule 8812").
FORM_WORDS = frozenset({"form", "forms", "schedule", "schedules"})
#: IRS forms whose variants are named by letters after a dash (irs.gov, "Forms, Instructions and
#: Publications": 1040-SR/-ES/-X/-NR, 1041-ES, 1042-S, 1065-X, 1094-C, 1095-A, 1097-BTC, 1098-T,
#: 1099-MISC/-NEC/-K/-INT/-DIV/-R, 1120-S, 706-NA, 720-X, 940-PR, 941-X, 943-X, 944-X, 945-X,
#: 990-PF/-EZ/-T, 5500-EZ/-SF), read with their letters without "Form" before them ("a 1099-K").
IRS_FORMS = frozenset({"1040", "1041", "1042", "1065", "1094", "1095", "1097", "1098", "1099", "1120", "706",
                       "720", "940", "941", "943", "944", "945", "990", "5500"})
_PLAN_NOUNS = frozenset({"plan", "plans", "account", "accounts", "savings"})
#: The IRS's publications as it names them, capitalised, before their number ("Publication 970",
#: "Pub. 590-A", irs.gov "Forms, Instructions and Publications"): numbered as its forms are.
PUBLICATION_WORDS = frozenset({"Publication", "Publications", "Pub", "Pubs"})


def _after_form_word(tokens: Sequence[str], i: int) -> bool:
    """True when `tokens[i]` follows a word of `FORM_WORDS` ("Form 941") or of `PUBLICATION_WORDS`,
    the abbreviation with its period ("Pub. 590-A": the tokenizer splits "Pub" and ".")."""
    if i == 0:
        return False
    before = tokens[i - 1]
    if before == "." and i > 1 and tokens[i - 2] in ("Pub", "Pubs"):
        return True
    return before.lower() in FORM_WORDS or before in PUBLICATION_WORDS


def version_reading(tokens: Sequence[str], i: int, products: Collection[str],
                    rule_readings_of: RuleReadings) -> str | None:
    """The VERSION reading of ``tokens[i]`` ("3.12" -> "three point twelve") in the contexts of
    the module docstring, else None."""
    token = tokens[i]
    if rule_readings_of is None:
        return None
    if not _GLUED_VERSION.fullmatch(token):
        if not _VERSION.fullmatch(token):
            return None
        prev = tokens[i - 1] if i > 0 else ""
        if prev == "." and i >= 2:  # "ver. 2.1"
            prev = tokens[i - 2]
        nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        if not (prev in products or prev.lower() in _VERSION_WORDS or nxt in _VERSION_AFTER):
            return None
    return next(iter(rule_readings_of("VERSION", token)), None)


def record_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The RECORD reading of ``tokens[i]`` ("3-0-1" -> "three and o and one") after a word of a
    record (module docstring), else None."""
    token = tokens[i]
    if rule_readings_of is None or i == 0 or not _RECORD.fullmatch(token):
        return None
    prev = tokens[i - 1].lower()
    before = tokens[i - 2].lower() if i >= 2 else ""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    near = {t.lower() for t in tokens[max(0, i - _RECORD_NEAR):i]}
    if not (prev in _RECORD_WORDS or "record" in near or nxt == "record"
            or (prev == "now" and before in ("is", "are")) or (prev == "to" and before in _RECORD_MOVES)):
        return None
    return next(iter(rule_readings_of("RECORD", token)), None)


def plan_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"401(k)" -> "four o one k" (PLAN); "529 plan" -> "five twenty nine" (CODE_PAIRS); else None."""
    token = tokens[i]
    if rule_readings_of is None:
        return None
    match = _PLAN.fullmatch(token)
    if match:
        glued = match.group(4)
        if glued and PLAN_SECTIONS.get(match.group(1)) != glued:
            return None  # "500k" is a number
        return next(iter(rule_readings_of("PLAN", token)), None)
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if token in ("529", *PLAN_SECTIONS) and nxt in _PLAN_NOUNS:
        return next(iter(rule_readings_of("CODE_PAIRS", token)), None)
    return None


def model_reading(tokens: Sequence[str], i: int, models: Collection[str],
                  rule_readings_of: RuleReadings) -> str | None:
    """A model number of 3-4 digits after a maker or line of `models` in pairs ("Xbox 360" ->
    "three sixty"; CODE_PAIRS), else None."""
    if rule_readings_of is None or i == 0 or tokens[i - 1] not in models or not _MODEL.fullmatch(tokens[i]):
        return None
    return next(iter(rule_readings_of("CODE_PAIRS", tokens[i])), None)


def codec_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """"H.264" -> "h two sixty four" (CODEC; the ITU-T's H and G series), else None."""
    if rule_readings_of is None or not _CODEC.fullmatch(token):
        return None
    return next(iter(rule_readings_of("CODEC", token)), None)


def promo_reading(tokens: Sequence[str], i: int, zipf_of: Callable[[], Callable[[str], float] | None],
                  rule_readings_of: RuleReadings) -> str | None:
    """A promotion code after "code", "promo" or "coupon" (a ":" between allowed), a word in
    capitals and a number, -> the word and the number ("SAVE10" -> "save ten"; PROMO) where the
    word is an English word (its frequency, by `zipf_of()`, asked only here: it loads the word
    frequencies, at least `PROMO_ZIPF`), else None (letters stay spelled)."""
    match = _PROMO.fullmatch(tokens[i])
    if rule_readings_of is None or not match or i == 0:
        return None
    prev = tokens[i - 2] if tokens[i - 1] == ":" and i >= 2 else tokens[i - 1]
    if prev.lower() not in _PROMO_CUES:
        return None
    zipf = zipf_of()
    word = match.group(1).lower()
    if zipf is None or zipf(word) < (PROMO_ZIPF if len(word) > 3 else SHORT_PROMO_ZIPF):
        return None
    return next(iter(rule_readings_of("PROMO", tokens[i])), None)


def named_number_reading(token: str, zipf_of: Callable[[], Callable[[str], float] | None],
                         rule_readings_of: RuleReadings) -> str | None:
    """A name of a word in capitals, a hyphen and a number ("COVID-19" -> "covid nineteen";
    PROMO) where the word, of four letters or more, is English (frequency at least
    `NAMED_NUMBER_ZIPF`), else None ("SARS-2", a rarer word, stays spelled)."""
    match = _NAMED_NUMBER.fullmatch(token)
    if rule_readings_of is None or not match:
        return None
    zipf = zipf_of()
    if zipf is None or zipf(match.group(1).lower()) < NAMED_NUMBER_ZIPF:
        return None
    return next(iter(rule_readings_of("PROMO", token)), None)


def oil_grade_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """"5W-30" -> "five w thirty", "75W-90" -> "seventy five w ninety" (OIL_GRADE; an SAE J300 or
    J306 multigrade), else None."""
    if rule_readings_of is None or not _OIL_GRADE.fullmatch(token):
        return None
    return next(iter(rule_readings_of("OIL_GRADE", token)), None)


def form_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"1040-ES" -> "ten forty e s" (FORM_CODE) after `FORM_WORDS` or `PUBLICATION_WORDS` or with a
    number of `IRS_FORMS`; "941" after them -> "nine forty one" (CODE_PAIRS); "13F" after `FORM_WORDS`
    or before `FILING_WORDS` -> "thirteen f"; else None."""
    match = _FORM_CODE.fullmatch(tokens[i])
    if rule_readings_of is None:
        return None
    if not match:
        if tokens[i] in SEC_GLUED_FORMS and ((i > 0 and tokens[i - 1].lower() in FORM_WORDS)
                                             or (i + 1 < len(tokens) and tokens[i + 1].lower() in FILING_WORDS)):
            from tnfst.constraints.number_guard import cardinal_words

            return f"{' '.join(cardinal_words(tokens[i][:-1]))} {tokens[i][-1].lower()}"
        if _FORM_NUMBER.fullmatch(tokens[i]) and not tokens[i].endswith("000") and _after_form_word(tokens, i):
            return next(iter(rule_readings_of("CODE_PAIRS", tokens[i])), None)
        return None
    if match.group(1) not in IRS_FORMS and not _after_form_word(tokens, i):
        return None
    return next(iter(rule_readings_of("FORM_CODE", tokens[i])), None)


def cpu_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """An Intel Core number ("i9-14900K"), or an AMD number after "Ryzen" and a tier ("Ryzen 9
    7950X") -> CPU_MODEL ("i nine fourteen nine hundred k"), else None."""
    token = tokens[i]
    if rule_readings_of is None:
        return None
    if not _INTEL_CPU.fullmatch(token):
        if not (i >= 2 and tokens[i - 2] == "Ryzen" and tokens[i - 1] in ("3", "5", "7", "9")
                and _RYZEN_CPU.fullmatch(token)):
            return None
    return next(iter(rule_readings_of("CPU_MODEL", token)), None)


def stat_line_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """"3-for-5" -> "three for five", "12-of-30" -> "twelve of thirty" (STAT_LINE), else None."""
    if rule_readings_of is None or not _STAT_LINE.fullmatch(token):
        return None
    return next(iter(rule_readings_of("STAT_LINE", token)), None)


_CPU_LEADS = frozenset({"i3", "i5", "i7", "i9"})


_GENERATION = re.compile(r"[1-9]\d?")


def generation_reading(tokens: Sequence[str], i: int, products: Collection[str], rule_readings_of: RuleReadings) -> str | None:
    """A product's generation, a number of one or two digits after its name ("iPhone 15", "Android
    14", "Windows 11", "Pixel 8"): its cardinal ("fifteen"), as the product is named; the model
    sometimes said the digits ("one five"). No such number in the training data."""
    if rule_readings_of is None or i == 0 or not _GENERATION.fullmatch(tokens[i]) or tokens[i - 1] not in products:
        return None
    return next(iter(rule_readings_of("CARDINAL", tokens[i])), None)


def versions_reading(tokens: Sequence[str], i: int, products: Collection[str], models: Collection[str],
                     rule_readings_of: RuleReadings) -> str | None:
    """The first reading of the rules of the module docstring but the promotion codes for
    ``tokens[i]``, else None."""
    return (plan_reading(tokens, i, rule_readings_of) or record_reading(tokens, i, rule_readings_of)
            or version_reading(tokens, i, products, rule_readings_of)
            or model_reading(tokens, i, models, rule_readings_of) or generation_reading(tokens, i, products, rule_readings_of)
            or codec_reading(tokens[i], rule_readings_of)
            or (oil_grade_reading(tokens[i], rule_readings_of) or form_reading(tokens, i, rule_readings_of)
                or stat_line_reading(tokens[i], rule_readings_of) if tokens[i][:1].isdigit() else None)
            or (cpu_reading(tokens, i, rule_readings_of) if tokens[i][:2] in _CPU_LEADS or tokens[i][:1].isdigit() else None))
