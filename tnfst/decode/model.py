"""What beam search needs of a sequence-to-sequence model, and how it reorders model state.

A model's decoder state is a pytree: a tensor, or a tuple / NamedTuple / list /
dict / dataclass of tensors, nested at will, with the batch (row) dimension
first in every tensor. Non-tensor leaves (None, ints, strings) are carried
unchanged. The beam search expands and reorders rows with `gather_state`, so a
model needs no reorder method of its own.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol, runtime_checkable

import torch

State = Any  # a pytree of tensors, batch dimension first


@runtime_checkable
class Seq2SeqModel(Protocol):
    """An encoder-decoder read one word at a time.

    `encode(batch) -> state`: `batch` holds B inputs in whatever form the model
        wants (opaque to the beam search); every tensor of `state` has B rows.
    `step(state, prev_word_ids) -> (logits, state)`: prev_word_ids LongTensor[N]
        (START on the first step), state with N rows; logits Tensor[N, V] over
        the output vocabulary (unnormalised; the beam search applies log_softmax),
        and the next state with N rows.
    """

    def encode(self, batch: Any) -> State: ...

    def step(self, state: State, prev_word_ids: torch.Tensor) -> tuple[torch.Tensor, State]: ...


def gather_state(state: State, index: torch.Tensor) -> State:
    """Rows `index` (LongTensor[M]) of every tensor in the pytree `state`: index_select on dim 0."""
    if isinstance(state, torch.Tensor):
        return state.index_select(0, index if index.device == state.device else index.to(state.device))
    if isinstance(state, tuple):
        items = [gather_state(s, index) for s in state]
        return type(state)(*items) if hasattr(state, "_fields") else tuple(items)
    if isinstance(state, list):
        return [gather_state(s, index) for s in state]
    if isinstance(state, dict):
        return type(state)((k, gather_state(v, index)) for k, v in state.items())
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return dataclasses.replace(
            state, **{f.name: gather_state(getattr(state, f.name), index) for f in dataclasses.fields(state) if f.init}
        )
    return state


def state_rows(state: State) -> set[int]:
    """The distinct leading sizes of the tensors in `state` (for shape checks)."""
    if isinstance(state, torch.Tensor):
        return {state.shape[0]} if state.dim() > 0 else {-1}
    if isinstance(state, (tuple, list)):
        return set().union(*(state_rows(s) for s in state)) if state else set()
    if isinstance(state, dict):
        return set().union(*(state_rows(s) for s in state.values())) if state else set()
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return set().union(*(state_rows(getattr(state, f.name)) for f in dataclasses.fields(state)))
    return set()
