"""Context readings for television, film, music and games: episode codes, records, review scores,
screen formats and film gauges.

Part of `tnfst.context.ContextReadings.decide` (asked before `tnfst.everyday_context`); each reading
is a grammar's licensed reading, kept only where a grammar licenses it (`tnfst.api._in_context`).
The rules:

* **episode codes**: "S02E10", "s01e08" (the season and episode numbers as TV guides, streaming
  services and episode databases write them) -> "season two episode ten" (EPISODE_CODE,
  grammars/en/media.py), by shape alone; the model spelled them ("s o two e one o");
* **titles and formats written with digits**: a digit for its own name inside a title ("Se7en",
  "Thr3e") -> "seven", "three" (DIGIT_WORD; the model spelled "s e seven e n"); a digital audio
  format ("24-bit/96kHz", "16-bit/44.1 kHz") -> "twenty four bit ninety six kilohertz" (AUDIO_FORMAT,
  the "kHz" written apart BARE_UNIT's "kilohertz"), the slash unsaid;
* **records by their speed**: "78s", "45s" in a sentence about records (`RECORD_CUES`: "records",
  "vinyl", "turntable", "singles", "rpm") -> "seventy eights", "forty fives" (TWO_DIGIT_PLURAL; the
  RIAA/IEC standard speeds are 78, 45 and 33 1/3 rpm). Elsewhere "58s" may be seconds of a lap;
* **time signatures without "time"**: "7/8", "6/8" after "in", "to", "into" or "from" in a sentence
  about music (`everyday_context.MUSIC_CUES`, `METER_CUES`: "song", "drummers", "waltz", "bridge"),
  not before a noun ("in 3/4 of the songs") -> "seven eight" (METER), as musicians say a meter;
  `notation_context` reads it before "time", "meter" or "signature";
* **review scores**: a score on a scale of 5, 10 or 100 (`everyday_context.RATING_SCALES`) where
  the words around it make it a review's: after "gave"/"give" and "a" ("gave it a 4.5/5"), or after
  a determiner ("a", "the", "its") before a word of a review's score (`SCORE_NOUNS`: "a 6/10
  average", "the 8/10 from IGN") or in a sentence about reviews (`REVIEW_CUES`: "review", "critics",
  "IGN", "Metacritic") -> "four point five out of five" (RATING). `everyday_context` reads the
  others ("4.5/5 stars", "rated 9/10"); a date after a determiner ("the 6/10 meeting") has no such
  word beside it;
* **screen formats**: "4K" in a sentence about home video, sound or games (`MEDIA_CUES`: "remaster",
  "surround", "Dolby", "Blu-ray", "PS5", "Xbox") -> "four k", and "60fps" there -> "sixty frames per
  second", as `quantity_context` reads them beside a video or screen word (its `VIDEO_CUES`);
  a temperature ("cooled to 4K") or a muzzle velocity ("2,800 fps") has no such word;
* **film gauges and record weights**: the standard widths of motion-picture film (`_FILM_GAUGE`:
  8, 16, 35, 65 and 70 mm; SMPTE's film standards) in a sentence about film or cameras (`FILM_CUES`),
  and the weights of a vinyl pressing (`VINYL_WEIGHTS`: 120-200 g) in a sentence about records, are
  the names of a format before the word they describe: the unit in the singular ("shot on 70mm IMAX
  cameras" -> "seventy millimeter", "180g vinyl" -> "one hundred eighty gram"), as "a 70-millimeter
  print" and "180-gram vinyl" are written and said; the neural reader kept the plural. Alone ("(16
  mm)") the plural stays, as the Google data reads it ("sixteen millimeters").

Pure: no file access, nothing compiled; the grammar's readings come from the caller.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.special import first_reading as _first

Readings = Callable[[str], list[str]] | None
RuleReadings = Callable[[str, str], list[str]] | None

_EPISODE = re.compile(r"S\d{1,2}E\d{1,3}|s\d{1,2}e\d{1,3}")
#: A title with one digit inside its letters ("Se7en", "Thr3e"), which DIGIT_WORD may read.
_DIGIT_WORD = re.compile(r"[A-Za-z]{1,4}\d[A-Za-z]{1,4}")
#: A digital audio format, bit depth and sample rate ("24-bit/96kHz", "16-bit/44.1").
_AUDIO_FORMAT = re.compile(r"\d{1,2}-bit/\d{2,3}(?:\.\d)?(?:kHz)?")
_TWO_DIGIT_PLURAL = re.compile(r"[1-9][1-9]s")
#: Words that make a sentence about records, where "78s" are records played at 78 rpm.
RECORD_CUES = frozenset("record records vinyl vinyls turntable turntables gramophone gramophones phonograph "
                        "phonographs jukebox jukeboxes singles shellac rpm lp lps ep eps crate crates".split())
#: A time signature: beats of 1-15 over a half, quarter, eighth or sixteenth note.
_METER = re.compile(r"(?:[1-9]|1[0-5])/(?:2|4|8|16)")
#: Words before a time signature that the music is in or changes to ("in 7/8", "switches to 6/8").
METER_BEFORE = frozenset({"in", "to", "into", "from"})
#: Words after a time signature that leave it one ("in 5/4 with a swing"); any other word makes it a
#: fraction of something ("in 3/4 of the songs", "to 1/2 cup").
METER_THEN = frozenset({"and", "or", "with", "but", "then", "throughout", "for", "at", "on", "until"})
#: Words of rhythm and playing, beside `everyday_context.MUSIC_CUES` (keys, chords, songs).
METER_CUES = frozenset("drummer drummers drum drums groove grooves waltz waltzes rhythm rhythms tempo beat beats "
                       "bar bars measure measures band track tracks verse chorus bridge jazz metronome "
                       "polyrhythm meter metre signature".split())
_RATING = re.compile(r"(\d{1,3}(?:\.\d+)?)/(\d{1,3})")
#: Words before "a" that give a score ("gave it a 4.5/5", "I'd give this a 9/10").
GIVE_WORDS = frozenset("gave give gives giving given".split())
#: Words before a score that make it a thing of its own ("a 6/10", "the 8/10 from IGN").
DETERMINERS = frozenset("a an the its their his her my our your this that".split())
#: Words after a determiner and a score that make it a review's ("a 6/10 average", "the 8/10 from IGN").
SCORE_NOUNS = frozenset("average from overall verdict grade mark".split())
#: Words that make a sentence about reviews ("the 8/10 from IGN is generous").
REVIEW_CUES = frozenset("review reviews reviewed reviewer reviewers critic critics metacritic ign "
                        "pitchfork gamespot verdict overrated underrated".split())
_RESOLUTION = re.compile(r"[1-9]\d?K")
_FPS = re.compile(r"\d{2,3} ?fps")
#: Words that make a sentence about home video, sound or games, where "4K" is a resolution and "fps"
#: frames (beside `quantity_context.VIDEO_CUES`, which holds "video", "film", "game", "stream").
MEDIA_CUES = frozenset("remaster remasters remastered remake surround dolby atmos imax blu-ray bluray dvd dvds "
                       "dts hdr10 uhd hdmi ps5 ps4 ps3 playstation xbox switch nintendo steam console consoles "
                       "port ported gameplay framerate graphics trailer".split())
#: The standard widths of motion-picture film in millimeters (SMPTE film standards): 8, 16, 35, 65, 70.
_FILM_GAUGE = re.compile(r"(8|16|35|65|70) ?mm")
#: Words that make a sentence about film or cameras.
FILM_CUES = frozenset("film films filmed filming shot shoot shooting camera cameras print prints projector "
                      "projection imax footage movie movies cinema cinematographer stock format".split())
#: The weights of a vinyl pressing in grams (record labels' and pressing plants' usage).
_VINYL_WEIGHT = re.compile(r"(120|140|150|160|180|200) ?(?:g|gram)")
#: Words that make a sentence about a record's pressing.
VINYL_CUES = frozenset("vinyl vinyls lp lps pressing pressings pressed record records reissue reissues".split())


def media_reading(tokens: Sequence[str], i: int, words: frozenset[str], readings_of: Readings,
                  rule_readings_of: RuleReadings) -> str | None:
    """The reading of ``tokens[i]`` that one of the module's rules decides, or None.

    Args:
        tokens: the sentence's tokens.
        i: the token to read.
        words: the lowercase tokens of its sentence.
        readings_of: the grammar's licensed readings of a token, best first.
        rule_readings_of: one context rule's readings of a token.
    """
    token = tokens[i]
    if not token[:1].isdigit():
        return ((episode_reading(token, rule_readings_of) if token[:1] in "Ss" else None)
                or digit_word_reading(token, rule_readings_of)
                or (audio_unit_reading(tokens, i, rule_readings_of) if token == "kHz" else None))
    nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
    if _AUDIO_FORMAT.fullmatch(token):
        return audio_format_reading(token, nxt, rule_readings_of)
    return (record_reading(token, words, rule_readings_of)
            or meter_reading(tokens, i, words, rule_readings_of)
            or review_reading(tokens, i, words, rule_readings_of)
            or screen_reading(token, words, readings_of)
            or format_reading(token, nxt, words, readings_of))


def episode_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """"S02E10" -> "season two episode ten" (EPISODE_CODE)."""
    if rule_readings_of is None or not _EPISODE.fullmatch(token):
        return None
    return _first(rule_readings_of("EPISODE_CODE", token))


def digit_word_reading(token: str, rule_readings_of: RuleReadings) -> str | None:
    """A title with a digit for its own name inside a word ("Se7en", "Thr3e") -> the number word
    (DIGIT_WORD: "seven")."""
    if rule_readings_of is None or not _DIGIT_WORD.fullmatch(token):
        return None
    said = _first(rule_readings_of("DIGIT_WORD", token))
    return said


def audio_format_reading(token: str, nxt: str, rule_readings_of: RuleReadings) -> str | None:
    """"24-bit/96kHz" -> "twenty four bit ninety six kilohertz"; "16-bit/44.1" before a separate
    "kHz" -> "sixteen bit forty four point one" (the unit is `audio_unit_reading`'s) (AUDIO_FORMAT)."""
    if rule_readings_of is None or (not token.endswith("kHz") and nxt != "kHz"):
        return None
    return _first(rule_readings_of("AUDIO_FORMAT", token))


def audio_unit_reading(tokens: Sequence[str], i: int, rule_readings_of: RuleReadings) -> str | None:
    """"kHz" after an audio format written apart ("16-bit/44.1 kHz") -> "kilohertz" (BARE_UNIT)."""
    if rule_readings_of is None or i == 0 or not _AUDIO_FORMAT.fullmatch(tokens[i - 1]):
        return None
    return _first(rule_readings_of("BARE_UNIT", tokens[i]))


def record_reading(token: str, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """"78s" in a sentence about records -> "seventy eights" (TWO_DIGIT_PLURAL)."""
    if rule_readings_of is None or not _TWO_DIGIT_PLURAL.fullmatch(token) or not _about(words, RECORD_CUES):
        return None
    return _first(rule_readings_of("TWO_DIGIT_PLURAL", token))


def meter_reading(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """A time signature without the word "time" after it, played "in" or changed "to" in a sentence
    about music ("The song is in 7/8, which trips up drummers", "the bridge switches to 6/8") -> the
    METER reading ("seven eight")."""
    from tnfst.everyday_context import MUSIC_CUES

    if rule_readings_of is None or i == 0 or not _METER.fullmatch(tokens[i]):
        return None
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    if tokens[i - 1].lower() not in METER_BEFORE or (nxt.isalpha() and nxt not in METER_THEN):
        return None
    if not (_about(words, MUSIC_CUES) or _about(words, METER_CUES)):
        return None
    return _first(rule_readings_of("METER", tokens[i]))


def review_reading(tokens: Sequence[str], i: int, words: frozenset[str], rule_readings_of: RuleReadings) -> str | None:
    """A review's score ("gave it a 4.5/5", "a 6/10 average", "the 8/10 from IGN") -> the RATING
    reading ("four point five out of five")."""
    from tnfst.everyday_context import RATING_SCALES

    m = _RATING.fullmatch(tokens[i])
    if rule_readings_of is None or m is None or int(m.group(2)) not in RATING_SCALES:
        return None
    if float(m.group(1)) > int(m.group(2)) or i == 0:
        return None
    prev = tokens[i - 1].lower()
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    given = prev in ("a", "an") and not GIVE_WORDS.isdisjoint(t.lower() for t in tokens[max(0, i - 4):i - 1])
    reviewed = prev in DETERMINERS and (nxt in SCORE_NOUNS or _about(words, REVIEW_CUES))
    if not (given or reviewed):
        return None
    return _first(rule_readings_of("RATING", tokens[i]))


def screen_reading(token: str, words: frozenset[str], readings_of: Readings) -> str | None:
    """"4K" -> "four k" and "60fps" -> "sixty frames per second" in a sentence about home video,
    sound or games (`MEDIA_CUES`)."""
    if readings_of is None or not _about(words, MEDIA_CUES):
        return None
    if _RESOLUTION.fullmatch(token):
        return next((r for r in readings_of(token) if r.endswith(" k")), None)
    if _FPS.fullmatch(token):
        return next((r for r in readings_of(token) if r.endswith(" frames per second")), None)
    return None


def format_reading(token: str, nxt: str, words: frozenset[str], readings_of: Readings) -> str | None:
    """A film gauge in a sentence about film ("70mm") or a vinyl weight in one about records
    ("180g") before the word it describes (`nxt`: "film", "IMAX", "vinyl"): the licensed reading
    with the unit in the singular ("seventy millimeter"). Alone ("Reversal Film 7265 (16 mm)") the
    amount keeps the plural, as the Google data reads it."""
    from tnfst.attributive import NOT_DESCRIBED

    if readings_of is None or not nxt.isalpha() or nxt.lower() in NOT_DESCRIBED:
        return None
    film = _FILM_GAUGE.fullmatch(token) and _about(words, FILM_CUES)
    vinyl = _VINYL_WEIGHT.fullmatch(token) and _about(words, VINYL_CUES)
    if not (film or vinyl):
        return None
    from tnfst.rated_goods import singular_of

    return singular_of(readings_of(token))


def _about(words: frozenset[str], cues: frozenset[str]) -> bool:
    """Whether a sentence's words hold one of the cues (a word may carry punctuation: "Forum!!")."""
    return not words.isdisjoint(cues) or any(w.strip(".,;:!?\"'()") in cues for w in words)
