"""The ELECTRONIC class grammar: URLs, e-mail addresses and hashtags in the `_letter` and plain forms."""

from __future__ import annotations

import re

import pynini
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.grammar import cache, lists
from tnfst.grammar.lattice import inventory
from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en import electronic, numbers, rules

DIGITS = "o one two three four five six seven eight nine".split()


@pytest.fixture(scope="module")
def tables() -> dict:
    folder = cache.grammar_dir("en")
    return {s.path: lists.read_table(folder / s.path, s) for s in rules.CORE_LISTS + electronic.LISTS}


@pytest.fixture(scope="module")
def fst(tables) -> pynini.Fst:
    return electronic.build(numbers.build(rules.number_lists(tables)), tables).optimize()


@pytest.fixture(scope="module")
def symbols(tables) -> dict:
    return electronic.symbol_table(tables["electronic/symbol.tsv"])


def lattice(fst: pynini.Fst, token: str) -> pynini.Fst:
    return pynini.accep(pynini.escape(token), token_type="utf8") @ fst


def best(fst: pynini.Fst, token: str, n: int = 1) -> list[str]:
    """The `n` best readings, best first ([] when the rule does not match)."""
    found = lattice(fst, token)
    if found.start() < 0:
        return []
    found = found.project("output").rmepsilon()
    shortest = pynini.shortestpath(found, nshortest=n, unique=True)
    paths = shortest.paths(input_token_type="utf8", output_token_type="utf8")
    return [reading for _, reading in sorted((float(w), r) for _, r, w in paths.items())]


def licensed(fst: pynini.Fst, token: str, reading: str) -> bool:
    found = lattice(fst, token).project("output")
    return (found @ pynini.accep(pynini.escape(reading), token_type="utf8")).start() >= 0


def lettered(plain: str) -> str:
    """The `_letter` form of a plain reading, written independently of the grammar."""
    lead = "dot " if plain.startswith("dot ") else ""
    parts = []
    for segment in plain[len(lead):].split(" dot "):
        parts.append(" ".join("_letter" if c == " " else c + "_letter" for c in segment))
    return lead + " dot ".join(parts)


@pytest.mark.parametrize("token, spoken, plain", [
    # spoken: the words Kestrel would say, whose `_letter` form is the best reading;
    # plain: a licensed reading in ordinary words (listed words whole, other runs spelled)
    ("bluelake.com", "bluelake dot com", "b l u e l a k e dot com"),
    ("http://example.org/", "h t t p colon slash slash example dot org slash",
     "h t t p colon slash slash example dot org slash"),
    ("www.example.com", "w w w dot example dot com", "w w w dot example dot com"),
    ("abc.edu/maps/lakes.html", "a b c dot e d u slash maps slash lakes dot h t m l",
     "a b c dot e d u slash maps slash l a k e s dot h t m l"),
    ("//news4.web", "slash slash news four dot web", "slash slash news four dot web"),
    ("info@example.org", "info at example dot org", "info at example dot org"),
    ("Jane_Dover@mail.co.uk", "jane underscore dover at mail dot c o dot u k",
     "j a n e underscore d o v e r at mail dot c o dot u k"),
    ("example.com/a-b?id=207", "example dot com slash a dash b question mark i d equals two o seven",
     "example dot com slash a dash b question mark i d equals two o seven"),
    ("#blessed", "hashtag blessed", "hashtag b l e s s e d"),
    ("#100DaysOfCode", "hashtag one o o daysofcode", "hashtag one o o d a y s o f c o d e"),
    ("192.168.1.1", "one nine two dot one six eight dot one dot one", "one nine two dot one six eight dot one dot one"),
    ("@bluelake_news", "at bluelake underscore news", "at b l u e l a k e underscore news"),
    ("127.0.0.1:8080", "one two seven dot o dot o dot one colon eight o eight o",
     "one two seven dot o dot o dot one colon eight o eight o"),
    ("localhost:3000/api", "localhost colon three o o o slash a p i", "localhost colon three o o o slash a p i"),
    ("10.0.0.2/admin", "one o dot o dot o dot two slash admin", "one o dot o dot o dot two slash a d m i n"),
    (".com", "dot com", "dot com"),
    ("HTTPS://WWW.EXAMPLE.COM", "h t t p s colon slash slash w w w dot example dot com",
     "h t t p s colon slash slash w w w dot example dot com"),
])
def test_best_reading_is_the_letter_form_and_the_plain_form_is_licensed(fst, token, spoken, plain):
    assert best(fst, token) == [lettered(spoken)]
    assert licensed(fst, token, plain)


def test_letter_form_matches_the_gold_style():
    assert lettered("h t t p colon slash slash ab dot org") == (
        "h_letter _letter t_letter _letter t_letter _letter p_letter _letter c_letter o_letter l_letter "
        "o_letter n_letter _letter s_letter l_letter a_letter s_letter h_letter _letter s_letter l_letter "
        "a_letter s_letter h_letter _letter a_letter b_letter dot o_letter r_letter g_letter")
    assert electronic.letterize("at sign") == "a_letter t_letter _letter s_letter i_letter g_letter n_letter"


def test_runs_may_be_split_into_words_and_letters(fst):
    assert licensed(fst, "hkcitynews.com", lettered("h k citynews dot com"))
    assert licensed(fst, "hkcitynews.com", lettered("hkcity news dot com"))
    assert licensed(fst, "hkcitynews.com", "h k city news dot com")
    assert not licensed(fst, "hkcitynews.com", "h k citynews dot com")  # "citynews" is not a listed word
    assert not licensed(fst, "hkcitynews.com", lettered("h k citynews dot org"))
    assert not licensed(fst, "hkcitynews.com", lettered("h k citynews com"))


@pytest.mark.parametrize("token", [
    "3.5", "U.S.", "e.g.", "a.m.", "Ph.D.", "hello", "Mr.Smith", "1.2.3", "#1", "www",
    "", "example.com.", "exa mple.com", "bluelake.cöm", "émile.com", "@", "a@b", "::", "@1", "#_1", "192.168.1", "1.2.3.4.5",
    "localhost", "localhost:", "1.2.3.4:", "12:30",
])
def test_not_electronic(fst, token):
    assert best(fst, token) == []


def test_symbol_list_is_read_by_names(symbols, tmp_path):
    assert symbols["."] == ("dot",)
    assert symbols["/"] == ("slash",)
    assert symbols["#"][0] == "hashtag"
    path = tmp_path / "symbol.tsv"
    path.write_text("# test\nNO SUCH CHARACTER NAME\tdot\n", encoding="utf-8")
    spec = ListSpec("electronic/symbol.tsv", 2, (1,))
    with pytest.raises(ValueError, match="not a Unicode character name"):
        electronic.symbol_table(lists.read_table(path, spec))
    path.write_text("# test\nLATIN SMALL LETTER A\ta\n", encoding="utf-8")
    with pytest.raises(ValueError, match="not a symbol"):
        electronic.symbol_table(lists.read_table(path, spec))
    assert isinstance(lists.read_table(path, spec), Table)


def plain_of(reading: str) -> str:
    """A `_letter` reading turned back into the plain form (plain readings pass unchanged)."""
    if "_letter" not in reading:
        return reading
    words = []
    for word in reading.split(" "):
        words.append(" " if word == "_letter" else " dot " if word == "dot" else word[0])
    return re.sub(" +", " ", "".join(words)).strip()


def reads_every_character(token: str, reading: str, symbols: dict) -> bool:
    """True when the plain form of `reading`, spaces removed, reads the token's characters in
    order: letters as themselves (lower case), digits one by one, symbols by a listed name."""
    pattern = []
    for c in token:
        if c.isalpha():
            pattern.append(re.escape(c.lower()))
        elif c.isdigit():
            pattern.append(DIGITS[int(c)])
        else:
            pattern.append("(?:" + "|".join(re.escape(v.replace(" ", "")) for v in symbols[c]) + ")")
    return re.fullmatch("".join(pattern), plain_of(reading).replace(" ", "")) is not None


LABEL = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", min_size=1, max_size=8)
PATH = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-_~", min_size=1, max_size=6)


@st.composite
def urls(draw) -> str:
    host = ".".join(draw(st.lists(LABEL, min_size=1, max_size=3)))
    tld = draw(st.sampled_from(["com", "org", "edu", "uk", "de", "io"]))
    kind = draw(st.sampled_from(["url", "www", "mail", "bare"]))
    if kind == "mail":
        return f"{draw(LABEL)}@{host}.{tld}"
    paths = "".join("/" + p for p in draw(st.lists(PATH, max_size=3)))
    prefix = {"url": draw(st.sampled_from(["http://", "https://", "ftp://"])), "www": "www.", "bare": ""}[kind]
    return f"{prefix}{host}.{tld}{paths}"


@settings(max_examples=60, deadline=None)
@given(urls())
def test_urls_and_e_mails_read_every_character(fst, symbols, token):
    found = best(fst, token, n=8)
    assert found, token
    assert "_letter" in found[0]
    for reading in found:
        assert reads_every_character(token, reading, symbols), (token, reading)


def test_vocabulary_is_finite_and_small(fst):
    words = inventory(fst)  # the grammar cache lists every word of every reading rule
    assert "a_letter" in words and "_letter" in words and "dot" in words and "example" in words
    assert len(words) < 500
    assert all(len(word) <= 12 for word in words)


@pytest.mark.parametrize("reading, plain", [
    ("h_letter _letter t_letter _letter t_letter _letter p_letter _letter c_letter o_letter l_letter o_letter "
     "n_letter dot c_letter o_letter m_letter", "h t t p colon dot com"),
    ("v_letter o_letter t_letter e_letter _letter e_letter a_letter r_letter l_letter y_letter", "vote early"),
    ("w w w dot example dot com", "w w w dot example dot com"),
    ("", ""),
])
def test_plain_reading_of_the_letter_form(reading, plain):
    assert special.plain_reading(reading) == plain


@settings(max_examples=40, deadline=None)
@given(urls())
def test_plain_reading_of_the_best_reading_is_licensed_too_when_its_words_are_listed(fst, token):
    plain = special.plain_reading(best(fst, token)[0])
    assert reads_every_character(token, plain, electronic.symbol_table(
        lists.read_table(cache.grammar_dir("en") / "electronic/symbol.tsv", electronic.LISTS[0])))


def test_a_semicolon_in_a_url_is_read_by_its_name(fst):
    reading = best(fst, "http://example.org/a;b")[0]
    assert special.plain_reading(reading).endswith("slash a semicolon b")


def test_urls_longer_than_the_token_limit_of_other_classes_still_match():
    """A page address runs past the covering grammar's MAX_TOKEN_CHARS (80); the ELECTRONIC rule
    takes tokens up to `rules.LONG_TOKEN_RULES`, every other rule still refuses them."""
    from tnfst.grammar.covering import MAX_TOKEN_CHARS, CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    url = "https://web.example.org/20130716/archive/" + "section/" * 8 + "page%20two.html"
    assert MAX_TOKEN_CHARS < len(url) <= rules.LONG_TOKEN_RULES["ELECTRONIC"]
    assert grammar.semiotic_class(url) == "ELECTRONIC" and grammar.reads_alone(url)
    words = special.plain_reading(grammar.readings(url, limit=1)[0]).split()
    assert words[:5] == ["h", "t", "t", "p", "s"] and words[-5:] == ["dot", "h", "t", "m", "l"]
    assert "percent" in words and words.count("section") == 8
    too_long = "https://web.example.org/" + "x" * rules.LONG_TOKEN_RULES["ELECTRONIC"]
    assert grammar.lattice(too_long) is None
    assert grammar.lattice("1" * (MAX_TOKEN_CHARS + 1)) is None  # no other rule takes long tokens


def test_hashtag_years_are_said_as_years():
    from tnfst.grammar.covering import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert grammar.rule_readings("HASHTAG", "#SummerSale2024", limit=1) == ["hashtag summer sale twenty twenty four"]
    assert grammar.rule_readings("HASHTAG", "#Top500", limit=1) == ["hashtag top five hundred"]


def test_hashtag_underscores_break_words():
    from tnfst.grammar.covering import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    assert grammar.rule_readings("HASHTAG", "#throwback_thursday", limit=1) == ["hashtag throwback thursday"]
    assert grammar.rule_readings("HASHTAG", "#Covid_19", limit=1) == ["hashtag covid nineteen"]


@pytest.mark.parametrize("token, matches", [
    ("example.comHistory", True),    # a domain glued to the next word by the tokenizer
    ("bluelake.orgBradley", True),
    ("example.COMHistory", False),   # no case change after the top-level domain
    ("example.comhistory", False),   # lowercase: the end of the domain is unknown
    ("U.S.Army", False), ("et.Al", False), ("Mr.Smith", False),
])
def test_domain_glued_to_a_capitalised_word(fst, token, matches):
    assert bool(best(fst, token)) == matches
