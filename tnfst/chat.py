"""Chat spellings that no grammar reads ("w/" -> "with", "2nite" -> "tonight", "<3" -> "heart"),
and emoticons, kept as written (":-)", ":P", "^_^", and "XD" closing a message); and cashtags,
a ticker's letters ("$TSLA" -> "t s l a").

Chat and note-taking text writes words with a slash (``w/``, ``w/o``, ``b/c``), with digits for
their sound (``2nite``, ``4ever``, ``gr8``) and with the heart emoticon (``<3``). Read as they
stand, the slash was dropped ("w/" -> "w"), the digit said ("two nite") and the heart misread
("less than three"). The list `CHAT_LIST` (``grammars/en/words/chat_spellings.tsv``, its sources
in its header) gives their words; a token is read so when it is a listed form as written or
capitalised (``W/``, ``2Nite``: the start of a sentence), never in capitals (``B4`` is a paper
size).

Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

#: Emoticons kept as written, like emoji (`tnfst.emoji`): the Western faces of NLTK's casual
#: tokenizer (nltk.tokenize.casual.EMOTICONS: eyes, an optional nose, a mouth, or mouth first),
#: less "8" for eyes ("8)" numbers a list) and letters before the eyes ("D:" is a drive), with
#: the cat mouth "3" (":3"); and the common kaomoji ("^_^", "-_-", "o_O", ">_<", "T_T").
#: Read as they stand, ":P" was "p", ":3" "three", "^_^" "^underscore^". No emoticon in the
#: training data. The heart "<3" is read (`CHAT_LIST`).
EMOTICON = re.compile(r"[:;=][-o*']?[)\](\[dDpP/\\|{}@3oO]|[)(\]\[][-o*']?[:;=]|\^_*\^|-_+-|[oO]_[oO]|>_<|T_T|;_;|[xX]_[xX]")

#: The list, relative to the language's grammar folder (declared in rules.WORD_LISTS).
CHAT_LIST = "words/chat_spellings.tsv"
#: Characters of a listed form (the cheap test before the look-up).
_CHARS = frozenset("/<0123456789")


def chat_spellings(lang: str = "en") -> dict[str, str]:
    """Listed form -> its first reading ("w/" -> "with"), from the grammar folder of `lang`;
    empty where the list is missing."""
    from tnfst.grammar import cache, lists  # not at import: tnfst.grammar brings pynini

    path = cache.grammar_dir(lang) / CHAT_LIST
    if not path.is_file():
        return {}
    return {written: spoken[0] for written, spoken in lists.read_table(path, lists.ListSpec(CHAT_LIST, 2, (1,))).rows}


def chat_reading(token: str, spellings: Mapping[str, str]) -> str | None:
    """The reading of a listed chat spelling, as written or capitalised; else None.

    >>> chat_reading("W/", {"w/": "with"}), chat_reading("B4", {"b4": "before"})
    ('with', None)
    """
    if len(token) > 8 or not _CHARS.intersection(token):
        return None
    if token in spellings:
        return spellings[token]
    lower = token.lower()
    rest = token[1:]
    # capitalised: "W/", "Gr8"; a capital and digits alone is a code ("B4": a paper size, a vitamin)
    if (token[0].isupper() and rest == lower[1:] and lower in spellings
            and (any(c.islower() for c in rest) or not any(c.isdigit() for c in rest))):
        return spellings[lower]
    return None


#: The laughing face written with letters ("XD", "xD", "XDD": Wikipedia, List of emoticons,
#: "laughing, big grin"): letters first, so no `EMOTICON` ("XD" is also a model's name, "Titan XD").
LAUGHING_FACE = re.compile(r"[xX]D{1,4}")


def is_laughing_face(tokens: Sequence[str], i: int) -> bool:
    """Whether token `i` is the laughing face "XD" (`LAUGHING_FACE`), kept as written like an
    emoticon: where it closes a message (nothing after it but punctuation, emoji or emoticons) and
    does not follow a capitalised word, whose model it would name ("the Nissan Titan XD").

    >>> is_laughing_face(["that", "meme", "XD"], 2), is_laughing_face(["a", "Titan", "XD"], 2)
    (True, False)
    >>> is_laughing_face(["XD", "is", "a", "pistol"], 0), is_laughing_face(["lol", "xD", "!!"], 1)
    (False, True)
    """
    if LAUGHING_FACE.fullmatch(tokens[i]) is None:
        return False
    if any(any(c.isalnum() for c in t) and not is_emoticon(t) for t in tokens[i + 1:]):
        return False
    prev = tokens[i - 1] if i > 0 else ""
    return not (prev[:1].isupper() and prev[1:].islower())


#: A cashtag: a dollar sign before a ticker symbol of one to five capitals, maybe a share class
#: after a period ("$TSLA", "$F", "$BRK.B"; Twitter's cashtags, ticker symbols as the NYSE and
#: Nasdaq list them).
CASHTAG = re.compile(r"\$([A-Z]{1,5})(?:\.([A-Z]))?")


def cashtag_reading(tokens: Sequence[str], i: int) -> str | None:
    """A cashtag's ticker, its letters spelled ("$TSLA" -> "t s l a", "$BRK.B" -> "b r k b"), as a
    ticker symbol is read out; the dollar sign marks the ticker and is not said. None where a
    number follows ("$US 50" is an amount) or the token is no cashtag.

    >>> cashtag_reading(["$TSLA", "to", "the", "moon"], 0), cashtag_reading(["$US", "50"], 0)
    ('t s l a', None)
    """
    m = CASHTAG.fullmatch(tokens[i])
    if m is None or (i + 1 < len(tokens) and tokens[i + 1][:1].isdigit()):
        return None
    return " ".join("".join(g for g in m.groups() if g).lower())


def is_emoticon(token: str) -> bool:
    """Whether `token` is one emoticon (`EMOTICON`), kept as written.

    >>> is_emoticon(":-)"), is_emoticon(":P"), is_emoticon("^_^"), is_emoticon("8)"), is_emoticon("D:")
    (True, True, True, False, False)
    """
    return len(token) <= 5 and EMOTICON.fullmatch(token) is not None


__all__ = ["CASHTAG", "CHAT_LIST", "EMOTICON", "cashtag_reading", "LAUGHING_FACE", "chat_reading", "chat_spellings", "is_emoticon",
           "is_laughing_face"]
