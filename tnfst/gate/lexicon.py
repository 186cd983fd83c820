"""The gate's lexicon features, counted on training data only.

For a token the trees otherwise see only code points; a lexicon tells them how
often this very form was ToBeNormalized in training. :class:`GateLexicon`
counts, over training tokens,

* the exact form, the lowercased form and the word shape (``A-Z -> X``,
  ``a-z -> x``, ``0-9 -> d``; ``png -> xxx``, ``1990s -> ddddx``): how often it was
  ToBeNormalized (``k``) out of how often it occurred (``n``); the feature is the
  smoothed rate ``(k + a * p) / (n + a)`` (``p`` the overall rate, ``a`` the
  smoothing) and ``log(1 + n)``, or ``-1`` / ``0`` for a form never seen;
* spelling variants: suffix rewrites learned from training tokens whose reading
  differs only in spelling (``colour -> color`` gives ``ur -> r``,
  ``organised -> organized`` gives ``sed -> zed``) plus the usual British ->
  American endings (:data:`BRITISH_REWRITES`); a token is flagged when a rewrite
  turns it into another word of the training vocabulary (``harbour`` ->
  ``harbor``), so unseen British spellings are caught.

The training script counts these out of fold (k-fold over sentences) for the
training tokens themselves, so the trees do not learn to trust a lexicon that
is perfect on its own data. The shipped lexicon (counted on all training data)
is a JSON file beside the gate. Three options keep the out-of-fold features and
the shipped lexicon's on one scale (:class:`LexiconConfig`): a fold lexicon
scales its counts by ``K / (K - 1)`` (``count_scale``), so a form seen ``n``
times in ``K - 1`` folds looks like one seen ``n * K / (K - 1)`` times in all of
them; counts are capped (``count_cap``) and rates rounded (``rate_decimals``),
so a very frequent form (``.``) gets the same values in every fold and in the
shipped lexicon instead of slightly different ones that trees split on.

Known limitations: the counts come from ~300k tokens; a rewrite rule is
applied only when the stem keeps at least :data:`MIN_STEM` letters, and a
rewrite into a real but unrelated word (``tres -> ters``) flags a false variant.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tnfst.derived_cache import cached
from tnfst.gate.memo import BoundedMemo
from tnfst.gate.spelled import TrigramTable

__all__ = ["LexiconError", "LexiconConfig", "STABLE", "textbook_variant", "GateLexicon", "LEXICON_FEATURES", "word_shape", "spelling_rule"]

FORMAT = "tnfst-gate-lexicon"
VERSION = 1
PARSED_VERSION = 1  # of the parsed form kept in the derived cache (`GateLexicon._parse`): bump when it changes
MIN_STEM = 3  # a spelling rewrite keeps at least this many leading letters (no 'four' -> 'for')
MAX_SUFFIX = 4  # longest suffix a learned spelling rewrite replaces
UNSEEN = -1.0  # rate of a form never seen in training
# British -> American suffix rewrites (the usual spelling tables: -our/-or, -tre/-ter, -ise/-ize,
# -isation/-ization, -yse/-yze, -ogue/-og, -mme/-m), added to the learned ones; a rewrite only
# counts when its result is a training word, so 'promise' (-> 'promize') is not flagged.
BRITISH_REWRITES = (("our", "or"), ("ours", "ors"), ("oured", "ored"), ("ouring", "oring"), ("tre", "ter"),
                    ("tres", "ters"), ("ise", "ize"), ("ised", "ized"), ("ises", "izes"), ("ising", "izing"),
                    ("isation", "ization"), ("isations", "izations"), ("yse", "yze"), ("ysed", "yzed"),
                    ("ogue", "og"), ("ogues", "ogs"), ("mme", "m"), ("mmes", "ms"))

LEXICON_FEATURES: tuple[tuple[str, str], ...] = (
    ("lex_exact_rate", "how often this exact form was ToBeNormalized in training"),
    ("lex_exact_count", "log(1 + occurrences) of the exact form: how far to trust the rate"),
    ("lex_lower_rate", "the same for the lowercased form ('Vol' and 'vol')"),
    ("lex_lower_count", "log(1 + occurrences) of the lowercased form"),
    ("lex_shape_rate", "ToBeNormalized rate of the word shape ('xxx', 'ddddx'): generalizes to unseen forms"),
    ("lex_shape_count", "log(1 + occurrences) of the shape"),
    ("lex_variant", "a learned spelling rewrite maps the token onto another training word ('harbour' -> 'harbor')"),
)

_SHAPE_TABLE = str.maketrans({**{chr(c): "X" for c in range(65, 91)}, **{chr(c): "x" for c in range(97, 123)},
                              **{chr(c): "d" for c in range(48, 58)}})


class LexiconError(ValueError):
    """A lexicon file is missing or malformed; the message names the file."""


@dataclass(frozen=True)
class LexiconConfig:
    """Counting options.

    Attributes:
        smoothing: ``a`` in ``(k + a * p) / (n + a)``: pseudo-occurrences at the prior rate.
        shape_chars: characters of the word shape kept (longer shapes are cut).
        count_scale: occurrences are multiplied by this in the count feature (``K / (K - 1)``
            for a lexicon counted on ``K - 1`` of ``K`` folds; 1 for the shipped one).
        count_cap: occurrences above this count as this many in the count feature (0: no cap).
        rate_decimals: rates are rounded to this many decimals (negative: not rounded).
    """

    smoothing: float = 2.0
    shape_chars: int = 12
    count_scale: float = 1.0
    count_cap: float = 0.0
    rate_decimals: int = -1


STABLE = LexiconConfig(count_cap=1000.0, rate_decimals=3)  # what train_gate.py uses; old files load as the default


def word_shape(token: str, chars: int = LexiconConfig.shape_chars) -> str:
    """``A-Z -> X``, ``a-z -> x``, ``0-9 -> d``, other characters kept, cut to ``chars``."""
    return token[:chars].translate(_SHAPE_TABLE)


def spelling_rule(before: str, reading: str) -> tuple[str, str] | None:
    """The suffix rewrite turning ``before`` into ``reading`` if they differ only in spelling."""
    b, a = before.lower(), reading.lower()
    if b == a or not b.isalpha() or not a.isalpha() or abs(len(b) - len(a)) > 2:
        return None
    prefix = 0
    while prefix < min(len(b), len(a)) and b[prefix] == a[prefix]:
        prefix += 1
    if prefix < MIN_STEM:
        return None
    sb, sa = b[prefix:], a[prefix:]
    if len(sb) > MAX_SUFFIX or len(sa) > MAX_SUFFIX or not sb:
        return None
    return sb, sa


def textbook_variant(word: str, vocabulary: set[str] | frozenset[str]) -> str | None:
    """The American form of a British spelling by :data:`BRITISH_REWRITES` alone, if it is in ``vocabulary``.

    ``colour`` -> ``color`` when ``color`` is a known word; the stem keeps at least
    :data:`MIN_STEM` letters (``four`` is not rewritten). ``word`` is lowercased; ``None``
    when no rewrite lands on a vocabulary word.
    """
    w = word.lower()
    if not w.isalpha():
        return None
    for old, new in BRITISH_REWRITES:
        if w.endswith(old) and len(w) - len(old) >= MIN_STEM:
            candidate = w[: len(w) - len(old)] + new
            if candidate in vocabulary:
                return candidate
    return None


class GateLexicon:
    """Training counts behind :data:`LEXICON_FEATURES`; build with :meth:`fit` or :meth:`load`.

    Args:
        exact, lower, shape: ``form -> (k, n)``: ToBeNormalized count and occurrences.
        rules: spelling rewrites ``(old suffix, new suffix)``.
        extra_vocabulary: lowercased words of training readings (the vocabulary spelling
            rewrites may land on is these plus the keys of ``lower``).
        prior: overall ToBeNormalized rate ``p``.
        config: smoothing and shape length.
    """

    def __init__(self, exact: dict[str, tuple[int, int]], lower: dict[str, tuple[int, int]],
                 shape: dict[str, tuple[int, int]], rules: Iterable[tuple[str, str]], extra_vocabulary: Iterable[str],
                 prior: float, config: LexiconConfig = LexiconConfig(),
                 trigram_table: TrigramTable | None = None) -> None:
        self.exact, self.lower, self.shape = exact, lower, shape
        self.rules = tuple(sorted(set(map(tuple, rules)) | set(BRITISH_REWRITES)))
        self.vocabulary = frozenset(lower) | frozenset(extra_vocabulary)
        self.prior = float(prior)
        self.config = config
        self.trigram_table = trigram_table  # None in lexicons written before the extended_v2 feature set
        self._by_suffix: dict[str, list[str]] = {}
        for old, new in self.rules:
            self._by_suffix.setdefault(old, []).append(new)
        self._max_suffix = max((len(old) for old, _ in self.rules), default=0)
        # Features of a key, kept between calls (`tnfst.gate.memo`): (rate, log count) per table, variant flag.
        self._exact_rate = BoundedMemo(lambda key: self._rate_of(self.exact.get(key, (0, 0))))
        self._lower_rate = BoundedMemo(lambda key: self._rate_of(self.lower.get(key, (0, 0))))
        self._shape_rate = BoundedMemo(lambda key: self._rate_of(self.shape.get(key, (0, 0))))
        self._variant = BoundedMemo(self.is_variant)

    # -- building ----------------------------------------------------------------

    @classmethod
    def fit(cls, sentences: Sequence[Sequence], config: LexiconConfig = LexiconConfig()) -> "GateLexicon":
        """Count training sentences (a list) of records with ``cls``, ``before``, ``after``, ``reading`` and
        ``to_be_normalized`` (e.g. :class:`tnfst.data.TokenRecord`); also fits the :class:`TrigramTable`."""
        exact: dict[str, list[int]] = {}
        lower: dict[str, list[int]] = {}
        shape: dict[str, list[int]] = {}
        rules: Counter = Counter()
        vocabulary: set[str] = set()
        positives = total = 0
        for sentence in sentences:
            for token in sentence:
                label = int(token.to_be_normalized)
                positives += label
                total += 1
                for table, key in ((exact, token.before), (lower, token.before.lower()),
                                   (shape, word_shape(token.before, config.shape_chars))):
                    counts = table.setdefault(key, [0, 0])
                    counts[0] += label
                    counts[1] += 1
                if label and token.before.isalpha():
                    vocabulary.update(w.lower() for w in token.reading.split() if w.isalpha())
                    rule = spelling_rule(token.before, token.reading)
                    if rule:
                        rules[rule] += 1
        freeze = lambda table: {k: (v[0], v[1]) for k, v in table.items()}  # noqa: E731
        return cls(freeze(exact), freeze(lower), freeze(shape), rules, vocabulary - set(lower),
                   positives / max(total, 1), config, TrigramTable.fit(sentences))

    # -- features ----------------------------------------------------------------

    @staticmethod
    def _rates(rate_of: BoundedMemo, keys: Sequence[str]) -> np.ndarray:
        """``[n, 2]``: smoothed rate (or -1) and log(1 + occurrences) of each key."""
        return np.array([rate_of(key) for key in keys], dtype=np.float32).reshape(len(keys), 2)

    def _rate_of(self, counts: tuple[int, int]) -> tuple[float, float]:
        """(smoothed rate or -1, log(1 + occurrences)) of a key's (positives, occurrences)."""
        a, p = self.config.smoothing, self.prior
        scale, cap, decimals = self.config.count_scale, self.config.count_cap, self.config.rate_decimals
        k, n = counts
        rate = (k + a * p) / (n + a) if n else UNSEEN
        rate = round(rate, decimals) if decimals >= 0 and n else rate
        seen = n * scale
        return float(np.float32(rate)), float(np.float32(math.log1p(min(seen, cap) if cap > 0 else seen)))

    def is_variant(self, word: str) -> bool:
        """A learned spelling rewrite maps ``word`` (lowercased) onto a different training word."""
        w = word.lower()
        if not w.isalpha():
            return False
        for cut in range(1, min(self._max_suffix, len(w) - MIN_STEM) + 1):
            for new in self._by_suffix.get(w[-cut:], ()):
                candidate = w[:-cut] + new
                if candidate != w and candidate in self.vocabulary:
                    return True
        return False

    def features(self, tokens: Sequence[str]) -> np.ndarray:
        """:data:`LEXICON_FEATURES` of each token: float32 ``[n, 7]`` (all finite)."""
        if len(tokens) == 0:
            return np.zeros((0, len(LEXICON_FEATURES)), dtype=np.float32)
        lowered = [t.lower() for t in tokens]
        shapes = [word_shape(t, self.config.shape_chars) for t in tokens]
        variant = np.fromiter((self._variant(w) for w in lowered), dtype=np.float32, count=len(tokens))
        return np.concatenate([self._rates(self._exact_rate, tokens), self._rates(self._lower_rate, lowered),
                               self._rates(self._shape_rate, shapes), variant[:, None]], axis=1)

    def lower_rate(self, tokens: Sequence[str]) -> np.ndarray:
        """Smoothed ToBeNormalized rate of the lowercased forms (``-1`` unseen): float32 ``[n]``."""
        return self._rates(self._lower_rate, [t.lower() for t in tokens])[:, 0]

    # -- files -------------------------------------------------------------------

    def to_json(self) -> dict:
        extra = sorted(self.vocabulary - set(self.lower))
        return {"format": FORMAT, "version": VERSION, "prior": self.prior, "smoothing": self.config.smoothing,
                "shape_chars": self.config.shape_chars, "count_scale": self.config.count_scale,
                "count_cap": self.config.count_cap, "rate_decimals": self.config.rate_decimals,
                "rules": [list(r) for r in self.rules],
                "extra_vocabulary": extra,
                **({"trigrams": self.trigram_table.to_json()} if self.trigram_table is not None else {}),
                "exact": {k: list(v) for k, v in self.exact.items()},
                "lower": {k: list(v) for k, v in self.lower.items()},
                "shape": {k: list(v) for k, v in self.shape.items()}}

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> "GateLexicon":
        """Read a lexicon JSON; :class:`LexiconError` names the file when it is missing or malformed.

        The parsed tables are kept in the derived cache (`tnfst.derived_cache`, keyed by the
        file's bytes): a later process reads them back in ~a quarter of the JSON's time."""
        path = Path(path)
        try:
            raw = path.read_bytes()
        except FileNotFoundError as exc:
            raise LexiconError(f"{path}: gate lexicon not found") from exc
        except OSError as exc:
            raise LexiconError(f"{path}: unreadable gate lexicon ({exc})") from exc
        args = cached("gate-lexicon", [raw], lambda: cls._parse(raw, path), version=PARSED_VERSION,
                      valid=lambda value: isinstance(value, tuple) and len(value) == 8)
        exact, lower, shape, rules, extra, prior, config, trigrams = args
        return cls(exact, lower, shape, rules, extra, prior, LexiconConfig(*config),
                   None if trigrams is None else TrigramTable(*trigrams))

    @staticmethod
    def _parse(raw: bytes, path: Path) -> tuple:
        """The constructor's arguments from a lexicon file's bytes, in builtins only (marshal):
        (exact, lower, shape, rules, extra vocabulary, prior, LexiconConfig fields, TrigramTable
        arguments or None)."""
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise LexiconError(f"{path}: unreadable gate lexicon ({exc})") from exc
        try:
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise ValueError(f"expected format {FORMAT!r} version {VERSION}")
            table = lambda name: {str(k): (int(v[0]), int(v[1])) for k, v in data[name].items()}  # noqa: E731
            config = (float(data["smoothing"]), int(data["shape_chars"]), float(data.get("count_scale", 1.0)),
                      float(data.get("count_cap", 0.0)), int(data.get("rate_decimals", -1)))
            trigrams = None
            if "trigrams" in data:
                table_ = TrigramTable.from_json(data["trigrams"])
                trigrams = (table_.self_counts, table_.spelled_counts, table_.prior)
            return (table("exact"), table("lower"), table("shape"), tuple((str(a), str(b)) for a, b in data["rules"]),
                    tuple(str(w) for w in data["extra_vocabulary"]), float(data["prior"]), config, trigrams)
        except (AttributeError, KeyError, TypeError, ValueError, IndexError) as exc:
            raise LexiconError(f"{path}: malformed gate lexicon ({exc!r})") from exc
