"""The corpus build: sources -> examples -> up-sampling -> synthetic -> files.

Train: `train_10000.txt` plus, when given, the proteno sentences regrouped into
Google tokens (a Google TSV written by `training/regroup_proteno.py`), minus the
proteno sentences that repeat a `train_10000` sentence word for word. Valid:
`validation_10000.txt`. The official test set is refused by name.

Known limitations: the classes of the regrouped proteno sentences are the
regrouping's guesses, and up-sampling trusts them (a mislabelled `2nd` MEASURE
is topped up as unit `nd`; report.md lists units the grammar lists lack);
validation has 657 examples, 16 MEASURE and 5 MONEY.
"""

from __future__ import annotations

import difflib
import logging
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

from tnfst.data import is_official_test
from tnfst.vocab import Vocabulary

from .examples import Example, corpus_examples, is_to_be_normalized, write_jsonl
from .sources import CorpusError, read_sentences
from .synthetic import SyntheticConfig, SyntheticStats, listed_units, synthesize
from .units import measure_unit, money_currency
from .upsample import UpsampleConfig, UpsampleStats, upsample
from .vocabulary import build_vocabulary, out_of_vocabulary

log = logging.getLogger(__name__)

TRAIN_FILE = "google-tsv-sample/train_10000.txt"
VALID_FILE = "google-tsv-sample/validation_10000.txt"


@dataclass(frozen=True)
class BuildConfig:
    shared: Path  # the shared data folder (holds google-tsv-sample/)
    out: Path  # where train.jsonl, valid.jsonl, vocab.json, report.md go
    proteno_tsv: Path | None = None  # regrouped proteno sentences (Google TSV), optional
    synthetic: bool = True  # add synthetic MEASURE/MONEY examples (needs the grammar)
    seed: int = 0  # synthetic numbers and the shuffle of train.jsonl
    upsample: UpsampleConfig = UpsampleConfig()
    synthetic_config: SyntheticConfig = SyntheticConfig()
    lang: str = "en"
    self_examples: int = 0  # RemainSelf tokens taught as "<self>" (see corpus/self_examples.py)
    synthetic_numbers: bool = False  # CARDINAL/DECIMAL/DIGIT/DATE examples (see corpus/synthetic_numbers.py)
    vocab_from: Path | None = None  # keep this vocab.json (to warm-start a trained model); new words must be in it


@dataclass
class SourceStats:
    name: str
    sentences: int
    tokens: int
    examples: int
    dropped_duplicates: int = 0  # sentences left out as repeats of train_10000


@dataclass
class BuildResult:
    train: list[Example]  # up-sampled, with synthetic examples, shuffled
    valid: list[Example]
    vocab: Vocabulary
    sources: list[SourceStats]
    upsample_stats: UpsampleStats
    synthetic_stats: SyntheticStats | None  # units the data never shows
    rare_synthetic_stats: SyntheticStats | None  # units the data shows fewer than `rare_below` times
    synthetic_note: str  # why there are no synthetic examples, or what the lists held
    real_train_examples: int  # before up-sampling
    real_counts: dict[str, int]  # class -> real training examples before up-sampling
    synthetic_counts: dict[str, int]  # class -> synthetic examples
    grammar_words: int  # words the covering grammar can produce (0 without it)
    valid_oov: tuple[int, int]  # (valid examples with a word outside the vocabulary, all)
    overlap: dict[str, int] = field(default_factory=dict)  # proteno vs train_10000 agreement
    unlisted_units: dict[str, int] = field(default_factory=dict)  # "CLASS:unit" of the data missing from the grammar lists


def refuse_test_set(path: Path) -> None:
    """Raise CorpusError when `path` is a copy of the official test set."""
    if is_official_test(path):
        raise CorpusError(f"{path}: this is the official test set; the corpus never reads it")


SAME_SENTENCE_RATIO = 0.8  # difflib ratio of written text above which two sentences are one (proteno drops a few tokens)
ALIGN_LOOKAHEAD = 5  # proteno sentences searched ahead for the next train_10000 sentence


def _sentence_text(sentence) -> str:
    """The sentence's written characters without spaces: equal however its tokens are grouped."""
    return "".join("".join(r.before.split()) for r in sentence)


def _same_sentence(a, b) -> bool:
    ta, tb = _sentence_text(a), _sentence_text(b)
    if ta == tb:
        return True
    matcher = difflib.SequenceMatcher(None, ta, tb, autojunk=False)
    return matcher.quick_ratio() >= SAME_SENTENCE_RATIO and matcher.ratio() >= SAME_SENTENCE_RATIO


def merge_proteno(base: list, proteno: list) -> tuple[list, dict[str, int]]:
    """Proteno sentences that are not the `base` (train_10000) ones, and the agreement on those that are.

    Both files start at the start of the same shard, so the overlap is aligned:
    base sentence i is looked for among the next few proteno sentences after
    the previous match, by written characters (spaces and token boundaries
    ignored; a difflib ratio >= 0.8 also counts, since proteno dropped some
    tokens such as "Romance's"). Later sentences are kept even when the shard
    repeats one word for word ("Retrieved 2014 .").

    Returns:
        (kept sentences, stats) with stats `overlap` = `dropped` (proteno
        sentences matched to base and left out), `same_tokens` /
        `grouped_differently` (of those, with the same / other written
        tokens), and over the `same_tokens` ones: `identical` (same class and
        reading for every token), `same_readings` (same reading for every
        token), `examples_overlap` / `examples_agree` (ToBeNormalized tokens of
        base, and how many proteno reads the same).
    """
    dropped: set[int] = set()
    stats: Counter = Counter()
    cursor = 0
    for twin in base:
        for j in range(cursor, min(cursor + ALIGN_LOOKAHEAD, len(proteno))):
            if _same_sentence(twin, proteno[j]):
                dropped.add(j)
                cursor = j + 1
                break
        else:
            continue
        sentence = proteno[j]
        stats["overlap"] += 1
        if [r.before for r in twin] != [r.before for r in sentence]:
            stats["grouped_differently"] += 1
            continue
        stats["same_tokens"] += 1
        stats["same_readings"] += all(a.reading == b.reading for a, b in zip(twin, sentence))
        stats["identical"] += all((a.cls, a.reading) == (b.cls, b.reading) for a, b in zip(twin, sentence))
        for a, b in zip(twin, sentence):
            if is_to_be_normalized(a):
                stats["examples_overlap"] += 1
                stats["examples_agree"] += a.reading == b.reading
    stats["dropped"] = len(dropped)
    kept = [s for j, s in enumerate(proteno) if j not in dropped]
    return kept, dict(stats)


def _contexts(sentences: list) -> dict[str, list[tuple[list[str], int]]]:
    """Class -> (sentence tokens, index) of each real MEASURE / MONEY token."""
    out: dict[str, list] = {"MEASURE": [], "MONEY": []}
    for sentence in sentences:
        tokens = [r.before for r in sentence]
        for i, record in enumerate(sentence):
            if record.cls in out and is_to_be_normalized(record):
                out[record.cls].append((tokens, i))
    return out


def _load_grammar(lang: str):
    try:
        from tnfst.grammar import CoveringGrammar
    except ImportError as exc:
        return None, f"covering grammar not available ({exc})"
    try:
        return CoveringGrammar.load(lang=lang), ""
    except Exception as exc:  # any failure to build the grammar only skips the synthetic part
        return None, f"covering grammar failed to load ({type(exc).__name__}: {exc})"


def build(config: BuildConfig) -> BuildResult:
    """Build the corpus in memory; `write` puts it on disk.

    Raises:
        CorpusError: a source file is missing, malformed, or the test set.
    """
    train_path, valid_path = config.shared / TRAIN_FILE, config.shared / VALID_FILE
    for path in (train_path, valid_path, config.proteno_tsv):
        if path is not None:
            refuse_test_set(Path(path))
    base = read_sentences(train_path)
    sources = [SourceStats("train_10000", len(base), sum(map(len, base)), len(corpus_examples(base)))]
    train_sentences = list(base)
    overlap: dict[str, int] = {}
    if config.proteno_tsv is not None:
        kept, overlap = merge_proteno(base, read_sentences(config.proteno_tsv))
        sources.append(SourceStats("proteno (regrouped)", len(kept), sum(map(len, kept)),
                                   len(corpus_examples(kept)), overlap.get("dropped", 0)))
        train_sentences += kept
    real = corpus_examples(train_sentences)
    train, up_stats = upsample(real, config.upsample)

    grammar, grammar_note = _load_grammar(config.lang)
    if grammar is None:
        log.warning("%s: the vocabulary has the training words only, no synthetic examples", grammar_note)
    units, currencies = listed_units(config.lang, derived=config.synthetic_config.derived_powers)
    seen_units = Counter(measure_unit(e.token) for e in real if e.cls == "MEASURE")
    seen_currencies = Counter(money_currency(e.token) for e in real if e.cls == "MONEY")
    listed = {u.written for u in units} | {c.written for c in currencies}
    unlisted = {f"MEASURE:{u}": n for u, n in seen_units.items() if u and u not in listed}
    unlisted |= {f"MONEY:{c}": n for c, n in seen_currencies.items() if c and c not in listed}
    rng = random.Random(config.seed)
    synthetic_stats = rare_stats = None
    note = "disabled (--no-synthetic)"
    extra: list[Example] = []
    if config.synthetic and grammar is None:
        note = f"skipped: {grammar_note}"
    elif config.synthetic:
        new_units = [u for u in units if u.written not in seen_units]
        new_currencies = [c for c in currencies if c.written not in seen_currencies]
        note = (f"{len(units)} listed units ({len(new_units)} never in the data), "
                f"{len(currencies)} listed currencies ({len(new_currencies)} never in the data)")
        if not units and not currencies:
            log.warning("synthetic examples skipped: the grammar package lists no units or currencies")
        contexts = _contexts(train_sentences)
        extra, synthetic_stats = synthesize(grammar, new_units, new_currencies, contexts, rng, config.synthetic_config)
        below = config.synthetic_config.rare_below
        rare_units = [u for u in units if 0 < seen_units[u.written] < below]
        rare_currencies = [c for c in currencies if 0 < seen_currencies[c.written] < below]
        if config.synthetic_config.rare_per_unit > 0 and (rare_units or rare_currencies):
            rare_config = replace(config.synthetic_config, per_unit=config.synthetic_config.rare_per_unit)
            more, rare_stats = synthesize(grammar, rare_units, rare_currencies, contexts, rng, rare_config)
            extra += more
        train += extra
    if config.synthetic_numbers:
        from .synthetic_numbers import NumberReader, number_contexts, synthesize_numbers

        numbers = synthesize_numbers(NumberReader(config.lang), number_contexts(train_sentences), rng)
        train += numbers
        log.info("added %d synthetic number and date examples", len(numbers))
    if config.self_examples:
        from .self_examples import self_examples

        selfish = self_examples(train_sentences, config.self_examples, rng)
        train += selfish
    rng.shuffle(train)

    valid_sentences = read_sentences(valid_path)
    valid = corpus_examples(valid_sentences)
    sources.append(SourceStats("validation_10000 (valid)", len(valid_sentences), sum(map(len, valid_sentences)), len(valid)))
    grammar_words: list[str] = []
    if grammar is not None:
        try:
            grammar_words = sorted(set(grammar.words()))
        except Exception as exc:  # the vocabulary still has every training word
            log.warning("covering grammar words unavailable (%s): vocabulary from the training readings only", exc)
    if config.vocab_from is not None:
        vocab = Vocabulary.load(config.vocab_from)
        missing = sorted({w for e in train for w in e.reading.split() if w not in vocab})
        if missing:
            raise CorpusError(f"{config.vocab_from}: lacks {len(missing)} training words, e.g. {missing[:5]}")
    else:
        vocab = build_vocabulary(train, grammar_words)
    return BuildResult(
        train=train, valid=valid, vocab=vocab, sources=sources, upsample_stats=up_stats,
        synthetic_stats=synthetic_stats, rare_synthetic_stats=rare_stats, synthetic_note=note, real_train_examples=len(real),
        real_counts=dict(Counter(e.cls for e in real)), synthetic_counts=dict(Counter(e.cls for e in extra)),
        grammar_words=len(grammar_words), valid_oov=out_of_vocabulary(valid, vocab), overlap=overlap,
        unlisted_units=unlisted if (units or currencies) else {},
    )


def write(result: BuildResult, out: Path, config: BuildConfig, command: str = "") -> dict[str, Path]:
    """Write train.jsonl, valid.jsonl, vocab.json and report.md under `out`; return their paths."""
    from .report import render_report

    out.mkdir(parents=True, exist_ok=True)
    paths = {name: out / name for name in ("train.jsonl", "valid.jsonl", "vocab.json", "report.md")}
    write_jsonl(result.train, paths["train.jsonl"])
    write_jsonl(result.valid, paths["valid.jsonl"])
    result.vocab.save(paths["vocab.json"])
    paths["report.md"].write_text(render_report(result, config, command), encoding="utf-8")
    return paths
