"""What beam search needs of a sequence-to-sequence model, and how it reorders model state.

A model's decoder state is a pytree: an array (numpy, or a torch tensor), or a
tuple / NamedTuple / list / dict / dataclass of arrays, nested at will, with the
batch (row) dimension first in every array. Non-tensor leaves (None, ints, strings) are carried
unchanged. The beam search expands and reorders rows with `gather_state`, so a
model needs no reorder method of its own.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol, runtime_checkable

import numpy as np

State = Any  # a pytree of arrays (numpy or torch), batch dimension first


@runtime_checkable
class Seq2SeqModel(Protocol):
    """An encoder-decoder read one word at a time.

    `encode(batch) -> state`: `batch` holds B inputs in whatever form the model
        wants (opaque to the beam search); every tensor of `state` has B rows.
    `step(state, prev_word_ids) -> (logits, state)`: prev_word_ids int64 numpy [N]
        (START on the first step), state with N rows; logits [N, V] (numpy, or a torch tensor) over
        the output vocabulary (unnormalised; the beam search applies log_softmax),
        and the next state with N rows.
    """

    def encode(self, batch: Any) -> State: ...

    def step(self, state: State, prev_word_ids: np.ndarray) -> tuple[Any, State]: ...


def _is_torch(value: Any) -> bool:
    return type(value).__module__.startswith("torch") and hasattr(value, "index_select")


def gather_state(state: State, index) -> State:
    """Rows `index` (int [M], numpy or torch) of every array in the pytree `state`, on axis 0."""
    if isinstance(state, np.ndarray):
        return state[np.asarray(index)]
    if _is_torch(state):
        import torch  # only a torch model's state holds tensors

        index = torch.as_tensor(index, device=state.device)
        return state.index_select(0, index)
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
    """The distinct leading sizes of the arrays in `state` (for shape checks)."""
    if isinstance(state, np.ndarray) or _is_torch(state):
        return {state.shape[0]} if state.ndim > 0 else {-1}
    if isinstance(state, (tuple, list)):
        return set().union(*(state_rows(s) for s in state)) if state else set()
    if isinstance(state, dict):
        return set().union(*(state_rows(s) for s in state.values())) if state else set()
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return set().union(*(state_rows(getattr(state, f.name)) for f in dataclasses.fields(state)))
    return set()
