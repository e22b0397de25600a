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

__all__ = [
    "deal_moves",
    "move_words",
    "moves_embed",
]


RECENT_MOVES = 15


def move_words(action: Action, who: str, taken: Card | None) -> str:
    """A move as anyone at the table saw it (a stock draw names no card; ``taken``: the card a
    take picked up from the pile)."""
    if isinstance(action, TakeDiscard):
        return f"{who} took {taken} from the pile"
    return action_words(action, who)


def deal_moves(board: BoardView, players: Sequence[int]) -> list[str]:
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
        who = mention(players[board.seating.players[seat]])
        lines.append(move_words(action, who, taken))
    return lines


def moves_embed(table: Table) -> discord.Embed:
    """The recent moves of each deal in play, newest last (private, for anyone: public
    information only)."""
    assert table.game is not None
    view = table.game.public_view()
    embed = discord.Embed(title=f"Recent moves · game #{table.id}", colour=GREEN)
    for board in view.boards:
        lines = deal_moves(board, table.players)
        first = max(0, len(lines) - RECENT_MOVES)
        shown = [f"{n}. {line}" for n, line in enumerate(lines[first:], start=first + 1)]
        embed.add_field(
            name=deal_title(view, board),
            value="\n".join(shown) or "No move yet.",
            inline=False,
        )
    if len(view.boards) == 1:
        embed.description = f"The last {RECENT_MOVES} moves at most, newest last."
    return embed
