"""The pictures beside a message's text: which scene a table or a hand shows, and the embed
that shows it."""

from __future__ import annotations

import discord

from bot.model.cards import DEFAULT_STYLE, CardStyle
from bot.pictures import drawing as pictures
from bot.service import Table

__all__ = [
    "hand_scene",
    "show_picture",
    "table_scene",
]


def table_scene(table: Table) -> pictures.TableScene | None:
    """What the table's picture shows, from the public view alone (None: no game yet)."""
    if table.game is None:
        return None
    view = table.game.public_view()
    return pictures.table_scene(view.boards, view.sitting_out)


def hand_scene(
    table: Table, user_id: int, style: CardStyle = DEFAULT_STYLE
) -> pictures.HandScene | None:
    """What a player's hand picture shows, as they chose to see it (None: not a player, or
    sitting out)."""
    player = table.player_of(user_id)
    if table.game is None or player is None:
        return None
    hand = table.game.view_for(player).hand
    return None if hand is None else pictures.hand_scene(hand, style)


def show_picture(embed: discord.Embed, scene: pictures.Scene) -> None:
    """The embed shows the picture attached beside it (its text stays)."""
    embed.set_image(url=f"attachment://{pictures.file_name(scene)}")
