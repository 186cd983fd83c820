"""Synthetic MEASURE and MONEY examples for listed units the data never shows.

For each unit of `grammars/<lang>/measure/units.tsv` and each currency of
`grammars/<lang>/money/currency.tsv` that no training example uses (plus the
squared/cubed forms `km²`, `km2`, `km³`, `km3` that the grammar derives for
length units), `per_unit` examples are made; for those the data shows only a
few times (fewer than `rare_below`: the real MONEY examples are six `$`
amounts, all whole), `rare_per_unit` more, so that their numbers vary:

* a number drawn with a seeded `random.Random`: `1`, small and large integers
  (with thousands commas half the time), decimals, and scale words
  (`2.3 million`, mostly for MONEY) as the data writes them;
* the token written like the data: a unit after the number with a space or,
  for short units, attached (`6 ft`, `6ft`; symbols such as `%`, `°C` always
  attached); a currency where its list puts it (`$5`, `£2.3 million`,
  `USD 5` / `5 USD` for `both`);
* the reading taken from the covering grammar (`grammar.readings(token)`): the
  licensed reading in the data's style, i.e. with the list's first spoken form
  of the unit in the plural unless the number is exactly `1` (for a MONEY amount
  with cents, unless its whole part is `1`), and no "and" in numbers; the
  grammar's order breaks ties;
* the window built around it from a real training sentence with a token of the
  same class (that token replaced by the synthetic one), else from a short
  fixed template.

Tokens the grammar does not read are skipped and counted (another number is tried).

Known limitations: units written as words (`acres`) are never attached to the
number; `per` compounds (`/km2`) are only those the list names.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .examples import WINDOW_SIZE, Example
from .sources import make_window

log = logging.getLogger(__name__)

SYNTHETIC_WEIGHT = 1.0  # a synthetic example counts like a real one
UNIT_LIST = "measure/units.tsv"  # written, singular|variants, plural|variants, kind
CURRENCY_LIST = "money/currency.tsv"  # written, singular|variants, plural|variants, position
DERIVED_POWERS = (("²", "square"), ("2", "square"), ("³", "cubic"), ("3", "cubic"))  # for kind 'length'

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


@dataclass(frozen=True)
class ListedUnit:
    """A row of a unit or currency list: written form, spoken variants, and its kind/position."""

    written: str
    singular: tuple[str, ...]  # spoken variants, the data's style first
    plural: tuple[str, ...]
    place: str = ""  # MEASURE: kind ('length', ...); MONEY: 'prefix' | 'suffix' | 'both'


@dataclass(frozen=True)
class SyntheticConfig:
    per_unit: int = 10  # examples per unit/currency the data never shows (~4k in all for the EN lists)
    attached_share: float = 0.25  # share of short MEASURE units written without a space (`6ft`)
    readings_limit: int = 16  # candidate readings asked of the grammar per token
    tries_per_example: int = 4  # fresh numbers tried when the grammar reads a token in no way
    derived_powers: bool = True  # also `km²`, `km2`, `km³`, `km3` for length units
    rare_below: int = 20  # listed units the data shows fewer times than this also get synthetic examples...
    rare_per_unit: int = 50  # ...this many (real MONEY is 6 `$` amounts: `$1.50`, `$2.5 million` are never shown)


@dataclass
class SyntheticStats:
    units: dict[str, int] = field(default_factory=dict)  # "CLASS:unit" -> examples made
    skipped: Counter = field(default_factory=Counter)  # "CLASS:unit" -> tokens the grammar did not read
    samples: list = field(default_factory=list)  # the first example of each unit, for the report

    @property
    def total(self) -> int:
        return sum(self.units.values())


def parse_list(text: str) -> list[ListedUnit]:
    """Rows of a `written<TAB>singular<TAB>plural<TAB>place` list; `#` lines and malformed rows skipped."""
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) < 3 or not all(c.strip() for c in cells[:3]):
            log.warning("unit list line %d skipped: %r", number, line)
            continue
        place = cells[3].strip() if len(cells) > 3 else ""
        rows.append(ListedUnit(cells[0], tuple(cells[1].split("|")), tuple(cells[2].split("|")), place))
    return rows


def derived_units(units: Sequence[ListedUnit]) -> list[ListedUnit]:
    """Squared and cubed forms of the short lowercase length units (`km` -> `km²` "square kilometer(s)").

    Only symbols of at most two lowercase letters (`m`, `km`, `ft`, `mi`, ...):
    `AU³` or `nmi2` would only dilute the corpus.
    """
    out = []
    for unit in units:
        if unit.place != "length" or not (unit.written.isalpha() and unit.written.islower() and len(unit.written) <= 2):
            continue
        for suffix, word in DERIVED_POWERS:
            out.append(ListedUnit(unit.written + suffix, tuple(f"{word} {s}" for s in unit.singular),
                                  tuple(f"{word} {p}" for p in unit.plural), "area" if word == "square" else "volume"))
    return out


def listed_units(lang: str = "en", derived: bool = True) -> tuple[list[ListedUnit], list[ListedUnit]]:
    """(MEASURE units, MONEY currencies) of the grammar package's lists; empty where a list is missing."""
    from importlib import resources

    def read(relative: str) -> list[ListedUnit]:
        try:
            text = resources.files(f"tnfst.grammars.{lang}").joinpath(relative).read_text(encoding="utf-8")
        except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, UnicodeDecodeError) as exc:
            log.warning("grammar list %s/%s unavailable: %s", lang, relative, exc)
            return []
        return parse_list(text)

    units = read(UNIT_LIST)
    if derived:
        written = {u.written for u in units}
        units += [u for u in derived_units(units) if u.written not in written]
    return units, read(CURRENCY_LIST)


def draw_number(rng: random.Random, cls: str) -> str:
    """A number as the data writes it: `1`, integers, decimals, `2.3 million` (mostly MONEY)."""
    r = rng.random()
    scale_share = 0.12 if cls == "MONEY" else 0.03
    if r < 0.15:
        return "1"
    if r < 0.50:
        return str(rng.randint(2, 99))
    if r < 0.65:
        n = rng.randint(100, 99_999)
        return f"{n:,}" if n >= 1000 and rng.random() < 0.5 else str(n)
    if r < 1.0 - scale_share:
        integer = rng.choice([0, rng.randint(1, 9), rng.randint(10, 999)])
        decimals = rng.choice([1, 1, 2])
        fraction = rng.randint(1 if integer == 0 else 0, 10 ** decimals - 1)  # no "0.0"
        return f"{integer}.{fraction:0{decimals}d}"
    scale = rng.choice(["million", "million", "billion", "thousand"])
    number = rng.choice([str(rng.randint(1, 999)), f"{rng.randint(1, 99)}.{rng.randint(1, 9)}"])
    return f"{number} {scale}"


def write_measure(number: str, unit: str, rng: random.Random, attached_share: float) -> str:
    """`6 ft` or `6ft`; symbol units (`%`, `°C`, `'`) always attached, word units (`acres`) never."""
    if not unit[0].isalnum():
        return f"{number}{unit}"
    if len(unit) <= 3 and " " not in number and rng.random() < attached_share:
        return f"{number}{unit}"
    return f"{number} {unit}"


def write_money(number: str, currency: ListedUnit, rng: random.Random) -> str:
    """The currency where its list puts it: `$5`, `£2.3 million`, `USD 5`, `5 USD`."""
    written = currency.written
    prefix = currency.place == "prefix" or (currency.place == "both" and rng.random() < 0.5)
    if currency.place not in ("prefix", "suffix", "both"):  # no position given: symbols before
        prefix = not written[-1].isalpha()
    if prefix:  # symbols attach ("$5", "US$5"); letters and abbreviations take a space ("Rs. 5", "USD 5")
        attached = not any(c.isalpha() for c in written) or written.endswith("$")
        return f"{written}{number}" if attached else f"{written} {number}"
    return f"{number} {written}"


def wants_singular(number: str, cls: str) -> bool:
    """The data's agreement: singular only for exactly `1` (money: a whole part of `1` with cents)."""
    if number == "1":
        return True
    whole, _, cents = number.partition(".")
    return cls == "MONEY" and whole == "1" and len(cents) == 2


def _contains(reading: str, phrase: str) -> bool:
    return f" {phrase} " in f" {reading} "


def spoken_form(reading: str, unit: ListedUnit) -> str | None:
    """The unit's spoken form that `reading` uses: the longest variant it contains ("canadian dollars", not "dollars")."""
    found = [v for v in (*unit.singular, *unit.plural) if _contains(reading, v)]
    return max(found, key=len) if found else None


def style_key(reading: str, unit: ListedUnit, singular: bool) -> tuple[int, int]:
    """Sort key (lower is better): the unit's first spoken form in the right number, another form in the
    right number, any form, none; then fewer "and"s."""
    wanted = unit.singular if singular else unit.plural
    form = spoken_form(reading, unit)
    if form == wanted[0]:
        agreement = 0
    elif form in wanted:
        agreement = 1
    elif form is not None:
        agreement = 2
    else:
        agreement = 3
    return (agreement, reading.split().count("and"))


def choose_reading(readings: Sequence[str], unit: ListedUnit, number: str, cls: str) -> str | None:
    """The reading in the data's style among `readings` (the grammar's order breaks ties)."""
    readings = [" ".join(r.split()) for r in readings if r and r.strip()]
    if not readings:
        return None
    singular = wants_singular(number, cls)
    return min(readings, key=lambda r: style_key(r, unit, singular))  # min keeps the first of equals


def grammar_readings(grammar, token: str, limit: int) -> list[str]:
    """The grammar's readings of `token` ([] where it does not match or fails)."""
    try:
        if not grammar.matches(token):
            return []
        found = grammar.readings(token, limit)
    except Exception as exc:  # a grammar error on one token must not stop the corpus
        log.warning("grammar failed on %r: %s", token, exc)
        return []
    return [r if isinstance(r, str) else " ".join(r) for r in found]


def draw_token(grammar, cls: str, unit: ListedUnit, rng: random.Random, draw: Callable[[random.Random, str], str], *,
               attached_share: float, readings_limit: int, tries: int) -> tuple[str | None, str | None, int]:
    """A written MEASURE/MONEY token for `unit` and the reading `choose_reading` picks for it.

    Up to `tries` numbers are drawn with `draw(rng, cls)`; a number whose token the grammar
    does not read is redrawn. Returns (token, reading, failed tries), or (None, None, tries).
    """
    for failed in range(tries):
        number = draw(rng, cls)
        if cls == "MEASURE":
            token = write_measure(number, unit.written, rng, attached_share)
        else:
            token = write_money(number, unit, rng)
        reading = choose_reading(grammar_readings(grammar, token, readings_limit), unit, number, cls)
        if reading is not None:
            return token, reading, failed
    return None, None, tries


def _window(token: str, cls: str, contexts: Sequence[tuple[Sequence[str], int]], rng: random.Random) -> str:
    if contexts:
        tokens, i = rng.choice(contexts)
        tokens = list(tokens)
    else:
        tokens = list(rng.choice(TEMPLATES[cls]))
        i = tokens.index("{}")
    tokens[i] = token
    return make_window(tokens, i, WINDOW_SIZE)


def synthesize(
    grammar,
    units: Sequence[ListedUnit],
    currencies: Sequence[ListedUnit],
    contexts: dict[str, Sequence[tuple[Sequence[str], int]]],
    rng: random.Random,
    config: SyntheticConfig = SyntheticConfig(),
) -> tuple[list[Example], SyntheticStats]:
    """`config.per_unit` examples for each unit and currency given (the caller passes the unseen ones).

    Args:
        grammar: a `CoveringGrammar` (`matches(token)`, `readings(token, limit)`).
        units: MEASURE units; currencies: MONEY currencies.
        contexts: class -> real sentences (token lists) with the index of a token of that class.
        rng: the seeded random generator (the only source of randomness).
    """
    stats = SyntheticStats()
    examples: list[Example] = []
    jobs = [("MEASURE", u) for u in units] + [("MONEY", c) for c in currencies]
    for cls, unit in jobs:
        key = f"{cls}:{unit.written}"
        made = 0
        for _ in range(config.per_unit):
            token, reading, failed = draw_token(grammar, cls, unit, rng, draw_number, attached_share=config.attached_share,
                                                readings_limit=config.readings_limit, tries=config.tries_per_example)
            if failed:
                stats.skipped[key] += failed
            if token is None:
                continue
            example = Example(_window(token, cls, contexts.get(cls, ()), rng), token, reading, cls, SYNTHETIC_WEIGHT)
            examples.append(example)
            if made == 0:
                stats.samples.append(example)
            made += 1
        stats.units[key] = made
        if made == 0:
            log.warning("no synthetic example for %s: the grammar read none of its tokens", key)
    return examples, stats
