"""Measure the gate and the tokenizer on the official English test set (Sproat & Jaitly).

Reads the test set from cognibit's CSVs (``english/normalized.csv`` with ``after``
patched by ``english/mistakes.csv``'s ``truth``) — for measuring only, never for
training or tuning — and prints:

* the classification table in Pramanik & Hussain's form for the binary gate, the
  multi-class gate (P(ToBeNormalized) = 1 - P(PLAIN) - P(PUNCT)) and, for
  comparison, the gate on the paper's 93 features alone (``gate_paper.json``);
* recall by semiotic class of ToBeNormalized tokens;
* with ``--sweep``: precision / recall / F1 at a few fixed thresholds, to report
  the attainable recall/F1 pairs (measurement only: shipped thresholds are
  chosen by ``training/train_gate.py`` on out-of-fold training predictions and
  validation data);
* the multi-class gate's confusion over gate labels;
* the tokenizer's exact token match (gold tokens joined with spaces, re-tokenized)
  and on the project's raw-punctuation sentences;
* gate throughput: feature extraction and prediction, tokens per second.

Usage::

    python benchmarks/gate_eval.py --shared ../shared/data [--json out.json] [--sweep]
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import time
from collections import Counter
from pathlib import Path

import numpy as np

from tnfst.data import TokenRecord
from tnfst.gate import DEFAULT_CLASS_GATE, DEFAULT_GATE, Gate
from tnfst.gate.metrics import (class_label, classification_table, format_table, gate_labels, raw_tokenizer_report,
                                read_raw_fixture, tokenizer_report)
from tnfst.gate.model import RESOURCES
from tnfst.tokenize import tokenize

log = logging.getLogger("gate_eval")
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PAPER_GATE = RESOURCES / "gate_paper.json"  # binary gate on the paper's 93 features only
SWEEP = (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5)


def read_official_test(shared: Path) -> list[list[TokenRecord]]:
    """Gold sentences of the official English test set (7,551 sentences, 92,451 tokens)."""
    folder = shared / "cognibit-dnc-results" / "english"
    with open(folder / "mistakes.csv", encoding="utf-8", newline="") as handle:
        truth = {(int(r["sentence_id"]), int(r["token_id"])): r["truth"] for r in csv.DictReader(handle)}
    sentences: dict[int, list[TokenRecord]] = {}
    with open(folder / "normalized.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            key = (int(row["sentence_id"]), int(row["token_id"]))
            reading = truth.get(key, row["after"])
            sentences.setdefault(key[0], []).append(TokenRecord(row["semiotic"], row["before"], reading))
    return [sentences[k] for k in sorted(sentences)]


def confusion_table(gold: list[str], pred: list[str]) -> str:
    labels = sorted(set(gold) | set(pred), key=lambda c: (-gold.count(c), c))
    counts = Counter(zip(gold, pred))
    width = max(len(c) for c in labels) + 1
    lines = [" " * width + "".join(f"{c[:7]:>8}" for c in labels)]
    for g in labels:
        lines.append(f"{g:<{width}}" + "".join(f"{counts[(g, p)]:>8}" for p in labels))
    return "\n".join(lines)


def recall_by_class(sentences: list[list[TokenRecord]], pred: np.ndarray) -> dict[str, tuple[int, int, float]]:
    """``class -> (ToBeNormalized tokens, missed, recall)``, most frequent class first."""
    found: Counter = Counter()
    missed: Counter = Counter()
    for token, p in zip((t for s in sentences for t in s), pred):
        if token.to_be_normalized:
            found[token.cls] += 1
            missed[token.cls] += int(not p)
    return {c: (n, missed[c], 1.0 - missed[c] / n) for c, n in found.most_common()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"))
    parser.add_argument("--gate", type=Path, default=DEFAULT_GATE)
    parser.add_argument("--class-gate", type=Path, default=DEFAULT_CLASS_GATE)
    parser.add_argument("--paper-gate", type=Path, default=DEFAULT_PAPER_GATE)
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("--sweep", action="store_true", help="also print P/R/F1 at fixed thresholds (reporting only)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    sentences = read_official_test(args.shared)
    n_tokens = sum(len(s) for s in sentences)
    print(f"official English test set: {len(sentences)} sentences, {n_tokens} tokens")
    results: dict = {}
    tokens = [[t.before for t in s] for s in sentences]
    gold = gate_labels(sentences)
    for name, path in (("binary", args.gate), ("class", args.class_gate), ("paper", args.paper_gate)):
        if not path.is_file():
            print(f"\n{name} gate: {path} missing, skipped")
            continue
        gate = Gate.load(path)
        start = time.perf_counter()
        x = gate.featurizer.batch(tokens)
        feature_seconds = time.perf_counter() - start
        start = time.perf_counter()
        prob = np.concatenate(gate.predict_proba_batch(tokens))
        seconds = time.perf_counter() - start
        table = classification_table(gold, prob >= gate.threshold)
        results[name] = {"table": table, "threshold": gate.threshold, "features": gate.meta.features,
                         "tokens_per_second": n_tokens / seconds, "feature_tokens_per_second": n_tokens / feature_seconds,
                         "recall_by_class": recall_by_class(sentences, prob >= gate.threshold)}
        print(f"\n{name} gate ({gate.meta.features} features, {x.shape[1]}; threshold {gate.threshold:.4f}; "
              f"features {n_tokens / feature_seconds:,.0f} tokens/s, features + prediction {n_tokens / seconds:,.0f} tokens/s)")
        print(format_table(table))
        print("recall by class: " + ", ".join(f"{c} {r:.3f} ({m} missed of {n})"
                                               for c, (n, m, r) in results[name]["recall_by_class"].items()))
        if args.sweep:
            print("fixed thresholds (reporting only; the shipped threshold is chosen on training/validation data):")
            for t in SWEEP:
                row = classification_table(gold, prob >= t)["ToBeNormalized"]
                print(f"  {t:>5}: P {row['precision']:.4f} R {row['recall']:.4f} F1 {row['f1']:.4f}")
        if gate.kind == "class":
            known = set(gate.meta.classes)
            gold_labels = [class_label(t.cls, t.before, t.after) for s in sentences for t in s]
            gold_labels = [g if g in known else "OTHER" for g in gold_labels]
            pred_labels = [c for s in sentences for c in gate.predict_classes([t.before for t in s])]
            accuracy = float(np.mean([g == p for g, p in zip(gold_labels, pred_labels)]))
            results[name]["label_accuracy"] = accuracy
            print(f"\nclass gate labels (accuracy {accuracy:.4f}); rows gold, columns predicted:")
            print(confusion_table(gold_labels, pred_labels))
    tok = tokenizer_report(sentences, tokenize)
    raw = raw_tokenizer_report(read_raw_fixture(ROOT / "tests" / "fixtures" / "raw_tokenization.jsonl"), tokenize)
    results["tokenizer"] = {"exact_token_match": tok["exact_token_match"], "missed": tok["missed"],
                            "raw_exact_token_match": raw["exact_token_match"], "raw_tokens": raw["tokens"]}
    print(f"\ntokenizer: exact token match {tok['exact_token_match']:.5f} ({tok['missed']} of {tok['tokens']} missed); "
          f"raw-punctuation sentences {raw['exact_token_match']:.5f} of {raw['tokens']} tokens")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
