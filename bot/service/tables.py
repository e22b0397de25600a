"""The table service: live games, their locks, timers and public posts. No discord import.

It takes user ids and actions and returns tables (a live game and its metadata) or raises a
``TableError`` whose message is written for the user, in no platform's words (a ``hint`` says
what to suggest next; the adapter words it).

- Committed state only. A move is applied to a copy of the game; the table's row and game are
  replaced once the store has committed them. Whatever reads a table (a hand, the table message)
  sees committed state at once, without waiting behind a writer.
- Posts are state. A showdown, the score sheet or a reminder that a commit calls for is written
  to the outbox in the same transaction; listeners hear of it after the commit, and it stays
  owed (after a restart too) until the adapter says it went out.
- Deadlines run on the bot's clock: wall time minus all the time the bot could not receive
  clicks. The adapter pauses the service when it loses Discord and resumes it when it is back;
  a restarted service starts paused since the last moment the bot was known to be alive (its
  heartbeat or last commit). Deadlines are judged at the moment of a click, not only at the
  next tick.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import math
import random
import secrets
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from bot.engine import (
    Action,
    Arrangement,
    Card,
    CorruptRecordError,
    Ending,
    Format,
    Game,
    HandResult,
    IllegalActionError,
    OutcomeKind,
    PlayerView,
    Rotation,
    Rules,
    RulesError,
    Variant,
)
from bot.engine.computer import Level
from bot.model import (
    GameRow,
    GameStatus,
    Ping,
    Post,
    PostKind,
    ResultRow,
    Timer,
    TimerKind,
    is_former_member,
)
from bot.model.computer import computer_level, is_computer
from bot.model.settings import RANGES, ServerSettings
from bot.model.versions import ViewVersion
from bot.service.computer_worker import ComputerRunner
from bot.store.base import MemberBusy, RematchTaken
from bot.store.sqlite.store import Store

__all__ = [
    "AGREED_TO_ABANDON",
    "AbandonProposal",
    "ChallengeRequest",
    "Event",
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
    "Table",
    "TableError",
    "TableService",
    "TimeRanOut",
    "rules_from_options",
]

DEFAULT_SETTINGS = ServerSettings()  # a server that changed none

log = logging.getLogger(__name__)

TURN_SECONDS_RANGE = (60, 24 * 60 * 60)
MOVED_NOTE_SECONDS = 60  # an outage this long is worth a word on the table
COMPUTER_PAUSE = 1.5  # seconds before the computer moves, so people can follow
# Thinks out a computer move: (its view, its level, a seed) -> the move.
Thinker = Callable[[PlayerView, Level, str], Awaitable[Action]]
POST_ORDER = {PostKind.SHOWDOWN: 0, PostKind.RESULT: 1, PostKind.REMINDER: 2}
MOVED_SEQ = 10  # a moved table's post takes the first free seq from here (after a commit's own)
MOVE_INTERVAL = 60  # seconds between two reposts of a table
PROPOSAL_SECONDS = 10 * 60  # a proposal to abandon a game lapses unless all agree by then
AGREED_TO_ABANDON = "the players agreed"  # the end reason of a game its players abandoned


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

    def seat_of(self, user_id: int) -> int | None:
        return self.players.index(user_id) if user_id in self.players else None

    @property
    def acting(self) -> tuple[int, ...]:
        """User ids of the players to act (one per deal in play; two in a partnership round)."""
        if self.game is None or self.status is not GameStatus.ACTIVE:
            return ()
        return tuple(self.players[p] for p in self.game.to_act())

    def view_version(self, user_id: int) -> str:
        """The state of the user's own view: their deal's number and its moves so far
        ("<deal>.<step>"); a move in another deal leaves it as it is. Outside play, the row's
        version."""
        seat = self.seat_of(user_id)
        step = None if self.game is None or seat is None else self.game.step_of(seat)
        version = ViewVersion(self.version) if step is None else ViewVersion(*step)
        return str(version)

    def slot_of(self, user_id: int) -> int | None:
        """The board (timer slot) of the user's deal in play."""
        seat = self.seat_of(user_id)
        index = None if self.game is None or seat is None else self.game.deal_of(seat)
        return None if index is None else self.game.seatings[index].board  # type: ignore[union-attr]


@dataclass(frozen=True, slots=True)
class ChallengeRequest:
    """A challenge as asked: ``players`` in seating order, the challenger first (partnerships:
    seats 0 and 2 partner 1 and 3); ``bots``: who among them is a bot."""

    guild_id: int
    channel_id: int
    players: tuple[int, ...]
    rules: Rules
    turn_seconds: int
    bots: tuple[int, ...] = ()
    names: tuple[str, ...] = ()  # display names as the players are known now, by seat
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


@dataclass(slots=True)
class AbandonProposal:
    """A player's proposal to abandon a game (unrated, no result): it ends the game once every
    member at it agrees (the computer always does). A move (a new version), "keep playing" or
    its expiry withdraws it. Kept in memory only: it lasts minutes, and a restart withdraws it
    (a later click on it says so), which loses nothing of the game."""

    game_id: int
    version: int  # the game's version when proposed
    by: int
    expires_at: float  # wall clock
    agreed: set[int] = field(default_factory=set)
    ended: bool = False  # everyone agreed: the game is abandoned

    def waiting(self, players: Sequence[int]) -> list[int]:
        return [p for p in players if p not in self.agreed]


@dataclass(frozen=True, slots=True)
class Event:
    """A committed change: redraw ``table``; deliver ``posts`` (already in the outbox)."""

    table: Table
    posts: tuple[Post, ...] = ()
    actor: int | None = None  # the player whose move it was (None: a deadline, an admin...)


Listener = Callable[[Event], Awaitable[None] | None]


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        rng_for: Callable[[int], random.Random] | None = None,
        computer: Thinker | None = None,
        computer_pause: float = COMPUTER_PAUSE,
    ) -> None:
        self.store = store
        self.clock = clock
        self._rng_for = rng_for or (lambda _game_id: secrets.SystemRandom())
        self._think: Thinker = computer or ComputerRunner()
        self.computer_pause = computer_pause
        self._computer_turns: dict[int, asyncio.Task[None]] = {}
        self._settings: dict[int, ServerSettings] = {}
        self._refusing: set[tuple[int, int]] = set()  # (server, member)
        self._pinged: set[tuple[int, int]] = set()  # (server, member) who want "your turn"
        self._challenged: dict[tuple[int, int], deque[float]] = {}  # (server, member): when
        self._moved_at: dict[int, float] = {}  # game: when its table was last posted again
        self._proposals: dict[int, AbandonProposal] = {}  # game: its open proposal to abandon
        self._tables: dict[int, Table] = {}  # live
        self._ended: dict[int, Table] = {}  # over, with posts still owed
        self._owed: list[Post] = []  # found at load, for the adapter to deliver
        self._listeners: list[Listener] = []
        self._downtime = 0.0
        self._paused_since: float | None = None
        self._closing = False
        self._busy = 0
        self._idle = asyncio.Event()
        self._idle.set()

    # -- start-up ----------------------------------------------------------------------------

    async def load(self) -> list[str]:
        """Load every live challenge and game (and games whose posts are owed); returns the
        problems with rows left aside. The service starts paused since the bot was last
        known to be alive: :meth:`resume` once it can receive clicks."""
        rows, bad = await self.store.live_games()
        problems = [str(exc) for exc in bad]
        for row in rows:
            try:
                game = stored_game(row, self._rng_for(row.id))
            except CorruptRecordError as exc:
                problems.append(f"game {row.id}: {exc}")
                continue
            table = Table(row, game)
            (self._tables if row.status.live else self._ended)[row.id] = table
        posts = await self.store.pending_posts()
        for post in posts:
            table = self._tables.get(post.game_id) or self._ended.get(post.game_id)
            if table is not None:
                table.owed += 1
                self._owed.append(post)
        for problem in problems:
            log.warning("left a stored game aside: %s", problem)
        self._settings, unreadable = await self.store.server_settings()
        for problem in unreadable:
            log.warning("%s; that server plays with the default settings", problem)
        self._refusing = await self.store.refusing()
        self._pinged = await self.store.turn_pings_wanted()
        # The challenge limit counts what was made before a restart too.
        self._challenged = {}
        longest = RANGES["challenge_window_minutes"][1] * 60
        for guild_id, member_id, at in await self.store.challenges_since(self.clock() - longest):
            self._challenged.setdefault((guild_id, member_id), deque()).append(at)
        if any(is_computer(p) for t in self._tables.values() for p in t.players):
            self.prepare_computer()
        self._downtime = await self.store.downtime()
        self._paused_since = await self.store.last_alive()
        return problems

    # -- servers' settings and members' choices ----------------------------------------------

    def settings(self, guild_id: int) -> ServerSettings:
        return self._settings.get(guild_id) or DEFAULT_SETTINGS

    async def set_settings(
        self, guild_id: int, settings: ServerSettings, *, by: int, detail: str
    ) -> None:
        """Store new settings (logged); later challenges use them, games keep their rules."""
        await self.store.set_settings(guild_id, settings, by=by, detail=detail, now=self.clock())
        self._settings[guild_id] = settings

    def refuses(self, guild_id: int, member_id: int) -> bool:
        return (guild_id, member_id) in self._refusing

    async def set_refuses(self, guild_id: int, member_id: int, refuses: bool) -> None:
        await self.store.set_refuses(guild_id, member_id, refuses)
        (self._refusing.add if refuses else self._refusing.discard)((guild_id, member_id))

    def wants_turn_ping(self, guild_id: int, member_id: int) -> bool:
        return (guild_id, member_id) in self._pinged

    async def set_turn_ping(self, guild_id: int, member_id: int, wanted: bool) -> None:
        await self.store.set_turn_ping(guild_id, member_id, wanted)
        (self._pinged.add if wanted else self._pinged.discard)((guild_id, member_id))

    async def forget(self, guild_id: int, member_id: int) -> None:
        """Erase the member's data in this server (see :meth:`Store.forget_member`)."""
        busy = TableError("You have a game or challenge in play here. Finish it (or resign) first.")
        if any(member_id in t.players for t in self.in_guild(guild_id)):
            raise busy
        try:
            await self.store.forget_member(guild_id, member_id)
        except MemberBusy:
            raise busy from None
        self._refusing.discard((guild_id, member_id))
        self._pinged.discard((guild_id, member_id))
        self._challenged.pop((guild_id, member_id), None)

    def _recent_challenges(self, guild_id: int, member_id: int, now: float) -> deque[float]:
        window = self.settings(guild_id).challenge_window_minutes * 60
        made = self._challenged.setdefault((guild_id, member_id), deque())
        while made and made[0] <= now - window:
            made.popleft()
        return made

    def owed_posts(self) -> list[tuple[Table, Post]]:
        """Posts found owed at load, in order (handed out once)."""
        owed, self._owed = self._owed, []
        out = []
        for post in owed:
            table = self._tables.get(post.game_id) or self._ended.get(post.game_id)
            if table is not None:
                out.append((table, post))
        return out

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def _emit(self, event: Event | None) -> None:
        if event is None:
            return
        for listener in self._listeners:
            try:
                result = listener(event)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                log.exception("listener failed for game %s", event.table.id)

    # -- reading -----------------------------------------------------------------------------

    def get(self, game_id: int) -> Table | None:
        """A live table (committed state)."""
        return self._tables.get(game_id)

    def tables(self) -> list[Table]:
        return list(self._tables.values())

    def find(self, guild_id: int, channel_id: int | None, user_id: int) -> Table | None:
        """The user's game in play (in the channel, or in a thread of it made for the game, if
        given), newest first."""
        for table in sorted(self._tables.values(), key=lambda t: -t.id):
            if (
                table.row.guild_id == guild_id
                and (
                    channel_id is None
                    or channel_id in (table.row.channel_id, table.row.home_channel_id)
                )
                and user_id in table.players
                and table.status is GameStatus.ACTIVE
            ):
                return table
        return None

    async def finished(self, guild_id: int, game_id: int) -> Table:
        """A finished game of this server, read back from the store (its score sheet)."""
        row = await self.store.get_game(game_id)
        if row is None or row.guild_id != guild_id or row.status is not GameStatus.FINISHED:
            raise GameGone(f"There is no finished game #{game_id} in this server.")
        try:
            return Table(row, Game.from_json(row.state or "", self._rng_for(row.id)))
        except CorruptRecordError:
            log.warning("game %d: its stored record can't be read", game_id, exc_info=True)
            raise GameGone(f"Game #{game_id}'s record can't be read, sorry.") from None

    def in_channel(self, channel_id: int) -> list[Table]:
        """Live tables played in the channel, or made there and played in a thread of it."""
        return [
            t
            for t in self._tables.values()
            if channel_id in (t.row.channel_id, t.row.home_channel_id)
        ]

    def in_guild(self, guild_id: int) -> list[Table]:
        return [t for t in self._tables.values() if t.row.guild_id == guild_id]

    def member_tables(self, guild_id: int, user_id: int) -> list[Table]:
        """The member's live challenges and games in this server, oldest first."""
        return sorted(
            (t for t in self.in_guild(guild_id) if user_id in t.players), key=lambda t: t.id
        )

    def deadline(self, table: Table, slot: int = 0) -> float | None:
        """The wall-clock moment the table's timer runs out (None: no timer)."""
        timer = table.row.timer(slot)
        return None if timer is None else timer.due_at + self._downtime

    def deadlines(self, table: Table) -> dict[int, float]:
        """Every timer of the table, by slot (board), on the wall clock."""
        return {t.slot: t.due_at + self._downtime for t in table.row.timers}

    def check_player(self, table: Table, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotYourGame("This isn't your game.")
        return seat

    def _live(self, game_id: int) -> Table:
        table = self._tables.get(game_id)
        if table is None:
            raise GameGone("That game or challenge is over.")
        return table

    @property
    def closing(self) -> bool:
        return self._closing

    @contextlib.asynccontextmanager
    async def _operation(self) -> AsyncIterator[None]:
        """A change: refused once the service is closing, waited for by :meth:`close`."""
        if self._closing:
            raise ShuttingDown()
        self._busy += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if self._busy == 0:
                self._idle.set()

    # -- the bot's clock ---------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        return self._paused_since is not None

    def bot_time(self) -> float:
        """Wall time minus the downtime so far: what deadlines are measured in."""
        return self.clock() - self._downtime

    def pause(self) -> None:
        """The bot can't receive clicks from now on (Discord is out of reach)."""
        if self._paused_since is None:
            self._paused_since = self.clock()
            log.info("paused the clocks: Discord is out of reach")

    async def resume(self) -> float:
        """The bot can receive clicks again: the time since the pause (or since the bot was
        last alive) no longer counts against anyone. Returns those seconds."""
        since = self._paused_since
        if since is None:
            self._wake_all_computers()
            return 0.0
        now = self.clock()
        gap = max(0.0, now - since)
        self._paused_since = None
        self._downtime += gap
        try:
            await self.store.heartbeat(now, downtime=self._downtime)
        except Exception:
            log.exception("could not record %.0f s of downtime", gap)
        if gap >= MOVED_NOTE_SECONDS:
            log.info("deadlines moved by %.0f s of downtime", gap)
            for table in self.tables():
                if table.row.timers:
                    table.moved_by = gap
                    await self._emit(Event(table))
        self._wake_all_computers()  # its turns wait while Discord is out of reach
        return gap

    async def heartbeat(self) -> None:
        """The bot is alive and can receive clicks (call every few seconds)."""
        if not self.paused and not self._closing:
            await self.store.heartbeat(self.clock(), downtime=self._downtime)

    def _turn_timers(self, table: Table, game: Game) -> tuple[Timer, ...]:
        """A turn timer per deal in play (slot = its board): kept where the same player is
        still to act in the same deal, started afresh where the turn passed."""
        now, turn = self.bot_time(), table.row.turn_seconds
        before = _acting_by_slot(table.game) if table.status is GameStatus.ACTIVE else {}
        timers = []
        for slot, acting in _acting_by_slot(game).items():
            kept = table.row.timer(slot)
            if kept is not None and kept.kind is TimerKind.TURN and before.get(slot) == acting:
                timers.append(kept)
            else:
                # Nobody needs reminding that the computer is to move.
                remind = None if is_computer(table.players[acting[1]]) else now + turn / 2
                timers.append(Timer(TimerKind.TURN, now + turn, remind, slot))
        return tuple(timers)

    def _overdue(self, table: Table) -> Timer | None:
        """The table's timer that has run out, if the clocks are running."""
        if self.paused:
            return None
        now = self.bot_time()
        return next((t for t in table.row.timers if now >= t.due_at), None)

    # -- challenges --------------------------------------------------------------------------

    def check_challenge(self, request: ChallengeRequest) -> None:
        """Everything about a challenge that can be checked without the database."""
        if self._closing:
            raise ShuttingDown()
        players = request.players
        challenger, invited = players[0], players[1:]
        if challenger in invited:
            raise TableError("You can't challenge yourself. Pick other members.")
        if len(set(invited)) != len(invited):
            raise TableError("You named the same member twice. Name each player once.")
        if set(request.bots) & set(invited):
            raise TableError(
                "Other bots can't play gin rummy here. Challenge members, or play the computer."
            )
        wanted = request.rules.format.players - 1
        if len(invited) != wanted:
            raise TableError(
                f"A {_format_words(request.rules)} game needs {wanted} other player"
                f"{'s' if wanted != 1 else ''}; you named {len(invited)}."
            )
        low, high = TURN_SECONDS_RANGE
        if not low <= request.turn_seconds <= high:
            raise TableError(
                f"The turn timer must be between {low // 60} minute and {high // 3600} hours."
            )
        settings = self.settings(request.guild_id)
        if not settings.allows(request.parent_channel_id or request.home):
            raise TableError(
                "Games aren't played in this channel here. Challenge in one of the channels "
                "the server's settings allow."
            )
        refusing = tuple(
            m for m in invited if not is_computer(m) and self.refuses(request.guild_id, m)
        )
        if refusing:
            raise Refused(refusing)
        made = self._recent_challenges(request.guild_id, challenger, self.clock())
        if len(made) >= settings.challenge_limit:
            wait = made[0] + settings.challenge_window_minutes * 60 - self.clock()
            minutes = max(1, math.ceil(wait / 60))
            raise TableError(
                f"You've made {len(made)} challenge{'s' if len(made) != 1 else ''} in the last "
                f"{settings.challenge_window_minutes} minutes, the most this server allows. "
                f"Try again in {minutes} minute{'s' if minutes != 1 else ''}."
            )
        for table in self.in_channel(request.home):
            busy = {p for p in set(players) & set(table.players) if not is_computer(p)}
            if busy:
                raise self._busy_error(challenger, busy)

    @staticmethod
    def _busy_error(challenger: int, busy: set[int] | Sequence[int]) -> TableError:
        who = "You are" if challenger in busy else "Someone you named is"
        return TableError(
            f"{who} already in a game or challenge in this channel. Finish it (or resign), or "
            "play in another channel.",
            busy=tuple(busy),
        )

    async def challenge(self, request: ChallengeRequest) -> Table:
        """Make the challenge (after :meth:`check_challenge`): the invited members are asked to
        accept; a unique index makes sure nobody holds two live tables in the channel."""
        self.check_challenge(request)
        async with self._operation():
            settings = self.settings(request.guild_id)
            expiry = Timer(TimerKind.CHALLENGE, self.bot_time() + settings.challenge_minutes * 60)
            computers = [p for p in request.players if is_computer(p)]
            if computers:
                self.prepare_computer()  # its first move comes in a moment
            # A game with the computer counts for ratings only if the server says so.
            rated = request.rated and (settings.computer_rated or not computers)
            try:
                row = await self.store.create_game(
                    guild_id=request.guild_id,
                    channel_id=request.channel_id,
                    home_channel_id=request.home,
                    players=request.players,
                    rules=request.rules,
                    turn_seconds=request.turn_seconds,
                    timer=expiry,
                    now=self.clock(),
                    names=request.names,
                    rated=rated,
                    hints=not rated and settings.hints,
                    computers=computers,
                    rematch_of=request.rematch_of,
                )
            except MemberBusy as exc:
                raise self._busy_error(request.players[0], exc.members) from None
            except RematchTaken as exc:
                assert request.rematch_of is not None
                raise RematchMade(request.rematch_of, exc.game_id) from None
            except Exception as exc:
                log.error("could not save a challenge in channel %s: %s", request.channel_id, exc)
                raise SaveFailed("I couldn't save that challenge, so it wasn't made.") from exc
            self._recent_challenges(request.guild_id, request.players[0], self.clock()).append(
                self.clock()
            )
            table = Table(row)
            self._tables[row.id] = table
            if all(row.accepted):  # only the computer was asked: play at once
                async with table.lock:
                    event = await self._start(table, accepted=())
                await self._emit(event)
            return table

    # -- rematches ---------------------------------------------------------------------------

    async def game_to_rematch(self, guild_id: int, game_id: int, user_id: int) -> Table:
        """The finished game a player asks a rematch of (its players and rules), after checking
        it has none yet. The rematch is an ordinary challenge (:meth:`challenge` with
        ``rematch_of``) from the player: :meth:`rematch_players` seats them first."""
        table = await self.finished(guild_id, game_id)
        if user_id not in table.players:
            raise NotYourGame(f"Only the players of game #{game_id} can ask for its rematch.")
        if any(is_former_member(p) for p in table.players):
            raise TableError(
                f"A player of game #{game_id} has since asked to be forgotten here, so it can't "
                "have a rematch.",
                Hint.NEW_CHALLENGE,
            )
        made = await self.store.rematch_of(game_id)
        if made is not None:
            raise RematchMade(game_id, made)
        return table

    @staticmethod
    def rematch_players(players: tuple[int, ...], user_id: int) -> tuple[int, ...]:
        """The same players turned so that ``user_id`` challenges: a rotation keeps the order
        of play of three and who partners whom (seats two apart)."""
        seat = players.index(user_id)
        return players[seat:] + players[:seat]

    async def game_row(self, game_id: int) -> GameRow | None:
        """A game as it stands: live from memory, otherwise as stored."""
        table = self._tables.get(game_id)
        return table.row if table is not None else await self.store.get_game(game_id)

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        table = self._tables.get(game_id)
        if table is not None:
            table.row = replace(table.row, table_message_id=message_id)
        await self.store.set_table_message(game_id, message_id)

    def check_move(self, game_id: int, user_id: int) -> Table:
        """A player may post their table again at the bottom of its channel, once a minute."""
        table = self._live(game_id)
        self.check_player(table, user_id)
        since = self.clock() - self._moved_at.get(game_id, -math.inf)
        if since < MOVE_INTERVAL:
            wait = math.ceil(MOVE_INTERVAL - since)
            raise TableError(
                f"This table was posted again {math.floor(since)} seconds ago, just below. "
                f"Scroll down to it, or try again in {wait} seconds."
            )
        return table

    async def move_table(self, game_id: int, user_id: int, message_id: int) -> Post | None:
        """The table was posted again as ``message_id``: it becomes the table's message, and the
        old one is owed an edit pointing to it (the returned post; stored with the new message
        id in one transaction, so a restart still delivers it)."""
        async with self._operation():
            table = self.check_move(game_id, user_id)
            async with table.lock:  # no commit may write the old message id back meanwhile
                old = table.row.table_message_id
                post = None
                try:
                    if old is None or old == message_id:
                        await self.store.set_table_message(game_id, message_id)
                    else:
                        seq = await self.store.next_post_seq(game_id, table.version, MOVED_SEQ)
                        post = Post(game_id, table.version, seq, PostKind.MOVED, 0, None, old)
                        await self.store.move_table_message(
                            game_id, message_id, post, now=self.clock()
                        )
                except Exception as exc:
                    log.error("could not save game %s's new table message: %s", game_id, exc)
                    raise SaveFailed("I couldn't save that, so the table didn't move.") from exc
                table.row = replace(table.row, table_message_id=message_id)
                table.owed += post is not None
                self._moved_at[game_id] = self.clock()
            return post

    async def accept(self, game_id: int, user_id: int) -> Table:
        """An invited member accepts; once all have, the game starts (the cut, the deal)."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                _check_open(table)
                ran_out = self._overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    event = replace(await self._accept(table, user_id), actor=user_id)
            await self._emit(event)
            if ran_out is not None:
                raise TimeRanOut("This challenge expired before it was accepted.")
            return table

    async def _accept(self, table: Table, user_id: int) -> Event:
        row = table.row
        seat = table.seat_of(user_id)
        members = "member" if len(table.players) == 2 else "members"
        if seat == 0:
            raise NotYourGame(
                f"Only the challenged {members} can accept. Wait for them, or withdraw your "
                "challenge with its Cancel button.",
                Hint.TRY_AGAIN,
            )
        if seat is None:
            raise NotYourGame(f"Only the challenged {members} can accept.")
        if row.accepted[seat]:
            raise TableError("You have accepted already; the game starts when everyone has.")
        if not all(a or s == seat for s, a in enumerate(row.accepted)):
            return await self._commit(table, None, accepted=[user_id])
        return await self._start(table, accepted=[user_id])

    async def _start(self, table: Table, accepted: Sequence[int]) -> Event:
        """Everyone has accepted: the cut, the first deal."""
        row = table.row
        game = Game.new(row.rules, tuple(str(p) for p in table.players), self._rng_for(row.id))
        return await self._commit(
            table,
            game,
            status=GameStatus.ACTIVE,
            timers=self._turn_timers(table, game),
            accepted=accepted,
        )

    async def decline(self, game_id: int, user_id: int) -> Table:
        """The challenged member declines, or the challenger cancels."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                _check_open(table)
                if user_id not in table.players:
                    raise NotYourGame("This challenge is between other members.")
                ran_out = self._overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    status = (
                        GameStatus.CANCELLED if user_id == table.players[0] else GameStatus.DECLINED
                    )
                    event = await self._commit(table, None, status=status)
            await self._emit(event)
            return table

    # -- play --------------------------------------------------------------------------------

    def knock_options(
        self, game_id: int, user_id: int, version: str, card: Card
    ) -> list[Arrangement]:
        """The arrangements the player may lay down knocking with ``card`` (read only)."""
        table = self._live(game_id)
        game = table.game
        if table.status is not GameStatus.ACTIVE or game is None:
            raise GameGone("This game is not in play.")
        seat = self.check_player(table, user_id)
        if version != table.view_version(user_id):
            raise StaleView(table)
        if user_id not in table.acting:
            raise NotYourTurn("It's not your turn yet.")
        index = game.deal_of(seat)
        assert index is not None
        options = game.deals[index].knock_options(card)
        if not options:
            raise TableError(f"You can't knock by discarding {card}.", Hint.OPEN_HAND)
        return options

    async def act(self, game_id: int, user_id: int, version: str, action: Action) -> Table:
        """Apply a player's action if it comes from the current view, is legal, and comes
        before the player's time ran out."""
        return await self._in_play(
            game_id, user_id, lambda table, seat: self._apply(table, seat, version, action)
        )

    async def resign(self, game_id: int, user_id: int) -> Table:
        return await self._in_play(game_id, user_id, self._resign)

    async def _in_play(
        self, game_id: int, user_id: int, change: Callable[[Table, int], Awaitable[Event]]
    ) -> Table:
        """``change(table, seat)`` for one of the players of a game in play, under the table's
        lock; but if a deadline passed first, what it decides is done and TimeRanOut raised."""
        async with self._operation():
            table = self._live(game_id)
            async with table.lock:
                if table.status is not GameStatus.ACTIVE or table.game is None:
                    raise GameGone("This game is not in play.")
                seat = self.check_player(table, user_id)
                ran_out = self._overdue(table)
                if ran_out is not None:
                    event = await self._run_out(table, ran_out)
                else:
                    event = replace(await change(table, seat), actor=user_id)
            await self._emit(event)
            if ran_out is not None:
                raise self._time_ran_out(table, user_id)
            return table

    async def _apply(self, table: Table, seat: int, version: str, action: Action) -> Event:
        assert table.game is not None
        user_id = table.players[seat]
        if version != table.view_version(user_id):
            raise StaleView(table)
        if table.game.deal_of(seat) is None:
            raise NotYourTurn("You sit out this hand.", Hint.OPEN_HAND)
        if user_id not in table.acting:
            raise NotYourTurn(
                "It's not your turn yet. You'll be able to play when the table shows your name."
            )
        game = table.game.copy()
        index = game.deal_of(seat)
        assert index is not None
        try:
            deal_outcome = game.apply(action, seat)
        except IllegalActionError as exc:
            raise TableError(f"You can't do that: {exc}.", Hint.OPEN_HAND) from None
        deals, posts = [], []
        if deal_outcome is not None:
            deals.append(next(r for r in reversed(game.history) if r.number == index + 1))
            posts.append((PostKind.SHOWDOWN, index + 1, None))
        if game.is_over:
            posts.append((PostKind.RESULT, len(game.deals), None))
        timers = self._turn_timers(table, game)
        return await self._commit(table, game, deals=deals, posts=posts, timers=timers)

    async def _resign(self, table: Table, seat: int) -> Event:
        assert table.game is not None
        game = table.game.copy()
        game.resign(seat, "resigned")
        return await self._commit(table, game, posts=[(PostKind.RESULT, len(game.deals), None)])

    def _time_ran_out(self, table: Table, user_id: int) -> TimeRanOut:
        game = table.game
        outcome = game.outcome() if game is not None else None
        late = None if outcome is None else outcome.forfeited_by
        seat = table.seat_of(user_id)
        if late is not None and table.players[late] == user_id:
            return TimeRanOut("Your time ran out before that click, so you forfeited the game.")
        assert game is not None
        sheet = game.sheet()
        if late is not None and seat is not None and sheet.side_of(late) == sheet.side_of(seat):
            return TimeRanOut("Your partner's time ran out, so your team forfeited the game.")
        if len(sheet.sides) == 2:
            return TimeRanOut("Your opponent's time ran out, so you won the game by forfeit.")
        return TimeRanOut("A player's time ran out before your click, so the game ended.")

    async def abandon(self, game_id: int, why: str) -> None:
        """The game's channel is gone (or the bot was removed): end it without a result, no
        forfeit, and forget its posts; logged once."""
        table = self._tables.get(game_id)
        if table is not None:
            async with table.lock:
                if not table.status.live:
                    return
                try:
                    event = await self._commit(
                        table, table.game, status=GameStatus.ABANDONED, drop_posts=True
                    )
                except SaveFailed:
                    return  # the next post or edit that fails tries again
            log.warning("game %s abandoned: %s", game_id, why)
            await self._emit(event)
            return
        ended = self._ended.pop(game_id, None)
        if ended is not None:
            await self.store.delete_posts(game_id)
            ended.owed = 0
            log.warning("game %s: its posts are dropped: %s", game_id, why)

    async def end(self, guild_id: int, game_id: int, *, by: int, reason: str) -> Table:
        """An admin ends a stuck game or challenge of this server: abandoned, no result for
        anyone, the reason on its table; logged. Posts it already called for still go out."""
        async with self._operation():
            table = self._tables.get(game_id)
            if table is None or table.row.guild_id != guild_id:
                raise GameGone(
                    f"There is no game #{game_id} in play in this server. The number is on "
                    "the table's title."
                )
            async with table.lock:
                if not table.status.live:
                    raise GameGone(f"Game #{game_id} has already ended.")
                event = await self._commit(
                    table, table.game, status=GameStatus.ABANDONED, end_reason=reason
                )
            await self.store.log_action(
                guild_id, by=by, action="end", detail=f"game #{game_id}: {reason}", now=self.clock()
            )
            log.info("game %s ended by an admin: %s", game_id, reason)
            await self._emit(event)
            return table

    async def new_season(self, guild_id: int, *, by: int) -> int:
        return await self.store.new_season(guild_id, by=by, now=self.clock())

    # -- posts -------------------------------------------------------------------------------

    def post_is_current(self, table: Table, post: Post) -> bool:
        """False for a reminder whose turn was already played (drop it)."""
        if post.kind is not PostKind.REMINDER:
            return True
        return table.status is GameStatus.ACTIVE and table.version == post.version

    async def posted(self, table: Table, post: Post) -> None:
        """``post`` went out (or was dropped): it is no longer owed."""
        await self.store.delete_post(post)
        table.owed = max(0, table.owed - 1)
        if table.owed == 0 and not table.status.live:
            self._ended.pop(table.id, None)

    # -- agreeing to abandon -----------------------------------------------------------------

    def proposal(self, game_id: int) -> AbandonProposal | None:
        """The game's open proposal to abandon, if it still stands."""
        proposal = self._proposals.get(game_id)
        table = self._tables.get(game_id)
        if proposal is None:
            return None
        if (
            table is None
            or table.status is not GameStatus.ACTIVE
            or table.version != proposal.version
            or self.clock() >= proposal.expires_at
        ):
            del self._proposals[game_id]
            return None
        return proposal

    async def agree_to_abandon(
        self, game_id: int, user_id: int, version: int | None = None
    ) -> AbandonProposal:
        """A player agrees to abandon the game: with ``version`` None, proposes it (or joins
        the open proposal); otherwise agrees to the proposal made at that version. Once every
        member agrees, the game ends abandoned, unrated, for nobody's result."""
        async with self._operation():
            table = self._live(game_id)
            event = None
            async with table.lock:
                if table.status is not GameStatus.ACTIVE or table.game is None:
                    raise GameGone("This game is not in play.")
                self.check_player(table, user_id)
                proposal = self.proposal(game_id)
                if version is not None and (proposal is None or proposal.version != version):
                    raise ProposalClosed()
                if proposal is None:
                    proposal = AbandonProposal(
                        game_id,
                        table.version,
                        user_id,
                        self.clock() + PROPOSAL_SECONDS,
                        {p for p in table.players if is_computer(p)},
                    )
                    self._proposals[game_id] = proposal
                proposal.agreed.add(user_id)
                if not proposal.waiting(table.players):
                    event = await self._commit(
                        table,
                        table.game,
                        status=GameStatus.ABANDONED,
                        end_reason=AGREED_TO_ABANDON,
                    )
                    proposal.ended = True
                    self._proposals.pop(game_id, None)
            if event is not None:
                log.info("game %s abandoned: its players agreed", game_id)
                await self._emit(replace(event, actor=user_id))
            return proposal

    def keep_playing(self, game_id: int, user_id: int, version: int) -> AbandonProposal:
        """A player turns the proposal made at ``version`` down: it is withdrawn."""
        table = self._live(game_id)
        self.check_player(table, user_id)
        proposal = self.proposal(game_id)
        if proposal is None or proposal.version != version:
            raise ProposalClosed()
        del self._proposals[game_id]
        return proposal

    async def _lapse_proposals(self) -> None:
        """Proposals past their time are withdrawn; listeners hear of their tables."""
        now = self.clock()
        for game_id, proposal in list(self._proposals.items()):
            if now >= proposal.expires_at:
                del self._proposals[game_id]
                table = self._tables.get(game_id)
                if table is not None:
                    await self._emit(Event(table))

    # -- "your turn" pings --------------------------------------------------------------------

    def turn_pings(
        self, guild_id: int, acting: Sequence[int], actor: int | None, up: Sequence[int]
    ) -> tuple[list[int], list[int]]:
        """After a change at a table of the server (``acting``: who is to move now, none once
        the game is over; ``actor``: whose move it was), given the members whose ping is
        ``up``: (who to ping now, whose ping to delete). A ping goes to a member who asked for
        it when their turn comes, not while they are playing it themselves (they drew and are
        to discard); it goes once the turn is played or the game is over."""
        clear = [m for m in up if m not in acting]
        ping = [
            m
            for m in acting
            if m != actor
            and m not in up
            and not is_computer(m)
            and self.wants_turn_ping(guild_id, m)
        ]
        return ping, clear

    async def pings_up(self) -> list[Ping]:
        return await self.store.pings()

    async def ping_posted(self, ping: Ping) -> None:
        await self.store.add_ping(ping)

    async def ping_deleted(self, ping: Ping) -> None:
        await self.store.delete_ping(ping)

    # -- timers ------------------------------------------------------------------------------

    async def tick(self) -> None:
        """Handle every deadline that has passed: expired challenges, reminders, timeouts.
        Nothing runs while the clocks are paused."""
        if self.paused or self._closing:
            return
        await self._lapse_proposals()
        now = self.bot_time()
        for table in list(self._tables.values()):
            for timer in table.row.timers:
                try:
                    if now >= timer.due_at:
                        await self._timer_ran_out(table, timer)
                    elif timer.remind_at is not None and now >= timer.remind_at:
                        await self._remind(table, timer)
                except TableError:
                    continue  # answered meanwhile
                except Exception:
                    log.exception("timer failed for game %s", table.id)

    async def _timer_ran_out(self, table: Table, timer: Timer) -> None:
        async with self._operation():
            async with table.lock:
                if timer not in table.row.timers or self._overdue(table) is None:
                    return  # answered meanwhile
                event = await self._run_out(table, timer)
            await self._emit(event)

    async def _run_out(self, table: Table, timer: Timer) -> Event:
        """Do what a deadline decides (the caller holds the lock): a challenge expires; the
        player to act in the timer's deal forfeits."""
        if timer.kind is TimerKind.CHALLENGE:
            return await self._commit(table, None, status=GameStatus.EXPIRED)
        assert table.game is not None
        late = _acting_by_slot(table.game)[timer.slot][1]
        game = table.game.copy()
        game.resign(late, "timeout")
        return await self._commit(table, game, posts=[(PostKind.RESULT, len(game.deals), None)])

    async def _remind(self, table: Table, timer: Timer) -> None:
        async with self._operation():
            async with table.lock:
                if timer not in table.row.timers or timer.remind_at is None or table.game is None:
                    return
                acting = _acting_by_slot(table.game).get(timer.slot)
                if acting is None:
                    return
                index, player = acting
                timers = tuple(t.reminded() if t == timer else t for t in table.row.timers)
                posts = [(PostKind.REMINDER, index + 1, table.players[player], timer.slot)]
                # No new version: the players' controls stay current.
                event = await self._commit(
                    table, table.game, posts=posts, timers=timers, new_version=False
                )
            await self._emit(event)

    # -- committing --------------------------------------------------------------------------

    async def _commit(
        self,
        table: Table,
        game: Game | None,
        *,
        status: GameStatus | None = None,
        deals: Sequence[HandResult] = (),
        posts: Sequence[tuple[Any, ...]] = (),
        timers: tuple[Timer, ...] | None = None,
        new_version: bool = True,
        drop_posts: bool = False,
        accepted: Sequence[int] = (),
        end_reason: str | None = None,
    ) -> Event:
        """Store the new state (as the next version, unless ``new_version`` is off), then make
        it the table's; on failure nothing changes and SaveFailed is raised. The caller holds
        the table's lock."""
        row = table.row
        status = status or row.status
        results: list[ResultRow] = []
        if game is not None and game.is_over and status is GameStatus.ACTIVE:
            status = GameStatus.FINISHED
            results = _result_rows(row.players, game)
        version = row.version + 1 if new_version else row.version
        new = replace(
            row,
            status=status,
            state=game.to_json() if game is not None else row.state,
            version=version,
            timers=(row.timers if timers is None else timers) if status.live else (),
            updated_at=self.clock(),
            accepted=tuple(
                a or m in accepted for a, m in zip(row.accepted, row.players, strict=True)
            ),
            end_reason=end_reason or row.end_reason,
        )
        made = tuple(_post(row.id, version, *post) for post in posts)
        try:
            await self.store.save(
                new,
                expected_version=row.version,
                deals=deals,
                results=results,
                posts=made,
                drop_posts=drop_posts,
                timers_before=row.timers,
                accepted=accepted,
            )
        except Exception as exc:
            log.error("could not save game %s: %s", row.id, exc)
            raise SaveFailed("I couldn't save that, so it didn't happen.") from exc
        table.row, table.game, table.moved_by = new, game, 0.0
        table.owed = 0 if drop_posts else table.owed + len(made)
        if not status.live:
            self._tables.pop(row.id, None)
            if table.owed:
                self._ended[row.id] = table
        self._wake_computer(table)
        return Event(table, made)

    # -- the computer's turns ----------------------------------------------------------------

    def _wake_computer(self, table: Table) -> None:
        """If the computer is to move at this table, let it (after a pause)."""
        if table.status is not GameStatus.ACTIVE or self.paused or self._closing:
            return
        if not any(is_computer(p) for p in table.acting):
            return
        task = self._computer_turns.get(table.id)
        if task is None or task.done():
            self._computer_turns[table.id] = asyncio.create_task(self._play_computer(table.id))

    async def _play_computer(self, game_id: int) -> None:
        """The computer's moves at one table, one after another while it is to move; each is
        committed like a member's (and so survives a restart, which wakes it again)."""
        failures = 0
        while True:
            await asyncio.sleep(self.computer_pause)
            table = self._tables.get(game_id)
            if table is None or table.game is None or self.paused or self._closing:
                return
            if table.status is not GameStatus.ACTIVE:
                return
            movers = [p for p in table.acting if is_computer(p)]
            if not movers:
                return
            member = movers[0]
            level = computer_level(member)
            assert level is not None
            view = table.game.view_for(table.players.index(member)).hand
            version = table.view_version(member)
            assert view is not None
            try:
                action = await self._think(view, level, f"{game_id}:{version}:{member}")
                await self.act(game_id, member, version, action)
                failures = 0
            except (StaleView, TimeRanOut, GameGone, ShuttingDown):
                continue  # the table moved on meanwhile: look again
            except Exception:
                failures += 1
                log.exception("game %s: the computer could not move", game_id)
                if failures >= 3:
                    return  # its turn timer decides, as for anyone who doesn't move

    def _wake_all_computers(self) -> None:
        for table in list(self._tables.values()):
            self._wake_computer(table)

    # -- stopping ----------------------------------------------------------------------------

    def prepare_computer(self) -> None:
        """Start the computer's worker now (it takes a second), not at its first move."""
        if isinstance(self._think, ComputerRunner):
            self._think.start()

    async def close(self, timeout: float = 10.0) -> bool:
        """Take no more changes; wait (at most ``timeout``) for those under way to commit.
        Returns whether they all did. A last heartbeat marks when clicks stopped counting."""
        self._closing = True
        for task in self._computer_turns.values():
            task.cancel()
        if isinstance(self._think, ComputerRunner):
            self._think.close()
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            log.warning("%d change(s) still saving after %.0f s", self._busy, timeout)
            return False
        if not self.paused:
            with contextlib.suppress(Exception):
                await self.store.heartbeat(self.clock(), downtime=self._downtime)
        return True


def stored_game(row: GameRow, rng: random.Random) -> Game | None:
    """The game a stored row holds (None: a challenge, not yet dealt); CorruptRecordError if
    it can't be read back (``python -m bot check`` reads rows as the service loads them)."""
    if row.state is None:
        return None
    game = Game.from_json(row.state, rng)
    if [str(p) for p in row.players] != list(game.players):
        raise CorruptRecordError("the players do not match the game record")
    return game


class ProposalClosed(TableError):
    """The proposal to abandon that was answered is no longer open."""

    def __init__(self) -> None:
        super().__init__(
            "That proposal to abandon is no longer open: a move was made, someone chose to "
            "keep playing, it expired, or I restarted. Propose it again if you still want to."
        )


def _check_open(table: Table) -> None:
    if table.status is not GameStatus.CHALLENGE:
        raise GameGone(
            "This challenge has already been answered. Play from the table message, or start a "
            "new game."
        )


def _post(
    game_id: int, version: int, kind: PostKind, deal: int, member: int | None, slot: int = 0
) -> Post:
    # Reminders of the two deals of a partnership round may share a version: one seq a slot.
    return Post(game_id, version, POST_ORDER[kind] + slot, kind, deal, member)


def _acting_by_slot(game: Game | None) -> dict[int, tuple[int, int]]:
    """slot (board) -> (deal index, player to act), for the deals in play."""
    if game is None:
        return {}
    acting = {}
    for index in game.live():
        turn = game.deals[index].turn
        if turn is not None:
            seating = game.seatings[index]
            acting[seating.board] = (index, seating.players[turn])
    return acting


def _result_rows(members: tuple[int, ...], game: Game) -> list[ResultRow]:
    """One row per member: their side's place and totals, their own hands."""
    outcome = game.outcome()
    assert outcome is not None
    sheet = game.sheet()
    history = game.history
    gin = (OutcomeKind.GIN, OutcomeKind.BIG_GIN)
    forfeiter = None if outcome.forfeited_by is None else sheet.side_of(outcome.forfeited_by)
    rows = []
    for seat, member in enumerate(members):
        side = sheet.side_of(seat)
        standing = outcome.standings[side]
        rows.append(
            ResultRow(
                member_id=member,
                seat=seat,
                team=side if game.format is Format.PARTNERSHIP else None,
                place=standing.place,
                grand_total=standing.grand_total,
                points=standing.points,
                hands_won=sum(h.winner == seat for h in history),
                gins=sum(h.winner == seat and h.kind in gin for h in history),
                undercuts_given=sum(
                    h.winner == seat and h.kind is OutcomeKind.UNDERCUT for h in history
                ),
                undercuts_suffered=sum(
                    h.knocker == seat and h.kind is OutcomeKind.UNDERCUT for h in history
                ),
                ending=outcome.ending.value,
                reason=outcome.reason if outcome.ending is Ending.FORFEIT else None,
                forfeited=forfeiter == side,
                shutout=standing.doubled,
                deals=len(history),
                hands_played=sum(seat in h.players for h in history),
                big_gins=sum(h.winner == seat and h.kind is OutcomeKind.BIG_GIN for h in history),
            )
        )
    return rows


def _format_words(rules: Rules) -> str:
    if rules.format is Format.THREE:
        return "three-player"
    return {Format.PARTNERSHIP: "partnership", Format.HOLLYWOOD: "Hollywood"}.get(
        rules.format, "two-player"
    )


def rules_from_options(
    preset: str = "25/25",
    variant: str = "standard",
    target: int | None = None,
    format: str = "heads-up",
    rotation: str = "dealer sits out",
) -> Rules:
    """Rules from a challenge's options (no target: the format's usual one), with a
    user-facing error if one is out of range."""
    try:
        return Rules.preset(
            preset,
            variant=Variant(variant),
            target=target,
            format=Format(format),
            rotation=Rotation(rotation),
        )
    except (RulesError, ValueError) as exc:
        raise TableError(f"That option isn't valid: {exc}.") from None
