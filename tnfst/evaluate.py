"""Scoring normalizations the way Sproat & Jaitly and Pramanik & Hussain report them.

A prediction is correct when it equals the gold reading, where ``<self>`` means
the written token and ``sil`` counts the same as punctuation left as written
(the Kaggle convention): both sides are canonicalized by :func:`canonical_reading`
before comparison. The report has the per-class table in the papers' order,
sentence accuracy, and errors split by the covering grammar into

* **recoverable** - the grammar matches the input and licenses the wrong reading
  ("three kilogram" for ``3 kg``), or a context rule of the grammar does (`rules.CONTEXT_RULES`):
  a reading that is right in some context;
* **unrecoverable** - the grammar matches the input but not the reading
  ("four pounds" for ``3 kg``);
* **unjudged** - no grammar covers the input.

Errors of every class are judged by the covering grammar of every class
(`tnfst evaluate --judge-classes all`, the default); `--judge-classes MEASURE,MONEY`
gives Zhang et al.'s Table 2 judge.

Known limitations: comparison is exact after whitespace folding (case counts, as
in the papers).
"""

from __future__ import annotations

import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from tnfst import special
from tnfst.data import TokenRecord

# The papers' table order (Sproat & Jaitly Table 4, Pramanik & Hussain Table 3).
CLASS_ORDER = (
    "PLAIN", "PUNCT", "DATE", "LETTERS", "CARDINAL", "VERBATIM", "MEASURE", "ORDINAL",
    "DECIMAL", "ELECTRONIC", "DIGIT", "MONEY", "FRACTION", "TIME", "TELEPHONE", "ADDRESS",
)
JUDGEMENTS = ("recoverable", "unrecoverable", "unjudged")


def canonical_reading(before: str, reading: str) -> str:
    """The reading with ``<self>``/``sil`` resolved to the written token and spaces folded."""
    if reading in (special.SELF, special.SIL):
        return before
    folded = " ".join(reading.split())
    return folded if folded else before


def same_reading(before: str, gold: str, predicted: str) -> bool:
    """True when ``predicted`` is the gold reading of ``before`` (see module docstring)."""
    return canonical_reading(before, gold) == canonical_reading(before, predicted)


class Judge(Protocol):
    """Classifies a wrong reading of a token (see module docstring)."""

    def __call__(self, token: str, reading: str) -> str: ...


def unjudged(token: str, reading: str) -> str:
    """The judge used when no grammar is available."""
    return "unjudged"


class GrammarJudge:
    """Judges errors with a covering grammar (``matches`` / ``licenses``)."""

    def __init__(self, grammar: Any):
        self._grammar = grammar

    def __call__(self, token: str, reading: str) -> str:
        if not self._grammar.matches(token):
            return "unjudged"
        words = canonical_reading(token, reading)
        # a reading of a context rule ("#Selfie" -> "hashtag selfie", `rules.CONTEXT_RULES`) is
        # licensed where the sentence calls for it: right in some context, like any licensed one
        licenses = getattr(self._grammar, "licenses_in_context", None) or self._grammar.licenses
        licensed = licenses(token, words)
        if not licensed and words == token:  # kept as written: the grammar's <self> reading
            licensed = self._grammar.licenses(token, special.SELF)
        return "recoverable" if licensed else "unrecoverable"


@dataclass
class ErrorRecord:
    """One wrong token, for the error list."""

    sentence: int
    index: int
    cls: str
    token: str
    gold: str
    predicted: str
    judgement: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "sentence": self.sentence, "index": self.index, "class": self.cls, "token": self.token,
            "gold": self.gold, "predicted": self.predicted, "judgement": self.judgement,
        }


@dataclass
class Scoreboard:
    """Accumulates per-class counts, sentence accuracy and errors, sentence by sentence."""

    judge: Callable[[str, str], str] = unjudged
    max_errors: int | None = None  # keep at most this many error records (counts are always exact)
    count: Counter = field(default_factory=Counter)
    correct: Counter = field(default_factory=Counter)
    judged: dict = field(default_factory=lambda: defaultdict(Counter))
    errors: list = field(default_factory=list)
    sentences: int = 0
    sentences_correct: int = 0

    def add(self, gold: Sequence[TokenRecord], predicted: Sequence[str]) -> None:
        """Score one sentence: gold tokens and the predicted reading of each."""
        if len(gold) != len(predicted):
            raise ValueError(
                f"sentence {self.sentences}: {len(predicted)} predictions for {len(gold)} gold tokens"
            )
        all_right = True
        for index, (token, reading) in enumerate(zip(gold, predicted)):
            self.count[token.cls] += 1
            if same_reading(token.before, token.after, reading):
                self.correct[token.cls] += 1
                continue
            all_right = False
            judgement = self.judge(token.before, reading)
            self.judged[token.cls][judgement] += 1
            if self.max_errors is None or len(self.errors) < self.max_errors:
                self.errors.append(ErrorRecord(
                    self.sentences, index, token.cls, token.before,
                    canonical_reading(token.before, token.after), canonical_reading(token.before, reading),
                    judgement,
                ))
        self.sentences += 1
        self.sentences_correct += all_right

    def classes(self) -> dict[str, dict[str, float]]:
        """``{"ALL": {"count", "correct", "accuracy"}, CLASS: {...}}`` in the papers' order,
        then any other class found in the data, alphabetically."""
        order = ["ALL"] + [c for c in CLASS_ORDER if c in self.count]
        order += sorted(c for c in self.count if c not in CLASS_ORDER)
        table = {}
        for cls in order:
            n = sum(self.count.values()) if cls == "ALL" else self.count[cls]
            k = sum(self.correct.values()) if cls == "ALL" else self.correct[cls]
            table[cls] = {"count": n, "correct": k, "accuracy": k / n if n else 0.0}
        return table

    def error_counts(self) -> dict[str, dict[str, int]]:
        """``{CLASS: {"recoverable", "unrecoverable", "unjudged"}}`` for classes with errors, plus ALL."""
        out: dict[str, dict[str, int]] = {}
        total = Counter()
        for cls in sorted(self.judged, key=lambda c: (CLASS_ORDER.index(c) if c in CLASS_ORDER else 99, c)):
            out[cls] = {j: self.judged[cls][j] for j in JUDGEMENTS}
            total.update(self.judged[cls])
        out["ALL"] = {j: total[j] for j in JUDGEMENTS}
        return out

    @property
    def tokens(self) -> int:
        return sum(self.count.values())

    def report(self, *, constraints: Sequence[str] = (), seconds: float = 0.0, extra: dict | None = None) -> dict[str, Any]:
        """The evaluation as a JSON-ready dict (schema in the README)."""
        out = {
            "tokens": self.tokens,
            "sentences": self.sentences,
            "constraints": list(constraints),
            "classes": self.classes(),
            "sentence_accuracy": self.sentences_correct / self.sentences if self.sentences else 0.0,
            "errors": self.error_counts(),
            "seconds": seconds,
            "tokens_per_second": self.tokens / seconds if seconds > 0 else None,
            "error_list": [e.as_dict() for e in self.errors],
        }
        if extra:
            out.update(extra)
        return out


def format_table(report: dict[str, Any], *, columns: dict[str, dict[str, dict]] | None = None) -> str:
    """The per-class table in the papers' form (class, count, accuracy), sentence accuracy,
    and error judgements. ``columns`` adds accuracy columns of other systems by name."""
    columns = columns or {}
    head = f"{'class':<12}{'count':>8}{'correct':>9}{'accuracy':>10}" + "".join(f"{name:>12}" for name in columns)
    lines = [head, "-" * len(head)]
    for cls, row in report["classes"].items():
        extra = ""
        for other in columns.values():
            acc = other.get(cls, {}).get("accuracy")
            extra += f"{acc:>12.4f}" if acc is not None else f"{'-':>12}"
        lines.append(f"{cls:<12}{row['count']:>8}{row['correct']:>9}{row['accuracy']:>10.4f}{extra}")
    lines.append("")
    lines.append(f"sentence accuracy: {report['sentence_accuracy']:.4f} ({report['sentences']} sentences)")
    errors = report["errors"]
    if errors.get("ALL") and sum(errors["ALL"].values()):
        lines.append("")
        lines.append(f"{'errors':<12}{'recoverable':>13}{'unrecoverable':>15}{'unjudged':>10}")
        for cls, row in errors.items():
            lines.append(f"{cls:<12}{row['recoverable']:>13}{row['unrecoverable']:>15}{row['unjudged']:>10}")
    if report.get("tokens_per_second"):
        lines.append("")
        lines.append(f"{report['tokens']} tokens in {report['seconds']:.1f} s ({report['tokens_per_second']:.0f} tokens/s)")
    return "\n".join(lines)


def format_errors(report: dict[str, Any], limit: int | None = 50) -> str:
    """The error list, one error a line: class, token, gold, predicted, judgement."""
    rows = report.get("error_list", [])
    shown = rows if limit is None else rows[:limit]
    lines = [
        f"{e['class']:<11} {e['token']!r:<24} gold={e['gold']!r} predicted={e['predicted']!r} [{e['judgement']}]"
        for e in shown
    ]
    if len(rows) > len(shown):
        lines.append(f"... {len(rows) - len(shown)} more (use --json or --save-predictions for all)")
    return "\n".join(lines)


class System(Protocol):
    """Anything that reads pre-tokenized sentences: one reading per written token."""

    def read_tokens(self, sentences: Sequence[Sequence[str]]) -> list[list[str]]: ...


class IdentitySystem:
    """The floor every model must beat: every token left as written."""

    name = "identity"

    def read_tokens(self, sentences: Sequence[Sequence[str]]) -> list[list[str]]:
        return [[special.SELF] * len(s) for s in sentences]


def evaluate(
    gold: Iterable[list[TokenRecord]],
    system: System | None = None,
    predictions: Iterable[list[TokenRecord]] | None = None,
    *,
    judge: Callable[[str, str], str] = unjudged,
    constraints: Sequence[str] = (),
    batch_sentences: int = 256,
    on_sentences: Callable[[int], None] | None = None,
    save: Callable[[list[TokenRecord]], None] | None = None,
    max_errors: int | None = None,
) -> dict[str, Any]:
    """Score a system (or a predictions stream) against gold sentences.

    Exactly one of ``system`` and ``predictions`` is used; predictions must hold
    the same tokens as gold, sentence by sentence (a mismatch is a ValueError
    naming the sentence). ``save`` receives each predicted sentence as Google TSV
    records, for ``--save-predictions``. Streaming: gold is read in batches of
    ``batch_sentences`` so memory does not grow with the file.
    """
    if (system is None) == (predictions is None):
        raise ValueError("give exactly one of system= and predictions=")
    board = Scoreboard(judge=judge, max_errors=max_errors)
    started = time.perf_counter()
    elapsed = 0.0

    def score(gold_batch: list[list[TokenRecord]], read: list[list[str]]) -> None:
        for g, r in zip(gold_batch, read):
            board.add(g, r)
            if save is not None:
                save([TokenRecord(t.cls, t.before, reading) for t, reading in zip(g, r)])
        if on_sentences:
            on_sentences(len(gold_batch))

    if predictions is not None:
        pred_iter = iter(predictions)
        for number, g in enumerate(gold):
            p = next(pred_iter, None)
            if p is None:
                raise ValueError(f"predictions end before gold sentence {number}")
            if [t.before for t in p] != [t.before for t in g]:
                raise ValueError(
                    f"sentence {number}: prediction tokens {[t.before for t in p][:8]} "
                    f"differ from gold tokens {[t.before for t in g][:8]}"
                )
            score([g], [[t.after for t in p]])
        if next(pred_iter, None) is not None:
            raise ValueError("predictions hold more sentences than gold")
        elapsed = time.perf_counter() - started
    else:
        batch: list[list[TokenRecord]] = []

        def flush() -> None:
            nonlocal elapsed
            t0 = time.perf_counter()
            read = system.read_tokens([[t.before for t in s] for s in batch])
            elapsed += time.perf_counter() - t0
            score(batch, read)
            batch.clear()

        for g in gold:
            batch.append(g)
            if len(batch) >= batch_sentences:
                flush()
        if batch:
            flush()
    return board.report(constraints=constraints, seconds=elapsed)
