"""The user-facing API: ``normalize`` and ``Normalizer`` (filled in as the pipeline lands)."""

from __future__ import annotations

from collections.abc import Sequence

from tnfst.evaluate import IdentitySystem


def build_system(constraints: Sequence[str] | None = None, beam: int | None = None):
    """The system ``tnfst evaluate`` runs: returns (system, constraint names used)."""
    return IdentitySystem(), ()
