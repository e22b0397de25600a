"""The languages the bot speaks, as data: each one's code (its catalogue's folder, a Discord
locale or its first part), its name in itself, and the Discord locales it answers. Which
language a locale is told in is decided here; the words themselves are in :mod:`bot.words`."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ENGLISH", "LANGUAGES", "PSEUDO", "Language", "language_of"]


@dataclass(frozen=True, slots=True)
class Language:
    """A language the bot speaks: its catalogue's folder (a Discord locale, or its first part),
    its name in itself, and the Discord locales it answers."""

    code: str
    name: str
    answers: tuple[str, ...]


ENGLISH = Language("en-US", "English", ("en-US", "en-GB"))
LANGUAGES = (
    ENGLISH,
    Language("pt-BR", "Português do Brasil", ("pt-BR",)),
    Language("es-ES", "Español", ("es-ES", "es-419")),
    Language("fr", "Français", ("fr",)),
    Language("de", "Deutsch", ("de",)),
    Language("pl", "Polski", ("pl",)),
)
# The tests' pseudo-language, made from English (every message accented, bracketed and 40%
# longer): a word on screen that is not in it did not come from the catalogue.
PSEUDO = Language("en-XA", "Ƥśéúðô", ())

_BY_LOCALE = {locale.lower(): lang for lang in LANGUAGES for locale in lang.answers}
_BY_PREFIX = {lang.code.split("-")[0]: lang for lang in LANGUAGES}


def language_of(locale: str | None) -> Language:
    """The language for a Discord locale (``"es-419"``), a catalogue code or a POSIX locale
    (``"pt_BR.UTF-8"``, ``"C"``): the exact one, else the same language's (``"pt-PT"`` is
    told in Brazilian Portuguese, ``"en-AU"`` in English), else English."""
    if not locale:
        return ENGLISH
    if locale == PSEUDO.code:
        return PSEUDO
    tag = locale.split(".")[0].split("@")[0].replace("_", "-").lower()
    exact = _BY_LOCALE.get(tag) or next((g for g in LANGUAGES if g.code.lower() == tag), None)
    return exact or _BY_PREFIX.get(tag.split("-")[0], ENGLISH)
