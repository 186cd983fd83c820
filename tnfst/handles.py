"""Social-media handles in words ("@jane_doe" -> "at jane underscore doe").

The ELECTRONIC grammar licenses every cut of a handle's letters into words and spelled letters
(`grammars/en/electronic.py`, its `handle` form); the model often spells a short part ("@jane_doe"
-> "at jane underscore d o e"). A handle is a user's chosen name, and its parts are read as
people say them (the platforms' own help pages call "@username" a name to be mentioned aloud):

* the body is cut at "_" (said "underscore", the first name of `electronic/symbol.tsv`'s LOW
  LINE), between letters and digits, and where lowercase turns to a capital ("@TheRealDonut"
  -> "the real donut", a handle's camel case marks its words);
* capitals before a capitalised word are an initialism, spelled ("@CNNBrk" -> "c n n brk":
  `electronic_context.case_pieces`);
* a part without a vowel is spelled ("@xyz", "@jb_smith" -> "j b"); a part of two or three
  capitals is spelled ("@BBC"); a lowercase part of two or three letters is a word when it is
  an English word or name at least as frequent as `HANDLE_ZIPF` ("doe", "dev", "bob"), else
  spelled ("@qa_team" -> "q a"); longer parts are read whole ("nasa", "jane");
* digits are said one by one ("@user123" -> "user one two three"), zero as "o", as the URL
  rule says them (`electronic_context.DIGIT_WORDS`).

The reading is the `_letter` form of `tnfst.electronic_context` (the grammar's output form).
Only a token that is "@" and a handle's characters (letters, digits, "_"; a letter or "_"
first) is asked: a cheap regular expression on the token (`HANDLE`).
"""

from __future__ import annotations

import re

from tnfst.electronic_context import DIGIT_WORDS, VOWELS, ElectronicLexicon, _lettered, case_pieces

#: A handle as the ELECTRONIC grammar reads it: "@", a letter or "_", then letters, digits, "_".
HANDLE = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*")
#: Short lowercase parts at least this frequent (wordfreq Zipf) are words ("doe" 3.75, "dev"
#: 3.75); rarer ones are spelled ("qa"). Lower than URLs' `COMMON_ZIPF` (4.0): a handle's parts
#: are a person's names, rarer words than a domain's.
HANDLE_ZIPF = 3.0
#: Parts of at most this many letters may be spelled.
SHORT_PART = 3
_PARTS = re.compile(r"_|\d|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")


def _spelled(part: str, lexicon: ElectronicLexicon) -> bool:
    if not any(c in VOWELS for c in part):
        return True
    if len(part) > SHORT_PART:
        return False
    if part.isupper():
        return len(part) > 1
    return lexicon.zipf(part.lower()) < HANDLE_ZIPF


def handle_reading(token: str, lexicon: ElectronicLexicon | None) -> str | None:
    """The `_letter` reading of a handle ("@jane_doe" -> "at jane underscore doe", in that form),
    or None when the token is no handle (module docstring)."""
    if lexicon is None or not HANDLE.fullmatch(token):
        return None
    words = [lexicon.symbols.get("@", "at")]
    for part in _PARTS.findall(token[1:]):
        if part == "_":
            words.append(lexicon.symbols.get("_", "underscore"))
        elif part.isdigit():
            words.append(DIGIT_WORDS[int(part)])
        else:
            for piece, initialism in case_pieces(part):
                words.extend(piece.lower() if initialism or _spelled(piece, lexicon) else [piece.lower()])
    return _lettered(words)
