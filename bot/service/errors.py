"""The table service's refusals, as values: a ``TableError`` says why nothing happened by a
message id of the catalogue and its values (``TableError("refusal-channel-not-allowed")``,
``GameGone("refusal-end-no-game", game=12)``), and its ``hint`` what the adapter might suggest
next. The service imports no words: the adapter makes the sentence in the member's language
(:func:`bot.discord.answers.refusal`), turning the values into words by their names:

- ``member`` (a member id): a mention; ``members`` (member ids): mentions, and their ``count``;
- ``channel`` (a channel id): a channel mention;
- ``game``, ``finished`` (a game's number): the number as written, never grouped;
- ``command`` (a command's qualified name, "gin forget-me"): the command as Discord names it;
- ``reason`` (an engine error: IllegalActionError, RulesError): the engine's kind, in words;
- anything else (numbers, a tournament's name, a card) as it is.

``str()`` of a refusal (logs, and anything that still prints it) is its id and values. A
challenge's options are read here too (:func:`rules_from_options`): a bad one is a refusal.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine import Format, Rotation, Rules, RulesError, Variant

if TYPE_CHECKING:  # refusals carry or read a table; the table module needs no errors
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
    "rules_from_options",
]

E = TypeVar("E", bound=Enum)


class Hint(Enum):
    """What the adapter should suggest after a refusal."""

    NEW_CHALLENGE = "new challenge"  # start a game of one's own
    OPEN_HAND = "open hand"  # open one's hand from the table
    TRY_AGAIN = "try again"  # the same click, a moment later


class TableError(Exception):
    """A refusal: a message id and its values, for the adapter to word; nothing changed
    (except what a deadline decided)."""

    hint: Hint | None = None

    def __init__(
        self,
        message_id: str,
        hint: Hint | None = None,
        *,
        busy: tuple[int, ...] = (),
        **values: Any,
    ) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.values = values
        if hint is not None:
            self.hint = hint
        self.busy = busy  # members already at a table here (the adapter may name them)

    def __str__(self) -> str:
        if not self.values:
            return self.message_id
        values = ", ".join(f"{name}={value}" for name, value in self.values.items())
        return f"{self.message_id} ({values})"


class Refused(TableError):
    """A named member doesn't take challenges (``members``: who; the adapter names them)."""

    def __init__(self, members: tuple[int, ...]) -> None:
        super().__init__("refusal-not-taking-challenges", members=members)
        self.members = members


class NotYourGame(TableError):
    hint = Hint.NEW_CHALLENGE


class NotYourTurn(TableError):
    pass


class RematchMade(TableError):
    """The finished game has its rematch already: ``game_id`` (the adapter links to it)."""

    def __init__(self, finished: int, game_id: int) -> None:
        super().__init__("refusal-rematch-made", finished=finished, game=game_id)
        self.finished, self.game_id = finished, game_id


class StaleView(TableError):
    """The click came from an out-of-date view; ``table`` is the current state."""

    def __init__(self, table: Table) -> None:
        super().__init__("refusal-stale-view")
        self.table = table


class GameGone(TableError):
    hint = Hint.NEW_CHALLENGE


class SaveFailed(TableError):
    hint = Hint.TRY_AGAIN


class TimeRanOut(TableError):
    """The click came after a deadline: what the deadline decided has been done instead."""

    @classmethod
    def at(cls, table: Table, member_id: int) -> TimeRanOut:
        """What the member is told of the deadline that ended ``table``'s game before their
        click: their own time ran out, their partner's, their opponent's, or someone's."""
        game = table.game
        outcome = game.outcome() if game is not None else None
        late = None if outcome is None else outcome.forfeited_by
        player = table.player_of(member_id)
        if late is not None and table.players[late] == member_id:
            return cls("refusal-time-forfeited")
        assert game is not None
        sheet = game.sheet()
        if late is not None and player is not None and sheet.side_of(late) == sheet.side_of(player):
            return cls("refusal-time-partner")
        if len(sheet.sides) == 2:
            return cls("refusal-time-opponent")
        return cls("refusal-time-ended")


class ShuttingDown(TableError):
    hint = Hint.TRY_AGAIN

    def __init__(self) -> None:
        super().__init__("refusal-shutting-down")


class ProposalClosed(TableError):
    """The proposal to abandon that was answered is no longer open."""

    def __init__(self) -> None:
        super().__init__("refusal-proposal-closed")


def rules_from_options(
    preset: str = "25/25",
    variant: str = "standard",
    target: int | None = None,
    format: str = "heads-up",
    rotation: str = "dealer sits out",
) -> Rules:
    """Rules from a challenge's options (no target: the format's usual one); a refusal
    carrying the engine's :class:`RulesError` (its kind and values) if one is not valid."""
    try:
        return Rules.preset(
            preset,
            variant=_option(Variant, "variant", variant),
            target=target,
            format=_option(Format, "format", format),
            rotation=_option(Rotation, "rotation", rotation),
        )
    except RulesError as exc:
        raise TableError("refusal-option", reason=exc) from None


def _option(kind: type[E], setting: str, value: str) -> E:
    try:
        return kind(value)
    except ValueError:
        choices = tuple(str(k.value) for k in kind)
        raise RulesError(
            f"{setting} must be one of {list(choices)}, not {value!r}",
            "choice",
            setting=setting,
            choices=choices,
        ) from None
