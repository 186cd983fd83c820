"""lambda sweep of the dual-encoder constraints on VALIDATION data (Zhang et al. 2019).

    nice -n 10 python benchmarks/de_lambda_sweep.py --out build/de_sweep \\
        [--valid PATH ...] [--constraints voc_de,seq_de] [--with-fst] [--lambdas 0,1,2,3,5,7.5,10,15,20,25]

Every token of the classes `--classes` (default MEASURE, MONEY) in the
validation files (Google TSV, or a corpus `.jsonl`; never the official test
set) is decoded by the trained DNC in its window (beam 5), with each
constraint at each lambda. The gate is left out: the sweep measures the
decoder, so every token of the class is read. Per class and lambda the error
rate (reading != gold, after folding spaces) goes to `OUT/sweep.json`,
`OUT/sweep.md` and the plot `OUT/sweep.png` (error rate against lambda, one
line per class and constraint).

Known limitations: validation_10000.txt holds few MEASURE (16) and MONEY (5)
tokens; pass a larger validation file for a smoother curve.
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

from de_negatives import Example, canonical, load_examples  # noqa: E402

from tnfst.data import is_official_test  # noqa: E402
from tnfst.constraints.dual_encoder import DEConstraintConfig, SeqDE, VocDE  # noqa: E402
from tnfst.decode import beam_search  # noqa: E402
from tnfst.dual_encoder import default_model_path, load_dual_encoder  # noqa: E402

log = logging.getLogger("tnfst.de_lambda_sweep")
DEFAULT_VALID = Path("/work/shared/data/google-tsv-sample/validation_10000.txt")
DEFAULT_LAMBDAS = (0.0, 1.0, 2.0, 3.0, 5.0, 7.5, 10.0, 15.0, 20.0, 25.0)


def decode(model, examples: list[Example], constraints, *, beam: int, max_len: int, batch_size: int) -> list[str]:
    """The best reading of each example ('' when the search finished nothing)."""
    out: list[str] = []
    with torch.inference_mode():
        for lo in range(0, len(examples), batch_size):
            chunk = examples[lo:lo + batch_size]
            batch = model.make_batch([e.window or f"<norm> {e.token} </norm>" for e in chunk])
            results = beam_search(model, batch, [e.token for e in chunk], constraints, beam=beam, max_len=max_len)
            out.extend(model.vocab.decode(r.best.word_ids) if r.best else "" for r in results)
    return out


def error_rates(examples: list[Example], readings: list[str]) -> dict[str, dict[str, float]]:
    """Per class and over all tokens ("ALL"): tokens, errors, error rate."""
    count, wrong = defaultdict(int), defaultdict(int)
    for ex, reading in zip(examples, readings):
        error = int(canonical(reading) != canonical(ex.reading))
        for key in (ex.cls, "ALL"):
            count[key] += 1
            wrong[key] += error
    return {c: {"tokens": count[c], "errors": wrong[c], "error_rate": wrong[c] / count[c]} for c in sorted(count)}


def plot(results: dict, classes: list[str], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    for setting, per_lambda in results.items():
        lambdas = sorted(float(l) for l in per_lambda)
        for cls in classes:
            ys = [per_lambda[str(l)].get(cls, {}).get("error_rate", float("nan")) for l in lambdas]
            ax.plot(lambdas, ys, marker="o", label=f"{cls}, {setting}")
    ax.set_xlabel("lambda")
    ax.set_ylabel("error rate (validation)")
    ax.set_title("Dual-encoder soft constraint: error rate against lambda")
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--valid", type=Path, nargs="*", default=[DEFAULT_VALID])
    parser.add_argument("--dnc", type=Path, default=ROOT / "tnfst" / "resources" / "en" / "dnc.pt")
    parser.add_argument("--constraints", default="voc_de,seq_de", help="comma-separated: voc_de, voc_de_topk, seq_de")
    parser.add_argument("--voc-de", type=Path, default=None, help="voc_de model (default: the shipped one)")
    parser.add_argument("--seq-de", type=Path, default=None, help="seq_de model (default: the shipped one)")
    parser.add_argument("--with-fst", action="store_true", help="add measure_money_fst to every run")
    parser.add_argument("--classes", default="MEASURE,MONEY", help="classes to read and plot; 'all': every token")
    parser.add_argument("--lambdas", default=",".join(str(l) for l in DEFAULT_LAMBDAS))
    parser.add_argument("--beam", type=int, default=1)
    parser.add_argument("--max-len", type=int, default=40)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("build/de_sweep"))
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    torch.set_num_threads(args.threads)
    for p in args.valid:
        if is_official_test(p):
            raise SystemExit(f"{p}: the lambda sweep runs on validation data, never on the official test set")
    if not args.dnc.is_file():
        raise SystemExit(f"{args.dnc}: no trained DNC (train it with training/train_dnc.py first)")
    from tnfst.model.checkpoint import load_checkpoint

    model = load_checkpoint(args.dnc)
    classes = [c.strip() for c in args.classes.split(",") if c.strip()]
    lambdas = [float(x) for x in args.lambdas.split(",")]
    examples = load_examples(args.valid, dedupe=False)
    if classes == ["all"]:
        classes = ["MEASURE", "MONEY", "ALL"]
    else:
        examples = [e for e in examples if e.cls in classes]
    if not examples:
        raise SystemExit(f"no tokens of {classes} in {[str(p) for p in args.valid]}")
    log.info("%d tokens of %s", len(examples), classes)
    base = []
    if args.with_fst:
        from tnfst.constraints import build_constraints

        base = build_constraints(["measure_money_fst"], vocab=model.vocab)
    names = [n.strip() for n in args.constraints.split(",") if n.strip()]
    results: dict[str, dict[str, dict]] = {}
    for name in names:
        kind, cls_, variant = {"voc_de": ("vocab", VocDE, ""), "voc_de_topk": ("vocab", VocDE, "topk"),
                               "seq_de": ("sequence", SeqDE, "")}[name]
        given = {"voc_de": args.voc_de, "seq_de": args.seq_de}.get(name)
        de = load_dual_encoder(given or default_model_path(kind, variant=variant), kind=kind)
        setting = name + (" + fst" if base else "")
        results[setting] = {}
        for lam in lambdas:
            constraint = cls_(model.vocab, de, DEConstraintConfig(lam=lam))
            readings = decode(model, examples, base + [constraint], beam=args.beam, max_len=args.max_len,
                              batch_size=args.batch_size)
            results[setting][str(lam)] = error_rates(examples, readings)
            log.info("%s lambda=%g: %s", setting, lam, {c: round(v["error_rate"], 4) for c, v in results[setting][str(lam)].items()})
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "sweep.json").write_text(json.dumps({"valid": [str(p) for p in args.valid], "classes": classes,
                                                     "results": results}, indent=2), encoding="utf-8")
    lines = ["| setting | lambda | " + " | ".join(f"{c} errors / tokens (rate)" for c in classes) + " |",
             "|---|---:|" + "---:|" * len(classes)]
    for setting, per_lambda in results.items():
        for lam in lambdas:
            row = per_lambda[str(lam)]
            cells = [f"{row[c]['errors']} / {row[c]['tokens']} ({row[c]['error_rate']:.4f})" if c in row else "-"
                     for c in classes]
            lines.append(f"| {setting} | {lam:g} | " + " | ".join(cells) + " |")
    (args.out / "sweep.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    plot(results, classes, args.out / "sweep.png")
    print("\n".join(lines))
    print(f"wrote {args.out / 'sweep.png'}, sweep.json, sweep.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
