"""The vocabulary dual encoder (`kind="vocab"`) at inference, in numpy (no torch).

The same mechanism as `tnfst.dual_encoder.model` with the same weights:

    tower(text) = W2 GELU(W1 LayerNorm(bag(text)) + b1) + b2
    bag(text)   = sum of the embedding rows of the text's hashed n-grams (`NgramHasher`)
                  [with `affix`: concatenated with the bag of `affix_text(text)`]
    s = sigmoid(a * cos(u, v) + b),   u = f(token) / |f(token)|,  v = g(word) / |g(word)|

`NumpyDualEncoder(config, state)` takes the weights under the names and shapes of
`DualEncoder.state_dict()`; `NumpyDualEncoder.from_torch(model)` copies a torch
model's, and `tnfst.dual_encoder.checkpoint.load_numpy_dual_encoder` reads the
torch-free `.npz` model file. Everything is float32 except GELU, computed in float64
and rounded: torch's `nn.GELU()` is the exact x * Phi(x) = x/2 (1 + erf(x / sqrt 2)),
and numpy has no erf, so `erf` below interpolates a table of `math.erf` (cubic
Hermite, step 1/64, error < 1e-9; 4-10x faster than `np.frompyfunc(math.erf)`:
about 1.3 ms instead of 12.6 ms for a [1000, 128] hidden layer).

Only the vocabulary kind: the sequence dual encoder (`seq_de`, a GRU over word
vectors) runs on torch.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tnfst.dual_encoder.config import DualEncoderConfig
from tnfst.dual_encoder.ngrams import NgramHasher, affix_text

LAYER_NORM_EPS = 1e-5  # torch.nn.LayerNorm's default, used by TextTower
NORMALIZE_EPS = 1e-12  # torch.nn.functional.normalize's default

# ----- erf and GELU ------------------------------------------------------------------

_ERF_STEP = 1.0 / 64  # a power of two: x / step is exact
_ERF_MAX = 6.0  # erf(6) = 1 - 2e-17: 1 in float64 for the purpose of a float32 result


def _erf_table() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per interval [k h, (k+1) h] the coefficients c0..c3 of the cubic Hermite interpolant of
    erf in t = x/h - k (values from `math.erf`, slopes from erf'(x) = 2/sqrt(pi) exp(-x^2))."""
    grid = np.arange(round(_ERF_MAX / _ERF_STEP) + 2) * _ERF_STEP
    y = np.array([math.erf(x) for x in grid])
    d = (2.0 / math.sqrt(math.pi)) * np.exp(-grid * grid) * _ERF_STEP  # dy/dt
    y0, y1, d0, d1 = y[:-1], y[1:], d[:-1], d[1:]
    return (np.ascontiguousarray(y0), np.ascontiguousarray(d0),
            np.ascontiguousarray(3.0 * (y1 - y0) - 2.0 * d0 - d1), np.ascontiguousarray(2.0 * (y0 - y1) + d0 + d1))


_C0, _C1, _C2, _C3 = _erf_table()


def erf(x: np.ndarray) -> np.ndarray:
    """erf of a float64 array, elementwise (absolute error < 1e-9; NaN stays NaN)."""
    x = np.asarray(x, dtype=np.float64)
    t = np.abs(x)
    np.minimum(t, _ERF_MAX, out=t)  # also maps NaN to NaN
    t *= 1.0 / _ERF_STEP
    nan = np.isnan(t)
    if nan.any():
        t[nan] = 0.0
    k = t.astype(np.intp)
    t -= k
    r = _C3[k]
    r *= t
    r += _C2[k]
    r *= t
    r += _C1[k]
    r *= t
    r += _C0[k]
    np.copysign(r, x, out=r)
    if nan.any():
        r[nan] = np.nan
    return r


def gelu(x: np.ndarray) -> np.ndarray:
    """x/2 (1 + erf(x / sqrt 2)) (torch's exact `nn.GELU()`), computed in float64, float32 out."""
    x64 = np.asarray(x, dtype=np.float64)
    out = erf(x64 * (1.0 / math.sqrt(2.0)))
    out += 1.0
    out *= x64
    out *= 0.5
    return out.astype(np.float32)


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float = LAYER_NORM_EPS) -> np.ndarray:
    """torch.nn.LayerNorm over the last axis (biased variance), float32."""
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    return centred / np.sqrt(var + np.float32(eps)) * weight + bias


def normalize(x: np.ndarray, eps: float = NORMALIZE_EPS) -> np.ndarray:
    """Rows of `x` divided by their L2 norm (torch.nn.functional.normalize)."""
    norm = np.linalg.norm(x, axis=-1, keepdims=True)
    return x / np.maximum(norm, np.float32(eps))


def sigmoid(z: np.ndarray) -> np.ndarray:
    """1 / (1 + exp(-z)), float32, without overflow warnings."""
    with np.errstate(over="ignore"):
        return (1.0 / (1.0 + np.exp(-z))).astype(np.float32, copy=False)


_FEW_BAGS = 48  # below this many bags, one reduceat beats grouping by length


def bag_sum(table: np.ndarray, ids: np.ndarray, offsets: np.ndarray) -> np.ndarray:
    """EmbeddingBag(mode="sum"): out[i] = sum of table[ids[offsets[i]:offsets[i+1]]] (0 for an empty bag).

    A few bags: `np.add.reduceat`. Many: bags are grouped by length class (1, 2, 3-4, 5-8, ...);
    each group is gathered as one [m, L, e] block, padded with zeros to its longest bag, and
    summed over L in order: a few large numpy operations instead of one small one per bag
    (about 2x faster than `reduceat` for 1,000 tokens, slower for a handful).
    """
    n, width = len(offsets), table.shape[1]
    out = np.zeros((n, width), dtype=table.dtype)
    if n == 0 or len(ids) == 0:
        return out
    lengths = np.diff(offsets, append=len(ids))
    if n <= _FEW_BAGS:
        nonempty = lengths > 0
        out[nonempty] = np.add.reduceat(np.take(table, ids, axis=0), offsets[nonempty], axis=0)
        return out
    classes = np.zeros(n, dtype=np.intp)
    nonempty = lengths > 0
    classes[nonempty] = np.ceil(np.log2(lengths[nonempty])).astype(np.intp) + 1  # 0: empty bags
    # the classes present, ascending (np.unique's answer; numpy 2's np.unique imports numpy.ma, ~10 ms of a cold start)
    for c in np.flatnonzero(np.bincount(classes[nonempty])):
        rows = np.flatnonzero(classes == c)
        size = lengths[rows]
        width_l = int(size.max())
        steps = np.arange(width_l)
        valid = steps < size[:, None]  # [m, L]
        index = np.where(valid, offsets[rows][:, None] + steps, 0)
        block = np.take(table, np.take(ids, index), axis=0)  # [m, L, e]
        block[~valid] = 0.0
        out[rows] = block.sum(axis=1)
    return out


def _sigmoid_inplace(z: np.ndarray) -> np.ndarray:
    """z <- 1 / (1 + exp(-z)) (float32 z), without overflow warnings."""
    np.negative(z, out=z)
    with np.errstate(over="ignore"):
        np.exp(z, out=z)
    z += 1.0
    np.reciprocal(z, out=z)
    return z


# ----- towers ------------------------------------------------------------------------


def _float32(value: Any, name: str, shape: tuple[int, ...]) -> np.ndarray:
    array = np.asarray(value)
    if array.dtype.kind != "f":
        raise ValueError(f"{name}: expected floating-point weights, got {array.dtype}")
    if array.shape != shape:
        raise ValueError(f"{name}: expected shape {shape}, got {array.shape}")
    return np.asarray(array, dtype=np.float32, order="C")


class NumpyTextTower:
    """`TextTower` in numpy: hashed char n-grams -> EmbeddingBag(sum) -> LayerNorm -> Linear -> GELU -> Linear.

    Args:
        config: sizes and n-gram orders.
        state: the tower's weights under the torch names (`embedding.weight`, `norm.weight`,
            `norm.bias`, `mlp.0.weight`, `mlp.0.bias`, `mlp.2.weight`, `mlp.2.bias`), any float dtype.
        digits, ignore_spaces, affix: as `TextTower`.
    """

    NAMES = ("embedding.weight", "norm.weight", "norm.bias", "mlp.0.weight", "mlp.0.bias", "mlp.2.weight",
             "mlp.2.bias")

    def __init__(self, config: DualEncoderConfig, state: Mapping[str, Any], digits: bool = False,
                 ignore_spaces: bool = False, affix: bool = False, eps: float = LAYER_NORM_EPS):
        self.hasher = NgramHasher(config.buckets, config.orders, config.max_chars, digits, ignore_spaces)
        self.affix = affix
        self.eps = float(eps)
        width = config.embed_dim * (2 if affix else 1)
        h, d = config.hidden_dim, config.out_dim
        self.embedding = _float32(state["embedding.weight"], "embedding.weight", (config.buckets, config.embed_dim))
        self.norm_weight = _float32(state["norm.weight"], "norm.weight", (width,))
        self.norm_bias = _float32(state["norm.bias"], "norm.bias", (width,))
        self.w1 = _float32(state["mlp.0.weight"], "mlp.0.weight", (h, width))
        self.b1 = _float32(state["mlp.0.bias"], "mlp.0.bias", (h,))
        self.w2 = _float32(state["mlp.2.weight"], "mlp.2.weight", (d, h))
        self.b2 = _float32(state["mlp.2.bias"], "mlp.2.bias", (d,))
        self._w1t = np.ascontiguousarray(self.w1.T)  # [width, H]
        self._w2t = np.ascontiguousarray(self.w2.T)  # [H, d]

    def state_dict(self) -> dict[str, np.ndarray]:
        """The float32 weights under the torch names."""
        return dict(zip(self.NAMES, (self.embedding, self.norm_weight, self.norm_bias, self.w1, self.b1,
                                     self.w2, self.b2)))

    def bags(self, texts: Sequence[str]) -> np.ndarray:
        """The n-gram bags (with the affix bag when set): float32[B, e or 2e]."""
        ids, offsets = self.hasher.batch_numpy(texts)
        bags = bag_sum(self.embedding, ids, offsets)
        if self.affix:
            ids, offsets = self.hasher.batch_numpy([affix_text(t) for t in texts])
            bags = np.concatenate([bags, bag_sum(self.embedding, ids, offsets)], axis=1)
        return bags

    def __call__(self, texts: Sequence[str]) -> np.ndarray:
        """float32[B, d] for B texts (not normalised)."""
        x = layer_norm(self.bags(texts), self.norm_weight, self.norm_bias, self.eps)
        hidden = gelu(x @ self._w1t + self.b1)
        return hidden @ self._w2t + self.b2


class NumpyDualEncoder:
    """DE(input token, output word) -> s in [0, 1], in numpy (a `DualEncoder` of kind "vocab").

    Args:
        config: the model's config (kind "vocab").
        state: the weights under the names of `DualEncoder.state_dict()` (`log_scale`, `bias`,
            `input_tower.*`, `word_tower.*`); float16 weights are widened to float32, as the
            torch loader does. Missing, unexpected or misshapen weights raise ValueError/KeyError.
    """

    def __init__(self, config: DualEncoderConfig, state: Mapping[str, Any]):
        if not isinstance(config, DualEncoderConfig):
            raise TypeError(f"config must be a DualEncoderConfig, got {type(config).__name__}")
        if config.kind != "vocab":
            raise ValueError(f"NumpyDualEncoder scores single words (kind 'vocab'), got a dual encoder of kind "
                             f"{config.kind!r} (the sequence dual encoder runs on torch)")
        expected = {"log_scale", "bias"} | {f"{tower}.{n}" for tower in ("input_tower", "word_tower")
                                             for n in NumpyTextTower.NAMES}
        missing, unexpected = expected - set(state), set(state) - expected
        if missing or unexpected:
            raise KeyError(f"weights do not fit the config: missing {sorted(missing)}, unexpected {sorted(unexpected)}")
        self.config = config

        def tower(prefix: str) -> dict[str, Any]:
            return {n: state[f"{prefix}.{n}"] for n in NumpyTextTower.NAMES}

        self.input_tower = NumpyTextTower(config, tower("input_tower"), digits=config.digit_features,
                                          ignore_spaces=config.ignore_spaces, affix=config.affix_features)  # f(x)
        self.word_tower = NumpyTextTower(config, tower("word_tower"))  # g(word)
        self.log_scale = _float32(state["log_scale"], "log_scale", ())  # log a
        self.bias = _float32(state["bias"], "bias", ())  # b
        self.scale = np.exp(self.log_scale).astype(np.float32)  # a
        self.source_sha256 = ""  # SHA-256 of the .pt file the weights were exported from (set by the .npz loader)

    @classmethod
    def from_torch(cls, model) -> "NumpyDualEncoder":
        """The numpy form of a torch `DualEncoder` of kind "vocab" (float32 copies of its weights)."""
        state = {k: v.detach().cpu().float().numpy().copy() for k, v in model.state_dict().items()}
        return cls(model.config, state)

    @property
    def kind(self) -> str:
        return self.config.kind

    def state_dict(self) -> dict[str, np.ndarray]:
        """The float32 weights under the names of `DualEncoder.state_dict()`."""
        state = {"log_scale": self.log_scale, "bias": self.bias}
        for prefix, tower in (("input_tower", self.input_tower), ("word_tower", self.word_tower)):
            state.update({f"{prefix}.{k}": v for k, v in tower.state_dict().items()})
        return state

    def num_parameters(self) -> int:
        return sum(int(v.size) for v in self.state_dict().values())

    def encode_inputs(self, tokens: Sequence[str]) -> np.ndarray:
        """u = f(x) / |f(x)|: float32[B, d] for B written tokens."""
        return normalize(self.input_tower(tokens))

    def encode_words(self, words: Sequence[str]) -> np.ndarray:
        """g(word): float32[W, d], not normalised."""
        return self.word_tower(words)

    def word_vectors(self, words: Sequence[str]) -> np.ndarray:
        """v = g(word) / |g(word)|: float32[W, d]."""
        return normalize(self.word_tower(words))

    def logits(self, u: np.ndarray, v: np.ndarray) -> np.ndarray:
        """a * cos(u, v) + b for matching rows of unit vectors u, v [B, d] -> [B]."""
        return self.scale * np.sum(u * v, axis=-1) + self.bias

    def logits_matrix(self, u: np.ndarray, v: np.ndarray) -> np.ndarray:
        """a * cos + b for every pair: u [B, d], v [W, d] -> [B, W] (one matrix product)."""
        out = u @ v.T
        out *= self.scale
        out += self.bias
        return out

    def similarity(self, u: np.ndarray, v: np.ndarray) -> np.ndarray:
        """s = sigmoid(a * cos(u, v) + b) for matching rows: float32[B]."""
        return sigmoid(self.logits(u, v))

    def similarity_matrix(self, u: np.ndarray, v: np.ndarray) -> np.ndarray:
        """s for every (input, output) pair: float32[B, W]."""
        return _sigmoid_inplace(self.logits_matrix(u, v).astype(np.float32, copy=False))

    def score_words(self, tokens: Sequence[str], words: Sequence[str]) -> np.ndarray:
        """s = DE(token, word) for every pair: float32[B, W]."""
        return self.similarity_matrix(self.encode_inputs(tokens), self.word_vectors(words))
