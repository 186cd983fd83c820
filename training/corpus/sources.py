"""Sentences of the Google TSV data and the window input of the DNC.

Uses `tnfst.data.read_google_tsv` and `tnfst.model.window.make_window` when the
package has them; the local versions below have exactly the same output and are
only a fallback for a checkout where those modules are missing.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tnfst import special

log = logging.getLogger(__name__)

NORM_OPEN = "<norm>"
NORM_CLOSE = "</norm>"


class CorpusError(Exception):
    """A source file of the corpus is missing or malformed."""


@dataclass(frozen=True)
class LocalTokenRecord:
    """One token of the Google data: semiotic class, written form, gold reading."""

    cls: str
    before: str
    after: str

    @property
    def reading(self) -> str:
        """The gold reading, `<self>` resolved to the written form."""
        return self.before if self.after == special.SELF else self.after


def _read_google_tsv_local(path: Path) -> Iterator[list[LocalTokenRecord]]:
    sentence: list[LocalTokenRecord] = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n").rstrip("\r")
            if not line.strip():
                continue
            fields = line.split("\t")
            if fields[0] == special.EOS:
                if sentence:
                    yield sentence
                sentence = []
                continue
            if len(fields) != 3:
                raise CorpusError(f"{path}:{number}: expected CLASS<TAB>before<TAB>after, got {len(fields)} field(s)")
            sentence.append(LocalTokenRecord(*fields))
    if sentence:
        yield sentence


def read_sentences(path: str | Path) -> list[list]:
    """All sentences of a Google TSV file, each a list of token records.

    Raises:
        CorpusError: the file is missing or a line is malformed.
    """
    path = Path(path)
    if not path.is_file():
        raise CorpusError(f"{path}: no such file")
    try:
        return [list(s) for s in _read_google_tsv(path)]
    except CorpusError:
        raise
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{path}: {exc}") from exc


def _make_window_local(tokens: Sequence[str], i: int, size: int = 3) -> str:
    if not 0 <= i < len(tokens):
        raise IndexError(f"token index {i} outside a sentence of {len(tokens)} tokens")
    left = list(tokens[max(0, i - size):i])
    right = list(tokens[i + 1:i + 1 + size])
    return " ".join([*left, NORM_OPEN, tokens[i], NORM_CLOSE, *right])


try:  # the package's versions, when present
    from tnfst.data import read_google_tsv as _read_google_tsv
except ImportError:
    _read_google_tsv = _read_google_tsv_local
try:
    from tnfst.model.window import make_window as _make_window
except ImportError:
    _make_window = _make_window_local


def make_window(tokens: Sequence[str], i: int, size: int = 3) -> str:
    """`w-3 w-2 w-1 <norm> token </norm> w+1 w+2 w+3`: the DNC's input for token `i`."""
    return _make_window(tokens, i, size=size)
