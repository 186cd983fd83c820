"""The issue tables on the official English test set, from one command.

Runs tnfst (gate + DNC + constraints) on the gold tokens once per configuration
and writes, under ``--out``:

* ``<config>.json`` - the evaluator's full report for each configuration;
* ``tables.md`` - (1) the per-class table in the papers' form, without and with
  ``measure_money_fst`` and with tnfst's default constraints, beside Pramanik & Hussain's and Sproat & Jaitly's
  columns; (2) the read-vector ablation per class; (3) a table in the form of
  Zhang et al.'s Table 2 (error rate, errors, recoverable, unrecoverable) for every
  constraint configuration, over all tokens and over MEASURE+MONEY.

Usage::

    python training/make_official_test.py --shared ../shared/data --out ~/tnfst-data/official_test.tsv
    python benchmarks/official_tables.py --gold ~/tnfst-data/official_test.tsv --out build/official

Measurement only: nothing here is tuned on the test set.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tnfst.api import DEFAULT_CONSTRAINTS, Normalizer
from tnfst.data import read_google_tsv
from tnfst.evaluate import GrammarJudge, evaluate
from tnfst.grammar import CoveringGrammar
from tnfst.published import PRAMANIK_HUSSAIN, SPROAT_JAITLY

# name -> (constraints, zero_reads)
CONFIGS = {
    "none": ((), False),
    "measure_money_fst": (("measure_money_fst",), False),
    "measure_money_fst+zero_reads": (("measure_money_fst",), True),
    "voc_de": (("voc_de",), False),
    "voc_de_topk": (("voc_de_topk",), False),
    "seq_de": (("seq_de",), False),
    "measure_money_fst+voc_de": (("measure_money_fst", "voc_de"), False),
    "hard4": (("measure_money_fst", "time_fst", "number_fst", "letters"), False),
    "hard4+voc_de": (("measure_money_fst", "time_fst", "number_fst", "letters", "voc_de"), False),
    "defaults": (DEFAULT_CONSTRAINTS, False),
}
TABLE2_ORDER = ("none", "voc_de", "voc_de_topk", "seq_de", "measure_money_fst", "measure_money_fst+voc_de",
                "hard4", "hard4+voc_de", "defaults")


def run(gold: Path, name: str, threads: int) -> dict:
    constraints, zero_reads = CONFIGS[name]
    normalizer = Normalizer(constraints=constraints, zero_reads=zero_reads, threads=threads).load()
    judge = GrammarJudge(CoveringGrammar.load(lang="en"))
    started = time.perf_counter()
    report = evaluate(read_google_tsv(gold), system=normalizer, judge=judge, constraints=constraints)
    report["wall_seconds"] = time.perf_counter() - started
    report["config"] = name
    return report


def per_class_table(reports: dict[str, dict]) -> str:
    cols = [c for c in ("none", "measure_money_fst", "defaults") if c in reports]
    head = "| class | count | " + " | ".join(f"tnfst {c}" for c in cols) + " | DNC paper | S&J RNN |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    base = reports[cols[0]]["classes"]
    for cls, row in base.items():
        accs = " | ".join(f"{reports[c]['classes'][cls]['accuracy']:.4f}" for c in cols)
        published = [f"{table[cls]:.4f}" if cls in table else "-" for table in (PRAMANIK_HUSSAIN, SPROAT_JAITLY)]
        lines.append(f"| {cls} | {row['count']} | {accs} | {' | '.join(published)} |")
    return "\n".join(lines)


def ablation_table(reports: dict[str, dict]) -> str:
    a, b = reports["measure_money_fst"], reports["measure_money_fst+zero_reads"]
    lines = ["| class | count | with reads | reads zeroed |", "|---|---|---|---|"]
    for cls, row in a["classes"].items():
        lines.append(f"| {cls} | {row['count']} | {row['accuracy']:.4f} | {b['classes'][cls]['accuracy']:.4f} |")
    return "\n".join(lines)


def table2(reports: dict[str, dict]) -> str:
    lines = ["| constraints | error rate | errors | recoverable | unrecoverable | MEASURE+MONEY errors | M+M recoverable | M+M unrecoverable | seconds |",
             "|---|---|---|---|---|---|---|---|---|"]
    for name in TABLE2_ORDER:
        if name not in reports:
            continue
        r = reports[name]
        total = r["classes"]["ALL"]
        errors = total["count"] - total["correct"]
        mm = {k: sum(r["errors"].get(c, {}).get(k, 0) for c in ("MEASURE", "MONEY")) for k in ("recoverable", "unrecoverable", "unjudged")}
        mm_errors = sum(r["classes"][c]["count"] - r["classes"][c]["correct"] for c in ("MEASURE", "MONEY") if c in r["classes"])
        lines.append(
            f"| {name} | {errors / total['count']:.4f} | {errors} | {r['errors']['ALL']['recoverable']} | "
            f"{r['errors']['ALL']['unrecoverable']} | {mm_errors} | {mm['recoverable']} | {mm['unrecoverable']} | {r['wall_seconds']:.0f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gold", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--configs", default=",".join(CONFIGS), help="comma-separated subset of: " + ", ".join(CONFIGS))
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    reports = {}
    for name in args.configs.split(","):
        path = args.out / f"{name}.json"
        if path.is_file():  # resumable: a finished configuration is not run again
            reports[name] = json.loads(path.read_text(encoding="utf-8"))
            continue
        print(f"running {name} ...", file=sys.stderr, flush=True)
        reports[name] = run(args.gold, name, args.threads)
        path.write_text(json.dumps(reports[name], indent=1, ensure_ascii=False), encoding="utf-8")
    parts = []
    if "none" in reports or "measure_money_fst" in reports:
        parts += ["## Per class (official English test set)", per_class_table(reports)]
        for name in ("none", "measure_money_fst", "defaults"):
            if name in reports:
                parts.append(f"sentence accuracy ({name}): {reports[name]['sentence_accuracy']:.4f}")
    if "measure_money_fst" in reports and "measure_money_fst+zero_reads" in reports:
        parts += ["## Ablation: read vectors zeroed at every step (with measure_money_fst)", ablation_table(reports)]
    parts += ["## Constraints (Zhang et al. Table 2 form)", table2(reports)]
    text = "\n\n".join(parts) + "\n"
    (args.out / "tables.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
