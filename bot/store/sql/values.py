"""How the store keeps a few values: the bot's own state as text under a name in
``bot_state``, one name per shard."""

from __future__ import annotations

from typing import Any

HEARTBEAT = "heartbeat"  # bot_state: when the bot last could receive clicks (a float's repr)
DOWNTIME = "downtime"  # bot_state: all the time so far it could not (seconds)
COMMAND_SYNC = "command_sync"  # bot_state: the last sync of the slash commands (JSON)
CONTROL_KEY = "control_key"  # bot_state: the key that tags custom ids (hex)
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
