"""Reserved output symbols, fixed in one place.

Every output vocabulary of tnfst starts with these four ids, so a model, a
constraint and the beam search agree on them without passing them around.
"""

PAD = 0  # padding in batched targets; never predicted
UNK = 1  # a reading word outside the vocabulary
START = 2  # fed to the decoder before the first word
STOP = 3  # ends a reading

SPECIAL_WORDS = ("<pad>", "<unk>", "<s>", "</s>")

# Reading symbols of the Google data (Sproat & Jaitly): a token left as written
# and the silence that punctuation is read as.
SELF = "<self>"
SIL = "sil"
EOS = "<eos>"

# Google's ELECTRONIC readings spell with letter words: "e_letter x_letter a_letter" is
# the run "exa" read as a word, a lone "_letter" separates runs ("w_letter _letter w_letter"
# is "w w"). Speech wants the plain words; `plain_reading` writes them.
LETTER_SUFFIX = "_letter"


def first_reading(readings: list[str]) -> str | None:
    """The best of a grammar's readings (the list is best first), or None when there is none."""
    return readings[0] if readings else None


def plain_reading(reading: str) -> str:
    """A reading in Google's `_letter` form as plain words for speech: the letters of each run
    joined ("e_letter x_letter a_letter _letter o_letter" -> "exa o"), a lone "_letter"
    dropped, other words kept. A reading without letter words comes back unchanged."""
    if LETTER_SUFFIX not in reading:
        return reading
    words: list[str] = []
    current = ""
    for word in reading.split():
        if word.endswith(LETTER_SUFFIX) and len(word) > len(LETTER_SUFFIX):
            current += word[: -len(LETTER_SUFFIX)]
            continue
        if current:
            words.append(current)
            current = ""
        if word != LETTER_SUFFIX:
            words.append(word)
    if current:
        words.append(current)
    return " ".join(words)


def spoken_reading(reading: str) -> str:
    """A reading as text for a speech engine: `plain_reading`, and each "sil" inside it (Google's
    silence between phone-number groups) written as a comma after the word before it
    ("five five five sil one two" -> "five five five, one two"), which voices pause at. A reading
    of silence alone gives "" (the caller keeps the written token)."""
    words: list[str] = []
    for word in plain_reading(reading).split():
        if word == SIL:
            if words and not words[-1].endswith(","):
                words[-1] += ","
            continue
        words.append(word)
    return " ".join(words)
