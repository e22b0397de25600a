"""Messages: made, edited and deleted (their versions, attachments and the CDN, form limits),
announced on the gateway, the bot's channel message routes, and the views tests read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .channels import Channels
from .interactions import FakeInteraction
from .models import (
    ATTACH_FILES,
    DM,
    EMBED_LINKS,
    FLAG_COMPONENTS_V2,
    FLAG_LOADING,
    MANAGE_MESSAGES,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    SEND_TTS_MESSAGES,
    FakeChannel,
    FakeMessage,
    FakeUser,
    MessageVersion,
)
from .records import ApiError, RecordedRequest, invalid_form
from .validation import (
    attachment_index,
    is_empty_message,
    validate_attachment_refs,
    validate_message,
)

# Message flags a sender may set (suppress embeds, suppress notifications, components v2).
SETTABLE_FLAGS = (1 << 2) | (1 << 12) | FLAG_COMPONENTS_V2
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
MENTION = re.compile(r"<@!?(\d+)>")


class Messages(Channels):
    """Messages, their versions and files, and the channel message routes."""

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
            raise ApiError(400, 50006, "Cannot send an empty message", detail=f"editing {msg!r}")
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
            raise invalid_form(problems)
        if creating and is_empty_message(data):
            raise ApiError(400, 50006, "Cannot send an empty message")

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
            raise ApiError(400, 50083, "Thread is archived", detail=f"#{channel.name}")
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
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
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
