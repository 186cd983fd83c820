"""Engineered token-shape features of the gate: counts and flags that generalize from little data.

The paper's code-point features (:mod:`tnfst.gate.features`) let the trees learn
"a digit in position 3" but not "a token of only consonants" or "a token with a
slash somewhere"; with ~300k training tokens (the paper had ~20M) such
summaries generalize where raw code points do not. Each feature below has a
one-line reason in :data:`SHAPE_FEATURES`.

Everything is computed with array operations over the whole batch: one UTF-32
encode of all tokens, a per-code-point class table (ASCII from a fixed table,
other code points through :mod:`unicodedata` once per distinct code point), and
per-token sums as differences of a cumulative sum.

Known limitations: letters are classed by Unicode category, so a script
without case (CJK) counts as lowercase-free "other letters"; a token's full
length is scanned (a 10,000-character token costs 10,000 code points).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

import numpy as np

__all__ = ["CHAR_CLASSES", "SHAPE_FEATURES", "NEIGHBOUR_FEATURES", "char_class_counts", "shape_features",
           "neighbour_features"]

# Per-code-point classes, one column each (counted per token).
CHAR_CLASSES = ("digit", "upper", "lower", "letter", "vowel", "punct", "symbol", "space_ctrl", "non_ascii",
                "non_latin", "greek", "other_number", "roman", ".", "/", ":", "@", "-", ",", "'", "&", "%", "+")
_COL = {name: i for i, name in enumerate(CHAR_CLASSES)}
_VOWELS = set("aeiouyAEIOUY")
_ROMAN = set("IVXLCDM")
# British spelling endings whose American reading differs (-our/-or, -tre/-ter, -ise/-ize, -yse/-yze,
# -ogue/-og, -mme/-m; from the usual British/American spelling tables). A letter run before the ending
# is required (BRITISH_MIN_STEM), so 'four', 'tre', 'rise' do not match; the trees learn how far to trust it.
BRITISH_SUFFIXES = ("our", "ours", "oured", "ouring", "ourite", "ourable", "ourful", "tre", "tres", "ise", "ised",
                    "ises", "ising", "isation", "isations", "yse", "ysed", "ysing", "ogue", "ogues", "mme", "mmes")
BRITISH_MIN_STEM = 3
# A scheme, 'www.', an e-mail address or a dot followed by a common top-level domain / web file ending.
URL_PATTERN = re.compile(r"://|^www\.|[\w.-]@[\w-]+\.|\w\.(com|org|net|edu|gov|int|mil|info|biz|io|co|uk|de|fr|"
                         r"jp|au|ca|ru|in|cn|it|nl|es|htm|html|php|asp|aspx|pdf)(\W|$)", re.IGNORECASE)
_DASHES = set("-\u2010\u2011\u2012\u2013\u2014\u2212")  # hyphen-minus, hyphens, en/em dash, minus sign

# (name, one-line reason) of every current-token feature, in column order.
SHAPE_FEATURES: tuple[tuple[str, str], ...] = (
    ("len", "long tokens are words or URLs, short ones abbreviations"),
    ("n_digit", "numbers, dates, measures all hold digits"),
    ("n_upper", "acronyms read letter by letter are capitals"),
    ("n_lower", "ordinary words are lowercase"),
    ("n_punct", "punctuation inside a token marks decimals, dates, URLs"),
    ("n_symbol", "currency, math and unit symbols are read aloud"),
    ("n_non_ascii", "accented words stay; symbols like ° or ² do not"),
    ("n_non_latin", "Greek or Cyrillic letters are spelled out (σ -> sigma)"),
    ("n_greek", "Greek letters are read by name"),
    ("n_other_number", "superscripts and vulgar fractions (², ½) are read"),
    ("share_digit", "the digit share separates '1990s' from 'B52'"),
    ("share_upper", "capital share separates 'NASA' from 'Nasa'"),
    ("share_lower", "a fully lowercase token is usually a plain word"),
    ("share_non_alnum", "mostly punctuation: a symbol or a separator"),
    ("all_caps", "all capitals: read as letters or as a word"),
    ("title_case", "capitalized words are names, read as written"),
    ("mixed_case", "'iPhone', 'McDonald', 'PbSO4' mix cases"),
    ("all_lower_alpha", "only lowercase letters: plain word or lowercase letters ('png')"),
    ("vowelless", "letters but no vowel: read letter by letter ('png', 'mth')"),
    ("share_vowel", "few vowels among letters hint at letter sequences"),
    ("roman", "only Roman numeral letters ('XIV'): read as a number"),
    ("n_dot", "'.' in decimals, abbreviations, URLs"),
    ("n_slash", "'/' in dates, fractions, URLs"),
    ("n_colon", "':' in times, scores, URLs"),
    ("n_at", "'@' in e-mail addresses"),
    ("n_dash", "dashes in ranges ('1990-95'), phone numbers, or a lone '-' read 'to'"),
    ("n_comma", "',' inside numbers groups thousands"),
    ("n_apostrophe", "apostrophes in contractions stay; in '90s they are read"),
    ("n_amp", "'&' is read 'and'"),
    ("n_percent", "'%' is read 'percent'"),
    ("n_plus", "'+' in phone numbers and sums"),
    ("digit_letter_switches", "'150lb', 'A4', '3rd' switch between digits and letters"),
    ("digit_runs", "several digit groups: dates, phone numbers, scores"),
    ("first_class", "class of the first character (0 none, 1 digit, 2 upper, 3 lower, 4 punct, 5 symbol, 6 other)"),
    ("last_class", "class of the last character (same coding)"),
    ("ends_with_dot", "'St.', 'S.', 'Vol.' are abbreviations or initials"),
    ("is_lone_punct", "a single punctuation mark is silent or 'to'"),
    ("british_suffix", "British spellings ('centre', 'colour', 'organised') are read in American spelling"),
    ("url_like", "URLs, domains and e-mail addresses ('www.x.org', 'Amazon.com', 'a@b.net') are read out"),
)
# Summary of each neighbour (previous, next): the context that decides '-' -> 'to' or 'No' -> 'number'.
NEIGHBOUR_FEATURES: tuple[tuple[str, str], ...] = (
    ("len", "length of the neighbour (0 at a sentence edge)"),
    ("share_digit", "a number beside a dash makes a range"),
    ("all_caps", "an acronym beside the token"),
    ("title_case", "a name beside the token"),
    ("is_lone_punct", "punctuation beside the token"),
)


def _class_of_code_point(cp: int) -> np.ndarray:
    """Boolean row of :data:`CHAR_CLASSES` for one code point."""
    row = np.zeros(len(CHAR_CLASSES), dtype=bool)
    try:
        ch = chr(cp)
    except (ValueError, OverflowError):
        row[_COL["space_ctrl"]] = True
        return row
    cat = unicodedata.category(ch)
    row[_COL["digit"]] = cat == "Nd"
    row[_COL["upper"]] = cat in ("Lu", "Lt")
    row[_COL["lower"]] = cat == "Ll"
    row[_COL["letter"]] = cat.startswith("L")
    row[_COL["vowel"]] = ch in _VOWELS
    row[_COL["punct"]] = cat.startswith("P")
    row[_COL["symbol"]] = cat.startswith("S")
    row[_COL["space_ctrl"]] = cat.startswith("Z") or cat.startswith("C")
    row[_COL["non_ascii"]] = cp >= 128
    if cat.startswith("L") and cp >= 128:
        name = unicodedata.name(ch, "")
        row[_COL["non_latin"]] = not name.startswith("LATIN")
    row[_COL["greek"]] = 0x0370 <= cp <= 0x03FF or 0x1F00 <= cp <= 0x1FFF
    row[_COL["other_number"]] = cat in ("No", "Nl")
    row[_COL["roman"]] = ch in _ROMAN
    for mark in (".", "/", ":", "@", ",", "'", "&", "%", "+"):
        row[_COL[mark]] = ch == mark
    row[_COL["-"]] = ch in _DASHES
    return row


def _ascii_table() -> np.ndarray:
    return np.stack([_class_of_code_point(cp) for cp in range(128)])  # [128, C]


_ASCII = _ascii_table()  # built once from constants; read only


def _char_classes(codes: np.ndarray) -> np.ndarray:
    """Classes of code points: bool ``[T, C]`` (ASCII by table, the rest once per distinct code point)."""
    out = np.zeros((len(codes), len(CHAR_CLASSES)), dtype=bool)
    ascii_mask = codes < 128
    out[ascii_mask] = _ASCII[codes[ascii_mask]]
    if not ascii_mask.all():
        uniq, inverse = np.unique(codes[~ascii_mask], return_inverse=True)
        table = np.stack([_class_of_code_point(int(cp)) for cp in uniq])  # [U, C]
        out[~ascii_mask] = table[inverse]
    return out


def _encode(tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Code points of all tokens joined (uint32 ``[T]``) and each token's length (int64 ``[n]``)."""
    lengths = np.fromiter((len(t) for t in tokens), dtype=np.int64, count=len(tokens))
    text = "".join(tokens)
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype=np.uint32) if text else np.zeros(0, np.uint32)
    return codes, lengths


def _scan(tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Classes of all code points of the tokens joined (bool ``[T, C]``) and token lengths (int64 ``[n]``)."""
    codes, lengths = _encode(tokens)
    return _char_classes(codes), lengths


def char_class_counts(cls: np.ndarray, lengths: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per-token sums over the code points of :func:`_scan`.

    Args:
        cls: bool ``[T, C]`` classes of the joined code points.
        lengths: int64 ``[n]`` token lengths (summing to ``T``).

    Returns:
        ``counts`` int64 ``[n, C]``, ``switches`` int64 ``[n]`` (digit/letter switches inside
        a token) and ``digit_runs`` int64 ``[n]`` (maximal digit groups).
    """
    n = len(lengths)
    ends = np.cumsum(lengths)  # [n]
    starts = ends - lengths
    if len(cls) == 0:
        zero = np.zeros(n, dtype=np.int64)
        return np.zeros((n, len(CHAR_CLASSES)), dtype=np.int64), zero, zero.copy()
    cum = np.concatenate([np.zeros((1, cls.shape[1]), np.int64), np.cumsum(cls, axis=0, dtype=np.int64)])  # [T+1, C]
    counts = cum[ends] - cum[starts]  # [n, C]
    digit, letter = cls[:, _COL["digit"]], cls[:, _COL["letter"]]
    # a switch at position i (between chars i-1 and i) counts for the token holding i, unless i starts the token
    switch = np.zeros(len(cls), dtype=np.int64)
    switch[1:] = (digit[1:] & letter[:-1]) | (letter[1:] & digit[:-1])
    run_start = digit.astype(np.int64)
    run_start[1:] &= ~digit[:-1]
    first = np.zeros(len(cls), dtype=bool)
    first[starts[lengths > 0]] = True
    switch[first] = 0
    run_start[first] = digit[first]
    cum_switch = np.concatenate([[0], np.cumsum(switch)])
    cum_runs = np.concatenate([[0], np.cumsum(run_start)])
    return counts, cum_switch[ends] - cum_switch[starts], cum_runs[ends] - cum_runs[starts]


def _edge_class(codes_cls: np.ndarray, nonempty: np.ndarray, index: np.ndarray, n: int) -> np.ndarray:
    """Coded class (see ``first_class``) of the character at ``index`` for non-empty tokens."""
    out = np.zeros(n, dtype=np.float32)
    rows = codes_cls[index]  # [m, C]
    code = np.full(len(index), 6.0, dtype=np.float32)
    for value, name in ((5.0, "symbol"), (4.0, "punct"), (3.0, "lower"), (2.0, "upper"), (1.0, "digit")):
        code[rows[:, _COL[name]]] = value
    out[nonempty] = code
    return out


def _british_suffix(tokens: Sequence[str]) -> np.ndarray:
    """1.0 where a purely alphabetic token ends in a :data:`BRITISH_SUFFIXES` ending after a long enough stem."""
    out = np.zeros(len(tokens), dtype=np.float32)
    for i, token in enumerate(tokens):
        if len(token) < BRITISH_MIN_STEM + 3 or not token.isalpha():
            continue
        low = token.lower()
        if low.endswith(BRITISH_SUFFIXES):
            stem = max(len(low) - len(sfx) for sfx in BRITISH_SUFFIXES if low.endswith(sfx))
            out[i] = float(stem >= BRITISH_MIN_STEM)
    return out


def _url_like(tokens: Sequence[str], candidates: np.ndarray) -> np.ndarray:
    """1.0 where :data:`URL_PATTERN` matches; only tokens holding '.', '@' or ':' (``candidates``) are searched."""
    out = np.zeros(len(tokens), dtype=np.float32)
    for i in np.flatnonzero(candidates):
        out[i] = URL_PATTERN.search(tokens[i]) is not None
    return out


def shape_features(tokens: Sequence[str]) -> np.ndarray:
    """Engineered features of each token: float32 ``[n, len(SHAPE_FEATURES)]`` (all finite)."""
    n = len(tokens)
    width = len(SHAPE_FEATURES)
    if n == 0:
        return np.zeros((0, width), dtype=np.float32)
    cls, lengths = _scan(tokens)
    counts, switches, runs = char_class_counts(cls, lengths)
    c = {name: counts[:, i].astype(np.float32) for i, name in enumerate(CHAR_CLASSES)}
    length = lengths.astype(np.float32)
    safe = np.maximum(length, 1.0)
    letters = c["letter"]
    alnum = c["digit"] + letters
    nonempty = lengths > 0
    starts = np.cumsum(lengths) - lengths
    if len(cls):
        first = _edge_class(cls, nonempty, starts[nonempty], n)
        last = _edge_class(cls, nonempty, (starts + lengths - 1)[nonempty], n)
        ends_dot = np.zeros(n, dtype=np.float32)
        ends_dot[nonempty] = cls[(starts + lengths - 1)[nonempty], _COL["."]]
    else:
        first = last = ends_dot = np.zeros(n, dtype=np.float32)
    lone_punct = (length == 1) & ((c["punct"] + c["symbol"]) == 1)
    columns = {
        "len": length,
        "n_digit": c["digit"], "n_upper": c["upper"], "n_lower": c["lower"], "n_punct": c["punct"],
        "n_symbol": c["symbol"], "n_non_ascii": c["non_ascii"], "n_non_latin": c["non_latin"], "n_greek": c["greek"],
        "n_other_number": c["other_number"],
        "share_digit": c["digit"] / safe, "share_upper": c["upper"] / safe, "share_lower": c["lower"] / safe,
        "share_non_alnum": (length - alnum) / safe,
        "all_caps": (c["upper"] > 0) & (c["lower"] == 0),
        "title_case": (first == 2.0) & (c["upper"] == 1) & (c["lower"] > 0),
        "mixed_case": (c["upper"] > 0) & (c["lower"] > 0) & ~((first == 2.0) & (c["upper"] == 1)),
        "all_lower_alpha": nonempty & (c["lower"] == length),
        "vowelless": (letters > 0) & (c["vowel"] == 0),
        "share_vowel": np.where(letters > 0, c["vowel"] / np.maximum(letters, 1.0), -1.0),
        "roman": nonempty & (c["roman"] == length),
        "n_dot": c["."], "n_slash": c["/"], "n_colon": c[":"], "n_at": c["@"], "n_dash": c["-"], "n_comma": c[","],
        "n_apostrophe": c["'"], "n_amp": c["&"], "n_percent": c["%"], "n_plus": c["+"],
        "digit_letter_switches": switches.astype(np.float32), "digit_runs": runs.astype(np.float32),
        "first_class": first, "last_class": last, "ends_with_dot": ends_dot, "is_lone_punct": lone_punct,
        "british_suffix": _british_suffix(tokens),
        "url_like": _url_like(tokens, (c["."] + c["@"] + c[":"]) > 0),
    }
    return np.stack([np.asarray(columns[name], dtype=np.float32) for name, _ in SHAPE_FEATURES], axis=1)


def neighbour_features(shape: np.ndarray) -> np.ndarray:
    """The :data:`NEIGHBOUR_FEATURES` columns picked from :func:`shape_features` output: ``[n, 5]``."""
    index = {name: i for i, (name, _) in enumerate(SHAPE_FEATURES)}
    return shape[:, [index[name] for name, _ in NEIGHBOUR_FEATURES]]
