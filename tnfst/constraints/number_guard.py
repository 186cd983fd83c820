"""`number_guard`: a token with digits is read with its own numbers, or not at all.

For a written token that contains a digit and that no covering grammar matches
(``G30``, ``97X``, ``B-52s``, ``3D``, ``02.15.2017``), the reading's number words
must read the token's digit groups, in order, none dropped, added or changed.
Words that are not number words are free (letters, unit words, "dash", "point").

Digit groups are the token's maximal digit runs; a comma-grouped number
(``12,500``) is one group. Each group may be read (Kestrel style, as the
covering grammar does):

* digit by digit, 0 as "o" or "zero" (``G30`` -> "g three o"); a group of
  zeros only as "zero" ("o o" alone would be letters);
* as a cardinal when it has no leading zero (up to 18 digits): "g thirty";
* as a year when it has four digits: ``1905`` -> "nineteen o five", "nineteen
  hundred", "twenty twelve", "twenty o five";
* as an ordinal when ``st|nd|rd|th`` follows it (``21st-century`` -> "twenty
  first century"), and in the plural when ``s`` or ``'s`` follows
  (``1990s`` -> "nineteen nineties", ``90s`` -> "nineties").

So ``02.15.2017`` may be "o two point fifteen twenty seventeen" but never
"twenty one point one five ..." and ``555-1234`` never "five hundred fifty five
thousand ...". Free words may come before, between and after the groups (up to
a budget, below); STOP is allowed only when every group has been read. A group too long
for any other reading (40 digits) is read digit by digit.

Words that are both number words and other words (`tnfst.spoken_numbers`
reads them the same way, so that what the guard allows is what an audit reads
back):

* "o" / "oh" is a free word (a letter) only away from numbers: not right after
  a number word, and the word after it may not be a number word (else "o five"
  would state 05). Exception: a letter o written right before a digit group
  (``O2``, ``CO2``) may be read "o" before the group ("c o two");
* "a" is a free word (an article or a letter) anywhere, but the word after it
  may not be a fraction word ("a third" would state 1/3; "a five" is allowed);
* after "point" a digit word is one digit: a group that follows starts with a
  digit word only when read digit by digit ("point five" then "one thousand"
  would read as 0.51 thousand);
* a group read right after another may not start with a word that would join
  the number before ("20A1" is never "twenty one": "twenty" then "one" is 21;
  "twenty a one" or "two o a one" are allowed);
* "second" is only ever a number (2), never free ("five second delay" is not
  allowed for ``5-second``: "five seconds" is; "seconds" is a free word);
* every other number word of `spoken_numbers.NUMBER_WORDS` ("hundred",
  "million", "half", "thirds", "nineties", ...) is never free;
* only some words are free, so that a reading never names what the token does not write:
  single letters, the words of written symbols (`SYMBOL_WORDS`: "dash", "slash", "by",
  "number", ...), and the words the token's own letter runs write or abbreviate
  (`NumberGuard.run_words`: "5-second" -> "seconds", "5yrs" -> "years", "May5" -> "may").
  ``1/7th`` is never "one peso of hour ago seven", ``fifa2016`` never "may twenty sixteen".

State: the set of positions of a small non-deterministic automaton (boundary
before group i with what the previous word was; or k words into one reading of
group i), determinised on the fly, so a state is a frozenset (hashable,
immutable). Per token the automaton and the rows of visited states are cached
(an LRU cache per constraint instance). The constraint never rewards (it only
forbids), so `max_reward` is 0.

A token of symbols only (``[``, ``{``, ``]``: no letter, no digit) that no covering grammar
matches is left as written (`NumberGuard.leave_alone`: the pipeline does not send it to the
reader, which said "one" or "pi" for ``[``).

It applies only where no covering grammar matches the token: it is built with
`defer_to` (a grammar with `matches(token)`; the registry factory passes the
covering grammar of every class, `class_grammar` or `CoveringGrammar.load(lang,
classes="all")`) and `start` returns None for a token the grammar matches, or
when no reading of a group can be written with the decoder's vocabulary.

A reading may say at most one free word (a free "o" included) per written
character that is not a digit, plus one (at least three): then only number words
(and STOP once every group is read) stay allowed, so a model that wants to stop
early cannot ramble on with free words until the length limit ("b minus s s t s
s t ..." for ``B-52s``, "h o o o ..." for ``H2O``) and end with no reading.

Known limitations: no fraction, range or scale-word readings (those tokens are
the class grammars'); "second" after a number is always the ordinal.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import torch

from tnfst import special
from tnfst.spoken_numbers import FRACTION_WORDS, NUMBER_WORDS, SCALES, TEENS, TENS, UNITS, ZERO_LETTERS
from tnfst.vocab import Vocabulary

NAME = "number_guard"
#: Longest group read as a cardinal (the covering grammar's scale list ends at quadrillions).
MAX_CARDINAL_DIGITS = 18
#: Tokens compiled and kept per constraint.
CACHE_SIZE = 1024

_GROUP = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")
_ORDINAL_SUFFIX = re.compile(r"(?:st|nd|rd|th)(?![a-z])", re.IGNORECASE)
_PLURAL_SUFFIX = re.compile(r"(?:'s|’s|s)(?![a-z])", re.IGNORECASE)
_UNIT_NAMES = {v: w for w, v in UNITS.items()}
_TEEN_NAMES = {v: w for w, v in TEENS.items()}
_TENS_NAMES = {v: w for w, v in TENS.items()}
_SCALE_NAMES = [w for w, _ in sorted(SCALES.items(), key=lambda kv: kv[1])]
_ORDINAL_LAST = {"one": "first", "two": "second", "three": "third", "five": "fifth", "eight": "eighth",
                 "nine": "ninth", "twelve": "twelfth"}
AMBIGUOUS = frozenset({"o", "oh", "a"})  # free only away from numbers (module docstring)

Path = tuple[frozenset[str], ...]  # one reading of a group: the words allowed at each position


def _below_thousand(n: int) -> list[str]:
    words: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words += [_UNIT_NAMES[hundreds], "hundred"]
    if rest >= 20:
        tens, unit = divmod(rest, 10)
        words.append(_TENS_NAMES[tens * 10])
        if unit:
            words.append(_UNIT_NAMES[unit])
    elif rest >= 10:
        words.append(_TEEN_NAMES[rest])
    elif rest:
        words.append(_UNIT_NAMES[rest])
    return words


def cardinal_words(digits: str) -> list[str] | None:
    """Kestrel's cardinal of a digit string ("1046" -> one thousand forty six); None when it
    has a leading zero or more than `MAX_CARDINAL_DIGITS` digits."""
    if not digits.isdigit() or len(digits) > MAX_CARDINAL_DIGITS or (digits[0] == "0" and digits != "0"):
        return None
    n = int(digits)
    if n == 0:
        return ["zero"]
    words: list[str] = []
    groups = []
    while n:
        n, group = divmod(n, 1000)
        groups.append(group)
    for index in range(len(groups) - 1, -1, -1):
        if groups[index]:
            words += _below_thousand(groups[index])
            if index:
                words.append(_SCALE_NAMES[index - 1])
    return words


def year_words(digits: str) -> list[list[str]]:
    """The year readings of four digits (Kestrel, and "twenty o five"); [] otherwise."""
    if len(digits) != 4 or not digits.isdigit() or digits[0] == "0":
        return []
    high, low = int(digits[:2]), int(digits[2:])
    high_words = cardinal_words(str(high))
    out = []
    if low >= 10:
        out.append(high_words + cardinal_words(str(low)))
    elif low > 0:
        out.append(high_words + ["o", _UNIT_NAMES[low]])
    elif high % 10:
        out.append(high_words + ["hundred"])
    return out


def _ordinal(words: list[str]) -> list[str]:
    last = words[-1]
    if last in _ORDINAL_LAST:
        new = _ORDINAL_LAST[last]
    elif last.endswith("y"):
        new = last[:-1] + "ieth"
    else:
        new = last + "th"
    return words[:-1] + [new]


def _plural(words: list[str]) -> list[str] | None:
    last = words[-1]
    if last in TENS:
        return words[:-1] + [last[:-1] + "ies"]
    if last == "hundred" or last in SCALES:
        return words[:-1] + [last + "s"]
    return None


def group_readings(group: str, after: str) -> list[Path]:
    """The readings of one digit group, given the text that follows it in the token."""
    digits = group.replace(",", "")
    zero = frozenset({"zero"}) if set(digits) == {"0"} else frozenset({"o", "zero"})  # "o o" alone: letters
    paths: list[Path] = [tuple(zero if d == "0" else frozenset({_UNIT_NAMES[int(d)]}) for d in digits)]
    wordings: list[list[str]] = []
    card = cardinal_words(digits)
    if card is not None:
        wordings.append(card)
    wordings += year_words(digits) if "," not in group else []
    if _ORDINAL_SUFFIX.match(after):
        wordings += [_ordinal(w) for w in wordings]
    elif _PLURAL_SUFFIX.match(after):
        wordings += [p for p in (_plural(w) for w in wordings) if p is not None]
    for words in wordings:
        path = tuple(frozenset({w}) for w in words)
        if path not in paths:
            paths.append(path)
    return paths


#: Words free in every guarded token: what written symbols are read as ("B-52" -> "b dash
#: fifty two", "4x4" -> "four by four", "#1" -> "number one", "24/7", "+5", "5%").
SYMBOL_WORDS = frozenset({
    "point", "dot", "dash", "hyphen", "slash", "to", "and", "plus", "minus", "times", "by", "equals",
    "percent", "per", "degree", "degrees", "hash", "number", "colon", "at", "sil", "comma", "over",
    "star", "underscore", "apostrophe", "versus",
})
_LETTER_RUN = re.compile(r"[^\W\d_]{2,}")


def _in_order(short: str, word: str) -> bool:
    """True when `short` abbreviates `word`: same first letter, its letters in `word` in order."""
    if not word.startswith(short[0]):
        return False
    letters = iter(word)
    return all(c in letters for c in short)


def _symbols_only(token: str) -> bool:
    """True for a token of symbols or punctuation only (no letter, no digit, not empty):
    ``[``, ``{``, ``--``."""
    return bool(token.strip()) and not any(c.isalnum() for c in token)


def digit_groups(token: str) -> list[tuple[str, int, int]]:
    """(group, start, end) of every digit group of `token`."""
    return [(m.group(), m.start(), m.end()) for m in _GROUP.finditer(token)]


# NFA positions: ("B", i, ctx) before group i (ctx: what the previous word was:
# "s" start, "f" free, "n" number, "a" the word "a", "o" a free "o", "l" a free "o"
# for a written O right before group i, "d" "point" or a digit read after it);
# ("G", i, p, k, decimal) k words into path p of group i (decimal: begun after "point").


class TokenGuard:
    """One token's automaton over word ids (built by `NumberGuard.start`).

    Attributes:
        token: the written token.
        paths: per group, its readings as tuples of allowed word-id sets.
        letter_o: per group, whether a written o/O comes right before it.
    Compared by identity; caches its transitions and rows (filled on first use)."""

    def __init__(self, token: str, paths: list[list[tuple[frozenset[int], ...]]], letter_o: list[bool],
                 guard: "NumberGuard"):
        self.token = token
        self.paths = paths
        self.letter_o = letter_o
        self.n = len(paths)
        self.guard = guard
        self._next: dict[tuple[frozenset, int], frozenset] = {}
        self._rows: dict = {}
        self.min_words = sum(min(len(p) for p in group) for group in paths)
        #: free words a reading may say: one per written character that is not a digit, plus one
        #: (a model that cannot stop keeps saying free words: "b minus s s t s s t ..." for B-52s)
        self.free_budget = max(2, sum(not c.isdigit() and not c.isspace() for c in token)) + 1
        #: free words this token may say: letters and symbol words, and the words its own letter
        #: runs write or abbreviate (`NumberGuard.run_words`): never "peso" or "hour" for "1/7th"
        extra = guard.run_words(token)
        self.free_ids = guard.base_free_ids | extra
        self.free_row = guard.free_row
        if extra:
            self.free_row = guard.free_row.clone()
            self.free_row[torch.tensor(sorted(extra), dtype=torch.long)] = 0.0

    def start_state(self) -> frozenset:
        return frozenset({("B", 0, "s")})

    def _enter(self, i: int, p: int, k: int, decimal: bool) -> tuple:
        """The position after k words of path p of group i (the next boundary when complete)."""
        if k == len(self.paths[i][p]):
            return ("B", i + 1, "d" if decimal else self.guard.end_kind(self.paths[i][p][-1]))
        return ("G", i, p, k, decimal)

    def _openers(self, i: int, ctx: str) -> list[tuple[int, frozenset[int]]]:
        """(path, its first words) that may start group i after a word of kind `ctx`."""
        if i >= self.n or ctx == "o":
            return []
        guard = self.guard
        out = []
        for p, path in enumerate(self.paths[i]):
            first = path[0]
            if ctx == "a":
                first = first - guard.fraction_ids  # "a third" would state 1/3
            elif ctx == "d" and p > 0:
                first = first - guard.unit_ids      # after "point" a digit word is one digit
            elif ctx in guard.JOINS:
                first = first - guard.joins[ctx]    # "twenty" then "one" would read 21
            if first:
                out.append((p, first))
        return out

    def step(self, state: frozenset, word: int) -> frozenset:
        """The positions after `word` (empty: forbidden)."""
        key = (state, word)
        cached = self._next.get(key)
        if cached is not None:
            return cached
        guard = self.guard
        out = set()
        for pos in state:
            if pos[0] == "B":
                _, i, ctx = pos
                if word in guard.point_ids:
                    out.add(("B", i, "d"))
                elif word in self.free_ids:
                    out.add(("B", i, "f"))
                elif word in guard.a_ids:
                    out.add(("B", i, "a"))
                elif word in guard.o_ids and ctx in "sfao":
                    letter = ctx != "o" and i < self.n and self.letter_o[i]
                    out.add(("B", i, "l" if letter else "o"))
                for p, first in self._openers(i, ctx):
                    if word in first:
                        out.add(self._enter(i, p, 1, ctx == "d" and p == 0))
            else:
                _, i, p, k, decimal = pos
                if word in self.paths[i][p][k]:
                    out.add(self._enter(i, p, k + 1, decimal))
        result = frozenset(out)
        self._next[key] = result
        return result

    def row(self, state: frozenset, budget: int = 2) -> torch.Tensor:
        """h(state): 0 for the allowed words (and STOP once every group is read), -inf elsewhere.

        `budget`: free words left (2 stands for two or more). With none left only number
        words and STOP stay allowed (unless that leaves nothing: then one more free word);
        with one left, no free "o" (after it the reading must be able to leave the "o").
        """
        key = (state, min(budget, 2))
        row = self._rows.get(key)
        if row is not None:
            return row
        guard = self.guard
        allowed: set[int] = set()
        free = False
        for pos in state:
            if pos[0] == "B":
                _, i, ctx = pos
                if budget > 0:
                    free = True
                    allowed |= guard.a_ids
                    if ctx in "sfao" and budget >= 2:
                        allowed |= guard.o_ids
                for _, first in self._openers(i, ctx):
                    allowed |= first
                if i == self.n:
                    allowed.add(special.STOP)
            else:
                _, i, p, k, _ = pos
                allowed |= self.paths[i][p][k]
        if budget <= 0 and not allowed:
            row = self.row(state, 1)
        else:
            row = self.free_row.clone() if free else torch.full((guard.vocab_size,), -math.inf)
            if allowed:
                row[torch.tensor(sorted(allowed), dtype=torch.long)] = 0.0
        self._rows[key] = row
        return row


@dataclass(frozen=True, slots=True)
class GuardState:
    """A constraint state: the token's automaton and the set of positions (empty after STOP)."""

    guard: TokenGuard
    positions: frozenset
    stopped: bool = False
    free_left: int = 0  # free words the reading may still say (`TokenGuard.free_budget`)


class NumberGuard:
    """The number guard constraint (module docstring).

    Args:
        vocab: the decoder's output vocabulary.
        defer_to: a grammar (`matches(token) -> bool`); tokens it matches are left alone.
        cache_size: tokens whose automata are kept.
    """

    name = NAME
    max_reward = 0.0
    JOINS = ("n:tens", "n:big")

    def end_kind(self, last: frozenset[int]) -> str:
        """The boundary kind after a group whose reading ends with one of `last`."""
        if last & self.tens_ids:
            return "n:tens"
        if last & self.big_ids:
            return "n:big"
        return "n"

    def __init__(self, vocab: Vocabulary, defer_to=None, cache_size: int = CACHE_SIZE):
        if not isinstance(vocab, Vocabulary):
            raise TypeError(f"vocab must be a tnfst.vocab.Vocabulary, got {type(vocab).__name__}")
        self.vocab = vocab
        self.vocab_size = len(vocab)
        self.defer_to = defer_to
        self.cache_size = cache_size
        self._cache: OrderedDict[str, TokenGuard | None] = OrderedDict()
        words = [vocab.word(i) for i in range(self.vocab_size)]
        barred = {special.PAD, special.UNK, special.START, special.STOP}
        if special.SELF in vocab:
            barred.add(vocab.id(special.SELF))
        self.a_ids = frozenset(i for i, w in enumerate(words) if w == "a" and i not in barred)
        self.o_ids = frozenset(i for i, w in enumerate(words) if w in ZERO_LETTERS and i not in barred)
        self.fraction_ids = frozenset(i for i, w in enumerate(words) if w in FRACTION_WORDS)
        self.point_ids = frozenset(i for i, w in enumerate(words) if w == "point")
        ones = frozenset(i for i, w in enumerate(words) if w in UNITS and w != "zero")
        teens = frozenset(i for i, w in enumerate(words) if w in TEENS)
        tens = frozenset(i for i, w in enumerate(words) if w in TENS)
        self.tens_ids = tens
        self.big_ids = frozenset(i for i, w in enumerate(words) if w == "hundred" or w in SCALES)
        #: after a group that ends in tens / hundred or a scale word, the first words that would join it
        self.joins = {"n:tens": ones, "n:big": ones | teens | tens}
        self.unit_ids = frozenset(i for i, w in enumerate(words) if w in UNITS or w in ZERO_LETTERS)
        #: every word that may be free in some token (not a number word)
        self.free_ids = frozenset(i for i, w in enumerate(words) if i not in barred and w not in NUMBER_WORDS
                                  and w not in AMBIGUOUS)
        #: free in every token: single letters and the words of written symbols ("dash", "slash")
        self.base_free_ids = frozenset(i for i in self.free_ids if len(words[i]) == 1 or words[i] in SYMBOL_WORDS)
        #: the other free words by their first letter (`run_words`)
        self._by_initial: dict[str, list[tuple[int, str]]] = {}
        for i in sorted(self.free_ids - self.base_free_ids):
            self._by_initial.setdefault(words[i][:1], []).append((i, words[i]))
        self.free_row = torch.full((self.vocab_size,), -math.inf)
        if self.base_free_ids:
            self.free_row[torch.tensor(sorted(self.base_free_ids), dtype=torch.long)] = 0.0
        self._stopped_row = torch.full((self.vocab_size,), -math.inf)
        self._stopped_row[special.STOP] = 0.0

    def compile(self, token: str) -> TokenGuard | None:
        """The token's automaton, or None when the guard does not apply (see `start`)."""
        if token in self._cache:
            self._cache.move_to_end(token)
            return self._cache[token]
        guard = self._compile(token)
        self._cache[token] = guard
        if len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return guard

    def _compile(self, token: str) -> TokenGuard | None:
        groups = digit_groups(token)
        if not groups:
            return None
        all_paths, letter_o = [], []
        for group, begin, end in groups:
            paths = []
            for path in group_readings(group, token[end:end + 3]):
                ids = tuple(frozenset(self.vocab.id(w) for w in words if w in self.vocab) for words in path)
                if all(ids):
                    paths.append(ids)
            if not paths:
                return None  # a group the decoder cannot read: leave the token unconstrained
            all_paths.append(paths)
            letter_o.append(begin > 0 and token[begin - 1] in "oO")
        return TokenGuard(token, all_paths, letter_o, self)

    def start(self, token: str) -> GuardState | None:
        """The initial state for a token with a digit that `defer_to` does not match, else None."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a string, got {type(token).__name__}")
        if not any(c.isdigit() for c in token):
            return None
        if self.defer_to is not None and self.defer_to.matches(token):
            return None
        guard = self.compile(token)
        return None if guard is None else GuardState(guard, guard.start_state(), free_left=guard.free_budget)

    def run_words(self, token: str) -> frozenset[int]:
        """Ids of the free words (beyond letters and symbol words) that `token`'s own letters
        license: for each run of two or more letters (case folded), the words that start with
        it or that it starts with ("5-second" -> "seconds", "21st-century" -> "century",
        "May5" -> "may") and the words it abbreviates, same first letter and its letters in
        order ("5yrs" -> "years", "3pcs" -> "pieces")."""
        out = set()
        for run in _LETTER_RUN.findall(token.lower()):
            for i, word in self._by_initial.get(run[0], ()):
                if word.startswith(run) or (len(word) > 1 and run.startswith(word)) or _in_order(run, word):
                    out.add(i)
        return frozenset(out)

    def leave_alone(self, token: str) -> bool:
        """True for a token of symbols only (no letter, no digit) that `defer_to` does not match:
        no reading of it can be checked, so it is kept as written (``[``, ``}``, ``--``), even
        where the gate routes it (`tnfst.api.Normalizer` asks every constraint)."""
        return _symbols_only(token) and (self.defer_to is None or not self.defer_to.matches(token))

    def start_within(self, token: str, max_len: int) -> GuardState | None:
        """`start`, or None when even the shortest reading needs more than `max_len` words."""
        state = self.start(token)
        if state is not None and state.guard.min_words > max_len:
            return None
        return state

    def advance(self, state: GuardState, word_id: int) -> GuardState:
        if state.stopped:
            if word_id != special.STOP:
                raise ValueError(f"word id {word_id} after STOP")
            return state
        if word_id == special.STOP:
            if not math.isfinite(float(state.guard.row(state.positions)[special.STOP])):
                raise ValueError(f"STOP is forbidden before every digit group of {state.guard.token!r} is read")
            return GuardState(state.guard, frozenset(), True)
        if not math.isfinite(float(self.weights(state)[word_id])):
            raise ValueError(f"word id {word_id} is forbidden by the number guard for {state.guard.token!r}")
        positions = state.guard.step(state.positions, word_id)
        spent = (word_id in self.free_ids or word_id in self.a_ids or word_id in self.point_ids
                 or any(pos[0] == "B" and pos[2] in "ol" for pos in positions))  # a free "o"
        return GuardState(state.guard, positions, free_left=max(0, state.free_left - spent))

    def weights(self, state: GuardState) -> torch.Tensor:
        """float32 Tensor[V]: 0 for allowed words, -inf elsewhere (a cached row: do not modify)."""
        if state.stopped:
            return self._stopped_row
        return state.guard.row(state.positions, state.free_left)

    def weights_batch(self, states: Sequence[GuardState]) -> torch.Tensor:
        if not states:
            return torch.empty(0, self.vocab_size)
        return torch.stack([self.weights(s) for s in states])

    def accepts(self, token: str, reading: str) -> bool | None:
        """Whether the guard allows `reading` (words) as a complete reading of `token`;
        None when it does not apply to the token. Words outside the vocabulary are refused."""
        state = self.start(token)
        if state is None:
            return None
        for word in reading.split():
            if word not in self.vocab:
                return False
            word_id = self.vocab.id(word)
            if not math.isfinite(float(self.weights(state)[word_id])):
                return False
            state = self.advance(state, word_id)
        return math.isfinite(float(self.weights(state)[special.STOP]))


def build_number_guard(*, vocab: Vocabulary, class_grammar=None, lang: str = "en",
                       number_guard_defer=True, **_other_resources) -> NumberGuard:
    """Registry factory of ``number_guard``: defers to `class_grammar` (default: the covering
    grammar of every class of `lang`, loaded lazily); `number_guard_defer=False` guards
    every token with a digit (tests, audits)."""
    defer_to = None
    if number_guard_defer:
        if class_grammar is None:
            from tnfst.grammar import CoveringGrammar

            class_grammar = CoveringGrammar.load(lang=lang, classes="all")
        defer_to = class_grammar
    return NumberGuard(vocab, defer_to=defer_to)
