"""Amounts that describe a noun: "a $500 deposit" -> "a five hundred dollar deposit".

Part of `tnfst.context.ContextReadings.decide`. English says the unit of an amount in the
singular where the amount describes the noun after it, as a hyphenated compound would ("a
500-dollar deposit", "a five-gallon bucket"): "a $500 deposit", "a $2 billion deal", "a 5 gal
bucket", "a 500 g bag". The grammars license both numbers of the unit for every amount ("five
hundred dollars", "five hundred dollar"), and the neural reader, trained on data that keeps the
plural, said "a five hundred dollars deposit".

The rule asks for a sure modifier: the amount right after "a", "an" or "the" (or a count with an
x: "4x 2TB drives" -> "two terabyte drives"), and a lowercase
word right after it that is not a function word, a verb of being or having, or a word that
follows an amount without being described by it (`NOT_DESCRIBED`: "a $500 fine" reads the
singular, "the $500 was returned", "a $5 tip each", "a 6 ft long board" keep the grammar's
first reading). Prices with cents ("a $2.99 coffee") are left alone: their singular is not a
reading people give. Shape: `attributive_reading(tokens, i, readings_of)` -> "five hundred
dollar" or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tnfst.one_unit import is_singular_of_another

#: Words before an amount that make it part of a noun phrase.
ARTICLES = frozenset({"a", "an", "the"})

#: A count of things written with an x before an amount that describes them ("4x 2TB drives" ->
#: "four times two terabyte drives", as "four 2-terabyte drives").
_COUNT_OF = re.compile(r"[1-9]\d?[xX×]")

#: Words after an amount that it does not describe: function words, verbs, pronouns, and the
#: words that follow a quantity ("more", "worth", "long", "ago").
NOT_DESCRIBED = frozenset(
    "of in on per for each to and or at a an the with from by into onto over under than as "
    "is are was were be been being has have had will would can could may might must should shall do does did "
    "it its he she they we you i me him her them us this that these those which who whom whose "
    "more less fewer worth off extra apiece total altogether later earlier ago back away apart "
    "long wide tall high deep thick old down up plus minus only just too so not".split())

#: An amount of money ("$500", "£2.5 million", "$5 m") or a whole or decimal measure ("5 gal",
#: "500 g", "2.5 kg") with a unit of letters; no price with cents ("$2.99"), no range.
_MONEY = re.compile(r"[$£€¥₹][\d,]+(?:\.\d+ ?(?:million|billion|trillion|m|bn))?(?: ?(?:million|billion|trillion|m|bn))?")
_MEASURE = re.compile(r"\d[\d,]*(?:\.\d+)? ?[A-Za-z][A-Za-z²³/.]*")
#: Four digits with no comma ("the 1500m final"): said in hundreds as often as in thousands
#: ("fifteen hundred meters"), a choice the reader makes and a whole reading chosen here would
#: take from it; left alone.
_HUNDREDS = re.compile(r"(?<![\d,.])[1-9]\d{3}(?![\d,])")


def attributive_reading(tokens: Sequence[str], i: int,
                        readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The licensed reading of ``tokens[i]`` with its unit in the singular, where the amount
    stands between an article and a noun it describes; None elsewhere."""
    if readings_of is None or i == 0 or i + 1 >= len(tokens):
        return None
    token, nxt = tokens[i], tokens[i + 1]
    if (tokens[i - 1].lower() not in ARTICLES and not _COUNT_OF.fullmatch(tokens[i - 1])) or not (nxt.isalpha() and nxt.islower()) or nxt in NOT_DESCRIBED:
        return None
    if not (_MONEY.fullmatch(token) or _MEASURE.fullmatch(token)) or _HUNDREDS.search(token):
        return None
    readings = readings_of(token)
    if not readings:
        return None
    return next((r for r in readings if is_singular_of_another(r, readings)), None)


#: Containers, packs and servings an amount before them gives the size of ("a 12 oz can", "two
#: 15 oz cans", "a 5 oz glass", "Ground coffee, 12 oz bag", "$5 pints"): the amount describes
#: them with or without an article, as a package's size on a label or a menu does. Said in the
#: singular in both numbers ("two fifteen ounce cans", "five dollar pints"), as the hyphenated
#: compound is ("a 15-oz. can", "a 5-ounce glass": Chicago Manual of Style 7.96, AP "hyphen").
PACKAGES = frozenset(
    "can cans tin tins bottle bottles jar jars bag bags box boxes carton cartons package packages "
    "packet packets pack packs pouch pouches tub tubs container containers jug jugs bucket buckets "
    "pail pails keg kegs sack sacks case cases crate crates tray trays tube tubes "
    "glass glasses mug mugs cup cups pint pints pitcher pitchers carafe carafes "
    "serving servings portion portions pan pans skillet skillets pot pots dish dishes ramekin ramekins "
    "drink drinks shot shots pour pours "
    # a food sold in one piece of a size ("800g loaf", "a 100 g bar", "250g block")
    "loaf loaves bar bars block blocks wheel wheels "
    # a baking sheet and a plate by their size ("a 13x18 sheet", "a 10\" plate")
    "sheet sheets plate plates".split())
#: Foods bought or cooked whole by their weight ("a 12–14 lb turkey", "a 3 lb roast", "a 10 oz
#: steak", "the 2 lb loaf"): described by the amount only after an article ("2 lb chicken thighs"
#: is an amount of chicken, "two pounds").
WHOLE_FOODS = frozenset(
    "turkey turkeys chicken ham roast brisket steak ribeye sirloin fillet filet tenderloin loin "
    "salmon fish bird pumpkin watermelon "
    # a pie, a cake or a pizza by its pan's size ("a 9\" pie", "a 12\" pizza"), a plate by its own
    "pie pizza cake tart quiche platter "
    # an oven by its heat ("a 350° oven", "a 200C oven")
    "oven "
    # a drink by its cup's size ("a 16 oz latte", "a 12 oz coffee"); "8 oz coffee" is an amount of it
    "coffee latte cappuccino mocha tea soda beer smoothie shake milkshake juice".split())
#: The marks between the sides of a size ('9" x 13"') or its two systems ("20cm/8in").
_SIDES = frozenset({"x", "×", "by", "/"})  # "/": one size in two systems, "a 20cm/8in tin"
#: Words that may stand between the amount and the container it sizes, at most `_MODIFIERS` of
#: them: a pan's or a dish's kind and material ("a 10\" cast-iron skillet", "a 9\" round cake pan",
#: "a 9x13 glass baking dish"), what a bottle holds ("an 8 oz water bottle"), a food's cut ("a 12 lb
#: whole turkey").
CONTAINER_MODIFIERS = frozenset(
    "baking cake pie loaf round square rectangular oval springform cast-iron nonstick non-stick roasting "
    "glass ceramic metal enamel enameled stainless deep shallow deep-dish heavy heavy-bottomed oven-safe "
    "ovenproof muffin tart bundt tube casserole gratin soufflé souffle sheet jelly-roll dutch "
    "water wine beer soda juice plastic mason "
    "whole boneless bone-in fresh frozen".split())
_MODIFIERS = 2
#: A measure as `_MEASURE`, or a range of two ("12–14 lb", "5-6 oz"); or inches as their mark
#: writes them ('a 10" skillet', 'a 9" pie').
_MEASURE_OR_RANGE = re.compile(r"\d[\d,]*(?:\.\d+)?(?:[-–]\d[\d,]*(?:\.\d+)?)? ?(?:[A-Za-z°][A-Za-z²³/.]*|[\"″])")


def _modal_can(tokens: Sequence[str], j: int) -> bool:
    """True where "can" at `tokens[j]`, after an amount with no article before it, is the verb: a
    lowercase word other than "of" follows it ("$640 can roll over", "5 oz can be frozen"), where the
    tin is followed by "of", punctuation or the end ("a 15 oz can of beans", "one 12 oz can.")."""
    nxt = tokens[j + 1] if j + 1 < len(tokens) else ""
    return nxt.isalpha() and nxt.islower() and nxt != "of"


def package_reading(tokens: Sequence[str], i: int,
                    readings_of: Callable[[str], list[str]] | None) -> str | None:
    """The licensed reading of ``tokens[i]`` with its unit in the singular, where the amount
    gives the size of a container or serving after it (`PACKAGES`), or of a food bought whole
    after an article (`WHOLE_FOODS`); None elsewhere. Unlike `attributive_reading`, on by
    default: a package's size is no measure of the package ("a twelve ounces can")."""
    if readings_of is None or i + 1 >= len(tokens):
        return None
    token = tokens[i]
    after_article = i > 0 and tokens[i - 1].lower() in ARTICLES
    j = i + 1
    while j + 1 < len(tokens) and tokens[j] in _SIDES and _MEASURE_OR_RANGE.fullmatch(tokens[j + 1]):
        j += 2  # 'a 9" x 13" baking pan': every side describes the pan
    for _ in range(_MODIFIERS + 1):
        if j >= len(tokens):
            return None
        if tokens[j] in PACKAGES or (after_article and tokens[j] in WHOLE_FOODS):
            if tokens[j] == "can" and not after_article and _modal_can(tokens, j):
                return None  # "up to $640 can roll over": the verb, no tin
            break
        if tokens[j] not in CONTAINER_MODIFIERS:
            return None
        j += 1  # "a 10\" cast-iron skillet", "a 9\" round cake pan", "a 12 lb whole turkey"
    else:
        return None
    if not (_MONEY.fullmatch(token) or _MEASURE_OR_RANGE.fullmatch(token)) or _HUNDREDS.search(token):
        return None
    readings = readings_of(token)
    if not readings:
        return None
    return next((r for r in readings if is_singular_of_another(r, readings)), None)
