"""`tnfst.tax_context`: budget splits ("the 50/30/20 rule" -> "fifty thirty twenty") and the letters
of a tax schedule ("Schedule SE" -> "s e") (tag tax)."""

from __future__ import annotations

import pytest

from tnfst.tax_context import schedule_letters, split_reading, tax_reading


def decide(sentence: str, i: int) -> str | None:
    return tax_reading(sentence.split(), i)


@pytest.mark.parametrize("sentence,i,reading", [
    ("Try the 50/30/20 rule", 2, "fifty thirty twenty"),
    ("a 70/20/10 split", 1, "seventy twenty ten"),
    ("a 60/20/20 budget", 1, "sixty twenty twenty"),
    ("our 40/30/20/10 portfolio", 1, "forty thirty twenty ten"),
    ("use 25/25/25/25 here", 1, "twenty five twenty five twenty five twenty five"),
    ("the 15/35/50 mix", 1, "fifteen thirty five fifty"),      # first share above 12: no month
    ("the 10/40/50 mix", 1, "ten forty fifty"),                 # second share above 31: no day
])
def test_splits_of_a_hundred(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("born 10/10/80 in Ohio", 1),      # a date: month, day, year (adds up to 100 too)
    ("born 5/15/80 in Ohio", 1),
    ("on 3/4/2024 we met", 1),         # a date that adds up to more
    ("the 50/30/10 rule", 1),          # 90: no split of a whole
    ("the 50/30/30 rule", 1),          # 110
    ("the 50/50 rule", 1),             # two shares: the grammar's RATIO/fraction reading
    ("a 0/50/50 split", 1),            # a share of zero: not this shape
    ("the 100/0/0 split", 1),
])
def test_other_slashes_are_left_alone(sentence, i):
    assert split_reading(sentence.split(), i) is None


@pytest.mark.parametrize("sentence,i,reading", [
    ("Attach Schedule SE if you owe", 2, "s e"),
    ("File Schedules SE and EIC", 2, "s e"),
    ("on Schedule EIC .", 2, "e i c"),
    ("schedule LEP", 1, "l e p"),
    ("the SEC's Schedule TO", 3, "t o"),
])
def test_schedule_letters(sentence, i, reading):
    assert decide(sentence, i) == reading


@pytest.mark.parametrize("sentence,i", [
    ("Schedule C of Form 1040", 1),        # one letter: read as written ("C")
    ("SCHEDULE FOR MAY", 1),               # a heading in capitals: no "Schedule"
    ("Schedule a call", 1),                # lowercase word
    ("Schedule ABCD now", 1),              # four capitals: not a schedule's name
    ("Attach Form SE", 2),                 # not after "Schedule"
])
def test_other_capitals_are_left_alone(sentence, i):
    assert decide(sentence, i) is None


def test_only_the_shape_is_asked():
    assert schedule_letters(["Schedule", "Se"], 1) is None
    assert tax_reading(["the", "rule"], 1) is None


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence,reading", [
    ("Try the 50/30/20 rule: needs, wants, and savings.", "Try the fifty thirty twenty rule: needs, wants, and savings."),
    ("Attach Schedule SE if your net earnings were $400 or more.",
     "Attach Schedule s e if your net earnings were four hundred dollars or more."),
    ("The job pays $28.50/hr with 1.5x overtime.",
     "The job pays twenty eight dollars fifty cents per hour with one point five times overtime."),
    ("Up to $640 can roll over.", "Up to six hundred forty dollars can roll over."),
    ("Per IRS Pub. 590-A, the limit is $7,000.",
     "Per i r s publication five ninety a, the limit is seven thousand dollars."),
])
def test_whole_sentences(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading
