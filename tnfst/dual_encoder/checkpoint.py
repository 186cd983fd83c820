"""Dual-encoder model files: the torch `.pt` file and its torch-free `.npz` form.

- `.pt` (training, `seq_de`): config, float16 weights, metadata, written by
  `save_dual_encoder(path, model)` and read by `load_dual_encoder(path)` (both need torch).
- `.npz` (inference of the vocabulary dual encoder, no torch): the same weights in
  their stored dtype (float16), the config and metadata as JSON, a format/version
  key and the SHA-256 of the `.pt` it was exported from; written by
  `save_numpy_dual_encoder` (`python -m tnfst.dual_encoder.export` makes one from
  a `.pt`), read by `load_numpy_dual_encoder(path)` -> `NumpyDualEncoder`, whose
  float32 weights equal what `load_dual_encoder` gives torch.

Every loader refuses a missing, corrupt or foreign file with a `DualEncoderError`
naming it. This module imports torch only inside the `.pt` functions.
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tnfst.dual_encoder.config import DualEncoderConfig

if TYPE_CHECKING:
    from tnfst.dual_encoder.model import DualEncoder
    from tnfst.dual_encoder.numpy_model import NumpyDualEncoder

FORMAT = "tnfst-dual-encoder"
VERSION = 1
NPZ_FORMAT = "tnfst-dual-encoder-npz"
NPZ_VERSION = 1
_WEIGHT_PREFIX = "w/"  # weights are stored under "w/<state_dict name>"
_NPZ_KEYS = ("format", "version", "config", "meta", "source_sha256")


class DualEncoderError(ValueError):
    """A dual-encoder model file that cannot be read."""


# ----- .pt (torch) ---------------------------------------------------------------------


def save_dual_encoder(path: str | Path, model: "DualEncoder", *, half: bool = True,
                      meta: dict[str, Any] | None = None) -> Path:
    """Write `model` (float16 weights unless `half=False`) to `path`; return the path."""
    import torch

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


def read_dual_encoder_file(path: str | Path) -> dict[str, Any]:
    """The raw dict of a `.pt` dual-encoder file (format and version checked; needs torch)."""
    path = Path(path)
    if not path.is_file():
        raise DualEncoderError(f"{path}: no such dual-encoder model file")
    import torch

    try:
        data = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # torch raises many types for a corrupt zip / pickle
        raise DualEncoderError(f"{path}: corrupt or unreadable dual-encoder model file "
                               f"({type(exc).__name__}: {exc})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DualEncoderError(f"{path}: not a tnfst dual-encoder file")
    if data.get("version") != VERSION:
        raise DualEncoderError(f"{path}: dual-encoder file version {data.get('version')!r}, this tnfst reads {VERSION}")
    return data


_read = read_dual_encoder_file  # the old private name


def load_dual_encoder(path: str | Path, *, kind: str | None = None) -> "DualEncoder":
    """The dual encoder stored at `path` (a `.pt` file), in eval mode on the CPU (needs torch).

    Args:
        kind: if given ("vocab" / "sequence"), the file must hold that kind.
    Raises:
        DualEncoderError: missing, corrupt, foreign or wrong-kind file (the message names it).
    """
    from tnfst.dual_encoder.model import DualEncoder

    path = Path(path)
    data = read_dual_encoder_file(path)
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
    """The metadata stored with a dual encoder (training data, held-out accuracy, ...):
    from a `.npz` file without torch, from a `.pt` file with it."""
    path = Path(path)
    if path.suffix == ".npz":
        return dict(_read_npz(path)[0]["meta"])
    return dict(read_dual_encoder_file(path).get("meta", {}))


# ----- .npz (numpy) --------------------------------------------------------------------


def file_sha256(path: str | Path) -> str:
    """Hex SHA-256 of a file's bytes."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def save_numpy_dual_encoder(path: str | Path, config: DualEncoderConfig, state: Mapping[str, Any], *,
                            meta: dict[str, Any] | None = None, source_sha256: str = "") -> Path:
    """Write a `.npz` dual-encoder file (atomically); return the path.

    Args:
        config: the model's config.
        state: weights under the names of `DualEncoder.state_dict()`, as numpy arrays; each is
            stored in its own dtype (pass the float16 arrays of a `.pt` file to keep its size).
        meta: JSON-serialisable metadata (training data, held-out accuracy, ...).
        source_sha256: SHA-256 of the `.pt` file the weights come from ("" if none).
    """
    path = Path(path)
    if path.suffix != ".npz":
        raise ValueError(f"{path}: a numpy dual-encoder file must end in .npz")
    arrays: dict[str, np.ndarray] = {
        "format": np.array(NPZ_FORMAT),
        "version": np.array(NPZ_VERSION, dtype=np.int64),
        "config": np.array(json.dumps(config.to_dict(), sort_keys=True)),
        "meta": np.array(json.dumps(dict(meta or {}), sort_keys=True, default=list)),
        "source_sha256": np.array(str(source_sha256)),
    }
    for name, value in state.items():
        array = np.asarray(value)
        if array.dtype == object:
            raise TypeError(f"weight {name!r} is not a numeric array")
        arrays[_WEIGHT_PREFIX + name] = array
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "wb") as f:
        np.savez(f, **arrays)
    tmp.replace(path)
    return path


def _read_npz(path: Path) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """({format, version, config (dict), meta (dict), source_sha256}, weights) of a `.npz` file."""
    if not path.is_file():
        raise DualEncoderError(f"{path}: no such dual-encoder model file")
    try:
        with np.load(path, allow_pickle=False) as npz:
            names = set(npz.files)
            if "format" not in names or str(npz["format"][()]) != NPZ_FORMAT:
                raise DualEncoderError(f"{path}: not a tnfst numpy dual-encoder file")
            version = npz["version"][()] if "version" in names else None
            if version is None or int(version) != NPZ_VERSION:
                raise DualEncoderError(
                    f"{path}: numpy dual-encoder file version {None if version is None else int(version)!r}, "
                    f"this tnfst reads {NPZ_VERSION}")
            head = {key: npz[key][()] for key in _NPZ_KEYS}
            weights = {name[len(_WEIGHT_PREFIX):]: npz[name] for name in npz.files if name.startswith(_WEIGHT_PREFIX)}
        head["config"] = json.loads(str(head["config"]))
        head["meta"] = json.loads(str(head["meta"]))
        head["source_sha256"] = str(head["source_sha256"])
        if not isinstance(head["config"], dict) or not isinstance(head["meta"], dict):
            raise ValueError("config and meta must be JSON objects")
    except DualEncoderError:
        raise
    except (OSError, EOFError, KeyError, ValueError, TypeError, AttributeError, zipfile.BadZipFile) as exc:
        raise DualEncoderError(f"{path}: corrupt or unreadable dual-encoder model file "
                               f"({type(exc).__name__}: {exc})") from exc
    return head, weights


def numpy_file_source(path: str | Path) -> str:
    """The SHA-256 of the `.pt` file a `.npz` file was exported from ("" if not recorded)."""
    return _read_npz(Path(path))[0]["source_sha256"]


def load_numpy_dual_encoder(path: str | Path, *, kind: str | None = "vocab") -> "NumpyDualEncoder":
    """The vocabulary dual encoder stored in a `.npz` file, as a `NumpyDualEncoder` (no torch).

    Float16 weights are widened to float32 (as `load_dual_encoder` does), so the weights equal
    the torch model's. The model's `source_sha256` is the SHA-256 of the `.pt` it was exported from.

    Raises:
        DualEncoderError: missing, corrupt, foreign or wrong-kind file (the message names it).
    """
    from tnfst.dual_encoder.numpy_model import NumpyDualEncoder

    path = Path(path)
    head, weights = _read_npz(path)
    try:
        config = DualEncoderConfig.from_dict(head["config"])
    except (TypeError, ValueError) as exc:
        raise DualEncoderError(f"{path}: broken dual-encoder file ({exc})") from exc
    if kind is not None and config.kind != kind:
        raise DualEncoderError(f"{path}: holds a {config.kind!r} dual encoder, expected {kind!r}")
    try:
        model = NumpyDualEncoder(config, weights)
    except (KeyError, TypeError, ValueError) as exc:
        raise DualEncoderError(f"{path}: broken dual-encoder file ({exc})") from exc
    model.source_sha256 = head["source_sha256"]
    return model
