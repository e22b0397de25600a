"""Opening the store, whatever keeps it: :func:`open_store` picks the backend from the
database's name (a path or a ``sqlite:///path`` URL: SQLite; a ``postgresql://`` URL:
PostgreSQL), and the functions the operations commands need about a database (check it, copy
it, read its last heartbeat) without opening it for writing. With the composition, the only
importer of a backend: the interface (:mod:`bot.store.base`) never imports one.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.store import postgres, sqlite
from bot.store.base import DatabaseError, DatabaseInUse, Store
from bot.store.postgres.load import TABLES, Target
from bot.store.sql.values import HEARTBEAT, REWRITE_PENDING, SHARD_COUNT, state_key, to_float
from bot.store.urls import is_postgres, shown_database

__all__ = [
    "Moved",
    "check_database",
    "check_schema",
    "copy_database",
    "heartbeats",
    "last_heartbeat",
    "move_to",
    "open_store",
    "open_store_copy",
    "pending_migrations",
    "stored_shard_count",
]

SQLITE_URL = "sqlite:///"  # sqlite:///relative/path, sqlite:////absolute/path
_URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]+)://")


def sqlite_path(database: str | Path) -> Path:
    """The SQLite file ``database`` names; :class:`DatabaseError` for a database of a kind
    the bot doesn't know (only the URL's scheme is repeated: the rest may hold a password)."""
    if isinstance(database, Path):
        return database
    if database.startswith(SQLITE_URL):
        return Path(database[len(SQLITE_URL) :])
    scheme = _URL.match(database)
    if scheme:
        raise DatabaseError(
            f"GIN_DATABASE names a {scheme.group(1)}:// database, and the bot keeps its data "
            "in SQLite or PostgreSQL: set GIN_DATABASE to a file path, a sqlite:/// URL or a "
            "postgresql:// URL."
        )
    return Path(database)


async def open_store(database: str | Path, *, durable: bool = True) -> Store:
    """Open (creating and migrating if needed) the store at ``database``. ``durable``: every
    acknowledged write survives a power cut, not only a crash of the bot (PostgreSQL: as its
    server is set up). Raises :class:`DatabaseError`, nothing written, if it can't be this
    bot's database."""
    if is_postgres(database):
        assert isinstance(database, str)
        return await postgres.PostgresStore.open(database)
    return await sqlite.SqliteStore.open(sqlite_path(database), durable=durable)


async def open_store_copy(database: str | Path) -> Store:
    """The store as the bot would find it at start, only read: SQLite's migrated in memory (a
    missing file gives a new, empty store); PostgreSQL's opened read-only, its schema current
    (:class:`DatabaseError` if it is not: it can't be migrated without writing)."""
    if is_postgres(database):
        assert isinstance(database, str)
        return await postgres.PostgresStore.open(database, read_only=True)
    return await sqlite.SqliteStore.open_copy(sqlite_path(database))


async def check_database(database: str | Path, *, create: bool = False) -> int:
    """Refuse, with one sentence (:class:`DatabaseError`) and writing nothing, a database the
    bot can't use; its schema version otherwise (0: new). ``create``: make the missing folders
    of a new SQLite file."""
    if is_postgres(database):
        assert isinstance(database, str)
        return await postgres.check_database(database)
    return sqlite.check_database(sqlite_path(database), create=create)


def pending_migrations(database: str | Path, version: int) -> list[str]:
    """The names of the migrations a database at schema ``version`` still needs, in order."""
    if is_postgres(database):
        return [file.stem for file in postgres.pending_migrations(version)]
    sqlite_path(database)
    return [file.stem for file in sqlite.pending_migrations(version)]


async def check_schema(database: str | Path) -> int:
    """The schema version of an existing database if it is this bot's (only read);
    :class:`DatabaseError` otherwise."""
    if is_postgres(database):
        assert isinstance(database, str)
        return await postgres.check_database(database)
    return sqlite.check_schema(sqlite_path(database))


async def copy_database(source: str | Path, target: Path) -> int:
    """A consistent copy of ``source`` (only read, while the bot may be writing it) in the
    empty file ``target``, checked; its number of games. SQLite: a database file of its own;
    PostgreSQL: a ``pg_dump`` archive (custom format, for ``pg_restore``).
    :class:`DatabaseError` if it can't be made or is damaged."""
    if is_postgres(source):
        assert isinstance(source, str)
        games = await postgres.count_games(source)
        await asyncio.to_thread(postgres.dump_database, source, target)
        return games
    return await asyncio.to_thread(sqlite.copy_database, sqlite_path(source), target)


async def heartbeats(database: str | Path, shards: Sequence[int]) -> dict[int, float | None]:
    """When each of the bot's ``shards`` last said it could receive clicks (one read; None:
    never, or no database there)."""
    names = {shard: state_key(HEARTBEAT, shard) for shard in shards}
    if is_postgres(database):
        assert isinstance(database, str)
        found = await postgres.read_state(database, list(names.values()))
    else:
        try:
            found = sqlite.read_state(sqlite_path(database), list(names.values()))
        except DatabaseError:
            found = {}
    return {shard: to_float(found.get(name)) for shard, name in names.items()}


async def stored_shard_count(database: str | Path) -> int | None:
    """The shard count the bot last ran with (None: never stored: one connection, or no
    database there)."""
    if is_postgres(database):
        assert isinstance(database, str)
        found = await postgres.read_state(database, [SHARD_COUNT])
    else:
        try:
            found = sqlite.read_state(sqlite_path(database), [SHARD_COUNT])
        except DatabaseError:
            found = {}
    count = to_float(found.get(SHARD_COUNT))
    return None if count is None else int(count)


async def last_heartbeat(database: str | Path, shard: int = 0) -> float | None:
    """When the bot (``shard``) last said it could receive clicks (one read; None: never, or
    no database there)."""
    if is_postgres(database):
        assert isinstance(database, str)
        return await postgres.last_heartbeat(database, shard)
    try:
        path = sqlite_path(database)
    except DatabaseError:
        return None
    return sqlite.last_heartbeat(path, shard)


@dataclass(frozen=True, slots=True)
class Moved:
    """What a move copied: the rows of each table, and the id the next game will get."""

    rows: dict[str, int]
    next_game_id: int


async def move_to(source: str | Path, target: str) -> Moved:
    """Copy the SQLite database ``source`` (migrated first if it is older) into the empty
    PostgreSQL database ``target``: every row and id, checked row for row before it is
    committed. The source's process lock is held meanwhile, so a bot running on it is refused
    (:class:`DatabaseError`), and nothing of the source changes."""
    if not is_postgres(target):
        raise DatabaseError(
            f"move-to takes the PostgreSQL database to move into, as a postgresql:// URL, not "
            f"{shown_database(target)}."
        )
    if is_postgres(source):
        raise DatabaseError(
            "GIN_DATABASE names a PostgreSQL database already: move-to moves a SQLite file."
        )
    path = sqlite_path(source)
    if not path.is_file() or path.stat().st_size == 0:
        raise DatabaseError(f"There is no database at {path}: there is nothing to move.")
    try:
        store = await sqlite.SqliteStore.open(path)
    except DatabaseInUse:
        raise DatabaseError(
            f"A bot is running on {path}: stop it first (its games wait, and the time it is "
            "stopped never counts against a player), then move."
        ) from None
    try:
        into = await Target.open(target)
        try:
            tables = {}
            for table in TABLES:
                columns = into.column_names(table)
                rows = await store.db.fetchall(f"SELECT {', '.join(columns)} FROM {table}")
                if table == "bot_state":  # SQLite's own housekeeping stays behind
                    rows = [r for r in rows if r[0] != REWRITE_PENDING]
                tables[table] = into.typed(table, rows)
            await into.load(tables)
            return Moved({t: len(r) for t, r in tables.items()}, await into.next_game_id())
        finally:
            await into.close()
    finally:
        await store.close()
