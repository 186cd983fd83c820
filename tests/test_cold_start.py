"""A cold start (a fresh process: import, load, first sentence) keeps what it derives and imports
only what it uses (issue 16: cold start below NeMo's)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tnfst import derived_cache
from tnfst.grammar import cache

SENTENCE = "He weighs 150lb and paid £900 million."
COLD_START = f"""
import json, sys
import tnfst
n = tnfst.Normalizer(threads=1)
n.load()
out = n.normalize({SENTENCE!r})
print(json.dumps({{"output": out, "numpy.ma": "numpy.ma" in sys.modules, "torch": "torch" in sys.modules}}))
"""


def _cold_start(env: dict) -> dict:
    done = subprocess.run([sys.executable, "-c", COLD_START], capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _root_with_the_session_grammar(root):
    """A new cache root whose grammars/ is the test session's (compiled once per run): only the
    derived data starts empty."""
    cache.build("en")
    root.mkdir()
    (root / "grammars").symlink_to(derived_cache.cache_root() / "grammars", target_is_directory=True)
    return root


def test_a_second_process_reads_the_derived_cache_and_the_same_sentence(tmp_path):
    root = _root_with_the_session_grammar(tmp_path / "cache")
    env = {**os.environ, derived_cache.ENV_CACHE_DIR: str(root)}
    first = _cold_start(env)
    kept = sorted(p.name.split("-")[0] for p in (root / derived_cache.SUBDIR).iterdir())
    second = _cold_start(env)
    expected = "He weighs one hundred fifty pounds and paid nine hundred million pounds."
    assert first["output"] == second["output"] == expected
    assert {"gate", "word"} <= set(kept)  # the gate lexicon and the word frequencies
    # numpy 2's np.unique imports numpy.ma (~10 ms); torch is not needed on the numpy path
    assert not first["numpy.ma"] and not second["numpy.ma"] and not second["torch"]


def test_an_unwritable_cache_root_still_reads(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    # the grammar is found in its own folder; derived entries would go under a file: none is written
    root = _root_with_the_session_grammar(tmp_path / "root")
    (root / derived_cache.SUBDIR).symlink_to(blocker)
    env = {**os.environ, derived_cache.ENV_CACHE_DIR: str(root)}
    assert _cold_start(env)["output"].startswith("He weighs one hundred fifty pounds")
    assert blocker.read_text() == "not a folder"
