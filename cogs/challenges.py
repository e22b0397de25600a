"""Making challenges: /gin challenge, /gin practice (the computer), the member menu's "Challenge
to gin rummy", and a finished game's Rematch button. Thin: it reads who and what was asked,
the table service checks and makes the challenge, and its table message is posted here (in a
thread of its own if the server wants one) or, if that fails, by the publisher."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.answers import in_time, missing, refusal_for, say, table_needed
from bot.discord.composition import House
from bot.discord.controls import Click
from bot.discord.places import (
    IN_SERVERS,
    NO_EXTERNAL_APPS,
    OUTSIDE_BOT_DM,
    SERVER_INSTALL,
    TWO_PLAYERS,
    Place,
    Reach,
    place_of,
    refusal,
)
from bot.discord.render import games as render_games
from bot.discord.render import links as render_links
from bot.discord.render.words import answer_server_words, member_words, pinging
from bot.engine import Format, Rules
from bot.engine.computer import Level
from bot.model import NO_SERVER
from bot.model.computer import computer_id, is_computer
from bot.model.settings import ServerSettings
from bot.service import ChallengeRequest, RematchMade, Table, TableError, rules_from_options
from cogs.group import subcommand

__all__ = ["BONUS_CHOICES", "VARIANT_CHOICES", "ChallengesCog", "Request"]

log = logging.getLogger(__name__)

POST_ERRORS = (discord.HTTPException, aiohttp.ClientError, OSError)


def challenge_request(
    guild_id: int,
    channel_id: int,
    players: Sequence[discord.abc.User],
    ids: Sequence[int],
    rules: Rules,
    turn_seconds: int,
    *,
    rated: bool,
    parent_channel_id: int | None = None,
) -> ChallengeRequest:
    """The challenge of ``players`` seated as ``ids`` (the computer's own id where a level
    replaced the bot's): the computer's seats, and the members' names as Discord shows them."""
    seated = list(zip(players, ids, strict=True))
    return ChallengeRequest(
        guild_id=guild_id,
        channel_id=channel_id,
        players=tuple(ids),
        rules=rules,
        turn_seconds=turn_seconds,
        bots=tuple(i for p, i in seated if p.bot and i == p.id),
        names=tuple(p.display_name if i == p.id else "" for p, i in seated),
        rated=rated,
        parent_channel_id=parent_channel_id,
    )


@dataclass(frozen=True, slots=True)
class FormatChoice:
    """One of a challenge's format choices: its label, and the format and rotation it sets in
    the rules' own words."""

    label: str
    format: str
    rotation: str = "dealer sits out"


# A choice's value -> what it offers and sets.
FORMAT_CHOICES = {
    "heads-up": FormatChoice("Two players", "heads-up"),
    "three": FormatChoice("Three players, the dealer sits out", "three"),
    "three-loser": FormatChoice("Three players, the loser sits out", "three", "loser sits out"),
    "partnership": FormatChoice("Partnerships (four players)", "partnership"),
    "hollywood": FormatChoice("Hollywood (two players, three games)", "hollywood"),
}
# The options a challenge (and the server's defaults) offer for the rules.
VARIANT_CHOICES = [
    app_commands.Choice(name=n, value=v)
    for n, v in (("Standard", "standard"), ("Oklahoma", "oklahoma"), ("Straight gin", "straight"))
]
LEVEL_CHOICES = [app_commands.Choice(name=level.value, value=level.value) for level in Level]
BONUS_CHOICES = [
    app_commands.Choice(name=n, value=n) for n in ("25/25", "20/10", "20/20", "big-gin")
]
# Sends a challenge's table message (the fields of a message) and returns its id.
Send = Callable[..., Awaitable[int | None]]


@dataclass(frozen=True)
class Request:
    """A challenge's options as the member gave them."""

    opponent: discord.abc.User
    opponent2: discord.abc.User | None = None
    partner: discord.abc.User | None = None
    format: str | None = None  # a FORMAT_CHOICES value; None: from who was named
    # None: the server's default
    variant: str | None = None
    target: int | None = None
    bonuses: str | None = None
    turn_minutes: int | None = None
    rated: bool = True
    level: str | None = None  # the computer's, when the bot itself is named

    def named(self) -> list[discord.abc.User]:
        return [u for u in (self.opponent, self.opponent2, self.partner) if u is not None]

    def rules(self, defaults: ServerSettings) -> Rules:
        """The rules asked for, the server's defaults for what was left out (a format from
        who was named: the server's two-player format, its rotation for three)."""
        chosen = self.format or (
            "partnership" if self.partner else "three" if self.opponent2 else None
        )
        if chosen is None:
            format_, rotation = defaults.format.value, defaults.rotation.value
        elif self.format is None and chosen == "three":
            format_, rotation = "three", defaults.rotation.value
        else:
            choice = FORMAT_CHOICES.get(chosen, FormatChoice(chosen, chosen))
            format_, rotation = choice.format, choice.rotation
        return rules_from_options(
            self.bonuses or defaults.bonuses,
            self.variant or defaults.variant.value,
            self.target if self.target is not None else defaults.target,
            format_,
            rotation,
        )

    def seating(self, challenger: discord.abc.User, rules: Rules) -> list[discord.abc.User]:
        """Everyone in seating order, the challenger first: three players in the order named;
        partnerships with partners across (players 0 and 2)."""
        if rules.format is Format.PARTNERSHIP:
            if self.partner is None or self.opponent2 is None:
                raise TableError("refusal-partnership-seats")
            return [challenger, self.opponent, self.partner, self.opponent2]
        if self.partner is not None:
            raise TableError("refusal-partner-not-partnership")
        return [challenger, *(u for u in (self.opponent, self.opponent2) if u is not None)]


class ChallengesCog(commands.Cog, name="Challenges"):
    def __init__(self, bot: commands.AutoShardedBot, house: House) -> None:
        self.bot = bot
        self.service, self.publisher, self.key = house.service, house.publisher, house.key
        self.keys = house.keys
        # A finished game's rematch being asked for and posted: a second ask waits for it, so
        # that its answer links to the one challenge.
        self._rematching: dict[int, asyncio.Lock] = {}
        # The member menu stays the servers' (their install, their channels); elsewhere a
        # challenge is /gin challenge, made by the member who installed the app.
        self._menu = app_commands.ContextMenu(
            name="Challenge to gin rummy",
            callback=self.challenge_menu,
            allowed_installs=SERVER_INSTALL,
            allowed_contexts=IN_SERVERS,
        )
        self._menu.guild_only = True
        self.commands = house.commands

    def _no_pictures(self, interaction: discord.Interaction) -> str:
        settings = self.commands("gin-admin settings")
        return member_words(interaction)("challenge-no-pictures", settings=settings)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self._menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self._menu.name, type=self._menu.type)

    # -- the commands --------------------------------------------------------------------------

    @subcommand("challenge", "Challenge members to a game of gin rummy")
    @app_commands.describe(
        opponent="Who to play against",
        opponent2="A second opponent: three players, or your opponents' team of two",
        partner="Your partner, for partnerships (four players: you two against the opponents)",
        format="Two players (default), three (one sits out each hand), partnerships, Hollywood",
        variant="Standard, Oklahoma (the upcard sets the knock limit) or Straight (gin only)",
        target="Points to win (default: the server's, usually 100; partnerships 125)",
        bonuses="Gin/undercut/box bonuses: 25/25, 20/10, 20/20 or big-gin (default: the server's)",
        turn_minutes="Minutes per turn before a player forfeits (default: the server's)",
        rated="Whether it counts for ratings (default yes; no: a friendly game)",
        level=(
            "The computer's level, if you name me (the bot) as a player: easy, normal, hard, expert"
        ),
    )
    @app_commands.choices(
        format=[
            app_commands.Choice(name=choice.label, value=value)
            for value, choice in FORMAT_CHOICES.items()
        ],
        variant=VARIANT_CHOICES,
        bonuses=BONUS_CHOICES,
        level=LEVEL_CHOICES,
    )
    async def challenge(
        self,
        interaction: discord.Interaction,
        # Users, not Members: someone who left the server arrives without member data, and
        # gets a clear refusal below instead of a failed conversion.
        opponent: discord.User,
        opponent2: discord.User | None = None,
        partner: discord.User | None = None,
        format: str | None = None,
        variant: str | None = None,
        target: app_commands.Range[int, 10, 1000] | None = None,
        bonuses: str | None = None,
        turn_minutes: app_commands.Range[int, 1, 1440] | None = None,
        rated: bool = True,
        level: str | None = None,
    ) -> None:
        request = Request(
            opponent,
            opponent2,
            partner,
            format,
            variant,
            target,
            bonuses,
            turn_minutes,
            rated,
            level,
        )
        await self._challenge(interaction, request)

    @subcommand("practice", "Play against the computer, right away")
    @app_commands.describe(level="How strong: easy, normal (default), hard or expert")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def practice(self, interaction: discord.Interaction, level: str = "normal") -> None:
        me = interaction.client.user
        assert me is not None
        await self._challenge(interaction, Request(me, level=level))

    async def challenge_menu(self, interaction: discord.Interaction, member: discord.User) -> None:
        await self._challenge(interaction, Request(member))

    async def _challenge(self, interaction: discord.Interaction, request: Request) -> None:
        place = place_of(interaction)
        if place is not Place.SERVER:
            await self._challenge_outside(interaction, request, place)
            return
        guild, channel = interaction.guild, interaction.channel
        lang = member_words(interaction)
        if guild is None or channel is None:
            await say(interaction, lang("challenge-not-in-dms"))
            return
        settings = self.service.choices.settings(guild.id)
        own_thread = self._own_thread(guild.id, channel)
        me = interaction.client.user
        for user in request.named():
            if not isinstance(user, discord.Member) and not (me and user.id == me.id):
                await say(interaction, lang("challenge-not-a-member", member=user.mention))
                return
        if await self._lacks_permissions(interaction, own_thread):
            return
        try:
            rules = request.rules(settings)
            players = request.seating(interaction.user, rules)
            ids = self._player_ids(interaction, players, request.level)
            asked = challenge_request(
                guild.id,
                channel.id,
                players,
                ids,
                rules,
                (request.turn_minutes or settings.turn_minutes) * 60,
                rated=request.rated,
                parent_channel_id=getattr(channel, "parent_id", None),
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        await self._make_challenge(interaction, channel, asked, players, own_thread)

    async def _challenge_outside(
        self, interaction: discord.Interaction, request: Request, place: Place
    ) -> None:
        """A challenge where the bot was not invited (its DM, a DM or group DM between
        members, a server that never added it): two players, the default rules, unrated; its
        table is the answer to the command, kept up to date through interaction tokens
        (:mod:`bot.discord.keys`), and in the challenger's language."""
        channel_id = interaction.channel_id
        me = interaction.client.user
        if channel_id is None or me is None:
            return
        settings = self.service.choices.settings(
            NO_SERVER
        )  # the defaults: no server's settings here
        try:
            rules = request.rules(settings)
            if rules.format.players != 2 or len(request.named()) != 1:
                raise TableError(TWO_PLAYERS)
            if place is Place.BOT_DM and request.opponent.id != me.id:
                raise TableError(OUTSIDE_BOT_DM, practice=self.commands("gin practice"))
            players = request.seating(interaction.user, rules)
            ids = self._player_ids(interaction, players, request.level)
            asked = challenge_request(
                NO_SERVER,
                channel_id,
                players,
                ids,
                rules,
                (request.turn_minutes or settings.turn_minutes) * 60,
                # Outside servers a game counts for no server's standings: each player's own
                # history keeps it, unrated.
                rated=False,
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        await self._make_outside(interaction, asked, players, place)

    async def _make_outside(
        self,
        interaction: discord.Interaction,
        asked: ChallengeRequest,
        players: list[discord.abc.User],
        place: Place,
    ) -> None:
        """Make a challenge where the bot was not invited, and answer with its table."""
        lang = member_words(interaction)
        try:
            self.service.check_challenge(asked)
            table = await in_time(interaction, self.service.challenge(asked))
        except RematchMade as made:
            await say(interaction, refusal_for(interaction, made, self.commands))
            return
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        # (Within Discord's 3 s as the challenge was: a slow database defers the answer.)
        await in_time(interaction, self.keys.begin(table.id, place.value, interaction.locale.value))

        answered = not interaction.response.is_done()  # the table is the answer itself

        async def send(**message: Any) -> int | None:
            if answered:
                callback = await interaction.response.send_message(**message)
                return callback.message_id
            # Deferred privately (the database was slow): that answer's first follow-up stays
            # private, so it says so, and the table is the next, public one.
            await say(interaction, lang("challenge-posted"))
            return (await interaction.followup.send(wait=True, **message)).id

        if await self._post(table, players, send, "answer the challenge"):
            message_id = table.row.table_message_id
            if message_id is not None:
                await self.keys.keep(table.id, interaction, message_id, original=answered)
            self.publisher.offer(table.id, interaction)  # the computer's first showdown, say

    @staticmethod
    def _player_ids(
        interaction: discord.Interaction, players: list[discord.abc.User], level: str | None
    ) -> tuple[int, ...]:
        """Member ids by player; naming the bot itself makes the computer a player (an id
        of its own for each time it is named)."""
        me = interaction.client.user
        chosen = Level(level or "normal")
        ids, computers = [], 0
        for player in players:
            if me is not None and player.id == me.id:
                ids.append(computer_id(chosen, computers))
                computers += 1
            else:
                ids.append(player.id)
        return tuple(ids)

    def _own_thread(self, guild_id: int, channel: Any) -> bool:
        """A challenge here opens a thread of its own (the server's setting; a challenge made
        in a thread stays in it)."""
        return self.service.choices.settings(guild_id).threads and isinstance(
            channel, discord.TextChannel
        )

    async def _lacks_permissions(self, interaction: discord.Interaction, own_thread: bool) -> bool:
        """Says so if the bot lacks a permission a table needs in the channel."""
        in_thread = own_thread or isinstance(interaction.channel, discord.Thread)
        needed = table_needed(in_thread=in_thread, opens_thread=own_thread)
        names = missing(interaction.app_permissions, needed, member_words(interaction))
        if names is not None:
            lang = member_words(interaction)
            await say(interaction, lang("challenge-needs-permissions", permissions=names))
        return names is not None

    # -- making and posting it -----------------------------------------------------------------

    async def _make_challenge(
        self,
        interaction: discord.Interaction,
        channel: Any,
        asked: ChallengeRequest,
        players: list[discord.abc.User],
        own_thread: bool,
    ) -> None:
        """Make the challenge asked and post it (in a thread of its own if ``own_thread``)."""
        # Without Attach Files the game is played without pictures: said once, to the challenger.
        self.publisher.note_attach(interaction)
        pictures_on = self.service.choices.settings(asked.guild_id).pictures
        no_pictures = pictures_on and not interaction.app_permissions.attach_files
        try:
            self.service.check_challenge(asked)  # in memory: refusals come at once
            if own_thread:
                await self._challenge_in_thread(interaction, channel, asked, players)
                if no_pictures:
                    await say(interaction, self._no_pictures(interaction))
                return
            # The database may be slow: if it is, this is answered privately first and the
            # challenge is posted to the channel (a deferral keeps its privacy for its answer).
            table = await in_time(interaction, self.service.challenge(asked))
        except RematchMade as made:
            await say(interaction, await self._rematch_made(interaction, made))
            return
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return

        async def send(**message: Any) -> int | None:
            if not interaction.response.is_done():
                callback = await interaction.response.send_message(**message)
                return callback.message_id
            sent = await channel.send(**message)
            await say(interaction, member_words(interaction)("challenge-posted"))
            return int(sent.id)

        if not await self._post(table, players, send, "answer the challenge"):
            return
        if no_pictures:
            await say(interaction, self._no_pictures(interaction))

    async def _challenge_in_thread(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel,
        asked: ChallengeRequest,
        players: list[discord.abc.User],
    ) -> None:
        """The server plays each game in a thread of its own: open it, make the challenge there
        (its members count as busy in this channel), and tell the challenger where it is."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = member_words(interaction)
        # The thread's name is the channel's: in the server's language.
        said = answer_server_words(
            interaction, self.service.choices.settings(asked.guild_id).language
        )
        title = players[0].display_name
        for player in players[1:]:
            title = said("challenge-versus", first=title, second=player.display_name)
        try:
            thread = await channel.create_thread(
                name=said("challenge-thread", players=title)[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,  # a week: longer than any turn timer
                reason=said("thread-reason"),  # the audit log's, for the admins
            )
        except POST_ERRORS as exc:
            log.warning("could not open a thread in channel %s: %s", channel.id, exc)
            await say(interaction, lang("challenge-no-thread"))
            return
        asked = replace(asked, channel_id=thread.id, home_channel_id=channel.id)
        try:
            table = await self.service.challenge(asked)
        except TableError as exc:
            await _take_back(thread, interaction.app_permissions)
            if isinstance(exc, RematchMade):
                await say(interaction, await self._rematch_made(interaction, exc))
            else:
                await say(interaction, refusal_for(interaction, exc, self.commands))
            return

        async def send(**message: Any) -> int | None:
            return (await thread.send(**message)).id

        await self._post(table, players, send, "post the challenge")
        await say(interaction, lang("challenge-posted-in", thread=thread.mention))

    async def _post(
        self, table: Table, players: list[discord.abc.User], send: Send, doing: str
    ) -> bool:
        """Post a new challenge's table message with ``send``, mentioning whom it invites;
        whether it was posted (if not, the publisher shows it, with its Cancel button)."""
        embed, view = self.publisher.table_message(table)
        invited = [p for p, i in zip(players, table.players, strict=True) if i == p.id][1:]
        try:
            message_id = await send(
                content=" ".join(p.mention for p in invited),
                embed=embed,
                view=view,
                allowed_mentions=pinging(p.id for p in invited),
            )
        except POST_ERRORS as exc:
            log.warning("game %s: could not %s (%s)", table.id, doing, exc)
            self.publisher.schedule(table)
            return False
        if message_id is not None:
            await self.service.set_table_message(table.id, message_id)
        self._posted(table)
        return True

    def _posted(self, table: Table) -> None:
        """The table message was posted as ``table`` stands, without a picture: a game with
        the computer starts at once, and the publisher adds its picture."""
        self.publisher.mark_shown(table, picture=self.publisher.picture_scene(table) is None)

    # -- rematch -------------------------------------------------------------------------------

    async def on_rematch(self, interaction: discord.Interaction, click: Click) -> None:
        """A player of a finished game challenges its players again, with its rules: an
        ordinary challenge (the others accept as usual), made once per game."""
        lock = self._rematching.setdefault(click.game_id, asyncio.Lock())
        try:
            await in_time(interaction, lock.acquire())
            try:
                await self._rematch(interaction, click)
            finally:
                lock.release()
        finally:
            if not lock.locked():
                self._rematching.pop(click.game_id, None)

    async def _rematch(self, interaction: discord.Interaction, click: Click) -> None:
        game_id = click.game_id
        guild, channel, user = interaction.guild, interaction.channel, interaction.user
        place = place_of(interaction)
        if place is not Place.SERVER:
            await self._rematch_outside(interaction, click, place)
            return
        if guild is None or channel is None:
            return
        try:
            finished = await in_time(
                interaction, self.service.game_to_rematch(guild.id, game_id, user.id)
            )
        except RematchMade as made:
            await say(interaction, await self._rematch_made(interaction, made))
            return
        seating = self.service.rematch_players(finished.players, user.id)
        # Discord may be slow to send a member it doesn't cache (rate limits).
        members = await in_time(
            interaction, asyncio.gather(*(self._member(guild, m) for m in seating))
        )
        players: list[discord.abc.User] = []
        for member_id, member in zip(seating, members, strict=True):
            if member is None:
                lang, challenge = member_words(interaction), self.commands("gin challenge")
                said = lang("rematch-member-left", member=f"<@{member_id}>", challenge=challenge)
                await say(interaction, said)
                return
            players.append(member)
        own_thread = self._own_thread(guild.id, channel)
        if await self._lacks_permissions(interaction, own_thread):
            return
        row = finished.row
        # Asked in the game's own thread: played there, its members busy in the channel it
        # was made in, as the first game was.
        home = row.home_channel_id if channel.id == row.channel_id else None
        asked = ChallengeRequest(
            guild_id=guild.id,
            channel_id=channel.id,
            players=seating,
            rules=row.rules,
            turn_seconds=row.turn_seconds,
            names=tuple(
                "" if is_computer(i) else p.display_name
                for p, i in zip(players, seating, strict=True)
            ),
            rated=row.rated,
            home_channel_id=home,
            parent_channel_id=getattr(channel, "parent_id", None),
            rematch_of=game_id,
        )
        await self._make_challenge(interaction, channel, asked, players, own_thread)

    async def _rematch_outside(
        self, interaction: discord.Interaction, click: Click, place: Place
    ) -> None:
        """A rematch where the bot was not invited: the same two players and rules, a new
        challenge answered with its table, as the first was."""
        channel_id = interaction.channel_id
        if channel_id is None:
            return
        if refusal(Reach.NEW_GAMES, place, interaction.permissions.value, "") is not None:
            # A server that lets the member's apps answer only privately: no table there.
            await say(interaction, member_words(interaction)(NO_EXTERNAL_APPS))
            return
        try:
            finished = await in_time(
                interaction,
                self.service.game_to_rematch(NO_SERVER, click.game_id, interaction.user.id),
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
            return
        seating = self.service.rematch_players(finished.players, interaction.user.id)
        players = await in_time(interaction, asyncio.gather(*(self._user(i) for i in seating)))
        row = finished.row
        asked = ChallengeRequest(
            guild_id=NO_SERVER,
            channel_id=channel_id,
            players=seating,
            rules=row.rules,
            turn_seconds=row.turn_seconds,
            names=tuple(
                "" if is_computer(i) else p.display_name
                for p, i in zip(players, seating, strict=True)
            ),
            rated=False,
            rematch_of=click.game_id,
        )
        await self._make_outside(interaction, asked, list(players), place)

    async def _user(self, user_id: int) -> discord.abc.User:
        """A player as a Discord user (the computer's players: the bot)."""
        if is_computer(user_id):
            assert self.bot.user is not None
            return self.bot.user
        return self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)

    async def _member(self, guild: discord.Guild, member_id: int) -> discord.abc.User | None:
        """A player's member (the computer's players: the bot), None if they left the server."""
        if is_computer(member_id):
            return self.bot.user
        member = guild.get_member(member_id)
        if member is not None:
            return member
        try:
            return await guild.fetch_member(member_id)
        except discord.NotFound:
            return None

    async def _rematch_made(self, interaction: discord.Interaction, made: RematchMade) -> str:
        """Where the game's one rematch is, and how it stands."""
        row = await self.service.game_row(made.game_id)
        if row is None or interaction.guild is None:
            return refusal_for(interaction, made, self.commands)
        link = render_links.table_link(interaction.guild.id, row.channel_id, row.table_message_id)
        standing = render_games.standing_text(row.status, link, member_words(interaction))
        return f"{refusal_for(interaction, made, self.commands)} {standing}"


async def _take_back(thread: discord.Thread, permissions: discord.Permissions) -> None:
    """Take away the thread of a challenge that was not made. Deleting it needs Manage Threads,
    which the invite does not ask for; without it, archive it, as its creator may."""
    with contextlib.suppress(discord.HTTPException):
        if permissions.manage_threads:
            await thread.delete()
        else:
            await thread.edit(archived=True)
