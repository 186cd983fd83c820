"""Up-sampling of Pramanik & Hussain (2018): rare units and big cardinals.

Their MEASURE "silly errors" went away once (1) sentences whose measure unit
occurs fewer than 100 times were repeated up to 100 and (2) cardinals over a
million were up-weighted. Here:

* the unit of a MEASURE token and the currency of a MONEY token (`units.unit_key`)
  are counted over the training examples; the examples of a unit seen `c < 100`
  times are repeated so that the unit has 100 examples in all (each
  `100 // c` times, the first `100 % c` once more). Only the token's own example
  is repeated, not the other examples of its sentence.
* a CARDINAL written in digits with a value of at least 1,000,000 is repeated
  `big_cardinal_factor` times (10 by default: the paper gives no number; 10
  brings the few hundred such cardinals of a shard to the weight of a common
  unit).

`mode="weight"` writes each example once with the repetition count as its
`weight` instead of repeating the line.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .examples import Example
from .units import cardinal_value, unit_key


@dataclass(frozen=True)
class UpsampleConfig:
    min_unit_count: int = 100  # a unit seen fewer times is topped up to this (paper: 100)
    big_cardinal: int = 1_000_000  # cardinals at least this large are up-weighted
    big_cardinal_factor: int = 10  # how many times (the paper gives no number)
    mode: str = "repeat"  # "repeat" lines, or "weight": one line with weight = repetitions

    def __post_init__(self):
        if self.mode not in ("repeat", "weight"):
            raise ValueError(f"mode must be 'repeat' or 'weight', got {self.mode!r}")
        if self.min_unit_count < 1 or self.big_cardinal_factor < 1:
            raise ValueError("min_unit_count and big_cardinal_factor must be at least 1")


@dataclass(frozen=True)
class UpsampleStats:
    unit_counts: dict[str, int] = field(default_factory=dict)  # unit key -> examples before
    units_upsampled: int = 0  # units topped up
    unit_examples_added: int = 0  # extra copies of rare-unit examples
    big_cardinals: int = 0  # CARDINAL examples of at least `big_cardinal`
    big_cardinal_examples_added: int = 0


def repetitions(examples: Sequence[Example], config: UpsampleConfig) -> tuple[list[int], UpsampleStats]:
    """How many times each example should occur, and the statistics of that choice."""
    keys = [unit_key(e.cls, e.token) for e in examples]
    counts = Counter(k for k in keys if k is not None)
    seen: Counter = Counter()
    reps = []
    unit_added = big = big_added = 0
    for example, key in zip(examples, keys):
        n = 1
        if key is not None and counts[key] < config.min_unit_count:
            c = counts[key]
            n = config.min_unit_count // c + (1 if seen[key] < config.min_unit_count % c else 0)
            seen[key] += 1
            unit_added += n - 1
        elif example.cls == "CARDINAL":
            value = cardinal_value(example.token)
            if value is not None and abs(value) >= config.big_cardinal:
                n = config.big_cardinal_factor
                big += 1
                big_added += n - 1
        reps.append(n)
    stats = UpsampleStats(
        unit_counts=dict(counts),
        units_upsampled=sum(1 for c in counts.values() if c < config.min_unit_count),
        unit_examples_added=unit_added,
        big_cardinals=big,
        big_cardinal_examples_added=big_added,
    )
    return reps, stats


def upsample(examples: Sequence[Example], config: UpsampleConfig = UpsampleConfig()) -> tuple[list[Example], UpsampleStats]:
    """The up-sampled examples (order kept, copies adjacent) and their statistics."""
    reps, stats = repetitions(examples, config)
    out: list[Example] = []
    for example, n in zip(examples, reps):
        if config.mode == "weight":
            out.append(replace(example, weight=example.weight * n))
        else:
            out.extend([example] * n)
    return out, stats
