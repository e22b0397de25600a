"""A game as it is kept: its row, its timers, the posts and pings its states call for, its
result lines, and the confirmations and command syncs the bot keeps beside them. Pure values,
shared by the table service and every store."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from bot.engine import Rules


class GameStatus(Enum):
    CHALLENGE = "challenge"
    ACTIVE = "active"
    FINISHED = "finished"
    DECLINED = "declined"
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    ABANDONED = "abandoned"  # its channel is gone: unrated, nobody forfeits

    @property
    def live(self) -> bool:
        return self in (GameStatus.CHALLENGE, GameStatus.ACTIVE)


# The server id of a game played outside every server that invited the bot (its DM, DMs and
# group DMs between members, a server that never added it): rules are the defaults there, and
# Discord sends all of them to shard 0, as its routing, (0 >> 22) % count, does.
NO_SERVER = 0


def is_former_member(member_id: int) -> bool:
    """A member who asked to be forgotten, as their games still show them: a tombstone id no
    Discord user has."""
    return member_id < 0


class ConfirmAction(Enum):
    """What a confirmation, once answered yes, does."""

    END = "end"  # an admin ends a game: abandoned, unrated (target: the game)
    SEASON = "season"  # an admin starts the next season (target: the season it ends)
    FORGET = "forget"  # a member's data goes (target: the member)
    RESIGN = "resign"  # a player resigns (target: the game)
    # an admin's tournament control (target: the event; detail: the control, its arguments)
    TOURNAMENT = "tournament"


@dataclass(frozen=True, slots=True)
class Confirmation:
    """A confirmation the bot asked for: ``member_id`` alone may answer it, once."""

    token: str
    guild_id: int
    member_id: int
    action: ConfirmAction
    target: int
    detail: str
    asked_at: float  # the bot's clock
    answered_at: float | None = None


@dataclass(frozen=True, slots=True)
class CommandSync:
    """A sync of the slash commands, in short: a digest of the payload sent, where it went
    (:meth:`target_of`) and the application's id. The bot syncs again only when they change."""

    digest: str
    target: str
    application_id: int

    @staticmethod
    def target_of(dev_guild: int | None) -> str:
        return f"guild {dev_guild}" if dev_guild else "global"

    @property
    def guild_id(self) -> int | None:
        """The development server synced to (None: a global sync)."""
        kind, _, guild = self.target.partition(" ")
        return int(guild) if kind == "guild" else None


class TimerKind(Enum):
    CHALLENGE = "challenge"  # the challenge expires
    TURN = "turn"  # the player to act forfeits


@dataclass(frozen=True, slots=True)
class Timer:
    """A deadline of a game, on the bot's clock (wall time minus the downtime so far, so an
    outage moves every deadline at once). ``board`` tells a game's clocks apart (a partnership round
    has one per board; the column is ``timers.slot``)."""

    kind: TimerKind
    due_at: float
    remind_at: float | None = None  # None: no reminder due (sent, or none for this kind)
    board: int = 0

    def reminded(self) -> Timer:
        return replace(self, remind_at=None)


class PostKind(Enum):
    SHOWDOWN = "showdown"  # a deal's end, as it ended
    RESULT = "result"  # the final score sheet (a forfeit included)
    REMINDER = "reminder"  # the player to act is running out of time
    MOVED = "moved"  # the table was posted again: its old message points to the new one


@dataclass(frozen=True, slots=True)
class Post:
    """A public post that a committed state calls for (a row of the outbox)."""

    game_id: int
    version: int  # the version whose commit called for it
    seq: int  # order among that commit's posts
    kind: PostKind
    deal: int  # the deal it is about
    member_id: int | None = None  # whom a reminder is for
    message_id: int | None = None  # MOVED: the old table message
    # When the commit that called for it was made (the outbox row's time): how long it has been
    # owed. None where no one asks (a post named only to be deleted).
    saved_at: float | None = field(default=None, compare=False)

    @property
    def nonce(self) -> str:
        """Discord's message nonce (at most 25 characters): a retried post is not doubled."""
        return f"g{self.game_id}v{self.version}s{self.seq}"[-25:]


@dataclass(frozen=True, slots=True)
class Ping:
    """A "your turn" message up in a game's channel (deleted once the turn is played)."""

    game_id: int
    member_id: int
    channel_id: int
    message_id: int


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    players: tuple[int, ...]  # member ids by player (player 0 is the challenger)
    status: GameStatus
    rules: Rules
    turn_seconds: int
    state: str | None
    version: int
    table_message_id: int | None
    timers: tuple[Timer, ...]
    created_at: float
    updated_at: float
    accepted: tuple[bool, ...] = ()  # by player: has accepted the challenge (the challenger has)
    rated: bool = True  # counts for ratings and the leaderboard (a friendly game doesn't)
    hints: bool = False  # strategy hints in the hands (only ever in unrated games)
    # The channel the game was made in when it is played in a thread of it (``channel_id``):
    # its members count as busy there.
    home_channel_id: int | None = None
    end_reason: str | None = None  # why an admin ended it (abandoned)
    # The members' display names by player, as known at the challenge (None: not known, the
    # computer, or forgotten): the table's picture writes them.
    names: tuple[str | None, ...] = ()
    tournament_id: int | None = None  # the server tournament whose match this game is

    def timer(self, board: int = 0) -> Timer | None:
        return next((t for t in self.timers if t.board == board), None)


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One member's line of a finished game (their side's totals; their own hands)."""

    member_id: int
    player: int  # their index at the table (the column: results' seat)
    team: int | None
    place: int
    grand_total: int
    points: int
    hands_won: int
    gins: int
    undercuts_given: int
    undercuts_suffered: int
    ending: str
    reason: str | None
    forfeited: bool
    shutout: bool
    deals: int
    hands_played: int = 0  # deals the member played (three players: not those sat out)
    big_gins: int = 0
