"""The Differentiable Neural Computer (Graves et al. 2016) in torch, one module per mechanism.

The names below are imported on first use (PEP 562): importing a torch-free sibling
(`tnfst.model.numpy_dnc`) never loads torch through this package.
"""

from importlib import import_module

_EXPORTS = {
    "AccessState": "access", "Interface": "access", "MemoryAccess": "access",
    "ContentAddressing": "addressing", "Freeness": "addressing", "TemporalLinkage": "addressing",
    "DNC": "dnc", "ControllerState": "dnc", "DNCState": "dnc",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f"tnfst.model.dnc.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'tnfst.model.dnc' has no attribute {name!r}")
