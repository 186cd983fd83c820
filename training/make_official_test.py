"""Rebuild the official English test set (Sproat & Jaitly) as Google TSV.

The test set is the first 100,002 lines of ``output-00099-of-00100``: 7,551
sentences, 92,451 tokens. It survives as cognibit's
``cognibit-dnc-results/english/normalized.csv``, whose ``after`` column is a DNC
model's *prediction*; the 530 rows where that prediction was wrong are listed in
``english/mistakes.csv`` with the ``truth``. So gold = ``after`` patched with
``truth``. Tokens read as written become ``<self>`` (PLAIN) or ``sil`` (PUNCT),
as in the raw Google release.

Usage::

    python training/make_official_test.py --shared ../shared/data --out ~/tnfst-data/official_test.tsv \\
        [--cognibit-predictions ~/tnfst-data/cognibit_predictions.tsv]

``--cognibit-predictions`` also writes cognibit's own predictions in the same
form, so ``tnfst evaluate GOLD --predictions PRED`` reproduces their published
table. Both files go outside the repository: the test set is never committed.
"""

from __future__ import annotations

import argparse
import csv
import logging
import sys
from pathlib import Path

from tnfst import special
from tnfst.data import TokenRecord, write_google_tsv

log = logging.getLogger("make_official_test")

EXPECTED_SENTENCES = 7551
EXPECTED_TOKENS = 92451


def google_after(cls: str, before: str, reading: str) -> str:
    """The Google-TSV ``after`` for a reading: ``<self>``/``sil`` when read as written."""
    if reading == before:
        if cls == "PUNCT":
            return special.SIL
        if cls == "PLAIN":
            return special.SELF
    return reading


def load_truth(mistakes: Path) -> dict[tuple[int, int], str]:
    """``(sentence_id, token_id) -> truth`` from cognibit's mistakes.csv."""
    with open(mistakes, encoding="utf-8", newline="") as handle:
        return {(int(r["sentence_id"]), int(r["token_id"])): r["truth"] for r in csv.DictReader(handle)}


def build(shared: Path) -> tuple[list[list[TokenRecord]], list[list[TokenRecord]]]:
    """Return (gold sentences, cognibit prediction sentences)."""
    root = shared / "cognibit-dnc-results" / "english"
    truth = load_truth(root / "mistakes.csv")
    gold: list[list[TokenRecord]] = []
    pred: list[list[TokenRecord]] = []
    current = None
    patched = 0
    with open(root / "normalized.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            sid, tid = int(row["sentence_id"]), int(row["token_id"])
            if sid != current:
                gold.append([])
                pred.append([])
                current = sid
            cls, before, after = row["semiotic"], row["before"], row["after"]
            reading = truth.get((sid, tid), after)
            patched += (sid, tid) in truth
            gold[-1].append(TokenRecord(cls, before, google_after(cls, before, reading)))
            pred[-1].append(TokenRecord(cls, before, google_after(cls, before, after)))
    if patched != len(truth):
        raise SystemExit(f"{root / 'mistakes.csv'}: {len(truth) - patched} truth rows match no token")
    return gold, pred


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"), help="the shared data folder")
    parser.add_argument("--out", type=Path, required=True, help="gold Google TSV to write (outside the repo)")
    parser.add_argument("--cognibit-predictions", type=Path, help="also write cognibit's predictions here")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    gold, pred = build(args.shared)
    tokens = sum(map(len, gold))
    if (len(gold), tokens) != (EXPECTED_SENTENCES, EXPECTED_TOKENS):
        raise SystemExit(
            f"expected {EXPECTED_SENTENCES} sentences / {EXPECTED_TOKENS} tokens, built {len(gold)} / {tokens}"
        )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_google_tsv(gold, args.out)
    log.info("wrote %s: %d sentences, %d tokens", args.out, len(gold), tokens)
    if args.cognibit_predictions:
        args.cognibit_predictions.parent.mkdir(parents=True, exist_ok=True)
        write_google_tsv(pred, args.cognibit_predictions)
        log.info("wrote %s (cognibit's predictions)", args.cognibit_predictions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
