"""Build and cache: content-keyed FAR, lazy loading, clear errors, and the CLI."""

from __future__ import annotations

import json
import shutil

import pytest
from click.testing import CliRunner

from tnfst.grammar import CoveringGrammar, GrammarError, cache
from tnfst.grammar.cli import grammar as grammar_cli


@pytest.fixture
def sources(tmp_path, monkeypatch):
    """A private copy of grammars/en that the cache reads instead of the real one."""
    copy = tmp_path / "en"
    shutil.copytree(cache.grammar_dir("en"), copy, ignore=shutil.ignore_patterns("__pycache__"))
    real = cache.grammar_dir
    monkeypatch.setattr(cache, "grammar_dir", lambda lang: copy if lang == "en" else real(lang))
    return copy


def test_key_follows_list_contents(sources):
    before = cache.source_key("en")
    assert cache.source_key("en") == before
    units = sources / "measure/units.tsv"
    units.write_text(units.read_text(encoding="utf-8") + "furl\tfurlong\tfurlongs\tlength\n", encoding="utf-8")
    assert cache.source_key("en") != before


def test_key_follows_time_lists(sources):
    before = cache.source_key("en")
    zones = sources / "time/zone.tsv"
    zones.write_text(zones.read_text(encoding="utf-8") + "WAT\tw a t\n", encoding="utf-8")
    assert cache.source_key("en") != before


def test_cache_dir_argument_env_and_default(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV_CACHE_DIR, str(tmp_path / "env"))
    assert cache.cache_root(None) == tmp_path / "env"
    assert cache.cache_root(tmp_path / "arg") == tmp_path / "arg"
    monkeypatch.delenv(cache.ENV_CACHE_DIR)
    assert cache.cache_root(None).name == "tnfst" or "tnfst" in str(cache.cache_root(None))


def test_load_is_lazy(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(cache, "load", lambda *a, **k: calls.append(a) or (_ for _ in ()).throw(RuntimeError))
    grammar = CoveringGrammar.load("en", cache_dir=tmp_path)
    assert calls == [] and not list(tmp_path.iterdir())
    with pytest.raises(RuntimeError):
        grammar.matches("5 km")
    assert calls


def test_unknown_language():
    with pytest.raises(GrammarError, match="no covering grammar"):
        CoveringGrammar.load("zz")
    with pytest.raises(GrammarError, match="language"):
        CoveringGrammar.load("../en")


def test_broken_list_names_the_file(sources, tmp_path):
    units = sources / "measure/units.tsv"
    units.write_text(units.read_text(encoding="utf-8") + "km\tkilometer\tkilometers\tlength\n", encoding="utf-8")
    with pytest.raises(GrammarError, match="units.tsv.*duplicate key 'km'"):
        cache.build("en", tmp_path)


def test_minor_unit_needs_its_currency(sources, tmp_path):
    minor = sources / "money/minor.tsv"
    minor.write_text(minor.read_text(encoding="utf-8") + "XYZ\tcent\tcents\n", encoding="utf-8")
    with pytest.raises(GrammarError, match="minor.tsv.*XYZ"):
        cache.build("en", tmp_path)


def test_corrupt_far_gives_a_clear_error(tmp_path, monkeypatch):
    target = cache.entry_dir("en", tmp_path)
    target.mkdir(parents=True)
    (target / cache.MANIFEST_NAME).write_text("{}")
    (target / cache.FAR_NAME).write_bytes(b"not a far")
    (target / cache.WORDS_NAME).write_text("one\n")
    with pytest.raises(GrammarError, match="grammar.far"):
        cache.load("en", tmp_path)


def _seed_with_the_compiled_grammar(cache_dir) -> None:
    """Copy the run's compiled English grammar (the default cache's entry, compiled once for every
    test that reads text) into `cache_dir`: a test of what happens next starts from a cache hit
    instead of a second minute-long compile."""
    shipped = cache.build("en")
    shutil.copytree(shipped, cache.entry_dir("en", cache_dir))


@pytest.mark.slow
def test_edited_list_triggers_rebuild(sources, tmp_path):
    _seed_with_the_compiled_grammar(tmp_path)
    first = cache.build("en", tmp_path)
    assert first == cache.entry_dir("en", tmp_path)
    assert cache.build("en", tmp_path) == first  # cache hit
    assert not CoveringGrammar.load("en", tmp_path).matches("5 furl")
    units = sources / "measure/units.tsv"
    units.write_text(units.read_text(encoding="utf-8") + "furl\tfurlong\tfurlongs\tlength\n", encoding="utf-8")
    grammar = CoveringGrammar.load("en", tmp_path)
    assert grammar.readings("5 furl")[0] == "five furlongs"
    assert "furlongs" in grammar.words()
    assert grammar.ensure_loaded()._compiled.path != first
    manifest = json.loads((cache.entry_dir("en", tmp_path) / cache.MANIFEST_NAME).read_text())
    from tnfst.grammars.en import rules

    assert manifest["rules"] == sorted(rules.RULES)
    assert {"MEASURE", "MONEY", "MONEY_PREFIX", "TIME", "DATE", "CARDINAL", "TELEPHONE"} <= set(manifest["rules"])


@pytest.mark.slow
def test_cli_build_show_coverage(tmp_path):
    runner = CliRunner()
    cache_dir = str(tmp_path / "cache")
    _seed_with_the_compiled_grammar(cache_dir)  # "build" finds it (a compile is tested above)
    result = runner.invoke(grammar_cli, ["build", "--cache-dir", cache_dir])
    assert result.exit_code == 0, result.output
    result = runner.invoke(grammar_cli, ["show", "1/2 cc", "--limit", "2", "--cache-dir", cache_dir])
    lines = result.output.splitlines()
    assert result.exit_code == 0 and len(lines) == 2 and "half a c c" in lines
    result = runner.invoke(grammar_cli, ["show", "hello", "--cache-dir", cache_dir])
    assert result.exit_code == 1
    gold = tmp_path / "gold.tsv"
    gold.write_text(
        "PLAIN\tThe\t<self>\nMEASURE\t6ft\tsix feet\nMONEY\t£5\tfive pounds\n<eos>\t<eos>\n"
        "MEASURE\t5 zorks\tfive zorks\nMONEY\t$5\tfive euros\n<eos>\t<eos>\n", encoding="utf-8")
    out = tmp_path / "cov.json"
    result = runner.invoke(grammar_cli, ["coverage", str(gold), "--json", str(out), "--cache-dir", cache_dir])
    assert result.exit_code == 0, result.output
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["tokens"] == 4 and report["matched"] == 0.75 and report["licensed"] == 0.5
    assert report["classes"]["MEASURE"]["licensed"] == 1
    assert {(m["token"], m["why"]) for m in report["misses"]} == {
        ("5 zorks", "no match"), ("$5", "gold not licensed")}


def test_far_stores_const_fsts_that_read_back_unchanged(tmp_path):
    import pynini
    import pywrapfst

    fsts = {"B": pynini.cross("kg", "kilograms").optimize().arcsort("ilabel"),
            "A": (pynini.accep("a") | pynini.accep("ab")).optimize().arcsort("ilabel")}
    path = tmp_path / "rules.far"
    cache._write_far(path, fsts)
    stored = []
    reader = pywrapfst.FarReader.open(str(path))
    while not reader.done():
        stored.append((reader.get_key(), reader.get_fst().fst_type()))
        reader.next()
    assert stored == [("A", "const"), ("B", "const")]  # bulk-read layout (FORMAT_VERSION 5)
    back = cache._read_far(path)
    assert sorted(back) == ["A", "B"]
    for name, fst in fsts.items():
        assert back[name].fst_type() == "vector" and back[name].print() == fst.print()
        assert back[name].properties(pynini.I_LABEL_SORTED, True) == pynini.I_LABEL_SORTED


def test_an_unwritable_cache_root_uses_a_folder_of_the_process(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    private = []
    real_mkdtemp = cache.tempfile.mkdtemp
    cache.build("en")  # the run's compiled grammar (the default cache), before mkdtemp is replaced

    def seeded_private_folder(prefix="", dir=None):
        if dir is not None:  # a build's staging folder
            return real_mkdtemp(prefix=prefix, dir=dir)
        # the process's own folder, seeded so that "build" finds the run's compiled grammar
        # (a compile is tested above)
        folder = tmp_path / f"private-{len(private)}"
        folder.mkdir()
        _seed_with_the_compiled_grammar(folder)
        private.append(folder)
        return str(folder)

    monkeypatch.setattr(cache.tempfile, "mkdtemp", seeded_private_folder)
    # the unwritable root fails before any compile (a minute's work thrown away before)
    monkeypatch.setattr(cache, "compile_rules", lambda lang: pytest.fail("compiled for an unwritable root"))
    grammar = CoveringGrammar.load("en", blocker / "cache")  # mkdir under a file fails: read elsewhere
    assert grammar.readings("5 km")[0] == "five kilometers"
    assert grammar._compiled.path.is_dir() and not str(grammar._compiled.path).startswith(str(blocker))
    assert private and str(grammar._compiled.path).startswith(str(private[0]))
    assert blocker.read_text() == "not a folder"
