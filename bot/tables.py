"""The table service: live games, their locks and timers. No discord import.

It takes user ids and actions and returns tables (a live game and its metadata) or raises a
``TableError`` whose message is written for the user. Every change is committed to the store
before it is reported; if the commit fails the in-memory game is rebuilt from the last committed
state, so nothing changed. Listeners hear about changes (table to redraw, a deal or game over, a
reminder) after the commit.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TypeVar

from bot.engine import (
    Action,
    CorruptRecordError,
    DealOutcome,
    Ending,
    Game,
    GameOutcome,
    IllegalActionError,
    Rules,
    RulesError,
    Variant,
)
from bot.store import DealRow, GameRow, ResultRow, Store

__all__ = [
    "Event",
    "EventKind",
    "GameGone",
    "NotYourGame",
    "NotYourTurn",
    "SaveFailed",
    "StaleView",
    "Table",
    "TableError",
    "TableService",
    "rules_from_options",
]

log = logging.getLogger(__name__)
T = TypeVar("T")

CHALLENGE_SECONDS = 10 * 60
ANSWERED = (
    "This challenge has already been answered. Play from the table message, or start a new "
    "game with /gin challenge."
)
TURN_SECONDS_RANGE = (60, 24 * 60 * 60)


class TableError(Exception):
    """A refusal, worded for the user; nothing changed."""


class NotYourGame(TableError):
    pass


class NotYourTurn(TableError):
    pass


class StaleView(TableError):
    """The click came from an out-of-date view; ``table`` is the current state."""

    def __init__(self, table: Table) -> None:
        super().__init__("That was out of date, so nothing happened. Here is the current view.")
        self.table = table


class GameGone(TableError):
    pass


class SaveFailed(TableError):
    pass


class EventKind(Enum):
    CHANGED = "changed"  # redraw the table
    DEAL_OVER = "deal over"
    GAME_OVER = "game over"
    REMINDER = "reminder"  # half of the turn time is gone
    CHALLENGE_CLOSED = "challenge closed"  # declined, cancelled or expired


@dataclass(slots=True)
class Table:
    """A challenge or a game in play, as kept in memory (a cache of its row)."""

    row: GameRow
    game: Game | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def players(self) -> tuple[int, int]:
        return self.row.players

    @property
    def status(self) -> str:
        return self.row.status

    @property
    def version(self) -> int:
        return self.row.version

    def seat_of(self, user_id: int) -> int | None:
        return self.players.index(user_id) if user_id in self.players else None

    @property
    def to_act(self) -> int | None:
        """User id of the player to act, if a game is in play."""
        if self.game is None or self.status != "active" or self.game.turn is None:
            return None
        return self.players[self.game.turn]


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    table: Table
    deal_outcome: DealOutcome | None = None
    deal_number: int | None = None
    game_outcome: GameOutcome | None = None
    user_id: int | None = None  # whom a reminder is for


Listener = Callable[[Event], Awaitable[None] | None]


class TableService:
    def __init__(
        self,
        store: Store,
        *,
        clock: Callable[[], float] = time.time,
        rng_for: Callable[[int], random.Random] | None = None,
        challenge_seconds: int = CHALLENGE_SECONDS,
    ) -> None:
        self.store = store
        self.clock = clock
        self._rng_for = rng_for or (lambda _game_id: secrets.SystemRandom())
        self.challenge_seconds = challenge_seconds
        self._tables: dict[int, Table] = {}
        self._listeners: list[Listener] = []

    # -- start-up ----------------------------------------------------------------------------

    async def load(self) -> list[str]:
        """Load every live challenge and game; returns the problems with rows left aside."""
        rows, bad = await self.store.live_games()
        problems = [str(exc) for exc in bad]
        for row in rows:
            try:
                game = None
                if row.state is not None:
                    game = Game.from_json(row.state, self._rng_for(row.id))
                    if [str(p) for p in row.players] != list(game.players):
                        raise CorruptRecordError("the players do not match the game record")
            except CorruptRecordError as exc:
                problems.append(f"game {row.id}: {exc}")
                continue
            self._tables[row.id] = Table(row, game)
        for problem in problems:
            log.warning("left a stored game aside: %s", problem)
        return problems

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    async def _emit(self, event: Event) -> None:
        for listener in self._listeners:
            try:
                result = listener(event)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                log.exception("listener failed on %s for game %s", event.kind.value, event.table.id)

    # -- reading -----------------------------------------------------------------------------

    def get(self, game_id: int) -> Table | None:
        return self._tables.get(game_id)

    def tables(self) -> list[Table]:
        return list(self._tables.values())

    def find(self, guild_id: int, channel_id: int | None, user_id: int) -> Table | None:
        """The user's live game (in the channel, if given), newest first."""
        for table in sorted(self._tables.values(), key=lambda t: -t.id):
            if (
                table.row.guild_id == guild_id
                and (channel_id is None or table.row.channel_id == channel_id)
                and user_id in table.players
                and table.status == "active"
            ):
                return table
        return None

    async def read(self, table: Table, reader: Callable[[Table], T]) -> T:
        """``reader(table)`` on committed state only. A move is applied to the cached game before
        its commit (and undone if the commit fails), so whatever shows a table to someone reads
        it under the table's lock and never shows a move that may yet be undone."""
        async with table.lock:
            return reader(table)

    def _live(self, game_id: int) -> Table:
        table = self._tables.get(game_id)
        if table is None:
            raise GameGone("That game or challenge is over. Start a new one with /gin challenge.")
        return table

    # -- challenges --------------------------------------------------------------------------

    async def challenge(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger: int,
        opponent: int,
        rules: Rules,
        turn_seconds: int,
        opponent_is_bot: bool = False,
    ) -> Table:
        if opponent == challenger:
            raise TableError("You can't challenge yourself. Pick another member.")
        if opponent_is_bot:
            raise TableError("Bots can't play gin rummy here. Challenge a member instead.")
        low, high = TURN_SECONDS_RANGE
        if not low <= turn_seconds <= high:
            raise TableError(
                f"The turn timer must be between {low // 60} minute and {high // 3600} hours."
            )
        for table in self._tables.values():
            if table.row.guild_id == guild_id and table.row.channel_id == channel_id:
                busy = {challenger, opponent} & set(table.players)
                if busy:
                    who = "You are" if challenger in busy else "They are"
                    raise TableError(
                        f"{who} already in a game or challenge in this channel. Finish it "
                        "(or resign), or play in another channel."
                    )
        now = self.clock()
        row = await self.store.create_game(
            guild_id=guild_id,
            channel_id=channel_id,
            players=(challenger, opponent),
            rules=rules,
            turn_seconds=turn_seconds,
            deadline=now + self.challenge_seconds,
            now=now,
        )
        table = Table(row)
        self._tables[row.id] = table
        return table

    async def set_table_message(self, game_id: int, message_id: int | None) -> None:
        table = self._tables.get(game_id)
        if table is not None:
            table.row.table_message_id = message_id
        await self.store.set_table_message(game_id, message_id)

    async def accept(self, game_id: int, user_id: int) -> Table:
        table = self._live(game_id)
        async with table.lock:
            if table.status != "challenge":
                raise GameGone(ANSWERED)
            if user_id == table.players[0]:
                raise NotYourGame(
                    "Only the challenged member can accept. Wait for them, or withdraw your "
                    "challenge with its Cancel button."
                )
            if user_id != table.players[1]:
                raise NotYourGame(
                    "Only the challenged member can accept. Start your own game with "
                    "/gin challenge."
                )
            game = Game.new(
                table.row.rules, tuple(str(p) for p in table.players), self._rng_for(table.id)
            )
            await self._commit(table, game, status="active")
        await self._emit(Event(EventKind.CHANGED, table))
        return table

    async def decline(self, game_id: int, user_id: int) -> Table:
        """The challenged member declines, or either side cancels."""
        table = self._live(game_id)
        async with table.lock:
            if table.status != "challenge":
                raise GameGone(ANSWERED)
            if user_id not in table.players:
                raise NotYourGame(
                    "This challenge is between two other members. Start your own game with "
                    "/gin challenge."
                )
            status = "declined" if user_id == table.players[1] else "cancelled"
            await self._commit(table, None, status=status)
        await self._emit(Event(EventKind.CHALLENGE_CLOSED, table))
        return table

    # -- play --------------------------------------------------------------------------------

    def check_player(self, table: Table, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotYourGame("This isn't your game. Start your own with /gin challenge.")
        return seat

    async def act(self, game_id: int, user_id: int, version: int, action: Action) -> Table:
        """Apply a player's action if it comes from the current view and is legal."""
        table = self._live(game_id)
        events: list[Event] = []
        async with table.lock:
            if table.status != "active" or table.game is None:
                raise GameGone("This game is not in play.")
            seat = self.check_player(table, user_id)
            if version != table.version:
                raise StaleView(table)
            if table.game.turn != seat:
                raise NotYourTurn(
                    "It's not your turn yet. You'll be able to play when the table shows your name."
                )
            game = table.game
            before = len(game.deals), game.turn
            try:
                deal_outcome = game.apply(action, seat)
            except IllegalActionError as exc:
                raise TableError(f"You can't do that: {exc}.") from None
            number = before[0]
            deals = []
            if deal_outcome is not None:
                result = game.history[-1]
                deals.append(
                    DealRow(
                        number,
                        table.players[result.dealer],
                        result.kind.value,
                        None if result.winner is None else table.players[result.winner],
                        result.points,
                    )
                )
                events.append(Event(EventKind.DEAL_OVER, table, deal_outcome, number))
            turn_changed = (len(game.deals), game.turn) != before
            await self._commit(table, game, deals=deals, new_turn=turn_changed)
            if game.is_over:
                events.append(Event(EventKind.GAME_OVER, table, game_outcome=game.outcome()))
        await self._emit(Event(EventKind.CHANGED, table))
        for event in events:
            await self._emit(event)
        return table

    async def resign(self, game_id: int, user_id: int, reason: str = "resigned") -> Table:
        table = self._live(game_id)
        async with table.lock:
            if table.status != "active" or table.game is None:
                raise GameGone("This game is not in play.")
            seat = self.check_player(table, user_id)
            table.game.resign(seat, reason)
            await self._commit(table, table.game)
            outcome = table.game.outcome()
        await self._emit(Event(EventKind.CHANGED, table))
        await self._emit(Event(EventKind.GAME_OVER, table, game_outcome=outcome))
        return table

    # -- timers ------------------------------------------------------------------------------

    async def tick(self) -> None:
        """Handle every deadline that has passed: expired challenges, reminders, timeouts."""
        now = self.clock()
        for table in list(self._tables.values()):
            deadline = table.row.deadline
            if deadline is None:
                continue
            try:
                if table.status == "challenge" and now >= deadline:
                    await self._expire_challenge(table)
                elif table.status == "active" and now >= deadline:
                    await self._time_out(table)
                elif (
                    table.status == "active"
                    and not table.row.reminded
                    and now >= deadline - table.row.turn_seconds / 2
                ):
                    await self._remind(table)
            except TableError:
                continue  # answered meanwhile
            except Exception:
                log.exception("timer failed for game %s", table.id)

    async def _expire_challenge(self, table: Table) -> None:
        async with table.lock:
            if table.status != "challenge" or self.clock() < (table.row.deadline or 0):
                return
            await self._commit(table, None, status="expired")
        await self._emit(Event(EventKind.CHALLENGE_CLOSED, table))

    async def _time_out(self, table: Table) -> None:
        async with table.lock:
            game = table.game
            if table.status != "active" or game is None or game.turn is None:
                return
            if self.clock() < (table.row.deadline or 0):
                return
            game.resign(game.turn, "timeout")
            await self._commit(table, game)
            outcome = game.outcome()
        await self._emit(Event(EventKind.CHANGED, table))
        await self._emit(Event(EventKind.GAME_OVER, table, game_outcome=outcome))

    async def _remind(self, table: Table) -> None:
        async with table.lock:
            if table.status != "active" or table.row.reminded or table.to_act is None:
                return
            user = table.to_act
            row = table.row
            previous = row.reminded
            row.reminded = True
            try:
                await self.store.save(row, expected_version=row.version)
            except Exception:
                row.reminded = previous
                raise
        await self._emit(Event(EventKind.REMINDER, table, user_id=user))

    def next_deadline(self) -> float | None:
        """The earliest moment ``tick`` has something to do."""
        moments = []
        for table in self._tables.values():
            deadline = table.row.deadline
            if deadline is None:
                continue
            moments.append(deadline)
            if table.status == "active" and not table.row.reminded:
                moments.append(deadline - table.row.turn_seconds / 2)
        return min(moments, default=None)

    # -- committing --------------------------------------------------------------------------

    async def _commit(
        self,
        table: Table,
        game: Game | None,
        *,
        status: str | None = None,
        deals: list[DealRow] | None = None,
        new_turn: bool = True,
    ) -> None:
        """Store the new state as the next version; on failure restore the last committed one
        and raise SaveFailed. The caller holds the table's lock."""
        row = table.row
        old = (row.status, row.state, row.version, row.deadline, row.reminded, row.updated_at)
        now = self.clock()
        row.status = status or row.status
        row.state = game.to_json() if game is not None else row.state
        result = None
        if game is not None and game.is_over:
            row.status = "finished"
            result = _result_row(table, game)
        row.version += 1
        row.updated_at = now
        if row.status == "active" and new_turn:
            row.deadline, row.reminded = now + row.turn_seconds, False
        elif row.status != "active":
            row.deadline = None
        try:
            await self.store.save(row, expected_version=old[2], deals=deals or (), result=result)
        except Exception as exc:
            (row.status, row.state, row.version, row.deadline, row.reminded, row.updated_at) = old
            table.game = Game.from_json(row.state, self._rng_for(row.id)) if row.state else None
            log.error("could not save game %s: %s", row.id, exc)
            raise SaveFailed(
                "I couldn't save that move, so it didn't happen. Please try again in a moment."
            ) from exc
        table.game = game
        if row.status not in ("challenge", "active"):
            self._tables.pop(row.id, None)


def _result_row(table: Table, game: Game) -> ResultRow:
    outcome = game.outcome()
    assert outcome is not None
    winner = outcome.winner
    return ResultRow(
        winner=table.players[winner],
        loser=table.players[1 - winner],
        ending=outcome.ending.value,
        reason=outcome.reason if outcome.ending is Ending.FORFEIT else None,
        winner_total=outcome.grand_totals[winner],
        loser_total=outcome.grand_totals[1 - winner],
        shutout=outcome.shutout,
        deals=len(game.history),
    )


def rules_from_options(
    preset: str = "25/25", variant: str = "standard", target: int = 100
) -> Rules:
    """Rules from a challenge's options, with a user-facing error if one is out of range."""
    try:
        return Rules.preset(preset, variant=Variant(variant), target=target)
    except (RulesError, ValueError) as exc:
        message = f"That option isn't valid: {exc}. Check /gin rules for the choices."
        raise TableError(message) from None
