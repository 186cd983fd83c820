"""One file per trained dual encoder: config, float16 weights, metadata.

`save_dual_encoder(path, model)` writes atomically; `load_dual_encoder(path)`
refuses a missing, corrupt or foreign file with a `DualEncoderError` naming it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch

from tnfst.dual_encoder.config import DualEncoderConfig
from tnfst.dual_encoder.model import DualEncoder
from tnfst.model.checkpoint import load_torch_file

FORMAT = "tnfst-dual-encoder"
VERSION = 1


class DualEncoderError(ValueError):
    """A dual-encoder model file that cannot be read."""


def save_dual_encoder(path: str | Path, model: DualEncoder, *, half: bool = True,
                      meta: dict[str, Any] | None = None) -> Path:
    """Write `model` (float16 weights unless `half=False`) to `path`; return the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    state = {k: (v.detach().half() if half and v.is_floating_point() else v.detach()).cpu()
             for k, v in model.state_dict().items()}
    data = {"format": FORMAT, "version": VERSION, "config": model.config.to_dict(),
            "state_dict": state, "meta": dict(meta or {})}
    tmp = path.with_name(path.name + ".tmp")
    torch.save(data, tmp)
    tmp.replace(path)
    return path


def _read(path: Path) -> dict[str, Any]:
    data = load_torch_file(path, DualEncoderError, "dual-encoder model file")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DualEncoderError(f"{path}: not a tnfst dual-encoder file")
    if data.get("version") != VERSION:
        raise DualEncoderError(f"{path}: dual-encoder file version {data.get('version')!r}, this tnfst reads {VERSION}")
    return data


def load_dual_encoder(path: str | Path, *, kind: str | None = None) -> DualEncoder:
    """The dual encoder stored at `path`, in eval mode on the CPU.

    Args:
        kind: if given ("vocab" / "sequence"), the file must hold that kind.
    Raises:
        DualEncoderError: missing, corrupt, foreign or wrong-kind file (the message names it).
    """
    path = Path(path)
    data = _read(path)
    try:
        config = DualEncoderConfig.from_dict(data["config"])
        model = DualEncoder(config)
        state = {k: v.float() if v.is_floating_point() else v for k, v in data["state_dict"].items()}
        model.load_state_dict(state)
    except (KeyError, TypeError, ValueError, RuntimeError) as exc:
        raise DualEncoderError(f"{path}: broken dual-encoder file ({exc})") from exc
    if kind is not None and config.kind != kind:
        raise DualEncoderError(f"{path}: holds a {config.kind!r} dual encoder, expected {kind!r}")
    return model.eval()


def dual_encoder_meta(path: str | Path) -> dict[str, Any]:
    """The metadata stored with a dual encoder (training data, held-out accuracy, ...)."""
    return dict(_read(Path(path)).get("meta", {}))
