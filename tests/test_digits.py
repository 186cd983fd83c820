"""Digits of any script are folded to ASCII before the grammars and the reader see a token."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tnfst.digits import fold_digits, has_digit


@pytest.mark.parametrize("written, folded", [
    ("1５kg", "15kg"), ("５ｋｇ", "5kg"), ("＄５", "$5"), ("٣٤", "34"), ("۱۲۳", "123"), ("४२", "42"),
    ("½", "½"), ("m²", "m²"), ("µm", "µm"), ("①", "①"), ("3 kg", "3 kg"), ("", ""),
])
def test_examples(written, folded):
    assert fold_digits(written) == folded


@given(st.text(max_size=30))
def test_every_decimal_digit_becomes_its_ascii_digit(text):
    folded = fold_digits(text)
    assert not any(ch.isdecimal() and not ch.isascii() for ch in folded)
    if not any(0xFF01 <= ord(ch) <= 0xFFEF for ch in text):  # no NFKC: one character for one
        assert len(folded) == len(text)
        for a, b in zip(text, folded):
            if a.isdecimal():
                assert b == str(unicodedata.digit(a))
            else:
                assert b == a


@given(st.text(max_size=30))
def test_has_digit_agrees_with_the_folded_text(text):
    assert has_digit(text) == any(ch in "0123456789" for ch in fold_digits(text))


def test_the_normalizer_reads_other_scripts_digits_as_numbers():
    from tnfst.api import Normalizer

    normalizer = Normalizer(constraints=["class_fst", "number_fst"], threads=1)
    assert normalizer.normalize("٣٤") == normalizer.normalize("34")
    assert normalizer.normalize("It weighs ５kg.") == "It weighs five kilograms."
