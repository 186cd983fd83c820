"""Export vocabulary dual encoders from `.pt` (torch) to `.npz` (numpy, read without torch).

    python -m tnfst.dual_encoder.export                      # the shipped voc_de.pt, voc_de_topk.pt (en)
    python -m tnfst.dual_encoder.export a.pt [b.pt ...]      # writes a.npz beside a.pt, ...
    python -m tnfst.dual_encoder.export a.pt --out x.npz

The `.npz` keeps the weights in the dtype the `.pt` stores (float16 for the shipped
models, so the size stays the same) and records the `.pt`'s SHA-256, so a `.npz`
left behind by a retrained `.pt` is noticed (`tnfst.constraints.dual_encoder` then
reads the `.pt`). Each export is checked: the numpy model read back from the `.npz`
scores a few tokens against a few words as the torch model does (within `--atol`).
Run it after `training/train_dual_encoder.py --kind vocab` writes a new model.
Needs torch (an offline step); reading the `.npz` does not.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from tnfst.dual_encoder import default_model_path
from tnfst.dual_encoder.checkpoint import (DualEncoderError, file_sha256, load_dual_encoder, load_numpy_dual_encoder,
                                           read_dual_encoder_file, save_numpy_dual_encoder)
from tnfst.dual_encoder.config import DualEncoderConfig

CHECK_TOKENS = ("3kg", "$5", "£900 million", "12,345,678 kg", "2 mA", "1/2", "Hello", "", "x" * 100)
CHECK_WORDS = ("three", "kilograms", "dollars", "pounds", "million", "milliamperes", "half", "hello", "<unk>")


def export_dual_encoder(pt_path: str | Path, npz_path: str | Path | None = None, *, atol: float = 1e-5) -> Path:
    """Write the `.npz` form of the vocabulary dual encoder at `pt_path` (default: beside it); return its path.

    Raises:
        DualEncoderError: `pt_path` is unreadable, holds a sequence dual encoder, or the
            exported model disagrees with the torch model by more than `atol`.
    """
    pt_path = Path(pt_path)
    npz_path = pt_path.with_suffix(".npz") if npz_path is None else Path(npz_path)
    data = read_dual_encoder_file(pt_path)
    try:
        config = DualEncoderConfig.from_dict(data["config"])
        state = {k: v.detach().cpu().numpy().copy() for k, v in data["state_dict"].items()}
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise DualEncoderError(f"{pt_path}: broken dual-encoder file ({exc})") from exc
    if config.kind != "vocab":
        raise DualEncoderError(f"{pt_path}: holds a {config.kind!r} dual encoder; only 'vocab' models have a "
                               f"numpy form")
    save_numpy_dual_encoder(npz_path, config, state, meta=data.get("meta", {}), source_sha256=file_sha256(pt_path))
    diff = max_score_difference(pt_path, npz_path)
    if not diff <= atol:
        npz_path.unlink()
        raise DualEncoderError(f"{npz_path}: numpy scores differ from torch's by {diff:.3g} > {atol} (removed)")
    return npz_path


def max_score_difference(pt_path: str | Path, npz_path: str | Path, tokens: Sequence[str] = CHECK_TOKENS,
                         words: Sequence[str] = CHECK_WORDS) -> float:
    """max |s_torch - s_numpy| over `tokens` x `words` (the torch model from `pt_path`, numpy from `npz_path`)."""
    torch_model = load_dual_encoder(pt_path, kind="vocab")
    numpy_model = load_numpy_dual_encoder(npz_path)
    for name, value in numpy_model.state_dict().items():  # the same float32 weights
        if not np.array_equal(value, torch_model.state_dict()[name].float().numpy()):
            return float("inf")
    s_torch = torch_model.score_words(list(tokens), list(words)).numpy()
    s_numpy = numpy_model.score_words(list(tokens), list(words))
    return float(np.abs(s_torch - s_numpy).max())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tnfst.dual_encoder.export", description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", type=Path,
                        help="vocabulary dual-encoder .pt files (default: the shipped voc_de.pt and voc_de_topk.pt)")
    parser.add_argument("--lang", default="en", help="language of the shipped models (default: en)")
    parser.add_argument("--out", type=Path, help="the .npz to write (one model only; default: beside the .pt)")
    parser.add_argument("--atol", type=float, default=1e-5, help="largest score difference accepted (default 1e-5)")
    args = parser.parse_args(argv)
    models = args.models or [default_model_path("vocab", args.lang), default_model_path("vocab", args.lang, "topk")]
    if args.out is not None and len(models) != 1:
        parser.error("--out takes one model")
    for pt_path in models:
        try:
            out = export_dual_encoder(pt_path, args.out, atol=args.atol)
        except DualEncoderError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        diff = max_score_difference(pt_path, out)
        print(f"{pt_path} -> {out} ({out.stat().st_size / 1e6:.2f} MB; max |s_torch - s_numpy| = {diff:.2g})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
