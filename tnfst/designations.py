"""Codes, designations and identifiers that the words around them tell how to say.

Part of `tnfst.context.ContextReadings.decide` (asked right after its ZIP-code rule for a state
code); a reading here is kept only where a grammar licenses it for the token, most by the
ADDRESS class or the CODE_PAIRS context rule (`grammars/en/address.py`). The rules, in the order
they are asked:

* **ZIP codes after a state name or a ZIP label**: five digits (or ZIP+4) right after a state's
  name or its AP or GPO abbreviation, with or without a comma ("DeSoto, Texas, 75115", "New York
  10001", "Austin, Tex. 78701"; `grammars/en/words/us_states.tsv`: USPS Publication 28, the AP
  Stylebook; the two-letter USPS codes are `tnfst.context`'s own rule), or after "zip", "ZIP code", "zipcode",
  "postal code" (and a ":" or "is" between) are said digit by digit ("seven five one one five"),
  as an American reader says a ZIP code. The training data has three ZIP codes after "ZIP code",
  all cardinals: too few against the everyday reading (the brief's rule: fewer than ten cases ->
  how a newsreader says it);
* **a postcode before its city** (the continental European order: "12 Rue de Rivoli, 75001
  Paris", "Unter den Linden 77, 10117 Berlin"; the Universal Postal Union's addressing formats
  for France, Germany, Italy and Spain: five digits, then the town): five digits right after a
  comma, before one capitalised word that ends the phrase, where a house number stands in the
  eight tokens before the comma, are said digit by digit, as a ZIP code is;
* **SMS short codes**: a number of 3-6 digits after "to", where "text", "txt", "SMS", "texting",
  "message" or "reply" comes in the four tokens before "to" ("Text HELP to 80808") -> its digits ("eight
  o eight o eight"); a short code is dialled, never a quantity;
* **identifiers after a label**: a number of four digits or more (or digits and hyphens: an ISBN,
  an ISSN) after a label that names an identifier (`ID_LABELS`: "PMID", "ISBN", "ISSN", "DOI",
  "ID", "SKU") or after a word that does when "number", "no.", "#" or "code" follows it
  (`ID_NOUNS`: "order number", "tracking #", "account no."; a housing listing's "MLS #" and
  "listing no.", the identifier a Multiple Listing Service gives it; "MLS#", "Order#" with the sign
  glued), with ":", "is" or "was" between,
  is said digit by digit ("PMID 18583455" -> "one eight five eight ..."); the grammar's digit
  reading. Commas make it a quantity and stay ("Patent No. 5,123,456");
* **numbered ranges**: a range of two numbers after "No.", "Nos.", "#", "§", "§§" or "pp." ("See
  hadith No. 732-733", "§§ 101-103") is said with "to" (the grammar's reading with "to"), where the
  model dropped the dash ("seven hundred thirty two seven hundred thirty three");
* **airline code and flight number**: after "flight", a code of two characters ("UA", "BA", "B6")
  is spelled ("u a") and the number after it said as a newsreader gives a flight: one or two
  digits as a cardinal, three or four in pairs ("Flight UA 926" -> "u a nine twenty six", "BA
  2490" -> "twenty four ninety", "flight AA1234" glued -> "a a twelve thirty four"; CODE_PAIRS), a
  leading zero digit by digit. "flight 855" with
  no code stays `tnfst.code_numbers`' digits (the training data's two such flights);
* **volumes of a legal citation**: a number of one to three digits right before the abbreviation of
  a code or a reporter (`CITED_CODES`: "42 U.S.C. § 1983", "40 CFR 60", "85 Fed. Reg.", and "410
  U.S. 113" with a number after "U.S.") is its title or volume, a cardinal ("forty two", never
  "four two"), as the training data reads its three numbers before "U.S." and "USC";
* **designations of letters and a number**: one or two capitals glued to a number of two digits
  ("G30", "B52", "AK47") -> the letters and the cardinal ("g thirty"), of three digits, glued or
  with a dash ("A320", "B-747", "I-405"), -> the letters and the number in pairs ("a three
  twenty", "b seven forty seven", "i four o five": CODE_PAIRS), as type, route and room numbers are
  said; three capitals with a dash the same ("CRJ-900" -> "c r j nine hundred", "ERJ-145"), and
  an aircraft type's variant after it as its maker names it (ICAO Doc 8643 types, Airbus's and
  Bombardier's model names): a pause ("sil", a comma in plain text) and the variant's cardinal
  ("A350-1000" -> "a three fifty, one thousand", "A330-300" -> "a three thirty, three hundred": without
  the pause, "three fifty one thousand" is 351,000), or "neo" ("A321neo" -> "a three twenty
  one neo"); the model said "a three hundred fifty, one thousand" and "c r j nine o o". The training data has seven glued codes: its four of one or two digits are cardinals
  ("M16" -> "m sixteen", "A15"), its one of three digits ("A728") is said digit by digit; pairs
  follow everyday speech ("an A three-twenty", "the four-oh-five"). A number with a leading zero
  ("B07") stays the grammar's digits;
* **flight levels**: "FL" and three digits, a multiple of five up to 600 ("FL350") -> "flight level
  three five zero" (FLIGHT_LEVEL; ICAO radiotelephony says each digit, zero "zero"), never a code in
  pairs ("f l three fifty");
* **long codes**: one to four capitals glued to five to twelve digits ("Container MSCU4596127",
  "meter A7731902") -> the letters spelled and the digits one by one ("m s c u four five nine
  ..."; CODE_DIGITS), never a cardinal of millions: a serial is read out, not counted. The
  training data has no such token.

Pure: no file access, nothing compiled; the state names come from the caller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence

from tnfst.code_numbers import digits_said
from tnfst.everyday_context import glued_currency

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Words said for digits (the grammar's digit readings; "sil" for a hyphen between groups).
DIGIT_WORDS = frozenset("o zero one two three four five six seven eight nine".split())
_ZIP = re.compile(r"\d{5}(?:-\d{4})?")
#: Words of a ZIP label, in lowercase ("zip", "ZIP code", "zipcode", "postal code").
ZIP_LABELS = frozenset({"zip", "zipcode", "zip-code", "postcode"})
#: Words that may stand between a label and its number ("ZIP: 10001", "ZIP code is 10001").
FILLERS = frozenset({":", "is", "was", "-", "number", "no", "no.", "nr", "#", "code", "."})
#: Lowercase words that end in "s" and are no plural noun after a ZIP code ("10001 is").
_NOT_PLURAL = frozenset({"is", "was", "has", "as", "us", "this", "thus", "plus", "its", "his"})
#: Words before "to" that make its number an SMS short code ("Text HELP to 80808").
TEXT_WORDS = frozenset({"text", "txt", "sms", "texting", "message", "msg", "reply"})
_TEXT_WINDOW = 4
_SHORT_CODE = re.compile(r"[1-9]\d{2,5}")
#: Labels of identifiers, in lowercase: a number after them is an identifier.
ID_LABELS = frozenset({"pmid", "pmcid", "isbn", "issn", "doi", "oclc", "lccn", "id", "sku", "upc", "ean", "asin",
                       "ref", "ref.", "acct", "acct.", "ssn", "vin", "imei"})
#: Nouns that name an identifier when "number", "no.", "#" or "code" follows ("order number").
ID_NOUNS = frozenset({"order", "account", "tracking", "serial", "reference", "confirmation", "invoice", "policy",
                      "customer", "member", "membership", "booking", "ticket", "transaction", "claim",
                      "registration", "reservation", "routing", "case", "patient", "employee", "student", "part",
                      "product", "item", "model", "batch", "lot", "receipt", "shipment", "parcel", "package",
                      "mls", "listing"})
#: Words after an `ID_NOUNS` noun that make it a label.
ID_HEADS = frozenset({"number", "no", "no.", "nr", "#", "code", "id"})
_ID_WINDOW = 4
_IDENTIFIER = re.compile(r"\d{4,}|\d+(?:-\d+)+(?:-[\dX])?|\d{9}X")
#: Words before a numbered range ("No. 732-733", "§§ 101-103").
RANGE_LABELS = frozenset({"no", "no.", "nos", "nos.", "#", "§", "§§", "pp", "pp.", "nr"})
_RANGE = re.compile(r"([1-9]\d{0,5})[-–]([1-9]\d{0,5})")
_AIRLINE = re.compile(r"[A-Z]{2}|[A-Z]\d|\d[A-Z]")
_FLIGHT_NUMBER = re.compile(r"\d{1,4}")
#: Glued designations: letters and two digits ("G30"); letters, an optional dash and three ("A320").
_TWO_DIGIT_CODE = re.compile(r"([A-Z]{1,2})([1-9]\d)")
#: Three capitals take a dash ("CRJ-900", "ERJ-145"; "USD100" glued is money's). An aircraft type's
#: variant may follow: a dash and its number ("A350-1000", "A330-300") or Airbus's "neo" ("A321neo").
_THREE_DIGIT_CODE = re.compile(r"(?:[A-Z]{1,2}-?|[A-Z]{3}-)[1-9]\d{2}(?:-[1-9]\d{0,3}|neo)?")
#: An airline code glued to a flight number of four digits, after "flight" ("flight AA1234").
_GLUED_FLIGHT = re.compile(r"[A-Z]{2}[1-9]\d{3}")
#: Abbreviations of codes and reporters after a title or volume number ("42 U.S.C.", "40 CFR").
CITED_CODES = frozenset({"u.s.c.", "usc", "u.s.c.a.", "c.f.r.", "cfr", "stat.", "fed.", "f.2d", "f.3d", "f.4th",
                         "s.ct.", "l.ed."})
_VOLUME = re.compile(r"[1-9]\d{0,2}")


def designation_reading(tokens: Sequence[str], i: int, state_names: Collection[str], readings_of: Readings,
                        rule_readings_of: RuleReadings, words: frozenset[str]) -> str | None:
    """The reading one of the module's rules decides for ``tokens[i]``, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token's index.
        state_names: US state names in lowercase ("texas", "new york") and their AP and GPO
            abbreviations without a final period, as written ("Tex", "Calif", "N.Y").
        readings_of: the grammar's licensed readings of a token, best first.
        rule_readings_of: the readings of one grammar rule ("CODE_PAIRS") for a token.
        words: the sentence's tokens in lowercase (its price words leave a glued currency code,
            "cost RM45", to `tnfst.everyday_context.glued_currency`).
    """
    if readings_of is None or rule_readings_of is None or not 0 <= i < len(tokens):
        return None
    token = tokens[i]
    if token[:1].isdigit():
        return (_zip_code(tokens, i, state_names, readings_of) or _postcode_before_city(tokens, i, readings_of)
                or _short_code(tokens, i, readings_of)
                or _identifier(tokens, i, readings_of) or _numbered_range(tokens, i, readings_of)
                or _flight_number(tokens, i, rule_readings_of) or _cited_volume(tokens, i))
    if token[:1].isupper():
        if glued_currency(token, words, readings_of) is not None:
            return None  # "cost RM45": money ("forty five ringgit"), not a designation ("r m forty five")
        return _airline(tokens, i) or _designation(token, rule_readings_of) or _glued_flight(tokens, i, rule_readings_of)
    return None


def _digits(token: str, readings_of: Readings) -> str | None:
    """The grammar's first reading of `token` said digit by digit ("sil" between groups)."""
    return next((r for r in readings_of(token) if set(r.split()) <= DIGIT_WORDS | {"sil"}), None)


def _before(tokens: Sequence[str], i: int, window: int) -> list[str]:
    """The lowercase words before `tokens[i]`, nearest first, skipping `FILLERS`, up to `window`."""
    out = []
    for t in reversed(tokens[max(0, i - window):i]):
        key = t.lower()
        if key not in FILLERS:
            out.append(key)
    return out


def _zip_code(tokens: Sequence[str], i: int, state_names: Collection[str], readings_of: Readings) -> str | None:
    """A ZIP code after a state's name ("Texas, 75115") or a ZIP label ("zip 90210")."""
    if not _ZIP.fullmatch(tokens[i]):
        return None
    j = i
    while j > 0 and tokens[j - 1] in (",", ".") and i - j < 2:
        j -= 1  # "Texas, 75115", "Tex. 78701", "Calif., 95814"
    named = any(j - k >= 0 and tokens[j - k][:1].isupper()
                and (" ".join(tokens[j - k:j]).lower() in state_names
                     or "".join(tokens[j - k:j]).rstrip(".") in state_names) for k in (1, 2, 3))
    words = [t.lower() for t in tokens[max(0, i - 3):i]]
    labelled = bool(set(words) & ZIP_LABELS) or any(a == "postal" and b == "code" for a, b in zip(words, words[1:]))
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if named and not labelled and nxt.isalpha() and nxt.islower() and nxt.endswith("s") and nxt not in _NOT_PLURAL:
        return None  # "Ohio 12000 troops": a count
    return _digits(tokens[i], readings_of) if named or labelled else None


#: Punctuation that ends the phrase after a town ("75001 Paris.", "10117 Berlin,").
_TOWN_ENDS = frozenset({"", ".", ",", ";", ")", "!", "?"})
#: A house number ("12", "77", "221B", "4-6"); three digits at most, so a year is none.
_HOUSE = re.compile(r"\d{1,3}[A-Za-z]?(?:[-–]\d{1,3})?")


def _postcode_before_city(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """Five digits between a comma and a town that ends its phrase, with a house number before
    the comma ("Unter den Linden 77, 10117 Berlin."): a European postcode, said digit by digit."""
    if not (len(tokens[i]) == 5 and tokens[i].isdigit() and i >= 2 and tokens[i - 1] == ","):
        return None
    town = tokens[i + 1] if i + 1 < len(tokens) else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if not (town[:1].isupper() and town.isalpha() and town[1:].islower() and after in _TOWN_ENDS):
        return None
    if not any(_HOUSE.fullmatch(t) for t in tokens[max(0, i - 9):i - 1]):
        return None
    return _digits(tokens[i], readings_of)


def _short_code(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """"Text HELP to 80808": an SMS short code, its digits."""
    if i < 2 or tokens[i - 1].lower() != "to" or not _SHORT_CODE.fullmatch(tokens[i]):
        return None
    if not {t.lower() for t in tokens[max(0, i - 1 - _TEXT_WINDOW):i - 1]} & TEXT_WORDS:
        return None
    return _digits(tokens[i], readings_of)


def _identifier(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A number after an identifier's label ("PMID 18583455", "order number is 4417"): its digits."""
    if not _IDENTIFIER.fullmatch(tokens[i]):
        return None
    keys = [t.lower() for t in tokens[max(0, i - _ID_WINDOW):i]]
    k = len(keys)
    while k > 0 and keys[k - 1] in FILLERS:
        k -= 1
    if k == 0:
        return None
    label = keys[k - 1]
    if label in ID_LABELS or (label in ID_HEADS and k >= 2 and keys[k - 2] in ID_NOUNS) \
            or (label in ID_NOUNS and k < len(keys) and keys[k] in ID_HEADS) \
            or (label[-1:] == "#" and label[:-1] in ID_NOUNS):  # "MLS# 2231190", "Order# 55123": glued
        return _digits(tokens[i], readings_of)
    return None


def _numbered_range(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """"No. 732-733", "§§ 101-103": the grammar's reading with "to"."""
    m = _RANGE.fullmatch(tokens[i])
    if m is None or i == 0 or int(m.group(1)) >= int(m.group(2)):
        return None
    prev = tokens[i - 1].lower()
    if prev == "." and i >= 2:
        prev = tokens[i - 2].lower()
    if prev not in RANGE_LABELS:
        return None
    return next((r for r in readings_of(tokens[i]) if " to " in r), None)


def _after_flight(tokens: Sequence[str], i: int) -> bool:
    """Whether `tokens[i]` is an airline code right after "flight" ("Flight UA 926")."""
    return i >= 1 and tokens[i - 1].lower() == "flight" and bool(_AIRLINE.fullmatch(tokens[i]))


def _airline(tokens: Sequence[str], i: int) -> str | None:
    """"UA" between "flight" and a number: spelled ("u a")."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if not _after_flight(tokens, i) or not _FLIGHT_NUMBER.fullmatch(nxt):
        return None
    return " ".join(c.lower() if c.isalpha() else digits_said(c) for c in tokens[i])


def _flight_number(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """The number after "flight" and an airline code: pairs for 3-4 digits, the cardinal for 1-2,
    digit by digit with a leading zero."""
    token = tokens[i]
    if not _FLIGHT_NUMBER.fullmatch(token) or not _after_flight(tokens, i - 1):
        return None
    if token.startswith("0"):
        return digits_said(token)
    if len(token) <= 2:
        from tnfst.constraints.number_guard import cardinal_words

        return " ".join(cardinal_words(token))
    return next(iter(rule_readings_of("CODE_PAIRS", token)), None)


def _glued_flight(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"flight AA1234": the code spelled and the number in pairs ("a a twelve thirty four")."""
    if i == 0 or tokens[i - 1].lower() != "flight" or not _GLUED_FLIGHT.fullmatch(tokens[i]):
        return None
    return next(iter(rule_readings_of("CODE_PAIRS", tokens[i])), None)


def _cited_volume(tokens: Sequence[str], i: int) -> str | None:
    """"42 U.S.C. § 1983", "410 U.S. 113": the title or volume number, a cardinal."""
    if not _VOLUME.fullmatch(tokens[i]) or i + 1 >= len(tokens):
        return None
    code = tokens[i + 1].lower()
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if code not in CITED_CODES and not (code == "u.s." and after[:1].isdigit()):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(tokens[i]))


def _designation(token: str, rule_readings_of: RuleReadings) -> str | None:
    """"G30" -> "g thirty"; "A320", "B-747" -> "a three twenty", "b seven forty seven"; "A350-1000"
    -> "a three fifty sil one thousand", "A321neo" -> "a three twenty one neo";
    "MSCU4596127" -> "m s c u four five nine six one two seven"; "FL350" -> "flight level three five zero"."""
    if _FLIGHT_LEVEL.fullmatch(token):
        return next(iter(rule_readings_of("FLIGHT_LEVEL", token)), None)
    m = _TWO_DIGIT_CODE.fullmatch(token)
    if m is not None:
        from tnfst.constraints.number_guard import cardinal_words

        return " ".join(list(m.group(1).lower()) + cardinal_words(m.group(2)))
    if _THREE_DIGIT_CODE.fullmatch(token):
        return next(iter(rule_readings_of("CODE_PAIRS", token)), None)
    if _LONG_CODE.fullmatch(token):
        return next(iter(rule_readings_of("CODE_DIGITS", token)), None)
    return None


#: A flight level: "FL" and a multiple of five from 005 to 600 ("FL350"; FLIGHT_LEVEL).
_FLIGHT_LEVEL = re.compile(r"FL(?!000)(?:[0-5]\d[05]|600)")
#: Capitals glued to a long number: a serial read out ("MSCU4596127"; CODE_DIGITS).
_LONG_CODE = re.compile(r"[A-Z]{1,4}\d{5,12}")
