"""Table 2 rows (Zhang et al. form) for several `voc_de` model files, on a gold file.

    python benchmarks/de_table2.py --gold ~/tnfst-data/official_test.tsv --out build/de_table2 \\
        --models plain_random=PATH,improved=PATH [--configs voc_de,measure_money_fst+voc_de]

`benchmarks/official_tables.py` runs the Normalizer with the *shipped*
`voc_de.pt`; to compare models trained with other negatives on the same footing,
this script runs the same evaluation (`official_tables.run`: gate + DNC +
constraints, covering-grammar judge) with the `voc_de` factory pointed at each
model file in turn (in this process only: `build_voc_de` is wrapped with
`voc_de_model=PATH`). Rows are named `CONFIG [label]`. Measurement only: pick
models and lambda on validation data (`benchmarks/de_mm_eval.py`), never here.
Writes `OUT/<label>/<config>.json` and `OUT/table2.md`.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import official_tables  # noqa: E402

import tnfst.constraints.dual_encoder as de_constraints  # noqa: E402

DEFAULT_CONFIGS = ("voc_de", "measure_money_fst+voc_de")


def run_with_model(gold: Path, config: str, model: Path, threads: int) -> dict:
    """`official_tables.run` with `voc_de` built over `model` instead of the shipped file."""
    original = de_constraints.build_voc_de
    de_constraints.build_voc_de = functools.partial(original, voc_de_model=Path(model))
    try:
        return official_tables.run(gold, config, threads)
    finally:
        de_constraints.build_voc_de = original


def rows(reports: dict[str, dict]) -> list[str]:
    """Table 2 lines (header first) for reports keyed by row name."""
    header, rule, *_ = official_tables.table2({}).splitlines() + [""]
    out = [header, rule]
    for name, report in reports.items():
        line = official_tables.table2({"none": report}).splitlines()[-1]
        out.append(line.replace("| none |", f"| {name} |", 1))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gold", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--models", required=True, help="label=path,... of voc_de model files")
    parser.add_argument("--configs", default=",".join(DEFAULT_CONFIGS),
                        help="configurations of official_tables.py that use voc_de")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    models = dict(item.split("=", 1) for item in args.models.split(",") if item)
    configs = [c for c in args.configs.split(",") if c]
    for c in configs:
        if c not in official_tables.CONFIGS or "voc_de" not in official_tables.CONFIGS[c][0]:
            raise SystemExit(f"{c}: not a configuration of official_tables.py with voc_de")
    reports = {}
    for label, path in models.items():
        if not Path(path).is_file():
            raise SystemExit(f"{path}: no such voc_de model file")
        (args.out / label).mkdir(parents=True, exist_ok=True)
        for config in configs:
            cached = args.out / label / f"{config}.json"
            if cached.is_file():  # resumable
                reports[f"{config} [{label}]"] = json.loads(cached.read_text(encoding="utf-8"))
                continue
            print(f"running {config} with {label} ...", file=sys.stderr, flush=True)
            report = run_with_model(args.gold, config, Path(path), args.threads)
            report["voc_de_model"] = str(path)
            cached.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
            reports[f"{config} [{label}]"] = report
    text = "\n".join(rows(reports)) + "\n"
    (args.out / "table2.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
