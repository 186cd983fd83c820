"""Synthetic MEASURE and MONEY examples for listed units the data never shows.

For each unit (MEASURE) and currency (MONEY) of the covering grammar's lists
that no training example uses, `per_unit` examples are made:

* a number drawn with a seeded `random.Random`: `1`, small and large integers
  (with thousands commas half the time), decimals, and for MONEY scale words
  (`2.3 million`) as the data writes them;
* the token written like the data: a unit after the number with a space or
  attached (`6 ft`, `6ft`; symbols such as `%`, `°C` always attached), a
  currency symbol before the number (`$5`, `£2.3 million`), a letter code
  before or after it (`USD 5`, `5 USD`);
* the reading taken from the covering grammar (`grammar.readings(token)`),
  choosing the licensed reading in the data's style: the unit plural unless the
  number is exactly `1`, no "and" inside numbers; the grammar's order breaks ties;
* the window built around it from a real training sentence with a token of the
  same class (the token replaced by the synthetic one), else from a short fixed
  template.

Tokens the grammar does not match, or reads in no way, are skipped and counted.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from .examples import WINDOW_SIZE, Example
from .sources import make_window

log = logging.getLogger(__name__)

SYNTHETIC_WEIGHT = 1.0  # a synthetic example counts like a real one

# Short contexts for a class with no real sentence to borrow; "{}" is the token.
TEMPLATES = {
    "MEASURE": (
        ("It", "is", "about", "{}", "long", "."),
        ("a", "total", "of", "{}", "was", "recorded"),
        ("The", "site", "covers", "{}", "in", "all", "."),
    ),
    "MONEY": (
        ("It", "cost", "about", "{}", "in", "total", "."),
        ("a", "budget", "of", "{}", "was", "approved"),
        ("The", "prize", "was", "{}", "."),
    ),
}

# Plural reading words that do not end in -s.
IRREGULAR_PLURALS = frozenset({"feet", "pence", "teeth", "hertz", "lux", "kroner", "kronor", "yen", "yuan", "rand", "baht"})
# Words ending in -s that are not plural markers.
NOT_PLURAL = frozenset({"celsius", "degrees_celsius", "plus", "minus", "us", "its", "this", "is", "has", "was", "as", "kelvins"})


@dataclass(frozen=True)
class SyntheticConfig:
    per_unit: int = 20  # examples per unseen unit/currency
    attached_share: float = 0.25  # share of MEASURE tokens written without a space (`6ft`)
    readings_limit: int = 16  # candidate readings asked of the grammar per token
    tries_per_example: int = 4  # fresh numbers tried when the grammar reads a token in no way


@dataclass
class SyntheticStats:
    units: dict[str, int] = field(default_factory=dict)  # "CLASS:unit" -> examples made
    skipped: Counter = field(default_factory=Counter)  # "CLASS:unit" -> tokens the grammar did not read

    @property
    def total(self) -> int:
        return sum(self.units.values())


def draw_number(rng: random.Random, cls: str) -> str:
    """A number as the data writes it: `1`, integers, decimals, for MONEY also `2.3 million`."""
    r = rng.random()
    if r < 0.15:
        return "1"
    if r < 0.50:
        return str(rng.randint(2, 99))
    if r < 0.65:
        n = rng.randint(100, 99_999)
        return f"{n:,}" if n >= 1000 and rng.random() < 0.5 else str(n)
    if r < 0.90 or cls != "MONEY":
        integer = rng.choice([0, rng.randint(1, 9), rng.randint(10, 999)])
        decimals = rng.choice([1, 1, 2])
        return f"{integer}.{rng.randint(0, 10 ** decimals - 1):0{decimals}d}"
    scale = rng.choice(["million", "million", "billion", "thousand"])
    number = rng.choice([str(rng.randint(1, 999)), f"{rng.randint(1, 99)}.{rng.randint(1, 9)}"])
    return f"{number} {scale}"


def _is_symbol(unit: str) -> bool:
    return not unit[0].isalnum()


def write_measure(number: str, unit: str, rng: random.Random, attached_share: float) -> str:
    """`6 ft` or `6ft`; symbol units (`%`, `°C`, `/km2`) always attached."""
    if _is_symbol(unit) or rng.random() < attached_share:
        return f"{number}{unit}"
    return f"{number} {unit}"


def write_money(number: str, currency: str, rng: random.Random) -> str:
    """`$5`, `£2.3 million`, `US$ 5`; letter codes/words before or after: `USD 5`, `5 USD`."""
    if not any(c.isalpha() for c in currency) or not currency[-1].isalpha():
        return f"{currency}{number}"  # $, £, US$, Rs.
    if currency.isupper() and rng.random() < 0.5:
        return f"{currency} {number}"
    return f"{number} {currency}"


def _is_plural_word(word: str) -> bool:
    w = word.lower()
    if w in IRREGULAR_PLURALS:
        return True
    return len(w) > 2 and w.endswith("s") and not w.endswith(("ss", "us", "is")) and w not in NOT_PLURAL


def style_key(reading: str, singular: bool) -> tuple[int, int]:
    """Sort key of a reading in the data's style: number agreement first, then no "and"."""
    words = reading.split()
    plural = sum(_is_plural_word(w) for w in words)
    agreement = plural if singular else -plural
    return (agreement, words.count("and"))


def choose_reading(readings: Sequence[str], number: str) -> str | None:
    """The reading in the data's style among `readings` (grammar order breaks ties)."""
    readings = [r for r in readings if r and r.strip()]
    if not readings:
        return None
    singular = number == "1"  # "1.0", "1 million" take the plural, as in the data
    return min(readings, key=lambda r: style_key(r, singular))  # min is stable: first of equals


def _readings(grammar, token: str, limit: int) -> list[str]:
    try:
        if not grammar.matches(token):
            return []
        found = grammar.readings(token, limit)
    except Exception as exc:  # a grammar error on one token must not stop the corpus
        log.warning("grammar failed on %r: %s", token, exc)
        return []
    return [r if isinstance(r, str) else " ".join(r) for r in found]


def _window(token: str, cls: str, contexts: Sequence[tuple[Sequence[str], int]], rng: random.Random) -> str:
    if contexts:
        tokens, i = rng.choice(contexts)
        tokens = list(tokens)
        tokens[i] = token
        return make_window(tokens, i, WINDOW_SIZE)
    template = list(rng.choice(TEMPLATES[cls]))
    i = template.index("{}")
    template[i] = token
    return make_window(template, i, WINDOW_SIZE)


def synthesize(
    grammar,
    units: Sequence[str],
    currencies: Sequence[str],
    contexts: dict[str, Sequence[tuple[Sequence[str], int]]],
    rng: random.Random,
    config: SyntheticConfig = SyntheticConfig(),
) -> tuple[list[Example], SyntheticStats]:
    """Examples for each listed unit and currency (the caller passes only unseen ones).

    Args:
        grammar: a `CoveringGrammar` (`matches`, `readings(token, limit)`).
        units: written MEASURE units (`ft`, `km²`, `%`).
        currencies: written currencies (`$`, `£`, `USD`).
        contexts: class -> real sentences (token lists) and the index of a token of that class.
        rng: the seeded random generator.
    """
    stats = SyntheticStats()
    examples: list[Example] = []
    jobs = [("MEASURE", u) for u in units] + [("MONEY", c) for c in currencies]
    for cls, unit in jobs:
        key = f"{cls}:{unit}"
        made = 0
        for _ in range(config.per_unit):
            for _try in range(config.tries_per_example):
                number = draw_number(rng, cls)
                if cls == "MEASURE":
                    token = write_measure(number, unit, rng, config.attached_share)
                else:
                    token = write_money(number, unit, rng)
                reading = choose_reading(_readings(grammar, token, config.readings_limit), number)
                if reading is None:
                    stats.skipped[key] += 1
                    continue
                window = _window(token, cls, contexts.get(cls, ()), rng)
                examples.append(Example(window, token, " ".join(reading.split()), cls, SYNTHETIC_WEIGHT))
                made += 1
                break
        stats.units[key] = made
        if made == 0:
            log.warning("no synthetic example for %s: the grammar reads none of its tokens", key)
    return examples, stats


def listed_units(lang: str = "en") -> tuple[list[str], list[str]]:
    """(MEASURE units, MONEY currencies) written forms from the grammar's lists.

    Reads the first column of `tnfst.grammars.<lang>` TSV files: those under a
    `measure` folder or named `*unit*` give units, those under `money` or named
    `*currenc*` give currencies. Empty lists when the grammar package has none.
    """
    from importlib import resources

    try:
        root = resources.files(f"tnfst.grammars.{lang}")
    except (ModuleNotFoundError, TypeError):
        return [], []
    units: list[str] = []
    currencies: list[str] = []

    def walk(node, parts):
        for child in sorted(node.iterdir(), key=lambda c: c.name):
            if child.is_dir():
                walk(child, parts + (child.name.lower(),))
            elif child.name.endswith(".tsv"):
                name = child.name.lower()
                if "currenc" in name or ("money" in parts and "currenc" in name):
                    target = currencies
                elif "unit" in name and ("measure" in parts or "measure" in name or "unit" in name):
                    target = units
                else:
                    continue
                for line in child.read_text(encoding="utf-8").splitlines():
                    if line.strip() and not line.startswith("#"):
                        written = line.split("\t")[0].strip()
                        if written and written not in target:
                            target.append(written)

    walk(root, ())
    return units, currencies
