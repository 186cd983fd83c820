"""Write the month and weekday lists of the English DATE grammar from CLDR (through babel).

    pip install -e ".[lists]"
    python -m training.grammar_lists.make_date_lists [--check]

Source: CLDR month and day names of every Latin-script English locale (`en`, `en_GB`,
`en_AU`, ...), wide and abbreviated, format and stand-alone contexts, read with
`babel.dates.get_month_names` / `get_day_names`; days per month from Python's
`calendar` (Gregorian, a leap year, so February has 29). The babel/CLDR version goes
into each list's header comment.

Every list has two parts: the rows this script writes, then a marker line
(`HAND_MARKER`) and the rows authors keep by hand (abbreviations CLDR lacks, such as
"Tues" or "Thurs"). The script rewrites the first part and keeps the second; a
generated row whose written form a hand row also has is dropped. Output is sorted and
deterministic; `--check` fails when a list is stale.

Lists written (paths relative to grammars/en):
  date/month.tsv    written<TAB>number<TAB>days<TAB>kind<TAB>spoken   (kind: wide | abbr)
  date/weekday.tsv  written<TAB>kind<TAB>spoken                       (kind: wide | abbr)

Not imported by the runtime package.
"""

from __future__ import annotations

import argparse
import calendar
import importlib.metadata
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "grammars" / "en"
HAND_MARKER = "# --- hand-kept rows below: edit freely; the generator keeps them and drops generated rows with the same written form ---"
_LATIN = re.compile(r"[A-Za-z]+")
#: Hand rows a new list starts with (facts: AP Stylebook abbreviations and common usage).
DEFAULT_HAND = {
    "date/month.tsv": [],
    "date/weekday.tsv": ["Tues\tabbr\ttuesday", "Thur\tabbr\tthursday", "Thurs\tabbr\tthursday"],
}


def _english_locales() -> list[str]:
    from babel.localedata import locale_identifiers

    return sorted(loc for loc in locale_identifiers() if loc == "en" or loc.startswith("en_"))


def _names(getter, width: str) -> dict[str, int]:
    """{written name: number} over every English locale and both contexts (Latin script only)."""
    found: dict[str, int] = {}
    for locale in _english_locales():
        for context in ("format", "stand-alone"):
            for number, name in getter(width, context, locale=locale).items():
                if _LATIN.fullmatch(name):
                    found.setdefault(name, number)
    return found


def month_rows() -> list[str]:
    """Rows of date/month.tsv: wide names first wins over an equal abbreviation ("May")."""
    from babel import dates

    wide = _names(dates.get_month_names, "wide")
    abbr = _names(dates.get_month_names, "abbreviated")
    rows = []
    for kind, names in (("wide", wide), ("abbr", abbr)):
        for name, number in names.items():
            if kind == "abbr" and name in wide:
                continue
            days = calendar.monthrange(2000, number)[1]
            spoken = next(w for w, n in wide.items() if n == number).lower()
            rows.append((number, kind != "wide", name, f"{name}\t{number}\t{days}\t{kind}\t{spoken}"))
    return [row for *_, row in sorted(rows)]


def weekday_rows() -> list[str]:
    """Rows of date/weekday.tsv (Monday first)."""
    from babel import dates

    wide = _names(dates.get_day_names, "wide")
    abbr = _names(dates.get_day_names, "abbreviated")
    rows = []
    for kind, names in (("wide", wide), ("abbr", abbr)):
        for name, number in names.items():
            if kind == "abbr" and name in wide:
                continue
            spoken = next(w for w, n in wide.items() if n == number).lower()
            rows.append((number, kind != "wide", name, f"{name}\t{kind}\t{spoken}"))
    return [row for *_, row in sorted(rows)]


def _hand_rows(path: pathlib.Path, rel: str) -> list[str]:
    if not path.exists():
        return list(DEFAULT_HAND[rel])
    lines = path.read_text(encoding="utf-8").split("\n")
    if HAND_MARKER not in lines:
        return list(DEFAULT_HAND[rel])
    return [line for line in lines[lines.index(HAND_MARKER) + 1:] if line]


def render(rel: str, header: str, generated: list[str]) -> str:
    """The full text of one list: header, generated rows (minus hand-kept keys), marker, hand rows."""
    path = GRAMMAR / rel
    hand = _hand_rows(path, rel)
    hand_keys = {line.split("\t")[0] for line in hand if not line.startswith("#")}
    rows = [row for row in generated if row.split("\t")[0] not in hand_keys]
    return "\n".join([header] + rows + [HAND_MARKER] + hand) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a list is stale; write nothing")
    args = parser.parse_args(argv)
    version = importlib.metadata.version("babel")
    source = (f"CLDR month/day names of every English locale through babel {version} "
              f"(babel.dates, wide and abbreviated)")
    lists = {
        "date/month.tsv": render(
            "date/month.tsv",
            f"# Month names and abbreviations: written<TAB>month number<TAB>days (leap year; Python calendar, "
            f"Gregorian)<TAB>wide|abbr<TAB>spoken. Source: {source}. Written by "
            f"training/grammar_lists/make_date_lists.py; hand-kept rows after the marker.",
            month_rows()),
        "date/weekday.tsv": render(
            "date/weekday.tsv",
            f"# Weekday names and abbreviations: written<TAB>wide|abbr<TAB>spoken. Source: {source}; hand-kept "
            f"rows: AP Stylebook abbreviations. Written by training/grammar_lists/make_date_lists.py.",
            weekday_rows()),
    }
    stale = []
    for rel, text in lists.items():
        path = GRAMMAR / rel
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(rel)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if args.check and stale:
        print(f"stale lists: {', '.join(stale)} (run python -m training.grammar_lists.make_date_lists)",
              file=sys.stderr)
        return 1
    for rel in stale:
        print(f"wrote {GRAMMAR / rel}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
