"""What simulated users do: commands, context menus, clicks, selects, modals and plain
messages, each sent to the bot as Discord sends it.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from .commands import Commands
from .interactions import (
    APPLICATION_COMMAND,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    SUB_COMMAND,
    SUB_COMMAND_GROUP,
    FakeInteraction,
    UserActionError,
    build_options,
)
from .messages import Messages
from .models import (
    ANSWER_PERMISSIONS,
    BOT_DM_APP_PERMISSIONS,
    FLAG_LOADING,
    PRIVATE_CHANNEL_APP_PERMISSIONS,
    USE_EXTERNAL_APPS,
    FakeChannel,
    FakeMessage,
    FakeRole,
    FakeUser,
    unique_token,
)
from .validation import SELECT_TYPES


class Users(Messages, Commands):
    """The simulated users' actions."""

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
