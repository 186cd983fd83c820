"""End-to-end speed of tnfst on the official test sentences, with NeMo beside it.

Measures, in one run:

* throughput: every sentence through ``Normalizer.normalize_batch`` (tokens/s,
  sentences/s);
* latency: ``Normalizer.normalize`` one sentence at a time on a sample (p50, p95 ms);
* cold start: a fresh process importing tnfst, loading, reading one sentence (s);
* peak memory of that process and of the throughput run (max RSS, MB);

and the same for NeMo-text-processing's English WFST normalizer when
``--nemo-python`` names a Python that has it installed (it is never a tnfst
dependency: install it in a separate virtual environment). Ratios are computed
from numbers taken in this one run on this machine.

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
    t0 = time.perf_counter()
    import tnfst
    n = tnfst.Normalizer(constraints={constraints!r}, threads={threads!r})
    n.load()
    t1 = time.perf_counter()
    out = n.normalize({sentence!r})
    t2 = time.perf_counter()
    print(json.dumps({{"load_s": t1 - t0, "first_s": t2 - t1, "total_s": t2 - t0,
                      "max_rss_mb": {peak}, "output": out}}))
    """
)

NEMO_DRIVER = textwrap.dedent(
    """
    import json, statistics, sys, time
    t0 = time.perf_counter()
    from nemo_text_processing.text_normalization.normalize import Normalizer
    n = Normalizer(input_case="cased", lang="en", cache_dir=sys.argv[2], overwrite_cache=False)
    t1 = time.perf_counter()
    sentences = json.load(open(sys.argv[1]))
    first = n.normalize(sentences[0], punct_post_process=True)
    t2 = time.perf_counter()
    times = []
    for s in sentences:
        a = time.perf_counter()
        n.normalize(s, punct_post_process=True)
        times.append(time.perf_counter() - a)
    print(json.dumps({"load_s": t1 - t0, "first_s": t2 - t1, "seconds": sum(times), "times": times,
                      "max_rss_mb": PEAK}))
    """
)


# Peak resident memory of this process (MB) from /proc: VmHWM belongs to the address
# space, so unlike ru_maxrss it does not carry over the parent's peak across fork/exec.
PEAK_EXPR = ("next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM')) / 1024")
COLD_START = COLD_START.replace("{peak}", PEAK_EXPR)
NEMO_DRIVER = NEMO_DRIVER.replace("PEAK", PEAK_EXPR)


def peak_mb() -> float:
    """This process's peak resident memory (MB): VmHWM, the expression the subprocess scripts embed."""
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM")) / 1024


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run_tnfst(sentences: list[str], constraints: list[str] | None, latency_sample: int, batch: int,
              threads: int | None, precision: str = "int8") -> dict:
    from tqdm import tqdm

    import tnfst

    normalizer = tnfst.Normalizer(constraints=constraints, threads=threads, precision=precision)
    normalizer.load()
    normalizer.normalize(sentences[0])  # warm-up
    tokens = sum(len(s.split()) for s in sentences)
    started = time.perf_counter()
    for lo in tqdm(range(0, len(sentences), batch), desc="tnfst throughput", file=sys.stderr, disable=None):
        normalizer.normalize_batch(sentences[lo:lo + batch])
    seconds = time.perf_counter() - started
    times = []
    for s in tqdm(sentences[:latency_sample], desc="tnfst latency", file=sys.stderr, disable=None):
        a = time.perf_counter()
        normalizer.normalize(s)
        times.append(time.perf_counter() - a)
    return {
        "sentences": len(sentences), "tokens": tokens, "seconds": seconds,
        "tokens_per_second": tokens / seconds, "ms_per_sentence": 1000 * seconds / len(sentences),
        "latency_p50_ms": 1000 * percentile(times, 0.5), "latency_p95_ms": 1000 * percentile(times, 0.95),
        "latency_sample": len(times),
        "max_rss_mb": peak_mb(), "threads": threads, "batch_sentences": batch, "precision": precision,
    }


def cold_start(constraints: list[str] | None, sentence: str, threads: int | None) -> dict:
    code = COLD_START.format(constraints=constraints, sentence=sentence, threads=threads)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def run_nemo(python: str, cache: str, sentences: list[str], latency_sample: int, workdir: Path) -> dict:
    data = workdir / "nemo_sentences.json"
    data.write_text(json.dumps(sentences), encoding="utf-8")
    driver = workdir / "nemo_driver.py"
    driver.write_text(NEMO_DRIVER, encoding="utf-8")
    out = subprocess.run([python, str(driver), str(data), cache], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"NeMo run failed:\n{out.stderr[-2000:]}")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    times = result.pop("times")
    tokens = sum(len(s.split()) for s in sentences)
    sample = times[:latency_sample]
    result.update({
        "sentences": len(sentences), "tokens": tokens, "tokens_per_second": tokens / result["seconds"],
        "ms_per_sentence": 1000 * result["seconds"] / len(sentences),
        "latency_p50_ms": 1000 * statistics.median(sample), "latency_p95_ms": 1000 * percentile(sample, 0.95),
        "latency_sample": len(sample), "cold_start_s": result["load_s"] + result["first_s"],
    })
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gold", type=Path, required=True, help="official test set, Google TSV")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N sentences")
    parser.add_argument("--constraints", default=None, help="comma-separated, 'none', or omit for tnfst's defaults")
    parser.add_argument("--latency-sample", type=int, default=1000)
    parser.add_argument("--batch", type=int, default=512, help="sentences per normalize_batch call")
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's own)")
    parser.add_argument("--nemo-python", help="a Python with nemo_text_processing installed")
    parser.add_argument("--nemo-cache", default=str(Path.home() / "nemo-cache"), help="NeMo's grammar cache dir")
    parser.add_argument("--precision", default="int8",
                        help="DNC precision(s), comma-separated: int8, fp32 (the first is the one compared with NeMo)")
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
    report = {"tnfst": run_tnfst(sentences, constraints, args.latency_sample, args.batch, args.threads, precisions[0])}
    for other in precisions[1:]:
        report[f"tnfst_{other}"] = run_tnfst(sentences, constraints, args.latency_sample, args.batch, args.threads, other)
    report["tnfst"]["cold_start"] = cold_start(constraints, "He weighs 150lb and paid £900 million.", args.threads)
    if args.nemo_python:
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            report["nemo"] = run_nemo(args.nemo_python, args.nemo_cache, sentences, args.latency_sample, Path(tmp))
        t, n = report["tnfst"], report["nemo"]
        report["ratios"] = {
            "throughput_x": t["tokens_per_second"] / n["tokens_per_second"],
            "latency_p50_x": n["latency_p50_ms"] / t["latency_p50_ms"],
        }
    rows = [("tokens/s", "tokens_per_second", "{:.0f}"), ("ms/sentence", "ms_per_sentence", "{:.2f}"),
            ("p50 ms", "latency_p50_ms", "{:.2f}"), ("p95 ms", "latency_p95_ms", "{:.2f}"),
            ("peak MB", "max_rss_mb", "{:.0f}")]
    systems = [k for k in report if k == "tnfst" or k.startswith("tnfst_") or k == "nemo"]
    print(f"{'':<14}" + "".join(f"{s:>12}" for s in systems))
    for label, key, fmt in rows:
        print(f"{label:<14}" + "".join(f"{fmt.format(report[s][key]):>12}" for s in systems))
    cs = report["tnfst"]["cold_start"]
    print(f"tnfst cold start: {cs['total_s']:.2f} s (load {cs['load_s']:.2f} s, first sentence {cs['first_s']:.3f} s), "
          f"peak {cs['max_rss_mb']:.0f} MB")
    if "ratios" in report:
        print(f"NeMo cold start (cached grammars): {report['nemo']['cold_start_s']:.2f} s")
        print(f"throughput tnfst/NeMo: {report['ratios']['throughput_x']:.1f}x; "
              f"p50 latency NeMo/tnfst: {report['ratios']['latency_p50_x']:.1f}x")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
