"""The neural reader: a sequence-to-sequence DNC (Pramanik & Hussain) over window inputs.

    from tnfst.model import load_checkpoint, make_window
    model = load_checkpoint("tnfst/resources/en/dnc.pt")        # eval mode, CPU
    window = make_window(["It", "weighs", "150lb", "."], 2)     # 'It weighs <norm> 150lb </norm> .'
    model.greedy([window])                                      # ['one hundred fifty pounds']

With constraints, `tnfst.decode.beam.beam_search(model, model.make_batch(windows), tokens, constraints)`
drives `model.encode` / `model.step` (see `seq2seq`). Sub-modules: `dnc` (the DNC
of Graves et al. 2016, one module per mechanism), `seq2seq` (encoder, attention,
decoder), `config` (sizes and presets), `charset` and `window` (the input),
`checkpoint` (one file per model), `quantize` (int8 inference on CPU: per-row activation
scales and exact int32 sums, so results do not depend on the batch) and `activations`
(tanh through sigmoid, faster on CPU). Training: `training/train_dnc.py`.

Known limitations: recurrent steps run in Python loops (about a millisecond per
step on CPU); one write head.
"""

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
