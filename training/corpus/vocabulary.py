"""The decoder's output vocabulary: training reading words plus grammar words.

Order: by frequency in the written training corpus (repetitions counted), most
frequent first, ties alphabetically; words the covering grammar can produce but
the corpus never uses come last (frequency 0), alphabetically. Ids 0..3 stay
PAD/UNK/START/STOP (`tnfst.special`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tnfst.vocab import Vocabulary

from .examples import Example


def word_counts(examples: Iterable[Example]) -> Counter:
    """How often each reading word occurs in the examples."""
    counts: Counter = Counter()
    for example in examples:
        counts.update(example.reading.split())
    return counts


def build_vocabulary(examples: Iterable[Example], grammar_words: Iterable[str] = ()) -> Vocabulary:
    """Vocabulary of the examples' reading words and `grammar_words`, by frequency then alphabetically."""
    counts = word_counts(examples)
    for entry in grammar_words:
        for word in str(entry).split():  # a multi-word entry gives its words
            counts.setdefault(word, 0)
    ordered = sorted(counts, key=lambda w: (-counts[w], w))
    return Vocabulary(ordered)


def out_of_vocabulary(examples: Iterable[Example], vocab: Vocabulary) -> tuple[int, int]:
    """(examples with a reading word outside `vocab`, all examples)."""
    oov = total = 0
    for example in examples:
        total += 1
        if any(w not in vocab for w in example.reading.split()):
            oov += 1
    return oov, total
