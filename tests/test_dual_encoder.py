"""Dual encoder model, checkpoint file and the `voc_de` / `seq_de` constraints."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.constraints.base import max_reward, weights_batch
from tnfst.constraints.dual_encoder import (DEConstraintConfig, SeqDE, SeqState, VocDE, build_seq_de,
                                            build_voc_de)
from tnfst.constraints.registry import DEFAULT_REGISTRY
from tnfst.decode import beam_search
from tnfst.dual_encoder import (DualEncoder, DualEncoderConfig, DualEncoderError, dual_encoder_meta,
                                load_dual_encoder, save_dual_encoder)
from tnfst.dual_encoder.ngrams import NgramHasher
from tnfst.vocab import Vocabulary

SMALL = dict(buckets=512, embed_dim=8, hidden_dim=16, out_dim=8)
WORDS = "three five kilograms pounds dollars meters point one".split()


@pytest.fixture(scope="module")
def vocab():
    return Vocabulary(WORDS)


@pytest.fixture(scope="module")
def voc_model():
    torch.manual_seed(0)
    return DualEncoder(DualEncoderConfig(kind="vocab", **SMALL)).eval()


@pytest.fixture(scope="module")
def seq_model():
    torch.manual_seed(1)
    return DualEncoder(DualEncoderConfig(kind="sequence", **SMALL)).eval()


# ----- model ------------------------------------------------------------------------


def test_config_rejects_bad_values():
    with pytest.raises(ValueError, match="kind"):
        DualEncoderConfig(kind="words")
    with pytest.raises(ValueError, match="buckets"):
        DualEncoderConfig(buckets=0)
    with pytest.raises(ValueError, match="orders"):
        DualEncoderConfig(orders=())
    assert DualEncoderConfig.from_dict(DualEncoderConfig(orders=[1, 2]).to_dict()) == DualEncoderConfig(orders=(1, 2))


def test_hashing_is_stable_and_bounded():
    a, b = NgramHasher(97, (1, 2, 3), 16), NgramHasher(97, (1, 2, 3), 16)
    assert a.ids("3.5kg") == b.ids("3.5kg")
    assert all(0 <= i < 97 for i in a.ids("£900 μm"))
    assert len(a.ids("x" * 1000)) == len(a.ids("x" * 16))  # long texts are cut
    ids, offsets = a.batch(["", "kg"])
    assert offsets.tolist() == [0, len(a.ids(""))]
    np_ids, np_offsets = a.batch_numpy(["", "kg"])  # the inference form: the same ids, numpy int64
    assert np_ids.dtype == np.int64 and np_ids.tolist() == ids.tolist() and np_offsets.tolist() == offsets.tolist()
    with pytest.raises(TypeError):
        a.batch("kg")
    with pytest.raises(TypeError):
        a.batch_numpy("kg")
    spaced = NgramHasher(97, (1, 2, 3), 16, ignore_spaces=True)
    assert len(set(spaced.ids("150lb")) ^ set(spaced.ids("150 lb"))) <= 2  # only the whole-token feature differs


def test_number_features_read_place_values():
    from tnfst.dual_encoder.ngrams import number_features

    feats = number_features("4,212,000 m")
    assert "n|g1t|12" in feats and "n|g2p0|4" in feats and "n|len7" in feats
    assert "n|f0|5" in number_features("2.5")


def test_scores_are_probabilities_for_any_vocabulary(voc_model):
    s = voc_model.score_words(["3kg", "", "£900"], ["kilograms", "never-seen-word", "<unk>"])
    assert s.shape == (3, 3)
    assert ((s > 0) & (s < 1)).all()


def test_sequence_scores(seq_model):
    s = seq_model.score_sequences(["3kg", "3kg"], ["three kilograms", []])
    assert s.shape == (2,) and ((s > 0) & (s < 1)).all()
    with pytest.raises(ValueError, match="readings"):
        seq_model.score_sequences(["3kg"], [])


def test_vocab_model_refuses_sequences(voc_model):
    with pytest.raises(ValueError, match="single words"):
        voc_model.encode_sequences([["three"]])


def test_gradients_reach_both_towers(seq_model):
    model = DualEncoder(DualEncoderConfig(kind="sequence", **SMALL))
    logits = model.logits(model.encode_inputs(["3kg"]), model.encode_sequences([["three", "kilograms"]]))
    logits.sum().backward()
    assert model.input_tower.embedding.weight.grad.abs().sum() > 0
    assert model.word_tower.embedding.weight.grad.abs().sum() > 0
    assert model.gru.weight_ih.grad.abs().sum() > 0


# ----- checkpoint -------------------------------------------------------------------


def test_checkpoint_round_trip(tmp_path, seq_model):
    path = save_dual_encoder(tmp_path / "seq.pt", seq_model, meta={"note": 1})
    loaded = load_dual_encoder(path, kind="sequence")
    assert loaded.config == seq_model.config
    a = seq_model.score_sequences(["3kg"], [["three", "kilograms"]])
    b = loaded.score_sequences(["3kg"], [["three", "kilograms"]])
    assert torch.allclose(a, b, atol=1e-2)  # float16 weights
    assert dual_encoder_meta(path) == {"note": 1}


def test_checkpoint_errors_name_the_file(tmp_path, voc_model):
    missing = tmp_path / "nope.pt"
    with pytest.raises(DualEncoderError, match="nope.pt"):
        load_dual_encoder(missing)
    corrupt = tmp_path / "corrupt.pt"
    corrupt.write_bytes(b"not a torch file")
    with pytest.raises(DualEncoderError, match="corrupt.pt"):
        load_dual_encoder(corrupt)
    foreign = tmp_path / "foreign.pt"
    torch.save({"format": "something-else"}, foreign)
    with pytest.raises(DualEncoderError, match="foreign.pt: not a tnfst dual-encoder"):
        load_dual_encoder(foreign)
    path = save_dual_encoder(tmp_path / "voc.pt", voc_model)
    with pytest.raises(DualEncoderError, match="expected 'sequence'"):
        load_dual_encoder(path, kind="sequence")


# ----- voc_de -----------------------------------------------------------------------


def test_voc_de_weights_are_lambda_s_minus_one(vocab, voc_model):
    c = VocDE(vocab, voc_model, DEConstraintConfig(lam=5.0))
    state = c.start("3kg")
    w = c.weights(state)
    assert isinstance(w, np.ndarray) and w.dtype == np.float32 and w.shape == (len(vocab),)
    s = voc_model.score_words(["3kg"], list(vocab.words))[0].numpy()  # the torch model it was given
    ordinary = np.arange(4, len(vocab))
    np.testing.assert_allclose(w[ordinary], 5.0 * (s[ordinary] - 1.0), atol=1e-5, rtol=0)
    np.testing.assert_allclose(c.scores("3kg"), s, atol=1e-6, rtol=0)
    assert w[special.STOP] == 0 and w[special.UNK] == 0
    assert w[special.PAD] == -math.inf and w[special.START] == -math.inf
    assert (w[ordinary] <= 0).all() and (w[ordinary] > -5.0).all()
    assert max_reward(c) == 0.0


def test_voc_de_step_is_a_lookup(vocab, voc_model):
    c = VocDE(vocab, voc_model)
    state = c.start("3kg")
    assert c.start("3kg") is state  # computed once per token
    assert c.advance(state, vocab.id("three")) is state
    batch = weights_batch(c, [state, c.start("$5"), state])
    assert isinstance(batch, np.ndarray) and batch.dtype == np.float32 and batch.shape == (3, len(vocab))
    assert np.array_equal(batch[0], c.weights(state)) and np.array_equal(batch[2], batch[0])
    assert c.weights_batch([]).shape == (0, len(vocab)) and c.weights_batch([]).dtype == np.float32
    with pytest.raises(ValueError):  # the cached row is shared by every hypothesis: read-only
        c.weights(state)[5] = 0.0
    with pytest.raises(ValueError):
        c.advance(state, special.PAD)
    with pytest.raises(ValueError):
        c.advance(state, len(vocab))
    with pytest.raises(TypeError):
        c.start(3)


def test_voc_de_lambda_zero_leaves_words_alone(vocab, voc_model):
    w = VocDE(vocab, voc_model, DEConstraintConfig(lam=0.0)).weights(VocDE(vocab, voc_model, DEConstraintConfig(lam=0.0)).start("x"))
    assert (w[3:] == 0).all()


@pytest.mark.parametrize("lam", [-1.0, math.inf, math.nan, True])
def test_lambda_is_checked(lam):
    with pytest.raises(ValueError, match="lambda"):
        DEConstraintConfig(lam=lam)


def test_wrong_kind_is_refused(vocab, voc_model, seq_model):
    with pytest.raises(ValueError, match="kind 'sequence'"):
        SeqDE(vocab, voc_model)
    with pytest.raises(ValueError, match="kind 'vocab'"):
        VocDE(vocab, seq_model)
    with pytest.raises(TypeError):
        VocDE(list(vocab.words), voc_model)
    with pytest.raises(TypeError, match="NumpyDualEncoder"):
        VocDE(vocab, object())


# ----- seq_de -----------------------------------------------------------------------


def test_seq_de_weights_only_stop(vocab, seq_model):
    c = SeqDE(vocab, seq_model, DEConstraintConfig(lam=4.0))
    state = c.start("3kg")
    for word in ("three", "kilograms"):
        state = c.advance(state, vocab.id(word))
    w = c.weights(state)
    assert isinstance(w, np.ndarray) and w.dtype == np.float32 and w.shape == (len(vocab),)
    s = seq_model.score_sequences(["3kg"], [["three", "kilograms"]])[0].item()
    assert float(w[special.STOP]) == pytest.approx(4.0 * (s - 0.5), abs=1e-5)
    assert (np.delete(w, special.STOP) == 0).all()
    assert c.max_reward == 2.0
    stopped = c.advance(state, special.STOP)
    assert stopped.stopped and np.abs(c.weights(stopped)).sum() == 0
    assert c.advance(stopped, special.STOP) == stopped
    with pytest.raises(ValueError, match="only STOP"):
        c.advance(stopped, vocab.id("three"))


def test_seq_de_batch_matches_single(vocab, seq_model):
    c = SeqDE(vocab, seq_model)
    states = [c.start("3kg"), c.advance(c.advance(c.start("$5"), 5), 9), c.advance(c.start("3kg"), 6)]
    fresh = SeqDE(vocab, seq_model)
    batch = c.weights_batch(states)
    assert isinstance(batch, np.ndarray) and batch.dtype == np.float32 and batch.shape == (3, len(vocab))
    for row, s in zip(batch, states):
        single = fresh.weights(SeqState(fresh.start(s.row.token).row, s.words))
        np.testing.assert_allclose(row, single, atol=1e-5, rtol=0)
    for s in states:  # incremental GRU states agree with scoring the whole sequence
        words = [vocab.word(i) for i in s.words]
        expected = seq_model.score_sequences([s.row.token], [words])[0].item()
        assert c.score(s.row.token, s.words) == pytest.approx(expected, abs=1e-5)


@functools.lru_cache(maxsize=1)
def _property_constraints():
    """One VocDE and one SeqDE (seeded), built once for the property test's examples."""
    torch.manual_seed(2)
    vocab = Vocabulary(WORDS)
    return (VocDE(vocab, DualEncoder(DualEncoderConfig(kind="vocab", **SMALL)).eval()),
            SeqDE(vocab, DualEncoder(DualEncoderConfig(kind="sequence", **SMALL)).eval()))


@settings(max_examples=30, deadline=None)
@given(st.text(max_size=12), st.lists(st.integers(min_value=4, max_value=len(WORDS) + 3), max_size=6), st.booleans())
def test_states_are_deterministic_and_weights_finite(token, word_ids, stop):
    for c in _property_constraints():
        a, b = c.start(token), c.start(token)
        for w in word_ids + [special.STOP] * stop:
            a, b = c.advance(a, w), c.advance(b, w)
            assert a == b and hash(a) == hash(b)
            row = c.weights(a)
            assert isinstance(row, np.ndarray) and row.dtype == np.float32
            assert np.isfinite(row[special.STOP:]).all()
            assert not np.isnan(row).any() and not (row == math.inf).any()


# ----- registry factories and the beam search -------------------------------------


def test_factories_take_a_model_or_a_path(tmp_path, vocab, voc_model, seq_model):
    registry = DEFAULT_REGISTRY.with_factory("voc_de", "tnfst.constraints.dual_encoder:build_voc_de").with_factory(
        "seq_de", "tnfst.constraints.dual_encoder:build_seq_de")
    path = save_dual_encoder(tmp_path / "seq.pt", seq_model)
    voc, seq = registry.build(["voc_de", "seq_de"], vocab=vocab, voc_de_model=voc_model, seq_de_model=path,
                              voc_de_lambda=2.0, grammar=None)
    assert isinstance(voc, VocDE) and voc.config.lam == 2.0 and voc.name == "voc_de"
    assert isinstance(seq, SeqDE) and seq.config.lam == 5.0 and seq.name == "seq_de"


def test_topk_variant_factory(vocab, voc_model):
    from tnfst.constraints.dual_encoder import build_voc_de_topk

    c = build_voc_de_topk(vocab=vocab, voc_de_topk_model=voc_model, voc_de_lambda=3.0)
    assert c.name == "voc_de_topk" and c.config.lam == 3.0
    with pytest.raises(DualEncoderError, match=r"voc_de_topk\.pt"):
        build_voc_de_topk(vocab=vocab, lang="xx")


def test_missing_shipped_model_names_the_file(vocab):
    with pytest.raises(DualEncoderError, match=r"xx.voc_de\.pt.*train_dual_encoder.*tnfst\.dual_encoder\.export"):
        build_voc_de(vocab=vocab, lang="xx")
    with pytest.raises(DualEncoderError, match=r"seq_de\.pt"):
        build_seq_de(vocab=vocab, lang="xx")


class UniformModel:
    """Every word equally likely: the constraint alone decides."""

    def __init__(self, size: int):
        self.size = size

    def encode(self, batch):
        return np.zeros((len(batch), 1), dtype=np.float32)

    def step(self, state, prev):
        return np.zeros((len(prev), self.size), dtype=np.float32), state


def test_voc_de_steers_the_beam(vocab, voc_model):
    c = VocDE(vocab, voc_model, DEConstraintConfig(lam=50.0))
    tokens = ["3kg", "$5"]
    results = beam_search(UniformModel(len(vocab)), tokens, tokens, [c], beam=3, max_len=1)
    for token, result in zip(tokens, results):
        s = c.scores(token)
        best_word = int(np.argmax(s[4:])) + 4
        assert result.active == ("voc_de",)
        # With uniform logits, STOP (weight 0) beats every penalised word, and then the
        # one-word reading with the highest s.
        words = [h.word_ids for h in result] if len(result) > 1 else []
        assert result.best.word_ids == ()
        assert all(h.constraint_score <= 0 for h in result)
        if words:
            assert words[1] == (best_word,)


def test_seq_de_in_beam_search(vocab, seq_model):
    c = SeqDE(vocab, seq_model, DEConstraintConfig(lam=5.0))
    results = beam_search(UniformModel(len(vocab)), ["3kg"], ["3kg"], [c], beam=4, max_len=3, nbest=4)
    for h in results[0]:
        s = c.score("3kg", h.word_ids)
        assert h.constraint_score == pytest.approx(5.0 * (s - 0.5), abs=1e-4)
