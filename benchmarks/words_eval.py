"""Measure the `words` constraint on gold files (Google TSV); never reads the test set unless told.

    # how many gold PLAIN/LETTERS readings the words grammar licenses (all, and gate-routed)
    python benchmarks/words_eval.py license GOLD [GOLD ...]
    # PLAIN errors by kind, LETTERS accuracy, from `tnfst evaluate --save-predictions` files
    python benchmarks/words_eval.py score GOLD PRED [PRED ...]
    # run tnfst evaluate with a routing rule: tokens whose words reading is forced (a lexicon
    # variant, a lowercase/capitalised `only` abbreviation, a vowel-less token) go to the reader
    # whatever the gate says; --no-routing: the gate as it is; --no-read-or-spell: the words
    # grammar without its read-or-spell policies. Other options go to `tnfst evaluate`.
    python benchmarks/words_eval.py route GOLD --constraints a,b,c [--no-routing] [--save-predictions F]

Error kinds of a wrong PLAIN reading: "self" (left as written), "spelled" (its letters),
"variant" (the words grammar licenses it: an unlisted spelling or expansion), "other word"
(anything else: the word was changed into a different word).
"""

from __future__ import annotations

import argparse
import collections
import sys
from collections.abc import Iterator

from tnfst import special
from tnfst.constraints.letters import spelled_words
from tnfst.constraints.words import WordsGrammar, is_wordlike


def sentences(path: str) -> Iterator[list[tuple[str, str, str]]]:
    """Sentences of a Google TSV file: lists of (class, before, after)."""
    sentence: list[tuple[str, str, str]] = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if parts[0] == special.EOS:
                if sentence:
                    yield sentence
                sentence = []
            elif len(parts) == 3:
                sentence.append((parts[0], parts[1], parts[2]))
    if sentence:
        yield sentence


def _gold_reading(before: str, after: str) -> str:
    return special.SELF if after in (special.SELF, before) else after


def license_report(paths: list[str], classes=("PLAIN", "LETTERS"), use_gate: bool = True) -> None:
    grammar = WordsGrammar().ensure_loaded()
    gate = None
    if use_gate:
        from tnfst.gate import Gate

        gate = Gate.load(None)
    for path in paths:
        counts: dict[tuple[str, str], collections.Counter] = collections.defaultdict(collections.Counter)
        missed: collections.Counter = collections.Counter()
        batch = list(sentences(path))
        routed_of = []
        if gate is not None:
            for lo in range(0, len(batch), 2000):
                probs = gate.predict_proba_batch([[t[1] for t in s] for s in batch[lo:lo + 2000]])
                routed_of.extend([[p >= gate.threshold for p in row] for row in probs])
        for si, s in enumerate(batch):
            for ti, (cls, before, after) in enumerate(s):
                if cls not in classes:
                    continue
                routed = routed_of[si][ti] if routed_of else True
                gold = _gold_reading(before, after)
                for scope in ("all", "routed") if routed else ("all",):
                    c = counts[(cls, scope)]
                    c["tokens"] += 1
                    if not grammar.matches(before):
                        c["not matched"] += 1
                        continue
                    c["matched"] += 1
                    if grammar.licenses(before, gold):
                        c["licensed"] += 1
                    elif scope == "routed" or not routed_of:
                        missed[(cls, before, gold)] += 1
        print(f"== {path}")
        print(f"{'class':8} {'scope':7} {'tokens':>7} {'matched':>8} {'licensed':>9} {'share':>7}")
        for (cls, scope), c in sorted(counts.items()):
            share = c["licensed"] / c["matched"] if c["matched"] else float("nan")
            print(f"{cls:8} {scope:7} {c['tokens']:7d} {c['matched']:8d} {c['licensed']:9d} {share:7.4f}")
        why: collections.Counter = collections.Counter()
        for (cls, before, gold), n in missed.items():
            if before.lower() in grammar.lexicon.variants:
                why["listed variant, gold as written (Proteno style or lost label)"] += n
            elif len(before) == 2 and before.endswith("."):
                why["initial with a period, gold the capital letter (Proteno style)"] += n
            else:
                why["other"] += n
        print("gold readings not licensed (routed):", sum(missed.values()), dict(why))
        for (cls, before, gold), n in missed.most_common(25):
            print(f"  {n:3d} {cls} {before!r} -> {gold!r}")


def error_kind(grammar: WordsGrammar, before: str, predicted: str) -> str:
    """self | spelled | variant | other word (see the module docstring)."""
    if predicted in (special.SELF, before):
        return "self"
    spelled = spelled_words(before) if is_wordlike(before) else None
    if spelled and predicted == " ".join(spelled):
        return "spelled"
    if grammar.licenses(before, predicted):
        return "variant"
    return "other word"


def score_report(gold_path: str, prediction_paths: list[str], show: int = 15) -> None:
    from tnfst.evaluate import same_reading

    grammar = WordsGrammar().ensure_loaded()
    gold = [t for s in sentences(gold_path) for t in s]
    for path in prediction_paths:
        pred = [t for s in sentences(path) for t in s]
        if len(pred) != len(gold) or any(p[1] != g[1] for p, g in zip(pred, gold)):
            raise SystemExit(f"{path}: tokens differ from {gold_path}")
        right: collections.Counter = collections.Counter()
        total: collections.Counter = collections.Counter()
        kinds: collections.Counter = collections.Counter()
        examples = collections.defaultdict(list)
        for (cls, before, after), (_, _, predicted) in zip(gold, pred):
            total[cls] += 1
            if same_reading(before, after, predicted):
                right[cls] += 1
                continue
            if cls == "PLAIN":
                kind = error_kind(grammar, before, _gold_reading(before, predicted))
                kinds[kind] += 1
                if len(examples[kind]) < show:
                    examples[kind].append(f"{before}->{predicted!r} (gold {after!r})")
        n_all, r_all = sum(total.values()), sum(right.values())
        print(f"== {path}")
        print(f"ALL {r_all}/{n_all} = {r_all / n_all:.4f}; PLAIN errors {total['PLAIN'] - right['PLAIN']} "
              f"(acc {right['PLAIN'] / max(total['PLAIN'], 1):.4f}); LETTERS {right['LETTERS']}/{total['LETTERS']} "
              f"= {right['LETTERS'] / max(total['LETTERS'], 1):.4f}")
        print("PLAIN errors by prediction kind:", dict(kinds))
        for kind, rows in examples.items():
            print(f"  {kind}: " + "; ".join(rows))


def forced_by_words(grammar: WordsGrammar, token: str) -> bool:
    """True when the words grammar reads `token` only in words, neither itself nor just its letters
    (a variant, expansions): `tnfst.constraints.words.WordsFst.must_read` without the deferral."""
    readings = grammar.readings(token)
    spelled = spelled_words(token) if is_wordlike(token) else None
    return bool(readings) and special.SELF not in readings and readings != [" ".join(spelled or ())]


def route(gold_path: str, constraints: str, extra: list[str], routing: bool = True,
          read_or_spell: bool = True) -> None:
    """`tnfst evaluate` with the gate patched to route every token `forced_by_words` holds
    (`routing`), and the words grammar built with `read_or_spell`."""
    import numpy as np

    from tnfst.cli import cli as cli_main
    from tnfst.constraints import words as words_module
    from tnfst.gate import model as gate_model

    grammar = WordsGrammar(read_or_spell=read_or_spell).ensure_loaded()
    original = gate_model.Gate.predict_proba_batch
    original_init = words_module.WordsGrammar.__init__

    def patched(self, batch):
        probs = original(self, batch)
        return [np.where([forced_by_words(grammar, t) for t in s], np.maximum(p, 1.0), p) if len(s) else p
                for s, p in zip(batch, probs)]

    def init(self, lexicon=None, lang="en", read_or_spell_=read_or_spell, **_):
        original_init(self, lexicon, lang, read_or_spell_)

    if routing:
        gate_model.Gate.predict_proba_batch = patched
    words_module.WordsGrammar.__init__ = init
    try:
        cli_main(["evaluate", gold_path, "--constraints", constraints, "--threads", "1", *extra],
                 standalone_mode=False)
    finally:
        gate_model.Gate.predict_proba_batch = original
        words_module.WordsGrammar.__init__ = original_init


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("license")
    p.add_argument("gold", nargs="+")
    p.add_argument("--no-gate", action="store_true")
    p = sub.add_parser("score")
    p.add_argument("gold")
    p.add_argument("predictions", nargs="+")
    p = sub.add_parser("route")
    p.add_argument("gold")
    p.add_argument("--constraints", required=True)
    p.add_argument("--no-routing", action="store_true", help="the gate as it is (no routing rule)")
    p.add_argument("--no-read-or-spell", action="store_true", help="words grammar without the read-or-spell policies")
    args, extra = parser.parse_known_args(argv)
    if args.command == "license":
        license_report(args.gold, use_gate=not args.no_gate)
    elif args.command == "score":
        score_report(args.gold, args.predictions)
    else:
        route(args.gold, args.constraints, extra, routing=not args.no_routing,
              read_or_spell=not args.no_read_or_spell)
    return 0


if __name__ == "__main__":
    sys.exit(main())
