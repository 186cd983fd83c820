"""report.md: what the corpus holds, for the lead and the training note."""

from __future__ import annotations

from collections import Counter

from .build import BuildConfig, BuildResult


def _class_table(examples, title: str) -> list[str]:
    counts = Counter(e.cls for e in examples)
    lines = [f"| class | {title} |", "|---|---:|"]
    lines += [f"| {cls} | {n:,} |" for cls, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines.append(f"| **all** | {sum(counts.values()):,} |")
    return lines


def render_report(result: BuildResult, config: BuildConfig, command: str = "") -> str:
    """Markdown summary: sources, per-class counts, up-sampling, synthetic data, vocabulary."""
    up, cfg = result.upsample_stats, config.upsample
    lines = ["# DNC training corpus", ""]
    if command:
        lines += ["Command:", "", f"    {command}", ""]
    lines += [f"Seed {config.seed}. Window: 3 tokens each side, `<norm> token </norm>`.", "",
              "## Sources", "", "| source | sentences | tokens | ToBeNormalized examples | left out as repeats |",
              "|---|---:|---:|---:|---:|"]
    lines += [f"| {s.name} | {s.sentences:,} | {s.tokens:,} | {s.examples:,} | {s.dropped_duplicates:,} |" for s in result.sources]
    if config.proteno_tsv is None:
        lines += ["", "No regrouped proteno file was given: train_10000 only."]
    if result.overlap:
        o = result.overlap
        n, m = o.get("overlap", 0), o.get("examples_overlap", 0)
        lines += ["", f"Regrouped proteno vs train_10000 on the {n} sentences both hold (matched on written tokens): "
                  f"{o.get('same_readings', 0)} ({o.get('same_readings', 0) / max(n, 1):.3f}) with every reading equal, "
                  f"{o.get('identical', 0)} with every class and reading equal; "
                  f"{o.get('examples_agree', 0)}/{m} ToBeNormalized tokens "
                  f"({o.get('examples_agree', 0) / max(m, 1):.4f}) read the same."]
    lines += ["", "## Examples per class", ""]
    real_train = Counter(e.cls for e in result.train)
    lines += ["| class | train (written) | valid |", "|---|---:|---:|"]
    valid = Counter(e.cls for e in result.valid)
    for cls in sorted(set(real_train) | set(valid), key=lambda c: (-real_train[c], c)):
        lines.append(f"| {cls} | {real_train[cls]:,} | {valid[cls]:,} |")
    lines.append(f"| **all** | {len(result.train):,} | {len(result.valid):,} |")
    lines += ["", f"Real training examples before up-sampling: {result.real_train_examples:,}.", "",
              "## Up-sampling (Pramanik & Hussain)", "",
              f"- Unit of a MEASURE token = the text after its leading number and scale word "
              f"(`6 ft` -> `ft`, `578.3/km2` -> `/km2`); currency of a MONEY token = the text around "
              f"its number (`$22,750` -> `$`, `£2.3 million` -> `£`). Units and currencies seen fewer than "
              f"{cfg.min_unit_count} times are topped up to {cfg.min_unit_count} by repeating their examples.",
              f"- {len(up.unit_counts)} units/currencies in the data, {up.units_upsampled} topped up, "
              f"{up.unit_examples_added:,} copies added.",
              f"- CARDINAL in digits >= {cfg.big_cardinal:,}: {up.big_cardinals} examples, each x{cfg.big_cardinal_factor} "
              f"({up.big_cardinal_examples_added:,} copies added; mode `{cfg.mode}`).", "",
              "| unit | examples in the data |", "|---|---:|"]
    lines += [f"| `{k}` | {n} |" for k, n in sorted(up.unit_counts.items(), key=lambda kv: (-kv[1], kv[0]))]
    lines += ["", "## Synthetic MEASURE / MONEY examples", "", f"Grammar lists: {result.synthetic_note}.", ""]
    syn = result.synthetic_stats
    if syn is not None:
        lines += [f"{syn.total:,} synthetic examples for {sum(1 for n in syn.units.values() if n)} units/currencies "
                  f"({config.synthetic_config.per_unit} each); {sum(syn.skipped.values())} drawn tokens the grammar did not read.", ""]
        lines += [f"- `{k}`: {n}" + (f" ({syn.skipped[k]} unread)" if syn.skipped[k] else "") for k, n in sorted(syn.units.items())]
        if syn.samples:
            lines += ["", "Samples (token -> reading, window):", ""]
            lines += [f"- `{e.token}` -> {e.reading}  \n  `{e.window}`" for e in syn.samples]
    oov, total = result.valid_oov
    lines += ["", "## Vocabulary", "",
              f"{len(result.vocab):,} ids (4 reserved + training reading words + {result.grammar_words:,} grammar words, "
              f"ordered by training frequency then alphabetically). "
              f"Valid examples with a word outside it: {oov}/{total} ({oov / max(total, 1):.4f}).", ""]
    return "\n".join(lines)
