"""Readers and writers for the two formats of the Google text normalization data.

**Google TSV** (Sproat & Jaitly's release, one file per shard)::

    CLASS<TAB>before<TAB>after        one token a line
    <eos><TAB><eos>                   between sentences

``after`` is ``<self>`` when the token is read as written and ``sil`` for
punctuation read as silence.

**Kaggle CSV** (the Kaggle challenge's ``en_train.csv``)::

    "sentence_id","token_id","class","before","after"

where an unchanged token repeats ``before`` in ``after`` (punctuation too).

Both readers stream: they yield one sentence (a list of :class:`TokenRecord`) at
a time and keep nothing else, so a billion-token shard is read in constant
memory. Files ending in ``.gz`` are read and written compressed. Malformed input
raises :class:`DataFormatError` naming the file and line.

Known limitations: the Kaggle reader assumes a sentence's rows are contiguous
(as in the released files); ids out of order within a sentence are an error.
"""

from __future__ import annotations

import csv
import gzip
import io
import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TextIO

from tnfst import special

PathOrFile = str | Path | IO[str]

__all__ = [
    "DataFormatError",
    "TokenRecord",
    "read_google_tsv",
    "write_google_tsv",
    "read_kaggle_csv",
    "write_kaggle_csv",
    "read_sentences",
    "OFFICIAL_TEST_NAMES",
    "is_official_test",
]

# The official English test set (the head of Google's output-00099-of-00100) in the copies
# tnfst meets: the shard, cognibit's normalized.csv, NeMo's GoogleTN.json, and the file
# training/make_official_test.py writes (official_test.tsv). Training and tuning scripts
# refuse a path containing any of these; only benchmarks measure on it.
OFFICIAL_TEST_NAMES = ("normalized.csv", "GoogleTN.json", "output-00099", "official_test")


def is_official_test(path: str | os.PathLike) -> bool:
    """True when `path` names a copy of the official test set (`OFFICIAL_TEST_NAMES`)."""
    return any(name in str(path) for name in OFFICIAL_TEST_NAMES)


class DataFormatError(ValueError):
    """A data file is malformed; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class TokenRecord:
    """One token of the Google data.

    Attributes:
        cls: semiotic class (PLAIN, PUNCT, DATE, MEASURE, ...).
        before: the written token.
        after: its reading as stored: ``<self>``, ``sil`` or space-separated words.
    """

    cls: str
    before: str
    after: str

    @property
    def reading(self) -> str:
        """The reading with ``<self>`` resolved to the written token."""
        return self.before if self.after == special.SELF else self.after

    @property
    def to_be_normalized(self) -> bool:
        """True when the reading is neither ``<self>`` nor ``sil`` and differs from the token
        (Pramanik & Hussain's ToBeNormalized label)."""
        return self.after not in (special.SELF, special.SIL) and self.after != self.before


@contextmanager
def _open(source: PathOrFile, mode: str) -> Iterator[TextIO]:
    """Open a path (``-`` = stdin/stdout, ``.gz`` compressed) or pass a file object through."""
    if not isinstance(source, (str, Path)):
        yield source  # type: ignore[misc]
        return
    if str(source) == "-":
        stream = sys.stdin if "r" in mode else sys.stdout
        yield stream
        return
    path = Path(source)
    newline = "" if path.suffix == ".csv" or path.name.endswith(".csv.gz") else None
    try:
        if path.suffix == ".gz":
            handle = gzip.open(path, mode + "t", encoding="utf-8", newline=newline)
        else:
            handle = open(path, mode, encoding="utf-8", newline=newline)
    except OSError as exc:
        raise DataFormatError(f"{path}: cannot open ({exc.strerror or exc})") from exc
    with handle:
        yield handle


def _name(source: PathOrFile) -> str:
    if isinstance(source, (str, Path)):
        return "<stdin>" if str(source) == "-" else str(source)
    return getattr(source, "name", "<stream>")


def read_google_tsv(source: PathOrFile) -> Iterator[list[TokenRecord]]:
    """Yield the sentences of a Google TSV file, one list of tokens at a time.

    Blank lines are skipped; a final sentence without a closing ``<eos>`` line is
    still yielded; empty sentences (two ``<eos>`` in a row) are skipped.

    Raises:
        DataFormatError: a line without exactly three tab-separated fields, an
            empty class or token, or bytes that are not UTF-8.
    """
    name = _name(source)
    with _open(source, "r") as handle:
        sentence: list[TokenRecord] = []
        lineno = 0
        try:
            for lineno, line in enumerate(handle, start=1):
                line = line.rstrip("\r\n")
                if not line:
                    continue
                fields = line.split("\t")
                if fields[0] == special.EOS:
                    if len(fields) > 2 or (len(fields) == 2 and fields[1] not in ("", special.EOS)):
                        raise DataFormatError(f"{name}:{lineno}: malformed <eos> line {line[:80]!r}")
                    if sentence:
                        yield sentence
                        sentence = []
                    continue
                if len(fields) != 3:
                    raise DataFormatError(
                        f"{name}:{lineno}: expected 3 tab-separated fields CLASS, before, after; "
                        f"got {len(fields)} in {line[:80]!r}"
                    )
                cls, before, after = fields
                if not cls or not before or not after:
                    raise DataFormatError(f"{name}:{lineno}: empty field in {line[:80]!r}")
                sentence.append(TokenRecord(cls, before, after))
        except UnicodeDecodeError as exc:
            raise DataFormatError(f"{name}:{lineno + 1}: not UTF-8 ({exc.reason})") from exc
        if sentence:
            yield sentence


def _check_field(value: str, what: str) -> None:
    if not value or "\t" in value or "\n" in value or "\r" in value:
        raise ValueError(f"cannot write {what} {value!r} to Google TSV: empty or holds a tab or newline")


def write_google_tsv(sentences: Iterable[Iterable[TokenRecord]], target: PathOrFile) -> int:
    """Write sentences as Google TSV, ``<eos>`` after each; return the number of tokens."""
    count = 0
    with _open(target, "w") as handle:
        for sentence in sentences:
            for token in sentence:
                _check_field(token.cls, "class")
                _check_field(token.before, "token")
                _check_field(token.after, "reading")
                handle.write(f"{token.cls}\t{token.before}\t{token.after}\n")
                count += 1
            handle.write(f"{special.EOS}\t{special.EOS}\n")
    return count


KAGGLE_HEADER = ("sentence_id", "token_id", "class", "before", "after")


def _from_kaggle(cls: str, before: str, after: str) -> TokenRecord:
    """Kaggle repeats ``before`` for unchanged tokens; store them the Google way."""
    if after == before:
        after = special.SIL if cls == "PUNCT" else special.SELF
    return TokenRecord(cls, before, after)


def read_kaggle_csv(source: PathOrFile) -> Iterator[list[TokenRecord]]:
    """Yield the sentences of a Kaggle CSV file (tokens in Google conventions).

    An unchanged token (``after == before``) becomes ``<self>``, or ``sil`` for PUNCT.

    Raises:
        DataFormatError: a wrong header, a row with a wrong field count, non-integer
            ids, or token ids that do not count up from 0 within a sentence.
    """
    name = _name(source)
    with _open(source, "r") as handle:
        reader = csv.reader(handle)
        try:
            header = next(reader, None)
        except (csv.Error, UnicodeDecodeError) as exc:
            raise DataFormatError(f"{name}:1: unreadable CSV header ({exc})") from exc
        if header is None:
            return
        if tuple(h.strip() for h in header) != KAGGLE_HEADER:
            raise DataFormatError(f"{name}:1: expected header {','.join(KAGGLE_HEADER)}, got {','.join(header)[:80]}")
        sentence: list[TokenRecord] = []
        current: int | None = None
        while True:
            try:
                row = next(reader)
            except StopIteration:
                break
            except (csv.Error, UnicodeDecodeError) as exc:
                raise DataFormatError(f"{name}:{reader.line_num}: unreadable CSV ({exc})") from exc
            lineno = reader.line_num
            if not row:
                continue
            if len(row) != 5:
                raise DataFormatError(f"{name}:{lineno}: expected 5 fields {','.join(KAGGLE_HEADER)}, got {len(row)}")
            try:
                sid, tid = int(row[0]), int(row[1])
            except ValueError as exc:
                raise DataFormatError(f"{name}:{lineno}: sentence_id and token_id must be integers") from exc
            if sid != current:
                if sentence:
                    yield sentence
                sentence, current = [], sid
            if tid != len(sentence):
                raise DataFormatError(f"{name}:{lineno}: token_id {tid} out of order (expected {len(sentence)})")
            if not row[2] or not row[3]:
                raise DataFormatError(f"{name}:{lineno}: empty class or token")
            sentence.append(_from_kaggle(row[2], row[3], row[4]))
        if sentence:
            yield sentence


def write_kaggle_csv(sentences: Iterable[Iterable[TokenRecord]], target: PathOrFile) -> int:
    """Write sentences as Kaggle CSV (unchanged tokens repeat ``before``); return the token count."""
    count = 0
    with _open(target, "w") as handle:
        writer = csv.writer(handle, quoting=csv.QUOTE_ALL, lineterminator="\n")
        writer.writerow(KAGGLE_HEADER)
        for sid, sentence in enumerate(sentences):
            for tid, token in enumerate(sentence):
                after = token.before if token.after in (special.SELF, special.SIL) else token.after
                writer.writerow((sid, tid, token.cls, token.before, after))
                count += 1
    return count


def read_sentences(source: PathOrFile) -> Iterator[list[TokenRecord]]:
    """Read Google TSV or Kaggle CSV, chosen by the file name (``.csv`` / ``.csv.gz`` = Kaggle)."""
    name = _name(source)
    if name.endswith(".csv") or name.endswith(".csv.gz"):
        return read_kaggle_csv(source)
    return read_google_tsv(source)


def sentences_from_string(text: str) -> list[list[TokenRecord]]:
    """Parse Google TSV held in a string (for tests and small fixtures)."""
    return list(read_google_tsv(io.StringIO(text)))
