"""`tnfst grammar ...`: build, inspect and measure the covering grammars.

Exit codes: 0 success, 1 the grammar does not match the token (`show`),
2 bad usage, 3 a list or compiled grammar is broken (the message names the file).
"""

from __future__ import annotations

import json
import pathlib
import time

import click

from tnfst.grammar import cache
from tnfst.grammar.covering import CLASSES, CoveringGrammar, normalize_classes
from tnfst.grammar.errors import GrammarError

EXIT_NO_MATCH = 1
EXIT_BROKEN = 3

_lang = click.option("--lang", default="en", show_default=True, help="Grammar language.")
_cache = click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                      help=f"Cache root (default: ${cache.ENV_CACHE_DIR} or the user cache dir).")


def _broken(exc: GrammarError) -> None:
    click.echo(f"error: {exc}", err=True)
    raise SystemExit(EXIT_BROKEN)


@click.group()
def grammar() -> None:
    """Build, inspect and measure the MEASURE/MONEY/TIME covering grammars."""


@grammar.command()
@_lang
@_cache
@click.option("--force", is_flag=True, help="Rebuild even when the cache is current.")
def build(lang: str, cache_dir: str | None, force: bool) -> None:
    """Compile the grammar to a FAR in the cache (keyed by the sources' contents)."""
    started = time.perf_counter()
    try:
        target = cache.build(lang, cache_dir, force=force)
    except GrammarError as exc:
        _broken(exc)
    click.echo(f"{target / cache.FAR_NAME}\t{time.perf_counter() - started:.2f}s")


@grammar.command()
@click.argument("token")
@click.option("--limit", "-n", default=20, show_default=True, type=click.IntRange(min=1),
              help="Most readings to print.")
@click.option("--classes", default="all", show_default=True,
              help="Comma-separated grammar classes to match TOKEN against ('all': every class).")
@_lang
@_cache
def show(token: str, limit: int, classes: str, lang: str, cache_dir: str | None) -> None:
    """Print the readings the grammar licenses for TOKEN, best first (exit 1: no match)."""
    try:
        selected = normalize_classes(classes)
    except GrammarError as exc:
        raise click.BadParameter(str(exc), param_hint="--classes") from exc
    try:
        readings = CoveringGrammar.load(lang, cache_dir, classes=selected).readings(token, limit)
    except GrammarError as exc:
        _broken(exc)
    if not readings:
        click.echo(f"no match: {token!r}", err=True)
        raise SystemExit(EXIT_NO_MATCH)
    for reading in readings:
        click.echo(reading)


@grammar.command()
@click.argument("gold", type=click.Path(exists=True, dir_okay=False))
@click.option("--json", "json_out", type=click.Path(dir_okay=False), default=None,
              help="Also write the full report as JSON here.")
@click.option("--classes", default="MEASURE,MONEY", show_default=True,
              help="Gold classes to measure, comma-separated ('all': every class with a grammar); "
                   "the grammar of every class judges them.")
@_lang
@_cache
def coverage(gold: str, json_out: str | None, classes: str, lang: str, cache_dir: str | None) -> None:
    """Share of a Google TSV file's tokens of CLASSES that the grammar matches and licenses."""
    from tnfst.grammar.coverage import coverage as measure_coverage, gold_tokens

    try:
        selected = normalize_classes(classes, lang)
    except GrammarError as exc:
        raise click.BadParameter(str(exc), param_hint="--classes") from exc
    try:
        tokens = gold_tokens(gold, selected)
    except (ValueError, OSError, UnicodeDecodeError) as exc:
        raise click.BadParameter(str(exc), param_hint="GOLD") from exc
    try:
        report = measure_coverage(CoveringGrammar.load(lang, cache_dir, classes="all"), tokens, selected)
    except GrammarError as exc:
        _broken(exc)
    click.echo(f"{'class':<10}{'tokens':>8}{'matched':>10}{'licensed':>10}")
    for cls, row in report["classes"].items():
        click.echo(f"{cls:<10}{row['tokens']:>8}{row['matched_share']:>10.3f}{row['licensed_share']:>10.3f}")
    click.echo(f"{'all':<10}{report['tokens']:>8}{report['matched']:>10.3f}{report['licensed']:>10.3f}")
    for miss in report["misses"]:
        click.echo(f"miss\t{miss['class']}\t{miss['token']}\t{miss['gold']}\t{miss['why']}")
    if json_out:
        pathlib.Path(json_out).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
