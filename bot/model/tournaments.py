"""A server's tournament as it is kept: the event, its entries and its matches. Pure values,
shared by the tournament service, every store and the renderers; the pairing and standings
rules are :mod:`bot.model.pairing`.

Words: an *entrant* is a member signed up; their *seed* is their place in the order set at the
start (1 the strongest: the server's rating, then a stored random order); a *match* is one
pairing of a round (``table`` its number in the round, 1 first), played as one heads-up game;
a *bye* is a match with no opponent (``b`` None), a win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from bot.engine import Rules

__all__ = [
    "MAX_ENTRANTS",
    "MAX_ROUND_ROBIN",
    "MIN_ENTRANTS",
    "TABLES_PER_THREAD",
    "Entry",
    "Match",
    "MatchKey",
    "MatchOutcome",
    "Tournament",
    "TournamentFormat",
    "TournamentPost",
    "TournamentPostKind",
    "TournamentRow",
    "TournamentStatus",
]

MIN_ENTRANTS = 4
MAX_ENTRANTS = 256
MAX_ROUND_ROBIN = 8  # a round robin of more would take too many rounds for an evening
# Discord lets a bot edit about 5 messages per 5 seconds in one channel, whatever its shards:
# a thread of 10 busy tables shows each move within seconds; 128 in one would take minutes.
TABLES_PER_THREAD = 10


class TournamentFormat(Enum):
    SWISS = "swiss"
    KNOCKOUT = "knockout"  # single elimination
    ROUND_ROBIN = "round robin"


class TournamentStatus(Enum):
    SIGN_UP = "sign-up"  # members sign up and leave; nothing is paired yet
    RUNNING = "running"  # rounds are paired and played (a pause is ``paused_at``)
    FINISHED = "finished"
    CANCELLED = "cancelled"

    @property
    def live(self) -> bool:
        return self in (TournamentStatus.SIGN_UP, TournamentStatus.RUNNING)


class MatchOutcome(Enum):
    """How a match ended (a match with no outcome is in play, or its game not started yet)."""

    WIN = "win"  # ``winner`` won: the game's result, a forfeit, or an admin's settling
    BYE = "bye"  # no opponent: a win for ``a``
    BOTH_LOSE = "both lose"  # abandoned (Swiss, round robin): a loss for both


class MatchKey(NamedTuple):
    """Which match of which event a game is (its game is made once: the store says so)."""

    tournament_id: int
    round: int
    table: int


@dataclass(frozen=True, slots=True)
class Match:
    """One pairing of a round. ``points_a`` and ``points_b``: the game points each scored
    (their sides' grand totals; 0 for a bye or a forfeit before any deal ended)."""

    round: int
    table: int
    a: int
    b: int | None
    game_id: int | None = None
    outcome: MatchOutcome | None = None
    winner: int | None = None
    points_a: int = 0
    points_b: int = 0

    @property
    def done(self) -> bool:
        return self.outcome is not None

    @property
    def members(self) -> tuple[int, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def loser(self) -> int | None:
        """The member who lost a match won by the other (None: a bye, both lost, in play)."""
        if self.outcome is not MatchOutcome.WIN or self.b is None:
            return None
        return self.b if self.winner == self.a else self.a

    def points_of(self, member_id: int) -> int:
        return self.points_a if member_id == self.a else self.points_b

    def opponent_of(self, member_id: int) -> int | None:
        return self.b if member_id == self.a else self.a


@dataclass(frozen=True, slots=True)
class Entry:
    """A member signed up. ``seed``: set at the start (None before); ``rating``: their
    server rating's ordinal when seeded (None: unrated, seeded at the starting rating);
    ``tiebreak``: the stored random number that orders equal ratings; ``removed``: taken out by
    an admin, or gone from the server (their remaining matches forfeited)."""

    member_id: int
    name: str | None
    joined_at: float
    tiebreak: int
    seed: int | None = None
    rating: float | None = None
    removed: bool = False


@dataclass(frozen=True, slots=True)
class TournamentRow:
    """An event. ``channel_id``: where it is announced and its rounds are posted;
    ``games_channel_id``: the first thread its games are played in (made at the start, None
    before; the tables past :data:`TABLES_PER_THREAD` are in the next of
    :attr:`Tournament.threads`); ``rounds``: how many (Swiss: as the admin chose; knockout
    and round robin: set at the start); ``round``: the round in play (0 before the first);
    ``starts_at``: the bot's clock (None: the admin starts it by hand); ``paused_at``: the
    bot's clock when an admin paused it (None: not paused)."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    format: TournamentFormat
    rules: Rules
    turn_seconds: int
    rated: bool
    status: TournamentStatus
    rounds: int
    round: int
    created_by: int
    created_at: float
    starts_at: float | None = None
    games_channel_id: int | None = None
    announcement_id: int | None = None
    paused_at: float | None = None
    version: int = 0


@dataclass(frozen=True, slots=True)
class Tournament:
    """An event with its entries (in sign-up order) and its matches (by round, then table)."""

    row: TournamentRow
    entries: tuple[Entry, ...] = ()
    matches: tuple[Match, ...] = ()
    more_threads: tuple[int, ...] = ()  # the threads after the first, in order

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def threads(self) -> tuple[int, ...]:
        """The threads of its games, in order (thread n holds tables 10n-9 to 10n)."""
        first = self.row.games_channel_id
        return () if first is None else (first, *self.more_threads)

    @staticmethod
    def thread_number(table: int) -> int:
        """Which of the event's threads holds ``table`` (1 the first)."""
        return (table - 1) // TABLES_PER_THREAD + 1

    def thread_of(self, table: int) -> int | None:
        """The thread ``table`` is played in (None: not made yet)."""
        number = self.thread_number(table)
        return self.threads[number - 1] if number <= len(self.threads) else None

    def entry(self, member_id: int) -> Entry | None:
        return next((e for e in self.entries if e.member_id == member_id), None)

    def seeds(self) -> tuple[int, ...]:
        """The entrants' member ids in seed order (after the start)."""
        seeded = sorted((e for e in self.entries if e.seed is not None), key=lambda e: e.seed or 0)
        return tuple(e.member_id for e in seeded)

    def removed(self) -> frozenset[int]:
        return frozenset(e.member_id for e in self.entries if e.removed)

    def round_matches(self, number: int) -> tuple[Match, ...]:
        return tuple(m for m in self.matches if m.round == number)

    def match_of_game(self, game_id: int) -> Match | None:
        return next((m for m in self.matches if m.game_id == game_id), None)


class TournamentPostKind(Enum):
    ROUND = "round"  # a round's pairings (after the first, with the standings before it)
    FINAL = "final"  # the final standings and the winner
    CANCELLED = "cancelled"  # an admin cancelled the event


@dataclass(frozen=True, slots=True)
class TournamentPost:
    """A post the event owes its channel (a row of its outbox)."""

    tournament_id: int
    seq: int
    kind: TournamentPostKind
    round: int
    # When the change that called for it was saved (the outbox row's time): how long it has
    # been owed. None where no one asks (a post named only to be deleted).
    saved_at: float | None = field(default=None, compare=False)

    @property
    def nonce(self) -> str:
        """Discord's message nonce (at most 25 characters): a retried post is not doubled."""
        return f"t{self.tournament_id}s{self.seq}"[-25:]
