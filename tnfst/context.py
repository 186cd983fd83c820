"""Readings that a token's neighbours decide, where the token alone is ambiguous.

The covering grammars license every reading a token may have ("Dr." -> "doctor" or "drive",
"II" -> "two" or "the second", "No" -> itself or "number", "I" -> itself or "one"); choosing
among them is the model's job, but the model sees a window of characters, was trained on
Wikipedia text, and gets some of the commonest cases wrong ("Dr. Smith" -> "drive smith",
"May I come in?" -> "may the first come in?", "Henry III" -> "henry three"). Where the
neighbouring tokens settle the question for English writing in general, `ContextReadings`
decides instead:

* **numbers of a titled series**: a Roman numeral of two letters or more right after the name
  of an event or a work numbered in sequence (`SERIES_NAMES`: "Super Bowl", "WrestleMania",
  "Rocky", "Final Fantasy", "Star Trek") is its cardinal, as a sequel's number is said ("Super
  Bowl LIV" -> "fifty four", "Rocky IV" -> "four", "Final Fantasy VII" -> "seven"; never
  "l i v" nor "the fourth"), the grammar's SERIES_NUMERAL rule (context only); a regnal name
  keeps its ordinal (below). The Google data reads such numerals CARDINAL after names that
  are not regnal ("Star Trek II" -> "two", "Saturnalia III" -> "three");
* **URLs, e-mail addresses and domains** (`tnfst.electronic_context`): Google's `_letter`
  reading, which runs are spelled and which read whole decided by rules fitted on the training
  data's ELECTRONIC tokens ("http" and "www" spelled, "com" and "animalsvoice" whole,
  "CNNMoney" -> "c n n money"), checked first for the tokens that look like URLs;
* **pronoun I**: ``I`` not after a word that numbers a series (`SERIES_WORDS`: "World War I
  broke out", "Division I programs", "vol I :") and not a regnal numeral (the rule below,
  which comes first: "Henry I of England") is read as written: the pronoun ("When I beg", "May
  I come in?", song titles "All I Need", "I Miss You") and the Google data's other lone I's
  ("Company I", "Abe I ," an author's initial). In the training data (train_10000 and the
  regrouped Proteno sentences) all 30 such I's outside those two contexts, 16 after a
  capitalised word, are ``<self>``, never "one" nor "the first"; the I's read as numbers are
  after a regnal name (6, "William I") or a series word (1, "vol I"). Where no lowercase word
  follows ("Block I ATACMS"), the DNC used to say "one" or "the first";
* **regnal numerals**: a Roman numeral right after a regnal name (`grammars/en/words/
  regnal_names.tsv`: Henry, Elizabeth, Louis, Pius...) or after a title and one more name
  ("King Zog I") is an ordinal with "the" ("Henry VIII" -> "henry the eighth", "Pope John
  Paul II" -> "... paul the second"), and keeps a possessive, with or without the numeral's
  period ("George III's", "Louis XIV.'s ears" -> "the fourteenth's");
* **"number"**: ``No``/``NO``/``Nos`` before a number ("No. 5", "NO 88", "Route No 990"), or with
  its period before a file's number with a prefix in capitals ("Case No. ZC-2024-0117"), and
  ``no.`` with its period ("song no. 10"), and ``#`` standing alone before a number ("# 40"),
  are read "number" ("numbers"), but not a ballot's answer after "Yes" ("Yes 54,312; No 39,104");
  a lowercase "no" without a period is the word ("no 5 year
  old"); likewise "Vol"/"VOL" -> "volume", "Fig." -> "figure", "approx." -> "approximately",
  "Apt." -> "apartment", "Ste." -> "suite", "Bldg." -> "building", "pp." -> "pages", "ext." ->
  "extension" ("Call ext. 4402") before a number;
* **weekdays before a date**: "Fri., Oct. 4th" -> "friday" (`WEEKDAY_WORDS`; "Sun Microsystems"
  stays);
* **titles**: a capitalised title abbreviation with its period before a name (`TITLE_WORDS`:
  "Rev. John Smith" -> "reverend", "Maj. Gen. Granger" -> "major general"; "Mrs." stays);
* **Dr. and St.**: a capitalised "Dr."/"St." before a capitalised name is a title ("Dr.
  Smith" -> "doctor", "Lord St. Vincent" -> "saint"); after a capitalised word (not the
  sentence's first) or an ordinal, with punctuation, a lowercase word, a number or nothing
  after it, a street ("Circle Dr.," -> "drive", "Queen st" -> "street", "3rd st" ->
  "street"), and so after a capitalised word that begins the sentence when no name follows ("York
  st # 4" -> "street"); "ST" in capitals after an ordinal is a street ("42ND ST"); "Dr."/"St."
  before initials is a title ("Dr. M.G.R. Medical University", "Dr. E. T. Smith" -> "doctor"; not
  before a quadrant: "Main St. N.W." -> "street"); ave, blvd, rd, ln, hwy, pkwy, ct after a street
  name or an ordinal are street words ("6th ave" -> "sixth avenue", "27 Maple Ct." -> "court": USPS
  Publication 28, C1 street suffixes; "ct" licensed by the context-only word list);
* **US states after a place name** (`_state`; `grammars/en/words/us_states.tsv`: USPS codes,
  AP and GPO abbreviations): a state abbreviation right after a capitalised place word and a
  comma, and before the end of the sentence, "!", "?", a dash, a ZIP code, or a comma and a
  lowercase word or a number, is the state's name ("I live in Kansas City, MO." -> "missouri",
  "Richmond, Va., in 1850" -> "virginia", "NEW YORK, N. Y." -> "new york", "Santa Maria, CA,
  91230" -> "california"). An abbreviation with a final period ("Va.") needs its period. Not
  inside brackets, and not before ":" or ";": those are citations ("Stanford, CA: Stanford
  University Press", "(Brooklyn, NY)") and author initials ("Chan, CT;"), where the Google data
  spells the letters ("c a") and the rule leaves them to the model. Codes that are also words,
  degrees or titles (`UNSURE_STATE_CODES`: "IN", "OK", "MD", "MA", "PA"...) need more: a ZIP code
  after, or a word of place before the place name (`PLACE_CUES`: "in Columbus, OH", not "LOG IN,
  OK?" nor "John Smith, MD."). A Canadian province's symbol (Canada Post's, source "cpc": "ON",
  "BC", "QC") is its name only before a Canadian postal code ("Ottawa, ON K1A 0B1" -> "ontario"; also
  without the comma, as Canada Post writes it: "TORONTO ON M5W 1C1").
  "D.C." is not listed: "Washington, D.C." keeps its letters. This
  follows speech, not the Google data, which spells or keeps every state abbreviation (c a, n j,
  "MO" as written): the rule reads only the everyday contexts above, which the data's citations
  and mastheads do not take;
* **party labels** (`tnfst.party_labels`): a party letter, a hyphen and a listed state form right
  after "(" or "," is the lawmaker's party and state ("Sen. Warren (D-Mass.)" -> "democrat of
  massachusetts", "Jones, R-Texas," -> "republican of texas");
* **listed initialisms and acronyms** (`tnfst.initialisms`; `grammars/en/words/initialisms.tsv`,
  asked last, outside headings in capitals): "MIT", "FYI", "CEO's" -> "m i t", "f y i", "c e o's";
  "NASA", "EBITDA" read as written;
* **street addresses** (`_house_direction`; `grammars/en/words/directions.tsv`): a compass
  abbreviation in capitals ("W.", "S", "NE") right after a house number, before an ordinal ("314
  W. 42nd Street") or a capitalised name with a street word in the next three tokens ("2 S. Main
  Street", "1101 W. McKinley ave"), is the direction ("west"); a house number and the abbreviation
  written as one token ("314 W", which the tokenizer keeps together as if watts) are read by the
  ADDRESS grammar's HOUSE_DIRECTION rule ("three hundred fourteen west"); a city quadrant after a
  street's name ("1200 Pennsylvania Ave NW", "Main St. SE": `_quadrant`) is its direction
  ("northwest"), and the period after it ends a sentence before a number too. Speech again, not
  the Google data, which spells the letter ("2 S. Main Street" -> "s", the one such token of the
  training data);
* **digit groups joined inside a token** (`tnfst.dashes`): "4-4-2" -> "four four two",
  "7-6(5)" -> "seven to six, five", "CVE-2024-3094", "ISO-8601", "0-60" -> "zero to sixty",
  "code 583-921" digit by digit, "b)(ii" -> "b two", "7-Eleven", "49ers" (never "minus");
* **codes**: type, flight and PIN numbers said digit by digit (`tnfst.code_numbers`: "boeing
  707" -> "seven o seven", "flight 006" -> "o o six");
* **a year and the next around a dash token**: "2012 - 13", "1992 - 1993" (a season) keep the
  dash silent and read each number as its cardinal ("two thousand twelve", "thirteen"), as the
  Google data does (`tnfst.spaced_ranges`; other ranges stay the model's "to"); an en dash
  token between two ends of a range is "to" ("9:00 – 17:00", "3 May – 7 May", "Mon – Fri");
* **travel designations** (`tnfst.travel_context`): a seat or gate with any letter after a label
  word ("seat 31F" -> "thirty one f"), booking codes ("8G4HTZ" spelled), British B roads ("the
  B3110" digit by digit), train numbers ("Eurostar 9014"), airports' codes where the sentence
  makes them airports ("Frankfurt (FRA)", "via DOH" -> spelled);
* **aviation, spaceflight and defence** (`tnfst.aerospace`): g-forces ("pulling 9 g" -> "nine g"),
  runways ("runway 09R" -> "zero nine right"), Boeing types after a determiner ("the 787-9"),
  military designations with a series letter ("B-52H" -> "b fifty two h"), rocket families'
  numerals ("Saturn V" -> "five"), airline codes before a flight number ("Emirates EK 215");
* **ZIP codes**: five digits (or ZIP+4) after a USPS state code ("Santa Maria, CA, 91230") are
  said digit by digit (the grammar's "nine one two three o"); after a state's name or the words
  "ZIP code" too (`tnfst.designations`, with SMS short codes, identifiers after a label, numbered
  ranges, airline codes and flight numbers, and designations: "A320" -> "a three twenty");
* **labels and counted ranges**: a number with a capital A-E glued to it is a label
  ("Seat 14C" -> "fourteen c", "221B" -> "two hundred twenty one b"; never coulombs or
  bytes: "5 A" with a space stays a unit); a range of counts before a lowercase word is "to"
  ("25-30 minutes" -> "twenty five to thirty minutes");
* **the grammar's best reading** for mixed numbers ("2 1/2" -> "two and a half"), decimals
  with a lone zero ("10.0" -> "ten point zero", `grammars/en/decimal.py`) and years
  of an era ("740 B.C." -> "seven forty b c"), where the model says "two one half" or "seven
  hundred forty"; a day-first date right after "the" drops its own "the" ("as early as the
  15th June" -> "... the fifteenth of june", never "the the");
* **prices**: an amount with two decimals after a currency symbol, alone or per a unit, is said
  in major and minor units ("$19.99" -> "nineteen dollars ninety nine cents", "$3.49/gal" ->
  "three dollars forty nine cents per gallon", the grammar's shortest such reading);
* **numeric dates with a year**: the grammar's best reading, in the order the separator
  says ("12/25/2010" -> "december twenty fifth twenty ten", "25.12.2010" -> "the twenty fifth
  of december twenty ten");
* **month/day dates**: "3/20" after a date word ("on", "beginning", a weekday: "Tu (2/22)")
  and not before a word that makes it a fraction is "march twentieth" (a reading of the
  grammar's DATE_MD rule, which no class holds: elsewhere "3/20" is a fraction); without a
  date word, a day above 12 and no sixteenth, with no count, scale or unit around it ("Meet
  me 3/14 at the cafe" -> "march fourteenth");
* **numbers of a series**: a number of at most three digits after a word that numbers a
  series (`SERIES_WORDS`: "CHAPTER 11", "Section 230") or alone in its sentence ("11.") is
  its cardinal ("eleven", never "one one");
* **year ranges**: "1811-1886", "1870-71" are years ("eighteen eleven to eighteen eighty six");
* **scores and tallies**: two numbers of up to three digits joined by a dash, the first above the
  second ("won 3-2", "270-268", "voted 51-49"), are read with "to" ("two hundred seventy to two
  hundred sixty eight"), as the training data reads every falling pair (`_tally`);
* **I'm, I've, I'd, I'll** and the other English contractions ("It's", "don't", "they're") are
  read as written (never spelled "i m", "i t's");
* **tickers**: capitals after a stock exchange and a colon ("Coca-Cola (NYSE: KO)", `EXCHANGES`)
  are spelled ("k o"), as tickers are read out;
* **abbreviations in capitals in running text**: "ST", "DR", "MT" are their letters ("Atari
  ST" -> "atari s t", never "saint"); "NO" is the word ("Vote NO") unless a number follows;
* **headings in capitals**: in a sentence whose words are all in capitals ("SUNDRY ARRIVALS,
  1859."), a capitals word that can be said as a word (`_sayable_capitals`: a vowel, an
  English onset, three letters or more) is read as written, not spelled, and a Roman numeral
  of two letters or more is its cardinal ("STUDY VIII" -> "study eight"), and so is a number
  ("32 A PROCURATOR'S DINNER" -> "thirty two");
* **dimensions**: an "x" between two numbers is "by" ("a 50 x 75" -> "fifty by seventy five");
* **hashtags** in words, split where the case changes ("#VoteEarly" -> "hashtag vote early",
  the grammar's HASHTAG rule);
* **book forms** (`tnfst.book_context`): month-first dates in the order written ("MAY 6." ->
  "may sixth", never "the sixth of may"), a Roman numeral heading a sentence ("XII. Darkness" ->
  "twelve"), "23-26." -> "... to ...", "2: PROOFS" (the colon silent), "'58-'59", "24th-25th",
  "1908 years" (a count), pounds, shillings and pence ("£5 10s.", "3s. 6d."), older ordinals
  ("the 3d of June");
* **everyday quantities, prices and time stamps** (`tnfst.everyday_context`): "2.3M views" ->
  "two point three million", "Boeing 737-800" (no "to"), "¥" yen or yuan by the sentence, "RM5"
  -> "five ringgit", "50/60 Hz" -> "fifty or sixty hertz", "4.5/5 stars" -> "... out of five",
  "20 pc" -> "twenty pieces", "10^8 m/s" -> "meters per second", ISO date-times;
* **finance labels, arithmetic slashes, E notation** (`tnfst.notation_context`): "FY2024" -> "f y
  twenty twenty four", "1H24" -> "first half twenty four", "3/4 time" -> "three four", "what is
  0/0" -> "zero divided by zero", "3.1% y/y" -> "year over year", "1e-6" -> "one times ten to the
  power of minus six";
* **earnings reports, filings, credit ratings, valuations** (`tnfst.earnings_context`): "FY2023/24" ->
  "f y twenty twenty three twenty four", "13F" -> "thirteen f", "10-K/A" -> "ten k a", "BBB+" -> "b b b
  plus", "a P/E of 25x" -> "twenty five times", "LON:HSBA" -> "l o n h s b a";
* **numbers to dial and model names**: "Call 911" -> "nine one one"; "I-95", "F-16", "B-52" ->
  the letters and the cardinal ("i ninety five");
* **number choices the training data settles** (`tnfst.number_choices`, asked last): "II" not
  after a regnal name -> "two"; years in a range ("1908 - 1915") or after a lowercase word ("in
  1991") -> the year; slashed seasons ("1983 / 1984") -> cardinals; a leading zero ("068") ->
  digits;
* **timetables and schedules** (`tnfst.schedules`): "Tue/Thu/Sat" -> "tuesday, thursday, saturday",
  "05:20+1" -> "five twenty the next day", "1h10" -> "one hour ten minutes", "Gates A1–A20" -> "a one
  to a twenty", "Hi 55" -> "high"; **marks of sport, trade and the lab** (`tnfst.marks`): "T-5" -> "tied
  fifth", "15 KB swings" -> "kettlebell", "14k gold" -> "fourteen karat", "18-yr-old" -> "eighteen year
  old", "a 1 M solution" -> "molar"; **small lengths before their noun** (`tnfst.size_singular`): "a
  0.22 µm filter" -> "micrometer";
* **television, film, music and games** (`tnfst.media_context`): "S02E10" -> "season two episode
  ten", "78s" among records -> "seventy eights", "gave it a 4.5/5" -> "... out of five", "in 7/8" in a
  sentence about music -> "seven eight", "4K" and "60fps" beside a console or a remaster, "70mm IMAX
  cameras" -> "seventy millimeter", "Se7en" -> "seven", "24-bit/96kHz";
* **government documents** (`tnfst.gov_documents`): "H.Res. 757" -> "h res", "H.J.Res." -> "h j
  res", "GAO-24-105733" -> "g a o twenty four, one o five seven three three";
* **personal finance and taxes** (`tnfst.tax_context`): budget splits that add up to 100 ("the
  50/30/20 rule" -> "fifty thirty twenty"), hybrid ARMs ("a 5/1 ARM" -> "five one"), terms in months
  ("a 6-mo CD" -> "six month"), amounts joined by slashes ("$10/$35/$60" -> "ten dollars slash thirty
  five dollars slash sixty dollars"), the letters of a schedule ("Schedule SE" -> "s e"); a colon
  between a year and a figure is silent (`tnfst.year_colons`: "for 2024: 10%", never "to");
* **energy writing** (`tnfst.energy_context`): "COP28" -> "cop twenty eight" (the UN climate
  conference, never Colombian pesos), a heat pump's "COP of 3.2" -> "c o p", "9.8 mb/d" -> "million
  barrels per day" (never millibars).

`decide(tokens)` returns {token index: reading}: words separated by spaces, or ``<self>``
(read as written). The pipeline (`tnfst.api`) keeps a decision only where a grammar of the
active constraints licenses it for that token (or a rule of `rules.CONTEXT_RULES` that only
the context may call on), so the context never says what the grammars would not.

Rules run in the order of `ContextReadings.decide`; the first that decides a token wins.

Known limitations: a Roman numeral after a surname ("John Smith III") or a name missing from
the list is left to the model; a month/day without a date word before it stays the model's
(a fraction: "REPORT 9/10:") unless its day is above 12 and no sixteenth ("Meet me 3/14",
`_uncued_month_day`); the rules are English, and a few follow American usage
(month first in "3/20").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tnfst import grocery, rated_goods, tax_codes, vehicle_context, wiring_context
from tnfst import media_context
from tnfst import era_ranges, stone_weights
from tnfst import earnings_context
from tnfst import aerospace
from tnfst import gov_documents
from tnfst import tax_context, year_colons
from tnfst import energy_context
from tnfst import marks, schedules, size_singular
from tnfst import handles, identifiers, cited_abbreviations
from tnfst import (abbreviation_context, approximate, attributive, book_context, chemistry, citations, dashes,
                   designations, everyday_context, field_notation, initialisms, listing_context, notation_context,
                   one_unit, party_labels, plural_sizes, prescription_context, quantity_context, scripture,
                   sports_context,
                   spaced_ranges, special, travel_context, versions)
from tnfst.abbreviation_context import WEEKDAY_WORDS
from tnfst.sentence_periods import SENTENCE_STARTERS, sentence_ends_before
from tnfst.bare_units import bare_unit_reading, may_read as _bare_unit
from tnfst.code_numbers import digit_reading
from tnfst.electronic_context import ElectronicLexicon, command_reading, electronic_reading, ip_reading, looks_electronic, option_reading
from tnfst.number_choices import number_choice
from tnfst.quantity_context import TEMPERATURE_CUES, cardinal_range, is_number, quantity_reading, roster_height, tech_size_reading

if TYPE_CHECKING:
    from tnfst.grammar.lists import ListSpec

#: The regnal names list, relative to the language's grammar folder (declared in rules.WORD_LISTS).
REGNAL_NAMES_LIST = "words/regnal_names.tsv"
#: Time-zone abbreviations (the TIME grammar's list), spelled after a clock time (`_time_zone`).
ZONES_LIST = "time/zone.tsv"
#: A clock time token: "3:00 PM", "10am", "7:05 p.m.", "14:35", "2-4pm".
_CLOCK = re.compile(r"(?:[01]?\d|2[0-4])(?:[:.][0-5]\d){0,2}(?: ?[AaPp]\.? ?[Mm]\.?)?"
                    r"(?:[-–](?:[01]?\d|2[0-4])(?:[:.][0-5]\d){0,2}(?: ?[AaPp]\.? ?[Mm]\.?)?)?")
#: Titles before a monarch's or pope's name ("King Zog I", "Pope Leo XIII").
TITLES = frozenset({"king", "queen", "pope", "emperor", "empress", "tsar", "czar", "tsarina", "sultan", "pharaoh",
                    "kaiser", "shah", "prince", "princess", "duke", "duchess", "earl", "count", "countess", "saint",
                    "st", "antipope", "patriarch"})
#: Words after which a Roman numeral is a number of a series, never the pronoun I ("World War I
#: broke out", "Division I programs", "Chapter I begins").
SERIES_WORDS = frozenset({"war", "division", "chapter", "part", "book", "volume", "vol", "section", "article", "act",
                          "scene", "class", "type", "phase", "stage", "level", "grade", "tier", "title", "appendix",
                          "schedule", "league", "series", "mark", "mk", "version", "model", "psalm", "canto",
                          "episode", "season", "plate", "figure", "table", "unit", "round", "group", "league",
                          "category", "annex", "lecture", "letter", "no", "number"})
#: Names of events and works numbered in sequence with Roman numerals, in lowercase words, the
#: numeral read as a cardinal after them ("Super Bowl LIV" -> "fifty four"): championships and
#: shows numbered each year, and film and game series whose sequels carry a numeral.
SERIES_NAMES = frozenset({
    ("super", "bowl"), ("wrestlemania",), ("rocky",), ("rambo",), ("creed",), ("final", "fantasy"),
    ("star", "trek"), ("star", "wars"), ("grand", "theft", "auto"), ("street", "fighter"), ("mortal", "kombat"),
    ("civilization",), ("halo",), ("godfather",), ("jaws",), ("superman",), ("vatican",), ("apollo",),
    ("olympiad",), ("summerslam",), ("starrcade",), ("ufc",), ("windows",), ("resident", "evil"),
    ("kingdom", "hearts"), ("dragon", "quest"), ("shrek",), ("toy", "story"), ("frozen",),
    ("sata",)})  # the SATA revisions of SATA-IO, "SATA III" -> "sata three"
_SERIES_NAME_WORDS = max(len(name) for name in SERIES_NAMES)
_ROMAN = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
_ORDINALS = ("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
             "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth").split()
_NUMBER_WORDS = {"no": "number", "nos": "numbers", "vol": "volume", "vols": "volumes", "fig": "figure",
                 "figs": "figures", "approx": "approximately", "apt": "apartment", "ste": "suite",
                 "bldg": "building", "pp": "pages", "ext": "extension"}
#: A number sign glued to its number ("#5", "#200B") or apart ("#", "5"), after an address word ("Apt #5").
_HASH_NUMBER = re.compile(r"#\d+[A-Za-z]?")
#: Abbreviations of a numbered part of a text, read in full before a number only with their
#: period ("Art. 5(2)" -> "article", "See Sec. 4", "Ch. 7", "Eq. 2", "para. 4(b)", a work's "Op. 27" -> "opus",
#: the Bluebook's "cl. 3" -> "clause", "art. I, § 8, cl. 3", table T16): without it
#: "art", "sec" and "para" are words ("modern art 2", "30 sec", Spanish "para"). AP and Chicago
#: usage; the Google data has no such token before a number (its one "Ch 19" is spelled).
_PART_WORDS = {"art": "article", "arts": "articles", "sec": "section", "secs": "sections", "sect": "section",
               "ch": "chapter", "chap": "chapter", "chs": "chapters", "eq": "equation", "eqs": "equations",
               "para": "paragraph", "paras": "paragraphs", "rm": "room", "op": "opus", "cl": "clause",
               "amend": "amendment", "ep": "episode", "eps": "episodes"}
#: Parts of a constitution cited with a Roman numeral (the Bluebook, rule 11: "U.S. Const. art. I",
#: "amend. XIV"): the part word before it, and the numeral its cardinal ("amendment fourteen").
_ROMAN_PARTS = frozenset({"art", "amend"})
#: Titles abbreviated with a period before a name ("Rev. John Smith" -> "reverend", "Maj. Gen.
#: Gordon Granger" -> "major general"); each must also be licensed by the words list. Google's
#: data keeps them as written ("Rev", "Gen": <self>); speech says them, as NeMo's LibriTTS and
#: EngConf readings do. "Mrs."/"Ms." stay as written (both sets keep "mrs").
TITLE_WORDS = {"rev": "reverend", "hon": "honorable", "gen": "general", "maj": "major", "col": "colonel",
               "capt": "captain", "lt": "lieutenant", "sgt": "sergeant", "cpl": "corporal", "pvt": "private",
               "adm": "admiral", "cmdr": "commander", "gov": "governor", "sen": "senator",
               "rep": "representative", "prof": "professor", "fr": "father", "supt": "superintendent"}
#: Street-type abbreviations read as words after a street name or an ordinal ("6th ave" ->
#: "sixth avenue", "Sunset Blvd." -> "boulevard"); each must also be licensed by the words list.
STREET_WORDS = {"ave": "avenue", "blvd": "boulevard", "rd": "road", "ln": "lane", "hwy": "highway",
                "pkwy": "parkway", "ct": "court"}
#: Two-letter state codes that are also English words, degrees or titles after a name, or a
#: Roman numeral ("LOG IN, OK?", "John Smith, MD", "Jane Doe, MA", "Ann Lee, MS", "Bob Jones,
#: MP", "Henry, VI"): read as a state only before a ZIP code or after a word of place (`_state`).
UNSURE_STATE_CODES = frozenset("IN OR ME OK HI OH PA MA DE AL LA MD MS ID CO MP AS VI GU".split())
#: Capitalised words after a state's form and a comma that end the place: a month or a title
#: ("Memphis, Tenn., Jan. 15, 1877", "Prince Edward County, Va., Mrs. Burwell").
_STATE_FOLLOWERS = frozenset(
    "january february march april may june july august september october november december jan feb mar apr jun jul aug"
    " sep sept oct nov dec mr mrs ms dr rev".split())
#: A state's form like two initials ("S. D.", "N.Y."), which after a surname and a comma are a
#: person's ("Chapman, S. D.").
_INITIALS_FORM = re.compile(r"(?:[A-Z]\. ?){1,2}[A-Z]?\.?")
#: The end of an angle's token (degrees, minutes, seconds) before its compass letter ("42° 15' N.").
_ANGLE_END = re.compile(r"[°'′\"″]$")
#: Words before a place name that make it a place ("in Columbus, OH", "to Honolulu, HI.").
PLACE_CUES = frozenset({"in", "at", "from", "to", "near", "into", "outside", "toward", "towards", "via", "through",
                        "across", "around", "reach", "reached", "visit", "visited", "born", "live", "lives", "lived"})
#: What may follow a state abbreviation that ends its place ("Kansas City, MO." "Louisville, Ky.--").
_STATE_ENDS = frozenset({"", ".", "!", "?", "--", "—", "–"})
#: Words right before a state's abbreviation with its period that make it a place ("moved to Calif.").
STATE_CUES = frozenset({"in", "to", "from", "In", "To", "From", "near", "outside", "across", "throughout"})
#: AP and GPO forms that are words or names too after those words ("went to Mass.", "Come to Me.",
#: "talked to Cal.", "wrote to Ida.", "in Ind." an independent, "to Miss. Jones", "del").
UNSURE_AFTER_CUE = frozenset({"Mass", "Me", "Cal", "Ida", "Ind", "Miss", "Del"})
_ZIP = re.compile(r"\d{5}(?:-\d{4})?")
#: The first half of a Canadian postal code, or the whole code in one token ("K1A", "K1A 0B1",
#: "K1A0B1"): Canada Post's forward sortation area, letters D, F, I, O, Q, U never used, W and Z
#: never first (Canada Post, Canadian Addressing Guide, postal code).
_POSTAL_CODE_CA = re.compile(r"[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?: ?\d[ABCEGHJ-NPRSTV-Z]\d)?")
#: USPS codes of the District of Columbia, which us_states.tsv leaves out (its letters are said:
#: "Washington, DC"), before a ZIP code too ("Washington, DC 20500" -> "two o five o o").
ZIP_DISTRICTS = frozenset({"DC", "D.C."})
_PLACE_WORD = re.compile(r"[A-Z][A-Za-z'’-]*[A-Za-z]")
_HOUSE_NUMBER = re.compile(r"[1-9]\d{0,4}")
_HOUSE_AND_DIRECTION = re.compile(r"([1-9]\d{0,4}) ([A-Z]{1,2}\.?)")
#: Street words after a street name ("2 S. Main Street", "1101 W. McKinley ave"), lowercase, no period.
STREET_TYPES = frozenset({"street", "st", "avenue", "ave", "av", "road", "rd", "boulevard", "blvd", "drive", "dr",
                          "lane", "ln", "way", "place", "pl", "court", "ct", "terrace", "ter", "parkway", "pkwy",
                          "highway", "hwy", "circle", "cir", "square", "sq", "plaza", "trail", "alley", "row"})
_INITIALS = re.compile(r"(?:[A-Z]\.){1,4}")
_QUADRANTS = frozenset({"NE", "NW", "SE", "SW"})
#: The four compass letters: one-letter directions after a street's name ("Queen St W", "King St. E.",
#: "Bloor St. W": the way Toronto, Montreal and Ottawa sign their streets; Canada Post, Addressing
#: Guidelines 5.3, street direction), read only where nothing capitalised follows them; the hemisphere
#: of a latitude or longitude after an angle ("51.5° N").
_COMPASS_LETTERS = frozenset({"N", "S", "E", "W"})
_DIGIT_NAMES = ("o", "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_DIGIT_START = re.compile(r"\d")
_SMALL_NUMBER = re.compile(r"[1-9]\d{0,2}")
_YEAR_RANGE = re.compile(r"(1\d{3}|20\d{2})[-–](\d{2}|1\d{3}|20\d{2})")
_MONTH_DAY = re.compile(r"(0?[1-9]|1[0-2])/(0?[1-9]|[12]\d|3[01])")
#: Words before a month/day that make it a date ("on 3/20", "beginning 3/20", "Tu (2/22)").
DATE_CUES = frozenset({"on", "by", "until", "till", "til", "since", "before", "after", "beginning", "starting",
                       "through", "thru", "due", "dated", "from", "mon", "monday", "tu", "tue", "tues", "tuesday",
                       "wed", "wednesday", "thu", "thur", "thurs", "thursday", "fri", "friday", "sat", "saturday",
                       "sun", "sunday", "th", "available", "avail", "effective"})
#: Words between the two month/day dates of a span ("from 6/10 to 6/14").
_SPAN_JOINERS = frozenset({"to", "through", "thru", "until", "till", "and", "-", "–"})
#: Words after a month/day that leave it a date ("on 1/4 at 5pm"); any other word makes it a
#: fraction ("on 3/4 of the days", "for 1/2 cup").
_AFTER_DATE = frozenset({"at", "to", "and", "or", "until", "till", "through", "thru", "from", "in", "is", "was"})
_RANGE = re.compile(r"([1-9]\d{0,2})[-–]([1-9]\d{0,2})")
#: A range with a thousands comma on at least one side ("1,200-1,500", "800-1,200"): never a year,
#: a score or a phone number, so a range whatever word follows.
_GROUPED_RANGE = re.compile(r"([1-9]\d{0,2}(?:,\d{3})*)[-–]([1-9]\d{0,2}(?:,\d{3})*)")
_LABEL = re.compile(r"([1-9]\d{0,3})([A-E])")
_CONTRACTION_I = re.compile(r"I['’](?:m|ve|d|ll)")
#: English contractions, read as written, never spelled ("It's" -> "i t's" was a real reading).
_CONTRACTION = re.compile(
    r"(?:[Ii]t|[Tt]hat|[Tt]here|[Hh]ere|[Ww]hat|[Ww]ho|[Ww]here|[Ww]hen|[Hh]ow|[Hh]e|[Ss]he|[Ll]et|[Ww]hy|[Tt]his)['’]s"
    r"|[A-Za-z][a-z]*n['’]t"
    r"|(?:[Yy]ou|[Ww]e|[Tt]hey|[Ww]ho|[Ww]hat|[Tt]here)['’](?:re|ve|ll|d)"
    r"|(?:[Hh]e|[Ss]he|[Ii]t|[Tt]hat)['’](?:ll|d)"
    r"|[Yy]es['’]m")  # "Yes'm" (yes, ma'am), as older novels write speech
#: Consonant clusters that begin English words: a capitals word that begins with one of these
#: (or a vowel) and has a vowel can be said as a word ("SUNDRY", "TUMULT"; not "FBI").
ONSETS = frozenset("b bl br c ch cl cr d dr dw f fl fr g gl gr gn h j k kn l m n p ph pl pr ps qu r s sc sch scr sh "
                   "shr sk sl sm sn sp spl spr st str sw t th thr tr tw v w wh wr y z".split())
_VOWELS = frozenset("AEIOUY")
_ORDINAL_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)", re.IGNORECASE)


def roman_value(token: str) -> int | None:
    """The value of a Roman numeral in capitals ("XIV" -> 14), None for anything else."""
    if not token or not _ROMAN.fullmatch(token):
        return None
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(token, token[1:] + " "):
        va, vb = values[a], values.get(b, 0)
        total += -va if va < vb else va
    return total


def _capitalised(token: str) -> bool:
    """A capitalised word ("Smith", "McKay", "O'Brien"), not one in capitals of two letters or more."""
    return bool(token) and token[0].isupper() and token[:1].isalpha() and not (len(token) > 1 and token.isupper())


def _regnal_compound(name: str, regnal_names: frozenset[str]) -> bool:
    """True when `name` is a hyphenated compound of capitalised regnal names ("Louis-Philippe",
    "Jean-Baptiste" is not: "Jean" and "Baptiste" reign under no list): the monarch's own name, so
    the numeral after it is his ordinal even when it is "I" ("Louis-Philippe I" -> "the first")."""
    parts = name.split("-")
    return len(parts) > 1 and all(p[:1].isupper() and p.isalpha() and p.lower() in regnal_names for p in parts)


def _name_like(token: str) -> bool:
    """A capitalised word or initials ("Smith", "K", "M.G.R."), not a word that starts sentences
    ("Circle Dr. It is" is a street: `sentence_periods.SENTENCE_STARTERS`)."""
    return bool(token) and token[0].isupper() and token[0].isalpha() and token.lower() not in SENTENCE_STARTERS


def _first_column(folder: Path, spec: "ListSpec") -> list[str]:
    """The first column of the grammar list `spec` (a `tnfst.grammar.lists.ListSpec`) in `folder`,
    or nothing where the list is missing."""
    from tnfst.grammar import lists  # not at import: tnfst.grammar brings pynini

    path = folder / spec.path
    return [row[0] for row in lists.read_table(path, spec).rows] if path.is_file() else []


#: Compass letters after a highway ("I-95 N"; the designation: `abbreviation_context.after_highway`).
_HIGHWAY_DIRECTIONS = frozenset({"N", "S", "E", "W"})
#: Words of wind beside a compass abbreviation that make it a direction ("Winds NW", "a SW breeze").
WIND_CUES = frozenset({"wind", "winds", "breeze", "breezes", "gust", "gusts", "gusting", "blowing", "gale", "gales"})
#: Words of a storm's motion before a compass abbreviation ("moving N at 12 mph"), and the words after
#: it that make it a heading (`ContextReadings._wind_direction`).
MOTION_CUES = frozenset({"moving", "moved", "moves", "move", "heading", "headed", "drifting", "drifted", "tracking",
                         "traveling", "travelling", "turning", "turned", "motion", "toward", "towards"})
_HEADING_AFTER = frozenset({"at", "near", "around", "about", "or", "and", "over", "across", "through", "into", ",", "."})
#: A distance before a compass abbreviation and "of" ("12 miles NE of", "10 km SSW of", "25 mi. E of").
_DISTANCE = re.compile(r"[\d,.]+ ?(?:miles?|mi\.?|km|kms|kilometers?|kilometres?|nautical miles?|nmi|NM|nm|m|meters?|"
                       r"metres?|ft|feet|yards?|yds?)|miles?|mi\.?|km|kilometers?|kilometres?|nmi|feet|ft")

#: Tokens that end a sentence when a capitalised token follows them.
_SENTENCE_ENDS = frozenset({".", "!", "?", "…"})


def _sentence_words(tokens: Sequence[str], spans: list[tuple[int, int]] | None = None) -> list[frozenset[str]]:
    """For each token, the lowercase tokens of the sentence it is in.

    A line may hold several sentences (a paragraph): a cue word of one ("Odds of 3:1.") must not
    decide a token of another ("Meet at 6:30." was read "six to thirty"). A sentence ends at ".",
    "!", "?" or "…" before a token that begins with a capital.
    """
    out: list[frozenset[str]] = []
    for start, end in _sentence_spans(tokens) if spans is None else spans:
        words = frozenset(t.lower() for t in tokens[start:end])
        out.extend([words] * (end - start))
    return out


def _sentence_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """(start, end) of each sentence of a line's tokens (see `_sentence_words`)."""
    spans = []
    start = 0
    for i, token in enumerate(tokens):
        if token in _SENTENCE_ENDS and i + 1 < len(tokens) and tokens[i + 1][:1].isupper() or i + 1 == len(tokens):
            spans.append((start, i + 1))
            start = i + 1
    return spans


def _sentence_headings(tokens: Sequence[str], spans: list[tuple[int, int]] | None = None) -> list[bool]:
    """For each token, whether its sentence is a heading in capitals (`_all_capitals`): "The end.
    IT IS TIME." has one ("IT" is the word, not "i t") after a sentence that is not."""
    out: list[bool] = []
    for start, end in _sentence_spans(tokens) if spans is None else spans:
        out.extend([_all_capitals(tokens[start:end])] * (end - start))
    return out


@dataclass(frozen=True)
class ContextReadings:
    """The context decisions of the module docstring.

    Args:
        regnal_names: lowercase regnal names (`load` reads `grammars/<lang>/words/regnal_names.tsv`).
        states: `tnfst.constraints.words.context_key` of a state abbreviation -> (state name,
            source: "usps", "ap" or "gpo") (`grammars/<lang>/words/us_states.tsv`).
        directions: `context_key` of a compass abbreviation -> its direction
            (`grammars/<lang>/words/directions.tsv`).
    """

    regnal_names: frozenset[str]
    states: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    directions: Mapping[str, str] = field(default_factory=dict)
    electronic: ElectronicLexicon | Callable[[], ElectronicLexicon | None] | None = None
    zones: frozenset[str] = frozenset()
    #: Books of the Bible as written ("Micah", "Gen"; `grammars/<lang>/words/bible_books.tsv`) ->
    #: their spoken names ("micah", "genesis"): chapter and verse after them (`tnfst.scripture`).
    books: Mapping[str, str] = field(default_factory=dict)
    #: Products a version number follows ("Python", "USB"; `grammars/<lang>/words/versioned_products.tsv`,
    #: `tnfst.versions`).
    products: frozenset[str] = frozenset()
    #: Makers and lines whose models are numbers ("Xbox", "Boeing"; `words/numbered_models.tsv`).
    models: frozenset[str] = frozenset()
    #: Names with digits said their own way ("7-Eleven", "49ers"; `words/dashed_names.tsv`, `tnfst.dashes`).
    dashed_names: frozenset[str] = frozenset()
    #: Say the unit of an amount that describes a noun in the singular ("a $500 deposit" -> "a five
    #: hundred dollar deposit"; `tnfst.attributive`). Off by default: the training data keeps the
    #: plural there ("a $133,000 grant" -> "... thousand dollars"; no singular in it).
    attributive_singular: bool = False
    #: Capitalised abbreviations said as letters or as a word ("MIT": "letters", "NASA": "word";
    #: `grammars/<lang>/words/initialisms.tsv`, `tnfst.initialisms`).
    initialisms: Mapping[str, str] = field(default_factory=dict)
    #: The states' names in lowercase ("texas", "new york") and their AP and GPO abbreviations
    #: ("Tex", "Calif"), from `states` (`tnfst.designations`: a ZIP code after them).
    state_names: frozenset[str] = field(init=False, default=frozenset())
    #: Airports' IATA codes and their cities (`tnfst.travel_context`: "Frankfurt (FRA)" -> "f r a").
    airports: Mapping[str, str] = field(default_factory=dict)
    #: Abbreviations read in full with their period, capitalised ("bldg" -> "building": "Bldg. C";
    #: the rows of kind "period" of `grammars/<lang>/words/abbreviations.tsv`,
    #: `tnfst.abbreviation_context.period_reading`).
    period_abbreviations: Mapping[str, str] = field(default_factory=dict)
    #: Airlines' IATA designators and their names (`tnfst.aerospace`: "Emirates EK 215" -> "e k").
    airlines: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        names = {name for name, _ in self.states.values()}
        names |= {key for key, (_, source) in self.states.items() if source not in ("usps", "cpc")}
        object.__setattr__(self, "state_names", frozenset(names))

    def electronic_lexicon(self) -> ElectronicLexicon | None:
        """The lists of `tnfst.electronic_context`. `load` gives a loader, called on the first token
        that looks like a URL (the word frequencies take a noticeable part of a cold start), and
        the lexicon then replaces it (a memo: every call returns the same lists)."""
        if callable(self.electronic):
            object.__setattr__(self, "electronic", self.electronic())
        return self.electronic

    def _zipf(self) -> Callable[[str], float] | None:
        """The English word frequencies of the electronic lexicon (`electronic_lexicon`), or None."""
        lexicon = self.electronic_lexicon()
        return None if lexicon is None else lexicon.zipf

    @classmethod
    def load(cls, lang: str = "en") -> "ContextReadings":
        from tnfst.constraints.words import context_lists
        from tnfst.grammar import cache
        from tnfst.grammar.lists import ListSpec

        folder = cache.grammar_dir(lang)
        states, directions = context_lists(folder)
        names = frozenset(name.lower() for name in _first_column(folder, ListSpec(REGNAL_NAMES_LIST, 1, ())))
        zones = frozenset(_first_column(folder, ListSpec(ZONES_LIST, 2, (1,))))
        books = scripture.read_books(folder)
        products, models = (frozenset(_first_column(folder, ListSpec(name, 1, ())))
                            for name in (versions.PRODUCTS_LIST, versions.MODELS_LIST))
        dashed_names = frozenset(_first_column(folder, ListSpec(dashes.NAMES_LIST, 2, (1,))))
        return cls(names, states, directions, functools.partial(_electronic_lexicon, folder), zones, books,
                   products=products, models=models, dashed_names=dashed_names,
                   initialisms=initialisms.load_initialisms(folder),
                   airports=travel_context.load_airports(folder),
                   period_abbreviations=abbreviation_context.load_period_abbreviations(folder),
                   airlines=aerospace.load_airlines(folder))

    def decide(self, tokens: Sequence[str], readings_of: Callable[[str], list[str]] | None = None,
               rule_readings_of: Callable[[str, str], list[str]] | None = None) -> dict[int, str]:
        """{index: reading} for the tokens of one sentence whose neighbours decide their reading.

        `readings_of(token)`: the grammar's licensed readings, best first; `rule_readings_of(rule,
        token)`: the readings of one grammar rule (a context rule: HASHTAG). Both optional; the
        rules that choose among readings (`_money_with_cents`, hashtags) need them."""
        out: dict[int, str] = {}
        n = len(tokens)
        spans = _sentence_spans(tokens)
        headings = _sentence_headings(tokens, spans)
        spoken: list[int] | None = None  # the tokens with a letter or digit, found when a rule asks
        sentence_words = _sentence_words(tokens, spans)
        for i, token in enumerate(tokens):
            words = sentence_words[i]
            heading = headings[i]
            prev = tokens[i - 1] if i > 0 else ""
            if _no_rule_reads(token) and not (_bare_unit(tokens, i) or everyday_context.after_power_of_ten(tokens, i)
                                              or (i + 1 < n and tokens[i + 1][:1] == "-")):
                continue  # (a lowercase unit after "per"/"in" or a power of ten is read: "in mm", "10^-3 mol")
            nxt = tokens[i + 1] if i + 1 < n else ""
            after_period = tokens[i + 2] if nxt == "." and i + 2 < n else ""
            # each rule below reads only tokens of one shape (its first character, a listed
            # word): a rule whose shape the token lacks would return None, so it is not asked
            # (the order of the rules, and so which one decides, is unchanged)
            lead = token[:1]
            digit_led = lead.isdigit()  # every pattern of the numeric rules begins with a digit
            key = token.lower()
            if digit_led and spoken is None and _SMALL_NUMBER.fullmatch(token):
                spoken = [j for j, t in enumerate(tokens) if any(c.isalnum() for c in t)]
            reading = ((gov_documents.document_reading(tokens, i, readings_of)
                        if gov_documents.may_read(token, prev, nxt) else None)
                       or (identifiers.identifier_reading(tokens, i, rule_readings_of)
                           if identifiers.CANDIDATE.match(token) else None)  # "typescript@5.3": before the e-mail reading
                       or (looks_electronic(token) and electronic_reading(token, self.electronic_lexicon()))
                       or (handles.handle_reading(token, self.electronic_lexicon()) if lead == "@" else None)
                       or (cited_abbreviations.cited_reading(tokens, i) if token in cited_abbreviations.CANDIDATES else None)
                       or (option_reading(tokens, i, self.electronic_lexicon()) if lead == "-" else None)
                       or (ip_reading(tokens, i) if digit_led and token.count(".") == 3 else None)
                       or (schedules.schedule_reading(tokens, i, rule_readings_of) if schedules.may_read(token) else None)
                       or (marks.marks_reading(tokens, i, words, readings_of, rule_readings_of) if marks.may_read(token) else None)
                       or (size_singular.size_reading(tokens, i, readings_of)
                           if self.attributive_singular and size_singular.may_read(token) else None)
                       or (tech_size_reading(tokens, i, words, rule_readings_of) if digit_led else None)
                       or (vehicle_context.vehicle_reading(tokens, i, words, rule_readings_of, readings_of)
                           or wiring_context.wiring_reading(tokens, i, words, readings_of, rule_readings_of)
                           if digit_led else None)
                       or (tax_codes.tax_code_reading(tokens, i, rule_readings_of) if digit_led or lead in "SCK" else None)
                       or (year_colons.colon_reading(tokens, i) if token == ":" else None)
                       or (tax_context.tax_reading(tokens, i, readings_of)
                           if ((digit_led or lead in "$£€") and ("/" in token or "-mo" in token))
                           or prev in tax_context.SCHEDULE_WORDS else None)
                       or (energy_context.energy_reading(tokens, i, words, readings_of, rule_readings_of)
                           if lead in "C/" or digit_led else None)
                       or (command_reading(tokens, i, self.electronic_lexicon()) if nxt[:1] == "-" else None)
                       or (scripture.book_reading(tokens, i, self.books) if token in self.books else None)
                       or (scripture.book_number_reading(tokens, i, self.books, rule_readings_of)
                           if token in scripture.PART_NUMBERS else None)
                       or (_slashed_season(token, rule_readings_of) if digit_led and "/" in token else None)
                       or (era_ranges.era_range_reading(tokens, i, readings_of) if digit_led else None)
                       or (stone_weights.stone_reading(tokens, i, words, rule_readings_of) if key in ("st", "st.") else None)
                       or (citations.citation_reading(tokens, i, rule_readings_of)
                           if digit_led or lead.isupper() else None)
                       or (aerospace.vehicle_numeral(tokens, i) or self._regnal(tokens, i) or _series_numeral(tokens, i)
                           or _part_numeral(tokens, i)
                           if lead in _ROMAN_LETTERS else None)
                       or (_bill_letters(token, nxt) if token in BILL_PREFIXES else None)
                       or (_bill_number(tokens, i, readings_of) if digit_led and len(token) == 4 else None)
                       or self._pronoun(token, prev, nxt)
                       or (_initials_after_the(token, prev) if not heading and prev in ("the", "The") else None)
                       or (sports_context.league_letters(tokens, i) if token in sports_context.LEAGUES else None)
                       or (_vote_answer(tokens, i) if key == "no" and nxt[:1].isdigit() else None)
                       or (self._number(token, nxt, _cited(tokens, i, after_period), prev)
                           if key in _NUMBER_CUES else None)
                       or (_roman_part_word(tokens, i) if key in _ROMAN_PARTS else None)
                       or (self._title_or_street(token, prev, nxt, after_period, sentence_start=i == 1,
                                                 then=_token_at(tokens, i + (3 if nxt == "." else 2)))
                           if key in _STREET_CUES else None)
                       or (_title(token, nxt, after_period, prev) if key in TITLE_WORDS else None)
                       or (_title_and_title(tokens, i) if key in _PAIRED_TITLES else None)
                       or (_kept_title(token, nxt, after_period) if key in _KEPT_TITLES else None)
                       or (_weekday_before_date(tokens, i) if key in WEEKDAY_WORDS else None)
                       or (self._state(tokens, i) if prev == "," or (len(token) == 2 and token.isupper()) else
                           self._state_after_cue(tokens, i) if prev in STATE_CUES else None)
                       or self._house_direction(tokens, i)
                       or (self._quadrant(tokens, i) if lead in "NSnsEW" else None)
                       or (self._highway_direction(tokens, i)
                           if token.rstrip(".") in _HIGHWAY_DIRECTIONS or (digit_led and token[-1:] in "NSEW")
                           else None)
                       or (field_notation.field_reading(tokens, i, words, readings_of, rule_readings_of)
                           if digit_led or lead in "fFƒq" or "+" in token else None)
                       or (notation_context.notation_reading(tokens, i, words, readings_of, rule_readings_of)
                           if digit_led or lead in "FHQymq" else None)
                       or (earnings_context.earnings_reading(tokens, i, words, rule_readings_of)
                           if digit_led or lead.isupper() else None)
                       or (versions.versions_reading(tokens, i, self.products, self.models, rule_readings_of)
                           if digit_led or lead in "vVHGi" else None)
                       or (party_labels.party_label_reading(tokens, i, self.states)
                           if lead in party_labels.PARTIES and prev in ("(", "[", ",") else None)
                       or (dashes.dash_reading(tokens, i, self.dashed_names, readings_of, rule_readings_of, words)
                           if token in self.dashed_names or "-" in token or "–" in token or "(" in token else None)
                       or (chemistry.formula_reading(token, rule_readings_of) if lead.isupper() else None)
                       or (chemistry.stock_reading(token, rule_readings_of) if token.endswith(")") else None)
                       or (chemistry.arrow_reading(tokens, i, readings_of) if token in chemistry.REACTION_ARROWS else None)
                       or (versions.promo_reading(tokens, i, self._zipf, rule_readings_of)
                           or versions.named_number_reading(token, self._zipf, rule_readings_of)
                           if lead.isupper() and token[-1:].isdigit() else None)
                       or (self._wind_direction(tokens, i) if token.isupper() and len(token.rstrip(".")) <= 3 else None)
                       or (self._temperature_scale(tokens, i, words) if token.rstrip(".") in _SCALES else None)
                       or (self._temperature_range(tokens, i, words, readings_of)
                           if digit_led and nxt.rstrip(".") in _SCALES else None)
                       or (self._zip_code(tokens, i, readings_of) if digit_led else None)
                       or (_qualified_currency(token, readings_of) if _CURRENCY_MARK.search(token) else None)
                       or (aerospace.aerospace_reading(tokens, i, self.airlines, words, rule_readings_of)
                           if digit_led or lead.isupper() or lead in "+-−" else None)
                       or (designations.designation_reading(tokens, i, self.state_names, readings_of,
                                                           rule_readings_of, words)
                           if digit_led or lead.isupper() else None)
                       or (self._time_zone(tokens, i) if token in self.zones else None)
                       or (digit_reading(tokens, i) if digit_led else None)
                       or (spaced_ranges.range_reading(tokens, i)
                           if token in _DASHES or prev in _DASHES or nxt in _DASHES else None)
                       or (grocery.deal_reading(token, rule_readings_of) if digit_led and "/" in token else None)
                       or (grocery.per_unit_reading(tokens, i) if token.rstrip(".") in grocery.PER_UNIT else None)
                       or (grocery.fraction_word_reading(token, readings_of, rule_readings_of) if "-" in token else None)
                       or media_context.media_reading(tokens, i, words, readings_of, rule_readings_of)
                       or (travel_context.travel_reading(tokens, i, self.airports, rule_readings_of)
                           if digit_led or lead.isupper() else None)
                       or listing_context.listing_reading(tokens, i, words, rule_readings_of)
                       or prescription_context.prescription_reading(tokens, i, words)
                       or abbreviation_context.abbreviation_reading(tokens, i)
                       or (abbreviation_context.period_reading(tokens, i, self.period_abbreviations)
                           if lead.isupper() else None)
                       or (scripture.verse_reading(tokens, i, self.books, rule_readings_of) if digit_led else None)
                       or (roster_height(tokens, i, readings_of) if digit_led and "-" in token else None)
                       or book_context.book_reading(tokens, i, readings_of, rule_readings_of)
                       or (rated_goods.rating_reading(tokens, i, readings_of) or rated_goods.output_reading(token, rule_readings_of)
                           if digit_led
                           else rated_goods.current_reading(tokens, i, rule_readings_of) if token == "A" else None)
                       or everyday_context.everyday_reading(tokens, i, words, readings_of, rule_readings_of)
                       or quantity_reading(tokens, i, words, readings_of, rule_readings_of)
                       or (bare_unit_reading(tokens, i, rule_readings_of) if _bare_unit(tokens, i) else None)
                       or (one_unit.singular_reading(token, readings_of) if lead == "1" else None)
                       or (one_unit.written_singular_reading(token, readings_of) if digit_led and " " in token else None)
                       or (attributive.attributive_reading(tokens, i, readings_of)
                           if self.attributive_singular and (digit_led or lead in _CURRENCY_LEADS) else None)
                       or (attributive.package_reading(tokens, i, readings_of)
                           if digit_led or lead in _CURRENCY_LEADS else None)
                       or (one_unit.part_reading(token, readings_of) if digit_led or lead in _VULGAR else None)
                       or (one_unit.final_plural_reading(tokens, i, readings_of) if digit_led else None)
                       or (one_unit.rate_plural_reading(token, readings_of) if digit_led and "/" in token else None)
                       or (plural_sizes.plural_size_reading(token) or plural_sizes.plural_number_reading(token)
                           if digit_led else None)
                       or (approximate.approximate_reading(tokens, i, rule_readings_of) if token == "~" else None)
                       or (plural_sizes.size_range_reading(tokens, i, words, rule_readings_of)
                           if "-" in token or "–" in token else None)
                       or (self._numeric_rules(token, prev, nxt, tokens, i, spoken, readings_of) if digit_led else None)
                       or (_money_with_cents(token, readings_of) if lead in _CURRENCY_LEADS else None)
                       or (_grammar_best(token, readings_of) if digit_led or lead in _SIGN_LEADS or lead in _CURRENCY_LEADS else None)
                       or (self._dated(token, prev, readings_of) if digit_led else None)
                       or (_day_first_date(token, readings_of) if lead.isupper() and _LEADING_WEEKDAY.match(token)
                           else None)
                       or (special.SELF if ("'" in token or "’" in token)
                           and (_CONTRACTION_I.fullmatch(token) or _CONTRACTION.fullmatch(token)) else None)
                       or (_capitals_with_period(tokens, i, heading) if token in CAPITALS_ABBREVIATIONS else None)
                       or (special.SELF if heading and _sayable_capitals(token) else None)
                       or (_heading_numeral(token) if heading else None)
                       or (_heading_number(token) if heading and not _month_near(prev, nxt) else None)
                       or ("by" if token in ("x", "×") and is_number(prev.rstrip("\"'″′"))
                           and (is_number(nxt.rstrip("\"'″′")) or _MEASURE_SIDE.fullmatch(nxt)
                                or _FRACTION_SIDE.fullmatch(nxt)) else None)
                       # "12\" x 8\"" and the last side of "20 x 30 x 40 cm" too
                       or ("by" if token in ("x", "×") and _same_unit_sides(prev, nxt) else None)
                       # "35 mm x 45 mm": two sides in one unit (a photo, a bag, a room)
                       or (_dialled(token, prev) if digit_led else None)
                       or (number_choice(tokens, i) if digit_led or token == "II" else None)
                       or (_model_number(token) if lead.isupper() else None)
                       or (_hashtag(token, rule_readings_of) if lead == "#" else None)
                       or (_ticker(tokens, i) if lead.isupper() else None)
                       or (_accented_name(token) if lead.isupper() and not token.isascii() else None)
                       or (None if heading else _capitals_abbreviation(token)
                           or initialisms.initialism_reading(token, self.initialisms)))
            if reading:
                out[i] = reading
        return out

    @staticmethod
    def _numeric_rules(token: str, prev: str, nxt: str, tokens: Sequence[str], i: int,
                       spoken: list[int] | None, readings_of) -> str | None:
        """The rules of `decide` between the quantities and the prices, for a token that begins
        with a digit (each one's pattern does), in their order."""
        return (_numbered(token, prev, lone=spoken == [i]) or _hour_before_noon(token, nxt) or _year_range(token)
                or _counted_range(token, nxt, tokens[i - 2] if prev == "." and i >= 2 else prev,
                                  ranged=_after_range_word(tokens, i)) or _tally(token)
                or _label(token)
                or _month_day(tokens, i) or _month_day_span(tokens, i))

    @staticmethod
    def _dated(token: str, prev: str, readings_of) -> str | None:
        """The date rules of `decide` after `_grammar_best`, for a token that begins with a digit
        (each one's pattern does), in their order."""
        return (_date_after_the(token, prev, readings_of) or _day_first_date(token, readings_of)
                or _numeric_date(token, readings_of))

    def _regnal(self, tokens: Sequence[str], i: int) -> str | None:
        token, possessive = tokens[i], ""
        if token.endswith(("'s", "’s")):  # "Louis XII's army" -> "the twelfth's"
            token, possessive = token[:-2], "'s"
        value = roman_value(token[:-1] if token.endswith(".") else token)  # "Charles V."
        if value is None or not 0 < value <= len(_ORDINALS) or i == 0:
            return None
        prev = tokens[i - 1]
        if "-" in prev and _regnal_compound(prev, self.regnal_names):  # "Louis-Philippe I"
            return "the " + _ORDINALS[value - 1] + possessive
        if not (prev[:1].isupper() and prev.isalpha()):  # "Henry", "HENRY"
            return None
        titled = i >= 2 and tokens[i - 2].lower().rstrip(".") in TITLES
        if prev.lower() in self.regnal_names or titled:
            return "the " + _ORDINALS[value - 1] + possessive
        return None

    @staticmethod
    def _pronoun(token: str, prev: str, nxt: str) -> str | None:
        """``<self>`` for "I" not after a series word; the regnal rule is asked first, so "Henry
        I" is not seen here. (`nxt` no longer matters: the training data keeps every such I,
        whatever follows; the parameter stays for the rules' common call.)"""
        if token == "I" and prev.lower().rstrip(".") not in SERIES_WORDS:
            return special.SELF
        return None

    @staticmethod
    def _number(token: str, nxt: str, after_period: str, prev: str = "") -> str | None:
        key = token.lower()
        if key in _NUMBER_WORDS:
            if after_period and _DIGIT_START.match(after_period):           # "No. 5", "no. 10", "approx. 10"
                return _NUMBER_WORDS[key]
            if (token != key or key != "no") and _DIGIT_START.match(nxt):  # "NO 88", "No 990", "VOL 24"
                return _NUMBER_WORDS[key]
            if key != "no" and token != key and (_HASH_NUMBER.fullmatch(nxt) or nxt == "#"):  # "Apt #5", "Ste #200"
                return _NUMBER_WORDS[key]
        if token == "#" and _DIGIT_START.match(nxt):                        # "# 40"
            return "number"
        if token == "#" and prev.lower() in designations.ID_NOUNS:            # "Model #: KX-TG7871S"
            return "number"
        if (key == "no" and nxt == "." and prev.lower() in NUMBERED_NOUNS      # "your candidate no. in the box"
                and (after_period.islower() or not after_period[:1].isalnum())):  # not "Part No. XJ-220-4"
            return "number"
        if (key in _PART_WORDS and after_period and _DIGIT_START.match(after_period) and not token.isupper()
                and not _DIGIT_START.match(prev)):                          # "30 sec. 5 reps": seconds
            return _PART_WORDS[key]                                         # "Art. 5", "Sec. 4", "ch. 7"
        return None

    @staticmethod
    def _title_or_street(token: str, prev: str, nxt: str, after_period: str, sentence_start: bool,
                         then: str = "") -> str | None:
        """"Dr."/"St." as a title or a street, and the street words (module docstring). `then`: the
        token after the one that follows the word (and its period)."""
        key = token.lower()
        if key in STREET_WORDS and not token.isupper():
            if (_capitalised(prev) and not sentence_start) or _ORDINAL_TOKEN.fullmatch(prev):
                return STREET_WORDS[key]  # "6th ave", "Sunset Blvd."
            return None
        if token == "ST" and _ORDINAL_TOKEN.fullmatch(prev):
            return "street"  # "42ND ST"
        if key not in ("dr", "st") or token.isupper():
            return None
        following = after_period if nxt == "." else nxt
        title = "doctor" if key == "dr" else "saint"
        initials = bool(_INITIALS.fullmatch(following)) and following.replace(".", "") not in _QUADRANTS
        street_before = ((_capitalised(prev) and not (sentence_start and _name_like(following)))
                         or bool(_ORDINAL_TOKEN.fullmatch(prev)))
        if street_before and (following.replace(".", "") in _QUADRANTS
                              or (following.rstrip(".") in _COMPASS_LETTERS and not then[:1].isupper())):
            return "drive" if key == "dr" else "street"  # "1200 Main St NW", "Main St. N.W.", "Queen St W"
        if token[0].isupper() and _name_like(following) and (nxt != "." or _capitalised(after_period) or initials):
            return title  # "Dr. Smith", "Lord St. Vincent", "Miss Ermengarde St. John", "Dr. M.G.R."
        # a street name before it ("Circle Dr.", "Queen st", "3rd st"; the sentence's first word
        # only when no name follows: "York st # 4", not "Today Dr. Smith"), and no word going on
        # after it: a street
        if street_before and (not nxt[:1].isalnum() or nxt[:1].islower() or nxt[:1].isdigit()):
            return "drive" if key == "dr" else "street"
        if _name_like(following):
            return title
        return None

    def _state(self, tokens: Sequence[str], i: int) -> str | None:
        """A state abbreviation after a place name and a comma, ending the place: the state's name
        (see the module docstring; "Kansas City, MO." -> "missouri")."""
        from tnfst.constraints.words import context_key

        token = tokens[i]
        if i < 1:
            return None
        comma = i >= 2 and tokens[i - 1] == ","
        key = context_key(token)
        entry = self.states.get(key) if comma else None
        if entry is None and comma and capitalised_state_key(key) and tokens[i - 2].isupper():
            entry = self.states.get(key.title())  # "FORT WAYNE, IND.": an AP form in capitals
            if entry is not None and entry[1] == "usps":
                entry = None
        if entry is None:
            # Canada Post writes the province after the municipality without a comma ("TORONTO ON
            # M5W 1C1"; Canadian Addressing Guide): a province there too, before its postal code
            entry = self.states.get(context_key(token)) if i >= 1 and _PLACE_WORD.fullmatch(tokens[i - 1]) else None
            if entry is None or entry[1] != "cpc" or not _POSTAL_CODE_CA.fullmatch(_token_at(tokens, i + 1)):
                return None
            return entry[0]
        name, source = entry
        n = len(tokens)
        j = i + 1
        if source not in ("usps", "cpc") and "." not in token:  # "Va" "." as the tokenizer splits "Va."
            if j >= n or tokens[j] != ".":
                return None  # "Citti, La pittura": an AP form needs its period
            j += 1
        after = tokens[j] if j < n else ""
        then = tokens[j + 1] if j + 1 < n else ""
        if source == "cpc":  # a Canadian province: only before a postal code ("Ottawa, ON K1A 0B1")
            return name if _POSTAL_CODE_CA.fullmatch(after) and _PLACE_WORD.fullmatch(tokens[i - 2]) else None
        zip_after = bool(_ZIP.fullmatch(after)) or (after == "," and bool(_ZIP.fullmatch(then)))
        # an AP or older form has its period: after the place and a comma it is also the state before
        # a lowercase word ("Norfolk, Va. in 1853"), and before a comma and a month or a title
        # ("Memphis, Tenn., Jan. 15", "County, Va., Mrs. Burwell"); a form of one word ("Mo.", not the
        # initials-like "S. D.") also before a closing quote or bracket ("at Kansas City, Mo.\"")
        dotted = source != "usps" and (after[:1].islower() or (
            after == "," and then[:1].isupper() and then.split()[0].lower().rstrip(".") in _STATE_FOLLOWERS))
        closed = source != "usps" and not _INITIALS_FORM.fullmatch(token) and after in _CLOSING_MARKS
        ended = tokens[j - 1] == "." and sentence_ends_before(tokens, j)  # "Boston, Mass. The city"
        if not (after in _STATE_ENDS or zip_after or dotted or closed or ended
                or (after == "," and (then == "" or then[:1].islower() or then[:1].isdigit()))):
            return None
        place = tokens[i - 2]
        if not _PLACE_WORD.fullmatch(place) or (place.isupper() and len(place) < 3):
            return None  # "Smith, J.", "LOG IN, OK?"
        if _open_bracket(tokens[:i]):
            return None  # "(Brooklyn, NY)", "(Santa Barbara, CA, 2010)": citations, mastheads
        if token.rstrip(".") in UNSURE_STATE_CODES and not zip_after:
            k = i - 2
            while k > 0 and _PLACE_WORD.fullmatch(tokens[k - 1]):
                k -= 1  # the first word of the place's name ("Kansas City")
            if k == 0 or tokens[k - 1].lower() not in PLACE_CUES:
                return None  # "John Smith, MD." (a degree), "LOG IN, OK?"
        return name

    def _state_after_cue(self, tokens: Sequence[str], i: int) -> str | None:
        """A state's abbreviation with its period (AP or GPO form) right after "in", "to", "from"
        (`STATE_CUES`: "moved to Calif. in 2010", "born in Tenn."): the state's name. Forms that
        are words or names too are left alone (`UNSURE_AFTER_CUE`: "went to Mass.", "to Me.")."""
        from tnfst.constraints.words import context_key

        token = tokens[i]
        entry = self.states.get(context_key(token))
        if entry is None or entry[1] == "usps" or token.rstrip(".") in UNSURE_AFTER_CUE:
            return None
        if not token.endswith(".") and (i + 1 >= len(tokens) or tokens[i + 1] != "."):
            return None  # an AP form needs its period ("in Ala" is no state)
        return entry[0]

    def _wind_direction(self, tokens: Sequence[str], i: int) -> str | None:
        """A compass abbreviation in capitals (`directions`: "NW", "S") beside a word of wind
        (`WIND_CUES`: "Winds NW at 15 mph", "a SW breeze", "winds from the E"): its direction
        ("northwest"), as forecasts are read, never its letters; so "N", "S", "E", "W" right after
        an angle in degrees, minutes or seconds (`_ANGLE`: "51.5° N", "0° 7′ W"): a coordinate's
        hemisphere, as atlases and geography textbooks are read ("fifty one point five degrees
        north")."""
        from tnfst.constraints.words import context_key

        direction = self.directions.get(context_key(tokens[i]))
        if direction is None:
            return None
        before = {t.lower() for t in tokens[max(0, i - 3):i]}
        after = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        if before & WIND_CUES or after in WIND_CUES:
            return direction
        prev = tokens[i - 1] if i > 0 else ""
        # a storm's heading ("moving N at 12 mph", "drifting WNW near 5 mph") and a place's bearing
        # from a distance ("centered 12 miles NE of Ridgecrest", "10 km SSW of Tokyo"), as the
        # National Hurricane Center and the USGS write them and newsreaders say them
        distance = tokens[i - 2] if prev == "." and i >= 2 else prev  # "25 mi. E of Denver"
        if ((prev.lower() in MOTION_CUES and (after in _HEADING_AFTER or after[:1].isdigit()))
                or (after == "of" and _DISTANCE.fullmatch(distance))):
            return direction
        # minutes or seconds written with the foot and inch marks count after a degree only
        # ("42° 15' N."; '60" W x 20" D' is a width)
        degrees_before = prev[-1:] not in "'\"" or any("°" in t for t in tokens[max(0, i - 3):i - 1])
        if ((_ANGLE_END.search(prev) and prev[:1].isdigit() and degrees_before)
                or (_ANGLE.fullmatch(prev) and tokens[i].rstrip(".") in _COMPASS_LETTERS)):
            return direction  # a latitude or a longitude: "42° 15' N.", "51.5° N, 0.1° W", "40° 26′ 46″ N"
        return None

    @staticmethod
    def _temperature_scale(tokens: Sequence[str], i: int, words: frozenset[str] = frozenset()) -> str | None:
        """"C" or "F" written apart after a number with a degree sign ("It was 20° C", "a high of
        68° F."), after the word "degrees" ("104.5 degrees F", "minus 40 degrees C", "Bake at 425
        degrees F"), or after a bare number in a sentence about temperature (`quantity_context.TEMPERATURE_CUES`:
        "The low was 28 F this morning", "wind chill -15 F"): the scale's name, as "20 °C" is read
        (context_abbreviations.tsv licenses it here only); after a bare number of two or three digits in
        a sentence about cooking (`COOKING_CUES`: "Preheat oven to 350 F.") the degrees and the scale
        ("degrees fahrenheit"), as "350 °F" is read."""
        if i == 0:
            return None
        scale = _SCALES.get(tokens[i].rstrip("."))
        if scale is None:
            return None
        prev = tokens[i - 1]
        if _DEGREES.fullmatch(prev) or _DEGREES_WORD.fullmatch(prev):
            return scale
        if _OVEN_NUMBER.fullmatch(prev) and words & COOKING_CUES:
            return "degrees " + scale
        if _TEMPERATURE_NUMBER.fullmatch(prev) and words & (TEMPERATURE_CUES | _SCALE_CUES):
            return scale
        return None

    @staticmethod
    def _temperature_range(tokens: Sequence[str], i: int, words: frozenset[str], readings_of) -> str | None:
        """A range of cooking temperatures before the scale's letter ("Fry at 350-375 F"): its
        reading with "to", as "350–375°F" is read; None elsewhere."""
        if readings_of is None or not _OVEN_RANGE.fullmatch(tokens[i]) or not words & COOKING_CUES:
            return None
        return next((r for r in readings_of(tokens[i]) if " to " in r), None)

    def _house_direction(self, tokens: Sequence[str], i: int) -> str | None:
        """A compass abbreviation between a house number and a street: its direction ("314 W. 42nd
        Street" -> "west"; "314 W" as one token -> "three hundred fourteen west")."""
        token = tokens[i]
        m = _HOUSE_AND_DIRECTION.fullmatch(token)
        if m:
            number, written = m.group(1), m.group(2)
        elif i > 0 and _HOUSE_NUMBER.fullmatch(tokens[i - 1]) and token[:1].isupper():
            number, written = "", token
        else:
            return None
        from tnfst.constraints.words import context_key

        key = context_key(written)
        direction = self.directions.get(key)
        if direction is None or key != key.upper() or "." in key:
            return None
        j = i + 1
        if not written.endswith(".") and j < len(tokens) and tokens[j] == ".":
            j += 1
        if not _street_ahead(tokens, j):
            return None
        if not number:
            return direction
        from tnfst.constraints.number_guard import cardinal_words

        return " ".join(cardinal_words(number) + [direction])

    def _quadrant(self, tokens: Sequence[str], i: int) -> str | None:
        """A city quadrant in capitals after a street word ("1200 Pennsylvania Ave NW", "Main St. SE",
        "7th St N.W."): its direction ("northwest"), as addresses in Washington, Atlanta or Calgary are
        said; never its letters."""
        token = tokens[i]
        if not token.isupper():
            return None
        if token.rstrip(".") in _COMPASS_LETTERS:
            then = _token_at(tokens, i + 1)
            if then == "." and not token.endswith("."):
                then = _token_at(tokens, i + 2) if _token_at(tokens, i + 2) not in ("", ",") else ""
            if then[:1].isupper():
                return None  # "Main St. S Smith": a name goes on; "Queen St W, Unit 5", "King St. E." end
        elif token.replace(".", "") not in _QUADRANTS:
            return None
        j = i - 1
        if j >= 0 and tokens[j] == ".":
            j -= 1  # "Main St. SE" as the tokenizer splits it
        if j < 0 or tokens[j].lower().rstrip(".") not in STREET_TYPES or not tokens[j][:1].isupper():
            return None
        if j == 0 or not (_capitalised(tokens[j - 1]) or _ORDINAL_TOKEN.fullmatch(tokens[j - 1])):
            return None  # the street word ends a street's name ("Pennsylvania Ave", "7th St")
        return self.directions.get(token.rstrip(".") if token.rstrip(".") in _COMPASS_LETTERS
                                   else token.replace(".", ""))

    def _highway_direction(self, tokens: Sequence[str], i: int) -> str | None:
        """A compass letter right after a highway's designation ("Take I-95 N", "US-101 S", "Route 66
        W", "Hwy 1 N"): its direction ("north"), as traffic reports and directions say it; never
        the letter kept as written, nor a number and the letter as one token read as watts ("Route
        66 W" -> "sixty six west"). The letter may end the sentence with its period ("Take US-1 S.
        Follow the signs."): the reading is the direction, and `sentence_periods` keeps the period."""
        joined = _HOUSE_AND_DIRECTION.fullmatch(tokens[i])
        if joined:
            if (i == 0 or tokens[i - 1].lower().rstrip(".") not in abbreviation_context.HIGHWAY_WORDS
                    or joined.group(2) not in _HIGHWAY_DIRECTIONS):
                return None
            from tnfst.constraints.number_guard import cardinal_words

            return " ".join(cardinal_words(joined.group(1)) + [self.directions[joined.group(2)]])
        if not abbreviation_context.after_highway(tokens, i):
            return None
        return self.directions.get(tokens[i].rstrip("."))

    def _time_zone(self, tokens: Sequence[str], i: int) -> str | None:
        """A time-zone abbreviation of the TIME grammar's list right after a clock time ("3:00 PM
        EST", "1 pm ET", "19:45 GMT"): its letters ("e s t"), as the grammar reads a zone written
        in the time's token ("8 pm EST" -> "eight p m e s t"); never the word "est" or "et". A time
        without a colon or a suffix ("at 5 ET") is no clock."""
        token = tokens[i]
        if token not in self.zones or i == 0:
            return None
        prev = tokens[i - 1]
        if not _CLOCK.fullmatch(prev) or not (":" in prev or any(c in "AaPp" for c in prev)):
            return None
        return " ".join(token.lower())

    def _zip_code(self, tokens: Sequence[str], i: int,
                  readings_of: Callable[[str], list[str]] | None) -> str | None:
        """Five digits (or ZIP+4) after a state code ("Santa Maria, CA, 91230", "Boise, ID 83720"):
        a ZIP code, said digit by digit (the grammar's first such reading: "nine one two three o").
        After a state's name or a ZIP label: `tnfst.designations`."""
        token = tokens[i]
        if readings_of is None or not _ZIP.fullmatch(token):
            return None
        from tnfst.constraints.words import context_key

        before = [t for t in tokens[max(0, i - 2):i] if t != ","]
        if not before or (self.states.get(context_key(before[-1]), ("", ""))[1] != "usps"
                          and before[-1] not in ZIP_DISTRICTS):
            return None
        digits = set(_DIGIT_NAMES)
        for reading in readings_of(token):
            if set(reading.split()) <= digits:
                return reading
        return None


def _electronic_lexicon(grammar_dir) -> ElectronicLexicon | None:
    """The lists of `tnfst.electronic_context` (the grammar's ELECTRONIC lists and the shipped word
    frequencies), None where a language lacks them (its URLs stay the grammar's best reading)."""
    from tnfst.gate.read_or_spell import DEFAULT_META, FREQUENCIES_FILE

    frequencies = DEFAULT_META.parent / FREQUENCIES_FILE
    if not (grammar_dir / "electronic" / "word.tsv").is_file() or not frequencies.is_file():
        return None
    return ElectronicLexicon.load(grammar_dir, frequencies)


def _open_bracket(tokens: Sequence[str]) -> bool:
    """True when a "(" or "[" among `tokens` is still open at their end."""
    depth = 0
    for t in tokens:
        depth += t.count("(") + t.count("[") - t.count(")") - t.count("]")
    return depth > 0


_ON_THE_HOUR = re.compile(r"0?([1-9]|1[0-2]):00")


def _hour_before_noon(token: str, nxt: str) -> str | None:
    """A clock time on the hour before "noon" or "midnight" ("12:00 noon", "12:00 midnight"): the
    hour alone ("twelve noon"; the TIME grammar's "twelve hundred" is a 24-hour clock's)."""
    m = _ON_THE_HOUR.fullmatch(token)
    if m is None or nxt.lower() not in ("noon", "midnight"):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(m.group(1)))


def _street_ahead(tokens: Sequence[str], j: int) -> bool:
    """A street's name from token `j`: an ordinal ("42nd"), or a capitalised name with a street
    word (`STREET_TYPES`) in the next three tokens ("Main Street", "McKinley ave")."""
    first = tokens[j] if j < len(tokens) else ""
    if _ORDINAL_TOKEN.fullmatch(first):
        return True
    if not _capitalised(first):
        return False
    return any(t.lower().rstrip(".") in STREET_TYPES for t in tokens[j + 1:j + 4])


#: The lowercase words a rule of `ContextReadings.decide` may read ("no", "ave", "dr", "x", ...).
_LOWERCASE_CUES = (frozenset(_NUMBER_WORDS) | frozenset(_PART_WORDS) | frozenset(STREET_WORDS) | {"dr", "st", "x"}
                   | quantity_context.LOWERCASE_WORDS | everyday_context.LOWERCASE_WORDS
                   | abbreviation_context.LOWERCASE_WORDS | listing_context.LOWERCASE_WORDS
                   | prescription_context.LOWERCASE_WORDS | frozenset(grocery.PER_UNIT))
_LOWERCASE_CUES = _LOWERCASE_CUES | cited_abbreviations.LOWERCASE_WORDS  # "cf.", "p. 212", "14 ff.", "ed. by"
#: The first letters of a Roman numeral in capitals (`_regnal`, `_series_numeral`).
_ROMAN_LETTERS = frozenset("IVXLCDM")
#: Lowercased tokens `ContextReadings._number` reads ("no", "vol", "#", "art"...).
#: Nouns that name a number a form asks for, after which "no." is "number" with no digit after it
#: ("write your candidate no. in the box", "quote your account no. when you call"; Merriam-Webster:
#: "no." the abbreviation of number).
NUMBERED_NOUNS = frozenset("candidate student account phone tel telephone mobile reference ref policy serial order "
                           "invoice registration roll seat case room model part item flight ticket customer member "
                           "membership passport licence license permit claim contract house page exam".split())
_NUMBER_CUES = frozenset(_NUMBER_WORDS) | frozenset(_PART_WORDS) | {"#"}
#: Lowercased tokens `ContextReadings._title_or_street` reads ("ave", "dr", "st").
_STREET_CUES = frozenset(STREET_WORDS) | {"dr", "st"}
#: First characters of the amounts `_money_with_cents` reads (`_CENTS`).
_CURRENCY_LEADS = frozenset("$€£¥₹")
#: Vulgar fraction characters that lead a measure of less than one ("¼ tsp": `one_unit.part_reading`).
_VULGAR = frozenset("¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞")
#: First characters other than a digit of the tokens `_grammar_best` reads ("-1.0", ".0").
_SIGN_LEADS = frozenset("-+.")
#: The dash tokens `spaced_ranges.range_reading` reads, at the token or beside it.
_DASHES = frozenset(spaced_ranges.DASHES)
#: The punctuation tokens a rule of `ContextReadings.decide` may read.
_SYMBOL_CUES = frozenset({"×", "~"}) | chemistry.REACTION_ARROWS | quantity_context.SYMBOLS | spaced_ranges.DASHES | book_context.SYMBOLS
_SYMBOL_CUES |= {":"}  # tnfst.year_colons: "for 2024: 10%"


#: Titles that pair with another by "and" before one name ("Dr. and Mrs. Lee", "Prof. and Mrs.
#: Smith"), lowercased, and their words ("Mrs."/"Ms." stay as written: `TITLE_WORDS`).
_PAIRED_TITLES = {"dr": "doctor", "mr": "mister", "prof": "professor", "rev": "reverend"}
#: The second title of such a pair.
_SECOND_TITLES = frozenset(_PAIRED_TITLES) | {"mrs", "ms"}


#: Titles kept as written before a name (`TITLE_WORDS`: the outside sets keep "mrs").
_KEPT_TITLES = frozenset({"mrs", "ms"})


def _kept_title(token: str, nxt: str, after_period: str) -> str | None:
    """"Ms." or "Mrs." before a name ("Ms. Jones"): as written (`<self>`); "Ms" was spelled "m s"."""
    if token in ("Ms", "Mrs") and nxt == "." and (_name_like(after_period) or after_period == "and"):
        return special.SELF
    return None


def _title_and_title(tokens: Sequence[str], i: int) -> str | None:
    """A capitalised title with its period, "and", and another title ("Dr. and Mrs. Lee"): the
    title in words ("doctor"; it was read "drive" with no name right after it)."""
    token = tokens[i]
    if not token[:1].isupper() or token.isupper() or i + 3 >= len(tokens):
        return None
    if tokens[i + 1] != "." or tokens[i + 2] != "and":
        return None
    after = tokens[i + 3].lower().rstrip(".")
    if after not in _SECOND_TITLES or not tokens[i + 3][:1].isupper():
        return None
    return _PAIRED_TITLES[token.lower()]


def _title(token: str, nxt: str, after_period: str, prev: str = "") -> str | None:
    """A capitalised title abbreviation with its period before a name or another title ("Rev.
    John Smith", "Maj. Gen. Gordon Granger"), or after "the" where the name is cut off (a line or a
    segment of a book that ends "... introducing the Hon."; "the Rev.", "and"): the title in words.
    Without the period ("Gen Z", "Rep 5") or before a lowercase word it stays the model's."""
    key = token.lower()
    if key not in TITLE_WORDS or not token[:1].isupper() or token.isupper() or nxt != ".":
        return None
    following = after_period.lower()
    if _name_like(after_period) or following in TITLE_WORDS or following in ("dr", "st", "mr", "mrs", "ms"):
        return TITLE_WORDS[key]
    if prev in ("the", "The") and (following in ("", "and", "&") or _CLOSING_MARKS.issuperset(after_period)):
        return TITLE_WORDS[key]  # "the Hon." at the end of its line, "the Hon. and Rev."
    return None


#: Marks that may close a sentence after a title cut from its name ("the Hon.'", "the Rev.\u201d").
_CLOSING_MARKS = frozenset("\"'\u201d\u2019)]")


def capitalised_state_key(key: str) -> bool:
    """A state form in capitals of three letters or more ("IND", "TENN", "MASS"), which the
    state list writes with one capital and a period ("Ind.", "Tenn.", "Mass.")."""
    return len(key) >= 3 and key.isalpha() and key.isupper()


def _weekday_before_date(tokens: Sequence[str], i: int) -> str | None:
    """A capitalised weekday abbreviation before a date or a time ("Fri., Oct. 4th", "Sat 12
    June", "Sat. 10am–2pm", "Fri 12/6"; its period and a comma may stand between), or before "at" or
    "from" and such a time ("Fri at 10am", "Wed at noon"): the weekday in full. Before anything else
    ("Sun Microsystems") it stays the model's."""
    token = tokens[i]
    key = token.lower()
    if key not in WEEKDAY_WORDS or not token[:1].isupper() or token.isupper():
        return None
    j = i + 1
    while j < len(tokens) and tokens[j] in (".", ",", "("):  # "Tu (2/22)"
        j += 1
    if j >= len(tokens):
        return None
    first = tokens[j].split()[0].lower().rstrip(".,")
    if first in _MONTH_NAMES or (_DIGIT_START.match(tokens[j]) and any(
            w.lower().rstrip(".,") in _MONTH_NAMES for w in tokens[j].split()[1:2])):
        return WEEKDAY_WORDS[key]
    if _TIME_OR_DAY.match(tokens[j]):  # "Sat. 10am–2pm", "Fri 12/6", "Mon 9:30"
        return WEEKDAY_WORDS[key]
    if _CLOCK_SPAN.match(tokens[j]) and not (i > 0 and tokens[i - 1].lower() == "the"):
        return WEEKDAY_WORDS[key]  # "Sat 10-2", "Sun 12–5"; not "the Sun 3-1 win" (a team)
    if tokens[j].lower() in ("at", "from") and j + 1 < len(tokens) and (
            _TIME_OR_DAY.match(tokens[j + 1]) or tokens[j + 1].lower() in ("noon", "midnight")):
        return WEEKDAY_WORDS[key]  # "drop Fri at 10am", "Wed from 9:30", "Sat at noon"
    return None


#: A clock time or a numeric month/day after a weekday ("10am", "3 p.m.", "9:30", "12/6"), or a
#: span of hours ending in "am"/"pm" ("1-4 PM", "10–2pm"); `_CLOCK_SPAN`: a span of two hours of
#: the clock alone, as shop hours are posted ("Sat 10-2", "Sun 12–5").
_TIME_OR_DAY = re.compile(r"\d{1,2}(?::\d{2})?(?:[-–]\d{1,2}(?::\d{2})?)?\s?[aApP]\.?[mM]\b|\d{1,2}:\d{2}\b"
                          r"|\d{1,2}/\d{1,2}\b")
_CLOCK_SPAN = re.compile(r"(?:1[0-2]|0?[1-9])[-–](?:1[0-2]|0?[1-9])(?![\d/:.,])")


#: A figure's or an equation's label with a letter before its number ("Fig. S4", a supplementary
#: figure; "Eq. A2", an appendix's equation), as journals number them (Nature's and APS's styles).
_LETTERED_LABEL = re.compile(r"[A-Z]\d{1,3}[a-z]?")
#: The abbreviations read before such a label.
_LABELLED = frozenset({"fig", "figs", "eq", "eqs"})
#: A file's, case's or permit's number with capitals before its digits, after "No." ("Case No.
#: ZC-2024-0117", "Permit No. BP-24-00381", "Bill No. C-11", "No. A12"): the clerk's prefix, then
#: digits, as councils, courts and permit offices number their files; "No." before it is "number"
#: as before a bare number.
_CODE_LABEL = re.compile(r"[A-Z]{1,4}[-–]?\d[\dA-Za-z]*(?:[-–/][\dA-Za-z]+)*")


#: Prefixes of bills and resolutions in the US state legislatures and Congress, spelled before the
#: bill's number ("AB 2011" -> "a b twenty eleven", "HF 12", "SJR 5"): Assembly, Senate and House
#: Bill, House and Senate File (Minnesota, Iowa), Legislative Bill (Nebraska), Legislative Document
#: (Maine), joint and concurrent resolutions (NCSL, "Bill Prefixes and Designations"; the state
#: legislatures' own sites). "SR" is left out: before a number it is also a State Route ("SR 99").
#: Needed where the prefix is also a word or a name ("AB": a Swedish company, "Volvo AB"): the
#: training data spells its one bill ("California State bill AB 1519" -> "a b").
BILL_PREFIXES = frozenset({"AB", "SB", "HB", "HF", "SF", "LB", "LD", "AJR", "ACR", "SJR", "SCR", "HJR", "HCR"})
_BILL_NUMBER = re.compile(r"[1-9]\d{0,4}[,.;:)]?")


def _bill_letters(token: str, nxt: str) -> str | None:
    """A bill's prefix spelled before its number ("AB 2011" -> "a b"), or None."""
    if _BILL_NUMBER.fullmatch(nxt):
        return " ".join(token.lower())
    return None


#: A bill's number of four digits, said in pairs after its prefix ("H.R. 5376" -> "fifty three
#: seventy six", "SB 1047" -> "ten forty seven"), as members and reporters say them (C-SPAN, floor
#: debate); never "five thousand three hundred seventy six".
_BILL_FOUR = re.compile(r"[1-9]\d{3}")
_BILL_PREFIXES_DOTTED = frozenset({"H.R.", "H.R", "HR", "H.B.", "S.B.", "A.B.", "H.F.", "S.F.", "L.B.", "L.D."})


def _bill_number(tokens: Sequence[str], i: int, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The grammar's reading in pairs of a bill's four-digit number after its prefix, or None."""
    token = tokens[i]
    if readings_of is None or i == 0 or not _BILL_FOUR.fullmatch(token):
        return None
    prev = tokens[i - 1]
    if prev == "." and i >= 2:
        prev = tokens[i - 2] + "."
    if prev not in BILL_PREFIXES and prev not in _BILL_PREFIXES_DOTTED:
        return None
    digits = set(_DIGIT_NAMES)
    for reading in readings_of(token):
        words = reading.split()
        if "thousand" not in words and not set(words) <= digits:
            return reading
    return None


def _vote_answer(tokens: Sequence[str], i: int) -> str | None:
    """"No" without its period before a count, after "Yes" in the eight tokens before it: a ballot's
    answer and its votes ("Measure B: Yes 54,312 (58.1%); No 39,104"), kept as written, never
    "number"; None elsewhere."""
    if tokens[i] not in ("No", "NO") or any(t in ("Yes", "YES") for t in tokens[i + 1:i + 2]):
        return None
    if any(t in ("Yes", "YES", "yes") for t in tokens[max(0, i - 8):i]):
        return special.SELF
    return None


def _token_at(tokens: Sequence[str], i: int) -> str:
    """`tokens[i]`, or "" past the end."""
    return tokens[i] if 0 <= i < len(tokens) else ""


def _cited(tokens: Sequence[str], i: int, after_period: str) -> str:
    """The number an abbreviation with its period cites, for `ContextReadings._number`: the token
    after the period, or the number in brackets after it ("Eq. (4)", "Eqs. (2) and (5)": equations
    are numbered in brackets, as the Chicago Manual of Style (12.25) and APS journals cite them),
    or a lettered label's digits after "Fig."/"Eq." ("Fig. S4")."""
    if after_period == "(" and i + 3 < len(tokens) and _DIGIT_START.match(tokens[i + 3]):
        return tokens[i + 3]
    if tokens[i].lower() in _LABELLED and _LETTERED_LABEL.fullmatch(after_period):
        return after_period[1:]
    if tokens[i] in ("No", "NO", "Nos", "NOS") and _CODE_LABEL.fullmatch(after_period):
        return after_period.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ-–")
    return after_period


def _accented_name(token: str) -> str | None:
    """A capitalised word of Latin letters with an accented one ("Niño" of "El Niño", "São",
    "Gómez"): kept as written, a name the voice says, never spelled with the accents' names ("n i n
    tilde o"). The training data keeps accented words (198 of 216 in proteno-en). Its only accented
    letter in capitalised words is "é" (142 kept, 13 spelled as Kestrel's LETTERS: "Jaén" -> "j a e
    acute n", 6 folded: "Café" -> "cafe"), which the model learned to tell apart, so a word whose
    only accented letters are "é" is left to it; other accents it never saw."""
    if (len(token) >= 3 and token.isalpha() and token[1:].islower()
            and all(c.isascii() or _accented_latin(c) for c in token)
            and any(not c.isascii() and c not in "éÉ" for c in token)):
        return special.SELF
    return None


@functools.lru_cache(maxsize=512)
def _accented_latin(c: str) -> bool:
    """A Latin letter with a diacritic ("ñ", "é", "ã"): its canonical decomposition starts with an
    ASCII letter."""
    import unicodedata

    parts = unicodedata.decomposition(c).split()
    return bool(parts) and not parts[0].startswith("<") and chr(int(parts[0], 16)).isascii()


def _no_rule_reads(token: str) -> bool:
    """True for a token no rule of `ContextReadings.decide` reads, most of a sentence: a lowercase
    word other than `_LOWERCASE_CUES` (the rules read capitals, digits, symbols and those words)
    or punctuation other than "#" and `_SYMBOL_CUES` (a fast path: the rules would all return None)."""
    if token.isalpha() and token.islower():
        return token not in _LOWERCASE_CUES
    if not any(c.isalnum() for c in token):
        return not (token.startswith("#") or token in _SYMBOL_CUES)
    return False


#: A Roman numeral of a constitution's article or amendment ("I", "XIV", "XXVII"), with a comma.
_ROMAN_PART_NUMERAL = re.compile(r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})")


def _cites_a_part(tokens: Sequence[str], i: int) -> bool:
    """True when the Roman numeral at `tokens[i]`, after "art." or "amend.", is a citation's: "Const."
    before them, or the citation's punctuation after it ("art. I, § 8", "amend. XIV)"), not a
    sentence going on ("modern art. I saw")."""
    after = tokens[i + 1] if i + 1 < len(tokens) else ""
    return "Const" in tokens[max(0, i - 5):i - 2] or after in ("", ",", ";", ")", "§", ".")


def _roman_part_word(tokens: Sequence[str], i: int) -> str | None:
    """"art."/"amend." in lowercase with its period before a cited Roman numeral ("U.S. Const. art.
    I, § 8" -> "article"), or None."""
    if (i + 2 < len(tokens) and tokens[i] in _ROMAN_PARTS and tokens[i + 1] == "."
            and _ROMAN_PART_NUMERAL.fullmatch(tokens[i + 2]) and _cites_a_part(tokens, i + 2)):
        return _PART_WORDS[tokens[i]]
    return None


def _part_numeral(tokens: Sequence[str], i: int) -> str | None:
    """A Roman numeral right after "art." or "amend." in lowercase with its period ("U.S. Const.
    amend. XIV" -> "fourteen", "art. I" -> "one"): its cardinal, as the Bluebook's citation is
    read ("article one", "amendment fourteen"), never "the fourteenth"."""
    token = tokens[i]
    if i < 2 or tokens[i - 1] != "." or tokens[i - 2] not in _ROMAN_PARTS or not _cites_a_part(tokens, i):
        return None
    value = roman_value(token)
    if value is None or not _ROMAN_PART_NUMERAL.fullmatch(token):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(str(value)))


def _series_numeral(tokens: Sequence[str], i: int) -> str | None:
    """A Roman numeral of two letters or more right after a series name (`SERIES_NAMES`, in any
    case: "Super Bowl LIV", "WRESTLEMANIA XL"): its cardinal ("fifty four"). Not "I", "V", "X"
    alone (the pronoun, letters: "Rocky I was"), nor numerals of C, D and M only ("CD", "MD")."""
    token = tokens[i]
    value = roman_value(token)
    if value is None or len(token) < 2 or not set(token) & set("IVXL"):
        return None
    before = [t.lower() for t in tokens[max(0, i - _SERIES_NAME_WORDS):i]]
    if not any(tuple(before[len(before) - len(name):]) == name for name in SERIES_NAMES if len(name) <= len(before)):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(str(value)))


def _numbered(token: str, prev: str, lone: bool) -> str | None:
    """A number of at most three digits after a word that numbers a series ("CHAPTER 11",
    "Section 230"), or alone in its sentence ("11."): its cardinal (never "one one")."""
    if not _SMALL_NUMBER.fullmatch(token):
        return None
    if lone or prev.lower().rstrip(".") in SERIES_WORDS - {"no", "number", "war"}:
        from tnfst.constraints.number_guard import cardinal_words

        return " ".join(cardinal_words(token))
    return None


def _month_day(tokens: Sequence[str], i: int) -> str | None:
    """A month/day after a date word (`DATE_CUES`: "on", "beginning", a weekday; a bracket may
    stand between: "Tu (2/22)") and not before a word that makes it a fraction ("on 1/4 at
    5pm" -> "january fourth"; "on 3/4 of the days" stays a fraction). "for" counts only at the
    end of the sentence ("a reminder for 4/9"). Read month first (the grammar's DATE_MD rule)."""
    m = _MONTH_DAY.fullmatch(tokens[i])
    if not m:
        return None
    j = i - 1
    while j >= 0 and (tokens[j] in ("(", "[", ",")
                      or (tokens[j] == "." and j >= 1 and tokens[j - 1].lower() in WEEKDAY_WORDS)):  # "Mon., 3/4"
        j -= 1
    prev = tokens[j].lower().rstrip(".") if j >= 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    ends = not any(c.isalnum() for c in "".join(tokens[i + 1:]))
    # the end of a span whose start is a month/day date ("from 6/10 to 6/14", "6/10 - 6/14")
    span_end = (prev in _SPAN_JOINERS and j >= 1 and _MONTH_DAY.fullmatch(tokens[j - 1]) is not None
                and _month_day(tokens, j - 1) is not None)
    if not (prev in DATE_CUES or (prev == "for" and ends) or span_end):
        return _uncued_month_day(m, prev, nxt)
    if nxt[:1].isalnum() and nxt.lower() not in _AFTER_DATE:
        return None
    return _said_month_day(m)


#: Days of a month/day that are no denominator of everyday fractions: above 12 (never a month, so
#: no day-first date either) and no sixteenth of the workshop ("5/16 bolt").
_FRACTION_DAYS = frozenset({16})
#: Words before a number that make "a/b" a count or a fraction, never a date ("went 7/15 from the
#: field", "a 1/24 scale model", "about 3/14 of", "x/y/z" sides around it).
_NOT_DATE_BEFORE = frozenset({"a", "an", "went", "shooting", "shot", "made", "hit", "of", "over", "than", "about",
                              "approximately", "nearly", "almost", "times", "/"}) | frozenset(
    "got get gets scored score scores earned achieved".split()) | frozenset(
    # the verbs of arithmetic homework and the operators of a sum ("Express 7/20 as a
    # percentage", "Convert 9/25 to a decimal", "1/2 + 7/15")
    "express convert simplify reduce subtract multiply divide plus minus + - − × * ÷ =".split())
#: Words after it that make it a fraction or a scale ("1/24 scale", "3/14 of", "3/20 inch",
#: "7/15 + 1/3").
_NOT_DATE_AFTER = frozenset({"of", "scale", "th", "inch", "inches", "cup", "cups", "from", "shooting", "fg", "/",
                             "+", "−", "×", "*", "÷", "="})


def _uncued_month_day(m: re.Match, prev: str, nxt: str) -> str | None:
    """A month/day with no date word before it ("Meet me 3/14 at the cafe") is a date when its
    day is above 12 and no sixteenth ("3/14", "12/25": no fraction of everyday writing has such a
    denominator, and no day-first date such a month) and no word around it makes it a count, a
    scale or a fraction (`_NOT_DATE_BEFORE`: "went 7/15", "a 1/24 scale"; `_NOT_DATE_AFTER`, or a
    unit after it). The training data has no such token (proteno_en_tokens.tsv and
    train_10000.txt: no a/b token with b of 13-31), so as US month/day dates are written (the
    span rule, `_month_day_span`, reads "3/1-3/15" so already); or when the month or the day is
    written with a leading zero ("04/07", "12/05": a form no fraction takes)."""
    day = int(m.group(2))
    # a month or a day written with its leading zero ("04/07", "12/05") is a date: no fraction is
    # written so (the number guard read "zero four slash zero seven")
    padded = len(m.group(1)) == len(m.group(2)) == 2 and "0" in (m.group(1)[0], m.group(2)[0])
    if (day <= 12 and not padded) or (day in _FRACTION_DAYS and not padded) or prev in _NOT_DATE_BEFORE:
        return None
    from tnfst.tokenize import is_unit

    low = nxt.lower().rstrip(".")
    if low in _NOT_DATE_AFTER or (nxt[:1].isalpha() and (is_unit(nxt) or is_unit(low))):
        return None
    return _said_month_day(m)


_MONTHS_IN_ORDER = ("january february march april may june july august september october november december").split()


def _said_month_day(m: re.Match) -> str:
    """A `_MONTH_DAY` match said month first ("3/20" -> "march twentieth")."""
    from tnfst.constraints.number_guard import _ordinal, cardinal_words

    return " ".join([_MONTHS_IN_ORDER[int(m.group(1)) - 1]] + _ordinal(cardinal_words(str(int(m.group(2))))))


_MONTH_DAY_SPAN = re.compile(r"((?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))[-–]((?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))")
#: Words after a fraction that `tnfst.tokenize.is_unit` does not list (a word as well as a unit).
_FRACTION_NEXT = frozenset({"of", "cup", "cups", "in", "c"})
#: Denominators of the fractions of recipes and workshops ("1/4-1/2 cup", "3/8-1/2 in").
_KITCHEN_DENOMINATORS = frozenset({"2", "3", "4", "8", "16", "32", "64"})


def _month_day_span(tokens: Sequence[str], i: int) -> str | None:
    """Two month/day dates joined by a dash in one token ("valid 11/1–11/30", "Sale 3/1-3/15") ->
    "november first to november thirtieth" (the grammar's DATE_MD_SPAN rule, context only; the
    model said "eleven slash one to eleven slash thirty"). A date span after a date word
    (`DATE_CUES`, "valid"), or wherever a side is no fraction of the kitchen or the workshop (a
    numerator above its denominator, or another denominator: "3/15"); never before a unit or "of"
    ("1/4-1/2 cup", "3/4-7/8 of")."""
    m = _MONTH_DAY_SPAN.fullmatch(tokens[i])
    if not m:
        return None
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    from tnfst.tokenize import is_unit

    if nxt.lower() in _FRACTION_NEXT or is_unit(nxt) or is_unit(nxt.rstrip(".")):
        return None
    prev = tokens[i - 1].lower().rstrip(".") if i > 0 else ""

    def fraction_like(side: str) -> bool:
        numerator, denominator = side.split("/")
        return int(numerator) < int(denominator) and denominator in _KITCHEN_DENOMINATORS

    if not (prev in DATE_CUES or prev == "valid" or not all(fraction_like(side) for side in m.groups())):
        return None
    first, last = (_said_month_day(_MONTH_DAY.fullmatch(side)) for side in m.groups())
    return f"{first} to {last}"


#: A price with two decimals, maybe per a unit ("$19.99", "€3.50", "$3.49/gal", "$0.89/roll").
_CENTS = re.compile(r"[$€£¥₹](?:\d{1,3}(?:,\d{3})*|\d+)\.\d{2}(?:/[A-Za-z]{1,12})?")


#: Currencies whose plain name is theirs in English text: said without a country ("$", "US$",
#: "USD" -> "dollars"; "EUR", "GBP", "JPY", "INR", "CNY", "RMB").
_PLAIN_CURRENCIES = frozenset({"$", "US$", "U.S.$", "USD", "EUR", "GBP", "JPY", "INR", "CNY", "RMB"})
#: A dollar sign with its country's letters ("C$", "US$") or a code of three capitals ("50 CAD").
_CURRENCY_MARK = re.compile(r"(?:U\.S\.|[A-Z]{1,3})?\$|(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])")


def _qualified_currency(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """An amount in a currency the writer named apart from the plain one ("C$50", "50 CAD", "A$1.2
    million", "CHF 20", "NZ$5"): the shortest licensed reading that says the country too ("fifty
    canadian dollars", "twenty swiss francs"), where the grammar's best reading drops it ("fifty
    dollars"), as a finance reader says it. The Google data has no such amount; "$", "US$",
    "USD", "EUR", "GBP" stay plain (`_PLAIN_CURRENCIES`). A code whose best reading names its
    country already ("12 AWG": a wire gauge too) is left to the model."""
    if readings_of is None or not token[:1].isalnum() and token[:1] != "$" or not any(c.isdigit() for c in token):
        return None
    marks = _CURRENCY_MARK.findall(token)
    if len(marks) != 1 or marks[0] in _PLAIN_CURRENCIES:
        return None
    from tnfst.tokenize import is_currency

    if not is_currency(marks[0]):
        return None  # "MAY 6": a word in capitals, no currency
    readings = readings_of(token)
    said = [set(r.split()) for r in readings]
    # the grammar's best reading in words (not letters: "c a d fifty"); only a plain name is
    # qualified ("fifty dollars"): where the best already names the country ("twelve aruban
    # florin" of "12 AWG", a wire gauge too) the model chooses
    plain = next((words for words in said if not any(len(w) == 1 for w in words)), None)
    if plain is None:
        return None
    plainer = next((words for words in said if words < plain), None)
    if plainer is not None:  # the best names the country already ("C$3.49", "12 AWG")
        if "$" not in token:
            return None  # a code that is also a word or a gauge ("12 AWG"): the model's
        plain = plainer  # choose among the named readings: "three canadian dollars forty nine cents"
    best = _qualified_over(plain, readings, said)
    if best is None and "$" in token and "cents" in plain:
        # "C$0.85": the best says "eighty five cents", which no reading qualifies; the amount in
        # the dollar's name does ("zero point eight five canadian dollars")
        dollars = next((words for words in said if {"dollars", "dollar"} & words and not any(len(w) == 1 for w in words)), None)
        best = _qualified_over(dollars, readings, said) if dollars is not None else None
    return best


def _qualified_over(plain: set[str], readings: list[str], said: list[set[str]]) -> str | None:
    """The reading that says `plain`'s words and more (the currency's country), no letters,
    without "and" or "point" where one has neither (`_qualified_currency`), or None."""
    best = None
    for rank, (reading, words) in enumerate(zip(readings, said)):
        if not plain < words or any(len(w) == 1 for w in words - plain):
            continue  # not the plain reading with more words, or letters ("fifty c a d")
        key = ("and" in words, "point" in words, rank)  # "three canadian dollars forty nine cents"
        if best is None or key < best[0]:
            best = (key, reading)
    return best[1] if best else None


def _money_with_cents(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """An amount with two decimals after a currency symbol ("$19.99", "€3.50"), alone or per a
    unit ("$3.49/gal" -> "... per gallon"), is said in its major and minor units, as shops and
    speakers say it ("nineteen dollars ninety nine cents", never "nineteen point nine nine
    dollars"): the shortest licensed reading without "point" or "and"."""
    if readings_of is None or not _CENTS.fullmatch(token):
        return None
    candidates = [r for r in readings_of(token) if "point" not in r.split() and "and" not in r.split()]
    return min(candidates, key=lambda r: len(r.split())) if candidates else None


#: Tokens the grammar reads better than the model: ranges with their unit ("1-2\"" -> "one to two
#: inches"), whole amounts after a currency sign ("€10" -> "ten euros": the grammar also licenses
#: "ten euro", for "a €10 fee" with `attributive_singular`, and the model said it before "for
#: students" and at a sentence's end), mixed numbers ("2 1/2" -> "two and a half", not "two one
#: half"; "2½" and "2 ½" alike, not "two and one half", as "2 1/2" is read), years of an era ("740 B.C." -> "seven forty b c") and units squared or cubed by their
#: mark ("50 cm³" -> "fifty cubic centimeters", the SI name; the model said "c c", a clinical
#: abbreviation the text does not write).
_UNIT_RANGE = re.compile(r"\d[\d,]*(?:\.\d+)?[-–]\d[\d,]*(?:\.\d+)? ?([\"″]|[°º][CF]?|[A-Za-z]{1,6})\.?")
_GRAMMAR_BEST = re.compile(_UNIT_RANGE.pattern + r"|\d[\d,]*(?:\.\d+)? ?[A-Za-zµμ]{1,3}(?:/[A-Za-zµμ]{1,3})?[²³]|[$€£¥₹](?:\d{1,3}(?:,\d{3})+|\d+)|\d+ \d+/\d+(?: [^\d\s]+)?|\d+ ?[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞](?: [^\d\s]+)?|\d{1,4} ?(?:B\.C\.|A\.D\.|BC|AD|BCE|CE|B\.C\.E\.|C\.E\.)|[-+]?(?:\d[\d,]*)?\.0(?: ?(?:thousand|million|billion|trillion))?")  # "10.0": "point zero" (decimal.py)


def _grammar_best(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The grammar's best reading of a mixed number (with its unit: "19 1/2 miles"), a range with
    its unit ("1-2\"" -> "one to two inches": the plural, the data's default; the model said "inch"
    before "of snow" and "are expected"), a whole amount after a currency sign ("€10" -> "ten
    euros") or a year of an era (`_GRAMMAR_BEST`); of a mixed number,
    the best that says "and a half" or "and a quarter" ("five and a quarter miles", not "five and
    one fourth miles")."""
    if readings_of is None or not _GRAMMAR_BEST.fullmatch(token):
        return None
    from tnfst.tokenize import is_unit  # the lists, read once (not at import)

    ranged = _UNIT_RANGE.fullmatch(token)
    if ranged and not (ranged.group(1) in ('"', "″", "in") or is_unit(ranged.group(1))):
        return None  # "1971-1972 TV": no unit (`tnfst.tokenize.is_unit`: TV, PV are not teravolts, petavolts)
    readings = readings_of(token)
    if not readings:
        return None
    ranked = sorted(enumerate(readings), key=lambda ir: (" and one " in ir[1], "fourth" in ir[1], ir[0]))
    return ranked[0][1]


def _date_after_the(token: str, prev: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """A day-first date right after "the" ("as early as the 15th June") drops its own "the":
    "fifteenth of june" (the grammar's DATE_DAY_OF rule, for the context only), never "the the"."""
    if readings_of is None or prev.lower() != "the" or not token[:1].isdigit():
        return None
    readings = readings_of(token)
    if not readings or not readings[0].startswith("the "):
        return None
    return readings[0][len("the "):]


_DAY_FIRST_DATE = re.compile(r"(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)? [A-Za-z]{3,9}\.?(?:,? \d{3,4})?,?")


def _day_first_date(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """A day-first date with a written month ("31 Dec 2026", "3 June", "7 Aug. 1985"), after a
    weekday too ("Thursday 22 August 2024": the model said "thursday twenty two august"): the
    grammar's best reading, its day an ordinal with "the" ("the thirty first of december twenty
    twenty six"), never the cardinal day the model sometimes says ("thirty one december"): the
    training data reads 2,340 of 2,345 such dates "the ... of" (train_10000 and the regrouped
    sentences; the other 5 "five december")."""
    if readings_of is None:
        return None
    weekday = _LEADING_WEEKDAY.match(token)
    date = token[weekday.end():] if weekday else token
    if not _DAY_FIRST_DATE.fullmatch(date) or date.split()[1].lower().rstrip(".,") not in _MONTH_NAMES:
        return None
    readings = readings_of(token)
    said = readings[0].split(" ", 1)[1] if readings and weekday and " " in readings[0] else (readings or [""])[0]
    if not said.startswith("the ") or " of " not in said:
        return None
    return readings[0]


#: An angle written in degrees, minutes or seconds of arc ("51.5°", "51°", "30′", "15.2″").
_ANGLE = re.compile(r"\d{1,3}(?:\.\d+)?[°º′″]")  # not ' and " ("60\" W x 20\" D": a width)
#: A number with a degree sign ("20°", "-4.5°"), and the temperature scales written after it apart.
_DEGREES = re.compile(r"[-−+]?\d[\d,]*(?:\.\d+)?[°º]")
_SCALES = {"C": "celsius", "F": "fahrenheit"}
#: The word "degrees" before a scale written apart, alone or joined to its number ("104.5 degrees F").
_DEGREES_WORD = re.compile(r"(?:[-−+]?\d[\d,]*(?:\.\d+)? )?(?:degrees|degree|deg\.?)", re.IGNORECASE)
#: Words of a weather report that make a bare number before "F" or "C" a temperature ("The low was
#: 28 F", "Wind chill -15 F"), beside `quantity_context.TEMPERATURE_CUES`.
_SCALE_CUES = frozenset({"low", "high", "chill", "chills", "dew", "mercury", "thermometer", "feels"})
#: A bare temperature before a scale written apart ("28 F", "-15 C").
_TEMPERATURE_NUMBER = re.compile(r"[-−+]?\d{1,3}(?:\.\d+)?")
#: A bare number of two or three digits, an oven's or a thermometer's temperature ("350", "165"),
#: or a range of two ("350-375").
_OVEN_NUMBER = re.compile(r"[1-9]\d{1,2}(?:[-–][1-9]\d{1,2})?")
_OVEN_RANGE = re.compile(r"[1-9]\d{1,2}[-–][1-9]\d{1,2}")
#: Words of a sentence about cooking, where a scale's letter after a bare number is the
#: temperature's ("Preheat oven to 350 F", "Cook to 165 F"; elsewhere "350 F" may be a grade).
COOKING_CUES = frozenset(
    "oven ovens preheat preheated bake baked baking roast roasted roasting broil broiled fry fried frying "
    "deep-fry oil grill grilled smoker smoke smoked thermometer internal cook cooked cooking simmer "
    "temperature heat heated degrees".split())


#: A weekday written in full before a day-first date in one token ("Thursday 22 August 2024",
#: "Monday, 3 June"): the date's day is read as above, the weekday as the grammar says it.
_LEADING_WEEKDAY = re.compile(r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? ")


_NUMERIC_DATE = re.compile(r"\d{1,2}([/.-])\d{1,2}\1(?:\d{2}|\d{4}),?")


def _numeric_date(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """A numeric date with its year ("12/25/2010", "25.12.2010", "05/02/2017"): the grammar's
    best reading, which reads the order the separator says (`grammars/en/date.py`: "/" month
    first, as in the US, "-" and "." day first, a day over 12 deciding) in that order's style
    ("december twenty fifth twenty ten", "the twenty fifth of december twenty ten"); the model
    read "12/25/2010" "the twenty fifth of december". The training data's two such dates agree
    ("11/17/09" -> "november seventeenth o nine", "25-08-2015" -> "the twenty fifth of august
    twenty fifteen")."""
    if readings_of is None or not _NUMERIC_DATE.fullmatch(token):
        return None
    readings = readings_of(token)
    if not readings or not _MONTH_NAMES.intersection(readings[0].split()):
        return None
    return readings[0]


#: Two numbers of a text's parts in decimal notation joined by a dash ("3.1–3.4"): sections.
_NUMBERED_SPAN = re.compile(r"(\d{1,3})\.(\d{1,3})[-–](\d{1,3})\.(\d{1,3})")


def _numbered_span(token: str) -> str | None:
    """A span of numbered sections after a word that counts a span ("Sections 3.1–3.4", "§§
    2.1-2.5"): each number as a decimal is read ("three point one"), joined by "to", the first
    below the last; None for other tokens. The Chicago Manual of Style (1.65) numbers sections
    so ("1.1", "1.2") and writes their spans with an en dash, read "to" as a range of pages is."""
    from tnfst.constraints.number_guard import cardinal_words

    m = _NUMBERED_SPAN.fullmatch(token)
    if not m or (int(m.group(1)), int(m.group(2))) >= (int(m.group(3)), int(m.group(4))):
        return None

    def said(whole: str, part: str) -> list[str]:
        return cardinal_words(whole) + ["point"] + [w for d in part for w in cardinal_words(d)]

    return " ".join(said(m.group(1), m.group(2)) + ["to"] + said(m.group(3), m.group(4)))


#: Words after which a range of numbers is a span of them ("pages 200-215", "pp. 45-67").
SPAN_WORDS = frozenset({"pages", "pp", "chapters", "verses", "lines", "sections", "items", "nos", "numbers",
                        "rooms", "seats", "rows", "exits", "songs", "tracks", "episodes", "vols", "volumes", "figs",
                        "figures", "chs", "eqs", "equations", "paras", "secs", "arts", "§§"}) | frozenset(
    # the parts of a school week and a textbook ("periods 5–6", "questions 1-10", "Grades 9-12")
    "periods lessons questions exercises problems units modules topics tasks steps stages levels grades weeks".split()
) | frozenset(
    # a journey's parts ("Zone 1-2 Travelcard", "zones 1–4", "platforms 9-11", "days 3-5 at sea")
    "zone zones platforms gates terminals decks days nights stops".split())


#: Words that open a range a few tokens before it ("a target range of 2–3", "ranges from 4-10",
#: "somewhere between 5-7"): the rising pair that follows is "N to M" wherever it ends.
RANGE_WORDS = frozenset({"range", "ranges", "ranged", "ranging", "between", "from"}) | frozenset(
    # a recipe's count of people or portions ("Serves 3-4.", "Yield: 2–3 loaves", "feeds 6-8")
    "serves feeds yield yields servings".split())
#: How many tokens before the pair a `RANGE_WORDS` word may stand ("range of normal 2-3").
RANGE_WORD_WINDOW = 3


def _after_range_word(tokens: Sequence[str], i: int) -> bool:
    return any(t.lower() in RANGE_WORDS for t in tokens[max(0, i - RANGE_WORD_WINDOW):i])


def _counted_range(token: str, nxt: str, prev: str = "", ranged: bool = False) -> str | None:
    """A range of counts before a word ("25-30 minutes", "1-2 cups"), after a word that counts
    a span (`SPAN_WORDS`: "pages 200-215") or a few tokens after a word that opens a range
    (`RANGE_WORDS`, ``ranged``: "the target range of 2–3."): "twenty five to thirty", never
    "twenty five thirty" (the lower number first, at most three digits each); with a thousands
    comma ("1,200-1,500") wherever it stands."""
    m = _RANGE.fullmatch(token)
    counted = (nxt.isalpha() and nxt.islower() or nxt[:1] in "°%" or prev.lower().rstrip(".") in SPAN_WORDS
               or ranged)
    if not m and prev.lower().rstrip(".") in SPAN_WORDS:
        return _numbered_span(token)
    if not m and "," in token:  # "1,200-1,500 sq ft", "between 800-1,200.": a range wherever it stands
        m, counted = _GROUPED_RANGE.fullmatch(token), True
    if not m or not counted:
        return None
    first, last = (g.replace(",", "") for g in m.groups())
    if int(first) >= int(last):
        return None
    return cardinal_range(first, last)


#: Two numbers joined by a dash, the first above the second: no range (a range rises), so a score,
#: a vote or a record ("won 3-2", "270-268", "voted 51-49", "a 12-5 record").
_TALLY = re.compile(r"([1-9]\d{0,2})[-–](0|[1-9]\d{0,2})")


def _tally(token: str) -> str | None:
    """A score, a vote or a record written with a dash, the first number above the second ("He
    carried the Electoral College 270-268", "voted 51-49") -> "two hundred seventy to two hundred
    sixty eight", never the two numbers run together ("two hundred seventy two hundred sixty
    eight", which states 272 and 168). The training data reads every falling pair so
    (proteno_en_tokens.tsv: 30 of 30 "N - M" with N > M read "to", "made it to 8 - 0", "at 77 -
    55"); rules asked before it keep a maker's designation ("Airbus 330-200")."""
    m = _TALLY.fullmatch(token)
    if not m or int(m.group(1)) <= int(m.group(2)):
        return None
    return cardinal_range(m.group(1), m.group(2))


def _label(token: str) -> str | None:
    """A number with a capital A-E glued to it is a label ("Seat 14C", "221B Baker Street",
    "Flat 4B"): the number and the letter, never a unit (coulombs, bytes, amperes)."""
    m = _LABEL.fullmatch(token)
    if not m:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(m.group(1)) + [m.group(2).lower()])


_SLASHED_SEASON = re.compile(r"[12]\d{3}/(?:\d{2}|[12]\d{3})")


def _slashed_season(token: str, rule_readings_of) -> str | None:
    """A year and the next with a slash ("2024/25", "1999/2000": a season, a school or tax year) ->
    the SEASON rule's years ("twenty twenty four twenty five"); the grammar lists only such pairs,
    so "2024/26" or "1234/56" gets nothing here (the FRACTION grammar read them all as fractions:
    "two thousand twenty four twenty fifths")."""
    if rule_readings_of is None or not _SLASHED_SEASON.fullmatch(token):
        return None
    return next(iter(rule_readings_of("SEASON", token)), None)


def _year_range(token: str) -> str | None:
    """Two years joined by a dash, the second after the first ("1811-1886", "1870-71"): read as
    years ("eighteen eleven to eighteen eighty six"), as the grammar licenses."""
    m = _YEAR_RANGE.fullmatch(token)
    if not m:
        return None
    first, second = m.group(1), m.group(2)
    if len(second) == 2:
        full = first[:2] + second
        if int(full) <= int(first):
            return None
        from tnfst.constraints.number_guard import cardinal_words

        second_words = cardinal_words(second.lstrip("0") or "0") if second[0] != "0" else ["o", *cardinal_words(second[1])]
    else:
        if int(second) <= int(first):
            return None
        second_words = _year(second)
    first_words = _year(first)
    if not first_words or not second_words:
        return None
    return " ".join(first_words + ["to"] + second_words)


def _year(digits: str) -> list[str]:
    from tnfst.constraints.number_guard import year_words

    years = year_words(digits)
    return years[0] if years else []


#: Abbreviations whose capitals in running text are letters, not the abbreviation ("Atari ST",
#: "Hwang ST", "DR Congo", "Mendl MT"); "NO" there is the word ("Vote NO"; before a number,
#: "number": `ContextReadings._number`).
CAPITALS_SPELLED = frozenset({"ST", "DR", "MT"})
#: The world wars abbreviated ("after WWII" -> "world war two", never "w w i i": the letters
#: would say the numeral's I's as letters); words/abbreviations.tsv licenses the readings.
WORLD_WARS = {"WWI": "world war one", "WWII": "world war two"}


#: Stock exchanges whose name and a colon come before a ticker in news copy ("Coca-Cola (NYSE: KO)",
#: "Apple (Nasdaq: AAPL)"; AP Stylebook's ticker notation; the exchanges of Wikipedia's list of
#: major stock exchanges by their usual abbreviations), in lowercase.
EXCHANGES = frozenset("nyse nasdaq amex nysearca nyse-american otc otcqx otcmkts lse lon tsx tsxv asx hkex "
                      "sehk tse tyo sgx nse bse jse six fwb xetra euronext bmv b3 krx twse sse szse".split())
_TICKER = re.compile(r"[A-Z]{1,5}(?:\.[A-Z])?")


def _ticker(tokens: Sequence[str], i: int) -> str | None:
    """A ticker after an exchange and a colon ("(NYSE: KO)", "NASDAQ: MSFT") -> its letters spelled
    ("k o"), as tickers are read out, never a word ("KO" is no knockout there); a share class
    after a period too ("NYSE: BRK.B" -> "b r k b")."""
    if i < 2 or tokens[i - 1] != ":" or tokens[i - 2].lower() not in EXCHANGES or not _TICKER.fullmatch(tokens[i]):
        return None
    return " ".join(tokens[i].replace(".", "").lower())


def _capitals_abbreviation(token: str) -> str | None:
    """An abbreviation in capitals in a sentence not all in capitals: "ST" is spelled ("s t"),
    never "saint" or "street"; "NO" is the word, read as written."""
    if token in CAPITALS_SPELLED:
        return " ".join(token.lower())
    if token in WORLD_WARS:
        return WORLD_WARS[token]
    if token == "NO":
        return special.SELF
    return None


#: Verbs before a short number that make it a number to dial ("Call 911", "Dial 999").
DIAL_WORDS = frozenset({"call", "dial", "ring", "phone", "text"})
_SHORT_DIAL = re.compile(r"\d{3,4}")
_MODEL = re.compile(r"([A-Z]{1,2})-([1-9]\d{0,2})")


def _dialled(token: str, prev: str) -> str | None:
    """A number of three or four digits after "call", "dial"... is said digit by digit ("Call
    911" -> "nine one one", never "nine hundred eleven")."""
    if not _SHORT_DIAL.fullmatch(token) or prev.lower() not in DIAL_WORDS:
        return None
    names = "zero one two three four five six seven eight nine".split()
    return " ".join(names[int(d)] for d in token)


def _model_number(token: str) -> str | None:
    """One or two capitals, a hyphen and a number: a model or route name ("F-16", "B-52",
    "I-95", "RB-3"): the letters and the cardinal ("i ninety five", never "i nine five")."""
    m = _MODEL.fullmatch(token)
    if not m:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(list(m.group(1).lower()) + cardinal_words(m.group(2)))


#: A number sign glued to capitals and a long number ("#A7731902"): a code's number, no hashtag.
_NUMBERED_CODE = re.compile(r"#[A-Z]{1,4}\d{5,12}")


def _hashtag(token: str, rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """A hashtag in words, split where its case changes ("#VoteEarly" -> "hashtag vote early"):
    the grammar's HASHTAG rule (ELECTRONIC spells hashtags letter by letter); a number sign before
    capitals and a long number ("#A7731902") -> "number" and the code (the CODE_DIGITS rule)."""
    if rule_readings_of is None or not token.startswith("#") or len(token) < 2:
        return None
    if _NUMBERED_CODE.fullmatch(token):  # "Meter #A7731902": a number sign before a code, "number a seven ..."
        readings = rule_readings_of("CODE_DIGITS", token)
        return readings[0] if readings else None
    readings = rule_readings_of("HASHTAG", token)
    return readings[0] if readings else None


#: The last side of a dimension: a number and a unit ("40 cm", "8.5in"), after "x".
_MEASURE_SIDE = re.compile(r"\d+(?:\.\d+)? ?[A-Za-z]{1,3}\.?")
#: A side in a fraction of an inch, whole or mixed ('#8 x 1-1/4"', '2 x 3/4"'): hardware sizes.
_FRACTION_SIDE = re.compile(r"(?:\d{1,3}-)?\d{1,2}/\d{1,2}[\"″]")


def _same_unit_sides(prev: str, nxt: str) -> bool:
    """Whether `prev` and `nxt` are measures in one unit, the sides of a size ("35 mm", "45 mm")."""
    a, b = _MEASURE_SIDE.fullmatch(prev), _MEASURE_SIDE.fullmatch(nxt)
    return bool(a and b) and prev.lstrip("0123456789.").strip(" .") == nxt.lstrip("0123456789.").strip(" .")


_MONTH_NAMES = frozenset("january february march april may june july august september october november december "
                         "jan feb mar apr jun jul aug sep sept oct nov dec".split())


def _month_near(prev: str, nxt: str) -> bool:
    """A month name right before or after a number: a date ("JULY 22"), not a heading number."""
    return prev.lower().rstrip(".") in _MONTH_NAMES or nxt.lower().rstrip(".") in _MONTH_NAMES


def _heading_number(token: str) -> str | None:
    """A number of at most three digits in a heading in capitals ("32 A PROCURATOR'S DINNER"):
    its cardinal, never its digits."""
    if not _SMALL_NUMBER.fullmatch(token):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(token))


def _heading_numeral(token: str) -> str | None:
    """A Roman numeral of two letters or more, of I, V and X only, in a heading in capitals
    ("STUDY VIII", "FRIED PERCH--II"): its cardinal ("eight"), as chapter numbers are read;
    "CD", "MD" or "CC" there are acronyms."""
    value = roman_value(token)
    if value is None or len(token) < 2 or not set(token) <= set("IVX"):  # not "CD", "MD", "CC"
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(str(value)))


#: Function words in capitals that no "the" can come before: after "the" they are an
#: organisation's or a thing's initials ("the WHO" -> "w h o", "the IT team", "the US", "the
#: IS"). Not "NO", "AND", "OR", "NOT", "UP", "GO": "the NO vote", "the AND gate" say the word.
_INITIALS_AFTER_THE = frozenset("WHO IT US IS AM WE HE ME BE IF SO DO BY TO OF IN ON AT AS AN".split())


def _initials_after_the(token: str, prev: str) -> str | None:
    """A function word in capitals right after "the" outside a heading in capitals ("The WHO
    declared", "the IT team"): its letters ("w h o"), as the training data reads "the US" (14 of
    14); the model kept "WHO" as the word."""
    if token in _INITIALS_AFTER_THE:
        return " ".join(token.lower())
    return None


def _all_capitals(tokens: Sequence[str]) -> bool:
    """A heading in capitals: two or more words, every word of two letters or more in capitals."""
    words = 0
    for t in tokens:
        if t.isupper() or not any(c.islower() for c in t):  # no lowercase letter (isupper: a fast yes)
            words += sum(c.isalpha() for c in t) >= 2
        elif sum(c.isalpha() for c in t) >= 2:
            return False  # a word with a lowercase letter: stop at the first
    return words >= 2


#: Abbreviations in capitals said as their word with their period in a line set in capitals
#: ("III.--HOW MR. PICKWICK", "MAP OF THE UNITED STATES ... ETC.", "SECT."): words/abbreviations.tsv's
#: readings of "mr", "etc", ... (one each; "DR." and "ST." have two and are left out).
CAPITALS_ABBREVIATIONS = {"MR": "mister", "ETC": "etcetera", "JR": "junior", "SR": "senior", "BROS": "brothers",
                          "LTD": "limited", "VOL": "volume", "VOLS": "volumes", "DEPT": "department",
                          "PROF": "professor", "SECT": "section", "CHAP": "chapter", "CAPT": "captain",
                          "COL": "colonel", "GEN": "general", "REV": "reverend", "HON": "honorable"}


def _capitals_with_period(tokens: Sequence[str], i: int, heading: bool) -> str | None:
    """A `CAPITALS_ABBREVIATIONS` word with its period (the tokenizer's next token) in a heading in
    capitals, after another word in capitals ("CHAPTER V--MR.", "TERRITORY ETC.") or first in its
    line before one ("GEN. GRANT AT SHILOH"): its word,
    never its letters ("m r"). Without the period, or in running text, it is left to the other rules."""
    if i + 1 >= len(tokens) or tokens[i + 1] != ".":
        return None
    j = i - 1
    while j >= 0 and not any(c.isalnum() for c in tokens[j]):
        j -= 1
    before = tokens[j] if j >= 0 else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if heading or (any(c.isalpha() for c in before) and before.isupper()) or (
            j < 0 and (not after or (any(c.isalpha() for c in after) and after.isupper()))):
        return CAPITALS_ABBREVIATIONS[tokens[i]]
    return None


#: English words of two letters, said as words in a heading in capitals ("IT IS NOT").
SHORT_WORDS = frozenset("AM AN AS AT BE BY DO GO HE IF IN IS IT ME MY NO OF OH ON OR SO TO UP US WE".split())


def _sayable_capitals(token: str) -> bool:
    """A word in capitals that can be said as a word (`ONSETS`, a vowel, three letters or more,
    not a Roman numeral): in a heading in capitals it is read as written ("SUNDRY ARRIVALS",
    "AN OWL'S VIEW"), not spelled."""
    if "-" in token.strip("-"):
        return all(_sayable_capitals(part) for part in token.split("-"))  # "FIVE-FRANC"
    stem = re.sub(r"['’]S$", "", token)
    if stem in SHORT_WORDS:
        return True
    if len(stem) < 3 or not stem.isalpha() or not stem.isupper() or roman_value(stem) is not None:
        return False
    if not _VOWELS.intersection(stem):
        return False
    first_vowel = next(i for i, c in enumerate(stem) if c in _VOWELS)
    return first_vowel == 0 or stem[:first_vowel].lower() in ONSETS
