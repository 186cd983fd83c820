"""Activations computed the fast way on CPU.

`tanh(x) = 2 sigmoid(2x) - 1`: the same function (errors ~2e-7, float32 rounding);
torch's CPU `tanh` is about 4x slower than its `sigmoid` here (58 us against 15 us
for a [128, 256] tensor, 1.7 ms against 0.6 ms for the attention's [128, 60, 128]),
and the attention's tanh runs at every decoder step.
"""

from __future__ import annotations

import torch


def tanh(x: torch.Tensor) -> torch.Tensor:
    """tanh(x) as 2 sigmoid(2x) - 1 (in place on the temporary when no gradient is needed)."""
    s = torch.sigmoid(x * 2)
    if torch.is_grad_enabled() and x.requires_grad:
        return 2 * s - 1  # sigmoid's backward reads its output: no in-place change
    return s.mul_(2).sub_(1)
