"""The Differentiable Neural Computer (Graves et al. 2016) in torch, one module per mechanism."""

from tnfst.model.dnc.access import AccessState, Interface, MemoryAccess
from tnfst.model.dnc.addressing import ContentAddressing, Freeness, TemporalLinkage
from tnfst.model.dnc.dnc import DNC, ControllerState, DNCState

__all__ = [
    "AccessState",
    "ContentAddressing",
    "ControllerState",
    "DNC",
    "DNCState",
    "Freeness",
    "Interface",
    "MemoryAccess",
    "TemporalLinkage",
]
