"""``python -m bot``: the bot, and the commands around it.

    python -m bot            run the Discord bot (what ``run`` does)
    python -m bot run        the same, by name
    python -m bot play       a game against the computer in this terminal (no token, no network)
    python -m bot --version

Only ``run`` imports discord, aiohttp, asyncio, dotenv and the store (:mod:`bot.running`), so
``play`` and ``--help`` start fast and work where discord is not even installed. A command is a
:class:`Command` in :data:`COMMANDS`: its name, its help, a function adding its arguments and one
running it (returning the exit status); new commands slot in there.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot import version

PROG = "python -m bot"


# -- run: the Discord bot -----------------------------------------------------------------------


def run_bot(args: argparse.Namespace | None = None) -> int:
    """Run the Discord bot (see :mod:`bot.running`); the exit status (2: it can't start)."""
    try:
        from bot import running
    except ModuleNotFoundError as exc:  # ``play`` needs none of these, so this can happen
        print(
            f"Can't start: {exc.name} is not installed. Install the bot first: "
            "pip install -e . (in a virtual environment, see the README).",
            file=sys.stderr,
        )
        return 2
    return running.run_bot(args)


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
