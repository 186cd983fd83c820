"""Lint every grammar list, and check that the linter catches each kind of fault."""

from __future__ import annotations

import pathlib

import pytest

from tnfst.grammar import cache
from tnfst.grammar.errors import GrammarError
from tnfst.grammar.lists import ListSpec, read_table
from tnfst.grammars.en import rules

EN = cache.grammar_dir("en")


@pytest.mark.parametrize("spec", rules.LISTS, ids=lambda spec: spec.path)
def test_every_declared_list_is_clean(spec):
    table = read_table(EN / spec.path, spec)
    assert table.rows


def test_every_tsv_file_is_declared():
    declared = {spec.path for spec in rules.LISTS}
    on_disk = {p.relative_to(EN).as_posix() for p in EN.rglob("*.tsv")}
    assert on_disk == declared


def test_cross_list_checks_pass():
    rules.check(cache.read_lists("en"))


SPEC = ListSpec("x.tsv", 3, (1, 2))
GOOD = "# source: test\nkm\tkilometer|kilo meter\tkilometers\n"


def _write(tmp_path: pathlib.Path, text: str) -> pathlib.Path:
    path = tmp_path / "x.tsv"
    path.write_text(text, encoding="utf-8")
    return path


def test_good_list_reads_variants(tmp_path):
    table = read_table(_write(tmp_path, GOOD), SPEC)
    assert table.rows == (("km", ("kilometer", "kilo meter"), ("kilometers",)),)


@pytest.mark.parametrize("text, fault", [
    ("km\tkilometer\tkilometers\n", "must start with a '#'"),
    ("# s\nkm\tkilometer\n", "expected 3"),
    ("# s\nkm\tkilometer\tkilometers\nkm\tkilo\tkilos\n", "duplicate key"),
    ("# s\nkm \tkilometer\tkilometers\n", "stray whitespace"),
    ("# s\nkm\tkilo  meter\tkilometers\n", "stray whitespace"),
    ("# s\nkm\tkilometer\t\n", "empty"),
    ("# s\nkm\tkilometer 2\tkilometers\n", "without digits"),
    ("# s\nkm\tKilometer\tkilometers\n", "lowercase"),
    ("# s\nkm\tkilometer|\tkilometers\n", "lowercase"),
    ("# s\nkm\tkilometer|kilometer\tkilometers\n", "repeated variant"),
    ("# s\nk\u0301m\tkilometer\tkilometers\n", "NFC"),
    ("# s\n", "no rows"),
])
def test_linter_names_file_and_fault(tmp_path, text, fault):
    path = _write(tmp_path, text)
    with pytest.raises(GrammarError) as caught:
        read_table(path, SPEC)
    assert str(path) in str(caught.value)
    assert fault in str(caught.value)


def test_closed_set_column(tmp_path):
    spec = ListSpec("x.tsv", 2, (), ((1, frozenset({"prefix", "suffix"})),))
    with pytest.raises(GrammarError, match="must be one of"):
        read_table(_write(tmp_path, "# s\n$\tmiddle\n"), spec)


def test_missing_and_undecodable_files(tmp_path):
    with pytest.raises(GrammarError, match="missing"):
        read_table(tmp_path / "nope.tsv", SPEC)
    path = tmp_path / "x.tsv"
    path.write_bytes(b"# s\n\xff\tkilometer\tkilometers\n")
    with pytest.raises(GrammarError, match="UTF-8"):
        read_table(path, SPEC)
