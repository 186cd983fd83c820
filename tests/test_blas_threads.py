"""numpy's BLAS runs on the reader's threads while it decodes, and on the process's own after."""
from __future__ import annotations

import pytest

from tnfst.blas_threads import BlasThreads

threadpoolctl = pytest.importorskip("threadpoolctl")


def _blas_threads() -> list[int]:
    return [lib.get_num_threads() for lib in threadpoolctl.ThreadpoolController().lib_controllers
            if lib.user_api == "blas"]


def test_threads_inside_and_restored_after():
    import numpy  # noqa: F401 - loads the BLAS the controller finds

    before = _blas_threads()
    if not before:
        pytest.skip("no BLAS that threadpoolctl controls")
    with threadpoolctl.threadpool_limits(limits=2, user_api="blas"):
        outside = _blas_threads()
        limit = BlasThreads(1)
        with limit:
            assert _blas_threads() == [1] * len(outside)
        assert _blas_threads() == outside
        with limit:  # reusable
            assert _blas_threads() == [1] * len(outside)
        assert _blas_threads() == outside
    assert _blas_threads() == before


def test_bad_thread_counts_are_refused():
    with pytest.raises(ValueError):
        BlasThreads(0)
    from tnfst import Normalizer

    with pytest.raises(ValueError):
        Normalizer(threads=0)


def test_decoding_runs_on_one_thread_and_restores_the_process_setting(monkeypatch):
    """The numpy DNC decodes on one BLAS thread by default; the process's setting is back after."""
    import tnfst
    from tnfst import api

    if not _blas_threads():
        pytest.skip("no BLAS that threadpoolctl controls")
    seen: list[list[int]] = []
    decode = api._decode_jobs

    def spied(*args, **kwargs):
        seen.append(_blas_threads())
        return decode(*args, **kwargs)

    monkeypatch.setattr(api, "_decode_jobs", spied)
    with threadpoolctl.threadpool_limits(limits=2, user_api="blas"):
        outside = _blas_threads()
        normalizer = tnfst.Normalizer()
        assert normalizer.normalize("It weighs 150lb.") == "It weighs one hundred fifty pounds."
        assert _blas_threads() == outside
    assert seen and all(threads == [1] * len(outside) for threads in seen)
