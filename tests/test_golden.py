"""The golden file of everyday sentences (tests/golden/everyday.jsonl) and its scoring.

(a) lints the file; (b) runs the shipped normalizer (defaults) over it and asserts a
floor on the share of sentences read acceptably; (c) asserts that no output states a
number its input does not contain (beyond a recorded list of known offenders, which
may only shrink). The folding and the number check are `benchmarks/fold.py`'s, the
scoring `benchmarks/golden_eval.py`'s: the test and the benchmark count alike.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden" / "everyday.jsonl"
CLASSES = {"CARDINAL", "ORDINAL", "DECIMAL", "FRACTION", "MEASURE", "MONEY", "DATE", "TIME", "TELEPHONE",
           "ELECTRONIC", "DIGIT", "VERBATIM", "ADDRESS", "LETTERS", "PLAIN"}
DOMAINS = {"news", "recipes", "manuals", "sports", "finance", "science", "addresses", "travel", "medicine",
           "tech", "plain", "odd", "dates", "shopping", "weather", "legal", "social"}

# (b) Share of golden sentences the shipped defaults read acceptably, after folding.
# Measured with `python benchmarks/golden_eval.py` (defaults, --threads 1) on 380 sentences:
# 334 / 380 = .879 at commit fe2e5ed (309 / 380 = .813 at 6397468; 281 / 372 = .755 at
# 46a22b6). The floor is that measurement minus a margin for int8/fp32 and batch-size
# differences; raise it when the engine improves.
ACCURACY_FLOOR = 0.84

# (c) Sentences whose output stated a number the input does not contain, as of the last
# measurement (fe2e5ed: none; 46a22b6 had 17, e.g. "3:1" -> "three eleventh"). Any sentence
# not listed here fails the test; the set may only shrink.
KNOWN_WRONG_NUMBERS: frozenset[str] = frozenset()


def _load(name: str):
    """A benchmarks/ module by file name (benchmarks is not a package)."""
    folder = str(ROOT / "benchmarks")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    spec = importlib.util.spec_from_file_location(name, ROOT / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


golden_eval = _load("golden_eval")
fold_module = _load("fold")
outside_sets = _load("outside_sets")
fold = fold_module.fold


@pytest.fixture(scope="module")
def records() -> list[dict]:
    return golden_eval.load_golden(GOLDEN)


# ---------------------------------------------------------------------------------------
# (a) lint


def test_golden_file_is_well_formed(records):
    assert len(records) >= 300
    ids = [r["id"] for r in records]
    assert len(ids) == len(set(ids)), "ids must be unique"
    texts = [r["text"] for r in records]
    assert len(texts) == len(set(texts)), "each sentence once"
    for r in records:
        assert r["text"].strip() and r["domain"] in DOMAINS, r["id"]
        assert r["id"].startswith(r["domain"] + "-"), r["id"]
        assert r["classes"] and set(r["classes"]) <= CLASSES, r["id"]
        assert all(s.strip() and s == s.strip() for s in r["spoken"]), r["id"]
        assert len(set(r["spoken"])) == len(r["spoken"]), f"{r['id']}: a reading listed twice"
        assert not any("sil" in s.split() for s in r["spoken"]), f"{r['id']}: plain output has no 'sil'"
        assert not any(ch.isdigit() for s in r["spoken"] for ch in s), f"{r['id']}: digits in a reading"


def test_golden_file_covers_every_class_and_domain(records):
    assert {c for r in records for c in r["classes"]} == CLASSES
    assert {r["domain"] for r in records} == DOMAINS
    for cls in CLASSES:
        assert sum(cls in r["classes"] for r in records) >= 5, cls


def test_golden_readings_state_only_their_own_numbers(records):
    """The number check applied to the golden readings: none may be flagged (a flag is
    a wrong golden reading or a false alarm of the checker)."""
    reader = fold_module.default_reader()
    flagged = [(r["id"], s, fold_module.stated_numbers_not_in(r["text"], s, reader))
               for r in records for s in r["spoken"]]
    assert [f for f in flagged if f[2]] == []


def test_load_golden_rejects_a_record_without_readings(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"id": "x-001", "domain": "x", "text": "5", "spoken": [], "classes": []}) + "\n",
                   encoding="utf-8")
    with pytest.raises(ValueError, match="spoken"):
        golden_eval.load_golden(bad)
    bad.write_text(json.dumps({"id": "x-001", "text": "5"}) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="missing domain"):
        golden_eval.load_golden(bad)


# ---------------------------------------------------------------------------------------
# folding and the number check


def test_fold_folds_case_punctuation_hyphens_and_and():
    assert fold("Twenty-One, AND  three!") == "twenty one three"
    assert fold("St. Patrick's") == fold("st patricks")
    assert fold("two and a half") == fold("two a half")
    assert fold("$5") != fold("5")  # symbols are not folded away
    assert fold("Ｈｅｌｌｏ") == "hello"


@given(st.text(max_size=40))
def test_fold_is_idempotent_and_case_blind(text):
    assert fold(fold(text)) == fold(text)
    assert fold(text.upper()) == fold(text.lower()) or not text.isascii()


@pytest.mark.parametrize("written, spoken", [
    ("Call 555-1234 now.", "Call five hundred fifty five thousand one hundred twenty three now."),
    ("Add 1/2 cup of milk.", "Add one hundred twenty two cup of milk."),
    ("It happened on 12/25/2010.", "It happened on twelve million two hundred fifty thousand twelve."),
    ("in 3/4 of an hour", "in thirty four of an hour"),
    ("1+1", "one hundred fifty one"),
    ("GMT +2:30", "g m t seven"),
    ("The meeting is on Monday 3 June 2019.", "The meeting is on november third twenty nineteen"),
    ("CHAPTER XV.", "CHAPTER sixteen."),
    ("Ozone (O3)", "ozone twelve"),
    ("Call 1-800-555-0199.", "Call one eight hundred five five six o one nine nine."),
    ("a 1504x4 beam", "a one fifty four by four beam"),
])
def test_number_check_flags_the_issue_examples(written, spoken):
    assert fold_module.stated_numbers_not_in(written, spoken, fold_module.default_reader())


@pytest.mark.parametrize("written, spoken", [
    ("Call 555-1234 now.", "Call five five five, one two three four now."),
    ("at 09:45", "at nine forty five"),
    ("a Ford F-150 4x4", "a ford f one fifty four by four"),
    ("£900 million", "nine hundred million pounds"),
    ("It rose 1.5 million.", "It rose one point five million."),
    ("In the 1990s", "in the nineteen nineties"),
    ("Henry VIII", "henry the eighth"),
    ("He paid ٣٤ dinars.", "He paid thirty four dinars."),
    ("at 14:30", "at two thirty p m"),
    ("Some H2O", "some h two o"),
    ("the 350 Fifth Avenue", "the three hundred fifty fifth avenue"),
    ("6.02 × 10²³ atoms", "six point o two times ten to the power of twenty three atoms"),  # an exponent
    ("The 49ers beat the 76ers.", "The forty niners beat the seventy sixers."),  # teams named by a number
    ("under paragraph (a)(iii).", "under paragraph a three."),                   # a bracketed Roman numeral
    ("Glucose, C6H12O6, is a sugar.", "Glucose, C six H twelve O six, is a sugar."),  # no zero written: "O" a letter
    ("Ozone (O3)", "ozone o three"),
    ("Call 1-800-555-0199.", "Call one eight hundred five five five o one nine nine."),  # a cut after "hundred"
    ("Case No. 2:22-cv-00547.", "Case number two twenty two c v o o five four seven."),  # zeros after letters
])
def test_number_check_accepts_right_readings(written, spoken):
    assert fold_module.stated_numbers_not_in(written, spoken, fold_module.default_reader()) == []


# ---------------------------------------------------------------------------------------
# the outside-set loaders, on files written here


def test_outside_set_loaders(tmp_path):
    engconf = tmp_path / "EngConf.txt"
    engconf.write_text("# comment\nRoom 4B~~RAW\nroom four b~~1\nroom four bytes~~0\n\n"
                       "Pay $5~~RAW\npay five dollars~~1\n", encoding="utf-8")
    blocks = outside_sets.load_engconf(engconf)
    assert [b["text"] for b in blocks] == ["Room 4B", "Pay $5"]
    assert blocks[0]["acceptable"] == ["room four b"] and blocks[0]["wrong"] == ["room four bytes"]
    result = outside_sets.score_set("engconf", blocks, ["Room four B.", "Pay 5 dollars"], 1.0)
    assert result["correct"] == 1 and [f["text"] for f in result["failures"]] == ["Pay $5"]

    libritts = tmp_path / "LibriTTS.json"
    libritts.write_text("".join(json.dumps({"text": f"{i} men", "gt_normalized": f"n{i} men"}) + "\n"
                                for i in range(50)), encoding="utf-8")
    sample = outside_sets.load_libritts(libritts, 10, 7)
    assert sample == outside_sets.load_libritts(libritts, 10, 7) and len(sample) == 10
    assert [int(r["id"].split("-")[1]) for r in sample] == sorted(int(r["id"].split("-")[1]) for r in sample)
    assert len(outside_sets.load_libritts(libritts, 0, 7)) == 50
    bad = tmp_path / "bad.txt"
    bad.write_text("five~~1\n", encoding="utf-8")
    with pytest.raises(ValueError, match="RAW"):
        outside_sets.load_engconf(bad)


FAKE_NEMO = """
class Normalizer:
    def __init__(self, **options):
        self.options = options

    def normalize(self, text, punct_post_process=True):
        return text.replace("$5", "five dollars")
"""


def test_outside_sets_runs_nemo_in_a_worker(tmp_path, monkeypatch):
    """--nemo-python: NeMo (here a stand-in package) reads the sets in its own process."""
    package = tmp_path / "fake" / "nemo_text_processing" / "text_normalization"
    package.mkdir(parents=True)
    (package.parent / "__init__.py").write_text("", encoding="utf-8")
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "normalize.py").write_text(FAKE_NEMO, encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "fake"))
    (tmp_path / "EngConf.txt").write_text("Pay $5~~RAW\npay five dollars~~1\n\nRoom 4B~~RAW\nroom four b~~1\n",
                                          encoding="utf-8")
    (tmp_path / "LibriTTS.json").write_text(json.dumps({"text": "It cost $5.", "gt_normalized": "It cost five dollars."})
                                            + "\n", encoding="utf-8")
    out = tmp_path / "report.json"
    assert outside_sets.main(["--data", str(tmp_path), "--no-tnfst", "--nemo-python", sys.executable,
                              "--nemo-cache", str(tmp_path / "cache"), "--json", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))["systems"]["nemo"]["sets"]
    assert report["engconf"]["correct"] == 1 and report["libritts"]["correct"] == 1


# ---------------------------------------------------------------------------------------
# (b) and (c): the shipped normalizer on the golden file


@pytest.fixture(scope="module")
def golden_outputs(records, one_torch_thread) -> list[str]:
    return golden_eval.normalize_all(records, None, 1)


@pytest.mark.slow  # the default grammars are compiled into the session's fresh cache first
def test_shipped_normalizer_reads_the_golden_file_above_the_floor(records, golden_outputs):
    report = golden_eval.score(records, golden_outputs)
    failures = "\n".join(f"{f['id']}: {f['text']!r} -> {f['output']!r}" for f in report["failures"][:30])
    assert report["accuracy"] >= ACCURACY_FLOOR, f"{report['accuracy']:.3f} < {ACCURACY_FLOOR}\n{failures}"


@pytest.mark.slow
def test_no_golden_output_states_a_number_not_in_its_input(records, golden_outputs):
    reader = fold_module.default_reader()
    new = {r["id"]: (r["text"], out, problems) for r, out in zip(records, golden_outputs)
           if (problems := fold_module.stated_numbers_not_in(r["text"], out, reader))
           and r["id"] not in KNOWN_WRONG_NUMBERS}
    assert new == {}
