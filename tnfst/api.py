"""The user-facing API: ``normalize``, ``Normalizer`` and per-token ``TokenReading`` records.

The pipeline (DESIGN.md)::

    sentence -> tokenize -> gate -> ToBeNormalized tokens in their windows
             -> DNC beam search, constrained -> readings -> detokenize

A ``Normalizer`` loads its parts (gate, DNC, grammar, constraints) once, on first
use, and is safe to call from several threads: loading is guarded by a lock and
inference runs under another (torch modules and constraint caches are shared).

Safety promises: one output for every input, never an exception for odd text.
A token whose reading comes back empty or with an unknown word is left as written
(``fallback`` in its record), so no token is ever silently dropped.

Known limitations: a sentence is read token by token (the gate and the DNC see
three neighbours on each side); the output keeps the input's spacing and
punctuation exactly, which is what TTS front ends want, but means a Google-style
``sil`` only appears with ``google=True``.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from tnfst import special
from tnfst.accounted import letters_said
from tnfst.sentence_periods import keeps_sentence_period, split_period_ends_sentence
from tnfst.unit_prefixes import joined_prefixes
from tnfst.unspoken import drop_unspoken

log = logging.getLogger(__name__)

# Chosen on validation_10000 (never the test set). voc_de_topk: ALL 9,177 -> 9,182 of 9,235 tokens
# (voc_de 9,179, seq_de 9,178). class_fst (the union of every class grammar) replaces
# measure_money_fst, time_fst and number_fst (it licenses every reading number_fst did);
# words: 9,184 -> 9,200; number_guard: no change there, but no number that is not in the
# token where no class grammar matches (B-52s, 3G, A4).
#: How an emoji is written out (`Normalizer(emoji=...)`): as written, or by its CLDR short name.
EMOJI_STYLES = ("keep", "name")
#: Output styles of a token read as its letters (`Normalizer(acronyms=...)`).
ACRONYM_STYLES = ("spell", "keep")
DEFAULT_CONSTRAINTS: tuple[str, ...] = ("class_fst", "number_guard", "words", "letters", "voc_de_topk")
DEFAULT_BEAM = 1  # chosen on validation_10000: as accurate as 3 or 5 with the constraints, ~1.6x faster
DEFAULT_PRECISION = "auto"  # int8 for large chunks, float32 for small ones (see Normalizer's docstring)
# precision="auto": chunks of at least this many tokens run on the int8 DNC. Int8 costs a dozen
# extra small ops per layer, which outweigh its faster products below a few rows.
AUTO_INT8_MIN_TOKENS = 8
#: How the DNC runs (`Normalizer(backend=...)`).
BACKENDS = ("auto", "numpy", "torch")
#: Whether the read-or-spell model decides confident keep-or-spell choices (`Normalizer(read_or_spell=...)`).
DEFAULT_READ_OR_SPELL = True
DEFAULT_MAX_LEN = 40  # words; the longest training reading is well below this
RESOURCES = Path(__file__).resolve().parent / "resources"


class ModelFileError(RuntimeError):
    """A shipped or user-given model file is missing or corrupt (the message names it)."""


@dataclass(frozen=True)
class TokenReading:
    """How one written token was read (``Normalizer.explain``).

    Attributes:
        token: the written token.
        start, end: its character span in the input sentence.
        cls: the gate's class guess ("ToBeNormalized"/"RemainSelf", or a semiotic class).
        gate_score: P(ToBeNormalized) from the gate.
        reading: what is said ("" never: a token left alone reads as itself).
        normalized: True when the neural reader produced the reading.
        constraints: constraints that applied to this token (their start() matched).
        nbest: (reading, score) of the beam's best hypotheses, best first.
        fallback: why the token was left as written although the gate sent it, if it was.
        google_reading: the reading in the Google data's style where it differs from
            `reading` (URLs: "w_letter _letter w_letter ..." where `reading` says "w w ...");
            "" when they are the same (see `google_form`).
    """

    token: str
    start: int
    end: int
    cls: str
    gate_score: float
    reading: str
    normalized: bool = False
    constraints: tuple[str, ...] = ()
    nbest: tuple[tuple[str, float], ...] = ()
    fallback: str | None = None
    google_reading: str = ""

    @property
    def google_form(self) -> str:
        """The reading in the Google data's style (what `tnfst evaluate` scores)."""
        return self.google_reading or self.reading

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["nbest"] = [list(x) for x in self.nbest]
        out["constraints"] = list(self.constraints)
        return out


@dataclass
class _Parts:
    gate: Any
    model: Any
    constraints: list = field(default_factory=list)
    constraint_names: tuple[str, ...] = ()
    batch_model: Any = None  # precision="auto": the int8 model used for chunks of AUTO_INT8_MIN_TOKENS or more
    context: Any = None  # tnfst.context.ContextReadings, or None (context_readings=False)
    spelling: Any = None  # tnfst.gate.read_or_spell.ReadOrSpell, or None (read_or_spell=False)
    symbols: dict = field(default_factory=dict)  # tnfst.accounted.symbol_names: "§" -> ("section",)
    chat: dict = field(default_factory=dict)  # tnfst.chat.chat_spellings: "w/" -> "with"

    def model_for(self, rows: int) -> Any:
        """The DNC that decodes a chunk of `rows` tokens."""
        if self.batch_model is not None and rows >= AUTO_INT8_MIN_TOKENS:
            quantized = getattr(self.batch_model, "quantized", None)  # made on first use
            return quantized() if callable(quantized) else self.batch_model
        return self.model


class Normalizer:
    """Reads sentences aloud: the gate picks tokens, the constrained DNC reads them.

    Args:
        lang: language of the shipped models ("en").
        constraints: constraint names from the registry (``tnfst.constraints``);
            None means ``DEFAULT_CONSTRAINTS``, () none at all.
        beam: beam width of the decoder.
        device: torch device of the DNC ("cpu", "cuda").
        model_path, gate_path: use these files instead of the shipped ones.
        max_len: longest reading in words.
        batch_tokens: tokens decoded together (memory vs. speed).
        zero_reads: run the DNC with its read vectors zeroed (Pramanik & Hussain's ablation).
        gate_threshold: send a token to the DNC when P(ToBeNormalized) >= this (default:
            the threshold shipped with the gate, chosen on validation data).
        threads: the threads of the DNC's matrix products. The numpy DNC (the default backend)
            runs numpy's BLAS on this many threads while it decodes, and only then
            (`tnfst.blas_threads`: the process's own setting outside); None means 1, which
            decodes fastest (its products are small: a thread pool costs 3x the CPU time on a
            busy 2-core machine). The torch backend: ``torch.set_num_threads`` at load, a
            process-wide setting, only where given.
        precision: how the DNC runs on CPU. "int8": LSTM and linear layers on int8 weights
            and activations (`tnfst.model.quantize`: per-row scales, exact int32 sums, so a
            sentence reads the same alone or in a batch); "fp32": float32 throughout; "auto"
            (default): int8 for chunks of `AUTO_INT8_MIN_TOKENS` or more tokens (files,
            `normalize_batch`), float32 below, where int8's extra small ops cost more than its
            products save (single sentences). The two disagree on about 1 token in 20,000,
            so under "auto" a rare token may read differently alone and in a large batch; choose
            "int8" or "fp32" when that matters. A non-CPU device always runs float32. These
            are the torch backend's; the numpy backend runs float32 for "auto" and "fp32"
            (faster than torch's int8 even on a CPU with VNNI), and "int8" selects torch.
        forced_readings: skip the DNC for a token whose constraints admit one reading
            (``1,234`` under ``number_fst``: `tnfst.constraints.base.forced_reading`); its
            record's n-best is that one reading with score 0. False always runs the model.
        context_readings: let a token's neighbours decide readings the grammars license
            (`tnfst.context`: "Dr. Smith" -> "doctor", "Henry VIII" -> "henry the eighth",
            "No. 5" -> "number", the pronoun "I" kept). False leaves every choice to the model.
        acronyms: how a token read as its letters is written out. "spell" (default, the Google
            data's style): "BBC" -> "b b c"; "keep": the token as written ("BBC"), for a speech
            engine that says acronyms itself (NeMo's style). Only the output differs.
        emoji: how an emoji sequence is written out. "keep" (default): as written ("5😀" ->
            "five😀"), for the speech engine to voice or skip; "name": its CLDR short name
            ("grinning face", "thumbs up medium skin tone", "flag United States"; `tnfst.emoji.emoji_name`,
            from the `emoji` package: pip install 'tnfst[emoji]'); one without a name stays as written.
        attributive_singular: say the unit of an amount that describes the noun after it in the
            singular, as a hyphenated compound would ("a $500 deposit" -> "a five hundred dollar
            deposit"; `tnfst.attributive`). Off by default (the Google data's style, which keeps
            the plural: "five hundred dollars"); the ratings of hardware ("two 9V batteries", "a 5 gal
            bucket", "the 12\" miter saw", `tnfst.rated_goods`) say the singular either way.
        read_or_spell: let the read-or-spell model (`tnfst.gate.read_or_spell`) decide whether an
            alphabetic token that the `words` grammar licenses both ways is kept as written or
            spelled ("RENAMO" kept, "AVN" -> "a v n"), where it is confident; elsewhere the DNC
            chooses. A lowercase possessive ("boys'") is never spelled. Needs `words`.
        backend: what runs the DNC. "numpy" (`tnfst.model.numpy_dnc`): float32 on the CPU
            without importing torch (about 2 s and 150 MB less at start-up); "torch": the
            torch model (TorchScript at 1-3 rows, int8, GPUs, the zero_reads ablation);
            "auto" (default): numpy unless device, zero_reads or precision="int8" need torch.
            The two agree to float32 rounding: a near-tie between two words may rarely be
            decided differently (`benchmarks/numpy_agreement.py`).
    """

    def __init__(
        self,
        lang: str = "en",
        constraints: Sequence[str] | None = None,
        beam: int | None = None,
        device: str = "cpu",
        model_path: str | Path | None = None,
        gate_path: str | Path | None = None,
        max_len: int = DEFAULT_MAX_LEN,
        batch_tokens: int = 128,
        zero_reads: bool = False,
        threads: int | None = None,
        gate_threshold: float | None = None,
        precision: str = DEFAULT_PRECISION,
        forced_readings: bool = True,
        context_readings: bool = True,
        acronyms: str = "spell",
        attributive_singular: bool = False,
        backend: str = "auto",
        read_or_spell: bool = DEFAULT_READ_OR_SPELL,
        emoji: str = "keep",
    ):
        if lang != "en":
            raise ValueError(f"no shipped model for language {lang!r}; available: 'en'")
        self.lang = lang
        self.constraint_names = tuple(DEFAULT_CONSTRAINTS if constraints is None else constraints)
        self.beam = DEFAULT_BEAM if beam is None else int(beam)
        if self.beam < 1:
            raise ValueError("beam must be >= 1")
        self.device = device
        self.model_path = Path(model_path) if model_path else RESOURCES / lang / "dnc.pt"
        self.gate_path = Path(gate_path) if gate_path else None
        self.max_len = max_len
        self.batch_tokens = batch_tokens
        self.zero_reads = zero_reads
        if threads is not None and threads < 1:
            raise ValueError(f"threads must be >= 1, got {threads!r}")
        self.threads = threads
        from tnfst.blas_threads import BlasThreads

        self._blas_threads = BlasThreads(threads or 1)  # entered around the numpy DNC's decoding
        if gate_threshold is not None and not 0.0 <= gate_threshold <= 1.0:
            raise ValueError(f"gate_threshold must be in [0, 1], got {gate_threshold!r}")
        self.gate_threshold = gate_threshold
        from tnfst.model.precision import check_precision

        self.precision = check_precision(precision)
        if backend not in BACKENDS:
            raise ValueError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
        if backend == "numpy" and (str(device) != "cpu" or zero_reads or self.precision == "int8"):
            raise ValueError("backend='numpy' runs float32 on the CPU only (not with device, zero_reads or "
                             "precision='int8'); use backend='torch'")
        self.backend = backend
        self.forced_readings = bool(forced_readings)
        self.context_readings = bool(context_readings)
        if acronyms not in ACRONYM_STYLES:
            raise ValueError(f"acronyms must be one of {', '.join(ACRONYM_STYLES)}, got {acronyms!r}")
        self.acronyms = acronyms
        if emoji not in EMOJI_STYLES:
            raise ValueError(f"emoji must be one of {', '.join(EMOJI_STYLES)}, got {emoji!r}")
        if emoji == "name":
            from tnfst.emoji import require_names

            require_names()
        self.emoji = emoji
        self.attributive_singular = bool(attributive_singular)
        self.read_or_spell = bool(read_or_spell)
        self._parts: _Parts | None = None
        self._load_lock = threading.Lock()
        self._run_lock = threading.Lock()
        self.name = f"tnfst-{lang}"

    # -- loading -----------------------------------------------------------------

    def load(self) -> "Normalizer":
        """Load every part now (otherwise the first call does); returns self."""
        self._get_parts()
        return self

    def _get_parts(self) -> _Parts:
        if self._parts is None:
            with self._load_lock:
                if self._parts is None:
                    self._parts = self._load_parts()
        return self._parts

    def _load_parts(self) -> _Parts:
        from tnfst.constraints import build_constraints, known_constraints
        from tnfst.gate import Gate, GateError
        unknown = [n for n in self.constraint_names if n not in known_constraints()]
        if unknown:
            raise ValueError(f"unknown constraint {unknown[0]!r}; known: {', '.join(known_constraints())}")
        try:
            gate = Gate.load(self.gate_path)
        except (GateError, OSError, ValueError) as exc:
            raise ModelFileError(str(exc)) from exc
        model, batch_model = self._load_models()
        from tnfst.grammar.errors import GrammarError

        from tnfst.grammar import CoveringGrammar

        try:  # each factory loads the grammar or dual encoder of `lang` it needs; the grammar of
            # every class is one object shared by class_fst, words and number_guard (one FAR in
            # memory, and a token's lattice composed once for all three)
            class_grammar = CoveringGrammar.load(lang=self.lang, classes="all")
            constraints = build_constraints(self.constraint_names, vocab=model.vocab, lang=self.lang,
                                            class_grammar=class_grammar)
            for constraint in constraints:  # compile or load grammars now, not mid-sentence
                ensure = getattr(getattr(constraint, "grammar", None), "ensure_loaded", None)
                if ensure is not None:
                    ensure()
        except GrammarError as exc:
            raise ModelFileError(f"covering grammar unusable: {exc}") from exc
        context = None
        if self.context_readings:
            from tnfst.context import ContextReadings

            context = ContextReadings.load(self.lang)
            if self.attributive_singular:
                context = replace(context, attributive_singular=True)
        spelling = None
        words = next((c for c in constraints if getattr(c, "name", "") == "words"), None)
        if self.read_or_spell and words is not None and getattr(gate.featurizer, "lexicon", None) is not None:
            from tnfst.gate.read_or_spell import ReadOrSpell, ReadOrSpellError

            try:
                spelling = ReadOrSpell.load(lexicon=gate.featurizer.lexicon,
                                            common_words=getattr(getattr(words.grammar, "lexicon", None),
                                                                 "common_words", None), lang=self.lang)
            except (ReadOrSpellError, ValueError) as exc:
                raise ModelFileError(str(exc)) from exc
        from tnfst.accounted import symbol_names
        from tnfst.chat import chat_spellings

        return _Parts(gate=gate, model=model, constraints=constraints, constraint_names=self.constraint_names,
                      batch_model=batch_model, context=context, spelling=spelling, symbols=symbol_names(self.lang),
                      chat=chat_spellings(self.lang))

    @property
    def uses_torch(self) -> bool:
        """True when the DNC runs on torch (`backend`): "torch", or "auto" with a device other than
        the CPU, zero_reads or precision="int8"."""
        return self.backend == "torch" or (self.backend == "auto" and (
            str(self.device) != "cpu" or self.zero_reads or self.precision == "int8"))

    def _load_models(self) -> tuple[Any, Any]:
        """(the DNC for small chunks, the one for large chunks or None): see `backend`, `precision`."""
        from tnfst.model.checkpoint_format import CheckpointError

        if not self.model_path.is_file():
            raise ModelFileError(f"{self.model_path}: DNC model file not found")
        if not self.uses_torch:
            from tnfst.model.numpy_dnc import NumpySeq2Seq

            try:
                # precision "auto" reads every chunk in numpy float32: on a CPU with VNNI, chunks of
                # 256 sentences took 6.5 s CPU in numpy against 7.1 s in torch int8 (6.9 s float32)
                return NumpySeq2Seq.load(self.model_path), None
            except (CheckpointError, OSError, ValueError) as exc:
                if self.backend == "numpy":
                    raise ModelFileError(f"{self.model_path}: cannot load the DNC model ({exc})") from exc
                # "auto": a file the torch-free reader refuses (a global it does not map) may
                # still be one torch reads; torch says whether it is broken
                log.info("%s: not readable without torch (%s); loading it with torch", self.model_path, exc)
        import torch

        from tnfst.model.checkpoint import load_checkpoint

        if self.threads:
            torch.set_num_threads(self.threads)
        try:
            model = load_checkpoint(self.model_path, device=self.device, zero_reads=self.zero_reads or None)
        except (CheckpointError, OSError, RuntimeError, ValueError) as exc:
            raise ModelFileError(f"{self.model_path}: cannot load the DNC model ({exc})") from exc
        batch_model = None
        if self.precision in ("int8", "auto") and str(self.device) == "cpu":
            from tnfst.model.quantize import DeferredInt8, int8_available, quantize_int8

            if not int8_available():
                log.warning("this torch has no int8 matrix product on the CPU; running the DNC in float32")
            elif self.precision == "int8":
                model = quantize_int8(model)
            else:  # the int8 copy is made on the first large chunk (single sentences never need it),
                batch_model = DeferredInt8(model)  # if int8 products pay on this CPU (`int8_pays`)
        return model, batch_model

    def evaluation_extras(self, gold_path: str | Path) -> dict[str, Any]:
        """The evaluator's ``gate`` and ``tokenizer`` blocks for a gold file.

        ``gate``: precision/recall/F1 of the gate's ToBeNormalized/RemainSelf decision on
        the gold tokens. ``tokenizer``: share of gold tokens reproduced exactly when each
        gold sentence's tokens are joined with spaces and re-tokenized, and the same
        on the project's raw-punctuation sentences when the checkout has them.
        """
        from itertools import islice

        from tnfst.data import read_sentences
        from tnfst.gate.metrics import gate_counts, raw_tokenizer_report, read_raw_fixture, table_from_counts, tokenizer_report
        from tnfst.tokenize import tokenize

        gate = self._get_parts().gate
        counts = [0, 0, 0, 0]  # tp, fp, fn, tn
        tokens = missed = 0
        stream = read_sentences(gold_path)  # one streaming pass, in chunks: constant memory
        while chunk := list(islice(stream, 1024)):
            counts = [a + b for a, b in zip(counts, gate_counts(chunk, gate))]
            part = tokenizer_report(chunk, tokenize)
            tokens, missed = tokens + part["tokens"], missed + part["missed"]
        extras: dict[str, Any] = {
            "gate": table_from_counts(*counts),
            "tokenizer": {"exact_token_match": (tokens - missed) / tokens if tokens else 1.0,
                          "tokens": tokens, "missed": missed},
        }
        raw = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "raw_tokenization.jsonl"
        if raw.is_file():
            raw_report = raw_tokenizer_report(read_raw_fixture(raw), tokenize)
            extras["tokenizer"]["raw_exact_token_match"] = raw_report["exact_token_match"]
            extras["tokenizer"]["raw_tokens"] = raw_report["tokens"]
        return extras

    # -- reading -----------------------------------------------------------------

    def read_tokens(self, sentences: Sequence[Sequence[str]]) -> list[list[str]]:
        """Readings of pre-tokenized sentences, Google style (``<self>``/``sil`` for tokens
        left alone). This is the ``System`` protocol of ``tnfst.evaluate``."""
        records = self._read(sentences, spans=None)
        out = []
        for sentence in records:
            out.append([r.google_form if r.normalized else (special.SIL if _is_punct(r.token) else special.SELF)
                        for r in sentence])
        return out

    def normalize_tokens(self, tokens: Sequence[str], *, google: bool = False) -> list[str]:
        """One reading per pre-tokenized token: the token itself when left alone (``sil`` for
        punctuation with ``google=True``)."""
        return self.readings_of(self.explain_tokens(tokens), google=google)

    @staticmethod
    def readings_of(records: Sequence[TokenReading], *, google: bool = False) -> list[str]:
        """The reading of each record (``sil`` for punctuation left alone with ``google=True``)."""
        if google:
            return [r.google_form if r.normalized else (special.SIL if _is_punct(r.token) else r.token) for r in records]
        return [r.reading for r in records]

    def explain_tokens(self, tokens: Sequence[str]) -> list[TokenReading]:
        """Per-token records for one pre-tokenized sentence."""
        return self.explain_tokens_batch([tokens])[0]

    def explain_tokens_batch(self, sentences: Sequence[Sequence[str]]) -> list[list[TokenReading]]:
        """Per-token records for several pre-tokenized sentences, decoded together."""
        return self._read([list(tokens) for tokens in sentences], spans=None)

    def explain(self, sentence: str) -> list[TokenReading]:
        """Per-token records (span, class, gate score, reading, constraints, n-best) of a sentence."""
        return self.explain_batch([sentence])[0]

    def explain_batch(self, sentences: Sequence[str]) -> list[list[TokenReading]]:
        """`explain` for several sentences, decoded together (spans index each cleaned sentence)."""
        from tnfst.tokenize import tokenize

        spans = [tokenize(_clean(s)) for s in sentences]
        return self._read([[s.text for s in sp] for sp in spans], spans=[[(s.start, s.end) for s in sp] for sp in spans])

    def normalize(self, sentence: str, *, google: bool = False) -> str:
        """The spoken form of one sentence (punctuation and spacing kept as written)."""
        return self.normalize_batch([sentence], google=google)[0]

    def normalize_batch(self, sentences: Sequence[str], *, google: bool = False) -> list[str]:
        """The spoken form of several sentences, decoded together (faster than one by one)."""
        records = self.explain_batch(sentences)
        return [self.render(s, r, google=google) for s, r in zip(sentences, records)]

    @staticmethod
    def render(sentence: str, records: Sequence[TokenReading], *, google: bool = False) -> str:
        """Put readings in place of their tokens, keeping everything between tokens as written."""
        sentence = _clean(sentence)
        if google:
            return " ".join(special.SIL if (not r.normalized and _is_punct(r.token)) else r.google_form for r in records)
        pieces, at = [], 0
        unspoken = _abbreviation_periods(records)
        tokens = [r.token for r in records]
        said = None  # the last record whose reading is said (an unspoken period is not)
        for i, r in enumerate(records):
            gap = sentence[at:r.start]
            reading = "" if i in unspoken else r.reading
            if r.normalized and reading and keeps_sentence_period(tokens, i, reading):
                reading += "."  # "plan B. Then" -> "plan b. Then": the period ends the sentence too
            tail = next((piece for piece in reversed(pieces) if piece), "")
            if (not gap and said is not None and (r.normalized or said.normalized) and tail[-1:].isalnum()
                    and reading[:1].isalnum()):
                gap = " "  # two readings written together: "#1" -> "number one", "No.1" -> "number one"
            elif not gap and reading[:1].isalnum() and _glued_mark_between_readings(records, i):
                gap = " "  # "123?123" -> "one hundred twenty three? one hundred twenty three", "5,not" -> "five, not"
            pieces.append(gap)
            pieces.append(reading)
            if reading:
                said = r
            at = r.end
        pieces.append(sentence[at:])
        return "".join(pieces)

    def _read(self, sentences: Sequence[Sequence[str]], spans) -> list[list[TokenReading]]:
        parts = self._get_parts()
        from tnfst.constraints.base import constraint_name
        from tnfst.digits import fold_digits
        from tnfst.model.window import make_window
        from tnfst.powers import fold_powers
        from tnfst.tokenize import is_unit
        from tnfst.unicode_forms import reader_view
        from tnfst.unspoken import token_view

        written = sentences  # what the records show
        # the gate, the reader and the grammars see digits of any script as ASCII ("1５" -> "15"),
        # and no unspoken characters ("bad\x01" -> "bad"), Unicode spaces, slashes and Roman numeral
        # characters as ASCII (`tnfst.unicode_forms`: "5\u00a0kg" -> "5 kg", "1⁄2" -> "1/2"); raised digits are exponents and
        # lowered ones digits ("5²" -> "5^2", "H₂O" -> "H2O"), except a unit's square or cube
        sentences = [[fold_digits(fold_powers(reader_view(token_view(t)), is_unit)) for t in tokens] for tokens in written]
        with self._run_lock:
            scores = parts.gate.predict_proba_batch(sentences) if sentences else []
            threshold = parts.gate.threshold if self.gate_threshold is None else self.gate_threshold
            jobs = _routed(parts, sentences, scores, threshold)
            decoded: dict[tuple[int, int], Any] = _headings(parts, sentences)
            decoded.update(_vanity_numbers(sentences))
            decoded.update(_emoji_tokens(written, named=self.emoji == "name"))
            decoded.update(_kept_tokens(written))
            decoded.update(_chat_spellings(sentences, parts.chat))
            for key, result in _math_notation(written, sentences, spans).items():
                decoded.setdefault(key, result)
            for key, result in _in_context(parts, sentences).items():
                decoded.setdefault(key, result)
            routed = set(jobs)  # "keep" matters only where the gate routed the token
            for key, result in _read_or_spell(parts, sentences, routed).items():
                if key in routed or result.words != (special.SELF,):
                    decoded.setdefault(key, result)
            jobs = [key for key in jobs if key not in decoded]
            windows = {key: make_window(sentences[key[0]], key[1]) for key in jobs}
            jobs.sort(key=lambda key: len(windows[key]))  # similar lengths together: less padding
            with self._blas_threads if not self.uses_torch else contextlib.nullcontext():
                decoded.update(_decode_jobs(self, parts, jobs, windows,
                                            {key: sentences[key[0]][key[1]] for key in jobs}))
        out: list[list[TokenReading]] = []
        vocab = parts.model.vocab
        # constraints that do not keep a reading's numbers to the token's (`_guards`)
        soft = frozenset(constraint_name(c) for c in parts.constraints if not _guards(c))
        for si, tokens in enumerate(written):
            row = []
            for ti, token in enumerate(tokens):
                start, end = spans[si][ti] if spans else (0, 0)
                score = float(scores[si][ti])
                key = (si, ti)
                if key not in decoded:
                    row.append(TokenReading(token, start, end, "RemainSelf", score, token))
                    continue
                result = decoded[key]
                if result is None:
                    row.append(TokenReading(token, start, end, "ToBeNormalized", score, token, fallback="reader failed"))
                    continue
                record = _reading_from_result(token, start, end, score, result, vocab)
                if record.normalized and soft.issuperset(record.constraints) and _foreign_number(
                        sentences[si][ti], record.reading):
                    # read unguarded (no grammar, no guard): a number the token does not hold is
                    # the model's invention ("XII£" -> "the thirteenth"); kept as written instead
                    record = TokenReading(token, start, end, "ToBeNormalized", score, token,
                                          fallback="unguarded reading stated a number not in the token")
                elif (record.normalized and soft.issuperset(record.constraints)
                      and not letters_said(sentences[si][ti], record.reading)):
                    # read unguarded, its letters not all said: the model's guess ("y=x" ->
                    # "y", "&hi;" -> "and", "``cat" -> "c f t"); kept as written instead
                    record = TokenReading(token, start, end, "ToBeNormalized", score, token,
                                          fallback="unguarded reading dropped the token's letters")
                elif (record.normalized and not sentences[si][ti].isascii()
                      and not _SAYS_ITS_SYMBOLS.intersection(record.constraints)):
                    record = _accounted_record(record, sentences[si][ti], parts.symbols)
                row.append(record)
            if self.acronyms == "keep":
                row = [_kept_acronym(r) for r in row]
            out.append(row)
        return out

    def _forced(self, parts: _Parts, token: str):
        """The token's result when its constraints leave it one reading
        (`tnfst.constraints.base.forced_reading`), or when a grammar matches it but the
        decoder cannot write any of its readings or none fits in `max_len` words (`forced_words`:
        a `_GrammarReading`), or the token as written when no constraint guards it and the decoder
        would misread it (`_unguarded_odd`), else None."""
        from tnfst.constraints.base import forced_reading, forced_words
        from tnfst.decode.beam import Hypothesis, NBest

        try:
            forced = forced_reading(parts.constraints, token)
            if forced is None:
                text = forced_words(parts.constraints, token, max_len=self.max_len)
                if text is None and _unguarded_odd(parts.constraints, token, self.max_len):
                    return _GrammarReading((special.SELF,), ())
                return None if text is None else _GrammarReading(*text)
        except Exception:  # noqa: BLE001 - the beam search will meet (and handle) the same problem
            return None
        words, active = forced
        return NBest((Hypothesis(words, 0.0, 0.0, 0.0),), active, 0)


_DIGIT_RUN = re.compile(r"\d+")
_NON_LETTERS = re.compile(r"[^A-Za-z]+")


def _foreign_number(token: str, reading: str) -> bool:
    """True when `reading` states a number (`tnfst.spoken_numbers.numbers`) that `token` (its
    ASCII view) does not hold: not a part of one of its digit runs (commas dropped), not the value
    of a Roman numeral it writes, not a number its words spell."""
    from tnfst.context import roman_value
    from tnfst.spoken_numbers import numbers

    stated = [n for n in numbers(reading) if n != "."]
    if not stated:
        return False
    runs = _DIGIT_RUN.findall(token.replace(",", ""))
    words = _NON_LETTERS.sub(" ", token)
    held = set(numbers(words.lower())) | {str(v) for w in words.split() if (v := roman_value(w)) is not None}
    return any(n not in held and not any(n in run for run in runs) for n in stated)


#: Longest token the decoder reads with no constraint that forbids a word (longer: kept as written).
LONGEST_UNGUARDED = 40
#: Unicode categories the reader never learned to say (symbols such as emoji, combining marks,
#: private-use, unassigned and surrogate code points).
_UNSAYABLE_CATEGORIES = frozenset({"So", "Sk", "Mn", "Mc", "Me", "Co", "Cn", "Cs"})


def _unsayable(ch: str) -> bool:
    """True for a character outside what the reader was trained on: a symbol of `_UNSAYABLE_CATEGORIES`
    (emoji, a combining mark left after NFC) or a letter of a script other than Latin (Arabic,
    Hebrew, CJK: Greek letters have the VERBATIM grammar's readings, a hard constraint)."""
    if ch.isascii():
        return False
    category = unicodedata.category(ch)
    if category in _UNSAYABLE_CATEGORIES:
        return True
    return category.startswith("L") and not unicodedata.name(ch, "").startswith("LATIN")


def _unguarded_odd(constraints, token: str, max_len: int) -> bool:
    """True for a token that no constraint guards (`_guards`) within `max_len` words and that
    the decoder, unguarded, would misread: one longer than `LONGEST_UNGUARDED` characters (80
    letters of ``ABAB...``: it said a few letters and dropped the rest) or one with a character it
    cannot say (`_unsayable`: ``abc😀`` was "c c", ``/مرحبا`` "seventy four lira"). Such a token is
    kept as written."""
    from tnfst.constraints.base import start_state

    if len(token) <= LONGEST_UNGUARDED and (token.isascii() or not any(_unsayable(ch) for ch in token)):
        return False
    return not any(_guards(c) and start_state(c, token, max_len) is not None for c in constraints)


def _guards(constraint) -> bool:
    """Whether a constraint binds every reading of a token it starts on: it forbids words (not a
    soft one) and does not leave the first word free (`letters` binds only a reading that starts
    spelling)."""
    return getattr(constraint, "forbids", True) and not getattr(constraint, "free_first_word", False)


@dataclass(frozen=True)
class _GrammarReading:
    """A reading a grammar gave in words, without the decoder (its words may lie outside the
    decoder's vocabulary): see `tnfst.constraints.base.forced_words`."""

    words: tuple[str, ...]
    active: tuple[str, ...]


def _routed(parts: _Parts, sentences: Sequence[Sequence[str]], scores, threshold: float) -> list[tuple[int, int]]:
    """(sentence, token) keys of the tokens to read: those the gate scores at `threshold` or more
    and those a constraint's must_read(token) routes although the gate would leave them alone
    (`words`: a British spelling or a listed abbreviation has only readings in words), less those
    a constraint's leave_alone(token) keeps (`number_guard`: "[" no grammar reads). The
    constraints are asked once per distinct token of the batch."""
    must_read = _asked_once([c.must_read for c in parts.constraints if callable(getattr(c, "must_read", None))])
    left_alone = _asked_once([c.leave_alone for c in parts.constraints if callable(getattr(c, "leave_alone", None))])
    jobs: list[tuple[int, int]] = []
    for si, (tokens, p) in enumerate(zip(sentences, scores)):
        gated = (p >= threshold).tolist()
        jobs.extend((si, ti) for ti, token in enumerate(tokens)
                    if (gated[ti] or must_read(token)) and not left_alone(token))
    return jobs


def _asked_once(checks):
    """token -> any(check(token) for check in checks), each distinct token asked once."""
    known: dict[str, bool] = {}

    def ask(token: str) -> bool:
        answer = known.get(token)
        if answer is None:
            answer = known[token] = any(check(token) for check in checks)
        return answer

    return ask


def _headings(parts: _Parts, sentences: Sequence[Sequence[str]]) -> dict:
    """Readings of the Roman numerals that are sentences of their own ("XV.", "XXXVIII": chapter
    headings in books), as the class grammar reads them (`CoveringGrammar.heading_reading`: the
    cardinal, "fifteen"; the model says "the fifteenth"), by (sentence, token) key. Only with
    `class_fst`; tokens of punctuation alone do not count."""
    grammar = next((c.grammar for c in parts.constraints if getattr(c, "name", "") == "class_fst"), None)
    reading_of = getattr(grammar, "heading_reading", None)
    out: dict = {}
    if reading_of is None:
        return out
    for si, tokens in enumerate(sentences):
        spoken = [ti for ti, token in enumerate(tokens) if any(ch.isalnum() for ch in token)]
        if len(spoken) != 1:
            continue
        ti = spoken[0]
        try:
            reading = reading_of(tokens[ti], period=tokens[ti + 1:ti + 2] == ["."])
        except Exception:  # noqa: BLE001 - the model reads it instead
            reading = None
        if reading:
            out[(si, ti)] = _GrammarReading(tuple(reading.split()), ("class_fst",))
    return out


def _vanity_numbers(sentences: Sequence[Sequence[str]]) -> dict:
    """Readings of vanity phone numbers ("1-800-FLOWERS" -> "one sil eight hundred sil flowers",
    `tnfst.vanity`), by (sentence, token) key: their words are open vocabulary, which no grammar
    lists, and only the token's own digits are said as numbers."""
    from tnfst.vanity import vanity_reading

    out: dict = {}
    for si, tokens in enumerate(sentences):
        for ti, token in enumerate(tokens):
            if "-" in token or "." in token or " " in token:
                reading = vanity_reading(token)
                if reading:
                    out[(si, ti)] = _GrammarReading(tuple(reading.split()), ("vanity",))
    return out


#: A possessive ending cut off its word by the tokenizer ("29th’s" -> "29th", "’s").
_POSSESSIVE_ENDINGS = frozenset({"'s", "’s", "'S", "’S"})


def _kept_tokens(sentences: Sequence[Sequence[str]]) -> dict:
    """Tokens kept as written, never read, by (sentence, token) key: a markup tag
    (`tnfst.markup.is_markup`: SSML's '<break time="1s"/>', "<emphasis>", HTML's "</b>"; the
    synthesizer reads the markup, the voice never says it), and a possessive ending that is a
    token of its own after its word ("April 29th’s" -> "29th", "’s"; the gate sent a lone "’s" to
    the model, which said "saint")."""
    from tnfst.markup import is_markup

    markup = _GrammarReading((special.SELF,), ("markup",))
    possessive = _GrammarReading((special.SELF,), ("possessive",))
    out = {}
    for si, tokens in enumerate(sentences):
        for ti, token in enumerate(tokens):
            if token[:1] == "<" and is_markup(token):
                out[(si, ti)] = markup
            elif ti > 0 and token in _POSSESSIVE_ENDINGS:
                out[(si, ti)] = possessive
    return out


def _emoji_tokens(sentences: Sequence[Sequence[str]], named: bool = False) -> dict:
    """The emoji tokens (`tnfst.emoji.is_emoji`: "😀", "👍🏽", "🇺🇸"), by (sentence, token) key, kept
    as written (the speech engine decides how to voice them); the gate and the reader never see
    them. Only tokens outside ASCII are asked. Also kept: an emoticon (`tnfst.chat.is_emoticon`:
    ":-)", ":P", "^_^"; `tnfst.chat.is_laughing_face`: "XD" closing a message), and a Markdown block-quote marker, ">" or
    ">>" opening a sentence before a word (CommonMark 0.31, 5.1 Block quotes: "> I agree" quotes,
    it does not compare; no ">" token in the training data). With `named`, an emoji is read by
    its CLDR short names (`tnfst.emoji.emoji_names`)."""
    from tnfst.emoji import emoji_names, is_emoji

    kept = _GrammarReading((special.SELF,), ("emoji",))
    out = {}
    for si, tokens in enumerate(sentences):
        for ti, token in enumerate(tokens):
            if not token.isascii() and is_emoji(token):
                named_reading = emoji_names(token) if named else None
                out[(si, ti)] = _GrammarReading(tuple(named_reading.split()), ("emoji",)) if named_reading else kept
    from tnfst.chat import is_emoticon, is_laughing_face

    for si, tokens in enumerate(sentences):
        for ti, token in enumerate(tokens):
            if len(token) <= 5 and (is_emoticon(token) or is_laughing_face(tokens, ti)):
                out[(si, ti)] = kept  # ":-)", ":P", "^_^", a closing "XD": kept as written, like an emoji
    quote = _GrammarReading((special.SELF,), ("quote",))
    for si, tokens in enumerate(sentences):
        if len(tokens) > 1 and tokens[0] in (">", ">>") and tokens[1][:1].isalpha():
            out[(si, 0)] = quote
    return out


def _chat_spellings(sentences: Sequence[Sequence[str]], spellings) -> dict:
    """Readings of the chat spellings of `tnfst.chat` ("w/" -> "with", "2nite" -> "tonight", "<3"
    -> "heart") and of cashtags ("$TSLA" -> "t s l a"), by (sentence, token) key."""
    from tnfst.chat import cashtag_reading, chat_reading

    out: dict = {}
    for si, tokens in enumerate(sentences):
        for ti, token in enumerate(tokens):
            reading = chat_reading(token, spellings) if spellings else None
            if reading is None and token[:1] == "$" and len(token) > 1:
                reading = cashtag_reading(tokens, ti)
            if reading:
                out[(si, ti)] = _GrammarReading(tuple(reading.split()), ("chat",))
    return out


def _math_notation(written: Sequence[Sequence[str]], sentences: Sequence[Sequence[str]], spans=None) -> dict:
    """Readings of formulas and footnote marks (`tnfst.math_notation`: "πr²" -> "pi r squared",
    "f(x)" -> "f of x", "disputed.³" -> "disputed."), by (sentence, token) key: letters and Greek
    letters around an exponent are open to no grammar, and the number guard let the reader drop
    them. Only tokens with a mark of math (a caret or raised digit, a Greek letter, a bracket, a
    root sign) are asked, and in a sentence with "=" a side of an equation in one token ("2-3x"); with `spans`, a "!" glued to a letter or number in a formula ("n!"); big-O
    notation ("O(1)" -> "big o of one"; "O(n" of "O(n log n)" when a later token closes it)."""
    from tnfst.math_notation import MATH_MARKS, big_o_reading, factorial_reading, linear_term_reading, math_reading
    from tnfst.tokenize import is_unit

    out: dict = {}
    for si, (tokens, folded) in enumerate(zip(written, sentences)):
        equation = "=" in tokens  # "Solve 2-3x = 5.": a side of an equation in one token
        for ti, (token, seen) in enumerate(zip(tokens, folded)):
            if equation and token[:1].isdigit() and (term := linear_term_reading(token)):
                out[(si, ti)] = _GrammarReading(tuple(term.split()), ("math",))
                continue
            if token == "!":
                glued = spans is not None and ti > 0 and spans[si][ti - 1][1] == spans[si][ti][0]
                if factorial_reading(folded, ti, glued):
                    out[(si, ti)] = _GrammarReading(("factorial",), ("math",))
                continue
            if token.isascii() and not any(mark in token for mark in MATH_MARKS):
                continue
            big_o = token.startswith("O(") and big_o_reading(
                seen, closed_later=any(")" in t for t in tokens[ti + 1:ti + 5]))  # "O(n log n)": "O(n", "log", ...
            reading = big_o or math_reading(token, seen, is_unit, tokens[ti - 1] if ti else "")
            if reading:
                out[(si, ti)] = _GrammarReading(tuple(reading.split()), ("math",))
    return out


def _in_context(parts: _Parts, sentences: Sequence[Sequence[str]]) -> dict:
    """Readings that a token's neighbours decide (`tnfst.context.ContextReadings`: "Dr. Smith" ->
    "doctor", "Henry VIII" -> "henry the eighth", "No. 5" -> "number"), by (sentence, token) key;
    each kept only where a grammar of the active constraints licenses it for that token (the
    first constraint whose grammar matches the token decides; a token no class grammar matches only
    by a rule of `rules.CONTEXT_RULES`: "Super Bowl LIV" -> "fifty four"), so the context never
    says what the grammars would not. None of them without `parts.context`."""
    out: dict = {}
    if parts.context is None:
        return out
    grammars = [(getattr(c, "name", ""), c.grammar) for c in parts.constraints
                if callable(getattr(getattr(c, "grammar", None), "licenses", None))]
    # number_guard: no grammar, but it checks a whole reading of the tokens it guards
    grammars += [(getattr(c, "name", ""), _GuardLicense(c)) for c in parts.constraints
                 if callable(getattr(c, "accepts", None)) and getattr(c, "grammar", None) is None]
    if not grammars:
        return out

    def readings_of(token: str) -> list[str]:
        grammar = next((g for _, g in grammars if g.matches(token)), None)
        return [] if grammar is None else list(grammar.readings(token, limit=20))

    def rule_readings_of(rule: str, token: str) -> list[str]:
        for _, grammar in grammars:
            if callable(getattr(grammar, "rule_readings", None)):
                return list(grammar.rule_readings(rule, token, limit=3))
        return []

    for si, tokens in enumerate(sentences):
        try:
            decided = parts.context.decide(tokens, readings_of=readings_of, rule_readings_of=rule_readings_of)
        except Exception:  # noqa: BLE001 - a context rule must never take the sentence down
            log.warning("context readings failed on a sentence; the model reads it", exc_info=log.isEnabledFor(logging.DEBUG))
            decided = {}
        for ti, reading in decided.items():
            token = tokens[ti]
            try:
                licensed = False
                for written, said in _licensing_pairs(token, reading):
                    name, grammar = next(((n, g) for n, g in grammars if g.matches(written)), ("", None))
                    if grammar is not None:
                        check = getattr(grammar, "licenses_in_context", None) or getattr(grammar, "licenses", None)
                        if check(written, said):
                            licensed = True
                            break
                    # a token no class grammar matches ("LIV"; "120/80 mmHg", which only the number
                    # guard reads): a rule of rules.CONTEXT_RULES may license it ("Super Bowl LIV" ->
                    # "fifty four": SERIES_NUMERAL; "BP 120/80 mmHg": BLOOD_PRESSURE)
                    fallback = next(((n, g) for n, g in grammars
                                     if callable(getattr(g, "rule_readings", None)) and not g.matches(written)
                                     and g.licenses_in_context(written, said)), None)
                    if fallback is not None:
                        name, licensed = fallback[0], True
                        break
                if not licensed and "/" in token:
                    pieces = _pieces_licensed(token, reading, grammars)  # "$1,500/$3,000"
                    name, licensed = pieces or name, pieces is not None
            except Exception:  # noqa: BLE001 - the model reads it instead
                licensed = False
            if licensed:  # the token itself, as written ("-" kept silent: tnfst.spaced_ranges): left alone
                words = (special.SELF,) if reading == token and reading != special.SELF else tuple(reading.split())
                out[(si, ti)] = _GrammarReading(words, (name,))
    return out


def _read_or_spell(parts: _Parts, sentences: Sequence[Sequence[str]], routed=None) -> dict:
    """Readings the read-or-spell model is sure of (`tnfst.gate.read_or_spell.ReadOrSpell.decide`),
    by (sentence, token) key: ``<self>`` (kept as written) or the token's letters ("AVN" -> "a v n").
    Only for tokens the `words` constraint reads (not those it leaves to the class grammars) and
    whose grammar licenses these two readings and no other (a listed abbreviation, "cir" ->
    "circle", "cpl" -> "corporal", is left to the model). With `routed` (the keys the gate sends to the reader),
    only those and the tokens with a capital after their first character ("AVN", "LiPSA": where the
    gate may miss a spelling) are asked about: lowercase and capitalised candidates are spelled in
    0.18% of the training data (379 of 210,756; mostly tokens the gate routes: "pp", "eds"), and
    asking about every word cost a third of the pipeline's time. None without `parts.spelling`."""
    from tnfst.constraints.letters import spelled_words

    out: dict = {}
    words = next((c for c in parts.constraints if getattr(c, "name", "") == "words"), None)
    if parts.spelling is None or words is None:
        return out
    grammar = words.grammar
    from tnfst.gate.read_or_spell import is_candidate

    spelled_of: dict[str, tuple[str, ...] | None] = {}

    def candidate(token: str) -> bool:
        if token not in spelled_of:
            spelled_of[token] = None
            try:
                spelled = spelled_words(token) if is_candidate(token) else None
                if (spelled and words.start(token) is not None
                        and sorted(grammar.readings(token)) == sorted([special.SELF, " ".join(spelled)])):
                    spelled_of[token] = tuple(spelled)
            except Exception:  # noqa: BLE001 - the model reads it instead
                pass
        return spelled_of[token] is not None

    def consider(si: int, ti: int) -> bool:
        return routed is None or (si, ti) in routed or any(c.isupper() for c in sentences[si][ti][1:])

    def settle(si: int, ti: int) -> bool:  # the DNC would choose: the model's band rule decides instead
        return routed is None or (si, ti) in routed

    try:
        decided = parts.spelling.decide(sentences, candidate, consider, settle)
    except Exception:  # noqa: BLE001 - never take the sentence down
        log.warning("read-or-spell failed; the model decides", exc_info=log.isEnabledFor(logging.DEBUG))
        return out
    for (si, ti), choice in decided.items():
        token = sentences[si][ti]
        if choice == "keep":
            out[(si, ti)] = _GrammarReading((special.SELF,), ("words",))
        elif choice == "spell" and spelled_of.get(token):
            out[(si, ti)] = _GrammarReading(spelled_of[token], ("words", "letters"))
    return out


def _licensing_forms(token: str, reading: str) -> tuple[str, ...]:
    """The written forms whose readings license a context decision for `token`: the token, and
    without an abbreviation's period kept on it, at its end ("Charles V." -> "Charles V") or
    before a possessive ("Louis XIV.'s" -> "XIV's"): the numeral's readings."""
    if reading == special.SELF:
        return (token,)
    forms = [token]
    if token.endswith("."):
        forms.append(token[:-1])
    for possessive in (".'s", ".’s"):
        if token.endswith(possessive) and len(token) > len(possessive):
            forms.append(token[:-len(possessive)] + possessive[1:])
    # seconds glued to a whole number ("rest 30s"): the MEASURE grammar reads the symbol after a
    # space ("30 s"); glued, a whole number's "s" is a decade ("the 30s"), so the context decides
    if _GLUED_SECONDS.fullmatch(token) and reading.endswith(("second", "seconds")):
        forms.append(token[:-1] + " s")
    # makes of tries written with a slash ("Lap 38/58", "22/31 for 285 yds"): STAT_LINE's "38-of-58"
    if _SLASHED_MAKES.fullmatch(token) and " of " in reading:
        forms.append(token.replace("/", "-of-"))
    # a term in months written with "mo" ("a 6-mo CD", "18-mos": tnfst.tax_context): the MEASURE
    # grammar's "6-month" and "18 months" (context_abbreviations.tsv: mo, mos months)
    term = _MONTH_TERM.fullmatch(token)
    if term:
        forms.append(f"{term.group(1)} months" if term.group(2) else f"{term.group(1)}-month")
    return tuple(forms)


def _pieces_licensed(token: str, reading: str, grammars) -> str | None:
    """Amounts joined by slashes read piece by piece with "slash" between ("$1,500/$3,000" -> "one
    thousand five hundred dollars slash three thousand dollars": `tnfst.tax_context`), licensed where
    the grammar of every piece licenses its part of the reading (the number guard reads the token
    only in its written order, "dollars one thousand five hundred slash ..."): the name of the first
    piece's constraint, or None."""
    pieces, said = token.split("/"), reading.split(" slash ")
    if len(pieces) < 2 or len(pieces) != len(said) or not all(p[:1] in "$£€" for p in pieces):
        return None
    name = None
    for written, words in zip(pieces, said):
        found = next(((n, g) for n, g in grammars if g.matches(written)), None)
        if found is None:
            return None
        check = getattr(found[1], "licenses_in_context", None) or found[1].licenses
        if not check(written, words):
            return None
        name = name or found[0]
    return name


def _licensing_pairs(token: str, reading: str) -> tuple[tuple[str, str], ...]:
    """(written form, reading) pairs whose licence licenses a context decision for `token`: each
    of `_licensing_forms` with the reading itself, and for a possessive token read with its
    "'s" ("Charles V's" -> "the fifth's", "Elizabeth I's" -> "the first's": the grammars read no
    possessive of a lone I, V or X, which is as often a letter's) the token and the reading
    without it ("V", "the fifth"): a possessive says what its owner says, and "'s"."""
    pairs = [(written, reading) for written in _licensing_forms(token, reading)]
    for possessive in ("'s", "’s"):
        if token.endswith(possessive) and len(token) > 2 and reading.endswith("'s") and len(reading) > 2:
            pairs.append((token[:-2], reading[:-2]))
            break
    return tuple(pairs)


#: A whole number and the seconds' symbol glued to it ("30s"), and makes of tries with a slash ("38/58").
_GLUED_SECONDS = re.compile(r"(?:[1-9]\d{0,2}[-–])?[1-9]\d{0,2}s")
_SLASHED_MAKES = re.compile(r"(?:0|[1-9]\d?)/[1-9]\d?")
_MONTH_TERM = re.compile(r"([1-9]\d?)-mo(s?)")


#: Marks that end a clause or a sentence; glued to the word after them ("12,again", "123?123"), they
#: are pieces of their own (`tnfst.tokenize`), and a reading after them is set apart by a space.
_CLAUSE_MARKS = frozenset(",;?!")


def _glued_mark_between_readings(records: Sequence[TokenReading], i: int) -> bool:
    """Whether record `i` follows a clause mark or an ellipsis glued to it and to the token before it, with a reading
    on one side: the plain text then gets a space after the mark, as the reader's words need."""
    if i < 2:
        return False
    mark, before, r = records[i - 1], records[i - 2], records[i]
    ellipsis = mark.token == "…" or (len(mark.token) >= 2 and set(mark.token) == {"."})
    return (bool(mark.token) and (set(mark.token) <= _CLAUSE_MARKS or ellipsis) and mark.start == before.end
            and mark.end == r.start and (r.normalized or before.normalized))


class _GuardLicense:
    """A constraint with `accepts(token, reading)` (`number_guard`) seen as a grammar by
    `_in_context`: it matches the tokens it guards and licenses the readings it accepts (words
    in the decoder's vocabulary only)."""

    def __init__(self, constraint):
        self.constraint = constraint

    def matches(self, token: str) -> bool:
        return self.constraint.start(token) is not None

    def licenses(self, token: str, reading: str) -> bool:
        return bool(self.constraint.accepts(token, reading))

    def readings(self, token: str, limit: int = 20) -> list[str]:
        return []


def _decode_jobs(normalizer: "Normalizer", parts: _Parts, jobs, windows: dict, tokens: dict) -> dict:
    """Results by key for `jobs` (keys in decoding order), `windows` and `tokens` by key. A token
    whose constraints force one reading skips the model (`Normalizer._forced`); the others are
    decoded by `_beam_chunk` in chunks of `batch_tokens` (full chunks: fewer, larger steps than
    chunks cut before the forced tokens leave). The forced check runs just before a token's
    chunk is decoded, so its compiled lattices are still cached when the beam search needs them."""
    results: dict = {}
    pending: list = []
    for index, key in enumerate(jobs):
        forced = normalizer._forced(parts, tokens[key]) if normalizer.forced_readings else None
        if forced is not None:
            results[key] = forced
        else:
            pending.append(key)
        if pending and (len(pending) == normalizer.batch_tokens or index == len(jobs) - 1):
            results.update(_beam_chunk(normalizer, parts, pending, [windows[k] for k in pending],
                                       [tokens[k] for k in pending]))
            pending = []
    return results


def _beam_chunk(normalizer: "Normalizer", parts: _Parts, keys, windows, tokens) -> dict:
    """Beam-search results by key; a chunk that fails is retried token by token, and a
    token that still fails maps to None (read as written, never an exception)."""
    from tnfst.decode import beam_search

    try:
        model = parts.model_for(len(windows))
        batch = model.make_batch(windows)
        results = beam_search(model, batch, tokens, parts.constraints, beam=normalizer.beam,
                              max_len=normalizer.max_len, nbest=min(normalizer.beam, 3))
        return dict(zip(keys, results))
    except Exception as exc:  # noqa: BLE001 - one odd token must not take the batch down
        if len(keys) == 1:
            # one line for the user; the traceback only with debug logging
            log.warning("could not read %r (%s: %s); leaving it as written", tokens[0], type(exc).__name__,
                        str(exc).splitlines()[0] if str(exc) else "", exc_info=log.isEnabledFor(logging.DEBUG))
            return {keys[0]: None}
        out = {}
        for key, window, token in zip(keys, windows, tokens):
            out.update(_beam_chunk(normalizer, parts, [key], [window], [token]))
        return out


def _reading_from_result(token, start, end, score, result, vocab) -> TokenReading:
    """A TokenReading from a beam-search result, falling back to the token when unusable; a unit
    prefix is said joined to its unit (`tnfst.unit_prefixes`)."""
    if isinstance(result, _GrammarReading):
        reading = joined_prefixes(" ".join(result.words))
        if reading == special.SELF:
            return TokenReading(token, start, end, "RemainSelf", score, token, False, result.active, ((reading, 0.0),))
        return _spoken(TokenReading(token, start, end, "ToBeNormalized", score, reading, True, result.active,
                                    ((reading, 0.0),)))
    hyps = list(result.hypotheses)
    nbest = tuple((vocab.decode(h.word_ids), float(h.score)) for h in hyps)
    active = tuple(result.active_constraints)
    if not hyps:
        return TokenReading(token, start, end, "ToBeNormalized", score, token, False, active, nbest, "no hypothesis")
    best = hyps[0]
    if special.UNK in [int(i) for i in best.word_ids]:
        return TokenReading(token, start, end, "ToBeNormalized", score, token, False, active, nbest, "unknown word")
    reading = vocab.decode(best.word_ids)
    if reading == special.SELF:  # the reader declined: a gate false positive, read as written
        return TokenReading(token, start, end, "RemainSelf", score, token, False, active, nbest)
    if not reading:
        return TokenReading(token, start, end, "ToBeNormalized", score, token, False, active, nbest, "empty reading")
    reading = joined_prefixes(reading)  # "milli amperes" -> "milliamperes" (SI Brochure, NIST SP 811)
    return _spoken(TokenReading(token, start, end, "ToBeNormalized", score, reading, True, active, nbest))


#: Readers that say a token's symbols on purpose: a class grammar, the emoji names.
_SAYS_ITS_SYMBOLS = frozenset({"class_fst", "emoji"})


def _accounted_record(record: TokenReading, seen: str, symbols) -> TokenReading:
    """`record` (a token read by no class grammar; `seen` its reader view) with every symbol or
    letter of another script that its reading dropped said or kept beside it ("§3" -> "section
    three", "5😀" -> "five 😀"), or the token kept as written when one inside it was dropped
    (`tnfst.accounted.account_for`)."""
    from tnfst.accounted import account_for

    reading = account_for(seen, record.reading, symbols)
    if reading == record.reading:
        return record
    if reading is None:
        return replace(record, reading=record.token, normalized=False, fallback="reading dropped a symbol")
    return replace(record, reading=reading)


def _kept_acronym(record: TokenReading) -> TokenReading:
    """`record` with a token in capitals that is read as its letters ("BBC" -> "b b c", "U.S." ->
    "u s"; with a possessive, "OSPF's" -> "o s p f's") written as the token (acronyms="keep"); any
    other record unchanged."""
    token = record.token
    body, ending = token, ""
    for possessive in ("'s", "’s"):
        if token.endswith(possessive):
            body, ending = token[:-2], "'s"
            break
    letters = [c.lower() for c in body if c.isalpha()]
    if ending and letters:
        letters[-1] += ending
    if (record.normalized and len(letters) >= 2 and not any(c.islower() for c in body)
            and record.reading.split() == letters):
        return replace(record, reading=token)
    return record


def _spoken(record: TokenReading) -> TokenReading:
    """`record` with its reading as text for speech (`special.spoken_reading`: plain words, a comma
    for each "sil"), the Google form kept beside it."""
    plain = special.spoken_reading(record.reading)
    if plain == record.reading:
        return record
    if not plain:  # silence alone: the written token (punctuation) stays
        return replace(record, reading=record.token, normalized=False, google_reading=record.reading)
    return replace(record, reading=plain, google_reading=record.reading)


#: A house number and a compass abbreviation written as one token ("314 W", `tnfst.context`).
_HOUSE_DIRECTION = re.compile(r"[1-9]\d{0,4} (?:[NSEW]|NE|NW|SE|SW)")


def _house_direction_read(record: TokenReading) -> bool:
    """A house number and a compass abbreviation read as a direction ("314 W" -> "... west"; not
    as watts: "draws 314 W. It" keeps its period)."""
    return bool(_HOUSE_DIRECTION.fullmatch(record.token)) and record.reading.rpartition(" ")[2] in _DIRECTION_WORDS


#: The readings of a compass abbreviation (`grammars/en/words/directions.tsv`).
_DIRECTION_WORDS = frozenset({"north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"})


def _spelling_variant(word: TokenReading) -> bool:
    """A word the `words` constraint read as its American spelling ("favourite" -> "favorite",
    "theatre" -> "theater"): the period after it is the sentence's, never an abbreviation's. Told
    apart from an abbreviation's expansion by form: the lexicon's variants are words of five
    letters or more, said as one word with the same first letter and at most one letter more
    ("fulfil" -> "fulfill"); no listed abbreviation of five letters or more reads so (an
    abbreviation is shorter than its word: "Capt" -> "captain", "Blvd" -> "boulevard")."""
    token, reading = word.token, word.reading
    return (token.isalpha() and len(token) >= 5 and " " not in reading
            and reading[:1] == token[:1].lower() and len(reading) <= len(token) + 1)


def _sentence_period(word: TokenReading, after: TokenReading) -> bool:
    """A period after two capitals that have no period of their own (a state or a quadrant code)
    that ends a sentence: a capitalised word follows ("Kansas City, MO. Then" -> "missouri.
    Then"), or a number after a direction ("7th St NW. 314 is" -> "northwest. three ..."; not
    "NO. 5", where the period is the abbreviation's)."""
    if not (len(word.token) == 2 and word.token.isupper()):
        return False
    from tnfst.context import CAPITALS_ABBREVIATIONS

    if word.reading == CAPITALS_ABBREVIATIONS.get(word.token):
        return False  # "MR. JONES" -> "mister JONES": a title's period, not a state code's
    lead = after.token[:1]
    return lead.isupper() or (lead.isdigit() and word.reading in _DIRECTION_WORDS)


def _abbreviation_periods(records: Sequence[TokenReading]) -> frozenset[int]:
    """Indices of the periods that end an abbreviation read as words ("Mr." -> "mister", not
    "mister."; "Dr. Smith" -> "doctor Smith"; "314 W. 42nd" -> "... west forty second"; "6 ft.
    tall" -> "six feet tall": `_unit_abbreviation_read`): a "."
    right after a word the `words` constraint expanded, or after a house number and a compass
    abbreviation read in words, with more tokens after it (a sentence's last period stays). After
    two capitals before a capitalised word the period ends a sentence ("Kansas City, MO. Then"
    -> "missouri. Then": a state code has no period of its own) and stays (`_sentence_period`); so does the
    period after a word read as written (with ``acronyms="keep"``, "at the BBC. Sen. Warren" keeps "BBC."). Only
    the rendered text drops them; the records keep every token."""
    out = []
    tokens = [r.token for r in records]
    for i in range(1, len(records) - 1):
        period, word = records[i], records[i - 1]
        if (period.token == "." and not period.normalized and word.normalized and word.end == period.start
                and word.reading != word.token  # a word said as written ("BBC" with acronyms="keep") ends the sentence
                and (("words" in word.constraints and (word.token[:1].isalpha() or word.token == "&c")
                      and not _spelling_variant(word))
                     or _house_direction_read(word)
                     or _unit_abbreviation_read(word, records[i + 1])
                     or _numeral_period(word, records[i + 1]))
                and any(len(w) > 1 for w in word.reading.split())
                and not _sentence_period(word, records[i + 1])
                and not split_period_ends_sentence(tokens, i - 1, word.reading)):
            out.append(i)
    return frozenset(out)


_ROMAN_NUMERAL = re.compile(r"(?:.+ )?(?:[IVXLC]{1,7}|[ivxlc]{1,7})")


def _numeral_period(word: TokenReading, after: TokenReading) -> bool:
    """A Roman numeral read in words whose period older books print after it inside a sentence
    ("George IV. was then Prince Regent", "vol. iii. p. 212", "Chap. IV., p. 78"): a lowercase
    word or a comma, semicolon or colon follows, so the period is the numeral's, not the sentence's
    ("George the fourth was then", never "the fourth. was")."""
    return (bool(_ROMAN_NUMERAL.fullmatch(word.token)) and word.reading.lower() != word.token.lower()
            and (after.token[:1].islower() or after.token in (",", ";", ":")))


def _unit_abbreviation_read(word: TokenReading, after: TokenReading) -> bool:
    """A number and a unit abbreviation read in words ("6 ft" -> "six feet", "1/2 oz"), whose
    period is the abbreviation's: a lowercase word follows ("He is 6 ft. tall" -> "six feet
    tall", never "six feet. tall"; "2,000l., and" -> "two thousand pounds, and"), or another measure read in words after a unit written in
    lowercase, as those with a period are ("7 lb. 4 oz." -> "seven pounds four ounces": a sentence
    does not end between the two parts of one weight; "Sales hit 3M. 3M, the maker" keeps it); so a
    bare unit read in words ("$30 per sq. ft. downtown" -> "per square foot downtown"), and a
    price per a unit ("$3.49/gal. on Jan. 1" -> "... per gallon on january first")."""
    from tnfst.tokenize import is_unit

    measure_after = (after.token[:1].isdigit() and after.token[-1:].isalpha() and after.normalized
                     and after.reading != after.token)
    per_unit = word.token[:1] in "$€£¥₹" and "/" in word.token  # "$3.49/gal. on Jan. 1"
    return ((word.token[:1].isdigit() or is_unit(word.token) or per_unit) and word.token[-1:].isalpha()
            and word.reading != word.token
            and (after.token[:1].islower() or after.token in (",", ";", ":", ")", "]")
                 or (measure_after and word.token[-1:].islower())))


def _is_punct(token: str) -> bool:
    import unicodedata

    return bool(token) and all(unicodedata.category(c).startswith("P") or unicodedata.category(c).startswith("S") for c in token) and not any(c in "$£€¥₹%" for c in token)


def _clean(sentence: str) -> str:
    """Line breaks become spaces so one input line is one output line; unspoken characters
    (`tnfst.unspoken`: control and format characters) are dropped."""
    if not isinstance(sentence, str):
        raise TypeError(f"normalize expects str, got {type(sentence).__name__}")
    return drop_unspoken(sentence.replace("\r", " ").replace("\n", " "))


_DEFAULT: dict[tuple, Normalizer] = {}
_DEFAULT_LOCK = threading.Lock()


def default_normalizer(constraints: Sequence[str] | None = None) -> Normalizer:
    """The shared Normalizer for a constraint set (created on first use)."""
    key = tuple(DEFAULT_CONSTRAINTS if constraints is None else constraints)
    with _DEFAULT_LOCK:
        if key not in _DEFAULT:
            _DEFAULT[key] = Normalizer(constraints=key)
        return _DEFAULT[key]


def normalize(sentence: str, constraints: Sequence[str] | None = None) -> str:
    """The spoken form of ``sentence`` with the shipped English model.

    >>> normalize("He weighs 150lb.")  # doctest: +SKIP
    'He weighs one hundred fifty pounds.'
    """
    return default_normalizer(constraints).normalize(sentence)


def build_system(constraints: Sequence[str] | None = None, beam: int | None = None, **options):
    """The system ``tnfst evaluate`` runs: (Normalizer, constraint names used)."""
    normalizer = Normalizer(constraints=constraints, beam=beam, **options)
    return normalizer, normalizer.constraint_names


