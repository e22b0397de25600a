"""The bot's invite URL, and the permissions it asks for: exactly those its requests need (in a
module of its own: ``python -m bot check`` prints the URL without importing discord).

What each request needs is Discord's documented rule: the permissions topic (the bits, and
threads' "Inherited Permissions"), and the pages of each route: resources/message (Create,
Edit and Delete Message, Get Channel Messages), resources/channel (Start Thread without
Message, Modify Channel for a thread, Delete Channel) and topics/threads. Interaction
responses and their followups need none of them.
"""

from __future__ import annotations

from functools import reduce
from operator import or_
from typing import NamedTuple

__all__ = ["ASKED", "INVITE_PERMISSIONS", "LABELS", "Asked", "invite_url"]


class Asked(NamedTuple):
    """A permission the invite asks for."""

    flag: str  # its name in discord.py's ``Permissions``
    bit: int  # (https://discord.com/developers/docs/topics/permissions)
    label: str  # as Discord's server settings name it


ASKED = (
    # Every request in a channel or its threads: where it is denied, Discord answers 403
    # Missing Access, and the bot counts the channel as gone.
    Asked("view_channel", 1 << 10, "View Channels"),
    # Posting in a channel: a table, its showdowns, score sheets and reminders, turn pings, a
    # tournament's announcement and its rounds' posts.
    Asked("send_messages", 1 << 11, "Send Messages"),
    # Every table and post is an embed.
    Asked("embed_links", 1 << 14, "Embed Links"),
    # The pictures: a table's, and a knockout's bracket with its final standings. Without it
    # games are played without pictures (the players are told).
    Asked("attach_files", 1 << 15, "Attach Files"),
    # /gin table reads the channel's last message, so as not to post a table that is already
    # at the bottom again. Where it is denied, Discord lists no messages: the table is posted.
    Asked("read_message_history", 1 << 16, "Read Message History"),
    # The threads the bot opens: a tournament's for its games, and a thread per game where a
    # server turns that on (/gin-admin settings threads).
    Asked("create_public_threads", 1 << 35, "Create Public Threads"),
    # Posting in threads (Send Messages does not count there): the games in those threads, and
    # in threads that members open and challenge in.
    Asked("send_messages_in_threads", 1 << 38, "Send Messages in Threads"),
)
INVITE_PERMISSIONS = reduce(or_, (asked.bit for asked in ASKED))
LABELS = {asked.flag: asked.label for asked in ASKED}


def invite_url(application_id: int) -> str:
    return (
        f"https://discord.com/oauth2/authorize?client_id={application_id}"
        f"&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}"
    )
