"""Plain data held by the fake Discord: users, guilds, channels, messages, the fake clock.

Everything here renders itself as the JSON Discord would send (``to_dict`` / ``to_payload``), with
only the keys discord.py 2.7 reads or needs.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bot.invite import INVITE_PERMISSIONS

DISCORD_EPOCH_MS = 1_420_070_400_000

# Permission bits (https://discord.com/developers/docs/topics/permissions), Discord's own: the
# fake checks the bot's requests against them, not against what the bot believes.
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
SEND_TTS_MESSAGES = 1 << 12
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
USE_EXTERNAL_APPS = 1 << 50
ALL_PERMISSIONS = (1 << 53) - 1  # up to Bypass Slowmode (1 << 52)
# What an app may use in an answer where it has no bot: in a server that did not invite it,
# @everyone's permissions there limited to these (change-log, "app_permissions": "For apps
# without a bot user ... the same as the permissions for @everyone, but limited to the
# permissions that can be used in interaction responses"); in (G)DMs with other users the
# first three, in the bot's own DM all four (receiving-and-responding.mdx, app_permissions).
ANSWER_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS
PRIVATE_CHANNEL_APP_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
BOT_DM_APP_PERMISSIONS = ANSWER_PERMISSIONS
# What @everyone may do in a new server (Discord's default).
DEFAULT_EVERYONE_PERMISSIONS = (
    (1 << 0)  # create instant invite
    | (1 << 6)  # add reactions
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | (1 << 26)  # change nickname
    | (1 << 31)  # use application commands
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
    | USE_EXTERNAL_APPS  # "enabled for servers by default" (change-log, June 2024)
)
# The bot's role holds what its invite asks for, as a server that installs it grants; and the
# fake server's @everyone grants none of the rest, so that the bot may do in a channel exactly
# what its invite asks for, no more (a test that needs more grants it, and says why). A real
# server's @everyone may grant far less: the bot relies on its own role alone.
BOT_ROLE_PERMISSIONS = INVITE_PERMISSIONS
EVERYONE_PERMISSIONS = DEFAULT_EVERYONE_PERMISSIONS & BOT_ROLE_PERMISSIONS
# The names of the bits the fake checks, for its refusals' details.
PERMISSION_NAMES = {
    VIEW_CHANNEL: "View Channel",
    SEND_MESSAGES: "Send Messages",
    SEND_TTS_MESSAGES: "Send TTS Messages",
    MANAGE_MESSAGES: "Manage Messages",
    EMBED_LINKS: "Embed Links",
    ATTACH_FILES: "Attach Files",
    READ_MESSAGE_HISTORY: "Read Message History",
    MANAGE_CHANNELS: "Manage Channels",
    MANAGE_THREADS: "Manage Threads",
    CREATE_PUBLIC_THREADS: "Create Public Threads",
    CREATE_PRIVATE_THREADS: "Create Private Threads",
    SEND_MESSAGES_IN_THREADS: "Send Messages in Threads",
}
# Permission overwrite targets.
ROLE_OVERWRITE = 0
MEMBER_OVERWRITE = 1

# Message flags.
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15

# Channel types.
GUILD_TEXT = 0
DM = 1
GROUP_DM = 3
GUILD_CATEGORY = 4
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (10, PUBLIC_THREAD, PRIVATE_THREAD)

# Interaction context types and application integration types (receiving-and-responding.mdx;
# application.mdx).
GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1


class FakeClock:
    """Real time plus an offset that tests can push forward.

    Only the fake server reads it (ack deadlines, token lifetimes, timestamps). discord.py's own
    ``Interaction.is_expired()`` and view timeouts keep using the real clock.
    """

    def __init__(self) -> None:
        self.offset: float = 0.0

    def monotonic(self) -> float:
        return time.monotonic() + self.offset

    def now(self) -> datetime:
        return datetime.now(UTC) + timedelta(seconds=self.offset)

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("the fake clock only moves forward")
        self.offset += seconds


class Snowflakes:
    """Time-based ids like Discord's (discord.py reads ``created_at`` from them), rising."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self._last = 0

    def __call__(self) -> int:
        ms = int(self._clock.now().timestamp() * 1000) - DISCORD_EPOCH_MS
        self._last = max(self._last + 1, ms << 22)
        return self._last


def iso(moment: datetime) -> str:
    return moment.isoformat()


@dataclass(eq=False)
class FakeUser:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    locale: str = "en-US"  # their Discord's language: every interaction of theirs says it
    # The app installed to their own account (a user install): their /gin goes with them to
    # DMs, group DMs and servers that did not invite the bot (FakeDiscord.install_app).
    installed: bool = False

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
        }

    def __repr__(self) -> str:
        return f"<FakeUser {self.username} id={self.id}>"


@dataclass(eq=False)
class FakeRole:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    bot_id: int | None = None

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": False,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclass(eq=False)
class FakeMember:
    user: FakeUser
    role_ids: list[int]
    joined_at: datetime
    nick: str | None = None

    def to_dict(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": iso(self.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_dict()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class Overwrite:
    """A channel's permission overwrite for a role (``ROLE_OVERWRITE``; the guild's id is
    @everyone's) or a member (``MEMBER_OVERWRITE``)."""

    id: int
    type: int
    allow: int = 0
    deny: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": self.type,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass(eq=False)
class FakeChannel:
    id: int
    type: int
    name: str
    guild_id: int | None = None
    position: int = 0
    parent_id: int | None = None
    topic: str | None = None
    # The bot's DM: the user. Threads: the creator and the archive state.
    recipient: FakeUser | None = None
    # A DM between members or a group DM (the bot is not one of them): its members.
    members: list[FakeUser] = field(default_factory=list)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440  # minutes
    created_at: datetime | None = None
    last_message_id: int | None = None
    # By role or member id (threads have none: they follow their parent's).
    overwrites: dict[int, Overwrite] = field(default_factory=dict)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_private(self) -> bool:
        """A DM or a group DM: the bot's own DM, or one between members."""
        return self.type in (DM, GROUP_DM)

    @property
    def is_bot_dm(self) -> bool:
        return self.type == DM and self.recipient is not None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": str(self.id), "type": self.type, "flags": 0}
        if self.is_private:
            users = [self.recipient] if self.recipient else self.members
            data["recipients"] = [u.to_dict() for u in users]
            data["last_message_id"] = _opt_str(self.last_message_id)
            if self.type == GROUP_DM:
                data.update(name=self.name or None, owner_id=_opt_str(self.owner_id), icon=None)
            return data
        data.update(
            guild_id=str(self.guild_id),
            name=self.name,
            position=self.position,
            parent_id=_opt_str(self.parent_id),
            permission_overwrites=[o.to_dict() for o in self.overwrites.values()],
            nsfw=False,
        )
        if self.type == GUILD_CATEGORY:
            return data
        data.update(
            topic=self.topic,
            rate_limit_per_user=0,
            last_message_id=_opt_str(self.last_message_id),
        )
        if self.is_thread:
            created = self.created_at or datetime.now(UTC)
            data.update(
                owner_id=_opt_str(self.owner_id),
                message_count=0,
                member_count=1,
                total_message_sent=0,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": iso(created),
                    "locked": self.locked,
                    "invitable": True,
                    "create_timestamp": iso(created),
                },
            )
        return data


@dataclass(eq=False)
class FakeGuild:
    id: int
    name: str
    owner_id: int
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    bot_removed: bool = False  # the bot was kicked: its channels answer 403 Missing Access
    # False: the bot was never added (members use it by their own install, if at all).
    invited: bool = True
    # The server's language: a Community server's choice; Discord says en-US for every other.
    preferred_locale: str = "en-US"

    @property
    def everyone(self) -> FakeRole:
        return self.roles[self.id]

    @property
    def has_bot(self) -> bool:
        """The bot is a member: invited, and not removed since."""
        return self.invited and not self.bot_removed

    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.type == GUILD_TEXT]

    def channel_named(self, name: str) -> FakeChannel:
        """A channel by name ("gin", "general")."""
        for channel in self.channels.values():
            if channel.name == name:
                return channel
        raise KeyError(name)

    def permissions_of(self, user_id: int) -> int:
        """Guild-wide permissions: @everyone's and the member's roles'."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        perms = self.everyone.permissions
        if member is not None:
            for role_id in member.role_ids:
                role = self.roles.get(role_id)
                if role is not None:
                    perms |= role.permissions
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return perms

    def permissions_in(self, channel: FakeChannel, user_id: int) -> int:
        """A member's permissions in ``channel``: the guild-wide ones, then the channel's
        overwrites for @everyone, the member's roles and the member, in Discord's order (the
        permissions topic, "Permission Overwrites"). A thread follows its parent channel
        ("Inherited Permissions (Threads)"). Implicit denials (no View Channel, no sending)
        are left to each check, as Discord's computed permissions leave them."""
        perms = self.permissions_of(user_id)
        if perms & ADMINISTRATOR:
            return perms  # the owner, or an administrator: no overwrite applies
        if channel.is_thread and channel.parent_id is not None:
            channel = self.channels.get(channel.parent_id, channel)
        overwrites = channel.overwrites
        everyone = overwrites.get(self.id)
        if everyone is not None:
            perms = (perms & ~everyone.deny) | everyone.allow
        member = self.members.get(user_id)
        allow = deny = 0
        for role_id in member.role_ids if member is not None else []:
            role = overwrites.get(role_id)
            if role is not None and role.type == ROLE_OVERWRITE:
                allow, deny = allow | role.allow, deny | role.deny
        perms = (perms & ~deny) | allow
        own = overwrites.get(user_id)
        if own is not None and own.type == MEMBER_OVERWRITE:
            perms = (perms & ~own.deny) | own.allow
        return perms

    def to_dict(self, joined_at: datetime) -> dict[str, Any]:
        """The full GUILD_CREATE payload; ``member_count`` = members sent, so no chunking."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.preferred_locale,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "features": [],
            "roles": [r.to_dict() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "joined_at": iso(joined_at),
            "large": False,
            "unavailable": False,
            "member_count": len(self.members),
            "members": [m.to_dict() for m in self.members.values()],
            "channels": [c.to_dict() for c in self.channels.values() if not c.is_thread],
            "threads": [c.to_dict() for c in self.channels.values() if c.is_thread],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first (rows, sections, containers, labels and their children)."""
    for comp in components:
        yield comp
        children = comp.get("components")
        if isinstance(children, list):
            yield from walk_components(children)
        for key in ("component", "accessory"):
            child = comp.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


def embed_text(embed: dict[str, Any]) -> str:
    parts = [embed.get("title") or "", embed.get("description") or ""]
    for f in embed.get("fields") or []:
        parts += [str(f.get("name", "")), str(f.get("value", ""))]
    parts.append((embed.get("footer") or {}).get("text") or "")
    parts.append((embed.get("author") or {}).get("name") or "")
    return "\n".join(p for p in parts if p)


def components_text(components: list[dict[str, Any]]) -> str:
    parts: list[str] = []
    for comp in walk_components(components):
        for key in ("label", "placeholder", "content"):
            if isinstance(comp.get(key), str):
                parts.append(comp[key])
        for opt in comp.get("options") or []:
            parts += [str(opt.get("label", "")), str(opt.get("description") or "")]
    return "\n".join(p for p in parts if p)


@dataclass
class MessageVersion:
    """One state of a message: as created, or after an edit."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    flags: int
    attachments: list[dict[str, Any]]
    at: datetime
    # What produced it, e.g. "POST /channels/1/messages" or "callback 7".
    source: str

    @property
    def text(self) -> str:
        """Everything a reader could see: content, embed text, button and option labels."""
        parts = [self.content, *(embed_text(e) for e in self.embeds)]
        parts.append(components_text(self.components))
        return "\n".join(p for p in parts if p)


@dataclass(eq=False)
class FakeMessage:
    id: int
    channel: FakeChannel
    author: FakeUser
    versions: list[MessageVersion]
    type: int = 0
    # Interaction responses and followups: who the message answers, and who may see it.
    interaction_id: int | None = None
    interaction_user: FakeUser | None = None
    interaction_type: int | None = None
    webhook_id: int | None = None
    application_id: int | None = None
    message_reference: dict[str, Any] | None = None
    mentions: list[FakeUser] = field(default_factory=list)
    member: FakeMember | None = None
    deleted: bool = False
    # Deleted or dismissed by the test (a moderator, a user closing an ephemeral): the bot's
    # later 404s are then expected, not a bug.
    removed_by_test: bool = False
    nonce: str | None = None  # as sent by the bot (Discord echoes it on create)
    # Its interaction's authorizing_integration_owners (an interaction's answer or followup).
    owners: dict[str, str] | None = None

    @property
    def latest(self) -> MessageVersion:
        return self.versions[-1]

    @property
    def content(self) -> str:
        return self.latest.content

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.latest.embeds

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.latest.components

    @property
    def flags(self) -> int:
        return self.latest.flags

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A type-5 defer's "Bot is thinking..." placeholder, not yet replaced."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def public(self) -> bool:
        """Visible to everyone in a guild channel (not ephemeral, not a DM)."""
        return not self.ephemeral and not self.channel.is_private

    @property
    def text(self) -> str:
        return self.latest.text

    @property
    def all_text(self) -> str:
        """The text of every version, for "was X ever shown?" assertions."""
        return "\n".join(v.text for v in self.versions)

    def visible_to(self, user: FakeUser) -> bool:
        if self.ephemeral:
            return self.interaction_user is not None and self.interaction_user.id == user.id
        if self.channel.is_private:
            users = [self.channel.recipient] if self.channel.recipient else self.channel.members
            return any(u.id == user.id for u in users)
        return True

    def custom_ids(self, version: int = -1) -> list[str]:
        comps = self.versions[version].components
        return [c["custom_id"] for c in walk_components(comps) if "custom_id" in c]

    def component(self, custom_id: str, version: int = -1) -> dict[str, Any] | None:
        for comp in walk_components(self.versions[version].components):
            if comp.get("custom_id") == custom_id:
                return comp
        return None

    def buttons(self) -> list[dict[str, Any]]:
        return [c for c in walk_components(self.components) if c.get("type") == 2]

    def to_payload(self, version: int = -1) -> dict[str, Any]:
        """The message as Discord sends it; ``version`` picks an older state (a stale client)."""
        v = self.versions[version]
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.to_dict(),
            "content": v.content,
            "timestamp": iso(self.versions[0].at),
            "edited_timestamp": None if v is self.versions[0] else iso(v.at),
            "tts": False,
            "mention_everyone": False,
            "mentions": [u.to_dict() for u in self.mentions],
            "mention_roles": [],
            "attachments": v.attachments,
            "embeds": v.embeds,
            "pinned": False,
            "type": self.type,
            "flags": v.flags,
            "components": v.components,
        }
        if self.channel.guild_id is not None:
            data["guild_id"] = str(self.channel.guild_id)
        if self.member is not None:
            data["member"] = self.member.to_dict(with_user=False)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        if self.message_reference is not None:
            data["message_reference"] = self.message_reference
        if self.interaction_id is not None and self.interaction_user is not None:
            data["interaction_metadata"] = {
                "id": str(self.interaction_id),
                "type": self.interaction_type or 2,
                "user": self.interaction_user.to_dict(),
                "authorizing_integration_owners": self.owners
                or {"0": str(self.channel.guild_id or 0)},
            }
        return data

    def __repr__(self) -> str:
        kind = "ephemeral" if self.ephemeral else "public" if self.public else "dm"
        return (
            f"<FakeMessage id={self.id} {kind} versions={len(self.versions)} {self.content[:40]!r}>"
        )


def permission_names(bits: int) -> str:
    """``bits`` in words ("Embed Links, Attach Files")."""
    named = [name for bit, name in PERMISSION_NAMES.items() if bits & bit]
    rest = bits & ~sum(PERMISSION_NAMES)
    return ", ".join(named + ([f"bits {rest}"] if rest else []))


def _opt_str(value: int | None) -> str | None:
    return None if value is None else str(value)


_counter = itertools.count(1)


def unique_token(prefix: str) -> str:
    """Interaction tokens: unique, opaque, URL-safe."""
    return f"{prefix}{next(_counter)}x{time.monotonic_ns():x}"
