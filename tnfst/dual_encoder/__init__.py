"""Dual encoders (Zhang et al. 2019): learned soft constraints for the decoder.

`DualEncoder` (torch) scores (written token, output word) for the vocabulary filter
`voc_de` and (written token, word sequence) for the sequence classifier `seq_de`;
`NumpyDualEncoder` is the vocabulary kind at inference without torch, read from the
`.npz` file shipped beside each vocabulary model's `.pt`. The constraints themselves
live in `tnfst.constraints.dual_encoder`.

Importing this package does not import torch: `DualEncoder`, `load_dual_encoder` and
`save_dual_encoder` load it when used.
"""

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tnfst.dual_encoder.checkpoint import (DualEncoderError, dual_encoder_meta, load_dual_encoder,
                                           load_numpy_dual_encoder, save_dual_encoder, save_numpy_dual_encoder)
from tnfst.dual_encoder.config import DualEncoderConfig
from tnfst.dual_encoder.numpy_model import NumpyDualEncoder

if TYPE_CHECKING:
    from tnfst.dual_encoder.model import DualEncoder

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def default_model_path(kind: str, lang: str = "en", variant: str = "", suffix: str = ".pt") -> Path:
    """The shipped model file: resources/<lang>/voc_de.pt ("vocab") or seq_de.pt ("sequence");
    a `variant` ("topk") names voc_de_topk.pt, a model trained on other negatives; `suffix=".npz"`
    names the torch-free form of a vocabulary model (voc_de.npz)."""
    names = {"vocab": "voc_de", "sequence": "seq_de"}
    if kind not in names:
        raise ValueError(f"kind must be one of {sorted(names)}, got {kind!r}")
    if variant and not variant.isidentifier():
        raise ValueError(f"variant must be a plain name, got {variant!r}")
    if suffix not in (".pt", ".npz"):
        raise ValueError(f"suffix must be '.pt' or '.npz', got {suffix!r}")
    return RESOURCES / lang / (names[kind] + (f"_{variant}" if variant else "") + suffix)


def __getattr__(name: str) -> Any:
    if name == "DualEncoder":  # the torch model, imported on first use
        from tnfst.dual_encoder.model import DualEncoder

        return DualEncoder
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DualEncoder",
    "DualEncoderConfig",
    "DualEncoderError",
    "NumpyDualEncoder",
    "default_model_path",
    "dual_encoder_meta",
    "load_dual_encoder",
    "load_numpy_dual_encoder",
    "save_dual_encoder",
    "save_numpy_dual_encoder",
]
