"""Dual encoders (Zhang et al. 2019): learned soft constraints for the decoder.

`DualEncoder` scores (written token, output word) for the vocabulary filter
`voc_de` and (written token, word sequence) for the sequence classifier
`seq_de`; the constraints themselves live in `tnfst.constraints.dual_encoder`.
"""

from pathlib import Path

from tnfst.dual_encoder.checkpoint import DualEncoderError, dual_encoder_meta, load_dual_encoder, save_dual_encoder
from tnfst.dual_encoder.config import DualEncoderConfig
from tnfst.dual_encoder.model import DualEncoder

RESOURCES = Path(__file__).resolve().parent.parent / "resources"


def default_model_path(kind: str, lang: str = "en", variant: str = "") -> Path:
    """The shipped model file: resources/<lang>/voc_de.pt ("vocab") or seq_de.pt ("sequence");
    a `variant` ("topk") names voc_de_topk.pt, a model trained on other negatives."""
    names = {"vocab": "voc_de", "sequence": "seq_de"}
    if kind not in names:
        raise ValueError(f"kind must be one of {sorted(names)}, got {kind!r}")
    if variant and not variant.isidentifier():
        raise ValueError(f"variant must be a plain name, got {variant!r}")
    return RESOURCES / lang / (names[kind] + (f"_{variant}" if variant else "") + ".pt")


__all__ = [
    "DualEncoder",
    "DualEncoderConfig",
    "DualEncoderError",
    "default_model_path",
    "dual_encoder_meta",
    "load_dual_encoder",
    "save_dual_encoder",
]
