"""The population and the backends of ``bench/leaderboard.py`` (see its docstring: Store,
Fill): one big server's finished games, as rows inserted directly, in a new SQLite file or a
throwaway PostgreSQL database."""

from __future__ import annotations

import asyncio
import bisect
import itertools
import json
import random
import sqlite3
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import _repo  # noqa: F401  (the project root on the path, for ``bot``)

from bot.service import rules_from_options
from bot.store import Store
from bot.store.postgres import PostgresStore
from bot.store.postgres.db import PostgresDb
from bot.store.sql.db import Db
from bot.store.sqlite import SqliteStore
from tests.support.postgres import ThrowawayPostgres, find_binaries

GUILD = 1
DAY = 24 * 3600.0
YEAR = 365 * DAY
FORMATS = {"heads-up": 0.60, "three": 0.15, "partnership": 0.15, "hollywood": 0.10}
LEADERBOARD_FORMATS = ("all", "heads-up")
LARGE_TABLES = (
    "results",
    "rating_changes",
    "game_members",
    "standings",
    "games",
    "ratings",
    "board_order",
)
SETTLE_TRIES = 10  # PostgreSQL: vacuums to get every page of the large tables all-visible
FLOOR_ROUNDS = 3.3  # the seats taken in turn: 3 rounds of every member, and a margin


def db_of(store: Store) -> Db:
    """The store's database itself: the bench opens only the SQL stores, which have one."""
    assert isinstance(store, SqliteStore | PostgresStore), type(store)
    return store.db


# --- the fill ---------------------------------------------------------------------------------


@dataclass
class Population:
    """The members, their popularity, and what the fill gave each (to pick pages and pairs)."""

    ids: list[int]
    cum_weights: list[float]
    names: dict[int, str]
    games: Counter[int] = field(default_factory=Counter)  # results rows per member
    pairs: Counter[tuple[int, int]] = field(default_factory=Counter)  # met as opponents
    game_count: int = 0
    in_turn: list[int] = field(default_factory=list)  # every member, shuffled: seated in turn
    turn_share: float = 0.0  # the share of seats that go to the next member in turn
    turn: int = 0

    @classmethod
    def make(cls, members: int, games: int, zipf: float, rng: random.Random) -> Population:
        # Discord-like snowflakes, in no particular order of popularity.
        ids = rng.sample(range(10**17, 10**18), members)
        cum = list(itertools.accumulate(1 / (rank + 1) ** zipf for rank in range(members)))
        seats = games * sum(
            share * rules_from_options(format=f).format.players for f, share in FORMATS.items()
        )
        in_turn = rng.sample(ids, members)
        share = min(1.0, FLOOR_ROUNDS * members / seats)
        return cls(ids, cum, {m: f"member {i}" for i, m in enumerate(ids)}, in_turn=in_turn,
                   turn_share=share)  # fmt: skip

    def popular(self, rng: random.Random) -> int:
        x = rng.random() * self.cum_weights[-1]
        return self.ids[min(bisect.bisect_left(self.cum_weights, x), len(self.ids) - 1)]

    def table(self, rng: random.Random, k: int) -> list[int]:
        """``k`` different members, each drawn by popularity or, for a share of the seats,
        the next member in turn (so that everyone plays a few games)."""
        chosen: list[int] = []
        while len(chosen) < k:
            m = self.popular(rng)
            if rng.random() < self.turn_share:
                waiting = self.in_turn[self.turn % len(self.in_turn)]
                if waiting not in chosen:  # else their turn waits for the next table
                    m = waiting
                    self.turn += 1
            if m not in chosen:
                chosen.append(m)
        return chosen

    def asker(self, rng: random.Random) -> int:
        """A member who played: half by popularity, half uniformly."""
        while True:
            m = self.popular(rng) if rng.random() < 0.5 else rng.choice(self.ids)
            if self.games[m]:
                return m


def _count(rng: random.Random, n: int, p: float) -> int:
    return sum(rng.random() < p for _ in range(n))


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def result_rows(
    rng: random.Random, game_id: int, fmt: str, members: Sequence[int], at: float
) -> list[tuple[Any, ...]]:
    """Plausible result rows of one finished game: places as the format gives them (heads-up
    and Hollywood 1/2, three players 1/2/3, partnerships two teams placed 1 and 2), the sides'
    totals above the target for the winner, hands and gins that add up."""
    players = len(members)
    side_count = 3 if fmt == "three" else 2
    team_of = [seat % 2 for seat in range(players)] if fmt == "partnership" else None
    target = 125 if fmt == "partnership" else 100
    deals = {
        "heads-up": rng.randint(2, 8),
        "three": rng.randint(4, 12),
        "partnership": 2 * rng.randint(2, 6),
        "hollywood": rng.randint(6, 16),
    }[fmt]
    forfeit = rng.random() < 0.05
    places = list(range(1, side_count + 1))
    rng.shuffle(places)  # places[side]
    # Hands won by each side: the winner most; about one deal in twenty is drawn.
    won = deals - _count(rng, deals, 0.05)
    shares = sorted(_split(rng, won, side_count), reverse=True)
    side_hands = [shares[place - 1] for place in places]
    side_points, side_totals = [], []
    for side in range(side_count):
        place = places[side]
        if place == 1 and not forfeit:
            points = rng.randint(target, target + 40)
        else:
            points = 0 if side_hands[side] == 0 else rng.randint(5, target - 5)
        side_points.append(points)
        side_totals.append(points + 25 * side_hands[side] + (100 if place == 1 else 0))
    shutout = [
        places[s] == 1 and all(side_hands[o] == 0 for o in range(side_count) if o != s)
        for s in range(side_count)
    ]
    side_totals = [t * 2 if shutout[s] else t for s, t in enumerate(side_totals)]
    forfeiter = places.index(side_count) if forfeit else None  # the last place forfeited
    reason = rng.choice(("resigned", "timeout")) if forfeit else None
    rows = []
    undercuts = [0] * players
    given = []
    member_hands = []
    for seat in range(players):
        side = team_of[seat] if team_of else seat
        if team_of:  # partners share their side's hands
            mine = side_hands[side] // 2 + (side_hands[side] % 2 if seat < 2 else 0)
        else:
            mine = side_hands[side]
        member_hands.append(mine)
        given.append(_count(rng, mine, 0.08))
    for seat in range(players):  # an undercut given by one is suffered by an opponent
        if given[seat]:
            opponents = [
                o
                for o in range(players)
                if o != seat and (team_of is None or team_of[o] != team_of[seat])
            ]
            undercuts[rng.choice(opponents)] += given[seat]
    played = {
        "heads-up": deals,
        "hollywood": deals,
        "three": round(deals * 2 / 3),
        "partnership": deals // 2,
    }[fmt]
    for seat, member in enumerate(members):
        side = team_of[seat] if team_of else seat
        gins = _count(rng, member_hands[seat] - given[seat], 0.25)
        rows.append(
            (
                game_id,
                GUILD,
                fmt,
                at,
                1,  # season
                1,  # rated
                member,
                seat,
                None if team_of is None else team_of[seat],
                places[side],
                side_totals[side],
                side_points[side],
                member_hands[seat],
                gins,
                given[seat],
                undercuts[seat],
                "forfeit" if forfeit else "target",
                reason,
                int(forfeiter == side),
                int(shutout[side]),
                deals,
                played,
                0,  # big gins: off in the 25/25 preset
            )
        )
    return rows


GAME_COLUMNS = (
    "id", "guild_id", "channel_id", "status", "rules", "turn_seconds", "state", "version",
    "table_message_id", "created_at", "updated_at",
)  # fmt: skip
MEMBER_COLUMNS = ("game_id", "seat", "member_id", "channel_id", "live", "team", "accepted", "name")
RESULT_COLUMNS = (
    "game_id", "guild_id", "format", "finished_at", "season", "rated", "member_id", "seat",
    "team", "place", "grand_total", "points", "hands_won", "gins", "undercuts_given",
    "undercuts_suffered", "ending", "reason", "forfeited", "shutout", "deals", "hands_played",
    "big_gins",
)  # fmt: skip
NAME_COLUMNS = ("guild_id", "member_id", "name")
Rows = tuple[tuple[str, ...], list[tuple[Any, ...]]]  # a table's columns and its rows


def fill_rows(pop: Population, games: int, rng: random.Random) -> dict[str, Rows]:
    """The finished games, their members, their results and the members' names, table by
    table (both backends insert these same rows)."""
    # As Store.create_game stores them: json.dumps of Rules.to_dict().
    rules = {f: json.dumps(rules_from_options(format=f).to_dict()) for f in FORMATS}
    players = {f: rules_from_options(format=f).format.players for f in FORMATS}
    formats, weights = list(FORMATS), list(FORMATS.values())
    now = time.time()
    times = sorted(now - DAY - rng.random() * YEAR for _ in range(games))
    channels = [rng.randrange(10**17, 10**18) for _ in range(20)]
    game_rows, member_rows, results = [], [], []
    for game_id, at in enumerate(times, start=1):
        fmt = rng.choices(formats, weights)[0]
        members = pop.table(rng, players[fmt])
        channel = rng.choice(channels)
        started = at - rng.uniform(300, 3600)
        version = rng.randint(20, 200)
        game_rows.append(
            (game_id, GUILD, channel, "finished", rules[fmt], 600, None, version, None, started, at)
        )
        for seat, member in enumerate(members):
            team = seat % 2 if fmt == "partnership" else None
            member_rows.append((game_id, seat, member, channel, 0, team, 1, pop.names[member]))
        rows = result_rows(rng, game_id, fmt, members, at)
        results += rows
        for r in rows:
            pop.games[r[6]] += 1
        for a, b in itertools.combinations(rows, 2):
            if a[8] is None or a[8] != b[8]:  # opponents, not partners
                pop.pairs[(min(a[6], b[6]), max(a[6], b[6]))] += 1
    pop.game_count = games
    return {
        "games": (GAME_COLUMNS, game_rows),
        "game_members": (MEMBER_COLUMNS, member_rows),
        "results": (RESULT_COLUMNS, results),
        "members": (NAME_COLUMNS, [(GUILD, m, n) for m, n in pop.names.items()]),
    }


# --- the backends ---------------------------------------------------------------------------


class Backend:
    """Where the bench's database is, and what only its backend can say or do."""

    name = ""
    database = ""  # what the database is, in a line of the output: file, database
    sized = ""  # how its size is read

    async def start(self) -> None:
        """Before the store opens: a server, if the backend needs one."""

    def stop(self) -> None:
        """Let go of what :meth:`start` started."""

    async def open(self) -> Store:
        raise NotImplementedError

    async def fill(self, store: Store, tables: dict[str, Rows]) -> None:
        """Insert the fill's rows directly, in one transaction: a bench fixture, for speed."""
        raise NotImplementedError

    async def settle(self, store: Store) -> None:
        """After the recompute: what a server running for a while would have done by now."""

    async def size(self, store: Store) -> int:
        """The database's size in bytes."""
        raise NotImplementedError

    def describe(self) -> str:
        """The database and its version, for the figures' header."""
        raise NotImplementedError


class SqliteBackend(Backend):
    name = "sqlite"
    database = "file"
    sized = "after a checkpoint"

    def __init__(self, path: Path) -> None:
        self.path = path

    async def open(self) -> Store:
        return await SqliteStore.open(self.path)

    async def fill(self, store: Store, tables: dict[str, Rows]) -> None:
        assert isinstance(store, SqliteStore)
        db = store.connection  # the private connection, inside one transaction
        await db.execute("BEGIN IMMEDIATE")
        try:
            for table, (columns, rows) in tables.items():
                marks = ", ".join("?" for _ in columns)
                await db.executemany(
                    f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows
                )
            await db.commit()
        except BaseException:
            await db.rollback()
            raise

    async def size(self, store: Store) -> int:
        """The file's size after a checkpoint (the private connection: a bench)."""
        assert isinstance(store, SqliteStore)
        db = store.connection
        await db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        async with db.execute("PRAGMA page_count") as cur:
            (count,) = await cur.fetchone()  # type: ignore[misc]
        async with db.execute("PRAGMA page_size") as cur:
            (size,) = await cur.fetchone()  # type: ignore[misc]
        return int(count) * int(size)

    def describe(self) -> str:
        return f"SQLite {sqlite3.sqlite_version} (synchronous=FULL)"


class PostgresBackend(Backend):
    name = "postgres"
    database = "database"
    sized = "pg_database_size"

    def __init__(self, url: str | None) -> None:
        self.url = url or ""
        self.server: ThrowawayPostgres | None = None
        self.version = "?"

    async def start(self) -> None:
        if self.url:  # the database named: no server of our own
            return
        bindir = find_binaries()
        if bindir is None:
            sys.exit(
                "--store postgres needs the PostgreSQL server (Debian: apt-get install postgresql)"
            )
        self.server = ThrowawayPostgres(bindir)
        self.server.start()
        self.url = await self.server.fresh_database()

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    async def open(self) -> Store:
        store = await PostgresStore.open(self.url)
        row = await store.db.fetchone("SHOW server_version")
        self.version = str(row[0]).split()[0] if row else "?"
        return store

    @staticmethod
    def pools(store: Store) -> PostgresDb:
        db = store.db if isinstance(store, PostgresStore) else None
        assert isinstance(db, PostgresDb), store
        return db

    async def fill(self, store: Store, tables: dict[str, Rows]) -> None:
        async with self.pools(store).writer.acquire() as connection, connection.transaction():
            for table, (columns, rows) in tables.items():
                await connection.copy_records_to_table(table, records=rows, columns=columns)
            # The games recorded later get the ids after the fill's.
            await connection.execute(
                "SELECT setval(pg_get_serial_sequence('games', 'id'), MAX(id)) FROM games"
            )

    async def settle(self, store: Store) -> None:
        """Vacuumed and analysed, every page of the large tables all-visible (index-only scans
        read no table page): a VACUUM while autovacuum still holds a snapshot from the fill
        leaves some pages unmarked, so it runs again until none is, as autovacuum would."""
        async with self.pools(store).readers.acquire() as connection:
            for _ in range(SETTLE_TRIES):
                await connection.execute("VACUUM ANALYZE")
                unmarked = await connection.fetchval(
                    "SELECT count(*) FROM pg_class WHERE relname = ANY($1::text[]) "
                    "AND relallvisible < relpages",
                    list(LARGE_TABLES),
                )
                if not unmarked:
                    return
                await asyncio.sleep(2)
            print(f"(after {SETTLE_TRIES} vacuums, {unmarked} large tables still not all-visible)")

    async def size(self, store: Store) -> int:
        row = await db_of(store).fetchone("SELECT pg_database_size(current_database())")
        assert row is not None
        return int(row[0])

    def describe(self) -> str:
        where = "a throwaway server: fsync off" if self.server else "the database named"
        return f"PostgreSQL {self.version} ({where})"
