"""Running gin rummy in a server: the /gin-admin group (settings, ending a stuck game, a new
season), and the answers to every confirmation (Kind.CONFIRM: an admin's, a member's "forget
me", a player's resignation). Members' own choices are cogs/choices.py.

Discord applies ``default_permissions`` only to top-level commands, so the admin commands are
their own group with Manage Server as the default: a server's admins can grant it to other
roles (Server Settings → Integrations) and the bot checks nothing more. What destroys or resets
asks first, on a private message only the asker can click.
"""

from __future__ import annotations

import contextlib
import logging
from enum import Enum
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.answers import in_time, refusal_for, say
from bot.discord.asking import ask, ask_to_forget
from bot.discord.components import own_private_message
from bot.discord.composition import House
from bot.discord.controls import ConfirmClick
from bot.discord.places import IN_SERVERS, SERVER_INSTALL, games_server
from bot.discord.render.settings import changes_text, settings_embed
from bot.discord.render.words import answer_server_words, member_words
from bot.engine import Format, Rotation, Variant
from bot.model import NO_SERVER, ConfirmAction, Confirmation
from bot.model.languages import LANGUAGES
from bot.model.settings import MAX_CHANNELS, RANGES, ServerSettings, SettingsError
from bot.model.tournaments import TournamentFormat
from bot.service import ConfirmationRefused, Refusal, TableError, rules_from_options
from bot.service.tournament_plan import MAX_NAME, MAX_SWISS_ROUNDS, START_MINUTES
from bot.words import ENGLISH, words
from cogs.challenges import BONUS_CHOICES, VARIANT_CHOICES
from cogs.tournaments import TournamentDesk

log = logging.getLogger(__name__)

SERVER_LANGUAGE = "server"  # the language option's choice of the server's own Discord language
MAX_REASON = 100  # shown on the table; kept with the confirmation, not in a custom id
# The command that asks each confirmation again.
ASK_AGAIN = {
    ConfirmAction.END: "gin-admin end",
    ConfirmAction.SEASON: "gin-admin season",
    ConfirmAction.FORGET: "gin forget-me",
    ConfirmAction.RESIGN: "gin resign",
    ConfirmAction.TOURNAMENT: "gin-admin tournament",
}
# Discord enforces each option's range: the same as the settings' own (0 for the target: usual).
Minutes = app_commands.Range[int, RANGES["turn_minutes"][0], RANGES["turn_minutes"][1]]
Games = app_commands.Range[int, RANGES["min_games"][0], RANGES["min_games"][1]]
Limit = app_commands.Range[int, RANGES["challenge_limit"][0], RANGES["challenge_limit"][1]]
Target = app_commands.Range[int, 0, RANGES["target"][1]]


class AdminCog(commands.Cog, name="Admin"):
    # A server's own: installed with the server, used there. Said outright, since a command
    # without integration_types takes the app's every install type (application-commands.mdx,
    # Application Command Structure), the member's own install too once it is turned on.
    admin = app_commands.Group(
        name="gin-admin",
        description="Run gin rummy in this server (Manage Server by default)",
        guild_only=True,
        allowed_installs=SERVER_INSTALL,
        allowed_contexts=IN_SERVERS,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    tournament = app_commands.Group(
        name="tournament", description="Run a server tournament", parent=admin
    )

    def __init__(self, house: House, desk: TournamentDesk) -> None:
        self.service, self.key, self.confirmations = house.service, house.key, house.confirmations
        self.publisher = house.publisher
        self.desk = desk
        self.commands = house.commands

    # -- settings ------------------------------------------------------------------------------

    @admin.command(name="settings", description="Change this server's defaults (none: show them)")
    @app_commands.describe(
        variant="Default variant of a new challenge",
        bonuses="Default bonus preset",
        target="Default points to win (0: each format's usual)",
        format="Default format when a challenge names one opponent",
        rotation="Three players: who sits out",
        turn_minutes="Minutes per turn before a player forfeits",
        challenge_minutes="Minutes before an unanswered challenge expires",
        hints="Best-discard hints in friendly games (never in rated ones)",
        threads="Open a thread for each game",
        allow_channel="Allow games in this channel (once any is allowed, only those are)",
        disallow_channel="Stop allowing games in this channel",
        all_channels="Allow games in every channel again",
        min_games="Games before a member is ranked by rating or win rate",
        challenge_limit="Challenges a member may make per window",
        challenge_window="The challenge limit's window, in minutes",
        computer_rated="Games with the computer count for ratings",
        pictures="Draw hands and tables as pictures beside their text (needs Attach Files)",
        language="The language of what the channel sees (members see their own in private)",
    )
    @app_commands.choices(
        variant=VARIANT_CHOICES,
        bonuses=BONUS_CHOICES,
        format=[
            app_commands.Choice(name="Two players", value=Format.HEADS_UP.value),
            app_commands.Choice(name="Hollywood", value=Format.HOLLYWOOD.value),
        ],
        rotation=[app_commands.Choice(name=r.value.capitalize(), value=r.value) for r in Rotation],
        language=[
            app_commands.Choice(name="The server's Discord language", value=SERVER_LANGUAGE),
            *(app_commands.Choice(name=g.name, value=g.code) for g in LANGUAGES),
        ],
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        variant: str | None = None,
        bonuses: str | None = None,
        target: Target | None = None,
        format: str | None = None,
        rotation: str | None = None,
        turn_minutes: Minutes | None = None,
        challenge_minutes: Minutes | None = None,
        hints: bool | None = None,
        threads: bool | None = None,
        allow_channel: discord.TextChannel | None = None,
        disallow_channel: discord.TextChannel | None = None,
        all_channels: bool | None = None,
        min_games: Games | None = None,
        challenge_limit: Limit | None = None,
        challenge_window: Minutes | None = None,
        computer_rated: bool | None = None,
        pictures: bool | None = None,
        language: str | None = None,
    ) -> None:
        assert interaction.guild is not None
        guild, lang = interaction.guild, member_words(interaction)
        current = self.service.choices.settings(guild.id)
        changes: dict[str, Any] = {
            name: value
            for name, value in (
                ("turn_minutes", turn_minutes),
                ("challenge_minutes", challenge_minutes),
                ("hints", hints),
                ("threads", threads),
                ("min_games", min_games),
                ("challenge_limit", challenge_limit),
                ("challenge_window_minutes", challenge_window),
                ("bonuses", bonuses),
                ("computer_rated", computer_rated),
                ("pictures", pictures),
            )
            if value is not None
        }
        try:
            if variant is not None:
                changes["variant"] = _choice(Variant, "variant", variant)
            if format is not None:
                changes["format"] = _choice(Format, "format", format)
            if rotation is not None:
                changes["rotation"] = _choice(Rotation, "rotation", rotation)
            if target is not None:
                changes["target"] = target or None
            if language is not None:
                changes["language"] = None if language == SERVER_LANGUAGE else language
            channels = self._channels(guild, current, allow_channel, disallow_channel, all_channels)
            if channels != current.channels:
                changes["channels"] = channels
            new = current.changed(**changes)
        except SettingsError as exc:
            # The refusal, then what it meant, in the admin's language.
            await say(
                interaction,
                f"{refusal_for(interaction, exc, self.commands)} {lang('confirm-nothing-changed')}",
            )
            return
        season = await in_time(interaction, self.service.store.season(guild.id))
        if new == current:
            title = lang("settings-title-server" if not changes else "settings-title-unchanged")
            await say(interaction, embed=settings_embed(current, season, title, lang))
            return
        detail = changes_text(current, new, words(ENGLISH))  # English: the admin log's
        await in_time(
            interaction,
            self.service.choices.set_settings(guild.id, new, by=interaction.user.id, detail=detail),
        )
        log.info("server %s: settings changed by %s: %s", guild.id, interaction.user.id, detail)
        embed = settings_embed(new, season, lang("settings-title-saved"), lang)
        embed.description = lang("settings-saved", changes=changes_text(current, new, lang))
        await say(interaction, embed=embed)

    @staticmethod
    def _channels(
        guild: discord.Guild,
        current: ServerSettings,
        allow: discord.TextChannel | None,
        disallow: discord.TextChannel | None,
        every: bool | None,
    ) -> tuple[int, ...]:
        channels = [] if every else list(current.channels)
        for channel in (allow, disallow):
            # Discord resolves a channel option, but a forged or stale id need not be ours.
            if channel is not None and guild.get_channel(channel.id) is None:
                raise SettingsError("settings-error-channel-unknown", channel=channel.id)
        if allow is not None and allow.id not in channels:
            if len(channels) >= MAX_CHANNELS:
                raise SettingsError("settings-error-channels-most", most=MAX_CHANNELS)
            channels.append(allow.id)
        if disallow is not None:
            if disallow.id not in channels:
                if not channels:
                    raise SettingsError("settings-error-not-listed-every", channel=disallow.id)
                raise SettingsError("settings-error-not-listed-some", channel=disallow.id)
            channels.remove(disallow.id)
        return tuple(channels)

    # -- ending a game, a new season -----------------------------------------------------------

    @admin.command(name="end", description="End a stuck game: abandoned, unrated")
    @app_commands.describe(
        game="The game's number (on its table: Game #12)",
        reason=f"Shown on the table (at most {MAX_REASON} characters)",
    )
    async def end(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 9_999_999_999],
        reason: app_commands.Range[str, 1, MAX_REASON],
    ) -> None:
        assert interaction.guild is not None
        lang = member_words(interaction)
        table = self.service.get(game)
        if table is None or table.row.guild_id != interaction.guild.id:
            await say(interaction, lang("admin-no-game", game=str(game)))
            return
        reason = " ".join(reason.split())
        players = ", ".join(f"<@{p}>" for p in table.players)
        await self._ask(
            interaction,
            ConfirmAction.END,
            game,
            lang("confirm-end", game=str(game), players=players, reason=reason),
            lang("confirm-end-yes"),
            lang("confirm-end-no"),
            detail=reason,
        )

    @admin.command(name="season", description="Start a new season: ratings and the board restart")
    async def season(self, interaction: discord.Interaction) -> None:
        assert interaction.guild is not None
        season = await in_time(interaction, self.service.store.season(interaction.guild.id))
        lang = member_words(interaction)
        await self._ask(
            interaction,
            ConfirmAction.SEASON,
            season,
            lang("confirm-season", season=season + 1),
            lang("confirm-season-yes", season=season + 1),
            lang("confirm-season-no"),
        )

    # -- tournaments ---------------------------------------------------------------------------

    @tournament.command(name="create", description="Open a tournament for sign-up")
    @app_commands.describe(
        name="The event's name",
        format="Swiss (a set number of rounds), single elimination, or round robin (up to 8)",
        rounds=f"Swiss: how many rounds (1 to {MAX_SWISS_ROUNDS}); the others need none",
        starts_in="Minutes from now it starts by itself (none: you start it)",
        variant="The games' variant",
        bonuses="The games' bonus preset",
        target="Points to win each game (0: the usual 100)",
        turn_minutes="Minutes per turn before a player forfeits",
        rated="Its games count for the season's ratings",
        channel="Where it is announced and its games get their thread (default: here)",
    )
    @app_commands.choices(
        format=[
            app_commands.Choice(name="Swiss", value=TournamentFormat.SWISS.value),
            app_commands.Choice(name="Single elimination", value=TournamentFormat.KNOCKOUT.value),
            app_commands.Choice(name="Round robin", value=TournamentFormat.ROUND_ROBIN.value),
        ],
        variant=VARIANT_CHOICES,
        bonuses=BONUS_CHOICES,
    )
    async def tournament_create(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, MAX_NAME],
        format: str,
        rounds: app_commands.Range[int, 1, MAX_SWISS_ROUNDS] | None = None,
        starts_in: app_commands.Range[int, START_MINUTES[0], START_MINUTES[1]] | None = None,
        variant: str = "standard",
        bonuses: str = "25/25",
        target: Target = 0,
        turn_minutes: Minutes = 10,
        rated: bool = True,
        channel: discord.TextChannel | None = None,
    ) -> None:
        try:
            rules = rules_from_options(bonuses, variant, target or None)
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        await self.desk.create(
            interaction,
            name=name,
            format=TournamentFormat(format),
            rounds=rounds,
            starts_in_minutes=starts_in,
            rules=rules,
            turn_minutes=turn_minutes,
            rated=rated,
            channel=channel,
        )

    @tournament.command(name="start", description="Start the tournament now: round 1 is paired")
    async def tournament_start(self, interaction: discord.Interaction) -> None:
        await self.desk.control(
            interaction, "start", "confirm-tournament-start", "confirm-tournament-start-yes"
        )

    @tournament.command(name="pause", description="Pause the tournament: its games' clocks stop")
    async def tournament_pause(self, interaction: discord.Interaction) -> None:
        await self.desk.control(
            interaction, "pause", "confirm-tournament-pause", "confirm-tournament-pause-yes"
        )

    @tournament.command(name="resume", description="Resume a paused tournament")
    async def tournament_resume(self, interaction: discord.Interaction) -> None:
        await self.desk.control(
            interaction, "resume", "confirm-tournament-resume", "confirm-tournament-resume-yes"
        )

    @tournament.command(name="remove", description="Take a member out of the tournament")
    @app_commands.describe(member="Their game in play is forfeited; they're paired no more")
    async def tournament_remove(
        self, interaction: discord.Interaction, member: discord.Member
    ) -> None:
        await self.desk.control(
            interaction,
            f"remove:{member.id}",
            "confirm-tournament-remove",
            "confirm-tournament-remove-yes",
            member=member.mention,
        )

    @tournament.command(name="settle", description="Settle a stuck tournament game")
    @app_commands.describe(
        game="The game's number (on its table: Game #12)",
        winner="Who goes through (none: both lose the match; Swiss and round robin only)",
    )
    async def tournament_settle(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1, 9_999_999_999],
        winner: discord.Member | None = None,
    ) -> None:
        what = f"settle:{game}:{winner.id if winner else 0}"
        yes = "confirm-tournament-settle-yes"
        if winner is None:
            question = "confirm-tournament-settle-both"
            await self.desk.control(interaction, what, question, yes, game=str(game))
            return
        await self.desk.control(
            interaction,
            what,
            "confirm-tournament-settle",
            yes,
            game=str(game),
            winner=winner.mention,
        )

    @tournament.command(name="cancel", description="Cancel the tournament")
    async def tournament_cancel(self, interaction: discord.Interaction) -> None:
        await self.desk.control(
            interaction, "cancel", "confirm-tournament-cancel", "confirm-tournament-cancel-yes"
        )

    # -- the confirmations ---------------------------------------------------------------------

    async def _ask(
        self,
        interaction: discord.Interaction,
        action: ConfirmAction,
        target: int,
        question: str,
        yes: str,
        no: str,
        detail: str = "",
    ) -> None:
        await ask(
            interaction, self.confirmations, self.key, action, target, question, yes, no, detail
        )

    async def on_confirm(self, interaction: discord.Interaction, click: ConfirmClick) -> None:
        guild_id, lang = games_server(interaction), member_words(interaction)
        if guild_id is None or not own_private_message(interaction):
            await say(interaction, lang("confirm-not-yours"))
            return
        if click.token is None:
            await self._old_confirmation(interaction, click)
            return
        try:
            action = None if click.what == "keep" else ConfirmAction(click.what)
        except ValueError:
            await say(interaction, lang("confirm-not-yours"))
            return
        user = interaction.user.id
        try:
            asked = await in_time(
                interaction, self.confirmations.answer(click.token, guild_id, user, action)
            )
            if action is None:
                if asked.action is ConfirmAction.RESIGN:
                    kept = lang("confirm-resign-kept", game=str(asked.target))
                else:
                    kept = lang("confirm-nothing-changed")
                await self._done(interaction, kept)
            else:
                await self._confirmed(interaction, asked)
        except ConfirmationRefused as exc:
            # The refusal, then what to do, in the member's language.
            refused = exc.confirmation
            if exc.why is Refusal.EXPIRED:
                if refused is not None:
                    again = lang(
                        "confirm-run-again", command=self.commands(ASK_AGAIN[refused.action])
                    )
                else:
                    again = lang("confirm-run-the-command-again")
                await self._done(
                    interaction, f"{refusal_for(interaction, exc, self.commands)} {again}"
                )
            elif exc.why is Refusal.ANSWERED:
                said = refusal_for(interaction, exc, self.commands)
                await say(interaction, f"{said} {lang('confirm-nothing-more')}")
            else:
                await say(interaction, lang("confirm-not-yours"))
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))

    async def _confirmed(self, interaction: discord.Interaction, asked: Confirmation) -> None:
        """Do what the member said yes to: the action and arguments stored when it was asked."""
        guild, user, target = asked.guild_id, asked.member_id, asked.target
        lang = member_words(interaction)
        if asked.action is ConfirmAction.END:
            await in_time(
                interaction, self.service.end(guild, target, by=user, reason=asked.detail)
            )
            await self._done(interaction, lang("confirm-end-done", game=str(target)))
        elif asked.action is ConfirmAction.SEASON:
            if await in_time(interaction, self.service.store.season(guild)) != target:
                await self._done(interaction, lang("confirm-season-started", season=target + 1))
                return
            season = await in_time(interaction, self.service.new_season(guild, by=user))
            log.info("server %s: season %s started by %s", guild, season, user)
            await self._done(interaction, lang("confirm-season-done", season=season))
            # Announced to the channel: in the server's language.
            said = answer_server_words(interaction, self.service.choices.settings(guild).language)
            with contextlib.suppress(discord.HTTPException):
                await interaction.followup.send(said("season-starts", season=season))
        elif asked.action is ConfirmAction.TOURNAMENT:
            await self._done(interaction, await self.desk.confirmed(interaction, asked))
        elif asked.action is ConfirmAction.FORGET:
            tables = await in_time(interaction, self.service.forget(guild, user))
            log.info("server %s: a member's data was erased at their request", guild)
            outside = guild == NO_SERVER
            await self._done(
                interaction,
                lang("confirm-forget-outside-done" if outside else "confirm-forget-done"),
            )
            self.publisher.redraw_ended(tables)  # their name leaves the tables' pictures
        else:
            await in_time(interaction, self.service.resign(target, user))
            challenge = self.commands("gin challenge")
            await self._done(
                interaction, lang("confirm-resign-done", game=str(target), challenge=challenge)
            )

    async def _old_confirmation(
        self, interaction: discord.Interaction, click: ConfirmClick
    ) -> None:
        """A confirmation drawn before confirmations were kept: it does nothing. A member's own
        "forget me" is asked again; an admin's runs the command again."""
        lang = member_words(interaction)
        if click.what == "keep":
            await self._done(interaction, lang("confirm-nothing-changed"))
        elif click.what == "forget":
            await ask_to_forget(interaction, self.service, self.confirmations, self.key)
        else:
            command = self.commands(
                "gin-admin season" if click.what == "season" else "gin-admin end"
            )
            await self._done(interaction, lang("confirm-old", command=command))

    async def _done(self, interaction: discord.Interaction, message: str) -> None:
        """The confirmation's message says how it ended, with its buttons gone."""
        with contextlib.suppress(discord.HTTPException):
            if interaction.response.is_done():
                await interaction.edit_original_response(content=message, embed=None, view=None)
            else:
                await interaction.response.edit_message(content=message, embed=None, view=None)


E = TypeVar("E", bound=Enum)


def _choice(kind: type[E], setting: str, value: str) -> E:
    """An option's choice: Discord offers only the command's, but a request may say another."""
    try:
        return kind(value)
    except ValueError:
        choices = tuple(str(k.value) for k in kind)
        raise SettingsError("settings-error-choice", setting=setting, choices=choices) from None
