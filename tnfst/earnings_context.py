"""Context readings of corporate finance: earnings reports, filings, credit ratings, valuations.

Part of `tnfst.context.ContextReadings.decide` (asked right after `tnfst.notation_context`); each
reading is kept only where a grammar licenses it (`tnfst.api._in_context`): the context-only rules
of `grammars/en/finance.py` (CREDIT_RATING, SEC_FORM, FISCAL_SPAN, EXCHANGE_TICKER, PENCE, PERIOD),
COUNT_UNIT, SCALED and the number guard's `multiplier_readings`. The rules:

* **fiscal years across two calendar years**: "FY2023/24", "FY23/24", "FY2023-24" -> "f y twenty
  twenty three twenty four" (FISCAL_SPAN), as British and Indian annual reports label their years;
* **SEC forms** (words/sec_forms.tsv, the SEC's forms list): "10-K/A" -> "ten k a" (never "ten
  kelvin per ampere"), "S-1", "20-F" always; a form written without a dash ("13F", "13D", "424B4")
  only in a sentence about filings or holdings (`FILING_CUES`), since "13F" is also a temperature;
* **credit ratings** (CREDIT_RATING; the agencies' own rating definitions): a grade of two or more
  letters with its "+" or "-" ("BBB+" -> "b b b plus", "AA-" -> "a a minus": the sign is the
  notch, never dropped) always; Moody's grades ("Baa3", "Aa2", "Caa1"), the short-term grades
  ("A-1+", "P-1", "F1+") and bare letter grades ("BBB") only in a sentence about ratings
  (`RATING_CUES`): elsewhere "B3" is a vitamin, "F1" a race, "A1" a sauce;
* **valuation multiples**: a number and an x ("25x", "3.5x") in a sentence about valuation or
  leverage (`VALUATION_CUES`: "a P/E of 25x", "12x trailing EBITDA", "8x sales", "improved to 5.2x
  from 4.8x") -> "twenty five times" (`number_guard.multiplier_readings`), as analysts say a
  multiple; never in a sentence of algebra (`quantity_context.ALGEBRA_CUES`, an operator beside it).
  `tnfst.quantity_context` reads the multipliers outside finance ("3x faster").
* **basis points beside a percentage**: "40bps", "25 bp" in a sentence that states a percentage
  or speaks of results (`RESULTS_CUES`: "margin improved 40bps to 12.8%") -> "forty basis points"
  (the COUNT_UNIT rule), as `tnfst.everyday_context` reads them in a sentence about rates; never in
  a sentence about data or networks (`everyday_context.DATA_CUES`, "speed", "link"), where "bps" is
  bits per second;
* **pence**: a number glued to a "p" in a sentence about shares, dividends or prices (`PENCE_CUES`:
  "sold 10m shares at 450p each", "a dividend of 12.5p") -> "four hundred fifty pence" (PENCE), as
  London quotes are said; never a video resolution ("1080p", `VIDEO_LINES`, or a sentence about
  screens: `VIDEO_CUES`);
* **a quarter or half alone**: "4Q", "2H" in a sentence of results (`RESULTS_CUES`, `PERIOD_CUES`)
  -> "fourth quarter", "second half" (PERIOD), as FISCAL reads "4Q24"; "a 2H pencil" stays letters;
* **millions of shares**: a lowercase "m" glued to a number before a noun counted in millions in
  results and deals (`MILLION_NOUNS`: "10m shares", "1.5m subscribers") -> "ten million" (the
  SCALED rule), never "ten meters", as the British financial press writes millions;
* **tickers glued to their exchange** (EXCHANGE_TICKER, words/exchange_prefixes.tsv): "(LON:HSBA)" ->
  "l o n h s b a", "NASDAQ:AAPL" -> "nasdaq a a p l", as `tnfst.context._ticker` reads "(NYSE: KO)".

Known limitations: a ticker of digits ("TYO:7203") is left to the model; a range of
multiples written with two x's ("2x-2.5x") is not read; "FY 2023/24" written apart is not a span;
an analyst's estimate year ("2025E") and an accounting negative ("$(0.12)") are left to the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.special import first_reading as _first

RuleReadings = Callable[[str, str], list[str]] | None

#: The lists of the rules this module asks (grammars/en/finance.py reads them).
SEC_FORMS_LIST = "words/sec_forms.tsv"
EXCHANGES_LIST = "words/exchange_prefixes.tsv"

#: Words that make a sentence about filings or holdings, where "13F" is an SEC form.
FILING_CUES = frozenset("filing filings filed files file form forms sec edgar stake stakes holdings holding "
                        "disclosure disclosed disclose discloses report reports reported latest quarterly annual "
                        "prospectus registration investor investors fund funds shares position positions "
                        "amended amendment".split())
#: Words that make a sentence about credit ratings.
RATING_CUES = frozenset("rated rating ratings rates moody's moody’s moodys s&p fitch dbrs kroll upgraded "
                        "downgraded upgrade downgrade upgrades downgrades affirmed affirms notch notches outlook "
                        "investment-grade junk speculative-grade creditworthiness credit".split())
#: Words that make a sentence about valuation or leverage, where "25x" is a multiple.
VALUATION_CUES = frozenset("p/e pe p/b p/s ev/ebitda ebitda ebit ebitdar earnings sales revenue revenues multiple "
                           "multiples valuation valuations valued values leverage levered coverage turns trades "
                           "trading traded eps fcf book net debt cash flow price-to-earnings "
                           "price-earnings".split())
#: A multiple or a range of them, with a lowercase x ("10X Genomics" is a name): "25x", "3.5x", "8-10x".
#: Words of results and deals that make "bps" basis points beside a percentage.
RESULTS_CUES = frozenset("ratio ratios margin margins eps earnings revenue revenues guidance profit profits roe roa "
                         "cet1 nim returns return improved expanded contracted widened narrowed".split())
#: Words of networks where "bps" is bits per second, beside `everyday_context.DATA_CUES`.
_LINK_CUES = frozenset("speed speeds link links bandwidth throughput modem baud network serial upload download".split())
#: Nouns counted in millions in results and deals ("10m shares", "1.5m subscribers"), after a glued "m".
MILLION_NOUNS = frozenset("shares stock options warrants units customers subscribers users accounts members "
                          "households homes vehicles cars deliveries passengers barrels tonnes tons ounces employees "
                          "jobs people visitors viewers downloads copies policies policyholders cardholders "
                          "transactions orders patients".split())
#: Words of share prices and payouts, where a glued "p" is pence.
PENCE_CUES = frozenset("share shares dividend dividends price prices priced stock stocks each apiece per pence ftse "
                       "lse lon london target payout paid pay pays closed trading traded rose fell".split())
#: Words of screens and video, where a glued "p" is the lines of a picture.
VIDEO_CUES = frozenset("video videos stream streaming screen screens display displays resolution monitor camera "
                       "tv hd fps youtube playback".split())
#: Picture heights said with a "p" ("720p", "1080p": `grammars/en/field_notation.py`'s VIDEO_LINES).
VIDEO_LINES = frozenset("144p 240p 360p 480p 540p 576p 720p 900p 1080p 1440p 2160p 4320p".split())
#: Words of results beside `RESULTS_CUES` where "4Q" is a quarter.
PERIOD_CUES = frozenset("quarter quarterly results sales net income cash ended reported report reports growth "
                        "guidance outlook fiscal deliveries orders loss losses".split())
_PENCE = re.compile(r"\d{1,4}(?:\.\d{1,2})?p")
_PERIOD = re.compile(r"[1-4]Q|[12]H")
_MILLIONS = re.compile(r"\d{1,4}(?:\.\d{1,3})?m")
_BASIS_POINTS = re.compile(r"[\d,]+(?:\.\d+)? ?(?:bps|bp)")
_MULTIPLE = re.compile(r"\d{1,4}(?:\.\d{1,2})?(?:[-–]\d{1,4}(?:\.\d{1,2})?)?[x×]")
_SIGNED_GRADE = re.compile(r"(?:AAA|AA|BBB|BB|CCC|CC)[+\-−]")
_DASHED_FORM = re.compile(r"[^/]*-[^/]*(?:/A)?|.*/A")
_FISCAL_SPAN = re.compile(r"FY(?:\d{2}|\d{4})[/\-–](?:\d{2}|\d{4})")
#: What every rule of `earnings_reading` but a bare grade needs in its token: a digit, a ticker's
#: ":", a form's "-" ("N-CSR") or a grade's sign ("BBB+", "AA-", "CCC−").
_DIGIT_OR_MARK = re.compile(r"[\d:+\-−]")


def earnings_reading(tokens: Sequence[str], i: int, words: frozenset[str],
                     rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` one of the module's rules decides (see the module docstring),
    or None. `words`: the sentence's tokens in lowercase."""
    if rule_readings_of is None:
        return None
    token = tokens[i]
    if _DIGIT_OR_MARK.search(token) is None and words.isdisjoint(RATING_CUES):
        return None  # a plain word: of the rules below only a grade in a sentence about ratings reads it
    if token.startswith("FY"):
        return _first(rule_readings_of("FISCAL_SPAN", token)) if _FISCAL_SPAN.fullmatch(token) else None
    if _MULTIPLE.fullmatch(token):
        return _multiple(tokens, i, words)
    if ":" in token:
        return _first(rule_readings_of("EXCHANGE_TICKER", token))
    if _BASIS_POINTS.fullmatch(token):
        return _basis_points(token, tokens, words, rule_readings_of)
    if _PENCE.fullmatch(token):
        if token in VIDEO_LINES or words & VIDEO_CUES or not words & PENCE_CUES:
            return None
        return _first(rule_readings_of("PENCE", token))
    if _PERIOD.fullmatch(token):
        return _first(rule_readings_of("PERIOD", token)) if words & (RESULTS_CUES | PERIOD_CUES) else None
    if _MILLIONS.fullmatch(token):
        nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        return _first(rule_readings_of("SCALED", token)) if nxt in MILLION_NOUNS else None
    form = _first(rule_readings_of("SEC_FORM", token))
    if form and (_DASHED_FORM.fullmatch(token) or words & FILING_CUES):
        return form
    if _SIGNED_GRADE.fullmatch(token) or (len(token) > 1 and words & RATING_CUES):  # "A", "B": words too
        return _first(rule_readings_of("CREDIT_RATING", token))
    return None


def _multiple(tokens: Sequence[str], i: int, words: frozenset[str]) -> str | None:
    """"25x" in a sentence about valuation or leverage: "twenty five times"."""
    from tnfst.constraints.number_guard import multiplier_readings
    from tnfst.quantity_context import ALGEBRA_CUES

    if not words & VALUATION_CUES or words & ALGEBRA_CUES:
        return None
    operators = ("+", "-", "−", "*", "/", "=", "^", "×")
    if (i > 0 and tokens[i - 1] in operators) or (i + 1 < len(tokens) and tokens[i + 1] in operators):
        return None
    return _first(multiplier_readings(tokens[i]))


def _basis_points(token: str, tokens: Sequence[str], words: frozenset[str],
                  rule_readings_of: RuleReadings) -> str | None:
    """"40bps" beside a percentage or in a sentence of results: "forty basis points"."""
    from tnfst.everyday_context import DATA_CUES

    if words & DATA_CUES or words & _LINK_CUES:
        return None
    if not (words & RESULTS_CUES or any(t.endswith("%") for t in tokens)):
        return None
    return _first(rule_readings_of("COUNT_UNIT", token))
