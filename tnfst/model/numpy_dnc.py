"""The sequence-to-sequence DNC for inference in numpy: no torch at run time.

`NumpySeq2Seq` computes what `Seq2SeqDNC` computes in eval mode (`tnfst.model.seq2seq`,
op for op as `tnfst.model.dnc.scripted`), on float32 numpy arrays:

    encoder:  h_t, M_t, ... = DNC(E_char[x_t], state_{t-1})             t = 1..T
    decoder:  e_tj = v^T tanh(W_s s_{t-1} + U_h h_j),  alpha_t = softmax_j(e_tj),
              c_t = sum_j alpha_tj h_j,  s_t = DNC([E_word[y_{t-1}]; c_t], state_{t-1}),
              logits_t = W_o [s_t; c_t] + b_o

with the DNC step of Graves et al. (2016): an LSTM controller, the interface vector
xi_t split into read keys and strengths, write key and strength, erase and write
vectors, free gates, allocation and write gates and read modes; usage u_t,
allocation a_t, write weights w^w_t, memory M_t, temporal link L_t and precedence
p_t, read weights w^r_t and read vectors r_t. Sizes: B rows, T input symbols,
H controller, N memory rows of W words, R read heads, A attention, V words.

It loads a model file of `tnfst.model.checkpoint` with `tnfst.model.torch_file`
(no torch), the float16 weights cast to float32 as `load_checkpoint` does, so both
paths use the same weights. The results agree with the torch model to float32
rounding (matrix products sum in a different order), so a rare near-tie between two
words may be decided differently (`benchmarks/numpy_agreement.py` counts them).

Why: importing torch takes about 2 s and 150 MB, more than the rest of a cold start,
and at the 1-3 rows of one sentence numpy's per-op cost is below torch's dispatcher.
The model protocol is the beam search's (`tnfst.decode.beam`): `make_batch(windows)`,
`encode(batch)`, `step(state, prev_word_ids)`; states are NamedTuples of arrays with
the rows first, reordered by `tnfst.decode.model.gather_state`.

Known limitations: inference only, float32 only, CPU only; no int8 path (on CPUs with
int8 dot products the torch int8 model is faster for large batches: `tnfst.api`'s
precision="auto" uses it there).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np

from tnfst import special
from tnfst.model.charset import PAD_ID, Charset
from tnfst.model.checkpoint_format import CheckpointError, unpack_checkpoint
from tnfst.model.config import ModelConfig
from tnfst.model.dnc.constants import COSINE_EPSILON, LOG_PRODUCT_FLOOR, USAGE_EPSILON
from tnfst.vocab import Vocabulary



class NumpyBatch(NamedTuple):
    """Encoder input. symbols: int64 [B, T] (PAD_ID after the end); mask: bool [B, T]."""

    symbols: np.ndarray
    mask: np.ndarray


class NumpyState(NamedTuple):
    """A decoder state, rows first. The DNC's: reads r [B, R, W], hidden h and cell c [B, H],
    memory M [B, N, W], read weights w^r [B, R, N], write weights w^w [B, N], link L [B, N, N],
    precedence p [B, N], usage u [B, N]; the norms of the memory rows ||M[i]|| [B, 1, N] (the
    next step's write addressing needs them: computed once, by the step that wrote M); the
    decoder's previous output s_{t-1} [B, H]; the encoder outputs h_j [B, T, H], the attention
    keys U_h h_j + b [B, T, A] and the mask [B, T]."""

    reads: np.ndarray
    hidden: np.ndarray
    cell: np.ndarray
    memory: np.ndarray
    read_weights: np.ndarray
    write_weights: np.ndarray
    link: np.ndarray
    precedence: np.ndarray
    usage: np.ndarray
    memory_norms: np.ndarray
    output: np.ndarray
    memory_bank: np.ndarray
    keys: np.ndarray
    mask: np.ndarray


class _DNCWeights(NamedTuple):
    """One DNC's float32 weights, transposed for `x @ w`. The LSTM's W_ih [I + R*W, 4H] and W_hh
    [H, 4H] in one stacked matrix [I + R*W + H, 4H] (rows of the input x_t, of the reads
    r_{t-1}, of the hidden h_{t-1}: one product of [x; r; h] gives every gate) and b_ih + b_hh
    [4H] added once; interface [H, |xi|] and its bias; output [H + R*W, H] and its bias."""

    w_lstm: np.ndarray
    b_lstm: np.ndarray
    w_xi: np.ndarray
    b_xi: np.ndarray
    w_y: np.ndarray
    b_y: np.ndarray


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def _softmax(x: np.ndarray) -> np.ndarray:
    shifted = np.exp(x - x.max(axis=-1, keepdims=True))
    return shifted / shifted.sum(axis=-1, keepdims=True)


def _softplus(x: np.ndarray) -> np.ndarray:
    """torch's softplus (beta 1, threshold 20): x above 20, log(1 + e^x) below."""
    return np.where(x > 20.0, x, np.log1p(np.exp(np.minimum(x, 20.0))))


def _content(memory: np.ndarray, memory_norms: np.ndarray, keys: np.ndarray, strengths: np.ndarray) -> np.ndarray:
    """C(M, k, beta) = softmax_i(beta * cos(k, M[i])): keys [B, K, W], memory [B, N, W],
    memory_norms ||M[i]|| [B, 1, N], strengths [B, K] -> [B, K, N]."""
    dots = keys @ memory.transpose(0, 2, 1)
    key_norms = np.sqrt(np.einsum("bkw,bkw->bk", keys, keys))[..., None]
    similarity = dots / (key_norms * memory_norms + np.float32(COSINE_EPSILON))
    return _softmax(similarity * strengths[..., None])


def _allocation(usage: np.ndarray) -> np.ndarray:
    """a_t[phi_j] = (1 - u[phi_j]) prod_{i<j} u[phi_i], phi the free list (usage ascending) [B, N].
    Rows of equal usage enter the free list in index order (torch.sort does not promise one: the
    torch model may fill another of several empty rows, an equivalent memory).

    The free list comes from one sort of int64 keys (`_free_list`), not a stable argsort: the
    same order and the same float32 values, several times faster at these sizes."""
    usage = usage * np.float32(1 - USAGE_EPSILON) + np.float32(USAGE_EPSILON)
    b, n = usage.shape
    flat, sorted_usage = _free_list(usage)
    log_usage = np.log(sorted_usage)
    log_before = np.zeros_like(log_usage)
    np.cumsum(log_usage[:, :-1], axis=-1, out=log_before[:, 1:])
    prod_before = np.exp(np.maximum(log_before, np.float32(LOG_PRODUCT_FLOOR))) * (log_before > LOG_PRODUCT_FLOOR)
    allocation = np.empty_like(usage)
    allocation.reshape(-1)[flat.reshape(-1)] = ((1 - sorted_usage) * prod_before).reshape(-1)
    return allocation


def _free_list(usage: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The free list of `usage` float32 [B, N]: (flat indices b * N + phi_j into `usage`, int64
    [B, N]; the usages in that order, float32 [B, N]), usage ascending, ties in index order (as a
    stable argsort). Where every usage is positive and finite (always, after the epsilon floor)
    the float32 bits of a usage order as its value, so key = bits * 2^k + index sorts in one
    (vectorised, unstable but tie-free) int64 sort; any other value falls back to argsort."""
    b, n = usage.shape
    base = (np.arange(b, dtype=np.int64) * n)[:, None]
    if not (usage.min(initial=np.inf) > 0 and usage.max(initial=0) < np.inf):
        order = np.argsort(usage, axis=-1, kind="stable")
        return order + base, np.take_along_axis(usage, order, axis=-1)
    shift = max(n - 1, 1).bit_length()
    keys = usage.view(np.int32).astype(np.int64) << shift
    keys |= np.arange(n, dtype=np.int64)
    keys.sort(axis=-1)
    flat = (keys & ((1 << shift) - 1)) + base
    sorted_usage = (keys >> shift).astype(np.int32).view(np.float32)
    return flat, sorted_usage


#: Rows per block of the [B, N, N] and [B, N, W] updates: blocks whose temporaries stay in
#: the CPU's cache (at 128 rows the link update took 2.1 ms whole and 1.0 ms in blocks of 32).
BLOCK_ROWS = 32


def _outer(a: np.ndarray, b: np.ndarray, out: np.ndarray) -> np.ndarray:
    """out[r, i, j] = a[r, i] * b[r, j] for a [R, I], b [R, J] -> out [R, I, J] (the products
    `a[:, :, None] * b[:, None, :]` makes, bit for bit; einsum's loop avoids numpy's slow
    broadcast of `a` along the last axis)."""
    return np.einsum("ri,rj->rij", a, b, out=out)


def _write_memory(memory: np.ndarray, ww: np.ndarray, erase: np.ndarray, write_vector: np.ndarray,
                  out: np.ndarray | None = None) -> np.ndarray:
    """M_t = M (1 - w^w e^T) + w^w v^T: memory [B, N, W], ww [B, N], erase and write_vector [B, W].
    `out` [B, N, W] (may be `memory` itself: the encoder updates its state in place) receives
    M_t; a new array when None. The same float32 operations, in the same order, either way."""
    out = np.empty_like(memory) if out is None else out
    b, n, w = memory.shape
    scratch = np.empty((min(BLOCK_ROWS, b), n, w), np.float32)
    for lo in range(0, b, BLOCK_ROWS):
        rows = slice(lo, lo + BLOCK_ROWS)
        w_i = ww[rows]
        part, tmp = out[rows], scratch[:len(w_i)]
        _outer(w_i, erase[rows], out=tmp)
        np.subtract(1, tmp, out=tmp)  # 1 - w^w e^T
        np.multiply(tmp, memory[rows], out=part)
        _outer(w_i, write_vector[rows], out=tmp)
        part += tmp
    return out


def _update_link(link: np.ndarray, ww: np.ndarray, precedence: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """L_t[i, j] = (1 - w_i - w_j) L[i, j] + w_i p_j, zero diagonal: link [B, N, N], ww and
    precedence [B, N] (the torch model's order of operations). `out` [B, N, N] (may be `link`
    itself) receives L_t; a new array when None."""
    b, n, _ = link.shape
    out = np.empty_like(link) if out is None else out
    scratch = np.empty((min(BLOCK_ROWS, b), n, n), np.float32)
    for lo in range(0, b, BLOCK_ROWS):
        rows = slice(lo, lo + BLOCK_ROWS)
        w_i = ww[rows]
        part, tmp = out[rows], scratch[:len(w_i)]
        np.copyto(tmp, (1 - w_i)[:, :, None])  # 1 - w_i, then - w_j: a broadcast along the last
        np.subtract(tmp, ww[rows, None, :], out=tmp)  # axis in a ufunc is several times slower
        np.multiply(tmp, link[rows], out=part)
        _outer(w_i, precedence[rows], out=tmp)
        part += tmp
    out.reshape(b, n * n)[:, ::n + 1] = 0  # the diagonal (a strided view)
    return out


def _keep_ended(final: list[np.ndarray], live: list[np.ndarray], n: int) -> None:
    """Copy rows n.. of the live rows' arrays `live` (each a prefix of the rows of `final`) into
    `final`: the state of the rows that have just read their last symbol. An array that is a
    view of its `final` array (memory and link, updated in place) already holds them."""
    for whole, part in zip(final, live):
        if part.base is not whole and part is not whole:
            whole[n:len(part)] = part[n:]


class NumpySeq2Seq:
    """The DNC encoder, attention and DNC decoder of a `Seq2SeqDNC` model file, in numpy.

    Build with `NumpySeq2Seq.load(path)` or `from_checkpoint_dict(data)`; then use it as the
    beam search uses `Seq2SeqDNC` (`make_batch`, `encode`, `step`; `vocab`, `charset`,
    `config` as there). Safe to share between threads (it holds no mutable state).
    """

    device = "cpu"

    def __init__(self, config: ModelConfig, charset: Charset, vocab: Vocabulary, weights: dict[str, np.ndarray]):
        if config.zero_reads:
            raise ValueError("NumpySeq2Seq: the zero_reads ablation runs on the torch model only")
        self.config = config
        self.charset = charset
        self.vocab = vocab
        r, w = config.num_reads, config.word_size
        ends = np.cumsum([r * w, r, w, 1, w, w, r, 1, 1, 3 * r]).tolist()  # the parts of xi_t, as in MemoryAccess
        self._parts = [slice(lo, hi) for lo, hi in zip([0] + ends[:-1], ends)]
        get = lambda name: np.ascontiguousarray(weights[name], dtype=np.float32)  # noqa: E731
        self.char_embedding = get("char_embedding.weight")  # [C, E]
        self.word_embedding = get("word_embedding.weight")  # [V, E]
        self.w_query = get("attention_query.weight").T.copy()  # W_s, [H, A]
        self.w_key = get("attention_key.weight").T.copy()  # U_h, [H, A]
        self.b_key = get("attention_key.bias")
        self.w_score = get("attention_score.weight")[0].copy()  # v, [A]
        self.w_proj = get("projection.weight").T.copy()  # W_o, [2H, V]
        self.b_proj = get("projection.bias")
        self.encoder = self._dnc_weights(get, "encoder")
        self.decoder = self._dnc_weights(get, "decoder")
        # the encoder's input is a character's embedding: its share of the gates, E_char[c] W_x +
        # b, is one row of this table [C, 4H], looked up per step instead of multiplied
        e = self.char_embedding.shape[1]
        self.char_gates = self.char_embedding @ self.encoder.w_lstm[:e] + self.encoder.b_lstm
        self.encoder_w_state = np.ascontiguousarray(self.encoder.w_lstm[e:])  # rows of [r; h]
        if self.w_proj.shape[1] != len(vocab) or self.char_embedding.shape[0] != len(charset):
            raise ValueError("NumpySeq2Seq: weights do not fit the vocabulary or the charset")

    @staticmethod
    def _dnc_weights(get, prefix: str) -> _DNCWeights:
        def t(name: str) -> np.ndarray:
            return get(f"{prefix}.{name}").T.copy()

        w_lstm = np.concatenate([t("controller.weight_ih"), t("controller.weight_hh")], axis=0)
        b_lstm = get(f"{prefix}.controller.bias_ih") + get(f"{prefix}.controller.bias_hh")
        return _DNCWeights(w_lstm, b_lstm, t("access.interface.weight"),
                           get(f"{prefix}.access.interface.bias"), t("output.weight"), get(f"{prefix}.output.bias"))

    # ----- loading --------------------------------------------------------------------

    @classmethod
    def from_checkpoint_dict(cls, data, *, source: str = "<memory>") -> "NumpySeq2Seq":
        """From the dict of a model file (`tnfst.model.checkpoint_format`, arrays as numpy)."""
        config, charset, vocab, state = unpack_checkpoint(data, source)
        try:
            return cls(config, charset, vocab, {k: np.asarray(v) for k, v in state.items()})
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise CheckpointError(f"{source}: broken checkpoint ({exc})") from exc

    @classmethod
    def load(cls, path: str | Path) -> "NumpySeq2Seq":
        """The model stored at `path` (a `torch.save` file of `tnfst.model.checkpoint`), read
        without torch. CheckpointError naming the file when it is missing or unreadable."""
        from tnfst.model.torch_file import TorchFileError, read_torch_file

        path = Path(path)
        if not path.is_file():
            raise CheckpointError(f"{path}: no such model file")
        try:
            data = read_torch_file(path)
        except (TorchFileError, OSError) as exc:
            raise CheckpointError(f"{path}: corrupt or unreadable model file ({exc})") from exc
        return cls.from_checkpoint_dict(data, source=str(path))

    # ----- the beam-search protocol ---------------------------------------------------

    def make_batch(self, windows: Sequence[str]) -> NumpyBatch:
        """Padded symbol ids of window strings (as `Seq2SeqDNC.make_batch`)."""
        encoded = self.charset.encode_windows(windows, self.config.max_input_len)
        t = max(len(ids) for ids in encoded)
        symbols = np.full((len(encoded), t), PAD_ID, dtype=np.int64)
        mask = np.zeros((len(encoded), t), dtype=bool)
        for row, ids in enumerate(encoded):
            symbols[row, :len(ids)] = ids
            mask[row, :len(ids)] = True
        return NumpyBatch(symbols, mask)

    def _initial(self, b: int) -> list[np.ndarray]:
        c = self.config
        n, w, r, h = c.memory_size, c.word_size, c.num_reads, c.controller_size
        z = np.zeros
        return [z((b, r, w), np.float32), z((b, h), np.float32), z((b, h), np.float32), z((b, n, w), np.float32),
                z((b, r, n), np.float32), z((b, n), np.float32), z((b, n, n), np.float32), z((b, n), np.float32),
                z((b, n), np.float32)]

    def _dnc_step(self, weights: _DNCWeights, inputs: np.ndarray | None, state: list[np.ndarray],
                  norms: np.ndarray, in_place: bool = False,
                  input_gates: np.ndarray | None = None) -> tuple[np.ndarray, list[np.ndarray], np.ndarray]:
        """One DNC step: inputs x_t [B, I], state (r, h, c, M, w^r, w^w, L, p, u) at t-1, norms
        ||M_{t-1}[i]|| [B, 1, N] -> (output [B, H], the state at t, ||M_t[i]||). `in_place`: M_t
        and L_t overwrite M and L (the encoder's own state, read by no one else), which saves
        allocating and filling two [B, N, W] and [B, N, N] arrays a step. `input_gates` [B, 4H]
        in place of `inputs`: their share of the gates with the biases, x_t W_x + b, computed
        before (the encoder's `char_gates`); the reads and the hidden state then go through
        `encoder_w_state`, the rows of W_ih and W_hh after W_x."""
        reads, hidden, cell, memory, read_weights, write_weights, link, precedence, usage = state
        b = hidden.shape[0]
        c = self.config
        r, w, hs = c.num_reads, c.word_size, c.controller_size
        # the LSTM controller (gates i, f, g, o as torch.lstm_cell): one product of [x; r; h]
        if input_gates is None:
            gates = np.concatenate([inputs, reads.reshape(b, -1), hidden], axis=-1) @ weights.w_lstm
            gates += weights.b_lstm
        else:
            gates = np.concatenate([reads.reshape(b, -1), hidden], axis=-1) @ self.encoder_w_state
            gates += input_gates
        squashed = _sigmoid(gates)  # i, f and o (g's sigmoid is not used: one call instead of three)
        cell = squashed[:, hs:2 * hs] * cell + squashed[:, :hs] * np.tanh(gates[:, 2 * hs:3 * hs])
        hidden = squashed[:, 3 * hs:] * np.tanh(cell)
        # the interface vector xi_t
        xi = hidden @ weights.w_xi + weights.b_xi
        p = self._parts
        read_keys = xi[:, p[0]].reshape(b, r, w)
        read_strengths = _softplus(xi[:, p[1]]) + 1
        write_key = xi[:, p[2]].reshape(b, 1, w)
        write_strength = _softplus(xi[:, p[3]]) + 1
        erase = _sigmoid(xi[:, p[4]])
        write_vector = xi[:, p[5]]
        gated = _sigmoid(xi[:, p[6].start:p[8].stop])  # free gates, allocation gate, write gate
        free, g_a, g_w = gated[:, :r], gated[:, r:r + 1], gated[:, r + 1:r + 2]
        modes = _softmax(xi[:, p[9]].reshape(b, r, 3))
        # usage u_t = (u + w^w - u * w^w) * prod_i (1 - f_i w^r_i)
        new_usage = usage + write_weights - usage * write_weights
        new_usage = new_usage * np.prod(1 - free[..., None] * read_weights, axis=1)
        # write weights w^w_t = g_w (g_a a_t + (1 - g_a) c^w_t)
        content_w = _content(memory, norms, write_key, write_strength)[:, 0]
        new_ww = g_w * (g_a * _allocation(new_usage) + (1 - g_a) * content_w)
        # erase and write; the temporal link and the precedence
        memory = _write_memory(memory, new_ww, erase, write_vector, out=memory if in_place else None)
        link = _update_link(link, new_ww, precedence, out=link if in_place else None)
        precedence = (1 - new_ww.sum(-1, keepdims=True)) * precedence + new_ww
        # reads: w^r_t = pi_1 b_t + pi_2 c^r_t + pi_3 f_t, r_t = w^r_t M_t
        norms = np.sqrt(np.einsum("bnw,bnw->bn", memory, memory))[:, None, :]
        content_r = _content(memory, norms, read_keys, read_strengths)
        forward = read_weights @ link.transpose(0, 2, 1)
        backward = read_weights @ link
        read_weights = modes[..., 0:1] * backward + modes[..., 1:2] * content_r + modes[..., 2:3] * forward
        reads = read_weights @ memory
        output = np.concatenate([hidden, reads.reshape(b, -1)], axis=-1) @ weights.w_y + weights.b_y
        return output, [reads, hidden, cell, memory, read_weights, new_ww, link, precedence, new_usage], norms

    def encode(self, batch: NumpyBatch) -> NumpyState:
        """The encoder DNC over the symbols; a row's state is the one after its last real symbol.

        The rows run longest first, so the rows still reading at step t are a prefix of the
        batch: each step computes only them (the work follows the sum of the lengths, not
        B * T). The live rows' state is carried as it is between steps; when rows end, their
        state is kept once (`_keep_ended`), and the state is put back in the batch's order at
        the end."""
        symbols, mask = batch
        b, t = symbols.shape
        c = self.config
        lengths = mask.sum(axis=1)
        order = np.argsort(-lengths, kind="stable")
        ordered = symbols[order].T.copy()  # [T, B], longest row first
        live = (lengths[order][None, :] > np.arange(t)[:, None]).sum(axis=1)  # rows reading at step t
        # every row's final state, longest row first: the 9 DNC arrays, ||M[i]|| and the output
        final = self._initial(b) + [np.zeros((b, 1, c.memory_size), np.float32),
                                    np.zeros((b, c.controller_size), np.float32)]
        state, norms, output = final[:9], final[9], final[10]  # the live rows' (all of them at first)
        memory_bank = np.zeros((b, t, c.controller_size), np.float32)  # h_j; 0 past a row's end
        with np.errstate(over="ignore"):  # exp of a large negative logit: sigmoid 0, as in torch
            for step in range(t):
                n = int(live[step])
                if n < len(output):  # rows n.. ended with the last step; memory and link are
                    _keep_ended(final, state + [norms, output], n)  # views of `final`'s (in place)
                    state, norms = [x[:n] for x in state], norms[:n]
                if n == 0:
                    break
                input_gates = self.char_gates[ordered[step, :n]]  # E_char[x_t] W_x + b, [n, 4H]
                output, state, norms = self._dnc_step(self.encoder, None, state, norms, in_place=True,
                                                      input_gates=input_gates)
                memory_bank[:n, step] = output
            _keep_ended(final, state + [norms, output], 0)
        back = np.argsort(order)  # the batch's order again
        final = [x[back] for x in final]
        memory_bank = memory_bank[back]
        keys = memory_bank @ self.w_key + self.b_key  # U_h h_j + b, [B, T, A]
        return NumpyState(*final, memory_bank, keys, mask)

    def step(self, state: NumpyState, prev_word_ids) -> tuple[np.ndarray, NumpyState]:
        """One decoder step: prev_word_ids int [N] -> (logits float32 [N, V], next state)."""
        prev = np.asarray(prev_word_ids, dtype=np.int64)
        embedded = self.word_embedding[prev]  # [N, E]
        query = (state.output @ self.w_query)[:, None, :]  # W_s s_{t-1}, [N, 1, A]
        hidden_keys = state.keys + query  # W_s s_{t-1} + U_h h_j + b, [N, T, A]
        scores = np.tanh(hidden_keys, out=hidden_keys) @ self.w_score  # e_tj, [N, T]
        scores = np.where(state.mask, scores, -np.inf)
        alpha = _softmax(scores)
        context = np.einsum("nt,nth->nh", alpha, state.memory_bank)  # c_t, [N, H]
        with np.errstate(over="ignore"):
            output, dnc_state, norms = self._dnc_step(self.decoder, np.concatenate([embedded, context], axis=-1),
                                                      list(state[:9]), state.memory_norms)
        logits = np.concatenate([output, context], axis=-1) @ self.w_proj + self.b_proj  # [N, V]
        return logits, NumpyState(*dnc_state, norms, output, state.memory_bank, state.keys, state.mask)

    def greedy(self, windows: Sequence[str], max_len: int | None = None) -> list[str]:
        """Greedy readings of each window (as `Seq2SeqDNC.greedy`)."""
        max_len = self.config.max_output_len if max_len is None else max_len
        state = self.encode(self.make_batch(windows))
        prev = np.full(len(windows), special.START, dtype=np.int64)
        done = np.zeros(len(windows), dtype=bool)
        out = []
        for _ in range(max_len):
            logits, state = self.step(state, prev)
            logits[:, [special.PAD, special.START]] = -np.inf
            prev = np.where(done, special.STOP, logits.argmax(axis=-1))
            out.append(prev)
            done |= prev == special.STOP
            if done.all():
                break
        ids = np.stack(out, axis=1).tolist() if out else [[] for _ in windows]
        return [self.vocab.decode(row[: row.index(special.STOP)] if special.STOP in row else row) for row in ids]
