"""End-to-end speed of tnfst on the official test sentences, with NeMo beside it.

Measures, in one run:

* throughput: every sentence through ``Normalizer.normalize_batch`` (tokens/s,
  sentences/s);
* latency: ``Normalizer.normalize`` one sentence at a time on a sample (p50, p95 ms);
* cold start: a fresh process importing tnfst, loading, reading one sentence (s);
* peak memory of that process and of the throughput run (max RSS, MB);
* beside each wall-clock time, the process's CPU time (``time.process_time``): on a
  machine shared with other jobs, wall time grows with the load while a single-threaded
  process's CPU time stays near what it would be alone (run with ``--threads 1``);
* where one sentence's time goes (`stage_profile`): tokenize, gate, grammar, model
  steps, constraints, beam search, other; shares of the time, from cProfile over a
  sample read one sentence at a time (profiling slows everything, the shares stay);

and the same for NeMo-text-processing's English WFST normalizer when
``--nemo-python`` names a Python that has it installed (it is never a tnfst
dependency: install it in a separate virtual environment). The systems take
turns chunk by chunk (`side_by_side`), so a busy machine slows them alike, and
the ratios come from this one run.

Usage::

    python benchmarks/speed.py --gold ~/tnfst-data/official_test.tsv \\
        --nemo-python ~/nemo-venv/bin/python --nemo-cache ~/nemo-cache --json speed.json

Input sentences are the gold tokens joined with spaces (what a TTS front end would
hand over after its own sentence splitting).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tnfst.data import read_google_tsv

COLD_START = textwrap.dedent(
    """
    import time, json
    t0, c0 = time.perf_counter(), time.process_time()
    import tnfst
    n = tnfst.Normalizer(constraints={constraints!r}, threads={threads!r})
    n.load()
    t1, c1 = time.perf_counter(), time.process_time()
    out = n.normalize({sentence!r})
    t2, c2 = time.perf_counter(), time.process_time()
    print(json.dumps({{"load_s": t1 - t0, "first_s": t2 - t1, "total_s": t2 - t0,
                      "load_cpu_s": c1 - c0, "first_cpu_s": c2 - c1, "total_cpu_s": c2 - c0,
                      "max_rss_mb": {peak}, "output": out}}))
    """
)

# NeMo runs in its own Python (its venv) as a worker: one JSON line in (a chunk of
# sentences), one JSON line out (seconds per sentence), so its chunks and tnfst's
# alternate and both see the same machine load.
NEMO_WORKER = textwrap.dedent(
    """
    import json, sys, time
    t0, c0 = time.perf_counter(), time.process_time()
    from nemo_text_processing.text_normalization.normalize import Normalizer
    n = Normalizer(input_case="cased", lang="en", cache_dir=sys.argv[1], overwrite_cache=False)
    t1, c1 = time.perf_counter(), time.process_time()
    print(json.dumps({"load_s": t1 - t0, "load_cpu_s": c1 - c0}), flush=True)
    for line in sys.stdin:
        times, cpu = [], []
        for s in json.loads(line):
            a, b = time.perf_counter(), time.process_time()
            n.normalize(s, punct_post_process=True)
            times.append(time.perf_counter() - a)
            cpu.append(time.process_time() - b)
        print(json.dumps({"times": times, "cpu": cpu, "max_rss_mb": PEAK}), flush=True)
    """
)


# Peak resident memory of this process (MB) from /proc: VmHWM belongs to the address
# space, so unlike ru_maxrss it does not carry over the parent's peak across fork/exec.
PEAK_EXPR = ("next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')) / 1024")
COLD_START = COLD_START.replace("{peak}", PEAK_EXPR)
NEMO_WORKER = NEMO_WORKER.replace("PEAK", PEAK_EXPR)


def peak_mb() -> float:
    """This process's peak resident memory (MB): VmHWM, the expression the subprocess scripts embed."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM")) / 1024


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class TnfstSide:
    """tnfst in this process: throughput chunks through `normalize_batch`, latency one by one."""

    def __init__(self, constraints, threads, precision, batch, name="tnfst"):
        import tnfst

        self.name = name
        self.normalizer = tnfst.Normalizer(constraints=constraints, threads=threads, precision=precision)
        self.normalizer.load()
        self.threads, self.precision, self.batch = threads, precision, batch
        self.seconds, self.latencies = 0.0, []
        self.cpu_seconds, self.cpu_latencies = 0.0, []

    def chunk(self, sentences: list[str]) -> None:
        started, cpu = time.perf_counter(), time.process_time()
        for lo in range(0, len(sentences), self.batch):
            self.normalizer.normalize_batch(sentences[lo:lo + self.batch])
        self.seconds += time.perf_counter() - started
        self.cpu_seconds += time.process_time() - cpu

    def latency(self, sentences: list[str]) -> None:
        for s in sentences:
            a, b = time.perf_counter(), time.process_time()
            self.normalizer.normalize(s)
            self.latencies.append(time.perf_counter() - a)
            self.cpu_latencies.append(time.process_time() - b)

    def report(self, sentences: list[str]) -> dict:
        return summary(sentences, self.seconds, self.latencies, self.cpu_seconds, self.cpu_latencies) | {
            "max_rss_mb": peak_mb(), "threads": self.threads, "batch_sentences": self.batch, "precision": self.precision}


class NemoSide:
    """NeMo's English normalizer in a worker process (`NEMO_WORKER`), one sentence per call."""

    name = "nemo"

    def __init__(self, python: str, cache: str, workdir: Path):
        script = workdir / "nemo_worker.py"
        script.write_text(NEMO_WORKER, encoding="utf-8")
        self.log = workdir / "nemo_worker.log"  # NeMo's own logging, shown if the worker dies
        self.proc = subprocess.Popen([python, str(script), cache], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.log.open("w"), text=True, bufsize=1)
        loaded = self._receive()
        self.load_s, self.load_cpu_s = loaded["load_s"], loaded.get("load_cpu_s", 0.0)
        self.seconds, self.latencies, self.first_s, self.max_rss_mb = 0.0, [], None, 0.0
        self.cpu_seconds, self.cpu_latencies, self.first_cpu_s = 0.0, [], None

    def _receive(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            tail = self.log.read_text(encoding="utf-8", errors="replace")[-2000:]
            raise RuntimeError(f"the NeMo worker stopped (exit code {self.proc.wait()}):\n{tail}")
        return json.loads(line)

    def _run(self, sentences: list[str]) -> tuple[list[float], list[float]]:
        self.proc.stdin.write(json.dumps(sentences) + "\n")
        self.proc.stdin.flush()
        result = self._receive()
        self.max_rss_mb = result["max_rss_mb"]
        if self.first_s is None:
            self.first_s, self.first_cpu_s = result["times"][0], result["cpu"][0]
        return result["times"], result["cpu"]

    def chunk(self, sentences: list[str]) -> None:
        times, cpu = self._run(sentences)
        self.seconds += sum(times)
        self.cpu_seconds += sum(cpu)

    def latency(self, sentences: list[str]) -> None:
        times, cpu = self._run(sentences)  # NeMo reads one sentence at a time anyway
        self.latencies.extend(times)
        self.cpu_latencies.extend(cpu)

    def report(self, sentences: list[str]) -> dict:
        self.proc.stdin.close()
        self.proc.wait()
        return summary(sentences, self.seconds, self.latencies, self.cpu_seconds, self.cpu_latencies) | {
            "max_rss_mb": self.max_rss_mb, "load_s": self.load_s, "first_s": self.first_s,
            "cold_start_s": self.load_s + (self.first_s or 0.0),
            "cold_start_cpu_s": self.load_cpu_s + (self.first_cpu_s or 0.0)}


def summary(sentences: list[str], seconds: float, latencies: list[float], cpu_seconds: float,
            cpu_latencies: list[float]) -> dict:
    tokens = sum(len(s.split()) for s in sentences)
    return {
        "sentences": len(sentences), "tokens": tokens, "seconds": seconds,
        "tokens_per_second": tokens / seconds, "ms_per_sentence": 1000 * seconds / len(sentences),
        "latency_p50_ms": 1000 * statistics.median(latencies), "latency_p95_ms": 1000 * percentile(latencies, 0.95),
        "latency_sample": len(latencies),
        "cpu_seconds": cpu_seconds, "cpu_tokens_per_second": tokens / cpu_seconds,
        "cpu_latency_p50_ms": 1000 * statistics.median(cpu_latencies),
        "cpu_latency_p95_ms": 1000 * percentile(cpu_latencies, 0.95),
    }


def rotated(sides: list, turn: int) -> list:
    """The sides in the order of turn `turn`: the first to go changes every turn."""
    k = turn % len(sides)
    return sides[k:] + sides[:k]


def side_by_side(sides: list, sentences: list[str], chunk: int, latency_sample: int) -> None:
    """Every side reads every chunk of sentences, the sides taking turns chunk by chunk (the order
    rotating), so a change in machine load during the run falls on all of them alike."""
    from tqdm import tqdm

    for side in sides:  # warm-up, not timed
        side.latency(sentences[:1])
        side.latencies.clear()
    chunks = [sentences[lo:lo + chunk] for lo in range(0, len(sentences), chunk)]
    for i, part in enumerate(tqdm(chunks, desc="throughput", file=sys.stderr, disable=None)):
        for side in rotated(sides, i):
            side.chunk(part)
    sample = sentences[:latency_sample]
    for i, lo in enumerate(tqdm(range(0, len(sample), 100), desc="latency", file=sys.stderr, disable=None)):
        for side in rotated(sides, i):
            side.latency(sample[lo:lo + 100])


#: Stage of a profiled function, by the first path fragment its file name contains (in order).
STAGES = (
    ("tnfst/tokenize", "tokenize"),
    ("tnfst/gate/", "gate"), ("xgboost", "gate"),
    ("tnfst/grammar/", "grammar"), ("grammars/", "grammar"), ("pynini", "grammar"),
    ("tnfst/model/", "model steps"), ("torch", "model steps"),
    ("tnfst/constraints/", "constraints"), ("tnfst/dual_encoder/", "constraints"),
    ("tnfst/decode/", "beam search"),
    ("tnfst/context", "context"),
)
#: Files whose time counts for their caller's stage, like built-ins: numpy's Python helpers
#: (`np.concatenate`, `take_along_axis`, ...) serve every stage.
SHARED_LIBRARIES = ("/numpy/",)


def context_modules() -> frozenset[str]:
    """The file names ("quantity_context.py") of the rule modules `tnfst.context` imports from the
    package's top level: their time is the context stage's, though their names do not say so
    (`tnfst/tokenize.py`, `tnfst/api.py` and the subpackages keep their own stages)."""
    import ast

    import tnfst.context

    tree = ast.parse(Path(tnfst.context.__file__).read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "tnfst":
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tnfst."):
            names.add(node.module.split(".")[1])
    package = Path(tnfst.context.__file__).parent
    return frozenset(f"{name}.py" for name in names - {"tokenize", "api"} if (package / f"{name}.py").is_file())


def stage_of(filename: str, context_files: frozenset[str] = frozenset()) -> str:
    """The stage a function of `filename` belongs to ("other" for the rest: the API, Python itself).
    `context_files`: file names in `tnfst/` that count as context rules (`context_modules`)."""
    path = filename.replace("\\", "/")
    stage = next((stage for fragment, stage in STAGES if fragment in path), "other")
    if stage == "other" and "/tnfst/" in path and path.rsplit("/", 1)[-1] in context_files:
        return "context"
    return stage


def _is_shared(filename: str) -> bool:
    """A built-in (cProfile names no file) or a function of `SHARED_LIBRARIES`."""
    return filename == "~" or any(lib in filename.replace("\\", "/") for lib in SHARED_LIBRARIES)


def stage_totals(stats: dict, context_files: frozenset[str] = frozenset()) -> dict[str, float]:
    """Seconds per stage from cProfile's raw stats ({function: (cc, nc, tottime, cumtime,
    callers)}): each function's own time goes to `stage_of` its file; a built-in's or a shared
    library function's is split among its callers by the time spent in it from each (cProfile
    records it per caller), followed up to 8 calls, so `take` called by the DNC and by the gate
    counts for both. Time with no caller to follow counts as "other"."""
    totals: dict[str, float] = {}

    def charge(key: tuple, seconds: float, depth: int) -> None:
        filename = key[0]
        if not _is_shared(filename):
            stage = stage_of(filename, context_files)
        else:
            callers = stats[key][4] if key in stats else {}
            weights = {caller: edge[2] for caller, edge in callers.items()}
            spent = sum(weights.values())
            if depth < 8 and spent > 0:
                for caller, weight in weights.items():
                    charge(caller, seconds * weight / spent, depth + 1)
                return
            stage = "other"
        totals[stage] = totals.get(stage, 0.0) + seconds

    for key, row in stats.items():
        charge(key, row[2], 0)
    return totals


def stage_profile(normalizer, sentences: list[str]) -> dict:
    """Share of one-sentence time per stage: `normalize` on each sentence under cProfile, every
    function's own time (tottime) summed by `stage_of` its file; built-in functions and numpy's
    Python helpers count for their callers' stages (`stage_totals`)."""
    import cProfile
    import pstats

    normalizer.normalize(sentences[0])  # warm caches first: the profile is of steady state
    profiler = cProfile.Profile()
    started = time.perf_counter()
    profiler.enable()
    for sentence in sentences:
        normalizer.normalize(sentence)
    profiler.disable()
    wall = time.perf_counter() - started
    totals = stage_totals(pstats.Stats(profiler).stats, context_modules())
    spent = sum(totals.values()) or 1.0
    order = [stage for _, stage in STAGES] + ["other"]
    return {
        "sentences": len(sentences), "profiled_seconds": wall,
        "share": {stage: totals[stage] / spent for stage in dict.fromkeys(order) if stage in totals},
    }


def cold_start(constraints: list[str] | None, sentence: str, threads: int | None) -> dict:
    code = COLD_START.format(constraints=constraints, sentence=sentence, threads=threads)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gold", type=Path, required=True, help="official test set, Google TSV")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N sentences")
    parser.add_argument("--constraints", default=None, help="comma-separated, 'none', or omit for tnfst's defaults")
    parser.add_argument("--latency-sample", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=512, help="sentences per normalize_batch call")
    parser.add_argument("--chunk", type=int, default=512,
                        help="sentences each system reads before the next takes its turn")
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's own)")
    parser.add_argument("--nemo-python", help="a Python with nemo_text_processing installed")
    parser.add_argument("--nemo-cache", default=str(Path.home() / "nemo-cache"), help="NeMo's grammar cache dir")
    parser.add_argument("--precision", default="auto",
                        help="DNC precision(s), comma-separated: auto, int8, fp32 (the first is reported as 'tnfst' "
                             "and compared with NeMo)")
    parser.add_argument("--profile-sample", type=int, default=200,
                        help="sentences read one at a time under cProfile for the stage profile (0: none)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    if args.constraints is None:
        constraints = None
    else:
        constraints = [] if args.constraints == "none" else [c for c in args.constraints.split(",") if c]
    sentences = [" ".join(t.before for t in s) for s in read_google_tsv(args.gold)]
    if args.limit:
        sentences = sentences[: args.limit]
    precisions = [p for p in args.precision.split(",") if p]
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        sides = [TnfstSide(constraints, args.threads, p, args.batch, "tnfst" if i == 0 else f"tnfst_{p}")
                 for i, p in enumerate(precisions)]
        if args.nemo_python:
            sides.append(NemoSide(args.nemo_python, args.nemo_cache, Path(tmp)))
        side_by_side(sides, sentences, args.chunk, args.latency_sample)
        report = {side.name: side.report(sentences) for side in sides}
        if args.profile_sample:
            report["tnfst"]["stage_profile"] = stage_profile(sides[0].normalizer, sentences[:args.profile_sample])
    report["tnfst"]["cold_start"] = cold_start(constraints, "He weighs 150lb and paid £900 million.", args.threads)
    if "nemo" in report:
        t, n = report["tnfst"], report["nemo"]
        report["ratios"] = {
            "throughput_x": t["tokens_per_second"] / n["tokens_per_second"],
            "latency_p50_x": n["latency_p50_ms"] / t["latency_p50_ms"],
            "cpu_throughput_x": t["cpu_tokens_per_second"] / n["cpu_tokens_per_second"],
            "cpu_latency_p50_x": n["cpu_latency_p50_ms"] / t["cpu_latency_p50_ms"],
        }
    rows = [("tokens/s", "tokens_per_second", "{:.0f}"), ("ms/sentence", "ms_per_sentence", "{:.2f}"),
            ("p50 ms", "latency_p50_ms", "{:.2f}"), ("p95 ms", "latency_p95_ms", "{:.2f}"),
            ("CPU tokens/s", "cpu_tokens_per_second", "{:.0f}"), ("CPU p50 ms", "cpu_latency_p50_ms", "{:.2f}"),
            ("CPU p95 ms", "cpu_latency_p95_ms", "{:.2f}"), ("peak MB", "max_rss_mb", "{:.0f}")]
    systems = [k for k in report if k == "tnfst" or k.startswith("tnfst_") or k == "nemo"]
    print(f"{'':<14}" + "".join(f"{s:>12}" for s in systems))
    for label, key, fmt in rows:
        print(f"{label:<14}" + "".join(f"{fmt.format(report[s][key]):>12}" for s in systems))
    cs = report["tnfst"]["cold_start"]
    print(f"tnfst cold start: {cs['total_s']:.2f} s (load {cs['load_s']:.2f} s, first sentence {cs['first_s']:.3f} s), "
          f"CPU {cs['total_cpu_s']:.2f} s (load {cs['load_cpu_s']:.2f} s, first {cs['first_cpu_s']:.3f} s), "
          f"peak {cs['max_rss_mb']:.0f} MB")
    if "ratios" in report:
        print(f"NeMo cold start (cached grammars): {report['nemo']['cold_start_s']:.2f} s, "
              f"CPU {report['nemo']['cold_start_cpu_s']:.2f} s")
        print(f"throughput tnfst/NeMo: {report['ratios']['throughput_x']:.1f}x (CPU time "
              f"{report['ratios']['cpu_throughput_x']:.1f}x); p50 latency NeMo/tnfst: "
              f"{report['ratios']['latency_p50_x']:.1f}x (CPU time {report['ratios']['cpu_latency_p50_x']:.1f}x)")
    if "stage_profile" in report["tnfst"]:
        shares = report["tnfst"]["stage_profile"]["share"]
        print("one sentence's time by stage: " + ", ".join(f"{k} {v:.0%}" for k, v in shares.items()))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
