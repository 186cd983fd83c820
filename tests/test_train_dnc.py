"""training/train_dnc.py end to end on the hand-written fixture corpus."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest
import torch

from tnfst.model import load_checkpoint

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "dnc_corpus"


def load_trainer_module():
    spec = importlib.util.spec_from_file_location("train_dnc", ROOT / "training" / "train_dnc.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("train_dnc", module)
    spec.loader.exec_module(module)
    return module


train_dnc = load_trainer_module()


@pytest.fixture(autouse=True)
def restore_threads():
    """The quick runs set torch to one thread (tiny tensors); give the rest of the session its setting back."""
    threads = torch.get_num_threads()
    yield
    torch.set_num_threads(threads)


def test_quick_run_writes_model_and_logs(tmp_path):
    out = tmp_path / "run"
    assert train_dnc.main(["--corpus", str(FIXTURE), "--out", str(out), "--quick", "--max-steps", "20", "--no-progress"]) == 0
    model = load_checkpoint(out / "model.pt")
    assert model.config.controller_size == 16  # the tiny preset
    log = json.loads((out / "train_log.json").read_text())
    assert log["steps"] == 20
    entry = log["history"][-1]
    assert entry["perplexity"] > 1 and 0 <= entry["token_accuracy"] <= 1 and 0 <= entry["accuracy"] <= 1
    assert set(entry["per_class"]) <= {"MEASURE", "MONEY", "CARDINAL"}
    assert "| step |" in (out / "train_log.md").read_text()
    assert len(model.greedy(["in <norm> 3 </norm> cases"])) == 1


def test_resume_after_interruption_continues_the_same_run(tmp_path):
    """A run cut at step 6 and resumed ends where an uninterrupted run ends."""
    straight, cut = tmp_path / "straight", tmp_path / "cut"
    config = train_dnc.quick_config(str(FIXTURE), str(straight), max_steps=12, valid_every=1000, checkpoint_every=6)
    train_dnc.Trainer(config).run()
    interrupted = train_dnc.Trainer(train_dnc.quick_config(str(FIXTURE), str(cut), max_steps=12, valid_every=1000, checkpoint_every=6))
    interrupted.run(stop_after_steps=6)  # as if killed right after the step-6 checkpoint
    resumed = train_dnc.Trainer(train_dnc.quick_config(str(FIXTURE), str(cut), max_steps=12, valid_every=1000, checkpoint_every=6))
    assert resumed.step == 6
    resumed.run()
    assert resumed.step == 12
    a = torch.load(straight / "last.pt", weights_only=True)["model"]["state_dict"]
    b = torch.load(cut / "last.pt", weights_only=True)["model"]["state_dict"]
    for key in a:
        assert torch.allclose(a[key], b[key], atol=1e-5), key


def test_resume_refuses_another_model_size(tmp_path):
    out = tmp_path / "run"
    train_dnc.Trainer(train_dnc.quick_config(str(FIXTURE), str(out), max_steps=2)).run()
    with pytest.raises(ValueError, match="another size"):
        train_dnc.Trainer(train_dnc.TrainConfig(corpus=str(FIXTURE), out=str(out), model="cpu"))


def test_bad_corpus_line_names_file_and_line(tmp_path):
    corpus = tmp_path / "corpus"
    shutil.copytree(FIXTURE, corpus)
    with (corpus / "train.jsonl").open("a") as f:
        f.write('{"window": "x", "reading": 3}\n')
    with pytest.raises(ValueError, match=r"train.jsonl:41"):
        train_dnc.Trainer(train_dnc.quick_config(str(corpus), str(tmp_path / "out")))
    assert train_dnc.main(["--corpus", str(tmp_path / "nowhere"), "--out", str(tmp_path / "o"), "--quick"]) == 1


def test_evaluate_with_and_without_reads(tmp_path, capsys):
    out = tmp_path / "run"
    train_dnc.Trainer(train_dnc.quick_config(str(FIXTURE), str(out), max_steps=4)).run()
    capsys.readouterr()
    for flags in ([], ["--zero-reads"]):
        assert train_dnc.main(["--corpus", str(FIXTURE), "--evaluate", str(out / "model.pt"), "--threads", "1", *flags]) == 0
        result = json.loads(capsys.readouterr().out)
        assert 0 <= result["accuracy"] <= 1 and "per_class" in result
    assert train_dnc.main(["--corpus", str(FIXTURE), "--evaluate", str(tmp_path / "none.pt")]) == 1


def test_resume_on_a_changed_corpus_goes_on(tmp_path):
    corpus, out = tmp_path / "corpus", tmp_path / "run"
    shutil.copytree(FIXTURE, corpus)
    train_dnc.Trainer(train_dnc.quick_config(str(corpus), str(out), max_steps=3)).run()
    lines = (corpus / "train.jsonl").read_text().splitlines()
    (corpus / "train.jsonl").write_text("\n".join(lines[:10]) + "\n")
    resumed = train_dnc.Trainer(train_dnc.quick_config(str(corpus), str(out), max_steps=6))
    assert resumed.step == 3
    resumed.run()
    assert resumed.step == 6


@pytest.mark.slow
def test_sigterm_stops_cleanly_with_a_checkpoint(tmp_path):
    import subprocess
    import time

    out = tmp_path / "run"
    cmd = [sys.executable, str(ROOT / "training" / "train_dnc.py"), "--corpus", str(FIXTURE), "--out", str(out), "--quick",
           "--max-steps", "100000", "--valid-every", "100000", "--checkpoint-every", "5", "--no-progress"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (out / "last.pt").is_file() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)  # the first checkpoint: training is under way
        proc.terminate()
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert torch.load(out / "last.pt", weights_only=True)["step"] >= 5
    assert "resumes it" in err


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the error when no GPU is present")
def test_missing_gpu_and_unknown_preset_are_clear_errors(tmp_path, caplog):
    assert train_dnc.main(["--corpus", str(FIXTURE), "--out", str(tmp_path / "a"), "--quick", "--device", "cuda"]) == 1
    assert "no CUDA GPU" in caplog.text
    assert train_dnc.main(["--corpus", str(FIXTURE), "--out", str(tmp_path / "b"), "--model", "huge"]) == 1
    assert "unknown model preset" in caplog.text
