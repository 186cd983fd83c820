"""What the dual-encoder constraints add to decoding time (target: voc_de <= 10%).

    nice -n 10 python benchmarks/de_overhead.py --tokens 256 --repeats 3 [--dnc tnfst/resources/en/dnc.pt]

Decodes the same ToBeNormalized tokens of the validation data (windows, beam 5)
with no constraint, with `voc_de` and with `seq_de`, interleaving the runs and
keeping the fastest of `--repeats` per setting; the time includes everything
`beam_search` does for the constraint (`start` per token, `weights_batch` and
`advance` per step). Building the constraint (encoding the vocabulary once) is
reported apart. Without a trained DNC (`--dnc` missing) a randomly initialised
model of the CPU size over the corpus vocabulary stands in (`--max-len` caps its
readings); the overhead is a per-step cost, so its ratio is what counts.
The summed decoding steps show whether a constraint changed how long the
search ran (early stopping), apart from its own per-step cost. Writes a JSON
report (`--json`) and prints a table.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "training"))

from de_negatives import load_examples  # noqa: E402

from tnfst.constraints.dual_encoder import DEConstraintConfig, SeqDE, VocDE  # noqa: E402
from tnfst.decode import beam_search  # noqa: E402
from tnfst.dual_encoder import default_model_path, load_dual_encoder  # noqa: E402

log = logging.getLogger("tnfst.de_overhead")
DEFAULT_VALID = Path("/work/shared/data/google-tsv-sample/validation_10000.txt")


def load_dnc(path: Path | None, vocab_words: list[str]):
    """The trained DNC at `path`, or an untrained CPU-size one over `vocab_words`."""
    if path is not None and path.is_file():
        from tnfst.model.checkpoint import load_checkpoint

        return load_checkpoint(path), True
    from tnfst.model.charset import Charset
    from tnfst.model.config import CPU
    from tnfst.model.seq2seq import Seq2SeqDNC
    from tnfst.vocab import Vocabulary

    torch.manual_seed(0)
    chars = sorted({c for w in vocab_words for c in w} | set("0123456789$£€%.,/-: abcdefghijklmnopqrstuvwxyz"))
    return Seq2SeqDNC(CPU, Charset(chars), Vocabulary(vocab_words)).eval(), False


def decode_time(model, windows, tokens, constraints, batch_size: int, beam: int, max_len: int) -> tuple[float, int]:
    """(seconds, decoding steps summed over the tokens) of one pass."""
    started = time.perf_counter()
    steps = 0
    with torch.inference_mode():
        for lo in range(0, len(tokens), batch_size):
            batch = model.make_batch(windows[lo:lo + batch_size])
            results = beam_search(model, batch, tokens[lo:lo + batch_size], constraints, beam=beam, max_len=max_len)
            steps += sum(r.steps for r in results)
    return time.perf_counter() - started, steps


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--valid", type=Path, default=DEFAULT_VALID)
    parser.add_argument("--dnc", type=Path, default=ROOT / "tnfst" / "resources" / "en" / "dnc.pt")
    parser.add_argument("--vocab", type=Path, default=None, help="vocab.json for the untrained stand-in model")
    parser.add_argument("--voc-de", type=Path, default=None)
    parser.add_argument("--seq-de", type=Path, default=None)
    parser.add_argument("--tokens", type=int, default=256)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--max-len", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    torch.set_num_threads(args.threads)

    examples = load_examples([args.valid], dedupe=False)[: args.tokens]
    words = sorted({w for e in examples for w in e.reading.split()})
    if args.vocab is not None:
        from tnfst.vocab import Vocabulary

        words = list(Vocabulary.load(args.vocab).words[4:])
    model, trained = load_dnc(args.dnc, words)
    vocab = model.vocab
    windows, tokens = [e.window for e in examples], [e.token for e in examples]
    settings: dict[str, list] = {"none": []}
    build_seconds = {}
    for name, kind, path, cls in (("voc_de", "vocab", args.voc_de, VocDE), ("seq_de", "sequence", args.seq_de, SeqDE)):
        path = path or default_model_path(kind)
        if not path.is_file():
            log.warning("%s: missing, %s not measured", path, name)
            continue
        de = load_dual_encoder(path, kind=kind)
        started = time.perf_counter()
        settings[name] = [cls(vocab, de, DEConstraintConfig(lam=5.0))]
        build_seconds[name] = time.perf_counter() - started
    best = {name: float("inf") for name in settings}
    steps: dict[str, int] = {}
    for _ in range(args.repeats):
        for name, constraints in settings.items():
            fresh = [type(c)(vocab, c.model, c.config) for c in constraints]  # empty caches: start() is timed
            seconds, steps[name] = decode_time(model, windows, tokens, fresh, args.batch_size, args.beam, args.max_len)
            best[name] = min(best[name], seconds)
            log.info("%s: %.2f s", name, seconds)
    base = best["none"]
    report = {"dnc": str(args.dnc) if trained else "untrained stand-in (CPU size)", "vocab_size": len(vocab),
              "tokens": len(tokens), "beam": args.beam, "batch_size": args.batch_size, "max_len": args.max_len,
              "threads": args.threads, "seconds": best, "build_seconds": build_seconds, "steps": steps,
              "overhead": {k: v / base - 1.0 for k, v in best.items() if k != "none"}}
    print(f"DNC: {report['dnc']}; V = {len(vocab)}; {len(tokens)} tokens, beam {args.beam}, batch {args.batch_size}")
    print("| constraint | seconds (best of %d) | ms/token | overhead | decoding steps | ms/1000 steps | build (s) |"
          % args.repeats)
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, seconds in best.items():
        over = "" if name == "none" else f"{100 * report['overhead'][name]:+.1f}%"
        print(f"| {name} | {seconds:.2f} | {1000 * seconds / len(tokens):.1f} | {over} | {steps[name]} | "
              f"{1e6 * seconds / max(1, steps[name]):.1f} | {build_seconds.get(name, 0.0):.2f} |")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
