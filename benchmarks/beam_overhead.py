"""Per-step cost of beam search with and without `measure_money_fst`.

    python benchmarks/beam_overhead.py                       # beam 5, V ~ 2,000, batch 1 and 32
    python benchmarks/beam_overhead.py --json out.json --batch 1 --batch 8

The decoder is a stand-in that reads each token's first licensed reading (so
both runs take the same path and the same number of steps), over one of two
cores: `stub` (logits from a fixed table, ~no model cost: the overhead measured
against the beam machinery alone, the strictest view), `gru` (embedding -> GRU
cell -> output projection, hidden 512: a small real decoder step) and `dnc`
(tnfst's seq2seq DNC of Pramanik & Hussain, untrained, CPU size: the real
decoding step; its logits get the same reading bias). Lattices come from the English covering grammar
(`tnfst.grammar`) when it loads, otherwise from a built-in readings table.

Reported per configuration: ms per decoding step without / with the
constraint, the relative overhead, microseconds of overhead per
hypothesis-step ((with - without) / (batch x beam)), and microseconds spent
inside the constraint's own methods (start, advance, weights_batch) per
hypothesis-step weighted ("in fst": measured directly, immune to the noise
of differencing two timings). Compiling a new token's
lattice (grammar composition, then our per-state precompute) happens once per
distinct token and is reported apart. Timings: min and median over repeats
(the min is the least disturbed by other load on a shared machine), one
intra-op thread (`--threads`).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import time

import torch

from tnfst import special
from tnfst.constraints import MeasureMoneyFst
from tnfst.constraints.fst import CompiledLattice
from tnfst.constraints.readings import ReadingsGrammar
from tnfst.decode import beam_search
from tnfst.vocab import Vocabulary

logger = logging.getLogger("beam_overhead")

TOKENS = ["150lb", "$3.50", "2 mA", "12 USD", "£900", "1,234,567km", "7 ft", "0.5%"]
FALLBACK_READINGS = {  # used when tnfst.grammar is unavailable
    "150lb": ["one hundred fifty pounds", "one hundred and fifty pounds"],
    "$3.50": ["three dollars fifty cents", "three dollars and fifty cents", "three point five zero dollars"],
    "2 mA": ["two milliamperes", "two milli amperes"],
    "12 USD": ["twelve dollars", "twelve us dollars"],
    "£900": ["nine hundred pounds", "nine hundred pounds sterling"],
    "1,234,567km": ["one million two hundred thirty four thousand five hundred sixty seven kilometers"],
    "7 ft": ["seven feet", "seven foot"],
    "0.5%": ["zero point five percent"],
}
SCRIPT_BONUS = 6.0  # logit bonus on the scripted word: the model is confident, not certain


class ReadingModel:
    """A decoder that prefers a given reading per input, over a `stub`, `gru` or `dnc` core.

    encode((windows, targets)): targets = LongTensor[B, L] of word ids (STOP-padded),
    windows = the inputs' window strings (read by the `dnc` core only).
    state = (core state, targets LongTensor[N, L], t LongTensor[N]).
    """

    def __init__(self, vocab: Vocabulary, core: str, hidden: int = 512, seed: int = 0):
        torch.manual_seed(seed)
        self.core = core
        vocab_size = len(vocab)
        if core == "gru":
            self.hidden = hidden
            self.embed = torch.nn.Embedding(vocab_size, hidden)
            self.cell = torch.nn.GRUCell(hidden, hidden)
            self.out = torch.nn.Linear(hidden, vocab_size)
        elif core == "dnc":  # the untrained seq2seq DNC of tnfst.model, CPU size
            from tnfst.model.charset import Charset
            from tnfst.model.config import ModelConfig
            from tnfst.model.seq2seq import Seq2SeqDNC

            charset = Charset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 $£€%.,<>/")
            self.dnc = Seq2SeqDNC(ModelConfig(), charset, vocab).eval()
        else:
            self.table = torch.randn(vocab_size, vocab_size)  # logits = table[prev]

    def encode(self, batch):
        windows, targets = batch
        n = targets.shape[0]
        if self.core == "gru":
            core_state = torch.zeros(n, self.hidden)
        elif self.core == "dnc":
            from tnfst.model.window import make_window

            core_state = self.dnc.encode(self.dnc.make_batch([make_window([w], 0) for w in windows]))
        else:
            core_state = torch.zeros(n, 1)
        return (core_state, targets, torch.zeros(n, dtype=torch.long))

    @torch.inference_mode()
    def step(self, state, prev):
        core_state, targets, t = state
        prev = torch.as_tensor(prev)  # the beam search passes numpy ids
        if self.core == "gru":
            core_state = self.cell(self.embed(prev), core_state)  # [N, H]
            logits = self.out(core_state)  # [N, V]
        elif self.core == "dnc":
            logits, core_state = self.dnc.step(core_state, prev)  # [N, V]
        else:
            logits = self.table.index_select(0, prev)  # [N, V]
        wanted = targets.gather(1, t.clamp(max=targets.shape[1] - 1).unsqueeze(1))  # [N, 1]
        logits = logits.scatter_add(1, wanted, torch.full_like(wanted, SCRIPT_BONUS, dtype=logits.dtype))
        return logits, (core_state, targets, t + 1)


class TimedModel:
    """Wraps a model and accumulates the seconds spent in `step`."""

    def __init__(self, inner):
        self.inner = inner
        self.seconds = 0.0

    def encode(self, batch):
        return self.inner.encode(batch)

    def step(self, state, prev):
        start = time.perf_counter()
        out = self.inner.step(state, prev)
        self.seconds += time.perf_counter() - start
        return out


class TimedConstraint:
    """Wraps a constraint; accumulates the seconds spent in it and the hypothesis-steps it weighted."""

    def __init__(self, inner):
        self.inner = inner
        self.name = inner.name
        self.max_reward = inner.max_reward
        self.seconds = 0.0
        self.rows = 0

    def _timed(self, method, *args):
        start = time.perf_counter()
        out = method(*args)
        self.seconds += time.perf_counter() - start
        return out

    def start(self, token):
        return self._timed(self.inner.start, token)

    def start_within(self, token, max_len):
        return self._timed(self.inner.start_within, token, max_len)

    def advance(self, state, word_id):
        return self._timed(self.inner.advance, state, word_id)

    def weights(self, state):
        self.rows += 1
        return self._timed(self.inner.weights, state)

    def weights_batch(self, states):
        self.rows += len(states)
        return self._timed(self.inner.weights_batch, states)


def load_grammar(use_real: bool):
    """(grammar, its description, ms of the first lattice() call per token)."""
    if use_real:
        try:
            from tnfst.grammar import CoveringGrammar

            grammar = CoveringGrammar.load(lang="en")
            grammar.ensure_loaded()
            first_ms = []
            for token in TOKENS:
                start = time.perf_counter()
                lattice = grammar.lattice(token)
                first_ms.append((time.perf_counter() - start) * 1e3)
                if lattice is None:
                    raise ValueError(f"the grammar does not match {token!r}")
            return grammar, "tnfst.grammar (en)", first_ms
        except Exception as exc:  # noqa: BLE001 - a benchmark falls back, and says so
            logger.warning("covering grammar unavailable (%s); using the built-in readings", exc)
    return ReadingsGrammar(FALLBACK_READINGS), "built-in readings table", []


def build_vocab(grammar, size: int) -> Vocabulary:
    vocab = Vocabulary(sorted(grammar.words()))
    filler = 0
    while len(vocab) < size:
        vocab.add(f"w{filler}")
        filler += 1
    return vocab


def targets_for(tokens, grammar, vocab) -> torch.Tensor:
    readings = [vocab.encode(grammar.readings(t, limit=1)[0]) for t in tokens]
    length = max(len(r) for r in readings) + 1
    return torch.tensor([r + [special.STOP] * (length - len(r)) for r in readings])


def time_pair(model, targets, tokens, fst, beam, max_len, repeats):
    """Medians per step: seconds without / with the constraint, model seconds, and
    seconds inside the constraint's own methods per hypothesis-step; steps per decode.

    The two conditions alternate decode by decode, so drifting load on a shared
    machine hits both alike; two warm-up rounds fill caches first.
    """
    per_step = {0: [], 1: []}
    model_per_step, inside_per_hyp = [], []
    steps = {}
    for i in range(repeats + 2):
        for held in (0, 1):
            timed = TimedModel(model)
            constraint = TimedConstraint(fst)
            start = time.perf_counter()
            results = beam_search(timed, targets, tokens, [constraint] if held else [], beam=beam, max_len=max_len)
            elapsed = time.perf_counter() - start
            steps[held] = max(r.steps for r in results)
            if i >= 2:
                per_step[held].append(elapsed / steps[held])
                if held == 0:
                    model_per_step.append(timed.seconds / steps[held])
                else:
                    inside_per_hyp.append(constraint.seconds / constraint.rows)
    return {
        stat.__name__: (stat(per_step[0]), stat(per_step[1]), stat(model_per_step), stat(inside_per_hyp))
        for stat in (min, statistics.median)
    }, steps


def compile_costs(grammar, vocab, grammar_ms, reward=1000.0):
    """Median ms to build a token lattice (grammar, first call) and to precompute it (constraint)."""
    ours_ms = []
    for token in TOKENS:
        lattice = grammar.lattice(token)
        start = time.perf_counter()
        CompiledLattice(token, lattice, vocab, reward)
        ours_ms.append((time.perf_counter() - start) * 1e3)
    return statistics.median(grammar_ms) if grammar_ms else float("nan"), statistics.median(ours_ms)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab-size", type=int, default=2000)
    parser.add_argument("--beam", type=int, default=5)
    parser.add_argument("--batch", type=int, action="append", help="inputs per decode (repeatable; default 1 and 32)")
    parser.add_argument("--core", action="append", choices=["stub", "gru", "dnc"], help="decoder core (default all)")
    parser.add_argument("--max-len", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--no-grammar", action="store_true", help="use the built-in readings, not tnfst.grammar")
    parser.add_argument("--json", help="also write the results to this JSON file")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    torch.set_num_threads(args.threads)

    grammar, source, first_ms = load_grammar(not args.no_grammar)
    vocab = build_vocab(grammar, args.vocab_size)
    fst = MeasureMoneyFst(vocab, grammar)
    grammar_ms, ours_ms = compile_costs(grammar, vocab, first_ms)
    rows = []
    for core in args.core or ["stub", "gru", "dnc"]:
        model = ReadingModel(vocab, core)
        for batch in args.batch or [1, 32]:
            tokens = [TOKENS[i % len(TOKENS)] for i in range(batch)]
            targets = (tokens, targets_for(tokens, grammar, vocab))
            timings, steps = time_pair(model, targets, tokens, fst, args.beam, args.max_len, args.repeats)
            hyps = batch * args.beam
            row = {"core": core, "batch": batch, "beam": args.beam, "V": len(vocab),
                   "steps_without": steps[0], "steps_with": steps[1]}
            for stat, (free, held, free_model, inside) in timings.items():
                row[stat] = {
                    "ms_per_step_without": free * 1e3, "ms_per_step_with": held * 1e3,
                    "model_ms_per_step": free_model * 1e3,
                    "overhead_pct": 100.0 * (held - free) / free,
                    "us_per_hypothesis_step": (held - free) * 1e6 / hyps,
                    "us_in_constraint_per_hypothesis_step": inside * 1e6,
                }
            rows.append(row)
    header = (f"{'core':<5} {'B':>3} {'K':>2} {'V':>5} {'steps':>7} {'ms/step w/o':>11} {'ms/step with':>12} "
              f"{'model ms':>8} {'overhead':>8} {'us/hyp-step':>11} {'in fst':>6}")
    print(f"lattices: {source}; lattice build per new token: grammar {grammar_ms:.2f} ms"
          f" + precompute {ours_ms:.3f} ms (median)")
    for stat in ("min", "median"):
        print(f"\n{stat} over {args.repeats} alternating decodes per condition:")
        print(header)
        for row in rows:
            r = row[stat]
            print(f"{row['core']:<5} {row['batch']:>3} {row['beam']:>2} {row['V']:>5} "
                  f"{row['steps_without']:>3}/{row['steps_with']:<3} {r['ms_per_step_without']:>11.3f} "
                  f"{r['ms_per_step_with']:>12.3f} {r['model_ms_per_step']:>8.3f} {r['overhead_pct']:>7.1f}% "
                  f"{r['us_per_hypothesis_step']:>11.2f} {r['us_in_constraint_per_hypothesis_step']:>6.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"lattice_source": source, "grammar_ms_per_token": grammar_ms,
                       "precompute_ms_per_token": ours_ms, "threads": args.threads, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
