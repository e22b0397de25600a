"""Benchmark of a move's save (a script, not a test): what one committed move costs the bot's
store, on SQLite and on PostgreSQL, next to one plain SELECT on the same driver.

    python bench/commit.py [--store sqlite|postgres|both] [--runs R] [--calls N]
                           [--together B] [--tree DIR]

Each backend gets a fresh database, opened by the bot's own store (``open_store``): SQLite, a
file in a temporary folder as the bot opens it (WAL, ``synchronous=FULL``: every commit reaches
the disk); PostgreSQL, a throwaway server started for the run and stopped at its end
(``tests/support/postgres.py``: the machine's own PostgreSQL, in memory, fsync off, over
loopback TCP). The lease of shard 0 is taken, and 32 games are put in play, each saved once.

Measured, ``--runs`` rounds (default 5), each making ``--calls`` calls (default 300) of each
in turn:

- a move alone: ``store.save`` of a game's next version carrying its fence, nothing else
  changed (most moves), awaited before the next;
- moves together: ``--together`` saves at once (default 8; ``asyncio.gather``, committed
  together by the store's group commit), per move;
- the reference: a plain ``SELECT`` of one game row by key, on a connection of the same driver
  that the bench opens itself (aiosqlite: one hop to its thread; asyncpg: one query): one
  round trip, whichever checkout is measured.

For each: the median over the rounds of each round's median wall time per call, and of each
round's CPU time per call (``time.process_time``: this process, every thread, aiosqlite's
included; not the PostgreSQL server's), each also as a multiple of the reference's; and the
round trips of one call, counted by ``tests/support/round_trips.py`` (aiosqlite's hops,
asyncpg's queries).

``--tree DIR`` measures the ``bot`` package of another checkout (main's, or a commit
``bench/compare.py`` checked out under ``.compare/``) with this script, its counting and its
servers: a before and after, run one after the other on the same machine.

The last line: ``goal: a move alone is one round trip (sqlite, postgres) -> MET`` (or NOT
MET, naming the backends where it is more). Exit status 0 when met.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import _repo  # noqa: F401  (the repository on the import path)
import aiosqlite
import asyncpg
from common import goal_line, parse_with_quick

from tests.support.postgres import INSTALL_HINT, ThrowawayPostgres, find_binaries
from tests.support.round_trips import round_trips

GAMES = 32  # in play at once: a save writes the next one's row, round the table
GOAL = "a move alone is one round trip"


@dataclass
class Figure:
    """One measured call: per round, its median wall time and its CPU time per call (s)."""

    name: str
    walls: list[float]
    cpus: list[float]
    trips: int | float  # round trips of one call (a fraction for moves together)

    @property
    def wall(self) -> float:
        return statistics.median(self.walls)

    @property
    def cpu(self) -> float:
        return statistics.median(self.cpus)


class Games:
    """The games in play and the next save of each, through the store of the tree measured."""

    def __init__(self, store: Any, fence: Any, rows: list[Any]) -> None:
        self.store, self.fence, self.rows = store, fence, rows
        self.turn = 0

    @classmethod
    async def open(cls, store: Any) -> Games:
        from bot.engine import Rules
        from bot.model import Fence, GameStatus, Timer, TimerKind

        fence = Fence(0, await store.take_lease(0, "bench", time.time()))
        rows = []
        for number in range(GAMES):
            row = await store.create_game(
                guild_id=1,
                channel_id=10 + number,
                players=(1000 + 2 * number, 1001 + 2 * number),
                rules=Rules(),
                turn_seconds=600,
                timer=Timer(TimerKind.CHALLENGE, time.time() + 3600),
                now=time.time(),
                fence=fence,
            )
            active = replace(row, status=GameStatus.ACTIVE, state='{"move": 0}', version=1)
            await store.save(active, expected_version=0, timers_before=row.timers, fence=fence)
            rows.append(active)
        return cls(store, fence, rows)

    async def move(self) -> None:
        """The next game's next move: its state and version, nothing else."""
        index = self.turn % len(self.rows)
        self.turn += 1
        row = self.rows[index]
        moved = replace(row, state=f'{{"move": {row.version}}}', version=row.version + 1)
        await self.store.save(
            moved, expected_version=row.version, timers_before=row.timers, fence=self.fence
        )
        self.rows[index] = moved

    def ids(self) -> list[int]:
        return [row.id for row in self.rows]


async def measure(
    calls: Sequence[tuple[str, Callable[[], Awaitable[None]], int]], args: argparse.Namespace
) -> list[Figure]:
    """Each of ``calls`` (name, call, how many of what is measured one call makes) called
    ``args.calls // per_call`` times a round, one after another in each of ``args.runs``
    rounds: a load on the machine that comes and goes weighs on them alike."""
    figures = [Figure(name, [], [], 0) for name, _, _ in calls]
    for _ in range(args.runs):
        for figure, (_, call, per_call) in zip(figures, calls, strict=True):
            times = max(1, args.calls // per_call)
            each = []
            cpu = time.process_time()
            for _ in range(times):
                started = time.perf_counter()
                await call()
                each.append((time.perf_counter() - started) / per_call)
            figure.cpus.append((time.process_time() - cpu) / (times * per_call))
            figure.walls.append(statistics.median(each))
    return figures


async def counted(store: Any, call: Callable[[], Awaitable[None]], per_call: int) -> float:
    async with round_trips(store) as sent:
        await call()
    return len(sent) / per_call


async def bench(
    store: Any, reference: Callable[[int], Awaitable[None]], args: argparse.Namespace
) -> list[Figure]:
    games = await Games.open(store)
    ids = games.ids()
    together = args.together

    async def alone() -> None:
        await games.move()

    async def at_once() -> None:
        await asyncio.gather(*(games.move() for _ in range(together)))

    turn = 0

    async def select() -> None:
        nonlocal turn
        turn += 1
        await reference(ids[turn % len(ids)])

    for warm in (alone, at_once, select):
        for _ in range(20):  # statements prepared, caches filled
            await warm()
    calls = [
        ("a move alone", alone, 1),
        (f"{together} moves together, each", at_once, together),
        ("the reference: a plain SELECT", select, 1),
    ]
    figures = await measure(calls, args)
    for figure, (_, call, per_call) in zip(figures, calls, strict=True):
        # The reference's connection is the bench's own: one call, one round trip.
        figure.trips = 1 if call is select else await counted(store, call, per_call)
    return figures


def show(backend: str, detail: str, figures: list[Figure]) -> None:
    reference = figures[-1]
    print(f"\n{backend} ({detail})")
    print(f"  {'':32} {'wall p50 us':>12} {'x ref':>6} {'CPU us/call':>12} {'x ref':>6}  trips")
    for f in figures:
        print(
            f"  {f.name:32} {f.wall * 1e6:12.1f} {f.wall / reference.wall:6.2f}"
            f" {f.cpu * 1e6:12.1f} {f.cpu / reference.cpu:6.2f}  {f.trips:.3g}"
        )


async def run_sqlite(args: argparse.Namespace) -> Figure:
    from bot.store.factory import open_store

    with tempfile.TemporaryDirectory(prefix="gin-commit-", dir=args.folder) as folder:
        path = Path(folder) / "gin.sqlite3"
        store = await open_store(f"sqlite:///{path}")
        plain = await aiosqlite.connect(path, isolation_level=None)
        try:

            async def reference(game_id: int) -> None:
                await plain.execute_fetchall("SELECT version FROM games WHERE id = ?", (game_id,))

            figures = await bench(store, reference, args)
            version = next(iter(await plain.execute_fetchall("SELECT sqlite_version()")))[0]
        finally:
            await plain.close()
            await store.close()
    where = args.folder or tempfile.gettempdir()
    show("sqlite", f"SQLite {version}, WAL, synchronous=FULL, a file in {where}", figures)
    return figures[0]


async def run_postgres(args: argparse.Namespace) -> Figure | None:
    from bot.store.factory import open_store

    bindir = find_binaries()
    if bindir is None:
        print(f"\npostgres: not measured ({INSTALL_HINT})")
        return None
    server = ThrowawayPostgres(bindir)
    server.start()
    try:
        url = await server.fresh_database()
        store = await open_store(url)
        plain = await asyncpg.connect(url)
        try:

            async def reference(game_id: int) -> None:
                await plain.fetchval("SELECT version FROM games WHERE id = $1", game_id)

            figures = await bench(store, reference, args)
            version = str(await plain.fetchval("SHOW server_version")).split()[0]
        finally:
            await plain.close()
            await store.close()
    finally:
        server.stop()
    show("postgres", f"PostgreSQL {version}, in memory, fsync off, loopback TCP", figures)
    return figures[0]


async def run(args: argparse.Namespace) -> int:
    import bot

    print(f"bot measured: {Path(bot.__file__).parent}")
    print(
        f"{args.runs} rounds of {args.calls} calls each; medians over the rounds of each "
        "round's median wall time and CPU per call"
    )
    alone: dict[str, Figure | None] = {}
    if args.store in ("sqlite", "both"):
        alone["sqlite"] = await run_sqlite(args)
    if args.store in ("postgres", "both"):
        alone["postgres"] = await run_postgres(args)
    measured = {name: figure for name, figure in alone.items() if figure is not None}
    more = [f"{name}: {figure.trips:g}" for name, figure in measured.items() if figure.trips > 1]
    met = bool(measured) and not more
    where = ", ".join(measured) or "nothing measured"
    print("\n" + goal_line(f"{GOAL} ({where})", met, "" if met else ", ".join(more) or where))
    return 0 if met else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", choices=("sqlite", "postgres", "both"), default="both")
    parser.add_argument("--runs", type=int, default=5, help="measurement rounds (5)")
    parser.add_argument("--calls", type=int, default=300, help="calls of each per round (300)")
    parser.add_argument("--together", type=int, default=8, help="moves saved at once (8)")
    parser.add_argument("--tree", type=Path, help="measure the bot package of this checkout")
    parser.add_argument("--folder", help="where the SQLite file goes (the system's temp folder)")
    args = parse_with_quick(parser, store="sqlite", runs=1, calls=30)
    if min(args.runs, args.calls, args.together) < 1:
        parser.error("--runs, --calls and --together must be >= 1")
    if args.tree is not None:
        if not (args.tree / "bot" / "__init__.py").is_file():
            parser.error(f"{args.tree} has no bot package")
        sys.path.insert(0, str(args.tree.resolve()))  # before bot is first imported
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
