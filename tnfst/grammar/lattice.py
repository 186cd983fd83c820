"""Word lattices: the readings a grammar licenses for one token, over words.

`WordLattice.from_fst` turns a character-level acceptor (the output projection of
token o grammar) into a deterministic, epsilon-free, minimal acceptor whose arcs
carry whole words, so that a decoder can walk it one output word at a time.

Known limitations: the lattice is unweighted (the grammar's ranking is available
through `CoveringGrammar.readings`); the char-level acceptor must be acyclic.
"""

from __future__ import annotations

import bisect
import dataclasses

import pynini

from tnfst.grammar.errors import GrammarError

SPACE = ord(" ")
#: Longest word (in characters) the conversion follows before giving up.
MAX_WORD_CHARS = 64


@dataclasses.dataclass(frozen=True)
class WordLattice:
    """A deterministic, epsilon-free acceptor over words.

    Attributes:
        start: the start state.
        finals: states where a complete reading ends.
        arcs: arcs[state] = ((word, next_state), ...), sorted by word.
    """

    start: int
    finals: frozenset[int]
    arcs: tuple[tuple[tuple[str, int], ...], ...]

    def next_state(self, state: int, word: str) -> int | None:
        """The state after reading `word` in `state`, or None if there is no such arc."""
        if not 0 <= state < len(self.arcs):
            return None
        arcs = self.arcs[state]
        index = bisect.bisect_left(arcs, word, key=lambda arc: arc[0])
        if index < len(arcs) and arcs[index][0] == word:
            return arcs[index][1]
        return None

    def num_states(self) -> int:
        return len(self.arcs)

    def accepts(self, words: list[str] | tuple[str, ...]) -> bool:
        """True when the word sequence is a complete licensed reading."""
        state: int | None = self.start
        for word in words:
            state = self.next_state(state, word)
            if state is None:
                return False
        return state in self.finals

    def vocabulary(self) -> frozenset[str]:
        """Every word on some arc."""
        return frozenset(word for arcs in self.arcs for word, _ in arcs)

    @classmethod
    def from_fst(cls, fst: pynini.Fst) -> "WordLattice | None":
        """Word lattice of a character acceptor (labels = Unicode code points); None if empty."""
        dfa = _char_dfa(fst)
        if dfa is None:
            return None
        return cls.from_dfa(dfa)

    @classmethod
    def from_dfa(cls, dfa: pynini.Fst) -> "WordLattice":
        """Word lattice of a character DFA that `_char_dfa` made (deterministic, epsilon-free,
        minimal, connected, not empty): `from_fst` without determinizing it again."""
        return _minimal(*_word_dfa(dfa))


def _char_dfa(fst: pynini.Fst) -> pynini.Fst | None:
    dfa = pynini.project(fst, "output").rmepsilon()
    if dfa.start() < 0 or dfa.num_states() == 0:
        return None
    dfa = pynini.determinize(dfa).minimize()
    dfa.connect()
    if dfa.start() < 0 or dfa.num_states() == 0:
        return None
    return dfa


def _is_final(fst: pynini.Fst, state: int) -> bool:
    return fst.final(state) != pynini.Weight.zero(fst.weight_type())


def _arc_table(fst: pynini.Fst, mark: int = -1) -> tuple[list[list[tuple[int, int]]], frozenset[int], dict[int, int]]:
    """(arcs, finals, marked) of an FST: arcs[state] = [(output label, next state), ...] in the
    FST's arc order, its final states, and {state: target of its first arc labelled `mark`}.
    Read from the FST's text form in one call: several times faster than iterating its arcs
    from Python (lattices are built for every token the grammars read)."""
    if fst.input_symbols() is not None or fst.output_symbols() is not None:
        return _iterated_arc_table(fst, mark)  # its text form would show symbols, not labels
    arcs: list[list[tuple[int, int]]] = [[] for _ in range(fst.num_states())]
    finals = []
    marked: dict[int, int] = {}
    for line in fst.print(show_weight_one=True).splitlines():
        fields = line.split("\t")
        if len(fields) == 5:  # source, target, input label, output label, weight
            source, target, label = int(fields[0]), int(fields[1]), int(fields[3])
            arcs[source].append((label, target))
            if label == mark:
                marked.setdefault(source, target)
        elif fields[0]:  # a final state and its weight
            finals.append(int(fields[0]))
    return arcs, frozenset(finals), marked


def _iterated_arc_table(fst: pynini.Fst, mark: int = -1) -> tuple[list[list[tuple[int, int]]], frozenset[int], dict[int, int]]:
    """`_arc_table` by iterating the FST's states and arcs (any FST)."""
    arcs = [[(arc.olabel, arc.nextstate) for arc in fst.arcs(state)] for state in fst.states()]
    marked: dict[int, int] = {}
    for state, out in enumerate(arcs):
        marked.update((state, target) for label, target in reversed(out) if label == mark)
    return arcs, frozenset(state for state in fst.states() if _is_final(fst, state)), marked


def _word_dfa(dfa: pynini.Fst) -> tuple[int, set[int], dict[int, dict[str, int]]]:
    """Word-level states are char states at word boundaries (start, or just after a word)."""
    # a word ends where a reading may end or a space follows; the next one begins after that space
    table, char_finals, space_next = _arc_table(dfa, mark=SPACE)
    ends = char_finals.union(space_next)
    finals: set[int] = set()
    arcs: dict[int, dict[str, int]] = {}
    start = dfa.start()
    queue = [start]
    seen = {start}
    while queue:
        boundary = queue.pop()
        out = arcs.setdefault(boundary, {})
        if boundary in char_finals and boundary != start:
            finals.add(boundary)
        begin = start if boundary == start else space_next.get(boundary)
        if begin is None:
            continue
        stack = [(begin, "")]
        while stack:
            state, prefix = stack.pop()
            if len(prefix) > MAX_WORD_CHARS:
                raise GrammarError(f"a reading has a word longer than {MAX_WORD_CHARS} characters: {prefix!r}")
            for label, target in table[state]:
                if label == SPACE or label == 0:
                    continue
                word = prefix + chr(label)
                if target in ends:
                    out[word] = target
                    if target not in seen:
                        seen.add(target)
                        queue.append(target)
                stack.append((target, word))
    return start, finals, arcs


def _minimal(start: int, finals: set[int], arcs: dict[int, dict[str, int]]) -> WordLattice:
    """Minimize the word DFA with pynini (word ids as labels) and renumber states from 0."""
    words = sorted({word for out in arcs.values() for word in out})
    label = {word: index + 1 for index, word in enumerate(words)}
    fst = pynini.Fst()
    ids = {state: fst.add_state() for state in arcs}
    fst.set_start(ids[start])
    one = pynini.Weight.one(fst.weight_type())
    for state, out in arcs.items():
        if state in finals:
            fst.set_final(ids[state])
        for word, target in out.items():
            fst.add_arc(ids[state], pynini.Arc(label[word], label[word], one, ids[target]))
    fst.connect()
    if fst.start() < 0:
        raise GrammarError("the lattice has no complete reading")
    fst.minimize()
    minimal, minimal_finals, _ = _arc_table(fst)  # an acceptor: output labels are its word ids
    order = {fst.start(): 0}
    queue = [fst.start()]
    for state in queue:  # breadth-first numbering
        for _, target in minimal[state]:
            if target not in order:
                order[target] = len(order)
                queue.append(target)
    table: list[tuple[tuple[str, int], ...]] = [()] * len(order)
    final_ids = set()
    for state, index in order.items():
        table[index] = tuple(sorted((words[label - 1], order[target]) for label, target in minimal[state]))
        if state in minimal_finals:
            final_ids.add(index)
    return WordLattice(start=0, finals=frozenset(final_ids), arcs=tuple(table))


def inventory(fst: pynini.Fst) -> frozenset[str]:
    """Every word that some output path of `fst` contains (output side; cycles allowed)."""
    out = pynini.project(fst, "output").rmepsilon()
    words: set[str] = set()
    if out.start() < 0:
        return frozenset()
    seen = {(out.start(), "")}
    stack = [(out.start(), "")]
    while stack:
        state, prefix = stack.pop()
        if prefix and _is_final(out, state):
            words.add(prefix)
        for arc in out.arcs(state):
            if arc.olabel == SPACE:
                if prefix:
                    words.add(prefix)
                item = (arc.nextstate, "")
            else:
                item = (arc.nextstate, prefix + chr(arc.olabel))
                if len(item[1]) > MAX_WORD_CHARS:
                    raise GrammarError(f"the grammar writes a word longer than {MAX_WORD_CHARS} characters")
            if item not in seen:
                seen.add(item)
                stack.append(item)
    return frozenset(words)
