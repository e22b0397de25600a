"""``python -m bot``: the bot, and the commands around it.

    python -m bot            run the Discord bot (what ``run`` does)
    python -m bot run        the same, by name
    python -m bot play       a game against the computer in this terminal (no token, no network)
    python -m bot --version

Running the bot: settings come from the environment or .env. Settings and the database are
checked before anything reaches for Discord, so a bad file is reported (one sentence, exit status
2, the file untouched) even with no network. SIGTERM and SIGINT stop the bot gracefully: moves in
flight are saved, posts in flight sent (within a bounded wait), the database closed cleanly, exit
status 0.

Only ``run`` imports discord, aiohttp, asyncio, dotenv and the store (see :func:`_import_service`),
so ``play`` and ``--help`` start fast and work where discord is not even installed. A command is a
:class:`Command` in :data:`COMMANDS`: its name, its help, a function adding its arguments and one
running it (returning the exit status); new commands slot in there.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.config import Config, ConfigError

if TYPE_CHECKING:  # imported on the run path only (see _import_service)
    import asyncio
    import logging

    import aiohttp
    import discord
    from dotenv import load_dotenv

    from bot.client import GinBot, tune_garbage_collector
    from bot.store import DatabaseError, Store

PROG = "python -m bot"
DISTRIBUTION = "gin-rummy-bot"
SHUTDOWN_SECONDS = 10.0  # for saves and posts in flight when asked to stop

# The names the run path imports on first use, bound as this module's globals.
_SERVICE_NAMES = frozenset(
    {
        "aiohttp",
        "asyncio",
        "discord",
        "logging",
        "load_dotenv",
        "GinBot",
        "tune_garbage_collector",
        "DatabaseError",
        "Store",
    }
)


def _import_service() -> None:
    """Import what running the bot needs and bind it as module globals; a name already bound
    (say, replaced by a test's monkeypatch) is kept."""
    import asyncio
    import logging

    import aiohttp
    import discord
    from dotenv import load_dotenv

    from bot.client import GinBot, tune_garbage_collector
    from bot.store import DatabaseError, Store

    found = {
        "aiohttp": aiohttp,
        "asyncio": asyncio,
        "discord": discord,
        "logging": logging,
        "load_dotenv": load_dotenv,
        "GinBot": GinBot,
        "tune_garbage_collector": tune_garbage_collector,
        "DatabaseError": DatabaseError,
        "Store": Store,
    }
    for name, value in found.items():
        globals().setdefault(name, value)


def __getattr__(name: str) -> Any:
    """``bot.__main__.discord`` and the like still work from outside (the tests patch them)."""
    if name in _SERVICE_NAMES:
        _import_service()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- run: the Discord bot -----------------------------------------------------------------------


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
    try:
        _import_service()
    except ModuleNotFoundError as exc:  # ``play`` needs none of these, so this can happen
        print(
            f"Can't start: {exc.name} is not installed. Install the bot first: "
            "pip install -e . (in a virtual environment, see the README).",
            file=sys.stderr,
        )
        return 2
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


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    pass


# -- play: a game in the terminal ----------------------------------------------------------------


def _play_arguments(parser: argparse.ArgumentParser) -> None:
    from bot import terminal

    terminal.add_arguments(parser)


def _play(args: argparse.Namespace) -> int:
    from bot import terminal

    return terminal.main(args)


# -- the command line ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Command:
    """A subcommand: ``add_arguments`` fills its parser, ``handler`` runs it (exit status)."""

    name: str
    help: str
    description: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    handler: Callable[[argparse.Namespace], int]


COMMANDS: tuple[Command, ...] = (
    Command(
        "run",
        "run the Discord bot (the default)",
        "Run the Discord bot until SIGTERM or Ctrl-C. Settings come from the environment or "
        ".env: DISCORD_TOKEN (required), GIN_DATABASE, GIN_DEV_GUILD, GIN_LOG_LEVEL (see "
        ".env.example).",
        _no_arguments,
        run_bot,
    ),
    Command(
        "play",
        "play gin rummy against the computer in this terminal",
        "Play a whole game of two-player gin rummy against the computer, in this terminal. No "
        "token, database or network needed. Type h during the game for the commands.",
        _play_arguments,
        _play,
    ),
)


def version() -> str:
    """The installed package's version ("unknown" when run from a copy that is not installed)."""
    from importlib import metadata  # only here: reading it costs a tenth of a start

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"


class _VersionAction(argparse.Action):
    """``--version``: print ``python -m bot VERSION`` and exit (the version read only then)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "show the version and exit")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_args: object, **_kwargs: object) -> None:
        print(f"{parser.prog} {version()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Gin rummy for Discord. Without a command, runs the bot (as 'run' does).",
    )
    parser.add_argument("--version", action=_VersionAction)
    parser.set_defaults(handler=run_bot)
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    for command in COMMANDS:
        sub = commands.add_parser(command.name, help=command.help, description=command.description)
        command.add_arguments(sub)
        sub.set_defaults(handler=command.handler)
    return parser


def main(argv: Sequence[str] = ()) -> int:
    """Run the command ``argv`` names (the arguments after ``python -m bot``); the exit status.
    With none (the default), run the bot, as ``python -m bot`` always has."""
    args = build_parser().parse_args(list(argv))
    handler: Callable[[argparse.Namespace], int] = args.handler
    return handler(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
