"""The slash commands in every language the bot speaks: discord.py asks a translator for each
command's, option's and choice's name and description in every Discord locale when it syncs,
and Discord shows each member their own (``name_localizations``).

The words are the catalogue's (``commands.ftl``): a command is a message by its qualified name
(``command-gin-practice``: its name, and ``.description``), an option one by its command and
name (``option-gin-practice-level``), a choice one by its English name
(``choice-two-players``). English is the code's own text; ``commands.ftl`` in English says the
same (a test checks), so a translator sees every word to translate there.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.model.languages import ENGLISH, language_of
from bot.words import Words, words

__all__ = ["CatalogueTranslator", "command_message", "command_messages", "message_of"]

# A localized command or option name: lowercase, no spaces, 1-32 characters (Discord's rule).
NAME = re.compile(r"^[-_\w]{1,32}$")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def command_message(qualified_name: str) -> str:
    """The catalogue's message of a command (its name; ``.description``) by its qualified
    English name: "gin practice", "Challenge to gin rummy"."""
    return f"command-{_slug(qualified_name)}"


def message_of(context: app_commands.TranslationContext[Any, Any]) -> tuple[str, str | None]:
    """The catalogue's message (and attribute) for a string discord.py asks to translate."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return f"command-{_slug(data.qualified_name)}", None
    if where in (Where.command_description, Where.group_description):
        return f"command-{_slug(data.qualified_name)}", "description"
    if where is Where.parameter_name:
        return f"option-{_slug(data.command.qualified_name)}-{_slug(data.name)}", None
    if where is Where.parameter_description:
        return f"option-{_slug(data.command.qualified_name)}-{_slug(data.name)}", "description"
    if where is Where.choice_name:
        return f"choice-{_slug(data.name)}", None
    return "", None


class CatalogueTranslator(app_commands.Translator):
    """Every command's words from the catalogue, in each language it has them; Discord shows
    the English for the rest."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        language = language_of(locale.value)
        if language is ENGLISH or language.code.split("-")[0] != locale.value.split("-")[0]:
            return None  # English is the commands' own; a language we don't have: English
        message_id, attribute = message_of(context)
        said = words(language)
        if not message_id or not said.has(message_id):
            return None
        text = said(message_id) if attribute is None else said.attribute(message_id, attribute)
        named = context.location in (Where.command_name, Where.group_name, Where.parameter_name)
        if named and not isinstance(context.data, app_commands.ContextMenu):
            text = text.lower()
            if not NAME.match(text):
                return None  # not a name Discord takes: the English one stands
        return text if len(text) <= (32 if named else 100) else None


def command_messages(tree: app_commands.CommandTree) -> Iterator[tuple[str, str, str | None]]:
    """Every command word of the tree, as the English catalogue should say it: (message id,
    its name or choice text, its description)."""
    seen: set[str] = set()
    for menu in tree.get_commands(type=discord.AppCommandType.user):
        yield f"command-{_slug(menu.qualified_name)}", menu.name, None
    for command in tree.walk_commands():
        yield f"command-{_slug(command.qualified_name)}", command.name, command.description
        if isinstance(command, app_commands.Group):
            continue
        for parameter in command.parameters:
            yield (
                f"option-{_slug(command.qualified_name)}-{_slug(parameter.name)}",
                parameter.name,
                parameter.description,
            )
            for choice in parameter.choices:
                message_id = f"choice-{_slug(choice.name)}"
                if message_id not in seen:
                    seen.add(message_id)
                    yield message_id, choice.name, None


def english(tree: app_commands.CommandTree) -> str:
    """``commands.ftl`` in English, from the tree (for a new command: paste what is missing)."""
    lines = [
        "## The slash commands: names (lowercase, no spaces, at most 32 characters), their",
        "## descriptions (at most 100) and the options' choices (at most 100).",
        "",
    ]
    for message_id, name, description in command_messages(tree):
        lines.append(f"{message_id} = {name}")
        if description is not None:
            lines.append(f"    .description = {description}")
    return "\n".join(lines) + "\n"


def said_in(lang: Words, tree: app_commands.CommandTree) -> dict[str, str]:
    """Each command word in ``lang`` (English where it lacks one), by message id."""
    return {message_id: lang(message_id) for message_id, _, _ in command_messages(tree)}
