"""Client-side helpers: start a real discord.py bot against the fake and stop it cleanly."""

from __future__ import annotations

import asyncio
import weakref

import discord

from tests.support.tokens import bot_token

from .server import FakeDiscord

_connect_tasks: weakref.WeakKeyDictionary[discord.Client, asyncio.Task[None]] = (
    weakref.WeakKeyDictionary()
)


async def start_bot(
    bot: discord.Client, fake: FakeDiscord, *, timeout: float = 5.0
) -> asyncio.Task[None]:
    """Log in (with a token of the fake's bot user), connect and wait until ready, in the order
    docs/fake-discord.md gives; the bot is closed when ``fake`` stops (or earlier with
    :func:`stop_bot`). Returns the connect() task.

    ``setup_hook`` (and any ``tree.sync``) runs inside ``login()``, before the websocket opens.
    A closed bot cannot log in again: a restart is a new bot object.
    """
    # discord.py waits guild_ready_timeout (2 s by default) after the last GUILD_CREATE.
    state = bot._connection
    state.guild_ready_timeout = min(state.guild_ready_timeout, 0.05)
    await bot.login(bot_token(fake.bot_user.id))
    task = asyncio.create_task(bot.connect(), name=f"connect {bot!r}")
    _connect_tasks[bot] = task
    fake.add_cleanup(lambda: stop_bot(bot))
    # wait_until_ready() raises before login(), so it comes after it.
    ready = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({task, ready}, timeout=timeout, return_when="FIRST_COMPLETED")
    if ready not in done:
        ready.cancel()
        if task in done:
            # The caller gets what connect() raised (e.g. ConnectionClosed 4011), so
            # stop_bot at cleanup does not raise it a second time.
            _connect_tasks.pop(bot, None)
            task.result()
        raise TimeoutError(f"{bot!r} not ready after {timeout}s")
    return task


async def stop_bot(bot: discord.Client, timeout: float = 5.0) -> None:
    """Close the bot and wait for its connect() task to end (safe to call twice)."""
    if not bot.is_closed():
        await bot.close()
    task = _connect_tasks.pop(bot, None)
    if task is not None:
        await asyncio.wait_for(task, timeout)
