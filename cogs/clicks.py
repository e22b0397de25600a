"""Every click on a game's controls (Kind.GAME): the challenge's Accept, Decline and Cancel, the
table's buttons, the private hand's moves and the knock screen, the score sheet's Review; and
what a control of an older release may still do. Thin: a click becomes a table-service call and
the clicked message is drawn again. Controls of other features reach their handlers through
``routes``, a registry the composition fills (Rematch: the challenges; Agree, Keep playing: the
proposals to abandon).

Every click is answered within Discord's 3 seconds whatever the database does (see
:func:`bot.discord.answers.in_time`)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping

import discord
from discord.ext import commands

from bot.discord.answers import (
    blocked,
    edit_clicked,
    in_time,
    picture_time,
    refusal_for,
    say,
)
from bot.discord.asking import ask_to_resign
from bot.discord.components import build_view, own_private_message
from bot.discord.composition import House
from bot.discord.controls import TABLE_CONTROLS, Click, Control
from bot.discord.places import games_server
from bot.discord.render import hand as render_hand
from bot.discord.render import moves as render_moves
from bot.discord.render import results as render_results
from bot.discord.render import rules as render_rules
from bot.discord.render.words import member_words
from bot.engine import Knock
from bot.engine.review import review
from bot.service import GameGone, Hint, StaleView, Table, TableError

__all__ = ["ClickHandler", "ClicksCog"]

log = logging.getLogger(__name__)

UNKNOWN_INTERACTION = 10062
# What a control of an older release (no tag) still does: it shows or asks, it changes nothing.
HARMLESS = frozenset(
    {Control.HAND, Control.RULES, Control.MOVES, Control.REFRESH, Control.REVIEW, Control.RESIGN}
)

ClickHandler = Callable[[discord.Interaction, Click], Awaitable[None]]
# Answers that update the clicked message, which becomes the click's @original.
UPDATED = (
    discord.InteractionResponseType.message_update,
    discord.InteractionResponseType.deferred_message_update,
)


class ClicksCog(commands.Cog, name="Clicks"):
    def __init__(self, house: House, routes: Mapping[Control, ClickHandler]) -> None:
        self.service, self.publisher, self.key = house.service, house.publisher, house.key
        self.keys = house.keys
        self.hands, self.files, self.confirmations = house.hands, house.files, house.confirmations
        self.routes = routes
        self.commands = house.commands

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
                in_thread = isinstance(interaction.channel, discord.Thread)
                lang = member_words(interaction)
                said = blocked(interaction.app_permissions, in_thread=in_thread, lang=lang)
                await say(interaction, said)
        except StaleView as stale:
            await self.hands.show_current(
                interaction, stale.table, refusal_for(interaction, stale, self.commands)
            )
        except TableError as exc:
            await say(interaction, refusal_for(interaction, exc, self.commands))
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
            said = "click-saved" if saved else "click-stale" if bad_choice else "click-failed"
            await say(interaction, member_words(interaction)(said))
        if interaction.response.is_done():
            try:
                await self._keep_table(interaction, click)
            except Exception:
                log.warning("game %s: could not keep its table up to date", game_id, exc_info=True)

    async def _control(self, interaction: discord.Interaction, click: Click) -> None:
        user, service, control = interaction.user.id, self.service, click.control
        if control is Control.REVIEW:
            await self._review(interaction, click.game_id)
            return
        if control is Control.REMATCH:
            await self.routes[control](interaction, click)
            return
        if control is Control.WAKE:  # a table put to sleep: shown live again, here
            woken = service.get(click.game_id) or await in_time(
                interaction, service.ended(click.game_id)
            )
            if woken is None:
                raise GameGone("refusal-game-over")
            message = interaction.message
            if message is not None:
                # The table shown until now goes to sleep first: one live table at a time.
                await in_time(interaction, self.publisher.wake(woken, message.id))
            await self._edit_table(interaction, woken)
            return
        if control in (Control.ACCEPT, Control.DECLINE, Control.CANCEL):
            self._check_table_message(interaction, click.game_id)
            started = service.get(click.game_id)
            if (
                started is not None
                and started.game is not None
                and not self.publisher.shows_status(started)
            ):
                # Its message may still show the challenge (an edit owed since a restart): the
                # click shows the game as it stands.
                await self._edit_table(interaction, started)
                await say(interaction, member_words(interaction)("click-started"))
                return
            answer = service.accept if control is Control.ACCEPT else service.decline
            answered = await in_time(interaction, answer(click.game_id, user))
            await self._edit_table(interaction, answered)
            return
        table = service.get(click.game_id)
        if table is None or table.game is None:
            raise GameGone("refusal-game-over")
        if control in (Control.AGREE, Control.KEEP, Control.ABANDON):
            await self.routes[control](interaction, click)
            return
        if control is Control.MOVES:  # anyone's, spectators' too: public information only
            embed = render_moves.moves_embed(table, member_words(interaction))
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        lang = member_words(interaction)
        if control is Control.RULES:
            text = render_rules.rules_text(table.row.rules, lang, commands=self.commands)
            await say(interaction, text)
            return
        service.check_player(table, user)
        if control.private and not own_private_message(interaction):
            # A hand is only ever drawn into its owner's private message: never into this one.
            await self.hands.send(interaction, table, lang("click-not-yours"))
            return
        if control is Control.HAND:
            await self.hands.send(interaction, table)
            self.hands.remember(interaction, table)
        elif control is Control.REFRESH:
            await self.hands.edit_here(interaction, table)
            self.hands.remember(interaction, table)
        elif control is Control.RESIGN:
            await ask_to_resign(interaction, self.confirmations, self.key, table)
        elif control is Control.KNOCK:
            card = click.picked_card()
            options = service.knock_options(table.id, user, click.version, card)
            style = self.hands.style(table, user)
            embed, view = render_hand.knock_screen(
                table, user, click.version, card, options, self.key, style, lang=lang
            )
            scene = self.hands.picture(interaction, table)  # the hand stays in sight
            await self.hands.answer(interaction, table, embed, view, scene)
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
                raise TableError("refusal-button-unused", Hint.OPEN_HAND)
            await in_time(interaction, service.act(table.id, user, click.version, move))
            await self.hands.edit_here(interaction, table)
            self.hands.remember(interaction, table)

    async def _keep_table(self, interaction: discord.Interaction, click: Click) -> None:
        """Where the bot was not invited: a click on the table message keeps it editable for
        15 minutes more; a click elsewhere (a hand) brings a new table if it can't be."""
        # Answered (whatever the answer, a refusal too): its token may send what the game owes,
        # a game over included (follow-ups come after the answer).
        self.publisher.offer(click.game_id, interaction)
        table = self.service.get(click.game_id)
        message = interaction.message
        if table is None or message is None or not self.keys.outside(table.row):
            return
        on_table = click.control in TABLE_CONTROLS and not message.flags.ephemeral
        if on_table and interaction.response.type in UPDATED:
            await self.publisher.table_clicked(table, interaction, message.id)
        elif not on_table:
            await self.publisher.hand_clicked(table, interaction)

    async def _old_control(self, interaction: discord.Interaction, click: Click) -> None:
        """A control drawn before the bot tagged its ids, that would change something: nothing
        is done, and the clicker gets a fresh message to do it from."""
        control, lang = click.control, member_words(interaction)
        if control is Control.REMATCH:
            rematch = render_results.rematch_button(
                click.game_id, click.version, member_words(interaction)
            )
            await interaction.response.send_message(
                lang("click-old-rematch"),
                view=build_view([[rematch]], self.key),
                ephemeral=True,
            )
            return
        table = self.service.get(click.game_id)
        if table is None:
            raise GameGone("refusal-game-over")
        if control in (Control.ACCEPT, Control.DECLINE, Control.CANCEL):
            self._check_table_message(interaction, table.id)
            await say(interaction, lang("click-old-challenge"))
            self.publisher.redraw(table)
            return
        if control in (Control.AGREE, Control.KEEP):
            await self.routes[control](interaction, click)  # closes it, nothing else
            return
        self.service.check_player(table, interaction.user.id)
        if control is Control.RESIGN_YES:
            await ask_to_resign(interaction, self.confirmations, self.key, table)
        elif table.game is not None:
            await self.hands.show_current(interaction, table, lang("click-old-hand"))
        else:
            raise GameGone("refusal-game-over")

    def _check_table_message(self, interaction: discord.Interaction, game_id: int) -> None:
        """A challenge's buttons edit the message they are on: only the game's own."""
        table = self.service.get(game_id)
        shown = None if table is None else table.row.table_message_id
        if (
            shown is not None
            and interaction.message is not None
            and interaction.message.id != shown
        ):
            raise TableError("refusal-another-message")

    async def _review(self, interaction: discord.Interaction, game_id: int) -> None:
        """A player's private look back at a finished game with the computer."""
        guild_id = games_server(interaction)
        if guild_id is None:
            return
        table = await self.service.finished(guild_id, game_id)
        user = interaction.user.id
        if table.game is None or user not in table.players:
            lang = member_words(interaction)
            await say(interaction, lang("click-review-players-only", game=str(game_id)))
            return
        deals = review(table.game, table.players.index(user))
        embed = render_results.review_embed(
            game_id, deals, table.players, member_words(interaction)
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def _edit_table(self, interaction: discord.Interaction, table: Table) -> None:
        """Draw the clicked table message as ``table`` stands; its picture only if it is ready
        in time (else the publisher adds it after the answer)."""
        embed, view = self.publisher.table_message(table)
        self.publisher.note_attach(interaction)
        scene = self.publisher.picture_scene(table)
        picture = None
        if scene is not None:
            picture = await self.files.shown_within(embed, scene, picture_time(interaction))
        files = [picture] if picture is not None else []
        await edit_clicked(interaction, content=None, embed=embed, view=view, attachments=files)
        self.publisher.mark_shown(table, picture=scene is None or picture is not None)
