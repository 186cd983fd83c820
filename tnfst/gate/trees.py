"""XGBoost tree ensembles predicted with numpy alone (no ``import xgboost`` at inference).

``import xgboost`` (which pulls in scipy) costs about half a second of a cold
start, while the gate only needs to walk a few hundred small trees. This module
reads a model that XGBoost saved (``booster.save_model("m.ubj")`` / ``"m.json"``,
or the bytes of ``booster.save_raw("ubj")``) and predicts what
``booster.inplace_predict(x)`` returns.

Pieces:

* :func:`read_ubjson` — a small reader of Universal Binary JSON (the ``.ubj``
  format XGBoost writes: big-endian numbers, strongly typed arrays ``[$d#L<n>``
  read straight into numpy arrays);
* :class:`TreeEnsemble` — all trees of a ``gbtree`` booster flattened into node
  arrays; prediction walks every tree for every row at once, one level per step
  (arrays ``[n, n_trees]``), so a sentence of 15 tokens costs a few dozen numpy
  operations whatever the number of trees.

XGBoost's rules, reproduced here: a node sends a missing value (NaN) to the side
named by ``default_left``, otherwise ``x < split_condition`` goes left; a leaf's
value is its ``split_condition``; the margin of an output is its base margin plus
the leaves of its trees (``tree_info`` names each tree's output), summed in
float32 in tree order as XGBoost does; ``base_score`` is stored as a probability
for the logistic objectives (a string, ``"[6.9573686E-2]"`` in XGBoost 3.2, ``"5E-1"``
in older versions) and turned into a margin with the logit; for ``multi:softprob``
it is a vector of per-class margins (XGBoost 3.2) or one number used as a margin.

Known limitations (:class:`UnsupportedModelError` for each, so a caller can fall
back to XGBoost itself):

* booster ``gbtree`` only (not ``dart`` or ``gblinear``);
* numerical splits only (no categorical splits), one value per leaf (no
  ``multi_output_tree``), one target;
* objectives ``binary:logistic``, ``reg:logistic`` (sigmoid), ``binary:logitraw``,
  ``reg:squarederror`` (identity) and ``multi:softprob`` (softmax over the
  classes); ``multi:softmax`` and the rest are refused;
* predictions use all trees (no ``iteration_range``), no ``base_margin`` and NaN as
  the missing value (the defaults of ``inplace_predict``);
* margins are bit-identical to XGBoost's (float32 sums in its order);
  probabilities can differ in the last bit (``exp`` rounded from double, where the
  C library's ``expf`` occasionally rounds the other way): about 1e-10 at most on
  the shipped gates;
* speed: faster than XGBoost for a sentence (no OpenMP or DMatrix set-up), but 2-3
  times slower for large batches (10,000 rows: ~60 ms for the binary gate's 164
  trees vs ~28 ms for XGBoost on one thread), since each level costs four numpy
  gathers over ``[rows, trees]`` and trees that reached a leaf keep being walked.
"""

from __future__ import annotations

import json
import struct
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["TreeModelError", "UnsupportedModelError", "UbjsonError", "read_ubjson", "TreeEnsemble", "OBJECTIVES"]

# objective -> output transform
OBJECTIVES = {
    "binary:logistic": "sigmoid",
    "reg:logistic": "sigmoid",
    "binary:logitraw": "identity",
    "reg:squarederror": "identity",
    "multi:softprob": "softmax",
}
_LOGIT_BASE = ("binary:logistic", "reg:logistic")  # base_score is a probability: margin = logit(base_score)
_MAX_NESTING = 64
_BLOCK = 32768  # rows x trees per walking block: keeps the [rows, trees] temporaries in cache


def _expf(x: np.ndarray) -> np.ndarray:
    """float32 ``exp`` rounded from double, as the C library's ``expf`` (which XGBoost calls) rounds it.

    numpy's own float32 ``exp`` can differ from ``expf`` in the last bit; overflow gives ``inf``.
    """
    with np.errstate(over="ignore"):
        return np.exp(x.astype(np.float64)).astype(np.float32)


class TreeModelError(ValueError):
    """A tree model file is unreadable or inconsistent (truncated, corrupt, not an XGBoost model)."""


class UnsupportedModelError(TreeModelError):
    """A valid XGBoost model that uses something :class:`TreeEnsemble` does not implement."""


class UbjsonError(TreeModelError):
    """Malformed Universal Binary JSON; the message gives the byte offset."""


# -- UBJSON --------------------------------------------------------------------

# fixed-size numbers (big-endian): marker byte -> struct for one value, numpy dtype for a typed array
_FORMATS = {"i": ">b", "U": ">B", "I": ">h", "l": ">i", "L": ">q", "d": ">f", "D": ">d"}
_SCALAR = {ord(m): struct.Struct(f) for m, f in _FORMATS.items()}
_DTYPE = {ord(m): np.dtype(f) for m, f in _FORMATS.items()}
_INTEGER = frozenset(ord(m) for m in "iUIlL")
_CONSTANTS = {ord("Z"): None, ord("T"): True, ord("F"): False}
_NOOP, _ARRAY, _OBJECT, _END_ARRAY, _END_OBJECT = (ord(c) for c in "N[{]}")
_TYPE, _COUNT, _STRING, _CHAR, _HIGH = (ord(c) for c in "$#SCH")


class _UbjReader:
    """Recursive-descent reader over one bytes buffer (``pos`` = next unread byte)."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.end = len(data)
        self.pos = 0

    def fail(self, what: str, at: int | None = None) -> UbjsonError:
        return UbjsonError(f"UBJSON: {what} at byte {self.pos if at is None else at}")

    def skip(self, n: int) -> int:
        """Advance over ``n`` bytes; returns where they start."""
        at = self.pos
        if n < 0 or at + n > self.end:
            raise self.fail(f"truncated data (needs {n} bytes, {self.end - at} left)")
        self.pos = at + n
        return at

    def peek(self) -> int:
        """The next byte after no-ops (``N``), not consumed; -1 at the end."""
        data, pos, end = self.data, self.pos, self.end
        while pos < end and data[pos] == _NOOP:
            pos += 1
        self.pos = pos
        return data[pos] if pos < end else -1

    def marker(self) -> int:
        m = self.peek()
        if m < 0:
            raise self.fail("truncated data (a value is missing)")
        self.pos += 1
        return m

    def scalar(self, m: int) -> int | float:
        fmt = _SCALAR[m]
        return fmt.unpack_from(self.data, self.skip(fmt.size))[0]

    def length(self, what: str) -> int:
        at = self.pos
        m = self.marker()
        if m not in _INTEGER:
            raise self.fail(f"{what} must be an integer, got marker {chr(m)!r}", at)
        n = self.scalar(m)
        if n < 0:
            raise self.fail(f"negative {what} {n}", at)
        return n

    def string(self) -> str:
        n = self.length("string length")
        at = self.skip(n)
        try:
            return self.data[at:at + n].decode("utf-8")
        except UnicodeDecodeError as exc:
            raise self.fail(f"invalid UTF-8 in a string ({exc.reason})", at) from None

    def value(self, m: int, depth: int) -> Any:
        if m in _SCALAR:
            return self.scalar(m)
        if m in _CONSTANTS:
            return _CONSTANTS[m]
        if m == _STRING:
            return self.string()
        if m == _CHAR:
            at = self.skip(1)
            return self.data[at:at + 1].decode("latin-1")
        if m == _HIGH:
            at, text = self.pos, self.string()
            for kind in (int, float):
                try:
                    return kind(text)
                except ValueError:
                    pass
            raise self.fail(f"bad high-precision number {text!r}", at)
        if m == _ARRAY or m == _OBJECT:
            if depth >= _MAX_NESTING:
                raise self.fail(f"containers nested deeper than {_MAX_NESTING}")
            return self.array(depth + 1) if m == _ARRAY else self.object(depth + 1)
        raise self.fail(f"unknown type marker {chr(m)!r}", self.pos - 1)

    def header(self) -> tuple[int | None, int | None]:
        """An optimized container's ``$type`` and ``#count`` (each ``None`` when absent)."""
        kind = count = None
        data, end = self.data, self.end
        if self.pos < end and data[self.pos] == _TYPE:
            self.pos += 1
            kind = data[self.skip(1)]
            if kind in (_NOOP, _END_ARRAY, _END_OBJECT, _TYPE, _COUNT):
                raise self.fail(f"invalid container type {chr(kind)!r}", self.pos - 1)
            if not (self.pos < end and data[self.pos] == _COUNT):
                raise self.fail("a typed container ($) needs a count (#)")
        if self.pos < end and data[self.pos] == _COUNT:
            at = self.pos + 1
            m = data[at] if at < end else -1
            fmt = _SCALAR[m] if m in _INTEGER else None
            if fmt is not None and at + 1 + fmt.size <= end:  # fast path
                count = fmt.unpack_from(data, at + 1)[0]
                self.pos = at + 1 + fmt.size
                if count < 0:
                    raise self.fail(f"negative container count {count}", at)
            else:
                self.pos = at
                count = self.length("container count")  # raises with the offset
            # every element takes at least one byte, except typed null / true / false (none)
            size = _DTYPE[kind].itemsize if kind in _DTYPE else (0 if kind in _CONSTANTS else 1)
            room = end - self.pos
            if count * size > room or (not size and count > 1024 * max(room, 1)):
                raise self.fail(f"container count {count} exceeds the {room} bytes left "
                                "(truncated or corrupt data)", at)
        return kind, count

    def array(self, depth: int) -> list | np.ndarray:
        kind, count = self.header()
        if kind in _DTYPE:  # strongly typed numbers: a read-only big-endian view of the buffer
            dtype = _DTYPE[kind]
            at = self.skip(count * dtype.itemsize)
            return np.frombuffer(self.data, dtype=dtype, count=count, offset=at)
        if kind is not None:
            return [self.value(kind, depth) for _ in range(count)]
        if count is not None:
            return [self.value(self.marker(), depth) for _ in range(count)]
        out = []
        while True:
            m = self.marker()
            if m == _END_ARRAY:
                return out
            out.append(self.value(m, depth))

    def object(self, depth: int) -> dict:
        kind, count = self.header()
        out: dict[str, Any] = {}
        if count is not None:
            for _ in range(count):
                key = self.string()
                out[key] = self.value(kind if kind is not None else self.marker(), depth)
            return out
        data, end, decode = self.data, self.end, bytes.decode
        while True:
            m = self.peek()  # skips no-ops
            pos = self.pos
            if m == _END_OBJECT:
                self.pos = pos + 1
                return out
            fmt = _SCALAR.get(m) if m in _INTEGER else None
            if fmt is not None and pos + 1 + fmt.size <= end:  # fast path: the key's length, then the key
                n = fmt.unpack_from(data, pos + 1)[0]
                at = pos + 1 + fmt.size
                if 0 <= n and at + n <= end:
                    self.pos = at + n
                    try:
                        key = decode(data[at:at + n], "utf-8")
                    except UnicodeDecodeError:
                        self.pos = pos
                        key = self.string()  # raises with the offset
                else:
                    key = self.string()  # raises with the offset
            else:
                key = self.string()  # raises with the offset
            m = data[self.pos] if self.pos < end else -1
            if m == _ARRAY and depth < _MAX_NESTING:  # fast paths for the common values
                self.pos += 1
                out[key] = self.array(depth + 1)
            elif m in _SCALAR:
                self.pos += 1
                out[key] = self.scalar(m)
            else:
                out[key] = self.value(self.marker(), depth)


def read_ubjson(data: bytes) -> Any:
    """Decode one Universal Binary JSON value (Draft 12, as XGBoost writes it).

    Markers: ``Z`` null, ``N`` no-op, ``T``/``F``, integers ``i U I l L``, floats
    ``d D`` (big-endian), ``H`` high-precision number, ``C`` char, ``S`` string,
    ``[ ]`` arrays and ``{ }`` objects, with the optimized headers ``$type`` and
    ``#count``. Object keys are strings without the ``S`` marker. Strongly typed
    numeric arrays come back as read-only numpy views of ``data`` with big-endian
    dtypes (``[$d#...`` -> ``>f4``, ``[$l#...`` -> ``>i4``, ...; ``np.asarray(a,
    dtype)`` converts); everything else as Python values (dict, list, str, int,
    float, bool, None).

    Raises:
        UbjsonError: truncated or malformed data, or bytes left after the value.
    """
    reader = _UbjReader(bytes(data))
    value = reader.value(reader.marker(), 0)
    if reader.peek() >= 0:
        raise reader.fail(f"{reader.end - reader.pos} unexpected bytes after the value")
    return value


# -- the ensemble ----------------------------------------------------------------

def _distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of a 1-d array, sorted (what ``np.unique`` returns; numpy 2's
    ``np.unique`` imports ``numpy.ma``, ~10 ms of a cold start spent for nothing else)."""
    ordered = np.sort(values)
    if len(ordered) < 2:
        return ordered
    keep = np.empty(len(ordered), dtype=bool)
    keep[0] = True
    np.not_equal(ordered[1:], ordered[:-1], out=keep[1:])
    return ordered[keep]


def _get(d: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(d, Mapping) or key not in d:
            raise TreeModelError(f"not an XGBoost model: missing {'/'.join(keys)}")
        d = d[key]
    return d


def _parse_floats(value: Any, what: str) -> np.ndarray:
    """``"[5E-1]"`` / ``"[1E0,2E0]"`` (XGBoost 3.2) or ``"5E-1"`` (older) or a number -> float32 ``[k]``."""
    try:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("[") and text.endswith("]"):
                text = text[1:-1]
            return np.array([np.float32(float(v)) for v in text.split(",")], dtype=np.float32)
        return np.atleast_1d(np.asarray(value, dtype=np.float32))
    except (TypeError, ValueError) as exc:
        raise TreeModelError(f"bad {what} {value!r}") from exc


def _int_param(params: Mapping, key: str, default: int) -> int:
    try:
        return int(params.get(key, default))
    except (TypeError, ValueError) as exc:
        raise TreeModelError(f"bad {key} {params.get(key)!r}") from exc


def _array(tree: Mapping, key: str, dtype, n: int, i: int) -> np.ndarray:
    if key not in tree:
        raise TreeModelError(f"tree {i}: missing {key}")
    try:
        arr = np.asarray(tree[key], dtype=dtype)
    except (TypeError, ValueError) as exc:
        raise TreeModelError(f"tree {i}: bad {key} ({exc})") from exc
    if arr.shape != (n,):
        raise TreeModelError(f"tree {i}: {key} has shape {arr.shape}, expected ({n},)")
    return arr


class TreeEnsemble:
    """The trees of one XGBoost ``gbtree`` booster as flat numpy arrays.

    Build with :meth:`load` (a ``.ubj`` or ``.json`` model file), :meth:`from_bytes`
    (e.g. ``booster.save_raw("ubj")``), :meth:`from_model` (the decoded model
    document) or :meth:`from_booster` (an in-memory ``xgboost.Booster``, without
    importing xgboost here); call :meth:`predict` as ``booster.inplace_predict``.
    Instances are immutable and safe to share between threads.

    Attributes:
        objective: the XGBoost objective name (one of :data:`OBJECTIVES`).
        n_features: input width ``D`` the model was trained on.
        n_outputs: ``K`` classes for ``multi:softprob``, else 1.
        n_trees: number of trees.
        depth: the deepest root-to-leaf path (number of walking steps).
    """

    def __init__(self, *, objective: str, n_features: int, n_outputs: int, base_margin: np.ndarray,
                 tree_sizes: np.ndarray, tree_class: np.ndarray, left: np.ndarray, right: np.ndarray,
                 feature: np.ndarray, condition: np.ndarray, default_left: np.ndarray) -> None:
        """From per-node arrays of all trees concatenated (node ids local to their tree).

        Args:
            objective: XGBoost objective name.
            n_features: ``D``.
            n_outputs: ``K`` (1 unless ``multi:softprob``).
            base_margin: float32 ``[K]``, the margin every row starts from.
            tree_sizes: int ``[T]``, nodes per tree.
            tree_class: int ``[T]``, the output each tree adds to.
            left, right: int ``[N]``, children (``-1`` for a leaf), local to the tree.
            feature: int ``[N]``, split feature.
            condition: float32 ``[N]``, split threshold (the value at a leaf).
            default_left: bool ``[N]``, where a missing value goes.
        """
        if objective not in OBJECTIVES:
            raise UnsupportedModelError(f"objective {objective!r} is not supported "
                                        f"(supported: {', '.join(OBJECTIVES)})")
        self.objective = objective
        self.n_features = int(n_features)
        self.n_outputs = int(n_outputs)
        self._transform = OBJECTIVES[objective]
        tree_sizes = np.asarray(tree_sizes, dtype=np.intp)
        n_trees, n_nodes = len(tree_sizes), int(tree_sizes.sum())
        if n_trees == 0:
            raise TreeModelError("the model has no trees")
        if np.any(tree_sizes < 1):
            raise TreeModelError("a tree has no nodes")
        tree_class = np.asarray(tree_class, dtype=np.intp)
        if tree_class.shape != (n_trees,) or np.any((tree_class < 0) | (tree_class >= self.n_outputs)):
            raise TreeModelError(f"tree_info must name an output in [0, {self.n_outputs}) for each of {n_trees} trees")
        base_margin = np.asarray(base_margin, dtype=np.float32)
        if base_margin.shape != (self.n_outputs,):
            raise TreeModelError(f"base_score has {base_margin.size} values, the model has {self.n_outputs} outputs")
        self.n_trees = n_trees

        starts = np.zeros(n_trees, dtype=np.intp)
        np.cumsum(tree_sizes[:-1], out=starts[1:])
        offset = np.repeat(starts, tree_sizes)  # [N] first node of each node's tree
        local_size = np.repeat(tree_sizes, tree_sizes)
        left = np.asarray(left, dtype=np.intp)
        right = np.asarray(right, dtype=np.intp)
        feature = np.asarray(feature, dtype=np.intp)
        condition = np.asarray(condition, dtype=np.float32)
        default_left = np.asarray(default_left, dtype=bool)
        if any(a.shape != (n_nodes,) for a in (left, right, feature, condition, default_left)):
            raise TreeModelError(f"node arrays must have one entry per node ({n_nodes})")
        leaf = left == -1
        inner = ~leaf
        if np.any(inner & ((left < 0) | (left >= local_size) | (right < 0) | (right >= local_size))):
            raise TreeModelError("a child index is outside its tree")
        if np.any(inner & ((feature < 0) | (feature >= self.n_features))):
            raise TreeModelError(f"a split feature is outside [0, {self.n_features})")
        if np.any(inner & ~np.isfinite(condition)):
            raise UnsupportedModelError("a split condition is not finite")
        if not np.all(np.isfinite(condition[leaf])):
            raise TreeModelError("a leaf value is not finite")
        node = np.arange(n_nodes, dtype=np.intp)
        # Tables are indexed by 2 * node (the walking state), so that 2 * node + go_right picks a child
        # without a multiplication: child[2 i] = 2 * left, child[2 i + 1] = 2 * right; a leaf points at itself.
        child = np.empty(2 * n_nodes, dtype=np.intp)
        child[0::2] = 2 * np.where(leaf, node, left + offset)
        child[1::2] = 2 * np.where(leaf, node, right + offset)
        # Missing values: column f of the doubled row [x with NaN -> -inf | x with NaN -> +inf] is read at
        # f for a default-left node and at D + f for a default-right one; with "go right iff v >= condition"
        # -inf always goes left and +inf right, as NaN should, and a real +-inf goes where XGBoost sends it
        # (the conditions are finite). A leaf compares with NaN (never >=), so it stays where it is.
        column = np.where(leaf, 0, feature + np.where(default_left, 0, self.n_features))
        threshold = np.where(leaf, np.float32(np.nan), condition).astype(np.float32)
        value = np.where(leaf, condition, 0).astype(np.float32)
        self._child = child  # [2N]
        self._column = np.repeat(column, 2)  # [2N]
        self._threshold = np.repeat(threshold, 2)  # [2N]
        self._value = np.repeat(value, 2)  # [2N]
        self._roots = 2 * starts  # [T]
        self.depth = self._max_depth(child, 2 * starts, np.repeat(leaf, 2), int(tree_sizes.max()))
        self._base = base_margin
        # Outputs. Usually tree t adds to output t % K (XGBoost's round-robin), so the leaves [n, T] are
        # [n, rounds, K] as they stand; otherwise the trees are gathered by output (stable, keeping
        # XGBoost's order) into [n, K, W], padded with a column of zeros (adding +0.0 changes no float32 sum).
        k = self.n_outputs
        self._round_robin = n_trees % k == 0 and np.array_equal(tree_class, np.arange(n_trees) % k)
        order = np.argsort(tree_class, kind="stable")
        counts = np.bincount(tree_class, minlength=k)
        slots = np.full((k, int(counts.max())), n_trees, dtype=np.intp)  # n_trees = the zero column
        group_start = np.concatenate([[0], np.cumsum(counts)[:-1]])
        slots[tree_class[order], np.arange(n_trees) - np.repeat(group_start, counts)] = order
        self._slots = slots

    @staticmethod
    def _max_depth(child: np.ndarray, roots: np.ndarray, leaf: np.ndarray, largest: int) -> int:
        """Walking steps that bring every root to a leaf (``child``/``roots``/``leaf`` indexed by 2 * node).

        A path longer than the largest tree's node count ``largest`` must repeat a node: a cycle.
        """
        frontier, depth = roots[~leaf[roots]], 0
        while len(frontier):
            depth += 1
            if depth > largest:
                raise TreeModelError("a tree has a cycle")
            nxt = _distinct(np.concatenate([child[frontier], child[frontier + 1]]))  # no blow-up on cycles
            frontier = nxt[~leaf[nxt]]
        return depth

    # -- construction ------------------------------------------------------------

    @classmethod
    def load(cls, path: str | Path) -> "TreeEnsemble":
        """Read an XGBoost model file (``.ubj`` or ``.json``; the content decides).

        Raises:
            OSError: the file cannot be read.
            TreeModelError: it is not a readable XGBoost model (:class:`UnsupportedModelError`:
                one this class does not implement).
        """
        return cls.from_bytes(Path(path).read_bytes())

    @classmethod
    def from_bytes(cls, data: bytes) -> "TreeEnsemble":
        """From the bytes of a UBJ or JSON model (``booster.save_raw("ubj")`` / ``save_raw("json")``)."""
        data = bytes(data)
        head = data.lstrip()[:2]
        if head[:1] == b"{" and (len(head) < 2 or head[1:2] in b'"}\r\n\t '):
            try:
                model = json.loads(data.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise TreeModelError(f"unreadable JSON model ({exc})") from None
        elif head[:1] == b"{":
            model = read_ubjson(data)
        else:
            raise TreeModelError("not an XGBoost UBJ or JSON model (the legacy binary format is not supported; "
                                 "re-save it with booster.save_model('model.ubj'))")
        return cls.from_model(model)

    @classmethod
    def from_booster(cls, booster: Any) -> "TreeEnsemble":
        """From an in-memory ``xgboost.Booster`` (through ``booster.save_raw("ubj")``)."""
        return cls.from_bytes(booster.save_raw("ubj"))

    @classmethod
    def from_model(cls, model: Mapping) -> "TreeEnsemble":
        """From the decoded model document (``{"learner": {...}, "version": [...]}``).

        Raises:
            TreeModelError: not a consistent XGBoost model (:class:`UnsupportedModelError`: one this
                class does not implement).
        """
        try:
            return cls._from_model(model)
        except TreeModelError:
            raise
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, OverflowError) as exc:
            raise TreeModelError(f"not a readable XGBoost model ({exc!r})") from exc

    @classmethod
    def _from_model(cls, model: Mapping) -> "TreeEnsemble":
        learner = _get(model, "learner")
        params = _get(learner, "learner_model_param")
        objective = _get(learner, "objective", "name")
        booster = _get(learner, "gradient_booster")
        name = _get(booster, "name")
        if not isinstance(params, Mapping) or not isinstance(objective, str) or not isinstance(name, str):
            raise TreeModelError("not an XGBoost model: bad learner_model_param, objective or booster name")
        if name != "gbtree":
            raise UnsupportedModelError(f"booster {name!r} is not supported (only gbtree)")
        if objective not in OBJECTIVES:
            raise UnsupportedModelError(f"objective {objective!r} is not supported "
                                        f"(supported: {', '.join(OBJECTIVES)})")
        if _int_param(params, "num_target", 1) > 1:
            raise UnsupportedModelError("multi-target models are not supported")
        n_features = _int_param(params, "num_feature", 0)
        n_class = _int_param(params, "num_class", 0)
        n_outputs = max(n_class, 1) if objective.startswith("multi:") else 1
        gbtree = _get(booster, "model")
        trees = _get(gbtree, "trees")
        if not isinstance(trees, list) or not trees:
            raise TreeModelError("the model has no trees")
        if n_features < 0 or n_outputs > len(trees):
            raise TreeModelError(f"bad num_feature {n_features} or num_class {n_class} for {len(trees)} trees")
        base = _parse_floats(params.get("base_score", "5E-1"), "base_score")
        if base.size == 1 and n_outputs > 1:
            base = np.repeat(base, n_outputs)
        if objective in _LOGIT_BASE:
            if np.any((base <= 0) | (base >= 1)):
                raise TreeModelError(f"base_score {base} must be a probability for {objective}")
            one = np.float32(1)
            base = (-np.log(one / base - one)).astype(np.float32)
        tree_info = np.asarray(gbtree.get("tree_info", np.zeros(len(trees))), dtype=np.intp).reshape(-1)
        if len(tree_info) != len(trees):
            raise TreeModelError(f"{len(tree_info)} tree_info entries for {len(trees)} trees")
        sizes, parts = [], {k: [] for k in ("left", "right", "feature", "condition", "default_left")}
        for i, tree in enumerate(trees):
            if not isinstance(tree, Mapping):
                raise TreeModelError(f"tree {i} is not an object")
            tparam = tree.get("tree_param", {})
            if not isinstance(tparam, Mapping):
                raise TreeModelError(f"tree {i}: bad tree_param")
            n = _int_param(tparam, "num_nodes", -1)
            if n < 1:
                raise TreeModelError(f"tree {i}: bad num_nodes {tparam.get('num_nodes')!r}")
            if _int_param(tparam, "size_leaf_vector", 1) > 1:
                raise UnsupportedModelError("vector leaves (multi_strategy='multi_output_tree') are not supported")
            split_type = tree.get("split_type")
            if split_type is not None and len(split_type) and np.any(np.asarray(split_type) != 0):
                raise UnsupportedModelError("categorical splits are not supported")
            sizes.append(n)
            parts["left"].append(_array(tree, "left_children", np.int64, n, i))
            parts["right"].append(_array(tree, "right_children", np.int64, n, i))
            parts["feature"].append(_array(tree, "split_indices", np.int64, n, i))
            parts["condition"].append(_array(tree, "split_conditions", np.float32, n, i))
            parts["default_left"].append(_array(tree, "default_left", np.int64, n, i) != 0)
        return cls(objective=objective, n_features=n_features, n_outputs=n_outputs, base_margin=base,
                   tree_sizes=np.array(sizes), tree_class=tree_info,
                   **{k: np.concatenate(v) for k, v in parts.items()})

    # -- prediction --------------------------------------------------------------

    def _check(self, x: Any) -> np.ndarray:
        x = np.asarray(x, dtype=np.float32)
        if x.ndim != 2 or x.shape[1] != self.n_features:
            raise ValueError(f"expected feature rows [n, {self.n_features}], got shape {x.shape}")
        return x

    def leaves(self, x: Any) -> np.ndarray:
        """Leaf value each tree gives each row: float32 ``[n, n_trees]`` (``x``: float32 ``[n, D]``, NaN = missing)."""
        x = self._check(x)
        out = np.empty((len(x), self.n_trees), dtype=np.float32)
        self._walk(x, out)
        return out

    def _walk(self, x: np.ndarray, out: np.ndarray) -> None:
        """Write the leaf values of rows ``x`` ``[n, D]`` into ``out`` ``[n, T]``.

        All trees of a block of rows advance one level per step: state ``node`` ``[b, T]``
        (2 * the flat node id), 3 gathers, an add, a compare and a gather per step.
        ``mode="wrap"`` skips numpy's bounds checks; every index is valid by construction.
        """
        width = 2 * self.n_features
        step = max(1, _BLOCK // self.n_trees)
        for lo in range(0, len(x), step):
            block = x[lo:lo + step]
            b = len(block)
            missing = np.isnan(block)
            wide = np.empty((b, width), dtype=np.float32)
            wide[:, :self.n_features] = np.where(missing, -np.inf, block)
            wide[:, self.n_features:] = np.where(missing, np.inf, block)
            flat = wide.ravel()
            # [b, T] start of each row in flat (a full array: adding it is faster than broadcasting [b, 1])
            row = np.repeat(np.arange(0, b * width, width, dtype=np.intp), self.n_trees).reshape(b, -1)
            node = np.repeat(self._roots[None, :], b, axis=0)  # [b, T]
            for _ in range(self.depth):
                where = np.take(self._column, node, mode="wrap")
                where += row
                go_right = np.take(flat, where, mode="wrap") >= np.take(self._threshold, node, mode="wrap")
                node += go_right.astype(np.intp)  # (an int add is faster than a mixed bool + int one)
                node = np.take(self._child, node, mode="wrap")
            out[lo:lo + b] = np.take(self._value, node, mode="wrap")

    def predict_margin(self, x: Any) -> np.ndarray:
        """Raw margins: float32 ``[n]`` (one output) or ``[n, K]`` (``multi:softprob``).

        Each output is summed left to right in float32 from its base margin, tree by tree in
        XGBoost's order, as XGBoost's CPU predictor does (``np.cumsum`` adds sequentially;
        ``np.sum`` would add pairwise and could differ in the last bit).
        """
        x = self._check(x)
        n, k = len(x), self.n_outputs
        if n == 0:
            return np.zeros((0, k) if self._transform == "softmax" else (0,), dtype=np.float32)
        if self._round_robin:
            terms = np.empty((n, k + self.n_trees), dtype=np.float32)  # [base | round 0 | round 1 | ...]
            terms[:, :k] = self._base
            self._walk(x, terms[:, k:])
            margin = np.cumsum(terms.reshape(n, -1, k), axis=1, dtype=np.float32)[:, -1, :]  # [n, K]
        else:
            leaves = np.zeros((n, self.n_trees + 1), dtype=np.float32)  # the last column stays 0
            self._walk(x, leaves[:, :-1])
            terms = np.concatenate([np.broadcast_to(self._base[None, :, None], (n, k, 1)),
                                    leaves[:, self._slots]], axis=2)  # [n, K, 1 + W]
            margin = np.cumsum(terms, axis=2, dtype=np.float32)[:, :, -1]
        return margin if self._transform == "softmax" else margin[:, 0]

    def predict(self, x: Any) -> np.ndarray:
        """What ``booster.inplace_predict(x)`` returns for float32 rows ``x`` ``[n, D]`` (NaN = missing).

        Returns:
            float32 ``[n]`` (probabilities for the logistic objectives, margins for
            ``binary:logitraw`` / values for ``reg:squarederror``) or ``[n, K]`` class
            probabilities for ``multi:softprob``.
        """
        margin = self.predict_margin(x)
        if self._transform == "sigmoid":  # 1 / (1 + expf(-m)) in float32
            return (np.float32(1) / (_expf(-margin) + np.float32(1))).astype(np.float32)
        if self._transform == "softmax":  # expf(m - max) in float32, summed in double, divided in float32
            if not len(margin):
                return margin
            e = _expf(margin - margin.max(axis=1, keepdims=True))
            total = np.cumsum(e, axis=1, dtype=np.float64)[:, -1:].astype(np.float32)
            return (e / total).astype(np.float32)
        return margin

    def __repr__(self) -> str:
        return (f"TreeEnsemble({self.objective}, {self.n_trees} trees, depth {self.depth}, "
                f"{self.n_features} features, {self.n_outputs} output{'s' if self.n_outputs > 1 else ''})")

