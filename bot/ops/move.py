"""``python -m bot move-to URL``: move the bot's SQLite database into an empty PostgreSQL one,
for a bot outgrowing one process. Everything moves: the whole history, the live games (their
posted buttons carry game ids: every id is kept) and the bot's own state (the key its buttons
are tagged with, its heartbeat: the time it is stopped for the move never counts against a
player). The copy is checked row for row before it is committed; a database that is not empty
is refused. The bot must be stopped meanwhile: a running bot holds its file, and the move is
refused. The SQLite file is left as it was, a backup of the moment of the move.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.config import ConfigError, Environment
from bot.model.wording import counted
from bot.store import DatabaseError
from bot.store.factory import move_to
from bot.store.urls import shown_database


def main(args: argparse.Namespace) -> int:
    try:
        source = Environment.load().database()
        moved = asyncio.run(move_to(source, args.url))
    except (ConfigError, DatabaseError) as exc:
        print(f"Nothing moved. {exc}", file=sys.stderr)
        return 2
    counts = moved.rows
    print(
        f"Moved {shown_database(source)} into {shown_database(args.url)}: "
        f"{counted(counts['games'], 'game')}, {counted(counts['results'], 'result row')}, "
        f"{counted(counts['members'], 'member')} and {sum(counts.values()):,} rows in all, each "
        "checked."
    )
    print(
        f"Now set GIN_DATABASE to {shown_database(args.url)} and start the bot. The SQLite "
        "file is unchanged: keep it as the backup of this moment, and don't start a bot on it "
        "again (its games go on in PostgreSQL)."
    )
    return 0
