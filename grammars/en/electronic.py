"""ELECTRONIC: URLs, e-mail addresses and hashtags, every character read.

Two forms are licensed:

* the `_letter` form of Google's gold. Kestrel first reads the token as words
  ("http://bluelake.org/" -> "h t t p colon slash slash bluelake dot org
  slash"), then writes every character of each
  dot-separated part as "<c>_letter", a space as "_letter", and keeps "dot" as a
  word: "http://bluelake.org/" -> "h_letter _letter t_letter _letter t_letter
  _letter p_letter _letter c_letter o_letter l_letter o_letter n_letter _letter
  s_letter ... dot o_letter r_letter g_letter _letter s_letter l_letter a_letter
  s_letter h_letter" (the style of google-tsv-sample's ELECTRONIC tokens; the
  gold's double spaces fold to one). Digits are read one
  by one ("77006" -> "seven seven o o six"), upper case is read lower case.
* the plain form, for speech: "www.example.com" -> "w w w dot example dot com".

In the `_letter` form a run of letters is read as one word ("bluelake", "com"),
spelled ("w w w", "e d u", "h k") or split anywhere into words and letters ("h k
citynews"): all are licensed, ranked by a rule that fits Google's data: a run
without a vowel (aeiouy) or of at most three letters that `word.tsv` lacks is
spelled first, any other run is read whole first; other splits rank by how far
they are from it. In the plain form a run is read as words of `word.tsv` and
spelled letters ("examplelake" -> "example l a k e"), fewest pieces first: its
vocabulary stays finite (the compiled grammar lists every word a rule can say). The `_letter` form
ranks before the plain form (`PLAIN_COST`).

A token matches only if it is made of ASCII letters, digits and the symbols of
`symbol.tsv`, and it starts with a scheme ("http://", "ftp://"), "www." or "//",
or holds an "@" between two characters with a "." after it (e-mail), or a
dot-separated part that is a top-level domain of `tld.tsv` ("example.com",
"abc.edu/x", or glued to a capitalised word by the tokenizer: "example.comHistory"),
or it is a hashtag ("#" then letters, digits and "_", one letter at least: "#blessed" -> "hashtag blessed"), a handle ("@nasa" -> "at nasa") or an IPv4
address ("192.168.1.1" -> "one nine two dot one six eight dot one dot one"), or an IPv4
address or "localhost" with a port or a path ("localhost:3000" -> "localhost colon three o o o"),
or a file name whose last extension is one of `extension.tsv` ("report_v2.pdf", "index.html",
"Node.js", ".tar.gz" -> "dot tar dot g z"), or a path: absolute with two names at least
("/usr/local/bin"), from the home folder ("~/.config") or a Windows drive ("C:\\Users\\Public" ->
"c colon backslash users backslash public"), or a MAC address ("00:1A:2B:3C:4D:5E").
Decimals ("3.5"), abbreviations ("U.S.", "e.g.") and words glued by a period ("Mr.Smith")
do not match.

Known limitations: readings of runs are not segmented with a lexicon (every split
is licensed instead, and the ranking rule only picks whole word vs spelled); digits
are never read as numbers ("web2" -> "web two", never "rtx six thousand"); no
non-ASCII letters; tokens longer than `rules.LONG_TOKEN_RULES["ELECTRONIC"]`
never reach the rule.
"""

from __future__ import annotations

import string
import unicodedata
from collections.abc import Mapping

import pynini

from tnfst import special
from tnfst.grammar.lists import ListSpec, Table
from tnfst.grammars.en.fst import acc, chars, cross, delete, insert, union, weighted
from tnfst.grammars.en.numbers import Numbers

LISTS = (
    ListSpec("electronic/symbol.tsv", 2, (1,)),
    ListSpec("electronic/tld.tsv", 1, ()),
    ListSpec("electronic/word.tsv", 1, ()),
    ListSpec("electronic/extension.tsv", 1, ()),
)

#: Cost of the plain form against the `_letter` form of Google's gold.
PLAIN_COST = 1.0
#: Cost of a symbol's later names ("hyphen" for "-") against its first ("dash").
VARIANT_COST = 0.5
#: Cost of each word or spelled letter of a run in the plain form (fewer, longer words first).
PIECE_COST = 0.1
#: Cost of each letter joined to the previous one in a run that is spelled first, and
#: of each new word in a run that is read whole first.
JOIN_COST = 0.5
#: The word of the suffix Google's gold adds to every character ("a_letter"); speech output
#: writes such readings as plain words with `tnfst.special.plain_reading`.
LETTER_SUFFIX = special.LETTER_SUFFIX
LETTERS = string.ascii_letters
VOWELS = "aeiouyAEIOUY"
#: Extensions of `extension.tsv` at least this long also match in capitals ("IMG_0042.JPG"; a
#: two-letter one only in lower case: "M.D." is no file name).
EXTENSION_UPPER_LENGTH = 3
DIGIT_WORDS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def letterize(words: str) -> str:
    """The `_letter` form of a spoken string: "at sign" -> "a_letter t_letter _letter s_letter ..."."""
    return " ".join(f"{c}{LETTER_SUFFIX}" if c != " " else LETTER_SUFFIX for c in words)


class _Form:
    """How one form writes letters, words and the boundary between two words."""

    def __init__(self, lettered: bool):
        self.lettered = lettered
        self.boundary = " " + LETTER_SUFFIX + " " if lettered else " "
        self.inside = " " if lettered else ""

    def spoken(self, words: str) -> str:
        return letterize(words) if self.lettered else words

    def letter(self) -> pynini.Fst:
        """One letter, any case -> its lower-case letter in this form."""
        return union([cross(c, self.spoken(c.lower())) for c in LETTERS]).optimize()


def _case_variants(word: str) -> list[str]:
    return list(dict.fromkeys([word.lower(), word.upper(), word.capitalize()]))


def _runs(form: _Form, words: list[str]) -> pynini.Fst:
    """A maximal run of letters -> its readings, ranked (see the module docstring)."""
    letter = form.letter()
    if not form.lettered:
        # plain form: listed words and spelled letters (a finite vocabulary)
        listed = union([cross(v, w) for w in words for v in _case_variants(w)])
        piece = weighted(union([listed, letter]), PIECE_COST)
        return (piece + pynini.closure(insert(" ") + piece)).optimize()
    # _letter form: between two letters a reading either goes on inside the word or starts
    # a new word (spelled letters are one-letter words). A run that `spell_first` accepts
    # pays JOIN_COST for every join inside a word, any other run for every new word. Each
    # reading has one path (the two run languages are disjoint): a small lattice, quick
    # to determinize.
    consonants = "".join(c for c in LETTERS if c not in VOWELS)
    short = [w for w in words if len(w) <= 3]
    listed = union([acc(v) for w in short for v in _case_variants(w)])
    spell_first = pynini.difference(
        union([pynini.closure(chars(consonants), 1), pynini.closure(chars(LETTERS), 1, 3)]).optimize(),
        listed.optimize(),
    ).optimize()
    whole_first = pynini.difference(pynini.closure(chars(LETTERS), 1).optimize(), spell_first).optimize()
    inside, boundary = insert(form.inside), insert(form.boundary)
    spelled = letter + pynini.closure(union([weighted(inside, JOIN_COST), boundary]) + letter)
    whole = letter + pynini.closure(union([inside, weighted(boundary, JOIN_COST)]) + letter)
    return union([spell_first @ spelled, whole_first @ whole]).optimize()


def _form(form: _Form, symbols: Mapping[str, tuple[str, ...]], words: list[str]) -> pynini.Fst:
    """Token (already known to be ELECTRONIC) -> its readings in one form."""
    run = _runs(form, words)
    others = [cross(str(d), form.spoken(DIGIT_WORDS[d])) for d in range(10)]
    others += [weighted(cross(c, form.spoken(spoken)), VARIANT_COST if rank else 0.0)
               for c, variants in symbols.items() if c != "." for rank, spoken in enumerate(variants)]
    other = union(others).optimize()
    join = insert(form.boundary)
    # a dot-separated part: letter runs and single other characters, no two runs side by side
    start = union([run, other + pynini.closure(join + run, 0, 1)])
    tail = pynini.closure(join + other + pynini.closure(join + run, 0, 1))
    part = (start + tail).optimize()
    dot = symbols["."][0]
    lead = pynini.closure(cross(".", dot + " "), 0, 1)  # ".com"
    return (lead + part + pynini.closure(cross(".", f" {dot} ") + part)).optimize()


def _matching(alphabet: str, tlds: list[str], extensions: list[str] = ()) -> pynini.Fst:
    """The tokens the rule reads: see the module docstring."""
    sigma = pynini.closure(chars(alphabet)).optimize()
    word_char = chars(LETTERS + "0123456789")
    scheme = pynini.closure(chars(LETTERS), 1) + acc("://") + sigma
    www = union([acc(v) for v in ("www.", "WWW.", "Www.")]) + sigma
    slashes = acc("//") + chars(LETTERS) + sigma
    email = sigma + word_char + acc("@") + word_char + sigma + acc(".") + sigma
    tld = union([acc(v) for t in tlds for v in (t.lower(), t.upper())])
    after_tld = union([acc(""), chars("/:?#.") + sigma])
    # a domain glued to the next word by the tokenizer ("example.comHistory"): a lowercase
    # top-level domain, then a capitalised word (the case change is where the URL ends)
    glued_word = chars(string.ascii_uppercase) + chars(string.ascii_lowercase) + sigma
    glued = union([acc(t.lower()) for t in tlds]) + glued_word
    domain = sigma + word_char + acc(".") + union([tld + after_tld, glued])
    leading_domain = acc(".") + tld + after_tld
    handle_chars = pynini.closure(chars(LETTERS + "0123456789_"))
    hashtag = acc("#") + handle_chars + chars(LETTERS) + handle_chars  # "#GoTeam", "#100DaysOfCode"
    handle = acc("@") + chars(LETTERS + "_") + handle_chars  # "@nasa"
    octet = pynini.closure(chars("0123456789"), 1, 3)
    ip_address = octet + pynini.closure(acc(".") + octet, 3, 3)  # "192.168.1.1"
    # a port or a path after an IP address or "localhost" ("127.0.0.1:8080", "localhost:3000/api")
    port = acc(":") + pynini.closure(chars("0123456789"), 1)
    port_or_path = union([port + pynini.closure(acc("/") + sigma, 0, 1), acc("/") + sigma])
    local = union([acc(v) for v in _case_variants("localhost")]) + port_or_path
    # a file name: a name, then one or more dotted extensions, the last from `extension.tsv`
    # ("report_v2.pdf", "backup.tar.gz", "Node.js"), or the extensions alone (".tar.gz")
    extension = union([acc(v) for e in extensions
                       for v in ((e.lower(), e.upper()) if len(e) >= EXTENSION_UPPER_LENGTH else (e.lower(),))])
    dotted = pynini.closure(acc(".") + pynini.closure(word_char, 1)) + acc(".") + extension
    file_name = pynini.closure(chars(LETTERS + "0123456789_-~"), 0) + word_char + dotted
    # a path: absolute ("/usr/local/bin": two names at least), from the home folder
    # ("~/.config/app"), or a Windows path from a drive letter ("C:\\Users\\Public")
    path_start = chars(LETTERS + "0123456789._")
    unix_path = acc("/") + path_start + sigma + acc("/") + path_start + sigma
    home_path = acc("~/") + path_start + sigma
    windows_path = chars(LETTERS) + acc(":\\") + chars(LETTERS + "0123456789._$") + sigma
    paths = union([unix_path, home_path, windows_path]) if "\\" in alphabet else union([unix_path, home_path])
    # a MAC address (IEEE 802 MAC-48 in its usual notations: six pairs of hexadecimal digits
    # joined by ":" or "-", "00:1A:2B:3C:4D:5E")
    pair = chars("0123456789ABCDEFabcdef") + chars("0123456789ABCDEFabcdef")
    mac = union([pair + pynini.closure(acc(sep) + pair, 5, 5) for sep in ":-" if sep in alphabet])
    return union([scheme, www, slashes, email, domain, leading_domain, hashtag, handle, ip_address,
                  ip_address + port_or_path, local, file_name, dotted, paths, mac]).optimize()


def symbol_table(table: Table) -> dict[str, tuple[str, ...]]:
    """{symbol character: spoken variants} from a list keyed by Unicode character names;
    raises ValueError naming the file on an unknown name, a letter or digit, or no "."."""
    symbols = {}
    for name, variants in table.rows:
        try:
            c = unicodedata.lookup(name)
        except KeyError as exc:
            raise ValueError(f"{table.path}: {name!r} is not a Unicode character name") from exc
        if c.isalnum() or c.isspace():
            raise ValueError(f"{table.path}: {name!r} is not a symbol")
        symbols[c] = variants
    if "." not in symbols:
        raise ValueError(f"{table.path}: the list must read FULL STOP")
    return symbols


def build(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """The ELECTRONIC transducer: written URL / e-mail / hashtag -> `_letter` and plain readings."""
    symbols = symbol_table(tables["electronic/symbol.tsv"])
    tlds = list(tables["electronic/tld.tsv"].column(0))
    words = list(tables["electronic/word.tsv"].column(0))
    extensions = list(tables["electronic/extension.tsv"].column(0))
    alphabet = LETTERS + "0123456789" + "".join(symbols)
    readings = union([_form(_Form(lettered=True), symbols, words),
                      weighted(_form(_Form(lettered=False), symbols, words), PLAIN_COST)])
    return union([_matching(alphabet, tlds, extensions) @ readings,
                  weighted(_ip_numbers(nums, symbols["."][0]), IP_NUMBERS_COST),
                  weighted(_round_port(nums, symbols, words), IP_NUMBERS_COST)]).optimize()


#: A round port number (a multiple of 100 from 1000: "3000", "8000", "4200"), said as a number.
ROUND_PORT = r"[1-9]\d{1,2}00"


def _round_port(nums: Numbers, symbols: Mapping[str, tuple[str, ...]], words: list[str]) -> pynini.Fst:
    """"localhost" or an IPv4 address and a round port, the port said as a number, the rest in the
    `_letter` form ("localhost:3000" -> "localhost colon three thousand", as a developer says it;
    "three o o o" digit by digit is Google's), ranked after the digits."""
    digits = "0123456789"
    octet = pynini.closure(chars(digits), 1, 3)
    host = union([acc(v) for v in _case_variants("localhost")] + [octet + pynini.closure(acc(".") + octet, 3, 3)])
    host_read = host.optimize() @ _form(_Form(lettered=True), symbols, words)
    colon = cross(":", f" {LETTER_SUFFIX} {letterize(symbols[':'][0])} ")
    round_port = (chars("123456789") + pynini.closure(chars(digits), 1, 2) + acc("00")).optimize()
    return (host_read + colon + (round_port @ nums.cardinal)).optimize()


#: Cost of an IPv4 address read with its short octets as numbers, against the digit readings.
IP_NUMBERS_COST = 1.5


def _ip_numbers(nums: Numbers, dot: str) -> pynini.Fst:
    """An IPv4 address in plain words, each octet as a number or digit by digit ("10.0.0.5" ->
    "ten dot zero dot zero dot five", "192.168.1.254" -> "one nine two dot one six eight dot one dot
    two five four"): how a speaker says an address; the context chooses (`tnfst.electronic_context`)."""
    digit = union([cross(str(d), DIGIT_WORDS[d]) for d in range(10)])
    octet_number = (union([acc("0"), chars("123456789") + pynini.closure(chars("0123456789"), 0, 2)])
                    @ nums.cardinal)
    octet_digits = digit + pynini.closure(insert(" ") + digit, 0, 2)
    octet = union([octet_number, octet_digits]).optimize()
    return (octet + pynini.closure(cross(".", f" {dot} ") + octet, 3, 3)).optimize()


def build_cli_option(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """CLI_OPTION: a command-line option, a hyphen and one to four letters or digits ("-rf", "-b",
    "-O2") or two hyphens and words joined by hyphens ("--verbose", "--save-dev"), read in the
    `_letter` form like a URL part: the hyphens "dash", runs whole or spelled ("-rf" -> "dash r f",
    "--dry-run" -> "dash dash dry dash run"). A context rule (`tnfst.electronic_context.option_reading`):
    a lone "-b" may be "minus b" in a formula."""
    del nums
    symbols = symbol_table(tables["electronic/symbol.tsv"])
    words = list(tables["electronic/word.tsv"].column(0))
    lower, digits = string.ascii_lowercase, "0123456789"
    short = acc("-") + chars(LETTERS) + pynini.closure(chars(LETTERS + digits), 0, 3)
    name = pynini.closure(chars(lower + digits), 1)
    long = acc("--") + chars(lower) + pynini.closure(chars(lower + digits)) + pynini.closure(acc("-") + name)
    return (union([short, long]).optimize() @ _form(_Form(lettered=True), symbols, words)).optimize()


#: Years a hashtag says as years, and the cost of their cardinal reading (ranked after it).
HASHTAG_YEARS = (1900, 2099)
HASHTAG_CARDINAL_COST = 0.5


def build_hashtag(nums: Numbers, tables: Mapping[str, Table]) -> pynini.Fst:
    """A hashtag in plain words, split where its case changes ("#VoteEarly" -> "hashtag vote
    early", "#100DaysOfCode" -> "hashtag one hundred days of code", "#nothappy" -> "hashtag
    nothappy", "#Euro2024" -> "hashtag euro twenty twenty four"; an underscore is a break
    between words: "#throwback_thursday" -> "hashtag throwback thursday"): a FAR rule of its
    own (HASHTAG) that no class contains. ELECTRONIC reads
    hashtags letter by letter, as the Google data does; speech wants the words, which the
    sentence context licenses (`rules.CONTEXT_RULES`, `tnfst.context`). A word is written as it
    stands, lower-cased; capitals in a row are one letter each ("#NASA" -> "n a s a")."""
    del tables
    from tnfst.grammars.en import date

    lower = chars(string.ascii_lowercase)
    upper = union([cross(c, c.lower()) for c in string.ascii_uppercase])
    # a year is said as a year ("#SummerSale2024" -> "... twenty twenty four"), other numbers as cardinals
    year = date._year_fst(range(HASHTAG_YEARS[0], HASHTAG_YEARS[1] + 1), date._number_words(nums), nums, in_date=True)
    number = union([weighted(nums.cardinal, HASHTAG_CARDINAL_COST), year])
    after = pynini.closure(insert(" ") + number, 0, 1)  # a number only after a word: "100" is one number
    head = union([(upper | lower) + pynini.closure(lower) + after, number])
    # an underscore is a break between words, not said ("#throwback_thursday", "#covid_19")
    underscored = cross("_", " ") + head
    tail = pynini.closure(union([insert(" ") + upper + pynini.closure(lower) + after, underscored]))
    return (cross("#", "hashtag ") + head + tail).optimize()
