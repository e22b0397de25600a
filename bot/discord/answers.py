"""Answering an interaction: in time (Discord drops an answer after 3 seconds), privately, by
whichever route is still open, and a refusal (the service's, the settings', a cog's own) in the
member's language: a refusal is a message id and its values, worded here. Shared by every
cog."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

import discord
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.discord.render.words import member_words, mention
from bot.engine import IllegalActionError, RulesError
from bot.model.settings import SettingsError
from bot.phrases import listed
from bot.service import Hint, TableError
from bot.words import Words

__all__ = [
    "ANSWER_MARGIN",
    "HINTS",
    "TABLE_NEEDED",
    "THREAD_NEEDED",
    "blocked",
    "edit_clicked",
    "in_time",
    "members_text",
    "missing",
    "named",
    "picture_time",
    "refusal",
    "refusal_for",
    "reply",
    "said",
    "say",
    "slash",
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
# What a refusal suggests next, by its hint: a message id, and the command it names, if any.
HINTS: dict[Hint, tuple[str, dict[str, str]]] = {
    Hint.NEW_CHALLENGE: ("hint-new-challenge", {"command": "gin challenge"}),
    Hint.OPEN_HAND: ("hint-open-hand", {}),
    Hint.TRY_AGAIN: ("hint-try-again", {}),
}
# How a message names a command, given its qualified name ("gin forget-me").
Commands = Callable[[str], str]


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


def named(permissions: Iterable[str], lang: Words) -> str:
    """Permissions as Discord's settings name them ("Embed Links, Create Public Threads"), in
    the reader's language (``permission-embed-links``)."""
    return ", ".join(lang(f"permission-{p.replace('_', '-')}") for p in permissions)


def missing(permissions: discord.Permissions, needed: tuple[str, ...], lang: Words) -> str | None:
    """The ``needed`` permissions the bot lacks, named; None if it has them all."""
    return named((p for p in needed if not getattr(permissions, p)), lang) or None


def blocked(permissions: discord.Permissions, *, in_thread: bool, lang: Words) -> str:
    """What the players of a game are told when its channel refuses the bot's table edits and
    posts: the permissions a table needs there that the bot lacks (``permissions``: the bot's
    there), or all of them if it seems to lack none (Discord refused it all the same)."""
    needed = table_needed(in_thread=in_thread)
    lacking = missing(permissions, needed, lang) or named(needed, lang)
    return lang("refusal-blocked", permissions=lacking)


def slash(name: str) -> str:
    """A command named in plain text (``/gin forget-me``): how a refusal names one unless the
    caller knows the commands' mentions."""
    return f"/{name}"


def members_text(members: Sequence[int], lang: Words) -> str:
    """Members named in a sentence: "<@1>", "<@1> and <@2>", "<@1>, <@2> and <@3>"."""
    return listed([mention(m, lang) for m in members], lang)


def said(
    lang: Words, message_id: str, values: Mapping[str, Any], commands: Commands = slash
) -> str:
    """A message given as values (a refusal's, a hint's) in ``lang``: each value made into
    words by its name (see :mod:`bot.service.errors`): member ids as mentions, a channel as a
    channel mention, a game's number as written, a command as ``commands`` names it, an engine
    error (``reason``) as its kind says it; names and codes listed; the rest as it is."""
    args: dict[str, Any] = {}
    for name, value in values.items():
        if isinstance(value, IllegalActionError):
            args[name] = said(lang, f"illegal-{value.kind}", value.values, commands)
        elif isinstance(value, RulesError):
            args[name] = _rules_error(lang, value)
        elif name == "members":
            args[name], args["count"] = members_text(value, lang), len(value)
        elif name == "member":
            args[name] = mention(value, lang)
        elif name == "channel":
            args[name] = f"<#{value}>"
        elif name == "command":
            args[name] = commands(value)
        elif name in ("game", "finished"):
            args[name] = str(value)  # a game's number is an identifier: never grouped
        elif isinstance(value, (tuple, list)):
            args[name] = ", ".join(map(str, value))
        elif isinstance(value, (str, int, float)):
            args[name] = value
        else:  # a card, a meld, an action: as the engine writes it
            args[name] = str(value)
    return lang(message_id, **args)


def _rules_error(lang: Words, exc: RulesError) -> str:
    values = dict(exc.values)
    if "setting" in values:  # a rule's name, in words
        values["setting"] = lang("rules-setting", setting=values["setting"])
    return said(lang, f"rules-error-{exc.kind}", values)


def refusal(
    exc: TableError | SettingsError,
    lang: Words,
    *,
    user_id: int | None = None,
    commands: Commands = slash,
) -> str:
    """A refusal in ``lang`` (the member's): what happened, then what to do next (its hint).
    A refusal naming members busy elsewhere names them, unless ``user_id`` is one of them."""
    if isinstance(exc, SettingsError):
        return said(lang, exc.message_id, exc.values, commands)
    if exc.busy and user_id not in exc.busy:  # name who is busy
        return said(lang, "refusal-busy-members", {"members": exc.busy}, commands)
    text = said(lang, exc.message_id, exc.values, commands)
    if exc.hint is None:
        return text
    hint, values = HINTS[exc.hint]
    return f"{text} {said(lang, hint, values, commands)}"


def refusal_for(
    interaction: discord.Interaction,
    exc: TableError | SettingsError,
    commands: Commands = slash,
) -> str:
    """A refusal as the member who clicked or typed reads it: in their language (the commands
    it names as ``commands`` names them: mentions, once the bot knows their ids)."""
    return refusal(exc, member_words(interaction), user_id=interaction.user.id, commands=commands)


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
        await _update_clicked(interaction, fields)


async def _update_clicked(interaction: discord.Interaction, fields: dict[str, Any]) -> None:
    """``interaction.response.edit_message(**fields)`` without reading back Discord's copy of
    the message: discord.py always asks the callback for it (``with_response=1``) and builds an
    ``InteractionCallbackResponse`` with a whole ``Message`` from it (embeds, components,
    attachments), which no answer reads; the same request, with discord.py's own parameters,
    and the response marked done as discord.py marks it. Its other steps are nothing here: the
    bot's views are never stored (:class:`bot.discord.components.ControlRows`) and it never
    deletes an answer after a delay."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value,
        previous_allowed_mentions=state.allowed_mentions,
        **fields,
    )
    http = state.http
    await async_context.get().create_interaction_response(
        interaction.id,
        interaction.token,
        session=interaction._session,
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
        params=params,
    )
    response._response_type = discord.InteractionResponseType.message_update
