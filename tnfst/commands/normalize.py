"""``tnfst normalize``: text in, spoken form out; one output line for every input line."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterator
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import IO, Any

import click

from tnfst.commands.evaluate import parse_constraints

log = logging.getLogger(__name__)

FILE_BATCH = 512  # lines normalized together when reading a file (not a live stream): fills DNC batches


def iter_lines(stream: IO[bytes]) -> Iterator[str]:
    """Lines split on ``\\n`` only (a stray ``\\r`` or U+2028 never makes an extra line);
    bytes that are not UTF-8 become U+FFFD, never an exception: a warning names the line and
    the first such byte (the output keeps U+FFFD there, and the line count)."""
    for number, raw in enumerate(stream, 1):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            log.warning("line %d: bytes that are not UTF-8 (the first, 0x%02x, at byte %d) were replaced "
                        "with U+FFFD; is the input in another encoding?", number, raw[exc.start], exc.start + 1)
            text = raw.decode("utf-8", errors="replace")
        yield text.rstrip("\n").rstrip("\r")


def _render(normalizer, line: str, jsonl: bool, google: bool, pretokenized: bool = False) -> str:
    return _render_batch(normalizer, [line], jsonl, google, pretokenized)[0]


def _render_batch(normalizer, lines: list[str], jsonl: bool, google: bool, pretokenized: bool = False) -> list[str]:
    """One output line per input line, every line decoded in one batch."""
    if pretokenized:
        token_lines = [[t for t in line.split(" ") if t] for line in lines]
        records = normalizer.explain_tokens_batch(token_lines)
        if jsonl:
            return [json.dumps({"input": line, "tokens": [r.as_dict() for r in recs]}, ensure_ascii=False)
                    for line, recs in zip(lines, records)]
        return [" ".join(normalizer.readings_of(recs, google=google)) for recs in records]
    if not jsonl:
        return normalizer.normalize_batch(lines, google=google)
    records = normalizer.explain_batch(lines)
    return [json.dumps({"input": line, "output": normalizer.render(line, recs, google=google),
                        "tokens": [r.as_dict() for r in recs]}, ensure_ascii=False)
            for line, recs in zip(lines, records)]


@dataclass(frozen=True)
class RenderOptions:
    """How lines are written: ``--jsonl``, ``--google``, ``--pretokenized``."""

    jsonl: bool = False
    google: bool = False
    pretokenized: bool = False


@dataclass(frozen=True)
class WorkerRender:
    """What a ``--workers`` process runs once (picklable): build its own Normalizer and
    return ``render(lines)``, the same ``_render_batch`` as the in-process path."""

    options: dict[str, Any] = field(default_factory=dict)
    render: RenderOptions = RenderOptions()

    def __call__(self):
        from functools import partial

        from tnfst.api import Normalizer

        normalizer = Normalizer(**self.options).load()
        return partial(_render_batch, normalizer, jsonl=self.render.jsonl, google=self.render.google,
                       pretokenized=self.render.pretokenized)


@click.command()
@click.argument("text", nargs=-1)
@click.option("-i", "--input", "input_path", type=click.Path(exists=True, dir_okay=False, allow_dash=True), help="Read lines from this file ('-' = stdin).")
@click.option("-o", "--output", "output_path", type=click.Path(dir_okay=False, writable=True, allow_dash=True), default="-", help="Write lines here (default stdout).")
@click.option("--constraints", "constraints_opt", metavar="a,b|none", help="Constraints for the decoder (default: tnfst.api.DEFAULT_CONSTRAINTS; 'none' for none).")
@click.option("--beam", type=click.IntRange(1, 64), default=None, help="Beam width (default 1: as accurate as wider beams with the default constraints).")
@click.option("--jsonl", is_flag=True, help="Write one JSON record per line: output and per-token details.")
@click.option("--pretokenized", is_flag=True, help="Input lines are tokens separated by single spaces; output one reading per token, space-separated.")
@click.option("--google", is_flag=True, help="Google style: punctuation read as 'sil'.")
@click.option("--device", default="cpu", show_default=True, help="torch device for the neural reader.")
@click.option("--threads", type=click.IntRange(1, 256), default=1, show_default=True, help="CPU threads of the DNC's matrix products (1 is fastest on small machines).")
@click.option("--precision", type=click.Choice(["auto", "int8", "fp32"]), default="auto", show_default=True, help="DNC on CPU: float32 (auto, fp32) or int8 weights and activations (int8, on the torch backend).")
@click.option("--backend", type=click.Choice(["auto", "numpy", "torch"]), default="auto", show_default=True, help="What runs the DNC: numpy (float32 on the CPU, torch never imported), torch, or auto (numpy unless --device, or --precision int8, needs torch).")
@click.option("--acronyms", type=click.Choice(["spell", "keep"]), default="spell", show_default=True, help="A token read as its letters: spelled ('BBC' -> 'b b c', the Google data's style) or kept as written ('BBC', for a speech engine that says acronyms itself).")
@click.option("--emoji", type=click.Choice(["keep", "name"]), default="keep", show_default=True, help="An emoji: kept as written (for the speech engine), or read by its CLDR short name ('😀' -> 'grinning face'; pip install 'tnfst[emoji]').")
@click.option("--attributive-singular", is_flag=True, help="An amount that describes a noun says its unit in the singular ('a $500 deposit' -> 'a five hundred dollar deposit'); default: the plural, the Google data's style.")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr (default: when reading a file on a terminal).")
@click.option("--workers", type=click.IntRange(0, 1024), default=None, help="Worker processes, each with its own models (0 = one per core; default 1: this process). With --engine ray: actors (default one per CPU of the cluster).")
@click.option("--engine", type=click.Choice(["local", "ray"]), default="local", show_default=True, help="local: this machine; ray: a Ray cluster (pip install 'tnfst[ray]'), needs -i FILE.")
@click.option("--address", metavar="ADDR", help="--engine ray: the cluster to join ('auto' = the one `ray start` made on this machine; default: start Ray here).")
@click.option("--format", "fmt", type=click.Choice(["auto", "text", "jsonl", "parquet"]), default="auto", show_default=True, help="--engine ray: input and output format (auto: from the extension, .jsonl / .parquet, else text).")
@click.option("--column", default="text", show_default=True, help="--engine ray, JSON lines / Parquet: the column to read.")
@click.option("--output-column", default="spoken", show_default=True, help="--engine ray, JSON lines / Parquet: the column written.")
def normalize(text, input_path, output_path, constraints_opt, beam, jsonl, pretokenized, google, device, threads, precision, backend,
              acronyms, emoji, attributive_singular, progress, workers, engine, address, fmt, column, output_column):
    """Normalize TEXT, or the lines of --input, or stdin, to the spoken form.

    \b
    Examples:
      tnfst normalize "He weighs 150lb."
      tnfst normalize -i book.txt -o book.spoken.txt
      tnfst normalize --workers 0 -i corpus.txt -o corpus.spoken.txt
      cat book.txt | tnfst normalize --jsonl > records.jsonl
      tnfst normalize --engine ray --address auto -i corpus.parquet -o out.parquet
    """
    if text and input_path:
        raise click.UsageError("give TEXT or --input, not both")
    options = {"constraints": parse_constraints(constraints_opt), "beam": beam, "device": device, "threads": threads,
               "precision": precision, "backend": backend, "acronyms": acronyms,
               "attributive_singular": attributive_singular, "emoji": emoji}
    try:
        if engine == "ray":
            _normalize_ray(input_path, output_path, options, RenderOptions(jsonl, google, pretokenized), progress=progress,
                           workers=workers, address=address, fmt=fmt, column=column, output_column=output_column)
            return
        if fmt not in ("auto", "text"):
            raise click.UsageError(f"--format {fmt} needs --engine ray (the local engine reads text lines)")
        if address:
            raise click.UsageError("--address needs --engine ray")
        from tnfst.parallel import default_workers

        count = 1 if workers is None else default_workers(workers)
        if count > 1 and not text:
            _normalize_parallel(input_path, output_path, options, RenderOptions(jsonl, google, pretokenized),
                                workers=count, progress=progress)
            return
        _normalize_here(text, input_path, output_path, options, jsonl, pretokenized, google, progress)
    except KeyboardInterrupt:  # Ctrl-C: workers are stopped on the way out; no traceback
        click.echo("Interrupted.", err=True)
        sys.exit(130)


def _normalize_here(text, input_path, output_path, options, jsonl, pretokenized, google, progress):
    """The in-process path: TEXT, a file or a stream, in this process."""
    from tnfst.api import ModelFileError, Normalizer

    try:
        normalizer = Normalizer(**options)
        normalizer.load()
    except ModelFileError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(3)
    except ValueError as exc:  # e.g. an unknown constraint name
        raise click.UsageError(str(exc)) from exc

    out = _open_output(output_path)
    try:
        if text:
            out.write(_render(normalizer, " ".join(text), jsonl, google, pretokenized) + "\n")
            return
        if input_path in (None, "-"):
            stream = sys.stdin.buffer
            live = stream.isatty() or not _is_regular(stream)
        else:
            stream = open(input_path, "rb")
            live = False
        with stream if input_path not in (None, "-") else nullcontext(stream):
            _normalize_stream(normalizer, stream, out, live=live, jsonl=jsonl, google=google, pretokenized=pretokenized,
                              progress=progress, total_bytes=_size(input_path))
    except BrokenPipeError:  # `tnfst normalize ... | head`: stop quietly
        sys.stderr.close()
    finally:
        if output_path != "-":
            out.close()


def _normalize_stream(normalizer, stream, out, *, live, jsonl, google, progress, total_bytes, pretokenized=False):
    """Write one line per input line; a live stream is flushed line by line, a file in batches."""
    from tqdm import tqdm

    show = progress if progress is not None else (not live and sys.stderr.isatty())
    bar = tqdm(total=total_bytes, unit="B", unit_scale=True, disable=not show, file=sys.stderr, desc="normalize")
    batch: list[str] = []

    def flush_batch() -> None:
        rendered = _render_batch(normalizer, batch, jsonl, google, pretokenized)
        for line in rendered:
            out.write(line + "\n")
        out.flush()
        bar.update(sum(len(line.encode("utf-8")) + 1 for line in batch))
        batch.clear()

    for line in iter_lines(stream):
        batch.append(line)
        if live or len(batch) >= FILE_BATCH:
            flush_batch()
    if batch:
        flush_batch()
    bar.close()


def _is_regular(stream) -> bool:
    try:
        import stat

        return stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (OSError, ValueError, AttributeError):
        return False


def _size(path: str | None) -> int | None:
    if path in (None, "-"):
        return None
    try:
        return os.path.getsize(path)
    except OSError:
        return None


def _open_output(output_path: str):
    try:
        return click.open_file(output_path, "w", encoding="utf-8")
    except OSError as exc:
        raise click.FileError(output_path, hint=exc.strerror or str(exc)) from exc


def _prebuild_grammar(options: dict) -> None:
    """Compile the covering grammar into the cache here, once, when its sources changed,
    so that workers and local Ray actors load it instead of each compiling it at the same
    time. A failure is left for the workers to report (with the in-process exit codes)."""
    if options.get("constraints") == ():
        return
    try:
        from tnfst.grammar import cache

        cache.build("en")
    except Exception:  # noqa: BLE001 - reported by each worker's own load
        log.debug("grammar pre-build failed; the workers will report it", exc_info=True)


def _normalize_parallel(input_path, output_path, options: dict, render: RenderOptions, *, workers: int, progress) -> None:
    """``--workers N``: N processes read ordered chunks of FILE_BATCH lines (the in-process
    batch, so the output is the same); lines are written in input order as chunks finish."""
    from tqdm import tqdm

    from tnfst.api import ModelFileError
    from tnfst.parallel import OrderedPool, PoolError, WorkerLoadError

    _prebuild_grammar(options)

    if input_path in (None, "-"):
        stream = sys.stdin.buffer
        live = stream.isatty() or not _is_regular(stream)
    else:
        stream = open(input_path, "rb")
        live = False
    out = _open_output(output_path)
    show = progress if progress is not None else (not live and sys.stderr.isatty())
    bar = tqdm(total=_size(input_path), unit="B", unit_scale=True, disable=not show, file=sys.stderr,
               desc=f"normalize ({workers} workers)")
    try:
        with OrderedPool(WorkerRender(options, render), workers, chunk_lines=FILE_BATCH) as pool:
            for chunk in pool.map(iter_lines(stream), live=live):
                out.write("".join(line + "\n" for line in chunk.outputs))
                out.flush()
                bar.update(sum(len(line.encode("utf-8")) + 1 for line in chunk.lines))
    except WorkerLoadError as exc:
        if isinstance(exc.cause, ModelFileError):
            click.echo(f"Error: {exc.cause}", err=True)
            sys.exit(3)
        if isinstance(exc.cause, ValueError):
            raise click.UsageError(str(exc.cause)) from exc
        click.echo(f"Error: a worker could not start: {type(exc.cause).__name__}: {exc.cause}", err=True)
        sys.exit(1)
    except PoolError as exc:
        out.flush()
        click.echo(f"Error: {exc}", err=True)
        sys.exit(1)
    except BrokenPipeError:
        sys.stderr.close()
    finally:
        bar.close()
        if input_path not in (None, "-"):
            stream.close()
        if output_path != "-":
            out.close()


def _normalize_ray(input_path, output_path, options: dict, render: RenderOptions, *, progress, workers, address, fmt,
                   column, output_column) -> None:
    """``--engine ray``: a file in, the same format out, normalized by a Ray actor pool."""
    if input_path in (None, "-"):
        raise click.UsageError("--engine ray reads a file: give -i FILE")
    # Quiet by default (a user's own setting wins): Ray Data logs every run's plan at INFO.
    os.environ.setdefault("RAY_DATA_LOG_LEVEL", "WARNING")
    try:
        import ray  # noqa: F401 - only to say clearly when it is missing

        from tnfst import distributed
    except ImportError as exc:
        raise click.UsageError(f"--engine ray needs Ray: pip install 'tnfst[ray]' ({exc})") from exc
    fmt = distributed.detect_format(input_path, fmt)
    if fmt == "parquet" and output_path == "-":
        raise click.UsageError("Parquet output needs -o FILE")
    label = "rows" if fmt == "parquet" else "lines"
    show = progress if progress is not None else sys.stderr.isatty()
    if not address:
        _prebuild_grammar(options)  # a local cluster's actors share this machine's cache
    started = distributed.init(address=address)
    out = None
    try:
        out = _open_output(output_path) if fmt != "parquet" else None
        distributed.normalize_file(input_path, out, output_path=output_path, fmt=fmt, column=column,
                                   output_column=output_column, actors=workers or None, normalizer_options=options,
                                   mode=distributed.RenderMode(render.jsonl, render.google, render.pretokenized),
                                   progress=show)
    except distributed.InputError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(1)
    except (KeyboardInterrupt, click.exceptions.Exit, click.ClickException, SystemExit):
        raise
    except Exception as exc:  # noqa: BLE001 - Ray wraps whatever went wrong in its own types
        found = distributed.find_batch_error(exc)
        if found is not None and found.first is not None:
            click.echo(f"Error: {label} {found.first}-{found.last} could not be normalized: {found.reason}", err=True)
        elif found is not None:
            click.echo(f"Error: {found}", err=True)
        else:
            click.echo(f"Error: the Ray run failed: {_first_lines(exc)}", err=True)
        sys.exit(3 if "ModelFileError" in str(exc) else 1)
    finally:
        if out is not None and output_path != "-":
            out.close()
        if started:
            import ray

            ray.shutdown()


def _first_lines(exc: BaseException, limit: int = 6) -> str:
    lines = [line for line in str(exc).splitlines() if line.strip()]
    return "\n".join(lines[-limit:]) if lines else type(exc).__name__
