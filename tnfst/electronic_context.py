"""Decided `_letter` readings of URLs, e-mail addresses and domain names (Google's convention).

The ELECTRONIC grammar (`grammars/en/electronic.py`) licenses every way of cutting a run of
letters into words and spelled letters; this module decides which one, so that the reading
no longer depends on the grammar's ranking. Like every context decision it is kept only where
the grammar licenses it for the token (`tnfst.api._in_context`). The reading is Google's
`_letter` form: every character "<c>_letter", a break between words "_letter", "dot" a word
("hkdailynews.com" -> "... dot c_letter o_letter m_letter").

How a maximal run of letters is said (the evidence: the ELECTRONIC tokens of
google-tsv-sample's training and validation files; where they are silent, the principle that
Kestrel reads pronounceable words as words and spells letter codes, Sproat & Jaitly 2016):

* **the scheme is spelled**: the letters before "://" at the start of the token are a
  protocol name, said letter by letter, all of them ("http" -> "h t t p" in every data token;
  so also "https", "ftp", and a word glued before the scheme by the tokenizer, whose letters
  cannot be told from the scheme's);
* **a run without a vowel** (a e i o u y) is spelled ("www", "hk", "knchr"; data: "www", "hk");
* **a run of one to three letters** is spelled unless it is a word: one of the domain words of
  `electronic/word.tsv` ("com", "org", "web", "geo": read whole in the data) or an English word
  at least as frequent as the project's common words (wordfreq Zipf >= `COMMON_ZIPF`, the
  threshold of `grammars/en/words/common_words.tsv`: "or", "do", "no", "co"); the data spells
  "edu" (Zipf 2.75) and "msu" (3.0). Two exceptions, from the principle: capitals ("BBC",
  "USA") are an initialism and spelled, and the last label of a host name, when it is a
  two-letter country code of `electronic/tld.tsv` ("literature.at", "Yahoo.ro"), is an ISO
  3166 code and spelled;
* **any longer run is read whole**, word or not ("animalsvoice", "geogmich", "newsdetail" in
  the data); a change from lowercase to a capital does not cut it ("NewsDetail" ->
  "newsdetail", "htmlGray" -> "htmlgray" in the data);
* **capitals before a capitalised word are an initialism** and spelled, the word read on
  ("CNNMoney" -> "c n n money", "GCatholic" -> "g catholic"): the usual reading of an acronym
  written against a name; the data has no such token (principle).

Digits are read one by one ("77006" -> "seven seven o o six"), symbols by the first name of
`electronic/symbol.tsv`, as the grammar reads them, except "#": its first name is "hashtag"
(for hashtags, which this module does not read), but inside a URL it starts the fragment (RFC
3986) and is said "hash" (`URL_NAMES`; the data reads a "#" alone "hash"), a later name of
the list, so the grammar licenses it.

Known limitations: a lowercase run is never cut by a lexicon ("hkdailynews" stays one word:
the data says "h k dailynews", but also "htmlgray", not "h t m l gray", so no onset or lexicon
rule fits both; "usatoday" is one word); digits in a path are never read as a year or a number
("/2014/06/19/"); hashtags and "@handles" are left to `tnfst.context` and the grammar.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from tnfst import special

#: English words at least this frequent (wordfreq Zipf) are words, not letter codes: the
#: threshold of the words grammar's common-word list.
COMMON_ZIPF = 4.0
#: Runs of at most this many letters are spelled unless they are words.
SHORT_RUN = 3
VOWELS = frozenset("aeiouyAEIOUY")
#: Symbols said inside a URL by another of their names in `electronic/symbol.tsv` than the first
#: (used only when the list has it).
URL_NAMES = {"#": "hash"}
DIGIT_WORDS = ("o", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

_SCHEME = re.compile(r"[A-Za-z]+(?=://)")
#: What an ELECTRONIC token shows (cheap test before any work): a scheme, "www." or "//" at the
#: start, an e-mail address, a dot followed by two letters (a domain: "example.com"), or
#: "localhost" or an IPv4 address before a port or a path ("127.0.0.1:8080"; a bare IPv4 address
#: may be a section number: the DNC chooses), or a path ("/usr/local/bin", "~/.config", "C:\\Users";
#: file names, "settings.json", show a dot and two letters).
_LOOKS_ELECTRONIC = re.compile(r"[A-Za-z]+://|(?:www|WWW|Www)\.|//[A-Za-z]|[^@\s]+@[^@\s]+\.|.*\.[A-Za-z]{2}"
                               r"|(?:localhost|Localhost|LOCALHOST|\d{1,3}(?:\.\d{1,3}){3})[:/]"
                               r"|/[\w.]+/|~/|[A-Za-z]:\\|[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}\Z")
#: "localhost" or an IPv4 address and a round port ("localhost:3000", "127.0.0.1:8000"): the port
#: is said as a number ("three thousand"; `grammars/en/electronic.ROUND_PORT`), as developers say it.
_ROUND_PORT = re.compile(r"((?i:localhost)|\d{1,3}(?:\.\d{1,3}){3}):([1-9]\d{1,2}00)")
#: A MAC address: six pairs of hexadecimal digits joined by ":" or "-" (IEEE 802 MAC-48 notation);
#: its letters are hexadecimal digits, always spelled ("00:1A:BE" -> "o o colon one a colon b e").
_MAC = re.compile(r"[0-9A-Fa-f]{2}(?:([:-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}")
#: A host name: after the start, "//" or "@", letters, digits, "-" and at least one "."; its last label.
_HOST = re.compile(r"(?:^|//|@)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
_RUN = re.compile(r"[A-Za-z]+")


@dataclass(frozen=True)
class ElectronicLexicon:
    """What the rules need to know.

    Args:
        domain_words: lowercase words of `electronic/word.tsv` ("com", "org", "example").
        country_codes: lowercase two-letter top-level domains of `electronic/tld.tsv`.
        symbols: symbol character -> its first spoken name ("/" -> "slash").
        zipf: lowercase word -> English Zipf frequency (0 when unknown).
    """

    domain_words: frozenset[str]
    country_codes: frozenset[str]
    symbols: Mapping[str, str]
    zipf: Callable[[str], float]

    @classmethod
    def load(cls, grammar_dir: str | Path, frequencies: str | Path) -> "ElectronicLexicon":
        """From a grammar folder (`electronic/*.tsv`) and a word-frequency file
        (`tnfst.gate.read_or_spell.WordFrequencies`)."""
        from tnfst.gate.read_or_spell import WordFrequencies
        from tnfst.grammar import lists
        from tnfst.grammars.en import electronic

        folder = Path(grammar_dir)
        tables = {s.path: lists.read_table(folder / s.path, s) for s in electronic.LISTS}
        symbols = {c: URL_NAMES[c] if URL_NAMES.get(c) in names else names[0]
                   for c, names in electronic.symbol_table(tables["electronic/symbol.tsv"]).items()}
        words = frozenset(w.lower() for w in tables["electronic/word.tsv"].column(0))
        codes = frozenset(t.lower() for t in tables["electronic/tld.tsv"].column(0) if len(t) == 2)
        return cls(words, codes, symbols, WordFrequencies.load(frequencies).zipf)


def looks_electronic(token: str) -> bool:
    """True when the token may be a URL, an e-mail address or a domain (a cheap test; the
    grammar decides)."""
    return not token.startswith(("#", "@")) and bool(_LOOKS_ELECTRONIC.match(token))


def case_pieces(run: str) -> list[tuple[str, bool]]:
    """A run of letters cut before each capitalised word that follows capitals ("CNNMoney" ->
    [("CNN", True), ("Money", False)]): (piece, is it capitals cut off as an initialism)."""
    cuts = [i for i in range(1, len(run) - 1) if run[i - 1].isupper() and run[i].isupper() and run[i + 1].islower()]
    pieces, start = [], 0
    for cut in cuts:
        pieces.append((run[start:cut], run[start:cut].isupper()))
        start = cut
    pieces.append((run[start:], False))
    return pieces


def spelled(piece: str, lexicon: ElectronicLexicon, *, country_code: bool = False) -> bool:
    """True when a piece of a run is spelled letter by letter (see the module docstring)."""
    low = piece.lower()
    if not any(c in VOWELS for c in piece):
        return True
    if len(piece) > SHORT_RUN:
        return False
    if country_code and low in lexicon.country_codes:
        return True
    if low in lexicon.domain_words:
        return False
    if len(piece) > 1 and piece.isupper():
        return True
    return lexicon.zipf(low) < COMMON_ZIPF


def run_words(run: str, lexicon: ElectronicLexicon, *, scheme: bool = False, country_code: bool = False) -> list[str]:
    """The words (spelled letters are one-letter words) a run of letters is read as, lowercase."""
    if scheme:
        return list(run.lower())
    words: list[str] = []
    for piece, initialism in case_pieces(run):
        if initialism or spelled(piece, lexicon, country_code=country_code):
            words.extend(piece.lower())
        else:
            words.append(piece.lower())
    return words


def _country_code_starts(token: str, lexicon: ElectronicLexicon) -> set[int]:
    """Offsets of the host names' last labels that are two-letter country codes ("Yahoo.ro" -> {6})."""
    starts = set()
    for m in _HOST.finditer(token):
        host = m.group(1)
        label = host.rsplit(".", 1)[1]
        end = m.end(1)
        # the label must end the host (not glued to more letters) and be a country code
        if label.isalpha() and label.lower() in lexicon.country_codes and not token[end:end + 1].isalpha():
            starts.add(end - len(label))
    return starts


def _lettered(words: list[str]) -> str:
    """Words in the `_letter` form, a break between two words."""
    return f" {special.LETTER_SUFFIX} ".join(" ".join(f"{c}{special.LETTER_SUFFIX}" if c != " " else special.LETTER_SUFFIX
                                                      for c in word) for word in words)


def electronic_reading(token: str, lexicon: ElectronicLexicon | None) -> str | None:
    """The decided `_letter` reading of an ELECTRONIC token, None when the token does not look
    like one or holds a character the grammar does not read."""
    if lexicon is None or not token or not looks_electronic(token):
        return None
    dot = lexicon.symbols.get(".", "dot")
    port = _ROUND_PORT.fullmatch(token)
    if port is not None:
        from tnfst.constraints.number_guard import cardinal_words

        name = port.group(1)
        host = (f" {dot} ".join(_lettered_join([_lettered([DIGIT_WORDS[int(c)]]) for c in part])
                                for part in name.split(".")) if name[0].isdigit()
                else _lettered(run_words(name, lexicon)))
        colon = _lettered([lexicon.symbols.get(":", "colon")])
        return f"{host} {special.LETTER_SUFFIX} {colon} " + " ".join(cardinal_words(port.group(2)))
    if _MAC.fullmatch(token):
        return _lettered_join([_lettered([DIGIT_WORDS[int(c)] if c.isdigit() else lexicon.symbols.get(c, c)
                                          if not c.isalpha() else c.lower()]) for c in token])
    scheme = _SCHEME.match(token)
    country = _country_code_starts(token, lexicon)
    parts: list[str] = []
    items: list[str] = []  # the current dot-separated part, one `_letter` string per item
    i = 0
    while i < len(token):
        c = token[i]
        if c == ".":
            if items:
                parts.append(_lettered_join(items))
            elif i:  # an empty part ("a..b"): the grammar does not read it
                return None
            else:
                parts.append("")  # a leading dot (".com")
            items = []
            i += 1
        elif c.isascii() and c.isalpha():
            m = _RUN.match(token, i)
            run = m.group()
            if len(run) <= SHORT_RUN and run.lower() not in lexicon.domain_words and _in_code(token, i):
                items.append(_lettered(list(run.lower())))  # "youtu.be/abc123": a code's letters
            else:
                items.append(_lettered(run_words(run, lexicon, scheme=bool(scheme) and i == 0,
                                                 country_code=i in country)))
            i = m.end()
        elif c.isascii() and c.isdigit():
            items.append(_lettered([DIGIT_WORDS[int(c)]]))
            i += 1
        elif c in lexicon.symbols:
            items.append(_lettered([lexicon.symbols[c]]))
            i += 1
        else:
            return None
    if not items:
        return None
    parts.append(_lettered_join(items))
    reading = f" {dot} ".join(parts)
    return reading.strip() if parts[0] else f"{dot} " + f" {dot} ".join(parts[1:])


#: A path segment of a URL: after a "/", up to the next "/", "?", "#" or the end.
_SEGMENT = re.compile(r"(?<=/)[^/?#]+")


def _in_code(token: str, i: int) -> bool:
    """True when the character at `i` is in a URL path segment of letters and digits, both (a
    short link's or a video's code: "youtu.be/abc123", "bit.ly/3xYz9"): its short letter runs are
    codes, spelled, not words ("abc" -> "a b c")."""
    for m in _SEGMENT.finditer(token):
        if m.start() <= i < m.end():
            segment = m.group()
            return segment.isascii() and segment.isalnum() and not segment.isalpha() and not segment.isdigit()
    return False


def _lettered_join(items: list[str]) -> str:
    return f" {special.LETTER_SUFFIX} ".join(items)


#: A command-line option: a hyphen and one to four letters or digits, the first a letter ("-rf",
#: "-b", "-O2"), or two hyphens and lowercase words joined by hyphens ("--verbose", "--save-dev").
_SHORT_OPTION = re.compile(r"-[A-Za-z][A-Za-z0-9]{0,3}")
_LONG_OPTION = re.compile(r"--[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
#: Words after which a hyphen and letters are a word part, not an option ("the suffix -ing").
_AFFIX_WORDS = frozenset({"suffix", "suffixes", "prefix", "prefixes", "ending", "endings", "affix", "infix"})
#: Words that name what follows them or what precedes them as an option ("the -b flag").
OPTION_WORDS = frozenset({"flag", "flags", "option", "options", "switch", "switches", "argument", "arguments",
                          "parameter", "parameters"})
#: Tokens after which a hyphen and a letter are a minus sign ("a -b = c", "-b + c").
_MATH_AFTER = frozenset({"=", "+", "-", "−", "*", "/", "×", "÷", "±", "^", "<", ">", "≤", "≥"})


def option_reading(tokens: list[str] | tuple[str, ...], i: int, lexicon: ElectronicLexicon | None) -> str | None:
    """The `_letter` reading of a command-line option (GNU and POSIX utility conventions: "-rf" ->
    "dash r f", "--dry-run" -> "dash dash dry dash run"), or None.

    A long option ("--verbose") is always one (the tokenizer keeps it whole only at a word's start).
    A short one ("-b") may be a minus sign before a variable, so it is an option only after a
    command or a word of two letters or more ("rm -rf", "git checkout -b", "run it with -v"), after
    another option ("tar -x -f"), or before a word that names it ("the -b flag"); never after a
    sign or a single letter ("x = -b", "a -b"), before a sign ("-b + c"), nor after "suffix" ("the
    suffix -ing"). The letters of
    a short option are spelled (each is an option of its own); the words of a long one are read as
    URL parts (`run_words`). `tnfst.api._in_context` keeps it only where the CLI_OPTION rule
    licenses it.
    """
    if lexicon is None:
        return None
    token = tokens[i]
    prev = tokens[i - 1] if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    dash = lexicon.symbols.get("-", "dash")
    if _LONG_OPTION.fullmatch(token):
        items: list[list[str]] = [[dash], [dash]]
        for k, piece in enumerate(token[2:].split("-")):
            if k:
                items.append([dash])
            for m in re.finditer(r"[a-z]+|\d", piece):
                run = m.group()
                items.append([DIGIT_WORDS[int(run)]] if run.isdigit() else run_words(run, lexicon))
    elif _SHORT_OPTION.fullmatch(token):
        after_word = len(prev) >= 2 and prev.isalpha() and prev.lower() not in _AFFIX_WORDS
        after_option = bool(_SHORT_OPTION.fullmatch(prev) or _LONG_OPTION.fullmatch(prev))
        if not (after_word or after_option or nxt.lower() in OPTION_WORDS):
            return None
        if nxt in _MATH_AFTER:
            return None
        items = [[dash]] + [[c.lower() if c.isalpha() else DIGIT_WORDS[int(c)]] for c in token[1:]]
    else:
        return None
    return _lettered_join([_lettered(words) for words in items])


#: A command's name without a vowel ("rm", "ls", "cd", "mv", "npm"): said letter by letter.
_VOWELLESS_COMMAND = re.compile(r"[b-df-hj-np-tv-xz]{2,4}")


def command_reading(tokens: list[str] | tuple[str, ...], i: int, lexicon: ElectronicLexicon | None) -> str | None:
    """The spelled reading of a command's name that has no vowel, right before a
    command-line option (`option_reading`): "rm -rf" -> "r m", "ls -la" -> "l s"; None otherwise."""
    if lexicon is None or i + 1 >= len(tokens) or not _VOWELLESS_COMMAND.fullmatch(tokens[i]):
        return None
    if option_reading(tokens, i + 1, lexicon) is None:
        return None
    return " ".join(tokens[i])  # plain letters, as the words grammar spells a token ("r m")


#: An IPv4 address written alone (four octets of 0-255).
_IPV4 = re.compile(r"(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}")
#: First octets of the address blocks written in everyday text (RFC 1918 private networks 10/8,
#: 172.16/12, 192.168/16; RFC 1122 loopback 127/8; RFC 3927 link-local 169.254/16).
IP_FIRST_OCTETS = frozenset({"10", "127", "169", "172", "192"})
#: Words before a dotted number that make it a version, not an address ("version 10.0.0.1").
VERSION_WORDS = frozenset({"version", "versions", "v", "ver", "build", "release", "update", "firmware", "revision",
                           "rev", "patch", "section", "sections", "§", "chapter", "clause", "rule", "step"})
_OCTET_DIGITS = DIGIT_WORDS


def ip_reading(tokens: list[str] | tuple[str, ...], i: int) -> str | None:
    """A bare IPv4 address ("10.0.0.5", "192.168.1.254") said as people say addresses: an octet of
    one or two digits as its number, one of three digit by digit ("ten dot zero dot zero dot five",
    "one nine two dot one six eight dot one dot two five four"). Only an address of a block written in
    everyday text (`IP_FIRST_OCTETS`) or with an octet over 99, and not after a word that makes it a
    version or a section ("version 10.0.0.1", "section 1.2.3.4"): those stay the model's. A token
    with a port or a path is `electronic_reading`'s (Google's digits)."""
    from tnfst.constraints.number_guard import cardinal_words

    token = tokens[i]
    if not _IPV4.fullmatch(token):
        return None
    octets = token.split(".")
    if octets[0] not in IP_FIRST_OCTETS and all(len(o) < 3 for o in octets):
        return None
    prev = tokens[i - 1].lower().rstrip(".") if i > 0 else ""
    if prev in VERSION_WORDS:
        return None
    said = [" ".join(_OCTET_DIGITS[int(c)] for c in o) if len(o) == 3 else " ".join(cardinal_words(o)) for o in octets]
    return " dot ".join(said)

