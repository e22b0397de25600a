"""A fake Discord (REST + gateway) on 127.0.0.1 that the real discord.py client talks to.

See ``docs/fake-discord.md`` for the protocol facts this relies on. One process-wide
patch points discord.py here: ``discord.http.Route.BASE`` (REST, interaction callbacks and
webhooks) and ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
import uuid
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from fnmatch import fnmatchcase
from typing import Any, TypeVar

import yarl
from aiohttp import WSMsgType, web

from .interactions import (
    ALLOWED_CALLBACKS,
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MESSAGE_COMPONENT,
    MODAL,
    MODAL_SUBMIT,
    SUB_COMMAND,
    SUB_COMMAND_GROUP,
    UPDATE_MESSAGE,
    Callback,
    FakeInteraction,
    UserActionError,
    build_options,
)
from .models import (
    ADMINISTRATOR,
    ANSWER_PERMISSIONS,
    ATTACH_FILES,
    BOT_DM_APP_PERMISSIONS,
    BOT_ROLE_PERMISSIONS,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    EMBED_LINKS,
    EVERYONE_PERMISSIONS,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    GROUP_DM,
    GUILD_CATEGORY,
    GUILD_TEXT,
    MANAGE_CHANNELS,
    MANAGE_MESSAGES,
    MANAGE_THREADS,
    MEMBER_OVERWRITE,
    PRIVATE_CHANNEL_APP_PERMISSIONS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    READ_MESSAGE_HISTORY,
    ROLE_OVERWRITE,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    SEND_TTS_MESSAGES,
    USE_EXTERNAL_APPS,
    VIEW_CHANNEL,
    FakeChannel,
    FakeClock,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageVersion,
    Overwrite,
    Snowflakes,
    permission_names,
    unique_token,
)
from .validation import (
    SELECT_TYPES,
    Problem,
    attachment_index,
    form_error,
    is_empty_message,
    validate_attachment_refs,
    validate_choices,
    validate_commands,
    validate_message,
    validate_modal,
    validate_thread,
)

log = logging.getLogger("fakediscord")
T = TypeVar("T")

API_PREFIX = "/api/v10"
BOUNDARY = re.compile(r'boundary="?([^";]+)"?')
PART_NAME = re.compile(r'\bname="([^"]*)"')
PART_FILENAME = re.compile(r'\bfilename="([^"]*)"')
# Message flags a sender may set (suppress embeds, suppress notifications, components v2).
SETTABLE_FLAGS = (1 << 2) | (1 << 12) | FLAG_COMPONENTS_V2
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
MENTION = re.compile(r"<@!?(\d+)>")
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
DEFAULT_ERRORS: dict[int, tuple[int, str]] = {
    400: (50035, "Invalid Form Body"),
    401: (0, "401: Unauthorized"),
    403: (50013, "Missing Permissions"),
    404: (10008, "Unknown Message"),
    500: (0, "500: Internal Server Error"),
    502: (0, "502: Bad Gateway"),
}


class ApiError(Exception):
    """An error answer. ``violation``: the bot broke a Discord rule (tests fail on it unless
    they ``allow`` the code); otherwise it is a situation the test set up on purpose."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        body: dict[str, Any] | None = None,
        violation: bool = True,
        detail: str = "",
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.body = body if body is not None else {"code": code, "message": message}
        self.violation = violation
        self.detail = detail


@dataclass
class RecordedRequest:
    """One HTTP request as the fake received it."""

    method: str
    path: str  # below /api/v10, without the query
    query: dict[str, str]
    json: Any
    at: float  # time.perf_counter() at arrival
    fake_time: datetime  # the fake clock at arrival
    authorized: bool  # carried "Authorization: Bot ..."
    status: int = 0
    response: Any = None
    injected: bool = False
    interaction: FakeInteraction | None = None

    def __str__(self) -> str:
        return f"{self.method} {self.path} -> {self.status}"


@dataclass
class Violation:
    """A request refused because the bot broke a Discord rule."""

    code: int
    status: int
    message: str
    method: str
    path: str
    detail: str
    expected: bool

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.status}/{self.code} {self.message} on {self.method} {self.path}{extra}"


@dataclass
class Injection:
    """A planned failure: the next ``times`` requests matching ``method`` and the glob ``path``
    (below /api/v10, e.g. ``/channels/123/messages/*``) get ``status`` instead of being served."""

    status: int
    method: str | None
    path: str
    times: int
    retry_after: float
    code: int | None
    message: str | None
    is_global: bool
    hits: list[RecordedRequest] = field(default_factory=list)

    @property
    def remaining(self) -> int:
        return self.times - len(self.hits)

    def matches(self, method: str, path: str) -> bool:
        return (
            self.remaining > 0
            and (self.method is None or self.method == method)
            and fnmatchcase(path, self.path)
        )


@dataclass(eq=False)
class Hold:
    """A late answer: the next ``times`` requests matching ``method`` and the glob ``path`` are
    served (Discord did the work) but their answers wait for :meth:`release`, so a test can
    act while the bot waits."""

    method: str | None
    path: str
    times: int
    hits: list[RecordedRequest] = field(default_factory=list)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def matches(self, method: str, path: str) -> bool:
        return (
            len(self.hits) < self.times
            and (self.method is None or self.method == method)
            and fnmatchcase(path, self.path)
        )

    def release(self) -> None:
        self.released.set()


# Interaction context types and application integration types (receiving-and-responding.mdx;
# application.mdx).
GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1
USER_INSTALL_FOLLOWUPS = 5  # follow-ups of one interaction only a member's install authorised


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


Handler = Callable[..., Awaitable[tuple[int, Any]]]


class _ErrorTap(logging.Handler):
    """Keeps ERROR logs so a timeout can say what went wrong on the bot's side."""

    def __init__(self, sink: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        exc = "" if record.exc_info is None else f" [{record.exc_info[1]!r}]"
        self.sink.append(f"{record.name}: {record.getMessage()}{exc}")


def _err(status: int, code: int, message: str, **kwargs: Any) -> ApiError:
    return ApiError(status, code, message, **kwargs)


def _form_error(problems: list[Problem], detail: str = "") -> ApiError:
    """Discord's 400 50035 "Invalid Form Body", with its errors tree."""
    said = "; ".join(f"{path or '(body)'}: {message}" for path, _, message in problems)
    return ApiError(
        400,
        50035,
        "Invalid Form Body",
        body=form_error(problems),
        detail=f"{detail}: {said}" if detail else said,
    )


class FakeDiscord:
    """The fake server and the test-facing API.

    Start with ``await fake.start()`` (or ``async with FakeDiscord() as fake``); it then owns one
    guild (``fake.guild``) with a text channel ``fake.channel``, four human members
    ``fake.humans`` (alice, bob, carol, dave), the guild owner ``fake.owner`` (an admin) and the
    bot ``fake.bot_user``. Users act with :meth:`slash`, :meth:`user_command`,
    :meth:`message_command`, :meth:`click`, :meth:`select` and :meth:`submit_modal`.
    :meth:`add_guild` makes more servers; each gateway session gets the events of its shard's
    servers only (docs/fake-discord.md, "Shards").
    """

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
        self._tap = _ErrorTap(self.logged_errors)
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
        self._routes = self._build_routes()

    # --- the world --------------------------------------------------------------------------

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

    async def add_guild(
        self, name: str = "Another Server", *, guild_id: int | None = None, invited: bool = True
    ) -> FakeGuild:
        """Another server, made like ``fake.guild`` (the same members; #general and #gin:
        ``guild.channel_named("gin")``). ``guild_id`` chooses its id: ``n << 22`` puts it on
        shard ``n % shard_count``. Announced with GUILD_CREATE to the sessions of its shard
        (the bot joins it). Not ``invited``: a server that never added the bot, where members
        who installed the app to their accounts use it (``install_app``); the bot hears
        nothing of it but their interactions, and its requests there are refused."""
        if guild_id is not None and guild_id in self.guilds:
            raise ValueError(f"guild {guild_id} exists")
        guild = self._make_guild(name, guild_id, invited=invited)
        self.guilds[guild.id] = guild
        if invited:
            await self.dispatch("GUILD_CREATE", guild.to_dict(self.clock.now()))
        self._notify()
        return guild

    def install_app(self, *users: FakeUser) -> None:
        """Each of ``users`` installs the app to their own account (a user install)."""
        for user in users:
            user.installed = True

    def bot_dm(self, user: FakeUser) -> FakeChannel:
        """``user``'s DM with the bot (made the first time, as Create DM makes it)."""
        for channel in self.dm_channels.values():
            if channel.recipient is user:
                return channel
        channel = FakeChannel(self.snowflake(), DM, "", None, recipient=user)
        self.dm_channels[channel.id] = channel
        return channel

    def private_channel(self, *users: FakeUser, name: str = "") -> FakeChannel:
        """A DM between two members (two ``users``) or a group DM (more, or a ``name``), the
        first its owner; the bot is none of them, so its token reaches nothing there."""
        if len(users) < 2:
            raise ValueError("a DM between members needs two of them")
        kind = GROUP_DM if len(users) > 2 or name else DM
        channel = FakeChannel(
            self.snowflake(), kind, name, None, owner_id=users[0].id, members=list(users)
        )
        self.dm_channels[channel.id] = channel
        return channel

    def user(self, name: str) -> FakeUser:
        """A user by username ("alice", "owner", "GinBot")."""
        for u in self.users.values():
            if u.username == name:
                return u
        raise KeyError(name)

    async def add_member(
        self,
        username: str,
        *,
        admin: bool = False,
        bot: bool = False,
        guild: FakeGuild | None = None,
    ) -> FakeUser:
        """A new member of ``guild`` (default ``fake.guild``), human unless ``bot`` (announced
        with GUILD_MEMBER_ADD if a bot is connected); ``admin``: with that server's Admin role."""
        guild = guild or self.guild
        user = FakeUser(self.snowflake(), username, username.title(), bot=bot)
        self.users[user.id] = user
        admin_role = next(r.id for r in guild.roles.values() if r.name == "Admin")
        member = FakeMember(user, [admin_role] if admin else [], self.clock.now())
        guild.members[user.id] = member
        await self.dispatch("GUILD_MEMBER_ADD", {**member.to_dict(), "guild_id": str(guild.id)})
        return user

    async def add_channel(self, name: str, *, guild: FakeGuild | None = None) -> FakeChannel:
        """A new text channel in ``guild`` (default ``fake.guild``; announced with
        CHANNEL_CREATE)."""
        guild = guild or self.guild
        channel = FakeChannel(self.snowflake(), GUILD_TEXT, name, guild.id, len(guild.channels))
        guild.channels[channel.id] = channel
        await self.dispatch("CHANNEL_CREATE", channel.to_dict())
        return channel

    async def set_permissions(
        self,
        channel: FakeChannel,
        target: FakeRole | FakeUser,
        *,
        allow: int = 0,
        deny: int = 0,
    ) -> None:
        """An admin sets ``channel``'s overwrite for a role (``fake.bot_role``,
        ``fake.guild.everyone``) or a member (``fake.bot_user``): ``allow`` and ``deny`` bits
        (both 0: the overwrite is removed). Its threads follow it. Announced with
        CHANNEL_UPDATE, as Discord does, so the bot's cache knows."""
        if channel.is_thread:
            raise ValueError("a thread has no overwrites of its own: set its parent's")
        kind = ROLE_OVERWRITE if isinstance(target, FakeRole) else MEMBER_OVERWRITE
        if allow or deny:
            channel.overwrites[target.id] = Overwrite(target.id, kind, allow, deny)
        else:
            channel.overwrites.pop(target.id, None)
        guild = self._guild_of(channel)
        if guild is None or guild.has_bot:  # the bot hears of its own servers' channels only
            await self.dispatch("CHANNEL_UPDATE", channel.to_dict())
        self._notify()

    async def remove_member(self, user: FakeUser) -> None:
        """``user`` leaves the server (the bot has no members intent: no event reaches it)."""
        self.guild.members.pop(user.id, None)

    async def delete_channel(self, channel: FakeChannel) -> None:
        """A moderator deletes ``channel``: CHANNEL_DELETE (THREAD_DELETE for a thread), then
        404 10003 on its routes."""
        await self._remove_channel(channel, by_bot=False)

    async def _remove_channel(self, channel: FakeChannel, *, by_bot: bool) -> None:
        """A channel or thread is deleted, with the events Discord sends: its threads go with
        it; a category's channels stay, without a parent."""
        guild = self._guild_of(channel)
        assert guild is not None
        guild.channels.pop(channel.id, None)
        self.deleted_channels[channel.id] = channel
        if by_bot:
            self.deleted_by_bot.add(channel.id)
        if channel.is_thread:
            thread = {
                "id": str(channel.id),
                "guild_id": str(guild.id),
                "parent_id": str(channel.parent_id),
                "type": channel.type,
            }
            await self.dispatch("THREAD_DELETE", thread)
        else:
            await self.dispatch("CHANNEL_DELETE", channel.to_dict())
        for other in list(guild.channels.values()):
            if other.parent_id != channel.id:
                continue
            if other.is_thread:
                guild.channels.pop(other.id)
                self.deleted_channels[other.id] = other
                if by_bot:
                    self.deleted_by_bot.add(other.id)
            else:
                other.parent_id = None
                await self.dispatch("CHANNEL_UPDATE", other.to_dict())
        self._notify()

    async def remove_bot(self, guild: FakeGuild | None = None) -> None:
        """The bot is kicked from ``guild``: GUILD_DELETE, then 403 50001 on its channels."""
        guild = guild or self.guild
        guild.bot_removed = True
        await self.dispatch("GUILD_DELETE", {"id": str(guild.id)})
        self._notify()

    async def gateway_down(self) -> None:
        """Discord's gateway is out of reach: open connections close and new ones are refused
        until :meth:`gateway_up`."""
        self.gateway_refused = True
        await self.drop_gateway()

    def gateway_up(self) -> None:
        self.gateway_refused = False

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

    # --- lifecycle ---------------------------------------------------------------------------

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_url(self) -> str:
        return self.url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    async def start(self, *, install: bool = True) -> None:
        """Listen on a free port; with ``install``, point discord.py at this server."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/gateway", self._gateway)
        app.router.add_route("GET", "/attachments/{aid}/{name}", self._cdn)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        logging.getLogger().addHandler(self._tap)
        if install:
            self.install()

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

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # --- rules, records and waiting ----------------------------------------------------------

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

    # Message log views.
    def message_log(self) -> list[FakeMessage]:
        """Every message ever created (public, ephemeral, DM, deleted), oldest first."""
        return list(self.messages.values())

    def public_messages(self, channel: FakeChannel | None = None) -> list[FakeMessage]:
        return [
            m
            for m in self.messages.values()
            if m.public and (channel is None or m.channel.id == channel.id)
        ]

    def ephemeral_messages(self, user: FakeUser | None = None) -> list[FakeMessage]:
        return [
            m
            for m in self.messages.values()
            if m.ephemeral and (user is None or m.visible_to(user))
        ]

    def shown_publicly(self, needle: str) -> list[FakeMessage]:
        """Public messages where any version ever showed ``needle`` (content, embeds, labels):
        for "no one's cards ever reached the channel" assertions."""
        return [m for m in self.public_messages() if needle in m.all_text]

    def last_message(self, channel: FakeChannel | None = None) -> FakeMessage | None:
        """The newest live public message in ``channel`` (default: ``fake.channel``)."""
        channel = channel or self.channel
        for m in reversed(self.messages.values()):
            if m.public and m.channel.id == channel.id and not m.deleted:
                return m
        return None

    async def wait_for_message(
        self, predicate: Callable[[FakeMessage], bool], timeout: float = 3.0
    ) -> FakeMessage:
        """The first message (any kind, any version) for which ``predicate`` holds."""
        return await self.wait_for(
            lambda: next((m for m in self.messages.values() if predicate(m)), None),
            timeout,
            "a matching message",
        )

    # Failure injection.
    def inject(
        self,
        status: int,
        method: str | None = None,
        path: str = "*",
        *,
        times: int = 1,
        retry_after: float = 0.05,
        code: int | None = None,
        message: str | None = None,
        is_global: bool = False,
    ) -> Injection:
        """Answer the next ``times`` matching requests with ``status`` (429, 403, 404, 500...).

        ``path`` is a glob below /api/v10, e.g. ``f"/channels/{ch.id}/messages/*"``. A 429 carries
        a JSON ``retry_after`` and a ``Via`` header, so discord.py sleeps and retries."""
        inj = Injection(status, method, path, times, retry_after, code, message, is_global)
        self._injections.append(inj)
        return inj

    def rate_limit(
        self, method: str | None, path: str, *, times: int = 1, retry_after: float = 0.05
    ) -> Injection:
        return self.inject(429, method, path, times=times, retry_after=retry_after)

    def hold(self, method: str | None, path: str = "*", *, times: int = 1) -> Hold:
        """Serve the next ``times`` matching requests but keep their answers until
        ``hold.release()`` (``hold.hits``: the requests held so far)."""
        held = Hold(method, path, times)
        self._holds.append(held)
        return held

    async def delete_message(self, message: FakeMessage) -> None:
        """Someone (a moderator) deletes a message: the bot's later edits get 404 10008."""
        message.deleted = True
        message.removed_by_test = True
        await self._announce_delete(message)
        self._notify()

    def dismiss(self, message: FakeMessage) -> None:
        """The user dismisses an ephemeral message: edits through the token now 404."""
        message.deleted = True
        message.removed_by_test = True
        self._notify()

    # --- gateway -----------------------------------------------------------------------------

    async def _send(self, ws: web.WebSocketResponse, frame: dict[str, Any]) -> bool:
        # Text frames only: discord.py decompresses binary frames alone, whatever it asked for.
        try:
            await ws.send_str(json.dumps(frame))
        except (ConnectionError, RuntimeError):
            return False
        return True

    async def _send_dispatch(
        self, session: GatewaySession, event: str, data: dict[str, Any]
    ) -> bool:
        async with session.lock:
            session.seq += 1  # `s` must rise on every DISPATCH
            frame = {"op": 0, "t": event, "s": session.seq, "d": data}
            self.gateway_log.append((f"> {event}", data))
            session.sent.append(frame)
            if session.ws is None or session.ws.closed:
                return False
            return await self._send(session.ws, frame)

    async def dispatch(
        self, event: str, data: dict[str, Any], *, intents: int | None = None
    ) -> int:
        """Send an event to every live session of the shard its server is on (buffered for
        resumable ones); returns how many sessions got or will get it. The server is
        ``data["guild_id"]`` (``data["id"]`` for GUILD_CREATE/UPDATE/DELETE); without one the
        event goes to shard 0. ``intents``: only sessions that asked for one of these."""
        return len(await self._dispatch(event, data, intents=intents))

    async def _dispatch(
        self, event: str, data: dict[str, Any], *, intents: int | None = None
    ) -> list[GatewaySession]:
        guild_id = event_guild_id(event, data)
        sent: list[GatewaySession] = []
        self._expire_sessions()
        # Every session on the shard: Discord lets two run one shard while a process hands
        # over to the next, and both then hear its events.
        for session in self.live_sessions(guild_id):
            if intents is not None and not session.intents & intents:
                continue
            await self._send_dispatch(session, event, data)
            sent.append(session)
        return sent

    def live_sessions(self, guild_id: int | None) -> list[GatewaySession]:
        """The sessions that get the events of ``guild_id`` (None: of no server): those of
        its shard not invalidated, connected or resumable."""
        return [s for s in self.sessions if not s.invalidated and s.serves(guild_id)]

    def shard_note(self, guild_id: int | None) -> str:
        """Where ``guild_id``'s events go, for messages: "shard 1 of 2" for each shard count
        in use (or the recommended one)."""
        counts = sorted({s.shard_count for s in self.sessions}) or [self.recommended_shards]
        return " / ".join(f"shard {shard_of(guild_id, n)} of {n}" for n in counts)

    def _expire_sessions(self) -> None:
        now = self.clock.monotonic()
        for s in self.sessions:
            since = s.disconnected_at
            if since is not None and not s.connected and now - since > self.resume_window:
                s.invalidated = True  # too late to RESUME: its events are no longer kept

    def connected_sessions(self, shard_id: int | None = None) -> list[GatewaySession]:
        """Sessions with an open websocket (``shard_id``: only those running that shard)."""
        return [
            s
            for s in self.sessions
            if s.connected and not s.invalidated and shard_id in (None, s.shard_id)
        ]

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.gateway_refused:
            return web.Response(status=503, text="gateway down (gateway_down)")
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: GatewaySession | None = None
        hello = {"heartbeat_interval": int(self.heartbeat_interval * 1000)}
        await self._send(ws, {"op": 10, "d": hello, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                self.gateway_log.append((f"< op {op}", data))
                if op == 1:  # heartbeat
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = await self._identify(ws, data) or session
                elif op == 6:
                    session = await self._resume(ws, data)
                elif op == 8:
                    await self._request_members(session, data)
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
                session.disconnected_at = self.clock.monotonic()
                # A close with 1000/1001 ends the session; others keep it resumable. (discord.py's
                # Client.close() asks for 1000, but its reader task closes first with 4000.)
                if ws.close_code in (1000, 1001) and ws not in self._server_closed:
                    session.invalidated = True
            self.gateway_log.append((f"< close {ws.close_code}", None))
            self._notify()
        return ws

    def _identify_refusal(self, shard: Any) -> IdentifyRefusal | None:
        """Why Discord would turn this IDENTIFY away, if it would: a shard that is not
        ``[id, count]`` with ``0 <= id < count`` (4010), a shard over the servers' limit (4011),
        or a second IDENTIFY in the bucket's window (op 9). Refused ones are not counted."""
        now = self.clock.monotonic()
        if shard is None:
            shard_id, count = 0, 1
        else:
            valid = (
                isinstance(shard, list)
                and len(shard) == 2
                and all(isinstance(n, int) and not isinstance(n, bool) for n in shard)
            )
            if not valid or not 0 <= shard[0] < shard[1]:
                return IdentifyRefusal(shard, CLOSE_INVALID_SHARD, "Invalid shard", now)
            shard_id, count = shard
        held = sum(
            1 for g in self.guilds.values() if g.has_bot and shard_of(g.id, count) == shard_id
        )
        if held > self.max_guilds_per_shard:
            reason = f"Sharding required: {held} servers on shard {shard_id} of {count}"
            return IdentifyRefusal(shard, CLOSE_SHARDING_REQUIRED, reason, now)
        if self.identify_window is not None:
            bucket = shard_id % self.max_concurrency
            last = self._last_identify.get(bucket)
            if last is not None and now - last < self.identify_window:
                reason = f"bucket {bucket} identified {now - last:.2f}s ago"
                return IdentifyRefusal(shard, None, reason, now)
        return None

    def _count_session_start(self, shard_id: int) -> None:
        self.session_start_limit()  # starts a new day's count if the last one is over
        now = self.clock.monotonic()
        if self._session_starts_reset is None:
            self._session_starts_reset = now + SESSION_START_RESET
        self._session_starts += 1
        self._last_identify[shard_id % self.max_concurrency] = now

    def session_start_limit(self) -> dict[str, int]:
        """GET /gateway/bot's ``session_start_limit``: ``remaining`` falls with each accepted
        IDENTIFY and is back to ``total`` a day (fake clock) after the first (not enforced)."""
        now = self.clock.monotonic()
        reset = self._session_starts_reset
        if reset is not None and now >= reset:
            self._session_starts, self._session_starts_reset = 0, None
            reset = None
        return {
            "total": self.session_start_total,
            "remaining": max(0, self.session_start_total - self._session_starts),
            "reset_after": 0 if reset is None else int((reset - now) * 1000),
            "max_concurrency": self.max_concurrency,
        }

    async def _identify(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        refusal = self._identify_refusal(data.get("shard"))
        if refusal is not None:
            self.identify_refusals.append(refusal)
            if refusal.close_code is None:
                self.gateway_log.append(("> op 9", refusal.reason))
                await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            else:
                self.gateway_log.append((f"> close {refusal.close_code}", refusal.reason))
                self._server_closed.add(ws)
                await ws.close(code=refusal.close_code, message=refusal.reason.encode()[:120])
            self._notify()
            return None
        session = GatewaySession(
            uuid.uuid4().hex,
            int(data.get("intents") or 0),
            data.get("shard"),
            ws,
            identified_at=self.clock.monotonic(),
        )
        self._count_session_start(session.shard_id)
        self.sessions.append(session)
        # Each session hears of its own shard's servers only.
        guilds = [g for g in self.guilds.values() if g.has_bot and session.serves(g.id)]
        ready: dict[str, Any] = {
            "v": 10,
            "user": {**self.bot_user.to_dict(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            # Without the fake's own URL here, a RESUME would go to the real Discord.
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "_trace": ["fakediscord"],
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        await self._send_dispatch(session, "READY", ready)
        for guild in guilds:
            await self._send_dispatch(session, "GUILD_CREATE", guild.to_dict(self.clock.now()))
        self._notify()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        self._expire_sessions()
        session = next((s for s in self.sessions if s.id == data.get("session_id")), None)
        if session is None or session.invalidated:
            await self._send(ws, {"op": 9, "d": False, "s": None, "t": None})
            return None
        old = session.ws
        if old is not None and old is not ws and not old.closed:
            self._server_closed.add(old)
            await old.close(code=4000)
        async with session.lock:
            session.ws = ws
            session.disconnected_at = None
            last = data.get("seq") or 0
            for frame in list(session.sent):
                if frame["s"] > last:  # replay what the client missed
                    await self._send(ws, frame)
        session.resumes += 1
        await self._send_dispatch(session, "RESUMED", {"_trace": ["fakediscord"]})
        self._notify()
        return session

    async def _request_members(self, session: GatewaySession | None, data: dict[str, Any]) -> None:
        if session is None:
            return
        guild = self.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        ids = {int(i) for i in data.get("user_ids") or []}
        members = [m.to_dict() for m in guild.members.values() if not ids or m.user.id in ids]
        chunk = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await self._send_dispatch(session, "GUILD_MEMBERS_CHUNK", chunk)

    async def reconnect_gateway(self, *, wait: bool = True, timeout: float = 5.0) -> None:
        """Send op 7 RECONNECT to every connected session; the client should RESUME."""
        sessions = self.connected_sessions()
        before = {s.id: s.resumes for s in sessions}
        for s in sessions:
            assert s.ws is not None
            await self._send(s.ws, {"op": 7, "d": None, "s": None, "t": None})
        if wait:
            await self.wait_for(
                lambda: all(s.resumes > before[s.id] and s.connected for s in sessions),
                timeout,
                "the bot to RESUME",
            )

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close every gateway websocket from the server side (network blip)."""
        for ws in list(self._sockets):
            self._server_closed.add(ws)
            await ws.close(code=code)

    async def invalidate_sessions(self, *, resumable: bool = False) -> None:
        """op 9 INVALID_SESSION. Note discord.py then waits 5 s before a new IDENTIFY."""
        for s in self.connected_sessions():
            if not resumable:
                s.invalidated = True
            assert s.ws is not None
            await self._send(s.ws, {"op": 9, "d": resumable, "s": None, "t": None})

    # --- simulated users ---------------------------------------------------------------------

    async def _start_interaction(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        description: str,
        source: FakeMessage | None = None,
        version: int = -1,
        *,
        message_payload: dict[str, Any] | None = None,
        command: dict[str, Any] | None = None,
    ) -> FakeInteraction:
        guild = self._guild_of(channel)
        iid = self.snowflake()
        token = unique_token("aW50ZXJhY3Rpb246")
        if source is not None and source.owners is not None:
            owners = source.owners  # a click answers to the installs the message came by
        else:
            owners = self._owners(user, channel, command)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": kind,
            "token": token,
            "version": 1,
            # Required since discord.py 2.6: without it the parser kills the gateway connection.
            "attachment_size_limit": 10 * 1024 * 1024,
            "data": data,
            "channel_id": str(channel.id),
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "context": self._context(channel),
            "authorizing_integration_owners": owners,
        }
        private_only = False
        if guild is not None:
            member = guild.members.get(user.id)
            if member is None:
                raise UserActionError(f"{user.username} is not a member of {guild.name}")
            # The member's and the bot's permissions in this channel, overwrites included.
            perms = guild.permissions_in(channel, user.id)
            if guild.invited:
                app_permissions = guild.permissions_in(channel, self.bot_user.id)
            else:
                # No bot there: what @everyone may use in an answer (models.ANSWER_PERMISSIONS).
                app_permissions = guild.permissions_in(channel, guild.id) & ANSWER_PERMISSIONS
                # Without Use External Apps every answer of the member's apps is private
                # (permissions.mdx: "the responses will be ephemeral").
                private_only = not perms & USE_EXTERNAL_APPS
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
                guild_locale=guild.preferred_locale,
                channel={**channel.to_dict(), "permissions": str(perms)},
                member=member.to_dict(permissions=perms),
                app_permissions=str(app_permissions),
            )
        else:
            in_bot_dm = channel.is_bot_dm
            payload.update(
                channel=channel.to_dict(),
                user=user.to_dict(),
                app_permissions=str(
                    BOT_DM_APP_PERMISSIONS if in_bot_dm else PRIVATE_CHANNEL_APP_PERMISSIONS
                ),
            )
        if source is not None:
            # The full message with its components exactly as sent: DynamicItems rebuild the
            # view from them, and ordinary views are found by its id.
            payload["message"] = message_payload or source.to_payload(version)
        it = FakeInteraction(
            fake=self,
            id=iid,
            token=token,
            type=kind,
            user=user,
            channel=channel,
            payload=payload,
            description=description,
            created_mono=self.clock.monotonic(),
            source_message=source,
            private_only=private_only,
        )
        self.interactions[iid] = it
        self._by_token[token] = it
        it.live = any(s.connected for s in self.live_sessions(channel.guild_id))
        it.dispatched_at = time.perf_counter()
        # Only the sessions of the server's shard: with none, Discord's user sees "This
        # interaction failed" and the bot never hears of it (response() raises at once).
        it.sessions = await self._dispatch("INTERACTION_CREATE", payload)
        it.delivered = bool(it.sessions)
        return it

    def _context(self, channel: FakeChannel) -> int:
        """The interaction context of ``channel`` (receiving-and-responding.mdx, Interaction
        Context Types)."""
        if channel.guild_id is not None:
            return GUILD_CONTEXT
        return BOT_DM_CONTEXT if channel.is_bot_dm else PRIVATE_CHANNEL_CONTEXT

    def _install_types(self, command: dict[str, Any] | None) -> set[int]:
        """The installation contexts a command supports: a global command's integration_types
        (none: the app's own); a server's command is that server's install alone (both fields
        are "only for globally-scoped commands", application-commands.mdx)."""
        if command is not None and command.get("guild_id"):
            return {GUILD_INSTALL}
        types = None if command is None else command.get("integration_types")
        return set(self.install_types if types is None else types)

    def _contexts(self, command: dict[str, Any]) -> set[int]:
        """Where a command can be used: a global command's ``contexts`` (none: all three, less
        the bot's DM for the deprecated ``dm_permission: false``); a server's, its server."""
        if command.get("guild_id"):
            return {GUILD_CONTEXT}
        contexts = command.get("contexts")
        if contexts is not None:
            return set(contexts)
        every = {GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT}
        return every - {BOT_DM_CONTEXT} if command.get("dm_permission") is False else every

    def _owners(
        self, user: FakeUser, channel: FakeChannel, command: dict[str, Any] | None
    ) -> dict[str, str]:
        """``authorizing_integration_owners`` as Discord fills it (receiving-and-responding.mdx,
        Authorizing Integration Owners Object): a key for each installation context the app is
        authorized to and that supports this place (and, for a command, that the command
        supports): GUILD_INSTALL "0" is the server's id in a server that added the bot, "0" in
        the bot's DM (while the app is installed to some server); USER_INSTALL "1" the id of
        the member who installed the app to their account. A server install reaches neither
        DMs between members nor group DMs ("PRIVATE_CHANNEL ... is only meaningful for
        commands installed to a user", application-commands.mdx)."""
        types = self._install_types(command)
        owners: dict[str, str] = {}
        guild = self._guild_of(channel)
        if GUILD_INSTALL in types:
            if guild is not None and guild.has_bot:
                owners[str(GUILD_INSTALL)] = str(guild.id)
            elif channel.is_bot_dm and any(g.has_bot for g in self.guilds.values()):
                owners[str(GUILD_INSTALL)] = "0"
        if USER_INSTALL in types and user.installed:
            owners[str(USER_INSTALL)] = str(user.id)
        return owners

    def _check_offered(self, user: FakeUser, channel: FakeChannel, cmd: dict[str, Any]) -> None:
        """Discord's client offers a command only where its contexts allow and an install of
        the app that the command supports authorizes it (see :meth:`_owners`)."""
        context = self._context(channel)
        where = {0: "a server", 1: "the bot's DM", 2: "a DM or group DM between members"}[context]
        if context not in self._contexts(cmd):
            raise UserActionError(f"/{cmd['name']} is not offered in {where} (its contexts)")
        if not self._owners(user, channel, cmd):
            raise UserActionError(
                f"/{cmd['name']} is not offered to {user.username} in {where}: no install of "
                f"the app it supports is there (integration_types "
                f"{sorted(self._install_types(cmd))}; installed to their account: "
                f"{user.installed})"
            )

    def _find_command(self, guild: FakeGuild | None, name: str, kind: int) -> dict[str, Any]:
        scopes: list[int | None] = [guild.id] if guild else []
        scopes.append(None)
        for scope in scopes:
            cmd = self.commands.get(scope, {}).get((name, kind))
            if cmd is not None:
                return cmd
        synced = sorted(n for s in self.commands.values() for (n, k) in s if k == kind)
        raise UserActionError(f"command {name!r} (type {kind}) is not synced; synced: {synced}")

    def _check_command_permissions(
        self, guild: FakeGuild | None, user: FakeUser, cmd: dict[str, Any]
    ) -> None:
        # Discord hides a command from members without its default_member_permissions.
        needed = cmd.get("default_member_permissions")
        if guild is None or needed is None:
            return
        needed = int(needed)
        if guild.permissions_of(user.id) & needed != needed:
            raise UserActionError(f"{user.username} lacks permissions {needed} for /{cmd['name']}")

    async def slash(
        self,
        user: FakeUser,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        channel: FakeChannel | None = None,
    ) -> FakeInteraction:
        """``user`` runs ``/command`` ("gin challenge" walks subcommand groups) with ``options``
        (users, channels and roles as Fake objects; resolved data is filled in)."""
        channel = channel or self.channel
        guild = self._guild_of(channel)
        parts = command.strip().lstrip("/").split()
        cmd = self._find_command(guild, parts[0], 1)
        self._check_offered(user, channel, cmd)
        self._check_command_permissions(guild, user, cmd)
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]  # guild-synced commands are looked up by it
        top: list[dict[str, Any]] = []
        target = top
        spec: list[dict[str, Any]] = cmd.get("options") or []
        for part in parts[1:]:
            sub = next(
                (
                    o
                    for o in spec
                    if o["name"] == part and o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)
                ),
                None,
            )
            if sub is None:
                raise UserActionError(f"/{command}: {part!r} is not a subcommand")
            node: dict[str, Any] = {"name": part, "type": sub["type"], "options": []}
            target.append(node)
            target = node["options"]
            spec = sub.get("options") or []
        if any(o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in spec):
            raise UserActionError(f"/{command} needs a subcommand: {[o['name'] for o in spec]}")
        resolved: dict[str, dict[str, Any]] = {}
        target.extend(
            build_options(
                spec, options or {}, guild, resolved, f"/{command}", channel=channel, invoker=user
            )
        )
        if top:
            data["options"] = top
        if resolved:
            data["resolved"] = resolved
        return await self._start_interaction(
            APPLICATION_COMMAND, user, channel, data, f"/{command} by {user.username}", command=cmd
        )

    async def user_command(
        self, user: FakeUser, name: str, target: FakeUser, *, channel: FakeChannel | None = None
    ) -> FakeInteraction:
        """``user`` picks the user context-menu command ``name`` on ``target``."""
        channel = channel or self.channel
        guild = self._guild_of(channel)
        cmd = self._find_command(guild, name, 2)
        self._check_offered(user, channel, cmd)
        self._check_command_permissions(guild, user, cmd)
        resolved: dict[str, dict[str, Any]] = {"users": {str(target.id): target.to_dict()}}
        member = guild.members.get(target.id) if guild else None
        if member is not None and guild is not None:
            resolved["members"] = {
                str(target.id): member.to_dict(
                    with_user=False, permissions=guild.permissions_in(channel, target.id)
                )
            }
        data: dict[str, Any] = {
            "id": cmd["id"],
            "name": name,
            "type": 2,
            "target_id": str(target.id),
            "resolved": resolved,
        }
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return await self._start_interaction(
            APPLICATION_COMMAND,
            user,
            channel,
            data,
            f"user command {name!r} by {user.username}",
            command=cmd,
        )

    async def message_command(
        self, user: FakeUser, name: str, message: FakeMessage
    ) -> FakeInteraction:
        """``user`` picks the message context-menu command ``name`` on ``message``."""
        self._check_visible(user, message)
        guild = self._guild_of(message.channel)
        cmd = self._find_command(guild, name, 3)
        self._check_offered(user, message.channel, cmd)
        self._check_command_permissions(guild, user, cmd)
        data: dict[str, Any] = {
            "id": cmd["id"],
            "name": name,
            "type": 3,
            "target_id": str(message.id),
            "resolved": {"messages": {str(message.id): message.to_payload()}},
        }
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        return await self._start_interaction(
            APPLICATION_COMMAND,
            user,
            message.channel,
            data,
            f"message command {name!r} by {user.username}",
            command=cmd,
        )

    def _resolve_message(self, message: FakeMessage | int) -> FakeMessage:
        if isinstance(message, FakeMessage):
            return message
        try:
            return self.messages[message]
        except KeyError:
            raise UserActionError(f"no message {message}") from None

    def _check_visible(self, user: FakeUser, message: FakeMessage) -> None:
        if message.deleted:
            raise UserActionError(f"{message!r} is deleted")
        if not message.visible_to(user):
            raise UserActionError(f"{user.username} cannot see {message!r}")

    def _component_for(
        self, user: FakeUser, message: FakeMessage | int, custom_id: str, version: int
    ) -> tuple[FakeMessage, dict[str, Any]]:
        msg = self._resolve_message(message)
        self._check_visible(user, msg)
        if msg.versions[version].flags & FLAG_LOADING:
            raise UserActionError(f"{msg!r} is still a 'thinking...' placeholder")
        comp = msg.component(custom_id, version)
        if comp is None:
            has = msg.custom_ids(version)
            raise UserActionError(f"{msg!r} has no component {custom_id!r}; has {has}")
        if comp.get("disabled"):
            raise UserActionError(f"component {custom_id!r} on {msg!r} is disabled")
        return msg, comp

    async def forge_component(
        self,
        user: FakeUser,
        message: FakeMessage | int,
        custom_id: str,
        values: Sequence[str] | None = None,
    ) -> FakeInteraction:
        """A component interaction Discord would never send: ``custom_id`` (a button, or a
        string select with ``values``) on ``message`` whether or not it shows that control or
        ``user`` can see it (a modified client, or a bug). For testing what a bot does with it."""
        msg = self._resolve_message(message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
        component: dict[str, Any] = {"type": 2, "style": 2, "label": "?", "custom_id": custom_id}
        if values is not None:
            data.update(component_type=3, values=list(values))
            options = [{"label": v, "value": v} for v in values]
            component = {"type": 3, "custom_id": custom_id, "options": options}
        payload = msg.to_payload()
        if msg.component(custom_id) is None:
            # The forged message claims to show the control (or a client would not send it).
            payload["components"] = [*payload["components"], {"type": 1, "components": [component]}]
        return await self._start_interaction(
            MESSAGE_COMPONENT,
            user,
            msg.channel,
            data,
            f"forged {custom_id!r} by {user.username} on {msg!r}",
            msg,
            message_payload=payload,
        )

    async def click(
        self, user: FakeUser, message: FakeMessage | int, custom_id: str, *, version: int = -1
    ) -> FakeInteraction:
        """``user`` clicks the button ``custom_id`` on ``message`` (which must show it).

        ``version`` (an index into ``message.versions``) simulates a client still showing an
        older state, e.g. two players clicking the same view at once."""
        msg, comp = self._component_for(user, message, custom_id, version)
        if comp.get("type") != 2:
            raise UserActionError(f"{custom_id!r} is not a button")
        data = {"custom_id": custom_id, "component_type": 2}
        return await self._start_interaction(
            MESSAGE_COMPONENT,
            user,
            msg.channel,
            data,
            f"click {custom_id!r} by {user.username}",
            msg,
            version,
        )

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage | int,
        custom_id: str,
        values: Sequence[str | FakeUser | FakeRole | FakeChannel],
        *,
        version: int = -1,
    ) -> FakeInteraction:
        """``user`` picks ``values`` in the select ``custom_id`` (option values for a string
        select; Fake users/roles/channels for the other select kinds)."""
        msg, comp = self._component_for(user, message, custom_id, version)
        kind = comp.get("type")
        if kind not in SELECT_TYPES:
            raise UserActionError(f"{custom_id!r} is not a select")
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(values) <= high:
            raise UserActionError(f"{custom_id!r} takes {low}..{high} values, got {len(values)}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind == 3:
            allowed = [o["value"] for o in comp.get("options") or []]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise UserActionError(f"{custom_id!r} has no option(s) {bad}; has {allowed}")
            data["values"] = list(values)
        else:
            guild = self._guild_of(msg.channel)
            resolved: dict[str, dict[str, Any]] = {}
            opt_type = {5: 6, 6: 8, 7: 9, 8: 7}[kind]  # select kind -> option type
            data["values"] = [
                build_options(
                    [{"name": "v", "type": opt_type}],
                    {"v": v},
                    guild,
                    resolved,
                    custom_id,
                    channel=msg.channel,
                    invoker=user,
                )[0]["value"]
                for v in values
            ]
            data["resolved"] = resolved
        return await self._start_interaction(
            MESSAGE_COMPONENT,
            user,
            msg.channel,
            data,
            f"select {custom_id!r}={list(map(str, values))} by {user.username}",
            msg,
            version,
        )

    async def submit_modal(
        self, interaction: FakeInteraction, values: Mapping[str, str | Sequence[str]]
    ) -> FakeInteraction:
        """The user fills in and submits the modal the bot answered ``interaction`` with."""
        await interaction.response()
        modal = interaction.modal
        if modal is None:
            raise UserActionError(f"{interaction.description} was not answered with a modal")

        def answer(comp: dict[str, Any]) -> dict[str, Any]:
            if comp.get("type") == 1:
                return {"type": 1, "components": [answer(c) for c in comp.get("components", [])]}
            if comp.get("type") == 18:
                return {"type": 18, "component": answer(comp["component"])}
            cid = comp.get("custom_id", "")
            if comp.get("type") == 4:
                return {
                    "type": 4,
                    "custom_id": cid,
                    "value": values.get(cid, comp.get("value", "")),
                }
            got = values.get(cid, [])
            return {"type": comp.get("type"), "custom_id": cid, "values": list(got)}

        data = {
            "custom_id": modal["custom_id"],
            "components": [answer(c) for c in modal.get("components", [])],
        }
        return await self._start_interaction(
            MODAL_SUBMIT,
            interaction.user,
            interaction.channel,
            data,
            f"modal {modal['custom_id']!r} by {interaction.user.username}",
            interaction.source_message,
        )

    async def say(
        self, user: FakeUser, content: str, *, channel: FakeChannel | None = None
    ) -> FakeMessage:
        """``user`` posts a plain message (MESSAGE_CREATE to bots with the intent)."""
        channel = channel or self.channel
        guild = self._guild_of(channel)
        msg = self._new_message(channel, user, {"content": content}, "user message")
        if guild is not None:
            msg.member = guild.members.get(user.id)
        await self._announce_create(msg)
        return msg

    # --- messages ----------------------------------------------------------------------------

    def _attachments(
        self,
        requested: Any,
        files: list[dict[str, Any]],
        kept: list[dict[str, Any]] | None = None,
    ) -> list[dict[str, Any]]:
        """The attachments a message gets: ``requested`` (checked by ``_check_form``) names new
        uploads by their index in the form, and ``kept`` ones (the message's) by their id."""
        existing = {str(a["id"]): a for a in kept or []}
        out = []
        for att in requested or []:
            index = attachment_index(att.get("id")) if isinstance(att, dict) else None
            if index is not None and index < len(files):
                f = files[index]  # a new upload, referenced by its index in the form
                aid = self.snowflake()
                self.uploads[str(aid)] = f["data"]
                out.append(
                    {
                        "id": str(aid),
                        "filename": f["filename"],
                        "size": f["size"],
                        "url": f"{self.url}/attachments/{aid}/{f['filename']}",
                        "proxy_url": f"{self.url}/attachments/{aid}/{f['filename']}",
                        "content_type": f.get("content_type"),
                        "description": att.get("description"),
                    }
                )
            elif index is not None and str(index) in existing:
                out.append(existing[str(index)])  # an attachment of the message, kept
        return out

    def attachment_data(self, attachment: dict[str, Any]) -> bytes:
        """The bytes of an uploaded file, as the attachment's ``url`` serves them."""
        return self.uploads[attachment["id"]]

    async def _cdn(self, request: web.Request) -> web.Response:
        """Discord's CDN: an attachment's file at its ``url`` (no token needed)."""
        data = self.uploads.get(request.match_info["aid"])
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, content_type="application/octet-stream")

    def _new_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        data: dict[str, Any],
        source: str,
        *,
        flags: int = 0,
        files: list[dict[str, Any]] | None = None,
        interaction: FakeInteraction | None = None,
        msg_type: int = 0,
    ) -> FakeMessage:
        flags |= (data.get("flags") or 0) & SETTABLE_FLAGS
        version = MessageVersion(
            content=data.get("content") or "",
            embeds=[{"type": "rich", **e} for e in data.get("embeds") or []],
            components=list(data.get("components") or []),
            flags=flags,
            attachments=self._attachments(data.get("attachments"), files or []),
            at=self.clock.now(),
            source=source,
        )
        msg = FakeMessage(
            id=self.snowflake(), channel=channel, author=author, versions=[version], type=msg_type
        )
        msg.mentions = [
            self.users[int(i)] for i in MENTION.findall(version.content) if int(i) in self.users
        ]
        if interaction is not None:
            msg.interaction_id = interaction.id
            msg.interaction_user = interaction.user
            msg.owners = interaction.payload["authorizing_integration_owners"]
            msg.interaction_type = interaction.type
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
        if data.get("message_reference"):
            msg.message_reference = data["message_reference"]
            msg.type = 19  # reply
        self.messages[msg.id] = msg
        if msg.public or channel.is_private:
            channel.last_message_id = msg.id
        self._notify()
        return msg

    def _edit_message(
        self,
        msg: FakeMessage,
        data: dict[str, Any],
        source: str,
        *,
        files: list[dict[str, Any]] | None = None,
        finish_loading: bool = False,
    ) -> None:
        """Apply a PATCH-like edit: present keys replace, absent keys keep."""
        old = msg.latest
        flags = old.flags
        if "flags" in data and data["flags"] is not None:
            # Ephemeral and loading are fixed by Discord; v2 can be switched on, not off.
            flags = (flags & ~(1 << 2)) | (data["flags"] & ((1 << 2) | FLAG_COMPONENTS_V2))
        if finish_loading:
            flags &= ~FLAG_LOADING
        version = MessageVersion(
            content=(data.get("content") or "") if "content" in data else old.content,
            embeds=[{"type": "rich", **e} for e in data.get("embeds") or []]
            if "embeds" in data
            else old.embeds,
            components=list(data.get("components") or [])
            if "components" in data
            else old.components,
            flags=flags,
            attachments=self._attachments(data.get("attachments"), files or [], old.attachments)
            if "attachments" in data
            else old.attachments,
            at=self.clock.now(),
            source=source,
        )
        empty = {
            "content": version.content,
            "embeds": version.embeds,
            "components": version.components,
            "attachments": version.attachments,
        }
        if is_empty_message(empty) and not flags & FLAG_LOADING:
            raise _err(400, 50006, "Cannot send an empty message", detail=f"editing {msg!r}")
        msg.versions.append(version)
        self._notify()

    def _check_form(
        self,
        data: dict[str, Any],
        prefix: str = "",
        *,
        creating: bool,
        files: list[dict[str, Any]] | None = None,
        editing: FakeMessage | None = None,
    ) -> None:
        """A message body's limits; its ``attachments`` and ``attachment://`` URLs against the
        uploaded ``files`` and, in an edit, the files of the message ``editing``."""
        problems = validate_message(data, prefix)
        uploads = [f["filename"] for f in files or []]
        kept = editing.latest.attachments if editing is not None else None
        problems += validate_attachment_refs(data, uploads, kept, prefix)
        if problems:
            raise _form_error(problems)
        if creating and is_empty_message(data):
            raise _err(400, 50006, "Cannot send an empty message")

    async def _announce_create(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return  # ephemeral messages never reach the gateway
        intent = INTENT_DIRECT_MESSAGES if msg.channel.type == DM else INTENT_GUILD_MESSAGES
        await self.dispatch("MESSAGE_CREATE", msg.to_payload(), intents=intent)

    async def _announce_update(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        intent = INTENT_DIRECT_MESSAGES if msg.channel.type == DM else INTENT_GUILD_MESSAGES
        await self.dispatch("MESSAGE_UPDATE", msg.to_payload(), intents=intent)

    async def _announce_delete(self, msg: FakeMessage) -> None:
        if msg.ephemeral:
            return
        data = {"id": str(msg.id), "channel_id": str(msg.channel.id)}
        if msg.channel.guild_id is not None:
            data["guild_id"] = str(msg.channel.guild_id)
        intent = INTENT_DIRECT_MESSAGES if msg.channel.type == DM else INTENT_GUILD_MESSAGES
        await self.dispatch("MESSAGE_DELETE", data, intents=intent)

    # --- HTTP plumbing -----------------------------------------------------------------------

    def _build_routes(self) -> list[tuple[str, re.Pattern[str], Handler, bool]]:
        sf = r"(\d+)"
        tok = r"([^/]+)"
        table: list[tuple[str, str, Handler, bool]] = [
            ("GET", "/users/@me", self._get_me, True),
            ("GET", f"/users/{sf}", self._get_user, True),
            ("POST", "/users/@me/channels", self._create_dm, True),
            ("GET", "/oauth2/applications/@me", self._get_application, True),
            ("GET", "/applications/@me", self._get_application, True),
            ("GET", "/gateway", self._get_gateway, False),
            ("GET", "/gateway/bot", self._get_gateway_bot, True),
            ("GET", f"/applications/{sf}/commands", self._get_commands, True),
            ("PUT", f"/applications/{sf}/commands", self._put_commands, True),
            ("GET", f"/applications/{sf}/guilds/{sf}/commands", self._get_commands, True),
            ("PUT", f"/applications/{sf}/guilds/{sf}/commands", self._put_commands, True),
            ("POST", f"/interactions/{sf}/{tok}/callback", self._callback, False),
            ("POST", f"/webhooks/{sf}/{tok}", self._followup, False),
            ("GET", f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)", self._webhook_get, False),
            ("PATCH", f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)", self._webhook_edit, False),
            (
                "DELETE",
                f"/webhooks/{sf}/{tok}/messages/(@original|\\d+)",
                self._webhook_delete,
                False,
            ),
            ("GET", f"/channels/{sf}", self._get_channel, True),
            ("PATCH", f"/channels/{sf}", self._edit_channel, True),
            ("DELETE", f"/channels/{sf}", self._delete_channel_route, True),
            ("GET", f"/channels/{sf}/messages", self._get_history, True),
            ("POST", f"/channels/{sf}/messages", self._post_message, True),
            ("GET", f"/channels/{sf}/messages/{sf}", self._get_message, True),
            ("PATCH", f"/channels/{sf}/messages/{sf}", self._patch_message, True),
            ("DELETE", f"/channels/{sf}/messages/{sf}", self._delete_message, True),
            ("POST", f"/channels/{sf}/typing", self._typing, True),
            ("POST", f"/channels/{sf}/messages/{sf}/threads", self._thread_from_message, True),
            ("POST", f"/channels/{sf}/threads", self._thread, True),
            ("PUT", f"/channels/{sf}/thread-members/(@me|\\d+)", self._thread_member, True),
            ("DELETE", f"/channels/{sf}/thread-members/(@me|\\d+)", self._thread_member, True),
            ("GET", f"/guilds/{sf}", self._get_guild, True),
            ("GET", f"/guilds/{sf}/channels", self._get_guild_channels, True),
            ("GET", f"/guilds/{sf}/roles", self._get_roles, True),
            ("GET", f"/guilds/{sf}/members/{sf}", self._get_member, True),
        ]
        return [(m, re.compile(p + "$"), h, auth) for m, p, h, auth in table]

    async def _read_body(self, request: web.Request) -> tuple[Any, list[dict[str, Any]]]:
        """JSON body, or a multipart form (files) whose ``payload_json`` part is the JSON."""
        files: list[dict[str, Any]] = []
        content_type = request.headers.get("Content-Type", "")
        # Not request.content_type: it parses the header with the email package, slowly.
        if content_type.startswith("multipart/"):
            # Split by hand: aiohttp's part reader parses each part's headers with a regex
            # escape per character, which made the fake the bottleneck of the load benchmark.
            found = BOUNDARY.search(content_type)
            if found is None:
                raise _err(400, 50035, "Invalid Form Body", detail="multipart without boundary")
            body: Any = None
            raw = await request.read()
            for part in raw.split(b"--" + found.group(1).encode())[1:]:
                if part.startswith(b"--"):
                    break  # the closing delimiter
                head, _, data = part.partition(b"\r\n\r\n")
                data = data.removesuffix(b"\r\n")
                headers = dict(
                    (k.strip().lower(), v.strip())
                    for k, _, v in (line.partition(":") for line in head.decode().split("\r\n"))
                    if k
                )
                disposition = headers.get("content-disposition", "")
                name = PART_NAME.search(disposition)
                if name and name.group(1) == "payload_json":
                    body = json.loads(data)
                else:
                    filename = PART_FILENAME.search(disposition)
                    files.append(
                        {
                            "filename": filename.group(1) if filename else "file",
                            "size": len(data),
                            "content_type": headers.get("content-type"),
                            "data": data,
                        }
                    )
            return body, files
        raw = await request.read()
        try:
            return (json.loads(raw) if raw else None), files
        except ValueError:
            raise _err(400, 50109, "The request body contains invalid JSON.") from None

    def _json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
        if status == 204 or body is None:
            return web.Response(status=204, headers=headers)
        # Exactly "application/json": with "; charset=utf-8" discord.py gets a str, not a dict.
        return web.Response(
            status=status,
            body=json.dumps(body).encode(),
            headers={**(headers or {}), "Content-Type": "application/json"},
        )

    def _rate_limit_response(
        self, retry_after: float, *, is_global: bool = False
    ) -> tuple[dict[str, Any], dict[str, str]]:
        # Without a Via header (or with a non-JSON body) discord.py takes a 429 for a Cloudflare
        # ban and raises at once instead of sleeping and retrying.
        body = {
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": is_global,
        }
        headers = {
            "Via": "1.1 google",
            "Retry-After": str(max(1, int(retry_after + 0.999))),
            "X-RateLimit-Scope": "global" if is_global else "user",
        }
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        return body, headers

    def _auto_rate_limit(
        self, method: str, path: str, authorized: bool
    ) -> tuple[float, bool] | None:
        """The wait a request must be refused with, and whether the limit is the global one
        (Discord says so: ``"global": true``, and discord.py then holds every request)."""
        now = time.perf_counter()
        if self.global_limit is not None and authorized:
            window = self._global_window
            while window and now - window[0] >= 1.0:
                window.popleft()
            if len(window) >= self.global_limit:
                return window[0] + 1.0 - now, True
            window.append(now)
        if self.channel_edit_limit is not None and method == "PATCH":
            m = re.fullmatch(r"/channels/(\d+)/messages/\d+", path)
            if m:
                count, per = self.channel_edit_limit
                window = self._edit_windows.setdefault(int(m.group(1)), deque())
                while window and now - window[0] >= per:
                    window.popleft()
                if len(window) >= count:
                    return window[0] + per - now, False
                window.append(now)
        return None

    async def _handle(self, request: web.Request) -> web.Response:
        full_path = request.path
        path = full_path[len(API_PREFIX) :] if full_path.startswith(API_PREFIX) else full_path
        authorized = request.headers.get("Authorization", "").startswith("Bot ")
        rec = RecordedRequest(
            method=request.method,
            path=path,
            query=dict(request.query),
            json=None,
            at=time.perf_counter(),
            fake_time=self.clock.now(),
            authorized=authorized,
        )
        self.requests.append(rec)
        held = next((h for h in self._holds if h.matches(rec.method, path)), None)
        if held is not None:
            held.hits.append(rec)
        headers: dict[str, str] = {}
        try:
            rec.json, files = await self._read_body(request)
            status, body, headers = await self._serve(rec, files, full_path)
        except ApiError as e:
            status, body = e.status, e.body
            self._note_error(rec, e)
        except Exception as e:  # a bug in the fake: answer fast (no 5xx retries) and report it
            log.exception("fake discord crashed on %s %s", rec.method, rec.path)
            self.internal_errors.append(f"{rec.method} {rec.path}: {e!r}")
            status, body = 400, {"code": 0, "message": f"fake discord internal error: {e!r}"}
        rec.status, rec.response = status, body
        self._notify()
        if held is not None:
            await held.released.wait()
        return self._json(status, body, headers)

    async def _serve(
        self, rec: RecordedRequest, files: list[dict[str, Any]], full_path: str
    ) -> tuple[int, Any, dict[str, str]]:
        for inj in self._injections:
            if inj.matches(rec.method, rec.path):
                inj.hits.append(rec)
                rec.injected = True
                return self._injected(inj)
        if not full_path.startswith(API_PREFIX):
            self.unknown_routes.append(rec)
            return 404, {"message": "404: Not Found", "code": 0}, {}
        limited = self._auto_rate_limit(rec.method, rec.path, rec.authorized)
        if limited is not None:
            wait, is_global = limited
            self.rate_limited.append(rec)
            body, headers = self._rate_limit_response(round(wait, 3), is_global=is_global)
            return 429, body, headers
        for method, pattern, handler, needs_auth in self._routes:
            if method != rec.method:
                continue
            m = pattern.match(rec.path)
            if m is None:
                continue
            if needs_auth and not rec.authorized:
                raise _err(401, 0, "401: Unauthorized", detail="missing 'Authorization: Bot ...'")
            status, body = await handler(rec, files, *m.groups())
            return status, body, {}
        self.unknown_routes.append(rec)
        return 404, {"message": "404: Not Found", "code": 0}, {}

    def _injected(self, inj: Injection) -> tuple[int, Any, dict[str, str]]:
        if inj.status == 429:
            body, headers = self._rate_limit_response(inj.retry_after, is_global=inj.is_global)
            return 429, body, headers
        code, message = DEFAULT_ERRORS.get(inj.status, (0, f"{inj.status}: Error"))
        code = inj.code if inj.code is not None else code
        return inj.status, {"code": code, "message": inj.message or message}, {}

    def _note_error(self, rec: RecordedRequest, e: ApiError) -> None:
        if rec.interaction is not None:
            rec.interaction.errors.append((e.code, e.message))
        if e.violation:
            self.violations.append(
                Violation(
                    e.code,
                    e.status,
                    e.message,
                    rec.method,
                    rec.path,
                    e.detail,
                    e.code in self._allowed_codes,
                )
            )

    # --- REST: identity, commands --------------------------------------------------------------

    async def _get_me(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {**self.bot_user.to_dict(), "verified": True, "mfa_enabled": False}

    async def _get_user(self, rec: RecordedRequest, files: list[Any], uid: str) -> tuple[int, Any]:
        user = self.users.get(int(uid))
        if user is None:
            raise _err(404, 10013, "Unknown User")
        return 200, user.to_dict()

    async def _create_dm(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        user = self.users.get(int((rec.json or {}).get("recipient_id", 0)))
        if user is None:
            raise _err(400, 50035, "Invalid Form Body", detail="unknown recipient_id")
        return 200, self.bot_dm(user).to_dict()

    async def _get_application(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        # `id` sets the client's application_id, which tree.sync needs.
        return 200, {
            "id": str(self.application_id),
            "name": self.bot_user.username,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.to_dict(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "summary": "",
            "rpc_origins": [],
            "bot": self.bot_user.to_dict(),
        }

    async def _get_gateway(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {"url": self.gateway_url}

    async def _get_gateway_bot(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {
            "url": self.gateway_url,
            "shards": self.recommended_shards,
            "session_start_limit": self.session_start_limit(),
        }

    def _check_app(self, app_id: str) -> None:
        if int(app_id) != self.application_id:
            raise _err(403, 50001, "Missing Access", detail=f"application {app_id}")

    async def _get_commands(
        self, rec: RecordedRequest, files: list[Any], app_id: str, guild_id: str | None = None
    ) -> tuple[int, Any]:
        self._check_app(app_id)
        scope = None if guild_id is None else int(guild_id)
        return 200, list(self.commands.get(scope, {}).values())

    async def _put_commands(
        self, rec: RecordedRequest, files: list[Any], app_id: str, guild_id: str | None = None
    ) -> tuple[int, Any]:
        self._check_app(app_id)
        scope = None if guild_id is None else int(guild_id)
        if scope is not None and scope not in self.guilds:
            raise _err(403, 50001, "Missing Access", detail=f"guild {guild_id}")
        problems = validate_commands(rec.json or [])
        if problems:
            raise _form_error(
                problems, f"command sync for {'guild ' + guild_id if guild_id else 'global'}"
            )
        synced: dict[tuple[str, int], dict[str, Any]] = {}
        for raw in rec.json or []:
            kind = raw.get("type", 1)
            key = (scope, raw["name"], kind)
            # Discord keeps a command's id across syncs while its name and type stay.
            cid = self._command_ids.setdefault(key, self.snowflake())
            cmd = {
                "description": "",
                "default_member_permissions": None,
                "nsfw": False,
                **raw,
                "id": str(cid),
                "application_id": str(self.application_id),
                "version": str(self.snowflake()),
                "type": kind,
            }
            if scope is not None:
                cmd["guild_id"] = str(scope)
            cmd["options"] = [self._normalize_option(o) for o in raw.get("options") or []]
            synced[(raw["name"], kind)] = cmd
        self.commands[scope] = synced
        self.command_syncs.append((scope, list(synced.values())))
        return 200, list(synced.values())

    def _normalize_option(self, option: dict[str, Any]) -> dict[str, Any]:
        out = {"description": "", **option}
        if "options" in option:
            out["options"] = [self._normalize_option(o) for o in option["options"] or []]
        return out

    # --- REST: interactions and their webhooks -------------------------------------------------

    async def _callback(
        self, rec: RecordedRequest, files: list[dict[str, Any]], iid: str, token: str
    ) -> tuple[int, Any]:
        it = self.interactions.get(int(iid))
        if it is None or it.token != token:
            raise _err(404, 10062, "Unknown interaction", detail="no such interaction id/token")
        rec.interaction = it
        it.requests.append(rec)
        if it.callback is not None:
            raise _err(
                400, 40060, "Interaction has already been acknowledged.", detail=it.description
            )
        age = self.clock.monotonic() - it.created_mono
        if age > self.ack_timeout:
            raise _err(
                404,
                10062,
                "Unknown interaction",
                detail=f"answered after {age:.2f}s: {it.description}",
            )
        body = rec.json or {}
        ctype = body.get("type")
        data = body.get("data") or {}
        allowed = set(ALLOWED_CALLBACKS.get(it.type, ()))
        if it.type == MODAL_SUBMIT and it.source_message is None:
            allowed -= {DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE}  # modal not opened from a message
        if ctype not in allowed:
            problem = ("type", "INTERACTION_RESPONSE_TYPE_INVALID", f"Invalid type {ctype}")
            raise _form_error([problem], it.description)
        if ctype in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            editing = it.source_message if ctype == UPDATE_MESSAGE else None
            self._check_form(data, "data.", creating=editing is None, files=files, editing=editing)
        elif ctype == MODAL:
            problems = validate_modal(data)
            if problems:
                raise _form_error(problems, it.description)
        elif ctype == AUTOCOMPLETE_RESULT:
            problems = validate_choices(data)
            if problems:
                raise _form_error(problems, it.description)

        msg: FakeMessage | None = None
        msg_type = 0
        if it.type == APPLICATION_COMMAND:
            msg_type = 20 if it.payload["data"].get("type", 1) == 1 else 23
        if ctype == CHANNEL_MESSAGE:
            asked = (data.get("flags") or 0) & FLAG_EPHEMERAL
            ephemeral = FLAG_EPHEMERAL if asked or it.private_only else 0
            msg = self._new_message(
                it.channel,
                self.bot_user,
                data,
                f"callback {ctype}",
                flags=ephemeral,
                files=files,
                interaction=it,
                msg_type=msg_type,
            )
        elif ctype == DEFERRED_CHANNEL_MESSAGE:
            # "Bot is thinking...": its ephemerality is fixed now, whatever the followup says.
            private = FLAG_EPHEMERAL if it.private_only else 0
            flags = FLAG_LOADING | ((data.get("flags") or 0) & FLAG_EPHEMERAL) | private
            msg = self._new_message(
                it.channel,
                self.bot_user,
                {},
                f"callback {ctype}",
                flags=flags,
                interaction=it,
                msg_type=msg_type,
            )
        elif ctype in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            msg = it.source_message
            assert msg is not None
            if msg.deleted:
                raise _err(
                    404,
                    10008,
                    "Unknown Message",
                    violation=not msg.removed_by_test,
                    detail=f"{it.description} on a deleted message",
                )
            if ctype == UPDATE_MESSAGE:
                self._edit_message(msg, data, f"callback {ctype}", files=files)
        elif ctype == MODAL:
            it.modal = data
        elif ctype == AUTOCOMPLETE_RESULT:
            it.choices = data.get("choices") or []
        it.original = msg
        now = time.perf_counter()
        it.callback = Callback(ctype, data, now, now - it.dispatched_at)
        if msg is not None:
            if ctype == CHANNEL_MESSAGE:
                await self._announce_create(msg)
            elif ctype == UPDATE_MESSAGE:
                await self._announce_update(msg)
        self._notify()
        info: dict[str, Any] = {
            "id": str(it.id),
            "type": it.type,
            "response_message_loading": ctype == DEFERRED_CHANNEL_MESSAGE,
            "response_message_ephemeral": bool(msg and msg.ephemeral),
        }
        resource: dict[str, Any] = {"type": ctype}
        if msg is not None:
            # discord.py stores a sent view under this id: later clicks must carry the same id.
            info["response_message_id"] = str(msg.id)
            resource["message"] = msg.to_payload()
        # A 204 here would make discord.py raise after the interaction is acknowledged.
        return 200, {"interaction": info, "resource": resource}

    def _webhook_interaction(
        self, rec: RecordedRequest, app_id: str, token: str
    ) -> FakeInteraction:
        it = self._by_token.get(token)
        if it is None or int(app_id) != self.application_id:
            raise _err(401, 50027, "Invalid Webhook Token", detail="unknown token")
        rec.interaction = it
        it.requests.append(rec)
        age = self.clock.monotonic() - it.created_mono
        if age > self.token_lifetime:
            raise _err(
                401,
                50027,
                "Invalid Webhook Token",
                detail=f"token {age / 60:.1f} min old: {it.description}",
            )
        if it.callback is None:
            raise _err(
                404, 10015, "Unknown Webhook", detail=f"before the callback: {it.description}"
            )
        return it

    def _webhook_message(self, it: FakeInteraction, mid: str) -> FakeMessage:
        if mid == "@original":
            msg = it.original
        else:
            own = [it.original, *it.followups, it.source_message]
            msg = next((m for m in own if m is not None and m.id == int(mid)), None)
        if msg is None:
            raise _err(404, 10008, "Unknown Message", detail=f"{mid} via {it.description}")
        if msg.deleted:
            raise _err(
                404,
                10008,
                "Unknown Message",
                violation=not msg.removed_by_test,
                detail=f"{msg!r} is deleted",
            )
        return msg

    async def _followup(
        self, rec: RecordedRequest, files: list[dict[str, Any]], app_id: str, token: str
    ) -> tuple[int, Any]:
        it = self._webhook_interaction(rec, app_id, token)
        data = rec.json or {}
        owners = it.payload.get("authorizing_integration_owners") or {}
        if set(owners) == {str(USER_INSTALL)} and len(it.followups) >= USER_INSTALL_FOLLOWUPS:
            # "Apps are limited to 5 followup messages per interaction if it was initiated from
            # a user-installed app and isn't installed in the server (meaning the authorizing
            # integration owners object only contains USER_INSTALL)" (receiving-and-responding
            # .mdx, Create Followup Message); the code: opcodes-and-status-codes.mdx.
            raise _err(
                400,
                40094,
                "This interaction has hit the maximum number of follow up messages",
                detail=f"a 6th followup of {it.description}",
            )
        self._check_form(data, creating=True, files=files)
        original = it.original
        assert it.callback is not None
        if (
            it.callback.type == DEFERRED_CHANNEL_MESSAGE
            and original is not None
            and original.loading
        ):
            # The first followup after a type-5 defer replaces the "thinking" message and keeps
            # the defer's ephemerality, whatever flags it carries.
            self._edit_message(original, data, "followup", files=files, finish_loading=True)
            msg = original
            await self._announce_update(msg)
        else:
            asked = (data.get("flags") or 0) & FLAG_EPHEMERAL
            ephemeral = FLAG_EPHEMERAL if asked or it.private_only else 0
            msg = self._new_message(
                it.channel,
                self.bot_user,
                data,
                "followup",
                flags=ephemeral,
                files=files,
                interaction=it,
            )
            await self._announce_create(msg)
        it.followups.append(msg)
        self._notify()
        if rec.query.get("wait", "").lower() in ("1", "true"):
            return 200, msg.to_payload()
        return 204, None

    async def _webhook_get(
        self, rec: RecordedRequest, files: list[Any], app_id: str, token: str, mid: str
    ) -> tuple[int, Any]:
        it = self._webhook_interaction(rec, app_id, token)
        return 200, self._webhook_message(it, mid).to_payload()

    async def _webhook_edit(
        self, rec: RecordedRequest, files: list[dict[str, Any]], app_id: str, token: str, mid: str
    ) -> tuple[int, Any]:
        it = self._webhook_interaction(rec, app_id, token)
        msg = self._webhook_message(it, mid)
        data = rec.json or {}
        self._check_form(data, creating=False, files=files, editing=msg)
        self._edit_message(msg, data, f"PATCH webhook {mid}", files=files, finish_loading=True)
        await self._announce_update(msg)
        return 200, msg.to_payload()

    async def _webhook_delete(
        self, rec: RecordedRequest, files: list[Any], app_id: str, token: str, mid: str
    ) -> tuple[int, Any]:
        it = self._webhook_interaction(rec, app_id, token)
        msg = self._webhook_message(it, mid)
        msg.deleted = True
        await self._announce_delete(msg)
        return 204, None

    # --- REST: channels and messages ---------------------------------------------------------

    def _channel(self, cid: str) -> FakeChannel:
        channel = self.get_channel(int(cid))
        if channel is None:
            # After a moderator's delete a 404 is no bot bug (it may not have heard yet).
            gone = int(cid) in self.deleted_channels and int(cid) not in self.deleted_by_bot
            raise _err(404, 10003, "Unknown Channel", detail=cid, violation=not gone)
        guild = self._guild_of(channel)
        if guild is not None and not guild.invited:
            # Only interaction answers reach a place that never added the bot.
            detail = f"#{channel.name} of {guild.name}, a server that never added the bot"
            raise _err(403, 50001, "Missing Access", detail=detail)
        if guild is not None and guild.bot_removed:
            raise _err(403, 50001, "Missing Access", detail=f"#{channel.name}", violation=False)
        if channel.is_private and not channel.is_bot_dm:
            names = ", ".join(u.username for u in channel.members)
            raise _err(403, 50001, "Missing Access", detail=f"the DM of {names}, not the bot's")
        return channel

    def _channel_message(self, channel: FakeChannel, mid: str) -> FakeMessage:
        msg = self.messages.get(int(mid))
        if msg is None or msg.channel.id != channel.id:
            raise _err(404, 10008, "Unknown Message", detail=f"{mid} in #{channel.name}")
        if msg.ephemeral:
            raise _err(
                404,
                10008,
                "Unknown Message",
                detail=f"{msg!r} is ephemeral: reachable only through its interaction token",
            )
        if msg.deleted:
            raise _err(
                404,
                10008,
                "Unknown Message",
                violation=not msg.removed_by_test,
                detail=f"{msg!r} is deleted",
            )
        return msg

    def _bot_permissions(self, channel: FakeChannel) -> int | None:
        """The bot's permissions in ``channel`` (None in a DM, where none apply)."""
        guild = self._guild_of(channel)
        return None if guild is None else guild.permissions_in(channel, self.bot_user.id)

    def _require(self, channel: FakeChannel, needed: int, doing: str) -> None:
        """Refuse the bot's request in ``channel`` as Discord does: 403 50001 Missing Access
        where it may not see the channel (every other permission there is implicitly denied:
        the permissions topic, "Implicit Permissions"), 403 50013 Missing Permissions where it
        lacks one of ``needed``."""
        perms = self._bot_permissions(channel)
        if perms is None:
            return
        if not perms & VIEW_CHANNEL:
            detail = f"{doing} #{channel.name} without View Channel"
            raise _err(403, 50001, "Missing Access", detail=detail)
        lacking = needed & ~perms
        if lacking:
            raise _err(
                403,
                50013,
                "Missing Permissions",
                detail=f"{doing} #{channel.name} without {permission_names(lacking)}",
            )

    async def _get_channel(
        self, rec: RecordedRequest, files: list[Any], cid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        self._require(channel, 0, "reading")
        return 200, channel.to_dict()

    async def _edit_channel(
        self, rec: RecordedRequest, files: list[Any], cid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        data = rec.json or {}
        if channel.is_thread:
            problems = validate_thread(data, creating=False)
        else:
            problems = (
                validate_thread({"name": data["name"]}, creating=False) if "name" in data else []
            )
        if problems:
            raise _form_error(problems, f"PATCH #{channel.name}")
        self._check_channel_edit(channel, data)
        for key in ("name", "topic", "archived", "locked", "auto_archive_duration"):
            if key in data:
                setattr(channel, key, data[key])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.dispatch(event, channel.to_dict())
        return 200, channel.to_dict()

    def _check_channel_edit(self, channel: FakeChannel, data: dict[str, Any]) -> None:
        """Who may change what (the threads topic, "Editing & Deleting Threads"): Manage
        Threads anything in a thread, and alone its lock and slowmode; its creator its name,
        archiving and archive time; anyone in it unarchiving it. Manage Channels a channel."""
        self._require(channel, 0, "editing")
        perms = self._bot_permissions(channel) or 0
        if not channel.is_thread:
            allowed = bool(perms & MANAGE_CHANNELS)
        elif perms & MANAGE_THREADS:
            allowed = True
        elif "locked" in data or "rate_limit_per_user" in data:
            allowed = False
        else:
            unarchive = data.keys() <= {"archived"} and data.get("archived") is False
            allowed = unarchive or channel.owner_id == self.bot_user.id
        if not allowed:
            raise _err(403, 50013, "Missing Permissions", detail=f"editing #{channel.name}")

    async def _delete_channel_route(
        self, rec: RecordedRequest, files: list[Any], cid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        if channel.type == DM:
            return 200, channel.to_dict()  # "closing" a DM: it opens again with the next one
        # Manage Threads for a thread, Manage Channels for a channel.
        self._require(channel, MANAGE_THREADS if channel.is_thread else MANAGE_CHANNELS, "deleting")
        await self._remove_channel(channel, by_bot=True)
        return 200, channel.to_dict()

    async def _get_history(
        self, rec: RecordedRequest, files: list[Any], cid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        self._require(channel, 0, "reading the messages of")
        perms = self._bot_permissions(channel)
        if perms is not None and not perms & READ_MESSAGE_HISTORY:
            return 200, []  # no error: "no messages will be returned" (Get Channel Messages)
        limit = min(int(rec.query.get("limit", 50)), 100)
        before = int(rec.query.get("before", 0)) or None
        after = int(rec.query.get("after", 0)) or None
        found = [
            m
            for m in reversed(self.messages.values())
            if m.channel.id == channel.id
            and not m.deleted
            and not m.ephemeral
            and (before is None or m.id < before)
            and (after is None or m.id > after)
        ]
        return 200, [m.to_payload() for m in found[:limit]]

    async def _post_message(
        self, rec: RecordedRequest, files: list[dict[str, Any]], cid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        data = rec.json or {}
        self._require(channel, self._sending_needs(channel, data, files), "posting in")
        if channel.archived or channel.locked:
            raise _err(400, 50083, "Thread is archived", detail=f"#{channel.name}")
        self._check_form(data, creating=True, files=files)
        nonce = data.get("nonce")
        if nonce is not None and data.get("enforce_nonce"):
            now = self.clock.now()
            for old in self.messages.values():
                recent = (now - old.versions[0].at).total_seconds() <= self.nonce_window
                if old.nonce == str(nonce) and old.channel.id == channel.id and recent:
                    return 200, old.to_payload()
        msg = self._new_message(
            channel, self.bot_user, data, f"POST /channels/{cid}/messages", files=files
        )
        msg.nonce = None if nonce is None else str(nonce)
        await self._announce_create(msg)
        return 200, {**msg.to_payload(), **({"nonce": msg.nonce} if msg.nonce else {})}

    @staticmethod
    def _sending_needs(
        channel: FakeChannel, data: dict[str, Any], files: list[dict[str, Any]]
    ) -> int:
        """The permissions a new message needs (Create Message's "Limitations"): Send Messages,
        or in a thread Send Messages in Threads (Send Messages counts for nothing there: the
        permissions topic, "Inherited Permissions (Threads)"); Send TTS Messages for tts;
        Read Message History for a reply; Attach Files for files. And Embed Links for embeds:
        Discord refuses an embed-only message without it and drops the embeds of another
        (discord-api-docs issue 2601); either way a bot must not send them, so the fake
        refuses both."""
        needed = SEND_MESSAGES_IN_THREADS if channel.is_thread else SEND_MESSAGES
        if data.get("tts"):
            needed |= SEND_TTS_MESSAGES
        reference = data.get("message_reference")
        if isinstance(reference, dict) and reference.get("type", 0) == 0:  # a reply
            needed |= READ_MESSAGE_HISTORY
        if files:
            needed |= ATTACH_FILES
        if data.get("embeds"):
            needed |= EMBED_LINKS
        return needed

    async def _get_message(
        self, rec: RecordedRequest, files: list[Any], cid: str, mid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        self._require(channel, READ_MESSAGE_HISTORY, "reading a message of")
        return 200, self._channel_message(channel, mid).to_payload()

    async def _patch_message(
        self, rec: RecordedRequest, files: list[dict[str, Any]], cid: str, mid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        # Its own message: no permission but seeing the channel, and Attach Files to upload.
        self._require(channel, ATTACH_FILES if files else 0, "editing a message in")
        msg = self._channel_message(channel, mid)
        if msg.author.id != self.bot_user.id:
            raise _err(403, 50005, "Cannot edit a message authored by another user")
        data = rec.json or {}
        self._check_form(data, creating=False, files=files, editing=msg)
        self._edit_message(msg, data, f"PATCH /channels/{cid}/messages/{mid}", files=files)
        await self._announce_update(msg)
        return 200, msg.to_payload()

    async def _delete_message(
        self, rec: RecordedRequest, files: list[Any], cid: str, mid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        self._require(channel, 0, "deleting a message in")
        msg = self._channel_message(channel, mid)
        if msg.author.id != self.bot_user.id:  # another's: Manage Messages (Delete Message)
            self._require(channel, MANAGE_MESSAGES, f"deleting {msg.author.username}'s message in")
        msg.deleted = True
        await self._announce_delete(msg)
        return 204, None

    async def _typing(self, rec: RecordedRequest, files: list[Any], cid: str) -> tuple[int, Any]:
        self._require(self._channel(cid), 0, "typing in")
        return 204, None

    async def _new_thread(
        self,
        parent: FakeChannel,
        data: dict[str, Any],
        kind: int,
        thread_id: int | None = None,
    ) -> FakeChannel:
        if parent.type != GUILD_TEXT:
            raise _err(400, 50024, "Cannot execute action on this channel type")
        # The permissions topic: Create Public Threads, Create Private Threads.
        needed = CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else CREATE_PUBLIC_THREADS
        self._require(parent, needed, "opening a thread in")
        problems = validate_thread(data, creating=True)
        if problems:
            raise _form_error(problems, f"a thread in #{parent.name}")
        thread = FakeChannel(
            thread_id or self.snowflake(),
            kind,
            data["name"],
            parent.guild_id,
            0,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            created_at=self.clock.now(),
            auto_archive_duration=data.get("auto_archive_duration") or 1440,
        )
        guild = self._guild_of(parent)
        assert guild is not None
        guild.channels[thread.id] = thread
        await self.dispatch("THREAD_CREATE", {**thread.to_dict(), "newly_created": True})
        return thread

    async def _thread_from_message(
        self, rec: RecordedRequest, files: list[Any], cid: str, mid: str
    ) -> tuple[int, Any]:
        parent = self._channel(cid)
        msg = self._channel_message(parent, mid)
        if self.get_channel(msg.id) is not None:
            raise _err(400, 160004, "A thread has already been created for this message")
        data = rec.json or {}
        # A thread started from a message takes the message's id.
        thread = await self._new_thread(parent, data, PUBLIC_THREAD, msg.id)
        return 200, thread.to_dict()

    async def _thread(self, rec: RecordedRequest, files: list[Any], cid: str) -> tuple[int, Any]:
        data = rec.json or {}
        kind = data.get("type") or PRIVATE_THREAD
        thread = await self._new_thread(self._channel(cid), data, kind)
        return 201, thread.to_dict()

    async def _thread_member(
        self, rec: RecordedRequest, files: list[Any], cid: str, uid: str
    ) -> tuple[int, Any]:
        channel = self._channel(cid)
        if not channel.is_thread:
            raise _err(400, 50024, "Cannot execute action on this channel type")
        # Joining or leaving needs only the thread in sight; adding another "the ability to
        # send messages in the thread"; removing another Manage Threads, or a private thread's
        # creator (Add and Remove Thread Member).
        needed = 0
        if uid != "@me" and rec.method == "PUT":
            needed = SEND_MESSAGES_IN_THREADS
        elif uid != "@me" and not (
            channel.type == PRIVATE_THREAD and channel.owner_id == self.bot_user.id
        ):
            needed = MANAGE_THREADS
        self._require(channel, needed, "changing the members of")
        return 204, None

    # --- REST: guilds --------------------------------------------------------------------------

    def _guild(self, gid: str) -> FakeGuild:
        guild = self.guilds.get(int(gid))
        if guild is None:
            raise _err(404, 10004, "Unknown Guild", detail=gid)
        return guild

    async def _get_guild(self, rec: RecordedRequest, files: list[Any], gid: str) -> tuple[int, Any]:
        data = self._guild(gid).to_dict(self.clock.now())
        for key in ("members", "channels", "threads", "presences", "voice_states", "joined_at"):
            data.pop(key, None)
        return 200, data

    async def _get_guild_channels(
        self, rec: RecordedRequest, files: list[Any], gid: str
    ) -> tuple[int, Any]:
        guild = self._guild(gid)
        return 200, [c.to_dict() for c in guild.channels.values() if not c.is_thread]

    async def _get_roles(self, rec: RecordedRequest, files: list[Any], gid: str) -> tuple[int, Any]:
        return 200, [r.to_dict() for r in self._guild(gid).roles.values()]

    async def _get_member(
        self, rec: RecordedRequest, files: list[Any], gid: str, uid: str
    ) -> tuple[int, Any]:
        member = self._guild(gid).members.get(int(uid))
        if member is None:
            raise _err(404, 10007, "Unknown Member", violation=False)
        return 200, member.to_dict()
