"""Context readings for everyday quantities, prices, codes and time stamps.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain, asked before
`tnfst.quantity_context`); like every context decision, a reading here is kept only where a
grammar of the active constraints licenses it for the token (`tnfst.api._in_context`), most of
them by a context rule of `grammars/en/rules.CONTEXT_RULES`. The rules:

* **ISO date and time**: "2024-05-03T10:00Z" -> "the third of may twenty twenty four ten hundred
  zulu" (the DATE_TIME rule: a 24-hour time with its minutes always said, Z the zone "zulu"); a
  clock time right after an ISO date ("2024-05-03 10:00") keeps its minutes too ("ten hundred",
  never the bare "ten"): a time stamp is on the 24-hour clock;
* **abbreviated scales**: a number with a capital M, B or K (or a small k), or "bn", glued to it is a count of
  millions, billions, thousands ("2.3M views" -> "two point three million", the SCALED rule),
  never "molar", "bytes" or "kelvin" there: M unless the sentence is chemistry (`CHEMISTRY_CUES`,
  or a chemical formula after it: "2M HCl"), B and K only before a count noun ("3B people",
  "1.5K followers"; "flat 4B", "I ran 5K" stay), B not about data (`DATA_CUES`), K not about
  temperature; none after a label word ("Seat 12M"). The training
  data has no such glued token (its "400m" are meters, its "3 B" bytes with a space; both left
  alone), so the rule follows general and financial-press usage (the scale list's source);
* **model designations**: "Boeing 737-800", "Airbus 330-200": a type and its variant, never a
  range ("seven hundred thirty seven eight hundred", never "... to eight hundred"), after a maker
  (`MAKERS`) or, for a three-digit type and a round-hundred variant, after any capitalised word
  that does not begin the sentence. The training data reads its four "Boeing 747-400" with "to"
  (Kestrel splits the token at the dash): a silly error this rule does not copy;
* **yen or yuan**: "¥" is the yen's symbol in English (CLDR: JPY "¥", CNY "CN¥"), so "¥45,000" is
  yen unless the sentence speaks of China (`CHINA_CUES`: "Beijing", "yuan", "RMB") and not of Japan
  (`JAPAN_CUES`); the training data has no "¥";
* **glued currency codes**: a price written with a letter code glued to it ("RM5", "Rs500") in a
  sentence about prices (`PRICE_CUES`) is the grammar's first reading that names the currency
  ("five ringgit"), never the code's letters ("r m five"). No such token in the training data;
  the codes are the grammar's (ISO 4217 and CLDR symbols);
* **alternatives before a unit**: "50/60 Hz" -> "fifty or sixty hertz" (the MEASURE_OR rule) where
  no class grammar reads the token (a fraction before a unit, "1/2 cup", is theirs) and the values
  rise, as alternatives are written ("120/80 mmHg" is a blood pressure);
* **ratings**: "4.5/5" before "stars", "rating", "score", or after "rated" ("Rated 4.5/5",
  "scored 9/10") -> "four point five out of five" (the RATING rule), for a maximum of 5, 10 or 100
  and a score not above it; before the reviewers' "would" ("7/10 would recommend") and a full score
  after a verb of being ("the food was 10/10"; "ten tenths" is never said); on any scale right after a verb of scoring (`SCORE_VERBS`: "I got
  47/50", "scored 18/20 on") unless "of" follows ("got 3/4 of the pie" is a fraction);
* **pieces**: "20 pc", "20 pcs" (a count) -> "twenty pieces" (the COUNT_UNIT rule and the words
  list's "pcs"), "piece" before a noun it describes ("a 24 pc knife set": as "a 24-piece set"; no
  training evidence either way for pieces, unlike measures, below), unless the sentence is about astronomy (`ASTRONOMY_CUES`), where "pc" is the
  parsec. The training data has neither (only "PC", spelled); a whole number of "ct" ("eggs 12
  ct") -> "twelve count", a product count, unless the sentence is about gems or gold (`GEM_CUES`),
  where it is the carat;
* **basis points**: "25 bps", "10bp" in a sentence about rates, yields or bonds (`RATE_CUES`) ->
  "twenty five basis points" (the COUNT_UNIT rule; measure/count_unit.tsv); elsewhere the grammar's
  bits per second;
* **a unit after a power of ten**: "3 × 10^8 m/s" -> "... meters per second" (the BARE_UNIT rule,
  plural: the number is never one); and a capital "A" left apart after a decimal number ("draws
  0.3 A at 12 V") -> "amperes" (a label letter follows a whole number: "Part 6 A"); a whole
  number glued to "A" before a word of wiring or beside a voltage ("a 20A circuit", "rated 120V,
  15A") -> "amperes" (elsewhere "20A" is a seat or a flat); a number glued to "V" ("12V DC",
  "3.7V") -> "volts", never the letter "v", unless a label word is before it ("flat 5V"). The
  training data has no number glued to "V", "A" or "W": the SI symbols' reading;
* **months**: "mo", "mos" right after a whole number ("6 mo old") -> "months" ("1 mo": "month"),
  and glued to it ("6mo", "3pts", "6wks", "14reb": the COUNT_UNIT rule; the model read "3pts"
  "three pints" and "6wks" as letters);
  and a box score's "reb", "ast", "stl", "blk" ("14 reb and 10 ast") -> "rebounds", "assists";
* **notes and chords**: a note letter with a sharp ("C#", "F#m7", `_NOTE`) -> "c sharp", "f sharp
  minor seven" (the NOTE rule; the languages C# and F# are said so too); with a flat ("Eb", "Bbmaj7")
  only before "major"/"minor" or in a sentence about music (`MUSIC_CUES`), not after a number ("10
  Gb" is gigabits);
* **letter grades and blood types**: "B+", "A-" after "a", "an", "got", "earned"... or before
  "grade", "average" (`GRADE_BEFORE`, `GRADE_AFTER`) -> "b plus", "a minus" (the GRADE rule); in a
  sentence about blood (`BLOOD_CUES`) "B+", "AB-", "O+" are blood types, "b positive", "a b
  negative" (the BLOOD_TYPE rule);
* **race times, star codes, network standards**: minutes and seconds with a
  fraction of a second ("3:58.2", `_RACE_TIME`) -> "three minutes fifty eight point two seconds"
  (RACE_TIME: no clock time has a fraction); "*67" not after a number -> "star six seven" (STAR_CODE, a
  vertical service code, never "times"); "802.11ax" -> "eight o two dot eleven a x" (IEEE_802);
* **horsepower**: "HP" apart after a number or a fraction in a sentence about a machine
  (`MACHINE_CUES`: "a 1/2 HP garbage disposal", "a 5 HP motor") -> "horsepower" (BARE_UNIT);
  elsewhere "HP" is the maker ("3 HP laptops") and stays;
* **runways**: "27L" after "runway" -> "two seven l", its digits one by one as air traffic
  control says them, never liters.

Known limitations: the cue lists are short and English; a sentence about both China and Japan
keeps "yen"; "5 M" with a space stays the grammar's unit. A noun modifier after an article says
its unit in the singular ("a 500 g bag" -> "five hundred gram", "a $500 deposit"): `tnfst.attributive`
(the training data's two, "a 100 km time trial" and "a 420 km long" canal, read the plural).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.special import first_reading as _first
from tnfst.tokenize import FUNCTION_WORD_UNITS

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

#: Words that make a sentence chemistry, where a glued M is molar ("a 2M solution").
CHEMISTRY_CUES = frozenset(
    "mol mole moles molar molarity millimolar concentration concentrations solution solutions buffer buffers "
    "acid acids titration titrate dissolve dissolved dissolving solvent solute reagent reagents dilute diluted "
    "dilution sodium potassium chloride hydroxide sulfate sulphate nitrate naoh hcl nacl kcl ph "
    "chemistry chemical".split())
#: A chemical formula after the number ("2M HCl", "1M NaOH", "0.5M H2SO4"): element symbols, with a
#: lowercase letter or a digit somewhere (so "TV" is not one).
_FORMULA = re.compile(r"(?:[A-Z][a-z]?\d*){2,}")
#: Words that make a sentence about data, where a glued B is bytes ("a 512B block").
DATA_CUES = frozenset("byte bytes memory ram storage disk disks file files cache buffer block blocks packet packets "
                      "kb mb gb tb bit bits".split())
#: Words that make a sentence about temperature, where a glued K is kelvin ("cooled to 4K").
TEMPERATURE_CUES = frozenset("kelvin temperature temperatures cooled cooling cryogenic cold heat heated absolute "
                             "degrees superconducting helium".split())
#: Abbreviated scales glued to a number, and the scale word they stand for.
_SCALED = re.compile(r"[-−]?\d{1,3}(?:,\d{3})*(?:\.\d+)?(M|B|K|k|bn| bn)")
_PLURAL_NOUN = re.compile(r"[a-z]{2,}[^su]s")
#: Words that end like a plural noun and are not one ("this", "always", "across").
_NOT_PLURAL = frozenset("this these those has was does goes always perhaps across towards afterwards besides "
                        "unless whereas thus plus yes its his hers ours yours theirs".split())
#: Count nouns without a final s ("3B people").
COUNT_NOUNS = frozenset("people children men women staff".split())
#: Words a few tokens before a number and a letter that make it a label ("Seat 12B", "flat 4B").
LABEL_WORDS = frozenset("seat seats row rows gate gates flat flats apartment apt room rooms suite unit platform "
                        "bay exit berth cabin deck block lot plot house floor level zone pencil pencils "
                        # a figure's or a table's panel ("Fig. 3B shows", "Table 2M"): a label, never billions
                        "fig figs figure figures panel panels table tables plate plates exhibit appendix".split())
_LABEL_WINDOW = 3

#: Makers of aircraft and vehicles whose type numbers carry a variant after a dash ("Boeing 737-800").
MAKERS = frozenset("boeing airbus douglas mcdonnell lockheed tupolev ilyushin antonov embraer bombardier fokker "
                   "cessna sukhoi mig bell sikorsky beechcraft gulfstream dassault saab yakovlev comac atr "
                   "learjet piper".split())
_DESIGNATION = re.compile(r"(\d{2,3})-(\d{1,3})")

#: Words that put "¥" in China (yuan); `JAPAN_CUES` keep the default, the yen.
CHINA_CUES = frozenset("china chinese beijing shanghai shenzhen guangzhou chengdu wuhan hangzhou tianjin chongqing "
                       "nanjing xi'an yuan rmb renminbi cny prc".split())
JAPAN_CUES = frozenset("japan japanese tokyo osaka kyoto yokohama nagoya sapporo kobe fukuoka hiroshima okinawa "
                       "yen jpy".split())

#: Words that make a sentence about prices ("It costs RM5 only").
PRICE_CUES = frozenset("cost costs costing price prices priced pay paid pays buy buys bought sell sells sold "
                       "only just worth fee fees fare fares charge charges charged spend spent save saved earn "
                       "earned earns salary budget discount cheap cheaper expensive rent deposit ticket tickets "
                       "for at from under".split())
_GLUED_CODE = re.compile(r"[A-Z][A-Za-z]{1,2}\$?\d[\d,]*(?:\.\d+)?")

#: Words after a rating ("4.5/5 stars") and before it ("rated 4.5/5").
#: After a rating also the star symbols (an emoji token of its own: "4/5 ★", "4/5⭐").
RATING_AFTER = frozenset("star stars rating ratings score scores points review reviews ★ ⭐ ☆ 🌟".split())
#: Before a rating also the adjectives of a verdict ("a solid 10/10", "a perfect 5/5", "an easy 9/10":
#: reviewers' usage; a fraction or a date is never "solid" or "perfect").
RATING_BEFORE = frozenset("rated rating rates rate scored score scores gave give gives review solid perfect "
                          "easy strong".split())
#: Verbs right before a score on any scale ("I got 47/50", "scored 18/20"), and the words after
#: it that leave it a score ("47/50 on the test") or make it a fraction ("got 3/4 of the pie").
SCORE_VERBS = frozenset("got get gets getting scored score scores scoring earned earn earns achieved achieve "
                        "managed answered marked".split())
SCORE_AFTER = frozenset("on in for at and but correct right questions points marks answers overall "
                        "today again".split()) | RATING_AFTER
SCORE_NOT_AFTER = frozenset({"of", "off", "cup", "cups", "inch", "inches", "mile", "miles", "teaspoon", "tablespoon"})
#: Maxima of a rating scale.
RATING_SCALES = frozenset({5, 10, 100})
#: The verbs of being before a perfect score on a rating scale ("the food was 10/10", "it's 5/5"):
#: a full score written n/n is never said as a fraction ("ten tenths" is one).
COPULAS = frozenset("is was are were be been it's that's it’s that’s".split())
#: The word after a rating in the reviewers' idiom "7/10 would recommend", "10/10 would buy again".
RATING_VERDICT_AFTER = frozenset({"would", "will", "wud", "wd"})
_RATING = re.compile(r"(\d{1,3}(?:\.\d+)?)/(\d{1,3})")

#: Basis points after a number ("25 bps", "10bp", "50 bp"), and the words that make a sentence
#: about rates, yields or bonds, where they are read so (finance press usage).
_BASIS_POINTS = re.compile(r"[\d,]+(?:\.\d+)? ?(?:bps|bp|bp\.)")
RATE_CUES = frozenset("rate rates yield yields spread spreads basis hike hikes hiked cut cuts fed bond bonds "
                      "treasury treasuries widened tightened narrowed coupon libor sofr mortgage mortgages ecb boe "
                      "central bank banks interest tightening easing loan loans credit margin margins %".split())
#: Words that make a sentence astronomy, where "pc" is the parsec ("a star 3.26 pc away").
ASTRONOMY_CUES = frozenset("light-year light-years ly galaxy galaxies galactic star stars stellar cluster clusters "
                           "nebula parsec parsecs kpc mpc gpc telescope astronomer astronomers astronomy supernova "
                           "quasar pulsar redshift cosmic universe hubble milky orbit planet planets exoplanet".split())
_COUNT_UNIT = re.compile(r"[\d,]+(?:\.\d+)? ?(?:pc|pcs|pce)\.?")
#: Counts glued to their number ("3pts", "6wks", "6mo", "14reb"): the model reads "3pts" "three
#: pints" and "6wks" as letters; spaced, the words list and `COUNT_WORDS` read them.
#: Words before a count that make it a modifier when a noun follows ("a 6wk course").
DETERMINERS = frozenset("a an the this that each every our your his her their my its one".split())
_GLUED_COUNT = re.compile(r"[\d,]*\d(?:\.\d+)?(?:pts|wks?|mos?|reb|ast|stl|blk)\.?")
#: A whole number of a product count ("eggs 12 ct", "100 ct bottle"): "count", unless the sentence
#: is about gems or gold (`GEM_CUES`), where "ct" is the carat ("a 1.5 ct diamond": decimals too).
_COUNT_CT = re.compile(r"[1-9][\d,]* ?ct\.?")
GEM_CUES = frozenset("carat carats karat karats diamond diamonds gold ring rings gem gems gemstone gemstones sapphire "
                     "sapphires ruby rubies emerald emeralds jewelry jewellery jeweller jeweler solitaire engagement "
                     "earrings necklace pendant platinum stone stones tanzanite topaz".split())
#: Words after a count that do not make it a modifier ("20 pc per box", "20 pc in a pack").
FUNCTION_WORDS = frozenset("of in on per for each to and or at a an the with from by are is was were".split())
#: Count abbreviations that stand alone after a number ("20 pcs", "6 mo old", "3 mos"): their
#: singular and plural, the singular after "1" (licensed by the words list, "pcs", and by the
#: context-only list, "mo" and "mos": Merriam-Webster's abbreviations; "reb", "ast", "stl", "blk":
#: a basketball box score's rebounds, assists, steals and blocks, NBA.com's stats glossary, in
#: lowercase as game stories write them, "14 reb and 10 ast").
COUNT_WORDS = {"pcs": ("piece", "pieces"), "mo": ("month", "months"), "mos": ("month", "months"),
               "reb": ("rebound", "rebounds"), "ast": ("assist", "assists"), "stl": ("steal", "steals"),
               "blk": ("block", "blocks"), "wk": ("week", "weeks")}
#: Lengths of sequences as their own tokens after a whole number ("150 bp reads", "a 20 nt overhang",
#: "a 250 aa protein"), read in a sentence about genes (`GENETICS_CUES`); joined to their number ("5.4
#: kb", "3.2 Mb") the SEQUENCE_UNIT rule reads them (grammars/en/measure/sequence_unit.tsv).
SEQUENCE_WORDS = {"bp": ("base pair", "base pairs"), "kbp": ("kilobase pair", "kilobase pairs"),
                  "Mbp": ("megabase pair", "megabase pairs"), "nt": ("nucleotide", "nucleotides"),
                  "aa": ("amino acid", "amino acids")}
_SEQUENCE_LENGTH = re.compile(r"[\d,]+(?:\.\d+)? ?(?:bp|kbp?|Mbp?|Gbp?|nt|aa)")
#: Words that make a sentence about genes, genomes or sequencing, where "bp", "kb" and "Mb" are base
#: pairs, kilobases and megabases (not basis points, kilobits, megabits).
GENETICS_CUES = frozenset("dna rna mrna rrna trna cdna gene genes genome genomes genomic sequence sequences sequencing "
                          "sequenced reads plasmid plasmids primer primers pcr qpcr amplicon amplicons fragment "
                          "fragments exon exons intron introns chromosome chromosomes upstream downstream insert "
                          "insertion insertions deletion deletions vector vectors library libraries nucleotide "
                          "nucleotides allele alleles locus loci promoter coverage snp snps crispr cas9 oligo oligos "
                          "strand strands protein proteins peptide peptides residues transcript transcripts orf codon "
                          "codons paired-end overhang overhangs ladder gel bacterial".split())

_POWER_OF_TEN = re.compile(r"(?:\d+(?:\.\d+)?\s*[×x*·]\s*)?10\^[-−+]?\d{1,3}")
_DATE_TIME = re.compile(r"\d{4}-\d{1,2}-\d{1,2}T\d{1,2}:\d{2}(?::\d{2})?Z?")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_CLOCK_24 = re.compile(r"(?:[01]?\d|2[0-3]):([0-5]\d)")

#: Lowercase words the rules read (`tnfst.context` skips other lowercase words on its fast path).
LOWERCASE_WORDS = frozenset(COUNT_WORDS) | frozenset(SEQUENCE_WORDS)


def everyday_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                     rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token's index.
        words: the sentence's tokens in lowercase (cue words are looked up there).
        readings_of: the grammar's licensed readings of a token, best first.
        rule_readings_of: the readings of one grammar rule ("SCALED", "RATING") for a token.
    """
    token = tokens[i]
    if readings_of is None or rule_readings_of is None:
        return None
    if token in COUNT_WORDS:
        return _count_word(tokens, i, words)
    if token in SEQUENCE_WORDS:
        return _sequence_word(tokens, i, words)
    if "¥" in token:
        return _yen_or_yuan(token, words, readings_of)
    if token[:1].isupper():
        return glued_currency(token, words, readings_of) or _unit_after_power(tokens, i, rule_readings_of) \
            or _amperes(tokens, i, rule_readings_of) or _note(tokens, i, words, rule_readings_of) \
            or _grade(tokens, i, words, rule_readings_of) or _horsepower(tokens, i, words, rule_readings_of)
    if not token[:1].isdigit():
        return _star_code(tokens, i, rule_readings_of) or _unit_after_power(tokens, i, rule_readings_of)
    return (_first(rule_readings_of("DATE_TIME", token)) if _DATE_TIME.fullmatch(token) else None) \
        or _time_after_iso_date(tokens, i, readings_of) or _hour_on_the_hour(tokens, i, readings_of) \
        or _scaled(tokens, i, words, rule_readings_of) \
        or _designation(tokens, i) or _rating(tokens, i, rule_readings_of) \
        or _alternatives(token, readings_of, rule_readings_of) or _sequence_length(tokens, i, words, rule_readings_of) \
        or _count_unit(tokens, i, words, rule_readings_of) \
        or _basis_points(tokens, i, words, rule_readings_of) \
        or _glued_amperes(tokens, i, readings_of) or _glued_volts(tokens, i, readings_of) \
        or _runway(tokens, i, readings_of) \
        or _shaped(token, _RACE_TIME, "RACE_TIME", rule_readings_of) or _shaped(token, _IEEE_802, "IEEE_802", rule_readings_of)


#: A clock time or a span of two ("10:00", "07:00", "10:00–11:30", "9:00-17:00").
_CLOCK_OR_SPAN = re.compile(r"((?:[01]?\d|2[0-3]):[0-5]\d)(?:[-–]((?:[01]?\d|2[0-3]):[0-5]\d))?")
#: Words around a time that ask for the 24-hour clock's "hundred" ("0700 hours", "at 07:00 Zulu").
_MILITARY_WORDS = frozenset({"hours", "hrs", "hr", "zulu", "z", "utc", "gmt"})


def _hour_on_the_hour(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A time on the hour of the 12-hour dial ("10:00", "07:00", "10:00–11:30") said as the hour
    ("ten", "seven", "ten to eleven thirty"), not the 24-hour clock's "ten hundred" or "o seven
    hundred" that the model chose: the licensed reading with the fewest "hundred"s ("9:00-17:00"
    keeps "seventeen hundred", an hour past twelve). Not before or after a word of the 24-hour
    clock ("07:00 hours", "UTC"); not after an ISO date (`_time_after_iso_date`). The training
    data's one such time, "09:45", drops the zero ("nine forty five")."""
    m = _CLOCK_OR_SPAN.fullmatch(tokens[i])
    if m is None or readings_of is None:
        return None
    hours = [h for h in (m.group(1), m.group(2)) if h]
    if not any(h.endswith(":00") and int(h.split(":")[0]) <= 12 for h in hours):
        return None
    near = {t.lower().strip(".,") for t in tokens[max(0, i - 2):i + 3]}
    if near & _MILITARY_WORDS or (i > 0 and _ISO_DATE.fullmatch(tokens[i - 1])):
        return None
    readings = readings_of(tokens[i])
    if not readings:
        return None
    return min(readings, key=lambda r: r.split().count("hundred"))


def _time_after_iso_date(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """"10:00" right after "2024-05-03": the licensed reading that says the minutes ("ten hundred"
    for ":00", the first reading otherwise: "fourteen thirty five")."""
    m = _CLOCK_24.fullmatch(tokens[i])
    if m is None or i == 0 or not _ISO_DATE.fullmatch(tokens[i - 1]):
        return None
    readings = readings_of(tokens[i])
    if m.group(1) != "00":
        return _first(readings)
    return next((r for r in readings if r.endswith(" hundred") and not r.startswith("o ")), None)


def _scaled(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"2.3M", "1.5K followers", "3bn": the SCALED reading (module docstring). B and K only before a
    count noun ("3B people", "250K subscribers": "4B" and "12B" are flats and seats, "5K" a race),
    none after a label word ("Seat 12M")."""
    m = _SCALED.fullmatch(tokens[i])
    if m is None:
        return None
    scale = m.group(1)
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if {t.lower() for t in tokens[max(0, i - _LABEL_WINDOW):i]} & LABEL_WORDS:
        return None
    if scale == "M" and (words & CHEMISTRY_CUES or (_FORMULA.fullmatch(nxt) and not nxt.isupper())):
        return None
    if scale == "k":  # "12k residents", "10k steps"; "14k gold" is karats, "a 10k" a race
        scale = "K"
    if scale == "K" and _race_event(tokens, i):
        return None  # "The 10K starts at 8": a race (quantity_context._resolution), not 10,000
    if scale == "K" and not _count_noun(nxt) and _bare_thousands(tokens, i, words):
        return _first(rule_readings_of("SCALED", tokens[i]))  # "pays 85K", "Plt 250K", "sold for 300K"
    if scale in ("B", "K") and not _count_noun(nxt):
        return None
    if scale == "K" and tokens[i][:-1] in _RESOLUTION_KS and _about_screens(words):
        return None  # "Streaming in 4K needs ...": a resolution (quantity_context._resolution), not 4,000
    if scale == "B" and words & DATA_CUES or scale == "K" and words & TEMPERATURE_CUES:
        return None
    return _first(rule_readings_of("SCALED", tokens[i]))


#: Words of physics and heat that keep a K glued to a number the kelvin ("cooled to 4K", "300K gas").
KELVIN_CUES = TEMPERATURE_CUES | frozenset("gas gases plasma surface melting boiling thermal thermodynamic emission "
                                           "spectrum spectral physics physicist quantum laser lasers photon photons "
                                           "atoms atom electron electrons magnet magnetic liquid nitrogen".split())
#: Words of running that make a number glued to K a race ("ran 10K", "5K runners").
RACE_CUES = frozenset("race races run runs ran running runner runners marathon walk jog jogged finish finished "
                      "course pace".split())
#: Words before a number glued to K that make it a thing named so ("a 10K", "the 5K": a race;
#: "my 4K": a screen), not a count: the determiners but the numeral "one".
_NAMING_WORDS = DETERMINERS - {"one"}


def _bare_thousands(tokens: Sequence[str], i: int, words: frozenset[str]) -> bool:
    """Whether a whole number glued to a capital K with no count noun after it is thousands
    ("The job pays 85K", "The car has 120K on it", "Plt 250K"): not before a noun it names ("the
    charity 10K race"), not in a sentence about heat, running (`RACE_CUES`),
    physics, chemistry or the sky (`KELVIN_CUES`, `CHEMISTRY_CUES`, `ASTRONOMY_CUES`: "cooled to
    4K"), not after a word that names a thing ("a 10K", "the 5K": races), and not a video
    resolution's number ("4K"). The model read every such token "kelvin"; the training data has
    no number glued to K."""
    token = tokens[i]
    if not token.endswith("K") or not token[:-1].replace(",", "").isdigit() or token[:-1] in _RESOLUTION_KS:
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if nxt.isalpha() and nxt.islower() and nxt not in FUNCTION_WORDS:
        return False  # before a noun it names ("the charity 10K race"), not a count
    if words & (KELVIN_CUES | CHEMISTRY_CUES | ASTRONOMY_CUES | RACE_CUES):
        return False
    return not (i > 0 and tokens[i - 1].lower() in _NAMING_WORDS)


#: Numbers glued to K that name a video resolution ("2K", "4K", "5K", "6K", "8K": DCI and UHD formats).
_RESOLUTION_KS = frozenset({"2", "4", "5", "6", "8"})


def _race_event(tokens: Sequence[str], i: int) -> bool:
    """`tnfst.quantity_context.is_race_event` (imported here: that module is the later rule)."""
    from tnfst.quantity_context import is_race_event

    return is_race_event(tokens, i)


def _about_screens(words: frozenset[str]) -> bool:
    """True when a sentence's words are about video or screens (`tnfst.quantity_context`'s cues)."""
    from tnfst.quantity_context import DISPLAY_CUES, VIDEO_CUES

    return not words.isdisjoint(VIDEO_CUES | DISPLAY_CUES)


def _count_noun(word: str) -> bool:
    """A plural noun, as far as its spelling says ("views", "followers", "people"; not "this")."""
    return word in COUNT_NOUNS or (bool(_PLURAL_NOUN.fullmatch(word)) and word not in _NOT_PLURAL)


def _designation(tokens: Sequence[str], i: int) -> str | None:
    """"737-800" after a maker, or a three-digit type and a round-hundred variant after a
    capitalised word that does not begin the sentence: both numbers as cardinals, no "to"."""
    m = _DESIGNATION.fullmatch(tokens[i])
    if m is None or i == 0:
        return None
    prev = tokens[i - 1]
    maker = prev.lower() in MAKERS
    named = (i > 1 and prev[:1].isupper() and prev.isalpha() and len(m.group(1)) == 3
             and len(m.group(2)) == 3 and m.group(2).endswith("00"))
    if not (maker or named):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(m.group(1)) + cardinal_words(m.group(2)))


def _yen_or_yuan(token: str, words: frozenset[str], readings_of: Readings) -> str | None:
    """An amount in "¥": the licensed reading in yen, or in yuan in a sentence about China."""
    wanted, other = ("yuan", "yen") if words & CHINA_CUES and not words & JAPAN_CUES else ("yen", "yuan")
    return next((r for r in readings_of(token) if wanted in r.split() and other not in r.split()), None)


def glued_currency(token: str, words: frozenset[str], readings_of: Readings) -> str | None:
    """"RM5" in a sentence about prices: the first licensed reading that does not spell the code."""
    if not _GLUED_CODE.fullmatch(token) or not words & PRICE_CUES:
        return None
    code = token.rstrip("0123456789,.").rstrip("$").lower()
    spelled = " ".join(code)
    return next((r for r in readings_of(token) if spelled not in r and len(r.split()) > 1), None)


def _rating(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"4.5/5 stars", "Rated 9/10": the RATING reading ("four point five out of five"); also before
    the reviewers' "would" ("7/10 would recommend", `RATING_VERDICT_AFTER`) and a full score after
    a verb of being ("the food was 10/10", `COPULAS`); and a score on any scale right after a verb
    of scoring, not before "of" ("I got 47/50", "scored 18/20 on the final": "forty seven out of
    fifty"; "passed 7/8 of the checks" stays a fraction)."""
    m = _RATING.fullmatch(tokens[i])
    if m is None or float(m.group(1)) > int(m.group(2)):
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    prev = tokens[i - 1].lower() if i > 0 else ""
    if int(m.group(2)) not in RATING_SCALES:
        if prev not in SCORE_VERBS or nxt in SCORE_NOT_AFTER or (nxt.isalpha() and nxt not in SCORE_AFTER):
            return None
        return _first(rule_readings_of("RATING", tokens[i]))
    before = {t.lower() for t in tokens[max(0, i - 2):i]}
    perfect = float(m.group(1)) == int(m.group(2)) and prev in COPULAS
    if (nxt not in RATING_AFTER and not before & RATING_BEFORE and prev not in SCORE_VERBS
            and nxt not in RATING_VERDICT_AFTER and not perfect):
        return None
    if prev in SCORE_VERBS and nxt in SCORE_NOT_AFTER:
        return None
    return _first(rule_readings_of("RATING", tokens[i]))


_ALTERNATIVES = re.compile(r"([\d,]+(?:\.\d+)?)/([\d,]+(?:\.\d+)?) ?[^\d\s/].*")


def _alternatives(token: str, readings_of: Readings, rule_readings_of: RuleReadings) -> str | None:
    """"50/60 Hz" that no class grammar reads: the MEASURE_OR reading ("fifty or sixty hertz").
    The values of one quantity are written in ascending order ("50/60 Hz", "110/220 V", "2.4/5
    GHz"); a falling pair is something else ("120/80 mmHg", a blood pressure: `quantity_context`)."""
    m = _ALTERNATIVES.fullmatch(token)
    if m is None or not token[-1:].isalpha() or readings_of(token):
        return None
    low, high = (float(g.replace(",", "")) for g in m.groups())
    if low >= high:
        return None
    return _first(rule_readings_of("MEASURE_OR", token))


def _count_unit(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"20 pc" outside astronomy, and a count glued to its number ("3pts", "6wks", "6mo",
    "14reb"): the COUNT_UNIT reading ("twenty pieces", "three points"); before a noun it
    describes, the singular ("a 24 pc knife set" -> "twenty four piece", as "a 24-piece set").
    A whole number of "ct" outside jewelry: "twelve count" ("eggs 12 ct")."""
    if _COUNT_CT.fullmatch(tokens[i]):
        if words & GEM_CUES:
            return None
    elif not (_COUNT_UNIT.fullmatch(tokens[i]) and not words & ASTRONOMY_CUES) and not _GLUED_COUNT.fullmatch(tokens[i]):
        return None
    readings = rule_readings_of("COUNT_UNIT", tokens[i])
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    modifier = nxt.isalpha() and nxt.islower() and nxt not in FUNCTION_WORDS
    if modifier and _GLUED_COUNT.fullmatch(tokens[i]):
        # "a 6wk course", "the 12mo plan"; not "fell 3pts today"
        modifier = i > 0 and tokens[i - 1].lower() in DETERMINERS
    if modifier:
        return next((r for r in readings if not r.endswith("s")), _first(readings))  # the singular
    return _first(readings)


def _describes_its_noun(tokens: Sequence[str], before: int, after: int) -> bool:
    """Whether a length between `tokens[before]` and `tokens[after]` describes a noun: a determiner
    before it, a lowercase word other than `FUNCTION_WORDS` after it ("a 5.4 kb fragment", "a 20
    nt overhang"), where the unit is said in the singular."""
    nxt = tokens[after] if after < len(tokens) else ""
    return (before >= 0 and tokens[before].lower() in DETERMINERS and nxt.isalpha() and nxt.islower()
            and nxt not in FUNCTION_WORDS)


def _sequence_length(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """A sequence's length joined to its number ("5.4 kb", "3.2 Mb", "150bp") in a sentence about genes
    (`GENETICS_CUES`): the SEQUENCE_UNIT reading ("five point four kilobases"); after a determiner,
    before the noun it describes, the singular ("a 5.4 kb fragment" -> "kilobase")."""
    if not _SEQUENCE_LENGTH.fullmatch(tokens[i]) or not words & GENETICS_CUES:
        return None
    readings = rule_readings_of("SEQUENCE_UNIT", tokens[i])
    if _describes_its_noun(tokens, i - 1, i + 1):
        return next((r for r in readings if not r.endswith("s")), _first(readings))
    return _first(readings)


def _sequence_word(tokens: Sequence[str], i: int, words: frozenset[str]) -> str | None:
    """"bp", "nt", "aa", "kbp", "Mbp" right after a whole number in a sentence about genes
    (`GENETICS_CUES`): the length's noun, singular after "1" or after a determiner and the number
    before a noun ("150 bp reads" -> "base pairs", "a 20 nt overhang" -> "nucleotide")."""
    prev = tokens[i - 1] if i > 0 else ""
    if not prev.replace(",", "").isdigit():
        return None
    if not words & GENETICS_CUES:
        if tokens[i] == "bp" and words & RATE_CUES:  # "the yield rose 25 bp": basis points
            return "basis point" if prev == "1" else "basis points"
        return None
    singular, plural = SEQUENCE_WORDS[tokens[i]]
    return singular if prev == "1" or _describes_its_noun(tokens, i - 2, i + 1) else plural


def _basis_points(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"25 bps", "10bp" in a sentence about rates or bonds (`RATE_CUES`): the COUNT_UNIT reading
    ("twenty five basis points"); elsewhere "bps" is the grammar's bits per second."""
    if not _BASIS_POINTS.fullmatch(tokens[i]) or not words & RATE_CUES:
        return None
    return _first(rule_readings_of("COUNT_UNIT", tokens[i]))


def _count_word(tokens: Sequence[str], i: int, words: frozenset[str]) -> str | None:
    """"pcs", "mo", "mos", "reb", "ast", "stl", "blk" right after a whole number ("20 pcs", "6 mo
    old", "14 reb"; "pcs" outside astronomy): the count's noun, singular after "1" ("pieces",
    "months", "1 mo" -> "month", "1 ast" -> "assist")."""
    prev = tokens[i - 1] if i > 0 else ""
    if not prev.replace(",", "").isdigit() or (tokens[i] == "pcs" and words & ASTRONOMY_CUES):
        return None
    singular, plural = COUNT_WORDS[tokens[i]]
    return singular if prev == "1" else plural


def after_power_of_ten(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` stands right after a power of ten ("10^-3", "5×10^-3")."""
    return i > 0 and _POWER_OF_TEN.fullmatch(tokens[i - 1]) is not None


def _unit_after_power(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """A unit right after a power of ten ("3 × 10^8 m/s", "5×10^-3 mol"): the BARE_UNIT reading,
    plural; a sentence's period glued to the unit ("10^-3 T." at the end) is not part of it."""
    if not after_power_of_ten(tokens, i) or tokens[i].lower() in FUNCTION_WORD_UNITS:
        return None  # "write 6.4 × 10^5 as an ordinary number": "as" is no attoseconds
    unit = tokens[i]
    if unit.endswith(".") and len(unit) > 1 and not any(t[:1].isalnum() for t in tokens[i + 1:]):
        unit = unit[:-1]
    return _first(rule_readings_of("BARE_UNIT", unit))


_DECIMAL = re.compile(r"\d+\.\d+")


def _amperes(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """A capital "A" the tokenizer left apart (a label letter: "Part 6 A") right after a decimal
    number ("draws 0.3 A at 12 V"): a current, "amperes" (the BARE_UNIT reading, plural); a label
    has a whole number. Not before a capitalised word ("Part 6.1 A Section")."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if tokens[i] != "A" or i == 0 or not _DECIMAL.fullmatch(tokens[i - 1]) or nxt[:1].isupper():
        return None
    return _first(rule_readings_of("BARE_UNIT", "A"))


#: Words of electric wiring beside a current glued to its "A" ("a 20A circuit", "a 15A breaker").
ELECTRIC_CUES = frozenset("circuit circuits breaker breakers fuse fuses outlet outlets receptacle receptacles charger "
                          "chargers plug plugs wire wiring panel service relay socket sockets subpanel subpanels".split())
_GLUED_AMPERES = re.compile(r"[1-9]\d{0,2}A")
#: A voltage written with its "V" ("120V", "12 V"): a current beside it is amperes ("rated 120V, 15A").
_VOLTAGE = re.compile(r"\d+(?:\.\d+)? ?V")
_AMPERES_WINDOW = 3


def _glued_amperes(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A whole number glued to a capital "A" ("20A", `_GLUED_AMPERES`) before a word of wiring
    (`ELECTRIC_CUES`: "a 20A circuit") or within `_AMPERES_WINDOW` tokens of a voltage ("rated
    120V, 15A"): the licensed reading in amperes; elsewhere "20A" stays a label (a seat, a flat)."""
    if not _GLUED_AMPERES.fullmatch(tokens[i]):
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    near = list(tokens[max(0, i - _AMPERES_WINDOW):i]) + list(tokens[i + 1:i + 1 + _AMPERES_WINDOW])
    if nxt not in ELECTRIC_CUES and not any(_VOLTAGE.fullmatch(t) for t in near):
        return None
    return next((r for r in readings_of(tokens[i]) if r.split()[-1] in ("amperes", "ampere")), None)


_GLUED_VOLTS = re.compile(r"(?:[1-9]\d{0,3}|0)(?:\.\d{1,2})?V")


def _glued_volts(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A number glued to a capital "V" ("12V", "3.7V", `_GLUED_VOLTS`): the licensed reading in
    volts (SI: V, the volt), never the letter ("twelve v", the ADDRESS class's number and letter,
    which the model took before "DC" and "adapter"); a label word before it ("flat 5V") keeps it
    a label."""
    if not _GLUED_VOLTS.fullmatch(tokens[i]):
        return None
    if {t.lower() for t in tokens[max(0, i - _LABEL_WINDOW):i]} & LABEL_WORDS:
        return None
    return next((r for r in readings_of(tokens[i]) if r.split()[-1] in ("volts", "volt")), None)


#: Words before a runway's number ("runway 27L", "Rwy 09R").
RUNWAY_WORDS = frozenset({"runway", "runways", "rwy"})
_RUNWAY = re.compile(r"(?:0[1-9]|[12]\d|3[0-6])[LRC]")


def _runway(tokens: Sequence[str], i: int, readings_of: Readings) -> str | None:
    """A runway's number and side after "runway" ("runway 27L", `_RUNWAY`): its digits one by one
    and the letter, as air traffic control says them ("two seven l"), never liters."""
    if i == 0 or tokens[i - 1].lower() not in RUNWAY_WORDS or not _RUNWAY.fullmatch(tokens[i]):
        return None
    from tnfst.code_numbers import digits_said

    said = digits_said(tokens[i][:2]) + " "
    return next((r for r in readings_of(tokens[i]) if r.startswith(said) and len(r.split()) == 3), None)


_NOTE = re.compile(r"[A-G]([#♯b♭])(?:m|min|maj|dim|aug)?(?:6|7|9|11|13)?")
#: Words that make a sentence about music, where "Eb" is E flat ("Tune the guitar down to Eb").
MUSIC_CUES = frozenset("key keys chord chords tune tuned tuning guitar guitars piano bass violin cello viola "
                       "scale scales major minor note notes song songs sonata symphony concerto prelude etude "
                       "capo string strings melody riff transpose transposed harmony bpm sing sang choir".split())
_FLAT_BEFORE = frozenset({"major", "minor", "maj", "min"})


def _note(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"C#", "F#m7": the NOTE reading ("c sharp", "f sharp minor seven"); "Eb", "Bbmaj7" only before
    "major"/"minor" or in a sentence about music (`MUSIC_CUES`), never after a number ("10 Gb")."""
    m = _NOTE.fullmatch(tokens[i])
    if m is None:
        return None
    if m.group(1) in "b♭":
        nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        prev = tokens[i - 1] if i > 0 else ""
        if prev[:1].isdigit() or not (nxt in _FLAT_BEFORE or words & MUSIC_CUES):
            return None
    return _first(rule_readings_of("NOTE", tokens[i]))


_GRADE = re.compile(r"[ABCDF][+\-−]|A\*")
_BLOOD_TYPE = re.compile(r"(?:A|B|AB|O)[+\-−]")
#: Words before a letter grade ("earned a B+", "got an A-", "a straight A+").
GRADE_BEFORE = frozenset("a an got get gets earned earn earns received receive scored straight of awarded "
                         "achieved achieve achieves".split())
#: Words after a letter grade ("a B+ average", "C- work").
GRADE_AFTER = frozenset("grade grades average student students paper essay work".split())
#: Words that make "B+" a blood type ("B+ donors").
BLOOD_CUES = frozenset("blood donor donors donate donation transfusion transfusions rh".split())


def _grade(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"B+", "A-" after a word of `GRADE_BEFORE` or before one of `GRADE_AFTER`: the GRADE reading
    ("b plus", "a minus"); in a sentence about blood (`BLOOD_CUES`) "B+", "AB-", "O+" are the
    BLOOD_TYPE reading ("b positive")."""
    if words & BLOOD_CUES:
        return _first(rule_readings_of("BLOOD_TYPE", tokens[i])) if _BLOOD_TYPE.fullmatch(tokens[i]) else None
    if not _GRADE.fullmatch(tokens[i]):
        return None
    prev = tokens[i - 1].lower() if i > 0 else ""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if prev not in GRADE_BEFORE and nxt not in GRADE_AFTER:
        return None
    return _first(rule_readings_of("GRADE", tokens[i]))


_RACE_TIME = re.compile(r"[1-5]?\d:[0-5]\d\.\d{1,3}")
_IEEE_802 = re.compile(r"802\.[1-9]\d?[a-z]{0,2}")
_STAR_CODE = re.compile(r"\*[1-9]\d{1,2}")


def _shaped(token: str, shape: re.Pattern[str], rule: str, rule_readings_of: RuleReadings) -> str | None:
    """The first reading of the context rule `rule` for a token of its `shape` ("3:58.2" and
    RACE_TIME, "802.11ax" and IEEE_802): each shape is read one way."""
    if not shape.fullmatch(token):
        return None
    return _first(rule_readings_of(rule, token))


def _star_code(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"*67" not after a number (a product, "3 *67", is arithmetic): the STAR_CODE reading ("star
    six seven"), a code dialled on a phone."""
    prev = tokens[i - 1] if i > 0 else ""
    if prev[-1:].isdigit():
        return None
    return _shaped(tokens[i], _STAR_CODE, "STAR_CODE", rule_readings_of)


#: Machines rated in horsepower: "HP" after a number beside one of them is the unit ("a 5 HP motor").
MACHINE_CUES = frozenset("motor motors engine engines pump pumps disposal compressor compressors outboard mower "
                         "mowers tractor tractors generator generators blower blowers boat boats saw saws "
                         "tiller vacuum fan fans".split())
_AMOUNT = re.compile(r"\d[\d,]*(?:\.\d+)?|\d+/\d+|\d+ \d+/\d+")


def _horsepower(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"HP" right after a number or a fraction ("1/2", "5") in a sentence about a machine
    (`MACHINE_CUES`): the BARE_UNIT reading, "horsepower"; elsewhere "HP" may be the maker."""
    if tokens[i] != "HP" or i == 0 or not _AMOUNT.fullmatch(tokens[i - 1]) or not words & MACHINE_CUES:
        return None
    return _first(rule_readings_of("BARE_UNIT", "HP"))
