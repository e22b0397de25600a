"""A member's live games and challenges in a server (/gin games), and how one stands: in the
member's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from bot.discord.command_mentions import PLAIN, CommandMentions
from bot.discord.render.links import table_link
from bot.discord.render.words import GREEN, deadline_text, names_text
from bot.model import GameStatus
from bot.service import Table
from bot.words import Words

__all__ = [
    "game_line",
    "games_embed",
    "standing_text",
]


MAX_GAMES_LISTED = 20


def standing_text(status: GameStatus, link: str, lang: Words) -> str:
    """How a challenge or game stands, with its link (a rematch's answer): "It is being
    played: …"."""
    return lang("game-standing", status=status.value, link=link)


def game_line(
    guild_id: int,
    table: Table,
    user_id: int,
    deadlines: Mapping[int, float],
    lang: Words,
) -> str:
    """One live game or challenge of the member's: its link, the others, how it stands (for
    them) and its deadline."""
    row = table.row
    link = table_link(guild_id, row.channel_id, row.table_message_id)
    others = [p for p in table.players if p != user_id]
    head = lang("games-head", game=str(table.id), players=names_text(others, lang), link=link)
    if table.status is GameStatus.CHALLENGE:
        waiting = [p for p, ok in zip(table.players, row.accepted, strict=True) if not ok]
        deadline = deadline_text(deadlines.get(0))
        if user_id in waiting:
            return f"{head}\n{lang('games-waiting-for-you', deadline=deadline)}"
        who = names_text(waiting, lang)
        return f"{head}\n{lang('games-waiting-for', players=who, deadline=deadline)}"
    board = table.board_of(user_id)
    if board is None:
        return f"{head}\n{lang('games-sit-out')}"
    deadline = deadline_text(deadlines.get(board))
    if user_id in table.acting:
        return f"{head}\n{lang('games-your-turn', deadline=deadline)}"
    acting = [p for p in table.acting if table.board_of(p) == board]
    if not acting:
        return f"{head}\n{lang('games-others-turn', deadline=deadline)}"
    who = names_text(acting, lang)
    return f"{head}\n{lang('games-their-turn', players=who, deadline=deadline)}"


def games_embed(
    guild_id: int,
    user_id: int,
    tables: Sequence[tuple[Table, Mapping[int, float]]],
    lang: Words,
    commands: CommandMentions = PLAIN,
) -> discord.Embed:
    """The member's live games and challenges in this server (private)."""
    embed = discord.Embed(title=lang("games-title"), colour=GREEN)
    if not tables:
        embed.description = lang(
            "games-none", challenge=commands("gin challenge"), practice=commands("gin practice")
        )
        return embed
    lines = [game_line(guild_id, t, user_id, d, lang) for t, d in tables[:MAX_GAMES_LISTED]]
    if len(tables) > MAX_GAMES_LISTED:
        lines.append(lang("games-more", count=len(tables) - MAX_GAMES_LISTED))
    embed.description = "\n\n".join(lines)
    return embed
