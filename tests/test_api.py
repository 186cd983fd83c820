"""The user-facing API and CLI on the shipped English model: readings, records, robustness."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tnfst
from tnfst.api import ModelFileError, Normalizer
from tnfst.cli import cli


@pytest.fixture(scope="module")
def normalizer() -> Normalizer:
    return Normalizer(constraints=["measure_money_fst"]).load()


def test_readme_example_reads_measure_and_money(normalizer):
    out = normalizer.normalize("The giraffe weighs 150lb and cost £900 million.")
    assert out == "The giraffe weighs one hundred fifty pounds and cost nine hundred million pounds."


def test_module_level_normalize_uses_a_shared_normalizer():
    assert tnfst.normalize("It is 6 ft tall.", constraints=["measure_money_fst"]) == "It is six feet tall."
    from tnfst.api import default_normalizer

    assert default_normalizer(["measure_money_fst"]) is default_normalizer(["measure_money_fst"])


def test_constraint_keeps_units_and_numbers(normalizer):
    for text, reading in [("2 mA", "two milli amperes"), ("295 ch", "two hundred ninety five chains")]:
        records = normalizer.explain_tokens([text])
        record = records[0]
        assert record.normalized and "measure_money_fst" in record.constraints
        from tnfst.grammar import CoveringGrammar

        assert CoveringGrammar.load().licenses(text, record.reading), (text, record.reading)


def test_explain_records(normalizer):
    sentence = "He paid $5 on 3 May."
    records = normalizer.explain(sentence)
    assert [sentence[r.start:r.end] for r in records] == [r.token for r in records]
    money = next(r for r in records if r.token == "$5")
    assert money.normalized and money.reading == "five dollars" and money.nbest
    assert 0.0 <= money.gate_score <= 1.0
    json.dumps([r.as_dict() for r in records])  # serializable for --jsonl


def test_pretokenized_and_google_mode(normalizer):
    assert normalizer.read_tokens([["It", "weighs", "6kg", "."]]) == [["<self>", "<self>", "six kilograms", "sil"]]
    assert normalizer.normalize("It weighs 6kg.", google=True) == "It weighs six kilograms sil"


def test_batch_equals_one_by_one(normalizer):
    sentences = ["It costs $5.", "", "Call me at 8 AM.", "2 kg"]
    assert normalizer.normalize_batch(sentences) == [normalizer.normalize(s) for s in sentences]


def test_thread_safe(normalizer):
    sentences = [f"It weighs {i} kg." for i in range(1, 13)]
    expected = [normalizer.normalize(s) for s in sentences]
    results: dict[int, str] = {}

    def work(i: int) -> None:
        results[i] = normalizer.normalize(sentences[i])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(sentences))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [results[i] for i in range(len(sentences))] == expected


ODD_INPUTS = [
    "", "   ", "\t", "\x00\x01\x02", "🦒 is 6ft 🙂", "Жираф ростом 6 м.", "長さは6kmです", "5 kg/", "$", "£££",
    "1234567890123456789012345678901234567890", "-", "..." * 50, "a\u200bb", "ﬁ ligature", "x" * 10_000,
]


@pytest.mark.parametrize("text", ODD_INPUTS, ids=range(len(ODD_INPUTS)))
def test_odd_input_gives_one_line_and_keeps_every_token(normalizer, text):
    out = normalizer.normalize(text)
    assert isinstance(out, str) and "\n" not in out
    records = normalizer.explain(text)
    assert all(r.reading for r in records)  # nothing dropped: a token reads as something
    untouched = [r.token for r in records if not r.normalized]
    for token in untouched:
        assert token in out


def test_line_breaks_never_split_output(normalizer):
    assert "\n" not in normalizer.normalize("one\ntwo\r\nthree")


def test_long_line_time_is_linear(normalizer):
    import time

    unit = "The rod is 6 ft long and the box weighs 2 kg. "
    t0 = time.perf_counter()
    normalizer.normalize(unit * 20)
    short = time.perf_counter() - t0
    t0 = time.perf_counter()
    normalizer.normalize(unit * 80)
    long = time.perf_counter() - t0
    assert long < 4 * short * 2.5 + 0.5  # 4x the text: at most ~linear, with slack for noise


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.text(max_size=60))
def test_fuzz_normalize_never_fails(normalizer, text):
    out = normalizer.normalize(text)
    assert isinstance(out, str)
    assert "\n" not in out


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(st.sampled_from(["6", "ft", "$", "5", "kg", "£", "12.5", "/", "km", "mA", "the", "%", ".", ",", "million", "3/4"]), max_size=8))
def test_fuzz_unit_soup(normalizer, words):
    text = " ".join(words)
    assert isinstance(normalizer.normalize(text), str)


def test_missing_model_file_is_a_clear_error(tmp_path):
    with pytest.raises(ModelFileError, match="nope.pt"):
        Normalizer(model_path=tmp_path / "nope.pt").load()
    corrupt = tmp_path / "corrupt.pt"
    corrupt.write_bytes(b"not a model")
    with pytest.raises(ModelFileError, match="corrupt.pt"):
        Normalizer(model_path=corrupt).load()


def test_unknown_constraint_lists_known_ones():
    with pytest.raises(ValueError, match="measure_money_fst"):
        Normalizer(constraints=["no_such_thing"]).load()


def test_cli_normalize_text_and_stream(tmp_path):
    runner = CliRunner()
    result = runner.invoke(cli, ["normalize", "It weighs 6kg."])
    assert result.exit_code == 0, result.output
    assert result.output == "It weighs six kilograms.\n"
    lines = ["It weighs 6kg.", "", "   ", "£5 only", "\x00odd\x7f"]
    source = tmp_path / "in.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    target = tmp_path / "out.txt"
    result = runner.invoke(cli, ["normalize", "-i", str(source), "-o", str(target)])
    assert result.exit_code == 0, result.output
    out_lines = target.read_text(encoding="utf-8").split("\n")
    assert out_lines[-1] == "" and len(out_lines) - 1 == len(lines)
    assert out_lines[0] == "It weighs six kilograms." and out_lines[3] == "five pounds only"


def test_cli_jsonl_and_bad_constraint(tmp_path):
    runner = CliRunner()
    result = runner.invoke(cli, ["normalize", "--jsonl", "It weighs 6kg."])
    record = json.loads(result.output)
    assert record["output"] == "It weighs six kilograms." and any(t["normalized"] for t in record["tokens"])
    result = runner.invoke(cli, ["normalize", "--constraints", "bogus", "x"])
    assert result.exit_code == 2 and "known" in result.output


def test_cli_stdin_stream_is_line_for_line():
    lines = ["It weighs 6kg.", "", "a\rb", "\u2028", "£5"]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    out = subprocess.run([sys.executable, "-m", "tnfst.cli", "normalize"], input=data, capture_output=True, timeout=300)
    assert out.returncode == 0, out.stderr.decode()
    assert out.stdout.decode("utf-8").count("\n") == len(lines)


def test_a_failing_reader_leaves_the_token_as_written(normalizer, monkeypatch):
    import tnfst.decode

    real = tnfst.decode.beam_search

    def flaky(model, batch, tokens, *args, **kwargs):
        if "6kg" in tokens:
            raise RuntimeError("simulated decoder failure")
        return real(model, batch, tokens, *args, **kwargs)

    monkeypatch.setattr(tnfst.decode, "beam_search", flaky)
    records = normalizer.explain("It weighs 6kg and costs $5.")
    by_token = {r.token: r for r in records}
    assert by_token["6kg"].reading == "6kg" and by_token["6kg"].fallback == "reader failed"
    assert by_token["$5"].reading == "five dollars"  # the rest of the batch is still read


def test_cli_unwritable_output_is_a_clear_error(tmp_path):
    result = CliRunner().invoke(cli, ["normalize", "-o", str(tmp_path / "no" / "such" / "dir.txt"), "x"])
    assert result.exit_code == 1 and "dir.txt" in result.output and "Traceback" not in result.output
