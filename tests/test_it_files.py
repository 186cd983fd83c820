"""File names and paths are ELECTRONIC: read like URL parts ("report_v2.pdf" -> "report underscore
v two dot p d f", "/usr/local/bin" -> "slash u s r slash local slash bin", "C:\\Users" -> "c colon
backslash users"). The grammar (`grammars/en/electronic.py`, `electronic/extension.tsv`) matches
them and licenses the readings; `tnfst.electronic_context` decides one."""

from __future__ import annotations

import pynini
import pytest

from tnfst.electronic_context import ElectronicLexicon, electronic_reading, looks_electronic
from tnfst.grammar import cache, lists
from tnfst.grammars.en import electronic, numbers, rules
from tnfst.special import plain_reading


@pytest.fixture(scope="module")
def fst() -> pynini.Fst:
    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + electronic.LISTS}
    return electronic.build(numbers.build(rules.number_lists(tables)), tables).optimize()


def readings(fst: pynini.Fst, token: str) -> pynini.Fst:
    return (pynini.accep(pynini.escape(token), token_type="utf8") @ fst).project("output")


def licensed(fst: pynini.Fst, token: str, reading: str) -> bool:
    return (readings(fst, token) @ pynini.accep(pynini.escape(reading), token_type="utf8")).start() >= 0


@pytest.fixture(scope="module")
def lexicon() -> ElectronicLexicon:
    symbols = {".": "dot", "/": "slash", ":": "colon", "-": "dash", "_": "underscore", "~": "tilde",
               "\\": "backslash"}
    zipf = {"log": 4.25, "bin": 4.0, "app": 4.75}.get
    return ElectronicLexicon(domain_words=frozenset({"com", "tar", "zip"}), country_codes=frozenset({"py", "sh"}),
                             symbols=symbols, zipf=lambda w: zipf(w, 0.0))


@pytest.mark.parametrize("token, spoken", [
    ("report_v2.pdf", "report underscore v two dot p d f"),
    ("settings.json", "settings dot json"),
    ("backup.tar.gz", "backup dot tar dot g z"),
    (".tar.gz", "dot tar dot g z"),
    ("Node.js", "node dot j s"),
    ("IMG-0042.JPG", "i m g dash o o four two dot j p g"),
    ("/usr/local/bin", "slash u s r slash local slash bin"),
    ("~/.config/app", "tilde slash dot config slash app"),
    ("C:\\Users\\Public", "c colon backslash users backslash public"),
    ("D:\\setup.log", "d colon backslash setup dot log"),
])
def test_file_names_and_paths_are_read_like_urls(fst, lexicon, token, spoken):
    assert looks_electronic(token)
    decided = plain_reading(electronic_reading(token, lexicon))
    assert decided == spoken
    assert licensed(fst, token, electronic_reading(token, lexicon))


@pytest.mark.parametrize("token", [
    "M.D", "Mr.Smith", "3.5", "v2.0", "a/b", "km/h", "/", "/mo", "and/or", "e.g.", "U.S.", "report.JS",
    "x.pdfs", "C:", "C:/", "~", "12:30", "pdf",
])
def test_other_dotted_or_slashed_tokens_are_no_file_names(fst, token):
    assert readings(fst, token).start() < 0


def test_the_extension_list_is_read(fst):
    folder = cache.grammar_dir("en")
    spec = next(s for s in electronic.LISTS if s.path == "electronic/extension.tsv")
    extensions = list(lists.read_table(folder / spec.path, spec).column(0))
    assert {"pdf", "json", "gz", "tar", "js", "yaml", "docx"} <= set(extensions)
    for ext in extensions:
        assert readings(fst, f"notes.{ext}").start() >= 0, ext
