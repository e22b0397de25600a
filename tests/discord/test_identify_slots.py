"""Discord allows one IDENTIFY per bucket every window, however many processes the bot runs
(docs/scaling.md): the slot is claimed in the database, and the IDENTIFY goes right after. A
claim that took long (a busy host or database) would let the next process's IDENTIFY come too
soon after this one's: such a claim is not trusted, its slot is waited out and claimed again."""

from __future__ import annotations

import asyncio

import pytest

from bot.discord import client
from bot.discord.client import claim_identify_slot


class SlowFirstClaim:
    """The slots of a store whose first claim takes longer than the margin."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.asked: list[float] = []
        self.until = 0.0

    async def claim_identify(self, bucket: int, now: float, window: float) -> float:
        if not self.asked:
            await asyncio.sleep(self.delay)
        self.asked.append(now)
        if self.until <= now:
            self.until = now + window
            return 0.0
        return self.until - now


async def test_a_claim_slower_than_the_margin_waits_its_slot_out_and_claims_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(client, "IDENTIFY_MARGIN", 0.05)
    store = SlowFirstClaim(delay=0.1)
    await claim_identify_slot(store, 0, window=0.2)  # type: ignore[arg-type]  # slots alone
    first, again, *_ = store.asked
    # The first slot ran its whole length (the window and the margin) before the claim again.
    assert again >= first + 0.2 + 0.05
    assert store.until > again  # and the IDENTIFY goes in a slot of its own
