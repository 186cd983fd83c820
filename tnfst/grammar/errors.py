"""The one error type of the covering-grammar package."""


class GrammarError(Exception):
    """A grammar list, source or cache is unusable; the message names the file."""
