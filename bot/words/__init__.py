"""Every word a player sees, in their language: one catalogue of messages by id
(Project Fluent files, one folder per language in ``locales/``), made into sentences where the
language is known: by the Discord side, the pictures and the terminal. The service and every
layer below it speak in values (a kind and its numbers), never in words."""

from bot.words.catalogue import (
    ENGLISH,
    LANGUAGES,
    PSEUDO,
    Language,
    Words,
    WordsError,
    language_of,
    words,
)

__all__ = [
    "ENGLISH",
    "LANGUAGES",
    "PSEUDO",
    "Language",
    "Words",
    "WordsError",
    "language_of",
    "words",
]
