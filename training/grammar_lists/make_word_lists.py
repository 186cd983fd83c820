"""Write the British -> American spelling list of the English words constraint from `breame`.

    pip install -e ".[wordlists]"
    python -m training.grammar_lists.make_word_lists [--check]

Source: the `BRITISH_ENGLISH_SPELLINGS` table of the `breame` package (version in the
list's header; Apache-2.0, https://github.com/cdpierse/breame): British spelling ->
American spelling, inflected forms listed one by one (``organise``, ``organised``,
``organises``, ``organising``).

Only the pairs that differ by the "textbook" rewrites are kept: ``our -> or``,
``tre -> ter``, ``is -> iz`` (``-ise``, ``-isation``), ``ogue -> og``, ``mme -> m``,
anywhere in the word (``colourful`` -> ``colorful``, ``centimetres`` -> ``centimeters``).
Why: in the Google-labelled files (train_10000, validation_10000) and in the regrouped
training data (where Proteno marks a changed capitalised word by lower-casing it,
``Centre`` -> "centre"), every token of these families that shows a label is read in
its American form, in any case (``Labour`` -> "labor", ``Theatre`` -> "theater"),
while the other breame pairs are kept as written (``grey``, ``Defence``,
``Encyclopaedia``, ``Archaeology``, ``modelling``, ``cancelled``, ``buses``, 62 forms
seen, none changed), and so are ``ys -> yz`` forms (``Analyse``, ``Analyses`` kept).
The forms of an -ise verb that breame lacks
(``authorisation``, ``-iser``) are derived from the verb. The words constraint licenses only the American form of a listed word, so a list row
is a promise that the word is always Americanized.

A second list holds frequent English words, for the read-or-spell policy of the words
constraint (an all-caps token of five or more letters that is a common word is read as
written: ``VIDEO``, ``CENTURY``). Source: `wordfreq` (version in the header; code
Apache-2.0, data CC-BY-SA 4.0, https://github.com/rspeer/wordfreq): every ASCII
alphabetic word of at least `MIN_COMMON_LETTERS` letters with an English Zipf frequency
of at least `MIN_ZIPF`.

Lists written (paths relative to grammars/en):
  words/variants.tsv      british<TAB>american     (both lowercase; sorted)
  words/common_words.tsv  word                     (lowercase; sorted)

The abbreviation list (`words/abbreviations.tsv`) is kept by hand. Output is
deterministic; `--check` fails when the list is stale. Not imported by the runtime
package.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
VARIANTS = ROOT / "grammars" / "en" / "words" / "variants.tsv"
COMMON_WORDS = ROOT / "grammars" / "en" / "words" / "common_words.tsv"
MIN_ZIPF = 4.0  # wordfreq Zipf frequency: 4 = once per 100,000 words
MIN_COMMON_LETTERS = 5
TOP_N = 100_000  # words of wordfreq's English list examined

#: British -> American rewrites that the Google data always applies (see module docstring).
TEXTBOOK_REWRITES = (("our", "or"), ("tre", "ter"), ("is", "iz"), ("ogue", "og"), ("mme", "m"))


def textbook_pair(british: str, american: str) -> bool:
    """True when `american` is `british` with one or more `TEXTBOOK_REWRITES` applied
    (at non-overlapping places) and nothing else changed."""
    memo: dict[tuple[int, int], bool] = {}

    def walk(i: int, j: int, used: bool) -> bool:
        if i == len(british) and j == len(american):
            return used
        key = (i, j)
        if used and key in memo:
            return memo[key]
        ok = any(british.startswith(old, i) and american.startswith(new, j)
                 and walk(i + len(old), j + len(new), True) for old, new in TEXTBOOK_REWRITES)
        ok = ok or (i < len(british) and j < len(american) and british[i] == american[j]
                    and walk(i + 1, j + 1, used))
        if used:
            memo[key] = ok
        return ok

    return walk(0, 0, False)


#: Forms of an -ise verb derived when breame lists the verb but not the form (``authorise`` ->
#: ``authorisation``): breame lists inflections one by one and misses some nouns.
ISE_FORMS = ("ise", "ised", "ises", "ising", "isation", "isations", "iser", "isers")
MIN_ISE_STEM = 4  # letters before "ise" for a derived form (``prise`` derives nothing)


def variant_pairs() -> dict[str, str]:
    """{british: american} of the textbook pairs in breame's table, with the derived -ise forms."""
    from breame.data.spelling_constants import BRITISH_ENGLISH_SPELLINGS

    pairs: dict[str, str] = {}
    for british, american in BRITISH_ENGLISH_SPELLINGS.items():
        b, a = british.strip().lower(), american.strip().lower()
        if b.isascii() and b.isalpha() and a.isascii() and a.isalpha() and b != a and textbook_pair(b, a):
            pairs[b] = a
    for b, a in list(pairs.items()):
        if b.endswith("ise") and a.endswith("ize") and b[:-3] == a[:-3] and len(b) - 3 >= MIN_ISE_STEM:
            for form in ISE_FORMS:
                pairs.setdefault(b[:-3] + form, a[:-3] + form.replace("is", "iz", 1))
    return pairs


def variant_rows() -> list[str]:
    """`british<TAB>american` rows, sorted."""
    return sorted(f"{b}\t{a}" for b, a in variant_pairs().items())


def render() -> str:
    """The text of words/variants.tsv."""
    version = importlib.metadata.version("breame")
    header = [
        f"# British -> American spellings: breame {version} (Apache-2.0, https://github.com/cdpierse/breame), "
        "table BRITISH_ENGLISH_SPELLINGS,",
        "# filtered to the our/or, tre/ter, is/iz, ogue/og, mme/m families that Google's readings always "
        "Americanize,",
        "# plus the forms -ise/-ised/-ises/-ising/-isation(s)/-iser(s) of its -ise verbs that it lacks.",
        "# Generated by training/grammar_lists/make_word_lists.py; do not edit by hand. Columns: british, american.",
    ]
    return "\n".join(header + variant_rows()) + "\n"


def render_common() -> str:
    """The text of words/common_words.tsv."""
    from wordfreq import top_n_list, zipf_frequency

    version = importlib.metadata.version("wordfreq")
    words = sorted({w for w in top_n_list("en", TOP_N) if w.isascii() and w.isalpha() and w.islower()
                    and len(w) >= MIN_COMMON_LETTERS and zipf_frequency(w, "en") >= MIN_ZIPF})
    header = [
        f"# Frequent English words: wordfreq {version} (code Apache-2.0, data CC-BY-SA 4.0, "
        "https://github.com/rspeer/wordfreq),",
        f"# ASCII alphabetic, {MIN_COMMON_LETTERS}+ letters, English Zipf frequency >= {MIN_ZIPF}. "
        "Generated by training/grammar_lists/make_word_lists.py; do not edit by hand.",
    ]
    return "\n".join(header + words) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the checked-in list differs")
    args = parser.parse_args(argv)
    outputs = {VARIANTS: render(), COMMON_WORDS: render_common()}
    if args.check:
        stale = [p for p, text in outputs.items() if (p.read_text(encoding="utf-8") if p.exists() else "") != text]
        for path in stale:
            print(f"{path} is stale: run python -m training.grammar_lists.make_word_lists", file=sys.stderr)
        return 1 if stale else 0
    for path, text in outputs.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path} ({sum(not line.startswith('#') for line in text.splitlines())} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
