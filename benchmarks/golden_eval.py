"""Golden-file benchmark: tnfst on the project's own everyday sentences.

Reads ``tests/golden/everyday.jsonl`` (one record a line: ``id``, ``domain``, ``text``,
``spoken`` = every acceptable reading, ``classes`` = the semiotic classes the sentence
contains), normalizes every ``text`` with ``tnfst.Normalizer`` and counts a sentence
right when ``fold(output)`` equals the fold of one acceptable reading (`benchmarks/fold.py`:
case, punctuation, hyphens and "and" folded). Prints sentence accuracy per class (a
sentence counts for every class it lists) and per domain, the failures, and every output
that states a number its input does not contain (`fold.stated_numbers_not_in`).

    python benchmarks/golden_eval.py --json build/golden.json
    python benchmarks/golden_eval.py --constraints measure_money_fst,number_fst --file my.jsonl
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fold import default_reader, fold, stated_numbers_not_in  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
READER = default_reader()  # tnfst.spoken_numbers.numbers when present, beside fold.py's parser
GOLDEN = ROOT / "tests" / "golden" / "everyday.jsonl"
REQUIRED_KEYS = ("id", "domain", "text", "spoken", "classes")


def load_golden(path: str | Path = GOLDEN) -> list[dict]:
    """The golden records of a JSONL file, in file order.

    Raises ValueError naming the line when a line is not a JSON object with the keys
    ``id``, ``domain``, ``text``, ``spoken`` (non-empty list of strings) and ``classes`` (list).
    """
    records = []
    with Path(path).open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as err:
                raise ValueError(f"{path}:{number}: not JSON ({err})") from err
            missing = [k for k in REQUIRED_KEYS if k not in record] if isinstance(record, dict) else REQUIRED_KEYS
            if missing:
                raise ValueError(f"{path}:{number}: missing {', '.join(missing)}")
            spoken = record["spoken"]
            if not isinstance(spoken, list) or not spoken or not all(isinstance(s, str) and s for s in spoken):
                raise ValueError(f"{path}:{number}: 'spoken' must be a non-empty list of strings")
            if not isinstance(record["classes"], list):
                raise ValueError(f"{path}:{number}: 'classes' must be a list")
            records.append(record)
    return records


def is_acceptable(output: str, spoken: list[str]) -> bool:
    """Whether an output equals one acceptable reading after `fold`."""
    folded = fold(output)
    return any(folded == fold(s) for s in spoken)


def score(records: list[dict], outputs: list[str]) -> dict:
    """Per-class and per-domain sentence accuracy, failures and number flags.

    Takes the golden records and one output per record; returns ``{"sentences",
    "correct", "accuracy", "classes": {cls: {"sentences", "correct", "accuracy"}},
    "domains": {...}, "failures": [...], "number_flags": [...]}``.
    """
    by_class: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_domain: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    failures, flags, correct = [], [], 0
    for record, output in zip(records, outputs, strict=True):
        ok = is_acceptable(output, record["spoken"])
        correct += ok
        for cls in record["classes"]:
            by_class[cls][0] += 1
            by_class[cls][1] += ok
        by_domain[record["domain"]][0] += 1
        by_domain[record["domain"]][1] += ok
        if not ok:
            failures.append({"id": record["id"], "classes": record["classes"], "text": record["text"],
                             "output": output, "want": record["spoken"][0],
                             "rendering_slip": is_acceptable(google_rendered(output), record["spoken"])})
        problems = stated_numbers_not_in(record["text"], output, READER)
        if problems:
            flags.append({"id": record["id"], "text": record["text"], "output": output, "problems": problems})

    def table(counts):
        return {k: {"sentences": n, "correct": c, "accuracy": c / n} for k, (n, c) in sorted(counts.items())}

    return {"sentences": len(records), "correct": correct, "accuracy": correct / max(1, len(records)),
            "classes": table(by_class), "domains": table(by_domain), "failures": failures, "number_flags": flags}


def google_rendered(output: str) -> str:
    """An output with Google-data tokens a plain rendering should not contain made plain:
    "sil" dropped, "x_letter" -> "x", a lone "_letter" dropped. Only for the diagnostic
    count of failures that are rendering slips, never for the accuracy itself."""
    words = []
    for word in output.split():
        if word.lower() in ("sil", "_letter"):
            continue
        words.append(word[:-len("_letter")] if word.endswith("_letter") else word)
    return " ".join(words)


def gold_number_flags(records: list[dict]) -> list[dict]:
    """The number check run on the golden readings themselves (each flag is a false alarm
    of the checker or a wrong gold reading)."""
    out = []
    for record in records:
        for reading in record["spoken"]:
            problems = stated_numbers_not_in(record["text"], reading, READER)
            if problems:
                out.append({"id": record["id"], "reading": reading, "problems": problems})
    return out


def normalize_all(records: list[dict], constraints: list[str] | None, threads: int | None) -> list[str]:
    """tnfst's outputs for every record's text (one `normalize_batch` call)."""
    import tnfst

    normalizer = tnfst.Normalizer(constraints=constraints, threads=threads)
    return normalizer.normalize_batch([r["text"] for r in records])


def parse_constraints(text: str) -> list[str] | None:
    """'default' -> None (the defaults), 'none' -> [], else the comma-separated names."""
    if text == "default":
        return None
    return [] if text == "none" else [c for c in text.split(",") if c]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--file", default=str(GOLDEN), help="golden JSONL file")
    parser.add_argument("--constraints", default="default",
                        help="comma-separated constraints; 'default' = the defaults, 'none' = no constraint")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--json", help="write the full report here")
    parser.add_argument("--show", type=int, default=1000, help="failures to print")
    args = parser.parse_args(argv)

    records = load_golden(args.file)
    started = time.perf_counter()
    outputs = normalize_all(records, parse_constraints(args.constraints), args.threads)
    seconds = time.perf_counter() - started
    report = score(records, outputs) | {"seconds": seconds, "constraints": args.constraints, "file": args.file,
                                        "commit": _commit(), "gold_number_flags": gold_number_flags(records)}

    print(f"golden file {args.file}: {report['correct']} / {report['sentences']} = {report['accuracy']:.3f} "
          f"(commit {report['commit']}, constraints {args.constraints}, {seconds:.1f} s)")
    for key in ("classes", "domains"):
        print(f"\n| {key[:-1] if key == 'domains' else 'class'} | sentences | correct | accuracy |\n|---|---|---|---|")
        for name, row in report[key].items():
            print(f"| {name} | {row['sentences']} | {row['correct']} | {row['accuracy']:.3f} |")
    slips = [f["id"] for f in report["failures"] if f["rendering_slip"]]
    print(f"\n{len(slips)} failures would pass if the plain output rendered 'sil' and '_letter' forms: "
          f"{', '.join(slips) or '-'}")
    print(f"\noutputs stating a number not in their input: {len(report['number_flags'])}")
    for flag in report["number_flags"]:
        print(f"  {flag['id']}: {flag['text']!r} -> {flag['output']!r} {flag['problems']}")
    if report["gold_number_flags"]:
        print(f"(number check flags {len(report['gold_number_flags'])} golden readings themselves)")
    print(f"\nfailures ({len(report['failures'])}):")
    for fail in report["failures"][:args.show]:
        print(f"  {fail['id']} [{' '.join(fail['classes'])}] {fail['text']!r}\n"
              f"      -> {fail['output']!r}\n    want {fail['want']!r}")
    if args.json:
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


def _commit() -> str | None:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                              timeout=10).stdout.strip() or None
    except OSError:
        return None


if __name__ == "__main__":
    sys.exit(main())
