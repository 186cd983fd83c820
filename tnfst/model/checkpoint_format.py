"""The contents of a model file, checked without torch (`tnfst.model.checkpoint` writes and
loads it with torch, `tnfst.model.numpy_dnc` reads it with numpy).

A model file holds a dict: `format` (`FORMAT`), `version` (`VERSION`), `config` (a
`ModelConfig` as a dict), `charset` and `vocab` (every symbol and word, reserved ones
first), `state_dict` (the weights by parameter name) and `meta`.
"""

from __future__ import annotations

from typing import Any

from tnfst import special
from tnfst.model.charset import Charset
from tnfst.model.config import ModelConfig
from tnfst.vocab import Vocabulary

FORMAT = "tnfst-seq2seq-dnc"
VERSION = 1


class CheckpointError(ValueError):
    """A model file that cannot be read."""


def unpack_checkpoint(data: Any, source: str = "<memory>") -> tuple[ModelConfig, Charset, Vocabulary, dict]:
    """(config, charset, vocab, state_dict) of a model file's dict; CheckpointError naming
    `source` when it is not one, has another version or is broken. A dict that wraps the
    model under "model" (a training checkpoint) is unwrapped."""
    if isinstance(data, dict) and "model" in data and "format" not in data:
        data = data["model"]
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CheckpointError(f"{source}: not a tnfst seq2seq DNC checkpoint")
    if data.get("version") != VERSION:
        raise CheckpointError(f"{source}: checkpoint version {data.get('version')!r}, this tnfst reads {VERSION}")
    try:
        config = ModelConfig.from_dict(data["config"])
        vocab = Vocabulary(data["vocab"][len(special.SPECIAL_WORDS):])
        charset = Charset(data["charset"][4:])
        state = data["state_dict"]
        if not isinstance(state, dict):
            raise TypeError("state_dict is not a dict")
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise CheckpointError(f"{source}: broken checkpoint ({exc})") from exc
    return config, charset, vocab, state
