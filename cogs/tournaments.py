"""Server tournaments in Discord: ``/gin tournament`` (the event's standings and round, public),
the announcement's buttons (sign up, leave, standings), and the admin's controls, which
``/gin-admin tournament …`` (cogs/admin.py, where the group lives) hands to
:class:`TournamentDesk`. Thin: each is a tournament-service call and a message; what ends or
changes an event in play is asked first (a confirmation only the admin who asked can answer).
What only the member sees (the Standings button's copy, signing up, an admin's questions and
answers) is in their language; what the channel sees (/gin tournament's answer, the
announcement) in the server's."""

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
from bot.discord.render.words import member_words, mention
from bot.discord.tournament_posts import bracket_file, event_words, open_and_start
from bot.engine import Rules
from bot.model import ConfirmAction, Confirmation
from bot.model.tournaments import Tournament, TournamentFormat
from bot.service import TableError
from bot.words import Words
from cogs.group import subcommand

__all__ = ["TournamentDesk", "TournamentsCog"]

log = logging.getLogger(__name__)

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
        self.commands = house.commands

    def overview(
        self, tournament: Tournament, lang: Words
    ) -> tuple[discord.Embed, discord.ui.View | None]:
        """The event as /gin tournament shows it, in ``lang``."""
        starts = self.tournaments.starts_at_wall(tournament)
        embed = render.overview(
            tournament, self.tournaments.standings(tournament), links_of(self.house, tournament),
            starts, lang, self.commands,
        )  # fmt: skip
        # The announcement's buttons too: should its message be gone, members sign up here.
        _, view = render.announcement(tournament, starts, self.key, lang, self.commands)
        return embed, view

    def channel_words(self, tournament: Tournament) -> Words:
        """The language of what the event's channel sees: the server's."""
        return event_words(self.house.events.client, self.tournaments, tournament)

    @subcommand("tournament", "This server's tournament: standings, the round in play, what's next")
    async def tournament(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        shown = await in_time(
            interaction, self.tournaments.shown(interaction.guild.id), public=True
        )
        if shown is None:
            command = self.commands("gin-admin tournament create")
            await say(interaction, member_words(interaction)("tournament-none", command=command))
            return
        # A public answer: in the server's language.
        lang = self.channel_words(shown)
        embed, view = self.overview(shown, lang)
        await reply(interaction, embed=embed, **({"view": view} if view else {}))
        if shown.row.format is TournamentFormat.KNOCKOUT and shown.matches:
            # The answer never waits on a picture: the bracket follows by an edit.
            picture = await asyncio.to_thread(bracket_file, shown, lang)
            embed.set_image(url="attachment://bracket.png")
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(embed=embed, attachments=[picture])

    async def on_click(self, interaction: discord.Interaction, click: EventClick) -> None:
        """The announcement's buttons: sign up, leave, or the standings (privately: each in the
        clicker's language)."""
        lang = member_words(interaction)
        tournament = self.tournaments.get(click.tournament_id)
        if tournament is None or tournament.row.guild_id != (interaction.guild_id or 0):
            await say(interaction, lang("tournament-gone", command=self.commands("gin tournament")))
            return
        user = interaction.user
        try:
            if click.action is EventAction.SHOW:
                embed, _ = self.overview(tournament, lang)
                await say(interaction, embed=embed)
                return
            if user.bot:
                await say(interaction, lang("tournament-no-bots"))
                return
            if click.action is EventAction.JOIN:
                joined = await in_time(
                    interaction,
                    self.tournaments.sign_up(tournament.id, user.id, user.display_name),
                )
                starts = self.tournaments.starts_at_wall(joined)
                name = joined.row.name
                if starts is None:
                    said = lang("tournament-joined", tournament=name)
                else:
                    said = lang(
                        "tournament-joined-starts", tournament=name, start=f"<t:{int(starts)}:R>"
                    )
                await say(interaction, said)
            else:
                left = await in_time(interaction, self.tournaments.leave(tournament.id, user.id))
                await say(interaction, lang("tournament-left", tournament=left.row.name))
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))


class TournamentDesk:
    """What ``/gin-admin tournament …`` does (the commands live in cogs/admin.py's group)."""

    def __init__(self, house: House, client: discord.Client) -> None:
        self.house, self.client = house, client
        self.tournaments, self.key = house.tournaments, house.key
        self.confirmations = house.confirmations
        self.commands = house.commands

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
        lang = member_words(interaction)  # the admin's answers
        where = channel or interaction.channel
        if not isinstance(where, discord.TextChannel):
            await say(interaction, lang("tournament-text-channel"))
            return
        # Discord says what the bot may do in the interaction's channel; another, the cache.
        permissions = (
            interaction.app_permissions
            if where.id == interaction.channel_id
            else where.permissions_for(guild.me)
        )
        names = missing(permissions, NEEDED, lang)
        if names is not None:
            await say(
                interaction,
                lang("tournament-permissions", permissions=names, channel=where.mention),
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
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        # The announcement: the channel's, in the server's language.
        embed, view = render.announcement(
            made,
            self.tournaments.starts_at_wall(made),
            self.key,
            event_words(self.client, self.tournaments, made),
            self.commands,
        )
        assert view is not None  # (an event in sign-up has its buttons)
        try:
            message = await where.send(embed=embed, view=view)
        except discord.HTTPException as exc:
            log.warning("tournament %s: could not post its announcement (%s)", made.id, exc)
            said = lang(
                "tournament-not-announced",
                tournament=made.row.name,
                channel=where.mention,
                command=self.commands("gin tournament"),
            )
            await say(interaction, said)
            return
        await in_time(interaction, self.tournaments.set_announcement(made.id, message.id))
        await say(
            interaction, lang("tournament-open", tournament=made.row.name, link=message.jump_url)
        )

    # -- the controls, asked first ---------------------------------------------------------

    async def control(
        self, interaction: discord.Interaction, what: str, question: str, yes: str, **values: str
    ) -> None:
        """Ask the admin to confirm ``what`` ("start", "pause", "remove:<member>"...) on the
        server's event, in their language: ``question`` and ``yes`` the question's and its
        button's message ids (the question given the event's name and ``values``)."""
        assert interaction.guild is not None
        lang = member_words(interaction)
        tournament = self.tournaments.live_in(interaction.guild.id)
        if tournament is None:
            await say(interaction, lang("tournament-none-under-way"))
            return
        await ask(
            interaction,
            self.confirmations,
            self.key,
            ConfirmAction.TOURNAMENT,
            tournament.id,
            lang(question, tournament=tournament.row.name, **values),
            lang(yes),
            lang("confirm-tournament-no"),
            detail=what,
        )

    async def confirmed(self, interaction: discord.Interaction, asked: Confirmation) -> str:
        """Do the control the admin said yes to; what to tell them (in their language)."""
        lang = member_words(interaction)
        tournament_id, by = asked.target, asked.member_id
        what, *args = asked.detail.split(":")
        service = self.tournaments
        tournament = service.get(tournament_id)
        if tournament is None or not tournament.row.status.live:
            return lang("tournament-over-already")
        name = tournament.row.name
        if what == "start":
            try:
                await in_time(interaction, open_and_start(self.client, service, tournament, by))
            except discord.HTTPException as exc:
                log.warning("tournament %s: could not open its thread (%s)", tournament_id, exc)
                return lang("tournament-thread-failed")
            return lang("tournament-started", tournament=name)
        if what == "pause":
            await in_time(interaction, service.pause(tournament_id, by=by))
            return lang("tournament-paused-done", tournament=name)
        if what == "resume":
            await in_time(interaction, service.resume_play(tournament_id, by=by))
            return lang("tournament-resumed", tournament=name)
        if what == "cancel":
            await in_time(interaction, service.cancel(tournament_id, by=by))
            return lang("tournament-cancelled-done", tournament=name)
        if what == "remove":
            await in_time(interaction, service.remove(tournament_id, int(args[0]), by=by))
            member = mention(int(args[0]), lang)
            return lang("tournament-removed", member=member, tournament=name)
        if what == "settle":
            game, winner = int(args[0]), int(args[1]) or None
            await in_time(interaction, service.settle(tournament_id, game, winner, by=by))
            if winner is None:
                return lang("tournament-settled-both", game=str(game))
            return lang("tournament-settled", game=str(game), winner=mention(winner, lang))
        return lang("tournament-nothing-done")
