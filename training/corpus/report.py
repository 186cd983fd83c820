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
    else:
        lines += ["", f"Regrouped proteno: `{config.proteno_tsv}`."]
    if result.overlap:
        o = result.overlap
        n, same, m = o.get("overlap", 0), o.get("same_tokens", 0), o.get("examples_overlap", 0)
        lines += ["", f"Regrouped proteno vs train_10000: {n} sentences hold the same text and were left out of "
                  f"proteno; {same} of them are cut into the same tokens ({same / max(n, 1):.3f}), "
                  f"{o.get('grouped_differently', 0)} differently. Of the {same} cut the same: "
                  f"{o.get('same_readings', 0)} ({o.get('same_readings', 0) / max(same, 1):.3f}) have every reading equal, "
                  f"{o.get('identical', 0)} every class and reading; "
                  f"{o.get('examples_agree', 0)}/{m} ToBeNormalized tokens ({o.get('examples_agree', 0) / max(m, 1):.4f}) "
                  f"are read the same."]
    lines += ["", "## Examples per class", ""]
    written, valid = Counter(e.cls for e in result.train), Counter(e.cls for e in result.valid)
    real, synthetic = Counter(result.real_counts), Counter(result.synthetic_counts)
    lines += ["| class | real | + up-sampling | + synthetic | train.jsonl | valid.jsonl |", "|---|---:|---:|---:|---:|---:|"]
    for cls in sorted(set(written) | set(valid), key=lambda c: (-written[c], c)):
        added = written[cls] - real[cls] - synthetic[cls]
        lines.append(f"| {cls} | {real[cls]:,} | {added:,} | {synthetic[cls]:,} | {written[cls]:,} | {valid[cls]:,} |")
    lines.append(f"| **all** | {sum(real.values()):,} | {len(result.train) - sum(real.values()) - sum(synthetic.values()):,} "
                 f"| {sum(synthetic.values()):,} | {len(result.train):,} | {len(result.valid):,} |")
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
    if result.unlisted_units:
        lines += ["", "Units and currencies of the data that the grammar lists do not have (a mislabelled class, "
                  "or a list to extend): " + ", ".join(f"`{k}` ({n})" for k, n in
                                                      sorted(result.unlisted_units.items(), key=lambda kv: (-kv[1], kv[0])))]
    lines += ["", "## Synthetic MEASURE / MONEY examples", "", f"Grammar lists: {result.synthetic_note}.", ""]
    sc = config.synthetic_config
    for syn, what, per in ((result.synthetic_stats, "never in the data", sc.per_unit),
                           (result.rare_synthetic_stats, f"in the data fewer than {sc.rare_below} times", sc.rare_per_unit)):
        if syn is None:
            continue
        lines += [f"### Units and currencies {what}", "",
                  f"{syn.total:,} synthetic examples for {sum(1 for n in syn.units.values() if n)} units/currencies "
                  f"({per} each); {sum(syn.skipped.values())} drawn tokens the grammar did not read.", ""]
        lines += ["Examples made per unit" + (" (/ tokens the grammar did not read)" if syn.skipped else "") + ": "
                  + ", ".join(f"`{k}` {n}" + (f"/{syn.skipped[k]}" if syn.skipped[k] else "") for k, n in sorted(syn.units.items())), ""]
        if syn.samples:
            lines += ["Samples (token -> reading, window):", ""]
            lines += [f"- `{e.token}` -> {e.reading}  \n  `{e.window}`" for e in syn.samples]
            lines.append("")
    oov, total = result.valid_oov
    lines += ["", "## Vocabulary", "",
              f"{len(result.vocab):,} ids (4 reserved + training reading words + {result.grammar_words:,} grammar words, "
              f"ordered by training frequency then alphabetically). "
              f"Valid examples with a word outside it: {oov}/{total} ({oov / max(total, 1):.4f}).", ""]
    return "\n".join(lines)
