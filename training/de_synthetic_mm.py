"""Synthetic MEASURE and MONEY (token, reading) examples for the dual encoders.

The real data holds few measures and amounts of money (validation_10000: 16
MEASURE and 5 MONEY tokens), so `voc_de` sees most units and currencies of the
covering grammar's lists rarely or never, and its lambda cannot be chosen on
them. This module makes such examples from the grammar itself:

* every listed unit (`grammars/<lang>/measure/units.tsv`, with the derived
  `km²`/`km2` forms) and currency (`money/currency.tsv`) gets `per_unit`
  tokens, a number drawn like `training/corpus/synthetic.py` does (`1`,
  integers, decimals, `2.3 million`) or, for a share `long_share`, like
  `training/corpus/synthetic_numbers.py` (log-uniform in its digit count, up
  to 10^12, commas or not), written like the data (`6 ft`, `6ft`, `$5`, `5 USD`);
* the reading is the grammar's reading in the data's style
  (`corpus.synthetic.choose_reading`: the list's first spoken form, plural
  unless the number is `1`), so it is one `measure_money_fst` licenses;
* the window is a context of the same class (`contexts`, e.g. real training
  windows) with the token put in, else a fixed template.

Training and validation sets come from *different seeds* (`seed`), so their
numbers differ; the units are the same by design (the point is to cover them).

`unit_swap_negatives` makes the class-subset negatives of the `2 mA` ->
"two million liters" kind: a token paired with the unit or currency words of
another listed unit of its class (the words the gold reading lacks).

Known limitations: numbers and formats follow the corpus generator, not the
real distribution; a unit whose tokens the grammar never reads gets none.
"""

from __future__ import annotations

import logging
import random
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # de_negatives and corpus beside this file

from corpus.synthetic import (TEMPLATES, ListedUnit, draw_number, draw_token, listed_units)  # noqa: E402
from corpus.synthetic import grammar_readings  # noqa: E402,F401 - used by train_dual_encoder through this module
from corpus.synthetic_numbers import draw_cardinal, draw_decimal  # noqa: E402
from de_negatives import Example, canonical  # noqa: E402

log = logging.getLogger(__name__)

MM_CLASSES = ("MEASURE", "MONEY")
_NORM = re.compile(r"<norm>.*?</norm>", re.S)


@dataclass(frozen=True)
class MMConfig:
    """How many synthetic MEASURE/MONEY examples, from which seed."""

    per_unit: int = 20  # tokens per listed unit / currency
    seed: int = 0  # training and validation sets must use different seeds
    attached_share: float = 0.25  # short units written without a space (`6ft`)
    readings_limit: int = 16  # readings asked of the grammar per token
    tries: int = 4  # numbers tried per example when the grammar reads none
    long_share: float = 0.0  # share of numbers drawn log-uniform in their digit count (up to 10^12)

    def __post_init__(self):
        if not (isinstance(self.per_unit, int) and self.per_unit >= 1):
            raise ValueError(f"per_unit must be a positive integer, got {self.per_unit!r}")
        if not 0.0 <= self.long_share <= 1.0:
            raise ValueError(f"long_share must be in [0, 1], got {self.long_share!r}")


def draw_any_number(rng: random.Random, cls: str, long_share: float) -> str:
    """`draw_number` of the corpus generator, or with probability `long_share` a long
    cardinal or decimal (`draw_cardinal` / `draw_decimal`, no sign)."""
    if long_share and rng.random() < long_share:
        return (draw_cardinal(rng) if rng.random() < 0.7 else draw_decimal(rng)).lstrip("-")
    return draw_number(rng, cls)


def put_in_window(window: str, token: str) -> str:
    """`window` (a corpus window with one `<norm> .. </norm>`) with its token replaced by `token`."""
    if not _NORM.search(window):
        raise ValueError(f"not a corpus window (no <norm> ... </norm>): {window!r}")
    return _NORM.sub(lambda _m: f"<norm> {token} </norm>", window, count=1)


def template_window(token: str, cls: str, rng: random.Random) -> str:
    """A short fixed context of `cls` around `token`, in the corpus window form."""
    words = list(rng.choice(TEMPLATES[cls]))
    i = words.index("{}")
    return " ".join(words[:i] + ["<norm>", token, "</norm>"] + words[i + 1:])


def make_examples(grammar, config: MMConfig = MMConfig(), *, contexts: dict[str, Sequence[str]] | None = None,
                  units: Sequence[ListedUnit] | None = None,
                  currencies: Sequence[ListedUnit] | None = None, lang: str = "en") -> list[Example]:
    """`config.per_unit` MEASURE examples per unit and MONEY examples per currency.

    Args:
        grammar: a `CoveringGrammar` (`matches`, `readings`).
        contexts: class -> corpus windows of that class to put the tokens in (else templates).
        units, currencies: the lists (default: the grammar package's lists of `lang`).
    """
    if units is None or currencies is None:
        listed_u, listed_c = listed_units(lang)
        units = listed_u if units is None else units
        currencies = listed_c if currencies is None else currencies
    rng = random.Random(config.seed)

    def draw(rng: random.Random, cls: str) -> str:
        return draw_any_number(rng, cls, config.long_share)

    out: list[Example] = []
    for cls, unit in [("MEASURE", u) for u in units] + [("MONEY", c) for c in currencies]:
        windows = (contexts or {}).get(cls) or ()
        for _ in range(config.per_unit):
            token, reading, _ = draw_token(grammar, cls, unit, rng, draw, attached_share=config.attached_share,
                                           readings_limit=config.readings_limit, tries=config.tries)
            if token is None:
                continue
            window = put_in_window(rng.choice(windows), token) if windows else template_window(token, cls, rng)
            out.append(Example(token, canonical(reading), cls, window))
    return out


def class_windows(examples: Iterable[Example], classes: Sequence[str] = MM_CLASSES,
                  limit: int = 2000) -> dict[str, list[str]]:
    """class -> up to `limit` distinct windows of real examples of that class (for `make_examples`)."""
    out: dict[str, list[str]] = {c: [] for c in classes}
    seen: set[str] = set()
    for ex in examples:
        if ex.cls in out and ex.window and ex.window not in seen and _NORM.search(ex.window):
            if len(out[ex.cls]) < limit:
                seen.add(ex.window)
                out[ex.cls].append(ex.window)
    return out


def unit_words(lang: str = "en") -> dict[str, dict[str, frozenset[str]]]:
    """class -> written unit/currency -> the words of its spoken forms (singular and plural)."""
    units, currencies = listed_units(lang)
    out: dict[str, dict[str, frozenset[str]]] = {"MEASURE": {}, "MONEY": {}}
    for cls, rows in (("MEASURE", units), ("MONEY", currencies)):
        for row in rows:
            words = {w for form in (*row.singular, *row.plural) for w in form.split()}
            out[cls][row.written] = frozenset(words | out[cls].get(row.written, frozenset()))
    return out


def unit_swap_negatives(ex: Example, table: dict[str, dict[str, frozenset[str]]], rng: random.Random,
                        n: int) -> list[str]:
    """Up to n words of other units/currencies of `ex`'s class that its gold reading lacks
    (the `2 mA` -> "two million liters" kind of error); [] for other classes."""
    rows = table.get(ex.cls)
    if not rows:
        return []
    gold = set(ex.reading.split())
    pool = sorted({w for words in rows.values() for w in words} - gold)
    if not pool:
        return []
    return rng.sample(pool, min(n, len(pool)))
