"""Discord rendering of the table's extras: links to tables, a member's live games, the recent
moves of a deal, a proposal to abandon, a moved table and the "your turn" ping. Public views
only, like the table itself: nothing here reads a hand."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.controls import Control, ControlKey, build_view, button
from bot.discord.render.common import GREEN, action_words, board_label, deadline_text, mention
from bot.engine import Action, BoardView, Card, Discard, Gin, TakeDiscard
from bot.model import GameStatus
from bot.service import AbandonProposal, Table

__all__ = [
    "abandoned_text",
    "games_embed",
    "moved_text",
    "moves_embed",
    "ping_text",
    "proposal_closed_text",
    "proposal_message",
    "status_words",
    "table_link",
]

MAX_GAMES_LISTED = 20
RECENT_MOVES = 15


def table_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    """A jump link to a table message (to its channel while it has none)."""
    if message_id is None:
        return f"<#{channel_id}>"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


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


def _names(members: Sequence[int]) -> str:
    return ", ".join(mention(m) for m in members)


def game_line(guild_id: int, table: Table, user_id: int, deadlines: Mapping[int, float]) -> str:
    """One live game or challenge of the member's: its link, the others, how it stands (for
    them) and its deadline."""
    row = table.row
    link = table_link(guild_id, row.channel_id, row.table_message_id)
    others = [p for p in table.players if p != user_id]
    head = f"**Game #{table.id}** with {_names(others)} · {link}"
    if table.status is GameStatus.CHALLENGE:
        waiting = [p for p, ok in zip(table.players, row.accepted, strict=True) if not ok]
        who = "you" if user_id in waiting else _names(waiting)
        return f"{head}\nWaiting for {who} to accept; expires {deadline_text(deadlines.get(0))}."
    slot = table.board_of(user_id)
    if slot is None:
        return f"{head}\nYou sit out this hand."
    if user_id in table.acting:
        return f"{head}\n**Your turn**; it ends {deadline_text(deadlines.get(slot))}."
    acting = [p for p in table.acting if table.board_of(p) == slot]
    who = _names(acting) if acting else "the others"
    return f"{head}\nTheir turn ({who}); it ends {deadline_text(deadlines.get(slot))}."


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


def moved_text(link: str) -> str:
    return f"This table moved: {link}"


def proposal_message(table: Table, proposal: AbandonProposal, key: ControlKey) -> dict[str, Any]:
    """A proposal to abandon, public, with Agree and Keep playing; it mentions only those still
    to answer."""
    waiting = proposal.waiting(table.players)
    agreed = [p for p in table.players if p in proposal.agreed]
    content = (
        f"🏳️ {mention(proposal.by)} proposes abandoning game #{table.id}: it would end now, "
        "unrated, with no result for anyone. Every player must agree.\n"
        f"Agreed: {_names(agreed)}. Waiting for: {_names(waiting)}.\n"
        f"Any move withdraws it; it lapses {deadline_text(proposal.expires_at)}."
    )
    version = str(proposal.version)
    view = build_view(
        [
            [
                button(table.id, version, Control.AGREE, "Agree", "danger"),
                button(table.id, version, Control.KEEP, "Keep playing", "secondary"),
            ]
        ],
        key,
    )
    users = [discord.Object(p) for p in waiting if mention(p).startswith("<@")]
    return {
        "content": content,
        "view": view,
        "allowed_mentions": discord.AllowedMentions(users=users),
    }


def is_proposal_text(content: str, game_id: int) -> bool:
    """The message reads as the proposal to abandon game ``game_id``, open or closed (each
    of its texts starts with the flag and names the game in its first line)."""
    first = content.split("\n", 1)[0]
    return first.startswith("🏳️ ") and re.search(rf"(?i)\bgame #{game_id}\b", first) is not None


def proposal_closed_text(game_id: int, why: str) -> str:
    """A proposal to abandon that is over: ``why`` in a few words."""
    return f"🏳️ The proposal to abandon game #{game_id} is closed: {why}."


def abandoned_text(game_id: int) -> str:
    return f"🏳️ Game #{game_id} is abandoned: every player agreed. It counts for nobody's rating."


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
            name=f"{board_label(view, board)}Deal {board.number}",
            value="\n".join(shown) or "No move yet.",
            inline=False,
        )
    if len(view.boards) == 1:
        embed.description = f"The last {RECENT_MOVES} moves at most, newest last."
    return embed


def ping_text(member_id: int, game_id: int, link: str) -> str:
    """The "your turn" ping: it mentions the member (and nobody else)."""
    return f"<@{member_id}>, your turn in gin rummy game #{game_id}: {link}"
