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


def test_token_rows_compute_each_new_token_once_stay_bounded_and_match_the_direct_rows():
    import numpy as np

    from tnfst.gate.featurizer import TokenRows

    calls = []

    def compute(tokens):
        calls.append(list(tokens))
        return np.array([[len(t), ord(t[0]) if t else -1] for t in tokens], dtype=np.float32).reshape(-1, 2)

    rows = TokenRows(compute, size=4)
    assert rows.rows(["a", "bb", "a"]).tolist() == [[1, 97], [2, 98], [1, 97]]
    assert rows.rows(["bb", "ccc"]).tolist() == [[2, 98], [3, 99]]
    assert calls == [["a", "bb"], ["ccc"]]  # each new token once, in first-seen order
    stream = ["a", "dd", "e", "ff", "g", "a"]  # more distinct tokens than it keeps: it starts again
    assert rows.rows(stream).tolist() == compute(stream).tolist()
    assert len(rows._index) <= 4 or len(rows._index) == len(set(stream))
    assert rows.rows([]).shape == (0, 2)


def test_featurizer_rows_are_the_same_with_its_token_cache_warm_and_cold():
    from tnfst.gate import Gate

    sentences = [["He", "paid", "$", "5", "on", "3/4", "."], ["The", "BBC", "said", "so"], [], ["5"], ["He", "said"]]
    warm = Gate.load().featurizer
    first = warm.batch(sentences)
    again = warm.batch(sentences[::-1])[::-1]  # other neighbours, rows from the cache
    cold = Gate.load().featurizer.batch(sentences[::-1])[::-1]
    assert first.tobytes() == warm.batch(sentences).tobytes()
    assert again.tobytes() == cold.tobytes()
