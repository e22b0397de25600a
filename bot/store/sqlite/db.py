"""The store's SQL on SQLite: :class:`SqliteDb`, one aiosqlite connection as
:class:`bot.store.sql.db.Db`. aiosqlite shares it between tasks, so two writers must never
interleave inside a transaction: the store's lock sees to it."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable

import aiosqlite

from bot.store.sql.db import IntegrityViolation, Params, Row

log = logging.getLogger("bot.store.sqlite")


class SqliteDb:
    """One aiosqlite connection, in autocommit outside :meth:`transaction`."""

    share_lock = ""  # a write transaction (BEGIN IMMEDIATE) holds the whole file

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self.connection = connection

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        # One hop to aiosqlite's thread, not three (execute, fetch, close).
        return list(await self.connection.execute_fetchall(sql, params))

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def execute(self, sql: str, params: Params = ()) -> int:
        try:
            cursor = await self.connection.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise IntegrityViolation(str(exc)) from None
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        await self.execute_each(sql, rows)

    async def execute_each(self, sql: str, rows: Iterable[Params]) -> int:
        try:
            cursor = await self.connection.executemany(sql, rows)
        except sqlite3.IntegrityError as exc:
            raise IntegrityViolation(str(exc)) from None
        return cursor.rowcount

    async def insert(self, sql: str, params: Params) -> int:
        try:
            cursor = await self.connection.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise IntegrityViolation(str(exc)) from None
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        # IMMEDIATE: the write lock is taken at the start, so a transaction that reads first
        # never finds another process's commit between its read and its write.
        await self.connection.execute("BEGIN IMMEDIATE")
        try:
            yield
            await self.connection.commit()
        except BaseException:
            await self.rollback()
            raise

    async def rollback(self) -> None:
        try:
            if self.connection.in_transaction:
                await self.connection.rollback()
        except Exception:  # the connection itself may be gone; the caller's error says why
            log.warning("rollback failed", exc_info=True)

    async def lock_server(self, guild_id: int) -> None:
        """Nothing to do: a SQLite write transaction holds the whole file."""

    async def close(self) -> None:
        await self.connection.close()
