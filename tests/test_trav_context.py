"""Travel text (session 30, trav): the en dash of a range, spaced day ranges, seats, booking codes
and British road numbers. Pure rules here; the grammar's side in tests/test_trav_grammar.py."""

from __future__ import annotations

import pytest

from tnfst import spaced_ranges, travel_context
from tnfst.tokenize import tokenize


def toks(sentence: str) -> list[str]:
    return [s.text for s in tokenize(sentence)]


# --- the en dash between two ends of a range -------------------------------------------------

@pytest.mark.parametrize("sentence", [
    "Ticket office hours: 9:00 – 17:00.",
    "Our tour runs 3 May – 7 May 2025.",
    "Tickets cost €10 – €20 a head.",
    "Open Mon – Fri only.",
    "Closed December – February.",
    "Lunch is served noon – 2pm.",
    "Shops open 8 – 18 daily.",
    "A day pass is US$12 – US$15.",
    "The walk is 5 km – 8 km each way.",
    "Fri 14 Jun – Sun 16 Jun",
    "June 3 – June 7",
])
def test_en_dash_between_range_ends_is_to(sentence):
    tokens = toks(sentence)
    i = tokens.index("–")
    assert spaced_ranges.range_reading(tokens, i) == "to"


@pytest.mark.parametrize("sentence", [
    "He left London – the capital – in 1990.",
    "Chapter 3 – The Beginning",
    "It was cold – 5 of us stayed in.",
    "– 5 people came.",
    "They came at 5 –",
])
def test_en_dash_elsewhere_is_left_alone(sentence):
    tokens = toks(sentence)
    for i, token in enumerate(tokens):
        if token == "–":
            assert spaced_ranges.range_reading(tokens, i) is None


def test_hyphen_and_consecutive_years_keep_their_rules():
    tokens = toks("Open 9:00 - 17:00 daily.")
    assert spaced_ranges.range_reading(tokens, tokens.index("-")) is None  # the model's "to"
    tokens = toks("The 2011 – 2012 season")
    assert spaced_ranges.range_reading(tokens, tokens.index("–")) == "–"  # silent, as the data says


# --- the tokenizer joins a spaced range of days with its month ----------------------------------

@pytest.mark.parametrize("sentence, token", [
    ("The festival runs 12 – 15 May in town.", "12 – 15 May"),
    ("The festival runs 12 - 15 May 2025.", "12 - 15 May 2025"),
    ("Closed 24–26 December.", "24–26 December"),
    ("Closed 24 – 26 December.", "24 – 26 December"),
    ("The fair is May 12 – 15, 2025.", "May 12 – 15, 2025"),
    ("The fair is May 12 – 15 this year.", "May 12 – 15"),
    ("Sat 3 – 5 June", "Sat 3 – 5 June"),
    ("The tour runs from 5 to 12 July.", "5 to 12 July"),
])
def test_spaced_day_range_is_one_token(sentence, token):
    assert token in toks(sentence)


@pytest.mark.parametrize("sentence", [
    "Pages 12 – 15 are missing.",  # no month: no date
    "The score was 12  –  15 May.",  # two spaces: not joined
    "Open 9:00 – 17:00 in May.",  # times, not days
])
def test_spaced_numbers_without_a_month_stay_apart(sentence):
    assert "–" in toks(sentence)


def test_to_joins_days_only_before_their_month():
    assert "to" in toks("It grew from 5 to 12 in May.")  # "12 in": no month after the day
    assert "to" in toks("The fair is May 5 to 12 this year.")  # month first: a dash only


# --- seats, gates and platforms with any letter ------------------------------------------------

@pytest.mark.parametrize("sentence, token, reading", [
    ("Your seat is 31F, by the window.", "31F", "thirty one f"),
    ("Seats 12K and 12J are free.", "12K", "twelve k"),
    ("Board at gate 7G.", "7G", "seven g"),
    ("Your cabin is 104F.", "104F", "one hundred four f"),
    ("flat 4F", "4F", "four f"),  # a label word before it: never Fahrenheit (once left to the model)
])
def test_a_number_and_a_letter_after_a_label_word(sentence, token, reading):
    tokens = toks(sentence)
    assert travel_context.travel_reading(tokens, tokens.index(token)) == reading


@pytest.mark.parametrize("sentence, token", [
    ("It was 31F outside.", "31F"),
    ("Use a 10F capacitor.", "10F"),
])
def test_no_label_word_no_seat(sentence, token):
    tokens = toks(sentence)
    assert travel_context.seat_reading(tokens, tokens.index(token)) is None


# --- booking codes ------------------------------------------------------------------------------

@pytest.mark.parametrize("token, reading", [
    ("8G4HTZ", "eight g four h t z"),
    ("XK7P2Q", "x k seven p two q"),
    ("K9L20X", "k nine l two o x"),
])
def test_booking_code_said_character_by_character(token, reading):
    assert travel_context.code_reading(token) == reading


@pytest.mark.parametrize("token", ["A320", "COVID19", "RTX4090TI", "H1N1", "MP3", "ABCDEF", "123456", "BA2490",
                                   "C6H12O6", "6CO2", "C2H4O2"])
def test_not_a_booking_code(token):
    assert travel_context.code_reading(token) is None


# --- British road numbers -----------------------------------------------------------------------

@pytest.mark.parametrize("sentence, token, reading", [
    ("Then follow the B3110 south.", "B3110", "b three one one o"),
    ("Turn onto B4009 at the lights.", "B4009", "b four o o nine"),
    ("Take the A1079 to Hull.", "A1079", "a one o seven nine"),
])
def test_four_digit_road_said_digit_by_digit(sentence, token, reading):
    tokens = toks(sentence)
    assert travel_context.travel_reading(tokens, tokens.index(token)) == reading


@pytest.mark.parametrize("sentence, token", [
    ("Take the A30 west.", "A30"),  # three digits or fewer: the model's
    ("Model B3110 is sold out.", "B3110"),  # no road word before it
])
def test_other_letters_and_numbers_are_no_road(sentence, token):
    tokens = toks(sentence)
    assert travel_context.road_reading(tokens, tokens.index(token)) is None


# --- train numbers ------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, token, reading", [
    ("The Eurostar 9014 leaves St Pancras at 8:01.", "9014", "nine o one four"),
    ("Train 6201 to Lyon is late.", "6201", "six two o one"),
    ("Amtrak 171 runs daily.", "171", "one seven one"),
])
def test_train_number_said_digit_by_digit(sentence, token, reading):
    tokens = toks(sentence)
    assert travel_context.travel_reading(tokens, tokens.index(token)) == reading


@pytest.mark.parametrize("sentence, token", [
    ("The train 45 minutes later was empty.", "45"),
    ("Eurostar 2019 results were strong.", "2019"),
    ("We waited 1200 minutes.", "1200"),
])
def test_other_numbers_are_no_train(sentence, token):
    tokens = toks(sentence)
    assert travel_context.train_reading(tokens, tokens.index(token)) is None


# --- prices per person, sizes in one unit -------------------------------------------------------

@pytest.mark.parametrize("sentence, reading", [
    ("Cruises from $699 pp, based on double occupancy.", "per person"),
    ("Dinner is £45 pp including wine.", "per person"),
    ("The report ran 120 pp in total.", None),  # after a bare number: pages, not a price
    ("Read pp 12 to 15.", None),
])
def test_pp_after_a_price_is_per_person(sentence, reading):
    from tnfst.abbreviation_context import abbreviation_reading

    tokens = toks(sentence)
    assert abbreviation_reading(tokens, tokens.index("pp")) == reading


@pytest.mark.parametrize("prev, nxt, same", [
    ("35 mm", "45 mm", True),
    ("12in", "8in", True),
    ("2.5 m", "3 m", True),
    ("35 mm", "45 cm", False),
    ("3 mg", "2", False),
    ("the", "45 mm", False),
])
def test_sides_of_a_size_share_their_unit(prev, nxt, same):
    from tnfst.context import _same_unit_sides

    assert _same_unit_sides(prev, nxt) is same


# --- airport codes ------------------------------------------------------------------------------

AIRPORTS = {"FRA": "frankfurt am main", "SIN": "singapore", "DXB": "dubai", "DOH": "doha", "LAX": "los angeles",
            "LHR": "london", "SFO": "san francisco", "GIF": "gifu", "PNG": "paranagua", "WHO": "whoville"}


@pytest.mark.parametrize("sentence, token", [
    ("We fly Frankfurt (FRA) to Singapore (SIN) on Monday.", "FRA"),
    ("We fly Frankfurt (FRA) to Singapore (SIN) on Monday.", "SIN"),
    ("Connections via DXB and DOH are cheaper.", "DOH"),
    ("Arrive at LAX two hours before your flight.", "LAX"),
    ("Flights LHR to SFO are full.", "SFO"),
])
def test_airport_code_spelled_where_the_sentence_makes_it_an_airport(sentence, token):
    tokens = toks(sentence)
    reading = travel_context.travel_reading(tokens, tokens.index(token), AIRPORTS)
    assert reading == " ".join(token.lower())


@pytest.mark.parametrize("sentence, token", [
    ("Convert the GIF to PNG first.", "GIF"),  # no word of air travel
    ("The World Health Organization (WHO) met.", "WHO"),  # brackets, but not after the code's city
    ("Meet me at WHO headquarters.", "WHO"),  # "at", but no word of air travel in the sentence
])
def test_listed_code_elsewhere_is_left_alone(sentence, token):
    tokens = toks(sentence)
    assert travel_context.airport_reading(tokens, tokens.index(token), AIRPORTS) is None


def test_airport_list_loads_with_its_cities():
    from tnfst.grammar import cache

    airports = travel_context.load_airports(cache.grammar_dir("en"))
    assert airports["LHR"] == "london" and airports["SIN"] == "singapore" and len(airports) > 5000
    assert all(len(code) == 3 and code.isupper() for code in airports)


@pytest.mark.parametrize("sentence, token, reading", [
    ("A Zone 1-2 Travelcard costs more.", "1-2", "one to two"),
    ("Trains leave from platforms 9-11.", "9-11", "nine to eleven"),
    ("Days 3-5 are at sea.", "3-5", "three to five"),
])
def test_range_after_a_word_of_a_journey(sentence, token, reading):
    from tnfst.context import ContextReadings

    tokens = toks(sentence)
    assert ContextReadings(frozenset()).decide(tokens).get(tokens.index(token)) == reading


# --- 24-hour times with a point ---------------------------------------------------------------

def _rule(rule, token):
    assert rule == "DOTTED_TIME"
    return [f"time {token}"]


@pytest.mark.parametrize("sentence, token", [
    ("The ferry leaves at 14.30 from Dover.", "14.30"),
    ("The 14.30 from Paddington is cancelled.", "14.30"),
    ("Check-in closes at 08.00 sharp.", "08.00"),
    ("The train arrives 17.45 at Leeds.", "17.45"),
])
def test_dotted_time_in_a_timetable_sentence(sentence, token):
    tokens = toks(sentence)
    assert travel_context.travel_reading(tokens, tokens.index(token), None, _rule) == f"time {token}"


@pytest.mark.parametrize("sentence, token", [
    ("The index rose to 14.30 at noon.", "14.30"),  # no word of a journey
    ("Shares closed at 14.30 on Friday.", "14.30"),  # "at", but no word of a journey: a price
    ("Train fares rose by 14.30 in May.", "14.30"),  # "by" after a word of change: an amount
    ("The 14.75 fare applies.", "14.75"),  # minutes above 59
])
def test_dotted_number_elsewhere_is_a_decimal(sentence, token):
    tokens = toks(sentence)
    assert travel_context.dotted_time_reading(tokens, tokens.index(token), _rule) is None


def test_airport_after_a_verb_of_departure():
    tokens = toks("Our flight departs SYD at 15:55.")
    assert travel_context.airport_reading(tokens, tokens.index("SYD"), {"SYD": "sydney"}) == "s y d"
