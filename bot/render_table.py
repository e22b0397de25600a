"""Discord rendering of the table's extras: links to tables, a member's live games, the recent
moves of a deal, a proposal to abandon, a moved table and the "your turn" ping. Public views
only, like the table itself: nothing here reads a hand."""

from __future__ import annotations

from bot.store import GameStatus

__all__ = ["status_words", "table_link"]


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
