"""Memory access of the DNC (Graves et al. 2016): the interface vector, erase and
write with one write head, and reads in three modes (backward, content, forward).

`MemoryAccess.step(interface_input, prev_state) -> (read_vectors, next_state)`
follows the order of the paper's Methods: usage from the previous weightings and
the free gates, the write weighting from allocation and content, erase then write,
the link matrix from the new write weighting, then the read weightings on the new
memory.

Shapes: B batch, N memory rows, W word size, R read heads; batch first everywhere.

Known limitations: one write head (the paper's setting); the link matrix costs
O(B N^2) memory and time per step, so N stays moderate on CPU.
"""

from __future__ import annotations

from typing import NamedTuple

import torch
from torch import nn
from torch.nn import functional as F

from tnfst.model.dnc.addressing import ContentAddressing, Freeness, TemporalLinkage

# The three read modes, in the order of pi_t's components.
READ_MODES = ("backward", "content", "forward")


class AccessState(NamedTuple):
    """State of the memory between steps.

    memory: M_t, [B, N, W].
    read_weights: w^r_t, [B, R, N].
    write_weights: w^w_t, [B, N].
    linkage: L_t [B, N, N] and p_t [B, N].
    usage: u_t, [B, N].
    """

    memory: torch.Tensor
    read_weights: torch.Tensor
    write_weights: torch.Tensor
    linkage: TemporalLinkage.State
    usage: torch.Tensor


class Interface(NamedTuple):
    """The interface vector xi_t, split and squashed into the paper's ranges."""

    read_keys: torch.Tensor  # k^r, [B, R, W]
    read_strengths: torch.Tensor  # beta^r >= 1, [B, R]
    write_key: torch.Tensor  # k^w, [B, 1, W]
    write_strength: torch.Tensor  # beta^w >= 1, [B, 1]
    erase_vector: torch.Tensor  # e in [0, 1], [B, W]
    write_vector: torch.Tensor  # v, [B, W]
    free_gates: torch.Tensor  # f in [0, 1], [B, R]
    allocation_gate: torch.Tensor  # g^a in [0, 1], [B, 1]
    write_gate: torch.Tensor  # g^w in [0, 1], [B, 1]
    read_modes: torch.Tensor  # pi, [B, R, 3] in the simplex (backward, content, forward)


def oneplus(x: torch.Tensor) -> torch.Tensor:
    """oneplus(x) = 1 + log(1 + e^x), the paper's squashing of key strengths into [1, inf)."""
    return torch.add(F.softplus(x), 1)


class MemoryAccess(nn.Module):
    """Reads and writes an N x W memory from an interface vector computed from `input_size` features.

    Args:
        input_size: size of the controller output the interface is computed from.
        memory_size: N, rows of memory.
        word_size: W, width of a row.
        num_reads: R, read heads.
    """

    def __init__(self, input_size: int, memory_size: int, word_size: int, num_reads: int):
        super().__init__()
        for name, value in (("input_size", input_size), ("memory_size", memory_size), ("word_size", word_size), ("num_reads", num_reads)):
            if not isinstance(value, int) or value < 1:
                raise ValueError(f"MemoryAccess: {name} must be a positive integer, got {value!r}")
        self.memory_size = memory_size
        self.word_size = word_size
        self.num_reads = num_reads
        r, w = num_reads, word_size
        # Sizes of the interface vector's parts, in the order of `Interface`.
        self._split = (r * w, r, w, 1, w, w, r, 1, 1, 3 * r)
        self.interface = nn.Linear(input_size, sum(self._split))

    @property
    def interface_size(self) -> int:
        return sum(self._split)

    def parse_interface(self, controller_output: torch.Tensor) -> Interface:
        """xi_t = W_xi h_t, split into its parts. controller_output: [B, input_size]."""
        b = controller_output.shape[0]
        r, w = self.num_reads, self.word_size
        parts = torch.split(self.interface(controller_output), self._split, dim=-1)
        read_keys, read_strengths, write_key, write_strength, erase, write_vector, free, alloc, gate, modes = parts
        return Interface(
            read_keys=read_keys.reshape(b, r, w),
            read_strengths=oneplus(read_strengths),
            write_key=write_key.reshape(b, 1, w),
            write_strength=oneplus(write_strength),
            erase_vector=torch.sigmoid(erase),
            write_vector=write_vector,
            free_gates=torch.sigmoid(free),
            allocation_gate=torch.sigmoid(alloc),
            write_gate=torch.sigmoid(gate),
            read_modes=torch.softmax(modes.reshape(b, r, 3), dim=-1),
        )

    def initial_state(self, batch: int, *, dtype: torch.dtype = torch.float32, device: torch.device | str = "cpu") -> AccessState:
        n, w, r = self.memory_size, self.word_size, self.num_reads
        return AccessState(
            memory=torch.zeros(batch, n, w, dtype=dtype, device=device),
            read_weights=torch.zeros(batch, r, n, dtype=dtype, device=device),
            write_weights=torch.zeros(batch, n, dtype=dtype, device=device),
            linkage=TemporalLinkage.initial_state(batch, n, dtype=dtype, device=device),
            usage=torch.zeros(batch, n, dtype=dtype, device=device),
        )

    def forward(self, controller_output: torch.Tensor, prev_state: AccessState) -> tuple[torch.Tensor, AccessState]:
        return self.step(controller_output, prev_state)

    def step(self, controller_output: torch.Tensor, prev_state: AccessState) -> tuple[torch.Tensor, AccessState]:
        """One write then R reads.

        Args:
            controller_output: h_t, [B, input_size].
            prev_state: the state at t-1.
        Returns:
            (read_vectors r_t [B, R, W], state at t).
        """
        xi = self.parse_interface(controller_output)
        return self.apply_interface(xi, prev_state)

    @staticmethod
    def apply_interface(xi: Interface, prev_state: AccessState) -> tuple[torch.Tensor, AccessState]:
        """The memory operations for an already parsed interface (exposed for tests)."""
        usage = Freeness.usage(prev_state.usage, prev_state.write_weights, xi.free_gates, prev_state.read_weights)
        write_weights = MemoryAccess.write_weights(xi, prev_state.memory, usage)  # [B, N]
        memory = MemoryAccess.erase_and_write(prev_state.memory, write_weights, xi.erase_vector, xi.write_vector)
        linkage = TemporalLinkage.update(write_weights, prev_state.linkage)
        read_weights = MemoryAccess.read_weights(xi, memory, linkage.link, prev_state.read_weights)  # [B, R, N]
        read_vectors = torch.bmm(read_weights, memory)  # r_t = M_t^T w^r_t, [B, R, W]
        state = AccessState(memory=memory, read_weights=read_weights, write_weights=write_weights, linkage=linkage, usage=usage)
        return read_vectors, state

    @staticmethod
    def write_weights(xi: Interface, prev_memory: torch.Tensor, usage: torch.Tensor) -> torch.Tensor:
        """w^w_t = g^w (g^a a_t + (1 - g^a) c^w_t), c^w_t = C(M_{t-1}, k^w, beta^w). Returns [B, N]."""
        content = ContentAddressing.weights(prev_memory, xi.write_key, xi.write_strength).squeeze(1)  # [B, N]
        allocation = Freeness.allocation(usage)  # [B, N]
        g_a = xi.allocation_gate
        return xi.write_gate * (g_a * allocation + torch.rsub(g_a, 1) * content)

    @staticmethod
    def erase_and_write(memory: torch.Tensor, write_weights: torch.Tensor, erase: torch.Tensor, write_vector: torch.Tensor) -> torch.Tensor:
        """M_t = M_{t-1} * (1 - w^w e^T) + w^w v^T.

        Args:
            memory: [B, N, W]; write_weights: [B, N]; erase, write_vector: [B, W].
        """
        w = write_weights.unsqueeze(-1)  # [B, N, 1]
        return memory * torch.rsub(w * erase.unsqueeze(1), 1) + w * write_vector.unsqueeze(1)

    @staticmethod
    def read_weights(xi: Interface, memory: torch.Tensor, link: torch.Tensor, prev_read_weights: torch.Tensor) -> torch.Tensor:
        """w^r_t = pi[0] b_t + pi[1] c^r_t + pi[2] f_t. Returns [B, R, N]."""
        content = ContentAddressing.weights(memory, xi.read_keys, xi.read_strengths)  # [B, R, N]
        forward, backward = TemporalLinkage.directional_weights(link, prev_read_weights)
        pi = xi.read_modes
        return pi[..., 0:1] * backward + pi[..., 1:2] * content + pi[..., 2:3] * forward
