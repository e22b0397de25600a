"""The bot's clock: wall time minus all the time the bot could not receive clicks.

Deadlines are kept on it, so an outage costs nobody their turn. The adapter pauses the clock
when it loses Discord and resumes it when it is back; a restarted service starts paused since
the last moment the bot was known to be alive (its heartbeat or last commit)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.engine import Game
from bot.model import GameStatus, Timer, TimerKind
from bot.model.computer import is_computer
from bot.service.table import Table, acting_by_board

__all__ = ["BotClock"]

log = logging.getLogger(__name__)


class BotClock:
    """Wall time (``wall``) less the downtime so far; paused while clicks can't arrive."""

    def __init__(self, wall: Callable[[], float]) -> None:
        self.wall = wall
        self.downtime = 0.0  # seconds the bot could not receive clicks, since the first start
        self.paused_since: float | None = None  # wall time of the pause, None while running

    @property
    def paused(self) -> bool:
        return self.paused_since is not None

    def now(self) -> float:
        """What deadlines are measured in."""
        return self.wall() - self.downtime

    def pause(self) -> None:
        """The bot can't receive clicks from now on (Discord is out of reach)."""
        if self.paused_since is None:
            self.paused_since = self.wall()
            log.info("paused the clocks: Discord is out of reach")

    def resume(self, now: float) -> float | None:
        """The bot can receive clicks again (at wall time ``now``): the time since the pause no
        longer counts. Returns those seconds, None if the clock was running."""
        since = self.paused_since
        if since is None:
            return None
        gap = max(0.0, now - since)
        self.paused_since = None
        self.downtime += gap
        return gap

    def due(self, timer: Timer) -> float:
        """The wall-clock moment ``timer`` runs out."""
        return timer.due_at + self.downtime

    def overdue(self, table: Table) -> Timer | None:
        """The table's timer that has run out, if the clocks are running."""
        if self.paused:
            return None
        now = self.now()
        return next((t for t in table.row.timers if now >= t.due_at), None)

    def turn_timers(self, table: Table, game: Game) -> tuple[Timer, ...]:
        """A turn timer per deal in play (one a board): kept where the same player is still to
        act in the same deal, started afresh where the turn passed."""
        now, turn = self.now(), table.row.turn_seconds
        before = acting_by_board(table.game) if table.status is GameStatus.ACTIVE else {}
        timers = []
        for board, acting in acting_by_board(game).items():
            kept = table.row.timer(board)
            if kept is not None and kept.kind is TimerKind.TURN and before.get(board) == acting:
                timers.append(kept)
            else:
                # Nobody needs reminding that the computer is to move.
                remind = None if is_computer(table.players[acting[1]]) else now + turn / 2
                timers.append(Timer(TimerKind.TURN, now + turn, remind, board))
        return tuple(timers)
