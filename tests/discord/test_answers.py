"""The permissions the bot names when a channel refuses it what a table needs: Discord's names
for them, and in a thread the thread's own permission to talk."""

from __future__ import annotations

from discord import Permissions

from bot.discord.answers import blocked, missing, table_needed
from bot.invite import INVITE_PERMISSIONS
from tests.support.words import EN_WORDS

INVITED = Permissions(INVITE_PERMISSIONS)


def test_what_a_table_needs_in_a_channel_and_in_a_thread() -> None:
    channel = table_needed(in_thread=False)
    assert (
        missing(Permissions.none(), channel, EN_WORDS)
        == "View Channels, Send Messages, Embed Links"
    )
    thread = table_needed(in_thread=True)
    assert missing(Permissions.none(), thread, EN_WORDS) == (
        "View Channels, Send Messages in Threads, Embed Links"
    )
    opening = table_needed(in_thread=True, opens_thread=True)
    assert missing(Permissions(view_channel=True, embed_links=True), opening, EN_WORDS) == (
        "Send Messages in Threads, Create Public Threads"
    )
    # Send Messages counts for nothing in a thread; Send Messages in Threads nothing outside.
    only_threads = Permissions(INVITED.value)
    only_threads.send_messages = False
    assert missing(only_threads, thread, EN_WORDS) is None
    assert missing(only_threads, channel, EN_WORDS) == "Send Messages"
    assert missing(INVITED, opening, EN_WORDS) is None


def test_players_are_told_what_the_bot_lacks_or_else_all_a_table_needs() -> None:
    no_embeds = Permissions(INVITED.value)
    no_embeds.embed_links = False
    note = blocked(no_embeds, in_thread=False, lang=EN_WORDS)
    assert "give me Embed Links here;" in note and note.startswith("Heads up:")
    note = blocked(INVITED, in_thread=True, lang=EN_WORDS)  # refused all the same (a moment ago)
    assert "give me View Channels, Send Messages in Threads, Embed Links here;" in note
