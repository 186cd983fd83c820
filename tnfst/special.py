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
