"""List every reading that states a number its written token does not contain.

A reading "states a number not in its input" when a number it says (read back by
`tnfst.spoken_numbers`: "five hundred fifty five thousand" -> 555000) is not a
run of one of the token's digit groups (``12,500`` is one group; a vulgar
fraction is its two numbers; "1.5 million" is also 1500000). Digit by digit, cardinal, year and date readings
of the token's digits all pass; "thirty four" for ``3/4`` and "twelve million
..." for ``12/25/2010`` do not. A token left with its digits in the output is
counted apart ("left as digits").

Two inputs:

    # a Google TSV of (class, written, reading) rows, e.g. predictions
    python benchmarks/number_audit.py --tsv predictions.tsv
    # raw sentences (one per line, or JSON lines with a "text" field: NeMo's LibriTTS.json),
    # read by the Normalizer with the given constraints (default: its defaults)
    python benchmarks/number_audit.py --sentences ../shared/data/nemo-text-processing/data/LibriTTS.json \\
        --limit 2000 --constraints class_fst,words,letters,voc_de_topk

Known limitations: a dropped digit is not flagged ("one two four" for 1234 says
only numbers of the token); "one hundred and five" style readings are read as 100, 5.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

from tnfst.spoken_numbers import numbers

_VULGAR = {"½": "12", "⅓": "13", "⅔": "23", "¼": "14", "¾": "34", "⅕": "15", "⅖": "25", "⅗": "35", "⅘": "45",
           "⅙": "16", "⅚": "56", "⅛": "18", "⅜": "38", "⅝": "58", "⅞": "78"}
_GROUP = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_SCALED = re.compile(r"(\d+(?:\.\d+)?)\s*(thousand|million|billion|trillion)", re.IGNORECASE)
_SCALE = {"thousand": 10 ** 3, "million": 10 ** 6, "billion": 10 ** 9, "trillion": 10 ** 12}


def written_runs(token: str) -> list[str]:
    """The digit strings a reading of `token` may state runs of."""
    text = "".join(" " + " ".join(_VULGAR[c]) + " " if c in _VULGAR else c for c in token)
    runs = [m.replace(",", "") for m in _GROUP.findall(text)]
    for number, scale in _SCALED.findall(text):
        whole, _, frac = number.partition(".")
        value = int(whole + frac) * _SCALE[scale.lower()] // 10 ** len(frac)
        runs.append(str(value))
        runs.append(str(_SCALE[scale.lower()]))
    return runs


def foreign_numbers(token: str, reading: str) -> list[str]:
    """The numbers `reading` states that are not runs of `token`'s digits ([] when none)."""
    runs = written_runs(token)
    return [n for n in numbers(reading) if n != "." and not any(n in run for run in runs)]


def audit(pairs, out=sys.stdout) -> dict:
    """Check (written, reading) pairs; prints each flagged pair, returns counts."""
    counts = {"tokens_with_digits": 0, "foreign_number": 0, "left_as_digits": 0}
    for written, reading in pairs:
        if not any(c.isdigit() for c in written):
            continue
        counts["tokens_with_digits"] += 1
        if any(c.isdigit() for c in reading):
            counts["left_as_digits"] += 1
            print(f"DIGITS\t{written!r}\t{reading!r}", file=out)
            continue
        foreign = foreign_numbers(written, reading)
        if foreign:
            counts["foreign_number"] += 1
            print(f"FOREIGN\t{written!r}\t{reading!r}\t{foreign}", file=out)
    return counts


def tsv_pairs(path: Path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if len(cells) >= 3 and cells[2] not in ("<self>", "sil", "<eos>"):
                yield cells[1], cells[2]


def read_sentences(path: Path, limit: int | None) -> list[str]:
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            out.append(json.loads(line)["text"] if line.startswith("{") else line)
    return out[:limit] if limit else out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--tsv", type=Path, help="Google TSV rows (class, written, reading)")
    source.add_argument("--sentences", type=Path, help="sentences, one a line, or JSON lines with 'text'")
    parser.add_argument("--limit", type=int, default=None, help="first N sentences only")
    parser.add_argument("--digits-only", action="store_true", help="only sentences with a digit")
    parser.add_argument("--constraints", default=None, help="comma-separated names (default: the Normalizer's)")
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args(argv)
    if args.tsv:
        counts = audit(tsv_pairs(args.tsv))
    else:
        import torch

        from tnfst import Normalizer

        torch.set_num_threads(1)
        sentences = read_sentences(args.sentences, None)
        if args.digits_only:
            sentences = [s for s in sentences if any(c.isdigit() for c in s)]
        if args.limit:
            sentences = sentences[:args.limit]
        names = None if args.constraints is None else [n for n in args.constraints.split(",") if n]
        normalizer = Normalizer(constraints=names)
        started = time.time()
        pairs = []
        for i in range(0, len(sentences), args.batch):
            for records in normalizer.explain_batch(sentences[i:i + args.batch]):
                pairs += [(r.token, r.reading) for r in records]
        counts = audit(pairs)
        counts["sentences"] = len(sentences)
        counts["seconds"] = round(time.time() - started, 1)
        counts["constraints"] = list(normalizer.constraint_names)
    print(json.dumps(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
