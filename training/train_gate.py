"""Train the XGBoost gate (Pramanik & Hussain) and its multi-class variant.

Training data: ``train_10000.txt`` (real Google tokens) plus the regrouped Proteno
sentences (``training/regroup_proteno.py``), skipping Proteno's first 754
sentences, which are train_10000's. Hyperparameters and the decision threshold
are chosen on ``validation_10000.txt``; the official test set is never read.

* ``binary``: ``binary:logistic`` on RemainSelf / ToBeNormalized.
* ``class``: ``multi:softprob`` on gate labels (PLAIN, PUNCT and the semiotic
  class of tokens that change; a PLAIN token that changes is PLAIN_NORM);
  P(ToBeNormalized) = 1 - P(PLAIN) - P(PUNCT).

Two repairs of the training data (training only; validation is read as is):
``restore_spelling_variants`` relabels lowercase British spellings that the
regrouped Proteno data lost (``centre`` read as written although ``Centre`` ->
"centre" marks it a spelling variant), and ``synthetic_electronic`` adds
``--synthetic-urls`` sentences with a made-up URL or e-mail address (the
training data hold 2 ELECTRONIC tokens).

Features (``--features``): ``paper`` (the 93 code points) or ``extended`` (code
points + shape, neighbour and lexicon features, :mod:`tnfst.gate.featurizer`).
The lexicon features of training tokens are counted out of fold
(``--folds``-fold over sentences: each fold's counts come from the other folds),
so the trees learn how far an imperfect lexicon can be trusted; validation and
the shipped gate use the lexicon counted on all training data
(``gate_lexicon.json``).

For each kind a small grid (depth x learning rate) is trained with early
stopping on the validation log loss of P(ToBeNormalized); the best is kept,
its threshold set to the largest value that keeps validation recall at
``--target-recall`` (default 0.99; or maximizing validation F_beta). Writes into ``--out``: ``gate.ubj``/``gate.json``,
``gate_class.ubj``/``gate_class.json``, ``gate_lexicon.json`` (extended),
``report.md`` (grid, validation tables, per-class recall, missed tokens, top
features, timings), ``feature_importance.png`` (like the paper's Figure 1).

The binary gate (``--oof 1``, default) is chosen differently: each grid point is
trained ``--folds`` times on out-of-fold splits (folds of ``--fold-block``
consecutive sentences), its rounds set by held-out log loss, the grid point by the
log loss over out-of-fold training + validation predictions, and its threshold is
the largest keeping ``--target-recall`` on those pooled predictions (about 21k
ToBeNormalized tokens instead of validation's 657).

Usage::

    python training/regroup_proteno.py --shared ../shared/data
    python training/train_gate.py --shared ../shared/data --out runs/gate [--features paper] [--quick] [--seed 13]
    # the shipped binary and class gates (one run: they share gate_lexicon.json)
    python training/train_gate.py --shared ../shared/data --out runs/gate_v4 --threads 1 \
        --grid "6,0.1;8,0.1;10,0.1;8,0.05" --class-params 6,0.3,120
    cp runs/gate_v4/gate*.ubj runs/gate_v4/gate*.json tnfst/resources/en/
"""

from __future__ import annotations

import argparse
import json
import logging
import time
from collections import Counter
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import numpy as np
from platformdirs import user_cache_dir
from tqdm import tqdm

from tnfst.data import TokenRecord, read_google_tsv
from tnfst.gate.featurizer import Featurizer
from tnfst.gate.featurizer import LEXICON_SETS
from tnfst.gate.lexicon import STABLE, GateLexicon, textbook_variant
from tnfst.gate.lexicon import spelling_rule
from tnfst.gate.metrics import class_label, classification_table, format_table, to_be_normalized
from tnfst.gate.model import SELF_LABELS

log = logging.getLogger("train_gate")

PROTENO_OVERLAP = 754  # Proteno's first sentences repeat train_10000.txt
MIN_CLASS_COUNT = 20  # rarer gate labels fold into OTHER in the class gate
LEXICON_FILE = "gate_lexicon.json"  # the extended gate's training counts, beside the model
# Softmax trees of rare labels (OTHER, DIGIT) fit a few tokens with huge leaf values and push
# P(PLAIN) + P(PUNCT) of ordinary tokens around: validation P(ToBeNormalized) loss then rises after
# ~7 rounds (0.038). Bigger leaves and bounded steps keep it falling (0.0114 vs 0.0109 binary on a subset).
CLASS_REGULARIZATION = {"min_child_weight": 5.0, "max_delta_step": 1.0}
OOF_PATIENCE = 100  # early-stopping patience of the fold boosters: long, so the summed curve's minimum is not cut off
VARIANT_READING = "<spelling variant>"  # placeholder reading of a relabelled British spelling


@dataclass(frozen=True)
class Params:
    """One grid point."""

    max_depth: int
    eta: float
    max_rounds: int = 600  # upper bound; early stopping on validation decides
    subsample: float = 0.9
    colsample_bytree: float = 0.9
    min_child_weight: float = 1.0  # xgboost's default
    max_delta_step: float = 0.0  # 0: unbounded leaf values (xgboost's default)

    def xgboost(self, seed: int, threads: int, **extra) -> dict:
        """XGBoost's training parameters for this grid point, plus `extra` (objective, metric, ...)."""
        return {"tree_method": "hist", "max_depth": self.max_depth, "eta": self.eta, "subsample": self.subsample,
                "colsample_bytree": self.colsample_bytree, "min_child_weight": self.min_child_weight,
                "max_delta_step": self.max_delta_step, "seed": seed, "nthread": threads, **extra}


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


def restore_spelling_variants(sentences: list[list[TokenRecord]],
                              textbook: bool = True) -> tuple[list[list[TokenRecord]], Counter]:
    """Relabel lowercase British spellings that the regrouped Proteno data marks as read as written.

    Google's readings Americanize spellings (``centre`` -> "center"). Proteno's readings lowercase
    them instead (``Centre`` -> "centre"), so a lowercase ``centre`` ends up ``<self>``: the label
    is lost. A lowercase alphabetic PLAIN ``<self>`` token becomes ToBeNormalized (reading
    :data:`VARIANT_READING`, a placeholder: only its difference from the token matters) when

    * its form occurs in the training data with a case-only or spelling-only reading
      (``Centre`` -> "centre", ``colour`` -> "color"), or
    * (``textbook``) a British -> American suffix rewrite (:data:`tnfst.gate.lexicon.BRITISH_REWRITES`:
      -our, -tre, -ise, -yse, -ogue, -mme) turns it into a word of the training text or readings
      (``recognised`` -> ``recognized``). In the Google-labelled files (train_10000, validation)
      every token this rule flags is read in American spelling; Google keeps other British
      forms (``grey``, ``modelling``, ``cancelled``), so only these endings are used.

    Returns:
        The relabelled sentences and a count of relabelled forms.
    """
    variants = {t.before.lower() for s in sentences for t in s
                if t.cls == "PLAIN" and t.to_be_normalized and t.before.isalpha() and t.reading.isalpha()
                and (t.reading == t.before.lower() or spelling_rule(t.before, t.reading))}
    vocabulary: set[str] = set()
    if textbook:
        for s in sentences:
            for t in s:
                vocabulary.add(t.before.lower())
                if t.to_be_normalized:
                    vocabulary.update(w.lower() for w in t.reading.split())
    relabelled: Counter = Counter()
    out = []
    for sentence in sentences:
        fixed = []
        for t in sentence:
            if (t.cls == "PLAIN" and not t.to_be_normalized and t.before.islower() and t.before.isalpha()
                    and (t.before in variants or (textbook and textbook_variant(t.before, vocabulary)))):
                relabelled[t.before] += 1
                t = TokenRecord(t.cls, t.before, VARIANT_READING)
            fixed.append(t)
        out.append(fixed)
    return out, relabelled


URL_TEMPLATES = ("{a}.com", "{a}{b}.org", "www.{a}.com", "www.{a}{b}.net", "http://www.{a}.com/", "https://{a}.org/{b}",
                 "http://{a}{b}.com/{b}.html", "{A}.com", "{a}.co.uk", "{a}@{b}.com", "{a}.{b}@{c}.edu", "{a}.gov",
                 "www.{a}.de", "{a}{b}.info", "https://www.{a}.edu/{b}/{c}.php")  # common URL / e-mail forms
URL_READING = "<electronic>"  # placeholder reading of a synthetic URL (only its difference from the token matters)


def synthetic_electronic(sentences: list[list[TokenRecord]], count: int, seed: int) -> list[list[TokenRecord]]:
    """``count`` copies of random training sentences with one plain word replaced by a synthetic URL.

    The training data hold 2 ELECTRONIC tokens (Proteno has none), so the trees cannot learn
    that URLs, domains and e-mail addresses are always read out. The URLs are made from
    :data:`URL_TEMPLATES` and lowercase training words; their class is ELECTRONIC.
    """
    rng = np.random.default_rng(seed)
    words = sorted({t.before for s in sentences for t in s if t.cls == "PLAIN" and t.before.isalpha()
                    and t.before.islower() and 3 <= len(t.before) <= 10})
    hosts = [i for i, s in enumerate(sentences) if any(t.cls == "PLAIN" and t.before.isalpha() for t in s)]
    if not words or not hosts:
        return []
    out = []
    for _ in range(count):
        sentence = list(sentences[hosts[int(rng.integers(len(hosts)))]])
        plain = [i for i, t in enumerate(sentence) if t.cls == "PLAIN" and t.before.isalpha()]
        a, b, c = (words[int(rng.integers(len(words)))] for _ in range(3))
        url = URL_TEMPLATES[int(rng.integers(len(URL_TEMPLATES)))].format(a=a, b=b, c=c, A=a.capitalize())
        sentence[plain[int(rng.integers(len(plain)))]] = TokenRecord("ELECTRONIC", url, URL_READING)
        out.append(sentence)
    return out


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


def tbn_logloss(prob: np.ndarray, gold: np.ndarray) -> float:
    """Binary log loss of P(ToBeNormalized) against gold labels (the gate's own decision)."""
    p = np.clip(prob.astype(np.float64), 1e-7, 1 - 1e-7)
    return float(-np.mean(np.where(gold, np.log(p), np.log1p(-p))))


def train_kind(kind, x_train, y_train, x_val, y_val, classes, grid, seed, threads, gold_val):
    """Train each grid point with early stopping on the validation log loss of P(ToBeNormalized).

    For the class gate this is not the softmax's own mlogloss: rare labels folded into OTHER
    in validation (MONEY, TELEPHONE) make mlogloss rise from the first rounds while the
    gate's decision keeps improving, so early stopping watches ``1 - P(PLAIN) - P(PUNCT)``.
    """
    import xgboost as xgb

    dtrain = xgb.DMatrix(x_train, label=y_train, nthread=threads)
    dval = xgb.DMatrix(x_val, label=y_val, nthread=threads)
    self_columns = [classes.index(c) for c in SELF_LABELS] if kind == "class" else []

    def gate_loss(predt: np.ndarray, _dmatrix) -> tuple[str, float]:
        prob = predt if kind == "binary" else 1.0 - predt.reshape(len(gold_val), -1)[:, self_columns].sum(axis=1)
        return "tbn_logloss", tbn_logloss(prob, gold_val)

    best = None
    results = []
    for params in grid:
        config = params.xgboost(seed, threads, disable_default_eval_metric=1)
        if kind == "binary":
            config.update(objective="binary:logistic")
        else:
            config.update(objective="multi:softprob", num_class=len(classes))
        start = time.perf_counter()
        booster = xgb.train(
            config, dtrain, num_boost_round=params.max_rounds, evals=[(dval, "val")], custom_metric=gate_loss,
            early_stopping_rounds=30, verbose_eval=False,
            callbacks=[ProgressCallback(params.max_rounds, f"{kind} d={params.max_depth} eta={params.eta}")],
        )
        seconds = time.perf_counter() - start
        booster = booster[: booster.best_iteration + 1]
        loss = tbn_logloss(tbn_prob(kind, booster, x_val, classes), gold_val)
        results.append({**asdict(params), "rounds": booster.num_boosted_rounds(), "val_loss": loss, "seconds": seconds})
        log.info("%s %s: %d rounds, val loss %.5f, %.1fs", kind, params, booster.num_boosted_rounds(), loss, seconds)
        if best is None or loss < best[1]:
            best = (booster, loss, params, seconds)
    return best, results


def train_binary_oof(x_train, y_train, fold_rows, x_val, y_val, grid, seed, threads):
    """Binary gate with rounds and grid point chosen on out-of-fold log loss.

    For each grid point one booster per fold is trained on the other folds (the folds of
    :func:`build_features`, so held-out rows also have out-of-fold lexicon counts), with early
    stopping on the held-out fold; the number of rounds minimizes the summed held-out log loss
    over all folds. The grid point with the lowest log loss over the out-of-fold training rows
    plus validation (predicted by the mean of the fold boosters) wins; the shipped booster is
    trained on all training rows for that many rounds.

    Returns:
        ``(booster, params, results, oof [N] out-of-fold P(ToBeNormalized), seconds)``.
    """
    import xgboost as xgb

    folds = int(fold_rows.max()) + 1
    dval = xgb.DMatrix(x_val, label=y_val, nthread=threads)
    best, results = None, []
    start_all = time.perf_counter()
    for params in grid:
        config = params.xgboost(seed, threads, objective="binary:logistic", eval_metric="logloss")
        start = time.perf_counter()
        boosters, curves = [], []
        for k in range(folds):
            held = fold_rows == k
            dtrain = xgb.DMatrix(x_train[~held], label=y_train[~held], nthread=threads)
            dheld = xgb.DMatrix(x_train[held], label=y_train[held], nthread=threads)
            history: dict = {}
            booster = xgb.train(config, dtrain, num_boost_round=params.max_rounds, evals=[(dheld, "held")],
                                early_stopping_rounds=OOF_PATIENCE, evals_result=history, verbose_eval=False,
                                callbacks=[ProgressCallback(params.max_rounds, f"fold {k} d={params.max_depth} "
                                                                               f"eta={params.eta}")])
            boosters.append(booster)
            curves.append(np.asarray(history["held"]["logloss"]) * held.sum())
        length = min(len(c) for c in curves)
        rounds = int(np.argmin(np.sum([c[:length] for c in curves], axis=0))) + 1
        oof = np.zeros(len(y_train), dtype=np.float32)
        val_prob = np.zeros(len(y_val), dtype=np.float64)
        for k, booster in enumerate(boosters):
            held = fold_rows == k
            oof[held] = booster.predict(xgb.DMatrix(x_train[held], nthread=threads), iteration_range=(0, rounds))
            val_prob += booster.predict(dval, iteration_range=(0, rounds)) / folds
        oof_loss = tbn_logloss(oof, y_train.astype(bool))
        val_loss = tbn_logloss(val_prob, y_val.astype(bool))
        pooled = (oof_loss * len(oof) + val_loss * len(val_prob)) / (len(oof) + len(val_prob))
        seconds = time.perf_counter() - start
        results.append({**asdict(params), "rounds": rounds, "oof_loss": oof_loss, "val_loss": val_loss,
                        "pooled_loss": pooled, "seconds": seconds})
        log.info("binary %s: %d rounds, out-of-fold loss %.5f, validation %.5f, pooled %.5f, %.1fs", params, rounds,
                 oof_loss, val_loss, pooled, seconds)
        if best is None or pooled < best[0]:
            best = (pooled, params, rounds, oof)
    _, params, rounds, oof = best
    config = params.xgboost(seed, threads, objective="binary:logistic")
    booster = xgb.train(config, xgb.DMatrix(x_train, label=y_train, nthread=threads), num_boost_round=rounds,
                        callbacks=[ProgressCallback(rounds, "binary, all training data")])
    return booster, params, results, oof, time.perf_counter() - start_all


def tbn_prob(kind, booster, x, classes):
    import xgboost as xgb

    raw = booster.predict(xgb.DMatrix(x))
    if kind == "binary":
        return raw
    cols = [classes.index(c) for c in SELF_LABELS]
    return 1.0 - raw[:, cols].sum(axis=1)


def importance_plot(booster, path: Path, title: str, names: list[str], top: int = 20) -> list[tuple[str, float]]:
    """Bar chart of the ``top`` features by share of total gain (the paper's Figure 1); returns them."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

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


def sentence_folds(n: int, folds: int, seed: int, block: int) -> np.ndarray:
    """Fold of each of ``n`` sentences: int ``[n]``.

    ``block > 0``: runs of ``block`` consecutive sentences (one Wikipedia article's
    neighbourhood) go to one fold together, the runs assigned at random; a name
    repeated through one article then cannot be counted in another fold's lexicon,
    as it cannot for the validation or test shard. ``block == 0``: sentences shuffled
    one by one (the first session's folds).
    """
    rng = np.random.default_rng(seed)
    if block <= 0:
        fold_of = np.empty(n, dtype=np.int64)
        fold_of[rng.permutation(n)] = np.arange(n) % folds
        return fold_of
    runs = np.arange(n) // block
    return rng.permutation(int(runs.max()) + 1 if n else 0)[runs] % folds


def build_features(feature_set: str, train: list, val: list, folds: int, seed: int, block: int = 64):
    """Training and validation matrices; the training sentences are returned in the row order used.

    For the lexicon feature sets, training rows get out-of-fold lexicon counts (sentences split
    into ``folds`` folds by :func:`sentence_folds`; each fold counted by a lexicon of the other
    folds, its counts scaled by ``folds / (folds - 1)``) and validation rows the lexicon of all
    training sentences, which is returned for shipping.

    Returns:
        ``(x_train [N, D], train sentences in row order, x_val [M, D], lexicon or None, featurizer,
        fold of each training row [N])``.
    """
    if feature_set not in LEXICON_SETS:
        featurizer = Featurizer(feature_set)
        fold_rows = np.repeat(sentence_folds(len(train), folds, seed, block), [len(s) for s in train])
        return (featurizer.batch(tokens_of(train)), train, featurizer.batch(tokens_of(val)), None, featurizer,
                fold_rows)
    fold_of = sentence_folds(len(train), folds, seed, block)
    fold_config = replace(STABLE, count_scale=folds / (folds - 1))
    parts, ordered, fold_rows = [], [], []
    for k in tqdm(range(folds), desc="out-of-fold lexicon", leave=False):
        held = [s for s, f in zip(train, fold_of) if f == k]
        rest = [s for s, f in zip(train, fold_of) if f != k]
        parts.append(Featurizer(feature_set, GateLexicon.fit(rest, fold_config)).batch(tokens_of(held)))
        ordered += held
        fold_rows.append(np.full(sum(len(s) for s in held), k, dtype=np.int64))
    lexicon = GateLexicon.fit(train, STABLE)
    featurizer = Featurizer(feature_set, lexicon)
    return (np.concatenate(parts), ordered, featurizer.batch(tokens_of(val)), lexicon, featurizer,
            np.concatenate(fold_rows))


def per_class_recall(val: list, prob: np.ndarray, threshold: float) -> list[tuple[str, int, int, float]]:
    """``(class, ToBeNormalized tokens, missed, recall)`` on validation, by semiotic class."""
    tokens = [t for s in val for t in s]
    found: Counter = Counter()
    missed: Counter = Counter()
    for token, p in zip(tokens, prob):
        if to_be_normalized(token.before, token.after):
            found[token.cls] += 1
            missed[token.cls] += int(p < threshold)
    return [(c, n, missed[c], 1.0 - missed[c] / n) for c, n in found.most_common()]


def missed_tokens(val: list, prob: np.ndarray, threshold: float, limit: int = 60) -> list[str]:
    """Markdown rows of validation ToBeNormalized tokens the gate misses, lowest probability first."""
    rows = []
    for s in val:
        for i, t in enumerate(s):
            rows.append((t, s[i - 1].before if i else "", s[i + 1].before if i + 1 < len(s) else ""))
    misses = [(p, t, left, right) for (t, left, right), p in zip(rows, prob)
              if to_be_normalized(t.before, t.after) and p < threshold]
    misses.sort(key=lambda m: m[0])
    return [f"| {t.cls} | `{t.before}` | {t.after} | {left} _ {right} | {p:.3f} |" for p, t, left, right in misses[:limit]]


def operating_points(prob: np.ndarray, gold: np.ndarray, recalls=(0.98, 0.985, 0.99, 0.995)) -> list[str]:
    """Markdown rows: validation precision / F1 at the largest threshold reaching each recall."""
    rows = []
    for r in recalls:
        t = threshold_for_recall(prob, gold, r)
        row = classification_table(gold, prob >= t)["ToBeNormalized"]
        rows.append(f"| {r} | {t:.4f} | {row['precision']:.4f} | {row['recall']:.4f} | {row['f1']:.4f} |")
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"))
    parser.add_argument("--proteno", type=Path, default=Path(user_cache_dir("tnfst")) / "data" / "proteno_regrouped.tsv",
                        help="regrouped Proteno TSV (training/regroup_proteno.py); skipped if missing")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--features", choices=("paper", "extended", "extended_v2"), default="extended_v2")
    parser.add_argument("--keep-labels", action="store_true",
                        help="do not relabel Proteno's lowercase British spellings (restore_spelling_variants)")
    parser.add_argument("--no-textbook-variants", action="store_true",
                        help="relabel only forms seen changed in training, not textbook British endings")
    parser.add_argument("--synthetic-urls", type=int, default=400,
                        help="training sentences added with a synthetic URL / e-mail token (synthetic_electronic)")
    parser.add_argument("--folds", type=int, default=5,
                        help="folds for out-of-fold lexicon counts and out-of-fold predictions")
    parser.add_argument("--fold-block", type=int, default=64,
                        help="consecutive training sentences kept in one fold (0: sentences shuffled one by one)")
    parser.add_argument("--oof", type=int, default=1,
                        help="binary gate: choose rounds on out-of-fold log loss and the threshold on out-of-fold "
                             "training predictions + validation (0: early stopping and threshold on validation only)")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--beta", type=float, default=2.0,
                        help="threshold maximizes validation F_beta of ToBeNormalized (recall weighs beta times)")
    parser.add_argument("--target-recall", type=float, default=0.99,
                        help="the largest threshold keeping this validation recall (0 or less: use --beta instead)")
    parser.add_argument("--rethreshold", action="store_true", help="only recompute thresholds of gates in --out")
    parser.add_argument("--kinds", default="binary,class")
    parser.add_argument("--quick", action="store_true", help="tiny data and grid, for tests")
    parser.add_argument("--grid", default=None,
                        help="DEPTH,ETA[,ROUNDS];... grid for the binary gate (default: the built-in grid)")
    parser.add_argument("--class-params", default=None,
                        help="DEPTH,ETA,ROUNDS for the class gate alone (default: the binary gate's choice)")
    args = parser.parse_args(argv)
    if args.target_recall is not None and args.target_recall <= 0:
        args.target_recall = None
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    np.random.seed(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    limit = 300 if args.quick else None
    grid = QUICK_GRID if args.quick else GRID
    if args.grid:
        grid = tuple(Params(int(p[0]), float(p[1]), *([int(p[2])] if len(p) > 2 else []))
                     for p in (g.split(",") for g in args.grid.split(";")))

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
    relabelled = Counter()
    if not args.keep_labels:
        train, relabelled = restore_spelling_variants(train, textbook=not args.no_textbook_variants)
        log.info("relabelled %d lowercase spelling variants as ToBeNormalized: %s", sum(relabelled.values()),
                 ", ".join(f"{w} {n}" for w, n in relabelled.most_common(12)))
    n_urls = min(args.synthetic_urls, 30) if args.quick else args.synthetic_urls
    if n_urls:
        train = train + synthetic_electronic(train, n_urls, args.seed)
        log.info("added %d sentences with synthetic URLs", n_urls)
    start = time.perf_counter()
    x_train, train, x_val, lexicon, featurizer, fold_rows = build_features(args.features, train, val, args.folds,
                                                                           args.seed, args.fold_block)
    feature_seconds = time.perf_counter() - start
    if lexicon is not None:
        lexicon.save(args.out / LEXICON_FILE)
    gold_train = np.array([to_be_normalized(t.before, t.after) for s in train for t in s])
    gold_val = np.array([to_be_normalized(t.before, t.after) for s in val for t in s])
    log.info("train %d sentences / %d tokens (%.1f%% ToBeNormalized), validation %d / %d; %d %s features in %.1fs",
             len(train), len(x_train), 100 * gold_train.mean(), len(val), len(x_val), x_train.shape[1],
             args.features, feature_seconds)

    labels_train = [gate_label(t) for s in train for t in s]
    counts = Counter(labels_train)
    classes = sorted(c for c, n in counts.items() if n >= MIN_CLASS_COUNT or c in SELF_LABELS)
    if any(counts[c] < MIN_CLASS_COUNT for c in counts if c not in SELF_LABELS):
        classes.append("OTHER")
    fold = {c: (c if c in classes else "OTHER") for c in counts}

    report = ["# Gate training report", "", f"seed {args.seed}; train {len(train)} sentences / {len(x_train)} tokens "
              f"(train_10000 + regrouped Proteno); validation_10000 {len(val)} / {len(x_val)} tokens.", "",
              f"Feature set `{args.features}`: {x_train.shape[1]} features"
              + (f" (lexicon counted out of fold, {args.folds} folds)" if lexicon is not None else "")
              + f"; feature extraction {feature_seconds:.1f}s.", "",
              f"Relabelled {sum(relabelled.values())} lowercase spelling variants as ToBeNormalized "
              "(restore_spelling_variants): " + ", ".join(f"{w} {n}" for w, n in relabelled.most_common()), "",
              f"Added {n_urls} training sentences with a synthetic URL / e-mail token "
              "(synthetic_electronic).", ""]
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
        if kind == "class":
            kind_grid = tuple(replace(p, **CLASS_REGULARIZATION) for p in kind_grid)
        start = time.perf_counter()
        oof = None
        if kind == "binary" and args.oof:
            booster, params, results, oof, seconds = train_binary_oof(x_train, y_train, fold_rows, x_val, y_val,
                                                                      kind_grid, args.seed, args.threads)
        else:
            (booster, loss, params, _), results = train_kind(kind, x_train, y_train, x_val, y_val, kind_classes,
                                                             kind_grid, args.seed, args.threads, gold_val)
            seconds = time.perf_counter() - start
        prob = tbn_prob(kind, booster, x_val, kind_classes)
        if oof is not None:  # threshold on out-of-fold training predictions + validation: ~20k positives, not 657
            pooled_prob, pooled_gold = np.concatenate([oof, prob]), np.concatenate([gold_train, gold_val])
            threshold = choose_threshold(pooled_prob, pooled_gold, args.beta, args.target_recall)
            rule = (f"recall >= {args.target_recall}" if args.target_recall is not None else f"max F{args.beta:g}") \
                + " on out-of-fold training + validation predictions"
        else:
            threshold = choose_threshold(prob, gold_val, args.beta, args.target_recall)
            rule = f"recall >= {args.target_recall}" if args.target_recall is not None else f"max F{args.beta:g}"
        table = classification_table(gold_val, prob >= threshold)
        stem = "gate" if kind == "binary" else "gate_class"
        booster.save_model(str(args.out / f"{stem}.ubj"))
        meta = {"kind": kind, "model_file": f"{stem}.ubj", "threshold": threshold, "classes": kind_classes,
                "n_features": x_train.shape[1], "features": args.features,
                **({"lexicon_file": LEXICON_FILE} if lexicon is not None else {}),
                "params": asdict(params), "rounds": booster.num_boosted_rounds(),
                "seed": args.seed, "threshold_rule": rule,
                "trained_on": "train_10000 + regrouped proteno (minus its first 754 sentences)",
                "tuned_on": ("out-of-fold training predictions + validation_10000" if oof is not None
                             else "validation_10000")}
        (args.out / f"{stem}.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
        top = importance_plot(booster, args.out / f"feature_importance_{kind}.png",
                              f"XGBoost gate ({kind}, {args.features} features): top features by gain",
                              featurizer.names)
        size = (args.out / f"{stem}.ubj").stat().st_size
        if oof is not None:
            report += [f"## {kind} gate", "", f"{args.folds}-fold out-of-fold training (folds of {args.fold_block} "
                       "consecutive sentences; rounds by held-out log loss):", "",
                       "| depth | eta | rounds | out-of-fold loss | validation loss (fold mean) | pooled | seconds |",
                       "|---|---|---|---|---|---|---|"]
            report += [f"| {r['max_depth']} | {r['eta']} | {r['rounds']} | {r['oof_loss']:.5f} | {r['val_loss']:.5f} | "
                       f"{r['pooled_loss']:.5f} | {r['seconds']:.1f} |" for r in results]
            report += ["", "Out-of-fold operating points (all training rows):", "",
                       "| target recall | threshold | precision | recall | F1 |", "|---|---|---|---|---|",
                       *operating_points(oof, gold_train), "",
                       "Pooled out-of-fold + validation operating points:", "",
                       "| target recall | threshold | precision | recall | F1 |", "|---|---|---|---|---|",
                       *operating_points(np.concatenate([oof, prob]), np.concatenate([gold_train, gold_val])), ""]
        else:
            report += [f"## {kind} gate", "", "| depth | eta | rounds | val loss of P(ToBeNormalized) | seconds |",
                       "|---|---|---|---|---|"]
            report += [f"| {r['max_depth']} | {r['eta']} | {r['rounds']} | {r['val_loss']:.5f} | {r['seconds']:.1f} |"
                       for r in results]
        report += ["", f"Chosen: depth {params.max_depth}, eta {params.eta}, {booster.num_boosted_rounds()} rounds; "
                   f"threshold {threshold:.4f} ({rule if oof is not None else 'validation ' + rule}); "
                   f"grid time {seconds:.1f}s; model {size / 1e6:.2f} MB.", "",
                   "Validation classification table:", "", "```", format_table(table), "```", "",
                   "Validation operating points (largest threshold reaching each recall):", "",
                   "| target recall | threshold | precision | recall | F1 |", "|---|---|---|---|---|",
                   *operating_points(prob, gold_val), "",
                   "Validation recall by semiotic class (ToBeNormalized tokens):", "",
                   "| class | tokens | missed | recall |", "|---|---|---|---|",
                   *[f"| {c} | {n} | {m} | {r:.3f} |" for c, n, m, r in per_class_recall(val, prob, threshold)], "",
                   "Missed validation tokens (lowest probability first):", "",
                   "| class | token | reading | context | P |", "|---|---|---|---|---|",
                   *missed_tokens(val, prob, threshold), "",
                   "Top features (share of gain): " + ", ".join(f"{k} {v:.3f}" for k, v in top[:15]), ""]
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
