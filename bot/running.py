"""Running the Discord bot (``python -m bot`` / ``python -m bot run``): the only path that
imports discord, aiohttp, asyncio, dotenv and the store, so the other commands start fast.

Settings and the database are checked before anything reaches for Discord, so a bad file is
reported (one sentence, exit status 2, the file untouched) even with no network. SIGTERM and
SIGINT stop the bot gracefully: moves in flight are saved, posts in flight sent (within a bounded
wait), the database closed cleanly, exit status 0.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

import aiohttp
import discord
from dotenv import load_dotenv

from bot.client import GinBot, tune_garbage_collector
from bot.config import Config, ConfigError
from bot.store import DatabaseError, Store

SHUTDOWN_SECONDS = 10.0  # for saves and posts in flight when asked to stop


async def run(config: Config) -> None:
    store = await Store.open(config.database)
    try:
        bot = GinBot(config, store=store)
    except BaseException:
        await store.close()
        raise
    # ``async with`` closes the HTTP session and the database even when login fails.
    async with bot:
        tune_garbage_collector()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop.set)
        serving = asyncio.create_task(bot.start(config.token))
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait({serving, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if serving.done():
            stopping.cancel()
            serving.result()  # raise what start() raised
            return
        logging.getLogger("bot").info("stopping: finishing saves and posts in flight")
        await bot.shutdown(SHUTDOWN_SECONDS)
        await asyncio.gather(serving, return_exceptions=True)


def run_bot(args: argparse.Namespace | None = None) -> int:
    """Run the Discord bot until it is stopped; the exit status (2: it can't start)."""
    load_dotenv()
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"Can't start: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level))
    try:
        asyncio.run(run(config))
    except (ConfigError, DatabaseError) as exc:
        print(f"Can't start: {exc}", file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(
            "Can't start: Discord rejected DISCORD_TOKEN. Reset the token in the developer "
            "portal (Bot > Reset Token) and put the new one in .env.",
            file=sys.stderr,
        )
        return 2
    except discord.PrivilegedIntentsRequired:
        print("Can't start: this bot needs no privileged intents; check the code.", file=sys.stderr)
        return 2
    except (aiohttp.ClientConnectionError, OSError) as exc:
        print(
            f"Can't start: Discord can't be reached ({exc}). Check the network and try again.",
            file=sys.stderr,
        )
        return 2
    return 0
