"""Benchmark of the leaderboard, stats, head-to-head and history pages on a big server (a
script, not a test).

    python bench/leaderboard.py [--store sqlite|postgres] [--games N] [--members M] [--runs R]
                                [--calls C] [--db PATH|URL] [--record G] [--zipf S] [--seed K]
                                [--explain]

Store. ``--store sqlite`` (the default): a new SQLite file in a temporary folder (``--db PATH``:
at this new path, kept). ``--store postgres``: a throwaway PostgreSQL server started for the run
and stopped at its end (tests/support/postgres.py: the machine's own PostgreSQL, in memory, fsync
and synchronous commit off), one new database on it (``--db URL``: this empty database instead,
no server started). The same operations are measured through the same store interface on both.

Fill. One server (guild 1) gets N finished games among M members (default 2,000): about 60%
heads-up, 15% three players, 15% partnerships, 10% Hollywood. N defaults to 100,000, or 4 per
member on a bigger server (400,000 for ``--members 100000``). Members are drawn with Zipf-like
popularity (weight 1 / rank**S, ``--zipf``, default 1), so a few members have thousands of games
and most have a handful; and a share of the seats goes round every member in turn, three rounds
over the fill, so that every member has at least 3 games (the default minimum to be ranked by
rating or win rate): with ``--members 100000``, 100,000 ranked members. Games finish at times
spread over the last year. The rows (``games``, ``game_members``, ``results``, ``members``; no
``deals``, which none of these pages read) are inserted directly in one transaction, for speed:
a bench fixture, not the bot's write path (SQLite: ``executemany``; PostgreSQL: asyncpg's
``copy_records_to_table``; the same rows). Finished games keep no ``state`` (NULL; the store
requires one only for active games). Then ``Store.recompute()`` builds ratings, rating changes,
standings and the leaderboard's orders from the result rows, as the migrations to schemas 4 and
8 do; both times are printed. PostgreSQL's tables are then vacuumed and analysed, until every
page of the large tables is all-visible (what autovacuum has done on a server that has been
running; index-only scans then read no table page). The store is closed and opened again before
anything is measured.

Measured (``--runs`` rounds, default 3; each round makes ``--calls`` calls of every operation,
default 200, in one shuffled order so that noise and cache effects spread evenly; the table shows
the median over the rounds of each round's p50 and p99). Every figure is one awaited store
coroutine timed with ``time.perf_counter``, on the bot's own connection (aiosqlite's thread hop
included; PostgreSQL: the store's reader pool):

- leaderboard, one row per sort: format 'all' or 'heads-up', page 0 or a deep page (picked at
  random in the second half of the pages), always with ``member_id`` of a member so the caller's
  own rank is computed; two more rows regroup the same calls by page 0 / deep page;
- stats card: ``member_stats`` alone; ``member_stats`` then ``rating_chart`` over its ratings
  (and the chart alone, drawn in this thread: the bot draws it in a worker thread);
- head-to-head: one of the 50 pairs that met most, or two members at random;
- history: page 0, or a random deeper page;
- the reference: a plain ``SELECT`` of one ``games`` row by primary key through the same
  ``Db`` the pages read through (the same connection and thread hop; PostgreSQL: the same pool).

The member asking is, half the time, drawn by the same popularity as the players (active members
look at their stats more) and otherwise uniformly.

Record a result: ``--record`` heads-up games (default 20) between members of the filled server
are played through ``TableService`` (challenge, accept, the engine's ``simple_move``) up to the
move that ends the game; that move's ``act`` (the result rows, the rating update and the
standings, in the same transaction as the move) is timed next to the other moves. The database's
growth per recorded game is ``page_count * page_size`` after a checkpoint (PostgreSQL:
``pg_database_size``), before and after (the games' result posts are deleted from the outbox
first, as once delivered).

``--explain`` also records every SELECT the store runs for these pages (SQLite: sqlite3's trace
callback; PostgreSQL: the store's ``Db`` fetches, wrapped) and prints its plan (``EXPLAIN QUERY
PLAN``; PostgreSQL's ``EXPLAIN``, without ANALYZE, with the query's own parameters), flagging a
full scan of a large table, or a read of every row of the server's.

Two goal lines: ``goal: the leaderboard's pages with the caller's rank p99 < 20 ms`` (every
``board`` row: the standings at a big community's scale), then the last line ``goal: every page
p99 < 20 ms, chart p99 < 50 ms -> MET`` (or ``NOT MET``, naming what failed). A page is every
leaderboard, stats, head-to-head and history row; the chart is the stats card with its chart
(``member_stats`` plus ``rating_chart``). Exit status 0 when the last is met.

Beside this script: ``leaderboard_fill.py`` (the population, the rows and the two backends) and
``leaderboard_plans.py`` (``--explain``).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Run as a plain script from anywhere: the project is not installed, so put its root on the path.
import _repo  # noqa: F401  (the repository on the import path)
from common import goal_line, parse_with_quick, percentile
from leaderboard_fill import (
    GUILD,
    LEADERBOARD_FORMATS,
    Backend,
    Population,
    PostgresBackend,
    SqliteBackend,
    db_of,
    fill_rows,
)
from leaderboard_plans import explain

from bot.engine import BigGin, Gin, Knock, simple_game_move
from bot.model import GameStatus, LeaderboardSort, MemberStats
from bot.model.settings import ServerSettings
from bot.pictures.chart import RatingPoint, rating_chart
from bot.service import ChallengeRequest, ComputerRunner, TableService, rules_from_options
from bot.store import Store
from tests.support.words import EN_WORDS

HISTORY_PER_PAGE = 5  # history's default
FREQUENT_PAIRS = 50
PAGE_GOAL = 0.020  # seconds, p99 of every page
CHART_GOAL = 0.050  # seconds, p99 of the stats card with its chart
REFERENCE = "plain SELECT by primary key"
CARD_CHART = "stats card + chart"
CHART_ALONE = "chart alone (rating_chart)"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


# --- measuring the pages ------------------------------------------------------------------------


Sample = dict[str, float]  # row of the table -> seconds
Operation = Callable[[random.Random], Awaitable[Sample]]


async def timed(coro: Awaitable[Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    value = await coro
    return value, time.perf_counter() - start


def draw_chart(stats: MemberStats) -> bytes:
    points = [RatingPoint(at, rating) for at, rating in stats.ratings]
    return rating_chart(
        points,
        title=f"{stats.name or stats.member_id}: rating",
        start=stats.start_rating,
        lang=EN_WORDS,
    )


@dataclass
class Pages:
    """The operations measured on one open store."""

    store: Store
    pop: Population
    leaderboard_pages: dict[tuple[LeaderboardSort, str], int] = field(default_factory=dict)
    ranked: dict[tuple[LeaderboardSort, str], int] = field(default_factory=dict)
    frequent: list[tuple[int, int]] = field(default_factory=list)

    async def prepare(self) -> None:
        """Untimed: how many pages each leaderboard has (and members ranked), and the pairs that
        met most."""
        for sort in LeaderboardSort:
            for fmt in LEADERBOARD_FORMATS:
                page = await self.store.leaderboard(GUILD, sort=sort, format=fmt)
                self.leaderboard_pages[(sort, fmt)] = page.pages
                self.ranked[(sort, fmt)] = page.ranked
        self.frequent = [pair for pair, _ in self.pop.pairs.most_common(FREQUENT_PAIRS)]

    def operations(self) -> dict[str, Operation]:
        ops: dict[str, Operation] = {
            f"board {sort.value}": self._leaderboard(sort) for sort in LeaderboardSort
        }
        ops.update(
            {
                "stats card (no chart)": self.stats,
                CARD_CHART: self.stats_chart,
                "head-to-head frequent pair": self.h2h_frequent,
                "head-to-head random pair": self.h2h_random,
                "history page 0": self.history_first,
                "history deep page": self.history_deep,
                REFERENCE: self.reference,
            }
        )
        return ops

    def _leaderboard(self, sort: LeaderboardSort) -> Operation:
        async def leaderboard_page(rng: random.Random) -> Sample:
            fmt = rng.choice(LEADERBOARD_FORMATS)
            pages = self.leaderboard_pages[(sort, fmt)]
            deep = rng.random() < 0.5 and pages > 1
            page = rng.randint(max(1, pages // 2), pages - 1) if deep else 0
            member = self.pop.asker(rng)
            _, t = await timed(
                self.store.leaderboard(GUILD, sort=sort, format=fmt, page=page, member_id=member)
            )
            kind = "board deep page (all sorts)" if deep else "board page 0 (all sorts)"
            return {f"board {sort.value}": t, kind: t}

        return leaderboard_page

    async def stats(self, rng: random.Random) -> Sample:
        _, t = await timed(self.store.member_stats(GUILD, self.pop.asker(rng)))
        return {"stats card (no chart)": t}

    async def stats_chart(self, rng: random.Random) -> Sample:
        start = time.perf_counter()
        stats = await self.store.member_stats(GUILD, self.pop.asker(rng))
        assert stats is not None and stats.ratings
        drawn = time.perf_counter()
        draw_chart(stats)
        end = time.perf_counter()
        return {CARD_CHART: end - start, CHART_ALONE: end - drawn}

    async def h2h_frequent(self, rng: random.Random) -> Sample:
        a, b = rng.choice(self.frequent)
        if rng.random() < 0.5:
            a, b = b, a
        _, t = await timed(self.store.head_to_head(GUILD, a, b))
        return {"head-to-head frequent pair": t}

    async def h2h_random(self, rng: random.Random) -> Sample:
        a, b = rng.sample(self.pop.ids, 2)
        _, t = await timed(self.store.head_to_head(GUILD, a, b))
        return {"head-to-head random pair": t}

    async def history_first(self, rng: random.Random) -> Sample:
        _, t = await timed(self.store.history(GUILD, self.pop.asker(rng)))
        return {"history page 0": t}

    async def history_deep(self, rng: random.Random) -> Sample:
        member = self.pop.asker(rng)
        pages = -(-self.pop.games[member] // HISTORY_PER_PAGE)
        page = rng.randint(1, pages - 1) if pages > 1 else 0
        _, t = await timed(self.store.history(GUILD, member, page=page))
        return {"history deep page": t}

    async def reference(self, rng: random.Random) -> Sample:
        game_id = rng.randint(1, self.pop.game_count)

        # Through the store's Db, as the pages read: the same connection and thread hop
        # (SQLite), the same reader pool (PostgreSQL).
        _, t = await timed(
            db_of(self.store).fetchone(
                "SELECT id, status, version, updated_at FROM games WHERE id = ?", (game_id,)
            )
        )
        return {REFERENCE: t}


async def measure_round(pages: Pages, calls: int, rng: random.Random) -> dict[str, list[float]]:
    """One round: ``calls`` calls of every operation, in one shuffled order."""
    ops = pages.operations()
    schedule = [name for name in ops for _ in range(calls)]
    rng.shuffle(schedule)
    samples: dict[str, list[float]] = {}
    gc.collect()
    for name in schedule:
        for row, seconds in (await ops[name](rng)).items():
            samples.setdefault(row, []).append(seconds)
    return samples


# --- recording a result ------------------------------------------------------------------------


@dataclass
class Recorded:
    final: list[float] = field(default_factory=list)  # the act that ends each game
    moves: list[float] = field(default_factory=list)  # every other act
    bytes_per_game: float = 0.0
    games: int = 0


async def play_to_the_end(service: TableService, game_id: int, out: Recorded) -> None:
    """Play with the engine's simple strategy; time each act, the last apart."""
    table = service.get(game_id)
    assert table is not None
    while table.status is GameStatus.ACTIVE:
        user = table.acting[0]
        game = table.game
        assert game is not None
        player = table.players.index(user)
        action = simple_game_move(game, player)
        final = False
        if isinstance(action, (Gin, Knock, BigGin)):
            trial = game.copy()
            trial.apply(action, player)
            final = trial.is_over
        _, t = await timed(service.act(game_id, user, table.view_version(user), action))
        (out.final if final else out.moves).append(t)
        table = service.get(game_id) or table
    assert table.status is GameStatus.FINISHED, table.status


async def record_results(
    backend: Backend, store: Store, pop: Population, games: int, seed: int
) -> Recorded:
    out = Recorded()
    service = TableService(
        store,
        computer=ComputerRunner(),  # never asked: members only, so its worker never starts
        rng_for=lambda game_id: random.Random(seed * 7919 + game_id),
    )
    await service.load()
    # Busy members challenge more often than a server's rate limit allows a person to.
    await service.choices.set_settings(
        GUILD, ServerSettings(challenge_limit=100), by=0, detail="bench"
    )
    rng = random.Random(seed + 1)
    rules = rules_from_options(target=25)  # short games: one or two deals
    before = await backend.size(store)
    for i in range(games):
        players = tuple(pop.table(rng, 2))
        names = tuple(pop.names[m] for m in players)
        request = ChallengeRequest(GUILD, 10**6 + i, players, rules, 600, names=names)
        table = await service.challenge(request)
        await service.accept(table.id, players[1])
        await play_to_the_end(service, table.id, out)
        out.games += 1
    for post in await store.pending_posts():  # as if delivered
        await store.delete_post(post)
    out.bytes_per_game = (await backend.size(store) - before) / max(out.games, 1)
    return out


# --- output -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    name: str
    p50: float
    p99: float
    calls: int


def summarise(rounds: list[dict[str, list[float]]]) -> list[Row]:
    rows = []
    for name in rounds[0]:
        per_run = [r[name] for r in rounds if r.get(name)]
        rows.append(
            Row(
                name,
                statistics.median(percentile(v, 50) for v in per_run),
                statistics.median(percentile(v, 99) for v in per_run),
                sum(len(v) for v in per_run),
            )
        )
    order = {name: i for i, name in enumerate(_ROW_ORDER)}
    return sorted(rows, key=lambda r: order.get(r.name, len(order)))


# The leaderboard's rows are printed as "board ..." as in every earlier run, to compare with them.
_ROW_ORDER = [
    *(f"board {sort.value}" for sort in LeaderboardSort),
    "board page 0 (all sorts)",
    "board deep page (all sorts)",
    "stats card (no chart)",
    CARD_CHART,
    CHART_ALONE,
    "head-to-head frequent pair",
    "head-to-head random pair",
    "history page 0",
    "history deep page",
    "record: non-final move (act)",
    "record: final move (act + result)",
    REFERENCE,
]


def print_table(rows: list[Row], reference_p99: float) -> None:
    headers = ("operation", "calls", "p50 ms", "p99 ms", "p99 / SELECT p99")
    cells = [
        (r.name, f"{r.calls:,}", ms(r.p50), ms(r.p99), f"{r.p99 / reference_p99:,.1f}x")
        for r in rows
    ]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        return "  ".join(
            v.ljust(w) if i == 0 else v.rjust(w)
            for i, (v, w) in enumerate(zip(values, widths, strict=True))
        )

    print(line(headers))
    print("  ".join("-" * w for w in widths))
    for cell in cells:
        print(line(cell))


def is_leaderboard(name: str) -> bool:
    return name.startswith("board ")


def is_page(name: str) -> bool:
    return name.startswith(("board ", "stats card (no", "head-to-head", "history"))


# --- main ---------------------------------------------------------------------------------------


async def run(args: argparse.Namespace, backend: Backend) -> int:
    await backend.start()
    try:
        return await measure(args, backend)
    finally:
        backend.stop()


async def measure(args: argparse.Namespace, backend: Backend) -> int:
    rng = random.Random(args.seed)
    pop = Population.make(args.members, args.games, args.zipf, rng)
    store = await backend.open()
    print(f"store: {args.store}, {backend.describe()}")
    try:
        started = time.perf_counter()
        await backend.fill(store, fill_rows(pop, args.games, rng))
        filled = time.perf_counter() - started
        results = sum(pop.games.values())
        played = [pop.games[m] for m in pop.ids]
        print(
            f"fill: {args.games:,} games, {results:,} result rows, {args.members:,} members "
            f"(zipf {args.zipf}: busiest {max(played):,} games, median "
            f"{statistics.median(played):,.0f}, fewest {min(played):,}) in {filled:.1f} s"
        )
        started = time.perf_counter()
        await store.recompute()
        await backend.settle(store)
        recomputed = time.perf_counter() - started
        print(
            "recompute (ratings, rating changes, standings, the leaderboard's orders): "
            f"{recomputed:.1f} s"
        )
    finally:
        await store.close()
    started = time.perf_counter()
    store = await backend.open()
    reopened = time.perf_counter() - started

    try:
        size = await backend.size(store)
        print(
            f"close + open (checks the {backend.database}): {reopened:.2f} s; "
            f"{backend.database} {size / 2**20:.1f} MiB"
        )
        pages = Pages(store, pop)
        await pages.prepare()
        counts = ", ".join(
            f"{s.value} {pages.leaderboard_pages[(s, 'all')]:,}" for s in LeaderboardSort
        )
        print(f"leaderboard pages (all formats): {counts}")
        ranked = ", ".join(
            f"{f} {pages.ranked[(LeaderboardSort.RATING, f)]:,}" for f in LEADERBOARD_FORMATS
        )
        print(f"ranked by rating (3 games or more): {ranked}")
        rounds = []
        for i in range(args.runs):
            started = time.perf_counter()
            rounds.append(await measure_round(pages, args.calls, random.Random(args.seed + i)))
            print(f"round {i + 1}/{args.runs}: {time.perf_counter() - started:.1f} s")
        rows = summarise(rounds)

        recorded = await record_results(backend, store, pop, args.record, args.seed)
        rows += [
            Row("record: non-final move (act)", percentile(recorded.moves, 50),
                percentile(recorded.moves, 99), len(recorded.moves)),
            Row("record: final move (act + result)", percentile(recorded.final, 50),
                percentile(recorded.final, 99), len(recorded.final)),
        ]  # fmt: skip
        order = {name: i for i, name in enumerate(_ROW_ORDER)}
        rows.sort(key=lambda r: order.get(r.name, len(order)))
        flagged = await explain(backend, store, pop) if args.explain else []
    finally:
        await store.close()

    reference = next(r for r in rows if r.name == REFERENCE)
    print(
        f"\nPython {platform.python_version()}, {backend.describe()}, "
        f"{os.cpu_count()} CPUs; median over {args.runs} rounds of each round's p50 and p99; "
        f"{args.calls} calls per operation per round"
    )
    print_table(rows, reference.p99)
    print(
        f"\nrecorded {recorded.games} heads-up games through TableService ({backend.describe()}): "
        f"{recorded.bytes_per_game:,.0f} bytes of database per game ({backend.sized})"
    )
    if args.explain:
        print("\nfull scans of large tables:" if flagged else "\nno full scan of a large table")
        for line in flagged:
            print(f"  {line}")

    slow_pages = [
        f"{r.name} {ms(r.p99)} ms" for r in rows if is_leaderboard(r.name) and r.p99 >= PAGE_GOAL
    ]
    what = "the leaderboard's pages with the caller's rank p99 < 20 ms"
    print(goal_line(what, not slow_pages, "; ".join(slow_pages)))
    failed = [f"{r.name} {ms(r.p99)} ms" for r in rows if is_page(r.name) and r.p99 >= PAGE_GOAL]
    card = next(r for r in rows if r.name == CARD_CHART)
    if card.p99 >= CHART_GOAL:
        failed.append(f"{CARD_CHART} {ms(card.p99)} ms")
    print(goal_line("every page p99 < 20 ms, chart p99 < 50 ms", not failed, "; ".join(failed)))
    return 0 if not failed else 1


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--store", choices=("sqlite", "postgres"), default="sqlite", help="the backend (sqlite)"
    )
    parser.add_argument(
        "--games", type=int, help="finished games (100,000, or 4 per member if more)"
    )
    parser.add_argument("--members", type=int, default=2000, help="members of the server (2,000)")
    parser.add_argument("--runs", type=int, default=3, help="measurement rounds (3)")
    parser.add_argument("--calls", type=int, default=200, help="calls per operation per round")
    parser.add_argument("--record", type=int, default=20, help="games recorded through the service")
    parser.add_argument("--zipf", type=float, default=1.0, help="popularity: weight 1/rank**S (1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--db",
        help="SQLite: keep the database at this (new) path; PostgreSQL: use this empty "
        "database (a postgresql:// URL) instead of a throwaway server",
    )
    parser.add_argument("--explain", action="store_true", help="print the pages' query plans")
    args = parse_with_quick(parser, argv, members=200, games=800, runs=1, calls=20, record=2)
    if args.games is None:
        args.games = max(100_000, 4 * args.members)
    if args.games < 10 or args.members < 10 or min(args.runs, args.calls, args.record) < 1:
        parser.error("--games and --members must be >= 10, --runs, --calls, --record >= 1")
    if args.store == "sqlite" and args.db is not None and Path(args.db).exists():
        parser.error(f"{args.db} already exists: the bench fills a new database")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.store == "postgres":
        return asyncio.run(run(args, PostgresBackend(args.db)))
    if args.db is not None:
        return asyncio.run(run(args, SqliteBackend(Path(args.db))))
    with tempfile.TemporaryDirectory(prefix="gin-leaderboard-") as folder:
        return asyncio.run(run(args, SqliteBackend(Path(folder) / "gin.sqlite3")))


if __name__ == "__main__":
    sys.exit(main())
