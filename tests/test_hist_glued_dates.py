"""A reference work's date abbreviation glued to its year ("c.1340", "b.1809", "r.1558–1603"):
cut as the spaced form is (`tnfst.tokenize._GLUED_DATE_ABBREVIATION`), so the context reads it."""

from __future__ import annotations

import pytest

from tnfst.context import ContextReadings
from tnfst.tokenize import tokenize


def _texts(sentence: str) -> list[str]:
    return [t.text for t in tokenize(sentence)]


@pytest.mark.parametrize("glued, spaced", [
    ("He was born c.1340 and died c.1400.", "He was born c. 1340 and died c. 1400."),
    ("The manuscript (c.1450) survives.", "The manuscript (c. 1450) survives."),
    ("Darwin (b.1809, d.1882) sailed.", "Darwin (b. 1809, d. 1882) sailed."),
    ("Elizabeth I (r.1558–1603) ruled.", "Elizabeth I (r. 1558–1603) ruled."),
    ("Bede (fl.730) wrote it ca.1850s.", "Bede (fl. 730) wrote it ca. 1850s."),
])
def test_glued_abbreviation_is_cut_as_spaced(glued, spaced):
    assert _texts(glued) == _texts(spaced)


def test_the_pieces_keep_their_offsets():
    spans = tokenize("born c.1340 here")
    assert [(s.text, s.start, s.end) for s in spans] == [("born", 0, 4), ("c.", 5, 7), ("1340", 7, 11), ("here", 12, 16)]


@pytest.mark.parametrize("sentence, token", [
    ("see abc.1234 now", "abc.1234"),   # a longer word: a file, a code
    ("the c.1234x file", "c.1234x"),    # no year: letters after the digits
    ("c.12 ok", "c.12"),                # two digits: no year
    ("c.1400.5 x", "c.1400.5"),         # a decimal after it
    ("x.1850 y", "x.1850"),             # no date abbreviation
])
def test_other_glued_forms_stay_whole(sentence, token):
    assert token in _texts(sentence)


def test_the_context_reads_the_cut_abbreviation():
    tokens = _texts("He was born c.1340 and died b.1400.")
    decided = ContextReadings.load("en").decide(tokens)
    assert decided[tokens.index("c.")] == "circa"
