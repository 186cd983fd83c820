"""`voc_de` models on VALIDATION data: errors and unrecoverable errors, MEASURE/MONEY and all tokens.

    nice -n 10 python benchmarks/de_mm_eval.py --models random=PATH,new=PATH [--lambdas 0,2,5] \\
        [--synthetic-seed 1001 --per-unit 3] [--valid PATH ...] --out build/de_mm_eval

Two validation sets, neither the official test set:

* `real`: the ToBeNormalized tokens of `--valid` (default validation_10000.txt,
  657 tokens, only 16 MEASURE and 5 MONEY);
* `synthetic`: MEASURE/MONEY tokens of every listed unit and currency made by
  `training/de_synthetic_mm.py` with `--synthetic-seed` (keep it apart from the
  seeds used for training), in windows of the validation data's classes.

Each token is decoded in its window by the shipped DNC (greedy, beam 1, like the
Normalizer's default; no gate), with no constraint and with each `voc_de`
model at each lambda. An error is a reading != gold; it is *unrecoverable* when
the covering grammar matches the token but does not license the reading (the
judge of `tnfst.evaluate`, as in Table 2). Calibration, without decoding:
the share of the synthetic tokens' gold words (in the DNC vocabulary) that a
model scores s < 0.5, i.e. that `voc_de` pushes away from a right reading.
Writes `OUT/mm_eval.json`, `OUT/mm_eval.md` and the plot `OUT/mm_eval.png`
(per model against lambda: synthetic unrecoverable rate, real error rate).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections import defaultdict
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "training"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from de_lambda_sweep import decode  # noqa: E402
from de_negatives import Example, canonical, load_examples  # noqa: E402
from de_synthetic_mm import MMConfig, class_windows, make_examples  # noqa: E402

from tnfst.data import is_official_test  # noqa: E402
from tnfst.constraints.dual_encoder import DEConstraintConfig, VocDE  # noqa: E402
from tnfst.dual_encoder import load_dual_encoder  # noqa: E402

log = logging.getLogger("tnfst.de_mm_eval")
DEFAULT_VALID = Path("/work/shared/data/google-tsv-sample/validation_10000.txt")


def count(examples: list[Example], readings: list[str], judge) -> dict[str, dict[str, int]]:
    """Per class group ("MM" = MEASURE+MONEY, "ALL"): tokens, errors, unrecoverable errors."""
    out: dict[str, dict[str, int]] = defaultdict(lambda: {"tokens": 0, "errors": 0, "unrecoverable": 0})
    for ex, reading in zip(examples, readings):
        wrong = canonical(reading) != canonical(ex.reading)
        bad = wrong and judge(ex.token, reading) == "unrecoverable"
        groups = ["ALL"] + (["MM"] if ex.cls in ("MEASURE", "MONEY") else [])
        for g in groups:
            out[g]["tokens"] += 1
            out[g]["errors"] += int(wrong)
            out[g]["unrecoverable"] += int(bad)
    return dict(out)


def gold_words_below(constraint: VocDE, examples: list[Example], threshold: float = 0.5) -> dict[str, float]:
    """Calibration: the share of gold words (in the vocabulary) with s < threshold, and of tokens with one."""
    vocab = constraint.vocab
    words = low = tokens_low = 0
    for ex in examples:
        ids = [vocab.id(w) for w in ex.reading.split() if w in vocab.words]
        if not ids:
            continue
        s = constraint.scores(ex.token)[ids]
        n_low = int((s < threshold).sum())
        words, low, tokens_low = words + len(ids), low + n_low, tokens_low + int(n_low > 0)
    return {"gold_words": words, "gold_words_low": low / max(1, words), "tokens_low": tokens_low / max(1, len(examples))}


def plot(results: list[dict], path: Path) -> None:
    """Synthetic M+M unrecoverable rate and real error rate against lambda, one line per model."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    none = next((r for r in results if r["model"] == "none"), None)
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, (name, group, key) in zip(axes, (("synthetic", "MM", "unrecoverable"), ("real", "ALL", "errors"))):
        for label in dict.fromkeys(r["model"] for r in results if r["model"] != "none"):
            rows = sorted((r for r in results if r["model"] == label), key=lambda r: r["lambda"])
            if none is not None:
                rows = [none] + rows
            xs = [r["lambda"] for r in rows]
            ys = [r[name][group][key] / r[name][group]["tokens"] for r in rows]
            ax.plot(xs, ys, marker="o", label=label)
        ax.set_xlabel("lambda")
        ax.set_ylabel(f"{name} {'M+M unrecoverable' if group == 'MM' else 'error'} rate")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=8)
    axes[0].set_title("synthetic MEASURE/MONEY (validation seeds)")
    axes[1].set_title("validation_10000, all tokens")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", required=True, help="label=path,... of voc_de models")
    parser.add_argument("--lambdas", default="5")
    parser.add_argument("--valid", type=Path, nargs="*", default=[DEFAULT_VALID])
    parser.add_argument("--synthetic-seed", type=int, default=1001)
    parser.add_argument("--per-unit", type=int, default=3)
    parser.add_argument("--long-share", type=float, default=0.3, help="share of long synthetic numbers")
    parser.add_argument("--dnc", type=Path, default=ROOT / "tnfst" / "resources" / "en" / "dnc.pt")
    parser.add_argument("--beam", type=int, default=1)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("build/de_mm_eval"))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    torch.set_num_threads(args.threads)
    for p in args.valid:
        if is_official_test(p):
            raise SystemExit(f"{p}: validation only, never the official test set")
    from tnfst.evaluate import GrammarJudge
    from tnfst.grammar import CoveringGrammar
    from tnfst.model.checkpoint import load_checkpoint

    grammar = CoveringGrammar.load(lang="en")
    judge = GrammarJudge(grammar)
    model = load_checkpoint(args.dnc)
    real = load_examples(args.valid, dedupe=False)
    synthetic = make_examples(grammar, MMConfig(per_unit=args.per_unit, seed=args.synthetic_seed, long_share=args.long_share),
                              contexts=class_windows(real))
    sets = {"real": real, "synthetic": synthetic}
    log.info("real %d tokens, synthetic %d MEASURE/MONEY tokens (seed %d)", len(real), len(synthetic), args.synthetic_seed)
    models = dict(item.split("=", 1) for item in args.models.split(",") if item)
    lambdas = [float(x) for x in args.lambdas.split(",")]
    runs = [("none", None, 0.0)] + [(label, path, lam) for label, path in models.items() for lam in lambdas]
    results = []
    for label, path, lam in runs:
        constraints = []
        if path is not None:
            de = load_dual_encoder(path, kind="vocab")
            constraints = [VocDE(model.vocab, de, DEConstraintConfig(lam=lam))]
        row = {"model": label, "lambda": lam}
        if constraints:
            row["calibration"] = gold_words_below(constraints[0], synthetic)
        for name, examples in sets.items():
            readings = decode(model, examples, constraints, beam=args.beam, max_len=40, batch_size=args.batch_size)
            row[name] = count(examples, readings, judge)
        results.append(row)
        log.info("%s lambda=%g: %s", label, lam, json.dumps({k: v for k, v in row.items() if k in sets}))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "mm_eval.json").write_text(json.dumps({"models": models, "synthetic_seed": args.synthetic_seed,
                                                       "per_unit": args.per_unit, "long_share": args.long_share,
                                                       "results": results}, indent=2))
    lines = ["| model | lambda | real ALL errors | real M+M errors | real unrecoverable | "
             "synthetic M+M errors | synthetic unrecoverable | gold words s < 0.5 |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        re_, sy = r["real"], r["synthetic"]
        mm = re_.get("MM", {"errors": 0, "tokens": 0})
        lines.append(f"| {r['model']} | {r['lambda']:g} | {re_['ALL']['errors']} / {re_['ALL']['tokens']} | "
                     f"{mm['errors']} / {mm['tokens']} | {re_['ALL']['unrecoverable']} | "
                     f"{sy['MM']['errors']} / {sy['MM']['tokens']} | {sy['MM']['unrecoverable']} | "
                     + (f"{r['calibration']['gold_words_low']:.4f} |" if "calibration" in r else "- |"))
    (args.out / "mm_eval.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    plot(results, args.out / "mm_eval.png")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
