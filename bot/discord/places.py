"""Where an interaction happens, and where each /gin subcommand works.

The bot can be installed to a server (its admins invite it: it has a member there, its channel
rights, the server's settings and standings) and to a member's own account (a user install: the
member takes /gin wherever they go). So an interaction comes from one of four places
(:class:`Place`), told apart by two fields Discord sends with every interaction
(discord-api-docs, developers/interactions/receiving-and-responding.mdx):

- ``context`` (Interaction Context Types): GUILD 0 "within servers", BOT_DM 1 "within DMs with
  the app's bot user", PRIVATE_CHANNEL 2 "within Group DMs and DMs other than the app's bot
  user";
- ``authorizing_integration_owners`` (Authorizing Integration Owners Object): key GUILD_INSTALL
  ``"0"`` holds "the guild ID if the interaction is triggered from a server" the app is
  installed to (``"0"`` in the bot's DM), key USER_INSTALL ``"1"`` the installing member's id.
  A server whose id is not under GUILD_INSTALL did not invite the bot: /gin came with a
  member's own install (Discord's "external app").

``Interaction.is_user_integration()`` is no guide: it is true only when the clicker is the
member who installed the app, not for their friend in the same DM.

In a server that did not invite the bot, a member whose permissions there lack Use External
Apps (1 << 50) gets only private answers from their apps: "When disabled, users will still be
allowed to use their apps but the responses will be ephemeral. This only applies to apps not
also installed to the server." (developers/topics/permissions.mdx), so no public table can be
shown there.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any

import discord
from discord import app_commands

from bot.model import NO_SERVER

__all__ = [
    "GUILD_INSTALL",
    "IN_SERVERS",
    "NO_EXTERNAL_APPS",
    "OTHER_CLUSTER",
    "OUTSIDE_BOT_DM",
    "REACH",
    "SERVER_INSTALL",
    "TWO_PLAYERS",
    "USE_EXTERNAL_APPS",
    "NotHere",
    "Place",
    "Reach",
    "games_server",
    "place_from",
    "place_of",
    "refusal",
]

# Discord's numbers (receiving-and-responding.mdx; application.mdx, Application Integration
# Types; permissions.mdx).
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1
USE_EXTERNAL_APPS = 1 << 50

# A command of servers alone: installed with a server, used in servers.
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
IN_SERVERS = app_commands.AppCommandContext(guild=True, dm_channel=False, private_channel=False)


class Place(Enum):
    """Where an interaction happens."""

    SERVER = "server"  # a server that invited the bot: its channels, settings and standings
    BOT_DM = "bot-dm"  # the member's DM with the bot
    PRIVATE = "private"  # a DM or group DM between members (the bot is none of them)
    OTHER_SERVER = "other-server"  # a server that did not invite the bot: a member's own install


def place_from(context: int | None, guild_id: int | None, owners: Mapping[int, int]) -> Place:
    """The place of an interaction with this ``context`` (None: Discord sent none), server
    (``guild_id``) and ``authorizing_integration_owners`` (install type -> owner id)."""
    if context is None:  # "context?" is optional in the interaction's structure
        context = GUILD if guild_id is not None else PRIVATE_CHANNEL
    if context == BOT_DM:
        return Place.BOT_DM
    if context == PRIVATE_CHANNEL or guild_id is None:
        return Place.PRIVATE
    return Place.SERVER if owners.get(GUILD_INSTALL) == guild_id else Place.OTHER_SERVER


def games_server(interaction: discord.Interaction[Any]) -> int | None:
    """The server id the games of the interaction's place are kept with: the server's, if it
    invited the bot; elsewhere :data:`bot.model.NO_SERVER`."""
    return interaction.guild_id if place_of(interaction) is Place.SERVER else NO_SERVER


def place_of(interaction: discord.Interaction[Any]) -> Place:
    """Where ``interaction`` happens (see :func:`place_from`)."""
    said = interaction.context  # discord.py's AppCommandContext: one flag set, or none
    flags = (
        (said.guild, GUILD),
        (said.dm_channel, BOT_DM),
        (said.private_channel, PRIVATE_CHANNEL),
    )
    context = next((value for flag, value in flags if flag), None)
    guild_id = interaction.guild_id
    # discord.py 2.7 parses authorizing_integration_owners but keeps it private ("unsure how
    # to expose it", its interactions.py); is_guild_integration() compares its GUILD_INSTALL
    # owner with the interaction's server.
    owners: dict[int, int] = {}
    if guild_id is not None and interaction.is_guild_integration():
        owners[GUILD_INSTALL] = guild_id
    return place_from(context, guild_id, owners)


REACH = "reach"  # the key of a subcommand's Reach in its ``extras`` (for /gin help)


class Reach(Enum):
    """Where a /gin subcommand works."""

    ANYWHERE = "anywhere"  # every place: it needs no server
    SERVERS = "servers"  # servers that invited the bot: it needs their channels or records
    # A game's commands: anywhere a game can be played.
    GAMES = "games"
    # As GAMES, and its answer is a public table: never where the member's apps answer only
    # privately (a server that denies them Use External Apps).
    NEW_GAMES = "new-games"

    @property
    def anywhere(self) -> bool:
        """Whether /gin help says it works anywhere."""
        return self is not Reach.SERVERS


NO_EXTERNAL_APPS = "place-no-external-apps"
# Outside servers that invited the bot, for now: two players (the challenge's one sentence).
TWO_PLAYERS = "place-two-players"
# A challenge in the bot's own DM that names a member, who can't see that DM.
OUTSIDE_BOT_DM = "place-bot-dm-computer"


# A game's command in a server that never added the bot, answered by a process that doesn't
# hold the games outside servers (several clusters: those games are shard 0's, while that
# server's interactions reach the process of its own shard).
OTHER_CLUSTER = "place-other-server-cluster"


def refusal(
    reach: Reach, place: Place, permissions: int, elsewhere: str, holds_outside: bool = True
) -> str | None:
    """The message that refuses a command of ``reach`` in ``place`` (``permissions``: the
    member's there; ``elsewhere``: the command's own sentence for a command of servers;
    ``holds_outside``: this process holds the games outside servers), or None where it works."""
    if place is Place.SERVER or reach is Reach.ANYWHERE:
        return None
    if reach is Reach.SERVERS:
        return elsewhere
    if (
        reach is Reach.NEW_GAMES
        and place is Place.OTHER_SERVER
        and not permissions & USE_EXTERNAL_APPS
    ):
        return NO_EXTERNAL_APPS
    if place is Place.OTHER_SERVER and not holds_outside:
        return OTHER_CLUSTER
    return None


class NotHere(app_commands.CheckFailure):
    """A /gin subcommand used where it doesn't work: ``message`` (of places.ftl) says where it
    does, naming the ``command`` (its qualified name)."""

    def __init__(self, message: str, command: str) -> None:
        super().__init__(f"/{command} refused here ({message})")
        self.message = message
        self.command = command
