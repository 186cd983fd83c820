"""First and last characters of a rule's inputs: a cheap test before composing a token.

A token whose first character no input of a rule starts with, or whose last two
characters no input ends with, cannot match the rule, so `CoveringGrammar` skips
the composition. The sets are a property of the compiled rule: `tnfst.grammar.cache`
computes them once when it builds the FAR and stores them beside it
(`affixes.json`), so a new process does not spend seconds on them at its first
sentence.

    first(rule)  = { x[0]      : x in input language of rule }
    last(rule)   = { x[-2:]    : x in input language of rule }   (x itself when |x| = 1)

A token that passes those tests may still fail deep inside a rule: "1,234" and "18" explore
DATE's year and day paths for 0.3-0.4 ms before the composition comes out empty. The cache
therefore also stores each rule's input language as a small DFA (`input_domain`:
the input projection, unweighted, determinized and minimized; DATE's 24,720 states give
694): composing a token with it walks one path, and an empty result proves the composition
with the rule empty (a transducer's composition with x is empty exactly when x is not in
its input language), so it is skipped.
"""

from __future__ import annotations

import pynini

# Rules whose inputs' last two characters are not checked before composing: their inputs end
# in almost any pair, so the test filters nothing and its set is large
# (MONEY_PREFIX: every digit pair; ELECTRONIC: 6,162 pairs).
SUFFIX_UNTESTED = frozenset({"MONEY_PREFIX", "ELECTRONIC"})
# Rules without a stored input DFA: MONEY_PREFIX's input projection determinizes to 23,262 states
# in about 30 s (a slow cache build for little: its compositions come out empty within ~15 us).
DOMAIN_UNTESTED = frozenset({"MONEY_PREFIX"})


def _label_char(label: int) -> str | None:
    return chr(label) if 0 < label < 0x110000 else None


def input_prefixes(rule: pynini.Fst) -> frozenset[str]:
    """The first characters of the inputs a rule accepts."""
    inputs = pynini.project(rule.copy(), "input").rmepsilon()
    start = inputs.start()
    return frozenset(c for arc in inputs.arcs(start) if (c := _label_char(arc.ilabel))) if start >= 0 else frozenset()


def input_suffixes(rule: pynini.Fst) -> frozenset[str]:
    """The last two characters of the inputs a rule accepts (a one-character input as itself)."""
    backward = pynini.reverse(pynini.project(rule.copy(), "input")).rmepsilon()
    zero = pynini.Weight.zero(backward.weight_type())
    last: set[str] = set()
    start = backward.start()
    for arc in backward.arcs(start) if start >= 0 else ():
        c1 = _label_char(arc.ilabel)
        if c1 is None:
            continue
        if backward.final(arc.nextstate) != zero:
            last.add(c1)
        last.update(c2 + c1 for arc2 in backward.arcs(arc.nextstate) if (c2 := _label_char(arc2.ilabel)))
    return frozenset(last)


def rule_affixes(name: str, rule: pynini.Fst) -> dict:
    """{"first": sorted first characters, "last": sorted last pairs or None} of one rule
    (None: the rule is in `SUFFIX_UNTESTED`, its last characters are not tested)."""
    last = None if name in SUFFIX_UNTESTED else sorted(input_suffixes(rule))
    return {"first": sorted(input_prefixes(rule)), "last": last}


def input_domain(rule: pynini.Fst) -> pynini.Fst:
    """The input language of a rule as an unweighted minimal DFA, sorted on its input labels
    (the right operand of a composition with a token's acceptor)."""
    inputs = pynini.arcmap(pynini.project(rule.copy(), "input"), map_type="rmweight").rmepsilon()
    domain = pynini.determinize(inputs)
    domain.minimize()
    return domain.arcsort("ilabel")


def rule_domains(rules: dict[str, pynini.Fst]) -> dict[str, pynini.Fst]:
    """{rule: `input_domain(rule)`} for every rule not in `DOMAIN_UNTESTED`."""
    return {name: input_domain(fst) for name, fst in sorted(rules.items()) if name not in DOMAIN_UNTESTED}
