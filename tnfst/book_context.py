"""Context readings for forms that books and letters write: month-first dates, numbered headings,
ranges before punctuation.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.everyday_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it for the token (`tnfst.api._in_context`). Found on
NeMo's LibriTTS evaluation sentences (an outside development set, read, never copied), checked
on the training data (the regrouped Proteno sentences, 24,760, which hold train_10000). The rules:

* **month-first dates are read in the order written**: "October 6th", "MARCH 20", "AUG. 3",
  "Oct 2", "June 5th, 1849" -> "october sixth", "august third", "june fifth eighteen forty nine"
  (the grammar's first reading that begins with the month), never the day-first "the sixth of
  october" the model sometimes says for a date without a year (diaries: "MAY 6.-Last evening").
  The training data reads every such date month first: 192 of 192 without a year, 1,618 of
  1,618 with one. Day-first dates ("3 June") are `tnfst.context`'s, read "the third of june";
* **a Roman numeral heading a sentence** ("XII. Darkness", "XIX. Tabooed Acts", "IV: The
  Return", "II.--HOW"): a numeral of two letters or more, of I, V, X, L and C, first in its
  sentence and followed by a period, a colon or a dash, is its cardinal ("twelve"), as chapter
  numbers are said (NeMo's LibriTTS readings; the training data reads its sentence-first
  numerals before punctuation as cardinals: "VIII ," -> "eight", "II ," -> "two"), never "the
  twelfth" nor its letters;
* **a colon after a number and before a word** ("2: PROOFS AND EVIDENCES", "Scene 2:--") is
  punctuation, kept as written (silent), never the "to" of a ratio ("4:3", "16:9", which a
  number follows): the training data keeps 83 of 85 colons between a number and a word (the
  other two are ratios with a word: "1 : scale");
* **a range of counts before punctuation** ("pp. 23-26.", "the 2-8.", "verses 37-42,") is
  "twenty three to twenty six", never the two numbers run together: the training data says
  "to" for 68 of 75 such ranges before ".", ",", ";", ":" or ")" (Kestrel splits them at the
  dash; the 7 others are consecutive pages, "p. 57-58" said without "to", which this rule leaves
  to the model), and for 7 of 7 before an opening bracket ("254 - 85 (", "1618 - 1648 (": a
  reference's pages before its year, "586, 378–383 (2020)"). `tnfst.context._counted_range`
  reads the ranges before a lowercase word.

* **years with an apostrophe** ("the winter of '58-'59", "the war of '61-'65", "the '20"): each
  its two-digit cardinal ("fifty eight"; "'05" -> "o five"), a span's two years one after the
  other ("fifty eight fifty nine", as NeMo's LibriTTS reads it and as `tnfst.spaced_ranges` reads
  "2012 - 13"; the grammars do not license a "to" there), never the second year's digits ("five
  nine");
* **the first year of a span whose last year carries the era** ("from 431 to 404 BC"): read as
  the DATE grammar reads a year of that era ("four thirty one", as "404 BC" is "four o four b c"),
  never its cardinal beside a year said in pairs (`era_span_start`);
* **a range of ordinals** ("Night 24th-25th", "the 12th-14th of May"): "twenty fourth to twenty
  fifth", never "minus" nor a spelled suffix;
* **a count of four digits before a plural noun of time, length or people** ("1908 years after",
  "1146 miles long"; `COUNT_NOUNS`; not a round hundred, "1500 men", whose year reading "fifteen
  hundred" is said of counts too): its cardinal ("one thousand nine hundred eight"), not
  a year ("nineteen o eight"), even first in its sentence (`tnfst.number_choices` reads a
  sentence-first number as a year and leaves one before a plural noun to the model);
* **pounds, shillings and pence** (British money before 1971): "10s", "6d", "2l" (the tokenizer
  leaves their periods apart: "3s. 6d.") are "ten shillings", "six pence", "two pounds" (the
  grammar's OLD_MONEY rule, `grammars/en/money/old_money.tsv`) next to another such amount ("3s.
  6d.", "2l. 10s."), after a pound amount ("£5 10s."), after "shilling(s) and" or "pound(s) and"
  ("one shilling and 6d."), or, for shillings, before "a", "per" or "each" with the period
  ("15s. a week") or, for shillings and pence, after a word of price ("cost 15s.", "paid 6d.",
  `PRICE_VERBS`), and, for pounds, an amount in "l." (any size: "2,000l.") whose period a lowercase
  word other than "of" or a comma, semicolon, colon, bracket or dash follows ("500l. a year", "2,000l.,
  and"; "2l. of water" is litres, and a sentence's last "50l." is left to the model); elsewhere "10s"
  is a decade and "3d" an ordinal ("the 3d of June"), left to
  the other rules. Neither the training data nor LibriTTS has such an amount (both are
  modern or American); this follows how £sd was said;
* **the older ordinals "2d", "3d", "23d"** (nineteenth-century and GPO style for "2nd", "3rd"): "third",
  "twenty third" (the grammar's OLD_ORDINAL rule) after a month ("August 23d, 1801"), after "the",
  "this" or "that" before "of", a capitalised word or a day word ("the 3d of June", "the 23d Dragoons", "the 2d
  inst."), after "and" and another ordinal ("May 2nd and 3d"), or before a court's or a sitting's
  abbreviation (`CITED_BODIES`: "2d Cir.", "2d Sess.", the Bluebook's style, rule 6.2(b)); elsewhere
  "3d" is 3-D ("the 3d printer") or pence, and is left alone. NeMo's LibriTTS readings say "three d" for these
  (four sentences): a reading this rule does not copy;
* **a number word with a hyphen in capitals** ("TWENTY-FIVE MILLIONS") is read as written, never
  spelled ("t w e n t y f i v e").

The training data has no token of the last four shapes (Kestrel splits "'58-'59", "24th-25th" and
"TWENTY-FIVE" at their marks); they follow how English is read aloud.

Known limitations: "2.XXVI" (a part and a chapter in one token) and "IVth" (a Roman ordinal) are
left to the model; the month must be written out or abbreviated with letters ("Oct", "Sept."),
not as a number ("10/6" is `tnfst.context`'s month/day rule).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst import special

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Month names and their abbreviations (grammars/en/date/month.tsv, CLDR), lowercase, with the
#: spoken name each begins its reading with.
MONTHS = {
    "january": "january", "jan": "january", "february": "february", "feb": "february", "march": "march",
    "mar": "march", "april": "april", "apr": "april", "may": "may", "june": "june", "jun": "june",
    "july": "july", "jul": "july", "august": "august", "aug": "august", "september": "september",
    "sep": "september", "sept": "september", "october": "october", "oct": "october", "november": "november",
    "nov": "november", "december": "december", "dec": "december"}
_MONTH_FIRST = re.compile(r"([A-Za-z]{3,9})\.? (?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th|d|ST|ND|RD|TH)?\.?"
                          r"(?:,? \d{3,4})?,?")
#: A Roman numeral of I, V, X, L and C (no D or M: "MD", "CD" are abbreviations).
_ROMAN = re.compile(r"C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
#: Tokens after a sentence-first numeral that make it a heading ("XII. Darkness", "IV: ...").
HEADING_MARKS = frozenset({".", ":", "--", "—", "–", "-", ".--", ".—"})
_RANGE = re.compile(r"([1-9]\d{0,2})[-–]([1-9]\d{0,2})")
_APOSTROPHE_YEARS = re.compile(r"['’](\d\d)(?:[-–]['’]?(\d\d))?")
_ORDINAL_RANGE = re.compile(r"(\d{1,3})(?:st|nd|rd|th|d)[-–](\d{1,3})(?:st|nd|rd|th|d)")
_FOUR_DIGITS = re.compile(r"[1-9]\d{3}")
#: Plural nouns after a count of four digits that make it a count ("1908 years"), not a year.
COUNT_NOUNS = frozenset("years months weeks days hours minutes seconds miles leagues yards feet inches acres tons "
                        "pounds dollars men women people persons souls soldiers horses ships guns".split())
_TENS = "TWENTY|THIRTY|FORTY|FIFTY|SIXTY|SEVENTY|EIGHTY|NINETY"
_CAPITAL_NUMBER_WORD = re.compile(rf"(?:{_TENS})-(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE)")
_OLD_MONEY = re.compile(r"(\d{1,3})([lsd])|(\d{1,3}(?:,\d{3})+|\d{4,6})(l)")
_POUND_AMOUNT = re.compile(r"£\d[\d,]*")
#: Words before "and" and an amount of pence or shillings ("one shilling and 6d.").
OLD_MONEY_WORDS = frozenset({"pound", "pounds", "shilling", "shillings"})
#: Words of price before "15s." or "6d." with its period ("a barrel cost 15s.", "paid 6d."): the amount
#: is money, never a decade or a duration.
PRICE_VERBS = frozenset({"cost", "costs", "paid", "pay", "fetched", "fetch", "fetches", "charged", "worth"})
#: Punctuation after "500l." that shows its period is the abbreviation's, not the sentence's.
POUNDS_AFTER = frozenset({",", ";", ":", ")", "—", "--", "–"})
#: Words after "15s." that make it a price ("15s. a week", "2s. per yard", "6d. each").
PRICE_WORDS = frozenset({"a", "per", "each", "apiece"})
_OLD_ORDINAL = re.compile(r"\d{1,3}d")
#: The old ordinals of 2 and 3 ("2d", "3d", "22d", "103d"; not "11d", "12d", "13d").
_OLD_ORDINAL_FORM = re.compile(r"(?:\d{0,2}[02-9])?[23]d")
_ORDINAL_TOKEN = re.compile(r"(?:[A-Za-z]{3,9}\.? )?\d{1,3}(?:st|nd|rd|th|d)")
#: Words before "3d" that may make it an ordinal ("the 3d of June", "this 23d Dragoons").
DETERMINERS = frozenset({"the", "this", "that"})
#: Words after "the 3d" that make it an ordinal ("the 3d inst.", "the 2d day").
ORDINAL_NOUNS = frozenset({"of", "inst", "instant", "ult", "ultimo", "day", "century"})
#: Punctuation tokens a rule here reads (`tnfst.context` skips other punctuation on its fast path).
SYMBOLS = frozenset({":"})
#: Punctuation after a range that ends its phrase ("pp. 23-26.", "37-42,"), or an opening bracket
#: after it (a reference's pages before its year: "586, 378–383 (2020)").
RANGE_ENDS = frozenset({".", ",", ";", ":", ")", "]", "("})


def book_reading(tokens: Sequence[str], i: int, readings_of: Readings,
                 rule_readings_of: RuleReadings = None) -> str | None:
    """The reading of `tokens[i]` by the rules of the module docstring, or None; `rule_readings_of(rule,
    token)` gives a context rule's readings (OLD_MONEY)."""
    token = tokens[i]
    lead = token[:1]
    if lead.isalpha():
        return (month_first_date(token, readings_of) or heading_numeral(tokens, i)
                or (special.SELF if _CAPITAL_NUMBER_WORD.fullmatch(token) else None))
    if lead.isdigit():
        return (range_before_punctuation(tokens, i) or ordinal_range(token)
                or era_span_start(tokens, i, readings_of) or count_before_noun(tokens, i)
                or old_money(tokens, i, rule_readings_of)
                or old_ordinal(tokens, i, rule_readings_of))
    if lead in "'’":
        return apostrophe_years(token)
    if token == ":":
        return colon_after_number(tokens, i)
    return None


#: A year with its era as the tokenizer joins them ("404 BC", "14 CE"), the era apart.
_ERA_YEAR = re.compile(r"([1-9]\d{0,3}) ?(B\.C\.(?:E\.)?|A\.D\.|C\.E\.|BCE?|AD|CE)")
#: Words between a span's first year and its last ("431 to 404 BC", "431–404 BC" as "431", "–").
SPAN_JOINERS = frozenset({"to", "-", "–", "—", "until", "till", "and"})


def era_span_start(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """The first year of a span whose last year carries the era ("from 431 to 404 BC", "between 1279
    and 1213 BC"; a number of 3-4 digits): read as the DATE grammar reads it with that era, the era's
    words left off ("four thirty one"), so both ends are said as years, in the same way; None
    elsewhere. The era written once covers the span (Chicago Manual of Style 9.64, "BC", "AD")."""
    token = tokens[i]
    if readings_of is None or not (3 <= len(token) <= 4 and token.isdigit()) or token[0] == "0":
        return None
    if i + 2 >= len(tokens) or tokens[i + 1] not in SPAN_JOINERS:
        return None
    m = _ERA_YEAR.fullmatch(tokens[i + 2])
    if m is None or int(m.group(1)) == int(token):
        return None
    era = " ".join(c.lower() for c in m.group(2) if c.isalpha())
    for reading in readings_of(f"{token} {m.group(2)}"):
        if reading.endswith(" " + era):
            return reading[: -len(era) - 1]
    return None


def month_first_date(token: str, readings_of: Readings) -> str | None:
    """A date written month first ("October 6th", "AUG. 3", "June 5th, 1849"): the grammar's
    first reading that begins with the month's name ("october sixth"), or None."""
    m = _MONTH_FIRST.fullmatch(token)
    if readings_of is None or not m:
        return None
    month = MONTHS.get(m.group(1).lower())
    if month is None:
        return None
    for reading in readings_of(token):
        if reading.split(" ", 1)[0] == month:
            return reading
    return None


def roman_cardinal(token: str) -> int | None:
    """The value of a Roman numeral of I, V, X, L and C in capitals ("XIX" -> 19), else None."""
    if not token or not _ROMAN.fullmatch(token):
        return None
    total = 0
    for a, b in zip(token, token[1:] + " "):
        va, vb = _ROMAN_VALUES[a], _ROMAN_VALUES.get(b, 0)
        total += -va if va < vb else va
    return total


def heading_numeral(tokens: Sequence[str], i: int) -> str | None:
    """A Roman numeral of two letters or more first in its sentence (after an opening quote or
    bracket at most) before a heading mark (`HEADING_MARKS`): its cardinal ("XII." -> "twelve")."""
    token = tokens[i]
    if len(token) < 2 or any(t.isalnum() for t in tokens[:i]) or i + 1 >= len(tokens):
        return None
    if tokens[i + 1] not in HEADING_MARKS:
        return None
    value = roman_cardinal(token)
    if value is None or not set(token) & set("IV"):  # not "CC", "XL", "LX": sizes, abbreviations
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(str(value)))


def colon_after_number(tokens: Sequence[str], i: int) -> str | None:
    """The colon itself (kept as written: the VERBATIM grammar's self reading) for a colon token
    after a number of digits and not before a token that begins with a digit ("2: PROOFS",
    "Scene 2:--"), else None (a ratio, "4 : 3", stays the model's)."""
    if tokens[i] != ":" or i == 0 or not tokens[i - 1].isdigit():
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if nxt[:1].isdigit() and not _labelled(tokens, i):
        return None
    return ":"


#: Words that number the parts of a day's plan or a race before a colon ("Stage 7: 165 km", "Day 3:
#: 12 miles easy", "Lap 12: 1:31.4"): the colon ends a label, never a ratio's "to".
COLON_LABELS = frozenset("stage day week lap game round race mile hole heat leg set match session workout phase "
                         "step part level episode".split())


def _labelled(tokens: Sequence[str], i: int) -> bool:
    """True for a colon after a label word and its number ("Stage 7:"), before a number."""
    return i >= 2 and tokens[i - 2].lower() in COLON_LABELS


def range_before_punctuation(tokens: Sequence[str], i: int) -> str | None:
    """A rising range of counts of at most three digits each, not of consecutive numbers, before
    a punctuation mark that ends its phrase (`RANGE_ENDS`): "23-26." -> "twenty three to twenty
    six"."""
    m = _RANGE.fullmatch(tokens[i])
    if not m or i + 1 >= len(tokens) or tokens[i + 1] not in RANGE_ENDS:
        return None
    low, high = int(m.group(1)), int(m.group(2))
    if high <= low + 1:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(m.group(1))) + " to " + " ".join(cardinal_words(m.group(2)))


def _two_digits(digits: str) -> str:
    """A year's last two digits as said: "58" -> "fifty eight", "05" -> "o five", "00" -> "o o"."""
    from tnfst.constraints.number_guard import cardinal_words

    if digits[0] == "0":
        return "o " + ("o" if digits[1] == "0" else " ".join(cardinal_words(digits[1])))
    return " ".join(cardinal_words(digits))


def apostrophe_years(token: str) -> str | None:
    """A year or a span of years with an apostrophe ("'49", "'58-'59", "'61-'65"): each year's two
    digits, one after the other; None for other tokens and for a span that does not rise."""
    m = _APOSTROPHE_YEARS.fullmatch(token)
    if not m:
        return None
    first, second = m.group(1), m.group(2)
    if second is None:
        return _two_digits(first)
    if int(second) <= int(first):
        return None
    return _two_digits(first) + " " + _two_digits(second)


def ordinal_range(token: str) -> str | None:
    """A rising range of ordinals ("24th-25th" -> "twenty fourth to twenty fifth"), else None."""
    m = _ORDINAL_RANGE.fullmatch(token)
    if not m or int(m.group(2)) <= int(m.group(1)):
        return None
    from tnfst.constraints.number_guard import _ordinal, cardinal_words

    return " ".join(_ordinal(cardinal_words(m.group(1)))) + " to " + " ".join(_ordinal(cardinal_words(m.group(2))))


def count_before_noun(tokens: Sequence[str], i: int) -> str | None:
    """A number of four digits, not a round hundred, before a plural noun of `COUNT_NOUNS` ("1908
    years"): its cardinal."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if not _FOUR_DIGITS.fullmatch(tokens[i]) or tokens[i].endswith("00") or nxt not in COUNT_NOUNS:
        return None  # a round hundred, "1500 men": "fifteen hundred" is its year and its count
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(tokens[i]))


def _neighbour(tokens: Sequence[str], i: int, step: int) -> tuple[int, str]:
    """The index and text of the nearest token before (`step` -1) or after (+1) `i` that is not a
    period (the tokenizer leaves "3s." as "3s", "."); (-1, "") at the sentence's edge."""
    j = i + step
    while 0 <= j < len(tokens) and tokens[j] == ".":
        j += step
    return (j, tokens[j]) if 0 <= j < len(tokens) else (-1, "")


def old_money(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """An amount of pounds, shillings or pence ("10s", "6d", "2l") where the module docstring's
    contexts make it money: the OLD_MONEY rule's first reading ("ten shillings"), else None."""
    m = _OLD_MONEY.fullmatch(tokens[i])
    if not m or rule_readings_of is None:
        return None
    unit = m.group(2) or m.group(4)
    j, prev = _neighbour(tokens, i, -1)
    _, nxt = _neighbour(tokens, i, +1)

    def other_unit(token: str) -> bool:
        other = _OLD_MONEY.fullmatch(token)
        return bool(other) and (other.group(2) or other.group(4)) != unit

    # a sum in "l." (libra) with its period inside a sentence: "500l. a year", "2,000l., and", "paid
    # 10l. for it"; not before "of" ("2l. of water": litres), nor where the period may end the sentence
    dotted_pounds = (unit == "l" and i + 1 < len(tokens) and tokens[i + 1] == "."
                     and (nxt in POUNDS_AFTER or (nxt.isalpha() and nxt.islower() and nxt != "of")))
    priced = unit != "l" and i + 1 < len(tokens) and tokens[i + 1] == "." and prev.lower() in PRICE_VERBS
    money = (other_unit(prev) or other_unit(nxt) or bool(_POUND_AMOUNT.fullmatch(prev)) or dotted_pounds or priced
             or (unit != "l" and prev.lower() == "and" and j > 0 and tokens[j - 1].lower() in OLD_MONEY_WORDS)
             or (unit == "s" and i + 1 < len(tokens) and tokens[i + 1] == "." and nxt in PRICE_WORDS))
    if not money:
        return None
    readings = rule_readings_of("OLD_MONEY", tokens[i])
    return readings[0] if readings else None


#: Abbreviations of a numbered court or sitting that the Bluebook writes after "2d", "3d" (rule
#: 6.2(b): "2d Cir.", "99th Cong., 2d Sess.", "3d Dist."): an old ordinal before one is an ordinal.
CITED_BODIES = frozenset({"Cir", "Sess", "Cong", "Dist"})


def old_ordinal_form(token: str) -> bool:
    """True for an ordinal in the older form the OLD_ORDINAL rule reads ("2d", "3d", "23d")."""
    return bool(_OLD_ORDINAL_FORM.fullmatch(token))


def old_ordinal(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"3d", "23d" as an ordinal where the module docstring's contexts make it one: the OLD_ORDINAL
    rule's reading ("twenty third"), else None (the rule has none for "4d", "12d")."""
    if not _OLD_ORDINAL.fullmatch(tokens[i]) or rule_readings_of is None or i == 0:
        return None
    prev = tokens[i - 1]
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    month_before = prev == "." and i >= 2 and tokens[i - 2][:1].isupper() and tokens[i - 2].lower() in MONTHS
    ordinal = (prev.lower().rstrip(".") in MONTHS or month_before  # "Nov. 3d" (split "Nov", ".", "3d")
               or (prev.lower() in DETERMINERS and (nxt.lower().rstrip(".") in ORDINAL_NOUNS or _capitalised(nxt)))
               or (prev.lower() == "and" and i >= 2 and bool(_ORDINAL_TOKEN.fullmatch(tokens[i - 2])))
               or nxt in CITED_BODIES)
    if not ordinal:
        return None
    readings = rule_readings_of("OLD_ORDINAL", tokens[i])
    return readings[0] if readings else None


def _capitalised(token: str) -> bool:
    """A capitalised word ("Dragoons"), not one in capitals ("DVD")."""
    return len(token) > 1 and token[0].isupper() and token[1:].islower() and token.isalpha()
