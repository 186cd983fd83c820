"""The neural reader: a sequence-to-sequence DNC (Pramanik & Hussain) over window inputs."""

from tnfst.model.charset import Charset
from tnfst.model.checkpoint import CheckpointError, load_checkpoint, save_checkpoint
from tnfst.model.config import CPU, PAPER, PRESETS, TINY, ModelConfig
from tnfst.model.seq2seq import Batch, DecoderState, Seq2SeqDNC
from tnfst.model.window import make_window

__all__ = [
    "Batch",
    "CPU",
    "Charset",
    "CheckpointError",
    "DecoderState",
    "ModelConfig",
    "PAPER",
    "PRESETS",
    "Seq2SeqDNC",
    "TINY",
    "load_checkpoint",
    "make_window",
    "save_checkpoint",
]
