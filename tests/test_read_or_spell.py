"""The read-or-spell model (`tnfst.gate.read_or_spell`) and its use in the pipeline."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tnfst import special
from tnfst.data import TokenRecord
from tnfst.gate.lexicon import GateLexicon
from tnfst.gate.read_or_spell import (FEATURE_NAMES, FEATURES, ReadOrSpell, ReadOrSpellError, ReadOrSpellFeatures,
                                      ReadOrSpellMeta, WordFrequencies, is_candidate, never_spelled, stem_letters)

# a hand-made fixture: a few sentences in the Google format's spirit
SENTENCES = [
    [TokenRecord("PLAIN", "The", special.SELF), TokenRecord("LETTERS", "NBC", "n b c"),
     TokenRecord("PLAIN", "show", special.SELF), TokenRecord("PUNCT", ".", "sil")],
    [TokenRecord("PLAIN", "RENAMO", special.SELF), TokenRecord("PLAIN", "won", special.SELF),
     TokenRecord("LETTERS", "UE", "u e")],
    [TokenRecord("PLAIN", "the", special.SELF), TokenRecord("PLAIN", "boys'", special.SELF),
     TokenRecord("PLAIN", "club", special.SELF)],
]


@pytest.fixture(scope="module")
def features() -> ReadOrSpellFeatures:
    frequencies = WordFrequencies({"club": 4.5, "show": 5.0, "the": 7.5})
    return ReadOrSpellFeatures(GateLexicon.fit(SENTENCES), {"video"}, frequencies)


def test_feature_table_is_documented():
    assert len(FEATURE_NAMES) == len(set(FEATURE_NAMES)) == len(FEATURES)
    assert all(isinstance(why, str) and why for _, why in FEATURES)


@pytest.mark.parametrize("token, stem", [("ESPN's", "ESPN"), ("ESPN’s", "ESPN"), ("boys'", "boys"),
                                         ("ROREs", "RORE"), ("U.S.", "US"), ("Ayn", "Ayn"), ("NHLs", "NHL"),
                                         ("bus", "bus"), ("", "")])
def test_stem_letters(token, stem):
    assert stem_letters(token) == stem


@pytest.mark.parametrize("token, never", [("boys'", True), ("girl's", True), ("girls’", True), ("Boys'", False),
                                          ("ESPN's", False), ("boys", False), ("'", False), (None, False)])
def test_never_spelled(token, never):
    assert never_spelled(token) is never


@pytest.mark.parametrize("token, ok", [("AVN", True), ("Ayn", True), ("boys'", True), ("U.S.", True),
                                       ("I", False), ("XIV", False), ("3G", False), ("Québec", False), ("", False),
                                       ("a" * 30, False), (None, False)])
def test_is_candidate(token, ok):
    assert is_candidate(token) is ok


def test_rows_shape_and_values(features):
    tokens = ["The", "NBC", "show", "."]
    rows = features.rows(tokens, [1, 2])
    assert rows.shape == (2, len(FEATURES)) and rows.dtype == np.float32
    assert np.isfinite(rows).all()
    col = {name: i for i, name in enumerate(FEATURE_NAMES)}
    assert rows[0, col["all_caps"]] == 1 and rows[0, col["n_letters"]] == 3 and rows[0, col["n_vowels"]] == 0
    assert rows[1, col["all_lower"]] == 1 and rows[1, col["zipf"]] == 5.0 and rows[1, col["prev_caps"]] == 1
    assert features.rows(tokens, []).shape == (0, len(FEATURES))


def test_rows_context_in_capitals(features):
    rows = features.rows(["RENAMO", "WON", "THE", "VOTE"], [0])
    col = {name: i for i, name in enumerate(FEATURE_NAMES)}
    assert rows[0, col["sent_caps_share"]] == 1 and rows[0, col["is_first"]] == 1 and rows[0, col["prev_caps"]] == -1


def test_features_need_a_trigram_table():
    with pytest.raises(ValueError):
        ReadOrSpellFeatures(object())


def test_word_frequencies_round_trip(tmp_path):
    path = tmp_path / "words.txt.gz"
    WordFrequencies.write({"nasdaq": 3.25, "club": 4.5, "urisa": 2.0}, path, header="test list\nsecond line")
    table = WordFrequencies.load(path)
    assert len(table) == 3 and table.zipf("NASDAQ") == 3.25 and table.zipf("unknown") == 0.0
    bad = tmp_path / "bad.txt.gz"
    bad.write_bytes(b"not gzip")
    with pytest.raises(ReadOrSpellError):
        WordFrequencies.load(bad)


class _Constant:
    """A model that says the same P(spell) for every row."""

    def __init__(self, p: float) -> None:
        self.p = p
        self.n_features = len(FEATURES)

    def predict(self, x):
        return np.full(len(x), self.p, dtype=np.float32)


@pytest.mark.parametrize("p, expected", [(0.99, "spell"), (0.01, "keep"), (0.5, None)])
def test_decide_thresholds(features, p, expected):
    model = ReadOrSpell(_Constant(p), ReadOrSpellMeta("m.ubj", 0.9, 0.1, FEATURE_NAMES), features)
    assert model.decide([["NBC", "NBC"]], consider=lambda si, ti: ti == 1) == ({(0, 1): expected} if expected else {})
    decided = model.decide([["the", "boys'", "NBC", "3G", "."]])
    assert decided[(0, 1)] == "keep"  # a lowercase possessive is never spelled, whatever the model says
    assert decided.get((0, 2)) == expected
    assert (0, 3) not in decided and (0, 4) not in decided
    assert model.decide([]) == {} and model.decide([[]]) == {}


@pytest.mark.parametrize("p, expected", [(0.7, "spell"), (0.5, "spell"), (0.3, "keep")])
def test_decide_band_threshold(features, p, expected):
    """Between the thresholds, `band_threshold` decides the candidates with a capital after their
    first letter at the positions `settle` marks; other positions and title-case words stay open."""
    model = ReadOrSpell(_Constant(p), ReadOrSpellMeta("m.ubj", 0.9, 0.1, FEATURE_NAMES, 0.5), features)
    tokens = [["NBC", "Ayn", "CoA", "NBC"]]
    decided = model.decide(tokens, settle=lambda si, ti: ti < 3)
    assert decided == {(0, 0): expected, (0, 2): expected}  # not "Ayn" (no inner capital), not (0, 3)
    assert model.decide(tokens) == {}  # no settle: the band is left to the caller
    plain = ReadOrSpell(_Constant(p), ReadOrSpellMeta("m.ubj", 0.9, 0.1, FEATURE_NAMES), features)
    assert plain.decide(tokens, settle=lambda si, ti: True) == {}  # no band_threshold in the metadata


def test_inner_capital():
    from tnfst.gate.read_or_spell import inner_capital

    assert inner_capital("AVN") and inner_capital("CoA") and inner_capital("U.S.")
    assert not inner_capital("Ayn") and not inner_capital("boys") and not inner_capital("") and not inner_capital(None)


def test_shipped_band_threshold_is_between_the_others():
    from tnfst.gate.read_or_spell import DEFAULT_META

    meta = json.loads(DEFAULT_META.read_text(encoding="utf-8"))
    assert meta["keep_threshold"] < meta["band_threshold"] < meta["spell_threshold"]


def test_decide_skips_nan(features):
    model = ReadOrSpell(_Constant(float("nan")), ReadOrSpellMeta("m.ubj", 0.9, 0.1, FEATURE_NAMES), features)
    assert model.decide([["NBC"]]) == {}


def test_feature_mismatch_is_refused(features):
    with pytest.raises(ReadOrSpellError):
        ReadOrSpell(_Constant(0.5), ReadOrSpellMeta("m.ubj", 0.9, 0.1, ("other",)), features)


def test_load_errors(tmp_path):
    with pytest.raises(ReadOrSpellError):
        ReadOrSpell.load(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(ReadOrSpellError):
        ReadOrSpell.load(tmp_path / "bad.json")
    meta = {"model_file": "none.ubj", "spell_threshold": 0.9, "keep_threshold": 0.1, "features": list(FEATURE_NAMES)}
    (tmp_path / "m.json").write_text(json.dumps(meta), encoding="utf-8")
    with pytest.raises(ReadOrSpellError):
        ReadOrSpell.load(tmp_path / "m.json")


def test_shipped_model_loads_and_predicts():
    model = ReadOrSpell.load()
    assert 0.5 < model.meta.spell_threshold <= 1 and 0 <= model.meta.keep_threshold < 0.5
    p = model.spell_probability(["the", "HEVC", "codec", "and", "the", "river"], [1, 5])
    assert p.shape == (2,) and p[0] > p[1]


@pytest.fixture(scope="module")
def normalizer():
    from tnfst import Normalizer

    return Normalizer(read_or_spell=True).load()


def test_pipeline_never_spells_a_lowercase_possessive(normalizer):
    out = normalizer.normalize_tokens(["The", "boys'", "club", "and", "the", "girls'", "team", "."])
    assert out[1] == "boys'" and out[5] == "girls'"


def test_pipeline_applies_only_licensed_decisions(normalizer):
    from tnfst.api import _read_or_spell

    parts = normalizer._get_parts()

    class Always:
        def __init__(self, choice):
            self.choice = choice

        def decide(self, sentences, candidate, consider=None, settle=None):
            return {(si, ti): self.choice for si, s in enumerate(sentences) for ti, t in enumerate(s)
                    if (consider is None or consider(si, ti)) and candidate(t)}

    sentences = [["The", "AVN", "VIDEO", "II", "NBC", "awards", "cpl", "."]]
    original = parts.spelling
    try:
        parts.spelling = Always("spell")
        spelled = _read_or_spell(parts, sentences)
        parts.spelling = Always("keep")
        kept = _read_or_spell(parts, sentences)
    finally:
        parts.spelling = original
    # AVN: both licensed; VIDEO: a common word in capitals, only <self>; II: a Roman numeral, the class
    # grammar's; NBC: no vowel, only its letters
    assert spelled[(0, 1)].words == ("a", "v", "n") and (0, 2) not in spelled and (0, 3) not in spelled
    # cpl: a listed abbreviation ("corporal") besides <self> and its letters: left to the model
    assert (0, 4) not in spelled and (0, 6) not in spelled and (0, 7) not in spelled
    assert kept[(0, 1)].words == (special.SELF,) and (0, 4) not in kept
    # with the gate's routing: only routed tokens and tokens with an inner capital are asked about
    parts.spelling = Always("keep")
    try:
        asked = _read_or_spell(parts, [["Ayn", "AVN", "awards", "Buzz"]], routed={(0, 3)})
    finally:
        parts.spelling = original
    assert set(asked) == {(0, 1), (0, 3)}


def test_pipeline_off_by_option():
    from tnfst import Normalizer

    assert Normalizer(read_or_spell=False).load()._get_parts().spelling is None


@pytest.mark.parametrize("token, reading, normalized, kept", [
    ("BBC", "b b c", True, "BBC"),
    ("U.S.", "u s", True, "U.S."),
    ("OSPF's", "o s p f's", True, "OSPF's"),  # a possessive acronym keeps its 's
    ("OSPF’s", "o s p f's", True, "OSPF’s"),
    ("ROREs", "r o r e's", True, "r o r e's"),  # a plural in lowercase: not an acronym as written
    ("Ayn", "a y n", True, "a y n"),  # lowercase letters: not an acronym
    ("BBC", "b b c", False, "b b c"),  # not read by the model: left as it is
    ("BBC's", "b b c", True, "b b c"),  # the reading lacks the possessive: not the token's letters
    ("A's", "a's", True, "a's"),  # one letter
])
def test_kept_acronym_style(token, reading, normalized, kept):
    from tnfst.api import TokenReading, _kept_acronym

    record = TokenReading(token, 0, len(token), "ToBeNormalized", 0.9, reading, normalized=normalized)
    assert _kept_acronym(record).reading == kept
