"""As the bot starts, what a channel sees waits until discord.py's cache has its server: its
language is the server's (Discord's unless an admin chose one), which the cache tells; before
Discord's GUILD_CREATE the cache has nothing of it, or READY's stub, which reads en-US."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord import publisher
from bot.discord.publisher import server_known
from bot.discord.render.words import answer_server_words
from bot.words import words


class Client:
    def __init__(self) -> None:
        self.ready, self.closed = False, False
        self.guild: Any = None

    def is_ready(self) -> bool:
        return self.ready

    def is_closed(self) -> bool:
        return self.closed

    def get_guild(self, guild_id: int) -> Any:
        return self.guild


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(publisher, "SERVER_POLL", 0.01)


async def test_it_waits_for_the_server_itself_not_readys_stub() -> None:
    client = Client()
    waiting = asyncio.create_task(server_known(client, 7))  # type: ignore[arg-type]
    await asyncio.sleep(0.05)
    assert not waiting.done()  # nothing of the server yet
    client.guild = SimpleNamespace(unavailable=True)  # READY's stub: its locale reads en-US
    await asyncio.sleep(0.05)
    assert not waiting.done()
    client.guild = SimpleNamespace(unavailable=False)  # its GUILD_CREATE
    await asyncio.wait_for(waiting, 1.0)


async def test_a_ready_or_closed_client_does_not_wait() -> None:
    client = Client()
    client.ready = True  # ready without the server: the bot is no longer there
    await asyncio.wait_for(server_known(client, 7), 0.1)  # type: ignore[arg-type]
    client.ready, client.closed = False, True
    await asyncio.wait_for(server_known(client, 7), 0.1)  # type: ignore[arg-type]


def test_a_commands_public_answer_reads_the_servers_language_from_the_interaction() -> None:
    """A command's public answer needs no cache: the interaction says the server's Discord
    language (guild_locale), even while discord.py's server is READY's en-US stub; a language
    an admin chose still comes first."""
    stub = SimpleNamespace(preferred_locale=discord.Locale.american_english)
    asked: Any = SimpleNamespace(guild=stub, guild_locale=discord.Locale.german)
    assert answer_server_words(asked, None) is words("de")
    assert answer_server_words(asked, "pl") is words("pl")
    elsewhere: Any = SimpleNamespace(guild=None, guild_locale=None)
    assert answer_server_words(elsewhere, None) is words("en-US")
