"""The float32 DNC step and the encoder loop as TorchScript functions, for inference on CPU.

A DNC step at 1-3 rows is some 120 small tensor ops, each costing Python and
dispatcher overhead far above its arithmetic. These functions run the same
aten ops, in the same order and on the same arguments, as the eager modules
(`DNC.step`, `MemoryAccess.step`, `ContentAddressing`, `Freeness`,
`TemporalLinkage`, `Seq2SeqDNC.encode`), so their results are bit-identical
(`tests/test_speed_paths.py` checks it), but inside TorchScript's interpreter:
no Python frame per op, the encoder's whole loop over the window in one call.
Executed with `torch.jit.optimized_execution(False)`: no graph passes (no
compile time at the first calls, no fusion that could change a float).

Besides the op order, two exact savings: the norms of the memory rows that a
step's read addressing computes are the norms the next step's write addressing
needs (same tensor, same op), so the encoder loop computes them once; and a row
mask is applied only at steps where some row is padded (as `encode` does).

`FusedSeq2Seq.for_model(model)` binds the functions to a `Seq2SeqDNC`'s float
weights; None when the model cannot take this path (int8 layers, the zero_reads
ablation, not on CPU). `Seq2SeqDNC` scripts on its first inference call (about
0.1-0.2 s, once per model), never at import.

Known limitations: float32 on CPU only; inference only (no gradients through the
scripted functions); the int8 model keeps the eager path. TorchScript is deprecated
in recent torch releases: should a release drop it, `for_model` returns None and
the eager modules run (same readings, slower).
"""

from __future__ import annotations

import warnings

import torch
from torch import nn

from tnfst.model.dnc.access import AccessState
from tnfst.model.dnc.addressing import COSINE_EPSILON, LOG_PRODUCT_FLOOR, USAGE_EPSILON, TemporalLinkage
from tnfst.model.dnc.dnc import ControllerState, DNCState

CONSTANTS = [COSINE_EPSILON, USAGE_EPSILON, LOG_PRODUCT_FLOOR]  # the scripted functions' `constants`


def _content(memory: torch.Tensor, memory_norms: torch.Tensor, keys: torch.Tensor,
             strengths: torch.Tensor, cosine_epsilon: float) -> torch.Tensor:
    """`ContentAddressing.weights` with the memory norms [B, 1, N] given."""
    dots = torch.matmul(keys, memory.transpose(1, 2))
    key_norms = torch.linalg.vector_norm(keys, dim=-1, keepdim=True)
    similarity = dots / (key_norms * memory_norms + cosine_epsilon)
    return torch.softmax(similarity * strengths.unsqueeze(-1), dim=-1)


def _allocation(usage: torch.Tensor, usage_epsilon: float, log_floor: float) -> torch.Tensor:
    """`Freeness.allocation`, op for op (the constants as arguments: TorchScript reads no globals)."""
    usage = torch.add(usage * (1 - usage_epsilon), usage_epsilon)
    sorted_usage, order = torch.sort(usage, dim=-1)
    log_usage = torch.log(sorted_usage)
    log_before = torch.cumsum(torch.cat([torch.zeros_like(log_usage[:, :1]), log_usage[:, :-1]], dim=-1), dim=-1)
    prod_before = torch.exp(log_before.clamp(min=log_floor)) * (log_before > log_floor)
    sorted_allocation = torch.rsub(sorted_usage, 1) * prod_before
    return torch.zeros_like(usage).scatter(-1, order, sorted_allocation)


def dnc_step(
    inputs: torch.Tensor, reads: torch.Tensor, hidden: torch.Tensor, cell: torch.Tensor,
    memory: torch.Tensor, memory_norms: torch.Tensor, read_weights: torch.Tensor, write_weights: torch.Tensor,
    link: torch.Tensor, precedence: torch.Tensor, usage: torch.Tensor,
    w_ih: torch.Tensor, w_hh: torch.Tensor, b_ih: torch.Tensor, b_hh: torch.Tensor,
    w_xi: torch.Tensor, b_xi: torch.Tensor, w_y: torch.Tensor, b_y: torch.Tensor,
    split: list[int], num_reads: int, word_size: int, constants: list[float],
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor,
           torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """One `DNC.step` (inference). memory_norms: ||M_{t-1}[i]||, [B, 1, N]; constants:
    (COSINE_EPSILON, USAGE_EPSILON, LOG_PRODUCT_FLOOR) of `tnfst.model.dnc.addressing`.

    Returns (output, reads, hidden, cell, memory, memory_norms, read_weights, write_weights,
    link, precedence, usage, output) - the state at t; the output twice for the loop's convenience."""
    b = inputs.shape[0]
    r, w = num_reads, word_size
    # the controller
    h, c = torch.lstm_cell(torch.cat([inputs, reads.reshape(b, -1)], dim=-1), [hidden, cell], w_ih, w_hh, b_ih, b_hh)
    # the interface (MemoryAccess.parse_interface)
    parts = torch.split(torch.nn.functional.linear(h, w_xi, b_xi), split, dim=-1)
    read_keys = parts[0].reshape(b, r, w)
    read_strengths = torch.add(torch.nn.functional.softplus(parts[1]), 1)
    write_key = parts[2].reshape(b, 1, w)
    write_strength = torch.add(torch.nn.functional.softplus(parts[3]), 1)
    erase = torch.sigmoid(parts[4])
    write_vector = parts[5]
    free = torch.sigmoid(parts[6])
    g_a = torch.sigmoid(parts[7])
    g_w = torch.sigmoid(parts[8])
    modes = torch.softmax(parts[9].reshape(b, r, 3), dim=-1)
    # usage (Freeness.usage)
    new_usage = usage + write_weights - usage * write_weights
    retention = torch.prod(torch.rsub(free.unsqueeze(-1) * read_weights, 1), dim=1)
    new_usage = new_usage * retention
    # write weights (MemoryAccess.write_weights)
    content_w = _content(memory, memory_norms, write_key, write_strength, constants[0]).squeeze(1)
    allocation = _allocation(new_usage, constants[1], constants[2])
    new_ww = g_w * (g_a * allocation + torch.rsub(g_a, 1) * content_w)
    # erase and write
    ww = new_ww.unsqueeze(-1)
    new_memory = memory * torch.rsub(ww * erase.unsqueeze(1), 1) + ww * write_vector.unsqueeze(1)
    # the link matrix (TemporalLinkage.update, inference form)
    w_i = new_ww.unsqueeze(-1)
    w_j = new_ww.unsqueeze(-2)
    p_j = precedence.unsqueeze(-2)
    new_link = torch.rsub(w_i, 1) - w_j
    new_link.mul_(link).baddbmm_(w_i, p_j)
    new_link.diagonal(dim1=-2, dim2=-1).zero_()
    new_precedence = torch.rsub(new_ww.sum(-1, keepdim=True), 1) * precedence + new_ww
    # reads (MemoryAccess.read_weights)
    new_norms = torch.linalg.vector_norm(new_memory, dim=-1).unsqueeze(1)
    content_r = _content(new_memory, new_norms, read_keys, read_strengths, constants[0])
    forward = torch.matmul(read_weights, new_link.transpose(1, 2))
    backward = torch.matmul(read_weights, new_link)
    new_rw = modes[..., 0:1] * backward + modes[..., 1:2] * content_r + modes[..., 2:3] * forward
    new_reads = torch.bmm(new_rw, new_memory)
    output = torch.nn.functional.linear(torch.cat([h, new_reads.reshape(b, -1)], dim=-1), w_y, b_y)
    return (output, new_reads, h, c, new_memory, new_norms, new_rw, new_ww, new_link, new_precedence, new_usage,
            output)


def _where(keep: torch.Tensor, new: torch.Tensor, old: torch.Tensor) -> torch.Tensor:
    """`tree_where` on one tensor: `new` on rows where keep [B] holds, else `old`."""
    shape = [-1] + [1] * (new.dim() - 1)
    return torch.where(keep.reshape(shape), new, old)


def encode_loop(
    embedded: torch.Tensor, mask: torch.Tensor, full: list[bool], state: list[torch.Tensor], output: torch.Tensor,
    w_ih: torch.Tensor, w_hh: torch.Tensor, b_ih: torch.Tensor, b_hh: torch.Tensor,
    w_xi: torch.Tensor, b_xi: torch.Tensor, w_y: torch.Tensor, b_y: torch.Tensor,
    split: list[int], num_reads: int, word_size: int, constants: list[float],
) -> tuple[list[torch.Tensor], torch.Tensor, torch.Tensor]:
    """The encoder of `Seq2SeqDNC.encode` over all T steps.

    Args:
        embedded: [B, T, E]; mask: [B, T]; full[t]: no row is padded at step t.
        state: reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage
            (the initial state); output: the initial output, [B, H].
    Returns:
        (final state in the same order, final output [B, H], every step's output stacked [B, T, H]).
    """
    reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage = state
    norms = torch.linalg.vector_norm(memory, dim=-1).unsqueeze(1)
    outputs: list[torch.Tensor] = []
    for step in range(embedded.shape[1]):
        new = dnc_step(embedded[:, step], reads, hidden, cell, memory, norms, read_weights, write_weights, link,
                       precedence, usage, w_ih, w_hh, b_ih, b_hh, w_xi, b_xi, w_y, b_y, split, num_reads, word_size,
                       constants)
        if full[step]:
            (output, reads, hidden, cell, memory, norms, read_weights, write_weights, link, precedence, usage,
             _) = new
        else:
            keep = mask[:, step]
            output = _where(keep, new[0], output)
            reads = _where(keep, new[1], reads)
            hidden = _where(keep, new[2], hidden)
            cell = _where(keep, new[3], cell)
            memory = _where(keep, new[4], memory)
            norms = _where(keep, new[5], norms)
            read_weights = _where(keep, new[6], read_weights)
            write_weights = _where(keep, new[7], write_weights)
            link = _where(keep, new[8], link)
            precedence = _where(keep, new[9], precedence)
            usage = _where(keep, new[10], usage)
        outputs.append(new[0])
    final = [reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage]
    return final, output, torch.stack(outputs, dim=1)


def decoder_step(
    prev_word_ids: torch.Tensor, output: torch.Tensor, memory_bank: torch.Tensor, keys: torch.Tensor,
    mask: torch.Tensor, reads: torch.Tensor, hidden: torch.Tensor, cell: torch.Tensor, memory: torch.Tensor,
    read_weights: torch.Tensor, write_weights: torch.Tensor, link: torch.Tensor, precedence: torch.Tensor,
    usage: torch.Tensor, word_embedding: torch.Tensor, padding_idx: int, w_query: torch.Tensor,
    w_score: torch.Tensor, w_proj: torch.Tensor, b_proj: torch.Tensor,
    w_ih: torch.Tensor, w_hh: torch.Tensor, b_ih: torch.Tensor, b_hh: torch.Tensor,
    w_xi: torch.Tensor, b_xi: torch.Tensor, w_y: torch.Tensor, b_y: torch.Tensor,
    split: list[int], num_reads: int, word_size: int, constants: list[float],
) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """`Seq2SeqDNC.step` in eval mode: Bahdanau attention, the decoder DNC, the word projection.

    Returns (logits [N, V], [output, reads, hidden, cell, memory, read_weights, write_weights, link,
    precedence, usage]: the decoder's state at t)."""
    embedded = torch.nn.functional.embedding(prev_word_ids, word_embedding, padding_idx)
    query = torch.nn.functional.linear(output, w_query).unsqueeze(1)
    # activations.tanh (2 sigmoid(2x) - 1, in place on the temporary)
    attended = torch.sigmoid((keys + query) * 2)
    attended = attended.mul_(2).sub_(1)
    scores = torch.nn.functional.linear(attended, w_score).squeeze(-1)
    scores = scores.masked_fill(~mask, float("-inf"))
    alpha = torch.softmax(scores, dim=-1)
    context = torch.bmm(alpha.unsqueeze(1), memory_bank).squeeze(1)
    norms = torch.linalg.vector_norm(memory, dim=-1).unsqueeze(1)
    new = dnc_step(torch.cat([embedded, context], dim=-1), reads, hidden, cell, memory, norms, read_weights,
                   write_weights, link, precedence, usage, w_ih, w_hh, b_ih, b_hh, w_xi, b_xi, w_y, b_y, split,
                   num_reads, word_size, constants)
    logits = torch.nn.functional.linear(torch.cat([new[0], context], dim=-1), w_proj, b_proj)
    return logits, [new[0], new[1], new[2], new[3], new[4], new[6], new[7], new[8], new[9], new[10]]


def _dnc_weights(dnc: nn.Module) -> tuple[torch.Tensor, ...]:
    """The float tensors `dnc_step` takes from a `DNC`: controller, interface, output layer."""
    cell = dnc.controller
    return (cell.weight_ih, cell.weight_hh, cell.bias_ih, cell.bias_hh, dnc.access.interface.weight,
            dnc.access.interface.bias, dnc.output.weight, dnc.output.bias)


def _float_cpu(tensors) -> bool:
    return all(isinstance(t, torch.Tensor) and t.dtype == torch.float32 and t.device.type == "cpu" for t in tensors)


def supports_dnc(dnc: nn.Module) -> bool:
    """True when `dnc` is a float32 CPU `DNC` with biases and real reads (the path's assumptions)."""
    cell, access, output = (getattr(dnc, name, None) for name in ("controller", "access", "output"))
    if type(cell) is not nn.LSTMCell or type(output) is not nn.Linear or getattr(dnc, "zero_reads", True):
        return False
    if type(getattr(access, "interface", None)) is not nn.Linear:
        return False
    return _float_cpu(_dnc_weights(dnc))


class FusedSeq2Seq:
    """The scripted encoder loop and decoder step, bound to one `Seq2SeqDNC`'s float weights.

    Build with `FusedSeq2Seq.for_model(model)`; `encode(embedded, mask)` and `step(state, ids)`
    then stand in for the eager loop of `Seq2SeqDNC.encode` and for `Seq2SeqDNC.step` (eval mode).
    The parameters are referenced, not copied: changes in place (`load_state_dict`) stay visible;
    a layer replaced by a new module after this is built is not (`quantize_int8` copies the model).
    """

    def __init__(self, model: nn.Module):
        self.model = model
        self.split = list(model.encoder.access._split)
        self.num_reads, self.word_size = model.encoder.num_reads, model.encoder.word_size
        self.hidden_size = model.config.controller_size
        self.encoder_weights = _dnc_weights(model.encoder)
        embedding = model.word_embedding
        self.decoder_weights = (embedding.weight, -1 if embedding.padding_idx is None else embedding.padding_idx,
                                model.attention_query.weight, model.attention_score.weight, model.projection.weight,
                                model.projection.bias, *_dnc_weights(model.decoder))
        self._encode = torch.jit.script(encode_loop)
        self._step = torch.jit.script(decoder_step)

    @staticmethod
    def supports(model: nn.Module) -> bool:
        """True when both DNCs and the attention and projection layers are float32 nn layers on the CPU."""
        layers = [getattr(model, name, None) for name in ("attention_query", "attention_score", "projection")]
        embedding = getattr(model, "word_embedding", None)
        if not all(type(layer) is nn.Linear for layer in layers) or type(embedding) is not nn.Embedding \
                or embedding.max_norm is not None:
            return False
        tensors = [model.attention_query.weight, model.attention_score.weight, model.projection.weight,
                   model.projection.bias, model.word_embedding.weight]
        return supports_dnc(model.encoder) and supports_dnc(model.decoder) and _float_cpu(tensors)

    @classmethod
    def for_model(cls, model: nn.Module) -> "FusedSeq2Seq | None":
        """The fused form of `model`, or None when `supports(model)` is False or scripting fails."""
        if not cls.supports(model):
            return None
        try:
            with warnings.catch_warnings():  # torch >= 2.9 marks TorchScript deprecated; it still runs
                warnings.simplefilter("ignore", DeprecationWarning)
                return cls(model)
        except Exception:  # noqa: BLE001 - a torch build that cannot script these: the eager path still works
            return None

    def encode(self, embedded: torch.Tensor, mask: torch.Tensor):
        """(final DNCState, final output [B, H], outputs [B, T, H]) of the encoder over embedded [B, T, E]."""
        b = embedded.shape[0]
        encoder = self.model.encoder
        st = encoder.initial_state(b, dtype=embedded.dtype, device=embedded.device)
        init = [st.read_vectors, st.controller.hidden, st.controller.cell, st.access.memory, st.access.read_weights,
                st.access.write_weights, st.access.linkage.link, st.access.linkage.precedence, st.access.usage]
        output = torch.zeros(b, self.hidden_size, dtype=embedded.dtype, device=embedded.device)
        with torch.jit.optimized_execution(False):
            final, output, outputs = self._encode(embedded, mask, mask.all(dim=0).tolist(), init, output,
                                                  *self.encoder_weights, self.split, self.num_reads,
                                                  self.word_size, CONSTANTS)
        reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage = final
        access = AccessState(memory, read_weights, write_weights, TemporalLinkage.State(link, precedence), usage)
        return DNCState(reads, access, ControllerState(hidden, cell)), output, outputs

    def step(self, state, prev_word_ids: torch.Tensor):
        """(logits [N, V], (DNCState, output)) of one decoder step from a `DecoderState`."""
        dnc = state.dnc
        acc = dnc.access
        with torch.jit.optimized_execution(False):
            logits, new = self._step(
                prev_word_ids, state.output, state.memory_bank, state.keys, state.mask, dnc.read_vectors,
                dnc.controller.hidden, dnc.controller.cell, acc.memory, acc.read_weights, acc.write_weights,
                acc.linkage.link, acc.linkage.precedence, acc.usage, *self.decoder_weights, self.split,
                self.num_reads, self.word_size, CONSTANTS)
        output, reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage = new
        access = AccessState(memory, read_weights, write_weights, TemporalLinkage.State(link, precedence), usage)
        return logits, DNCState(reads, access, ControllerState(hidden, cell)), output
