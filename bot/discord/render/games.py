"""A member's live games and challenges in a server (/gin games), and how one stands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from bot.discord.render.links import table_link
from bot.discord.render.words import GREEN, deadline_text, names_text
from bot.model import GameStatus
from bot.service import Table

__all__ = [
    "game_line",
    "games_embed",
    "status_words",
]


MAX_GAMES_LISTED = 20


def status_words(status: GameStatus) -> str:
    """How a challenge or game stands, after "It" (a rematch's answer)."""
    return {
        GameStatus.CHALLENGE: "is waiting for everyone to accept",
        GameStatus.ACTIVE: "is being played",
        GameStatus.FINISHED: "has been played",
        GameStatus.DECLINED: "was declined",
        GameStatus.CANCELLED: "was cancelled",
        GameStatus.EXPIRED: "expired unanswered",
        GameStatus.ABANDONED: "was abandoned",
    }[status]


def game_line(guild_id: int, table: Table, user_id: int, deadlines: Mapping[int, float]) -> str:
    """One live game or challenge of the member's: its link, the others, how it stands (for
    them) and its deadline."""
    row = table.row
    link = table_link(guild_id, row.channel_id, row.table_message_id)
    others = [p for p in table.players if p != user_id]
    head = f"**Game #{table.id}** with {names_text(others)} · {link}"
    if table.status is GameStatus.CHALLENGE:
        waiting = [p for p, ok in zip(table.players, row.accepted, strict=True) if not ok]
        who = "you" if user_id in waiting else names_text(waiting)
        return f"{head}\nWaiting for {who} to accept; expires {deadline_text(deadlines.get(0))}."
    board = table.board_of(user_id)
    if board is None:
        return f"{head}\nYou sit out this hand."
    if user_id in table.acting:
        return f"{head}\n**Your turn**; it ends {deadline_text(deadlines.get(board))}."
    acting = [p for p in table.acting if table.board_of(p) == board]
    who = names_text(acting) if acting else "the others"
    return f"{head}\nTheir turn ({who}); it ends {deadline_text(deadlines.get(board))}."


def games_embed(
    guild_id: int, user_id: int, tables: Sequence[tuple[Table, Mapping[int, float]]]
) -> discord.Embed:
    """The member's live games and challenges in this server (private)."""
    embed = discord.Embed(title="Your games here", colour=GREEN)
    if not tables:
        embed.description = (
            "You have no game or challenge in play in this server. Start one with "
            "/gin challenge, or play the computer with /gin practice."
        )
        return embed
    lines = [game_line(guild_id, t, user_id, d) for t, d in tables[:MAX_GAMES_LISTED]]
    if len(tables) > MAX_GAMES_LISTED:
        lines.append(f"…and {len(tables) - MAX_GAMES_LISTED} more.")
    embed.description = "\n\n".join(lines)
    return embed
