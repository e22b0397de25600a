"""Answering an interaction: in time (Discord drops an answer after 3 seconds), privately, by
whichever route is still open, and a service refusal in Discord's words. Shared by every cog."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Iterable
from typing import Any, TypeVar

import discord

from bot.invite import LABELS
from bot.service import Hint, Refused, TableError

__all__ = [
    "ANOTHER_MESSAGE",
    "ANSWER_MARGIN",
    "HINTS",
    "TABLE_NEEDED",
    "THREAD_NEEDED",
    "blocked",
    "edit_clicked",
    "in_time",
    "missing",
    "named",
    "picture_time",
    "refusal",
    "reply",
    "say",
    "table_needed",
    "time_left",
]

ACK_SECONDS = 3.0  # Discord drops an answer that comes later than this after the interaction
# What the bot keeps of those 3 s to send its first answer (a deferral, or the answer itself):
# time_left() reaches 0 this long before Discord's limit. Measured by bench/deferral.py.
ANSWER_MARGIN = 1.0
_ARRIVED = "gin:arrived"  # the key in Interaction.extras
# The longest an answer waits for its picture: past it, the answer goes with its text and
# buttons and the picture follows by an edit. A quiet host draws a hand in 2-40 ms (p99 up to
# 110 ms); a busy one makes a burst of them wait seconds (bench/load.py --busy 1).
PICTURE_WAIT = 0.2
T = TypeVar("T")
HINTS = {
    Hint.NEW_CHALLENGE: "Start a game of your own with /gin challenge.",
    Hint.OPEN_HAND: "Open your hand from the table to see what you can do.",
    Hint.TRY_AGAIN: "Please try again in a moment.",
}


# The bot's permissions a table needs in its channel; what opening a thread and posting there
# need (each one the invite asks for: bot/invite.py says what uses it).
TABLE_NEEDED = ("view_channel", "send_messages", "embed_links")
THREAD_NEEDED = ("create_public_threads", "send_messages_in_threads")


def table_needed(*, in_thread: bool, opens_thread: bool = False) -> tuple[str, ...]:
    """The bot's permissions a table needs where it is played: in a thread, Send Messages in
    Threads instead of Send Messages, which counts for nothing there (Discord's threads topic,
    "Permissions"); and Create Public Threads if it opens the thread."""
    if not in_thread:
        return TABLE_NEEDED
    needed = ("view_channel", "send_messages_in_threads", "embed_links")
    return (*needed, "create_public_threads") if opens_thread else needed


def named(permissions: Iterable[str]) -> str:
    """Permissions as Discord's settings name them ("Embed Links, Create Public Threads")."""
    return ", ".join(LABELS[p] for p in permissions)


def missing(permissions: discord.Permissions, needed: tuple[str, ...]) -> str | None:
    """The ``needed`` permissions the bot lacks, named; None if it has them all."""
    return named(p for p in needed if not getattr(permissions, p)) or None


def blocked(permissions: discord.Permissions, *, in_thread: bool) -> str:
    """What the players of a game are told when its channel refuses the bot's table edits and
    posts: the permissions a table needs there that the bot lacks (``permissions``: the bot's
    there), or all of them if it seems to lack none (Discord refused it all the same)."""
    needed = table_needed(in_thread=in_thread)
    return (
        "Heads up: I can't update the table or post results in this channel. An admin needs "
        f"to give me {missing(permissions, needed) or named(needed)} here; your moves are "
        "saved meanwhile."
    )


def refusal(exc: TableError, user_id: int | None = None) -> str:
    """A service refusal in Discord's words: what happened, then what to do next."""
    if isinstance(exc, Refused):
        who = " and ".join(f"<@{m}>" for m in exc.members)
        verb = "doesn't" if len(exc.members) == 1 else "don't"
        return f"{who} {verb} take challenges right now. Challenge someone else."
    if exc.busy and user_id not in exc.busy:  # name who is busy
        who = " and ".join(f"<@{m}>" for m in exc.busy)
        verb = "is" if len(exc.busy) == 1 else "are"
        return (
            f"{who} {verb} already in a game or challenge in this channel. Challenge someone "
            "else, or play in another channel."
        )
    hint = HINTS.get(exc.hint) if exc.hint is not None else None
    return f"{exc} {hint}" if hint else str(exc)


def time_left(interaction: discord.Interaction) -> float:
    """Seconds the bot may still wait before it sends its first answer to ``interaction``
    (negative: it is late). Counted from when Discord made the interaction (its id says), so
    the time it spent reaching a busy bot counts too."""
    arrived = interaction.extras.get(_ARRIVED)
    if arrived is None:
        age = time.time() - discord.utils.snowflake_time(interaction.id).timestamp()
        if not 0 <= age < ACK_SECONDS:
            age = 0.0  # this host's clock is out of step with Discord's: count from now
        arrived = interaction.extras[_ARRIVED] = time.monotonic() - age
    return float(arrived) + ACK_SECONDS - ANSWER_MARGIN - time.monotonic()


def picture_time(interaction: discord.Interaction) -> float:
    """How long the answer to ``interaction`` may still wait for its picture."""
    return min(time_left(interaction), PICTURE_WAIT)


async def in_time(
    interaction: discord.Interaction, work: Awaitable[T], *, public: bool = False
) -> T:
    """Await work that may wait on the database; if it is slow, acknowledge the interaction
    first (a click as a deferred edit, a command with "thinking…", privately unless its answer
    is ``public``), so that Discord's 3-second limit never turns a saved move into
    "interaction failed". Answer after it with :func:`reply` or :func:`say`."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=max(time_left(interaction), 0.0))
    if not done and not interaction.response.is_done():
        with contextlib.suppress(discord.HTTPException):
            if interaction.type is discord.InteractionType.component:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=not public, thinking=True)
    return await task


async def reply(interaction: discord.Interaction, **fields: Any) -> None:
    """Answer with a message: the response if it is still open, else a followup (the first
    one takes the place of a deferral's "thinking…", and keeps its privacy)."""
    if interaction.response.is_done():
        await interaction.followup.send(**fields)
    else:
        await interaction.response.send_message(**fields)


async def say(interaction: discord.Interaction, content: str | None = None, **extra: Any) -> None:
    """Answer privately: the response if it is still open, else a followup."""
    with contextlib.suppress(discord.HTTPException):
        await reply(interaction, content=content, ephemeral=True, **extra)


async def edit_clicked(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the clicked message, through the deferred response if the click was deferred."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**fields)
    else:
        await interaction.response.edit_message(**fields)


ANOTHER_MESSAGE = (
    "That button belongs to another message, so I did nothing. Use the buttons on the game's "
    "own message."
)
