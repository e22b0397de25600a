"""Reading what the store wrote, for tests (and benchmarks) only, on any backend: the store's
interface has no test-only methods, so these read through its database (:attr:`db`, which its
writes go through too, so they see every committed write at once)."""

from __future__ import annotations

import bisect
from collections import Counter
from typing import Any

import aiosqlite

from bot.engine import HandResult, OutcomeKind
from bot.model import LeaderboardLine, LeaderboardSort, ResultRow
from bot.store.sql.connection import Connection
from bot.store.sql.db import Db
from bot.store.sql.leaderboard import FIRST, LEVELLED, LEVELS, ORDERS, STANDINGS
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
    found = []
    for row in rows:
        values = list(row)
        values[12:14] = [bool(row[12]), bool(row[13])]  # forfeited, shutout: stored as 0 or 1
        found.append(ResultRow(*values))
    return found


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


# The leaderboard as the store computed it before its orders were kept (a sort of every
# standing of the leaderboard per call): the oracle the kept orders are checked against.
# sort -> (the ORDER BY, whether only members with the minimum of games are ranked).
_SORTED_BY = {
    LeaderboardSort.RATING: ("COALESCE(r.display, 0) DESC", True),
    LeaderboardSort.WINS: ("s.wins DESC, s.games ASC", False),
    LeaderboardSort.WIN_RATE: (
        "CAST(s.wins AS DOUBLE PRECISION) / s.games DESC, s.games DESC",
        True,
    ),
    LeaderboardSort.POINTS: ("s.points DESC", False),
    LeaderboardSort.GINS: ("s.gins DESC, s.games ASC", False),
}
_STANDINGS = (
    "SELECT s.member_id, COALESCE(r.display, 0), s.games, s.wins, s.points, s.gins "
    "FROM standings s LEFT JOIN ratings r ON r.guild_id = s.guild_id AND r.season = s.season "
    "AND r.member_id = s.member_id WHERE s.guild_id = ? AND s.season = ? AND s.format = ?"
)


async def sorted_leaderboard(
    store: object, guild_id: int, sort: LeaderboardSort, format: str, min_games: int
) -> list[LeaderboardLine]:
    """The whole leaderboard, ranked lines first, then the provisional ones (most games first),
    sorted by the database from the standings (names not read)."""
    order, needs_min = _SORTED_BY[sort]
    params = (guild_id, await _season(store, guild_id), format)
    least = min_games if needs_min else 0
    ranked = await _rows(
        store, f"{_STANDINGS} AND s.games >= ? ORDER BY {order}, s.member_id", (*params, least)
    )
    provisional = await _rows(
        store,
        f"{_STANDINGS} AND s.games < ? ORDER BY s.games DESC, s.member_id",
        (*params, least),
    )
    return [LeaderboardLine(i + 1, *row) for i, row in enumerate(ranked)] + [
        LeaderboardLine(None, *row) for row in provisional
    ]


async def leaderboard_problems(store: object) -> list[str]:
    """What is wrong with the kept orders (none: they are right): every order of every
    current leaderboard must hold exactly its standings' keys, and every block the count of the
    rows from its start to the next block's start (by games too, for rating and win rate)."""
    problems: list[str] = []
    current = "season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = {}.guild_id), 1)"
    keys = ", ".join(f"{k1}, {k2}" for k1, k2 in ORDERS.values())
    kept = sorted(
        (fmt, sort, float(k1), int(k2), m, games)
        for guild, fmt, sort, k1, k2, m, games in await _rows(
            store,
            "SELECT guild_id, format, sort, k1, k2, member_id, games FROM board_order "
            f"WHERE {current.format('board_order')}",
        )
    )
    wanted = sorted(
        (fmt, sort, float(row[2 * i]), int(row[2 * i + 1]), m, games)
        for fmt, m, games, *row in await _rows(
            store,
            f"SELECT s.format, s.member_id, s.games, {keys} {STANDINGS} "
            f"WHERE s.{current.format('s')}",
        )
        for i, sort in enumerate(ORDERS)
    )
    if kept != wanted:
        problems.append(f"orders: {sorted(set(kept) ^ set(wanted))[:5]}")
    blocks: dict[tuple[str, str], dict[tuple[float, int, int], dict[int, int]]] = {}
    for fmt, sort, games, k1, k2, m, members in await _rows(
        store,
        "SELECT format, sort, games, k1, k2, member_id, members FROM board_blocks "
        f"WHERE {current.format('board_blocks')}",
    ):
        start = (float(k1), int(k2), int(m))
        blocks.setdefault((fmt, sort), {}).setdefault(start, {})[games] = members
    rows: dict[tuple[str, str], list[tuple[tuple[float, int, int], int]]] = {}
    for fmt, sort, k1, k2, m, games in kept:
        rows.setdefault((fmt, sort), []).append(((k1, k2, m), games))
    for order in sorted(set(blocks) | set(rows)):
        starts = sorted(blocks.get(order, {}))
        if not starts or starts[0] != FIRST:
            problems.append(f"{order}: the first block does not start at FIRST ({starts[:1]})")
            continue
        counted: dict[tuple[float, int, int], Counter[int]] = {s: Counter() for s in starts}
        for key, games in rows.get(order, []):
            start = starts[bisect.bisect_right(starts, key) - 1]
            counted[start][0] += 1
            if order[1] in LEVELLED and games < LEVELS:
                counted[start][games] += 1
        for start in starts:
            have = {g: n for g, n in blocks[order][start].items() if g == 0 or n}
            if have != {0: counted[start][0], **{g: n for g, n in counted[start].items() if g}}:
                problems.append(f"{order} block {start}: {have} != {dict(counted[start])}")
            if any(n == 0 for g, n in blocks[order][start].items() if g):
                problems.append(f"{order} block {start}: a count of 0 kept")
    return problems
