"""`tnfst.distributed` and `tnfst normalize --engine ray` on a local Ray cluster of 2 CPUs:
the same output as the serial path and in order, a failing batch names its rows, text /
JSON lines / Parquet in and out. Skipped only where Ray is not installed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ray = pytest.importorskip("ray")
pytest.importorskip("ray.data")
pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

from click.testing import CliRunner  # noqa: E402

from tnfst import distributed  # noqa: E402
from tnfst.api import Normalizer  # noqa: E402
from tnfst.cli import cli  # noqa: E402

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
    return lines  # the same lines as tests/test_parallel.py (they share the serial output)


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


@pytest.fixture(scope="module")
def local_ray(serial_output):
    """A local Ray cluster of 2 CPUs, offline (no dashboard, no usage statistics)."""
    started = distributed.init(num_cpus=2, object_store_memory=200 * 1024 * 1024)
    ray.data.DataContext.get_current().enable_progress_bars = False
    yield
    if started:
        ray.shutdown()


def test_ray_cli_5000_lines_match_serial(local_ray, corpus_file, serial_output, tmp_path):
    out = tmp_path / "out.txt"
    result = CliRunner().invoke(cli, ["normalize", "--engine", "ray", "--workers", "2", "-i", str(corpus_file),
                                      "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert text == serial_output
    lines = text.splitlines()
    assert len(lines) == 5000 and lines[7] == ""
    assert lines[1].startswith("Quick brown") and lines[1].endswith("at two thirty p m")
    assert ray.is_initialized()  # the command leaves a cluster it did not start alone


def test_normalize_dataset_keeps_rows_columns_and_order(local_ray):
    lines = corpus(300)
    rows = [{"id": i, "text": None if i == 5 else line, "lang": "en"} for i, line in enumerate(lines)]
    ds = ray.data.from_items(rows)
    out = distributed.normalize_dataset(ds, constraints=[], batch_size=64, concurrency=1,
                                        normalizer_options={"precision": "fp32"}).take_all()
    expected = Normalizer(constraints=[], precision="fp32", threads=1).normalize_batch(
        [line for i, line in enumerate(lines) if i != 5])
    expected.insert(5, None)
    assert [r["id"] for r in out] == list(range(300))
    assert [r["spoken"] for r in out] == expected
    assert all(r["lang"] == "en" for r in out) and out[5]["text"] is None


def test_ray_cli_jsonl_adds_the_spoken_column(local_ray, tmp_path):
    records = [{"id": f"utt{i}", "sentence": line, "speaker": i % 3} for i, line in enumerate(corpus(20))]
    records[4]["sentence"] = None
    src, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    src.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "--engine", "ray", "--workers", "1", "--constraints", "none",
                                      "--column", "sentence", "-i", str(src), "-o", str(out)])
    assert result.exit_code == 0, result.output
    got = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [{k: v for k, v in g.items() if k != "spoken"} for g in got] == records
    assert got[4]["spoken"] is None
    assert got[2]["spoken"].endswith("for three dollars.")


def test_ray_cli_parquet_round_trip(local_ray, tmp_path):
    lines = corpus(30)
    src, out = tmp_path / "in.parquet", tmp_path / "out.parquet"
    pq.write_table(pa.table({"text": lines, "n": list(range(30))}), src, row_group_size=7)
    result = CliRunner().invoke(cli, ["normalize", "--engine", "ray", "--workers", "1", "--constraints", "none",
                                      "-i", str(src), "-o", str(out)])
    assert result.exit_code == 0, result.output
    table = pq.read_table(out)
    assert table.column_names == ["text", "n", "spoken"]
    assert table.column("n").to_pylist() == list(range(30))
    assert table.column("text").to_pylist() == lines
    assert table.column("spoken").to_pylist()[2] == lines[2].replace("$3.", "three dollars.")


def test_ray_cli_bad_input_names_the_line(local_ray, tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text('{"text": "fine"}\n{"text": 5}\n', encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "--engine", "ray", "-i", str(src), "-o", str(tmp_path / "o.jsonl")])
    assert result.exit_code == 1
    assert "in.jsonl:2" in result.output and "not a string" in result.output


def test_formats():
    assert distributed.detect_format("a/b.JSONL") == "jsonl"
    assert distributed.detect_format("x.parquet") == "parquet"
    assert distributed.detect_format("x.txt") == "text"
    assert distributed.detect_format("x.txt", "jsonl") == "jsonl"
    with pytest.raises(ValueError):
        distributed.detect_format("x", "csv")


# Last in this module: the actors of a failed Ray Data run may keep their CPUs until the cluster
# shuts down (seen on a fresh machine: more than 120 s, and a later run asking for a whole CPU
# waited forever), so no test that needs the cluster's CPUs comes after this one.
def test_failing_batch_names_its_rows(local_ray):
    class Failing:  # local: Ray pickles it by value into the actors
        def normalize_batch(self, lines, google=False):
            if "BOOM" in lines:
                raise ValueError("the reader broke")
            return [line.upper() for line in lines]

    rows = [{"id": i, "text": "BOOM" if i == 1500 else f"line {i}"} for i in range(2000)]
    ds = ray.data.from_items(rows)
    # A quarter CPU per actor: the actors of a failed run may still hold their CPUs while the next
    # run asks for its own (with whole CPUs on this 2-CPU cluster, the second run could wait forever).
    with pytest.raises(Exception) as info:
        distributed.normalize_dataset(ds, batch_size=512, concurrency=2, num_cpus=0.25, id_column="id",
                                      make_normalizer=Failing).take_all()
    found = distributed.find_batch_error(info.value)
    assert found is not None, str(info.value)
    assert found.first <= 1500 <= found.last and found.last - found.first < 512
    assert "ValueError: the reader broke" in found.reason
    assert f"rows with id {found.first} to {found.last}" in str(info.value)

    with pytest.raises(Exception) as info:  # no id column: the error quotes the batch's texts
        distributed.normalize_dataset(ray.data.from_items([{"text": "BOOM"}]), concurrency=1, num_cpus=0.25,
                                      make_normalizer=Failing).take_all()
    assert "rows from 'BOOM' to 'BOOM'" in str(info.value)
