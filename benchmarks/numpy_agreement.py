"""Do the numpy and torch backends read the same? Every differing token, listed.

Reads the sentences of a Google-format file (default: the validation sample, never the
official test set for choices) with `Normalizer(backend="numpy")` and
`Normalizer(backend="torch")`, both at the same precision (default fp32, so the two float32
DNCs are compared; they differ only by float rounding), one sentence at a time or in batches,
and prints the tokens whose readings differ, with both readings and their scores, plus
each backend's time.

Usage::

    python benchmarks/numpy_agreement.py [--gold ../shared/data/google-tsv-sample/validation_10000.txt]
        [--limit N] [--precision fp32] [--batch 1] [--json out.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tnfst.data import read_google_tsv

DEFAULT_GOLD = Path(__file__).resolve().parents[1].parent / "shared/data/google-tsv-sample/validation_10000.txt"


def read_all(normalizer, sentences: list[str], batch: int) -> tuple[list, float]:
    """explain records of every sentence and the seconds it took."""
    normalizer.load()
    normalizer.explain(sentences[0])  # warm up (TorchScript compiles on the second encode)
    normalizer.explain(sentences[0])
    started = time.perf_counter()
    records = []
    for lo in range(0, len(sentences), batch):
        records.extend(normalizer.explain_batch(sentences[lo:lo + batch]))
    return records, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gold", type=Path, default=DEFAULT_GOLD)
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--precision", default="fp32", choices=("fp32", "auto"))
    parser.add_argument("--batch", type=int, default=1, help="sentences per explain_batch call")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)

    import tnfst

    sentences = [" ".join(t.before for t in s) for s in read_google_tsv(args.gold)][: args.limit]
    runs = {}
    for backend in ("numpy", "torch"):
        normalizer = tnfst.Normalizer(backend=backend, precision=args.precision, threads=1)
        runs[backend] = read_all(normalizer, sentences, args.batch)
    (np_records, np_s), (t_records, t_s) = runs["numpy"], runs["torch"]
    differences, routed = [], 0
    for sentence, a_tokens, b_tokens in zip(sentences, np_records, t_records):
        for a, b in zip(a_tokens, b_tokens):
            routed += a.normalized or b.normalized
            if a.reading != b.reading:
                differences.append({"sentence": sentence, "token": a.token, "numpy": a.reading, "torch": b.reading,
                                    "numpy_nbest": a.nbest[:2], "torch_nbest": b.nbest[:2]})
    tokens = sum(len(r) for r in np_records)
    print(f"{len(sentences)} sentences, {tokens} tokens, {routed} read by the model or a grammar; "
          f"batch {args.batch}, precision {args.precision}")
    print(f"numpy {np_s:.2f} s, torch {t_s:.2f} s ({t_s / np_s:.2f}x)")
    print(f"tokens read differently: {len(differences)}")
    for d in differences:
        print(f"  {d['token']!r}: numpy {d['numpy']!r} {d['numpy_nbest']} | torch {d['torch']!r} {d['torch_nbest']}")
    if args.json:
        args.json.write_text(json.dumps({"sentences": len(sentences), "tokens": tokens, "numpy_s": np_s,
                                         "torch_s": t_s, "differences": differences}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
