"""The ``tnfst`` command.

Subcommands are imported only when called (``LazyGroup``), so ``tnfst --help``
stays fast and a broken optional part (say, a grammar that fails to build) does
not take the other commands down with it.

Exit codes: 0 success, 1 a negative answer (e.g. ``grammar show`` found no
reading), 2 bad usage or input (click's convention), 3 a missing or corrupt
model/grammar file.
"""

from __future__ import annotations

import importlib
import logging

import click

# name -> "module:attribute" of a click command; imported on first use.
SUBCOMMANDS = {
    "normalize": ("tnfst.commands.normalize:normalize", "Normalize text: an argument, a file, or stdin to stdout."),
    "evaluate": ("tnfst.commands.evaluate:evaluate", "Score tnfst (or a predictions file) on a gold Google TSV file."),
    "grammar": ("tnfst.grammar.cli:grammar", "Build, inspect and measure the MEASURE/MONEY covering grammars."),
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on demand."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(SUBCOMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in SUBCOMMANDS:
            return None
        target, _ = SUBCOMMANDS[name]
        module_name, attr = target.split(":")
        module = importlib.import_module(module_name)
        return getattr(module, attr)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # Short help without importing every subcommand.
        with formatter.section("Commands"):
            formatter.write_dl([(name, SUBCOMMANDS[name][1]) for name in self.list_commands(ctx)])


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-v", "--verbose", count=True, help="More log output (-v info, -vv debug).")
@click.version_option(package_name="tnfst")
def cli(verbose: int) -> None:
    """tnfst: text normalization for speech, neural readings held inside grammars."""
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(levelname)s %(name)s: %(message)s")


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="tnfst")


if __name__ == "__main__":
    main()
