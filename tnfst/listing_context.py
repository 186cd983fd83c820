"""Context readings for the shorthand of classified ads: housing listings, car ads and job posts.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.abbreviation_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it (`tnfst.api._in_context`): the ROOMS and SHORTHAND
rules (`grammars/en/listings.py`, `grammars/en/notation.py`) and the context-only word list
`grammars/en/words/context_abbreviations.tsv`, whose rows the model is never offered. Ads clip
words to save space; each clipping below is also a word, a name or letters elsewhere ("BA" the
degree, "dep." a department, "avail" the verb), so each is read in full only beside what makes
it the ad's. The rules:

* **rooms glued to counts**: "3BR/2BA", "4bd/2.5ba" -> "three bedroom two bath" (the ROOMS rule);
  a half alone ("2BR", "1BA") only in a sentence about housing (`LISTING_CUES`) or beside another;
* **rooms after counts**: "2 bd 1 ba", "3 BR, 2 BA" -> "bedroom", "bath" right after a count; the
  capitals ("BR", "BA", "BD": British Rail, the degree) only in a sentence about housing; with a
  slash, the bedroom glued to the bath's count ("4 bd/3 ba": "4", "bd/3", "ba") -> "bedroom three"
  (ROOMS) after a count and before the bath's abbreviation, which is then "bath";
* **appliances**: "W/D" -> "washer and dryer", "A/C" -> "air conditioning" (SHORTHAND) in a
  sentence about housing or a car;
* **mileage in thousands**: a number glued to "k" or "K" before "mi", "miles" or "km" ("58k mi",
  "120K miles") -> "fifty eight thousand" (the SCALED rule; `tnfst.everyday_context` reads "K" only
  before a plural noun), and "mi"/"km" after it -> "miles", "kilometers" (BARE_UNIT, its plural);
* **hours per week**: "40 hrs/wk", "8 hrs/day", "5 days/wk" after a number or a range -> "hours per
  week" (SHORTHAND); "1 hr/wk" -> "hour per week";
* **ages**: "y/o" after a number -> "year old" before a word ("a 67 y/o male"), "years old"
  elsewhere ("she is 45 y/o."): clinical and classified shorthand (Merriam-Webster: "y/o" year-old);
* **each**: "ea." or "ea" after a price or a count, ending its phrase ("$12.99 ea.", "2 ea") ->
  "each" (Merriam-Webster's abbreviations; price tags and invoices);
* **experience**: "exp." right after years ("3+ yrs exp.", "5 years exp") -> "experience";
* **apartment**: "apt." with its period in a sentence about housing ("Studio apt. available") ->
  "apartment" (the words list's reading; elsewhere "apt" is also the adjective);
* **garage, deposit**: "gar." after "2-car" ("a 2-car gar.") -> "garage"; "dep." after "security",
  "damage", "pet" or "cleaning" -> "deposit";
* **available, required**: "avail." with its period before a comma, a semicolon, a lowercase word
  or a number ("Office space avail., Ste. 210", "avail. 6/1"), never after "no", "to", "of"
  ("to no avail."); "req." with its period at the end of a phrase ("CDL Class A req.") -> "required",
  not after a possessive or an article ("your req.", a request).

Sources: the National Association of Realtors' MLS glossary (BR, BA), Merriam-Webster's
abbreviations (hr, wk, exp, gar, dep, avail, req, W/D, A/C). The training data has no ad: its "BR"
and "BA" (4 and 6, none after a number) are letters, so no rule here reads them elsewhere.

Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.abbreviation_context import period_parts
from tnfst.special import first_reading as _first

RuleReadings = Callable[[str, str], list[str]] | None

#: Words that make a sentence about housing or a car for sale.
LISTING_CUES = frozenset(
    "rent rental rentals lease leasing sale sublet sublease home homes house houses condo condos apartment apartments "
    "apt townhouse townhome studio duplex loft unit units bed beds bedroom bedrooms bath baths bathroom bathrooms "
    "sq ft sqft garage yard lot hoa utilities utility deposit pets move-in listing listed asking obo landlord tenant "
    "tenants roommate furnished unfurnished laundry kitchen basement porch deck fenced ranch colonial cape "
    "car truck van suv sedan coupe mi miles mileage mpg owner title tires engine transmission".split())
#: Room abbreviations written apart from their counts, lowercase key -> the room.
ROOM_WORDS = {"bd": "bedroom", "br": "bedroom", "bdrm": "bedroom", "ba": "bath", "bth": "bath"}
#: A count of rooms ("2", "2.5", "1½" is not written in ads).
_COUNT = re.compile(r"[1-9]\d?(?:\.5)?")
#: Rooms glued to their counts (the ROOMS rule's shape).
_BED = r"(?:BR|Br|br|BD|Bd|bd|BDR|bdr|BDRM|Bdrm|bdrm)"
_BATH = r"(?:BA|Ba|ba|BTH|bth|Bth)"
_AMOUNT = r"[1-9]\d?(?:\.5)?"
_ROOMS_BOTH = re.compile(f"{_AMOUNT}{_BED}[/,+]?{_AMOUNT}{_BATH}")
_ROOMS_HALF = re.compile(f"{_AMOUNT}(?:{_BED}|{_BATH})")
#: A bedroom written apart from its count, glued by a slash to the bath's count ("4 bd/3 ba").
_BED_THEN_COUNT = re.compile(f"{_BED}/{_AMOUNT}")
#: A count of thousands glued to "k" ("58k", "120K", "7.5k") and the distances it counts.
_THOUSANDS = re.compile(r"[1-9]\d{0,2}(?:\.\d)?[kK]")
DISTANCES = frozenset({"mi", "miles", "km", "kilometers", "kilometres"})
#: Appliance shorthand, read in a listing.
APPLIANCES = frozenset({"W/D", "A/C"})
#: Time per time ("hrs/wk"), read after a number.
RATES = frozenset({"hrs/wk", "hr/wk", "hrs/day", "hr/day", "days/wk"})
#: An age after a number, as clinical notes and ads write it ("a 67 y/o male", "she is 45 y/o").
AGES = frozenset({"y/o"})
#: A number or a range of numbers before a rate ("40", "20-30", "37.5").
_NUMBERISH = re.compile(r"[\d.,]*\d(?:[-–][\d.,]*\d)?\+?")
#: Tokens of years before "exp." ("yrs", "years", "3 yrs", "5+ years").
_YEARS = re.compile(r"(?:[\d.,+\-–]+ ?)?(?:yrs|yr|years|year)")
DEPOSIT_BEFORE = frozenset({"security", "damage", "pet", "cleaning", "sec"})
#: Words after which "avail" is the noun or the verb ("to no avail", "of little avail").
AVAIL_NOT_AFTER = frozenset({"no", "to", "of", "little", "any", "without", "avail", "can", "will", "not", "did",
                             "does", "do", "would", "could", "might", "may"})
#: Words after which "req." is a request ("your req.").
REQUEST_AFTER = frozenset({"your", "my", "our", "his", "her", "their", "a", "the", "this", "that", "by", "on", "per",
                           "upon"})
#: What may end the phrase of "req." ("CDL req.", "req.,").
_PHRASE_ENDS = frozenset({"", ".", ",", ";", ":", ")", "]", "!", "?", "-", "–", "—"})

#: The lowercase words (as tokens) the rules read; `tnfst.context` asks about no other lowercase word.
LOWERCASE_WORDS = frozenset(ROOM_WORDS) | frozenset({"exp", "gar", "dep", "avail", "req", "apt", "mi", "km", "ea"})
#: A price or a count before "ea." ("$12.99 ea.", "2 ea", "£3.50/ea" is a rate the money rules read).
_PRICE = re.compile(r"[$€£¥₹]?\d[\d,]*(?:\.\d+)?(?:[$€£¥₹]|p|c|¢)?")


def listing_reading(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """The reading of the ad's shorthand at `tokens[i]` (see the module docstring), or None.
    `words`: the lowercased words of the sentence."""
    token = tokens[i]
    lead = token[:1]
    if not lead.isalnum():
        return None
    prev = tokens[i - 1] if i > 0 else ""
    listing = bool(words & LISTING_CUES)
    nxt_token = tokens[i + 1] if i + 1 < len(tokens) else ""
    if lead.isdigit():
        if rule_readings_of is None:
            return None
        if _THOUSANDS.fullmatch(token) and nxt_token.rstrip(".") in DISTANCES:
            return _first(rule_readings_of("SCALED", token))
        if _ROOMS_BOTH.fullmatch(token) or (_ROOMS_HALF.fullmatch(token) and (listing or _rooms_near(tokens, i))):
            return _first(rule_readings_of("ROOMS", token))
        return None
    if token.rstrip(".") in ("mi", "km") and _THOUSANDS.fullmatch(prev) and rule_readings_of is not None:
        return _first(rule_readings_of("BARE_UNIT", token.rstrip(".")))
    if token in APPLIANCES:
        return _first(rule_readings_of("SHORTHAND", token)) if listing and rule_readings_of else None
    if token in RATES:
        if rule_readings_of is None or not _NUMBERISH.fullmatch(prev):
            return None
        readings = rule_readings_of("SHORTHAND", token)
        if prev == "1":
            return next((r for r in readings if r.startswith(("hour ", "day "))), _first(readings))
        return _first(readings)
    if token in AGES:
        if rule_readings_of is None or not _NUMBERISH.fullmatch(prev):
            return None
        readings = rule_readings_of("SHORTHAND", token)
        attributive = nxt_token[:1].isalpha()  # "a 67 y/o male": "year old"; "she is 45 y/o.": "years old"
        return next((r for r in readings if r.startswith("year old" if attributive else "years old")), _first(readings))
    if _BED_THEN_COUNT.fullmatch(token):
        if rule_readings_of is None or not _COUNT.fullmatch(prev) or _room(nxt_token) != "bath":
            return None
        return _first(rule_readings_of("ROOMS", token))  # "4 bd/3 ba": "bedroom three"
    word, period, j = period_parts(tokens, i)
    key = word.lower()
    nxt = tokens[j] if j < len(tokens) else ""
    if key in ROOM_WORDS:
        if _BED_THEN_COUNT.fullmatch(prev) and ROOM_WORDS[key] == "bath" and _COUNT.fullmatch(tokens[i - 2] if i >= 2 else ""):
            return "bath"  # "4 bd/3 ba"
        if not _COUNT.fullmatch(prev) or (word.isupper() and not listing and not _rooms_near(tokens, i)):
            return None
        return ROOM_WORDS[key]
    if word != key and not (word[:1].isupper() and word[1:].islower()):
        return None  # "EXP", "REQ": letters or codes
    if key == "exp" and _YEARS.fullmatch(prev.lower()):
        return "experience"
    if key == "ea" and _PRICE.fullmatch(prev) and (nxt in _PHRASE_ENDS | {"/", "or", "and"}
                                                   or (period and nxt[:1].islower())):
        return "each"  # "$12.99 ea.", "Save $5.00 ea.", "2 ea", as price tags write it
    if not period:
        return None
    if key == "apt" and listing:
        return "apartment"  # "Studio apt. available"; "an apt remark" has no period after it
    if key == "gar" and prev.lower().endswith("car"):
        return "garage"  # "2-car gar.", "two-car gar."
    if key == "dep" and prev.lower() in DEPOSIT_BEFORE:
        return "deposit"
    if key == "avail" and prev.lower() not in AVAIL_NOT_AFTER and (
            nxt in (",", ";") or nxt[:1].islower() or nxt[:1].isdigit()):
        return "available"
    if key == "req" and prev not in REQUEST_AFTER and nxt in _PHRASE_ENDS:  # "Class A req.": the letter
        return "required"
    return None


def _room(token: str) -> str | None:
    """The room a written abbreviation names ("ba", "BA." -> "bath"), else None."""
    return ROOM_WORDS.get(token.rstrip(".").lower())


def _rooms_near(tokens: Sequence[str], i: int) -> bool:
    """Whether another room count stands within three tokens of `tokens[i]` ("3BR, 2BA"; "2 BR 1 BA")."""
    for k in range(max(0, i - 3), min(len(tokens), i + 4)):
        if k == i:
            continue
        t = tokens[k]
        if _ROOMS_HALF.fullmatch(t) or (t.lower() in ROOM_WORDS and k > 0 and _COUNT.fullmatch(tokens[k - 1])):
            return True
    return False
