"""Scores of the gate and the tokenizer on gold sentences, in the paper's form.

* :func:`gate_report`: precision / recall / F1 / support of ToBeNormalized and
  RemainSelf (Pramanik & Hussain's classification table) on gold tokens.
* :func:`tokenizer_report`: the share of gold tokens reproduced exactly when each
  gold sentence's tokens are joined with spaces and re-tokenized.
* :func:`raw_tokenizer_report`: the same on raw sentences with attached
  punctuation and their expected tokens (``tests/fixtures/raw_tokenization.jsonl``).

Sentences are sequences of records with ``before`` and ``after`` (e.g.
:class:`tnfst.data.TokenRecord`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import numpy as np

from tnfst import special

__all__ = ["to_be_normalized", "class_label", "gate_labels", "classification_table", "gate_report", "tokenizer_report",
           "raw_tokenizer_report", "read_raw_fixture", "format_table"]


def to_be_normalized(before: str, after: str) -> bool:
    """Gold label: the reading is neither ``<self>`` nor ``sil`` and differs from the token."""
    return after not in (special.SELF, special.SIL) and after != before


def class_label(cls: str, before: str, after: str) -> str:
    """Class-gate label: ``PLAIN`` / ``PUNCT`` when read as written or silent, else the semiotic
    class (``PLAIN_NORM`` for a PLAIN token that changes)."""
    if not to_be_normalized(before, after):
        return "PUNCT" if after == special.SIL or cls == "PUNCT" else "PLAIN"
    return "PLAIN_NORM" if cls == "PLAIN" else cls


def gate_labels(sentences: Iterable[Sequence]) -> np.ndarray:
    """Gold ToBeNormalized labels of all tokens, flattened: bool ``[N]``."""
    return np.array([to_be_normalized(t.before, t.after) for s in sentences for t in s], dtype=bool)


def _prf_counts(tp: int, fp: int, fn: int) -> dict[str, float]:
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1, "support": int(tp + fn)}


def table_from_counts(tp: int, fp: int, fn: int, tn: int) -> dict[str, dict[str, float]]:
    """``{"ToBeNormalized": {...}, "RemainSelf": {...}}`` from confusion counts (positive = ToBeNormalized)."""
    return {"ToBeNormalized": _prf_counts(tp, fp, fn), "RemainSelf": _prf_counts(tn, fn, fp)}


def confusion_counts(gold: np.ndarray, pred: np.ndarray) -> tuple[int, int, int, int]:
    """(tp, fp, fn, tn) of flat bool arrays (True = ToBeNormalized)."""
    gold = np.asarray(gold, dtype=bool)
    pred = np.asarray(pred, dtype=bool)
    return (int(np.sum(gold & pred)), int(np.sum(~gold & pred)), int(np.sum(gold & ~pred)),
            int(np.sum(~gold & ~pred)))


def classification_table(gold: np.ndarray, pred: np.ndarray) -> dict[str, dict[str, float]]:
    """``{"ToBeNormalized": {...}, "RemainSelf": {...}}`` from flat bool arrays (True = ToBeNormalized)."""
    return table_from_counts(*confusion_counts(gold, pred))


def gate_counts(sentences: Sequence[Sequence], gate) -> tuple[int, int, int, int]:
    """(tp, fp, fn, tn) of ``gate`` (anything with ``predict_batch``) on gold sentences (a list)."""
    gold = gate_labels(sentences)
    preds = gate.predict_batch([[t.before for t in s] for s in sentences])
    pred = np.concatenate(preds) if preds else np.zeros(0, dtype=bool)
    return confusion_counts(gold, pred)


def gate_report(sentences: Iterable[Sequence], gate) -> dict[str, dict[str, float]]:
    """Score ``gate`` (anything with ``predict_batch(list[list[str]])``) on gold sentences."""
    return table_from_counts(*gate_counts([list(s) for s in sentences], gate))


def _match_share(pairs: Iterable[tuple[str, list[tuple[int, int]]]], tokenize: Callable) -> tuple[int, int]:
    matched = total = 0
    for text, spans in pairs:
        predicted = {(s.start, s.end) for s in tokenize(text)}
        total += len(spans)
        matched += sum(span in predicted for span in spans)
    return matched, total


def _joined(tokens: Sequence[str]) -> tuple[str, list[tuple[int, int]]]:
    spans, pos = [], 0
    for token in tokens:
        spans.append((pos, pos + len(token)))
        pos += len(token) + 1
    return " ".join(tokens), spans


def tokenizer_report(sentences: Iterable[Sequence], tokenize: Callable) -> dict[str, float]:
    """Share of gold tokens reproduced exactly (same start and end) after joining with spaces.

    Returns:
        ``{"exact_token_match": share, "tokens": N, "missed": N - matched}``.
    """
    matched, total = _match_share((_joined([t.before for t in s]) for s in sentences), tokenize)
    return {"exact_token_match": matched / total if total else 1.0, "tokens": total, "missed": total - matched}


def read_raw_fixture(path: str | Path) -> list[tuple[str, list[str]]]:
    """Read JSON lines ``{"text": raw sentence, "tokens": [expected tokens]}``."""
    items = []
    with open(path, encoding="utf-8") as handle:
        for lineno, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                item = json.loads(line)
                items.append((str(item["text"]), [str(t) for t in item["tokens"]]))
            except (json.JSONDecodeError, KeyError, TypeError) as exc:
                raise ValueError(f"{path}:{lineno}: expected {{\"text\", \"tokens\"}} ({exc})") from exc
    return items


def _locate(text: str, tokens: Sequence[str]) -> list[tuple[int, int]]:
    """Offsets of expected tokens found left to right in the raw text."""
    spans, pos = [], 0
    for token in tokens:
        start = text.find(token, pos)
        if start < 0:
            raise ValueError(f"expected token {token!r} not found in {text!r}")
        spans.append((start, start + len(token)))
        pos = start + len(token)
    return spans


def raw_tokenizer_report(items: Iterable[tuple[str, list[str]]], tokenize: Callable) -> dict[str, float]:
    """Share of expected tokens reproduced exactly on raw sentences (attached punctuation)."""
    items = list(items)
    matched, total = _match_share(((text, _locate(text, toks)) for text, toks in items), tokenize)
    sentences_ok = sum([s.text for s in tokenize(text)] == toks for text, toks in items)
    return {"exact_token_match": matched / total if total else 1.0, "tokens": total,
            "sentence_match": sentences_ok / len(items) if items else 1.0}


def format_table(table: dict[str, dict[str, float]]) -> str:
    """The classification table as the paper prints it."""
    lines = [f"{'':16}{'precision':>10}{'recall':>10}{'f1-score':>10}{'support':>10}"]
    for name in ("RemainSelf", "ToBeNormalized"):
        row = table[name]
        lines.append(f"{name:16}{row['precision']:>10.4f}{row['recall']:>10.4f}{row['f1']:>10.4f}{row['support']:>10d}")
    return "\n".join(lines)
