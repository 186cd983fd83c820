"""Decoding: the model protocol and the batched, constrained beam search."""

from tnfst.decode.beam import Hypothesis, NBest, beam_search, length_normaliser
from tnfst.decode.model import Seq2SeqModel, gather_state

__all__ = ["Hypothesis", "NBest", "Seq2SeqModel", "beam_search", "gather_state", "length_normaliser"]
