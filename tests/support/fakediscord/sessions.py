"""Gateway sessions and shards: which session hears which server, and the IDENTIFYs turned
away (docs/fake-discord.md, "Shards").
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

# Sharding (Discord's gateway docs, "Sharding"): a session serves the servers with
# (guild_id >> 22) % shard_count == shard_id, at most MAX_GUILDS_PER_SHARD of them.
MAX_GUILDS_PER_SHARD = 2500
CLOSE_INVALID_SHARD = 4010
CLOSE_SHARDING_REQUIRED = 4011
# One IDENTIFY per rate-limit bucket (shard_id % max_concurrency) per this many seconds.
IDENTIFY_WINDOW = 5.0
SESSION_START_TOTAL = 1000  # session starts (IDENTIFYs) per day
SESSION_START_RESET = 24 * 3600.0
# Events whose server is their own "id"; every other event names it in "guild_id".
GUILD_ID_EVENTS = frozenset({"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"})


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that gets a server's events and interactions; those of no server (DMs) go
    to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def event_guild_id(event: str, data: Mapping[str, Any]) -> int | None:
    """The server a dispatched event belongs to, which decides its shard (None: no server)."""
    raw = data.get("id") if event in GUILD_ID_EVENTS else data.get("guild_id")
    return None if raw is None else int(raw)


@dataclass
class IdentifyRefusal:
    """An IDENTIFY the fake turned away: closed with ``close_code`` (4010 Invalid shard,
    4011 Sharding required) or, with ``close_code`` None, answered with op 9 (too fast)."""

    shard: Any  # as the IDENTIFY carried it (None: none)
    close_code: int | None
    reason: str
    at: float  # fake clock (monotonic)


@dataclass(eq=False)
class GatewaySession:
    """A gateway session (one IDENTIFY); it outlives its websocket so it can be RESUMEd."""

    id: str
    intents: int
    shard: list[int] | None
    ws: web.WebSocketResponse | None
    seq: int = 0
    sent: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=2000))
    invalidated: bool = False
    resumes: int = 0
    disconnected_at: float | None = None  # fake clock
    identified_at: float = 0.0  # fake clock (monotonic)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    @property
    def shard_id(self) -> int:
        return self.shard[0] if self.shard else 0

    @property
    def shard_count(self) -> int:
        """1 for a session that identified without ``shard``: it serves every server."""
        return self.shard[1] if self.shard else 1

    def serves(self, guild_id: int | None) -> bool:
        """Whether this session gets the events of ``guild_id`` (None: of no server)."""
        return shard_of(guild_id, self.shard_count) == self.shard_id
