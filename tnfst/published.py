"""Published per-class accuracies on the official English test set, for side-by-side tables.

Facts quoted from the papers (numbers, not code):

* ``SPROAT_JAITLY``: Sproat & Jaitly, "RNN approaches to text normalization: a
  challenge", English test set, the attention RNN model (their Table; as
  collected in cognibit's ``base-paper_classwise_accuracy.csv``). Their counts
  differ slightly from the test set here (92,416 tokens; tokens were re-classed).
* ``SPROAT_JAITLY_FST``: their RNN with the MEASURE/MONEY finite-state filter
  (MEASURE 0.972 -> 0.993, MONEY 0.972 -> 1.000, other classes unchanged) —
  only the two changed classes are given.
* ``PRAMANIK_HUSSAIN``: Pramanik & Hussain's DNC (cognibit's
  ``classwise_accuracy.csv``), reproduced exactly by ``tnfst evaluate`` on their
  predictions.
"""

SPROAT_JAITLY = {
    "ALL": 0.997, "PLAIN": 0.998, "PUNCT": 1.000, "DATE": 0.999, "LETTERS": 0.971, "CARDINAL": 0.989,
    "VERBATIM": 0.980, "MEASURE": 0.986, "ORDINAL": 0.971, "DECIMAL": 1.000, "ELECTRONIC": 1.000,
    "DIGIT": 0.865, "MONEY": 0.972, "FRACTION": 0.923, "TIME": 0.750,
}

SPROAT_JAITLY_FST = {"MEASURE": 0.993, "MONEY": 1.000}

PRAMANIK_HUSSAIN = {
    "ALL": 91921 / 92451, "PLAIN": 67484 / 67894, "PUNCT": 17726 / 17746, "DATE": 2824 / 2832,
    "LETTERS": 1369 / 1409, "CARDINAL": 1031 / 1037, "VERBATIM": 995 / 1001, "MEASURE": 138 / 142,
    "ORDINAL": 101 / 103, "DECIMAL": 91 / 92, "ELECTRONIC": 36 / 49, "DIGIT": 35 / 44, "MONEY": 36 / 37,
    "FRACTION": 11 / 16, "TIME": 6 / 8, "TELEPHONE": 34 / 37, "ADDRESS": 4 / 4,
}

COLUMNS = {"DNC paper": PRAMANIK_HUSSAIN, "S&J RNN": SPROAT_JAITLY}


def as_columns() -> dict[str, dict[str, dict[str, float]]]:
    """The published columns in the shape ``format_table(columns=...)`` takes."""
    return {name: {cls: {"accuracy": acc} for cls, acc in table.items()} for name, table in COLUMNS.items()}
