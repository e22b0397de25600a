"""A new game row in any store, for the store tests (the contract suite and the SQLite ones)."""

from __future__ import annotations

from bot.engine import Rules
from bot.model import GameRow, Timer, TimerKind
from bot.store import Store


async def new_row(
    store: Store,
    players: tuple[int, ...] = (10, 20),
    channel_id: int = 2,
    guild_id: int = 1,
    **options: object,
) -> GameRow:
    return await store.create_game(
        guild_id=guild_id,
        channel_id=channel_id,
        players=players,
        rules=Rules(),
        turn_seconds=600,
        timer=Timer(TimerKind.CHALLENGE, 1000.0),
        now=400.0,
        **options,  # type: ignore[arg-type]
    )
