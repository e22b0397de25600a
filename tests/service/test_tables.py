"""The table service without Discord: challenges, moves, locks, timers, restarts, failures."""

import asyncio
import logging
import random
from pathlib import Path

import pytest

from bot.engine import Discard, DrawStock, Gin, Knock, Rules
from bot.store import Store
from bot.tables import (
    EventKind,
    GameGone,
    NotYourGame,
    NotYourTurn,
    SaveFailed,
    StaleView,
    TableError,
    TableService,
    rules_from_options,
)

ANN, BOB, CAT = 101, 202, 303


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


OPEN: list[Store] = []


@pytest.fixture(autouse=True)
async def close_stores():  # type: ignore[no-untyped-def]
    yield
    while OPEN:
        await OPEN.pop().close()


async def service_at(path: Path, clock: Clock, events: list | None = None) -> TableService:
    store = await Store.open(path / "gin.sqlite3")
    OPEN.append(store)
    service = TableService(store, clock=clock, rng_for=lambda game_id: random.Random(game_id))
    await service.load()
    if events is not None:
        service.subscribe(events.append)
    return service


async def started(service: TableService, **rules: object) -> int:
    table = await service.challenge(
        guild_id=1,
        channel_id=5,
        challenger=ANN,
        opponent=BOB,
        rules=Rules(**rules),
        turn_seconds=600,
    )  # type: ignore[arg-type]
    await service.accept(table.id, BOB)
    return table.id


def first_legal(service: TableService, game_id: int):  # type: ignore[no-untyped-def]
    table = service.get(game_id)
    assert table is not None and table.game is not None
    actions = table.game.deal.legal_actions()
    ends = [a for a in actions if isinstance(a, (Knock, Gin))]
    return table, table.to_act, (ends or actions)[0]


async def test_refused_challenges_say_why(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    base = {"guild_id": 1, "channel_id": 5, "rules": Rules(), "turn_seconds": 600}
    with pytest.raises(TableError, match="yourself"):
        await service.challenge(challenger=ANN, opponent=ANN, **base)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="Bots"):
        await service.challenge(challenger=ANN, opponent=BOB, opponent_is_bot=True, **base)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="turn timer"):
        await service.challenge(challenger=ANN, opponent=BOB, **{**base, "turn_seconds": 5})  # type: ignore[arg-type]
    await service.challenge(challenger=ANN, opponent=BOB, **base)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="They are already"):
        await service.challenge(challenger=CAT, opponent=BOB, **base)  # type: ignore[arg-type]
    with pytest.raises(TableError, match="target"):
        rules_from_options(target=5)
    with pytest.raises(TableError, match="preset"):
        rules_from_options(preset="99/99")


async def test_only_the_opponent_accepts_and_either_side_cancels(tmp_path: Path) -> None:
    events: list = []
    service = await service_at(tmp_path, Clock(), events)
    table = await service.challenge(
        guild_id=1, channel_id=5, challenger=ANN, opponent=BOB, rules=Rules(), turn_seconds=600
    )
    with pytest.raises(NotYourGame, match="Only the challenged"):
        await service.accept(table.id, ANN)
    with pytest.raises(NotYourGame):
        await service.decline(table.id, CAT)
    await service.decline(table.id, ANN)
    assert table.status == "cancelled" and service.get(table.id) is None
    assert [e.kind for e in events] == [EventKind.CHALLENGE_CLOSED]
    with pytest.raises(GameGone):
        await service.accept(table.id, BOB)


async def test_moves_check_player_version_and_turn(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    other = BOB if player == ANN else ANN
    version = table.version
    with pytest.raises(NotYourGame):
        await service.act(game_id, CAT, version, action)
    with pytest.raises(NotYourTurn):
        await service.act(game_id, other, version, action)
    with pytest.raises(StaleView):
        await service.act(game_id, player, version - 1, action)
    with pytest.raises(TableError, match=r"You can.t do that: the first draw"):
        bad = Discard(table.game.deal.hand(table.game.turn)[0])  # type: ignore[union-attr]
        await service.act(game_id, player, version, bad if action != bad else DrawStock())
    assert table.version == version
    await service.act(game_id, player, version, action)
    assert table.version == version + 1


async def test_a_double_click_applies_once(tmp_path: Path) -> None:
    service = await service_at(tmp_path, Clock())
    game_id = await started(service)
    table, player, action = first_legal(service, game_id)
    version, actions_before = table.version, len(table.game.deal.actions)  # type: ignore[union-attr]
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
        caplog.at_level(logging.CRITICAL, "bot.tables"),
        pytest.raises(SaveFailed, match="didn't happen"),
    ):
        await service.act(game_id, player, table.version, action)  # type: ignore[arg-type]
    assert (table.version, table.game.to_json()) == before  # type: ignore[union-attr]
    monkeypatch.undo()
    await service.act(game_id, player, table.version, action)  # type: ignore[arg-type]
    assert table.version == before[0] + 1


async def test_every_move_survives_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    game_id = await started(service)
    for _ in range(15):
        table, player, action = first_legal(service, game_id)
        await service.act(game_id, player, table.version, action)  # type: ignore[arg-type]
    table = service.get(game_id)
    assert table is not None and table.game is not None
    snapshot = (table.version, table.game.to_json(), table.row.deadline)
    await OPEN.pop().close()
    reborn = await service_at(tmp_path, clock)
    again = reborn.get(game_id)
    assert again is not None and again.game is not None
    assert (again.version, again.game.to_json(), again.row.deadline) == snapshot


async def test_play_a_whole_game_records_deals_and_result(tmp_path: Path) -> None:
    events: list = []
    service = await service_at(tmp_path, Clock(), events)
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    while table.status == "active":
        _, player, action = first_legal(service, game_id)
        await service.act(game_id, player, table.version, action)  # type: ignore[arg-type]
    assert table.game is not None and table.game.is_over and service.get(game_id) is None
    deals = await service.store.deals_of(game_id)
    assert len(deals) == len(table.game.history)
    result = await service.store.result_of(game_id)
    outcome = table.game.outcome()
    assert result is not None and outcome is not None
    assert result.winner == table.players[outcome.winner] and result.ending == "target"
    kinds = [e.kind for e in events]
    assert kinds.count(EventKind.DEAL_OVER) == len(deals) and kinds[-1] is EventKind.GAME_OVER


async def test_timers_expire_remind_and_forfeit_across_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    events: list = []
    service = await service_at(tmp_path, clock, events)
    lapsed = await service.challenge(
        guild_id=1, channel_id=6, challenger=CAT, opponent=ANN, rules=Rules(), turn_seconds=600
    )
    game_id = await started(service)
    table = service.get(game_id)
    assert table is not None
    waiting_on = table.to_act
    clock.now += 301
    await service.tick()
    reminders = [e for e in events if e.kind is EventKind.REMINDER]
    assert [e.user_id for e in reminders] == [waiting_on]
    await service.tick()  # once per turn
    assert len([e for e in events if e.kind is EventKind.REMINDER]) == 1
    await OPEN.pop().close()
    # The bot restarts; the deadline was stored.
    clock.now += 10 * 60
    events.clear()
    reborn = await service_at(tmp_path, clock, events)
    await reborn.tick()
    assert reborn.get(game_id) is None and reborn.get(lapsed.id) is None
    result = await reborn.store.result_of(game_id)
    assert result is not None and result.reason == "timeout" and result.loser == waiting_on
    kinds = {e.kind for e in events}
    assert {EventKind.GAME_OVER, EventKind.CHALLENGE_CLOSED} <= kinds


async def test_a_corrupt_game_is_set_aside_and_the_rest_load(tmp_path: Path) -> None:
    clock = Clock()
    service = await service_at(tmp_path, clock)
    good = await started(service)
    table = await service.challenge(
        guild_id=1, channel_id=7, challenger=CAT, opponent=ANN, rules=Rules(), turn_seconds=600
    )
    await service.accept(table.id, ANN)
    await service.store.execute(
        'UPDATE games SET state = \'{"type": "game"}\' WHERE id = ?', (table.id,)
    )
    await OPEN.pop().close()
    OPEN.append(await Store.open(tmp_path / "gin.sqlite3"))
    reborn = TableService(OPEN[-1], clock=clock)
    problems = await reborn.load()
    assert reborn.get(good) is not None and reborn.get(table.id) is None
    assert len(problems) == 1 and f"game {table.id}" in problems[0]
