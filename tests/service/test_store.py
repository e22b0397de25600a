"""The store: migrations, round trips, versions, and rows that cannot be read."""

import json
from pathlib import Path

import pytest

from bot.engine import Rules
from bot.store import ConflictError, DealRow, ResultRow, Store


async def open_store(tmp_path: Path) -> Store:
    return await Store.open(tmp_path / "gin.sqlite3")


async def new_row(store: Store):  # type: ignore[no-untyped-def]
    return await store.create_game(
        guild_id=1,
        channel_id=2,
        players=(10, 20),
        rules=Rules(),
        turn_seconds=600,
        deadline=1000.0,
        now=400.0,
    )


async def test_migrations_apply_once_and_wal_is_on(tmp_path: Path) -> None:
    store = await open_store(tmp_path)
    assert await store.schema_version() == 1
    await store.close()
    again = await open_store(tmp_path)  # re-opening does not re-run 001
    assert await again.schema_version() == 1
    async with again._db.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    await again.close()


async def test_game_row_round_trip_with_deals_and_result(tmp_path: Path) -> None:
    store = await open_store(tmp_path)
    row = await new_row(store)
    row.status, row.state, row.version, row.updated_at = "active", '{"x": 1}', 1, 500.0
    await store.save(row, expected_version=0, deals=[DealRow(1, 10, "gin", 20, 40)])
    loaded = await store.get_game(row.id)
    assert loaded == row
    row.status, row.version = "finished", 2
    result = ResultRow(20, 10, "target", None, 300, 80, False, 1)
    await store.save(row, expected_version=1, result=result)
    assert await store.result_of(row.id) == result
    assert await store.deals_of(row.id) == [DealRow(1, 10, "gin", 20, 40)]
    games, bad = await store.live_games()
    assert games == [] and bad == []
    await store.close()


async def test_a_stale_version_writes_nothing(tmp_path: Path) -> None:
    store = await open_store(tmp_path)
    row = await new_row(store)
    row.version, row.status = 1, "active"
    row.state = "{}"
    await store.save(row, expected_version=0)
    row.version = 2
    with pytest.raises(ConflictError):
        await store.save(row, expected_version=0, deals=[DealRow(1, 10, "gin", 20, 40)])
    assert await store.deals_of(row.id) == []  # the deal row rolled back with the update
    assert (await store.get_game(row.id)).version == 1  # type: ignore[union-attr]
    await store.close()


@pytest.mark.parametrize(
    ("column", "value", "fault"),
    [
        ("status", "'active'", "without a state"),
        ("rules", "'{\"knock_limit\": 99}'", "bad rules"),
        ("rules", "'not json'", "bad rules"),
        ("player1", "10", "both players"),
        ("version", "'seven'", "version"),
    ],
)
async def test_a_malformed_row_is_named_and_set_aside(
    tmp_path: Path, column: str, value: str, fault: str
) -> None:
    store = await open_store(tmp_path)
    good = await new_row(store)
    bad = await new_row(store)
    await store.execute("PRAGMA ignore_check_constraints = ON")
    await store.execute(f"UPDATE games SET {column} = {value} WHERE id = ?", (bad.id,))
    games, problems = await store.live_games()
    assert [g.id for g in games] == [good.id]
    assert len(problems) == 1 and f"game {bad.id}" in str(problems[0])
    assert fault in str(problems[0])
    await store.close()


def test_rules_are_stored_as_json() -> None:
    assert json.loads(json.dumps(Rules().to_dict()))["knock_limit"] == 10


async def test_concurrent_saves_commit_together_and_a_stale_one_fails_alone(
    tmp_path: Path,
) -> None:
    import asyncio

    store = await open_store(tmp_path)
    rows = [await new_row(store) for _ in range(30)]
    for row in rows:
        row.status, row.state, row.version = "active", "{}", 1
    stale = rows[7]
    stale.version = 5  # claims to follow version 4, but the stored one is 0
    outcomes = await asyncio.gather(
        *(
            store.save(row, expected_version=row.version - 1, deals=[DealRow(1, 10, "gin", 20, 9)])
            for row in rows
        ),
        return_exceptions=True,
    )
    assert [i for i, o in enumerate(outcomes) if isinstance(o, ConflictError)] == [7]
    assert sum(o is None for o in outcomes) == 29
    for row in rows:
        stored = await store.get_game(row.id)
        assert stored is not None
        assert stored.version == (0 if row is stale else 1)
        assert len(await store.deals_of(row.id)) == (0 if row is stale else 1)
    await store.close()
