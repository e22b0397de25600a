"""The private hand messages: drawing a player's hand into their own message (with its picture),
and, at a table with the computer, keeping the last one shown up to date when the computer moves
(nobody clicks to see the computer's move). The composition makes one and hands it to the cogs
that show hands."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import time
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.discord.answers import edit_clicked, picture_time, say
from bot.discord.components import own_private_message
from bot.discord.controls import ControlKey
from bot.discord.picture_files import PictureFiles
from bot.discord.publisher import TablePublisher
from bot.discord.render import hand as render_hand
from bot.discord.render import pictures as render_pictures
from bot.discord.render.words import member_words
from bot.model.cards import CardStyle
from bot.model.computer import is_computer
from bot.model.versions import ViewVersion
from bot.pictures import drawing as pictures
from bot.service import Table

__all__ = ["HAND_TOKEN_SECONDS", "HandMessages"]

HAND_TOKEN_SECONDS = 14 * 60  # an interaction's token lasts 15 minutes
Edit = Callable[..., Awaitable[Any]]  # edits a message sent as an answer
StyleOf = Callable[[int, int], CardStyle]  # (server, member) -> how they see their cards


class HandMessages:
    """Draws hands into private messages and remembers, per game and member at a table with
    the computer, the interaction that last showed one."""

    def __init__(
        self, key: ControlKey, publisher: TablePublisher, files: PictureFiles, style_of: StyleOf
    ) -> None:
        self.key, self.publisher, self.files = key, publisher, files
        self.style_of = style_of
        # (game, member) -> (the interaction that last showed their hand, when, its version)
        self._shown: dict[tuple[int, int], tuple[discord.Interaction, float, ViewVersion]] = {}
        self._edits: set[asyncio.Task[None]] = set()
        # (game, member) -> adding the picture to their last answer, sent without it (the
        # task, and the picture's scene)
        self._late: dict[tuple[int, int], tuple[asyncio.Task[None], pictures.HandScene]] = {}

    # -- drawing a hand ------------------------------------------------------------------------

    def style(self, table: Table, user_id: int) -> CardStyle:
        """How the member sees their cards at this table's server."""
        return self.style_of(table.row.guild_id, user_id)

    def picture(self, interaction: discord.Interaction, table: Table) -> pictures.HandScene | None:
        """The scene of the clicker's hand picture, in their language (None: no picture)."""
        self.publisher.note_attach(interaction)
        if not self.publisher.pictures_on(table):
            return None
        user = interaction.user.id
        style, lang = self.style(table, user), member_words(interaction)
        return render_pictures.hand_scene(table, user, style, lang=lang)

    def _hand(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> tuple[discord.Embed, discord.ui.View, pictures.HandScene | None]:
        """A player's private hand, and the scene of its picture (None: no picture)."""
        user = interaction.user.id
        style = self.style(table, user)
        lang = member_words(interaction)
        embed, view = render_hand.hand_message(table, user, self.key, note, style, lang=lang)
        return embed, view, self.picture(interaction, table)

    async def send(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> None:
        """Show a player their hand in a new private message."""
        embed, view, scene = self._hand(interaction, table, note)
        await self.answer(interaction, table, embed, view, scene, new=True)

    async def edit_here(
        self, interaction: discord.Interaction, table: Table, note: str | None = None
    ) -> None:
        """Redraw the player's private hand message they clicked."""
        embed, view, scene = self._hand(interaction, table, note)
        await self.answer(interaction, table, embed, view, scene)

    async def answer(
        self,
        interaction: discord.Interaction,
        table: Table,
        embed: discord.Embed,
        view: discord.ui.View,
        scene: pictures.HandScene | None,
        *,
        new: bool = False,
    ) -> None:
        """Answer a player's click privately with ``embed`` and ``view``: a new message, or the
        clicked one redrawn. Its picture comes with it if it is drawn in time; else it follows
        by an edit, so the answer never waits for a busy picture worker."""
        key = (table.id, interaction.user.id)
        self._drop_late(key, scene)
        picture = None
        if scene is not None:
            picture = await self.files.shown_within(embed, scene, picture_time(interaction))
        edit: Edit = interaction.edit_original_response
        if not new:
            files = [picture] if picture is not None else []
            await edit_clicked(interaction, embed=embed, view=view, attachments=files)
        else:
            fields: dict[str, Any] = {"embed": embed, "view": view, "ephemeral": True}
            if picture is not None:
                fields["file"] = picture
            if interaction.response.is_done():
                edit = (await interaction.followup.send(wait=True, **fields)).edit
            else:
                await interaction.response.send_message(**fields)
        if scene is not None and picture is None:
            task = asyncio.create_task(self._add_picture(edit, embed, scene))
            self._late[key] = (task, scene)
            task.add_done_callback(functools.partial(self._added, key))

    def _added(self, key: tuple[int, int], task: asyncio.Task[None]) -> None:
        late = self._late.get(key)
        if late is not None and late[0] is task:
            del self._late[key]

    def _drop_late(self, key: tuple[int, int], newer: pictures.HandScene | None) -> None:
        """A newer drawing of the member's hand (``newer``: its picture's scene) replaces the
        picture an older answer awaits: that one is not drawn if the worker has not taken it
        yet (on a busy host, a backlog of hands no one would see)."""
        late = self._late.pop(key, None)
        if late is not None:
            task, scene = late
            task.cancel()
            if scene != newer:
                self.files.forget(scene)

    async def _add_picture(
        self, edit: Edit, embed: discord.Embed, scene: pictures.HandScene
    ) -> None:
        """An answer sent without its picture gets it once it is drawn."""
        picture = await self.files.file(scene)
        render_pictures.show_picture(embed, scene)
        with contextlib.suppress(discord.HTTPException, aiohttp.ClientError, OSError):
            await edit(embed=embed, attachments=[picture])

    async def show_current(self, interaction: discord.Interaction, table: Table, note: str) -> None:
        """The player's hand as it is now, after a click on something out of date: in the
        clicked message if it is their own private one, else in a new private message."""
        user = interaction.user.id
        if table.game is None or table.player_of(user) is None:
            await say(interaction, note)
            return
        if own_private_message(interaction):
            await self.edit_here(interaction, table, note)
        else:  # a stale public control: answer privately with the hand
            await self.send(interaction, table, note)

    # -- hands at a table with the computer ----------------------------------------------------

    def remember(self, interaction: discord.Interaction, table: Table) -> None:
        """The interaction that last showed a member their hand at a table with the computer:
        its response is edited when the computer moves (its token lasts 15 minutes), since
        nobody clicks to see the computer's move."""
        if any(is_computer(p) for p in table.players):
            user = interaction.user.id
            self._shown[(table.id, user)] = (
                interaction,
                time.monotonic(),
                table.view_version(user),
            )

    def refresh(self, table: Table, actor: int | None) -> None:
        """A table with the computer changed: redraw the hands it left out of date."""
        for user in table.players:
            remembered = self._shown.get((table.id, user))
            if remembered is None or user == actor:  # their own click's answer shows it
                continue
            interaction, shown_at, version = remembered
            if time.monotonic() - shown_at > HAND_TOKEN_SECONDS or not table.status.live:
                del self._shown[(table.id, user)]
                continue
            if table.game is None or table.view_version(user) == version:
                continue
            # The same deal (a hand's version starts with its deal's number) and not their turn:
            # half a turn (the computer drew), its discard follows at once.
            if table.view_version(user).number == version.number and user not in table.acting:
                continue
            self._shown[(table.id, user)] = (interaction, shown_at, table.view_version(user))
            style = self.style(table, user)
            lang = member_words(interaction)  # the hand's own click's: its member's language
            embed, view = render_hand.hand_message(table, user, self.key, style=style, lang=lang)
            scene = (
                render_pictures.hand_scene(table, user, style, lang=lang)
                if self.publisher.pictures_on(table)
                else None
            )
            self._drop_late((table.id, user), scene)
            task = asyncio.create_task(self._edit(interaction, embed, view, scene))
            self._edits.add(task)
            task.add_done_callback(self._edits.discard)

    async def _edit(
        self,
        interaction: discord.Interaction,
        embed: discord.Embed,
        view: discord.ui.View,
        scene: pictures.HandScene | None,
    ) -> None:
        if scene is not None:
            render_pictures.show_picture(embed, scene)
        files = await self.files.attachments(scene)
        with contextlib.suppress(discord.HTTPException, aiohttp.ClientError, OSError):
            await interaction.edit_original_response(embed=embed, view=view, attachments=files)
