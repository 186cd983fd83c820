"""Normalize a corpus on a Ray cluster (``pip install "tnfst[ray]"``).

``normalize_dataset(ds, column="text", output_column="spoken")`` adds the spoken form of
``column`` to every row of a Ray Data ``Dataset``: an actor pool, one ``tnfst.Normalizer``
per actor (its models loaded once), rows kept in order.

``normalize_file(...)`` is what ``tnfst normalize --engine ray`` runs: the driver reads a
text, JSON lines or Parquet file, the actors normalize it, and the driver writes the
output file in input order in the same format. Only the driver touches the files, so on
a multi-node cluster the input has to be on the machine that runs the command, nowhere
else::

    ray start --head                                   # on the first machine
    ray start --address=HEAD_IP:6379                   # on every other machine
    tnfst normalize --engine ray --address auto -i corpus.jsonl -o corpus.spoken.jsonl

Nothing here is imported by ``tnfst`` itself; ``ray`` and ``pyarrow`` are imported inside
the functions.
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

DEFAULT_BATCH_SIZE = 512  # rows per call of an actor (the same chunk as `tnfst normalize -i FILE`)
LINE_COLUMN = "__tnfst_row"  # row numbers the CLI adds to name rows in errors; never written out
FORMATS = ("text", "jsonl", "parquet")


class BatchError(RuntimeError):
    """A batch of ``count`` rows could not be normalized; ``first`` and ``last`` are the
    ``id_column`` values of its first and last row (None without an id column: the message
    then quotes their text); ``reason`` is the underlying error."""

    def __init__(self, message: str, count: int, first: Any = None, last: Any = None, reason: str = ""):
        super().__init__(message)
        self.count, self.first, self.last, self.reason = count, first, last, reason

    def __reduce__(self):  # survives pickling through Ray with its fields
        return (BatchError, (str(self), self.count, self.first, self.last, self.reason))


_MESSAGE = re.compile(r"(tnfst could not normalize the batch of (\d+) rows (?:with \S+ (-?\d+) to (-?\d+)|.*?): "
                      r"(.*))")


def find_batch_error(exc: BaseException) -> BatchError | None:
    """The ``BatchError`` behind an exception Ray raised in the driver, or None. Ray Data
    wraps the actor's exception in its own types (``UserCodeException``, which keeps only
    the text), so the error is rebuilt from its message when the object itself is gone."""
    seen: set[int] = set()
    stack = [exc]
    while stack:
        current = stack.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, BatchError):
            return current
        stack.extend([current.__cause__, current.__context__, getattr(current, "cause", None)])
    for line in str(exc).splitlines():
        found = _MESSAGE.search(line)
        if found:
            message, count, first, last, reason = found.groups()
            return BatchError(message, int(count), None if first is None else int(first),
                              None if last is None else int(last), reason)
    return None


@dataclass(frozen=True)
class RenderMode:
    """How a batch of texts is rendered: the options of ``tnfst normalize``."""

    jsonl: bool = False  # per-token JSON records instead of the spoken text
    google: bool = False
    pretokenized: bool = False


class _NormalizeBatch:
    """The actor: one Normalizer, built once; ``__call__`` adds ``output_column`` to a batch."""

    def __init__(self, column: str, output_column: str, id_column: str | None, options: Mapping[str, Any],
                 mode: RenderMode, make_normalizer: Callable[[], Any] | None):
        from tnfst.api import Normalizer

        self.column, self.output_column, self.id_column, self.mode = column, output_column, id_column, mode
        if make_normalizer is not None:
            self.normalizer = make_normalizer()
        else:
            self.normalizer = Normalizer(**options).load()

    def __call__(self, batch):
        import pyarrow as pa

        from tnfst.commands.normalize import _render_batch

        if self.column not in batch.column_names:
            raise BatchError(f"tnfst: the dataset has no column {self.column!r} (columns: "
                             f"{', '.join(batch.column_names)})", len(batch), reason="no such column")
        texts = batch.column(self.column).to_pylist()
        present = [i for i, text in enumerate(texts) if text is not None]  # a null stays null
        try:
            rendered = _render_batch(self.normalizer, [texts[i] for i in present], self.mode.jsonl,
                                     self.mode.google, self.mode.pretokenized)
            if len(rendered) != len(present):
                raise RuntimeError(f"{len(rendered)} outputs for {len(present)} inputs")
        except Exception as exc:
            first = last = None
            if self.id_column is not None and self.id_column in batch.column_names and len(batch):
                ids = batch.column(self.id_column).to_pylist()
                first, last = ids[0], ids[-1]
                rows = f"with {self.id_column} {first} to {last}"
            else:
                rows = f"from {_preview(texts[0])} to {_preview(texts[-1])}" if texts else "(empty)"
            reason = f"{type(exc).__name__}: {exc}"
            raise BatchError(f"tnfst could not normalize the batch of {len(texts)} rows {rows}: {reason}",
                             len(texts), first, last, reason) from exc
        out: list[str | None] = [None] * len(texts)
        for i, text in zip(present, rendered):
            out[i] = text
        values = pa.array(out, type=pa.string())
        if self.output_column in batch.column_names:
            return batch.set_column(batch.column_names.index(self.output_column), self.output_column, values)
        return batch.append_column(self.output_column, values)


def _preview(value: Any, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[:width - 4] + "...'"


def init(address: str | None = None, num_cpus: int | None = None, **options) -> bool:
    """Connect to a Ray cluster (``address``, e.g. "auto" or "ray://host:10001") or start a
    local one (``num_cpus``), unless Ray is already initialized. No dashboard and no usage
    statistics: the machine may be offline. Returns True when this call connected (the
    caller then calls ``ray.shutdown()``), False when Ray was already initialized."""
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray

    if ray.is_initialized():
        return False
    kwargs: dict[str, Any] = {"include_dashboard": False, "logging_level": logging.WARNING,
                              "configure_logging": True, **options}
    if address:
        kwargs["address"] = address
    elif num_cpus:
        kwargs["num_cpus"] = num_cpus
    ray.init(**kwargs)
    return True


def default_actors(num_cpus_per_actor: float = 1.0) -> int:
    """One actor per ``num_cpus_per_actor`` CPUs of the connected cluster (at least one)."""
    import ray

    cpus = float(ray.cluster_resources().get("CPU", 1))
    return max(1, int(cpus // max(num_cpus_per_actor, 1e-9)))


def normalize_dataset(ds, column: str = "text", output_column: str = "spoken",
                      constraints: Sequence[str] | None = None, batch_size: int = DEFAULT_BATCH_SIZE, *,
                      concurrency: int | None = None, num_cpus: float = 1.0, id_column: str | None = None,
                      google: bool = False, jsonl: bool = False, pretokenized: bool = False,
                      normalizer_options: Mapping[str, Any] | None = None,
                      make_normalizer: Callable[[], Any] | None = None):
    """A Dataset with ``output_column`` = the spoken form of ``column`` (other columns kept).

    Args:
        ds: a ``ray.data.Dataset`` with a string column ``column`` (null rows stay null).
        constraints: decoder constraints (None: ``tnfst.api.DEFAULT_CONSTRAINTS``; [] none).
        batch_size: rows per actor call (512: the batch of ``tnfst normalize -i FILE``).
            Ray hands each actor whole blocks, so give a large dataset many blocks
            (``ds.repartition(n)``) for every actor to get work.
        concurrency: actors (default: one per ``num_cpus`` CPUs of the cluster).
        num_cpus: CPUs reserved per actor (each runs torch on ``threads`` = this, rounded).
        id_column: a column naming rows in errors (its first and last value in a failing
            batch); without it an error quotes the batch's first and last text.
        google, jsonl, pretokenized: as ``tnfst normalize --google/--jsonl/--pretokenized``
            (jsonl: the column holds per-token JSON records).
        normalizer_options: more ``tnfst.Normalizer`` arguments (beam, precision, model_path...).
        make_normalizer: a zero-argument callable that builds the normalizer in each actor
            instead (anything with ``normalize_batch``/``explain_batch``), e.g. a custom model.

    Returns:
        A lazy Dataset; rows keep their order (``preserve_order`` is switched on in the
        current ``DataContext`` and the dataset's own). A batch that fails raises, when the
        dataset is consumed, an error whose message contains ``BatchError``'s text naming
        the rows (``find_batch_error`` digs it out of Ray's wrappers).
    """
    import ray.data

    if batch_size < 1:
        raise ValueError(f"batch_size must be >= 1, got {batch_size}")
    options = {"constraints": constraints, "threads": max(1, int(round(num_cpus))), **(normalizer_options or {})}
    if concurrency is None:
        concurrency = default_actors(num_cpus)
    _preserve_order(ray.data.DataContext.get_current())
    own = getattr(ds, "context", None)
    if own is not None:
        _preserve_order(own)
    return ds.map_batches(
        _NormalizeBatch, batch_size=batch_size, batch_format="pyarrow", num_cpus=num_cpus,
        compute=ray.data.ActorPoolStrategy(size=concurrency),
        fn_constructor_args=(column, output_column, id_column, options,
                             RenderMode(jsonl=jsonl, google=google, pretokenized=pretokenized), make_normalizer))


def _preserve_order(context) -> None:
    context.execution_options.preserve_order = True


# -- files: what `tnfst normalize --engine ray` reads and writes -------------------------------


def detect_format(path: str, given: str | None = None) -> str:
    """``given`` when set, else from the extension: .jsonl/.ndjson/.json -> jsonl,
    .parquet/.pq -> parquet, anything else text."""
    if given and given != "auto":
        if given not in FORMATS:
            raise ValueError(f"unknown format {given!r}; known: {', '.join(FORMATS)}")
        return given
    suffix = Path(path).suffix.lower()
    if suffix in (".jsonl", ".ndjson", ".json"):
        return "jsonl"
    if suffix in (".parquet", ".pq"):
        return "parquet"
    return "text"


class InputError(ValueError):
    """The input file is not what its format says (the message names the line or column)."""


def read_chunks(path: str, fmt: str, column: str, rows: int) -> Iterator[Any]:
    """The input as pyarrow Tables of ``rows`` rows, in order, each with ``LINE_COLUMN``
    (1-based line number; Parquet: 1-based row number) and the text column.

    text: ``column`` = the line (split on ``\\n`` only, bytes that are not UTF-8 become
    U+FFFD, as ``tnfst normalize -i``). jsonl: ``column`` from each record (string or
    null) and the record itself, kept for writing. parquet: every column.
    """
    import pyarrow as pa

    if fmt == "parquet":
        import pyarrow.parquet as pq

        parquet = pq.ParquetFile(path)
        if column not in parquet.schema_arrow.names:
            raise InputError(f"{path}: no column {column!r} (columns: {', '.join(parquet.schema_arrow.names)})")
        kind = parquet.schema_arrow.field(column).type
        if not (pa.types.is_string(kind) or pa.types.is_large_string(kind) or pa.types.is_null(kind)):
            raise InputError(f"{path}: column {column!r} holds {kind}, not text")
        first = 1
        for batch in parquet.iter_batches(batch_size=rows):
            table = pa.Table.from_batches([batch])
            if LINE_COLUMN in table.column_names:
                raise InputError(f"{path}: column name {LINE_COLUMN!r} is reserved")
            table = table.append_column(LINE_COLUMN, pa.array(range(first, first + len(table)), type=pa.int64()))
            first += len(table)
            yield table
        return
    from tnfst.commands.normalize import iter_lines

    numbers: list[int] = []
    texts: list[str | None] = []
    raws: list[str] = []
    with open(path, "rb") as stream:
        for number, line in enumerate(iter_lines(stream), 1):
            numbers.append(number)
            if fmt == "jsonl":
                texts.append(_jsonl_text(path, number, line, column))
                raws.append(line)
            else:
                texts.append(line)
            if len(numbers) == rows:
                yield _table(numbers, texts, raws, column)
                numbers, texts, raws = [], [], []
    if numbers:
        yield _table(numbers, texts, raws, column)


def _jsonl_text(path: str, number: int, line: str, column: str) -> str | None:
    try:
        record = json.loads(line)
    except ValueError as exc:
        raise InputError(f"{path}:{number}: not a JSON record ({exc})") from None
    if not isinstance(record, dict):
        raise InputError(f"{path}:{number}: a JSON {type(record).__name__}, not an object")
    if column not in record:
        raise InputError(f"{path}:{number}: the record has no {column!r} field")
    text = record[column]
    if text is not None and not isinstance(text, str):
        raise InputError(f"{path}:{number}: field {column!r} is a {type(text).__name__}, not a string")
    return text


_RAW_COLUMN = "__tnfst_record"


def _table(numbers, texts, raws, column):
    import pyarrow as pa

    columns = {LINE_COLUMN: pa.array(numbers, type=pa.int64()), column: pa.array(texts, type=pa.string())}
    if raws:
        columns[_RAW_COLUMN] = pa.array(raws, type=pa.string())
    return pa.table(columns)


class _Writer:
    """Writes output batches in the input's format; ``close()`` finishes the file."""

    def __init__(self, out, fmt: str, output_column: str, path: str):
        self.out, self.fmt, self.output_column, self.path = out, fmt, output_column, path
        self._parquet = None

    def write(self, table) -> None:
        spoken = table.column(self.output_column).to_pylist()
        if self.fmt == "text":
            self.out.write("".join(("" if s is None else s) + "\n" for s in spoken))
        elif self.fmt == "jsonl":
            for raw, value in zip(table.column(_RAW_COLUMN).to_pylist(), spoken):
                record = json.loads(raw)
                record[self.output_column] = value
                self.out.write(json.dumps(record, ensure_ascii=False) + "\n")
        else:
            import pyarrow.parquet as pq

            table = table.drop([LINE_COLUMN])
            if self._parquet is None:
                self._parquet = pq.ParquetWriter(self.path, table.schema)
            self._parquet.write_table(table.cast(self._parquet.schema))
        if self.fmt != "parquet":
            self.out.flush()

    def close(self) -> None:
        if self._parquet is not None:
            self._parquet.close()


def normalize_file(input_path: str, output, *, output_path: str, fmt: str, column: str = "text",
                   output_column: str = "spoken", actors: int | None = None, batch_size: int = DEFAULT_BATCH_SIZE,
                   normalizer_options: Mapping[str, Any] | None = None, mode: RenderMode = RenderMode(),
                   progress: bool = False) -> int:
    """Normalize ``input_path`` on the connected Ray cluster and write ``output`` (an open
    text stream for text/jsonl; Parquet is written to ``output_path``). Returns the rows
    written. Raises ``InputError`` for a malformed input, and a Ray error containing a
    ``BatchError`` when a batch fails (rows named by line number)."""
    import ray
    import ray.data
    from tqdm import tqdm

    refs, total = [], 0
    for table in read_chunks(input_path, fmt, column, batch_size):
        refs.append(ray.put(table))
        total += len(table)
    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False  # ours counts rows written; Ray's would count blocks per stage
    ds = ray.data.from_arrow_refs(refs) if refs else None
    writer = _Writer(output, fmt, output_column, output_path)
    bar = tqdm(total=total, unit="line", disable=not progress, desc="normalize")
    written = 0
    try:
        if ds is not None:
            result = normalize_dataset(ds, column, output_column, batch_size=batch_size, concurrency=actors,
                                       id_column=LINE_COLUMN, google=mode.google, jsonl=mode.jsonl,
                                       pretokenized=mode.pretokenized,
                                       normalizer_options=dict(normalizer_options or {}))
            for table in result.iter_batches(batch_size=None, batch_format="pyarrow"):
                writer.write(table)
                written += len(table)
                bar.update(len(table))
        elif fmt == "parquet":  # an empty Parquet file in, an empty one out (same columns + output)
            import pyarrow.parquet as pq

            schema = pq.ParquetFile(input_path).schema_arrow
            import pyarrow as pa

            empty = schema.empty_table().append_column(output_column, pa.array([], type=pa.string()))
            pq.write_table(empty, output_path)
    finally:
        writer.close()
        bar.close()
    return written
