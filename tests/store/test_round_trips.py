"""The round trips a game's save makes to the database, on every backend
(``tests/support/round_trips.py`` counts them: a hop to aiosqlite's thread, a query asyncpg
sends): a move alone is one statement, its lease fence inside it; moves saved together share
one transaction; what else a save writes adds a statement each, never a check of its own; a
turn ping's write is one statement too."""

from __future__ import annotations

import asyncio

from bot.model import Fence, GameStatus, Ping, Post, PostKind
from bot.store import Store
from tests.store.rows import new_row
from tests.store.test_contract import changed
from tests.support.round_trips import round_trips


def kinds(sent: list[str]) -> list[str]:
    """Each round trip's first word ("BEGIN IMMEDIATE", aiosqlite's "commit", asyncpg's
    "COMMIT;": BEGIN, COMMIT)."""
    return [sql.split()[0].rstrip(";").upper() for sql in sent]


async def test_a_move_is_one_round_trip_with_its_fence_inside(store: Store) -> None:
    fence = Fence(0, await store.take_lease(0, "bot", 400.0))
    row = await new_row(store, fence=fence)
    for version in range(1, 4):
        moved = changed(row, status=GameStatus.ACTIVE, state=f'{{"x": {version}}}')
        moved = changed(moved, version=version)
        async with round_trips(store) as sent:
            await store.save(
                moved, expected_version=version - 1, timers_before=row.timers, fence=fence
            )
        assert kinds(sent) == ["UPDATE"], sent
        assert "shard_leases" in sent[0]  # the lease checked by the write itself
        row = moved


async def test_moves_saved_together_share_one_transaction(store: Store) -> None:
    fence = Fence(0, await store.take_lease(0, "bot", 400.0))
    rows = [await new_row(store, (i, 100 + i), fence=fence) for i in range(6)]
    saved = [changed(r, status=GameStatus.ACTIVE, state="{}", version=1) for r in rows]
    async with round_trips(store) as sent:
        await asyncio.gather(
            *(store.save(r, expected_version=0, timers_before=r.timers, fence=fence) for r in saved)
        )
    # One statement for every game's row, whatever their number (SQLite: executemany;
    # PostgreSQL: the rows pipelined).
    assert kinds(sent) == ["BEGIN", "UPDATE", "COMMIT"], sent


async def test_a_move_that_owes_a_post_adds_its_insert_alone(store: Store) -> None:
    fence = Fence(0, await store.take_lease(0, "bot", 400.0))
    row = await new_row(store, fence=fence)
    moved = changed(row, status=GameStatus.ACTIVE, state="{}", version=1)
    async with round_trips(store) as sent:
        await store.save(
            moved,
            expected_version=0,
            posts=[Post(row.id, 1, 0, PostKind.SHOWDOWN, 1)],
            timers_before=row.timers,
            fence=fence,
        )
    assert kinds(sent) == ["BEGIN", "UPDATE", "INSERT", "COMMIT"], sent


async def test_a_turn_ping_is_one_round_trip(store: Store) -> None:
    row = await new_row(store)
    ping = Ping(row.id, 20, 2, 999)
    async with round_trips(store) as sent:
        await store.add_ping(ping)
        await store.delete_ping(ping)
    assert kinds(sent) == ["INSERT", "DELETE"], sent
    assert await store.pings() == []
