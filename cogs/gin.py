"""The /gin commands and every button and select of a game. Thin: it turns an interaction into
a table-service call and a view into a message."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.engine import Action, BigGin, Card, Discard, DrawStock, Gin, Knock, PassUpcard
from bot.engine import TakeDiscard as TakeAction
from bot.tables import (
    Event,
    EventKind,
    StaleView,
    Table,
    TableError,
    TableService,
    rules_from_options,
)

if TYPE_CHECKING:
    from bot.client import GinBot

log = logging.getLogger(__name__)

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
NEEDED = ("view_channel", "send_messages", "embed_links")
UNKNOWN_INTERACTION = 10062
DEFER_AFTER = 2.0  # seconds; Discord drops an answer after 3
T = TypeVar("T")
BLOCKED = (
    "Heads up: I can't update the table or post results in this channel. An admin needs to "
    "give me View Channel, Send Messages and Embed Links here; your moves are saved meanwhile."
)


class GinControl(
    discord.ui.DynamicItem[discord.ui.Item[Any]],
    template=r"gin:(?P<game>\d+):(?P<version>\d+):(?P<action>[\w-]+)",
):
    """Every button and select of the bot. Its custom_id carries the game and the state version,
    so it keeps working after a restart and a click on an old view changes nothing."""

    def __init__(self, item: discord.ui.Item[Any], game_id: int, version: int, action: str):
        super().__init__(item)
        self.game_id, self.version, self.action = game_id, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GinControl:
        return cls(item, int(match["game"]), int(match["version"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Gin")  # type: ignore[attr-defined]
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await cog.on_control(interaction, self.game_id, self.version, self.action, values)


def build_view(rows: Sequence[Sequence[dict[str, Any]]]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for row_index, row in enumerate(rows):
        for spec in row:
            _, game, version, action = spec["custom_id"].split(":")
            item: discord.ui.Item[Any]
            if spec["type"] == "button":
                item = discord.ui.Button(
                    label=spec["label"],
                    style=STYLES[spec["style"]],
                    custom_id=spec["custom_id"],
                    row=row_index,
                )
            else:
                item = discord.ui.Select(
                    custom_id=spec["custom_id"],
                    placeholder=spec["placeholder"],
                    row=row_index,
                    options=[discord.SelectOption(**o) for o in spec["options"]],
                )
            control = GinControl(item, int(game), int(version), action)
            view.add_item(control)
    return view


def button(game_id: int, version: int, action: str, label: str, style: str) -> dict[str, Any]:
    return {
        "type": "button",
        "custom_id": render.custom_id(game_id, version, action),
        "label": label,
        "style": style,
    }


class TablePublisher:
    """Keeps each game's public messages coming. Table edits are coalesced per game (the newest
    state wins) and retried, so Discord's rate limits slow the display, never the game; other
    posts (deal results, reminders) go out in order in the background, so a slow channel never
    holds up the answer to a click."""

    def __init__(self, bot: GinBot, service: TableService) -> None:
        self.bot, self.service = bot, service
        self._latest: dict[int, Table] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._posts: dict[int, asyncio.Task[None]] = {}
        self._shown: dict[int, tuple[int, str]] = {}
        # Games whose channel refused us (403): the players are told on their next click.
        self.blocked: set[int] = set()

    def mark_shown(self, game_id: int, state: tuple[int, str]) -> None:
        self._shown[game_id] = state

    def post(self, table: Table, **kwargs: Any) -> None:
        """Send a message to the game's channel after the game's earlier posts."""
        previous = self._posts.get(table.id)

        async def run() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            await self._post(table, **kwargs)
            if self._posts.get(table.id) is task:
                del self._posts[table.id]

        task = asyncio.create_task(run())
        self._posts[table.id] = task

    async def _post(self, table: Table, **kwargs: Any) -> None:
        channel = self.bot.get_partial_messageable(table.row.channel_id)
        try:
            await channel.send(**kwargs)
        except discord.Forbidden:
            self.blocked.add(table.id)
            log.warning("game %s: no permission to post in channel %s", table.id, channel.id)
        except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
            log.warning("game %s: could not post (%s)", table.id, exc)

    def schedule(self, table: Table) -> None:
        self._latest[table.id] = table
        task = self._tasks.get(table.id)
        if task is None or task.done():
            self._tasks[table.id] = asyncio.create_task(self._run(table.id))

    async def wait_idle(self) -> None:
        while pending := [
            t for t in (*self._tasks.values(), *self._posts.values()) if not t.done()
        ]:
            await asyncio.gather(*pending, return_exceptions=True)

    async def close(self, timeout: float = 3.0) -> None:
        """Give what is in flight (a deal's result above all: it is not redone at the next
        start, unlike the table) a moment to go out, then stop."""
        pending = [t for t in (*self._tasks.values(), *self._posts.values()) if not t.done()]
        if pending:
            await asyncio.wait(pending, timeout=timeout)
        for task in pending:
            task.cancel()

    async def _run(self, game_id: int) -> None:
        failures = 0
        while True:  # until the newest state is shown: each pass shows a newer one
            table = self._latest[game_id]
            if self._shown.get(game_id) == (table.version, table.status):
                return
            # Rendered under the table's lock: never a move whose commit may still fail.
            embed, view, state = await self.service.read(table, _table_state)
            if self._shown.get(game_id) == state:
                return
            try:
                await self._publish(table, embed, view)
            except discord.Forbidden:
                self.blocked.add(game_id)
                log.warning(
                    "game %s: no permission to update the table in channel %s",
                    game_id,
                    table.row.channel_id,
                )
                return
            except (discord.HTTPException, aiohttp.ClientError, OSError) as exc:
                # Only failures count: moves made while an edit is held up are not a reason to
                # stop before the newest one is shown.
                failures += 1
                if failures >= 6:
                    log.warning("game %s: table update failed (%s), giving up", game_id, exc)
                    return
                log.warning("game %s: table update failed (%s), retrying", game_id, exc)
                await asyncio.sleep(min(2 ** (failures - 1), 30))
                continue
            self.blocked.discard(game_id)
            self._shown[game_id] = state
            if state[1] not in ("challenge", "active"):
                self._forget(game_id)
                return

    def _forget(self, game_id: int) -> None:
        """A finished game's table is final: drop what was kept to update it."""
        self._latest.pop(game_id, None)
        self._shown.pop(game_id, None)
        self._tasks.pop(game_id, None)

    async def _publish(
        self, table: Table, embed: discord.Embed, view: discord.ui.View | None
    ) -> None:
        channel = self.bot.get_partial_messageable(table.row.channel_id)
        message_id = table.row.table_message_id
        if message_id is not None:
            try:
                await channel.get_partial_message(message_id).edit(embed=embed, view=view)
                return
            except discord.NotFound:
                log.info("game %s: table message gone, posting a new one", table.id)
        message = await channel.send(embed=embed, view=view)
        await self.service.set_table_message(table.id, message.id)


def _table_state(
    table: Table,
) -> tuple[discord.Embed, discord.ui.View | None, tuple[int, str]]:
    embed, view = table_message(table)
    return embed, view, (table.version, table.status)


def table_message(table: Table) -> tuple[discord.Embed, discord.ui.View | None]:
    row = table.row
    if table.game is None:
        embed = render.challenge_embed(
            table.id,
            table.players,
            row.rules.describe(),
            row.turn_seconds,
            row.deadline,
            row.status,
        )
        if row.status != "challenge":
            return embed, None
        view = build_view(
            [
                [
                    button(table.id, table.version, "accept", "Accept", "success"),
                    button(table.id, table.version, "decline", "Decline", "secondary"),
                    button(table.id, table.version, "cancel", "Cancel", "danger"),
                ]
            ]
        )
        return embed, view
    game_view = table.game.public_view()
    embed = render.table_embed(table.id, game_view, table.players, row.deadline)
    if row.status != "active":
        return embed, None
    return embed, build_view(
        [
            [
                button(table.id, table.version, "hand", "Show my hand", "primary"),
                button(table.id, table.version, "rules", "Rules", "secondary"),
                button(table.id, table.version, "resign", "Resign", "danger"),
            ]
        ]
    )


def hand_message(
    table: Table, user_id: int, note: str | None = None
) -> tuple[discord.Embed, discord.ui.View]:
    seat = table.seat_of(user_id)
    assert table.game is not None and seat is not None
    view = table.game.view_for(seat)
    assert view.hand is not None
    embed = render.hand_embed(table.id, view, table.players, note)
    rows = render.hand_rows(table.id, table.version, view.hand) if table.status == "active" else []
    return embed, build_view(rows)


def parse_action(action: str, values: Sequence[str]) -> Action | None:
    """The engine action a control stands for (None for controls that only show something)."""
    simple: dict[str, Action] = {
        "take": TakeAction(),
        "pass": PassUpcard(),
        "draw": DrawStock(),
        "biggin": BigGin(),
    }
    if action in simple:
        return simple[action]
    if action in ("discard", "gin") and values:
        card = Card.parse(values[0])
        return Discard(card) if action == "discard" else Gin(card)
    if action.startswith("gin-"):
        return Gin(Card.parse(action[4:]))
    return None


class GinCog(commands.Cog, name="Gin"):
    gin = app_commands.Group(name="gin", description="Play gin rummy", guild_only=True)

    def __init__(self, bot: GinBot) -> None:
        self.bot = bot
        assert bot.service is not None
        self.service: TableService = bot.service
        self.publisher = TablePublisher(bot, self.service)
        self.service.subscribe(self.on_table_event)
        self._menu = app_commands.ContextMenu(
            name="Challenge to gin rummy", callback=self.challenge_menu
        )
        self._menu.guild_only = True
        self._timer: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self._menu)
        self.bot.add_dynamic_items(GinControl)
        # After a restart: redraw every live table (deadlines and timers come from the rows).
        for table in self.service.tables():
            self.publisher.schedule(table)
        self._timer = asyncio.create_task(self._run_timers())

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self._menu.name, type=self._menu.type)
        if self._timer is not None:
            self._timer.cancel()
        await self.publisher.close()

    async def _run_timers(self) -> None:
        while True:
            await asyncio.sleep(self.bot.tick_seconds)
            await self.service.tick()

    # -- service events ---------------------------------------------------------------------

    async def on_table_event(self, event: Event) -> None:
        table = event.table
        if event.kind in (EventKind.CHANGED, EventKind.CHALLENGE_CLOSED):
            self.publisher.schedule(table)
        elif event.kind is EventKind.DEAL_OVER and event.deal_outcome is not None:
            game = table.game
            assert game is not None and event.deal_number is not None
            embed = render.deal_result_embed(
                table.id,
                event.deal_number,
                event.deal_outcome,
                table.players,
                game.scores,
                game.rules.target,
            )
            self.publisher.post(table, embed=embed)
        elif event.kind is EventKind.GAME_OVER and event.game_outcome is not None:
            embed = render.game_over_embed(table.id, event.game_outcome, table.players)
            self.publisher.post(table, embed=embed)
        elif event.kind is EventKind.REMINDER and event.user_id is not None:
            self.publisher.post(
                table,
                content=f"<@{event.user_id}>, it's your turn in gin rummy game #{table.id}. "
                f"Time runs out {render.deadline_text(table.row.deadline)}; open your hand "
                "from the table.",
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(event.user_id)]),
            )

    # -- commands ---------------------------------------------------------------------------

    @gin.command(name="challenge", description="Challenge a member to a game of gin rummy")
    @app_commands.describe(
        opponent="Who to play against",
        variant="Standard, Oklahoma (the upcard sets the knock limit) or Straight (gin only)",
        target="Points to win (default 100)",
        bonuses="Gin / undercut bonus preset (default 25/25)",
        turn_minutes="Minutes per turn before the game is forfeited (default 10)",
    )
    @app_commands.choices(
        variant=[
            app_commands.Choice(name=n, value=v)
            for n, v in (
                ("Standard", "standard"),
                ("Oklahoma", "oklahoma"),
                ("Straight gin", "straight"),
            )
        ],
        bonuses=[
            app_commands.Choice(name=n, value=n) for n in ("25/25", "20/10", "20/20", "big-gin")
        ],
    )
    async def challenge(
        self,
        interaction: discord.Interaction,
        opponent: discord.Member,
        variant: str = "standard",
        target: app_commands.Range[int, 10, 1000] = 100,
        bonuses: str = "25/25",
        turn_minutes: app_commands.Range[int, 1, 1440] = 10,
    ) -> None:
        await self._challenge(interaction, opponent, variant, target, bonuses, turn_minutes)

    async def challenge_menu(
        self, interaction: discord.Interaction, member: discord.Member
    ) -> None:
        await self._challenge(interaction, member, "standard", 100, "25/25", 10)

    async def _challenge(
        self,
        interaction: discord.Interaction,
        opponent: discord.abc.User,
        variant: str,
        target: int,
        bonuses: str,
        turn_minutes: int,
    ) -> None:
        if interaction.guild is None or interaction.channel is None:
            await self._say(interaction, "Gin rummy is played in a server channel, not in DMs.")
            return
        missing = [p for p in NEEDED if not getattr(interaction.app_permissions, p)]
        if missing:
            names = ", ".join(p.replace("_", " ").title() for p in missing)
            await self._say(
                interaction,
                f"I need {names} in this channel to run a table. "
                "Ask an admin to grant them, or play in another channel.",
            )
            return
        try:
            rules = rules_from_options(bonuses, variant, target)
            table = await self.service.challenge(
                guild_id=interaction.guild.id,
                channel_id=interaction.channel.id,
                challenger=interaction.user.id,
                opponent=opponent.id,
                rules=rules,
                turn_seconds=turn_minutes * 60,
                opponent_is_bot=opponent.bot,
            )
        except TableError as exc:
            await self._say(interaction, str(exc))
            return
        embed, view = table_message(table)
        await interaction.response.send_message(
            content=opponent.mention,
            embed=embed,
            view=view,
            allowed_mentions=discord.AllowedMentions(users=[opponent]),
        )
        message = await interaction.original_response()
        await self.service.set_table_message(table.id, message.id)
        self.publisher.mark_shown(table.id, (table.version, table.status))

    @gin.command(name="hand", description="Show your hand in your game in this channel")
    async def hand(self, interaction: discord.Interaction) -> None:
        table = self._find(interaction)
        if table is None:
            await self._say(
                interaction, "You have no game in this channel. Start one with /gin challenge."
            )
            return
        embed, view = await self._hand(table, interaction.user.id)
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

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
        line = (table.row.rules if table else rules_from_options()).describe()
        await self._say(interaction, render.rules_text(line))

    def _find(self, interaction: discord.Interaction) -> Table | None:
        if interaction.guild is None:
            return None
        channel_id = interaction.channel.id if interaction.channel else None
        return self.service.find(interaction.guild.id, channel_id, interaction.user.id)

    # -- controls ---------------------------------------------------------------------------

    async def on_control(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        action: str,
        values: list[str],
    ) -> None:
        table = self.service.get(game_id)
        before = table.version if table is not None else None
        try:
            await self._control(interaction, game_id, version, action, values)
            if game_id in self.publisher.blocked:
                await self._say(interaction, BLOCKED)
        except StaleView as stale:
            await self._show_current(interaction, stale.table, str(stale))
        except TableError as exc:
            await self._say(interaction, str(exc))
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

    async def _control(
        self,
        interaction: discord.Interaction,
        game_id: int,
        version: int,
        action: str,
        values: list[str],
    ) -> None:
        user = interaction.user.id
        service = self.service
        if action == "accept":
            table = await self._in_time(interaction, service.accept(game_id, user))
            await self._edit_table(interaction, table)
            return
        if action in ("decline", "cancel"):
            table = await self._in_time(interaction, service.decline(game_id, user))
            await self._edit_table(interaction, table)
            return
        table = service.get(game_id)
        if table is None or table.game is None:
            raise TableError("That game is over. Start a new one with /gin challenge.")
        if action == "rules":
            await self._say(interaction, render.rules_text(table.row.rules.describe()))
            return
        service.check_player(table, user)
        if action in ("hand", "refresh"):
            embed, view = await self._hand(table, user)
            if action == "hand":
                await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
            else:
                await interaction.response.edit_message(embed=embed, view=view)
            return
        if action == "resign":
            await self._confirm_resign(interaction, table)
            return
        if action == "resign-yes":
            await self._in_time(interaction, service.resign(game_id, user))
            await self._edit(
                interaction,
                content=f"You resigned game #{game_id}. Start a new one any time with "
                "/gin challenge.",
                embed=None,
                view=None,
            )
            return
        if action == "knock":
            await self._offer_knock(interaction, table, version, Card.parse(values[0]))
            return
        if action.startswith("knockgo-") or action.startswith("knockpick-"):
            await self._knock(interaction, table, version, action, values)
            return
        engine_action = parse_action(action, values)
        if engine_action is None:
            raise TableError("That button is no longer used. Open your hand from the table.")
        await self._in_time(interaction, service.act(game_id, user, version, engine_action))
        embed, view = await self._hand(table, user)
        await self._edit(interaction, embed=embed, view=view)

    async def _offer_knock(
        self, interaction: discord.Interaction, table: Table, version: int, card: Card
    ) -> None:
        if version != table.version:
            raise StaleView(table)
        assert table.game is not None
        if table.to_act != interaction.user.id:
            raise TableError("It's not your turn.")
        options = await self.service.read(table, lambda t: t.game.deal.knock_options(card))
        if not options:
            raise TableError(f"You can't knock by discarding {card}.")
        rows: list[list[dict[str, Any]]] = []
        if len(options) > 1:
            rows.append(
                [
                    {
                        "type": "select",
                        "custom_id": render.custom_id(table.id, version, f"knockpick-{card.code}"),
                        "placeholder": "Lay other melds…",
                        "options": [
                            {
                                "label": _short(a),
                                "value": str(i),
                                "description": f"deadwood {a.deadwood}",
                            }
                            for i, a in enumerate(options[:25])
                        ],
                    }
                ]
            )
        rows.append(
            [
                button(table.id, version, f"knockgo-{card.code}", f"Knock with {card}", "success"),
                button(table.id, version, "refresh", "Back", "secondary"),
            ]
        )
        await interaction.response.edit_message(
            embed=render.knock_choice_embed(table.id, card, options), view=build_view(rows)
        )

    async def _knock(
        self,
        interaction: discord.Interaction,
        table: Table,
        version: int,
        action: str,
        values: list[str],
    ) -> None:
        kind, code = action.split("-", 1)
        card = Card.parse(code)
        assert table.game is not None
        melds = None
        if kind == "knockpick":
            if version != table.version:
                raise StaleView(table)
            options = await self.service.read(table, lambda t: t.game.deal.knock_options(card))
            melds = options[int(values[0])].melds
        move = self.service.act(table.id, interaction.user.id, version, Knock(card, melds))
        await self._in_time(interaction, move)
        embed, view = await self._hand(table, interaction.user.id)
        await self._edit(interaction, embed=embed, view=view)

    async def _confirm_resign(self, interaction: discord.Interaction, table: Table) -> None:
        view = build_view(
            [[button(table.id, table.version, "resign-yes", "Yes, resign", "danger")]]
        )
        await interaction.response.send_message(
            f"Resign game #{table.id}? Your opponent wins by forfeit. Dismiss this message to "
            "keep playing.",
            view=view,
            ephemeral=True,
        )

    async def _edit_table(self, interaction: discord.Interaction, table: Table) -> None:
        embed, view, state = await self.service.read(table, _table_state)
        await self._edit(interaction, content=None, embed=embed, view=view)
        self.publisher.mark_shown(table.id, state)

    async def _hand(
        self, table: Table, user_id: int, note: str | None = None
    ) -> tuple[discord.Embed, discord.ui.View]:
        """The private hand, drawn from committed state only (see ``TableService.read``)."""
        return await self.service.read(table, lambda t: hand_message(t, user_id, note))

    async def _show_current(
        self, interaction: discord.Interaction, table: Table, note: str
    ) -> None:
        user = interaction.user.id
        if table.game is None or table.seat_of(user) is None:
            await self._say(interaction, note)
            return
        message = interaction.message
        embed, view = await self._hand(table, user, note)
        if message is not None and message.flags.ephemeral:
            await self._edit(interaction, embed=embed, view=view)
        elif interaction.response.is_done():
            await interaction.followup.send(embed=embed, view=view, ephemeral=True)
        else:  # a stale public control: answer privately with the hand
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)

    async def _in_time(self, interaction: discord.Interaction, work: Awaitable[T]) -> T:
        """Await a state change; if it is slow (a busy database), acknowledge the click first
        so that Discord's 3-second limit never turns a saved move into "interaction failed"."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
        if not done and not interaction.response.is_done():
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.defer()
        return await task

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


def _short(arrangement: Any) -> str:
    text = " ".join(f"[{m}]" for m in arrangement.melds)
    return text if len(text) <= 100 else text[:99] + "…"


async def setup(bot: GinBot) -> None:
    await bot.add_cog(GinCog(bot))
