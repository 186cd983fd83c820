"""tnfst.markup: SSML and HTML tags are one token each, kept as written; the text between them
is read as any other."""

from __future__ import annotations

import pytest

from tnfst.markup import is_markup
from tnfst.tokenize import tokenize


@pytest.mark.parametrize("token", ['<break time="500ms"/>', "<speak>", "</speak>", "<b>", "<br/>", "<br />",
                                   "<emphasis level='strong'>", '<say-as interpret-as="characters">',
                                   "<prosody rate=slow>", "<xml:lang>", "<pitch=-.3>", "<rate=0.8>", "<voice = Joanna>"])
def test_tags(token):
    assert is_markup(token)


@pytest.mark.parametrize("token", ["<", "<5>", "<b and c>", "a<b", "< b >", "<>", "</>", "<=", "<3", "<=5>", "<x=>"])
def test_no_tags(token):
    assert not is_markup(token)  # comparisons, a heart, an empty bracket pair


@pytest.mark.parametrize("sentence,tokens", [
    ('Hello <break time="500ms"/> world.', ["Hello", '<break time="500ms"/>', "world", "."]),
    ("<speak>It costs $5.</speak>", ["<speak>", "It", "costs", "$5", ".", "</speak>"]),
    ("if a<b and c>d then", ["if", "a<b", "and", "c>d", "then"]),  # no attribute value: no tag
])
def test_a_tag_is_one_token(sentence, tokens):
    assert [t.text for t in tokenize(sentence)] == tokens


@pytest.mark.slow
def test_tags_are_kept_and_the_text_between_is_read(one_torch_thread):
    from tnfst import Normalizer

    out = Normalizer().normalize_batch(['Hello <break time="500ms"/> world.', "<p>The <b>5 kg</b> bag.</p>"])
    assert out == ['Hello <break time="500ms"/> world.', "<p>The <b>five kilograms</b> bag.</p>"]
