"""`tnfst normalize --workers N` and its pool (`tnfst.parallel.OrderedPool`): output identical
to the serial path and in input order, a worker that dies is reported with its lines, Ctrl-C
exits with 130 and no traceback."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tnfst.cli import cli
from tnfst.parallel import OrderedPool, WorkerDied, WorkerError, WorkerLoadError, default_workers

WORDS = "the quick brown fox jumps over a lazy dog while seven birds sing in tall green trees".split()


def corpus(n: int) -> list[str]:
    """``n`` cheap lines: words, and every other line a time, an amount or a count (few distinct)."""
    lines = []
    for i in range(n):
        words = WORDS[i % len(WORDS):] + WORDS[:i % len(WORDS)]
        line = " ".join(words[:6 + i % 5]).capitalize()
        line += ["", f" at {1 + i % 12}:30 pm", f" for ${1 + i % 20}.", f" and {i % 50} cats.", ""][i % 5]
        lines.append(line)
    lines[7] = ""  # empty lines come back empty
    lines[11] = "  two  spaces\tand a tab "
    return lines  # the same lines as tests/test_distributed.py (they share the serial output)


# -- fake renderers: picklable, no models (they run in spawned workers) ---------------------------


class Upper:
    """``make_render`` whose render upper-cases lines; ``die_on`` kills its own worker (SIGKILL)
    on a chunk holding that line, only the first time when ``once`` names a marker file;
    ``fail_on`` raises; ``fail_load`` raises while loading."""

    def __init__(self, die_on: str | None = None, once: str | None = None, fail_on: str | None = None,
                 fail_load: bool = False, delay: float = 0.0):
        self.die_on, self.once, self.fail_on, self.fail_load, self.delay = die_on, once, fail_on, fail_load, delay

    def __call__(self):
        if self.fail_load:
            raise ValueError("unknown constraint 'nope'")

        def render(lines: list[str]) -> list[str]:
            if self.delay:
                time.sleep(self.delay * (hash(lines[0]) % 3))
            if self.die_on is not None and self.die_on in lines:
                if self.once is None or not os.path.exists(self.once):
                    if self.once is not None:
                        Path(self.once).touch()
                    os.kill(os.getpid(), signal.SIGKILL)
            if self.fail_on is not None and self.fail_on in lines:
                raise RuntimeError("cannot read this")
            return [f"<{line.upper()}>" for line in lines]

        return render


class DyingRender(Upper):
    """Stands in for the command's WorkerRender: takes its arguments, dies on 'line 600'."""

    def __init__(self, options, render):
        super().__init__(die_on="line 600")


def _run(pool: OrderedPool, lines: list[str]) -> tuple[list[str], list[tuple[int, int]]]:
    outputs, spans = [], []
    for chunk in pool.map(lines):
        assert chunk.first == len(outputs) + 1  # in order, nothing skipped or repeated
        outputs.extend(chunk.outputs)
        spans.append((chunk.first, chunk.last))
    return outputs, spans


def test_pool_keeps_order_under_uneven_chunk_times():
    lines = [f"line {i}" for i in range(1000)]
    with OrderedPool(Upper(delay=0.01), 3, chunk_lines=37) as pool:
        outputs, spans = _run(pool, lines)
    assert outputs == [f"<{line.upper()}>" for line in lines]
    assert spans[0] == (1, 37) and spans[-1][1] == 1000


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(0, 300), chunk=st.integers(1, 64), workers=st.integers(1, 3))
def test_pool_every_line_once_in_order(n, chunk, workers):
    lines = [f"{i}" for i in range(n)]
    with OrderedPool(Upper(), workers, chunk_lines=chunk, chunks_per_worker=1, read_ahead=2) as pool:
        outputs, _ = _run(pool, lines)
        started = pool._slots
    assert outputs == [f"<{i}>" for i in range(n)]
    assert started <= max(1, -(-n // chunk))  # no more workers than chunks


def test_killed_worker_is_retried_and_reported(tmp_path, caplog):
    lines = [f"line {i}" for i in range(600)]
    with caplog.at_level(logging.WARNING, logger="tnfst.parallel"):
        with OrderedPool(Upper(die_on="line 250", once=str(tmp_path / "died")), 2, chunk_lines=100) as pool:
            outputs, _ = _run(pool, lines)
    assert outputs == [f"<{line.upper()}>" for line in lines]  # no line lost or duplicated
    assert "SIGKILL while normalizing lines 201-300" in caplog.text


def test_worker_that_keeps_dying_stops_with_its_lines():
    lines = [f"line {i}" for i in range(600)]
    got = []
    with pytest.raises(WorkerDied) as info:
        with OrderedPool(Upper(die_on="line 250"), 2, chunk_lines=100) as pool:
            for chunk in pool.map(lines):
                got.extend(chunk.outputs)
    assert (info.value.first, info.value.last) == (201, 300)
    assert "lines 201-300" in str(info.value) and "SIGKILL" in str(info.value)
    assert got == [f"<{line.upper()}>" for line in lines[:200]]  # everything before it, in order


def test_render_error_names_lines():
    with pytest.raises(WorkerError, match=r"lines 101-150:(.|\n)*cannot read this") as info:
        with OrderedPool(Upper(fail_on="line 120"), 2, chunk_lines=50) as pool:
            _run(pool, [f"line {i}" for i in range(300)])
    assert (info.value.first, info.value.last) == (101, 150)


def test_load_error_carries_the_cause():
    with pytest.raises(WorkerLoadError) as info:
        with OrderedPool(Upper(fail_load=True), 2) as pool:
            _run(pool, ["a", "b"])
    assert isinstance(info.value.cause, ValueError)


def test_default_workers():
    assert default_workers(3) == 3
    assert default_workers(0) >= 1
    with pytest.raises(ValueError):
        default_workers(-1)


# -- the command ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("corpus") / "in.txt"
    path.write_text("\n".join(corpus(5000)) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def serial_output(corpus_file, tmp_path_factory) -> str:
    """What `tnfst normalize -i FILE` writes in one process (the default constraints); kept
    in the session's temporary folder, where the other corpus-scale test module finds it."""
    cached = tmp_path_factory.getbasetemp() / "corpus-scale-serial-5000.txt"
    if cached.exists():
        return cached.read_text(encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "-i", str(corpus_file)])
    assert result.exit_code == 0, result.output
    cached.write_text(result.output, encoding="utf-8")
    return result.output


def test_workers_2_match_serial_on_5000_lines(corpus_file, serial_output, tmp_path):
    out = tmp_path / "out.txt"
    result = CliRunner().invoke(cli, ["normalize", "--workers", "2", "-i", str(corpus_file), "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert text == serial_output
    lines = text.splitlines()
    assert len(lines) == 5000 and lines[7] == ""
    assert lines[1].startswith("Quick brown") and lines[1].endswith("at two thirty p m")  # line 2 is still line 2


def test_workers_jsonl_matches_serial(tmp_path):
    src = tmp_path / "in.txt"
    src.write_text("\n".join(corpus(40)) + "\n", encoding="utf-8")
    args = ["normalize", "-i", str(src), "--jsonl", "--constraints", "none"]
    serial = CliRunner().invoke(cli, args)
    parallel = CliRunner().invoke(cli, [*args, "--workers", "2"])
    assert serial.exit_code == parallel.exit_code == 0, parallel.output
    assert parallel.output == serial.output


def test_workers_unknown_constraint_is_a_usage_error(tmp_path):
    src = tmp_path / "in.txt"
    src.write_text("a\nb\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "-i", str(src), "--workers", "2", "--constraints", "nope"])
    assert result.exit_code == 2
    assert "nope" in result.output


def test_command_reports_a_dead_worker_with_its_lines(tmp_path, monkeypatch):
    import tnfst.commands.normalize as command

    monkeypatch.setattr(command, "WorkerRender", DyingRender)
    src, out = tmp_path / "in.txt", tmp_path / "out.txt"
    src.write_text("".join(f"line {i}\n" for i in range(1, 1501)), encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "--workers", "2", "-i", str(src), "-o", str(out)])
    assert result.exit_code == 1
    assert "SIGKILL while normalizing lines 513-1024" in result.output
    assert "Traceback" not in result.output
    assert out.read_text(encoding="utf-8") == "".join(f"<LINE {i}>\n" for i in range(1, 513))


def test_ctrl_c_exits_130_without_traceback(tmp_path):
    # a long file (the run is stopped after its first chunk), so that on a loaded machine the
    # run is surely still busy when Ctrl-C comes
    src, out = tmp_path / "in.txt", tmp_path / "out.txt"
    src.write_text("\n".join(corpus(5000) * 10) + "\n", encoding="utf-8")
    # Ctrl-C as in a terminal: a run started in the background of a script inherits SIGINT
    # ignored (POSIX), and Python then keeps it ignored; the CLI is tested as a terminal runs it
    command = [sys.executable, "-c", "import signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
               "from tnfst.cli import main; main()", "normalize", "--workers", "2", "-i", str(src), "-o", str(out)]
    proc = subprocess.Popen(command, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 300  # a loaded CI machine starts workers slowly
        while time.monotonic() < deadline and proc.poll() is None and not (out.exists() and out.stat().st_size):
            time.sleep(0.1)  # until the first chunk is written: workers loaded and busy
        assert proc.poll() is None, proc.stderr.read().decode()
        os.killpg(proc.pid, signal.SIGINT)  # what a terminal sends: the whole process group
        _, err = proc.communicate(timeout=120)
    finally:  # never leave the run behind (it would take the machine's cores)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130, err.decode()
    assert "Traceback" not in err.decode()
    assert "Interrupted" in err.decode()
    assert out.read_text(encoding="utf-8").count("\n") % 512 == 0  # whole chunks only


def test_corpus_scale_benchmark_builds_its_file_and_table(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    try:
        import corpus_scale
    finally:
        sys.path.pop(0)
    shared = tmp_path / "shared"
    (shared / "proteno-en").mkdir(parents=True)
    rows = ["sentence_idx\ttoken_idx\tbefore\tafter", "0\t0\tIt\tIt", "0\t1\tis\tis", "0\t2\t6ft\tsix feet",
            "1\t0\tHi\tHi", "2\t0\tBye\tBye", "2\t1\t.\t."]
    (shared / "proteno-en" / "proteno_en_tokens.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = tmp_path / "corpus.txt"
    assert corpus_scale.build_corpus(shared, 2, out) == 2
    assert out.read_text(encoding="utf-8") == "It is 6ft\nHi\n"
    assert corpus_scale.build_corpus(shared, 10, out) == 3
    report = {"lines": 3, "workers": 2, "cores": 2, "identical_to_serial": {"serial": True, "workers": True},
              "engines": {"serial": {"wall_s": 10.0, "lines_per_s": 0.3, "speedup": 1.0, "startup_s": 4.0,
                                     "first_output_s": 5.0, "steady_lines_per_s": 0.5, "cpu_s": 9, "load_before": 0.1},
                          "workers": {"wall_s": 6.0, "lines_per_s": 0.5, "speedup": 1.67, "startup_s": 5.0,
                                      "first_output_s": 5.5, "steady_lines_per_s": None, "cpu_s": 11,
                                      "load_before": 0.2}}}
    table = corpus_scale.markdown(report)
    assert "| workers | 6.0 | 0 | 1.67 | 5.0 | 5.5 | - |" in table
