"""Confirmations: an "are you sure?" the bot asks one member about one action, answered once.

The bot issues each (:meth:`Confirmations.ask`) for the member who asked, the action and its
arguments, and keeps it in the store under a random token that its buttons carry. An answer
(:meth:`Confirmations.answer`) is accepted only from that member, in that server, once, while it
is fresh. What a confirmation does is read from the store, never from the click, so a click can
say nothing but yes or no. No discord import.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from enum import Enum

from bot.model import ConfirmAction, Confirmation
from bot.service.errors import TableError
from bot.store import Store

__all__ = ["CONFIRM_SECONDS", "ConfirmationRefused", "Confirmations", "Refusal"]

CONFIRM_SECONDS = 10 * 60  # on the bot's clock: time the bot was down doesn't age it


class Refusal(Enum):
    NOT_YOURS = "not yours"
    EXPIRED = "expired"
    ANSWERED = "answered"


class ConfirmationRefused(TableError):
    """The answer was refused (``why``); nothing changed."""

    def __init__(self, why: Refusal, confirmation: Confirmation | None = None) -> None:
        super().__init__(
            {
                Refusal.NOT_YOURS: "refusal-confirmation-not-yours",
                Refusal.EXPIRED: "refusal-confirmation-expired",
                Refusal.ANSWERED: "refusal-confirmation-answered",
            }[why]
        )
        self.why = why
        self.confirmation = confirmation


class Confirmations:
    def __init__(self, store: Store, clock: Callable[[int], float]) -> None:
        self.store = store
        self.clock = clock  # the server's bot time: time its shard was down doesn't age them

    async def ask(
        self,
        guild_id: int,
        member_id: int,
        action: ConfirmAction,
        target: int,
        detail: str = "",
    ) -> Confirmation:
        """A new confirmation of ``action`` on ``target`` for ``member_id`` alone."""
        confirmation = Confirmation(
            token=secrets.token_urlsafe(12),
            guild_id=guild_id,
            member_id=member_id,
            action=action,
            target=target,
            detail=detail,
            asked_at=self.clock(guild_id),
        )
        await self.store.add_confirmation(confirmation)
        return confirmation

    async def answer(
        self, token: str, guild_id: int, member_id: int, action: ConfirmAction | None
    ) -> Confirmation:
        """Answer the confirmation ``token``: yes to ``action`` (which must be what it asks),
        or no (None). Raises :class:`ConfirmationRefused` unless ``member_id`` asked for it in
        ``guild_id``, it is unanswered and fresh; then it is answered, once and for all."""
        confirmation = await self.store.confirmation(token)
        if confirmation is None:  # dropped a day after it was asked
            raise ConfirmationRefused(Refusal.EXPIRED)
        if (
            confirmation.member_id != member_id
            or confirmation.guild_id != guild_id
            or action not in (None, confirmation.action)
        ):
            raise ConfirmationRefused(Refusal.NOT_YOURS, confirmation)
        if confirmation.answered_at is not None:
            raise ConfirmationRefused(Refusal.ANSWERED, confirmation)
        now = self.clock(guild_id)
        if now - confirmation.asked_at > CONFIRM_SECONDS:
            raise ConfirmationRefused(Refusal.EXPIRED, confirmation)
        if not await self.store.answer_confirmation(token, now):
            raise ConfirmationRefused(Refusal.ANSWERED, confirmation)
        return confirmation
