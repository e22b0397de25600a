"""The store's contract, through its interface only (``bot.store.Store``), for every backend
(the ``store`` fixture): round trips of games, versions, the one-live-table-per-member rule,
the outbox, rematches, pings, members' choices, settings and seasons, standings, forgetting a
member, and the bot's own state per shard."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.engine import HandResult, OutcomeKind, Rules
from bot.model import (
    CommandSync,
    ConfirmAction,
    Confirmation,
    Fence,
    GameRow,
    GameStatus,
    LeaderboardSort,
    Ping,
    Post,
    PostKind,
    ResultRow,
    Shards,
    Timer,
    TimerKind,
    is_former_member,
)
from bot.model.cards import DEFAULT_STYLE, CardOrder, CardStyle, SuitColours
from bot.model.settings import ServerSettings
from bot.store import ConflictError, Fenced, MemberBusy, RematchTaken, Store
from tests.store.rows import new_row

# Deal 1, dealt by seat 0, won by seat 1 with gin for 40 (players as the game's indexes).
GIN_BY_SEAT_1 = HandResult(1, 1, 0, (0, 1), 0, OutcomeKind.GIN, 1, 1, 40)
# A two-player game won by member 20 (seat 1), 300 to 80.
RESULTS = [
    ResultRow(10, 0, None, 2, 80, 0, 0, 0, 0, 0, "target", None, False, False, 1),
    ResultRow(20, 1, None, 1, 300, 40, 1, 1, 0, 0, "target", None, False, False, 1),
]


def changed(row: GameRow, **fields: object) -> GameRow:
    values = {name: getattr(row, name) for name in GameRow.__slots__}
    return GameRow(**{**values, **fields})  # type: ignore[arg-type]


async def finish(store: Store, row: GameRow, results: list[ResultRow] = RESULTS) -> GameRow:
    """Play ``row`` (a new challenge) to a finished game with ``results``."""
    state = json.dumps({"players": [str(p) for p in row.players]})  # as a game keeps them
    active = changed(row, status=GameStatus.ACTIVE, state=state, version=1, updated_at=450.0)
    await store.save(active, expected_version=0, timers_before=row.timers)
    done = changed(active, status=GameStatus.FINISHED, version=2, updated_at=500.0, timers=())
    await store.save(done, expected_version=1, results=results, timers_before=active.timers)
    return done


async def test_a_game_round_trips_with_its_timers_posts_and_results(store: Store) -> None:
    row = await new_row(store)
    assert await store.get_game(row.id) == row
    assert await store.get_game(row.id + 1000) is None
    turn = Timer(TimerKind.TURN, 2000.0, 1700.0)
    row = changed(row, status=GameStatus.ACTIVE, state='{"x": 1}', version=1, updated_at=500.0)
    row = changed(row, timers=(turn,))
    showdown = Post(row.id, 1, 0, PostKind.SHOWDOWN, 1)
    await store.save(row, expected_version=0, deals=[GIN_BY_SEAT_1], posts=[showdown])
    assert await store.get_game(row.id) == row
    assert await store.pending_posts() == [showdown]
    # Read back with the time of the commit that called for it: how long it has been owed.
    assert [p.saved_at for p in await store.pending_posts()] == [500.0]
    row = changed(row, status=GameStatus.FINISHED, version=2)
    sheet = Post(row.id, 2, 1, PostKind.RESULT, 1)
    await store.save(row, expected_version=1, results=RESULTS, posts=[sheet])
    stored = await store.get_game(row.id)
    assert stored is not None and stored.timers == ()  # a finished game has no timers
    # Finished, but its posts are owed: it still loads, until they are delivered.
    assert [g.id for g in (await store.live_games())[0]] == [row.id]
    await store.delete_post(showdown)
    await store.delete_post(sheet)
    assert await store.live_games() == ([], [])
    # Its members are free for a new game in the channel, and its result is in their history.
    await new_row(store)
    history = await store.history(1, 20)
    assert [(line.game_id, line.place) for line in history.lines] == [(row.id, 1)]
    assert history.lines[0].sides == (((20,), 300), ((10,), 80))


async def test_a_stale_version_writes_nothing(store: Store) -> None:
    row = await new_row(store)
    active = changed(row, status=GameStatus.ACTIVE, state="{}", version=1)
    await store.save(active, expected_version=0)
    stale = changed(active, version=2, timers=())
    post = Post(row.id, 2, 0, PostKind.SHOWDOWN, 1)
    with pytest.raises(ConflictError):
        await store.save(stale, expected_version=0, deals=[GIN_BY_SEAT_1], posts=[post])
    assert await store.pending_posts() == []
    assert await store.get_game(row.id) == active


async def test_one_live_table_per_member_per_channel(store: Store) -> None:
    await new_row(store, (10, 20))
    with pytest.raises(MemberBusy) as busy:
        await new_row(store, (30, 20))
    assert busy.value.members == (20,)
    await new_row(store, (30, 20), channel_id=3)  # another channel is another table
    await new_row(store, (30, 40))


async def test_concurrent_challenges_make_one_table(store: Store) -> None:
    pairs = [(10, 20), (20, 10), (10, 20), (20, 30), (30, 10)]
    outcomes = await asyncio.gather(*(new_row(store, p) for p in pairs), return_exceptions=True)
    made = [o for o in outcomes if isinstance(o, GameRow)]
    assert len(made) == 1, outcomes
    assert all(isinstance(o, MemberBusy) for o in outcomes if o not in made)


async def test_concurrent_saves_commit_together_and_a_stale_one_fails_alone(
    store: Store,
) -> None:
    rows = [await new_row(store, (i, 1000 + i)) for i in range(30)]
    saved = [changed(r, status=GameStatus.ACTIVE, state="{}", version=1) for r in rows]
    stale = 7
    saved[stale] = changed(saved[stale], version=5)  # the stored one is 0
    outcomes = await asyncio.gather(
        *(
            store.save(row, expected_version=row.version - 1, deals=[GIN_BY_SEAT_1])
            for row in saved
        ),
        return_exceptions=True,
    )
    assert [i for i, o in enumerate(outcomes) if isinstance(o, ConflictError)] == [stale]
    assert sum(o is None for o in outcomes) == 29
    for i, row in enumerate(rows):
        stored = await store.get_game(row.id)
        assert stored is not None and stored.version == (0 if i == stale else 1)


async def test_the_challenges_made_since_a_moment(store: Store) -> None:
    row = await new_row(store, (10, 20))
    assert await store.challenges_since(399.0) == [(1, 10, 400.0)]
    assert await store.challenges_since(400.0) == []
    assert row.accepted == (True, False)


async def test_a_rematch_is_made_once(store: Store) -> None:
    first = await finish(store, await new_row(store))
    assert await store.rematch_of(first.id) is None
    again = await new_row(store, (20, 10), rematch_of=first.id)
    assert await store.rematch_of(first.id) == again.id
    with pytest.raises(RematchTaken) as taken:
        await new_row(store, (10, 20), channel_id=3, rematch_of=first.id)
    assert taken.value.game_id == again.id


async def test_a_moved_table_and_its_post_are_kept_together(store: Store) -> None:
    row = await new_row(store)
    moved = Post(row.id, 0, 10, PostKind.MOVED, 0, message_id=555)
    assert await store.next_post_seq(row.id, 0, 10) == 10
    await store.move_table_message(row.id, 666, moved, now=500.0)
    assert await store.next_post_seq(row.id, 0, 10) == 11
    stored = await store.get_game(row.id)
    assert stored is not None and stored.table_message_id == 666
    assert [(p, p.saved_at) for p in await store.pending_posts()] == [(moved, 500.0)]
    await store.set_table_message(row.id, 777)
    stored = await store.get_game(row.id)
    assert stored is not None and stored.table_message_id == 777 and stored.version == 0
    await store.delete_posts(row.id)
    assert await store.pending_posts() == []


async def test_pings_and_members_choices(store: Store) -> None:
    row = await new_row(store)
    ping = Ping(row.id, 20, 2, 999)
    await store.add_ping(ping)
    assert await store.pings() == [ping]
    await store.delete_ping(ping)
    assert await store.pings() == []
    assert await store.refusing() == set() and await store.turn_pings_wanted() == set()
    await store.set_refuses(1, 20, True)
    await store.set_turn_ping(1, 20, True)
    await store.set_turn_ping(1, 10, True)
    await store.set_turn_ping(1, 10, False)
    assert await store.turn_pings_wanted() == {(1, 20)}
    assert await store.refusing() == {(1, 20)}  # one choice doesn't touch the other


async def test_how_members_see_their_cards(store: Store) -> None:
    assert await store.card_styles() == {}
    by_suit = CardStyle(CardOrder.SUIT, SuitColours.TWO)
    four = CardStyle(CardOrder.RANK, SuitColours.FOUR)
    await store.set_turn_ping(1, 20, True)  # a member row made by another choice first
    await store.set_card_style(1, 20, by_suit)
    await store.set_card_style(1, 10, four)
    await store.set_card_style(2, 10, CardStyle(CardOrder.SUIT, SuitColours.FOUR))
    await store.set_card_style(1, 10, CardStyle(CardOrder.SUIT, SuitColours.FOUR))
    await store.set_card_style(2, 10, DEFAULT_STYLE)  # chosen back: kept as chosen
    assert await store.card_styles() == {
        (1, 20): by_suit,
        (1, 10): CardStyle(CardOrder.SUIT, SuitColours.FOUR),
        (2, 10): DEFAULT_STYLE,
    }
    assert await store.turn_pings_wanted() == {(1, 20)}  # one choice doesn't touch another
    await new_row(store, (20, 30), names=("Bob", "Cat"))  # a name written later keeps it
    assert (await store.card_styles())[(1, 20)] == by_suit
    # Forgetting a member forgets their choice in that server only.
    await store.forget_member(1, 10)
    assert await store.card_styles() == {(1, 20): by_suit, (2, 10): DEFAULT_STYLE}


async def test_settings_seasons_and_names(store: Store) -> None:
    assert await store.server_settings() == ({}, [])
    settings = ServerSettings(challenge_limit=7, language="pl")
    await store.set_settings(1, settings, by=5, detail="limit 7", now=100.0)
    assert await store.server_settings() == ({1: settings}, [])
    assert await store.season(1) == 1
    assert await store.new_season(1, by=5, now=200.0) == 2
    assert await store.season(1) == 2 and await store.season(2) == 1
    await store.log_action(1, by=5, action="end", detail="game 3 ended", now=300.0)
    await new_row(store, names=("Ann", "Bob"))
    assert await store.names(1, [10, 20, 30]) == {10: "Ann", 20: "Bob"}
    assert await store.names(1, []) == {}


async def test_a_finished_rated_game_counts_and_recompute_keeps_it(store: Store) -> None:
    first = await finish(store, await new_row(store, names=("Ann", "Bob")))
    leaderboard = await store.leaderboard(1, sort=LeaderboardSort.WINS, min_games=1)
    assert [(line.rank, line.member_id, line.games, line.wins) for line in leaderboard.lines] == [
        (1, 20, 1, 1),
        (2, 10, 1, 0),
    ]
    winner = await store.member_stats(1, 20)
    assert winner is not None and (winner.games, winner.wins, winner.best_total) == (1, 1, 300)
    assert (winner.streak, winner.longest_streak, winner.name) == (1, 1, "Bob")
    loser = await store.member_stats(1, 10)
    assert loser is not None and (loser.streak, loser.longest_streak) == (-1, 0)
    assert loser.rating is not None and winner.rating is not None
    assert winner.rating > loser.rating
    h2h = await store.head_to_head(1, 20, 10)
    assert (h2h.games, h2h.ahead, h2h.behind, h2h.level) == (1, 1, 0, 0)
    assert await store.member_stats(1, 30) is None
    before = (winner, loser, leaderboard)
    await store.recompute()
    leaderboard = await store.leaderboard(1, sort=LeaderboardSort.WINS, min_games=1)
    assert (await store.member_stats(1, 20), await store.member_stats(1, 10), leaderboard) == before
    # A friendly game is kept in the history but counts for nothing.
    friendly = await finish(store, await new_row(store, rated=False))
    assert await store.member_stats(1, 20) == winner
    assert [line.game_id for line in (await store.history(1, 20)).lines] == [friendly.id, first.id]


async def test_a_forgotten_member_becomes_a_tombstone(store: Store) -> None:
    played = await finish(store, await new_row(store, names=("Ann", "Bob")))
    assert played.names == ("Ann", "Bob") == (await store.get_game(played.id)).names  # type: ignore[union-attr]
    await store.set_table_message(played.id, 77)
    live = await new_row(store, (20, 30), channel_id=3)
    with pytest.raises(MemberBusy):
        await store.forget_member(1, 30)  # still in a live challenge here
    await store.save(
        changed(live, status=GameStatus.CANCELLED, version=1, timers=()), expected_version=0
    )
    assert await store.tables_of(1, 10) == [played.id]
    assert await store.tables_of(1, 30) == []  # its challenge has no table message
    tombstone = await store.forget_member(1, 10)
    assert is_former_member(tombstone)
    assert await store.names(1, [10, tombstone]) == {}
    # Its games' table messages, to draw again without the name, which is gone from them too.
    assert await store.tables_of(1, 10) == [] and await store.tables_of(1, tombstone) == [played.id]
    assert (await store.get_game(played.id)).names == (None, "Bob")  # type: ignore[union-attr]
    assert await store.member_stats(1, 10) is None
    stats = await store.member_stats(1, tombstone)
    assert stats is not None and stats.games == 1
    assert (await store.history(1, 20)).lines[0].sides[1][0] == (tombstone,)
    assert await store.forget_member(1, 20) == tombstone - 1


async def test_heartbeat_and_downtime_are_kept_per_shard(store: Store) -> None:
    assert await store.last_alive() is None and await store.downtime() == 0.0
    await new_row(store)  # a commit at 400.0 is a sign of life too
    assert await store.last_alive() == 400.0
    await store.heartbeat(450.5, downtime=12.25)
    assert await store.last_alive() == 450.5 and await store.downtime() == 12.25
    assert await store.last_alive(1, 2) is None  # server 1's commit is shard 0's of 2
    await store.heartbeat(460.0, downtime=3.0, shard=1)
    assert await store.last_alive(1, 2) == 460.0 and await store.downtime(shard=1) == 3.0
    assert await store.last_alive() == 450.5 and await store.downtime() == 12.25
    await store.heartbeat(470.0)  # no downtime: the total stays
    assert await store.last_alive() == 470.0 and await store.downtime() == 12.25


async def test_the_heartbeats_health_reads_are_each_shards_own(store: Store) -> None:
    assert await store.heartbeats([0, 1, 2]) == {0: None, 1: None, 2: None}
    await store.heartbeat(450.5)
    await store.heartbeat(460.0, shard=2)
    assert await store.heartbeats([0, 1, 2]) == {0: 450.5, 1: None, 2: 460.0}
    assert await store.heartbeats([2]) == {2: 460.0}


async def test_a_process_reads_only_the_servers_of_its_shards(store: Store) -> None:
    # Servers 1 << 22 and 2 << 22 are shards 1 and 0 of two; both of one count, any of one.
    rows = {}
    for guild in (1 << 22, 2 << 22):
        rows[guild] = await store.create_game(
            guild_id=guild,
            channel_id=guild + 1,
            players=(10, 20),
            rules=Rules(),
            turn_seconds=600,
            timer=Timer(TimerKind.CHALLENGE, 1000.0),
            now=400.0,
        )
        posted = Post(rows[guild].id, 0, 0, PostKind.REMINDER, 1, 10)
        await store.move_table_message(rows[guild].id, guild + 2, posted, now=401.0)
        await store.add_ping(Ping(rows[guild].id, 10, guild + 1, guild + 3))
    first, second = Shards(2, (0,)), Shards(2, (1,))
    assert [g.guild_id for g in (await store.live_games(first))[0]] == [2 << 22]
    assert [g.guild_id for g in (await store.live_games(second))[0]] == [1 << 22]
    assert len((await store.live_games())[0]) == len((await store.live_games(Shards()))[0]) == 2
    assert [p.game_id for p in await store.pending_posts(second)] == [rows[1 << 22].id]
    assert [p.message_id for p in await store.pings(first)] == [(2 << 22) + 3]
    assert len(await store.pings(Shards(2, (0, 1)))) == 2


async def test_command_sync_is_kept_per_shard(store: Store) -> None:
    assert await store.last_command_sync() is None
    sync = CommandSync("abc", "global", 42)
    await store.record_command_sync(sync, 100.0)
    assert await store.last_command_sync() == sync
    assert await store.last_command_sync(shard=1) is None
    other = CommandSync("def", "guild 7", 42)
    await store.record_command_sync(other, 110.0, shard=1)
    assert await store.last_command_sync(shard=1) == other
    assert await store.last_command_sync() == sync


async def test_the_control_key_is_made_once(store: Store) -> None:
    key = await store.control_key()
    assert len(key) >= 16 and await store.control_key() == key


async def test_a_confirmation_is_answered_once(store: Store) -> None:
    asked = Confirmation("t1", 1, 5, ConfirmAction("season"), 1, "new season", 100.0)
    await store.add_confirmation(asked)
    assert await store.confirmation("t1") == asked
    assert await store.confirmation("t2") is None
    answers = await asyncio.gather(*(store.answer_confirmation("t1", 110.0) for _ in range(3)))
    assert sorted(answers) == [False, False, True]
    found = await store.confirmation("t1")
    assert found is not None and found.answered_at == 110.0
    assert await store.answer_confirmation("t2", 110.0) is False


async def test_a_shard_taken_by_another_process_refuses_the_first_ones_writes(
    store: Store,
) -> None:
    row = await new_row(store)  # server 1: shard 0 of any count
    first = await store.take_lease(0, "first", 500.0)
    assert await store.take_lease(0, "first", 501.0) == first  # its own again: the same
    fence = Fence(0, first)
    moved = changed(row, status=GameStatus.ACTIVE, state='{"x": 1}', version=1)
    await store.save(moved, expected_version=0, fence=fence)
    assert await store.heartbeat(502.0, downtime=1.0, shard=0, epoch=first)

    second = await store.take_lease(0, "second", 510.0)
    assert second == first + 1
    again = changed(moved, version=2)
    with pytest.raises(Fenced) as refused:
        await store.save(again, expected_version=1, fence=fence)
    assert refused.value.shards == (0,)
    assert await store.get_game(row.id) == moved  # nothing of the refused write
    # Its heartbeat neither renews nor writes: the other process's downtime stands.
    assert await store.heartbeat(515.0, downtime=9.0, shard=0, epoch=first) is False
    assert await store.downtime() == 1.0 and await store.last_alive() == 502.0
    with pytest.raises(Fenced):
        await new_row(store, channel_id=3, fence=fence)
    await store.save(again, expected_version=1, fence=Fence(0, second))
    await store.release_lease(0, first)  # not its lease any more: nothing happens
    assert await store.take_lease(0, "second", 520.0) == second


async def test_identify_slots_are_taken_one_process_at_a_time(store: Store) -> None:
    assert await store.claim_identify(0, 100.0, 5.0) == 0.0
    assert await store.claim_identify(0, 102.0, 5.0) == pytest.approx(3.0)
    assert await store.claim_identify(1, 102.0, 5.0) == 0.0  # another bucket: at once
    assert await store.claim_identify(0, 105.0, 5.0) == 0.0
    # Two processes at once: one gets the slot, the other waits for it.
    waits = await asyncio.gather(*(store.claim_identify(2, 200.0, 5.0) for _ in range(4)))
    assert sorted(waits) == [0.0, 5.0, 5.0, 5.0]
