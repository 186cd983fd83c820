"""Configuration of the dual encoder (frozen dataclass)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

KINDS = ("vocab", "sequence")


@dataclass(frozen=True)
class DualEncoderConfig:
    """Sizes and features of a dual encoder DE(input, output) -> s in [0, 1].

    `kind` says what the output tower encodes: "vocab" one word (the vocabulary
    filter `voc_de`), "sequence" a word sequence (the sequence classifier `seq_de`).
    """

    # "vocab": the output is one word; "sequence": a sequence of words.
    kind: str = "vocab"
    # Hash buckets per tower for character n-grams (a 2**14 x 48 table is ~0.8 M weights).
    buckets: int = 2**14
    # Character n-gram orders read from "^text$" (boundary marks make prefixes and suffixes distinct).
    orders: tuple[int, ...] = (1, 2, 3, 4)
    # Width of the n-gram embeddings.
    embed_dim: int = 48
    # Hidden width of each tower's MLP and of the sequence GRU.
    hidden_dim: int = 128
    # d, width of the shared space where the cosine is taken.
    out_dim: int = 64
    # Longer texts keep their first `max_chars` characters (bounds the cost of a huge token).
    max_chars: int = 64
    # Place-value features of numbers in the input token (digit, place, thousands group).
    digit_features: bool = True
    # Read the input token's n-grams without its spaces ("150lb" ~ "150 lb").
    ignore_spaces: bool = True
    # A second bag over the input token with its numbers replaced by "#" ("34,078,442 ct" -> "# ct"),
    # beside the bag of the whole token, so a long number does not drown its unit or currency.
    affix_features: bool = False
    # Initial scale a of s = sigmoid(a * cos(u, v) + b).
    init_scale: float = 10.0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"DualEncoderConfig.kind must be one of {KINDS}, got {self.kind!r}")
        for name in ("buckets", "embed_dim", "hidden_dim", "out_dim", "max_chars"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"DualEncoderConfig.{name} must be a positive integer, got {value!r}")
        orders = tuple(self.orders)
        if not orders or any(not isinstance(n, int) or n < 1 for n in orders):
            raise ValueError(f"DualEncoderConfig.orders must be positive integers, got {self.orders!r}")
        object.__setattr__(self, "orders", orders)
        if not self.init_scale > 0:
            raise ValueError(f"DualEncoderConfig.init_scale must be positive, got {self.init_scale!r}")

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["orders"] = list(self.orders)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DualEncoderConfig":
        """Build from a dict, ignoring unknown keys."""
        names = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in names}
        if "orders" in kwargs:
            kwargs["orders"] = tuple(kwargs["orders"])
        return cls(**kwargs)
