"""tnfst: text normalization for speech."""
