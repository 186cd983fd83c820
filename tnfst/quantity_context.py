"""Context readings for quantities, where the token alone is ambiguous and the sentence is not.

Part of `tnfst.context.ContextReadings.decide` (one more rule in its chain); like every context
decision, a reading here is kept only where a grammar of the active constraints licenses it for
the token (`tnfst.api._in_context`). The rules:

* **temperatures**: a number glued to ``F`` or ``C`` ("75F", "180C") in a sentence about
  temperature (`TEMPERATURE_CUES`: "thermostat", "oven", "preheat", "weather", "degrees"...)
  is degrees Fahrenheit or Celsius ("Preheat the oven to 350F" -> "three hundred fifty degrees
  fahrenheit"; the model says "farads"). Elsewhere the letter stays the model's ("Seat 14C");
* **units standing alone**: a unit abbreviation (`UNIT_WORDS`: lb, lbs, kg, km, oz) right
  after "per", "a", "each" (singular), or after "in", "to", "into" (plural) in a sentence with
  a number or a conversion word, is its name ("what's 50kg in lbs?" -> "... in pounds", "price
  per lb" -> "per pound"; never "l b s");
* **heights**: '5'11"' -> "five feet eleven inches" (never minutes and seconds);
* **round plurals**: "100s of bands", "1,000s of fans" -> "hundreds", "thousands";
* **fractions of an inch**: 'a 3/4" bolt' -> "three fourths inch" (never arcseconds);
* **ranges after "between"/"from"**: "between 10 - 12" -> "ten to twelve", never "minus";
* **arithmetic**: between two numbers, "*" is "times", "÷" is "divided by", "−" (the minus
  sign) is "minus"; "-" is "minus" only in a sentence that asks for a sum (`MATH_CUES`: "what
  is", "calculate", "solve", "=") ("How do you solve 3 - 2?" -> "three minus two"; elsewhere
  "3 - 2" stays a range or a score);
* **ratios**: "N:M" that cannot be a time (M over 59 or of three digits: "a 1:100 scale
  model" -> "one to one hundred", never "one to one o o"), or beside a ratio word
  (`RATIO_CUES`: "a 1:25 dilution"), is "N to M"; a time-like ratio is kept only where a grammar
  licenses it (TIME alone licenses "3:10" today);
* **scores and votes**: "N-M" in a sentence about a game or a vote (`SCORE_CUES`: "beat",
  "won", "passed", "votes") is "N to M" ("The bill passed 52-48" -> "fifty two to forty eight",
  never "fifty two forty eight"), the CARDINAL grammar's range reading;
* **intravenous**: "IV" beside a dose or a medical word (`MEDICAL_CUES`) is spelled "i v"
  (the grammar's context-only SPELLED_NUMERAL rule); elsewhere it is four or the fourth;
* **identifiers said digit by digit**: a number of four digits or more after a word that
  names a code (`CODE_WORDS`: "account number", "tracking number", "squawk"; "is", ":", "#", "code"
  and "number" may stand between) is read digit by digit ("Your tracking number is 48213377"
  -> "four eight two one three three seven seven", never a cardinal), the grammar's first
  such reading; so are a card's or an account's last digits after "ending in" ("Your card
  ending in 8876" -> "eight eight seven six"; `ENDING_CUES`). Labels such as "PMID", "ISBN", "ID", "order number" and ZIP codes after a state
  or a ZIP label are `tnfst.designations`' (asked first);
* **frames per second**: "fps" after a number ("60 fps") in a sentence about video, cameras,
  games or screens (`VIDEO_CUES`, `DISPLAY_CUES`) is "frames per second"; elsewhere the grammar's first
  reading, "feet per second", stays ("The rifle fires at 2,800 fps");
* **display resolutions and races**: a number glued to a capital K ("4K", "5K", `_RESOLUTION`)
  with a word of video or running (`VIDEO_CUES`, `RACE_CUES`) within three tokens, after "a" or a
  possessive ("her 5K PB"), after "the" with a race word in the sentence, or a word of
  screens (`DISPLAY_CUES`), a frame rate, a refresh rate ("144Hz") or a resolution in lines ("1440p") anywhere in the
  sentence, is read "four k", never "four kelvin" ("4K video", "a 4K TV", "She ran a 5K", "60
  fps in 4K"); elsewhere it stays the model's ("It cools to 4K"); a resolution ("1440p", "4K")
  also makes "fps" frames;
* **four digits beyond the years**: a number from 2100 to 9999 after a lowercase word ("there
  were about 3800 inhabitants", "living in 2119 individual households") is its cardinal ("three
  thousand eight hundred"), never a year ("thirty eight hundred", "twenty one nineteen"): the
  training data reads none of its 45 four-digit numbers above 2099 as a year (train and
  validation), and all six after a lowercase word as cardinals (the digits it says are codes
  after capitals: "CM - 4140", "COG 5134");
* **multipliers**: a number and an x ("3x", "2.5x", `number_guard.multiplier_readings`) before
  a comparative ("3x faster", "2.5x more", "3x the price"), a noun of multiplying ("a 10x
  zoom"; pay and rewards: "1.5x overtime", "3x points"), a frequency ("3x a day", "2x daily"), or after a word of growth ("grew by 3x") is
  "three times", and before an amount and the things it describes ("4x 2TB drives"); per a unit
  of time ("3x/week") "three times a week"; never in a sentence of
  algebra (`ALGEBRA_CUES`, an operator beside it: "Solve 3x + 2 = 11" stays "three x"). The
  training data has no such token; "times" is outside the decoder's vocabulary, so only this
  rule says it. A "-" between terms of algebra in such a sentence is "minus" ("Simplify 4x - 7");
  a multiplication sign between a number and a power of ten is "times" ("3 × 10^8");
* **small sizes**: two or three sides of one or two digits joined by "x" ("2x6 studs", "8.5x11
  paper", "4x4") -> "two by six", "eight point five by eleven" (`_dimensions`), never "two x six";
* **blood pressure**: systolic/diastolic ("120/80") within four tokens after "blood pressure"
  or "BP" (`PRESSURE_CUES`) is "one twenty over eighty", the grammar's BLOOD_PRESSURE rule
  (context only); elsewhere "120/80" is a fraction;
* **cricket scores**: "245/6" in a sentence about cricket (`CRICKET_CUES`: "stumps", "wickets",
  "declared") is runs for wickets, "two hundred forty five for six" (grammars/en/fraction.py's
  CRICKET_SCORE); elsewhere a fraction;
* **repetition maximums**: "1RM", "5RM" in a sentence about lifting (`LIFTING_CUES`), after a
  percentage or a possessive ("80% of your 1RM") -> "one rep max" (grammars/en/field_notation.py's
  REP_MAX); never "one ringgit";
* **minutes of goals**: "23'" after a scorer's name in a match report (a word of football,
  `FOOTBALL_CUES`, or a score like "Spurs 2 Arsenal 1" in the sentence) -> "twenty three
  minutes", never feet; "6'" elsewhere stays a height;
* **golf scores**: "-9", "+2" in a sentence about golf (`GOLF_CUES`: "par", "birdie", "holes",
  "round"; or a "5-under") -> "nine under", "two over" (grammars/en/field_notation.py's GOLF_SCORE);
* **a half before an article**: "½ an avocado", "1/2 a cup" -> "half an avocado", "half a cup"
  (the FRACTION grammar's "half"), never "one half an avocado";
* **kitchen measures**: the cookbook's one-letter measures after a count, in a sentence about
  cooking or a drink (`KITCHEN_CUES`: "stir", "honey", "flour", "water"...): "T" (with or without
  its period) the tablespoon, "t." the teaspoon, "c." the cup ("Stir 3 T. honey into 1 c. warm
  water" -> "three tablespoons", "one cup"; the singular after one or a fraction: "1/2 c."), as
  American cookbooks abbreviate them (Joy of Cooking; USDA's "T" and "t" in household measures).
  Elsewhere "3 T" is teslas ("The MRI runs at 3 T.") and "c." circa; the words are licensed by
  the context-only word list.

Known limitations: the cue lists are English and short; a temperature without a cue word
("It was 25C.") stays the model's; "3 - 2" without a question stays "three to two"; "0/0" in a
sum stays "zero slash zero" (no grammar licenses "divided by" for a fraction-like token, and
"divided" is not in the decoder's vocabulary, which the number guard's readings must use).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

#: Words that make a sentence about temperature ("Set the thermostat to 75F").
TEMPERATURE_CUES = frozenset(
    "temperature temperatures temp temps degree degrees weather forecast thermostat thermometer oven ovens "
    "preheat preheated bake baked baking roast roasted roasting heat heated heating warm warmer warmest cool "
    "cooler coolest cold colder coldest hot hotter hottest freezing freeze frozen fever boil boiling simmer "
    "melt melting climate chilly humid humidity celsius fahrenheit centigrade highs lows".split())
_GLUED_TEMPERATURE = re.compile(r"([-−]?\d{1,3}(?:\.\d+)?)([FC])")
#: A range of temperatures glued to its scale ("Lows 20-25F", "highs 45–50F", "-5-0C").
_GLUED_TEMPERATURE_RANGE = re.compile(r"[-−]?\d{1,3}(?:\.\d+)?[-–][-−]?\d{1,3}(?:\.\d+)?([FC])")

#: Unit abbreviations read as their names when they stand alone (singular, plural).
UNIT_WORDS = {"lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "kg": ("kilogram", "kilograms"),
              "kgs": ("kilogram", "kilograms"), "km": ("kilometer", "kilometers"), "oz": ("ounce", "ounces")}
_PLURAL_BEFORE = frozenset({"in", "into", "to"})
_SINGULAR_BEFORE = frozenset({"per", "a", "an", "each", "every"})
#: Words that make a sentence a conversion even without a digit ("How many oz in a cup?").
_CONVERSION_CUES = frozenset({"convert", "conversion", "many", "much"})

#: Words that make a sentence arithmetic ("what is 3 - 2?", "solve 12 / 4").
MATH_CUES = frozenset({"what", "what's", "whats", "calculate", "compute", "solve", "equals", "=", "plus",
                       "times", "minus", "divided", "sum", "difference", "product", "quotient"})
_ALWAYS_ARITHMETIC = {"*": "times", "÷": "divided by", "−": "minus"}

#: Words that make "N:M" a ratio ("a 1:25 dilution", "odds of 3:1").
RATIO_CUES = frozenset({"ratio", "ratios", "scale", "odds", "dilution", "dilute", "diluted", "aspect", "mix", "mixed"})
_RATIO = re.compile(r"([1-9]\d{0,2}):([1-9]\d{0,5})")
#: Words that make "N/M" betting odds ("the odds are 3/1", "5/2 against"), said "N to M".
ODDS_CUES = frozenset({"odds", "bookmakers", "bookies", "bookmaker", "sportsbook", "sportsbooks", "betting",
                       "punters", "favourite", "favorite", "favourites", "favorites", "each-way", "odds-on",
                       "outsider", "outsiders", "wager", "wagers"})
#: Verbs after "N/M to" that make it a price ("Liverpool are 11/4 to win the league", "5/1 to score
#: first"): a bookmaker's odds on an outcome, said "N to M" (the fraction "3/4 to go" stays one).
ODDS_OUTCOMES = frozenset({"win", "score", "lift", "qualify", "claim", "reach", "top", "finish"})
_ODDS = re.compile(r"([1-9]\d{0,2})/([1-9]\d{0,2})")

#: Words that make "N-M" a score or a vote ("beat the Celtics 112-108", "passed 52-48").
SCORE_CUES = frozenset("beat beats won win wins lost lose loses defeated defeat defeats victory score scored scores "
                       "final drew draw tied tie edged routed thrashed vote votes voted passed rejected ruling "
                       "ruled verdict majority decision led leads trailed trailing".split())
_SCORE = re.compile(r"(\d{1,3})[-–](\d{1,3})")

#: Words that make "IV" the intravenous route ("5 mg IV", "an IV drip"), spelled "i v".
MEDICAL_CUES = frozenset("mg mcg ml dose doses dosage drip fluid fluids infusion infusions saline antibiotic "
                         "antibiotics patient patients nurse hospital injection injections line bag push "
                         "therapy medication medications sedation".split())

#: Words naming a code whose number is said digit by digit ("account number 12345678",
#: "tracking number"). "ID", "PMID", "ISSN", "reference", "ZIP code": `tnfst.designations`, which
#: says them digit by digit too, as a reader does (the training data's few are cardinals: "ZIP
#: Code 81047", "PMID 15468064"). PINs, passcodes and flight numbers: `tnfst.code_numbers`.
CODE_WORDS = frozenset({"verification", "security", "access", "account", "acct", "routing", "tracking",
                        "confirmation", "serial", "invoice", "policy", "squawk", "squawking", "transponder"})
#: Words naming a card or an account whose last digits follow "ending in" ("Your card ending in
#: 8876" -> "eight eight seven six", as a bank's message is read; the cardinal is no reading of
#: it), or an identity number ("His SSN ends in 4321", "the policy ending in 0087"). No such phrase in
#: the training data.
ENDING_CUES = frozenset({"card", "cards", "account", "accounts", "acct", "visa", "mastercard", "amex", "debit",
                         "credit", "number", "phone", "iban", "checking", "savings", "ssn", "id", "passport",
                         "license", "licence", "policy", "member", "ein", "itin", "tin"})
#: How many tokens before "ending" an `ENDING_CUES` word may stand ("your Visa debit card ending in").
ENDING_WINDOW = 4
#: Tokens that may stand between the code word and its number ("account number is 12345678", "PIN: 4821").
_CODE_GLUE = frozenset({"code", "number", "no", "no.", ".", "#", ":", "is", "was", "num", "nr"})
_IDENTIFIER = re.compile(r"\d{4,}")

#: Words that make a sentence about video, cameras, games or screens ("60 fps" -> "frames per second").
VIDEO_CUES = frozenset(
    "video videos camera cameras camcorder film films filming filmed footage movie movies game games gaming "
    "gamer gamers frame frames framerate shoot shoots shooting shot record records recording recorded stream "
    "streams streaming streamed slow-motion animation animations gpu graphics console consoles playback "
    "webcam drone drones smartphone phone "
    # watching in 4K: "We watched it in 4K", "episodes in 4K", "a remastered 4K trailer"
    "watch watched watching episode episodes trailer trailers remaster remastered remastering upscaled "
    "upscaling upscale".split())
#: Words of screens beside a resolution ("a 4K TV", "4K monitor", "in 8K").
DISPLAY_CUES = frozenset(
    "tv tvs television televisions display displays monitor monitors screen screens resolution projector "
    "projectors uhd hdr blu-ray bluray content panel panels oled lcd led netflix youtube".split())
_RESOLUTION = re.compile(r"([1-9]\d?)K")
_FPS = re.compile(r"\S+ ?fps")
#: A screen's refresh rate ("144Hz", "60 Hz", "240hz"): like a frame rate, it makes "4K" a resolution.
_REFRESH_RATE = re.compile(r"(?:[6-9]\d|[1-3]\d\d) ?[Hh]z")
#: A video resolution in lines ("1080p", "1440p", "1080i"): like a screen word, it makes "fps"
#: frames and "4K" a resolution in its sentence ("60 fps in 4K, or 120 fps at 1440p").
_LINES = re.compile(r"\d{3,4}[pi]")
_RESOLUTION_WINDOW = 3
#: Words (in lowercase) before a blood pressure reading: "blood pressure", "BP", "B.P.".
PRESSURE_CUES = frozenset({"pressure", "bp", "b.p.", "b.p"})
_PRESSURE = re.compile(r"[1-9]\d{1,2}/[1-9]\d{1,2}(?: ?mmHg)?")  # "120/80", "120/80 mmHg"
_PRESSURE_WINDOW = 4

#: Punctuation tokens these rules read (`tnfst.context` skips other punctuation on its fast path).
SYMBOLS = frozenset(_ALWAYS_ARITHMETIC) | {"-", "×", "·"}
#: Lowercase words these rules read (the same fast path).
LOWERCASE_WORDS = frozenset(UNIT_WORDS)


def quantity_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                     readings_of: Callable[[str], list[str]] | None,
                     rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """The reading of ``tokens[i]`` that one of the module's rules decides, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token's index.
        words: the sentence's tokens in lowercase (its cue words are looked up there).
        readings_of: the grammar's licensed readings of a token, best first.
        rule_readings_of: the readings of one grammar rule ("CARDINAL", "DIGIT") for a token.

    Asked of every capitalised word, digit and symbol of a sentence: a token without a digit
    is asked only the rules that read one (`_wordlike_reading`; every other rule's pattern
    needs a digit, which tests/test_quantity_fast_path.py checks against `_any_reading`)."""
    if _DIGIT.search(tokens[i]) is None:
        return _wordlike_reading(tokens, i, words, readings_of, rule_readings_of)
    return _any_reading(tokens, i, words, readings_of, rule_readings_of)


#: A digit of any script, as the rules' patterns write it (`\d`).
_DIGIT = re.compile(r"\d")


def _wordlike_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                      readings_of: Callable[[str], list[str]] | None,
                      rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """`_any_reading` for a token without a digit: its rules that read a word ("mm" alone, "IV",
    "T." of a recipe), a symbol ("-", "×", "½") or a word with a mark ("one-in-ten"), in order."""
    token = tokens[i]
    prev = tokens[i - 1] if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    return (_unit_alone(token, prev, tokens, words, readings_of)
            or _frames_per_second(token, words, readings_of)
            or _fraction_with_prime(token, prev, nxt, readings_of)
            or _range_between(tokens, i) or _arithmetic(token, prev, nxt, words)
            or _intravenous(token, words, rule_readings_of)
            or _times_power(token, prev, nxt)
            or _kitchen_measure(token, prev, words) or _half_before_article(token, nxt, readings_of)
            or _odds(token))


def _any_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                 readings_of: Callable[[str], list[str]] | None,
                 rule_readings_of: Callable[[str, str], list[str]] | None) -> str | None:
    """Every rule of the module, in order (`quantity_reading`'s arguments)."""
    token = tokens[i]
    prev = tokens[i - 1] if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    return (_temperature(token, words, readings_of) or _unit_alone(token, prev, tokens, words, readings_of)
            or _frames_per_second(token, words, readings_of) or _resolution(tokens, i, readings_of)
            or _blood_pressure(tokens, i, rule_readings_of)
            or _round_plural(token) or _angle_part(tokens, i, readings_of) or _height(token, readings_of)
            or _fraction_with_prime(token, prev, nxt, readings_of)
            or _range_between(tokens, i) or _arithmetic(token, prev, nxt, words) or _cricket_score(token, words, rule_readings_of)
            or _ratio(token, words, _priced_outcome(tokens, i))
            or _score(token, words, readings_of) or _opening_hours(token, words, readings_of)
            or _identifier(tokens, i, rule_readings_of) or _intravenous(token, words, rule_readings_of)
            or _future_year(token, prev, nxt, readings_of)
            or _count_beyond_years(token, prev) or _multiplier(tokens, i, words) or _times_power(token, prev, nxt)
            or _pixels(token, rule_readings_of) or _dimensions(token, prev, nxt)
            or _kitchen_measure(token, prev, words) or _half_before_article(token, nxt, readings_of)
            or _rep_max(tokens, i, words, rule_readings_of) or _goal_minute(tokens, i, words, readings_of)
            or _golf_score(token, words, rule_readings_of) or _odds(token) or _count_per_time(token, readings_of)
            or _nautical_miles(token, words, readings_of) or _annum_before_ago(token, nxt, readings_of)
            or glued_seconds(tokens, i) or makes_of_tries(tokens, i) or _timed_sets(token, readings_of)
            or _rate_plural(token, readings_of) or _figure_label(tokens, i, readings_of))


#: Words of a sentence about cricket, where "245/6" is runs for wickets ("India were 245/6 at stumps").
CRICKET_CUES = frozenset("cricket stumps wicket wickets overs innings declared dec dec. batting bowled bowling bowler "
                         "bowlers batsman batsmen batter lbw t20 odi odis ashes test".split())
#: Runs and wickets lost: up to three digits, a slash, 0-10 wickets.
_CRICKET_SCORE = re.compile(r"\d{1,3}/(?:10|\d)")


def _cricket_score(token: str, words: frozenset[str], rule_readings_of) -> str | None:
    """"245/6" in a sentence about cricket (`CRICKET_CUES`): "two hundred forty five for six", the
    grammar's CRICKET_SCORE reading (runs for wickets, as the score is said); "test" counts only
    beside another cue word. Elsewhere it stays a fraction."""
    if rule_readings_of is None or not _CRICKET_SCORE.fullmatch(token):
        return None
    cues = words & CRICKET_CUES
    if not cues or cues == {"test"}:
        return None
    readings = rule_readings_of("CRICKET_SCORE", token)
    return readings[0] if readings else None


#: Words of strength training, where "1RM" is a repetition maximum ("Squat at 80% of your 1RM").
LIFTING_CUES = frozenset("squat squats squatted bench deadlift deadlifts deadlifted press presses lift lifts lifting "
                         "lifted lifter lifters rep reps repetition repetitions sets set barbell dumbbell kettlebell "
                         "strength powerlifting weightlifting clean snatch jerk curl curls max test tested gym".split())
_REP_MAX = re.compile(r"(?:[1-9]|1\d|20)RM")


def _rep_max(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of) -> str | None:
    """"1RM", "5RM" in a sentence about lifting (`LIFTING_CUES`), after a percentage ("70% 1RM",
    "80% of 1RM") or after a possessive ("your 1RM"): the grammar's REP_MAX reading, "one rep
    max" (the MONEY grammar reads it "one ringgit", a currency written before its amount)."""
    if rule_readings_of is None or not _REP_MAX.fullmatch(tokens[i]):
        return None
    before = [t.lower() for t in tokens[max(0, i - 3):i]]
    if not (words & LIFTING_CUES or any(t.endswith("%") for t in before) or (before and before[-1] in _THING_BEFORE)):
        return None
    readings = rule_readings_of("REP_MAX", tokens[i])
    return readings[0] if readings else None


#: Words of a football (soccer) match report, where "23'" after a scorer is the minute of a goal.
FOOTBALL_CUES = frozenset("goal goals scored scorer scorers scoring penalty pen og o.g. assist assists header "
                          "equaliser equalizer winner brace hat-trick booked sent red yellow card cards sub "
                          "substitute substituted kick-off halftime half-time match".split())
_MINUTE_MARK = re.compile(r"([1-9]\d?|1[01]\d|120)['’′]")
#: A match score in a report, a team and its goals twice ("Spurs 2 Arsenal 1", "Spurs 2-1 Arsenal").
_TEAM_SCORE = re.compile(r"[A-Z][\w.]* \d{1,2} [A-Z][\w.]* \d{1,2}|[A-Z][\w.]* \d{1,2}[-–]\d{1,2} [A-Z]")


def _goal_minute(tokens: Sequence[str], i: int, words: frozenset[str], readings_of) -> str | None:
    """The minute of a goal after its scorer's name in a match report ("Spurs 2 Arsenal 1 (Kane
    23', Son 67')", "Saka 45' pen"): "twenty three minutes", never "twenty three feet" (the MEASURE
    grammar reads "'" as feet or minutes). Only after a capitalised name, in a sentence with a word
    of football (`FOOTBALL_CUES`) or a match score; elsewhere "6'" stays a height."""
    m = _MINUTE_MARK.fullmatch(tokens[i])
    if m is None or readings_of is None or i == 0:
        return None
    name = tokens[i - 1]
    if not (name[:1].isupper() and name.replace("-", "").replace("'", "").isalpha()):
        return None
    if not (words & FOOTBALL_CUES or _TEAM_SCORE.search(" ".join(tokens))):
        return None
    return next((r for r in readings_of(tokens[i]) if r.endswith((" minutes", " minute"))), None)


#: Words of golf, where "-9" on a leaderboard is nine under par ("sits at -9 after two rounds").
GOLF_CUES = frozenset("golf golfer golfers par birdie birdies bogey bogeys double-bogey eagle eagles hole holes "
                      "round rounds leaderboard tee putt putts fairway fairways pga lpga masters carded cut "
                      "strokes stroke thru".split())
_GOLF_SCORE = re.compile(r"[-−+](?:[1-9]|[1-3]\d|40)")
#: A score against par joined to its word ("5-under", "3-over") is a cue as well.
_PAR_SCORE = re.compile(r"\d{1,2}-(?:under|over)(?:-par)?")


def _golf_score(token: str, words: frozenset[str], rule_readings_of) -> str | None:
    """"-9", "+2" in a sentence about golf (`GOLF_CUES`, or a "5-under" in it): the grammar's
    GOLF_SCORE reading, "nine under", "two over", as the leaderboard is read; elsewhere "minus
    nine", "plus two"."""
    if rule_readings_of is None or not _GOLF_SCORE.fullmatch(token):
        return None
    if not (words & GOLF_CUES or any(_PAR_SCORE.fullmatch(w) for w in words)):
        return None
    readings = rule_readings_of("GOLF_SCORE", token)
    return readings[0] if readings else None


#: "½", "1/2" before an article: "half" ("½ an avocado", "1/2 a cup"), never "one half an avocado".
_HALF = frozenset({"½", "1/2"})


def _half_before_article(token: str, nxt: str, readings_of) -> str | None:
    """A half before "a" or "an" is "half" ("Eat ½ an avocado" -> "half an avocado", "1/2 a cup"
    -> "half a cup"), as English says it: "one half an avocado" and "a half a cup" are no English.
    The FRACTION grammar licenses "half" for both tokens."""
    if token not in _HALF or nxt.lower() not in ("a", "an") or readings_of is None:
        return None
    return "half" if "half" in readings_of(token) else None


#: Words after a multiplier that make it one ("3x faster", "10x more", "a 10x zoom", "3x the price").
COMPARATIVES = frozenset(
    "faster slower quicker cheaper pricier costlier larger bigger smaller greater higher lower more less fewer better "
    "worse stronger weaker longer shorter wider narrower heavier lighter louder quieter brighter darker harder easier "
    "denser deeper thicker thinner richer safer hotter colder warmer cooler sharper smoother efficient likely "
    "as the that his her their your my its our".split())  # "2x his bodyweight", as "3x the price"
MULTIPLIER_NOUNS = frozenset(
    "zoom magnification magnifier optical digital telephoto lens lenses scope speed speedup speed-up increase "
    "increases improvement improvements boost growth return returns leverage multiplier oversampling gain gains "
    "rise jump difference reduction markup multiple multiples coverage performance throughput "
    # pay and rewards multiplied ("1.5x overtime", "2x pay", "3x points on dining", "5x miles"): the
    # US Department of Labor's overtime rule (29 CFR 778.107: "one and one-half times the regular
    # rate"), card issuers' rewards terms ("3X points")
    "overtime pay wage wages points miles rewards cashback".split())
#: Words of frequency after a multiplier ("3x a day", "2x daily", "3x per week").
FREQUENCY_WORDS = frozenset("daily weekly monthly yearly annually hourly nightly".split())
_PER_WORDS = frozenset({"a", "an", "per", "each", "every"})
TIME_WORDS = frozenset("day days week weeks month months year years hour hours night nights minute minutes "
                       "session sessions game games".split())
#: Words before a multiplier that make it one ("grew by 3x", "up to 10x", "at 2x").
MULTIPLIER_BEFORE = frozenset("by to up roughly nearly almost about around over than at grew rose increased "
                              "jumped dropped fell repeat repeated repeats repeating".split())
#: What may close a multiplier's phrase after "of" ("a P/E of 25x.", "leverage of 3.5x, down from").
_PHRASE_CLOSERS = frozenset({"", ".", ",", ";", ":", ")", "!", "?", "and", "or", "—", "–"})
#: Tokens that make a sentence algebra, where "3x" is three times a variable x ("Solve 3x + 2 = 11").
ALGEBRA_CUES = frozenset("solve solving equation equations simplify factor factorise factorize variable variables "
                         "polynomial polynomials algebra expression derivative integral coefficient coefficients "
                         "x y z = + − ^ <= >= < >".split())
_OPERATORS = frozenset("+ - − * / = < > ^ ×".split())


#: An amount with a unit before the things it describes, after a count with an x ("4x 2TB drives").
_AMOUNT_OF_THINGS = re.compile(r"\d[\d,]*(?:\.\d+)? ?[a-z]{1,4}")


def _multiplier(tokens: Sequence[str], i: int, words: frozenset[str]) -> str | None:
    """"3x" as a multiplier: "three times" (`number_guard.multiplier_readings`). Per a unit of
    time ("3x/week") always ("three times a week"); else before a comparative (`COMPARATIVES`:
    "3x faster", "3x the price"), a noun of multiplying (`MULTIPLIER_NOUNS`: "a 10x zoom"), a
    frequency ("3x daily", "2x a day"), after a word of growth or repeating (`MULTIPLIER_BEFORE`: "grew by
    3x", "Repeat 3x"), after "of" closing its phrase ("a P/E of 25x."), before an amount with a unit and a noun ("4x 2TB drives": a count of things), never in a sentence of algebra (`ALGEBRA_CUES`, an operator beside it: "3x + 2 = 11")."""
    from tnfst.constraints.number_guard import multiplier_readings

    readings = multiplier_readings(tokens[i])
    if not readings:
        return None
    if "/" in tokens[i]:
        return readings[0]
    prev = tokens[i - 1].lower() if i > 0 else ""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    after = tokens[i + 2].lower() if i + 2 < len(tokens) else ""
    if words & ALGEBRA_CUES or prev in _OPERATORS or nxt in _OPERATORS:
        return None
    if (nxt in COMPARATIVES or nxt in MULTIPLIER_NOUNS or nxt in FREQUENCY_WORDS
            or (nxt in _PER_WORDS and after in TIME_WORDS) or prev in MULTIPLIER_BEFORE
            or (prev == "of" and nxt in _PHRASE_CLOSERS)
            or (_AMOUNT_OF_THINGS.fullmatch(nxt) and after.isalpha() and after.islower())):
        return readings[0]
    return None


_POWER_OF_TEN = re.compile(r"10\^[-−+]?\d{1,3}")


def _times_power(token: str, prev: str, nxt: str) -> str | None:
    """A multiplication sign between a number and a power of ten ("3 × 10^8", "6.02 * 10^23"):
    "times", never "by" or "star"."""
    if token in ("×", "*", "·") and is_number(prev) and _POWER_OF_TEN.fullmatch(nxt):
        return "times"
    return None


#: Four digits past the years a text names ("3800 inhabitants"; 2100 is the first).
_BEYOND_YEARS = re.compile(r"2[1-9]\d\d|[3-9]\d{3}")
_LOWER_WORD = re.compile(r"[a-z]{2,}")


#: Words before a year that say when ("by 2100", "until 2150", "before 2100"): a year, even past 2099.
_WHEN_WORDS = frozenset({"by", "until", "till", "before", "through", "beyond"})
_FUTURE_YEAR = re.compile(r"2[1-9]\d\d")


def _future_year(token: str, prev: str, nxt: str, readings_of) -> str | None:
    """A year of the 22nd to 30th centuries after a word of when (`_WHEN_WORDS`), not before a
    lowercase word (a count: "by 2100 votes"): read as a year ("by 2100" -> "twenty one hundred",
    "until 2150" -> "twenty one fifty"; climate and demography projections), the licensed reading."""
    if readings_of is None or not _FUTURE_YEAR.fullmatch(token) or prev.lower() not in _WHEN_WORDS:
        return None
    if nxt.isalpha() and nxt.islower() and nxt not in ("and", "or", "to"):
        return None
    from tnfst.constraints.number_guard import year_words

    licensed = readings_of(token)
    return next((year for year in map(" ".join, year_words(token)) if year in licensed), None)


def _count_beyond_years(token: str, prev: str) -> str | None:
    """A number from 2100 to 9999 after a lowercase word: its cardinal (module docstring)."""
    if not _BEYOND_YEARS.fullmatch(token) or not _LOWER_WORD.fullmatch(prev):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(token) or []) or None


def _frames_per_second(token: str, words: frozenset[str], readings_of) -> str | None:
    """"60 fps" in a sentence with a video or screen word (`VIDEO_CUES`, `DISPLAY_CUES`) or a
    resolution ("1440p", "4K"): the licensed reading in frames."""
    if readings_of is None or not _FPS.fullmatch(token):
        return None
    if not (words & (VIDEO_CUES | DISPLAY_CUES) or any(_LINES.fullmatch(w) or _RESOLUTION.fullmatch(w.upper()) for w in words)):
        return None
    return next((r for r in readings_of(token) if r.endswith(" frames per second")), None)


#: Words that make "5K", "10K" a race ("She ran a 5K", "the 10K run"): "five k", never kelvin.
RACE_CUES = frozenset("ran run runs running race races racing runner runners marathon jog walk charity fun "
                      "pb pr parkrun pace splits finish finished finisher finishers triathlon".split()) | frozenset(
    "ultra ultramarathon".split())
#: Words right after "the 10K", "a 5K" that make it an event, never a count ("The 10K starts at 8",
#: "the 50K course"): verbs and nouns of an event's day (a count takes a plural noun: "250K subscribers").
RACE_NEXT = frozenset("starts start started begins began kicks kicked finishes finished ends closes opens course "
                      "courses route field entrants registration results ultra trail relay loop".split())
#: Words before "5K", "4K" that make it a thing, never kelvins: an article or a possessive ("a 10K",
#: "her 5K PB", "my 4K TV", "your first 5K"). A temperature takes none ("It cools to 4K"); "the" may
#: ("the 4K stage" of a cryostat), so "the 10K" is a race only in a sentence about running.
_THING_BEFORE = frozenset({"a", "an", "my", "your", "his", "her", "its", "our", "their", "next", "first", "last"})


def _resolution(tokens: Sequence[str], i: int, readings_of) -> str | None:
    """"4K" with a video or screen word, or "5K" with a race word (`RACE_CUES`), within
    `_RESOLUTION_WINDOW` tokens, after an article or a possessive (`_THING_BEFORE`: "a 10K in
    45:02", "Her 5K PB"), or after "the" with a race word anywhere in the sentence ("She ran the
    5K ... and the 10K"): "four k", "five k"."""
    m = _RESOLUTION.fullmatch(tokens[i])
    if m is None or readings_of is None:
        return None
    near = {t.lower() for t in tokens[max(0, i - _RESOLUTION_WINDOW):i + _RESOLUTION_WINDOW + 1]}
    # "a 10K", "a 4K TV", "her 5K PB": a thing, never kelvins
    counted = i > 0 and tokens[i - 1].lower() in _THING_BEFORE
    # "the 10K" in a sentence about running anywhere ("She ran the 5K in 18:42 and the 10K in 39:05"),
    # or in one that names a race by what it does ("The 10K starts at 8 and the 5K at 8:30")
    raced = i > 0 and tokens[i - 1].lower() == "the" and (
        not RACE_CUES.isdisjoint(t.lower() for t in tokens)
        or any(is_race_event(tokens, j) for j in range(len(tokens)) if j != i))
    # a frame rate or a resolution in lines anywhere in the sentence: "60 fps in 4K", "4K or 1440p"
    # (a screen word anywhere: "The monitor is 27\" and supports 4K")
    screens = (any(_LINES.fullmatch(t) or _FPS.fullmatch(t) or _REFRESH_RATE.fullmatch(t) for t in tokens)
               or {t.lower() for t in tokens} & DISPLAY_CUES)
    # a race and its time ("Splits: 5K 22:01, 10K 44:10", "a PB of 10K in 39:50")
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    then = tokens[i + 2] if i + 2 < len(tokens) else ""
    timed = bool(_RACE_CLOCK.fullmatch(nxt) or (nxt == "in" and _RACE_CLOCK.fullmatch(then)))
    if not (counted or raced or screens or timed or near & (VIDEO_CUES | RACE_CUES) or is_race_event(tokens, i)):
        return None
    return next((r for r in readings_of(tokens[i]) if r.endswith(" k")), None)


#: A race's time after its distance: minutes and seconds, or hours too ("22:01", "1:33:40", "44:10.5").
_RACE_CLOCK = re.compile(r"(?:\d{1,2}:)?\d{1,2}:[0-5]\d(?:\.\d+)?")


def is_race_event(tokens: Sequence[str], i: int) -> bool:
    """True for "10K", "5K" after "the", an article or a possessive and before a word of an event's
    day (`RACE_NEXT`: "The 10K starts at 8", "the 50K ultra", "a 5K course"): a race, which
    `tnfst.everyday_context`'s thousands ("250K subscribers") leave to `_resolution`."""
    if not (0 < i < len(tokens) - 1 and _RESOLUTION.fullmatch(tokens[i])):
        return False
    return ((tokens[i - 1].lower() == "the" or tokens[i - 1].lower() in _THING_BEFORE)
            and tokens[i + 1].lower() in RACE_NEXT)


def _blood_pressure(tokens: Sequence[str], i: int, rule_readings_of) -> str | None:
    """"120/80" within `_PRESSURE_WINDOW` tokens after "blood pressure" or "BP": the grammar's
    BLOOD_PRESSURE reading ("one twenty over eighty"); "pressure" counts only after "blood"."""
    if rule_readings_of is None or not _PRESSURE.fullmatch(tokens[i]):
        return None
    for j in range(i - 1, max(i - 1 - _PRESSURE_WINDOW, -1), -1):
        word = tokens[j].lower()
        if word in PRESSURE_CUES and (word != "pressure" or (j > 0 and tokens[j - 1].lower() == "blood")):
            readings = rule_readings_of("BLOOD_PRESSURE", tokens[i])
            return readings[0] if readings else None
    return None


def _temperature(token: str, words: frozenset[str], readings_of) -> str | None:
    m = _GLUED_TEMPERATURE.fullmatch(token)
    ranged = None if m else _GLUED_TEMPERATURE_RANGE.fullmatch(token)
    if (m is None and ranged is None) or readings_of is None or not words & TEMPERATURE_CUES:
        return None
    if ranged is not None:  # "20-25F": "twenty to twenty five degrees fahrenheit", never farads
        return next((r for r in readings_of(token)
                     if r.endswith(" degrees " + ("fahrenheit" if ranged.group(1) == "F" else "celsius"))), None)
    scale = "fahrenheit" if m.group(2) == "F" else "celsius"
    unit = ("degree " if m.group(1).lstrip("-−") == "1" else "degrees ") + scale
    return next((r for r in readings_of(token) if r.endswith(" " + unit)), None)


def _unit_alone(token: str, prev: str, tokens: Sequence[str], words: frozenset[str], readings_of) -> str | None:
    key = token.lower().rstrip(".")
    if key not in UNIT_WORDS or token.isupper() or readings_of is None:
        return None
    before = prev.lower()
    if before not in _PLURAL_BEFORE | _SINGULAR_BEFORE:
        return None
    if before not in _SINGULAR_BEFORE and not (any(c.isdigit() for t in tokens for c in t) or words & _CONVERSION_CUES):
        return None  # "in lbs" is a conversion only beside a number or a conversion word
    singular, plural = UNIT_WORDS[key]
    wanted = singular if before in _SINGULAR_BEFORE else plural
    licensed = readings_of(token)
    if wanted in licensed:
        return wanted
    return next((r for r in licensed if r in (singular, plural)), None)


_DEGREES = re.compile(r"\d{1,3}(?:\.\d+)?°")
_ARC_MINUTES = re.compile(r"\d{1,2}(?:\.\d+)?['′]")
_ARC_SECONDS = re.compile(r"\d{1,2}(?:\.\d+)?[\"″]")


def _angle_part(tokens: Sequence[str], i: int, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The minutes and seconds of an angle written apart after its degrees, as latitudes,
    longitudes and bearings are ("lat. 42° 15' N.", "40° 26′ 46″"): the prime is "minutes" after
    a degrees token, the double prime "seconds" after such minutes; never "feet" and "inches"
    (the grammar's first reading of a prime alone)."""
    if readings_of is None or i == 0:
        return None
    token, prev = tokens[i], tokens[i - 1]
    if _ARC_MINUTES.fullmatch(token) and _DEGREES.fullmatch(prev):
        unit = ("minute", "minutes")
    elif _ARC_SECONDS.fullmatch(token) and _ARC_MINUTES.fullmatch(prev) and i >= 2 and _DEGREES.fullmatch(tokens[i - 2]):
        unit = ("second", "seconds")
    else:
        return None
    return next((r for r in readings_of(token) if r.split()[-1] in unit), None)


_HEIGHT = re.compile(r"[1-9]['′] ?(?:[0-9]|1[01])(?:\.\d+)?[\"″]")


def _height(token: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """Feet and inches written with prime marks, the inches under twelve ('5'11"'): a height or
    a length, "five feet eleven inches"; never the angle's "five minutes eleven seconds" that the
    model chose (an angle is written after its degrees: 45° 30' 15")."""
    if readings_of is None or not _HEIGHT.fullmatch(token):
        return None
    return next(iter(_lengths(readings_of(token))), None)


#: A height in feet and inches written with a dash, as rosters and scouting reports write it ("6-4",
#: "5-11"; the inches under twelve).
_DASHED_HEIGHT = re.compile(r"([4-7])-(\d|1[01])")
#: Words right before a dashed height ("listed at 6-4", "stands 6-11", "Height: 5-9").
HEIGHT_CUES = frozenset("listed stands standing stood measures measuring height height: ht ht. ht:".split())
#: A player's weight after the height ("6-4, 215", "6-11 and 240 lbs"): 100-399, its unit optional.
_ROSTER_WEIGHT = re.compile(r"[1-3]\d\d(?: ?(?:pounds|lbs?\.?))?")


def roster_height(tokens: Sequence[str], i: int, readings_of) -> str | None:
    """"6-4" as a player's height ("Williams is listed at 6-4, 215 pounds", "The rookie, 6-11 and 240
    lbs"): after a word of height (`HEIGHT_CUES`, also "listed at") or before a weight: the two
    numbers in one breath, "six four", as a height is said ("he's six-four"); never the range or
    score "six to four". The CARDINAL grammar's own pair reading."""
    token = tokens[i]
    if readings_of is None or not _DASHED_HEIGHT.fullmatch(token):
        return None
    prev = tokens[i - 1].lower() if i > 0 else ""
    before = tokens[i - 2].lower() if i > 1 else ""
    cued = prev in HEIGHT_CUES or (prev in ("at", ":") and before in HEIGHT_CUES)  # "listed at", "Height:"
    weight = tokens[i + 2] if i + 2 < len(tokens) and tokens[i + 1] in (",", "and", "/") else ""
    after = tokens[i + 3] if i + 3 < len(tokens) else ""
    # the weight with its unit, or alone before punctuation ("6-4, 215, Duke"); not "6-4, 215 fans"
    # (a bare weight only in a listing's commas: "Smith, G, 6-4, 205, Duke"; not "pages 5-9, 120")
    weighed = bool(_ROSTER_WEIGHT.fullmatch(weight)) and (
        not weight.isdigit() or after.lower().rstrip(".") in ("lb", "lbs", "pounds")
        or (prev == "," and not after[:1].isalnum()))
    if not (cued or weighed):
        return None
    return next((r for r in readings_of(token) if " to " not in r and len(r.split()) <= 3
                 and not r.startswith(("minus", "negative"))), None)


_LENGTH_WORDS = frozenset({"inch", "inches", "foot", "feet"})


def _lengths(readings: list[str]) -> list[str]:
    """The readings that say a prime mark as a length (inches or feet), in their order."""
    return [r for r in readings if _LENGTH_WORDS.intersection(r.split())]


_ROUND_PLURAL = {"100s": "hundreds", "1000s": "thousands", "1,000s": "thousands"}


def _round_plural(token: str) -> str | None:
    """A round hundred or thousand in the plural is a count word ("100s of bands" -> "hundreds",
    "1,000s of fans" -> "thousands"), never "one hundred s" or "one thousands"."""
    return _ROUND_PLURAL.get(token)


_FRACTION_PRIME = re.compile(r"(?:\d+ )?(?:\d{1,3}/\d{1,3}|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])[\"″'′]")


def _fraction_with_prime(token: str, prev: str, nxt: str, readings_of: Callable[[str], list[str]] | None) -> str | None:
    """A fraction glued to a prime mark is a length ('3/4"' -> "three fourths inch", "1/2'" ->
    "half a foot"): the grammar's best reading in inches or feet, never its arcseconds or
    arcminutes ("three fourths second", which the model chose). After an article and before a
    word it describes a thing ('a 1/2" washer'): the unit in the singular with no article of its
    own ("a one half inch washer", never "a half an inch washer")."""
    if readings_of is None or not _FRACTION_PRIME.fullmatch(token):
        return None
    lengths = _lengths(readings_of(token))
    if prev.lower() in ("a", "an", "the") and nxt[:1].isalpha():
        lengths = [r for r in lengths if r.split()[-1] in ("inch", "foot") and not _ARTICLE_UNIT.search(r)] or lengths
    return lengths[0] if lengths else None


_ARTICLE_UNIT = re.compile(r"\ban? (?:inch|foot)$")


#: Words before "N - M" that make it a range whatever the sentence asks ("between 10 - 12").
RANGE_OPENERS = frozenset({"between", "from"})


def _range_between(tokens: Sequence[str], i: int) -> str | None:
    """A spaced dash between two numbers after "between" or "from" is "to" ("What do I have
    between 10 - 12?" -> "ten to twelve"), even in a question that `_arithmetic` would read as a
    sum: nobody asks for "between ten minus twelve"."""
    if tokens[i] not in ("-", "–") or not 2 <= i < len(tokens) - 1:
        return None
    if tokens[i - 2].lower() in RANGE_OPENERS and is_number(tokens[i - 1]) and is_number(tokens[i + 1]):
        return "to"
    return None


def _arithmetic(token: str, prev: str, nxt: str, words: frozenset[str]) -> str | None:
    if token not in _ALWAYS_ARITHMETIC and token != "-":
        return None
    if not (is_number(prev) and is_number(nxt)):
        # a term of algebra on either side ("Simplify 4x - 7", "x - 3 = 5"): "minus" in a
        # sentence of algebra, never a range
        if (token == "-" and words & (MATH_CUES | ALGEBRA_CUES) and _operand(prev) and _operand(nxt)
                and (_ALGEBRA_TERM.fullmatch(prev) or _ALGEBRA_TERM.fullmatch(nxt))):
            return "minus"
        return None
    if token in _ALWAYS_ARITHMETIC:
        return _ALWAYS_ARITHMETIC[token]
    return "minus" if words & MATH_CUES else None


#: A term of algebra: a variable with its coefficient or power ("4x", "x", "2y", "x^2", "3n").
_ALGEBRA_TERM = re.compile(r"(?:\d+(?:\.\d+)?)?[a-z](?:\^\d+)?")


def _operand(token: str) -> bool:
    return is_number(token) or bool(_ALGEBRA_TERM.fullmatch(token))


def _priced_outcome(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` stands before "to" and an outcome a bookmaker prices (`ODDS_OUTCOMES`)."""
    return (i + 2 < len(tokens) and tokens[i + 1].lower() == "to"
            and tokens[i + 2].lower() in ODDS_OUTCOMES)


def _ratio(token: str, words: frozenset[str], priced: bool = False) -> str | None:
    m = _RATIO.fullmatch(token)
    if m is None:
        m = _ODDS.fullmatch(token)
        if m is None or not (words & ODDS_CUES or priced):
            return None
        return cardinal_range(*m.groups())  # fractional odds: "odds of 5/2" -> "five to two"
    left, right = m.groups()
    if not (len(right) > 2 or int(right) > 59 or words & RATIO_CUES):
        return None  # "3:10" may be a time: the grammars decide
    return cardinal_range(left, right)


def _score(token: str, words: frozenset[str], readings_of) -> str | None:
    return _cued_range(_SCORE, SCORE_CUES, token, words, readings_of)


def _cued_range(pattern: re.Pattern[str], cues: frozenset[str], token: str, words: frozenset[str],
                readings_of) -> str | None:
    """"N-M" (`pattern`'s two groups) read "N to M" where a word of `cues` is in the sentence and
    the grammar licenses that reading; else None."""
    m = pattern.fullmatch(token)
    if m is None or readings_of is None or not words & cues:
        return None
    reading = cardinal_range(m.group(1), m.group(2))
    return reading if reading in readings_of(token) else None


#: Words that make "9-5" a span of clock hours ("open 9-5 Mon-Sat", "works 9-5").
HOURS_CUES = frozenset("open opens opening hours shift shifts works work working closed staffed".split())
_CLOCK_SPAN = re.compile(r"(1[0-2]|[1-9])[-–](1[0-2]|[1-9])")


#: Words before a figure's, a table's or an equation's number in chapter-number form ("Figure 4-2",
#: "Table 3-1", "Eq. 2-7": the second figure of chapter four, as technical books number them).
#: Not the plurals: "Figures 4-6" is a range.
FIGURE_LABELS = frozenset("figure fig table exhibit chart diagram equation eq eqn listing plate schedule appendix "
                          "example".split())
_LABEL_PAIR = re.compile(r"\d{1,2}[-–]\d{1,3}")


def _figure_label(tokens: Sequence[str], i: int, readings_of) -> str | None:
    """"Figure 4-2 shows", "see Table 3-14": chapter and number, the licensed reading without "to"
    ("four two"), never a range ("four to two"); the training data has no such label."""
    if readings_of is None or i == 0 or not _LABEL_PAIR.fullmatch(tokens[i]):
        return None
    j = i - 1
    if tokens[j] == "." and j > 0:
        j -= 1  # "Fig. 4-2"
    if tokens[j].lower().rstrip(".") not in FIGURE_LABELS:
        return None
    return next((r for r in readings_of(tokens[i]) if " to " not in r), None)


def _opening_hours(token: str, words: frozenset[str], readings_of) -> str | None:
    """Two bare clock hours joined by a dash in a sentence about opening or working hours
    (`HOURS_CUES`: "The store is open 9-5 Mon-Sat"): "nine to five" (the model said "nine
    five"); the TIME grammar reads such a span only with a suffix ("9am-5pm")."""
    return _cued_range(_CLOCK_SPAN, HOURS_CUES, token, words, readings_of)


_PIXELS = re.compile(r"([1-9]\d{2,3})[x×]([1-9]\d{2,3})")


def _pixels(token: str, rule_readings_of) -> str | None:
    """A screen or image size written "WxH" with three or four digits a side ("1920x1080",
    "2560×1440"): each side as resolutions are said, four digits in pairs (CODE_PAIRS: "nineteen
    twenty by ten eighty"), three as a cardinal ("eight hundred by six hundred"), joined by "by".
    The CARDINAL grammar's dimensions license these pairs after the cardinals, which come first
    there; the model said "nineteen twenty x one thousand eighty" before any grammar read the token."""
    m = _PIXELS.fullmatch(token)
    if m is None or rule_readings_of is None:
        return None
    from tnfst.constraints.number_guard import cardinal_words

    sides = []
    for side in m.groups():
        if len(side) == 4:
            said = next(iter(rule_readings_of("CODE_PAIRS", side)), None)
        else:
            said = " ".join(cardinal_words(side))
        if not said:
            return None
        sides.append(said)
    return " by ".join(sides)


def tech_size_reading(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of) -> str | None:
    """A four-digit size said in pairs: a side of a spaced screen size ("3840 x 2160") or an M.2 size
    code ("M.2 2280"). Asked before the context's count and digit rules, which would say the cardinal."""
    return _spaced_pixels(tokens, i, words, rule_readings_of) or _m2_form_factor(tokens[i], words, rule_readings_of)


#: An M.2 card's size code, width and length in millimetres (PCI-SIG M.2 specification: widths 12, 16,
#: 22, 30; lengths 16 to 80 in four digits: "2280", "2242", "2230").
_M2_SIZE = re.compile(r"(?:12|16|22|30)(?:16|26|30|38|42|60|80)")
#: How a sentence names the M.2 form factor.
M2_CUES = frozenset({"m.2", "m2", "ngff"})


def _m2_form_factor(token: str, words: frozenset[str], rule_readings_of) -> str | None:
    """An M.2 size code in a sentence that names M.2 ("an M.2 2280 SSD", "two M.2 slots for 2280
    drives"): said in pairs, as the industry says it ("twenty two eighty"), not as a year-less
    cardinal ("two thousand two hundred eighty")."""
    if rule_readings_of is None or not _M2_SIZE.fullmatch(token) or words.isdisjoint(M2_CUES):
        return None
    return next(iter(rule_readings_of("CODE_PAIRS", token)), None)


#: Words of a sentence about a picture's size in pixels, beside the screen and video words.
PIXEL_CUES = frozenset({"pixels", "pixel", "px", "resolution", "resolutions", "wallpaper", "image", "images",
                        "photo", "photos", "screenshot", "screenshots", "hz", "fps", "hdmi", "displayport"})


def _spaced_pixels(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of) -> str | None:
    """A side of four digits of a screen or image size written with a spaced "x" ("3840 x 2160"): in
    pairs, as `_pixels` says the glued "3840x2160" ("thirty eight forty"), in a sentence about screens,
    video or pixels (`DISPLAY_CUES`, `VIDEO_CUES`, `PIXEL_CUES`, a refresh or frame rate, a resolution
    in lines), where a size in millimetres ("1200 x 600 mm") is not meant. A side of three digits is
    left to the model (a cardinal, as `_pixels` says it)."""
    token = tokens[i]
    if len(token) != 4 or rule_readings_of is None or not token.isdigit():
        return None
    n = len(tokens)
    pair = ((tokens[i], tokens[i + 2]) if i + 2 < n and tokens[i + 1] in ("x", "×") else
            (tokens[i - 2], tokens[i]) if i >= 2 and tokens[i - 1] in ("x", "×") else None)
    if pair is None or not _PIXELS.fullmatch("x".join(pair)):
        return None
    screens = (words & (DISPLAY_CUES | VIDEO_CUES | PIXEL_CUES)
               or any(_LINES.fullmatch(t) or _FPS.fullmatch(t) or _REFRESH_RATE.fullmatch(t) for t in tokens))
    if not screens:
        return None
    return next(iter(rule_readings_of("CODE_PAIRS", token)), None)


_SIDE = r"[1-9]\d?(?:\.\d{1,2})?"
_DIMENSIONS = re.compile(rf"({_SIDE})[x×]({_SIDE})(?:[x×]({_SIDE}))?")
_DECIMAL_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def _dimensions(token: str, prev: str, nxt: str) -> str | None:
    """Two or three small sides joined by "x" ("2x6", "4x4", "8.5x11", "2x4x8"; each side one or
    two digits, a decimal allowed): lumber, paper, photo and room sizes, said with "by" ("two by
    six", "eight point five by eleven"), as "2x4s" is "two by fours" (`tnfst.plural_sizes`) and
    "1920x1080" (`_pixels`). An equals sign beside it makes it a product and leaves it ("2x6 =
    12"). No such token in the training data; the model said "two x six", "eight point five x one
    one"."""
    m = _DIMENSIONS.fullmatch(token)
    if m is None or "=" in (prev, nxt):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    sides = []
    for side in m.groups():
        if side is None:
            continue
        whole, _, decimals = side.partition(".")
        said = cardinal_words(whole)
        if not said:
            return None
        sides.append(" ".join(said + (["point"] + [_DECIMAL_DIGITS[int(d)] for d in decimals] if decimals else [])))
    return " by ".join(sides)


def _intravenous(token: str, words: frozenset[str], rule_readings_of) -> str | None:
    if token != "IV" or rule_readings_of is None or not words & MEDICAL_CUES:
        return None
    spelled = rule_readings_of("SPELLED_NUMERAL", token)
    return spelled[0] if spelled else None


def _last_digits(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` follows "ending in" / "ending with" / "ends in" after a word naming a
    card or an account (`ENDING_CUES`, within `ENDING_WINDOW` tokens): "Your card ending in 8876",
    "the Visa ending with 1234" (not "a season ending in 2019")."""
    if i < 2 or tokens[i - 1].lower() not in ("in", "with") or tokens[i - 2].lower() not in ("ending", "ends"):
        return False
    return any(t.lower().rstrip(".:'s’") in ENDING_CUES for t in tokens[max(0, i - 2 - ENDING_WINDOW):i - 2])


def _identifier(tokens: Sequence[str], i: int, rule_readings_of) -> str | None:
    if rule_readings_of is None or not _IDENTIFIER.fullmatch(tokens[i]):
        return None
    if not _last_digits(tokens, i):
        for j in range(i - 1, max(i - 5, -1), -1):  # the code word, at most 3 glue tokens before the number
            if tokens[j].lower().rstrip(".:") in CODE_WORDS:
                break
            if tokens[j].lower() not in _CODE_GLUE:
                return None
        else:
            return None
    digits = [r for r in rule_readings_of("DIGIT", tokens[i]) if len(r.split()) == len(tokens[i])]
    return digits[0] if digits else None


def is_number(token: str) -> bool:
    """A number written in digits, with group commas and one decimal point ("1,200", "3.5")."""
    return bool(token) and token.replace(",", "").replace(".", "", 1).isdigit()


def cardinal_range(first: str, last: str) -> str:
    """Two numbers in digits as a spoken range: "25", "30" -> "twenty five to thirty"."""
    from tnfst.constraints.number_guard import cardinal_words

    return " ".join(cardinal_words(first) + ["to"] + cardinal_words(last))


#: Words of a sentence about cooking or a drink, where "T", "t." and "c." are the cookbook's measures.
KITCHEN_CUES = frozenset(
    "stir stirred mix mixed whisk whisked combine blend beat add added bake boil simmer heat pour sift fold knead "
    "recipe recipes ingredients cook cooking serve serves servings honey water milk flour sugar salt butter oil "
    "vinegar juice lemon lime broth stock cream yogurt oats rice cocoa vanilla baking soda powder pepper garlic "
    "tea coffee syrup smoothie batter dough sauce dressing".split())
#: The cookbook's measures: written (as tokenized) -> (singular, plural).
KITCHEN_MEASURES = {"T": ("tablespoon", "tablespoons"), "T.": ("tablespoon", "tablespoons"),
                    "t.": ("teaspoon", "teaspoons"), "c.": ("cup", "cups"), "C.": ("cup", "cups")}
#: A count before a kitchen measure ("3", "1/2", "½", "1 1/2"); one and the fractions take the singular.
_KITCHEN_COUNT = re.compile(r"[1-9]\d?|\d+/\d+|[½⅓⅔¼¾⅛]|\d+ \d+/\d+")
_SINGULAR_COUNT = re.compile(r"1|\d/\d|[½⅓⅔¼¾⅛]")


def _kitchen_measure(token: str, prev: str, words: frozenset[str]) -> str | None:
    """"3 T. honey", "1 c. water", "2 t. salt" in a sentence about cooking: the measure's name."""
    names = KITCHEN_MEASURES.get(token)
    if names is None or not _KITCHEN_COUNT.fullmatch(prev) or not words & KITCHEN_CUES:
        return None
    return names[0] if _SINGULAR_COUNT.fullmatch(prev) else names[1]



def _odds(token: str) -> str | None:
    """"1-in-100-year" -> "one in one hundred year", "1-in-4" -> "one in four": the odds of a flood,
    a storm or a draw as they are said (`number_guard.odds_readings`), never the preposition
    spelled ("one i n one hundred year", the model's reading)."""
    if "-in-" not in token and "‐in‐" not in token:
        return None
    from tnfst.constraints.number_guard import odds_readings

    return next(iter(odds_readings(token)), None)


#: A count per a unit of time with no unit before the slash ("100/hr" meteors, "60/min", "5/yr").
_COUNT_PER_TIME = re.compile(r"~?[\d,]+(?:\.\d+)?/(?:hr|hrs|h|min|mins|sec|s|yr|yrs|day|wk|week|mo|month|year)")
_TIME_SINGULARS = frozenset({"hour", "minute", "second", "year", "day", "week", "month"})


def _count_per_time(token: str, readings_of) -> str | None:
    """"100/hr" -> "one hundred per hour": one unit of time after "per" (NIST SP 811 §9.6), never
    "per hours" (the MEASURE grammar licenses the plural after a bare ratio for Kestrel's "578.3/km2"
    -> "per square kilometers"; the model said "one hundred per hours"). No such token in the
    training data."""
    if readings_of is None or not _COUNT_PER_TIME.fullmatch(token):
        return None
    return next((r for r in readings_of(token) if r.rsplit(" ", 1)[-1] in _TIME_SINGULARS), None)


#: Words of a sentence about the sea, a storm or flight, where "nm" is the nautical mile ("The eye
#: was 20 nm wide", "coastal waters out 20 nm"), not the nanometer.
NAUTICAL_CUES = frozenset(
    "wind winds gust gusts storm storms hurricane typhoon cyclone eye eyewall offshore coast coastal waters sea "
    "seas buoy buoys vessel vessels ship ships boat boats ferry yacht sailing aircraft flight runway radius "
    "knots kt kts nautical marine mariners tropical".split())
_NAUTICAL = re.compile(r"[\d,.]+(?:[-–][\d,.]+)? ?nm")


def _nautical_miles(token: str, words: frozenset[str], readings_of) -> str | None:
    """"20 nm" in a sentence about the sea, a storm or flight (`NAUTICAL_CUES`): the MEASURE reading
    in nautical miles (measure/units.tsv licenses both); elsewhere the model's nanometers."""
    if readings_of is None or not _NAUTICAL.fullmatch(token) or not words & NAUTICAL_CUES:
        return None
    return next((r for r in readings_of(token) if r.endswith((" nautical miles", " nautical mile"))), None)


_ANNUM = re.compile(r"[\d,.]+(?:[-–][\d,.]+)? ?Ma")


def _annum_before_ago(token: str, nxt: str, readings_of) -> str | None:
    """"66 Ma ago" -> "sixty six million years ago", "66 Ma old": before "ago" or "old" the megaannum
    is "million years" (its first reading, "million years ago", would say "ago" twice)."""
    if readings_of is None or nxt.lower() not in ("ago", "old") or not _ANNUM.fullmatch(token):
        return None
    return next((r for r in readings_of(token) if r.endswith(" million years")), None)

#: A whole number with the seconds' symbol glued to it ("30s", "45s").
_GLUED_SECONDS = re.compile(r"(?:([1-9]\d{0,2})[-–])?([1-9]\d{0,2})s")
#: Words right before such a number that make it a duration ("rest 30s", "hold for 45s", "timeout to 30s").
SECONDS_BEFORE = frozenset("rest rested resting hold holds held for every after within in wait waited timeout delay "
                           "interval intervals sprint sprints plank planks jog walk run recover recovery to of "
                           "x ×".split())
#: Words right after it that make it a duration ("30s rest", "30s on, 30s off", "30s between sets").
SECONDS_AFTER = frozenset("rest recovery on off between each per hold holds sprint sprints plank intervals interval "
                          "timeout delay later left remaining jog jogs walk float easy".split())
#: Words before it that make a decade or an age ("the 30s", "in her 30s", "early 90s"): never seconds.
_DECADE_BEFORE = frozenset("the his her their my your our its early mid mid- late 'the".split())


def glued_seconds(tokens: Sequence[str], i: int) -> str | None:
    """"30s" as a duration: after a word of waiting or training (`SECONDS_BEFORE`: "rest 30s",
    "set the timeout to 30s", "hold for 45s") or before one (`SECONDS_AFTER`: "30s rest", "30s on,
    30s off") -> "thirty seconds", as "30 s" is read (the MEASURE grammar's seconds, licensed through
    that spaced form); never after a word of decades or ages ("in her 30s", "the late 90s": "thirties").
    The training data's three "30s" are decades ("in his 30s"), each after such a word."""
    m = _GLUED_SECONDS.fullmatch(tokens[i])
    if m is None:
        return None
    prev = tokens[i - 1].lower() if i > 0 else ""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if prev in _DECADE_BEFORE or not (prev in SECONDS_BEFORE or nxt in SECONDS_AFTER):
        return None
    if i > 1 and _GLUED_SECONDS.fullmatch(tokens[i - 2]) and prev in ("to", "or", "and", "-", "–"):
        return None  # "in their 20s to 30s": a span of decades
    from tnfst.constraints.number_guard import cardinal_words

    if m.group(1):  # "hold for 20-30s": a range of seconds, "twenty to thirty seconds"
        if int(m.group(1)) >= int(m.group(2)):
            return None
        return " ".join(cardinal_words(m.group(1)) + ["to"] + cardinal_words(m.group(2))) + " seconds"
    number = cardinal_words(m.group(2))
    return None if number is None else " ".join(number) + (" second" if m.group(2) == "1" else " seconds")


#: Makes of tries (or a lap of a race's laps) written with a slash: "38/58", "22/31".
_SLASHED_MAKES = re.compile(r"(0|[1-9]\d?)/([1-9]\d?)")
#: Words after a passer's or shooter's makes and tries ("22/31 for 285 yds", "7/14 from three").
_MAKES_FROM = frozenset("three deep downtown distance beyond the field".split())
#: Words of a passer's line, where "25/37," is completions of attempts ("Mahomes: 25/37, 291 yds, 3 TD").
_PASSING_CUES = frozenset("yds yards td tds int ints passing passer completions comp att qb".split())


def makes_of_tries(tokens: Sequence[str], i: int) -> str | None:
    """"38/58" after "lap" ("Lap 38/58: Norris pits") or before "for" and a number ("Lamar was 22/31
    for 285 yds") or "from" a shooting distance ("7/14 from three") -> "thirty eight of fifty eight",
    as a race's laps and a player's makes and tries are said (the STAT_LINE reading of "38-of-58"),
    never the fraction "thirty eight fifty eighths"; the makes no more than the tries."""
    m = _SLASHED_MAKES.fullmatch(tokens[i])
    if m is None or int(m.group(1)) > int(m.group(2)):
        return None
    prev = tokens[i - 1].lower() if i > 0 else ""
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    then = tokens[i + 2].lower() if i + 2 < len(tokens) else ""
    passing = nxt in (",", ";") and not _PASSING_CUES.isdisjoint(t.lower().rstrip(".") for t in tokens)
    if not (prev in ("lap", "laps") or (nxt == "for" and then[:1].isdigit())
            or (nxt == "from" and then in _MAKES_FROM) or passing):
        return None
    from tnfst.constraints.number_guard import cardinal_words

    made, tried = cardinal_words(m.group(1)), cardinal_words(m.group(2))
    return " ".join((["o"] if m.group(1) == "0" else made) + ["of"] + tried)


#: Sets of a duration ("3 x 60 sec", "4 x 30s", "5 x 2 min"): the tokenizer keeps them one token.
_TIMED_SETS = re.compile(r"[1-9]\d? ?[x×] ?(\d+) ?(?:s|sec|secs|seconds?|min|mins|minutes?|h|hr|hrs|hours?)\.?")


#: Repeats of one unit, spaced ("4 x 1 km", "6 x 1 mile"): the MEASURE grammar's best reading is the
#: singular that agrees with the one ("four by one kilometer"); the model said the plural.
_ONE_REPEATED = re.compile(r"[1-9]\d? [x×] 1 [A-Za-z]+\.?")


def _timed_sets(token: str, readings_of) -> str | None:
    """"3 x 60 sec" -> "three by sixty seconds": a duration of more than one unit is plural (the
    grammar's reading with the unit's plural), never the attributive "sixty second" of a size."""
    if readings_of is not None and _ONE_REPEATED.fullmatch(token):
        return next(iter(readings_of(token)), None)
    m = _TIMED_SETS.fullmatch(token)
    if m is None or readings_of is None or m.group(1) == "1":
        return None
    return next((r for r in readings_of(token) if r.split()[-1] in ("seconds", "minutes", "hours")), None)


#: A number and a rate unit written with a slash ("6.4 W/kg", "12 km/h", "3.5 mL/min").
_RATE = re.compile(r"(\d+(?:\.\d+)?) ?[A-Za-zµμ°]+/[A-Za-z]+\d?")


def _rate_plural(token: str, readings_of) -> str | None:
    """"6.4 W/kg" -> "six point four watts per kilogram": a rate of more than one unit says its first
    unit in the plural (the grammar's first reading; the model said "watt per kilogram"); 1 and
    the numbers under one are left to the model and `tnfst.one_unit`."""
    m = _RATE.fullmatch(token)
    if m is None or readings_of is None or float(m.group(1)) <= 1:
        return None
    best = next(iter(readings_of(token)), None)
    if best is None or " per " not in best:
        return None
    unit = best.split(" per ")[0].split()[-1]
    return best if unit.endswith("s") else None
