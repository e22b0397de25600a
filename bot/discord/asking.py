"""Asking first: what destroys or ends something is a private question with buttons only the
asker can click, answered once (a confirmation kept by the service). Shared by the cogs that
ask (resigning, forgetting a member, an admin's end and new season)."""

from __future__ import annotations

import discord

from bot.discord.answers import in_time, refusal_for, say
from bot.discord.components import confirm_view
from bot.discord.controls import ControlKey
from bot.discord.places import games_server
from bot.discord.render.words import member_words
from bot.model import NO_SERVER, ConfirmAction
from bot.service import Confirmations, Table, TableError, TableService

__all__ = ["ask", "ask_to_forget", "ask_to_resign"]


async def ask(
    interaction: discord.Interaction,
    confirmations: Confirmations,
    key: ControlKey,
    action: ConfirmAction,
    target: int,
    question: str,
    yes: str,
    no: str,
    detail: str = "",
) -> None:
    """Ask the member privately, with buttons that only they can answer, once (``question``,
    ``yes`` and ``no`` in their language)."""
    guild_id = games_server(interaction)
    assert guild_id is not None
    user = interaction.user.id
    asked = await in_time(interaction, confirmations.ask(guild_id, user, action, target, detail))
    view = confirm_view(action.value, asked.token, user, yes, no, key)
    await say(interaction, question, view=view)


async def ask_to_forget(
    interaction: discord.Interaction,
    service: TableService,
    confirmations: Confirmations,
    key: ControlKey,
) -> None:
    """/gin forget-me: erase the member's data in this server (outside servers that invited
    the bot: what is kept of the games played there), once they say yes (refused first, before
    anything is asked, while they have a game or challenge in play there)."""
    guild_id = games_server(interaction)
    assert guild_id is not None
    try:
        service.check_forget(guild_id, interaction.user.id)
    except TableError as exc:
        await say(interaction, refusal_for(interaction, exc))
        return
    lang = member_words(interaction)
    # Outside servers that invited the bot: the games kept with no server.
    question = "confirm-forget" if guild_id != NO_SERVER else "confirm-forget-outside"
    await ask(
        interaction,
        confirmations,
        key,
        ConfirmAction.FORGET,
        interaction.user.id,
        lang(question),
        lang("confirm-forget-yes"),
        lang("confirm-forget-no"),
    )


async def ask_to_resign(
    interaction: discord.Interaction, confirmations: Confirmations, key: ControlKey, table: Table
) -> None:
    """Resign ``table``'s game: a confirmation for this player and this game, answered once."""
    lang = member_words(interaction)
    question = "confirm-resign-team" if len(table.players) == 4 else "confirm-resign"
    await ask(
        interaction,
        confirmations,
        key,
        ConfirmAction.RESIGN,
        table.id,
        lang(question, game=str(table.id)),
        lang("confirm-resign-yes"),
        lang("confirm-resign-no"),
    )
