"""Int8 inference of the DNC on CPU: int8 weights, int8 activations, int32 sums.

`quantize_int8(model)` returns a copy of a model in which every `nn.Linear`
(the interface W_xi, the output W_y, the attention's W_s / U_h / v, the word
projection W_o) becomes an `Int8Linear` and every `nn.LSTMCell` (the
controllers) an `Int8LSTMCell`. Embeddings and the memory operations (content
addressing, allocation, the link matrix) stay float32.

The scheme (symmetric, zero point 0):

    W ~ s_w[n] * Wq[:, n]     one scale per output unit n (per channel), Wq int8
    x ~ s_x[b] * xq[b, :]     one scale per input row b, computed at every call
    y[b, n] = s_x[b] * s_w[n] * sum_k xq[b, k] Wq[k, n] + bias[n]

The sum is an exact int32 matrix product (`torch._int_mm`, VNNI kernels on
x86), and every scale belongs to one row, so a row's result does not depend on
the other rows of the batch: a sentence reads the same alone or in a batch of
512. (torch's own dynamic quantization scales activations per tensor, so its
results change with the batch; it is not used.) On the 2-core AVX-512 machine of
the benchmarks a [128, 416] x [416, 1024] product takes ~0.16 ms in int8 against
~0.84 ms in float32.

Known limitations: CPU only (`Normalizer(device="cuda")` keeps float32);
inference only (no gradients); `torch._int_mm` is a private torch function, so
`int8_available()` checks it once and callers fall back to float32 without it.
"""

from __future__ import annotations

import copy
import logging
import threading

import torch
from torch import nn

from tnfst.model import activations
from tnfst.model.precision import PRECISIONS, check_precision, cpu_flags, cpu_int8_dot  # noqa: F401 (re-exported)

_QMAX = 127.0
_TINY = 1e-12  # scale floor for an all-zero row or weight column


def int8_available() -> bool:
    """True when this torch can multiply int8 matrices exactly on the CPU."""
    try:
        a = torch.tensor([[1, -2], [3, 4]], dtype=torch.int8)
        return torch.equal(torch._int_mm(a, a), torch.tensor([[-5, -10], [15, 10]], dtype=torch.int32))
    except (AttributeError, RuntimeError, TypeError):
        return False


#: int8 must be at least this much faster than float32 on a DNC-sized product to be used by
#: precision="auto" (`int8_pays`).
INT8_MIN_GAIN = 1.2


def int8_pays(rows: int = 16, inner: int = 256, cols: int = 256, repeats: int = 3) -> bool:
    """True when int8 products (`torch._int_mm`) are faster than float32 on this CPU.

    On x86 Linux the CPU's flags decide: int8 dot-product instructions (VNNI, AMX) make it
    several times faster; without them (AVX2 only: an AMD EPYC measured 47 ms against 1 ms
    for [64, 512] x [512, 1024]) it is far slower, and precision="auto" must not use it.
    Elsewhere a [rows, inner] x [inner, cols] product is timed both ways (a few ms) and int8
    must win by `INT8_MIN_GAIN`."""
    import time

    if not int8_available():
        return False
    has_dot = cpu_int8_dot()
    if has_dot is not None:
        return has_dot
    a = torch.randint(-127, 128, (rows, inner), dtype=torch.int8)
    b = torch.randint(-127, 128, (inner, cols), dtype=torch.int8)
    af, bf = a.float(), b.float()

    def best(fn) -> float:
        fn()
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            fn()
            times.append(time.perf_counter() - start)
        return min(times)

    return best(lambda: torch._int_mm(a, b)) * INT8_MIN_GAIN < best(lambda: af @ bf)


def quantize_rows(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(xq int8 [M, K], s_x float32 [M, 1]) with x ~ s_x * xq, one scale per row.

    |x / s_x| <= 127 by construction, so no clamp is needed before the cast."""
    scale = x.abs().amax(dim=1, keepdim=True).clamp_(min=_TINY).div_(_QMAX)  # (not vector_norm(inf): 20x slower at M=128)
    return torch.round(x / scale).to(torch.int8), scale


class Int8Linear(nn.Module):
    """y = x W^T + b with int8 W (per output unit) and int8 x (per row); x: [..., K] -> [..., N].

    Built from a float `nn.Linear` with `Int8Linear.from_float(linear)`.
    """

    def __init__(self, weight_q: torch.Tensor, weight_scale: torch.Tensor, bias: torch.Tensor | None):
        super().__init__()
        self.in_features, self.out_features = weight_q.shape
        self.register_buffer("weight_q", weight_q.contiguous())  # Wq, int8 [K, N]
        self.register_buffer("weight_scale", weight_scale.float())  # s_w, [N]
        self.register_buffer("bias", None if bias is None else bias.detach().float().clone())

    @classmethod
    def from_float(cls, linear: nn.Linear) -> "Int8Linear":
        weight_q, scale = quantize_rows(linear.weight.detach().float())  # a row of W per output unit: [N, K], [N, 1]
        return cls(weight_q.t(), scale.squeeze(1), linear.bias)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        rows = x.reshape(-1, self.in_features).float()
        if rows.shape[0] == 0:
            return x.new_zeros(*lead, self.out_features)
        xq, scale = quantize_rows(rows)
        y = torch._int_mm(xq, self.weight_q).float().mul_(scale)  # [M, N] * s_x
        y = torch.addcmul(self.bias, y, self.weight_scale) if self.bias is not None else y.mul_(self.weight_scale)
        return y.reshape(*lead, self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, int8"


class Int8LSTMCell(nn.Module):
    """`nn.LSTMCell` with one int8 product and one sigmoid for the four gates.

    gates = [W_ih W_hh] [x; h] + b_ih + b_hh (order i, f, g, o), with the g rows
    doubled so that one sigmoid gives every gate: tanh(g) = 2 sigmoid(2g) - 1
    (doubling is exact: the int8 weights stay, their scales double). x and h are
    quantized together, one scale per row of [x; h]. Call as the float cell:
    `cell(x, (h, c)) -> (h', c')`.
    """

    def __init__(self, gates: Int8Linear, input_size: int, hidden_size: int):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.gates = gates  # [x; h] -> 4H: i, f, 2g, o

    @classmethod
    def from_float(cls, cell: nn.LSTMCell) -> "Int8LSTMCell":
        hidden = cell.hidden_size
        both = nn.Linear(cell.input_size + hidden, 4 * hidden, bias=cell.bias)
        double_g = torch.ones(4 * hidden, 1)
        double_g[2 * hidden:3 * hidden] = 2.0
        with torch.no_grad():
            both.weight.copy_(torch.cat([cell.weight_ih, cell.weight_hh], dim=1) * double_g)
            if cell.bias:
                both.bias.copy_((cell.bias_ih + cell.bias_hh) * double_g.squeeze(1))
        return cls(Int8Linear.from_float(both), cell.input_size, hidden)

    def forward(self, x: torch.Tensor, hx: tuple[torch.Tensor, torch.Tensor] | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        if hx is None:
            zeros = x.new_zeros(x.shape[0], self.hidden_size)
            hx = (zeros, zeros)
        h, c = hx
        i, f, g, o = torch.sigmoid(self.gates(torch.cat([x, h], dim=1))).chunk(4, dim=1)  # g: sigmoid(2 g)
        c_next = torch.addcmul(f * c, i, g, value=2.0) - i  # f c + i (2 sigmoid(2g) - 1)
        return o * activations.tanh(c_next), c_next


def quantize_int8(model: nn.Module) -> nn.Module:
    """An int8 copy of `model` (its Linear and LSTMCell layers), in eval mode; `model` is unchanged.

    Raises RuntimeError when this torch has no exact int8 matrix product (see `int8_available`).
    """
    if not int8_available():
        raise RuntimeError("this torch build has no int8 matrix product on the CPU (torch._int_mm)")
    quantized = copy.deepcopy(model).eval()
    _replace(quantized)
    return quantized.eval()


class DeferredInt8:
    """`quantize_int8(model)`, made on first use: stands in for the int8 copy (every attribute
    is the copy's), so a process that never decodes a large chunk never pays the ~0.5 s CPU the
    copy costs at load (`tnfst.api.Normalizer` with precision="auto").

    Args:
        model: the float model to copy (kept unchanged).
        check_speed: keep the float model where int8 is slower on this CPU (`int8_pays`).
    """

    def __init__(self, model: nn.Module, check_speed: bool = True):
        if not int8_available():
            raise RuntimeError("this torch build has no int8 matrix product on the CPU (torch._int_mm)")
        self.check_speed = check_speed
        self._source = model
        self._quantized: nn.Module | None = None
        self._lock = threading.Lock()

    @property
    def built(self) -> bool:
        """True once the int8 copy exists."""
        return self._quantized is not None

    def quantized(self) -> nn.Module:
        """The int8 copy (made now if it is not yet), or the float model itself where int8
        products are slower than float32 on this CPU (`int8_pays`, checked once)."""
        if self._quantized is None:
            with self._lock:
                if self._quantized is None:
                    if self.check_speed and not int8_pays():
                        logging.getLogger(__name__).info(
                            "int8 products are slower than float32 on this CPU (no VNNI/AMX): large chunks "
                            "run the DNC in float32")
                        self._quantized = self._source
                    else:
                        self._quantized = quantize_int8(self._source)
        return self._quantized

    def __getattr__(self, name: str):
        if name.startswith("_"):  # never reached for the attributes set in __init__
            raise AttributeError(name)
        return getattr(self.quantized(), name)


def _replace(module: nn.Module) -> None:
    for name, child in module.named_children():
        if isinstance(child, nn.LSTMCell):
            setattr(module, name, Int8LSTMCell.from_float(child))
        elif isinstance(child, nn.Linear):
            setattr(module, name, Int8Linear.from_float(child))
        else:
            _replace(child)
