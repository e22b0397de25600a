"""A table (a challenge or a game as last committed), what a challenge asks for, and the event
a commit makes. Words: a member's *player* is their index at the table (``players[player]``);
a *board* is one deal of a partnership round (its timer's ``board``)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from bot.engine import Game, Rules
from bot.model import GameRow, GameStatus, Post, ResultRow
from bot.model.tournaments import Match
from bot.model.versions import ViewVersion

__all__ = [
    "ChallengeRequest",
    "Event",
    "Listener",
    "Table",
    "TournamentRules",
    "acting_by_board",
]


@dataclass(slots=True, eq=False)
class Table:
    """A challenge or a game, as last committed (a cache of its row)."""

    row: GameRow
    game: Game | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # How far the last outage moved this table's deadlines (shown until the next commit).
    moved_by: float = 0.0
    owed: int = 0  # posts called for and not yet delivered

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def players(self) -> tuple[int, ...]:
        return self.row.players

    @property
    def status(self) -> GameStatus:
        return self.row.status

    @property
    def version(self) -> int:
        return self.row.version

    def player_of(self, member_id: int) -> int | None:
        """The member's player (index at the table), None for someone else."""
        return self.players.index(member_id) if member_id in self.players else None

    def forget_name(self, member_id: int) -> None:
        """The member was forgotten (``/gin forget-me``): the table no longer knows their name."""
        names = list(self.row.names) + [None] * (len(self.players) - len(self.row.names))
        names[self.players.index(member_id)] = None
        self.row = replace(self.row, names=tuple(names))

    @property
    def acting(self) -> tuple[int, ...]:
        """Member ids of the players to act (one per deal in play; two in a partnership round)."""
        if self.game is None or self.status is not GameStatus.ACTIVE:
            return ()
        return tuple(self.players[p] for p in self.game.to_act())

    def view_version(self, member_id: int) -> ViewVersion:
        """The state of the member's own view: their deal's number and its moves so far
        ("<deal>.<step>"); a move in another deal leaves it as it is. Outside play, the row's
        version."""
        player = self.player_of(member_id)
        step = None if self.game is None or player is None else self.game.step_of(player)
        return ViewVersion(self.version) if step is None else ViewVersion(*step)

    def board_of(self, member_id: int) -> int | None:
        """The board of the member's deal in play."""
        player = self.player_of(member_id)
        if self.game is None or player is None:
            return None
        index = self.game.deal_of(player)
        return None if index is None else self.game.seatings[index].board


@dataclass(frozen=True, slots=True)
class ChallengeRequest:
    """A challenge as asked: ``players`` in seating order, the challenger first (partnerships:
    players 0 and 2 partner 1 and 3); ``bots``: who among them is a bot."""

    guild_id: int
    channel_id: int
    players: tuple[int, ...]
    rules: Rules
    turn_seconds: int
    bots: tuple[int, ...] = ()
    names: tuple[str, ...] = ()  # display names as the players are known now, by player
    rated: bool = True  # a friendly game counts for nobody's rating
    # Where the challenge was made, when the game gets a thread of its own (``channel_id``):
    # "one game per member per channel" counts this channel.
    home_channel_id: int | None = None
    # The channel a thread belongs to, when the challenge is made in one: the server's allowed
    # channels are judged by it.
    parent_channel_id: int | None = None
    rematch_of: int | None = None  # the finished game this challenge is the rematch of

    @property
    def home(self) -> int:
        return self.home_channel_id or self.channel_id


@dataclass(frozen=True, slots=True)
class Event:
    """A committed change: redraw ``table``; deliver ``posts`` (already in the outbox)."""

    table: Table
    posts: tuple[Post, ...] = ()
    actor: int | None = None  # the player whose move it was (None: a deadline, an admin...)
    match: Match | None = None  # a tournament game's end: its match's outcome (stored with it)


Listener = Callable[[Event], Awaitable[None] | None]


class TournamentRules(Protocol):
    """What the live tables ask of the server tournaments (:mod:`bot.service.tournaments`)."""

    def match_end(
        self, row: GameRow, game: Game | None, results: Sequence[ResultRow]
    ) -> Match | None:
        """The outcome of the tournament match ``row`` (its new, ended row) is, to store with
        it (None: none yet, an admin settles it)."""
        ...

    def held(self, tournament_id: int) -> bool:
        """The event is paused: its games take no move, their timers stand still."""
        ...

    def reserved(self, channel_id: int) -> bool:
        """The channel is a tournament's own thread: only its games are played there."""
        ...

    def entered(self, guild_id: int, member_id: int) -> str | None:
        """The name of the server's event not over yet that the member is entered in."""
        ...


def acting_by_board(game: Game | None) -> dict[int, tuple[int, int]]:
    """board -> (deal index, player to act), for the deals in play."""
    if game is None:
        return {}
    acting = {}
    for index in game.live():
        turn = game.deals[index].turn
        if turn is not None:
            seating = game.seatings[index]
            acting[seating.board] = (index, seating.players[turn])
    return acting
