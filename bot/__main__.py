"""``python -m bot``: run the bot with settings from the environment or .env."""

from __future__ import annotations

import asyncio
import logging
import sys

import discord
from dotenv import load_dotenv

from bot.client import GinBot
from bot.config import Config, ConfigError


def main() -> int:
    load_dotenv()
    try:
        config = Config.from_env()
    except ConfigError as exc:
        print(f"Can't start: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, config.log_level))
    bot = GinBot(config)
    try:
        asyncio.run(bot.start(config.token))
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
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
