"""The leaderboard's orders, kept so that a page, the ranked count and a member's rank read a
few hundred rows however many members a server has: neither SQLite nor PostgreSQL has counted
indexes, so a COUNT or an OFFSET walks every row it passes (100,000 members: tens of ms).

A leaderboard is a server's season in one format (or 'all'). Each leaderboard has one order
per sort, and one by games (the provisional list): ``board_order`` holds every member's keys in
each, ascending (a figure sorted high first is negated), the member id last, so that the rows sort
exactly as the sort's ORDER BY did. Each order is cut into blocks of consecutive members;
``board_blocks`` holds each block's first key and how many members it holds (``games`` 0), and,
for the orders that rank only members with enough games (rating, win rate), how many of them
have exactly ``g`` games, for each ``g`` below the settings' largest minimum (:data:`LEVELS`).
So:

- the ranked count is a sum over the blocks;
- the n-th ranked member is found by adding up blocks to the one that holds it, then walking
  that block alone (an OFFSET within one block);
- a member's rank is the blocks before theirs plus a COUNT within theirs.

Writes keep them (:meth:`LeaderboardOrders.sync`, in the transaction that changed the
standings): a member's rows whose keys changed go out and come in again, and the blocks that
held and now hold them are counted down and up. A block grown past twice :data:`BLOCK` is cut at
its middle, one shrunk below a quarter of it is merged into the block before. The first block
of an order starts before every key (:data:`FIRST`), so every key has a block. Recompute and
migration 008 build them whole from the standings. :class:`LeaderboardStore` reads the pages
from them. The tables keep their older names (``board_``): renaming them would be a migration.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.model import LeaderboardLine, LeaderboardPage, LeaderboardSort
from bot.model.settings import RANGES
from bot.store.sql.connection import Connection
from bot.store.sql.db import Db

__all__ = [
    "BLOCK",
    "FIRST",
    "GAMES",
    "LEVELS",
    "ORDERS",
    "SEASON",
    "Block",
    "LeaderboardOrders",
    "LeaderboardStore",
    "Place",
]

BLOCK = 1000  # members in a block when the blocks are built; cut at twice, merged below 1/4
LEVELS = RANGES["min_games"][1]  # a minimum of games is at most this (the settings' range)
GAMES = "games"  # the order of the provisional list: most games first
Key = tuple[float, int, int]  # (k1, k2, member id), in the order's ascending order
FIRST: Key = (-1e300, 0, 0)  # the first block's start: before every key

# The orders' keys, over ``standings s LEFT JOIN ratings r``: each sort's ORDER BY (then the
# member id) as two keys sorted ascending. The win rate's division is the same in SQLite and
# PostgreSQL (IEEE doubles), so equal rates tie in both.
ORDERS: dict[str, tuple[str, str]] = {
    LeaderboardSort.RATING.value: ("-COALESCE(r.display, 0)", "0"),
    LeaderboardSort.WINS.value: ("-s.wins", "s.games"),
    LeaderboardSort.WIN_RATE.value: ("-(CAST(s.wins AS DOUBLE PRECISION) / s.games)", "-s.games"),
    LeaderboardSort.POINTS.value: ("-s.points", "0"),
    LeaderboardSort.GINS.value: ("-s.gins", "s.games"),
    GAMES: ("-s.games", "0"),
}
# The orders that rank only members with a minimum of games: their blocks count by games too.
LEVELLED = frozenset({LeaderboardSort.RATING.value, LeaderboardSort.WIN_RATE.value})

STANDINGS = (
    "FROM standings s LEFT JOIN ratings r ON r.guild_id = s.guild_id "
    "AND r.season = s.season AND r.member_id = s.member_id"
)
_LEADERBOARD_COLUMNS = "s.member_id, COALESCE(r.display, 0), s.games, s.wins, s.points, s.gins"
_KEYS = ", ".join(f"{k1}, {k2}" for k1, k2 in ORDERS.values())
_ONE_ORDER = "guild_id = ? AND season = ? AND format = ? AND sort = ?"
_ORDER_KEY = "(k1, k2, member_id)"
_BLOCK_KEY = "guild_id, season, format, sort, games, k1, k2, member_id"
_ADD_TO_BLOCK = (
    f"INSERT INTO board_blocks ({_BLOCK_KEY}, members) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
    f"ON CONFLICT ({_BLOCK_KEY}) DO UPDATE SET members = board_blocks.members + excluded.members"
)
_LOOKUPS = 16  # blocks found by one statement (a part per key)
# The block of each of _LOOKUPS keys: the last block starting at or before the key.
_BLOCKS_OF = " UNION ALL ".join(
    f"SELECT {i} AS i, k1, k2, member_id, members FROM (SELECT k1, k2, member_id, members "
    f"FROM board_blocks WHERE {_ONE_ORDER} AND games = 0 AND {_ORDER_KEY} <= (?, ?, ?) "
    f"ORDER BY k1 DESC, k2 DESC, member_id DESC LIMIT 1) AS b{i}"
    for i in range(_LOOKUPS)
)

# A server's current season, in a statement (its one parameter: the server): no query of its own.
SEASON = "COALESCE((SELECT season FROM servers WHERE guild_id = ?), 1)"
# The current season of the server of a row of ``table``.
_CURRENT = (
    "season = COALESCE((SELECT season FROM servers v WHERE v.guild_id = {table}.guild_id), 1)"
)

Leaderboard = tuple[int, int, str]  # (guild id, season, format)
OrderRow = tuple[str, str, float, int, int, int]  # (format, sort, k1, k2, member id, games)


def fill_orders_sql() -> list[str]:
    """The statements that put every standing of a current season into each order (the
    rebuild, and migration 008 as it was written)."""
    return [
        f"INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games) "
        f"SELECT s.guild_id, s.season, s.format, '{sort}', {k1}, {k2}, s.member_id, s.games "
        f"{STANDINGS} WHERE s.{_CURRENT.format(table='s')}"
        for sort, (k1, k2) in ORDERS.items()
    ]


def build_blocks_sql(block: int) -> str:
    """The statement that cuts every current order into blocks of ``block`` members and
    counts them (the first block starts at :data:`FIRST`)."""
    first_k1, first_k2, first_member = FIRST
    levelled = ", ".join(f"'{sort}'" for sort in sorted(LEVELLED))
    start = "guild_id, season, format, sort, block, start_k1, start_k2, start_member"
    return (
        "WITH numbered AS ("
        "SELECT guild_id, season, format, sort, k1, k2, member_id, games, "
        "(ROW_NUMBER() OVER (PARTITION BY guild_id, season, format, sort "
        f"ORDER BY k1, k2, member_id) - 1) / {block} AS block "
        f"FROM board_order WHERE {_CURRENT.format(table='board_order')}"
        "), placed AS ("
        "SELECT guild_id, season, format, sort, games, block, "
        f"CASE WHEN block = 0 THEN {first_k1} ELSE FIRST_VALUE(k1) OVER w END AS start_k1, "
        f"CASE WHEN block = 0 THEN {first_k2} ELSE FIRST_VALUE(k2) OVER w END AS start_k2, "
        f"CASE WHEN block = 0 THEN {first_member} ELSE FIRST_VALUE(member_id) OVER w END "
        "AS start_member FROM numbered "
        "WINDOW w AS (PARTITION BY guild_id, season, format, sort, block "
        "ORDER BY k1, k2, member_id)"
        f") INSERT INTO board_blocks ({_BLOCK_KEY}, members) "
        "SELECT guild_id, season, format, sort, 0, start_k1, start_k2, start_member, COUNT(*) "
        f"FROM placed GROUP BY {start} "
        "UNION ALL SELECT guild_id, season, format, sort, games, start_k1, start_k2, "
        f"start_member, COUNT(*) FROM placed WHERE sort IN ({levelled}) AND games < {LEVELS} "
        f"GROUP BY {start}, games"
    )


def _from(guild_id: int, format: str, sort: str, start: Key) -> tuple[str, tuple[Any, ...]]:
    """The condition for an order's rows from ``start`` on: one range of the order's index,
    walked in order. Where a walk ends is a LIMIT (the blocks' counts say how many rows they
    hold), never a key: PostgreSQL 15 does not stop an index scan at a row value bound that
    fails on its third column, and read on through the whole tie of the first two (~10,000
    rows of one win in 1,000 games)."""
    where = (
        f"guild_id = ? AND season = {SEASON} AND format = ? AND sort = ? "
        f"AND {_ORDER_KEY} >= (?, ?, ?)"
    )
    return where, (guild_id, guild_id, format, sort, *start)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a member is in an order."""

    key: Key
    games: int  # on this leaderboard


@dataclass(frozen=True, slots=True)
class Block:
    """One block of an order as a page reads it."""

    start: Key
    members: int  # every member in it
    ranked: int  # those with the minimum of games asked for (all of them: no minimum)


def key_of(k1: Any, k2: Any, member_id: Any) -> Key:
    """A key as read back (SQLite may give an integer for a REAL that holds one)."""
    return (float(k1), int(k2), int(member_id))


class LeaderboardOrders:
    """The orders and their blocks as the writes keep them, inside the transaction that changed
    the standings (the standings' and the members' parts make one over their ``Db``)."""

    def __init__(self, db: Db) -> None:
        self._db = db

    async def sync(
        self,
        guild_id: int,
        season: int,
        members: Sequence[int],
        renamed: Sequence[int] | None = None,
    ) -> None:
        """Inside a write transaction, after ``members``' standings or rating changed (or,
        for a forget, moved to the ids ``renamed``): their rows of every order and the counts
        of the blocks that held and now hold them."""
        db = self._db
        marks = ", ".join("?" for _ in members)
        held = {
            (fmt, sort, *key_of(k1, k2, member_id), games)
            for fmt, sort, k1, k2, member_id, games in await db.fetchall(
                "SELECT format, sort, k1, k2, member_id, games FROM board_order "
                f"WHERE guild_id = ? AND season = ? AND member_id IN ({marks})",
                (guild_id, season, *members),
            )
        }
        now = set(await self._order_rows(guild_id, season, renamed or members))
        gone, came = sorted(held - now), sorted(now - held)
        if not gone and not came:
            return
        await db.executemany(
            f"DELETE FROM board_order WHERE {_ONE_ORDER} AND {_ORDER_KEY} = (?, ?, ?)",
            [(guild_id, season, fmt, sort, k1, k2, m) for fmt, sort, k1, k2, m, _ in gone],
        )
        await db.executemany(
            "INSERT INTO board_order (guild_id, season, format, sort, k1, k2, member_id, games) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(guild_id, season, *row) for row in came],
        )
        moves = [(row, -1) for row in gone] + [(row, 1) for row in came]
        blocks = await self._blocks_of(
            guild_id, season, [(fmt, sort, (k1, k2, m)) for (fmt, sort, k1, k2, m, _), _ in moves]
        )
        added: Counter[tuple[str, str, Key, int]] = Counter()
        for (fmt, sort, k1, k2, m, games), step in moves:
            start = blocks[(fmt, sort, (k1, k2, m))][0]
            added[(fmt, sort, start, 0)] += step
            if sort in LEVELLED and games < LEVELS:
                added[(fmt, sort, start, games)] += step
        await self._add_to_blocks(guild_id, season, added)
        # Blocks that grew or shrank past their bounds (their counts before, and the change).
        sizes = {
            (fmt, sort, start): members_before
            for (fmt, sort, _), (start, members_before) in blocks.items()
        }
        for (fmt, sort, start, games), step in sorted(added.items()):
            if games == 0:
                size = sizes[(fmt, sort, start)] + step
                if size > 2 * BLOCK or (size < BLOCK // 4 and start != FIRST):
                    await self._rebalance((guild_id, season, fmt), sort, start)

    async def _order_rows(
        self, guild_id: int, season: int, members: Sequence[int]
    ) -> list[OrderRow]:
        """The members' rows of every order of every leaderboard, from their standings now."""
        marks = ", ".join("?" for _ in members)
        rows = await self._db.fetchall(
            f"SELECT s.format, s.member_id, s.games, {_KEYS} {STANDINGS} "
            f"WHERE s.guild_id = ? AND s.season = ? AND s.member_id IN ({marks})",
            (guild_id, season, *members),
        )
        out = []
        for fmt, member_id, games, *keys in rows:
            for i, sort in enumerate(ORDERS):
                k1, k2, m = key_of(keys[2 * i], keys[2 * i + 1], member_id)
                out.append((fmt, sort, k1, k2, m, int(games)))
        return out

    async def _blocks_of(
        self, guild_id: int, season: int, keys: Sequence[tuple[str, str, Key]]
    ) -> dict[tuple[str, str, Key], tuple[Key, int]]:
        """The block holding each (format, sort, key): its start and its members now
        (:data:`FIRST` and 0 for an order that has no block yet)."""
        found: dict[tuple[str, str, Key], tuple[Key, int]] = {}
        for chunk in range(0, len(keys), _LOOKUPS):
            part = list(keys[chunk : chunk + _LOOKUPS])
            # Always as many lookups (the last repeated): one statement text, prepared and
            # planned once (PostgreSQL planned each new length anew: ~10 ms a game).
            padded = part + [part[-1]] * (_LOOKUPS - len(part))
            params = [v for fmt, sort, key in padded for v in (guild_id, season, fmt, sort, *key)]
            for i, k1, k2, member_id, members in await self._db.fetchall(_BLOCKS_OF, params):
                if i < len(part):
                    found[part[i]] = (key_of(k1, k2, member_id), int(members))
        return {key: found.get(key, (FIRST, 0)) for key in keys}

    async def _add_to_blocks(
        self, guild_id: int, season: int, added: Counter[tuple[str, str, Key, int]]
    ) -> None:
        """Add to the blocks' counts ((format, sort, start, games) -> members, games 0: the
        block's own count); counts by games that reach 0 go."""
        changes = [
            (guild_id, season, fmt, sort, games, *start, step)
            for (fmt, sort, start, games), step in added.items()
            if step
        ]
        if not changes:
            return
        await self._db.executemany(_ADD_TO_BLOCK, changes)
        await self._db.executemany(
            f"DELETE FROM board_blocks WHERE {_ONE_ORDER} AND games = ? "
            f"AND {_ORDER_KEY} = (?, ?, ?) AND members = 0 AND games > 0",
            [change[:-1] for change in changes if change[4] > 0],
        )

    async def _block_counts(
        self, leaderboard: Leaderboard, sort: str, start: Key
    ) -> dict[int, int]:
        """A block's counts (games -> members; 0: all of them); empty if there is no such
        block."""
        rows = await self._db.fetchall(
            f"SELECT games, members FROM board_blocks WHERE {_ONE_ORDER} AND games < ? "
            f"AND {_ORDER_KEY} = (?, ?, ?)",
            (*leaderboard, sort, LEVELS, *start),
        )
        return {int(games): int(members) for games, members in rows}

    async def _rebalance(self, leaderboard: Leaderboard, sort: str, start: Key) -> None:
        """Cut the block at ``start`` in two if it holds more than twice :data:`BLOCK`
        members; merge it into the block before if it holds less than a quarter."""
        counts = await self._block_counts(leaderboard, sort, start)
        size = counts.get(0)
        if size is None:
            return
        if size > 2 * BLOCK:
            await self._split(leaderboard, sort, start, size)
        elif size < BLOCK // 4 and start != FIRST:
            before = await self._db.fetchone(
                f"SELECT k1, k2, member_id FROM board_blocks WHERE {_ONE_ORDER} AND games = 0 "
                f"AND {_ORDER_KEY} < (?, ?, ?) ORDER BY k1 DESC, k2 DESC, member_id DESC "
                "LIMIT 1",
                (*leaderboard, sort, *start),
            )
            assert before is not None  # the first block starts before every other
            previous = key_of(*before)
            moved: Counter[tuple[str, str, Key, int]] = Counter()
            for games, members in counts.items():
                moved[(leaderboard[2], sort, previous, games)] += members
            await self._drop_block(leaderboard, sort, start)
            await self._add_to_blocks(leaderboard[0], leaderboard[1], moved)
            await self._rebalance(leaderboard, sort, previous)

    async def _split(self, leaderboard: Leaderboard, sort: str, start: Key, size: int) -> None:
        """Cut the block at ``start`` (``size`` members) at its middle member."""
        where = f"{_ONE_ORDER} AND {_ORDER_KEY} >= (?, ?, ?)"
        middle = await self._db.fetchone(
            f"SELECT k1, k2, member_id FROM board_order WHERE {where} "
            "ORDER BY k1, k2, member_id LIMIT 1 OFFSET ?",
            (*leaderboard, sort, *start, size // 2),
        )
        assert middle is not None, (leaderboard, sort, start, size)
        second = key_of(*middle)
        # The second half: the rows from the middle to the block's end.
        rows = await self._db.fetchall(
            f"SELECT games FROM board_order WHERE {where} ORDER BY k1, k2, member_id LIMIT ?",
            (*leaderboard, sort, *second, size - size // 2),
        )
        moved: Counter[tuple[str, str, Key, int]] = Counter()
        fmt = leaderboard[2]
        for (games,) in rows:
            moved[(fmt, sort, second, 0)] += 1
            if sort in LEVELLED and games < LEVELS:
                moved[(fmt, sort, second, int(games))] += 1
        for (_, _, _, games), members in list(moved.items()):
            moved[(fmt, sort, start, games)] -= members
        await self._add_to_blocks(leaderboard[0], leaderboard[1], moved)

    async def _drop_block(self, leaderboard: Leaderboard, sort: str, start: Key) -> None:
        await self._db.execute(
            f"DELETE FROM board_blocks WHERE {_ONE_ORDER} AND {_ORDER_KEY} = (?, ?, ?)",
            (*leaderboard, sort, *start),
        )

    async def forget(self, guild_id: int, season: int, member_id: int, tombstone: int) -> None:
        """Inside a forget's transaction: the member's rows of every order move to the
        tombstone, and no block starts at a key naming them any more (each such start moves
        to the first key at or after it, which cuts the order in the same place)."""
        await self.sync(guild_id, season, [member_id], renamed=[tombstone])
        starts = await self._db.fetchall(
            "SELECT DISTINCT format, sort, k1, k2, member_id FROM board_blocks "
            "WHERE guild_id = ? AND season = ? AND member_id = ?",
            (guild_id, season, member_id),
        )
        for fmt, sort, *start_values in starts:
            leaderboard = (guild_id, season, fmt)
            start = key_of(*start_values)
            if start == FIRST:
                continue
            after = await self._db.fetchone(
                f"SELECT k1, k2, member_id FROM board_order WHERE {_ONE_ORDER} "
                f"AND {_ORDER_KEY} >= (?, ?, ?) ORDER BY k1, k2, member_id LIMIT 1",
                (*leaderboard, sort, *start),
            )
            counts = await self._block_counts(leaderboard, sort, start)
            await self._drop_block(leaderboard, sort, start)
            if after is not None and counts.get(0):
                # A block with members holds the first key at or after its start.
                moved: Counter[tuple[str, str, Key, int]] = Counter(
                    {(fmt, sort, key_of(*after), games): n for games, n in counts.items()}
                )
                await self._add_to_blocks(guild_id, season, moved)

    async def drop_seasons_before(self, guild_id: int, season: int) -> None:
        """The server's orders of seasons before ``season`` (a new season starts empty)."""
        for table in ("board_order", "board_blocks"):
            await self._db.execute(
                f"DELETE FROM {table} WHERE guild_id = ? AND season < ?", (guild_id, season)
            )

    async def rebuild(self) -> None:
        """Inside a transaction: every server's orders and blocks of its current season,
        built again from the standings."""
        db = self._db
        for table in ("board_blocks", "board_order"):
            await db.execute(f"DELETE FROM {table} WHERE {_CURRENT.format(table=table)}")
        for statement in fill_orders_sql():
            await db.execute(statement)
        await db.execute(build_blocks_sql(BLOCK))


class LeaderboardStore(Connection):
    """The leaderboard's pages, read from the orders."""

    async def leaderboard(
        self,
        guild_id: int,
        *,
        sort: LeaderboardSort,
        format: str = "all",
        page: int = 0,
        per_page: int = 10,
        min_games: int = 3,
        member_id: int | None = None,
    ) -> LeaderboardPage:
        """One page of the server's current season: members ranked by ``sort`` among those who
        played ``format`` (all: any). Rating and win-rate sorts rank only members with
        ``min_games`` games (at most the settings' largest, 100); the others are listed as
        provisional after the ranked ones, most games first. Read from the orders (see the
        module's docstring): two statements of a few hundred rows, however many
        members (two more for a page of provisional members)."""
        order = sort.value
        least = min_games if order in LEVELLED else 0  # games a member needs to be ranked
        if least > LEVELS:
            raise ValueError(f"min_games is at most {LEVELS}, not {min_games}")
        blocks, place = await self._blocks(guild_id, format, order, least, member_id)
        ranked = sum(b.ranked for b in blocks)
        provisional = sum(b.members for b in blocks) - ranked
        pages = max(1, -(-(ranked + provisional) // per_page))
        page = min(max(page, 0), pages - 1)
        first = page * per_page
        walk = self._walk(
            guild_id, format, order, blocks, first, min(per_page, ranked - first), least
        )
        ahead = None
        if place is not None and place.games >= least and blocks:
            ahead = self._ahead(guild_id, format, order, blocks, place, least)
        lines, mine = await self._leaderboard_rows(guild_id, format, walk, first, member_id, ahead)
        room = per_page - len(lines)
        if room > 0 and provisional:
            # The provisional list is the end of the order by games: after the members with
            # ``least`` games or more, who are the ranked ones.
            by_games, _ = await self._blocks(guild_id, format, GAMES, 0)
            walk = self._walk(
                guild_id, format, GAMES, by_games, ranked + max(0, first - ranked), room, 0
            )
            more, _ = await self._leaderboard_rows(guild_id, format, walk, None, None, None)
            lines += more
        if member_id is not None:
            mine = next((line for line in lines if line.member_id == member_id), mine)
        return LeaderboardPage(sort, format, page, pages, ranked, tuple(lines), mine, min_games)

    async def _leaderboard_rows(
        self,
        guild_id: int,
        format: str,
        walk: tuple[str, tuple[Any, ...]] | None,
        first: int | None,
        member_id: int | None,
        ahead: tuple[int, str, tuple[Any, ...]] | None,
    ) -> tuple[list[LeaderboardLine], LeaderboardLine | None]:
        """The lines of the members ``walk`` selects, in its order (ranked from ``first`` + 1;
        None: provisional), with their names; and ``member_id``'s own line (ranked by
        ``ahead``: the members ahead of them before their block, and the COUNT of those in
        it; None: provisional). One statement."""
        joined = (
            "LEFT JOIN ratings r ON r.guild_id = s.guild_id AND r.season = s.season "
            "AND r.member_id = s.member_id LEFT JOIN members m ON m.guild_id = s.guild_id "
            "AND m.member_id = s.member_id"
        )
        parts, params = [], []
        if walk is not None:
            parts.append(
                f"SELECT 0, o.k1, o.k2, {_LEADERBOARD_COLUMNS}, m.name, NULL FROM ({walk[0]}) o "
                f"JOIN standings s ON s.guild_id = ? AND s.season = {SEASON} AND s.format = ? "
                f"AND s.member_id = o.member_id {joined}"
            )
            params += [*walk[1], guild_id, guild_id, format]
        if member_id is not None:
            count = "NULL" if ahead is None else f"({ahead[1]})"
            parts.append(
                f"SELECT 1, NULL, NULL, {_LEADERBOARD_COLUMNS}, m.name, {count} FROM standings s "
                f"{joined} WHERE s.guild_id = ? AND s.season = {SEASON} AND s.format = ? "
                "AND s.member_id = ?"
            )
            params += [*(ahead[2] if ahead else ()), guild_id, guild_id, format, member_id]
        if not parts:
            return [], None
        rows = await self._db.fetchall(" UNION ALL ".join(parts), params)
        lines: list[LeaderboardLine] = []
        mine = None
        # The page's rows in the order (their keys), then the member's own.
        ordered = sorted(rows, key=lambda row: (row[0], row[0] or key_of(*row[1:4])))
        for part, _, _, member, rating, games, wins, points, gins, name, count in ordered:
            if part == 0:  # the page's, in the order
                rank = None if first is None else first + len(lines) + 1
                lines.append(LeaderboardLine(rank, member, rating, games, wins, points, gins, name))
            else:
                rank = None if ahead is None else ahead[0] + int(count) + 1
                mine = LeaderboardLine(rank, member, rating, games, wins, points, gins, name)
        return lines, mine

    async def _blocks(
        self, guild_id: int, format: str, sort: str, least: int, member_id: int | None = None
    ) -> tuple[list[Block], Place | None]:
        """The order's blocks in the server's current season, first to last (``ranked``
        counts the members with at least ``least`` games; ``least`` <= 1: every member), and
        where ``member_id`` is in the order (None: not on the leaderboard). One statement."""
        sql = (
            f"SELECT games, k1, k2, member_id, members FROM board_blocks WHERE guild_id = ? "
            f"AND season = {SEASON} AND format = ? AND sort = ? AND games < ?"
        )
        params: list[Any] = [guild_id, guild_id, format, sort, max(least, 1)]
        if member_id is not None:
            # Their key from their standing (its primary key; the order's own expressions):
            # SQLite's planner walked the order's primary key for their row of board_order.
            k1, k2 = ORDERS[sort]
            sql += (
                f" UNION ALL SELECT -1, {k1}, {k2}, s.member_id, s.games {STANDINGS} "
                f"WHERE s.guild_id = ? AND s.season = {SEASON} AND s.format = ? "
                "AND s.member_id = ?"
            )
            params += [guild_id, guild_id, format, member_id]
        members: dict[Key, int] = {}
        short: Counter[Key] = Counter()  # members with fewer games than ``least``
        place = None
        for games, k1, k2, member, count in await self._db.fetchall(sql, params):
            key = key_of(k1, k2, member)
            if games < 0:
                place = Place(key, int(count))
            elif games == 0:
                members[key] = int(count)
            else:
                short[key] += int(count)
        blocks = [
            Block(start, members[start], members[start] - short[start]) for start in sorted(members)
        ]
        return blocks, place

    @staticmethod
    def _walk(
        guild_id: int,
        format: str,
        sort: str,
        blocks: Sequence[Block],
        position: int,
        count: int,
        least: int,
    ) -> tuple[str, tuple[Any, ...]] | None:
        """A SELECT of the members (``member_id, k1, k2``) at ``position`` (0: the first) and
        after in the order, ``count`` at most, counting only members with at least ``least``
        games; None if there are none. It reads the blocks that hold them alone (found from
        their counts), so that a page never walks more."""
        if count <= 0 or not blocks:
            return None
        before, first = 0, 0  # the first block walked, and the ranked members before it
        while before + blocks[first].ranked <= position:
            before += blocks[first].ranked
            first += 1
            if first == len(blocks):
                return None  # past the last ranked member
        skip = position - before
        last, held = first, blocks[first].ranked
        while held < skip + count and last + 1 < len(blocks):
            last += 1
            held += blocks[last].ranked
        where, params = _from(guild_id, format, sort, blocks[first].start)
        # The page's LIMIT written out (a page's few sizes: a few statements): a plan made
        # once for every call (PostgreSQL's readers) must know a page is a few rows, or it
        # joins the leaderboard's every standing to the walk.
        page = f"ORDER BY k1, k2, member_id LIMIT {int(count)} OFFSET ?"
        if least <= 1:  # every row counts: the page ends within the blocks
            return f"SELECT member_id, k1, k2 FROM board_order WHERE {where} {page}", (
                *params,
                skip,
            )
        held_rows = sum(b.members for b in blocks[first : last + 1])
        return (
            "SELECT member_id, k1, k2 FROM (SELECT member_id, k1, k2, games FROM board_order "
            f"WHERE {where} ORDER BY k1, k2, member_id LIMIT ?) AS w WHERE games >= ? {page}",
            (*params, held_rows, least, skip),
        )

    @staticmethod
    def _ahead(
        guild_id: int, format: str, sort: str, blocks: Sequence[Block], place: Place, least: int
    ) -> tuple[int, str, tuple[Any, ...]]:
        """How many members with at least ``least`` games are ahead of ``place`` in the order:
        the count of the blocks before its block, and a COUNT within it (its SELECT: the
        block's rows, by its count, those before the place)."""
        i = max(0, bisect.bisect_right([b.start for b in blocks], place.key) - 1)
        where, params = _from(guild_id, format, sort, blocks[i].start)
        sql = (
            "SELECT COUNT(*) FROM (SELECT k1, k2, member_id, games FROM board_order "
            f"WHERE {where} ORDER BY k1, k2, member_id LIMIT ?) AS w "
            f"WHERE {_ORDER_KEY} < (?, ?, ?)"
        )
        params += (blocks[i].members, *place.key)
        if least > 1:
            sql += " AND games >= ?"
            params += (least,)
        return sum(b.ranked for b in blocks[:i]), sql, params
