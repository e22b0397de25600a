"""The store's connection, whatever the backend: its :class:`~bot.store.sql.db.Db`, the lock
that keeps one write transaction at a time in this process, and the queue that commits
concurrent game saves together (group commit). The feature modules' stores (games,
standings, the leaderboard, members, the bot's own state, tournaments, table keys) are siblings
over this class; a backend's store class lists them all, opens its ``Db`` and adds what only it
has (migrations, its own maintenance). Where one part calls another's method, this class
declares it (``_write``, ``_record_result``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.model import Fence, GameRow, ResultRow
from bot.store.base import ConflictError, Fenced
from bot.store.sql.db import Db, Params


@dataclass(slots=True)
class Write:
    """One queued save: its parameters and the future its caller waits on."""

    game: tuple[Any, ...]
    timers: list[tuple[Any, ...]]  # set (insert or replace)
    timers_gone: list[tuple[Any, ...]]  # (game, board) to delete
    ended: bool  # the game left the live statuses: its members are free again
    drop_posts: bool
    deals: list[tuple[Any, ...]]
    results: list[ResultRow]  # a finished game's rows (rated in the same transaction)
    row: GameRow
    posts: list[tuple[Any, ...]]
    accepted: list[tuple[Any, ...]]  # (game, member) who accepted
    match: tuple[Any, ...] | None  # a tournament game's end: its match's outcome
    fence: Fence | None  # refused if another process took the game's shard
    done: asyncio.Future[None]


def _succeed(write: Write) -> None:
    if not write.done.done():
        write.done.set_result(None)


def _fail(write: Write, exc: BaseException) -> None:
    if not write.done.done():
        write.done.set_exception(exc)


class Connection:
    """One database, its lock and its queue of game saves."""

    def __init__(self, db: Db, path: str) -> None:
        self._db = db
        self.path = path  # as the log shows it: never with a password
        self._lock = asyncio.Lock()
        self._pending: list[Write] = []
        self._writer: asyncio.Task[None] | None = None

    @property
    def db(self) -> Db:
        """The database itself, for tests' and benchmarks' readers."""
        return self._db

    async def close(self) -> None:
        """Finish the writes in flight, then close."""
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await self._db.close()

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[Db]:
        """One write transaction under the store's lock: committed at the end of the block,
        rolled back if it raises."""
        async with self._lock, self._db.transaction():
            yield self._db

    async def names(self, guild_id: int, members: Sequence[int]) -> dict[int, str]:
        """The newest display name each member had when they played in this server (here: the
        members' part and the standings' part both read them)."""
        if not members:
            return {}
        marks = ", ".join("?" for _ in members)
        rows = await self._db.fetchall(
            f"SELECT member_id, name FROM members WHERE guild_id = ? AND member_id IN ({marks}) "
            "AND name IS NOT NULL",
            (guild_id, *members),
        )
        return {member: name for member, name in rows}

    async def _scalar(self, sql: str, params: Params = ()) -> Any:
        """The one value a query that always returns one row (a COUNT, a MIN) returns."""
        row = await self._db.fetchone(sql, params)
        assert row is not None, sql
        return row[0]

    async def _state_text(self, name: str) -> str | None:
        """A value the bot keeps about itself (``bot_state``), or None if never set."""
        row = await self._db.fetchone("SELECT value FROM bot_state WHERE name = ?", (name,))
        return None if row is None else str(row[0])

    async def season(self, guild_id: int) -> int:
        """The server's current season (1 until an admin starts another)."""
        found = await self._db.fetchone(
            "SELECT season FROM servers WHERE guild_id = ?", (guild_id,)
        )
        return int(found[0]) if found else 1

    # -- fences: a write of a shard another process took changes nothing ---------------------
    #
    # A versioned write (a game's save, a tournament's) carries its fence in its own WHERE, so
    # the check costs no round trip of its own: ``UPDATE ... WHERE id = ? AND version = ? AND
    # EXISTS (SELECT 1 FROM shard_leases WHERE shard = ? AND epoch = ?)``, and a row count
    # short of the rows written says it was refused (then :meth:`_refusal` tells a taken shard
    # from a stale version). Why no take-over can slip between the check and the write:
    #
    # - SQLite: a write statement (alone, autocommitted, or in a BEGIN IMMEDIATE transaction)
    #   holds the database's one write lock from before it reads the lease until its
    #   transaction ends, and a take-over is a write, so the two run one after the other
    #   (https://www.sqlite.org/isolation.html: transactions are serializable).
    # - PostgreSQL (READ COMMITTED): a plain subquery reads the statement's snapshot, which a
    #   take-over committed just after it began is not in: the write would land on a shard
    #   already taken. FOR SHARE (``Db.share_lock``) makes the subquery lock the lease row
    #   until the write's transaction ends: a take-over (an UPDATE of that row) waits for the
    #   write to commit, and the new holder reads the game after it; and a write that finds the
    #   row locked or changed by a take-over waits for it, then re-checks ``epoch = ?`` on the
    #   row's newest version and finds no row (https://www.postgresql.org/docs/current/
    #   transaction-iso.html#XACT-READ-COMMITTED, "adding FOR UPDATE or FOR SHARE to
    #   subqueries"; https://www.postgresql.org/docs/current/sql-select.html#SQL-FOR-UPDATE-SHARE).
    #
    # A new row (a challenge, a tournament) has no version to write against: its transaction
    # reads the lease first, with the same lock (:meth:`_check_fences`).

    def _fenced(self, sql: str, params: Params, fence: Fence | None) -> tuple[str, Params]:
        """``sql``, an UPDATE ending in its WHERE, and its ``params``, changing nothing unless
        ``fence`` (if any) is its shard's lease (see above)."""
        if fence is None:
            return sql, params
        return (
            f"{sql} AND EXISTS (SELECT 1 FROM shard_leases WHERE shard = ? AND epoch = ?"
            f"{self._db.share_lock})",
            (*params, fence.shard, fence.epoch),
        )

    async def _refusal(self, fences: Iterable[Fence | None], conflict: str) -> ConflictError:
        """Why a fenced, versioned write changed fewer rows than it wrote: :class:`Fenced` if
        another process took one of the ``fences``' shards (epochs only grow, so a write
        refused by its fence is never told it was stale), else a stale version, ``conflict``."""
        stale = await self._stale_shards(fences, lock="")
        return Fenced(stale) if stale else ConflictError(conflict)

    async def _check_fences(self, fences: Iterable[Fence | None]) -> None:
        """Inside a write transaction that makes a new row: :class:`Fenced` unless every
        fence's epoch is its shard's lease's now (the lease rows stay as read until the commit,
        so no process can take a shard between this check and the write)."""
        stale = await self._stale_shards(fences, lock=self._db.share_lock)
        if stale:
            raise Fenced(stale)

    async def _stale_shards(self, fences: Iterable[Fence | None], *, lock: str) -> list[int]:
        wanted = {f for f in fences if f is not None}
        if not wanted:
            return []
        shards = sorted({f.shard for f in wanted})
        marks = ", ".join("?" for _ in shards)
        rows = await self._db.fetchall(
            f"SELECT shard, epoch FROM shard_leases WHERE shard IN ({marks}){lock}", shards
        )
        now = {shard: epoch for shard, epoch in rows}
        return sorted({f.shard for f in wanted if now.get(f.shard) != f.epoch})

    async def _after_forget(self) -> None:
        """What the backend does once a member's rows are re-keyed, so that what was deleted
        leaves no copy behind (SQLite: empty the WAL)."""

    # -- the queue of game saves (group commit) ----------------------------------------------

    async def _enqueue(self, write: Write) -> None:
        """Commit ``write`` with whatever else is queued meanwhile: under load every hop to
        the database waits for a busy event loop, so one transaction per move would queue
        every game behind the others."""
        self._pending.append(write)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain())
        # Shielded: a caller that gives up must not cancel a write others share.
        await asyncio.shield(write.done)

    async def _drain(self) -> None:
        while self._pending:
            batch, self._pending = self._pending, []
            async with self._lock:
                try:
                    await self._write(batch)
                except Exception as exc:
                    if len(batch) == 1:
                        _fail(batch[0], exc)
                        continue
                    for write in batch:  # one bad write must not sink the others
                        try:
                            await self._write([write])
                        except Exception as one:
                            _fail(write, one)
                        else:
                            _succeed(write)
                    continue
            for write in batch:
                _succeed(write)

    async def _write(self, batch: list[Write]) -> None:
        """One transaction for the whole batch (the games module writes it)."""
        raise NotImplementedError

    async def _record_result(self, row: GameRow, results: Sequence[ResultRow]) -> None:
        """Inside ``_write``'s transaction: a finished game's result rows and what they add up
        to (the standings module writes them)."""
        raise NotImplementedError
