"""Grammar readings the decoder cannot write are still said (MeasureMoneyFst.forced_words, base.forced_words)."""

from __future__ import annotations

import pytest

from tnfst import special
from tnfst.api import TokenReading, _GrammarReading, _reading_from_result
from tnfst.constraints.base import forced_words
from tnfst.constraints.fst import FstConfig, MeasureMoneyFst
from tnfst.constraints.readings import ReadingsGrammar
from tnfst.vocab import Vocabulary

VOCAB = Vocabulary(["the", "fifth", "five", "dollars", "dot", "c", "o", "m"])
GRAMMAR = ReadingsGrammar({
    "Sun 5": ["sunday the fifth"],                      # "sunday" is not in VOCAB
    "x.com": ["x dot c o m", "x_letter dot c o m"],     # no reading survives: the first is the best
    "$5": ["five dollars"],                             # in the vocabulary: the decoder reads it
    "5$": ["five dollars", "five sunday"],              # one reading survives pruning
})


@pytest.fixture()
def fst():
    return MeasureMoneyFst(VOCAB, GRAMMAR, FstConfig(check_vocab="quiet"), name="class_fst")


def test_a_reading_outside_the_vocabulary_is_forced_in_words(fst):
    assert fst.start("Sun 5") is None  # the decoder cannot write it ...
    assert fst.forced_words("Sun 5") == ("sunday", "the", "fifth")  # ... so the grammar says it


def test_the_grammars_best_reading_is_forced_when_none_survives(fst):
    assert fst.forced_words("x.com") == ("x", "dot", "c", "o", "m")


@pytest.mark.parametrize("token", ["$5", "5$"])
def test_no_words_are_forced_where_the_decoder_can_write_a_reading(fst, token):
    assert fst.start(token) is not None
    assert fst.forced_words(token) is None


def test_tokens_the_grammar_does_not_match_force_nothing(fst):
    assert fst.forced_words("hello") is None
    assert forced_words([fst], "hello") is None


def test_a_deferred_token_forces_nothing():
    other = ReadingsGrammar({"Sun 5": ["five"]})
    fst = MeasureMoneyFst(VOCAB, GRAMMAR, FstConfig(check_vocab="quiet"), defer_to=other)
    assert fst.forced_words("Sun 5") is None


def test_base_forced_words_names_the_constraint(fst):
    assert forced_words([fst], "Sun 5") == (("sunday", "the", "fifth"), ("class_fst",))


def test_a_grammar_reading_becomes_a_normalized_record():
    record = _reading_from_result("Sun 5", 0, 5, 0.9, _GrammarReading(("sunday", "the", "fifth"), ("class_fst",)), VOCAB)
    assert isinstance(record, TokenReading)
    assert record.reading == "sunday the fifth" and record.normalized
    assert record.constraints == ("class_fst",)
    kept = _reading_from_result("и", 0, 1, 0.9, _GrammarReading((special.SELF,), ("class_fst",)), VOCAB)
    assert kept.reading == "и" and not kept.normalized


class _ReadsAlone(ReadingsGrammar):
    """A grammar that reads its tokens alone (as the covering grammar reads URLs)."""

    def reads_alone(self, token: str) -> bool:
        return token in self._table


def test_a_token_the_grammar_reads_alone_gets_its_best_reading_even_in_the_vocabulary():
    grammar = _ReadsAlone({"x.com": ["x dot c o m", "x dot com"]})
    fst = MeasureMoneyFst(Vocabulary(["x", "dot", "c", "o", "m", "com"]), grammar, FstConfig(check_vocab="quiet"))
    assert fst.start("x.com") is not None  # the decoder could write both ...
    assert fst.forced_words("x.com") == ("x", "dot", "c", "o", "m")  # ... the grammar picks


def test_letter_words_are_spoken_plain_and_kept_in_the_google_form():
    google = "w_letter _letter w_letter dot e_letter x_letter dot c_letter o_letter m_letter"
    record = _reading_from_result("w.ex.com", 0, 8, 0.9, _GrammarReading(tuple(google.split()), ("class_fst",)), VOCAB)
    assert record.reading == "w w dot ex dot com"
    assert record.google_form == google
    plain = _reading_from_result("$5", 0, 2, 0.9, _GrammarReading(("five", "dollars"), ("class_fst",)), VOCAB)
    assert plain.google_form == plain.reading == "five dollars" and plain.google_reading == ""


@pytest.mark.parametrize("reading, plain", [
    ("e_letter x_letter a_letter _letter o_letter", "exa o"),
    ("h_letter _letter t_letter dot c_letter o_letter", "h t dot co"),
    ("five dollars", "five dollars"),
    ("", ""),
])
def test_plain_reading(reading, plain):
    assert special.plain_reading(reading) == plain


@pytest.mark.parametrize("reading, spoken", [
    ("five five five sil one two three four", "five five five, one two three four"),
    ("plus one sil two one two", "plus one, two one two"),
    ("w_letter _letter w_letter dot c_letter o_letter", "w w dot co"),
    ("sil", ""),
    ("five dollars", "five dollars"),
])
def test_spoken_reading(reading, spoken):
    assert special.spoken_reading(reading) == spoken


def test_must_read_routes_a_matched_token_the_grammar_never_keeps():
    grammar = ReadingsGrammar({"⅞": ["seven eighths"], "X": ["ten", special.SELF], "-": ["-", "to"]})
    fst = MeasureMoneyFst(Vocabulary(["seven", "eighths", "ten", "to"]), grammar, FstConfig(check_vocab="quiet"))
    assert fst.must_read("⅞")  # never kept as written: read even if the gate misses it
    assert not fst.must_read("X") and not fst.must_read("-")  # may be kept as written
    assert not fst.must_read("word") and not fst.must_read("") and not fst.must_read(None)


def test_the_class_grammar_reads_tokens_with_spaces_or_a_comma_around_them():
    from tnfst.grammar.covering import CoveringGrammar

    grammar = CoveringGrammar.load("en", classes="all")
    assert grammar.readings("21 January ", 1) == grammar.readings("21 January", 1) == ["the twenty first of january"]
    assert grammar.readings("26 October,", 1) == ["the twenty sixth of october"]
    assert grammar.readings("157 ", 1) == ["one hundred fifty seven"]


def test_the_period_of_an_expanded_abbreviation_is_not_spoken():
    from tnfst.api import Normalizer

    def rec(token, start, reading=None, constraints=()):
        return TokenReading(token, start, start + len(token), "ToBeNormalized" if reading else "RemainSelf", 0.9,
                            reading or token, bool(reading), constraints)

    sentence = "Mr. Childs left. Dept."
    records = [rec("Mr", 0, "mister", ("words",)), rec(".", 2), rec("Childs", 4), rec(".", 15),
               rec("Dept", 17, "department", ("words",)), rec(".", 21)]
    assert Normalizer.render(sentence, records) == "mister Childs left. department."  # the last period stays
    spelled = [rec("UN", 0, "u n", ("words",)), rec(".", 2), rec("x", 4)]
    assert Normalizer.render("UN. x", spelled) == "u n. x"  # letters spelled: the period is punctuation


def test_the_period_after_a_spelling_variant_ends_the_sentence():
    from tnfst.api import Normalizer

    def rec(token, start, reading=None, constraints=()):
        return TokenReading(token, start, start + len(token), "ToBeNormalized" if reading else "RemainSelf", 0.9,
                            reading or token, bool(reading), constraints)

    sentence = "his favourite. Then Capt. Jones"
    records = [rec("his", 0), rec("favourite", 4, "favorite", ("words",)), rec(".", 13), rec("Then", 15),
               rec("Capt", 20, "captain", ("words",)), rec(".", 24), rec("Jones", 26)]
    assert Normalizer.render(sentence, records) == "his favorite. Then captain Jones"
    quoted = [rec("favourite", 0, "favorite", ("words",)), rec(".", 9), rec("”", 10)]
    assert Normalizer.render("favourite.”", quoted) == "favorite.”"


def test_the_best_reading_outside_the_vocabulary_is_said_rather_than_a_lesser_one():
    grammar = ReadingsGrammar({"100 ESP": ["one hundred spanish pesetas", "one hundred e s p"]})
    vocab = Vocabulary(["one", "hundred", "e", "s", "p"])
    assert MeasureMoneyFst(vocab, grammar, FstConfig(check_vocab="quiet")).start("100 ESP") is not None
    fst = MeasureMoneyFst(vocab, grammar, FstConfig(check_vocab="quiet", say_best_reading=True))  # class_fst's
    assert fst.start("100 ESP") is None
    assert fst.forced_words("100 ESP") == ("one", "hundred", "spanish", "pesetas")


def test_readings_of_tokens_written_together_are_spoken_apart():
    from tnfst.api import Normalizer

    records = [TokenReading("#", 4, 5, "ToBeNormalized", 0.9, "number", True),
               TokenReading("1", 5, 6, "ToBeNormalized", 0.9, "one", True),
               TokenReading("%", 6, 7, "RemainSelf", 0.1, "%", False)]
    assert Normalizer.render("Pho #1%", [TokenReading("Pho", 0, 3, "RemainSelf", 0.0, "Pho", False)] + records) \
        == "Pho number one%"


def test_a_best_reading_that_keeps_the_token_leaves_the_choice_to_the_decoder():
    grammar = ReadingsGrammar({"-": ["-", "to"]})
    fst = MeasureMoneyFst(Vocabulary(["to"]), grammar, FstConfig(check_vocab="quiet", say_best_reading=True))
    assert fst.start("-") is not None and fst.forced_words("-") is None
