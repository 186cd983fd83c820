"""How the DNC runs on the CPU, decided without importing torch.

`PRECISIONS` are the `Normalizer(precision=...)` choices; `cpu_int8_dot()` reads the
CPU's flags (Linux /proc/cpuinfo) for int8 dot-product instructions (VNNI, AMX), with
which the torch int8 model (`tnfst.model.quantize`) multiplies large batches several
times faster than float32. `tnfst.api` uses it to decide, before any torch import,
whether large chunks are worth handing to torch at all.
"""

from __future__ import annotations

import platform

PRECISIONS = ("auto", "int8", "fp32")  # "auto": see tnfst.api.Normalizer

#: CPU flags (Linux /proc/cpuinfo) of int8 dot-product instructions.
INT8_FLAGS = frozenset({"avx512_vnni", "avx_vnni", "amx_int8", "avx512vnni"})


def check_precision(precision: str) -> str:
    """`precision` if it is one of `PRECISIONS`, else ValueError listing them."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {', '.join(PRECISIONS)}; got {precision!r}")
    return precision


def cpu_flags() -> frozenset[str] | None:
    """The CPU's feature flags from /proc/cpuinfo, or None where it cannot be read."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith(("flags", "Features")):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        return None
    return None


def cpu_int8_dot() -> bool | None:
    """True when an x86 CPU has int8 dot-product instructions, False when it has none, None
    where the flags cannot tell (not x86, or no /proc/cpuinfo: time it, `quantize.int8_pays`)."""
    if platform.machine().lower() not in ("x86_64", "amd64"):
        return None
    flags = cpu_flags()
    return None if flags is None else bool(flags & INT8_FLAGS)


class DeferredTorchInt8:
    """The int8 torch model of a model file, loaded on first use: large chunks of a
    `Normalizer` on the numpy backend run on it where the CPU has int8 dot products, so
    torch is imported only by a process that reads a large batch on such a CPU.

    `quantized()` returns the int8 model (`tnfst.model.quantize.quantize_int8` of the torch
    model at `path`), or the float torch model where int8 products do not pay after all
    (`quantize.int8_pays`). Thread-safe; the model is built once.
    """

    def __init__(self, path, threads: int | None = None):
        import threading

        self.path = path
        self.threads = threads
        self._model = None
        self._lock = threading.Lock()

    @property
    def built(self) -> bool:
        """True once the torch model is loaded."""
        return self._model is not None

    def quantized(self):
        if self._model is None:
            with self._lock:
                if self._model is None:
                    import torch

                    from tnfst.model.checkpoint import load_checkpoint
                    from tnfst.model.quantize import DeferredInt8

                    if self.threads:
                        torch.set_num_threads(self.threads)
                    self._model = DeferredInt8(load_checkpoint(self.path)).quantized()
        return self._model
