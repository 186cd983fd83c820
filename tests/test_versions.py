"""Version numbers, win-loss records, tax-code plans, model numbers, codecs and promotion codes
(tnfst/versions.py; the context-only rules of grammars/en/versions.py), and "9/11"."""

from __future__ import annotations

import pytest

from tnfst import versions

PRODUCTS = frozenset({"Python", "USB", "iOS", "Web"})
MODELS = frozenset({"Xbox", "RTX", "Boeing"})


def _rule(rule: str, token: str) -> list[str]:
    return [f"{rule}<{token}>"]


def _zipf(word: str) -> float:
    return {"save": 5.3, "spring": 5.0, "off": 5.75, "abc": 4.0, "covid": 3.75, "sars": 2.75}.get(word, 0.0)


@pytest.mark.parametrize("tokens,i,rule", [
    (["Python", "3.12", "is", "out"], 1, "VERSION"),
    (["USB", "3.0", "port"], 1, "VERSION"),
    (["Install", "iOS", "17.4.1"], 2, "VERSION"),
    (["update", "to", "v2.1.3"], 2, "VERSION"),
    (["version", "2.0"], 1, "VERSION"),
    (["ver", ".", "2.1"], 2, "VERSION"),
    (["the", "2.5", "release"], 1, "VERSION"),
    (["The", "team", "went", "3-0-1"], 3, "RECORD"),
    (["improved", "to", "10-4"], 2, "RECORD"),
    (["Their", "record", "is", "7-2"], 3, "RECORD"),
    (["They", "are", "now", "12-5"], 3, "RECORD"),
    (["a", "7-2", "record"], 1, "RECORD"),
    (["a", "401(k)", "match"], 1, "PLAN"),
    (["a", "457(b)"], 1, "PLAN"),
    (["your", "401k"], 1, "PLAN"),
    (["a", "529", "plan"], 1, "CODE_PAIRS"),
    (["an", "Xbox", "360"], 2, "CODE_PAIRS"),
    (["RTX", "4090"], 1, "CODE_PAIRS"),
    (["uses", "H.264", "video"], 1, "CODEC"),
    (["Use", "5W-30", "oil"], 1, "OIL_GRADE"),
    (["a", "0W-20"], 1, "OIL_GRADE"),
    (["the", "10w40"], 1, "OIL_GRADE"),
    (["with", "75W-90", "gear", "oil"], 1, "OIL_GRADE"),   # SAE J306 gear oils
    (["an", "80W-140"], 1, "OIL_GRADE"),
    (["File", "Form", "1040-ES"], 2, "FORM_CODE"),
    (["a", "1099-MISC"], 1, "FORM_CODE"),          # a listed IRS form needs no "Form"
    (["file", "990-PF"], 1, "FORM_CODE"),
    (["Schedule", "8812-A"], 1, "FORM_CODE"),       # any number after "Form" or "Schedule"
    (["He", "went", "3-for-5"], 2, "STAT_LINE"),
    (["shot", "12-of-30"], 1, "STAT_LINE"),
    (["an", "0-for-4", "night"], 1, "STAT_LINE"),
    (["File", "Form", "4868"], 2, "CODE_PAIRS"),      # a bare form number after "Form": in pairs
    (["Schedule", "8812"], 1, "CODE_PAIRS"),
    (["Core", "i9-14900K", "chip"], 1, "CPU_MODEL"),
    (["an", "i7-8700K"], 1, "CPU_MODEL"),
    (["Ryzen", "9", "7950X"], 2, "CPU_MODEL"),
    (["Ryzen", "7", "5800X3D"], 2, "CPU_MODEL"),
])
def test_readings_in_their_context(tokens, i, rule):
    assert versions.versions_reading(tokens, i, PRODUCTS, MODELS, _rule) == f"{rule}<{tokens[i]}>"


@pytest.mark.parametrize("tokens,i", [
    (["It", "weighs", "3.12", "kg"], 2),      # a decimal: no product, no "version"
    (["Paris", "2.5"], 1),                    # a capitalised word that is no product
    (["The", "score", "was", "3-1"], 3),      # a score, not a record
    (["pages", "3-5"], 1),                    # a range
    (["earned", "500k"], 1),                  # "500k" is a number, not a plan
    (["a", "529", "sign"], 1),                # 529 is a plan only before "plan" or "account"
    (["the", "3.012", "release"], 1),         # a leading zero in a part: a decimal
    (["Xbox", "12345"], 1),                   # five digits: no model number
    (["address", "is", "192.168.1.1"], 2),    # an IP address: no product before it
    (["on", "3.12.21"], 1),                   # a date, perhaps
    (["X.264"], 0),                           # no ITU-T series
    (["a", "5W-5"], 1),                       # no SAE J300 grade: the hot grade is below the winter one
    (["a", "30W-40"], 1),                     # no winter grade 30W
    (["the", "2012-AD"], 1),                  # no listed form and no "Form" before it
    (["a", "3-for-500"], 1),                  # tries of three digits: no box score
    (["Form", "1000"], 1),                    # a round thousand stays a number
    (["the", "4868"], 1),                     # no "Form" before it
    (["an", "i8-8700K"], 1),                  # no Core brand modifier i8
    (["the", "7950X"], 1),                    # no "Ryzen" and tier before it
    (["Ryzen", "9", "79500X"], 2),            # five digits: no Ryzen number
])
def test_other_numbers_are_left_alone(tokens, i):
    assert versions.versions_reading(tokens, i, PRODUCTS, MODELS, _rule) is None


@pytest.mark.parametrize("tokens,i,reading", [
    (["with", "code", "SAVE10"], 2, "PROMO<SAVE10>"),
    (["promo", "code", ":", "SPRING25"], 3, "PROMO<SPRING25>"),
    (["coupon", "SAVE10"], 1, "PROMO<SAVE10>"),
    (["code", "XQZT15"], 1, None),            # no English word: the letters stay spelled
    (["the", "SAVE10"], 1, None),             # no "code" before it
    (["code", "SAVE010"], 1, None),           # a leading zero
    (["code", "OFF20"], 1, "PROMO<OFF20>"),
    (["code", "ABC20"], 1, None),             # a short word, less frequent: letters
])
def test_promotion_codes(tokens, i, reading):
    assert versions.promo_reading(tokens, i, lambda: _zipf, _rule) == reading


@pytest.mark.parametrize("token,reading", [
    ("COVID-19", "PROMO<COVID-19>"),
    ("SARS-2", None),                         # a rare word: spelled
    ("COVID19", None),                        # no hyphen: no name of this shape
    ("ABC-12", None),                         # three letters
])
def test_named_numbers(token, reading):
    assert versions.named_number_reading(token, lambda: _zipf, _rule) == reading


@pytest.mark.parametrize("tokens,i,reading", [
    (["a", "13F", "filing"], 1, "thirteen f"),
    (["Schedule", "13D"], 1, "thirteen d"),
    (["a", "low", "of", "13F", "tonight"], 3, None),   # a temperature: no form word beside it
])
def test_sec_forms_glued_to_their_letter(tokens, i, reading):
    assert versions.form_reading(tokens, i, _rule) == reading


def test_promotion_codes_ask_for_the_frequencies_only_after_a_cue():
    asked = []
    versions.promo_reading(["the", "PS5"], 1, lambda: asked.append(1) or _zipf, _rule)
    assert asked == []


@pytest.fixture(scope="module")
def grammar():
    from tnfst.grammar.covering import CoveringGrammar, language_classes

    return CoveringGrammar.load("en", classes=language_classes("en")).ensure_loaded()


@pytest.mark.parametrize("rule,token,reading", [
    ("VERSION", "3.12", "three point twelve"),
    ("VERSION", "17.4.1", "seventeen point four point one"),
    ("VERSION", "v2.1.3", "version two point one point three"),
    ("RECORD", "3-0-1", "three and o and one"),
    ("RECORD", "10-4", "ten and four"),
    ("PLAN", "401(k)", "four o one k"),
    ("PLAN", "457(b)", "four fifty seven b"),
    ("PLAN", "401k", "four o one k"),
    ("CODEC", "H.264", "h two sixty four"),
    ("PROMO", "SAVE10", "save ten"),
    ("PROMO", "COVID-19", "covid nineteen"),
    ("OIL_GRADE", "5W-30", "five w thirty"),
    ("OIL_GRADE", "0W-20", "zero w twenty"),
    ("OIL_GRADE", "15w40", "fifteen w forty"),
    ("OIL_GRADE", "75W-90", "seventy five w ninety"),
    ("OIL_GRADE", "80W-140", "eighty w one hundred forty"),
    ("FORM_CODE", "1040-ES", "ten forty e s"),
    ("FORM_CODE", "990-PF", "nine ninety p f"),
    ("FORM_CODE", "1099-MISC", "ten ninety nine m i s c"),
    ("STAT_LINE", "3-for-5", "three for five"),
    ("STAT_LINE", "12-of-30", "twelve of thirty"),
    ("STAT_LINE", "0-for-4", "o for four"),
    ("CPU_MODEL", "i9-14900K", "i nine fourteen nine hundred k"),
    ("CPU_MODEL", "i7-8700K", "i seven eighty seven hundred k"),
    ("CPU_MODEL", "i5-12450H", "i five twelve four fifty h"),
    ("CPU_MODEL", "7950X3D", "seventy nine fifty x three d"),
])
def test_the_grammar_reads_them_in_context_only(grammar, rule, token, reading):
    assert grammar.rule_readings(rule, token, limit=1) == [reading]
    assert not grammar.licenses(token, reading)


@pytest.mark.parametrize("token", ["75W-70", "90W-140", "5W-90", "75W-30"])
def test_only_the_standards_grades_are_oil_grades(token):
    assert versions.oil_grade_reading(token, _rule) is None  # a hot grade below the winter one, or grades of two standards


def test_a_zero_part_is_zero(grammar):
    assert grammar.rule_readings("VERSION", "3.0", limit=1) == ["three point zero"]  # a decimal's reading too


def test_nine_eleven_is_a_set_phrase(grammar):
    assert grammar.licenses("9/11", "nine eleven")
    assert not grammar.licenses("9/11", "nine elevenths")
    assert grammar.licenses("9/10", "nine tenths")


@pytest.fixture(scope="module")
def normalizer():
    import tnfst

    return tnfst.Normalizer().load()


@pytest.mark.parametrize("text,spoken", [
    ("Python 3.12 is out.", "python three point twelve is out."),
    ("Update to v2.1.3 now.", "update to version two point one point three now."),
    ("The team went 3-0-1 this week.", "the team went three and o and one this week."),
    ("He has a 401(k) match.", "he has a four o one k match."),
    ("Save with code SAVE10 today.", "save with code save ten today."),
    ("The RTX 4090 uses H.264 video.", "the r t x forty ninety uses h two sixty four video."),
    ("COVID-19 cases rose. After 9/11 things changed.", "covid nineteen cases rose. after nine eleven things changed."),
    ("Use 5W-30 oil and file Form 1040-ES.", "use five w thirty oil and file form ten forty e s."),
    ("He went 3-for-5 and the Lakers went 12-of-30.", "he went three for five and the lakers went twelve of thirty."),
])
def test_pipeline(normalizer, text, spoken):
    assert normalizer.normalize(text).lower() == spoken
