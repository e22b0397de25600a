"""The recent moves of each deal in play, replayed from the public view (the table's Recent
moves button, for anyone: public information only)."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.render.words import GREEN, action_words, deal_title, mention
from bot.engine import (
    Action,
    BoardView,
    Card,
    Discard,
    Gin,
    TakeDiscard,
)
from bot.service import Table
from bot.words import Words

__all__ = [
    "deal_moves",
    "move_words",
    "moves_embed",
]


RECENT_MOVES = 15


def move_words(action: Action, who: str, taken: Card | None, lang: Words) -> str:
    """A move as anyone at the table saw it (a stock draw names no card; ``taken``: the card a
    take picked up from the pile)."""
    if isinstance(action, TakeDiscard):
        return lang("moves-took", player=who, card=str(taken))
    return action_words(action, who, lang)


def deal_moves(board: BoardView, players: Sequence[int], lang: Words) -> list[str]:
    """Every move of a deal in play, in order, from its public view: the pile is replayed from
    the upcard to tell which card each take picked up."""
    table = board.table
    pile = [table.upcard]
    lines = []
    for seat, action in table.history:
        taken = None
        if isinstance(action, TakeDiscard) and pile:
            taken = pile.pop()
        elif isinstance(action, (Discard, Gin)):
            pile.append(action.card)
        who = mention(players[board.seating.players[seat]], lang)
        lines.append(move_words(action, who, taken, lang))
    return lines


def moves_embed(table: Table, lang: Words) -> discord.Embed:
    """The recent moves of each deal in play, newest last (private, for anyone: public
    information only), in the clicker's language (``lang``)."""
    assert table.game is not None
    view = table.game.public_view()
    embed = discord.Embed(title=lang("moves-title", game=str(table.id)), colour=GREEN)
    for board in view.boards:
        lines = deal_moves(board, table.players, lang)
        first = max(0, len(lines) - RECENT_MOVES)
        shown = [f"{n}. {line}" for n, line in enumerate(lines[first:], start=first + 1)]
        embed.add_field(
            name=deal_title(view, board, lang),
            value="\n".join(shown) or lang("moves-none"),
            inline=False,
        )
    if len(view.boards) == 1:
        embed.description = lang("moves-note", count=RECENT_MOVES)
    return embed
