"""tnfst.context: readings a token's neighbours decide (issue 12 and 14 everyday cases)."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.context import ContextReadings, roman_value


@pytest.fixture(scope="module")
def context():
    return ContextReadings.load("en")


def decide(context, sentence: str) -> dict[str, str]:
    tokens = sentence.split()
    return {tokens[i]: r for i, r in context.decide(tokens).items()}


def test_the_shipped_regnal_list_loads(context):
    assert {"henry", "elizabeth", "louis", "pius", "ramesses"} <= context.regnal_names
    assert "smith" not in context.regnal_names


@pytest.mark.parametrize("sentence,token,reading", [
    ("Queen Elizabeth II opened it", "II", "the second"),
    ("Pope John Paul II visited", "II", "the second"),
    ("Henry VIII had six wives", "VIII", "the eighth"),
    ("Charles V. was emperor", "V.", "the fifth"),
    ("As Louis XII's army", "XII's", "the twelfth's"),
    ("King Zog I ruled", "I", "the first"),            # a title two tokens before
    ("Henry I of England", "I", "the first"),
])
def test_regnal_numerals(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("World War III ended", "III"), ("Grand Slam XVI :", "XVI"), ("the Bowl LIV was", "LIV"),  # no "Super"
    ("Rocky CD sales", "CD"),                           # a numeral of C and D only: not a series number
])
def test_numerals_after_other_words_are_left_to_the_model(context, sentence, token):
    # "CD" is read as its letters by the initialisms list (tnfst.initialisms), never as a number
    assert decide(context, sentence).get(token) in (None, " ".join(token.lower()))
    assert decide(context, "World War II ended")["II"] == "two"  # II: tnfst.number_choices
    assert decide(context, "Rocky I was")["I"] == special.SELF  # a lone I stays the pronoun


@pytest.mark.parametrize("sentence,token,reading", [
    ("Super Bowl LIV was played", "LIV", "fifty four"), ("Rocky IV is", "IV", "four"),
    ("WrestleMania XL took place", "XL", "forty"), ("in Final Fantasy VII ,", "VII", "seven"),
    ("SUPER BOWL LVIII", "LVIII", "fifty eight"), ("the SATA III port", "III", "three"),
])
def test_numerals_of_a_titled_series_are_cardinals(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


def test_series_numerals_are_licensed_only_in_context():
    """SERIES_NUMERAL is in no class: "LIV" is matched by no class grammar, and "fifty four" is
    licensed for the context alone; the same for BLOOD_PRESSURE's "over" reading of "120/80"."""
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert not grammar.matches("LIV") and grammar.licenses_in_context("LIV", "fifty four")
    assert not grammar.licenses_in_context("LIV", "fifty five")
    assert "one twenty over eighty" not in grammar.readings("120/80")
    assert grammar.licenses_in_context("120/80", "one twenty over eighty")
    assert grammar.licenses_in_context("120/80", "one hundred twenty over eighty")
    assert grammar.licenses_in_context("105/70", "one o five over seventy")
    assert grammar.licenses_in_context("120/80 mmHg", "one twenty over eighty millimeters of mercury")


@pytest.mark.parametrize("sentence,decided", [
    ("When I beg him", True), ("May I come in ?", True), ("so I think", True),
    ("World War I broke out", False), ("Division I programs", False), ("Henry I of England", False),
    ("the letter I .", False), ("vol I : Divisibility", False), ("Phase I trials", False),
    # no lowercase word after it: still kept (training data: every I outside regnal and series contexts)
    ("Block I ATACMS missiles", True), ("Company I of the regiment", True), ('" I Miss You "', True),
    ("the album All I Need .", True), ("Fukuhara M , Abe I , Matsumura K", True),
])
def test_pronoun_i(context, sentence, decided):
    assert (decide(context, sentence).get("I") == special.SELF) is decided


@pytest.mark.parametrize("sentence,token,reading", [
    ("repeat song no . 10 now", "no", "number"), ("National Highway NO 88 ,", "NO", "number"),
    ("Route No 990", "No", "number"), ("the Aces # 40 .", "#", "number"), ("Nos . 3 and 4", "Nos", "numbers"),
    ("Magazine , VOL 24", "VOL", "volume"), ("in approx . 10 min", "approx", "approximately"), ("See Fig . 3", "Fig", "figure"),
    ("Apt # 5 , 10 Main St", "Apt", "apartment"), ("Ste #200", "Ste", "suite"),  # an address word before "#"
    ("Band of Brothers ep . 3", "ep", "episode"), ("Watch Eps . 4-6", "Eps", "episodes"),
    ("Model # : KX-TG7871S", "#", "number"),  # after a noun of an identifier, whatever the code
])
def test_number_before_a_number(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("no 5 year old", "no"), ("No way", "No"), ("# hashtag", "#"), ("an apt #5 tip", "apt"),
])
def test_no_is_a_word_elsewhere(context, sentence, token):
    assert token not in decide(context, sentence)


@pytest.mark.parametrize("sentence,token,reading", [
    ("Dr . Smith was brilliant", "Dr", "doctor"),
    ("Today Dr . Smith said", "Dr", "doctor"),          # the sentence's first word is no street name
    ("at 123 Circle Dr . , Santa Maria", "Dr", "drive"),
    ("located at Laguna dr .", "dr", "drive"),
    ("from 3 Lamps to Queen st via", "st", "street"),
    ("at 317 S. 3rd st \" (", "st", "street"),
    ("New York , st Martin's Press", "st", "saint"),
    ("visited St . Paul's", "St", "saint"),
    ("Deli on 6th ave", "ave", "avenue"), ("on Sunset Blvd . in", "Blvd", "boulevard"),
    ("Miss Ermengarde St . John", "St", "saint"), ("to Lord St . Vincent ;", "St", "saint"),
])
def test_dr_and_st(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


def test_capitals_and_lone_words(context):
    assert decide(context, "the Atari ST computer") == {"ST": "s t"}
    assert decide(context, "Vote NO on it") == {"NO": special.SELF}
    assert decide(context, "Highway NO 14") == {"NO": "number"}
    assert "DR" not in decide(context, "DR DOS 5.0")  # a heading in capitals: left to the model
    assert decide(context, "the dr said") == {}


@pytest.mark.parametrize("sentence,token,reading", [
    ("CHAPTER 11", "11", "eleven"), ("11 .", "11", "eleven"), ("see Section 230 of", "230", "two hundred thirty"),
    ("Franz Liszt ( 1811-1886 ) .", "1811-1886", "eighteen eleven to eighteen eighty six"),
    ("the war of 1870-71 ,", "1870-71", "eighteen seventy to seventy one"),
    ("I’m glad", "I’m", special.SELF), ("ever I've come", "I've", special.SELF),
    ("SUNDRY ARRIVALS , 1859 .", "SUNDRY", special.SELF), ("A FIVE-FRANC PIECE", "FIVE-FRANC", special.SELF),
    ("Seat 14C is", "14C", "fourteen c"), ("at 221B Baker", "221B", "two hundred twenty one b"),
    ("Bake for 25-30 minutes", "25-30", "twenty five to thirty"), ("add 1-2 cups", "1-2", "one to two"),
    ("from 10-13 °C", "10-13", "ten to thirteen"),
    # a thousands comma on either side: a range whatever follows
    ("between 1,200-1,500 .", "1,200-1,500", "one thousand two hundred to one thousand five hundred"),
    ("crowds of 800-1,200 gathered", "800-1,200", "eight hundred to one thousand two hundred"),
    ("The train leaves on 1/4 at 5pm .", "1/4", "january fourth"), ("for Tu ( 2/22 ) at", "2/22", "february twenty second"),
    ("beginning 3/20 to pay", "3/20", "march twentieth"), ("a reminder for 4/9", "4/9", "april ninth"),
    ("STUDY VIII", "VIII", "eight"), ("HENRY VIII AND HIS WIVES", "VIII", "the eighth"),
    ("IT IS NOT NECESSARY", "IT", special.SELF), ("32 A PROCURATOR'S DINNER", "32", "thirty two"),
    ("a 50 x 75 .", "x", "by"), ("is 30 x 40 cm .", "x", "by"), ("Call 911 in", "911", "nine one one"), ("on I-95 for", "I-95", "i ninety five"),
    ("The F-16 flew", "F-16", "f sixteen"),
])
def test_series_numbers_year_ranges_contractions_and_headings(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("room 101 is", "101"), ("1886-1811", "1886-1811"), ("FBI RAIDS HOUSE", "FBI"), ("The RENAMO said", "RENAMO"),  # unlisted ("FBI": tnfst.initialisms)
    ("SUNDRY arrivals", "SUNDRY"), ("Chapter XV", "XV"), ("a 12V battery", "12V"),
    ("in 57-58 .", "57-58"), ("won 1,200-1,100 .", "1,200-1,100"), ("NEW CD OUT", "CD"),  # "in 25-30 ." -> "to": tnfst.book_context
    ("On 3/4 of the days", "3/4"), ("for 1/2 cup", "1/2"), ("REPORT 9/10 :", "9/10"), ("on 13/20 at", "13/20"),
    ("for 4/9 of them", "4/9"), ("about 911 people", "911"), ("the COVID-19 crisis", "COVID-19"),
])
def test_left_to_the_model(context, sentence, token):
    assert token not in decide(context, sentence)


def test_prices_are_said_in_major_and_minor_units(context):
    readings = {"$19.99": ["nineteen dollars ninety nine cents", "nineteen point nine nine dollars",
                           "nineteen dollars and ninety nine cents"],
                "£2.10": ["two point one o pounds", "two pounds sterling ten pence", "two pounds ten pence"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    tokens = ["costs", "$19.99", "or", "£2.10", "or", "$5", "or", "19.99"]
    decided = {tokens[i]: r for i, r in context.decide(tokens, readings_of=of).items()}
    assert decided == {"$19.99": "nineteen dollars ninety nine cents", "£2.10": "two pounds ten pence"}
    assert context.decide(tokens) == {}  # without the grammar's readings nothing is chosen


def test_hashtags_in_words(context):
    rules = {("HASHTAG", "#VoteEarly"): ["hashtag vote early"]}
    of = lambda rule, token: rules.get((rule, token), [])  # noqa: E731
    decided = context.decide(["posted", "#VoteEarly", "and", "#", "1"], rule_readings_of=of)
    assert decided == {1: "hashtag vote early", 3: "number"}


def test_the_hashtag_rule_splits_where_the_case_changes():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert grammar.rule_readings("HASHTAG", "#100DaysOfCode", limit=3) == ["hashtag one hundred days of code"]
    assert grammar.rule_readings("HASHTAG", "#nothappy", limit=3) == ["hashtag nothappy"]
    assert grammar.licenses_in_context("#VoteEarly", "hashtag vote early")
    assert not grammar.licenses("#VoteEarly", "hashtag vote early")  # ELECTRONIC alone spells it


def test_grammar_best_and_date_after_the(context):
    readings = {"2 1/2": ["two and a half", "two and one half"], "740 B.C.": ["seven forty b c", "seven hundred forty b c"],
                "15th June": ["the fifteenth of june", "june fifteenth"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    tokens = ["for", "2 1/2", "hours", "in", "740 B.C.", "as", "early", "as", "the", "15th June", "or", "15th June"]
    decided = context.decide(tokens, readings_of=of)
    assert decided[1] == "two and a half" and decided[4] == "seven forty b c"
    assert decided[9] == "fifteenth of june"
    assert decided[11] == "the fifteenth of june"  # a day-first date: the grammar's best (below)


def test_a_range_with_its_unit_takes_the_grammars_plural(context):
    readings = {'1-2"': ["one to two inches", "one to two seconds", "one to two inch"],
                "10–20 km": ["ten to twenty kilometers", "ten to twenty kilometer"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    decided = context.decide(["totals", "of", '1-2"', "are", "expected", "over", "10–20 km", "."], readings_of=of)
    assert decided[2] == "one to two inches" and decided[6] == "ten to twenty kilometers"


def test_a_whole_amount_after_a_currency_sign_takes_the_grammars_best(context):
    readings = {"€10": ["ten euros", "ten euro"], "£1,500": ["one thousand five hundred pounds", "one thousand five hundred pound"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    decided = context.decide(["(", "€10", "for", "students", ")", "or", "£1,500", "."], readings_of=of)
    assert decided[1] == "ten euros" and decided[6] == "one thousand five hundred pounds"


def test_day_first_dates_say_the_ordinal_day(context):
    """A day-first date with a written month takes the grammar's best reading ("the thirty first
    of december"), never the cardinal day ("thirty one december", 5 of 2,345 in training)."""
    readings = {"31 Dec 2026": ["the thirty first of december twenty twenty six", "december thirty first twenty twenty six",
                                "thirty one december twenty twenty six"],
                "7 Aug. 1985": ["the seventh of august nineteen eighty five"],
                "5 Jobs": ["five jobs"], "June 3": ["june third", "the third of june"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    tokens = ["ends", "31 Dec 2026", "and", "7 Aug. 1985", ",", "5 Jobs", ",", "June 3"]
    decided = context.decide(tokens, readings_of=of)
    assert decided[1] == "the thirty first of december twenty twenty six"
    assert decided[3] == "the seventh of august nineteen eighty five"
    assert 5 not in decided  # no month
    assert decided[7] == "june third"  # month first, in the order written: tnfst.book_context


def test_numeric_dates_take_the_grammars_order(context):
    """A numeric date with a year takes the grammar's best reading (its order follows the
    separator); a token that is no date, or whose best reading is no date, is left alone."""
    readings = {"12/25/2010": ["december twenty fifth twenty ten", "the twenty fifth of december twenty ten"],
                "25.12.2010": ["the twenty fifth of december twenty ten", "december twenty fifth twenty ten"],
                "1/2/3": ["one half three"], "10/12/14": ["ten twelfths fourteen"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    tokens = ["on", "12/25/2010", "or", "25.12.2010", "and", "1/2/3", "10/12/14"]
    decided = context.decide(tokens, readings_of=of)
    assert decided[1] == "december twenty fifth twenty ten"
    assert decided[3] == "the twenty fifth of december twenty ten"
    assert 5 not in decided and 6 not in decided


@pytest.mark.parametrize("sentence,token,reading", [
    ("Under Art. 5(2) of it", "Art", "article"), ("See Sec. 4 of the contract", "Sec", "section"),
    ("See Ch. 7 for more", "Ch", "chapter"), ("Refer to Eq. 2", "Eq", "equation"),
    ("See para. 4(b)", "para", "paragraph"), ("Sonata Op. 27 No. 2", "Op", "opus"),
])
def test_numbered_parts_before_a_number(context, sentence, token, reading):
    tokens = sentence.replace(".", " .").split()
    decided = {tokens[i]: r for i, r in context.decide(tokens).items()}
    assert decided[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("modern art 2 years ago", "art"), ("the Art 2 exhibit", "Art"), ("rest 30 sec . 5 more", "sec"),
    ("Estimativas para 1º de", "para"), ("ART . 5", "ART"), ("See Sec . IV", "Sec"),
])
def test_part_words_need_their_period_and_a_number(context, sentence, token):
    assert token not in decide(context, sentence)


@pytest.mark.parametrize("sentence,token,reading", [
    ("at 1200 Main St NW .", "St", "street"), ("at 50 Elm Dr . NE ,", "Dr", "drive"),
    ("on 3rd St SE", "St", "street"),
])
def test_street_before_a_quadrant(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


def test_world_wars_and_time_zones(context):
    assert decide(context, "born after WWII .")["WWII"] == "world war two"
    assert decide(context, "honored WWI veterans")["WWI"] == "world war one"
    tokens = ["at", "3:00 PM", "EST", "and", "1 pm", "ET", "or", "19:45", "GMT", "in", "EST", "2006", "5", "ET"]
    decided = context.decide(tokens)
    assert decided[2] == "e s t" and decided[5] == "e t" and decided[8] == "g m t"
    assert 10 not in decided and 13 not in decided  # not after a clock time


def test_month_day_span_and_zip_after_dc(context):
    decided = context.decide(["away", "from", "6/10", "to", "6/14", "."])
    assert decided[2] == "june tenth" and decided[4] == "june fourteenth"
    assert 2 not in context.decide(["reduce", "it", "to", "3/4", "of", "a", "cup"])
    assert 4 not in context.decide(["cut", "3/4", "to", "1/2", "now"])  # no date before "to"
    of = lambda token: ["twenty thousand five hundred", "two o five o o"]  # noqa: E731
    assert context.decide(["Washington", ",", "DC", "20500"], readings_of=of)[3] == "two o five o o"


def test_roman_value():
    assert roman_value("XIV") == 14 and roman_value("MCMXC") == 1990 and roman_value("IIII") is None
    assert roman_value("") is None and roman_value("Ivy") is None


def test_month_day_is_licensed_only_in_context():
    """DATE_MD is in no class: the union grammar reads "3/20" as a fraction only, and the
    month/day reading is licensed for the context alone."""
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert "march twentieth" not in grammar.readings("3/20")
    assert grammar.licenses_in_context("3/20", "march twentieth")
    assert not grammar.licenses_in_context("3/20", "march twenty first")
    assert not grammar.licenses_in_context("2/30", "february thirtieth")  # no such day


class _Broken:
    def decide(self, tokens):
        raise RuntimeError("boom")


def test_a_failing_context_never_takes_the_sentence_down():
    from types import SimpleNamespace

    from tnfst.api import _in_context, _Parts

    grammar = SimpleNamespace(matches=lambda token: True, licenses=lambda token, reading: True)
    constraint = SimpleNamespace(name="words", grammar=grammar)
    assert _in_context(_Parts(gate=None, model=None, constraints=[constraint], context=ContextReadings(frozenset())),
                       [["May", "I", "come"]])  # a working context decides
    parts = _Parts(gate=None, model=None, constraints=[constraint], context=_Broken())
    assert _in_context(parts, [["May", "I", "come"]]) == {}


# --- end to end: only readings a grammar licenses are kept ---


@pytest.mark.slow
def test_context_readings_in_the_pipeline(one_torch_thread):
    from tnfst import Normalizer

    normalizer = Normalizer()
    out = normalizer.normalize_batch([
        "May I come in?", "Queen Elizabeth II opened the new wing.", "Dr. Smith lives on Circle Dr., Santa Maria.",
        "It was declared the NO. 1 university.", "Aces # 40.",
    ])
    assert out[0] == "May I come in?"
    assert "elizabeth the second" in out[1].lower()
    assert out[2].lower().startswith("doctor smith") and "circle drive" in out[2].lower()
    assert "number one" in out[3] and "number forty" in out[4]
    assert normalizer.normalize("Super Bowl LIV was played in Miami.") == "Super Bowl fifty four was played in Miami."
    plain = Normalizer(context_readings=False).normalize("May I come in?")
    assert isinstance(plain, str)  # the switch turns the context off (the model decides)


@pytest.mark.slow
def test_acronym_styles(one_torch_thread):
    from tnfst import Normalizer

    sentence = "The BBC sent it to the U.S. in 2019."
    spelled = Normalizer().normalize(sentence)
    kept = Normalizer(acronyms="keep").normalize(sentence)
    assert "b b c" in spelled and "BBC" not in spelled
    assert "BBC" in kept and "U.S." in kept and "twenty nineteen" in kept
    with pytest.raises(ValueError):
        Normalizer(acronyms="shout")


@pytest.mark.parametrize("sentence,token,reading", [
    ("It is 12:00 noon .", "12:00", "twelve"),
    ("at 12:00 midnight", "12:00", "twelve"),
    ("from 11:00 Midnight", "11:00", "eleven"),
    ("at 12:00 .", "12:00", None),                 # no noon: the model's
    ("at 14:00 noon", "14:00", None),              # a 24-hour time is no hour before noon
])
def test_an_hour_before_noon_or_midnight_is_the_hour(context, sentence, token, reading):
    assert decide(context, sentence).get(token) == reading


@pytest.mark.parametrize("sentence,token,reading", [
    ("The WHO declared a pandemic .", "WHO", "w h o"),
    ("in the IT department", "IT", "i t"),
    ("The NO vote won", "NO", "<self>"),          # "the NO vote" says the word
    ("WHO officials said", "WHO", None),          # no "the": the model's
    ("THE WHO IS BACK", "WHO", "<self>"),         # a heading in capitals says the words
])
def test_a_function_word_in_capitals_after_the_is_initials(context, sentence, token, reading):
    assert decide(context, sentence).get(token) == reading


def test_a_heading_in_capitals_is_found_per_sentence(context):
    assert decide(context, "The end . IT IS TIME .").get("IT") == "<self>"
    assert decide(context, "The end . It is IT time .").get("IT") is None


@pytest.mark.parametrize("sentence,token,reading", [
    ("Dr . and Mrs . Lee came", "Dr", "doctor"),          # was "drive": no name right after it
    ("Prof . and Mrs . Black", "Prof", "professor"),
    ("Ms . Jones and Mrs . Smith", "Ms", "<self>"),       # was spelled "m s"
    ("Dr . and then", "Dr", None),                       # no second title
    ("MS is a disease", "MS", None),
])
def test_paired_and_kept_titles(context, sentence, token, reading):
    assert decide(context, sentence).get(token) == reading


def test_a_price_per_unit_is_said_in_major_and_minor_units(context):
    """"$3.49/gal" -> "three dollars forty nine cents per gallon", as a price alone is said."""
    readings = {"$3.49/gal": ["three dollars forty nine cents per gallon", "three point four nine dollars per gallon",
                              "three dollars and forty nine cents per gallon"],
                "$0.89/roll": ["eighty nine cents per roll", "zero dollars eighty nine cents per roll"]}
    of = lambda token: readings.get(token, [])  # noqa: E731
    tokens = ["$3.49/gal", "or", "$0.89/roll", "or", "$3.49/5"]
    decided = {tokens[i]: r for i, r in context.decide(tokens, readings_of=of).items()}
    assert decided == {"$3.49/gal": "three dollars forty nine cents per gallon",
                       "$0.89/roll": "eighty nine cents per roll"}


def test_a_named_currency_keeps_its_country(context):
    """"C$50", "50 CAD" -> "fifty canadian dollars" (the grammar's best says only "dollars");
    "$5", "5 USD", "20 EUR" stay plain; letters ("c a d") are never chosen."""
    readings = {
        "C$50": ["fifty dollars", "fifty canadian dollars", "fifty dollar", "fifty canadian dollar"],
        "CAD 50": ["c a d fifty", "fifty dollars", "fifty c a d", "fifty canadian dollars"],
        "C$3.49": ["three dollars forty nine cents", "three canadian dollars and forty nine cents",
                   "three canadian dollars forty nine cents"],
        "5 USD": ["five dollars", "five us dollars", "five united states dollars"],
        "20 EUR": ["twenty euros", "twenty e u r"],
    }
    tokens = ["C$50", "or", "CAD 50", "or", "C$3.49", "or", "5 USD", "or", "20 EUR"]
    decided = {tokens[i]: r for i, r in context.decide(tokens, readings_of=lambda t: readings.get(t, [])).items()}
    assert decided.get("C$50") == "fifty canadian dollars"
    assert decided.get("CAD 50") == "fifty canadian dollars"
    assert decided.get("C$3.49") == "three canadian dollars forty nine cents"
    assert decided.get("5 USD") in (None, "five dollars")
    assert decided.get("20 EUR") in (None, "twenty euros")


def test_a_word_in_capitals_is_no_currency(context):
    """"MAY 6" matches three capitals and a number, but "MAY" is no currency: its date stays
    month first ("may sixth"), never the longer "the sixth of may"."""
    readings = {"MAY 6": ["may sixth", "the sixth of may"]}
    decided = context.decide(["MAY 6", ".", "-", "Last"], readings_of=lambda t: readings.get(t, []))
    assert decided.get(0) == "may sixth"


def test_a_currency_whose_best_reading_names_its_country_is_left_to_the_model(context):
    """"12 AWG" (a wire gauge, and the Aruban florin's code): the grammar's best already says
    "aruban florin", so no rule forces it; the model may keep the letters."""
    readings = {"12 AWG": ["twelve aruban florin", "twelve a w g", "twelve florin"]}
    assert context.decide(["Use", "12 AWG", "wire"], readings_of=lambda t: readings.get(t, [])).get(1) is None


@pytest.mark.parametrize("sentence,token,reading", [
    ("Offer valid 11/1–11/30 while supplies last", "11/1–11/30", "november first to november thirtieth"),
    ("Sale 3/1-3/15 only", "3/1-3/15", "march first to march fifteenth"),
    ("closed on 1/2-1/4 .", "1/2-1/4", "january second to january fourth"),  # a date word before it
])
def test_two_month_days_in_one_token_are_a_date_span(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("Add 1/4-1/2 cup", "1/4-1/2"), ("about 1/4-1/3 of voters", "1/4-1/3"),  # fractions of the kitchen
    ("Sale 3/1-3/15 cup", "3/1-3/15"),  # before a unit
    ("on 13/1-13/5 .", "13/1-13/5"),    # no month 13
])
def test_fraction_ranges_are_no_date_span(context, sentence, token):
    assert token not in decide(context, sentence)


@pytest.mark.parametrize("sentence,token,reading", [
    ("Take I-95 N to exit 27B", "N", "north"), ("then US-1 S today", "S", "south"),
    ("Take I-80 E now", "E", "east"), ("Follow Route 66 W to", "66 W", "sixty six west"),
    ("Hwy 1 N is closed", "N", "north"), ("Take US-1 S. Follow the signs", "S.", "south"),
])
def test_a_compass_letter_after_a_highway_is_its_direction(context, sentence, token, reading):
    tokens = sentence.replace("66 W", "66_W").split()
    tokens = [t.replace("_", " ") for t in tokens]
    assert {tokens[i]: r for i, r in context.decide(tokens).items()}[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("Plan B-52 N is", "N"), ("A 100 W bulb", "100 W"), ("Vitamin B N", "N"),
])
def test_other_compass_letters_are_no_highway_direction(context, sentence, token):
    tokens = [t.replace("_", " ") for t in sentence.replace("100 W", "100_W").split()]
    assert {tokens[i]: r for i, r in context.decide(tokens).items()}.get(token) != "north"
    assert {tokens[i]: r for i, r in context.decide(tokens).items()}.get(token) != "one hundred west"


@pytest.mark.parametrize("sentence,token,reading", [
    ("Meet me 3/14 at the cafe", "3/14", "march fourteenth"),
    ("see you 12/25 !", "12/25", "december twenty fifth"),
    ("Pi Day is 3/14 .", "3/14", "march fourteenth"),
    ("Her birthday is 04/07 .", "04/07", "april seventh"),     # a leading zero: never a fraction
    ("Shipped 12/05 via UPS", "12/05", "december fifth"),
])
def test_a_month_day_whose_day_is_no_everyday_denominator_is_a_date(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("a 1/24 scale model", "1/24"),            # a model's scale
    ("About 3/14 of voters", "3/14"),          # a fraction of a whole
    ("the 3/20 inch bolt", "3/20"),            # before a unit
    ("add 5/16 cup", "5/16"),                  # a sixteenth of the workshop and the kitchen
    ("It happened 9/11 .", "9/11"),            # a day of 12 or less: left to the cues
    ("I got 07/10 right", "07/10"),            # a score, even written with its zero
])
def test_a_month_day_without_a_date_word_stays_open(context, sentence, token):
    assert token not in decide(context, sentence)


def test_makes_and_tries_from_the_field_are_no_date(context):
    # makes and tries (tnfst.quantity_context.makes_of_tries), never "july fifteenth"
    assert decide(context, "He went 7/15 from the field")["7/15"] == "seven of fifteen"


@pytest.mark.parametrize("sentence,token,reading", [
    ("He carried the Electoral College 270-268 .", "270-268", "two hundred seventy to two hundred sixty eight"),
    ("ended 3-2 in", "3-2", "three to two"),
    ("Boston won 4-0 .", "4-0", "four to zero"),
    ("pp. 84-5 .", "84-5", "eighty four to five"),
])
def test_a_falling_pair_is_a_score_read_with_to(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


@pytest.mark.parametrize("sentence,token", [
    ("call 555-1234 now", "555-1234"),     # four digits: a telephone number
    ("in 57-58 .", "57-58"),               # rising: a range, the model's or the range rules'
    ("tied 3-3 .", "3-3"),                 # equal: left to the model
])
def test_other_dashed_pairs_are_no_tally(context, sentence, token):
    assert token not in decide(context, sentence)


@pytest.mark.parametrize("sentence,token,reading", [
    ("Coca-Cola ( NYSE : KO ) rose", "KO", "k o"),
    ("Apple ( Nasdaq : AAPL ) fell", "AAPL", "a a p l"),
    ("Berkshire ( NYSE : BRK.B ) rose", "BRK.B", "b r k b"),
])
def test_a_ticker_after_an_exchange_is_spelled(context, sentence, token, reading):
    assert decide(context, sentence)[token] == reading


def test_capitals_after_another_colon_are_no_ticker(context):
    assert "OK" not in decide(context, "Note : OK then")
    assert "KO" not in decide(context, "NYSE KO rose")  # no colon
