"""Build the DNC training corpus: ToBeNormalized tokens in their windows.

    python training/build_corpus.py --shared /work/shared/data --out DIR \\
        [--proteno-tsv PATH] [--no-synthetic] [--seed N]

Writes DIR/train.jsonl, DIR/valid.jsonl (one example a line:
{"window", "token", "reading", "cls", "weight"}), DIR/vocab.json
(`tnfst.vocab.Vocabulary`) and DIR/report.md. See training/corpus/ for the
rules (up-sampling, synthetic examples, vocabulary order). Never reads the
official test set.
"""

from __future__ import annotations

import logging
import shlex
import sys
from pathlib import Path

import click

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the `corpus` helpers beside this script

from corpus.build import BuildConfig, build, write  # noqa: E402
from corpus.sources import CorpusError  # noqa: E402
from corpus.synthetic import SyntheticConfig  # noqa: E402
from corpus.upsample import UpsampleConfig  # noqa: E402

log = logging.getLogger("build_corpus")


def default_proteno_tsv() -> Path | None:
    """The regrouped proteno file `training/regroup_proteno.py` writes by default, if it is there."""
    from platformdirs import user_cache_dir

    folder = Path(user_cache_dir("tnfst")) / "data"
    found = sorted(folder.glob("*proteno*.tsv")) if folder.is_dir() else []
    return found[0] if found else None


def _arguments() -> list[str]:
    """The options this run was given, as a command line (for the report)."""
    ctx = click.get_current_context()
    args = []
    for param in ctx.command.params:
        value = ctx.params.get(param.name)
        source = ctx.get_parameter_source(param.name)
        if source is None or source.name != "COMMANDLINE" or not isinstance(param, click.Option):
            continue
        flag = max(param.opts, key=len)
        if param.is_flag:
            if value:
                args.append(flag)
        else:
            args += [flag, str(value)]
    return args


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--shared", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="Shared data folder holding google-tsv-sample/.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), required=True, help="Output folder.")
@click.option("--proteno-tsv", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Proteno sentences regrouped into Google tokens (Google TSV). Default: the one "
                   "training/regroup_proteno.py left in the tnfst cache, if any.")
@click.option("--no-proteno", is_flag=True, help="Use train_10000 only, even if a regrouped proteno file is cached.")
@click.option("--no-synthetic", is_flag=True, help="No synthetic MEASURE/MONEY examples.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of synthetic numbers and the shuffle.")
@click.option("--per-unit", type=click.IntRange(1, 1000), default=SyntheticConfig.per_unit, show_default=True,
              help="Synthetic examples per unit/currency the data never shows.")
@click.option("--rare-below", type=click.IntRange(0, 100_000), default=SyntheticConfig.rare_below, show_default=True,
              help="Listed units the data shows fewer times than this also get synthetic examples.")
@click.option("--rare-per-unit", type=click.IntRange(0, 1000), default=SyntheticConfig.rare_per_unit, show_default=True,
              help="Synthetic examples per such rare unit (0: none).")
@click.option("--min-unit-count", type=click.IntRange(1, 100_000), default=UpsampleConfig.min_unit_count,
              show_default=True, help="Rare units are topped up to this many examples.")
@click.option("--big-cardinal-factor", type=click.IntRange(1, 1000), default=UpsampleConfig.big_cardinal_factor,
              show_default=True, help="Repetitions of a CARDINAL >= 1,000,000.")
@click.option("--upsample-mode", type=click.Choice(["repeat", "weight"]), default="repeat", show_default=True,
              help="Repeat lines, or write each once with the repetitions as its weight.")
@click.option("--self-examples", type=click.IntRange(0), default=0, show_default=True,
              help="Also teach this many RemainSelf tokens with the reading <self>, so the DNC can decline a gate false positive.")
@click.option("--synthetic-numbers", is_flag=True, help="Add synthetic CARDINAL/DECIMAL/DIGIT/DATE examples read by the grammar's number transducer.")
@click.option("--vocab-from", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="Keep this vocab.json (to warm-start a trained model) instead of building one.")
@click.option("-v", "--verbose", is_flag=True)
def main(shared, out, proteno_tsv, no_proteno, no_synthetic, seed, per_unit, rare_below, rare_per_unit, min_unit_count,
         big_cardinal_factor, upsample_mode, self_examples, synthetic_numbers, vocab_from, verbose):
    """Build train.jsonl, valid.jsonl, vocab.json and report.md for the DNC."""
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if no_proteno:
        proteno_tsv = None
    elif proteno_tsv is None:
        proteno_tsv = default_proteno_tsv()
        if proteno_tsv is None:
            log.warning("no regrouped proteno file found: train_10000 only")
    config = BuildConfig(
        shared=shared, out=out, proteno_tsv=proteno_tsv, synthetic=not no_synthetic, seed=seed,
        upsample=UpsampleConfig(min_unit_count=min_unit_count, big_cardinal_factor=big_cardinal_factor, mode=upsample_mode),
        synthetic_config=SyntheticConfig(per_unit=per_unit, rare_below=rare_below, rare_per_unit=rare_per_unit),
        self_examples=self_examples, synthetic_numbers=synthetic_numbers, vocab_from=vocab_from,
    )
    try:
        result = build(config)
        paths = write(result, out, config, command=shlex.join(["python", "training/build_corpus.py", *_arguments()]))
    except CorpusError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"train {len(result.train):,} examples, valid {len(result.valid):,}, vocabulary {len(result.vocab):,} "
               f"-> {paths['report.md'].parent}")


if __name__ == "__main__":
    main()
