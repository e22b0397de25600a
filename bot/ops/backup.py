"""``python -m bot backup PATH``: a consistent copy of the database, safe while the bot runs.

SQLite's backup API copies the database as one snapshot (the running bot keeps writing: in WAL
mode a reader never blocks it), from a read-only connection. The copy is written beside PATH
under a temporary name, checked (``PRAGMA integrity_check``) and only then renamed to PATH, so
a half-written backup never has the final name. Copying the file with ``cp`` while the bot runs
can miss the commits still in its WAL file, or catch a page half written.

With PostgreSQL the copy is PostgreSQL's own: ``pg_dump``'s custom format, one snapshot of the
database however busy the bot is, checked with ``pg_restore --list`` and restored with
``pg_restore`` into a new, empty database. The password goes to ``pg_dump`` in its environment,
never on its command line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bot.config import ConfigError, Environment
from bot.model.wording import after_colon, counted
from bot.store import DatabaseError
from bot.store.factory import check_schema, copy_database
from bot.store.urls import is_postgres, shown_database


class BackupError(Exception):
    """The backup can't be made; the message is one sentence saying what to do."""


@dataclass(frozen=True, slots=True)
class Backup:
    path: Path
    size: int  # bytes
    games: int


def backup(source: Path | str, target: Path, *, force: bool = False) -> Backup:
    """Copy the database ``source`` (a file's absolute path, or a server's URL) to ``target``
    (an absolute path); see the module's docstring."""
    if isinstance(source, Path) and (not source.is_file() or source.stat().st_size == 0):
        raise BackupError(f"There is no database at {source} yet: there is nothing to back up.")
    try:
        # Only read: a user who can read the database can back it up.
        asyncio.run(check_schema(source))
    except DatabaseError as exc:
        raise BackupError(str(exc)) from None
    if target.is_dir():
        raise BackupError(
            f"{target} is a folder: give the backup a file name, such as "
            f"{target / 'gin-backup.sqlite3'}."
        )
    if not target.parent.is_dir():
        raise BackupError(
            f"The folder {target.parent} does not exist: create it first (mkdir -m 700 "
            f"{target.parent}: a backup holds members' names), or choose another PATH."
        )
    if isinstance(source, Path) and target.exists() and target.resolve() == source.resolve():
        raise BackupError(f"{target} is the database itself: choose another PATH.")
    if target.exists() and not force:
        raise BackupError(
            f"{target} already exists: choose another PATH, or add --force to replace it."
        )
    try:
        handle, temporary = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".partial", dir=target.parent
        )
    except OSError as exc:
        raise BackupError(
            f"The backup can't be written in {target.parent} ({exc.strerror or exc}): choose a "
            "folder you can write to."
        ) from None
    os.close(handle)
    try:
        games = asyncio.run(copy_database(source, Path(temporary)))
        os.replace(temporary, target)
    except DatabaseError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise BackupError(str(exc)) from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return Backup(target, target.stat().st_size, games)


def main(args: argparse.Namespace) -> int:
    try:
        source = Environment.load().database()
        made = backup(source, Path(os.path.abspath(args.path)), force=args.force)
    except (ConfigError, BackupError) as exc:
        print(after_colon("No backup made", exc), file=sys.stderr)
        return 2
    print(
        f"Backed up {shown_database(source)} to {made.path}: {_size(made.size)}, "
        f"{counted(made.games, 'game')}."
    )
    if is_postgres(source):
        print(
            f"It is a pg_dump archive: restore it into a new, empty database with pg_restore "
            f"--no-owner --dbname=postgresql://user@host/newdb {made.path}."
        )
    return 0


def _size(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / 1024 / 1024:.1f} MB"
