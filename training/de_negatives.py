"""Negative examples for the dual encoders (Zhang et al. 2019), each method selectable.

A positive is a training token with its gold reading (`Example`). A negative is
a (token, reading) that is wrong, made by one of these methods:

- `random`: random association -- the reading of another, unrelated token.
- `random_class`: the same, drawn only from tokens of the token's own class,
  for the class subsets `classes` (default measures, money, dates: "3 kg" gets
  "five miles", never "the fourth of july"); other classes fall back to `random`.
- `topk`: the k = 10 best readings of the unconstrained DNC (`topk_readings`,
  beam search with nbest = k) that differ from the gold one.
- `edits`: synthetic edits of the gold reading -- its proper prefixes (the
  `seq_de` error at STOP: "five" for "5 kg"), then insert, delete or
  substitute a word.
- `suffix`: the input-suffix table (`AffixTable`): the token's unit or currency
  affix swapped for another one with the reading kept ("3kg" -> "3lb" read
  "three kilograms"), the "pho" -> "number" kind of error.
- `unit_swap`: class subsets over the covering grammar's unit and currency
  lists: a MEASURE token paired with the words of *other listed units* that its
  gold reading lacks, a MONEY token with other currencies' words (the `2 mA` ->
  "two million liters" kind; `de_synthetic_mm.unit_swap_negatives`). Only for
  `kind="vocab"`; other classes get none.

`make_pairs` turns examples into labelled pairs for one dual-encoder kind:
"sequence" pairs are (token, reading); "vocab" pairs are (token, word), the
negative words being those of a negative reading that the gold reading lacks.
The ratio is negatives per positive: 3, 10, or None for all a method yields
(capped per token: `ALL_RANDOM` random readings, `ALL_SUFFIX` swaps, `ALL_EDITS` edits).

Known limitations: `suffix` only knows tokens with a digit (affix = what
surrounds the number); a `random` reading can by chance be a valid reading
of the token in another context (it is only checked against the gold one).
"""

from __future__ import annotations

import json
import logging
import math
import random
import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)

METHODS = ("random", "random_class", "topk", "edits", "suffix", "unit_swap")
RATIOS = {"3": 3, "10": 10, "all": None}
DEFAULT_CLASSES = ("MEASURE", "MONEY", "DATE")
SUFFIX_CLASSES = ("MEASURE", "MONEY")  # classes whose affix is a unit or currency
ALL_RANDOM = 30  # random readings per token when the ratio is "all"
ALL_SUFFIX = 20  # affix swaps per token when the ratio is "all"
ALL_EDITS = 8  # edits per token when the ratio is "all"
ALL_UNIT_SWAP = 20  # other units' words per MEASURE/MONEY token when the ratio is "all"
_SPACES = re.compile(r"\s+")
_AFFIX = re.compile(r"^(?P<lead>[^\d]*)(?P<core>\d(?:[\d.,\s]*\d)?)(?P<trail>.*)$", re.S)
_BARE_NUMBER = re.compile(r"[\d.,\s-]+")


@dataclass(frozen=True)
class Example:
    """A positive: the written token, its gold reading, class, and window (may be empty)."""

    token: str
    reading: str
    cls: str = ""
    window: str = ""


@dataclass(frozen=True)
class Pair:
    """A labelled pair: `output` is a word ("vocab") or a reading ("sequence"); label 1 = positive."""

    token: str
    output: str
    label: int
    method: str


@dataclass(frozen=True)
class NegativeConfig:
    """Which negatives, how many."""

    methods: tuple[str, ...] = ("random",)  # subset of METHODS
    ratio: int | None = 3  # negatives per positive; None = all
    classes: tuple[str, ...] = DEFAULT_CLASSES  # class subsets of `random_class`
    k: int = 10  # top-k readings of the DNC (`topk`)

    def __post_init__(self):
        unknown = [m for m in self.methods if m not in METHODS]
        if unknown or not self.methods:
            raise ValueError(f"negative methods must be among {METHODS}, got {self.methods!r}")
        if self.ratio is not None and not (isinstance(self.ratio, int) and self.ratio >= 1):
            raise ValueError(f"ratio must be a positive integer or None (all), got {self.ratio!r}")
        if not (isinstance(self.k, int) and self.k >= 1):
            raise ValueError(f"k must be a positive integer, got {self.k!r}")


def canonical(reading: str) -> str:
    """A reading with its spaces normalised (the form readings are compared in)."""
    return _SPACES.sub(" ", reading).strip()


# --------------------------------------------------------------------------- loading


def examples_from_sentences(sentences: Iterable[Sequence], window_size: int = 3) -> list[Example]:
    """ToBeNormalized tokens of Google-TSV sentences (`tnfst.data.TokenRecord` lists), in windows."""
    from tnfst.model.window import make_window

    out = []
    for sentence in sentences:
        words = [t.before for t in sentence]
        for i, t in enumerate(sentence):
            if t.to_be_normalized:
                out.append(Example(t.before, canonical(t.reading), t.cls, make_window(words, i, window_size)))
    return out


def load_examples(paths: Iterable[str | Path], *, dedupe: bool = True) -> list[Example]:
    """Examples from Google TSV files (`.txt`/`.tsv`, ToBeNormalized tokens) and corpus
    `.jsonl` files ({"window", "token", "reading", "cls"}), deduplicated on (token, reading)
    unless `dedupe` is False."""
    from tnfst.data import read_google_tsv

    seen: set[tuple[str, str]] = set()
    out: list[Example] = []
    for path in paths:
        path = Path(path)
        if path.suffix == ".jsonl":
            found = []
            with open(path, encoding="utf-8") as handle:
                for lineno, line in enumerate(handle, 1):
                    if not line.strip():
                        continue
                    try:
                        row = json.loads(line)
                        found.append(Example(str(row["token"]), canonical(str(row["reading"])),
                                             str(row.get("cls", "")), str(row.get("window", ""))))
                    except (ValueError, KeyError, TypeError) as exc:
                        raise ValueError(f"{path}:{lineno}: not a corpus line ({exc})") from exc
        else:
            found = examples_from_sentences(read_google_tsv(path))
        for ex in found:
            key = (ex.token, ex.reading)
            if ex.token and ex.reading and (key not in seen or not dedupe):
                seen.add(key)
                out.append(ex)
    return out


# --------------------------------------------------------------------------- methods


class AffixTable:
    """The input-suffix table: affix (what surrounds the number) -> the words its readings use.

    "3kg" has affix ("", "kg"), "$5" has ("$", ""), "5 m" has ("", "m") (spaces
    stripped). A word is *shared* when it occurs with many affixes (number
    words, "point"): swapping an affix never makes a shared word wrong.
    """

    def __init__(self, examples: Iterable[Example], classes: Sequence[str] = SUFFIX_CLASSES,
                 shared_fraction: float = 0.1, shared_min: int = 5):
        self.classes = tuple(classes)
        words: dict[tuple[str, str], set[str]] = defaultdict(set)
        bare: set[str] = set()  # words of readings of bare numbers ("2006", "1.5"): number words
        for ex in examples:
            a = self.affix(ex.token)
            if a is not None and (not self.classes or ex.cls in self.classes):
                words[a].update(ex.reading.split())
            elif _BARE_NUMBER.fullmatch(ex.token):
                bare.update(ex.reading.split())
        self.words = dict(words)
        self.affixes = sorted(self.words)
        per_word: dict[str, int] = defaultdict(int)
        for ws in self.words.values():
            for w in ws:
                per_word[w] += 1
        limit = max(shared_min, math.ceil(shared_fraction * len(self.affixes)))
        self.shared = frozenset(bare | {w for w, n in per_word.items() if n >= limit})

    @staticmethod
    def split(token: str) -> tuple[str, str, str] | None:
        """(lead, core, trail) of a token holding a digit, else None."""
        m = _AFFIX.match(token)
        if m is None:
            return None
        return m.group("lead"), m.group("core"), m.group("trail")

    @classmethod
    def affix(cls, token: str) -> tuple[str, str] | None:
        """(lead, trail) without spaces; None without a digit or with an empty affix."""
        parts = cls.split(token)
        if parts is None:
            return None
        lead, trail = parts[0].strip(), parts[2].strip()
        return (lead, trail) if lead or trail else None

    def swaps(self, ex: Example, rng: random.Random, n: int) -> list[tuple[str, str, frozenset[str]]]:
        """Up to n (new token, gold reading, words of the reading now wrong) with the affix swapped."""
        if self.classes and ex.cls not in self.classes:
            return []
        parts = self.split(ex.token)
        own = self.affix(ex.token)
        if parts is None or own is None or len(self.affixes) < 2:
            return []
        lead, core, trail = parts
        gold = set(ex.reading.split())
        out = []
        candidates = [a for a in self.affixes if a != own]
        rng.shuffle(candidates)
        for new_lead, new_trail in candidates:
            wrong = frozenset(w for w in gold - self.shared if w not in self.words[(new_lead, new_trail)])
            if not wrong:
                continue
            sep_lead = lead[len(lead.rstrip()):] if new_lead else ""
            sep_trail = trail[: len(trail) - len(trail.lstrip())] if new_trail else ""
            token = f"{new_lead}{sep_lead}{core}{sep_trail}{new_trail}"
            out.append((token, ex.reading, wrong))
            if len(out) >= n:
                break
        return out


def edit_readings(reading: str, words: Sequence[str], rng: random.Random, n: int) -> list[str]:
    """Up to n distinct synthetic edits of `reading`: its proper prefixes first, longest first
    (what `seq_de` judges at every STOP of a decoding), then random inserts, deletes,
    substitutions and prefixes."""
    gold = reading.split()
    out: list[str] = [" ".join(gold[:k]) for k in range(len(gold) - 1, -1, -1)][:max(0, n // 2)]
    seen = {canonical(reading), *out}
    for _ in range(4 * n + 4):
        if len(out) >= n:
            break
        op = rng.choice(("insert", "delete", "substitute", "prefix"))
        edited = list(gold)
        if op == "insert" and words:
            edited.insert(rng.randrange(len(edited) + 1), rng.choice(words))
        elif op == "delete" and edited:
            del edited[rng.randrange(len(edited))]
        elif op == "substitute" and edited and words:
            edited[rng.randrange(len(edited))] = rng.choice(words)
        elif op == "prefix" and edited:
            edited = edited[: rng.randrange(len(edited))]
        text = " ".join(edited)
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


def topk_readings(examples: Sequence[Example], model, *, k: int = 10, batch_size: int = 64,
                  max_len: int = 40, progress: bool = False) -> dict[tuple[str, str], list[str]]:
    """(window, token) -> the k best readings of the unconstrained DNC, best first.

    Args:
        model: a `tnfst.decode.Seq2SeqModel` with `make_batch(windows)` and `vocab`.
    """
    import torch

    from tnfst.decode import beam_search
    from tnfst.model.window import make_window

    keys = sorted({(ex.window or make_window([ex.token], 0), ex.token) for ex in examples})
    out: dict[tuple[str, str], list[str]] = {}
    starts = range(0, len(keys), batch_size)
    if progress:
        from tqdm import tqdm

        starts = tqdm(starts, desc="top-k readings", unit="batch")
    with torch.inference_mode():
        for lo in starts:
            chunk = keys[lo:lo + batch_size]
            batch = model.make_batch([w for w, _ in chunk])
            results = beam_search(model, batch, [t for _, t in chunk], (), beam=k, nbest=k, max_len=max_len)
            for key, result in zip(chunk, results):
                out[key] = [canonical(model.vocab.decode(h.word_ids)) for h in result]
    return out


# --------------------------------------------------------------------------- pairs


@dataclass
class NegativeSampler:
    """Draws negative readings per method for a fixed set of training examples.

    Args:
        pool: examples random readings are drawn from (the training data).
        config: methods, ratio, class subsets.
        topk: (window, token) -> DNC n-best readings, needed for method `topk`.
    """

    pool: Sequence[Example]
    config: NegativeConfig = field(default_factory=NegativeConfig)
    topk: dict[tuple[str, str], list[str]] | None = None

    def __post_init__(self):
        if not self.pool:
            raise ValueError("no training examples to draw negatives from")
        if "topk" in self.config.methods and self.topk is None:
            raise ValueError("negative method 'topk' needs the DNC's n-best readings (topk_readings)")
        self._readings = [ex.reading for ex in self.pool]
        by_class: dict[str, list[str]] = defaultdict(list)
        for ex in self.pool:
            by_class[ex.cls].append(ex.reading)
        self._by_class = dict(by_class)
        self._words = sorted({w for r in self._readings for w in r.split()})
        self.affixes = AffixTable(self.pool)

    def _unit_table(self) -> dict:
        """class -> unit -> words of the grammar's unit and currency lists (read once, on first use)."""
        if getattr(self, "_units", None) is None:
            from de_synthetic_mm import unit_words

            self._units = unit_words()
        return self._units

    @property
    def words(self) -> list[str]:
        """The output words of the training readings."""
        return self._words

    def negatives(self, ex: Example, method: str, rng: random.Random,
                  n: int | None) -> list[tuple[str, str, frozenset[str] | None]]:
        """Up to n negatives (token, reading, wrong words or None = all words not in gold) by `method`."""
        gold = ex.reading
        if method in ("random", "random_class"):
            source = self._readings
            if method == "random_class" and ex.cls in self.config.classes and len(self._by_class.get(ex.cls, ())) > 1:
                source = self._by_class[ex.cls]
            want = ALL_RANDOM if n is None else n
            out, tries = [], 0
            while len(out) < want and tries < 4 * want + 8:
                tries += 1
                r = rng.choice(source)
                if r != gold:
                    out.append((ex.token, r, None))
            return out
        if method == "topk":
            from tnfst.model.window import make_window

            key = (ex.window or make_window([ex.token], 0), ex.token)
            found = [(ex.token, r, None) for r in (self.topk or {}).get(key, []) if r != gold]
            return found if n is None else found[:n]
        if method == "edits":
            return [(ex.token, r, None) for r in edit_readings(gold, self._words, rng, ALL_EDITS if n is None else n)]
        if method == "suffix":
            return list(self.affixes.swaps(ex, rng, ALL_SUFFIX if n is None else n))
        if method == "unit_swap":
            words = unit_swap_negatives(ex, self._unit_table(), rng, ALL_UNIT_SWAP if n is None else n)
            return [(ex.token, gold, frozenset(words))] if words else []
        raise ValueError(f"unknown negative method {method!r}; known: {METHODS}")

    def pairs(self, examples: Iterable[Example], kind: str, rng: random.Random,
              methods: Sequence[str] | None = None) -> list[Pair]:
        """Labelled pairs of `examples` for a dual encoder of `kind` ("vocab" or "sequence")."""
        if kind not in ("vocab", "sequence"):
            raise ValueError(f"kind must be 'vocab' or 'sequence', got {kind!r}")
        methods = list(methods or self.config.methods)
        ratio = self.config.ratio
        out: list[Pair] = []
        for ex in examples:
            gold_words = set(ex.reading.split())
            if kind == "sequence":
                out.append(Pair(ex.token, ex.reading, 1, "gold"))
                n_pos = 1
            else:
                out.extend(Pair(ex.token, w, 1, "gold") for w in sorted(gold_words))
                n_pos = len(gold_words)
            quota = None if ratio is None else ratio * n_pos
            per_method = None if quota is None else max(1, math.ceil(quota / len(methods)))
            for method in methods:
                made: list[Pair] = []
                for token, reading, wrong in self.negatives(ex, method, rng, per_method):
                    if kind == "sequence":
                        if (token, reading) != (ex.token, ex.reading):  # unit_swap: words only, no sequence
                            made.append(Pair(token, reading, 0, method))
                    else:
                        bad = wrong if wrong is not None else set(reading.split()) - gold_words
                        made.extend(Pair(token, w, 0, method) for w in sorted(bad))
                if per_method is not None and len(made) > per_method:
                    made = rng.sample(made, per_method)
                out.extend(made)
        return out


def unit_swap_negatives(ex: Example, table: dict, rng: random.Random, n: int) -> list[str]:
    """Words of other units of `ex`'s class its gold reading lacks (see `de_synthetic_mm`)."""
    from de_synthetic_mm import unit_swap_negatives as swap

    return swap(ex, table, rng, n)


def class_subset(examples: Iterable[Example], classes: Sequence[str]) -> list[Example]:
    """The examples of the given classes (e.g. measures only)."""
    wanted = set(classes)
    return [ex for ex in examples if ex.cls in wanted]

