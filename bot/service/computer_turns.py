"""The computer's turns: when the computer is to move at a table, a task thinks its move out
(with the thinker the composition hands the service) and plays it like a member's click, so it
is committed the same way and survives a restart, which wakes it again. The thinker gets the
computer's view of its deal and the game around it (:meth:`Game.context_for`), both read from
the game as stored, and a seed of the game, its version and the player: after a restart the same
turn is thought out from the same input, to the same move."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot import logs
from bot.engine import Action, GameContext, PlayerView
from bot.engine.computer import Level
from bot.model import GameStatus
from bot.model.computer import computer_level, is_computer
from bot.model.versions import ViewVersion
from bot.service.errors import GameGone, ShuttingDown, StaleView, TimeRanOut
from bot.service.table import Table

__all__ = ["COMPUTER_PAUSE", "ComputerTurns", "Thinker", "TurnTables"]

log = logging.getLogger(__name__)

COMPUTER_PAUSE = 1.5  # seconds before the computer moves, so people can follow
# Thinks out a computer move: (its deal's view, its level, a seed, the game around the deal)
# -> the move.
Thinker = Callable[[PlayerView, Level, str, GameContext], Awaitable[Action]]


class TurnTables(Protocol):
    """What the computer's turns use of the live tables they play at (the live tables own
    the turns, so the turns only see this much of them)."""

    computer: Thinker
    computer_pause: float

    def get(self, game_id: int) -> Table | None: ...

    def is_paused(self, table: Table) -> bool: ...

    def log_ids(self, table: Table) -> logs.Ids: ...

    async def act(
        self, game_id: int, member_id: int, version: ViewVersion, action: Action
    ) -> Table: ...


class ComputerTurns:
    """One task a table while the computer is to move there; none while paused or stopped."""

    def __init__(self, service: TurnTables) -> None:
        self._service = service
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._stopped = False

    def wake(self, table: Table) -> None:
        """If the computer is to move at this table, let it (after a pause)."""
        if table.status is not GameStatus.ACTIVE or self._service.is_paused(table) or self._stopped:
            return
        if not any(is_computer(p) for p in table.acting):
            return
        task = self._tasks.get(table.id)
        if task is None or task.done():
            # Its lines are the table's, not the clicker's whose move woke it.
            context = logs.context_of(self._service.log_ids(table))
            self._tasks[table.id] = asyncio.create_task(self._play(table.id), context=context)

    def wake_all(self, tables: list[Table]) -> None:
        for table in tables:
            self.wake(table)

    def stop(self) -> None:
        """No more turns: the ones under way are cancelled (their moves are not committed)."""
        self._stopped = True
        for task in self._tasks.values():
            task.cancel()

    async def _play(self, game_id: int) -> None:
        """The computer's moves at one table, one after another while it is to move."""
        service = self._service
        failures = 0
        while True:
            # Read each time: a test (or the bench) may change the pause or the thinker.
            await asyncio.sleep(service.computer_pause)
            table = service.get(game_id)
            if table is None or table.game is None or service.is_paused(table) or self._stopped:
                return
            if table.status is not GameStatus.ACTIVE:
                return
            movers = [p for p in table.acting if is_computer(p)]
            if not movers:
                return
            member = movers[0]
            level = computer_level(member)
            assert level is not None
            player = table.players.index(member)
            view = table.game.view_for(player).hand
            game = table.game.context_for(player)  # the same through the deal: kept in the game
            version = table.view_version(member)
            assert view is not None
            try:
                seed = f"{game_id}:{version}:{member}"
                action = await service.computer(view, level, seed, game)
                await service.act(game_id, member, version, action)
                failures = 0
            except (StaleView, TimeRanOut, GameGone, ShuttingDown):
                continue  # the table moved on meanwhile: look again
            except Exception:
                failures += 1
                log.exception("game %s: the computer could not move", game_id)
                if failures >= 3:
                    return  # its turn timer decides, as for anyone who doesn't move
