"""Unicode spaces, slashes and number forms seen as ASCII by the tokenizer and the readers
(`tnfst.unicode_forms`), with the user's text kept in the tokens' spans."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tnfst.tokenize import tokenize
from tnfst.unicode_forms import GROUP_SPACES, reader_view, tokenizer_view


@pytest.mark.parametrize("space", list(GROUP_SPACES) + ["\u3000", "\u2002", "\u205f"])
def test_a_unicode_space_is_a_space(space):
    assert tokenizer_view(f"5{space}kg") == "5 kg"
    assert reader_view(f"5{space}kg") == "5 kg"


@pytest.mark.parametrize("written,seen", [
    ("1\u2009000\u2009000", "1,000,000"),        # SI style: thin space
    ("1\u202f000", "1,000"),                      # narrow no-break space
    ("1\u2007000\u2007000", "1,000,000"),        # figure space
    ("10\u00a0000", "10,000"),                    # no-break space (French typography)
    ("1\u2009000.5", "1,000.5"),                  # a decimal point after the groups
    ("1\u00a0000,5", "1 000,5"),                  # a decimal comma: ambiguous, left apart
    ("2024\u2009100", "2024 100"),                # four digits first: two numbers
    ("3.141\u2009592", "3.141 592"),              # groups of a decimal's digits: not thousands
    ("1\u200900", "1 00"),                        # a group of two digits
    ("12\u00a0\u0661\u0662\u0663", "12 \u0661\u0662\u0663"),  # never across scripts
])
def test_si_digit_groups(written, seen):
    assert reader_view(written) == seen
    assert tokenizer_view(written) == seen.replace("\u0661\u0662\u0663", "123")


def test_an_ascii_space_between_digits_is_never_a_group_separator():
    assert tokenizer_view("in 1990 100 people") == "in 1990 100 people"
    assert reader_view("1 000") == "1 000"


@pytest.mark.parametrize("written,seen", [
    ("1\u20442", "1/2"), ("3\u22154", "3/4"),     # fraction slash, division slash
    ("\u216b", "XII"), ("Chapter \u2163", "Chapter IV"), ("\u2173", "iv"),
    ("\u2460", "1"), ("\u2460" + "1", "1 1"),     # "①1" is never 11
    ("e\u0301", "\u00e9"),                        # composed (NFC)
])
def test_number_forms_and_marks(written, seen):
    assert reader_view(written) == seen


def test_tokens_keep_the_users_text():
    """The spans index the sentence and hold what the user wrote; joins see ASCII stand-ins."""
    sentence = "It is 1\u2009000\u2009000\u00a0km, 5\u00a0kg and Chapter \u216b."
    spans = tokenize(sentence)
    assert [s.text for s in spans] == ["It", "is", "1\u2009000\u2009000\u00a0km", ",", "5\u00a0kg", "and",
                                       "Chapter \u216b", "."]
    assert all(sentence[s.start:s.end] == s.text for s in spans)


@given(st.text(alphabet=st.sampled_from(list("0123456789 ,.kgm/-$€") + list(GROUP_SPACES)
                                        + ["\u3000", "\u2044", "\u216b", "\u2460", "\u0663", "\uff15"]),
               max_size=40))
def test_the_tokenizer_view_keeps_length_and_ascii_is_unchanged(text):
    view = tokenizer_view(text)
    assert len(view) == len(text)
    assert tokenizer_view(view) == view or not view.isascii()
    spans = tokenize(text)
    assert all(text[s.start:s.end] == s.text for s in spans)
    assert "".join("".join(s.text.split()) for s in spans) == "".join(text.split())
