"""Is a word listed in a pronouncing dictionary, and is it said as its letters there?

The read-or-spell model (`tnfst.gate.read_or_spell`) asks this of a candidate's letters. The
Google data's all-caps tokens follow a dictionary more than a rule: ``NASA`` and ``RENAMO`` (listed,
said as words) are kept; ``MBA`` (listed, said "em bee ay"), ``AVN`` and ``LOPSA`` (not listed) are
mostly spelled. On the training data's all-caps candidates (2,059), a stem not in the CMU
Pronouncing Dictionary is spelled 85% of the time (716 of 840), one listed with letter-name
pronunciations only 95% (291 of 306), one listed with word pronunciations only 24% (166 of 681);
out of fold the three features below cut the model's errors on tokens with an inner capital from
about 180 to about 160 of 2,790 (three seeds; ``training/train_read_or_spell.py``).

`Pronunciations` holds, for each lowercase word of ASCII letters, whether the dictionary lists a
pronunciation that is its letter names in order (`spells`: ``mba`` -> EH M B IY EY) and one that
is not (`reads`: ``nasa`` -> N AE S AH); ``noaa`` has both. The list is a gzipped text file
written from the CMU Pronouncing Dictionary by ``training/train_read_or_spell.py
--write-pronunciations`` (``tnfst/resources/en/read_or_spell_cmu.txt.gz``).

Known limitations: ASCII words only, without apostrophes (``o'brien`` is not looked up); a
pronunciation that mixes letter names and a word (``cnet``: S IY N EH T) counts as read.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path

__all__ = ["LETTER_NAMES", "LIST_READ_ERRORS", "PronunciationsError", "Pronunciations", "is_letter_names",
           "keyed_word_lines", "strip_stress"]

#: Each ASCII letter's name in ARPAbet without stress marks (CMUdict's phone set); alternatives
#: where the dictionary has them ("z": zee and zed).
LETTER_NAMES: Mapping[str, tuple[tuple[str, ...], ...]] = {
    letter: tuple(tuple(name.split()) for name in names.split("|")) for letter, names in {
        "a": "EY", "b": "B IY", "c": "S IY", "d": "D IY", "e": "IY", "f": "EH F", "g": "JH IY", "h": "EY CH",
        "i": "AY", "j": "JH EY", "k": "K EY", "l": "EH L", "m": "EH M", "n": "EH N", "o": "OW", "p": "P IY",
        "q": "K Y UW", "r": "AA R", "s": "EH S", "t": "T IY", "u": "Y UW", "v": "V IY",
        "w": "D AH B AH L Y UW|D AH B AH Y UW", "x": "EH K S", "y": "W AY", "z": "Z IY|Z EH D"}.items()}
#: Codes of the file's groups: listed with letter-name pronunciations only, word ones only, both.
GROUPS = ("spells", "reads", "both")
_WORD = re.compile(r"[a-z]+")


#: What reading a gzipped word list can raise (`keyed_word_lines`): each caller names its file.
LIST_READ_ERRORS = (OSError, EOFError, ValueError, UnicodeDecodeError)


def keyed_word_lines(path: str | Path) -> Iterator[tuple[str, list[str]]]:
    """(key, words) of each line of a gzipped list written as ``key<TAB>word word ...``, skipping
    blank lines and ``#`` comments: the pronunciation list here and the read-or-spell model's
    word frequencies (`tnfst.gate.read_or_spell.WordFrequencies`). Raises what `LIST_READ_ERRORS`
    names."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            key, _, words = line.rstrip("\n").partition("\t")
            yield key, words.split()


class PronunciationsError(RuntimeError):
    """The pronunciation list is missing or unreadable (the message names the file)."""


def strip_stress(phones: Iterable[str]) -> tuple[str, ...]:
    """ARPAbet phones without their stress digits (``AE1`` -> ``AE``)."""
    return tuple(p.rstrip("012") for p in phones)


def is_letter_names(word: str, phones: Sequence[str]) -> bool:
    """True when `phones` (stress marks allowed) are the letter names of `word`, in order."""
    phones = strip_stress(phones)
    letters = word.lower()
    if not letters or any(c not in LETTER_NAMES for c in letters):
        return False
    ends = {0}  # phone positions reached after the letters matched so far
    for letter in letters:
        ends = {end + len(name) for end in ends for name in LETTER_NAMES[letter]
                if phones[end:end + len(name)] == name}
        if not ends:
            return False
    return len(phones) in ends


class Pronunciations:
    """Which words a pronouncing dictionary lists, said as their letters or as words.

    Args:
        spells: lowercase words with a letter-name pronunciation.
        reads: lowercase words with another pronunciation.
    """

    def __init__(self, spells: Iterable[str] = (), reads: Iterable[str] = ()) -> None:
        self._spells = frozenset(spells)
        self._reads = frozenset(reads)
        self._deferred: Path | None = None  # a list file read at the first look-up (`deferred`)

    def __len__(self) -> int:
        if self._deferred is not None:
            self._read_deferred()
        return len(self._spells | self._reads)

    @classmethod
    def deferred(cls, path: str | Path) -> "Pronunciations":
        """`load`, put off until the first look-up: reading the list takes ~30 ms, and most
        sentences ask no read-or-spell question (a cold start reads it only when one does). A
        missing file fails here (`PronunciationsError`), a bad one at the first look-up."""
        path = Path(path)
        if not path.is_file():
            raise PronunciationsError(f"{path}: no such pronunciation list")
        out = cls()
        out._deferred = path
        return out

    def _read_deferred(self) -> None:
        """Fill the lists from the deferred file (reading it twice from two threads is harmless)."""
        loaded = Pronunciations.load(self._deferred)
        self._spells, self._reads, self._deferred = loaded._spells, loaded._reads, None

    def features(self, word: str) -> tuple[float, float, float]:
        """(listed, said as its letters, said as a word) of `word` (lowercased), each 0 or 1."""
        if self._deferred is not None:
            self._read_deferred()
        w = word.lower()
        spells, reads = w in self._spells, w in self._reads
        return float(spells or reads), float(spells), float(reads)

    @classmethod
    def from_dictionary(cls, entries: Mapping[str, Sequence[Sequence[str]]], max_letters: int = 24) -> "Pronunciations":
        """From ``word -> [phones, ...]`` (CMUdict's shape); only words of 1 to `max_letters` ASCII letters."""
        spells, reads = set(), set()
        for word, prons in entries.items():
            w = word.lower()
            if not _WORD.fullmatch(w) or len(w) > max_letters:
                continue
            for phones in prons:
                (spells if is_letter_names(w, phones) else reads).add(w)
        return cls(spells, reads)

    @classmethod
    def load(cls, path: str | Path) -> "Pronunciations":
        """Read a file written by `write`; `PronunciationsError` names a missing or bad file."""
        groups: dict[str, list[str]] = {name: [] for name in GROUPS}
        try:
            for name, words in keyed_word_lines(path):
                if name not in groups:
                    raise ValueError(f"unknown group {name!r}")
                groups[name].extend(words)
        except LIST_READ_ERRORS as exc:
            raise PronunciationsError(f"{path}: unreadable pronunciation list ({exc})") from exc
        return cls(groups["spells"] + groups["both"], groups["reads"] + groups["both"])

    def write(self, path: str | Path, header: str = "") -> None:
        """One line per group (``spells``, ``reads``, ``both``), tab, its words sorted; `header`
        lines as ``#`` comments. The same bytes for the same lists (gzip mtime 0)."""
        both = self._spells & self._reads
        groups = {"spells": self._spells - both, "reads": self._reads - both, "both": both}
        lines = [f"# {line}" for line in header.splitlines()]
        lines += [f"{name}\t{' '.join(sorted(groups[name]))}" for name in GROUPS]
        with gzip.GzipFile(path, "wb", compresslevel=9, mtime=0) as f:
            f.write(("\n".join(lines) + "\n").encode("utf-8"))
