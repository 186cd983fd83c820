"""The token gate (Pramanik & Hussain): features, the XGBoost model, its metrics."""

from tnfst.gate.features import N_FEATURES, batch_features, features
from tnfst.gate.featurizer import FEATURE_SETS, Featurizer
from tnfst.gate.lexicon import GateLexicon, LexiconError
from tnfst.gate.model import DEFAULT_CLASS_GATE, DEFAULT_GATE, Gate, GateError

__all__ = ["N_FEATURES", "features", "batch_features", "FEATURE_SETS", "Featurizer", "GateLexicon", "LexiconError",
           "Gate", "GateError", "DEFAULT_GATE", "DEFAULT_CLASS_GATE"]
