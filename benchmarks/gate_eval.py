"""Measure the gate and the tokenizer on the official English test set (Sproat & Jaitly).

Reads the test set from cognibit's CSVs (``english/normalized.csv`` with ``after``
patched by ``english/mistakes.csv``'s ``truth``) — for measuring only, never for
training or tuning — and prints:

* the classification table in Pramanik & Hussain's form for the binary gate and
  for the multi-class gate (P(ToBeNormalized) = 1 - P(PLAIN) - P(PUNCT));
* the multi-class gate's confusion over gate labels;
* the tokenizer's exact token match (gold tokens joined with spaces, re-tokenized)
  and on the project's raw-punctuation sentences;
* gate throughput.

Usage::

    python benchmarks/gate_eval.py --shared ../shared/data [--json out.json]
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
from tnfst.gate.metrics import (class_label, format_table, gate_report, raw_tokenizer_report, read_raw_fixture,
                                tokenizer_report)
from tnfst.tokenize import tokenize

log = logging.getLogger("gate_eval")
ROOT = Path(__file__).resolve().parent.parent


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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"))
    parser.add_argument("--gate", type=Path, default=DEFAULT_GATE)
    parser.add_argument("--class-gate", type=Path, default=DEFAULT_CLASS_GATE)
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    sentences = read_official_test(args.shared)
    n_tokens = sum(len(s) for s in sentences)
    print(f"official English test set: {len(sentences)} sentences, {n_tokens} tokens")
    results: dict = {}
    for name, path in (("binary", args.gate), ("class", args.class_gate)):
        if not path.is_file():
            print(f"\n{name} gate: {path} missing, skipped")
            continue
        gate = Gate.load(path)
        start = time.perf_counter()
        table = gate_report(sentences, gate)
        seconds = time.perf_counter() - start
        results[name] = {"table": table, "threshold": gate.threshold, "tokens_per_second": n_tokens / seconds}
        print(f"\n{name} gate (threshold {gate.threshold:.4f}; {n_tokens / seconds:,.0f} tokens/s incl. features)")
        print(format_table(table))
        if gate.kind == "class":
            gold = [class_label(t.cls, t.before, t.after) for s in sentences for t in s]
            pred = [c for s in sentences for c in gate.predict_classes([t.before for t in s])]
            known = set(gate.meta.classes)
            gold = [g if g in known else "OTHER" for g in gold]
            accuracy = float(np.mean([g == p for g, p in zip(gold, pred)]))
            results[name]["label_accuracy"] = accuracy
            print(f"\nclass gate labels (accuracy {accuracy:.4f}); rows gold, columns predicted:")
            print(confusion_table(gold, pred))
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
