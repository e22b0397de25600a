"""The SQLite backend beyond the contract: the rows a save writes (deals, results), rows that
cannot be read, the bot's state kept per shard under its old names, and the factory's paths,
URLs and refusals."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.engine import HandResult, OutcomeKind
from bot.model import Fence, GameRow, GameStatus, ResultRow
from bot.store import ConflictError, DatabaseError, Fenced, factory
from bot.store.sqlite import SqliteStore, check_schema, latest_version
from tests.store.rows import new_row
from tests.store.sqlite_helpers import GIN_BY_SEAT_1
from tests.support.store_reads import deals_of, execute, result_of


async def test_a_save_writes_its_deal_and_result_rows(tmp_path: Path, opened: Callable) -> None:
    store = await opened(tmp_path / "gin.sqlite3")
    row = await new_row(store)
    row = GameRow(**{**_fields(row), "status": GameStatus.ACTIVE, "state": '{"x": 1}'})
    row = GameRow(**{**_fields(row), "version": 1, "updated_at": 500.0})
    await store.save(row, expected_version=0, deals=[GIN_BY_SEAT_1])
    row = GameRow(**{**_fields(row), "status": GameStatus.FINISHED, "version": 2})
    results = [
        ResultRow(10, 0, None, 2, 80, 0, 0, 0, 0, 0, "target", None, False, False, 1),
        ResultRow(20, 1, None, 1, 300, 40, 1, 1, 0, 0, "target", None, False, False, 1),
    ]
    await store.save(row, expected_version=1, results=results)
    assert await result_of(store, row.id) == results
    assert await deals_of(store, row.id) == [
        HandResult(1, 1, 0, (10, 20), 10, OutcomeKind.GIN, 20, 20, 40)
    ]


def _fields(row: GameRow) -> dict:
    return {name: getattr(row, name) for name in GameRow.__slots__}


async def test_a_stale_save_writes_no_deal_row(tmp_path: Path, opened: Callable) -> None:
    store = await opened(tmp_path / "gin.sqlite3")
    row = await new_row(store)
    active = GameRow(**{**_fields(row), "status": GameStatus.ACTIVE, "state": "{}", "version": 1})
    await store.save(active, expected_version=0)
    stale = GameRow(**{**_fields(active), "version": 2, "timers": ()})
    with pytest.raises(ConflictError):
        await store.save(stale, expected_version=0, deals=[GIN_BY_SEAT_1])
    assert await deals_of(store, row.id) == []  # rolled back with the update


async def test_saves_committed_together_write_each_ones_deals(
    tmp_path: Path, opened: Callable
) -> None:
    store = await opened(tmp_path / "gin.sqlite3")
    rows = [await new_row(store, (i, 1000 + i)) for i in range(30)]
    saved = [
        GameRow(**{**_fields(r), "status": GameStatus.ACTIVE, "state": "{}", "version": 1})
        for r in rows
    ]
    stale = 7
    saved[stale] = GameRow(**{**_fields(saved[stale]), "version": 5})  # stored one is 0
    outcomes = await asyncio.gather(
        *(
            store.save(row, expected_version=row.version - 1, deals=[GIN_BY_SEAT_1])
            for row in saved
        ),
        return_exceptions=True,
    )
    assert [i for i, o in enumerate(outcomes) if isinstance(o, ConflictError)] == [stale]
    for i, row in enumerate(rows):
        assert len(await deals_of(store, row.id)) == (0 if i == stale else 1)


@pytest.mark.parametrize(
    ("sql", "fault"),
    [
        ("UPDATE games SET status = 'active' WHERE id = :id", "without a state"),
        ("UPDATE games SET rules = '{\"knock_limit\": 99}' WHERE id = :id", "bad rules"),
        ("UPDATE games SET rules = 'not json' WHERE id = :id", "bad rules"),
        (
            "UPDATE game_members SET member_id = 40, live = 0 WHERE game_id = :id AND seat = 0",
            "sits twice",
        ),
        ("DELETE FROM game_members WHERE game_id = :id AND seat = 0", "seats [1]"),
        ("UPDATE games SET version = 'seven' WHERE id = :id", "version"),
        ("UPDATE timers SET kind = 'lunch' WHERE game_id = :id", "timer"),
    ],
)
async def test_a_malformed_row_is_named_and_set_aside(
    tmp_path: Path, opened: Callable, sql: str, fault: str
) -> None:
    store = await opened(tmp_path / "gin.sqlite3")
    good = await new_row(store)
    bad = await new_row(store, (30, 40))
    await execute(store, "PRAGMA ignore_check_constraints = ON")
    await execute(store, "PRAGMA foreign_keys = OFF")
    await execute(store, sql.replace(":id", "?"), (bad.id,))
    games, problems = await store.live_games()
    assert [g.id for g in games] == [good.id]
    assert len(problems) == 1 and f"game {bad.id}" in str(problems[0])
    assert fault in str(problems[0])


async def test_shard_0_keeps_the_old_names_and_another_shard_its_own(
    tmp_path: Path, opened: Callable
) -> None:
    path = tmp_path / "gin.sqlite3"
    store = await opened(path)
    await store.heartbeat(450.5, downtime=12.25)
    await store.heartbeat(460.0, downtime=3.0, shard=2)
    async with store.connection.execute(
        "SELECT name, value FROM bot_state ORDER BY name"
    ) as cursor:
        state = dict(await cursor.fetchall())
    assert {k: v for k, v in state.items() if k != "control_key"} == {
        "downtime": "12.25",
        "downtime:2": "3.0",
        "heartbeat": "450.5",
        "heartbeat:2": "460.0",
    }
    assert await factory.last_heartbeat(path) == 450.5
    assert await factory.last_heartbeat(f"sqlite:///{path}", shard=2) == 460.0
    assert await factory.last_heartbeat(path, shard=1) is None


async def test_the_factory_opens_sqlite_paths_and_urls_and_refuses_other_databases(
    tmp_path: Path,
) -> None:
    for database in (tmp_path / "a.sqlite3", str(tmp_path / "b.sqlite3")):
        store = await factory.open_store(database)
        await store.close()
    store = await factory.open_store(f"sqlite:///{tmp_path / 'c.sqlite3'}")
    try:
        assert isinstance(store, SqliteStore) and store.path == str(tmp_path / "c.sqlite3")
    finally:
        await store.close()
    with pytest.raises(DatabaseError) as refused:
        await factory.open_store("mysql://gin:secret@db.example/gin")
    assert str(refused.value) == (
        "GIN_DATABASE names a mysql:// database, and the bot keeps its data in SQLite or "
        "PostgreSQL: set GIN_DATABASE to a file path, a sqlite:/// URL or a postgresql:// URL."
    )
    assert await factory.last_heartbeat("mysql://gin:secret@db.example/gin") is None
    # Nobody listens on port 1: no heartbeat, and nothing written beside the files.
    assert await factory.last_heartbeat("postgresql://gin:secret@127.0.0.1:1/gin") is None
    # Each database and its process lock (kept: removing it could let two processes in).
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        f"{name}.sqlite3{lock}" for name in "abc" for lock in ("", ".lock")
    )


async def test_a_second_process_on_one_file_is_refused_until_the_first_is_gone(
    tmp_path: Path,
) -> None:
    path = tmp_path / "gin.sqlite3"
    store = await SqliteStore.open(path)
    try:
        with pytest.raises(DatabaseError) as refused:
            await SqliteStore.open(path)
        assert str(refused.value) == (
            f"Another bot process is using {path}: stop it first. A SQLite database serves one "
            "process; to run several, move to PostgreSQL (python -m bot move-to, see "
            "docs/scaling.md)."
        )
        # Reading is no use of it: check and backup still work beside the running bot.
        assert check_schema(path) == latest_version()
    finally:
        await store.close()
    again = await SqliteStore.open(path)
    await again.close()
    # A process killed while it holds the file lets go of it with its death.
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "open"
        with pytest.raises(DatabaseError, match="Another bot process"):
            await SqliteStore.open(path)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    after = await SqliteStore.open(path)
    await after.close()


HOLDER = """
import asyncio, sys
from bot.store.sqlite import SqliteStore, check_schema, latest_version

async def main():
    store = await SqliteStore.open(sys.argv[1])
    print("open", flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


async def test_a_save_arriving_during_a_take_over_is_refused(
    tmp_path: Path, opened: Callable
) -> None:
    path = tmp_path / "gin.sqlite3"
    store = await opened(path)
    fence = Fence(0, await store.take_lease(0, "first", 400.0))
    row = await new_row(store, fence=fence)
    moved = GameRow(**{**_fields(row), "status": GameStatus.ACTIVE, "state": "{}", "version": 1})
    # Another writer's take-over, not yet committed, holds the file's write lock.
    taker = sqlite3.connect(path, isolation_level=None)
    try:
        taker.execute("BEGIN IMMEDIATE")
        taker.execute("UPDATE shard_leases SET epoch = epoch + 1 WHERE shard = 0")
        save = asyncio.create_task(store.save(moved, expected_version=0, fence=fence))
        for _ in range(5):  # the save on its way to the lock: it waits there (busy_timeout)
            await asyncio.sleep(0)
        assert not save.done()
        taker.execute("COMMIT")
    finally:
        taker.close()
    # Whether it reached the lock before the commit or after, it reads the lease as taken.
    with pytest.raises(Fenced):
        await save
    assert await store.get_game(row.id) == row
