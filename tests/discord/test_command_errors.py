"""The answer to a slash command that failed a check: in the member's language, never
discord.py's English (no cog adds a check today; the end-to-end tests cover the other
failures)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
from discord import app_commands

from bot.discord.client import GinBot
from bot.words import words


class Response:
    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []

    def is_done(self) -> bool:
        return bool(self.sent)

    async def send_message(self, content: str, **kwargs: Any) -> None:
        self.sent.append((content, kwargs))


async def test_a_failed_check_is_answered_privately_in_the_members_language() -> None:
    response = Response()
    interaction: Any = SimpleNamespace(locale=discord.Locale("de"), response=response, id=1)
    error = app_commands.NoPrivateMessage()  # discord.py's English: "This command cannot …"
    await GinBot.on_app_command_error(None, interaction, error)  # type: ignore[arg-type]
    assert response.sent == [(words("de")("slash-not-here"), {"ephemeral": True})]
