"""Math notation (`tnfst.math_notation`): formulas read piece by piece, exponents 2 and 3 as
"squared" and "cubed", Greek letters by name, function calls, roots, log bases, and footnote marks
left unsaid; the rules alone, and the pipeline."""

from __future__ import annotations

import pytest

from tnfst.math_notation import (factorial_reading, footnote_reading, formula_reading, is_formula,
                                 letter_power_reading, log_base_reading, math_reading)
from tnfst.powers import fold_powers


def _units(text: str) -> bool:
    return text in {"m", "km", "cm", "ft", "µm", "μg/mL", "mol", "mile", "Ω", "μF"}


@pytest.mark.parametrize("token, reading", [
    ("x^2", "x squared"),
    ("y^3", "y cubed"),
    ("πr^2", "pi r squared"),                # Greek letter by name, beside a Latin letter
    ("E=mc^2", "e equals m c squared"),
    ("a^2", "a squared"),
    ("x^-1", "x to the power of minus one"),
    ("x^4", "x to the power of four"),
    ("x^n", "x to the power of n"),
    ("sin^2x", "sine squared x"),           # a function name
    ("Δt", "delta t"),
    ("2πr", "two pi r"),
    ("f(x)", "f of x"),
    ("g(t)", "g of t"),
    ("f(2)", "f of two"),
    ("sin(x)", "sine of x"),
    ("√2", "the square root of two"),
    ("√x", "the square root of x"),
    ("5^2", "five squared"),                # a number raised to 2 or 3
    ("4^3", "four cubed"),
    ("(a+b)^2", "a plus b squared"),
])
def test_formula_reading(token, reading):
    assert formula_reading(token, _units) == reading


@pytest.mark.parametrize("token", [
    "10^2", "10^-3",      # a power of ten: scientific notation, the number guard's
    "2^10",               # another exponent on a number: the number guard's
    "H2O", "CO2",         # chemical formulas: spelled by the other readers
    "item(s)",            # a word before a bracket
    "disputed",           # a word
    "µm", "μg/mL",        # units
    "π", "λ",             # a Greek letter alone: the VERBATIM grammar's
    "λόγος",              # a Greek word
    "x^", "^2", "f(x", "x)", "√", "x=",  # broken formulas
    "3x", "x_1", "O(n", "",
    "Δ9-THC", "α-helix",  # a hyphen before a name is no minus
    "a(1)", "H(2)",       # labels, not calls
    "5Ω", "10μF",         # quantities: the measure grammar's
])
def test_formula_left_to_the_other_readers(token):
    assert formula_reading(token, _units) is None


@pytest.mark.parametrize("token, expected", [
    ("x^2", True), ("πr", True), ("f(x)", True), ("√2", True), ("(a+b)^2", True),
    ("H2O", False), ("plain", False), ("π", False), ("item(s)", False),
])
def test_is_formula(token, expected):
    assert is_formula(token) is expected


@pytest.mark.parametrize("written, reading", [
    ("disputed.³", "disputed."),      # after sentence punctuation: a note mark, unsaid
    ("Smith²", "Smith"),              # after a word of three letters or more
    ("said.”¹²", "said.”"),
    ("x²", None), ("mc²", None),      # exponents
    ("sin²", None),                   # a function's power
    ("mile²", None), ("cm³", None),   # a unit's power
    ("10³", None), ("²", None), ("5cm²", None),
])
def test_footnote_reading(written, reading):
    assert footnote_reading(written, _units) == reading


def test_math_words_list():
    from tnfst.math_notation import functions, operators

    assert functions()["sin"] == "sine" and operators()["="] == "equals"
    assert formula_reading("x&y^2") is None  # a symbol the list does not read


@pytest.mark.parametrize("written, reading", [
    ("log₂", "log base two"), ("log₁₀", "log base ten"), ("log", None), ("log2", None), ("blog₂", None),
])
def test_log_base_reading(written, reading):
    assert log_base_reading(written) == reading


@pytest.mark.parametrize("written, prev, reading", [
    ("t²", "where", "t squared"), ("s³", "", "s cubed"),
    ("m²", "per", None), ("m³", "in", None),  # a unit after a cue: `tnfst.bare_units`
    ("km²", "", None), ("x", "", None), ("t2", "", None),
])
def test_letter_power_reading(written, prev, reading):
    assert letter_power_reading(written, prev) == reading


@pytest.mark.parametrize("written, reading", [
    ("πr²", "pi r squared"), ("y³", "y cubed"), ("xⁿ", "x to the power of n"), ("disputed.³", "disputed."),
    ("km²", None), ("10⁻³", None), ("H₂O", None),
])
def test_math_reading_of_written_tokens(written, reading):
    assert math_reading(written, fold_powers(written, _units), _units) == reading


@pytest.mark.parametrize("tokens, glued, reading", [
    (["Compute", "n", "!", "for", "n"], True, "factorial"),
    (["5", "!", "=", "120"], True, "factorial"),
    (["n", "!", "/", "k", "!"], True, "factorial"),
    (["(", "n", ")", "!", "="], True, "factorial"),
    (["n", "!", "for"], False, None),          # a space before it: punctuation
    (["It", "is", "10", "!"], True, None),     # an exclamation at the end
    (["Wow", "!", "That"], True, None),
    (["Plan", "B", "!", "now"], True, None),   # a capital letter: a name
    (["I", "got", "10", "!", "and"], True, None),
])
def test_factorial_reading(tokens, glued, reading):
    assert factorial_reading(tokens, tokens.index("!"), glued) == reading


@pytest.fixture(scope="module")
def normalizer():
    import tnfst
    return tnfst.Normalizer(threads=1, precision="fp32").load()


@pytest.mark.parametrize("sentence, reading", [
    ("The area of a circle is πr².", "The area of a circle is pi r squared."),
    ("Solve x² + 3x = 10.", "Solve x squared plus three x equals ten."),
    ("E = mc²", "E equals m c squared"),  # "E" a token of its own, left as written
    ("Let f(x) = 2x + 1.", "Let f of x equals two x plus one."),
    ("The diagonal is √2 units.", "The diagonal is the square root of two units."),
    ("Let Δt be small.", "Let delta t be small."),
    ("It takes log₂ n steps.", "It takes log base two n steps."),
    ("The claim is disputed.³ Others agree.", "The claim is disputed. Others agree."),
    ("The field was 10⁻³ T.", "The field was ten to the power of minus three teslas"),
    ("Add 5×10⁻³ mol of salt.", "Add five times ten to the power of minus three moles of salt."),
    ("Rent is $2 per sq ft.", "Rent is two dollars per square foot."),
    ("where t² is time", "where t squared is time"),
    ("Compute n! for n = 5.", "Compute n factorial for n equals five."),
    ("It is 10!", "It is ten!"),
    ("The unit is m/s².", "The unit is meters per second squared."),
    ("The SI unit of force is kg·m/s².", "The SI unit of force is kilogram meters per second squared."),
    ("He said s/he would come.", "He said s/he would come."),
    ("Office space costs $30 per sq. ft. downtown.", "Office space costs thirty dollars per square foot downtown."),
])
def test_pipeline(normalizer, sentence, reading):
    assert normalizer.normalize(sentence) == reading


@pytest.mark.parametrize("folded, closed_later, reading", [
    ("O(1)", False, "big o of one"),
    ("O(n)", False, "big o of n"),
    ("O(n^2)", False, "big o of n squared"),
    ("O(n", True, "big o of n"),            # "O(n log n)": a later token closes the bracket
    ("O(log", True, "big o of log"),
    ("O(n", False, None),                   # never closed
    ("O(2)", False, None),                  # a number other than 1: no bound ("O(2)" oxidation state)
    ("o(n)", False, None), ("O()", False, None), ("Q(n)", False, None), ("", False, None),
])
def test_big_o_reading(folded, closed_later, reading):
    from tnfst.math_notation import big_o_reading

    assert big_o_reading(folded, closed_later) == reading
