"""The fake's state (the world it starts with, what it records), its lifecycle, and
waiting for a test's condition; the parts of :class:`~.server.FakeDiscord` build on it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

import yarl
from aiohttp import web

from .interactions import FakeInteraction
from .models import (
    ADMINISTRATOR,
    BOT_ROLE_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    EVERYONE_PERMISSIONS,
    GUILD_CATEGORY,
    GUILD_INSTALL,
    GUILD_TEXT,
    USER_INSTALL,
    FakeChannel,
    FakeClock,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Snowflakes,
)
from .records import ErrorTap, Hold, Injection, RecordedRequest, Violation
from .sessions import MAX_GUILDS_PER_SHARD, SESSION_START_TOTAL, GatewaySession, IdentifyRefusal

API_PREFIX = "/api/v10"
T = TypeVar("T")


class FakeCore:
    """Shared state of the fake's parts; see :class:`~.server.FakeDiscord`."""

    def __init__(
        self,
        *,
        ack_timeout: float = 3.0,
        token_lifetime: float = 15 * 60.0,
        heartbeat_interval: float = 41.25,
        resume_window: float = 60.0,
        channel_edit_limit: tuple[int, float] | None = None,
        global_limit: int | None = None,
        recommended_shards: int = 1,
        max_concurrency: int = 1,
        identify_window: float | None = None,
        max_guilds_per_shard: int = MAX_GUILDS_PER_SHARD,
        host: str = "127.0.0.1",
    ) -> None:
        self.ack_timeout = ack_timeout
        self.token_lifetime = token_lifetime
        self.heartbeat_interval = heartbeat_interval
        self.resume_window = resume_window
        # Opt-in automatic rate limits: (edits, per seconds) per channel; requests per second.
        self.channel_edit_limit = channel_edit_limit
        self.global_limit = global_limit
        # Sharding: GET /gateway/bot's "shards" and "max_concurrency"; the identify rate limit
        # (opt-in: restarts in tests identify again at once; Discord's is IDENTIFY_WINDOW);
        # the servers a shard may hold before IDENTIFY is closed with 4011.
        self.recommended_shards = recommended_shards
        self.max_concurrency = max_concurrency
        self.identify_window = identify_window
        self.max_guilds_per_shard = max_guilds_per_shard
        self.session_start_total = SESSION_START_TOTAL
        self.host = host
        self.port = 0

        self.clock = FakeClock()
        self.snowflake = Snowflakes(self.clock)
        self.bot_user = FakeUser(self.snowflake(), "GinBot", "Gin Bot", bot=True)
        self.application_id = self.bot_user.id
        self.owner = FakeUser(self.snowflake(), "owner", "Owner")
        self.humans = [
            FakeUser(self.snowflake(), name, name.title())
            for name in ("alice", "bob", "carol", "dave")
        ]
        self.users: dict[int, FakeUser] = {
            u.id: u for u in (self.bot_user, self.owner, *self.humans)
        }
        self.guild = self._make_guild("Gin Test Server")
        self.guilds: dict[int, FakeGuild] = {self.guild.id: self.guild}
        roles = {r.name: r for r in self.guild.roles.values()}
        self.admin_role, self.bot_role = roles["Admin"], roles["Gin Bot"]
        self.general = self.guild.channel_named("general")
        self.channel = self.guild.channel_named("gin")
        self.dm_channels: dict[int, FakeChannel] = {}
        # The application's installation contexts (the Developer Portal's Installation page:
        # apps made since June 2024 have both): a command without integration_types has these.
        self.install_types: frozenset[int] = frozenset({GUILD_INSTALL, USER_INSTALL})

        # Records a test reads.
        self.messages: dict[int, FakeMessage] = {}
        self.uploads: dict[str, bytes] = {}  # attachment id -> the file's bytes (the CDN's)
        self.requests: list[RecordedRequest] = []
        self.unknown_routes: list[RecordedRequest] = []
        self.violations: list[Violation] = []
        self.rate_limited: list[RecordedRequest] = []
        self.internal_errors: list[str] = []
        self.logged_errors: list[str] = []  # ERROR log records while running (diagnostics)
        self._tap = ErrorTap(self.logged_errors)
        self.interactions: dict[int, FakeInteraction] = {}
        self.sessions: list[GatewaySession] = []
        self.identify_refusals: list[IdentifyRefusal] = []
        self._last_identify: dict[int, float] = {}  # rate-limit bucket -> fake monotonic time
        self._session_starts = 0
        self._session_starts_reset: float | None = None  # fake monotonic time
        self.gateway_log: list[tuple[str, Any]] = []  # (direction + op/event, data)
        # Synced commands: scope (None = global, else guild id) -> name/type key -> command.
        self.commands: dict[int | None, dict[tuple[str, int], dict[str, Any]]] = {}
        self.command_syncs: list[tuple[int | None, list[dict[str, Any]]]] = []

        self._by_token: dict[str, FakeInteraction] = {}
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self._allowed_codes: set[int] = set()
        self._injections: list[Injection] = []
        self._holds: list[Hold] = []
        self._edit_windows: dict[int, deque[float]] = {}
        self._global_window: deque[float] = deque()
        self._changed = asyncio.Event()
        self._cleanups: list[Callable[[], Awaitable[None]]] = []
        self._sockets: set[web.WebSocketResponse] = set()
        self.gateway_refused = False  # see gateway_down()
        self.deleted_channels: dict[int, FakeChannel] = {}
        # Deleted by the bot itself: its later requests there are its own bug.
        self.deleted_by_bot: set[int] = set()
        # Discord keeps a message's nonce a few minutes: a resend with it returns that message.
        self.nonce_window = 5 * 60.0
        # Closed by us: their close code says nothing about the client's intent.
        self._server_closed: weakref.WeakSet[web.WebSocketResponse] = weakref.WeakSet()
        self._runner: web.AppRunner | None = None
        self._saved: tuple[str, yarl.URL] | None = None

    def _make_guild(
        self, name: str, guild_id: int | None = None, *, invited: bool = True
    ) -> FakeGuild:
        """A server with the owner (an admin), the four humans and the bot as members, and
        the text channels #general and #gin in a category. Not ``invited``: the bot is no
        member and has no role there, and @everyone has a new server's default permissions
        (Use External Apps among them)."""
        now = self.clock.now()
        guild = FakeGuild(guild_id or self.snowflake(), name, self.owner.id, invited=invited)
        # The @everyone role has the guild's id.
        everyone = EVERYONE_PERMISSIONS if invited else DEFAULT_EVERYONE_PERMISSIONS
        guild.roles[guild.id] = FakeRole(guild.id, "@everyone", everyone, 0)
        bot_role = FakeRole(
            self.snowflake(),
            "Gin Bot",
            BOT_ROLE_PERMISSIONS,
            1,
            managed=True,
            bot_id=self.bot_user.id,
        )
        admin = FakeRole(self.snowflake(), "Admin", ADMINISTRATOR, 2)
        for role in (bot_role, admin) if invited else (admin,):
            guild.roles[role.id] = role
        guild.members[self.owner.id] = FakeMember(self.owner, [admin.id], now)
        for user in self.humans:
            guild.members[user.id] = FakeMember(user, [], now)
        if invited:
            guild.members[self.bot_user.id] = FakeMember(self.bot_user, [bot_role.id], now)
        category = FakeChannel(self.snowflake(), GUILD_CATEGORY, "Text Channels", guild.id, 0)
        general = FakeChannel(
            self.snowflake(), GUILD_TEXT, "general", guild.id, 0, parent_id=category.id
        )
        gin = FakeChannel(self.snowflake(), GUILD_TEXT, "gin", guild.id, 1, parent_id=category.id)
        for ch in (category, general, gin):
            guild.channels[ch.id] = ch
        return guild

    def _all_channels(self) -> Iterable[FakeChannel]:
        for guild in self.guilds.values():
            yield from guild.channels.values()
        yield from self.dm_channels.values()

    def get_channel(self, channel_id: int) -> FakeChannel | None:
        for channel in self._all_channels():
            if channel.id == channel_id:
                return channel
        return None

    def _guild_of(self, channel: FakeChannel) -> FakeGuild | None:
        return None if channel.guild_id is None else self.guilds.get(channel.guild_id)

    def user(self, name: str) -> FakeUser:
        """A user by username ("alice", "owner", "GinBot")."""
        for u in self.users.values():
            if u.username == name:
                return u
        raise KeyError(name)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_url(self) -> str:
        return self.url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    def install(self) -> None:
        """Point discord.py (process-wide class attributes) at this server."""
        import discord.gateway
        import discord.http

        if self._saved is None:
            self._saved = (
                discord.http.Route.BASE,
                discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
            )
        discord.http.Route.BASE = self.api_url
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    def uninstall(self) -> None:
        import discord.gateway
        import discord.http

        if self._saved is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved
            self._saved = None

    def add_cleanup(self, fn: Callable[[], Awaitable[None]]) -> None:
        """Run ``fn`` first thing in :meth:`stop` (last added, first run): close bots there."""
        self._cleanups.append(fn)

    async def stop(self) -> None:
        """Run the cleanups (close bots first: a bot losing its server logs errors while it
        reconnects), close the remaining websockets, stop listening, restore discord.py."""
        for held in self._holds:
            held.release()  # a bot still waiting for an answer can close
        try:
            while self._cleanups:
                await self._cleanups.pop()()
        finally:
            for ws in list(self._sockets):
                self._server_closed.add(ws)
                await ws.close(code=1001, message=b"fake discord stopping")
            if self._runner is not None:
                await self._runner.cleanup()
                self._runner = None
            logging.getLogger().removeHandler(self._tap)
            self.uninstall()

    def allow(self, *codes: int) -> None:
        """Accept violations with these Discord error codes for the rest of the test."""
        self._allowed_codes.update(codes)
        for v in self.violations:
            if v.code in codes:
                v.expected = True

    def unexpected_violations(self) -> list[Violation]:
        return [v for v in self.violations if not v.expected]

    def take_unknown_routes(self) -> list[RecordedRequest]:
        """Return and forget the unknown routes seen so far (for tests that expect one)."""
        seen, self.unknown_routes = self.unknown_routes, []
        return seen

    def problems(self) -> list[str]:
        """Everything that should fail the test: unknown routes, unexpected rule violations,
        errors inside the fake, and interactions never acknowledged within the deadline."""
        out = [f"unknown route: {r.method} {r.path}" for r in self.unknown_routes]
        out += [f"rule violation: {v}" for v in self.unexpected_violations()]
        out += [f"fake discord internal error: {e}" for e in self.internal_errors]
        if 10062 not in self._allowed_codes:
            now = self.clock.monotonic()
            for it in self.interactions.values():
                late = now - it.created_mono > self.ack_timeout
                if it.delivered and it.callback is None and late and not it.unanswered_ok:
                    out.append(f"never acknowledged within {self.ack_timeout}s: {it.description}")
        return out

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_for(
        self, predicate: Callable[[], T | None], timeout: float = 3.0, what: str = "a condition"
    ) -> T:
        """Wait until ``predicate()`` returns something truthy (checked after every change)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                recent = "\n  ".join(str(r) for r in self.requests[-8:]) or "(none)"
                problems = "\n  ".join(self.problems()) or "(none)"
                logged = "\n  ".join(self.logged_errors[-5:]) or "(none)"
                raise TimeoutError(
                    f"timed out after {timeout}s waiting for {what}.\n"
                    f"last requests:\n  {recent}\nproblems so far:\n  {problems}\n"
                    f"errors logged:\n  {logged}"
                )
            # Woken by any change in the fake; polled too, for conditions on the bot's side.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.01))

    async def settle(self, quiet: float = 0.05, timeout: float = 3.0) -> None:
        """Wait until no request has arrived for ``quiet`` seconds (bot background work done)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            last = self.requests[-1].at if self.requests else 0.0
            idle = time.perf_counter() - last
            if idle >= quiet:
                return
            await asyncio.sleep(quiet - idle)
        raise TimeoutError(f"the bot kept sending requests for {timeout}s")
