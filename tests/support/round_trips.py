"""The round trips a store makes to its database, counted from outside the store: the
contract tests check the number a move's save takes, and ``bench/commit.py`` prints it.

A round trip is one wait for the database:

- SQLite (aiosqlite): one call run on aiosqlite's thread. Every call aiosqlite makes there
  (``execute``, ``executemany``, ``commit``, ``rollback``...) goes through the connection's
  ``_execute``, which is wrapped here; the hop to the thread and back is the cost.
- PostgreSQL (asyncpg): one query sent to the server and its answer awaited, as asyncpg's query
  loggers see them (``Connection.add_query_logger``): a statement with its arguments, a
  ``BEGIN`` or ``COMMIT``, a pipelined ``executemany``, and the query a pool runs on a
  connection it takes back (``Pool(reset=...)``). A statement's first run on a connection also
  prepares it there, one more exchange that no logger sees: warm the statements up first.

Duck-typed on the store's ``db`` (an aiosqlite ``connection``, or asyncpg ``writer`` and
``readers`` pools), so that the bench can count another checkout's store with it.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

__all__ = ["round_trips"]


@contextlib.asynccontextmanager
async def round_trips(store: Any) -> AsyncIterator[list[str]]:
    """The round trips ``store`` makes inside the block, each as the SQL it sent (SQLite: the
    name of the call, for one without SQL: ``commit``)."""
    sent: list[str] = []
    db = store.db
    if hasattr(db, "connection"):
        async with _sqlite_calls(db.connection, sent):
            yield sent
    else:
        async with _postgres_queries([db.writer, db.readers], sent):
            yield sent


@contextlib.asynccontextmanager
async def _sqlite_calls(connection: Any, sent: list[str]) -> AsyncIterator[None]:
    original: Callable[..., Any] = connection._execute

    async def counted(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        sent.append(args[0] if args and isinstance(args[0], str) else fn.__name__)
        return await original(fn, *args, **kwargs)

    connection._execute = counted
    try:
        yield
    finally:
        del connection._execute  # the class's own again


@contextlib.asynccontextmanager
async def _postgres_queries(pools: list[Any], sent: list[str]) -> AsyncIterator[None]:
    def log(query: Any) -> None:
        sent.append(query.query)

    await _on_every_connection(pools, lambda connection: connection.add_query_logger(log))
    sent.clear()  # what giving them back cost is not the store's
    try:
        yield
    finally:
        await _on_every_connection(pools, lambda connection: connection.remove_query_logger(log))


async def _on_every_connection(pools: list[Any], do: Callable[[Any], None]) -> None:
    """``do`` on every connection each pool can hand out: all of them are taken at once, so
    the pool opens the ones it has not yet."""
    taken = []
    try:
        for pool in pools:
            for _ in range(pool.get_max_size()):
                taken.append((pool, await pool.acquire()))
        for _, connection in taken:
            do(connection)
    finally:
        for pool, connection in taken:
            await pool.release(connection)
