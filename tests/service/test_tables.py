"""The table service without Discord: challenges, moves, locks, timers, restarts, failures."""

import asyncio
import logging
import random
from pathlib import Path

import pytest

from bot.engine import Discard, DrawStock, Format, Gin, Knock, PassUpcard, Rules
from bot.model import GameStatus, PostKind, Shards
from bot.model.versions import ViewVersion
from bot.service import (
    ChallengeRequest,
    GameGone,
    NotYourGame,
    NotYourTurn,
    SaveFailed,
    ShuttingDown,
    StaleView,
    TableError,
    TableService,
    TimeRanOut,
    rules_from_options,
)
from bot.store import Store
from bot.store.factory import open_store
from tests.support.games import no_computer
from tests.support.store_reads import deals_of, execute, result_of

ANN, BOB, CAT = 101, 202, 303


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


OPEN: list[Store] = []


def ask(**asked: object) -> ChallengeRequest:
    """A challenge request: channel 5 of server 1, standard rules and 10-minute turns unless
    told otherwise."""
    defaults: dict[str, object] = {
        "guild_id": 1,
        "channel_id": 5,
        "rules": Rules(),
        "turn_seconds": 600,
    }
    return ChallengeRequest(**{**defaults, **asked})  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
async def close_stores():  # type: ignore[no-untyped-def]
    yield
    while OPEN:
        await OPEN.pop().close()


async def service_at(path: Path, clock: Clock, events: list | None = None) -> TableService:
    store = await open_store(path / "gin.sqlite3")
    OPEN.append(store)
    service = TableService(
        store, computer=no_computer, clock=clock, rng_for=lambda game_id: random.Random(game_id)
    )
    await service.load()
    if events is not None:
        service.subscribe(events.append)
    return service


async def started(service: TableService, **rules: object) -> int:
    table = await service.challenge(
        ask(
            guild_id=1,
            channel_id=5,
            players=(ANN, BOB),
            rules=Rules(**rules),
            turn_seconds=600,
        )
    )  # type: ignore[arg-type]
    await service.accept(table.id, BOB)
    return table.id


def forfeited_by(rows: list) -> tuple[int, str | None]:
    """(who forfeited, why) from a game's result rows."""
    (row,) = [r for r in rows if r.forfeited]
    return row.member_id, row.reason


def first_legal(service: TableService, game_id: int):  # type: ignore[no-untyped-def]
    table = service.get(game_id)
    assert table is not None and table.game is not None
    actions = table.game.deal.legal_actions()
    ends = [a for a in actions if isinstance(a, (Knock, Gin))]
    return table, table.acting[0], (ends or actions)[0]


async def test_refused_challenges_say_why(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    base = {"guild_id": 1, "channel_id": 5, "rules": Rules(), "turn_seconds": 600}
    with pytest.raises(TableError, match="refusal-challenge-yourself"):
        await service.challenge(ask(players=(ANN, ANN), **base))  # type: ignore[arg-type]
    with pytest.raises(TableError, match="refusal-challenge-bots"):
        await service.challenge(ask(players=(ANN, BOB), bots=(BOB,), **base))  # type: ignore[arg-type]
    with pytest.raises(TableError, match=r"refusal-turn-timer \(minutes=1, hours=24\)"):
        await service.challenge(ask(players=(ANN, BOB), **{**base, "turn_seconds": 5}))  # type: ignore[arg-type]
    await service.challenge(ask(players=(ANN, BOB), **base))  # type: ignore[arg-type]
    with pytest.raises(TableError, match="refusal-busy-named"):
        await service.challenge(ask(players=(CAT, BOB), **base))  # type: ignore[arg-type]
    # An option out of range: the engine's kind and values, for the adapter to word.
    with pytest.raises(TableError, match="refusal-option") as bad:
        rules_from_options(target=5)
    reason = bad.value.values["reason"]
    assert (reason.kind, reason.values["setting"], reason.values["low"]) == ("range", "target", 10)
    with pytest.raises(TableError, match="refusal-option") as bad:
        rules_from_options(preset="99/99")
    assert bad.value.values["reason"].kind == "preset"
    with pytest.raises(TableError, match="refusal-option") as bad:
        rules_from_options(variant="gin-lite")
    assert bad.value.values["reason"].values["choices"] == ("standard", "oklahoma", "straight")


async def test_only_the_opponent_accepts_and_either_side_cancels(tmp_path: Path) -> None:
    events: list = []
    service = await service_at(tmp_path, Clock(), events)
    table = await service.challenge(
        ask(guild_id=1, channel_id=5, players=(ANN, BOB), rules=Rules(), turn_seconds=600)
    )
    with pytest.raises(NotYourGame, match="refusal-accept-own"):
        await service.accept(table.id, ANN)
    with pytest.raises(NotYourGame):
        await service.decline(table.id, CAT)
    await service.decline(table.id, ANN)
    assert table.status is GameStatus.CANCELLED and service.get(table.id) is None
    assert [(e.table.status, e.posts) for e in events] == [(GameStatus.CANCELLED, ())]
    with pytest.raises(GameGone):
        await service.accept(table.id, BOB)


async def test_moves_check_player_version_and_turn(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    other = BOB if player == ANN else ANN
    version, row_version = table.view_version(player), table.version
    assert version == ViewVersion(1, 0)  # deal 1, no move yet
    with pytest.raises(NotYourGame):
        await service.act(game_id, CAT, version, action)
    with pytest.raises(NotYourTurn):
        await service.act(game_id, other, table.view_version(other), action)
    with pytest.raises(StaleView):
        await service.act(game_id, player, ViewVersion(1), action)  # an old table button's version
    with pytest.raises(TableError, match="refusal-illegal-action \\(reason=the first draw"):
        bad = Discard(table.game.deal.hand(table.game.turn)[0])  # type: ignore[union-attr]
        await service.act(game_id, player, version, bad if action != bad else DrawStock())
    assert table.version == row_version
    await service.act(game_id, player, version, action)
    assert table.version == row_version + 1 and table.view_version(player) == ViewVersion(1, 1)
    with pytest.raises(StaleView):
        await service.act(game_id, player, version, action)  # that view is out of date now


async def test_a_double_click_applies_once(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    version, actions_before = table.view_version(player), len(table.game.deal.actions)  # type: ignore[union-attr]
    results = await asyncio.gather(
        service.act(game_id, player, version, action),  # type: ignore[arg-type]
        service.act(game_id, player, version, action),  # type: ignore[arg-type]
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleView) for r in results) == 1
    assert len(table.game.deal.actions) == actions_before + 1  # type: ignore[union-attr]


async def test_a_failed_commit_changes_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    before = (table.version, table.game.to_json())  # type: ignore[union-attr]

    async def broken(*args: object, **kwargs: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(service.store, "save", broken)
    with (
        caplog.at_level(logging.CRITICAL, "bot.service.live"),
        pytest.raises(SaveFailed, match="refusal-save-failed"),
    ):
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert (table.version, table.game.to_json()) == before  # type: ignore[union-attr]
    monkeypatch.undo()
    await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert table.version == before[0] + 1


async def test_every_move_survives_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    game_id = await started(service)
    for _ in range(15):
        table, player, action = first_legal(service, game_id)
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    table = service.get(game_id)
    assert table is not None and table.game is not None
    snapshot = (table.version, table.game.to_json(), table.row.timers)
    await OPEN.pop().close()
    reborn = await service_at(tmp_path, clock)
    again = reborn.get(game_id)
    assert again is not None and again.game is not None
    assert (again.version, again.game.to_json(), again.row.timers) == snapshot


async def test_play_a_whole_game_records_deals_and_result(tmp_path: Path) -> None:
    events: list = []
    service = await service_at(tmp_path, Clock(), events)
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    while table.status is GameStatus.ACTIVE:
        _, player, action = first_legal(service, game_id)
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert table.game is not None and table.game.is_over and service.get(game_id) is None
    deals = await deals_of(service.store, game_id)
    assert len(deals) == len(table.game.history)
    rows = await result_of(service.store, game_id)
    outcome = table.game.outcome()
    assert outcome is not None and [r.member_id for r in rows] == [ANN, BOB]
    assert {r.member_id for r in rows if r.place == 1} == {
        table.players[p] for p in outcome.winners
    }
    assert all(r.ending == "target" and r.deals == len(deals) for r in rows)
    for row in rows:
        player = row.player
        assert row.hands_won == sum(d.winner == table.players[player] for d in deals)
        assert row.points == outcome.standings[player].points
    posts = [p for e in events for p in e.posts]
    assert [p.kind for p in posts] == [PostKind.SHOWDOWN] * len(deals) + [PostKind.RESULT]
    assert [p.deal for p in posts[:-1]] == [d.number for d in deals]


async def test_timers_expire_remind_and_forfeit(tmp_path: Path) -> None:
    clock = Clock()
    events: list = []
    service = await service_at(tmp_path, clock, events)
    lapsed = await service.challenge(
        ask(guild_id=1, channel_id=6, players=(CAT, ANN), rules=Rules(), turn_seconds=600)
    )
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    waiting_on = table.acting[0]
    clock.now += 301
    await service.tick()
    reminders = [p for e in events for p in e.posts if p.kind is PostKind.REMINDER]
    assert [p.member_id for p in reminders] == [waiting_on]
    await service.tick()  # once per turn
    assert len([p for e in events for p in e.posts if p.kind is PostKind.REMINDER]) == 1
    clock.now += 300
    await service.tick()
    assert service.get(game_id) is None and service.get(lapsed.id) is None
    assert forfeited_by(await result_of(service.store, game_id)) == (waiting_on, "timeout")
    assert GameStatus.EXPIRED in {e.table.status for e in events}


async def test_a_corrupt_game_is_set_aside_and_the_rest_load(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    good = await started(service)
    table = await service.challenge(
        ask(guild_id=1, channel_id=7, players=(CAT, ANN), rules=Rules(), turn_seconds=600)
    )
    await service.accept(table.id, ANN)
    await execute(
        service.store, 'UPDATE games SET state = \'{"type": "game"}\' WHERE id = ?', (table.id,)
    )
    await OPEN.pop().close()
    OPEN.append(await open_store(tmp_path / "gin.sqlite3"))
    reborn = TableService(OPEN[-1], computer=no_computer, clock=clock)
    problems = await reborn.load()
    assert reborn.get(good) is not None and reborn.get(table.id) is None
    assert len(problems) == 1 and f"game {table.id}" in problems[0]


# -- the faults an independent test run found ------------------------------------------------


async def test_concurrent_challenges_make_one_table(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    base = {"guild_id": 1, "channel_id": 5, "rules": Rules(), "turn_seconds": 600}
    pairs = [(ANN, BOB), (BOB, ANN), (ANN, BOB)]
    outcomes = await asyncio.gather(
        *(service.challenge(ask(players=(a, b), **base)) for a, b in pairs),  # type: ignore[arg-type]
        return_exceptions=True,
    )
    made = [o for o in outcomes if not isinstance(o, BaseException)]
    assert len(made) == 1
    busy = ("refusal-busy-you", "refusal-busy-named")
    assert all(str(o).startswith(busy) for o in outcomes if o not in made)
    accepts = await asyncio.gather(
        *(service.accept(t.id, t.players[1]) for t in made), return_exceptions=True
    )
    assert not [a for a in accepts if isinstance(a, BaseException)]
    assert len([t for t in service.tables() if t.status is GameStatus.ACTIVE]) == 1


async def test_reads_see_committed_state_while_a_save_is_stalled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    committed = (table.version, table.game.to_json())  # type: ignore[union-attr]
    release = asyncio.Event()
    real_write = service.store._write

    async def stalled(batch: list) -> None:
        await release.wait()
        await real_write(batch)

    monkeypatch.setattr(service.store, "_write", stalled)
    move = asyncio.create_task(service.act(game_id, player, table.view_version(player), action))  # type: ignore[arg-type]
    await asyncio.sleep(0.05)
    assert not move.done()
    # Whatever a click reads now is the last committed state, at once, without the lock.
    assert (table.version, table.game.to_json()) == committed  # type: ignore[union-attr]
    assert table.game.view_for(0).hand is not None  # type: ignore[union-attr]
    release.set()
    await move
    assert table.version == committed[0] + 1


async def test_a_move_after_the_deadline_is_refused_and_the_deadline_decides(
    tmp_path: Path,
) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    other = BOB if player == ANN else ANN
    clock.now += 11 * 60  # past the 10-minute turn; no timer has run since
    with pytest.raises(TimeRanOut, match="refusal-time-forfeited"):
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert table.status is GameStatus.FINISHED and service.get(game_id) is None
    rows = await result_of(service.store, game_id)
    assert forfeited_by(rows) == (player, "timeout")
    assert [r.member_id for r in rows if r.place == 1] == [other]


async def test_an_accept_after_the_expiry_is_refused(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    table = await service.challenge(
        ask(guild_id=1, channel_id=5, players=(ANN, BOB), rules=Rules(), turn_seconds=600)
    )
    clock.now += 11 * 60
    with pytest.raises(TimeRanOut, match="refusal-challenge-expired"):
        await service.accept(table.id, BOB)
    assert table.status is GameStatus.EXPIRED and table.game is None
    assert (await service.store.get_game(table.id)).status is GameStatus.EXPIRED  # type: ignore[union-attr]


async def test_downtime_across_a_restart_does_not_count(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    await service.heartbeat()
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    waiting_on = table.acting[0]
    deadline = service.deadline(table)
    clock.now += 4 * 60  # 4 of the 10 minutes used
    await service.heartbeat()
    await OPEN.pop().close()
    clock.now += 11 * 60  # the bot is down for 11 minutes
    events: list = []
    reborn = await service_at(tmp_path, clock, events)
    await reborn.tick()  # not connected yet: the clocks are paused
    assert reborn.get(game_id) is not None
    assert await reborn.resume() == pytest.approx(11 * 60)
    again = reborn.get(game_id)
    assert again is not None and again.moved_by == pytest.approx(11 * 60)
    assert reborn.deadline(again) == pytest.approx(deadline + 11 * 60)  # type: ignore[operator]
    assert [e.table for e in events] == [again]  # the table is redrawn to say so
    await reborn.tick()
    assert reborn.get(game_id) is not None and again.acting[0] == waiting_on
    clock.now += 5 * 60 + 59  # 9:59 of the turn used
    await reborn.tick()
    assert reborn.get(game_id) is not None
    clock.now += 2
    await reborn.tick()
    assert reborn.get(game_id) is None
    assert forfeited_by(await result_of(reborn.store, game_id)) == (waiting_on, "timeout")


async def test_each_shard_keeps_its_own_heartbeat_and_downtime(tmp_path: Path) -> None:
    clock = Clock()
    store = await open_store(tmp_path / "gin.sqlite3")
    OPEN.append(store)
    shards = [
        TableService(store, computer=no_computer, clock=clock, shards=Shards(2, (s,)))
        for s in (0, 1)
    ]
    for service in shards:
        await service.load()
        assert await service.resume() == 0  # a first start: nothing was down
        await service.heartbeat()
    assert await store.last_alive(0, 2) == await store.last_alive(1, 2) == clock.now
    # Shard 1's process stops for five minutes while shard 0's keeps beating.
    clock.now += 300
    await shards[0].heartbeat()
    reborn = TableService(store, computer=no_computer, clock=clock, shards=Shards(2, (1,)))
    await reborn.load()
    assert await reborn.resume() == pytest.approx(300)
    assert await store.downtime(shard=1) == pytest.approx(300)
    assert await store.downtime(shard=0) == 0 and await store.last_alive(0, 2) == clock.now


async def test_a_disconnect_pauses_the_clocks(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    _, player, action = first_legal(service, game_id)
    clock.now += 8 * 60
    service.pause()  # the gateway dropped
    clock.now += 30 * 60
    await service.tick()
    assert service.get(game_id) is not None
    await service.resume()
    clock.now += 60  # 9 of the 10 minutes used
    await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert table.status is GameStatus.ACTIVE


async def test_posts_are_owed_until_delivered_even_across_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    events: list = []
    service = await service_at(tmp_path, clock, events)
    game_id = await started(service, target=10)
    table = service.get(game_id)
    assert table is not None
    while table.status is GameStatus.ACTIVE:
        _, player, action = first_legal(service, game_id)
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    posts = [p for e in events for p in e.posts]
    assert posts and posts[-1].kind is PostKind.RESULT
    await service.posted(table, posts[0])  # the first went out before the crash
    await OPEN.pop().close()
    reborn = await service_at(tmp_path, clock)
    owed = reborn.owed_posts()
    assert [p for _, p in owed] == posts[1:]
    ended = owed[0][0]
    assert ended.status is GameStatus.FINISHED and ended.game is not None
    assert reborn.get(game_id) is None  # not live: no clicks reach it
    for table_, post in owed:
        await reborn.posted(table_, post)
    assert await reborn.store.pending_posts() == []


async def test_a_reminder_whose_turn_was_played_is_dropped(tmp_path: Path) -> None:
    clock = Clock()
    events: list = []
    service = await service_at(tmp_path, clock, events)
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    clock.now += 301
    await service.tick()
    (reminder,) = [p for e in events for p in e.posts if p.kind is PostKind.REMINDER]
    assert service.post_is_current(table, reminder)
    _, player, action = first_legal(service, game_id)
    await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert not service.post_is_current(table, reminder)


async def test_closing_waits_for_saves_in_flight_and_refuses_new_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    real_write = service.store._write

    async def slow(batch: list) -> None:
        await asyncio.sleep(0.3)
        await real_write(batch)

    monkeypatch.setattr(service.store, "_write", slow)
    move = asyncio.create_task(service.act(game_id, player, table.view_version(player), action))  # type: ignore[arg-type]
    await asyncio.sleep(0.05)
    assert await service.close(timeout=5)
    assert move.done() and table.version == 2  # saved before close returned
    _, player, action = first_legal(service, game_id)
    with pytest.raises(ShuttingDown):
        await service.act(game_id, player, table.view_version(player), action)  # type: ignore[arg-type]
    assert table.version == 2


async def test_an_abandoned_game_frees_its_members_and_has_no_result(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    await service.abandon(game_id, "its channel was deleted")
    assert service.get(game_id) is None
    stored = await service.store.get_game(game_id)
    assert stored is not None and stored.status is GameStatus.ABANDONED and stored.timers == ()
    assert await result_of(service.store, game_id) == []
    await started(service)  # the same two can play again in that channel (id)


# -- tables of three and four -------------------------------------------------------------------

DAN = 404


async def started_with(service: TableService, players: tuple[int, ...], **rules: object) -> int:
    table = await service.challenge(
        ask(guild_id=1, channel_id=9, players=players, rules=Rules(**rules), turn_seconds=600)
    )  # type: ignore[arg-type]
    for member in players[1:]:
        await service.accept(table.id, member)
    return table.id


async def test_every_invited_member_accepts_before_the_game_starts(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    table = await service.challenge(
        ask(
            guild_id=1,
            channel_id=9,
            players=(ANN, BOB, CAT),
            rules=rules_from_options(format="three"),
            turn_seconds=600,
        )
    )
    await service.accept(table.id, BOB)
    assert table.status is GameStatus.CHALLENGE and table.row.accepted == (True, True, False)
    with pytest.raises(TableError, match="refusal-accepted-already"):
        await service.accept(table.id, BOB)
    await service.accept(table.id, CAT)
    assert table.status is GameStatus.ACTIVE and table.game is not None
    stored = await service.store.get_game(table.id)
    assert stored is not None and stored.accepted == (True, True, True)


async def test_the_member_sitting_out_cannot_move(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started_with(service, (ANN, BOB, CAT), format=Format.THREE)
    table = service.get(game_id)
    assert table is not None and table.game is not None
    out = table.players[table.game.sitting_out()]  # type: ignore[index]
    (player,) = table.acting
    action = table.game.legal_actions(table.players.index(player))[0]
    with pytest.raises(NotYourTurn, match="refusal-sit-out"):
        await service.act(game_id, out, table.view_version(out), action)


async def test_partnership_deals_have_a_timer_each_and_a_forfeit_takes_the_team(
    tmp_path: Path,
) -> None:
    clock = Clock()
    events: list = []
    service = await service_at(tmp_path, clock, events)
    rules = rules_from_options(format="partnership")
    table = await service.challenge(
        ask(guild_id=1, channel_id=9, players=(ANN, BOB, CAT, DAN), rules=rules, turn_seconds=600)
    )
    for member in (BOB, CAT, DAN):
        await service.accept(table.id, member)
    assert sorted(t.board for t in table.row.timers) == [0, 1]
    first, second = table.acting
    board_of_second = table.board_of(second)
    kept = table.row.timer(board_of_second)
    clock.now += 100
    game = table.game
    assert game is not None
    assert PassUpcard() in game.legal_actions(table.players.index(first))
    await service.act(table.id, first, table.view_version(first), PassUpcard())
    assert table.row.timer(board_of_second) == kept  # the other table's clock runs on
    assert table.row.timer(table.board_of(first)) != kept  # the turn passed: a fresh clock
    # Half time on both tables (at 300 s and at 100 + 300 s): each player to act is reminded.
    clock.now += 350
    await service.tick()
    reminded = [p for e in events for p in e.posts if p.kind is PostKind.REMINDER]
    assert {p.member_id for p in reminded} == set(table.acting)
    assert len({(p.version, p.seq) for p in reminded}) == len(reminded)  # distinct outbox keys
    # The second table's turn runs out (at 600 s; the first's at 700 s): their team forfeits.
    clock.now += 200
    await service.tick()
    rows = await result_of(service.store, table.id)
    team = {row.member_id: row.team for row in rows}
    losers = {row.member_id for row in rows if row.forfeited}
    assert losers == {m for m in team if team[m] == team[second]}
    assert {row.place for row in rows if row.forfeited} == {2}
    assert all(row.reason == "timeout" for row in rows)
