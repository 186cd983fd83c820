"""The English covering grammar: which lists it reads and how its rules are built.

`LISTS` declares every list (path, columns, spoken cells); `build(tables)` turns
the linted tables into the named rules that go into the FAR:

  MEASURE       written measure token -> spoken reading
  MONEY_PREFIX  moves a leading currency to the end ("$5" -> "5 $")
  MONEY         amount-first money token -> spoken reading
  TIME          clock time token -> spoken reading ("7:30 pm" -> "seven thirty p m")
  <CLASS>       one rule per module of `CLASS_MODULES` (DATE, FRACTION, TELEPHONE, ...)
  HEADING       a heading word and a Roman numeral ("CHAPTER XV" -> "chapter fifteen"):
                part of CARDINAL, and a rule of its own for `GRAMMAR_READ_RULES`
  DATE_ISO      ISO dates ("2019-06-03"): part of DATE, kept apart (`CLASS_PARTS`) and
                composed only with tokens of `RULE_PATTERNS`' shape
  DATE_MD       month/day without a year ("3/20" -> "march twentieth"): in no class, licensed
                only by the sentence context (`CONTEXT_RULES`)
  DATE_DAY_OF   a day-first date without its "the" ("15th June" -> "fifteenth of june"): the
                same, after a "the" the text gives
  HASHTAG       a hashtag in words ("#VoteEarly" -> "hashtag vote early"): the same
  HOUSE_DIRECTION  a house number and a compass abbreviation written together ("314 W" ->
                "three hundred fourteen west", before a street): the same
  BLOOD_PRESSURE   systolic/diastolic ("120/80" -> "one twenty over eighty"), after "blood
                pressure" or "BP": the same
  SERIES_NUMERAL   a Roman numeral read as its cardinal ("LIV" -> "fifty four"), after the name
                of a series ("Super Bowl LIV", "Rocky IV"): the same
  CODE_PAIRS    a code's number of 3-4 digits in pairs ("A320" -> "a three twenty", "926"
                -> "nine twenty six" after an airline code): the same (`tnfst.designations`)

Adding a class is one module and one line in `CLASS_MODULES`: the module (in this
folder) declares `LISTS`, the `ListSpec`s of the TSV lists it reads (paths relative
to this folder), and `build(nums, tables) -> pynini.Fst`, a transducer from the
written token to its spoken readings (lowercase words separated by single spaces;
lower weight = more usual reading). The rule is named after the class, and
`tnfst.grammar.CoveringGrammar` composes a token with it when the class is selected.

Pure: no file access, nothing compiled at import.
"""

from __future__ import annotations

from collections.abc import Mapping

import pynini

from tnfst.grammar.lists import ListSpec, Table
import importlib

from tnfst.grammars.en import (approximate, chemistry, citations, dashes, field_notation, heading, listings, measure,
                               money, music, notation, numbers, scripture, sizes, time, versions)
from tnfst.grammars.en import vehicles
from tnfst.grammars.en import media
from tnfst.grammars.en import finance
from tnfst.grammars.en import aviation
from tnfst.grammars.en import marks, schedules
from tnfst.grammars.en import identifiers

UNIT_KINDS = frozenset({
    "length", "area", "volume", "mass", "time", "speed", "frequency", "temperature", "angle",
    "ratio", "energy", "power", "electric", "force", "pressure", "data", "radiation", "light",
    "chemistry",
})

#: Semiotic class -> the module (in this folder) that builds its rule, in precedence order
#: (the first class that matches a token names it; readings of all that match are licensed).
CLASS_MODULES: Mapping[str, str] = {
    "TELEPHONE": "telephone",
    "ELECTRONIC": "electronic",
    "FRACTION": "fraction",
    "DECIMAL": "decimal",
    "CARDINAL": "cardinal",
    "DIGIT": "digit",
    "DATE": "date",
    "ORDINAL": "ordinal",
    "VERBATIM": "verbatim",
    "ADDRESS": "address",
}


#: Classes whose tokens are read by their grammar alone, its best (lowest-cost) reading, never
#: by the DNC: ELECTRONIC readings run past the DNC's length limit and need letter words
#: ("r_letter") its vocabulary lacks, and the Google data has too few URLs to learn from.
GRAMMAR_READ: frozenset[str] = frozenset({"ELECTRONIC"})

#: Finer than `GRAMMAR_READ`: rule -> the class whose rule contains it. A token the rule
#: accepts is read by the grammar alone (its best reading) when that class is selected, whatever
#: else the class reads with the model. HEADING: "CHAPTER XV" has one reading, "chapter
#: fifteen", and the DNC reads such headings as ordinals ("chapter the fourth") or spells them.
GRAMMAR_READ_RULES: Mapping[str, str] = {"HEADING": "CARDINAL"}

#: Rules that are part of a class's readings but built apart: rule -> class. The covering
#: grammar composes a token with them too when the class is selected.
CLASS_PARTS: Mapping[str, str] = {"DATE_ISO": "DATE"}

#: Rules in no class: their readings are licensed only where the sentence context calls for
#: them (`tnfst.context.ContextReadings`, checked by `CoveringGrammar.licenses_in_context`).
#: DATE_MD: a month/day without a year ("on 3/20" -> "march twentieth"; elsewhere a fraction).
#: DATE_MD_SPAN: two of them joined by a dash ("valid 11/1–11/30" -> "november first to november
#: thirtieth"; `tnfst.context`).
#: DATE_DAY_OF: a day-first date without its "the", after a "the" the text gives ("as early as
#: the 15th June" -> "fifteenth of june").
#: HASHTAG: a hashtag in words ("#VoteEarly" -> "hashtag vote early"), for speech output.
#: HOUSE_DIRECTION: a house number and a compass abbreviation written together, before a street
#: ("314 W. 42nd Street" -> "three hundred fourteen west"; elsewhere "314 W" is watts).
#: BLOOD_PRESSURE: "120/80" after "blood pressure" or "BP" -> "one twenty over eighty" (elsewhere
#: a fraction). SERIES_NUMERAL: a Roman numeral after a series name ("Super Bowl LIV" -> "fifty
#: four"; elsewhere "LIV" is letters, and the ORDINAL rule reads only numerals of I, V and X).
#: SPELLED_NUMERAL: a numeral-like token spelled where the context says it is letters ("5 mg IV"
#: -> "i v", intravenous; elsewhere "IV" is four).
#: RATIO: "1:10" read "one to ten" where the sentence speaks of a ratio ("Mix 1:10"; elsewhere a time).
#: SCALED: a number with an abbreviated scale glued or spaced ("2.3M views" -> "two point three
#: million"; elsewhere "2.3M" is molar). MEASURE_OR: two values before one unit ("50/60 Hz" -> "fifty
#: or sixty hertz"). RATING: "4.5/5" -> "four point five out of five" (before "stars", after "rated").
#: COUNT_UNIT: "20 pc" -> "twenty pieces" (not about astronomy; elsewhere parsecs). SEQUENCE_UNIT: "5.4 kb"
#: -> "five point four kilobases", "150 bp" -> "base pairs" (in a sentence about genes: `tnfst.everyday_context`). BARE_UNIT: a
#: unit alone after a number in another token ("10^8 m/s" -> "meters per second"; `tnfst.everyday_context`)
#: or after "per" or "in" ("per m²" -> "per square meter"; `tnfst.bare_units`). DATE_TIME: an ISO date
#: and time ("2024-05-03T10:00Z"). OLD_MONEY: pre-decimal pounds, shillings and pence ("10s" -> "ten
#: shillings", "6d" -> "six pence", "2,000l." -> "two thousand pounds"; `tnfst.book_context`, beside
#: another such amount or a "£" one, or a sum in "l." with its period inside a sentence).
#: OLD_ORDINAL: "3d", "23d" -> "third", "twenty third" (`tnfst.book_context`, after "the" or a month).
#: SIZE_PLURAL: a size in the plural ("2x4s" -> "two by fours"; `tnfst.plural_sizes`,
#: grammars/en/sizes.py). SIZE_RANGE: a range of letter sizes ("S-XL" -> "s to x l";
#: words/clothing_sizes.tsv). APPROXIMATE: "~" before an amount -> "about" (`tnfst.approximate`).
#: VERSE: chapter and verse after a book of the Bible
#: ("Micah 6:6-8" -> "six six to eight"; `tnfst.scripture`), BOOK_PART: the number of a numbered book
#: before it ("1 Cor. 13:4" -> "first"). SEASON: a year and the next with a slash ("2024/25" ->
#: "twenty twenty four twenty five"; grammars/en/cardinal.py, `tnfst.context`). VERSION ("Python 3.12" -> "three point
#: twelve"), RECORD ("went 3-0-1" -> "three and o and one"), PLAN ("401(k)" -> "four o one k"):
#: CODEC ("H.264" -> "h two sixty four"), PROMO ("code SAVE10" -> "save ten"):
#: `tnfst.versions`, grammars/en/versions.py. DIGIT_GROUPS ("4-4-2" -> "four four two"), TIEBREAK
#: ("7-6(5)"), DATED_ID ("CVE-2024-3094"), ENUMERATION ("5(2)(b)", "b)(ii"), DASHED_NAME ("7-Eleven",
#: words/dashed_names.tsv): `tnfst.dashes`, grammars/en/dashes.py. FISCAL ("FY2024" -> "f y twenty twenty four"), METER
#: ("3/4 time" -> "three four"), DIVIDED ("what is 0/0" -> "zero divided by zero"), SHORTHAND ("y/y"
#: -> "year over year"): `tnfst.notation_context`, grammars/en/notation.py. NOTE ("F#m7" -> "f sharp minor seven"), GRADE ("B+" ->
#: "b plus") and BLOOD_TYPE ("B+" -> "b positive"): grammars/en/music.py. CODE_DIGITS: capitals glued
#: to 5-12 digits, said one by one ("MSCU4596127" -> "m s c u four five ..."; `tnfst.designations`).
#: RACE_TIME ("3:58.2" -> "three minutes fifty eight point two seconds"; grammars/en/time.py), DOTTED_TIME
#: ("the 14.30 from Paddington" -> "fourteen thirty", a British timetable's time; `tnfst.travel_context`),
#: FLIGHT_LEVEL ("FL350" -> "flight level three five zero"), STAR_CODE ("*67" -> "star six seven"),
#: IEEE_802 ("802.11ax" -> "eight o two dot eleven a x"): `tnfst.everyday_context`. NUMBER_PLURAL
#: ("1099s" -> "ten ninety nines"; grammars/en/sizes.py): `tnfst.plural_sizes`. OIL_GRADE ("5W-30" ->
#: "five w thirty"), FORM_CODE ("1040-ES" -> "ten forty e s"), STAT_LINE ("3-for-5" -> "three for five"), CPU_MODEL ("i9-14900K" -> "i nine fourteen nine hundred k"):
#: `tnfst.versions`, grammars/en/versions.py. NUMBER_SERIES ("10-10-10 fertilizer" -> "ten ten ten"):
#: `tnfst.dashes`. SERIAL_NUMBER ("No. 22-451" -> "twenty two four fifty one", "Pub. L. 117-58"),
#: NUMBER_LIST ("Items 1,2 and 3" -> "one sil two"): `tnfst.citations`, grammars/en/dashes.py. REPORTER
#: ("5 F.4th 123" -> "f fourth"), CASE_NUMBER ("1:23-cv-01234" -> "one twenty three c v o one two three
#: four"), EU_ACT ("Regulation (EU) 2016/679" -> "twenty sixteen six seventy nine"): `tnfst.citations`,
#: grammars/en/citations.py. CHEMICAL_FORMULA ("CaCO3" -> "c a c o three"), STOCK_NUMBER ("Iron(III)" -> "Iron three"): `tnfst.chemistry`, grammars/en/chemistry.py. MILITARY_TIME ("0630
#: hrs" -> "zero six thirty hours"), SHUTTER ("1/500 s" -> "one five hundredth of a second"),
#: F_NUMBER ("f/2.8" -> "f two point eight"), VIDEO_LINES ("720p" -> "seven twenty p"), TV_LISTING
#: ("9/8c" -> "nine eight central"), DOSING_INTERVAL ("q6h" -> "every six hours"), FRACTIONAL_K
#: ("2.7K" -> "two point seven k"), KEY_COMBO ("Ctrl+Alt+Del" -> "control alt delete";
#: words/key_names.tsv), SCREW_THREAD ("1/4-20 bolts" -> "quarter twenty"), HEX_LITERAL ("0xFF" -> "zero x f
#: f"): `tnfst.field_notation`, grammars/en/field_notation.py. CLI_OPTION ("-rf" -> "dash r f", "--verbose" ->
#: "dash dash verbose"): `tnfst.electronic_context.option_reading`, grammars/en/electronic.py. CRICKET_SCORE ("245/6"
#: -> "two hundred forty five for six", in a sentence about cricket): `tnfst.quantity_context`, grammars/en/fraction.py. REP_MAX ("1RM" ->
#: "one rep max", in a sentence about lifting), GOLF_SCORE ("-9" -> "nine under", in a sentence about golf):
#: `tnfst.quantity_context`, grammars/en/field_notation.py. ROOMS ("3BR/2BA" -> "three bedroom two bath"):
#: `tnfst.listing_context`, grammars/en/listings.py. ENGINE_CODE ("2.0T" -> "two point o t"), MPG_PAIR
#: ("30/38 mpg" -> "thirty thirty eight miles per gallon"): `tnfst.vehicle_context`, grammars/en/vehicles.py;
#: CHARGER_OUTPUT ("5V/3A" -> "five volts three amperes"): `tnfst.rated_goods`, grammars/en/vehicles.py.
#: EPISODE_CODE ("S02E10" -> "season two episode ten"), TWO_DIGIT_PLURAL ("78s" -> "seventy eights", in a
#: sentence about records), AUDIO_FORMAT ("24-bit/96kHz" -> "twenty four bit ninety six kilohertz"), DIGIT_WORD
#: ("Se7en" -> "seven"): `tnfst.media_context`, grammars/en/media.py.
#: CREDIT_RATING ("BBB+" -> "b b b plus"), SEC_FORM ("13F" -> "thirteen f"; words/sec_forms.tsv), FISCAL_SPAN
#: ("FY2023/24" -> "f y twenty twenty three twenty four"), EXCHANGE_TICKER ("LON:HSBA" -> "l o n h s b a";
#: words/exchange_prefixes.tsv), PENCE ("450p" -> "four hundred fifty pence"), PERIOD ("4Q" -> "fourth quarter"):
#: `tnfst.earnings_context`, grammars/en/finance.py.
#: G_FORCE ("pulling 9 g" -> "nine g"), RUNWAY ("runway 09R" -> "zero nine right"): `tnfst.aerospace`,
#: grammars/en/aviation.py.
#: WEEKDAY_LIST ("Tue/Thu/Sat" -> "tuesday sil thursday sil saturday"; date/weekday_letters.tsv), NEXT_DAY
#: ("05:20+1" -> "five twenty the next day"), CLOCK_DURATION ("1h10" -> "one hour ten minutes"):
#: `tnfst.schedules`, grammars/en/schedules.py. TIED_PLACE ("T-5" -> "tied fifth"), KETTLEBELL ("15 KB" ->
#: "fifteen kettlebell"), KARAT ("14k gold" -> "fourteen karat"), AGE ("18-yr-old" -> "eighteen year old"):
#: `tnfst.marks`, grammars/en/marks.py. LABEL_RANGE ("Gates A1–A20" -> "a one to a twenty"): `tnfst.schedules`.
#: The others chosen by `tnfst.everyday_context`.
CONTEXT_RULES: tuple[str, ...] = ("DATE_MD", "DATE_MD_SPAN", "DATE_DAY_OF", "HASHTAG", "HOUSE_DIRECTION", "BLOOD_PRESSURE",
                                  "SERIES_NUMERAL", "SPELLED_NUMERAL", "RATIO", "SCALED", "MEASURE_OR", "RATING",
                                  "COUNT_UNIT", "SEQUENCE_UNIT", "BARE_UNIT", "DATE_TIME", "CODE_PAIRS", "OLD_MONEY",
                                  "OLD_ORDINAL", "SIZE_PLURAL", "SIZE_RANGE", "APPROXIMATE", "VERSE", "BOOK_PART", "SEASON",
                                  "VERSION", "RECORD", "PLAN", "CODEC", "PROMO", "DIGIT_GROUPS", "TIEBREAK",
                                  "DATED_ID", "ENUMERATION", "DASHED_NAME", "FISCAL", "METER", "DIVIDED",
                                  "SHORTHAND", "NOTE", "GRADE", "BLOOD_TYPE", "CODE_DIGITS", "RACE_TIME", "FLIGHT_LEVEL", "STAR_CODE",
                                  "IEEE_802", "NUMBER_PLURAL", "OIL_GRADE", "FORM_CODE", "STAT_LINE", "CPU_MODEL",
                                  "NUMBER_SERIES", "CHEMICAL_FORMULA", "MILITARY_TIME", "SHUTTER", "F_NUMBER", "TV_LISTING",
                                  "VIDEO_LINES", "DOSING_INTERVAL", "FRACTIONAL_K", "ROOMS", "SERIAL_NUMBER",
                                  "NUMBER_LIST", "REPORTER", "CASE_NUMBER", "EU_ACT", "KEY_COMBO", "SCREW_THREAD",
                                  "HEX_LITERAL", "CLI_OPTION", "CRICKET_SCORE", "REP_MAX", "GOLF_SCORE",
                                  "STOCK_NUMBER", "MULTIBUY", "FRACTION_WORD", "DOTTED_TIME", "ENGINE_CODE",
                                  "MPG_PAIR", "CHARGER_OUTPUT", "EPISODE_CODE", "TWO_DIGIT_PLURAL",
                                  "AUDIO_FORMAT", "DIGIT_WORD",
                                  "CREDIT_RATING", "SEC_FORM", "FISCAL_SPAN", "EXCHANGE_TICKER",
                                  "PENCE", "PERIOD", "G_FORCE", "RUNWAY",
                                  "WEEKDAY_LIST", "NEXT_DAY", "CLOCK_DURATION", "TIED_PLACE", "KETTLEBELL", "KARAT",
                                  "LABEL_RANGE", "AGE")
#: PACKAGE_VERSION ("typescript@5.3"), LISTING_NUMBER ("MLS#4412873"), ESTIMATE_YEAR ("2025E"), ACCOUNTING_NEGATIVE
#: ("$(0.12)"), SERIAL_CODE ("4C2-99817-X"), WORD_RATIO ("debt/EBITDA"): `tnfst.identifiers`, grammars/en/identifiers.py.
CONTEXT_RULES += ("PACKAGE_VERSION", "LISTING_NUMBER", "ESTIMATE_YEAR", "ACCOUNTING_NEGATIVE", "SERIAL_CODE", "WORD_RATIO")

#: Rules composed only with tokens this regular expression fully matches (a cheap test before
#: a costly composition): DATE_ISO's paths guess month and day before reading the token, ~30 ms
#: a composition, so every other number would pay for it. ELECTRONIC: every token it accepts
#: holds ".", "@", "#" or "/" (a scheme, "www.", a domain, an address, a hashtag or handle, an
#: IP address; see electronic.py) or is "localhost" and a port, and its first characters are almost every character, so
#: without the pattern every punctuation mark and number was composed with it. DECIMAL: every
#: form holds a ".". FRACTION: every form holds a character that is not a digit, a sign, a
#: group comma, a period or a space ("/", "⁄", "½", ...): bare numbers ("1999", "12,000") skip it.
#: Rules composed with tokens longer than the covering grammar's MAX_TOKEN_CHARS (80), up to
#: this many characters: URLs run long (a page address with its path and query), and the
#: ELECTRONIC rule reads every character, so its lattice stays linear in the token.
LONG_TOKEN_RULES: Mapping[str, int] = {"ELECTRONIC": 256}

RULE_PATTERNS: Mapping[str, str] = {
    "DATE_ISO": r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}",
    "DATE_MD": r"\d{1,2}/\d{1,2}",
    "DATE_MD_SPAN": r"\d{1,2}/\d{1,2}[-–]\d{1,2}/\d{1,2}",
    "HASHTAG": r"#[A-Za-z0-9_]+",
    "HOUSE_DIRECTION": r"[1-9]\d{0,4} (?:[NSEW]|NE|NW|SE|SW)\.?",
    "BLOOD_PRESSURE": r"[1-9]\d{1,2}/[1-9]\d{1,2}(?: ?mmHg)?",
    "RATIO": r"\d{1,6}[:/]\d{1,6}",
    "SCALED": r"[-−]?[\d,]+(?:\.\d+)? ?[A-Za-z]{1,3}",
    "MEASURE_OR": r"[\d,]+(?:\.\d+)?/[\d,]+(?:\.\d+)? ?[^\d\s/].*",
    "RATING": r"\d{1,3}(?:\.\d+)?/\d{1,3}",
    "CRICKET_SCORE": r"\d{1,3}/(?:10|\d)",
    "MULTIBUY": r"[1-9]\d?/[$£€][\d,]+(?:\.\d\d)?",
    "FRACTION_WORD": r"(?:\d{1,2}/\d{1,2}|\d{0,2}[¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])-[a-z]{2,}",
    "REP_MAX": r"(?:[1-9]|1\d|20)RM",
    "GOLF_SCORE": r"[-−+](?:[1-9]|[1-3]\d|40)",
    "COUNT_UNIT": r"[\d,]+(?:\.\d+)? ?[A-Za-z]{2,4}\.?",
    "SEQUENCE_UNIT": r"[\d,]+(?:\.\d+)? ?(?:bp|kbp?|Mbp?|Gbp?|nt|aa)",
    "BARE_UNIT": r"[^\d\s]{1,16}",
    "CODE_PAIRS": r"(?:[A-Z]{1,3}[- ]?)?[1-9]\d{2,3}(?:-[1-9]\d{0,3}|neo)?",
    "DATE_TIME": r"\d{4}-\d{1,2}-\d{1,2}T\d{1,2}:\d{2}(?::\d{2})?Z?",
    "OLD_MONEY": r"\d{1,3}[lsd]|(?:\d{1,3}(?:,\d{3})+|\d{4,6})l",
    "OLD_ORDINAL": r"\d[\d,]*d",
    "VERSE": r"[1-9]\d{0,2}:[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?",
    "SEASON": r"[12]\d{3}/(?:\d{2}|[12]\d{3})",
    "VERSION": r"[vV]?(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){1,3}",
    "RECORD": r"(?:0|[1-9]\d{0,2})(?:[-–](?:0|[1-9]\d{0,2})){1,2}",
    "PLAN": r"[1-9]\d{2}(?:\([a-z]\)|[a-z])",
    "CODEC": r"[A-Z]\.[1-9]\d{2}",
    "PROMO": r"[A-Z]{3,12}-?[1-9]\d{0,2}",
    "DIGIT_GROUPS": r"\d{1,8}(?:[-–]\d{1,8}){1,5}",
    "TIEBREAK": r"[0-7][-–][0-7]\(\d{1,2}(?:[-–]\d{1,2})?\)",
    "DATED_ID": r"[A-Z]{2,5}[-–](?:19|20)\d\d[-–]\d{3,7}",
    "ENUMERATION": r"\(?(?:\d{1,3}|[A-Za-z]{1,5})(?:\)?\((?:\d{1,3}|[A-Za-z]{1,5})){1,4}\)?|\d{1,3}[a-z]-\d{1,3}",
    "FISCAL": r"FY ?['’]?\d{2}(?:\d{2})?|H[12](?: ?['’]?\d{2}(?:\d{2})?)?|Q[1-4](?: ?['’]?\d{2}(?:\d{2})?)?"
              r"|[12]H ?['’]?\d{2}(?:\d{2})?|[1-4]Q ?['’]?\d{2}(?:\d{2})?",
    "METER": r"\d{1,2}/\d{1,2}",
    "DIVIDED": r"(?:\d{1,9}(?:\.\d{1,6})?|\d{1,3}(?:,\d{3}){1,2})/(?:\d{1,9}(?:\.\d{1,6})?|\d{1,3}(?:,\d{3}){1,2})",
    "SHORTHAND": r"[A-Za-z]{1,4}/[A-Za-z]{1,3}",
    "ROOMS": r"\d{1,2}(?:\.5)?[A-Za-z]{2,4}(?:[/,+]?\d{1,2}(?:\.5)?[A-Za-z]{2,3})?|[A-Za-z]{2,4}/\d{1,2}(?:\.5)?",
    "SIZE_PLURAL": r"[1-9]\d{0,2}[x×][1-9]\d{0,2}['’]?s",
    "SIZE_RANGE": r"[1-4]?X{0,3}[SML][-–][1-4]?X{0,3}[SML]",
    "APPROXIMATE": r"~",
    "NOTE": r"[A-G][#♯b♭](?:m|min|maj|dim|aug)?(?:6|7|9|11|13)?",
    "GRADE": r"[ABCDF][+\-−]|A\*",
    "BLOOD_TYPE": r"(?:A|B|AB|O)[+\-−]",
    "CODE_DIGITS": r"#?[A-Z]{1,4}\d{5,12}",
    "RACE_TIME": r"[1-5]?\d:[0-5]\d\.\d{1,3}",
    "DOTTED_TIME": r"(?:[01]?\d|2[0-3])\.[0-5]\d",
    "FLIGHT_LEVEL": r"FL\d{3}",
    "MILITARY_TIME": r"[0-2]\d[0-5]\d(?: ?(?:hrs|hr|hours|HRS|Z))?",
    "SHUTTER": r"1/\d{1,5} ?(?:s|sec|sec\.|secs|second)",
    "F_NUMBER": r"[fFƒ]/[1-9]\d?(?:\.\d)?",
    "VIDEO_LINES": r"\d{3,4}[pi]",
    "FRACTIONAL_K": r"[1-9]\.\dK",
    "ENGINE_CODE": r"[1-6]\.\dT",
    "MPG_PAIR": r"\d{1,3}/\d{1,3} ?(?:mpg|MPG)",
    "CHARGER_OUTPUT": r"\d{1,3}(?:\.\d{1,2})?V/\d{1,2}(?:\.\d{1,2})?A",
    "EPISODE_CODE": r"S\d{1,2}E\d{1,3}|s\d{1,2}e\d{1,3}",
    "TWO_DIGIT_PLURAL": r"[1-9][1-9]s",
    "AUDIO_FORMAT": r"\d{1,2}-bit/\d{2,3}(?:\.\d)?(?: ?kHz)?",
    "DIGIT_WORD": r"[A-Za-z]{1,4}\d[A-Za-z]{1,4}",
    "CREDIT_RATING": r"(?:AAA|AA|A|BBB|BB|B|CCC|CC|C)[+\-−]?|(?:Aa|A|Baa|Ba|B|Caa)[1-3]|Aaa|Ca|(?:A-|P-|F)[1-3]\+?",
    "SEC_FORM": r"(?:\d{1,3}-[A-Z]{1,2}|[A-Z]-\d{1,2}|\d{2,3}[A-Z](?:\d|-[A-Z]{2})?|N-[A-Z]{3,4})(?:/A)?",
    "FISCAL_SPAN": r"FY ?(?:\d{2}|\d{4})[/\-–](?:\d{2}|\d{4})",
    "EXCHANGE_TICKER": r"[A-Z][A-Za-z]{1,7}:[A-Z]{1,5}(?:\.[A-Z])?",
    "PENCE": r"\d{1,4}(?:\.\d{1,2})?p",
    "PERIOD": r"[1-4]Q|[12]H",
    "DOSING_INTERVAL": r"q\d{1,2}(?:-\d{1,2})?(?:h|hr|hrs)",
    "TV_LISTING": r"(?:1[0-2]|[1-9])(?::[0-5]\d)?/(?:1[0-2]|[1-9])(?::[0-5]\d)?[cC]",
    "STAR_CODE": r"\*[1-9]\d{1,2}",
    "IEEE_802": r"802\.[1-9]\d?[a-z]{0,2}",
    "KEY_COMBO": r"(?:[^\s+]{1,8}\+){1,4}[^\s+]{1,10}",
    "SCREW_THREAD": r"\d{1,2}/\d{1,2}-\d{1,2}",
    "HEX_LITERAL": r"0[xX][0-9A-Fa-f]{1,16}",
    "CLI_OPTION": r"-[A-Za-z][A-Za-z0-9]{0,3}|--[a-z][a-z0-9]*(?:-[a-z0-9]+)*",
    "NUMBER_PLURAL": r"[1-9]\d{1,2}[1-9]s",
    "OIL_GRADE": r"\d{1,2}[Ww]-?\d{1,3}",
    "FORM_CODE": r"[1-9]\d{2,3}-[A-Z]{1,4}",
    "STAT_LINE": r"\d{1,2}-(?:for|of)-\d{1,2}",
    "CPU_MODEL": r"(?:i[3579]-)?\d{4,5}[A-Z\d]{0,3}",
    "NUMBER_SERIES": r"\d{1,2}(?:[-–]\d{1,2}){1,3}",
    "SERIAL_NUMBER": r"(?:[1-9]\d{0,2}|(?:19|20)\d\d)[-–]\d{1,5}",
    "NUMBER_LIST": r"\d{1,3}(?:,\d{1,2}){1,5}",
    "REPORTER": r"(?:[A-Z][a-z]?\.){1,3}(?:2d|3d|[4-9]th)",
    "CASE_NUMBER": r"\d:\d{2}-[a-z]{2}-\d{4,6}(?:-[A-Z]{2,4})?",
    "EU_ACT": r"(?:19[5-9]\d|20\d\d)/[1-9]\d{0,3}",
    "G_FORCE": r"[-−+]?\d{1,2}(?:\.\d)? ?[gG]",
    "RUNWAY": r"[0-3]\d[LRC]?",
    "WEEKDAY_LIST": r"[A-Za-z]{1,9}\.?(?:/[A-Za-z]{1,9}\.?){1,6}",
    "NEXT_DAY": r"\d{1,2}:\d\d\+[12]",
    "CLOCK_DURATION": r"\d{1,2}h\d{1,2}(?:m|min|mins)?",
    "TIED_PLACE": r"T-?\d{1,2}",
    "KETTLEBELL": r"(?:\d{1,3} ?)?KBs?",
    "KARAT": r"\d{1,2}(?:k|K|kt|Kt|KT|ct)",
    "LABEL_RANGE": r"[A-Z]\d{1,4}[-–][A-Z]\d{1,4}",
    "AGE": r"\d{1,3}-(?:yr|yrs|yr\.|Yr)-old",
    "CHEMICAL_FORMULA": r"(?:[A-Z][a-z]?\d{0,2}){2,12}",
    "STOCK_NUMBER": r"[A-Za-z]{3,10}\([IV]{1,4}\)",
    "SERIES_NUMERAL": r"[IVXLCDM]{1,15}",
    "SPELLED_NUMERAL": r"[IVXLCDM]{2,4}",
    "PACKAGE_VERSION": r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*@[\^~]?(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){0,3}",
    "LISTING_NUMBER": r"[A-Z]{2,5}#(?:\d{4,12})?",
    "ESTIMATE_YEAR": r"(?:19|20)\d\d[EA]|FY ?['’]?\d{2}(?:\d{2})?[EA]",
    "ACCOUNTING_NEGATIVE": r"[$€£¥]\(\d[\d,]*(?:\.\d+)?\)(?:K|M|B|k|m|bn|mn|mm|MM)?",
    "SERIAL_CODE": r"[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,8}){1,3}",
    "WORD_RATIO": r"[A-Za-z][a-z]{2,15}/(?:[A-Z][a-z]{2,15}|[a-z]{3,15}|[A-Z]{2,8})",
    "ELECTRONIC": r"(?s).*[.@#/\\].*|(?i:localhost):.*|[0-9A-Fa-f]{2}(?:[:-][0-9A-Fa-f]{2}){5}",
    "DECIMAL": r"(?s).*(?:\.|\d,\d).*",  # a decimal point, or a decimal comma ("3,5")
    "FRACTION": r"(?s).*[^0-9,.\s+\-−].*",
}


def lone_numeral_value(text: str, *, period: bool) -> int | None:
    """A Roman numeral that is a sentence of its own is a heading, read as its cardinal
    (`heading.lone_numeral_value`); the pipeline reads it with the CARDINAL rule of its value."""
    from tnfst.grammars.en import heading

    return heading.lone_numeral_value(text, period=period)


def class_module(cls: str):
    """The builder module of a class of `CLASS_MODULES` (imported on first use)."""
    return importlib.import_module(f"tnfst.grammars.en.{CLASS_MODULES[cls]}")


CORE_LISTS = (
    ListSpec("number/digit.tsv", 2, (1,)),
    ListSpec("number/zero.tsv", 2, (1,), ((0, frozenset({"cardinal", "fractional"})),)),
    ListSpec("number/teen.tsv", 2, (1,)),
    ListSpec("number/ty.tsv", 2, (1,)),
    ListSpec("number/scale.tsv", 2, (1,)),
    ListSpec("number/scale_word.tsv", 2, (1,)),
    ListSpec("number/scale_abbr.tsv", 2, (1,)),
    ListSpec("number/fraction_char.tsv", 2, (1,)),
    ListSpec("number/denominator.tsv", 3, (1, 2)),
    ListSpec("measure/units.tsv", 4, (1, 2), ((3, UNIT_KINDS),)),
    ListSpec("measure/spaced_only.tsv", 1, ()),
    ListSpec("measure/count_unit.tsv", 3, (1, 2)),
    ListSpec("measure/sequence_unit.tsv", 3, (1, 2)),
    ListSpec("money/old_money.tsv", 3, (1, 2)),
    ListSpec("measure/si_prefix.tsv", 3, (1,), ((2, frozenset({"small", "big", "binary"})),)),
    ListSpec("measure/si_unit.tsv", 5, (1, 2), ((3, UNIT_KINDS), (4, frozenset(measure.PREFIX_RANGES)))),
    ListSpec("money/currency.tsv", 4, (1, 2), ((3, frozenset({"prefix", "suffix", "both"})),)),
    ListSpec("money/minor.tsv", 3, (1, 2)),
    ListSpec("money/rate_unit.tsv", 2, (1,)),
    ListSpec("time/suffix.tsv", 2, (1,)),
    ListSpec("time/zone.tsv", 2, (1,)),
)

#: Lists read outside the FAR, by the `words` constraint (tnfst/constraints/words.py) and the context
#: readings (tnfst/context.py), declared here to be linted.
WORD_LISTS = (
    ListSpec("words/variants.tsv", 2, (1,)),
    ListSpec("words/abbreviations.tsv", 3, (1,), ((2, frozenset({"only", "also", "period"})),)),
    ListSpec("words/common_words.tsv", 1, ()),
    ListSpec("words/regnal_names.tsv", 1, ()),  # read by tnfst/context.py
    ListSpec("words/us_states.tsv", 3, (1,), ((2, frozenset({"usps", "ap", "gpo", "cpc"})),)),  # context only
    ListSpec("words/directions.tsv", 2, (1,)),  # context only; also read by address.HOUSE_DIRECTION
    ListSpec("words/context_abbreviations.tsv", 2, (1,)),  # context only (tnfst/abbreviation_context.py)
    ListSpec("words/bible_books.tsv", 2, (1,)),  # context only (tnfst/scripture.py)
    ListSpec("words/clothing_sizes.tsv", 2, (1,)),  # context only: sizes.SIZE_RANGE
    ListSpec("words/versioned_products.tsv", 1, ()),  # context only (tnfst/versions.py)
    ListSpec("words/numbered_models.tsv", 1, ()),  # context only (tnfst/versions.py)
    ListSpec("words/dashed_names.tsv", 2, (1,)),  # context only: dashes.DASHED_NAME (tnfst/dashes.py)
    ListSpec("words/initialisms.tsv", 2, (), ((1, frozenset({"letters", "word"})),)),  # context only (tnfst/initialisms.py)
    ListSpec("words/chat_spellings.tsv", 2, (1,)),  # read by tnfst/chat.py ("w/" -> with, "2nite" -> tonight)
    field_notation.KEY_NAMES_SPEC,  # context only: field_notation.KEY_COMBO (tnfst/field_notation.py)
    ListSpec("words/airport_codes.tsv", 2, ()),  # context only (tnfst/travel_context.py)
    ListSpec("words/sec_forms.tsv", 2, (1,)),  # context only: finance.SEC_FORM (tnfst/earnings_context.py)
    ListSpec("words/exchange_prefixes.tsv", 2, (1,)),  # context only: finance.EXCHANGE_TICKER (same)
    ListSpec("words/airline_codes.tsv", 2, ()),  # context only (tnfst/aerospace.py)
    schedules.LETTERS_SPEC,  # context only: schedules.WEEKDAY_LIST (tnfst/schedules.py)
)

#: Every list: the core lists above, the word lists, then each class module's own.
LISTS = CORE_LISTS + WORD_LISTS + tuple(spec for cls in CLASS_MODULES for spec in class_module(cls).LISTS)

#: Rules whose output is a spoken reading (their words make up the grammar's vocabulary).
READING_RULES = ("MEASURE", "MONEY", "TIME") + tuple(CLASS_MODULES)
#: Rule names written to the FAR, in build order.
RULES = ("MEASURE", "MONEY_PREFIX", "MONEY", "TIME") + tuple(CLASS_MODULES) + tuple(GRAMMAR_READ_RULES) + tuple(CLASS_PARTS) \
    + CONTEXT_RULES


def number_lists(tables: Mapping[str, Table]) -> numbers.NumberLists:
    zero = tables["number/zero.tsv"].as_dict()
    for key in ("cardinal", "fractional"):
        if key not in zero:
            raise ValueError(f"{tables['number/zero.tsv'].path}: missing row {key!r}")
    return numbers.NumberLists(
        digit=tables["number/digit.tsv"].rows,
        teen=tables["number/teen.tsv"].rows,
        ty=tables["number/ty.tsv"].rows,
        zero_cardinal=zero["cardinal"][0],
        zero_fractional=zero["fractional"][0],
        scale=tables["number/scale.tsv"].rows,
        scale_word=tables["number/scale_word.tsv"].rows,
        scale_abbr=tables["number/scale_abbr.tsv"].rows,
        fraction_char=tables["number/fraction_char.tsv"].rows,
        denominator=tables["number/denominator.tsv"].rows,
    )


def check(tables: Mapping[str, Table]) -> None:
    """Cross-list checks; raises ValueError naming the file."""
    currencies = tables["money/currency.tsv"].as_dict()
    minor = tables["money/minor.tsv"]
    for row in minor.rows:
        if row[0] not in currencies:
            raise ValueError(f"{minor.path}: minor unit for {row[0]!r}, which money/currency.tsv lacks")


def build(tables: Mapping[str, Table]) -> dict[str, pynini.Fst]:
    """Build every rule from the linted tables."""
    check(tables)
    nums = numbers.build(number_lists(tables))
    rules = {
        "MEASURE": measure.build(nums, tables["measure/units.tsv"].rows,
                                 spaced_only=frozenset(tables["measure/spaced_only.tsv"].column(0)),
                                 prefixes=tables["measure/si_prefix.tsv"].rows,
                                 prefixable=tables["measure/si_unit.tsv"].rows),
        "MONEY_PREFIX": money.prefix_mover(tables["money/currency.tsv"].rows),
        "MONEY": money.build(nums, tables["money/currency.tsv"].rows, tables["money/minor.tsv"].rows,
                             scales=tables["number/scale_word.tsv"].rows + tables["number/scale_abbr.tsv"].rows,
                             rate_units=money.rate_units(measure.unit_forms(tables["measure/units.tsv"].rows).singular,
                                                         tables["money/rate_unit.tsv"].rows)),
        "TIME": time.build(nums, tables["time/suffix.tsv"].rows, tables["time/zone.tsv"].rows),
    }
    for cls in CLASS_MODULES:
        rules[cls] = class_module(cls).build(nums, tables)
    rules["HEADING"] = heading.build(nums, tables)
    rules["DATE_ISO"] = class_module("DATE").build_iso(nums, tables)
    rules["DATE_MD"] = class_module("DATE").build_month_day(nums, tables)
    rules["DATE_MD_SPAN"] = class_module("DATE").build_month_day_span(rules["DATE_MD"])
    rules["DATE_DAY_OF"] = class_module("DATE").build_day_of(nums, tables)
    rules["HASHTAG"] = class_module("ELECTRONIC").build_hashtag(nums, tables)
    rules["HOUSE_DIRECTION"] = class_module("ADDRESS").build_house_direction(nums, tables)
    rules["BLOOD_PRESSURE"] = class_module("FRACTION").build_blood_pressure(nums, tables)
    rules["RATIO"] = class_module("FRACTION").build_ratio(nums, tables)
    rules["SERIES_NUMERAL"] = heading.build_series_numeral(nums, tables)
    rules["SPELLED_NUMERAL"] = heading.build_spelled_numeral(nums, tables)
    rules["SCALED"] = nums.scaled_abbr
    rules["MEASURE_OR"] = measure.build_alternatives(nums, rules["MEASURE"])
    rules["RATING"] = class_module("FRACTION").build_rating(nums, tables)
    rules["CRICKET_SCORE"] = class_module("FRACTION").build_cricket_score(nums, tables)
    rules["MULTIBUY"] = money.build_multibuy(nums, rules["MONEY_PREFIX"], rules["MONEY"])  # "3/$5": tnfst.grocery
    rules["FRACTION_WORD"] = class_module("FRACTION").build_fraction_word(rules["FRACTION"])  # "½-cup": tnfst.grocery
    rules["REP_MAX"] = field_notation.build_rep_max(nums, tables)
    rules["GOLF_SCORE"] = field_notation.build_golf_score(nums, tables)
    rules["COUNT_UNIT"] = measure.build_count_units(nums, tables["measure/count_unit.tsv"].rows)
    rules["SEQUENCE_UNIT"] = measure.build_count_units(nums, tables["measure/sequence_unit.tsv"].rows)
    rules["BARE_UNIT"] = measure.build_bare_units(tables["measure/units.tsv"].rows,
                                                  spaced_only=frozenset(tables["measure/spaced_only.tsv"].column(0)),
                                                  prefixes=tables["measure/si_prefix.tsv"].rows,
                                                  prefixable=tables["measure/si_unit.tsv"].rows)
    rules["DATE_TIME"] = class_module("DATE").build_iso_time(nums, rules["DATE_ISO"])
    rules["CODE_PAIRS"] = class_module("ADDRESS").build_code_pairs(nums, tables)
    rules["OLD_MONEY"] = measure.build_count_units(nums, tables["money/old_money.tsv"].rows)
    rules["OLD_ORDINAL"] = class_module("ORDINAL").build_old_ordinal(nums, tables)
    rules["VERSE"] = scripture.build_verse(nums)
    rules["BOOK_PART"] = scripture.build_book_part()
    rules["SEASON"] = class_module("CARDINAL").season(nums)
    rules["SIZE_PLURAL"] = sizes.build_size_plural(nums)
    rules["SIZE_RANGE"] = sizes.build_size_range(tables["words/clothing_sizes.tsv"].rows)
    rules["APPROXIMATE"] = approximate.build_approximate()
    rules["VERSION"] = versions.build_version(nums)
    rules["RECORD"] = versions.build_record(nums)
    rules["PLAN"] = versions.build_plan(rules["CODE_PAIRS"])
    rules["CODEC"] = versions.build_codec(rules["CODE_PAIRS"])
    rules["PROMO"] = versions.build_promo(nums)
    rules["DIGIT_GROUPS"] = dashes.build_digit_groups(nums)
    rules["TIEBREAK"] = dashes.build_tiebreak(nums)
    rules["DATED_ID"] = dashes.build_dated_id(nums)
    rules["ENUMERATION"] = dashes.build_enumeration(nums)
    rules["DASHED_NAME"] = dashes.build_dashed_names(tables["words/dashed_names.tsv"].rows)
    rules["FISCAL"] = notation.build_fiscal(nums, tables)
    rules["METER"] = notation.build_meter(nums, tables)
    rules["DIVIDED"] = notation.build_divided(nums, tables)
    rules["SHORTHAND"] = notation.build_shorthand(nums, tables)
    rules["NOTE"] = music.build_note(nums)
    rules["GRADE"] = music.build_grade(nums)
    rules["BLOOD_TYPE"] = music.build_blood_type(nums)
    rules["CODE_DIGITS"] = class_module("ADDRESS").build_code_digits(nums, tables)
    rules["RACE_TIME"] = time.build_race_time(nums)
    rules["DOTTED_TIME"] = time.build_dotted_time(nums)
    rules["FLIGHT_LEVEL"] = class_module("ADDRESS").build_flight_level(nums, tables)
    rules["STAR_CODE"] = class_module("TELEPHONE").build_star_code(nums, tables)
    rules["IEEE_802"] = versions.build_ieee_802(nums)
    rules["NUMBER_PLURAL"] = sizes.build_number_plural(rules["CODE_PAIRS"])
    rules["OIL_GRADE"] = versions.build_oil_grade(nums)
    rules["FORM_CODE"] = versions.build_form_code(rules["CODE_PAIRS"])
    rules["STAT_LINE"] = versions.build_stat_line(nums)
    rules["CPU_MODEL"] = versions.build_cpu_model(rules["CODE_PAIRS"], nums)
    rules["NUMBER_SERIES"] = dashes.build_number_series(nums)
    rules["SERIAL_NUMBER"] = dashes.build_serial_number(nums)
    rules["NUMBER_LIST"] = dashes.build_number_list(nums)
    rules["REPORTER"] = citations.build_reporter()
    rules["CASE_NUMBER"] = citations.build_case_number(nums)
    rules["EU_ACT"] = citations.build_eu_act(nums)
    rules["CHEMICAL_FORMULA"] = chemistry.build_chemical_formula(nums)
    rules["STOCK_NUMBER"] = chemistry.build_stock_number(nums)
    rules["MILITARY_TIME"] = field_notation.build_military_time(nums, tables)
    rules["SHUTTER"] = field_notation.build_shutter(nums, tables)
    rules["F_NUMBER"] = field_notation.build_f_number(nums, tables)
    rules["TV_LISTING"] = field_notation.build_tv_listing(nums, tables)
    rules["VIDEO_LINES"] = field_notation.build_video_lines(rules["CODE_PAIRS"])
    rules["DOSING_INTERVAL"] = field_notation.build_dosing_interval(nums, tables)
    rules["FRACTIONAL_K"] = field_notation.build_fractional_k(nums, tables)
    rules["ROOMS"] = listings.build_rooms(nums, tables)
    rules["KEY_COMBO"] = field_notation.build_key_combo(nums, tables)
    rules["SCREW_THREAD"] = field_notation.build_screw_thread(nums, tables)
    rules["HEX_LITERAL"] = field_notation.build_hex_literal(nums, tables)
    rules["CLI_OPTION"] = class_module("ELECTRONIC").build_cli_option(nums, tables)
    rules["ENGINE_CODE"] = vehicles.build_engine_code(nums)
    rules["MPG_PAIR"] = vehicles.build_mpg_pair(nums, rules["MEASURE"])
    rules["CHARGER_OUTPUT"] = vehicles.build_charger_output(rules["MEASURE"])
    rules["EPISODE_CODE"] = media.build_episode_code(nums)  # "S02E10": tnfst.media_context
    rules["TWO_DIGIT_PLURAL"] = media.build_two_digit_plural(nums)  # "78s": tnfst.media_context
    rules["AUDIO_FORMAT"] = media.build_audio_format(nums)  # "24-bit/96kHz": tnfst.media_context
    rules["DIGIT_WORD"] = media.build_digit_word(nums)  # "Se7en": tnfst.media_context
    rules["CREDIT_RATING"] = finance.build_credit_rating(nums, tables)
    rules["SEC_FORM"] = finance.build_sec_form(nums, tables)
    rules["FISCAL_SPAN"] = finance.build_fiscal_span(nums, tables)
    rules["EXCHANGE_TICKER"] = finance.build_exchange_ticker(nums, tables)
    rules["PENCE"] = finance.build_pence(nums, tables)
    rules["PERIOD"] = finance.build_period(nums, tables)
    rules["G_FORCE"] = aviation.build_g_force(nums)
    rules["RUNWAY"] = aviation.build_runway(nums)
    rules["WEEKDAY_LIST"] = schedules.build_weekday_list(nums, tables)  # "Tue/Thu/Sat": tnfst.schedules
    rules["NEXT_DAY"] = schedules.build_next_day(nums, rules["TIME"])  # "05:20+1": tnfst.schedules
    rules["CLOCK_DURATION"] = schedules.build_clock_duration(nums)  # "1h10": tnfst.schedules
    rules["TIED_PLACE"] = marks.build_tied_place(nums, tables)  # "T-5": tnfst.marks
    rules["KETTLEBELL"] = marks.build_kettlebell(nums)  # "15 KB swings": tnfst.marks
    rules["KARAT"] = marks.build_karat(nums)  # "14k gold": tnfst.marks
    rules["LABEL_RANGE"] = schedules.build_label_range(nums)  # "Gates A1–A20": tnfst.schedules
    rules["AGE"] = marks.build_age(nums)  # "an 18-yr-old rum": tnfst.marks
    rules["PACKAGE_VERSION"] = identifiers.build_package_version(rules["VERSION"], versions.version_part(nums))
    rules["LISTING_NUMBER"] = identifiers.build_listing_number()
    rules["ESTIMATE_YEAR"] = identifiers.build_estimate_year(notation.fiscal_years(nums), rules["FISCAL"])
    rules["ACCOUNTING_NEGATIVE"] = identifiers.build_accounting_negative(rules["MONEY_PREFIX"], rules["MONEY"])
    rules["SERIAL_CODE"] = identifiers.build_serial_code()
    rules["WORD_RATIO"] = identifiers.build_word_ratio()
    return rules
