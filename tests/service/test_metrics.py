"""What the table service and the computer's runner count, read as a monitor scrapes it (the
bot's registry): each move, each game's ending, each save and the conflicts among them, each
shard lost to another process, the posts owed and their age, the computer's decisions. Every
test counts a scripted sequence and checks each number moved by exactly what it did."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry

from bot.engine import (
    Action,
    Game,
    GameContext,
    Gin,
    Knock,
    PlayerView,
    Rules,
    simple_game_move,
    simple_move,
)
from bot.engine.computer import Level
from bot.metrics import GAME_ENDINGS, Metrics
from bot.model import ONE_PROCESS, Post, Shards
from bot.model.computer import computer_id, computer_level
from bot.model.tournaments import TournamentFormat
from bot.service import ChallengeRequest, ComputerRunner, SaveFailed, TableService
from bot.service.table import Event, Table
from bot.service.tournaments import TournamentService
from bot.store import Store
from bot.store.factory import open_store
from tests.support.games import ANN, BOB, CAT, DAN, Clock, no_computer
from tests.support.store_reads import execute

ADMIN = 9
SHARD_1_GUILD = 1 << 22  # Discord routes it to shard 1 of 2 (server 1 goes to shard 0)

OPEN: list[Store] = []


@pytest.fixture(autouse=True)
async def close_stores():  # type: ignore[no-untyped-def]
    yield
    while OPEN:
        await OPEN.pop().close()


def counting() -> Metrics:
    return Metrics(CollectorRegistry())


def read(metrics: Metrics, name: str, **labels: str) -> float:
    """A series as a scrape would serve it (it must be served)."""
    assert metrics.registry is not None
    value = metrics.registry.get_sample_value(name, labels)
    assert value is not None, f"{name}{labels} is not served"
    return value


def endings(metrics: Metrics) -> dict[str, float]:
    """The games ended so far by how, those that happened."""
    counted = {e: read(metrics, "gin_games_finished_total", ending=e) for e in GAME_ENDINGS}
    return {ending: count for ending, count in counted.items() if count}


def saves(metrics: Metrics) -> float:
    return read(metrics, "gin_db_commit_seconds_count")


async def service_at(
    path: Path,
    clock: Clock,
    metrics: Metrics,
    shards: Shards = ONE_PROCESS,
    store: Store | None = None,
) -> TableService:
    """A service over the database in ``path`` (or over ``store``, shared with another)."""
    if store is None:
        store = await open_store(path / "gin.sqlite3")
        OPEN.append(store)
    service = TableService(
        store,
        computer=no_computer,
        clock=clock,
        rng_for=lambda game_id: random.Random(game_id),
        shards=shards,
        metrics=metrics,
    )
    await service.load()
    return service


async def challenged(
    service: TableService,
    players: tuple[int, ...] = (ANN, BOB),
    guild_id: int = 1,
    channel_id: int = 5,
    **rules: int,
) -> int:
    request = ChallengeRequest(guild_id, channel_id, players, Rules(**rules), 600)
    return (await service.challenge(request)).id


async def started(
    service: TableService, guild_id: int = 1, channel_id: int = 5, **rules: int
) -> int:
    game_id = await challenged(service, guild_id=guild_id, channel_id=channel_id, **rules)
    await service.accept(game_id, BOB)
    return game_id


async def move(service: TableService, game_id: int) -> None:
    """The player to act plays (a knock or gin when they can: deals end soon)."""
    table = service.get(game_id)
    assert table is not None and table.game is not None
    player = table.acting[0]
    actions = table.game.deal.legal_actions()
    ends = [a for a in actions if isinstance(a, (Knock, Gin))]
    await service.act(game_id, player, table.view_version(player), (ends or actions)[0])


async def test_a_game_counts_each_move_each_save_and_its_end(tmp_path: Path) -> None:
    metrics = counting()
    service = await service_at(tmp_path, Clock(), metrics)
    # Every ending is served from the start, at 0: a monitor's rate() sees the first one.
    assert {e: read(metrics, "gin_games_finished_total", ending=e) for e in GAME_ENDINGS} == {
        e: 0.0 for e in GAME_ENDINGS
    }
    assert read(metrics, "gin_live_tables") == 0
    game_id = await challenged(service, target=10)
    assert read(metrics, "gin_live_tables") == 1  # a challenge is in play
    await service.accept(game_id, BOB)
    assert read(metrics, "gin_moves_total") == 0  # accepting is no move
    assert saves(metrics) == 1
    moves = 0
    while service.get(game_id) is not None:
        await move(service, game_id)
        moves += 1
        assert read(metrics, "gin_moves_total") == moves
    assert moves > 2  # a deal at least: draws, discards, an end
    assert saves(metrics) == 1 + moves
    assert endings(metrics) == {"finished": 1}
    assert read(metrics, "gin_live_tables") == 0
    assert read(metrics, "gin_version_conflicts_total") == 0
    assert read(metrics, "gin_lease_losses_total") == 0


async def test_the_computers_moves_count_as_moves(tmp_path: Path) -> None:
    thought: list[Action] = []

    async def thinker(view: PlayerView, level: Level, seed: str, game: GameContext) -> Action:
        top = view.table.discard_pile[-1] if view.table.discard_pile else None
        thought.append(simple_move(view.hand, view.legal_actions, top))
        return thought[-1]

    metrics = counting()
    store = await open_store(tmp_path / "gin.sqlite3")
    OPEN.append(store)
    service = TableService(
        store,
        computer=thinker,
        clock=Clock(),
        rng_for=lambda game_id: random.Random(game_id),
        computer_pause=0.0,
        metrics=metrics,
    )
    await service.load()
    await service.resume()
    game_id = await challenged(service, players=(ANN, computer_id(Level.EASY)))
    members = 0
    for _ in range(4):
        await computer_done(service, game_id)
        table = service.get(game_id)
        assert table is not None and table.game is not None and table.acting == (ANN,)
        move = simple_game_move(table.game, 0, knock=False)
        await service.act(game_id, ANN, table.view_version(ANN), move)
        members += 1
    await computer_done(service, game_id)
    await service.close()
    assert thought  # the computer played too
    assert read(metrics, "gin_moves_total") == members + len(thought)


async def computer_done(service: TableService, game_id: int) -> None:
    """Until the computer has played its turns at the table (each is a task of its own)."""
    for _ in range(200):
        table = service.get(game_id)
        if table is None or not any(computer_level(p) for p in table.acting):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the computer is still to move")


async def test_each_way_a_game_or_challenge_ends_counts_once_by_how(tmp_path: Path) -> None:
    clock = Clock()
    metrics = counting()
    service = await service_at(tmp_path, clock, metrics)

    resigned = await started(service)
    await service.resign(resigned, ANN)
    assert endings(metrics) == {"resigned": 1}

    declined = await challenged(service)
    await service.decline(declined, BOB)
    cancelled = await challenged(service)
    await service.decline(cancelled, ANN)  # the challenger withdraws it
    assert endings(metrics) == {"resigned": 1, "declined": 1, "cancelled": 1}

    ended = await started(service)
    await service.end(1, ended, by=CAT, reason="stuck")
    assert endings(metrics) == {"resigned": 1, "declined": 1, "cancelled": 1, "abandoned": 1}

    timed_out = await started(service)
    expired = await challenged(service, players=(CAT, 404))
    assert read(metrics, "gin_live_tables") == 2
    clock.now += 601  # past the turn's 10 minutes and the challenge's expiry
    await service.tick()
    assert endings(metrics) == {
        "resigned": 1,
        "declined": 1,
        "cancelled": 1,
        "abandoned": 1,
        "timeout": 1,
        "expired": 1,
    }
    assert service.get(timed_out) is None and service.get(expired) is None
    assert read(metrics, "gin_live_tables") == 0
    # Resignations, answers and timeouts are no moves; every one of them was a save.
    assert read(metrics, "gin_moves_total") == 0
    assert saves(metrics) == 9  # 3 accepts, a resignation, 2 answers, an end, 2 timeouts


async def test_a_save_refused_because_the_game_moved_on_is_a_version_conflict(
    tmp_path: Path,
) -> None:
    metrics = counting()
    service = await service_at(tmp_path, Clock(), metrics)
    game_id = await started(service)
    await move(service, game_id)
    # A copy of the game changed it behind this one's back: its memory is stale.
    await execute(service.store, "UPDATE games SET version = version + 1 WHERE id = ?", (game_id,))
    with pytest.raises(SaveFailed, match="refusal-save-failed"):
        await move(service, game_id)
    assert read(metrics, "gin_version_conflicts_total") == 1
    assert read(metrics, "gin_moves_total") == 1  # the refused one is no move
    assert saves(metrics) == 3  # the accept, the move, the refused save: each took its time
    assert read(metrics, "gin_lease_losses_total") == 0


async def test_each_shard_another_process_takes_is_one_lease_loss(tmp_path: Path) -> None:
    clock = Clock()
    store = await open_store(tmp_path / "gin.sqlite3")
    OPEN.append(store)
    both = Shards(2, (0, 1))
    first_metrics, second_metrics = counting(), counting()
    first = await service_at(tmp_path, clock, first_metrics, both, store)
    on_shard_0 = await started(first)
    on_shard_1 = await started(first, guild_id=SHARD_1_GUILD, channel_id=6)
    # A game resigned on each shard, shard 1's first: each owes its score sheet.
    for guild_id in (SHARD_1_GUILD, 1):
        over = await challenged(first, players=(CAT, DAN), guild_id=guild_id, channel_id=7)
        await first.accept(over, DAN)
        await first.resign(over, CAT)
        clock.now += 5
    assert read(first_metrics, "gin_live_tables") == 2
    assert read(first_metrics, "gin_outbox_backlog") == 2
    assert read(first_metrics, "gin_outbox_oldest_seconds") == 10

    # A second process starts on the same shards (a rolling restart): it takes both leases.
    second = await service_at(tmp_path, clock, second_metrics, both, store)
    assert second.get(on_shard_0) is not None and second.get(on_shard_1) is not None
    # The first learns of shard 1 from a save refused...
    with pytest.raises(SaveFailed, match="refusal-save-fenced"):
        await move(first, on_shard_1)
    assert read(first_metrics, "gin_lease_losses_total") == 1
    assert read(first_metrics, "gin_version_conflicts_total") == 0  # no game moved on
    assert read(first_metrics, "gin_live_tables") == 1  # shard 0's game is still its own
    # Shard 1's post is the other process's to send, and to count.
    assert read(first_metrics, "gin_outbox_backlog") == 1
    assert read(first_metrics, "gin_outbox_oldest_seconds") == 5
    # ... and of shard 0 from its heartbeat; each shard counts once, however it is told again.
    await first.heartbeat()
    assert read(first_metrics, "gin_lease_losses_total") == 2
    assert read(first_metrics, "gin_live_tables") == 0
    assert read(first_metrics, "gin_outbox_backlog") == 0
    with pytest.raises(SaveFailed):
        await move(first, on_shard_0)
    await first.heartbeat()
    assert read(first_metrics, "gin_lease_losses_total") == 2
    assert read(second_metrics, "gin_lease_losses_total") == 0
    assert read(second_metrics, "gin_live_tables") == 2
    assert read(second_metrics, "gin_outbox_backlog") == 2
    assert read(second_metrics, "gin_outbox_oldest_seconds") == 10


async def test_posts_owed_are_counted_and_age_until_delivered_across_a_restart(
    tmp_path: Path,
) -> None:
    clock = Clock()
    metrics = counting()
    service = await service_at(tmp_path, clock, metrics)
    saved: list[tuple[float, Post]] = []  # when each post was saved, and the post
    tables: list[Table] = []  # the game's, as each event told it

    def on_event(event: Event) -> None:
        saved.extend((clock.now, post) for post in event.posts)
        tables.append(event.table)

    service.subscribe(on_event)
    game_id = await started(service, target=10)
    while service.get(game_id) is not None:
        clock.now += 1  # a second a move: each post is saved at its own moment
        await move(service, game_id)
    first_saved = saved[0][0]
    assert len(saved) >= 2  # a showdown at least, and the score sheet
    assert read(metrics, "gin_outbox_backlog") == len(saved)
    assert read(metrics, "gin_outbox_oldest_seconds") == clock.now - first_saved
    clock.now += 60  # Discord is out of reach: the posts wait, and age on the service's clock
    assert read(metrics, "gin_outbox_oldest_seconds") == clock.now - first_saved
    await service.posted(tables[-1], saved[0][1])
    assert read(metrics, "gin_outbox_backlog") == len(saved) - 1
    assert read(metrics, "gin_outbox_oldest_seconds") == clock.now - saved[1][0]

    # The bot stops; back 5 minutes later, it owes the rest, as old as they were saved.
    await OPEN.pop().close()
    clock.now += 300
    metrics = counting()
    reborn = await service_at(tmp_path, clock, metrics)
    assert read(metrics, "gin_outbox_backlog") == len(saved) - 1
    assert read(metrics, "gin_outbox_oldest_seconds") == clock.now - saved[1][0]
    owed = reborn.owed_posts()
    assert [post for _, post in owed] == [post for _, post in saved[1:]]
    for table, post in owed:
        await reborn.posted(table, post)
    assert read(metrics, "gin_outbox_backlog") == 0
    assert read(metrics, "gin_outbox_oldest_seconds") == 0


async def test_posts_dropped_with_their_channel_are_owed_no_more(tmp_path: Path) -> None:
    clock = Clock()
    metrics = counting()
    service = await service_at(tmp_path, clock, metrics)
    live = await started(service, target=10)
    over = await started(service, guild_id=2, channel_id=6, target=10)
    await service.move_table(live, ANN, message_id=77)  # the first table message: nothing owed
    assert read(metrics, "gin_outbox_backlog") == 0
    clock.now += 61
    await service.move_table(live, ANN, message_id=78)  # the old message is owed a pointer
    assert read(metrics, "gin_outbox_backlog") == 1
    while service.get(over) is not None:
        await move(service, over)
    owed = read(metrics, "gin_outbox_backlog")
    assert owed >= 3  # the pointer, and the other game's showdown and score sheet at least
    clock.now += 10
    assert read(metrics, "gin_outbox_oldest_seconds") == 10  # all saved at one moment
    await service.abandon(over, "its channel is gone")  # over, its posts owed: dropped
    assert read(metrics, "gin_outbox_backlog") == 1
    await service.abandon(live, "its channel is gone")  # in play: abandoned, posts dropped
    assert read(metrics, "gin_outbox_backlog") == 0
    assert read(metrics, "gin_outbox_oldest_seconds") == 0
    assert endings(metrics) == {"finished": 1, "abandoned": 1}


async def test_a_tournaments_posts_are_owed_like_a_games(tmp_path: Path) -> None:
    clock = Clock()
    metrics = counting()
    tables = await service_at(tmp_path, clock, metrics)
    events = TournamentService(tables, rng=random.Random(7))
    await events.load()
    made = await events.create(
        guild_id=1,
        channel_id=5,
        by=ADMIN,
        name="Gin night",
        format=TournamentFormat.SWISS,
        rounds=1,
        rules=Rules(),
        turn_seconds=600,
        rated=True,
        starts_in_minutes=None,
    )
    for member in (ANN, BOB, CAT, DAN):
        await events.sign_up(made.id, member, f"P{member}")
    posted = []
    events.subscribe(lambda event: posted.extend(event.posts))
    await events.start(made.id, games_channel_id=50, by=ADMIN)
    await events.wait_idle()
    assert len(posted) == 1  # the first round's pairings
    assert read(metrics, "gin_outbox_backlog") == 1
    clock.now += 45
    assert read(metrics, "gin_outbox_oldest_seconds") == 45
    await events.posted(posted[0])
    assert read(metrics, "gin_outbox_backlog") == 0
    assert read(metrics, "gin_live_tables") == 2  # the round's games


async def test_the_computers_decisions_are_counted_and_timed_by_level() -> None:
    """Each decision counted, its time from asking to having it, and its CPU in the worker."""
    metrics = counting()
    runner = ComputerRunner(metrics)
    try:
        game = Game.new(Rules(), ["a", "b"], random.Random(4))
        player = game.to_act()[0]
        hand = game.view_for(player).hand
        assert hand is not None
        await runner(hand, Level.EASY, "one")
        await runner(hand, Level.EASY, "two")
        await runner(hand, Level.HARD, "three")
        await runner(hand, Level.EXPERT, "four", game.context_for(player))
    finally:
        runner.close()
    decided = {
        lv.value: read(metrics, "gin_computer_decisions_total", level=lv.value) for lv in Level
    }
    assert decided == {"easy": 2, "normal": 0, "hard": 1, "expert": 1}
    timed = {
        lv.value: read(metrics, "gin_computer_decision_seconds_count", level=lv.value)
        for lv in Level
    }
    assert timed == decided
    # And the worker's CPU for each: no more than the time from asking to having it.
    cpu = {
        lv.value: read(metrics, "gin_computer_cpu_seconds_count", level=lv.value) for lv in Level
    }
    assert cpu == decided
    for lv in Level:
        assert read(metrics, "gin_computer_cpu_seconds_sum", level=lv.value) <= read(
            metrics, "gin_computer_decision_seconds_sum", level=lv.value
        )
