"""The composition root: setup_hook builds every part once and hands it on; the cogs reach
their parts and one another through nothing but what they were handed; closing a bot ends the
worker processes it started (no atexit)."""

from __future__ import annotations

from pathlib import Path

from discord import app_commands

from bot.config import Config
from bot.discord.client import GinBot
from bot.pictures.workers import NICENESS
from cogs.group import ORDER
from tests.support.fakediscord import FakeDiscord
from tests.support.fakediscord.client import start_bot, stop_bot
from tests.support.harness import Harness
from tests.support.tokens import bot_token


async def test_the_house_is_built_once_and_its_parts_are_the_bots(harness: Harness) -> None:
    bot = await harness.start()
    house = bot.house
    assert house is not None
    assert (bot.service, bot.confirmations, bot.clicks) == (
        house.service,
        house.confirmations,
        house.clicks,
    )
    assert bot.publisher is house.publisher and bot.pinger is house.pinger
    assert house.hands.publisher is house.publisher and house.publisher.files is house.files
    # The service thinks for the computer with the house's runner, which the house closes.
    assert house.service.computer is house.computer is bot.computer
    assert set(bot.cogs) == {
        "Play",
        "Challenges",
        "Clicks",
        "Proposals",
        "Choices",
        "Stats",
        "Tournaments",
        "Admin",
    }
    # The tournaments' service plays its games on the house's tables, and its posts follow it.
    assert house.tournaments.tables is house.service
    assert house.service.tournaments is house.tournaments
    assert house.events.service is house.tournaments
    gin = bot.tree.get_command("gin")
    assert isinstance(gin, app_commands.Group)
    # Sent to Discord in the order it always was: the synced digest is unchanged.
    assert [c.name for c in gin.commands] == list(ORDER)
    assert [c.name for c in bot.tree.get_commands()] == [
        "gin",
        "gin-admin",
        "Challenge to gin rummy",
    ]


async def test_a_bot_closes_the_picture_workers_it_started(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    bot = GinBot(
        Config(token=bot_token(fake.bot_user.id), database=tmp_path / "gin.sqlite3"),
        tick_seconds=3600,
    )
    await start_bot(bot, fake)
    house = bot.house
    assert house is not None and house.owns_pictures
    workers = [house.pictures._workers[kind].process for kind in NICENESS]
    assert all(process.is_alive() for process in workers)
    await stop_bot(bot)
    assert not any(process.is_alive() for process in workers)
