"""The XGBoost gate: which tokens need reading (Pramanik & Hussain, stage 1).

A :class:`Gate` wraps one trained booster and its metadata (a JSON file beside
the ``.ubj`` model). Two kinds are shipped:

* ``binary``: P(ToBeNormalized) directly (the paper's RemainSelf / ToBeNormalized);
* ``class``: a softmax over gate labels — ``PLAIN`` (read as written), ``PUNCT``
  (silence) and the semiotic class of tokens that change (``DATE``, ``LETTERS``,
  ``CARDINAL``, ..., ``PLAIN_NORM`` for a PLAIN token that changes, e.g.
  ``st`` -> "saint"); P(ToBeNormalized) = 1 - P(PLAIN) - P(PUNCT). This is the
  multi-class step the paper names as future work.

Each gate names its feature set in the metadata (``features``): ``paper`` (the
93 code points; the default, for gates written before the key existed) or
``extended`` / ``extended_v2`` (code points + engineered shape, neighbour and lexicon
features, v2 adding character-trigram features; :mod:`tnfst.gate.featurizer`), whose training counts are a JSON lexicon beside
the model (``lexicon_file``).

The trees are walked with numpy (:class:`tnfst.gate.trees.TreeEnsemble`), so
loading and predicting never import xgboost (about 0.45 s of a cold start);
xgboost is needed only to train a gate, or to predict with a model that
``TreeEnsemble`` does not implement (it is then used if installed).

``predict`` compares P(ToBeNormalized) with the threshold stored in the metadata,
chosen for recall (a missed token is read wrong): on out-of-fold training
predictions plus validation data for gates trained with ``--oof`` (the binary
gate), on validation data alone otherwise.

Known limitations: features see only 30 code points of three tokens (plus, for
``extended``, summaries of those tokens), so a token whose reading depends on
wider context (``May`` the month vs the verb) is decided from its neighbours
alone; short unseen words that the reference reads letter by letter (``Hwan``,
``Exp``) and all-caps words read as words (``CONCACAF``) remain the main errors.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tnfst.gate.featurizer import FEATURE_SETS, LEXICON_SETS, Featurizer
from tnfst.gate.lexicon import GateLexicon, LexiconError
from tnfst.gate.trees import TreeEnsemble, TreeModelError, UnsupportedModelError

__all__ = ["GateError", "GateMeta", "Gate", "DEFAULT_GATE", "DEFAULT_CLASS_GATE", "SELF_LABELS"]

log = logging.getLogger(__name__)

RESOURCES = Path(__file__).resolve().parent.parent / "resources" / "en"
DEFAULT_GATE = RESOURCES / "gate.json"  # the binary gate the pipeline uses
DEFAULT_CLASS_GATE = RESOURCES / "gate_class.json"  # the multi-class variant
SELF_LABELS = ("PLAIN", "PUNCT")  # class-gate labels of tokens left as written / silent
KINDS = ("binary", "class")
PREDICT_THREADS = 1  # one sentence is a few dozen rows: OpenMP threads cost more (~100 ms on a busy machine) than they save


class GateError(RuntimeError):
    """A gate model or its metadata is missing or unreadable; the message names the file."""


@dataclass(frozen=True)
class GateMeta:
    """What a shipped gate needs besides its trees.

    Attributes:
        kind: ``binary`` or ``class``.
        model_file: the booster's file name, relative to the metadata file.
        threshold: P(ToBeNormalized) at or above which a token is sent to the reader.
        classes: class-gate labels in the booster's output order (empty for binary).
        n_features: input width (93 for ``paper``).
        features: the feature set, ``paper`` or ``extended``.
        lexicon_file: the lexicon's file name, relative to the metadata file (``extended`` only).
    """

    kind: str
    model_file: str
    threshold: float
    classes: tuple[str, ...] = ()
    n_features: int = 93
    features: str = "paper"
    lexicon_file: str = ""

    @classmethod
    def from_json(cls, data: dict, where: Path) -> "GateMeta":
        try:
            meta = cls(
                kind=str(data["kind"]),
                model_file=str(data["model_file"]),
                threshold=float(data["threshold"]),
                classes=tuple(data.get("classes", ())),
                n_features=int(data.get("n_features", 93)),
                features=str(data.get("features", "paper")),
                lexicon_file=str(data.get("lexicon_file", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise GateError(f"{where}: malformed gate metadata ({exc!r})") from exc
        if meta.kind not in KINDS:
            raise GateError(f"{where}: unknown gate kind {meta.kind!r} (expected one of {KINDS})")
        if meta.kind == "class" and not set(SELF_LABELS) <= set(meta.classes):
            raise GateError(f"{where}: a class gate needs the labels {SELF_LABELS}, got {meta.classes}")
        if meta.features not in FEATURE_SETS:
            raise GateError(f"{where}: unknown feature set {meta.features!r} (expected one of {FEATURE_SETS})")
        if meta.features in LEXICON_SETS and not meta.lexicon_file:
            raise GateError(f"{where}: an {meta.features} gate needs a lexicon_file")
        if not 0.0 <= meta.threshold <= 1.0:
            raise GateError(f"{where}: threshold {meta.threshold} outside [0, 1]")
        return meta


class Gate:
    """RemainSelf / ToBeNormalized classifier over tokens.

    Build with :meth:`load`; call :meth:`predict_proba` / :meth:`predict` on one
    sentence's tokens or :meth:`predict_proba_batch` on many.
    """

    def __init__(self, booster, meta: GateMeta, featurizer: Featurizer | None = None) -> None:
        """``booster``: a :class:`~tnfst.gate.trees.TreeEnsemble`, or an ``xgboost.Booster`` (its trees are
        copied into a ``TreeEnsemble`` when it is supported, else the booster itself predicts)."""
        if not isinstance(booster, (TreeEnsemble, _XGBoostModel)):
            try:
                booster = TreeEnsemble.from_booster(booster)
            except UnsupportedModelError as exc:
                log.info("gate: %s; predicting with xgboost", exc)
                booster = _XGBoostModel(booster)
        self._model = booster
        self.meta = meta
        self.featurizer = featurizer if featurizer is not None else Featurizer(meta.features)
        if self.featurizer.width != meta.n_features:
            raise GateError(f"gate expects {meta.n_features} features, its feature set builds {self.featurizer.width}")
        if meta.kind == "class":
            self._self_columns = np.array([meta.classes.index(c) for c in SELF_LABELS])

    @property
    def kind(self) -> str:
        return self.meta.kind

    @property
    def threshold(self) -> float:
        return self.meta.threshold

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Gate":
        """Load a gate from its metadata JSON (or the ``.ubj`` beside it); default: the shipped binary gate.

        Raises:
            GateError: the metadata or model file is missing or corrupt (named in the message).
        """
        meta_path = Path(path) if path is not None else DEFAULT_GATE
        if meta_path.suffix == ".ubj":
            meta_path = meta_path.with_suffix(".json")
        try:
            data = json.loads(meta_path.read_text(encoding="utf-8"))
        except FileNotFoundError as exc:
            raise GateError(f"{meta_path}: gate metadata not found (train one with training/train_gate.py)") from exc
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise GateError(f"{meta_path}: unreadable gate metadata ({exc})") from exc
        if not isinstance(data, dict):
            raise GateError(f"{meta_path}: gate metadata must be a JSON object")
        meta = GateMeta.from_json(data, meta_path)
        model_path = meta_path.parent / meta.model_file
        if not model_path.is_file():
            raise GateError(f"{model_path}: gate model not found")
        lexicon = None
        if meta.features in LEXICON_SETS:
            try:
                lexicon = GateLexicon.load(meta_path.parent / meta.lexicon_file)
            except LexiconError as exc:
                raise GateError(str(exc)) from exc
        try:
            featurizer = Featurizer(meta.features, lexicon)
        except ValueError as exc:
            raise GateError(f"{meta_path}: {exc}") from exc
        if featurizer.width != meta.n_features:
            raise GateError(f"{meta_path}: model expects {meta.n_features} features, "
                            f"the {meta.features!r} feature set builds {featurizer.width}")
        try:
            model = TreeEnsemble.load(model_path)
        except UnsupportedModelError as exc:
            model = _XGBoostModel.load(model_path, exc)
        except (OSError, TreeModelError) as exc:
            raise GateError(f"{model_path}: corrupt gate model ({exc})") from exc
        if model.n_features != meta.n_features:
            raise GateError(f"{model_path}: model has {model.n_features} features, metadata says {meta.n_features}")
        expected = len(meta.classes) if meta.kind == "class" else 1
        if model.n_outputs != expected:
            raise GateError(f"{model_path}: model has {model.n_outputs} outputs, metadata expects {expected}")
        return cls(model, meta, featurizer)

    # -- probabilities ---------------------------------------------------------

    def _raw(self, x: np.ndarray) -> np.ndarray:
        """Booster outputs for feature rows ``x`` ``[n, D]``: ``[n]`` (binary) or ``[n, K]`` (class)."""
        if len(x) == 0:
            width = len(self.meta.classes) if self.kind == "class" else None
            return np.zeros((0, width) if width else (0,), dtype=np.float32)
        return np.asarray(self._model.predict(x), dtype=np.float32)

    def _tbn(self, raw: np.ndarray) -> np.ndarray:
        if self.kind == "binary":
            return raw.astype(np.float32)
        return (1.0 - raw[:, self._self_columns].sum(axis=1)).clip(0.0, 1.0).astype(np.float32)

    def predict_proba(self, tokens: Sequence[str]) -> np.ndarray:
        """P(ToBeNormalized) of each token of one sentence: float32 ``[n]``."""
        return self._tbn(self._raw(self.featurizer.sentence(tokens)))

    def predict_proba_batch(self, sentences: Sequence[Sequence[str]]) -> list[np.ndarray]:
        """P(ToBeNormalized) for many sentences in one booster call: one ``[n_i]`` array each."""
        probs = self._tbn(self._raw(self.featurizer.batch(sentences)))
        splits = np.cumsum([len(s) for s in sentences])[:-1]
        return np.split(probs, splits) if sentences else []

    def predict(self, tokens: Sequence[str]) -> np.ndarray:
        """ToBeNormalized decisions of one sentence's tokens: bool ``[n]``."""
        return self.predict_proba(tokens) >= self.threshold

    def predict_batch(self, sentences: Sequence[Sequence[str]]) -> list[np.ndarray]:
        """ToBeNormalized decisions for many sentences: one bool ``[n_i]`` array each."""
        return [p >= self.threshold for p in self.predict_proba_batch(sentences)]

    def predict_classes(self, tokens: Sequence[str]) -> list[str]:
        """Most likely gate label of each token (class gates only)."""
        if self.kind != "class":
            raise GateError("predict_classes needs a class gate (Gate.load(DEFAULT_CLASS_GATE))")
        raw = self._raw(self.featurizer.sentence(tokens))
        return [self.meta.classes[i] for i in raw.argmax(axis=1)] if len(raw) else []


class _XGBoostModel:
    """The fallback for a model :class:`TreeEnsemble` does not implement: xgboost's own booster."""

    def __init__(self, booster) -> None:
        self.booster = booster
        self.n_features = booster.num_features()
        self.n_outputs = _num_outputs(booster)

    @classmethod
    def load(cls, path: Path, why: Exception) -> "_XGBoostModel":
        """Load ``path`` with xgboost (``why``: what TreeEnsemble could not do, for the messages)."""
        try:
            import xgboost as xgb
        except ImportError as exc:
            raise GateError(f"{path}: {why}, and xgboost, which could predict with it, is not installed") from exc
        log.info("gate %s: %s; predicting with xgboost", path, why)
        booster = xgb.Booster()
        try:
            booster.load_model(str(path))
            booster.set_param({"nthread": PREDICT_THREADS})
        except xgb.core.XGBoostError as exc:
            raise GateError(f"{path}: corrupt gate model ({str(exc).splitlines()[0]})") from exc
        return cls(booster)

    def predict(self, x: np.ndarray) -> np.ndarray:
        return self.booster.inplace_predict(x)


def _num_outputs(booster) -> int:
    """Output width of a booster: number of classes for multi:softprob, else 1."""
    config = json.loads(booster.save_config())
    objective = config["learner"]["objective"]["name"]
    if objective.startswith("multi:"):
        return int(config["learner"]["learner_model_param"]["num_class"])
    return 1
