"""The affix bag of the dual encoder's input tower (`DualEncoderConfig.affix_features`)."""

from __future__ import annotations

import numpy as np
import torch

from tnfst.dual_encoder import DualEncoder, DualEncoderConfig, load_dual_encoder, save_dual_encoder
from tnfst.dual_encoder.ngrams import affix_text

SMALL = dict(buckets=256, embed_dim=8, hidden_dim=16, out_dim=8)


def test_affix_text_replaces_whole_numbers():
    assert affix_text("34,078,442 ct") == "# ct"
    assert affix_text("$2.5 million") == "$# million"
    assert affix_text("12 km²") == "# km²"
    assert affix_text("USD 5,000") == "USD #"
    assert affix_text("kg") == "kg"


def test_affix_bag_changes_the_input_tower_and_round_trips(tmp_path):
    torch.manual_seed(0)
    plain = DualEncoder(DualEncoderConfig(kind="vocab", **SMALL))
    torch.manual_seed(0)
    model = DualEncoder(DualEncoderConfig(kind="vocab", affix_features=True, **SMALL)).eval()
    assert model.input_tower.mlp[0].in_features == 2 * plain.input_tower.mlp[0].in_features
    assert model.word_tower.mlp[0].in_features == plain.word_tower.mlp[0].in_features  # words: one bag
    # two tokens with the same unit share the whole affix bag, whatever their numbers
    ids_a, _ = model.input_tower.hasher.batch([affix_text("34,078,442 ct")])
    ids_b, _ = model.input_tower.hasher.batch([affix_text("5 ct")])
    assert ids_a.tolist() == ids_b.tolist()
    s = model.score_words(["3 ct", "12,345,678 kg"], ["carats", "kilograms"])
    assert s.shape == (2, 2) and bool(((s >= 0) & (s <= 1)).all())
    loaded = load_dual_encoder(save_dual_encoder(tmp_path / "voc.pt", model), kind="vocab")
    assert loaded.config.affix_features
    torch.testing.assert_close(loaded.score_words(["3 ct"], ["carats"]), model.score_words(["3 ct"], ["carats"]),
                               atol=2e-3, rtol=0)  # float16 weights


def test_old_checkpoints_have_no_affix_bag():
    assert DualEncoderConfig.from_dict({"kind": "vocab"}).affix_features is False


def test_numpy_input_tower_reads_the_affix_bag():
    from tnfst.dual_encoder import NumpyDualEncoder

    torch.manual_seed(3)
    model = DualEncoder(DualEncoderConfig(kind="vocab", affix_features=True, **SMALL)).eval()
    numpy_model = NumpyDualEncoder.from_torch(model)
    assert numpy_model.input_tower.affix and not numpy_model.word_tower.affix
    assert numpy_model.input_tower.bags(["3 ct"]).shape == (1, 2 * SMALL["embed_dim"])
    tokens = ["3 ct", "12,345,678 kg", "$2.5 million", "kg", ""]
    with torch.no_grad():
        expected = model.input_tower(tokens).numpy()
    np.testing.assert_allclose(numpy_model.input_tower(tokens), expected, atol=1e-5, rtol=0)
    np.testing.assert_allclose(numpy_model.score_words(tokens, ["carats", "kilograms"]),
                               model.score_words(tokens, ["carats", "kilograms"]).numpy(), atol=1e-6, rtol=0)
