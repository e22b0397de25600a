"""Opening the store, whatever keeps it: :func:`open_store` picks the backend from the
database's name (a path, or a ``sqlite:///path`` URL: SQLite; nothing else yet), and the
functions the operations commands need about a database (check it, copy it, read its last
heartbeat) without opening it for writing. With the composition, the only importer of a
backend: the interface (:mod:`bot.store.base`) never imports one.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.store import sqlite
from bot.store.base import DatabaseError, Store

__all__ = [
    "check_database",
    "check_schema",
    "copy_database",
    "last_heartbeat",
    "open_store",
    "open_store_copy",
    "pending_migrations",
]

SQLITE_URL = "sqlite:///"  # sqlite:///relative/path, sqlite:////absolute/path
_URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]+)://")


def sqlite_path(database: str | Path) -> Path:
    """The SQLite file ``database`` names; :class:`DatabaseError` for a database of another
    kind (only the URL's scheme is repeated: the rest may hold a password)."""
    if isinstance(database, Path):
        return database
    if database.startswith(SQLITE_URL):
        return Path(database[len(SQLITE_URL) :])
    scheme = _URL.match(database)
    if scheme:
        raise DatabaseError(
            f"GIN_DATABASE names a {scheme.group(1)}:// database, and this release keeps its "
            "data only in SQLite: set GIN_DATABASE to a file path (or a sqlite:/// URL)."
        )
    return Path(database)


async def open_store(database: str | Path, *, durable: bool = True) -> Store:
    """Open (creating and migrating if needed) the store at ``database``. ``durable``: every
    acknowledged write survives a power cut, not only a crash of the bot. Raises
    :class:`DatabaseError`, nothing written, if it can't be this bot's database."""
    return await sqlite.SqliteStore.open(sqlite_path(database), durable=durable)


async def open_store_copy(database: str | Path) -> Store:
    """The store as the bot would find it at start (migrated), in memory: ``database`` is only
    read, and a missing one gives a new, empty store."""
    return await sqlite.SqliteStore.open_copy(sqlite_path(database))


def check_database(database: str | Path, *, create: bool = False) -> int:
    """Refuse, with one sentence (:class:`DatabaseError`) and writing nothing, a database the
    bot can't use; its schema version otherwise (0: new). ``create``: make the missing folders
    of a new one."""
    return sqlite.check_database(sqlite_path(database), create=create)


def pending_migrations(database: str | Path, version: int) -> list[str]:
    """The names of the migrations a database at schema ``version`` still needs, in order."""
    sqlite_path(database)
    return [file.stem for file in sqlite.pending_migrations(version)]


def check_schema(database: str | Path) -> int:
    """The schema version of an existing database if it is this bot's (only read);
    :class:`DatabaseError` otherwise."""
    return sqlite.check_schema(sqlite_path(database))


def copy_database(source: str | Path, target: Path) -> int:
    """A consistent copy of ``source`` (only read, while the bot may be writing it) in the
    empty file ``target``, checked; its number of games. :class:`DatabaseError` if it can't
    be made or is damaged."""
    return sqlite.copy_database(sqlite_path(source), target)


def last_heartbeat(database: str | Path, shard: int = 0) -> float | None:
    """When the bot (``shard``) last said it could receive clicks (one read; None: never, or
    no database there)."""
    try:
        path = sqlite_path(database)
    except DatabaseError:
        return None
    return sqlite.last_heartbeat(path, shard)
