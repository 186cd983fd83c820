"""The lambda sweep and the overhead benchmark run end to end on tiny models."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from tnfst.dual_encoder import DualEncoder, DualEncoderConfig, save_dual_encoder  # noqa: E402

# Written for these tests (not from the Google data).
TSV = """\
PLAIN\tIt\t<self>
PLAIN\tweighs\t<self>
MEASURE\t3kg\tthree kilograms
PUNCT\t.\tsil
<eos>\t<eos>
PLAIN\tPay\t<self>
MONEY\t$5\tfive dollars
MEASURE\t2 m\ttwo meters
<eos>\t<eos>
"""

SMALL = dict(buckets=256, embed_dim=8, hidden_dim=16, out_dim=8)


@pytest.fixture()
def files(tmp_path):
    from tnfst.model.charset import Charset
    from tnfst.model.checkpoint import save_checkpoint
    from tnfst.model.config import TINY
    from tnfst.model.seq2seq import Seq2SeqDNC
    from tnfst.vocab import Vocabulary

    torch.manual_seed(0)
    valid = tmp_path / "valid.txt"
    valid.write_text(TSV, encoding="utf-8")
    vocab = Vocabulary("three kilograms five dollars two meters".split())
    dnc = save_checkpoint(tmp_path / "dnc.pt", Seq2SeqDNC(TINY, Charset(sorted(set(TSV) - {"\t", "\n"})), vocab))
    voc = save_dual_encoder(tmp_path / "voc.pt", DualEncoder(DualEncoderConfig(kind="vocab", **SMALL)))
    seq = save_dual_encoder(tmp_path / "seq.pt", DualEncoder(DualEncoderConfig(kind="sequence", **SMALL)))
    return valid, dnc, voc, seq


def test_lambda_sweep_writes_table_and_plot(tmp_path, files):
    import de_lambda_sweep

    valid, dnc, voc, seq = files
    out = tmp_path / "sweep"
    code = de_lambda_sweep.main(["--valid", str(valid), "--dnc", str(dnc), "--voc-de", str(voc), "--seq-de", str(seq),
                                 "--lambdas", "0,5", "--max-len", "3", "--out", str(out)])
    assert code == 0
    report = json.loads((out / "sweep.json").read_text())
    assert set(report["results"]) == {"voc_de", "seq_de"}
    row = report["results"]["voc_de"]["5.0"]
    assert row["MEASURE"]["tokens"] == 2 and row["MONEY"]["tokens"] == 1
    assert (out / "sweep.png").stat().st_size > 1000


def test_lambda_sweep_refuses_the_test_set(tmp_path, files):
    import de_lambda_sweep

    with pytest.raises(SystemExit, match="never on the official test set"):
        de_lambda_sweep.main(["--valid", "/x/official_test.tsv", "--out", str(tmp_path)])


def test_overhead_benchmark_runs(tmp_path, files, capsys):
    import de_overhead

    valid, dnc, voc, seq = files
    out = tmp_path / "overhead.json"
    assert de_overhead.main(["--valid", str(valid), "--dnc", str(dnc), "--voc-de", str(voc), "--seq-de", str(seq),
                             "--repeats", "1", "--max-len", "3", "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert set(report["seconds"]) == {"none", "voc_de", "seq_de"}
    assert "| voc_de |" in capsys.readouterr().out
