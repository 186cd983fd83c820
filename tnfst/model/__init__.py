"""The neural reader: a sequence-to-sequence DNC (Pramanik & Hussain) over window inputs.

    from tnfst.model import load_checkpoint, make_window
    model = load_checkpoint("tnfst/resources/en/dnc.pt")        # eval mode, CPU
    window = make_window(["It", "weighs", "150lb", "."], 2)     # 'It weighs <norm> 150lb </norm> .'
    model.greedy([window])                                      # ['one hundred fifty pounds']

With constraints, `tnfst.decode.beam.beam_search(model, model.make_batch(windows), tokens, constraints)`
drives `model.encode` / `model.step` (see `seq2seq`). Sub-modules: `dnc` (the DNC
of Graves et al. 2016, one module per mechanism), `seq2seq` (encoder, attention,
decoder), `config` (sizes and presets), `charset` and `window` (the input),
`checkpoint` (one file per model), `numpy_dnc` and `torch_file` (inference without torch), `quantize` (int8 inference on CPU: per-row activation
scales and exact int32 sums, so results do not depend on the batch) and `activations`
(tanh through sigmoid, faster on CPU). Training: `training/train_dnc.py`.

Known limitations: recurrent steps run in Python loops (about a millisecond per
step on CPU); one write head.
"""

from importlib import import_module

# Names and the sub-module that defines each: imported on first use (PEP 562), so that
# `tnfst.model.numpy_dnc` and the other torch-free modules load without importing torch.
_EXPORTS = {
    "Batch": "seq2seq", "CPU": "config", "Charset": "charset", "CheckpointError": "checkpoint_format",
    "DecoderState": "seq2seq", "ModelConfig": "config", "PAPER": "config", "PRESETS": "config",
    "Seq2SeqDNC": "seq2seq", "TINY": "config", "load_checkpoint": "checkpoint", "make_window": "window",
    "save_checkpoint": "checkpoint", "NumpySeq2Seq": "numpy_dnc",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f"tnfst.model.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'tnfst.model' has no attribute {name!r}")
