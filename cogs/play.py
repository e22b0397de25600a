"""Playing at a table: /gin hand, resign, rules, help, games and table; and the events that
change every table (Discord's connection, deleted channels and threads, leaving a server).
Thin: each command is a table-service call and a message."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.answers import picture_time, refusal_for, say, time_left
from bot.discord.asking import ask_to_resign
from bot.discord.composition import House
from bot.discord.places import Place, games_server, place_of
from bot.discord.render import games as render_games
from bot.discord.render import rules as render_rules
from bot.discord.render.words import member_words
from bot.model.settings import ServerSettings
from bot.service import Table, TableError, TableService
from bot.words import Words
from cogs.group import subcommand

__all__ = ["PlayCog", "find_table"]

log = logging.getLogger(__name__)


def find_table(service: TableService, interaction: discord.Interaction) -> Table | None:
    """The clicker's game or challenge in the interaction's channel (outside servers that
    invited the bot, the games kept with no server)."""
    guild_id = games_server(interaction)
    if guild_id is None:
        return None
    return service.find(guild_id, interaction.channel_id, interaction.user.id)


class PlayCog(commands.Cog, name="Play"):
    def __init__(self, bot: commands.AutoShardedBot, house: House) -> None:
        self.bot = bot
        self.service, self.publisher, self.key = house.service, house.publisher, house.key
        self.hands, self.files, self.confirmations = house.hands, house.files, house.confirmations
        self.tournaments = house.tournaments
        self.commands = house.commands

    def _no_game(self, lang: Words) -> str:
        return lang("play-no-game", challenge=self.commands("gin challenge"))

    # -- Discord's connection: time the bot can't hear clicks counts against no one ----------

    # Per shard: one connection's outage moves only its own servers' deadlines.
    @commands.Cog.listener()
    async def on_shard_connect(self, shard_id: int) -> None:
        await self.service.resume(shard_id)
        await self.tournaments.resume()  # (a round paired or started as the bot stopped)

    @commands.Cog.listener()
    async def on_shard_resumed(self, shard_id: int) -> None:
        await self.service.resume(shard_id)
        await self.tournaments.resume()

    @commands.Cog.listener()
    async def on_shard_disconnect(self, shard_id: int) -> None:
        self.service.pause(shard_id)

    # -- channels and servers that are gone ---------------------------------------------------

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._abandon(self.service.in_channel(channel.id), "its channel was deleted")

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._abandon(self.service.in_channel(payload.thread_id), "its thread was deleted")

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self._abandon(self.service.in_guild(guild.id), "the bot left its server")

    async def _abandon(self, tables: list[Table], why: str) -> None:
        for table in tables:
            await self.service.abandon(table.id, why)

    # -- the commands --------------------------------------------------------------------------

    @subcommand("hand", "Show your hand in your game in this channel")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = find_table(self.service, interaction)
        if table is None:
            await say(interaction, self._no_game(member_words(interaction)))
            return
        await self.hands.send(interaction, table)
        self.hands.remember(interaction, table)

    @subcommand("resign", "Resign your game in this channel")
    async def resign(self, interaction: discord.Interaction) -> None:
        table = find_table(self.service, interaction)
        if table is None:
            await say(interaction, member_words(interaction)("play-no-game-to-resign"))
            return
        await ask_to_resign(interaction, self.confirmations, self.key, table)

    @subcommand("rules", "The rules in brief (this game's, or this server's defaults)")
    @app_commands.describe(about="The game (default), or how ratings work")
    @app_commands.choices(
        about=[
            app_commands.Choice(name="the game", value="game"),
            app_commands.Choice(name="ratings", value="ratings"),
        ]
    )
    async def rules(self, interaction: discord.Interaction, about: str = "game") -> None:
        in_server, settings = self._settings(interaction)
        lang, commands = member_words(interaction), self.commands
        if about == "ratings":
            await say(interaction, render_rules.ratings_text(settings.min_games, lang, commands))
            return
        table = find_table(self.service, interaction) if in_server else None
        if table is not None:
            text = render_rules.rules_text(table.row.rules, lang=lang, commands=commands)
        else:
            whose = render_rules.Whose.SERVER if in_server else render_rules.Whose.DEFAULT
            rules = settings.default_rules()
            text = render_rules.rules_text(rules, whose=whose, lang=lang, commands=commands)
        await say(interaction, text)

    @subcommand("help", "The commands, and the rules in two minutes")
    async def help(self, interaction: discord.Interaction) -> None:
        gin = self.bot.tree.get_command("gin")
        assert isinstance(gin, app_commands.Group)
        in_server, settings = self._settings(interaction)
        lang = member_words(interaction)
        rules = settings.default_rules()
        embed = render_rules.help_embed(gin, rules, lang, self.commands, in_server=in_server)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    def _settings(self, interaction: discord.Interaction) -> tuple[bool, ServerSettings]:
        """Whether the interaction is in a server that invited the bot, and its settings there
        (elsewhere, the defaults: nothing is kept about a server that did not invite it)."""
        if place_of(interaction) is Place.SERVER and interaction.guild_id is not None:
            return True, self.service.choices.settings(interaction.guild_id)
        return False, ServerSettings()  # a server that changed none

    @subcommand("games", "Your games and challenges in this server, with links")
    async def games(self, interaction: discord.Interaction) -> None:
        guild = interaction.guild
        assert guild is not None
        user = interaction.user.id
        tables = self.service.member_tables(guild.id, user)
        listed = [(t, self.service.deadlines(t)) for t in tables]
        lang = member_words(interaction)
        embed = render_games.games_embed(guild.id, user, listed, lang, self.commands)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @subcommand("table", "Post your game's table again at the bottom of this channel")
    async def table_again(self, interaction: discord.Interaction) -> None:
        lang = member_words(interaction)
        table = find_table(self.service, interaction)
        if table is None:
            await say(interaction, self._no_game(lang))
            return
        user = interaction.user.id
        if interaction.channel is None or interaction.channel.id != table.row.channel_id:
            where, command = f"<#{table.row.channel_id}>", self.commands("gin table")
            await say(interaction, lang("play-table-elsewhere", channel=where, command=command))
            return
        try:
            self.service.begin_move(table.id, user)
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        try:
            await self._post_again(interaction, table)
        finally:
            self.service.end_move(table.id)

    async def _post_again(self, interaction: discord.Interaction, table: Table) -> None:
        """Post the table at the bottom of its channel and make that its message (the old one
        then points to it); the caller holds the table's one repost."""
        user = interaction.user.id
        old = table.row.table_message_id
        last = None
        # Where the channel denies the bot Read Message History, Discord lists no messages
        # (Get Channel Messages): it can't tell whether the table is the last one, and posts it.
        # So it does when Discord is slow to list the channel (rate limits).
        if interaction.app_permissions.read_message_history:
            with contextlib.suppress(TimeoutError):
                last = await asyncio.wait_for(
                    _last_message_id(interaction.channel),
                    timeout=max(time_left(interaction) / 2, 0.0),
                )
        lang = member_words(interaction)
        if old is not None and last == old:
            await say(interaction, lang("play-table-last"))
            return
        version = table.version
        embed, view = self.publisher.table_message(table)
        scene = self.publisher.picture_scene(table)
        # A table in play always has its buttons (``view``); the picture is its one file, if
        # it is drawn in time (else the publisher adds it after).
        message: dict[str, Any] = {"embed": embed, "view": view}
        if scene is not None:
            picture = await self.files.shown_within(embed, scene, picture_time(interaction))
            if picture is not None:
                message["file"] = picture
        try:
            callback = await interaction.response.send_message(**message)
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("game %s: could not post the table again (%s)", table.id, exc)
            await say(interaction, lang("play-table-failed"))
            return
        new = callback.message_id
        if new is None:
            return
        try:
            post = await self.service.move_table(table.id, user, new)
        except TableError as exc:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        if post is not None:
            self.publisher.deliver(table, [post])
        if table.version == version:
            self.publisher.mark_shown(table, picture=scene is None or "file" in message)
        else:  # a move came in while it was posted: show it there too
            self.publisher.redraw(table)


async def _last_message_id(channel: Any) -> int | None:
    """The channel's newest message (None if it can't be read)."""
    try:
        async for message in channel.history(limit=1):
            return int(message.id)
    except (discord.HTTPException, aiohttp.ClientError, OSError, AttributeError):
        return None
    return None
