"""Covering grammars (pynini builders) and the TSV lists grammar authors extend."""
