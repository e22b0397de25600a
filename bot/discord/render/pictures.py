"""The pictures beside a message's text: which scene a table or a hand shows, and the embed
that shows it."""

from __future__ import annotations

import discord

from bot.model import is_former_member
from bot.model.cards import DEFAULT_STYLE, CardStyle
from bot.model.computer import computer_level
from bot.pictures import drawing as pictures
from bot.service import Table

__all__ = [
    "FORMER_MEMBER_NAME",
    "hand_scene",
    "picture_names",
    "show_picture",
    "table_scene",
]

FORMER_MEMBER_NAME = "a former member"  # asked to be forgotten: their name is gone


def picture_names(table: Table) -> tuple[str, ...]:
    """The players' names as the table's picture writes them, by player: the display name
    each had at the challenge, the computer as "Computer (hard)", a former member as such;
    "" where no name is known (the picture writes the player's label, P2)."""
    names = []
    for player, member in enumerate(table.players):
        level = computer_level(member)
        if is_former_member(member):
            names.append(FORMER_MEMBER_NAME)
        elif level is not None:
            names.append(f"Computer ({level.value})")
        else:
            stored = table.row.names[player] if player < len(table.row.names) else None
            names.append(stored or "")
    return tuple(names)


def table_scene(table: Table) -> pictures.TableScene | None:
    """What the table's picture shows, from the public view and the players' names alone
    (None: no game yet)."""
    if table.game is None:
        return None
    view = table.game.public_view()
    return pictures.table_scene(view.boards, view.sitting_out, picture_names(table))


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
