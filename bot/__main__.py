"""``python -m bot``: run the bot with settings from the environment or .env."""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
import discord
from dotenv import load_dotenv

from bot.client import GinBot, tune_garbage_collector
from bot.config import Config, ConfigError


async def run(config: Config) -> None:
    # ``async with`` closes the HTTP session and the database even when login fails.
    async with GinBot(config) as bot:
        tune_garbage_collector()
        await bot.start(config.token)


def main() -> int:
    load_dotenv()
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"Can't start: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level))
    try:
        asyncio.run(run(config))
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
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
