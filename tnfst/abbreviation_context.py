"""Context readings for everyday abbreviations that are letters or words elsewhere.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.everyday_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it for the token (`tnfst.api._in_context`): the month
and title words by `grammars/en/words/abbreviations.tsv`, the others by the context-only list
`grammars/en/words/context_abbreviations.tsv` (its source: Merriam-Webster's abbreviations, the
Chicago Manual of Style), which the model is never offered. Tokens come as `tnfst.tokenize` splits
them: a lone letter keeps its period ("c.", "d."), a longer word loses it ("Oct", "."). The rules:

* **circa**: "c."/"ca." before a year ("c. 1850", "ca. 1850s", "c. 500 BC"; "ca 1850" without
  its period, in lowercase), and "ca." before any amount ("ca. 8.1 billion", "ca. 200 species",
  Chicago 10.42: "ca." circa, "about") -> "circa" (the training data has no "ca" token). The
  Google data spells the letter ("c. 1953" -> "c", a handful of cases); readers say "circa";
* **century, circuit, session, congress after an ordinal**: "c.", "Cir.", "Sess." and "Cong." with
  the period after an ordinal, also an old one ("the 5th c. BC", "the 9th Cir.", "2d Cir.", "117th
  Cong., 2d Sess.") -> "century" (Chicago Manual of Style 10.42, "c., cent."), "circuit" (The
  Bluebook, table T7, court names: "Cir." for a federal circuit), "session", "congress" (The
  Bluebook, rule 13.2, congressional documents);
* **instant, ultimo, proximo**: "inst.", "ult." ("ulto."), "prox." with the period after the
  day's ordinal ("your letter of the 3d inst.", "on the 20th ult.") -> "instant", "ultimo",
  "proximo" (Merriam-Webster; Fowler, "inst., ult., prox."), the months of a letter's dates;
* **florins**: "fl." with the period after a count ("a war indemnity of 2,000,000 fl.") ->
  "florins" (Merriam-Webster: "fl." florin; the Dutch guilder's and other florins' sign in older
  histories), not before "oz." ("2 fl. oz." is fluid ounces);
* **latitude, longitude**: "lat."/"long." with the period before an angle in degrees ("in lat. 42°
  15' N., long. 30° W.") -> "latitude", "longitude" (Merriam-Webster), as a ship's log is read;
* **reigned**: "r." in lowercase, with the period, before a year or a span of years ("Elizabeth I
  (r. 1558-1603)") -> "reigned" (Chicago Manual of Style 10.42, "r." in biographical entries,
  beside "b., d., fl.");
* **born, died, flourished**: "b."/"d."/"fl." in lowercase, with the period, before a year or a
  date ("(b. 1901)", "d. 1921", "fl. 1350-1400") -> "born", "died", "flourished";
* **a month before an older ordinal**: "Nov. 3d", "Aug. 22d" -> "november" (the tokenizer joins a
  month only to a day in "st", "nd", "rd", "th"; `tnfst.book_context` reads the "3d");
* **a month alone**: a capitalised month abbreviation (not May) after a word that takes a time
  (`MONTH_CUES`: "in Oct.", "since Mar.,", "each Dec.") and before the sentence's end or a
  comma, semicolon, bracket or dash -> the month ("in october"); "Jan" after "from", "by" or
  "of" is left alone (a name: "a letter from Jan."); "the mar", "Sun" stay;
* **period over period**: "YoY", "QoQ" (so written: "Mom" and "MOM" are not these) -> "year over
  year", "quarter over quarter", "MoM" only near a number or a word of change ("12% MoM", "MoM
  growth") -> "month over month"; letters said as letters ("YTD" -> "y t d") stay the grammar's;
* **per annum**: "p.a." after a figure ("4.5% p.a.") -> "per annum" (Merriam-Webster); "pa" in
  lowercase without its periods only after a price or a percentage ("£30k pa", "£28,000 pa plus
  bonus", "3% pa"), as British job ads and savings rates write it (Oxford's "p.a.", also "pa");
  after a bare number or a word it stays ("my pa", "10 Pa" the pascal is capitalised);
* **per person**: "pp" in lowercase after a price ("from $699 pp", "£45 pp") -> "per person"
  (Merriam-Webster: "pp" per person), as travel and restaurant prices are quoted; after a bare
  number it stays pages' ("120 pp");
* **declared**: "dec" in lowercase after a cricket score ("387/8 dec") -> "declared" (Wisden's
  scorecards: "387-8 dec");
* **overtime**: "OT" closing a game's result, after "in" or in brackets, in a
  sentence with a score or a word of a result ("The Dolphins won 27-24 in OT.", "108 (OT)") ->
  "overtime", as box scores abbreviate it (NBA.com, NFL.com); elsewhere letters;
* **saturated fat**: "Sat." or "Sat" before "Fat" (a US nutrition label's line, FDA 21 CFR 101.9)
  -> "saturated", never Saturday;
* **et cetera**: "&c" ("&c.") -> "et cetera" (licensed by the abbreviation list);
* **battery sizes**: "AA", "AAA" before a word of batteries ("AA batteries", "AAA alkaline", "AA or
  AAA cells") -> "double a", "triple a", as sellers say them;
* **maximum, minimum, estimated, established**: "max."/"min." with the period before a number
  that is not after a number ("max. 200 degrees"; "10 min." stays minutes), and after a price ("a 3%
  fee ($5 min.)", "$25 min. order", "$500 max.": the amount's floor or cap, as card and shop terms
  write it); "est." before a
  number or a price, or before a noun and a price ("Est. mortgage $2,150/mo"), or after a figure at
  the end of its phrase ("vs. $1.98 est.") ->
  "estimated" (not after a year: "(2015 est.)" is the year's estimate, left as written), and before a year alone at the start of a line or after a
  comma or a bracket ("Est. 1887") -> "established";
* **including, excluding**: "incl."/"excl." before a word or a number -> "including", "excluding";
  at the end of a phrase ("VAT incl.", "$89 incl.") -> "inclusive", "exclusive", after a noun in
  lowercase ("utilities incl.", "breakfast incl.", "meals excl.", as rental and travel ads write
  them) -> "included", "excluded" (Merriam-Webster:
  "incl." including; included; inclusive);
* **approximately before a price**: "approx. $40" -> "approximately" (before a digit `tnfst.context`
  already reads it);
* **a weekday alone**: the same for a weekday abbreviation after `WEEKDAY_CUES` ("See you on
  Wed.", "closed until Mon.,", "moved to Sat.") -> "wednesday", also with its period before a
  capitalised word that is no month or day (a new sentence: "on Thurs. IMO it was fine",
  `starts_sentence_after_day`); not "Sun" after "by", "from" or "to" (the company);
* **weekdays in a list**: a weekday abbreviation joined ("and", "&", a comma, a dash) to one that
  stands before a date or a time ("Tues. and Thurs., 10 a.m.") -> the weekday ("tuesday");
* **institutions**: "Univ.", "Assn.", "Dept." capitalised, with the period, before "of" or after a
  capitalised word ("the Univ. of Iowa") -> "university", "association", "department"; "Esq."
  after a name and a comma -> "esquire";
* **given names**: "Wm.", "Jno.", "Geo.", "Chas.", "Thos.", "Jas.", "Robt.", "Benj.", "Saml." ... with
  the period before a capitalised word ("Wm. Shakespeare", "Geo. Washington") -> "william", "john",
  "george" (`GIVEN_NAMES`; Chicago Manual of Style, Merriam-Webster), never their letters ("w m");
* **place words**: "Ft."/"Pt." with the period before a capitalised name ("Ft. Worth", "Pt.
  Reyes") -> "fort", "point"; "Hwy."/"Rte." before a number ("Hwy. 101") -> "highway", "route";
  "tel." before a number -> "telephone";
* **ballot measures**: "Prop." with the period before a number ("Prop. 22 passed") ->
  "proposition" (US ballot propositions, as the California Secretary of State and AP write them);
  "Pub."/"Pubs." with the period before a number ("IRS Pub. 590-A", "Pub. 17") -> "publication(s)", as
  the IRS abbreviates its publications ("Pub. L." is a public law: `tnfst.citations`).
  "Ord." and "Res." with the period before a number or "No." -> "ordinance", "resolution" (a
  council's or a legislature's acts: "Ord. No. 2023-14", "Res. 45"; the Bluebook, rule 12.9.2);
  a state's code as the Bluebook cites it ("Cal. Civ. Code § 1542" -> "california civil code",
  "Tex. Penal Code"; `CODE_STATES`, `CODE_SUBJECTS`: table T1);
  "Const." with the period after "U.S." or before "art."/"amend." -> "constitution" (the Bluebook,
  rule 11: "U.S. Const. amend. XIV"; the article's or amendment's numeral: `tnfst.context`);

* **abbreviations of kind "period"**: a listed abbreviation capitalised, with its period, that no
  rule above reads ("Bldg. C", "Pres. Lincoln", "the Natl. Park", "Wt. 12 oz", "Take Blvd. west")
  -> its first expansion ("building"; the rows of kind ``period`` in
  `grammars/en/words/abbreviations.tsv`: `period_reading`); not after a number (a unit: "5 Wt."),
  not in capitals ("BLDG"); without the period or in lowercase the model chooses among the
  licensed readings (as written, the expansion, the letters), as for a row of kind ``also``;

Known limitations: "p." before a page number stays a letter, as the Google data reads it (138 of
138), and so do "v." and "e.g."; a month abbreviation before a year alone ("Oct 2023") is left to
the DATE grammar.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from tnfst import book_context

#: Lowercase words before a month abbreviation that make it a month ("in Oct.", "since Mar.").
MONTH_CUES = frozenset({"in", "since", "until", "till", "til", "by", "from", "of", "each", "every", "early", "late",
                        "mid", "through", "thru", "before", "after", "last", "next", "this", "during", "between"})
#: Words after a battery size that make "AA"/"AAA" one ("AA batteries" -> "double a"; "AA" alone
#: is the airline or the fellowship: "a a").
BATTERY_WORDS = frozenset({"battery", "batteries", "cell", "cells", "size", "alkaline", "lithium", "rechargeable",
                           "rechargeables", "nimh", "batts"})
#: Words that join two months ("Jan. and Feb.", "from Oct. to Dec."): a cue only after a month
#: ("Ant and Dec." stays).
JOINERS = frozenset({"and", "or", "to"})
#: Month abbreviations (capitalised, lowercase key) and their months; "may" needs none
#: (`tnfst.book_context.MONTHS` without the full names).
MONTHS = {written: month for written, month in book_context.MONTHS.items() if written != month}
#: Cues after which "Jan" is more often a name than a month ("a letter from Jan.").
_NAME_CUES = frozenset({"from", "by", "of", "to", "and", "or"})
#: What may follow a month abbreviation that ends its phrase ("in Oct.", "in Oct.,", "(since Mar.)").
_PHRASE_ENDS = frozenset({"", ".", ",", ";", ":", ")", "]", "!", "?", "-", "–", "—", "--", "through", "thru", "until", "till"}) | JOINERS
#: Words of an institution's name, capitalised with their period, read in full before "of" or
#: after a capitalised word ("the Univ. of Iowa", "Iowa Assn. of Nurses", "Finance Dept.").
INSTITUTIONS = {"univ": "university", "assn": "association", "dept": "department"}
#: Capitalised words before an institution's abbreviation that are no part of its name ("The Univ.").
_DETERMINERS = frozenset({"the", "a", "an", "our", "this", "that", "his", "her", "their", "my", "your", "its"})
#: Weekday abbreviations and their days (lowercase keys), read here alone or in a list and by
#: `tnfst.context` before a date ("Fri., Oct. 4th" -> "friday"). "Tu" and "Th" (schedules: "Tu
#: (2/22)", "Tu/Th") are licensed by the context-only list
#: (`grammars/en/words/context_abbreviations.tsv`): elsewhere "Th" is its letters.
WEEKDAY_WORDS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
                 "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday",
                 "tu": "tuesday", "th": "thursday"}
#: Words joining the weekdays of a list ("Tues. and Thurs., 10 a.m.", "Sat. & Sun., Jan. 4-5").
_DAY_JOINERS = frozenset({"and", "&", "or", ",", "-", "–", "to", "through", "thru"})
#: Words of change after "MoM" ("MoM growth").
CHANGE_WORDS = frozenset({"growth", "change", "increase", "decrease", "decline", "gain", "gains", "drop", "rise",
                          "fall", "basis", "terms", "comparison"})
#: Nouns an order, a forecast or a bill estimates, after "Est." ("Est. delivery:", "est. arrival").
ESTIMATED_NOUNS = frozenset("delivery arrival departure time times wait cost costs value price total completion "
                            "payment payments tax taxes budget population income reading date duration "
                            "savings".split())
#: The lowercase words (as tokens) the rules read; `tnfst.context` asks about no other lowercase word.
LOWERCASE_WORDS = frozenset({"fl", "ca", "max", "min", "est", "incl", "excl", "tel", "inst", "ult", "ulto", "prox",
                             "lat", "long", "dec", "sat", "mag", "cat", "pp", "pa"})
#: A year (or a decade, a span of years, a year with its era) as one token: "1850", "1850s",
#: "1350-1400", "500 BC", "1921)". Three or four digits.
_YEAR = re.compile(r"(?:1\d{3}|20\d{2}|[1-9]\d{2})(?:s|'s|[-–]\d{2,4})?(?: ?(?:BC|AD|BCE|CE|B\.C\.|A\.D\.))?"
                   r"|[1-9]\d{0,4} ?(?:BC|BCE|B\.C\.|B\.C\.E\.|AD|CE|A\.D\.|C\.E\.)")  # any year of an era: "c. 2560 BC"
_ERA_FIRST = re.compile(r"(?:AD|A\.D\.) ?\d{1,4}")
#: A date token with a year ("12 May 1850", "May 12, 1850", "1850-05-12").
_DATED = re.compile(r".*\b(?:1\d{3}|20\d{2})\b.*")
_NUMBER = re.compile(r"[$€£¥₹~]?\d")
_BARE_YEAR = re.compile(r"1\d{3}|20\d{2}")
_CURRENCIES = frozenset("$€£¥₹")
#: Abbreviations read after an ordinal, with their period: "c." century (Chicago 10.42), "Cir."
#: circuit (The Bluebook, table T7), "Sess." session and "Cong." congress (The Bluebook, rule 13.2:
#: "117th Cong., 2d Sess."); and the older letter-writer's "inst." instant (this month), "ult." ultimo
#: (last month), "prox." proximo (next month) after the day ("yours of the 3d inst.", "the 20th ult.":
#: Merriam-Webster's abbreviations; Fowler's Modern English Usage, "inst., ult., prox.").
AFTER_ORDINAL = {"c": "century", "Cir": "circuit", "Sess": "session", "Cong": "congress",
                 "inst": "instant", "ult": "ultimo", "ulto": "ultimo", "prox": "proximo"}
#: Given names abbreviated in older letters, deeds and lists, with their period before a surname
#: or an initial ("Wm. Shakespeare", "Geo. Washington", "Jno. Smith"): the Chicago Manual of Style
#: (given names, "Chas., Geo., Wm.", abbreviated in older sources and signatures); Merriam-Webster's
#: abbreviations ("Wm", "Geo", "Jas", "Thos", "Chas", "Benj", "Robt", "Saml").
GIVEN_NAMES = {"Wm": "william", "Jno": "john", "Geo": "george", "Chas": "charles", "Thos": "thomas",
               "Jas": "james", "Robt": "robert", "Benj": "benjamin", "Saml": "samuel", "Richd": "richard",
               "Danl": "daniel", "Edw": "edward", "Alexr": "alexander"}
#: An angle in degrees ("42°", "30.5°"), after "lat." or "long.".
_ANGLE = re.compile(r"\d{1,3}(?:\.\d+)?°")
#: A count in figures ("2,000,000", "500"), before a currency's abbreviation ("fl.").
_COUNT = re.compile(r"\d{1,3}(?:,\d{3})+|\d+")
#: A road's abbreviated type before its number, with or without a period ("Hwy 1", "Rte. 66", "HWY 101"
#: on a sign): USPS Publication 28, appendix C1 (HWY, RTE) and Merriam-Webster's abbreviations (Rt).
ROUTE_WORDS = {"Hwy": "highway", "HWY": "highway", "Rte": "route", "RTE": "route", "Rt": "route"}
#: An ordinal in figures ("5th", "21st", "9th"), the count a century or a circuit follows.
_ORDINAL = re.compile(r"\d{1,3}(?:st|nd|rd|th)")


def period_parts(tokens: Sequence[str], i: int) -> tuple[str, bool, int]:
    """(the token without its final period, whether it had one (on the token or as the next
    token), the index of the token after it)."""
    token = tokens[i]
    if token.endswith(".") and len(token) > 1:
        return token[:-1], True, i + 1
    if i + 1 < len(tokens) and tokens[i + 1] == ".":
        return token, True, i + 2
    return token, False, i + 1


def change_near(tokens: Sequence[str], i: int, nxt: str, change_words: frozenset[str], number: re.Pattern[str]) -> bool:
    """A period-over-period abbreviation at `tokens[i]` that says a change: a number (`number`) or a
    percentage among the three tokens before it ("12% MoM", "3.1% y/y") or a word of
    `change_words` next (`nxt`: "MoM growth")."""
    near = tokens[max(0, i - 3):i]
    return any(number.match(t) or t.endswith("%") for t in near) or nxt.lower() in change_words


#: A cricket score, runs for wickets ("387/8"), before "dec" (declared).
_CRICKET_SCORE = re.compile(r"\d{1,3}/(?:10|\d)")


#: A game's score ("27-24", "112–108") or a word of a result, in a sentence where "in OT" is overtime.
_GAME_SCORE = re.compile(r"\d{1,3}[-–]\d{1,3}")
_RESULT_WORDS = frozenset("won win wins beat beats lost loses defeated edged rallied tied scored goal "
                          "game games final score".split())


def _overtime(tokens: Sequence[str], i: int, prev: str, nxt: str) -> bool:
    """"OT" closing a game's result: alone in brackets after a team's points ("Celtics 108 (OT)"), or
    after "in" at the end of a clause in a sentence with a score or a word of a result ("won 27-24
    in OT."); elsewhere "OT" stays letters (occupational therapy, the Old Testament)."""
    if prev == "(" and nxt == ")" and i >= 2 and tokens[i - 2].isdigit():
        return True
    closing = prev.lower() == "in" and nxt in ("", ".", ",", ";", ":", ")", "!", "—", "–")
    return closing and any(_GAME_SCORE.fullmatch(t) or t.lower() in _RESULT_WORDS for t in tokens)


def abbreviation_reading(tokens: Sequence[str], i: int) -> str | None:
    """The reading of the abbreviation at `tokens[i]` that its neighbours decide (see the module
    docstring), or None."""
    token = tokens[i]
    if not token[:1].isalpha() and not token.startswith("&c"):
        return None
    word, period, j = period_parts(tokens, i)
    nxt = tokens[j] if j < len(tokens) else ""
    prev = tokens[i - 1] if i > 0 else ""
    if word in ("&c",):
        return "et cetera"
    if word in ("Sat", "sat", "SAT") and nxt.lower() == "fat":
        return "saturated"  # a nutrition label's "Sat. Fat 3g": saturated fat
    if word == "ca" and not period and re.fullmatch(r"1\d{3}", nxt):
        return "circa"  # "ca 1850": lowercase, before a year of four digits
    if word in AFTER_ORDINAL and period and (_ORDINAL.fullmatch(prev) or book_context.old_ordinal_form(prev)):
        return AFTER_ORDINAL[word]  # "the 5th c. BC", "the 9th Cir.", "2d Sess."
    if word in ("c", "ca", "Ca", "C") and period and (word != "C" or prev in ("", "(", "[")):
        if _YEAR.fullmatch(nxt) or _ERA_FIRST.fullmatch(nxt) or (word in ("ca", "Ca") and _NUMBER.match(nxt)):
            return "circa"  # "ca." also before an amount: "ca. 8.1 billion", "ca. 200 species"
        return None
    if (word.lower() in ("lat", "long") and period and _ANGLE.match(nxt) and (word.islower() or word[1:].islower())
            and (word.lower() == "lat" or prev in ("", ",", ";", "(", "and") or "lat" in (t.lower() for t in tokens[:i]))):
        # ("10 feet long. 45° angles ..." ends a sentence: "long" is the word, unless a latitude came first)
        return "latitude" if word.lower() == "lat" else "longitude"  # "lat. 42° 15' N., long. 30° W."
    if word == "fl" and period and _COUNT.fullmatch(prev) and nxt.lower() not in ("oz", "dr", "ounce", "ounces"):
        return "florin" if prev == "1" else "florins"  # "2,000,000 fl." (guilders); not "2 fl. oz."
    if word in ("b", "d", "fl", "r") and period:
        if _YEAR.fullmatch(nxt) or (nxt[:1].isdigit() and _DATED.fullmatch(nxt)):
            return {"b": "born", "d": "died", "fl": "flourished", "r": "reigned"}[word]
        return None
    if word in ("mag", "Mag") and _SIGNED_NUMBER.fullmatch(nxt):
        return "magnitude"  # "visible at mag. 5", "Venus reached mag -4.6"
    if (word in ("Cat", "cat") and _SAFFIR_SIMPSON.fullmatch(nxt)
            and not STORM_WORDS.isdisjoint(t.lower() for t in tokens)):
        return "category"  # "a Cat 4 hurricane", "made landfall as a Cat. 3"
    key = word.lower()
    if key in WEEKDAY_WORDS and word[:1].isupper() and not word.isupper():
        return _weekday_in_list(tokens, i, j) or _weekday_alone(tokens, i, key, nxt, prev, period)
    if key in MONTHS and word[:1].isupper() and not word.isupper():
        if period and book_context.old_ordinal_form(nxt):
            return MONTHS[key]  # "Thursday, Nov. 3d." (the older "3d" is not joined to its month)
        return _month_alone(tokens, i, key, nxt, prev, period)
    if word in ("AA", "AAA") and (nxt.lower() in BATTERY_WORDS or (nxt in ("or", "and", "/") and i + 2 < len(tokens)
                                                                   and tokens[i + 2] in ("AA", "AAA"))):
        return "double a" if word == "AA" else "triple a"  # "AA batteries", "AA or AAA cells"
    if word == "dec" and _CRICKET_SCORE.fullmatch(prev):
        return "declared"  # "387/8 dec": a cricket innings declared closed
    if word == "OT" and _overtime(tokens, i, prev, nxt):
        return "overtime"
    if word in ("YoY", "QoQ"):
        return "year over year" if word == "YoY" else "quarter over quarter"
    if word == "MoM":
        return "month over month" if change_near(tokens, i, nxt, CHANGE_WORDS, _NUMBER) else None
    if word in ROUTE_WORDS and nxt[:1].isdigit():
        return ROUTE_WORDS[word]  # "Hwy. 101", "Hwy 1", "Rte 66": with or without the period, before the number
    if word == "pp" and _figure(prev) and prev[:1] in _CURRENCIES:
        return "per person"  # "$699 pp, based on double occupancy": a fare or a package's price
    if word == "pa" and _figure(prev) and (prev[:1] in _CURRENCIES or prev.endswith("%")):
        return "per annum"  # "£30k pa", "3% pa": a salary or a rate; "my pa" stays
    if not period:
        return None
    if word == "Prop" and nxt[:1].isdigit():
        return "proposition"  # a ballot measure: "Prop. 22" (the word "prop" is never before a number)
    if word in ("Pub", "Pubs") and nxt[:1].isdigit():
        return "publication" if word == "Pub" else "publications"  # "IRS Pub. 590-A"; "Pub. L." is citations'
    if key in ("max", "min") and _NUMBER.match(nxt) and not prev[:1].isdigit():
        return "maximum" if key == "max" else "minimum"
    if key in ("max", "min") and prev[:1] in _CURRENCIES and _figure(prev):
        return "maximum" if key == "max" else "minimum"  # "($5 min.)", "$25 min. order": an amount's floor, never minutes
    if key == "est":
        if re.fullmatch(r"1\d{3}|20\d{2}", nxt) and prev in ("", ",", "(", "[", "|", "-", "–", "—"):
            return "established"
        if _NUMBER.match(nxt) or (_figure(prev) and not _BARE_YEAR.fullmatch(prev) and nxt in _PHRASE_ENDS):
            return "estimated"  # "est. 40,000", "vs. $1.98 est."; not "(2015 est.)", a year's estimate
        after = tokens[j + 1] if j + 1 < len(tokens) else ""
        if nxt.isalpha() and nxt.islower() and _figure(after) and not _BARE_YEAR.fullmatch(after):
            return "estimated"  # "Est. mortgage $2,150/mo", "est. value $40"
        if nxt.lower() in ESTIMATED_NOUNS:
            return "estimated"  # "Est. delivery: Mon, Mar 4", "est. wait time"
        return None
    if key == "p.a" and _figure(prev):
        return "per annum"  # "4.5% p.a."
    if key in ("incl", "excl"):
        if nxt[:1].isalnum() or nxt[:1] in _CURRENCIES:
            return "including" if key == "incl" else "excluding"
        if nxt in _PHRASE_ENDS:
            if prev.isalpha() and prev.islower():
                return "included" if key == "incl" else "excluded"  # "utilities incl.", "breakfast incl."
            return "inclusive" if key == "incl" else "exclusive"
        return None
    if key == "approx" and nxt[:1] in _CURRENCIES | {"~"}:
        return "approximately"
    if key in INSTITUTIONS and word[:1].isupper() and not word.isupper() and (
            nxt == "of" or (prev[:1].isupper() and prev.isalpha() and prev.lower() not in _DETERMINERS)):
        return INSTITUTIONS[key]  # "the Univ. of Iowa", "the Iowa Assn. of Nurses", "Finance Dept."
    if word == "Esq" and prev == "," and i >= 2 and tokens[i - 2][:1].isupper():
        return "esquire"  # "Mr. Jones, Esq."
    if word in GIVEN_NAMES and nxt[:1].isupper() and nxt[:1].isalpha() and prev.lower() not in _DETERMINERS:
        return GIVEN_NAMES[word]  # "Wm. Shakespeare", "Geo. Washington", "Jno. Smith"
    if word in ("Ft", "Pt") and nxt[:1].isupper() and nxt.isalpha() and len(nxt) > 1:
        return "fort" if word == "Ft" else "point"
    if key == "tel" and (nxt[:1].isdigit() or nxt[:1] in "+(") and nxt:
        return "telephone"  # "tel. 555-1234", "Tel. +44 20 7946 0000"
    if word in CODE_STATES and (nxt in CODE_SUBJECTS or nxt in ("Penal", "Code")) and _code_follows(tokens, j):
        return CODE_STATES[word]  # "Cal. Civ. Code § 1542", "Tex. Penal Code"
    if word in CODE_SUBJECTS and _code_follows(tokens, i):
        return CODE_SUBJECTS[word]  # "Civ. Code", "Veh. Code"
    if word == "Const" and (prev in ("U.S.", "U.S", "US") or nxt in ("art", "amend", "pmbl")):
        return "constitution"  # "U.S. Const. amend. XIV", "Const. art. I" (the Bluebook, rule 11)
    if word in ("Ord", "Res") and (nxt[:1].isdigit() or nxt in ("No", "NO")):
        return "ordinance" if word == "Ord" else "resolution"  # "Ord. No. 2023-14", "Res. 45" (a council's acts)
    return None


#: States as the Bluebook abbreviates them before a code's subject (table T1: "Cal. Civ. Code", "Tex.
#: Penal Code", "Fla. Stat."), read as the state only there.
CODE_STATES = {"Cal": "california", "Tex": "texas", "Fla": "florida", "Ill": "illinois", "Mass": "massachusetts"}
#: The subjects of the states' codes as the Bluebook abbreviates them (table T1, California and
#: Texas codes; table T6 words), read in full before "Code" ("Civ. Code" -> "civil code").
CODE_SUBJECTS = {"Civ": "civil", "Veh": "vehicle", "Evid": "evidence", "Fam": "family", "Lab": "labor",
                 "Educ": "education", "Prob": "probate", "Corp": "corporations"}


def _code_follows(tokens: Sequence[str], i: int) -> bool:
    """True when "Code" follows the subject abbreviation at `tokens[i]` (and its period), or the state
    abbreviation's subject and "Code" follow from `tokens[i]` on ("Civ. Code", "Penal Code")."""
    k = i
    for _ in range(3):
        if k >= len(tokens):
            return False
        if tokens[k] == "Code":
            return True
        word, _period, k = period_parts(tokens, k)
        if word not in CODE_SUBJECTS and word not in ("Penal", "Code"):
            return False
    return False


#: A highway's designation: an Interstate, a US, state or county route with its prefix in one
#: token ("I-95", "US-1"), or a word before the number ("SR 99", "Route 66", "Hwy. 1").
_HIGHWAY = re.compile(r"(?:I|US|SR|SH|CR)-[1-9]\d{0,3}")
HIGHWAY_WORDS = frozenset({"route", "rte", "highway", "hwy", "interstate", "i", "us", "sr", "state"})


def after_highway(tokens: Sequence[str], i: int) -> bool:
    """True when token `i` follows a highway's designation ("I-95" N, "Route 66" W)."""
    return i > 0 and bool(_HIGHWAY.fullmatch(tokens[i - 1]) or (
        i >= 2 and tokens[i - 1].isdigit() and tokens[i - 2].lower().rstrip(".") in HIGHWAY_WORDS))


def _figure(token: str) -> bool:
    """A figure: a number, a price or a percentage ("1.98", "$1.98", "$3.9B", "4.5%")."""
    return bool(_NUMBER.match(token)) and token[-1:].isalnum() or (token.endswith("%") and token[:1].isdigit())


def _month_alone(tokens: Sequence[str], i: int, key: str, nxt: str, prev: str, period: bool) -> str | None:
    """A month abbreviation after a word of time and before the end of its phrase ("in Oct.") or,
    with its period, before a lowercase word ("since Mar. they rose", "to Dec. each year")."""
    cue = prev.lower()
    if cue in JOINERS:
        k = i - 2 if i >= 2 and tokens[i - 2] != "." else i - 3  # the month before the joiner
        before = tokens[k].lower() if k >= 0 else ""
        if not (before in MONTHS or before in MONTHS.values() or before == "may"):
            return None
    elif cue not in MONTH_CUES or (key == "jan" and cue in _NAME_CUES):
        return None
    if nxt not in _PHRASE_ENDS and not (period and nxt[:1].islower()):
        return None
    return MONTHS[key]


def _weekday_in_list(tokens: Sequence[str], i: int, j: int) -> str | None:
    """A weekday abbreviation joined to a later one that stands before a date or a time ("Tues. and
    Thurs., 10 a.m." -> "tuesday"; "Sat. & Sun., Jan. 4-5" -> "saturday"): the weekday in full (the
    last one is `tnfst.context`'s). Not when the list ends without a date ("Sun and Sat").
    `j`: the index after the token and its period."""
    from tnfst.context import _weekday_before_date

    k = j
    while k < len(tokens) and tokens[k] in _DAY_JOINERS:
        k += 1
    if k == j or k >= len(tokens) or tokens[k].lower() not in WEEKDAY_WORDS or not tokens[k][:1].isupper():
        return None
    if _weekday_before_date(tokens, k) is None and _weekday_in_list(tokens, k, period_parts(tokens, k)[2]) is None:
        return None
    return WEEKDAY_WORDS[tokens[i].lower()]


#: A number after "mag" (an apparent magnitude may be negative: "mag -4.6").
_SIGNED_NUMBER = re.compile(r"[-−+]?\d{1,2}(?:\.\d{1,2})?")
#: A category of the Saffir-Simpson hurricane wind scale after "Cat" (1-5, "Cat 4", "Cat. 3"; also "4-5").
_SAFFIR_SIMPSON = re.compile(r"[1-5](?:[-–][1-5])?")
#: Words of a sentence about a tropical storm, where "Cat" before 1-5 is the category.
STORM_WORDS = frozenset({"hurricane", "hurricanes", "storm", "storms", "typhoon", "cyclone", "landfall", "winds",
                         "tropical", "saffir-simpson", "strengthened", "weakened", "intensified", "mph", "eye"})
#: Parts of a day after a weekday abbreviation and its period ("Tues. night", "Thurs. morning"): the day,
#: as forecasts write their periods (NWS zone forecasts: "Tuesday Night").
PARTS_OF_DAY = frozenset({"night", "morning", "afternoon", "evening", "overnight", "nite", "am", "pm", "a.m.", "p.m."})
#: A time of day before a weekday abbreviation ("through 7 a.m. Mon.", "until noon Fri."), as tokens.
CLOCK_WORDS = frozenset({"a.m.", "p.m.", "am", "pm", "a.m", "p.m", "noon", "midnight"})
#: Lowercase words before a weekday abbreviation that make it a day ("on Wed.", "until Fri.").
WEEKDAY_CUES = frozenset({"on", "next", "this", "every", "each", "until", "till", "til", "by", "since", "before",
                          "after", "last", "from", "through", "thru", "to", "due"})  # "homework due Mon."


def _weekday_alone(tokens: Sequence[str], i: int, key: str, nxt: str, prev: str, period: bool) -> str | None:
    """A weekday abbreviation after a word of time and before the end of its phrase ("See you on
    Wed.", "closed until Mon.,", "moved to Sat."), or with its period before a lowercase word ("on Fri.
    we met"). "Sun" after "by", "from" or "to" is left alone (the company: "bought by Sun.", "sold to
    Sun."), and "Tu"/"Th" need a date."""
    cue = prev.lower()
    if key not in ("tu", "th") and period and nxt.lower() in PARTS_OF_DAY:
        return WEEKDAY_WORDS[key]  # "arrives Tues. night", "Thurs. morning": a forecast's period
    if (key not in ("tu", "th") and (cue in CLOCK_WORDS or cue.endswith(tuple(" " + w for w in CLOCK_WORDS)))
            and nxt in _PHRASE_ENDS):
        return WEEKDAY_WORDS[key]  # "through 7 a.m. Mon.", "until 5 p.m. Fri."
    if key in ("tu", "th") or cue not in WEEKDAY_CUES or (key == "sun" and cue in ("by", "from", "to")):
        return None
    if nxt not in _PHRASE_ENDS and not (period and (nxt[:1].islower() or starts_sentence_after_day(nxt))):
        return None
    return WEEKDAY_WORDS[key]


#: Words (lowercase) that may follow a day's abbreviation in its sentence: months and days
#: ("Mon. Jan. 5", "Sat. Sun.").
_CALENDAR_FORMS = frozenset(book_context.MONTHS) | frozenset(WEEKDAY_WORDS) | frozenset(WEEKDAY_WORDS.values())


def starts_sentence_after_day(word: str) -> bool:
    """True for a capitalised word that is no month or weekday: after a day's abbreviation and its
    period it starts a new sentence ("on Thurs. IMO it was fine", "Open Tu–Sa. Open late"), as no
    name follows a day's abbreviation; a date or another day goes on ("Mon. Jan. 5")."""
    return word[:1].isupper() and word.isalpha() and word.lower() not in _CALENDAR_FORMS


def load_period_abbreviations(folder) -> dict[str, str]:
    """{lowercase abbreviation: its first expansion} for the rows of kind "period" of the
    abbreviation list in `folder` (the language's grammar folder); empty where it is missing."""
    from pathlib import Path

    from tnfst.constraints.words import ABBREVIATION_KINDS, ABBREVIATIONS_LIST
    from tnfst.grammar.lists import ListSpec, read_table  # not at import: tnfst.grammar brings pynini

    path = Path(folder) / ABBREVIATIONS_LIST
    if not path.is_file():
        return {}
    table = read_table(path, ListSpec(ABBREVIATIONS_LIST, 3, (1,), ((2, ABBREVIATION_KINDS),)))
    return {row[0]: row[1][0] for row in table.rows if row[2] == "period"}


def period_reading(tokens: Sequence[str], i: int, period_abbreviations: Mapping[str, str]) -> str | None:
    """The expansion of a listed abbreviation of kind "period" at `tokens[i]`, capitalised and with
    its period ("Bldg. C" -> "building", "Pres. Lincoln" -> "president"), or None: without the
    period, in lowercase or in capitals, or after a number ("5 Wt.": a unit's)."""
    word, period, _ = period_parts(tokens, i)
    if not period or not word.isalpha() or not word[0].isupper() or (len(word) > 1 and word.isupper()):
        return None
    if i > 0 and tokens[i - 1][:1].isdigit():
        return None
    return period_abbreviations.get(word.lower())
