"""Markup tags in the text to read: kept as written, never read aloud.

Text sent to a speech front end often carries markup for the voice: SSML (W3C Speech Synthesis
Markup Language 1.1: ``<break time="500ms"/>``, ``<emphasis>``, ``<prosody rate="slow">``,
``<say-as interpret-as="characters">``) or HTML left in scraped text (``<b>``, ``<br/>``). A
normalizer that reads them says "less than break time equals five hundred m s greater than"
and breaks the markup the synthesizer needs. A tag is one token, kept as written, and the text
between tags is read as any other (`tnfst.tokenize.split_pieces`, `tnfst.api`).

A tag is an XML start, end or empty-element tag (XML 1.0, §3.1): "<", a name that starts with a
letter, attributes each with a quoted or bare value ("time=\\"500ms\\"", "level=strong"), optional
"/", ">"; the voice tags of some engines give the name itself a value ("<pitch=-.3>",
"<rate=0.8>", "<voice=Joanna>", as BBCode does "[size=4]"). A comparison is no tag: "a<b and c>d" has no attribute value, "x < 5" no name.

Shape: `MARKUP_TAG.finditer(sentence)` -> the tags' spans; `is_markup(token)` -> bool.
"""

from __future__ import annotations

import re

_NAME = r"[A-Za-z][\w:.-]*"
_VALUE = r"(?:\"[^\"<>]*\"|'[^'<>]*'|[^\s\"'<>=/]+)"
#: An XML start, end or empty-element tag (see the module docstring).
MARKUP_TAG = re.compile(rf"</{_NAME}\s*>|<{_NAME}(?:\s*=\s*{_VALUE})?(?:\s+{_NAME}\s*=\s*{_VALUE})*\s*/?>")


def is_markup(token: str) -> bool:
    """Whether `token` is one markup tag ("<break time=\\"1s\\"/>", "</p>", "<b>")."""
    return token[:1] == "<" and token[-1:] == ">" and MARKUP_TAG.fullmatch(token) is not None
