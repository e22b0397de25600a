"""The world around the bot: servers (invited or not), members, channels, DMs and group DMs,
members' installs of the app; what a test changes there, and the REST routes that read it.
"""

from __future__ import annotations

from typing import Any

from .gateway import Gateway
from .models import (
    DM,
    GROUP_DM,
    GUILD_TEXT,
    MEMBER_OVERWRITE,
    ROLE_OVERWRITE,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    Overwrite,
)
from .records import ApiError, RecordedRequest


class World(Gateway):
    """Servers, members, channels and private channels, as a test shapes them."""

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

    async def _get_me(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        return 200, {**self.bot_user.to_dict(), "verified": True, "mfa_enabled": False}

    async def _get_user(self, rec: RecordedRequest, files: list[Any], uid: str) -> tuple[int, Any]:
        user = self.users.get(int(uid))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return 200, user.to_dict()

    async def _create_dm(self, rec: RecordedRequest, files: list[Any]) -> tuple[int, Any]:
        user = self.users.get(int((rec.json or {}).get("recipient_id", 0)))
        if user is None:
            raise ApiError(400, 50035, "Invalid Form Body", detail="unknown recipient_id")
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

    def _guild(self, gid: str) -> FakeGuild:
        guild = self.guilds.get(int(gid))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild", detail=gid)
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
            raise ApiError(404, 10007, "Unknown Member", violation=False)
        return 200, member.to_dict()
