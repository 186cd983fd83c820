"""Train a dual encoder (Zhang et al. 2019) for `voc_de` or `seq_de`.

    nice -n 10 python training/train_dual_encoder.py --kind vocab --negatives random,random_class,suffix
    nice -n 10 python training/train_dual_encoder.py --kind sequence --negatives random,edits,suffix --ratio 10

Positives are the ToBeNormalized tokens of the training data with their gold
readings (`--train`: Google TSV files, or a corpus `.jsonl` of
`training/build_corpus.py`); negatives come from `training/de_negatives.py`
(`--negatives`, `--ratio` 3, 10 or all), drawn afresh every epoch. For
`--kind vocab --ratio all` every word of the training vocabulary outside the
gold reading is a negative (random association at its limit: one matrix
product per batch), and the methods other than `random`/`random_class` add
their harder (token, word) negatives as a loss term of their own. The loss is
a balanced binary cross-entropy (positives and negatives weigh half each), so
s = 0.5 is the decision threshold for either kind. Held-out accuracy is
measured on the validation data (`--valid`, never the test set), on positive
and negative pairs, per negative method. Writes the model (float16) to `--out`
(default the shipped `tnfst/resources/en/voc_de.pt` / `seq_de.pt`) and a
markdown report (`--report`, default beside the model as `.md`).

MEASURE/MONEY data (`--synthetic-mm N`): N examples per unit and currency of
the covering grammar's lists (`training/de_synthetic_mm.py`, seed
`--synthetic-seed`; keep it apart from the validation seed of
`benchmarks/de_mm_eval.py`) are added to the training examples. The positive
words of a token (ratio "all", kind "vocab") are those of its gold reading;
with `--token-positives` those of every training reading of the same token
(the filter sees the token only, so a word right in one context must not be a
negative in another), and with `--grammar-positives` also the words of every
reading the covering grammar licenses for a MEASURE/MONEY token ("1 MWh":
"hour" and "hours"), so that correct unit words get s near 1 (calibration).

Known limitations: `--negatives topk` needs a trained DNC (`--dnc`, default
the shipped `dnc.pt`) and decodes every training token with a beam of 10
(slow on CPU: use `--topk-limit`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import random
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import torch
from torch.nn import functional as F
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent))  # de_negatives beside this script

from de_negatives import (METHODS, RATIOS, Example, NegativeConfig, NegativeSampler, Pair,  # noqa: E402
                          load_examples, topk_readings)

from tnfst.data import is_official_test  # noqa: E402
from tnfst.dual_encoder import DualEncoder, DualEncoderConfig, default_model_path, save_dual_encoder  # noqa: E402

log = logging.getLogger("tnfst.train_dual_encoder")

SHARED = Path("/work/shared/data")
DEFAULT_TRAIN = (SHARED / "google-tsv-sample" / "train_10000.txt",)
DEFAULT_VALID = SHARED / "google-tsv-sample" / "validation_10000.txt"


@dataclass(frozen=True)
class TrainConfig:
    """How to train a dual encoder."""

    kind: str = "vocab"  # "vocab" (voc_de) or "sequence" (seq_de)
    negatives: tuple[str, ...] = ("random", "random_class", "suffix")  # methods of de_negatives
    ratio: str = "3"  # negatives per positive: "3", "10" or "all"
    epochs: int = 8
    batch_size: int = 256  # pairs (or tokens with ratio "all" for kind "vocab") per step
    lr: float = 3e-3
    seed: int = 0
    max_minutes: float = 15.0  # stop between epochs after this long
    threads: int = 1  # torch CPU threads
    pos_weight: float = 1.0  # weight of the positives' mean loss against the negatives' (1 = balanced)
    topk_limit: int = 3000  # most training tokens decoded for `topk` negatives
    synthetic_mm: int = 0  # synthetic MEASURE/MONEY examples per listed unit and currency (0: none)
    synthetic_seed: int = 0  # their seed (validation sets use other seeds)
    synthetic_long: float = 0.0  # share of their numbers drawn log-uniform in digit count
    token_positives: bool = False  # positive words = every training reading of the token
    number_negatives: bool = False  # number words no licensed reading of a MEASURE/MONEY token uses
    grammar_positives: bool = False  # ... plus the words of the grammar's readings of MEASURE/MONEY tokens


def default_train_paths() -> list[Path]:
    """train_10000.txt plus the regrouped proteno sentences if cached (both from the training shard)."""
    paths = [p for p in DEFAULT_TRAIN if p.is_file()]
    try:
        from platformdirs import user_cache_dir

        cached = sorted((Path(user_cache_dir("tnfst")) / "data").glob("*proteno*.tsv"))
        paths.extend(cached[:1])
    except Exception:  # platformdirs missing or cache unreadable: train_10000 alone
        pass
    return paths


def check_not_test(paths) -> None:
    for p in paths:
        if is_official_test(p):
            raise SystemExit(f"{p}: this is the official test set; never train or validate on it")


def balanced_bce(logits: torch.Tensor, labels: torch.Tensor, pos_weight: float = 1.0) -> torch.Tensor:
    """(w * mean BCE over positives + mean BCE over negatives) / (w + 1), w = `pos_weight`."""
    loss = F.binary_cross_entropy_with_logits(logits, labels, reduction="none")
    pos, neg = labels > 0.5, labels <= 0.5
    parts = [(w, loss[m].mean()) for w, m in ((pos_weight, pos), (1.0, neg)) if m.any()]
    return sum(w * part for w, part in parts) / sum(w for w, _ in parts)


def pair_logits(model: DualEncoder, pairs: list[Pair]) -> torch.Tensor:
    """a * cos + b of each pair: Tensor[P]."""
    tokens = sorted({p.token for p in pairs})
    t_index = {t: i for i, t in enumerate(tokens)}
    u = model.encode_inputs(tokens)
    if model.kind == "vocab":
        words = sorted({p.output for p in pairs})
        w_index = {w: i for i, w in enumerate(words)}
        v = model.word_vectors(words)
        vi = torch.tensor([w_index[p.output] for p in pairs])
    else:
        readings = sorted({p.output for p in pairs})
        r_index = {r: i for i, r in enumerate(readings)}
        v = model.encode_sequences([r.split() for r in readings])
        vi = torch.tensor([r_index[p.output] for p in pairs])
    ui = torch.tensor([t_index[p.token] for p in pairs])
    return model.logits(u[ui], v[vi])


@torch.no_grad()
def accuracy(model: DualEncoder, pairs: list[Pair], batch_size: int = 1024) -> dict[str, float]:
    """Held-out accuracy at s >= 0.5: positives, negatives and all pairs."""
    model.eval()
    right = defaultdict(int)
    total = defaultdict(int)
    for lo in range(0, len(pairs), batch_size):
        chunk = pairs[lo:lo + batch_size]
        pred = (pair_logits(model, chunk) >= 0).tolist()
        for p, yes in zip(chunk, pred):
            key = "positive" if p.label else "negative"
            total[key] += 1
            right[key] += int(yes == bool(p.label))
    out = {k: right[k] / total[k] for k in total}
    out["all"] = sum(right.values()) / max(1, sum(total.values()))
    out["pairs"] = float(sum(total.values()))
    return out


def train_epoch_pairs(model, optimiser, pairs: list[Pair], batch_size: int, rng: random.Random, desc: str,
                      pos_weight: float = 1.0) -> float:
    model.train()
    rng.shuffle(pairs)
    losses = []
    for lo in tqdm(range(0, len(pairs), batch_size), desc=desc, unit="batch", leave=False, disable=None):
        chunk = pairs[lo:lo + batch_size]
        labels = torch.tensor([float(p.label) for p in chunk])
        loss = balanced_bce(pair_logits(model, chunk), labels, pos_weight)
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        losses.append(loss.item())
    return sum(losses) / max(1, len(losses))


def positive_words(examples: list[Example], grammar=None, classes=("MEASURE", "MONEY"),
                   limit: int = 64) -> dict[str, frozenset[str]]:
    """token -> the words of all its training readings, plus (with `grammar`) those of every reading
    the grammar licenses for tokens of `classes` it matches (`--token-positives`, `--grammar-positives`)."""
    out: dict[str, set[str]] = defaultdict(set)
    for ex in examples:
        out[ex.token].update(ex.reading.split())
    if grammar is not None:
        from de_synthetic_mm import grammar_readings

        for token in sorted({ex.token for ex in examples if ex.cls in classes}):
            for reading in grammar_readings(grammar, token, limit):
                out[token].update(reading.split())
    return {t: frozenset(ws) for t, ws in out.items()}


NUMBER_WORDS = tuple(
    "zero o one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million "
    "billion trillion point".split())


def number_word_negatives(examples: list[Example], grammar, classes=("MEASURE", "MONEY"),
                          limit: int = 64) -> dict[str, list[Pair]]:
    """token -> (token, number word) negatives: the number words no reading the grammar licenses
    uses ("1460 rad" never says "fourteen" or "sixty"), for tokens of `classes` the grammar matches
    (`--number-negatives`; bare numbers get none: "1460" may be a year, "fourteen sixty")."""
    out: dict[str, list[Pair]] = {}
    from de_synthetic_mm import grammar_readings

    for token in sorted({ex.token for ex in examples if ex.cls in classes}):
        licensed = {w for reading in grammar_readings(grammar, token, limit) for w in reading.split()}
        if licensed:
            out[token] = [Pair(token, w, 0, "number_words") for w in NUMBER_WORDS if w not in licensed]
    return out


def train_epoch_all(model, optimiser, examples: list[Example], words: list[str], batch_size: int,
                    rng: random.Random, desc: str, pos_weight: float = 1.0,
                    extra: dict[str, list[Pair]] | None = None,
                    positives: dict[str, frozenset[str]] | None = None) -> float:
    """Ratio "all" for kind "vocab": every training word not in the gold reading is a negative.

    `extra`: per example token, harder negative (token, word) pairs (affix swaps, DNC top-k)
    whose mean loss is a third term beside the positives' and the vocabulary negatives'.
    `positives`: token -> its positive words (default: the words of the example's reading);
    a hard negative that is among them is dropped.
    """
    model.train()
    examples = list(examples)
    rng.shuffle(examples)
    index = {w: i for i, w in enumerate(words)}
    losses = []
    for lo in tqdm(range(0, len(examples), batch_size), desc=desc, unit="batch", leave=False, disable=None):
        chunk = examples[lo:lo + batch_size]
        targets = torch.zeros(len(chunk), len(words))
        for r, ex in enumerate(chunk):
            good = positives.get(ex.token) if positives else None
            targets[r, [index[w] for w in (good or set(ex.reading.split())) if w in index]] = 1.0
        v = model.word_vectors(words)  # [W, d]
        logits = model.logits_matrix(model.encode_inputs([ex.token for ex in chunk]), v)  # [B, W]
        loss = balanced_bce(logits.reshape(-1), targets.reshape(-1), pos_weight) * (pos_weight + 1.0)
        terms = pos_weight + 1.0
        hard = [p for ex in chunk for p in (extra or {}).get(ex.token, ())
                if p.output in index and not (positives and p.output in positives.get(p.token, ()))]
        if hard:
            tokens = sorted({p.token for p in hard})
            t_index = {t: i for i, t in enumerate(tokens)}
            u = model.encode_inputs(tokens)
            hard_logits = model.logits(u[[t_index[p.token] for p in hard]], v[[index[p.output] for p in hard]])
            loss = loss + F.binary_cross_entropy_with_logits(hard_logits, torch.zeros_like(hard_logits))
            terms += 1.0
        loss = loss / terms
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        losses.append(loss.item())
    return sum(losses) / max(1, len(losses))


def held_out_pairs(sampler: NegativeSampler, valid: list[Example], kind: str, methods, seed: int) -> dict[str, list[Pair]]:
    """Per negative method, the validation pairs (positives and that method's negatives, ratio 3)."""
    eval_sampler = dataclasses.replace(sampler, config=dataclasses.replace(sampler.config, ratio=3))
    out = {}
    for method in methods:
        out[method] = eval_sampler.pairs(valid, kind, random.Random(seed), methods=[method])
    return out


def write_report(path: Path, cfg: TrainConfig, info: dict) -> None:
    lines = [f"# Dual encoder `{ 'voc_de' if cfg.kind == 'vocab' else 'seq_de'}` training report", "",
             f"- command: `{info['command']}`",
             f"- training data: {', '.join(info['train'])} ({info['train_examples']} distinct (token, reading) pairs)",
             f"- held-out data: {info['valid']} ({info['valid_examples']} pairs)",
             f"- negatives: {', '.join(cfg.negatives)}; ratio {cfg.ratio}:1; positive weight {cfg.pos_weight}; seed {cfg.seed}",
             f"- synthetic MEASURE/MONEY: {cfg.synthetic_mm} per unit (seed {cfg.synthetic_seed}, long numbers "
             f"{cfg.synthetic_long:g}); token positives {cfg.token_positives}; grammar positives {cfg.grammar_positives}; "
             f"number-word negatives {cfg.number_negatives}; affix bag {info.get('affix_features', False)}",
             f"- parameters: {info['parameters']:,}; file {info['file_bytes'] / 1e6:.2f} MB (float16)",
             f"- epochs: {info['epochs']}; {info['minutes']:.1f} min; final loss {info['loss']:.4f}", "",
             "## Held-out accuracy (s >= 0.5 means 'a reading of this token')", "",
             "| negatives | pairs | positive acc. | negative acc. | all |", "|---|---:|---:|---:|---:|"]
    for method, acc in info["held_out"].items():
        lines.append(f"| {method} | {int(acc['pairs'])} | {acc.get('positive', float('nan')):.4f} | "
                     f"{acc.get('negative', float('nan')):.4f} | {acc['all']:.4f} |")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kind", choices=("vocab", "sequence"), default="vocab")
    parser.add_argument("--train", type=Path, nargs="*", help="Google TSV or corpus .jsonl files (default: train_10000 + cached proteno)")
    parser.add_argument("--valid", type=Path, nargs="*", help="held-out files (default: validation_10000.txt)")
    parser.add_argument("--negatives", default=None, help=f"comma-separated methods among {','.join(METHODS)}")
    parser.add_argument("--ratio", choices=sorted(RATIOS), default=TrainConfig.ratio)
    parser.add_argument("--classes", default="MEASURE,MONEY,DATE", help="class subsets of random_class")
    parser.add_argument("--dnc", type=Path, default=None, help="DNC for topk negatives (default: resources/en/dnc.pt)")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--report", type=Path, default=None)
    for f in ("epochs", "batch_size", "lr", "seed", "max_minutes", "threads", "topk_limit", "pos_weight"):
        default = getattr(TrainConfig, f)
        parser.add_argument("--" + f.replace("_", "-"), type=type(default), default=default)
    parser.add_argument("--buckets", type=int, default=DualEncoderConfig.buckets)
    parser.add_argument("--affix-features", action="store_true",
                        help="a second input bag over the token with its numbers replaced by '#'")
    parser.add_argument("--synthetic-mm", type=int, default=0, help="synthetic MEASURE/MONEY examples per listed unit")
    parser.add_argument("--synthetic-seed", type=int, default=0)
    parser.add_argument("--synthetic-long", type=float, default=0.0, help="share of long synthetic numbers")
    parser.add_argument("--number-negatives", action="store_true",
                        help="hard negatives: number words no grammar reading of a MEASURE/MONEY token uses")
    parser.add_argument("--token-positives", action="store_true", help="positives: every training reading of the token")
    parser.add_argument("--grammar-positives", action="store_true",
                        help="positives also: the grammar's readings of MEASURE/MONEY tokens (implies --token-positives)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(asctime)s %(name)s %(message)s")

    default_neg = ("random", "random_class", "suffix") if args.kind == "vocab" else ("random", "edits", "suffix")
    negatives = tuple(n.strip() for n in args.negatives.split(",")) if args.negatives else default_neg
    cfg = TrainConfig(kind=args.kind, negatives=negatives, ratio=args.ratio, epochs=args.epochs,
                      batch_size=args.batch_size, lr=args.lr, seed=args.seed, max_minutes=args.max_minutes,
                      threads=args.threads, topk_limit=args.topk_limit, pos_weight=args.pos_weight,
                      synthetic_mm=args.synthetic_mm, synthetic_seed=args.synthetic_seed,
                      synthetic_long=args.synthetic_long, number_negatives=args.number_negatives,
                      token_positives=args.token_positives or args.grammar_positives,
                      grammar_positives=args.grammar_positives)
    torch.set_num_threads(cfg.threads)
    random.seed(cfg.seed)
    torch.manual_seed(cfg.seed)
    train_paths = list(args.train) if args.train else default_train_paths()
    valid_paths = list(args.valid) if args.valid else [DEFAULT_VALID]
    check_not_test(train_paths + valid_paths)
    train = load_examples(train_paths)
    grammar = None
    if cfg.synthetic_mm or cfg.grammar_positives or cfg.number_negatives:
        from de_synthetic_mm import MMConfig, class_windows, make_examples

        from tnfst.grammar import CoveringGrammar

        grammar = CoveringGrammar.load(lang="en")
    if cfg.synthetic_mm:
        synthetic = make_examples(grammar, MMConfig(per_unit=cfg.synthetic_mm, seed=cfg.synthetic_seed,
                                                         long_share=cfg.synthetic_long),
                                  contexts=class_windows(train))
        known = {(e.token, e.reading) for e in train}
        train += [e for e in synthetic if (e.token, e.reading) not in known]
        log.info("synthetic MEASURE/MONEY examples: %d (seed %d)", len(synthetic), cfg.synthetic_seed)
    positives = None
    if cfg.token_positives:
        positives = positive_words(train, grammar if cfg.grammar_positives else None)
    static_extra = number_word_negatives(train, grammar) if cfg.number_negatives else {}
    valid_all = load_examples(valid_paths)
    seen = {(e.token, e.reading) for e in train}
    valid = [e for e in valid_all if (e.token, e.reading) not in seen]  # held out: pairs never trained on
    log.info("training pairs %d from %s; held-out pairs %d", len(train), [str(p) for p in train_paths], len(valid))

    neg_config = NegativeConfig(methods=negatives, ratio=RATIOS[cfg.ratio], classes=tuple(args.classes.split(",")))
    topk = None
    if "topk" in negatives:
        from tnfst.model.checkpoint import load_checkpoint

        dnc_path = args.dnc or (Path(__file__).resolve().parent.parent / "tnfst" / "resources" / "en" / "dnc.pt")
        dnc = load_checkpoint(dnc_path)
        rng = random.Random(cfg.seed)
        chosen = train if len(train) <= cfg.topk_limit else rng.sample(train, cfg.topk_limit)
        topk = topk_readings(chosen + valid, dnc, k=neg_config.k, progress=True)  # the others get none
    sampler = NegativeSampler(train, neg_config, topk)
    words = sampler.words  # the output words scored in ratio "all": the training readings' words ...
    if positives:  # ... and the grammar's (a positive of one token is a negative of the others)
        words = sorted(set(words).union(*positives.values()))
    held_out = held_out_pairs(sampler, valid, cfg.kind, negatives, cfg.seed)

    model = DualEncoder(DualEncoderConfig(kind=cfg.kind, buckets=args.buckets, affix_features=args.affix_features))
    optimiser = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    started = time.monotonic()
    loss, epochs = float("nan"), 0
    for epoch in range(cfg.epochs):
        rng = random.Random(cfg.seed * 1000 + epoch)
        desc = f"epoch {epoch + 1}/{cfg.epochs}"
        if cfg.kind == "vocab" and neg_config.ratio is None:
            methods = [m for m in negatives if m not in ("random", "random_class")]
            extra: dict[str, list[Pair]] = defaultdict(list)
            if methods:  # every word is already a negative; these methods add harder (token, word) pairs
                for ex in train:
                    extra[ex.token].extend(p for p in sampler.pairs([ex], cfg.kind, rng, methods=methods) if not p.label)
            for token, pairs in static_extra.items():
                extra[token].extend(pairs)
            loss = train_epoch_all(model, optimiser, train, words, cfg.batch_size // 4 or 1, rng, desc,
                                   cfg.pos_weight, extra, positives)
        else:
            loss = train_epoch_pairs(model, optimiser, sampler.pairs(train, cfg.kind, rng), cfg.batch_size, rng, desc,
                                     cfg.pos_weight)
        epochs += 1
        scores = {m: accuracy(model, p)["all"] for m, p in held_out.items()}
        log.info("epoch %d: loss %.4f; held-out accuracy %s", epoch + 1, loss, json.dumps({k: round(v, 4) for k, v in scores.items()}))
        if (time.monotonic() - started) / 60 > cfg.max_minutes:
            log.info("time budget of %.1f min spent", cfg.max_minutes)
            break
    results = {m: accuracy(model, p) for m, p in held_out.items()}
    out = args.out or default_model_path(cfg.kind)
    meta = {"train": [Path(p).name for p in train_paths], "valid": [Path(p).name for p in valid_paths],
            "config": dataclasses.asdict(cfg), "held_out": results}
    save_dual_encoder(out, model, meta=meta)
    info = {"command": " ".join(["python", "training/train_dual_encoder.py", *(argv if argv is not None else sys.argv[1:])]),
            "train": [Path(p).name for p in train_paths], "train_examples": len(train),
            "valid": ", ".join(Path(p).name for p in valid_paths), "valid_examples": len(valid),
            "parameters": model.num_parameters(), "affix_features": model.config.affix_features, "file_bytes": out.stat().st_size, "epochs": epochs,
            "minutes": (time.monotonic() - started) / 60, "loss": loss, "held_out": results}
    report = args.report or out.with_suffix(".md")
    write_report(report, cfg, info)
    log.info("wrote %s (%.2f MB) and %s", out, out.stat().st_size / 1e6, report)
    for method, acc in results.items():
        log.info("held-out %-12s positive %.4f negative %.4f all %.4f", method, acc.get("positive", float("nan")),
                 acc.get("negative", float("nan")), acc["all"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
