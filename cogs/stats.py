"""The server's standings: /gin leaderboard (and its page buttons). Thin: the store ranks, the
renderer draws."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.controls import BoardControl, own_private_message
from bot.store import BoardSort, Store

if TYPE_CHECKING:
    from bot.client import GinBot

SORTS = {sort.name.lower(): sort for sort in BoardSort}
PER_PAGE = 10
MIN_GAMES = 3


class StatsCog(commands.Cog, name="Stats"):
    def __init__(self, bot: GinBot) -> None:
        self.bot = bot
        assert bot.store is not None
        self.store: Store = bot.store

    async def cog_load(self) -> None:
        gin = self.bot.tree.get_command("gin")
        assert isinstance(gin, app_commands.Group), "the Gin cog adds /gin first"
        gin.add_command(
            app_commands.Command(
                name="leaderboard",
                description="This server's standings",
                callback=self.leaderboard,
            )
        )
        self.bot.add_dynamic_items(BoardControl)

    @app_commands.describe(
        sort="Rank by rating (default), wins, win rate, points or gins",
        format="All formats (default), or one of them",
    )
    @app_commands.choices(
        sort=[app_commands.Choice(name=s.value, value=key) for key, s in SORTS.items()],
        format=[
            app_commands.Choice(name=name, value=value)
            for value, name in render.BOARD_FORMATS.items()
        ],
    )
    async def leaderboard(
        self, interaction: discord.Interaction, sort: str = "rating", format: str = "all"
    ) -> None:
        if interaction.guild is None:
            await interaction.response.send_message(
                "Leaderboards belong to servers: use this in a server channel.", ephemeral=True
            )
            return
        page = await self._page(interaction, sort, format, 0)
        embed, view = render.board_message(page, interaction.user.id)
        await interaction.response.send_message(embed=embed, view=view)

    async def _page(
        self, interaction: discord.Interaction, sort: str, format: str, page: int
    ) -> object:
        assert interaction.guild is not None
        return await self.store.leaderboard(
            interaction.guild.id,
            sort=SORTS.get(sort, BoardSort.RATING),
            format=format if format in render.BOARD_FORMATS else "all",
            page=page,
            per_page=PER_PAGE,
            min_games=MIN_GAMES,
            member_id=interaction.user.id,
        )

    async def on_board_page(
        self, interaction: discord.Interaction, sort: str, format: str, page: int
    ) -> None:
        """A page button: the clicker's own copy turns; the public page never moves."""
        if interaction.guild is None:
            return
        board = await self._page(interaction, sort, format, page)
        embed, view = render.board_message(board, interaction.user.id)
        with contextlib.suppress(discord.HTTPException):
            if own_private_message(interaction):
                await interaction.response.edit_message(embed=embed, view=view)
            else:
                await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


async def setup(bot: GinBot) -> None:
    await bot.add_cog(StatsCog(bot))
