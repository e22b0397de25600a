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

``python -m bot backup --into FOLDER [--keep N]`` names the copy itself, by the time it was made
(UTC), ``gin-2025-01-31T040000Z.sqlite3`` (``.dump`` for PostgreSQL), and with ``--keep`` then
removes all but the newest N such files in FOLDER, so a daily timer's backups never fill the
disk; any other file there is left alone. A timer or cron line then needs no ``date`` in a shell
(nor systemd's ``%%`` for it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from bot.config import ConfigError, Environment
from bot.model.wording import after_colon, counted
from bot.store import DatabaseError
from bot.store.factory import check_schema, copy_database
from bot.store.urls import is_postgres, shown_database

# The names --into gives, which --keep counts (and no other file).
DATED = re.compile(r"gin-\d{4}-\d{2}-\d{2}T\d{6}Z\.(?:sqlite3|dump)")


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
            f"{target.parent}: a backup holds members' names), or choose another folder."
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


def dated_name(source: Path | str, now: datetime) -> str:
    """The name ``--into`` gives a backup of ``source`` made at ``now`` (UTC): names sort as
    the times they were made."""
    kind = "dump" if is_postgres(source) else "sqlite3"
    return f"gin-{now.astimezone(UTC):%Y-%m-%dT%H%M%S}Z.{kind}"


def _new_dated_path(folder: Path, source: Path | str) -> Path:
    """A dated name in ``folder`` that no file has: one made this very second already (two
    runs in a row) is waited past, so that every name still sorts as its time."""
    while (target := folder / dated_name(source, datetime.now(UTC))).exists():
        time.sleep(0.1)
    return target


def remove_older(folder: Path, keep: int, newest: Path) -> list[Path]:
    """Remove all but the newest ``keep`` dated backups in ``folder`` (``newest``, the one just
    made, always stays, whatever the clock said before); the files removed, oldest first.
    :class:`OSError` if one can't be."""
    older = sorted(
        (p for p in folder.iterdir() if DATED.fullmatch(p.name) and p != newest),
        key=lambda p: p.name,
    )
    removed = older[: max(0, len(older) - (keep - 1))]
    for path in removed:
        path.unlink()
    return removed


def main(args: argparse.Namespace) -> int:
    problem = _misused(args)
    if problem is not None:
        print(f"No backup made: {problem}", file=sys.stderr)
        return 2
    try:
        source = Environment.load().database()
        if args.into is None:
            made = backup(source, Path(os.path.abspath(args.path)), force=args.force)
        else:
            made = backup(source, _new_dated_path(Path(os.path.abspath(args.into)), source))
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
    if args.keep is not None:
        try:
            removed = remove_older(made.path.parent, args.keep, made.path)
        except OSError as exc:
            print(
                f"Older backups not removed: {exc.filename} can't be ({exc.strerror}); remove "
                f"it by hand, or give {made.path.parent} to the bot's user.",
                file=sys.stderr,
            )
            return 1
        if removed:
            print(
                f"Removed {counted(len(removed), 'older backup')} (--keep {args.keep}): "
                f"{', '.join(p.name for p in removed)}."
            )
    return 0


def _misused(args: argparse.Namespace) -> str | None:
    """What is wrong with the arguments, in one sentence (None: nothing)."""
    if (args.path is None) == (args.into is None):
        return (
            "give either the backup's file (backup PATH) or a folder for dated backups "
            "(backup --into FOLDER), one of the two."
        )
    if args.keep is not None and args.into is None:
        return "--keep counts the dated backups of --into FOLDER: add --into, or leave --keep out."
    if args.keep is not None and args.keep < 1:
        return f"--keep must be 1 or more (the backup just made is one of them), not {args.keep}."
    if args.force and args.into is not None:
        return "--force replaces an existing PATH, and a dated backup has a new name: leave it out."
    return None


def _size(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / 1024 / 1024:.1f} MB"
