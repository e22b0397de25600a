"""The store's contract for server tournaments, through its interface only, on every backend:
an event and its entries round trip; a round is paired once; a match's game is made once,
and its outcome is written with the game's result (unless an admin settled it first); the
event's outbox; forgetting an entrant."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from bot.engine import Rules
from bot.model import GameStatus, ResultRow, Shards, Timer, TimerKind, is_former_member
from bot.model.tournaments import (
    Entry,
    Match,
    MatchKey,
    MatchOutcome,
    TournamentFormat,
    TournamentPost,
    TournamentPostKind,
    TournamentRow,
    TournamentStatus,
)
from bot.store import ConflictError, MatchStarted, MemberBusy, Store
from tests.store.test_contract import changed

EVENT = TournamentRow(
    id=0,
    guild_id=1,
    channel_id=5,
    name="Gin night",
    format=TournamentFormat.SWISS,
    rules=Rules(),
    turn_seconds=600,
    rated=True,
    status=TournamentStatus.SIGN_UP,
    rounds=3,
    round=0,
    created_by=99,
    created_at=100.0,
    starts_at=700.0,
)


def entry(member: int, at: float = 110.0) -> Entry:
    return Entry(member, f"M{member}", at, tiebreak=member * 7 % 11)


async def running(store: Store, members: tuple[int, ...] = (10, 20, 30, 40)) -> TournamentRow:
    """An event with ``members`` signed up, started: round 1 paired 1 v 3, 2 v 4."""
    made = await store.create_tournament(EVENT, detail="Gin night, Swiss")
    signed = replace(made, version=1)
    await store.save_tournament(
        signed, expected_version=0, entries=[entry(m, 110.0 + i) for i, m in enumerate(members)]
    )
    started = replace(signed, status=TournamentStatus.RUNNING, round=1, version=2)
    seeded = [replace(entry(m, 110.0 + i), seed=i + 1) for i, m in enumerate(members)]
    first = [Match(1, 1, members[0], members[2]), Match(1, 2, members[1], members[3])]
    await store.save_tournament(
        started,
        expected_version=1,
        entries=seeded,
        matches=first,
        posts=[TournamentPost(made.id, 20, TournamentPostKind.ROUND, 1)],
        log_line=(99, "tournament start", "Gin night"),
        now=120.0,
    )
    return started


async def game_of(store: Store, event: TournamentRow, match: Match) -> int:
    assert match.b is not None
    row = await store.create_game(
        guild_id=1,
        channel_id=6,
        players=(match.a, match.b),
        rules=event.rules,
        turn_seconds=event.turn_seconds,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=130.0,
        match=MatchKey(event.id, match.round, match.table),
    )
    assert row.tournament_id == event.id and all(row.accepted)
    return row.id


async def test_an_event_round_trips_with_its_entries_matches_and_posts(store: Store) -> None:
    event = await running(store)
    stored = await store.tournament(event.id)
    assert stored is not None
    assert stored.row == event
    assert [e.member_id for e in stored.entries] == [10, 20, 30, 40]
    assert stored.seeds() == (10, 20, 30, 40)
    assert stored.entry(30) == Entry(30, "M30", 112.0, tiebreak=30 * 7 % 11, seed=3)
    assert stored.matches == (Match(1, 1, 10, 30), Match(1, 2, 20, 40))
    (owed,) = await store.pending_tournament_posts()
    assert owed == TournamentPost(event.id, 20, TournamentPostKind.ROUND, 1)
    assert owed.saved_at == 120.0  # the time of the change that called for it
    await store.delete_tournament_post(TournamentPost(event.id, 20, TournamentPostKind.ROUND, 1))
    assert await store.pending_tournament_posts() == []
    assert [r.id for r in await store.recent_tournaments(1)] == [event.id]
    assert await store.recent_tournaments(2) == []


async def test_a_stale_version_or_a_round_paired_twice_writes_nothing(store: Store) -> None:
    event = await running(store)
    with pytest.raises(ConflictError):
        await store.save_tournament(replace(event, version=3, round=2), expected_version=1)
    again = replace(event, version=3)
    with pytest.raises(ConflictError):  # round 1's table 1 is stored already
        await store.save_tournament(
            again,
            expected_version=2,
            matches=[Match(1, 1, 10, 20)],
            posts=[TournamentPost(event.id, 30, TournamentPostKind.ROUND, 1)],
        )
    stored = await store.tournament(event.id)
    assert stored is not None and stored.row == event
    assert stored.matches == (Match(1, 1, 10, 30), Match(1, 2, 20, 40))
    assert len(await store.pending_tournament_posts()) == 1


async def test_leaving_before_the_start_deletes_the_entry(store: Store) -> None:
    made = await store.create_tournament(EVENT, detail="Gin night")
    await store.save_tournament(
        replace(made, version=1), expected_version=0, entries=[entry(10), entry(20)]
    )
    await store.save_tournament(replace(made, version=2), expected_version=1, left=[10])
    stored = await store.tournament(made.id)
    assert stored is not None and [e.member_id for e in stored.entries] == [20]


async def test_a_match_game_is_made_once_and_its_end_is_the_match(store: Store) -> None:
    event = await running(store)
    first = Match(1, 1, 10, 30)
    game_id = await game_of(store, event, first)
    with pytest.raises(MatchStarted) as started:
        await game_of(store, event, first)
    assert started.value.game_id == game_id
    game = await store.get_game(game_id)
    assert game is not None and game.tournament_id == event.id
    # Its end, in the game's own transaction: the match's outcome.
    state = json.dumps({"players": ["10", "30"]})
    active = changed(game, status=GameStatus.ACTIVE, state=state, version=1, updated_at=140.0)
    await store.save(active, expected_version=0, timers_before=game.timers)
    done = changed(active, status=GameStatus.FINISHED, version=2, updated_at=150.0, timers=())
    results = [
        ResultRow(10, 0, None, 2, 80, 0, 0, 0, 0, 0, "target", None, False, False, 1),
        ResultRow(30, 1, None, 1, 120, 40, 1, 1, 0, 0, "target", None, False, False, 1),
    ]
    won = replace(
        first, game_id=game_id, outcome=MatchOutcome.WIN, winner=30, points_a=80, points_b=120
    )
    await store.save(done, expected_version=1, results=results, match=won)
    stored = await store.tournament(event.id)
    assert stored is not None and stored.match_of_game(game_id) == won
    assert stored.round_matches(1)[1] == Match(1, 2, 20, 40)


async def test_an_admins_settling_stands_against_a_later_game_end(store: Store) -> None:
    event = await running(store)
    second = Match(1, 2, 20, 40)
    game_id = await game_of(store, event, second)
    settled = replace(second, game_id=game_id, outcome=MatchOutcome.WIN, winner=40)
    await store.save_tournament(replace(event, version=3), expected_version=2, settled=[settled])
    game = await store.get_game(game_id)
    assert game is not None
    ended = changed(game, status=GameStatus.ABANDONED, version=1, timers=())
    lost = replace(settled, outcome=MatchOutcome.BOTH_LOSE, winner=None)
    await store.save(ended, expected_version=0, match=lost)
    stored = await store.tournament(event.id)
    assert stored is not None and stored.match_of_game(game_id) == settled
    # A match settled (a bye, a forfeit) takes no game.
    with pytest.raises(MatchStarted):
        await game_of(store, event, second)


async def test_live_events_are_read_per_shard(store: Store) -> None:
    event = await running(store)
    other = await store.create_tournament(replace(EVENT, guild_id=1 << 22), detail="elsewhere")
    live, bad = await store.live_tournaments()
    assert bad == [] and [t.id for t in live] == [event.id, other.id]
    mine, _ = await store.live_tournaments(Shards.of_cluster(2, 0, 2))
    assert [t.id for t in mine] == [event.id]
    over = replace(event, status=TournamentStatus.FINISHED, version=3)
    await store.save_tournament(over, expected_version=2)
    live, _ = await store.live_tournaments()
    assert [t.id for t in live] == [event.id, other.id]  # its round post is still owed
    await store.delete_tournament_post(TournamentPost(event.id, 20, TournamentPostKind.ROUND, 1))
    live, _ = await store.live_tournaments()
    assert [t.id for t in live] == [other.id]


async def test_an_entrant_is_forgotten_only_once_the_event_is_over(store: Store) -> None:
    event = await running(store)
    with pytest.raises(MemberBusy):
        await store.forget_member(1, 30)
    await store.save_tournament(
        replace(event, status=TournamentStatus.FINISHED, version=3), expected_version=2
    )
    tombstone = await store.forget_member(1, 30)
    assert is_former_member(tombstone)
    stored = await store.tournament(event.id)
    assert stored is not None
    assert stored.entry(30) is None
    assert stored.entry(tombstone) == Entry(tombstone, None, 112.0, 30 * 7 % 11, seed=3)
    assert stored.matches[0] == Match(1, 1, 10, tombstone)
