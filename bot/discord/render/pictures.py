"""The pictures beside a message's text: which scene a table or a hand shows (its words in the
language of who sees it: the table's the server's, a hand's its member's), and the embed that
shows it."""

from __future__ import annotations

import discord

from bot.model import is_former_member
from bot.model.cards import DEFAULT_STYLE, CardStyle
from bot.model.computer import computer_level
from bot.pictures import drawing as pictures
from bot.service import Table
from bot.words import Words

__all__ = [
    "hand_scene",
    "picture_names",
    "show_picture",
    "table_scene",
]


def picture_names(table: Table, lang: Words) -> tuple[str, ...]:
    """The players' names as the table's picture writes them, by player: the display name
    each had at the challenge, the computer as "Computer (hard)", a former member as such (in
    ``lang``: the server's); "" where no name is known (the picture writes the player's label,
    P2)."""
    names = []
    for player, member in enumerate(table.players):
        level = computer_level(member)
        if is_former_member(member):  # asked to be forgotten: their name is gone
            names.append(lang("picture-former-member"))
        elif level is not None:
            names.append(lang("computer-player", level=level.value))
        else:
            stored = table.row.names[player] if player < len(table.row.names) else None
            names.append(stored or "")
    return tuple(names)


def table_scene(table: Table, lang: Words) -> pictures.TableScene | None:
    """What the table's picture shows, from the public view and the players' names alone, in
    ``lang`` (the server's) (None: no game yet)."""
    if table.game is None:
        return None
    view = table.game.public_view()
    names = picture_names(table, lang)
    return pictures.table_scene(view.boards, view.sitting_out, names, language=lang.code)


def hand_scene(
    table: Table, user_id: int, style: CardStyle = DEFAULT_STYLE, *, lang: Words
) -> pictures.HandScene | None:
    """What a player's hand picture shows, as they chose to see it, in ``lang`` (theirs)
    (None: not a player, or sitting out)."""
    player = table.player_of(user_id)
    if table.game is None or player is None:
        return None
    hand = table.game.view_for(player).hand
    return None if hand is None else pictures.hand_scene(hand, style, language=lang.code)


def show_picture(embed: discord.Embed, scene: pictures.Scene) -> None:
    """The embed shows the picture attached beside it (its text stays)."""
    embed.set_image(url=f"attachment://{pictures.file_name(scene)}")
