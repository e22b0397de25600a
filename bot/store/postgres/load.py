"""Filling an empty PostgreSQL database with another database's rows (``python -m bot
move-to``): every table in the order its references need, its values as the column's type
takes them, every id kept (posted messages carry game ids in their buttons) and the id
sequence set past the highest, all in one transaction; then every row read back to compare."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

import asyncpg

from bot.store.base import DatabaseError
from bot.store.postgres.schema import connect, latest_version, migrate, schema_version
from bot.store.urls import shown_database

# Every table of the schema, each after the tables it references.
TABLES = (
    "tournaments",
    "games",
    "game_members",
    "deals",
    "results",
    "timers",
    "outbox",
    "turn_pings",
    "servers",
    "ratings",
    "rating_changes",
    "standings",
    "board_order",
    "board_blocks",
    "members",
    "server_log",
    "bot_state",
    "confirmations",
    "tournament_entries",
    "tournament_matches",
    "tournament_threads",
    "tournament_posts",
    "table_keys",
)
# The tables whose ids the database assigns: their sequences are set past the highest copied.
_IDENTITIES = ("games", "tournaments")
_INTEGERS = {"bigint", "integer", "smallint"}


def _typed(value: Any, kind: str) -> Any:
    """A value as a column of type ``kind`` keeps it (SQLite keeps what it was given)."""
    if value is None:
        return None
    if kind in _INTEGERS:
        return int(value)
    if kind == "double precision":
        return float(value)
    return str(value)


class Target:
    """An empty database of this bot's, ready to take the rows of another."""

    def __init__(self, connection: asyncpg.Connection, url: str) -> None:
        self._connection = connection
        self._url = url
        self.columns: dict[str, list[tuple[str, str]]] = {}

    @classmethod
    async def open(cls, url: str) -> Self:
        """Connect and create the schema if the database is empty; :class:`DatabaseError` if
        it holds anything: a move never mixes two databases' rows."""
        connection = await connect(url)
        try:
            target = cls(connection, url)
            if await schema_version(connection, url) not in (0, latest_version()):
                raise DatabaseError(
                    f"The database {shown_database(url)} is not at this release's schema: "
                    "move into a new, empty database."
                )
            await migrate(connection, url)
            for name, kind, table in await connection.fetch(
                "SELECT column_name, data_type, table_name FROM information_schema.columns "
                "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
            ):
                target.columns.setdefault(table, []).append((name, kind))
            for table in TABLES:
                if await connection.fetchval(f"SELECT EXISTS (SELECT 1 FROM {table})"):
                    raise DatabaseError(
                        f"The database {shown_database(url)} is not empty (its {table} has "
                        "rows): move into a new, empty database, so that no row is mixed up "
                        "with another's."
                    )
        except BaseException:
            await connection.close()
            raise
        return target

    def column_names(self, table: str) -> list[str]:
        return [name for name, _ in self.columns[table]]

    def typed(self, table: str, rows: Sequence[Sequence[Any]]) -> list[tuple[Any, ...]]:
        """``rows`` (in :meth:`column_names` order) as the table's columns keep them."""
        kinds = [kind for _, kind in self.columns[table]]
        return [tuple(_typed(v, k) for v, k in zip(row, kinds, strict=True)) for row in rows]

    async def load(self, tables: dict[str, list[tuple[Any, ...]]]) -> None:
        """Every table's rows (typed), the games' id sequence past the highest id, and every
        row read back and compared, in one transaction: committed only if they all match."""
        connection = self._connection
        async with connection.transaction():
            for table in TABLES:
                if tables.get(table):
                    await connection.copy_records_to_table(
                        table, records=tables[table], columns=self.column_names(table)
                    )
            # The next game made gets the next id, not one a posted button already carries.
            for table in _IDENTITIES:
                await connection.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"COALESCE(MAX(id), 0) + 1, false) FROM {table}"
                )
            for table in TABLES:
                # Sorted in Python: the two databases order NULLs and text differently.
                if sorted(await self.rows(table), key=repr) != sorted(tables[table], key=repr):
                    raise DatabaseError(
                        f"The copy of the table {table} does not read back as it was written, "
                        "so nothing was kept: try again, and report it if it happens again."
                    )

    async def rows(self, table: str) -> list[tuple[Any, ...]]:
        columns = ", ".join(self.column_names(table))
        return [tuple(r) for r in await self._connection.fetch(f"SELECT {columns} FROM {table}")]

    async def next_game_id(self) -> int:
        """The id the next game made will get (read without using it)."""
        return int(
            await self._connection.fetchval(
                "SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END "
                "FROM games_id_seq"
            )
        )

    async def close(self) -> None:
        await self._connection.close()
