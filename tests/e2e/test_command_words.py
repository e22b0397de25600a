"""The slash commands in every language: the English catalogue says what the command tree says,
and the sync carries each shipped language's names and descriptions (names Discord takes:
lowercase, no spaces, at most 32 characters, none twice at one level)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.discord.command_words import command_messages
from bot.model.languages import ENGLISH, LANGUAGES
from bot.words import words
from tests.support.fakediscord import FakeDiscord
from tests.support.harness import Harness

NAME = re.compile(r"^[-_\w]{1,32}$")
TRANSLATED = [language for language in LANGUAGES if language is not ENGLISH]


@pytest.mark.sqlite_only
async def test_the_english_catalogue_says_what_the_command_tree_says(harness: Harness) -> None:
    bot = await harness.start()
    english = words(ENGLISH)
    for message_id, name, description in command_messages(bot.tree):
        assert english(message_id) == name, message_id
        if description is not None:
            assert english.attribute(message_id, "description") == description, message_id


def _levels(command: dict[str, Any]) -> list[list[dict[str, Any]]]:
    """Each level of a command's options (subcommands, then their options), for uniqueness."""
    options = command.get("options") or []
    levels = [options] if options else []
    for option in options:
        levels += _levels(option)
    return levels


@pytest.mark.sqlite_only
async def test_the_sync_carries_every_language_with_names_discord_takes(
    harness: Harness, fake: FakeDiscord
) -> None:
    await harness.start()
    synced = [c for scope in fake.commands.values() for c in scope.values()]
    assert synced
    for language in TRANSLATED:
        locales = ("es-ES", "es-419") if language.code == "es-ES" else (language.code,)
        for locale in locales:
            top = [c["name_localizations"][locale] for c in synced]
            assert len(top) == len(set(top)), (locale, top)
            for command in synced:
                assert NAME.match(command["name_localizations"][locale]) or command["type"] != 1
                for level in _levels(command):
                    names = [o["name_localizations"][locale] for o in level]
                    assert len(names) == len(set(names)), (locale, names)
                    for option in level:
                        name = option["name_localizations"][locale]
                        assert NAME.match(name) and name == name.lower(), (locale, name)
                        said = option["description_localizations"][locale]
                        assert 1 <= len(said) <= 100, (locale, said)
                        for choice in option.get("choices") or []:
                            assert 1 <= len(choice["name_localizations"][locale]) <= 100
    # English is the commands' own words: no en-US or en-GB localization is sent.
    assert not {"en-US", "en-GB"} & synced[0]["name_localizations"].keys()
