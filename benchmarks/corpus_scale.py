"""Corpus throughput of `tnfst normalize`: one process, `--workers N`, and Ray with N actors.

Builds a text file of ``--lines`` raw sentences (default 20,000) from the Proteno
sentences in the shared data folder (the written tokens of each sentence joined with
spaces, first sentences first), then times the command end to end in a fresh process
for each engine:

* ``serial``: ``tnfst normalize -i FILE -o OUT`` (one process, today's path);
* ``workers``: ``tnfst normalize --workers N ...`` (N processes, output in order);
* ``ray``: ``tnfst normalize --engine ray --workers N ...`` (a local Ray cluster
  started by the command, N actors).

For each: wall seconds, lines/s, the seconds until the first output line reached the
file, and start-up overhead = wall seconds of the same command on a one-line file
(imports, model loading, worker/actor start, Ray start). ``steady lines/s`` =
lines / (wall - start-up). The outputs of the three engines are compared byte for
byte. The 1-minute load average before each run is recorded: on a shared machine the
numbers mean little when it is above the number of cores.

Usage::

    python benchmarks/corpus_scale.py --shared ../shared/data --workers 2 --out build/corpus_scale

writes ``corpus_scale.json`` and ``corpus_scale.md`` there. ``--skip-ray`` when Ray is
not installed. Nothing from the shared data is written outside the temporary folder.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

COMMAND = [sys.executable, "-c", "from tnfst.cli import main; main()", "normalize", "--no-progress"]


def build_corpus(shared: Path, lines: int, out: Path) -> int:
    """Write ``lines`` sentences (tokens joined with spaces) from Proteno; returns how many."""
    source = shared / "proteno-en" / "proteno_en_tokens.tsv"
    if not source.is_file():
        raise SystemExit(f"{source}: not found (pass --shared, the folder with proteno-en/)")
    written, current, words = 0, None, []
    with open(source, encoding="utf-8", newline="") as src, open(out, "w", encoding="utf-8") as dst:
        rows = csv.reader(src, delimiter="\t", quoting=csv.QUOTE_NONE)
        next(rows)  # header: sentence_idx token_idx before after
        for row in rows:
            if len(row) < 3:
                continue
            if row[0] != current:
                if words:
                    dst.write(" ".join(words) + "\n")
                    written += 1
                    if written == lines:
                        return written
                current, words = row[0], []
            words.append(row[2].replace("\n", " "))
        if words and written < lines:
            dst.write(" ".join(words) + "\n")
            written += 1
    return written


def engine_args(engine: str, workers: int) -> list[str]:
    if engine == "serial":
        return []
    if engine == "workers":
        return ["--workers", str(workers)]
    return ["--engine", "ray", "--workers", str(workers)]


def timed_run(args: list[str], src: Path, out: Path, timeout: float) -> dict:
    """Run the command; wall seconds, seconds to the first output byte, children's CPU seconds."""
    if out.exists():
        out.unlink()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load = os.getloadavg()[0]
    started = time.perf_counter()
    proc = subprocess.Popen([*COMMAND, *args, "-i", str(src), "-o", str(out)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"})
    first = None
    while proc.poll() is None:
        if first is None and out.exists() and out.stat().st_size:
            first = time.perf_counter() - started
        if time.perf_counter() - started > timeout:
            proc.kill()
            raise SystemExit(f"{' '.join(args) or 'serial'}: still running after {timeout:.0f}s")
        time.sleep(0.01)
    wall = time.perf_counter() - started
    err = proc.stderr.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(args) or 'serial'} failed ({proc.returncode}):\n{err[-3000:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall_s": round(wall, 3), "first_output_s": round(first if first is not None else wall, 3),
            "cpu_s": round(cpu, 3), "load_before": round(load, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"), help="the shared data folder")
    parser.add_argument("--lines", type=int, default=20000, help="lines in the test file")
    parser.add_argument("--workers", type=int, default=2, help="workers / Ray actors")
    parser.add_argument("--engines", default="serial,workers,ray", help="comma-separated: serial, workers, ray")
    parser.add_argument("--skip-ray", action="store_true", help="leave out the Ray engine")
    parser.add_argument("--startup-repeats", type=int, default=2, help="one-line runs per engine; start-up = the fastest")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds allowed per run")
    parser.add_argument("--out", type=Path, default=Path("build/corpus_scale"), help="folder for the JSON and markdown")
    args = parser.parse_args(argv)
    engines = [e for e in args.engines.split(",") if e and not (args.skip_ray and e == "ray")]
    unknown = set(engines) - {"serial", "workers", "ray"}
    if unknown:
        parser.error(f"unknown engines: {', '.join(sorted(unknown))}")

    args.out.mkdir(parents=True, exist_ok=True)
    report: dict = {"workers": args.workers, "cores": os.cpu_count(), "engines": {}}
    with tempfile.TemporaryDirectory(prefix="tnfst-corpus-") as tmp:
        tmp = Path(tmp)
        src, one = tmp / "corpus.txt", tmp / "one.txt"
        report["lines"] = build_corpus(args.shared, args.lines, src)
        one.write_text("It weighs 150lb.\n", encoding="utf-8")
        # Warm-up, not timed: compiles the grammar into the cache if its sources changed
        # since the last run, and fills the OS file cache with the models.
        timed_run([], one, tmp / "warm.txt", args.timeout)
        outputs = {}
        for engine in engines:
            extra = engine_args(engine, args.workers)
            startup = min(timed_run(extra, one, tmp / f"{engine}.one.txt", args.timeout)["wall_s"]
                          for _ in range(args.startup_repeats))
            run = timed_run(extra, src, tmp / f"{engine}.out.txt", args.timeout)
            outputs[engine] = (tmp / f"{engine}.out.txt").read_bytes()
            steady = run["wall_s"] - startup
            report["engines"][engine] = {
                **run, "startup_s": startup, "lines_per_s": round(report["lines"] / run["wall_s"], 1),
                # None when start-up took longer than the whole run (a machine busy with other work)
                "steady_lines_per_s": round(report["lines"] / steady, 1) if steady > 0 else None}
            print(f"{engine}: {json.dumps(report['engines'][engine])}", file=sys.stderr, flush=True)
        reference = outputs.get("serial")
        report["identical_to_serial"] = {e: outputs[e] == reference for e in outputs if reference is not None}
    base = report["engines"].get("serial")
    for engine, row in report["engines"].items():
        if base:
            row["speedup"] = round(base["wall_s"] / row["wall_s"], 2)
            if row["steady_lines_per_s"] and base["steady_lines_per_s"]:
                row["steady_speedup"] = round(row["steady_lines_per_s"] / base["steady_lines_per_s"], 2)
    (args.out / "corpus_scale.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    (args.out / "corpus_scale.md").write_text(markdown(report), encoding="utf-8")
    print(markdown(report))
    return 0


def markdown(report: dict) -> str:
    """The table of one run."""
    lines = [f"{report['lines']:,} lines, {report['workers']} workers/actors, {report['cores']} cores", "",
             "| engine | wall s | lines/s | speed-up | start-up s | first output s | steady lines/s | steady speed-up "
             "| CPU s | load before | same as serial |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for engine, row in report["engines"].items():
        same = report["identical_to_serial"].get(engine, "")
        lines.append(f"| {engine} | {row['wall_s']:.1f} | {row['lines_per_s']:.0f} | {row.get('speedup', '')} | "
                     f"{row['startup_s']:.1f} | {row['first_output_s']:.1f} | {row['steady_lines_per_s'] or '-'} | "
                     f"{row.get('steady_speedup', '')} | {row['cpu_s']:.0f} | {row['load_before']} | {same} |")
    lines.append("")
    lines.append("CPU s counts the command and its worker processes (not Ray's actors, which belong to Ray's "
                 "own processes).")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
