"""The `words` constraint: a routed alphabetic token is read as itself, its letters, a listed
spelling variant or a listed expansion, never as another word."""

from __future__ import annotations

import importlib.util
import math
import pathlib
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.constraints import build_constraints
from tnfst.constraints.base import forced_reading, forced_words
from tnfst.constraints.letters import spelled_words
from tnfst.constraints.readings import ReadingsGrammar
from tnfst.constraints.words import (
    Abbreviation,
    WordLexicon,
    WordsGrammar,
    build_words,
    is_wordlike,
    word_readings,
)
from tnfst.vocab import Vocabulary

ROOT = pathlib.Path(__file__).resolve().parents[1]

# A small lexicon written for these tests (not the shipped lists).
LEXICON = WordLexicon(
    variants={"colour": "color", "colours": "colors", "theatre": "theater", "organisation": "organization"},
    common_words=frozenset({"theatre", "stomach", "video"}),
    abbreviations={
        "mr": Abbreviation(("mister",), only=True),
        "st": Abbreviation(("saint", "street"), only=True),
        "approx": Abbreviation(("approximately",), only=False),
        "no": Abbreviation(("number",), only=False),
    },
)


def complete_readings(lattice) -> set[str]:
    """Every complete path of a (finite, acyclic) word lattice, as space-separated words."""
    out: set[str] = set()

    def walk(state, words):
        if state in lattice.finals:
            out.add(" ".join(words))
        for word, target in lattice.arcs[state]:
            walk(target, words + [word])

    walk(lattice.start, [])
    return out


def licensed_forms(token: str, lexicon: WordLexicon) -> set[str]:
    """What the issue allows, written independently of `word_readings`."""
    forms = {special.SELF}
    spelled = spelled_words(token)
    if spelled:
        forms.add(" ".join(spelled))
    forms.add(lexicon.variants.get(token.lower(), special.SELF))
    key = token.lower().rstrip(".")
    if key in lexicon.abbreviations:
        forms.update(lexicon.abbreviations[key].expansions)
    if any(c.isalpha() and not c.isascii() for c in token):  # the same word: lowercase, marks dropped
        lower = " ".join(token.lower().split())
        forms.add(lower)
        forms.add("".join(c for c in unicodedata.normalize("NFD", lower) if not unicodedata.combining(c)))
    return forms


# --- golden cases (shipped lists) -------------------------------------------------------


@pytest.fixture(scope="module")
def grammar():
    return WordsGrammar().ensure_loaded()


@pytest.mark.parametrize("token, reading", [
    ("organisation", "organization"), ("Organisation", "organization"), ("Theatres", "theaters"),
    ("CENTRE", "center"), ("colours", "colors"), ("popularised", "popularized"),
    ("authorisation", "authorization"), ("Labour", "labor"), ("programme", "program"),
])
def test_variants_are_the_only_reading(grammar, token, reading):
    assert grammar.readings(token) == [reading]
    assert grammar.licenses(token, reading)
    assert not grammar.licenses(token, special.SELF)


@pytest.mark.parametrize("token", ["grey", "Defence", "Encyclopaedia", "modelling", "Analyses", "color", "Centre's"])
def test_words_google_keeps_are_not_rewritten(grammar, token):
    assert grammar.readings(token)[0] == special.SELF
    assert len(grammar.readings(token)) == 2  # itself and its letters


@pytest.mark.parametrize("token, readings", [
    ("Mr", ["mister"]), ("Mr.", ["mister"]), ("mr", ["mister"]), ("dept", ["department"]),
    ("vs", ["versus"]), ("St", ["saint", "street"]), ("etc", ["etcetera"]), ("Jr", ["junior"]),
    ("MR", [special.SELF, "mister", "m r"]), ("ST", [special.SELF, "saint", "street", "s t"]),
    ("approx", [special.SELF, "approximately", "a p p r o x"]), ("No", [special.SELF, "number", "n o"]),
    # everyday count and unit abbreviations no unit list joins to a number ("scored 3 pts")
    ("pts", ["points"]), ("Pts.", ["points"]), ("PTS", [special.SELF, "points", "p t s"]), ("wks", ["weeks"]),
    ("yrs", ["years"]), ("Qty", ["quantity"]), ("doz", ["dozen"]), ("mins", ["minutes"]),
    ("tbsp", ["tablespoon", "tablespoons"]), ("hrs", ["h r s"]),  # "hrs" alone: spelled in the Google data
])
def test_abbreviations(grammar, token, readings):
    assert grammar.readings(token) == readings


@pytest.mark.parametrize("token, spelled", [
    ("UPA", "u p a"), ("RENAMO", "r e n a m o"), ("LiPSA", "l i p s a"), ("U.S.", "u s"),
    ("ROREs", "r o r e's"), ("A&E", "a and e"), ("Ayn", "a y n"), ("NASA", "n a s a"), ("AIDS", "a i d s"),
])
def test_acronyms_read_as_written_or_spelled(grammar, token, spelled):
    assert grammar.readings(token) == [special.SELF, spelled]
    assert not grammar.licenses(token, "odor")


@pytest.mark.parametrize("token, spelled", [
    ("NBC", "n b c"), ("png", "p n g"), ("NHL's", "n h l's"), ("LGBT", "l g b t"), ("D.C.", "d c"),
])
def test_tokens_without_a_vowel_are_spelled(grammar, token, spelled):
    assert grammar.readings(token) == [spelled]


@pytest.mark.parametrize("token", ["VIDEO", "CENTURY", "STOMACH'S", "POLICE"])
def test_common_words_in_capitals_are_read_as_written(grammar, token):
    assert grammar.readings(token) == [special.SELF]


@pytest.mark.parametrize("token", ["Video", "video", "RENAMO", "MOVE"])  # not capitals, rare, or short
def test_other_words_keep_both_readings(grammar, token):
    assert len(grammar.readings(token)) == 2


def test_one_letter_rows_are_for_the_lowercase_letter(grammar):
    assert "by" in grammar.readings("x") and grammar.readings("X") == [special.SELF, "x"]


@pytest.mark.parametrize("token", ["2kg", "A4", "", "...", "x" * 41, "-a", "$",
                                   "II", "XIV", "XXVth", "MCMXC"])  # Roman numerals are numbers
def test_tokens_outside_the_grammar(grammar, token):
    assert not grammar.matches(token)
    assert grammar.lattice(token) is None
    assert grammar.readings(token) == []


def test_shipped_lists_lint_and_are_lowercase():
    lexicon = WordLexicon.load("en")
    assert len(lexicon.variants) > 1000 and len(lexicon.abbreviations) > 20 and len(lexicon.common_words) > 1000
    assert all(w.isalpha() and w.islower() and len(w) >= 5 for w in lexicon.common_words)
    for british, american in lexicon.variants.items():
        assert british.isalpha() and british.islower() and american.isalpha() and american != british
    assert all(key == key.lower() and not key.endswith(".") for key in lexicon.abbreviations)


def _generator():
    spec = importlib.util.spec_from_file_location("make_word_lists", ROOT / "training/grammar_lists/make_word_lists.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("british, american, textbook", [
    ("colour", "color", True), ("centres", "centers", True), ("organisations", "organizations", True),
    ("catalogue", "catalog", True), ("programme", "program", True), ("colourise", "colorize", True),
    ("grey", "gray", False), ("defence", "defense", False), ("analyse", "analyze", False),
    ("modelling", "modeling", False), ("colour", "colour", False),
])
def test_generator_keeps_only_textbook_pairs(british, american, textbook):
    assert _generator().textbook_pair(british, american) is textbook


def test_generated_list_is_current():
    pytest.importorskip("breame")
    assert _generator().main(["--check"]) == 0


# --- the property: every complete reading is a licensed form ----------------------------

_TOKENS = st.one_of(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=1, max_size=12),
    st.text(alphabet="aAbBcSsTtRrMmO.'-&’ ", min_size=1, max_size=10),
    st.text(alphabet="aAeéÉöÖßønNsS.'- ", min_size=1, max_size=10),  # Latin letters outside ASCII
    st.sampled_from(sorted(LEXICON.variants) + ["Colours", "THEATRE", "Mr.", "ST", "No", "approx.", "VIDEO", "Video"]),
)


@settings(max_examples=300, deadline=None)
@given(_TOKENS)
def test_every_complete_reading_is_a_licensed_form(token):
    lattice = WordsGrammar(LEXICON).lattice(token)
    if not is_wordlike(token):
        assert lattice is None
        return
    readings = complete_readings(lattice)
    assert readings and readings <= licensed_forms(token, LEXICON), token
    assert all(r == special.SELF or special.SELF not in r.split() for r in readings)


@settings(max_examples=100, deadline=None)
@given(st.text(min_size=1, max_size=8).filter(lambda t: any(c.isdigit() for c in t)))
def test_tokens_with_digits_are_left_to_the_number_grammars(token):
    assert word_readings(token, LEXICON) == ()


# --- the constraint ----------------------------------------------------------------------

VOCAB = Vocabulary([special.SELF, "mister", "saint", "street", "number", "color", "colors",
                    *"abcdefghijklmnopqrstuvwxyz", "and", "one", "odor"])


def _words(**resources):
    return build_words(vocab=VOCAB, words_grammar=WordsGrammar(LEXICON), **resources)


def test_constraint_forbids_other_words_and_rewards_licensed_ones():
    c = _words()
    s = c.start("Bodour")
    w = c.weights(s)
    allowed = {VOCAB.word(i) for i in range(len(VOCAB)) if math.isfinite(float(w[i]))}
    assert allowed == {special.SELF, "b", VOCAB.word(special.STOP)}
    self_state = c.advance(s, VOCAB.id(special.SELF))
    assert float(c.weights(self_state)[special.STOP]) == c.max_reward


def test_one_licensed_reading_is_forced_without_the_model():
    constraints = [_words()]
    ids, names = forced_reading(constraints, "mr")
    assert VOCAB.decode(ids) == "mister" and names == ("words",)
    ids, _ = forced_reading(constraints, "colours")
    assert VOCAB.decode(ids) == "colors"
    assert forced_reading(constraints, "UPA") is None  # itself or spelled: the model chooses


def test_a_variant_outside_the_vocabulary_is_read_open_vocabulary():
    c = _words()
    assert c.start("organisation") is None  # "organization" is not in VOCAB
    assert forced_words([c], "organisation") == (("organization",), ("words",))
    assert forced_words([c], "UPA") is None


def test_tokens_another_grammar_matches_are_left_to_it():
    roman = ReadingsGrammar({"I": ["one", "the first"]})
    c = _words(words_defer_to=roman)
    assert c.start("I") is None and c.start("Ib") is not None
    assert forced_words([c], "I") is None


def test_must_read_marks_tokens_with_one_reading_other_than_themselves():
    c = _words(words_defer_to=ReadingsGrammar({"II": ["two"]}))
    assert c.must_read("colours") and c.must_read("Mr") and c.must_read("st")
    assert not c.must_read("UPA") and not c.must_read("MR") and not c.must_read("VIDEO") and not c.must_read("NBC")
    assert not c.must_read("II") and not c.must_read("2kg") and not c.must_read("Québec")


def test_registered_by_name():
    (c,) = build_constraints(["words"], vocab=VOCAB, words_grammar=WordsGrammar(LEXICON))
    assert c.name == "words" and c.start("mr") is not None


# --- the pipeline: every routed alphabetic token gets a licensed reading ------------------


@pytest.fixture(scope="module")
def reader():
    import tnfst

    # the gate routes every token (threshold 0), so the DNC reads each one under the constraint
    return tnfst.Normalizer(constraints=["words", "letters"], gate_threshold=0.0, threads=1)


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.lists(st.text(alphabet="abcdeimnorstuACEHIMNOSTU", min_size=1, max_size=8), min_size=1, max_size=4))
def test_pipeline_reads_routed_words_only_as_licensed_forms(reader, tokens):
    grammar = reader._get_parts().constraints[0].grammar
    for record in reader.explain_tokens(tokens):
        if not is_wordlike(record.token):
            continue  # Roman numerals ("CC", "MM") are the class grammars' (CARDINAL), not this grammar's
        reading = record.reading if record.normalized else special.SELF
        assert grammar.licenses(record.token, reading), (record.token, record.reading)


def test_word_lists_are_declared_for_the_linter():
    from tnfst import chat, context, dashes, initialisms, scripture, travel_context, versions
    from tnfst import earnings_context
    from tnfst import aerospace
    from tnfst.constraints import words
    from tnfst.grammars.en import field_notation, rules, schedules

    declared = {spec.path for spec in rules.WORD_LISTS}
    assert declared == {words.VARIANTS_LIST, words.ABBREVIATIONS_LIST, words.COMMON_WORDS_LIST,
                        context.REGNAL_NAMES_LIST, words.STATES_LIST, words.DIRECTIONS_LIST,
                        words.CONTEXT_ABBREVIATIONS_LIST, scripture.BOOKS_LIST,
                        "words/clothing_sizes.tsv",  # grammars/en/sizes.SIZE_RANGE
                        versions.PRODUCTS_LIST, versions.MODELS_LIST, dashes.NAMES_LIST,
                        initialisms.INITIALISMS_LIST, chat.CHAT_LIST,
                        field_notation.KEY_NAMES_LIST,  # grammars/en/field_notation.KEY_COMBO
                        travel_context.AIRPORTS_LIST,
                        earnings_context.SEC_FORMS_LIST, earnings_context.EXCHANGES_LIST,
                        aerospace.AIRLINES_LIST,
                        schedules.LETTERS_LIST}  # grammars/en/schedules.WEEKDAY_LIST


# --- Latin letters outside ASCII ----------------------------------------------------------


@pytest.mark.parametrize("token, readings", [
    ("Uhlén", {special.SELF, "uhlén", "uhlen", "u h l e acute n"}),
    ("Métis", {special.SELF, "métis", "metis", "m e acute t i's"}),  # a final s after an accent: "i's"
    ("Café", {special.SELF, "café", "cafe", "c a f e acute"}),
    ("Straße", {special.SELF, "straße"}),  # ß has no spelling and no marks to drop
    ("ÅNGSTRÖM", {special.SELF, "ångström", "angstrom"}),  # accented capitals: a word, never spelled
])
def test_latin_words_outside_ascii_are_read_as_themselves_or_spelled(grammar, token, readings):
    assert is_wordlike(token)
    assert set(grammar.readings(token)) == readings
    assert not grammar.licenses(token, "u")  # no letters dropped: "Uhlén" was read "u"


@pytest.mark.parametrize("token", ["Москва", "東京", "Πειραιάς"])
def test_words_in_other_scripts_are_read_as_written(grammar, token):
    # unconstrained, the model read "Москва" as "seventy four dollars"
    assert is_wordlike(token)
    lower = token.lower()
    unmarked = "".join(c for c in unicodedata.normalize("NFD", lower) if not unicodedata.combining(c))
    assert set(grammar.readings(token)) <= {special.SELF, lower, unmarked}
    assert not grammar.licenses(token, "seventy four dollars")


def test_accented_vowels_are_vowels():
    # a token whose only vowels carry marks is no vowel-less acronym: not forced to its letters
    assert special.SELF in word_readings("ÅNGSTRÖM", LEXICON)


@pytest.mark.parametrize("token", ["é", "ứ", "и"])
def test_a_lone_letter_outside_ascii_is_read_as_written_or_spelled(grammar, token):
    """A lone non-ASCII letter no class grammar lists is the words grammar's (a lone "ứ" in a
    Vietnamese title was left to the model and read "seven"): as written, unmarked or spelled."""
    readings = grammar.readings(token)
    assert readings and readings[0] == special.SELF
    numbers = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "quarter", "half"}
    assert numbers.isdisjoint(" ".join(readings).split())
