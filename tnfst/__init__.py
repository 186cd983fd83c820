"""tnfst: text normalization for speech.

    >>> import tnfst
    >>> tnfst.normalize("He weighs 150lb.", constraints=["measure_money_fst"])  # doctest: +SKIP
    'He weighs one hundred fifty pounds.'

Importing tnfst is cheap: torch, xgboost and pynini load on first use.
"""

from __future__ import annotations

__version__ = "0.1.0"
__all__ = ["normalize", "Normalizer", "TokenReading", "ModelFileError", "__version__"]


def __getattr__(name: str):
    if name in ("normalize", "Normalizer", "TokenReading", "ModelFileError"):
        from tnfst import api

        return getattr(api, name)
    raise AttributeError(f"module 'tnfst' has no attribute {name!r}")
