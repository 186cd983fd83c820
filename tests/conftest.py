"""Test-wide setup: compiled grammars go to a temporary cache, never the user's."""

from __future__ import annotations

import os

import pytest
import torch


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
