"""Registry factories of the grammar constraints (kept apart so the registry imports nothing heavy).

`measure_money_fst` reads the resource `grammar` (MEASURE and MONEY); `time_fst`
reads `time_grammar` (TIME) and deliberately ignores `grammar`, so that a caller
who passes the MEASURE/MONEY grammar for one gets the right grammar for both.

Built together (`constraint_names`, which the registry passes, holds both),
`measure_money_fst` defers to the TIME grammar: a token that reads as a time
("8 pm", "10.30pm", also MEASUREs in picometers) is left to `time_fst`, since
two constraints that disagree on every word would leave the decoder nothing.
A `grammar` that already selects TIME needs no deferring (it reads such tokens
as times itself).

`class_fst` is the union constraint: one `MeasureMoneyFst` over the covering
grammar of every class of the language (`CoveringGrammar.load(lang,
classes="all")`): a token that several class grammars match (`2012`: a cardinal,
a year, digits) may be read as any of their readings, and completing one earns
the reward. It reads the resource `class_grammar` (never `grammar`).
"""

from __future__ import annotations

from tnfst.constraints.fst import (
    CLASS_NAME,
    DEFAULT_CACHE_SIZE,
    DEFAULT_REWARD,
    NAME,
    TIME_NAME,
    FstConfig,
    MeasureMoneyFst,
)
from tnfst.vocab import Vocabulary


def _config(fst_reward: float, fst_cache_size: int, fst_check_vocab: str | bool) -> FstConfig:
    return FstConfig(reward=fst_reward, cache_size=fst_cache_size, check_vocab=fst_check_vocab)


def build_measure_money_fst(
    *,
    vocab: Vocabulary,
    grammar=None,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    fst_check_vocab: str | bool = "warn",
    constraint_names: tuple[str, ...] = (),
    time_grammar=None,
    **_other_resources,
) -> MeasureMoneyFst:
    """`MeasureMoneyFst` over `grammar`, or over the MEASURE/MONEY covering grammar of `lang` (loaded lazily).

    With `time_fst` among `constraint_names`, tokens of `time_grammar` (default: the
    TIME grammar of `lang`) are left to it, unless `grammar` selects TIME itself."""
    from tnfst.grammar import CoveringGrammar  # the grammar compiles on first use, never at import

    if grammar is None:
        grammar = CoveringGrammar.load(lang=lang)
    defer_to = None
    if TIME_NAME in constraint_names and "TIME" not in getattr(grammar, "classes", ()):
        defer_to = time_grammar if time_grammar is not None else CoveringGrammar.load(lang=lang, classes=("TIME",))
    return MeasureMoneyFst(vocab, grammar, _config(fst_reward, fst_cache_size, fst_check_vocab), name=NAME,
                           defer_to=defer_to)


def build_time_fst(
    *,
    vocab: Vocabulary,
    time_grammar=None,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    fst_check_vocab: str | bool = "warn",
    **_other_resources,
) -> MeasureMoneyFst:
    """`time_fst`: `MeasureMoneyFst` over `time_grammar`, or over the TIME covering grammar of `lang`."""
    if time_grammar is None:
        from tnfst.grammar import CoveringGrammar

        time_grammar = CoveringGrammar.load(lang=lang, classes=("TIME",))
    return MeasureMoneyFst(vocab, time_grammar, _config(fst_reward, fst_cache_size, fst_check_vocab), name=TIME_NAME)


def build_number_fst(
    *,
    vocab: Vocabulary,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    fst_check_vocab: str | bool = "warn",
    **_other_resources,
) -> MeasureMoneyFst:
    """`number_fst`: `MeasureMoneyFst` over the bare-number readings of `tnfst.constraints.number`."""
    from tnfst.constraints.number import NumberGrammar, NumberReader  # number FSTs compile on first use

    grammar = NumberGrammar(NumberReader(lang))
    return MeasureMoneyFst(vocab, grammar, _config(fst_reward, fst_cache_size, fst_check_vocab), name="number_fst")


def build_class_fst(
    *,
    vocab: Vocabulary,
    class_grammar=None,
    lang: str = "en",
    fst_reward: float = DEFAULT_REWARD,
    fst_cache_size: int = DEFAULT_CACHE_SIZE,
    fst_check_vocab: str | bool = "quiet",
    **_other_resources,
) -> MeasureMoneyFst:
    """`class_fst`: `MeasureMoneyFst` over `class_grammar`, or over the covering grammar of every
    class of `lang` (loaded lazily). Its vocabulary policy defaults to "quiet": the class grammars
    license words the shipped decoder lacks on purpose (weekday names, URL symbols); a token none
    of whose readings the decoder can write is read by `MeasureMoneyFst.forced_words`."""
    if class_grammar is None:
        from tnfst.grammar import CoveringGrammar

        class_grammar = CoveringGrammar.load(lang=lang, classes="all")
    return MeasureMoneyFst(vocab, class_grammar, _config(fst_reward, fst_cache_size, fst_check_vocab),
                           name=CLASS_NAME)
