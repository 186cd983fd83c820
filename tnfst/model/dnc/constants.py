"""Numerical constants of the DNC's addressing, shared by the torch modules
(`tnfst.model.dnc.addressing`, `scripted`) and the numpy model (`tnfst.model.numpy_dnc`).
Torch-free: the numpy model imports it without torch."""

# Added to norms in the cosine similarity so an all-zero memory row (the initial
# memory) has similarity 0 instead of NaN.
COSINE_EPSILON = 1e-6
# Usage is squashed into [USAGE_EPSILON, 1] before the allocation product so the
# cumulative product of usages never collapses to exactly 0 (DNC paper's code
# does the same); it keeps the allocation gradient finite.
USAGE_EPSILON = 1e-6
# log of the smallest allocation product kept (exp(-60) ~ 1e-26, far above float32's
# denormal range ~1e-38); smaller products are set to 0, a change below float precision.
LOG_PRODUCT_FLOOR = -60.0
