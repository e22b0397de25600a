"""``python -m bot``: the bot, and the commands around it.

    python -m bot              run the Discord bot (what ``run`` does)
    python -m bot run          the same, by name
    python -m bot check        would ``run`` start, and what would it do? (no network, no writes)
    python -m bot sync         sync the slash commands now, changed or not
    python -m bot backup PATH  a consistent copy of the database, safe while the bot runs
                               (or --into FOLDER --keep N: named by the time, the newest N kept)
    python -m bot health       is the running bot alive and connected? (a container's probe)
    python -m bot move-to URL  move the SQLite database into an empty PostgreSQL one
    python -m bot play         a game against the computer in this terminal (no token, no network)
    python -m bot --version

``gin-rummy-bot`` (the console script pip installs) takes the same commands.

Only ``run`` and ``sync`` import discord and aiohttp (:mod:`bot.discord.running`), so the
others start fast; ``play`` (which needs the catalogue's fluent and babel) and ``--help`` work
where discord is not even installed. A command is a
:class:`Command` in :data:`COMMANDS`: its name, its help, a function adding its arguments and one
running it (returning the exit status); new commands slot in there.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from bot import version

PROG = "python -m bot"
SCRIPT = "gin-rummy-bot"  # the same commands as a console script


# -- run: the Discord bot -----------------------------------------------------------------------


# run's flags, and the settings they stand for (a flag wins over the environment and .env).
SHARD_FLAGS = (
    ("shards", "GIN_SHARD_COUNT"),
    ("cluster", "GIN_CLUSTER"),
    ("clusters", "GIN_CLUSTERS"),
)


def _run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--shards",
        metavar="N",
        help="the shard count, or auto for Discord's recommendation (GIN_SHARD_COUNT; "
        "default 1: one connection for every server)",
    )
    parser.add_argument(
        "--cluster",
        metavar="I",
        help="which cluster this process is, from 0 (GIN_CLUSTER; a name ending in the number, "
        "such as a Kubernetes pod's, works too)",
    )
    parser.add_argument(
        "--clusters",
        metavar="K",
        help="how many processes share the shards; this one runs shards I, I+K, I+2K, ... "
        "(GIN_CLUSTERS; default 1)",
    )


def run_bot(args: argparse.Namespace | None = None) -> int:
    """Run the Discord bot (see :mod:`bot.discord.running`); the exit status (2: it can't start)."""
    for flag, variable in SHARD_FLAGS:
        value = getattr(args, flag, None)
        if value is not None:
            os.environ[variable] = value
    running = _installed("bot.discord.running", "Can't start")
    return 2 if running is None else running.run_bot(args)


def _sync(args: argparse.Namespace) -> int:
    running = _installed("bot.discord.running", "Can't sync")
    return 2 if running is None else running.sync_commands(args)


def _installed(module: str, failed: str) -> ModuleType | None:
    """``module``, or None after one sentence (``failed: ...``) if a package it needs is not
    installed: reading the command line needs none of them, so a bare ``python3 -m bot`` can
    get this far."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is None or exc.name.partition(".")[0] == "bot":
            raise
        print(
            f"{failed}: {exc.name} is not installed for {sys.executable}. Run the bot with its "
            "virtual environment's Python (.venv/bin/python -m bot), or install it first: "
            "pip install . (see the README).",
            file=sys.stderr,
        )
        return None


# -- check, backup, health: the database, without discord -------------------------------------


def _check(args: argparse.Namespace) -> int:
    check = _installed("bot.ops.check", "Can't check")
    return 2 if check is None else check.main(args)


def _backup_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", nargs="?", help="the backup file to write")
    parser.add_argument("--force", action="store_true", help="replace PATH if it exists")
    parser.add_argument(
        "--into",
        metavar="FOLDER",
        help="instead of PATH: a file in FOLDER named by the time (UTC), "
        "gin-2025-01-31T040000Z.sqlite3 (.dump for PostgreSQL)",
    )
    parser.add_argument(
        "--keep",
        metavar="N",
        type=int,
        help="with --into: then remove all but the newest N such files in FOLDER",
    )


def _backup(args: argparse.Namespace) -> int:
    backup = _installed("bot.ops.backup", "No backup made")
    return 2 if backup is None else backup.main(args)


def _move_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "url",
        metavar="URL",
        help="the empty PostgreSQL database, postgresql://user@host:port/database (the "
        "password is best left to PGPASSWORD or ~/.pgpass than written here)",
    )


def _move(args: argparse.Namespace) -> int:
    move = _installed("bot.ops.move", "Nothing moved")
    return 2 if move is None else move.main(args)


def _health_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--all", action="store_true", help="every shard of the bot, not only this cluster's"
    )
    parser.add_argument(
        "--local",
        action="store_true",
        help="ask the bot running here (this container, this host) for its /healthz when it "
        "serves one (GIN_METRICS_PORT), which also proves its event loop answers; else (and "
        "with --all) read the heartbeats. The image's health check",
    )


def _health(args: argparse.Namespace) -> int:
    health = _installed("bot.ops.health", "Unhealthy")
    return 1 if health is None else health.main(args)


def _no_arguments(parser: argparse.ArgumentParser) -> None:
    pass


# -- play: a game in the terminal ----------------------------------------------------------------


def _play_arguments(parser: argparse.ArgumentParser) -> None:
    from bot.terminal import options

    options.add_arguments(parser)


def _play(args: argparse.Namespace) -> int:
    terminal = _installed("bot.terminal.app", "Can't play")
    return 2 if terminal is None else terminal.main(args)


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
        "Run the Discord bot until SIGTERM or Ctrl-C. Settings come from the environment and "
        ".env (in the working directory, or the file GIN_ENV_FILE names): DISCORD_TOKEN "
        "(required), GIN_DATABASE (a relative path starts from the .env file's folder), "
        "GIN_DEV_GUILD, GIN_LOG_LEVEL, and for several processes over one PostgreSQL database "
        "GIN_SHARD_COUNT, GIN_CLUSTERS and GIN_CLUSTER, which the flags below stand for (see "
        ".env.example).",
        _run_arguments,
        run_bot,
    ),
    Command(
        "check",
        "check the settings and the database; say what run would do",
        "Check the settings and the database without changing anything and without Discord: "
        "the database (a file's path, a PostgreSQL URL without its password), the shards, the "
        "migrations run would apply, the games it would resume, whether it would sync the "
        "slash commands, the invite URL. Exit status 0 when run would start, 2 (one sentence "
        "per problem) otherwise.",
        _no_arguments,
        _check,
    ),
    Command(
        "sync",
        "sync the slash commands with Discord now",
        "Log in (no gateway), sync the slash commands whether or not they changed, and exit. "
        "run syncs them by itself when they changed since the last sync.",
        _no_arguments,
        _sync,
    ),
    Command(
        "backup",
        "copy the database safely, even while the bot runs",
        "Write a consistent copy of the database to PATH, safe while the bot runs: SQLite's "
        "backup API for a file (never copy it with cp then), pg_dump's custom format for "
        "PostgreSQL (restored with pg_restore). The copy is checked before it gets its name; "
        "an existing PATH is kept unless --force. With --into FOLDER instead of PATH, the copy "
        "is named by the time it was made, and --keep N keeps only the newest N of those.",
        _backup_arguments,
        _backup,
    ),
    Command(
        "health",
        "exit 0 if the running bot is alive and connected (for health checks)",
        "Exit 0 if the running bot wrote its heartbeat in the last two minutes (it does every "
        "few seconds while connected to Discord), 1 otherwise: every shard of this process's "
        "cluster (GIN_SHARD_COUNT, GIN_CLUSTERS, GIN_CLUSTER), or with --all every shard of "
        "the bot. Reads the database only; with --local and GIN_METRICS_PORT set, asks the "
        "bot running here instead (its /healthz, the same judgement).",
        _health_arguments,
        _health,
    ),
    Command(
        "move-to",
        "move the SQLite database into an empty PostgreSQL one",
        "Copy the SQLite database GIN_DATABASE names into the empty PostgreSQL database URL: "
        "every game, result, setting and id, checked row for row, all or nothing. Stop the bot "
        "first (a running bot's file is refused); then set GIN_DATABASE to URL and start it. "
        "The SQLite file is left unchanged.",
        _move_arguments,
        _move,
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


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
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


def main(argv: Sequence[str] = (), prog: str = PROG) -> int:
    """Run the command ``argv`` names (the arguments after ``python -m bot``); the exit status.
    With none (the default), run the bot, as ``python -m bot`` always has."""
    args = build_parser(prog).parse_args(list(argv))
    handler: Callable[[argparse.Namespace], int] = args.handler
    return handler(args)


def script() -> int:
    """The ``gin-rummy-bot`` console script (pyproject's [project.scripts]): ``python -m bot``
    under the name pip installs, its arguments from the command line."""
    return main(sys.argv[1:], prog=SCRIPT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
