"""Links to a table message: the jump link, the text left on a table's old message when it
moved, and the "your turn" ping (both the channel's: in the server's language)."""

from __future__ import annotations

from bot.words import Words

__all__ = [
    "ping_text",
    "table_link",
    "table_moved_text",
]


def table_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    """A jump link to a table message (to its channel while it has none)."""
    if message_id is None:
        return f"<#{channel_id}>"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def table_moved_text(link: str, lang: Words) -> str:
    """What a table's old message says once the table was posted again (/gin table)."""
    return lang("table-moved", link=link)


def ping_text(member_id: int, game_id: int, link: str, lang: Words) -> str:
    """The "your turn" ping: it mentions the member (and nobody else)."""
    return lang("ping-your-turn", member=f"<@{member_id}>", game=str(game_id), link=link)
