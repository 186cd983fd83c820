"""Google TSV / Kaggle CSV readers and writers: round trips, errors, streaming memory."""

from __future__ import annotations

import gzip
import io
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tnfst import special
from tnfst.data import (
    DataFormatError,
    TokenRecord,
    read_google_tsv,
    read_kaggle_csv,
    read_sentences,
    write_google_tsv,
    write_kaggle_csv,
)

CLASSES = ["PLAIN", "PUNCT", "DATE", "MEASURE", "MONEY", "CARDINAL"]
text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\t\n\r"), min_size=1, max_size=12
)


@st.composite
def tokens(draw):
    cls = draw(st.sampled_from(CLASSES))
    before = draw(text)
    kind = draw(st.sampled_from(["self", "sil", "words"]))
    if kind == "sil" or (cls == "PUNCT" and kind == "self"):
        return TokenRecord("PUNCT", before, special.SIL)
    if kind == "self":
        return TokenRecord(cls, before, special.SELF)
    words = draw(st.lists(st.from_regex(r"[a-z]{1,6}", fullmatch=True), min_size=1, max_size=4))
    after = " ".join(words)
    if after in (before, special.SELF, special.SIL):
        after += " x"
    return TokenRecord(cls if cls != "PUNCT" else "PLAIN", before, after)


sentences = st.lists(st.lists(tokens(), min_size=1, max_size=6), max_size=5)


@given(sentences)
@settings(max_examples=150, deadline=None)
def test_google_tsv_round_trip(sents):
    buffer = io.StringIO()
    write_google_tsv(sents, buffer)
    assert list(read_google_tsv(io.StringIO(buffer.getvalue()))) == sents


@given(sentences)
@settings(max_examples=150, deadline=None)
def test_kaggle_csv_round_trip(sents):
    buffer = io.StringIO()
    write_kaggle_csv(sents, buffer)
    assert list(read_kaggle_csv(io.StringIO(buffer.getvalue()))) == sents


def test_reading_and_label():
    assert TokenRecord("PLAIN", "dog", "<self>").reading == "dog"
    assert TokenRecord("MEASURE", "6ft", "six feet").reading == "six feet"
    assert TokenRecord("MEASURE", "6ft", "six feet").to_be_normalized
    assert not TokenRecord("PUNCT", ".", "sil").to_be_normalized
    assert not TokenRecord("PLAIN", "dog", "dog").to_be_normalized


def test_google_tsv_last_sentence_without_eos_and_blank_lines():
    data = "PLAIN\tA\t<self>\n\n<eos>\t<eos>\n<eos>\t<eos>\nDATE\t2006\ttwo thousand six\n"
    assert list(read_google_tsv(io.StringIO(data))) == [
        [TokenRecord("PLAIN", "A", "<self>")],
        [TokenRecord("DATE", "2006", "two thousand six")],
    ]


@pytest.mark.parametrize(
    "line, needle",
    [
        ("PLAIN\tA\n", "expected 3 tab-separated fields"),
        ("PLAIN\tA\t<self>\textra\n", "expected 3 tab-separated fields"),
        ("PLAIN\t\t<self>\n", "empty field"),
        ("<eos>\tsomething\n", "malformed <eos>"),
    ],
)
def test_google_tsv_errors_name_file_and_line(tmp_path: Path, line: str, needle: str):
    path = tmp_path / "bad.tsv"
    path.write_text("PLAIN\tok\t<self>\n" + line, encoding="utf-8")
    with pytest.raises(DataFormatError) as err:
        list(read_google_tsv(path))
    assert f"{path}:2:" in str(err.value) and needle in str(err.value)


def test_google_tsv_rejects_non_utf8(tmp_path: Path):
    path = tmp_path / "latin1.tsv"
    path.write_bytes("PLAIN\tcaf\xe9\t<self>\n".encode("latin-1"))
    with pytest.raises(DataFormatError, match="not UTF-8"):
        list(read_google_tsv(path))


def test_missing_file_is_a_clear_error(tmp_path: Path):
    with pytest.raises(DataFormatError, match="cannot open"):
        list(read_google_tsv(tmp_path / "nope.tsv"))


@pytest.mark.parametrize(
    "body, needle",
    [
        ('"a","b"\n', "expected header"),
        ('"sentence_id","token_id","class","before","after"\n0,0,"PLAIN","A"\n', "expected 5 fields"),
        ('"sentence_id","token_id","class","before","after"\nx,0,"PLAIN","A","A"\n', "integers"),
        ('"sentence_id","token_id","class","before","after"\n0,1,"PLAIN","A","A"\n', "out of order"),
    ],
)
def test_kaggle_errors(tmp_path: Path, body: str, needle: str):
    path = tmp_path / "bad.csv"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(DataFormatError, match=needle):
        list(read_kaggle_csv(path))


def test_kaggle_conventions_and_dispatch(tmp_path: Path):
    path = tmp_path / "k.csv"
    path.write_text(
        '"sentence_id","token_id","class","before","after"\n'
        '0,0,"PLAIN","He","He"\n0,1,"MEASURE","6ft","six feet"\n0,2,"PUNCT",".","."\n1,0,"PLAIN","Yes","Yes"\n',
        encoding="utf-8",
    )
    got = list(read_sentences(path))
    assert got == [
        [TokenRecord("PLAIN", "He", "<self>"), TokenRecord("MEASURE", "6ft", "six feet"), TokenRecord("PUNCT", ".", "sil")],
        [TokenRecord("PLAIN", "Yes", "<self>")],
    ]


def test_gzip_round_trip(tmp_path: Path):
    sents = [[TokenRecord("MONEY", "£5", "five pounds"), TokenRecord("PUNCT", ".", "sil")]]
    path = tmp_path / "s.tsv.gz"
    write_google_tsv(sents, path)
    assert gzip.open(path, "rt", encoding="utf-8").read().startswith("MONEY\t£5\tfive pounds\n")
    assert list(read_google_tsv(path)) == sents


def _write_shard(path: Path, n_sentences: int) -> int:
    with open(path, "w", encoding="utf-8") as handle:
        for i in range(n_sentences):
            handle.write(f"PLAIN\tword{i}\t<self>\nMEASURE\t{i}kg\tsome kilograms\nPUNCT\t.\tsil\n<eos>\t<eos>\n")
    return 3 * n_sentences


def _peak_reading(path: Path) -> tuple[int, int]:
    tracemalloc.start()
    n = 0
    for sentence in read_google_tsv(path):
        n += len(sentence)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return n, peak


def test_streaming_reads_large_shard_in_flat_memory(tmp_path: Path):
    small, large = tmp_path / "small.tsv", tmp_path / "large.tsv"
    n_small = _write_shard(small, 2_000)
    n_large = _write_shard(large, 100_000)  # 300k tokens, ~8 MB on disk
    got_small, peak_small = _peak_reading(small)
    got_large, peak_large = _peak_reading(large)
    assert (got_small, got_large) == (n_small, n_large)
    # 50x the data must not need more memory: constant, not proportional to size.
    assert peak_large < 2 * peak_small + 256 * 1024, (peak_small, peak_large)


def test_official_test_copies_are_recognised():
    from tnfst.data import is_official_test

    for path in ("/x/cognibit-dnc-results/english/normalized.csv", "/x/nemo/GoogleTN.json",
                 "/x/output-00099-of-00100", Path("/home/u/tnfst-data/official_test.tsv")):
        assert is_official_test(path), path
    assert not is_official_test("/x/google-tsv-sample/validation_10000.txt")
