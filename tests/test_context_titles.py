"""Title abbreviations before a name (`tnfst.context._title`), alone and through the pipeline."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings


@pytest.fixture(scope="module")
def rules():
    return ContextReadings.load()


@pytest.mark.parametrize("sentence, index, expected", [
    ("The Rev . John Smith preached", 1, "reverend"),
    ("Maj . Gen . Gordon Granger led", 0, "major"),
    ("Maj . Gen . Gordon Granger led", 2, "general"),
    ("The Hon . Mary Jones spoke", 1, "honorable"),
    ("Mrs . Smith came", 0, None),               # kept as written
    ("Gen Z likes it", 0, None),                 # no period: the model's
    ("a sales rep . then he left", 2, None),     # lowercase
    ("He is a sales Rep . then", 4, None),       # no name after it
])
def test_title(rules, sentence, index, expected):
    assert rules.decide(sentence.split()).get(index) == expected


def test_capitals_are_no_title(rules):
    assert rules.decide("REV . JOHN".split()).get(0) != "reverend"  # a heading in capitals


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer(threads=1)


def test_pipeline(normalizer):
    assert normalizer.normalize("Maj. Gen. Gordon Granger met the Rev. John Smith.") == (
        "major general Gordon Granger met the reverend John Smith.")
