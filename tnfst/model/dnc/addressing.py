"""Addressing mechanisms of the Differentiable Neural Computer (Graves et al. 2016).

One class per mechanism of the paper's Methods section, each a pure function of
its inputs and the previous state (no parameters, nothing kept on `self`):

- `ContentAddressing`: content-based addressing C(M, k, beta), a softmax over the
  cosine similarity of a key with every memory row, sharpened by the key strength.
- `Freeness`: the usage vector u_t (retention psi_t from the free gates f_t) and
  the allocation weighting a_t from the usage sorted ascending.
- `TemporalLinkage`: the precedence weighting p_t and the link matrix L_t, and
  the forward / backward weightings f_t^i = L_t w^{r,i}_{t-1}, b_t^i = L_t^T w^{r,i}_{t-1}.

Shapes: B batch, N memory rows, W word size, H heads (read heads R or the one
write head). Every tensor has the batch dimension first.

Known limitations: one write head (the paper's setting); the allocation sort has
no gradient through the sort order (as in the paper), only through the values.
"""

from __future__ import annotations

from typing import NamedTuple

import torch

from tnfst.model.dnc.constants import COSINE_EPSILON, LOG_PRODUCT_FLOOR, USAGE_EPSILON  # noqa: F401 (re-exported)


class ContentAddressing:
    """Content-based addressing C(M, k, beta)[i] = softmax_i(beta * cos(k, M[i]))."""

    @staticmethod
    def weights(memory: torch.Tensor, keys: torch.Tensor, strengths: torch.Tensor) -> torch.Tensor:
        """Content weightings of H keys.

        Args:
            memory: M, [B, N, W].
            keys: k, [B, H, W].
            strengths: beta >= 1, [B, H].
        Returns:
            c, [B, H, N]: each row in the simplex (nonnegative, sums to 1).
        """
        # matmul and linalg.vector_norm rather than einsum / Tensor.norm: same numbers,
        # a fraction of the per-call overhead (this runs once per character per head).
        dots = torch.matmul(keys, memory.transpose(1, 2))  # [B, H, N]
        key_norms = torch.linalg.vector_norm(keys, dim=-1, keepdim=True)  # [B, H, 1]
        memory_norms = torch.linalg.vector_norm(memory, dim=-1).unsqueeze(1)  # [B, 1, N]
        similarity = dots / (key_norms * memory_norms + COSINE_EPSILON)  # [B, H, N]
        return torch.softmax(similarity * strengths.unsqueeze(-1), dim=-1)


class Freeness:
    """Dynamic memory allocation: usage u_t and allocation weighting a_t."""

    @staticmethod
    def usage(
        prev_usage: torch.Tensor,
        prev_write_weights: torch.Tensor,
        free_gates: torch.Tensor,
        prev_read_weights: torch.Tensor,
    ) -> torch.Tensor:
        """u_t = (u_{t-1} + w^w_{t-1} - u_{t-1} * w^w_{t-1}) * psi_t.

        Args:
            prev_usage: u_{t-1}, [B, N] in [0, 1].
            prev_write_weights: w^w_{t-1}, [B, N].
            free_gates: f_t, [B, R] in [0, 1].
            prev_read_weights: w^r_{t-1}, [B, R, N].
        Returns:
            u_t, [B, N] in [0, 1].
        """
        usage = prev_usage + prev_write_weights - prev_usage * prev_write_weights  # [B, N]
        retention = torch.prod(torch.rsub(free_gates.unsqueeze(-1) * prev_read_weights, 1), dim=1)  # psi_t, [B, N]
        return usage * retention

    @staticmethod
    def allocation(usage: torch.Tensor) -> torch.Tensor:
        """a_t[phi_j] = (1 - u_t[phi_j]) * prod_{i<j} u_t[phi_i], phi = usage sorted ascending.

        Args:
            usage: u_t, [B, N] in [0, 1].
        Returns:
            a_t, [B, N]: nonnegative, sums to at most 1; the least used row gets the most.
        """
        usage = torch.add(usage * (1 - USAGE_EPSILON), USAGE_EPSILON)
        sorted_usage, order = torch.sort(usage, dim=-1)  # ascending: phi
        # Exclusive cumulative product prod_{i<j} u[phi_i], in log space and cut to exactly 0
        # below exp(LOG_PRODUCT_FLOOR): a plain cumprod of small usages underflows into
        # denormal floats, which make every later CPU op on them ~100x slower.
        log_usage = torch.log(sorted_usage)
        log_before = torch.cumsum(torch.cat([torch.zeros_like(log_usage[:, :1]), log_usage[:, :-1]], dim=-1), dim=-1)
        prod_before = torch.exp(log_before.clamp(min=LOG_PRODUCT_FLOOR)) * (log_before > LOG_PRODUCT_FLOOR)
        sorted_allocation = torch.rsub(sorted_usage, 1) * prod_before  # [B, N] in phi order
        return torch.zeros_like(usage).scatter(-1, order, sorted_allocation)


class TemporalLinkage:
    """The order in which rows were written: precedence p_t and link matrix L_t."""

    class State(NamedTuple):
        """link: L_t, [B, N, N] (L[i, j]: row i was written right after row j), zero diagonal.
        precedence: p_t, [B, N], sums to at most 1."""

        link: torch.Tensor
        precedence: torch.Tensor

    @staticmethod
    def update(write_weights: torch.Tensor, prev: "TemporalLinkage.State") -> "TemporalLinkage.State":
        """L_t[i, j] = (1 - w[i] - w[j]) L_{t-1}[i, j] + w[i] p_{t-1}[j], L_t[i, i] = 0;
        p_t = (1 - sum_i w[i]) p_{t-1} + w.

        Args:
            write_weights: w^w_t, [B, N].
            prev: the state at t-1.
        """
        w_i = write_weights.unsqueeze(-1)  # [B, N, 1]
        w_j = write_weights.unsqueeze(-2)  # [B, 1, N]
        p_j = prev.precedence.unsqueeze(-2)  # [B, 1, N]
        # (1 - w_i - w_j) L + w_i p_j; the outer product w_i p_j is a k=1 batched product.
        # The [B, N, N] passes dominate a step, so inference makes three in place; training
        # keeps the out-of-place form autograd needs (same values).
        link = torch.rsub(w_i, 1) - w_j  # [B, N, N]
        if torch.is_grad_enabled() and (write_weights.requires_grad or prev.link.requires_grad
                                        or prev.precedence.requires_grad):
            link = torch.baddbmm(link * prev.link, w_i, p_j)
        else:
            link.mul_(prev.link).baddbmm_(w_i, p_j)
        link.diagonal(dim1=-2, dim2=-1).zero_()  # L[i, i] = 0 (baddbmm's backward never reads its output)
        precedence = torch.rsub(write_weights.sum(-1, keepdim=True), 1) * prev.precedence + write_weights  # [B, N]
        return TemporalLinkage.State(link=link, precedence=precedence)

    @staticmethod
    def directional_weights(link: torch.Tensor, prev_read_weights: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Forward f = L w^r_{t-1} and backward b = L^T w^r_{t-1} weightings.

        Args:
            link: L_t, [B, N, N].
            prev_read_weights: w^r_{t-1}, [B, R, N].
        Returns:
            (forward, backward), each [B, R, N].
        """
        forward = torch.matmul(prev_read_weights, link.transpose(1, 2))  # f_i = sum_j L[i, j] w[j]
        backward = torch.matmul(prev_read_weights, link)  # b_i = sum_j L[j, i] w[j]
        return forward, backward

    @staticmethod
    def initial_state(batch: int, n: int, *, dtype: torch.dtype, device: torch.device | str) -> "TemporalLinkage.State":
        return TemporalLinkage.State(
            link=torch.zeros(batch, n, n, dtype=dtype, device=device),
            precedence=torch.zeros(batch, n, dtype=dtype, device=device),
        )
