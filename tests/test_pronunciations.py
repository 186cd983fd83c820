"""The pronouncing-dictionary features of the read-or-spell model (`tnfst.gate.pronunciations`)."""

from __future__ import annotations

import numpy as np
import pytest

from tnfst import special
from tnfst.data import TokenRecord
from tnfst.gate.lexicon import GateLexicon
from tnfst.gate.pronunciations import Pronunciations, PronunciationsError, is_letter_names, strip_stress
from tnfst.gate.read_or_spell import DEFAULT_META, FEATURE_NAMES, PRONUNCIATIONS_FILE, ReadOrSpellFeatures

# a hand-made dictionary in CMUdict's shape (word -> pronunciations)
ENTRIES = {
    "mba": [["EH1", "M", "B", "IY1", "EY1"]],
    "nasa": [["N", "AE1", "S", "AH0"]],
    "noaa": [["N", "OW1", "AH0"], ["EH1", "N", "OW1", "EY1", "EY1"]],
    "zed": [["Z", "EH1", "D"]],
    "o'brien": [["OW0", "B", "R", "AY1", "AH0", "N"]],
    "www": [["D", "AH1", "B", "AH0", "L", "Y", "UW0"] * 3],
}


def test_strip_stress():
    assert strip_stress(["EH1", "M", "AH0"]) == ("EH", "M", "AH")


@pytest.mark.parametrize("word, phones, expected", [
    ("mba", ["EH1", "M", "B", "IY1", "EY1"], True),
    ("MBA", ["EH", "M", "B", "IY", "EY"], True),
    ("nasa", ["N", "AE1", "S", "AH0"], False),
    ("z", ["Z", "EH1", "D"], True),  # zed, an alternative name
    ("zz", ["Z", "IY1", "Z", "EH1", "D"], True),
    ("mb", ["EH1", "M", "B", "IY1", "EY1"], False),  # a phone left over
    ("mbaa", ["EH1", "M", "B", "IY1", "EY1"], False),  # a letter left over
    ("m-b", ["EH1", "M", "B", "IY1"], False),  # not letters only
    ("", [], False),
])
def test_is_letter_names(word, phones, expected):
    assert is_letter_names(word, phones) is expected


def test_from_dictionary_sorts_words_by_how_they_are_said():
    table = Pronunciations.from_dictionary(ENTRIES)
    assert table.features("MBA") == (1.0, 1.0, 0.0)
    assert table.features("nasa") == (1.0, 0.0, 1.0)
    assert table.features("noaa") == (1.0, 1.0, 1.0)
    assert table.features("www") == (1.0, 1.0, 0.0)
    assert table.features("obrien") == (0.0, 0.0, 0.0)  # entries with an apostrophe are left out
    assert table.features("avn") == (0.0, 0.0, 0.0)
    assert len(Pronunciations.from_dictionary(ENTRIES, max_letters=3)) == 3  # mba, zed, www


def test_write_and_load_round_trip(tmp_path):
    table = Pronunciations.from_dictionary(ENTRIES)
    path = tmp_path / "cmu.txt.gz"
    table.write(path, header="test list\nsecond line")
    again = Pronunciations.load(path)
    assert len(again) == len(table)
    assert all(again.features(w) == table.features(w) for w in ("mba", "nasa", "noaa", "zed", "avn"))
    first = path.read_bytes()
    table.write(path, header="test list\nsecond line")
    assert path.read_bytes() == first  # the same bytes every run


def test_load_errors(tmp_path):
    with pytest.raises(PronunciationsError, match="missing"):
        Pronunciations.load(tmp_path / "missing.txt.gz")
    bad = tmp_path / "bad.txt.gz"
    bad.write_bytes(b"not gzip")
    with pytest.raises(PronunciationsError):
        Pronunciations.load(bad)
    import gzip

    unknown = tmp_path / "unknown.txt.gz"
    with gzip.open(unknown, "wt") as f:
        f.write("sometimes\tmba\n")
    with pytest.raises(PronunciationsError, match="unknown group"):
        Pronunciations.load(unknown)


def test_features_rows_carry_the_dictionary():
    sentences = [[TokenRecord("LETTERS", "MBA", "m b a"), TokenRecord("PLAIN", "NASA", special.SELF)]]
    features = ReadOrSpellFeatures(GateLexicon.fit(sentences), pronunciations=Pronunciations.from_dictionary(ENTRIES))
    rows = features.rows(["MBA", "NASA", "AVN's"], [0, 1, 2])
    col = [FEATURE_NAMES.index(name) for name in ("cmu_listed", "cmu_spells", "cmu_reads")]
    assert rows[:, col].tolist() == [[1, 1, 0], [1, 0, 1], [0, 0, 0]]
    plain = ReadOrSpellFeatures(GateLexicon.fit(sentences)).rows(["MBA"], [0])  # no dictionary: nothing listed
    assert np.all(plain[0, col] == 0)


def test_shipped_list():
    table = Pronunciations.load(DEFAULT_META.parent / PRONUNCIATIONS_FILE)
    assert len(table) > 100_000
    assert table.features("fbi")[1] == 1 and table.features("nasa")[2] == 1 and table.features("nasa")[1] == 0


def test_a_deferred_list_reads_its_file_at_the_first_look_up(tmp_path):
    path = tmp_path / "p.txt.gz"
    Pronunciations(spells=["mba"], reads=["nasa"]).write(path)
    deferred = Pronunciations.deferred(path)
    assert deferred.features("NASA") == (1.0, 0.0, 1.0) and deferred.features("mba") == (1.0, 1.0, 0.0)
    assert len(deferred) == 2
    with pytest.raises(PronunciationsError):
        Pronunciations.deferred(tmp_path / "missing.txt.gz")
