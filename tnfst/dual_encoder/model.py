"""The dual encoder of Zhang et al. (2019): s = DE(x, y) in [0, 1].

Two towers map the written input token x and the output y into one space of
width d (`out_dim`); the similarity is

    s = sigmoid(a * cos(u, v) + b),   u = f(x) [d],  v = g(y) [d],

with a > 0 (`log_scale` = log a) and b learned. Both towers read hashed
character n-grams (`NgramHasher`), so any output vocabulary can be scored:
a word the model never saw is encoded from its characters.

- `kind="vocab"` (`voc_de`): y is one word, v = g(word).
- `kind="sequence"` (`seq_de`): y is a word sequence y_1..y_n read by a GRU
  over the word vectors g(y_i): h_0 learned, h_i = GRU(g(y_i), h_{i-1}),
  v = W h_n. The prefix state h_i is what the constraint caches per decoding
  hypothesis, so scoring a one-word extension costs one GRU cell step.

This is the training form (torch). At inference the vocabulary kind runs on numpy
(`numpy_model.NumpyDualEncoder`, the same weights read from the `.npz` written by
`python -m tnfst.dual_encoder.export`), so `voc_de` needs no torch.

Known limitations: the input tower sees the token only, not its window (the
constraint protocol gives `start` the token alone); hash collisions share
embedding rows between unrelated n-grams (2**14 buckets by default).
"""

from __future__ import annotations

from collections.abc import Sequence

import torch
from torch import nn
from torch.nn import functional as F

from tnfst.dual_encoder.config import DualEncoderConfig
from tnfst.dual_encoder.ngrams import NgramHasher, affix_text


class TextTower(nn.Module):
    """Hashed char n-grams of a text -> vector [d]: EmbeddingBag(sum) -> LayerNorm -> MLP.

    With `affix`, a second bag (same table) sums the n-grams of the text with its
    numbers replaced by "#" (`affix_text`), concatenated to the first one.
    """

    def __init__(self, config: DualEncoderConfig, digits: bool = False, ignore_spaces: bool = False,
                 affix: bool = False):
        super().__init__()
        self.hasher = NgramHasher(config.buckets, config.orders, config.max_chars, digits, ignore_spaces)
        self.affix = affix
        width = config.embed_dim * (2 if affix else 1)
        self.embedding = nn.EmbeddingBag(config.buckets, config.embed_dim, mode="sum")
        self.norm = nn.LayerNorm(width)
        self.mlp = nn.Sequential(
            nn.Linear(width, config.hidden_dim),
            nn.GELU(),
            nn.Linear(config.hidden_dim, config.out_dim),
        )
        nn.init.normal_(self.embedding.weight, std=0.1)

    def forward(self, texts: Sequence[str]) -> torch.Tensor:
        """Tensor[B, d] for B texts (not normalised)."""
        ids, offsets = self.hasher.batch(texts)
        device = self.embedding.weight.device
        bags = self.embedding(ids.to(device), offsets.to(device))  # [B, e]
        if self.affix:
            ids, offsets = self.hasher.batch([affix_text(t) for t in texts])
            bags = torch.cat([bags, self.embedding(ids.to(device), offsets.to(device))], dim=-1)  # [B, 2e]
        return self.mlp(self.norm(bags))  # [B, d]


class DualEncoder(nn.Module):
    """DE(input token, output word | word sequence) -> s in [0, 1].

    Args:
        config: sizes, n-gram orders and `kind` ("vocab" or "sequence").
    """

    def __init__(self, config: DualEncoderConfig = DualEncoderConfig()):
        super().__init__()
        self.config = config
        self.input_tower = TextTower(config, digits=config.digit_features, ignore_spaces=config.ignore_spaces,
                                     affix=config.affix_features)  # f(x)
        self.word_tower = TextTower(config)  # g(word)
        self.log_scale = nn.Parameter(torch.tensor(float(config.init_scale)).log())  # log a
        self.bias = nn.Parameter(torch.zeros(()))  # b
        if config.kind == "sequence":
            self.h0 = nn.Parameter(torch.zeros(config.hidden_dim))  # h_0
            self.gru = nn.GRUCell(config.out_dim, config.hidden_dim)
            self.seq_out = nn.Linear(config.hidden_dim, config.out_dim)  # W

    @property
    def kind(self) -> str:
        return self.config.kind

    def num_parameters(self) -> int:
        return sum(p.numel() for p in self.parameters())

    # ----- towers ----------------------------------------------------------------

    def encode_inputs(self, tokens: Sequence[str]) -> torch.Tensor:
        """u = f(x) / |f(x)|: Tensor[B, d] for B written tokens."""
        return F.normalize(self.input_tower(tokens), dim=-1)

    def encode_words(self, words: Sequence[str]) -> torch.Tensor:
        """g(word): Tensor[W, d], not normalised (the GRU's input; normalise for `voc_de`)."""
        return self.word_tower(words)

    def word_vectors(self, words: Sequence[str]) -> torch.Tensor:
        """v = g(word) / |g(word)|: Tensor[W, d] (the `voc_de` output side)."""
        return F.normalize(self.word_tower(words), dim=-1)

    def _need_sequence(self) -> None:
        if self.config.kind != "sequence":
            raise ValueError("this dual encoder scores single words (kind='vocab'), not word sequences")

    def start_hidden(self, n: int) -> torch.Tensor:
        """h_0 for n sequences: Tensor[n, H]."""
        self._need_sequence()
        return self.h0.unsqueeze(0).expand(n, -1)

    def step_hidden(self, hidden: torch.Tensor, word_inputs: torch.Tensor) -> torch.Tensor:
        """h_i = GRU(g(y_i), h_{i-1}): hidden [n, H], word_inputs [n, d] -> [n, H]."""
        self._need_sequence()
        return self.gru(word_inputs, hidden)

    def sequence_vectors(self, hidden: torch.Tensor) -> torch.Tensor:
        """v = W h_n / |W h_n|: Tensor[n, d]."""
        self._need_sequence()
        return F.normalize(self.seq_out(hidden), dim=-1)

    def encode_sequences(self, sequences: Sequence[Sequence[str]]) -> torch.Tensor:
        """v for B word sequences (each a list of words, possibly empty): Tensor[B, d]."""
        self._need_sequence()
        if isinstance(sequences, str):
            raise TypeError("expected a sequence of word sequences, not a string")
        sequences = [list(s.split()) if isinstance(s, str) else list(s) for s in sequences]
        unique = sorted({w for s in sequences for w in s})
        index = {w: i for i, w in enumerate(unique)}
        device = self.h0.device
        table = self.encode_words(unique) if unique else torch.zeros(0, self.config.out_dim, device=device)
        hidden = self.start_hidden(len(sequences))
        longest = max((len(s) for s in sequences), default=0)
        for t in range(longest):
            live = torch.tensor([len(s) > t for s in sequences], device=device)
            ids = torch.tensor([index[s[t]] if len(s) > t else 0 for s in sequences], device=device)
            stepped = self.step_hidden(hidden, table[ids])
            hidden = torch.where(live.unsqueeze(1), stepped, hidden)
        return self.sequence_vectors(hidden)

    # ----- similarity ------------------------------------------------------------

    def logits(self, u: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        """a * cos(u, v) + b for matching rows of unit vectors u, v [B, d] -> [B]."""
        return self.log_scale.exp() * (u * v).sum(-1) + self.bias

    def logits_matrix(self, u: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        """a * cos + b for every pair: u [B, d], v [W, d] -> [B, W] (one matrix product)."""
        return self.log_scale.exp() * (u @ v.T) + self.bias

    def similarity(self, u: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        """s = sigmoid(a * cos(u, v) + b) for matching rows: [B]."""
        return torch.sigmoid(self.logits(u, v))

    def similarity_matrix(self, u: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        """s for every (input, output) pair: [B, W]."""
        return torch.sigmoid(self.logits_matrix(u, v))

    @torch.no_grad()
    def score_words(self, tokens: Sequence[str], words: Sequence[str]) -> torch.Tensor:
        """s = DE(token, word) for every pair: Tensor[B, W] (convenience, eval mode)."""
        return self.similarity_matrix(self.encode_inputs(tokens), self.word_vectors(words))

    @torch.no_grad()
    def score_sequences(self, tokens: Sequence[str], readings: Sequence[Sequence[str] | str]) -> torch.Tensor:
        """s = DE(token_i, reading_i) for matching pairs: Tensor[B]."""
        if len(tokens) != len(readings):
            raise ValueError(f"{len(tokens)} tokens but {len(readings)} readings")
        return self.similarity(self.encode_inputs(tokens), self.encode_sequences(readings))
