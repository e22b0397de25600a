"""The catalogue: the messages of every language the bot speaks, loaded once per process.

Each language is a folder of Fluent files (``locales/<code>/*.ftl``, one file per part of the
bot); English (``en-US``) is the source every other follows. A message a language lacks is said
in English, message by message, so a new language can ship half done. Plurals, genders and
number formats live in the files: Fluent picks the CLDR plural category (through Babel) and
formats numbers in the language's own way.

Bundles are made with ``use_isolating=False``: by default Fluent wraps every variable in
U+2068/U+2069 isolation marks, which Discord shows inside mentions and links; none of the six
languages is written right to left.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentInt
from fluent.syntax import ast

from bot.model.languages import ENGLISH, LANGUAGES, PSEUDO, Language, language_of

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "PSEUDO",
    "Language",
    "Words",
    "WordsError",
    "language_of",
    "resources",
    "words",
]

log = logging.getLogger(__name__)

LOCALES = Path(__file__).parent / "locales"


class WordsError(LookupError):
    """A message the English catalogue does not have, or a variable it was not given: a bug."""


# Sentences made, kept per language: most messages are asked again and again with the same
# values (a game's title, a card's name, "28 cards"), and making one costs 10-20 µs, Babel's
# number formatting most of it. Emptied when full; a hit costs about a microsecond.
SAID_KEPT = 8192


class _Whole(FluentInt):
    """A whole number given to a message: formatted once per language and value."""

    _formatted: ClassVar[dict[tuple[int, int], str]] = {}  # (the locale's id, value) -> text

    def format(self, locale: Locale) -> str:
        key = (id(locale), int(self))  # a bundle's locale lives as long as the process
        text = self._formatted.get(key)
        if text is None:
            if len(self._formatted) >= SAID_KEPT:
                self._formatted.clear()
            text = self._formatted[key] = super().format(locale)
        return text


class Words:
    """The messages of one language: ``words("hand-title", game=7)``. What the language lacks
    (or cannot make with the values given) is said in English."""

    def __init__(self, language: Language, bundle: FluentBundle, english: Words | None) -> None:
        self.language = language
        self._bundle = bundle
        self._english = english
        self._said: dict[tuple[Any, ...], str] = {}  # (message, attribute, *values) -> text

    @property
    def code(self) -> str:
        return self.language.code

    def __repr__(self) -> str:
        return f"Words({self.language.code!r})"

    def __call__(self, message_id: str, /, **args: Any) -> str:
        return self._say(message_id, None, args)

    def attribute(self, message_id: str, name: str, /, **args: Any) -> str:
        """A message's attribute (``.label``, ``.short``)."""
        return self._say(message_id, name, args)

    def has(self, message_id: str) -> bool:
        """Whether this language (not its English fallback) has the message."""
        return self._bundle.has_message(message_id)

    def _say(self, message_id: str, attribute: str | None, args: dict[str, Any]) -> str:
        key = (message_id, attribute, *args.items())
        try:
            said = self._said.get(key)
        except TypeError:  # a value that can't be a key: made each time
            key, said = (), None
        if said is not None:
            return said
        text = self._made(message_id, attribute, args)
        if text is None:
            if self._english is None:
                raise WordsError(_missing(message_id, attribute))
            return self._english._say(message_id, attribute, args)
        if key:
            if len(self._said) >= SAID_KEPT:
                self._said.clear()
            self._said[key] = text
        return text

    def _made(self, message_id: str, attribute: str | None, args: dict[str, Any]) -> str | None:
        if not self._bundle.has_message(message_id):
            return None
        message = self._bundle.get_message(message_id)
        pattern = message.value if attribute is None else message.attributes.get(attribute)
        if pattern is None:
            return None
        values = {k: _Whole(v) if type(v) is int else v for k, v in args.items()}
        text, errors = self._bundle.format_pattern(pattern, values)
        if errors:
            if self._english is None:
                raise WordsError(f"{message_id}: {'; '.join(map(str, errors))}")
            log.warning("%s: %s in %s, said in English", message_id, errors[0], self.code)
            return None
        return str(text)


def resources(code: str) -> Iterator[tuple[Path, ast.Resource]]:
    """Each Fluent file of a language, parsed."""
    folder = LOCALES / (ENGLISH.code if code == PSEUDO.code else code)
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentResource(path.read_text(encoding="utf-8"))
        yield path, pseudo(resource) if code == PSEUDO.code else resource


def words(language: Language | str) -> Words:
    """The one :class:`Words` of a language (by :func:`language_of` when a locale is given),
    its files read once per process."""
    if isinstance(language, Language):
        return _loaded(language)
    return _of_locale(language)


@cache
def _of_locale(locale: str) -> Words:
    return _loaded(language_of(locale))


@cache
def _loaded(language: Language) -> Words:
    english = None if language in (ENGLISH, PSEUDO) else _loaded(ENGLISH)
    # Babel knows no en-XA: the pseudo-language counts like English.
    code = ENGLISH.code if language is PSEUDO else language.code
    bundle = FluentBundle([code], functions={"ORDINAL": _ordinal(code)}, use_isolating=False)
    for path, resource in resources(language.code):
        junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
        if junk:
            raise WordsError(f"{path}: not Fluent: {(junk[0].content or '').strip()[:80]!r}")
        bundle.add_resource(resource)
    return Words(language, bundle, english)


def _ordinal(code: str) -> Callable[[Any], Any]:
    """The catalogue's ``ORDINAL($n)``: a whole number's CLDR ordinal category in a language
    (English: "one", "two", "few" or "other", for 1st, 2nd, 3rd, 4th), to select on as a plural
    is: ``{ ORDINAL($n) -> [one] { $n }st … *[other] { $n }th }``."""
    rule = Locale.parse(code.replace("-", "_")).ordinal_form

    def ordinal(number: Any) -> str:
        return rule(int(number))

    return ordinal


def _missing(message_id: str, attribute: str | None) -> str:
    name = message_id if attribute is None else f"{message_id}.{attribute}"
    return f"no message {name!r} in the English catalogue"


# -- the pseudo-language ----------------------------------------------------------------------

_ACCENTED = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "áƀćđéƒĝĥíĵķĺɱńóƥɋŕśţúṽŵẋýžÁƁĆĐÉƑĜĤÍĴĶĹṀŃÓƤɊŔŚŦÚṼŴẊÝŽ",
        strict=True,
    )
)


def pseudo(resource: ast.Resource) -> ast.Resource:
    """English made strange and longer, its markup and variables kept: each message's text
    accented, in brackets and 40% longer ("[Ŧĥé śţóćķ ~~~]")."""
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            for pattern in (entry.value, *(a.value for a in entry.attributes)):
                if pattern is not None:
                    _pseudo_pattern(pattern, outer=True)
    return resource


def _pseudo_pattern(pattern: ast.Pattern, *, outer: bool = False) -> int:
    """Accent ``pattern``'s text (its variants' too); the letters it has (a select's: its
    default variant's). The outer pattern is bracketed and stretched by 40% of them."""
    letters = 0
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            letters += sum(ch.isalpha() for ch in element.value)
            element.value = _accented(element.value)
        elif isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                said = _pseudo_pattern(variant.value)
                letters += said if variant.default else 0
    if outer:
        stretch = " " + "~" * math.ceil(letters * 0.4) if letters else ""
        pattern.elements.insert(0, ast.TextElement("["))
        pattern.elements.append(ast.TextElement(stretch + "]"))
    return letters


def _accented(text: str) -> str:
    # Markdown, emoji and what Discord reads (<t:…>, </gin:…>) have no ASCII letters to change
    # here: they come in as variables.
    return "".join(_ACCENTED.get(ch, ch) for ch in text)
