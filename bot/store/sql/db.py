"""What the store's SQL runs on: :class:`Db`, one database connection (or a writer and its
readers) as the feature modules use it, whatever the backend. The SQL is written once, with
``?`` placeholders and the standard SQL that SQLite and PostgreSQL share; a backend's ``Db``
translates what differs (PostgreSQL's ``$1``, ``RETURNING id``, its locks) and raises
:class:`IntegrityViolation` for a write a constraint refuses.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.store.base import StoreError

__all__ = ["Db", "IntegrityViolation", "Params", "Row"]

Params = Sequence[Any]
Row = Sequence[Any]


class IntegrityViolation(StoreError):
    """A unique index or a foreign key refused a write (the transaction is rolled back)."""


class Db(Protocol):
    """One database as the SQL sees it. Reads inside :meth:`transaction` see its writes;
    the store's lock keeps one transaction at a time per process."""

    # Appended to a SELECT (a query, or a write's subquery) inside a transaction, a statement
    # alone being one: the rows read stay as read until it ends (PostgreSQL: FOR SHARE;
    # SQLite's write transaction holds the whole file already).
    share_lock: str

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None: ...

    async def execute(self, sql: str, params: Params = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None: ...

    async def execute_each(self, sql: str, rows: Iterable[Params]) -> int:
        """Run one INSERT, UPDATE or DELETE per row; the number of rows changed in all (a
        version check counts them)."""
        ...

    async def insert(self, sql: str, params: Params) -> int:
        """Run an ``INSERT`` into a table with an ``id`` key it assigns; the new row's id."""
        ...

    def transaction(self) -> AbstractAsyncContextManager[None]:
        """One write transaction: committed at the end of the block, rolled back if it
        raises."""
        ...

    async def lock_server(self, guild_id: int) -> None:
        """Inside a transaction: hold the server's standings until it ends, so that two
        processes finishing games of one server never both read the old ratings (SQLite's
        transactions are serial already)."""
        ...

    async def close(self) -> None: ...
