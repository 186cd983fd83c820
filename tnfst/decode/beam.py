"""Batched beam search with constraints that run beside the decoder.

At step t every live hypothesis (row) has a model state s_t and, per active
constraint i, a constraint state t_t^i. The candidate scores are

    g'[w] = score(prefix) + log_softmax(logits)[w] + sum_i h_i(t_t^i)[w]

(Zhang et al. 2019; Sproat & Jaitly's FST filter is one `h_i`). For B inputs
and K beams the (B*K, V) candidate matrix is viewed as (B, K*V) and one top-k
picks the 2K best candidates of every input. The search runs on numpy arrays: a
model's logits and a constraint's rows may be numpy arrays or CPU torch tensors
(`as_array` converts them without copying), so inference needs no torch.
Candidates that are STOP become finished hypotheses (kept aside, so a truncating STOP never takes a live
slot); the K best others become the next live rows. Model states are reordered
with `gather_state` (rows taken on axis 0), constraint states by indexing
Python lists of immutable states.

Rules:
- PAD and START are never emitted; at step `max_len` only STOP is (a reading
  has at most `max_len` words).
- Finished hypotheses are ranked by
      score = model_logprob / lp(n) + constraint_score,
  lp(n) = ((5 + n) / 6) ** alpha with n the words plus STOP (Wu et al. 2016's
  GNMT penalty; alpha = `length_penalty`, 0 = no normalisation). Constraint
  weights (rewards) are not normalised.
- An input stops as soon as it has `nbest` finished hypotheses and no live
  one can beat the nbest-th even with every reward it could still collect:
  its model log-probability can only fall and its constraint score can only
  rise by the constraints' `max_reward`. So early stopping never changes the
  result of a search run to `max_len`. Inputs that stop leave the batch.
- A constraint starts with `start_within(token, max_len)` if it has one
  (so it can keep every live hypothesis completable within the limit), else
  `start(token)`. One whose start is None is inactive for that input (its
  weights count as 0). `NBest.active` lists the active constraints' names.

Known limitations: the search is exact only up to the beam (no look-ahead);
an input whose every path is forbidden (a constraint forbidding STOP
everywhere) gets an empty n-best list; candidate scores are float32. A GPU model's
logits are copied to the host at every step (one synchronisation per step); the
search itself runs on the CPU.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from tnfst import special
from tnfst.constraints.base import Constraint, constraint_name, max_reward, start_state, weights_batch
from tnfst.decode.model import Seq2SeqModel, gather_state, state_rows

_NEG_INF = float("-inf")


@dataclass(frozen=True)
class Hypothesis:
    """A finished reading.

    word_ids: output word ids, without STOP.
    score: ranking score, model_logprob / lp(n) + constraint_score.
    model_logprob: sum_t log p(y_t | y_<t, x) over the words and STOP.
    constraint_score: sum of the constraint weights along the path (rewards included).
    """

    word_ids: tuple[int, ...]
    score: float
    model_logprob: float
    constraint_score: float


@dataclass(frozen=True)
class NBest:
    """The n-best list of one input, best first (a sequence of `Hypothesis`).

    active: names of the constraints that applied (start() was not None).
    steps: decoding steps this input took.
    """

    hypotheses: tuple[Hypothesis, ...]
    active: tuple[str, ...]
    steps: int

    def __len__(self) -> int:
        return len(self.hypotheses)

    def __getitem__(self, index):
        return self.hypotheses[index]

    def __iter__(self) -> Iterator[Hypothesis]:
        return iter(self.hypotheses)

    @property
    def best(self) -> Hypothesis | None:
        return self.hypotheses[0] if self.hypotheses else None

    @property
    def active_constraints(self) -> tuple[str, ...]:
        """Alias of `active`."""
        return self.active


def length_normaliser(n: int, alpha: float) -> float:
    """lp(n) = ((5 + n) / 6) ** alpha (Wu et al. 2016); 1 when alpha = 0."""
    return 1.0 if alpha == 0.0 else ((5.0 + n) / 6.0) ** alpha


def beam_search(
    model: Seq2SeqModel,
    batch: Any,
    tokens: Sequence[str],
    constraints: Sequence[Constraint] = (),
    *,
    beam: int = 5,
    max_len: int = 40,
    nbest: int = 1,
    length_penalty: float = 0.0,
) -> list[NBest]:
    """Decode B inputs at once with K = `beam` hypotheses each.

    Args:
        model: `encode(batch)` -> state with B rows; `step(state, prev LongTensor[N])`
            -> (logits Tensor[N, V], state).
        batch: the model's input for B inputs (opaque here).
        tokens: the B written tokens, one per input, given to `constraint.start`.
        constraints: constraints combined by adding their weights.
        beam: K, live hypotheses per input.
        max_len: most words in a reading (STOP is forced after them).
        nbest: hypotheses returned per input (fewer if fewer were finished).
        length_penalty: alpha of the GNMT length normaliser (0 = none).
    Returns:
        One `NBest` per input, in input order.
    """
    if not (isinstance(beam, int) and beam >= 1):
        raise ValueError(f"beam must be a positive integer, got {beam!r}")
    if not (isinstance(max_len, int) and max_len >= 0):
        raise ValueError(f"max_len must be a non-negative integer, got {max_len!r}")
    if not (isinstance(nbest, int) and nbest >= 1):
        raise ValueError(f"nbest must be a positive integer, got {nbest!r}")
    if not (isinstance(length_penalty, (int, float)) and math.isfinite(length_penalty) and length_penalty >= 0):
        raise ValueError(f"length_penalty must be a finite number >= 0, got {length_penalty!r}")
    if isinstance(tokens, str):
        raise TypeError("tokens must be a sequence of strings, one per input, not a single string")
    tokens = list(tokens)
    constraints = list(constraints)
    num_inputs = len(tokens)
    if num_inputs == 0:
        return []
    search = _Search(constraints, tokens, beam, max_len, nbest, float(length_penalty))
    with _no_grad(model):  # decoding never needs gradients
        state = model.encode(batch)
        rows = state_rows(state)
        if rows and rows != {num_inputs}:
            raise ValueError(f"model.encode returned state with leading sizes {sorted(rows)} for {num_inputs} tokens")
        return search.run(model, state)


def as_array(values) -> np.ndarray:
    """float32 numpy view of a model's logits or a constraint's rows: a numpy array as it is, a
    torch tensor through `.numpy()` (copied to the host first when it lives on a GPU)."""
    if isinstance(values, np.ndarray):
        return values if values.dtype == np.float32 else values.astype(np.float32)
    detach = getattr(values, "detach", None)
    if detach is not None:  # a torch tensor (never imported here: only a torch model returns one)
        values = detach().float().cpu().numpy()
        return values
    raise TypeError(f"expected a numpy array or a torch tensor, got {type(values).__name__}")


def log_softmax(logits: np.ndarray) -> np.ndarray:
    """log softmax over the last axis, float32 (a new array)."""
    shifted = logits - logits.max(axis=-1, keepdims=True)
    with np.errstate(divide="ignore"):  # a row of -inf gives NaN, caught by the search
        return shifted - np.log(np.exp(shifted).sum(axis=-1, keepdims=True))


def top_k(values: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The k largest of each row, largest first, and their column indices ([n, k] each); equal
    values among them in index order (which of several equal values at the k-th place is kept
    is unspecified, as with torch.topk). Callers reject NaN first."""
    if k >= values.shape[1]:
        index = np.argsort(-values, axis=1, kind="stable")[:, :k]
    else:
        part = np.argpartition(-values, k - 1, axis=1)[:, :k]  # the k best, unordered
        picked = np.take_along_axis(values, part, axis=1)
        order = np.lexsort((part, -picked), axis=1)  # by value descending, then index
        index = np.take_along_axis(part, order, axis=1)
    return np.take_along_axis(values, index, axis=1), index


def _no_grad(model):
    """torch.no_grad() for a torch model (an object with `parameters`), else a null context."""
    import contextlib

    if hasattr(model, "parameters"):
        import torch

        return torch.no_grad()
    return contextlib.nullcontext()


class _Search:
    """The mutable bookkeeping of one beam_search call (never shared)."""

    def __init__(self, constraints, tokens, beam, max_len, nbest, alpha):
        self.constraints = constraints
        self.beam = beam
        self.max_len = max_len
        self.nbest = nbest
        self.alpha = alpha
        self.lp_max = length_normaliser(max_len + 1, alpha)
        self.never = [special.PAD, special.START]  # ids never emitted
        starts = [[start_state(c, tok, max_len) for tok in tokens] for c in constraints]  # [C][B]
        self.active = [
            tuple(constraint_name(c) for c, s in zip(constraints, per_c) if s is not None)
            for per_c in zip(*starts)
        ] if constraints else [()] * len(tokens)
        # Most a live hypothesis of input b can still gain from constraints.
        self.bonus = [
            sum(max_reward(c) for c, s in zip(constraints, per_c) if s is not None) for per_c in zip(*starts)
        ] if constraints else [0.0] * len(tokens)
        self.starts = starts
        self.finished: list[list[Hypothesis]] = [[] for _ in tokens]
        self.steps = [0] * len(tokens)

    def run(self, model: Seq2SeqModel, state) -> list[NBest]:
        K = self.beam
        inputs = list(range(len(self.finished)))  # global ids of the inputs still decoding
        expand = np.repeat(np.arange(len(inputs)), K)
        if K > 1:  # beam 1: every row is already in place (a gather would only copy the state)
            state = gather_state(state, expand)
        # Per row: constraint states, words so far, model log-prob, constraint score.
        cstates = [[per_c[b] for b in inputs for _ in range(K)] for per_c in self.starts]
        seqs: list[tuple[int, ...]] = [()] * len(expand)
        model_lp = [0.0] * len(expand)
        cons = [0.0] * len(expand)
        # Only beam 0 of each input is live at first (the others would duplicate it).
        score = np.full((len(inputs), K), _NEG_INF, dtype=np.float32)
        score[:, 0] = 0.0
        prev = np.full(len(expand), special.START, dtype=np.int64)
        vocab_size = None
        for t in range(self.max_len + 1):
            n_rows = len(seqs)
            logits, state = model.step(state, prev)
            logits = as_array(logits)
            if vocab_size is None:
                vocab_size = self._check_logits(logits, n_rows)
            elif logits.shape != (n_rows, vocab_size):
                raise ValueError(f"model.step returned logits {tuple(logits.shape)}, expected {(n_rows, vocab_size)}")
            logp = log_softmax(logits)  # [N, V]
            logp[:, self.never] = _NEG_INF  # PAD, START
            if t == self.max_len:  # only STOP may follow max_len words
                stop = logp[:, special.STOP].copy()
                logp.fill(_NEG_INF)
                logp[:, special.STOP] = stop
            total = score.reshape(-1, 1) + logp  # [N, V]
            weights = self._weights(cstates, n_rows, vocab_size)  # [N, V] or None
            if weights is not None:
                total += weights
            if np.isnan(total).any():
                raise ValueError("NaN in the model's logits or a constraint's weights")
            n_in = len(inputs)
            top_scores, top_index = top_k(total.reshape(n_in, K * vocab_size), min(2 * K, K * vocab_size))  # [n_in, 2K]
            chosen_lp = np.take_along_axis(logp.reshape(n_in, K * vocab_size), top_index, axis=1).tolist()
            chosen_w = (
                np.take_along_axis(weights.reshape(n_in, K * vocab_size), top_index, axis=1).tolist()
                if weights is not None else None
            )
            words = top_index % vocab_size
            src = top_index // vocab_size + np.arange(n_in)[:, None] * K  # global row
            top_scores, words, src = top_scores.tolist(), words.tolist(), src.tolist()

            next_inputs, next_src, next_words, next_scores = [], [], [], []
            next_seqs, next_lp, next_cons = [], [], []
            for j, b in enumerate(inputs):
                self.steps[b] = t + 1
                live = 0
                best_live_bound = _NEG_INF
                slots = []
                for r, s in enumerate(top_scores[j]):
                    if s == _NEG_INF:
                        break
                    if s != s:  # NaN sorts first in topk: any NaN logit or weight shows here
                        raise ValueError("NaN in the model's logits or a constraint's weights")
                    row, word = src[j][r], words[j][r]
                    lp = model_lp[row] + chosen_lp[j][r]
                    cw = cons[row] + (chosen_w[j][r] if chosen_w is not None else 0.0)
                    if word == special.STOP:
                        n = len(seqs[row]) + 1
                        self.finished[b].append(
                            Hypothesis(seqs[row], lp / length_normaliser(n, self.alpha) + cw, lp, cw)
                        )
                    elif live < K:
                        live += 1
                        slots.append((row, word, s, seqs[row] + (word,), lp, cw))
                        best_live_bound = max(best_live_bound, lp / self.lp_max + cw)
                if not slots or self._done(b, best_live_bound + self.bonus[b]):
                    continue
                next_inputs.append(b)
                filler = slots[0]
                for slot in slots + [filler] * (K - len(slots)):
                    next_src.append(slot[0])
                    next_words.append(slot[1])
                    next_seqs.append(slot[3])
                    next_lp.append(slot[4])
                    next_cons.append(slot[5])
                next_scores.extend([slot[2] for slot in slots] + [_NEG_INF] * (K - len(slots)))
                # Filler rows copy a live row but score -inf: never chosen again.
            if not next_inputs:
                break
            if next_src != list(range(n_rows)):  # beam 1 with no input finished: rows stay in place
                state = gather_state(state, np.asarray(next_src, dtype=np.int64))
            cstates = [
                [
                    None if per_row[r] is None else c.advance(per_row[r], w)
                    for r, w in zip(next_src, next_words)
                ]
                for c, per_row in zip(self.constraints, cstates)
            ]
            seqs, model_lp, cons = next_seqs, next_lp, next_cons
            inputs = next_inputs
            score = np.asarray(next_scores, dtype=np.float32).reshape(len(inputs), K)
            prev = np.asarray(next_words, dtype=np.int64)
        return [self._result(b) for b in range(len(self.finished))]

    def _check_logits(self, logits: np.ndarray, n_rows: int) -> int:
        if logits.ndim != 2 or logits.shape[0] != n_rows:
            shape = tuple(logits.shape)
            raise ValueError(f"model.step must return logits of shape (N={n_rows}, V), got {shape}")
        vocab_size = logits.shape[1]
        if vocab_size <= special.STOP:
            raise ValueError(f"output vocabulary of size {vocab_size} has no room for the reserved ids 0..3")
        return vocab_size

    def _weights(self, cstates, n_rows: int, vocab_size: int) -> np.ndarray | None:
        """sum_i h_i(t^i) over the active constraints: float32 [N, V] (read-only), or None if none is active."""
        total, owned = None, False  # owned: `total` is ours to add into (a constraint's tensor may be shared)
        for c, per_row in zip(self.constraints, cstates):
            rows = [r for r, s in enumerate(per_row) if s is not None]
            if not rows:
                continue
            w = as_array(weights_batch(c, [per_row[r] for r in rows]))
            if w.shape != (len(rows), vocab_size):
                raise ValueError(
                    f"constraint {constraint_name(c)!r} gave weights {tuple(w.shape)} for a vocabulary of {vocab_size}"
                )
            if len(rows) == n_rows:
                total, owned = (w, False) if total is None else (total + w, True)
            else:
                if not owned:
                    total = np.zeros((n_rows, vocab_size), np.float32) if total is None else total.copy()
                    owned = True
                total[rows] += w
        return total

    def _done(self, b: int, live_bound: float) -> bool:
        """True when no live hypothesis of input b can enter its n-best."""
        finished = self.finished[b]
        if len(finished) < self.nbest:
            return False
        finished.sort(key=lambda h: -h.score)
        return finished[self.nbest - 1].score >= live_bound

    def _result(self, b: int) -> NBest:
        ranked = sorted(self.finished[b], key=lambda h: -h.score)
        unique, seen = [], set()
        for h in ranked:
            if h.word_ids not in seen:
                seen.add(h.word_ids)
                unique.append(h)
            if len(unique) == self.nbest:
                break
        return NBest(tuple(unique), self.active[b], self.steps[b])
