"""The gate's bounded memo: computes a key once, stays bounded, keeps falsy values."""

from __future__ import annotations

from tnfst.gate.memo import BoundedMemo


def test_memo_computes_each_key_once_and_stays_bounded():
    calls = []

    def make(key):
        calls.append(key)
        return key % 2 == 0  # False is a value like any other, not "missing"

    memo = BoundedMemo(make, size=3)
    assert [memo(k) for k in (1, 2, 1, 2)] == [False, True, False, True]
    assert calls == [1, 2]
    for k in range(10):
        memo(k)
        assert len(memo) <= 3
    assert memo(9) is False and calls.count(9) == 1
