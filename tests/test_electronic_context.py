"""Decided `_letter` readings of URLs (`tnfst.electronic_context`): which runs are spelled.

The fixture lexicon is written here (a few words and frequencies), so the rules are tested
apart from the shipped lists; the last tests check that the ELECTRONIC grammar licenses the
decided readings and that `ContextReadings` gives them."""

from __future__ import annotations

import pynini
import pytest

from tnfst.electronic_context import ElectronicLexicon, case_pieces, electronic_reading, looks_electronic, run_words

SYMBOLS = {".": "dot", "/": "slash", ":": "colon", "-": "dash", "_": "underscore", "@": "at", "%": "percent",
           ";": "semicolon", "?": "question mark"}
ZIPF = {"or": 6.5, "do": 6.25, "no": 6.25, "co": 5.0, "at": 6.5, "usa": 4.75, "bbc": 4.5, "edu": 2.75, "msu": 3.0,
        "ro": 3.5, "geo": 3.5}


@pytest.fixture()
def lexicon() -> ElectronicLexicon:
    return ElectronicLexicon(domain_words=frozenset({"com", "org", "net", "web", "geo", "gov"}),
                             country_codes=frozenset({"hk", "nz", "at", "ro", "co", "uk", "do", "id"}),
                             symbols=SYMBOLS, zipf=lambda w: ZIPF.get(w, 0.0))


def lettered(spoken: str) -> str:
    """The `_letter` form of a reading written with "|" between words and "." for "dot"
    ("h|t|t|p colon" style kept simple): "ab|c . com" -> "a_letter b_letter _letter c_letter dot c_letter ..."."""
    parts = []
    for part in spoken.split(" . "):
        words = [" ".join(f"{c}_letter" if c != " " else "_letter" for c in w) for w in part.split("|")]
        parts.append(" _letter ".join(words))
    return " dot ".join(parts)


@pytest.mark.parametrize("token, spoken", [
    # the google-tsv-sample style: runs whole, vowelless and unlisted short runs spelled
    ("animalsvoice.com", "animalsvoice . com"),
    ("//web2.geo", "slash|slash|web|two . geo"),
    ("msu.edu/geogmich/eskers.htmlGray", "m|s|u . e|d|u|slash|geogmich|slash|eskers . htmlgray"),
    ("http://franciscancentertampa.org/", "h|t|t|p|colon|slash|slash|franciscancentertampa . org|slash"),
    ("www.example.com/NewsDetail/index", "w|w|w . example . com|slash|newsdetail|slash|index"),
    # the scheme is spelled whole, with a word glued before it
    ("https://a.co.nz", "h|t|t|p|s|colon|slash|slash|a . co . n|z"),
    ("pagehttp://x.org", "p|a|g|e|h|t|t|p|colon|slash|slash|x . org"),
    # short words read whole, a host's last country code spelled, capitals spelled
    ("Stuff.co.nz", "stuff . co . n|z"),
    ("literature.at", "literature . a|t"),
    ("Shop.or.id/no-do", "shop . or . i|d|slash|no|dash|do"),
    ("Yahoo.ro", "yahoo . r|o"),
    ("BBC.co.uk", "b|b|c . co . u|k"),
    ("USA.gov", "u|s|a . gov"),
    # capitals before a capitalised word
    ("CNNMoney.com", "c|n|n|money . com"),
    ("GCatholic.org", "g|catholic . org"),
    # digits one by one, symbols by name, e-mail, leading dot, a domain glued to a word
    ("x@mail.example.com", "x|at|mail . example . com"),
    ("a.org/KNCHR%20page;", "a . org|slash|k|n|c|h|r|percent|two|o|page|semicolon"),
    (".com", " . com"),
    ("example.comHistory", "example . comhistory"),
    # "localhost" or an IPv4 address with a port or a path
    ("localhost:3000/api", "localhost|colon|three|o|o|o|slash|a|p|i"),
    ("127.0.0.1:8080", "one|two|seven . o . o . one|colon|eight|o|eight|o"),
])
def test_decided_readings(lexicon, token, spoken):
    expected = lettered(spoken).strip()
    assert electronic_reading(token, lexicon) == expected


def test_case_pieces():
    assert case_pieces("CNNMoney") == [("CNN", True), ("Money", False)]
    assert case_pieces("GCatholic") == [("G", True), ("Catholic", False)]
    assert case_pieces("NewsDetail") == [("NewsDetail", False)]  # lower -> capital: one run
    assert case_pieces("USATODAY") == [("USATODAY", False)]
    assert case_pieces("fooBARBaz") == [("fooBAR", False), ("Baz", False)]


def test_run_words(lexicon):
    assert run_words("http", lexicon) == list("http")
    assert run_words("edu", lexicon) == list("edu")
    assert run_words("co", lexicon) == ["co"]
    assert run_words("co", lexicon, country_code=True) == list("co")
    assert run_words("Data", lexicon, scheme=True) == list("data")
    assert run_words("hkdailynews", lexicon) == ["hkdailynews"]  # no lexicon cut (see the module docstring)


@pytest.mark.parametrize("token", ["", "3.5", "U.S.", "e.g.", "#Selfie", "@nasa", "hello", "a..b.com", "x.cöm",
                                   "Mr.Smith", "192.168.1.1"])
def test_no_decision(lexicon, token):
    reading = electronic_reading(token, lexicon)
    # "Mr.Smith" and the IP address may get a reading: the grammar, which does not match them,
    # never licenses it; the others never get one
    assert reading is None or token in ("Mr.Smith", "192.168.1.1")


def test_no_lexicon_no_decision():
    assert electronic_reading("example.com", None) is None
    assert not looks_electronic("#tag") and looks_electronic("example.com")
    assert looks_electronic("localhost:3000") and looks_electronic("10.0.0.2/x")
    assert not looks_electronic("localhost") and not looks_electronic("1.2.3.4")  # a section number?


@pytest.fixture(scope="module")
def grammar_fst():
    from tnfst.grammar import cache, lists
    from tnfst.grammars.en import electronic, numbers, rules

    folder = cache.grammar_dir("en")
    tables = {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + electronic.LISTS}
    return electronic.build(numbers.build(rules.number_lists(tables)), tables).optimize()


@pytest.fixture(scope="module")
def shipped():
    from tnfst.context import ContextReadings

    return ContextReadings.load("en")


@pytest.mark.parametrize("token", ["http://www.bluelake.com.hk/NewsDetail/index/77006Chang,S", "CNNMoney.com",
                                   "GCatholic.org", "Stuff.co.nz", "pagehttp://x.org/a_b.pdf", "example.comHistory",
                                   "msu.edu/geogmich/eskers.htmlGray", "Shop.or.id",
                                   "http://en.wikipedia.org/wiki/Mercury_(planet)", "http://x.org/a.html#top",
                                   "http://x.org/it's[1]|a^b", "Mary.O'Neil@law.com", "localhost:3000/api", "127.0.0.1:8080"])
def test_the_grammar_licenses_the_decided_reading(grammar_fst, shipped, token):
    reading = electronic_reading(token, shipped.electronic_lexicon())
    assert reading
    found = (pynini.accep(pynini.escape(token), token_type="utf8") @ grammar_fst).project("output")
    assert (found @ pynini.accep(pynini.escape(reading), token_type="utf8")).start() >= 0


def test_url_symbols(shipped):
    """Brackets, the apostrophe, "|" and "^" are read (the URL was left as written); "#" in a URL
    is "hash", not "hashtag"."""
    lexicon = shipped.electronic_lexicon()
    assert lexicon.symbols["#"] == "hash"
    reading = electronic_reading("http://x.org/Mercury_(planet)#top", lexicon)
    assert reading.endswith(lettered("mercury|underscore|left parenthesis|planet|right parenthesis|hash|top"))
    assert electronic_reading("x.org/it's[1]|a^b", lexicon) == lettered(
        "x . org|slash|it|apostrophe|s|left bracket|one|right bracket|vertical bar|a|caret|b")


def test_context_readings_decide_urls(shipped):
    decided = shipped.decide(["See", "GCatholic.org", "and", "3.5", "."])
    assert decided.get(1) == lettered("g|catholic . org")
    assert 3 not in decided


def test_the_url_lists_load_on_the_first_url():
    from tnfst.context import ContextReadings
    from tnfst.electronic_context import ElectronicLexicon

    context = ContextReadings.load("en")
    context.decide(["He", "weighs", "150lb", "."])
    assert callable(context.electronic)  # not loaded: no token looked like a URL (a faster cold start)
    context.decide(["See", "www.example.com", "."])
    assert isinstance(context.electronic, ElectronicLexicon)
