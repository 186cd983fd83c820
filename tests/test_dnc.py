"""The DNC mechanisms (Graves et al. 2016): shapes, the paper's invariants, gradients."""

from __future__ import annotations

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.model.dnc import DNC, AccessState, ContentAddressing, Freeness, Interface, MemoryAccess, TemporalLinkage

B, N, W, R = 3, 6, 4, 2
TOL = 1e-5


def random_interface(generator: torch.Generator, b: int = B, dtype=torch.float32) -> Interface:
    def rnd(*shape):
        return torch.randn(*shape, generator=generator, dtype=dtype)

    return Interface(
        read_keys=rnd(b, R, W),
        read_strengths=1 + rnd(b, R).abs(),
        write_key=rnd(b, 1, W),
        write_strength=1 + rnd(b, 1).abs(),
        erase_vector=torch.sigmoid(rnd(b, W)),
        write_vector=rnd(b, W),
        free_gates=torch.sigmoid(rnd(b, R)),
        allocation_gate=torch.sigmoid(rnd(b, 1)),
        write_gate=torch.sigmoid(rnd(b, 1)),
        read_modes=torch.softmax(rnd(b, R, 3), dim=-1),
    )


def run_access(steps: int, seed: int = 0) -> list[AccessState]:
    g = torch.Generator().manual_seed(seed)
    access = MemoryAccess(input_size=5, memory_size=N, word_size=W, num_reads=R)
    state = access.initial_state(B)
    states = []
    for _ in range(steps):
        _, state = MemoryAccess.apply_interface(random_interface(g), state)
        states.append(state)
    return states


def assert_in_simplex(weights: torch.Tensor) -> None:
    assert bool((weights >= -TOL).all()), weights.min()
    assert bool((weights.sum(-1) <= 1 + TOL).all()), weights.sum(-1).max()


def test_content_addressing_prefers_the_most_similar_row_and_sharpens_with_strength():
    memory = torch.eye(4).unsqueeze(0)  # [1, 4, 4]
    key = torch.tensor([[[0.1, 2.0, 0.0, 0.0]]])
    weak = ContentAddressing.weights(memory, key, torch.tensor([[1.0]]))
    strong = ContentAddressing.weights(memory, key, torch.tensor([[50.0]]))
    assert weak.shape == (1, 1, 4)
    assert int(weak.argmax()) == 1
    assert float(strong[0, 0, 1]) > float(weak[0, 0, 1])
    assert torch.allclose(weak.sum(-1), torch.ones(1, 1))


def test_content_addressing_on_empty_memory_is_uniform_not_nan():
    weights = ContentAddressing.weights(torch.zeros(2, N, W), torch.randn(2, R, W), torch.ones(2, R))
    assert torch.allclose(weights, torch.full((2, R, N), 1 / N))


def test_allocation_gives_the_least_used_row_the_write():
    usage = torch.tensor([[0.9, 0.2, 0.5, 1.0], [0.0, 1.0, 1.0, 1.0]])
    allocation = Freeness.allocation(usage)
    assert allocation.shape == (2, 4)
    assert allocation.argmax(-1).tolist() == [1, 0]
    assert_in_simplex(allocation)
    assert float(allocation[1, 0]) == pytest.approx(1.0, abs=1e-5)


def test_full_memory_allocates_nothing():
    assert float(Freeness.allocation(torch.ones(1, 5)).sum()) < 1e-4


def test_usage_rises_with_writes_and_falls_with_freed_reads():
    prev = torch.tensor([[0.5, 0.5]])
    written = Freeness.usage(prev, torch.tensor([[1.0, 0.0]]), torch.zeros(1, 1), torch.zeros(1, 1, 2))
    assert written.tolist() == [[1.0, 0.5]]
    freed = Freeness.usage(prev, torch.zeros(1, 2), torch.ones(1, 1), torch.tensor([[[0.0, 1.0]]]))
    assert freed.tolist() == [[0.5, 0.0]]


def test_link_matrix_records_the_write_order():
    state = TemporalLinkage.initial_state(1, 3, dtype=torch.float32, device="cpu")
    for row in (0, 2, 1):  # write rows 0, then 2, then 1
        state = TemporalLinkage.update(torch.nn.functional.one_hot(torch.tensor([row]), 3).float(), state)
    link = state.link[0]
    assert link[2, 0] == 1 and link[1, 2] == 1  # L[i, j]: i written right after j
    assert float(link.sum()) == 2
    # Reading row 0 then moving forward lands on row 2; backward from 2 lands on 0.
    forward, backward = TemporalLinkage.directional_weights(state.link, torch.tensor([[[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]]))
    assert forward[0, 0].tolist() == [0.0, 0.0, 1.0]
    assert backward[0, 1].tolist() == [1.0, 0.0, 0.0]


def test_access_shapes():
    access = MemoryAccess(input_size=7, memory_size=N, word_size=W, num_reads=R)
    reads, state = access.step(torch.randn(B, 7), access.initial_state(B))
    assert reads.shape == (B, R, W)
    assert state.memory.shape == (B, N, W)
    assert state.read_weights.shape == (B, R, N)
    assert state.write_weights.shape == (B, N)
    assert state.linkage.link.shape == (B, N, N)
    assert state.linkage.precedence.shape == (B, N)
    assert state.usage.shape == (B, N)
    assert access.interface_size == R * W + 3 * W + 5 * R + 3


def test_invariants_hold_over_many_steps():
    for state in run_access(steps=25, seed=1):
        assert_in_simplex(state.write_weights)
        assert_in_simplex(state.read_weights)
        assert bool((state.usage >= -TOL).all() and (state.usage <= 1 + TOL).all())
        link = state.linkage.link
        assert float(torch.diagonal(link, dim1=-2, dim2=-1).abs().max()) == 0.0
        assert bool((link >= -TOL).all())
        assert bool((link.sum(-1) <= 1 + TOL).all() and (link.sum(-2) <= 1 + TOL).all())
        assert_in_simplex(state.linkage.precedence)


@settings(max_examples=15, deadline=None)
@given(usage=st.lists(st.floats(0.0, 1.0), min_size=1, max_size=12))
def test_allocation_is_in_the_simplex_for_any_usage(usage):
    allocation = Freeness.allocation(torch.tensor([usage]))
    assert_in_simplex(allocation)
    # The most allocated row is a least used one (ties in usage may go either way).
    assert usage[int(allocation.argmax())] == pytest.approx(min(usage), abs=1e-6) or float(allocation.max()) < 1e-5


def test_erase_and_write():
    memory = torch.ones(1, 2, 3)
    written = MemoryAccess.erase_and_write(memory, torch.tensor([[1.0, 0.0]]), torch.ones(1, 3), torch.tensor([[5.0, 6.0, 7.0]]))
    assert written[0].tolist() == [[5.0, 6.0, 7.0], [1.0, 1.0, 1.0]]


def test_memory_access_gradcheck_float64():
    torch.manual_seed(0)
    access = MemoryAccess(input_size=3, memory_size=4, word_size=3, num_reads=2).double()
    inputs = torch.randn(2, 2, 3, dtype=torch.float64, requires_grad=True)  # [steps, B, input]
    memory = torch.randn(2, 4, 3, dtype=torch.float64, requires_grad=True)

    def two_steps(inputs, memory):
        state = access.initial_state(2, dtype=torch.float64)._replace(memory=memory)
        outputs = []
        for x in inputs:
            reads, state = access.step(x, state)
            outputs.append(reads)
        return torch.stack(outputs), state.memory, state.linkage.link, state.usage

    assert torch.autograd.gradcheck(two_steps, (inputs, memory), eps=1e-6, atol=1e-5)


def test_dnc_step_shapes_and_zero_reads():
    torch.manual_seed(0)
    for zero in (False, True):
        dnc = DNC(input_size=5, output_size=7, controller_size=11, memory_size=N, word_size=W, num_reads=R, zero_reads=zero)
        state = dnc.initial_state(B)
        for _ in range(3):
            out, state = dnc.step(torch.randn(B, 5), state)
        assert out.shape == (B, 7)
        assert state.read_vectors.shape == (B, R, W)
        assert state.controller.hidden.shape == (B, 11)
        assert bool((state.read_vectors == 0).all()) == zero


def test_dnc_learns_through_memory_gradients():
    torch.manual_seed(0)
    dnc = DNC(input_size=2, output_size=2, controller_size=8, memory_size=4, word_size=3, num_reads=1)
    state = dnc.initial_state(2)
    out, state = dnc.step(torch.randn(2, 2), state)
    out, state = dnc.step(torch.randn(2, 2), state)
    out.sum().backward()
    assert dnc.access.interface.weight.grad is not None
    assert float(dnc.access.interface.weight.grad.abs().sum()) > 0


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError, match="memory_size"):
        MemoryAccess(input_size=3, memory_size=0, word_size=3, num_reads=1)


pytestmark = pytest.mark.usefixtures("one_torch_thread")  # tests/conftest.py
