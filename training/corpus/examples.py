"""The training example of the DNC and which tokens become one.

One JSONL line per example, the format the trainer reads:
    {"window": str, "token": str, "reading": str, "cls": str, "weight": float}
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from tnfst import special

from .sources import make_window

WINDOW_SIZE = 3  # neighbours each side, as in Pramanik & Hussain


@dataclass(frozen=True)
class Example:
    """A ToBeNormalized token in its window with its gold reading.

    `weight` is a sampling/loss weight for the trainer; up-sampling in this
    corpus repeats lines, so real examples keep weight 1.0.
    """

    window: str
    token: str
    reading: str
    cls: str
    weight: float = 1.0

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)


def is_to_be_normalized(record) -> bool:
    """True for a token the DNC must read: gold neither `<self>` nor `sil`, nor the token itself."""
    return record.after not in (special.SELF, special.SIL) and record.after != record.before and bool(record.after.strip())


def sentence_examples(sentence: Sequence) -> Iterator[Example]:
    """The examples of one sentence (a list of token records), in order."""
    tokens = [r.before for r in sentence]
    for i, record in enumerate(sentence):
        if is_to_be_normalized(record):
            yield Example(make_window(tokens, i, WINDOW_SIZE), record.before, " ".join(record.after.split()), record.cls)


def corpus_examples(sentences: Iterable[Sequence]) -> list[Example]:
    """The examples of all sentences, in order."""
    return [e for s in sentences for e in sentence_examples(s)]


def write_jsonl(examples: Iterable[Example], path: str | Path) -> int:
    """Write one JSON object per line; return the number written."""
    n = 0
    with open(path, "w", encoding="utf-8") as handle:
        for example in examples:
            handle.write(example.to_json() + "\n")
            n += 1
    return n


def read_jsonl(path: str | Path) -> list[Example]:
    """Read a corpus file back (for tests and inspection)."""
    with open(path, encoding="utf-8") as handle:
        return [Example(**json.loads(line)) for line in handle if line.strip()]
