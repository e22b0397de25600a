"""Members' own choices: /gin ping (a message on their turn), /gin cards (how their cards are
shown), /gin challenges (take them or not), /gin forget-me (erase their data, asked first), and
/gin settings (the server's, to read). Thin: each is one table-service call and a private
answer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.answers import in_time, say
from bot.discord.asking import ask_to_forget
from bot.discord.composition import House
from bot.discord.render.settings import settings_embed
from bot.discord.render.words import member_words
from bot.model.cards import CardOrder, CardStyle, SuitColours
from bot.words import Words
from cogs.group import subcommand

__all__ = ["ON_OFF", "ChoicesCog", "cards_words"]

# An on/off switch's choices (a member's ping, whether they take challenges).
ON_OFF = [app_commands.Choice(name=n, value=n) for n in ("on", "off")]
ORDERS = [app_commands.Choice(name=o.value, value=o.value) for o in CardOrder]
COLOURS = [app_commands.Choice(name=c.value, value=c.value) for c in SuitColours]


def cards_words(style: CardStyle, lang: Words) -> str:
    """How a member's cards are shown, in a sentence's words."""
    return lang("cards-style", order=style.order.value, colours=style.colours.value)


class ChoicesCog(commands.Cog, name="Choices"):
    def __init__(self, house: House) -> None:
        self.service, self.key, self.confirmations = house.service, house.key, house.confirmations
        self.commands = house.commands

    async def _switch(
        self,
        interaction: discord.Interaction,
        on: bool,
        store: Callable[[int, int, bool], Awaitable[None]],
        said: tuple[str, str],
        command: str,
    ) -> None:
        """Turn one of the member's switches in this server ``on`` or off with ``store``
        (server, member, on), and say what it does now (``said``: the messages when on, when
        off, which name the switch's ``command``)."""
        assert interaction.guild is not None
        await in_time(interaction, store(interaction.guild.id, interaction.user.id, on))
        lang = member_words(interaction)
        await say(interaction, lang(said[0] if on else said[1], command=self.commands(command)))

    @subcommand("ping", "A message that mentions you when it's your turn (on), or none (off)")
    @app_commands.describe(
        state="on: a short message mentions you on your turn; off: none (the default)"
    )
    @app_commands.choices(state=ON_OFF)
    async def ping(self, interaction: discord.Interaction, state: str) -> None:
        await self._switch(
            interaction,
            state == "on",  # off by default: only "on" pings
            self.service.choices.set_turn_ping,
            ("choices-ping-on", "choices-ping-off"),
            "gin ping",
        )

    @subcommand(
        "cards", "How your cards are shown: sorted by rank or by suit, in two or four colours"
    )
    @app_commands.describe(
        order="rank: ace to king (the default); suit: ♠ ♥ ♣ ♦, ace to king in each",
        colours="Your hand's picture: two (the default), or four: ♣ green and ♦ blue",
    )
    @app_commands.choices(order=ORDERS, colours=COLOURS)
    async def cards(
        self,
        interaction: discord.Interaction,
        order: str | None = None,
        colours: str | None = None,
    ) -> None:
        assert interaction.guild is not None
        guild, member = interaction.guild.id, interaction.user.id
        style = self.service.choices.card_style(guild, member)
        lang, command = member_words(interaction), self.commands("gin cards")
        if order is None and colours is None:  # what it is now, and how to change it
            await say(
                interaction, lang("cards-now", style=cards_words(style, lang), command=command)
            )
            return
        if order is not None:
            style = replace(style, order=CardOrder(order))
        if colours is not None:
            style = replace(style, colours=SuitColours(colours))
        await in_time(interaction, self.service.choices.set_card_style(guild, member, style))
        await say(interaction, lang("cards-done", style=cards_words(style, lang)))

    @subcommand("challenges", "Take challenges (on) or refuse them (off) in this server")
    @app_commands.describe(state="on: take challenges (default); off: refuse them")
    @app_commands.choices(state=ON_OFF)
    async def challenges(self, interaction: discord.Interaction, state: str) -> None:
        async def take(guild_id: int, member_id: int, on: bool) -> None:
            await self.service.choices.set_refuses(guild_id, member_id, not on)

        await self._switch(
            interaction,
            state != "off",  # on by default: only "off" refuses
            take,
            ("choices-challenges-on", "choices-challenges-off"),
            "gin challenges",
        )

    @subcommand(
        "forget-me", "Erase your data in this server (elsewhere: your games outside servers)"
    )
    async def forget_me(self, interaction: discord.Interaction) -> None:
        await ask_to_forget(interaction, self.service, self.confirmations, self.key)

    @subcommand("settings", "This server's gin rummy settings")
    async def show_settings(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        guild = interaction.guild.id
        season = await in_time(interaction, self.service.store.season(guild))
        lang = member_words(interaction)
        title = lang("settings-title-server")
        embed = settings_embed(self.service.choices.settings(guild), season, title, lang)
        await say(interaction, embed=embed)
