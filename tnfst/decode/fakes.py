"""Fake `Seq2SeqModel`s for tests and benchmarks: no training, fully determined by a seed.

`TableModel` gives every prefix its own pseudo-random logits (the prefix is
hashed into a row of a fixed random table), so it is a proper autoregressive
model whose best path can be found by brute force. `BiasedModel` adds a fixed
bias to another model's logits: a large bias on a wrong unit, digit or STOP
makes an adversary that puts almost all its mass there.
"""

from __future__ import annotations

import torch

_HASH_MULTIPLIER = 1_000_003  # mixes the previous word into the prefix hash


class TableModel:
    """logits(prefix) = scale * table[hash(prefix)], table ~ N(0, 1) from `seed`.

    encode(batch): batch is LongTensor[B] of per-input seeds (any ints); state is
    the prefix hash LongTensor[B]. step(state, prev) -> (Tensor[N, V], state).

    Args:
        vocab_size: V.
        seed: seed of the random table.
        scale: logit scale (larger = sharper distributions).
        rows: table rows P (prefix hashes are taken mod P).
    """

    def __init__(self, vocab_size: int, seed: int = 0, scale: float = 3.0, rows: int = 10_007):
        generator = torch.Generator().manual_seed(seed)
        self.vocab_size = vocab_size
        self.rows = rows
        self.table = torch.randn(rows, vocab_size, generator=generator) * scale  # [P, V]

    def encode(self, batch: torch.Tensor) -> torch.Tensor:
        return torch.as_tensor(batch, dtype=torch.long) % self.rows  # [B]

    def step(self, state: torch.Tensor, prev_word_ids: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        state = (state * _HASH_MULTIPLIER + torch.as_tensor(prev_word_ids) + 1) % self.rows  # [N]
        return self.table.index_select(0, state), state  # [N, V]


class BiasedModel:
    """Another model with `bias` (Tensor[V]) added to its logits at every step."""

    def __init__(self, inner, bias: torch.Tensor):
        self.inner = inner
        self.bias = bias.float()

    def encode(self, batch):
        return self.inner.encode(batch)

    def step(self, state, prev_word_ids):
        logits, state = self.inner.step(state, prev_word_ids)
        return logits + self.bias, state


class ScriptedModel:
    """Logits taken from a script: logits[t] (Tensor[V]) at step t for every input and beam.

    The state is the step counter, LongTensor[B]. Past the script's end the last
    row repeats.
    """

    def __init__(self, script: torch.Tensor):
        if script.dim() != 2:
            raise ValueError("script must be a Tensor[T, V]")
        self.script = script.float()

    def encode(self, batch) -> torch.Tensor:
        return torch.zeros(len(batch), dtype=torch.long)

    def step(self, state, prev_word_ids):
        rows = state.clamp(max=self.script.shape[0] - 1)
        return self.script.index_select(0, rows), state + 1
