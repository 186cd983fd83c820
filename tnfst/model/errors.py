"""Errors of the model package that code without torch raises too (`tnfst.model.numpy_dnc`)."""

from __future__ import annotations


class CheckpointError(ValueError):
    """A model file that cannot be read."""
