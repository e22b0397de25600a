"""The store's SQL on PostgreSQL: :class:`PostgresDb`, asyncpg pools as
:class:`bot.store.sql.db.Db`. Writes go through one connection (the store's lock keeps one
transaction at a time per process, as on SQLite, so group commit stays); reads outside a
transaction go to a small pool of their own, so a page of the leaderboard never waits behind a
commit. The SQL's ``?`` placeholders become ``$1, $2, …`` here, once per statement.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Iterable
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

import asyncpg

from bot.store.sql.db import IntegrityViolation, Params, Row

_MARK = re.compile(r"\?")


@lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """``sql`` with its ``?`` placeholders numbered as PostgreSQL's ``$1, $2, …`` (the shared
    SQL has no ``?`` inside a string literal)."""
    count = iter(range(1, 10_000))
    return _MARK.sub(lambda _: f"${next(count)}", sql)


def changed(status: str) -> int:
    """The rows a command changed, from its status ("UPDATE 3", "INSERT 0 1")."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresDb:
    """A writer pool of one connection and a reader pool; inside :meth:`transaction`, every
    statement of the task that opened it runs on the transaction's connection."""

    share_lock = " FOR SHARE"

    def __init__(self, writer: asyncpg.Pool, readers: asyncpg.Pool) -> None:
        self.writer = writer
        self.readers = readers
        # Per store: two stores in one process (tests, the move to PostgreSQL) don't mix.
        self._open: ContextVar[Any] = ContextVar(f"transaction-{id(self)}", default=None)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        connection = self._open.get() or self.readers
        return [tuple(row) for row in await connection.fetch(numbered(sql), *params)]

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        connection = self._open.get() or self.readers
        row = await connection.fetchrow(numbered(sql), *params)
        return None if row is None else tuple(row)

    async def execute(self, sql: str, params: Params = ()) -> int:
        connection = self._open.get() or self.writer
        try:
            return changed(await connection.execute(numbered(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityViolation(str(exc)) from None

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        connection = self._open.get() or self.writer
        try:
            await connection.executemany(numbered(sql), list(rows))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityViolation(str(exc)) from None

    async def execute_each(self, sql: str, rows: Iterable[Params]) -> int:
        params = list(rows)
        if len(params) <= 1:
            # One row (a move alone): a plain statement, its status counting the rows it
            # changed, costs less CPU than fetchmany (bench/commit.py).
            return await self.execute(sql, params[0]) if params else 0
        connection = self._open.get() or self.writer
        # asyncpg's executemany says nothing of the rows each one changed; fetchmany sends the
        # rows the same way, in one round trip, and a row RETURNING 1 is a row changed.
        try:
            return len(await connection.fetchmany(numbered(sql) + " RETURNING 1", params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityViolation(str(exc)) from None

    async def insert(self, sql: str, params: Params) -> int:
        connection = self._open.get() or self.writer
        try:
            new_id = await connection.fetchval(numbered(sql) + " RETURNING id", *params)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityViolation(str(exc)) from None
        return int(new_id)

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        async with self.writer.acquire() as connection, connection.transaction():
            token = self._open.set(connection)
            try:
                yield
            finally:
                self._open.reset(token)

    async def lock_server(self, guild_id: int) -> None:
        # A transaction-level advisory lock: it covers rows not yet there too (a member's
        # first rating), which SELECT … FOR UPDATE could not lock.
        await self.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended(?, 0))",
            (f"gin-rummy:server:{guild_id}",),
        )

    async def close(self) -> None:
        await self.readers.close()
        await self.writer.close()
