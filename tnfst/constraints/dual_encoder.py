"""`voc_de` and `seq_de`: dual-encoder soft constraints (Zhang et al. 2019).

A dual encoder s = DE(x, y) in [0, 1] (`tnfst.dual_encoder`) scores the written
token x against an output y. Two constraints use it beside the decoder:

- **Vocabulary filter** `voc_de` (`VocDE`): y is one word. For every word w of
  the decoder's vocabulary

      h[w] = lambda * (s(x, w) - 1)      (<= 0: a word the DE rejects costs up to lambda)
      h[STOP] = h[UNK] = 0,   h[PAD] = h[START] = -inf   (never emitted anyway)

  The vector does not depend on the words decoded so far, so it is computed
  once per token -- for all the tokens of a beam search together, on the
  first `weights_batch`, with one batched product u [B, d] x v^T [d, V]
  against the word vectors v, which are encoded once per vocabulary when the
  constraint is built. The state is that precomputed row; `advance` returns it
  unchanged and a decoding step costs a lookup (`weights_batch` stacks rows).
  It runs on numpy (`tnfst.dual_encoder.numpy_model.NumpyDualEncoder`): the
  shipped models are read from their `.npz` files, so building and running
  `voc_de` / `voc_de_topk` never imports torch; a torch `DualEncoder` passed in
  is converted to the numpy form (its float32 weights, unchanged).

- **Sequence classifier** `seq_de` (`SeqDE`): y is the word sequence so far.
  Only STOP is weighted:

      h[STOP] = lambda * (s(x, y_1..y_t) - 0.5),   h[w] = 0 for every other word

  so a hypothesis may end where the DE believes its words are a reading of
  the token. The state is (token row, word ids so far); the GRU state of each
  prefix and its STOP weight are cached per token row, so extending a prefix
  by one word costs one batched GRU cell step, and a prefix is scored once.
  It runs on torch (imported when a `SeqDE` is built) and returns numpy rows.

Both follow the constraint contract: `weights` is a float32 numpy array [V],
`weights_batch` a float32 numpy array [N, V].

lambda (`lam`, default 5, Zhang et al.'s best for MEASURE/MONEY) is set per
constraint: `build_constraints(["voc_de"], vocab=v, voc_de_lambda=3.0)`.

Known limitations: the DE sees the token alone (not its window); `voc_de`
penalises a word of a correct reading when the DE is unsure of it (a soft
constraint can cost accuracy where the model was right); the per-token caches
are LRU-bounded (`cache_size`) but each row holds a [V] vector.
"""

from __future__ import annotations

import logging
import math
import sys
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tnfst import special
from tnfst.dual_encoder.numpy_model import NumpyDualEncoder
from tnfst.vocab import Vocabulary

logger = logging.getLogger(__name__)

VOC_NAME = "voc_de"
SEQ_NAME = "seq_de"
DEFAULT_LAMBDA = 5.0  # Zhang et al. (2019): best on MEASURE and MONEY
DEFAULT_CACHE_SIZE = 4096  # tokens whose precomputed rows are kept (LRU)
_NEG_INF = float("-inf")


@dataclass(frozen=True)
class DEConstraintConfig:
    """Settings of `VocDE` / `SeqDE`."""

    lam: float = DEFAULT_LAMBDA  # lambda, the weight of the DE score in log space
    cache_size: int = DEFAULT_CACHE_SIZE  # tokens kept in the LRU cache

    def __post_init__(self):
        if isinstance(self.lam, bool) or not (isinstance(self.lam, (int, float)) and math.isfinite(self.lam)
                                               and self.lam >= 0):
            raise ValueError(f"lambda must be a finite number >= 0, got {self.lam!r}")
        if not (isinstance(self.cache_size, int) and self.cache_size >= 1):
            raise ValueError(f"cache_size must be a positive integer, got {self.cache_size!r}")


def _torch_dual_encoder_class():
    """`tnfst.dual_encoder.model.DualEncoder` if that module (hence torch) is loaded, else None:
    a torch model can only exist once its module was imported, so checking needs no torch import."""
    module = sys.modules.get("tnfst.dual_encoder.model")
    return getattr(module, "DualEncoder", None)


def _numpy_model(model, name: str) -> NumpyDualEncoder:
    """The `NumpyDualEncoder` of kind "vocab" for `model` (a NumpyDualEncoder, or a torch DualEncoder converted)."""
    if isinstance(model, NumpyDualEncoder):
        return model
    torch_class = _torch_dual_encoder_class()
    if torch_class is None or not isinstance(model, torch_class):
        raise TypeError(f"{name}: model must be a tnfst.dual_encoder.NumpyDualEncoder or DualEncoder, "
                        f"got {type(model).__name__}")
    if model.kind != "vocab":
        raise ValueError(f"{name}: needs a dual encoder of kind 'vocab', got one of kind {model.kind!r}")
    return NumpyDualEncoder.from_torch(model)


def _word_vectors(model: NumpyDualEncoder, words: list[str]) -> np.ndarray:
    """`model.word_vectors(words)` (float32 [W, d], read-only), kept between processes in the derived
    cache (`tnfst.derived_cache`; ~15 ms of a cold start): keyed by the model's config and word-tower
    weights, the words, and the code that computes the vectors (numpy_model.py, ngrams.py)."""
    from tnfst.derived_cache import cached
    from tnfst.dual_encoder import ngrams, numpy_model

    tower = model.word_tower.state_dict()
    sources = [repr(model.config).encode(), "\n".join(words).encode("utf-8", "surrogatepass"),
               *(f"{name}:{value.dtype.str}:{value.shape}".encode() + value.tobytes() for name, value in tower.items()),
               Path(numpy_model.__file__).read_bytes(), Path(ngrams.__file__).read_bytes()]

    def derive() -> tuple:
        vectors = np.ascontiguousarray(model.word_vectors(words), dtype=np.float32)
        return vectors.shape, vectors.tobytes()

    shape, data = cached("de-word-vectors", sources, derive, version=1,
                         valid=lambda v: isinstance(v, tuple) and len(v) == 2 and isinstance(v[1], bytes))
    return np.frombuffer(data, dtype=np.float32).reshape(shape)


def _torch_model(model, kind: str, name: str):
    """`model`, a torch DualEncoder of `kind`, in eval mode."""
    from tnfst.dual_encoder.model import DualEncoder

    if isinstance(model, NumpyDualEncoder):
        raise ValueError(f"{name}: needs a dual encoder of kind {kind!r}, got one of kind {model.kind!r}")
    if not isinstance(model, DualEncoder):
        raise TypeError(f"{name}: model must be a tnfst.dual_encoder.DualEncoder, got {type(model).__name__}")
    if model.kind != kind:
        raise ValueError(f"{name}: needs a dual encoder of kind {kind!r}, got one of kind {model.kind!r}")
    return model.eval()


def _check_vocab(vocab) -> Vocabulary:
    if not isinstance(vocab, Vocabulary):
        raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
    return vocab


def _check_token(token) -> str:
    if not isinstance(token, str):
        raise TypeError(f"token must be a string, got {type(token).__name__}")
    return token


class _LruCache:
    """token -> row object, at most `size` entries (least recently used dropped)."""

    def __init__(self, size: int):
        self.size = size
        self._items: OrderedDict[str, object] = OrderedDict()

    def get(self, token: str, make):
        item = self._items.get(token)
        if item is None:
            item = make(token)
            self._items[token] = item
            if len(self._items) > self.size:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(token)
        return item


# --------------------------------------------------------------------------- voc_de


class VocRow:
    """The `voc_de` state of one token: its weight vector h, float32 [V] (compared by identity).

    The vectors are filled lazily: `start` only makes the row, and the first
    `weights_batch` that meets rows still empty fills all of them with one
    batched encoding and one product (the B tokens of a beam search at once).
    Filled vectors are read-only numpy arrays (shared by every hypothesis).
    """

    __slots__ = ("token", "weights", "scores")

    def __init__(self, token: str):
        self.token = token
        self.weights: np.ndarray | None = None  # [V] float32, lambda * (s - 1), specials fixed
        self.scores: np.ndarray | None = None  # [V] float32, s = DE(token, word)

    def __repr__(self) -> str:
        return f"VocRow({self.token!r})"


class VocDE:
    """The vocabulary filter: h[w] = lambda * (DE(token, w) - 1), on numpy.

    Args:
        vocab: the decoder's output vocabulary (V = len(vocab)).
        model: a `NumpyDualEncoder`, or a torch `DualEncoder` of kind "vocab" (converted to
            the numpy form: the same float32 weights).
        config: lambda and cache size.
        name: the registry name shown in results ("voc_de", or "voc_de_topk" for another model).
    """

    max_reward = 0.0  # no weight is positive
    forbids = False  # every weight is finite (lambda * (s - 1) >= -lambda)

    def __init__(self, vocab: Vocabulary, model, config: DEConstraintConfig = DEConstraintConfig(),
                 name: str = VOC_NAME):
        self.name = name
        self.vocab = _check_vocab(vocab)
        self.model = _numpy_model(model, VOC_NAME)
        self.config = config
        self.vocab_size = len(vocab)
        self._word_vectors = np.ascontiguousarray(_word_vectors(self.model, list(vocab.words)))  # v [V, d]
        self._special_ids = np.array([special.PAD, special.UNK, special.START, special.STOP])
        self._special_vals = np.array([_NEG_INF, 0.0, _NEG_INF, 0.0], dtype=np.float32)  # PAD/START -inf
        self._cache = _LruCache(config.cache_size)

    def _fill(self, rows: Sequence[VocRow]) -> None:
        """Compute the vectors of the rows still empty: u [n, d] x v^T [d, V] in one product."""
        todo = list({id(r): r for r in rows if r.weights is None}.values())
        if not todo:
            return
        u = self.model.encode_inputs([r.token for r in todo])  # [n, d]
        s = self.model.similarity_matrix(u, self._word_vectors)  # [n, V] float32
        weights = (s - np.float32(1.0)) * np.float32(self.config.lam)
        weights[:, self._special_ids] = self._special_vals
        s.flags.writeable = False
        weights.flags.writeable = False
        for i, r in enumerate(todo):
            r.weights, r.scores = weights[i], s[i]

    def start(self, token: str) -> VocRow:
        """The token's row (cached per token; its vector is computed on first use); never None."""
        return self._cache.get(_check_token(token), VocRow)

    def scores(self, token: str) -> np.ndarray:
        """s = DE(token, w) for every vocabulary word: float32 [V] (read-only)."""
        row = self.start(token)
        self._fill([row])
        return row.scores

    def advance(self, state: VocRow, word_id: int) -> VocRow:
        """The same row: the filter has no progress. ValueError for PAD/START or an id outside V."""
        word_id = int(word_id)
        if not 0 <= word_id < self.vocab_size or word_id in (special.PAD, special.START):
            raise ValueError(f"{VOC_NAME}: word id {word_id} cannot be emitted (vocabulary of {self.vocab_size})")
        return state

    def weights(self, state: VocRow) -> np.ndarray:
        """h: float32 [V] (the cached row, read-only)."""
        self._fill([state])
        return state.weights

    def weights_batch(self, states: Sequence[VocRow]) -> np.ndarray:
        """float32 [N, V]: the N rows, stacked (rows still empty are filled in one batch first)."""
        if not states:
            return np.zeros((0, self.vocab_size), dtype=np.float32)
        self._fill(states)
        return np.stack([s.weights for s in states])


# --------------------------------------------------------------------------- seq_de


class SeqRow:
    """Per-token data of `seq_de`: u = f(token) [d] and a memo prefix -> (GRU state, STOP weight)."""

    __slots__ = ("token", "u", "memo")

    def __init__(self, token: str):
        self.token = token
        self.u = None  # torch.Tensor [d], filled in batch on first use
        self.memo: dict[tuple[int, ...], tuple[object, float]] = {}  # prefix -> (torch.Tensor [H], STOP weight)

    def __repr__(self) -> str:
        return f"SeqRow({self.token!r})"


@dataclass(frozen=True, slots=True)
class SeqState:
    """A `seq_de` state: the token's row, the word ids so far, whether STOP was emitted."""

    row: SeqRow
    words: tuple[int, ...] = ()
    stopped: bool = False


class SeqDE:
    """The sequence classifier: h[STOP] = lambda * (DE(token, words so far) - 0.5).

    The GRU runs on torch (imported here); the weight rows are numpy.

    Args:
        vocab: the decoder's output vocabulary (V = len(vocab)).
        model: a torch `DualEncoder` of kind "sequence".
        config: lambda and cache size.
    """

    name = SEQ_NAME
    forbids = False  # every weight is finite (lambda * (s - 0.5) at STOP, 0 elsewhere)

    def __init__(self, vocab: Vocabulary, model, config: DEConstraintConfig = DEConstraintConfig()):
        import torch

        self._torch = torch
        self.vocab = _check_vocab(vocab)
        self.model = _torch_model(model, "sequence", SEQ_NAME)
        self.config = config
        self.vocab_size = len(vocab)
        with torch.inference_mode():
            self._word_inputs = self.model.encode_words(list(vocab.words)).float().clone()  # g(w) [V, d]
            self._h0 = self.model.start_hidden(1)[0].float().clone()  # [H]
        self._cache = _LruCache(config.cache_size)

    @property
    def max_reward(self) -> float:
        """One STOP per hypothesis, at most lambda * 0.5."""
        return 0.5 * float(self.config.lam)

    def start(self, token: str) -> SeqState:
        """The empty prefix of the token; never None."""
        return SeqState(self._cache.get(_check_token(token), SeqRow))

    def advance(self, state: SeqState, word_id: int) -> SeqState:
        """Append `word_id`; STOP ends the hypothesis. ValueError for PAD/START or an id outside V."""
        word_id = int(word_id)
        if not 0 <= word_id < self.vocab_size or word_id in (special.PAD, special.START):
            raise ValueError(f"{SEQ_NAME}: word id {word_id} cannot be emitted (vocabulary of {self.vocab_size})")
        if state.stopped:
            if word_id != special.STOP:
                raise ValueError(f"{SEQ_NAME}: only STOP may follow STOP")
            return state
        if word_id == special.STOP:
            return SeqState(state.row, state.words, True)
        return SeqState(state.row, state.words + (word_id,))

    def _fill(self, states: Sequence[SeqState]) -> None:
        """Compute the memo entries (GRU state, STOP weight) of every live state's prefix, batched."""
        todo: dict[tuple[int, tuple[int, ...]], SeqRow] = {}
        for s in states:
            if s.stopped:
                continue
            row, words = s.row, s.words
            while words not in row.memo and (id(row), words) not in todo:
                todo[(id(row), words)] = row
                if not words:
                    break
                words = words[:-1]
        if not todo:
            return
        torch = self._torch
        rows = list({id(row): row for row in todo.values() if row.u is None}.values())
        if rows:  # u = f(token) of every new token in one batch
            with torch.inference_mode():
                us = self.model.encode_inputs([row.token for row in rows]).float()  # [n, d]
            for row, u in zip(rows, us):
                row.u = u
        by_len: dict[int, list[tuple[SeqRow, tuple[int, ...]]]] = {}
        for (_, words), row in todo.items():
            by_len.setdefault(len(words), []).append((row, words))
        model, lam = self.model, float(self.config.lam)
        with torch.inference_mode():
            for n in sorted(by_len):
                items = by_len[n]
                if n == 0:
                    hidden = self._h0.unsqueeze(0).expand(len(items), -1)  # [m, H]
                else:
                    parents = torch.stack([row.memo[words[:-1]][0] for row, words in items])  # [m, H]
                    last = torch.tensor([words[-1] for _, words in items])
                    hidden = model.step_hidden(parents, self._word_inputs[last])  # [m, H]
                v = model.sequence_vectors(hidden)  # [m, d]
                u = torch.stack([row.u for row, _ in items])  # [m, d]
                s = model.similarity(u, v).tolist()  # [m]
                for (row, words), h, s_i in zip(items, hidden, s):
                    row.memo[words] = (h.clone(), lam * (s_i - 0.5))

    def stop_weight(self, state: SeqState) -> float:
        """h[STOP] at `state` (0 after STOP)."""
        if state.stopped:
            return 0.0
        self._fill([state])
        return state.row.memo[state.words][1]

    def score(self, token: str, word_ids: Sequence[int]) -> float:
        """s = DE(token, words) for a sequence of word ids."""
        state = self.start(token)
        for w in word_ids:
            state = self.advance(state, w)
        if state.stopped:
            raise ValueError("score: the word ids must not hold STOP")
        lam = float(self.config.lam)
        if lam == 0:
            raise ValueError("score: lambda is 0, the weights hold no score")
        return self.stop_weight(state) / lam + 0.5

    def weights(self, state: SeqState) -> np.ndarray:
        """h: float32 [V], 0 except STOP."""
        return self.weights_batch([state])[0]

    def weights_batch(self, states: Sequence[SeqState]) -> np.ndarray:
        """float32 [N, V]: zeros with the STOP column filled."""
        out = np.zeros((len(states), self.vocab_size), dtype=np.float32)
        if not states:
            return out
        self._fill(states)
        out[:, special.STOP] = [0.0 if s.stopped else s.row.memo[s.words][1] for s in states]
        return out


# --------------------------------------------------------------------------- factories


def _resolve_model(model, kind: str, lang: str, variant: str = ""):
    """The model to build a constraint on, from an object, a path, or (None) the shipped file of `lang`.

    kind "vocab": a `.npz` path is read with numpy; for a `.pt` path (the shipped voc_de.pt /
    voc_de_topk.pt when None) the `.npz` beside it is read instead when it was exported from
    that very `.pt` (same SHA-256), so no torch is imported; a stale or missing `.npz` falls
    back to reading the `.pt` with torch (a warning for a stale one). kind "sequence": the
    `.pt`, with torch.
    """
    from tnfst.dual_encoder import DualEncoderError, default_model_path
    from tnfst.dual_encoder.checkpoint import file_sha256, load_dual_encoder, load_numpy_dual_encoder

    if model is not None and not isinstance(model, (str, Path)):
        return model
    path = default_model_path(kind, lang, variant) if model is None else Path(model)
    if kind == "vocab" and path.suffix == ".npz":
        return load_numpy_dual_encoder(path, kind=kind)
    npz = path.with_suffix(".npz") if kind == "vocab" else None
    if not path.is_file() and not (model is None and npz is not None and npz.is_file()):
        export = f", then python -m tnfst.dual_encoder.export {path.name}" if kind == "vocab" else ""
        raise DualEncoderError(
            f"{path}: no such dual-encoder model file (train one with training/train_dual_encoder.py "
            f"--kind {kind}{export})")
    if npz is not None and npz.is_file():
        numpy_model = load_numpy_dual_encoder(npz, kind=kind)
        if not path.is_file() or not numpy_model.source_sha256:
            return numpy_model
        if numpy_model.source_sha256 == file_sha256(path):
            return numpy_model
        logger.warning("%s was not exported from %s (retrained?): reading the .pt with torch; refresh it with "
                       "python -m tnfst.dual_encoder.export %s", npz, path, path)
    return load_dual_encoder(path, kind=kind)


def build_voc_de(*, vocab: Vocabulary, voc_de_model=None, voc_de_lambda: float = DEFAULT_LAMBDA,
                 lang: str = "en", de_cache_size: int = DEFAULT_CACHE_SIZE, **_other_resources) -> VocDE:
    """`VocDE` over `voc_de_model` (a NumpyDualEncoder, a DualEncoder or a path; default the shipped model
    of `lang`, read without torch from voc_de.npz)."""
    model = _resolve_model(voc_de_model, "vocab", lang)
    return VocDE(vocab, model, DEConstraintConfig(lam=voc_de_lambda, cache_size=de_cache_size))


def build_voc_de_topk(*, vocab: Vocabulary, voc_de_topk_model=None, voc_de_lambda: float = DEFAULT_LAMBDA,
                      lang: str = "en", de_cache_size: int = DEFAULT_CACHE_SIZE, **_other_resources) -> VocDE:
    """`voc_de` with the filter trained on the DNC's top-k negatives (shipped voc_de_topk.pt),
    registered as "voc_de_topk" for the comparison of negative methods (Zhang et al., Table 2); read
    without torch from voc_de_topk.npz."""
    model = _resolve_model(voc_de_topk_model, "vocab", lang, variant="topk")
    return VocDE(vocab, model, DEConstraintConfig(lam=voc_de_lambda, cache_size=de_cache_size), name="voc_de_topk")


def build_seq_de(*, vocab: Vocabulary, seq_de_model=None, seq_de_lambda: float = DEFAULT_LAMBDA,
                 lang: str = "en", de_cache_size: int = DEFAULT_CACHE_SIZE, **_other_resources) -> SeqDE:
    """`SeqDE` over `seq_de_model` (a DualEncoder or a path; default the shipped seq_de.pt of `lang`)."""
    model = _resolve_model(seq_de_model, "sequence", lang)
    return SeqDE(vocab, model, DEConstraintConfig(lam=seq_de_lambda, cache_size=de_cache_size))
