"""Channels and threads under the bot's token: which it may reach, the permissions each
request needs, channel edits and deletes, threads and their members.
"""

from __future__ import annotations

from typing import Any

from .models import (
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM,
    GUILD_TEXT,
    MANAGE_CHANNELS,
    MANAGE_THREADS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    FakeChannel,
    FakeMessage,
    permission_names,
)
from .records import ApiError, RecordedRequest, deleted_message, invalid_form
from .validation import validate_thread
from .world import World


class Channels(World):
    """The bot's channel and thread routes, refused as Discord refuses them."""

    def _channel(self, cid: str) -> FakeChannel:
        channel = self.get_channel(int(cid))
        if channel is None:
            # After a moderator's delete a 404 is no bot bug (it may not have heard yet).
            gone = int(cid) in self.deleted_channels and int(cid) not in self.deleted_by_bot
            raise ApiError(404, 10003, "Unknown Channel", detail=cid, violation=not gone)
        guild = self._guild_of(channel)
        if guild is not None and not guild.invited:
            # Only interaction answers reach a place that never added the bot.
            detail = f"#{channel.name} of {guild.name}, a server that never added the bot"
            raise ApiError(403, 50001, "Missing Access", detail=detail)
        if guild is not None and guild.bot_removed:
            raise ApiError(403, 50001, "Missing Access", detail=f"#{channel.name}", violation=False)
        if channel.is_private and not channel.is_bot_dm:
            names = ", ".join(u.username for u in channel.members)
            raise ApiError(403, 50001, "Missing Access", detail=f"the DM of {names}, not the bot's")
        return channel

    def _channel_message(self, channel: FakeChannel, mid: str) -> FakeMessage:
        msg = self.messages.get(int(mid))
        if msg is None or msg.channel.id != channel.id:
            raise ApiError(404, 10008, "Unknown Message", detail=f"{mid} in #{channel.name}")
        if msg.ephemeral:
            raise ApiError(
                404,
                10008,
                "Unknown Message",
                detail=f"{msg!r} is ephemeral: reachable only through its interaction token",
            )
        if msg.deleted:
            raise deleted_message(msg, f"{msg!r} is deleted")
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
            raise ApiError(403, 50001, "Missing Access", detail=detail)
        lacking = needed & ~perms
        if lacking:
            raise ApiError(
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
            raise invalid_form(problems, f"PATCH #{channel.name}")
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
            raise ApiError(403, 50013, "Missing Permissions", detail=f"editing #{channel.name}")

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
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        # The permissions topic: Create Public Threads, Create Private Threads.
        needed = CREATE_PRIVATE_THREADS if kind == PRIVATE_THREAD else CREATE_PUBLIC_THREADS
        self._require(parent, needed, "opening a thread in")
        problems = validate_thread(data, creating=True)
        if problems:
            raise invalid_form(problems, f"a thread in #{parent.name}")
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
            raise ApiError(400, 160004, "A thread has already been created for this message")
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
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
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
