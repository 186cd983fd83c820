"""Earnings reports, SEC filings, credit ratings and valuation multiples the context reads
(`tnfst.earnings_context`), and the context-only rules of grammars/en/finance.py."""

from __future__ import annotations

import pytest

from tnfst.earnings_context import earnings_reading

#: A stand-in for the context rules: what they read for the tokens these tests use.
RULES = {
    ("FISCAL_SPAN", "FY2023/24"): ["f y twenty twenty three twenty four"],
    ("FISCAL_SPAN", "FY23/24"): ["f y twenty three twenty four"],
    ("SEC_FORM", "13F"): ["thirteen f"],
    ("SEC_FORM", "10-K/A"): ["ten k a", "ten k slash a"],
    ("SEC_FORM", "S-1"): ["s one"],
    ("CREDIT_RATING", "BBB+"): ["b b b plus"],
    ("CREDIT_RATING", "AA-"): ["a a minus"],
    ("CREDIT_RATING", "Baa3"): ["b a a three"],
    ("CREDIT_RATING", "B3"): ["b three"],
    ("CREDIT_RATING", "F1+"): ["f one plus"],
    ("EXCHANGE_TICKER", "LON:HSBA"): ["l o n h s b a", "london h s b a"],
    ("COUNT_UNIT", "40bps"): ["forty basis points", "forty basis point"],
    ("SCALED", "10m"): ["ten million"],
    ("PENCE", "450p"): ["four hundred fifty pence"],
    ("PENCE", "720p"): ["seven hundred twenty pence"],
    ("PENCE", "1p"): ["one penny"],
    ("PERIOD", "4Q"): ["fourth quarter", "four q"],
    ("PERIOD", "2H"): ["second half", "two h"],
}


def decide(sentence: str, i: int) -> str | None:
    """The decision for token `i` of `sentence` (tokens split at "|")."""
    tokens = sentence.split("|")
    words = frozenset(t.lower() for t in tokens)
    return earnings_reading(tokens, i, words, lambda r, t: RULES.get((r, t), []))


@pytest.mark.parametrize("sentence, i, expected", [
    # fiscal years across two calendar years
    ("cash|flow|for|FY2023/24|came|to", 3, "f y twenty twenty three twenty four"),
    ("in|FY23/24", 1, "f y twenty three twenty four"),
    ("in|FY2024", 1, None),                                     # one year: notation_context's FISCAL
    # SEC forms: dashed ones always, glued ones in a sentence about filings
    ("Berkshire's|latest|13F|showed|a|new|stake", 2, "thirteen f"),
    ("it|was|13F|outside|this|morning", 2, None),              # a temperature
    ("the|company|filed|a|10-K/A", 4, "ten k a"),
    ("an|S-1|with|regulators", 1, "s one"),
    # credit ratings: a signed grade of two or more letters always; the rest after a cue
    ("upgraded|to|BBB+", 2, "b b b plus"),
    ("cut|to|AA-|from|AA", 2, "a a minus"),
    ("Moody's|rates|the|bonds|Baa3", 4, "b a a three"),
    ("take|vitamin|B3|daily", 2, None),                        # no rating in the sentence
    ("Fitch|rates|it|F1+", 3, "f one plus"),
    ("watch|the|F1+|highlights", 2, None),
    # a ticker glued to its exchange
    ("HSBC|(|LON:HSBA|)|plans", 2, "l o n h s b a"),
    ("at|12:30|today", 1, None),
    # basis points beside a percentage or in a sentence of results; bits per second on a link
    ("the|ratio|improved|40bps|to|12.8%", 3, "forty basis points"),
    ("gross|margin|expanded|40bps", 3, "forty basis points"),
    ("the|link|runs|at|40bps|,|2%|lost", 4, None),
    ("it|sends|40bps", 2, None),
    # millions of shares
    ("it|sold|10m|shares", 2, "ten million"),
    ("the|tower|is|10m|tall", 3, None),
    ("a|10m|rope", 1, None),
    # pence in a sentence about shares or payouts; never a picture's lines
    ("sold|10m|shares|at|450p|each", 4, "four hundred fifty pence"),
    ("shares|rose|1p", 2, "one penny"),
    ("the|camera|shoots|450p|video", 3, None),
    ("shares|of|the|720p|model", 3, None),
    ("a|450p|thing", 1, None),
    # a quarter or a half alone in a sentence of results
    ("the|company|ended|4Q|with|cash", 3, "fourth quarter"),
    ("2H|sales|should|improve", 0, "second half"),
    ("use|a|2H|pencil", 2, None),
    # valuation multiples
    ("a|P/E|of|25x|forward|earnings", 3, "twenty five times"),
    ("improved|to|5.2x|from|4.8x|inventory|turns", 4, "four point eight times"),
    ("at|12x|trailing|EBITDA", 1, "twelve times"),
    ("8x|sales", 0, "eight times"),
    ("solve|3x|=|12|for|sales", 1, None),                       # algebra
    ("the|10x|engineer", 1, None),                              # no valuation in the sentence
])
def test_earnings_readings(sentence, i, expected):
    assert decide(sentence, i) == expected


def test_no_rule_readings_no_decision():
    assert earnings_reading(["upgraded", "to", "BBB+"], 2, frozenset({"upgraded"}), None) is None


def test_the_finance_rules_of_the_grammar():
    from tnfst.grammar import CoveringGrammar

    grammar = CoveringGrammar.load(classes="all")
    rule = grammar.rule_readings
    assert rule("CREDIT_RATING", "BBB+", limit=1) == ["b b b plus"]
    assert rule("CREDIT_RATING", "BB−", limit=1) == ["b b minus"]
    assert rule("CREDIT_RATING", "Aa2", limit=1) == ["a a two"]
    assert rule("CREDIT_RATING", "A-1+", limit=1) == ["a one plus"]
    assert rule("CREDIT_RATING", "P-2", limit=1) == ["p two"]
    for token in ("AB+", "Baa4", "DDD", "A-4"):  # a blood type, no such notch or grade
        assert rule("CREDIT_RATING", token, limit=1) == [], token
    assert rule("SEC_FORM", "13F", limit=1) == ["thirteen f"]
    assert rule("SEC_FORM", "10-K/A", limit=2) == ["ten k a", "ten k slash a"]
    assert rule("SEC_FORM", "424B4", limit=1) == ["four twenty four b four"]
    assert rule("SEC_FORM", "10-X", limit=1) == []
    spans = rule("FISCAL_SPAN", "FY2023/24", limit=4)
    assert spans[0] == "f y twenty twenty three twenty four"
    assert set(spans[1:]) == {"f y twenty twenty three to twenty four", "fiscal year twenty twenty three twenty four",
                              "fiscal year twenty twenty three to twenty four"}
    assert rule("FISCAL_SPAN", "FY2023-24", limit=1) == ["f y twenty twenty three twenty four"]
    assert rule("EXCHANGE_TICKER", "NASDAQ:AAPL", limit=1) == ["nasdaq a a p l"]
    assert rule("EXCHANGE_TICKER", "NYSE:BRK.B", limit=1) == ["n y s e b r k b"]
    assert rule("EXCHANGE_TICKER", "FOO:BAR", limit=1) == []
    assert rule("PENCE", "12.5p", limit=1) == ["twelve point five pence"]
    assert rule("PENCE", "1p", limit=1) == ["one penny"]
    assert rule("PERIOD", "4Q", limit=1) == ["fourth quarter"]
    assert rule("PERIOD", "3H", limit=1) == []
    assert grammar.licenses_in_context("BBB+", "b b b plus")
    assert grammar.licenses_in_context("13F", "thirteen f")


@pytest.mark.slow
def test_earnings_sentences():
    import tnfst

    for text, said in [
        ("S&P upgraded the issuer to BBB+ with a stable outlook.", "b b b plus"),
        ("Berkshire's latest 13F showed a new stake in Chubb.", "thirteen f showed"),
        ("The company filed a 10-K/A to fix the error.", "ten k a to fix"),
        ("Free cash flow for FY2023/24 came to £1.3bn.", "f y twenty twenty three twenty four came"),
        ("The stock trades at a P/E of 25x forward earnings.", "twenty five times forward"),
        ("HSBC (LON:HSBA) plans a further $3bn buyback.", "l o n h s b a"),
        ("It sold 10m shares at 450p each.", "ten million shares at four hundred fifty pence each"),
        ("The company ended 4Q with $2.3bn of cash.", "ended fourth quarter with"),
    ]:
        assert said in tnfst.normalize(text), text
