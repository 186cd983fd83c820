"""Write the MEASURE and MONEY lists of the English grammar from well-kept sources.

    pip install -e ".[lists]"
    python -m training.grammar_lists.make_measure_money_lists [--check]

Sources (their versions go into each list's header comment):
  - pint's unit registry (its definitions file `default_en.txt`): SI prefixes and
    their symbols, unit symbols and aliases of the prefixable units;
  - CLDR through babel: English unit names (singular/plural, US and British
    spellings) and short symbols, currency names with their plural forms, English
    currency symbols, the historical ISO 4217 codes CLDR still names;
  - ISO 4217 current codes through pycountry.

Every generated list has two parts: the rows this script writes, then a marker line
(`HAND_MARKER`) and the rows authors keep by hand. The script rewrites the first part
and keeps the second as it is; a generated row whose written form a hand row also
has is dropped (the hand row wins). Output is sorted and deterministic, so running
the script twice gives the same files, and `--check` fails when a list is stale.

Lists written (paths relative to grammars/en):
  measure/si_prefix.tsv  written<TAB>spoken<TAB>range   (range: small | big | binary)
  measure/si_unit.tsv    written<TAB>singular<TAB>plural<TAB>kind<TAB>prefixes
                         (prefixes: all | big | small | data = big and binary)
  measure/units.tsv      written<TAB>singular<TAB>plural<TAB>kind  (CLDR names and symbols)
  money/currency.tsv     written<TAB>singular<TAB>plural<TAB>position (ISO codes, CLDR
                         symbols and spelled names)

Not imported by the runtime package.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.resources
import pathlib
import re
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAMMAR = ROOT / "grammars" / "en"
HAND_MARKER = "# --- hand-kept rows below: edit freely; the generator keeps them and drops generated rows with the same written form ---"

#: CLDR unit category -> the grammar's unit kind (rules.UNIT_KINDS).
CLDR_KINDS = {
    "acceleration": "speed", "angle": "angle", "area": "area", "concentr": "ratio",
    "consumption": "ratio", "digital": "data", "duration": "time", "electric": "electric",
    "energy": "energy", "force": "force", "frequency": "frequency", "length": "length",
    "light": "light", "mass": "mass", "power": "power", "pressure": "pressure",
    "speed": "speed", "temperature": "temperature", "torque": "force", "volume": "volume",
}
#: CLDR units left out: names that are not measures in running text ("item", "portion",
#: "night", "point", "em", "dot", "quarter", "pinch", "drop", "cup" are too often plain words).
CLDR_SKIP = {"concentr-item", "concentr-portion-per-1e9", "duration-night", "length-point",
             "graphics-em", "graphics-dot", "duration-quarter", "volume-pinch", "volume-drop",
             "volume-cup", "volume-cup-metric", "temperature-generic", "speed-beaufort",
             "force-kilowatt-hour-per-100-kilometer", "pressure-gasoline-energy-density",
             "concentr-permyriad", "volume-jigger", "volume-dram", "speed-light-speed",
             "length-mile-scandinavian", "volume-dessert-spoon-imperial"}

#: Prefixable units: pint name -> (kind, prefix range). Which units take which prefixes is a
#: choice (SI allows all on every SI unit; usage puts only big ones on tonnes and bytes).
PREFIXABLE = {
    "meter": ("length", "all"), "gram": ("mass", "all"), "second": ("time", "all"),
    "ampere": ("electric", "all"), "kelvin": ("temperature", "small"), "mole": ("chemistry", "all"),
    "candela": ("light", "small"), "hertz": ("frequency", "all"), "newton": ("force", "all"),
    "pascal": ("pressure", "all"), "joule": ("energy", "all"), "watt": ("power", "all"),
    "coulomb": ("electric", "all"), "volt": ("electric", "all"), "farad": ("electric", "all"),
    "ohm": ("electric", "all"), "siemens": ("electric", "small"), "weber": ("electric", "all"),
    "tesla": ("electric", "all"), "henry": ("electric", "small"), "lumen": ("light", "all"),
    "lux": ("light", "all"), "becquerel": ("radiation", "all"), "gray": ("radiation", "all"),
    "sievert": ("radiation", "all"), "liter": ("volume", "all"), "electron_volt": ("energy", "all"),
    "watt_hour": ("energy", "all"), "bar": ("pressure", "all"), "byte": ("data", "data"),
    "bit": ("data", "data"), "calorie": ("energy", "big"), "tonne": ("mass", "big"),
    "parsec": ("length", "big"), "curie": ("radiation", "small"), "gauss": ("electric", "all"),
}
#: Symbols of prefixable units not in pint's registry (name, symbol) -> kind, range.
EXTRA_SYMBOLS = {("ampere_hour", "Ah"): ("electric", "all"), ("volt_ampere", "VA"): ("power", "all"),
                 ("dalton", "Da"): ("mass", "big"), ("molar", "M"): ("chemistry", "small"),
                 ("radian", "rad"): ("angle", "small"), ("bit", "b"): ("data", "data")}
#: Spoken forms where the registry name is not what is said (tonne: "ton" in US usage too).
SPOKEN = {"tonne": (("tonne", "ton"), ("tonnes", "tons")), "electron_volt": (("electron volt", "electronvolt"), ("electron volts", "electronvolts")),
          "siemens": (("siemens",), ("siemens",)), "hertz": (("hertz",), ("hertz",)), "lux": (("lux",), ("lux",)),
          "henry": (("henry",), ("henries", "henrys")), "gauss": (("gauss",), ("gauss",)),
          "liter": (("liter", "litre"), ("liters", "litres")), "meter": (("meter", "metre"), ("meters", "metres")),
          "ampere": (("ampere", "amp"), ("amperes", "amps")), "molar": (("molar",), ("molar",))}
PINT_SYMBOL_SKIP = {"mu", "mc"}
#: The 2022 prefixes (R, Q, r, q): left out, their symbols clash with common abbreviations
#: ("Rs" rupees would read "ronnaseconds") and they are rare in text.
NEW_PREFIXES = {"ronna", "quetta", "ronto", "quecto"}
#: Currency nouns not read as money after a number: parts of fund names, not currencies.
NOUN_SKIP = {"account", "unit", "units", "gold", "mvdol", "mvdols"}
#: Alphabetic CLDR short unit symbols kept (others, like "dec", "rev", "tn", "CD", are words or
#: unclear in running text).
SHORT_ALPHA_KEEP = {"tbsp", "tsp", "mpg", "fth", "Btu", "smi"}  # ASCII spellings of micro that are rarely written


def _ascii_words(text: str) -> str | None:
    """A display name as lowercase words ("São Tomé & Príncipe dobra" -> "sao tome and principe dobra").

    Returns None where nothing speakable is left (digits, empty)."""
    text = re.sub(r"\(.*?\)", " ", text).replace("&", " and ").replace("Imp.", "imperial").replace("imp.", "imperial")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    text = re.sub(r"[^a-z'\- ]", " ", text).replace("-", " ")
    words = text.split()
    if not words or any(re.search(r"\d", w) for w in words):
        return None
    return " ".join(words)


def _header(what: str, sources: list[str]) -> str:
    return f"# {what} Generated by training/grammar_lists/make_measure_money_lists.py from " + "; ".join(sources) + "."


def versions() -> dict[str, str]:
    return {name: importlib.metadata.version(name) for name in ("babel", "pint", "pycountry")}


def pint_definitions() -> tuple[list[tuple[str, float, list[str]]], dict[str, list[str]]]:
    """(prefixes as (name, factor, symbols), {unit name: [symbol, aliases...]}) from pint's file."""
    text = (importlib.resources.files("pint") / "default_en.txt").read_text(encoding="utf-8")
    prefixes, units = [], {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        match = re.match(r"^(\w+)- *= *([^=]+?)\s*((?:= *[^=]+)*)$", line)
        if match:
            name, value = match.group(1), match.group(2)
            try:
                factor = float(eval(value, {"__builtins__": {}}))  # literals like 1e3, 2**10
            except Exception:
                continue
            symbols = [s.strip().rstrip("-") for s in match.group(3).split("=") if s.strip()]
            prefixes.append((name, factor, [s for s in symbols if s != "_"]))
            continue
        match = re.match(r"^(\w+) *= *[^=]+((?:=[^=]+)*)$", line)
        if match:
            units[match.group(1)] = [s.strip() for s in match.group(2).split("=") if s.strip()]
    return prefixes, units


def cldr_unit(unit: str, locale: str = "en") -> tuple[str, str, str] | None:
    """(singular, plural, short symbol) of a CLDR unit, the number removed."""
    import babel.units
    try:
        one = babel.units.format_unit(1, unit, length="long", locale=locale)
        two = babel.units.format_unit(2, unit, length="long", locale=locale)
        short = babel.units.format_unit(2, unit, length="short", locale=locale)
    except Exception:
        return None
    strip = lambda text, n: re.sub(rf"(^|\s){n}(\s|$)", " ", text.replace("\u00a0", " ")).strip()
    return strip(one, "1"), strip(two, "2"), short.replace("\u00a0", " ").replace("2", "", 1).strip()


def prefix_rows(prefixes) -> list[tuple[str, ...]]:
    rows = []
    for name, factor, symbols in prefixes:
        if name in ("semi", "sesqui") or name in NEW_PREFIXES:
            continue
        binary = name.endswith("bi")
        scale = "binary" if binary else ("big" if factor >= 1e3 else "small")
        for symbol in symbols:
            if symbol in PINT_SYMBOL_SKIP or symbol == "deka":
                continue
            rows.append((symbol, name, scale))
    return rows


def si_unit_rows(units: dict[str, list[str]]) -> list[tuple[str, ...]]:
    cldr_names = {"meter": "length-meter", "gram": "mass-gram", "second": "duration-second",
                  "ampere": "electric-ampere", "kelvin": "temperature-kelvin", "mole": "concentr-mole",
                  "candela": "light-candela", "hertz": "frequency-hertz", "newton": "force-newton",
                  "pascal": "pressure-pascal", "joule": "energy-joule", "watt": "power-watt",
                  "volt": "electric-volt", "ohm": "electric-ohm", "lumen": "light-lumen", "lux": "light-lux",
                  "liter": "volume-liter", "bar": "pressure-bar", "byte": "digital-byte", "bit": "digital-bit",
                  "calorie": "energy-calorie", "tonne": "mass-tonne", "parsec": "length-parsec",
                  "dalton": "mass-dalton"}
    rows = []
    entries = [(name, sym, kind, rng) for name, (kind, rng) in PREFIXABLE.items()
               for sym in units.get(name, [])[:1]]
    entries += [(name, sym, kind, rng) for (name, sym), (kind, rng) in EXTRA_SYMBOLS.items()]
    if "liter" in PREFIXABLE:
        entries += [("liter", "L", "volume", "all")]
    for name, symbol, kind, rng in entries:
        if symbol == "_" or not symbol:
            continue
        if name in SPOKEN:
            sg, pl = SPOKEN[name]
        else:
            spoken = name.replace("_", " ")
            sg, pl = [spoken], [spoken + "s"]
            cldr = cldr_unit(cldr_names[name]) if name in cldr_names else None
            if cldr:
                sg = list(dict.fromkeys([_ascii_words(cldr[0]) or spoken] + sg))
                pl = list(dict.fromkeys([_ascii_words(cldr[1]) or spoken + "s"] + pl))
        rows.append((symbol, "|".join(sg), "|".join(pl), kind, rng))
    return rows


def cldr_unit_rows() -> list[tuple[str, ...]]:
    """Spelled unit names (read as written, singular or plural) and CLDR short symbols."""
    from babel import Locale
    rows: dict[str, tuple[list[str], list[str], str]] = {}

    def add(written, sg, pl, kind):
        if not written or "{" in written or re.search(r"\d", written):
            return
        old = rows.setdefault(written, ([], [], kind))
        old[0].extend(v for v in sg if v not in old[0])
        old[1].extend(v for v in pl if v not in old[1])

    for unit in sorted(Locale("en").unit_display_names):
        category = unit.split("-", 1)[0]
        if unit in CLDR_SKIP or category not in CLDR_KINDS:
            continue
        kind = CLDR_KINDS[category]
        us = cldr_unit(unit, "en")
        gb = cldr_unit(unit, "en_GB")
        if us is None:
            continue
        us_sg, us_pl = _ascii_words(us[0]), _ascii_words(us[1])
        if not us_sg or not us_pl:
            continue
        for names in (us, gb):
            if names is None:
                continue
            for written, number in ((names[0], "sg"), (names[1], "pl")):
                for form in {written, written.lower(), written.replace("-", " ")}:
                    if number == "sg":  # a written singular reads singular, or plural after a number > 1
                        add(form, [us_sg], [us_sg, us_pl], kind)
                    else:
                        add(form, [us_pl, us_sg], [us_pl], kind)
        short = us[2]
        if short and (short in SHORT_ALPHA_KEEP or not re.fullmatch(r"[A-Za-z. -]+", short)):
            add(short, [us_sg], [us_pl], kind)
    out = []
    for written, (sg, pl, kind) in rows.items():
        if written != written.strip() or "\t" in written:
            continue
        out.append((written, "|".join(sg), "|".join(pl), kind))
    return out


def currency_rows() -> list[tuple[str, ...]]:
    """ISO 4217 codes (current: pycountry; historical: those CLDR names), CLDR English symbols
    and spelled plural names."""
    import babel.numbers
    import pycountry
    from babel import Locale
    current = {c.alpha_3 for c in pycountry.currencies}
    codes = sorted(current | set(babel.numbers.list_currencies()))
    # Precious metals, test and fund codes are no money amounts in text (XAF, XOF, XCD, XPF are).
    codes = [c for c in codes if not c.startswith("X") or c in {"XAF", "XOF", "XCD", "XPF"}]
    names: dict[str, tuple[list[str], list[str]]] = {}
    nouns_of: dict[str, tuple[str, str]] = {}
    for code in codes:
        sg = _ascii_words(babel.numbers.get_currency_name(code, count=1, locale="en"))
        pl = _ascii_words(babel.numbers.get_currency_name(code, count=2, locale="en"))
        if not sg or not pl or sg == code.lower():
            continue
        # Full name first, then its noun ("portuguese escudos" | "escudos"), then the letters.
        noun_sg, noun_pl = sg.split()[-1], pl.split()[-1]
        letters = " ".join(code.lower())
        names[code] = (list(dict.fromkeys([sg, noun_sg, letters])), list(dict.fromkeys([pl, noun_pl, letters])))
        nouns_of[code] = (noun_sg, noun_pl)
    rows = {code: (sg, pl, "both") for code, (sg, pl) in names.items()}
    # Symbols of English locales ("HK$", "CA$", "MOP$", "NT$", "CN¥"): a symbol several currencies
    # share is read with every one's noun.
    symbols: dict[str, set[str]] = {}
    for locale in ("en", "en_AU", "en_CA", "en_HK", "en_IN", "en_MO", "en_NZ", "en_SG", "en_ZA", "en_GB", "en_PH", "en_NG"):
        for code, symbol in Locale.parse(locale).currency_symbols.items():
            if code in names and symbol != code and not re.fullmatch(r"[A-Za-z]", symbol):
                if re.fullmatch(r"[A-Za-z$.¥£€₹₩₦₱₪₫₴₺₽฿₡₲₵₸₭₮₾₼]+", symbol):
                    symbols.setdefault(symbol, set()).add(code)
    for symbol, owners in sorted(symbols.items()):
        if symbol in rows:
            continue
        if len(owners) == 1:
            (code,) = owners
            sg, pl = names[code]
            sg = [v for v in sg if " " not in v or not re.fullmatch(r"(. )+.", v)]
            pl = [v for v in pl if " " not in v or not re.fullmatch(r"(. )+.", v)]
        else:
            sg = sorted({nouns_of[c][0] for c in owners})
            pl = sorted({nouns_of[c][1] for c in owners})
        rows[symbol] = (sg, pl, "both")
    # Spelled plural and singular nouns after an amount ("3039 yen", "5 euros"): the nouns of
    # current currencies, read as written.
    nouns: dict[str, tuple[str, str]] = {}
    for code in sorted(current & set(names)):
        sg, pl = nouns_of[code]
        if sg in NOUN_SKIP or pl in NOUN_SKIP:
            continue
        nouns.setdefault(pl, (sg, pl))
        nouns.setdefault(sg, (sg, pl))
    for written, (sg, pl) in nouns.items():
        if written in rows:
            continue
        rows[written] = ([written] if written == sg else [pl, sg], [pl] if written == pl else [sg, pl], "suffix")
    return [(w, "|".join(sg), "|".join(pl), pos) for w, (sg, pl, pos) in rows.items()]


def _hand_part(path: pathlib.Path) -> list[str]:
    """The hand-kept lines of an existing list (after the marker; a list without the marker is all hand-kept)."""
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
    if HAND_MARKER in lines:
        return lines[lines.index(HAND_MARKER) + 1:]
    return [line for line in lines[1:]]  # first version: every row was kept by hand


def render(path: pathlib.Path, header: str, rows: list[tuple[str, ...]]) -> str:
    hand = _hand_part(path)
    hand_keys = {line.split("\t", 1)[0] for line in hand if line and not line.startswith("#")}
    seen, body = set(), []
    for row in sorted(rows, key=lambda r: (r[0].lower(), r[0])):
        if row[0] in hand_keys or row[0] in seen:
            continue
        seen.add(row[0])
        body.append("\t".join(row))
    return "\n".join([header] + body + [HAND_MARKER] + hand) + "\n"


def outputs() -> dict[pathlib.Path, str]:
    v = versions()
    pint_src = f"pint {v['pint']} (default_en.txt)"
    cldr_src = f"CLDR via babel {v['babel']}"
    iso_src = f"ISO 4217 via pycountry {v['pycountry']}"
    prefixes, units = pint_definitions()
    out = {}
    files = [
        ("measure/si_prefix.tsv", "Unit prefixes: written<TAB>spoken<TAB>range (small < 1000 <= big; binary: kibi..).",
         [pint_src], prefix_rows(prefixes)),
        ("measure/si_unit.tsv", "Units that take prefixes: written<TAB>singular<TAB>plural<TAB>kind<TAB>prefixes (all|big|small|data), read joined and spaced ('kilojoule'|'kilo joule').",
         [pint_src, cldr_src + " (names)"], si_unit_rows(units)),
        ("measure/units.tsv", "Measurement units: written<TAB>spoken singular<TAB>spoken plural<TAB>kind ('|' separates licensed variants; kind 'length' also takes 2/²/3/³ and sq/cu, see measure.py). Generated rows: CLDR unit names (US and British spellings, read in US spelling) and short symbols.",
         [cldr_src], cldr_unit_rows()),
        ("money/currency.tsv", "Currencies: written<TAB>spoken singular<TAB>spoken plural<TAB>position ('prefix': \"$5\", 'suffix': \"5 USD\", 'both'); '|' separates licensed variants. Generated rows: ISO 4217 codes current and historical, CLDR English currency symbols and names.",
         [iso_src, cldr_src + " (names, plurals, symbols, historical codes)"], currency_rows()),
    ]
    for rel, what, sources, rows in files:
        path = GRAMMAR / rel
        out[path] = render(path, _header(what, sources), rows)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if a list differs from what the script writes")
    args = parser.parse_args(argv)
    stale = []
    for path, text in outputs().items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            stale.append(path)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    for path in stale:
        print(("stale: " if args.check else "wrote: ") + str(path.relative_to(ROOT)))
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
