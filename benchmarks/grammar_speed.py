"""Speed of the covering grammar: fresh build, load from cache, `show` latency.

    python benchmarks/grammar_speed.py [--json OUT] [--gold GOLD.tsv] [--repeat 3]

Fresh build: compile every rule into an empty temporary cache (targets: <= 30 s).
Load: a new `CoveringGrammar` reading the cached FAR (<= 0.5 s).
Show: `readings(token, 20)` per token once loaded, each token seen for the first
time (<= 50 ms); tokens are the MEASURE/MONEY tokens of GOLD when given, else a
built-in list.
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import tempfile
import time

from tnfst.grammar import CoveringGrammar, cache

TOKENS = [
    "1/2 cc", "30'", "80'", "7000 hg", "600 billion kWh", "per km", "/m²", "6ft", "100 m",
    "578.3/km2", "37.56 km²", "0.001251 g/cm3", "82.55 kg", "2 mA", "60 km/h", "5'11\"",
    "$22,750", "$1,070,000", "£5bn", "€2.3M", "Rs. 149", "$2.50", "US$ 5", "500 AED", "HRK 20",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", help="write the numbers here")
    parser.add_argument("--gold", help="Google TSV whose MEASURE/MONEY tokens to time")
    parser.add_argument("--repeat", type=int, default=3, help="fresh builds and loads to time")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    logging.basicConfig(level=logging.WARNING)
    tokens = TOKENS
    if args.gold:
        from tnfst.grammar.coverage import gold_tokens
        tokens = sorted({written for _, written, _ in gold_tokens(args.gold)})

    builds, loads = [], []
    with tempfile.TemporaryDirectory() as root:
        for index in range(args.repeat):
            cache_dir = f"{root}/{index}"
            started = time.perf_counter()
            cache.build(args.lang, cache_dir)
            builds.append(time.perf_counter() - started)
        for _ in range(args.repeat):
            started = time.perf_counter()
            grammar = CoveringGrammar.load(args.lang, f"{root}/0").ensure_loaded()
            loads.append(time.perf_counter() - started)
        show = []
        for token in tokens:
            started = time.perf_counter()
            grammar.readings(token, 20)
            show.append(time.perf_counter() - started)
        lattice = []
        fresh = CoveringGrammar.load(args.lang, f"{root}/0").ensure_loaded()
        for token in tokens:
            started = time.perf_counter()
            fresh.lattice(token)
            lattice.append(time.perf_counter() - started)

    result = {
        "build_s": {"median": statistics.median(builds), "max": max(builds), "target": 30.0},
        "load_s": {"median": statistics.median(loads), "max": max(loads), "target": 0.5},
        "show_ms": {"median": 1000 * statistics.median(show), "max": 1000 * max(show),
                    "mean": 1000 * statistics.mean(show), "target": 50.0, "tokens": len(tokens)},
        "lattice_ms": {"median": 1000 * statistics.median(lattice), "max": 1000 * max(lattice),
                       "mean": 1000 * statistics.mean(lattice), "tokens": len(tokens)},
        "words": len(grammar.words()),
    }
    print(f"{'measure':<12}{'median':>10}{'max':>10}{'target':>10}")
    print(f"{'build s':<12}{result['build_s']['median']:>10.2f}{result['build_s']['max']:>10.2f}{30.0:>10.1f}")
    print(f"{'load s':<12}{result['load_s']['median']:>10.3f}{result['load_s']['max']:>10.3f}{0.5:>10.1f}")
    print(f"{'show ms':<12}{result['show_ms']['median']:>10.2f}{result['show_ms']['max']:>10.2f}{50.0:>10.1f}")
    print(f"{'lattice ms':<12}{result['lattice_ms']['median']:>10.2f}{result['lattice_ms']['max']:>10.2f}{'':>10}")
    print(f"tokens timed: {len(tokens)}; grammar words: {result['words']}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result, out, indent=1)


if __name__ == "__main__":
    main()
