"""The slash commands as a message names them: a command mention (``</gin practice:ID>``),
which Discord shows as the command's name in each reader's own language and which runs the
command when clicked; or, while the bot doesn't know the commands' ids yet, their plain English
text (``/gin practice``).

Discord gives a command its id when it is synced; the bot learns them from the sync's answer or,
when the commands were already synced (or another cluster syncs them), by asking Discord for them
once at start (:meth:`GinBot.sync_commands <bot.discord.client.GinBot.sync_commands>`). A
mention needs the id of the top-level command only (``gin``, ``gin-admin``).
"""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands

__all__ = ["PLAIN", "CommandMentions"]


class CommandMentions:
    """The top-level commands' ids, once known: each command named by a mention of it."""

    def __init__(self, ids: dict[str, int] | None = None) -> None:
        self._ids: dict[str, int] = dict(ids or {})

    def learn(self, commands: Iterable[app_commands.AppCommand]) -> None:
        """The ids of the commands Discord has (a sync's answer, or a fetch)."""
        self._ids.update(
            (command.name, command.id)
            for command in commands
            if command.type is discord.AppCommandType.chat_input
        )

    @property
    def known(self) -> bool:
        return bool(self._ids)

    def __call__(self, name: str) -> str:
        """``name`` ("gin practice", "gin-admin settings") as a message says it: a mention if
        the command's id is known, else ``/gin practice``."""
        command_id = self._ids.get(name.split(" ", 1)[0])
        return f"</{name}:{command_id}>" if command_id else f"/{name}"


# The commands named without ids (a test's, or a render function's default).
PLAIN = CommandMentions()
