"""Games played straight through the table service (no Discord): the fixture, starting a game,
playing it out with the simple strategy, and openskill called directly on the outcomes."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from openskill.models import PlackettLuce, PlackettLuceRating

from bot.engine import Action, GameContext, Gin, Knock, PlayerView, Rules, simple_game_move
from bot.engine.computer import Level
from bot.model import GameStatus
from bot.model.settings import ServerSettings
from bot.service import ChallengeRequest, TableService, rules_from_options
from bot.store.factory import open_store
from tests.support.store_reads import result_of

ANN, BOB, CAT, DAN = 101, 202, 303, 404


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def no_computer(view: PlayerView, level: Level, seed: str, game: GameContext) -> Action:
    """The computer's thinker for services whose games seat no computer."""
    raise AssertionError("this test's games seat no computer, yet the computer was asked")


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = await open_store(tmp_path / "gin.sqlite3")
    service = TableService(
        store, computer=no_computer, clock=Clock(), rng_for=lambda game_id: random.Random(game_id)
    )
    await service.load()
    # These tests make many challenges at one instant; the rate limit has its own tests.
    await service.choices.set_settings(1, ServerSettings(challenge_limit=100), by=1, detail="tests")
    yield service
    await store.close()


async def start(
    service: TableService, players: tuple[int, ...], channel: int = 5, **options: object
) -> int:
    rules = rules_from_options(**options) if options else Rules()  # type: ignore[arg-type]
    table = await service.challenge(
        ChallengeRequest(1, channel, players, rules, 600, names=tuple(f"P{p}" for p in players))
    )
    for member in players[1:]:
        await service.accept(table.id, member)
    return table.id


async def play_out(service: TableService, game_id: int, stop_before_end: bool = False) -> None:
    """Play (ending deals fast) to the end, or to the move that would end the game."""
    table = service.get(game_id)
    assert table is not None
    while table.status is GameStatus.ACTIVE:
        user = table.acting[0]
        game = table.game
        assert game is not None
        action = simple_game_move(game, table.players.index(user))
        ends = isinstance(action, (Gin, Knock))
        if stop_before_end and ends:
            trial = game.copy()
            trial.apply(action, table.players.index(user))
            if trial.is_over:
                return
        await service.act(game_id, user, table.view_version(user), action)


def direct(
    rows_by_game: list[list[tuple[int, int, int]]],
) -> dict[int, tuple[float, float]]:
    """openskill's PlackettLuce called directly, game after game: (member, side, place) rows."""
    model = PlackettLuce()
    current: dict[int, PlackettLuceRating] = {}
    for rows in rows_by_game:
        sides: dict[int, list[int]] = {}
        place: dict[int, int] = {}
        for member, side, p in rows:
            sides.setdefault(side, []).append(member)
            place[side] = p
        order = sorted(sides)
        teams = [[current.get(m) or model.rating(name=str(m)) for m in sides[s]] for s in order]
        new = model.rate(teams, ranks=[place[s] for s in order])
        for s, team in zip(order, new, strict=True):
            for m, r in zip(sides[s], team, strict=True):
                current[m] = r
    return {m: (r.mu, r.sigma) for m, r in current.items()}


async def result_lines(service: TableService, game_id: int) -> list[tuple[int, int, int]]:
    rows = await result_of(service.store, game_id)
    return [(r.member_id, r.player if r.team is None else r.team, r.place) for r in rows]
