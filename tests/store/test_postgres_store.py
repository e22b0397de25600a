"""What only the PostgreSQL backend has: its types keep what Discord and the clock give (64-bit
snowflakes, fractions of seconds), its migrations run once however many processes start
together, its refusals are one sentence without the password, and the rules that must hold
across processes (one live table per member, the version check, ratings of one server) hold
between two stores on one database, as between two bot processes."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from dataclasses import replace

import asyncpg
import pytest

from bot.engine import Rules
from bot.model import Fence, GameRow, GameStatus, Post, PostKind, Timer, TimerKind
from bot.store import ConflictError, DatabaseError, Fenced, MemberBusy, Store
from bot.store.factory import check_database, open_store, pending_migrations
from tests.store.test_contract import RESULTS, changed, finish
from tests.support.store_reads import ratings_of

SNOWFLAKE = 1_234_567_890_123_456_789  # a Discord id: far past 32 bits
NOW = 1_764_590_400.123456  # a Unix time with its microseconds


@pytest.fixture
def url(postgres_url: str) -> str:
    return postgres_url


@pytest.fixture
async def two(url: str) -> AsyncIterator[tuple[Store, Store]]:
    """Two stores on one database: two bot processes, as far as the database can tell."""
    first = await open_store(url)
    second = await open_store(url)
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


async def test_snowflakes_and_times_come_back_exactly(url: str) -> None:
    store = await open_store(url)
    try:
        row = await store.create_game(
            guild_id=SNOWFLAKE,
            channel_id=SNOWFLAKE + 1,
            players=(SNOWFLAKE + 2, SNOWFLAKE + 3),
            rules=Rules(),
            turn_seconds=600,
            timer=Timer(TimerKind.CHALLENGE, NOW + 900.5),
            now=NOW,
        )
        stored = await store.get_game(row.id)
        assert stored == row
        assert stored.players == (SNOWFLAKE + 2, SNOWFLAKE + 3) and stored.created_at == NOW
        await store.heartbeat(NOW)
        assert await store.last_alive() == NOW
    finally:
        await store.close()


async def test_processes_starting_together_migrate_once(url: str) -> None:
    stores = await asyncio.gather(*(open_store(url) for _ in range(4)))
    try:
        assert await check_database(url) == 11
        assert pending_migrations(url, 11) == []
        connection = await asyncpg.connect(url)
        try:
            marker = await connection.fetch("SELECT application, version FROM gin_rummy_schema")
        finally:
            await connection.close()
        assert [tuple(r) for r in marker] == [("gin-rummy-bot", 11)]
        keys = {await store.control_key() for store in stores}
        assert len(keys) == 1  # one key for every process
    finally:
        for store in stores:
            await store.close()


async def test_one_live_table_per_member_holds_across_processes(
    two: tuple[Store, Store],
) -> None:
    async def challenge(store: Store, opponent: int) -> object:
        try:
            return await store.create_game(
                guild_id=1,
                channel_id=2,
                players=(10, opponent),
                rules=Rules(),
                turn_seconds=600,
                timer=Timer(TimerKind.CHALLENGE, 1000.0),
                now=400.0,
            )
        except MemberBusy as exc:
            return exc

    outcomes = await asyncio.gather(*(challenge(s, 20 + n) for n, s in enumerate(two * 3)))
    made = [o for o in outcomes if not isinstance(o, MemberBusy)]
    assert len(made) == 1
    assert all(o.members == (10,) for o in outcomes if isinstance(o, MemberBusy))


async def test_a_move_saved_by_two_processes_is_applied_once(two: tuple[Store, Store]) -> None:
    first, second = two
    row = await first.create_game(
        guild_id=1,
        channel_id=2,
        players=(10, 20),
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
    )
    moved = changed(row, status=GameStatus.ACTIVE, state='{"x": 1}', version=1)
    outcomes = await asyncio.gather(
        first.save(moved, expected_version=0, timers_before=row.timers),
        second.save(moved, expected_version=0, timers_before=row.timers),
        return_exceptions=True,
    )
    assert sorted(type(o).__name__ for o in outcomes) == ["ConflictError", "NoneType"]
    assert (await second.get_game(row.id)) == moved
    with pytest.raises(ConflictError):
        await first.save(moved, expected_version=0)


async def test_games_finishing_in_two_processes_both_count_for_a_shared_member(
    two: tuple[Store, Store],
) -> None:
    first, second = two
    # Member 20 wins one game in each process at the same moment: neither rating update may
    # read the rows the other is writing.
    rows = [
        await store.create_game(
            guild_id=1,
            channel_id=channel,
            players=(10 + channel, 20),
            rules=Rules(),
            turn_seconds=600,
            timer=Timer(TimerKind.CHALLENGE, 1000.0),
            now=400.0,
        )
        for store, channel in ((first, 2), (second, 3))
    ]
    results = [[replace(RESULTS[0], member_id=10 + channel), RESULTS[1]] for channel in (2, 3)]
    await asyncio.gather(finish(first, rows[0], results[0]), finish(second, rows[1], results[1]))
    ratings = await ratings_of(first, 1)
    assert ratings[20][3] == 2  # two rated games, not one overwritten by the other
    stats = await second.member_stats(1, 20)
    assert stats is not None and stats.games == 2 and stats.wins == 2


async def test_a_refusal_is_one_sentence_without_the_password(url: str) -> None:
    server = url.rsplit("/", 1)[0].removeprefix("postgresql://postgres@")
    cases = {
        f"postgresql://nobody:s3cret-pw@{server}/postgres": "refused the user nobody",
        f"postgresql://postgres:s3cret-pw@{server}/no_such_db": "does not exist",
        "postgresql://postgres:s3cret-pw@127.0.0.1:1/gin": "can't be reached",
    }
    for database, words in cases.items():
        with pytest.raises(DatabaseError) as refused:
            await open_store(database)
        text = str(refused.value)
        assert words in text and "s3cret" not in text, text
        assert text.count(". ") == 0 and text.endswith("."), text


async def test_another_applications_database_or_a_newer_schema_is_refused(url: str) -> None:
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("CREATE TABLE invoices (id BIGINT)")
        with pytest.raises(DatabaseError, match="another application's tables"):
            await open_store(url)
        await connection.execute("DROP TABLE invoices")
        store = await open_store(url)
        await store.close()
        await connection.execute("UPDATE gin_rummy_schema SET version = 99")
        with pytest.raises(DatabaseError, match="newer release of the bot"):
            await open_store(url)
        await connection.execute("UPDATE gin_rummy_schema SET application = 'other'")
        with pytest.raises(DatabaseError, match="belongs to another application"):
            await check_database(url)
        tables = await connection.fetchval(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
        )
        assert tables > 10  # refusing wrote nothing and dropped nothing
    finally:
        await connection.close()


WATCH_POLLS = 6000  # a minute of polls: only a hang runs out of them, not a slow machine


async def _until(watcher: asyncpg.Connection, condition: Callable[[int], bool]) -> None:
    """Poll the database's sessions waiting for a lock until ``condition`` holds of their
    number (a condition, not a time: it fails only if it never holds)."""
    for _ in range(WATCH_POLLS):
        waiting = await watcher.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND wait_event_type = 'Lock'"
        )
        if condition(int(waiting)):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the sessions never got where the test needs them")


async def _a_game(store: Store, fence: Fence) -> GameRow:
    return await store.create_game(
        guild_id=1,
        channel_id=2,
        players=(10, 20),
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
        fence=fence,
    )


@pytest.mark.parametrize("owes_a_post", [False, True], ids=["a move", "a move owing a post"])
async def test_a_save_arriving_during_a_take_over_waits_for_it_and_is_refused(
    two: tuple[Store, Store], url: str, owes_a_post: bool
) -> None:
    first, _ = two
    fence = Fence(0, await first.take_lease(0, "first", 400.0))
    row = await _a_game(first, fence)
    moved = changed(row, status=GameStatus.ACTIVE, state='{"x": 1}', version=1)
    posts = [Post(row.id, 1, 0, PostKind.SHOWDOWN, 1)] if owes_a_post else []
    taker, watcher = await asyncpg.connect(url), await asyncpg.connect(url)
    try:
        # Another process's take-over, not yet committed, holds the lease row.
        taking = taker.transaction()
        await taking.start()
        await taker.execute(
            "UPDATE shard_leases SET epoch = epoch + 1, holder = 'second' WHERE shard = 0"
        )
        save = asyncio.create_task(first.save(moved, expected_version=0, posts=posts, fence=fence))
        await _until(watcher, lambda waiting: waiting >= 1 or save.done())
        assert not save.done()  # the save's statement waits for the take-over...
        await taking.commit()
        with pytest.raises(Fenced):  # ...then reads the lease as the take-over left it
            await save
    finally:
        await taker.close()
        await watcher.close()
    assert await first.get_game(row.id) == row
    assert await first.pending_posts() == []


async def test_a_take_over_during_a_save_never_misses_the_saved_move(
    two: tuple[Store, Store], url: str
) -> None:
    first, second = two
    fence = Fence(0, await first.take_lease(0, "first", 400.0))
    row = await _a_game(first, fence)
    moved = changed(row, status=GameStatus.ACTIVE, state='{"x": 1}', version=1)
    holder, watcher = await asyncpg.connect(url), await asyncpg.connect(url)
    try:
        # Another statement holds the game's row a moment, so the save's statement stops
        # there, part way through.
        holding = holder.transaction()
        await holding.start()
        await holder.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", row.id)
        save = asyncio.create_task(first.save(moved, expected_version=0, fence=fence))
        await _until(watcher, lambda waiting: waiting >= 1)

        async def take_over() -> GameRow | None:
            await second.take_lease(0, "second", 510.0)
            return await second.get_game(row.id)  # what the new holder loads

        taking = asyncio.create_task(take_over())
        await _until(watcher, lambda waiting: waiting >= 2 or taking.done())
        await holding.rollback()
        (saved,) = await asyncio.gather(save, return_exceptions=True)
        loaded = await taking
    finally:
        await holder.close()
        await watcher.close()
    # The save landed before the take-over and the new holder loads it, or it was refused.
    if saved is None:
        assert loaded == moved
    else:
        assert isinstance(saved, Fenced) and loaded == row
