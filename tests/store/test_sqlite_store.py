"""The SQLite backend beyond the contract: migrations (databases of earlier releases upgraded
in place), WAL mode and the application id, the rows a save writes (deals, results), rows that
cannot be read, and the bot's state kept per shard under its old names."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.engine import HandResult, OutcomeKind, Rules
from bot.model import GameRow, GameStatus, Ping, Post, PostKind, ResultRow, Timer, TimerKind
from bot.store import ConflictError, DatabaseError, MemberBusy, RematchTaken, factory
from bot.store.sqlite import APPLICATION_ID, MIGRATIONS, SqliteStore, latest_version
from tests.support.store_reads import deals_of, execute, ratings_of, result_of

# Deal 1, dealt by seat 0, won by seat 1 with gin for 40 (players as the game's indexes).
GIN_BY_SEAT_1 = HandResult(1, 1, 0, (0, 1), 0, OutcomeKind.GIN, 1, 1, 40)


@pytest.fixture
async def opened() -> AsyncIterator[Callable[[Path], object]]:
    """Open stores that are closed at the end of the test, whatever happens (an open aiosqlite
    connection keeps the test process from exiting)."""
    stores: list[SqliteStore] = []

    async def open_(path: Path) -> SqliteStore:
        store = await SqliteStore.open(path)
        stores.append(store)
        return store

    yield open_
    for store in stores:
        await store.close()


async def new_row(
    store: SqliteStore, players: tuple[int, ...] = (10, 20), channel_id: int = 2
) -> GameRow:
    return await store.create_game(
        guild_id=1,
        channel_id=channel_id,
        players=players,
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
    )


def write_previous_release_database(path: Path) -> None:
    """A database as the previous release (schema 1, no application id) left it."""
    db = sqlite3.connect(path, isolation_level=None)
    script = (MIGRATIONS / "001_initial.sql").read_text(encoding="utf-8")
    db.executescript(f"BEGIN;\n{script}\nPRAGMA user_version = 1;\nCOMMIT;")
    db.execute("PRAGMA journal_mode=WAL")
    insert = (
        "INSERT INTO games (guild_id, channel_id, player0, player1, status, rules, turn_seconds, "
        "state, version, table_message_id, deadline, reminded, created_at, updated_at) "
        "VALUES (1, ?, ?, ?, ?, ?, 600, ?, ?, 77, ?, ?, 100.0, ?)"
    )
    rules = json.dumps(Rules().to_dict())
    rows = [
        (5, 10, 20, "active", rules, '{"x":1}', 3, 1000.0, 0, 400.0),
        (5, 20, 10, "challenge", rules, None, 0, 900.0, 0, 410.0),  # the old busy-check race
        (5, 10, 30, "finished", rules, '{"x":2}', 9, None, 0, 420.0),
        (6, 30, 40, "active", rules, '{"x":3}', 4, 1200.0, 1, 430.0),
    ]
    for row in rows:
        db.execute(insert, row)
    db.execute("INSERT INTO deals VALUES (3, 1, 10, 'gin', 10, 30, 420.0)")
    db.execute("INSERT INTO deals VALUES (3, 2, 10, 'undercut', 30, 45, 421.0)")
    db.execute("INSERT INTO results VALUES (3, 1, 10, 30, 'target', NULL, 230, 95, 0, 2, 422.0)")
    db.close()


async def test_a_new_database_is_migrated_stamped_and_in_wal_mode(
    tmp_path: Path, opened: Callable
) -> None:
    store = await opened(tmp_path / "gin.sqlite3")
    assert await store.schema_version() == latest_version() == 6
    async with store._db.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    async with store._db.execute("PRAGMA application_id") as cursor:
        assert (await cursor.fetchone())[0] == APPLICATION_ID
    await store.close()
    again = await opened(tmp_path / "gin.sqlite3")  # re-opening runs nothing again
    assert await again.schema_version() == 6


async def test_the_previous_release_database_upgrades_in_place(
    tmp_path: Path, opened: Callable
) -> None:
    path = tmp_path / "gin.sqlite3"
    write_previous_release_database(path)
    store = await opened(path)
    games, bad = await store.live_games()
    assert bad == []
    by_id = {g.id: g for g in games}
    assert set(by_id) == {1, 2, 4}  # the finished game is not loaded, and not lost
    assert by_id[1].players == (10, 20) and by_id[1].version == 3
    assert by_id[1].table_message_id == 77 and by_id[1].status is GameStatus.ACTIVE
    assert by_id[1].timers == (Timer(TimerKind.TURN, 1000.0, 700.0),)
    assert by_id[2].timers == (Timer(TimerKind.CHALLENGE, 900.0),)
    assert by_id[4].timers == (Timer(TimerKind.TURN, 1200.0, None),)  # already reminded
    finished = await store.get_game(3)
    assert finished is not None and finished.players == (10, 30) and finished.timers == ()
    # The deal rows name both players and the knocker now (the gin's winner knocked; the
    # undercut's loser did).
    assert await deals_of(store, 3) == [
        HandResult(1, 1, 0, (10, 30), 10, OutcomeKind.GIN, 10, 10, 30),
        HandResult(2, 2, 0, (10, 30), 10, OutcomeKind.UNDERCUT, 30, 10, 45),
    ]
    # One result row per player, with a placement and the counts the leaderboard needs.
    ten, thirty = await result_of(store, 3)
    assert (ten.member_id, ten.place, ten.grand_total, ten.points) == (10, 1, 230, 30)
    assert (thirty.member_id, thirty.place, thirty.grand_total, thirty.points) == (30, 2, 95, 45)
    assert (ten.hands_won, ten.gins, ten.undercuts_given, ten.undercuts_suffered) == (1, 1, 0, 1)
    assert (thirty.hands_won, thirty.undercuts_given, thirty.forfeited) == (1, 1, False)
    # Results recorded before ratings existed were rated by the migration.
    rated = await ratings_of(store, 1)
    assert set(rated) == {10, 30} and rated[10][2] > rated[30][2]
    # Game 2 came from the race the constraint now forbids: it keeps playing, but only game 1
    # holds its members' place in the channel, and nobody can add a third.
    with pytest.raises(MemberBusy):
        await new_row(store, (10, 50), channel_id=5)


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


async def test_a_schema_4_database_gains_rematches_moved_posts_and_pings(
    tmp_path: Path, opened: Callable
) -> None:
    """Migration 005 keeps the owed posts and members' choices of the release before it."""
    path = tmp_path / "gin.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    for number in range(1, 5):
        (script,) = MIGRATIONS.glob(f"{number:03d}_*.sql")
        db.executescript(f"BEGIN;\n{script.read_text(encoding='utf-8')}\nCOMMIT;")
    db.execute("PRAGMA user_version = 4")
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    rules = json.dumps(Rules().to_dict())
    db.execute(
        "INSERT INTO games (id, guild_id, channel_id, status, rules, turn_seconds, state, "
        "version, created_at, updated_at) VALUES (7, 1, 2, 'finished', ?, 600, '{}', 3, 1, 1)",
        (rules,),
    )
    for seat, member in enumerate((10, 20)):
        db.execute(
            "INSERT INTO game_members (game_id, seat, member_id, channel_id, live) "
            "VALUES (7, ?, ?, 2, 0)",
            (seat, member),
        )
    db.execute(
        "INSERT INTO outbox (game_id, version, seq, kind, deal, member_id, created_at) "
        "VALUES (7, 3, 1, 'result', 2, NULL, 1.0)"
    )
    db.execute("INSERT INTO members (guild_id, member_id, refuses_challenges) VALUES (1, 20, 1)")
    db.close()

    store = await opened(path)
    assert await store.schema_version() == 6
    assert await store.pending_posts() == [Post(7, 3, 1, PostKind.RESULT, 2)]
    assert await store.refusing() == {(1, 20)}
    assert await store.turn_pings_wanted() == set()  # off unless asked for
    await store.set_turn_ping(1, 20, True)
    await store.set_turn_ping(1, 10, True)
    await store.set_turn_ping(1, 10, False)
    assert await store.turn_pings_wanted() == {(1, 20)}
    assert await store.refusing() == {(1, 20)}  # one choice doesn't touch the other

    # One rematch per finished game: the second is refused with the first's number.
    assert await store.rematch_of(7) is None
    first = await store.create_game(
        guild_id=1,
        channel_id=2,
        players=(20, 10),
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
        rematch_of=7,
    )
    assert await store.rematch_of(7) == first.id
    with pytest.raises(RematchTaken) as taken:
        await store.create_game(
            guild_id=1,
            channel_id=3,
            players=(10, 20),
            rules=Rules(),
            turn_seconds=600,
            timer=Timer(TimerKind.CHALLENGE, 1000.0),
            now=400.0,
            rematch_of=7,
        )
    assert taken.value.game_id == first.id

    # A table moved: its new message and the post pointing the old one to it, together.
    moved = Post(first.id, 0, 10, PostKind.MOVED, 0, message_id=555)
    assert await store.next_post_seq(first.id, 0, 10) == 10
    await store.move_table_message(first.id, 666, moved, now=500.0)
    assert await store.next_post_seq(first.id, 0, 10) == 11
    assert (await store.get_game(first.id)).table_message_id == 666  # type: ignore[union-attr]
    assert moved in await store.pending_posts()

    ping = Ping(first.id, 20, 2, 999)
    await store.add_ping(ping)
    assert await store.pings() == [ping]
    await store.delete_ping(ping)
    assert await store.pings() == []


async def test_shard_0_keeps_the_old_names_and_another_shard_its_own(
    tmp_path: Path, opened: Callable
) -> None:
    path = tmp_path / "gin.sqlite3"
    store = await opened(path)
    await store.heartbeat(450.5, downtime=12.25)
    await store.heartbeat(460.0, downtime=3.0, shard=2)
    async with store._db.execute("SELECT name, value FROM bot_state ORDER BY name") as cursor:
        state = dict(await cursor.fetchall())
    assert {k: v for k, v in state.items() if k != "control_key"} == {
        "downtime": "12.25",
        "downtime:2": "3.0",
        "heartbeat": "450.5",
        "heartbeat:2": "460.0",
    }
    assert factory.last_heartbeat(path) == 450.5
    assert factory.last_heartbeat(f"sqlite:///{path}", shard=2) == 460.0
    assert factory.last_heartbeat(path, shard=1) is None


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
        await factory.open_store("postgresql://gin:secret@db.example/gin")
    assert str(refused.value) == (
        "GIN_DATABASE names a postgresql:// database, and this release keeps its data only in "
        "SQLite: set GIN_DATABASE to a file path (or a sqlite:/// URL)."
    )
    assert factory.last_heartbeat("postgresql://gin:secret@db.example/gin") is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.sqlite3", "b.sqlite3", "c.sqlite3"]
