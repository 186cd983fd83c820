"""Behavioural probes from other normalizers' English test cases (NeMo, WeTextProcessing).

`../shared/data` holds the English text-normalization test cases of NVIDIA NeMo
(`nemo-text-processing/tests/en/data_text_normalization/test_cases_*.txt`, one
``written~spoken`` pair per line) and of WeTextProcessing (`wetextprocessing-en/test_data/*.txt`,
``written => spoken``). Neither was written for this project, and their style is not
Google's (SOURCES.md: "one hundred and twenty three", "negative twelve"), so they are probes,
not gold: this script reads every case with the shipped normalizer (defaults), folds both
sides as the sentence benchmarks do (`fold.py`: case, punctuation, hyphens, "and"), and
reports per file how many agree, the disagreements, and the outputs that state a number
their input lacks (`fold.stated_numbers_not_in`, the guarantee that must hold on any text).
A disagreement is a lead to read, not an error count: many are style ("negative" for
"minus", "oh" for "o").

    python benchmarks/peer_cases.py --threads 1 [--show 40] [--json build/peer_cases.json]

Nothing is copied from the data into the repository; the cases are read where they lie.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fold import fold, stated_numbers_not_in  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = ROOT.parent / "shared" / "data"

#: (source name, folder under the shared data, file glob, separator between written and spoken).
SOURCES = (
    ("nemo", "nemo-text-processing/tests/en/data_text_normalization", "test_cases_*.txt", "~"),
    ("wetext", "wetextprocessing-en/test_data", "*.txt", " => "),
)


def load_cases(shared: Path) -> list[dict]:
    """Every case as {"source", "file", "written", "spoken"}; lines without the separator, or
    with an empty side, are skipped (NeMo's audio-normalization file lists several spoken
    readings on following lines: only the first, on the case's own line, is taken)."""
    cases = []
    for source, folder, pattern, sep in SOURCES:
        for path in sorted((shared / folder).glob(pattern)):
            name = path.stem.removeprefix("test_cases_")
            for line in path.read_text(encoding="utf-8").splitlines():
                if sep not in line:
                    continue
                written, spoken = line.split(sep, 1)
                if written.strip() and spoken.strip():
                    cases.append({"source": source, "file": name, "written": written.strip(),
                                  "spoken": spoken.strip()})
    return cases


def score(cases: list[dict], outputs: list[str]) -> dict:
    """Per (source, file): cases, agreeing after folding, number flags; and the lists."""
    table: dict[str, dict] = {}
    disagreements, flags = [], []
    for case, out in zip(cases, outputs):
        key = f"{case['source']}/{case['file']}"
        row = table.setdefault(key, {"cases": 0, "agree": 0, "number_flags": 0})
        row["cases"] += 1
        if fold(out) == fold(case["spoken"]):
            row["agree"] += 1
        else:
            disagreements.append({**case, "output": out})
        wrong = stated_numbers_not_in(case["written"], out)
        if wrong:
            row["number_flags"] += 1
            flags.append({**case, "output": out, "numbers": wrong})
    return {"files": table, "disagreements": disagreements, "number_flags": flags}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="the shared data folder")
    parser.add_argument("--threads", type=int, default=1, help="torch threads of the neural reader")
    parser.add_argument("--show", type=int, default=40, help="disagreements to print")
    parser.add_argument("--json", type=Path, help="write the table and every disagreement here")
    args = parser.parse_args(argv)

    cases = load_cases(args.shared)
    if not cases:
        print(f"no test cases found under {args.shared}", file=sys.stderr)
        return 1
    import torch

    import tnfst

    torch.set_num_threads(args.threads)
    normalizer = tnfst.Normalizer()
    start = time.perf_counter()
    outputs = normalizer.normalize_batch([c["written"] for c in cases])
    seconds = time.perf_counter() - start
    result = score(cases, outputs)

    total = sum(r["cases"] for r in result["files"].values())
    agree = sum(r["agree"] for r in result["files"].values())
    print(f"peer test cases: {agree} / {total} agree after folding ({agree / total:.3f}); "
          f"{len(result['number_flags'])} outputs state a number their input lacks; {seconds:.1f} s")
    print("| file | cases | agree | share | number flags |\n|---|---|---|---|---|")
    for key, row in sorted(result["files"].items()):
        print(f"| {key} | {row['cases']} | {row['agree']} | {row['agree'] / row['cases']:.2f} | {row['number_flags']} |")
    for item in result["number_flags"]:
        print(f"NUMBER {item['source']}/{item['file']}: {item['written']!r} -> {item['output']!r} ({item['numbers']})")
    for item in result["disagreements"][:args.show]:
        print(f"  {item['source']}/{item['file']}: {item['written']!r}\n      -> {item['output']!r}\n    peer {item['spoken']!r}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"cases": total, "agree": agree, **result}, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
