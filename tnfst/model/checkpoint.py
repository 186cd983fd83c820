"""One file per trained model: weights, config, charset and output vocabulary.

`save_checkpoint(path, model, half=True)` stores float16 weights (half the size;
they are cast back to float32 on load). `load_checkpoint(path)` refuses a missing,
corrupt or foreign file with a `CheckpointError` naming it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import torch

from tnfst.model.checkpoint_format import FORMAT, VERSION, CheckpointError, unpack_checkpoint
from tnfst.model.seq2seq import Seq2SeqDNC


def model_to_dict(model: Seq2SeqDNC, *, half: bool = False, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """Everything needed to rebuild `model`, as plain data and tensors."""
    state = {k: (v.detach().half() if half and v.is_floating_point() else v.detach()).cpu() for k, v in model.state_dict().items()}
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": model.config.to_dict(),
        "charset": list(model.charset.symbols),
        "vocab": list(model.vocab.words),
        "state_dict": state,
        "meta": dict(meta or {}),
    }


def model_from_dict(data: Any, *, source: str = "<memory>", zero_reads: bool | None = None, device: str | torch.device = "cpu") -> Seq2SeqDNC:
    """Rebuild a model from `model_to_dict`'s output. `zero_reads` overrides the config (ablation)."""
    config, charset, vocab, state = unpack_checkpoint(data, source)
    try:
        if zero_reads is not None:
            config = dataclasses.replace(config, zero_reads=bool(zero_reads))
        model = Seq2SeqDNC(config, charset, vocab)
        model.load_state_dict({k: v.float() if v.is_floating_point() else v for k, v in state.items()})
    except (KeyError, TypeError, ValueError, RuntimeError, AttributeError) as exc:
        raise CheckpointError(f"{source}: broken checkpoint ({exc})") from exc
    return model.to(device).eval()


def save_checkpoint(path: str | Path, model: Seq2SeqDNC, *, half: bool = False, meta: dict[str, Any] | None = None) -> Path:
    """Write `model` to one file (atomically: a temporary file renamed into place)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    torch.save(model_to_dict(model, half=half, meta=meta), tmp)
    tmp.replace(path)
    return path


def load_torch_file(path: Path, error: type[Exception], kind: str) -> Any:
    """`torch.load` of a model file (CPU, weights only); `error` naming the file and its `kind`
    ("model file") when it is missing or unreadable."""
    if not path.is_file():
        raise error(f"{path}: no such {kind}")
    try:
        return torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # torch raises many types for a corrupt zip / pickle
        raise error(f"{path}: corrupt or unreadable {kind} ({type(exc).__name__}: {exc})") from exc


def read_checkpoint_file(path: str | Path) -> dict[str, Any]:
    """The raw dict of a checkpoint file; CheckpointError naming the file when unreadable."""
    path = Path(path)
    data = load_torch_file(path, CheckpointError, "model file")
    if not isinstance(data, dict):
        raise CheckpointError(f"{path}: not a tnfst seq2seq DNC checkpoint")
    return data


def load_checkpoint(path: str | Path, *, device: str | torch.device = "cpu", zero_reads: bool | None = None) -> Seq2SeqDNC:
    """The model stored at `path`, in eval mode on `device`."""
    data = read_checkpoint_file(path)
    return model_from_dict(data.get("model", data), source=str(path), zero_reads=zero_reads, device=device)


def checkpoint_meta(path: str | Path) -> dict[str, Any]:
    """The `meta` dict stored with a model (training steps, accuracy, ...)."""
    data = read_checkpoint_file(path)
    return dict(data.get("model", data).get("meta", {}))
