"""The server's standings: /gin leaderboard, /gin stats (and head-to-head), /gin history, and
their buttons. Thin: the store counts, bot.discord.render.stats words it, bot.pictures.chart
draws."""

from __future__ import annotations

import asyncio
import contextlib
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.answers import edit_clicked, in_time, refusal_for, reply, say
from bot.discord.components import own_private_message
from bot.discord.composition import House
from bot.discord.controls import HistoryClick, LeaderboardClick, SheetClick
from bot.discord.render import stats as render_stats
from bot.discord.render.words import answer_server_words, member_words
from bot.model import LeaderboardPage, LeaderboardSort, MemberStats
from bot.pictures.chart import RatingPoint, rating_chart
from bot.service import TableError
from bot.words import ENGLISH, Words, words
from cogs.group import subcommand

SORTS = {sort.name.lower(): sort for sort in LeaderboardSort}
PER_PAGE = 10
HISTORY_PER_PAGE = 5


class StatsCog(commands.Cog, name="Stats"):
    def __init__(self, house: House) -> None:
        self.store, self.service, self.key = house.store, house.service, house.key
        self.commands = house.commands

    def _channel_words(self, interaction: discord.Interaction) -> Words:
        """The language of a public answer: the server's."""
        assert interaction.guild is not None
        chosen = self.service.choices.settings(interaction.guild.id).language
        return answer_server_words(interaction, chosen)

    # -- the leaderboard ---------------------------------------------------------------------

    @subcommand("leaderboard", "This server's standings")
    @app_commands.describe(
        sort="Rank by rating (default), wins, win rate, points or gins",
        format="All formats (default), or one of them",
    )
    @app_commands.choices(
        sort=[app_commands.Choice(name=s.value, value=key) for key, s in SORTS.items()],
        # The choices' own names are English, as every command's (commands.ftl has them in
        # every language, and Discord shows each member theirs).
        format=[
            app_commands.Choice(name=render_stats.format_text(value, words(ENGLISH)), value=value)
            for value in render_stats.LEADERBOARD_FORMATS
        ],
    )
    async def leaderboard(
        self, interaction: discord.Interaction, sort: str = "rating", format: str = "all"
    ) -> None:
        lang = member_words(interaction)
        if interaction.guild is None:
            await say(interaction, lang("stats-not-in-a-server"))
            return
        page = await in_time(
            interaction, self._leaderboard_page(interaction, sort, format, 0), public=True
        )
        if not page.lines:  # nothing to show the channel, and no pages to turn
            await say(interaction, render_stats.empty_leaderboard_text(page, lang, self.commands))
            return
        # The channel's: in the server's language.
        said = self._channel_words(interaction)
        embed, view = render_stats.leaderboard_message(page, self.key, said, self.commands)
        await reply(interaction, embed=embed, view=view)

    async def _leaderboard_page(
        self, interaction: discord.Interaction, sort: str, format: str, page: int
    ) -> LeaderboardPage:
        assert interaction.guild is not None
        return await self.store.leaderboard(
            interaction.guild.id,
            sort=SORTS.get(sort, LeaderboardSort.RATING),
            format=format if format in render_stats.LEADERBOARD_FORMATS else "all",
            page=page,
            per_page=PER_PAGE,
            min_games=self.service.choices.settings(interaction.guild.id).min_games,
            member_id=interaction.user.id,
        )

    async def on_leaderboard_page(
        self, interaction: discord.Interaction, click: LeaderboardClick
    ) -> None:
        """A page button: the clicker's own copy turns; the public page never moves."""
        if interaction.guild is None:
            return
        page = await in_time(
            interaction, self._leaderboard_page(interaction, click.sort, click.format, click.page)
        )
        lang = member_words(interaction)  # the clicker's own copy
        embed, view = render_stats.leaderboard_message(page, self.key, lang, self.commands)
        await self._own_copy(interaction, embed=embed, view=view)

    # -- stats and head-to-head --------------------------------------------------------------

    @subcommand("stats", "A member's season: record, rating and its chart")
    @app_commands.describe(
        member="Whose stats (default: yours)",
        versus="Compare with this member: your (or the member's) games against them",
    )
    async def stats(
        self,
        interaction: discord.Interaction,
        member: discord.User | None = None,
        versus: discord.User | None = None,
    ) -> None:
        lang = member_words(interaction)
        if interaction.guild is None:
            await say(interaction, lang("stats-not-in-a-server"))
            return
        guild = interaction.guild.id
        who = member or interaction.user
        said = self._channel_words(interaction)  # the answer is the channel's
        if versus is not None:
            if versus.id == who.id:
                await say(interaction, lang("stats-pick-two"))
                return
            h2h = await in_time(
                interaction, self.store.head_to_head(guild, who.id, versus.id), public=True
            )
            names = [_name(u, h2h.names) for u in (who, versus)]
            await reply(interaction, embed=render_stats.head_to_head_embed(h2h, names, said))
            return
        stats, chart = await in_time(interaction, self._stats(guild, who.id, said), public=True)
        if stats is None:
            await say(interaction, self._no_games(interaction, who, season=True))
            return
        name = _name(who, {stats.member_id: stats.name} if stats.name else {})
        files = [] if chart is None else [discord.File(chart, filename=render_stats.CHART_FILE)]
        min_games = self.service.choices.settings(guild).min_games
        embed = render_stats.stats_embed(stats, name, min_games, chart=bool(files), lang=said)
        await reply(interaction, embed=embed, files=files)

    async def _stats(
        self, guild: int, member: int, lang: Words
    ) -> tuple[MemberStats | None, io.BytesIO | None]:
        """A member's season, and the picture of their rating over it (None: no games)."""
        stats = await self.store.member_stats(guild, member)
        if stats is None or not stats.ratings:
            return stats, None
        points = [RatingPoint(at, rating) for at, rating in stats.ratings]
        # Drawing takes a few milliseconds of CPU: off the event loop, like any such work.
        png = await asyncio.to_thread(
            rating_chart, points, title=render_stats.chart_title(stats.season, lang),
            start=stats.start_rating, lang=lang,
        )  # fmt: skip
        return stats, io.BytesIO(png)

    # -- history -----------------------------------------------------------------------------

    @subcommand("history", "A member's last games, and their score sheets")
    @app_commands.describe(member="Whose games (default: yours)")
    async def history(
        self, interaction: discord.Interaction, member: discord.User | None = None
    ) -> None:
        lang = member_words(interaction)
        if interaction.guild is None:
            await say(interaction, lang("stats-not-in-a-server"))
            return
        who = member or interaction.user
        page = await in_time(
            interaction,
            self.store.history(interaction.guild.id, who.id, per_page=HISTORY_PER_PAGE),
        )
        if page.games == 0:
            await say(interaction, self._no_games(interaction, who, season=False))
            return
        name = _name(who, page.names)
        viewer = interaction.user.id
        embed, view = render_stats.history_message(page, name, self.key, viewer, lang)
        await reply(interaction, embed=embed, view=view, ephemeral=True)

    async def on_history_page(self, interaction: discord.Interaction, click: HistoryClick) -> None:
        if interaction.guild is None:
            return
        member = click.member
        history = await in_time(
            interaction,
            self.store.history(
                interaction.guild.id, member, page=click.page, per_page=HISTORY_PER_PAGE
            ),
        )
        name = history.names.get(member) or f"<@{member}>"
        lang, viewer = member_words(interaction), interaction.user.id
        embed, view = render_stats.history_message(history, name, self.key, viewer, lang)
        await self._own_copy(interaction, embed=embed, view=view)

    async def on_sheet(self, interaction: discord.Interaction, click: SheetClick) -> None:
        if interaction.guild is None:
            return
        lang = member_words(interaction)
        if click.game_id is None:
            await say(interaction, lang("stats-pick-a-game"))
            return
        try:
            table = await in_time(
                interaction, self.service.finished(interaction.guild.id, click.game_id)
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        embed = render_stats.sheet_embed(table, lang)
        await reply(interaction, embed=embed, ephemeral=True)

    # -- answering ---------------------------------------------------------------------------

    def _no_games(
        self, interaction: discord.Interaction, who: discord.abc.User, *, season: bool
    ) -> str:
        """Who has no finished games (this season, or at all), privately."""
        lang, challenge = member_words(interaction), self.commands("gin challenge")
        if who.id == interaction.user.id:
            said = "stats-you-none-season" if season else "stats-you-none"
            return lang(said, challenge=challenge)
        said = "stats-member-none-season" if season else "stats-member-none"
        return lang(said, member=who.display_name, challenge=challenge)

    async def _own_copy(self, interaction: discord.Interaction, **message: Any) -> None:
        """Turn the clicker's own private copy, or open one: a public page never moves."""
        with contextlib.suppress(discord.HTTPException):
            if own_private_message(interaction):
                await edit_clicked(interaction, **message)
            else:
                await reply(interaction, **message, ephemeral=True)


def _name(user: discord.abc.User, stored: dict[int, str]) -> str:
    """The member's name now if Discord sent it, else the one stored when they played."""
    if isinstance(user, discord.Member):
        return user.display_name
    return stored.get(user.id) or user.display_name
