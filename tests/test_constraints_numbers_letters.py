"""`number_fst` and `letters`: numbers read as themselves, spellings spelled exactly."""

from __future__ import annotations

import numpy as np
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.constraints import build_constraints
from tnfst.constraints.letters import FREE, LettersConstraint, spelled_words
from tnfst.constraints.number import NumberGrammar, NumberReader
from tnfst.decode import beam_search
from tnfst.decode.fakes import BiasedModel, TableModel
from tnfst.vocab import Vocabulary

READER = NumberReader("en")
NUMBER_WORDS = sorted({w for n in range(0, 1000) for w in READER.cardinal(str(n)).split()}
                      | {"thousand", "million", "billion", "trillion", "point", "minus", "o", "zero", "hundred"})
LETTER_WORDS = [chr(c) for c in range(ord("a"), ord("z") + 1)] + [chr(c) + "'s" for c in range(ord("a"), ord("z") + 1)] + ["and"]
VOCAB = Vocabulary(NUMBER_WORDS + LETTER_WORDS + ["center", "<self>"])


def test_number_readings_in_the_google_style():
    assert READER.readings("2012") == ["two thousand twelve", "twenty twelve", "two o one two", "two zero one two"]
    assert READER.readings("1,046") == ["one thousand forty six"]
    assert READER.readings("-231") == ["minus two hundred thirty one"]
    assert READER.readings("0123") == ["o one two three", "zero one two three"]
    assert "zero point o o one two five one" in READER.readings("0.001251")
    assert READER.year(1905) == "nineteen o five" and READER.year(1900) == "nineteen hundred"
    assert READER.readings("12a") == [] and READER.readings("1" * 17) == []


def _adversarial(words: list[str], margin: float) -> torch.Tensor:
    bias = torch.zeros(len(VOCAB))
    for w in words:
        bias[VOCAB.id(w)] = margin
    bias[special.STOP] = margin / 2
    return bias


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 10**12), commas=st.booleans(), seed=st.integers(0, 1000), margin=st.floats(3.0, 20.0))
def test_number_fst_best_is_a_licensed_reading_for_any_model(n, commas, seed, margin):
    token = f"{n:,}" if commas else str(n)
    [fst] = build_constraints(["number_fst"], vocab=VOCAB)
    model = BiasedModel(TableModel(len(VOCAB), seed=seed, scale=3.0), _adversarial(["seven", "million", "eleven"], margin))
    [result] = beam_search(model, torch.tensor([seed]), [token], [fst], beam=3, max_len=40)
    best = VOCAB.decode(result.best.word_ids)
    assert best in READER.readings(token), (token, best)


def test_spelled_words():
    assert spelled_words("IUCN") == ["i", "u", "c", "n"]
    assert spelled_words("NHL's") == ["n", "h", "l's"]
    assert spelled_words("ROREs") == ["r", "o", "r", "e's"]
    assert spelled_words("HLA-DR/DQ") == ["h", "l", "a", "d", "r", "d", "q"]  # no letter dropped after "-" or "/"
    assert spelled_words("AC/DC") == ["a", "c", "d", "c"]
    assert spelled_words("/AC") is None
    assert spelled_words("A&E") == ["a", "and", "e"]
    assert spelled_words("D.O.B.") == ["d", "o", "b"]
    assert spelled_words("T. W.") == ["t", "w"]
    assert spelled_words("6ft") is None and spelled_words("Straße") is None and spelled_words("") is None
    assert spelled_words("Uhlén") == ["u", "h", "l", "e", "acute", "n"]  # accent.tsv: "é" -> "e acute"
    assert spelled_words("Métis") == ["m", "e", "acute", "t", "i's"]  # final s after an accent (5 of 5)
    assert spelled_words("ans") == ["a", "n", "s"] and spelled_words("иван") is None


def test_letters_forces_exact_spelling_once_started():
    letters = LettersConstraint(VOCAB)
    state = letters.start("ATACMS")
    assert (letters.weights(state) == 0).all()  # the first word is free
    spelled = [VOCAB.id(w) for w in "a t a c m s".split()]
    state = letters.advance(state, spelled[0])
    for wid in spelled[1:]:
        row = letters.weights(state)
        assert row[wid] == 0 and np.isinf(row).sum() == len(VOCAB) - 1  # only the next letter
        state = letters.advance(state, wid)
    row = letters.weights(state)
    assert row[special.STOP] == 0 and np.isinf(row).sum() == len(VOCAB) - 1  # then only STOP
    assert letters.advance(letters.start("centre"), VOCAB.id("center")) == FREE


@settings(max_examples=40, deadline=None)
@given(word=st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=8), seed=st.integers(0, 1000))
def test_letters_never_drops_or_repeats_a_letter(word, seed):
    letters = LettersConstraint(VOCAB)
    first = VOCAB.id(word[0].lower())
    bias = torch.zeros(len(VOCAB))
    bias[first] = 30.0  # the model starts spelling ...
    bias[special.STOP] = 8.0  # ... and would love to stop early
    model = BiasedModel(TableModel(len(VOCAB), seed=seed, scale=3.0), bias)
    [result] = beam_search(model, torch.tensor([seed]), [word], [letters], beam=2, max_len=20, nbest=2)
    for hypothesis in result:  # every hypothesis that began spelling spelled the token exactly
        words = VOCAB.decode(hypothesis.word_ids).split()
        assert words == list(word.lower()) or words[:1] != [word[0].lower()], (word, words)
