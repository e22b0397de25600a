"""The PostgreSQL store: :class:`PostgresStore`, the store's SQL (:mod:`bot.store.sql`) over
asyncpg, for a bot of several processes on one database. What only PostgreSQL has: opening
(connect, check, migrate under the advisory lock), a read-only opening for ``check``, and
vacuuming after a forget."""

from __future__ import annotations

import logging
from typing import Self

import asyncpg

from bot.store.base import DatabaseError
from bot.store.postgres.db import PostgresDb
from bot.store.postgres.schema import connect, latest_version, migrate, schema_version
from bot.store.sql.store import SqlStore
from bot.store.urls import scrubbed, shown_database

__all__ = ["PostgresStore"]

log = logging.getLogger("bot.store.postgres")

READERS = 4  # connections for reads outside a transaction (pages, stats, history)
COMMAND_TIMEOUT = 60.0  # a statement the server never answers fails instead of hanging
# The reads are index lookups whose best plan is the same whatever the values, so each prepared
# statement is planned once: with an OFFSET parameter PostgreSQL otherwise planned a
# leaderboard page afresh at every call (a custom plan, ~1.4 ms of a ~4 ms page). The store's
# reads write a LIMIT out, so that the plan made without values knows a page is a few rows.
READER_SETTINGS = {"plan_cache_mode": "force_generic_plan"}
# The tables a forget re-keys or deletes from: vacuumed after, so the old row versions go.
FORGET_TABLES = (
    "members",
    "games",
    "game_members",
    "deals",
    "results",
    "ratings",
    "rating_changes",
    "standings",
    "board_order",
    "board_blocks",
    "server_log",
    "outbox",
    "turn_pings",
    "confirmations",
    "tournament_entries",
    "tournament_matches",
)


async def _nothing_to_reset(connection: asyncpg.Connection) -> None:
    """What the pools do to a connection they take back, beyond what asyncpg always does (roll
    back a transaction left open): nothing. asyncpg's default reset sends ``RESET ALL``,
    ``CLOSE ALL``, ``UNLISTEN *`` and ``pg_advisory_unlock_all()``, one more round trip after
    every transaction and every read, to undo session state that the store never leaves: no
    ``SET`` (the settings are the connections' own, at connect), no cursor, no ``LISTEN``, and
    advisory locks only for a transaction's length (the migrations' session lock is on a
    connection of their own). ``reset``: https://magicstack.github.io/asyncpg/current/api/
    index.html#asyncpg.pool.create_pool (asyncpg 0.30)."""


class PostgresStore(SqlStore):
    """The store in a PostgreSQL database: every method of :class:`bot.store.Store`."""

    def __init__(self, db: PostgresDb, url: str) -> None:
        super().__init__(db, shown_database(url))
        self._pools = db

    @classmethod
    async def open(cls, url: str, *, read_only: bool = False) -> Self:
        """Connect, check and bring the schema up to date (one process at a time). Raises
        :class:`DatabaseError`, one sentence, if the database can't be this bot's.
        ``read_only``: check it and open it for reads only (``check``: its schema must be
        current, and nothing is migrated or written)."""
        connection = await connect(url)
        try:
            if read_only:
                version = await schema_version(connection, url)
                if version != latest_version():
                    raise DatabaseError(
                        f"The database {shown_database(url)} is at schema {version}: what is "
                        "in it can be read once run has brought it up to date."
                    )
            else:
                await migrate(connection, url)
        except asyncpg.PostgresError as exc:
            raise DatabaseError(
                f"The database {shown_database(url)} can't be prepared "
                f"({scrubbed(str(exc), url)}): check that GIN_DATABASE's user owns it."
            ) from None
        finally:
            await connection.close()
        settings = {"default_transaction_read_only": "on"} if read_only else {}
        writer = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=1,
            command_timeout=COMMAND_TIMEOUT,
            server_settings=settings,
            reset=_nothing_to_reset,
        )
        try:
            readers = await asyncpg.create_pool(
                url,
                min_size=1,
                max_size=READERS,
                command_timeout=COMMAND_TIMEOUT,
                server_settings={**settings, **READER_SETTINGS},
                reset=_nothing_to_reset,
            )
        except BaseException:
            await writer.close()
            raise
        return cls(PostgresDb(writer, readers), url)

    async def _after_forget(self) -> None:
        """Vacuum the tables a forget touched: the row versions it replaced go from the
        tables (a dump or a WAL archive made before keeps them: the admin's backups)."""
        try:
            async with self._pools.readers.acquire() as connection:
                await connection.execute(f"VACUUM {', '.join(FORGET_TABLES)}")
        except asyncpg.PostgresError as exc:
            log.warning("could not vacuum after a forget (%s); autovacuum will", exc)
