"""Regroup Proteno's word-split sentences into Google tokens and write Google TSV.

Proteno (Amazon) re-tokenized 24,760 sentences of the English training shard
(Sproat & Jaitly) into words: ``4 March 2014`` became ``4``/"the fourth",
``March``/"of march", ``2014``/"twenty fourteen"; ``U.S.`` became ``U``, ``.``,
``S``, ``.``; punctuation reads "" (deleted). This script undoes that:

1. **Detokenize** each sentence into plausible raw text: closing marks attach to
   the word before, opening marks to the word after, ``"`` alternates, and a
   run of single initials with their periods is glued (``U.S.``).
2. **Re-tokenize** it with :func:`tnfst.tokenize.tokenize`, the same rules the
   pipeline uses, and map every token back to the Proteno words it covers; the
   token's reading is their readings joined (``sil`` for punctuation,
   ``<self>`` when it equals the token).
3. **Classes** are not in Proteno. Unchanged tokens are ``PLAIN`` (or ``PUNCT``
   for marks); changed tokens get a rule-inferred class (:func:`infer_class`:
   DATE, LETTERS, CARDINAL, DECIMAL, ORDINAL, DIGIT, MEASURE, MONEY, TIME,
   TELEPHONE, ELECTRONIC, FRACTION, VERBATIM, else PLAIN). The rules are shallow;
   the class-gate only needs them roughly right.

``--check`` compares the first 754 regrouped sentences with the same sentences
in ``train_10000.txt`` (real Google tokens) and logs the agreement.

Usage::

    python training/regroup_proteno.py --shared ../shared/data [--out ~/.cache/tnfst/data/proteno_regrouped.tsv] [--check]

Known limitations: Proteno dropped some tokens (``Romance's``, ``11/17/09``) and
sometimes merged a year's reading into the day (``5``/"fifth eighteen ninety
five", year missing); those sentences are regrouped as they are. Whether
initials were written ``J. H.`` or ``J.H.`` is lost; they are glued.
"""

from __future__ import annotations

import argparse
import difflib
import logging
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from platformdirs import user_cache_dir
from tqdm import tqdm

from tnfst import special
from tnfst.data import TokenRecord, read_google_tsv, write_google_tsv
from tnfst.tokenize import tokenize

log = logging.getLogger("regroup_proteno")

OVERLAP = 754  # Proteno's first sentences are train_10000.txt's sentences
_OPEN = set("([{«“‘¿¡")
_CLOSE = set(".,;:!?)]}»”’…%")
_LETTER = re.compile(r"[^\W\d_]")


def read_proteno(path: Path) -> Iterator[list[tuple[str, str]]]:
    """Yield each sentence of ``proteno_en_tokens.tsv`` as ``[(before, after), ...]``."""
    with open(path, encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        if header != ["sentence_idx", "token_idx", "before", "after"]:
            raise ValueError(f"{path}: unexpected header {header}")
        current, sentence = None, []
        for lineno, line in enumerate(handle, start=2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 4:
                raise ValueError(f"{path}:{lineno}: expected 4 fields")
            sid = int(fields[0])
            if sid != current:
                if sentence:
                    yield sentence
                current, sentence = sid, []
            sentence.append((fields[2], fields[3]))
        if sentence:
            yield sentence


def _is_initial(words: list[tuple[str, str]], i: int) -> bool:
    """Word ``i`` is a single letter read as itself, followed by a deleted period."""
    before, after = words[i]
    return (len(before) == 1 and _LETTER.match(before) is not None and after.lower() == before.lower()
            and i + 1 < len(words) and words[i + 1] == (".", ""))


def detokenize(words: list[tuple[str, str]]) -> tuple[str, list[tuple[int, int]]]:
    """Raw text for Proteno words and each word's ``(start, end)`` in it."""
    parts: list[str] = []
    spans: list[tuple[int, int]] = []
    pos = 0
    quote_open = False
    glue_next = False
    for i, (before, after) in enumerate(words):
        glue = glue_next
        glue_next = False
        if i > 0 and not glue:
            if before == '"':
                glue = quote_open  # a closing quote attaches left
            elif before in _CLOSE or (before == "'" and after == ""):
                glue = True
            elif before == "." and _is_initial(words, i - 1):
                glue = True
        if i > 0 and words[i - 1][0] == "." and i >= 2 and _is_initial(words, i - 2) and _is_initial(words, i):
            glue = True  # U.S. : next initial glued to the previous period
        if before == "." and after == "point":  # a decimal point Proteno split off: ".161", "2.5"
            glue = i > 0 and words[i - 1][0][-1:].isdigit()
            glue_next = True
        elif before == '"':
            if not quote_open:
                glue_next = True
            quote_open = not quote_open
        elif before in _OPEN:
            glue_next = True
        if i > 0 and not glue:
            parts.append(" ")
            pos += 1
        parts.append(before)
        spans.append((pos, pos + len(before)))
        pos += len(before)
    return "".join(parts), spans


_DATE_WORDS = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
)
_SPOKEN_LETTERS = re.compile(r"(?:[a-z]'?s? )*[a-z]'?s?")
_DIGIT_WORDS = re.compile(r"(?:(?:o|zero|one|two|three|four|five|six|seven|eight|nine) ?)+")
_CURRENCY = re.compile(r"[$£€¥₹]|\b(?:dollars?|euros?|pounds? sterling|yen|rupees?|yuan)\b")


def infer_class(before: str, reading: str) -> str:
    """A shallow rule-based semiotic class for a token that changes."""
    has_digit = any(c.isdigit() for c in before)
    if before in ("-", "–", "—", "~") and reading == "to":
        return "PLAIN"  # Google reads a range dash as the PLAIN word "to"
    if not has_digit:
        if _DATE_WORDS.search(reading) and re.search(r"\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)", before):
            return "DATE"
        if re.search(r"\bdot\b", reading) and "." in before:
            return "ELECTRONIC"
        if re.fullmatch(r"[A-Za-z.&'-]+", before) and _SPOKEN_LETTERS.fullmatch(reading) and len(before.replace(".", "")) > 0:
            letters = re.sub(r"[^A-Za-z]", "", before)
            if len(letters) >= 1 and len(reading.split()) >= len(letters.rstrip("s")):
                return "LETTERS"
        if re.fullmatch(r"[IVXLCDM]+\.?", before):
            return "ORDINAL" if reading.startswith("the ") or reading.endswith(("th", "first", "second", "third")) else "CARDINAL"
        if len(before) == 1 and (not before.isascii() or not before.isalnum()):
            return "VERBATIM"
        return "PLAIN"
    if _CURRENCY.search(reading) and re.search(r"[$£€¥₹]|\b[A-Z]{3}\b", before):
        return "MONEY"
    if _DATE_WORDS.search(reading) or re.fullmatch(r"\d{4}s?", before) and not re.search(r"thousand (?!\w+$)", reading) and "hundred" not in reading.replace("thousand", "") or re.fullmatch(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}", before):
        return "DATE"
    if re.fullmatch(r"\d{1,2}(?::\d\d){1,2}(?: ?[AaPp]\.?[Mm]\.?)?|\d{1,2} ?[AaPp]\.?[Mm]\.?", before):
        return "TIME"
    if re.fullmatch(r"\d+(?:st|nd|rd|th)", before):
        return "ORDINAL"
    if " " in before or re.search(r"\d[^\d,.\s/:]+$", before) or before.endswith("%"):
        if re.fullmatch(r"[-+]?[\d,.]+ (?:million|billion|trillion|thousand)", before):
            return "DECIMAL" if "." in before else "CARDINAL"
        return "MEASURE"
    if re.fullmatch(r"[-+]?\d*\.\d+", before) or re.fullmatch(r"[-+]?\d{1,3}(?:,\d{3})+\.\d+", before):
        return "DECIMAL"
    if re.fullmatch(r"[-+]?\d{1,3}(?:,\d{3})+|[-+]?\d+", before):
        return "DIGIT" if _DIGIT_WORDS.fullmatch(reading) and len(before.lstrip("+-")) > 1 and not reading.endswith("teen") else "CARDINAL"
    if "/" in before and re.fullmatch(r"\d+/\d+", before):
        return "FRACTION"
    if re.fullmatch(r"[\d()+ -]{7,}", before) and "sil" in reading:
        return "TELEPHONE"
    if re.search(r"\bdot\b", reading):
        return "ELECTRONIC"
    return "CARDINAL" if re.fullmatch(r"[-+\d,.]+", before) else "PLAIN"


def _record(before: str, readings: list[str]) -> TokenRecord:
    reading = " ".join(r for r in readings if r)
    if not reading:
        return TokenRecord("PUNCT" if not any(c.isalnum() for c in before) else "PLAIN", before, special.SIL)
    if reading == before:
        cls = "PLAIN" if any(c.isalnum() for c in before) else "PUNCT"
        return TokenRecord(cls, before, special.SELF)
    return TokenRecord(infer_class(before, reading), before, reading)


def regroup(words: list[tuple[str, str]]) -> list[TokenRecord]:
    """Google tokens for one Proteno sentence."""
    text, spans = detokenize(words)
    starts = {s: i for i, (s, _) in enumerate(spans)}
    ends = {e: i for i, (_, e) in enumerate(spans)}
    out = []
    covered = 0
    for token in tokenize(text):
        i, j = starts.get(token.start), ends.get(token.end)
        if i is None or j is None or i != covered or j < i:
            log.debug("token %r cuts a Proteno word; kept word by word", token.text)
            return [_record(b, [a]) for b, a in words]
        out.append(_record(token.text, [a for _, a in words[i : j + 1]]))
        covered = j + 1
    return out


def align_sentences(regrouped: list[list[TokenRecord]], gold: list[list[TokenRecord]]):
    """Pair regrouped sentences with gold ones; Proteno skipped a few sentences, so look ahead a little."""
    j = 0
    for mine in regrouped:
        words = [t.before for t in mine]
        for k in range(j, min(j + 4, len(gold))):
            ratio = difflib.SequenceMatcher(a=words, b=[t.before for t in gold[k]], autojunk=False).ratio()
            if ratio >= 0.5:
                yield mine, gold[k]
                j = k + 1
                break


def check_overlap(regrouped: list[list[TokenRecord]], gold: list[list[TokenRecord]]) -> dict[str, float]:
    """Agreement of regrouped sentences with Google's own tokens (aligned by token text)."""
    counts = Counter()
    for mine, theirs in align_sentences(regrouped, gold):
        a, b = [t.before for t in mine], [t.before for t in theirs]
        counts["gold_tokens"] += len(b)
        counts["sentences"] += 1
        counts["sentences_identical"] += a == b and all(x.reading == y.reading for x, y in zip(mine, theirs))
        for block in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_matching_blocks():
            for k in range(block.size):
                x, y = mine[block.a + k], theirs[block.b + k]
                counts["tokens_matched"] += 1
                counts["reading_agree"] += x.reading == y.reading
                label_x = x.after not in (special.SELF, special.SIL) and x.after != x.before
                label_y = y.to_be_normalized
                counts["label_agree"] += label_x == label_y
                counts["class_agree"] += x.cls == y.cls
                counts["changed_gold"] += label_y
                counts["class_agree_changed"] += label_y and x.cls == y.cls
    n = counts["tokens_matched"] or 1
    return {
        "sentences_aligned": counts["sentences"],
        "sentences_identical": counts["sentences_identical"] / max(counts["sentences"], 1),
        "token_match": counts["tokens_matched"] / max(counts["gold_tokens"], 1),
        "reading_agree": counts["reading_agree"] / n,
        "label_agree": counts["label_agree"] / n,
        "class_agree": counts["class_agree"] / n,
        "class_agree_changed": counts["class_agree_changed"] / max(counts["changed_gold"], 1),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=Path("../shared/data"), help="the shared data folder")
    parser.add_argument("--out", type=Path, default=Path(user_cache_dir("tnfst")) / "data" / "proteno_regrouped.tsv")
    parser.add_argument("--check", action="store_true", help="log agreement with train_10000.txt on the overlap")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    source = args.shared / "proteno-en" / "proteno_en_tokens.tsv"
    sentences = [regroup(words) for words in tqdm(read_proteno(source), desc="regroup", unit="sent", total=24760)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    n = write_google_tsv(sentences, args.out)
    log.info("wrote %d sentences, %d tokens to %s", len(sentences), n, args.out)
    classes = Counter(t.cls for s in sentences for t in s if t.after not in (special.SELF, special.SIL))
    log.info("inferred classes of changed tokens: %s", dict(classes.most_common()))
    if args.check:
        gold = list(read_google_tsv(args.shared / "google-tsv-sample" / "train_10000.txt"))
        report = check_overlap(sentences[:OVERLAP], gold[:OVERLAP])
        for key, value in report.items():
            log.info("overlap %-22s %s", key, f"{value:.4f}" if isinstance(value, float) else value)


if __name__ == "__main__":
    main()
