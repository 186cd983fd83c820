"""The sequence-to-sequence DNC of Pramanik & Hussain.

A unidirectional DNC encoder reads the symbols of the window input
(`w-3 w-2 w-1 <norm> token </norm> w+1 w+2 w+3`); a DNC decoder, started from
the encoder's final state (controller and memory), is fed at step t the previous
word's embedding and the Bahdanau context vector c_t, and emits word logits.

Attention (Bahdanau et al. 2015): e_tj = v^T tanh(W_s s_{t-1} + U_h h_j),
alpha_t = softmax_j(e_tj) over real (unpadded) positions, c_t = sum_j alpha_tj h_j;
s_{t-1} is the decoder's previous output. Logits: W_o [s_t; c_t].

The model protocol of the beam search (`tnfst.decode.beam`):

    batch = model.make_batch(windows)        # windows: Sequence[str]
    state = model.encode(batch)              # DecoderState, every tensor batch first
    logits, state = model.step(state, prev_word_ids)   # LongTensor[N] -> FloatTensor[N, V]

the first `prev_word_ids` being `tnfst.special.START`. `model.greedy(windows)`
reads without beam search. Callers run inference under `torch.inference_mode()`
with the model in eval mode (`greedy` does so itself).

In eval mode without gradients, a float32 CPU model runs its encoder loop and
decoder step as TorchScript functions (`tnfst.model.dnc.scripted`: the same ops,
bit-identical results, about half the time at 1-3 rows); `model.scripted = False`
keeps the eager modules.

Known limitations: time steps run in a loop (as any recurrent model);
windows longer than `config.max_input_len` symbols lose outer context.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import torch
from torch import nn

from tnfst import special
from tnfst.model import activations
from tnfst.model.charset import PAD_ID, Charset
from tnfst.model.config import ModelConfig
from tnfst.model.dnc import DNC, DNCState
from tnfst.vocab import Vocabulary


class Batch(NamedTuple):
    """Encoder input. symbols: [B, T] ids (PAD_ID after the end); mask: [B, T], True on real symbols."""

    symbols: torch.Tensor
    mask: torch.Tensor


class DecoderState(NamedTuple):
    """Everything a decoder step needs; every tensor has the batch dimension first.

    dnc: the decoder DNC's state.
    output: s_{t-1}, the decoder's previous output, [B, H].
    memory_bank: h_j, encoder outputs, [B, T, H].
    keys: U_h h_j, precomputed attention keys, [B, T, A].
    mask: [B, T], True on real input positions.
    """

    dnc: DNCState
    output: torch.Tensor
    memory_bank: torch.Tensor
    keys: torch.Tensor
    mask: torch.Tensor


def tree_where(condition: torch.Tensor, new: Any, old: Any) -> Any:
    """`new` where condition [B] holds, else `old`, over matching pytrees of batch-first tensors."""
    if isinstance(new, torch.Tensor):
        return torch.where(condition.reshape(-1, *([1] * (new.dim() - 1))), new, old)
    if isinstance(new, tuple):
        values = [tree_where(condition, n, o) for n, o in zip(new, old)]
        return type(new)(*values) if hasattr(new, "_fields") else tuple(values)
    raise TypeError(f"tree_where: unsupported state element {type(new).__name__}")


class _FusedSlot:
    """Holds a model's `FusedSeq2Seq`, built at the second inference `encode` (scripting costs about
    as much as decoding one sentence, so a process that reads one sentence never pays it). A copy
    of the model (`copy.deepcopy`, as `quantize_int8` makes) starts with an empty slot: scripted
    functions cannot be copied, and the copy's weights are its own."""

    def __init__(self):
        self.value = None
        self.checked = False
        self.encodes = 0  # inference encodes seen before the functions were built

    def __deepcopy__(self, memo) -> "_FusedSlot":
        return _FusedSlot()


class Seq2SeqDNC(nn.Module):
    """DNC encoder over window symbols, Bahdanau attention, DNC decoder over words.

    Args:
        config: sizes.
        charset: input symbols.
        vocab: output words (ids 0..3 are PAD/UNK/START/STOP).
    """

    def __init__(self, config: ModelConfig, charset: Charset, vocab: Vocabulary):
        super().__init__()
        if len(vocab) <= special.STOP:
            raise ValueError("Seq2SeqDNC: the output vocabulary lacks the reserved words")
        self.config = config
        self.charset = charset
        self.vocab = vocab
        e, h, a = config.embed_dim, config.controller_size, config.attention_size
        dnc_sizes = dict(
            controller_size=h,
            memory_size=config.memory_size,
            word_size=config.word_size,
            num_reads=config.num_reads,
            zero_reads=config.zero_reads,
        )
        self.char_embedding = nn.Embedding(len(charset), e, padding_idx=PAD_ID)
        self.encoder = DNC(input_size=e, output_size=h, **dnc_sizes)
        self.word_embedding = nn.Embedding(len(vocab), e, padding_idx=special.PAD)
        self.attention_query = nn.Linear(h, a, bias=False)  # W_s
        self.attention_key = nn.Linear(h, a)  # U_h
        self.attention_score = nn.Linear(a, 1, bias=False)  # v
        self.decoder = DNC(input_size=e + h, output_size=h, **dnc_sizes)
        self.dropout = nn.Dropout(config.dropout)
        self.projection = nn.Linear(2 * h, len(vocab))  # W_o
        # Run inference through the scripted functions when the model allows it (see the module docstring).
        self.scripted = True
        self._fused = _FusedSlot()

    @property
    def device(self) -> torch.device:
        return self.char_embedding.weight.device  # an embedding: never replaced by a quantized module

    def _fused_path(self, encoding: bool = False):
        """The `FusedSeq2Seq` to run this call with, or None for the eager modules (see `_FusedSlot`)."""
        if not self.scripted or self.training or torch.is_grad_enabled():
            return None
        slot = self.__dict__.get("_fused")
        if slot is None:  # a model unpickled from an older tnfst
            slot = self._fused = _FusedSlot()
        if not slot.checked:
            if encoding:
                slot.encodes += 1
            if slot.encodes < 2:
                return None
            from tnfst.model.dnc.scripted import FusedSeq2Seq

            slot.value, slot.checked = FusedSeq2Seq.for_model(self), True
        if slot.value is None or self.char_embedding.weight.device.type != "cpu":
            return None
        return slot.value

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())

    # ----- the beam-search protocol -------------------------------------------------

    def make_batch(self, windows: Sequence[str]) -> Batch:
        """Padded symbol ids of window strings, on the model's device."""
        encoded = self.charset.encode_windows(windows, self.config.max_input_len)
        t = max(len(ids) for ids in encoded)
        symbols = torch.tensor([ids + [PAD_ID] * (t - len(ids)) for ids in encoded], dtype=torch.long)  # [B, T]
        lengths = torch.tensor([len(ids) for ids in encoded])
        mask = torch.arange(t).unsqueeze(0) < lengths.unsqueeze(1)  # [B, T]; every row has position 0
        return Batch(symbols.to(self.device), mask.to(self.device))

    def encode(self, batch: Batch) -> DecoderState:
        """Run the encoder DNC over the symbols; the decoder starts from its final state.

        Padded steps leave the state unchanged, so each row's final state is the
        one after its last real symbol.
        """
        symbols, mask = batch
        b, t = symbols.shape
        embedded = self.char_embedding(symbols)  # [B, T, E]
        fused = self._fused_path(encoding=True)
        if fused is not None:
            state, output, memory_bank = fused.encode(embedded, mask)
            return DecoderState(dnc=state, output=output, memory_bank=memory_bank,
                                keys=self.attention_key(memory_bank), mask=mask)
        state = self.encoder.initial_state(b, dtype=embedded.dtype, device=embedded.device)
        outputs = []
        output = torch.zeros(b, self.config.controller_size, dtype=embedded.dtype, device=embedded.device)
        full = mask.all(dim=0).tolist()  # steps where no row is padded need no masking
        for step in range(t):
            new_output, new_state = self.encoder.step(embedded[:, step], state)
            if full[step]:
                output, state = new_output, new_state
            else:
                output, state = tree_where(mask[:, step], (new_output, new_state), (output, state))
            outputs.append(new_output)
        memory_bank = torch.stack(outputs, dim=1)  # h_j, [B, T, H]
        return DecoderState(
            dnc=state,
            output=output,
            memory_bank=memory_bank,
            keys=self.attention_key(memory_bank),  # [B, T, A]
            mask=mask,
        )

    def step(self, state: DecoderState, prev_word_ids: torch.Tensor) -> tuple[torch.Tensor, DecoderState]:
        """One decoder step: prev_word_ids [N] (a LongTensor or int numpy array) -> (logits [N, V], next state)."""
        if not isinstance(prev_word_ids, torch.Tensor):  # the beam search passes numpy ids
            prev_word_ids = torch.as_tensor(prev_word_ids, dtype=torch.long, device=self.device)
        fused = self._fused_path()
        if fused is not None:
            logits, dnc, output = fused.step(state, prev_word_ids)
            return logits, DecoderState(dnc, output, state.memory_bank, state.keys, state.mask)
        embedded = self.word_embedding(prev_word_ids)  # [N, E]
        query = self.attention_query(state.output).unsqueeze(1)  # W_s s_{t-1}, [N, 1, A]
        scores = self.attention_score(activations.tanh(state.keys + query)).squeeze(-1)  # e_tj, [N, T]
        scores = scores.masked_fill(~state.mask, float("-inf"))
        alpha = torch.softmax(scores, dim=-1)  # [N, T]
        context = torch.bmm(alpha.unsqueeze(1), state.memory_bank).squeeze(1)  # c_t, [N, H]
        output, dnc = self.decoder.step(torch.cat([embedded, context], dim=-1), state.dnc)  # s_t
        logits = self.projection(self.dropout(torch.cat([output, context], dim=-1)))  # [N, V]
        return logits, DecoderState(dnc, output, state.memory_bank, state.keys, state.mask)

    # ----- training and greedy reading ----------------------------------------------

    def forward(self, batch: Batch, prev_word_ids: torch.Tensor) -> torch.Tensor:
        """Teacher forcing: prev_word_ids [B, L] (START then the reading) -> logits [B, L, V]."""
        state = self.encode(batch)
        logits = []
        for step in range(prev_word_ids.shape[1]):
            step_logits, state = self.step(state, prev_word_ids[:, step])
            logits.append(step_logits)
        return torch.stack(logits, dim=1)

    def greedy_ids(self, windows: Sequence[str], max_len: int | None = None) -> list[list[int]]:
        """Greedy word ids of each window (without STOP), at most `max_len` words."""
        max_len = self.config.max_output_len if max_len is None else max_len
        was_training = self.training
        self.eval()
        try:
            with torch.inference_mode():
                state = self.encode(self.make_batch(windows))
                n = len(windows)
                prev = torch.full((n,), special.START, dtype=torch.long, device=self.device)
                done = torch.zeros(n, dtype=torch.bool, device=self.device)
                out: list[torch.Tensor] = []
                for _ in range(max_len):
                    logits, state = self.step(state, prev)
                    logits[:, special.PAD] = float("-inf")
                    logits[:, special.START] = float("-inf")
                    prev = logits.argmax(dim=-1)
                    prev = torch.where(done, torch.full_like(prev, special.STOP), prev)
                    out.append(prev)
                    done = done | (prev == special.STOP)
                    if bool(done.all()):
                        break
        finally:
            self.train(was_training)
        ids = torch.stack(out, dim=1).tolist() if out else [[] for _ in windows]
        return [row[: row.index(special.STOP)] if special.STOP in row else row for row in ids]

    def greedy(self, windows: Sequence[str], max_len: int | None = None) -> list[str]:
        """Greedy readings (space-separated words) of each window."""
        return [self.vocab.decode(ids) for ids in self.greedy_ids(windows, max_len)]
