"""Application commands: syncing them, and where Discord offers each (its contexts, the
installs that authorize it: a server's, a member's own) with whose permissions.
"""

from __future__ import annotations

from typing import Any

from .core import FakeCore
from .interactions import UserActionError
from .models import (
    BOT_DM_CONTEXT,
    GUILD_CONTEXT,
    GUILD_INSTALL,
    PRIVATE_CHANNEL_CONTEXT,
    USER_INSTALL,
    FakeChannel,
    FakeGuild,
    FakeUser,
)
from .records import ApiError, RecordedRequest, invalid_form
from .validation import validate_commands


class Commands(FakeCore):
    """Synced commands, and where and to whom each is offered."""

    def _check_app(self, app_id: str) -> None:
        if int(app_id) != self.application_id:
            raise ApiError(403, 50001, "Missing Access", detail=f"application {app_id}")

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
            raise ApiError(403, 50001, "Missing Access", detail=f"guild {guild_id}")
        problems = validate_commands(rec.json or [])
        if problems:
            raise invalid_form(
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
