"""The lease fence through the store's interface, on every backend: once another process took a
shard, every kind of write the service makes under its fence (a move, a move that owes a post,
a deal's end, a deadline's forfeit, an acceptance, a new challenge, a tournament made or
changed) is refused with :class:`Fenced` and changes nothing, however the take-over falls
between the process's read and its write; saves committed together refuse only the taken
shard's. (A take-over while the write itself is in flight: the backends' own modules.)"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from bot.model import Fence, GameRow, GameStatus, Post, PostKind, Timer, TimerKind
from bot.model.tournaments import Entry, TournamentPost, TournamentPostKind, TournamentRow
from bot.store import ConflictError, Fenced, Store
from tests.store.rows import new_row
from tests.store.test_contract import GIN_BY_SEAT_1, RESULTS, changed
from tests.store.test_tournament_contract import EVENT

TURN = Timer(TimerKind.TURN, 2000.0, 1700.0)


@dataclass(frozen=True)
class Read:
    """What the process read before it writes: a challenge, a game in play, an event."""

    challenge: GameRow
    active: GameRow
    event: TournamentRow


async def made(store: Store, fence: Fence) -> Read:
    """A challenge, a game in play and an event open for sign-up, made under ``fence``."""
    challenge = await new_row(store, (10, 20), fence=fence)
    row = await new_row(store, (30, 40), channel_id=3, fence=fence)
    state = json.dumps({"players": ["30", "40"]})  # as a game keeps them
    active = changed(row, status=GameStatus.ACTIVE, state=state, version=1, timers=(TURN,))
    active = changed(active, accepted=(True, True), updated_at=450.0)
    await store.save(
        active, expected_version=0, accepted=[40], timers_before=row.timers, fence=fence
    )
    event = await store.create_tournament(EVENT, detail="Gin night", fence=fence)
    return Read(challenge, active, event)


async def read_back(store: Store, read: Read) -> Read:
    """``read``'s rows as stored now."""
    challenge = await store.get_game(read.challenge.id)
    active = await store.get_game(read.active.id)
    event = await store.tournament(read.event.id)
    assert challenge is not None and active is not None and event is not None
    return Read(challenge, active, event.row)


async def everything(store: Store) -> tuple[Any, ...]:
    """What the service and the members can see of the server's games, posts, results and
    events (a write that changed nothing leaves it equal)."""
    games, bad = await store.live_games()
    events, broken = await store.live_tournaments()
    return (
        games,
        bad,
        [(p, p.saved_at) for p in await store.pending_posts()],
        [(p, p.saved_at) for p in await store.pending_tournament_posts()],
        await store.challenges_since(0.0),
        [(e.row, e.entries, e.matches) for e in events],
        broken,
        await store.recent_tournaments(1),
        [await store.history(1, member) for member in (10, 20, 30, 40)],
    )


async def a_move(store: Store, read: Read, fence: Fence) -> None:
    row = read.active
    moved = changed(row, state='{"moved": 1}', version=row.version + 1, updated_at=500.0)
    await store.save(moved, expected_version=row.version, timers_before=row.timers, fence=fence)


async def a_reminder(store: Store, read: Read, fence: Fence) -> None:
    """A deadline's reminder: a post owed and the timer marked, no new version."""
    row = read.active
    reminded = changed(row, timers=(replace(TURN, remind_at=None),), updated_at=500.0)
    post = Post(row.id, row.version, 0, PostKind.REMINDER, 1, member_id=30)
    await store.save(
        reminded,
        expected_version=row.version,
        posts=[post],
        timers_before=row.timers,
        fence=fence,
    )


async def a_deals_end(store: Store, read: Read, fence: Fence) -> None:
    row = read.active
    dealt = changed(row, state='{"dealt": 2}', version=row.version + 1, updated_at=500.0)
    showdown = Post(row.id, dealt.version, 0, PostKind.SHOWDOWN, 1)
    await store.save(
        dealt,
        expected_version=row.version,
        deals=[GIN_BY_SEAT_1],
        posts=[showdown],
        timers_before=row.timers,
        fence=fence,
    )


async def a_forfeit(store: Store, read: Read, fence: Fence) -> None:
    """A deadline ran out: the game ends, its results recorded and its score sheet owed."""
    row = read.active
    done = changed(row, status=GameStatus.FINISHED, version=row.version + 1, timers=())
    sheet = Post(row.id, done.version, 0, PostKind.RESULT, 1)
    results = [replace(r, member_id=m) for r, m in zip(RESULTS, row.players, strict=True)]
    await store.save(
        done,
        expected_version=row.version,
        results=results,
        posts=[sheet],
        timers_before=row.timers,
        fence=fence,
    )


async def an_acceptance(store: Store, read: Read, fence: Fence) -> None:
    row = read.challenge
    state = json.dumps({"players": ["10", "20"]})
    accepted = changed(row, status=GameStatus.ACTIVE, state=state, version=1, accepted=(True, True))
    accepted = changed(accepted, timers=(TURN,), updated_at=500.0)
    await store.save(
        accepted, expected_version=0, accepted=[20], timers_before=row.timers, fence=fence
    )


async def a_challenge(store: Store, read: Read, fence: Fence) -> None:
    await new_row(store, (50, 60), channel_id=4, fence=fence)


async def a_tournament(store: Store, read: Read, fence: Fence) -> None:
    await store.create_tournament(replace(EVENT, name="Gin day"), detail="Gin day", fence=fence)


async def a_sign_up(store: Store, read: Read, fence: Fence) -> None:
    """An event changed: an entry, and the post that announces it owed."""
    event = read.event
    await store.save_tournament(
        replace(event, version=event.version + 1),
        expected_version=event.version,
        entries=[Entry(70, "M70", 505.0, tiebreak=3)],
        posts=[TournamentPost(event.id, 3, TournamentPostKind.ROUND, 0)],
        now=505.0,
        fence=fence,
    )


Write = Callable[[Store, Read, Fence], Awaitable[None]]
WRITES: list[Write] = [
    a_move,
    a_reminder,
    a_deals_end,
    a_forfeit,
    an_acceptance,
    a_challenge,
    a_tournament,
    a_sign_up,
]


@pytest.mark.parametrize("write", WRITES, ids=[w.__name__ for w in WRITES])
async def test_a_shard_taken_after_the_read_refuses_the_write(store: Store, write: Write) -> None:
    first = Fence(0, await store.take_lease(0, "first", 400.0))
    written = await made(store, first)
    before = await everything(store)
    read = await read_back(store, written)  # the process reads what it will write...
    second = Fence(0, await store.take_lease(0, "second", 510.0))  # ...another takes the shard

    with pytest.raises(Fenced) as refused:
        await write(store, read, first)
    assert refused.value.shards == (0,)
    assert await everything(store) == before
    # The same write by the process that holds the shard now: it was refused for its fence.
    await write(store, read, second)
    assert await everything(store) != before


async def test_saves_committed_together_refuse_only_the_taken_shards(store: Store) -> None:
    fences = [Fence(shard, await store.take_lease(shard, "first", 400.0)) for shard in (0, 1)]
    # The store checks the fence a write carries (its server's shard is the service's to find).
    rows = [await new_row(store, (i, 1000 + i), fence=fences[i % 2]) for i in range(8)]
    await store.take_lease(0, "second", 510.0)
    saved = [changed(r, status=GameStatus.ACTIVE, state="{}", version=1) for r in rows]
    outcomes = await asyncio.gather(
        *(
            store.save(row, expected_version=0, deals=[GIN_BY_SEAT_1], fence=fences[i % 2])
            for i, row in enumerate(saved)
        ),
        return_exceptions=True,
    )
    assert [type(o).__name__ for o in outcomes] == ["Fenced", "NoneType"] * 4
    for i, row in enumerate(rows):
        stored = await store.get_game(row.id)
        assert stored is not None and stored.version == i % 2


async def test_a_refused_write_says_why(store: Store) -> None:
    fence = Fence(0, await store.take_lease(0, "first", 400.0))
    row = await new_row(store, fence=fence)
    stale = changed(row, status=GameStatus.ACTIVE, state="{}", version=2)
    with pytest.raises(ConflictError) as conflict:  # the version moved, the lease did not
        await store.save(stale, expected_version=1, fence=fence)
    assert not isinstance(conflict.value, Fenced)
    await store.take_lease(0, "second", 510.0)
    # Both: the process must let the shard go, so the taken shard is what it is told.
    with pytest.raises(Fenced):
        await store.save(stale, expected_version=1, fence=fence)
