"""Test-wide setup: compiled grammars go to a temporary cache, never the user's."""

from __future__ import annotations

import os

import pytest
import torch
from hypothesis import settings

# Property tests draw the same examples on every run unless asked otherwise, so that a
# suite which passed here passes in CI: a new counterexample found by chance on the CI
# machine would stop a release without a code change. Exploration is its own run:
#   HYPOTHESIS_PROFILE=explore python -m pytest -q tests   (random draws; 500 examples where a test sets no count)
settings.register_profile("repro", derandomize=True, print_blob=True)
settings.register_profile("explore", derandomize=False, max_examples=500, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repro"))


@pytest.fixture(scope="session", autouse=True)
def _isolated_grammar_cache(tmp_path_factory):
    """Point TNFST_CACHE_DIR at a per-session temporary folder (built once per test run)."""
    old = os.environ.get("TNFST_CACHE_DIR")
    os.environ["TNFST_CACHE_DIR"] = str(tmp_path_factory.mktemp("tnfst-cache"))
    yield
    if old is None:
        os.environ.pop("TNFST_CACHE_DIR", None)
    else:
        os.environ["TNFST_CACHE_DIR"] = old


@pytest.fixture(scope="module")
def one_torch_thread():
    """Tiny tensors: a second intra-op thread only waits for a busy core (ms per op).
    Sets torch to one thread for a module and gives the session its setting back."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
