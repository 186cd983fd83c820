"""`tnfst normalize -i FILE` decodes lines in batches in every mode (--jsonl, --pretokenized) with the
same result as line by line."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from tnfst.api import Normalizer
from tnfst.cli import cli

LINES = ["It weighs 150lb.", "", "   ", "Pay $5 at 8 AM on 13 October 1668.", "BBC 2 kg", "plain words"]


@pytest.fixture(scope="module")
def normalizer() -> Normalizer:
    # int8 throughout: under precision="auto" a batch of 8+ tokens runs int8 and a single line
    # float32, whose n-best scores differ (documented); one precision makes the property exact.
    return Normalizer(constraints=["measure_money_fst"], precision="int8").load()


def _same(batch, alone):
    """Equal records; n-best scores equal up to float rounding (padding changes the sums' order)."""
    assert len(batch) == len(alone)
    for b_rows, a_rows in zip(batch, alone):
        assert len(b_rows) == len(a_rows)
        for b, a in zip(b_rows, a_rows):
            assert (b.token, b.start, b.end, b.reading, b.normalized, b.constraints, b.fallback) == \
                (a.token, a.start, a.end, a.reading, a.normalized, a.constraints, a.fallback)
            assert [r for r, _ in b.nbest] == [r for r, _ in a.nbest]
            assert [s for _, s in b.nbest] == pytest.approx([s for _, s in a.nbest], abs=1e-3)


def test_explain_batch_equals_explain(normalizer):
    _same(normalizer.explain_batch(LINES), [normalizer.explain(line) for line in LINES])
    tokens = [line.split() for line in LINES]
    _same(normalizer.explain_tokens_batch(tokens), [normalizer.explain_tokens(t) for t in tokens])


def _run(tmp_path, *options):
    src = tmp_path / "in.txt"
    src.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["normalize", "-i", str(src), "--constraints", "measure_money_fst",
                                      "--precision", "int8", *options])
    assert result.exit_code == 0, result.output
    return result.output.splitlines()


def test_jsonl_file_is_one_record_per_line(tmp_path, normalizer):
    records = [json.loads(line) for line in _run(tmp_path, "--jsonl")]
    assert [r["input"] for r in records] == LINES
    assert [r["output"] for r in records] == [normalizer.normalize(line) for line in LINES]
    assert records[0]["tokens"][2]["reading"] == "one hundred fifty pounds"


def test_pretokenized_file_matches_token_by_token(tmp_path, normalizer):
    out = _run(tmp_path, "--pretokenized")
    assert out == [" ".join(normalizer.normalize_tokens([t for t in line.split(" ") if t])) for line in LINES]


def test_undecodable_bytes_are_named_and_lines_kept(caplog):
    """A BOM, CRLF ends, blank lines and bytes that are not UTF-8: one line out for each line in,
    U+FFFD for the bad bytes and a warning that names the line and the first bad byte."""
    import io
    import logging

    from tnfst.commands.normalize import iter_lines

    raw = b"\xef\xbb\xbfok 5 kg\r\n\r\nbad \xff\xfe bytes\r\nlast"
    with caplog.at_level(logging.WARNING, logger="tnfst.commands.normalize"):
        lines = list(iter_lines(io.BytesIO(raw)))
    assert lines == ["\ufeffok 5 kg", "", "bad \ufffd\ufffd bytes", "last"]
    assert "line 3" in caplog.text and "0xff" in caplog.text and "not UTF-8" in caplog.text


def test_a_file_with_odd_lines_keeps_its_line_count(tmp_path):
    """`tnfst normalize -i f -o g` on a BOM, CRLF, blank lines, bad bytes and a long line."""
    src, out = tmp_path / "in.txt", tmp_path / "out.txt"
    src.write_bytes(b"\xef\xbb\xbfHe paid $5.\r\n\r\nbad \xff bytes 7 kg\r\n" + b"word " * 20000 + b"\nlast 3 m")
    result = CliRunner().invoke(cli, ["normalize", "-i", str(src), "-o", str(out), "--constraints", "measure_money_fst"])
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    lines = text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
    assert len(lines) == 5 and lines[0] == "He paid five dollars." and lines[1] == ""
    assert lines[2] == "bad \ufffd bytes seven kilograms" and lines[4].startswith("last three meter")
