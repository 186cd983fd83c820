"""The accuracy and speed benchmarks run end to end on a tiny gold file we write."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tnfst.data import TokenRecord, write_google_tsv

ROOT = Path(__file__).resolve().parents[1]

GOLD = [
    [TokenRecord("PLAIN", "It", "<self>"), TokenRecord("PLAIN", "weighs", "<self>"),
     TokenRecord("MEASURE", "6kg", "six kilograms"), TokenRecord("PUNCT", ".", "sil")],
    [TokenRecord("PLAIN", "He", "<self>"), TokenRecord("PLAIN", "paid", "<self>"),
     TokenRecord("MONEY", "$5", "five dollars"), TokenRecord("PLAIN", "in", "<self>"),
     TokenRecord("DATE", "2012", "twenty twelve"), TokenRecord("PUNCT", ".", "sil")],
]


def test_official_tables_on_a_tiny_gold_file(tmp_path: Path):
    gold = tmp_path / "gold.tsv"
    write_google_tsv(GOLD, gold)
    out = tmp_path / "tables"
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "official_tables.py"), "--gold", str(gold), "--out", str(out),
         "--configs", "none,measure_money_fst,measure_money_fst+zero_reads"],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    tables = (out / "tables.md").read_text(encoding="utf-8")
    assert "| MEASURE | 1 |" in tables and "reads zeroed" in tables and "unrecoverable" in tables
    report = json.loads((out / "measure_money_fst.json").read_text(encoding="utf-8"))
    assert report["classes"]["MEASURE"]["correct"] == 1 and report["tokens"] == 10


def test_speed_benchmark_runs_without_nemo(tmp_path: Path):
    gold = tmp_path / "gold.tsv"
    write_google_tsv(GOLD, gold)
    out = tmp_path / "speed.json"
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "speed.py"), "--gold", str(gold), "--latency-sample", "2",
         "--json", str(out)],
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["tnfst"]["sentences"] == 2 and report["tnfst"]["tokens_per_second"] > 0
    assert report["tnfst"]["cold_start"]["output"].startswith("He weighs one hundred fifty pounds")
