"""The constraint registry and `measure_money_fst` over hand-made lattices and a toy grammar."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.constraints import (
    ConstraintRegistry,
    FstConfig,
    MeasureMoneyFst,
    build_constraints,
    known_constraints,
    weights_batch,
)
from tnfst.constraints.readings import ReadingsGrammar, TrieLattice, trie_lattice
from tnfst.decode import beam_search
from tnfst.decode.fakes import BiasedModel, TableModel
from tnfst.vocab import Vocabulary


pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py


# A toy covering grammar: numbers 0..999,999 with a unit or currency, read in
# several licensed ways (full cardinal, with "and", and year-style pairs).
_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
    " seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
# written unit -> (singular, plural); currencies are written before the number.
UNITS = {
    "lb": ("pound", "pounds"), "kg": ("kilogram", "kilograms"), "km": ("kilometer", "kilometers"),
    "ft": ("foot", "feet"), "mA": ("milliampere", "milliamperes"), "%": ("percent", "percent"),
}
CURRENCIES = {"$": ("dollar", "dollars"), "£": ("pound", "pounds"), "€": ("euro", "euros")}


def _below_thousand(n: int, with_and: bool) -> list[str]:
    words = []
    if n >= 100:
        words += [_ONES[n // 100], "hundred"]
        n %= 100
        if n and with_and:
            words.append("and")
    if n >= 20:
        words.append(_TENS[n // 10])
        if n % 10:
            words.append(_ONES[n % 10])
    elif n or not words:
        words.append(_ONES[n])
    return words


def spell(n: int, with_and: bool = False) -> str:
    """Cardinal reading of 0 <= n < 10**6."""
    if n >= 1000:
        rest = _below_thousand(n % 1000, with_and) if n % 1000 else []
        return " ".join(_below_thousand(n // 1000, with_and) + ["thousand"] + rest)
    return " ".join(_below_thousand(n, with_and))


def number_readings(n: int) -> set[str]:
    readings = {spell(n), spell(n, with_and=True)}
    if 1000 <= n < 10000 and n % 100:  # "nineteen eighty four"
        readings.add(f"{spell(n // 100)} {spell(n % 100)}")
    return readings


def toy_table(numbers) -> dict[str, list[str]]:
    table = {}
    for n in numbers:
        for unit, (one, many) in UNITS.items():
            table[f"{n}{unit}"] = sorted(f"{r} {one if n == 1 else many}" for r in number_readings(n))
        for cur, (one, many) in CURRENCIES.items():
            table[f"{cur}{n}"] = sorted(f"{r} {one if n == 1 else many}" for r in number_readings(n))
    return table


ALL_WORDS = sorted(
    set(_ONES) | set(_TENS[2:]) | {"hundred", "thousand", "and"}
    | {w for p in (*UNITS.values(), *CURRENCIES.values()) for w in p}
)
VOCAB = Vocabulary(ALL_WORDS + ["million", "liters", "yen", "hello", "sterling"])


def make_fst(table, **config) -> MeasureMoneyFst:
    return MeasureMoneyFst(VOCAB, ReadingsGrammar(table), FstConfig(**config))


def allowed(fst, state) -> dict[str, float]:
    row = fst.weights(state)
    return {VOCAB.word(i): row[i].item() for i in np.flatnonzero(np.isfinite(row)).tolist()}


# ---- registry -------------------------------------------------------------------------


def test_unknown_constraint_names_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown constraint 'nope'.*measure_money_fst"):
        build_constraints(["nope"], vocab=VOCAB)
    assert "measure_money_fst" in known_constraints()


def test_registry_builds_by_name_and_refuses_repeats():
    grammar = ReadingsGrammar({"3kg": ["three kilograms"]})
    [fst] = build_constraints(["measure_money_fst"], vocab=VOCAB, grammar=grammar, fst_reward=50.0, other=1)
    assert isinstance(fst, MeasureMoneyFst) and fst.max_reward == 50.0
    assert len(build_constraints("measure_money_fst", vocab=VOCAB, grammar=grammar)) == 1
    with pytest.raises(ValueError, match="twice"):
        build_constraints(["measure_money_fst", "measure_money_fst"], vocab=VOCAB, grammar=grammar)


def test_registry_is_immutable_and_extensible():
    registry = ConstraintRegistry({})
    bigger = registry.with_factory("toy", lambda *, vocab, **_: ("toy", len(vocab)))
    assert registry.names == () and bigger.names == ("toy",)
    assert build_constraints(["toy"], vocab=VOCAB, registry=bigger) == [("toy", len(VOCAB))]
    with pytest.raises(ValueError, match=r"known constraints: \(none\)"):
        registry.factory("toy")
    with pytest.raises(TypeError):
        ConstraintRegistry({"bad": 3})


# ---- weights, advance, states ---------------------------------------------------------


def test_weights_follow_the_lattice_with_reward_on_final_stop():
    fst = make_fst({"3kg": ["three kilograms", "three kilogram"]}, reward=700.0)
    state = fst.start("3kg")
    assert allowed(fst, state) == {"three": 0.0, "</s>": 0.0}
    state = fst.advance(state, VOCAB.id("three"))
    assert allowed(fst, state) == {"kilograms": 0.0, "kilogram": 0.0, "</s>": 0.0}
    final = fst.advance(state, VOCAB.id("kilograms"))
    assert final.complete
    assert allowed(fst, final) == {"</s>": 700.0}
    dead = fst.advance(final, special.STOP)
    assert dead.stopped and allowed(fst, dead) == {"</s>": 0.0}
    assert fst.advance(dead, special.STOP) == dead
    with pytest.raises(ValueError, match="forbidden"):
        fst.advance(dead, VOCAB.id("three"))
    with pytest.raises(ValueError, match="forbidden"):
        fst.advance(state, VOCAB.id("liters"))


def test_a_final_state_with_arcs_rewards_stop_and_allows_going_on():
    fst = MeasureMoneyFst(
        Vocabulary(["five", "pounds", "sterling"]), ReadingsGrammar({"£5": ["five pounds", "five pounds sterling"]})
    )
    state = fst.start("£5")
    for word in ("five", "pounds"):
        state = fst.advance(state, fst.vocab.id(word))
    row = fst.weights(state)
    assert row[special.STOP].item() == 1000.0 and row[fst.vocab.id("sterling")].item() == 0.0
    assert math.isinf(row[special.PAD].item()) and math.isinf(row[special.UNK].item())


def test_trie_lattice_merges_readings_into_a_deterministic_acceptor():
    lattice = trie_lattice(["five pounds", "five pounds sterling", "five pound"])
    assert lattice.num_states() == 5 and lattice.start == 0
    pounds = lattice.next_state(lattice.next_state(0, "five"), "pounds")
    assert pounds in lattice.finals and lattice.next_state(pounds, "sterling") in lattice.finals
    assert lattice.next_state(0, "six") is None
    with pytest.raises(ValueError):
        trie_lattice([])


def test_no_match_means_unconstrained():
    fst = make_fst({"3kg": ["three kilograms"]})
    assert fst.start("hello") is None
    assert fst.start("hello") is None  # cached miss


def test_weights_batch_equals_stacked_weights_and_states_are_hashable():
    fst = make_fst(toy_table([7, 150, 1984]))
    states = []
    for token in ("150kg", "$1984", "7ft"):
        s = fst.start(token)
        states.append(s)
        reading = fst.grammar.readings(token)[0].split()
        for word in reading:
            s = fst.advance(s, VOCAB.id(word))
            states.append(s)
        states.append(fst.advance(s, special.STOP))
    stacked = np.stack([fst.weights(s) for s in states])
    assert np.array_equal(weights_batch(fst, states), stacked)
    assert len(set(states)) == len(states)
    assert fst.weights_batch([]).shape == (0, len(VOCAB))


def test_strict_vocabulary_check_is_a_clear_error():
    grammar = ReadingsGrammar({"3L": ["three litres"]})
    with pytest.raises(ValueError, match=r"missing from the decoder vocabulary.*litres"):
        MeasureMoneyFst(VOCAB, grammar, FstConfig(check_vocab="strict"))
    assert FstConfig(check_vocab=True).check_vocab == "strict"
    assert FstConfig(check_vocab=False).check_vocab == "quiet"
    lazy = MeasureMoneyFst(VOCAB, grammar, FstConfig(check_vocab="quiet"))
    assert lazy.start("3L") is None  # quiet: pruned, nothing left, unconstrained
    with pytest.raises(ValueError, match="check_vocab"):
        FstConfig(check_vocab="sometimes")


# ---- vocabulary gaps ------------------------------------------------------------------


def test_vocabulary_gap_warns_once_and_prunes_per_token(caplog):
    # "litres" is not in VOCAB; "three liters" is. A grammar word the model cannot
    # write must not break the constraint: only the readings that need it go.
    grammar = ReadingsGrammar({
        "3L": ["three litres", "three liters"], "4L": ["four litres"], "5kg": ["five kilograms"]})
    with caplog.at_level("WARNING", logger="tnfst.constraints.fst"):
        fst = MeasureMoneyFst(VOCAB, grammar)
    warnings = [r for r in caplog.records if r.levelname == "WARNING"]
    assert len(warnings) == 1 and "litres" in warnings[0].getMessage()
    state = fst.advance(fst.start("3L"), VOCAB.id("three"))
    assert allowed(fst, state) == {"liters": 0.0, "</s>": 0.0}
    assert fst.advance(state, VOCAB.id("liters")).complete
    with caplog.at_level("DEBUG", logger="tnfst.constraints.fst"):
        assert fst.start("4L") is None  # no complete reading survives: unconstrained
    assert any("4L" in r.getMessage() and r.levelname == "DEBUG" for r in caplog.records)
    assert allowed(fst, fst.start("5kg")) == {"five": 0.0, "</s>": 0.0}


def test_vocabulary_gap_retrims_dead_prefixes():
    # "three" leads only to "litres" in one branch: after pruning, "three" is a dead
    # prefix and must be forbidden at the start, not left as a trap.
    grammar = ReadingsGrammar({"3L": ["three litres", "3 liters"]})
    vocab = Vocabulary(["three", "liters", "3"])
    fst = MeasureMoneyFst(vocab, grammar, FstConfig(check_vocab="quiet"))
    state = fst.start("3L")
    row = fst.weights(state)
    assert np.isinf(row[vocab.id("three")]) and row[vocab.id("3")] == 0.0


@settings(max_examples=30, deadline=None)
@given(keep=st.lists(st.sampled_from(["three", "litres", "liters", "kilograms", "and", "a", "half"]), unique=True))
def test_pruned_lattice_licenses_exactly_the_readings_within_the_vocabulary(keep):
    readings = ["three litres", "three liters", "three and a half liters", "three kilograms", "a half"]
    vocab = Vocabulary(sorted(keep) or ["hello"])
    fst = MeasureMoneyFst(vocab, ReadingsGrammar({"x": readings}), FstConfig(check_vocab="quiet"))
    inside = [r for r in readings if all(w in vocab for w in r.split())]
    state = fst.start("x")
    assert (state is None) == (not inside)
    for reading in inside:
        s = state
        for word in reading.split():
            s = fst.advance(s, vocab.id(word))
        assert s.complete


class _LatticeGrammar:
    def __init__(self, lattice):
        self._lattice = lattice

    def lattice(self, token):
        return self._lattice


def test_dead_end_arcs_are_trimmed_and_hopeless_lattices_refused():
    # 0 -three-> 1 -kilograms-> 2 (final); 1 -liters-> 3 (no way to a final state)
    lattice = TrieLattice(0, frozenset({2}), ((("three", 1),), (("kilograms", 2), ("liters", 3)), (), ()))
    fst = MeasureMoneyFst(VOCAB, _LatticeGrammar(lattice), FstConfig(check_vocab=False))
    state = fst.advance(fst.start("x"), VOCAB.id("three"))
    assert allowed(fst, state) == {"kilograms": 0.0, "</s>": 0.0}
    hopeless = TrieLattice(0, frozenset(), ((("three", 1),), ()))
    with pytest.raises(ValueError, match="no final state"):
        MeasureMoneyFst(VOCAB, _LatticeGrammar(hopeless)).start("x")
    twice = TrieLattice(0, frozenset({1}), ((("three", 1), ("three", 1)), ()))
    with pytest.raises(ValueError, match="not deterministic"):
        MeasureMoneyFst(VOCAB, _LatticeGrammar(twice)).start("x")
    broken = TrieLattice(5, frozenset({1}), ((("three", 1),), ()))
    with pytest.raises(ValueError, match="start state"):
        MeasureMoneyFst(VOCAB, _LatticeGrammar(broken)).start("x")


@pytest.mark.parametrize("config", [{"reward": 0.0}, {"reward": math.inf}, {"cache_size": 0}])
def test_bad_config_is_refused(config):
    with pytest.raises(ValueError):
        FstConfig(**config)


def test_cache_is_bounded_and_live_states_survive_eviction():
    fst = make_fst(toy_table(range(1, 5)), cache_size=2)
    first = fst.start("1kg")
    for token in ("2kg", "3kg", "4kg"):
        fst.start(token)
    assert len(fst._cache) == 2
    assert allowed(fst, fst.advance(first, VOCAB.id("one"))) == {"kilogram": 0.0, "</s>": 0.0}


# ---- properties -----------------------------------------------------------------------

numbers = st.integers(0, 999_999)
tokens_of = st.sampled_from([("unit", u) for u in UNITS] + [("currency", c) for c in CURRENCIES])


def _token(n, kind_unit) -> str:
    kind, unit = kind_unit
    return f"{n}{unit}" if kind == "unit" else f"{unit}{n}"


@settings(max_examples=40, deadline=None)
@given(n=numbers, kind_unit=tokens_of, walk_seed=st.integers(0, 2**31))
def test_advance_is_deterministic_and_weights_sane_on_reachable_states(n, kind_unit, walk_seed):
    token = _token(n, kind_unit)
    fst = make_fst(toy_table([n]))
    rng = torch.Generator().manual_seed(walk_seed)
    state = fst.start(token)
    for _ in range(30):
        row = fst.weights(state)
        assert row.dtype == np.float32 and row.shape == (len(VOCAB),)
        assert not np.isnan(row).any() and not (row == math.inf).any()
        finite = torch.from_numpy(np.flatnonzero(np.isfinite(row)))
        assert special.STOP in finite.tolist()
        word = finite[torch.randint(len(finite), (1,), generator=rng)].item()
        nxt = fst.advance(state, word)
        assert nxt == fst.advance(state, word) and hash(nxt) == hash(fst.advance(state, word))
        if state.stopped:
            assert nxt == state
        state = nxt


def _wrong_words(token_readings: list[str]) -> list[str]:
    used = {w for r in token_readings for w in r.split()}
    wrong_units = [w for p in (*UNITS.values(), *CURRENCIES.values()) for w in p if w not in used]
    wrong_digits = [w for w in _ONES[1:10] if w not in used]
    return wrong_units[:3] + wrong_digits[:3] + ["million", "liters"]


@settings(max_examples=60, deadline=None)
@given(
    n=numbers,
    kind_unit=tokens_of,
    seed=st.integers(0, 10_000),
    beam=st.integers(1, 5),
    attack=st.sampled_from(["random", "wrong_words", "stop", "both"]),
    margin=st.floats(5.0, 25.0),
)
def test_constrained_best_is_a_complete_licensed_reading_for_any_model(n, kind_unit, seed, beam, attack, margin):
    token = _token(n, kind_unit)
    grammar = ReadingsGrammar(toy_table([n]))
    fst = MeasureMoneyFst(VOCAB, grammar)
    bias = torch.zeros(len(VOCAB))
    if attack in ("wrong_words", "both"):  # almost all mass on a wrong unit / digit
        for word in _wrong_words(grammar.readings(token)):
            bias[VOCAB.id(word)] = margin
    if attack in ("stop", "both"):  # almost all mass on stopping now (truncation)
        bias[special.STOP] = margin + 2.0
    model = BiasedModel(TableModel(len(VOCAB), seed=seed, scale=3.0), bias)
    [result] = beam_search(model, torch.tensor([seed]), [token], [fst], beam=beam, max_len=40, nbest=2)
    assert result.active == ("measure_money_fst",)
    best = VOCAB.decode(result.best.word_ids)
    assert grammar.licenses(token, best), (token, best, grammar.readings(token))
    assert result.best.constraint_score == 1000.0
    for h in result:  # every hypothesis, even a worse one, is a prefix of a licensed reading
        words = VOCAB.decode(h.word_ids)
        assert any(r == words or r.startswith(words + " ") or not words for r in grammar.readings(token))


@settings(max_examples=20, deadline=None)
@given(ns=st.lists(numbers, min_size=2, max_size=4), kind_unit=tokens_of, seed=st.integers(0, 10_000))
def test_batched_constrained_decoding_mixes_constrained_and_free_inputs(ns, kind_unit, seed):
    grammar = ReadingsGrammar(toy_table(ns))
    fst = MeasureMoneyFst(VOCAB, grammar)
    tokens = [_token(n, kind_unit) for n in ns] + ["hello"]
    model = TableModel(len(VOCAB), seed=seed)
    results = beam_search(model, torch.arange(len(tokens)) + seed, tokens, [fst], beam=3, max_len=12)
    for token, result in zip(tokens[:-1], results):
        assert result.active == ("measure_money_fst",)
        assert grammar.licenses(token, VOCAB.decode(result.best.word_ids))
    assert results[-1].active == () and results[-1].best.constraint_score == 0.0


# ---- length limit ---------------------------------------------------------------------


def test_start_within_forbids_arcs_whose_completion_cannot_fit():
    fst = make_fst({"150lb": ["one hundred fifty pounds", "one hundred and fifty pounds"]})
    state = fst.start_within("150lb", 4)
    for word in ("one", "hundred"):
        state = fst.advance(state, VOCAB.id(word))
    assert state.budget == 2
    assert allowed(fst, state) == {"fifty": 0.0, "</s>": 0.0}  # "and fifty pounds" needs 3 words
    with pytest.raises(ValueError, match="2 word"):
        fst.advance(state, VOCAB.id("and"))
    unlimited = fst.start("150lb")
    for word in ("one", "hundred"):
        unlimited = fst.advance(unlimited, VOCAB.id(word))
    assert set(allowed(fst, unlimited)) == {"fifty", "and", "</s>"}


def test_start_within_ignores_a_limit_no_reading_fits(caplog):
    fst = make_fst({"150lb": ["one hundred fifty pounds"]})
    with caplog.at_level("WARNING"):
        state = fst.start_within("150lb", 2)
    assert "fits" in caplog.text
    assert allowed(fst, state) == {"one": 0.0, "</s>": 0.0}


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(100, 999_999),
    kind_unit=tokens_of,
    seed=st.integers(0, 10_000),
    beam=st.integers(1, 3),
    slack=st.integers(0, 2),
    margin=st.floats(5.0, 20.0),
)
def test_a_complete_reading_that_fits_the_length_limit_is_never_truncated(n, kind_unit, seed, beam, slack, margin):
    """The model pushes towards the longest reading ("and", year style); max_len fits only shorter ones."""
    token = _token(n, kind_unit)
    grammar = ReadingsGrammar(toy_table([n]))
    fst = MeasureMoneyFst(VOCAB, grammar)
    max_len = min(len(r.split()) for r in grammar.readings(token)) + slack
    bias = torch.zeros(len(VOCAB))
    bias[VOCAB.id("and")] = margin
    bias[special.STOP] = margin / 2
    model = BiasedModel(TableModel(len(VOCAB), seed=seed), bias)
    [result] = beam_search(model, torch.tensor([seed]), [token], [fst], beam=beam, max_len=max_len)
    best = VOCAB.decode(result.best.word_ids)
    assert grammar.licenses(token, best) and len(best.split()) <= max_len, (token, best, max_len)


class _Forbid:
    """A three-method constraint: forbids one word for one token."""

    name = "forbid"

    def __init__(self, word: str, token: str):
        self.row = torch.zeros(len(VOCAB))
        self.row[VOCAB.id(word)] = -math.inf
        self.token = token

    def start(self, token):
        return () if token == self.token else None

    def advance(self, state, word_id):
        return state

    def weights(self, state):
        return self.row


def test_constraints_combine_by_adding_weights_per_input():
    grammar = ReadingsGrammar({"3kg": ["three kilograms", "three kilogram"], "4kg": ["four kilograms"]})
    fst = MeasureMoneyFst(VOCAB, grammar)
    bias = torch.zeros(len(VOCAB))
    bias[VOCAB.id("kilograms")] = 10.0
    model = BiasedModel(TableModel(len(VOCAB), seed=1), bias)
    held, free = beam_search(model, torch.tensor([1, 2]), ["3kg", "4kg"], [fst, _Forbid("kilograms", "3kg")], beam=3)
    assert held.active == ("measure_money_fst", "forbid") and free.active == ("measure_money_fst",)
    assert VOCAB.decode(held.best.word_ids) == "three kilogram"
    assert VOCAB.decode(free.best.word_ids) == "four kilograms"
