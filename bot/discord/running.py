"""Running the Discord bot (``python -m bot`` / ``python -m bot run``) and syncing its slash
commands (``python -m bot sync``): the only paths that import discord and aiohttp, so the other
commands start fast.

Settings and the database are checked before anything reaches for Discord, so a bad file is
reported (one sentence, exit status 2, the file untouched) even with no network. With
GIN_METRICS_PORT set, the metrics and health endpoints (:mod:`bot.discord.monitoring`) are
served before even the database opens, and close after the bot. SIGTERM and
SIGINT stop the bot gracefully: moves in flight are saved, posts in flight sent (within a bounded
wait), the database closed cleanly, exit status 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import Any, TextIO

import aiohttp
import discord

from bot import logs
from bot.config import Config, ConfigError
from bot.discord.client import GinBot, tune_garbage_collector
from bot.discord.monitoring import Monitor
from bot.model import CommandSync
from bot.model.wording import after_colon
from bot.store.base import DatabaseError
from bot.store.factory import open_store
from bot.store.urls import passwords

SHUTDOWN_SECONDS = 10.0  # for saves and posts in flight when asked to stop
# Gateway close codes that refuse the shard settings, and what to do about them.
REFUSED_SHARDS = {
    4010: "Discord refused the shard settings (invalid shard): check that GIN_CLUSTER is below "
    "GIN_CLUSTERS and that every process has the same GIN_SHARD_COUNT.",
    4011: "Discord says the bot is in too many servers for its shard count (at most 2,500 a "
    "shard): raise GIN_SHARD_COUNT, or set it to auto (see docs/scaling.md).",
}


async def run(config: Config) -> None:
    # The metrics and health endpoints first of all (GIN_METRICS_PORT): the probes answer
    # while the database opens and the bot connects, and a port taken stops the start here.
    monitor = Monitor.of(config)
    async with monitor or contextlib.nullcontext():
        await _run(config, monitor)


async def _run(config: Config, monitor: Monitor | None) -> None:
    store = await open_store(config.database)
    try:
        bot = GinBot(config, store=store, metrics=monitor.metrics if monitor else None)
    except BaseException:
        await store.close()
        raise
    if monitor is not None:
        monitor.watch(bot)
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


async def sync(config: Config) -> None:
    """Log in over HTTP (no gateway), sync the slash commands whether or not they changed,
    record the sync, log out."""
    store = await open_store(config.database)
    try:
        bot = GinBot(config, store=store, sync_only=True)
    except BaseException:
        await store.close()
        raise
    async with bot:
        await bot.login(config.token)  # setup_hook syncs
    print(f"Synced the slash commands ({CommandSync.target_of(config.dev_guild)}).")


def run_bot(args: argparse.Namespace | None = None) -> int:
    """Run the Discord bot until it is stopped; the exit status (2: it can't start)."""
    return _main(run)


def sync_commands(args: argparse.Namespace | None = None) -> int:
    """``python -m bot sync``; the exit status (2: it could not sync). Its one line of output
    says it all: the log shows warnings and errors only (or everything, with DEBUG)."""
    return _main(sync, least_log_level=logging.WARNING, failed="Can't sync")


def set_up_logging(config: Config, level: int, stream: TextIO | None = None) -> logging.Handler:
    """Log at ``level`` to standard error (or ``stream``): text, or JSON lines with
    GIN_LOG_FORMAT=json, with no secret in either (:mod:`bot.logs`). The handler added."""
    handler = logging.StreamHandler(stream)
    discord.utils.setup_logging(handler=handler, level=level)
    # discord.py colours the text whenever it believes it runs in Docker, a terminal or not
    # (discord.utils.stream_supports_colour), and a container's log file then holds escape
    # codes: its colours for a terminal only.
    terminal = handler.stream.isatty()
    handler.setFormatter(
        logs.formatter(
            config.log_format,
            cluster=config.sharding.cluster,
            secrets=(config.token, *passwords(config.database)),
            text=handler.formatter if terminal else None,
        )
    )
    logging.captureWarnings(True)  # Python's warnings in the same format, not bare on stderr
    return handler


def _main(
    work: Callable[[Config], Coroutine[Any, Any, None]],
    least_log_level: int = logging.NOTSET,
    failed: str = "Can't start",
) -> int:
    """Read the settings, then ``work`` with them; every known failure is one sentence on
    stderr and exit status 2."""
    try:
        config = Config.load()
    except ConfigError as exc:
        print(after_colon(failed, exc), file=sys.stderr)
        return 2
    level = getattr(logging, config.log_level)
    set_up_logging(config, level if level == logging.DEBUG else max(level, least_log_level))
    try:
        asyncio.run(work(config))
    except (ConfigError, DatabaseError) as exc:
        print(after_colon(failed, exc), file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(
            f"{failed}: Discord rejected DISCORD_TOKEN. Reset the token in the developer "
            "portal (Bot > Reset Token) and put the new one in .env.",
            file=sys.stderr,
        )
        return 2
    except discord.ConnectionClosed as exc:
        if exc.code not in REFUSED_SHARDS:
            return _crashed()
        print(f"{failed}: {REFUSED_SHARDS[exc.code]}", file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(f"{failed}: this bot needs no privileged intents; check the code.", file=sys.stderr)
        return 2
    except (aiohttp.ClientConnectionError, OSError) as exc:
        print(
            f"{failed}: Discord can't be reached ({exc}). Check the network and try again.",
            file=sys.stderr,
        )
        return 2
    except Exception:
        return _crashed()
    return 0


def _crashed() -> int:
    """An error nothing expected (in an ``except`` block): logged with its traceback in the
    log's own format (a JSON line too, its secrets hidden), not printed bare; exit status 1,
    as Python's own."""
    logging.getLogger("bot").critical("stopped by an unexpected error", exc_info=True)
    return 1
