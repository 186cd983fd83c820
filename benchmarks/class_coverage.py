"""How much of each class's gold a covering grammar matches and licenses, on Google TSV files.

A thin front end to `tnfst.grammar.coverage` (the same report as `tnfst grammar coverage
GOLD --classes ...`), for several files at once and with a markdown table:

    python benchmarks/class_coverage.py ../shared/data/google-tsv-sample/validation_10000.txt \\
        ~/.cache/tnfst/data/proteno_regrouped.tsv --classes DATE,ORDINAL --misses 20

For each file and class: tokens, share matched (the grammar reads the written token at
all) and share licensed (the gold reading is among the grammar's readings). Use it on
training and validation data to develop a grammar; on the official test set only to
measure.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tnfst.grammar import CoveringGrammar
from tnfst.grammar.coverage import coverage, gold_tokens
from tnfst.grammar.covering import normalize_classes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gold", nargs="+", type=Path, help="Google TSV files")
    parser.add_argument("--classes", default="all", help="gold classes, comma-separated, or 'all' (every class with a grammar)")
    parser.add_argument("--misses", type=int, default=10, help="misses shown per file and class")
    parser.add_argument("--json", type=Path, help="write every report here")
    args = parser.parse_args(argv)
    classes = normalize_classes(args.classes)
    grammar = CoveringGrammar.load(classes="all")
    reports = {}
    print("| file | class | tokens | matched | licensed |")
    print("|---|---|---|---|---|")
    for path in args.gold:
        report = coverage(grammar, gold_tokens(path, classes), classes)
        reports[str(path)] = report
        for cls, row in report["classes"].items():
            print(f"| {path.name} | {cls} | {row['tokens']} | {row['matched_share']:.3f} | {row['licensed_share']:.3f} |")
        print(f"| {path.name} | all | {report['tokens']} | {report['matched']:.3f} | {report['licensed']:.3f} |")
    for path, report in reports.items():
        shown: dict[str, int] = {}
        for miss in report["misses"]:
            if shown.get(miss["class"], 0) < args.misses:
                shown[miss["class"]] = shown.get(miss["class"], 0) + 1
                print(f"miss\t{Path(path).name}\t{miss['class']}\t{miss['token']!r}\tgold={miss['gold']!r}\t"
                      f"{miss['why']}\t{miss['readings']}", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(reports, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
