"""Computer seats in the table service: a game against the computer starts at once, the service
plays the computer's turns after each commit (with the thinker it is given), a failing thinker
leaves the turn to its timer, and closing stops the computer."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.engine import (
    Action,
    Format,
    GameContext,
    PlayerView,
    Rules,
    simple_game_move,
    simple_move,
)
from bot.engine.computer import Level
from bot.model import GameStatus
from bot.model.computer import computer_id, computer_level
from bot.service import ChallengeRequest, TableService
from bot.store.factory import open_store
from tests.support.games import ANN, BOB, Clock

HARD = computer_id(Level.HARD)


class Thinker:
    """Plays like the tests' members, and counts what it was asked."""

    def __init__(self, fail: bool = False) -> None:
        self.asked: list[tuple[Level, str]] = []
        self.games: list[GameContext] = []  # the game around each deal it was asked about
        self.fail = fail

    async def __call__(
        self, view: PlayerView, level: Level, seed: str, game: GameContext
    ) -> Action:
        self.asked.append((level, seed))
        self.games.append(game)
        if self.fail:
            raise RuntimeError("the worker died")
        top = view.table.discard_pile[-1] if view.table.discard_pile else None
        return simple_move(view.hand, view.legal_actions, top)


async def service_with(tmp_path: Path, thinker: Thinker) -> TableService:
    store = await open_store(tmp_path / "gin.sqlite3")
    service = TableService(
        store,
        computer=thinker,
        clock=Clock(),
        rng_for=lambda game_id: random.Random(game_id),
        computer_pause=0.0,
    )
    await service.load()
    await service.resume()
    return service


async def settle(service: TableService, game_id: int) -> None:
    """Until the computer has nothing left to do at the table."""
    for _ in range(200):
        await asyncio.sleep(0.01)
        table = service.get(game_id)
        if table is None or not any(computer_level(p) for p in table.acting):
            return
    raise AssertionError("the computer is still to move")


async def test_the_computer_plays_its_turns_until_the_member_is_to_move(tmp_path: Path) -> None:
    thinker = Thinker()
    service = await service_with(tmp_path, thinker)
    table = await service.challenge(ChallengeRequest(1, 5, (ANN, HARD), Rules(), 600))
    assert table.status is GameStatus.ACTIVE and not table.row.rated
    for _ in range(20):  # Ann plays as a member would; the computer answers each time
        await settle(service, table.id)
        table = service.get(table.id)  # type: ignore[assignment]
        assert table is not None and table.acting == (ANN,)
        if len(thinker.asked) >= 4:
            break
        assert table.game is not None
        move = simple_game_move(table.game, 0, knock=False)
        await service.act(table.id, ANN, table.view_version(ANN), move)
    assert thinker.asked and all(level is Level.HARD for level, _ in thinker.asked)
    seeds = [seed for _, seed in thinker.asked]
    assert len(set(seeds)) == len(seeds) and all(s.startswith(f"{table.id}:") for s in seeds)
    # Only the member was reminded of anything: the computer's turn timers have no reminder.
    await service.close()
    await service.store.close()


async def test_a_failing_thinker_leaves_the_turn_to_its_timer(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    thinker = Thinker(fail=True)
    service = await service_with(tmp_path, thinker)
    # Bob challenges the computer: the computer is the non-dealer or the dealer; either way it
    # is asked at most three times in a row, then its timer decides.
    table = await service.challenge(ChallengeRequest(1, 5, (BOB, HARD), Rules(), 600))
    for _ in range(100):
        await asyncio.sleep(0.01)
        if len(thinker.asked) >= 3 or table.acting == (BOB,):
            break
    await asyncio.sleep(0.05)
    if HARD in table.acting:
        assert len(thinker.asked) == 3
        assert "the computer could not move" in caplog.text
        timer = table.row.timers[0]
        assert timer.remind_at is None  # nobody is reminded that the computer is to move
    await service.close()
    await service.store.close()


async def test_two_computer_seats_and_a_member(tmp_path: Path) -> None:
    thinker = Thinker()
    service = await service_with(tmp_path, thinker)
    rules = Rules.preset("25/25", format=Format.THREE)
    easy2 = computer_id(Level.EASY, 1)
    table = await service.challenge(ChallengeRequest(1, 5, (ANN, HARD, easy2), rules, 600))
    assert table.status is GameStatus.ACTIVE
    await settle(service, table.id)
    assert {level for level, _ in thinker.asked} <= {Level.HARD, Level.EASY}
    # The computer plays anywhere at once: another game in the same channel is fine.
    other = await service.challenge(ChallengeRequest(1, 5, (BOB, HARD), Rules(), 600))
    assert other.status is GameStatus.ACTIVE
    await service.close()
    await service.store.close()


async def test_the_expert_is_asked_with_the_game_around_its_deal(tmp_path: Path) -> None:
    thinker = Thinker()
    service = await service_with(tmp_path, thinker)
    expert = computer_id(Level.EXPERT)
    assert expert == 4
    table = await service.challenge(ChallengeRequest(1, 5, (ANN, expert), Rules(target=40), 600))
    while table.status is GameStatus.ACTIVE:
        await settle(service, table.id)
        table = service.get(table.id) or table
        if table.status is not GameStatus.ACTIVE:
            break
        assert table.game is not None and table.acting == (ANN,)
        move = simple_game_move(table.game, 0)
        await service.act(table.id, ANN, table.view_version(ANN), move)
        table = service.get(table.id) or table
    assert {level for level, _ in thinker.asked} == {Level.EXPERT}
    game = table.game
    assert game is not None and len(game.deals) > 1
    # Each time the expert's own: its player, its deal, the deals before it and the score
    # as the sheet stood when that deal was dealt.
    for context in thinker.games:
        assert context.player == 1 and context.opponent == 0
        assert context.seating == game.seatings[context.number - 1]
        assert [board.number for board in context.past] == list(range(1, context.number))
        assert context.sheet.points == game.sheet_after(context.number - 1).points
        assert context.rules == game.rules
    assert len({c.number for c in thinker.games}) == len(game.deals)
    await service.close()
    await service.store.close()
