"""A tiny seq2seq DNC with random weights, shared by the tests of the inference paths
(imported by the test modules beside it: pytest puts this folder on sys.path)."""

from __future__ import annotations

import torch

from tnfst.model.charset import Charset
from tnfst.model.config import TINY
from tnfst.model.seq2seq import Seq2SeqDNC
from tnfst.vocab import Vocabulary

CHARS = "abc123 .,$"
WORDS = ["one", "two", "three", "dollars", "a", "b"]


def tiny_model(seed: int = 0) -> Seq2SeqDNC:
    """TINY sizes over `CHARS` and `WORDS`, eval mode; weights 3x the default init, so the
    memory contents matter."""
    torch.manual_seed(seed)
    model = Seq2SeqDNC(TINY, Charset(list(CHARS)), Vocabulary(WORDS)).eval()
    with torch.no_grad():
        for p in model.parameters():
            p.mul_(3.0)
    return model
