"""Context rules of car and product specifications (`tnfst.vehicle_context` and
`tnfst.rated_goods` ask them).

* ENGINE_CODE: an engine named by its displacement in liters and a "T" for turbocharged, as makers
  badge their trims and reviews write them ("2.0T", "1.5T", "3.0T": Honda, Audi, Hyundai, Volvo)
  -> "two point o t", as the badge is said; elsewhere "2.0T" is teslas (a magnet's field, "a 3.0T
  MRI"), so the rule is asked only in a sentence about cars that is not about magnets.
* MPG_PAIR: a car's fuel economy in the city and on the highway, written with a slash before the
  unit, as the US EPA's fuel economy label and every review write it ("30/38 mpg") -> "thirty
  thirty eight miles per gallon": two ratings said one after the other, never alternatives
  (MEASURE_OR's "thirty or thirty eight", right for "50/60 Hz").

* CHARGER_OUTPUT: "5V/3A" -> "five volts three amperes" (`build_charger_output`).

Pure: nothing compiled at import.
"""

from __future__ import annotations

import pynini

from tnfst.grammars.en.fst import acc, chars, cross
from tnfst.grammars.en.measure import number_counts
from tnfst.grammars.en.numbers import Numbers

_DIGITS = "0123456789"


def build_engine_code(nums: Numbers) -> pynini.Fst:
    """ENGINE_CODE (module docstring): "2.0T" -> "two point o t" | "two point zero t"."""
    number = (chars("123456789") + acc(".") + chars(_DIGITS)) @ nums.decimal
    return (number + cross("T", " t")).optimize()


def build_mpg_pair(nums: Numbers, measure: pynini.Fst) -> pynini.Fst:
    """MPG_PAIR (module docstring): "30/38 mpg" -> "thirty thirty eight miles per gallon": the first
    number, then the measure the second number and the unit make (`measure`, the MEASURE rule)."""
    _, many = number_counts(nums)
    return (many + cross("/", " ") + measure).optimize()


def build_charger_output(measure: pynini.Fst) -> pynini.Fst:
    """CHARGER_OUTPUT: a voltage and a current with a slash, as chargers and USB Power Delivery
    profiles list their outputs ("5V/3A", "20V/3.25A"; USB PD 3.0's fixed supplies) -> "five volts
    three amperes": the two measures one after the other (`measure`, the MEASURE rule; the rule's
    pattern in grammars/en/rules.py admits volts and amperes only)."""
    return (measure + cross("/", " ") + measure).optimize()
