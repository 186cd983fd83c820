"""Breadth set for MEASURE and MONEY: tokens generated from the grammar's own lists.

    python benchmarks/mm_breadth.py [--seed 0] [--json OUT] [--show 20]

The lists (measure/units.tsv, the composed prefixed units of si_prefix.tsv x si_unit.tsv,
money/currency.tsv, the scale lists) come from pint, CLDR and ISO 4217 (see
training/grammar_lists/make_measure_money_lists.py), so the set reaches every unit x
prefix form and every currency x position x scale, not only what the Google data shows.
Numbers are random (seeded). For each token it records the number it was made from and
the unit's or currency's readings, and reports:

  match rate      the grammar licenses at least one reading;
  licensed rate   the token's intended reading (Kestrel style: the number read as a
                  cardinal or decimal, then the unit's plural) is licensed;
  clean rate      every licensed reading (up to 50) is words only, starts with a correct
                  reading of the number and ends with a reading of the unit or currency.

Nothing here is tuned on Google data; the tokens come from the sources alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import re
import sys
import tempfile

ONES = "zero one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
SCALES = ["", "thousand", "million", "billion", "trillion", "quadrillion"]
WORDS_ONLY = re.compile(r"[a-z'\-]+( [a-z'\-]+)*")
#: Scale words written in the cases the set tries, with their reading.
SCALE_WRITINGS = [("million", "million"), ("Million", "million"), ("MILLION", "million"),
                  ("billion", "billion"), ("BILLION", "billion"), ("Billion", "billion"),
                  ("thousand", "thousand"), ("trillion", "trillion"), ("crore", "crore"), ("lakh", "lakh")]
SCALE_ABBREVIATIONS = [("m", "million"), ("M", "million"), ("mn", "million"), ("bn", "billion"),
                       ("BN", "billion"), ("b", "billion"), ("k", "thousand"), ("tn", "trillion")]


def spell(n: int) -> str:
    """Kestrel-style cardinal ("one hundred twenty three"), written apart from the grammar."""
    if n < 0:
        return "minus " + spell(-n)
    if n == 0:
        return "zero"
    groups, words = [], []
    while n:
        n, group = divmod(n, 1000)
        groups.append(group)
    for index in range(len(groups) - 1, -1, -1):
        group = groups[index]
        if not group:
            continue
        hundreds, rest = divmod(group, 100)
        if hundreds:
            words += [ONES[hundreds], "hundred"]
        if 10 <= rest < 20:
            words.append(TEENS[rest - 10])
        else:
            if rest >= 20:
                words.append(TENS[rest // 10])
            if rest % 10:
                words.append(ONES[rest % 10])
        if SCALES[index]:
            words.append(SCALES[index])
    return " ".join(words)


def number_readings(written: str) -> tuple[str, ...]:
    """Every correct reading of a generated number ("12.05" -> "twelve point o five" first)."""
    whole, _, digits = written.replace(",", "").partition(".")
    if not digits:
        return (spell(int(whole)),)
    readings = [""]
    for digit in digits:
        options = ["o", "zero"] if digit == "0" else [ONES[int(digit)]]
        readings = [f"{r} {o}".strip() for r in readings for o in options]
    return tuple(f"{spell(int(whole))} point {r}" for r in readings)


@dataclasses.dataclass(frozen=True)
class BreadthToken:
    """One generated token: what it was made from and what must be read."""

    token: str
    family: str                 # unit | prefixed | spelled-prefixed | compound | currency-prefix | ...
    numbers: tuple[str, ...]    # correct readings of the number (with the scale word, if any)
    names: tuple[str, ...]      # readings of the unit or currency (singular and plural)
    gold: str                   # the intended reading


def _random_number(rng: random.Random, decimals: bool = True) -> str:
    roll = rng.random()
    if decimals and roll < 0.3:
        return f"{rng.randrange(0, 1000)}.{rng.randrange(1, 100)}"
    if roll < 0.5:
        return f"{rng.randrange(2, 10**7):,}"
    return str(rng.randrange(2, 100000))


def unit_readings(lists) -> dict[str, tuple[tuple[str, ...], tuple[str, ...], str]]:
    """{written unit: (singular readings, plural readings, family)}: the list's rows, their
    powers (length units), and the composed prefixed units (a listed form that shares a
    reading with the composition also takes its readings)."""
    from tnfst.grammars.en import measure
    rows = lists["measure/units.tsv"].rows
    out = {w: (tuple(sg), tuple(pl), "unit") for w, sg, pl, _ in rows}
    for w, sg, pl, kind in rows:
        if kind != "length":
            continue
        for marks, power in ((("2", "²"), "square "), (("3", "³"), "cubic ")):
            for mark in marks:
                out.setdefault(w + mark, (tuple(power + s for s in sg), tuple(power + s for s in pl), "power"))
        for marks, power in ((("sq ", "sq. "), "square "), (("cu ", "cu. "), "cubic ")):
            for mark in marks:
                out.setdefault(mark + w, (tuple(power + s for s in sg), tuple(power + s for s in pl), "power"))
    composed = measure.composed_units(lists["measure/si_prefix.tsv"].rows, lists["measure/si_unit.tsv"].rows)
    clashes = measure.collisions(rows, composed)
    for w, (sg, pl, _) in composed.items():
        if w in clashes:
            continue
        family = "spelled-prefixed" if w.isalpha() and w.islower() and len(w) > 4 else "prefixed"
        if w in out:
            old = out[w]
            out[w] = (old[0] + sg, old[1] + pl, old[2])
        else:
            out[w] = (sg, pl, family)
    return out


def breadth_set(lists, seed: int = 0) -> list[BreadthToken]:
    """Every unit and prefixed form, a sample of compounds, and every currency x position x scale."""
    rng = random.Random(seed)
    tokens: list[BreadthToken] = []
    spaced_only = set(lists["measure/spaced_only.tsv"].column(0))
    units = unit_readings(lists)
    for written, (sg, pl, family) in sorted(units.items()):
        number = _random_number(rng)
        glue = " " if written in spaced_only or written[0].isalpha() and " " in written or rng.random() < 0.5 else ""
        if written[0].isalpha() and written.islower() and len(written) > 3:
            glue = " "  # spelled words follow a space ("750 volts")
        tokens.append(BreadthToken(f"{number}{glue}{written}", family, number_readings(number),
                                   sg + pl, f"{number_readings(number)[0]} {pl[0]}"))
    # compounds: a sample of U/V with a listed or composed numerator and a time/length denominator
    denominators = [w for w in ("s", "h", "min", "km", "m²", "day", "kg", "mol", "L", "second", "hour")
                    if w in units]
    numerators = sorted(w for w in units if units[w][2] in ("unit", "prefixed") and "/" not in w and " " not in w)
    for _ in range(300):
        top, bottom = rng.choice(numerators), rng.choice(denominators)
        number = _random_number(rng)
        sep = rng.choice(["/", " per "])
        sg, pl, _ = units[top]
        bottom_sg, bottom_pl, _ = units[bottom]
        names = tuple(f"{u} per {v}" for u in sg + pl for v in bottom_sg + bottom_pl)
        tokens.append(BreadthToken(f"{number} {top}{sep}{bottom}", "compound", number_readings(number), names,
                                   f"{number_readings(number)[0]} {pl[0]} per {bottom_sg[0]}"))
    # currencies x position x scale
    for written, sg, pl, position in lists["money/currency.tsv"].rows:
        names = tuple(sg) + tuple(pl)
        scale_options = [("", "")] + [rng.choice(SCALE_WRITINGS), rng.choice(SCALE_ABBREVIATIONS)]
        for scale_written, scale_spoken in scale_options:
            number = _random_number(rng, decimals=False) if rng.random() < 0.7 else f"{rng.randrange(1, 1000)}.{rng.randrange(1, 10)}"
            numbers = tuple(f"{n} {scale_spoken}".strip() for n in number_readings(number))
            gold = f"{numbers[0]} {pl[0]}"
            scale_gap = " " if scale_written.isalpha() and len(scale_written) > 3 and rng.random() < 0.7 else ""
            amount = f"{number}{scale_gap}{scale_written}"
            if position in ("prefix", "both"):
                gap = " " if written[-1].isalpha() else ""
                tokens.append(BreadthToken(f"{written}{gap}{amount}", "currency-prefix", numbers, names, gold))
            if position in ("suffix", "both"):
                tokens.append(BreadthToken(f"{amount} {written}", "currency-suffix", numbers, names, gold))
            if position == "both" and scale_written and re.fullmatch(r"[A-Z]{3}", written):
                # the scale after the code: "93.4 EURbn", "8130 USD M" (codes only, as the press writes it)
                after = f"{number} {written}{'' if len(scale_written) <= 2 else ' '}{scale_written}"
                tokens.append(BreadthToken(after, "currency-then-scale", numbers, names, gold))
        if position == "both" and written.isupper() and len(written) == 3:
            scale_written, scale_spoken = rng.choice(SCALE_WRITINGS[:6] + SCALE_ABBREVIATIONS[:5])
            tokens.append(BreadthToken(f"{written} {scale_written}", "currency-scale-only", (scale_spoken,), names,
                                       f"{scale_spoken} {pl[0]}"))
    return tokens


def _same_unit(spoken: str, name: str) -> bool:
    """`spoken` reads the unit `name`, allowing the spellings the grammar licenses beside it:
    joined or spaced prefixes ("kilo meters"), metre/litre, micron, and singular or plural
    in each part of a ratio ("meters per seconds")."""
    def norm(text: str) -> str:
        text = text.replace("metre", "meter").replace("litre", "liter").replace("micron", "micrometer")
        return " per ".join(part.replace(" ", "").removesuffix("s") for part in text.split(" per "))
    return norm(spoken) == norm(name)


def check(grammar, item: BreadthToken, limit: int = 50) -> dict:
    """{matched, licensed (the intended reading), clean (every reading well formed), bad (a wrong reading)}."""
    readings = grammar.readings(item.token, limit=limit)
    bad = None
    for reading in readings:
        ok = WORDS_ONLY.fullmatch(reading) and any(
            reading.startswith(n + " ") and _same_unit(reading[len(n) + 1:], name)
            for n in item.numbers for name in item.names)
        if not ok:
            bad = reading
            break
    return {"matched": bool(readings), "licensed": bool(readings) and grammar.licenses(item.token, item.gold),
            "clean": bool(readings) and bad is None, "bad": bad}


def report(grammar, tokens: list[BreadthToken]) -> dict:
    """Rates overall and per family, and the first failures of each kind."""
    families: dict[str, dict[str, int]] = {}
    failures: dict[str, list] = {"unmatched": [], "unlicensed": [], "unclean": []}
    for item in tokens:
        result = check(grammar, item)
        family = families.setdefault(item.family, {"tokens": 0, "matched": 0, "licensed": 0, "clean": 0})
        family["tokens"] += 1
        for key in ("matched", "licensed", "clean"):
            family[key] += int(result[key])
        if not result["matched"]:
            failures["unmatched"].append(item.token)
        elif not result["licensed"]:
            failures["unlicensed"].append((item.token, item.gold))
        if result["matched"] and not result["clean"]:
            failures["unclean"].append((item.token, result["bad"]))
    total = {key: sum(f[key] for f in families.values()) for key in ("tokens", "matched", "licensed", "clean")}
    rate = lambda part: round(part / total["tokens"], 4) if total["tokens"] else 0.0
    return {"tokens": total["tokens"], "match_rate": rate(total["matched"]),
            "licensed_rate": rate(total["licensed"]), "clean_rate": rate(total["clean"]),
            "families": families, "failures": {k: v[:50] for k, v in failures.items()},
            "failure_counts": {k: len(v) for k, v in failures.items()}}


def main(argv: list[str] | None = None) -> int:
    from tnfst.grammar import CoveringGrammar, cache
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", help="write the full report here")
    parser.add_argument("--show", type=int, default=15, help="failures of each kind to print")
    parser.add_argument("--cache-dir", default=None)
    args = parser.parse_args(argv)
    lists = cache.read_lists("en")
    tokens = breadth_set(lists, args.seed)
    grammar = CoveringGrammar.load("en", cache_dir=args.cache_dir).ensure_loaded()
    result = report(grammar, tokens)
    print(f"tokens {result['tokens']}  match {result['match_rate']:.4f}  licensed {result['licensed_rate']:.4f}  "
          f"clean {result['clean_rate']:.4f}")
    print(f"{'family':22} {'tokens':>7} {'match':>7} {'licensed':>9} {'clean':>7}")
    for name, f in sorted(result["families"].items()):
        n = f["tokens"]
        print(f"{name:22} {n:7d} {f['matched'] / n:7.3f} {f['licensed'] / n:9.3f} {f['clean'] / n:7.3f}")
    for kind, items in result["failures"].items():
        if items:
            print(f"-- {kind} ({result['failure_counts'][kind]}):", *items[:args.show], sep="\n   ")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result, out, indent=1, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
