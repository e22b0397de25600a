"""The public messages of proposals to abandon a game: where each open one is, and keeping it
true when a move, its expiry or the game's end closes the proposal. The composition makes one;
the proposals cog and the table events both reach it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import discord

from bot.discord.controls import ControlKey
from bot.discord.keys import token_expiry
from bot.discord.render import proposals as render_proposals
from bot.model import NO_SERVER, GameStatus
from bot.service import AGREED_TO_ABANDON, AbandonProposal, Table, TableService
from bot.words import Words

__all__ = ["ProposalMessages"]


class ProposalMessages:
    """game -> (channel, message) of its open proposal to abandon (forgotten by a restart).
    The messages are the channel's: in the server's language (``channel_words``)."""

    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        key: ControlKey,
        channel_words: Callable[[Table], Words],
    ) -> None:
        self.client, self.service, self.key = client, service, key
        self.channel_words = channel_words
        self._where: dict[int, tuple[int, int]] = {}
        # Where the bot was not invited, no channel route reaches the message: the answer
        # that posted it may edit it (its @original) for 15 minutes; after that it stays.
        self._answers: dict[int, discord.Interaction] = {}
        self._posting: set[int] = set()  # games whose proposal message is being posted
        self._edits: set[asyncio.Task[None]] = set()

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._where

    def claim(self, game_id: int) -> bool:
        """Whether this request posts the game's proposal message: none is posted or being
        posted (two members who propose at once get one message)."""
        if game_id in self._where or game_id in self._posting:
            return False
        self._posting.add(game_id)
        return True

    def posted(
        self,
        table: Table,
        message_id: int | None,
        shown: AbandonProposal | None = None,
        answer: discord.Interaction | None = None,
    ) -> None:
        """The claimed proposal message was posted (``message_id`` None: it was not), showing
        ``shown``, by ``answer`` (the interaction it answered); what changed while it was
        posted (another agreement, its end) is shown too."""
        self._posting.discard(table.id)
        if message_id is None:
            return
        self._where[table.id] = (table.row.channel_id, message_id)
        if table.row.guild_id == NO_SERVER and answer is not None:
            self._answers[table.id] = answer
        standing = self.service.proposal(table.id)
        if standing is None:
            self.on_table(table)
        elif shown is None or standing.agreed != shown.agreed:
            self.show(table, standing)

    def forget(self, game_id: int) -> None:
        self._where.pop(game_id, None)
        self._answers.pop(game_id, None)

    def is_on(self, message: discord.Message | None, game_id: int) -> bool:
        """The click is on this game's proposal message: the one it has open, or (after a
        restart, which forgets it) a message that reads as this game's proposal."""
        if message is None:
            return False
        where = self._where.get(game_id)
        if where is not None:
            return message.id == where[1]
        return render_proposals.is_proposal_text(message.content, game_id)

    def on_table(self, table: Table) -> None:
        """A table changed: a proposal it withdrew (a move, its expiry, the game's end) says so
        on its message."""
        if table.id not in self._where or self.service.proposal(table.id) is not None:
            return
        lang = self.channel_words(table)
        if table.row.end_reason == AGREED_TO_ABANDON:
            closed = render_proposals.abandoned_text(table.id, lang)
        elif table.status is not GameStatus.ACTIVE:
            why = lang("proposal-why-ended")
            closed = render_proposals.proposal_closed_text(table.id, why, lang)
        else:
            why = lang("proposal-why-lapsed")
            closed = render_proposals.proposal_closed_text(table.id, why, lang)
        self.show(table, closed=closed)

    def show(
        self, table: Table, proposal: AbandonProposal | None = None, closed: str | None = None
    ) -> None:
        """Edit the game's proposal message in the background: the ``proposal`` as it stands,
        or ``closed`` (then it is forgotten)."""
        where = self._where.get(table.id)
        if where is None:
            return
        if proposal is not None:
            lang = self.channel_words(table)
            message = render_proposals.proposal_message(table, proposal, self.key, lang)
        else:
            message = {"content": closed, "view": None}
            del self._where[table.id]
        answer = (
            self._answers.get(table.id)
            if proposal is not None
            else self._answers.pop(table.id, None)
        )
        if table.row.guild_id == NO_SERVER:
            if answer is None or token_expiry(answer) <= self.service.clock():
                return  # no token may edit it any more: its buttons still answer a click
            edit: Awaitable[Any] = answer.edit_original_response(**message)
        else:
            channel = self.client.get_partial_messageable(where[0])
            edit = channel.get_partial_message(where[1]).edit(**message)
        task = asyncio.create_task(_quietly(edit))
        self._edits.add(task)
        task.add_done_callback(self._edits.discard)


async def _quietly(edit: Awaitable[Any]) -> None:
    with contextlib.suppress(discord.HTTPException, aiohttp.ClientError, OSError):
        await edit
