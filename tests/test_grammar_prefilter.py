"""The first-character prefilter of CoveringGrammar skips only compositions that would be empty."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst.grammar import CoveringGrammar

TOKENS = [
    "5 kg", "150lb", "£900 million", "$5", "USD 10", "3:00 pm", "8 a.m.", "per km", "/m²", "½ kg", "1/2 cc",
    "-5 °C", "−3 m", ".5 mm", "Retrieved", "BBC", "kg", "$", "£££", "5 kg/", "12", "2012", "e.g.", "ZAR 3",
    "10:12", "5 m2", "3 cm³", "12$", "5'", "6'2\"", "30'", "12 noon", "9 a.m", "1,000,000 USD", "US$5", "7",
]


@pytest.fixture(scope="module")
def grammars():
    filtered = CoveringGrammar(classes=("MEASURE", "MONEY", "TIME"))
    unfiltered = CoveringGrammar(classes=("MEASURE", "MONEY", "TIME"))
    unfiltered._may_match = lambda rule, token: True  # the same grammar without the prefilter
    return filtered, unfiltered


def _same(filtered, unfiltered, token):
    assert filtered.semiotic_class(token) == unfiltered.semiotic_class(token), token
    assert filtered.readings(token, limit=5) == unfiltered.readings(token, limit=5), token


def test_prefilter_changes_no_listed_token(grammars):
    filtered, unfiltered = grammars
    for token in TOKENS:
        _same(filtered, unfiltered, token)
    assert filtered.matches("5 kg") and not filtered.matches("Retrieved")


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="05$£€¥ABkgmpr/.:-½ ", min_size=1, max_size=8))
def test_prefilter_changes_no_generated_token(grammars, token):
    filtered, unfiltered = grammars
    _same(filtered, unfiltered, token)


def test_iso_dates_are_composed_only_with_tokens_of_their_shape():
    from tnfst.grammar.covering import CoveringGrammar

    grammar = CoveringGrammar.load("en", classes="all")
    assert grammar.readings("2019-06-03", 1) == ["the third of june twenty nineteen"]
    assert grammar.semiotic_class("2019-06-03") == "DATE"
    assert not grammar._may_match("DATE_ISO", "1990") and grammar._may_match("DATE_ISO", "2019-06-03")
    assert "DATE_ISO" not in [rule for _, rule in CoveringGrammar.load("en", classes=("CARDINAL",))._extra]


def test_guessing_rules_are_composed_backwards_to_the_same_transducer():
    """DATE_ISO guesses month and day before reading: it is composed from the token's end, and
    the char DFA of its readings is the forward composition's, byte for byte."""
    import pynini

    from tnfst.grammar.covering import _acceptor
    from tnfst.grammar.lattice import _char_dfa

    grammar = CoveringGrammar.load("en", classes="all")
    assert grammar._backward("DATE_ISO") is not None
    assert grammar._backward("CARDINAL") is None and grammar._backward("MEASURE") is None
    rule = grammar._rules()["DATE_ISO"]
    for token in ["2019-06-03", "2008/7/28", "1999.12.31", "2019-13-03", "2019-02-30"]:
        written = _acceptor(token).arcsort("olabel")
        forward, backward = written @ rule, grammar._composed(written, "DATE_ISO")
        if not forward.num_states():
            assert not backward.num_states(), token
            continue
        assert _char_dfa(forward).write_to_string() == _char_dfa(backward).write_to_string(), token


def test_affix_sets_are_built_with_the_grammar_and_match_its_rules():
    """The cache stores each rule's first characters and last pairs (affixes.json), so a new
    process does not compute them at its first sentence; they equal the rule's own."""
    from tnfst.grammar import cache
    from tnfst.grammar.affixes import SUFFIX_UNTESTED, input_prefixes, input_suffixes

    compiled = cache.load("en")
    assert (compiled.path / cache.AFFIXES_NAME).is_file()
    assert set(compiled.affixes) == set(compiled.rules)
    for rule in ("TIME", "ORDINAL", "DIGIT", "MONEY_PREFIX"):
        first, last = compiled.affixes[rule]
        assert first == input_prefixes(compiled.rules[rule])
        assert last is None if rule in SUFFIX_UNTESTED else last == input_suffixes(compiled.rules[rule])
    assert "1" in compiled.affixes["ORDINAL"][0] and "st" in compiled.affixes["ORDINAL"][1]


def test_rule_patterns_skip_only_tokens_the_rules_cannot_read():
    """ELECTRONIC, DECIMAL and FRACTION are composed only with tokens of their shape
    (rules.RULE_PATTERNS): the same classes and readings as without the patterns, on tokens
    of those classes and on tokens the patterns skip."""
    classes = ("ELECTRONIC", "CARDINAL", "DECIMAL", "FRACTION")
    filtered = CoveringGrammar(classes=classes)
    unfiltered = CoveringGrammar(classes=classes)
    unfiltered._patterns = {}
    tokens = ["www.example.com", "info@example.org", "#blessed", "@nasa", "192.168.1.1", "http://a.io/x",
              ",", "(", "1999", "abc", "-", "3.5", "U.S.", "-.5", "11.3 million", "1.7million", "+2.5",
              "1/2", "½", "2 1/2", "3¾", "-1/2", "1⁄2", "16/5", "12,000", "-5"]
    for token in tokens:
        _same(filtered, unfiltered, token)
    assert filtered.semiotic_class("#blessed") == "ELECTRONIC" and filtered.semiotic_class(",") is None


# ----- the input DFAs (affixes.input_domain) -------------------------------------------------

DOMAIN_TOKENS = ["18", "1941", "1,234", "February 7, 2006", "50 nm", "12 Main St", "555-1234", "3:30",
                 "1/2", "www.example.com", "Smith", "That's", "1st", "2.5", "#tbt", "II", "49-30-4", "(", "5%"]


@pytest.fixture(scope="module")
def domain_grammars():
    """The grammar of every class with and without its input DFAs (the same cache entry)."""
    import dataclasses

    with_domains = CoveringGrammar.load("en", classes="all")
    without = CoveringGrammar.load("en", classes="all")
    without._rules()
    without._compiled = dataclasses.replace(without._compiled, domains={})
    return with_domains, without


def test_input_dfas_are_built_with_the_grammar_and_say_when_a_composition_is_empty():
    """The cache stores the DFA of each rule's input language (domains.far); composing a token
    with it is empty exactly when composing it with the rule is."""
    from tnfst.grammar import cache
    from tnfst.grammar.affixes import DOMAIN_UNTESTED
    from tnfst.grammar.covering import _acceptor

    grammar = CoveringGrammar.load("en", classes="all")
    compiled = grammar._rules() and grammar._compiled
    assert (compiled.path / cache.DOMAINS_NAME).is_file()
    assert set(compiled.domains) == set(compiled.rules) - DOMAIN_UNTESTED
    seen = set()
    for rule in ("DATE", "CARDINAL", "ADDRESS", "TELEPHONE", "TIME", "MEASURE", "MONEY", "FRACTION"):
        for token in DOMAIN_TOKENS:
            written = _acceptor(token).arcsort("olabel")
            composed = written @ compiled.rules[rule]
            matched = composed.start() >= 0 and composed.num_states() > 0
            assert grammar._in_domain(written, rule) == matched, (rule, token)
            seen.add(matched)
    assert seen == {True, False}  # the tokens exercise both answers


def test_input_dfas_change_no_class_or_reading(domain_grammars):
    with_domains, without = domain_grammars
    for token in DOMAIN_TOKENS:
        _same(with_domains, without, token)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="0123456789,./:-$ stndMa", min_size=1, max_size=7))
def test_input_dfas_change_no_class_or_reading_of_generated_tokens(domain_grammars, token):
    with_domains, without = domain_grammars
    _same(with_domains, without, token)
