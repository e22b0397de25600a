"""The table service's refusals: a ``TableError`` says, in no platform's words, why nothing
happened (its ``hint``: what the adapter might suggest next; the adapter words it)."""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a StaleView carries the table; the table module doesn't need the errors
    from bot.service.table import Table

__all__ = [
    "GameGone",
    "Hint",
    "NotYourGame",
    "NotYourTurn",
    "ProposalClosed",
    "Refused",
    "RematchMade",
    "SaveFailed",
    "ShuttingDown",
    "StaleView",
    "TableError",
    "TimeRanOut",
]


class Hint(Enum):
    """What the adapter should suggest after a refusal."""

    NEW_CHALLENGE = "new challenge"  # start a game of one's own
    OPEN_HAND = "open hand"  # open one's hand from the table
    TRY_AGAIN = "try again"  # the same click, a moment later


class TableError(Exception):
    """A refusal, worded for the user; nothing changed (except what a deadline decided)."""

    hint: Hint | None = None

    def __init__(
        self, message: str, hint: Hint | None = None, *, busy: tuple[int, ...] = ()
    ) -> None:
        super().__init__(message)
        if hint is not None:
            self.hint = hint
        self.busy = busy  # members already at a table here (the adapter may name them)


class Refused(TableError):
    """A named member doesn't take challenges (``members``: who; the adapter names them)."""

    def __init__(self, members: tuple[int, ...]) -> None:
        super().__init__("Someone you named doesn't take challenges right now.")
        self.members = members


class NotYourGame(TableError):
    hint = Hint.NEW_CHALLENGE


class NotYourTurn(TableError):
    pass


class RematchMade(TableError):
    """The finished game has its rematch already: ``game_id`` (the adapter links to it)."""

    def __init__(self, finished: int, game_id: int) -> None:
        super().__init__(f"Game #{finished} has its rematch already: game #{game_id}.")
        self.finished, self.game_id = finished, game_id


class StaleView(TableError):
    """The click came from an out-of-date view; ``table`` is the current state."""

    def __init__(self, table: Table) -> None:
        super().__init__("That was out of date, so nothing happened. Here is the current view.")
        self.table = table


class GameGone(TableError):
    hint = Hint.NEW_CHALLENGE


class SaveFailed(TableError):
    hint = Hint.TRY_AGAIN


class TimeRanOut(TableError):
    """The click came after a deadline: what the deadline decided has been done instead."""


class ShuttingDown(TableError):
    hint = Hint.TRY_AGAIN

    def __init__(self) -> None:
        super().__init__("I'm restarting, so nothing happened.")


class ProposalClosed(TableError):
    """The proposal to abandon that was answered is no longer open."""

    def __init__(self) -> None:
        super().__init__(
            "That proposal to abandon is no longer open: a move was made, someone chose to "
            "keep playing, it expired, or I restarted. Propose it again if you still want to."
        )
