"""The SQLite store's connection: opening (checks first, then WAL, migrations), the write
transactions under one lock, and the queue that commits concurrent game saves together.

aiosqlite shares one connection between tasks, so two writers must never interleave inside a
transaction: every write takes the store's lock. The feature modules (games, standings,
members, the bot's own state) are mixins over this class and share its connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar, Self

import aiosqlite

from bot.model import GameRow, ResultRow
from bot.store.base import DatabaseError
from bot.store.sqlite.files import APPLICATION_ID, check_database, migration_files, readonly_uri
from bot.store.sqlite.values import REWRITE_PENDING

log = logging.getLogger("bot.store.sqlite")


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
    done: asyncio.Future[None]


def _succeed(write: Write) -> None:
    if not write.done.done():
        write.done.set_result(None)


def _fail(write: Write, exc: BaseException) -> None:
    if not write.done.done():
        write.done.set_exception(exc)


class Connection:
    """One aiosqlite connection, its lock and its queue of game saves."""

    # Python steps a migration needs, run inside its transaction (filled by the store class).
    after_migration: ClassVar[dict[int, Callable[[Any], Awaitable[None]]]] = {}

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._pending: list[Write] = []
        self._writer: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path, *, durable: bool = True) -> Self:
        """Open (creating if needed) the database and bring its schema up to date. Raises
        :class:`DatabaseError` (nothing written) if the file is not this bot's database."""
        memory = str(path) == ":memory:"
        if not memory:
            check_database(Path(path))
        try:
            db = await aiosqlite.connect(str(path), isolation_level=None)
        except sqlite3.Error as exc:
            raise DatabaseError(
                f"The database {path} can't be opened ({exc}): check GIN_DATABASE and the "
                "folder's permissions."
            ) from None
        try:
            await db.execute("PRAGMA busy_timeout=5000")
            await db.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged move survives a power cut, not only a crash of the bot.
            await db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            # Deleted rows are overwritten with zeros, whatever the SQLite build's default
            # (upstream's is off): what a member asks to forget must not stay in free pages.
            await db.execute("PRAGMA secure_delete=ON")
            store = cls(db, str(path))
            await store._migrate()
            await db.execute("PRAGMA foreign_keys=ON")
            await store._rewrite_if_pending()
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseError(
                f"The database {path} can't be prepared ({exc}): if another copy of the bot is "
                "using it, stop that one; otherwise restore the file from a backup."
            ) from None
        except BaseException:
            await db.close()
            raise
        return store

    @classmethod
    async def open_copy(cls, path: Path) -> Self:
        """A copy in memory of the database at ``path`` (read-only; checked first, like
        :meth:`open`), migrated as :meth:`open` would: what the bot would find at start, the
        file untouched. A missing file gives a new, empty database."""
        db = await aiosqlite.connect(":memory:", isolation_level=None)
        try:
            check_database(path, create=False)
            if path.exists() and path.stat().st_size:
                source = await aiosqlite.connect(readonly_uri(path), uri=True)
                try:
                    await source.backup(db)
                finally:
                    await source.close()
            store = cls(db, str(path))
            await store._migrate()
            await db.execute("PRAGMA foreign_keys=ON")
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseError(
                f"The database {path} can't be read or brought up to date ({exc}): restore it "
                "from a backup."
            ) from None
        except BaseException:
            await db.close()
            raise
        return store

    @property
    def connection(self) -> aiosqlite.Connection:
        """The connection itself, for SQLite's own tools (tests' readers, benchmarks)."""
        return self._db

    async def close(self) -> None:
        """Finish the writes in flight, then close (the last connection folds the WAL back
        into the database file and removes it)."""
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await self._db.close()

    # -- migrations --------------------------------------------------------------------------

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        current = await self.schema_version()
        for number, file in migration_files():
            if number <= current:
                continue
            # A migration may rebuild a table: foreign keys are off while it runs (they can't be
            # switched inside a transaction) and checked before it commits.
            await self._db.execute("PRAGMA foreign_keys=OFF")
            try:
                await self._db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8"))
                async with self._db.execute("PRAGMA foreign_key_check") as cursor:
                    broken = list(await cursor.fetchall())
                if broken:
                    raise DatabaseError(
                        f"Migration {file.name} would leave rows pointing at nothing "
                        f"({broken[:3]}): restore the database from a backup."
                    )
                step = self.after_migration.get(number)
                if step is not None:
                    await step(self)
                await self._db.execute(f"PRAGMA user_version = {number}")
                await self._db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                await self._db.execute("COMMIT")
            except BaseException:
                await self._rollback()
                raise
            log.info("applied migration %s", file.name)

    async def _rewrite_if_pending(self) -> None:
        """Rewrite the file once after migration 006 (VACUUM): pages freed before secure
        delete was on may still hold what was deleted then. If it fails (a full disk, say),
        the bot runs as before and tries again at its next start."""
        if await self._state_text(REWRITE_PENDING) is None:
            return
        started = time.monotonic()
        try:
            await self._db.execute("VACUUM")
            await self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as exc:
            log.warning("could not rewrite the database once to clear deleted data (%s)", exc)
            return
        await self._db.execute("DELETE FROM bot_state WHERE name = ?", (REWRITE_PENDING,))
        log.info(
            "rewrote the database once, so that data deleted before now leaves no trace (%.1f s)",
            time.monotonic() - started,
        )

    async def _checkpoint(self) -> None:
        """Fold the WAL into the file and empty it: its older frames hold rows as they were
        before a forget (secure delete zeroes only the pages it writes)."""
        async with self._lock, self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)") as cursor:
            busy = await cursor.fetchone()
        if busy and busy[0]:
            log.info("the WAL could not be emptied now (a reader holds it); it is at the next")

    # -- transactions ------------------------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction under the store's lock: committed at the end of the block,
        rolled back if it raises."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                yield self._db
                await self._db.commit()
            except BaseException:
                await self._rollback()
                raise

    async def _rollback(self) -> None:
        try:
            if self._db.in_transaction:
                await self._db.rollback()
        except Exception:  # the connection itself may be gone; the caller's error says why
            log.warning("rollback failed", exc_info=True)

    async def _scalar(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """The one value a query that always returns one row (a COUNT, a MIN) returns."""
        async with self._db.execute(sql, params) as cursor:
            row = await cursor.fetchone()
        assert row is not None, sql
        return row[0]

    async def _state_text(self, name: str) -> str | None:
        """A value the bot keeps about itself (``bot_state``), or None if never set."""
        async with self._db.execute("SELECT value FROM bot_state WHERE name = ?", (name,)) as cur:
            row = await cur.fetchone()
        return None if row is None else str(row[0])

    async def season(self, guild_id: int) -> int:
        """The server's current season (1 until an admin starts another)."""
        async with self._db.execute(
            "SELECT season FROM servers WHERE guild_id = ?", (guild_id,)
        ) as cursor:
            found = await cursor.fetchone()
        return int(found[0]) if found else 1

    # -- the queue of game saves (group commit) ----------------------------------------------

    async def _enqueue(self, write: Write) -> None:
        """Commit ``write`` with whatever else is queued meanwhile: under load every hop to
        aiosqlite's thread waits for a busy event loop, so one transaction per move would
        queue every game behind the others."""
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
