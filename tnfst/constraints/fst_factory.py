"""Registry factory of `measure_money_fst` (kept apart so the registry imports nothing heavy)."""

from __future__ import annotations

from tnfst.constraints.fst import DEFAULT_CACHE_SIZE, DEFAULT_REWARD, FstConfig, MeasureMoneyFst
from tnfst.vocab import Vocabulary


def build_measure_money_fst(
    *,
    vocab: Vocabulary,
    grammar=None,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    **_other_resources,
) -> MeasureMoneyFst:
    """`MeasureMoneyFst` over `grammar`, or over the covering grammar of `lang` (loaded lazily)."""
    if grammar is None:
        from tnfst.grammar import CoveringGrammar  # the grammar compiles on first use, never at import

        grammar = CoveringGrammar.load(lang=lang)
    return MeasureMoneyFst(vocab, grammar, FstConfig(reward=fst_reward, cache_size=fst_cache_size))
