"""``tnfst normalize``: text in, spoken form out; one output line for every input line."""

from __future__ import annotations

import json
import logging
import os
import sys
from collections.abc import Iterator
from contextlib import nullcontext
from typing import IO

import click

from tnfst.commands.evaluate import parse_constraints

log = logging.getLogger(__name__)

FILE_BATCH = 512  # lines normalized together when reading a file (not a live stream): fills DNC batches


def iter_lines(stream: IO[bytes]) -> Iterator[str]:
    """Lines split on ``\\n`` only (a stray ``\\r`` or U+2028 never makes an extra line);
    bytes that are not UTF-8 become U+FFFD, never an exception."""
    for raw in stream:
        yield raw.decode("utf-8", errors="replace").rstrip("\n").rstrip("\r")


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
@click.option("--threads", type=click.IntRange(1, 256), default=1, show_default=True, help="torch CPU threads (1 is fastest on small machines).")
@click.option("--precision", type=click.Choice(["auto", "int8", "fp32"]), default="auto", show_default=True, help="DNC on CPU: int8 weights and activations (faster on large batches), float32, or auto (int8 for chunks of 8+ tokens).")
@click.option("--progress/--no-progress", default=None, help="Progress bar on stderr (default: when reading a file on a terminal).")
def normalize(text, input_path, output_path, constraints_opt, beam, jsonl, pretokenized, google, device, threads, precision, progress):
    """Normalize TEXT, or the lines of --input, or stdin, to the spoken form.

    \b
    Examples:
      tnfst normalize "He weighs 150lb."
      tnfst normalize -i book.txt -o book.spoken.txt
      cat book.txt | tnfst normalize --jsonl > records.jsonl
    """
    from tnfst.api import ModelFileError, Normalizer

    if text and input_path:
        raise click.UsageError("give TEXT or --input, not both")
    try:
        normalizer = Normalizer(constraints=parse_constraints(constraints_opt), beam=beam, device=device, threads=threads,
                                precision=precision)
        normalizer.load()
    except ModelFileError as exc:
        click.echo(f"Error: {exc}", err=True)
        sys.exit(3)
    except ValueError as exc:  # e.g. an unknown constraint name
        raise click.UsageError(str(exc)) from exc

    try:
        out = click.open_file(output_path, "w", encoding="utf-8")
    except OSError as exc:
        raise click.FileError(output_path, hint=exc.strerror or str(exc)) from exc
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
