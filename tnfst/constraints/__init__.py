"""Constraints that run beside the decoder (Zhang et al. 2019; Sproat & Jaitly 2016/17).

`Constraint` is the protocol; `build_constraints(names, vocab=..., **resources)`
builds them by name; `MeasureMoneyFst` is the covering-grammar filter.
"""

from tnfst.constraints.base import Constraint, constraint_name, max_reward, start_state, weights_batch
from tnfst.constraints.fst import FstConfig, LatticeState, MeasureMoneyFst
from tnfst.constraints.registry import ConstraintRegistry, DEFAULT_REGISTRY, build_constraints, known_constraints

__all__ = [
    "Constraint",
    "ConstraintRegistry",
    "DEFAULT_REGISTRY",
    "FstConfig",
    "LatticeState",
    "MeasureMoneyFst",
    "build_constraints",
    "constraint_name",
    "known_constraints",
    "max_reward",
    "start_state",
    "weights_batch",
]
