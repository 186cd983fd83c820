"""`measure_money_fst` over the real English covering grammar: any number x any unit or
currency of the grammar's lists, any model, the constrained best reading is licensed."""

from __future__ import annotations

import importlib.resources

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.constraints import build_constraints
from tnfst.decode import beam_search
from tnfst.decode.fakes import BiasedModel, TableModel
from tnfst.vocab import Vocabulary

grammar_module = pytest.importorskip("tnfst.grammar")


pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py


def _rows(relative: str) -> list[list[str]]:
    text = (importlib.resources.files("tnfst.grammars") / "en" / relative).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines() if line.strip() and not line.startswith("#")]


UNITS = sorted({row[0] for row in _rows("measure/units.tsv")})
SPACED_ONLY = {row[0] for row in _rows("measure/spaced_only.tsv")}  # "30 s", never "1990s"
CURRENCIES = sorted({(row[0], row[3].strip()) for row in _rows("money/currency.tsv")})


@pytest.fixture(scope="module")
def grammar():
    return grammar_module.CoveringGrammar.load(lang="en")


@pytest.fixture(scope="module")
def vocab(grammar):
    return Vocabulary(sorted(grammar.words()) + ["hello", "world"])


@pytest.fixture(scope="module")
def fst(grammar, vocab):
    [constraint] = build_constraints(["measure_money_fst"], vocab=vocab, grammar=grammar)
    return constraint


amounts = st.one_of(
    st.integers(0, 999_999).map(str),
    st.tuples(st.integers(0, 9_999), st.integers(0, 99)).map(lambda p: f"{p[0]}.{p[1]:02d}"),
    st.tuples(st.integers(0, 999), st.integers(0, 9)).map(lambda p: f"{p[0]}.{p[1]}"),
)


@st.composite
def tokens(draw):
    amount = draw(amounts)
    if draw(st.booleans()):
        unit = draw(st.sampled_from(UNITS))
        separators = [" "] if unit in SPACED_ONLY else ["", " "]
        return f"{amount}{draw(st.sampled_from(separators))}{unit}"
    currency, position = draw(st.sampled_from(CURRENCIES))
    if position == "suffix" or (position == "both" and draw(st.booleans())):
        return f"{amount} {currency}"
    return f"{currency}{amount}"


def _adversarial_bias(vocab, grammar, token, margin, attack) -> torch.Tensor:
    """+margin on words no reading of the token uses (wrong units, wrong digits), or on STOP."""
    bias = torch.zeros(len(vocab))
    used = {w for r in grammar.readings(token, limit=50) for w in r.split()}
    if attack in ("wrong_words", "both"):
        candidates = ("kilograms", "pounds", "euros", "dollars", "meters", "seven", "three", "million", "zero")
        wrong = [w for w in candidates if w not in used and w in vocab]
        for w in wrong:
            bias[vocab.id(w)] = margin
    if attack in ("stop", "both"):
        bias[special.STOP] = margin + 2.0
    return bias


@settings(max_examples=40, deadline=None)
@given(
    token=tokens(),
    seed=st.integers(0, 10_000),
    beam=st.integers(1, 5),
    attack=st.sampled_from(["random", "wrong_words", "stop", "both"]),
    margin=st.floats(5.0, 25.0),
)
def test_real_grammar_constrained_best_is_licensed_for_any_model(grammar, vocab, fst, token, seed, beam, attack, margin):
    if grammar.lattice(token) is None:
        pytest.fail(f"the grammar does not match {token!r}, a number with a listed unit/currency")
    bias = _adversarial_bias(vocab, grammar, token, margin, attack)
    model = BiasedModel(TableModel(len(vocab), seed=seed, scale=3.0), bias)
    [result] = beam_search(model, torch.tensor([seed]), [token], [fst], beam=beam, max_len=40)
    assert result.active == ("measure_money_fst",)
    best = vocab.decode(result.best.word_ids)
    assert grammar.licenses(token, best), (token, best, grammar.readings(token, limit=5))
    assert result.best.constraint_score == fst.max_reward


def test_unmatched_tokens_decode_unconstrained(fst, vocab):
    model = TableModel(len(vocab), seed=0)
    results = beam_search(model, torch.tensor([0, 1]), ["hello", "150lb"], [fst], beam=2, max_len=5)
    assert results[0].active == () and results[1].active == ("measure_money_fst",)


# ---- time_fst ---------------------------------------------------------------------------

SUFFIXES = ["am", "a.m.", "AM", "A.M.", "pm", "p.m.", "PM", "P.M."]


@pytest.fixture(scope="module")
def time_grammar():
    return grammar_module.CoveringGrammar.load(lang="en", classes=("TIME",))


@pytest.fixture(scope="module")
def time_vocab(grammar, time_grammar):
    return Vocabulary(sorted(grammar.words() | time_grammar.words()) + ["nautical", "hello"])


@pytest.fixture(scope="module")
def time_fst(time_vocab, grammar):
    # `grammar` (MEASURE/MONEY) is passed as the API passes it: time_fst must ignore it
    [constraint] = build_constraints(["time_fst"], vocab=time_vocab, grammar=grammar)
    return constraint


@st.composite
def time_tokens(draw):
    if draw(st.booleans()):
        hour = draw(st.integers(1, 12))
        minutes = draw(st.one_of(st.just(""), st.integers(0, 59).map(lambda m: f":{m:02d}")))
        return f"{hour}{minutes}{draw(st.sampled_from(['', ' ']))}{draw(st.sampled_from(SUFFIXES))}"
    return f"{draw(st.integers(0, 23)):02d}:{draw(st.integers(0, 59)):02d}"


@settings(max_examples=30, deadline=None)
@given(
    token=time_tokens(),
    seed=st.integers(0, 10_000),
    beam=st.integers(1, 4),
    attack=st.sampled_from(["random", "wrong_words", "stop", "both"]),
    margin=st.floats(5.0, 25.0),
)
def test_time_fst_best_is_a_licensed_time_reading_for_any_model(
        time_grammar, time_vocab, time_fst, token, seed, beam, attack, margin):
    assert time_grammar.semiotic_class(token) == "TIME", token
    bias = _adversarial_bias(time_vocab, time_grammar, token, margin, attack)
    if attack in ("wrong_words", "both"):  # the shipped model's errors: "point three picometers", "nautical fourteen"
        for word in ("point", "picometers", "nautical", "fourteen", "a", "p"):
            bias[time_vocab.id(word)] += margin
    model = BiasedModel(TableModel(len(time_vocab), seed=seed, scale=3.0), bias)
    [result] = beam_search(model, torch.tensor([seed]), [token], [time_fst], beam=beam, max_len=20)
    assert result.active == ("time_fst",)
    best = time_vocab.decode(result.best.word_ids)
    assert time_grammar.licenses(token, best), (token, best, time_grammar.readings(token, limit=5))
    assert result.best.constraint_score == time_fst.max_reward


def test_time_fst_leaves_other_tokens_alone(time_fst, time_vocab):
    model = TableModel(len(time_vocab), seed=0)
    results = beam_search(model, torch.tensor([0, 1, 2]), ["150lb", "7:75", "7:30 pm"], [time_fst], beam=2, max_len=8)
    assert [r.active for r in results] == [(), (), ("time_fst",)]


def test_time_fst_with_measure_money_over_all_classes_reads_8pm_as_a_time(time_vocab, time_fst):
    # "8 pm" is also a MEASURE ("eight picometers"). Given a grammar over all three
    # classes (TIME first), measure_money_fst agrees with time_fst: the two together
    # still license "eight p m", even for a model that prefers picometers.
    everything = grammar_module.CoveringGrammar.load(lang="en", classes=("MEASURE", "MONEY", "TIME"))
    [mm, tf] = build_constraints(["measure_money_fst", "time_fst"], vocab=time_vocab, grammar=everything)
    bias = torch.zeros(len(time_vocab))
    bias[time_vocab.id("picometers")] = 20.0
    model = BiasedModel(TableModel(len(time_vocab), seed=3, scale=3.0), bias)
    [result] = beam_search(model, torch.tensor([3]), ["8 pm"], [mm, tf], beam=3, max_len=10)
    assert time_vocab.decode(result.best.word_ids) == "eight p m"
    assert result.active == ("measure_money_fst", "time_fst")


def test_measure_money_fst_leaves_times_to_time_fst(grammar, time_vocab):
    # As the API builds them: measure_money_fst over the MEASURE/MONEY grammar, in
    # which "8 pm" is eight picometers. Built beside time_fst it defers the token.
    [mm, tf] = build_constraints(["measure_money_fst", "time_fst"], vocab=time_vocab, grammar=grammar)
    [alone] = build_constraints(["measure_money_fst"], vocab=time_vocab, grammar=grammar)
    bias = torch.zeros(len(time_vocab))
    bias[time_vocab.id("picometers")] = 20.0
    model = BiasedModel(TableModel(len(time_vocab), seed=4, scale=3.0), bias)
    tokens = ["8 pm", "10.30pm", "5 km", "7:30 pm"]
    results = beam_search(model, torch.tensor([4, 5, 6, 7]), tokens, [mm, tf], beam=3, max_len=10)
    assert [r.active for r in results] == [("time_fst",), ("time_fst",), ("measure_money_fst",), ("time_fst",)]
    assert time_vocab.decode(results[0].best.word_ids) == "eight p m"
    assert time_vocab.decode(results[1].best.word_ids) == "ten thirty p m"
    assert alone.start("8 pm") is not None  # alone, it keeps Sproat & Jaitly's behaviour
