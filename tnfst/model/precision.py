"""How the DNC runs on the CPU, decided without importing torch.

`PRECISIONS` are the `Normalizer(precision=...)` choices; `cpu_int8_dot()` reads the
CPU's flags (Linux /proc/cpuinfo) for int8 dot-product instructions (VNNI, AMX), without
which torch's int8 products (`tnfst.model.quantize`) are far slower than float32.
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

