"""Everyday context readings (`tnfst.everyday_context`, issue 12): scales, model designations, yen
or yuan, glued currency codes, alternatives before a unit, ratings, pieces, units after a power of
ten, ISO date-times; the rules alone (a stand-in grammar), the grammar's context rules, and the
pipeline."""

from __future__ import annotations

import pytest

from tnfst.everyday_context import everyday_reading
from tnfst.grammar.covering import CoveringGrammar, language_classes
from tnfst.powers import fold_powers


def _readings(token: str) -> list[str]:
    """A stand-in for the class grammars: what they license for the tokens these tests use."""
    table = {
        "¥900": ["nine hundred yen", "nine hundred yuan"],
        "RM5": ["five ringgit", "r m five", "five malaysian ringgit"],
        "10:00": ["ten", "ten hundred", "ten hundred hours"],
        "14:35": ["fourteen thirty five"],
        "1/2 cup": ["one half cup"],
        "20A": ["twenty a", "twenty amperes", "twenty amps", "two o a"],
        "12V": ["twelve v", "twelve volts", "one two v", "twelve volt"],
        "3.7V": ["three point seven v", "three point seven volts"],
        "5V": ["five v", "five volts", "five volt"],
        "15A": ["fifteen a", "fifteen amperes"],
        "27L": ["twenty seven l", "twenty seven liters", "two seven l"],
    }
    return table.get(token, [])


def _rule_readings(rule: str, token: str) -> list[str]:
    """A stand-in for the context rules of `grammars/en/rules.CONTEXT_RULES`."""
    table = {
        ("SCALED", "2.3M"): ["two point three million"],
        ("SCALED", "1.5K"): ["one point five thousand"],
        ("SCALED", "7B"): ["seven billion"],
        ("SCALED", "4B"): ["four billion"],
        ("SCALED", "12B"): ["twelve billion"],
        ("SCALED", "12M"): ["twelve million"],
        ("SCALED", "5K"): ["five thousand"],
        ("SCALED", "12k"): ["twelve thousand"],
        ("SCALED", "85K"): ["eighty five thousand"],
        ("SCALED", "300K"): ["three hundred thousand"],
        ("SCALED", "10K"): ["ten thousand"],
        ("SCALED", "14k"): ["fourteen thousand"],
        ("RATING", "4.5/5"): ["four point five out of five"],
        ("RATING", "9/10"): ["nine out of ten"],
        ("RATING", "10/10"): ["ten out of ten"],
        ("RATING", "7/3"): ["seven out of three"],
        ("RATING", "47/50"): ["forty seven out of fifty"],
        ("RATING", "18/20"): ["eighteen out of twenty"],
        ("RATING", "3/4"): ["three out of four"],
        ("RATING", "5/5"): ["five out of five"],
        ("RATING", "7/10"): ["seven out of ten"],
        ("MEASURE_OR", "50/60 Hz"): ["fifty or sixty hertz"],
        ("MEASURE_OR", "1/2 cup"): ["one or two cups"],
        ("MEASURE_OR", "120/80 mmHg"): ["one hundred twenty or eighty millimeters of mercury"],
        ("COUNT_UNIT", "20 pc"): ["twenty pieces", "twenty piece"],
        ("COUNT_UNIT", "24 pc"): ["twenty four pieces", "twenty four piece"],
        ("COUNT_UNIT", "12 ct"): ["twelve count"],
        ("COUNT_UNIT", "25 bps"): ["twenty five basis points", "twenty five basis point"],
        ("COUNT_UNIT", "50bp"): ["fifty basis points", "fifty basis point"],
        ("COUNT_UNIT", "1.5 ct"): ["one point five count"],
        ("COUNT_UNIT", "3pts"): ["three points", "three point"],
        ("COUNT_UNIT", "6wk"): ["six weeks", "six week"],
        ("COUNT_UNIT", "14reb"): ["fourteen rebounds", "fourteen rebound"],
        ("BARE_UNIT", "m/s"): ["meters per second", "meter per second"],
        ("BARE_UNIT", "T"): ["teslas", "tesla"],
        ("BARE_UNIT", "A"): ["amperes", "amps"],
        ("BARE_UNIT", "HP"): ["horsepower", "h p"],
        ("DATE_TIME", "2024-05-03T10:00Z"): ["the third of may twenty twenty four ten hundred zulu"],
        ("NOTE", "C#"): ["c sharp"],
        ("NOTE", "Eb"): ["e flat"],
        ("NOTE", "F#m7"): ["f sharp minor seven"],
        ("GRADE", "B+"): ["b plus"],
        ("GRADE", "A-"): ["a minus"],
        ("BLOOD_TYPE", "B+"): ["b positive"],
        ("BLOOD_TYPE", "AB-"): ["a b negative"],
        ("RACE_TIME", "3:58.2"): ["three minutes fifty eight point two seconds"],
        ("STAR_CODE", "*67"): ["star six seven"],
        ("IEEE_802", "802.11ax"): ["eight o two dot eleven a x"],
    }
    return table.get((rule, token), [])


def decide(sentence: str, i: int) -> str | None:
    """The decision for token `i` of `sentence` (tokens split at spaces; "_" is a space inside a token)."""
    tokens = [t.replace("_", " ") for t in sentence.split()]
    words = frozenset(t.lower() for t in tokens)
    return everyday_reading(tokens, i, words, _readings, _rule_readings)


@pytest.mark.parametrize("sentence, i, expected", [
    # abbreviated scales: million, thousand, billion; molar, kelvin, bytes where the sentence says so
    ("The video got 2.3M views .", 3, "two point three million"),
    ("Dissolve it in a 2.3M solution .", 5, None),
    ("Add 2.3M HCl slowly", 1, None),                           # a chemical formula after it
    ("She has 1.5K followers", 2, "one point five thousand"),
    ("The town has 12k residents", 3, "twelve thousand"),       # a lowercase k, as often written
    ("The job pays 85K .", 3, "eighty five thousand"),          # no count noun, no word of heat: thousands
    ("It sold for 300K", 3, "three hundred thousand"),
    ("The gas was at 300K", 4, None),                           # physics: the kelvin stays the model's
    ("I ran a 10K today", 3, None),                             # a race
    ("the charity 10K race", 2, None),                          # before a noun it names
    ("A 14k gold ring", 1, None),                               # karats: no count noun after it
    ("Population : ~ 12k .", 3, None),                          # nothing to count after it
    ("It was cooled to 1.5K followers", 4, None),               # a temperature word
    ("The sensor reads 1.5K", 3, None),                         # no plural noun after a K
    ("It has 7B parameters", 2, "seven billion"),
    ("The header holds 7B files in memory", 3, None),           # data: bytes
    ("It is a 7B model", 3, None),                              # B before no count noun: the model's
    ("The flat is 4B , on the 3rd floor", 3, None),             # labels
    ("Seats 12A and 12B are together", 3, None),
    ("Take Seat 12M now", 2, None),
    ("I ran 5K this morning", 2, None),                         # "this" is no plural noun
    # a model designation is no range; a span of pages is
    ("A Boeing 737-800 landed .", 2, "seven hundred thirty seven eight hundred"),
    ("Win a Boeing 747-400", 3, "seven hundred forty seven four hundred"),
    ("The Jumbo 747-400 flew", 2, "seven hundred forty seven four hundred"),  # capitalised, round variant
    ("Read pages 737-800 first", 2, None),
    ("Pages 737-800 were torn", 1, None),                       # the sentence's first word
    # ¥: yen, unless the sentence speaks of China and not of Japan
    ("It costs ¥900 in Tokyo", 2, "nine hundred yen"),
    ("It costs ¥900", 2, "nine hundred yen"),
    ("In Beijing it costs ¥900", 4, "nine hundred yuan"),
    ("Chinese and Japanese shops sell it for ¥900", 7, "nine hundred yen"),
    # a glued currency code in a sentence about prices
    ("It costs RM5 only", 2, "five ringgit"),
    ("The RM5 engine", 1, None),                                # no price word
    # ratings
    ("Rated 4.5/5 stars", 1, "four point five out of five"),
    ("It got 4.5/5 stars", 2, "four point five out of five"),
    ("Critics rated it 9/10", 3, "nine out of ten"),
    ("About 9/10 of people agree", 1, None),                    # no rating word: a fraction
    ("Rated 7/3 stars", 1, None),                               # not a scale of 5, 10 or 100
    ("That movie was a solid 10/10", 5, "ten out of ten"),      # a verdict's adjective before it
    ("A perfect 9/10 !", 2, "nine out of ten"),
    ("Due on 10/10", 2, None),                                  # no verdict: a date or a fraction
    ("Rated it 9/10 ⭐", 2, "nine out of ten"),
    ("My review : 9/10 ★", 3, "nine out of ten"),                # a star symbol after it
    ("honestly the food was 10/10", 4, "ten out of ten"),       # a full score after a verb of being
    ("it's 5/5 !", 1, "five out of five"),
    ("The tank was 3/4 full", 3, None),                         # not a full score: a fraction
    ("The deadline is 9/10", 3, None),                          # not a full score: a date or a fraction
    ("7/10 would recommend", 0, "seven out of ten"),            # the reviewers' idiom
    ("Overall 9/10 would buy again", 1, "nine out of ten"),
    ("Overall 7/3 would", 1, None),                             # not a rating scale
    # basis points in a sentence about rates or bonds
    ("Spreads widened 25_bps today", 2, "twenty five basis points"),
    ("The Fed cut rates by 50bp", 5, "fifty basis points"),
    ("The modem sends 25_bps", 3, None),                         # no word of rates: bits per second
    # a score on any scale right after a verb of scoring
    ("I got 47/50 .", 2, "forty seven out of fifty"),
    ("She scored 18/20 on the final", 2, "eighteen out of twenty"),
    ("I got 3/4 of the pie", 2, None),                          # "of": a fraction
    ("He ate 3/4 .", 2, None),                                  # no verb of scoring
    ("I got 3/4 cups", 2, None),                                # a unit after it
    ("got 9/10 of them", 1, None),                              # "of" after a scale of ten too
    # alternatives before a unit, where no class grammar reads the token
    ("It runs on 50/60_Hz power", 3, "fifty or sixty hertz"),
    ("Add 1/2_cup of milk", 1, None),                           # a fraction the grammars read
    ("Her BP was 120/80_mmHg", 3, None),                        # falling: a blood pressure
    # pieces, or parsecs in astronomy
    ("Order 20_pc screws", 1, "twenty piece"),                   # before a noun: a modifier
    ("A 24_pc knife set", 1, "twenty four piece"),
    ("Order 20_pc per box", 1, "twenty pieces"),
    ("Order 20_pc .", 1, "twenty pieces"),
    ("The star cluster is 20_pc away", 4, None),
    ("Order 20 pcs now", 2, "pieces"),
    ("The galaxy is 20 pcs away", 4, None),
    ("Buy pcs now", 1, None),                                   # no number before it
    ("The stock fell 3pts today", 3, "three points"),           # counts glued to a number
    ("A 6wk course", 1, "six week"),                            # before a noun: a modifier
    ("He had 14reb .", 2, "fourteen rebounds"),
    ("The galaxy is 20pcs away", 3, None),                      # parsecs in astronomy
    ("The baby is 6 mo old", 4, "months"),                      # months after a number
    ("It ships in 1 mo", 4, "month"),
    ("Her son is 2 yrs 3 mos old", 6, "months"),
    ("Say mo now", 1, None),
    ("Jokic had 14 reb and 10 ast", 3, "rebounds"),            # a box score's columns
    ("Jokic had 14 reb and 10 ast", 6, "assists"),
    ("He added 1 ast and 3 stl", 3, "assist"),
    ("He had 2 blk", 3, "blocks"),
    ("Reb Yankel said", 0, None),                               # a title, no number before it
    ("the ast file", 1, None),
    # a glued current beside wiring or a voltage; a runway's number
    ("Use a 20A circuit", 2, "twenty amperes"),
    ("Rated 120V , 15A .", 3, "fifteen amperes"),
    ("Take seat 20A please", 2, None),                          # a seat: no wiring, no voltage
    ("Plug the 12V DC adapter in", 2, "twelve volts"),          # a glued voltage: volts, never the letter
    ("a 3.7V cell", 1, "three point seven volts"),
    ("Her flat 5V is upstairs", 2, None),                       # a label word before it
    ("Land on runway 27L .", 3, "two seven l"),
    # notes and chords, letter grades, blood types
    ("It is in C# minor", 3, "c sharp"),
    ("Play the F#m7 chord", 2, "f sharp minor seven"),
    ("Tune the guitar down to Eb", 5, "e flat"),
    ("Try Eb major", 1, "e flat"),
    ("Order Eb now", 1, None),                                  # a flat needs a word of music
    ("A 10 Eb archive", 2, None),                               # after a number: a unit
    ("She earned a B+ in math", 3, "b plus"),
    ("She got an A- on it", 3, "a minus"),
    ("Grade B+ .", 1, None),                                    # no cue word beside it
    ("We need B+ donors", 2, "b positive"),
    ("Type AB- blood is rare", 1, "a b negative"),
    ("A 1/2 HP garbage disposal", 2, "horsepower"),
    ("A 5 HP outboard motor", 2, "horsepower"),
    ("Buy 3 HP laptops", 2, None),                              # no machine: the maker
    # race times, star codes, network standards
    ("He ran the mile in 3:58.2 .", 5, "three minutes fifty eight point two seconds"),
    ("Dial *67 first", 1, "star six seven"),
    ("Compute 3 *67", 2, None),                                 # after a number: arithmetic
    ("It supports 802.11ax", 2, "eight o two dot eleven a x"),
    ("Buy 27L of water", 1, None),                              # no runway: the grammar's choice
    ("Eggs 12_ct $2.99", 1, "twelve count"),                      # a product count
    ("A 12_ct diamond ring", 1, None),                            # jewelry: the carat
    ("A 1.5_ct stone", 1, None),                                  # a count is whole
    # a unit after a power of ten
    ("Light travels at 3 × 10^8 m/s", 6, "meters per second"),
    ("It is m/s here", 1, None),
    ("The field was 1.2 × 10^-3 T at the core", 6, "teslas"),
    ("The fan draws 0.3 A at 12_V", 4, "amperes"),
    ("See Part 6 A of the Act", 3, None),                       # a label after a whole number
    ("See Part 6.1 A Section", 3, None),
    # ISO date-times, and a clock right after an ISO date keeps its minutes
    ("Updated 2024-05-03T10:00Z .", 1, "the third of may twenty twenty four ten hundred zulu"),
    ("Meet 2024-05-03 10:00 .", 2, "ten hundred"),
    ("Meet 2024-05-03 14:35 .", 2, "fourteen thirty five"),
    ("Meet at 10:00 .", 2, "ten"),                              # no date before it: the hour of the dial
    ("Report at 10:00 hours", 2, None),                         # the 24-hour clock asked for
    ("Meet at 14:35 .", 2, None),                               # not on the hour: the model's
])
def test_everyday_reading(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_grammar_no_decision():
    tokens = ["The", "video", "got", "2.3M", "views"]
    assert everyday_reading(tokens, 3, frozenset(), None, None) is None


@pytest.mark.parametrize("token", ["", "¥", "RM", "-", "10^", "2024-05-03T", "4.5/0", "/5", "pc", "*", "*6", "C#", "Cb",
                                   "B+", "AB-", "HP", "27L", "20A", "V", ".5V", "mo", "3:58.", "802.", "FL"])
def test_odd_tokens_never_raise(token):
    for sentence in ([token], ["Rated", token, "stars"], ["10^8", token], ["2024-05-03", token]):
        i = sentence.index(token)
        everyday_reading(sentence, i, frozenset(t.lower() for t in sentence), _readings, _rule_readings)


@pytest.mark.parametrize("text, folded", [
    ("10⁸", "10^8"), ("10⁻³", "10^-3"), ("3×10⁸", "3×10^8"), ("m²", "m²"),
])
def test_superscript_powers_of_ten(text, folded):
    """Powers of ten in raised digits take the caret form (`tnfst.powers`; a unit keeps its ²)."""
    assert fold_powers(text, lambda unit: unit == "m") == folded


@pytest.fixture(scope="module")
def grammar():
    """Every English class (as `class_fst` has them), in the session's grammar cache."""
    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("rule, token, reading", [
    ("SCALED", "2.3M", "two point three million"),
    ("SCALED", "3bn", "three billion"),
    ("MEASURE_OR", "50/60 Hz", "fifty or sixty hertz"),
    ("MEASURE_OR", "110/220 V", "one hundred ten or two hundred twenty volts"),
    ("RATING", "4.5/5", "four point five out of five"),
    ("RATING", "9/10", "nine out of ten"),
    ("COUNT_UNIT", "20 pc", "twenty pieces"),
    ("COUNT_UNIT", "1 pc", "one piece"),
    ("COUNT_UNIT", "12 ct", "twelve count"),
    ("COUNT_UNIT", "3pts", "three points"),
    ("COUNT_UNIT", "1wk", "one week"),
    ("COUNT_UNIT", "6mos", "six months"),
    ("BARE_UNIT", "m/s", "meters per second"),
    ("DATE_TIME", "2024-05-03T10:00Z", "the third of may twenty twenty four ten hundred zulu"),
    ("DATE_TIME", "2024-05-03T14:05:15", "the third of may twenty twenty four fourteen o five and fifteen seconds"),
    ("DATE_TIME", "2024-05-03T09:30:00", "the third of may twenty twenty four nine thirty"),
    ("NOTE", "C#", "c sharp"),
    ("NOTE", "Bbmaj7", "b flat major seven"),
    ("NOTE", "F#m7", "f sharp minor seven"),
    ("GRADE", "B+", "b plus"),
    ("GRADE", "C-", "c minus"),
    ("BLOOD_TYPE", "O-", "o negative"),
    ("BLOOD_TYPE", "AB+", "a b positive"),
    ("RACE_TIME", "3:58.2", "three minutes fifty eight point two seconds"),
    ("RACE_TIME", "1:05.31", "one minute five point three one seconds"),
    ("STAR_CODE", "*67", "star six seven"),
    ("IEEE_802", "802.11ax", "eight o two dot eleven a x"),
    ("IEEE_802", "802.3", "eight o two dot three"),
])
def test_context_rules_read(grammar, rule, token, reading):
    assert grammar.rule_readings(rule, token, limit=1) == [reading]


@pytest.mark.parametrize("token, reading", [
    ("2.3M", "two point three million"),        # a context rule: licensed in context only
    ("50/60 Hz", "fifty or sixty hertz"),
    ("F#m7", "f sharp minor seven"),
    ("B+", "b plus"),
])
def test_context_rules_stay_out_of_the_classes(grammar, token, reading):
    assert not grammar.licenses(token, reading)
    assert grammar.licenses_in_context(token, reading)


@pytest.mark.parametrize("token", ["2024-05-03T25:00Z", "2024-05-03T10:60", "2024-13-03T10:00"])
def test_date_time_needs_a_real_date_and_time(grammar, token):
    assert grammar.rule_readings("DATE_TIME", token) == []


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("The video got 2.3M views.", "two point three million views"),
    ("A Boeing 737-800 landed.", "Boeing seven hundred thirty seven eight hundred landed"),
    ("It costs ¥45,000 in Tokyo.", "forty five thousand yen"),
    ("In Beijing the meal cost ¥90", "ninety yuan"),
    ("It runs on 50/60 Hz power.", "fifty or sixty hertz power"),
    ("Rated 4.5/5 stars", "four point five out of five stars"),
    ("It costs RM5 only.", "five ringgit only"),
    ("Light travels at 3 × 10^8 m/s.", "three times ten to the power of eight meters per second"),
    ("Light travels at 3 × 10⁸ m/s.", "three times ten to the power of eight meters per second"),
    ("Updated 2024-05-03T10:00Z.", "the third of may twenty twenty four ten hundred zulu"),
    ("Meet 2024-05-03 10:00.", "twenty twenty four ten hundred"),
    ("Call ext. 4402", "Call extension"),
    ("Order 20 pc screws.", "twenty piece screws"),
    ("Each pack holds 12 pcs.", "twelve pieces"),
    ("The baby is 6 mo old.", "six months old"),
    ("Use 12 AWG wire for a 20A circuit.", "twenty ampere circuit"),  # a rating before its noun: tnfst.rated_goods
    ("Plug the 12V DC adapter into the rear socket.", "twelve volt d c adapter"),
    ("The track is in C# minor.", "c sharp minor"),
    ("She earned a B+ in chemistry.", "b plus"),
    ("We need O- donors.", "o negative donors"),
    ("He ran the mile in 3:58.2.", "three minutes fifty eight point two seconds"),
    ("A 1/2 HP garbage disposal costs $129.", "half horsepower garbage disposal"),
    ("Dial *67 to hide your number.", "star six seven"),
    ("It supports Wi-Fi 6 (802.11ax).", "eight o two dot eleven a x"),
    ("Eggs 12 ct $2.99.", "twelve count"),
    ("A 2 ct diamond ring.", "two carat"),  # jewelry: the carat ("two carat" or "two carats")
    ("The fan draws 0.3 A at 12 V.", "zero point three amperes at twelve volts"),
    ("The field was 1.2 × 10⁻³ T at the core.", "ten to the power of minus three teslas"),
    ("The router works on 2.4/5 GHz bands.", "two point four or five gigahertz bands"),
    ("The star is 3.26 pc away.", "three point two six parsecs"),  # astronomy: the parsec
])
def test_pipeline(normalizer, sentence, reading):
    assert reading in normalizer.normalize(sentence)
