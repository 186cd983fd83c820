"""Train the XGBoost gate (Pramanik & Hussain) and its multi-class variant.

Training data: ``train_10000.txt`` (real Google tokens) plus the regrouped Proteno
sentences (``training/regroup_proteno.py``), skipping Proteno's first 754
sentences, which are train_10000's. Hyperparameters and the decision threshold
are chosen on ``validation_10000.txt``; the official test set is never read.

* ``binary``: ``binary:logistic`` on RemainSelf / ToBeNormalized.
* ``class``: ``multi:softprob`` on gate labels (PLAIN, PUNCT and the semiotic
  class of tokens that change; a PLAIN token that changes is PLAIN_NORM);
  P(ToBeNormalized) = 1 - P(PLAIN) - P(PUNCT).

For each kind a small grid (depth x learning rate) is trained with early
stopping on validation log loss; the best is kept, its threshold set to the
largest value that keeps validation recall at ``--target-recall``. Writes into
``--out``: ``gate.ubj``/``gate.json``, ``gate_class.ubj``/``gate_class.json``,
``report.md``, ``feature_importance.png`` (like the paper's Figure 1).

Usage::

    python training/regroup_proteno.py --shared ../shared/data
    python training/train_gate.py --shared ../shared/data --out runs/gate [--quick] [--seed 13]
    cp runs/gate/gate*.ubj runs/gate/gate*.json tnfst/resources/en/
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from platformdirs import user_cache_dir
from tqdm import tqdm

from tnfst.data import TokenRecord, read_google_tsv
from tnfst.gate.features import batch_features, feature_names
from tnfst.gate.metrics import class_label, classification_table, format_table, to_be_normalized
from tnfst.gate.model import SELF_LABELS

log = logging.getLogger("train_gate")

PROTENO_OVERLAP = 754  # Proteno's first sentences repeat train_10000.txt
MIN_CLASS_COUNT = 20  # rarer gate labels fold into OTHER in the class gate


@dataclass(frozen=True)
class Params:
    """One grid point."""

    max_depth: int
    eta: float
    max_rounds: int = 600  # upper bound; early stopping on validation decides
    subsample: float = 0.9
    colsample_bytree: float = 0.9


GRID = (Params(6, 0.3), Params(8, 0.3), Params(10, 0.2), Params(8, 0.1))
QUICK_GRID = (Params(4, 0.3, max_rounds=20),)


def gate_label(token: TokenRecord) -> str:
    """Class-gate label of a gold token (see :func:`tnfst.gate.metrics.class_label`)."""
    return class_label(token.cls, token.before, token.after)


def load(paths: list[Path], skip: list[int], limit: int | None) -> list[list[TokenRecord]]:
    sentences = []
    for path, n_skip in zip(paths, skip):
        for i, sentence in enumerate(read_google_tsv(path)):
            if i >= n_skip:
                sentences.append(sentence)
            if limit and len(sentences) >= limit:
                break
    return sentences


def tokens_of(sentences) -> list[list[str]]:
    return [[t.before for t in s] for s in sentences]


class ProgressCallback:
    """tqdm bar over boosting rounds (an xgboost TrainingCallback built lazily)."""

    def __new__(cls, total: int, desc: str):
        import xgboost as xgb

        class _Bar(xgb.callback.TrainingCallback):
            def before_training(self, model):
                self.bar = tqdm(total=total, desc=desc, unit="tree", leave=False)
                return model

            def after_iteration(self, model, epoch, evals_log):
                self.bar.update(1)
                return False

            def after_training(self, model):
                self.bar.close()
                return model

        return _Bar()


def threshold_for_recall(prob: np.ndarray, gold: np.ndarray, target: float) -> float:
    """Largest threshold whose recall on (prob, gold) is at least ``target``."""
    positives = np.sort(prob[gold])
    if len(positives) == 0:
        return 0.5
    k = int(np.floor((1.0 - target) * len(positives)))  # positives we may miss
    return float(min(positives[k], 0.5)) if k < len(positives) else 0.5


def threshold_for_fbeta(prob: np.ndarray, gold: np.ndarray, beta: float) -> float:
    """Threshold maximizing F_beta of ToBeNormalized (beta > 1 weighs recall above precision)."""
    order = np.argsort(-prob)
    p_sorted, g_sorted = prob[order], gold[order].astype(np.float64)
    tp = np.cumsum(g_sorted)  # [N] true positives when the top k+1 are sent
    k = np.arange(1, len(prob) + 1)
    precision, recall = tp / k, tp / max(g_sorted.sum(), 1.0)
    b2 = beta * beta
    fbeta = (1 + b2) * precision * recall / np.maximum(b2 * precision + recall, 1e-12)
    last = np.r_[p_sorted[1:] != p_sorted[:-1], True]  # only cut between distinct probabilities
    fbeta = np.where(last, fbeta, -1.0)
    return float(p_sorted[int(np.argmax(fbeta))])


def choose_threshold(prob: np.ndarray, gold: np.ndarray, beta: float, target_recall: float | None) -> float:
    if target_recall is not None:
        return threshold_for_recall(prob, gold, target_recall)
    return threshold_for_fbeta(prob, gold, beta)


def rethreshold(directory: Path, val, beta: float, target_recall: float | None) -> None:
    """Recompute the stored thresholds of trained gates on validation (no retraining)."""
    from tnfst.gate.model import Gate

    gold = np.array([to_be_normalized(t.before, t.after) for s in val for t in s])
    for stem in ("gate", "gate_class"):
        path = directory / f"{stem}.json"
        if not path.is_file():
            continue
        prob = np.concatenate(Gate.load(path).predict_proba_batch(tokens_of(val)))
        meta = json.loads(path.read_text(encoding="utf-8"))
        meta["threshold"] = choose_threshold(prob, gold, beta, target_recall)
        meta["threshold_rule"] = f"recall >= {target_recall}" if target_recall is not None else f"max F{beta:g}"
        path.write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        log.info("%s: threshold %.4f (%s)\n%s", path, meta["threshold"], meta["threshold_rule"],
                 format_table(classification_table(gold, prob >= meta["threshold"])))


def train_kind(kind, x_train, y_train, x_val, y_val, classes, grid, seed, threads):
    import xgboost as xgb

    dtrain = xgb.DMatrix(x_train, label=y_train, nthread=threads)
    dval = xgb.DMatrix(x_val, label=y_val, nthread=threads)
    best = None
    results = []
    for params in grid:
        config = {
            "tree_method": "hist",
            "max_depth": params.max_depth,
            "eta": params.eta,
            "subsample": params.subsample,
            "colsample_bytree": params.colsample_bytree,
            "seed": seed,
            "nthread": threads,
        }
        if kind == "binary":
            config.update(objective="binary:logistic", eval_metric="logloss")
        else:
            config.update(objective="multi:softprob", num_class=len(classes), eval_metric="mlogloss")
        start = time.perf_counter()
        booster = xgb.train(
            config, dtrain, num_boost_round=params.max_rounds, evals=[(dval, "val")],
            early_stopping_rounds=30, verbose_eval=False,
            callbacks=[ProgressCallback(params.max_rounds, f"{kind} d={params.max_depth} eta={params.eta}")],
        )
        seconds = time.perf_counter() - start
        booster = booster[: booster.best_iteration + 1]
        score = float(booster.attributes().get("best_score", "nan")) if booster.attributes() else float("nan")
        evaluated = booster.eval(dval)
        loss = float(evaluated.split(":")[-1])
        results.append({**asdict(params), "rounds": booster.num_boosted_rounds(), "val_loss": loss, "seconds": seconds})
        log.info("%s %s: %d rounds, val loss %.5f, %.1fs", kind, params, booster.num_boosted_rounds(), loss, seconds)
        if best is None or loss < best[1]:
            best = (booster, loss, params, seconds)
        del score
    return best, results


def tbn_prob(kind, booster, x, classes):
    import xgboost as xgb

    raw = booster.predict(xgb.DMatrix(x))
    if kind == "binary":
        return raw
    cols = [classes.index(c) for c in SELF_LABELS]
    return 1.0 - raw[:, cols].sum(axis=1)


def importance_plot(booster, path: Path, title: str, top: int = 20) -> list[tuple[str, float]]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = feature_names()
    gain = booster.get_score(importance_type="gain")
    scores = sorted(((names[int(k[1:])], v) for k, v in gain.items()), key=lambda kv: kv[1], reverse=True)
    total = sum(v for _, v in scores) or 1.0
    scores = [(k, v / total) for k, v in scores]
    shown = scores[:top][::-1]
    fig, ax = plt.subplots(figsize=(7, 6))
    ax.barh([k for k, _ in shown], [v for _, v in shown], color="#4c72b0")
    ax.set_xlabel("share of total gain")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return scores[:top]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"))
    parser.add_argument("--proteno", type=Path, default=Path(user_cache_dir("tnfst")) / "data" / "proteno_regrouped.tsv",
                        help="regrouped Proteno TSV (training/regroup_proteno.py); skipped if missing")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--beta", type=float, default=2.0,
                        help="threshold maximizes validation F_beta of ToBeNormalized (recall weighs beta times)")
    parser.add_argument("--target-recall", type=float, default=None,
                        help="instead: the largest threshold keeping this validation recall")
    parser.add_argument("--rethreshold", action="store_true", help="only recompute thresholds of gates in --out")
    parser.add_argument("--kinds", default="binary,class")
    parser.add_argument("--quick", action="store_true", help="tiny data and grid, for tests")
    parser.add_argument("--class-params", default=None,
                        help="DEPTH,ETA,ROUNDS for the class gate alone (default: the binary gate's choice)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    np.random.seed(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    limit = 300 if args.quick else None
    grid = QUICK_GRID if args.quick else GRID

    google = args.shared / "google-tsv-sample"
    paths, skip = [google / "train_10000.txt"], [0]
    if args.proteno.is_file():
        paths.append(args.proteno)
        skip.append(PROTENO_OVERLAP)
    else:
        log.warning("%s missing: training on train_10000 only (run training/regroup_proteno.py)", args.proteno)
    val = load([google / "validation_10000.txt"], [0], limit)
    if args.rethreshold:
        rethreshold(args.out, val, args.beta, args.target_recall)
        return
    train = load(paths, skip, limit)
    x_train, x_val = batch_features(tokens_of(train)), batch_features(tokens_of(val))
    gold_train = np.array([to_be_normalized(t.before, t.after) for s in train for t in s])
    gold_val = np.array([to_be_normalized(t.before, t.after) for s in val for t in s])
    log.info("train %d sentences / %d tokens (%.1f%% ToBeNormalized), validation %d / %d",
             len(train), len(x_train), 100 * gold_train.mean(), len(val), len(x_val))

    labels_train = [gate_label(t) for s in train for t in s]
    counts = Counter(labels_train)
    classes = sorted(c for c, n in counts.items() if n >= MIN_CLASS_COUNT or c in SELF_LABELS)
    if any(counts[c] < MIN_CLASS_COUNT for c in counts if c not in SELF_LABELS):
        classes.append("OTHER")
    fold = {c: (c if c in classes else "OTHER") for c in counts}

    report = ["# Gate training report", "", f"seed {args.seed}; train {len(train)} sentences / {len(x_train)} tokens "
              f"(train_10000 + regrouped Proteno); validation_10000 {len(val)} / {len(x_val)} tokens.", ""]
    summary = {}
    for kind in args.kinds.split(","):
        if kind == "binary":
            y_train, y_val = gold_train.astype(np.float32), gold_val.astype(np.float32)
            kind_classes: list[str] = []
        else:
            kind_classes = classes
            index = {c: i for i, c in enumerate(classes)}
            y_train = np.array([index[fold[label]] for label in labels_train], dtype=np.float32)
            y_val = np.array([index.get(fold.get(gate_label(t), "OTHER"), index.get("OTHER", 0)) for s in val for t in s],
                             dtype=np.float32)
        kind_grid = grid
        if kind == "class" and args.class_params:
            depth, eta, rounds = args.class_params.split(",")
            kind_grid = (Params(int(depth), float(eta), max_rounds=int(rounds)),)
        elif kind == "class" and "binary" in summary:  # one softmax costs a tree per class: reuse the binary choice
            kind_grid = (summary["binary"]["params"],)
        start = time.perf_counter()
        (booster, loss, params, _), results = train_kind(kind, x_train, y_train, x_val, y_val, kind_classes, kind_grid,
                                                         args.seed, args.threads)
        seconds = time.perf_counter() - start
        prob = tbn_prob(kind, booster, x_val, kind_classes)
        threshold = choose_threshold(prob, gold_val, args.beta, args.target_recall)
        rule = f"recall >= {args.target_recall}" if args.target_recall is not None else f"max F{args.beta:g}"
        table = classification_table(gold_val, prob >= threshold)
        stem = "gate" if kind == "binary" else "gate_class"
        booster.save_model(str(args.out / f"{stem}.ubj"))
        meta = {"kind": kind, "model_file": f"{stem}.ubj", "threshold": threshold, "classes": kind_classes,
                "n_features": x_train.shape[1], "params": asdict(params), "rounds": booster.num_boosted_rounds(),
                "seed": args.seed, "threshold_rule": rule,
                "trained_on": "train_10000 + regrouped proteno (minus its first 754 sentences)",
                "tuned_on": "validation_10000"}
        (args.out / f"{stem}.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        top = importance_plot(booster, args.out / f"feature_importance_{kind}.png",
                              f"XGBoost gate ({kind}): top features by gain")
        size = (args.out / f"{stem}.ubj").stat().st_size
        report += [f"## {kind} gate", "", "| depth | eta | rounds | val loss | seconds |", "|---|---|---|---|---|"]
        report += [f"| {r['max_depth']} | {r['eta']} | {r['rounds']} | {r['val_loss']:.5f} | {r['seconds']:.1f} |" for r in results]
        report += ["", f"Chosen: depth {params.max_depth}, eta {params.eta}, {booster.num_boosted_rounds()} rounds; "
                   f"threshold {threshold:.4f} (validation {rule}); "
                   f"grid time {seconds:.1f}s; model {size / 1e6:.2f} MB.", "",
                   "Validation classification table:", "", "```", format_table(table), "```", "",
                   "Top features (share of gain): " + ", ".join(f"{k} {v:.3f}" for k, v in top[:10]), ""]
        if kind == "class":
            import xgboost as xgb

            pred = booster.predict(xgb.DMatrix(x_val)).argmax(axis=1)
            confusion = Counter((kind_classes[int(g)], kind_classes[int(p)]) for g, p in zip(y_val, pred))
            report += ["Validation confusion (rows gold, columns predicted):", "",
                       "| gold \\ pred | " + " | ".join(kind_classes) + " |", "|---" * (len(kind_classes) + 1) + "|"]
            report += [f"| {g} | " + " | ".join(str(confusion[(g, p)]) for p in kind_classes) + " |" for g in kind_classes]
            report.append("")
        summary[kind] = {"threshold": threshold, "table": table, "seconds": seconds, "params": params}
        log.info("%s gate: threshold %.4f\n%s", kind, threshold, format_table(table))
    (args.out / "report.md").write_text("\n".join(report), encoding="utf-8")
    if "binary" in summary:
        (args.out / "feature_importance.png").write_bytes((args.out / "feature_importance_binary.png").read_bytes())
    log.info("wrote %s", args.out)


if __name__ == "__main__":
    main()
