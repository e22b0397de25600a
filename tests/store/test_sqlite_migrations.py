"""The SQLite backend's migrations: a new database is migrated, stamped and in WAL mode, and the
databases of earlier releases are upgraded in place (their rows kept, rated, constrained)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.engine import HandResult, OutcomeKind, Rules
from bot.model import GameStatus, LeaderboardSort, Ping, Post, PostKind, Timer, TimerKind
from bot.store import MemberBusy, RematchTaken
from bot.store.sqlite import APPLICATION_ID, MIGRATIONS, latest_version
from tests.store.rows import new_row
from tests.support.store_reads import deals_of, leaderboard_problems, ratings_of, result_of


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
    assert await store.schema_version() == latest_version() == 11
    async with store.connection.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    async with store.connection.execute("PRAGMA application_id") as cursor:
        assert (await cursor.fetchone())[0] == APPLICATION_ID
    await store.close()
    again = await opened(tmp_path / "gin.sqlite3")  # re-opening runs nothing again
    assert await again.schema_version() == 11


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
    # And the leaderboard's orders were built from the standings by migration 008.
    assert await leaderboard_problems(store) == []
    leaderboard = await store.leaderboard(1, sort=LeaderboardSort.WINS, member_id=30)
    assert [line.member_id for line in leaderboard.lines] == [10, 30] and leaderboard.mine.rank == 2
    # Game 2 came from the race the constraint now forbids: it keeps playing, but only game 1
    # holds its members' place in the channel, and nobody can add a third.
    with pytest.raises(MemberBusy):
        await new_row(store, (10, 50), channel_id=5)


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
    assert await store.schema_version() == 11
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
