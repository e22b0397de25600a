"""Server tournaments in Discord: ``/gin tournament`` (the event's standings and round, public),
the announcement's buttons (sign up, leave, standings), and the admin's controls, which
``/gin-admin tournament …`` (cogs/admin.py, where the group lives) hands to
:class:`TournamentDesk`. Thin: each is a tournament-service call and a message; what ends or
changes an event in play is asked first (a confirmation only the admin who asked can answer)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import discord
from discord.ext import commands

from bot.discord.answers import (
    TABLE_NEEDED,
    THREAD_NEEDED,
    in_time,
    missing,
    refusal_for,
    reply,
    say,
)
from bot.discord.asking import ask
from bot.discord.composition import House
from bot.discord.controls import EventAction, EventClick
from bot.discord.render import links as render_links
from bot.discord.render import tournaments as render
from bot.discord.render.words import member_words
from bot.discord.tournament_posts import bracket_file, open_and_start
from bot.engine import Rules
from bot.model import ConfirmAction, Confirmation
from bot.model.tournaments import Tournament, TournamentFormat
from bot.service import TableError
from cogs.group import subcommand

__all__ = ["NO_EVENT", "TournamentDesk", "TournamentsCog"]

log = logging.getLogger(__name__)

NO_EVENT = (
    "This server has no tournament yet. An admin makes one with /gin-admin tournament create."
)
NEEDED = (*TABLE_NEEDED, *THREAD_NEEDED)  # its announcement in the channel, and its threads


def links_of(house: House, tournament: Tournament) -> dict[int, str]:
    """game id -> the jump link to its table message, for the round in play."""
    out = {}
    for match in tournament.round_matches(tournament.row.round):
        table = house.service.get(match.game_id) if match.game_id is not None else None
        if table is not None and table.row.table_message_id is not None:
            out[table.id] = render_links.table_link(
                table.row.guild_id, table.row.channel_id, table.row.table_message_id
            )
    return out


class TournamentsCog(commands.Cog, name="Tournaments"):
    def __init__(self, house: House) -> None:
        self.house = house
        self.tournaments, self.key = house.tournaments, house.key

    def overview(self, tournament: Tournament) -> tuple[discord.Embed, discord.ui.View | None]:
        starts = self.tournaments.starts_at_wall(tournament)
        embed = render.overview(
            tournament, self.tournaments.standings(tournament), links_of(self.house, tournament),
            starts,
        )  # fmt: skip
        # The announcement's buttons too: should its message be gone, members sign up here.
        _, view = render.announcement(tournament, starts, self.key)
        return embed, view

    @subcommand("tournament", "This server's tournament: standings, the round in play, what's next")
    async def tournament(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        shown = await in_time(
            interaction, self.tournaments.shown(interaction.guild.id), public=True
        )
        if shown is None:
            await say(interaction, NO_EVENT)
            return
        embed, view = self.overview(shown)
        await reply(interaction, embed=embed, **({"view": view} if view else {}))
        if shown.row.format is TournamentFormat.KNOCKOUT and shown.matches:
            # The answer never waits on a picture: the bracket follows by an edit.
            picture = await asyncio.to_thread(bracket_file, shown)
            embed.set_image(url="attachment://bracket.png")
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(embed=embed, attachments=[picture])

    async def on_click(self, interaction: discord.Interaction, click: EventClick) -> None:
        """The announcement's buttons: sign up, leave, or the standings (privately)."""
        tournament = self.tournaments.get(click.tournament_id)
        if tournament is None or tournament.row.guild_id != (interaction.guild_id or 0):
            await say(interaction, "That tournament is over. See /gin tournament for the latest.")
            return
        user = interaction.user
        try:
            if click.action is EventAction.SHOW:
                embed, _ = self.overview(tournament)
                await say(interaction, embed=embed)
                return
            if user.bot:
                await say(interaction, "Bots can't play in a tournament.")
                return
            if click.action is EventAction.JOIN:
                joined = await in_time(
                    interaction,
                    self.tournaments.sign_up(tournament.id, user.id, user.display_name),
                )
                starts = self.tournaments.starts_at_wall(joined)
                when = (
                    f"It starts <t:{int(starts)}:R>." if starts is not None else
                    "An admin starts it."
                )  # fmt: skip
                await say(
                    interaction,
                    f"You're in {joined.row.name}! {when} Your games will be in a thread of "
                    "this channel; I'll mention you when each round is paired.",
                )
            else:
                left = await in_time(interaction, self.tournaments.leave(tournament.id, user.id))
                await say(
                    interaction,
                    f"You've left {left.row.name}. Sign up again any time before it starts.",
                )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc))


class TournamentDesk:
    """What ``/gin-admin tournament …`` does (the commands live in cogs/admin.py's group)."""

    def __init__(self, house: House, client: discord.Client) -> None:
        self.house, self.client = house, client
        self.tournaments, self.key = house.tournaments, house.key
        self.confirmations = house.confirmations

    async def create(
        self,
        interaction: discord.Interaction,
        *,
        name: str,
        format: TournamentFormat,
        rounds: int | None,
        starts_in_minutes: int | None,
        rules: Rules,
        turn_minutes: int,
        rated: bool,
        channel: discord.TextChannel | None,
    ) -> None:
        guild = interaction.guild
        assert guild is not None
        where = channel or interaction.channel
        if not isinstance(where, discord.TextChannel):
            await say(
                interaction,
                "Make the tournament in a text channel (not a thread): its games get a thread "
                "of that channel. Run the command there, or name one with channel.",
            )
            return
        # Discord says what the bot may do in the interaction's channel; another, the cache.
        permissions = (
            interaction.app_permissions
            if where.id == interaction.channel_id
            else where.permissions_for(guild.me)
        )
        names = missing(permissions, NEEDED, member_words(interaction))
        if names is not None:
            await say(
                interaction,
                f"I need {names} in {where.mention} to run a tournament there (its games are "
                "played in a thread of it). Grant them, or pick another channel.",
            )
            return
        try:
            made = await in_time(
                interaction,
                self.tournaments.create(
                    guild_id=guild.id,
                    channel_id=where.id,
                    by=interaction.user.id,
                    name=name,
                    format=format,
                    rounds=rounds,
                    rules=rules,
                    turn_seconds=turn_minutes * 60,
                    rated=rated,
                    starts_in_minutes=starts_in_minutes,
                ),
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc))
            return
        embed, view = render.announcement(made, self.tournaments.starts_at_wall(made), self.key)
        assert view is not None  # (an event in sign-up has its buttons)
        try:
            message = await where.send(embed=embed, view=view)
        except discord.HTTPException as exc:
            log.warning("tournament %s: could not post its announcement (%s)", made.id, exc)
            await say(
                interaction,
                f"{made.row.name} is made, but I couldn't post its announcement in "
                f"{where.mention}: members can sign up from /gin tournament.",
            )
            return
        await in_time(interaction, self.tournaments.set_announcement(made.id, message.id))
        await say(interaction, f"{made.row.name} is open for sign-up: {message.jump_url}")

    # -- the controls, asked first ---------------------------------------------------------

    async def control(
        self, interaction: discord.Interaction, what: str, question: str, yes: str
    ) -> None:
        """Ask the admin to confirm ``what`` ("start", "pause", "remove:<member>"...) on the
        server's event."""
        assert interaction.guild is not None
        tournament = self.tournaments.live_in(interaction.guild.id)
        if tournament is None:
            await say(interaction, "This server has no tournament under way.")
            return
        await ask(
            interaction,
            self.confirmations,
            self.key,
            ConfirmAction.TOURNAMENT,
            tournament.id,
            question.format(name=tournament.row.name),
            yes,
            "Not now",
            detail=what,
        )

    async def confirmed(self, interaction: discord.Interaction, asked: Confirmation) -> str:
        """Do the control the admin said yes to; what to tell them."""
        tournament_id, by = asked.target, asked.member_id
        what, *args = asked.detail.split(":")
        service = self.tournaments
        tournament = service.get(tournament_id)
        if tournament is None or not tournament.row.status.live:
            return "That tournament is over already; nothing was done."
        name = tournament.row.name
        if what == "start":
            try:
                await in_time(interaction, open_and_start(self.client, service, tournament, by))
            except discord.HTTPException as exc:
                log.warning("tournament %s: could not open its thread (%s)", tournament_id, exc)
                return (
                    "I couldn't open the tournament's thread. Check my thread permissions in "
                    "its channel, then start it again."
                )
            return f"{name} has started: round 1 is paired."
        if what == "pause":
            await in_time(interaction, service.pause(tournament_id, by=by))
            return f"{name} is paused: its games wait, their clocks stopped."
        if what == "resume":
            await in_time(interaction, service.resume_play(tournament_id, by=by))
            return f"{name} is back on: every deadline moved by the pause."
        if what == "cancel":
            await in_time(interaction, service.cancel(tournament_id, by=by))
            return f"{name} is cancelled; its games in play ended, counting for nobody."
        if what == "remove":
            await in_time(interaction, service.remove(tournament_id, int(args[0]), by=by))
            return f"<@{args[0]}> is out of {name}; their game in play is forfeited."
        if what == "settle":
            game, winner = int(args[0]), int(args[1]) or None
            await in_time(interaction, service.settle(tournament_id, game, winner, by=by))
            through = f"<@{winner}> goes through" if winner else "both players lose it"
            return f"Game #{game}'s match is settled: {through}."
        return "Nothing was done."
