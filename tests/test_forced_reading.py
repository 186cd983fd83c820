"""Readings the hard constraints fix are produced without the model (tnfst.constraints.base.forced_reading)."""

from __future__ import annotations

import math

import pytest
import torch

from tnfst import special
from tnfst.api import Normalizer
from tnfst.constraints import build_constraints
from tnfst.constraints.base import forced_reading

pytestmark = pytest.mark.usefixtures("one_torch_thread")


@pytest.fixture(scope="module")
def fast():
    return Normalizer().load()


@pytest.fixture(scope="module")
def always_model():
    return Normalizer(forced_readings=False).load()


def _words(normalizer, ids):
    return normalizer._get_parts().model.vocab.decode(ids)


def test_a_single_path_lattice_forces_its_reading(fast):
    constraints = fast._get_parts().constraints
    forced = forced_reading(constraints, "1,234", 40)
    assert forced is not None
    ids, active = forced
    assert _words(fast, ids) == "one thousand two hundred thirty four"
    assert "class_fst" in active


@pytest.mark.parametrize("token", ["2012", "NASA", "hello", "5 kg/", ""])
def test_tokens_with_a_choice_are_not_forced(fast, token):
    # "2012": cardinal, year or digits; "NASA", "hello": the word or its letters; the others: no rewarding constraint applies
    assert forced_reading(fast._get_parts().constraints, token, 40) is None


def test_a_path_longer_than_max_len_is_not_forced(fast):
    assert forced_reading(fast._get_parts().constraints, "1,234", 3) is None


class _Forbid:
    """A constraint that forbids one word everywhere."""

    name = "forbid"

    def __init__(self, word_id: int, size: int):
        self.row = torch.zeros(size)
        self.row[word_id] = -math.inf

    def start(self, token):
        return 0

    def advance(self, state, word_id):
        return state

    def weights(self, state):
        return self.row


def test_another_constraint_that_forbids_a_word_of_the_path_cancels_it(fast):
    vocab = fast._get_parts().model.vocab
    number = build_constraints(["number_fst"], vocab=vocab, lang="en")
    assert forced_reading(number, "1,234", 40) is not None
    assert forced_reading([*number, _Forbid(vocab.id("thousand"), len(vocab))], "1,234", 40) is None
    assert forced_reading([*number, _Forbid(special.STOP, len(vocab))], "1,234", 40) is None


SENTENCES = [
    "The hall seats 1,234 people and 12,500 more outside.",
    "It weighs 150lb and cost £900 million.",
    "In 2012 there were 3,000,000 visitors at -4.5 degrees.",
]


def test_forced_readings_read_as_the_model_would(fast, always_model):
    assert fast.normalize_batch(SENTENCES) == always_model.normalize_batch(SENTENCES)


def test_a_forced_record_says_so(fast):
    record = next(r for r in fast.explain("The hall seats 1,234 people.") if r.token == "1,234")
    assert record.reading == "one thousand two hundred thirty four" and record.normalized
    assert record.nbest == (("one thousand two hundred thirty four", 0.0),)
    assert "class_fst" in record.constraints


class _SoftSpy:
    """A soft constraint (forbids = False) that records whether its weights were read."""

    name = "soft"
    forbids = False
    max_reward = 0.0

    def __init__(self):
        self.read = False

    def start(self, token):
        return 0

    def advance(self, state, word_id):
        return state

    def weights(self, state):
        self.read = True
        raise AssertionError("a soft constraint's weights are not needed to force a reading")


def test_soft_constraints_are_not_walked(fast):
    vocab = fast._get_parts().model.vocab
    spy = _SoftSpy()
    forced = forced_reading([*build_constraints(["number_fst"], vocab=vocab, lang="en"), spy], "1,234", 40)
    assert forced is not None and forced[1] == ("number_fst", "soft") and not spy.read


def test_model_chunks_are_full_once_the_forced_tokens_leave(fast, monkeypatch):
    """Routed tokens are decoded in chunks of `batch_tokens` counted after the forced ones leave
    (`tnfst.api._decode_jobs`): every chunk but the last is full, no forced token reaches the
    model, and the readings are those of one large chunk."""
    import tnfst.api as api

    sentence = "He paid 1,234 dollars in 1999 , 2001 and 2013 for 3 cars , 1,500 kg of rice and 12 bikes ."
    expected = fast.normalize(sentence)
    sizes, decoded = [], []
    original = api._beam_chunk

    def recording(normalizer, parts, keys, windows, tokens):
        sizes.append(len(keys))
        decoded.extend(tokens)
        return original(normalizer, parts, keys, windows, tokens)

    monkeypatch.setattr(api, "_beam_chunk", recording)
    small = Normalizer(batch_tokens=2)
    small._parts = fast._get_parts()  # the same loaded parts, smaller chunks
    assert small.normalize(sentence) == expected
    assert len(sizes) >= 2 and all(size == 2 for size in sizes[:-1]) and sizes[-1] in (1, 2)
    constraints = fast._get_parts().constraints
    assert not any(forced_reading(constraints, token) for token in decoded)
