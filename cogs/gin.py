"""The /gin commands and every button and select of a game. Thin: it turns an interaction into
a table-service call and a table into a message.

Every interaction is answered within Discord's 3 seconds whatever the database does: reads draw
committed state from memory, and anything that waits on the database is acknowledged first if it
takes long (a command privately, a click as a deferred edit of its message).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.controls import Click, Control, Kind, build_view, confirm_view, own_private_message
from bot.discord.pinger import TurnPinger
from bot.discord.publisher import TablePublisher
from bot.discord.render import common as render
from bot.discord.render import table as render_table
from bot.engine import Format, Knock, Rules
from bot.engine.computer import Level
from bot.engine.review import review
from bot.model import ConfirmAction, GameStatus
from bot.model.computer import computer_id, is_computer
from bot.model.settings import ServerSettings
from bot.model.versions import ViewVersion
from bot.pictures import drawing as pictures
from bot.pictures.workers import attachments, picture_file, start_workers
from bot.service import (
    AGREED_TO_ABANDON,
    AbandonProposal,
    ChallengeRequest,
    Event,
    GameGone,
    Hint,
    ProposalClosed,
    Refused,
    RematchMade,
    StaleView,
    Table,
    TableError,
    TableService,
    rules_from_options,
)

if TYPE_CHECKING:
    from bot.discord.client import GinBot

log = logging.getLogger(__name__)

NEEDED = ("view_channel", "send_messages", "embed_links")
THREAD_NEEDED = ("create_public_threads", "send_messages_in_threads")  # games in threads
UNKNOWN_INTERACTION = 10062
HAND_TOKEN_SECONDS = 14 * 60  # an interaction's token lasts 15 minutes
DEFER_AFTER = 2.0  # seconds; Discord drops an answer after 3
T = TypeVar("T")
BLOCKED = (
    "Heads up: I can't update the table or post results in this channel. An admin needs to "
    "give me View Channel, Send Messages and Embed Links here; your moves are saved meanwhile."
)
HINTS = {
    Hint.NEW_CHALLENGE: "Start a game of your own with /gin challenge.",
    Hint.OPEN_HAND: "Open your hand from the table to see what you can do.",
    Hint.TRY_AGAIN: "Please try again in a moment.",
}
NOT_YOURS = "Those controls belong to another message. Here is your own hand."
ANOTHER_MESSAGE = (
    "That button belongs to another message, so I did nothing. Use the buttons on the game's "
    "own message."
)
OLD_MESSAGE = "That message is from before I was updated, so I did nothing with your click."
OLD_HAND = f"{OLD_MESSAGE} Here is your hand again: play from here."
# What a control of an older release (no tag) still does: it shows or asks, it changes nothing.
HARMLESS = frozenset(
    {Control.HAND, Control.RULES, Control.MOVES, Control.REFRESH, Control.REVIEW, Control.RESIGN}
)
NO_GAME_HERE = "You have no game in this channel. Start one with /gin challenge."
NO_PICTURES = (
    "Note: I can't attach files in this channel, so this game is played without pictures of "
    "the hands and the table. An admin can give me Attach Files here, or turn pictures off "
    "with /gin-admin settings."
)


FORMAT_CHOICES = {
    "Two players": "heads-up",
    "Three players, the dealer sits out": "three",
    "Three players, the loser sits out": "three-loser",
    "Partnerships (four players)": "partnership",
    "Hollywood (two players, three games)": "hollywood",
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
# A choice's value -> (the format, the rotation) in the rules' own words.
FORMATS = {
    "heads-up": ("heads-up", "dealer sits out"),
    "three": ("three", "dealer sits out"),
    "three-loser": ("three", "loser sits out"),
    "partnership": ("partnership", "dealer sits out"),
    "hollywood": ("hollywood", "dealer sits out"),
}


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
            format_, rotation = FORMATS.get(chosen, (chosen, "dealer sits out"))
        return rules_from_options(
            self.bonuses or defaults.bonuses,
            self.variant or defaults.variant.value,
            self.target if self.target is not None else defaults.target,
            format_,
            rotation,
        )

    def seating(self, challenger: discord.abc.User, rules: Rules) -> list[discord.abc.User]:
        """Everyone in seating order, the challenger first: three players in the order named;
        partnerships with partners across (seats 0 and 2)."""
        if rules.format is Format.PARTNERSHIP:
            if self.partner is None or self.opponent2 is None:
                raise TableError(
                    "A partnership game needs your partner and two opponents: fill in partner, "
                    "opponent and opponent2."
                )
            return [challenger, self.opponent, self.partner, self.opponent2]
        if self.partner is not None:
            raise TableError("Only partnership games have partners: leave partner empty.")
        return [challenger, *(u for u in (self.opponent, self.opponent2) if u is not None)]


def refusal(exc: TableError, user_id: int | None = None) -> str:
    """A service refusal in Discord's words: what happened, then what to do next."""
    if isinstance(exc, Refused):
        who = " and ".join(f"<@{m}>" for m in exc.members)
        verb = "doesn't" if len(exc.members) == 1 else "don't"
        return f"{who} {verb} take challenges right now. Challenge someone else."
    if exc.busy and user_id not in exc.busy:  # name who is busy
        who = " and ".join(f"<@{m}>" for m in exc.busy)
        verb = "is" if len(exc.busy) == 1 else "are"
        return (
            f"{who} {verb} already in a game or challenge in this channel. Challenge someone "
            "else, or play in another channel."
        )
    hint = HINTS.get(exc.hint) if exc.hint is not None else None
    return f"{exc} {hint}" if hint else str(exc)


async def in_time(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """Await work that may wait on the database; if it is slow, acknowledge the interaction
    first (a click as a deferred edit, a command privately), so that Discord's 3-second limit
    never turns a saved move into "interaction failed"."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
    if not done and not interaction.response.is_done():
        with contextlib.suppress(discord.HTTPException):
            if interaction.type is discord.InteractionType.component:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=True, thinking=True)
    return await task


class GinCog(commands.Cog, name="Gin"):
    gin = app_commands.Group(name="gin", description="Play gin rummy", guild_only=True)

    def __init__(self, bot: GinBot) -> None:
        self.bot = bot
        assert bot.service is not None
        self.service: TableService = bot.service
        assert bot.clicks is not None and bot.confirmations is not None
        self.key = bot.clicks.key
        self.confirmations = bot.confirmations
        self.publisher = TablePublisher(bot, self.service, self.key)
        self.pinger = TurnPinger(bot, self.service)
        self.service.subscribe(self.on_table_event)
        self._menu = app_commands.ContextMenu(
            name="Challenge to gin rummy", callback=self.challenge_menu
        )
        self._menu.guild_only = True
        self._timer: asyncio.Task[None] | None = None
        # (game, member) -> (the interaction that last showed their hand, when, its version)
        self._hands: dict[tuple[int, int], tuple[discord.Interaction, float, str]] = {}
        self._hand_edits: set[asyncio.Task[None]] = set()
        # game -> (channel, message) of its open proposal to abandon
        self._proposals: dict[int, tuple[int, int]] = {}

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self._menu)
        assert self.bot.clicks is not None
        self.bot.clicks.handle(Kind.GAME, self.on_control)
        start_workers()  # the pictures' worker processes
        # After a restart: redraw every live table and deliver what the outbox still owes.
        for table in self.service.tables():
            self.publisher.schedule(table)
        for table, post in self.service.owed_posts():
            self.publisher.deliver(table, [post])
        await self.pinger.start()
        self._timer = asyncio.create_task(self._run_timers())

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self._menu.name, type=self._menu.type)
        if self._timer is not None:
            self._timer.cancel()
        # Owed posts are not lost if they don't make it now: they stay in the outbox.
        await self.publisher.close(timeout=1.0)
        await self.pinger.close(timeout=1.0)

    async def _run_timers(self) -> None:
        while True:
            await asyncio.sleep(self.bot.tick_seconds)
            try:
                await self.service.tick()
                await self.service.heartbeat()
            except Exception:
                log.exception("timers failed")

    # -- Discord's connection: time the bot can't hear clicks counts against no one ----------

    @commands.Cog.listener()
    async def on_connect(self) -> None:
        await self.service.resume()

    @commands.Cog.listener()
    async def on_resumed(self) -> None:
        await self.service.resume()

    @commands.Cog.listener()
    async def on_disconnect(self) -> None:
        self.service.pause()

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

    # -- service events ---------------------------------------------------------------------

    def on_table_event(self, event: Event) -> None:
        # A table with no message yet is being posted by the command that made it.
        if event.table.row.table_message_id is not None:
            self.publisher.schedule(event.table)
        if event.posts:
            self.publisher.deliver(event.table, event.posts)
        if any(is_computer(p) for p in event.table.players):
            self._refresh_hands(event.table, event.actor)
        if event.table.id in self._proposals:
            self._close_lapsed_proposal(event.table)
        self.pinger.on_event(event)

    # -- hands at a table with the computer ----------------------------------------------------

    def _remember_hand(self, interaction: discord.Interaction, table: Table) -> None:
        """The interaction that last showed a member their hand at a table with the computer:
        its response is edited when the computer moves (its token lasts 15 minutes), since
        nobody clicks to see the computer's move."""
        if any(is_computer(p) for p in table.players):
            user = interaction.user.id
            self._hands[(table.id, user)] = (
                interaction,
                time.monotonic(),
                table.view_version(user),
            )

    def _refresh_hands(self, table: Table, actor: int | None) -> None:
        for user in table.players:
            remembered = self._hands.get((table.id, user))
            if remembered is None or user == actor:  # their own click's answer shows it
                continue
            interaction, shown_at, version = remembered
            if time.monotonic() - shown_at > HAND_TOKEN_SECONDS or not table.status.live:
                del self._hands[(table.id, user)]
                continue
            if table.game is None or table.view_version(user) == version:
                continue
            now = ViewVersion.parse(table.view_version(user))
            same_deal = now.number == ViewVersion.parse(version).number
            if same_deal and user not in table.acting:
                continue  # half a turn (the computer drew): its discard follows at once
            self._hands[(table.id, user)] = (interaction, shown_at, table.view_version(user))
            embed, view = render.hand_message(table, user, self.key)
            scene = render.hand_scene(table, user) if self.publisher.pictures_on(table) else None
            task = asyncio.create_task(self._edit_hand(interaction, embed, view, scene))
            self._hand_edits.add(task)
            task.add_done_callback(self._hand_edits.discard)

    @staticmethod
    async def _edit_hand(
        interaction: discord.Interaction,
        embed: discord.Embed,
        view: discord.ui.View,
        scene: pictures.HandScene | None,
    ) -> None:
        if scene is not None:
            render.show_picture(embed, scene)
        files = await attachments(scene)
        with contextlib.suppress(discord.HTTPException, aiohttp.ClientError, OSError):
            await interaction.edit_original_response(embed=embed, view=view, attachments=files)

    # -- pictures ----------------------------------------------------------------------------

    def _note_attach(self, interaction: discord.Interaction) -> None:
        """Remember whether the bot may attach files in the interaction's channel (Discord says
        so with every interaction), for the table's own updates too."""
        if interaction.channel_id is None:
            return
        if interaction.app_permissions.attach_files:
            self.publisher.no_attach.discard(interaction.channel_id)
        else:
            self.publisher.no_attach.add(interaction.channel_id)

    def _hand_picture(
        self, interaction: discord.Interaction, table: Table
    ) -> pictures.HandScene | None:
        self._note_attach(interaction)
        if not self.publisher.pictures_on(table):
            return None
        return render.hand_scene(table, interaction.user.id)

    def _hand(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> tuple[discord.Embed, discord.ui.View, pictures.HandScene | None]:
        """A player's private hand, and the scene of its picture (None: no picture)."""
        embed, view = render.hand_message(table, interaction.user.id, self.key, note)
        scene = self._hand_picture(interaction, table)
        if scene is not None:
            render.show_picture(embed, scene)
        return embed, view, scene

    async def _send_hand(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> None:
        """Show a player their hand in a new private message."""
        embed, view, scene = self._hand(interaction, table, note)
        files = {"file": await picture_file(scene)} if scene is not None else {}
        if interaction.response.is_done():
            await interaction.followup.send(embed=embed, view=view, ephemeral=True, **files)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True, **files)

    async def _edit_hand_here(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> None:
        """Redraw the player's private hand message they clicked."""
        embed, view, scene = self._hand(interaction, table, note)
        files = await attachments(scene)
        await self._edit(interaction, embed=embed, view=view, attachments=files)

    # -- commands ---------------------------------------------------------------------------

    @gin.command(name="challenge", description="Challenge members to a game of gin rummy")
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
        level="The computer's level, if you name me (the bot) as a player: easy, normal, hard",
    )
    @app_commands.choices(
        format=[
            app_commands.Choice(name=name, value=value) for name, value in FORMAT_CHOICES.items()
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

    @gin.command(name="practice", description="Play against the computer, right away")
    @app_commands.describe(level="How strong: easy, normal (default) or hard")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def practice(self, interaction: discord.Interaction, level: str = "normal") -> None:
        me = interaction.client.user
        assert me is not None
        await self._challenge(interaction, Request(me, level=level))

    async def challenge_menu(self, interaction: discord.Interaction, member: discord.User) -> None:
        await self._challenge(interaction, Request(member))

    async def _challenge(self, interaction: discord.Interaction, request: Request) -> None:
        guild, channel = interaction.guild, interaction.channel
        if guild is None or channel is None:
            await self._say(interaction, "Gin rummy is played in a server channel, not in DMs.")
            return
        settings = self.service.settings(guild.id)
        own_thread = self._own_thread(guild.id, channel)
        me = interaction.client.user
        for user in request.named():
            if not isinstance(user, discord.Member) and not (me and user.id == me.id):
                await self._say(
                    interaction,
                    f"{user.mention} isn't a member of this server, so they can't play here. "
                    "Challenge someone who is.",
                )
                return
        if await self._lacks_permissions(interaction, own_thread):
            return
        try:
            rules = request.rules(settings)
            players = request.seating(interaction.user, rules)
            ids = self._seat_ids(interaction, players, request.level)
            asked = ChallengeRequest(
                guild_id=guild.id,
                channel_id=channel.id,
                players=ids,
                rules=rules,
                turn_seconds=(request.turn_minutes or settings.turn_minutes) * 60,
                bots=tuple(i for p, i in zip(players, ids, strict=True) if p.bot and i == p.id),
                names=tuple(
                    p.display_name if i == p.id else "" for p, i in zip(players, ids, strict=True)
                ),
                rated=request.rated,
                parent_channel_id=getattr(channel, "parent_id", None),
            )
        except TableError as exc:
            await self._say(interaction, refusal(exc, interaction.user.id))
            return
        await self._make_challenge(interaction, channel, asked, players, own_thread)

    def _own_thread(self, guild_id: int, channel: Any) -> bool:
        """A challenge here opens a thread of its own (the server's setting; a challenge made
        in a thread stays in it)."""
        return self.service.settings(guild_id).threads and isinstance(channel, discord.TextChannel)

    async def _lacks_permissions(self, interaction: discord.Interaction, own_thread: bool) -> bool:
        """Says so if the bot lacks a permission a table needs in the channel."""
        needed = NEEDED + (THREAD_NEEDED if own_thread else ())
        missing = [p for p in needed if not getattr(interaction.app_permissions, p)]
        if missing:
            names = ", ".join(p.replace("_", " ").title() for p in missing)
            await self._say(
                interaction,
                f"I need {names} in this channel to run a table. "
                "Ask an admin to grant them, or play in another channel.",
            )
        return bool(missing)

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
        self._note_attach(interaction)
        pictures_on = self.service.settings(asked.guild_id).pictures
        no_pictures = pictures_on and not interaction.app_permissions.attach_files
        try:
            self.service.check_challenge(asked)  # in memory: refusals come at once
            if own_thread:
                await self._challenge_in_thread(interaction, channel, asked, players)  # type: ignore[arg-type]
                if no_pictures:
                    await self._say(interaction, NO_PICTURES)
                return
            # The database may be slow: if it is, this is answered privately first and the
            # challenge is posted to the channel (a deferral keeps its privacy for its answer).
            table = await in_time(interaction, self.service.challenge(asked))
        except RematchMade as made:
            await self._say(interaction, await self._rematch_made(interaction, made))
            return
        except TableError as exc:
            await self._say(interaction, refusal(exc, interaction.user.id))
            return
        embed, view = render.table_message(table, self.service.deadlines(table), self.key)
        invited = [p for p, i in zip(players, table.players, strict=True) if i == p.id][1:]
        mention = {
            "content": " ".join(p.mention for p in invited),
            "allowed_mentions": discord.AllowedMentions(users=invited),
        }
        try:
            if not interaction.response.is_done():
                callback = await interaction.response.send_message(
                    embed=embed, view=view, **mention
                )
                message_id = callback.message_id
            else:
                message = await channel.send(embed=embed, view=view, **mention)  # type: ignore[union-attr]
                message_id = message.id
                await self._say(interaction, "Your challenge is posted in the channel.")
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            # The challenge exists: the publisher shows it (with its Cancel button) instead.
            log.warning("game %s: could not answer the challenge (%s)", table.id, exc)
            self.publisher.schedule(table)
            return
        if message_id is not None:
            await self.service.set_table_message(table.id, message_id)
        self._posted(table)
        if no_pictures:
            await self._say(interaction, NO_PICTURES)

    @staticmethod
    def _seat_ids(
        interaction: discord.Interaction, players: list[discord.abc.User], level: str | None
    ) -> tuple[int, ...]:
        """Member ids by seat; naming the bot itself seats the computer (a seat id of its
        own for each time it is named)."""
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
        title = " vs ".join(p.display_name for p in players)
        try:
            thread = await channel.create_thread(
                name=f"Gin rummy: {title}"[:100],
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,  # a week: longer than any turn timer
                reason="A gin rummy game",
            )
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("could not open a thread in channel %s: %s", channel.id, exc)
            await self._say(
                interaction,
                "I couldn't open a thread for the game here. Ask an admin to check my "
                "thread permissions in this channel, or try again in a moment.",
            )
            return
        asked = replace(asked, channel_id=thread.id, home_channel_id=channel.id)
        try:
            table = await self.service.challenge(asked)
        except TableError as exc:
            with contextlib.suppress(discord.HTTPException):
                await thread.delete()
            if isinstance(exc, RematchMade):
                await self._say(interaction, await self._rematch_made(interaction, exc))
            else:
                await self._say(interaction, refusal(exc, interaction.user.id))
            return
        embed, view = render.table_message(table, self.service.deadlines(table), self.key)
        invited = [p for p, i in zip(players, table.players, strict=True) if i == p.id][1:]
        try:
            message = await thread.send(
                content=" ".join(p.mention for p in invited),
                embed=embed,
                view=view,
                allowed_mentions=discord.AllowedMentions(users=invited),
            )
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("game %s: could not post the challenge (%s)", table.id, exc)
            self.publisher.schedule(table)
        else:
            await self.service.set_table_message(table.id, message.id)
            self._posted(table)
        await self._say(interaction, f"Your challenge is posted in {thread.mention}.")

    def _posted(self, table: Table) -> None:
        """The table message was posted as ``table`` stands, without a picture: a game with
        the computer starts at once, and the publisher adds its picture."""
        if table.game is not None and self.publisher.picture_scene(table) is not None:
            self.publisher.schedule(table)
        else:
            self.publisher.mark_shown(table)

    @gin.command(name="hand", description="Show your hand in your game in this channel")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        if table is None:
            await self._say(interaction, NO_GAME_HERE)
            return
        await self._send_hand(interaction, table)
        self._remember_hand(interaction, table)

    @gin.command(name="resign", description="Resign your game in this channel")
    async def resign(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        if table is None:
            await self._say(
                interaction,
                "You have no game in this channel to resign. (An open challenge can be "
                "withdrawn with its Cancel button.)",
            )
            return
        await self._confirm_resign(interaction, table)

    @gin.command(name="rules", description="The rules in brief, and this server's defaults")
    async def rules(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        settings = self.service.settings(interaction.guild.id if interaction.guild else 0)
        if table is not None:
            text = render.rules_text(table.row.rules.describe(), settings.min_games, "This game")
        else:
            line = settings.default_rules().describe()
            text = render.rules_text(line, settings.min_games, "This server's default")
        await self._say(interaction, text)

    @gin.command(name="help", description="The commands, and the rules in two minutes")
    async def help(self, interaction: discord.Interaction) -> None:
        commands_ = sorted(self.gin.commands, key=lambda c: c.name)
        lines = [f"`/gin {c.name}`: {c.description}" for c in commands_]
        lines.append(
            "Right-click a member → Apps → **Challenge to gin rummy**: a challenge with the "
            "server's defaults (on me: a game against the computer)."
        )
        lines.append(
            "`/gin-admin settings | end | season`: for server managers (Manage Server, or the "
            "roles they grant it to)."
        )
        settings = self.service.settings(interaction.guild.id if interaction.guild else 0)
        line = settings.default_rules().describe()
        rules = render.rules_text(line, settings.min_games, "This server's default")
        embed = discord.Embed(title="Gin rummy: how to play here", colour=render.GOLD)
        # An embed's description holds 4096 characters; a field only 1024.
        embed.description = "**Commands**\n" + "\n".join(lines) + "\n\n" + rules
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @gin.command(name="games", description="Your games and challenges in this server, with links")
    async def games(self, interaction: discord.Interaction) -> None:
        guild = interaction.guild
        assert guild is not None
        user = interaction.user.id
        tables = self.service.member_tables(guild.id, user)
        listed = [(t, self.service.deadlines(t)) for t in tables]
        embed = render_table.games_embed(guild.id, user, listed)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @gin.command(
        name="table", description="Post your game's table again at the bottom of this channel"
    )
    async def table_again(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        if table is None:
            await self._say(interaction, NO_GAME_HERE)
            return
        user = interaction.user.id
        if interaction.channel is None or interaction.channel.id != table.row.channel_id:
            await self._say(
                interaction,
                f"Your game is played in <#{table.row.channel_id}>: use /gin table there.",
            )
            return
        try:
            self.service.check_move(table.id, user)
        except TableError as exc:
            await self._say(interaction, refusal(exc))
            return
        old = table.row.table_message_id
        if old is not None and await self._last_message_id(interaction.channel) == old:
            await self._say(
                interaction, "Your table is already the last message here: it's just above."
            )
            return
        version = table.version
        embed, view = render.table_message(table, self.service.deadlines(table), self.key)
        scene = self.publisher.picture_scene(table)
        if scene is not None:
            render.show_picture(embed, scene)
        files = {"file": await picture_file(scene)} if scene is not None else {}
        try:
            callback = await interaction.response.send_message(embed=embed, view=view, **files)
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("game %s: could not post the table again (%s)", table.id, exc)
            await self._say(interaction, "I couldn't post the table here. Please try again.")
            return
        new = callback.message_id
        if new is None:
            return
        try:
            post = await self.service.move_table(table.id, user, new)
        except TableError as exc:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
            await self._say(interaction, refusal(exc))
            return
        if post is not None:
            self.publisher.deliver(table, [post])
        if table.version == version:
            self.publisher.mark_shown(table)
        else:  # a move came in while it was posted: show it there too
            self.publisher.redraw(table)

    @staticmethod
    async def _last_message_id(channel: Any) -> int | None:
        """The channel's newest message (None if it can't be read)."""
        try:
            async for message in channel.history(limit=1):
                return message.id
        except (discord.HTTPException, aiohttp.ClientError, OSError, AttributeError):
            return None
        return None

    def _find(self, interaction: discord.Interaction) -> Table | None:
        if interaction.guild is None:
            return None
        channel_id = interaction.channel.id if interaction.channel else None
        return self.service.find(interaction.guild.id, channel_id, interaction.user.id)

    # -- controls ---------------------------------------------------------------------------

    async def on_control(self, interaction: discord.Interaction, click: Click) -> None:
        game_id, action = click.game_id, click.control.value
        table = self.service.get(game_id)
        before = table.version if table is not None else None
        try:
            if click.signed or click.control in HARMLESS:
                await self._control(interaction, click)
            else:
                await self._old_control(interaction, click)
            if game_id in self.publisher.blocked:
                await self._say(interaction, BLOCKED)
        except StaleView as stale:
            await self._show_current(interaction, stale.table, str(stale))
        except TableError as exc:
            await self._say(interaction, refusal(exc))
        except Exception as exc:
            if isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_INTERACTION:
                # Answered too late (Discord allows 3 s): nothing more can be sent on this
                # token, and a move that was saved stands; the player's next click shows it.
                log.warning("game %s: the answer to %r came too late", game_id, action)
                return
            saved = table is not None and table.version != before
            bad_choice = isinstance(exc, (ValueError, IndexError))
            if saved or not bad_choice:
                log.exception("game %s: control %r failed", game_id, action)
            if saved:
                message = (
                    "Your move was saved, but I couldn't show it. Click Refresh or open "
                    "your hand from the table."
                )
            elif bad_choice:
                message = "That choice isn't valid any more. Open your hand again from the table."
            else:
                message = (
                    "Sorry, something went wrong on my side. Nothing was changed; please try again."
                )
            await self._say(interaction, message)

    async def _control(self, interaction: discord.Interaction, click: Click) -> None:
        user, service, control = interaction.user.id, self.service, click.control
        if control is Control.REVIEW:
            await self._review(interaction, click.game_id)
            return
        if control is Control.REMATCH:
            await self._rematch(interaction, click.game_id)
            return
        if control in (Control.ACCEPT, Control.DECLINE, Control.CANCEL):
            self._check_table_message(interaction, click.game_id)
            answer = service.accept if control is Control.ACCEPT else service.decline
            table = await in_time(interaction, answer(click.game_id, user))
            await self._edit_table(interaction, table)
            return
        table = service.get(click.game_id)
        if table is None or table.game is None:
            raise GameGone("That game is over.")
        if control in (Control.AGREE, Control.KEEP):
            await self._answer_proposal(interaction, table, click)
            return
        if control is Control.MOVES:  # anyone's, spectators' too: public information only
            embed = render_table.moves_embed(table)
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        if control is Control.RULES:
            min_games = self.service.settings(table.row.guild_id).min_games
            await self._say(interaction, render.rules_text(table.row.rules.describe(), min_games))
            return
        service.check_player(table, user)
        if control.private and not own_private_message(interaction):
            # A hand is only ever drawn into its owner's private message: never into this one.
            await self._send_hand(interaction, table, NOT_YOURS)
            return
        if control is Control.HAND:
            await self._send_hand(interaction, table)
            self._remember_hand(interaction, table)
        elif control is Control.REFRESH:
            await self._edit_hand_here(interaction, table)
            self._remember_hand(interaction, table)
        elif control is Control.RESIGN:
            await self._confirm_resign(interaction, table)
        elif control is Control.KNOCK:
            card = click.picked_card()
            options = service.knock_options(table.id, user, click.version, card)
            embed, view = render.knock_screen(table, user, click.version, card, options, self.key)
            scene = self._hand_picture(interaction, table)  # the hand stays in sight
            if scene is not None:
                render.show_picture(embed, scene)
            files = await attachments(scene)
            await interaction.response.edit_message(embed=embed, view=view, attachments=files)
        else:
            move = click.move()
            if control in (Control.KNOCK_GO, Control.KNOCK_PICK):
                assert click.card is not None
                melds = None
                if control is Control.KNOCK_PICK:
                    options = service.knock_options(table.id, user, click.version, click.card)
                    melds = options[click.picked_index(len(options))].melds
                move = Knock(click.card, melds)
            if move is None:
                raise TableError("That button is no longer used.", Hint.OPEN_HAND)
            await in_time(interaction, service.act(table.id, user, click.version, move))
            await self._edit_hand_here(interaction, table)
            self._remember_hand(interaction, table)

    async def _old_control(self, interaction: discord.Interaction, click: Click) -> None:
        """A control drawn before the bot tagged its ids, that would change something: nothing
        is done, and the clicker gets a fresh message to do it from."""
        control = click.control
        if control is Control.REMATCH:
            rematch = render.rematch_button(click.game_id, click.version)
            await interaction.response.send_message(
                f"{OLD_MESSAGE} Here is its Rematch button again.",
                view=build_view([[rematch]], self.key),
                ephemeral=True,
            )
            return
        table = self.service.get(click.game_id)
        if table is None:
            raise GameGone("That game is over.")
        if control in (Control.ACCEPT, Control.DECLINE, Control.CANCEL):
            self._check_table_message(interaction, table.id)
            await self._say(interaction, f"{OLD_MESSAGE} Its buttons are new now: click again.")
            self.publisher.redraw(table)
            return
        if control in (Control.AGREE, Control.KEEP):
            await self._answer_proposal(interaction, table, click)  # closes it, nothing else
            return
        self.service.check_player(table, interaction.user.id)
        if control is Control.RESIGN_YES:
            await self._confirm_resign(interaction, table)
        elif table.game is not None:
            await self._show_current(interaction, table, OLD_HAND)
        else:
            raise GameGone("That game is over.")

    def _check_table_message(self, interaction: discord.Interaction, game_id: int) -> None:
        """A challenge's buttons edit the message they are on: only the game's own."""
        table = self.service.get(game_id)
        shown = None if table is None else table.row.table_message_id
        if (
            shown is not None
            and interaction.message is not None
            and interaction.message.id != shown
        ):
            raise TableError(ANOTHER_MESSAGE)

    async def _review(self, interaction: discord.Interaction, game_id: int) -> None:
        """A player's private look back at a finished game with the computer."""
        guild = interaction.guild
        if guild is None:
            return
        table = await self.service.finished(guild.id, game_id)
        user = interaction.user.id
        if table.game is None or user not in table.players:
            await self._say(interaction, f"Only the players of game #{game_id} have a review.")
            return
        deals = review(table.game, table.players.index(user))
        embed = render.review_embed(game_id, deals)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def _confirm_resign(self, interaction: discord.Interaction, table: Table) -> None:
        """Ask first: a confirmation for this player and this game, answered once."""
        user = interaction.user.id
        asked = await in_time(
            interaction,
            self.confirmations.ask(table.row.guild_id, user, ConfirmAction.RESIGN, table.id),
        )
        view = confirm_view(asked.action.value, asked.token, user, "Yes, resign", None, self.key)
        who = "Your team forfeits" if len(table.players) == 4 else "You forfeit"
        text = (
            f"Resign game #{table.id}? {who} and is placed last. Dismiss this message to keep "
            "playing."
        )
        if interaction.response.is_done():
            await interaction.followup.send(text, view=view, ephemeral=True)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True)

    async def _edit_table(self, interaction: discord.Interaction, table: Table) -> None:
        embed, view = render.table_message(table, self.service.deadlines(table), self.key)
        self._note_attach(interaction)
        scene = self.publisher.picture_scene(table)
        if scene is not None:
            render.show_picture(embed, scene)
        files = await attachments(scene)
        await self._edit(interaction, content=None, embed=embed, view=view, attachments=files)
        self.publisher.mark_shown(table)

    async def _show_current(
        self, interaction: discord.Interaction, table: Table, note: str
    ) -> None:
        user = interaction.user.id
        if table.game is None or table.seat_of(user) is None:
            await self._say(interaction, note)
            return
        if own_private_message(interaction):
            await self._edit_hand_here(interaction, table, note)
        else:  # a stale public control: answer privately with the hand
            await self._send_hand(interaction, table, note)

    async def _edit(self, interaction: discord.Interaction, **fields: Any) -> None:
        """Edit the clicked message, through the deferred response if the click was deferred."""
        if interaction.response.is_done():
            await interaction.edit_original_response(**fields)
        else:
            await interaction.response.edit_message(**fields)

    async def _say(self, interaction: discord.Interaction, message: str) -> None:
        with contextlib.suppress(discord.HTTPException):
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)

    @gin.command(
        name="ping",
        description="A message that mentions you when it's your turn (on), or none (off)",
    )
    @app_commands.describe(
        state="on: a short message mentions you on your turn; off: none (the default)"
    )
    @app_commands.choices(state=[app_commands.Choice(name=n, value=n) for n in ("on", "off")])
    async def ping(self, interaction: discord.Interaction, state: str) -> None:
        assert interaction.guild is not None
        wanted = state == "on"
        await self.service.set_turn_ping(interaction.guild.id, interaction.user.id, wanted)
        await self._say(
            interaction,
            "Done: when it's your turn in a game here, a short message will mention you (it "
            "goes once you've played). Turn it off with /gin ping off."
            if wanted
            else "Done: no more turn messages for you here. Turn them on with /gin ping on.",
        )

    # -- agreeing to abandon -------------------------------------------------------------------

    @gin.command(
        name="abandon",
        description="Propose abandoning your game here: it ends unrated if every player agrees",
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        if table is None:
            await self._say(interaction, "You have no game in this channel to abandon.")
            return
        shown = table.id in self._proposals  # an open proposal has its message already
        try:
            proposal = await in_time(
                interaction, self.service.agree_to_abandon(table.id, interaction.user.id)
            )
        except TableError as exc:
            await self._say(interaction, refusal(exc))
            return
        if proposal.ended:
            self._show_proposal(table, closed=render_table.abandoned_text(table.id))
            await self._say(interaction, render_table.abandoned_text(table.id))
        elif shown and table.id in self._proposals:  # joined the open proposal
            self._show_proposal(table, proposal)
            await self._say(interaction, "Noted: you agree to abandon this game.")
        else:
            message = render_table.proposal_message(table, proposal, self.key)
            if interaction.response.is_done():
                sent = await interaction.followup.send(**message, wait=True)
                message_id = sent.id
            else:
                callback = await interaction.response.send_message(**message)
                message_id = callback.message_id
            if message_id is not None:
                self._proposals[table.id] = (table.row.channel_id, message_id)

    async def _answer_proposal(
        self, interaction: discord.Interaction, table: Table, click: Click
    ) -> None:
        """Agree or Keep playing, clicked on a proposal to abandon (its message is edited). A
        control of an older release only closes its message: no proposal outlives a restart."""
        user = interaction.user.id
        self.service.check_player(table, user)
        if not self._on_proposal_message(interaction, table.id):
            raise TableError(ANOTHER_MESSAGE)
        version = ViewVersion.parse(click.version).number
        try:
            if not click.signed:
                raise ProposalClosed()
            if click.control is Control.AGREE:
                proposal = await in_time(
                    interaction, self.service.agree_to_abandon(table.id, user, version)
                )
                if not proposal.ended:
                    message = render_table.proposal_message(table, proposal, self.key)
                    await self._edit(interaction, **message)
                    return
                closed = render_table.abandoned_text(table.id)
            else:
                self.service.keep_playing(table.id, user, version)
                why = f"{render.mention(user)} chose to keep playing"
                closed = render_table.proposal_closed_text(table.id, why)
        except ProposalClosed as exc:
            closed = render_table.proposal_closed_text(table.id, "it was withdrawn")
            await self._edit(interaction, content=closed, view=None)
            await self._say(interaction, str(exc))
            return
        self._proposals.pop(table.id, None)
        await self._edit(interaction, content=closed, view=None)

    def _on_proposal_message(self, interaction: discord.Interaction, game_id: int) -> bool:
        """The click is on this game's proposal message: the one it has open, or (after a
        restart, which forgets it) a message that reads as this game's proposal."""
        message = interaction.message
        if message is None:
            return False
        where = self._proposals.get(game_id)
        if where is not None:
            return message.id == where[1]
        return render_table.is_proposal_text(message.content, game_id)

    def _close_lapsed_proposal(self, table: Table) -> None:
        """A proposal withdrawn by a move, its expiry or the game's end: say so on it."""
        if self.service.proposal(table.id) is not None:
            return
        if table.row.end_reason == AGREED_TO_ABANDON:
            closed = render_table.abandoned_text(table.id)
        elif table.status is not GameStatus.ACTIVE:
            closed = render_table.proposal_closed_text(table.id, "the game ended")
        else:
            why = "a move was made, or it lapsed"
            closed = render_table.proposal_closed_text(table.id, why)
        self._show_proposal(table, closed=closed)

    def _show_proposal(
        self, table: Table, proposal: AbandonProposal | None = None, closed: str | None = None
    ) -> None:
        """Edit the game's proposal message in the background: the ``proposal`` as it stands,
        or ``closed`` (then it is forgotten)."""
        where = self._proposals.get(table.id)
        if where is None:
            return
        if proposal is not None:
            message = render_table.proposal_message(table, proposal, self.key)
        else:
            message = {"content": closed, "view": None}
            del self._proposals[table.id]
        edit = self.bot.get_partial_messageable(where[0]).get_partial_message(where[1])
        task = asyncio.create_task(self._quietly(edit.edit(**message)))
        self._hand_edits.add(task)
        task.add_done_callback(self._hand_edits.discard)

    @staticmethod
    async def _quietly(edit: Awaitable[Any]) -> None:
        with contextlib.suppress(discord.HTTPException, aiohttp.ClientError, OSError):
            await edit

    # -- rematch -----------------------------------------------------------------------------

    async def _rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """A player of a finished game challenges its players again, with its rules: an
        ordinary challenge (the others accept as usual), made once per game."""
        guild, channel, user = interaction.guild, interaction.channel, interaction.user
        if guild is None or channel is None:
            return
        try:
            finished = await self.service.game_to_rematch(guild.id, game_id, user.id)
        except RematchMade as made:
            await self._say(interaction, await self._rematch_made(interaction, made))
            return
        seating = self.service.rematch_players(finished.players, user.id)
        players: list[discord.abc.User] = []
        for member_id in seating:
            member = await self._member(guild, member_id)
            if member is None:
                await self._say(
                    interaction,
                    f"<@{member_id}> isn't a member of this server any more, so there can't be a "
                    "rematch. Challenge others with /gin challenge.",
                )
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

    async def _member(self, guild: discord.Guild, member_id: int) -> discord.abc.User | None:
        """A seat's member (the computer's seats: the bot), None if they left the server."""
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
            return str(made)
        link = render_table.table_link(interaction.guild.id, row.channel_id, row.table_message_id)
        state = render_table.status_words(row.status)
        return f"{made} It {state}: {link}"


async def setup(bot: GinBot) -> None:
    await bot.add_cog(GinCog(bot))
