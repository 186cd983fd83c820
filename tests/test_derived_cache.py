"""The derived-data cache kept between processes (`tnfst.derived_cache`) and the loads that use it."""

from __future__ import annotations

import os

import numpy as np
import pytest

from tnfst import derived_cache
from tnfst.gate.lexicon import GateLexicon, LexiconConfig, LexiconError
from tnfst.gate.spelled import TrigramTable


class Counting:
    """A derivation that counts its calls and returns a value made of its source."""

    def __init__(self, source: bytes):
        self.source, self.calls = source, 0

    def __call__(self):
        self.calls += 1
        return {"text": self.source.decode(), "pairs": (1, 2.5), "words": frozenset({"a", "b"})}


def test_second_call_reads_the_stored_value(tmp_path):
    derive = Counting(b"one")
    first = derived_cache.cached("demo", [derive.source], derive, version=1, cache_dir=tmp_path)
    again = derived_cache.cached("demo", [derive.source], derive, version=1, cache_dir=tmp_path)
    assert derive.calls == 1 and again == first and again["words"] == frozenset({"a", "b"})
    assert [p.suffix for p in (tmp_path / derived_cache.SUBDIR).iterdir()] == [derived_cache.SUFFIX]


def test_a_changed_source_or_version_derives_again(tmp_path):
    derive = Counting(b"one")
    derived_cache.cached("demo", [b"one"], derive, version=1, cache_dir=tmp_path)
    changed = Counting(b"two")
    assert derived_cache.cached("demo", [b"two"], changed, version=1, cache_dir=tmp_path)["text"] == "two"
    assert derived_cache.cached("demo", [b"one"], derive, version=2, cache_dir=tmp_path)["text"] == "one"
    assert derive.calls == 2 and changed.calls == 1
    # sources are hashed with their lengths: moving bytes between two sources is a change
    assert derived_cache.entry_key("demo", [b"ab", b"c"], 1) != derived_cache.entry_key("demo", [b"a", b"bc"], 1)


def test_an_unwritable_root_still_returns_the_value(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    derive = Counting(b"one")
    for _ in range(2):
        assert derived_cache.cached("demo", [b"one"], derive, version=1, cache_dir=blocker / "cache")["text"] == "one"
    assert derive.calls == 2 and blocker.read_text() == "not a folder"


def test_a_damaged_entry_is_derived_again(tmp_path):
    derive = Counting(b"one")
    derived_cache.cached("demo", [b"one"], derive, version=1, cache_dir=tmp_path)
    path = derived_cache.entry_path("demo", [b"one"], 1, tmp_path)
    path.write_bytes(b"\x00garbage")
    assert derived_cache.cached("demo", [b"one"], derive, version=1, cache_dir=tmp_path)["text"] == "one"
    path.write_bytes(derived_cache.marshal.dumps(["a", "list"]))  # readable, but not what `valid` accepts
    value = derived_cache.cached("demo", [b"one"], derive, version=1, cache_dir=tmp_path,
                                 valid=lambda v: isinstance(v, dict))
    assert value["text"] == "one" and derive.calls == 3


def test_root_order(tmp_path, monkeypatch):
    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "env"))
    assert derived_cache.cache_root() == tmp_path / "env"
    assert derived_cache.cache_root(tmp_path / "arg") == tmp_path / "arg"


def _lexicon(count: int) -> GateLexicon:
    return GateLexicon({"kg": (count, 10), "the": (0, 50)}, {"kg": (count, 10), "the": (0, 50), "colour": (0, 3)},
                       {"xx": (count, 10), "xxx": (0, 53)}, [("our", "or")], ["color"], 0.1, LexiconConfig(),
                       TrigramTable({"the": 5}, {"kgs": 2}, 0.2))


def test_gate_lexicon_reads_the_same_from_json_and_from_the_cache(tmp_path, monkeypatch):
    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "cache"))
    path = tmp_path / "lexicon.json"
    _lexicon(7).save(path)
    tokens = ["kg", "The", "colour", "zz", "xyz"]
    fresh = GateLexicon.load(path)
    assert list((tmp_path / "cache" / derived_cache.SUBDIR).glob("gate-lexicon-*"))
    stored = GateLexicon.load(path)
    assert stored.to_json() == fresh.to_json() == _lexicon(7).to_json()
    assert stored.features(tokens).tobytes() == fresh.features(tokens).tobytes()
    assert np.array_equal(stored.trigram_table.features(tokens), _lexicon(7).trigram_table.features(tokens))


def test_gate_lexicon_cache_follows_the_file(tmp_path, monkeypatch):
    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "cache"))
    path = tmp_path / "lexicon.json"
    _lexicon(7).save(path)
    assert GateLexicon.load(path).exact["kg"] == (7, 10)
    _lexicon(9).save(path)  # an edited lexicon is parsed again, not read from the old entry
    assert GateLexicon.load(path).exact["kg"] == (9, 10)
    path.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(LexiconError, match="lexicon.json"):
        GateLexicon.load(path)
    os.remove(path)
    with pytest.raises(LexiconError, match="not found"):
        GateLexicon.load(path)


def test_word_frequencies_cache_follows_the_file(tmp_path, monkeypatch):
    from tnfst.gate.read_or_spell import ReadOrSpellError, WordFrequencies

    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "cache"))
    path = tmp_path / "words.txt.gz"
    WordFrequencies.write({"the": 7.5, "of": 7.5, "kelp": 3.0}, path, header="a test list")
    first = WordFrequencies.load(path)
    assert (first.zipf("The"), first.zipf("kelp"), first.zipf("zyx")) == (7.5, 3.0, 0.0)
    assert list((tmp_path / "cache" / derived_cache.SUBDIR).glob("word-frequencies-*"))
    assert WordFrequencies.load(path).zipf("kelp") == 3.0  # read back from the cache
    WordFrequencies.write({"the": 7.5, "kelp": 2.5}, path)
    edited = WordFrequencies.load(path)
    assert (edited.zipf("kelp"), edited.zipf("of"), len(edited)) == (2.5, 0.0, 2)
    path.unlink()
    with pytest.raises(ReadOrSpellError, match="words.txt.gz"):
        WordFrequencies.load(path)


@pytest.fixture
def grammar_copy(tmp_path, monkeypatch):
    """A private copy of grammars/en that the grammar cache and the tokenizer read instead of the real one."""
    import shutil

    from tnfst.grammar import cache

    copy = tmp_path / "en"
    shutil.copytree(cache.grammar_dir("en"), copy, ignore=shutil.ignore_patterns("__pycache__"))
    real = cache.grammar_dir
    monkeypatch.setattr(cache, "grammar_dir", lambda lang: copy if lang == "en" else real(lang))
    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "cache"))
    return copy


def test_tokenizer_lexicon_is_kept_and_follows_the_lists(grammar_copy, monkeypatch):
    from tnfst import tokenize

    tokenize._lexicon.cache_clear()
    try:
        first = tokenize._lexicon()
        assert "kg" in first.units and "furl" not in first.units
        assert list((grammar_copy.parent / "cache" / derived_cache.SUBDIR).glob("tokenizer-lexicon-en-*"))
        tokenize._lexicon.cache_clear()
        with monkeypatch.context() as patch:  # a second process reads the kept sets, not the lists
            patch.setattr(tokenize, "_read_lexicon", lambda: (_ for _ in ()).throw(AssertionError("lists read")))
            assert tokenize._lexicon() == first
        units = grammar_copy / "measure/units.tsv"
        units.write_text(units.read_text(encoding="utf-8") + "furl\tfurlong\tfurlongs\tlength\n", encoding="utf-8")
        tokenize._lexicon.cache_clear()
        assert "furl" in tokenize._lexicon().units  # an edited list: read again
    finally:
        tokenize._lexicon.cache_clear()


def test_word_lexicon_is_kept_and_follows_the_lists(grammar_copy, monkeypatch):
    from tnfst.constraints.words import WordLexicon

    first = WordLexicon.load("en")
    assert first == WordLexicon.from_folder(grammar_copy) and "zyzzyva" not in first.common_words
    assert list((grammar_copy.parent / "cache" / derived_cache.SUBDIR).glob("word-lexicon-en-*"))
    with monkeypatch.context() as patch:  # a second process reads the kept fields, not the lists
        patch.setattr(WordLexicon, "from_folder", classmethod(lambda cls, folder: pytest.fail("lists read")))
        assert WordLexicon.load("en") == first
    common = grammar_copy / "words/common_words.tsv"
    common.write_text(common.read_text(encoding="utf-8") + "zyzzyva\n", encoding="utf-8")
    assert "zyzzyva" in WordLexicon.load("en").common_words  # an edited list: read again


def test_a_damaged_word_lexicon_entry_is_read_again(grammar_copy):
    from tnfst.constraints.words import WordLexicon

    first = WordLexicon.load("en")
    (entry,) = (grammar_copy.parent / "cache" / derived_cache.SUBDIR).glob("word-lexicon-en-*")
    entry.write_bytes(derived_cache.marshal.dumps(("only", "two")))  # readable, but not the four fields
    assert WordLexicon.load("en") == first


def test_dual_encoder_word_vectors_are_kept_per_model_and_words(tmp_path, monkeypatch):
    from tnfst.constraints import dual_encoder

    monkeypatch.setenv(derived_cache.ENV_CACHE_DIR, str(tmp_path / "cache"))
    model = dual_encoder._resolve_model(None, "vocab", "en", variant="topk")
    words = ["one", "hundred", "kilograms", "<unk>"]
    first = dual_encoder._word_vectors(model, words)
    assert first.tobytes() == model.word_vectors(words).astype(np.float32).tobytes()
    assert first.shape == (4, model.config.out_dim)
    assert list((tmp_path / "cache" / derived_cache.SUBDIR).glob("de-word-vectors-*"))
    computed = []
    zeros = lambda ws: computed.append(ws) or np.zeros((len(ws), model.config.out_dim), np.float32)  # noqa: E731
    monkeypatch.setattr(model, "word_vectors", zeros)
    assert dual_encoder._word_vectors(model, words).tobytes() == first.tobytes() and not computed  # kept
    dual_encoder._word_vectors(model, words[:3])  # other words: computed again
    model.word_tower.embedding = model.word_tower.embedding + np.float32(1)  # other weights: computed again
    dual_encoder._word_vectors(model, words)
    assert computed == [words[:3], words]
