"""The /gin group, made of the subcommands of several cogs.

A cog marks a method :func:`subcommand` (its ``app_commands.describe``/``choices`` decorators
as usual); :func:`gin_group` makes the group from every marked method of the cogs it is given,
in :data:`ORDER`: the order Discord has always been sent, so that the commands' digest (and so
whether a start syncs them) is the same as before the cogs were split.

/gin can be installed to servers and to members' own accounts, and used in servers, the bot's
DM and DMs and group DMs between members. Discord takes install types and contexts from
top-level commands only ("integration_types", "contexts": application-commands.mdx, Application
Command Structure), and discord.py ignores them on subcommands, so they are the group's; where
each subcommand works is :data:`WHERE`, checked once for all of them by the group
(:class:`GinGroup`) before the subcommand runs."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.places import REACH, NotHere, Reach, place_of, refusal

__all__ = ["ORDER", "WHERE", "GinGroup", "gin_group", "subcommand"]

F = TypeVar("F", bound=Callable[..., Any])

ORDER = (
    "challenge",
    "practice",
    "hand",
    "resign",
    "rules",
    "help",
    "games",
    "table",
    "ping",
    "cards",
    "abandon",
    "leaderboard",
    "stats",
    "history",
    "settings",
    "challenges",
    "forget-me",
    "tournament",
)
_MARK = "__gin_subcommand__"
# Where each subcommand works, and the sentence (places.ftl) that says where it does when used
# elsewhere (a game's commands work anywhere a game can be shown). What a server keeps is the
# server's: its channels (games, table, the turn ping), its settings, its standings and records
# (leaderboard, stats, history), its tournaments, and a member's choices there (ping, cards,
# challenges) and what forget-me erases.
WHERE: dict[str, tuple[Reach, str]] = {
    "challenge": (Reach.NEW_GAMES, ""),
    "practice": (Reach.NEW_GAMES, ""),
    "hand": (Reach.GAMES, ""),
    "resign": (Reach.GAMES, ""),
    "rules": (Reach.ANYWHERE, ""),
    "help": (Reach.ANYWHERE, ""),
    "games": (Reach.SERVERS, "place-server-games"),
    "table": (Reach.SERVERS, "place-server-games"),
    "ping": (Reach.SERVERS, "place-server-choices"),
    "cards": (Reach.SERVERS, "place-server-choices"),
    "abandon": (Reach.GAMES, ""),
    "leaderboard": (Reach.SERVERS, "place-server-standings"),
    "stats": (Reach.SERVERS, "place-server-standings"),
    "history": (Reach.SERVERS, "place-server-standings"),
    "settings": (Reach.SERVERS, "place-server-settings"),
    "challenges": (Reach.SERVERS, "place-server-choices"),
    "forget-me": (Reach.ANYWHERE, ""),  # in a server, its data; elsewhere, the games there
    "tournament": (Reach.SERVERS, "place-server-tournament"),
}


def subcommand(name: str, description: str) -> Callable[[F], F]:
    """Mark a cog's method as the /gin subcommand ``name``."""

    def mark(method: F) -> F:
        setattr(method, _MARK, (name, description))
        return method

    return mark


class GinGroup(app_commands.Group):
    """/gin: a subcommand used where it doesn't work (:data:`WHERE`) is refused before it
    runs, with one sentence (:class:`NotHere`, which the tree's error handler says), so no
    subcommand reads or stores anything there."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        command = interaction.command
        if command is None:
            return True
        reach, elsewhere = WHERE[command.name]  # every subcommand has its line (gin_group)
        permissions = interaction.permissions.value  # the member's here, with overwrites
        serves = getattr(interaction.client, "serves", None)  # GinBot's (several clusters)
        holds_outside = serves is None or serves(None)
        said = refusal(reach, place_of(interaction), permissions, elsewhere, holds_outside)
        if said is not None:
            raise NotHere(said, command.qualified_name)
        return True


def gin_group(cogs: Iterable[commands.Cog]) -> app_commands.Group:
    """/gin with every marked method of ``cogs`` as a subcommand, in :data:`ORDER`."""
    found: dict[str, app_commands.Command[Any, ..., Any]] = {}
    for cog in cogs:
        for attribute in dir(type(cog)):  # the class's: no property of the cog is evaluated
            marked = getattr(getattr(type(cog), attribute, None), _MARK, None)
            if marked is not None:
                name, description = marked
                callback = getattr(cog, attribute)
                found[name] = app_commands.Command(
                    name=name,
                    description=description,
                    callback=callback,
                    extras={REACH: WHERE[name][0]},
                )
    group = GinGroup(
        name="gin",
        description="Play gin rummy",
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=True, private_channel=True
        ),
    )
    for name in ORDER:
        group.add_command(found.pop(name))
    assert not found, f"/gin subcommands missing from ORDER: {sorted(found)}"
    return group
