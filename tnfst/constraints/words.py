"""`words`: a covering grammar for plain words and letter sequences (PLAIN and LETTERS).

A routed token made of letters (with ``. ' ’ - &`` and spaces, as the
`letters` constraint spells them; no digit) that no other class grammar matches
may be read only as

* itself: the reading ``<self>`` (`tnfst.special.SELF`, a word of the decoder's
  vocabulary: "read as written");
* its letters spelled, exactly as `letters` spells them (`spelled_words`:
  ``U.S.`` -> "u s", ``NHL's`` -> "n h l's", ``A&E`` -> "a and e");
* a spelling variant from the lexicon ``grammars/en/words/variants.tsv``
  (British -> American, generated from `breame` by
  `training/grammar_lists/make_word_lists.py`);
* a listed expansion from ``grammars/en/words/abbreviations.tsv`` (``mr`` ->
  "mister", ``st`` -> "saint" or "street").

So a word is never read as another word (``Bodour`` -> "odor", ``Twins'`` ->
"Talks" become impossible); whether to keep or spell it stays the model's choice.

Policies, each settled on training/validation data (train_10000,
validation_10000 and the regrouped training sentences; never the test set):

* **Variants are forced, in any case.** A word of the variant list (``centre``,
  ``Theatres``, ``ORGANISATION``) is licensed only its American form, lower-cased
  ("center", "theaters", "organization"): every labelled token of those families
  is Americanized (``Labour`` -> "labor", ``Theatre`` -> "theater", ``colour`` ->
  "color"; Proteno's regrouped labels lower-case exactly these, ``Centre`` ->
  "centre"). One reading: the pipeline outputs it without the DNC, and through
  `MeasureMoneyFst.forced_words` even when the DNC's vocabulary lacks the word.
  Only the whole token counts (``Centre's`` or ``well-organised`` keep the usual
  readings).
* **Abbreviations**: a row of kind ``only`` (``mr``, ``st``, ``vol``, ``ltd``,
  ``vs``, ``jr``, ``etc``: always expanded in the data) licenses only its
  expansions for a lowercase or capitalised form, with or without a final period
  (``Mr``, ``mr``, ``Mr.``); an all-caps form (``ST``: "street" or "saint" but also
  Atari ``ST``; ``DR``) and every row of kind ``also`` (``no``: 262 kept, 9
  "number"; ``Co``, ``Inc``, ``approx`` kept) keep ``<self>`` and the spelling too.
* **Read or spell, where the data leave no doubt** (all labelled tokens of the
  three files, every class): a token of two or more letters without a vowel
  (``a e i o u y``; ``NBC``, ``png``, ``LGBT``) is spelled in 1,827 of 1,850, so
  it is licensed only its letters (unless it is a listed abbreviation: ``Mr``,
  ``ltd``); an all-caps token of `MIN_COMMON_LETTERS` or more letters that is a
  common English word (``common_words.tsv``, wordfreq Zipf >= 4: ``VIDEO``,
  ``CENTURY``, ``STOMACH'S``) is read as written in 175 of 175, so it is
  licensed only ``<self>``. An all-caps token with an accented letter (``CAFÉ``) is a
  word set in capitals (initialisms are ASCII; the data hold no such token): ``<self>``
  or its lowercase/unmarked forms, never spelled. Other tokens (``RENAMO``, ``UPA``)
  keep both and the model chooses.
* **Latin letters outside ASCII** (``Uhlén``, ``Québec``, ``Straße``): read as written
  (208 of 241 such tokens in the training data), in lowercase or without the marks
  (``Québec`` -> "québec", ``Café`` -> "cafe": 5 of the rest), or spelled with their
  marks where `letters` can spell them ("u h l e acute n": 20 of the rest; ``Straße``
  has no spelling). A vowel with a mark counts as a vowel (``ÅNGSTRÖM`` is no
  vowel-less acronym). Before, such tokens were unconstrained and the model
  could drop letters (``Uhlén`` -> "u").
* **Words in other scripts** (``Москва``, ``東京``; two or more letters): read as
  written (or in lowercase), never as anything else. The training data has no such
  token of two or more letters; unconstrained, the model read ``Москва`` as "seventy
  four dollars".
* **Tokens with digits** are not matched (the number grammars read them), nor are
  single letters outside ASCII (``α``, ``é``: VERBATIM's),
  nor tokens longer than `MAX_CHARS`, nor Roman numerals of two or more letters
  (``II`` -> "two", ``XXVth`` -> "twenty fifth": numbers, left to the class
  grammars and the model; ``CD`` and ``MIX`` go with them).
* **Mixed case** (``LiPSA``, ``McDonald``) is treated like any other token: itself
  or its letters.
* **``I`` and other Roman numerals**: ``I`` is kept as written in 97 of 120
  labelled tokens ("one" 17, "the first" 6), ``X`` in 28 of 33, ``V`` in 20 of
  23. When the class grammars are built together (`class_fst`), a token they
  match (a Roman numeral the ORDINAL grammar reads) is left to them: two
  constraints that both match must agree on a reading, and the union constraint
  rules (`defer_to`). Whether ``I`` may stay ``<self>`` is then the class
  grammar's decision (it should license ``<self>`` for a one-letter numeral).
* **Routing** (`WordsFst.must_read`): a token read only in words (a variant,
  ``only`` expansions) should be read even where the gate leaves it as written;
  the pipeline decides whether to ask.

**Context-only readings** (`WordsGrammar.licenses_in_context`): a US state abbreviation
(``grammars/en/words/us_states.tsv``: ``MO``, ``Va.``, ``N.J.`` -> the state's name) and a compass
abbreviation (``grammars/en/words/directions.tsv``: ``W.`` -> "west") are licensed their names only
where the sentence context calls for them (`tnfst.context`: "Kansas City, MO." -> "missouri", "314
W. 42nd Street" -> "west"); the model never chooses them (the Google data spells them: "c a", "s").

Known limitations: a word outside the lexicon that Google Americanizes anyway
(``Elisabeth`` -> "elizabeth") keeps ``<self>``; ``S. H. I. E. L. D.`` read as
the word "shield" is not licensed; possessives of variants (``Centre's``) are not
Americanized; the read-or-spell choice for all-caps words (``RENAMO``) is left to the
decoder here; the pipeline lets `tnfst.gate.read_or_spell` force it where that model is sure.
"""

from __future__ import annotations

import dataclasses
import pathlib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tnfst import special
from tnfst.constraints.fst import DEFAULT_CACHE_SIZE, DEFAULT_REWARD, FstConfig, MeasureMoneyFst
from tnfst.constraints.letters import spelled_words
from tnfst.constraints.readings import TrieLattice, trie_lattice
from tnfst.party_labels import PARTIES, label_readings
from tnfst.vocab import Vocabulary

NAME = "words"
#: Longest token the grammar reads (longer ones are left unconstrained).
MAX_CHARS = 40
#: A token the grammar matches: ASCII letters, then letters and the spelling marks of `letters`.
_WORDLIKE = re.compile(r"[A-Za-z][A-Za-z.&'’ -]*|&c\.?")  # "&c": the old "et cetera" (abbreviations.tsv)
#: Marks a word may hold between its letters (as `_WORDLIKE`).
_WORD_MARKS = frozenset(".&'’ -–")  # "–": a range of day names ("Mon–Fri")
#: A Roman numeral of two or more letters, maybe with an ordinal or plural ending (``XIV``, ``XXVth``):
#: read as a number ("twenty fifth"), so left to the number and class grammars.
_ROMAN = re.compile(r"(?=[IVXLCDM]{2})M{0,4}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})(th|st|nd|rd|s|'s)?")
#: Lists (paths relative to the language folder) and their shapes, for `tnfst.grammar.lists`.
VARIANTS_LIST = "words/variants.tsv"
ABBREVIATIONS_LIST = "words/abbreviations.tsv"
COMMON_WORDS_LIST = "words/common_words.tsv"
#: Context-only lists: US state abbreviations and compass directions (see `context_lists`).
STATES_LIST = "words/us_states.tsv"
DIRECTIONS_LIST = "words/directions.tsv"
#: Abbreviations read in full only in context (`tnfst.abbreviation_context`: "c. 1850" -> "circa").
CONTEXT_ABBREVIATIONS_LIST = "words/context_abbreviations.tsv"
STATE_SOURCES = frozenset({"usps", "ap", "gpo", "cpc"})
#: Letters of an all-caps token in the common-word list for it to be read only as written.
MIN_COMMON_LETTERS = 5
_VOWELS = frozenset("aeiouyAEIOUY")
ABBREVIATION_KINDS = frozenset({"only", "also", "period"})


@dataclass(frozen=True)
class Abbreviation:
    """A row of the abbreviation list: its expansions (best first) and whether they are the only readings."""

    expansions: tuple[str, ...]
    only: bool


@dataclass(frozen=True)
class WordLexicon:
    """The facts the words grammar reads.

    Attributes:
        variants: lowercase British form -> lowercase American form.
        abbreviations: lowercase written form without a final period -> `Abbreviation`.
        common_words: lowercase frequent English words (an all-caps token of at least
            `MIN_COMMON_LETTERS` letters found here is read as written).
    """

    variants: Mapping[str, str]
    abbreviations: Mapping[str, Abbreviation]
    common_words: frozenset[str] = frozenset()
    #: `context_key` of a written form -> readings licensed only in context (state names, compass
    #: directions: `context_lists`).
    context_words: Mapping[str, tuple[str, ...]] = dataclasses.field(default_factory=dict)

    @classmethod
    def load(cls, lang: str = "en") -> "WordLexicon":
        """The linted lists of `lang` (`grammars/<lang>/words/*.tsv`); GrammarError on a bad list.

        What `from_folder` makes of them is kept between processes (a cold start reads it back),
        keyed by the grammar's sources (every list) and this module's (`cache.derived`)."""
        from tnfst.grammar import cache

        def fields() -> tuple:
            lexicon = cls.from_folder(cache.grammar_dir(lang))
            return (dict(lexicon.variants), {k: (a.expansions, a.only) for k, a in lexicon.abbreviations.items()},
                    lexicon.common_words, dict(lexicon.context_words))

        variants, abbreviations, common_words, context_words = cache.derived(
            lang, "word-lexicon", fields, version=1, modules=(__file__,),
            valid=lambda value: isinstance(value, tuple) and len(value) == 4)
        return cls(variants, {k: Abbreviation(*v) for k, v in abbreviations.items()}, common_words, context_words)

    @classmethod
    def from_folder(cls, folder: str | pathlib.Path) -> "WordLexicon":
        """The lists under `folder` (the language folder holding `words/`), linted."""
        from tnfst.grammar.lists import ListSpec, read_table

        folder = pathlib.Path(folder)
        variants = read_table(folder / VARIANTS_LIST, ListSpec(VARIANTS_LIST, 2, (1,)))
        abbreviations = read_table(folder / ABBREVIATIONS_LIST,
                                   ListSpec(ABBREVIATIONS_LIST, 3, (1,), ((2, ABBREVIATION_KINDS),)))
        common = read_table(folder / COMMON_WORDS_LIST, ListSpec(COMMON_WORDS_LIST, 1, ()))
        states, directions = context_lists(folder)
        context_words: dict[str, tuple[str, ...]] = {}
        for key, reading in [(k, v[0]) for k, v in states.items()] + list(directions.items()):
            context_words[key] = tuple(dict.fromkeys(context_words.get(key, ()) + (reading,)))
        for key, readings in context_abbreviations(folder).items():
            context_words[key] = tuple(dict.fromkeys(context_words.get(key, ()) + readings))
        from tnfst.scripture import read_books

        for written, name in read_books(folder).items():  # "Gen" -> "genesis" before a reference
            if name != written.lower():
                context_words[written] = tuple(dict.fromkeys(context_words.get(written, ()) + (name,)))
        return cls(
            variants={row[0]: row[1][0] for row in variants.rows},
            abbreviations={row[0]: Abbreviation(tuple(row[1]), row[2] == "only") for row in abbreviations.rows},
            common_words=frozenset(row[0] for row in common.rows),
            context_words=context_words,
        )


def context_key(token: str) -> str:
    """The key of a written form in the context-only lists: without spaces and without a final
    period ("N. Y." -> "N.Y", "Va." -> "Va", "W." -> "W"; case is kept: "MO" is not "Mo")."""
    key = token.replace(" ", "")
    return key[:-1] if key.endswith(".") else key


def context_lists(folder: str | pathlib.Path) -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """The context-only lists under `folder` (the language folder), linted: ({`context_key`: (state
    name, source)}, {`context_key`: compass direction}); empty where a list is missing (a folder
    of an older grammar). Sources: "usps" (two-letter codes), "ap", "gpo" (forms with periods)."""
    from tnfst.grammar.lists import ListSpec, read_table

    folder = pathlib.Path(folder)
    states: dict[str, tuple[str, str]] = {}
    directions: dict[str, str] = {}
    if (folder / STATES_LIST).is_file():
        table = read_table(folder / STATES_LIST, ListSpec(STATES_LIST, 3, (1,), ((2, STATE_SOURCES),)))
        for row in table.rows:
            states.setdefault(context_key(row[0]), (row[1][0], row[2]))
    if (folder / DIRECTIONS_LIST).is_file():
        table = read_table(folder / DIRECTIONS_LIST, ListSpec(DIRECTIONS_LIST, 2, (1,)))
        directions = {context_key(row[0]): row[1][0] for row in table.rows}
    return states, directions


def context_abbreviations(folder: str | pathlib.Path) -> dict[str, tuple[str, ...]]:
    """{`context_key`: readings} of the context-only abbreviation list under `folder` (the language
    folder), linted; empty where the list is missing. Case is kept ("Th" -> "thursday", not "th")."""
    from tnfst.grammar.lists import ListSpec, read_table

    path = pathlib.Path(folder) / CONTEXT_ABBREVIATIONS_LIST
    if not path.is_file():
        return {}
    table = read_table(path, ListSpec(CONTEXT_ABBREVIATIONS_LIST, 2, (1,)))
    return {context_key(row[0]): tuple(row[1]) for row in table.rows}


def is_wordlike(token: str) -> bool:
    """True for a token the words grammar reads: letters (and ``. ' ’ - &``, spaces), no digit,
    not a Roman numeral of two or more letters. A token with a letter outside ASCII (``Uhlén``,
    ``Straße``, ``Москва``, a lone ``ứ``) too: where the VERBATIM grammar lists a letter (``α`` ->
    "alpha") the words constraint leaves it to that grammar (`_deferred_classes`), and any other
    lone letter is read as written or spelled, never left to the model unconstrained (a lone
    ``ứ`` was read "seven")."""
    if not isinstance(token, str) or not 0 < len(token) <= MAX_CHARS or _ROMAN.fullmatch(token) is not None:
        return False
    if token.isascii():
        return _WORDLIKE.fullmatch(token) is not None
    return token[0].isalpha() and all(c.isalpha() or c in _WORD_MARKS for c in token)


def word_readings(token: str, lexicon: WordLexicon, read_or_spell: bool = True) -> tuple[str, ...]:
    """The licensed readings of `token`, best first ((): the grammar does not match it).

    ``<self>`` stands for "read as written"; other readings are lowercase words
    separated by single spaces. See the module docstring for the policies;
    `read_or_spell=False` drops the two read-or-spell policies (vowel-less tokens
    spelled, common words in capitals kept), leaving both readings to the model.
    """
    if not is_wordlike(token):
        return ()
    lower = token.lower()
    if token.isalpha() and lower in lexicon.variants:
        return (lexicon.variants[lower],)
    span = _calendar_range(lower, lexicon)
    if span is not None:
        return (span,)
    readings: list[str] = []
    key = _abbreviation_key(lower)
    abbreviation = lexicon.abbreviations.get(key)
    if abbreviation is not None and len(key) == 1 and token != key:
        abbreviation = None  # a one-letter row (x -> "by") is for the lowercase letter only: not "X"
    letters = [c for c in token if c.isalpha()]
    all_caps = token.isupper() and len(letters) > 1
    spelled = spelled_words(token)
    if abbreviation is not None:
        if abbreviation.only and not all_caps:
            return abbreviation.expansions
        readings.append(special.SELF)
        readings.extend(abbreviation.expansions)
    elif read_or_spell and len(letters) > 1 and not _VOWELS.intersection(map(_base_letter, letters)) and spelled:
        return (" ".join(spelled),)  # no vowel: spelled (1,827 of 1,850 labelled tokens)
    else:
        stem = token[:-2] if token.endswith(("'S", "’S")) else token
        if read_or_spell and all_caps and stem.isalpha() and len(stem) >= MIN_COMMON_LETTERS and stem.lower() in lexicon.common_words:
            return (special.SELF,)  # a common word in capitals: read as written (175 of 175)
        if read_or_spell and all_caps and stem.isalpha() and not stem.isascii():
            # a word in capitals with an accented letter ("CAFÉ", "PROTÉGÉ"): English initialisms
            # are written in plain ASCII capitals, so the mark says it is a word (general
            # orthography; the training data hold no such token)
            return tuple(dict.fromkeys([special.SELF, *_unaccented_forms(token)]))
        readings.append(special.SELF)
    if any(c.isalpha() and not c.isascii() for c in token):
        readings.extend(_unaccented_forms(token))
    if spelled:
        readings.append(" ".join(spelled))
    return tuple(dict.fromkeys(readings))


#: Capitals joined by a hyphen to a lowercase word, a compound modifier ("EPA-rated", "FDA-approved").
_COMPOUND_LETTERS = re.compile(r"([A-Z]{2,})-([a-z]{2,})")


def compound_letters_reading(token: str) -> str | None:
    """The capitals of a compound modifier spelled and its word as written ("EPA-rated" -> "e p a
    rated"), or None for any other token: a reading only the sentence context may call on (for the
    listed initialisms, `tnfst.initialisms`), never offered to the model."""
    match = _COMPOUND_LETTERS.fullmatch(token)
    spelled = spelled_words(match.group(1)) if match else None
    return " ".join(spelled + [match.group(2)]) if spelled else None


def _base_letter(char: str) -> str:
    """The letter without its marks (``"É"`` -> ``"E"``; ``"ß"`` stays)."""
    return unicodedata.normalize("NFD", char)[0]


def _unaccented_forms(token: str) -> list[str]:
    """Readings of a word with letters outside ASCII that say the same word: the token in lowercase
    (``Québec`` -> "québec", as the regrouped training labels write 4 of 4) and without its marks
    (``Café`` -> "cafe": 1 of 1); each only where it differs from the token and is one word."""
    lower = token.lower()
    folded = "".join(c for c in unicodedata.normalize("NFD", lower) if not unicodedata.combining(c))
    return [form for form in dict.fromkeys((lower, folded)) if form != token and len(form.split()) == 1]


#: Weekday and month names: a range of their listed abbreviations ("Mon-Fri") is read whole.
CALENDAR_WORDS = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april "
                           "may june july august september october november december".split())
_RANGE_DASH = re.compile(r"[-–]")
#: The short day letters of opening hours, said only in a range of two ("M-F" -> "monday to
#: friday", "Tu-Sa"; "T" and "S" alone are ambiguous and not listed). Lowercased.
RANGE_DAY_LETTERS = {"m": "monday", "tu": "tuesday", "w": "wednesday", "th": "thursday", "f": "friday",
                     "sa": "saturday", "su": "sunday"}


def _calendar_range(lower: str, lexicon: WordLexicon) -> str | None:
    """"mon-fri" -> "monday to friday", "jan-mar" -> "january to march": two listed
    abbreviations of weekdays or months joined by a dash ("-" or "–"), or two day letters of
    `RANGE_DAY_LETTERS` ("m-f"), in words with "to"; None otherwise."""
    parts = _RANGE_DASH.split(lower)
    if len(parts) != 2:
        return None
    letters = all(part in RANGE_DAY_LETTERS for part in parts)  # "M-F", "Tu-Sa"
    names = []
    for part in parts:
        if letters:
            names.append(RANGE_DAY_LETTERS[part])
            continue
        abbreviation = lexicon.abbreviations.get(_abbreviation_key(part))
        name = abbreviation.expansions[0] if abbreviation is not None and abbreviation.expansions else None
        if name not in CALENDAR_WORDS:
            return None
        names.append(name)
    return f"{names[0]} to {names[1]}"


class WordsGrammar:
    """The covering grammar of `words` over a `WordLexicon`: the lattice interface of
    `tnfst.grammar.CoveringGrammar` (`lattice`, `readings`, `licenses`, `matches`, `words`).

    Args:
        lexicon: the variant and abbreviation lists (default: `WordLexicon.load(lang)`, read on first use).
        lang: the language whose lists are read when `lexicon` is None.
        read_or_spell: apply the read-or-spell policies (see `word_readings`).
    """

    classes = ("PLAIN", "LETTERS")

    def __init__(self, lexicon: WordLexicon | None = None, lang: str = "en", read_or_spell: bool = True):
        self._lexicon = lexicon
        self.lang = lang
        self.read_or_spell = bool(read_or_spell)

    @property
    def lexicon(self) -> WordLexicon:
        if self._lexicon is None:
            self._lexicon = WordLexicon.load(self.lang)
        return self._lexicon

    def ensure_loaded(self) -> "WordsGrammar":
        """Read (and lint) the lists now."""
        _ = self.lexicon
        return self

    def readings(self, token: str, limit: int = 20) -> list[str]:
        """Up to `limit` licensed readings of `token`, best first; [] when it does not match."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a str, got {type(token).__name__}")
        return list(word_readings(token, self.lexicon, self.read_or_spell))[:max(limit, 0)]

    def matches(self, token: str) -> bool:
        """True when the grammar reads `token`."""
        return is_wordlike(token)

    def lattice(self, token: str) -> TrieLattice | None:
        """The prefix tree of the token's readings; None when the grammar does not match."""
        readings = self.readings(token, limit=1 << 30)
        return trie_lattice(readings) if readings else None

    def licenses(self, token: str, reading: str) -> bool:
        """True when `reading` (words separated by spaces) is a licensed reading of `token`."""
        if not isinstance(reading, str):
            raise TypeError(f"reading must be a str, got {type(reading).__name__}")
        return " ".join(reading.split()) in self.readings(token, limit=1 << 30)

    def licenses_in_context(self, token: str, reading: str) -> bool:
        """`licenses`, or `reading` is a context-only reading of `token` (a state's name for its
        abbreviation, a compass direction: `WordLexicon.context_words`), which only the sentence
        context may call on (`tnfst.context`)."""
        if self.licenses(token, reading):
            return True
        if not is_wordlike(token):
            return False
        said = " ".join(reading.split())
        key = context_key(token)
        if said in self.lexicon.context_words.get(key, ()):
            return True
        if len(key) >= 3 and key.isalpha() and key.isupper() and said in self.lexicon.context_words.get(key.title(), ()):
            return True  # "IND." in capitals, listed as "Ind." (tnfst.context.capitalised_state_key)
        if "-" in token and said == compound_letters_reading(token):
            return True  # "EPA-rated" -> "e p a rated" (tnfst.initialisms: a listed initialism's compound)
        return token[:1] in PARTIES and said in label_readings(token, self._state_names)

    def _state_names(self, form: str) -> tuple[str, ...]:
        """The context-only names of a state form ("Mass" -> "massachusetts"), or the form itself
        in lowercase where it is one of those names ("Texas"): a party label's state
        (`tnfst.party_labels`)."""
        names = self.lexicon.context_words.get(form, ())
        if names:
            return names
        low = form.lower()
        known = any(low in readings for readings in self.lexicon.context_words.values())
        return (low,) if known else ()

    def words(self) -> frozenset[str]:
        """The words of listed readings (variants and expansions), ``<self>`` and the letters a-z
        (spelled readings also use "and" and possessive letters such as "s's")."""
        lexicon = self.lexicon
        listed: Iterable[str] = list(lexicon.variants.values()) + [
            e for a in lexicon.abbreviations.values() for e in a.expansions]
        letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
        return frozenset(w for r in listed for w in r.split()) | frozenset(letters) | {special.SELF, "and"}


class WordsFst(MeasureMoneyFst):
    """`MeasureMoneyFst` over a `WordsGrammar`, plus `must_read(token)` for the pipeline's routing."""

    def must_read(self, token: str) -> bool:
        """True when the grammar reads `token` only in words (a spelling variant, ``only``
        expansions; neither itself nor just its letters) and no other grammar takes it: the token
        should be read even where the gate would leave it as written (``metres`` -> "meters";
        the gate was trained on data that lost these labels). Vowel-less tokens the gate leaves
        alone stay so (``SM``, ``LL``: kept as written in the data)."""
        if not is_wordlike(token):
            return False
        lexicon = getattr(self.grammar, "lexicon", None)
        if isinstance(lexicon, WordLexicon) and not _listed(token, lexicon):
            return False  # only a listed variant or abbreviation has readings in words alone
        readings = self.grammar.readings(token)
        spelled = spelled_words(token)
        if not readings or special.SELF in readings or readings == [" ".join(spelled or ())]:
            return False
        return self.defer_to is None or not self._deferred(token)


def _listed(token: str, lexicon: WordLexicon) -> bool:
    """True when `token` is a spelling variant or an abbreviation of the lexicon (the look-ups of
    `word_readings`): the tokens whose readings may all be words (a quick test for every token)."""
    lower = token.lower()
    return lower in lexicon.variants or _abbreviation_key(lower) in lexicon.abbreviations


def _abbreviation_key(lower: str) -> str:
    """The abbreviation list's key of a lowercased token: without its period when it has one
    period, at the end ("dept." -> "dept"; "e.g." stays)."""
    return lower[:-1] if lower.endswith(".") and lower.count(".") == 1 else lower


class _AnyGrammar:
    """`matches(token)`: True when one of the grammars matches (the grammars `words` defers to)."""

    def __init__(self, grammars):
        self.grammars = tuple(grammars)

    def matches(self, token: str) -> bool:
        return any(g.matches(token) for g in self.grammars)

    def __repr__(self) -> str:
        return f"_AnyGrammar({self.grammars!r})"


def _deferred_classes(constraint_names: tuple[str, ...]) -> tuple[str, ...] | str | None:
    """The classes of the grammar constraints built beside `words` (whose tokens it leaves to them)."""
    if "class_fst" in constraint_names:
        return "all"
    classes = ()
    if "measure_money_fst" in constraint_names:
        classes += ("MEASURE", "MONEY")
    if "time_fst" in constraint_names:
        classes += ("TIME",)
    return classes or None


def build_words(
    *,
    vocab: Vocabulary,
    words_grammar=None,
    class_grammar=None,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    constraint_names: tuple[str, ...] = (),
    words_defer_to=None,
    **_other_resources,
) -> WordsFst:
    """Registry factory of ``words``: `WordsFst` over `WordsGrammar` (vocabulary policy
    "quiet": a variant the DNC cannot write is output by `forced_words`).

    Resources: `words_grammar` (default: `WordsGrammar(lang=lang)`); `words_defer_to` (anything
    with `matches(token)`: tokens it matches are left to other constraints); by default, built
    with `class_fst` (or `measure_money_fst`/`time_fst`), the tokens their covering grammar
    matches (`class_grammar` when given, else `CoveringGrammar.load(lang, classes=...)`).
    """
    grammar = words_grammar if words_grammar is not None else WordsGrammar(lang=lang)
    defer_to = words_defer_to
    if defer_to is None:
        classes = _deferred_classes(tuple(constraint_names))
        if classes == "all" and class_grammar is not None:
            defer_to = _AnyGrammar((class_grammar,))
        elif classes is not None:
            from tnfst.grammar import CoveringGrammar  # compiled on first use, never at import

            defer_to = _AnyGrammar((CoveringGrammar.load(lang=lang, classes=classes),))
    config = FstConfig(reward=fst_reward, cache_size=fst_cache_size, check_vocab="quiet", say_best_reading=True)
    return WordsFst(vocab, grammar, config, name=NAME, defer_to=defer_to)
