"""Shared by the SQLite-specific store tests (their ``opened`` fixture is in conftest)."""

from __future__ import annotations

from bot.engine import HandResult, OutcomeKind, Rules
from bot.model import GameRow, Timer, TimerKind
from bot.store.sqlite import SqliteStore

# Deal 1, dealt by seat 0, won by seat 1 with gin for 40 (players as the game's indexes).
GIN_BY_SEAT_1 = HandResult(1, 1, 0, (0, 1), 0, OutcomeKind.GIN, 1, 1, 40)


async def new_row(
    store: SqliteStore, players: tuple[int, ...] = (10, 20), channel_id: int = 2
) -> GameRow:
    return await store.create_game(
        guild_id=1,
        channel_id=channel_id,
        players=players,
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
    )
