"""The fake Discord's places beyond a server that added the bot, proven against the real
discord.py client: a member's own install of the app, the bot's DM, a DM and a group DM between
members, and a server that never added the bot; each interaction with the ``context``,
``authorizing_integration_owners`` and ``app_permissions`` Discord documents
(receiving-and-responding.mdx), the commands offered only where their ``contexts`` and
``integration_types`` say (application-commands.mdx), and the bot's token refused where the
bot is not."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.support.fakediscord import FakeDiscord, UserActionError
from tests.support.fakediscord.models import USE_EXTERNAL_APPS

from .conftest import start_bot

# What an app may use in its answers: in DMs and group DMs between members; in the bot's DM
# (the documented sample's "442368"); where it has no bot (a server that never added it).
PRIVATE_CHANNEL_APP = (1 << 15) | (1 << 14) | (1 << 17)
BOT_DM_APP = PRIVATE_CHANNEL_APP | (1 << 18)
assert BOT_DM_APP == 442368


class WhereBot(commands.Bot):
    """A bot with /where (every install, every context: it answers publicly) and /servers (a
    server's install, in servers only)."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents(guilds=True))
        self.seen: list[discord.Interaction[Any]] = []

    async def setup_hook(self) -> None:
        @app_commands.command(name="where", description="Where this is")
        @app_commands.allowed_installs(guilds=True, users=True)
        @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
        async def where(interaction: discord.Interaction[Any]) -> None:
            self.seen.append(interaction)
            await interaction.response.send_message("here")

        @app_commands.command(name="servers", description="Servers only")
        @app_commands.allowed_installs(guilds=True, users=False)
        @app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
        async def servers(interaction: discord.Interaction[Any]) -> None:
            await interaction.response.send_message("a server")

        self.tree.add_command(where)
        self.tree.add_command(servers)
        await self.tree.sync()


async def where(fake: FakeDiscord, bot: WhereBot, user: Any, channel: Any) -> dict[str, Any]:
    """/where by ``user`` in ``channel``: the payload the bot got, once it answered."""
    it = await fake.slash(user, "where", channel=channel)
    await it.message()
    assert bot.seen[-1].id == it.id
    return it.payload


async def test_the_registration_keeps_install_types_and_contexts(fake: FakeDiscord) -> None:
    await start_bot(WhereBot(), fake)
    registered = fake.commands[None]
    assert registered[("where", 1)]["integration_types"] == [0, 1]
    assert registered[("where", 1)]["contexts"] == [0, 1, 2]
    assert registered[("servers", 1)]["integration_types"] == [0]
    assert registered[("servers", 1)]["contexts"] == [0]


async def test_each_place_sends_its_context_owners_and_permissions(fake: FakeDiscord) -> None:
    bot = WhereBot()
    await start_bot(bot, fake)
    alice, bob, carol = fake.humans[:3]

    # The bot's DM: GUILD_INSTALL "0" (the app is installed to a server); the member's own
    # install too, once they have one.
    dm = fake.bot_dm(alice)
    shown = await where(fake, bot, alice, dm)
    assert (shown["context"], shown["authorizing_integration_owners"]) == (1, {"0": "0"})
    assert shown["app_permissions"] == str(BOT_DM_APP) and "user" in shown
    fake.install_app(alice)
    shown = await where(fake, bot, alice, dm)
    assert shown["authorizing_integration_owners"] == {"0": "0", "1": str(alice.id)}
    interaction = bot.seen[-1]
    assert interaction.context.dm_channel and interaction.guild_id is None

    # A DM between members, a group DM: the member's own install alone.
    for channel in (fake.private_channel(alice, bob), fake.private_channel(alice, bob, carol)):
        shown = await where(fake, bot, alice, channel)
        assert (shown["context"], shown["authorizing_integration_owners"]) == (
            2,
            {"1": str(alice.id)},
        )
        assert shown["app_permissions"] == str(PRIVATE_CHANNEL_APP)
        assert bot.seen[-1].context.private_channel
        # Bob never installed the app: Discord offers him none of its commands there.
        with pytest.raises(UserActionError, match="no install"):
            await fake.slash(bob, "where", channel=channel)
    assert isinstance(bot.seen[-1].channel, discord.GroupChannel)

    # A server that never added the bot: its id in guild_id, none under GUILD_INSTALL.
    other = await fake.add_guild("Friends", invited=False)
    gin = other.channel_named("gin")
    shown = await where(fake, bot, alice, gin)
    assert shown["guild_id"] == str(other.id) and shown["context"] == 0
    assert shown["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert int(shown["member"]["permissions"]) & USE_EXTERNAL_APPS
    assert int(shown["app_permissions"]) == other.everyone.permissions & BOT_DM_APP
    assert not bot.seen[-1].is_guild_integration() and bot.get_guild(other.id) is None
    # While a server that added it says so.
    shown = await where(fake, bot, alice, fake.channel)
    assert shown["authorizing_integration_owners"] == {
        "0": str(fake.guild.id),
        "1": str(alice.id),
    }
    assert bot.seen[-1].is_guild_integration()


async def test_commands_are_offered_where_their_installs_and_contexts_allow(
    fake: FakeDiscord,
) -> None:
    await start_bot(WhereBot(), fake)
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    other = await fake.add_guild("Friends", invited=False)
    assert (await (await fake.slash(alice, "servers")).message()).content == "a server"
    for channel in (fake.bot_dm(alice), fake.private_channel(alice, bob)):
        with pytest.raises(UserActionError, match="its contexts"):
            await fake.slash(alice, "servers", channel=channel)
    with pytest.raises(UserActionError, match="no install"):
        await fake.slash(alice, "servers", channel=other.channel_named("gin"))


async def test_without_use_external_apps_every_answer_is_private(fake: FakeDiscord) -> None:
    await start_bot(WhereBot(), fake)
    alice = fake.humans[0]
    fake.install_app(alice)
    other = await fake.add_guild("Strict", invited=False)
    gin = other.channel_named("gin")
    assert (await (await fake.slash(alice, "where", channel=gin)).message()).public
    await fake.set_permissions(gin, other.everyone, deny=USE_EXTERNAL_APPS)
    answer = await (await fake.slash(alice, "where", channel=gin)).message()
    assert answer.ephemeral and answer.content == "here"  # asked public, shown to alice alone


async def test_the_bots_token_reaches_no_place_the_bot_is_not(fake: FakeDiscord) -> None:
    bot = WhereBot()
    await start_bot(bot, fake)
    alice, bob = fake.humans[:2]
    other = await fake.add_guild("Friends", invited=False)
    fake.allow(50001)
    for channel in (fake.private_channel(alice, bob), other.channel_named("gin")):
        with pytest.raises(discord.Forbidden):
            await bot.get_partial_messageable(channel.id).send("hello")
    refused = [v for v in fake.violations if v.code == 50001]
    assert len(refused) == 2 and not fake.public_messages(other.channel_named("gin"))
    # Its own DM it may write to.
    await bot.get_partial_messageable(fake.bot_dm(alice).id).send("hello")
    assert fake.message_log()[-1].visible_to(alice)


async def test_the_bots_dm_has_a_server_install_only_while_a_server_has_the_bot(
    fake: FakeDiscord,
) -> None:
    bot = WhereBot()
    await start_bot(bot, fake)
    alice, bob = fake.humans[:2]
    fake.install_app(alice)
    await fake.remove_bot()  # its one server: no server install is left anywhere
    shown = await where(fake, bot, alice, fake.bot_dm(alice))
    assert shown["authorizing_integration_owners"] == {"1": str(alice.id)}
    # Bob, without an install of his own, has nothing to run there now.
    with pytest.raises(UserActionError, match="no install"):
        await fake.slash(bob, "where", channel=fake.bot_dm(bob))
