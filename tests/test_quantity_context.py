"""Context readings for quantities (`tnfst.quantity_context`): temperatures, units standing
alone, arithmetic, identifiers said digit by digit, frames per second, display resolutions,
blood pressure; alone and through the pipeline."""

from __future__ import annotations

import pytest

from tnfst.quantity_context import quantity_reading


def _readings(token: str) -> list[str]:
    """A stand-in for the grammar: what it licenses for the tokens these tests use."""
    table = {
        "75F": ["seventy five f", "seventy five farads", "seventy five degrees fahrenheit"],
        "1C": ["one c", "one coulomb", "one degree celsius", "one degrees celsius"],
        "14C": ["fourteen c", "fourteen coulombs", "fourteen degrees celsius"],
        "lbs": ["<self>", "pounds", "l b s"],
        "lb": ["<self>", "pound", "pounds", "l b"],
        "52-48": ["fifty two forty eight", "fifty two to forty eight"],
        "6-3": ["six three", "six to three"],
        "9-5": ["nine five", "nine to five"],
        "60 fps": ["sixty feet per second", "sixty frames per second"],
        "2,800 fps": ["two thousand eight hundred feet per second", "two thousand eight hundred frames per second"],
        "4K": ["four k", "four kelvin"],
        "10K": ["ten k", "ten kelvin", "one o k"],
        "120 fps": ["one hundred twenty feet per second", "one hundred twenty frames per second"],
        "1,200 fps": ["one thousand two hundred feet per second", "one thousand two hundred frames per second"],
    }
    return table.get(token, [])


def _rule_readings(rule: str, token: str) -> list[str]:
    names = "zero one two three four five six seven eight nine".split()
    if rule == "DIGIT" and token.isdigit():
        return [" ".join("o" if d == "0" else names[int(d)] for d in token)]
    if rule == "BLOOD_PRESSURE" and token in ("120/80", "140/90", "120/80 mmHg"):
        return {"120/80": ["one twenty over eighty"], "140/90": ["one forty over ninety"],
                "120/80 mmHg": ["one twenty over eighty millimeters of mercury"]}[token]
    if rule == "CODE_PAIRS":
        return {"1920": ["nineteen twenty"], "1080": ["ten eighty"]}.get(token, [])
    return []


def decide(sentence: str, i: int) -> str | None:
    """The decision for token `i` of `sentence` (tokens split at spaces; "_" is a space inside a token)."""
    tokens = [t.replace("_", " ") for t in sentence.split()]
    words = frozenset(t.lower() for t in tokens)
    return quantity_reading(tokens, i, words, _readings, _rule_readings)


@pytest.mark.parametrize("sentence, i, expected", [
    ("Set the thermostat to 75F", 4, "seventy five degrees fahrenheit"),
    ("Cool it to 1C first", 3, "one degree celsius"),              # singular after one
    ("Seat 14C is free", 1, None),                                 # no temperature word: a label
    ("It was 75F", 2, None),                                       # no cue word: the model's
    ("what's 50kg in lbs ?", 3, "pounds"),
    ("The price per lb is high", 3, "pound"),
    ("Sign in lbs", 2, None),                                      # "in lbs" without a number
    ("what is 123 * 123 ?", 3, "times"),
    ("How do you solve 3 - 2 ?", 5, "minus"),
    ("The score ended 3 - 2 today", 4, None),                      # no sum asked: a score
    ("12 ÷ 4", 1, "divided by"),
    ("a * b", 1, None),                                            # not between numbers
    ("Our zip code is 90210 .", 4, None),                          # the training data reads a cardinal
    ("Your tracking number is 4821 .", 4, "four eight two one"),
    ("Squawk 7700 now", 1, "seven seven o o"),                    # a transponder code
    ("Your card ending in 8876 was charged", 4, "eight eight seven six"),  # a card's last digits
    ("the Visa debit card ending with 0451 .", 6, "o four five one"),
    ("the season ending in 2019 was long", 4, None),               # no card or account: a year's
    ("His SSN ends in 4321 .", 4, "four three two one"),           # an identity number's last digits
    ("the policy ending in 0087", 4, "o o eight seven"),

    ("PMID 18583455 Tracey", 1, None),                             # the training data reads a cardinal
    ("Code 81047 applies", 1, None),
    ("your account number is 12345678", 4, "one two three four five six seven eight"),
    ("PIN : 4821", 2, None),                                      # PINs: tnfst.code_numbers
    ("The Code of 1804 was law", 3, None),                         # "of" does not join a code word
    ("I paid 4821 dollars", 2, "four thousand eight hundred twenty one"),  # no code word: a count
    ("there were about 3800 inhabitants", 3, "three thousand eight hundred"),  # beyond the years
    ("living in 2119 individual households", 2, "two thousand one hundred nineteen"),
    ("living in 2099 households", 2, None),                       # may be a year: the model's
    ("the COG 5134 domain", 2, None),                              # after capitals: a code
    ("p 6955 Malcolm", 1, None),                                   # one letter before
    ("zip code is 902", 3, None),                                  # under four digits
    ("A 1:100 scale model", 1, "one to one hundred"),               # no time has minute 100
    ("The bill passed 52-48 in the Senate", 3, "fifty two to forty eight"),
    ("Read pages 52-48 backwards", 2, None),                       # no game or vote word
    ("The ruling was 6-3 .", 3, "six to three"),                   # a court's vote
    ("The odds are 3/1 on", 3, "three to one"),                   # fractional odds
    ("Odds of 5/2 against", 2, "five to two"),
    ("He ate 3/4 of it", 2, None),                                 # no odds word: a fraction
    ("The store is open 9-5 Mon-Sat", 4, "nine to five"),          # opening hours
    ("The screen is 1920x1080 pixels", 3, "nineteen twenty by ten eighty"),  # a resolution in pairs
    ("an 800x600 image", 1, "eight hundred by six hundred"),
    ("buy 2x6 studs", 1, "two by six"),                            # lumber, paper and room sizes: "by"
    ("on 8.5x11 paper", 1, "eight point five by eleven"),
    ("a 2x4x8 board", 1, "two by four by eight"),
    ("Solve 2x6 = 12", 1, None),                                   # a product
    ("a 123x4 grid", 1, None),                                     # three digits and one: neither rule
    ("Exhibit 9-5 shows", 1, "nine five"),                         # a chapter-numbered label: never "to"
    ("see Fig . 9-5 below", 3, "nine five"),
    ("Figures 9-5 and", 1, None),                                  # the plural: a range may follow
    ("mix at 1:25 dilution", 2, "one to twenty five"),            # a ratio word
    ("Meet at 1:25 today", 2, None),                               # a time: the grammars decide
    ("The camera shoots at 60_fps", 4, "sixty frames per second"),
    ("The rifle fires at 2,800_fps", 4, None),                     # no video word: feet per second stays
    ("The camera shoots 4K video", 3, "four k"),
    ("a 4K TV", 1, "four k"),
    ("The 4K run starts at nine", 1, "four k"),                    # a race (RACE_CUES)
    ("It cools to 4K in the cryostat", 3, None),                   # no screen or race word: the model's
    ("She ran the 5K in 18:42 and the 10K in 39:05", 8, "ten k"),  # "the" and a race word in the sentence
    ("They cooled the 4K stage overnight", 3, None),               # "the" without a race word
    ("It runs at 60_fps in 4K , or 120_fps at 1440p", 5, "four k"),  # a frame rate in the sentence
    ("It runs at 60_fps in 4K , or 120_fps at 1440p", 3, "sixty frames per second"),  # a resolution
    ("The monitor is 27\" and it supports 4K", 7, "four k"),        # a screen word anywhere
    ("Play in 4K at 144Hz", 2, "four k"),                          # a refresh rate in the sentence
    ("The rifle fires at 2,800_fps and 1,200_fps", 3, None),        # frame rates alone are no cue
    ("Her blood pressure was 120/80 .", 4, "one twenty over eighty"),
    ("His BP was 140/90 this morning", 3, "one forty over ninety"),
    ("Her BP was 120/80_mmHg .", 3, "one twenty over eighty millimeters of mercury"),
    ("The pressure was 120/80 .", 3, None),                        # "pressure" alone: not a blood pressure
    ("She ate 120/80 of them", 2, None),                           # no cue: a fraction
    # multipliers ("3x"): before a comparative, a noun of multiplying, a frequency; never in algebra
    ("This is 3x faster", 2, "three times"),
    ("It costs 2.5x more", 2, "two point five times"),
    ("a 10x zoom lens", 1, "ten times"),
    ("That is 100x the price", 2, "one hundred times"),
    ("Take it 3x a day", 2, "three times"),
    ("We need 4x 2TB drives", 2, "four times"),                    # a count before an amount of things
    ("We need 4x 2TB .", 2, None),                                  # no noun after the amount
    ("Apply 2x daily", 1, "two times"),
    ("Apply 2-3x daily", 1, "two to three times"),                 # a range of multipliers
    ("Solve 2-3x = 5", 1, None),                                    # algebra
    ("Revenue grew by 3x", 3, "three times"),
    ("Train 3x/week", 1, "three times a week"),
    ("Dose 0.5x/day", 1, "zero point five times a day"),
    ("Solve 3x + 2 = 11", 1, None),                               # algebra: three x
    ("If 3x is faster than y", 1, None),                           # a variable in the sentence
    ("He was 3x champion", 2, None),                               # no cue: the model's
    ("Use 3x/foo", 1, None),                                       # no unit of time
    ("Simplify 4x - 7", 2, "minus"),                              # algebra: a minus, never a range
    ("Pages a - c", 2, None),                                      # no algebra
    ("Light is 3 × 10^8 m/s", 3, "times"),                        # before a power of ten
    ("It is 2 * 10^-3", 3, "times"),
    ("A 3 × 4 room", 2, None),                                     # dimensions: the grammar's
])
def test_rules(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_grammar_no_reading():
    tokens = ["Set", "it", "to", "75F", "in", "the", "oven"]
    assert quantity_reading(tokens, 3, frozenset(t.lower() for t in tokens), None, None) is None


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


@pytest.mark.parametrize("sentence, expected", [
    ("Preheat the oven to 350F.", "Preheat the oven to three hundred fifty degrees fahrenheit."),
    ("what's 50kg in lbs?", "what's fifty kilograms in pounds?"),
    ("what is 12 * 3?", "what is twelve times three?"),
    ("How do you solve 3 - 2?", "How do you solve three minus two?"),
    ("What do I have between 10 - 12?", "What do I have between ten to twelve?"),  # a range, not a sum
    ("What is 10 - 12?", "What is ten minus twelve?"),
    ("A 1:100 scale model.", "A one to one hundred scale model."),
    ("Your PIN is 4821.", "Your PIN is four eight two one."),
    ("The camera shoots 4K video at 60 fps.", "The camera shoots four k video at sixty frames per second."),
    ("Her blood pressure was 120/80.", "Her blood pressure was one twenty over eighty."),
    ("Her BP was 120/80 mmHg.", "Her b p was one twenty over eighty millimeters of mercury."),
    ("He is 6 ft. tall.", "He is six feet tall."),                 # the abbreviation's period goes unsaid
    ("The baby weighed 7 lb. 4 oz. at birth.", "The baby weighed seven pounds four ounces at birth."),
    ('Use a 3/4" bolt and a 1/2" washer.', "Use a three fourths inch bolt and a one half inch washer."),
    ('The gap is 1/2" wide.', "The gap is half an inch wide."),  # never arcseconds
    ("She ran a 10K in 45:02.", "She ran a ten k in forty five o two."),  # a race, never kelvins
    ("1,000s of fans and 100s of bands came.", "thousands of fans and hundreds of bands came."),
    ("He is 5'11\" tall and weighs 14st.", "He is five feet eleven inches tall and weighs fourteen stone."),
    ("The 1800s were long.", "The eighteen hundreds were long."),
    ("The sample was cooled to 10K.", "The sample was cooled to ten kelvin."),
    ("Mix bleach with water (1:10).", "Mix bleach with water (one to ten)."),  # a ratio, not a time
    ("The train leaves at 1:10 today.", "The train leaves at one ten today."),
    ("It weighs 5 lb. 3 cats sat on it.", "It weighs five pounds. three cats sat on it."),  # no measure after
    ("Sales hit 3M. 3M, the maker, grew.", "Sales hit three million. three m, the maker, grew."),  # "M" takes no period
    ("He is 6 ft. He runs.", "He is six feet. He runs."),          # before a capital it ends the sentence
    ("This is 3x faster.", "This is three times faster."),        # "times" lies outside the decoder's words
    ("Train 3x/week.", "Train three times a week."),
    ("Solve 3x + 2 = 11.", "Solve three x plus two equals eleven."),
    ("Light travels at 3 × 10^8 m/s.", "Light travels at three times ten to the power of eight meters per second."),
])
def test_pipeline(normalizer, sentence, expected):
    assert normalizer.normalize(sentence) == expected
