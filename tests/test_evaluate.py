"""The evaluator: reading equivalence, per-class counts, judgements, the CLI, the test-set builder."""

from __future__ import annotations

import csv
import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from tnfst.cli import cli
from tnfst.data import TokenRecord, sentences_from_string, write_google_tsv
from tnfst.evaluate import (
    CLASS_ORDER,
    GrammarJudge,
    IdentitySystem,
    Scoreboard,
    canonical_reading,
    evaluate,
    format_table,
    same_reading,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "training"))
import make_official_test  # noqa: E402

GOLD = (
    "PLAIN\tHe\t<self>\nMEASURE\t6ft\tsix feet\nPUNCT\t.\tsil\n<eos>\t<eos>\n"
    "MONEY\t£5\tfive pounds\nPUNCT\t-\tto\nDATE\t2006\ttwo thousand six\n<eos>\t<eos>\n"
)


def test_reading_equivalence():
    assert canonical_reading(".", "sil") == "."
    assert same_reading(".", "sil", ".")
    assert same_reading(".", "sil", "<self>")
    assert same_reading("He", "<self>", "He")
    assert same_reading("6ft", "six feet", "six  feet ")
    assert not same_reading("6ft", "six feet", "six foot")
    assert not same_reading("-", "to", "sil")
    assert not same_reading("UPA", "<self>", "u p a")


class FakeGrammar:
    """Licenses exactly one reading per token."""

    readings = {"6ft": {"six feet", "six foot"}, "£5": {"five pounds"}}

    def matches(self, token):
        return token in self.readings

    def licenses(self, token, reading):
        return reading in self.readings.get(token, ())


def test_scoreboard_counts_and_judgements():
    gold = sentences_from_string(GOLD)
    board = Scoreboard(judge=GrammarJudge(FakeGrammar()))
    board.add(gold[0], ["<self>", "six foot", "."])  # recoverable MEASURE error
    board.add(gold[1], ["five dollars", "to", "two thousand six"])  # unrecoverable MONEY error
    report = board.report()
    assert report["tokens"] == 6 and report["sentences"] == 2
    assert report["classes"]["ALL"] == {"count": 6, "correct": 4, "accuracy": 4 / 6}
    assert list(report["classes"]) == ["ALL"] + [c for c in CLASS_ORDER if c in {"PLAIN", "PUNCT", "MEASURE", "MONEY", "DATE"}]
    assert report["errors"]["MEASURE"] == {"recoverable": 1, "unrecoverable": 0, "unjudged": 0}
    assert report["errors"]["MONEY"] == {"recoverable": 0, "unrecoverable": 1, "unjudged": 0}
    assert report["sentence_accuracy"] == 0.0
    assert "MEASURE" in format_table(report)


def test_identity_system_and_prediction_mismatch():
    gold = sentences_from_string(GOLD)
    report = evaluate(gold, system=IdentitySystem())
    assert report["classes"]["PLAIN"]["correct"] == 1 and report["classes"]["PUNCT"]["correct"] == 1
    assert report["classes"]["ALL"]["correct"] == 2  # "-" read "to" is not left alone
    bad = [[TokenRecord("PLAIN", "She", "<self>")] + gold[0][1:], gold[1]]
    with pytest.raises(ValueError, match="sentence 0"):
        evaluate(gold, predictions=bad)
    with pytest.raises(ValueError, match="more sentences"):
        evaluate(gold[:1], predictions=gold)


def test_cli_scores_predictions_and_writes_json(tmp_path: Path):
    gold_path, pred_path, out = tmp_path / "gold.tsv", tmp_path / "pred.tsv", tmp_path / "r.json"
    gold_path.write_text(GOLD, encoding="utf-8")
    pred = sentences_from_string(GOLD)
    pred[1][0] = TokenRecord("MONEY", "£5", "five euros")
    write_google_tsv(pred, pred_path)
    result = CliRunner().invoke(
        cli, ["evaluate", str(gold_path), "--predictions", str(pred_path), "--json", str(out), "--no-judge"]
    )
    assert result.exit_code == 0, result.output
    assert "MONEY" in result.output and "five euros" in result.output
    report = json.loads(out.read_text())
    for key in ("tokens", "sentences", "constraints", "classes", "sentence_accuracy", "errors", "seconds", "tokens_per_second"):
        assert key in report
    assert report["classes"]["MONEY"] == {"count": 1, "correct": 0, "accuracy": 0.0}
    assert report["errors"]["MONEY"]["unjudged"] == 1


def test_cli_rejects_malformed_gold(tmp_path: Path):
    bad = tmp_path / "bad.tsv"
    bad.write_text("PLAIN\tonly-two\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["evaluate", str(bad), "--no-judge"])
    assert result.exit_code == 1 and f"{bad}:1:" in result.output


def test_cli_save_predictions(tmp_path: Path):
    gold_path, saved = tmp_path / "gold.tsv", tmp_path / "saved.tsv"
    gold_path.write_text(GOLD, encoding="utf-8")
    result = CliRunner().invoke(cli, ["evaluate", str(gold_path), "--save-predictions", str(saved), "--no-judge"])
    assert result.exit_code == 0, result.output
    assert len(sentences_from_string(saved.read_text())) == 2


def test_official_test_builder_patches_truth(tmp_path: Path):
    root = tmp_path / "cognibit-dnc-results" / "english"
    root.mkdir(parents=True)
    with open(root / "normalized.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["sentence_id", "token_id", "semiotic", "before", "class", "after"])
        w.writerow([0, 0, "PLAIN", "UPA", "ToBeNormalized", "u p a"])
        w.writerow([0, 1, "MEASURE", "2 mA", "ToBeNormalized", "two a m"])
        w.writerow([0, 2, "PUNCT", ".", "RemainSelf", "."])
        w.writerow([1, 0, "PLAIN", "Yes", "RemainSelf", "Yes"])
    with open(root / "mistakes.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["sentence_id", "token_id", "semiotic", "before", "class", "after", "truth"])
        w.writerow([0, 0, "PLAIN", "UPA", "ToBeNormalized", "u p a", "UPA"])
        w.writerow([0, 1, "MEASURE", "2 mA", "ToBeNormalized", "two a m", "two milli amperes"])
    gold, pred = make_official_test.build(tmp_path)
    assert gold == [
        [TokenRecord("PLAIN", "UPA", "<self>"), TokenRecord("MEASURE", "2 mA", "two milli amperes"), TokenRecord("PUNCT", ".", "sil")],
        [TokenRecord("PLAIN", "Yes", "<self>")],
    ]
    report = evaluate(gold, predictions=pred)
    assert report["classes"]["ALL"]["correct"] == 2 and report["classes"]["MEASURE"]["correct"] == 0


def test_cli_identity_floor(tmp_path: Path):
    gold_path = tmp_path / "gold.tsv"
    gold_path.write_text(GOLD, encoding="utf-8")
    result = CliRunner().invoke(cli, ["evaluate", str(gold_path), "--identity", "--no-judge", "--json", str(tmp_path / "r.json")])
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "r.json").read_text())
    assert report["system"] == "identity" and report["classes"]["ALL"]["correct"] == 2


def test_cli_evaluates_with_another_gate(tmp_path: Path):
    """--gate swaps the gate: the paper's 93-feature gate gives a different gate block."""
    from tnfst.gate.model import DEFAULT_GATE

    gold_path = tmp_path / "gold.tsv"
    gold_path.write_text(GOLD, encoding="utf-8")
    reports = {}
    for name, gate in (("shipped", None), ("paper", DEFAULT_GATE.with_name("gate_paper.json"))):
        out = tmp_path / f"{name}.json"
        args = ["evaluate", str(gold_path), "--no-judge", "--json", str(out)] + (["--gate", str(gate)] if gate else [])
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 0, result.output
        reports[name] = json.loads(out.read_text(encoding="utf-8"))
    assert reports["shipped"]["gate"] != reports["paper"]["gate"]
    missing = CliRunner().invoke(cli, ["evaluate", str(gold_path), "--gate", str(tmp_path / "none.json")])
    assert missing.exit_code == 2  # click names the missing file


class SelfGrammar(FakeGrammar):
    """Also licenses "<self>" for "X" (a numeral that may be kept as written)."""

    readings = {**FakeGrammar.readings, "X": {"ten", "<self>"}}


def test_a_token_kept_as_written_is_licensed_by_the_grammars_self_reading():
    judge = GrammarJudge(SelfGrammar())
    assert judge("X", "X") == "recoverable" and judge("X", "<self>") == "recoverable"
    assert judge("6ft", "6ft") == "unrecoverable" and judge("X", "eleven") == "unrecoverable"


class ContextGrammar(FakeGrammar):
    """Also has a context rule that licenses "hashtag selfie" for "#Selfie"."""

    readings = {**FakeGrammar.readings, "#Selfie": {"hash s e l f i e"}}

    def licenses_in_context(self, token, reading):
        return self.licenses(token, reading) or (token, reading) == ("#Selfie", "hashtag selfie")


def test_a_context_rules_reading_is_recoverable():
    judge = GrammarJudge(ContextGrammar())
    assert judge("#Selfie", "hashtag selfie") == "recoverable"
    assert judge("#Selfie", "hashtag selfies") == "unrecoverable"
    assert GrammarJudge(FakeGrammar())("6ft", "six feet") == "recoverable"  # no context rules: licenses()
