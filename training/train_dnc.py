"""Train the sequence-to-sequence DNC on a corpus built by `training/build_corpus.py`.

    python training/train_dnc.py --corpus build/corpus --out build/dnc --max-minutes 120
    python training/train_dnc.py --corpus build/corpus --out build/dnc-paper --model paper --batch-size 16 --device cuda

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
import sys
import time
from collections import Counter, defaultdict
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


@dataclass(frozen=True)
class Example:
    window: str
    reading: str
    cls: str
    weight: float


def quick_config(corpus: str, out: str, **overrides: Any) -> TrainConfig:
    """A seconds-long run of the tiny model, for tests and smoke checks."""
    base = dict(model="tiny", batch_size=8, max_steps=60, valid_every=30, valid_size=64, checkpoint_every=20, warmup_steps=10, lr=3e-3, progress=False, char_min_count=1)
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
        return {"generator": self.generator.get_state(), "pending": self.pending}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        self.generator.set_state(state["generator"])
        self.pending = [list(b) for b in state["pending"]]


# ----- validation -------------------------------------------------------------------------


def validate(model: Seq2SeqDNC, examples: list[Example], batch_size: int = 128) -> dict[str, Any]:
    """Perplexity and token accuracy (teacher forced), reading accuracy (greedy), per class."""
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
    model.train()
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
        if config.threads:
            torch.set_num_threads(config.threads)
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

        if self.last_path.is_file():
            self._resume()
        else:
            vocab = build_vocab(self.corpus, kept)
            charset = Charset.build((ex.window for ex in kept), min_count=config.char_min_count)
            self.model = Seq2SeqDNC(PRESETS[config.model], charset, vocab).to(config.device)
            self.optimizer = torch.optim.Adam(self.model.parameters(), lr=config.lr)
            log.info("new model %s: %d parameters, %d input symbols, %d output words", config.model, self.model.num_parameters(), len(charset), len(vocab))

    def _resume(self) -> None:
        state = read_checkpoint_file(self.last_path)
        preset = PRESETS[self.config.model]
        stored = ModelConfig.from_dict(state["model"]["config"])
        if dataclasses.replace(stored, zero_reads=preset.zero_reads) != preset:
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
        return float(loss)

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
            while self.step < target and time.monotonic() < deadline:
                t0 = time.monotonic()
                loss = self.train_step()
                self.train_seconds += time.monotonic() - t0
                if not math.isfinite(loss):
                    raise FloatingPointError(f"training loss is {loss} at step {self.step}")
                recent = (recent + [loss])[-100:]
                last_loss = sum(recent) / len(recent)
                bar.update(1)
                bar.set_postfix(loss=f"{last_loss:.3f}", lr=f"{self.learning_rate():.1e}")
                if self.step % config.valid_every == 0:
                    self.run_validation(last_loss)
                if self.step % config.checkpoint_every == 0:
                    self.save_state()
                    self.write_logs()
        finally:
            bar.close()
        if not self.history or self.history[-1]["step"] != self.step:
            self.run_validation(last_loss)
        if not self.model_path.is_file():
            self.ship()
        self.save_state()
        self.write_logs()
        return {"step": self.step, "best_valid_accuracy": self.best_accuracy, "model": str(self.model_path)}


def parse_args(argv: list[str] | None = None) -> tuple[TrainConfig, bool, bool]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    for field in dataclasses.fields(TrainConfig):
        flag = "--" + field.name.replace("_", "-")
        if field.name in ("corpus", "out"):
            parser.add_argument(flag, required=True)
        elif field.name == "progress":
            parser.add_argument("--no-progress", dest="progress", action="store_false")
        else:
            kind = {"int": int, "float": float, "str": str}.get(str(field.type).split(" |")[0], str)
            parser.add_argument(flag, type=kind, default=field.default)
    parser.add_argument("--quick", action="store_true", help="a seconds-long run of the tiny model (smoke test)")
    parser.add_argument("--fresh", action="store_true", help="ignore and overwrite OUT/last.pt instead of resuming")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = vars(parser.parse_args(argv))
    quick, fresh, verbose = args.pop("quick"), args.pop("fresh"), args.pop("verbose")
    if quick:
        defaults = {f.name: f.default for f in dataclasses.fields(TrainConfig) if f.default is not dataclasses.MISSING}
        changed = {k: v for k, v in args.items() if k not in ("corpus", "out") and v != defaults.get(k)}
        return quick_config(args["corpus"], args["out"], **changed), fresh, verbose
    return TrainConfig(**args), fresh, verbose


def main(argv: list[str] | None = None) -> int:
    config, fresh, verbose = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    if fresh:
        Path(config.out, "last.pt").unlink(missing_ok=True)
        Path(config.out, "model.pt").unlink(missing_ok=True)
    try:
        trainer = Trainer(config)
        result = trainer.run()
    except (ValueError, FileNotFoundError, FloatingPointError) as exc:
        log.error("%s", exc)
        return 1
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
