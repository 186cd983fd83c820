"""tnfst.sentence_periods: an abbreviation's period that also ends the sentence stays in the
spoken text ("plan B. Then" -> "plan b. Then")."""

from __future__ import annotations

import pytest

from tnfst.sentence_periods import keeps_sentence_period, sentence_ends_before, split_period_ends_sentence


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["plan", "B.", "Then", "he"], 1, "b", True),
    (["plan", "B."], 1, "b", True),                              # the last token
    (["plan", "B.", '"', "It"], 1, "b", True),                   # a closing quote between
    (["at", "5 p.m.", "The", "office"], 1, "five p m", True),
    (["the", "U.S.", "Then"], 1, "u s", True),
    (["John", "B.", "Smith"], 1, "b", False),                    # an initial before a name
    (["the", "U.S.", "Army"], 1, "u s", False),
    (["at", "5 p.m.", "EST"], 1, "five p m", False),
    (["at", "5 p.m.", "tomorrow"], 1, "five p m", False),        # lowercase: the sentence goes on
    (["Mr.", "It"], 0, "mister", False),                         # a title never ends a sentence
    (["plan", "B", "Then"], 1, "b", False),                      # no period in the token
    (["plan", "B.", "Then"], 1, "b.", False),                    # the reading has it already
])
def test_keeps_sentence_period(tokens, i, reading, keeps):
    assert keeps_sentence_period(tokens, i, reading) is keeps


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["pears", "etc", ".", "Then"], 1, "et cetera", True),
    (["Circle", "Dr", ".", "It", "is"], 1, "drive", True),
    (["Circle", "Dr", ".", "Smith"], 1, "drive", False),
    (["Dr", ".", "It"], 0, "doctor", False),                     # a title's reading keeps no period
    (["Circle", "Dr", ",", "It"], 1, "drive", False),            # no period after it
])
def test_split_period_ends_sentence(tokens, i, reading, keeps):
    assert split_period_ends_sentence(tokens, i, reading) is keeps


def test_sentence_starters_are_not_names():
    assert sentence_ends_before(["x", "The"], 1) and sentence_ends_before(["x", ")"], 1)
    assert not sentence_ends_before(["x", "Smith"], 1) and not sentence_ends_before(["x", "the"], 1)


@pytest.mark.slow
def test_sentence_periods_in_the_pipeline(one_torch_thread):
    from tnfst import Normalizer

    out = Normalizer().normalize_batch([
        "He chose plan B. Then he left.", "Meet me at 5 p.m. The office closes at 6.",
        "They moved to the U.S. Then they moved back.", "He bought pears, etc. Then he left.",
        "He lives on Circle Dr. It is nice.", "John B. Smith spoke.", "The meeting is at 10 a.m. EST.",
        "We need vitamin D.",
    ])
    assert out[0] == "He chose plan b. Then he left."
    assert out[1] == "Meet me at five p m. The office closes at six."
    assert out[2] == "They moved to the u s. Then they moved back."
    assert out[3] == "He bought pears, et cetera. Then he left." or out[3] == "He bought pears, etcetera. Then he left."
    assert out[4] == "He lives on Circle drive. It is nice."
    assert out[5] == "John b Smith spoke."
    assert "ten a m e s t." in out[6]
    assert out[7] == "We need vitamin d."


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["Open", "Tu–Sa", ".", "Open", "late"], 1, "tuesday to saturday", True),   # a capitalised word after a day
    (["Closed", "Mon", ".", "Jan.", "5"], 1, "monday", False),                  # a date goes on
    (["Sat", ".", "Sun", "."], 0, "saturday", False),                           # another day
    (["in", "Oct", ".", "Smith", "said"], 1, "october", False),                 # a month: a name may follow
])
def test_a_capitalised_word_after_a_day_starts_a_sentence(tokens, i, reading, keeps):
    assert split_period_ends_sentence(tokens, i, reading) is keeps


def test_a_day_with_its_period_in_the_token_keeps_it_before_a_new_sentence():
    assert keeps_sentence_period(["Open", "Mon.", "Closed", "Sundays"], 1, "monday")
    assert not keeps_sentence_period(["Open", "Mon.", "Jan.", "5"], 1, "monday")


def test_the_period_after_a_word_read_as_written_stays():
    from tnfst.api import TokenReading, _abbreviation_periods

    def rec(token, start, reading, normalized=True, constraints=("words", "letters")):
        return TokenReading(token, start, start + len(token), "ToBeNormalized", 1.0, reading, normalized,
                            constraints)

    kept = [rec("at", 0, "at", False, ()), rec("SAP", 3, "SAP"), rec(".", 6, ".", False, ()),
            rec("Sen", 8, "senator"), rec(".", 11, ".", False, ()), rec("Warren", 13, "Warren", False, ())]
    assert _abbreviation_periods(kept) == frozenset({4})  # "Sen." loses its period, "SAP." keeps it


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["Take", "US-1", "S.", "Follow", "the"], 2, "south", True),     # a highway's direction ends the sentence
    (["Exit", "Route", "9", "S.", "Then"], 3, "south", True),
    (["Take", "I-95", "N."], 2, "north", True),                      # the last token
    (["at", "1600", "N.", "Main", "St."], 2, "north", False),        # a house number's: a street name follows
    (["John", "S.", "Smith"], 1, "s", False),                        # an initial
])
def test_a_highway_direction_with_its_period_ends_a_sentence(tokens, i, reading, keeps):
    assert keeps_sentence_period(tokens, i, reading) is keeps


def test_a_split_period_after_a_number_and_its_compass_letter_ends_a_sentence():
    assert split_period_ends_sentence(["Route", "66 W", ".", "It", "was"], 1, "sixty six west")
    assert not split_period_ends_sentence(["Route", "66 W", ".", "Smith"], 1, "sixty six west")


@pytest.mark.parametrize("tokens,i,reading,keeps", [
    (["scored", "3", "pts", ".", "Then", "he"], 2, "points", True),       # a count's noun ends the sentence
    (["scored", "3", "pts", ".", "in", "the"], 2, "points", False),       # lowercase: the sentence goes on
    (["Smith", "Jr", ".", "The", "senator"], 1, "junior", True),          # post-positive
    (["Warner", "Bros", ".", "It", "grew"], 1, "brothers", True),
    (["Smith", "vs", ".", "The", "People"], 1, "versus", False),          # "vs." never ends a sentence
    (["the", "pts", ".", "Then"], 1, "points", False),                    # no number before it
])
def test_a_post_positive_abbreviation_or_a_counted_noun_ends_a_sentence(tokens, i, reading, keeps):
    assert split_period_ends_sentence(tokens, i, reading) is keeps
