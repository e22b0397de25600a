"""The bot's answers to interactions: the callback, then followups and edits through the
interaction's webhook token, with Discord's deadlines and limits.
"""

from __future__ import annotations

import time
from typing import Any

from .interactions import (
    ALLOWED_CALLBACKS,
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MODAL,
    MODAL_SUBMIT,
    UPDATE_MESSAGE,
    Callback,
    FakeInteraction,
)
from .messages import Messages
from .models import FLAG_EPHEMERAL, FLAG_LOADING, USER_INSTALL, FakeMessage
from .records import ApiError, RecordedRequest, deleted_message, invalid_form
from .validation import validate_choices, validate_modal

USER_INSTALL_FOLLOWUPS = 5  # follow-ups of one interaction only a member's install authorised


class Responses(Messages):
    """Interaction callbacks and the webhook routes of their tokens."""

    async def _callback(
        self, rec: RecordedRequest, files: list[dict[str, Any]], iid: str, token: str
    ) -> tuple[int, Any]:
        it = self.interactions.get(int(iid))
        if it is None or it.token != token:
            raise ApiError(404, 10062, "Unknown interaction", detail="no such interaction id/token")
        rec.interaction = it
        it.requests.append(rec)
        if it.callback is not None:
            raise ApiError(
                400, 40060, "Interaction has already been acknowledged.", detail=it.description
            )
        age = self.clock.monotonic() - it.created_mono
        if age > self.ack_timeout:
            raise ApiError(
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
            raise invalid_form([problem], it.description)
        if ctype in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            editing = it.source_message if ctype == UPDATE_MESSAGE else None
            self._check_form(data, "data.", creating=editing is None, files=files, editing=editing)
        elif ctype == MODAL:
            problems = validate_modal(data)
            if problems:
                raise invalid_form(problems, it.description)
        elif ctype == AUTOCOMPLETE_RESULT:
            problems = validate_choices(data)
            if problems:
                raise invalid_form(problems, it.description)

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
                raise deleted_message(msg, f"{it.description} on a deleted message")
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
            raise ApiError(401, 50027, "Invalid Webhook Token", detail="unknown token")
        rec.interaction = it
        it.requests.append(rec)
        age = self.clock.monotonic() - it.created_mono
        if age > self.token_lifetime:
            raise ApiError(
                401,
                50027,
                "Invalid Webhook Token",
                detail=f"token {age / 60:.1f} min old: {it.description}",
            )
        if it.callback is None:
            raise ApiError(
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
            raise ApiError(404, 10008, "Unknown Message", detail=f"{mid} via {it.description}")
        if msg.deleted:
            raise deleted_message(msg, f"{msg!r} is deleted")
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
            raise ApiError(
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
