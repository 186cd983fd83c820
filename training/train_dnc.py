"""Train the sequence-to-sequence DNC on a corpus built by `training/build_corpus.py`.

    # the shipped English model, 2 CPU cores, ~2 hours (run it again to go on after a cut):
    python training/train_dnc.py --corpus build/corpus --out build/dnc --max-minutes 120 --threads 2
    cp build/dnc/model.pt tnfst/resources/en/dnc.pt
    # the paper's size on a GPU (200k steps of 16):
    python training/train_dnc.py --corpus build/corpus --out build/dnc-paper --model paper \
        --batch-size 16 --max-steps 200000 --valid-every 5000 --checkpoint-every 2000 --device cuda
    # the ablation: a trained model read with its read vectors zeroed, or one trained so
    python training/train_dnc.py --corpus build/corpus --evaluate build/dnc/model.pt --zero-reads
    python training/train_dnc.py --corpus build/corpus --out build/dnc-noreads --zero-reads --max-minutes 120

A SIGTERM / Ctrl-C ends the current step, writes the checkpoint and exits 0.

Corpus directory: `train.jsonl`, `valid.jsonl` (one example a line:
`{"window", "token", "reading", "cls", "weight"}`) and optionally `vocab.json`
(a `tnfst.vocab.Vocabulary` file; built from the training readings when absent).

Examples are drawn with probability proportional to their `weight` (the
corpus's up-sampling), in length buckets to save padding. Every
`checkpoint_every` steps (and at the end) the full training state goes to
`OUT/last.pt`; a new run with the same `--out` resumes from it, so a run cut off
at any point goes on from its last checkpoint. Every `valid_every` steps the
validation perplexity, token accuracy (teacher forced) and reading accuracy
(greedy, whole reading right, also per class) are logged to `OUT/train_log.json`
and `OUT/train_log.md`; the best model by reading accuracy is written with
float16 weights to `OUT/model.pt`, the file to ship.

Model size for CPU (the `cpu` preset). Measured time of one training step
(forward, backward, Adam) at batch 32 on windows of 43 symbols and readings of 6
words, torch 2.13 CPU, on the project's 2-core machine:

| candidate (controller, N x W, R)  | params (a) | 2 threads, idle | 1 thread, loaded (b) |
|-----------------------------------|--------:|----------------:|-------------------:|
| 128, 32 x 32, 2                   | 0.64M   | 72 ms (13.9/s)  | 208 ms (4.8/s)     |
| 256, 64 x 32, 4  <- `cpu`         | 1.94M   | 114 ms (8.8/s)  | 406 ms (2.5/s)     |
| 384, 64 x 32, 4                   | 3.58M   | 172 ms (5.8/s)  | 429 ms (2.3/s)     |
| 256, 128 x 32, 4                  | 1.94M   | 192 ms (5.2/s)  | 558 ms (1.8/s)     |
| 1024, 256 x 64, 5 (`paper`), B=16 | 21.5M   | -               | 1127 ms (0.9/s)    |

(a) with the corpus's 779-word output vocabulary (the idle column was timed
with a 2,000-word one: 2.60M parameters for `cpu`). (b) four other training
jobs running (load average 4-8). At batch 16 the `cpu` size takes 88 ms, at
batch 64 176 ms (2 threads, idle). The `cpu` size does 30-60k steps of 32 (1-2M
examples, the paper's 200k x 16 = 3.2M order of magnitude) in two hours; memory
256 rows would double the step for the link matrix, and a wider controller buys
less than more steps. The paper's size would need ~60 hours for 200k steps here.

Known limitations: one process, one device; the time budget (`--max-minutes`)
is checked between steps, so a run ends at most one step + one validation late.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import math
import random
import signal
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch
from torch.nn import functional as F
from tqdm import tqdm

from tnfst import special
from tnfst.model.charset import Charset
from tnfst.model.checkpoint import model_from_dict, model_to_dict, read_checkpoint_file, save_checkpoint
from tnfst.model.config import PRESETS, ModelConfig
from tnfst.model.seq2seq import Seq2SeqDNC
from tnfst.vocab import Vocabulary

log = logging.getLogger("tnfst.train_dnc")

REQUIRED_FIELDS = ("window", "reading")


@dataclass(frozen=True)
class TrainConfig:
    """How to train; every field has a command-line option of the same name."""

    corpus: str  # directory with train.jsonl, valid.jsonl, optional vocab.json
    out: str  # output directory: last.pt (resume), model.pt (ship), train_log.{json,md}
    model: str = "cpu"  # a preset of tnfst.model.config.PRESETS
    batch_size: int = 32  # examples per step (the paper: 16)
    lr: float = 1e-3  # Adam learning rate, halved when validation loss stops improving
    warmup_steps: int = 500  # linear learning-rate warmup
    max_steps: int = 100_000  # stop after this many steps in all (resumed runs included)
    max_minutes: float | None = None  # stop this invocation after this wall time (checkpoint written)
    valid_every: int = 2000  # steps between validations
    valid_size: int = 2000  # validation examples used (the first ones of valid.jsonl)
    checkpoint_every: int = 500  # steps between checkpoints of the training state
    grad_clip: float = 5.0  # max global gradient norm
    max_reading_words: int = 60  # training examples with longer readings are left out
    char_min_count: int = 2  # input characters seen fewer times map to UNK
    bucket_batches: int = 50  # batches drawn together and sorted by length (less padding)
    seed: int = 0
    device: str = "cpu"
    threads: int | None = None  # torch CPU threads (default: torch's choice)
    progress: bool = True  # tqdm progress bar
    log_every: int = 200  # steps between log lines of training loss and speed
    zero_reads: bool = False  # train the ablation: read vectors zeroed at every step
    init_from: str | None = None  # warm start: weights, charset and vocabulary of this checkpoint (new optimizer)


@dataclass(frozen=True)
class Example:
    window: str
    reading: str
    cls: str
    weight: float


def quick_config(corpus: str, out: str, **overrides: Any) -> TrainConfig:
    """A seconds-long run of the tiny model, for tests and smoke checks."""
    base = dict(model="tiny", threads=1, batch_size=8, max_steps=40, valid_every=20, valid_size=64, checkpoint_every=20, warmup_steps=10, lr=3e-3, progress=False, char_min_count=1)
    base.update(overrides)
    return TrainConfig(corpus=corpus, out=out, **base)


# ----- data -----------------------------------------------------------------------------


def read_examples(path: Path) -> list[Example]:
    """Examples of a JSONL corpus file; a malformed line is an error naming file and line."""
    if not path.is_file():
        raise FileNotFoundError(f"{path}: corpus file not found")
    examples = []
    with path.open(encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                if not isinstance(row, dict) or any(not isinstance(row.get(k), str) for k in REQUIRED_FIELDS):
                    raise ValueError(f"needs string fields {REQUIRED_FIELDS}")
                weight = float(row.get("weight", 1.0))
                if not math.isfinite(weight) or weight < 0:
                    raise ValueError(f"weight {weight!r} is not a nonnegative number")
            except (ValueError, TypeError) as exc:
                raise ValueError(f"{path}:{lineno}: bad corpus line ({exc})") from exc
            examples.append(Example(row["window"], " ".join(row["reading"].split()), str(row.get("cls", "")), weight))
    if not examples:
        raise ValueError(f"{path}: no examples")
    return examples


def build_vocab(corpus: Path, train: list[Example]) -> Vocabulary:
    """vocab.json of the corpus, else the training readings' words, most frequent first."""
    path = corpus / "vocab.json"
    if path.is_file():
        return Vocabulary.load(path)
    counts = Counter(w for ex in train for w in ex.reading.split())
    return Vocabulary(sorted(counts, key=lambda w: (-counts[w], w)))


def encode_targets(vocab: Vocabulary, readings: list[str], device: str | torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """Decoder inputs (START + reading) and targets (reading + STOP), PAD-padded, [B, L]."""
    seqs = [vocab.encode(r) for r in readings]
    length = max(len(s) for s in seqs) + 1
    inputs = torch.full((len(seqs), length), special.PAD, dtype=torch.long)
    targets = torch.full((len(seqs), length), special.PAD, dtype=torch.long)
    for row, s in enumerate(seqs):
        inputs[row, : len(s) + 1] = torch.tensor([special.START, *s], dtype=torch.long)
        targets[row, : len(s) + 1] = torch.tensor([*s, special.STOP], dtype=torch.long)
    return inputs.to(device), targets.to(device)


class BucketSampler:
    """Weighted draws with replacement, grouped into batches of similar window length.

    The state is one torch.Generator (saved with checkpoints) plus the batches
    drawn but not yet used.
    """

    def __init__(self, examples: list[Example], batch_size: int, bucket_batches: int, seed: int):
        self.examples = examples
        self.batch_size = batch_size
        self.bucket_batches = bucket_batches
        weights = torch.tensor([ex.weight for ex in examples], dtype=torch.double)
        if float(weights.sum()) <= 0:
            raise ValueError("every training example has weight 0")
        self.weights = weights
        self.lengths = torch.tensor([len(ex.window) for ex in examples])
        self.generator = torch.Generator().manual_seed(seed)
        self.pending: list[list[int]] = []

    def next_batch(self) -> list[int]:
        if not self.pending:
            n = self.batch_size * self.bucket_batches
            drawn = torch.multinomial(self.weights, n, replacement=True, generator=self.generator)
            drawn = drawn[torch.argsort(self.lengths[drawn], stable=True)]
            batches = list(drawn.split(self.batch_size))
            order = torch.randperm(len(batches), generator=self.generator).tolist()
            self.pending = [batches[i].tolist() for i in order]
        return self.pending.pop()

    def state_dict(self) -> dict[str, Any]:
        return {"generator": self.generator.get_state(), "pending": self.pending, "size": len(self.examples)}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        self.generator.set_state(state["generator"])
        pending = [list(b) for b in state["pending"]]
        size = state.get("size")  # absent in checkpoints of the first version
        if size == len(self.examples) or (size is None and all(i < len(self.examples) for b in pending for i in b)):
            self.pending = pending
        else:  # the corpus changed since the checkpoint: drawn indices would point elsewhere
            log.warning("the training corpus changed since the checkpoint (%s -> %d examples); resuming on the new one", state.get("size"), len(self.examples))
            self.pending = []


# ----- validation -------------------------------------------------------------------------


def validate(model: Seq2SeqDNC, examples: list[Example], batch_size: int = 128) -> dict[str, Any]:
    """Perplexity and token accuracy (teacher forced), reading accuracy (greedy), per class."""
    was_training = model.training
    model.eval()
    nll = 0.0
    tokens = 0
    correct_tokens = 0
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    order = sorted(range(len(examples)), key=lambda i: len(examples[i].window))
    with torch.inference_mode():
        for start in range(0, len(order), batch_size):
            chunk = [examples[i] for i in order[start : start + batch_size]]
            batch = model.make_batch([ex.window for ex in chunk])
            inputs, targets = encode_targets(model.vocab, [ex.reading for ex in chunk], model.device)
            logits = model(batch, inputs)
            mask = targets != special.PAD
            nll += float(F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=special.PAD, reduction="sum"))
            tokens += int(mask.sum())
            correct_tokens += int(((logits.argmax(-1) == targets) & mask).sum())
            max_len = max(len(ex.reading.split()) for ex in chunk) + 5
            for ex, reading in zip(chunk, model.greedy([ex.window for ex in chunk], max_len=max_len)):
                total[ex.cls] += 1
                right[ex.cls] += reading == ex.reading
    model.train(was_training)
    return {
        "perplexity": math.exp(min(nll / max(tokens, 1), 50.0)),
        "loss": nll / max(tokens, 1),
        "token_accuracy": correct_tokens / max(tokens, 1),
        "accuracy": sum(right.values()) / max(sum(total.values()), 1),
        "per_class": {c: {"n": total[c], "accuracy": right[c] / total[c]} for c in sorted(total)},
    }


# ----- training ---------------------------------------------------------------------------


class Trainer:
    """Holds the model, optimizer, sampler and history of one training run."""

    def __init__(self, config: TrainConfig):
        self.config = config
        self.corpus = Path(config.corpus)
        self.out = Path(config.out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.last_path = self.out / "last.pt"
        self.model_path = self.out / "model.pt"
        if config.model not in PRESETS:
            raise ValueError(f"unknown model preset {config.model!r}; choose one of {sorted(PRESETS)}")
        self.model_config = dataclasses.replace(PRESETS[config.model], zero_reads=config.zero_reads)
        try:
            device = torch.device(config.device)
        except RuntimeError as exc:
            raise ValueError(f"bad --device {config.device!r} ({exc})") from exc
        if device.type == "cuda" and not torch.cuda.is_available():
            raise ValueError(f"--device {config.device}: no CUDA GPU is available to torch here")
        if config.threads:
            torch.set_num_threads(config.threads)
        # Peaked softmaxes and decaying link weights of the DNC reach denormal floats,
        # on which CPU arithmetic is ~100x slower; flushing them to 0 changes no result
        # above 1e-38. (A process setting: this script owns its process.)
        torch.set_flush_denormal(True)
        random.seed(config.seed)
        torch.manual_seed(config.seed)

        train = read_examples(self.corpus / "train.jsonl")
        self.valid = read_examples(self.corpus / "valid.jsonl")[: config.valid_size]
        kept = [ex for ex in train if len(ex.reading.split()) <= config.max_reading_words and ex.weight > 0]
        if len(kept) < len(train):
            log.info("left out %d training examples (weight 0 or reading over %d words)", len(train) - len(kept), config.max_reading_words)
        if not kept:
            raise ValueError(f"{self.corpus / 'train.jsonl'}: no usable training example")
        self.train = kept
        self.sampler = BucketSampler(kept, config.batch_size, config.bucket_batches, config.seed)
        self.step = 0
        self.history: list[dict[str, Any]] = []
        self.best_accuracy = -1.0
        self.lr_scale = 1.0
        self.bad_validations = 0
        self.best_loss = float("inf")
        self.train_seconds = 0.0
        self.stop_requested = False  # set by a signal handler: stop cleanly after this step

        if self.last_path.is_file():
            self._resume()
        elif config.init_from:
            state = read_checkpoint_file(config.init_from)
            self.model = model_from_dict(state["model"] if "optimizer" in state else state, source=config.init_from,
                                         device=config.device).float().train()
            vocab = build_vocab(self.corpus, kept)
            if vocab.words != self.model.vocab.words:
                raise ValueError(f"{config.init_from}: its vocabulary differs from {self.corpus}'s; build the corpus with --vocab-from")
            self.optimizer = torch.optim.Adam(self.model.parameters(), lr=config.lr)
            log.info("warm start from %s: %d parameters", config.init_from, self.model.num_parameters())
        else:
            vocab = build_vocab(self.corpus, kept)
            charset = Charset.build((ex.window for ex in kept), min_count=config.char_min_count)
            self.model = Seq2SeqDNC(self.model_config, charset, vocab).to(config.device)
            self.optimizer = torch.optim.Adam(self.model.parameters(), lr=config.lr)
            log.info("new model %s: %d parameters, %d input symbols, %d output words", config.model, self.model.num_parameters(), len(charset), len(vocab))

    def _resume(self) -> None:
        state = read_checkpoint_file(self.last_path)
        stored = ModelConfig.from_dict(state["model"]["config"])
        if stored != self.model_config:
            raise ValueError(f"{self.last_path}: holds a model of another size ({stored}); use another --out or delete it")
        self.model = model_from_dict(state["model"], source=str(self.last_path), device=self.config.device).train()
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=self.config.lr)
        self.optimizer.load_state_dict(state["optimizer"])
        self.sampler.load_state_dict(state["sampler"])
        torch.set_rng_state(state["torch_rng"])
        self.step = int(state["step"])
        self.history = list(state["history"])
        for key in ("best_accuracy", "lr_scale", "bad_validations", "best_loss", "train_seconds"):
            setattr(self, key, float(state[key]) if key != "bad_validations" else int(state[key]))
        log.info("resumed from %s at step %d", self.last_path, self.step)

    def save_state(self) -> None:
        """The full training state to last.pt (atomic)."""
        state = {
            "model": model_to_dict(self.model),
            "optimizer": self.optimizer.state_dict(),
            "sampler": self.sampler.state_dict(),
            "torch_rng": torch.get_rng_state(),
            "step": self.step,
            "history": self.history,
            "best_accuracy": self.best_accuracy,
            "lr_scale": self.lr_scale,
            "bad_validations": self.bad_validations,
            "best_loss": self.best_loss,
            "train_seconds": self.train_seconds,
            "train_config": dataclasses.asdict(self.config),
        }
        tmp = self.last_path.with_name("last.pt.tmp")
        torch.save(state, tmp)
        tmp.replace(self.last_path)

    def learning_rate(self) -> float:
        warm = min(1.0, (self.step + 1) / max(self.config.warmup_steps, 1))
        return self.config.lr * warm * self.lr_scale

    def train_step(self) -> float:
        indices = self.sampler.next_batch()
        chunk = [self.train[i] for i in indices]
        batch = self.model.make_batch([ex.window for ex in chunk])
        inputs, targets = encode_targets(self.model.vocab, [ex.reading for ex in chunk], self.config.device)
        logits = self.model(batch, inputs)
        loss = F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=special.PAD)
        for group in self.optimizer.param_groups:
            group["lr"] = self.learning_rate()
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.config.grad_clip)
        self.optimizer.step()
        self.step += 1
        return loss.detach().item()

    def run_validation(self, train_loss: float) -> dict[str, Any]:
        result = validate(self.model, self.valid)
        entry = {"step": self.step, "train_seconds": round(self.train_seconds, 1), "train_loss": train_loss, "lr": self.learning_rate(), **result}
        self.history.append(entry)
        log.info(
            "step %d: valid perplexity %.3f, token accuracy %.4f, reading accuracy %.4f",
            self.step, result["perplexity"], result["token_accuracy"], result["accuracy"],
        )
        if result["loss"] < self.best_loss - 1e-4:
            self.best_loss = result["loss"]
            self.bad_validations = 0
        else:
            self.bad_validations += 1
            if self.bad_validations >= 2:
                self.lr_scale *= 0.5
                self.bad_validations = 0
                log.info("validation loss stalled: learning rate x0.5 -> %.2e", self.learning_rate())
        if result["accuracy"] > self.best_accuracy:
            self.best_accuracy = result["accuracy"]
            self.ship()
        return entry

    def ship(self) -> None:
        meta = {
            "step": self.step,
            "valid_accuracy": self.best_accuracy,
            "train_seconds": round(self.train_seconds, 1),
            "preset": self.config.model,
            "parameters": self.model.num_parameters(),
        }
        save_checkpoint(self.model_path, self.model, half=True, meta=meta)

    def write_logs(self) -> None:
        summary = {
            "config": dataclasses.asdict(self.config),
            "model_config": self.model.config.to_dict(),
            "parameters": self.model.num_parameters(),
            "input_symbols": len(self.model.charset),
            "output_words": len(self.model.vocab),
            "train_examples": len(self.train),
            "steps": self.step,
            "train_seconds": round(self.train_seconds, 1),
            "best_valid_accuracy": self.best_accuracy,
            "model_file_bytes": self.model_path.stat().st_size if self.model_path.is_file() else None,
            "history": self.history,
        }
        (self.out / "train_log.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
        lines = [
            f"# seq2seq DNC training ({self.config.model})",
            "",
            f"- parameters: {summary['parameters']:,}; input symbols {summary['input_symbols']}; output words {summary['output_words']}",
            f"- steps: {self.step} at batch {self.config.batch_size}; training time {self.train_seconds / 60:.1f} min on {self.config.device}",
            f"- best validation reading accuracy: {self.best_accuracy:.4f}; shipped file {summary['model_file_bytes']} bytes",
            "",
            "| step | minutes | train loss | valid perplexity | token acc | reading acc |",
            "|---:|---:|---:|---:|---:|---:|",
        ]
        for h in self.history:
            lines.append(f"| {h['step']} | {h['train_seconds'] / 60:.1f} | {h['train_loss']:.4f} | {h['perplexity']:.4f} | {h['token_accuracy']:.4f} | {h['accuracy']:.4f} |")
        if self.history:
            lines += ["", "Last validation per class:", "", "| class | n | accuracy |", "|---|---:|---:|"]
            for cls, v in self.history[-1]["per_class"].items():
                lines.append(f"| {cls or '-'} | {v['n']} | {v['accuracy']:.4f} |")
        (self.out / "train_log.md").write_text("\n".join(lines) + "\n", encoding="utf-8")

    def request_stop(self, signum: int | None = None, frame: Any = None) -> None:
        """Finish the current step, then checkpoint and stop (a SIGTERM / SIGINT handler)."""
        self.stop_requested = True

    def run(self, stop_after_steps: int | None = None) -> dict[str, Any]:
        """Train until max_steps, the time budget, or `stop_after_steps` more steps (tests)."""
        config = self.config
        deadline = time.monotonic() + 60 * config.max_minutes if config.max_minutes else float("inf")
        target = config.max_steps if stop_after_steps is None else min(config.max_steps, self.step + stop_after_steps)
        self.model.train()
        bar = tqdm(total=target, initial=self.step, disable=not config.progress, unit="step", dynamic_ncols=True)
        recent: list[float] = []
        last_loss = float("nan")
        try:
            while self.step < target and time.monotonic() < deadline and not self.stop_requested:
                t0 = time.monotonic()
                loss = self.train_step()
                self.train_seconds += time.monotonic() - t0
                if not math.isfinite(loss):
                    raise FloatingPointError(f"training loss is {loss} at step {self.step}")
                recent = (recent + [loss])[-100:]
                last_loss = sum(recent) / len(recent)
                bar.update(1)
                bar.set_postfix(loss=f"{last_loss:.3f}", lr=f"{self.learning_rate():.1e}")
                if self.step % config.log_every == 0:
                    log.info("step %d: train loss %.4f, %.2f steps/s, lr %.2e", self.step, last_loss, self.step / max(self.train_seconds, 1e-9), self.learning_rate())
                if self.step % config.valid_every == 0:
                    self.run_validation(last_loss)
                if self.step % config.checkpoint_every == 0:
                    self.save_state()
                    self.write_logs()
        finally:
            bar.close()
        if self.stop_requested:
            log.info("stopped at step %d; the checkpoint %s resumes it", self.step, self.last_path)
        if not self.history or self.history[-1]["step"] != self.step:
            self.run_validation(last_loss)
        if not self.model_path.is_file():
            self.ship()
        self.save_state()
        self.write_logs()
        return {"step": self.step, "best_valid_accuracy": self.best_accuracy, "model": str(self.model_path)}


def evaluate_checkpoint(path: str | Path, corpus: str | Path, *, valid_size: int | None = None, zero_reads: bool = False, device: str = "cpu") -> dict[str, Any]:
    """Validation perplexity and accuracies of a saved model (`zero_reads`: the paper's ablation,
    the trained model run with its read vectors zeroed)."""
    from tnfst.model.checkpoint import load_checkpoint

    torch.set_flush_denormal(True)
    model = load_checkpoint(path, device=device, zero_reads=zero_reads or None)
    examples = read_examples(Path(corpus) / "valid.jsonl")
    return validate(model, examples[:valid_size] if valid_size else examples)


def parse_args(argv: list[str] | None = None) -> tuple[TrainConfig, argparse.Namespace]:
    """The training config and the run options (quick, fresh, evaluate, verbose)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    for field in dataclasses.fields(TrainConfig):
        flag = "--" + field.name.replace("_", "-")
        if field.name == "corpus":
            parser.add_argument(flag, required=True)
        elif field.name == "out":
            parser.add_argument(flag, default="", help="output directory (required unless --evaluate)")
        elif field.name == "progress":
            parser.add_argument("--no-progress", dest="progress", action="store_false")
        elif field.type == "bool":
            parser.add_argument(flag, action="store_true")
        else:
            kind = {"int": int, "float": float, "str": str}.get(str(field.type).split(" |")[0], str)
            parser.add_argument(flag, type=kind, default=field.default)
    options = parser.add_argument_group("run options")
    options.add_argument("--quick", action="store_true", help="a seconds-long run of the tiny model (smoke test)")
    options.add_argument("--fresh", action="store_true", help="delete OUT/last.pt and OUT/model.pt instead of resuming")
    options.add_argument("--evaluate", metavar="MODEL", help="only evaluate MODEL on the corpus's valid.jsonl (with --zero-reads: the ablation)")
    options.add_argument("-v", "--verbose", action="store_true")
    args = vars(parser.parse_args(argv))
    run = argparse.Namespace(**{k: args.pop(k) for k in ("quick", "fresh", "evaluate", "verbose")})
    if not args["out"] and not run.evaluate:
        parser.error("--out is required to train")
    if run.quick:
        defaults = {f.name: f.default for f in dataclasses.fields(TrainConfig) if f.default is not dataclasses.MISSING}
        changed = {k: v for k, v in args.items() if k not in ("corpus", "out") and v != defaults.get(k)}
        return quick_config(args["corpus"], args["out"], **changed), run
    return TrainConfig(**args), run


def main(argv: list[str] | None = None) -> int:
    config, run = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if run.verbose else logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        if run.evaluate:
            if config.threads:
                torch.set_num_threads(config.threads)
            result = evaluate_checkpoint(run.evaluate, config.corpus, valid_size=config.valid_size, zero_reads=config.zero_reads, device=config.device)
            print(json.dumps(result, indent=1))
            return 0
        if run.fresh:
            Path(config.out, "last.pt").unlink(missing_ok=True)
            Path(config.out, "model.pt").unlink(missing_ok=True)
        trainer = Trainer(config)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, trainer.request_stop)
        result = trainer.run()
    except (ValueError, FileNotFoundError, FloatingPointError) as exc:
        log.error("%s", exc)
        return 1
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
