"""The threads of numpy's BLAS while the numpy DNC decodes, and only then.

The numpy DNC's products are small and batched (`a @ b` over [B, N, W] arrays: one small GEMM per
token of the chunk), where a BLAS thread pool costs more than it saves: every GEMM wakes and
joins the pool's threads, which spin while they wait. On the 2-core CI machine, with other
processes busy beside it, 2,000 official sentences took 11.5 s of CPU with OpenBLAS's default
two threads and 3.7 s with one (benchmarks: `python benchmarks/speed.py`, which compares with
NeMo on one thread). So the reader caps BLAS at `threads` (default 1) while it decodes, and
gives the process's own setting back after, through threadpoolctl's controllers (a
well-kept library that finds the loaded BLAS, OpenBLAS or MKL, whichever numpy links):
the user's other numpy code keeps its threads.
"""
from __future__ import annotations

from typing import Any


class BlasThreads:
    """A reusable context: numpy's BLAS on `threads` threads inside, as it was outside.

    Entering costs a few ctypes calls (about 30 µs): the controllers are found once, on first
    use (threadpoolctl scans the loaded libraries, about 30 ms). Without threadpoolctl, or with
    no BLAS it can control, it does nothing.

    Args:
        threads: BLAS threads while decoding (>= 1).
    """

    def __init__(self, threads: int = 1):
        if threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads}")
        self.threads = threads
        self._libraries: list[Any] | None = None  # threadpoolctl's BLAS controllers, found on first use
        self._saved: list[int] = []

    def _blas(self) -> list[Any]:
        if self._libraries is None:
            try:
                from threadpoolctl import ThreadpoolController
            except ImportError:  # an optional speed-up: decoding is right without it
                self._libraries = []
            else:
                self._libraries = [lib for lib in ThreadpoolController().lib_controllers if lib.user_api == "blas"]
        return self._libraries

    def __enter__(self) -> "BlasThreads":
        libraries = self._blas()
        self._saved = [lib.get_num_threads() for lib in libraries]
        for lib, saved in zip(libraries, self._saved):
            if saved != self.threads:
                lib.set_num_threads(self.threads)
        return self

    def __exit__(self, *exc) -> None:
        for lib, saved in zip(self._blas(), self._saved):
            if saved != self.threads:
                lib.set_num_threads(saved)
        self._saved = []
