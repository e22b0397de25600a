"""The SQLite store: :class:`SqliteStore`, the store's SQL (:mod:`bot.store.sql`) over one
aiosqlite connection to one file, with what only SQLite has: opening (checks first, then WAL,
migrations), the once-only rewrite after migration 006 and emptying the WAL after a forget.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, ClassVar, Self

import aiosqlite

from bot.store.base import DatabaseError
from bot.store.sql.standings import StandingsStore
from bot.store.sql.store import SqlStore
from bot.store.sql.values import REWRITE_PENDING
from bot.store.sqlite.db import SqliteDb
from bot.store.sqlite.files import (
    APPLICATION_ID,
    check_database,
    hold_lock,
    migration_files,
    readonly_uri,
)

__all__ = ["SqliteStore"]

log = logging.getLogger("bot.store.sqlite")


def _release(lock: int | None) -> None:
    if lock is not None:
        os.close(lock)  # closing the descriptor lets go of its lock


class SqliteStore(SqlStore):
    """The store in one SQLite file (WAL mode, numbered migrations applied at open): every
    method of :class:`bot.store.Store`."""

    # Python steps a migration needs, run inside its transaction.
    after_migration: ClassVar[dict[int, Callable[[Any], Awaitable[None]]]] = {
        4: StandingsStore._recompute,  # results recorded before ratings existed get theirs
    }

    def __init__(self, connection: aiosqlite.Connection, path: str) -> None:
        self._file = SqliteDb(connection)
        super().__init__(self._file, path if path == ":memory:" else str(Path(path).resolve()))
        self._sqlite = connection
        self._lock_file: int | None = None  # the process lock (files.hold_lock) while open

    @classmethod
    async def open(cls, path: str | Path, *, durable: bool = True) -> Self:
        """Open (creating if needed) the database and bring its schema up to date. Raises
        :class:`DatabaseError` (nothing written) if the file is not this bot's database."""
        memory = str(path) == ":memory:"
        lock = None
        if not memory:
            check_database(Path(path))
            lock = hold_lock(Path(path))
        try:
            db = await aiosqlite.connect(str(path), isolation_level=None)
        except sqlite3.Error as exc:
            _release(lock)
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
            store._lock_file = lock
            found = await store._migrate()
            await db.execute("PRAGMA foreign_keys=ON")
            await store._rewrite_if_pending(new=found == 0)
        except sqlite3.Error as exc:
            await db.close()
            _release(lock)
            raise DatabaseError(
                f"The database {path} can't be prepared ({exc}): if another copy of the bot is "
                "using it, stop that one; otherwise restore the file from a backup."
            ) from None
        except BaseException:
            await db.close()
            _release(lock)
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

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            _release(self._lock_file)
            self._lock_file = None

    @property
    def connection(self) -> aiosqlite.Connection:
        """The connection itself, for SQLite's own tools (tests' readers, benchmarks)."""
        return self._sqlite

    # -- migrations --------------------------------------------------------------------------

    async def schema_version(self) -> int:
        return int(await self._scalar("PRAGMA user_version"))

    async def _migrate(self) -> int:
        """Apply the migrations the file lacks; the schema version it had (0: a new file)."""
        db = self._sqlite
        current = await self.schema_version()
        for number, file in migration_files():
            if number <= current:
                continue
            # A migration may rebuild a table: foreign keys are off while it runs (they can't be
            # switched inside a transaction) and checked before it commits.
            await db.execute("PRAGMA foreign_keys=OFF")
            try:
                await db.executescript("BEGIN;\n" + file.read_text(encoding="utf-8"))
                broken = await self._db.fetchall("PRAGMA foreign_key_check")
                if broken:
                    raise DatabaseError(
                        f"Migration {file.name} would leave rows pointing at nothing "
                        f"({broken[:3]}): restore the database from a backup."
                    )
                step = self.after_migration.get(number)
                if step is not None:
                    await step(self)
                await db.execute(f"PRAGMA user_version = {number}")
                await db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                await db.execute("COMMIT")
            except BaseException:
                await self._file.rollback()
                raise
            log.info("applied migration %s", file.name)
        return current

    async def _rewrite_if_pending(self, *, new: bool) -> None:
        """Rewrite the file once after migration 006 (VACUUM): pages freed before secure
        delete was on may still hold what was deleted then. If it fails (a full disk, say),
        the bot runs as before and tries again at its next start. A ``new`` file had secure
        delete on from its first page: nothing to rewrite, and nothing to say."""
        if await self._state_text(REWRITE_PENDING) is None:
            return
        if new:
            await self._sqlite.execute("DELETE FROM bot_state WHERE name = ?", (REWRITE_PENDING,))
            return
        started = time.monotonic()
        try:
            await self._sqlite.execute("VACUUM")
            await self._sqlite.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as exc:
            log.warning("could not rewrite the database once to clear deleted data (%s)", exc)
            return
        await self._sqlite.execute("DELETE FROM bot_state WHERE name = ?", (REWRITE_PENDING,))
        log.info(
            "rewrote the database once, so that data deleted before now leaves no trace (%.1f s)",
            time.monotonic() - started,
        )

    async def _after_forget(self) -> None:
        """Fold the WAL into the file and empty it: its older frames hold rows as they were
        before a forget (secure delete zeroes only the pages it writes)."""
        async with self._lock:
            busy = await self._db.fetchone("PRAGMA wal_checkpoint(TRUNCATE)")
        if busy and busy[0]:
            log.info("the WAL could not be emptied now (a reader holds it); it is at the next")
