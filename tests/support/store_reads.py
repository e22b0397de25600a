"""Reading what the store wrote, for tests (and benchmarks) only, on any backend: the store's
interface has no test-only methods, so these read through its database (:attr:`db`, which its
writes go through too, so they see every committed write at once)."""

from __future__ import annotations

from typing import Any

import aiosqlite

from bot.engine import HandResult, OutcomeKind
from bot.model import ResultRow
from bot.store.sql.connection import Connection
from bot.store.sql.db import Db
from bot.store.sqlite import SqliteStore

_RESULT_COLUMNS = (
    "member_id, seat, team, place, grand_total, points, hands_won, gins, undercuts_given, "
    "undercuts_suffered, ending, reason, forfeited, shutout, deals, hands_played, big_gins"
)


def connection(store: object) -> aiosqlite.Connection:
    """The SQLite store's connection (another backend has its own readers)."""
    assert isinstance(store, SqliteStore), f"not a SQLite store: {store!r}"
    return store.connection


def _db(store: object) -> Db:
    assert isinstance(store, Connection), f"not a store over SQL: {store!r}"
    return store.db


async def _rows(store: object, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
    return list(await _db(store).fetchall(sql, params))


async def rows(store: object, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """What a query returns, as tuples (``?`` placeholders, on any backend)."""
    return [tuple(row) for row in await _rows(store, sql, params)]


async def every_row(store: object) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, as committed (sorted: the order rows come in is no part of
    what is stored)."""
    if isinstance(store, SqliteStore):
        listing = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        listing = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    tables = [name for (name,) in await _rows(store, listing)]
    return {t: sorted(await rows(store, f"SELECT * FROM {t}"), key=repr) for t in tables}


async def _season(store: object, guild_id: int) -> int:
    found = await _rows(store, "SELECT season FROM servers WHERE guild_id = ?", (guild_id,))
    return int(found[0][0]) if found else 1


async def result_of(store: object, game_id: int) -> list[ResultRow]:
    """A finished game's result rows, by seat (none: unfinished, or abandoned)."""
    rows = await _rows(
        store, f"SELECT {_RESULT_COLUMNS} FROM results WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [ResultRow(*r[:12], bool(r[12]), bool(r[13]), *r[14:]) for r in rows]


async def ratings_of(store: object, guild_id: int) -> dict[int, tuple[float, float, int, int]]:
    """The server's current season: member -> (mu, sigma, display rating, rated games)."""
    rows = await _rows(
        store,
        "SELECT member_id, mu, sigma, display, games FROM ratings "
        "WHERE guild_id = ? AND season = ?",
        (guild_id, await _season(store, guild_id)),
    )
    return {m: (mu, sigma, d, g) for m, mu, sigma, d, g in rows}


async def deals_of(store: object, game_id: int) -> list[HandResult]:
    """A game's finished deals, in dealing order, with members' ids for players."""
    rows = await _rows(
        store,
        "SELECT number, round, board, player_a, player_b, dealer, kind, winner, knocker, "
        "points FROM deals WHERE game_id = ? ORDER BY number",
        (game_id,),
    )
    return [
        HandResult(number, round_, board, (a, b), dealer, OutcomeKind(kind), winner, knocker, pts)
        for number, round_, board, a, b, dealer, kind, winner, knocker, pts in rows
    ]


async def server_log(
    store: object, guild_id: int, limit: int = 20
) -> list[tuple[float, int, str, str]]:
    """The server's newest admin actions: (when, who, action, detail)."""
    rows = await _rows(
        store,
        "SELECT at, member_id, action, detail FROM server_log WHERE guild_id = ? "
        "ORDER BY at DESC LIMIT ?",
        (guild_id, limit),
    )
    return [tuple(row) for row in rows]


async def execute(store: object, sql: str, params: tuple[Any, ...] = ()) -> None:
    """A raw write (a fault planted by a test), under the store's lock like its own writes."""
    assert isinstance(store, Connection), f"not a store over SQL: {store!r}"
    async with store._lock:
        await store.db.execute(sql, params)
