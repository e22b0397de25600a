"""The store: SQLite through aiosqlite, the one source of truth for games.

One connection, WAL mode, numbered migrations from ``bot/migrations`` applied at open. Every
write is one transaction under the store's lock (aiosqlite shares one connection between tasks,
so two writers must never interleave inside a transaction). SQL stays here, standard and
parameterised, so another backend is an addition, not a rewrite.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.engine import Rules, RulesError

__all__ = ["CorruptRowError", "DealRow", "GameRow", "ResultRow", "Store", "StoreError"]

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).with_name("migrations")
LIVE_STATUSES = ("challenge", "active")
STATUSES = ("challenge", "active", "finished", "declined", "cancelled", "expired")


class StoreError(Exception):
    """The database refused a read or a write."""


class ConflictError(StoreError):
    """The row changed under us (its version is not the one we read)."""


class CorruptRowError(StoreError):
    """A row that cannot be read back into a game; the message names the row and the fault."""


@dataclass(slots=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    players: tuple[int, int]
    status: str
    rules: Rules
    turn_seconds: int
    state: str | None
    version: int
    table_message_id: int | None
    deadline: float | None
    reminded: bool
    created_at: float
    updated_at: float


@dataclass(frozen=True, slots=True)
class DealRow:
    number: int
    dealer: int
    kind: str
    winner: int | None
    points: int


@dataclass(frozen=True, slots=True)
class ResultRow:
    winner: int
    loser: int
    ending: str
    reason: str | None
    winner_total: int
    loser_total: int
    shutout: bool
    deals: int


@dataclass(slots=True)
class _Write:
    """One queued save: its parameters and the future its caller waits on."""

    game: tuple[Any, ...]
    deals: list[tuple[Any, ...]]
    result: tuple[Any, ...] | None
    done: asyncio.Future[None]


def _succeed(write: _Write) -> None:
    if not write.done.done():
        write.done.set_result(None)


def _fail(write: _Write, exc: BaseException) -> None:
    if not write.done.done():
        write.done.set_exception(exc)


_UPDATE_GAME = (
    "UPDATE games SET status = ?, state = ?, version = ?, table_message_id = ?, deadline = ?, "
    "reminded = ?, updated_at = ? WHERE id = ? AND version = ?"
)
_INSERT_DEAL = (
    "INSERT INTO deals (game_id, number, dealer, kind, winner, points, finished_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_RESULT = (
    "INSERT INTO results (game_id, guild_id, winner, loser, ending, reason, winner_total, "
    "loser_total, shutout, deals, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)

_GAME_COLUMNS = (
    "id, guild_id, channel_id, player0, player1, status, rules, turn_seconds, state, version, "
    "table_message_id, deadline, reminded, created_at, updated_at"
)


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._pending: list[_Write] = []
        self._writer: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path, *, durable: bool = True) -> Store:
        """Open (creating if needed) the database and bring its schema up to date."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged move survives a power cut, not only a crash of the bot.
            await db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA busy_timeout=5000")
            store = cls(db)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        await self._db.close()

    async def _migrate(self) -> None:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        current = int(row[0]) if row else 0
        files = sorted(MIGRATIONS.glob("[0-9][0-9][0-9]_*.sql"))
        for file in files:
            number = int(file.name[:3])
            if number <= current:
                continue
            script = file.read_text(encoding="utf-8")
            # executescript commits on its own; the version bump rides in the same script.
            await self._db.executescript(
                f"BEGIN;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;"
            )
            log.info("applied migration %s", file.name)

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    # -- games -------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int,
        channel_id: int,
        players: tuple[int, int],
        rules: Rules,
        turn_seconds: int,
        deadline: float,
        now: float,
    ) -> GameRow:
        async with self._lock:
            cursor = await self._db.execute(
                "INSERT INTO games (guild_id, channel_id, player0, player1, status, rules, "
                "turn_seconds, deadline, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, 'challenge', ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    players[0],
                    players[1],
                    json.dumps(rules.to_dict()),
                    turn_seconds,
                    deadline,
                    now,
                    now,
                ),
            )
            game_id = cursor.lastrowid
            await cursor.close()
        assert game_id is not None
        return GameRow(
            game_id,
            guild_id,
            channel_id,
            players,
            "challenge",
            rules,
            turn_seconds,
            None,
            0,
            None,
            deadline,
            False,
            now,
            now,
        )

    async def save(
        self,
        row: GameRow,
        *,
        expected_version: int,
        deals: Iterable[DealRow] = (),
        result: ResultRow | None = None,
    ) -> None:
        """Write the row (and any finished deals and the result) in one transaction, if the
        stored version is still ``expected_version``; otherwise nothing is written.

        Saves that arrive while a transaction is running are committed together in the next one
        (group commit): under load every hop to aiosqlite's thread waits for a busy event loop,
        so one transaction per move would queue every game behind the others."""
        write = _Write(
            (
                row.status,
                row.state,
                row.version,
                row.table_message_id,
                row.deadline,
                int(row.reminded),
                row.updated_at,
                row.id,
                expected_version,
            ),
            [
                (row.id, d.number, d.dealer, d.kind, d.winner, d.points, row.updated_at)
                for d in deals
            ],
            None
            if result is None
            else (
                row.id,
                row.guild_id,
                result.winner,
                result.loser,
                result.ending,
                result.reason,
                result.winner_total,
                result.loser_total,
                int(result.shutout),
                result.deals,
                row.updated_at,
            ),
            asyncio.get_running_loop().create_future(),
        )
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

    async def _write(self, batch: list[_Write]) -> None:
        db = self._db
        try:
            await db.execute("BEGIN IMMEDIATE")
            cursor = await db.executemany(_UPDATE_GAME, [w.game for w in batch])
            if cursor.rowcount != len(batch):
                stale = batch[0].game[-2] if len(batch) == 1 else "a game"
                raise ConflictError(f"game {stale} is not at the version it was read at")
            deals = [d for w in batch for d in w.deals]
            if deals:
                await db.executemany(_INSERT_DEAL, deals)
            results = [w.result for w in batch if w.result is not None]
            if results:
                await db.executemany(_INSERT_RESULT, results)
            await db.commit()
        except BaseException:
            await self._rollback()
            raise

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        """The table message is display, not game state: no version change."""
        async with self._lock:
            await self._db.execute(
                "UPDATE games SET table_message_id = ? WHERE id = ?", (message_id, game_id)
            )

    async def _rollback(self) -> None:
        try:
            if self._db.in_transaction:
                await self._db.rollback()
        except Exception:  # the connection itself may be gone; the caller's error says why
            log.warning("rollback failed", exc_info=True)

    async def get_game(self, game_id: int) -> GameRow | None:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else _game_row(row)

    async def live_games(self) -> tuple[list[GameRow], list[CorruptRowError]]:
        """Every challenge and game in play; rows that cannot be read come back as errors."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN (?, ?) ORDER BY id",
            LIVE_STATUSES,
        ) as cursor:
            rows = await cursor.fetchall()
        good, bad = [], []
        for raw in rows:
            try:
                good.append(_game_row(raw))
            except CorruptRowError as exc:
                bad.append(exc)
        return good, bad

    async def deals_of(self, game_id: int) -> list[DealRow]:
        async with self._db.execute(
            "SELECT number, dealer, kind, winner, points FROM deals WHERE game_id = ? "
            "ORDER BY number",
            (game_id,),
        ) as cursor:
            return [DealRow(*r) for r in await cursor.fetchall()]

    async def result_of(self, game_id: int) -> ResultRow | None:
        async with self._db.execute(
            "SELECT winner, loser, ending, reason, winner_total, loser_total, shutout, deals "
            "FROM results WHERE game_id = ?",
            (game_id,),
        ) as cursor:
            row = await cursor.fetchone()
        return None if row is None else ResultRow(*row[:6], bool(row[6]), row[7])

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> None:
        """Raw write for tests and admin tools."""
        async with self._lock:
            await self._db.execute(sql, params)


def _game_row(raw: Any) -> GameRow:
    (
        game_id,
        guild_id,
        channel_id,
        p0,
        p1,
        status,
        rules_text,
        turn_seconds,
        state,
        version,
        table_message_id,
        deadline,
        reminded,
        created_at,
        updated_at,
    ) = raw
    where = f"game {game_id}"
    ints = {
        "guild_id": guild_id,
        "channel_id": channel_id,
        "player0": p0,
        "player1": p1,
        "turn_seconds": turn_seconds,
        "version": version,
    }
    for name, value in ints.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise CorruptRowError(f"{where}: {name} is {value!r}, not a whole number")
    if status not in STATUSES:
        raise CorruptRowError(f"{where}: unknown status {status!r}")
    if p0 == p1:
        raise CorruptRowError(f"{where}: both players are {p0}")
    try:
        rules = Rules.from_dict(json.loads(rules_text))
    except (TypeError, ValueError, RulesError) as exc:
        raise CorruptRowError(f"{where}: bad rules ({exc})") from None
    if status == "active" and not isinstance(state, str):
        raise CorruptRowError(f"{where}: an active game without a state")
    if deadline is not None and not isinstance(deadline, (int, float)):
        raise CorruptRowError(f"{where}: deadline is {deadline!r}")
    return GameRow(
        game_id,
        guild_id,
        channel_id,
        (p0, p1),
        status,
        rules,
        turn_seconds,
        state,
        version,
        table_message_id,
        None if deadline is None else float(deadline),
        bool(reminded),
        float(created_at),
        float(updated_at),
    )
