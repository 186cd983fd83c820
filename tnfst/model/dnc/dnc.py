"""The DNC core (Graves et al. 2016): an LSTM controller wired to `MemoryAccess`.

At step t the controller reads [x_t; r_{t-1}] (input and the previous read
vectors), emits h_t; the interface computed from h_t writes and reads memory,
giving r_t; the output is y_t = W_y [h_t; r_t].

`DNC.step(inputs, prev_state) -> (output, next_state)`, state as named tuples of
tensors with the batch dimension first.

`zero_reads=True` is the ablation of Pramanik & Hussain: the read vectors are
replaced by zeros at every step, both in the output and in the controller's
next input, so nothing read from memory reaches the rest of the network.

Known limitations: a single-layer LSTM controller; no output clipping (the
training script clips gradients instead).
"""

from __future__ import annotations

from typing import NamedTuple

import torch
from torch import nn

from tnfst.model.dnc.access import AccessState, MemoryAccess


class ControllerState(NamedTuple):
    """LSTM state: h [B, controller_size], c [B, controller_size]."""

    hidden: torch.Tensor
    cell: torch.Tensor


class DNCState(NamedTuple):
    """read_vectors: r_t, [B, R, W]; access: the memory; controller: the LSTM."""

    read_vectors: torch.Tensor
    access: AccessState
    controller: ControllerState


class DNC(nn.Module):
    """Controller LSTM + memory access.

    Args:
        input_size: size of x_t.
        output_size: size of y_t.
        controller_size: LSTM units.
        memory_size: N.
        word_size: W.
        num_reads: R.
        zero_reads: the ablation: read vectors replaced by zeros.
    """

    def __init__(
        self,
        input_size: int,
        output_size: int,
        controller_size: int,
        memory_size: int,
        word_size: int,
        num_reads: int,
        zero_reads: bool = False,
    ):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.controller_size = controller_size
        self.num_reads = num_reads
        self.word_size = word_size
        self.zero_reads = bool(zero_reads)
        read_size = num_reads * word_size
        self.controller = nn.LSTMCell(input_size + read_size, controller_size)
        self.access = MemoryAccess(controller_size, memory_size, word_size, num_reads)
        self.output = nn.Linear(controller_size + read_size, output_size)

    def initial_state(self, batch: int, *, dtype: torch.dtype | None = None, device: torch.device | str | None = None) -> DNCState:
        """All zeros: empty memory, no reads yet."""
        if dtype is None or device is None:  # a quantized output layer has no `.weight` tensor
            p = next(self.parameters(), None)
            dtype = dtype or (p.dtype if p is not None else torch.float32)
            device = device or (p.device if p is not None else "cpu")
        zeros = torch.zeros(batch, self.controller_size, dtype=dtype, device=device)
        return DNCState(
            read_vectors=torch.zeros(batch, self.num_reads, self.word_size, dtype=dtype, device=device),
            access=self.access.initial_state(batch, dtype=dtype, device=device),
            controller=ControllerState(zeros, zeros.clone()),
        )

    def forward(self, inputs: torch.Tensor, prev_state: DNCState) -> tuple[torch.Tensor, DNCState]:
        return self.step(inputs, prev_state)

    def step(self, inputs: torch.Tensor, prev_state: DNCState) -> tuple[torch.Tensor, DNCState]:
        """One time step.

        Args:
            inputs: x_t, [B, input_size].
            prev_state: state at t-1.
        Returns:
            (y_t [B, output_size], state at t).
        """
        b = inputs.shape[0]
        prev_reads = prev_state.read_vectors.reshape(b, -1)  # r_{t-1}, [B, R*W]
        h, c = self.controller(torch.cat([inputs, prev_reads], dim=-1), prev_state.controller)
        reads, access = self.access.step(h, prev_state.access)  # r_t, [B, R, W]
        if self.zero_reads:
            reads = torch.zeros_like(reads)
        output = self.output(torch.cat([h, reads.reshape(b, -1)], dim=-1))  # y_t, [B, output_size]
        return output, DNCState(read_vectors=reads, access=access, controller=ControllerState(h, c))
