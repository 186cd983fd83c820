"""Outside-set benchmark: NeMo's public English evaluation data, read by tnfst (and NeMo).

Two sets from ``nemo-text-processing/data/`` (CC BY 4.0; never copied into this repository,
read from ``--data``):

- ``LibriTTS.json``: one JSON object a line, ``text`` (written) and ``gt_normalized``
  (spoken). A FIXED sample of ``--sample`` sentences (default 2,000) is scored:
  ``random.Random(seed).sample(range(lines), sample)`` with ``--seed`` 0 (default), in file order.
  A sentence is right when ``fold(output) == fold(gt_normalized)``.
- ``EngConf.txt``: blocks of ``written~~RAW`` followed by readings marked ``~~1``
  (acceptable) or ``~~0`` (wrong); ``#`` lines are comments. Every block is scored: right
  when ``fold(output)`` equals the fold of one acceptable reading.

``fold`` is `benchmarks/fold.py`'s: case, punctuation, hyphens and the word "and" folded
(issue 12's scoring). Every output is also checked for numbers it states that its input
does not contain (`fold.stated_numbers_not_in`); the same check on the sets' own gold
readings is reported beside it as the checker's false-alarm count.

NeMo runs only when ``--nemo-python`` names a Python with ``nemo_text_processing``
installed (a worker process; NeMo is never a tnfst dependency).

    python benchmarks/outside_sets.py --threads 1 --json build/outside_sets.json
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fold import default_reader, fold, stated_numbers_not_in  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
READER = default_reader()  # tnfst.spoken_numbers.numbers when present, beside fold.py's parser
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "nemo-text-processing" / "data"
DEFAULT_SEED = 0
DEFAULT_SAMPLE = 2000


def load_libritts(path: Path, sample: int, seed: int) -> list[dict]:
    """A fixed sample of LibriTTS.json: ``[{"id", "text", "gold"}]`` in file order.

    Takes the file, the sample size (all lines when it is larger or <= 0) and the seed;
    the sample is ``random.Random(seed).sample(range(n_lines), sample)``, sorted.
    """
    rows = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                record = json.loads(line)
                rows.append({"id": f"libritts-{number}", "text": record["text"], "gold": record["gt_normalized"]})
    if 0 < sample < len(rows):
        keep = sorted(random.Random(seed).sample(range(len(rows)), sample))
        rows = [rows[i] for i in keep]
    return rows


def load_engconf(path: Path) -> list[dict]:
    """EngConf.txt's blocks: ``[{"id", "text", "acceptable": [...], "wrong": [...]}]``.

    Raises ValueError on a reading line before any ``~~RAW`` line or an unknown label.
    """
    blocks: list[dict] = []
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            body, _, label = line.rpartition("~~")
            if label == "RAW":
                blocks.append({"id": f"engconf-{number}", "text": body, "acceptable": [], "wrong": []})
            elif label in ("0", "1") and blocks:
                blocks[-1]["acceptable" if label == "1" else "wrong"].append(body)
            else:
                raise ValueError(f"{path}:{number}: expected 'text~~RAW', 'text~~1' or 'text~~0'")
    return blocks


class TnfstReader:
    """tnfst's Normalizer over a list of sentences (`normalize_batch` in chunks)."""

    name = "tnfst"

    def __init__(self, constraints, threads, batch, acronyms="spell"):
        import tnfst

        self.normalizer = tnfst.Normalizer(constraints=constraints, threads=threads, acronyms=acronyms)
        started = time.perf_counter()
        self.normalizer.load()
        self.load_s = time.perf_counter() - started
        self.batch = batch

    def read(self, sentences: list[str]) -> list[str]:
        out: list[str] = []
        for lo in range(0, len(sentences), self.batch):
            out.extend(self.normalizer.normalize_batch(sentences[lo:lo + self.batch]))
        return out


NEMO_WORKER = textwrap.dedent(
    """
    import json, sys
    from nemo_text_processing.text_normalization.normalize import Normalizer
    n = Normalizer(input_case="cased", lang="en", cache_dir=sys.argv[1], overwrite_cache=False)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        print(json.dumps([n.normalize(s, punct_post_process=True) for s in json.loads(line)]), flush=True)
    """
)


class NemoReader:
    """NeMo's English WFST normalizer in a worker process run by ``python``."""

    name = "nemo"

    def __init__(self, python: str, cache: str, workdir: Path):
        script = workdir / "nemo_outside_worker.py"
        script.write_text(NEMO_WORKER, encoding="utf-8")
        self.log = workdir / "nemo_outside_worker.log"
        started = time.perf_counter()
        self.proc = subprocess.Popen([python, str(script), cache], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.log.open("w"), text=True, bufsize=1)
        self._receive()
        self.load_s = time.perf_counter() - started

    def _receive(self):
        line = self.proc.stdout.readline()
        if not line:
            tail = self.log.read_text(encoding="utf-8", errors="replace")[-2000:]
            raise RuntimeError(f"NeMo worker died:\n{tail}")
        return json.loads(line)

    def read(self, sentences: list[str]) -> list[str]:
        out: list[str] = []
        for lo in range(0, len(sentences), 50):
            self.proc.stdin.write(json.dumps(sentences[lo:lo + 50]) + "\n")
            self.proc.stdin.flush()
            out.extend(self._receive())
        return out

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def score_set(name: str, rows: list[dict], outputs: list[str], seconds: float) -> dict:
    """Accuracy, failures and number-check flags of one system on one set, and every
    output with whether it is right and the numbers it states that its input lacks.

    ``rows`` carry ``acceptable`` (list of right readings) for EngConf or ``gold`` for LibriTTS.
    """
    correct, failures, flags, records = 0, [], [], []
    for row, output in zip(rows, outputs):
        acceptable = row.get("acceptable") or [row["gold"]]
        ok = fold(output) in {fold(a) for a in acceptable}
        correct += ok
        if not ok:
            failures.append({"id": row["id"], "text": row["text"], "output": output, "acceptable": acceptable})
        problems = stated_numbers_not_in(row["text"], output, READER)
        if problems:
            flags.append({"id": row["id"], "text": row["text"], "output": output, "problems": problems})
        records.append({"id": row["id"], "output": output, "correct": ok, "wrong_numbers": problems})
    return {"set": name, "sentences": len(rows), "correct": correct, "accuracy": correct / max(1, len(rows)),
            "seconds": seconds, "sentences_per_second": len(rows) / seconds if seconds else None,
            "number_flags": flags, "failures": failures, "outputs": records}


def gold_false_alarms(rows: list[dict]) -> list[dict]:
    """The number check run on the sets' own acceptable readings (they state no wrong
    number, so every flag here is a false alarm of the checker)."""
    alarms = []
    for row in rows:
        for reading in row.get("acceptable") or [row["gold"]]:
            problems = stated_numbers_not_in(row["text"], reading, READER)
            if problems:
                alarms.append({"id": row["id"], "text": row["text"], "reading": reading, "problems": problems})
    return alarms


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=str(DEFAULT_DATA), help="folder with LibriTTS.json and EngConf.txt")
    parser.add_argument("--sample", type=int, default=DEFAULT_SAMPLE, help="LibriTTS sentences (<= 0: all)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed of the LibriTTS sample")
    parser.add_argument("--sets", default="libritts,engconf", help="comma-separated: libritts, engconf")
    parser.add_argument("--constraints", default="default",
                        help="comma-separated tnfst constraints; 'default' = the defaults, 'none' = no constraint")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--batch", type=int, default=64, help="sentences per normalize_batch call")
    parser.add_argument("--acronyms", choices=("spell", "keep"), default="spell",
                        help="tnfst's output style for tokens read as their letters (NeMo's sets keep them)")
    parser.add_argument("--nemo-python", help="a Python with nemo_text_processing installed (optional)")
    parser.add_argument("--nemo-cache", default=str(Path.home() / "nemo-cache"), help="NeMo's grammar cache dir")
    parser.add_argument("--no-tnfst", action="store_true", help="only NeMo (with --nemo-python)")
    parser.add_argument("--json", help="write the full report (failures, flags) here")
    parser.add_argument("--show", type=int, default=10, help="failures to print per set and system")
    args = parser.parse_args(argv)

    data = Path(args.data)
    sets: dict[str, list[dict]] = {}
    for name in args.sets.split(","):
        if name == "libritts":
            sets[name] = load_libritts(data / "LibriTTS.json", args.sample, args.seed)
        elif name == "engconf":
            sets[name] = load_engconf(data / "EngConf.txt")
        else:
            parser.error(f"unknown set {name!r}")

    constraints = None if args.constraints == "default" else [] if args.constraints == "none" else [
        c for c in args.constraints.split(",") if c]
    readers = []
    with tempfile.TemporaryDirectory() as tmp:
        if not args.no_tnfst:
            readers.append(TnfstReader(constraints, args.threads, args.batch, args.acronyms))
        if args.nemo_python:
            readers.append(NemoReader(args.nemo_python, args.nemo_cache, Path(tmp)))
        report = {"config": {"data": str(data), "sample": args.sample, "seed": args.seed,
                             "constraints": args.constraints, "threads": args.threads, "acronyms": args.acronyms,
                             "commit": _commit()},
                  "systems": {}, "gold_false_alarms": {}}
        for name, rows in sets.items():
            report["gold_false_alarms"][name] = gold_false_alarms(rows)
        for reader in readers:
            report["systems"][reader.name] = {"load_s": reader.load_s, "sets": {}}
            for name, rows in sets.items():
                started = time.perf_counter()
                outputs = reader.read([r["text"] for r in rows])
                seconds = time.perf_counter() - started
                report["systems"][reader.name]["sets"][name] = score_set(name, rows, outputs, seconds)
            if isinstance(reader, NemoReader):
                reader.close()

    print(f"commit {report['config']['commit']}, constraints {args.constraints}, acronyms {args.acronyms}, "
          f"LibriTTS sample {args.sample} (seed {args.seed})")
    print("| system | set | sentences | correct | accuracy | number flags | seconds |")
    print("|---|---|---|---|---|---|---|")
    for system, result in report["systems"].items():
        for name, s in result["sets"].items():
            print(f"| {system} | {name} | {s['sentences']} | {s['correct']} | {s['accuracy']:.3f} | "
                  f"{len(s['number_flags'])} | {s['seconds']:.1f} |")
    for name, alarms in report["gold_false_alarms"].items():
        print(f"number check on {name}'s own gold readings: {len(alarms)} false alarms")
    for system, result in report["systems"].items():
        for name, s in result["sets"].items():
            if s["number_flags"]:
                print(f"\n{system} / {name}: outputs stating a number not in the input ({len(s['number_flags'])})")
                for flag in s["number_flags"][:args.show]:
                    print(f"  {flag['text']!r}\n    -> {flag['output']!r}  {flag['problems']}")
            print(f"\n{system} / {name}: first {min(args.show, len(s['failures']))} of {len(s['failures'])} failures")
            for fail in s["failures"][:args.show]:
                print(f"  {fail['text']!r}\n    -> {fail['output']!r}\n    want {fail['acceptable'][0]!r}")
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
