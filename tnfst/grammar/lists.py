"""Reading and linting the TSV lists that grammar authors extend.

A list is a UTF-8 file of `written<TAB>spoken...` rows. Lines starting with `#`
are comments; the first line must be one (it names where the facts came from).
Spoken cells hold lowercase words separated by single spaces; `|` separates
licensed variants ("kilometer|kilo meter").

Known limitations: no escaping — a written form cannot contain a TAB, and a
spoken cell cannot contain `|`.
"""

from __future__ import annotations

import dataclasses
import pathlib
import re
import unicodedata

from tnfst.grammar.errors import GrammarError

#: Separates licensed variants inside a spoken cell.
VARIANT_SEPARATOR = "|"

_SPOKEN_WORDS = re.compile(r"[a-z'\-]+( [a-z'\-]+)*")


@dataclasses.dataclass(frozen=True)
class ListSpec:
    """What a list must look like.

    Attributes:
        path: path relative to the language folder, e.g. "measure/units.tsv".
        columns: exact number of TAB-separated cells per row.
        spoken: indices of the cells that hold spoken readings (linted as words).
        choices: optional {column index: allowed values} for closed-set cells.
    """

    path: str
    columns: int
    spoken: tuple[int, ...]
    choices: tuple[tuple[int, frozenset[str]], ...] = ()


@dataclasses.dataclass(frozen=True)
class Table:
    """A linted list: `rows[i][j]` is cell j of row i; spoken cells are tuples of variants."""

    path: pathlib.Path
    rows: tuple[tuple[str | tuple[str, ...], ...], ...]

    def column(self, index: int) -> tuple:
        return tuple(row[index] for row in self.rows)

    def as_dict(self) -> dict:
        """{written: rest of the row} (written = column 0)."""
        return {row[0]: row[1:] for row in self.rows}


def _fail(path: pathlib.Path, line_no: int, message: str) -> GrammarError:
    return GrammarError(f"{path}:{line_no}: {message}")


def read_table(path: pathlib.Path, spec: ListSpec) -> Table:
    """Read and lint one list; raises GrammarError naming the file and line.

    Checks: readable UTF-8, a leading `#` header comment, exact column count,
    NFC text, no empty cells or stray whitespace, unique written keys, spoken
    cells of lowercase words without digits, closed-set columns.
    """
    path = pathlib.Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise GrammarError(f"{path}: list file is missing") from exc
    except UnicodeDecodeError as exc:
        raise GrammarError(f"{path}: not valid UTF-8 ({exc})") from exc
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines or not lines[0].startswith("#"):
        raise _fail(path, 1, "a list must start with a '#' comment naming its source")
    seen: dict[str, int] = {}
    rows = []
    choices = dict(spec.choices)
    for line_no, line in enumerate(lines, start=1):
        if line.startswith("#"):
            continue
        if unicodedata.normalize("NFC", line) != line:
            raise _fail(path, line_no, "text is not in Unicode NFC form")
        if "\r" in line:
            raise _fail(path, line_no, "carriage return (use LF line endings)")
        cells = line.split("\t")
        if len(cells) != spec.columns:
            raise _fail(path, line_no, f"expected {spec.columns} TAB-separated cells, found {len(cells)}")
        for index, cell in enumerate(cells):
            if not cell:
                raise _fail(path, line_no, f"cell {index + 1} is empty")
            if cell != cell.strip() or "  " in cell:
                raise _fail(path, line_no, f"stray whitespace in cell {index + 1}: {cell!r}")
        key = cells[0]
        if key in seen:
            raise _fail(path, line_no, f"duplicate key {key!r} (first on line {seen[key]})")
        seen[key] = line_no
        row: list = []
        for index, cell in enumerate(cells):
            if index in spec.spoken:
                variants = tuple(cell.split(VARIANT_SEPARATOR))
                for variant in variants:
                    if not _SPOKEN_WORDS.fullmatch(variant):
                        raise _fail(
                            path, line_no,
                            f"spoken cell {index + 1} must be lowercase words without digits "
                            f"or symbols, got {variant!r}",
                        )
                if len(set(variants)) != len(variants):
                    raise _fail(path, line_no, f"repeated variant in cell {index + 1}")
                row.append(variants)
            else:
                if index in choices and cell not in choices[index]:
                    raise _fail(
                        path, line_no,
                        f"cell {index + 1} must be one of {sorted(choices[index])}, got {cell!r}",
                    )
                row.append(cell)
        rows.append(tuple(row))
    if not rows:
        raise GrammarError(f"{path}: list has no rows")
    return Table(path=path, rows=tuple(rows))
