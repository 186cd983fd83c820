"""Constraints by name: `build_constraints(["measure_money_fst"], vocab=v, grammar=g)`.

A registry maps a name to a factory `factory(*, vocab, **resources) -> Constraint`.
Besides the caller's resources, `build` passes `constraint_names` (the names built
together), so that constraints that would conflict can cooperate
(`measure_money_fst` leaves times to `time_fst`).
Factories take what they need from `resources` by keyword and ignore the rest,
so one call can build constraints with different needs (a grammar for the FST,
a trained dual encoder for `voc_de`/`seq_de`). Factories are named as import
paths and imported on first use, so listing names costs nothing and no grammar
or model is loaded at import time. The registry is immutable: `with_factory`
returns a new one (tests and plug-ins add constraints that way).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType

from tnfst.constraints.base import Constraint
from tnfst.vocab import Vocabulary

Factory = Callable[..., Constraint]

# name -> "module:function", imported on first use. New constraints are added
# here; the beam search does not change.
_BUILTIN: Mapping[str, str] = MappingProxyType({
    "measure_money_fst": "tnfst.constraints.fst_factory:build_measure_money_fst",
    "time_fst": "tnfst.constraints.fst_factory:build_time_fst",
    "class_fst": "tnfst.constraints.fst_factory:build_class_fst",
    "voc_de": "tnfst.constraints.dual_encoder:build_voc_de",
    "seq_de": "tnfst.constraints.dual_encoder:build_seq_de",
    "voc_de_topk": "tnfst.constraints.dual_encoder:build_voc_de_topk",
    "letters": "tnfst.constraints.letters:build_letters",
    "number_fst": "tnfst.constraints.fst_factory:build_number_fst",
    "words": "tnfst.constraints.words:build_words",
    "number_guard": "tnfst.constraints.number_guard:build_number_guard",
})


class ConstraintRegistry:
    """An immutable name -> factory table.

    Args:
        factories: name -> factory, or name -> "module:function" import path.
    """

    def __init__(self, factories: Mapping[str, Factory | str]):
        for name, factory in factories.items():
            if not isinstance(name, str) or not name:
                raise ValueError(f"constraint names must be non-empty strings, got {name!r}")
            if not (callable(factory) or (isinstance(factory, str) and ":" in factory)):
                raise TypeError(f"factory for {name!r} must be callable or 'module:function', got {factory!r}")
        self._factories: Mapping[str, Factory | str] = MappingProxyType(dict(factories))

    @property
    def names(self) -> tuple[str, ...]:
        """Known constraint names, sorted."""
        return tuple(sorted(self._factories))

    def with_factory(self, name: str, factory: Factory | str) -> "ConstraintRegistry":
        """A new registry with `name` added (or replaced)."""
        return ConstraintRegistry({**self._factories, name: factory})

    def factory(self, name: str) -> Factory:
        """The factory of `name`; ValueError listing the known names if there is none."""
        if name not in self._factories:
            known = ", ".join(self.names) or "(none)"
            raise ValueError(f"unknown constraint {name!r}; known constraints: {known}")
        factory = self._factories[name]
        if isinstance(factory, str):
            module, _, attr = factory.partition(":")
            factory = getattr(importlib.import_module(module), attr)
        return factory

    def build(self, names: Iterable[str], *, vocab: Vocabulary, **resources) -> list[Constraint]:
        """One constraint per name, in order; unknown or repeated names raise ValueError."""
        if isinstance(names, str):
            names = [n for n in names.split(",") if n.strip()]
        names = [n.strip() if isinstance(n, str) else n for n in names]
        seen = set()
        for name in names:
            if name in seen:
                raise ValueError(f"constraint {name!r} is listed twice")
            seen.add(name)
            self.factory(name)  # fail on an unknown name before building anything
        resources = {"constraint_names": tuple(names), **resources}  # lets neighbours cooperate
        return [self.factory(name)(vocab=vocab, **resources) for name in names]


DEFAULT_REGISTRY = ConstraintRegistry(_BUILTIN)


def known_constraints() -> tuple[str, ...]:
    """Names `build_constraints` accepts."""
    return DEFAULT_REGISTRY.names


def build_constraints(
    names: Iterable[str], *, vocab: Vocabulary, registry: ConstraintRegistry = DEFAULT_REGISTRY, **resources
) -> list[Constraint]:
    """Build the named constraints for a decoder with output vocabulary `vocab`.

    Args:
        names: constraint names (or one comma-separated string), e.g. ["measure_money_fst"].
        vocab: the decoder's output vocabulary.
        registry: where names are looked up (default: the built-in constraints).
        **resources: what factories need, by keyword; `measure_money_fst` reads
            `grammar` (default: `CoveringGrammar.load(lang)`), `lang` ("en"),
            `fst_reward` (1000.0), `fst_cache_size` and `fst_check_vocab` ("warn");
            `time_fst` reads `time_grammar` (default: `CoveringGrammar.load(lang,
            classes=("TIME",))`, never `grammar`), `lang` and the same `fst_*`; `voc_de`/`seq_de` read
            `voc_de_model`/`seq_de_model`, `voc_de_lambda`/`seq_de_lambda` (see
            `tnfst.constraints.dual_encoder`).
    Raises:
        ValueError: an unknown name (the message lists the known ones) or a repeated one.
    """
    return registry.build(names, vocab=vocab, **resources)
