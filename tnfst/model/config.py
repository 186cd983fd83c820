"""Configuration of the seq2seq DNC (frozen dataclass) and its named presets."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ModelConfig:
    """Sizes of the encoder-decoder DNC. Defaults: the CPU size (see `CPU`)."""

    # Character and word embedding size; the paper's 32.
    embed_dim: int = 32
    # LSTM controller units of both DNCs; the paper's 1024 is ~30x slower on CPU.
    controller_size: int = 256
    # N, memory rows; the link matrix costs O(N^2) per step, so moderate on CPU (paper 256).
    memory_size: int = 64
    # W, width of a memory row (paper 64).
    word_size: int = 32
    # R, read heads (paper 5).
    num_reads: int = 4
    # Hidden size of Bahdanau's attention MLP (v^T tanh(W_s s + U_h h)).
    attention_size: int = 128
    # Dropout on the decoder's output features during training (0 = none).
    dropout: float = 0.1
    # Input windows longer than this many symbols keep the token and trim context.
    max_input_len: int = 160
    # Default cap on decoded words (longest readings spell out URLs letter by letter).
    max_output_len: int = 80
    # Pramanik & Hussain's ablation: read vectors replaced by zeros at every step.
    zero_reads: bool = False

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if field.type in ("int", int) and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ValueError(f"ModelConfig.{field.name} must be a positive integer, got {value!r}")
        if not 0.0 <= self.dropout < 1.0:
            raise ValueError(f"ModelConfig.dropout must be in [0, 1), got {self.dropout!r}")

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ModelConfig":
        """Build from a dict, ignoring unknown keys (older/newer checkpoints)."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


# The size trained on 2 CPU cores in about two hours (measurements: training/train_dnc.py's docstring).
CPU = ModelConfig()

# Pramanik & Hussain's English model: memory 256 x 64, 5 read heads, controller 1024, embeddings 32.
PAPER = ModelConfig(embed_dim=32, controller_size=1024, memory_size=256, word_size=64, num_reads=5, attention_size=256)

# A few-thousand-parameter model for tests.
TINY = ModelConfig(embed_dim=8, controller_size=16, memory_size=8, word_size=4, num_reads=2, attention_size=8, dropout=0.0)

PRESETS: dict[str, ModelConfig] = {"cpu": CPU, "paper": PAPER, "tiny": TINY}
