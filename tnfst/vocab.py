"""Word vocabulary of the decoder: words <-> ids, with the reserved ids of `special`."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from tnfst import special


class Vocabulary:
    """An ordered list of output words; ids 0..3 are PAD/UNK/START/STOP.

    Args:
        words: the ordinary words, in the order their ids should take (duplicates
            and reserved names are skipped).
    """

    def __init__(self, words: Iterable[str] = ()):
        self._words: list[str] = list(special.SPECIAL_WORDS)
        self._ids: dict[str, int] = {w: i for i, w in enumerate(self._words)}
        for word in words:
            self.add(word)

    def add(self, word: str) -> int:
        """Add `word` if new; return its id."""
        if not isinstance(word, str) or not word or any(c.isspace() for c in word):
            raise ValueError(f"a vocabulary word must be a non-empty string without spaces, got {word!r}")
        if word not in self._ids:
            self._ids[word] = len(self._words)
            self._words.append(word)
        return self._ids[word]

    def __len__(self) -> int:
        return len(self._words)

    def __contains__(self, word: object) -> bool:
        return word in self._ids

    def id(self, word: str) -> int:
        """Id of `word`, UNK when absent."""
        return self._ids.get(word, special.UNK)

    def word(self, index: int) -> str:
        return self._words[index]

    def encode(self, reading: str) -> list[int]:
        """Word ids of a space-separated reading (no START/STOP)."""
        return [self.id(w) for w in reading.split()]

    def decode(self, ids: Sequence[int]) -> str:
        """Reading of word ids, stopping at STOP and skipping PAD/START."""
        words = []
        for i in ids:
            i = int(i)
            if i == special.STOP:
                break
            if i in (special.PAD, special.START):
                continue
            words.append(self._words[i])
        return " ".join(words)

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(self._words)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps({"words": self._words[len(special.SPECIAL_WORDS):]}, ensure_ascii=False, indent=0), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> "Vocabulary":
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(data["words"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}: not a tnfst vocabulary file ({exc})") from exc
