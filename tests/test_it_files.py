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
    zipf = {"log": 4.25, "bin": 4.0, "app": 4.75, "no": 6.25}.get
    return ElectronicLexicon(domain_words=frozenset({"com", "tar", "zip", "dev"}), country_codes=frozenset({"py", "sh"}),
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


# --- command-line options ------------------------------------------------------------------


def _option(lexicon, sentence: str, token: str) -> str | None:
    from tnfst.electronic_context import option_reading

    tokens = sentence.split()
    reading = option_reading(tokens, tokens.index(token), lexicon)
    return None if reading is None else plain_reading(reading)


@pytest.mark.parametrize("sentence, token, spoken", [
    ("run rm -rf on it", "-rf", "dash r f"),
    ("git checkout -b feature", "-b", "dash b"),
    ("run it with -v to see more", "-v", "dash v"),
    ("tar -x -f archive", "-f", "dash f"),
    ("the -b flag", "-b", "dash b"),
    ("compile with -O2 for speed", "-O2", "dash o two"),
    ("run with --verbose now", "--verbose", "dash dash verbose"),
    ("npm install --save-dev eslint", "--save-dev", "dash dash save dash dev"),
    ("use --no-cache", "--no-cache", "dash dash no dash cache"),
    ("pass --http2 here", "--http2", "dash dash h t t p two"),
])
def test_command_line_options_are_read_with_dash(lexicon, sentence, token, spoken):
    assert _option(lexicon, sentence, token) == spoken


@pytest.mark.parametrize("sentence, token", [
    ("x = -b + c", "-b"),
    ("a -b", "-b"),
    ("the suffix -ing", "-ing"),
    ("( -b )", "-b"),
    ("so -b = 4", "-b"),
    ("-5 degrees", "-5"),
    ("he said -- no", "--"),
])
def test_a_minus_sign_or_a_word_part_is_no_option(lexicon, sentence, token):
    assert _option(lexicon, sentence, token) is None


def test_the_tokenizer_keeps_a_long_option_whole():
    from tnfst.tokenize import tokenize

    assert [s.text for s in tokenize("Run it with --verbose, then --dry-run.")] == [
        "Run", "it", "with", "--verbose", ",", "then", "--dry-run", "."]
    assert [s.text for s in tokenize("he said--and left")] == ["he", "said", "--", "and", "left"]
    assert [s.text for s in tokenize("ok --And then")] == ["ok", "--", "And", "then"]
    assert [s.text for s in tokenize("wait --5 or -- no")][1:3] == ["--", "5"]


def test_the_option_rule_licenses_the_decided_readings(lexicon):
    from tnfst.electronic_context import option_reading

    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + electronic.LISTS}
    rule = electronic.build_cli_option(None, tables)
    for sentence, token in [("run rm -rf now", "-rf"), ("use --save-dev now", "--save-dev"),
                            ("compile with -O2 now", "-O2"), ("pass --http2 now", "--http2")]:
        tokens = sentence.split()
        assert licensed(rule, token, option_reading(tokens, tokens.index(token), lexicon))
    for token in ("-", "--", "-5", "---x", "--Verbose", "-abcde", "--x-", "b"):
        assert readings(rule, token).start() < 0, token


@pytest.mark.parametrize("token, spoken", [
    ("00:1A:2B:3C:4D:5E", "o o colon one a colon two b colon three c colon four d colon five e"),
    ("a4-be-0c-ff-10-9d", "a four dash b e dash o c dash f f dash one o dash nine d"),
])
def test_mac_addresses_are_spelled(fst, lexicon, token, spoken):
    assert looks_electronic(token)
    reading = electronic_reading(token, lexicon)
    assert plain_reading(reading) == spoken
    assert licensed(fst, token, reading)


@pytest.mark.parametrize("token", ["12:30:45", "00:1A:2B:3C:4D", "00:1A-2B:3C:4D:5E", "0G:1A:2B:3C:4D:5E"])
def test_other_colon_groups_are_no_mac_address(fst, token):
    assert readings(fst, token).start() < 0


@pytest.mark.parametrize("sentence, token, spoken", [
    ("never run rm -rf here", "rm", "r m"),
    ("type ls -la to list", "ls", "l s"),
    ("the rm command", "rm", None),  # no option after it
    ("then run -b here", "run", None),  # a word with a vowel
    ("x = y -b", "y", None),  # "-b" is no option there
])
def test_a_vowelless_command_before_an_option_is_spelled(lexicon, sentence, token, spoken):
    from tnfst.electronic_context import command_reading

    tokens = sentence.split()
    reading = command_reading(tokens, tokens.index(token), lexicon)
    assert (None if reading is None else plain_reading(reading)) == spoken


@pytest.mark.parametrize("sentence, token, spoken", [
    ("runs on 10.0.0.5 now", "10.0.0.5", "ten dot zero dot zero dot five"),
    ("the gateway is 192.168.1.254 .", "192.168.1.254", "one nine two dot one six eight dot one dot two five four"),
    ("ping 8.8.8.200 now", "8.8.8.200", "eight dot eight dot eight dot two o o"),
    ("at 172.16.0.12 today", "172.16.0.12", "one seven two dot sixteen dot zero dot twelve"),
])
def test_a_bare_ip_address_is_said_by_octets(fst, sentence, token, spoken):
    from tnfst.electronic_context import ip_reading

    tokens = sentence.split()
    reading = ip_reading(tokens, tokens.index(token))
    assert reading == spoken
    assert licensed(fst, token, reading)


@pytest.mark.parametrize("sentence, token", [
    ("see 1.2.3.4 below", "1.2.3.4"),  # a section number
    ("update to version 10.0.0.5 now", "10.0.0.5"),
    ("section 10.1.2.3 says", "10.1.2.3"),
    ("the value 300.1.1.1", "300.1.1.1"),
    ("open 10.0.0.5:8080", "10.0.0.5:8080"),  # a port: electronic_reading's
])
def test_other_dotted_numbers_are_no_bare_ip_address(sentence, token):
    from tnfst.electronic_context import ip_reading

    tokens = sentence.split()
    assert ip_reading(tokens, tokens.index(token)) is None


@pytest.mark.parametrize("token, spoken", [
    ("localhost:3000", "localhost colon three thousand"),
    ("127.0.0.1:8000", "one two seven dot o dot o dot one colon eight thousand"),
    ("localhost:4200", "localhost colon four thousand two hundred"),
])
def test_a_round_port_is_said_as_a_number(fst, lexicon, token, spoken):
    reading = electronic_reading(token, lexicon)
    assert plain_reading(reading) == spoken
    assert licensed(fst, token, reading)


@pytest.mark.parametrize("token, spoken", [
    ("localhost:8080", "localhost colon eight o eight o"),  # not round: Google's digits
    ("localhost:3000/api", "localhost colon three o o o slash a p i"),
])
def test_other_ports_keep_their_digits(lexicon, token, spoken):
    assert plain_reading(electronic_reading(token, lexicon)) == spoken


@pytest.mark.parametrize("token, spoken", [
    ("youtu.be/abc123", "youtu dot b e slash a b c one two three"),
    ("example.com/a1/dog", "example dot com slash a one slash dog"),
    ("example.com/web2", "example dot com slash web two"),  # a listed word stays whole
])
def test_short_letter_runs_of_a_code_in_a_path_are_spelled(token, spoken):
    symbols = {".": "dot", "/": "slash"}
    zipf = {"abc": 4.5, "dog": 5.0, "be": 7.0}.get
    lexicon = ElectronicLexicon(domain_words=frozenset({"com", "web"}), country_codes=frozenset({"be"}),
                                symbols=symbols, zipf=lambda w: zipf(w, 0.0))
    assert plain_reading(electronic_reading(token, lexicon)) == spoken


@pytest.mark.parametrize("token", ["10-10-10", "20-20-20", "12-34-56-78", "10:10:10", "00:1A:2B:3C:4D:5E:6F"])
def test_number_series_do_not_look_like_mac_addresses(token):
    assert not looks_electronic(token)
