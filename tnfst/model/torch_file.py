"""Read a file written by `torch.save` into numpy arrays, without importing torch.

`torch.save` writes a zip archive: `<name>/data.pkl`, a pickle whose tensors are
`torch._utils._rebuild_tensor_v2(storage, offset, size, stride, ...)` calls over
storages stored as raw little-endian bytes in `<name>/data/<key>` (wrapped in
`_rebuild_parameter` for an `nn.Parameter`). `read_torch_file` unpickles it with a
restricted unpickler that maps exactly those globals (and `collections.OrderedDict`) to numpy: every tensor becomes an `np.ndarray` view of
its storage's bytes, of the storage's dtype. Any other global is refused, so, as
with `torch.load(weights_only=True)`, a file cannot run code.

This is what lets inference start without torch (`tnfst.model.numpy_dnc`): importing
torch costs about 2 s and 150 MB, more than all the rest of a cold start.

Known limitations: the zip format only (torch >= 1.6; the legacy tar format is
refused); storages of bfloat16, complex or quantized tensors are refused (numpy
has no such dtype); big-endian files are refused.
"""

from __future__ import annotations

import pickle
import zipfile
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np

#: numpy dtype of each storage class `torch.save` names.
STORAGE_DTYPES = {
    "HalfStorage": np.float16, "FloatStorage": np.float32, "DoubleStorage": np.float64,
    "LongStorage": np.int64, "IntStorage": np.int32, "ShortStorage": np.int16,
    "CharStorage": np.int8, "ByteStorage": np.uint8, "BoolStorage": np.bool_,
}


class TorchFileError(ValueError):
    """A file that is not a readable `torch.save` zip archive of plain tensors."""


class _StorageType:
    """Stands in for a `torch.<X>Storage` class named in the pickle: its numpy dtype."""

    def __init__(self, dtype):
        self.dtype = np.dtype(dtype)


def _rebuild_tensor(storage: np.ndarray, offset: int, size, stride, *_ignored) -> np.ndarray:
    """`torch._utils._rebuild_tensor_v2` in numpy: a strided view (copied, so it is writable and
    contiguous) of `storage` (1-D, the storage's dtype)."""
    size, stride = tuple(size), tuple(stride)
    if not size:
        return storage[offset:offset + 1].reshape(()).copy()
    needed = offset + sum((n - 1) * s for n, s in zip(size, stride)) + 1
    if min(size) > 0 and needed > storage.size:
        raise TorchFileError(f"a tensor of size {size} runs past its storage of {storage.size} items")
    item = storage.itemsize
    view = np.lib.stride_tricks.as_strided(storage[offset:], shape=size, strides=[s * item for s in stride])
    return np.array(view)


class _Unpickler(pickle.Unpickler):
    """Unpickles `data.pkl`, resolving storages from the archive and refusing unknown globals."""

    def __init__(self, handle, archive: zipfile.ZipFile, prefix: str):
        super().__init__(handle)
        self.archive = archive
        self.prefix = prefix
        self.storages: dict[str, np.ndarray] = {}

    def find_class(self, module: str, name: str):
        if module == "collections" and name == "OrderedDict":
            return OrderedDict
        if module == "torch._utils" and name == "_rebuild_tensor_v2":
            return _rebuild_tensor
        if module == "torch._utils" and name == "_rebuild_parameter":  # an nn.Parameter: its data
            return lambda data, *_ignored: data
        if module == "torch" and name in STORAGE_DTYPES:
            return _StorageType(STORAGE_DTYPES[name])
        raise TorchFileError(f"refusing the global {module}.{name} (only plain tensors are read)")

    def persistent_load(self, pid):
        if not (isinstance(pid, tuple) and len(pid) >= 5 and pid[0] == "storage"):
            raise TorchFileError(f"unknown persistent id {pid!r}")
        storage_type, key, _location, numel = pid[1], str(pid[2]), pid[3], int(pid[4])
        if not isinstance(storage_type, _StorageType):
            raise TorchFileError(f"unknown storage type {storage_type!r}")
        if key not in self.storages:
            try:
                raw = self.archive.read(f"{self.prefix}data/{key}")
            except KeyError as exc:
                raise TorchFileError(f"storage {key} missing from the archive") from exc
            array = np.frombuffer(raw, dtype=storage_type.dtype.newbyteorder("<"))
            if array.size < numel:
                raise TorchFileError(f"storage {key} holds {array.size} items, {numel} expected")
            self.storages[key] = array[:numel]
        return self.storages[key]


def read_torch_file(path: str | Path) -> Any:
    """The object `torch.save` stored at `path`, tensors as numpy arrays.

    Raises:
        TorchFileError: not a zip archive of `torch.save`, a global other than plain
            tensors, a missing or short storage (the message says which).
        OSError: the file cannot be read.
    """
    path = Path(path)
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as exc:
        raise TorchFileError(f"{path}: not a torch zip archive ({exc})") from exc
    with archive:
        pickles = [name for name in archive.namelist() if name.endswith("data.pkl")]
        if len(pickles) != 1:
            raise TorchFileError(f"{path}: expected one data.pkl in the archive, found {len(pickles)}")
        prefix = pickles[0][: -len("data.pkl")]
        try:
            order = archive.read(prefix + "byteorder").decode("ascii").strip()
        except KeyError:
            order = "little"
        if order != "little":
            raise TorchFileError(f"{path}: {order}-endian tensors are not supported")
        with archive.open(pickles[0]) as handle:
            try:
                return _Unpickler(handle, archive, prefix).load()
            except TorchFileError as exc:
                raise TorchFileError(f"{path}: {exc}") from exc
            except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError, IndexError) as exc:
                raise TorchFileError(f"{path}: corrupt pickle ({type(exc).__name__}: {exc})") from exc
