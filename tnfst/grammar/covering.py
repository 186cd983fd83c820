"""`CoveringGrammar`: what the grammar licenses for a written token of a semiotic class.

For a token x and grammar G, the licensed readings are the output projection of
x o G (Sproat & Jaitly's covering grammar); MONEY first applies MONEY_PREFIX so
that "$5" is read as "5 $". The FAR is loaded on first use, not at construction.

A grammar covers a subset of the classes (`classes`); the default is MEASURE and
MONEY, the classes of Sproat & Jaitly's filter, on which the evaluator's judge and
`tnfst grammar coverage` are defined. Class precedence when several match:
TIME (only TIME's readings: "8 pm" is a time, not picometers), then MONEY (with
MEASURE's readings added when MEASURE is selected), then MEASURE.

The other classes (DATE, FRACTION, TELEPHONE, ...: the language's
`rules.CLASS_MODULES`) each have one rule named after the class. A token that
several of them match gets the union of their readings (the model picks among
them); the first class in `CLASS_MODULES` order names it. Together with the
three classes above, TIME/MONEY/MEASURE name it first and their readings are
added to those of the other classes that match. `classes="all"` selects every
class of the language. Digits of any script are folded to ASCII first
(`tnfst.digits`: `1５kg` reads as `15kg`).

Known limitations: a token matched by both MEASURE and MONEY gets the union of
their readings and is classed MONEY; one matched by TIME and MEASURE ("8 pm",
"10.30pm") gets TIME's readings only when TIME is selected; tokens longer than
`MAX_TOKEN_CHARS` match only the rules the language allows longer tokens
(`rules.LONG_TOKEN_RULES`: URLs), up to their own limit.
"""

from __future__ import annotations

import collections
import os
import re
from collections.abc import Iterable

import pynini

from tnfst.digits import fold_digits
from tnfst.grammar import cache
from tnfst.grammar.errors import GrammarError
from tnfst.grammar.lattice import WordLattice, _char_dfa

#: Longer tokens are not measures or amounts; refusing them bounds composition time (a
#: language's `rules.LONG_TOKEN_RULES` name rules that take longer ones, and their limit).
MAX_TOKEN_CHARS = 80
#: Tokens whose lattices are kept (per grammar instance).
LATTICE_CACHE_SIZE = 4096
#: A rule whose start reaches more states than this on no input is composed backwards
#: (`CoveringGrammar._composed`), unless its reversal does the same.
GUESSING_STATES = 256
#: The classes with their own composition logic, in precedence order.
CORE_CLASSES = ("TIME", "MONEY", "MEASURE")
#: Kept for callers of the first release: the core classes.
CLASSES = CORE_CLASSES
#: The classes of `CoveringGrammar.load()` without `classes` (Sproat & Jaitly's filter).
DEFAULT_CLASSES = ("MEASURE", "MONEY")
#: `classes="all"` selects every class of the language.
ALL = "ALL"


def language_classes(lang: str = "en") -> tuple[str, ...]:
    """Every class the language's grammar can select: the core classes, then its class modules."""
    module = cache._rules_module(lang)
    return CORE_CLASSES + tuple(getattr(module, "CLASS_MODULES", ()))


def normalize_classes(classes: Iterable[str] | str | None, lang: str = "en") -> tuple[str, ...]:
    """`classes` as a sorted tuple of known class names (None: `DEFAULT_CLASSES`).

    Accepts an iterable or one comma-separated string ("MEASURE,TIME"), case-insensitive;
    "all" selects every class of the language. Raises GrammarError on an unknown class or
    an empty selection."""
    known = language_classes(lang)
    if classes is None:
        return tuple(sorted(DEFAULT_CLASSES))
    if isinstance(classes, str):
        classes = classes.split(",")
    try:
        names = {str(c).strip().upper() for c in classes}
    except TypeError as exc:
        raise GrammarError(f"classes must be names among {known}, got {classes!r}") from exc
    names.discard("")
    if ALL in names:
        names = (names - {ALL}) | set(known)
    unknown = sorted(names - set(known))
    if unknown:
        raise GrammarError(f"unknown grammar class(es) {unknown}; known: {', '.join(known)}")
    if not names:
        raise GrammarError(f"select at least one grammar class among {', '.join(known)}")
    return tuple(sorted(names))


class CoveringGrammar:
    """The covering grammar of one language, over a selection of classes.

    Construct with `CoveringGrammar.load(lang, cache_dir, classes)`; nothing is
    compiled or read until the first query.
    """

    def __init__(self, lang: str = "en", cache_dir: str | os.PathLike | None = None,
                 classes: Iterable[str] | str | None = None):
        cache.grammar_dir(lang)  # fail early on an unknown language
        self.lang = lang
        self.cache_dir = cache_dir
        self.classes = normalize_classes(classes, lang)
        # the selected classes beyond TIME/MONEY/MEASURE, in the language's precedence order
        # as (class, FAR rule) pairs, then the rules built apart that are part of a selected class
        module = cache._rules_module(lang)
        self._extra = tuple((c, c) for c in language_classes(lang) if c in self.classes and c not in CORE_CLASSES)
        self._extra += tuple((owner, rule) for rule, owner in getattr(module, "CLASS_PARTS", {}).items()
                             if owner in self.classes)
        #: rule -> compiled pattern a token must fully match before it is composed with the rule
        self._patterns = {rule: re.compile(pattern) for rule, pattern in getattr(module, "RULE_PATTERNS", {}).items()}
        #: rule -> the longest token it is composed with, where that is over MAX_TOKEN_CHARS
        self._long_limits: dict[str, int] = dict(getattr(module, "LONG_TOKEN_RULES", {}))
        self._compiled: cache.Compiled | None = None
        self._char_cache: collections.OrderedDict = collections.OrderedDict()
        #: token -> its WordLattice (LRU as `_char_cache`): `licenses` and the constraints ask again
        self._word_cache: collections.OrderedDict = collections.OrderedDict()
        self._module = module  # the language's rules module (`reads_alone` and others read its tables)
        #: rule -> the rule reversed when a token is composed with it backwards, else None (`_backward`)
        self._reversed: dict[str, pynini.Fst | None] = {}

    @classmethod
    def load(cls, lang: str = "en", cache_dir: str | os.PathLike | None = None,
             classes: Iterable[str] | str | None = None) -> "CoveringGrammar":
        """A lazily loaded grammar (cheap: the FAR is compiled or read on first use).

        Args:
            lang: language code ("en").
            cache_dir: cache root (default: $TNFST_CACHE_DIR or the user cache dir).
            classes: a subset of `language_classes(lang)` ("MEASURE", "MONEY", "TIME", "DATE",
                ...) or "all"; None = MEASURE and MONEY.
        """
        return cls(lang=lang, cache_dir=cache_dir, classes=classes)

    def ensure_loaded(self) -> "CoveringGrammar":
        """Compile (if needed) and load the FAR now."""
        self._rules()
        return self

    def _rules(self) -> dict:
        if self._compiled is None:
            self._compiled = cache.load(self.lang, self.cache_dir)
        return self._compiled.rules

    # -- per-token lattices ------------------------------------------------

    def _classed(self, token: str) -> tuple[str | None, pynini.Fst | None]:
        """(class, char-level deterministic acceptor of readings) for a token."""
        if not isinstance(token, str):
            raise TypeError(f"token must be a str, got {type(token).__name__}")
        if token in self._char_cache:
            self._char_cache.move_to_end(token)
            return self._char_cache[token]
        # spaces around a token are not read (Google's data keeps some: "21 January ", "157 ")
        result = self._compose(fold_digits(token).strip())
        self._char_cache[token] = result
        if len(self._char_cache) > LATTICE_CACHE_SIZE:
            self._char_cache.popitem(last=False)
        return result

    def _may_match(self, rule: str, token: str) -> bool:
        """False when the token does not fit the rule's pattern (`rules.RULE_PATTERNS`), or no
        input of `rule` starts with the token's first character or ends with its last two: the
        composition would be empty, so it is skipped (most tokens routed to the reader are
        words or bare numbers that no MEASURE/MONEY input begins or ends like). The sets are
        computed when the grammar is built (`tnfst.grammar.affixes`)."""
        pattern = self._patterns.get(rule)
        if pattern is not None and not pattern.fullmatch(token):
            return False
        self._rules()
        first, last = self._compiled.affixes[rule]
        if token[0] not in first:
            return False
        return last is None or (token[-2:] if len(token) > 1 else token) in last

    def _fits(self, rule: str, token: str) -> bool:
        """The token is not too long for the rule (`MAX_TOKEN_CHARS`, or the rule's own limit)."""
        return len(token) <= max(MAX_TOKEN_CHARS, self._long_limits.get(rule, 0))

    def _compose(self, token: str) -> tuple[str | None, pynini.Fst | None]:
        if not token or token != token.strip():
            return None, None
        if not any(self._fits(rule, token) and self._may_match(rule, token) for rule in self._rules_of_classes()):
            return None, None
        written = _acceptor(token)
        if written is None:
            return None, None
        written.arcsort("olabel")
        cls, dfa = self._compose_core(token, written) if len(token) <= MAX_TOKEN_CHARS else (None, None)
        extra = [(c, self._composed(written, rule)) for c, rule in self._extra
                 if self._fits(rule, token) and self._may_match(rule, token)]
        extra = [(c, fst) for c, fst in extra if fst.start() >= 0 and fst.num_states()]
        if not extra:
            return cls, dfa
        found = ([dfa] if dfa is not None else []) + [fst for _, fst in extra]
        return (cls or extra[0][0]), _char_dfa(pynini.union(*found) if len(found) > 1 else found[0])

    def _compose_core(self, token: str, written: pynini.Fst) -> tuple[str | None, pynini.Fst | None]:
        """TIME, MONEY and MEASURE (see the module docstring for their precedence)."""
        if "TIME" in self.classes and self._may_match("TIME", token):
            dfa = _matched_dfa([self._composed(written, "TIME")])
            if dfa is not None:
                return "TIME", dfa
        measure_may_match = "MEASURE" in self.classes and self._may_match("MEASURE", token)
        if "MONEY" in self.classes:
            money = [self._composed(written, "MONEY")] if self._may_match("MONEY", token) else []
            if self._may_match("MONEY_PREFIX", token):
                moved = pynini.project(self._composed(written, "MONEY_PREFIX"), "output").rmepsilon()
                if moved.start() >= 0 and moved.num_states():
                    money.append(self._composed(moved.arcsort("olabel"), "MONEY"))
            dfa = _matched_dfa(money)
            if dfa is not None:
                if measure_may_match:
                    measure = self._composed(written, "MEASURE")
                    if measure.start() >= 0 and measure.num_states():
                        dfa = _char_dfa(pynini.union(dfa, measure))
                return "MONEY", dfa
        if measure_may_match:
            dfa = _matched_dfa([self._composed(written, "MEASURE")])
            if dfa is not None:
                return "MEASURE", dfa
        return None, None

    def _composed(self, written: pynini.Fst, rule: str) -> pynini.Fst:
        """`written @ rules[rule]` (`written`: an acceptor sorted on its output labels). A rule
        whose paths guess before they read (DATE_ISO says the month and day, then reads the
        year: thousands of states reached on no input) is composed backwards, from the token's
        end, where its input decides at once: the same transducer, about 60 times faster. A token
        outside the rule's input language (`_in_domain`) gives the empty FST without composing."""
        if not self._in_domain(written, rule):
            return pynini.Fst()  # what the composition would give: no state
        backward = self._backward(rule)
        if backward is None:
            return written @ self._rules()[rule]
        composed = pynini.reverse(written).arcsort("olabel") @ backward
        return pynini.reverse(composed) if composed.num_states() else composed

    def _in_domain(self, written: pynini.Fst, rule: str) -> bool:
        """False when no input of `written` is in the input language of `rule` (its DFA from the
        cache, `tnfst.grammar.affixes.input_domain`): then `written @ rule` is empty. True when
        some input is, or when the cache holds no DFA for the rule."""
        self._rules()
        domain = self._compiled.domains.get(rule)
        if domain is None:
            return True
        found = pynini.compose(written, domain)
        return found.start() >= 0 and found.num_states() > 0

    def _backward(self, rule: str) -> pynini.Fst | None:
        """The rule reversed (sorted on its input labels) when composing a token with it backwards
        costs less: its start reaches more than `GUESSING_STATES` states on no input, and the
        reversed rule's start fewer (decided on the rule's first use); else None."""
        if rule not in self._reversed:
            forward = self._rules()[rule]
            reverse = None
            if _epsilon_reach(forward, GUESSING_STATES + 1) > GUESSING_STATES:
                reverse = pynini.reverse(forward)
                if _epsilon_reach(reverse, GUESSING_STATES + 1) > GUESSING_STATES:
                    reverse = None
                else:
                    reverse.arcsort("ilabel")
            self._reversed[rule] = reverse
        return self._reversed[rule]

    def _rules_of_classes(self) -> tuple[str, ...]:
        """The FAR rules `_compose` may use for the selected classes."""
        names = {"TIME": ("TIME",), "MONEY": ("MONEY_PREFIX", "MONEY"), "MEASURE": ("MEASURE",)}
        core = tuple(rule for cls in self.classes for rule in names.get(cls, (cls,)))
        return core + tuple(rule for _, rule in self._extra if rule not in core)

    # -- the public API ----------------------------------------------------

    def matches(self, token: str) -> bool:
        """True when the grammar accepts the written token (as one of its classes)."""
        return self._classed(token)[1] is not None

    def semiotic_class(self, token: str) -> str | None:
        """The class that names the token ("TIME", "MONEY", "DATE", ...: one of the selected
        classes) or None."""
        return self._classed(token)[0]

    def reads_alone(self, token: str) -> bool:
        """True when the grammar reads the token alone, its best reading and never the model's
        choice: the class that names it is one of the language's `rules.GRAMMAR_READ`
        (ELECTRONIC), or a rule of `rules.GRAMMAR_READ_RULES` ({rule: class}) accepts it and
        its class is selected (HEADING, part of CARDINAL: "CHAPTER XV" -> "chapter fifteen",
        where a bare "15" stays the model's)."""
        cls = self._classed(token)[0]
        if cls is None:
            return False
        module = self._module
        if cls in getattr(module, "GRAMMAR_READ", ()):
            return True
        read_rules = getattr(module, "GRAMMAR_READ_RULES", {})
        return any(owner in self.classes and self._accepts(rule, token) for rule, owner in read_rules.items())

    def rule_readings(self, rule: str, token: str, limit: int = 5) -> list[str]:
        """Up to `limit` readings of the token by one FAR rule ("CARDINAL", "DATE", ...), best
        first; [] when the rule does not accept it (or the language has no such rule)."""
        if rule not in self._rules():
            return []
        lattice = self._rule_lattice(rule, token)
        return [] if lattice is None else _ranked(pynini.project(lattice, "output").rmepsilon(), limit)

    def heading_reading(self, token: str, *, period: bool) -> str | None:
        """The reading of a token that is a sentence of its own as a heading numeral ("XV." ->
        "fifteen", where the model says "the fifteenth"): the CARDINAL reading of its value when
        the language's `rules.lone_numeral_value` gives one and the grammar licenses it for the
        token; None otherwise. `period`: a "." follows the token."""
        value_of = getattr(self._module, "lone_numeral_value", None)
        value = value_of(token, period=period) if value_of is not None else None
        if value is None:
            return None
        readings = self.rule_readings("CARDINAL", str(value), limit=1)
        return readings[0] if readings and self.licenses(token, readings[0]) else None

    def _accepts(self, rule: str, token: str) -> bool:
        """True when the FAR rule `rule` accepts the token (spaces around it ignored, digits folded)."""
        return self._rule_lattice(rule, token) is not None

    def _rule_lattice(self, rule: str, token: str) -> pynini.Fst | None:
        """The token (spaces around it ignored, digits folded) composed with one FAR rule; None
        when the rule does not accept it."""
        token = fold_digits(token).strip()
        if not token or not self._fits(rule, token) or not self._may_match(rule, token):
            return None
        written = _acceptor(token)
        if written is None:
            return None
        lattice = self._composed(written, rule)
        return lattice if lattice.start() >= 0 and lattice.num_states() > 0 else None

    def readings(self, token: str, limit: int = 20) -> list[str]:
        """Up to `limit` licensed readings, best (lowest grammar cost) first; [] if no match."""
        dfa = self._classed(token)[1]
        if dfa is None or limit <= 0:
            return []
        return _ranked(dfa, limit)

    def lattice(self, token: str) -> WordLattice | None:
        """The word lattice of the token's readings; None when the grammar does not match."""
        if isinstance(token, str) and token in self._word_cache:
            self._word_cache.move_to_end(token)
            return self._word_cache[token]
        dfa = self._classed(token)[1]
        lattice = None if dfa is None else WordLattice.from_dfa(dfa)  # `_classed` gives DFAs of `_char_dfa`
        self._word_cache[token] = lattice
        if len(self._word_cache) > LATTICE_CACHE_SIZE:
            self._word_cache.popitem(last=False)
        return lattice

    def licenses(self, token: str, reading: str) -> bool:
        """True when `reading` (words separated by spaces) is a licensed reading of `token`."""
        if not isinstance(reading, str):
            raise TypeError(f"reading must be a str, got {type(reading).__name__}")
        lattice = self.lattice(token)
        return lattice is not None and lattice.accepts(reading.split())

    def licenses_in_context(self, token: str, reading: str) -> bool:
        """`licenses`, or `reading` is a reading of one of the language's `rules.CONTEXT_RULES`
        (rules in no class, licensed only where the sentence context calls for them: DATE_MD,
        "3/20" -> "march twentieth")."""
        if self.licenses(token, reading):
            return True
        context_rules = getattr(self._module, "CONTEXT_RULES", ())
        return any(" ".join(reading.split()) in self.rule_readings(rule, token, limit=8) for rule in context_rules)

    def words(self) -> frozenset[str]:
        """Every word a reading of the selected classes can contain (the decoder's
        vocabulary should hold them)."""
        self._rules()
        rule_words = self._compiled.rule_words
        return frozenset().union(*(rule_words.get(cls, frozenset()) for cls in self.classes))

    def __repr__(self) -> str:
        state = "loaded" if self._compiled is not None else "not loaded"
        return f"CoveringGrammar(lang={self.lang!r}, classes={self.classes}, {state})"


def _acceptor(token: str) -> pynini.Fst | None:
    """The token as a UTF-8 acceptor; None when pynini cannot compile it."""
    try:
        return pynini.accep(pynini.escape(token), token_type="utf8")
    except (pynini.FstStringCompilationError, pynini.FstOpError):
        return None


def _epsilon_reach(fst: pynini.Fst, limit: int) -> int:
    """How many states the start of `fst` reaches on arcs without input (itself included),
    counted up to `limit`."""
    start = fst.start()
    if start < 0:
        return 0
    seen, stack = {start}, [start]
    while stack and len(seen) < limit:
        for arc in fst.arcs(stack.pop()):
            if arc.ilabel == 0 and arc.nextstate not in seen:
                seen.add(arc.nextstate)
                stack.append(arc.nextstate)
    return min(len(seen), limit)


def _ranked(lattice: pynini.Fst, limit: int) -> list[str]:
    """Up to `limit` distinct output strings of an acceptor of readings, lowest weight first."""
    paths = pynini.shortestpath(lattice, nshortest=limit, unique=True).paths(output_token_type="utf8")
    return [reading for _, reading in sorted((float(weight), reading) for _, reading, weight in paths.items())]


def _matched_dfa(candidates: list[pynini.Fst]) -> pynini.Fst | None:
    """Char-level DFA of the readings of the candidates that matched; None if none did."""
    found = [fst for fst in candidates if fst.start() >= 0 and fst.num_states()]
    if not found:
        return None
    return _char_dfa(pynini.union(*found) if len(found) > 1 else found[0])


__all__ = ["ALL", "CLASSES", "CORE_CLASSES", "DEFAULT_CLASSES", "CoveringGrammar", "GrammarError",
           "language_classes", "normalize_classes"]
