"""``tnfst evaluate``: the per-class table of the papers for tnfst or a predictions file."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import click

from tnfst.data import DataFormatError, read_sentences, write_google_tsv
from tnfst.grammar.errors import GrammarError
from tnfst.evaluate import GrammarJudge, evaluate as run_evaluation, format_errors, format_table, unjudged

log = logging.getLogger(__name__)


def parse_constraints(value: str | None) -> tuple[str, ...] | None:
    """``"a,b"`` -> ("a", "b"); ``"none"`` -> (); None -> None (the system's default)."""
    if value is None:
        return None
    if value.strip().lower() == "none":
        return ()
    names = tuple(n.strip() for n in value.split(",") if n.strip())
    if not names:
        raise click.BadParameter("give constraint names separated by commas, or 'none'")
    return names


def load_judge(enabled: bool, classes: str = "all"):
    """The covering-grammar judge over `classes` ("all": every class with a grammar; "MEASURE,MONEY":
    Zhang et al.'s Table 2 judge), or ``unjudged`` when disabled or the grammar cannot be loaded."""
    if not enabled:
        return unjudged
    try:
        from tnfst.grammar import CoveringGrammar
    except ImportError:
        log.warning("no covering grammar available: every error is unjudged")
        return unjudged
    return GrammarJudge(CoveringGrammar.load(lang="en", classes=classes))


@click.command()
@click.argument("gold", type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@click.option("--predictions", type=click.Path(exists=True, dir_okay=False), help="Score this Google TSV (same tokens as GOLD) instead of running tnfst.")
@click.option("--constraints", "constraints_opt", metavar="a,b|none", help="Constraints for tnfst's decoder (default: the Normalizer's).")
@click.option("--beam", type=click.IntRange(1, 64), default=None, help="Beam width (default: the Normalizer's).")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, writable=True), help="Write the full report as JSON here.")
@click.option("--save-predictions", type=click.Path(dir_okay=False, writable=True), help="Write the system's readings as Google TSV here.")
@click.option("--errors", "show_errors", type=click.IntRange(0), default=30, show_default=True, help="Print at most this many errors.")
@click.option("--identity", is_flag=True, help="Score the identity system (every token left as written): the floor every model must beat.")
@click.option("--published", is_flag=True, help="Show the DNC paper's and Sproat & Jaitly's accuracies beside ours.")
@click.option("--model", "model_path", type=click.Path(exists=True, dir_okay=False), help="A DNC checkpoint instead of the shipped one.")
@click.option("--gate", "gate_path", type=click.Path(exists=True, dir_okay=False), help="A gate model (.json beside its .ubj) instead of the shipped one.")
@click.option("--zero-reads", is_flag=True, help="Ablation: run the DNC with its read vectors zeroed at every step.")
@click.option("--threads", type=click.IntRange(1, 256), default=1, show_default=True, help="CPU threads of the DNC's matrix products (1 is fastest on small machines).")
@click.option("--precision", type=click.Choice(["auto", "int8", "fp32"]), default="auto", show_default=True, help="DNC on CPU: float32 (auto, fp32) or int8 weights and activations (int8, on the torch backend).")
@click.option("--backend", type=click.Choice(["auto", "numpy", "torch"]), default="auto", show_default=True, help="What runs the DNC: numpy (float32 on the CPU, torch never imported), torch, or auto (numpy unless --device, or --precision int8, needs torch).")
@click.option("--judge/--no-judge", default=True, show_default=True, help="Split errors into recoverable/unrecoverable with the covering grammar.")
@click.option("--judge-classes", default="all", show_default=True, metavar="all|A,B",
              help="Classes whose grammar judges errors ('MEASURE,MONEY': Zhang et al.'s Table 2 judge).")
def evaluate(gold, predictions, constraints_opt, beam, json_out, save_predictions, show_errors, identity, published, model_path, gate_path, zero_reads, threads, precision, backend, judge, judge_classes):
    """Score tnfst on GOLD (Google TSV or Kaggle CSV) and print the per-class table.

    Without --predictions, tnfst reads GOLD's own tokens (so the tokenizer is not
    in the loop); with it, the predictions file is scored as it is.
    """
    constraints = parse_constraints(constraints_opt)
    try:
        judge_fn = load_judge(judge, judge_classes)
    except GrammarError as exc:
        raise click.BadParameter(str(exc), param_hint="--judge-classes") from exc
    saved: list = []
    save = saved.append if save_predictions else None
    extra: dict = {}
    try:
        if predictions:
            report = run_evaluation(read_sentences(gold), predictions=read_sentences(predictions), judge=judge_fn, save=save)
            report["system"] = f"predictions:{predictions}"
        else:
            if identity:
                from tnfst.evaluate import IdentitySystem

                system, used = IdentitySystem(), ()
            else:
                from tnfst.api import build_system

                system, used = build_system(constraints=constraints, beam=beam, model_path=model_path,
                                            zero_reads=zero_reads, threads=threads, precision=precision, backend=backend,
                                            gate_path=gate_path)
            from tqdm import tqdm

            with tqdm(unit="sent", desc="evaluate", disable=None, file=sys.stderr) as bar:
                report = run_evaluation(
                    read_sentences(gold), system=system, judge=judge_fn, constraints=used,
                    on_sentences=bar.update, save=save,
                )
            report["system"] = getattr(system, "name", type(system).__name__) + (" (reads zeroed)" if zero_reads else "")
            extra = getattr(system, "evaluation_extras", lambda path: {})(gold)
    except (DataFormatError, ValueError) as exc:
        raise click.ClickException(str(exc)) from exc
    report.update(extra)
    click.echo(f"system: {report['system']}; constraints: {', '.join(report['constraints']) or 'none'}")
    if published:
        from tnfst.published import as_columns

        click.echo(format_table(report, columns=as_columns()))
    else:
        click.echo(format_table(report))
    if "gate" in report:
        click.echo("")
        click.echo(f"{'gate':<16}{'precision':>10}{'recall':>10}{'f1':>10}")
        for label, row in report["gate"].items():
            click.echo(f"{label:<16}{row['precision']:>10.4f}{row['recall']:>10.4f}{row['f1']:>10.4f}")
    if "tokenizer" in report:
        tok = report["tokenizer"]
        line = f"tokenizer exact token match: {tok['exact_token_match']:.4f} of gold tokens"
        if "raw_exact_token_match" in tok:
            line += f", {tok['raw_exact_token_match']:.4f} of {tok['raw_tokens']} raw-punctuation tokens"
        click.echo(line)
    if show_errors and report["error_list"]:
        click.echo("")
        click.echo(format_errors(report, limit=show_errors))
    if json_out:
        Path(json_out).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        click.echo(f"wrote {json_out}", err=True)
    if save_predictions:
        write_google_tsv(saved, save_predictions)
        click.echo(f"wrote {save_predictions}", err=True)
