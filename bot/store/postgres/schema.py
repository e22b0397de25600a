"""The PostgreSQL database, checked before anything writes: connecting (every refusal as one
sentence saying what to do, never with the password), whether the database is this bot's (the
marker table ``gin_rummy_schema``: its application and schema version), the migrations it still
needs, and applying them: by one process at a time, under an advisory lock, while the others
wait for it.

The migrations are numbered as SQLite's: ``006_schema.sql`` creates the schema SQLite's 001 to
006 build, and a later change is one file in each folder under the same number.
"""

from __future__ import annotations

import logging
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg

from bot.store.base import DatabaseError
from bot.store.urls import scrubbed, shown_database

log = logging.getLogger("bot.store.postgres")

MIGRATIONS = Path(__file__).with_name("migrations")
APPLICATION = "gin-rummy-bot"
MARKER = "gin_rummy_schema"  # one row: (application, version)
MIGRATION_LOCK = "gin-rummy:migrate"  # the advisory lock's name (hashed to its key)
CONNECT_TIMEOUT = 10.0


def migration_files() -> list[tuple[int, Path]]:
    files = sorted(MIGRATIONS.glob("[0-9][0-9][0-9]_*.sql"))
    return [(int(f.name[:3]), f) for f in files]


def latest_version() -> int:
    return migration_files()[-1][0]


def pending_migrations(version: int) -> list[Path]:
    """The migration files a database at schema ``version`` still needs, in order."""
    return [file for number, file in migration_files() if number > version]


def _where(url: str) -> tuple[str, str, str]:
    """(host:port, user, database name) as a message names them."""
    parts = urlsplit(url)
    host = parts.hostname or "localhost"
    return (
        f"{host}:{parts.port or 5432}",
        parts.username or "the default user",
        parts.path.lstrip("/") or "the default database",
    )


async def connect(url: str) -> asyncpg.Connection:
    """A connection to ``url``; :class:`DatabaseError`, one sentence, if there is none."""
    server, user, name = _where(url)
    try:
        return await asyncpg.connect(url, timeout=CONNECT_TIMEOUT)
    except asyncpg.InvalidCatalogNameError:
        raise DatabaseError(
            f"The database {name} does not exist on the PostgreSQL server at {server}: create "
            f"it (createdb {name}), or fix the database's name in GIN_DATABASE."
        ) from None
    except (asyncpg.InvalidPasswordError, asyncpg.InvalidAuthorizationSpecificationError) as exc:
        raise DatabaseError(
            f"The PostgreSQL server at {server} refused the user {user} "
            f"({scrubbed(str(exc), url)}): check the user and password in GIN_DATABASE."
        ) from None
    except (TimeoutError, OSError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or "no answer"
        raise DatabaseError(
            f"The PostgreSQL server at {server} can't be reached ({scrubbed(reason, url)}): "
            "start it, or fix the host and port in GIN_DATABASE."
        ) from None
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as exc:
        raise DatabaseError(
            f"GIN_DATABASE ({shown_database(url)}) can't be used ({scrubbed(str(exc), url)}): "
            "write it as postgresql://user:password@host:port/database."
        ) from None


async def schema_version(connection: asyncpg.Connection, url: str) -> int:
    """The schema version of the database (0: empty, new) if it is this bot's; a
    :class:`DatabaseError` otherwise. Only reads."""
    shown = shown_database(url)
    marker = await connection.fetchval("SELECT to_regclass($1)", MARKER)
    if marker is None:
        tables = await connection.fetchval(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
        )
        if tables:
            raise DatabaseError(
                f"The database {shown} holds another application's tables: point GIN_DATABASE "
                "at the bot's database, or at a new, empty one."
            )
        return 0
    row = await connection.fetchrow(f"SELECT application, version FROM {MARKER}")
    if row is None or row["application"] != APPLICATION:
        raise DatabaseError(
            f"The database {shown} belongs to another application: point GIN_DATABASE at the "
            "bot's database, or at a new, empty one."
        )
    version = int(row["version"])
    latest = latest_version()
    if version > latest:
        raise DatabaseError(
            f"The database {shown} was written by a newer release of the bot (schema "
            f"{version}; this release knows up to {latest}): update the bot, or restore a "
            "backup made with this release."
        )
    return version


async def migrate(connection: asyncpg.Connection, url: str) -> None:
    """Bring the schema up to date, one migration per transaction. One process migrates at a
    time (a session advisory lock, let go if the process dies); the others wait, then find
    nothing left to do."""
    await connection.execute("SELECT pg_advisory_lock(hashtextextended($1, 0))", MIGRATION_LOCK)
    try:
        current = await schema_version(connection, url)
        for number, file in migration_files():
            if number <= current:
                continue
            async with connection.transaction():
                if current == 0:
                    await connection.execute(
                        f"CREATE TABLE {MARKER} (application TEXT NOT NULL, "
                        "version INTEGER NOT NULL)"
                    )
                    await connection.execute(f"INSERT INTO {MARKER} VALUES ($1, 0)", APPLICATION)
                await connection.execute(file.read_text(encoding="utf-8"))
                await connection.execute(f"UPDATE {MARKER} SET version = $1", number)
            current = number
            log.info("applied migration %s", file.name)
    finally:
        await connection.execute(
            "SELECT pg_advisory_unlock(hashtextextended($1, 0))", MIGRATION_LOCK
        )


async def check_database(url: str) -> int:
    """Refuse, with one sentence and writing nothing, a PostgreSQL database the bot can't use;
    its schema version otherwise (0: empty)."""
    connection = await connect(url)
    try:
        return await schema_version(connection, url)
    finally:
        await connection.close()
