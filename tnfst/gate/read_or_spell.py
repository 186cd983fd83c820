"""Read or spell? A small tree model that decides how an alphabetic token is said.

Many tokens may be read either as written (``<self>``: ``Ayn``, ``RENAMO``, ``Buzz``) or as
their letters (``AVN`` -> "a v n", ``ESPN's`` -> "e s p n's"): the `words` constraint
(`tnfst.constraints.words`) licenses both and, without this module, the DNC's first word
decides. This module gives that decision to a dedicated classifier trained on the gold
readings of such tokens only (``training/train_read_or_spell.py``), and the pipeline
(`tnfst.api`) forces its answer where it is confident (P(spell) at or above
``spell_threshold``, or at or below ``keep_threshold``; thresholds chosen on out-of-fold
training predictions). Between the two thresholds (the *band*), a token the gate routes with a
capital after its first letter ("CONCACAF", "CoA", `inner_capital`) is decided by the model's
argmax (``band_threshold`` 0.5) rather than by the DNC, which spells every such token: out of
fold, the argmax is right for 441 of the band's 582 such candidates against 366 for spelling them
all (cuts 0.35 to 0.6 give 436 to 441); on validation_10000, 12 of the 23 routed ones against 14
(too few rows to choose on). A soft score in the beam was not tried: the DNC's
choice can be measured honestly only on validation_10000 (it was trained on the training
sentences), too few rows to weigh two scores. Lowercase and capitalised words in the band stay
with the DNC, which mostly keeps them. Elsewhere the DNC chooses.

Candidates (`is_candidate`): tokens the `words` grammar reads (`is_wordlike`) with a spelled
form (`spelled_words`) of two or more letters. A lowercase token ending in an apostrophe or
"'s" (``boys'``, ``girl's``) is never spelled (`never_spelled`): the data's possessives of
ordinary words are read as written.

Features (`FEATURES`, one line each on what it means) are computed in plain Python on the
token, its letters without a possessive ending (the *stem*: ``ESPN's`` -> ``ESPN``, ``U.S.``
-> ``US``), the gate's lexicon counts and trigram table (`tnfst.gate.lexicon.GateLexicon`,
`tnfst.gate.spelled.TrigramTable`: shipped with the gate, fitted on the same training data),
the common-word list of the words grammar (``grammars/en/words/common_words.tsv``), the CMU
Pronouncing Dictionary (is the stem listed, said as its letters or as a word?
`tnfst.gate.pronunciations`) and the sentence around the token (are the other words in capitals?).

The model is an XGBoost booster saved as ``.ubj`` and read by the numpy tree walker
(`tnfst.gate.trees.TreeEnsemble`): reading never imports xgboost.

Known limitations: only ASCII letters; a one-letter token (``I``, ``A``) is not a candidate;
the lexicon features of a token seen in training are counted on the full training data at
run time (out of fold while training), so a training sentence's own tokens look familiar.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

__all__ = ["FEATURES", "ReadOrSpell", "ReadOrSpellError", "ReadOrSpellFeatures", "is_candidate", "inner_capital",
           "never_spelled", "stem_letters", "DEFAULT_META"]

DEFAULT_META = Path(__file__).resolve().parents[1] / "resources" / "en" / "read_or_spell.json"
#: Word frequencies file beside the metadata (`WordFrequencies`).
FREQUENCIES_FILE = "read_or_spell_words.txt.gz"
#: Pronouncing-dictionary list beside the metadata (`tnfst.gate.pronunciations.Pronunciations`).
PRONUNCIATIONS_FILE = "read_or_spell_cmu.txt.gz"
#: Words below this English Zipf frequency are not listed (their feature is 0).
ZIPF_FLOOR = 2.0
#: Zipf frequencies are listed in steps of this size (rounded down).
ZIPF_STEP = 0.25
_VOWELS = frozenset("aeiou")
_APOSTROPHES = ("'", "’")
#: Title words after which a capitalised word is a name ("Mr. Ayn", "Dr Buzz").
_TITLES = frozenset({"mr", "mrs", "ms", "dr", "st", "sir", "lord", "lady", "king", "queen", "prince", "saint",
                     "president", "general", "captain", "professor", "rev", "father", "mount", "lake"})
#: Short function words before which or after which a token reads as part of a phrase.
_ARTICLES = frozenset({"the", "a", "an", "of", "and", "in", "by", "for", "to", "at", "on", "from", "with"})
#: Most letters a candidate may have (longer tokens are read as written by the model anyway).
MAX_LETTERS = 24

FEATURES: tuple[tuple[str, str], ...] = (
    ("n_letters", "letters in the stem: acronyms are short"),
    ("share_upper", "share of capitals among the stem's letters ('NASA' 1, 'Nasa' .25)"),
    ("all_caps", "every letter a capital (two or more letters)"),
    ("title_case", "a capital then lowercase letters only ('Ayn'): a name or a word"),
    ("all_lower", "lowercase only ('emah', 'boys')"),
    ("inner_caps", "capitals after the first letter in a token that also has lowercase ('LiPSA', 'McDonald')"),
    ("n_vowels", "vowels (a e i o u) in the stem"),
    ("share_vowels", "share of vowels among the stem's letters: 'AVN' .33, 'RENAMO' .5"),
    ("n_y", "letters y in the stem (a vowel or not: 'Hwy', 'Fuu')"),
    ("max_consonant_run", "longest run of consonants (y counts as a consonant): 'Crkva' 3"),
    ("max_vowel_run", "longest run of vowels: 'Fuu' 2"),
    ("double_letters", "pairs of the same letter side by side ('Buzz', 'Acee')"),
    ("starts_vowel", "the stem starts with a vowel"),
    ("ends_vowel", "the stem ends with a vowel"),
    ("possessive_s", "ends in 's or ’s ('ESPN's')"),
    ("apostrophe_end", "ends in an apostrophe ('boys'')"),
    ("caps_plural_s", "capitals then a lowercase s ('NHLs', 'ROREs')"),
    ("n_periods", "periods in the token ('U.S.')"),
    ("other_marks", "hyphens, ampersands or spaces in the token ('A&E', 'T. W.')"),
    ("tri_min_self", "trigram table: log(1 + self types) of the stem's rarest trigram"),
    ("tri_mean_self", "trigram table: mean log(1 + self types) over the stem's trigrams"),
    ("tri_unseen", "trigram table: the stem's trigrams never seen in a word read as written"),
    ("tri_max_spelled", "trigram table: largest smoothed spelled share of a trigram"),
    ("tri_mean_spelled", "trigram table: mean smoothed spelled share"),
    ("lex_exact_rate", "gate lexicon: ToBeNormalized rate of the exact token in training (-1 unseen)"),
    ("lex_exact_count", "gate lexicon: log(1 + occurrences) of the exact token"),
    ("lex_lower_rate", "gate lexicon: ToBeNormalized rate of the lowercased token"),
    ("lex_lower_count", "gate lexicon: log(1 + occurrences) of the lowercased token"),
    ("lex_stem_rate", "gate lexicon: ToBeNormalized rate of the lowercased stem ('espn' for 'ESPN's')"),
    ("lex_stem_count", "gate lexicon: log(1 + occurrences) of the lowercased stem"),
    ("common_word", "the lowercased stem is a frequent English word (common_words.tsv: 5+ letters)"),
    ("zipf", "English Zipf frequency of the lowercased stem (wordfreq, `WordFrequencies`; 0 below 2.0): "
             "a known word or name ('nasdaq' 3.25) is read, an unknown one ('urisa') may be spelled"),
    ("cmu_listed", "the lowercased stem is in the CMU Pronouncing Dictionary (`Pronunciations`)"),
    ("cmu_spells", "the dictionary says it as its letter names ('mba': EH M B IY EY): an initialism"),
    ("cmu_reads", "the dictionary says it as a word ('nasa': N AE S AH)"),
    ("sent_alpha", "other tokens of the sentence with two or more letters"),
    ("sent_caps_share", "share of those in capitals: a headline or title in capitals keeps its words"),
    ("sent_lower_share", "share of those in lowercase only"),
    ("prev_caps", "the previous token is a word in capitals (-1: no word before)"),
    ("next_caps", "the next token is a word in capitals (-1: no word after)"),
    ("prev_title_case", "the previous token is a capitalised word ('Ayn Rand': a run of names)"),
    ("next_title_case", "the next token is a capitalised word"),
    ("prev_title_word", "the previous token is a title ('Mr.', 'Dr', 'Saint'): a name follows"),
    ("prev_article", "the previous token is a short function word ('the', 'of')"),
    ("prev_lex_lower_rate", "gate lexicon: ToBeNormalized rate of the previous token (-2 at the start)"),
    ("next_lex_lower_rate", "gate lexicon: ToBeNormalized rate of the next token (-2 at the end)"),
    ("is_first", "the token starts the sentence"),
    ("in_parens", "the token follows '(' ('(NHL)': an acronym introduced)"),
    ("same_caps_elsewhere", "another token of the sentence is the same letters in capitals"),
)
FEATURE_NAMES = tuple(name for name, _ in FEATURES)


class ReadOrSpellError(RuntimeError):
    """The read-or-spell model files are missing or corrupt (the message names the file)."""


def _letters(token: str) -> str:
    return "".join(c for c in token if c.isalpha())


def stem_letters(token: str) -> str:
    """The token's letters without a possessive or plural-after-capitals ending: ``ESPN's`` -> ``ESPN``,
    ``boys'`` -> ``boys``, ``ROREs`` -> ``RORE``, ``U.S.`` -> ``US``."""
    body = token
    for apostrophe in _APOSTROPHES:
        if body.endswith(apostrophe + "s") and len(body) > 2:
            body = body[:-2]
            break
        if body.endswith(apostrophe) and len(body) > 1:
            body = body[:-1]
            break
    else:
        letters = _letters(body)
        if len(letters) > 2 and letters.endswith("s") and letters[:-1].isupper():
            body = body[:-1]
    return _letters(body)


def never_spelled(token: str) -> bool:
    """A lowercase token with a possessive apostrophe (``boys'``, ``girl's``): always read as written."""
    return (isinstance(token, str) and any(a in token for a in _APOSTROPHES)
            and not any(c.isupper() for c in token) and any(c.isalpha() for c in token))


def is_candidate(token: str) -> bool:
    """True for a token whose read-or-spell choice the model decides: the `words` grammar reads it
    (ASCII letters and ``. ' ’ - &``, no Roman numeral of two letters or more), it has a spelled
    form, and two to `MAX_LETTERS` letters."""
    from tnfst.constraints.letters import spelled_words
    from tnfst.constraints.words import is_wordlike

    if not isinstance(token, str) or not token.isascii() or not is_wordlike(token):
        return False  # letters outside ASCII: the model saw none in training (the DNC chooses)
    n = sum(c.isalpha() for c in token)
    return 2 <= n <= MAX_LETTERS and spelled_words(token) is not None


def inner_capital(token: str) -> bool:
    """A capital after the first character ("AVN", "LiPSA", "CoA"; not "Ayn", "boys")."""
    return isinstance(token, str) and any(c.isupper() for c in token[1:])


def _kind(token: str) -> str:
    """"caps", "title", "lower", "mixed" for a word of two or more letters, "" otherwise."""
    letters = _letters(token)
    if len(letters) < 2 or len(letters) != sum(c.isalnum() for c in token):
        return ""
    if letters.isupper():
        return "caps"
    if letters.islower():
        return "lower"
    if letters[0].isupper() and letters[1:].islower():
        return "title"
    return "mixed"


def _runs(word: str, inside: bool) -> int:
    """Longest run of letters that are vowels (`inside` True) or consonants (False)."""
    best = run = 0
    for c in word:
        run = run + 1 if (c in _VOWELS) == inside else 0
        best = max(best, run)
    return best


class WordFrequencies:
    """English Zipf frequencies of lowercase words (wordfreq's, in steps of `ZIPF_STEP`, from
    `ZIPF_FLOOR` up), read from a gzipped text file: ``#`` comment lines, then one line per step,
    ``zipf<TAB>word word ...``. Written by ``training/train_read_or_spell.py --write-words``."""

    def __init__(self, zipf: dict[str, float]) -> None:
        self._zipf = dict(zipf)

    def __len__(self) -> int:
        return len(self._zipf)

    def zipf(self, word: str) -> float:
        """The listed frequency of `word` (lowercased), 0 when not listed."""
        return self._zipf.get(word.lower(), 0.0)

    @classmethod
    def load(cls, path: str | Path) -> "WordFrequencies":
        """The list at `path`; the parsed table is kept in the derived cache (`tnfst.derived_cache`,
        keyed by the file's bytes), which a later process reads in ~a quarter of the time."""
        from tnfst.derived_cache import cached
        from tnfst.gate.pronunciations import LIST_READ_ERRORS, keyed_word_lines

        def parse() -> dict[str, float]:
            zipf: dict[str, float] = {}
            try:
                for value, words in keyed_word_lines(path):
                    z = float(value)
                    zipf.update((w, z) for w in words)
            except LIST_READ_ERRORS as exc:
                raise ReadOrSpellError(f"{path}: unreadable word frequencies ({exc})") from exc
            return zipf

        try:
            raw = Path(path).read_bytes()
        except OSError as exc:
            raise ReadOrSpellError(f"{path}: unreadable word frequencies ({exc})") from exc
        return cls(cached("word-frequencies", [raw], parse, version=1, valid=lambda value: isinstance(value, dict)))

    @staticmethod
    def write(zipf: dict[str, float], path: str | Path, header: str = "") -> None:
        """Write `zipf` (word -> frequency, already rounded to steps) in the `load` format."""
        import gzip

        by_step: dict[float, list[str]] = {}
        for word, z in zipf.items():
            by_step.setdefault(z, []).append(word)
        lines = [f"# {line}" for line in header.splitlines()]
        lines += [f"{z:g}\t{' '.join(sorted(ws))}" for z, ws in sorted(by_step.items(), reverse=True)]
        with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as f:  # mtime 0: the same bytes every run
            f.write(("\n".join(lines) + "\n").encode("utf-8"))


class ReadOrSpellFeatures:
    """Builds the `FEATURES` rows of candidate tokens.

    Args:
        lexicon: a `tnfst.gate.lexicon.GateLexicon` with a trigram table (the gate's).
        common_words: lowercase frequent words (the words grammar's `common_words`).
        frequencies: `WordFrequencies` (None: the feature is 0 for every word).
        pronunciations: `tnfst.gate.pronunciations.Pronunciations` (None: no word is listed).
    """

    def __init__(self, lexicon, common_words: Iterable[str] = (), frequencies: WordFrequencies | None = None,
                 pronunciations=None) -> None:
        from tnfst.gate.pronunciations import Pronunciations

        if getattr(lexicon, "trigram_table", None) is None:
            raise ValueError("read-or-spell features need a GateLexicon with a trigram table")
        self.lexicon = lexicon
        self.common_words = frozenset(common_words)
        self.frequencies = frequencies if frequencies is not None else WordFrequencies({})
        self.pronunciations = pronunciations if pronunciations is not None else Pronunciations()

    @property
    def width(self) -> int:
        return len(FEATURES)

    def rows(self, tokens: Sequence[str], indices: Sequence[int]) -> np.ndarray:
        """float32 ``[len(indices), width]``: the features of ``tokens[i]`` for each i (one sentence)."""
        out = np.zeros((len(indices), self.width), dtype=np.float32)
        if not indices:
            return out
        kinds = [_kind(t) for t in tokens]
        words = [i for i, k in enumerate(kinds) if k]
        targets = [tokens[i] for i in indices]
        stems = [stem_letters(t) for t in targets]
        lex = self.lexicon.features(targets)  # [n, 7]
        stem_lex = self.lexicon.features([s.lower() for s in stems])
        tri = self.lexicon.trigram_table.features([s if s else "-" for s in stems])  # [n, 5]
        rates = self.lexicon.lower_rate(list(tokens)) if len(tokens) else np.zeros(0, np.float32)
        for row, (i, token, stem) in enumerate(zip(indices, targets, stems)):
            low = stem.lower()
            n = max(len(stem), 1)
            upper = sum(c.isupper() for c in stem)
            others = [j for j in words if j != i]
            prev_tok = tokens[i - 1] if i > 0 else ""
            next_tok = tokens[i + 1] if i + 1 < len(tokens) else ""
            prev_kind = kinds[i - 1] if i > 0 else None
            next_kind = kinds[i + 1] if i + 1 < len(tokens) else None
            body = token.replace("’", "'")
            out[row] = (
                len(stem), upper / n, float(kinds[i] == "caps"), float(kinds[i] == "title"),
                float(kinds[i] == "lower"),
                float(any(c.islower() for c in stem) and any(c.isupper() for c in stem[1:])),
                sum(c in _VOWELS for c in low), sum(c in _VOWELS for c in low) / n, low.count("y"),
                _runs(low, False), _runs(low, True), sum(a == b for a, b in zip(low, low[1:])),
                float(low[:1] in _VOWELS and low != ""), float(low[-1:] in _VOWELS and low != ""),
                float(body.endswith("'s") and len(body) > 2), float(body.endswith("'")),
                float(len(stem) >= 2 and stem.isupper() and body.endswith("s") and not body.endswith("'s")
                      and _letters(body) != stem),
                token.count("."), sum(token.count(c) for c in "-& "),
                *tri[row].tolist(), *lex[row, :4].tolist(), *stem_lex[row, 2:4].tolist(),
                float(low in self.common_words), self.frequencies.zipf(low), *self.pronunciations.features(low),
                len(others),
                sum(kinds[j] == "caps" for j in others) / len(others) if others else -1.0,
                sum(kinds[j] == "lower" for j in others) / len(others) if others else -1.0,
                -1.0 if not prev_kind else float(prev_kind == "caps"),
                -1.0 if not next_kind else float(next_kind == "caps"),
                float(prev_kind == "title"), float(next_kind == "title"),
                float(prev_tok.lower().rstrip(".") in _TITLES),
                float(prev_tok.lower() in _ARTICLES),
                float(rates[i - 1]) if i > 0 else -2.0,
                float(rates[i + 1]) if i + 1 < len(tokens) else -2.0,
                float(i == 0), float(prev_tok == "("),
                float(any(kinds[j] == "caps" and stem_letters(tokens[j]).upper() == stem.upper() for j in others)),
            )
        return out


@dataclass(frozen=True)
class ReadOrSpellMeta:
    """The metadata file: model file (beside it), thresholds and the feature names it was trained on."""

    model_file: str
    spell_threshold: float
    keep_threshold: float
    features: tuple[str, ...]
    #: Between the two thresholds, a candidate with a capital after its first letter that the
    #: caller lets the model settle (`decide`'s `settle`) is spelled at or above this P and kept
    #: below (None: the band is left to the caller). See the module docstring.
    band_threshold: float | None = None


class ReadOrSpell:
    """The read-or-spell model: P(spell) of candidate tokens and the confident decisions.

    Build with `load`; `decide(sentences)` returns ``{(sentence, token): "spell" | "keep"}`` for the
    candidates the model is sure of.
    """

    def __init__(self, model, meta: ReadOrSpellMeta, featurizer: ReadOrSpellFeatures) -> None:
        if tuple(meta.features) != FEATURE_NAMES:
            raise ReadOrSpellError("read-or-spell model was trained on other features than this code builds")
        if model.n_features != len(FEATURES):
            raise ReadOrSpellError(f"read-or-spell model has {model.n_features} features, expected {len(FEATURES)}")
        self.model = model
        self.meta = meta
        self.featurizer = featurizer

    @classmethod
    def load(cls, path: str | Path | None = None, *, lexicon=None, common_words: Iterable[str] | None = None,
             lang: str = "en") -> "ReadOrSpell":
        """The model of metadata file `path` (default: the shipped one). `lexicon`: the gate's
        `GateLexicon` (default: the shipped gate's); `common_words`: default the words grammar's list."""
        from tnfst.gate.trees import TreeEnsemble, TreeModelError

        meta_path = Path(path) if path is not None else DEFAULT_META
        try:
            data = json.loads(meta_path.read_text(encoding="utf-8"))
            band = data.get("band_threshold")
            meta = ReadOrSpellMeta(str(data["model_file"]), float(data["spell_threshold"]),
                                   float(data["keep_threshold"]), tuple(data["features"]),
                                   None if band is None else float(band))
        except FileNotFoundError as exc:
            raise ReadOrSpellError(f"{meta_path}: read-or-spell metadata not found") from exc
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
            raise ReadOrSpellError(f"{meta_path}: unreadable read-or-spell metadata ({exc})") from exc
        try:
            model = TreeEnsemble.load(meta_path.parent / meta.model_file)
        except (OSError, TreeModelError) as exc:
            raise ReadOrSpellError(f"{meta_path.parent / meta.model_file}: unusable read-or-spell model ({exc})") from exc
        if lexicon is None:
            from tnfst.gate import Gate

            lexicon = Gate.load().featurizer.lexicon
        if common_words is None:
            from tnfst.constraints.words import WordLexicon

            common_words = WordLexicon.load(lang).common_words
        from tnfst.gate.pronunciations import Pronunciations, PronunciationsError

        frequencies = WordFrequencies.load(meta_path.parent / FREQUENCIES_FILE)
        try:
            pronunciations = Pronunciations.deferred(meta_path.parent / PRONUNCIATIONS_FILE)
        except PronunciationsError as exc:
            raise ReadOrSpellError(str(exc)) from exc
        return cls(model, meta, ReadOrSpellFeatures(lexicon, common_words, frequencies, pronunciations))

    def spell_probability(self, tokens: Sequence[str], indices: Sequence[int]) -> np.ndarray:
        """P(spell) of ``tokens[i]`` for each i: float ``[len(indices)]``."""
        if not indices:
            return np.zeros(0, dtype=np.float32)
        return np.asarray(self.model.predict(self.featurizer.rows(tokens, indices)), dtype=np.float64).reshape(-1)

    def decide(self, sentences: Sequence[Sequence[str]], candidate=is_candidate,
               consider=None, settle=None) -> dict[tuple[int, int], str]:
        """``{(sentence, token): "spell" | "keep"}`` for the candidates (`candidate(token)`) whose
        P(spell) passes a threshold; a lowercase possessive (`never_spelled`) is always "keep".
        `consider(sentence, token)`, when given, first picks the positions worth asking about (the
        pipeline's: where a decision could change the reading). `settle(sentence, token)`, when
        given, marks the positions where a candidate between the thresholds with a capital after
        its first letter is decided by ``band_threshold`` too (the pipeline's: the tokens the gate
        routes, whose reading the DNC would otherwise choose). The rows of all sentences are
        predicted together (one walk of the trees)."""
        out: dict[tuple[int, int], str] = {}
        keys: list[tuple[int, int]] = []
        blocks = []
        for si, tokens in enumerate(sentences):
            indices = []
            for ti, token in enumerate(tokens):
                if (consider is not None and not consider(si, ti)) or not candidate(token):
                    continue
                if never_spelled(token):
                    out[(si, ti)] = "keep"
                else:
                    indices.append(ti)
            if indices:
                blocks.append(self.featurizer.rows(tokens, indices))
                keys.extend((si, ti) for ti in indices)
        if not keys:
            return out
        probs = np.asarray(self.model.predict(np.concatenate(blocks)), dtype=np.float64).reshape(-1)
        band = self.meta.band_threshold
        for key, p in zip(keys, probs):
            if not math.isfinite(float(p)):
                continue
            if p >= self.meta.spell_threshold:
                out[key] = "spell"
            elif p <= self.meta.keep_threshold:
                out[key] = "keep"
            elif band is not None and settle is not None and settle(*key) and inner_capital(sentences[key[0]][key[1]]):
                out[key] = "spell" if p >= band else "keep"
        return out
