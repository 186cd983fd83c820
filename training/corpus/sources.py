"""Sentences of the Google TSV data and the window input of the DNC, for the corpus builder.

Thin wrappers over `tnfst.data.read_google_tsv` and `tnfst.model.window.make_window`
that turn their errors into `CorpusError` (one clear message naming the file).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from tnfst.data import DataFormatError, read_google_tsv
from tnfst.model.window import make_window as _make_window


class CorpusError(Exception):
    """A source file of the corpus is missing or malformed."""


def read_sentences(path: str | Path) -> list[list]:
    """All sentences of a Google TSV file, each a list of `tnfst.data.TokenRecord`.

    Raises:
        CorpusError: the file is missing or a line is malformed.
    """
    path = Path(path)
    if not path.is_file():
        raise CorpusError(f"{path}: no such file")
    try:
        return [list(s) for s in read_google_tsv(path)]
    except (DataFormatError, OSError, ValueError, UnicodeDecodeError) as exc:
        raise CorpusError(str(exc) if isinstance(exc, DataFormatError) else f"{path}: {exc}") from exc


def make_window(tokens: Sequence[str], i: int, size: int = 3) -> str:
    """`w-3 w-2 w-1 <norm> token </norm> w+1 w+2 w+3`: the DNC's input for token `i`."""
    return _make_window(tokens, i, size=size)
