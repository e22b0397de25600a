"""How the store keeps a few values: the bot's own state as text under a name in
``bot_state``, one name per shard."""

from __future__ import annotations

from typing import Any

from bot.model import Shards

HEARTBEAT = "heartbeat"  # bot_state: when the bot last could receive clicks (a float's repr)
DOWNTIME = "downtime"  # bot_state: all the time so far it could not (seconds)
COMMAND_SYNC = "command_sync"  # bot_state: the last sync of the slash commands (JSON)
CONTROL_KEY = "control_key"  # bot_state: the key that tags custom ids (hex)
SHARD_COUNT = "shard_count"  # bot_state: the shard count the bot runs with (1 before sharding)
REWRITE_PENDING = "rewrite_pending"  # bot_state: VACUUM once (set by migration 006)


def state_key(name: str, shard: int) -> str:
    """The ``bot_state`` name of a value kept per shard: shard 0 keeps the name it always had
    (no migration), another shard ``name:shard``."""
    return name if shard == 0 else f"{name}:{shard}"


def to_float(value: Any) -> float | None:
    """A stored number, or None if it is missing or can't be read."""
    if value is None:
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def owned(shards: Shards | None, column: str = "guild_id") -> tuple[str, tuple[int, ...]]:
    """A condition true for the rows of the servers ``shards`` run (all: None), and its
    parameters: Discord's own routing, ``(guild_id >> 22) % count``, in SQL."""
    if shards is None or shards.everything:
        return "1 = 1", ()
    marks = ", ".join("?" for _ in shards.ids)
    return f"(({column} >> 22) % ?) IN ({marks})", (shards.count, *shards.ids)
